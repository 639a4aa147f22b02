/**
 * What the two zod peers (bench/peer-zod-account.mjs and
 * bench/peer-zod-page.mjs) share: the field building blocks (each issue's
 * message is its code), one schema per options object, and zod's issues read
 * as `{ code, path }`. The value conventions and the mapping to the package's
 * result shape are the same for every peer (bench/peer-common.mjs).
 *
 * zod 4 behaviours these blocks work around (each one checked by hand):
 * - A refinement that fails does not stop the next one (zod 4 checks are
 *   continuable by default), so a field's checks all run, as valibot's do.
 * - A missing key whose refinements all pass is refused ("expected
 *   nonoptional"), and `.optional()` would skip the refinements of a missing
 *   key, so that its absence rules never run: each field ends in
 *   `.prefault(null)`, which reads a missing key as null and checks that (as
 *   the valibot peer's `v.optional(..., null)` does). A repeating field is
 *   `z.preprocess(entries, ...)`, which takes a missing key as it is.
 * - `z.array(...).max(5)` is checked before the entries and stops the array
 *   there (no entry is checked, and the rules on the whole body no longer
 *   run): the list size is a `.refine` on the length instead.
 * - A refinement on the object runs only when its fields found nothing,
 *   unless given `{ when: () => true }`: every body rule is given it.
 */
import { z } from 'zod';
import { entries, isText, isUnstorable, isWrongType, longer, toResult } from './peer-common.mjs';

export {
  DIGITS,
  isRecord,
  isText,
  longer,
  textOf,
  URL_SEGMENT,
  ymdParts,
} from './peer-common.mjs';

/** A check of a field: the issue's message is its code. */
export const check = (predicate, code) => ({ predicate, code });
export const wrongType = check((value) => !isWrongType(value), 'wrong-type');
export const required = (code) => check(isText, code);
export const maxChars = (max, code) => check((value) => !longer(value, max), code);

/**
 * Text a column cannot store, unless the value is in the field's own format (which no such text is).
 * @param {(value: unknown) => boolean} [format]
 */
export const storable = (format = () => false) =>
  check((value) => !isUnstorable(value) || format(value), 'not-storable-text');

/**
 * A field: any value (null when missing), then each check as a refinement,
 * then the wrong-type and storable-text checks.
 */
export const field = (...checks) => formatted(() => false, ...checks);

/** A field with a format of its own (`format(value)`): unstorable text is reported only when it fails it. */
export const formatted = (format, ...checks) =>
  [...checks, wrongType, storable(format)]
    .reduce((schema, { predicate, code }) => schema.refine(predicate, { message: code }), z.unknown())
    .prefault(null);

/** A repeating field (one value or a list) as a list of `item`, at most 5 long (`code` past that). */
export const list = (item, code, max) =>
  z.preprocess(
    entries,
    z.array(item).refine((values) => values.length <= max, { message: code }),
  );

/** Rules over a whole object: `rules(value, report)` calls `report(code, ...keys)` for each issue. */
export const rules = (schema, body) =>
  schema.superRefine(
    (value, ctx) =>
      body(value, (code, ...keys) => ctx.addIssue({ code: 'custom', message: code, path: keys, input: undefined })),
    { when: () => true },
  );

/**
 * Validates `input` with the schema `build(options)` gives (built once per
 * options object, kept in `schemas`) and maps zod's issues to the package's
 * result shape (the message is the code: zod's message slot carries it).
 */
export function validateWith(schemas, build, warnings, parameterOf, input, options) {
  let schema = schemas.get(options);
  if (schema === undefined) {
    schema = build(options);
    schemas.set(options, schema);
  }
  const parsed = schema.safeParse(input);
  if (parsed.success) return toResult([], warnings, parameterOf);
  const found = parsed.error.issues.map((issue) => ({ code: issue.message, path: issue.path }));
  return toResult(found, warnings, parameterOf);
}
