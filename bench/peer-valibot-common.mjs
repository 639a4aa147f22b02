/**
 * What the two valibot peers (bench/peer-valibot-account.mjs and
 * bench/peer-valibot-page.mjs) share: the field building blocks (each issue's
 * message is its code), one schema per options object, and valibot's issues
 * read as `{ code, path }`. The value conventions and the mapping to the
 * package's result shape are the same for every peer (bench/peer-common.mjs).
 */
import * as v from 'valibot';
import { isText, isUnstorable, isWrongType, longer, toResult } from './peer-common.mjs';

export {
  DIGITS,
  entries,
  isRecord,
  isText,
  longer,
  textOf,
  URL_SEGMENT,
  ymdParts,
} from './peer-common.mjs';

// Field building blocks: each issue's message is its code.
export const wrongType = v.check((value) => !isWrongType(value), 'wrong-type');
export const required = (code) => v.check(isText, code);
export const maxChars = (max, code) => v.check((value) => !longer(value, max), code);
/**
 * Text a column cannot store, unless the value is in the field's own format (which no such text is).
 * @param {(value: unknown) => boolean} [format]
 */
export const storable = (format = () => false) =>
  v.check((value) => !isUnstorable(value) || format(value), 'not-storable-text');
/** A field: any value (null when missing), its checks, then the type and storable-text checks. */
export const field = (...checks) => v.optional(v.pipe(v.unknown(), ...checks, wrongType, storable()), null);
/** A field with a format of its own (`format(value)`): unstorable text is reported only when it fails it. */
export const formatted = (format, ...checks) =>
  v.optional(v.pipe(v.unknown(), ...checks, wrongType, storable(format)), null);
/**
 * Validates `input` with the schema `build(options)` gives (built once per
 * options object, kept in `schemas`) and maps valibot's issues to the
 * package's result shape: the message is the code (valibot's message slot
 * carries it), a code in `warnings` is a warning, `parameterOf(code, path)`
 * gives the parameter.
 */
export function validateWith(schemas, build, warnings, parameterOf, input, options) {
  let schema = schemas.get(options);
  if (schema === undefined) {
    schema = build(options);
    schemas.set(options, schema);
  }
  const parsed = v.safeParse(schema, input, { abortEarly: false });
  const found = (parsed.issues ?? []).map((issue) => ({
    code: issue.message,
    path: issue.path === undefined ? [] : issue.path.map((item) => item.key),
  }));
  return toResult(found, warnings, parameterOf);
}
