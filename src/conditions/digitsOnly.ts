import { DIGITS } from '../engine/patterns.js';
import type { FieldRef } from '../engine/types.js';
import { textCondition } from './define.js';

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

/** How `digitsOnly` rows compile: `conditionKinds` finds it by name. */
export const digitsOnlyKind = /* @__PURE__ */ textCondition<DigitsOnlyNode>(
  'digitsOnly',
  () => (text) => DIGITS.test(text),
);
