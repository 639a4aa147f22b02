let formatter: Intl.DateTimeFormat | undefined;
let cached = { at: Number.NEGATIVE_INFINITY, ymd: '' };

/**
 * Today's calendar date in Europe/London, written YYYYMMDD (the service's
 * own day, whatever the machine's time zone). Re-read at most once a second.
 * @example todayInLondon() // '20261122'
 */
export function todayInLondon(now: number = Date.now()): string {
  if (now - cached.at < 1000 && now >= cached.at) return cached.ymd;
  formatter ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/London',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  const parts: Record<string, string> = {};
  for (const part of formatter.formatToParts(now)) parts[part.type] = part.value;
  cached = { at: now, ymd: `${parts.year}${parts.month}${parts.day}` };
  return cached.ymd;
}
