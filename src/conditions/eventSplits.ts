import { FALSE, TRUE } from '../engine/tri.js';
import type { FieldRef } from '../engine/types.js';
import { wholeNumber } from '../engine/values.js';
import { onlyText, type ConditionKind } from './define.js';
import { onEvent } from './event.js';

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
export function eventSplitsDiffer(event: FieldRef, list: FieldRef, charity: FieldRef, percent: FieldRef): EventSplitsDifferNode {
  return { test: 'eventSplitsDiffer', event, list, charity, percent };
}

const pairKey = (charity: string, percent: number): string => `${percent}\u0000${charity}`;

/** How `eventSplitsDiffer` rows compile and what they need of a field: `conditionKinds` finds it by name. */
export const eventSplitsDifferKind: ConditionKind<EventSplitsDifferNode> = {
  test: 'eventSplitsDiffer',
  compile(node, compiler) {
    const { count, level } = compiler.entries(node.list);
    const readCharity = compiler.text(node.charity);
    const readPercent = compiler.field(node.percent);
    return onEvent(compiler.text(node.event), (event, run) => {
      const fixed = event?.charitySplits;
      if (fixed === undefined) return FALSE;
      const expected = new Map<string, number>();
      for (const split of fixed) {
        const key = pairKey(split.charityResourceId, split.charitySplitPercent);
        expected.set(key, (expected.get(key) ?? 0) + 1);
      }
      const saved = run.at[level] ?? 0;
      let matched = 0;
      let differ = false;
      for (let index = 0, total = count(run); index < total && !differ; index++) {
        run.at[level] = index;
        const charity = readCharity(run);
        if (charity === undefined) continue;
        const percent = wholeNumber(readPercent(run));
        const key = percent === undefined ? undefined : pairKey(charity, percent);
        const left = key === undefined ? 0 : (expected.get(key) ?? 0);
        if (left === 0) differ = true;
        else {
          expected.set(key as string, left - 1);
          matched++;
        }
      }
      run.at[level] = saved;
      return differ || matched !== fixed.length ? TRUE : FALSE;
    });
  },
  guard: (node) => onlyText(node.event),
};
