/**
 * A hand-written, performance-minded create-page validator: the yardstick
 * `validatePage` is measured against (bench/run.mjs).
 *
 * It does EXACTLY the checks of rules/page.ts as CONTRACT.md sections 3-6
 * decide them, every row in table order (documented codes, engine codes and
 * warnings), with the same options, and returns the same
 * `{ valid, issues, codes, unchecked, truncated }` with the same issue
 * objects. bench/run.mjs (and bench/equivalence-page.mjs) prove the two agree
 * before anything is timed.
 *
 * What makes it fast, and what the engine cannot do the same way:
 * - every top-level field is read and classified (absent / text / wrong type)
 *   once, and each split's charity and percentage once (kind, text, whole
 *   number) into scratch arrays, which every per-split rule then reads;
 * - options are prepared once per options object (lists become Sets, `today`
 *   is parsed once), checked again only by identity of their values;
 * - the event is looked up once, and its EventInfo checked by a few `typeof`
 *   tests (the engine parses it with valibot on every call; neither caches it
 *   across calls, since the caller may change an EventInfo in place);
 * - no three-valued logic, no closures per condition, no per-run objects
 *   other than the result itself; the per-split rules are plain loops;
 * - `maxIssues` is applied at the end: the issues are produced in table order,
 *   so cutting the list afterwards keeps the same issues, and an unchecked
 *   entry is kept when it was recorded before the first issue that did not fit
 *   (exactly what the engine's early stop keeps). A fact is never asked, and
 *   the splits and custom codes are never read, past the cut, as the engine
 *   does not;
 * - a body that throws when read gives the engine's 'unreadable-input'
 *   result, and a fact function's error propagates as it was thrown, as does
 *   the TypeError of a malformed EventInfo or of a Promise from a sync fact.
 *   Not covered: a body whose getters answer differently on each read (the
 *   engine reads a split's fields once per rule, this validator once), and a
 *   split getter (charity, percentage, or a split entry after the first) that
 *   throws while a `maxIssues` cut falls inside the split rules before the
 *   engine would have read it (this validator reads those up front, when the
 *   split rules start; the top-level fields and the custom codes are read
 *   exactly where the engine reads them).
 *
 * The unchecked rules are the engine's, Kleene style: a rule whose condition
 * holds except for a fact the options did not give is listed once per code
 * (errors only), with the option it needs, in table order.
 *
 * Messages are the rule table's (copied from rules/page.ts); the `messages`
 * option replaces them the same way (`code:parameter`, then `code`).
 */

// ---------------------------------------------------------------------------
// Values (CONTRACT.md section 5)

const ABSENT = 0;
const TEXT = 1;
const WRONG = 2;

/** Missing, null or blank: ABSENT; non-blank string or number: TEXT; else WRONG. */
function kindOf(value) {
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
const textOf = (value) => (typeof value === 'string' ? value : String(value));

/** More than `max` Unicode code points? Stops counting after `max`. */
function longer(text, max) {
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
function urlSegment(text) {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    const ok =
      (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || (c >= 48 && c <= 57) || c === 45 || c === 95 || c === 46 || c === 126;
    if (!ok) return false;
  }
  return text.length > 0;
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
 * only ('03' is 3); -1 when the value is not one. (-0 is a whole number: 0.)
 */
function whole(value) {
  if (typeof value === 'number') return Number.isInteger(value) && value >= 0 ? value + 0 : -1;
  if (typeof value !== 'string' || value.length === 0) return -1;
  for (let i = 0; i < value.length; i++) {
    const c = value.charCodeAt(i);
    if (c < 48 || c > 57) return -1;
  }
  return Number(value);
}

/** How many entries a repeating field holds: an array's length, 0 when absent, 1 for one value. */
function entryCount(value) {
  if (Array.isArray(value)) return value.length;
  if (value === undefined || value === null) return 0;
  if (typeof value === 'string' && kindOf(value) === ABSENT) return 0;
  return 1;
}

const isRecord = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);

const DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/**
 * A real calendar date written YYYYMMDD, as the integer YYYYMMDD; -1 when the
 * text is not one. Proleptic Gregorian calendar, years 0000-9999, like `Date`.
 */
function ymd(text) {
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
// Options (CONTRACT.md section 4)

const KEYS = [
  'today', 'countries', 'ukCountryCodes', 'activities', 'charities', 'events', 'accountExists', 'personalUrlTaken',
  'teamUrlTaken', 'telephoneExists', 'messages', 'maxIssues',
];
const KNOWN = new Set(KEYS);
const prepared = new WeakMap();

function setOf(name, list) {
  if (list === undefined) return undefined;
  if (typeof list !== 'object' || list === null || typeof list[Symbol.iterator] !== 'function') {
    throw new TypeError(`hand-written: ${name} must be an iterable of strings`);
  }
  const set = list instanceof Set ? list : new Set(list);
  for (const member of set) if (typeof member !== 'string') throw new TypeError(`hand-written: ${name} must hold strings only`);
  return set;
}

function fn(name, value) {
  if (value !== undefined && typeof value !== 'function') throw new TypeError(`hand-written: ${name} must be a function`);
  return value;
}

let london;
let londonAt = Number.NEGATIVE_INFINITY;
let londonYmd = 0;
/** Today in Europe/London as YYYYMMDD, re-read at most once a second. */
function todayInLondon() {
  const now = Date.now();
  if (now - londonAt < 1000 && now >= londonAt) return londonYmd;
  london ??= new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', year: 'numeric', month: '2-digit', day: '2-digit' });
  const parts = {};
  for (const part of london.formatToParts(now)) parts[part.type] = part.value;
  londonAt = now;
  londonYmd = ymd(`${parts.year}${parts.month}${parts.day}`);
  return londonYmd;
}

function prepare(options) {
  for (const key of Object.keys(options)) if (!KNOWN.has(key)) throw new TypeError(`hand-written: unknown option '${key}'`);
  const { today, maxIssues, messages, events } = options;
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
  if (events !== undefined && typeof events !== 'function' && !isRecord(events)) {
    throw new TypeError('hand-written: events must be a record of EventInfo or a lookup function');
  }
  setOf('countries', options.countries);
  setOf('ukCountryCodes', options.ukCountryCodes);
  fn('accountExists', options.accountExists);
  fn('personalUrlTaken', options.personalUrlTaken);
  fn('telephoneExists', options.telephoneExists);
  return {
    from: KEYS.map((key) => options[key]),
    today: today === undefined ? 0 : day,
    activities: setOf('activities', options.activities),
    charities: setOf('charities', options.charities),
    events,
    eventsIsFunction: typeof events === 'function',
    teamUrlTaken: fn('teamUrlTaken', options.teamUrlTaken),
    maxIssues: maxIssues ?? 1000,
    messages,
  };
}

const DEFAULTS = prepare({});

function resolve(options) {
  if (options === undefined) return DEFAULTS;
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

/** An error of the caller's fact function (or its answer): it propagates as it was thrown. */
class FactError {
  constructor(cause) {
    this.cause = cause;
  }
}

const isThenable = (value) => typeof value === 'object' && value !== null && typeof value.then === 'function';

/** Asks teamUrlTaken; a Promise is a programmer error in a sync validator. */
function askTeamUrlTaken(fact, teamUrl) {
  let raw;
  try {
    raw = fact(teamUrl);
  } catch (error) {
    throw new FactError(error);
  }
  if (isThenable(raw)) {
    throw new FactError(new TypeError('fundraising-rules: the teamUrlTaken option returned a Promise; use the async validator'));
  }
  return Boolean(raw);
}

/**
 * The event's checked EventInfo, or null when the events option does not know
 * it. Whatever goes wrong here (the lookup throws or gives a Promise, the
 * EventInfo is malformed or throws when read) is the caller's failure.
 */
function lookUpEvent(o, id) {
  try {
    const info = o.eventsIsFunction ? o.events(id) : Object.hasOwn(o.events, id) ? o.events[id] : undefined;
    if (isThenable(info)) throw new TypeError('fundraising-rules: the events option returned a Promise; use the async validator');
    if (info === undefined || info === null) return null;
    if (typeof info !== 'object' || Array.isArray(info)) {
      throw new TypeError(`fundraising-rules: invalid options: events['${id}'] must be an EventInfo object`);
    }
    if (!eventInfoOk(info)) throw new TypeError(eventInfoMessage(id, info));
    return info;
  } catch (error) {
    throw new FactError(error);
  }
}

const STATUSES = ['published', 'unpublished', 'expired', 'closed'];
const isNumber = (value) => typeof value === 'number' && !Number.isNaN(value);

/** CONTRACT.md section 4's EventInfo: each field absent (or undefined) or of its type. */
function eventInfoOk(info) {
  if (typeof info !== 'object') return false;
  const { status, feeRequired, placesLeft, allowedCharities, maxCharities, charitySplits } = info;
  if (status !== undefined && status !== 'published' && status !== 'unpublished' && status !== 'expired' && status !== 'closed') {
    return false;
  }
  if (feeRequired !== undefined && typeof feeRequired !== 'boolean') return false;
  if (placesLeft !== undefined && !isNumber(placesLeft)) return false;
  if (maxCharities !== undefined && !isNumber(maxCharities)) return false;
  if (allowedCharities !== undefined) {
    if (!Array.isArray(allowedCharities)) return false;
    for (let i = 0; i < allowedCharities.length; i++) if (typeof allowedCharities[i] !== 'string') return false;
  }
  if (charitySplits !== undefined) {
    if (!Array.isArray(charitySplits)) return false;
    for (let i = 0; i < charitySplits.length; i++) {
      const split = charitySplits[i];
      if (typeof split !== 'object' || split === null) return false;
      if (typeof split.charityResourceId !== 'string' || !isNumber(split.charitySplitPercent)) return false;
    }
  }
  return true;
}

/** The engine's message for a malformed EventInfo (valibot's wording, every problem, '; ' between). */
function eventInfoMessage(id, info) {
  const received = (value) => {
    const type = typeof value;
    if (type === 'string') return `"${value}"`;
    if (type === 'number' || type === 'bigint' || type === 'boolean') return `${value}`;
    if (type === 'object' || type === 'function') return (value && Object.getPrototypeOf(value)?.constructor?.name) ?? 'null';
    return type;
  };
  const problems = [];
  const type = (path, expected, value) =>
    problems.push(`${path === '' ? '' : `${path} `}Invalid type: Expected ${expected} but received ${received(value)}`);
  if (!(info && typeof info === 'object')) type('', 'Object', info);
  else {
    const field = (key, expected, ok) => {
      if (key in info && info[key] !== undefined && !ok(info[key])) type(key, expected, info[key]);
    };
    field('status', `(${STATUSES.map((s) => `"${s}"`).join(' | ')})`, (value) => STATUSES.includes(value));
    field('feeRequired', 'boolean', (value) => typeof value === 'boolean');
    field('placesLeft', 'number', isNumber);
    const list = (key, each) => {
      if (!(key in info) || info[key] === undefined) return;
      const value = info[key];
      if (!Array.isArray(value)) return type(key, 'Array', value);
      for (let i = 0; i < value.length; i++) each(`${key}.${i}`, value[i]);
    };
    list('allowedCharities', (path, value) => {
      if (typeof value !== 'string') type(path, 'string', value);
    });
    field('maxCharities', 'number', isNumber);
    list('charitySplits', (path, split) => {
      if (!(split && typeof split === 'object')) return type(path, 'Object', split);
      for (const [key, expected, ok] of [
        ['charityResourceId', 'string', (value) => typeof value === 'string'],
        ['charitySplitPercent', 'number', isNumber],
      ]) {
        if (!(key in split)) problems.push(`${path}.${key} Invalid key: Expected "${key}" but received undefined`);
        else if (!ok(split[key])) type(`${path}.${key}`, expected, split[key]);
      }
    });
  }
  return `fundraising-rules: invalid options: events['${id}'] ${problems.join('; ')}`;
}

// ---------------------------------------------------------------------------
// Messages (rules/page.ts)

const WRONG_TYPE = ' must be text or a number, not an object, an array or a boolean.';
const M = {
  body: 'No page details were supplied: the body must be an object.',
  none: 'No page details were supplied: none of the page fields is present.',
  title05: 'Page title is required and may have at most 45 characters.',
  eventLong: 'Event resource ID may have at most 36 characters.',
  eventUnknown: 'The event is not known, so the event rules could not be checked.',
  event24: 'The event is not published.',
  event25: 'The event has expired (removed).',
  event27: 'The event requires a fee.',
  event28: 'The event has no places left.',
  event29: 'The event is closed.',
  date06: 'A fundraising date must not be sent for an organised event.',
  date07: 'A personal page needs a fundraising date: a real date written YYYYMMDD.',
  date08: 'The fundraising date must be in the future.',
  team09: "Team page indicator must be 'Y' (team) or 'N' (individual).",
  name01: 'A team page needs a team name.',
  name02: 'Team name may have at most 60 characters.',
  name10: 'Team name is not valid: at most 60 characters.',
  nameIndividual: 'Team name is only used on a team page; this page is individual.',
  url03: 'Team URL may have at most 100 characters.',
  url11: 'A team page needs a team URL of at most 100 characters: ASCII letters, digits and - _ . ~ only.',
  urlTaken: 'This team URL is already taken.',
  urlIndividual: 'Team URL is only used on a team page; this page is individual.',
  activity18: 'A personal page needs an activity code from the activity lookup.',
  activityOnEvent: 'An event page must not have an activity code.',
  activityLong: 'Activity code may have at most 3 characters.',
  description19: "Activity code '039' (other) needs an activity description.",
  descriptionWithout039: "An activity description may only be filled when the activity code is '039'.",
  descriptionLong: 'Activity description may have at most 30 characters.',
  contribution17: "Charity contribution indicator must be 'Y' or 'N'.",
  interval16: 'Post-event fundraising interval must be a whole number of months, at most 36.',
  target: 'Fundraising target must be a non-negative amount with at most 2 decimals (Decimal(19,2)).',
  splits12: 'At least one charity must be given.',
  splits13: 'At most 5 charities may be given.',
  splits15: 'Each charity needs a whole-number percentage, and the percentages must sum to 100.',
  splits26: 'The page has more charities than the event allows.',
  splits30: "The charities and percentages must be exactly the event's fixed splits.",
  splitWrong: 'A charity split must be an object with charityResourceId and charitySplitPercent.',
  split30: 'On an event page, each split needs both a charity and a whole-number percentage.',
  charity14: 'This split percentage has no charity.',
  charity20: "This charity is not among the event's allowed charities.",
  charityLong: 'Charity resource ID may have at most 36 characters.',
  charityUnknown: 'Charity resource ID is not a known charity.',
  charityDuplicate: 'This charity already has a split on this page.',
  zeroShare: 'This charity gets a 0% share of every donation.',
  codes23: 'At most 5 custom codes may be given per charity.',
  codes22: 'Each custom code must be given and may have at most 255 characters.',
};
const W = {
  pageTitle: `Page title${WRONG_TYPE}`,
  eventResourceId: `Event resource ID${WRONG_TYPE}`,
  fundraisingDate: `Fundraising date${WRONG_TYPE}`,
  teamPageIndicator: `Team page indicator${WRONG_TYPE}`,
  teamName: `Team name${WRONG_TYPE}`,
  teamUrl: `Team URL${WRONG_TYPE}`,
  activityCode: `Activity code${WRONG_TYPE}`,
  activityDescription: `Activity description${WRONG_TYPE}`,
  charityContributionIndicator: `Charity contribution indicator${WRONG_TYPE}`,
  postEventFundraisingInterval: `Post-event fundraising interval${WRONG_TYPE}`,
  fundraisingTarget: `Fundraising target${WRONG_TYPE}`,
  charityResourceId: `Charity resource ID${WRONG_TYPE}`,
  charitySplitPercent: `Charity split percentage${WRONG_TYPE}`,
  customCodes: `A custom code${WRONG_TYPE}`,
};

// ---------------------------------------------------------------------------
// The validator

/** An issue, with its message resolved through the `messages` option. */
function issue(o, code, documented, severity, parameter, path, message) {
  const messages = o.messages;
  if (messages !== undefined) {
    const specific = `${code}:${parameter}`;
    if (Object.hasOwn(messages, specific)) message = messages[specific];
    else if (Object.hasOwn(messages, code)) message = messages[code];
  }
  return { code, documented, severity, parameter, path, message };
}

/** An error issue at a single top-level field, with the field as its parameter and path. */
const err = (o, code, documented, field, message) => issue(o, code, documented, 'error', field, [field], message);

/** An error issue about the splits as a whole, at ['charitySplits']. */
const splitsErr = (o, code, parameter, message) => issue(o, code, true, 'error', parameter, ['charitySplits'], message);

/** An issue at a field of split i, at ['charitySplits', i, field], with the field as its parameter. */
const splitIssue = (o, code, documented, severity, i, field, message) =>
  issue(o, code, documented, severity, field, ['charitySplits', i, field], message);

/** An unchecked rule, with the issue count when it was found (for maxIssues). */
const skipped = (code, parameter, needs, at) => ({ code, parameter, needs, at });

/**
 * Checks a create-page body exactly as `validatePage` does.
 * @example validatePageByHand({ pageTitle: 'Run' }, { today: '20261122' }).codes.includes('003.01.09') // true
 */
export function validatePageByHand(input, options) {
  const o = resolve(options);
  try {
    return check(input, o);
  } catch (error) {
    // A body that throws when read (a getter, a revoked Proxy) is reported, not thrown; a fact's error is thrown.
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
}

const NO_MESSAGES = { messages: undefined };

// Per-split readings, reused by every call (no fact is asked while they are in use, so no call can re-enter).
let sObject = new Uint8Array(8);
let sCharityKind = new Uint8Array(8);
let sPercentKind = new Uint8Array(8);
let sWhole = new Float64Array(8);
let sCharity = new Array(8).fill('');

function growScratch(count) {
  let size = sObject.length;
  while (size < count) size *= 2;
  sObject = new Uint8Array(size);
  sCharityKind = new Uint8Array(size);
  sPercentKind = new Uint8Array(size);
  sWhole = new Float64Array(size);
  sCharity = new Array(size).fill('');
}

function check(input, o) {
  const issues = [];
  let unchecked;
  const max = o.maxIssues;

  // 003.01.04: not an object; nothing else runs.
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    issues.push(issue(o, '003.01.04', true, 'error', 'URI', [], M.body));
    return finish(o, issues, unchecked);
  }

  // Each top-level field read once, in the order validatePage reads them (it matters only to a body that throws when read).
  const splits = input.charitySplits;
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

  const kTitle = kindOf(pageTitle);
  const kEvent = kindOf(eventId);
  const kDate = kindOf(date);
  const kTeam = kindOf(teamIndicator);
  const kName = kindOf(teamName);
  const kUrl = kindOf(teamUrl);
  const kActivity = kindOf(activity);
  const kDescription = kindOf(description);
  const kContribution = kindOf(contribution);
  const kInterval = kindOf(interval);
  const kTarget = kindOf(target);

  // The split count is read where the engine first reads it: here only when no single field is present.
  let count = -1;
  if (
    kTitle !== TEXT && kEvent !== TEXT && kDate !== TEXT && kTeam !== TEXT && kName !== TEXT && kUrl !== TEXT &&
    kActivity !== TEXT && kDescription !== TEXT && kContribution !== TEXT && kInterval !== TEXT && kTarget !== TEXT
  ) {
    count = entryCount(splits);
    if (count === 0) issues.push(issue(o, '003.01.04', true, 'error', 'URI', [], M.none));
  }

  // pageTitle
  if (kTitle !== TEXT || longer(textOf(pageTitle), 45)) issues.push(err(o, '003.01.05', true, 'pageTitle', M.title05));
  if (kTitle === WRONG) issues.push(err(o, 'wrong-type', false, 'pageTitle', W.pageTitle));

  // eventResourceId and the event's own rules
  const eventPage = kEvent === TEXT;
  const eventText = eventPage ? textOf(eventId) : undefined;
  if (eventPage && longer(eventText, 36)) issues.push(err(o, 'too-long', false, 'eventResourceId', M.eventLong));
  // event: undefined when there is none or the events option is missing, null when the option does not know it.
  let event;
  const noEvents = o.events === undefined;
  if (eventPage) {
    if (noEvents) {
      const at = issues.length;
      unchecked = [
        skipped('unknown-event', 'eventResourceId', 'events', at), skipped('002.01.24', 'eventResourceId', 'events', at),
        skipped('002.01.25', 'eventResourceId', 'events', at), skipped('002.01.27', 'eventResourceId', 'events', at),
        skipped('002.01.28', 'eventResourceId', 'events', at), skipped('002.01.29', 'eventResourceId', 'events', at),
      ];
    } else {
      if (issues.length > max) return finish(o, issues, unchecked);
      event = lookUpEvent(o, eventText);
      if (event === null) issues.push(err(o, 'unknown-event', false, 'eventResourceId', M.eventUnknown));
      else {
        const status = event.status;
        if (status === 'unpublished') issues.push(err(o, '002.01.24', true, 'eventResourceId', M.event24));
        if (status === 'expired') issues.push(err(o, '002.01.25', true, 'eventResourceId', M.event25));
        if (event.feeRequired === true) issues.push(err(o, '002.01.27', true, 'eventResourceId', M.event27));
        const places = event.placesLeft;
        if (places !== undefined && places <= 0) issues.push(err(o, '002.01.28', true, 'eventResourceId', M.event28));
        if (status === 'closed') issues.push(err(o, '002.01.29', true, 'eventResourceId', M.event29));
      }
    }
  }
  if (kEvent === WRONG) issues.push(err(o, 'wrong-type', false, 'eventResourceId', W.eventResourceId));

  // fundraisingDate
  if (eventPage) {
    if (kDate === TEXT) issues.push(err(o, '003.01.06', true, 'fundraisingDate', M.date06));
  } else {
    const day = kDate === TEXT ? ymd(textOf(date)) : -1;
    if (day < 0) issues.push(err(o, '003.01.07', true, 'fundraisingDate', M.date07));
    else if (day <= (o.today === 0 ? todayInLondon() : o.today)) {
      issues.push(err(o, '003.01.08', true, 'fundraisingDate', M.date08));
    }
  }
  if (kDate === WRONG) issues.push(err(o, 'wrong-type', false, 'fundraisingDate', W.fundraisingDate));

  // teamPageIndicator
  const teamText = kTeam === TEXT ? textOf(teamIndicator) : undefined;
  const teamPage = teamText === 'Y';
  const individualPage = teamText === 'N';
  if (!teamPage && !individualPage) issues.push(err(o, '003.01.09', true, 'teamPageIndicator', M.team09));
  if (kTeam === WRONG) issues.push(err(o, 'wrong-type', false, 'teamPageIndicator', W.teamPageIndicator));

  // teamName
  if (kName !== TEXT) {
    if (teamPage) issues.push(err(o, '003.01.01', true, 'teamName', M.name01));
  } else {
    if (longer(textOf(teamName), 60)) {
      issues.push(err(o, '003.01.02', true, 'teamName', M.name02));
      issues.push(err(o, '003.01.10', true, 'teamName', M.name10));
    }
    if (individualPage) issues.push(issue(o, 'team-field-on-individual-page', false, 'warning', 'teamName', ['teamName'], M.nameIndividual));
  }
  if (kName === WRONG) issues.push(err(o, 'wrong-type', false, 'teamName', W.teamName));

  // teamUrl, and the URL lookup
  if (kUrl !== TEXT) {
    if (teamPage) issues.push(err(o, '003.01.11', true, 'teamUrl', M.url11));
  } else {
    const text = textOf(teamUrl);
    const long = longer(text, 100);
    const segment = urlSegment(text);
    if (long) issues.push(err(o, '003.01.03', true, 'teamUrl', M.url03));
    if (long || !segment) issues.push(err(o, '003.01.11', true, 'teamUrl', M.url11));
    else if (o.teamUrlTaken === undefined) (unchecked ??= []).push(skipped('team-url-taken', 'teamUrl', 'teamUrlTaken', issues.length));
    else {
      if (issues.length > max) return finish(o, issues, unchecked);
      if (askTeamUrlTaken(o.teamUrlTaken, text)) issues.push(err(o, 'team-url-taken', false, 'teamUrl', M.urlTaken));
    }
    if (individualPage) issues.push(issue(o, 'team-field-on-individual-page', false, 'warning', 'teamUrl', ['teamUrl'], M.urlIndividual));
  }
  if (kUrl === WRONG) issues.push(err(o, 'wrong-type', false, 'teamUrl', W.teamUrl));

  // activityCode, activityDescription
  const activityText = kActivity === TEXT ? textOf(activity) : undefined;
  if (activityText === undefined) {
    if (!eventPage) issues.push(err(o, '003.01.18', true, 'activityCode', M.activity18));
  } else {
    if (eventPage) issues.push(err(o, 'activity-on-event-page', false, 'activityCode', M.activityOnEvent));
    else if (o.activities === undefined) (unchecked ??= []).push(skipped('003.01.18', 'activityCode', 'activities', issues.length));
    else if (!o.activities.has(activityText)) issues.push(err(o, '003.01.18', true, 'activityCode', M.activity18));
    if (longer(activityText, 3)) issues.push(err(o, 'too-long', false, 'activityCode', M.activityLong));
  }
  if (kActivity === WRONG) issues.push(err(o, 'wrong-type', false, 'activityCode', W.activityCode));
  const other = activityText === '039';
  if (kDescription !== TEXT) {
    if (other) issues.push(err(o, '003.01.19', true, 'activityDescription', M.description19));
  } else {
    if (!other) issues.push(err(o, 'description-without-039', false, 'activityDescription', M.descriptionWithout039));
    if (longer(textOf(description), 30)) issues.push(err(o, 'too-long', false, 'activityDescription', M.descriptionLong));
  }
  if (kDescription === WRONG) issues.push(err(o, 'wrong-type', false, 'activityDescription', W.activityDescription));

  // charityContributionIndicator
  if (kContribution !== TEXT || (textOf(contribution) !== 'Y' && textOf(contribution) !== 'N')) {
    issues.push(err(o, '003.01.17', true, 'charityContributionIndicator', M.contribution17));
  }
  if (kContribution === WRONG) {
    issues.push(err(o, 'wrong-type', false, 'charityContributionIndicator', W.charityContributionIndicator));
  }

  // postEventFundraisingInterval (the raw value: ' 3' is not a whole number)
  const months = whole(interval);
  if (months < 0 || months > 36) issues.push(err(o, '003.01.16', true, 'postEventFundraisingInterval', M.interval16));
  if (kInterval === WRONG) issues.push(err(o, 'wrong-type', false, 'postEventFundraisingInterval', W.postEventFundraisingInterval));

  // fundraisingTarget
  if (kTarget === TEXT && !decimalAmount(textOf(target))) issues.push(err(o, 'target-amount', false, 'fundraisingTarget', M.target));
  if (kTarget === WRONG) issues.push(err(o, 'wrong-type', false, 'fundraisingTarget', W.fundraisingTarget));

  // charitySplits: read from here on (past the cut, the engine reads no further).
  if (issues.length > max) return finish(o, issues, unchecked);
  if (count < 0) count = entryCount(splits);
  const list = Array.isArray(splits);
  if (count > sObject.length) growScratch(count);
  let withCharity = 0;
  let charityWithoutWhole = false;
  let sum = 0;
  for (let i = 0; i < count; i++) {
    const entry = list ? splits[i] : splits;
    let charityKind = ABSENT;
    let percentKind = ABSENT;
    let percentWhole = -1;
    if (isRecord(entry)) {
      sObject[i] = 1;
      const charity = entry.charityResourceId;
      const percent = entry.charitySplitPercent;
      charityKind = kindOf(charity);
      percentKind = kindOf(percent);
      percentWhole = whole(percent);
      if (charityKind === TEXT) sCharity[i] = textOf(charity);
    } else sObject[i] = 0;
    sCharityKind[i] = charityKind;
    sPercentKind[i] = percentKind;
    sWhole[i] = percentWhole;
    if (percentWhole >= 0) sum += percentWhole;
    if (charityKind === TEXT) {
      withCharity++;
      if (percentWhole < 0) charityWithoutWhole = true;
    }
  }

  // The splits as a whole
  if (withCharity === 0) issues.push(splitsErr(o, '003.01.12', 'charityResourceId', M.splits12));
  if (count > 5) issues.push(splitsErr(o, '003.01.13', 'charityResourceId', M.splits13));
  if (count > 0 && (charityWithoutWhole || sum !== 100)) {
    issues.push(splitsErr(o, '003.01.15', 'charitySplitPercent', M.splits15));
  }
  if (eventPage) {
    if (noEvents) {
      if (count > 0) (unchecked ??= []).push(skipped('002.01.26', 'charityResourceId', 'events', issues.length));
      (unchecked ??= []).push(skipped('002.01.30', 'charitySplitPercent', 'events', issues.length));
    } else if (event !== null) {
      const most = event.maxCharities;
      if (count > 0 && most !== undefined && count > most) {
        issues.push(splitsErr(o, '002.01.26', 'charityResourceId', M.splits26));
      }
      const fixed = event.charitySplits;
      if (fixed !== undefined && splitsDiffer(fixed, count)) {
        issues.push(splitsErr(o, '002.01.30', 'charitySplitPercent', M.splits30));
      }
    }
  }

  // Each split
  for (let i = 0; i < count; i++) {
    if (sObject[i] === 0) issues.push(issue(o, 'wrong-type', false, 'error', 'charitySplits', ['charitySplits', i], M.splitWrong));
  }
  if (eventPage && event !== null) {
    for (let i = 0; i < count; i++) {
      const charityKind = sCharityKind[i];
      if ((charityKind === TEXT && sWhole[i] < 0) || (sPercentKind[i] === TEXT && charityKind !== TEXT)) {
        // Without events the rule is unchecked: already listed, by the whole-splits form of 002.01.30.
        if (!noEvents) issues.push(issue(o, '002.01.30', true, 'error', 'charitySplitPercent', ['charitySplits', i], M.split30));
      }
    }
  }
  for (let i = 0; i < count; i++) {
    if (sPercentKind[i] === TEXT && sCharityKind[i] !== TEXT) {
      issues.push(splitIssue(o, '003.01.14', true, 'error', i, 'charityResourceId', M.charity14));
    }
  }
  if (eventPage && withCharity > 0 && event !== null) {
    if (noEvents) (unchecked ??= []).push(skipped('003.01.20', 'charityResourceId', 'events', issues.length));
    else if (event.allowedCharities !== undefined) {
      const allowed = event.allowedCharities;
      for (let i = 0; i < count; i++) {
        if (sCharityKind[i] === TEXT && !allowed.includes(sCharity[i])) {
          issues.push(splitIssue(o, '003.01.20', true, 'error', i, 'charityResourceId', M.charity20));
        }
      }
    }
  }
  if (withCharity > 0) {
    for (let i = 0; i < count; i++) {
      if (sCharityKind[i] === TEXT && longer(sCharity[i], 36)) {
        issues.push(splitIssue(o, 'too-long', false, 'error', i, 'charityResourceId', M.charityLong));
      }
    }
    const charities = o.charities;
    for (let i = 0; i < count; i++) {
      if (sCharityKind[i] !== TEXT || longer(sCharity[i], 36)) continue;
      if (charities === undefined) {
        (unchecked ??= []).push(skipped('unknown-charity', 'charityResourceId', 'charities', issues.length));
        break;
      }
      if (!charities.has(sCharity[i])) {
        issues.push(splitIssue(o, 'unknown-charity', false, 'error', i, 'charityResourceId', M.charityUnknown));
      }
    }
    if (withCharity > 1) duplicates(o, issues, count);
  }
  for (let i = 0; i < count; i++) {
    if (sCharityKind[i] === WRONG) {
      issues.push(splitIssue(o, 'wrong-type', false, 'error', i, 'charityResourceId', W.charityResourceId));
    }
  }
  for (let i = 0; i < count; i++) {
    if (sWhole[i] === 0) {
      issues.push(splitIssue(o, 'zero-share', false, 'warning', i, 'charitySplitPercent', M.zeroShare));
    }
  }
  for (let i = 0; i < count; i++) {
    if (sPercentKind[i] === WRONG) {
      issues.push(splitIssue(o, 'wrong-type', false, 'error', i, 'charitySplitPercent', W.charitySplitPercent));
    }
  }

  // Each split's custom codes (parameter customCodes), read where the engine reads them.
  let anyCodes = false;
  for (let i = 0; i < count; i++) {
    if (sObject[i] === 0) continue;
    if (issues.length > max) return finish(o, issues, unchecked);
    const codes = (list ? splits[i] : splits).customCodes;
    if (codes === undefined) continue;
    const n = entryCount(codes);
    if (n > 0) anyCodes = true;
    if (n > 5) {
      issues.push(splitIssue(o, '002.01.23', true, 'error', i, 'customCodes', M.codes23));
    }
  }
  if (anyCodes) return customCodes(o, issues, unchecked, splits, list, count);
  return finish(o, issues, unchecked);
}

/** Do the page's (charity, whole percentage) pairs differ from the event's fixed splits, as multisets? */
function splitsDiffer(fixed, count) {
  let matched = 0;
  const used = fixed.length <= 8 ? 0 : undefined;
  if (used !== undefined) {
    // Few fixed splits: match each page pair to an unused equal fixed pair (a bit per fixed split).
    let taken = 0;
    for (let i = 0; i < count; i++) {
      if (sCharityKind[i] !== TEXT) continue;
      const percent = sWhole[i];
      if (percent < 0) return true;
      const charity = sCharity[i];
      let found = -1;
      for (let f = 0; f < fixed.length; f++) {
        if ((taken & (1 << f)) === 0 && fixed[f].charitySplitPercent === percent && fixed[f].charityResourceId === charity) {
          found = f;
          break;
        }
      }
      if (found < 0) return true;
      taken |= 1 << found;
      matched++;
    }
    return matched !== fixed.length;
  }
  const expected = new Map();
  for (const split of fixed) {
    const key = `${split.charitySplitPercent}\u0000${split.charityResourceId}`;
    expected.set(key, (expected.get(key) ?? 0) + 1);
  }
  for (let i = 0; i < count; i++) {
    if (sCharityKind[i] !== TEXT) continue;
    if (sWhole[i] < 0) return true;
    const key = `${sWhole[i]}\u0000${sCharity[i]}`;
    const left = expected.get(key) ?? 0;
    if (left === 0) return true;
    expected.set(key, left - 1);
    matched++;
  }
  return matched !== fixed.length;
}

/** duplicate-charity: a charity already given by an earlier split. */
function duplicates(o, issues, count) {
  if (count <= 16) {
    for (let i = 1; i < count; i++) {
      if (sCharityKind[i] !== TEXT) continue;
      const charity = sCharity[i];
      for (let j = 0; j < i; j++) {
        if (sCharityKind[j] === TEXT && sCharity[j] === charity) {
          issues.push(splitIssue(o, 'duplicate-charity', false, 'error', i, 'charityResourceId', M.charityDuplicate));
          break;
        }
      }
    }
    return;
  }
  const seen = new Set();
  for (let i = 0; i < count; i++) {
    if (sCharityKind[i] !== TEXT) continue;
    const charity = sCharity[i];
    if (seen.has(charity)) {
      issues.push(splitIssue(o, 'duplicate-charity', false, 'error', i, 'charityResourceId', M.charityDuplicate));
    } else seen.add(charity);
  }
}

/** 002.01.22 for every custom code of every split, then wrong-type for each wrongly typed one. */
function customCodes(o, issues, unchecked, splits, list, count) {
  const max = o.maxIssues;
  let wrong = 0;
  for (let i = 0; i < count; i++) {
    const entry = list ? splits[i] : splits;
    if (!isRecord(entry)) continue;
    const codes = entry.customCodes;
    const n = entryCount(codes);
    const many = Array.isArray(codes);
    for (let j = 0; j < n; j++) {
      // Past the maxIssues cut validatePage reads no further (a getter that throws would not be reached).
      if (issues.length > max) return finish(o, issues, unchecked);
      const code = many ? codes[j] : codes;
      const kind = kindOf(code);
      if (kind === WRONG) wrong++;
      if (kind !== TEXT || longer(textOf(code), 255)) {
        issues.push(issue(o, '002.01.22', true, 'error', 'customCodes', ['charitySplits', i, 'customCodes', j], M.codes22));
      }
    }
  }
  // The wrong-type rule runs after the 002.01.22 rule has seen every code of every split.
  for (let i = 0; wrong > 0 && i < count; i++) {
    const entry = list ? splits[i] : splits;
    if (!isRecord(entry)) continue;
    const codes = entry.customCodes;
    const n = entryCount(codes);
    const many = Array.isArray(codes);
    for (let j = 0; j < n; j++) {
      if (issues.length > max) return finish(o, issues, unchecked);
      if (kindOf(many ? codes[j] : codes) === WRONG) {
        issues.push(issue(o, 'wrong-type', false, 'error', 'customCodes', ['charitySplits', i, 'customCodes', j], W.customCodes));
        wrong--;
      }
    }
  }
  return finish(o, issues, unchecked);
}

/** valid, codes, unchecked and truncated from the issues, with the maxIssues cut. */
function finish(o, issues, found) {
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
      // The engine stops at the first issue that does not fit: what it found after that is lost. One entry per code.
      if (truncated && at > o.maxIssues) break;
      if (!unchecked.some((entry) => entry.code === code)) unchecked.push({ code, parameter, needs });
    }
  }
  return { valid, issues, codes, unchecked, truncated };
}
