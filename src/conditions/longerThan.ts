import { longerThan as exceeds } from '../runtime/values.js';
import { and, binary, call, member } from './code.js';
import { type ConditionDefinition, textCondition } from './define.js';
import type { FieldRef } from './refs.js';
import { settled, withoutText } from './schema.js';

/** A `longerThan` row. */
export interface LongerThanNode {
  readonly test: 'longerThan';
  readonly field: FieldRef;
  readonly max: number;
}

/**
 * The field's text has more than `max` Unicode code points (Varchar(max)).
 * @example longerThan('surname', 50)
 */
export function longerThan(field: FieldRef, max: number): LongerThanNode {
  return { test: 'longerThan', field, max };
}

/** How `longerThan` rows are evaluated and written. */
export const longerThanCondition: ConditionDefinition<LongerThanNode> = {
  .../* @__PURE__ */ textCondition<LongerThanNode>({
    predicate: (node) => (text) => exceeds(text, node.max),
    // No more UTF-16 units than `max` means no more code points: most texts never reach the count.
    code: (node, text, emitter) =>
      and(binary('>', member(text, 'length'), node.max), call(emitter.helper('longerThan'), text, node.max)),
    describe: (node, words) => `${words.code(node.field)} is longer than ${node.max}`,
    samples: (scope) => scope.fields.flatMap((field) => [0, 1, 2, 3, 4].map((max) => longerThan(field, max))),
  }),
  // A limit where a text too long breaks the rule: the limit and the code points seen.
  params: (node, negated) =>
    negated ? undefined : { field: node.field, params: { max: { value: node.max }, length: { length: node.field } } },
  // Text longer than n is longer than any max up to n: `maxLength` where a row proves it.
  underFact: (node, fact) =>
    node.field === fact.ref && fact.kind === 'longer' && node.max <= fact.n
      ? settled(true)
      : withoutText(fact, [node.field]),
  schemaFacts: (node) => [{ ref: node.field, kind: 'longer', n: node.max }],
};
