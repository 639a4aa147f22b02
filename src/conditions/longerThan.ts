import type { FieldRef } from '../engine/types.js';
import { longerThan as exceeds } from '../engine/values.js';
import { type ConditionKind, textHolds } from './define.js';

/** A `longerThan` row. */
export interface LongerThanNode {
  readonly test: 'longerThan';
  readonly field: FieldRef;
  readonly max: number;
}

/**
 * The field's text has more than `max` Unicode code points (Varchar(max)).
 * @example longerThan('surname', 50)
 */
export function longerThan(field: FieldRef, max: number): LongerThanNode {
  return { test: 'longerThan', field, max };
}

/** How `longerThan` rows compile: `conditionKinds` finds it by name. */
export const longerThanKind: ConditionKind<LongerThanNode> = {
  test: 'longerThan',
  compile(node, compiler) {
    const max = node.max;
    return textHolds(compiler.text(node.field), (text) => exceeds(text, max));
  },
};
