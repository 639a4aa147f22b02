import { truth } from '../runtime/tri.js';
import { KIND_WRONG_TYPE } from '../runtime/values.js';
import { and, call } from './code.js';
import { bool, type ConditionDefinition, type FieldNode } from './define.js';
import type { FieldRef } from './refs.js';

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
    const wrong = call(emitter.helper('isWrongType'), emitter.value(node.field));
    const absent = emitter.topAbsent(node.field);
    // Text is never of the wrong type: a field that reads as text skips the call. On a valid body the call then
    // never runs, and V8, which inlines only calls that have run, keeps its inlining budget for those that do.
    return bool(absent === undefined ? wrong : and(absent, wrong));
  },
};
