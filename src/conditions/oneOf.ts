import type { FieldRef } from '../engine/types.js';
import { textCondition } from './define.js';

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

/** How `oneOf` rows compile: `conditionKinds` finds it by name. */
export const oneOfKind = /* @__PURE__ */ textCondition<OneOfNode>('oneOf', (node) => {
  const values = new Set(node.values);
  return (text) => values.has(text);
});
