/**
 * A page's life (contract section 11, "Page lifecycle"): open from its
 * creation, closed from the first London date after its event's date (or
 * its fundraising date) plus `postEventFundraisingInterval` calendar months,
 * open again for good once its owner reopens it. Pure: the caller gives the
 * sandbox clock's London date, read at the time of the request.
 */
import { parseYmd } from '../runtime/calendar.js';
import { laterDate } from './clock.js';

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
 * `interval` calendar months (date-fns: the day kept, or the month's last
 * day, so 31 January plus one month is the last day of February), as its
 * YYYYMMDD integer; `undefined` for a date that is not one or an interval
 * that is not a whole number of 0 or more.
 * @example closingDate('20270131', 1) // 20270301 (open until 28 February 2027)
 * @example closingDate('20280131', 1) // 20280301 (open until 29 February 2028)
 */
export function closingDate(baseDate: string, interval: number): number | undefined {
  if (parseYmd(baseDate) === undefined || !Number.isSafeInteger(interval) || interval < 0) return undefined;
  return Number(laterDate(baseDate, interval, 1));
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
