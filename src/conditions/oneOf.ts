import type { FieldRef } from '../engine/types.js';
import { textHolds, type ConditionKind } from './define.js';

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

export const oneOfKind: ConditionKind<OneOfNode> = {
  test: 'oneOf',
  compile(node, compiler) {
    const values = new Set(node.values);
    return textHolds(compiler.field(node.field), (text) => values.has(text));
  },
};
