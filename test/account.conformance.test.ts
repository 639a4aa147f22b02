/**
 * Conformance of validateAccount to contract (sections 3 to 7) for every
 * documented create-account code: for each code a case that triggers it
 * (alone, or with exactly the codes the contract says accompany it) and a case
 * that just misses it. Every case is built from one fully valid base payload.
 *
 * The `describe` blocks follow the order of the rule table (rules/account.ts).
 * Codes are compared as sets: the contract leaves their order to the team.
 */
import { describe, expect, it } from 'vitest';
import { postcodeFormat } from '../src/advice/postcode.js';
import type { ValidationOptions, ValidationResult } from '../src/index.js';
import { accountCodes, accountRules, validateAccount, validateAccountAsync } from '../src/index.js';
import { addDays } from './arbitraries/values.js';
import {
  ABSENT_VALUES,
  consistencyCheck,
  engineIssues,
  expectClean,
  expectOnlyBodyIssue,
  itCapsMaxIssues,
  MISSING,
  mergedOptions,
  nonObjectBodies,
  type Payload,
  patched,
  placesOf,
  repeat,
  sorted,
  uncheckedDocumented,
  WRONG_TYPE_VALUES,
} from './support/contract.js';
import { VALID_ACCOUNT } from './support/payloads.js';
import { ageRangeOf, entriesLimitOf, limitOf, valuesOf } from './support/tables.js';

// ---------------------------------------------------------------------------
// The base payload, the base options and small helpers

/** A fully valid create-account body (valid with OPTIONS). */
const BASE: Readonly<Payload> = VALID_ACCOUNT as Readonly<Payload>;

const TODAY = '20261122';

/** The base options: every fact the account rules can ask for, answered "no problem". */
const OPTIONS: ValidationOptions = {
  today: TODAY,
  countries: ['GB', 'US', 'FR', 'IE'],
  accountExists: () => false,
  personalUrlTaken: () => false,
};

/** A known charity and the option that knows it. */
const CHARITY = 'c0ffee00-0000-4000-8000-000000000001';
const WITH_CHARITIES: ValidationOptions = { charities: [CHARITY] };
/** Custom codes with their charity: the base plus these is still valid (with WITH_CHARITIES). */
const CODES_PATCH: Payload = { fundraiserCustomCode: ['CODE1'], charityResourceId: CHARITY };

/** The limits of the account rows, read from the table: a limit changed in rules/ needs no edit here. */
const MAX = {
  forename: limitOf(accountRules, 'forename'),
  surname: limitOf(accountRules, 'surname'),
  addressLine1: limitOf(accountRules, 'addressLine1'),
  postcode: limitOf(accountRules, 'postcode'),
  preferredTelephone: limitOf(accountRules, 'preferredTelephone'),
  emailAddress: limitOf(accountRules, 'emailAddress'),
  personalUrl: limitOf(accountRules, 'personalUrl'),
  customCode: limitOf(accountRules, 'fundraiserCustomCode[]'),
  customCodes: entriesLimitOf(accountRules, 'fundraiserCustomCode'),
  charityResourceId: limitOf(accountRules, 'charityResourceId'),
};
const AGE = ageRangeOf(accountRules, 'dateOfBirth', '002.01.15');
/** The date `years` years before `date` (YYYYMMDD, not 29 February). */
const yearsBefore = (date: string, years: number) => `${Number(date.slice(0, 4)) - years}${date.slice(4)}`;

/** The codes `{}` gives: 002.01.02 and the codes of the required fields whose absence has a code. */
const EMPTY_BODY_CODES = [
  '002.01.02',
  '002.01.03',
  '002.01.04',
  '002.01.05',
  '002.01.06',
  '002.01.07',
  '002.01.08',
  '002.01.10',
  '002.01.11',
  '002.01.13',
  '002.01.19',
];

/** The base payload with `patch` applied (MISSING removes a field). */
const payload = (patch: Payload = {}): Payload => patched(BASE, patch);

/** The base options with `extra` applied (an `undefined` value removes an option). */
const options = (extra: ValidationOptions = {}): ValidationOptions => mergedOptions(OPTIONS, extra);

/** Validates the base payload with `patch`, under the base options with `extra`. */
function check(patch: Payload = {}, extra: ValidationOptions = {}): ValidationResult {
  return validateAccount(payload(patch), options(extra));
}

/** The position of the rule row an issue comes from (code and parameter identify a row). */
const rowOf = (issue: { code: string; parameter: string }) =>
  accountRules.findIndex((rule) => rule.code === issue.code && rule.parameter === issue.parameter);

/** Asserts the invariants of section 3 that hold for every result (support/contract.ts). */
const expectConsistent = consistencyCheck(rowOf);

/** The result of the patched base payload has exactly `codes` (as a set) and the invariants. */
function expectCodes(patch: Payload, codes: string[], extra: ValidationOptions = {}): ValidationResult {
  const result = check(patch, extra);
  expect(sorted(result.codes)).toEqual(sorted(codes));
  if (codes.length > 0) expect(result.valid).toBe(false);
  expectConsistent(result);
  return result;
}

/** An accountExists fact that records its calls. */
function accountSpy(answer: boolean) {
  const calls: [string, string][] = [];
  const accountExists = (emailAddress: string, dateOfBirth: string): boolean => {
    calls.push([emailAddress, dateOfBirth]);
    return answer;
  };
  return { calls, accountExists };
}

/** An email of exactly `length` code points with '@' and two full stops. */
const emailOfLength = (length: number) => `${'a'.repeat(length - '@example.co.uk'.length)}@example.co.uk`;

// ---------------------------------------------------------------------------

describe('the base payload', () => {
  it('is valid with the base options: no issue, nothing unchecked', () => {
    expectClean(check());
  });

  it('is still clean with custom codes for a known charity', () => {
    expectClean(check(CODES_PATCH, WITH_CHARITIES));
  });

  it('helpers: code and parameter identify a row of the rule table', () => {
    const keys = accountRules.map((rule) => `${rule.code}|${rule.parameter}`);
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe('002.01.01: the body is not an object', () => {
  const nonObjects = nonObjectBodies(BASE, 'fundraiser');

  it.each(nonObjects)('%s gives 002.01.01 and no other issue', (_name, body) => {
    expectOnlyBodyIssue(validateAccount(body, options()), '002.01.01', '');
  });

  it.each(nonObjects)('%s gives 002.01.01 alone without any option (nothing unchecked)', (_name, body) => {
    const result = validateAccount(body);
    expect(result.codes).toEqual(['002.01.01']);
    expect(result.issues).toHaveLength(1);
    expect(result.unchecked).toEqual([]);
  });

  it('misses an object, even one without a prototype', () => {
    expectClean(validateAccount(Object.assign(Object.create(null), BASE), options()));
  });

  it('misses {} (an object: 002.01.02 instead)', () => {
    expect(validateAccount({}, options()).codes).not.toContain('002.01.01');
  });
});

describe('002.01.02: none of the account fields is present', () => {
  it('{} gives 002.01.02 at [] with the codes of the missing fields', () => {
    const result = validateAccount({}, options());
    expect(sorted(result.codes)).toEqual(sorted(EMPTY_BODY_CODES));
    expect(placesOf(result, '002.01.02')).toEqual([{ path: [], parameter: '' }]);
    expect(placesOf(result, '002.01.19')).toEqual([
      { path: ['addressLine1'], parameter: 'addressLine1' },
      { path: ['townCity'], parameter: 'townCity' },
    ]);
    expectConsistent(result);
  });

  it('an object with unknown keys only is the same as {}', () => {
    expect(sorted(validateAccount({ foo: 'bar', Title: 'Mr' }, options()).codes)).toEqual(sorted(EMPTY_BODY_CODES));
  });

  it('an object whose account fields are all absent (null, blank, white space, empty list) gives 002.01.02', () => {
    const blanks = [null, '', '   ', '\t'];
    const fields = Object.keys(BASE).concat('charityResourceId');
    const body: Payload = Object.fromEntries(fields.map((field, index) => [field, blanks[index % blanks.length]]));
    body.fundraiserCustomCode = [];
    expect(sorted(validateAccount(body, options()).codes)).toEqual(sorted(EMPTY_BODY_CODES));
  });

  it('an object whose only field holds an object (absent, wrong-type) gives 002.01.02', () => {
    const result = validateAccount({ title: { value: 'Mr' } }, options());
    expect(sorted(result.codes)).toEqual(sorted(EMPTY_BODY_CODES));
    expect(placesOf(result, 'wrong-type')).toEqual([{ path: ['title'], parameter: 'title' }]);
  });

  it('misses an object with one present field', () => {
    const result = validateAccount({ termsAndConditionsAccepted: 'N' }, options());
    expect(sorted(result.codes)).toEqual(sorted(EMPTY_BODY_CODES.filter((code) => code !== '002.01.02')));
  });

  it('misses an object whose only field is a number', () => {
    expect(validateAccount({ preferredTelephone: 0 }, options()).codes).not.toContain('002.01.02');
  });

  it('misses an object with only custom codes (a present repeating field)', () => {
    const result = validateAccount({ fundraiserCustomCode: 'X' }, options(WITH_CHARITIES));
    expect(sorted(result.codes)).toEqual(
      sorted([...EMPTY_BODY_CODES.filter((code) => code !== '002.01.02'), '002.01.21']),
    );
  });

  it('misses an object whose only field is a list holding one blank custom code (present but blank)', () => {
    const result = validateAccount({ fundraiserCustomCode: [''] }, options(WITH_CHARITIES));
    expect(result.codes).not.toContain('002.01.02');
    expect(result.codes).toContain('002.01.22');
  });
});

describe('002.01.04: title', () => {
  it.each(valuesOf(accountRules, 'title'))('misses %j', (title) => {
    expectClean(check({ title }));
  });

  it.each([MISSING, null, '', '  ', 'Sir', 'mr', 'MR', 'Mr ', ' Mr', 'Mr.', 'prof', 'Doctor'])(
    'triggers for %j, alone, at [title]',
    (title) => {
      const result = expectCodes({ title }, ['002.01.04']);
      expect(placesOf(result, '002.01.04')).toEqual([{ path: ['title'], parameter: 'title' }]);
    },
  );

  it('a number reads as String(value): 1 is not a title', () => {
    expectCodes({ title: 1 }, ['002.01.04']);
  });
});

describe('002.01.07: forename', () => {
  it(`misses ${MAX.forename} characters`, () => {
    expectClean(check({ forename: repeat('a', MAX.forename) }));
  });

  it(`misses ${MAX.forename} emoji (lengths are code points)`, () => {
    expectClean(check({ forename: repeat('😀', MAX.forename) }));
  });

  it.each([
    [`${MAX.forename + 1} characters`, repeat('a', MAX.forename + 1)],
    [`${MAX.forename} characters and a trailing space`, `${repeat('a', MAX.forename)} `],
    [`${MAX.forename + 1} emoji`, repeat('😀', MAX.forename + 1)],
    ['missing', MISSING],
    ['null', null],
    ['blank', ''],
    ['white space only', ' \t '],
  ])('triggers for %s, alone, at [forename]', (_name, forename) => {
    const result = expectCodes({ forename }, ['002.01.07']);
    expect(placesOf(result, '002.01.07')).toEqual([{ path: ['forename'], parameter: 'forename' }]);
  });

  it('misses a number (read as String(value))', () => {
    expectClean(check({ forename: 12345 }));
  });
});

describe('002.01.06: surname', () => {
  const accented = Math.floor(MAX.surname / 2);

  it(`misses ${MAX.surname} characters`, () => {
    expectClean(check({ surname: repeat('b', MAX.surname) }));
  });

  it(`misses a ${MAX.surname}-emoji surname (lengths are code points, not UTF-16 units)`, () => {
    expectClean(check({ surname: repeat('😀', MAX.surname) }));
  });

  it(`misses ${2 * accented} code points made of ${accented} letters with combining accents`, () => {
    expectClean(check({ surname: repeat('e\u0301', accented) }));
  });

  it.each([
    [`${MAX.surname + 1} characters`, repeat('b', MAX.surname + 1)],
    [`${MAX.surname} characters and a trailing space`, `${repeat('b', MAX.surname)} `],
    [`${MAX.surname + 1} emoji`, repeat('😀', MAX.surname + 1)],
    [
      `${accented + 1} letters with combining accents (${2 * accented + 2} code points)`,
      repeat('e\u0301', accented + 1),
    ],
    ['missing', MISSING],
    ['null', null],
    ['blank', ''],
    ['white space only', '   '],
  ])('triggers for %s, alone, at [surname]', (_name, surname) => {
    const result = expectCodes({ surname }, ['002.01.06']);
    expect(placesOf(result, '002.01.06')).toEqual([{ path: ['surname'], parameter: 'surname' }]);
  });

  it('misses a number (read as String(value))', () => {
    expectClean(check({ surname: 0 }));
  });
});

describe('002.01.19: addressLine1 / townCity', () => {
  it.each(ABSENT_VALUES)('addressLine1 %s: one issue at [addressLine1]', (addressLine1) => {
    const result = expectCodes({ addressLine1 }, ['002.01.19']);
    expect(placesOf(result, '002.01.19')).toEqual([{ path: ['addressLine1'], parameter: 'addressLine1' }]);
  });

  it.each(ABSENT_VALUES)('townCity %s: one issue at [townCity]', (townCity) => {
    const result = expectCodes({ townCity }, ['002.01.19']);
    expect(placesOf(result, '002.01.19')).toEqual([{ path: ['townCity'], parameter: 'townCity' }]);
  });

  it('both absent: one issue each, the code listed once', () => {
    const result = expectCodes({ addressLine1: MISSING, townCity: null }, ['002.01.19']);
    expect(result.codes).toEqual(['002.01.19']);
    expect(placesOf(result, '002.01.19')).toEqual([
      { path: ['addressLine1'], parameter: 'addressLine1' },
      { path: ['townCity'], parameter: 'townCity' },
    ]);
  });

  it('misses one-character values and numbers', () => {
    expectClean(check({ addressLine1: '1', townCity: 'X' }));
    expectClean(check({ addressLine1: 10, townCity: 7 }));
  });

  it(`misses an addressLine1 longer than its Varchar(${MAX.addressLine1}): an engine code, not 002.01.19`, () => {
    const result = check({ addressLine1: repeat('a', MAX.addressLine1 + 1) });
    expect(result.codes).toEqual([]);
    expect(result.valid).toBe(false);
    expect(engineIssues(result).map((issue) => issue.path)).toEqual([['addressLine1']]);
  });
});

describe(`002.01.16: postcode longer than ${MAX.postcode}, or absent for a UK address`, () => {
  it.each(ABSENT_VALUES)('GB with postcode %s triggers, alone, at [postcode]', (postcode) => {
    const result = expectCodes({ postcode }, ['002.01.16']);
    expect(placesOf(result, '002.01.16')).toEqual([{ path: ['postcode'], parameter: 'postcode' }]);
  });

  it('countryCode UK (a default UK code) without postcode triggers', () => {
    expectCodes({ countryCode: 'UK', postcode: MISSING }, ['002.01.16'], { countries: ['GB', 'UK'] });
  });

  it('a UK code not in the country list still needs a postcode (002.01.03 and 002.01.16)', () => {
    expectCodes({ postcode: MISSING }, ['002.01.03', '002.01.16'], { countries: ['US'] });
  });

  it.each([
    ['FR', { countryCode: 'FR', postcode: MISSING }],
    ['US (null)', { countryCode: 'US', postcode: null }],
    ['IE (blank)', { countryCode: 'IE', postcode: '  ' }],
  ])('misses an absent postcode for a non-UK country: %s', (_name, patch) => {
    expectClean(check(patch));
  });

  it('misses an absent postcode when the country is absent (002.01.03 only)', () => {
    expectCodes({ countryCode: MISSING, postcode: MISSING }, ['002.01.03']);
  });

  it('ukCountryCodes overrides: IE as a UK code needs a postcode', () => {
    expectCodes({ countryCode: 'IE', postcode: MISSING }, ['002.01.16'], { ukCountryCodes: ['IE'] });
  });

  it('ukCountryCodes overrides: GB not listed needs no postcode', () => {
    expectClean(check({ postcode: MISSING }, { ukCountryCodes: ['UK'] }));
  });

  it(`misses ${MAX.postcode} characters (IE)`, () => {
    expectClean(check({ countryCode: 'IE', postcode: repeat('D', MAX.postcode) }));
  });

  it('misses a UK postcode of the longest shape (GB EC1A 1BB)', () => {
    expectClean(check({ postcode: 'EC1A 1BB' }));
  });

  it.each([
    [`IE, ${MAX.postcode + 1} characters`, 'IE', `D02 ${repeat('X', MAX.postcode - 3)}`],
    [`US, ${MAX.postcode + 2} characters`, 'US', repeat('1', MAX.postcode + 2)],
    [`FR, ${MAX.postcode + 1} characters`, 'FR', repeat('7', MAX.postcode + 1)],
  ])('triggers for %s, with no other code (any country)', (_name, countryCode, postcode) => {
    const result = expectCodes({ countryCode, postcode }, ['002.01.16']);
    expect(placesOf(result, '002.01.16')).toEqual([{ path: ['postcode'], parameter: 'postcode' }]);
  });

  it(`no country, ${MAX.postcode + 1} characters: 002.01.03 and 002.01.16`, () => {
    expectCodes({ countryCode: MISSING, postcode: repeat('A', MAX.postcode + 1) }, ['002.01.03', '002.01.16']);
  });

  it(`GB, ${MAX.postcode + 1} characters: 002.01.16 and (not a UK format) 002.01.17`, () => {
    expectCodes({ postcode: `EC1A 1B${repeat('B', MAX.postcode - 6)}` }, ['002.01.16', '002.01.17']);
  });

  it(`a trailing space counts in the length: ${MAX.postcode} characters and a space`, () => {
    expectCodes({ postcode: `${repeat('A', MAX.postcode)} ` }, ['002.01.16', '002.01.17']);
  });
});

describe('002.01.17: UK postcode format (and the non-UK format warning)', () => {
  it.each([
    ['A9', 'M1 1AA'],
    ['A99', 'M60 1NW'],
    ['AA9', 'CR2 6XH'],
    ['AA99', 'DN55 1PT'],
    ['A9A', 'W1A 1HQ'],
    ['AA9A', 'EC1A 1BB'],
    ['lower case', 'sw1a 1aa'],
    ['mixed case', 'Sw1A 1aA'],
    ['GIR 0AA', 'GIR 0AA'],
    ['gir 0aa', 'gir 0aa'],
  ])('misses outward form %s (%s) for GB', (_form, postcode) => {
    expectClean(check({ postcode }));
  });

  it('misses a valid postcode for countryCode UK', () => {
    expectClean(check({ countryCode: 'UK', postcode: 'M1 1AA' }, { countries: ['UK'] }));
  });

  it.each([
    ['missing space', 'SW1A1AA'],
    ['two spaces', 'M1  1AA'],
    ['a hyphen', 'SW1A-1AA'],
    ['a trailing space', 'M1 1AA '],
    ['a leading space', ' M1 1AA'],
    ['three outward letters', 'AAA 1AA'],
    ['outward code starting with a digit', '1A 1AA'],
    ['outward code with three digits', 'M123 1AA'],
    ['inward code too short', 'SW1A 1A'],
    ['inward code with two digits', 'SW1A 11A'],
    ['inward code only', '1AA'],
    ['GIR with another inward code', 'GIR 0AB'],
    ['digits only', '12345'],
    ['a non-ASCII letter', 'É1 1AA'],
  ])('triggers for %s (%j), alone, at [postcode]', (_name, postcode) => {
    const result = expectCodes({ postcode }, ['002.01.17']);
    expect(placesOf(result, '002.01.17')).toEqual([{ path: ['postcode'], parameter: 'postcode' }]);
  });

  it('triggers for countryCode UK too', () => {
    expectCodes({ countryCode: 'UK', postcode: 'SW1A1AA' }, ['002.01.17'], { countries: ['UK'] });
  });

  it('ukCountryCodes overrides: an Irish Eircode is not a UK format when IE means the UK', () => {
    expectCodes({ countryCode: 'IE', postcode: 'D02 X285' }, ['002.01.17'], { ukCountryCodes: ['IE'] });
  });

  it('ukCountryCodes overrides: GB not listed is not checked against the UK format', () => {
    const result = check({ postcode: 'SW1A1AA' }, { ukCountryCodes: ['UK'] });
    expect(result.codes).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('without the postcodeFormat option, a postcode its country rejects gives nothing, and nothing is unchecked', () => {
    const result = check({ countryCode: 'US', postcode: 'ABCDE' });
    expect(result.issues).toEqual([]);
    expect(result.unchecked).toEqual([]);
  });

  it('the postcodeFormat option is asked with the postcode and the country', () => {
    const asked: string[][] = [];
    check({ countryCode: 'US', postcode: 'ABCDE' }, { postcodeFormat: (...args) => asked.push(args) > 0 });
    expect(asked).toEqual([['ABCDE', 'US']]);
  });

  it.each([
    ['US', 'SW1A 1AA'],
    ['US', 'ABCDE'],
    ['FR', '7500'],
    ['IE', 'SW1A 1AA'],
  ])('a %s postcode its country rejects (%j) gives only the warning postcode-format', (countryCode, postcode) => {
    const result = check({ countryCode, postcode }, { postcodeFormat });
    expect(result.codes).toEqual([]);
    expect(result.valid).toBe(true);
    expect(result.issues).toEqual([
      expect.objectContaining({
        code: 'postcode-format',
        documented: false,
        severity: 'warning',
        parameter: 'postcode',
        path: ['postcode'],
      }),
    ]);
    expect(result.unchecked).toEqual([]);
  });

  it.each([
    ['US', '90210'],
    ['FR', '75001'],
    ['FR', '75 001'],
    ['IE', 'D02 X285'],
  ])('misses a %s postcode its country accepts (%j): no warning', (countryCode, postcode) => {
    expectClean(check({ countryCode, postcode }, { postcodeFormat }));
  });

  it('a country postcode-validator does not know gives no warning', () => {
    expectClean(check({ countryCode: 'XX', postcode: '!!??' }, { countries: ['XX'], postcodeFormat }));
  });
});

describe('002.01.03: countryCode', () => {
  it.each(ABSENT_VALUES)('triggers for %s, alone, at [countryCode]', (countryCode) => {
    const result = expectCodes({ countryCode, postcode: 'M1 1AA' }, ['002.01.03']);
    expect(placesOf(result, '002.01.03')).toEqual([{ path: ['countryCode'], parameter: 'countryCode' }]);
  });

  it.each([
    ['not in countries', 'ZZ'],
    ['lower case (case-sensitive)', 'gb'],
    ['with a trailing space', 'GB '],
    ['11 characters', 'GBGBGBGBGBG'],
  ])('triggers when %s, alone', (_name, countryCode) => {
    expectCodes({ countryCode, postcode: MISSING }, ['002.01.03']);
  });

  it('a UK code that is not in countries: 002.01.03 (and the postcode rules still apply)', () => {
    expectCodes({}, ['002.01.03'], { countries: ['US'] });
  });

  it.each(['GB', 'US', 'FR', 'IE'])('misses %s, in countries', (countryCode) => {
    expectClean(check({ countryCode, postcode: MISSING }, { ukCountryCodes: [] }));
  });

  it('countries may be any iterable (a Set)', () => {
    expectClean(check({}, { countries: new Set(['GB']) }));
    expectCodes({ countryCode: 'FR' }, ['002.01.03'], { countries: new Set(['GB']) });
  });

  it('10 characters in countries: misses', () => {
    expectClean(check({ countryCode: 'ABCDEFGHIJ', postcode: MISSING }, { countries: ['ABCDEFGHIJ'] }));
  });

  it('without countries, a present code of at most 10 characters is unchecked (needs countries)', () => {
    for (const countryCode of ['GB', 'ZZ', 'ABCDEFGHIJ']) {
      const result = check({ countryCode, postcode: 'M1 1AA' }, { countries: undefined });
      expect(result.codes).toEqual([]);
      expect(result.valid).toBe(true);
      expect(result.unchecked).toEqual([{ code: '002.01.03', parameter: 'countryCode', needs: 'countries' }]);
    }
  });

  it('without countries, an absent code still triggers (not unchecked)', () => {
    const result = check({ countryCode: MISSING }, { countries: undefined });
    expect(result.codes).toEqual(['002.01.03']);
    expect(result.unchecked).toEqual([]);
  });

  it('without countries, a code holding an object (absent) still triggers (not unchecked)', () => {
    const result = check({ countryCode: { code: 'GB' }, postcode: MISSING }, { countries: undefined });
    expect(result.codes).toEqual(['002.01.03']);
    expect(uncheckedDocumented(result)).toEqual([]);
  });

  it('without countries, an 11-character code still triggers (not unchecked)', () => {
    const result = check({ countryCode: 'ABCDEFGHIJK', postcode: MISSING }, { countries: undefined });
    expect(result.codes).toEqual(['002.01.03']);
    expect(result.unchecked).toEqual([]);
  });
});

describe('002.01.11: preferredTelephone absent', () => {
  it.each(ABSENT_VALUES)('triggers for %s, alone (not 002.01.12), at [preferredTelephone]', (preferredTelephone) => {
    const result = expectCodes({ preferredTelephone }, ['002.01.11']);
    expect(placesOf(result, '002.01.11')).toEqual([{ path: ['preferredTelephone'], parameter: 'preferredTelephone' }]);
  });

  it('misses a single digit', () => {
    expectClean(check({ preferredTelephone: '0' }));
  });
});

describe(`002.01.12: preferredTelephone longer than ${MAX.preferredTelephone} or not all digits`, () => {
  it(`misses ${MAX.preferredTelephone} digits`, () => {
    expectClean(check({ preferredTelephone: repeat('1', MAX.preferredTelephone) }));
  });

  it('misses a number (read as String(value))', () => {
    expectClean(check({ preferredTelephone: 2079460000 }));
  });

  it.each([
    [`${MAX.preferredTelephone + 1} digits`, repeat('1', MAX.preferredTelephone + 1)],
    ['spaces', '020 7946 0000'],
    ['a leading plus', '+442079460000'],
    ['a hyphen', '020-79460000'],
    ['a leading space', ' 02079460000'],
    ['a trailing space', '02079460000 '],
    ['a letter', '0207946000O'],
    ['full-width digits', '０２０７９４６００００'],
    ['a negative number', -2079460000],
    ['a decimal number', 2079460000.5],
  ])('triggers for %s, alone (not 002.01.11), at [preferredTelephone]', (_name, preferredTelephone) => {
    const result = expectCodes({ preferredTelephone }, ['002.01.12']);
    expect(placesOf(result, '002.01.12')).toEqual([{ path: ['preferredTelephone'], parameter: 'preferredTelephone' }]);
  });

  it(`${MAX.preferredTelephone + 1} characters with non-digits: still one issue`, () => {
    const result = expectCodes({ preferredTelephone: `${repeat('0', MAX.preferredTelephone - 1)} 1` }, ['002.01.12']);
    expect(placesOf(result, '002.01.12')).toHaveLength(1);
  });
});

describe(`002.01.09: emailAddress longer than ${MAX.emailAddress}`, () => {
  it(`misses ${MAX.emailAddress} characters`, () => {
    const emailAddress = emailOfLength(MAX.emailAddress);
    expect(emailAddress).toHaveLength(MAX.emailAddress);
    expectClean(check({ emailAddress }));
  });

  it(`misses ${MAX.emailAddress} code points that are more UTF-16 units`, () => {
    const emoji = MAX.emailAddress - '@example.co.uk'.length;
    expectClean(check({ emailAddress: `${repeat('😀', emoji)}@example.co.uk` }));
  });

  it(`triggers for ${MAX.emailAddress + 1} characters, alone (the shape is fine), at [emailAddress]`, () => {
    const emailAddress = emailOfLength(MAX.emailAddress + 1);
    expect(emailAddress).toHaveLength(MAX.emailAddress + 1);
    const result = expectCodes({ emailAddress }, ['002.01.09']);
    expect(placesOf(result, '002.01.09')).toEqual([{ path: ['emailAddress'], parameter: 'emailAddress' }]);
  });

  it(`triggers for ${MAX.emailAddress + 1} code points made of emoji, alone`, () => {
    const emoji = MAX.emailAddress + 1 - '@example.co.uk'.length;
    expectCodes({ emailAddress: `${repeat('😀', emoji)}@example.co.uk` }, ['002.01.09']);
  });

  it(`over ${MAX.emailAddress} characters without "@": 002.01.09 and 002.01.10`, () => {
    expectCodes({ emailAddress: repeat('a.', Math.floor(MAX.emailAddress / 2) + 1) }, ['002.01.09', '002.01.10']);
  });
});

describe("002.01.10: emailAddress absent, without '@', or with fewer than two '.'", () => {
  it.each(ABSENT_VALUES)('triggers for %s, alone, at [emailAddress]', (emailAddress) => {
    const result = expectCodes({ emailAddress }, ['002.01.10']);
    expect(placesOf(result, '002.01.10')).toEqual([{ path: ['emailAddress'], parameter: 'emailAddress' }]);
  });

  it.each([
    ['no @', 'alan.turing.example.co.uk'],
    ['one full stop', 'alan@example.com'],
    ['no full stop', 'alan@example'],
    ['one full stop before the @', 'alan.turing@example'],
    ['a number', 12345],
  ])('triggers for %s, alone', (_name, emailAddress) => {
    expectCodes({ emailAddress }, ['002.01.10']);
  });

  it.each([
    ['two full stops after the @', 'alan@example.co.uk'],
    ['full stops on both sides of the @', 'a.b@c.d'],
    ['two full stops before the @', 'a.l.an@example'],
    ['only "@" and two full stops (the service\'s whole definition)', '@..'],
  ])('misses %s', (_name, emailAddress) => {
    expectClean(check({ emailAddress }));
  });
});

describe('002.01.31: an account exists for the email address and date of birth', () => {
  it('triggers when accountExists returns true, alone, at [emailAddress] with parameter emailAddress', () => {
    const spy = accountSpy(true);
    const result = expectCodes({}, ['002.01.31'], { accountExists: spy.accountExists });
    expect(placesOf(result, '002.01.31')).toEqual([{ path: ['emailAddress'], parameter: 'emailAddress' }]);
    expect(spy.calls).toEqual([['alan.turing@example.co.uk', '19900101']]);
  });

  it('misses when accountExists returns false (asked once, with the two texts)', () => {
    const spy = accountSpy(false);
    expectClean(check({}, { accountExists: spy.accountExists }));
    expect(spy.calls).toEqual([['alan.turing@example.co.uk', '19900101']]);
  });

  it('asks with the texts of numbers: an 8-digit dateOfBirth number is passed as a string', () => {
    const spy = accountSpy(true);
    expectCodes({ dateOfBirth: 19900101 }, ['002.01.31'], { accountExists: spy.accountExists });
    expect(spy.calls).toEqual([['alan.turing@example.co.uk', '19900101']]);
  });

  it.each([
    [
      `emailAddress longer than ${MAX.emailAddress} (002.01.09)`,
      { emailAddress: emailOfLength(MAX.emailAddress + 1) },
      ['002.01.09'],
    ],
    ['emailAddress without "@" (002.01.10)', { emailAddress: 'alan.turing.example.co.uk' }, ['002.01.10']],
    ['emailAddress with one full stop (002.01.10)', { emailAddress: 'alan@example.com' }, ['002.01.10']],
    ['emailAddress absent (002.01.10)', { emailAddress: MISSING }, ['002.01.10']],
    ['emailAddress an object (002.01.10)', { emailAddress: {} }, ['002.01.10']],
    ['dateOfBirth absent (002.01.13)', { dateOfBirth: MISSING }, ['002.01.13']],
    ['dateOfBirth blank (002.01.13)', { dateOfBirth: '  ' }, ['002.01.13']],
    ['dateOfBirth an array (002.01.13)', { dateOfBirth: ['19900101'] }, ['002.01.13']],
    ['dateOfBirth not a real date (002.01.14)', { dateOfBirth: '20230230' }, ['002.01.14']],
    ['dateOfBirth with hyphens (002.01.14)', { dateOfBirth: '1990-01-01' }, ['002.01.14']],
  ])('is not asked when %s', (_name, patch, codes) => {
    const spy = accountSpy(true);
    expectCodes(patch, codes, { accountExists: spy.accountExists });
    expect(spy.calls).toHaveLength(0);
  });

  it.each([
    ['too young', '20200101'],
    ['too old', '19000101'],
    ['born in the future', '20300101'],
  ])('is still asked when the age is out of range (%s): 002.01.15 and 002.01.31', (_name, dateOfBirth) => {
    const spy = accountSpy(true);
    expectCodes({ dateOfBirth }, ['002.01.15', '002.01.31'], { accountExists: spy.accountExists });
    expect(spy.calls).toEqual([['alan.turing@example.co.uk', dateOfBirth]]);
  });

  it('without accountExists: unchecked (needs accountExists) when email and date of birth pass their format codes', () => {
    const result = check({}, { accountExists: undefined });
    expect(result.codes).toEqual([]);
    expect(result.valid).toBe(true);
    expect(result.unchecked).toEqual([{ code: '002.01.31', parameter: 'emailAddress', needs: 'accountExists' }]);
  });

  it('without accountExists and with an age out of range: 002.01.15 and 002.01.31 unchecked', () => {
    const result = check({ dateOfBirth: '20200101' }, { accountExists: undefined });
    expect(result.codes).toEqual(['002.01.15']);
    expect(result.unchecked).toEqual([{ code: '002.01.31', parameter: 'emailAddress', needs: 'accountExists' }]);
  });

  it.each([
    ['emailAddress fails 002.01.10', { emailAddress: 'no-at-sign.example.co.uk' }],
    ['emailAddress fails 002.01.09', { emailAddress: emailOfLength(MAX.emailAddress + 1) }],
    ['dateOfBirth fails 002.01.13', { dateOfBirth: null }],
    ['dateOfBirth fails 002.01.14', { dateOfBirth: '19900230' }],
  ])('without accountExists, not unchecked when %s', (_name, patch) => {
    const result = check(patch, { accountExists: undefined });
    expect(result.unchecked).toEqual([]);
  });
});

describe('002.01.05: personalUrl absent', () => {
  it.each(ABSENT_VALUES)('triggers for %s, alone (not 002.01.20), at [personalUrl]', (personalUrl) => {
    const result = expectCodes({ personalUrl }, ['002.01.05']);
    expect(placesOf(result, '002.01.05')).toEqual([{ path: ['personalUrl'], parameter: 'personalUrl' }]);
  });

  it('misses a one-character URL', () => {
    expectClean(check({ personalUrl: 'a' }));
  });
});

describe(`002.01.20: personalUrl longer than ${MAX.personalUrl} or not a URL path segment`, () => {
  it(`misses ${MAX.personalUrl} characters`, () => {
    expectClean(check({ personalUrl: repeat('a', MAX.personalUrl) }));
  });

  it.each(['a-b_c.d~e', 'ALAN-Turing-1912', '~', '...', 1912])(
    'misses %j (ASCII letters, digits, - _ . ~)',
    (personalUrl) => {
      expectClean(check({ personalUrl }));
    },
  );

  it.each([
    [`${MAX.personalUrl + 1} characters`, repeat('a', MAX.personalUrl + 1)],
    ['a space', 'alan turing'],
    ['a trailing space', 'alan '],
    ['a slash', 'alan/turing'],
    ['a percent escape', 'alan%20turing'],
    ['a question mark', 'alan?x=1'],
    ['a plus', 'alan+turing'],
    ['an accented letter', 'alané'],
    ['an emoji', 'alan😀'],
    ['a non-ASCII digit', 'alan٣'],
    ['an @', 'alan@turing'],
  ])('triggers for %s, alone (not 002.01.05), at [personalUrl]', (_name, personalUrl) => {
    const result = expectCodes({ personalUrl }, ['002.01.20']);
    expect(placesOf(result, '002.01.20')).toEqual([{ path: ['personalUrl'], parameter: 'personalUrl' }]);
  });
});

describe("002.01.08: termsAndConditionsAccepted is not exactly 'Y'", () => {
  it("misses 'Y'", () => {
    expectClean(check({ termsAndConditionsAccepted: 'Y' }));
  });

  it.each([...ABSENT_VALUES, 'N', 'y', 'Y ', ' Y', 'Yes', 'YES', 1])(
    'triggers for %j, alone, at [termsAndConditionsAccepted]',
    (termsAndConditionsAccepted) => {
      const result = expectCodes({ termsAndConditionsAccepted }, ['002.01.08']);
      expect(placesOf(result, '002.01.08')).toEqual([
        { path: ['termsAndConditionsAccepted'], parameter: 'termsAndConditionsAccepted' },
      ]);
    },
  );
});

describe('002.01.13: dateOfBirth absent', () => {
  it.each(ABSENT_VALUES)('triggers for %s, alone (not 002.01.14), at [dateOfBirth]', (dateOfBirth) => {
    const result = expectCodes({ dateOfBirth }, ['002.01.13']);
    expect(placesOf(result, '002.01.13')).toEqual([{ path: ['dateOfBirth'], parameter: 'dateOfBirth' }]);
  });

  it('misses a present date', () => {
    expectClean(check({ dateOfBirth: '20000101' }));
  });
});

describe('002.01.14: dateOfBirth not a real calendar date written YYYYMMDD', () => {
  it.each([
    ['30 February', '20230230'],
    ['ISO with hyphens', '2023-01-01'],
    ['7 digits', '1990010'],
    ['9 digits', '199001011'],
    ['month 13', '19901301'],
    ['day 00', '19900100'],
    ['29 February in a common year', '19000229'],
    ['letters', 'abcdefgh'],
    ['a trailing space', '19900101 '],
    ['a leading space', ' 19900101'],
    ['slashes', '01/01/1990'],
    ['a 7-digit number', 1990010],
    ['a number with a fraction', 19900101.5],
    ['a negative number', -19900101],
  ])('triggers for %s (%j), alone (not 002.01.13 nor 002.01.15), at [dateOfBirth]', (_name, dateOfBirth) => {
    const result = expectCodes({ dateOfBirth }, ['002.01.14']);
    expect(placesOf(result, '002.01.14')).toEqual([{ path: ['dateOfBirth'], parameter: 'dateOfBirth' }]);
  });

  it('misses an 8-digit number', () => {
    expectClean(check({ dateOfBirth: 19900101 }));
  });

  it('misses 29 February in a leap year', () => {
    expectClean(check({ dateOfBirth: '20000229' }));
  });
});

describe(`002.01.15: age on today below ${AGE.min} or above ${AGE.max}`, () => {
  it.each([
    [`${AGE.min}th birthday today`, yearsBefore(TODAY, AGE.min), TODAY],
    [`age ${AGE.max} (birthday today)`, yearsBefore(TODAY, AGE.max), TODAY],
    [`age ${AGE.max}, the day before the next birthday`, addDays(yearsBefore(TODAY, AGE.max + 1), 1), TODAY],
    [`29 February 2000 on 1 March ${2000 + AGE.min}: ${AGE.min}`, '20000229', `${2000 + AGE.min}0301`],
    ['29 February 2000 on 29 February 2016: 16', '20000229', '20160229'],
  ])('misses %s', (_name, dateOfBirth, today) => {
    expectClean(check({ dateOfBirth }, { today }));
  });

  it.each([
    [`${AGE.min}th birthday tomorrow`, addDays(yearsBefore(TODAY, AGE.min), 1), TODAY],
    [`${AGE.max + 1}st birthday today`, yearsBefore(TODAY, AGE.max + 1), TODAY],
    ['born today', TODAY, TODAY],
    ['born in the future', '20270101', TODAY],
    [`29 February 2000 on 28 February ${2000 + AGE.min}: ${AGE.min - 1}`, '20000229', `${2000 + AGE.min}0228`],
    [`${AGE.min}th birthday tomorrow, as an 8-digit number`, Number(addDays(yearsBefore(TODAY, AGE.min), 1)), TODAY],
  ])('triggers for %s, alone, at [dateOfBirth]', (_name, dateOfBirth, today) => {
    const result = expectCodes({ dateOfBirth }, ['002.01.15'], { today });
    expect(placesOf(result, '002.01.15')).toEqual([{ path: ['dateOfBirth'], parameter: 'dateOfBirth' }]);
  });
});

describe('002.01.15 with the default today (Europe/London)', () => {
  /** A calendar date in Europe/London written YYYYMMDD, `days` after now. */
  const londonDay = (days: number) => {
    const parts = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/London',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    }).formatToParts(Date.now());
    const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
    const date = new Date(Date.UTC(part('year'), part('month') - 1, part('day') + days));
    return {
      year: date.getUTCFullYear(),
      mmdd: `${date.getUTCMonth() + 1}`.padStart(2, '0') + `${date.getUTCDate()}`.padStart(2, '0'),
    };
  };
  const today = londonDay(0);
  const tomorrow = londonDay(1);
  const todayOptions: ValidationOptions = { today: undefined };

  it(`the ${AGE.min}th birthday today in London is valid`, () => {
    const dateOfBirth = `${today.year - AGE.min}${today.mmdd === '0229' ? '0228' : today.mmdd}`;
    expectClean(check({ dateOfBirth }, todayOptions));
  });

  it(`the ${AGE.min}th birthday tomorrow in London gives 002.01.15`, () => {
    const dateOfBirth = `${tomorrow.year - AGE.min}${tomorrow.mmdd === '0229' ? '0301' : tomorrow.mmdd}`;
    expectCodes({ dateOfBirth }, ['002.01.15'], todayOptions);
  });
});

describe(`002.01.23: more than ${MAX.customCodes} custom codes`, () => {
  const codes = (count: number) => Array.from({ length: count }, (_, index) => `CODE${index + 1}`);

  it(`misses ${MAX.customCodes} custom codes`, () => {
    expectClean(check({ ...CODES_PATCH, fundraiserCustomCode: codes(MAX.customCodes) }, WITH_CHARITIES));
  });

  it(`triggers for ${MAX.customCodes + 1}: once, at [fundraiserCustomCode] with parameter customCodes`, () => {
    const result = expectCodes(
      { ...CODES_PATCH, fundraiserCustomCode: codes(MAX.customCodes + 1) },
      ['002.01.23'],
      WITH_CHARITIES,
    );
    expect(placesOf(result, '002.01.23')).toEqual([{ path: ['fundraiserCustomCode'], parameter: 'customCodes' }]);
  });

  it(`triggers once for ${4 * MAX.customCodes}`, () => {
    const result = expectCodes(
      { ...CODES_PATCH, fundraiserCustomCode: codes(4 * MAX.customCodes) },
      ['002.01.23'],
      WITH_CHARITIES,
    );
    expect(placesOf(result, '002.01.23')).toHaveLength(1);
  });

  it(`${MAX.customCodes + 3} codes of which 2 blank: one 002.01.23 and one 002.01.22 per blank code`, () => {
    const list = ['A', '', 'C', 'D', '  ', ...codes(MAX.customCodes - 2)];
    const result = expectCodes(
      { ...CODES_PATCH, fundraiserCustomCode: list },
      ['002.01.22', '002.01.23'],
      WITH_CHARITIES,
    );
    expect(placesOf(result, '002.01.23')).toEqual([{ path: ['fundraiserCustomCode'], parameter: 'customCodes' }]);
    expect(placesOf(result, '002.01.22')).toEqual([
      { path: ['fundraiserCustomCode', 1], parameter: 'customCodes' },
      { path: ['fundraiserCustomCode', 4], parameter: 'customCodes' },
    ]);
  });

  it(`blank entries count toward the ${MAX.customCodes} (a blank entry is present-but-blank): ${MAX.customCodes} codes and a blank one give 002.01.23`, () => {
    const list = [...codes(MAX.customCodes), ''];
    expectCodes({ ...CODES_PATCH, fundraiserCustomCode: list }, ['002.01.22', '002.01.23'], WITH_CHARITIES);
  });
});

describe(`002.01.22: a custom code in a present list is blank or longer than ${MAX.customCode}`, () => {
  it(`misses codes of ${MAX.customCode} characters and of ${MAX.customCode} emoji`, () => {
    const fundraiserCustomCode = [repeat('x', MAX.customCode), repeat('😀', MAX.customCode)];
    expectClean(check({ ...CODES_PATCH, fundraiserCustomCode }, WITH_CHARITIES));
  });

  it('misses a number as a code', () => {
    expectClean(check({ ...CODES_PATCH, fundraiserCustomCode: [12345] }, WITH_CHARITIES));
  });

  it.each([
    ['a blank code', ['A', '', 'C'], 1],
    ['a white-space code', ['A', 'B', '   '], 2],
    ['a null code', [null], 0],
    [`a ${MAX.customCode + 1}-character code`, ['A', repeat('x', MAX.customCode + 1)], 1],
    [`a ${MAX.customCode + 1}-emoji code`, [repeat('😀', MAX.customCode + 1)], 0],
  ])('triggers for %s, alone, at [fundraiserCustomCode, j]', (_name, fundraiserCustomCode, index) => {
    const result = expectCodes({ ...CODES_PATCH, fundraiserCustomCode }, ['002.01.22'], WITH_CHARITIES);
    expect(placesOf(result, '002.01.22')).toEqual([
      { path: ['fundraiserCustomCode', index], parameter: 'customCodes' },
    ]);
  });

  it('a single code given as a string is index 0', () => {
    const result = expectCodes(
      { ...CODES_PATCH, fundraiserCustomCode: repeat('x', MAX.customCode + 1) },
      ['002.01.22'],
      WITH_CHARITIES,
    );
    expect(placesOf(result, '002.01.22')).toEqual([{ path: ['fundraiserCustomCode', 0], parameter: 'customCodes' }]);
  });

  it('a single valid code given as a string misses', () => {
    expectClean(check({ ...CODES_PATCH, fundraiserCustomCode: 'CODE1' }, WITH_CHARITIES));
  });

  it('one issue per bad code', () => {
    const fundraiserCustomCode = ['', 'B', null, repeat('x', MAX.customCode + 1)];
    const result = check({ ...CODES_PATCH, fundraiserCustomCode }, WITH_CHARITIES);
    expect(result.codes).toEqual(['002.01.22']);
    expect(placesOf(result, '002.01.22').map((place) => place.path)).toEqual([
      ['fundraiserCustomCode', 0],
      ['fundraiserCustomCode', 2],
      ['fundraiserCustomCode', 3],
    ]);
  });

  it.each([{}, ['x'], true])('an entry holding %j counts as blank and also gets wrong-type', (entry) => {
    const result = expectCodes({ ...CODES_PATCH, fundraiserCustomCode: ['A', entry] }, ['002.01.22'], WITH_CHARITIES);
    expect(placesOf(result, '002.01.22')).toEqual([{ path: ['fundraiserCustomCode', 1], parameter: 'customCodes' }]);
    expect(placesOf(result, 'wrong-type').map((place) => place.path)).toEqual([['fundraiserCustomCode', 1]]);
  });

  it.each([{}, true])('a single value %j is index 0: counts as blank, also wrong-type', (single) => {
    const result = expectCodes({ ...CODES_PATCH, fundraiserCustomCode: single }, ['002.01.22'], WITH_CHARITIES);
    expect(placesOf(result, '002.01.22')).toEqual([{ path: ['fundraiserCustomCode', 0], parameter: 'customCodes' }]);
    expect(placesOf(result, 'wrong-type').map((place) => place.path)).toEqual([['fundraiserCustomCode', 0]]);
  });

  it('2000 blank codes: the default maxIssues (1000) truncates', () => {
    const result = check(
      { ...CODES_PATCH, fundraiserCustomCode: Array.from({ length: 2000 }, () => '') },
      WITH_CHARITIES,
    );
    expect(result.truncated).toBe(true);
    expect(result.issues).toHaveLength(1000);
    expect(result.valid).toBe(false);
    expectConsistent(result);
  });

  it.each([
    ['an empty list', []],
    ['a single blank string', '   '],
    ['null', null],
  ])('misses %s (custom codes not present)', (_name, fundraiserCustomCode) => {
    expectClean(check({ fundraiserCustomCode }));
  });
});

describe('002.01.21: custom codes without a valid charityResourceId', () => {
  it.each([
    ['absent', MISSING],
    ['null', null],
    ['blank', '   '],
    [`${MAX.charityResourceId + 1} characters`, repeat('c', MAX.charityResourceId + 1)],
    ['not in charities', 'c0ffee00-0000-4000-8000-000000000002'],
    ['a different case', CHARITY.toUpperCase()],
  ])('triggers when it is %s, alone, at [charityResourceId]', (_name, charityResourceId) => {
    const result = expectCodes({ ...CODES_PATCH, charityResourceId }, ['002.01.21'], WITH_CHARITIES);
    expect(placesOf(result, '002.01.21')).toEqual([{ path: ['charityResourceId'], parameter: 'charityResourceId' }]);
  });

  it('triggers with a single custom code given as a string', () => {
    expectCodes({ fundraiserCustomCode: 'CODE1' }, ['002.01.21'], WITH_CHARITIES);
  });

  it('triggers with a list holding only a blank code (a present list): 002.01.21 and 002.01.22', () => {
    expectCodes({ fundraiserCustomCode: [''] }, ['002.01.21', '002.01.22'], WITH_CHARITIES);
  });

  it('misses a known charity', () => {
    expectClean(check(CODES_PATCH, WITH_CHARITIES));
  });

  it.each([
    ['no custom codes field', MISSING],
    ['an empty list', []],
    ['a single blank string', ''],
  ])('misses an absent charityResourceId with %s', (_name, fundraiserCustomCode) => {
    expectClean(check({ fundraiserCustomCode, charityResourceId: MISSING }, WITH_CHARITIES));
  });

  it(`misses a ${MAX.charityResourceId + 1}-character charityResourceId without custom codes: an engine code instead`, () => {
    const result = check({ charityResourceId: repeat('c', MAX.charityResourceId + 1) }, WITH_CHARITIES);
    expect(result.codes).toEqual([]);
    expect(result.valid).toBe(false);
    expect(engineIssues(result).map((issue) => issue.path)).toEqual([['charityResourceId']]);
  });

  it('misses an unknown charityResourceId without custom codes: an engine code instead', () => {
    const result = check({ charityResourceId: 'c0ffee00-0000-4000-8000-000000000002' }, WITH_CHARITIES);
    expect(result.codes).toEqual([]);
    expect(result.valid).toBe(false);
    expect(engineIssues(result).map((issue) => issue.path)).toEqual([['charityResourceId']]);
  });

  it(`without charities: a present charityResourceId of at most ${MAX.charityResourceId} characters is unchecked (needs charities)`, () => {
    const result = check(CODES_PATCH);
    expect(result.codes).toEqual([]);
    expect(result.valid).toBe(true);
    expect(result.unchecked).toEqual([{ code: '002.01.21', parameter: 'charityResourceId', needs: 'charities' }]);
  });

  it('without charities: an absent charityResourceId still triggers (not unchecked)', () => {
    const result = check({ ...CODES_PATCH, charityResourceId: MISSING });
    expect(result.codes).toEqual(['002.01.21']);
    expect(uncheckedDocumented(result)).toEqual([]);
  });

  it(`without charities: a ${MAX.charityResourceId + 1}-character charityResourceId still triggers (not unchecked)`, () => {
    const result = check({ ...CODES_PATCH, charityResourceId: repeat('c', MAX.charityResourceId + 1) });
    expect(result.codes).toEqual(['002.01.21']);
    expect(uncheckedDocumented(result)).toEqual([]);
  });

  it('without charities: a charityResourceId holding an object (absent) still triggers (not unchecked)', () => {
    const result = check({ ...CODES_PATCH, charityResourceId: { id: CHARITY } });
    expect(result.codes).toEqual(['002.01.21']);
    expect(uncheckedDocumented(result)).toEqual([]);
  });

  it('without charities and without custom codes: 002.01.21 is not unchecked', () => {
    expect(uncheckedDocumented(check({ charityResourceId: CHARITY }))).toEqual([]);
  });
});

// ---------------------------------------------------------------------------

describe('input conventions (section 5)', () => {
  /** A required field and the code its absence gives. */
  const requiredFields: [string, string[]][] = [
    ['title', ['002.01.04']],
    ['forename', ['002.01.07']],
    ['surname', ['002.01.06']],
    ['addressLine1', ['002.01.19']],
    ['townCity', ['002.01.19']],
    ['postcode', ['002.01.16']],
    ['countryCode', ['002.01.03']],
    ['preferredTelephone', ['002.01.11']],
    ['emailAddress', ['002.01.10']],
    ['personalUrl', ['002.01.05']],
    ['termsAndConditionsAccepted', ['002.01.08']],
    ['dateOfBirth', ['002.01.13']],
  ];
  const cases = requiredFields.flatMap(([field, codes]) =>
    ABSENT_VALUES.map((value) => [field, value, codes] as [string, unknown, string[]]),
  );

  it.each(cases)('%s = %s counts as absent: %j', (field, value, codes) => {
    expectCodes({ [field]: value }, codes);
  });

  const wrongTypeCases = requiredFields.flatMap(([field, codes]) =>
    WRONG_TYPE_VALUES.map((value) => [field, value, codes] as [string, unknown, string[]]),
  );

  it.each(wrongTypeCases)(
    '%s = %j counts as absent (%j) and also gets wrong-type at the field',
    (field, value, codes) => {
      const result = expectCodes({ [field]: value }, codes);
      const wrongType = result.issues.filter((issue) => issue.code === 'wrong-type');
      expect(wrongType).toHaveLength(1);
      expect(wrongType[0]).toMatchObject({ documented: false, severity: 'error', path: [field] });
    },
  );

  it('a field without a documented code holding a boolean: wrong-type (and no documented code)', () => {
    const result = check({ addressLine2: true });
    expect(result.codes).toEqual([]);
    expect(result.valid).toBe(false);
    expect(placesOf(result, 'wrong-type').map((place) => place.path)).toEqual([['addressLine2']]);
  });

  it('numbers in text fields read as String(value)', () => {
    expectClean(
      check({
        forename: 7,
        surname: 0,
        addressLine1: 10,
        townCity: 1,
        preferredTelephone: 2079460000,
        personalUrl: 1912,
        dateOfBirth: 19900101,
        countryCode: 'US',
        postcode: 90210,
      }),
    );
    expectCodes({ countryCode: 'US', postcode: 123456789 }, ['002.01.16']);
    expectCodes({ countryCode: 1, postcode: MISSING }, ['002.01.03'], { countries: ['GB', '1 '] });
  });

  it('a number whose text is not a date or telephone fails their format codes', () => {
    expectCodes({ dateOfBirth: 1e21, preferredTelephone: 1.5 }, ['002.01.14', '002.01.12']);
  });

  it('a number that is not finite (JSON 1e400) is of the wrong type: absent, and wrong-type (contract section 10.5)', () => {
    const body = { dateOfBirth: Number.NaN, preferredTelephone: Number.POSITIVE_INFINITY, surname: -Infinity };
    const result = expectCodes(body, ['002.01.13', '002.01.11', '002.01.06']);
    const wrong = result.issues.filter((issue) => issue.code === 'wrong-type');
    expect(wrong.map((issue) => issue.path[0]).sort()).toEqual(['dateOfBirth', 'preferredTelephone', 'surname']);
  });

  it('a no-break space only counts as white space (absent)', () => {
    expectCodes({ surname: '\u00a0\u00a0' }, ['002.01.06']);
  });

  it('never throws for values JSON cannot hold (symbol, bigint, function, a cycle)', () => {
    const body: Payload = payload({ title: Symbol('Mr'), forename: 10n, surname: () => 'x', addressLine1: new Map() });
    body.self = body;
    expect(() => check(body)).not.toThrow();
    expect(() => validateAccount([body], options())).not.toThrow();
  });

  it('a fixed value is case-sensitive and untrimmed', () => {
    expectCodes({ title: 'mr', termsAndConditionsAccepted: 'y' }, ['002.01.04', '002.01.08']);
    expectCodes({ title: 'Mr ', termsAndConditionsAccepted: 'Y ' }, ['002.01.04', '002.01.08']);
  });

  it('never mutates the input, and accepts a frozen one', () => {
    const body = payload({ fundraiserCustomCode: Object.freeze(['A', '', { x: 1 }]), title: { t: 'Mr' } });
    Object.freeze(body);
    const copy = structuredClone(body);
    check(body);
    validateAccount(body, options(WITH_CHARITIES));
    expect(body).toEqual(copy);
  });
});

describe('unchecked: options the account rules need (section 4)', () => {
  it('without any fact option, the base payload lists 002.01.03 and 002.01.31, one entry each', () => {
    const result = validateAccount(BASE, { today: TODAY });
    expect(result.valid).toBe(true);
    expect(result.codes).toEqual([]);
    const documented = uncheckedDocumented(result);
    expect(sorted(documented.map((entry) => entry.code))).toEqual(['002.01.03', '002.01.31']);
    expect(documented).toContainEqual({ code: '002.01.03', parameter: 'countryCode', needs: 'countries' });
    expect(documented).toContainEqual({ code: '002.01.31', parameter: 'emailAddress', needs: 'accountExists' });
  });

  it('with custom codes, also 002.01.21 (needs charities)', () => {
    const result = validateAccount(payload(CODES_PATCH), { today: TODAY });
    const documented = uncheckedDocumented(result);
    expect(sorted(documented.map((entry) => entry.code))).toEqual(['002.01.03', '002.01.21', '002.01.31']);
    expect(documented).toContainEqual({ code: '002.01.21', parameter: 'charityResourceId', needs: 'charities' });
  });

  it('{} without options lists no documented code (each fires or is not asked)', () => {
    const result = validateAccount({}, { today: TODAY });
    expect(sorted(result.codes)).toEqual(sorted(EMPTY_BODY_CODES));
    expect(uncheckedDocumented(result)).toEqual([]);
  });

  it('with every option given, nothing is unchecked', () => {
    expect(check(CODES_PATCH, WITH_CHARITIES).unchecked).toEqual([]);
  });
});

describe('every code at once', () => {
  /** As many codes as one object with present fields can give. */
  const MANY: Payload = {
    title: 'Sir',
    forename: repeat('f', MAX.forename + 1),
    surname: repeat('s', MAX.surname + 1),
    addressLine1: MISSING,
    townCity: '  ',
    countryCode: 'UK',
    postcode: `EC1A 1B${repeat('B', MAX.postcode - 6)}`,
    preferredTelephone: '020 7946 0000',
    emailAddress: repeat('e', MAX.emailAddress + 1),
    personalUrl: 'alan turing',
    termsAndConditionsAccepted: 'y',
    dateOfBirth: '20230230',
    fundraiserCustomCode: ['A', '', ...Array.from({ length: MAX.customCodes - 1 }, (_, index) => `C${index}`)],
    charityResourceId: MISSING,
  };
  const MANY_CODES = [
    '002.01.03',
    '002.01.04',
    '002.01.06',
    '002.01.07',
    '002.01.08',
    '002.01.09',
    '002.01.10',
    '002.01.12',
    '002.01.14',
    '002.01.16',
    '002.01.17',
    '002.01.19',
    '002.01.20',
    '002.01.21',
    '002.01.22',
    '002.01.23',
  ];
  /** The codes MANY cannot give beside its own (absence instead of a bad value, and the facts). */
  const OTHERS: Payload = {
    countryCode: 'ZZ',
    personalUrl: MISSING,
    preferredTelephone: null,
    dateOfBirth: '20200101',
  };
  const OTHERS_CODES = ['002.01.03', '002.01.05', '002.01.11', '002.01.15', '002.01.31'];

  it(`a payload with a bad value in every field gives exactly its ${MANY_CODES.length} codes (accountExists not asked)`, () => {
    const spy = accountSpy(true);
    const result = expectCodes(MANY, MANY_CODES, { ...WITH_CHARITIES, accountExists: spy.accountExists });
    expect(spy.calls).toHaveLength(0);
    expect(placesOf(result, '002.01.19').map((place) => place.path)).toEqual([['addressLine1'], ['townCity']]);
    expect(placesOf(result, '002.01.22').map((place) => place.path)).toEqual([['fundraiserCustomCode', 1]]);
  });

  it(`a payload with the other field codes and an existing account gives exactly its ${OTHERS_CODES.length} codes`, () => {
    expectCodes(OTHERS, OTHERS_CODES, { accountExists: () => true });
  });

  it('{} gives exactly the 002.01.02 set, null gives 002.01.01', () => {
    expect(sorted(validateAccount({}, options()).codes)).toEqual(sorted(EMPTY_BODY_CODES));
    expect(validateAccount(null, options()).codes).toEqual(['002.01.01']);
  });

  it('together these four payloads give every documented code', () => {
    const union = new Set([...MANY_CODES, ...OTHERS_CODES, ...EMPTY_BODY_CODES, '002.01.01']);
    const missing = accountCodes.filter((code) => !union.has(code));
    expect(missing, 'a new code needs its bad value in MANY and its code in MANY_CODES').toEqual([]);
    expect(sorted([...union])).toEqual(sorted(accountCodes));
  });

  it('issues follow the rule-table order, codes the order of their first issue', () => {
    const result = check(MANY, WITH_CHARITIES);
    expect(result.issues.length).toBeGreaterThan(MANY_CODES.length);
    expectConsistent(result);
  });

  it('codes lists each code once, in a stable order', () => {
    const first = check(MANY, WITH_CHARITIES).codes;
    expect(new Set(first).size).toBe(first.length);
    expect(check(MANY, WITH_CHARITIES).codes).toEqual(first);
  });

  describe('maxIssues', () => {
    const full = () => check(MANY, WITH_CHARITIES);
    itCapsMaxIssues(full, (maxIssues) => check(MANY, { ...WITH_CHARITIES, maxIssues }), expectConsistent);

    it('valid describes only the kept issues: a warning kept, errors cut', () => {
      const patch = { countryCode: 'US', postcode: 'ABCDE', termsAndConditionsAccepted: 'N', surname: MISSING };
      const whole = check(patch, { postcodeFormat });
      expect(whole.valid).toBe(false);
      expect(whole.issues.map((issue) => issue.severity)).toContain('warning');
      const firstWarning = whole.issues.findIndex((issue) => issue.severity === 'warning');
      const kept = check(patch, { postcodeFormat, maxIssues: firstWarning + 1 });
      expect(kept.valid).toBe(firstWarning === 0);
      for (let maxIssues = 1; maxIssues < whole.issues.length; maxIssues++) {
        const result = check(patch, { postcodeFormat, maxIssues });
        expect(result.truncated).toBe(true);
        expect(result.issues).toHaveLength(maxIssues);
        expectConsistent(result);
      }
    });
  });
});

describe('invalid options throw a TypeError', () => {
  it.each([
    ['today: "tomorrow"', { today: 'tomorrow' }, /today/],
    ['today: "2026-11-22"', { today: '2026-11-22' }, /today/],
    ['today: "20261131" (no such date)', { today: '20261131' }, /today/],
    ['maxIssues: 0', { maxIssues: 0 }, /maxIssues/],
    ['maxIssues: -1', { maxIssues: -1 }, /maxIssues/],
    ['maxIssues: 1.5', { maxIssues: 1.5 }, /maxIssues/],
  ])('%s', (_name, extra, message) => {
    expect(() => check({}, extra as ValidationOptions)).toThrow(TypeError);
    expect(() => check({}, extra as ValidationOptions)).toThrow(message);
  });

  it('throws for options even when the body is not an object', () => {
    expect(() => validateAccount(null, { today: 'tomorrow' })).toThrow(TypeError);
  });

  it('a sync fact returning a Promise throws a TypeError naming the option (accountExists)', () => {
    const accountExists = (() => Promise.resolve(false)) as unknown as () => boolean;
    expect(() => check({}, { accountExists })).toThrow(TypeError);
    expect(() => check({}, { accountExists })).toThrow(/accountExists/);
  });

  it('a sync fact returning a Promise throws a TypeError (personalUrlTaken)', () => {
    const personalUrlTaken = (async () => false) as unknown as () => boolean;
    expect(() => check({}, { personalUrlTaken })).toThrow(TypeError);
  });

  it('the async variant rejects with a TypeError for invalid options', async () => {
    await expect(validateAccountAsync(payload(), { ...OPTIONS, today: 'tomorrow' })).rejects.toThrow(TypeError);
    await expect(validateAccountAsync(payload(), { ...OPTIONS, maxIssues: 0 })).rejects.toThrow(TypeError);
  });
});

describe('facts that fail', () => {
  class LookupDown extends Error {}

  it('an error thrown by accountExists propagates from the sync validator', () => {
    const boom = new LookupDown('database down');
    let caught: unknown;
    try {
      check(
        {},
        {
          accountExists: () => {
            throw boom;
          },
        },
      );
    } catch (error) {
      caught = error;
    }
    expect(caught).toBe(boom);
  });

  it('an error thrown by accountExists rejects the async validator', async () => {
    const boom = new LookupDown('database down');
    await expect(
      validateAccountAsync(payload(), {
        ...OPTIONS,
        accountExists: () => {
          throw boom;
        },
      }),
    ).rejects.toBe(boom);
  });

  it('a rejected Promise from accountExists rejects the async validator', async () => {
    const boom = new LookupDown('database down');
    await expect(
      validateAccountAsync(payload(), { ...OPTIONS, accountExists: () => Promise.reject(boom) }),
    ).rejects.toBe(boom);
  });

  it('an error thrown by personalUrlTaken propagates', () => {
    const boom = new LookupDown('index down');
    expect(() =>
      check(
        {},
        {
          personalUrlTaken: () => {
            throw boom;
          },
        },
      ),
    ).toThrow(boom);
  });
});

describe('validateAccountAsync', () => {
  /** [name, body, options]: a spread of the cases above. */
  const samples: [string, unknown, ValidationOptions][] = [
    ['the base payload', payload(), options()],
    ['custom codes and a charity', payload(CODES_PATCH), options(WITH_CHARITIES)],
    ['null', null, options()],
    ['a string', 'x', options()],
    ['{}', {}, options()],
    ['a bad title', payload({ title: 'mr' }), options()],
    ['an existing account', payload(), options({ accountExists: () => true })],
    [
      'an age out of range and an existing account',
      payload({ dateOfBirth: '20200101' }),
      options({ accountExists: () => true }),
    ],
    ['a non-UK postcode warning', payload({ countryCode: 'US', postcode: 'ABCDE' }), options()],
    ['wrong types', payload({ title: [], forename: {}, dateOfBirth: true }), options()],
    ['no options', payload(CODES_PATCH), {}],
    ['no countries', payload(), options({ countries: undefined })],
    ['truncated', payload({ title: 'x', forename: MISSING, surname: MISSING }), options({ maxIssues: 2 })],
    [
      'many codes',
      payload({
        title: 'Sir',
        emailAddress: repeat('e', MAX.emailAddress + 1),
        fundraiserCustomCode: Array.from({ length: MAX.customCodes + 1 }, () => ''),
        postcode: 'x',
      }),
      options(WITH_CHARITIES),
    ],
  ];

  it.each(samples)('agrees with the sync validator: %s', async (_name, body, opts) => {
    const promise = validateAccountAsync(body, opts);
    expect(promise).toBeInstanceOf(Promise);
    expect(await promise).toEqual(validateAccount(body, opts));
  });

  it('resolves an async accountExists: true gives 002.01.31', async () => {
    const calls: [string, string][] = [];
    const accountExists = async (email: string, dob: string) => {
      calls.push([email, dob]);
      await new Promise((resolve) => setTimeout(resolve, 1));
      return true;
    };
    const result = await validateAccountAsync(payload(), { ...OPTIONS, accountExists });
    expect(result.codes).toEqual(['002.01.31']);
    expect(placesOf(result, '002.01.31')).toEqual([{ path: ['emailAddress'], parameter: 'emailAddress' }]);
    expect(calls.length).toBeGreaterThan(0);
    expect(calls[0]).toEqual(['alan.turing@example.co.uk', '19900101']);
  });

  it('resolves an async personalUrlTaken: true gives its engine code at [personalUrl]', async () => {
    const result = await validateAccountAsync(payload(), { ...OPTIONS, personalUrlTaken: async () => true });
    expect(result.codes).toEqual([]);
    expect(result.valid).toBe(false);
    expect(engineIssues(result).map((issue) => issue.path)).toEqual([['personalUrl']]);
  });

  it('resolves an async accountExists: false gives a clean result', async () => {
    expectClean(await validateAccountAsync(payload(), { ...OPTIONS, accountExists: async () => false }));
  });

  it('does not ask an async accountExists when the email fails its format code', async () => {
    let calls = 0;
    const accountExists = async () => {
      calls++;
      return true;
    };
    const result = await validateAccountAsync(payload({ emailAddress: 'nope' }), { ...OPTIONS, accountExists });
    expect(result.codes).toEqual(['002.01.10']);
    expect(calls).toBe(0);
  });

  it('resolves async facts together with lists: the full set agrees with the sync answer', async () => {
    const body = payload({ dateOfBirth: '20200101', countryCode: 'ZZ' });
    const result = await validateAccountAsync(body, {
      ...OPTIONS,
      accountExists: async () => true,
      personalUrlTaken: async () => false,
    });
    expect(sorted(result.codes)).toEqual(['002.01.03', '002.01.15', '002.01.31']);
    expect(result).toEqual(
      validateAccount(body, { ...OPTIONS, accountExists: () => true, personalUrlTaken: () => false }),
    );
  });
});
