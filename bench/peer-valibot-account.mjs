/**
 * The create-account checks written the way a valibot user would write them:
 * one schema (`v.looseObject` of per-field pipes, cross-field rules as
 * `v.forward(v.partialCheck(...))` on the object), run with
 * `v.safeParse(schema, input, { abortEarly: false })`, every issue's message
 * being the code it stands for. The issues are then mapped to the package's
 * result shape (severity, documented, parameter, path, message), so the
 * benchmark compares like with like.
 *
 * The schema is built once per options object (facts are closed over), as a
 * server would build it once. bench/equivalence-peers.mjs holds it to the
 * package (the same verdict, codes and issues, messages and order aside) on
 * the benchmark payloads and a generated corpus; `npm run bench` times
 * nothing while it disagrees.
 *
 * What valibot cannot express identically (so this peer differs there):
 * - Unchecked rules: valibot has no notion of a rule that needed a missing
 *   fact. Without `countries`, `charities`, `accountExists` or
 *   `personalUrlTaken` the peer simply skips the rule (no issue, and no
 *   `unchecked` entry); its result has `unchecked: []` always.
 * - Severity: valibot issues have none. The two advice rules
 *   (postcode-format, telephone-format) are mapped to warnings afterwards,
 *   by code.
 * - The contract's value conventions (absent = missing, null or blank after
 *   trimming; numbers count as text; code-point lengths; an 8-digit number
 *   is a date) are not valibot's: `v.string()`/`v.maxLength` would reject
 *   numbers and count UTF-16 units, and a type failure stops a field's pipe,
 *   whereas the contract reports an object in a field both as absent (its
 *   documented code) and as wrong-typed. So each field is `v.unknown()` piped
 *   into `v.check`s with small predicates; only the list size uses a built-in
 *   action (`v.maxLength(5)` on the custom-code array).
 * - Missing keys: `v.looseObject` reports a missing non-optional key with the
 *   object's own message and makes the object untyped, which would skip every
 *   cross-field check. Each field is therefore `v.optional(pipe, null)`: a
 *   missing key is read as `null`, so the field's absence checks run.
 * - 002.01.01 (not an object) must halt everything: `v.looseObject` accepts
 *   arrays, so a `v.custom(isRecord)` schema comes first in the pipe; its
 *   failure stops the pipe.
 * - A single custom code (not in an array) is turned into a one-entry array by
 *   `v.transform`, so its issue paths carry index 0 as the contract's do.
 * - Issue order: valibot reports field issues in schema order, then the
 *   object-level (cross-field) checks, then 002.01.02; the package reports in
 *   rule-table order. Codes compare as sets (contract section 3 allows
 *   that), but `issues`/`codes` order differ.
 * - `maxIssues` and the `messages` option are not supported (valibot's own
 *   `abortEarly` is all or nothing; messages would be a valibot `lang`).
 * - Fact functions are called by the predicates as valibot runs them; a
 *   function returning a Promise is not detected.
 * - Today is fixed when the schema is built (`options.today`, else the
 *   machine's local date at build time, not Europe/London).
 *
 * The field building blocks are shared with peer-valibot-page.mjs, in
 * bench/peer-valibot-common.mjs; the value predicates, the Parameter of each
 * issue and the mapping to the result shape with the zod peers too, in
 * bench/peer-common.mjs.
 */

import * as v from 'valibot';
import { accountParameter, floor, limit, MARKETING_FIELDS, TOP_ACCOUNT_FIELDS } from './peer-common.mjs';
import {
  DIGITS,
  entries,
  field,
  formatted,
  isRecord,
  isText,
  longer,
  maxChars,
  ymdParts as parseYmd,
  required,
  storable,
  textOf,
  URL_SEGMENT,
  validateWith,
  wrongType,
} from './peer-valibot-common.mjs';

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
 * The valibot schema for one set of options (facts closed over).
 * @example v.safeParse(accountSchema({ today: '20261122' }), body, { abortEarly: false })
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
  /** A cross-field rule: holds when `fails` does not, reported at `key`. */
  const rule = (keys, fails, code, key = keys[0]) =>
    v.forward(
      v.partialCheck(
        keys.map((name) => [name]),
        (body) => !fails(body),
        code,
      ),
      [key],
    );

  const marketing = Object.fromEntries(
    MARKETING.map((name) => [
      name,
      formatted(
        (value) => textOf(value) === 'N',
        required('required'),
        v.check((value) => !isText(value) || textOf(value) === 'N', 'must-be-N'),
      ),
    ]),
  );

  return v.pipe(
    v.custom(isRecord, '002.01.01'),
    v.looseObject({
      title: formatted(
        (value) => TITLES.includes(textOf(value)),
        v.check((value) => isText(value) && TITLES.includes(textOf(value)), '002.01.04'),
      ),
      forename: field(required('002.01.07'), maxChars(FORENAME_MAX, '002.01.07')),
      surname: field(required('002.01.06'), maxChars(SURNAME_MAX, '002.01.06')),
      addressLine1: field(required('002.01.19'), maxChars(LINE1_MAX, 'too-long')),
      addressLine2: field(required('required'), maxChars(LINE2_MAX, 'too-long')),
      townCity: field(required('002.01.19'), maxChars(TOWN_MAX, 'too-long')),
      countyState: field(required('required'), maxChars(COUNTY_MAX, 'too-long')),
      postcode: field(maxChars(POSTCODE_MAX, '002.01.16')),
      countryCode: field(
        v.check(
          (value) =>
            isText(value) && !longer(value, COUNTRY_MAX) && (countries === undefined || countries.has(textOf(value))),
          '002.01.03',
        ),
      ),
      preferredTelephone: formatted(
        (value) => DIGITS.test(textOf(value)),
        required('002.01.11'),
        v.check(
          (value) => !isText(value) || (!longer(value, TELEPHONE_MAX) && DIGITS.test(textOf(value))),
          '002.01.12',
        ),
      ),
      emailAddress: field(
        v.check((value) => !longer(value, EMAIL_MAX), '002.01.09'),
        v.check((value) => isText(value) && textOf(value).includes('@') && /\..*\./.test(textOf(value)), '002.01.10'),
      ),
      personalUrl: formatted(
        (value) => URL_SEGMENT.test(textOf(value)),
        required('002.01.05'),
        v.check((value) => !isText(value) || (!longer(value, URL_MAX) && URL_SEGMENT.test(textOf(value))), '002.01.20'),
        v.check(
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
        v.check((value) => isText(value) && textOf(value) === 'Y', '002.01.08'),
      ),
      ...marketing,
      dateOfBirth: formatted(
        (value) => parseYmd(value) !== undefined,
        required('002.01.13'),
        v.check((value) => !isText(value) || parseYmd(value) !== undefined, '002.01.14'),
        v.check((value) => {
          const birth = parseYmd(value);
          if (birth === undefined) return true;
          const years = age(birth, today);
          return years >= AGE_MIN && years <= AGE_MAX;
        }, '002.01.15'),
      ),
      fundraiserCustomCode: v.optional(
        v.pipe(
          v.unknown(),
          v.transform(entries),
          v.array(
            v.pipe(
              v.unknown(),
              v.check((value) => isText(value) && !longer(value, CODE_MAX), '002.01.22'),
              wrongType,
              storable(),
            ),
          ),
          v.maxLength(CODES_MAX, '002.01.23'),
        ),
        null,
      ),
      charityResourceId: field(),
    }),
    // Cross-field rules.
    rule(['countryCode', 'postcode'], (body) => isUk(body) && !isText(body.postcode), '002.01.16', 'postcode'),
    rule(
      ['countryCode', 'postcode'],
      (body) => isUk(body) && isText(body.postcode) && !UK_POSTCODE.test(textOf(body.postcode)),
      '002.01.17',
      'postcode',
    ),
    rule(
      ['countryCode', 'postcode'],
      (body) =>
        postcodeFormat !== undefined &&
        isText(body.postcode) &&
        isText(body.countryCode) &&
        !isUk(body) &&
        !postcodeFormat(textOf(body.postcode), textOf(body.countryCode)),
      'postcode-format',
      'postcode',
    ),
    rule(
      ['preferredTelephone', 'countryCode'],
      (body) =>
        telephoneExists !== undefined &&
        isText(body.preferredTelephone) &&
        !longer(body.preferredTelephone, TELEPHONE_MAX) &&
        DIGITS.test(textOf(body.preferredTelephone)) &&
        isText(body.countryCode) &&
        !telephoneExists(textOf(body.preferredTelephone), textOf(body.countryCode)),
      'telephone-format',
    ),
    rule(
      ['emailAddress', 'dateOfBirth'],
      (body) =>
        accountExists !== undefined &&
        emailUsable(body.emailAddress) &&
        parseYmd(body.dateOfBirth) !== undefined &&
        accountExists(textOf(body.emailAddress), textOf(body.dateOfBirth)),
      '002.01.31',
    ),
    rule(
      ['charityResourceId', 'fundraiserCustomCode'],
      (body) =>
        hasCodes(body) &&
        (!isText(body.charityResourceId) ||
          longer(body.charityResourceId, CHARITY_MAX) ||
          (charities !== undefined && !charities.has(textOf(body.charityResourceId)))),
      '002.01.21',
    ),
    rule(
      ['charityResourceId', 'fundraiserCustomCode'],
      (body) => !hasCodes(body) && longer(body.charityResourceId, CHARITY_MAX),
      'too-long',
    ),
    rule(
      ['charityResourceId', 'fundraiserCustomCode'],
      (body) =>
        !hasCodes(body) &&
        charities !== undefined &&
        isText(body.charityResourceId) &&
        !longer(body.charityResourceId, CHARITY_MAX) &&
        !charities.has(textOf(body.charityResourceId)),
      'unknown-charity',
    ),
    v.check(
      (/** @type {Record<string, unknown>} */ body) => FIELDS.some((name) => isText(body[name])) || hasCodes(body),
      '002.01.02',
    ),
  );
}

const schemas = new WeakMap();

/**
 * Validates with the valibot schema and maps its issues to the package's
 * result shape (the message is the code: valibot's message slot carries it).
 * @example validateAccountValibot({ title: 'Sir' }, { today: '20261122' }).codes.includes('002.01.04') // true
 */
export function validateAccountValibot(input, options = {}) {
  return validateWith(schemas, accountSchema, WARNINGS, accountParameter, input, options);
}
