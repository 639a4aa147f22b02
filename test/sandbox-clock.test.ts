/**
 * The sandbox's calendar (src/sandbox/clock.ts): London dates of instants,
 * London midnights, and the clock moved by calendar months and days of the
 * London calendar, whatever the process's time zone.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { later, londonDate, londonMidnight } from '../src/sandbox/clock.js';

/** The date written YYYYMMDD of a UTC calendar day `n` days after 1 January 1970. */
const dayAfterEpoch = (n: number) => new Date(n * 86_400_000).toISOString().slice(0, 10).replaceAll('-', '');

/** Days in a month (1-12) of a year, by the Gregorian rule. */
const daysIn = (year: number, month: number) =>
  month === 2
    ? year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0)
      ? 29
      : 28
    : [4, 6, 9, 11].includes(month)
      ? 30
      : 31;

/** Calendar months added by hand: the day kept, or the last day of the month when it has fewer. */
function plusMonths(ymd: string, months: number): string {
  const total = Number(ymd.slice(0, 4)) * 12 + Number(ymd.slice(4, 6)) - 1 + months;
  const year = Math.floor(total / 12);
  const month = (total % 12) + 1;
  const day = Math.min(Number(ymd.slice(6, 8)), daysIn(year, month));
  return `${year}${String(month).padStart(2, '0')}${String(day).padStart(2, '0')}`;
}

describe('the sandbox calendar', () => {
  it('London midnight is 00:00 in London, in winter and in summer time', () => {
    expect(londonMidnight('20260115').toISOString()).toBe('2026-01-15T00:00:00.000Z');
    expect(londonMidnight('20260701').toISOString()).toBe('2026-06-30T23:00:00.000Z');
    expect(londonDate(londonMidnight('20261025'))).toBe('20261025');
  });

  it('31 January plus one month is the last day of February (leap years too)', () => {
    expect(londonDate(later(londonMidnight('20270131'), { months: 1 }))).toBe('20270228');
    expect(londonDate(later(londonMidnight('20280131'), { months: 1 }))).toBe('20280229');
    expect(londonDate(later(londonMidnight('20280229'), { months: 12 }))).toBe('20290228');
  });

  it('months and days across a change of summer time keep the London date and the time since midnight', () => {
    const nine = new Date(londonMidnight('20261001').getTime() + 9 * 3_600_000);
    const moved = later(nine, { months: 1 });
    expect(londonDate(moved)).toBe('20261101');
    expect(moved.getTime() - londonMidnight('20261101').getTime()).toBe(9 * 3_600_000);
  });

  it('seconds are elapsed time', () => {
    expect(later(new Date('2026-10-25T00:30:00Z'), { seconds: 3600 }).toISOString()).toBe('2026-10-25T01:30:00.000Z');
  });

  it('property: months from any London midnight land on the hand-computed date, at midnight', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 60_000 }), fc.integer({ min: 0, max: 1200 }), (day, months) => {
        const start = dayAfterEpoch(day);
        const moved = later(londonMidnight(start), { months });
        expect(londonDate(moved)).toBe(plusMonths(start, months));
        expect(moved.getTime()).toBe(londonMidnight(plusMonths(start, months)).getTime());
      }),
    );
  });

  it('property: days from any London midnight land on the UTC calendar day that many days on', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 60_000 }), fc.integer({ min: 0, max: 5000 }), (day, days) => {
        expect(londonDate(later(londonMidnight(dayAfterEpoch(day)), { days }))).toBe(dayAfterEpoch(day + days));
      }),
    );
  });
});
