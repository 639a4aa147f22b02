import type { Accessor, Evaluator, Run } from '../engine/run.js';
import { FALSE, TRUE } from '../engine/tri.js';
import type { Condition, FieldRef, NamedCondition } from '../engine/types.js';
import { kindOf, TEXT, textOf } from '../engine/values.js';

/** What a condition's compiler may ask of the table compiler. */
export interface Compiler {
  /** Compiles a nested condition. */
  condition(node: Condition): Evaluator;
  /** Compiles a field reference into a reader of its raw value. */
  field(ref: FieldRef): Accessor;
  /** The entry count of a repeating field, and the index level its `[]` binds. */
  entries(ref: FieldRef): { count: (run: Run) => number; level: number };
}

/**
 * A named condition of the vocabulary: its name and how a row using it compiles.
 * @example const kind: ConditionKind<PresenceNode> = { test: 'present', compile: ... };
 */
export interface ConditionKind<N extends NamedCondition = NamedCondition> {
  readonly test: N['test'];
  compile(node: N, compiler: Compiler): Evaluator;
}

/**
 * An evaluator that holds when the field has text and `predicate` accepts it;
 * an absent or wrongly typed field never satisfies a text condition.
 * @example textHolds(read, (text) => text.includes('@'))
 */
export function textHolds(read: Accessor, predicate: (text: string) => boolean): Evaluator {
  return (run) => {
    const value = read(run);
    return kindOf(value) === TEXT && predicate(textOf(value)) ? TRUE : FALSE;
  };
}
