import { parseYmd } from '../engine/calendar.js';
import type { FieldRef } from '../engine/types.js';
import { textHolds, type ConditionKind } from './define.js';

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

export const ymdDateKind: ConditionKind<YmdDateNode> = {
  test: 'ymdDate',
  compile(node, compiler) {
    return textHolds(compiler.field(node.field), (text) => parseYmd(text) !== undefined);
  },
};
