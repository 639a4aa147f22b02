import type { Accessor, Evaluator, KindReader, Run, TextReader } from '../engine/run.js';
import { FALSE, TRUE } from '../engine/tri.js';
import type { Condition, FieldRef, NamedCondition } from '../engine/types.js';

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
  /**
   * The entry count of a repeating field, the index level its `[]` binds,
   * and where a run of holes that starts at an index ends (see `holesEnd`).
   */
  entries(ref: FieldRef): {
    count: (run: Run) => number;
    level: number;
    skip: (run: Run, index: number) => number;
  };
  /** The place of a top-level field among the run's readings, or `undefined`. */
  slot(ref: FieldRef): number | undefined;
}

/**
 * A named condition of the vocabulary: its name, and how a row using it
 * compiles.
 * @example const kind: ConditionKind<PresenceNode> = { test: 'present', compile: (node, compiler) => ... };
 */
export interface ConditionKind<N extends NamedCondition = NamedCondition> {
  readonly test: N['test'];
  compile(node: N, compiler: Compiler): Evaluator;
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
export function textCondition<N extends TextNode>(
  test: N['test'],
  predicate: (node: N) => (text: string) => boolean,
): ConditionKind<N> {
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
  };
}
