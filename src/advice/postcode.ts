/**
 * Postcode advice for countries other than the UK, in an entry of its own so
 * that the core does not carry postcode-validator's table of patterns unless
 * the caller asks for it. postcode-validator is an optional peer dependency:
 * without it, importing this entry fails with one line naming it.
 *
 * @example
 * import { validateAccount } from 'fundraising-rules';
 * import { postcodeFormat } from 'fundraising-rules/postcode';
 * validateAccount(body, { postcodeFormat }); // adds 'postcode-format' warnings
 */
import { POSTCODE_REGEXES } from './postcode-library.js';

/**
 * Does the postcode fit its country's format, as postcode-validator knows
 * it? A country it does not know gets the benefit of the doubt. Its patterns
 * are matched against the upper-cased postcode (some are case-sensitive) and
 * must cover the whole postcode (in case a pattern is not anchored).
 * @example postcodeFormat('12345', 'US') // true
 * @example postcodeFormat('1234', 'US') // false
 */
export function postcodeFormat(postcode: string, countryCode: string): boolean {
  const pattern = POSTCODE_REGEXES.get(countryCode as never);
  if (pattern === undefined) return true;
  const upper = postcode.toUpperCase();
  const match = pattern.exec(upper);
  return match !== null && match.index === 0 && match[0].length === upper.length;
}
