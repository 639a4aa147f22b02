import { truth } from '../runtime/tri.js';
import { wholeNumber } from '../runtime/values.js';
import { assign, binary, literal, nullish } from './code.js';
import { bool, type ConditionDefinition } from './define.js';
import type { FieldRef } from './refs.js';
import { OPEN } from './schema.js';

/** A `wholeNumbersSumTo` row. */
export interface SumToNode {
  readonly test: 'wholeNumbersSumTo';
  readonly list: FieldRef;
  readonly field: FieldRef;
  readonly total: number;
}

/**
 * The whole-number values of `field` over every entry of `list` sum to
 * `total`; entries whose value is absent or not a whole number add nothing.
 * @example wholeNumbersSumTo('charitySplits', 'charitySplits[].charitySplitPercent', 100)
 */
export function wholeNumbersSumTo(list: FieldRef, field: FieldRef, total: number): SumToNode {
  return { test: 'wholeNumbersSumTo', list, field, total };
}

/** How `wholeNumbersSumTo` rows are evaluated and written: the sum is taken in the list's one pass. */
export const wholeNumbersSumToCondition: ConditionDefinition<SumToNode> = {
  reads: (node) => [node.list, node.field],
  needs: () => [],
  evaluate(node, compiler) {
    const { count, level, skip } = compiler.entries(node.list);
    const read = compiler.field(node.field);
    const { total } = node;
    return (run) => {
      const saved = run.at[level] ?? 0;
      let sum = 0;
      for (let index = 0, entries = count(run); index < entries; index++) {
        run.at[level] = index;
        sum += wholeNumber(read(run)) ?? 0;
        index = skip(run, index); // a hole adds nothing
      }
      run.at[level] = saved;
      return truth(sum === total);
    };
  },
  emit: (node, emitter) => {
    const sum = emitter.whole(node.list, {
      type: 'number',
      initial: literal(0),
      update: (value) => assign(value, nullish(emitter.number(node.field), 0), '+='),
    });
    return bool(binary('===', sum, node.total));
  },
  underFact: () => OPEN,
  describe: (node, words) => `the whole numbers in ${words.code(node.field)} sum to ${node.total}`,
  samples: (scope) => [0, 40, 100].map((total) => wholeNumbersSumTo(scope.list, scope.number, total)),
};
