/**
 * Reading a form's values, once and in one pass, into a tree of named slots:
 * what the form holds under `charitySplits`, under `charitySplits.0`, under
 * `charitySplits.0.customCodes`... whether it came as dotted names (a
 * `FormData`, a `URLSearchParams`, a flat object) or nested as
 * react-hook-form makes them (`{ charitySplits: [{ customCodes: ['a'] }] }`),
 * or both.
 *
 * The cost is bounded by what the form holds, never by what it claims:
 * - a `FormData`-like object is read through one `entries()` pass, its
 *   values grouped by name (never `getAll` per name, which costs a pass
 *   over every entry for each name);
 * - a plain object through its own keys (`Object.keys`), an array through
 *   its own index keys (holes cost nothing; its `length` is never read);
 * - names and nesting go at most `MAX_DEPTH` levels deep: the deepest shape
 *   of the two operations, field -> list -> split -> list
 *   (`charitySplits.0.customCodes.1`). Anything deeper is not read, so a
 *   cyclic or 10,000-deep object costs no more than a shallow one.
 * Only names whose first segment the caller wants are kept.
 *
 * Reading never changes the form. Whatever the form throws (a revoked
 * Proxy, a throwing getter or iterator) propagates: the caller decides.
 */
import { INDEX } from '../runtime/patterns.js';

/** One value of an input: text, a number input's number, a checkbox's boolean. */
export type Scalar = string | number | boolean;

/**
 * A value given to a name, with its place among the name's values: `at` is
 * `undefined` when the name was given one value, else the value's position
 * (an array's index, or the n-th entry of a name repeated in a `FormData`).
 */
export interface Given {
  readonly value: Scalar;
  readonly at: number | undefined;
}

/** What a form holds under one name: the values given to the name itself, and the slots of the names under it. */
export interface Slot {
  readonly given: Given[];
  /** By segment: a split's field names, a list's indices ('0', '1'...). */
  readonly under: Map<string, Slot>;
}

/** The most segments a name has that the operations read: field, list index, split field, list index. */
export const MAX_DEPTH = 4;

const newSlot = (): Slot => ({ given: [], under: new Map() });

/** The slot of a segment under `slot`, made when missing. */
function slotUnder(slot: Slot, segment: string): Slot {
  let child = slot.under.get(segment);
  if (child === undefined) {
    child = newSlot();
    slot.under.set(segment, child);
  }
  return child;
}

const isScalar = (value: unknown): value is Scalar =>
  typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';

/**
 * Places a value at `slot` (of depth `depth`): a scalar is one value of it;
 * an array's scalar entries are its values at their indices, and its other
 * entries are read under the index; a plain object's keys are names under
 * it. Anything else (`null`, `undefined`, a function...) is no value.
 */
function place(slot: Slot, value: unknown, depth: number): void {
  if (isScalar(value)) {
    slot.given.push({ value, at: undefined });
    return;
  }
  if (typeof value !== 'object' || value === null) return;
  if (!Array.isArray(value)) {
    if (depth < MAX_DEPTH) readNames(slot, value as Readonly<Record<string, unknown>>, depth, undefined);
    return;
  }
  // Own keys only: a hole or a claimed length costs nothing.
  for (const key of Object.keys(value)) {
    if (!INDEX.test(key)) continue;
    const entry: unknown = (value as readonly unknown[])[Number(key)];
    if (isScalar(entry)) slot.given.push({ value: entry, at: Number(key) });
    else if (depth < MAX_DEPTH && typeof entry === 'object' && entry !== null)
      place(slotUnder(slot, key), entry, depth + 1);
  }
}

/**
 * The slot a dotted name reaches from `slot` (of depth `depth`), made when
 * missing, or `undefined` when the name goes deeper than `MAX_DEPTH`.
 */
function slotOfName(slot: Slot, name: string, depth: number): { slot: Slot; depth: number } | undefined {
  const segments = name.split('.', MAX_DEPTH - depth + 1);
  if (depth + segments.length > MAX_DEPTH) return undefined;
  let reached = slot;
  for (const segment of segments) reached = slotUnder(reached, segment);
  return { slot: reached, depth: depth + segments.length };
}

/** Is the first segment of a dotted name one the caller wants? */
function firstWanted(name: string, wanted: (field: string) => boolean): boolean {
  const dot = name.indexOf('.');
  return wanted(dot === -1 ? name : name.slice(0, dot));
}

/**
 * Reads a plain object's own enumerable keys as (dotted) names under
 * `slot`; at the top (`wanted` given), only names whose first segment is
 * wanted, and only their values are read.
 */
function readNames(
  slot: Slot,
  values: Readonly<Record<string, unknown>>,
  depth: number,
  wanted: ((field: string) => boolean) | undefined,
): void {
  for (const name of Object.keys(values)) {
    if (wanted !== undefined && !firstWanted(name, wanted)) continue;
    const reached = slotOfName(slot, name, depth);
    if (reached !== undefined) place(reached.slot, values[name], reached.depth);
  }
}

/**
 * Reads a `FormData`-like object's entries in one pass: the values of each
 * wanted name, grouped; a name given once is one value, a repeated name a
 * list of them (each at its position among the name's entries).
 */
function readEntries(root: Slot, entries: Iterable<unknown>, wanted: (field: string) => boolean): void {
  const groups = new Map<string, unknown[]>();
  for (const entry of entries) {
    const name: unknown = (entry as readonly unknown[])[0];
    if (typeof name !== 'string' || !firstWanted(name, wanted)) continue;
    const value: unknown = (entry as readonly unknown[])[1];
    const group = groups.get(name);
    if (group === undefined) groups.set(name, [value]);
    else group.push(value);
  }
  for (const [name, group] of groups) {
    const reached = slotOfName(root, name, 0);
    if (reached !== undefined) place(reached.slot, group.length === 1 ? group[0] : group, reached.depth);
  }
}

/** The `entries` method of a `FormData`-like object (a `FormData`, a `URLSearchParams`, a `Map`), if it has one. */
function entriesOf(form: object): (() => Iterable<unknown>) | undefined {
  const entries: unknown = (form as { entries?: unknown }).entries;
  return typeof entries === 'function' ? (entries as () => Iterable<unknown>) : undefined;
}

/**
 * The slots of a form's values, the names whose first segment is wanted;
 * `undefined` when the values are no form (not an object, or an array).
 * Throws what the form throws when read.
 * @example readSlots({ 'charitySplits.0.charityResourceId': 'c1' }, (name) => name === 'charitySplits')?.under.get('charitySplits')
 */
export function readSlots(values: unknown, wanted: (field: string) => boolean): Slot | undefined {
  if (typeof values !== 'object' || values === null || Array.isArray(values)) return undefined;
  const root = newSlot();
  const entries = entriesOf(values);
  if (entries === undefined) readNames(root, values as Readonly<Record<string, unknown>>, 0, wanted);
  else readEntries(root, entries.call(values), wanted);
  return root;
}
