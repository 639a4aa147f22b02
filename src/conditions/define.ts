/**
 * How a named condition is defined: in one module, its row builder, its
 * reference evaluation (closures the interpreter of `src/reference/` runs)
 * and its emitter (the source the generator of `src/codegen/` writes),
 * side by side, so that the two cannot drift apart unnoticed.
 */

import type { ListFact } from '../facts/types.js';
import type { Accessor, KindReader, Run, TextReader } from '../reference/run.js';
import type * as Runtime from '../runtime/index.js';
import { JS_IDENTIFIER } from '../runtime/patterns.js';
import { FALSE, TRUE, type Tri } from '../runtime/tri.js';
import type { Condition, FieldRef, ParamsSpec } from '../tables/types.js';

/** A condition compiled by the reference interpreter: its truth value in a run. */
export type Evaluator = (run: Run) => Tri;

/** What a condition's reference evaluation may ask of the interpreter's compiler. */
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
}

/**
 * The source of a condition: a JavaScript expression that is either a
 * boolean (`tri: false`, the condition can never be unknown) or a
 * three-valued `Tri` (0 false, 1 true, 2 unknown).
 */
export interface Emitted {
  readonly code: string;
  readonly tri: boolean;
  /**
   * For a three-valued condition: the options it can be unknown without
   * (the option a rule it makes unchecked needs), when the emitter knows
   * them all; `undefined` when it does not.
   */
  readonly unknownWithout?: readonly string[] | undefined;
}

/**
 * A two-valued condition's source.
 * @example bool('t_title !== undefined')
 */
export function bool(code: string): Emitted {
  return { code, tri: false };
}

/**
 * A three-valued condition's source, with the options it can be unknown
 * without, when known.
 * @example tri('listMembership(findings, l_countries, "countries", t_countryCode, false)', ['countries'])
 */
export function tri(code: string, unknownWithout?: readonly string[]): Emitted {
  return { code, tri: true, unknownWithout };
}

/** The name of something a generated validator imports from `src/runtime/`. */
export type Helper = keyof typeof Runtime;

/** The kinds of temporary variable an emitter may ask for: a truth value, a text, a date. */
export type Temp = 'q' | 's' | 'y';

/**
 * A value over every entry of a top-level list, computed in the one pass a
 * generated validator makes over the list: a variable of `type` set to
 * `initial`, then updated by the statements of `each` at every entry.
 */
export interface WholeListValue {
  readonly type: 'boolean' | 'number';
  readonly initial: string;
  /** The statements that update the variable (named `value`) at an entry; they may ask the emitter for the entry's fields. */
  each(value: string): readonly string[];
}

/**
 * What a condition's emitter may ask of the code generator: the source of
 * nested conditions, of field readings at the current entries, and of
 * runtime helpers (imported as they are used).
 */
export interface Emitter {
  /** The source of a nested condition. */
  condition(node: Condition): Emitted;
  /** The raw value of a field ('' is the body). */
  value(ref: FieldRef): string;
  /** Whether a field's value is an object (not an array, not null): a boolean expression, once per entry. */
  record(ref: FieldRef): string;
  /** A field's text, or `undefined` when it does not read as text. */
  text(ref: FieldRef): string;
  /** Whether a field reads as text (`wanted` false: whether it does not): a boolean expression. */
  present(ref: FieldRef, wanted?: boolean): string;
  /** For a top-level field (read before the rules run), whether it does not read as text; else `undefined`. */
  topAbsent(ref: FieldRef): string | undefined;
  /**
   * `use(text)` when the field reads as text, else false (else `otherwise`,
   * for a three-valued `use`: `FALSE`); `use` gets the name of a variable
   * holding the text.
   */
  withText(ref: FieldRef, use: (text: string) => string, otherwise?: string): string;
  /** A field's text read as a YYYYMMDD date (`parseYmd`), or `undefined`; for one use. */
  date(ref: FieldRef): string;
  /** `use(date)` when the field reads as a YYYYMMDD date, else false; `use` gets the name of a variable holding it. */
  withDate(ref: FieldRef, use: (date: string) => string): string;
  /** A field's whole-number value (`wholeNumber`), or `undefined`: read once per field or entry. */
  number(ref: FieldRef): string;
  /** The number of entries of a repeating field (given without its `[]`). */
  count(ref: FieldRef): string;
  /** The index variable of the entry of repeating field `list` (given without its `[]`) that the rule is at. */
  entry(list: FieldRef): string;
  /** The variable holding a value over the whole of top-level list `list`, computed in the list's one pass. */
  whole(list: FieldRef, value: WholeListValue): string;
  /** A new temporary variable of the rule being written. */
  temp(prefix: Temp): string;
  /** The local name of a runtime export, imported by the generated module. */
  helper(name: Helper): string;
  /** The lookup list an option gave (a `Membership`, or `undefined`), read once per validation. */
  list(name: ListFact): string;
  /**
   * The event the top-level field `ref` names (a `LookedUpEvent`): looked up
   * where a rule first asks for it, then kept for the validation's other
   * event rules.
   */
  event(ref: FieldRef): string;
  /**
   * The variable holding the event the top-level field `ref` names, when
   * the one pass over top-level list `list` comes after a rule that looked
   * it up whenever the field has text (`undefined` there when it has none);
   * else `undefined`: the pass may not ask for it.
   */
  keptEvent(ref: FieldRef, list: FieldRef): string | undefined;
  /** The `Slots` of the one pass over top-level list `list`: what the pass keeps for the rules after it. */
  passSlots(list: FieldRef): string;
  /**
   * Written into the one pass over top-level list `list`: a variable that is
   * true when the text of `field` (a field of each entry) repeats that of an
   * earlier entry, from the texts the pass has seen; elsewhere `undefined`.
   */
  repeated(list: FieldRef, field: FieldRef): string | undefined;
  /** The name of the generated function's `Facts` parameter. */
  facts(): string;
  /** The name of the `Findings` of the validation: where unknowns are recorded and lists remembered. */
  findings(): string;
}

/**
 * The definition of one named condition: what it reads, how the reference
 * interpreter evaluates it, and how the generator writes it.
 * @example const longerThanCondition: ConditionDefinition<LongerThanNode> = { reads, evaluate, emit };
 */
export interface ConditionDefinition<N> {
  /** The fields the condition reads itself, in the order it reads them. */
  reads(node: N): readonly FieldRef[];
  /** The conditions nested in this one (`some`'s), whose fields it reads too. */
  parts?(node: N): readonly Condition[];
  /**
   * Fields that must read as text for the condition to hold or be unknown:
   * without one of them it is plainly false, so a rule may skip it whole.
   */
  needs(node: N): readonly FieldRef[];
  /**
   * True when the condition calls a function of the options (a fact
   * function, the event lookup): the generator then asks it only where the
   * reference interpreter does, never ahead in a list's pass.
   */
  readonly asks?: true;
  /**
   * For a condition that asks for an event: the field naming the event. A
   * validation looks each event up once (the facts keep the last one), so
   * once a rule has asked for it, asking again calls nothing of the caller's.
   */
  event?(node: N): FieldRef;
  /**
   * For a condition that is a limit or a fixed list: the field it limits and
   * the params it gives an issue of a rule about that field (contract
   * section 9.2), or `undefined` where it states no limit in that sense.
   * `negated` is true under an odd number of `not`s: a value outside a fixed
   * list is `not(oneOf(...))`, a value too long `longerThan(...)`.
   */
  params?(node: N, negated: boolean): { readonly field: FieldRef; readonly params: ParamsSpec } | undefined;
  /** The reference evaluation: closures over the run. */
  evaluate(node: N, compiler: Compiler): Evaluator;
  /** The generated source. */
  emit(node: N, emitter: Emitter): Emitted;
}

/** The shape of conditions on one field. */
export interface FieldNode<T extends string> {
  readonly test: T;
  readonly field: FieldRef;
}

/**
 * The definition of a condition that holds when the field has text and
 * `predicate` accepts it: evaluated with `predicate`, written with `source`
 * (an expression over the variable holding the text). An absent or wrongly
 * typed field never satisfies a text condition.
 * @example textCondition(() => isDigits, (_node, text, emitter) => `${emitter.helper('isDigits')}(${text})`)
 */
export function textCondition<N extends FieldNode<string>>(
  predicate: (node: N) => (text: string) => boolean,
  source: (node: N, text: string, emitter: Emitter) => string,
  /** True when `source` is false for an `undefined` text by itself (a comparison with text): no guard is written. */
  falseWithoutText = false,
): ConditionDefinition<N> {
  return {
    reads: (node) => [node.field],
    needs: (node) => [node.field],
    evaluate(node, compiler) {
      const test = predicate(node);
      const read = compiler.text(node.field);
      return (run) => {
        const text = read(run);
        return text !== undefined && test(text) ? TRUE : FALSE;
      };
    },
    emit(node, emitter) {
      const text = falseWithoutText ? emitter.text(node.field) : '';
      return bool(
        JS_IDENTIFIER.test(text)
          ? source(node, text, emitter)
          : emitter.withText(node.field, (known) => source(node, known, emitter)),
      );
    },
  };
}
