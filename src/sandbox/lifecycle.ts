/**
 * A page's life (contract section 11, "Page lifecycle"): open from its
 * creation, closed from the first London date after its event's date (or
 * its fundraising date) plus `postEventFundraisingInterval` calendar months,
 * open again for good once its owner reopens it. Pure: the caller gives the
 * sandbox clock's London date, read at the time of the request. Dates are
 * YYYYMMDD integers, so no time zone of the process is in the way.
 */
import { daysInMonth, parseYmd } from '../runtime/calendar.js';

/** What decides whether a page is closed. */
export interface PageTimes {
  /** The event's date, or the fundraising date of a page without an event (YYYYMMDD); `null` when there is none. */
  readonly baseDate: string | null;
  /** `postEventFundraisingInterval`: whole months of fundraising after the base date. */
  readonly interval: number;
  /** Has the owner reopened the page? A reopened page stays open. */
  readonly reopened: boolean;
}

/**
 * The first date on which a page is closed: the day after `baseDate` plus
 * `interval` calendar months, as date-fns `addMonths` counts them (the day
 * kept, or the month's last day: 31 January plus one month is the last day
 * of February), as its YYYYMMDD integer; `undefined` for a date that is not
 * one or an interval that is not a whole number.
 * @example closingDate('20270131', 1) // 20270301 (open until 28 February 2027)
 * @example closingDate('20280131', 1) // 20280301 (open until 29 February 2028)
 */
export function closingDate(baseDate: string, interval: number): number | undefined {
  const base = parseYmd(baseDate);
  if (base === undefined || !Number.isSafeInteger(interval) || interval < 0) return undefined;
  const months = Math.trunc(base / 10000) * 12 + (Math.trunc(base / 100) % 100) - 1 + interval;
  const year = Math.trunc(months / 12);
  const month = (months % 12) + 1;
  const last = daysInMonth(year, month);
  const day = Math.min(base % 100, last);
  if (day < last) return year * 10000 + month * 100 + day + 1;
  return month === 12 ? (year + 1) * 10000 + 101 : year * 10000 + (month + 1) * 100 + 1;
}

/**
 * Is the page closed on `today` (the sandbox clock's London date, YYYYMMDD)?
 * Never without a base date, never once reopened.
 * @example pageClosed({ baseDate: '20270418', interval: 0, reopened: false }, '20270419') // true
 * @example pageClosed({ baseDate: null, interval: 0, reopened: false }, '99991231') // false
 */
export function pageClosed(page: PageTimes, today: string): boolean {
  if (page.reopened || page.baseDate === null) return false;
  const closes = closingDate(page.baseDate, page.interval);
  const day = parseYmd(today);
  return closes !== undefined && day !== undefined && day >= closes;
}
