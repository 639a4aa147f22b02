/**
 * Telephone advice, in an entry of its own so that the core does not carry
 * libphonenumber-js (about 29 KB gzipped) unless the caller asks for it.
 *
 * @example
 * import { validateAccount } from 'fundraising-rules';
 * import { telephoneExists } from 'fundraising-rules/telephone';
 * validateAccount(body, { telephoneExists }); // adds 'telephone-format' warnings
 */
import { isSupportedCountry, parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/min';

/**
 * Can this digits-only telephone number exist in the country? It may be
 * written nationally ('02079460000' in GB) or internationally without the
 * '+' ('442079460000', or with the '00' prefix). 'UK' is read as 'GB'. A
 * country libphonenumber-js does not know gets the benefit of the doubt.
 * @example telephoneExists('02079460000', 'GB') // true
 * @example telephoneExists('12345', 'GB') // false
 */
export function telephoneExists(telephone: string, countryCode: string): boolean {
  const country = countryCode === 'UK' ? 'GB' : countryCode;
  if (!isSupportedCountry(country)) return true;
  const national = parsePhoneNumberFromString(telephone, country as CountryCode);
  if (national?.isValid() === true && national.country === country) return true;
  const digits = telephone.startsWith('00') ? telephone.slice(2) : telephone;
  const international = parsePhoneNumberFromString(`+${digits}`);
  return international?.isValid() === true && international.country === country;
}
