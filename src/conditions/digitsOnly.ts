import { DIGITS } from '../runtime/patterns.js';
import type { FieldRef } from '../tables/types.js';
import { type ConditionDefinition, type FieldNode, textCondition } from './define.js';

/** A `digitsOnly` row. */
export type DigitsOnlyNode = FieldNode<'digitsOnly'>;

/**
 * The field's text is made of the ASCII digits 0-9 only.
 * @example digitsOnly('preferredTelephone')
 */
export function digitsOnly(field: FieldRef): DigitsOnlyNode {
  return { test: 'digitsOnly', field };
}

/** How `digitsOnly` rows are evaluated and written: `DIGITS` of `src/runtime/patterns.ts`. */
export const digitsOnlyCondition: ConditionDefinition<DigitsOnlyNode> = /* @__PURE__ */ textCondition(
  () => (text) => DIGITS.test(text),
  (_node, text, emitter) => `${emitter.helper('DIGITS')}.test(${text})`,
);
