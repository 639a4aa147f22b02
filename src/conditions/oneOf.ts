import { binary, or } from './code.js';
import { type ConditionDefinition, textCondition } from './define.js';
import type { FieldRef } from './refs.js';
import { settled, withoutText } from './schema.js';

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
  .../* @__PURE__ */ textCondition<OneOfNode>({
    predicate: (node) => (text) => node.values.includes(text),
    code: (node, text) => or(...node.values.map((value) => binary('===', text, value))),
    falseWithoutText: true,
    describe: (node, words) =>
      `${words.code(node.field)} is exactly ${node.values.length === 1 ? words.code(node.values[0] ?? '') : `one of ${words.list(node.values)}`}`,
    samples: (scope) =>
      scope.fields.flatMap((field) =>
        [[], ['x'], ['Mr'], ['y', '1'], ['x', 'y', '1', 'Mr']].map((values) => oneOf(field, values)),
      ),
  }),
  // A fixed list where a value outside it breaks the rule: `not(oneOf(...))`.
  params: (node, negated) => (negated ? { field: node.field, params: { allowed: { value: node.values } } } : undefined),
  // Text outside values that include all of this row's is none of its: `enum` where a row proves it.
  underFact: (node, fact) =>
    node.field === fact.ref && fact.kind === 'notIn' && node.values.every((value) => fact.values.includes(value))
      ? settled(false)
      : withoutText(fact, [node.field]),
  schemaFacts: (node) => [{ ref: node.field, kind: 'notIn', values: node.values }],
};
