/**
 * postcode-validator's table of patterns, by country. The Node build takes
 * `postcode-library.node.ts` instead (see `require-peer.node.ts`).
 */
export { POSTCODE_REGEXES } from 'postcode-validator/lib/cjs/postcode-regexes.js';
