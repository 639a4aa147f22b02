import { DECIMAL_19_2 } from '../runtime/patterns.js';
import { call } from './code.js';
import { type ConditionDefinition, type FieldNode, textCondition } from './define.js';
import type { FieldRef } from './refs.js';

/** A `decimalAmount` row. */
export type DecimalAmountNode = FieldNode<'decimalAmount'>;

/**
 * The field is a non-negative Decimal(19,2) amount: up to 17 digits, then
 * optionally a point and 1 or 2 decimals ('250', '250.5', '250.50'; a number
 * is read as `String(value)`).
 * @example decimalAmount('fundraisingTarget')
 */
export function decimalAmount(field: FieldRef): DecimalAmountNode {
  return { test: 'decimalAmount', field };
}

/**
 * How `decimalAmount` rows are evaluated (`DECIMAL_19_2` of `src/runtime/patterns.ts`) and
 * written (`isDecimalAmount`, the same format as a loop, faster).
 */
export const decimalAmountCondition: ConditionDefinition<DecimalAmountNode> =
  /* @__PURE__ */ textCondition<DecimalAmountNode>({
    predicate: () => (text) => DECIMAL_19_2.test(text),
    code: (_node, text, emitter) => call(emitter.helper('isDecimalAmount'), text),
    describe: (node, words) => `${words.code(node.field)} is a non-negative Decimal(19,2) amount`,
    samples: (scope) => scope.fields.map(decimalAmount),
  });
