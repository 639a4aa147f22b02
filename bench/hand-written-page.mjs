// biome-ignore-all lint/suspicious/noAssignInExpressions: `(unchecked ??= []).push(…)` allocates the list only when a rule is skipped, on the hot path.
/**
 * A hand-written, performance-minded create-page validator: the yardstick
 * `validatePage` is measured against (bench/run.mjs).
 *
 * It does EXACTLY the checks of rules/page.ts as contract sections 3-6
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
 *
 * The value helpers, the option checks both validators make, the fact calls
 * and the result building are shared with hand-written-account.mjs, in
 * bench/hand-written-common.mjs.
 */
import * as common from './hand-written-common.mjs';

// The shared helpers as module constants: calls through live import bindings measured ~10% slower.
const {
  ABSENT,
  FactError,
  TEXT,
  WRONG,
  WRONG_TYPE,
  checkCommonOptions,
  entryCount,
  err,
  finish,
  fn,
  isThenable,
  issue,
  kindOf,
  longer,
  preparedBase,
  resolveOptions,
  setOf,
  textOf,
  todayInLondon,
  unreadable,
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

const isRecord = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);

// ---------------------------------------------------------------------------
// Options (contract section 4)

const prepared = new WeakMap();

function prepare(options) {
  const o = preparedBase(options, checkCommonOptions(options));
  const events = options.events;
  if (events !== undefined && typeof events !== 'function' && !isRecord(events)) {
    throw new TypeError('hand-written: events must be a record of EventInfo or a lookup function');
  }
  // Checked, not used by the page rules.
  setOf('countries', options.countries);
  setOf('ukCountryCodes', options.ukCountryCodes);
  fn('accountExists', options.accountExists);
  fn('personalUrlTaken', options.personalUrlTaken);
  fn('telephoneExists', options.telephoneExists);
  o.activities = setOf('activities', options.activities);
  o.charities = setOf('charities', options.charities);
  o.events = events;
  o.eventsIsFunction = typeof events === 'function';
  o.teamUrlTaken = fn('teamUrlTaken', options.teamUrlTaken);
  return o;
}

const DEFAULTS = prepare({});

/**
 * Asks teamUrlTaken; a Promise is a programmer error in a sync validator. (Not
 * the shared `ask`: a call site of its own keeps the fact call monomorphic,
 * and so inlined, when both validators run in one process.)
 */
function askTeamUrlTaken(fact, teamUrl) {
  let raw;
  try {
    raw = fact(teamUrl);
  } catch (error) {
    throw new FactError(error);
  }
  if (isThenable(raw)) {
    throw new FactError(
      new TypeError('fundraising-rules: the teamUrlTaken option returned a Promise; use the async validator'),
    );
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
    if (isThenable(info))
      throw new TypeError('fundraising-rules: the events option returned a Promise; use the async validator');
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

/** contract section 4's EventInfo: each field absent (or undefined) or of its type. */
function eventInfoOk(info) {
  if (typeof info !== 'object') return false;
  const { status, feeRequired, placesLeft, allowedCharities, maxCharities, charitySplits } = info;
  if (
    status !== undefined &&
    status !== 'published' &&
    status !== 'unpublished' &&
    status !== 'expired' &&
    status !== 'closed'
  ) {
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

/** The engine's message for a malformed EventInfo: its first problem, in the package's words. */
function eventInfoMessage(id, info) {
  const { status, feeRequired, placesLeft, allowedCharities, maxCharities } = info;
  const problem =
    status !== undefined && !STATUSES.includes(status)
      ? `status must be one of ${STATUSES.join(', ')}`
      : feeRequired !== undefined && typeof feeRequired !== 'boolean'
        ? 'feeRequired must be true or false'
        : placesLeft !== undefined && !isNumber(placesLeft)
          ? 'placesLeft must be a number'
          : maxCharities !== undefined && !isNumber(maxCharities)
            ? 'maxCharities must be a number'
            : allowedCharities !== undefined &&
                !(Array.isArray(allowedCharities) && allowedCharities.every((c) => typeof c === 'string'))
              ? 'allowedCharities must be an array of charity resource IDs (strings)'
              : 'charitySplits must be an array of { charityResourceId: string, charitySplitPercent: number }';
  return `fundraising-rules: invalid options: events['${id}'] ${problem}`;
}

// ---------------------------------------------------------------------------
// Messages (rules/page.ts)

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
  const o = resolveOptions(options, prepared, prepare, DEFAULTS);
  try {
    return check(input, o);
  } catch (error) {
    return unreadable(error);
  }
}

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
    return finish(o, issues, unchecked, true);
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
    kTitle !== TEXT &&
    kEvent !== TEXT &&
    kDate !== TEXT &&
    kTeam !== TEXT &&
    kName !== TEXT &&
    kUrl !== TEXT &&
    kActivity !== TEXT &&
    kDescription !== TEXT &&
    kContribution !== TEXT &&
    kInterval !== TEXT &&
    kTarget !== TEXT
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
        skipped('unknown-event', 'eventResourceId', 'events', at),
        skipped('002.01.24', 'eventResourceId', 'events', at),
        skipped('002.01.25', 'eventResourceId', 'events', at),
        skipped('002.01.27', 'eventResourceId', 'events', at),
        skipped('002.01.28', 'eventResourceId', 'events', at),
        skipped('002.01.29', 'eventResourceId', 'events', at),
      ];
    } else {
      if (issues.length > max) return finish(o, issues, unchecked, true);
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
    if (individualPage)
      issues.push(
        issue(o, 'team-field-on-individual-page', false, 'warning', 'teamName', ['teamName'], M.nameIndividual),
      );
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
    else if (o.teamUrlTaken === undefined)
      (unchecked ??= []).push(skipped('team-url-taken', 'teamUrl', 'teamUrlTaken', issues.length));
    else {
      if (issues.length > max) return finish(o, issues, unchecked, true);
      if (askTeamUrlTaken(o.teamUrlTaken, text)) issues.push(err(o, 'team-url-taken', false, 'teamUrl', M.urlTaken));
    }
    if (individualPage)
      issues.push(issue(o, 'team-field-on-individual-page', false, 'warning', 'teamUrl', ['teamUrl'], M.urlIndividual));
  }
  if (kUrl === WRONG) issues.push(err(o, 'wrong-type', false, 'teamUrl', W.teamUrl));

  // activityCode, activityDescription
  const activityText = kActivity === TEXT ? textOf(activity) : undefined;
  if (activityText === undefined) {
    if (!eventPage) issues.push(err(o, '003.01.18', true, 'activityCode', M.activity18));
  } else {
    if (eventPage) issues.push(err(o, 'activity-on-event-page', false, 'activityCode', M.activityOnEvent));
    else if (o.activities === undefined)
      (unchecked ??= []).push(skipped('003.01.18', 'activityCode', 'activities', issues.length));
    else if (!o.activities.has(activityText)) issues.push(err(o, '003.01.18', true, 'activityCode', M.activity18));
    if (longer(activityText, 3)) issues.push(err(o, 'too-long', false, 'activityCode', M.activityLong));
  }
  if (kActivity === WRONG) issues.push(err(o, 'wrong-type', false, 'activityCode', W.activityCode));
  const other = activityText === '039';
  if (kDescription !== TEXT) {
    if (other) issues.push(err(o, '003.01.19', true, 'activityDescription', M.description19));
  } else {
    if (!other) issues.push(err(o, 'description-without-039', false, 'activityDescription', M.descriptionWithout039));
    if (longer(textOf(description), 30))
      issues.push(err(o, 'too-long', false, 'activityDescription', M.descriptionLong));
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
  if (kInterval === WRONG)
    issues.push(err(o, 'wrong-type', false, 'postEventFundraisingInterval', W.postEventFundraisingInterval));

  // fundraisingTarget
  if (kTarget === TEXT && !decimalAmount(textOf(target)))
    issues.push(err(o, 'target-amount', false, 'fundraisingTarget', M.target));
  if (kTarget === WRONG) issues.push(err(o, 'wrong-type', false, 'fundraisingTarget', W.fundraisingTarget));

  // charitySplits: read from here on (past the cut, the engine reads no further).
  if (issues.length > max) return finish(o, issues, unchecked, true);
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
    if (sObject[i] === 0)
      issues.push(issue(o, 'wrong-type', false, 'error', 'charitySplits', ['charitySplits', i], M.splitWrong));
  }
  if (eventPage && event !== null) {
    for (let i = 0; i < count; i++) {
      const charityKind = sCharityKind[i];
      if ((charityKind === TEXT && sWhole[i] < 0) || (sPercentKind[i] === TEXT && charityKind !== TEXT)) {
        // Without events the rule is unchecked: already listed, by the whole-splits form of 002.01.30.
        if (!noEvents)
          issues.push(issue(o, '002.01.30', true, 'error', 'charitySplitPercent', ['charitySplits', i], M.split30));
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
    if (issues.length > max) return finish(o, issues, unchecked, true);
    const codes = (list ? splits[i] : splits).customCodes;
    if (codes === undefined) continue;
    const n = entryCount(codes);
    if (n > 0) anyCodes = true;
    if (n > 5) {
      issues.push(splitIssue(o, '002.01.23', true, 'error', i, 'customCodes', M.codes23));
    }
  }
  if (anyCodes) return customCodes(o, issues, unchecked, splits, list, count);
  return finish(o, issues, unchecked, true);
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
        if (
          (taken & (1 << f)) === 0 &&
          fixed[f].charitySplitPercent === percent &&
          fixed[f].charityResourceId === charity
        ) {
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
      if (issues.length > max) return finish(o, issues, unchecked, true);
      const code = many ? codes[j] : codes;
      const kind = kindOf(code);
      if (kind === WRONG) wrong++;
      if (kind !== TEXT || longer(textOf(code), 255)) {
        issues.push(
          issue(o, '002.01.22', true, 'error', 'customCodes', ['charitySplits', i, 'customCodes', j], M.codes22),
        );
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
      if (issues.length > max) return finish(o, issues, unchecked, true);
      if (kindOf(many ? codes[j] : codes) === WRONG) {
        issues.push(
          issue(o, 'wrong-type', false, 'error', 'customCodes', ['charitySplits', i, 'customCodes', j], W.customCodes),
        );
        wrong--;
      }
    }
  }
  return finish(o, issues, unchecked, true);
}
