import { DECIMAL_19_2 } from '../engine/patterns.js';
import type { FieldRef } from '../engine/types.js';
import { textCondition } from './define.js';

/** A `decimalAmount` row. */
export interface DecimalAmountNode {
  readonly test: 'decimalAmount';
  readonly field: FieldRef;
}

/**
 * The field is a non-negative Decimal(19,2) amount: up to 17 digits, then
 * optionally a point and 1 or 2 decimals ('250', '250.5', '250.50'; a number
 * is read as `String(value)`).
 * @example decimalAmount('fundraisingTarget')
 */
export function decimalAmount(field: FieldRef): DecimalAmountNode {
  return { test: 'decimalAmount', field };
}

/** How `decimalAmount` rows compile: `conditionKinds` finds it by name. */
export const decimalAmountKind = /* @__PURE__ */ textCondition<DecimalAmountNode>(
  'decimalAmount',
  () => (text) => DECIMAL_19_2.test(text),
);
