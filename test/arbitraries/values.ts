/**
 * What the account and page arbitraries share: the contract's reading of
 * values (contract section 5), calendar dates, and the building blocks of
 * free text and absent values. Independent of src/.
 */
import fc from 'fast-check';

// ---------------------------------------------------------------------------
// Contract predicates (contract sections 5 and 6), independent of src/
// ---------------------------------------------------------------------------

/** Code points, as the contract counts lengths. */
export const codePoints = (text: string): number => [...text].length;
/** Blank: empty after trimming white space. */
export const isBlank = (text: string): boolean => text.trim().length === 0;
/** Section 5: the text of a single-valued field, or undefined when it is absent (wrong types included). */
export const textOf = (value: unknown): string | undefined =>
  typeof value === 'string'
    ? isBlank(value)
      ? undefined
      : value
    : typeof value === 'number'
      ? String(value)
      : undefined;
/** Section 5: the entries of a repeating field. */
export const entriesOf = (value: unknown): unknown[] =>
  Array.isArray(value)
    ? value
    : value === undefined || value === null || (typeof value === 'string' && isBlank(value))
      ? []
      : [value];

/** A real calendar date written YYYYMMDD, as [year, month, day]. */
export function realDate(text: string): [number, number, number] | undefined {
  if (!/^[0-9]{8}$/.test(text)) return undefined;
  const y = Number(text.slice(0, 4));
  const m = Number(text.slice(4, 6));
  const d = Number(text.slice(6, 8));
  if (m < 1 || m > 12 || d < 1 || d > daysIn(y, m)) return undefined;
  return [y, m, d];
}

export const isLeap = (y: number): boolean => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
export const daysIn = (y: number, m: number): number =>
  m === 2 ? (isLeap(y) ? 29 : 28) : [4, 6, 9, 11].includes(m) ? 30 : 31;

const pad = (n: number, width: number): string => String(n).padStart(width, '0');
export const ymd = (y: number, m: number, d: number): string => `${pad(y, 4)}${pad(m, 2)}${pad(d, 2)}`;

/** Adds days to a YYYYMMDD date (proleptic Gregorian, UTC arithmetic). */
export function addDays(date: string, days: number): string {
  const [y, m, d] = realDate(date) as [number, number, number];
  const at = new Date(0);
  at.setUTCFullYear(y, m - 1, d + days);
  return ymd(at.getUTCFullYear(), at.getUTCMonth() + 1, at.getUTCDate());
}

// ---------------------------------------------------------------------------
// Expected issues
// ---------------------------------------------------------------------------

/** A documented issue, as contract sections 3, 5 and 6 place it. */
export interface Expected {
  code: string;
  path: (string | number)[];
  parameter: string;
}

/** The documented issue of `code` at the field it concerns. */
export const at = (code: string, field: string, parameter: string = field): Expected => ({
  code,
  path: [field],
  parameter,
});

// ---------------------------------------------------------------------------
// Building blocks
// ---------------------------------------------------------------------------

/** Marks a field to be left out of the payload. */
export const OMIT: unique symbol = Symbol('omit');

export const ASCII_LETTERS = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
export const DIGITS = '0123456789';
export const URL_CHARS = `${ASCII_LETTERS}${DIGITS}._~-`;
/** Single code points outside ASCII: accents, other scripts, astral emoji, a combining mark. */
const NON_ASCII = ['é', 'ß', 'Ø', 'ł', 'Ж', 'ש', 'ي', '中', '日', 'ñ', '\u0301', '😀', '🎉', '𝔘', '🇬', '\u00a0'];
/** White space that trimming removes. */
export const WHITE = [' ', '\t', '\n', '\r', '\u00a0', '\u2003', '\u3000', '\ufeff', '\u2028'];

export const letter = fc.constantFrom(...ASCII_LETTERS);
export const digit = fc.constantFrom(...DIGITS);

/**
 * Can a text column store this text (contract section 10.5)? No U+0000, and
 * every surrogate half of a pair: the oracle's own reading, by a pattern.
 */
export const storable = (text: string): boolean =>
  !text.includes('\u0000') && !/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/.test(text);

/** One code point of free text: mostly letters, some punctuation, non-ASCII and emoji, any code point a column stores. */
export const textUnit: fc.Arbitrary<string> = fc.oneof(
  { weight: 8, arbitrary: letter },
  { weight: 1, arbitrary: fc.constantFrom(' ', '-', "'", '.', ',') },
  { weight: 3, arbitrary: fc.constantFrom(...NON_ASCII) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }).filter(storable) },
);

/** A unit that may also be a lone surrogate (a string of it is still counted in code points). */
export const hostileUnit: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: textUnit },
  { weight: 1, arbitrary: fc.constantFrom('\uD800', '\uDBFF', '\uDC00', '\uDFFF') },
);

/** Non-blank free text of `min..max` code points, biased to the limit. */
export function text(max: number, min = 1, unit: fc.Arbitrary<string> = textUnit): fc.Arbitrary<string> {
  return fc
    .oneof(
      { weight: 3, arbitrary: fc.string({ unit, minLength: min, maxLength: max }) },
      { weight: 1, arbitrary: fc.string({ unit, minLength: max, maxLength: max }) },
      { weight: 1, arbitrary: fc.string({ unit, minLength: min, maxLength: Math.min(max, min + 2) }) },
    )
    .filter((s) => !isBlank(s) && codePoints(s) >= min && codePoints(s) <= max);
}
/** Free text of 1 to 20 code points over `max`. */
export const tooLong = (max: number, unit?: fc.Arbitrary<string>): fc.Arbitrary<string> =>
  text(max + 20, max + 1, unit);

/** Absent values: left out, null, blank strings. */
export const blankString: fc.Arbitrary<string> = fc.string({ unit: fc.constantFrom(...WHITE), maxLength: 4 });
export const absentValue: fc.Arbitrary<unknown> = fc.oneof(fc.constant(OMIT), fc.constant(null), blankString);
/** Values of the wrong type (object, array, boolean): absent, plus an engine type code. */
export const wrongTypeValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.boolean(),
  fc.constant({}),
  fc.constant([]),
  fc.array(fc.string(), { minLength: 1, maxLength: 2 }),
  fc.dictionary(fc.string(), fc.string(), { maxKeys: 2 }),
);
/** Any absent value, wrong types included. */
export const anyAbsent: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: absentValue },
  { weight: 1, arbitrary: wrongTypeValue },
);

/** A value for any field: text, absent and wrongly typed values, numbers, and values rules single out. */
export const fieldValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: fc.string({ maxLength: 70 }) },
  { weight: 1, arbitrary: anyAbsent },
  { weight: 1, arbitrary: wrongTypeValue },
  { weight: 1, arbitrary: fc.integer() },
  {
    weight: 1,
    arbitrary: fc.constantFrom('Y', 'N', 'GB', 'Mr', '039', '20270101', '19900101', 'SW1A 1AA', '03', '100'),
  },
);

/** Records of some of the named fields (`[]` dropped), each holding a `fieldValue` or a list of them. */
export const recordOf = (names: readonly string[]): fc.Arbitrary<Record<string, unknown>> =>
  fc.dictionary(
    fc.constantFrom(...names.map((name) => name.replace('[]', ''))),
    fc.oneof(fieldValue, fc.array(fieldValue, { maxLength: 7 })),
  );

/** Drops the fields marked OMIT. */
export function strip<T extends Record<string, unknown>>(record: T): T {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(record)) if (value !== OMIT) out[key] = value;
  return out as T;
}

// ---------------------------------------------------------------------------
// Faulty values
// ---------------------------------------------------------------------------

/** Non-blank text of at most `max` code points that is none of `excluded`. */
export const nonBlankNot = (excluded: readonly string[], max = 20): fc.Arbitrary<string> =>
  text(max).filter((s) => !excluded.includes(s));
/** Near misses of fixed values: other case, a space before or after, a trailing full stop. */
export const caseVariants = (values: readonly string[]): string[] =>
  values
    .flatMap((v) => [v.toLowerCase(), v.toUpperCase(), ` ${v}`, `${v} `, `${v}.`])
    .filter((v) => !values.includes(v));

/** Inserts `inserted` into `base` at a generated position. */
export const insertInto = (base: fc.Arbitrary<string>, inserted: fc.Arbitrary<string>): fc.Arbitrary<string> =>
  fc.tuple(base, inserted, fc.nat()).map(([s, c, i]) => {
    const chars = [...s];
    const k = i % (chars.length + 1);
    return [...chars.slice(0, k), c, ...chars.slice(k)].join('');
  });
