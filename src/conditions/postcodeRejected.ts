import { POSTCODE_REGEXES } from 'postcode-validator/lib/cjs/postcode-regexes.js';
import { FALSE, TRUE } from '../engine/tri.js';
import type { FieldRef } from '../engine/types.js';
import type { ConditionKind } from './define.js';

/** A `postcodeRejected` row. */
export interface PostcodeRejectedNode {
  readonly test: 'postcodeRejected';
  readonly field: FieldRef;
  readonly country: FieldRef;
}

/**
 * postcode-validator knows the country in `country` and its pattern rejects
 * the postcode. Holds only when both fields have text.
 * @example postcodeRejected('postcode', 'countryCode')
 */
export function postcodeRejected(field: FieldRef, country: FieldRef): PostcodeRejectedNode {
  return { test: 'postcodeRejected', field, country };
}

/**
 * Does postcode-validator's pattern for `country` reject `postcode`? `false`
 * for a country it does not know (it would throw). Its patterns are matched
 * against the upper-cased postcode (some are case-sensitive) and must cover
 * the whole postcode (in case a pattern is not anchored).
 * @example rejectsPostcode('US', '1234') // true
 */
export function rejectsPostcode(country: string, postcode: string): boolean {
  const pattern = POSTCODE_REGEXES.get(country as never);
  if (pattern === undefined) return false;
  const upper = postcode.toUpperCase();
  const match = pattern.exec(upper);
  return match === null || match.index !== 0 || match[0].length !== upper.length;
}

/** How `postcodeRejected` rows compile: `conditionKinds` finds it by name. */
export const postcodeRejectedKind: ConditionKind<PostcodeRejectedNode> = {
  test: 'postcodeRejected',
  compile(node, compiler) {
    const readPostcode = compiler.text(node.field);
    const readCountry = compiler.text(node.country);
    return (run) => {
      const postcode = readPostcode(run);
      const country = readCountry(run);
      if (postcode === undefined || country === undefined) return FALSE;
      return rejectsPostcode(country, postcode) ? TRUE : FALSE;
    };
  },
};
