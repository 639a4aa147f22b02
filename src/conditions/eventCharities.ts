import { charityDisallowed, lookUpEvent, moreCharitiesThanAllowed } from '../runtime/lookups.js';
import { FALSE } from '../runtime/tri.js';
import { call } from './code.js';
import { type ConditionDefinition, tri } from './define.js';
import type { FieldRef } from './refs.js';
import { withoutText } from './schema.js';

/** An `eventDisallows` row. */
export interface EventDisallowsNode {
  readonly test: 'eventDisallows';
  readonly event: FieldRef;
  readonly field: FieldRef;
}

/**
 * The event has `allowedCharities` and the charity in `field` is not among
 * them. Never holds for an absent charity.
 * @example eventDisallows('eventResourceId', 'charitySplits[].charityResourceId')
 */
export function eventDisallows(event: FieldRef, field: FieldRef): EventDisallowsNode {
  return { test: 'eventDisallows', event, field };
}

/** How `eventDisallows` rows are evaluated and written. */
export const eventDisallowsCondition: ConditionDefinition<EventDisallowsNode> = {
  asks: true,
  event: (node) => node.event,
  reads: (node) => [node.event, node.field],
  needs: (node) => [node.event, node.field],
  evaluate(node, compiler) {
    const readEvent = compiler.text(node.event);
    const read = compiler.text(node.field);
    return (run) => {
      const eventResourceId = readEvent(run);
      const charity = read(run);
      // Without a charity, the event is not asked for.
      return charity === undefined
        ? FALSE
        : charityDisallowed(run, lookUpEvent(run, run.facts, eventResourceId), charity);
    };
  },
  // Without a charity, the event is not asked for (nor is the missing option recorded), as above.
  emit: (node, emitter) =>
    tri(
      emitter.withText(
        node.field,
        (charity) => call(emitter.helper('charityDisallowed'), emitter.findings(), emitter.event(node.event), charity),
        emitter.helper('FALSE'),
      ),
      ['events'],
    ),
  underFact: (node, fact) => withoutText(fact, [node.event, node.field]),
  describe: (node, words) =>
    `the event in ${words.code(node.event)} has allowedCharities without ${words.code(node.field)}`,
  // At the entry a rule checks.
  samples: (scope) => (scope.perEntry ? [eventDisallows(scope.event, scope.text)] : []),
};

/** An `eventAllowsFewer` row. */
export interface EventAllowsFewerNode {
  readonly test: 'eventAllowsFewer';
  readonly event: FieldRef;
  readonly list: FieldRef;
}

/**
 * The event has `maxCharities` and the repeating field `list` has more entries.
 * @example eventAllowsFewer('eventResourceId', 'charitySplits')
 */
export function eventAllowsFewer(event: FieldRef, list: FieldRef): EventAllowsFewerNode {
  return { test: 'eventAllowsFewer', event, list };
}

/** How `eventAllowsFewer` rows are evaluated and written. */
export const eventAllowsFewerCondition: ConditionDefinition<EventAllowsFewerNode> = {
  asks: true,
  event: (node) => node.event,
  reads: (node) => [node.event, node.list],
  needs: (node) => [node.event],
  evaluate(node, compiler) {
    const readEvent = compiler.text(node.event);
    const { count } = compiler.entries(node.list);
    return (run) => {
      const eventResourceId = readEvent(run);
      const entries = count(run);
      return moreCharitiesThanAllowed(run, lookUpEvent(run, run.facts, eventResourceId), entries);
    };
  },
  emit: (node, emitter) =>
    tri(
      call(
        emitter.helper('moreCharitiesThanAllowed'),
        emitter.findings(),
        emitter.event(node.event),
        emitter.count(node.list),
      ),
      ['events'],
    ),
  // The event's limit on the count of entries.
  params: (node, negated) =>
    negated
      ? undefined
      : { field: node.list, params: { max: { eventMaxCharities: node.event }, count: { count: node.list } } },
  underFact: (node, fact) => withoutText(fact, [node.event]),
  describe: (node, words) =>
    `the event in ${words.code(node.event)} has a maxCharities below the entries of ${words.code(node.list)}`,
  samples: (scope) => [eventAllowsFewer(scope.event, scope.list)],
};
