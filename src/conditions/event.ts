import { FALSE, TRUE, type Tri } from '../engine/tri.js';
import type { FieldRef } from '../engine/types.js';
import type { EventInfo } from '../facts/types.js';
import type { Run, TextReader } from '../engine/run.js';
import { onlyText, type ConditionKind } from './define.js';

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

const STATES: Readonly<Record<EventState, (event: EventInfo) => boolean>> = {
  known: () => true,
  unknown: () => false,
  unpublished: (event) => event.status === 'unpublished',
  expired: (event) => event.status === 'expired',
  closed: (event) => event.status === 'closed',
  feeRequired: (event) => event.feeRequired === true,
  full: (event) => event.placesLeft !== undefined && event.placesLeft <= 0,
};

/**
 * Looks up the event named by a field's value and judges it: `judge` sees the
 * event's facts, or `null` when the `events` option does not know the event.
 * FALSE without an event resource ID; unknown without the option.
 * @example onEvent(read, (event) => event !== null && event.status === 'closed')
 */
export function onEvent(read: TextReader, judge: (event: EventInfo | null, run: Run) => Tri): (run: Run) => Tri {
  return (run) => {
    const eventResourceId = read(run);
    if (eventResourceId === undefined) return FALSE;
    const event = run.facts.event(eventResourceId);
    if (event === undefined) return run.unknown('events');
    return judge(event, run);
  };
}

/** How `eventIs` rows compile and what they need of a field: `conditionKinds` finds it by name. */
export const eventIsKind: ConditionKind<EventIsNode> = {
  test: 'eventIs',
  compile(node, compiler) {
    const { state } = node;
    const holds = STATES[state];
    return onEvent(compiler.text(node.field), (event) => {
      if (event === null) return state === 'unknown' ? TRUE : FALSE;
      return holds(event) ? TRUE : FALSE;
    });
  },
  guard: (node) => onlyText(node.field),
};
