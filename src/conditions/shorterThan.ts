import { longerThan as exceeds } from '../runtime/values.js';
import { binary, call, member, not, or } from './code.js';
import { type ConditionDefinition, textCondition } from './define.js';
import type { FieldRef } from './refs.js';

/** A `shorterThan` row. */
export interface ShorterThanNode {
  readonly test: 'shorterThan';
  readonly field: FieldRef;
  readonly min: number;
}

/**
 * The field has text of fewer than `min` Unicode code points. Never holds for
 * an absent field: that is the presence rule's business.
 * @example shorterThan('surname', 3)
 */
export function shorterThan(field: FieldRef, min: number): ShorterThanNode {
  return { test: 'shorterThan', field, min };
}

/** How `shorterThan` rows are evaluated and written. */
export const shorterThanCondition: ConditionDefinition<ShorterThanNode> = {
  .../* @__PURE__ */ textCondition<ShorterThanNode>({
    predicate: (node) => (text) => !exceeds(text, node.min - 1),
    // Fewer UTF-16 units than `min` means fewer code points.
    code: (node, text, emitter) =>
      or(binary('<', member(text, 'length'), node.min), not(call(emitter.helper('longerThan'), text, node.min - 1))),
    describe: (node, words) => `${words.code(node.field)} is shorter than ${node.min}`,
    samples: (scope) => scope.fields.flatMap((field) => [0, 1, 2, 3, 4].map((min) => shorterThan(field, min))),
  }),
  params: (node, negated) =>
    negated ? undefined : { field: node.field, params: { min: { value: node.min }, length: { length: node.field } } },
};
