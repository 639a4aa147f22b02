import { FALSE, TRUE } from '../engine/tri.js';
import type { FieldRef } from '../engine/types.js';
import { entryCount, isRecord, TEXT } from '../engine/values.js';
import type { ConditionKind } from './define.js';

/** A `notObject` row. */
export interface NotObjectNode {
  readonly test: 'notObject';
  readonly field: FieldRef;
}

/**
 * The body (or the entry `field`) is not an object: null, an array, a string,
 * a number, a boolean, or nothing at all.
 * @example notObject() // the body
 * @example notObject('charitySplits[]') // the split being checked
 */
export function notObject(field: FieldRef = ''): NotObjectNode {
  return { test: 'notObject', field };
}

/** How `notObject` rows compile: `conditionKinds` finds it by name. */
export const notObjectKind: ConditionKind<NotObjectNode> = {
  test: 'notObject',
  compile(node, compiler) {
    const read = compiler.field(node.field);
    return (run) => (isRecord(read(run)) ? FALSE : TRUE);
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

/** How `nonePresent` rows compile: `conditionKinds` finds it by name. */
export const nonePresentKind: ConditionKind<NonePresentNode> = {
  test: 'nonePresent',
  compile(node, compiler) {
    const lists = node.fields
      .filter((field) => field.endsWith('[]'))
      .map((field) => compiler.field(field.slice(0, -2)));
    const singles = node.fields.filter((field) => !field.endsWith('[]')).map((field) => compiler.kind(field));
    return (run) => {
      if (!isRecord(run.input)) return FALSE;
      for (const kind of singles) if (kind(run) === TEXT) return FALSE;
      for (const read of lists) if (entryCount(read(run)) > 0) return FALSE;
      return TRUE;
    };
  },
};
