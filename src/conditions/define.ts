/**
 * How a named condition is defined: in one module, its row builder, its
 * reference evaluation (closures the interpreter of `src/reference/` runs)
 * and its emitter (the expression the generator of `src/codegen/` writes),
 * side by side, so that the two cannot drift apart unnoticed; with them,
 * everything else that is said of the condition: what it is under a fact
 * of the JSON Schema (`schema.ts`), its words (the catalogue, the CLI) and
 * its samples (the generator's random tables). The contract names neither
 * the interpreter's types nor the tables': an evaluation sees a run through
 * `Evaluation`, an emitter writes `Expr` trees (`code.ts`).
 */

import type { Facts, ListFact, QuestionFact } from '../facts/types.js';
import type * as Runtime from '../runtime/index.js';
import type { RepeatMemo } from '../runtime/lists.js';
import { FALSE, TRUE, type Tri, type Unknowns } from '../runtime/tri.js';
import type { Kind } from '../runtime/values.js';
import type { Expr, Json } from './code.js';
import type { Condition } from './logic.js';
import type { FieldRef } from './refs.js';
import { type Fact, type UnderFact, withoutText } from './schema.js';

/**
 * What a condition's reference evaluation reads of the interpreter's run:
 * the body, the facts, the index of the entry being checked at each
 * repeating level, and what the run keeps of what it has looked at (the
 * missing options, the holes of sparse lists, the texts seen, the last
 * date read).
 */
export interface Evaluation extends Unknowns, RepeatMemo {
  /** The body exactly as given. */
  readonly input: unknown;
  readonly facts: Facts;
  /** Current entry index per repeating level (`[]` in a field reference). */
  readonly at: number[];
  /** A YYYYMMDD text read as a date (`parseYmd`), `undefined` when it is none. */
  ymd(text: string): number | undefined;
}

/** A condition compiled by the reference interpreter: its truth value in a run `R`. */
export type Evaluator<R extends Evaluation> = (run: R) => Tri;

/** What a condition's reference evaluation may ask of the interpreter's compiler, whose runs are `R`s. */
export interface Compiler<R extends Evaluation> {
  /** Compiles a nested condition. */
  condition(node: Condition): Evaluator<R>;
  /** Compiles a field reference into a reader of its raw value. */
  field(ref: FieldRef): (run: R) => unknown;
  /** Compiles a field reference into a reader of its text (`undefined` unless it reads as text). */
  text(ref: FieldRef): (run: R) => string | undefined;
  /** Compiles a field reference into a reader of how it reads (absent, text, wrong type). */
  kind(ref: FieldRef): (run: R) => Kind;
  /**
   * The entry count of a repeating field, the index level its `[]` binds,
   * and where a run of holes that starts at an index ends (see `holesEnd`).
   */
  entries(ref: FieldRef): {
    count: (run: R) => number;
    level: number;
    skip: (run: R, index: number) => number;
  };
}

/**
 * A condition as generated code: an expression that is either a boolean
 * (`tri: false`, the condition can never be unknown) or a three-valued
 * `Tri` (0 false, 1 true, 2 unknown).
 */
export interface Emitted {
  readonly code: Expr;
  readonly tri: boolean;
  /**
   * For a three-valued condition: the options it can be unknown without
   * (the option a rule it makes unchecked needs), when the emitter knows
   * them all; `undefined` when it does not.
   */
  readonly unknownWithout?: readonly string[] | undefined;
}

/**
 * A two-valued condition's code.
 * @example bool(emitter.present('title'))
 */
export function bool(code: Expr): Emitted {
  return { code, tri: false };
}

/**
 * A three-valued condition's code, with the options it can be unknown
 * without, when known.
 * @example tri(call(emitter.helper('eventIn'), emitter.findings(), emitter.event('eventResourceId'), 'full'), ['events'])
 */
export function tri(code: Expr, unknownWithout?: readonly string[]): Emitted {
  return { code, tri: true, unknownWithout };
}

/** The name of something a generated validator imports from `src/runtime/`. */
export type Helper = keyof typeof Runtime;

/**
 * A value over every entry of a top-level list, computed in the one pass a
 * generated validator makes over the list: a variable of `type` set to
 * `initial`, then updated at every entry (where `when` holds, when given).
 */
export interface WholeListValue {
  readonly type: 'boolean' | 'number';
  readonly initial: Expr;
  /** The condition under which an entry updates the value; it may not be unknown, nor hold a whole-list value. */
  readonly when?: Condition;
  /** The update at an entry, an assignment to `value`; it may ask the emitter for the entry's fields. */
  update(value: Expr): Expr;
}

/**
 * What a condition's emitter may ask of the code generator: expressions
 * for field readings at the current entries, events, whole-list values and
 * runtime helpers (imported as they are used).
 */
export interface Emitter {
  /** The raw value of a field ('' is the body). */
  value(ref: FieldRef): Expr;
  /** Whether a field's value is an object (not an array, not null): a boolean, once per entry. */
  record(ref: FieldRef): Expr;
  /** A field's text, or `undefined` when it does not read as text. */
  text(ref: FieldRef): Expr;
  /** Whether a field reads as text (`wanted` false: whether it does not): a boolean. */
  present(ref: FieldRef, wanted?: boolean): Expr;
  /** For a top-level field (read before the rules run), whether it does not read as text; else `undefined`. */
  topAbsent(ref: FieldRef): Expr | undefined;
  /**
   * `use(text)` when the field reads as text, else false (else `otherwise`,
   * for a three-valued `use`: `FALSE`). `falseWithout`: `use` is false for
   * an `undefined` text by itself (a comparison with text), so no test is
   * written where the text is a variable.
   */
  withText(ref: FieldRef, use: (text: Expr) => Expr, otherwise?: Expr, falseWithout?: boolean): Expr;
  /** A field's text read as a YYYYMMDD date (`parseYmd`), or `undefined`. */
  date(ref: FieldRef): Expr;
  /** `use(date)` when the field reads as a YYYYMMDD date, else false. */
  withDate(ref: FieldRef, use: (date: Expr) => Expr): Expr;
  /** A field's whole-number value (`wholeNumber`), or `undefined`: read once per field or entry. */
  number(ref: FieldRef): Expr;
  /** The number of entries of a repeating field (given without its `[]`). */
  count(ref: FieldRef): Expr;
  /** The index of the entry of repeating field `list` (given without its `[]`) that the rule is at. */
  entry(list: FieldRef): Expr;
  /** The variable holding a value over the whole of top-level list `list`, computed in the list's one pass. */
  whole(list: FieldRef, value: WholeListValue): Expr;
  /** The local name of a runtime export, imported by the generated module. */
  helper(name: Helper): Expr;
  /** The lookup list an option gave (a `Membership`, or `undefined`), read once per validation. */
  list(name: ListFact): Expr;
  /**
   * The event the top-level field `ref` names (a `LookedUpEvent`): looked up
   * where a rule first asks for it, then kept for the validation's other
   * event rules.
   */
  event(ref: FieldRef): Expr;
  /**
   * The variable holding the event the top-level field `ref` names, when
   * the one pass over top-level list `list` comes after a rule that looked
   * it up whenever the field has text (`undefined` there when it has none);
   * else `undefined`: the pass may not ask for it.
   */
  keptEvent(ref: FieldRef, list: FieldRef): Expr | undefined;
  /** The `Slots` of the one pass over top-level list `list`: what the pass keeps for the rules after it. */
  passSlots(list: FieldRef): Expr;
  /**
   * Whether the text of `field` (a field of each entry of top-level list
   * `list`) repeats that of an earlier entry: in the list's one pass, from
   * the texts the pass has seen; elsewhere `otherwise`.
   */
  repeated(list: FieldRef, field: FieldRef, otherwise: Expr): Expr;
  /** The generated function's `Facts` parameter. */
  facts(): Expr;
  /** The `Findings` of the validation: where unknowns are recorded and lists remembered. */
  findings(): Expr;
  /**
   * Whether the engine has `String.prototype.isWellFormed`: a local each
   * generated function that asks declares once (`NATIVE_WELL_FORMED`).
   */
  wellFormed(): Expr;
}

/**
 * Where a value of an issue's `params` comes from: a value of the row, the
 * code points of a field's text (0 when it has none), the entries of a
 * repeating field, or the `maxCharities` of the event a field names.
 */
export type ParamSource =
  | { readonly value: Json }
  | { readonly length: FieldRef }
  | { readonly count: FieldRef }
  | { readonly eventMaxCharities: FieldRef };

/** The params of a rule's issues, by name (`max`, `length`...). */
export type ParamsSpec = Readonly<Record<string, ParamSource>>;

/**
 * How the words of a condition are written (docs/rules.md, the `rules`
 * command, `check --explain`): code spans, lists of them, and the words of
 * a nested condition.
 */
export interface Words {
  /** A field name or a value as a code span. */
  code(text: string | number): string;
  /** Values as code spans, comma-separated. */
  list(values: readonly string[]): string;
  /** A nested condition in words. */
  condition(node: Condition): string;
}

/**
 * The small world the generator's random tables are drawn in
 * (`src/codegen/generate.test.ts`): a body of top-level fields, one of
 * which names an event, and a repeating field whose entries hold a whole
 * number, a text and a repeating field of their own; the lookup lists and
 * the question facts the options may give.
 */
export interface SampleScope {
  /** The fields in reach of the rule: the top-level ones, and those of the entry it is at. */
  readonly fields: readonly FieldRef[];
  /** The top-level fields. */
  readonly top: readonly FieldRef[];
  /** A top-level field whose text names an event. */
  readonly event: FieldRef;
  /** A top-level repeating field. */
  readonly list: FieldRef;
  /** A field of each entry of `list` that holds a whole number. */
  readonly number: FieldRef;
  /** A field of each entry of `list` that holds text. */
  readonly text: FieldRef;
  /** A repeating field of each entry of `list`. */
  readonly nested: FieldRef;
  /** True when the rule checks each entry of `list` (a condition comparing an entry with the others needs one). */
  readonly perEntry: boolean;
  /** A condition over an entry of `list` that asks no fact: what a condition nesting one may hold. */
  readonly where: Condition;
  /** The lookup lists the options may give. */
  readonly lists: readonly ListFact[];
  /** The question facts the options may give. */
  readonly questions: readonly QuestionFact[];
}

/**
 * The definition of one named condition: what it reads, how the reference
 * interpreter evaluates it, how the generator writes it, what it is under
 * a fact of the JSON Schema, its words and its samples.
 * @example const longerThanCondition: ConditionDefinition<LongerThanNode> = { reads, evaluate, emit, underFact, describe, samples };
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
   * An expression that, where it holds, makes the condition false without
   * asking the options anything more: the usual case, which a run of rules
   * sharing it tests once (a page's event rules, under one test that the
   * event they ask about is open to pages). Asked only of a rule whose
   * event, if any, an earlier rule has looked up; none where there is no
   * such test.
   */
  usualFalse?(node: N, emitter: Emitter): Expr | undefined;
  /**
   * For a condition that is a limit or a fixed list: the field it limits and
   * the params it gives an issue of a rule about that field (contract
   * section 9.2), or `undefined` where it states no limit in that sense.
   * `negated` is true under an odd number of `not`s: a value outside a fixed
   * list is `not(oneOf(...))`, a value too long `longerThan(...)`.
   */
  params?(node: N, negated: boolean): { readonly field: FieldRef; readonly params: ParamsSpec } | undefined;
  /** The reference evaluation: closures over the interpreter's runs, whatever their type. */
  evaluate<R extends Evaluation>(node: N, compiler: Compiler<R>): Evaluator<R>;
  /** The generated code. */
  emit(node: N, emitter: Emitter): Emitted;
  /**
   * What the condition is under a fact of the JSON Schema (`schema.ts`):
   * settled, or open. `withoutText(fact, needs)` is the answer of a
   * condition that is false without the text it needs and knows nothing
   * more; `OPEN` is always sound (the schema then states less).
   */
  underFact(node: N, fact: Fact): UnderFact;
  /**
   * For a condition that is a limit or a fixed list: the facts it puts
   * forward as schema keywords (text longer than its max for `maxLength`,
   * outside its values for `enum`, not a whole number, above a bound, more
   * entries than its max); each becomes one where the table proves it.
   */
  schemaFacts?(node: N): readonly Fact[];
  /** The condition in words. */
  describe(node: N, words: Words): string;
  /**
   * Examples of the condition in `scope`, as plain data, its parameters at
   * edges the bodies of the random tables reach; none where the scope
   * cannot hold it. The generator's random tables draw every condition of
   * the registry from these, and fail when one is missing.
   */
  samples(scope: SampleScope): readonly N[];
}

/** The shape of conditions on one field. */
export interface FieldNode<T extends string> {
  readonly test: T;
  readonly field: FieldRef;
}

/** What makes a text condition: its test of the text, its code, its words and samples. */
export interface TextConditionSpec<N extends FieldNode<string>> {
  /** The reference test of the field's text. */
  predicate(node: N): (text: string) => boolean;
  /** The generated test, an expression over the field's text. */
  code(node: N, text: Expr, emitter: Emitter): Expr;
  /** True when `code` is false for an `undefined` text by itself (a comparison with text). */
  readonly falseWithoutText?: true;
  /** The condition in words (`ConditionDefinition.describe`). */
  describe(node: N, words: Words): string;
  /** Its samples for the generator's random tables (`ConditionDefinition.samples`). */
  samples(scope: SampleScope): readonly N[];
}

/**
 * The definition of a condition that holds when the field has text and
 * `predicate` accepts it: evaluated with `predicate`, written with `code`
 * (an expression over the field's text). An absent or wrongly typed field
 * never satisfies a text condition, and nothing more is known of it under a
 * fact of the JSON Schema.
 * @example textCondition({ predicate: () => isDigits, code: (_node, text, emitter) => call(emitter.helper('isDigits'), text), describe: (node, words) => `${words.code(node.field)} is digits 0-9 only`, samples: (scope) => scope.fields.map(digitsOnly) })
 */
export function textCondition<N extends FieldNode<string>>(spec: TextConditionSpec<N>): ConditionDefinition<N> {
  const { predicate, code, falseWithoutText = false } = spec;
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
    emit: (node, emitter) =>
      bool(emitter.withText(node.field, (text) => code(node, text, emitter), undefined, falseWithoutText)),
    underFact: (node, fact) => withoutText(fact, [node.field]),
    describe: spec.describe,
    samples: spec.samples,
  };
}
