import { FALSE, TRUE, type Tri, type Unknowns } from '../engine/tri.js';
import type { FieldRef } from '../engine/types.js';
import type { EventInfo, Facts } from '../facts/types.js';
import type { ConditionKind } from './define.js';

/** What an `eventIs` row asks of the page's event. */
export type EventState = 'known' | 'unknown' | 'unpublished' | 'expired' | 'closed' | 'feeRequired' | 'full';

/** An `eventIs` row. */
export interface EventIsNode {
  readonly test: 'eventIs';
  readonly field: FieldRef;
  readonly state: EventState;
}

/**
 * The event named by `field` is in `state`, as the `events` option tells:
 * 'known' / 'unknown' (the option does not know the event), a status
 * ('unpublished', 'expired', 'closed'), 'feeRequired', or 'full' (placesLeft
 * of 0 or less). Never holds without an event resource ID; unknown without
 * the `events` option; only 'unknown' holds for an event the option does not know.
 * @example eventIs('eventResourceId', 'closed')
 */
export function eventIs(field: FieldRef, state: EventState): EventIsNode {
  return { test: 'eventIs', field, state };
}

/** A judgement of the page's event (`null`: the `events` option does not know it), with one argument. */
export type EventJudge<A> = (event: EventInfo | null, arg: A) => boolean;

const STATES: Readonly<Record<EventState, EventJudge<unknown>>> = {
  known: (event) => event !== null,
  unknown: (event) => event === null,
  unpublished: (event) => event?.status === 'unpublished',
  expired: (event) => event?.status === 'expired',
  closed: (event) => event?.status === 'closed',
  feeRequired: (event) => event?.feeRequired === true,
  full: (event) => event?.placesLeft !== undefined && event.placesLeft <= 0,
};

/**
 * Looks up the event `eventResourceId` names and judges it with `arg`:
 * FALSE without an event resource ID; unknown (recorded in `unknowns`)
 * without the `events` option. The one place event rules ask for the event.
 * @example judgeEvent(findings, facts, 'E1', (event) => event?.status === 'closed', undefined) // TRUE for a closed E1
 */
export function judgeEvent<A>(
  unknowns: Unknowns,
  facts: Facts,
  eventResourceId: string | undefined,
  judge: EventJudge<A>,
  arg: A,
): Tri {
  if (eventResourceId === undefined) return FALSE;
  const event = facts.event(eventResourceId);
  if (event === undefined) return unknowns.unknown('events');
  return judge(event, arg) ? TRUE : FALSE;
}

/**
 * Whether the event `eventResourceId` names is in `state` (see `eventIs`).
 * @example eventIn(findings, facts, t_eventResourceId, 'closed')
 */
export function eventIn(unknowns: Unknowns, facts: Facts, eventResourceId: string | undefined, state: EventState): Tri {
  return judgeEvent(unknowns, facts, eventResourceId, STATES[state], undefined);
}

/** How `eventIs` rows compile: `conditionKinds` finds it by name. */
export const eventIsKind: ConditionKind<EventIsNode> = {
  test: 'eventIs',
  compile(node, compiler) {
    const read = compiler.text(node.field);
    const { state } = node;
    return (run) => eventIn(run, run.facts, read(run), state);
  },
};
