import { FALSE, TRUE } from '../engine/tri.js';
import type { FieldRef } from '../engine/types.js';
import { wholeNumber as readWhole } from '../engine/values.js';
import type { ConditionKind } from './define.js';

/** A `wholeNumber` or `above` row. */
export interface WholeNumberNode {
  readonly test: 'wholeNumber' | 'above';
  readonly field: FieldRef;
  readonly min?: number;
}

/**
 * The field is a whole number: a non-negative integer, or a string of ASCII
 * digits only ('03' is 3; '-5', '+3', '3.0' and '3e0' are not).
 * @example wholeNumber('postEventFundraisingInterval')
 */
export function wholeNumber(field: FieldRef): WholeNumberNode {
  return { test: 'wholeNumber', field };
}

/**
 * The field is a whole number greater than `min`.
 * @example above('postEventFundraisingInterval', 36)
 */
export function above(field: FieldRef, min: number): WholeNumberNode {
  return { test: 'above', field, min };
}

/** How `wholeNumber` rows compile: `conditionKinds` finds it by name. */
export const wholeNumberKind: ConditionKind<WholeNumberNode> = {
  test: 'wholeNumber',
  compile(node, compiler) {
    const read = compiler.field(node.field);
    return (run) => (readWhole(read(run)) === undefined ? FALSE : TRUE);
  },
};

/** How `above` rows compile: `conditionKinds` finds it by name. */
export const aboveKind: ConditionKind<WholeNumberNode> = {
  test: 'above',
  compile(node, compiler) {
    const read = compiler.field(node.field);
    const min = node.min ?? 0;
    return (run) => {
      const value = readWhole(read(run));
      return value !== undefined && value > min ? TRUE : FALSE;
    };
  },
};
