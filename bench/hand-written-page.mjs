/**
 * A hand-written create-page validator, written for speed: the yardstick
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
 * - Lengths: `text.length <= max` is never too long; code points are counted
 *   only past that, and only when the string holds a surrogate.
 * - Unstorable text (U+0000, a lone surrogate) is found by `isWellFormed`
 *   and `indexOf`, which answer a one-byte string without a loop in
 *   JavaScript; a value in its field's own format (a URL segment, 'Y' or
 *   'N', a whole number, a date, an amount) holds none and is not searched.
 * - Options: the last four options objects are remembered with their
 *   values, as the package remembers them; lookup lists are searched live
 *   (hand-written-common.mjs).
 * - Issues: each row is a constant with its message as the validator
 *   carries it, fixed values filled in; params and the default message (the
 *   row's text around the values seen, concatenated) are made only when an
 *   issue is built, a length's code points counted only then: a too-long
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
 * Messages are the rule table's, read from the package's `pageRules` when
 * this module loads, fixed values filled in as the generated validator
 * carries them (src/tables/params.ts, `prefilled`); which of a row's cases
 * applies is decided here.
 */
import * as common from './hand-written-common.mjs';

// The shared helpers as module constants: calls through live import bindings measured ~10% slower.
const {
  FactError,
  TEXT,
  WRONG,
  add,
  addCount,
  addFixed,
  addLength,
  builds,
  built,
  entryCount,
  finish,
  holesEnd,
  inList,
  isRecord,
  isThenable,
  kindOf,
  lengthRow,
  longer,
  promiseError,
  resolveOptions,
  row,
  skip,
  sparseEnter,
  sparseLeave,
  strictly,
  textOf,
  todayInLondon,
  unreadable,
  unstorable,
  urlSegment,
  ymd,
} = common;

// ---------------------------------------------------------------------------
// Values (contract section 5)

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
// Rows (rules/page.ts): each row's messages as the package's tables give them, fixed values filled in

// The params each row fixes, as literals: an issue's own copy is made fastest so.
const YN = () => ({ allowed: ['Y', 'N'] });
const SPLIT = 'charitySplits[]';
const SPLIT_CHARITY = 'charitySplits[].charityResourceId';
const SPLIT_PERCENT = 'charitySplits[].charitySplitPercent';
const SPLIT_CODES = 'charitySplits[].customCodes[]';
const R = {
  body: row('003.01.04', ''),
  none: row('003.01.04', '', undefined, '#2'),
  title05: lengthRow('003.01.05', 'pageTitle', 45),
  eventLong: lengthRow('too-long', 'eventResourceId', 36),
  eventUnknown: row('unknown-event', 'eventResourceId'),
  event24: row('002.01.24', 'eventResourceId'),
  event25: row('002.01.25', 'eventResourceId'),
  event27: row('002.01.27', 'eventResourceId'),
  event28: row('002.01.28', 'eventResourceId'),
  event29: row('002.01.29', 'eventResourceId'),
  date06: row('003.01.06', 'fundraisingDate'),
  date07: row('003.01.07', 'fundraisingDate'),
  date08: row('003.01.08', 'fundraisingDate'),
  team09: row('003.01.09', 'teamPageIndicator', YN),
  name01: row('003.01.01', 'teamName'),
  name02: lengthRow('003.01.02', 'teamName', 60),
  name10: lengthRow('003.01.10', 'teamName', 60),
  nameIndividual: row('team-field-on-individual-page', 'teamName'),
  url03: lengthRow('003.01.03', 'teamUrl', 100),
  url11: lengthRow('003.01.11', 'teamUrl', 100),
  urlTaken: row('team-url-taken', 'teamUrl'),
  urlIndividual: row('team-field-on-individual-page', 'teamUrl'),
  activity18: row('003.01.18', 'activityCode'),
  activityOnEvent: row('activity-on-event-page', 'activityCode'),
  activityLong: lengthRow('too-long', 'activityCode', 3),
  description19: row('003.01.19', 'activityDescription'),
  descriptionWithout039: row('description-without-039', 'activityDescription'),
  descriptionLong: lengthRow('too-long', 'activityDescription', 30),
  contribution17: row('003.01.17', 'charityContributionIndicator', YN),
  interval16: row('003.01.16', 'postEventFundraisingInterval', () => ({ max: 36 })),
  target: row('target-amount', 'fundraisingTarget'),
  splits12: row('003.01.12', 'charitySplits'),
  splits13: lengthRow('003.01.13', 'charitySplits', 5),
  splits15: row('003.01.15', 'charitySplits'),
  splits26: row('002.01.26', 'charitySplits'),
  splits30: row('002.01.30', 'charitySplits'),
  splitWrong: row('wrong-type', SPLIT),
  split30: row('002.01.30', SPLIT),
  charity14: row('003.01.14', SPLIT_CHARITY),
  charity20: row('003.01.20', SPLIT_CHARITY),
  charityLong: lengthRow('too-long', SPLIT_CHARITY, 36),
  charityUnknown: row('unknown-charity', SPLIT_CHARITY),
  charityDuplicate: row('duplicate-charity', SPLIT_CHARITY),
  charityWrong: row('wrong-type', SPLIT_CHARITY),
  charityUnstorable: row('not-storable-text', SPLIT_CHARITY),
  zeroShare: row('zero-share', SPLIT_PERCENT, () => ({ min: 1 })),
  percentWrong: row('wrong-type', SPLIT_PERCENT),
  percentUnstorable: row('not-storable-text', SPLIT_PERCENT),
  codes23: lengthRow('002.01.23', 'charitySplits[].customCodes', 5),
  codes22: lengthRow('002.01.22', SPLIT_CODES, 255),
  codesWrong: row('wrong-type', SPLIT_CODES),
  codesUnstorable: row('not-storable-text', SPLIT_CODES),
};
/** The message of 002.01.26 around its two values (the event's maximum, the page's count). */
const MOST_CHARITIES = R.splits26.message.split(/\{max\}|\{count\}/);
/** The wrong-type and not-storable-text rows of each top-level field but the splits (the latter's params: its fixed values). */
const W = {};
for (const [field, fixed] of Object.entries({
  pageTitle: undefined,
  eventResourceId: undefined,
  fundraisingDate: undefined,
  teamPageIndicator: YN,
  teamName: undefined,
  teamUrl: undefined,
  activityCode: undefined,
  activityDescription: undefined,
  charityContributionIndicator: YN,
  postEventFundraisingInterval: undefined,
  fundraisingTarget: undefined,
})) {
  W[field] = { wrong: row('wrong-type', field), unstorable: row('not-storable-text', field, fixed) };
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
  const outer = sparseEnter();
  let result;
  try {
    result = check(input, o);
  } catch (error) {
    result = unreadable(error);
  } finally {
    sparseLeave(outer);
    depth--;
  }
  return o.strict ? strictly(o, result) : result;
}

/**
 * Reads the body, then runs the rules in table order, a few rows per function
 * (V8 inlines the small helpers into a function only up to a budget of
 * bytecode per function, which one function holding every row exceeds).
 */
function check(input, o) {
  const max = o.maxIssues;
  const issues = [];
  const unchecked = []; // the result's own list

  // 003.01.04: not an object; nothing else runs.
  if (!isRecord(input)) {
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
  const count = entryCount(splits);

  // 003.01.04: no page field present. Splits present settle it (the usual case: one test, not twelve).
  if (
    count === 0 &&
    nonePresent(pageTitle, eventId, date, teamIndicator, teamName, teamUrl) &&
    nonePresent(activity, description, contribution, interval, target, undefined)
  ) {
    add(o, issues, R.none);
  }

  // pageTitle
  const kTitle = kindOf(pageTitle);
  if (kTitle === TEXT) {
    const text = textOf(pageTitle);
    if (longer(text, 45)) addLength(o, issues, R.title05, 45, text);
    if (unstorable(text)) add(o, issues, W.pageTitle.unstorable);
  } else {
    addLength(o, issues, R.title05.cases.absent, 45, undefined);
    if (kTitle === WRONG) add(o, issues, W.pageTitle.wrong);
  }

  // eventResourceId, and the event's own rules: only with an eventResourceId (the engine asks for no event without one).
  const kEvent = kindOf(eventId);
  const eventPage = kEvent === TEXT;
  let event = null; // the EventInfo, when the events option knows the page's event
  if (eventPage) {
    const eventText = textOf(eventId);
    if (longer(eventText, 36)) addLength(o, issues, R.eventLong, 36, eventText);
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
      eventRules(o, issues, event);
    }
    if (unstorable(eventText)) add(o, issues, W.eventResourceId.unstorable);
  } else if (kEvent === WRONG) add(o, issues, W.eventResourceId.wrong);

  dateRules(o, issues, date, eventPage);
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

/** The event rules: the event the events option gave (null: it does not know it). */
function eventRules(o, issues, event) {
  if (event === null) {
    add(o, issues, R.eventUnknown);
    return;
  }
  const status = event.status;
  if (status === 'unpublished') add(o, issues, R.event24);
  if (status === 'expired') add(o, issues, R.event25);
  if (event.feeRequired === true) add(o, issues, R.event27);
  const places = event.placesLeft;
  if (places !== undefined && places <= 0) add(o, issues, R.event28);
  if (status === 'closed') add(o, issues, R.event29);
}

/** fundraisingDate: none on an event page; a real date after today on a personal page. */
function dateRules(o, issues, date, eventPage) {
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
      addFixed(o, issues, R.team09);
      if (unstorable(textOf(teamIndicator))) addFixed(o, issues, W.teamPageIndicator.unstorable);
    } else {
      addFixed(o, issues, R.team09.cases.absent);
      if (kind === WRONG) add(o, issues, W.teamPageIndicator.wrong);
    }
  }

  const kName = kindOf(teamName);
  if (kName === TEXT) {
    const text = textOf(teamName);
    if (longer(text, 60)) {
      addLength(o, issues, R.name02, 60, text);
      addLength(o, issues, R.name10, 60, text);
    }
    if (individualPage) add(o, issues, R.nameIndividual);
    if (unstorable(text)) add(o, issues, W.teamName.unstorable);
  } else {
    if (teamPage) add(o, issues, R.name01);
    if (kName === WRONG) add(o, issues, W.teamName.wrong);
  }

  const kUrl = kindOf(teamUrl);
  if (kUrl === TEXT) {
    const text = textOf(teamUrl);
    const long = longer(text, 100);
    const segment = urlSegment(text);
    if (long) addLength(o, issues, R.url03, 100, text);
    if (long || !segment) {
      const r = R.url11;
      addLength(o, issues, long ? (segment ? r.cases['too-long'] : r.cases['too-long-and-malformed']) : r, 100, text);
    } else if (o.teamUrlTaken === undefined) {
      if (issues.length <= o.maxIssues) skip(o, unchecked, R.urlTaken, 'teamUrlTaken');
    } else {
      if (issues.length > o.maxIssues) return false;
      if (askTeamUrlTaken(o.teamUrlTaken, text)) add(o, issues, R.urlTaken);
    }
    if (individualPage) add(o, issues, R.urlIndividual);
    if (!segment && unstorable(text)) add(o, issues, W.teamUrl.unstorable);
  } else {
    if (teamPage) addLength(o, issues, R.url11.cases.absent, 100, undefined);
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
    if (longer(activityText, 3)) addLength(o, issues, R.activityLong, 3, activityText);
    if (unstorable(activityText)) add(o, issues, W.activityCode.unstorable);
  }

  const other = activityText === '039';
  const kDescription = kindOf(description);
  if (kDescription === TEXT) {
    if (!other) add(o, issues, R.descriptionWithout039);
    const text = textOf(description);
    if (longer(text, 30)) addLength(o, issues, R.descriptionLong, 30, text);
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
      addFixed(o, issues, R.contribution17);
      if (unstorable(textOf(contribution))) addFixed(o, issues, W.charityContributionIndicator.unstorable);
    } else {
      addFixed(o, issues, R.contribution17.cases.absent);
      if (kind === WRONG) add(o, issues, W.charityContributionIndicator.wrong);
    }
  }
  // The raw value: ' 3' is not a whole number.
  const months = whole(interval);
  if (months < 0 || months > 36) {
    const kind = kindOf(interval);
    const r = R.interval16;
    addFixed(o, issues, kind !== TEXT ? r.cases.absent : months < 0 ? r.cases['not-whole'] : r);
    if (kind === WRONG) add(o, issues, W.postEventFundraisingInterval.wrong);
    else if (kind === TEXT && months < 0 && unstorable(textOf(interval)))
      add(o, issues, W.postEventFundraisingInterval.unstorable);
  }
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
    if (!isRecord(entry)) f = NOT_OBJECT;
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
        if (longer(text, 36)) f |= CHARITY_LONG;
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
  if (count > 5) addCount(o, issues, R.splits13, 5, count);
  if (count > 0) {
    if (charityWithoutWhole) add(o, issues, R.splits15.cases['no-whole-percentage']);
    else if (sum !== 100) add(o, issues, R.splits15);
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
          addLength(
            o,
            issues,
            rule.rule,
            36,
            charityAt === undefined ? charityOf(splits, list, i) : charityAt[k],
            path,
          );
        else if (bit === ZERO) addFixed(o, issues, rule.rule, path);
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
      addCount(o, issues, R.codes23, 5, entryCount(codesOf(splits, list, i)), ['charitySplits', i, 'customCodes']);
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
  let f = count > 5 ? CODES_MANY : 0;
  for (let j = 0; j < count; j++) {
    const code = many ? codes[j] : codes;
    const kind = kindOf(code);
    if (kind === TEXT) {
      const text = textOf(code);
      if (longer(text, 255)) f |= CODES_BAD;
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
    const text = MOST_CHARITIES[0] + most + MOST_CHARITIES[1] + count + MOST_CHARITIES[2];
    issues.push(built(o.messages, R.splits26, undefined, { max: most, count }, text));
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
    if (text === undefined || longer(text, 255)) {
      addLength(o, issues, text === undefined ? R.codes22.cases.absent : R.codes22, 255, text, [
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
