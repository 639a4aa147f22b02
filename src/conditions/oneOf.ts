import { binary, or } from './code.js';
import { type ConditionDefinition, textCondition } from './define.js';
import type { FieldRef } from './refs.js';

/** A `oneOf` row. */
export interface OneOfNode {
  readonly test: 'oneOf';
  readonly field: FieldRef;
  readonly values: readonly string[];
}

/**
 * The field's text is exactly one of `values` (case-sensitive, untrimmed).
 * @example oneOf('title', ['Mr', 'Mrs'])
 */
export function oneOf(field: FieldRef, values: readonly string[]): OneOfNode {
  return { test: 'oneOf', field, values };
}

/** How `oneOf` rows are evaluated and written: a comparison with each value. */
export const oneOfCondition: ConditionDefinition<OneOfNode> = {
  .../* @__PURE__ */ textCondition<OneOfNode>(
    (node) => (text) => node.values.includes(text),
    (node, text) => or(...node.values.map((value) => binary('===', text, value))),
    true,
  ),
  // A fixed list where a value outside it breaks the rule: `not(oneOf(...))`.
  params: (node, negated) => (negated ? { field: node.field, params: { allowed: { value: node.values } } } : undefined),
};
