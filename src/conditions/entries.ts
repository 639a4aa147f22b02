import { truth } from '../runtime/tri.js';
import { binary } from './code.js';
import { bool, type ConditionDefinition } from './define.js';
import type { FieldRef } from './refs.js';

/** A `moreEntriesThan` row. */
export interface MoreEntriesThanNode {
  readonly test: 'moreEntriesThan';
  readonly list: FieldRef;
  readonly max: number;
}

/**
 * The repeating field has more than `max` entries (a single value is one
 * entry; an absent field or an empty array none).
 * @example moreEntriesThan('fundraiserCustomCode', 5)
 */
export function moreEntriesThan(list: FieldRef, max: number): MoreEntriesThanNode {
  return { test: 'moreEntriesThan', list, max };
}

/**
 * The repeating field has at least one entry.
 * @example hasEntries('charitySplits')
 */
export function hasEntries(list: FieldRef): MoreEntriesThanNode {
  return moreEntriesThan(list, 0);
}

/** How `moreEntriesThan` rows are evaluated and written. */
export const moreEntriesThanCondition: ConditionDefinition<MoreEntriesThanNode> = {
  reads: (node) => [node.list],
  needs: () => [],
  evaluate(node, compiler) {
    const { count } = compiler.entries(node.list);
    const { max } = node;
    return (run) => truth(count(run) > max);
  },
  emit: (node, emitter) => bool(binary('>', emitter.count(node.list), node.max)),
  // A limit on a count of entries (`hasEntries`, more than 0, is presence, not a limit).
  params: (node, negated) =>
    negated || node.max === 0
      ? undefined
      : { field: node.list, params: { max: { value: node.max }, count: { count: node.list } } },
};
