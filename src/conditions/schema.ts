/**
 * What a condition tells the JSON Schema of a rule table (contract section
 * 9.7, `src/json-schema/derive.ts`): the facts about one field a schema
 * keyword would state, and what a condition is under such a fact. Each
 * condition's definition answers for itself (`ConditionDefinition.underFact`),
 * so the schema's proof holds no list of condition names.
 */
import type { Condition } from './logic.js';
import { type FieldRef, listsOf } from './refs.js';
import type { ConditionNode } from './registry.js';

/** The kinds of value a field can hold that are not text. */
export type Untexted = 'absent' | 'object' | 'array' | 'boolean';

/**
 * Something about one field (`ref`; an entry of a list is `list[]`): the
 * candidate a schema keyword would state.
 */
export type Fact =
  /** Missing, null or blank (`absent`), or an object, an array, a boolean. */
  | { readonly ref: FieldRef; readonly kind: Untexted }
  /** Text (a non-blank string or a number), and nothing more known; or text that is not a whole number. */
  | { readonly ref: FieldRef; readonly kind: 'text' | 'notWhole' }
  /** Text longer than `n` code points. */
  | { readonly ref: FieldRef; readonly kind: 'longer'; readonly n: number }
  /** Text that is none of `values`. */
  | { readonly ref: FieldRef; readonly kind: 'notIn'; readonly values: readonly string[] }
  /** A whole number above `n`, or of at most `n`. */
  | { readonly ref: FieldRef; readonly kind: 'wholeAbove' | 'wholeAtMost'; readonly n: number }
  /** A repeating field with no entries, or with more than `n`. */
  | { readonly ref: FieldRef; readonly kind: 'noEntries' }
  | { readonly ref: FieldRef; readonly kind: 'entriesAbove'; readonly n: number };

/**
 * What a named condition is under a fact, for every body of which the fact
 * is true: settled (`true` or `false`); open (any value it can take, unknown
 * too when it can be unknown); open as the negation of another condition
 * (`present(x)` is `not(absent(x))`, so the proof does not take them for two);
 * or true where `orAtEntry` holds at the fact's own entry, and else open (some
 * other entry may).
 */
export type UnderFact =
  | { readonly settled: boolean }
  | { readonly open: true }
  | { readonly negationOf: ConditionNode }
  | { readonly orAtEntry: Condition };

/**
 * Nothing known of the condition under the fact. Always sound: a schema
 * built with more conditions open states less, never more.
 * @example underFact: () => OPEN
 */
export const OPEN: UnderFact = { open: true };

/**
 * A condition settled by the fact.
 * @example settled(node.max <= fact.n) // a text longer than n is longer than any max up to n
 */
export function settled(value: boolean): UnderFact {
  return { settled: value };
}

/**
 * Is the fact that the field holds no text (absent, an object, an array, a boolean)?
 * @example untexted({ ref: 'title', kind: 'absent' }) // true
 */
export function untexted(fact: Fact): boolean {
  return fact.kind === 'absent' || fact.kind === 'object' || fact.kind === 'array' || fact.kind === 'boolean';
}

/**
 * Is the fact about the entries of a repeating field (none, or more than `n`)?
 * @example aboutEntries({ ref: 'charitySplits', kind: 'noEntries' }) // true
 */
export function aboutEntries(fact: Fact): boolean {
  return fact.kind === 'noEntries' || fact.kind === 'entriesAbove';
}

/**
 * Is the fact about a value inside an entry of `list` (so the list has that entry at least)?
 * @example inEntryOf({ ref: 'charitySplits[].charityResourceId', kind: 'absent' }, 'charitySplits') // true
 */
export function inEntryOf(fact: Fact, list: FieldRef): boolean {
  return listsOf(fact.ref).includes(list);
}

/**
 * What most conditions are under a fact: false when the fact takes away the
 * text of a field the condition needs as text (`needs`), else open.
 * @example withoutText({ ref: 'surname', kind: 'absent' }, ['surname']) // { settled: false }
 */
export function withoutText(fact: Fact, needs: readonly FieldRef[]): UnderFact {
  return untexted(fact) && needs.includes(fact.ref) ? settled(false) : OPEN;
}
