import { describe, expect, it } from 'vitest';
import { todayDate, todayInLondon } from './today.js';

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

describe('todayDate', () => {
  it('reads the option as its YYYYMMDD integer', () => {
    expect(todayDate('20261122')).toBe(20261122);
  });
  it('defaults to today in London', () => {
    expect(todayDate(undefined)).toBe(Number(todayInLondon()));
  });
  it('refuses a date that does not exist', () => {
    expect(() => todayDate('20260230')).toThrow(TypeError);
  });
});
