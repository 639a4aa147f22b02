/**
 * What the two hand-written validators (bench/hand-written-account.mjs and
 * bench/hand-written-page.mjs) share: the value conventions of contract
 * section 5 (kind of a value, its text, code-point length, storable text,
 * URL segment, YYYYMMDD dates, repeating-field counts), the rows of both
 * tables as the options name them (message keys, fields), the options
 * (contract section 4: their checks, in the package's own words, and the
 * package's memo of the last four options objects), today in Europe/London,
 * the fact calls, and the result (an issue with its params and its message
 * resolved through `messages`, field-level validation, the
 * 'unreadable-input' result, the `maxIssues` cut, `strict`).
 *
 * Written for speed: plain functions small enough for V8 to inline, no
 * closure or object made per call other than the result; the options of a
 * reused object are prepared once and found again by identity; an issue's
 * params and message are made only when it is built, its default message
 * by concatenating constants around the value seen.
 *
 * Derived, not restated: the message keys the options accept come from the
 * package's own list of rows (`ROWS`, src/generated/names.ts, as built), and
 * each row's messages (its own and its cases'), severity and parameter from
 * the package's rule tables (`accountRules`, `pageRules`), read once when
 * this module loads. What a row checks, its limits and which case applies
 * are written here by hand: that is what the bench times.
 */
import { accountRules, pageRules } from 'fundraising-rules';
import { ROWS } from '../dist/src/generated/names.js';

// ---------------------------------------------------------------------------
// Values (contract section 5)

export const ABSENT = 0;
export const TEXT = 1;
export const WRONG = 2;

/**
 * Missing, null or blank: ABSENT; non-blank string or finite number: TEXT;
 * else WRONG (an object, an array, a boolean, a number that is not finite:
 * contract section 10.5). Kept tiny so that V8 inlines it at each of its
 * call sites at little cost to the caller's inlining budget: a string
 * starting with printable ASCII (never white space) is text at once; any
 * other value ('' too: its first code is NaN, 0 once truncated) goes to
 * `otherKind`.
 */
export function kindOf(value) {
  return typeof value === 'string' && ((value.charCodeAt(0) | 0) - 33) >>> 0 < 94 ? TEXT : otherKind(value);
}

/** `kindOf` of any value but a string that starts with printable ASCII. */
function otherKind(value) {
  if (typeof value === 'string') return value.trim().length === 0 ? ABSENT : TEXT;
  if (typeof value === 'number') return value - value === 0 ? TEXT : WRONG; // NaN and the infinities are not finite
  return value === undefined || value === null ? ABSENT : WRONG;
}

/** The text of a TEXT value (numbers read as String(value)). */
export const textOf = (value) => (typeof value === 'string' ? value : String(value));

const SURROGATE = /[\uD800-\uDFFF]/;

/**
 * More than `max` Unicode code points? A string has at least as many UTF-16
 * units as code points, so `length <= max` settles the usual case at once;
 * only a longer one that holds a surrogate needs counting.
 */
export const longer = (text, max) => text.length > max && countsOver(text, max);

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

/**
 * How many Unicode code points a text has (0 for none): the `length` of an
 * issue's params, counted only when an issue is built (a lone surrogate
 * counts as one, as in the package).
 */
export function codePoints(text) {
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
export const unstorable = (text) => !text.isWellFormed() || text.indexOf('\u0000') !== -1;

/** 1 for the characters of a URL path segment: ASCII letters, digits and - _ . ~ */
const SEGMENT = new Uint8Array(128);
for (const c of 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_.~') SEGMENT[c.charCodeAt(0)] = 1;

/** ASCII letters, digits and - _ . ~ only, at least one (one table load per character). */
export function urlSegment(text) {
  const n = text.length;
  for (let i = 0; i < n; i++) {
    const c = text.charCodeAt(i);
    if (c > 127 || SEGMENT[c] === 0) return false;
  }
  return n > 0;
}

/** ASCII digits only, at least one. */
export function digitsOnly(text) {
  const n = text.length;
  for (let i = 0; i < n; i++) {
    const c = text.charCodeAt(i);
    if (c < 48 || c > 57) return false;
  }
  return n > 0;
}

/** Is `value` an object, not null, not an array (a revoked Proxy throws, as in the engine)? */
export const isRecord = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * How many entries a repeating field holds: an array's length, 0 when absent,
 * 1 for one value. A length no array can have (only a Proxy claims one) is
 * the engine's TypeError, so the body reads as unreadable, never as a loop
 * without end.
 */
export function entryCount(value) {
  if (Array.isArray(value)) {
    const length = value.length;
    if (typeof length !== 'number' || !Number.isInteger(length) || length < 0 || length > 4_294_967_295)
      throw new TypeError(`a list claims a length no array can have (${String(length)})`);
    return length;
  }
  if (value === undefined || value === null) return 0;
  if (typeof value === 'string' && kindOf(value) === ABSENT) return 0;
  return 1;
}

/**
 * The existing indices of the lists with holes one validation met, by list
 * (the package's `findings.sparse`): made at the first hole, dropped when
 * the validation ends. A validator swaps it out on entry and back on exit
 * (`sparseEnter`, `sparseLeave`), so a call made from inside another, by a
 * getter, keeps its own.
 */
let sparse;

/** Starts a validation's memo of lists with holes; returns the caller's, for `sparseLeave`. */
export function sparseEnter() {
  const outer = sparse;
  sparse = undefined;
  return outer;
}

/** Ends a validation: the memo of the call it was made from, if any, is back. */
export function sparseLeave(outer) {
  sparse = outer;
}

/**
 * The package's `holesEnd` for an array `list`: `index` itself when the
 * list holds that index (asked with `in`, as the package asks it), else the
 * last index of the run of holes that starts there, so that a loop reads the
 * first hole of a run and jumps past the others. The work is bounded by the
 * entries that exist, not by a claimed length (`[]` with length 2^32 - 1).
 */
export const holesEnd = (list, index) => (index in list ? index : runEnd(list, index));

/** The last index of the run of holes that starts at `index`, from the list's existing indices (found once). */
function runEnd(list, index) {
  let existing = sparse?.get(list);
  if (existing === undefined) {
    existing = existingIndices(list);
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

/** The indices an array really holds, ascending (the package's own reading: Object.keys, then the length). */
function existingIndices(list) {
  const indices = [];
  for (const key of Object.keys(list)) {
    const index = Number(key);
    if (Number.isInteger(index) && index >= 0 && index < list.length && String(index) === key) indices.push(index);
  }
  return indices.sort((a, b) => a - b);
}

const DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** Proleptic Gregorian leap year (year 0 and negative years included, as `Date` counts them). */
export const isLeap = (year) => year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);

/**
 * A real calendar date written YYYYMMDD, as the integer YYYYMMDD; -1 when the
 * text is not one. Years 0000-9999, like the engine's parseYmd.
 */
export function ymd(text) {
  if (text.length !== 8) return -1;
  const y1 = digitAt(text, 0);
  const y2 = digitAt(text, 1);
  const y3 = digitAt(text, 2);
  const y4 = digitAt(text, 3);
  const m1 = digitAt(text, 4);
  const m2 = digitAt(text, 5);
  const d1 = digitAt(text, 6);
  const d2 = digitAt(text, 7);
  // A character that is no digit gives a value past 9 (one before '0' wraps round to a large one).
  if (y1 > 9 || y2 > 9 || y3 > 9 || y4 > 9 || m1 > 9 || m2 > 9 || d1 > 9 || d2 > 9) return -1;
  const month = m1 * 10 + m2;
  const day = d1 * 10 + d2;
  if (month < 1 || month > 12 || day < 1) return -1;
  const year = y1 * 1000 + y2 * 100 + y3 * 10 + y4;
  const n = year * 10000 + month * 100 + day;
  if (day <= DAYS[month - 1]) return n;
  return month === 2 && day === 29 && isLeap(year) ? n : -1;
}

/** The digit at `index`, or a value above 9 (up to 65535: a small integer, so `|` keeps it) when it is none. */
const digitAt = (text, index) => (text.charCodeAt(index) - 48) & 0xffff;

// ---------------------------------------------------------------------------
// Today in Europe/London

let london;
let londonHour = Number.NaN;
let londonYmd = 0;
/**
 * Today in Europe/London as YYYYMMDD, read once per UTC hour (as the
 * package reads it: London is 0 or 1 hour from UTC, so its date changes
 * only when a UTC hour begins).
 */
export function todayInLondon() {
  const now = Date.now();
  const hour = Math.floor(now / 3_600_000);
  if (hour === londonHour) return londonYmd;
  london ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/London',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  let year = '';
  let month = '';
  let day = '';
  for (const part of london.formatToParts(now)) {
    if (part.type === 'year') year = part.value;
    else if (part.type === 'month') month = part.value;
    else if (part.type === 'day') day = part.value;
  }
  londonHour = hour;
  londonYmd = ymd(`${year}${month}${day}`);
  return londonYmd;
}

// ---------------------------------------------------------------------------
// Rows: the message keys and fields the options may name (both operations)

/**
 * Every message key a `messages` option may use, read off the package's own
 * list of rows (`ROWS`, by code: `code:at`, `at=parameter` where the
 * parameter is not the last name of `at`, `/case` for each case of a row,
 * `#2` for a second row of a code at the same place) as the package reads
 * it: each row's own key `code:at`, its cases' `code:at/case`, its
 * `code:parameter`, its `code`. Both operations', as the package accepts
 * either's keys in either validator.
 */
const KNOWN_KEYS = new Set();
for (const group of ROWS.split(' ')) {
  const colon = group.indexOf(':');
  const code = group.slice(0, colon);
  KNOWN_KEYS.add(code);
  for (const entry of group.slice(colon + 1).split(',')) {
    const [named = '', given] = entry.split('=');
    const [id = '', ...cases] = named.split('/');
    for (const name of cases) KNOWN_KEYS.add(`${code}:${id}/${name}`);
    const repeat = id.indexOf('#');
    const names = (repeat === -1 ? id : id.slice(0, repeat)).replaceAll('[]', '').split('.');
    KNOWN_KEYS.add(`${code}:${id}`).add(`${code}:${given ?? names[names.length - 1]}`);
  }
}

/** The first name of a field reference: 'charitySplits' of 'charitySplits[].customCodes[]'. */
const topName = (at) => {
  const end = at.search(/[[.]/);
  return end === -1 ? at : at.slice(0, end);
};

/** A service code (NNN.NN.NN), as against an engine code such as 'too-long'. */
const DOCUMENTED = /^\d{3}\.\d{2}\.\d{2}$/;

/**
 * Text with each `{name}` placeholder replaced by `params[name]` (own keys
 * only; a list joined with ', '); a placeholder without a value stays as
 * written. The package's one pass (src/runtime/report.ts `fill`): for the
 * caller's own texts, and to fill a row's fixed values in once.
 * @example fill('At most {max}; it has {length}.', { max: 50, length: 51 }) // 'At most 50; it has 51.'
 */
function fill(text, params) {
  if (params === undefined) return text;
  let filled = '';
  let from = 0;
  let open = -1;
  for (let index = text.indexOf('{'); index !== -1 && index < text.length; index++) {
    const char = text.charCodeAt(index);
    if (char === 123) open = index;
    else if (char === 125 && open !== -1) {
      const name = text.slice(open + 1, index);
      const value = Object.hasOwn(params, name) ? params[name] : undefined;
      if (value !== undefined) {
        filled += text.slice(from, open) + (Array.isArray(value) ? value.join(', ') : String(value));
        from = index + 1;
      }
      open = -1;
    }
  }
  return from === 0 ? text : filled + text.slice(from);
}

/**
 * A row as its issues report it (the package's `reported`), one object per
 * row and per case of a row, all of one shape.
 * @typedef {object} Row
 * @property {string} code
 * @property {boolean} documented
 * @property {'error' | 'warning'} severity
 * @property {string} parameter
 * @property {string} key its own message key, `code:at`
 * @property {string} caseKey a case's own message key, `code:at/name` ('' for the row itself)
 * @property {string} specific `code:parameter`
 * @property {string} top the top-level field it reports at ('' for the body)
 * @property {string} message its default message, fixed values filled in
 * @property {boolean} dynamic whether the message has a placeholder for a value seen ({length} or {count})
 * @property {string} head the message before that placeholder
 * @property {string} tail the message after it
 * @property {(() => import('fundraising-rules').IssueParams) | undefined} fixed makes the params the row fixes
 * @property {Record<string, Row>} cases the row's cases by name (none for a case)
 */

/** The rows of both tables, by `code:at` (a second row at the same place: `code:at#2`). */
const TABLE_ROWS = new Map();
for (const table of [accountRules, pageRules]) {
  for (const rule of table) {
    let id = `${rule.code}:${rule.at}`;
    for (let n = 2; TABLE_ROWS.has(id); n++) id = `${rule.code}:${rule.at}#${n}`;
    TABLE_ROWS.set(id, rule);
  }
}

/**
 * A row as its issues report it (the package's `reported`), one object per
 * row and per case of a row, all of one shape. `message` is the message with
 * its fixed values filled in (the package's `prefilled`); where it holds one
 * placeholder for a value seen in the body ({length} or {count}), `head` and
 * `tail` are the text around it, so that an issue's default message is one
 * concatenation, no scan of the text.
 * @param {import('fundraising-rules').Rule} rule
 * @param {string} key
 * @param {string} caseName
 * @param {string} text
 * @param {Row['fixed']} fixed
 * @returns {Row}
 */
function reportedRow(rule, key, caseName, text, fixed) {
  const open = text.indexOf('{');
  const close = text.indexOf('}', open + 1);
  return {
    code: rule.code,
    documented: DOCUMENTED.test(rule.code),
    severity: rule.severity,
    parameter: rule.parameter,
    key,
    caseKey: caseName === '' ? '' : `${key}/${caseName}`,
    specific: `${rule.code}:${rule.parameter}`,
    top: topName(rule.at),
    message: text,
    dynamic: open !== -1,
    head: open === -1 ? text : text.slice(0, open),
    tail: open === -1 ? '' : text.slice(close + 1),
    fixed,
    cases: {},
  };
}

/**
 * The row of the package's tables reporting `code` at `at` (its own key
 * `code:at`; `#2` for a second row there), with its message and each of its
 * cases' (`r.cases.absent`...) as the validators carry them. `fixed`, when
 * the row fixes params (`{ allowed: [...] }`, `{ min, max }`), makes them:
 * an object literal, fresh for each issue (the caller may change what it is
 * given), and filled into the messages now.
 * @example row('002.01.04', 'title', () => ({ allowed: ['Mr', 'Mrs'] })).cases.absent.message
 * @param {string} code
 * @param {string} at
 * @param {Row['fixed']} [fixed]
 * @param {string} [nth] '#2' for the second row of `code` at `at`
 * @returns {Row}
 */
export function row(code, at, fixed = undefined, nth = '') {
  const key = `${code}:${at}${nth}`;
  const rule = TABLE_ROWS.get(key);
  if (rule === undefined || !KNOWN_KEYS.has(key))
    throw new Error(`hand-written: no row ${key} in the package's tables`);
  const values = fixed === undefined ? undefined : fixed();
  const main = reportedRow(rule, key, '', fill(rule.message, values), fixed);
  for (const { name, message } of rule.cases ?? [])
    main.cases[name] = reportedRow(rule, key, name, fill(message, values), fixed);
  return main;
}

/**
 * A row whose limit is `max` (a length, or a count of entries): its issue's
 * `{ max, length }` or `{ max, count }` is made when it is built, and
 * `{max}` is filled into its messages now.
 * @param {string} code
 * @param {string} at
 * @param {number} max
 * @param {string} [nth]
 * @returns {Row}
 */
export function lengthRow(code, at, max, nth = '') {
  const r = row(code, at, () => ({ max }), nth);
  r.fixed = undefined;
  for (const name in r.cases) r.cases[name].fixed = undefined;
  return r;
}

// ---------------------------------------------------------------------------
// Options (contract section 4), checked as src/facts/options.ts checks them

/** Every option, in the package's order (its error message lists them so). */
const OPTION_NAMES = [
  'today',
  'countries',
  'ukCountryCodes',
  'activities',
  'charities',
  'events',
  'accountExists',
  'personalUrlTaken',
  'teamUrlTaken',
  'telephoneExists',
  'postcodeFormat',
  'messages',
  'maxIssues',
  'fields',
  'signal',
  'strict',
];
const invalid = (what) => new TypeError(`fundraising-rules: invalid options: ${what}`);
const isIterable = (value) =>
  typeof value === 'object' && value !== null && typeof value[Symbol.iterator] === 'function';

/**
 * The options as the validators read them. One class, so that every read of
 * a field is monomorphic in both validators. `from`, `keys` and `values` are
 * what the memo compares on the next call.
 */
class Prepared {
  constructor(from) {
    this.from = from;
    /** The options object's own keys, in for-in order, and their values then (what the memo compares). */
    this.keys = undefined;
    this.values = undefined;
    /** The places of the values a check could find otherwise later (checked again for a fresh object alike). */
    this.changeable = [];
    // What the rules read. A list is a Set or an array (searched live), or undefined.
    this.today = 0; // 0: today in London, on each call
    this.countries = undefined;
    this.uk = DEFAULT_UK;
    this.activities = undefined;
    this.charities = undefined;
    this.events = undefined;
    this.eventsIsFunction = false;
    this.accountExists = undefined;
    this.personalUrlTaken = undefined;
    this.teamUrlTaken = undefined;
    this.telephoneExists = undefined;
    this.postcodeFormat = undefined;
    this.maxIssues = 1000;
    this.messages = undefined;
    /** Field-level validation: the `fields` option as given, read on every call into `fields`. */
    this.fieldList = undefined;
    /** The top-level fields whose issues are kept in this call (a Set), or undefined for all. */
    this.fields = undefined;
    /** Taken and ignored: a synchronous validation cannot be cancelled. */
    this.signal = undefined;
    /** Contract section 10.4: a result with unchecked rules is a TypeError instead. */
    this.strict = false;
  }
}

const DEFAULT_UK = new Set(['GB', 'UK']);
const DEFAULTS = new Prepared(null);

/**
 * The last four options objects prepared, shared by both validators, as the
 * package keeps them (src/facts/options.ts, `recent`): a caller that passes
 * the same object on every call (or one per validator, in turn) pays for its
 * check once, and a hit costs up to 16 identity comparisons. A value
 * replaced since is checked again; a fresh object with the keys and values
 * of one prepared before whose values cannot change inside is that one's
 * preparation; any other fresh object is prepared in full and takes the
 * oldest place.
 */
/** @type {(Prepared | undefined)[]} */
const recent = [undefined, undefined, undefined, undefined];
let next = 0;

/**
 * The prepared form of `options` (null and undefined: no options), the
 * fields of this call read.
 * @example resolveOptions({ today: '20261122' }).today // 20261122
 */
export function resolveOptions(options) {
  if (options === undefined || options === null) return DEFAULTS;
  const p = preparedFor(options);
  // The fields are read on every call (contract section 10.1), as the package's reportingOf reads them.
  if (p.fieldList !== undefined) p.fields = readFields(p.fieldList);
  return p;
}

/** The prepared form of an options object: a recent one's, or prepared now. */
function preparedFor(options) {
  if (typeof options !== 'object' || Array.isArray(options))
    throw new TypeError('fundraising-rules: options must be an object');
  // The package's memo: the first entry for this object decides, its own keys read by for-in in order.
  for (let i = 0; i < 4; i++) {
    const p = recent[i];
    if (p === undefined || p.from !== options) continue;
    if (holdsStill(options, p)) return p;
    break;
  }
  // Each own key and its value read once, in for-in order, before any is checked, as the package's readOwn.
  const keys = [];
  const values = [];
  for (const key in options) {
    // biome-ignore lint/suspicious/noPrototypeBuiltins: written out, V8 drops this call inside for-in (as the package)
    if (!Object.prototype.hasOwnProperty.call(options, key)) continue;
    keys.push(key);
    values.push(options[key]);
  }
  // The package's rememberedAlike: a fresh object with the keys and values of one remembered is that one's,
  // the values that could change inside checked again.
  for (let i = 0; i < 4; i++) {
    const p = recent[i];
    if (p !== undefined && sameList(keys, p.keys) && sameList(values, p.values)) {
      for (const place of p.changeable) check(new Prepared(null), keys[place], values[place]);
      return p;
    }
  }
  return prepare(options, values, keys);
}

/** Does an options object still hold the own keys, in order, and values it held when prepared? */
function holdsStill(options, p) {
  const keys = p.keys;
  const values = p.values;
  let place = 0;
  for (const key in options) {
    // biome-ignore lint/suspicious/noPrototypeBuiltins: written out, V8 drops this call inside for-in (as the package)
    if (!Object.prototype.hasOwnProperty.call(options, key)) continue;
    if (key !== keys[place] || options[key] !== values[place]) return false;
    place++;
  }
  return place === keys.length;
}

const sameList = (a, b) => {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
};

/** Can a check find an option value otherwise later? Not text, a number, a function, or a frozen object other than a Set. */
const unchanging = (value) =>
  typeof value !== 'object' || value === null || (Object.isFrozen(value) && !(value instanceof Set));

/**
 * Checks every own key given, in for-in order (the package's: the first
 * problem is the one reported), then remembers the object with its values.
 */
function prepare(options, values, keys) {
  const p = new Prepared(options);
  p.values = values;
  p.keys = keys;
  for (let place = 0; place < keys.length; place++) {
    const key = keys[place];
    if (OPTION_NAMES.indexOf(key) === -1)
      throw invalid(`'${key}' is not an option (the options are ${OPTION_NAMES.join(', ')})`);
    const value = values[place];
    if (value === undefined) continue;
    check(p, key, value);
    if (!unchanging(value)) p.changeable.push(place);
  }
  remember(p);
  return p;
}

/** Checks one option's value (a TypeError in the package's words) and puts it where the rules read it in `p`. */
function check(p, key, value) {
  switch (key) {
    case 'today':
      p.today = typeof value === 'string' ? ymd(value) : -1;
      if (p.today < 0) throw invalid('today must be a real calendar date written YYYYMMDD, such as 20261122');
      break;
    case 'countries':
    case 'ukCountryCodes':
    case 'activities':
    case 'charities': {
      if (!isIterable(value)) throw invalid(`${key} must be an array or another iterable of strings, such as a Set`);
      const list = lookupList(key, value);
      if (key === 'countries') p.countries = list;
      else if (key === 'ukCountryCodes') p.uk = list;
      else if (key === 'activities') p.activities = list;
      else p.charities = list;
      break;
    }
    case 'events':
      p.events = eventsOption(value);
      p.eventsIsFunction = typeof value === 'function';
      break;
    case 'messages':
      p.messages = messagesOption(value);
      break;
    case 'maxIssues':
      if (typeof value !== 'number' || !Number.isInteger(value) || value < 1)
        throw invalid('maxIssues must be a whole number of at least 1');
      p.maxIssues = value;
      break;
    case 'fields':
      if (!isIterable(value)) throw invalid('fields must be an array or another iterable of field names');
      readFields(value); // checked now, and read again on every call
      p.fieldList = value;
      break;
    case 'signal':
      // The package's AbortSignal test (instanceof); a sync validator does not use it.
      if (!isAbortSignal(value)) throw invalid('signal must be an AbortSignal');
      p.signal = value;
      break;
    case 'strict':
      if (typeof value !== 'boolean') throw invalid('strict must be true or false');
      p.strict = value;
      break;
    default:
      // The five fact functions.
      if (typeof value !== 'function') throw invalid(`${key} must be a function`);
      p[key] = value;
  }
}

/** The package's `remember`: in place of the same object's former entry, else of the oldest. */
function remember(p) {
  for (let i = 0; i < 4; i++) {
    if (recent[i]?.from === p.from) {
      recent[i] = p;
      return;
    }
  }
  recent[next] = p;
  next = (next + 1) % 4;
}

/** Frozen arrays (such as the package's isoCountryCodes), each made into a Set once. */
const frozenLists = new WeakMap();
/** Iterables other than arrays and Sets (a generator can be read once), each read into an array once. */
const iterablesRead = new WeakMap();

/**
 * A lookup list as the rules search it, read live (contract section 17): a
 * frozen array, which cannot change, as a Set made once; a Set as it is; any
 * other array as it is (searched with `indexOf`: a validation looks up a
 * handful of values); another iterable read once into an array, kept by
 * identity.
 */
function lookupList(name, list) {
  const made = frozenLists.get(list);
  if (made !== undefined) return made;
  if (Array.isArray(list) && Object.isFrozen(list)) {
    checkStrings(name, list);
    const members = new Set(list);
    frozenLists.set(list, members);
    return members;
  }
  if (list instanceof Set) {
    checkStrings(name, list);
    return list;
  }
  let entries = list;
  if (!Array.isArray(list)) {
    entries = iterablesRead.get(list);
    if (entries === undefined) {
      entries = [...list];
      iterablesRead.set(list, entries);
    }
  }
  checkStrings(name, entries);
  return entries;
}

function checkStrings(name, list) {
  for (const member of list) if (typeof member !== 'string') throw invalid(`${name} must hold strings only`);
}

/**
 * Is `text` in a lookup list (a Set or an array)? What the caller's list
 * throws (a `has` of its own, a Proxy's trap) is the caller's failure, as
 * in the package (contract section 10.5): it propagates.
 */
export function inList(list, text) {
  try {
    return Array.isArray(list) ? list.indexOf(text) !== -1 : list.has(text);
  } catch (error) {
    throw new FactError(error);
  }
}

function eventsOption(value) {
  if (typeof value === 'function') return value;
  if (value instanceof Map)
    throw invalid(
      'events must be a record of EventInfo by event resource ID, or a lookup function; for a Map, pass (id) => map.get(id)',
    );
  if (typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Set)) return value;
  throw invalid('events must be a record of EventInfo by event resource ID, or a lookup function');
}

/**
 * The messages object, its keys and values checked now (each key must name
 * a row of either operation; each value is text or a function); it is read
 * live when an issue is reported, as the package reads it.
 */
function messagesOption(value) {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw invalid('messages must be an object of messages');
  for (const [key, message] of Object.entries(value)) {
    if (!KNOWN_KEYS.has(key))
      throw invalid(`messages ['${key}'] matches no rule (see "Messages with values" in the README)`);
    if (typeof message !== 'string' && typeof message !== 'function')
      throw invalid(`messages ['${key}'] must be text or a function`);
  }
  return value;
}

/** An AbortSignal, as the package tells one: `instanceof`, false without the global or when it throws. */
function isAbortSignal(value) {
  if (typeof AbortSignal !== 'function') return false;
  try {
    return value instanceof AbortSignal;
  } catch {
    return false;
  }
}

/** The most entries an iterable other than an array is read for (the package's MAX_FIELD_ENTRIES). */
const MAX_FIELD_ENTRIES = 1_048_576;

/**
 * The top-level fields a `fields` option selects, read now as the package
 * reads them (contract section 10.1): an array by its own index keys, any
 * other iterable through its iterator up to the cap (a one-shot iterator
 * once, its entries kept by identity); each entry a string, a dotted name
 * selecting its first segment.
 */
function readFields(value) {
  let entries = Array.isArray(value) ? value : iterablesRead.get(value);
  if (entries === undefined) {
    const iterator = value[Symbol.iterator]();
    entries = [];
    for (const entry of { [Symbol.iterator]: () => iterator })
      if (entries.push(entry) > MAX_FIELD_ENTRIES)
        throw invalid(`fields must hold at most ${MAX_FIELD_ENTRIES} entries`);
    if (iterator === value) iterablesRead.set(value, entries);
  }
  const selected = new Set();
  for (const key of Object.keys(entries)) {
    const index = Number(key);
    if (!(index < entries.length && String(index) === key)) continue;
    const name = entries[index];
    if (typeof name !== 'string') throw invalid('fields must hold field names (strings) only');
    const dot = name.indexOf('.');
    selected.add(dot === -1 ? name : name.slice(0, dot));
  }
  return selected;
}

// ---------------------------------------------------------------------------
// Facts

/** An error of the caller's fact function (or its answer, or its list): it propagates as it was thrown. */
export class FactError {
  constructor(cause) {
    this.cause = cause;
  }
}

export const isThenable = (value) => typeof value === 'object' && value !== null && typeof value.then === 'function';
const ignore = () => undefined;

/**
 * The TypeError of a sync fact that returned a Promise (a programmer's
 * error); the Promise's rejection, if any, is not left unhandled.
 */
export function promiseError(name, raw) {
  Promise.resolve(raw).catch(ignore);
  return new TypeError(`fundraising-rules: the ${name} option returned a Promise; use the async validator`);
}

/**
 * Asks a one-argument fact. Everything that can throw while it answers (the
 * function, a `then` getter of its answer) is the caller's failure, wrapped
 * so that it propagates, as the package's guard does. One function per arity
 * keeps each call site's shape fixed.
 */
export function ask1(name, fact, a) {
  let raw;
  try {
    raw = fact(a);
    if (isThenable(raw)) throw promiseError(name, raw);
  } catch (error) {
    throw new FactError(error);
  }
  return Boolean(raw);
}

/** Asks a two-argument fact (see ask1). */
export function ask2(name, fact, a, b) {
  let raw;
  try {
    raw = fact(a, b);
    if (isThenable(raw)) throw promiseError(name, raw);
  } catch (error) {
    throw new FactError(error);
  }
  return Boolean(raw);
}

// ---------------------------------------------------------------------------
// Issues and results

/**
 * What stands for an issue past the cut: it is counted, so that
 * `issues.length > max` says the engine has stopped, and `finish` cuts it
 * off. Nothing of it is built: no params, no message, no call of a message
 * function (the engine calls none past the cut).
 */
const PAST = Object.freeze({ past: true });

/**
 * Is an issue of row `r` to be built? Not when field-level validation
 * leaves it out (contract section 9.3: an issue at another top-level field
 * counts for nothing); not past the cut either (its stand-in is counted).
 * Checked first, so that a left-out issue costs no params and no message.
 */
export function builds(o, issues, r) {
  const fields = o.fields;
  if (fields !== undefined && r.top !== '' && !fields.has(r.top)) return false;
  if (issues.length < o.maxIssues) return true;
  issues.push(PAST);
  return false;
}

/**
 * Adds an issue of row `r`, a rule without a limit or fixed list: no
 * params. `path` is where it is (by default the row's own top-level field,
 * or the body), made only when the issue is built.
 */
export function add(o, issues, r, path) {
  if (builds(o, issues, r)) issues.push(built(o.messages, r, path, undefined, r.message));
}

/**
 * Adds an issue of a length limit: params `{ max, length }`, the code
 * points of `text` (0 for none) counted only now; the default message is
 * the row's text around the length, one concatenation.
 */
export function addLength(o, issues, r, max, text, path) {
  if (!builds(o, issues, r)) return;
  const length = codePoints(text);
  issues.push(built(o.messages, r, path, { max, length }, r.dynamic ? r.head + length + r.tail : r.message));
}

/** Adds an issue of a count of entries: params `{ max, count }`; the default message has the count in it. */
export function addCount(o, issues, r, max, count, path) {
  if (builds(o, issues, r)) issues.push(built(o.messages, r, path, { max, count }, r.head + count + r.tail));
}

/** Adds an issue of a rule whose params the row fixes (allowed values, the age range, a ceiling): made now. */
export function addFixed(o, issues, r, path) {
  if (builds(o, issues, r)) issues.push(built(o.messages, r, path, r.fixed(), r.message));
}

/**
 * The issue of row `r` at `path` (by default its own top-level field, or
 * the body) with `params` (or none), its message resolved through the
 * `messages` option; `text` is the default message, built already. Key
 * order as the package's: code, documented, severity, parameter, path,
 * message, then params when there are any.
 */
export function built(messages, r, at, params, text) {
  const path = at === undefined ? (r.top === '' ? [] : [r.top]) : at;
  const message = messages === undefined ? text : chosen(messages, r, path, params, text);
  return params === undefined
    ? { code: r.code, documented: r.documented, severity: r.severity, parameter: r.parameter, path, message }
    : { code: r.code, documented: r.documented, severity: r.severity, parameter: r.parameter, path, message, params };
}

/**
 * The caller's message for the row's case key, its own key, its
 * `code:parameter` or its `code` (own keys, read live, in that order), else
 * the default: text has its `{name}` placeholders filled from the params; a
 * function is called with a copy of the issue (without its message), and
 * its failure is the caller's.
 */
function chosen(messages, r, path, params, text) {
  let given;
  if (r.caseKey !== '' && Object.hasOwn(messages, r.caseKey)) given = messages[r.caseKey];
  else if (Object.hasOwn(messages, r.key)) given = messages[r.key];
  else if (Object.hasOwn(messages, r.specific)) given = messages[r.specific];
  else if (Object.hasOwn(messages, r.code)) given = messages[r.code];
  // A value changed since the options were checked to anything but text or a function is not used.
  if (typeof given !== 'function') return typeof given === 'string' ? fill(given, params) : text;
  const issue = {
    code: r.code,
    documented: r.documented,
    severity: r.severity,
    parameter: r.parameter,
    path: [...path],
  };
  try {
    return String(given(params === undefined ? issue : { ...issue, params: copyOf(params) }));
  } catch (error) {
    throw new FactError(error);
  }
}

/** A copy of params, its list of allowed values copied too. */
function copyOf(params) {
  const copy = { ...params };
  return copy.allowed === undefined ? copy : { ...copy, allowed: [...copy.allowed] };
}

/** What a thrown value says of itself, as the engine describes it (a value that cannot be shown is described). */
function describeThrown(thrown) {
  try {
    if (thrown instanceof Error) {
      const message = thrown.message;
      if (typeof message === 'string') return message;
    }
    return String(thrown);
  } catch {
    return 'a value that cannot be shown was thrown';
  }
}

/** `instanceof` can itself throw (a Proxy's getPrototypeOf trap); such a value is not ours. */
function isFactError(error) {
  try {
    return error instanceof FactError;
  } catch {
    return false;
  }
}

/**
 * What a validator returns when its check threw: a fact's error (or a
 * message function's, or a lookup list's) is thrown on as it was; anything
 * else (a body that throws when read: a getter, a revoked Proxy) is
 * reported as the engine's 'unreadable-input' result.
 */
export function unreadable(error) {
  if (isFactError(error)) throw error.cause;
  return {
    valid: false,
    issues: [
      {
        code: 'unreadable-input',
        documented: false,
        severity: 'error',
        parameter: '',
        path: [],
        message: `The input could not be read: ${describeThrown(error)}`,
      },
    ],
    codes: [],
    unchecked: [],
    truncated: false,
  };
}

/**
 * The result, unless the options are `strict` and it lists rules in
 * `unchecked` (contract section 10.4): then the package's TypeError, naming
 * each missing option (in the order first needed) and the codes needing it.
 */
export function strictly(o, result) {
  if (!o.strict || result.unchecked.length === 0) return result;
  const byOption = new Map();
  for (const { code, needs } of result.unchecked) byOption.set(needs, [...(byOption.get(needs) ?? []), code]);
  const missing = [...byOption].map(([option, codes]) => `${option} (needed by ${codes.join(', ')})`);
  throw new TypeError(`fundraising-rules: strict: the options do not give ${missing.join('; ')}`);
}

/**
 * The result: the issues cut at `max` (the validators add every issue in
 * table order and check `issues.length > max` only before a read or a fact
 * call the engine would not reach; past the cut only stand-ins are added,
 * so the issues kept are exactly the engine's), valid and codes from what is
 * kept. The unchecked list is only ever added to before the cut.
 */
export function finish(max, issues, unchecked) {
  const n = issues.length;
  if (n === 0) return { valid: true, issues, codes: [], unchecked, truncated: false };
  const truncated = n > max;
  if (truncated) issues.length = max;
  const codes = [];
  let valid = true;
  let last = ''; // the last documented code met: the issues of a rule come together
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

/**
 * Records that row `r` needed the option `needs`, which was not given, in
 * the result's list, once per code (errors only); left out, as its issues
 * would be, when field-level validation leaves out its field. The caller
 * records only before the cut, as the engine stops there.
 */
export function skip(o, unchecked, r, needs) {
  if (r.severity !== 'error') return;
  const fields = o.fields;
  if (fields !== undefined && r.top !== '' && !fields.has(r.top)) return;
  for (let i = 0; i < unchecked.length; i++) if (unchecked[i].code === r.code) return;
  unchecked.push({ code: r.code, parameter: r.parameter, needs });
}
