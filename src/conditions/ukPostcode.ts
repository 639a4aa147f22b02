import { UK_POSTCODE } from '../engine/patterns.js';
import type { FieldRef } from '../engine/types.js';
import { textCondition } from './define.js';

/** A `ukPostcode` row. */
export interface UkPostcodeNode {
  readonly test: 'ukPostcode';
  readonly field: FieldRef;
}

/**
 * The field is a UK postcode in the service's prescribed format: outward code
 * (A9, A99, AA9, AA99, A9A, AA9A), exactly one space, inward code (9AA); or
 * GIR 0AA. Letters in either case.
 * @example ukPostcode('postcode')
 */
export function ukPostcode(field: FieldRef): UkPostcodeNode {
  return { test: 'ukPostcode', field };
}

/** How `ukPostcode` rows compile: `conditionKinds` finds it by name. */
export const ukPostcodeKind = /* @__PURE__ */ textCondition<UkPostcodeNode>(
  'ukPostcode',
  () => (text) => UK_POSTCODE.test(text),
);
