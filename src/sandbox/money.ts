/**
 * Money in the sandbox: amounts in whole pennies (`bigint`), never floats;
 * read from pounds with at most two decimals, answered as pounds (a JSON
 * number, exact to the penny), and Gift Aid at 25% of a donation rounded half up to the penny.
 */

/**
 * The largest donation a control records: £1,000,000.00.
 * @example poundsText(MAX_DONATION_PENCE) // '1000000.00'
 */
export const MAX_DONATION_PENCE = 100_000_000n;

/**
 * Pounds with at most two decimals (a JSON number, or its text) as pennies;
 * `undefined` for anything else (a sign, an exponent, three decimals, no digits).
 * @example penceOf(12.5) // 1250n
 * @example penceOf('0.07') // 7n
 * @example penceOf(0.001) // undefined
 */
export function penceOf(amount: unknown): bigint | undefined {
  if (typeof amount === 'number' && !Number.isFinite(amount)) return undefined;
  if (typeof amount !== 'number' && typeof amount !== 'string') return undefined;
  const text = String(amount);
  const point = text.indexOf('.');
  const whole = point === -1 ? text : text.slice(0, point);
  const fraction = point === -1 ? '' : text.slice(point + 1);
  if (whole === '' || fraction.length > 2 || (point !== -1 && fraction === '')) return undefined;
  for (const character of whole + fraction) if (character < '0' || character > '9') return undefined;
  return BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0'));
}

/**
 * Pennies written as pounds with two decimals.
 * @example poundsText(1250n) // '12.50'
 * @example poundsText(7n) // '0.07'
 */
export function poundsText(pence: bigint): string {
  const sign = pence < 0n ? '-' : '';
  const size = pence < 0n ? -pence : pence;
  return `${sign}${size / 100n}.${String(size % 100n).padStart(2, '0')}`;
}

/**
 * Pennies as pounds: the number nearest the decimal, which JSON writes with
 * at most two decimals.
 * @example pounds(1250n) // 12.5
 * @example pounds(7n) // 0.07
 */
export function pounds(pence: bigint): number {
  return Number(pence) / 100;
}

/** What a page has raised, in pennies, and how many donations. */
export interface Totals {
  readonly net: bigint;
  readonly giftAid: bigint;
  readonly offline: bigint;
  readonly donations: number;
}

/**
 * A page's totals as the listing answers them (contract section 11): online
 * donations, their Gift Aid, the two together, offline donations, all of
 * them, in pounds; and the count of donations.
 * @example totalsInPounds({ net: 1000n, giftAid: 250n, offline: 500n, donations: 2 }).donationTotalGross // 17.5
 */
export function totalsInPounds(totals: Totals) {
  const giftAided = totals.net + totals.giftAid;
  return {
    donationTotalNet: pounds(totals.net),
    totalGiftAid: pounds(totals.giftAid),
    donationTotalGA: pounds(giftAided),
    offlineAmount: pounds(totals.offline),
    donationTotalGross: pounds(giftAided + totals.offline),
    numberOfDonations: totals.donations,
  };
}

/**
 * The Gift Aid on a gift-aided online donation: 25% of it, to the penny,
 * half a penny rounded up.
 * @example giftAidOf(1000n) // 250n
 * @example giftAidOf(2n) // 1n (0.5p rounds up)
 * @example giftAidOf(1n) // 0n (0.25p rounds down)
 */
export function giftAidOf(pence: bigint): bigint {
  return (pence + 2n) / 4n;
}
