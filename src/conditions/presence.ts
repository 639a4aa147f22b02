import { FALSE, TRUE } from '../engine/tri.js';
import type { FieldRef } from '../engine/types.js';
import { TEXT, WRONG_TYPE } from '../engine/values.js';
import type { ConditionKind } from './define.js';

/** `present`, `absent` and `wrongType` rows. */
export interface PresenceNode {
  readonly test: 'present' | 'absent' | 'wrongType';
  readonly field: FieldRef;
}

/**
 * The field holds text (a non-blank string or a number).
 * @example present('surname')
 */
export function present(field: FieldRef): PresenceNode {
  return { test: 'present', field };
}

/**
 * The field is missing, null, blank, or not text (contract section 5).
 * @example absent('surname')
 */
export function absent(field: FieldRef): PresenceNode {
  return { test: 'absent', field };
}

/**
 * The field holds an object, an array, a boolean or another non-text value.
 * @example wrongType('title')
 */
export function wrongType(field: FieldRef): PresenceNode {
  return { test: 'wrongType', field };
}

/** How `present` rows compile: `conditionKinds` finds it by name. */
export const presentKind: ConditionKind<PresenceNode> = {
  test: 'present',
  compile(node, compiler) {
    const kind = compiler.kind(node.field);
    return (run) => (kind(run) === TEXT ? TRUE : FALSE);
  },
};

/** How `absent` rows compile: `conditionKinds` finds it by name. */
export const absentKind: ConditionKind<PresenceNode> = {
  test: 'absent',
  compile(node, compiler) {
    const kind = compiler.kind(node.field);
    return (run) => (kind(run) === TEXT ? FALSE : TRUE);
  },
};

/** How `wrongType` rows compile: `conditionKinds` finds it by name. */
export const wrongTypeKind: ConditionKind<PresenceNode> = {
  test: 'wrongType',
  compile(node, compiler) {
    const kind = compiler.kind(node.field);
    return (run) => (kind(run) === WRONG_TYPE ? TRUE : FALSE);
  },
};
