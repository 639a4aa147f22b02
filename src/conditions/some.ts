import { FALSE, TRUE, type Tri } from '../engine/tri.js';
import type { Condition, FieldRef } from '../engine/types.js';
import type { ConditionKind } from './define.js';

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

/** How `some` rows compile: `conditionKinds` finds it by name. */
export const someKind: ConditionKind<SomeNode> = {
  test: 'some',
  compile(node, compiler) {
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
};
