import type { Condition, FieldRef } from '../engine/types.js';
import type { ListFact } from '../facts/types.js';

/**
 * The source of a condition: a JavaScript expression that is either a
 * boolean (`tri: false`, the condition can never be unknown) or a
 * three-valued `Tri` (0 false, 1 true, 2 unknown).
 */
export interface Emitted {
  readonly code: string;
  readonly tri: boolean;
}

/**
 * A two-valued condition's source.
 * @example bool('k_title === 2')
 */
export function bool(code: string): Emitted {
  return { code, tri: false };
}

/**
 * A three-valued condition's source.
 * @example tri('listMembership(findings, facts, "countries", t_countryCode, false)')
 */
export function tri(code: string): Emitted {
  return { code, tri: true };
}

/**
 * The runtime helpers generated validators may import, by name, with the
 * module (under `src/`) that exports each. Conditions emit calls to the same
 * functions the interpreter's closures call, so the two cannot disagree on
 * what a value means.
 */
export const RUNTIME = {
  isRecord: 'engine/values.js',
  kindOf: 'engine/values.js',
  textOf: 'engine/values.js',
  textAt: 'engine/values.js',
  asRecord: 'engine/values.js',
  entryAt: 'engine/values.js',
  entryCount: 'engine/values.js',
  holesEnd: 'engine/values.js',
  longerThan: 'engine/values.js',
  DIGITS: 'engine/patterns.js',
  URL_SEGMENT: 'engine/patterns.js',
  UK_POSTCODE: 'engine/patterns.js',
  parseYmd: 'engine/calendar.js',
  ageBetween: 'engine/calendar.js',
  and3: 'engine/tri.js',
  or3: 'engine/tri.js',
  not3: 'engine/tri.js',
  hasAtAndTwoDots: 'conditions/emailShape.js',
  listMembership: 'conditions/inList.js',
  factAnswer: 'conditions/answers.js',
  wholeNumber: 'engine/values.js',
  DECIMAL_19_2: 'engine/patterns.js',
  eventIn: 'conditions/event.js',
  charityDisallowed: 'conditions/eventCharities.js',
  moreCharitiesThanAllowed: 'conditions/eventCharities.js',
  fixedSplitsDiffer: 'conditions/eventSplits.js',
  Findings: 'engine/evaluate.js',
} as const;

/** The name of a runtime helper. */
export type Helper = keyof typeof RUNTIME;

/**
 * The kinds of temporary variable a generated validator declares, by the
 * prefix of their names, with their types.
 */
export const TEMPS = {
  q: 'Tri',
  s: 'string | undefined',
  y: 'number | undefined',
  b: 'boolean',
  n: 'number',
  r: 'Set<number>',
  u: 'Set<string>',
  a: '(string | undefined)[]',
  v: 'unknown[]',
} as const;

/** The prefix of a kind of temporary variable. */
export type Temp = keyof typeof TEMPS;

/**
 * What a condition's emitter may ask of the code generator: the source of
 * nested conditions, of field readings at the current entry indices, and of
 * runtime helpers (imported as they are used).
 */
export interface Emitter {
  /** The source of a nested condition. */
  condition(node: Condition): Emitted;
  /** The raw value of a field ('' is the body). */
  value(ref: FieldRef): string;
  /** How a field reads: 0 absent, 1 text, 2 wrong type. */
  kind(ref: FieldRef): string;
  /** A field's text, or `undefined` when it does not read as text. */
  text(ref: FieldRef): string;
  /** `use(text)` when the field reads as text, else false; `use` gets the name of a variable holding the text. */
  withText(ref: FieldRef, use: (text: string) => string): string;
  /** A field's text read as a YYYYMMDD date (`parseYmd`), or `undefined`; for one use. */
  date(ref: FieldRef): string;
  /** `use(date)` when the field reads as a YYYYMMDD date, else false; `use` gets the name of a variable holding it. */
  withDate(ref: FieldRef, use: (date: string) => string): string;
  /** The number of entries of a repeating field (given without its `[]`). */
  count(ref: FieldRef): string;
  /** A new temporary variable of the rule being written (declared once, at the top of the validator). */
  temp(prefix: Temp): string;
  /** The index variable of the entry of repeating field `list` (given without its `[]`) that the rule is at. */
  entry(list: FieldRef): string;
  /**
   * Statements that compute a whole-list value before the rule's condition,
   * once per entry of the loops outside `list`: `setup`, then `body` for each
   * entry of `list` (its index given) while `more` (if given) holds.
   * Only for two-valued conditions, which ask no facts, so that computing
   * them ahead changes nothing the caller can see.
   */
  loop(list: FieldRef, setup: readonly string[], body: (index: string) => readonly string[], more?: string): void;
  /** The local name of a runtime helper, imported by the generated module. */
  helper(name: Helper): string;
  /** The lookup list an option gave (a `Membership`, or `undefined`), read once per validation. */
  list(name: ListFact): string;
  /** The name of the generated function's `Facts` parameter. */
  facts(): string;
  /** The name of the `Findings` that records missing options (`Unknowns`). */
  unknowns(): string;
}
