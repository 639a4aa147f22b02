import { ageBetween as inAgeRange } from '../engine/calendar.js';
import { FALSE, TRUE } from '../engine/tri.js';
import type { FieldRef } from '../engine/types.js';
import type { ConditionKind } from './define.js';

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

/** How `ageBetween` rows compile: `conditionKinds` finds it by name. */
export const ageBetweenKind: ConditionKind<AgeBetweenNode> = {
  test: 'ageBetween',
  compile(node, compiler) {
    const read = compiler.text(node.field);
    const { min, max } = node;
    return (run) => {
      const text = read(run);
      const birth = text === undefined ? undefined : run.ymd(text);
      return birth !== undefined && inAgeRange(birth, run.facts.today, min, max) ? TRUE : FALSE;
    };
  },
};
