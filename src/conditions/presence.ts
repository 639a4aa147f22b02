import { truth } from '../runtime/tri.js';
import { KIND_WRONG_TYPE } from '../runtime/values.js';
import { and, binary, call, literal } from './code.js';
import { bool, type ConditionDefinition, type FieldNode } from './define.js';
import type { FieldRef } from './refs.js';
import { aboutEntries, OPEN, settled, untexted } from './schema.js';

/** A `present` row. */
export type PresentNode = FieldNode<'present'>;
/** An `absent` row. */
export type AbsentNode = FieldNode<'absent'>;
/** A `wrongType` row. */
export type WrongTypeNode = FieldNode<'wrongType'>;

/**
 * The field holds text (a non-blank string or a number).
 * @example present('surname')
 */
export function present(field: FieldRef): PresentNode {
  return { test: 'present', field };
}

/**
 * The field is missing, null, blank, or not text (contract section 5).
 * @example absent('surname')
 */
export function absent(field: FieldRef): AbsentNode {
  return { test: 'absent', field };
}

/**
 * The field holds an object, an array, a boolean or another non-text value.
 * @example wrongType('title')
 */
export function wrongType(field: FieldRef): WrongTypeNode {
  return { test: 'wrongType', field };
}

/** How `present` rows are evaluated and written. */
export const presentCondition: ConditionDefinition<PresentNode> = {
  reads: (node) => [node.field],
  needs: (node) => [node.field],
  evaluate(node, compiler) {
    const text = compiler.text(node.field);
    return (run) => truth(text(run) !== undefined);
  },
  emit: (node, emitter) => bool(emitter.present(node.field)),
  // Settled by a fact about its field's value; elsewhere the negation of `absent`, which stays open.
  underFact: (node, fact) =>
    node.field !== fact.ref || aboutEntries(fact) ? { negationOf: absent(node.field) } : settled(!untexted(fact)),
  describe: (node, words) => `${words.code(node.field)} is present`,
  samples: (scope) => scope.fields.map(present),
};

/** How `absent` rows are evaluated and written. */
export const absentCondition: ConditionDefinition<AbsentNode> = {
  reads: (node) => [node.field],
  needs: () => [],
  evaluate(node, compiler) {
    const text = compiler.text(node.field);
    return (run) => truth(text(run) === undefined);
  },
  emit: (node, emitter) => bool(emitter.present(node.field, false)),
  underFact: (node, fact) => (node.field !== fact.ref || aboutEntries(fact) ? OPEN : settled(untexted(fact))),
  describe: (node, words) => `${words.code(node.field)} is absent`,
  samples: (scope) => scope.fields.map(absent),
};

/** How `wrongType` rows are evaluated and written. */
export const wrongTypeCondition: ConditionDefinition<WrongTypeNode> = {
  reads: (node) => [node.field],
  needs: () => [],
  evaluate(node, compiler) {
    const kind = compiler.kind(node.field);
    return (run) => truth(kind(run) === KIND_WRONG_TYPE);
  },
  emit(node, emitter) {
    const value = emitter.value(node.field);
    const absent = emitter.topAbsent(node.field);
    // Text is never of the wrong type, nor is a field not given: either skips the call. On a valid body the call
    // then never runs, and V8, which inlines only calls that have run, keeps its inlining budget for those that do.
    const wrong = and(binary('!==', value, literal(undefined)), call(emitter.helper('isWrongType'), value));
    return bool(absent === undefined ? wrong : and(absent, wrong));
  },
  underFact: (node, fact) =>
    node.field !== fact.ref || aboutEntries(fact)
      ? OPEN
      : settled(fact.kind === 'object' || fact.kind === 'array' || fact.kind === 'boolean'),
  describe: (node, words) => `${words.code(node.field)} is an object, array or boolean`,
  samples: (scope) => scope.fields.map(wrongType),
};
