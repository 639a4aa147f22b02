import type { Run } from '../engine/run.js';
import type { Tri, Unknowns } from '../engine/tri.js';
import type { FieldRef } from '../engine/types.js';
import { wholeNumber } from '../engine/values.js';
import type { EventInfo, Facts } from '../facts/types.js';
import type { ConditionKind } from './define.js';
import { judgeEvent } from './event.js';

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

/** One of an event's fixed splits. */
type FixedSplit = NonNullable<EventInfo['charitySplits']>[number];

/** A page's splits as `fixedSplitsDiffer` reads them: how many, and each one's charity text and raw percentage. */
export interface SplitReader {
  readonly total: number;
  charityAt(index: number): string | undefined;
  percentAt(index: number): unknown;
}

/**
 * Whether the page's splits that have a charity differ from the event's
 * fixed splits as a multiset of (charity, percentage) pairs. Each page split
 * uses up one equal fixed split; a split that finds none ends the search, so
 * the work is bounded by the fixed splits, whatever the page holds.
 */
const differs = (event: EventInfo | null, splits: SplitReader): boolean => {
  const fixed = event?.charitySplits;
  if (fixed === undefined) return false;
  const used: boolean[] = [];
  let matched = 0;
  for (let index = 0; index < splits.total; index++) {
    const charity = splits.charityAt(index);
    if (charity === undefined) continue;
    const percent = wholeNumber(splits.percentAt(index));
    const match = percent === undefined ? -1 : unusedEqual(fixed, used, charity, percent);
    if (match === -1) return true;
    used[match] = true;
    matched++;
  }
  return matched !== fixed.length;
};

/** The first fixed split not `used` yet that is (charity, percent), or -1. */
function unusedEqual(fixed: readonly FixedSplit[], used: readonly boolean[], charity: string, percent: number): number {
  for (let at = 0; at < fixed.length; at++) {
    const split = fixed[at] as FixedSplit;
    if (used[at] !== true && split.charityResourceId === charity && split.charitySplitPercent === percent) return at;
  }
  return -1;
}

/**
 * Whether the event has fixed splits that the page's `splits` differ from
 * (see `eventSplitsDiffer`).
 * @example fixedSplitsDiffer(findings, facts, 'E1', { total: 1, charityAt: () => 'CH-1', percentAt: () => 100 })
 */
export function fixedSplitsDiffer(unknowns: Unknowns, facts: Facts, eventResourceId: string | undefined, splits: SplitReader): Tri {
  return judgeEvent(unknowns, facts, eventResourceId, differs, splits);
}

/** How `eventSplitsDiffer` rows compile and what they need of a field: `conditionKinds` finds it by name. */
export const eventSplitsDifferKind: ConditionKind<EventSplitsDifferNode> = {
  test: 'eventSplitsDiffer',
  compile(node, compiler) {
    const readEvent = compiler.text(node.event);
    const { count, level } = compiler.entries(node.list);
    const readCharity = compiler.text(node.charity);
    const readPercent = compiler.field(node.percent);
    const at = (run: Run, index: number): Run => {
      run.at[level] = index;
      return run;
    };
    return (run) => {
      const saved = run.at[level] ?? 0;
      const splits: SplitReader = {
        total: count(run),
        charityAt: (index) => readCharity(at(run, index)),
        percentAt: (index) => readPercent(at(run, index)),
      };
      const differ = fixedSplitsDiffer(run, run.facts, readEvent(run), splits);
      run.at[level] = saved;
      return differ;
    };
  },
};
