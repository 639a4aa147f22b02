import { isDigits } from '../runtime/values.js';
import { call } from './code.js';
import { type ConditionDefinition, type FieldNode, textCondition } from './define.js';
import type { FieldRef } from './refs.js';

/** A `digitsOnly` row. */
export type DigitsOnlyNode = FieldNode<'digitsOnly'>;

/**
 * The field's text is made of the ASCII digits 0-9 only.
 * @example digitsOnly('preferredTelephone')
 */
export function digitsOnly(field: FieldRef): DigitsOnlyNode {
  return { test: 'digitsOnly', field };
}

/** How `digitsOnly` rows are evaluated and written: `isDigits` of `src/runtime/values.ts`. */
export const digitsOnlyCondition: ConditionDefinition<DigitsOnlyNode> = /* @__PURE__ */ textCondition<DigitsOnlyNode>({
  predicate: () => isDigits,
  code: (_node, text, emitter) => call(emitter.helper('isDigits'), text),
  describe: (node, words) => `${words.code(node.field)} is digits 0-9 only`,
  samples: (scope) => scope.fields.map(digitsOnly),
});
