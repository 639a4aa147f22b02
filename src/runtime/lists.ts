/**
 * Whole-list readings of a repeating field that per-entry rules share: the
 * entry's field, and whether an entry repeats an earlier one.
 */
import { asRecord, entryAt, entryCount, holesEnd, type SparseLists, textAt } from './values.js';

/**
 * Field `name` of entry `index` of a repeating field ('' is the entry itself).
 * @example entryField([{ c: 'x' }], 0, 'c') // 'x'
 */
export function entryField(list: unknown, index: number, name: string): unknown {
  const entry = entryAt(list, index);
  return name === '' ? entry : asRecord(entry)[name];
}

/** What one validation remembers of the lists it looked for repeats in. */
export interface RepeatMemo extends SparseLists {
  /** By entry field name, then by list. */
  repeats: Map<string, Map<unknown, ReadonlySet<number>>> | undefined;
}

/**
 * Up to this index, an entry is compared with each earlier one: allocation
 * free, and at most this many comparisons. Beyond it (a hostile list of
 * thousands) the repeated entries are found once, in one pass.
 */
const COMPARE_EARLIER = 16;

/**
 * Does field `name` of entry `index`, whose text is `text`, have the text of
 * the same field of an earlier entry?
 * @example repeatsEarlier([{ c: 'x' }, { c: 'x' }], 'c', 1, 'x', findings) // true
 */
export function repeatsEarlier(
  list: unknown,
  name: string,
  index: number,
  text: string | undefined,
  memo: RepeatMemo,
): boolean {
  if (text === undefined) return false;
  if (index <= COMPARE_EARLIER) {
    for (let earlier = 0; earlier < index; earlier++) if (textAt(entryField(list, earlier, name)) === text) return true;
    return false;
  }
  return repeatedEntries(list, name, memo).has(index);
}

/** The indices of the entries whose field `name` repeats an earlier entry's, found once per validation. */
function repeatedEntries(list: unknown, name: string, memo: RepeatMemo): ReadonlySet<number> {
  const known = memo.repeats?.get(name)?.get(list);
  if (known !== undefined) return known;
  const seen = new Set<string>();
  const repeated = new Set<number>();
  for (let index = 0, total = entryCount(list); index < total; index++) {
    const text = textAt(entryField(list, index, name));
    if (text === undefined) index = holesEnd(list, index, memo);
    else if (seen.has(text)) repeated.add(index);
    else seen.add(text);
  }
  memo.repeats ??= new Map();
  let byList = memo.repeats.get(name);
  if (byList === undefined) {
    byList = new Map();
    memo.repeats.set(name, byList);
  }
  byList.set(list, repeated);
  return repeated;
}
