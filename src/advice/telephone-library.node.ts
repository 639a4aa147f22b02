/**
 * The parts of libphonenumber-js the telephone entry uses, in the Node
 * build: required, so that a missing package is named in one line.
 */
import type * as Phone from 'libphonenumber-js/min';
import { requirePeer } from './require-peer.node.js';

const phone = requirePeer('fundraising-rules/telephone', 'libphonenumber-js', 'libphonenumber-js/min') as typeof Phone;

export const { getCountryCallingCode, isSupportedCountry, parsePhoneNumberFromString } = phone;
