/**
 * The page lifecycle and the sandbox's money, as pure functions: the first
 * closed date against month arithmetic written here from the calendar's
 * rules, and pennies against float-free arithmetic of the test's own.
 */
import { addDays, addMonths } from 'date-fns';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { closingDate, pageClosed } from '../src/sandbox/lifecycle.js';
import { giftAidOf, penceOf, poundsText } from '../src/sandbox/money.js';

const leap = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
const daysIn = (year: number, month: number) =>
  [31, leap(year) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1] as number;

/** The day after `base` plus `months` calendar months (the day kept, or the month's last day), by hand. */
function expectedClosing(year: number, month: number, day: number, months: number): number {
  const index = year * 12 + (month - 1) + months;
  const y = Math.floor(index / 12);
  const m = (index % 12) + 1;
  const d = Math.min(day, daysIn(y, m));
  if (d < daysIn(y, m)) return y * 10000 + m * 100 + d + 1;
  return m === 12 ? (y + 1) * 10000 + 101 : y * 10000 + (m + 1) * 100 + 1;
}

/** The same by date-fns (`addMonths`, then `addDays`), at noon local time; `undefined` on a day the zone skipped. */
function dateFnsClosing(year: number, month: number, day: number, months: number): number | undefined {
  const start = new Date(2000, 0, 1, 12);
  start.setFullYear(year, month - 1, day);
  if (start.getDate() !== day) return undefined;
  const closes = addDays(addMonths(start, months), 1);
  return closes.getFullYear() * 10000 + (closes.getMonth() + 1) * 100 + closes.getDate();
}

const ymd = (year: number, month: number, day: number) =>
  `${String(year).padStart(4, '0')}${String(month).padStart(2, '0')}${String(day).padStart(2, '0')}`;

describe('closingDate: the first date after the base date plus the interval in calendar months', () => {
  it('31 January plus one month closes on 1 March, in common and leap years', () => {
    expect(closingDate('20270131', 1)).toBe(20270301);
    expect(closingDate('20280131', 1)).toBe(20280301);
    expect(closingDate('20280130', 1)).toBe(20280301);
    expect(closingDate('20280129', 1)).toBe(20280301);
    expect(closingDate('20280128', 1)).toBe(20280229);
  });

  it('29 February plus 12 months closes on 1 March; plus 48 months, on 1 March of the next leap year', () => {
    expect(closingDate('20280229', 12)).toBe(20290301);
    expect(closingDate('20280229', 48)).toBe(20320301);
  });

  it('interval 0 closes the day after; year ends and long intervals roll over', () => {
    expect(closingDate('20270418', 0)).toBe(20270419);
    expect(closingDate('20271231', 0)).toBe(20280101);
    expect(closingDate('20271130', 1)).toBe(20271231);
    expect(closingDate('20271231', 1)).toBe(20280201);
    expect(closingDate('20270531', 36)).toBe(20300601);
    expect(closingDate('00050115', 1)).toBe(50216);
  });

  it('agrees with month arithmetic by hand and with date-fns for every date and interval', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 9996 }),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 1, max: 31 }),
        fc.integer({ min: 0, max: 36 }),
        (year, month, rawDay, months) => {
          const day = Math.min(rawDay, daysIn(year, month));
          const closes = closingDate(ymd(year, month, day), months);
          expect(closes).toBe(expectedClosing(year, month, day, months));
          const byDateFns = dateFnsClosing(year, month, day, months);
          if (byDateFns !== undefined) expect(closes).toBe(byDateFns);
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('a date that is not a date, or an interval that is not a whole number, has none', () => {
    expect(closingDate('20270230', 1)).toBeUndefined();
    expect(closingDate('2027-01-31', 1)).toBeUndefined();
    expect(closingDate('20270131', -1)).toBeUndefined();
    expect(closingDate('20270131', 1.5)).toBeUndefined();
  });
});

describe('pageClosed', () => {
  const page = { baseDate: '20270131', interval: 1, reopened: false };

  it('open until the last day, closed from the first date after', () => {
    expect(pageClosed(page, '20261122')).toBe(false);
    expect(pageClosed(page, '20270228')).toBe(false);
    expect(pageClosed(page, '20270301')).toBe(true);
    expect(pageClosed(page, '99991231')).toBe(true);
  });

  it('a page without a base date never closes; a reopened page stays open', () => {
    expect(pageClosed({ ...page, baseDate: null }, '99991231')).toBe(false);
    expect(pageClosed({ ...page, reopened: true }, '20270301')).toBe(false);
    expect(pageClosed({ ...page, reopened: true }, '99991231')).toBe(false);
  });
});

describe('money in pennies', () => {
  it('reads pounds with at most two decimals, numbers or text', () => {
    expect(penceOf(12.5)).toBe(1250n);
    expect(penceOf('12.50')).toBe(1250n);
    expect(penceOf('0.07')).toBe(7n);
    expect(penceOf(1000000)).toBe(100000000n);
    expect(penceOf('007')).toBe(700n);
    for (const refused of [0.001, '1.234', '-1', -1, '1e3', 1e21, '', '.5', '5.', ' 5', 'abc', null, true, Number.NaN])
      expect(penceOf(refused), String(refused)).toBeUndefined();
  });

  it('writes pennies as pounds with two decimals, and reads them back', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 17n }), (pence) => {
        const text = poundsText(pence);
        const [whole, fraction] = text.split('.');
        expect(fraction).toHaveLength(2);
        expect(BigInt(whole as string) * 100n + BigInt(fraction as string)).toBe(pence);
        expect(penceOf(text)).toBe(pence);
      }),
    );
    expect(poundsText(0n)).toBe('0.00');
    expect(poundsText(5n)).toBe('0.05');
    expect(poundsText(123456n)).toBe('1234.56');
  });

  it('Gift Aid is 25% of a donation, half a penny rounded up', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000_000 }), (pence) => {
        // Quarters are exact in binary: Math.round rounds their halves up.
        expect(giftAidOf(BigInt(pence))).toBe(BigInt(Math.round(pence * 0.25)));
      }),
    );
    expect([1n, 2n, 3n, 4n, 6n].map(giftAidOf)).toEqual([0n, 1n, 1n, 1n, 2n]);
  });
});
