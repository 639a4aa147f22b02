import { type EventState, eventIn, lookUpEvent } from '../runtime/lookups.js';
import { call } from './code.js';
import { type ConditionDefinition, tri } from './define.js';
import type { FieldRef } from './refs.js';

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

/** How `eventIs` rows are evaluated and written. */
export const eventIsCondition: ConditionDefinition<EventIsNode> = {
  asks: true,
  event: (node) => node.field,
  reads: (node) => [node.field],
  needs: (node) => [node.field],
  evaluate(node, compiler) {
    const read = compiler.text(node.field);
    const { state } = node;
    return (run) => eventIn(run, lookUpEvent(run, run.facts, read(run)), state);
  },
  emit: (node, emitter) =>
    tri(call(emitter.helper('eventIn'), emitter.findings(), emitter.event(node.field), node.state), ['events']),
};
