let formatter: Intl.DateTimeFormat | undefined;
/** The UTC hour (whole hours since the epoch) `ymd` was read in, and London's date then. */
let cachedHour = Number.NaN;
let cachedYmd = 0;

/**
 * Today's calendar date in Europe/London (the service's own day, whatever
 * the machine's time zone), as the integer its YYYYMMDD spells. Read once
 * per UTC hour: London is a whole number of hours from UTC (0 or 1), so its
 * date changes only when a UTC hour begins.
 * @example todayInLondon() // 20261122
 */
export function todayInLondon(now: number = Date.now()): number {
  const hour = Math.floor(now / 3_600_000);
  if (hour === cachedHour) return cachedYmd;
  formatter ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/London',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  const parts: Record<string, string> = {};
  for (const part of formatter.formatToParts(now)) parts[part.type] = part.value;
  cachedHour = hour;
  cachedYmd = Number(`${parts.year}${parts.month}${parts.day}`);
  return cachedYmd;
}
