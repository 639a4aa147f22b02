import { fixedSplitsDiffer, lookUpEvent } from '../runtime/lookups.js';
import { assign, call, literal } from './code.js';
import { type ConditionDefinition, tri } from './define.js';
import type { FieldRef } from './refs.js';
import { entryFieldName } from './refs.js';
import { withoutText } from './schema.js';

/** An `eventSplitsDiffer` row. */
export interface EventSplitsDifferNode {
  readonly test: 'eventSplitsDiffer';
  readonly event: FieldRef;
  readonly list: FieldRef;
  readonly charity: FieldRef;
  readonly percent: FieldRef;
}

/**
 * The event has fixed `charitySplits` and the (charity, percentage) pairs of
 * the entries of `list` that have a charity differ from them as a multiset:
 * order does not matter, duplicates count, '60' equals 60, and a percentage
 * that is absent or not a whole number matches nothing.
 * @example eventSplitsDiffer('eventResourceId', 'charitySplits', 'charitySplits[].charityResourceId', 'charitySplits[].charitySplitPercent')
 */
export function eventSplitsDiffer(
  event: FieldRef,
  list: FieldRef,
  charity: FieldRef,
  percent: FieldRef,
): EventSplitsDifferNode {
  return { test: 'eventSplitsDiffer', event, list, charity, percent };
}

/** The names of the two entry fields compared; throws for fields that are not fields of `list`'s entries. */
function comparedFields(node: EventSplitsDifferNode): [string, string] {
  const charity = entryFieldName(node.list, node.charity);
  const percent = entryFieldName(node.list, node.percent);
  if (charity === undefined || percent === undefined)
    throw new TypeError(`eventSplitsDiffer: the charity and percentage must be fields of each entry of '${node.list}'`);
  return [charity, percent];
}

/** How `eventSplitsDiffer` rows are evaluated and written: both ask `fixedSplitsDiffer` of `src/runtime/lookups.ts`. */
export const eventSplitsDifferCondition: ConditionDefinition<EventSplitsDifferNode> = {
  asks: true,
  event: (node) => node.event,
  reads: (node) => [node.event, node.list, node.charity, node.percent],
  needs: (node) => [node.event],
  evaluate(node, compiler) {
    const [charity, percent] = comparedFields(node);
    const readEvent = compiler.text(node.event);
    const list = compiler.field(node.list);
    return (run) => {
      const eventResourceId = readEvent(run);
      const splits = list(run);
      return fixedSplitsDiffer(run, lookUpEvent(run, run.facts, eventResourceId), splits, charity, percent, run);
    };
  },
  // Matched in the list's one pass when the event is looked up before it; else by reading the splits again.
  emit(node, emitter) {
    const [charity, percent] = comparedFields(node);
    const findings = emitter.findings();
    const event = emitter.event(node.event);
    const list = emitter.value(node.list);
    const kept = emitter.keptEvent(node.event, node.list);
    if (kept === undefined)
      return tri(call(emitter.helper('fixedSplitsDiffer'), findings, event, list, charity, percent, findings), [
        'events',
      ]);
    const match = emitter.whole(node.list, {
      type: 'number',
      initial: literal(0),
      update: (value) =>
        assign(
          value,
          call(
            emitter.helper('matchFixedSplit'),
            emitter.passSlots(node.list),
            kept,
            value,
            emitter.text(node.charity),
            emitter.number(node.percent),
          ),
        ),
    });
    return tri(call(emitter.helper('fixedSplitsMatched'), findings, event, match), ['events']);
  },
  underFact: (node, fact) => withoutText(fact, [node.event]),
  describe: (node, words) =>
    `the event in ${words.code(node.event)} has fixed charitySplits that the (charity, whole-number percentage) pairs of ${words.code(node.list)} with a charity differ from, as a multiset`,
  samples: (scope) => [eventSplitsDiffer(scope.event, scope.list, scope.text, scope.number)],
};
