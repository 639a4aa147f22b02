import { FALSE, TRUE } from '../engine/tri.js';
import type { FieldRef } from '../engine/types.js';
import { entryCount, isRecord, kindOf, TEXT } from '../engine/values.js';
import type { ConditionKind } from './define.js';

/** A `notObject` row. */
export interface NotObjectNode {
  readonly test: 'notObject';
}

/**
 * The body is not an object (null, an array, a string, a number, a boolean,
 * or nothing at all).
 * @example notObject()
 */
export function notObject(): NotObjectNode {
  return { test: 'notObject' };
}

export const notObjectKind: ConditionKind<NotObjectNode> = {
  test: 'notObject',
  compile() {
    return (run) => (isRecord(run.input) ? FALSE : TRUE);
  },
};

/** A `nonePresent` row. */
export interface NonePresentNode {
  readonly test: 'nonePresent';
  readonly fields: readonly FieldRef[];
}

/**
 * The body is an object and none of `fields` is present; a name ending in
 * `[]` is a repeating field, present when it has an entry.
 * @example nonePresent(['title', 'fundraiserCustomCode[]'])
 */
export function nonePresent(fields: readonly FieldRef[]): NonePresentNode {
  return { test: 'nonePresent', fields };
}

export const nonePresentKind: ConditionKind<NonePresentNode> = {
  test: 'nonePresent',
  compile(node) {
    const lists = node.fields.filter((field) => field.endsWith('[]')).map((field) => field.slice(0, -2));
    const singles = node.fields.filter((field) => !field.endsWith('[]'));
    return (run) => {
      if (!isRecord(run.input)) return FALSE;
      for (const field of singles) if (kindOf(run.body[field]) === TEXT) return FALSE;
      for (const field of lists) if (entryCount(run.body[field]) > 0) return FALSE;
      return TRUE;
    };
  },
};
