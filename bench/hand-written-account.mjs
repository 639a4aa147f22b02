/**
 * A hand-written create-account validator, written as a careful engineer
 * would write one validator of this contract: the yardstick
 * `validateAccount` is measured against (bench/run.mjs).
 *
 * It does EXACTLY the checks of rules/account.ts as contract sections 3-6
 * decide them, in the same table order, with the same options, and returns
 * the same `{ valid, issues, codes, unchecked, truncated }` with the same
 * issue objects (each with its message and, for a rule with a limit or a
 * fixed list, its params: contract section 9.2), asking the same facts and
 * calling the same message functions in the same order.
 * bench/equivalence.mjs proves it, whole results compared; bench/run.mjs
 * runs it before timing anything, and times nothing while it disagrees.
 *
 * Where the speed comes from, and why each shortcut gives the same result:
 * - Each field's rules sit under one test of how it reads, the common
 *   valid value first: a string (`typeof` first) within its limit in UTF-16
 *   units, starting with printable ASCII (so not blank), in its format; only
 *   then is it searched for unstorable text, and any other value goes to a
 *   function of its own that sorts out which rows fire. A telephone number
 *   of digits, a URL segment, a title of the list, 'Y' and 'N' and a real
 *   date hold nothing unstorable: they are not searched.
 * - The helpers a validation runs on every call (a value's kind, lengths,
 *   storable text, issue building, the result) are this file's own, not
 *   shared with the page validator: V8's feedback for them sees account
 *   values only.
 * - One pass over the body: each field is read once, in the order the
 *   generated validator reads them (the table's reading order, which
 *   decides the message when several getters throw; the custom codes'
 *   count, which throws for a length no array can have, right after the
 *   custom codes), and classified once (absent / text / wrong type).
 * - One pass over the custom codes, where the generated validator makes its
 *   own (after 002.01.23, before any 002.01.22 issue, with no cut inside):
 *   each entry read once in index order, a run of holes at its first index
 *   (`holesEnd`, asked with `in` as the package asks it), so a list of
 *   length 2^32 - 1 costs its entries, not its length. The pass notes a bit
 *   per entry for each per-code rule that fires there; the per-code issues
 *   come after it, in the engine's order, an entry of 002.01.22 read again
 *   for its length (as the engine's loop reads it again).
 * - Options: the package's memo of the last four options objects
 *   (hand-written-common.mjs; the one found last is compared first, own key
 *   by own key); lookup lists are searched live, as the package promises (a
 *   Set as it is, an array with `indexOf`, a frozen array through a Set made
 *   once); without `ukCountryCodes`, 'GB' and 'UK' are compared as they are.
 * - Issues: each row is a constant (hand-written-common.mjs, `row`) with its
 *   message as the validator carries it, the values the row states (its
 *   limit, its list) filled in; an issue's params object and its default
 *   message (the row's text around the one value seen, concatenated: no
 *   scan of a template) are made only when the issue is built, after the
 *   `fields` and `maxIssues` checks, and a length's code points are counted
 *   only then. A caller's `messages` text is compiled once into parts.
 * - Lengths: `text.length <= max` is never too long (a code point is one or
 *   two UTF-16 units); code points are counted only past that, and only when
 *   the string holds a surrogate.
 * - Age: "13 to 100 years old on `today`" is `birth <= today - 13 years` and
 *   `birth > today - 101 years`, both YYYYMMDD integers computed once per
 *   `today` (the last one is kept): one comparison each per call.
 * - The URL segment is one native pass (the package's own pattern, a single
 *   regular expression test, not a loop per character); the UK postcode and
 *   the digits are short character loops; the e-mail shape three `indexOf`;
 *   unstorable text (U+0000, a lone surrogate) is found by `isWellFormed`
 *   and `indexOf`, which answer a one-byte string without a loop in
 *   JavaScript.
 * - `maxIssues`: every issue is pushed in table order and the list is cut at
 *   the end. The engine stops at the first issue that does not fit, so where
 *   it would read on (the custom codes' pass) or ask a fact, this validator
 *   first checks `issues.length > max`: past that point the engine had
 *   stopped. An unchecked rule is recorded only before that point, for the
 *   same reason. Past the cut an issue is a stand-in only: no params, no
 *   message, no call of a message function (the engine makes none).
 * - No object is made per call but the result (the issue list, and the
 *   issues, their paths and params, and unchecked entries it reports).
 *
 * What is read, and when, is the engine's: every operation made on the body
 * for the first time (`get`, `in`, Object.keys) comes in the same order, at
 * every cut (bench/equivalence.mjs, `checkReadLog`). Not covered: a body
 * whose getters or traps answer differently, or do something of their own,
 * on a read made again (the engine's per-code rules read the custom codes
 * again after its pass; this validator reads them once, and again only for
 * a 002.01.22 issue's length, or in a list with holes it jumped).
 *
 * Messages, limits and fixed lists are the rule table's, read from the
 * package's `accountRules` when this module loads; which of a row's cases
 * applies is decided here.
 */
import { accountRules } from 'fundraising-rules';
import {
  callerMessage,
  FactError,
  fieldsWith,
  filled,
  isLeap,
  isThenable,
  promiseError,
  resolveOptions,
  row,
  SURROGATE,
  strictError,
  todayInLondon,
  URL_SEGMENT,
  unreadable,
} from './hand-written-common.mjs';

// ---------------------------------------------------------------------------
// Rows (rules/account.ts): each row's messages, limits and fixed values as the package's tables give them

const R = {
  body: row('002.01.01', ''),
  none: row('002.01.02', ''),
  title: row('002.01.04', 'title'),
  forename: row('002.01.07', 'forename'),
  surname: row('002.01.06', 'surname'),
  addressLine1: row('002.01.19', 'addressLine1'),
  addressLine1Long: row('too-long', 'addressLine1'),
  addressLine2: row('required', 'addressLine2'),
  addressLine2Long: row('too-long', 'addressLine2'),
  townCity: row('002.01.19', 'townCity'),
  townCityLong: row('too-long', 'townCity'),
  countyState: row('required', 'countyState'),
  countyStateLong: row('too-long', 'countyState'),
  postcode16: row('002.01.16', 'postcode'),
  postcode17: row('002.01.17', 'postcode'),
  postcodeFormat: row('postcode-format', 'postcode'),
  country: row('002.01.03', 'countryCode'),
  telephone11: row('002.01.11', 'preferredTelephone'),
  telephone12: row('002.01.12', 'preferredTelephone'),
  telephoneFormat: row('telephone-format', 'preferredTelephone'),
  email09: row('002.01.09', 'emailAddress'),
  email10: row('002.01.10', 'emailAddress'),
  email31: row('002.01.31', 'emailAddress'),
  url05: row('002.01.05', 'personalUrl'),
  url20: row('002.01.20', 'personalUrl'),
  urlTaken: row('personal-url-taken', 'personalUrl'),
  terms: row('002.01.08', 'termsAndConditionsAccepted'),
  dob13: row('002.01.13', 'dateOfBirth'),
  dob14: row('002.01.14', 'dateOfBirth'),
  dob15: row('002.01.15', 'dateOfBirth'),
  codes23: row('002.01.23', 'fundraiserCustomCode'),
  codes22: row('002.01.22', 'fundraiserCustomCode[]'),
  codesWrong: row('wrong-type', 'fundraiserCustomCode[]'),
  codesUnstorable: row('not-storable-text', 'fundraiserCustomCode[]'),
  charity21: row('002.01.21', 'charityResourceId'),
  charityLong: row('too-long', 'charityResourceId'),
  charityUnknown: row('unknown-charity', 'charityResourceId'),
};

/** The wrong-type and not-storable-text rows of each top-level text field. */
const W = {};
for (const field of fieldsWith('wrong-type', accountRules)) {
  W[field] = { wrong: row('wrong-type', field), unstorable: row('not-storable-text', field) };
}

/** The four marketing indicators, no longer used: each required, and 'N'. */
const MARKETING = [
  'charityMarketingIndicator',
  'allCharityMarketingIndicator',
  'groupMarketingIndicator',
  'serviceMarketingIndicator',
].map((field) => ({
  required: row('required', field),
  mustBeN: row('must-be-N', field),
  wrong: row('wrong-type', field),
  unstorable: row('not-storable-text', field),
}));

// The limits and fixed values the rows state, as constants of the valid path.
const TITLES = R.title.allowed;
const FORENAME_MAX = R.forename.max;
const SURNAME_MAX = R.surname.max;
const LINE1_MAX = R.addressLine1Long.max;
const LINE2_MAX = R.addressLine2Long.max;
const TOWN_MAX = R.townCityLong.max;
const COUNTY_MAX = R.countyStateLong.max;
const POSTCODE_MAX = R.postcode16.max;
const COUNTRY_MAX = R.country.max;
const TELEPHONE_MAX = R.telephone12.max;
const EMAIL_MAX = R.email09.max;
const URL_MAX = R.url20.max;
const ACCEPTED = R.terms.allowed.length === 1 ? R.terms.allowed[0] : undefined;
const MARKETING_N = MARKETING.map((rows) => (rows.mustBeN.allowed.length === 1 ? rows.mustBeN.allowed[0] : undefined));
const CODES_MAX = R.codes23.max;
const CODE_MAX = R.codes22.max;
const CHARITY_MAX = R.charity21.max;
const AGE_MIN = R.dob15.min;
const AGE_MAX = R.dob15.max;

// ---------------------------------------------------------------------------
// Values (contract section 5)

const ABSENT = 0;
const TEXT = 1;
const WRONG = 2;

/**
 * Missing, null or blank: ABSENT; non-blank string or finite number: TEXT;
 * else WRONG (an object, an array, a boolean, a number that is not finite:
 * contract section 10.5). A string starting with printable ASCII (never
 * white space) is text at once; any other value ('' too: its first code
 * is NaN, 0 once truncated) goes to `otherKind`.
 */
function kindOf(value) {
  return typeof value === 'string' && ((value.charCodeAt(0) | 0) - 33) >>> 0 < 94 ? TEXT : otherKind(value);
}

/** `kindOf` of any value but a string that starts with printable ASCII. */
function otherKind(value) {
  if (typeof value === 'string') return value.trim().length === 0 ? ABSENT : TEXT;
  if (typeof value === 'number') return value - value === 0 ? TEXT : WRONG; // NaN and the infinities are not finite
  return value === undefined || value === null ? ABSENT : WRONG;
}

/** The text of a TEXT value (numbers read as String(value)). */
const textOf = (value) => (typeof value === 'string' ? value : String(value));

/**
 * The usual value of a free-text field: a string of at most `max` UTF-16
 * units (so at most `max` code points) whose first character is printable
 * ASCII (so not blank).
 */
const plain = (value, max) =>
  typeof value === 'string' && value.length <= max && ((value.charCodeAt(0) | 0) - 33) >>> 0 < 94;

/**
 * More than `max` Unicode code points? A string has at least as many UTF-16
 * units as code points, so `length <= max` settles the usual case at once;
 * only a longer one that holds a surrogate needs counting.
 */
const longer = (text, max) => text.length > max && countsOver(text, max);

function countsOver(text, max) {
  const units = text.length;
  // Two units at most per code point.
  if (units > 2 * max || !SURROGATE.test(text)) return true;
  let count = 0;
  for (let i = 0; i < units; i++) {
    const unit = text.charCodeAt(i);
    if (unit >= 0xd800 && unit <= 0xdbff && i + 1 < units) {
      const next = text.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) i++;
    }
    if (++count > max) return true;
  }
  return false;
}

/** How many code points a text has (0 for none; a lone surrogate counts as one): an issue's `length`. */
function codePoints(text) {
  if (text === undefined) return 0;
  const units = text.length;
  if (!SURROGATE.test(text)) return units;
  let count = units;
  for (let i = 0; i < units - 1; i++) {
    const unit = text.charCodeAt(i);
    if (unit >= 0xd800 && unit <= 0xdbff) {
      const next = text.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        count--;
        i++;
      }
    }
  }
  return count;
}

/**
 * Does the text hold what a text column cannot store: U+0000, or a
 * surrogate that is not half of a pair (contract section 10.5)? Two native
 * searches: `isWellFormed` answers a one-byte string (the usual field) at
 * once, and `indexOf` scans for U+0000 without a loop in JavaScript.
 */
const unstorable = (text) => !text.isWellFormed() || text.indexOf('\u0000') !== -1;

/** ASCII digits only, at least one. */
function digitsOnly(text) {
  const n = text.length;
  for (let i = 0; i < n; i++) {
    const c = text.charCodeAt(i);
    if (c < 48 || c > 57) return false;
  }
  return n > 0;
}

/** '@' and at least two '.' (the service's whole email rule). */
function emailShape(text) {
  if (text.indexOf('@') === -1) return false;
  const first = text.indexOf('.');
  return first !== -1 && text.indexOf('.', first + 1) !== -1;
}

const isLetter = (c) => (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
const isDigit = (c) => c >= 48 && c <= 57;

/**
 * A UK postcode: outward code A9, A99, AA9, AA99, A9A or AA9A, one space,
 * inward code 9AA; or GIR 0AA (letters in either case). The same language as
 * the engine's UK_POSTCODE pattern, read from both ends: the inward code is
 * always the last three characters and the space the fourth from last.
 */
function ukPostcode(text) {
  const n = text.length;
  if (n < 6 || n > 8 || text.charCodeAt(n - 4) !== 32) return false;
  if (!isDigit(text.charCodeAt(n - 3)) || !isLetter(text.charCodeAt(n - 2)) || !isLetter(text.charCodeAt(n - 1)))
    return false;
  const a = text.charCodeAt(0);
  const b = text.charCodeAt(1);
  if (!isLetter(a)) return false;
  if (n === 6) return isDigit(b); // A9
  const c = text.charCodeAt(2);
  if (n === 7) {
    // AA9, A9A, A99; or GIR 0AA
    if (isLetter(b)) {
      if (isDigit(c)) return true;
      return (
        (a | 32) === 103 &&
        (b | 32) === 105 &&
        (c | 32) === 114 &&
        text.charCodeAt(4) === 48 &&
        (text.charCodeAt(5) | 32) === 97 &&
        (text.charCodeAt(6) | 32) === 97
      );
    }
    return isDigit(b) && (isLetter(c) || isDigit(c));
  }
  // AA9A, AA99
  const d = text.charCodeAt(3);
  return isLetter(b) && isDigit(c) && (isLetter(d) || isDigit(d));
}

const DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** A real calendar date written YYYYMMDD, as the integer YYYYMMDD; -1 when the text is not one (years 0000-9999). */
function ymd(text) {
  if (text.length !== 8) return -1;
  let n = 0;
  for (let i = 0; i < 8; i++) {
    const digit = text.charCodeAt(i) - 48;
    if (digit < 0 || digit > 9) return -1;
    n = n * 10 + digit;
  }
  const month = ((n / 100) | 0) % 100;
  const day = n % 100;
  if (month < 1 || month > 12 || day < 1) return -1;
  if (day <= DAYS[month - 1]) return n;
  return month === 2 && day === 29 && isLeap((n / 10000) | 0) ? n : -1;
}

/**
 * The day `years` whole years before `day` (both YYYYMMDD): 29 February goes
 * back to 28 February in a common year, as date-fns's subYears does.
 */
function yearsBefore(day, years) {
  const year = Math.floor(day / 10000) - years;
  const monthDay = day % 10000;
  return year * 10000 + (monthDay === 229 && !isLeap(year) ? 228 : monthDay);
}

// The age bounds of the last `today` seen: born on or before `bornBy`, and after `bornAfter`.
let boundsDay = -1;
let bornBy = 0;
let bornAfter = 0;
function ageBounds(today) {
  boundsDay = today;
  bornBy = yearsBefore(today, AGE_MIN);
  bornAfter = yearsBefore(today, AGE_MAX + 1);
}

/**
 * How many entries a repeating field holds: an array's length, 0 when absent,
 * 1 for one value. A length no array can have (only a Proxy claims one) is
 * the engine's TypeError, so the body reads as unreadable, never as a loop
 * without end.
 */
function entryCount(value) {
  if (value === undefined || value === null) return 0;
  if (Array.isArray(value)) {
    const length = value.length;
    if (typeof length !== 'number' || !Number.isInteger(length) || length < 0 || length > 4_294_967_295)
      throw new TypeError(`a list claims a length no array can have (${String(length)})`);
    return length;
  }
  return typeof value === 'string' && kindOf(value) === ABSENT ? 0 : 1;
}

/**
 * The existing indices of the lists with holes one validation met, by list
 * (the package's `findings.sparse`): made at the first hole, dropped when
 * the validation ends; a call made from inside another, by a getter, keeps
 * its own (the validator swaps it out on entry and back on exit).
 */
let sparse;

/**
 * The package's `holesEnd` for an array `list`: `index` itself when the
 * list holds that index (asked with `in`, as the package asks it), else the
 * last index of the run of holes that starts there, so that a loop reads the
 * first hole of a run and jumps past the others. The work is bounded by the
 * entries that exist, not by a claimed length (`[]` with length 2^32 - 1).
 */
const holesEnd = (list, index) => (index in list ? index : runEnd(list, index));

/** The last index of the run of holes that starts at `index`, from the list's existing indices (found once). */
function runEnd(list, index) {
  let existing = sparse?.get(list);
  if (existing === undefined) {
    existing = [];
    for (const key of Object.keys(list)) {
      const at = Number(key);
      if (Number.isInteger(at) && at >= 0 && at < list.length && String(at) === key) existing.push(at);
    }
    existing.sort((a, b) => a - b);
    sparse ??= new Map();
    sparse.set(list, existing);
  }
  let low = 0;
  let high = existing.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (existing[middle] <= index) low = middle + 1;
    else high = middle;
  }
  return Math.max(index, (existing[low] ?? list.length) - 1);
}

/** Is `text` in a lookup list (a Set or an array)? What the caller's list throws is the caller's failure. */
function inList(list, text) {
  try {
    return Array.isArray(list) ? list.indexOf(text) !== -1 : list.has(text);
  } catch (error) {
    throw new FactError(error);
  }
}

/** Is the country a UK code: 'GB' or 'UK' by default, else one of `ukCountryCodes` (read live)? */
const isUk = (o, country) => (o.uk === undefined ? country === 'GB' || country === 'UK' : inList(o.uk, country));

/**
 * Asks a fact (one or two arguments). Everything that can throw while it
 * answers (the function, a `then` getter of its answer) is the caller's
 * failure, wrapped so that it propagates, as the package's guard does.
 */
function ask(name, fact, a, b) {
  let raw;
  try {
    raw = b === undefined ? fact(a) : fact(a, b);
    if (isThenable(raw)) throw promiseError(name, raw);
  } catch (error) {
    throw new FactError(error);
  }
  return Boolean(raw);
}

// ---------------------------------------------------------------------------
// Issues and the result

/**
 * What stands for an issue past the cut: it is counted, so that
 * `issues.length > max` says the engine has stopped, and `finish` cuts it
 * off. Nothing of it is built.
 */
const PAST = Object.freeze({ past: true });

/**
 * Is an issue of row `r` to be built? Not when field-level validation
 * leaves it out (contract section 9.3: an issue at another top-level field
 * counts for nothing); not past the cut either (its stand-in is counted).
 */
function builds(o, issues, r) {
  const fields = o.fields;
  if (fields !== undefined && r.top !== '' && !fields.has(r.top)) return false;
  if (issues.length < o.maxIssues) return true;
  issues.push(PAST);
  return false;
}

/**
 * The issue of row `r` at `path` (by default its own top-level field, or
 * the body) with `params` (or none) and the default message `text`, or the
 * caller's. Key order as the package's.
 */
function built(o, r, at, params, text) {
  const path = at === undefined ? (r.top === '' ? [] : [r.top]) : at;
  const messages = o.messages;
  const message = messages === undefined ? text : (callerMessage(messages, r, path, params) ?? text);
  return params === undefined
    ? { code: r.code, documented: r.documented, severity: r.severity, parameter: r.parameter, path, message }
    : { code: r.code, documented: r.documented, severity: r.severity, parameter: r.parameter, path, message, params };
}

/** Adds an issue of a row without params. */
function add(o, issues, r, path) {
  if (builds(o, issues, r)) issues.push(built(o, r, path, undefined, r.message));
}

/** Adds an issue of a length limit: `{ max, length }`, the code points of `text` (none: 0) counted now. */
function addLength(o, issues, r, text, path) {
  if (!builds(o, issues, r)) return;
  const params = { max: r.max, length: codePoints(text) };
  issues.push(built(o, r, path, params, r.simple === 1 ? r.head + params.length + r.tail : defaultText(r, params)));
}

/** Adds an issue of a count of entries: `{ max, count }`. */
function addCount(o, issues, r, count, path) {
  if (!builds(o, issues, r)) return;
  const params = { max: r.max, count };
  issues.push(built(o, r, path, params, r.simple === 1 ? r.head + count + r.tail : defaultText(r, params)));
}

/** Adds an issue of a row whose params are its allowed values: a fresh list each time. */
function addAllowed(o, issues, r, path) {
  if (builds(o, issues, r)) issues.push(built(o, r, path, { allowed: r.allowed.slice() }, r.message));
}

/** Adds an issue of an age range: `{ min, max }`. */
function addRange(o, issues, r, path) {
  if (builds(o, issues, r)) issues.push(built(o, r, path, { min: r.min, max: r.max }, r.message));
}

/** A default message with more placeholders than the one value an issue sees. */
const defaultText = (r, params) => (r.simple === 0 ? r.message : filled(r.parts, params));

/**
 * Records that row `r` needed the option `needs`, which was not given
 * (errors only); left out, as its issues would be, when field-level
 * validation leaves out its field. Each row of the account that needs a
 * fact is met once per validation, and no two share a code: an entry per
 * code, without a search.
 */
function skip(o, unchecked, r, needs) {
  if (r.severity !== 'error') return;
  const fields = o.fields;
  if (fields === undefined || r.top === '' || fields.has(r.top))
    unchecked.push({ code: r.code, parameter: r.parameter, needs });
}

/**
 * The result: the issues cut at `max`, valid and codes from what is kept
 * (the issues of a rule come together: the last documented code met is
 * compared first).
 */
function finish(max, issues, unchecked) {
  const n = issues.length;
  if (n === 0) return { valid: true, issues, codes: [], unchecked, truncated: false };
  const truncated = n > max;
  if (truncated) issues.length = max;
  const codes = [];
  let valid = true;
  let last = '';
  for (let i = 0; i < issues.length; i++) {
    const found = issues[i];
    if (found.severity === 'error') valid = false;
    if (found.documented) {
      const code = found.code;
      if (code !== last && !codes.includes(code)) codes.push(code);
      last = code;
    }
  }
  return { valid, issues, codes, unchecked, truncated };
}

// ---------------------------------------------------------------------------
// The validator

/**
 * Checks a create-account body exactly as `validateAccount` does.
 * @example validateAccountByHand({ title: 'Sir' }, { today: '20261122' }).codes.includes('002.01.04') // true
 */
export function validateAccountByHand(input, options) {
  const o = resolveOptions(options);
  const outer = sparse;
  sparse = undefined;
  let result;
  try {
    result = check(input, o);
  } catch (error) {
    result = unreadable(error);
  } finally {
    sparse = outer;
  }
  if (o.strict && result.unchecked.length > 0) throw strictError(result.unchecked);
  return result;
}

/**
 * Reads the body, then runs the rules in table order. Each field's usual
 * valid value is recognised by tests written out here, not in helpers: V8
 * inlines a helper into a function only up to a budget of bytecode per
 * function (920 bytes), which this function's helpers would exceed, and the
 * calls left then cost a fifth of the time. Any other value goes to its
 * field's fault function, which sorts out its rows in table order; the
 * postcode and country (two lookups and a format) are a function of their
 * own, which V8 compiles with a budget of its own.
 */
function check(input, o) {
  const max = o.maxIssues;
  const issues = [];
  const unchecked = [];

  // 002.01.01: not an object; nothing else runs.
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    add(o, issues, R.body);
    return finish(max, issues, unchecked);
  }

  // Each field read once, all before any rule asks a fact, in the generated validator's order (the table's
  // reading order), which decides the message when several getters throw: the custom codes' count (which
  // throws for a length no array can have) right after the custom codes, before the charity.
  const title = input.title;
  const forename = input.forename;
  const surname = input.surname;
  const addressLine1 = input.addressLine1;
  const addressLine2 = input.addressLine2;
  const townCity = input.townCity;
  const countyState = input.countyState;
  const postcode = input.postcode;
  const countryCode = input.countryCode;
  const telephone = input.preferredTelephone;
  const email = input.emailAddress;
  const personalUrl = input.personalUrl;
  const terms = input.termsAndConditionsAccepted;
  const marketing0 = input.charityMarketingIndicator;
  const marketing1 = input.allCharityMarketingIndicator;
  const marketing2 = input.groupMarketingIndicator;
  const marketing3 = input.serviceMarketingIndicator;
  const dob = input.dateOfBirth;
  const customCodes = input.fundraiserCustomCode;
  const codeCount = customCodes === undefined ? 0 : entryCount(customCodes);
  const charity = input.charityResourceId;

  // 002.01.02: no account field present. A title of the list settles it (the usual case: one search).
  const titled = TITLES.indexOf(title) !== -1;
  if (
    !titled &&
    kindOf(title) !== TEXT &&
    noneGiven(
      forename,
      surname,
      addressLine1,
      addressLine2,
      townCity,
      countyState,
      postcode,
      countryCode,
      telephone,
      email,
      personalUrl,
      terms,
      marketing0,
      marketing1,
      marketing2,
      marketing3,
      dob,
      charity,
      codeCount,
    )
  )
    add(o, issues, R.none);

  // Rows 2-27: title, names and address. A free-text value is usual when it is a string within its limit in
  // UTF-16 units (so in code points), starting with printable ASCII (so not blank), that isWellFormed (no lone
  // surrogate) and holds no U+0000: the two native searches answer a one-byte string without a loop.
  if (!titled) titleFault(o, issues, title);
  if (
    typeof forename !== 'string' ||
    forename.length > FORENAME_MAX ||
    ((forename.charCodeAt(0) | 0) - 33) >>> 0 > 93 ||
    !forename.isWellFormed() ||
    forename.indexOf('\u0000') !== -1
  )
    freeTextFault(o, issues, forename, FORENAME_MAX, R.forename, R.forename.cases.absent, true, W.forename);
  if (
    typeof surname !== 'string' ||
    surname.length > SURNAME_MAX ||
    ((surname.charCodeAt(0) | 0) - 33) >>> 0 > 93 ||
    !surname.isWellFormed() ||
    surname.indexOf('\u0000') !== -1
  )
    freeTextFault(o, issues, surname, SURNAME_MAX, R.surname, R.surname.cases.absent, true, W.surname);
  if (
    typeof addressLine1 !== 'string' ||
    addressLine1.length > LINE1_MAX ||
    ((addressLine1.charCodeAt(0) | 0) - 33) >>> 0 > 93 ||
    !addressLine1.isWellFormed() ||
    addressLine1.indexOf('\u0000') !== -1
  )
    freeTextFault(o, issues, addressLine1, LINE1_MAX, R.addressLine1Long, R.addressLine1, false, W.addressLine1);
  if (
    typeof addressLine2 !== 'string' ||
    addressLine2.length > LINE2_MAX ||
    ((addressLine2.charCodeAt(0) | 0) - 33) >>> 0 > 93 ||
    !addressLine2.isWellFormed() ||
    addressLine2.indexOf('\u0000') !== -1
  )
    freeTextFault(o, issues, addressLine2, LINE2_MAX, R.addressLine2Long, R.addressLine2, false, W.addressLine2);
  if (
    typeof townCity !== 'string' ||
    townCity.length > TOWN_MAX ||
    ((townCity.charCodeAt(0) | 0) - 33) >>> 0 > 93 ||
    !townCity.isWellFormed() ||
    townCity.indexOf('\u0000') !== -1
  )
    freeTextFault(o, issues, townCity, TOWN_MAX, R.townCityLong, R.townCity, false, W.townCity);
  if (
    typeof countyState !== 'string' ||
    countyState.length > COUNTY_MAX ||
    ((countyState.charCodeAt(0) | 0) - 33) >>> 0 > 93 ||
    !countyState.isWellFormed() ||
    countyState.indexOf('\u0000') !== -1
  )
    freeTextFault(o, issues, countyState, COUNTY_MAX, R.countyStateLong, R.countyState, false, W.countyState);

  // Rows 28-37: postcode and country (false: the engine stopped at the cut before a list it asks).
  const country =
    typeof countryCode === 'string' &&
    countryCode.length <= COUNTRY_MAX &&
    ((countryCode.charCodeAt(0) | 0) - 33) >>> 0 < 94
      ? countryCode
      : kindOf(countryCode) === TEXT
        ? textOf(countryCode)
        : undefined;
  if (!place(o, issues, unchecked, postcode, countryCode, country)) return finish(max, issues, unchecked);

  // Rows 38-42: telephone, digits only within its limit as usual (nothing else to store).
  if (typeof telephone === 'string' && telephone.length <= TELEPHONE_MAX && digitsOnly(telephone)) {
    if (country !== undefined && o.telephoneExists !== undefined) {
      // A warning: without the option it is neither checked nor listed as unchecked.
      if (issues.length > max) return finish(max, issues, unchecked);
      if (!ask('telephoneExists', o.telephoneExists, telephone, country)) add(o, issues, R.telephoneFormat);
    }
  } else if (!telephoneFault(o, issues, telephone, country)) return finish(max, issues, unchecked);

  // The date of birth, read now for the account lookup (its rows come later, in table order).
  let dobText;
  let birth = typeof dob === 'string' ? ymd(dob) : -1;
  if (birth >= 0) dobText = dob;
  else {
    dobText = kindOf(dob) === TEXT ? textOf(dob) : undefined;
    if (dobText !== undefined && typeof dob !== 'string') birth = ymd(dobText);
  }

  // Rows 43-47: e-mail, '@' and two '.' within its limit as usual, then the account lookup.
  if (
    typeof email === 'string' &&
    email.length <= EMAIL_MAX &&
    ((email.charCodeAt(0) | 0) - 33) >>> 0 < 94 &&
    emailShape(email)
  ) {
    if (birth >= 0) {
      if (o.accountExists === undefined) {
        if (issues.length <= max) skip(o, unchecked, R.email31, 'accountExists');
      } else {
        if (issues.length > max) return finish(max, issues, unchecked);
        if (ask('accountExists', o.accountExists, email, dobText)) add(o, issues, R.email31);
      }
    }
    if (!email.isWellFormed() || email.indexOf('\u0000') !== -1) add(o, issues, W.emailAddress.unstorable);
  } else if (!emailFault(o, issues, unchecked, email, dobText, birth)) return finish(max, issues, unchecked);

  // Rows 48-52: personal URL, a URL segment within its limit as usual (nothing else to store), then its lookup.
  if (typeof personalUrl === 'string' && personalUrl.length <= URL_MAX && URL_SEGMENT.test(personalUrl)) {
    if (o.personalUrlTaken === undefined) {
      if (issues.length <= max) skip(o, unchecked, R.urlTaken, 'personalUrlTaken');
    } else {
      if (issues.length > max) return finish(max, issues, unchecked);
      if (ask('personalUrlTaken', o.personalUrlTaken, personalUrl, undefined)) add(o, issues, R.urlTaken);
    }
  } else if (!urlFault(o, issues, unchecked, personalUrl)) return finish(max, issues, unchecked);

  // Rows 53-72: terms ('Y'), and the four marketing indicators, no longer used ('N'). Strings: a number never matches.
  if (terms !== ACCEPTED) fixedFault(o, issues, terms, R.terms, R.terms, W.termsAndConditionsAccepted);
  if (marketing0 !== MARKETING_N[0]) marketingFault(o, issues, marketing0, MARKETING[0]);
  if (marketing1 !== MARKETING_N[1]) marketingFault(o, issues, marketing1, MARKETING[1]);
  if (marketing2 !== MARKETING_N[2]) marketingFault(o, issues, marketing2, MARKETING[2]);
  if (marketing3 !== MARKETING_N[3]) marketingFault(o, issues, marketing3, MARKETING[3]);

  // Rows 73-77: date of birth; 13 to 100 years old is two integer comparisons against bounds kept per `today`.
  if (birth >= 0) {
    const today = o.today === 0 ? todayInLondon() : o.today;
    if (today !== boundsDay) ageBounds(today);
    if (birth > bornBy) addRange(o, issues, R.dob15.cases['too-young']);
    else if (birth <= bornAfter) addRange(o, issues, R.dob15);
  } else birthFault(o, issues, dob, dobText);

  // Rows 78-86: custom codes, and the charity they need (neither given, as usual: nothing to check).
  if (codeCount > 0 || charity !== undefined) {
    if (codeCount > 0 && !codes(o, issues, customCodes, codeCount)) return finish(max, issues, unchecked);
    if (issues.length > max) return finish(max, issues, unchecked); // the engine asks no list past the cut
    charityRules(o, issues, unchecked, charity, codeCount);
  }
  return issues.length === 0
    ? { valid: true, issues, codes: [], unchecked, truncated: false }
    : finish(max, issues, unchecked);
}

/** 002.01.02 (off the usual path): no account field present, the title known to be no text. */
function noneGiven(
  forename,
  surname,
  addressLine1,
  addressLine2,
  townCity,
  countyState,
  postcode,
  countryCode,
  telephone,
  email,
  personalUrl,
  terms,
  marketing0,
  marketing1,
  marketing2,
  marketing3,
  dob,
  charity,
  codeCount,
) {
  return (
    nonePresent(forename, surname, addressLine1, addressLine2, townCity, countyState, postcode, countryCode) &&
    nonePresent(telephone, email, personalUrl, terms, marketing0, marketing1, marketing2, marketing3) &&
    kindOf(dob) !== TEXT &&
    kindOf(charity) !== TEXT &&
    codeCount === 0
  );
}

/** Is no one of these values text? (002.01.02, off the usual path.) */
const nonePresent = (a, b, c, d, e, f, g, h) =>
  kindOf(a) !== TEXT &&
  kindOf(b) !== TEXT &&
  kindOf(c) !== TEXT &&
  kindOf(d) !== TEXT &&
  kindOf(e) !== TEXT &&
  kindOf(f) !== TEXT &&
  kindOf(g) !== TEXT &&
  kindOf(h) !== TEXT;

/**
 * A free-text field that is not the usual value, or holds unstorable text:
 * its rows in table order. `longRow` reports a text past `max`; `absent`
 * reports no text (with `{ max, length: 0 }` when `absentLength`, as a row
 * whose condition states the limit does); then wrong-type or
 * not-storable-text.
 */
function freeTextFault(o, issues, value, max, longRow, absent, absentLength, rows) {
  const kind = kindOf(value);
  if (kind === TEXT) {
    const text = textOf(value);
    if (longer(text, max)) addLength(o, issues, longRow, text);
    if (unstorable(text)) add(o, issues, rows.unstorable);
  } else {
    if (absentLength) addLength(o, issues, absent, undefined);
    else add(o, issues, absent);
    if (kind === WRONG) add(o, issues, rows.wrong);
  }
}

/** A title that is none of the list: 002.01.04 (its absent case, or not one of them), then its type or storage. */
function titleFault(o, issues, title) {
  fixedFault(o, issues, title, R.title, R.title.cases.absent, W.title);
}

/**
 * A value that is none of its row's fixed values: the row (`absent`, its
 * case for no text), then wrong-type or not-storable-text (whose params
 * are the same fixed values).
 */
function fixedFault(o, issues, value, present, absent, rows) {
  const kind = kindOf(value);
  if (kind === TEXT) {
    addAllowed(o, issues, present);
    if (unstorable(textOf(value))) addAllowed(o, issues, rows.unstorable);
  } else {
    addAllowed(o, issues, absent);
    if (kind === WRONG) add(o, issues, rows.wrong);
  }
}

/** A marketing indicator that is not 'N': required, or must be 'N'; and maybe the wrong type or unstorable. */
function marketingFault(o, issues, value, rows) {
  const kind = kindOf(value);
  if (kind === TEXT) {
    addAllowed(o, issues, rows.mustBeN);
    if (unstorable(textOf(value))) addAllowed(o, issues, rows.unstorable);
  } else {
    add(o, issues, rows.required);
    if (kind === WRONG) add(o, issues, rows.wrong);
  }
}

/**
 * Rows 28-37: postcode (the country decides which format rule applies) and
 * countryCode. False when the engine would have stopped before a fact or a
 * list it asks.
 */
function place(o, issues, unchecked, postcode, countryCode, country) {
  const max = o.maxIssues;
  const postcodeText = plain(postcode, POSTCODE_MAX)
    ? postcode
    : kindOf(postcode) === TEXT
      ? textOf(postcode)
      : undefined;
  // The UK codes are asked where the engine asks them: not for a postcode too long, which settles 002.01.16.
  let uk = 0; // 1: a UK code, 2: another; 0: not asked yet
  if (postcodeText !== undefined && longer(postcodeText, POSTCODE_MAX))
    addLength(o, issues, R.postcode16.cases['too-long'], postcodeText);
  else if (country !== undefined) {
    uk = isUk(o, country) ? 1 : 2;
    if (uk === 1 && postcodeText === undefined) addLength(o, issues, R.postcode16, undefined);
  }
  if (postcodeText !== undefined) {
    let formatted = false; // a UK postcode's characters: letters, digits and one space, all storable
    if (country !== undefined) {
      if (uk === 0) {
        if (issues.length > max) return false;
        uk = isUk(o, country) ? 1 : 2;
      }
      if (uk === 1) {
        formatted = ukPostcode(postcodeText);
        if (!formatted) add(o, issues, R.postcode17);
      } else if (o.postcodeFormat !== undefined) {
        // A warning: without the option it is neither checked nor listed as unchecked.
        if (issues.length > max) return false;
        if (!ask('postcodeFormat', o.postcodeFormat, postcodeText, country)) add(o, issues, R.postcodeFormat);
      }
    }
    if (!formatted && unstorable(postcodeText)) add(o, issues, W.postcode.unstorable);
  } else if (kindOf(postcode) === WRONG) add(o, issues, W.postcode.wrong);

  if (country === undefined) {
    addLength(o, issues, R.country.cases.absent, undefined);
    if (kindOf(countryCode) === WRONG) add(o, issues, W.countryCode.wrong);
    return true;
  }
  if (longer(country, COUNTRY_MAX)) addLength(o, issues, R.country.cases['too-long'], country);
  else if (o.countries === undefined) {
    if (issues.length <= max) skip(o, unchecked, R.country, 'countries');
  } else {
    if (issues.length > max) return false;
    if (!inList(o.countries, country)) addLength(o, issues, R.country, country);
  }
  // 'GB' and 'UK' (the default UK codes, compared as they are) are storable; any other text is searched.
  if ((uk !== 1 || o.uk !== undefined) && unstorable(country)) add(o, issues, W.countryCode.unstorable);
  return true;
}

/** A date of birth that is not a real date: absent (and maybe the wrong type), or not a date (and maybe unstorable). */
function birthFault(o, issues, dob, dobText) {
  if (dobText === undefined) {
    add(o, issues, R.dob13);
    if (kindOf(dob) === WRONG) add(o, issues, W.dateOfBirth.wrong);
  } else {
    add(o, issues, R.dob14);
    if (unstorable(dobText)) add(o, issues, W.dateOfBirth.unstorable);
  }
}

/** preferredTelephone that is not a string of digits within its limit. False at the cut before a fact. */
function telephoneFault(o, issues, telephone, country) {
  const kind = kindOf(telephone);
  if (kind === TEXT) {
    const text = textOf(telephone);
    const long = longer(text, TELEPHONE_MAX);
    const digits = digitsOnly(text);
    if (long || !digits) {
      const r = R.telephone12;
      addLength(o, issues, long ? (digits ? r.cases['too-long'] : r.cases['too-long-and-malformed']) : r, text);
    } else if (country !== undefined && o.telephoneExists !== undefined) {
      if (issues.length > o.maxIssues) return false;
      if (!ask('telephoneExists', o.telephoneExists, text, country)) add(o, issues, R.telephoneFormat);
    }
    if (!digits && unstorable(text)) add(o, issues, W.preferredTelephone.unstorable);
  } else {
    add(o, issues, R.telephone11);
    if (kind === WRONG) add(o, issues, W.preferredTelephone.wrong);
  }
  return true;
}

/**
 * emailAddress that is not a usual value (a string within its limit in
 * units, '@' and two '.'): at most 255, '@' and two '.', then the account
 * lookup with the date of birth. False at the cut before the fact.
 */
function emailFault(o, issues, unchecked, email, dobText, birth) {
  let text;
  let long = false;
  if (typeof email === 'string' && email.length <= EMAIL_MAX && ((email.charCodeAt(0) | 0) - 33) >>> 0 < 94)
    text = email;
  else {
    const kind = kindOf(email);
    if (kind !== TEXT) {
      add(o, issues, R.email10.cases.absent);
      if (kind === WRONG) add(o, issues, W.emailAddress.wrong);
      return true;
    }
    text = textOf(email);
    long = longer(text, EMAIL_MAX);
    if (long) addLength(o, issues, R.email09, text);
  }
  if (!emailShape(text)) add(o, issues, R.email10);
  else if (!long && birth >= 0) {
    if (o.accountExists === undefined) {
      if (issues.length <= o.maxIssues) skip(o, unchecked, R.email31, 'accountExists');
    } else {
      if (issues.length > o.maxIssues) return false;
      if (ask('accountExists', o.accountExists, text, dobText)) add(o, issues, R.email31);
    }
  }
  if (unstorable(text)) add(o, issues, W.emailAddress.unstorable);
  return true;
}

/** personalUrl that is not a URL segment within its limit (as a string). False at the cut before a fact. */
function urlFault(o, issues, unchecked, personalUrl) {
  const kind = kindOf(personalUrl);
  if (kind !== TEXT) {
    add(o, issues, R.url05);
    if (kind === WRONG) add(o, issues, W.personalUrl.wrong);
    return true;
  }
  const text = textOf(personalUrl);
  const long = longer(text, URL_MAX);
  const segment = URL_SEGMENT.test(text);
  if (long || !segment) {
    const r = R.url20;
    addLength(o, issues, long ? (segment ? r.cases['too-long'] : r.cases['too-long-and-malformed']) : r, text);
    if (!segment && unstorable(text)) add(o, issues, W.personalUrl.unstorable);
    return true;
  }
  // A number, or a string past the limit in units but not in code points (a segment has no surrogate: never).
  if (o.personalUrlTaken === undefined) {
    if (issues.length <= o.maxIssues) skip(o, unchecked, R.urlTaken, 'personalUrlTaken');
  } else {
    if (issues.length > o.maxIssues) return false;
    if (ask('personalUrlTaken', o.personalUrlTaken, text, undefined)) add(o, issues, R.urlTaken);
  }
  return true;
}

/**
 * Rows 81-84: fundraiserCustomCode (parameter customCodes). False when the
 * engine would have stopped (at the cut) before reading on.
 *
 * The entries are read where and as the generated validator reads them: in
 * its one pass over the list, after 002.01.23 and before any 002.01.22
 * issue, each entry once in index order, a run of holes read at its first
 * index only (`holesEnd`); no cut falls inside the pass, so every entry is
 * read (and one that throws, throws) whatever `maxIssues` is. The pass
 * notes a bit per entry for each per-code rule that fires there (002.01.22,
 * wrong-type, not-storable-text); the issues come after it, in index order,
 * as the engine's per-code loops give them. A list in which the pass jumped
 * a run of holes, or that has an entry at index 31 or past that fires (a
 * hostile list), is left to loops that read as the engine's loops do (each
 * hole of a run is a 002.01.22 issue, read at its own index).
 */
function codes(o, issues, customCodes, codeCount) {
  const max = o.maxIssues;
  if (codeCount > CODES_MAX) addCount(o, issues, R.codes23, codeCount);
  if (issues.length > max) return false;
  const list = Array.isArray(customCodes);
  let jumped = false;
  let badBits = 0; // the entries below index 31 that are absent or too long, a bit each
  let wrongBits = 0; // the wrongly typed ones
  let unstorableBits = 0; // the unstorable ones
  let late = false; // a rule fires at index 31 or past (a hostile list)
  for (let j = 0; j < codeCount; j++) {
    const entry = list ? customCodes[j] : customCodes;
    let bits = 0;
    if (plain(entry, CODE_MAX)) {
      if (unstorable(entry)) bits = 4;
    } else {
      const kind = kindOf(entry);
      if (kind === TEXT) {
        const text = textOf(entry);
        if (longer(text, CODE_MAX)) bits = 1;
        if (unstorable(text)) bits |= 4;
      } else bits = kind === WRONG ? 3 : 1;
    }
    if (bits !== 0) {
      if (j < 31) {
        const bit = 1 << j;
        if ((bits & 1) !== 0) badBits |= bit;
        if ((bits & 2) !== 0) wrongBits |= bit;
        if ((bits & 4) !== 0) unstorableBits |= bit;
      } else late = true;
    }
    if (list) {
      const end = holesEnd(customCodes, j);
      if (end !== j) {
        jumped = true;
        j = end;
      }
    }
  }
  if (jumped || late) return codesAsRead(o, issues, customCodes, codeCount);
  for (let j = 0; badBits !== 0; j++, badBits >>>= 1) {
    if ((badBits & 1) === 0) continue;
    const entry = list ? customCodes[j] : customCodes;
    const text = kindOf(entry) === TEXT ? textOf(entry) : undefined;
    addLength(o, issues, text === undefined ? R.codes22.cases.absent : R.codes22, text, ['fundraiserCustomCode', j]);
    if (issues.length > max) return false;
  }
  for (let j = 0; wrongBits !== 0; j++, wrongBits >>>= 1) {
    if ((wrongBits & 1) === 0) continue;
    add(o, issues, R.codesWrong, ['fundraiserCustomCode', j]);
    if (issues.length > max) return false;
  }
  for (let j = 0; unstorableBits !== 0; j++, unstorableBits >>>= 1) {
    if ((unstorableBits & 1) === 0) continue;
    add(o, issues, R.codesUnstorable, ['fundraiserCustomCode', j]);
    if (issues.length > max) return false;
  }
  return true;
}

/**
 * The engine's three per-code loops, each only when its rule fires somewhere
 * (as the engine runs them), reading as they read. False at the cut.
 */
function codesAsRead(o, issues, customCodes, codeCount) {
  const max = o.maxIssues;
  const list = Array.isArray(customCodes);
  // Which loops run: the pass's findings, found again (the list was read in full already).
  let anyBad = false;
  let anyWrong = false;
  let anyUnstorable = false;
  for (let j = 0; j < codeCount; j++) {
    const entry = list ? customCodes[j] : customCodes;
    const kind = kindOf(entry);
    if (kind === TEXT) {
      const text = textOf(entry);
      if (longer(text, CODE_MAX)) anyBad = true;
      if (unstorable(text)) anyUnstorable = true;
    } else {
      anyBad = true;
      if (kind === WRONG) anyWrong = true;
    }
    if (list) j = holesEnd(customCodes, j);
  }
  for (let j = 0; anyBad && j < codeCount; j++) {
    const entry = list ? customCodes[j] : customCodes;
    const text = kindOf(entry) === TEXT ? textOf(entry) : undefined;
    if (text === undefined || longer(text, CODE_MAX)) {
      addLength(o, issues, text === undefined ? R.codes22.cases.absent : R.codes22, text, ['fundraiserCustomCode', j]);
      if (issues.length > max) return false;
    } else if (list) j = holesEnd(customCodes, j);
  }
  for (let j = 0; anyWrong && j < codeCount; j++) {
    const entry = list ? customCodes[j] : customCodes;
    if (kindOf(entry) === WRONG) {
      add(o, issues, R.codesWrong, ['fundraiserCustomCode', j]);
      if (issues.length > max) return false;
    } else if (list) j = holesEnd(customCodes, j);
  }
  for (let j = 0; anyUnstorable && j < codeCount; j++) {
    const entry = list ? customCodes[j] : customCodes;
    if (kindOf(entry) === TEXT && unstorable(textOf(entry))) {
      add(o, issues, R.codesUnstorable, ['fundraiserCustomCode', j]);
      if (issues.length > max) return false;
    } else if (list) j = holesEnd(customCodes, j);
  }
  return true;
}

/** Rows 85-89: charityResourceId, needed by custom codes (002.01.21); otherwise checked if given. */
function charityRules(o, issues, unchecked, charity, codeCount) {
  const kCharity = kindOf(charity);
  const withCodes = codeCount > 0;
  if (kCharity === TEXT) {
    const text = textOf(charity);
    if (longer(text, CHARITY_MAX))
      addLength(o, issues, withCodes ? R.charity21.cases['too-long'] : R.charityLong, text);
    else if (o.charities === undefined) {
      if (issues.length <= o.maxIssues) skip(o, unchecked, withCodes ? R.charity21 : R.charityUnknown, 'charities');
    } else if (!inList(o.charities, text)) {
      if (withCodes) addLength(o, issues, R.charity21, text);
      else add(o, issues, R.charityUnknown);
    }
    if (unstorable(text)) add(o, issues, W.charityResourceId.unstorable);
  } else {
    if (withCodes) addLength(o, issues, R.charity21.cases.absent, undefined);
    if (kCharity === WRONG) add(o, issues, W.charityResourceId.wrong);
  }
}
