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
export function eventSplitsDiffer(
  event: FieldRef,
  list: FieldRef,
  charity: FieldRef,
  percent: FieldRef,
): EventSplitsDifferNode {
  return { test: 'eventSplitsDiffer', event, list, charity, percent };
}

/** One of an event's fixed splits. */
type FixedSplit = NonNullable<EventInfo['charitySplits']>[number];

/**
 * A page's splits as `fixedSplitsDiffer` reads them: each one's charity text
 * (if any) and raw percentage, by position.
 */
export interface PageSplits {
  readonly charities: readonly (string | undefined)[];
  readonly percents: readonly unknown[];
}

/**
 * Whether the page's splits that have a charity differ from the event's
 * fixed splits as a multiset of (charity, percentage) pairs. Each page split
 * uses up one equal fixed split; a split that finds none ends the search, so
 * the work is bounded by the fixed splits, whatever the page holds.
 */
const differs = (event: EventInfo | null, splits: PageSplits): boolean => {
  const fixed = event?.charitySplits;
  if (fixed === undefined) return false;
  const used: boolean[] = [];
  let matched = 0;
  for (let index = 0; index < splits.charities.length; index++) {
    const charity = splits.charities[index];
    if (charity === undefined) continue;
    const percent = wholeNumber(splits.percents[index]);
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
 * @example fixedSplitsDiffer(findings, facts, 'E1', { charities: ['CH-1'], percents: [100] })
 */
export function fixedSplitsDiffer(
  unknowns: Unknowns,
  facts: Facts,
  eventResourceId: string | undefined,
  splits: PageSplits,
): Tri {
  return judgeEvent(unknowns, facts, eventResourceId, differs, splits);
}

/** How `eventSplitsDiffer` rows compile: `conditionKinds` finds it by name. */
export const eventSplitsDifferKind: ConditionKind<EventSplitsDifferNode> = {
  test: 'eventSplitsDiffer',
  compile(node, compiler) {
    const readEvent = compiler.text(node.event);
    const { count, level, skip } = compiler.entries(node.list);
    const readCharity = compiler.text(node.charity);
    const readPercent = compiler.field(node.percent);
    return (run) => {
      const saved = run.at[level] ?? 0;
      const splits = { charities: [] as (string | undefined)[], percents: [] as unknown[] };
      for (let index = 0, total = count(run); index < total; index++) {
        run.at[level] = index;
        splits.charities.push(readCharity(run));
        splits.percents.push(readPercent(run));
        index = skip(run, index); // a hole has no charity: the comparison passes over it
      }
      run.at[level] = saved;
      return fixedSplitsDiffer(run, run.facts, readEvent(run), splits);
    };
  },
};
