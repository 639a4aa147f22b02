import { truth } from '../runtime/tri.js';
import { wholeNumber as readWhole } from '../runtime/values.js';
import { binary, literal, nullish } from './code.js';
import { bool, type ConditionDefinition, type FieldNode } from './define.js';
import type { FieldRef } from './refs.js';
import { settled, withoutText } from './schema.js';

/** A `wholeNumber` row. */
export type WholeNumberNode = FieldNode<'wholeNumber'>;

/** An `above` row. */
export interface AboveNode {
  readonly test: 'above';
  readonly field: FieldRef;
  readonly min: number;
}

/**
 * The field is a whole number: a non-negative integer, or a string of ASCII
 * digits only ('03' is 3; '-5', '+3', '3.0' and '3e0' are not).
 * @example wholeNumber('postEventFundraisingInterval')
 */
export function wholeNumber(field: FieldRef): WholeNumberNode {
  return { test: 'wholeNumber', field };
}

/**
 * The field is a whole number greater than `min`.
 * @example above('postEventFundraisingInterval', 36)
 */
export function above(field: FieldRef, min: number): AboveNode {
  return { test: 'above', field, min };
}

/** How `wholeNumber` rows are evaluated and written. */
export const wholeNumberCondition: ConditionDefinition<WholeNumberNode> = {
  reads: (node) => [node.field],
  needs: (node) => [node.field],
  evaluate(node, compiler) {
    const read = compiler.field(node.field);
    return (run) => truth(readWhole(read(run)) !== undefined);
  },
  emit: (node, emitter) => bool(binary('!==', emitter.number(node.field), literal(undefined))),
  underFact(node, fact) {
    if (node.field === fact.ref && fact.kind === 'notWhole') return settled(false);
    if (node.field === fact.ref && (fact.kind === 'wholeAbove' || fact.kind === 'wholeAtMost')) return settled(true);
    return withoutText(fact, [node.field]);
  },
  // A whole number: `integer` or a string of digits, where a row proves it.
  schemaFacts: (node) => [{ ref: node.field, kind: 'notWhole' }],
  describe: (node, words) => `${words.code(node.field)} is a whole number`,
  samples: (scope) => scope.fields.map(wholeNumber),
};

/** How `above` rows are evaluated and written. */
export const aboveCondition: ConditionDefinition<AboveNode> = {
  reads: (node) => [node.field],
  needs: (node) => [node.field],
  evaluate(node, compiler) {
    const read = compiler.field(node.field);
    const { min } = node;
    return (run) => {
      const value = readWhole(read(run));
      return truth(value !== undefined && value > min);
    };
  },
  // Whole numbers are never negative, and nothing is above the largest: -Infinity fails every test.
  emit: (node, emitter) => bool(binary('>', nullish(emitter.number(node.field), literal(-Infinity)), node.min)),
  // Above a ceiling breaks a rule as written; under `not`, the number must be above a floor.
  params: (node, negated) => ({
    field: node.field,
    params: negated ? { min: { value: node.min + 1 } } : { max: { value: node.min } },
  }),
  underFact(node, fact) {
    if (node.field === fact.ref && fact.kind === 'notWhole') return settled(false);
    if (node.field === fact.ref && fact.kind === 'wholeAbove' && node.min <= fact.n) return settled(true);
    if (node.field === fact.ref && fact.kind === 'wholeAtMost' && node.min >= fact.n) return settled(false);
    return withoutText(fact, [node.field]);
  },
  // A whole number, with `maximum` and `minimum` where a row proves them.
  schemaFacts: (node) => [
    { ref: node.field, kind: 'notWhole' },
    { ref: node.field, kind: 'wholeAbove', n: node.min },
    { ref: node.field, kind: 'wholeAtMost', n: node.min },
  ],
  describe: (node, words) => `${words.code(node.field)} is a whole number above ${node.min}`,
  samples: (scope) => scope.fields.flatMap((field) => [0, 1, 7, 40, 60, 100].map((min) => above(field, min))),
};
