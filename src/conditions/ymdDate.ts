import { FALSE, TRUE } from '../engine/tri.js';
import type { FieldRef } from '../engine/types.js';
import type { ConditionKind } from './define.js';

/** A `ymdDate` row. */
export interface YmdDateNode {
  readonly test: 'ymdDate';
  readonly field: FieldRef;
}

/**
 * The field is a real calendar date written YYYYMMDD (an 8-digit number too).
 * @example ymdDate('dateOfBirth')
 */
export function ymdDate(field: FieldRef): YmdDateNode {
  return { test: 'ymdDate', field };
}

/** How `ymdDate` rows compile: `conditionKinds` finds it by name. */
export const ymdDateKind: ConditionKind<YmdDateNode> = {
  test: 'ymdDate',
  compile(node, compiler) {
    const read = compiler.text(node.field);
    return (run) => {
      const text = read(run);
      return text !== undefined && run.ymd(text) !== undefined ? TRUE : FALSE;
    };
  },
};
