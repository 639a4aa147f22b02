/**
 * Calendar dates as the integers their YYYYMMDD text spells (20261122):
 * comparing two of them compares the days, with no clock and no time zone in
 * the way, and going back whole years is integer arithmetic (with 29
 * February in a common year going back to the 28th, as date-fns's `subYears`
 * does, which calendar.test.ts holds it to).
 */

/**
 * Reads a real calendar date written YYYYMMDD (proleptic Gregorian, years
 * 0000-9999) as its integer, or `undefined`.
 * @example parseYmd('20240229') // 20240229
 * @example parseYmd('20230230') // undefined
 */
export function parseYmd(text: string): number | undefined {
  if (text.length !== 8) return undefined;
  let ymd = 0;
  for (let index = 0; index < 8; index++) {
    const digit = text.charCodeAt(index) - 48;
    if (digit < 0 || digit > 9) return undefined;
    ymd = ymd * 10 + digit;
  }
  // Integer division by truncation: the parts stay small integers (a float's % is a library call).
  const year = (ymd / 10000) | 0;
  const month = ((ymd / 100) | 0) % 100;
  const day = ymd % 100;
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month) ? ymd : undefined;
}

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

const isLeap = (year: number): boolean => year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);

/** Days in a month (1-12) of the proleptic Gregorian calendar. */
function daysInMonth(year: number, month: number): number {
  return month === 2 && isLeap(year) ? 29 : (DAYS_IN_MONTH[month - 1] ?? 0);
}

/**
 * The day `years` whole years before `day` (29 February goes back to 28
 * February in a common year), as YYYYMMDD. Someone born on or before it is at
 * least `years` old on `day`; a 29 February birthday falls on 1 March in
 * common years.
 * @example yearsBefore(20130228, 13) // 20000228: born 20000229, one is still 12
 */
export function yearsBefore(day: number, years: number): number {
  const year = ((day / 10000) | 0) - years;
  const monthDay = day % 10000;
  return year * 10000 + (monthDay === 229 && !isLeap(year) ? 228 : monthDay);
}

/**
 * The birth dates of the last `ageBetween` question: an age range is asked
 * about one `today` at a time, so its two thresholds are computed once per
 * day and range, and each question is then two integer comparisons.
 */
const range = { day: -1, min: -1, max: -1, youngest: 0, oldest: 0 };

/**
 * Is someone born on `birth` from `min` to `max` whole years old on `day`?
 * @example ageBetween(20000229, 20130301, 13, 100) // true
 */
export function ageBetween(birth: number, day: number, min: number, max: number): boolean {
  if (day !== range.day || min !== range.min || max !== range.max) {
    range.youngest = yearsBefore(day, min);
    range.oldest = yearsBefore(day, max + 1);
    range.day = day;
    range.min = min;
    range.max = max;
  }
  return birth <= range.youngest && birth > range.oldest;
}
