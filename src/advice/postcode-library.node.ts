/**
 * postcode-validator's table of patterns, by country, in the Node build:
 * required, so that a missing package is named in one line.
 */
import type * as Patterns from 'postcode-validator/lib/cjs/postcode-regexes.js';
import { requirePeer } from './require-peer.node.js';

export const { POSTCODE_REGEXES } = requirePeer(
  'fundraising-rules/postcode',
  'postcode-validator',
  'postcode-validator/lib/cjs/postcode-regexes.js',
) as typeof Patterns;
