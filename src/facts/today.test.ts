import { describe, expect, it } from 'vitest';
import { todayInLondon } from './today.js';

describe('todayInLondon', () => {
  it.each([
    ['2026-11-22T23:59:59Z', 20261122], // GMT: London is on UTC
    ['2026-07-01T23:30:00Z', 20260702], // BST: already the next day in London
    ['2026-03-29T00:59:59Z', 20260329],
    ['2026-12-31T23:59:59Z', 20261231],
  ])('at %s is %s', (instant, expected) => {
    expect(todayInLondon(Date.parse(instant))).toBe(expected);
  });

  it('changes date when the UTC hour of London midnight begins, read once per hour', () => {
    const times: [string, number][] = [
      ['2026-07-01T22:00:00.000Z', 20260701],
      ['2026-07-01T22:59:59.999Z', 20260701],
      ['2026-07-01T23:00:00.000Z', 20260702], // midnight in BST
      ['2026-07-01T23:59:59.999Z', 20260702],
      ['2026-11-22T23:59:59.999Z', 20261122],
      ['2026-11-23T00:00:00.000Z', 20261123], // midnight in GMT
      ['2026-03-29T00:30:00.000Z', 20260329], // the clocks go forward at 01:00 UTC, the date stays
      ['2026-03-29T01:30:00.000Z', 20260329],
      ['2026-03-29T22:59:59.999Z', 20260329],
      ['2026-03-29T23:00:00.000Z', 20260330],
      ['2026-10-25T00:30:00.000Z', 20261025], // the clocks go back at 01:00 UTC
      ['2026-10-25T23:59:59.999Z', 20261025],
      ['2026-10-26T00:00:00.000Z', 20261026],
      ['2026-07-01T22:30:00.000Z', 20260701], // the clock set back: read again
    ];
    for (const [instant, expected] of times)
      expect([instant, todayInLondon(Date.parse(instant))]).toEqual([instant, expected]);
  });
});
