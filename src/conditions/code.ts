/**
 * The expressions of generated code, as a small tree: what a condition's
 * emitter returns and what the code generator (src/codegen/) simplifies,
 * cuts and prints. An emitter combines, with the functions below, the
 * expressions the generator hands it (a field's text, an event, a helper's
 * name); some of those are readings the generator resolves only when it
 * builds the validator (`Reading`, `Guard`, `Repeated`), where it knows the
 * variable that holds each. No emitter writes source text.
 */
import type { FieldRef } from './refs.js';

/** A JSON value, the only kind of argument a rule row may carry. */
export type Json = string | number | boolean | null | readonly Json[] | { readonly [key: string]: Json };

/** An expression of generated code. */
export type Expr =
  | Name
  | Literal
  | Member
  | Index
  | Call
  | Unary
  | Increment
  | Binary
  | Logical
  | Conditional
  | Assign
  | ObjectLiteral
  | ArrayLiteral
  | Cast
  | Reading
  | Guard
  | Repeated;

/**
 * A name: a variable, a parameter or a runtime helper. `helper` marks an
 * export of `src/runtime/` the module imports; `local` a variable of the
 * code at hand (an entry's, a list pass's, a temporary), not one the
 * validator reads before its rules.
 */
export interface Name {
  readonly kind: 'name';
  readonly name: string;
  readonly helper?: true;
  readonly local?: true;
}

/** A literal value: JSON, or `undefined`. */
export interface Literal {
  readonly kind: 'literal';
  readonly value: Json | undefined;
}

/** A property read, `object.property` (or `object["property"]` for a name that is no identifier). */
export interface Member {
  readonly kind: 'member';
  readonly object: Expr;
  readonly property: string;
}

/** An indexed read, `object[index]`. */
export interface Index {
  readonly kind: 'index';
  readonly object: Expr;
  readonly index: Expr;
}

/** A call, `callee(args)`, or `new callee(args)` when `construct`. */
export interface Call {
  readonly kind: 'call';
  readonly callee: Expr;
  readonly args: readonly Expr[];
  readonly construct?: true;
}

/** A prefix operator. */
export interface Unary {
  readonly kind: 'unary';
  readonly op: '!' | '-' | 'typeof';
  readonly operand: Expr;
}

/** `name++`. */
export interface Increment {
  readonly kind: 'increment';
  readonly target: Name;
}

/** The binary operators generated code uses. */
export type BinaryOperator = '===' | '!==' | '<' | '<=' | '>' | '>=' | '+' | '-' | '|' | '&' | '>>>' | 'in';

/** A binary operation. */
export interface Binary {
  readonly kind: 'binary';
  readonly op: BinaryOperator;
  readonly left: Expr;
  readonly right: Expr;
}

/** A chain of one short-circuit operator over two or more parts, evaluated left to right. */
export interface Logical {
  readonly kind: 'logical';
  readonly op: '&&' | '||' | '??';
  readonly parts: readonly Expr[];
}

/** `test ? yes : no`. */
export interface Conditional {
  readonly kind: 'conditional';
  readonly test: Expr;
  readonly yes: Expr;
  readonly no: Expr;
}

/** An assignment, as an expression: `target = value`, `target += value`, `target |= value`. */
export interface Assign {
  readonly kind: 'assign';
  readonly op: '=' | '+=' | '|=';
  readonly target: Expr;
  readonly value: Expr;
}

/** An object literal, `{ key: value }`, its keys identifiers. */
export interface ObjectLiteral {
  readonly kind: 'object';
  readonly entries: readonly (readonly [key: string, value: Expr])[];
}

/** An array literal of expressions. */
export interface ArrayLiteral {
  readonly kind: 'array';
  readonly items: readonly Expr[];
}

/** A TypeScript type assertion, `expr as type`. */
export interface Cast {
  readonly kind: 'cast';
  readonly expr: Expr;
  readonly type: string;
}

/**
 * What the generator reads of a field (or of the validation) where an
 * emitter asks: resolved, when the validator is built, into the variable
 * that holds it (or an expression reading it) at the entries in reach.
 * - `value`, `record`, `text`, `date`, `number`, `count`: the field's raw
 *   value, whether it is an object, its text, its YYYYMMDD date, its whole
 *   number, its entry count (each `undefined` where the field has none);
 * - `has`: whether the field reads as text (`wanted` false: whether not);
 * - `index`: the index of the entry of list `ref` being checked;
 * - `list`: the lookup list option `ref` gives;
 * - `event`: the event the top-level field `ref` names, looked up once;
 * - `slots`: what the one pass over top-level list `ref` keeps for the rules after it.
 */
export interface Reading {
  readonly kind: 'reading';
  readonly of: 'value' | 'record' | 'text' | 'has' | 'date' | 'number' | 'count' | 'index' | 'list' | 'event' | 'slots';
  readonly ref: FieldRef;
  readonly wanted?: boolean;
}

/**
 * `use` where `reading` (a text or a date) is there, else false (else
 * `otherwise`); `use` reads it as the `reading` object itself. `needless`
 * when `use` is false without it by itself: no test is written where the
 * reading is a variable.
 */
export interface Guard {
  readonly kind: 'guard';
  readonly reading: Reading;
  readonly use: Expr;
  readonly otherwise?: Expr | undefined;
  readonly needless?: true;
}

/**
 * Whether the text of `field`, a field of each entry of `list`, repeats an
 * earlier entry's: from the texts seen, in the list's one pass; elsewhere
 * `otherwise`.
 */
export interface Repeated {
  readonly kind: 'repeated';
  readonly list: FieldRef;
  readonly field: FieldRef;
  readonly otherwise: Expr;
}

/**
 * A plain name (a global such as `Number`, a parameter).
 * @example name('Number')
 */
export function name(identifier: string): Name {
  return { kind: 'name', name: identifier };
}

/**
 * A literal.
 * @example literal(50) // prints 50
 */
export function literal(value: Json | undefined): Literal {
  return { kind: 'literal', value };
}

/**
 * `object.property`.
 * @example member(text, 'length')
 */
export function member(object: Expr, property: string): Member {
  return { kind: 'member', object, property };
}

/**
 * A call of `callee` with `args`; a number, string or boolean argument is a literal.
 * @example call(emitter.helper('isDigits'), text)
 */
export function call(callee: Expr, ...args: readonly (Expr | string | number | boolean)[]): Call {
  return { kind: 'call', callee, args: args.map((arg) => (typeof arg === 'object' ? arg : literal(arg))) };
}

/**
 * A prefix operation.
 * @example unary('typeof', value)
 */
export function unary(op: Unary['op'], operand: Expr): Unary {
  return { kind: 'unary', op, operand };
}

/**
 * `!operand`.
 * @example not(emitter.record(''))
 */
export function not(operand: Expr): Unary {
  return unary('!', operand);
}

/**
 * A binary operation; a number or string operand is a literal.
 * @example binary('>', member(text, 'length'), 50)
 */
export function binary(op: BinaryOperator, left: Expr | number | string, right: Expr | number | string): Binary {
  const operand = (value: Expr | number | string): Expr => (typeof value === 'object' ? value : literal(value));
  return { kind: 'binary', op, left: operand(left), right: operand(right) };
}

/** Joins `parts` with `op`, a part that is a chain of the same operator spread into the chain. */
function chain(op: Logical['op'], parts: readonly Expr[]): Expr {
  const flat = parts.flatMap((part) => (part.kind === 'logical' && part.op === op ? part.parts : [part]));
  return flat.length === 1 ? (flat[0] as Expr) : { kind: 'logical', op, parts: flat };
}

/**
 * `a && b && ...` (true for no part).
 * @example and(binary('>', member(text, 'length'), 50), call(longerThan, text, 50))
 */
export function and(...parts: readonly Expr[]): Expr {
  return parts.length === 0 ? literal(true) : chain('&&', parts);
}

/**
 * `a || b || ...` (false for no part).
 * @example or(...values.map((value) => binary('===', text, value)))
 */
export function or(...parts: readonly Expr[]): Expr {
  return parts.length === 0 ? literal(false) : chain('||', parts);
}

/**
 * `value ?? fallback`; a number fallback is a literal.
 * @example nullish(emitter.number('items[].n'), 0)
 */
export function nullish(value: Expr, fallback: Expr | number): Expr {
  return chain('??', [value, typeof fallback === 'number' ? literal(fallback) : fallback]);
}

/**
 * `test ? yes : no`.
 * @example conditional(call(member(list, 'has'), text), inside, outside)
 */
export function conditional(test: Expr, yes: Expr, no: Expr): Conditional {
  return { kind: 'conditional', test, yes, no };
}

/**
 * An assignment expression.
 * @example assign(value, call(matchFixedSplit, slots, event, value, charity, percent))
 */
export function assign(target: Expr, value: Expr, op: Assign['op'] = '='): Assign {
  return { kind: 'assign', op, target, value };
}
