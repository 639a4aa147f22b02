import { FALSE, TRUE } from '../engine/tri.js';
import type { FieldRef } from '../engine/types.js';
import type { ConditionKind } from './define.js';

/** An `afterToday` row. */
export interface AfterTodayNode {
  readonly test: 'afterToday';
  readonly field: FieldRef;
}

/**
 * The field is a valid YYYYMMDD date after the `today` fact. Never holds for
 * an absent or invalid date: that is the date format rule's business.
 * @example afterToday('fundraisingDate')
 */
export function afterToday(field: FieldRef): AfterTodayNode {
  return { test: 'afterToday', field };
}

/** How `afterToday` rows compile: `conditionKinds` finds it by name. */
export const afterTodayKind: ConditionKind<AfterTodayNode> = {
  test: 'afterToday',
  compile(node, compiler) {
    const read = compiler.text(node.field);
    return (run) => {
      const text = read(run);
      const date = text === undefined ? undefined : run.ymd(text);
      return date !== undefined && date > run.facts.today ? TRUE : FALSE;
    };
  },
};
