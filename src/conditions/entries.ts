import { truth } from '../runtime/tri.js';
import { binary } from './code.js';
import { bool, type ConditionDefinition } from './define.js';
import type { FieldRef } from './refs.js';
import { inEntryOf, OPEN, settled } from './schema.js';

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
  underFact(node, fact) {
    if (node.list === fact.ref && fact.kind === 'noEntries') return settled(false);
    if (node.list === fact.ref && fact.kind === 'entriesAbove' && node.max <= fact.n) return settled(true);
    // A fact about an entry of the list: the list has that entry at least.
    if (node.max === 0 && inEntryOf(fact, node.list)) return settled(true);
    return OPEN;
  },
  // More entries than the max: `maxItems` where a row proves it.
  schemaFacts: (node) => [{ ref: node.list, kind: 'entriesAbove', n: node.max }],
  describe: (node, words) =>
    node.max === 0
      ? `${words.code(node.list)} has entries`
      : `${words.code(node.list)} has more than ${node.max} entries`,
  // The top-level list; the list in the entry a rule checks.
  samples: (scope) => [
    ...[0, 1, 2, 3].map((max) => moreEntriesThan(scope.list, max)),
    ...(scope.perEntry ? [0, 1, 2].map((max) => moreEntriesThan(scope.nested, max)) : []),
  ],
};
