/**
 * The property model of create account: fast-check arbitraries for its
 * payloads, every single fault with the documented issues it gives, and
 * `model`, the documented issues of any input. It is the one independent
 * oracle of the account table: its limits and fixed values are its own
 * (contract section 6, service-api.md), never read from the table or src/;
 * test/model.test.ts holds them against both.
 */
import fc from 'fast-check';
import { postcodeFormat } from '../../src/advice/postcode.js';
import {
  ASCII_LETTERS,
  absentValue,
  addDays,
  anyAbsent,
  at,
  caseVariants,
  codePoints,
  DIGITS,
  daysIn,
  digit,
  type Expected,
  entriesOf,
  hostileUnit,
  insertInto,
  isBlank,
  isLeap,
  letter,
  nonBlankNot,
  OMIT,
  realDate,
  strip,
  text,
  textOf,
  tooLong,
  URL_CHARS,
  wrongTypeValue,
  ymd,
} from './values.js';

// ---------------------------------------------------------------------------
// The model's own facts (contract section 6, service-api.md), never read from
// the rule table: test/model.test.ts holds them against service-api.md and
// against the table.
// ---------------------------------------------------------------------------

/** The limits the model applies: lengths in code points, entry counts, the age range. */
export const LIMITS = {
  forename: 50,
  surname: 50,
  addressLine1: 50,
  addressLine2: 100,
  townCity: 100,
  countyState: 100,
  postcode: 8,
  countryCode: 10,
  preferredTelephone: 16,
  emailAddress: 255,
  personalUrl: 60,
  customCode: 255,
  customCodes: 5,
  charityResourceId: 36,
  age: { min: 13, max: 100 },
} as const;

export const TITLES: readonly string[] = ['Mr', 'Mrs', 'Ms', 'Miss', 'Dr', 'Prof'];
export const TERMS_ACCEPTED: readonly string[] = ['Y'];
export const MARKETING_FIELDS = [
  'charityMarketingIndicator',
  'allCharityMarketingIndicator',
  'groupMarketingIndicator',
  'serviceMarketingIndicator',
] as const;
/** The value each marketing indicator must hold. */
export const MARKETING_VALUE: Readonly<Record<string, readonly string[]>> = Object.fromEntries(
  MARKETING_FIELDS.map((field) => [field, ['N']]),
);

/** Every field of the create-account request (service-api.md, field table). */
export const ACCOUNT_FIELDS = [
  'title',
  'forename',
  'surname',
  'addressLine1',
  'addressLine2',
  'townCity',
  'countyState',
  'postcode',
  'countryCode',
  'preferredTelephone',
  'emailAddress',
  'personalUrl',
  'termsAndConditionsAccepted',
  ...MARKETING_FIELDS,
  'dateOfBirth',
  'fundraiserCustomCode',
  'charityResourceId',
] as const;

// ---------------------------------------------------------------------------
// Fixed facts
// ---------------------------------------------------------------------------

export const TODAY = '20261122';
/** The UK codes (the contract's default `ukCountryCodes`). */
export const UK_CODES = ['GB', 'UK'] as const;
/**
 * The country lookup used by the tests. AO and HK are unknown to
 * postcode-validator (any postcode is fine there); the others have formats.
 */
export const COUNTRIES = ['GB', 'UK', 'US', 'FR', 'DE', 'JP', 'NL', 'IE', 'NZ', 'AO', 'HK'] as const;
export const CHARITIES = [
  '3f2504e0-4f89-11d3-9a0c-0305e82c3301',
  'c0a8012e-7f3b-4d2a-9f1e-3b2c1d0e9f8a',
  'CH-0001',
  '12345',
  'charity_ünïcødé',
] as const;

export interface AccountOptions {
  today: string;
  countries?: readonly string[];
  charities?: readonly string[];
  accountExists?: (emailAddress: string, dateOfBirth: string) => boolean;
  personalUrlTaken?: (personalUrl: string) => boolean;
  postcodeFormat?: (postcode: string, countryCode: string) => boolean;
  maxIssues?: number;
}

/** The options of the valid-account properties: every fact given, nothing exists or is taken, postcode advice on. */
export function baseOptions(): AccountOptions {
  return {
    today: TODAY,
    countries: [...COUNTRIES],
    charities: [...CHARITIES],
    accountExists: () => false,
    personalUrlTaken: () => false,
    postcodeFormat,
  };
}

// ---------------------------------------------------------------------------
// Contract predicates (contract sections 5 and 6), independent of src/
// ---------------------------------------------------------------------------
/** The contract's UK postcode: A9, A99, AA9, AA99, A9A or AA9A, one space, 9AA; or GIR 0AA; either case. */
const L = '[A-Za-z]';
const OUTWARD = [`${L}[0-9]`, `${L}[0-9]{2}`, `${L}{2}[0-9]`, `${L}{2}[0-9]{2}`, `${L}[0-9]${L}`, `${L}{2}[0-9]${L}`];
export const CONTRACT_UK_POSTCODE = new RegExp(`^(?:(?:${OUTWARD.join('|')}) [0-9]${L}{2}|[Gg][Ii][Rr] 0[Aa][Aa])$`);

/** Whole-year age; a 29 February birthday falls on 1 March in common years. */
export function ageOn(birth: [number, number, number], day: [number, number, number]): number {
  const [by, bm0, bd0] = birth;
  const [ty, tm, td] = day;
  let [bm, bd] = [bm0, bd0];
  if (bm === 2 && bd === 29 && !isLeap(ty)) [bm, bd] = [3, 1];
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
}
/** The same month and day `years` later (29 February becomes 1 March in a common year). */
export function addYears(date: string, years: number): string {
  const [y, m, d] = realDate(date) as [number, number, number];
  return m === 2 && d === 29 && !isLeap(y + years) ? ymd(y + years, 3, 1) : ymd(y + years, m, d);
}

/** Days from `from` to `to`. */
export function daysBetween(from: string, to: string): number {
  const stamp = (date: string): number => {
    const [y, m, d] = realDate(date) as [number, number, number];
    const at = new Date(0);
    at.setUTCFullYear(y, m - 1, d);
    return at.getTime();
  };
  return Math.round((stamp(to) - stamp(from)) / 86_400_000);
}

// ---------------------------------------------------------------------------
// Building blocks
// ---------------------------------------------------------------------------

export type Account = Record<string, unknown>;

const upper = fc.constantFrom(...ASCII_LETTERS.slice(26));

// ---------------------------------------------------------------------------
// Valid values
// ---------------------------------------------------------------------------

export const validTitle = fc.constantFrom(...TITLES);
export const validName = (max: number): fc.Arbitrary<string> => text(max);

export const validTelephone: fc.Arbitrary<string | number> = fc.oneof(
  { weight: 3, arbitrary: fc.string({ unit: digit, minLength: 1, maxLength: LIMITS.preferredTelephone }) },
  {
    weight: 1,
    arbitrary: fc.string({ unit: digit, minLength: LIMITS.preferredTelephone, maxLength: LIMITS.preferredTelephone }),
  },
  // A number reads as String(value): a non-negative safe integer of at most the limit's digits.
  { weight: 2, arbitrary: fc.maxSafeNat().filter((n) => String(n).length <= LIMITS.preferredTelephone) },
);

const emailLocalUnit = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...`${ASCII_LETTERS}${DIGITS}`) },
  { weight: 1, arbitrary: fc.constantFrom('.', '_', '%', '+', '-', "'", 'é', '中', '😀') },
);
const label = (max: number): fc.Arbitrary<string> =>
  fc.string({ unit: fc.constantFrom(...`${ASCII_LETTERS}${DIGITS}-`), minLength: 1, maxLength: max });

/** An email address: '@' and at least two '.', at most the table's limit. */
export const validEmail: fc.Arbitrary<string> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc
      .tuple(
        fc.string({ unit: emailLocalUnit, minLength: 1, maxLength: 64 }),
        fc.array(label(40), { minLength: 3, maxLength: 5 }),
      )
      .map(([local, labels]) => `${local}@${labels.join('.')}`)
      .filter((email) => codePoints(email) <= LIMITS.emailAddress),
  },
  // Exactly at the limit.
  {
    weight: 1,
    arbitrary: fc
      .tuple(emailLocalUnit, fc.constantFrom('@example.co.uk', '@a.b.c', '@mail.example.org'))
      .map(([unit, suffix]) => unit.repeat(LIMITS.emailAddress - suffix.length) + suffix),
  },
  { weight: 1, arbitrary: fc.constantFrom('a@b.c.d', 'x.y@z.w', '@..', 'j.smith@example.co.uk') },
);

export const validPersonalUrl: fc.Arbitrary<string> = text(LIMITS.personalUrl, 1, fc.constantFrom(...URL_CHARS));

/** Birth dates giving an age within the table's range on `today`. */
export function birthDateWithin(today: string): fc.Arbitrary<string> {
  const youngest = addYears(today, -LIMITS.age.min);
  const oldest = addDays(addYears(today, -(LIMITS.age.max + 1)), 1);
  const span = daysBetween(oldest, youngest);
  const leapDays: string[] = [];
  for (let y = Number(oldest.slice(0, 4)); y <= Number(youngest.slice(0, 4)); y++) {
    const date = ymd(y, 2, 29);
    if (isLeap(y) && date >= oldest && date <= youngest) leapDays.push(date);
  }
  return fc.oneof(
    { weight: 4, arbitrary: fc.integer({ min: 0, max: span }).map((i) => addDays(oldest, i)) },
    { weight: 1, arbitrary: fc.constantFrom(oldest, youngest) },
    { weight: 1, arbitrary: fc.constantFrom(...leapDays) },
  );
}
/** A birth date, as a string or (the contract allows it) an 8-digit number. */
export const validDateOfBirth: fc.Arbitrary<string | number> = fc
  .tuple(birthDateWithin(TODAY), fc.boolean())
  .map(([date, asNumber]) => (asNumber ? Number(date) : date));

/** A UK postcode in the contract's strict format, letters in either case. */
export const validUkPostcode: fc.Arbitrary<string> = fc.oneof(
  {
    weight: 12,
    arbitrary: fc
      .tuple(
        fc.oneof(
          fc.tuple(letter, digit),
          fc.tuple(letter, digit, digit),
          fc.tuple(letter, letter, digit),
          fc.tuple(letter, letter, digit, digit),
          fc.tuple(letter, digit, letter),
          fc.tuple(letter, letter, digit, letter),
        ),
        fc.tuple(digit, letter, letter),
      )
      .map(([outward, inward]) => `${outward.join('')} ${inward.join('')}`),
  },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      'GIR 0AA',
      'gir 0aa',
      'Gir 0Aa',
      'SW1A 1AA',
      'M1 1AE',
      'EC1A 1BB',
      'B33 8TH',
      'CR2 6XH',
      'DN55 1PT',
    ),
  },
);

const digits = (n: number): fc.Arbitrary<string> => fc.string({ unit: digit, minLength: n, maxLength: n });
const ieLetter = fc.constantFrom(...'ACDEFHKNPRTVWXY');
/** Postcodes each non-UK country in COUNTRIES accepts (postcode-validator's formats), within the limit. */
const POSTCODES: Readonly<Record<string, fc.Arbitrary<string>>> = {
  US: digits(5),
  FR: fc.oneof(
    digits(5),
    fc.tuple(digits(2), digits(3)).map(([a, b]) => `${a} ${b}`),
  ),
  DE: digits(5),
  JP: fc.tuple(digits(3), digits(4)).map(([a, b]) => `${a}-${b}`),
  NL: fc
    .tuple(digits(4), fc.string({ unit: upper, minLength: 2, maxLength: 2 }), fc.boolean())
    .map(([n, l, space]) => `${n}${space ? ' ' : ''}${l}`),
  IE: fc
    .tuple(
      ieLetter,
      digits(2),
      fc.constantFrom('', ' '),
      fc.string({ unit: fc.oneof(digit, ieLetter), minLength: 4, maxLength: 4 }),
    )
    .map(([a, b, sep, c]) => `${a}${b}${sep}${c}`),
  NZ: digits(4),
  AO: text(LIMITS.postcode),
  HK: text(LIMITS.postcode),
};

/** Postcodes (within the limit) that postcode-validator's format for the country rejects: advice only. */
const REJECTED_POSTCODES: Readonly<Record<string, fc.Arbitrary<string>>> = {
  US: fc.oneof(digits(4), digits(6), fc.constant('ABCDE')),
  FR: fc.oneof(digits(4), fc.constant('7500A')),
  DE: fc.oneof(digits(4), digits(6)),
  JP: fc.oneof(digits(7), fc.constant('123 4567')),
  NL: fc.oneof(digits(4), fc.constant('1234 A')),
  NZ: fc.oneof(digits(3), digits(5)),
};

/** A country and a postcode it accepts (UK: required and strict; elsewhere optional). */
export const validAddressCountry: fc.Arbitrary<{ countryCode: string; postcode: unknown }> = fc
  .oneof(fc.constantFrom(...UK_CODES), fc.constantFrom(...COUNTRIES))
  .chain((countryCode) =>
    (UK_CODES as readonly string[]).includes(countryCode)
      ? validUkPostcode.map((postcode) => ({ countryCode, postcode }))
      : fc
          .oneof(absentValue, POSTCODES[countryCode] as fc.Arbitrary<string>)
          .map((postcode) => ({ countryCode, postcode })),
  );

export const validCustomCode: fc.Arbitrary<string | number> = fc.oneof(
  { weight: 5, arbitrary: text(LIMITS.customCode) },
  { weight: 1, arbitrary: fc.maxSafeNat() },
);

/** 0..max custom codes (an array, or a single value when there is one) and a charity they apply to. */
export const validCustomCodes: fc.Arbitrary<{ fundraiserCustomCode: unknown; charityResourceId: unknown }> = fc
  .array(validCustomCode, { maxLength: LIMITS.customCodes })
  .chain((codes) => {
    if (codes.length === 0) {
      return fc.record({
        fundraiserCustomCode: fc.oneof(absentValue, fc.constant([])),
        charityResourceId: fc.oneof(absentValue, fc.constantFrom(...CHARITIES)),
      });
    }
    const list = codes.length === 1 ? fc.constantFrom<unknown>(codes, codes[0]) : fc.constant<unknown>(codes);
    return fc.record({ fundraiserCustomCode: list, charityResourceId: fc.constantFrom<unknown>(...CHARITIES) });
  });

/** A valid create-account payload (contract sections 5 and 6, plus the engine's required fields). */
export const validAccount: fc.Arbitrary<Account> = fc
  .record({
    title: validTitle,
    forename: validName(LIMITS.forename),
    surname: validName(LIMITS.surname),
    addressLine1: validName(LIMITS.addressLine1),
    addressLine2: validName(LIMITS.addressLine2),
    townCity: validName(LIMITS.townCity),
    countyState: validName(LIMITS.countyState),
    address: validAddressCountry,
    preferredTelephone: validTelephone,
    emailAddress: validEmail,
    personalUrl: validPersonalUrl,
    termsAndConditionsAccepted: fc.constantFrom(...TERMS_ACCEPTED),
    dateOfBirth: validDateOfBirth,
    custom: validCustomCodes,
  })
  .map(({ address, custom, ...rest }) => {
    const marketing = Object.fromEntries(MARKETING_FIELDS.map((field) => [field, MARKETING_VALUE[field]?.[0]]));
    return strip({ ...rest, ...marketing, ...address, ...custom });
  });

// ---------------------------------------------------------------------------
// Faults: one mutation each, with the exact documented issues it must give
// ---------------------------------------------------------------------------

/** What a fault does to a valid payload (and its options), and what it must give. */
export interface Edit {
  /** Field values to set (OMIT removes the field). */
  set?: Record<string, unknown>;
  /** Replaces the whole body. */
  body?: { value: unknown };
  /** Options to override. */
  options?: Partial<AccountOptions>;
  /** The exact documented issues (as a multiset). */
  expected: Expected[];
  /** The fault also gives an engine error (so the payload is invalid even when `expected` is empty). */
  engineError?: boolean;
  /** The fault gives an advice-only warning at this path (contract section 7): the payload stays valid. */
  warningAt?: (string | number)[];
}

export interface Fault {
  name: string;
  /** The fields and facts the fault reads or writes; faults with disjoint `touches` are independent. */
  touches: readonly string[];
  /** Replaces the body: never combined with another fault. */
  whole?: boolean;
  applies?: (payload: Account) => boolean;
  edit: (payload: Account) => fc.Arbitrary<Edit>;
}

export const isUkPayload = (p: Account): boolean =>
  typeof p.countryCode === 'string' && (UK_CODES as readonly string[]).includes(p.countryCode);
const hasCustomCodes = (p: Account): boolean => {
  const list = p.fundraiserCustomCode;
  if (Array.isArray(list)) return list.length > 0;
  return list !== undefined && list !== null && !(typeof list === 'string' && isBlank(list));
};
const postcodeText = (p: Account): string | undefined => {
  const value = p.postcode;
  if (typeof value === 'number') return String(value);
  return typeof value === 'string' && !isBlank(value) ? value : undefined;
};
/** The documented postcode issues of `postcode` in a UK address. */
function ukPostcodeIssues(postcode: string | undefined): Expected[] {
  if (postcode === undefined) return [at('002.01.16', 'postcode')];
  const out: Expected[] = [];
  if (codePoints(postcode) > LIMITS.postcode) out.push(at('002.01.16', 'postcode'));
  if (!CONTRACT_UK_POSTCODE.test(postcode)) out.push(at('002.01.17', 'postcode'));
  return out;
}

/** A fault that sets one field to a value from `values`, giving `expected`. */
function fieldFault(
  name: string,
  field: string,
  values: fc.Arbitrary<unknown>,
  expected: Expected[] | ((value: unknown, payload: Account) => Expected[]),
  extra: Partial<Fault> = {},
): Fault {
  return {
    name,
    touches: [field],
    ...extra,
    edit: (payload) =>
      values.map((value) => ({
        set: { [field]: value },
        expected: typeof expected === 'function' ? expected(value, payload) : expected,
        // A fault without a documented code is one of contract section 7's engine errors.
        engineError: Array.isArray(expected) && expected.length === 0,
      })),
  };
}

const absentFault = (name: string, field: string, expected: Expected[]): Fault =>
  fieldFault(name, field, anyAbsent, expected);

/** Custom codes (with a known charity) where some entries are blank. */
const codesWithBlanks: fc.Arbitrary<{ list: unknown[]; blanks: number[] }> = fc
  .array(
    fc.tuple(
      fc.boolean(),
      validCustomCode,
      fc.oneof(
        absentValue.filter((v) => v !== OMIT),
        wrongTypeValue,
      ),
    ),
    {
      minLength: 1,
      maxLength: LIMITS.customCodes,
    },
  )
  .filter((entries) => entries.some(([blank]) => blank))
  .map((entries) => ({
    list: entries.map(([blank, good, bad]) => (blank ? bad : good)),
    blanks: entries.flatMap(([blank], j) => (blank ? [j] : [])),
  }));

const customCodesPresent = fc
  .array(validCustomCode, { minLength: 1, maxLength: LIMITS.customCodes })
  .map((codes) => (codes.length === 1 ? codes[0] : codes));
const customCodesAbsent = fc.oneof(absentValue, fc.constant([]));

const CUSTOM = ['fundraiserCustomCode', 'charityResourceId'];
const COUNTRY = ['countryCode', 'postcode'];

/** Every single-mutation fault, with its exact documented issues. */
export const FAULTS: readonly Fault[] = [
  // Body
  {
    name: 'body is not an object',
    touches: ACCOUNT_FIELDS,
    whole: true,
    edit: () =>
      fc
        .oneof(
          fc.constant(null),
          fc.constant(undefined),
          fc.array(fc.jsonValue(), { maxLength: 3 }),
          fc.string(),
          fc.double(),
          fc.boolean(),
        )
        .map((value) => ({ body: { value }, expected: [{ code: '002.01.01', path: [], parameter: '' }] })),
  },
  {
    name: 'every field absent',
    touches: ACCOUNT_FIELDS,
    whole: true,
    edit: () =>
      fc
        .record(
          Object.fromEntries(
            ACCOUNT_FIELDS.map((field) => [field, field === 'fundraiserCustomCode' ? customCodesAbsent : absentValue]),
          ),
        )
        .map((set) => ({
          set,
          expected: [
            { code: '002.01.02', path: [], parameter: '' },
            at('002.01.03', 'countryCode'),
            at('002.01.04', 'title'),
            at('002.01.05', 'personalUrl'),
            at('002.01.06', 'surname'),
            at('002.01.07', 'forename'),
            at('002.01.08', 'termsAndConditionsAccepted'),
            at('002.01.10', 'emailAddress'),
            at('002.01.11', 'preferredTelephone'),
            at('002.01.13', 'dateOfBirth'),
            at('002.01.19', 'addressLine1'),
            at('002.01.19', 'townCity'),
          ],
        })),
  },

  // title
  fieldFault(
    'title not in the list',
    'title',
    fc.oneof(nonBlankNot(TITLES), fc.constantFrom(...caseVariants(TITLES)), fc.integer()),
    [at('002.01.04', 'title')],
  ),
  absentFault('title absent', 'title', [at('002.01.04', 'title')]),

  // forename, surname
  fieldFault('forename over its max', 'forename', tooLong(LIMITS.forename), [at('002.01.07', 'forename')]),
  absentFault('forename absent', 'forename', [at('002.01.07', 'forename')]),
  fieldFault('surname over its max', 'surname', tooLong(LIMITS.surname), [at('002.01.06', 'surname')]),
  absentFault('surname absent', 'surname', [at('002.01.06', 'surname')]),

  // address
  absentFault('addressLine1 absent', 'addressLine1', [at('002.01.19', 'addressLine1')]),
  absentFault('townCity absent', 'townCity', [at('002.01.19', 'townCity')]),
  absentFault('addressLine2 absent (engine code)', 'addressLine2', []),
  absentFault('countyState absent (engine code)', 'countyState', []),
  fieldFault('addressLine1 over its size (engine code)', 'addressLine1', tooLong(LIMITS.addressLine1), []),
  fieldFault('addressLine2 over its size (engine code)', 'addressLine2', tooLong(LIMITS.addressLine2), []),
  fieldFault('townCity over its size (engine code)', 'townCity', tooLong(LIMITS.townCity), []),
  fieldFault('countyState over its size (engine code)', 'countyState', tooLong(LIMITS.countyState), []),

  // postcode
  fieldFault('UK postcode absent', 'postcode', anyAbsent, [at('002.01.16', 'postcode')], {
    applies: isUkPayload,
    touches: COUNTRY,
  }),
  fieldFault(
    'UK postcode without its space',
    'postcode',
    validUkPostcode.map((p) => p.replace(' ', '')),
    [at('002.01.17', 'postcode')],
    { applies: isUkPayload, touches: COUNTRY },
  ),
  fieldFault(
    'UK postcode in another format',
    'postcode',
    fc
      .oneof(
        validUkPostcode.map((p) => p.replace(' ', '  ')),
        validUkPostcode.map((p) => p.replace(' ', '-')),
        validUkPostcode.map((p) => `${p.slice(0, -3)}${p.slice(-2)}${p.slice(-3, -2)}`), // inward 9AA -> AA9
        fc
          .tuple(fc.string({ unit: letter, minLength: 3, maxLength: 3 }), digit, fc.constantFrom(' 1AA', ' 9ZZ'))
          .map(([a, b, c]) => `${a}${b}${c}`),
        fc.constantFrom('12345', 'SW1A 1A', 'SW1A 1AAA', 'GIR 0AB', 'SW1A\u00a01AA', 'SW1A 1ÀA', 'S1 1AA '),
        text(12),
      )
      .filter((p) => !CONTRACT_UK_POSTCODE.test(p)),
    (value) => ukPostcodeIssues(value as string),
    { applies: isUkPayload, touches: COUNTRY },
  ),
  {
    name: "a non-UK postcode its country's format rejects (warning only)",
    touches: COUNTRY,
    applies: (p) => !isUkPayload(p) && REJECTED_POSTCODES[p.countryCode as string] !== undefined,
    edit: (payload) =>
      (REJECTED_POSTCODES[payload.countryCode as string] as fc.Arbitrary<string>).map((postcode) => ({
        set: { postcode },
        expected: [],
        warningAt: ['postcode'],
      })),
  },
  fieldFault(
    'postcode over its max',
    'postcode',
    tooLong(LIMITS.postcode),
    (_value, payload) =>
      isUkPayload(payload) ? [at('002.01.16', 'postcode'), at('002.01.17', 'postcode')] : [at('002.01.16', 'postcode')],
    { touches: COUNTRY },
  ),

  // countryCode
  fieldFault(
    'countryCode not in the list',
    'countryCode',
    fc
      .oneof(text(LIMITS.countryCode), fc.constantFrom('gb', 'uk', 'Gb', ' GB', 'GB ', 'GBR', 'XX', 'CA', 'ZZ'))
      .filter((c) => !(COUNTRIES as readonly string[]).includes(c)),
    [at('002.01.03', 'countryCode')],
    { touches: COUNTRY },
  ),
  fieldFault('countryCode over its max', 'countryCode', tooLong(LIMITS.countryCode), [at('002.01.03', 'countryCode')], {
    touches: COUNTRY,
  }),
  fieldFault('countryCode absent', 'countryCode', anyAbsent, [at('002.01.03', 'countryCode')], { touches: COUNTRY }),
  {
    name: 'countryCode changed to a UK code',
    touches: COUNTRY,
    applies: (p) => !isUkPayload(p),
    edit: (payload) =>
      fc
        .constantFrom(...UK_CODES)
        .map((countryCode) => ({ set: { countryCode }, expected: ukPostcodeIssues(postcodeText(payload)) })),
  },

  // preferredTelephone
  fieldFault(
    'telephone with a non-digit',
    'preferredTelephone',
    fc.oneof(
      insertInto(
        fc.string({ unit: digit, minLength: 1, maxLength: 15 }),
        fc.oneof(letter, fc.constantFrom(' ', '+', '-', '(', '.', '١', '０', '😀', '\u0000')),
      ),
      fc.integer({ min: -1e9, max: -1 }),
      fc.double({ min: 0.01, max: 1e6, noNaN: true }).filter((n) => !Number.isInteger(n)),
      fc.constantFrom(1e21, 1e300, '+441234567890', '07700 900123', '0x1F'),
    ),
    [at('002.01.12', 'preferredTelephone')],
  ),
  fieldFault(
    'telephone over its max',
    'preferredTelephone',
    fc.string({ unit: digit, minLength: LIMITS.preferredTelephone + 1, maxLength: LIMITS.preferredTelephone + 20 }),
    [at('002.01.12', 'preferredTelephone')],
  ),
  absentFault('telephone absent', 'preferredTelephone', [at('002.01.11', 'preferredTelephone')]),

  // emailAddress
  fieldFault(
    "email without '@'",
    'emailAddress',
    fc
      .tuple(validEmail, fc.constantFrom('', '(at)', '＠', ' ', '.'))
      .map(([e, r]) => e.replaceAll('@', r))
      .filter((e) => !isBlank(e)),
    (value) => [
      ...(codePoints(value as string) > LIMITS.emailAddress ? [at('002.01.09', 'emailAddress')] : []),
      at('002.01.10', 'emailAddress'),
    ],
  ),
  fieldFault(
    'email with fewer than two dots',
    'emailAddress',
    fc
      .tuple(
        fc.string({ unit: letter, minLength: 1, maxLength: 20 }),
        fc.string({ unit: letter, minLength: 1, maxLength: 20 }),
        fc.constantFrom('', '.com', '.'),
      )
      .map(([a, b, c]) => `${a}@${b}${c}`),
    [at('002.01.10', 'emailAddress')],
  ),
  fieldFault(
    'email over its max',
    'emailAddress',
    fc
      .tuple(text(LIMITS.emailAddress + 100, LIMITS.emailAddress + 1), fc.constantFrom('@example.co.uk', '@a.b.c'))
      .map(
        ([filler, suffix]) => [...filler].slice(0, Math.max(0, codePoints(filler) - suffix.length)).join('') + suffix,
      )
      .filter((e) => codePoints(e) > LIMITS.emailAddress),
    [at('002.01.09', 'emailAddress')],
  ),
  absentFault('email absent', 'emailAddress', [at('002.01.10', 'emailAddress')]),

  // personalUrl
  fieldFault(
    'personalUrl with a character outside a URL segment',
    'personalUrl',
    insertInto(
      text(30, 1, fc.constantFrom(...URL_CHARS)),
      fc.constantFrom(' ', '/', '?', '#', '%', '+', '@', ':', 'é', '😀', '\u00a0', '\u0000'),
    ),
    [at('002.01.20', 'personalUrl')],
  ),
  fieldFault('personalUrl over its max', 'personalUrl', tooLong(LIMITS.personalUrl, fc.constantFrom(...URL_CHARS)), [
    at('002.01.20', 'personalUrl'),
  ]),
  absentFault('personalUrl absent', 'personalUrl', [at('002.01.05', 'personalUrl')]),
  {
    name: 'personalUrl taken (engine code)',
    touches: ['personalUrl', 'personalUrlTaken'],
    edit: () => fc.constant({ options: { personalUrlTaken: () => true }, expected: [], engineError: true }),
  },

  // termsAndConditionsAccepted
  fieldFault(
    "terms not exactly 'Y'",
    'termsAndConditionsAccepted',
    fc.oneof(fc.constantFrom('N', 'n', 'y', 'Y ', ' Y', 'YES', 'Yes', 'true', 1, 0), nonBlankNot(TERMS_ACCEPTED, 5)),
    [at('002.01.08', 'termsAndConditionsAccepted')],
  ),
  absentFault('terms absent', 'termsAndConditionsAccepted', [at('002.01.08', 'termsAndConditionsAccepted')]),

  // marketing indicators (engine codes)
  ...MARKETING_FIELDS.flatMap((field) => [
    fieldFault(
      `${field} not 'N' (engine code)`,
      field,
      fc.oneof(fc.constantFrom('Y', 'n', 'N ', 1), nonBlankNot(MARKETING_VALUE[field] ?? [], 3)),
      [],
    ),
    absentFault(`${field} absent (engine code)`, field, []),
  ]),

  // dateOfBirth
  fieldFault(
    'dateOfBirth an impossible date',
    'dateOfBirth',
    fc.oneof(
      fc
        .tuple(
          fc.integer({ min: 1900, max: 2012 }),
          fc.oneof(fc.constant(0), fc.integer({ min: 13, max: 99 })),
          fc.integer({ min: 1, max: 28 }),
        )
        .map(([y, m, d]) => ymd(y, m, d)),
      fc
        .tuple(fc.integer({ min: 1900, max: 2012 }), fc.integer({ min: 1, max: 12 }), fc.boolean())
        .map(([y, m, zero]) => ymd(y, m, zero ? 0 : daysIn(y, m) + 1)),
      fc.constantFrom('20230229', '19000229', '21000229', '19900431', '19900631', '19900931', '19901131'),
      fc.constantFrom(19900230, 1990123, 199001011, -19900101, 19900101.5, 1e21),
      fc.constantFrom(
        '1990-01-01',
        '01/01/1990',
        '1990011',
        '199001011',
        '19900101 ',
        ' 19900101',
        '１９９００１０１',
        'abcdefgh',
        '1990010a',
      ),
    ),
    [at('002.01.14', 'dateOfBirth')],
  ),
  absentFault('dateOfBirth absent', 'dateOfBirth', [at('002.01.13', 'dateOfBirth')]),
  fieldFault(
    'age under the minimum',
    'dateOfBirth',
    fc
      .oneof(
        fc.integer({ min: 1, max: 40_000 }).map((i) => addDays(addYears(TODAY, -LIMITS.age.min), i)),
        fc.constant(addDays(addYears(TODAY, -LIMITS.age.min), 1)),
        fc.constant(TODAY),
      )
      .chain((date) => fc.constantFrom<string | number>(date, Number(date))),
    [at('002.01.15', 'dateOfBirth')],
  ),
  fieldFault(
    'age over the maximum',
    'dateOfBirth',
    fc
      .oneof(
        fc.integer({ min: 0, max: 300_000 }).map((i) => addDays(addYears(TODAY, -(LIMITS.age.max + 1)), -i)),
        fc.constant(addYears(TODAY, -(LIMITS.age.max + 1))),
      )
      .filter((date) => date >= '1000')
      .chain((date) => fc.constantFrom<string | number>(date, Number(date))),
    [at('002.01.15', 'dateOfBirth')],
  ),

  // custom codes and their charity
  {
    name: 'too many custom codes',
    touches: CUSTOM,
    edit: () =>
      fc
        .tuple(
          fc.array(validCustomCode, { minLength: LIMITS.customCodes + 1, maxLength: LIMITS.customCodes + 6 }),
          fc.constantFrom(...CHARITIES),
        )
        .map(([codes, charity]) => ({
          set: { fundraiserCustomCode: codes, charityResourceId: charity },
          expected: [{ code: '002.01.23', path: ['fundraiserCustomCode'], parameter: 'customCodes' }],
        })),
  },
  {
    name: 'a blank custom code',
    touches: CUSTOM,
    edit: () =>
      fc.tuple(codesWithBlanks, fc.constantFrom(...CHARITIES)).map(([{ list, blanks }, charity]) => ({
        set: { fundraiserCustomCode: list, charityResourceId: charity },
        expected: blanks.map((j) => ({
          code: '002.01.22',
          path: ['fundraiserCustomCode', j],
          parameter: 'customCodes',
        })),
      })),
  },
  {
    name: 'a custom code over its max',
    touches: CUSTOM,
    edit: () =>
      fc
        .tuple(
          fc.array(validCustomCode, { maxLength: LIMITS.customCodes - 1 }),
          tooLong(LIMITS.customCode, hostileUnit),
          fc.nat(),
          fc.constantFrom(...CHARITIES),
          fc.boolean(),
        )
        .map(([codes, long, i, charity, single]) => {
          const j = i % (codes.length + 1);
          const list = [...codes.slice(0, j), long, ...codes.slice(j)];
          return {
            set: { fundraiserCustomCode: single && list.length === 1 ? long : list, charityResourceId: charity },
            expected: [{ code: '002.01.22', path: ['fundraiserCustomCode', j], parameter: 'customCodes' }],
          };
        }),
  },
  {
    name: 'custom codes without a charity',
    touches: CUSTOM,
    edit: (payload) =>
      fc
        .tuple(hasCustomCodes(payload) ? fc.constant(payload.fundraiserCustomCode) : customCodesPresent, anyAbsent)
        .map(([codes, charity]) => ({
          set: { fundraiserCustomCode: codes, charityResourceId: charity },
          expected: [at('002.01.21', 'charityResourceId')],
        })),
  },
  {
    name: 'custom codes with an unknown charity',
    touches: CUSTOM,
    edit: (payload) =>
      fc
        .tuple(
          hasCustomCodes(payload) ? fc.constant(payload.fundraiserCustomCode) : customCodesPresent,
          fc
            .oneof(text(LIMITS.charityResourceId), fc.constantFrom('ch-0001', ' 12345', '12345 ', 12346))
            .filter((c) => !(CHARITIES as readonly unknown[]).includes(c)),
        )
        .map(([codes, charity]) => ({
          set: { fundraiserCustomCode: codes, charityResourceId: charity },
          expected: [at('002.01.21', 'charityResourceId')],
        })),
  },
  {
    name: 'custom codes with a charity over its max',
    touches: CUSTOM,
    edit: (payload) =>
      fc
        .tuple(
          hasCustomCodes(payload) ? fc.constant(payload.fundraiserCustomCode) : customCodesPresent,
          tooLong(LIMITS.charityResourceId),
        )
        .map(([codes, charity]) => ({
          set: { fundraiserCustomCode: codes, charityResourceId: charity },
          expected: [at('002.01.21', 'charityResourceId')],
        })),
  },
  {
    name: 'an unknown charity without custom codes (engine code)',
    touches: CUSTOM,
    edit: () =>
      fc
        .tuple(customCodesAbsent, fc.oneof(text(LIMITS.charityResourceId + 10), fc.constantFrom('ch-0001', '12345 ')))
        .filter(([, c]) => !(CHARITIES as readonly string[]).includes(c))
        .map(([codes, charity]) => ({
          set: { fundraiserCustomCode: codes, charityResourceId: charity },
          expected: [],
          engineError: true,
        })),
  },

  // the account lookup
  {
    name: 'an account exists for the pair',
    touches: ['emailAddress', 'dateOfBirth', 'accountExists'],
    edit: () => fc.constant({ options: { accountExists: () => true }, expected: [at('002.01.31', 'emailAddress')] }),
  },
];

/** Applies edits to a copy of a payload and its options. */
export function applyEdits(
  payload: Account,
  options: AccountOptions,
  edits: readonly Edit[],
): { input: unknown; options: AccountOptions } {
  let input: unknown = { ...payload };
  let opts = { ...options };
  for (const edit of edits) {
    if (edit.body !== undefined) input = edit.body.value;
    for (const [field, value] of Object.entries(edit.set ?? {})) {
      const record = input as Account;
      if (value === OMIT) delete record[field];
      else record[field] = value;
    }
    if (edit.options !== undefined) opts = { ...opts, ...edit.options };
  }
  return { input, options: opts };
}

const applicable = (payload: Account): Fault[] => FAULTS.filter((fault) => fault.applies?.(payload) ?? true);

/** A valid payload with one fault. */
export const accountWithOneFault: fc.Arbitrary<{
  payload: Account;
  fault: string;
  input: unknown;
  options: AccountOptions;
  expected: Expected[];
  engineError: boolean;
  warningAt: (string | number)[] | undefined;
}> = validAccount.chain((payload) =>
  fc.constantFrom(...applicable(payload)).chain((fault) =>
    fault.edit(payload).map((edit) => ({
      payload,
      fault: fault.name,
      ...applyEdits(payload, baseOptions(), [edit]),
      expected: edit.expected,
      engineError: edit.engineError === true,
      warningAt: edit.warningAt,
    })),
  ),
);

/** A valid payload with two independent faults (disjoint fields and facts). */
export const accountWithTwoFaults: fc.Arbitrary<{
  payload: Account;
  faults: string[];
  input: unknown;
  options: AccountOptions;
  expected: Expected[];
  engineError: boolean;
}> = validAccount.chain((payload) => {
  const faults = applicable(payload).filter((fault) => fault.whole !== true);
  const pairs: [Fault, Fault][] = [];
  for (const [i, a] of faults.entries()) {
    for (const b of faults.slice(i + 1)) if (!a.touches.some((t) => b.touches.includes(t))) pairs.push([a, b]);
  }
  return fc.constantFrom(...pairs).chain(([a, b]) =>
    fc.tuple(a.edit(payload), b.edit(payload)).map(([ea, eb]) => ({
      payload,
      faults: [a.name, b.name],
      ...applyEdits(payload, baseOptions(), [ea, eb]),
      expected: [...ea.expected, ...eb.expected],
      engineError: ea.engineError === true || eb.engineError === true,
    })),
  );
});

// ---------------------------------------------------------------------------
// Arbitrary inputs
// ---------------------------------------------------------------------------

/** Objects built from the account field names, each holding an arbitrary JSON value or null. */
export const accountShapedJson: fc.Arbitrary<Record<string, unknown>> = fc.record(
  Object.fromEntries(ACCOUNT_FIELDS.map((field) => [field, fc.option(fc.jsonValue({ maxDepth: 3 }))])),
  { requiredKeys: [] },
);

/** Per field: valid values, faulty values, absent values and arbitrary JSON. */
export function fieldMenu(field: string): fc.Arbitrary<unknown> {
  const json = fc.jsonValue({ maxDepth: 2, stringUnit: 'binary' });
  const limitStrings = (max: number): fc.Arbitrary<string> =>
    fc.string({ unit: hostileUnit, minLength: Math.max(0, max - 2), maxLength: max + 2 });
  const near = (max: number): fc.Arbitrary<unknown> => fc.oneof(limitStrings(max), text(max), tooLong(max));
  const menus: Record<string, fc.Arbitrary<unknown>> = {
    title: fc.oneof(validTitle, fc.constantFrom(...caseVariants(TITLES))),
    forename: near(LIMITS.forename),
    surname: near(LIMITS.surname),
    addressLine1: near(LIMITS.addressLine1),
    addressLine2: near(LIMITS.addressLine2),
    townCity: near(LIMITS.townCity),
    countyState: near(LIMITS.countyState),
    postcode: fc.oneof(
      validUkPostcode,
      validUkPostcode.map((p) => p.replace(' ', '')),
      limitStrings(LIMITS.postcode),
      digits(5),
    ),
    countryCode: fc.oneof(
      fc.constantFrom(...UK_CODES),
      fc.constantFrom(...COUNTRIES, 'gb', 'XX', 'CA'),
      near(LIMITS.countryCode),
    ),
    preferredTelephone: fc.oneof(
      validTelephone,
      fc.string({ unit: digit, minLength: LIMITS.preferredTelephone - 1, maxLength: LIMITS.preferredTelephone + 2 }),
      fc.constantFrom('+44123', '123 456', -5, 1.5, 1e21, '١٢٣'),
    ),
    emailAddress: fc.oneof(
      validEmail,
      fc.constantFrom('a@b.c', 'a.b.c', 'a@b', '@..', 'a@b..'),
      limitStrings(LIMITS.emailAddress),
      fc
        .tuple(fc.integer({ min: LIMITS.emailAddress - 2, max: LIMITS.emailAddress + 2 }), hostileUnit)
        .map(([n, u]) => `${u.repeat(n - 6)}@a.b.c`),
    ),
    personalUrl: fc.oneof(validPersonalUrl, near(LIMITS.personalUrl), fc.constantFrom('a b', 'a/b', 'é', 12345)),
    termsAndConditionsAccepted: fc.constantFrom('Y', 'N', 'y', 'Y ', 1),
    dateOfBirth: fc.oneof(
      validDateOfBirth,
      fc.constantFrom('20230229', '20240229', '19000229', '20000229', '19901301', '1990-01-01', 19900230, '00010101'),
    ),
    fundraiserCustomCode: fc.oneof(
      validCustomCodes.map((c) => c.fundraiserCustomCode),
      fc.array(
        fc.oneof(
          validCustomCode,
          absentValue.filter((v) => v !== OMIT),
          wrongTypeValue,
          tooLong(LIMITS.customCode, hostileUnit),
        ),
        { maxLength: 8 },
      ),
      fc.array(json, { maxLength: 7 }),
      tooLong(LIMITS.customCode),
    ),
    charityResourceId: fc.oneof(fc.constantFrom(...CHARITIES), near(LIMITS.charityResourceId)),
    ...Object.fromEntries(MARKETING_FIELDS.map((f) => [f, fc.constantFrom('N', 'Y', 'n')])),
  };
  const specific = menus[field] ?? json;
  // A bare object or boolean as the whole repeating field is left out: the contract does not say whether it is a present list.
  const jsonFor =
    field === 'fundraiserCustomCode'
      ? json.filter((v) => typeof v !== 'boolean' && (typeof v !== 'object' || v === null || Array.isArray(v)))
      : json;
  return fc.oneof(
    { weight: 6, arbitrary: specific },
    {
      weight: 2,
      arbitrary: anyAbsent
        .filter((v) => field !== 'fundraiserCustomCode' || Array.isArray(v) || typeof v !== 'object' || v === null)
        .filter((v) => field !== 'fundraiserCustomCode' || typeof v !== 'boolean'),
    },
    { weight: 1, arbitrary: jsonFor },
  );
}

/** Account-shaped payloads mixing valid, faulty, absent and arbitrary values per field. */
export const mixedAccount: fc.Arbitrary<Account> = fc
  .record(Object.fromEntries(ACCOUNT_FIELDS.map((field) => [field, fieldMenu(field)])), { requiredKeys: [] })
  .map((record) => strip(record));

/** Any input a validator may be given. */
export const anyInput: fc.Arbitrary<unknown> = fc.oneof(
  fc.jsonValue({ stringUnit: 'binary' }),
  accountShapedJson,
  mixedAccount,
  accountWithOneFault.map((c) => c.input),
  validAccount,
);

// ---------------------------------------------------------------------------
// A model of contract section 6 (account codes) and section 4 (unchecked)
// ---------------------------------------------------------------------------

export interface ModelOptions {
  today: string;
  countries?: readonly string[];
  charities?: readonly string[];
  accountExists?: (emailAddress: string, dateOfBirth: string) => boolean;
}
export interface Model {
  issues: Expected[];
  unchecked: { code: string; parameter: string; needs: string }[];
  /** The (emailAddress, dateOfBirth) pair accountExists may be asked about. */
  asks: [string, string][];
}

/**
 * The documented issues, unchecked entries and `accountExists` questions
 * contract sections 4 and 6 give for `input`, computed from the model's own
 * facts (`LIMITS`, `TITLES`, `UK_CODES`).
 */
export function model(input: unknown, options: ModelOptions): Model {
  const issues: Expected[] = [];
  const unchecked: Model['unchecked'] = [];
  const asks: Model['asks'] = [];
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    return { issues: [{ code: '002.01.01', path: [], parameter: '' }], unchecked, asks };
  }
  const body = input as Record<string, unknown>;
  const field = (name: string): unknown => (Object.hasOwn(body, name) ? body[name] : undefined);
  const t = (name: string): string | undefined => textOf(field(name));
  const add = (code: string, name: string, parameter = name): void =>
    void issues.push({ code, path: [name], parameter });
  const len = codePoints;

  const customCodes = entriesOf(field('fundraiserCustomCode'));
  if (
    ACCOUNT_FIELDS.every((name) => (name === 'fundraiserCustomCode' ? customCodes.length === 0 : t(name) === undefined))
  ) {
    issues.push({ code: '002.01.02', path: [], parameter: '' });
  }
  const country = t('countryCode');
  if (country === undefined || len(country) > LIMITS.countryCode) add('002.01.03', 'countryCode');
  else if (options.countries === undefined)
    unchecked.push({ code: '002.01.03', parameter: 'countryCode', needs: 'countries' });
  else if (!options.countries.includes(country)) add('002.01.03', 'countryCode');

  const title = t('title');
  if (title === undefined || !TITLES.includes(title)) add('002.01.04', 'title');
  const url = t('personalUrl');
  if (url === undefined) add('002.01.05', 'personalUrl');
  if (url !== undefined && (len(url) > LIMITS.personalUrl || !/^[A-Za-z0-9._~-]+$/.test(url)))
    add('002.01.20', 'personalUrl');
  for (const [code, name] of [
    ['002.01.06', 'surname'],
    ['002.01.07', 'forename'],
  ] as const) {
    const value = t(name);
    if (value === undefined || len(value) > LIMITS[name]) add(code, name);
  }
  if (!TERMS_ACCEPTED.includes(t('termsAndConditionsAccepted') ?? '')) add('002.01.08', 'termsAndConditionsAccepted');

  const email = t('emailAddress');
  const e09 = email !== undefined && len(email) > LIMITS.emailAddress;
  const e10 = email === undefined || !email.includes('@') || email.split('.').length - 1 < 2;
  if (e09) add('002.01.09', 'emailAddress');
  if (e10) add('002.01.10', 'emailAddress');

  const phone = t('preferredTelephone');
  if (phone === undefined) add('002.01.11', 'preferredTelephone');
  else if (len(phone) > LIMITS.preferredTelephone || !/^[0-9]+$/.test(phone)) add('002.01.12', 'preferredTelephone');

  const birth = t('dateOfBirth');
  const birthDate = birth === undefined ? undefined : realDate(birth);
  if (birth === undefined) add('002.01.13', 'dateOfBirth');
  else if (birthDate === undefined) add('002.01.14', 'dateOfBirth');
  else {
    const age = ageOn(birthDate, realDate(options.today)!);
    if (age < LIMITS.age.min || age > LIMITS.age.max) add('002.01.15', 'dateOfBirth');
  }

  const postcode = t('postcode');
  const uk = country !== undefined && (UK_CODES as readonly string[]).includes(country);
  if ((postcode !== undefined && len(postcode) > LIMITS.postcode) || (uk && postcode === undefined))
    add('002.01.16', 'postcode');
  if (uk && postcode !== undefined && !CONTRACT_UK_POSTCODE.test(postcode)) add('002.01.17', 'postcode');

  if (t('addressLine1') === undefined) add('002.01.19', 'addressLine1');
  if (t('townCity') === undefined) add('002.01.19', 'townCity');

  if (customCodes.length > 0) {
    const charity = t('charityResourceId');
    if (charity === undefined || len(charity) > LIMITS.charityResourceId) add('002.01.21', 'charityResourceId');
    else if (options.charities === undefined)
      unchecked.push({ code: '002.01.21', parameter: 'charityResourceId', needs: 'charities' });
    else if (!options.charities.includes(charity)) add('002.01.21', 'charityResourceId');
  }
  customCodes.forEach((entry, j) => {
    const code = textOf(entry);
    if (code === undefined || len(code) > LIMITS.customCode)
      issues.push({ code: '002.01.22', path: ['fundraiserCustomCode', j], parameter: 'customCodes' });
  });
  if (customCodes.length > LIMITS.customCodes)
    issues.push({ code: '002.01.23', path: ['fundraiserCustomCode'], parameter: 'customCodes' });

  if (!e09 && !e10 && birthDate !== undefined) {
    if (options.accountExists === undefined)
      unchecked.push({ code: '002.01.31', parameter: 'emailAddress', needs: 'accountExists' });
    else {
      asks.push([email!, birth!]);
      if (options.accountExists(email!, birth!)) add('002.01.31', 'emailAddress');
    }
  }
  return { issues, unchecked, asks };
}
