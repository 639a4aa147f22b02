import { UK_POSTCODE } from '../runtime/patterns.js';
import { call } from './code.js';
import { type ConditionDefinition, type FieldNode, textCondition } from './define.js';
import type { FieldRef } from './refs.js';

/** A `ukPostcode` row. */
export type UkPostcodeNode = FieldNode<'ukPostcode'>;

/**
 * The field is a UK postcode in the service's prescribed format: outward code
 * (A9, A99, AA9, AA99, A9A, AA9A), exactly one space, inward code (9AA); or
 * GIR 0AA. Letters in either case.
 * @example ukPostcode('postcode')
 */
export function ukPostcode(field: FieldRef): UkPostcodeNode {
  return { test: 'ukPostcode', field };
}

/**
 * How `ukPostcode` rows are evaluated (`UK_POSTCODE` of `src/runtime/patterns.ts`) and
 * written (`isUkPostcode`, the same format as a loop, faster).
 */
export const ukPostcodeCondition: ConditionDefinition<UkPostcodeNode> = /* @__PURE__ */ textCondition<UkPostcodeNode>({
  predicate: () => (text) => UK_POSTCODE.test(text),
  code: (_node, text, emitter) => call(emitter.helper('isUkPostcode'), text),
  describe: (node, words) => `${words.code(node.field)} is a strict UK postcode`,
  samples: (scope) => scope.fields.map(ukPostcode),
});
