import { describe, expect, it } from 'vitest';
import { todayInLondon } from './today.js';

describe('todayInLondon', () => {
  it.each([
    ['2026-11-22T23:59:59Z', '20261122'], // GMT: London is on UTC
    ['2026-07-01T23:30:00Z', '20260702'], // BST: already the next day in London
    ['2026-03-29T00:59:59Z', '20260329'],
    ['2026-12-31T23:59:59Z', '20261231'],
  ])('at %s is %s', (instant, expected) => {
    expect(todayInLondon(Date.parse(instant))).toBe(expected);
  });
});
