/**
 * The questions rules ask of the options (contract section 4): lookup
 * lists, the caller's yes/no fact functions and the page's event. Each
 * answers in three values: a fact the options did not give is `UNKNOWN`,
 * recorded in `unknowns` so that the rule is listed as unchecked.
 */
import type { EventInfo, Facts, ListFact, Membership, QuestionFact } from '../facts/types.js';
import { checkEventInfo } from './events.js';
import { FactFailure, NO_ANSWER } from './failure.js';
import { claimFixedSplit, giveSlots, type Slots, takeSlots } from './lists.js';
import { FALSE, TRUE, type Tri, UNKNOWN, type Unknowns } from './tri.js';
import { asRecord, entryAt, entryCount, holesEnd, type SparseLists, textAt, wholeNumber } from './values.js';

/**
 * Whether `text` is (`wanted` true) or is not among `members`, the lookup
 * list the option `name` gave: never when there is no text; unknown when
 * the option was not given.
 * @example listMembership(findings, facts.lists.countries, 'countries', 'GB', false) // FALSE when GB is a country
 */
export function listMembership(
  unknowns: Unknowns,
  members: Membership | undefined,
  name: ListFact,
  text: string | undefined,
  wanted: boolean,
): Tri {
  if (text === undefined) return FALSE;
  if (members === undefined) return unknowns.unknown(name);
  return members.has(text) === wanted ? TRUE : FALSE;
}

/**
 * Whether the one-argument fact function `fact`, asked with `first`, gives
 * `answer`: never without text; unknown when the option was not given.
 * @example factAnswer1(findings, facts, 'personalUrlTaken', true, 'ada') // TRUE when taken
 */
export function factAnswer1(
  unknowns: Unknowns,
  facts: Facts,
  fact: QuestionFact,
  answer: boolean,
  first: string | undefined,
): Tri {
  if (first === undefined) return FALSE;
  const said = facts.ask(fact, first);
  if (said === undefined) return unknowns.unknown(fact);
  return said === answer ? TRUE : FALSE;
}

/**
 * Whether the two-argument fact function `fact`, asked with `first` and
 * `second`, gives `answer`: never without both texts; unknown when the
 * option was not given.
 * @example factAnswer2(findings, facts, 'accountExists', true, 'ada@example.co.uk', '19901210')
 */
export function factAnswer2(
  unknowns: Unknowns,
  facts: Facts,
  fact: QuestionFact,
  answer: boolean,
  first: string | undefined,
  second: string | undefined,
): Tri {
  if (first === undefined || second === undefined) return FALSE;
  const said = facts.ask(fact, first, second);
  if (said === undefined) return unknowns.unknown(fact);
  return said === answer ? TRUE : FALSE;
}

/** What an `eventIs` row asks of the page's event. */
export type EventState = 'known' | 'unknown' | 'unpublished' | 'expired' | 'closed' | 'feeRequired' | 'full';

/**
 * The event `eventResourceId` names, as the event rules judge it: its
 * EventInfo, `null` when the `events` option does not know it, `FALSE`
 * without an event resource ID, `UNKNOWN` without the `events` option.
 */
export type LookedUpEvent = EventInfo | null | Tri;

/**
 * Looks up the event `eventResourceId` names (see `LookedUpEvent`),
 * recording the missing `events` option in `unknowns`. A generated validator
 * asks once, where its first event rule asks, and keeps the answer.
 * @example lookUpEvent(findings, facts, 'E1') // the EventInfo of E1
 */
export function lookUpEvent(unknowns: Unknowns, facts: Facts, eventResourceId: string | undefined): LookedUpEvent {
  if (eventResourceId === undefined) return FALSE;
  // Every event rule asks for the page's one event: the last answer is kept at hand.
  if (eventResourceId === facts.lastEventId) return facts.lastEvent;
  const given = facts.eventGiven(eventResourceId);
  if (given === NO_ANSWER) return unknowns.unknown('events');
  let event: EventInfo | null;
  try {
    event = checkEventInfo(eventResourceId, given);
  } catch (error) {
    throw new FactFailure(error); // the caller's EventInfo is malformed, not the payload
  }
  facts.lastEventId = eventResourceId;
  facts.lastEvent = event;
  return event;
}

/** The truth value of an event rule when there is no event to judge (records the missing option again). */
const unjudged = (unknowns: Unknowns, event: Tri): Tri => (event === UNKNOWN ? unknowns.unknown('events') : event);

/**
 * Whether the looked-up event is in `state` (see `eventIs`).
 * @example eventIn(findings, lookUpEvent(findings, facts, 'E1'), 'closed') // TRUE for a closed E1
 */
export function eventIn(unknowns: Unknowns, event: LookedUpEvent, state: EventState): Tri {
  if (state === 'known') return eventKnown(unknowns, event);
  if (typeof event === 'number') return unjudged(unknowns, event);
  let holds: boolean;
  if (state === 'unknown') holds = event === null;
  else if (event === null) return FALSE;
  else if (state === 'feeRequired') holds = event.feeRequired === true;
  else if (state === 'full') holds = event.placesLeft !== undefined && event.placesLeft <= 0;
  else holds = event.status === state;
  return holds ? TRUE : FALSE;
}

/**
 * `eventIn(unknowns, event, 'known')`, small enough for V8 to inline where
 * a list's pass asks it once for every page.
 * @example eventKnown(findings, lookUpEvent(findings, facts, 'E1')) // TRUE when the events option knows E1
 */
export function eventKnown(unknowns: Unknowns, event: LookedUpEvent): Tri {
  return typeof event === 'number' ? unjudged(unknowns, event) : event !== null ? TRUE : FALSE;
}

/**
 * Whether the looked-up event is open to pages: known, and in no state an
 * event rule reports (its status, when given, `published`; no fee; places
 * left, when counted). Where it is, `eventIn` is `FALSE` for every state
 * but 'known', and the rules asking them can be passed over together.
 * @example eventOpen(lookUpEvent(findings, facts, 'E1')) // true for a published E1 without a fee
 */
export function eventOpen(event: LookedUpEvent): boolean {
  if (typeof event !== 'object' || event === null) return false;
  const { status, placesLeft } = event;
  return (
    (status === undefined || status === 'published') &&
    event.feeRequired !== true &&
    (placesLeft === undefined || placesLeft > 0)
  );
}

/**
 * Whether the looked-up event restricts its charities and `charity` is not
 * among them: FALSE without a charity (ask for the event only for a split
 * that has one).
 * @example charityDisallowed(findings, event, 'CH-1')
 */
export function charityDisallowed(unknowns: Unknowns, event: LookedUpEvent, charity: string | undefined): Tri {
  if (charity === undefined) return FALSE;
  if (typeof event === 'number') return unjudged(unknowns, event);
  const allowed = event?.allowedCharities;
  // indexOf, not includes: the same answer for strings, and the search the lookup lists make too (membership).
  return allowed !== undefined && allowed.indexOf(charity) === -1 ? TRUE : FALSE;
}

/**
 * Whether the looked-up event has `maxCharities` and `count` charities are more.
 * @example moreCharitiesThanAllowed(findings, event, 3)
 */
export function moreCharitiesThanAllowed(unknowns: Unknowns, event: LookedUpEvent, count: number): Tri {
  if (typeof event === 'number') return unjudged(unknowns, event);
  const max = event?.maxCharities;
  return max !== undefined && count > max ? TRUE : FALSE;
}

/**
 * The looked-up event's `maxCharities`, for the params of a rule that found
 * more splits than it allows (0 when there is no such limit to report).
 * @example eventMaxCharities({ maxCharities: 2 }) // 2
 */
export function eventMaxCharities(event: LookedUpEvent): number {
  return typeof event === 'object' && event !== null ? (event.maxCharities ?? 0) : 0;
}

/**
 * The match of a page's splits with the event's fixed splits, made in the
 * list's one pass: each page split with a charity uses up one equal fixed
 * split (marked by `claimFixedSplit`). The match so far is how many were used
 * up; -1 once a split found none (then nothing more is compared).
 * @example matchFixedSplit(slots, event, 0, 'CH-1002', 30) // 1 when CH-1002 at 30% is a fixed split
 */
export function matchFixedSplit(
  slots: Slots,
  event: LookedUpEvent | undefined,
  matched: number,
  charity: string | undefined,
  percent: number | undefined,
): number {
  const fixed = typeof event === 'object' ? event?.charitySplits : undefined;
  if (matched < 0 || charity === undefined || fixed === undefined) return matched;
  // A percentage that is no whole number matches nothing. The percentage is compared first: two numbers
  // compare at once, two texts of one length (charity IDs) character by character.
  for (let at = 0; percent !== undefined && at < fixed.length; at++) {
    const candidate = fixed[at] as FixedSplit;
    if (
      candidate.charitySplitPercent === percent &&
      candidate.charityResourceId === charity &&
      claimFixedSplit(slots, at)
    )
      return matched + 1;
  }
  return -1;
}

/**
 * `fixedSplitsDiffer` from the match a list's one pass made
 * (`matchFixedSplit`): the splits differ unless every fixed split was used up.
 * @example fixedSplitsMatched(findings, event, w3)
 */
export function fixedSplitsMatched(unknowns: Unknowns, event: LookedUpEvent, matched: number): Tri {
  if (typeof event === 'number') return unjudged(unknowns, event);
  const fixed = event?.charitySplits;
  return fixed !== undefined && matched !== fixed.length ? TRUE : FALSE;
}

/** One of an event's fixed splits. */
type FixedSplit = NonNullable<EventInfo['charitySplits']>[number];

/**
 * Whether the looked-up event has fixed splits that the page's splits differ
 * from as a multiset of (charity, percentage) pairs (see
 * `eventSplitsDiffer`): the splits are entries of `list`, with the charity in
 * field `charity` and the percentage in field `percent`. The splits are read
 * only when the event has fixed splits.
 * @example fixedSplitsDiffer(findings, event, splits, 'charityResourceId', 'charitySplitPercent', findings)
 */
export function fixedSplitsDiffer(
  unknowns: Unknowns,
  event: LookedUpEvent,
  list: unknown,
  charity: string,
  percent: string,
  memo: SparseLists,
): Tri {
  if (typeof event === 'number') return unjudged(unknowns, event);
  if (event?.charitySplits === undefined) return FALSE;
  // The list read again, split by split, and matched as a list's one pass matches it.
  const slots = takeSlots();
  let match = 0;
  for (let index = 0, total = entryCount(list); index < total && match >= 0; index++) {
    const split = asRecord(entryAt(list, index));
    const text = textAt(split[charity]);
    // A hole has no charity: the comparison passes over it (and the percentage of a split without one is not read).
    if (text === undefined) index = holesEnd(list, index, memo);
    else match = matchFixedSplit(slots, event, match, text, wholeNumber(split[percent]));
  }
  giveSlots(slots);
  return fixedSplitsMatched(unknowns, event, match);
}
