/**
 * The sandbox's calendar: the London date of an instant (the validators'
 * `today`), midnight in London on a date, and moving an instant on, with
 * date-fns doing the arithmetic.
 */
import { add, addSeconds } from 'date-fns';

const LONDON = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  hourCycle: 'h23',
});

/** The London calendar date and hour of an instant. */
function londonParts(instant: Date): { ymd: string; hour: number } {
  const parts = Object.fromEntries(LONDON.formatToParts(instant).map((part) => [part.type, part.value]));
  return { ymd: `${parts.year}${parts.month}${parts.day}`, hour: Number(parts.hour) };
}

/**
 * The date in Europe/London at an instant, written YYYYMMDD.
 * @example londonDate(new Date('2026-06-30T23:30:00Z')) // '20260701' (British Summer Time)
 */
export function londonDate(instant: Date): string {
  return londonParts(instant).ymd;
}

/**
 * The instant of 00:00 in London on a date written YYYYMMDD (a real date; see `parseYmd`).
 * @example londonMidnight('20260701').toISOString() // '2026-06-30T23:00:00.000Z'
 */
export function londonMidnight(ymd: string): Date {
  const utc = Date.UTC(Number(ymd.slice(0, 4)), Number(ymd.slice(4, 6)) - 1, Number(ymd.slice(6, 8)));
  // London is UTC or one hour ahead of it: one of the two is its midnight.
  for (const hoursAhead of [0, 1]) {
    const candidate = new Date(utc - hoursAhead * 3_600_000);
    const { ymd: date, hour } = londonParts(candidate);
    if (date === ymd && hour === 0) return candidate;
  }
  return new Date(utc);
}

/** How far to move the clock: calendar months and days, then seconds. */
export interface Step {
  readonly months?: number | undefined;
  readonly days?: number | undefined;
  readonly seconds?: number | undefined;
}

/**
 * A YYYYMMDD date moved on by calendar months, then days (date-fns `add`, on
 * a local noon, away from any midnight gap of the process's time zone).
 * @example laterDate('20270131', 1, 1) // '20270301'
 */
export function laterDate(ymd: string, months: number, days: number): string {
  // setFullYear, unlike the Date constructor, keeps the years 0 to 99 as they are.
  const noon = new Date(2000, 0, 1, 12);
  noon.setFullYear(Number(ymd.slice(0, 4)), Number(ymd.slice(4, 6)) - 1, Number(ymd.slice(6, 8)));
  const moved = add(noon, { months, days });
  const two = (value: number) => String(value).padStart(2, '0');
  return `${String(moved.getFullYear()).padStart(4, '0')}${two(moved.getMonth() + 1)}${two(moved.getDate())}`;
}

/**
 * An instant moved on by calendar months and days of the London calendar
 * (31 January plus one month is the last day of February; the time since
 * London midnight is kept), then by seconds of elapsed time.
 * @example later(new Date('2026-01-31T12:00:00Z'), { months: 1 }).toISOString() // '2026-02-28T12:00:00.000Z'
 */
export function later(instant: Date, step: Step): Date {
  const months = step.months ?? 0;
  const days = step.days ?? 0;
  let moved = instant;
  if (months !== 0 || days !== 0) {
    const today = londonDate(instant);
    const sinceMidnight = instant.getTime() - londonMidnight(today).getTime();
    moved = new Date(londonMidnight(laterDate(today, months, days)).getTime() + sinceMidnight);
  }
  return addSeconds(moved, step.seconds ?? 0);
}
