/**
 * The parts of libphonenumber-js the telephone entry uses. The Node build
 * takes `telephone-library.node.ts` instead (see `require-peer.node.ts`).
 */
export { getCountryCallingCode, isSupportedCountry, parsePhoneNumberFromString } from 'libphonenumber-js/min';
