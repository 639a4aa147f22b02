/**
 * Telephone advice, in an entry of its own so that the core does not carry
 * libphonenumber-js (about 29 KB gzipped) unless the caller asks for it.
 * libphonenumber-js is an optional peer dependency: without it, importing
 * this entry fails with one line naming it.
 *
 * @example
 * import { validateAccount } from 'fundraising-rules';
 * import { telephoneExists } from 'fundraising-rules/telephone';
 * validateAccount(body, { telephoneExists }); // adds 'telephone-format' warnings
 */
import { getCountryCallingCode, isSupportedCountry, parsePhoneNumberFromString } from './telephone-library.js';

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
  // Countries that share a calling code share numbers (a Guernsey mobile is a valid GB number).
  const callingCode = getCountryCallingCode(country);
  const digits = telephone.startsWith('00') ? telephone.slice(2) : telephone;
  return [parsePhoneNumberFromString(telephone, country), parsePhoneNumberFromString(`+${digits}`)].some(
    (number) => number?.isValid() === true && number.countryCallingCode === callingCode,
  );
}
