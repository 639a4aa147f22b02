import { type EventState, eventIn, lookUpEvent } from '../runtime/lookups.js';
import { call } from './code.js';
import { type ConditionDefinition, tri } from './define.js';
import type { FieldRef } from './refs.js';
import { withoutText } from './schema.js';

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

/** Every state `eventIs` tells, in words. */
const STATES: { readonly [State in EventState]: string } = {
  known: 'known to option `events`',
  unknown: 'not known to option `events`',
  unpublished: 'unpublished',
  expired: 'expired',
  closed: 'closed',
  feeRequired: 'feeRequired',
  full: 'full (placesLeft <= 0)',
};

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
  // Only 'known' holds of an event open to pages.
  usualFalse: (node, emitter) =>
    node.state === 'known' ? undefined : call(emitter.helper('eventOpen'), emitter.event(node.field)),
  emit(node, emitter) {
    const asked = [emitter.findings(), emitter.event(node.field)];
    // 'known' has a helper of its own, small enough for V8 to inline in a list's pass.
    const code =
      node.state === 'known'
        ? call(emitter.helper('eventKnown'), ...asked)
        : call(emitter.helper('eventIn'), ...asked, node.state);
    return tri(code, ['events']);
  },
  underFact: (node, fact) => withoutText(fact, [node.field]),
  describe: (node, words) => `the event in ${words.code(node.field)} is ${STATES[node.state]}`,
  samples: (scope) => (Object.keys(STATES) as EventState[]).map((state) => eventIs(scope.event, state)),
};
