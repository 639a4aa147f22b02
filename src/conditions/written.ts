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

/**
 * `textAt(value)`: a string that starts with a printable ASCII character,
 * code 33 to 126, is its own text. One unsigned comparison tests the range
 * (an empty string's NaN code is 0 once or'ed with 0, out of it). `value`
 * is a variable; `textAt` the helper's local name.
 * @example writtenText('f_title', 'textAt')
 */
export function writtenText(value: string, textAt: string): string {
  return `typeof ${value} === 'string' && ((${value}.charCodeAt(0) | 0) - 33) >>> 0 < 94 ? ${value} : ${textAt}(${value})`;
}

/**
 * `wholeNumber(value)`: a number that is a whole number of at least 0 is its
 * own value. `value` is a variable; `wholeNumber` the helper's local name.
 * @example writtenWholeNumber('v0_percent', 'wholeNumber')
 */
export function writtenWholeNumber(value: string, wholeNumber: string): string {
  return `typeof ${value} === 'number' && Number.isInteger(${value}) && ${value} >= 0 ? ${value} : ${wholeNumber}(${value})`;
}

/**
 * `entryCount(value)`: a field not given has no entries. A valid body leaves
 * most repeating fields out (a split's custom codes). `value` is a variable;
 * `entryCount` the helper's local name.
 * @example writtenCount('v0_customCodes', 'entryCount')
 */
export function writtenCount(value: string, entryCount: string): string {
  return `${value} === undefined ? 0 : ${entryCount}(${value})`;
}

/** The local names a written-out list lookup uses. */
export interface MembershipNames {
  /** The variable holding the option's list (a `Membership`, or `undefined`). */
  readonly list: string;
  /** The variable holding the text looked up (never `undefined` here). */
  readonly text: string;
  /** The three-valued answers when the text is in the list and when it is not. */
  readonly inside: string;
  readonly outside: string;
  /** The call of `listMembership` for the rest (no list given: unknown). */
  readonly fallback: string;
}

/**
 * `listMembership(…, list, …, text, wanted)` for a text: with a list given,
 * one `has` and no call.
 * @example writtenMembership({ list: 'l_countries', text: 't_countryCode', inside: 'FALSE', outside: 'TRUE', fallback: '…' })
 */
export function writtenMembership({ list, text, inside, outside, fallback }: MembershipNames): string {
  return `(${list} !== undefined ? (${list}.has(${text}) ? ${inside} : ${outside}) : ${fallback})`;
}
