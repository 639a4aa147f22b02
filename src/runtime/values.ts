import { SURROGATE } from './patterns.js';
/**
 * How a raw payload value reads under the contract's input conventions
 * (contract section 5): absence, text, whole numbers, repeating fields.
 * Everything here is allocation-free on the common path.
 */

/** Missing, `null`, or a string that is empty after trimming white space. */
export const KIND_ABSENT = 0;
/** A non-blank string, or a number read as `String(value)`. */
export const KIND_TEXT = 1;
/** An object, array, boolean or any other non-text value: absent, and a type fault. */
export const KIND_WRONG_TYPE = 2;
/** A value classified for a single-valued field. */
export type Kind = typeof KIND_ABSENT | typeof KIND_TEXT | typeof KIND_WRONG_TYPE;

/**
 * Is `value` a plain object (not null, not an array)?
 * @example isRecord({}) // true
 */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The fields of a value that is not an object: none, not even inherited ones. */
const NO_FIELDS: Readonly<Record<string, unknown>> = Object.freeze(Object.create(null) as Record<string, unknown>);

/**
 * The value when it is an object, else an object with no fields, so that
 * reading a field of it by name gives `undefined`.
 * @example asRecord([1])['length'] // undefined
 */
export function asRecord(value: unknown): Readonly<Record<string, unknown>> {
  return isRecord(value) ? value : NO_FIELDS;
}

/**
 * A named field of a value that is an object; `undefined` otherwise.
 * @example fieldOf({ charityResourceId: 'c1' }, 'charityResourceId') // 'c1'
 */
export function fieldOf(value: unknown, name: string): unknown {
  return asRecord(value)[name];
}

/**
 * Is the string empty once white space is trimmed?
 * @example isBlank(' \t') // true
 */
export function isBlank(text: string): boolean {
  if (text.length === 0) return true;
  const first = text.charCodeAt(0);
  // Printable ASCII is never white space: the usual case needs no trim.
  if (first > 32 && first < 127) return false;
  return text.trim().length === 0;
}

/**
 * Classifies a single-valued field's value.
 * @example kindOf('  ') // KIND_ABSENT
 */
export function kindOf(value: unknown): Kind {
  if (typeof value === 'string') return isBlank(value) ? KIND_ABSENT : KIND_TEXT;
  // A number that is not finite (JSON's 1e400 parses to Infinity) is of the wrong type (contract section 10.5).
  if (typeof value === 'number') return Number.isFinite(value) ? KIND_TEXT : KIND_WRONG_TYPE;
  if (value === undefined || value === null) return KIND_ABSENT;
  return KIND_WRONG_TYPE;
}

/**
 * Is the value of the wrong type for a single-valued field (`kindOf` gives
 * `KIND_WRONG_TYPE`): an object, an array, a boolean, a number that is not
 * finite, anything but text, a finite number or nothing?
 * @example isWrongType(['x']) // true
 */
export function isWrongType(value: unknown): boolean {
  return (
    value !== undefined &&
    value !== null &&
    typeof value !== 'string' &&
    (typeof value !== 'number' || !Number.isFinite(value))
  );
}

/**
 * The text of a value whose kind is `KIND_TEXT`.
 * @example textOf(7) // '7'
 */
export function textOf(value: unknown): string {
  return typeof value === 'string' ? value : String(value);
}

/**
 * The text of a value that reads as text, else `undefined`.
 * @example textAt(' ') // undefined
 */
export function textAt(value: unknown): string | undefined {
  // The common cases, kept small enough for V8 to inline at every field a validator reads:
  // a string that starts with a printable ASCII character (never white space) is text as it is;
  // a field not given has none.
  return typeof value === 'string' && value.length !== 0 && value.charCodeAt(0) > 32 && value.charCodeAt(0) < 127
    ? value
    : value === undefined
      ? undefined
      : otherText(value);
}

/** `textAt` of any other value. */
function otherText(value: unknown): string | undefined {
  if (typeof value === 'string') return isBlank(value) ? undefined : value;
  if (typeof value !== 'number') return undefined;
  // A percentage or a count of months: its text made once, not by String on every call.
  if (value >= 0 && value <= SMALL_WHOLE_NUMBERS && Number.isInteger(value)) return smallWholeText(value);
  return Number.isFinite(value) ? String(value) : undefined;
}

/**
 * `textAt` of a number, small enough for V8 to inline where a validator
 * reads a field that is usually a number: a whole number up to 100 whose
 * text was made before is read from the texts kept.
 * @example numberText(3) // '3'
 */
export function numberText(value: number): string | undefined {
  // Any other number, as an index, reads no text kept.
  const text = smallTexts[value];
  return text !== undefined ? text : otherText(value);
}

/** The whole numbers whose text is kept once made: up to 100, a percentage. */
const SMALL_WHOLE_NUMBERS = 100;

/** The texts of 0 to `SMALL_WHOLE_NUMBERS`, each `String(number)`, made when first read. */
const smallTexts: string[] = [];

/** `String(value)` of a whole number from 0 to `SMALL_WHOLE_NUMBERS`, kept once made. */
function smallWholeText(value: number): string {
  let text = smallTexts[value];
  if (text === undefined) {
    text = String(value);
    smallTexts[value] = text;
  }
  return text;
}

/**
 * Does the value read as text (`textAt` gives text; `kindOf` gives
 * `KIND_TEXT`)? Without making the text (a number's is its String), and
 * smaller than `kindOf` in a browser bundle.
 * @example hasText(30) // true
 */
export function hasText(value: unknown): boolean {
  return (typeof value === 'number' && Number.isFinite(value)) || (typeof value === 'string' && !isBlank(value));
}

/**
 * Does the text hold a character a text column cannot store: U+0000, or a
 * surrogate that is not half of a pair (contract section 10.5)? The
 * engine's `isWellFormed` where it has one (ES2024), else one pass.
 * @example holdsUnstorable('Ada\u0000') // true
 */
export function holdsUnstorable(text: string): boolean {
  // Called as a method, the native test is one builtin V8 can call directly; a one-byte string is well-formed at once.
  return NATIVE_WELL_FORMED
    ? !(text as WellFormedText).isWellFormed() || text.indexOf('\u0000') !== -1
    : text.indexOf('\u0000') !== -1 || hasLoneSurrogate(text);
}

/**
 * A string where the engine has `isWellFormed` (ES2024): what generated
 * code casts a text to where it calls the method itself.
 * @example (text as WellFormedText).isWellFormed()
 */
export type WellFormedText = string & { isWellFormed(): boolean };

/**
 * Does the engine have `String.prototype.isWellFormed`? Decided once; a
 * generated function reads it into a local before its checks.
 * @example const wf = NATIVE_WELL_FORMED;
 */
export const NATIVE_WELL_FORMED = typeof (String.prototype as Partial<WellFormedText>).isWellFormed === 'function';

/** Does the text hold a surrogate that is not half of a pair? One pass. */
export function hasLoneSurrogate(text: string): boolean {
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (code < 0xd800 || code > 0xdfff) continue;
    const next = text.charCodeAt(index + 1);
    if (code > 0xdbff || !(next >= 0xdc00 && next <= 0xdfff)) return true;
    index++; // the low half of the pair
  }
  return false;
}

/**
 * Does the text contain '@' and at least two '.'? The service's whole
 * definition of a well-formed email address.
 * @example hasAtAndTwoDots('a@b.co.uk') // true
 */
export function hasAtAndTwoDots(text: string): boolean {
  if (!text.includes('@')) return false;
  const first = text.indexOf('.');
  return first !== -1 && text.indexOf('.', first + 1) !== -1;
}

/**
 * Is the text longer than `max` Unicode code points? A text of more than
 * twice `max` UTF-16 units is, without counting: a huge string costs no more
 * than that.
 * @example longerThan('😀😀', 2) // false
 */
export function longerThan(text: string, max: number): boolean {
  return text.length > max && (text.length > 2 * max || codePoints(text) > max);
}

/**
 * How many Unicode code points a text has (0 for none): the `length` of an
 * issue's params. Counted only when an issue is reported.
 * @example codePoints('😀a') // 2
 */
export function codePoints(text: string | undefined): number {
  if (text === undefined) return 0;
  // Without surrogates every UTF-16 unit is a code point: a native search decides it.
  if (!SURROGATE.test(text)) return text.length;
  let count = text.length;
  for (let i = 0; i < text.length - 1; i++) {
    const unit = text.charCodeAt(i);
    if (unit >= 0xd800 && unit <= 0xdbff) {
      const next = text.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        count--;
        i++;
      }
    }
  }
  return count;
}

/**
 * The params of an issue of a length limit: the limit, and the code points
 * of the text seen (0 for none).
 * @example lengthLimit(50, 'Bloggs') // { max: 50, length: 6 }
 */
export function lengthLimit(max: number, text: string | undefined): { max: number; length: number } {
  return { max, length: codePoints(text) };
}

/**
 * The value of a whole number (a non-negative integer, or a string of ASCII
 * digits only), or `undefined` when the value is not one.
 * @example wholeNumber('03') // 3
 */
export function wholeNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isInteger(value) && value >= 0 ? value : undefined;
  if (typeof value === 'string' && isDigits(value)) return Number(value);
  return undefined;
}

/**
 * Is the text made of the ASCII digits 0-9 only, at least one? (`DIGITS`,
 * as a loop: a validator asks it of every percentage and telephone number,
 * and a loop over a few characters costs less than a regular expression.)
 * @example isDigits('0123') // true
 */
export function isDigits(text: string): boolean {
  if (text.length === 0) return false;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (code < 48 || code > 57) return false;
  }
  return true;
}

/** The largest length an array can have (2^32 - 1). */
const MAX_ARRAY_LENGTH = 4_294_967_295;

/**
 * How many entries a repeating field holds: an array's length, 0 when the
 * field is absent, 1 for a single value.
 * @example entryCount(['a', 'b']) // 2
 */
export function entryCount(value: unknown): number {
  if (Array.isArray(value)) {
    const length: unknown = value.length;
    // Only a Proxy can claim another length; reading it as one would loop without end.
    if (typeof length !== 'number' || !Number.isInteger(length) || length < 0 || length > MAX_ARRAY_LENGTH)
      throw new TypeError(`a list claims a length no array can have (${String(length)})`);
    return length;
  }
  if (value === undefined || value === null) return 0;
  if (typeof value === 'string' && isBlank(value)) return 0;
  return 1;
}

/**
 * What one validation remembers of the sparse arrays it met: their existing
 * indices, in order (see `holesEnd`).
 */
export interface SparseLists {
  sparse: Map<unknown, readonly number[]> | undefined;
}

/**
 * The last index of the run of holes that starts at `index` of an array with
 * holes (a sparse array, never a JSON value), or `index` itself when an entry
 * is there. Every hole reads as the same absent entry, so a loop that found
 * nothing at one hole jumps past the others: the work is bounded by the
 * entries that exist, not by a claimed `length`.
 * @example for (let i = 0; i < n; i++) { if (!fires(i)) i = holesEnd(list, i, findings); }
 */
export function holesEnd(list: unknown, index: number, memo: SparseLists): number {
  // Asked with `in`, not by reading the entry: a Proxy may give a value for every index it does not have.
  return !Array.isArray(list) || index in list ? index : holesAfter(list, index, memo);
}

/**
 * `holesEnd` of an array that does not hold `index` (asked already, once:
 * a generated loop asks `in` itself, and calls this only at a hole).
 * @example if (Array.isArray(list) && !(i in list)) i = holesAfter(list, i, findings);
 */
export function holesAfter(list: readonly unknown[], index: number, memo: SparseLists): number {
  let existing = memo.sparse?.get(list);
  if (existing === undefined) {
    existing = existingIndices(list);
    memo.sparse ??= new Map();
    memo.sparse.set(list, existing);
  }
  // The first existing index after `index`, by binary search.
  let low = 0;
  let high = existing.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((existing[middle] as number) <= index) low = middle + 1;
    else high = middle;
  }
  // Never before `index`: a getter may give another list than the one the loop counted.
  return Math.max(index, (existing[low] ?? list.length) - 1);
}

/** The indices an array really holds, in ascending order. */
function existingIndices(list: readonly unknown[]): number[] {
  const indices: number[] = [];
  for (const key of Object.keys(list)) {
    const index = Number(key);
    if (Number.isInteger(index) && index >= 0 && index < list.length && String(index) === key) indices.push(index);
  }
  return indices.sort((a, b) => a - b);
}

/**
 * Entry `index` of a repeating field (a single value is entry 0).
 * @example entryAt('x', 0) // 'x'
 */
export function entryAt(value: unknown, index: number): unknown {
  if (Array.isArray(value)) return value[index];
  return index === 0 ? value : undefined;
}
