/**
 * The common cases a generated validator writes out in place of a runtime
 * helper's call, in one place: each gives the helper's own answer for the
 * values it covers and calls the helper for the rest, so that the validator
 * and the reference interpreter (which calls the helper) agree by
 * construction. `written.test.ts` holds each to its helper over any value.
 *
 * A call costs what these tests cost several times over in a validator's
 * long function, where V8 has no inlining budget left; each is written out
 * only where it runs on every validation (docs/decisions/performance-common-cases-written-out.md).
 */
import { textAt as readText } from '../runtime/values.js';
import { and, binary, call, conditional, type Expr, literal, member, name, not, or, unary } from './code.js';

/**
 * Whether `value` is a string that starts with a printable ASCII character,
 * code 33 to 126: text that is its own text (`writtenText`). One unsigned
 * comparison tests the range (an empty string's NaN code is 0 once or'ed
 * with 0, out of it). `value` is a variable.
 * @example printableText(name('f_title'))
 */
export function printableText(value: Expr): Expr {
  const code = binary('|', call(member(value, 'charCodeAt'), 0), 0);
  return and(binary('===', unary('typeof', value), 'string'), binary('<', binary('>>>', binary('-', code, 33), 0), 94));
}

/** What is known of a field's usual value, for `writtenText`. */
export interface TextReading {
  /** The fixed list of texts its rows accept, if any (a row's `allowed` param). */
  readonly usual?: readonly string[];
  /** The `numberText` helper, for a field that is usually a number. */
  readonly numberText?: Expr | undefined;
}

/**
 * `textAt(value)`: a string that `printableText` accepts is its own text. A
 * field not given has no text, without a call: a valid body leaves optional
 * fields out, and V8 inlines only a helper that has been called. A field
 * whose rows accept only a fixed list of texts (a title, 'Y' or 'N') is
 * compared with them in place of the printable test: a few comparisons with
 * constants cost less than reading a string's first character, and each of
 * them is its own text. A field that is usually a number (a count of
 * months) is read first as one, through `numberText` when it is given.
 * `value` is a variable; `textAt` the helper.
 * @example writtenText(name('f_title'), emitter.helper('textAt'), { usual: ['Mr', 'Mrs'] })
 */
export function writtenText(value: Expr, textAt: Expr, { usual = [], numberText }: TextReading = {}): Expr {
  // Only a text that is its own text stands for itself (not ' Y', not '').
  const own = usual.filter((text) => readText(text) === text);
  const text = conditional(
    own.length === 0 ? printableText(value) : or(...own.map((text) => binary('===', value, text))),
    value,
    conditional(binary('===', value, literal(undefined)), literal(undefined), call(textAt, value)),
  );
  return numberText === undefined
    ? text
    : conditional(binary('===', unary('typeof', value), 'number'), call(numberText, value), text);
}

/**
 * Whether `value` is a number that is a whole number of at least 0: its own
 * whole number (`writtenWholeNumber`). `value` is a variable.
 * @example wholeNumberValue(name('v0_percent'))
 */
export function wholeNumberValue(value: Expr): Expr {
  return and(
    binary('===', unary('typeof', value), 'number'),
    call(member(name('Number'), 'isInteger'), value),
    binary('>=', value, 0),
  );
}

/**
 * `wholeNumber(value)`: a value `wholeNumberValue` accepts is its own
 * value. `value` is a variable; `wholeNumber` the helper.
 * @example writtenWholeNumber(name('v0_percent'), emitter.helper('wholeNumber'))
 */
export function writtenWholeNumber(value: Expr, wholeNumber: Expr): Expr {
  return conditional(wholeNumberValue(value), value, call(wholeNumber, value));
}

/**
 * `entryCount(value)`: a field not given has no entries. A valid body leaves
 * most repeating fields out (a split's custom codes). `value` is a variable;
 * `entryCount` the helper.
 * @example writtenCount(name('v0_customCodes'), emitter.helper('entryCount'))
 */
export function writtenCount(value: Expr, entryCount: Expr): Expr {
  return conditional(binary('===', value, literal(undefined)), literal(0), call(entryCount, value));
}

/** What a written-out list lookup reads. */
export interface MembershipNames {
  /** The variable holding the option's list (a `Membership`, or `undefined`). */
  readonly list: Expr;
  /** The variable holding the text looked up (never `undefined` here). */
  readonly text: Expr;
  /** The three-valued answers when the text is in the list and when it is not. */
  readonly inside: Expr;
  readonly outside: Expr;
  /** The call of `listMembership` for the rest (no list given: unknown). */
  readonly fallback: Expr;
}

/**
 * `listMembership(…, list, …, text, wanted)` for a text: with a list given,
 * one `has` and no call.
 * @example writtenMembership({ list, text, inside: emitter.helper('FALSE'), outside: emitter.helper('TRUE'), fallback })
 */
export function writtenMembership({ list, text, inside, outside, fallback }: MembershipNames): Expr {
  return conditional(
    binary('!==', list, literal(undefined)),
    conditional(call(member(list, 'has'), text), inside, outside),
    fallback,
  );
}

/**
 * `holdsUnstorable(text)` where the engine has `String.prototype.isWellFormed`
 * (`wellFormed`, a local the generated function reads once): its native test,
 * `!text.isWellFormed() || text.indexOf('\u0000') !== -1`, costs no call
 * where V8 has no inlining budget left for the helper; elsewhere the helper.
 * `text` is a variable holding text; `holdsUnstorable` the helper.
 * @example writtenUnstorable(name('t_surname'), emitter.wellFormed(), emitter.helper('holdsUnstorable'))
 */
export function writtenUnstorable(text: Expr, wellFormed: Expr, holdsUnstorable: Expr): Expr {
  return conditional(
    wellFormed,
    or(
      not(call(member({ kind: 'cast', expr: text, type: 'WellFormedText' }, 'isWellFormed'))),
      binary('!==', call(member(text, 'indexOf'), literal('\u0000')), literal(-1)),
    ),
    call(holdsUnstorable, text),
  );
}
