/**
 * What the two hand-written validators (bench/hand-written-account.mjs and
 * bench/hand-written-page.mjs) share, none of it on their valid path but
 * the options memo: the rows of both tables as the validators report them
 * (read once, when this module loads), the options (contract section 4:
 * their checks, in the package's own words, and the package's memo of the
 * last four options objects, one of them shared by both validators as in
 * the package), today in Europe/London, a caller's messages (the
 * `messages` option: texts compiled once into parts, functions called with
 * a copy of the issue), fact failures, the 'unreadable-input' result and
 * `strict`.
 *
 * The helpers a validation runs on every call (a value's kind, lengths,
 * storable text, issue building, the result) are written in each validator
 * for its own rows: shared, they would see both operations' values and
 * shapes, and V8's feedback for them would serve neither well (the issue's
 * measure: a page validated after accounts cost 113-159 ns more through
 * shared helpers).
 *
 * Derived, not restated: the message keys the options accept come from the
 * package's own list of rows (`ROWS`, src/generated/names.ts, as built), and
 * each row's messages (its own and its cases'), severity and parameter from
 * the package's rule tables (`accountRules`, `pageRules`); the two patterns
 * used (a URL segment, a surrogate) are the package's own
 * (src/runtime/patterns.ts), as is the test for a documented code. What a
 * row checks, its limits and which case applies are written in the
 * validators by hand: that is what the bench times.
 */
import { accountRules, pageRules } from 'fundraising-rules';
import { ROWS } from '../dist/src/generated/names.js';
import { DOCUMENTED_CODE, SURROGATE, URL_SEGMENT } from '../dist/src/runtime/patterns.js';

/** The package's patterns the validators use: a URL path segment (contract section 5) and a UTF-16 surrogate. */
export { SURROGATE, URL_SEGMENT };

// ---------------------------------------------------------------------------
// Dates

const DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** Proleptic Gregorian leap year (year 0 and negative years included, as `Date` counts them). */
export const isLeap = (year) => year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);

/**
 * A real calendar date written YYYYMMDD, as the integer YYYYMMDD; -1 when the
 * text is not one (years 0000-9999): the `today` option's check.
 */
function ymdOf(text) {
  if (text.length !== 8) return -1;
  let n = 0;
  for (let i = 0; i < 8; i++) {
    const digit = text.charCodeAt(i) - 48;
    if (digit < 0 || digit > 9) return -1;
    n = n * 10 + digit;
  }
  const month = Math.floor(n / 100) % 100;
  const day = n % 100;
  if (month < 1 || month > 12 || day < 1) return -1;
  if (day <= DAYS[month - 1]) return n;
  return month === 2 && day === 29 && isLeap(Math.floor(n / 10000)) ? n : -1;
}

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
  londonYmd = ymdOf(`${year}${month}${day}`);
  return londonYmd;
}

// ---------------------------------------------------------------------------
// Rows: the message keys the options may name (both operations), and each row as its issues report it

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
function topName(at) {
  for (let i = 0; i < at.length; i++) {
    const c = at.charCodeAt(i);
    if (c === 0x5b || c === 0x2e) return at.slice(0, i); // '[' or '.'
  }
  return at;
}

/**
 * A text with `{name}` placeholders, compiled once: `[text, name, raw,
 * text, name, raw, ..., text]`, where a placeholder is the text between the
 * last `{` before a `}` and that `}` (the package's one pass,
 * src/runtime/report.ts `fill`), `raw` its text as written (kept where the
 * params have no such value).
 * @param {string} text
 * @returns {string[]}
 */
function compiled(text) {
  const parts = [];
  let from = 0;
  let open = -1;
  for (let index = text.indexOf('{'); index !== -1 && index < text.length; index++) {
    const char = text.charCodeAt(index);
    if (char === 0x7b) open = index;
    else if (char === 0x7d && open !== -1) {
      parts.push(text.slice(from, open), text.slice(open + 1, index), text.slice(open, index + 1));
      from = index + 1;
      open = -1;
    }
  }
  parts.push(text.slice(from));
  return parts;
}

/**
 * A compiled text filled from `params` (own keys only; a list joined with
 * ', '): a caller's text, or a default message with more than the one value
 * an issue sees.
 * @param {string[]} parts
 * @param {Record<string, unknown>} params
 */
export function filled(parts, params) {
  let text = parts[0];
  for (let i = 1; i < parts.length; i += 3) {
    const name = parts[i];
    const value = Object.hasOwn(params, name) ? params[name] : undefined;
    text +=
      (value === undefined ? parts[i + 1] : Array.isArray(value) ? value.join(', ') : String(value)) + parts[i + 2];
  }
  return text;
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
 * @property {ParamsKind} kind what its issues' params hold (contract section 9.2)
 * @property {number} max the limit it states (a length, a count, a whole-number ceiling, an age), else 0
 * @property {number} min the floor it states (an age, a whole number), else 0
 * @property {readonly string[]} allowed the fixed values it states, else none
 * @property {string} message its default message, the values it states filled in
 * @property {number} simple 0: `message` has no placeholder left; 1: one, for the value an issue sees
 *   ({length} or {count}), `head` before it and `tail` after it; 2: others (`parts`, filled when built)
 * @property {string} head
 * @property {string} tail
 * @property {string[]} parts `message` compiled (see `compiled`)
 * @property {Record<string, Row>} cases the row's cases by name (none for a case)
 */

/**
 * What the issues of a row carry as params, by the keys the package gives
 * them in (src/tables/params.ts): none; `{ max, length }`; `{ max, count }`;
 * `{ allowed }`; `{ min, max }` (an age); `{ max }` (a whole-number
 * ceiling); `{ min }` (a whole-number floor); the event's `{ max, count }`.
 * @typedef {'none' | 'length' | 'count' | 'allowed' | 'range' | 'ceiling' | 'floor' | 'eventCount'} ParamsKind
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
 * The params a row's condition states about the field it reports at, as
 * the package reads them off the row (src/tables/params.ts and each
 * condition's `params`): each stated param by name, `value` fixed by the
 * row, or `seen` (a length, a count, the event's maximum) taken from the
 * body or the event when an issue is built.
 */
function statedParams(node, at, negated, into) {
  if (node.all !== undefined) for (const part of node.all) statedParams(part, at, negated, into);
  else if (node.any !== undefined) for (const part of node.any) statedParams(part, at, negated, into);
  else if (node.not !== undefined) statedParams(node.not, at, !negated, into);
  else {
    const field = node.field ?? node.list;
    if (field !== at) return into;
    if (node.test === 'longerThan' && !negated) Object.assign(into, { max: node.max, length: 'seen' });
    else if (node.test === 'shorterThan' && !negated) Object.assign(into, { min: node.min, length: 'seen' });
    else if (node.test === 'moreEntriesThan' && !negated && node.max !== 0)
      Object.assign(into, { max: node.max, count: 'seen' });
    else if (node.test === 'eventAllowsFewer' && !negated) Object.assign(into, { max: 'seen', count: 'seen' });
    else if (node.test === 'oneOf' && negated) Object.assign(into, { allowed: node.values });
    else if (node.test === 'ageBetween' && negated) Object.assign(into, { min: node.min, max: node.max });
    else if (node.test === 'above') Object.assign(into, negated ? { min: node.min + 1 } : { max: node.min });
  }
  return into;
}

/** The kind of a row's params, from the names it states in order (see `ParamsKind`). */
function paramsKind(code, spec) {
  const shape = Object.entries(spec)
    .map(([name, value]) => `${name}${value === 'seen' ? '?' : ''}`)
    .join(' ');
  const kind = {
    '': 'none',
    'max length?': 'length',
    'max count?': 'count',
    allowed: 'allowed',
    'min max': 'range',
    max: 'ceiling',
    min: 'floor',
    'max? count?': 'eventCount',
  }[shape];
  if (kind === undefined)
    throw new Error(`hand-written: the params of ${code} (${shape}) are none the yardsticks build`);
  return kind;
}

/**
 * A row as its issues report it. `message` is the message with the values
 * the row states filled in (the package's `prefilled`); a placeholder left
 * for the value an issue sees ({length} or {count}) splits it into `head`
 * and `tail`, so that the default message is one concatenation.
 * @param {import('fundraising-rules').Rule} rule
 * @param {string} key
 * @param {string} caseName
 * @param {string} text
 * @param {Record<string, unknown>} spec
 * @returns {Row}
 */
function reportedRow(rule, key, caseName, text, spec) {
  const kind = paramsKind(rule.code, spec);
  const fixed = {};
  for (const [name, value] of Object.entries(spec)) if (value !== 'seen') fixed[name] = value;
  const message = Object.keys(fixed).length === 0 ? text : filled(compiled(text), fixed);
  const parts = compiled(message);
  const seen = kind === 'length' ? 'length' : kind === 'count' ? 'count' : '';
  const simple = parts.length === 1 ? 0 : parts.length === 4 && parts[1] === seen ? 1 : 2;
  return {
    code: rule.code,
    documented: DOCUMENTED_CODE.test(rule.code),
    severity: rule.severity,
    parameter: rule.parameter,
    key,
    caseKey: caseName === '' ? '' : `${key}/${caseName}`,
    specific: `${rule.code}:${rule.parameter}`,
    top: topName(rule.at),
    kind,
    max: typeof spec.max === 'number' ? spec.max : 0,
    min: typeof spec.min === 'number' ? spec.min : 0,
    allowed: Array.isArray(spec.allowed) ? [...spec.allowed] : [],
    message,
    simple,
    head: parts[0],
    tail: simple === 1 ? parts[3] : '',
    parts,
    cases: {},
  };
}

/**
 * The row of the package's tables reporting `code` at `at` (its own key
 * `code:at`; `#2` for a second row there), with its message and each of its
 * cases' (`r.cases.absent`...), the params it states (`r.max`,
 * `r.allowed`...) read off its condition, as the validators carry them.
 * @example row('002.01.04', 'title').cases.absent.message // 'Title is required: one of Mr, Mrs, Ms, Miss, Dr, Prof.'
 * @param {string} code
 * @param {string} at
 * @param {string} [nth] '#2' for the second row of `code` at `at`
 * @returns {Row}
 */
export function row(code, at, nth = '') {
  const key = `${code}:${at}${nth}`;
  const rule = TABLE_ROWS.get(key);
  if (rule === undefined || !KNOWN_KEYS.has(key))
    throw new Error(`hand-written: no row ${key} in the package's tables`);
  const spec = statedParams(rule.when, rule.at, false, {});
  const main = reportedRow(rule, key, '', rule.message, spec);
  for (const { name, message } of rule.cases ?? []) main.cases[name] = reportedRow(rule, key, name, message, spec);
  return main;
}

/**
 * The top-level fields where the package's table reports `code` (a field
 * with a wrong-type row, an indicator that must be 'N'), in table order.
 * @example fieldsWith('must-be-N', accountRules) // ['charityMarketingIndicator', ...]
 * @param {string} code
 * @param {readonly import('fundraising-rules').Rule[]} table
 * @returns {string[]}
 */
export function fieldsWith(code, table) {
  return table
    .filter((rule) => rule.code === code && rule.at !== '' && !rule.at.includes('[') && !rule.at.includes('.'))
    .map((rule) => rule.at);
}

/**
 * A value a row's condition states, other than its params: `key` of the
 * first condition of test `test` in the row (the total the percentages
 * sum to, the answer a fact must give).
 * @example stated('003.01.15', 'charitySplits', 'wholeNumbersSumTo', 'total') // 100
 * @param {string} code
 * @param {string} at
 * @param {string} test
 * @param {string} key
 * @returns {unknown}
 */
export function stated(code, at, test, key) {
  const rule = TABLE_ROWS.get(`${code}:${at}`);
  const find = (node) => {
    if (node.test === test) return node;
    for (const part of node.all ?? node.any ?? (node.not === undefined ? [] : [node.not])) {
      const found = find(part);
      if (found !== undefined) return found;
    }
    return undefined;
  };
  const node = rule === undefined ? undefined : find(rule.when);
  if (node === undefined || !(key in node)) throw new Error(`hand-written: row ${code}:${at} states no ${test} ${key}`);
  return node[key];
}

// ---------------------------------------------------------------------------
// A caller's messages (contract sections 9.2 and 10.3)

/** The caller's texts met, compiled (`compiled`), kept while there are few (a caller has a handful). */
const COMPILED_TEXTS = new Map();

/**
 * The caller's message for row `r`, or `undefined` for the default: the
 * text or function under the row's case key, its own key, its
 * `code:parameter` or its `code` (own keys, read live, in that order). Text
 * has its `{name}` placeholders filled from the params (compiled once per
 * text); a function is called with a copy of the issue (without its
 * message), its failure thrown on as the caller's (a `FactError`).
 * @param {Record<string, unknown>} messages
 * @param {Row} r
 * @param {(string | number)[]} path
 * @param {Record<string, unknown> | undefined} params
 * @returns {string | undefined}
 */
export function callerMessage(messages, r, path, params) {
  let given;
  if (r.caseKey !== '' && Object.hasOwn(messages, r.caseKey)) given = messages[r.caseKey];
  else if (Object.hasOwn(messages, r.key)) given = messages[r.key];
  else if (Object.hasOwn(messages, r.specific)) given = messages[r.specific];
  else if (Object.hasOwn(messages, r.code)) given = messages[r.code];
  // A value changed since the options were checked to anything but text or a function is not used.
  if (typeof given === 'string') {
    if (params === undefined) return given;
    let parts = COMPILED_TEXTS.get(given);
    if (parts === undefined) {
      if (COMPILED_TEXTS.size >= 1024) COMPILED_TEXTS.clear();
      parts = compiled(given);
      COMPILED_TEXTS.set(given, parts);
    }
    return filled(parts, params);
  }
  if (typeof given !== 'function') return undefined;
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
    this.keys = [];
    this.values = [];
    /** The places of the values a check could find otherwise later (checked again for a fresh object alike). */
    this.changeable = [];
    // What the rules read. A list is a Set or an array (searched live), or undefined.
    this.today = 0; // 0: today in London, on each call
    this.countries = undefined;
    /** The UK codes; undefined for the default, 'GB' and 'UK' (compared as they are). */
    this.uk = undefined;
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

const DEFAULTS = new Prepared(null);

/**
 * The last four options objects prepared, shared by both validators, as the
 * package keeps them (src/facts/options.ts, `recent`): a caller that passes
 * the same object on every call (or one per validator, in turn) pays for its
 * check once, and a hit costs a for-in over its own keys, each compared by
 * name and value with those remembered. A value replaced since is checked
 * again; a fresh object with the keys and values of one prepared before is
 * that one's preparation, once the values that could change inside are
 * checked again; any other fresh object is prepared in full and takes the
 * oldest place. `last` is the one found or made last: usually the one
 * asked for again.
 */
/** @type {(Prepared | undefined)[]} */
const recent = [undefined, undefined, undefined, undefined];
let next = 0;
let last = DEFAULTS;

/**
 * The prepared form of `options` (null and undefined: no options), the
 * fields of this call read.
 * @example resolveOptions({ today: '20261122' }).today // 20261122
 */
export function resolveOptions(options) {
  if (options === undefined || options === null) return DEFAULTS;
  const p = options === last.from && holdsStill(options, last) ? last : preparedFor(options);
  // The fields are read on every call (contract section 10.1), as the package's reportingOf reads them.
  if (p.fieldList !== undefined) p.fields = readFields(p.fieldList);
  return p;
}

/**
 * Does an options object still hold the own keys, in for-in order, and the
 * values it held when prepared? Own keys only, as the package reads them:
 * an inherited property is no option.
 */
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

/** The prepared form of an options object: a recent one's, or prepared now (the package's resolveOptions). */
function preparedFor(options) {
  if (typeof options !== 'object' || Array.isArray(options))
    throw new TypeError('fundraising-rules: options must be an object');
  for (let i = 0; i < 4; i++) {
    const p = recent[i];
    if (p === undefined || p.from !== options) continue;
    // `last` was compared already: its keys were read, and are not read again.
    if (p !== last && holdsStill(options, p)) {
      last = p;
      return p;
    }
    break;
  }
  // Each own key and its value read once, in for-in order, before any is checked, as the package's readOwn.
  const keys = [];
  const values = [];
  for (const key in options) {
    // biome-ignore lint/suspicious/noPrototypeBuiltins: as in holdsStill
    if (!Object.prototype.hasOwnProperty.call(options, key)) continue;
    keys.push(key);
    values.push(options[key]);
  }
  for (let i = 0; i < 4; i++) {
    const p = recent[i];
    if (p !== undefined && sameList(keys, p.keys) && sameList(values, p.values)) {
      for (const place of p.changeable) check(new Prepared(null), keys[place], values[place]);
      last = p;
      return p;
    }
  }
  last = prepare(options, values, keys);
  return last;
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
  const changeable = [];
  for (let place = 0; place < keys.length; place++) {
    const key = keys[place];
    if (OPTION_NAMES.indexOf(key) === -1)
      throw invalid(`'${key}' is not an option (the options are ${OPTION_NAMES.join(', ')})`);
    const value = values[place];
    if (value === undefined) continue;
    check(p, key, value);
    if (!unchanging(value)) changeable.push(place);
  }
  p.keys = keys;
  p.values = values;
  p.changeable = changeable;
  remember(p);
  return p;
}

/** Checks one option's value (a TypeError in the package's words) and puts it where the rules read it in `p`. */
function check(p, key, value) {
  switch (key) {
    case 'today':
      p.today = typeof value === 'string' ? ymdOf(value) : -1;
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
 * identity. Its entries are checked now (a frozen array's once).
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
// Facts and failures

/** An error of the caller's fact function (or its answer, or its list, or a message function): thrown on as it was. */
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
 * Contract section 10.4, for options that are `strict` and a result that
 * lists rules in `unchecked`: the package's TypeError, naming each missing
 * option (in the order first needed) and the codes needing it.
 */
export function strictError(unchecked) {
  const byOption = new Map();
  for (const { code, needs } of unchecked) byOption.set(needs, [...(byOption.get(needs) ?? []), code]);
  const missing = [...byOption].map(([option, codes]) => `${option} (needed by ${codes.join(', ')})`);
  return new TypeError(`fundraising-rules: strict: the options do not give ${missing.join('; ')}`);
}
