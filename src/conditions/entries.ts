import { FALSE, TRUE } from '../engine/tri.js';
import type { FieldRef } from '../engine/types.js';
import type { ConditionKind } from './define.js';

/** A `moreEntriesThan` row. */
export interface EntriesNode {
  readonly test: 'moreEntriesThan';
  readonly list: FieldRef;
  readonly max: number;
}

/**
 * The repeating field has more than `max` entries (a single value is one
 * entry; an absent field or an empty array none).
 * @example moreEntriesThan('fundraiserCustomCode', 5)
 */
export function moreEntriesThan(list: FieldRef, max: number): EntriesNode {
  return { test: 'moreEntriesThan', list, max };
}

/**
 * The repeating field has at least one entry.
 * @example hasEntries('charitySplits')
 */
export function hasEntries(list: FieldRef): EntriesNode {
  return moreEntriesThan(list, 0);
}

/** How `moreEntriesThan` rows compile: `conditionKinds` finds it by name. */
export const moreEntriesThanKind: ConditionKind<EntriesNode> = {
  test: 'moreEntriesThan',
  compile(node, compiler) {
    const { count } = compiler.entries(node.list);
    const max = node.max;
    return (run) => (count(run) > max ? TRUE : FALSE);
  },
};
