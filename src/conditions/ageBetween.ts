import { ageBetween as inAgeRange } from '../runtime/calendar.js';
import { truth } from '../runtime/tri.js';
import { call, member } from './code.js';
import { bool, type ConditionDefinition } from './define.js';
import type { FieldRef } from './refs.js';
import { withoutText } from './schema.js';

/** An `ageBetween` row. */
export interface AgeBetweenNode {
  readonly test: 'ageBetween';
  readonly field: FieldRef;
  readonly min: number;
  readonly max: number;
}

/**
 * The field is a valid YYYYMMDD birth date and the whole-year age on the
 * `today` fact is from `min` to `max` inclusive.
 * @example ageBetween('dateOfBirth', 13, 100)
 */
export function ageBetween(field: FieldRef, min: number, max: number): AgeBetweenNode {
  return { test: 'ageBetween', field, min, max };
}

/** How `ageBetween` rows are evaluated and written: two integer comparisons with thresholds kept per `today`. */
export const ageBetweenCondition: ConditionDefinition<AgeBetweenNode> = {
  reads: (node) => [node.field],
  needs: (node) => [node.field],
  evaluate(node, compiler) {
    const read = compiler.text(node.field);
    const { min, max } = node;
    return (run) => {
      const text = read(run);
      const birth = text === undefined ? undefined : run.ymd(text);
      return truth(birth !== undefined && inAgeRange(birth, run.facts.today, min, max));
    };
  },
  emit: (node, emitter) =>
    bool(
      emitter.withDate(node.field, (birth) =>
        call(emitter.helper('ageBetween'), birth, member(emitter.facts(), 'today'), node.min, node.max),
      ),
    ),
  // An age outside the range breaks the rule: `not(ageBetween(...))`.
  params: (node, negated) =>
    negated ? { field: node.field, params: { min: { value: node.min }, max: { value: node.max } } } : undefined,
  underFact: (node, fact) => withoutText(fact, [node.field]),
  describe: (node, words) => `the age from ${words.code(node.field)} on today is ${node.min} to ${node.max}`,
  samples: (scope) => scope.fields.map((field) => ageBetween(field, 13, 100)),
};
