import { FALSE, TRUE, type Tri } from '../runtime/tri.js';
import { assign, literal } from './code.js';
import { bool, type ConditionDefinition } from './define.js';
import type { Condition } from './logic.js';
import type { FieldRef } from './refs.js';
import { inEntryOf, OPEN, settled } from './schema.js';

/** A `some` row. */
export interface SomeNode {
  readonly test: 'some';
  readonly list: FieldRef;
  readonly where: Condition;
}

/**
 * Some entry of the repeating field `list` satisfies `where`, in which
 * `list[]` refers to the entry being looked at.
 * @example some('charitySplits', present('charitySplits[].charityResourceId'))
 */
export function some(list: FieldRef, where: Condition): SomeNode {
  return { test: 'some', list, where };
}

/**
 * How `some` rows are evaluated and written. The generated validator finds
 * the answer in its one pass over the list, so `where` must be a condition
 * that asks no fact (the generator refuses any other).
 */
export const someCondition: ConditionDefinition<SomeNode> = {
  reads: (node) => [node.list],
  parts: (node) => [node.where],
  needs: () => [],
  evaluate(node, compiler) {
    const { count, level, skip } = compiler.entries(node.list);
    const where = compiler.condition(node.where);
    return (run) => {
      const saved = run.at[level] ?? 0;
      const total = count(run);
      let result: Tri = FALSE;
      for (let index = 0; index < total && result !== TRUE; index++) {
        run.at[level] = index;
        const holds = where(run);
        if (holds !== FALSE) result = holds;
        index = skip(run, index); // one hole answers for the holes after it
      }
      run.at[level] = saved;
      return result;
    };
  },
  emit: (node, emitter) =>
    bool(
      emitter.whole(node.list, {
        type: 'boolean',
        initial: literal(false),
        when: node.where,
        update: (found) => assign(found, literal(true)),
      }),
    ),
  underFact(node, fact) {
    if (node.list === fact.ref && fact.kind === 'noEntries') return settled(false);
    // Some entry: the fact's own, or another one.
    return inEntryOf(fact, node.list) ? { orAtEntry: node.where } : OPEN;
  },
  describe: (node, words) => `some entry of ${words.code(node.list)} has: ${words.condition(node.where)}`,
  samples: (scope) => [some(scope.list, scope.where)],
};
