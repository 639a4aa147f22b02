import { differenceInYears, isAfter } from 'date-fns';

import { YYYYMMDD } from './patterns.js';

/**
 * Reads a real calendar date written YYYYMMDD as a `Date` at local noon, or
 * `undefined`. Both sides of every comparison are built here, the same way,
 * so no comparison shifts by a day with the machine's time zone.
 * @example parseYmd('20240229') // 29 Feb 2024, 12:00 local
 * @example parseYmd('20230230') // undefined
 */
export function parseYmd(text: string): Date | undefined {
  if (recent.has(text)) return recent.get(text);
  if (!YYYYMMDD.test(text)) return undefined;
  const date = calendarDate(text);
  if (recent.size >= RECENT_LIMIT) recent.clear();
  recent.set(text, date);
  return date;
}

/** Dates read lately: a payload's date is read by several rules, and today by every validation. */
const recent = new Map<string, Date | undefined>();
const RECENT_LIMIT = 512;

function calendarDate(text: string): Date | undefined {
  const year = Number(text.slice(0, 4));
  const month = Number(text.slice(4, 6)) - 1;
  const day = Number(text.slice(6, 8));
  const date = new Date(2000, 0, 1, 12);
  // setFullYear, unlike the Date constructor, does not map years 0-99 to 1900-1999.
  date.setFullYear(year, month, day);
  return date.getFullYear() === year && date.getMonth() === month && date.getDate() === day ? date : undefined;
}

/**
 * Whole years between a birth date and a day (a 29 February birthday falls on
 * 1 March in common years).
 * @example ageOn(parseYmd('20000229')!, parseYmd('20130301')!) // 13
 */
export function ageOn(birth: Date, day: Date): number {
  return differenceInYears(day, birth);
}

/**
 * Is the first calendar date after the second?
 * @example after(parseYmd('20261123')!, parseYmd('20261122')!) // true
 */
export function after(date: Date, day: Date): boolean {
  return isAfter(date, day);
}
