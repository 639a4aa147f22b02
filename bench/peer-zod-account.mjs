/**
 * The create-account checks written the way a zod (v4) user would write
 * them: one schema (`z.looseObject` of per-field schemas, the rules across
 * fields as one `superRefine` on the object), run with `schema.safeParse`,
 * every issue's message being the code it stands for. The issues are then
 * mapped to the package's result shape (severity, documented, parameter,
 * path, message), so the benchmark compares like with like. It mirrors
 * bench/peer-valibot-account.mjs rule for rule.
 *
 * The schema is built once per options object (facts are closed over), as a
 * server would build it once. bench/equivalence-peers.mjs holds it to the
 * package (the same verdict, codes and issues, messages and order aside) on
 * the benchmark payloads and a generated corpus; `npm run bench` times
 * nothing while it disagrees.
 *
 * What zod cannot express identically (so this peer differs there), as for
 * the valibot peer:
 * - Unchecked rules: zod has no notion of a rule that needed a missing fact.
 *   Without `countries`, `charities`, `accountExists` or `personalUrlTaken`
 *   the peer skips the rule (no issue, no `unchecked` entry).
 * - Severity: zod issues have none; the two advice rules (postcode-format,
 *   telephone-format) are mapped to warnings afterwards, by code.
 * - The contract's value conventions (absent = missing, null or blank;
 *   numbers count as text; code-point lengths) are not zod's:
 *   `z.string().max()` would refuse numbers and count UTF-16 units, and a
 *   type failure stops a field, whereas the contract reports an object in a
 *   field both as absent (its documented code) and as wrong-typed. So each
 *   field is `z.unknown()` with refinements on small predicates.
 * - The list size: `z.array().max(5)` is checked before the entries and
 *   stops there (the bad entries of a too-long list would go unreported, and
 *   the rules across fields would not run), so it is a `.refine` on the
 *   length.
 * - 002.01.01 (not an object) must halt everything: `z.custom(isRecord)`
 *   comes first, piped into the object schema, which runs only if it passed.
 * - A single custom code (not in an array) is made a one-entry array by
 *   `z.preprocess`, so its issue paths carry index 0 as the contract's do.
 * - Issue order: zod reports field issues in schema order, then the rules
 *   across fields, then 002.01.02; the package reports in rule-table order.
 *   Codes compare as sets (contract section 3 allows that).
 * - `maxIssues` and the `messages` option are not supported; a fact function
 *   returning a Promise is not detected; today is fixed when the schema is
 *   built (`options.today`, else the machine's local date, not
 *   Europe/London).
 *
 * The field building blocks are shared with peer-zod-page.mjs, in
 * bench/peer-zod-common.mjs; the value predicates, the Parameter of each
 * issue and the mapping to the result shape with the valibot peers too, in
 * bench/peer-common.mjs.
 */
import { z } from 'zod';
import { accountParameter, floor, limit, MARKETING_FIELDS, TOP_ACCOUNT_FIELDS } from './peer-common.mjs';
import {
  check,
  DIGITS,
  field,
  formatted,
  isRecord,
  isText,
  list,
  longer,
  maxChars,
  ymdParts as parseYmd,
  required,
  rules,
  textOf,
  URL_SEGMENT,
  validateWith,
} from './peer-zod-common.mjs';

// The limits the rows state, read off the package's tables.
const FORENAME_MAX = limit('002.01.07', 'forename');
const SURNAME_MAX = limit('002.01.06', 'surname');
const LINE1_MAX = limit('too-long', 'addressLine1');
const LINE2_MAX = limit('too-long', 'addressLine2');
const TOWN_MAX = limit('too-long', 'townCity');
const COUNTY_MAX = limit('too-long', 'countyState');
const POSTCODE_MAX = limit('002.01.16', 'postcode');
const COUNTRY_MAX = limit('002.01.03', 'countryCode');
const TELEPHONE_MAX = limit('002.01.12', 'preferredTelephone');
const EMAIL_MAX = limit('002.01.09', 'emailAddress');
const URL_MAX = limit('002.01.20', 'personalUrl');
const AGE_MIN = floor('002.01.15', 'dateOfBirth');
const AGE_MAX = limit('002.01.15', 'dateOfBirth');
const CODE_MAX = limit('002.01.22', 'fundraiserCustomCode[]');
const CODES_MAX = limit('002.01.23', 'fundraiserCustomCode');
const CHARITY_MAX = limit('002.01.21', 'charityResourceId');

const UK_POSTCODE = /^(?:[A-Za-z]{1,2}[0-9][A-Za-z0-9]? [0-9][A-Za-z]{2}|[Gg][Ii][Rr] 0[Aa]{2})$/;
const TITLES = ['Mr', 'Mrs', 'Ms', 'Miss', 'Dr', 'Prof'];

/**
 * Whole years from a birth date to a day, each [year, month, day].
 * @param {number[]} birth
 * @param {number[]} day
 */
const age = ([by, bm, bd], [ty, tm, td]) => ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);

const WARNINGS = new Set(['postcode-format', 'telephone-format']);
const FIELDS = TOP_ACCOUNT_FIELDS;
const MARKETING = MARKETING_FIELDS;

/**
 * The zod schema for one set of options (facts closed over).
 * @example accountSchema({ today: '20261122' }).safeParse(body)
 */
export function accountSchema(options = {}) {
  const today =
    options.today === undefined
      ? (() => {
          const now = new Date();
          return [now.getFullYear(), now.getMonth() + 1, now.getDate()];
        })()
      : (parseYmd(options.today) ?? [0, 0, 0]);
  const countries = options.countries === undefined ? undefined : new Set(options.countries);
  const uk = new Set(options.ukCountryCodes ?? ['GB', 'UK']);
  const charities = options.charities === undefined ? undefined : new Set(options.charities);
  const { accountExists, personalUrlTaken, telephoneExists, postcodeFormat } = options;

  const isUk = (body) => isText(body.countryCode) && uk.has(textOf(body.countryCode));
  const emailUsable = (email) =>
    isText(email) && !longer(email, EMAIL_MAX) && textOf(email).includes('@') && /\..*\./.test(textOf(email));
  const hasCodes = (body) => body.fundraiserCustomCode.length > 0;

  const marketing = Object.fromEntries(
    MARKETING.map((name) => [
      name,
      formatted(
        (value) => textOf(value) === 'N',
        required('required'),
        check((value) => !isText(value) || textOf(value) === 'N', 'must-be-N'),
      ),
    ]),
  );

  const fields = z.looseObject({
    title: formatted(
      (value) => TITLES.includes(textOf(value)),
      check((value) => isText(value) && TITLES.includes(textOf(value)), '002.01.04'),
    ),
    forename: field(required('002.01.07'), maxChars(FORENAME_MAX, '002.01.07')),
    surname: field(required('002.01.06'), maxChars(SURNAME_MAX, '002.01.06')),
    addressLine1: field(required('002.01.19'), maxChars(LINE1_MAX, 'too-long')),
    addressLine2: field(required('required'), maxChars(LINE2_MAX, 'too-long')),
    townCity: field(required('002.01.19'), maxChars(TOWN_MAX, 'too-long')),
    countyState: field(required('required'), maxChars(COUNTY_MAX, 'too-long')),
    postcode: field(maxChars(POSTCODE_MAX, '002.01.16')),
    countryCode: field(
      check(
        (value) =>
          isText(value) && !longer(value, COUNTRY_MAX) && (countries === undefined || countries.has(textOf(value))),
        '002.01.03',
      ),
    ),
    preferredTelephone: formatted(
      (value) => DIGITS.test(textOf(value)),
      required('002.01.11'),
      check((value) => !isText(value) || (!longer(value, TELEPHONE_MAX) && DIGITS.test(textOf(value))), '002.01.12'),
    ),
    emailAddress: field(
      check((value) => !longer(value, EMAIL_MAX), '002.01.09'),
      check((value) => isText(value) && textOf(value).includes('@') && /\..*\./.test(textOf(value)), '002.01.10'),
    ),
    personalUrl: formatted(
      (value) => URL_SEGMENT.test(textOf(value)),
      required('002.01.05'),
      check((value) => !isText(value) || (!longer(value, URL_MAX) && URL_SEGMENT.test(textOf(value))), '002.01.20'),
      check(
        (value) =>
          personalUrlTaken === undefined ||
          !isText(value) ||
          longer(value, URL_MAX) ||
          !URL_SEGMENT.test(textOf(value)) ||
          !personalUrlTaken(textOf(value)),
        'personal-url-taken',
      ),
    ),
    termsAndConditionsAccepted: formatted(
      (value) => textOf(value) === 'Y',
      check((value) => isText(value) && textOf(value) === 'Y', '002.01.08'),
    ),
    ...marketing,
    dateOfBirth: formatted(
      (value) => parseYmd(value) !== undefined,
      required('002.01.13'),
      check((value) => !isText(value) || parseYmd(value) !== undefined, '002.01.14'),
      check((value) => {
        const birth = parseYmd(value);
        if (birth === undefined) return true;
        const years = age(birth, today);
        return years >= AGE_MIN && years <= AGE_MAX;
      }, '002.01.15'),
    ),
    fundraiserCustomCode: list(
      field(check((value) => isText(value) && !longer(value, CODE_MAX), '002.01.22')),
      '002.01.23',
      CODES_MAX,
    ),
    charityResourceId: field(),
  });

  // The rules across fields, as the valibot peer's `v.forward(v.partialCheck(...))` rules, then 002.01.02.
  const body = rules(fields, (body, report) => {
    if (isUk(body) && !isText(body.postcode)) report('002.01.16', 'postcode');
    if (isUk(body) && isText(body.postcode) && !UK_POSTCODE.test(textOf(body.postcode)))
      report('002.01.17', 'postcode');
    if (
      postcodeFormat !== undefined &&
      isText(body.postcode) &&
      isText(body.countryCode) &&
      !isUk(body) &&
      !postcodeFormat(textOf(body.postcode), textOf(body.countryCode))
    )
      report('postcode-format', 'postcode');
    if (
      telephoneExists !== undefined &&
      isText(body.preferredTelephone) &&
      !longer(body.preferredTelephone, TELEPHONE_MAX) &&
      DIGITS.test(textOf(body.preferredTelephone)) &&
      isText(body.countryCode) &&
      !telephoneExists(textOf(body.preferredTelephone), textOf(body.countryCode))
    )
      report('telephone-format', 'preferredTelephone');
    if (
      accountExists !== undefined &&
      emailUsable(body.emailAddress) &&
      parseYmd(body.dateOfBirth) !== undefined &&
      accountExists(textOf(body.emailAddress), textOf(body.dateOfBirth))
    )
      report('002.01.31', 'emailAddress');
    if (
      hasCodes(body) &&
      (!isText(body.charityResourceId) ||
        longer(body.charityResourceId, CHARITY_MAX) ||
        (charities !== undefined && !charities.has(textOf(body.charityResourceId))))
    )
      report('002.01.21', 'charityResourceId');
    if (!hasCodes(body) && longer(body.charityResourceId, CHARITY_MAX)) report('too-long', 'charityResourceId');
    if (
      !hasCodes(body) &&
      charities !== undefined &&
      isText(body.charityResourceId) &&
      !longer(body.charityResourceId, CHARITY_MAX) &&
      !charities.has(textOf(body.charityResourceId))
    )
      report('unknown-charity', 'charityResourceId');
    if (!(FIELDS.some((name) => isText(body[name])) || hasCodes(body))) report('002.01.02');
  });

  return z.custom(isRecord, { message: '002.01.01' }).pipe(body);
}

const schemas = new WeakMap();

/**
 * Validates with the zod schema and maps its issues to the package's result
 * shape (the message is the code: zod's message slot carries it).
 * @example validateAccountZod({ title: 'Sir' }, { today: '20261122' }).codes.includes('002.01.04') // true
 */
export function validateAccountZod(input, options = {}) {
  return validateWith(schemas, accountSchema, WARNINGS, accountParameter, input, options);
}
