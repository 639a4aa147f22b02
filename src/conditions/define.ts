import type { Accessor, Evaluator, KindReader, Run, TextReader } from '../engine/run.js';
import { FALSE, TRUE } from '../engine/tri.js';
import type { Condition, FieldRef, NamedCondition } from '../engine/types.js';
import { ABSENT, TEXT, WRONG_TYPE } from '../engine/values.js';

/** What a condition's compiler may ask of the table compiler. */
export interface Compiler {
  /** Compiles a nested condition. */
  condition(node: Condition): Evaluator;
  /** Compiles a field reference into a reader of its raw value. */
  field(ref: FieldRef): Accessor;
  /** Compiles a field reference into a reader of its text (`undefined` unless it reads as text). */
  text(ref: FieldRef): TextReader;
  /** Compiles a field reference into a reader of how it reads (absent, text, wrong type). */
  kind(ref: FieldRef): KindReader;
  /** The entry count of a repeating field, and the index level its `[]` binds. */
  entries(ref: FieldRef): { count: (run: Run) => number; level: number };
  /** The place of a top-level field among the run's readings, or `undefined`. */
  slot(ref: FieldRef): number | undefined;
}

/**
 * What must be true of one field for a condition to hold: its kind is one of
 * `kinds` (a bit per kind), or it is text longer than `longer` UTF-16 units.
 * The engine checks it before evaluating a rule, so that rules that cannot
 * fire on a well-formed field cost next to nothing.
 */
export interface Guard {
  readonly field: FieldRef;
  readonly kinds: number;
  readonly longer: number;
}

/** Guard bits, one per kind. */
export const KIND_BIT = { [ABSENT]: 1, [TEXT]: 2, [WRONG_TYPE]: 4 } as const;

/**
 * The guard of a condition that holds only when `field` reads as text.
 * @example onlyText('surname') // { field: 'surname', kinds: 2, longer: Infinity }
 */
export function onlyText(field: FieldRef): Guard {
  return { field, kinds: KIND_BIT[TEXT], longer: Number.POSITIVE_INFINITY };
}

/**
 * A named condition of the vocabulary: its name, how a row using it
 * compiles, and (optionally) what a field must be for it to hold.
 * @example const kind: ConditionKind<PresenceNode> = { test: 'present', compile: ..., guard: ... };
 */
export interface ConditionKind<N extends NamedCondition = NamedCondition> {
  readonly test: N['test'];
  compile(node: N, compiler: Compiler): Evaluator;
  guard?(node: N): Guard | undefined;
}

/**
 * An evaluator that holds when the field has text and `predicate` accepts it;
 * an absent or wrongly typed field never satisfies a text condition.
 * @example textHolds(compiler.text('emailAddress'), (text) => text.includes('@'))
 */
export function textHolds(read: TextReader, predicate: (text: string) => boolean): Evaluator {
  return (run) => {
    const text = read(run);
    return text !== undefined && predicate(text) ? TRUE : FALSE;
  };
}

/** The shape of conditions that test one field's text with a predicate. */
export interface TextNode {
  readonly test: string;
  readonly field: FieldRef;
}

/**
 * A condition kind that holds when the field's text satisfies a predicate
 * built from the row's arguments.
 * @example textCondition<DigitsOnlyNode>('digitsOnly', () => (text) => DIGITS.test(text))
 */
export function textCondition<N extends TextNode>(test: N['test'], predicate: (node: N) => (text: string) => boolean): ConditionKind<N> {
  return {
    test,
    compile(node, compiler) {
      const test = predicate(node);
      const slot = compiler.slot(node.field);
      if (slot === undefined) return textHolds(compiler.text(node.field), test);
      return (run) => {
        const text = run.texts[slot];
        return text !== undefined && test(text) ? TRUE : FALSE;
      };
    },
    guard: (node) => onlyText(node.field),
  };
}
