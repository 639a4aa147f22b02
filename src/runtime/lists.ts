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

/**
 * What a list's one pass keeps for the per-entry rules after it: the
 * entries where some rule fires (a run of holes is one entry) as slots, in
 * index order, each with the rules that fire there as bits of a word and
 * the first and last index it stands for; and the texts the pass has seen
 * at a field compared for repeats. One is kept between validations
 * (`takeSlots` / `giveSlots`), so that a validation allocates none; a
 * validation started from inside another (by a getter of the body) takes a
 * new one.
 */
export interface Slots {
  count: number;
  readonly flags: number[];
  readonly first: number[];
  readonly last: number[];
  /** The first texts seen, in `textCount` places: compared one by one. */
  readonly texts: string[];
  textCount: number;
  /** Every text seen, once there are more than the places (a hostile body): the search stays linear. */
  set: Set<string> | undefined;
  /** The event's first fixed splits used up by the page's splits so far (`claimFixedSplit`), a bit each by index. */
  usedBits: number;
  /** The event's further fixed splits used up, by index, in `usedCount` places. */
  readonly used: boolean[];
  usedCount: number;
}

let spare: Slots | undefined;

/** The most entries `Slots` may have kept to be kept themselves for the next validation. */
const SPARE_PLACES = 64;

/**
 * Empty `Slots` for one pass.
 * @example const slots = takeSlots(); keepSlot(slots, 1, 0, 0); giveSlots(slots);
 */
export function takeSlots(): Slots {
  const slots = spare ?? {
    count: 0,
    flags: [],
    first: [],
    last: [],
    texts: [],
    textCount: 0,
    set: undefined,
    usedBits: 0,
    used: [],
    usedCount: 0,
  };
  spare = undefined;
  return slots;
}

/**
 * Gives `Slots` back, emptied (holding on to no text), for the next validation.
 * @example giveSlots(slots)
 */
export function giveSlots(slots: Slots): void {
  // Slots that kept many entries (a hostile body) are let go, not kept for the next validation.
  if (slots.count > SPARE_PLACES) return;
  // Emptied place by place: shortening an array would free its store, and the next pass would grow it again.
  for (let place = 0; place < slots.textCount; place++) slots.texts[place] = '';
  for (let place = 0; place < slots.usedCount; place++) slots.used[place] = false;
  slots.usedCount = 0;
  slots.usedBits = 0;
  slots.count = 0;
  slots.textCount = 0;
  slots.set = undefined;
  spare = slots;
}

/** The fixed splits before this index are marked in `usedBits`, the rest in `used`. */
const USED_BITS = 30;

/**
 * Marks the event's fixed split at index `at` used up by a page split
 * (`matchFixedSplit`); false when it already was. A bit for the first
 * splits: no array written, nothing to empty after the pass.
 * @example claimFixedSplit(slots, 0) // true, then false until giveSlots(slots)
 */
export function claimFixedSplit(slots: Slots, at: number): boolean {
  if (at < USED_BITS) {
    const bit = 1 << at;
    if ((slots.usedBits & bit) !== 0) return false;
    slots.usedBits |= bit;
    return true;
  }
  if (slots.used[at] === true) return false;
  slots.used[at] = true;
  if (at >= slots.usedCount) slots.usedCount = at + 1;
  return true;
}

/**
 * Keeps the entry from index `first` to `last` (a run of holes, or one
 * entry) with the rules that fire there, `flags`.
 * @example if (f0 !== 0) keepSlot(slots, f0, 3, 3);
 */
export function keepSlot(slots: Slots, flags: number, first: number, last: number): void {
  const at = slots.count++;
  slots.flags[at] = flags;
  slots.first[at] = first;
  slots.last[at] = last;
}

/**
 * Whether `text` was seen before in this pass (then true), remembering it:
 * `repeatsEarlier` for the entries in the order a pass reads them. No text
 * repeats nothing.
 * @example repeatedText(slots, 'CH-1') // false, then true when asked again
 */
export function repeatedText(slots: Slots, text: string | undefined): boolean {
  if (text === undefined) return false;
  if (slots.set !== undefined) {
    if (slots.set.has(text)) return true;
    slots.set.add(text);
    return false;
  }
  const { texts, textCount } = slots;
  for (let place = 0; place < textCount; place++) if (texts[place] === text) return true;
  if (textCount === COMPARE_EARLIER) slots.set = new Set(texts).add(text);
  else {
    texts[textCount] = text;
    slots.textCount = textCount + 1;
  }
  return false;
}
