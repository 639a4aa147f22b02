/**
 * Values no JSON parser gives, for the properties of the helpers that must
 * take any value (normaliseAccount, normalisePage): objects whose getters
 * throw, revoked Proxies, Proxies listing their keys out of order, sparse
 * lists claiming 2^32 - 1 entries, and lists holding integer-like keys that
 * are no index ('', '-1', '0x0', ...).
 */
import fc from 'fast-check';
import { accountFields, pageFields } from '../../src/index.js';

/** Keys that read as numbers but are no array index: a list holding them has no more entries. */
export const INTEGER_LIKE_KEYS = [
  '',
  '-1',
  '-0',
  '0x0',
  '01',
  '00',
  '1.0',
  '1e0',
  ' 1',
  '1 ',
  '+1',
  '4294967295',
  '4294967296',
  'NaN',
  'Infinity',
] as const;

/** The largest length an array can have. */
export const MAX_LENGTH = 4_294_967_295;

/** A Proxy revoked before it is returned: any operation on it throws. */
export function revokedProxy(overArray = false): object {
  const { proxy, revoke } = Proxy.revocable(overArray ? [] : {}, {});
  revoke();
  return proxy;
}

/** `target` with each of `names` made an enumerable getter that throws. */
export function withThrowingGetters<T extends object>(target: T, names: readonly string[]): T {
  for (const name of names)
    Object.defineProperty(target, name, {
      enumerable: true,
      configurable: true,
      get: (): never => {
        throw new Error(`boom: ${name}`);
      },
    });
  return target;
}

/** `target` behind a Proxy that lists its own keys in reverse order (a Proxy may list them in any order). */
export function keysReversed<T extends object>(target: T): T {
  return new Proxy(target, { ownKeys: (inner) => Reflect.ownKeys(inner).reverse() });
}

/** The field names of both operations and of a split, as an input may use them. */
const NAMES = [
  ...new Set([
    ...accountFields.map((field) => field.replace('[]', '')),
    ...pageFields.map((field) => field.replace('[]', '')),
    'charityResourceId',
    'charitySplitPercent',
    'customCodes',
  ]),
];
const name = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...NAMES) },
  { weight: 1, arbitrary: fc.constantFrom(...INTEGER_LIKE_KEYS, '0', '1', '2', 'length') },
);

/**
 * A value made afresh by calling it: fast-check looks into the values it
 * generates (`in`), which a revoked Proxy refuses, so the arbitraries give
 * the recipe and the property makes the value.
 */
export type Make = () => unknown;

const made =
  (value: unknown): Make =>
  () =>
    value;

/** A value that is no object: text (NUL and lone surrogates too), numbers (not finite too), and the rest. */
const leaf: fc.Arbitrary<Make> = fc
  .oneof(
    fc.string({ unit: 'binary', maxLength: 8 }),
    fc.constantFrom('Y', 'N', '100', '03', 'c1', ' ', '\u0000', 'a\u0000b', '\uD800', '\uDC00x'),
    fc.double(),
    fc.constantFrom(Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, Number.NaN, -0, 2 ** 53 + 2),
    fc.integer(),
    fc.boolean(),
    fc.constantFrom(null, undefined),
    fc.bigInt(),
    fc.constant(Symbol('s')),
    fc.constant(() => 'a function'),
  )
  .map(made);

/** A list of made entries. */
const listOf = (entries: readonly Make[]): unknown[] => entries.map((make) => make());
/** A record of made values. */
const recordOf = (entries: Readonly<Record<string, Make | undefined>>): Record<string, unknown> => {
  const record: Record<string, unknown> = {};
  for (const [key, make] of Object.entries(entries)) if (make !== undefined) record[key] = make();
  return record;
};

/** A sparse list of entries at indices up to 2^32 - 2, with integer-like extra keys, its length maybe 2^32 - 1. */
const sparseList = (entry: fc.Arbitrary<Make>): fc.Arbitrary<Make> =>
  fc
    .tuple(
      fc.array(fc.tuple(fc.nat({ max: MAX_LENGTH - 1 }), entry), { maxLength: 4 }),
      fc.array(fc.tuple(fc.constantFrom(...INTEGER_LIKE_KEYS), entry), { maxLength: 3 }),
      fc.boolean(),
    )
    .map(([entries, extras, huge]) => () => {
      const list: unknown[] = [];
      for (const [index, make] of entries) list[index] = make();
      for (const [key, make] of extras) (list as unknown as Record<string, unknown>)[key] = make();
      if (huge) list.length = MAX_LENGTH;
      return list;
    });

/**
 * Any value an input may hold (as its recipe): JSON-like trees whose nodes
 * may throw when read, be revoked, list their keys out of order, or be
 * sparse lists with integer-like extra keys.
 */
export const hostileValue: fc.Arbitrary<Make> = fc.letrec<{ value: Make; node: Make }>((tie) => ({
  value: fc.oneof({ depthSize: 'small', maxDepth: 4 }, leaf, tie('node')),
  node: fc.oneof(
    fc.array(tie('value'), { maxLength: 4 }).map((entries) => () => listOf(entries)),
    fc.dictionary(name, tie('value'), { maxKeys: 6 }).map((entries) => () => recordOf(entries)),
    sparseList(tie('value')),
    fc.tuple(fc.dictionary(name, tie('value'), { maxKeys: 4 }), fc.subarray(NAMES, { maxLength: 3 })).map(
      ([entries, names]) =>
        () =>
          withThrowingGetters(recordOf(entries), names),
    ),
    fc.tuple(fc.array(tie('value'), { maxLength: 3 }), fc.subarray(['0', '1', '2'], { maxLength: 2 })).map(
      ([entries, indices]) =>
        () =>
          withThrowingGetters(listOf(entries), indices),
    ),
    fc.boolean().map((overArray) => () => revokedProxy(overArray)),
    fc
      .oneof(
        fc.array(tie('value'), { maxLength: 4 }).map((entries) => () => listOf(entries)),
        fc.dictionary(name, tie('value'), { maxKeys: 4 }).map((entries) => () => recordOf(entries)),
      )
      .map((make) => () => keysReversed(make() as object)),
  ),
})).value;

/** A body of `fields` (as its recipe), each holding a hostile value or left out. */
export const hostileBody = (fields: readonly string[]): fc.Arbitrary<Make> =>
  fc
    .record(Object.fromEntries(fields.map((field) => [field.replace('[]', ''), hostileValue])), { requiredKeys: [] })
    .map((entries) => () => recordOf(entries));

/** A list and the entries it really holds, in the order of their indices. */
export interface MarkedList<T> {
  readonly list: unknown;
  /** The entries a reader must find: each entry once, ascending by index. */
  readonly entries: readonly T[];
}

/**
 * A list of distinct entries made by `make` (from a distinct marker text)
 * at distinct indices, beside integer-like keys holding entries of their
 * own (never to be read), maybe a claimed length of 2^32 - 1, maybe behind
 * a Proxy listing its keys in reverse, maybe with an index whose getter
 * throws; or one entry given alone (a list of one).
 */
export const markedList = <T>(make: (marker: string) => T): fc.Arbitrary<MarkedList<T>> =>
  fc
    .tuple(
      fc.uniqueArray(fc.oneof(fc.nat({ max: 8 }), fc.nat({ max: MAX_LENGTH - 1 })), { maxLength: 6 }),
      fc.uniqueArray(fc.constantFrom(...INTEGER_LIKE_KEYS), { maxLength: 4 }),
      fc.boolean(),
      fc.boolean(),
      fc.option(fc.nat({ max: MAX_LENGTH - 1 })),
      fc.boolean(),
    )
    .map(([indices, extras, huge, reversed, throwing, alone]) => {
      if (alone && indices.length === 1) return { list: make('only'), entries: [make('only')] };
      const list: unknown[] = [];
      for (const index of indices) list[index] = make(`entry-${index}`);
      for (const key of extras) (list as unknown as Record<string, unknown>)[key] = make(`extra-${key}`);
      if (huge) list.length = MAX_LENGTH;
      const broken = throwing !== null && !indices.includes(throwing) ? throwing : undefined;
      if (broken !== undefined) withThrowingGetters(list, [String(broken)]);
      const entries = [...indices].sort((a, b) => a - b).map((index) => make(`entry-${index}`));
      return { list: reversed ? keysReversed(list) : list, entries };
    });
