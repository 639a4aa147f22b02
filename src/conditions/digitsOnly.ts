import { DIGITS } from '../engine/patterns.js';
import type { FieldRef } from '../engine/types.js';
import { textHolds, type ConditionKind } from './define.js';

/** A `digitsOnly` row. */
export interface DigitsOnlyNode {
  readonly test: 'digitsOnly';
  readonly field: FieldRef;
}

/**
 * The field's text is made of the ASCII digits 0-9 only.
 * @example digitsOnly('preferredTelephone')
 */
export function digitsOnly(field: FieldRef): DigitsOnlyNode {
  return { test: 'digitsOnly', field };
}


export const digitsOnlyKind: ConditionKind<DigitsOnlyNode> = {
  test: 'digitsOnly',
  compile(node, compiler) {
    return textHolds(compiler.field(node.field), (text) => DIGITS.test(text));
  },
};
