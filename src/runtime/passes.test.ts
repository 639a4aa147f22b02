/**
 * What a list's one pass computes in place of reading the list again: the
 * fixed-splits match and the repeated texts, held to the functions that read
 * the list (the reference interpreter's), over lists of any length, beyond
 * the places kept for a few entries.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { EventInfo } from '../facts/types.js';
import { claimFixedSplit, giveSlots, keepSlot, repeatedText, repeatsEarlier, takeSlots } from './lists.js';
import { fixedSplitsDiffer, fixedSplitsMatched, matchFixedSplit } from './lookups.js';
import { FALSE, TRUE, type Tri } from './tri.js';
import { textAt, wholeNumber } from './values.js';

const memo = () => ({ sparse: undefined, repeats: undefined });
const unknowns = { unknown: (): Tri => FALSE };

const charity = fc.constantFrom('CH-1', 'CH-2', 'CH-3', ' ', '');
const percent = fc.oneof(fc.constantFrom(10, 20, 50, '20', 'x', -1), fc.integer({ min: 0, max: 3 }));
const split = fc.record({ charityResourceId: charity, charitySplitPercent: percent });
const fixedSplit = fc.record({
  charityResourceId: fc.constantFrom('CH-1', 'CH-2', 'CH-3'),
  charitySplitPercent: fc.constantFrom(10, 20, 50, 0, 1),
});

/** The pass: each split's charity text and whole percentage, in index order. */
function passMatch(event: EventInfo, splits: readonly Record<string, unknown>[]): number {
  const slots = takeSlots();
  let match = 0;
  for (const entry of splits)
    match = matchFixedSplit(
      slots,
      event,
      match,
      textAt(entry.charityResourceId),
      wholeNumber(entry.charitySplitPercent),
    );
  giveSlots(slots);
  return match;
}

describe('the fixed-splits match of a pass', () => {
  it('differs exactly when reading the splits again says so, for few and for many fixed splits', () => {
    fc.assert(
      fc.property(
        fc.array(fixedSplit, { maxLength: 40, size: 'max' }),
        fc.array(split, { maxLength: 45, size: 'max' }),
        fc.boolean(),
        (fixed, splits, copy) => {
          // Half the time the page gives exactly the event's splits, shuffled: the match must hold then.
          const page = copy ? [...fixed].reverse() : splits;
          const event: EventInfo = { charitySplits: fixed };
          const expected = fixedSplitsDiffer(unknowns, event, page, 'charityResourceId', 'charitySplitPercent', memo());
          expect(fixedSplitsMatched(unknowns, event, passMatch(event, page))).toBe(expected);
          if (copy) expect(expected).toBe(FALSE);
        },
      ),
    );
  });

  it('leaves an event without fixed splits, or no event, matched', () => {
    expect(fixedSplitsMatched(unknowns, {}, passMatch({}, [{ charityResourceId: 'CH-1' }]))).toBe(FALSE);
    expect(fixedSplitsMatched(unknowns, null, 0)).toBe(FALSE);
    expect(fixedSplitsMatched(unknowns, { charitySplits: [] }, passMatch({ charitySplits: [] }, []))).toBe(FALSE);
    expect(fixedSplitsMatched(unknowns, { charitySplits: [] }, -1)).toBe(TRUE);
  });
});

describe('the fixed splits a pass uses up', () => {
  it('uses each index up once, in the bits and past them, and none after the pass', () => {
    const indices = [0, 1, 29, 30, 31, 63, 100];
    const slots = takeSlots();
    for (const at of indices) expect(claimFixedSplit(slots, at)).toBe(true);
    for (const at of indices) expect(claimFixedSplit(slots, at)).toBe(false);
    expect(claimFixedSplit(slots, 2)).toBe(true);
    giveSlots(slots);
    const next = takeSlots();
    for (const at of indices) expect(claimFixedSplit(next, at)).toBe(true);
    giveSlots(next);
  });
});

describe('the repeated texts of a pass', () => {
  it('finds the entries repeatsEarlier finds, past the places kept for the first texts', () => {
    fc.assert(
      fc.property(
        fc.array(fc.oneof(fc.constantFrom('a', 'b', ' '), fc.string({ maxLength: 2 })), { maxLength: 60, size: 'max' }),
        (texts) => {
          const list = texts.map((text) => ({ c: text }));
          const slots = takeSlots();
          const seen = texts.map((text) => repeatedText(slots, textAt(text)));
          giveSlots(slots);
          const earlier = texts.map((text, index) => repeatsEarlier(list, 'c', index, textAt(text), memo()));
          expect(seen).toEqual(earlier);
        },
      ),
    );
  });

  it('lets go of slots that kept many entries (a hostile body), keeping small ones for the next pass', () => {
    const many = takeSlots();
    for (let index = 0; index < 1000; index++) keepSlot(many, 1, index, index);
    giveSlots(many);
    const next = takeSlots();
    expect(next).not.toBe(many);
    expect(next.flags.length).toBe(0);
    keepSlot(next, 1, 0, 0);
    giveSlots(next);
    expect(takeSlots()).toBe(next);
  });

  it('gives the next pass empty slots, holding no text', () => {
    const slots = takeSlots();
    repeatedText(slots, 'kept');
    giveSlots(slots);
    const next = takeSlots();
    expect(next.textCount).toBe(0);
    expect(next.texts.includes('kept')).toBe(false);
    expect(repeatedText(next, 'kept')).toBe(false);
    giveSlots(next);
  });
});
