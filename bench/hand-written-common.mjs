/**
 * What the two hand-written validators (bench/hand-written-account.mjs and
 * bench/hand-written-page.mjs) share: the value conventions of contract
 * section 5 (kind of a value, its text, code-point length, URL segment,
 * YYYYMMDD dates, repeating-field counts), the options (contract section 4:
 * their checks, in the package's own words, and the memo of the last
 * options object), today in Europe/London, the fact calls, and the result
 * (an issue with its message resolved, the 'unreadable-input' result, the
 * `maxIssues` cut).
 *
 * Written for speed: plain functions small enough for V8 to inline, no
 * closure or object made per call other than the result; the options of a
 * reused object are prepared once and found again by identity.
 */

// ---------------------------------------------------------------------------
// Values (contract section 5)

export const ABSENT = 0;
export const TEXT = 1;
export const WRONG = 2;

/**
 * Missing, null or blank: ABSENT; non-blank string or number: TEXT; else WRONG.
 * Kept tiny so that V8 inlines it at each of its twenty call sites: a string
 * starting with printable ASCII (never white space) is text at once; ''
 * gives NaN there and goes, with any other string, to the trim.
 */
export function kindOf(value) {
  if (typeof value === 'string') {
    const first = value.charCodeAt(0);
    return first > 32 && first < 127 ? TEXT : stringKind(value);
  }
  return typeof value === 'number' ? TEXT : otherKind(value);
}

const stringKind = (value) => (value.trim().length === 0 ? ABSENT : TEXT);
const otherKind = (value) => (value === undefined || value === null ? ABSENT : WRONG);

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
  let n = 0;
  for (let i = 0; i < 8; i++) {
    const c = text.charCodeAt(i) - 48;
    if (c < 0 || c > 9) return -1;
    n = n * 10 + c;
  }
  const month = ((n / 100) | 0) % 100;
  const day = n % 100;
  if (month < 1 || month > 12 || day < 1) return -1;
  if (day <= DAYS[month - 1]) return n;
  return month === 2 && day === 29 && isLeap((n / 10000) | 0) ? n : -1;
}

// ---------------------------------------------------------------------------
// Today in Europe/London

let london;
let londonAt = Number.NEGATIVE_INFINITY;
let londonYmd = 0;
/** Today in Europe/London as YYYYMMDD, re-read at most once a second (as the package does). */
export function todayInLondon() {
  const now = Date.now();
  if (now - londonAt < 1000 && now >= londonAt) return londonYmd;
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
  londonAt = now;
  londonYmd = ymd(`${year}${month}${day}`);
  return londonYmd;
}

// ---------------------------------------------------------------------------
// Options (contract section 4), checked as src/facts/options.ts checks them

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
];
const invalid = (what) => new TypeError(`fundraising-rules: invalid options: ${what}`);

/**
 * The options as the validators read them. One class, so that every read of
 * a field is monomorphic in both validators. `from` and the raw values are
 * what the memo compares on the next call.
 */
class Prepared {
  constructor(from) {
    this.from = from;
    // The values it was made from, each compared by identity on the next call.
    this.rawToday = undefined;
    this.rawCountries = undefined;
    this.rawUk = undefined;
    this.rawActivities = undefined;
    this.rawCharities = undefined;
    this.rawEvents = undefined;
    this.rawMessages = undefined;
    this.rawMaxIssues = undefined;
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
  }
}

const DEFAULT_UK = new Set(['GB', 'UK']);
const DEFAULTS = new Prepared(null);

/**
 * The last options object prepared, shared by both validators (the package
 * keeps one for both too). A server passes the same object on every call: its
 * check is paid once, and a hit costs 13 identity comparisons. A fresh object
 * per call is prepared in full (one small object); no cache grows.
 */
let last = DEFAULTS;

/**
 * The prepared form of `options` (null and undefined: no options).
 * @example resolveOptions({ today: '20261122' }).today // 20261122
 */
export function resolveOptions(options) {
  if (options === undefined || options === null) return DEFAULTS;
  const p = last;
  if (
    options === p.from &&
    options.today === p.rawToday &&
    options.countries === p.rawCountries &&
    options.ukCountryCodes === p.rawUk &&
    options.activities === p.rawActivities &&
    options.charities === p.rawCharities &&
    options.events === p.rawEvents &&
    options.accountExists === p.accountExists &&
    options.personalUrlTaken === p.personalUrlTaken &&
    options.teamUrlTaken === p.teamUrlTaken &&
    options.telephoneExists === p.telephoneExists &&
    options.postcodeFormat === p.postcodeFormat &&
    options.messages === p.rawMessages &&
    options.maxIssues === p.rawMaxIssues
  ) {
    return p;
  }
  if (typeof options !== 'object' || Array.isArray(options))
    throw new TypeError('fundraising-rules: options must be an object');
  const prepared = prepare(options);
  last = prepared;
  return prepared;
}

/** Checks every key given, in for-in order (the package's: the first problem is the one reported). */
function prepare(options) {
  const p = new Prepared(options);
  for (const key in options) {
    if (!OPTION_NAMES.includes(key))
      throw invalid(`'${key}' is not an option (the options are ${OPTION_NAMES.join(', ')})`);
    const value = options[key];
    if (value === undefined) continue;
    switch (key) {
      case 'today':
        p.rawToday = value;
        p.today = typeof value === 'string' ? ymd(value) : -1;
        if (p.today < 0) throw invalid('today must be a real calendar date written YYYYMMDD, such as 20261122');
        break;
      case 'countries':
        p.rawCountries = value;
        p.countries = lookupList(key, value);
        break;
      case 'ukCountryCodes':
        p.rawUk = value;
        p.uk = lookupList(key, value);
        break;
      case 'activities':
        p.rawActivities = value;
        p.activities = lookupList(key, value);
        break;
      case 'charities':
        p.rawCharities = value;
        p.charities = lookupList(key, value);
        break;
      case 'events':
        p.rawEvents = value;
        p.events = eventsOption(value);
        p.eventsIsFunction = typeof value === 'function';
        break;
      case 'messages':
        p.rawMessages = value;
        p.messages = messagesOption(value);
        break;
      case 'maxIssues':
        if (typeof value !== 'number' || !Number.isInteger(value) || value < 1)
          throw invalid('maxIssues must be a whole number of at least 1');
        p.rawMaxIssues = value;
        p.maxIssues = value;
        break;
      default:
        // The five fact functions.
        if (typeof value !== 'function') throw invalid(`${key} must be a function`);
        p[key] = value;
    }
  }
  return p;
}

/** Frozen arrays (such as the package's isoCountryCodes), each made into a Set once. */
const frozenLists = new WeakMap();

/**
 * A lookup list as the rules search it, read live (contract section 17): a
 * Set as it is; a frozen array, which cannot change, as a Set made once; any
 * other array as it is (searched with `includes`: a validation looks up a
 * handful of values); another iterable copied once into an array.
 */
function lookupList(name, list) {
  if (typeof list !== 'object' || list === null || typeof list[Symbol.iterator] !== 'function')
    throw invalid(`${name} must be an array or another iterable of strings, such as a Set`);
  if (Array.isArray(list) && Object.isFrozen(list)) {
    let members = frozenLists.get(list);
    if (members === undefined) {
      checkStrings(name, list);
      members = new Set(list);
      frozenLists.set(list, members);
    }
    return members;
  }
  if (list instanceof Set) {
    checkStrings(name, list);
    return list;
  }
  const entries = Array.isArray(list) ? list : [...list];
  checkStrings(name, entries);
  return entries;
}

function checkStrings(name, list) {
  for (const member of list) if (typeof member !== 'string') throw invalid(`${name} must hold strings only`);
}

/** Is `text` in a lookup list (a Set or an array)? */
export const inList = (list, text) => (Array.isArray(list) ? list.indexOf(text) !== -1 : list.has(text));

function eventsOption(value) {
  if (typeof value === 'function') return value;
  if (value instanceof Map)
    throw invalid(
      'events must be a record of EventInfo by event resource ID, or a lookup function; for a Map, pass (id) => map.get(id)',
    );
  if (typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Set)) return value;
  throw invalid('events must be a record of EventInfo by event resource ID, or a lookup function');
}

function messagesOption(value) {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw invalid('messages must be an object of messages');
  for (const [key, message] of Object.entries(value))
    if (typeof message !== 'string') throw invalid(`messages ['${key}'] must be a string`);
  return value;
}

// ---------------------------------------------------------------------------
// Facts

/** An error of the caller's fact function (or its answer): it propagates as it was thrown. */
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

/** The tail of every wrong-type message (rules/account.ts, rules/page.ts). */
export const WRONG_TYPE = ' must be text or a number, not an object, an array or a boolean.';

/** An issue, with its message resolved through the `messages` option. */
export function issue(messages, code, documented, severity, parameter, path, message) {
  if (messages !== undefined) {
    const specific = `${code}:${parameter}`;
    if (Object.hasOwn(messages, specific)) message = messages[specific];
    else if (Object.hasOwn(messages, code)) message = messages[code];
  }
  return { code, documented, severity, parameter, path, message };
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
 * What a validator returns when its check threw: a fact's error is thrown on
 * as it was; anything else (a body that throws when read: a getter, a revoked
 * Proxy) is reported as the engine's 'unreadable-input' result.
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
 * The result: the issues cut at `max` (the validators push every issue in
 * table order and check `issues.length > max` only before a read or a fact
 * call the engine would not reach, so the issues past the cut are exactly the
 * ones the engine never added), valid and codes from what is kept. The
 * unchecked list is only ever added to before the cut.
 */
export function finish(max, issues, unchecked) {
  const n = issues.length;
  if (n === 0) return { valid: true, issues, codes: [], unchecked, truncated: false };
  const truncated = n > max;
  if (truncated) issues.length = max;
  const codes = [];
  let valid = true;
  for (let i = 0; i < issues.length; i++) {
    const found = issues[i];
    if (found.severity === 'error') valid = false;
    if (found.documented && !codes.includes(found.code)) codes.push(found.code);
  }
  return { valid, issues, codes, unchecked, truncated };
}

/**
 * Records an unchecked rule (the option it needed was not given) in the
 * result's list, once per code; the caller records only before the cut, as
 * the engine stops there.
 */
export function skip(unchecked, code, parameter, needs) {
  for (let i = 0; i < unchecked.length; i++) if (unchecked[i].code === code) return;
  unchecked.push({ code, parameter, needs });
}
