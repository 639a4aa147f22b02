/**
 * What the two hand-written validators (bench/hand-written-account.mjs and
 * bench/hand-written-page.mjs) share: the value conventions of the contract
 * section 5 (kind of a value, its text, code-point length, URL segment,
 * YYYYMMDD dates, repeating-field counts), the options both read
 * (contract section 4: the option keys, their common checks, the cache by
 * options object, today in Europe/London), the fact calls, and the result
 * (an issue with its message resolved, the 'unreadable-input' result, the
 * `maxIssues` cut).
 *
 * Plain functions only, as performance-minded as the validators themselves:
 * no closures per call, no per-run objects other than the result.
 */

// ---------------------------------------------------------------------------
// Values (contract section 5)

export const ABSENT = 0;
export const TEXT = 1;
export const WRONG = 2;

/** Missing, null or blank: ABSENT; non-blank string or number: TEXT; else WRONG. */
export function kindOf(value) {
  if (typeof value === 'string') {
    if (value.length === 0) return ABSENT;
    const first = value.charCodeAt(0);
    // Printable ASCII first: not white space, so not blank (the usual case).
    if (first > 32 && first < 127) return TEXT;
    return value.trim().length === 0 ? ABSENT : TEXT;
  }
  if (typeof value === 'number') return TEXT;
  if (value === undefined || value === null) return ABSENT;
  return WRONG;
}

/** The text of a TEXT value (numbers read as String(value)). */
export const textOf = (value) => (typeof value === 'string' ? value : String(value));

/** More than `max` Unicode code points? Stops counting after `max`. */
export function longer(text, max) {
  const units = text.length;
  if (units <= max) return false;
  if (units > 2 * max) return true;
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

/** ASCII letters, digits and - _ . ~ only, at least one. */
export function urlSegment(text) {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    const ok =
      (c >= 97 && c <= 122) ||
      (c >= 65 && c <= 90) ||
      (c >= 48 && c <= 57) ||
      c === 45 ||
      c === 95 ||
      c === 46 ||
      c === 126;
    if (!ok) return false;
  }
  return text.length > 0;
}

/** How many entries a repeating field holds: an array's length, 0 when absent, 1 for one value. */
export function entryCount(value) {
  if (Array.isArray(value)) return value.length;
  if (value === undefined || value === null) return 0;
  if (typeof value === 'string' && kindOf(value) === ABSENT) return 0;
  return 1;
}

const DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/**
 * A real calendar date written YYYYMMDD, as the integer YYYYMMDD; -1 when the
 * text is not one. Proleptic Gregorian calendar, years 0000-9999, like `Date`.
 */
export function ymd(text) {
  if (text.length !== 8) return -1;
  let n = 0;
  for (let i = 0; i < 8; i++) {
    const c = text.charCodeAt(i) - 48;
    if (c < 0 || c > 9) return -1;
    n = n * 10 + c;
  }
  const year = Math.floor(n / 10000);
  const month = Math.floor(n / 100) % 100;
  const day = n % 100;
  if (month < 1 || month > 12 || day < 1) return -1;
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  const last = month === 2 && leap ? 29 : DAYS[month - 1];
  return day > last ? -1 : n;
}

// ---------------------------------------------------------------------------
// Options (contract section 4)

const KEYS = [
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
const KNOWN = new Set(KEYS);

/** A list option as a Set of strings (a Set is kept as it is); undefined stays undefined. */
export function setOf(name, list) {
  if (list === undefined) return undefined;
  if (typeof list !== 'object' || list === null || typeof list[Symbol.iterator] !== 'function') {
    throw new TypeError(`hand-written: ${name} must be an iterable of strings`);
  }
  const set = list instanceof Set ? list : new Set(list);
  for (const member of set)
    if (typeof member !== 'string') throw new TypeError(`hand-written: ${name} must hold strings only`);
  return set;
}

/** A fact option: a function or undefined. */
export function fn(name, value) {
  if (value !== undefined && typeof value !== 'function')
    throw new TypeError(`hand-written: ${name} must be a function`);
  return value;
}

let london;
let londonAt = Number.NEGATIVE_INFINITY;
let londonYmd = 0;
/** Today in Europe/London as YYYYMMDD, re-read at most once a second. */
export function todayInLondon() {
  const now = Date.now();
  if (now - londonAt < 1000 && now >= londonAt) return londonYmd;
  london ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/London',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  const parts = {};
  for (const part of london.formatToParts(now)) parts[part.type] = part.value;
  londonAt = now;
  londonYmd = ymd(`${parts.year}${parts.month}${parts.day}`);
  return londonYmd;
}

/**
 * The checks every options object gets first, in this order: no unknown key,
 * `today` a real YYYYMMDD date, `maxIssues` a whole number >= 1, `messages` a
 * record. Returns `today` as its YYYYMMDD integer, 0 when not given.
 */
export function checkCommonOptions(options) {
  for (const key of Object.keys(options))
    if (!KNOWN.has(key)) throw new TypeError(`hand-written: unknown option '${key}'`);
  const { today, maxIssues, messages } = options;
  let day = 0;
  if (today !== undefined) {
    day = typeof today === 'string' ? ymd(today) : -1;
    if (day < 0) throw new TypeError('hand-written: today must be a real calendar date written YYYYMMDD');
  }
  if (maxIssues !== undefined && !(Number.isInteger(maxIssues) && maxIssues >= 1)) {
    throw new TypeError('hand-written: maxIssues must be a whole number, at least 1');
  }
  if (messages !== undefined && (typeof messages !== 'object' || messages === null)) {
    throw new TypeError('hand-written: messages must be a record of strings');
  }
  return day;
}

/**
 * A prepared options object, after checkCommonOptions (`today` as it returned
 * it): the option values it was made from (`from`, compared by identity on
 * each call), `today`, `maxIssues` and `messages`; each validator fills in the
 * rest. One shape for both validators, so that the shared helpers reading it
 * (issue, finish, resolveOptions) stay monomorphic when both run in one
 * process.
 */
export function preparedBase(options, today) {
  return {
    from: KEYS.map((key) => options[key]),
    today,
    countries: undefined,
    uk: undefined,
    activities: undefined,
    charities: undefined,
    events: undefined,
    eventsIsFunction: false,
    accountExists: undefined,
    personalUrlTaken: undefined,
    teamUrlTaken: undefined,
    telephoneExists: undefined,
    postcodeFormat: undefined,
    maxIssues: options.maxIssues ?? 1000,
    messages: options.messages,
  };
}

/**
 * The prepared form of `options`: `defaults` when undefined; else the one in
 * `prepared` (a WeakMap of the calling validator's own) while every option
 * value is still the same, or a new one from `prepare`.
 */
export function resolveOptions(options, prepared, prepare, defaults) {
  if (options === undefined) return defaults;
  if (typeof options !== 'object' || options === null) throw new TypeError('hand-written: options must be an object');
  let hit = prepared.get(options);
  if (hit !== undefined) {
    const from = hit.from;
    for (let i = 0; i < KEYS.length; i++) {
      if (options[KEYS[i]] !== from[i]) {
        hit = undefined;
        break;
      }
    }
  }
  if (hit === undefined) {
    hit = prepare(options);
    prepared.set(options, hit);
  }
  return hit;
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

/** Asks a fact function (with one argument when `b` is undefined); a Promise is a programmer error in a sync validator. */
export function ask(name, fact, a, b) {
  let raw;
  try {
    raw = b === undefined ? fact(a) : fact(a, b);
  } catch (error) {
    throw new FactError(error);
  }
  if (isThenable(raw)) {
    throw new FactError(
      new TypeError(`fundraising-rules: the ${name} option returned a Promise; use the async validator`),
    );
  }
  return Boolean(raw);
}

// ---------------------------------------------------------------------------
// Issues and results

/** The tail of every wrong-type message (rules/account.ts, rules/page.ts). */
export const WRONG_TYPE = ' must be text or a number, not an object, an array or a boolean.';

/** An issue, with its message resolved through the `messages` option. */
export function issue(o, code, documented, severity, parameter, path, message) {
  const messages = o.messages;
  if (messages !== undefined) {
    const specific = `${code}:${parameter}`;
    if (Object.hasOwn(messages, specific)) message = messages[specific];
    else if (Object.hasOwn(messages, code)) message = messages[code];
  }
  return { code, documented, severity, parameter, path, message };
}

/** An error issue at a single top-level field, with the field as its parameter and path. */
export const err = (o, code, documented, field, message) =>
  issue(o, code, documented, 'error', field, [field], message);

const NO_MESSAGES = { messages: undefined };

/**
 * What a validator returns when its check threw: a fact's error is thrown on
 * as it was; anything else (a body that throws when read: a getter, a revoked
 * Proxy) is reported as the engine's 'unreadable-input' result.
 */
export function unreadable(error) {
  if (error instanceof FactError) throw error.cause;
  const reason = error instanceof Error ? error.message : String(error);
  return {
    valid: false,
    issues: [issue(NO_MESSAGES, 'unreadable-input', false, 'error', '', [], `The input could not be read: ${reason}`)],
    codes: [],
    unchecked: [],
    truncated: false,
  };
}

/**
 * valid, codes, unchecked and truncated from the issues, with the maxIssues
 * cut. `found` holds the unchecked rules with the issue count when each was
 * found (`at`, never decreasing); with `onePerCode`, a code is listed once.
 */
export function finish(o, issues, found, onePerCode) {
  let truncated = false;
  if (issues.length > o.maxIssues) {
    truncated = true;
    issues.length = o.maxIssues;
  }
  const codes = [];
  let valid = true;
  for (let i = 0; i < issues.length; i++) {
    const { code, documented, severity } = issues[i];
    if (severity === 'error') valid = false;
    if (documented && !codes.includes(code)) codes.push(code);
  }
  const unchecked = [];
  if (found !== undefined) {
    for (const { code, parameter, needs, at } of found) {
      // The engine stops at the first issue that does not fit: what it found after that is lost.
      if (truncated && at > o.maxIssues) break;
      if (onePerCode && unchecked.some((entry) => entry.code === code)) continue;
      unchecked.push({ code, parameter, needs });
    }
  }
  return { valid, issues, codes, unchecked, truncated };
}
