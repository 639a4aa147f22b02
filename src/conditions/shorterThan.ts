import type { FieldRef } from '../engine/types.js';
import { longerThan } from '../engine/values.js';
import { textCondition } from './define.js';

/** A `shorterThan` row. */
export interface ShorterThanNode {
  readonly test: 'shorterThan';
  readonly field: FieldRef;
  readonly min: number;
}

/**
 * The field's text has fewer than `min` Unicode code points.
 * @example shorterThan('surname', 3)
 */
export function shorterThan(field: FieldRef, min: number): ShorterThanNode {
  return { test: 'shorterThan', field, min };
}

/** How `shorterThan` rows compile: `conditionKinds` finds it by name. */
export const shorterThanKind = /* @__PURE__ */ textCondition<ShorterThanNode>(
  'shorterThan',
  (node) => (text) => !longerThan(text, node.min - 1),
);
