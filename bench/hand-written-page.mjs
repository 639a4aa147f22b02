/**
 * A hand-written create-page validator, written as a careful engineer
 * would write one validator of this contract: the yardstick
 * `validatePage` is measured against (bench/run.mjs).
 *
 * It does EXACTLY the checks of rules/page.ts as contract sections 3-6
 * decide them, every row in table order (documented codes, engine codes and
 * warnings), with the same options, and returns the same
 * `{ valid, issues, codes, unchecked, truncated }` with the same issue
 * objects (each with its message and, for a rule with a limit or a fixed
 * list, its params: contract section 9.2), asking the same facts (events
 * lookups, teamUrlTaken) and calling the same message functions in the same
 * order. bench/equivalence-page.mjs proves it, whole results compared;
 * bench/run.mjs runs it before timing anything, and times nothing while it
 * disagrees.
 *
 * Where the speed comes from, and why each shortcut gives the same result:
 * - Each field's rules sit under one test of how it reads, the common
 *   valid value first (a string within its limit, in its format, storable),
 *   written out in `check` (V8 inlines helpers only up to a budget per
 *   function); any other value goes to its field's fault function.
 * - The helpers a validation runs on every call (a value's kind, lengths,
 *   storable text, issue building, the result) are this file's own, not
 *   shared with the account validator: V8's feedback for them sees page
 *   values only.
 * - One pass over the body: each top-level field is read once, in the order
 *   the generated validator reads them (the table's reading order, which
 *   decides the message when several getters throw; the split count, which
 *   throws for a length no array can have, right after the splits, the
 *   last field), and classified once.
 * - The event rules run only when an eventResourceId is present (the engine
 *   never looks an event up without one); the event is looked up once and
 *   its EventInfo checked as the package checks it (not cached across calls:
 *   a server may change an EventInfo in place).
 * - One pass over the charity splits, where the generated validator makes
 *   its own (before 003.01.12, with no cut inside) and reading what it
 *   reads in its order: each split once in index order, a run of holes at
 *   its first index (`holesEnd`, asked with `in` as the package asks it);
 *   of each split its charity, percentage and custom codes, their count,
 *   then each custom code. It computes together what every rule about the
 *   splits needs: the count with a charity, the sum, whether a charity lacks
 *   a whole percentage, the fixed-splits match, and one word of flags per
 *   split (which per-split rule fires there, which custom-code rule fires at
 *   its codes). A per-split rule's loop runs only when its flag is set on
 *   some split, so a valid page runs none of them. The flags live in arrays
 *   reused by every call (a call made from inside a call, by a getter, gets
 *   arrays of its own); a list with holes has one slot per split read, so a
 *   list of length 2^32 - 1 costs its entries, not its length.
 * - Where the engine reads what its pass has not read, this validator reads
 *   it at the same point: its 002.01.22 loop reads each hole of a run (each
 *   is an issue).
 * - Small lists compare with earlier entries (duplicate charities; the
 *   event's fixed splits, matched with a bit per fixed split); a long list
 *   (a hostile one: the service allows 5 splits) uses a Set or a Map, so the
 *   work stays linear.
 * - The URL segment is one native pass (the package's own pattern, a single
 *   regular expression test, not a loop per character).
 * - Lengths: `text.length <= max` is never too long; code points are counted
 *   only past that, and only when the string holds a surrogate.
 * - Unstorable text (U+0000, a lone surrogate) is found by `isWellFormed`
 *   and `indexOf`, which answer a one-byte string without a loop in
 *   JavaScript; a value in its field's own format (a URL segment, 'Y' or
 *   'N', a whole number, a date, an amount) holds none and is not searched.
 * - Options: the package's memo of the last four options objects
 *   (hand-written-common.mjs; the one found last is compared first, own key
 *   by own key); lookup lists are searched live.
 * - Issues: each row is a constant with its message as the validator
 *   carries it, the values it states (a limit, a list) filled in; params and
 *   the default message (the row's text around the value seen,
 *   concatenated; a caller's text compiled once into parts) are made only
 *   when an issue is built, a length's code points counted only then: a too-long
 *   charity's from the text the pass kept (a long list: read again, as the
 *   engine's loop reads it), a split's custom-code count read again, the
 *   event's maxCharities read again (as the package's params read them).
 *   `messages` and `fields` are the package's (hand-written-common.mjs).
 * - `maxIssues`: every issue is pushed in table order and the list is cut at
 *   the end. The engine stops at the first issue that does not fit, so where
 *   it would read on (the splits' pass, a hole of a run) or ask a fact, this
 *   validator first checks `issues.length > max`: past that point the engine
 *   had stopped. An unchecked rule is recorded only before that point. Past
 *   the cut an issue is a stand-in only: no params, no message, no call of
 *   a message function.
 *
 * What is read, and when, is the engine's: every operation made on the body
 * for the first time (`get`, `in`, Object.keys) comes in the same order, at
 * every cut (bench/equivalence-page.mjs, `checkPageReadLog`). Not covered: a
 * body whose getters or traps answer differently, or do something of their
 * own, on a read made again (the engine's rules read the splits again, rule
 * by rule, and its duplicate search the earlier charities; this validator
 * reads a split again only where a rule fires on its custom codes or on a
 * non-object, or on a too-long charity of a long list); a list (a Proxy) whose `get` gives an entry at an index its
 * `in` says it does not hold (the engine's pass jumps it as a hole, its rule
 * loops then read it after an index where they fired); and lookup lists or
 * EventInfo lists whose `has`/`includes` run the caller's code (a Set
 * subclass, a Proxy): they are asked during the one pass, in another order
 * than the engine's.
 *
 * The unchecked rules are the engine's, Kleene style: a rule whose condition
 * holds except for a fact the options did not give is listed once per code
 * (errors only), with the option it needs, in table order.
 *
 * Messages, limits and fixed lists are the rule table's, read from the
 * package's `pageRules` when this module loads; which of a row's cases
 * applies is decided here.
 */
import { pageRules } from 'fundraising-rules';
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
  stated,
  strictError,
  todayInLondon,
  URL_SEGMENT,
  unreadable,
} from './hand-written-common.mjs';

// ---------------------------------------------------------------------------
// Rows (rules/page.ts): each row's messages as the package's tables give them, fixed values filled in

const SPLIT = 'charitySplits[]';
const SPLIT_CHARITY = 'charitySplits[].charityResourceId';
const SPLIT_PERCENT = 'charitySplits[].charitySplitPercent';
const SPLIT_CODES = 'charitySplits[].customCodes[]';
const R = {
  body: row('003.01.04', ''),
  none: row('003.01.04', '', '#2'),
  title05: row('003.01.05', 'pageTitle'),
  eventLong: row('too-long', 'eventResourceId'),
  eventUnknown: row('unknown-event', 'eventResourceId'),
  event24: row('002.01.24', 'eventResourceId'),
  event25: row('002.01.25', 'eventResourceId'),
  event27: row('002.01.27', 'eventResourceId'),
  event28: row('002.01.28', 'eventResourceId'),
  event29: row('002.01.29', 'eventResourceId'),
  date06: row('003.01.06', 'fundraisingDate'),
  date07: row('003.01.07', 'fundraisingDate'),
  date08: row('003.01.08', 'fundraisingDate'),
  team09: row('003.01.09', 'teamPageIndicator'),
  name01: row('003.01.01', 'teamName'),
  name02: row('003.01.02', 'teamName'),
  name10: row('003.01.10', 'teamName'),
  nameIndividual: row('team-field-on-individual-page', 'teamName'),
  url03: row('003.01.03', 'teamUrl'),
  url11: row('003.01.11', 'teamUrl'),
  urlTaken: row('team-url-taken', 'teamUrl'),
  urlIndividual: row('team-field-on-individual-page', 'teamUrl'),
  activity18: row('003.01.18', 'activityCode'),
  activityOnEvent: row('activity-on-event-page', 'activityCode'),
  activityLong: row('too-long', 'activityCode'),
  description19: row('003.01.19', 'activityDescription'),
  descriptionWithout039: row('description-without-039', 'activityDescription'),
  descriptionLong: row('too-long', 'activityDescription'),
  contribution17: row('003.01.17', 'charityContributionIndicator'),
  interval16: row('003.01.16', 'postEventFundraisingInterval'),
  target: row('target-amount', 'fundraisingTarget'),
  splits12: row('003.01.12', 'charitySplits'),
  splits13: row('003.01.13', 'charitySplits'),
  splits15: row('003.01.15', 'charitySplits'),
  splits26: row('002.01.26', 'charitySplits'),
  splits30: row('002.01.30', 'charitySplits'),
  splitWrong: row('wrong-type', SPLIT),
  split30: row('002.01.30', SPLIT),
  charity14: row('003.01.14', SPLIT_CHARITY),
  charity20: row('003.01.20', SPLIT_CHARITY),
  charityLong: row('too-long', SPLIT_CHARITY),
  charityUnknown: row('unknown-charity', SPLIT_CHARITY),
  charityDuplicate: row('duplicate-charity', SPLIT_CHARITY),
  charityWrong: row('wrong-type', SPLIT_CHARITY),
  charityUnstorable: row('not-storable-text', SPLIT_CHARITY),
  zeroShare: row('zero-share', SPLIT_PERCENT),
  percentWrong: row('wrong-type', SPLIT_PERCENT),
  percentUnstorable: row('not-storable-text', SPLIT_PERCENT),
  codes23: row('002.01.23', 'charitySplits[].customCodes'),
  codes22: row('002.01.22', SPLIT_CODES),
  codesWrong: row('wrong-type', SPLIT_CODES),
  codesUnstorable: row('not-storable-text', SPLIT_CODES),
};
/** The wrong-type and not-storable-text rows of each top-level field but the splits. */
const W = {};
for (const field of fieldsWith('wrong-type', pageRules)) {
  W[field] = { wrong: row('wrong-type', field), unstorable: row('not-storable-text', field) };
}

// The limits and values the rows state, as constants.
const TITLE_MAX = R.title05.max;
const EVENT_MAX = R.eventLong.max;
const NAME_MAX = R.name02.max;
const NAME_MAX_10 = R.name10.max;
const URL_MAX = R.url03.max;
const URL_MAX_11 = R.url11.max;
const ACTIVITY_MAX = R.activityLong.max;
const DESCRIPTION_MAX = R.descriptionLong.max;
const INTERVAL_MAX = R.interval16.max;
const SPLITS_MAX = R.splits13.max;
const SPLIT_CHARITY_MAX = R.charityLong.max;
const CODES_MAX = R.codes23.max;
const CODE_MAX = R.codes22.max;
/** The total the whole-number percentages must sum to (003.01.15). */
const TOTAL = stated('003.01.15', 'charitySplits', 'wholeNumbersSumTo', 'total');
/** The activity code that needs a description (003.01.19), 'other'. */
const OTHER = /** @type {string[]} */ (stated('003.01.19', 'activityDescription', 'oneOf', 'values'))[0];

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

/** Adds an issue of a whole-number ceiling (`{ max }`) or floor (`{ min }`). */
function addBound(o, issues, r, path) {
  if (builds(o, issues, r))
    issues.push(built(o, r, path, r.kind === 'ceiling' ? { max: r.max } : { min: r.min }, r.message));
}

/** A default message with more placeholders than the one value an issue sees. */
const defaultText = (r, params) => (r.simple === 0 ? r.message : filled(r.parts, params));

/**
 * Records that row `r` needed the option `needs`, which was not given, once
 * per code (errors only: 002.01.30 has two rows); left out, as its issues
 * would be, when field-level validation leaves out its field.
 */
function skip(o, unchecked, r, needs) {
  if (r.severity !== 'error') return;
  const fields = o.fields;
  if (fields !== undefined && r.top !== '' && !fields.has(r.top)) return;
  for (let i = 0; i < unchecked.length; i++) if (unchecked[i].code === r.code) return;
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

/** A non-negative Decimal(19,2) amount: 1 to 17 ASCII digits, then optionally '.' and 1 or 2 digits. */
function decimalAmount(text) {
  const n = text.length;
  let i = 0;
  while (i < n) {
    const c = text.charCodeAt(i);
    if (c < 48 || c > 57) break;
    i++;
  }
  if (i === 0 || i > 17) return false;
  if (i === n) return true;
  if (text.charCodeAt(i) !== 46) return false;
  const decimals = n - i - 1;
  if (decimals < 1 || decimals > 2) return false;
  for (let j = i + 1; j < n; j++) {
    const c = text.charCodeAt(j);
    if (c < 48 || c > 57) return false;
  }
  return true;
}

/**
 * A whole number's value: a non-negative integer, or a string of ASCII digits
 * only ('03' is 3); -1 when the value is not one. (-0 stays -0, as in the
 * engine: it sums and compares as 0.)
 */
function whole(value) {
  if (typeof value === 'number') return Number.isInteger(value) && value >= 0 ? value : -1;
  if (typeof value !== 'string' || value.length === 0) return -1;
  for (let i = 0; i < value.length; i++) {
    const c = value.charCodeAt(i);
    if (c < 48 || c > 57) return -1;
  }
  return Number(value);
}

// ---------------------------------------------------------------------------
// Events (contract section 4)

const isNumber = (value) => typeof value === 'number' && !Number.isNaN(value);

/**
 * Why a value is not an EventInfo, in the package's words, or undefined: the
 * fields read in the package's order (a getter that throws is the caller's
 * failure), the problems reported in its order.
 */
function eventInfoProblem(info) {
  if (typeof info !== 'object' || Array.isArray(info)) return 'must be an EventInfo object';
  const { status, feeRequired, placesLeft, allowedCharities, maxCharities, charitySplits } = info;
  if (
    status !== undefined &&
    status !== 'published' &&
    status !== 'unpublished' &&
    status !== 'expired' &&
    status !== 'closed'
  )
    return 'status must be one of published, unpublished, expired, closed';
  if (feeRequired !== undefined && typeof feeRequired !== 'boolean') return 'feeRequired must be true or false';
  if (placesLeft !== undefined && !isNumber(placesLeft)) return 'placesLeft must be a number';
  if (maxCharities !== undefined && !isNumber(maxCharities)) return 'maxCharities must be a number';
  if (allowedCharities !== undefined && !stringsOnly(allowedCharities))
    return 'allowedCharities must be an array of charity resource IDs (strings)';
  if (charitySplits !== undefined && !fixedSplitsOk(charitySplits))
    return 'charitySplits must be an array of { charityResourceId: string, charitySplitPercent: number }';
  return undefined;
}

function stringsOnly(list) {
  if (!Array.isArray(list)) return false;
  for (let i = 0; i < list.length; i++) if (typeof list[i] !== 'string') return false;
  return true;
}

function fixedSplitsOk(list) {
  if (!Array.isArray(list)) return false;
  for (let i = 0; i < list.length; i++) {
    const split = list[i];
    if (typeof split !== 'object' || split === null) return false;
    if (typeof split.charityResourceId !== 'string' || !isNumber(split.charitySplitPercent)) return false;
  }
  return true;
}

/**
 * The event's checked EventInfo, or null when the events option does not know
 * it (a record is read by own property only). Whatever goes wrong here (the
 * lookup throws or gives a Promise, the EventInfo is malformed or throws when
 * read) is the caller's failure: it propagates.
 */
function lookUpEvent(o, id) {
  try {
    const events = o.events;
    const info = o.eventsIsFunction ? events(id) : Object.hasOwn(events, id) ? events[id] : undefined;
    if (isThenable(info)) throw promiseError('events', info);
    if (info === undefined || info === null) return null;
    const problem = eventInfoProblem(info);
    if (problem !== undefined) throw new TypeError(`fundraising-rules: invalid options: events['${id}'] ${problem}`);
    return info;
  } catch (error) {
    throw new FactError(error);
  }
}

/** Asks teamUrlTaken (as ask1 does; a call site of its own keeps the fact call monomorphic). */
function askTeamUrlTaken(fact, teamUrl) {
  let raw;
  try {
    raw = fact(teamUrl);
    if (isThenable(raw)) throw promiseError('teamUrlTaken', raw);
  } catch (error) {
    throw new FactError(error);
  }
  return Boolean(raw);
}

// ---------------------------------------------------------------------------
// Per-split flags: which per-split rule fires at a split, one bit per rule

const NOT_OBJECT = 1 << 0;
const PAIR_MISSING = 1 << 1;
const NO_CHARITY = 1 << 2;
const DISALLOWED = 1 << 3;
const CHARITY_LONG = 1 << 4;
const CHARITY_UNKNOWN = 1 << 5;
const DUPLICATE = 1 << 6;
const CHARITY_WRONG = 1 << 7;
const CHARITY_UNSTORABLE = 1 << 8;
const ZERO = 1 << 9;
const PERCENT_WRONG = 1 << 10;
const PERCENT_UNSTORABLE = 1 << 11;
/** The split's custom codes: more than 5 (002.01.23); one absent or too long (002.01.22); one wrongly typed; one unstorable. */
const CODES_MANY = 1 << 12;
const CODES_BAD = 1 << 13;
const CODES_WRONG = 1 << 14;
const CODES_UNSTORABLE = 1 << 15;
/** The bits of the per-split rules of SPLIT_RULES (not the custom codes'). */
const SPLIT_RULE_BITS = (1 << 12) - 1;
/** Not a rule: the split has a charity (read by the duplicate comparison). */
const HAS_CHARITY = 1 << 16;

/** The per-split rules in table order: the flag that fires each, and the issue it gives at split i. */
/** @type {{ bit: number, rule: import('./hand-written-common.mjs').Row, field: string | undefined }[]} */
const SPLIT_RULES = [
  { bit: NOT_OBJECT, rule: R.splitWrong, field: undefined },
  { bit: PAIR_MISSING, rule: R.split30, field: undefined },
  { bit: NO_CHARITY, rule: R.charity14, field: 'charityResourceId' },
  { bit: DISALLOWED, rule: R.charity20, field: 'charityResourceId' },
  { bit: CHARITY_LONG, rule: R.charityLong, field: 'charityResourceId' },
  { bit: CHARITY_UNKNOWN, rule: R.charityUnknown, field: 'charityResourceId' },
  { bit: DUPLICATE, rule: R.charityDuplicate, field: 'charityResourceId' },
  { bit: CHARITY_WRONG, rule: R.charityWrong, field: 'charityResourceId' },
  { bit: CHARITY_UNSTORABLE, rule: R.charityUnstorable, field: 'charityResourceId' },
  { bit: ZERO, rule: R.zeroShare, field: 'charitySplitPercent' },
  { bit: PERCENT_WRONG, rule: R.percentWrong, field: 'charitySplitPercent' },
  { bit: PERCENT_UNSTORABLE, rule: R.percentUnstorable, field: 'charitySplitPercent' },
];

/** Stand-ins, never read, for the Set and Map a long list needs. */
const NO_TEXTS = new Set();
const NO_COUNTS = new Map();

/** Up to this many splits, the flags, indices and charities go in the arrays every call reuses. */
const SCRATCH = 16;
const scratchFlags = new Uint32Array(SCRATCH);
const scratchAt = new Uint32Array(SCRATCH);
const scratchCharity = new Array(SCRATCH).fill('');
/** Calls in progress: a call made from inside another (a getter may call the validator) brings its own arrays. */
let depth = 0;

// ---------------------------------------------------------------------------
// The validator

/**
 * Checks a create-page body exactly as `validatePage` does.
 * @example validatePageByHand({ pageTitle: 'Run' }, { today: '20261122' }).codes.includes('003.01.09') // true
 */
export function validatePageByHand(input, options) {
  const o = resolveOptions(options);
  depth++;
  const outer = sparse;
  sparse = undefined;
  let result;
  try {
    result = check(input, o);
  } catch (error) {
    result = unreadable(error);
  } finally {
    sparse = outer;
    depth--;
  }
  if (o.strict && result.unchecked.length > 0) throw strictError(result.unchecked);
  return result;
}

/**
 * Reads the body, then runs the rules in table order: each field's usual
 * value recognised by tests written out here (V8 inlines helpers into a
 * function only up to a budget of bytecode), any other value sent to its
 * fault function; the team fields, the activity, the amounts and the
 * splits are functions of their own, each compiled with a budget of its own.
 */
function check(input, o) {
  const max = o.maxIssues;
  const issues = [];
  const unchecked = [];

  // 003.01.04: not an object; nothing else runs.
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    add(o, issues, R.body);
    return finish(max, issues, unchecked);
  }

  // Each top-level field read once, all before any rule asks a fact, in the generated validator's order (the
  // table's reading order), which decides the message when several getters throw: the split count (which throws
  // for a length no array can have) right after the splits, the last field read.
  const pageTitle = input.pageTitle;
  const eventId = input.eventResourceId;
  const date = input.fundraisingDate;
  const teamIndicator = input.teamPageIndicator;
  const teamName = input.teamName;
  const teamUrl = input.teamUrl;
  const activity = input.activityCode;
  const description = input.activityDescription;
  const contribution = input.charityContributionIndicator;
  const interval = input.postEventFundraisingInterval;
  const target = input.fundraisingTarget;
  const splits = input.charitySplits;
  const count = splits === undefined ? 0 : entryCount(splits);

  // 003.01.04: no page field present. Splits present settle it (the usual case: one test, not twelve).
  if (
    count === 0 &&
    nonePresent(pageTitle, eventId, date, teamIndicator, teamName, teamUrl) &&
    nonePresent(activity, description, contribution, interval, target, undefined)
  )
    add(o, issues, R.none);

  // pageTitle: a string within its limit in UTF-16 units, starting with printable ASCII, storable, as usual.
  if (
    typeof pageTitle !== 'string' ||
    pageTitle.length > TITLE_MAX ||
    ((pageTitle.charCodeAt(0) | 0) - 33) >>> 0 > 93 ||
    !pageTitle.isWellFormed() ||
    pageTitle.indexOf('\u0000') !== -1
  )
    titleFault(o, issues, pageTitle);

  // eventResourceId, and the event's own rules: only with an eventResourceId (the engine asks for no event without one).
  const eventText =
    typeof eventId === 'string' && ((eventId.charCodeAt(0) | 0) - 33) >>> 0 < 94
      ? eventId
      : kindOf(eventId) === TEXT
        ? textOf(eventId)
        : undefined;
  const eventPage = eventText !== undefined;
  /** @type {import('fundraising-rules').EventInfo | null} */
  let event = null; // the EventInfo, when the events option knows the page's event
  if (eventPage) {
    if (longer(eventText, EVENT_MAX)) addLength(o, issues, R.eventLong, eventText);
    if (o.events === undefined) {
      if (issues.length <= max) {
        skip(o, unchecked, R.eventUnknown, 'events');
        skip(o, unchecked, R.event24, 'events');
        skip(o, unchecked, R.event25, 'events');
        skip(o, unchecked, R.event27, 'events');
        skip(o, unchecked, R.event28, 'events');
        skip(o, unchecked, R.event29, 'events');
      }
    } else {
      if (issues.length > max) return finish(max, issues, unchecked);
      event = lookUpEvent(o, eventText);
      if (event === null) add(o, issues, R.eventUnknown);
      else {
        const status = event.status;
        if (status !== undefined && status !== 'published') eventStatus(o, issues, status, false);
        if (event.feeRequired === true) add(o, issues, R.event27);
        const places = event.placesLeft;
        if (places !== undefined && places <= 0) add(o, issues, R.event28);
        if (status !== undefined && status !== 'published') eventStatus(o, issues, status, true);
      }
    }
    if (unstorable(eventText)) add(o, issues, W.eventResourceId.unstorable);
  } else if (eventId !== undefined && kindOf(eventId) === WRONG) add(o, issues, W.eventResourceId.wrong);

  // fundraisingDate: none on an event page, as usual; on a personal page a real date after today (digits: storable).
  if (eventPage) {
    if (date !== undefined) dateFault(o, issues, date, eventPage);
  } else if (!(typeof date === 'string' && ymd(date) > (o.today === 0 ? todayInLondon() : o.today)))
    dateFault(o, issues, date, eventPage);

  if (!teamRules(o, issues, unchecked, teamIndicator, teamName, teamUrl)) return finish(max, issues, unchecked);
  if (!activityRules(o, issues, unchecked, activity, description, eventPage)) return finish(max, issues, unchecked);
  amountRules(o, issues, contribution, interval, target);

  // charitySplits: the engine reads no split past the cut.
  if (issues.length > max) return finish(max, issues, unchecked);
  return checkSplits(o, issues, unchecked, splits, count, eventPage, event);
}

/** Is no one of these values text? (003.01.04, off the usual path.) */
const nonePresent = (a, b, c, d, e, f) =>
  kindOf(a) !== TEXT &&
  kindOf(b) !== TEXT &&
  kindOf(c) !== TEXT &&
  kindOf(d) !== TEXT &&
  kindOf(e) !== TEXT &&
  kindOf(f) !== TEXT;

/** pageTitle that is not the usual value: absent (and maybe the wrong type), or too long, or unstorable. */
function titleFault(o, issues, pageTitle) {
  const kind = kindOf(pageTitle);
  if (kind === TEXT) {
    const text = textOf(pageTitle);
    if (longer(text, TITLE_MAX)) addLength(o, issues, R.title05, text);
    if (unstorable(text)) add(o, issues, W.pageTitle.unstorable);
  } else {
    addLength(o, issues, R.title05.cases.absent, undefined);
    if (kind === WRONG) add(o, issues, W.pageTitle.wrong);
  }
}

/**
 * The event's status rules, in table order: 002.01.24 and 25 before the
 * fee and the places (`late` false), 002.01.29 after them (`late` true).
 */
function eventStatus(o, issues, status, late) {
  if (!late) {
    if (status === 'unpublished') add(o, issues, R.event24);
    if (status === 'expired') add(o, issues, R.event25);
  } else if (status === 'closed') add(o, issues, R.event29);
}

/** fundraisingDate that is not the usual value: none on an event page; a real date after today on a personal page. */
function dateFault(o, issues, date, eventPage) {
  const kDate = kindOf(date);
  if (kDate === TEXT) {
    const text = textOf(date);
    const day = ymd(text);
    if (eventPage) add(o, issues, R.date06);
    else if (day < 0) add(o, issues, R.date07);
    else if (day <= (o.today === 0 ? todayInLondon() : o.today)) add(o, issues, R.date08);
    if (day < 0 && unstorable(text)) add(o, issues, W.fundraisingDate.unstorable);
  } else {
    if (!eventPage) add(o, issues, R.date07.cases.absent);
    if (kDate === WRONG) add(o, issues, W.fundraisingDate.wrong);
  }
}

/**
 * teamPageIndicator, teamName, teamUrl (and the URL lookup). 'Y' and 'N'
 * are strings: the value itself is compared, a number never matches. False
 * when the engine would have stopped before the fact it asks.
 */
function teamRules(o, issues, unchecked, teamIndicator, teamName, teamUrl) {
  const teamPage = teamIndicator === 'Y';
  const individualPage = teamIndicator === 'N';
  if (!teamPage && !individualPage) {
    const kind = kindOf(teamIndicator);
    if (kind === TEXT) {
      addAllowed(o, issues, R.team09);
      if (unstorable(textOf(teamIndicator))) addAllowed(o, issues, W.teamPageIndicator.unstorable);
    } else {
      addAllowed(o, issues, R.team09.cases.absent);
      if (kind === WRONG) add(o, issues, W.teamPageIndicator.wrong);
    }
  }

  // teamName: on a team page a string within both limits, starting with printable ASCII and storable, as usual.
  if (
    !(
      typeof teamName === 'string' &&
      teamName.length <= NAME_MAX &&
      teamName.length <= NAME_MAX_10 &&
      ((teamName.charCodeAt(0) | 0) - 33) >>> 0 < 94 &&
      !individualPage &&
      teamName.isWellFormed() &&
      teamName.indexOf('\u0000') === -1
    ) &&
    !(teamName === undefined && !teamPage)
  )
    teamNameFault(o, issues, teamName, teamPage, individualPage);

  // teamUrl: on a team page a URL segment within both limits (nothing else to store), then its lookup, as usual.
  if (
    typeof teamUrl === 'string' &&
    teamUrl.length <= URL_MAX &&
    teamUrl.length <= URL_MAX_11 &&
    !individualPage &&
    URL_SEGMENT.test(teamUrl)
  )
    return teamUrlTaken(o, issues, unchecked, teamUrl);
  if (teamUrl === undefined && !teamPage) return true;
  return teamUrlFault(o, issues, unchecked, teamUrl, teamPage, individualPage);
}

/** teamName that is not the usual value. */
function teamNameFault(o, issues, teamName, teamPage, individualPage) {
  const kName = kindOf(teamName);
  if (kName === TEXT) {
    const text = textOf(teamName);
    if (longer(text, NAME_MAX)) addLength(o, issues, R.name02, text);
    if (longer(text, NAME_MAX_10)) addLength(o, issues, R.name10, text);
    if (individualPage) add(o, issues, R.nameIndividual);
    if (unstorable(text)) add(o, issues, W.teamName.unstorable);
  } else {
    if (teamPage) add(o, issues, R.name01);
    if (kName === WRONG) add(o, issues, W.teamName.wrong);
  }
}

/** team-url-taken: asked of a team URL within its limit and a URL segment; false at the cut before the fact. */
function teamUrlTaken(o, issues, unchecked, text) {
  if (o.teamUrlTaken === undefined) {
    if (issues.length <= o.maxIssues) skip(o, unchecked, R.urlTaken, 'teamUrlTaken');
  } else {
    if (issues.length > o.maxIssues) return false;
    if (askTeamUrlTaken(o.teamUrlTaken, text)) add(o, issues, R.urlTaken);
  }
  return true;
}

/** teamUrl that is not the usual value. False at the cut before the fact. */
function teamUrlFault(o, issues, unchecked, teamUrl, teamPage, individualPage) {
  const kUrl = kindOf(teamUrl);
  if (kUrl === TEXT) {
    const text = textOf(teamUrl);
    const long = longer(text, URL_MAX_11);
    const segment = URL_SEGMENT.test(text);
    if (longer(text, URL_MAX)) addLength(o, issues, R.url03, text);
    if (long || !segment) {
      const r = R.url11;
      addLength(o, issues, long ? (segment ? r.cases['too-long'] : r.cases['too-long-and-malformed']) : r, text);
    } else if (!teamUrlTaken(o, issues, unchecked, text)) return false;
    if (individualPage) add(o, issues, R.urlIndividual);
    if (!segment && unstorable(text)) add(o, issues, W.teamUrl.unstorable);
  } else {
    if (teamPage) addLength(o, issues, R.url11.cases.absent, undefined);
    if (kUrl === WRONG) add(o, issues, W.teamUrl.wrong);
  }
  return true;
}

/**
 * activityCode (from the lookup, on a personal page only) and
 * activityDescription (for '039'). False when the engine would have stopped
 * before the list it asks.
 */
function activityRules(o, issues, unchecked, activity, description, eventPage) {
  // On an event page neither is given, as usual.
  if (eventPage && activity === undefined && description === undefined) return true;
  const kActivity = kindOf(activity);
  const activityText = kActivity === TEXT ? textOf(activity) : undefined;
  if (activityText === undefined) {
    if (!eventPage) add(o, issues, R.activity18.cases.absent);
    if (kActivity === WRONG) add(o, issues, W.activityCode.wrong);
  } else {
    if (eventPage) add(o, issues, R.activityOnEvent);
    else if (o.activities === undefined) {
      if (issues.length <= o.maxIssues) skip(o, unchecked, R.activity18, 'activities');
    } else {
      if (issues.length > o.maxIssues) return false;
      if (!inList(o.activities, activityText)) add(o, issues, R.activity18);
    }
    if (longer(activityText, ACTIVITY_MAX)) addLength(o, issues, R.activityLong, activityText);
    if (unstorable(activityText)) add(o, issues, W.activityCode.unstorable);
  }

  const other = activityText === OTHER;
  if (description === undefined && !other) return true;
  const kDescription = kindOf(description);
  if (kDescription === TEXT) {
    if (!other) add(o, issues, R.descriptionWithout039);
    const text = textOf(description);
    if (longer(text, DESCRIPTION_MAX)) addLength(o, issues, R.descriptionLong, text);
    if (unstorable(text)) add(o, issues, W.activityDescription.unstorable);
  } else {
    if (other) add(o, issues, R.description19);
    if (kDescription === WRONG) add(o, issues, W.activityDescription.wrong);
  }
  return true;
}

/** charityContributionIndicator ('Y' or 'N'), the post-event interval, the target amount. */
function amountRules(o, issues, contribution, interval, target) {
  if (contribution !== 'Y' && contribution !== 'N') {
    const kind = kindOf(contribution);
    if (kind === TEXT) {
      addAllowed(o, issues, R.contribution17);
      if (unstorable(textOf(contribution))) addAllowed(o, issues, W.charityContributionIndicator.unstorable);
    } else {
      addAllowed(o, issues, R.contribution17.cases.absent);
      if (kind === WRONG) add(o, issues, W.charityContributionIndicator.wrong);
    }
  }
  // The raw value: ' 3' is not a whole number.
  const months = whole(interval);
  if (months < 0 || months > INTERVAL_MAX) {
    const kind = kindOf(interval);
    const r = R.interval16;
    addBound(o, issues, kind !== TEXT ? r.cases.absent : months < 0 ? r.cases['not-whole'] : r);
    if (kind === WRONG) add(o, issues, W.postEventFundraisingInterval.wrong);
    else if (kind === TEXT && months < 0 && unstorable(textOf(interval)))
      add(o, issues, W.postEventFundraisingInterval.unstorable);
  }
  if (target === undefined) return;
  const kTarget = kindOf(target);
  if (kTarget === TEXT) {
    const text = textOf(target);
    if (!decimalAmount(text)) {
      add(o, issues, R.target);
      if (unstorable(text)) add(o, issues, W.fundraisingTarget.unstorable);
    }
  } else if (kTarget === WRONG) add(o, issues, W.fundraisingTarget.wrong);
}

/**
 * Every rule about the charity splits (table rows 42 to 59), after the
 * top-level ones: the one pass over the splits, then the rules in table order.
 *
 * The pass reads the splits where and as the generated validator's pass
 * reads them: before 003.01.12 (the caller has checked the cut), each split
 * once in index order, a run of holes at its first index only (`holesEnd`,
 * asked after the split); of each split its charity, percentage and custom
 * codes, then their count (which throws for a length no array can have),
 * then each custom code (holes jumped the same way). No cut falls inside
 * the pass, so every read that throws, throws, whatever `maxIssues` is, and
 * nothing about the splits is read afterwards but what the engine's own
 * loops read again. The engine's pass finds repeated charities from the
 * texts it has seen, as this one does, and keeps the splits where a rule
 * fires: its per-split loops read a split again only for an issue's values.
 */
function checkSplits(o, issues, unchecked, splits, count, eventPage, event) {
  const max = o.maxIssues;
  const noEvents = o.events === undefined;
  const list = Array.isArray(splits);
  const charities = o.charities;
  const allowed = event === null ? undefined : event.allowedCharities;
  const fixed = event === null ? undefined : event.charitySplits;
  // Few fixed splits are matched with a bit each; more (from the caller's own options) through a count per pair.
  const fewFixed = fixed !== undefined && fixed.length <= 30;
  const fixedCounts = fixed !== undefined && !fewFixed ? pairCounts(fixed) : NO_COUNTS;
  // One slot per split the pass reads (a run of holes: one slot, at its first index): its flags and its index.
  const reuse = depth === 1 && count <= SCRATCH;
  let flags = reuse ? scratchFlags : new Uint32Array(Math.min(count, 1024));
  let at = reuse ? scratchAt : new Uint32Array(Math.min(count, 1024));
  // Duplicates: compared with the earlier charities up to SCRATCH splits, then through a Set.
  const charityAt = count <= SCRATCH ? (reuse ? scratchCharity : new Array(count)) : undefined;
  const seen = count <= SCRATCH ? NO_TEXTS : new Set();

  // The one pass: each split read once; totals, the fixed-splits match and flags together.
  let slots = 0;
  let withCharity = 0;
  let shortCharities = 0; // charities not too long: those unknown-charity checks
  let charityWithoutWhole = false;
  let sum = 0;
  let any = 0; // the flags of all splits, or'ed: which per-split rules fire at all
  let taken = 0; // the fixed splits matched so far, a bit each
  let matched = 0;
  let differs = false; // the page's (charity, percentage) pairs differ from the event's fixed splits
  for (let i = 0; i < count; i++) {
    if (slots === flags.length) {
      flags = grown(flags);
      at = grown(at);
    }
    const entry = list ? splits[i] : splits;
    let f = 0; // the rules that fire at this split
    let mark = 0; // HAS_CHARITY, for the duplicate comparison
    if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) f = NOT_OBJECT;
    else {
      const charity = entry.charityResourceId;
      const percent = entry.charitySplitPercent;
      const codes = entry.customCodes;
      const codeCount = entryCount(codes);
      const charityKind = kindOf(charity);
      const percentKind = kindOf(percent);
      const share = whole(percent);
      // The engine sums in split order: the same additions give the same total, even past 2^53.
      if (share >= 0) {
        sum += share;
        if (!(share > 0)) f |= ZERO;
      }
      if (percentKind === WRONG) f |= PERCENT_WRONG;
      else if (percentKind === TEXT && share < 0 && unstorable(textOf(percent))) f |= PERCENT_UNSTORABLE;
      if (charityKind === TEXT) {
        const text = textOf(charity);
        if (unstorable(text)) f |= CHARITY_UNSTORABLE;
        withCharity++;
        mark = HAS_CHARITY;
        if (share < 0) {
          charityWithoutWhole = true;
          f |= PAIR_MISSING;
        }
        if (longer(text, SPLIT_CHARITY_MAX)) f |= CHARITY_LONG;
        else {
          shortCharities++;
          if (charities !== undefined && !inList(charities, text)) f |= CHARITY_UNKNOWN;
        }
        if (allowed !== undefined && allowed.indexOf(text) === -1) f |= DISALLOWED;
        // duplicate-charity: a charity an earlier split already gave
        if (charityAt !== undefined) {
          charityAt[slots] = text;
          for (let k = 0; k < slots; k++) {
            if ((flags[k] & HAS_CHARITY) !== 0 && charityAt[k] === text) {
              f |= DUPLICATE;
              break;
            }
          }
        } else if (seen.has(text)) f |= DUPLICATE;
        else seen.add(text);
        // The fixed splits, as a multiset: each page pair uses up one equal fixed pair.
        if (fixed !== undefined && !differs) {
          if (share < 0) differs = true;
          else if (fewFixed) {
            let found = -1;
            for (let k = 0; k < fixed.length; k++) {
              if ((taken & (1 << k)) === 0) {
                const pair = fixed[k];
                if (pair.charitySplitPercent === share && pair.charityResourceId === text) {
                  found = k;
                  break;
                }
              }
            }
            if (found < 0) differs = true;
            else {
              taken |= 1 << found;
              matched++;
            }
          } else {
            const key = `${share}\u0000${text}`;
            const left = fixedCounts.get(key) ?? 0;
            if (left === 0) differs = true;
            else {
              fixedCounts.set(key, left - 1);
              matched++;
            }
          }
        }
      } else {
        if (charityKind === WRONG) f |= CHARITY_WRONG;
        if (percentKind === TEXT) f |= NO_CHARITY | PAIR_MISSING;
      }
      if (codeCount > 0) f |= codeFlags(codes, codeCount);
    }
    flags[slots] = f | mark;
    at[slots++] = i;
    any |= f;
    if (list) i = holesEnd(splits, i);
  }
  if (fixed !== undefined && !differs && matched !== fixed.length) differs = true;

  // The splits as a whole
  if (count === 0) add(o, issues, R.splits12.cases['no-splits']);
  else if (withCharity === 0) add(o, issues, R.splits12);
  if (count > SPLITS_MAX) addCount(o, issues, R.splits13, count);
  if (count > 0) {
    if (charityWithoutWhole) add(o, issues, R.splits15.cases['no-whole-percentage']);
    else if (sum !== TOTAL) add(o, issues, R.splits15);
  }
  if (eventPage) {
    if (noEvents) {
      if (issues.length <= max) {
        if (count > 0) skip(o, unchecked, R.splits26, 'events');
        skip(o, unchecked, R.splits30, 'events');
      }
    } else if (event !== null) {
      if (count > 0) {
        const most = event.maxCharities;
        if (most !== undefined && count > most) tooManyCharities(o, issues, event, count);
      }
      if (differs) add(o, issues, R.splits30);
    }
  }

  // Each split, rule by rule in table order. A rule's loop runs only when its flag is set on some split: a
  // valid page runs none. Without events, the per-split 002.01.30 is unchecked, and already listed above.
  const uncheckedAllowed = eventPage && noEvents && withCharity > 0;
  const uncheckedKnown = charities === undefined && shortCharities > 0;
  if ((any & SPLIT_RULE_BITS) !== 0 || uncheckedAllowed || uncheckedKnown) {
    for (let r = 0; r < SPLIT_RULES.length; r++) {
      const rule = SPLIT_RULES[r];
      const bit = rule.bit;
      if (issues.length <= max) {
        if (bit === DISALLOWED && uncheckedAllowed) skip(o, unchecked, R.charity20, 'events');
        else if (bit === CHARITY_UNKNOWN && uncheckedKnown) skip(o, unchecked, R.charityUnknown, 'charities');
      }
      if ((any & bit) === 0 || (bit === PAIR_MISSING && event === null)) continue;
      // Not an object: an issue at every index of a run of holes.
      if (bit === NOT_OBJECT) {
        if (!notObjects(o, issues, splits, list, flags, at, slots)) return finish(max, issues, unchecked);
        continue;
      }
      for (let k = 0; k < slots; k++) {
        if ((flags[k] & bit) === 0) continue;
        const i = at[k];
        const path = rule.field === undefined ? ['charitySplits', i] : ['charitySplits', i, rule.field];
        // A too-long charity's length: the text the pass kept, or (a long list) the split's charity read again.
        if (bit === CHARITY_LONG)
          addLength(o, issues, rule.rule, charityAt === undefined ? charityOf(splits, list, i) : charityAt[k], path);
        else if (bit === ZERO) addBound(o, issues, rule.rule, path);
        // A split with a percentage and no charity: 002.01.30's case of its own.
        else if (bit === PAIR_MISSING && (flags[k] & NO_CHARITY) !== 0)
          add(o, issues, rule.rule.cases['no-charity'], path);
        else add(o, issues, rule.rule, path);
        // Past the cut the engine stopped: a hostile list of a million splits builds no more than max issues.
        if (issues.length > max) return finish(max, issues, unchecked);
      }
    }
  }

  // Each split's custom codes (parameter customCodes): more than 5, then each code absent or too long, then each
  // wrongly typed one. The engine's loops read the codes again; these do so at the splits whose flag is set.
  if ((any & CODES_MANY) !== 0) {
    for (let k = 0; k < slots; k++) {
      if ((flags[k] & CODES_MANY) === 0) continue;
      const i = at[k];
      // The count read again, as the engine's loop reads it.
      addCount(o, issues, R.codes23, entryCount(codesOf(splits, list, i)), ['charitySplits', i, 'customCodes']);
      if (issues.length > max) return finish(max, issues, unchecked);
    }
  }
  if ((any & CODES_BAD) !== 0) {
    for (let k = 0; k < slots; k++) {
      if ((flags[k] & CODES_BAD) !== 0 && !badCodes(o, issues, splits, list, at[k]))
        return finish(max, issues, unchecked);
    }
  }
  if ((any & CODES_WRONG) !== 0) {
    for (let k = 0; k < slots; k++) {
      if ((flags[k] & CODES_WRONG) !== 0 && !wrongCodes(o, issues, splits, list, at[k]))
        return finish(max, issues, unchecked);
    }
  }
  if ((any & CODES_UNSTORABLE) !== 0) {
    for (let k = 0; k < slots; k++) {
      if ((flags[k] & CODES_UNSTORABLE) !== 0 && !unstorableCodes(o, issues, splits, list, at[k]))
        return finish(max, issues, unchecked);
    }
  }
  return finish(max, issues, unchecked);
}

/** A typed array twice as long, holding the same values first (the slots of a long list with holes). */
function grown(array) {
  const bigger = new array.constructor(array.length * 2);
  bigger.set(array);
  return bigger;
}

/**
 * The flags of a split's custom codes (`count` of them, at least one), read
 * in the pass as the engine's pass reads them: each code in index order, a
 * run of holes at its first index.
 */
function codeFlags(codes, count) {
  const many = Array.isArray(codes);
  let f = count > CODES_MAX ? CODES_MANY : 0;
  for (let j = 0; j < count; j++) {
    const code = many ? codes[j] : codes;
    const kind = kindOf(code);
    if (kind === TEXT) {
      const text = textOf(code);
      if (longer(text, CODE_MAX)) f |= CODES_BAD;
      if (unstorable(text)) f |= CODES_UNSTORABLE;
    } else f |= kind === WRONG ? CODES_BAD | CODES_WRONG : CODES_BAD;
    if (many) j = holesEnd(codes, j);
  }
  return f;
}

/**
 * wrong-type at each split that is not an object, as the engine's loop
 * adds them: at each index of each such split the pass kept, every hole of
 * a run alike (the run's end asked again, which reads nothing new), reading
 * nothing. False at the cut.
 */
function notObjects(o, issues, splits, list, flags, at, slots) {
  for (let k = 0; k < slots; k++) {
    if ((flags[k] & NOT_OBJECT) === 0) continue;
    const first = at[k];
    const last = list ? holesEnd(splits, first) : first;
    for (let i = first; i <= last; i++) {
      add(o, issues, R.splitWrong, ['charitySplits', i]);
      if (issues.length > o.maxIssues) return false;
    }
  }
  return true;
}

/** The custom codes of split `i` (an object: its flags say so), read again as the engine's loops read them. */
const codesOf = (splits, list, i) => (list ? splits[i] : splits).customCodes;

/** The charity of split `i` (one that is text: its flags say so), read again as the engine's loop reads it. */
const charityOf = (splits, list, i) => textOf((list ? splits[i] : splits).charityResourceId);

/**
 * 002.01.26: more splits than the event allows. Its params are the event's
 * maxCharities read again (as the package's params read it) and the count;
 * its message has both, so it is built here around them.
 */
function tooManyCharities(o, issues, event, count) {
  const most = event.maxCharities ?? 0;
  if (builds(o, issues, R.splits26)) {
    const params = { max: most, count };
    issues.push(built(o, R.splits26, undefined, params, defaultText(R.splits26, params)));
  }
}

/**
 * 002.01.22 at each custom code of split `i` that is absent or too long, as
 * the engine's loop reads them: every index (each hole is an issue), a run
 * of holes jumped only after a code that is fine. False at the cut.
 */
function badCodes(o, issues, splits, list, i) {
  const codes = codesOf(splits, list, i);
  const many = Array.isArray(codes);
  for (let j = 0, n = entryCount(codes); j < n; j++) {
    const code = many ? codes[j] : codes;
    const text = kindOf(code) === TEXT ? textOf(code) : undefined;
    if (text === undefined || longer(text, CODE_MAX)) {
      addLength(o, issues, text === undefined ? R.codes22.cases.absent : R.codes22, text, [
        'charitySplits',
        i,
        'customCodes',
        j,
      ]);
      if (issues.length > o.maxIssues) return false;
    } else if (many) j = holesEnd(codes, j);
  }
  return true;
}

/** wrong-type at each wrongly typed custom code of split `i`, as the engine's loop reads them. False at the cut. */
function wrongCodes(o, issues, splits, list, i) {
  const codes = codesOf(splits, list, i);
  const many = Array.isArray(codes);
  for (let j = 0, n = entryCount(codes); j < n; j++) {
    const code = many ? codes[j] : codes;
    if (kindOf(code) === WRONG) {
      add(o, issues, R.codesWrong, ['charitySplits', i, 'customCodes', j]);
      if (issues.length > o.maxIssues) return false;
    } else if (many) j = holesEnd(codes, j);
  }
  return true;
}

/** not-storable-text at each unstorable custom code of split `i`, as the engine's loop reads them. False at the cut. */
function unstorableCodes(o, issues, splits, list, i) {
  const codes = codesOf(splits, list, i);
  const many = Array.isArray(codes);
  for (let j = 0, n = entryCount(codes); j < n; j++) {
    const code = many ? codes[j] : codes;
    if (kindOf(code) === TEXT && unstorable(textOf(code))) {
      add(o, issues, R.codesUnstorable, ['charitySplits', i, 'customCodes', j]);
      if (issues.length > o.maxIssues) return false;
    } else if (many) j = holesEnd(codes, j);
  }
  return true;
}

/** The event's fixed splits as counts per (percentage, charity) pair, for many fixed splits. */
function pairCounts(fixed) {
  const counts = new Map();
  for (let k = 0; k < fixed.length; k++) {
    const key = `${fixed[k].charitySplitPercent}\u0000${fixed[k].charityResourceId}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return counts;
}
