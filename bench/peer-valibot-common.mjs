/**
 * What the two valibot peers (bench/peer-valibot-account.mjs and
 * bench/peer-valibot-page.mjs) share: the contract's value conventions
 * (contract section 5) as predicates for `v.check`, YYYYMMDD parsing, the
 * field building blocks (each issue's message is its code), one schema per
 * options object, and the mapping of valibot's issues to the package's result
 * shape.
 */
import * as v from 'valibot';

// Value conventions (contract section 5), as predicates for v.check.
export const isText = (value) => (typeof value === 'string' ? value.trim().length > 0 : typeof value === 'number');
export const textOf = (value) => (typeof value === 'string' ? value : String(value));
const isWrongType = (value) =>
  value !== undefined && value !== null && typeof value !== 'string' && typeof value !== 'number';
const codePoints = (text) => {
  let count = 0;
  for (const _ of text) count++;
  return count;
};
export const longer = (value, max) => isText(value) && codePoints(textOf(value)) > max;
export const isRecord = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);

export const DIGITS = /^[0-9]+$/;
export const URL_SEGMENT = /^[A-Za-z0-9._~-]+$/;

/** A real calendar date written YYYYMMDD, as [year, month, day], else undefined. */
export function ymdParts(value) {
  if (!isText(value)) return undefined;
  const text = textOf(value);
  if (!/^[0-9]{8}$/.test(text)) return undefined;
  const year = Number(text.slice(0, 4));
  const month = Number(text.slice(4, 6));
  const day = Number(text.slice(6, 8));
  const date = new Date(Date.UTC(2000, 0, 1));
  date.setUTCFullYear(year, month - 1, day);
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
    ? [year, month, day]
    : undefined;
}

// Field building blocks: each issue's message is its code.
export const wrongType = v.check((value) => !isWrongType(value), 'wrong-type');
export const required = (code) => v.check(isText, code);
export const maxChars = (max, code) => v.check((value) => !longer(value, max), code);
export const field = (...checks) => v.optional(v.pipe(v.unknown(), ...checks, wrongType), null);
/** A repeating field's entries: an array as it is, [] when absent, else the one value in an array. */
export const entries = (value) => {
  if (Array.isArray(value)) return value;
  if (value === undefined || value === null || (typeof value === 'string' && !isText(value))) return [];
  return [value];
};

const DOCUMENTED = /^[0-9]{3}\.[0-9]{2}\.[0-9]{2}$/;

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
  const issues = [];
  const codes = [];
  let valid = true;
  for (const found of parsed.issues ?? []) {
    const code = found.message;
    const path = found.path === undefined ? [] : found.path.map((item) => item.key);
    const severity = warnings.has(code) ? 'warning' : 'error';
    const documented = DOCUMENTED.test(code);
    if (severity === 'error') valid = false;
    if (documented && !codes.includes(code)) codes.push(code);
    issues.push({ code, documented, severity, parameter: parameterOf(code, path), path, message: code });
  }
  return { valid, issues, codes, unchecked: [], truncated: false };
}
