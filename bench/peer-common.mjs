/**
 * What the schema-library peers (bench/peer-valibot-*.mjs, bench/peer-zod-*.mjs)
 * share whatever the library: the contract's value conventions (contract
 * section 5) as plain predicates for the libraries' custom checks, YYYYMMDD
 * parsing, one value or a list, and the mapping of the issues a library found
 * (each one's message being its code) to the package's result shape, with the
 * service's Parameter of each issue. A number that is not finite is of the
 * wrong type, and text a column cannot store is reported where the package
 * reports it (contract section 10.5): in a field with a format of its own
 * only when it fails that format. The limits the rows state are read off
 * the package's rule tables (`limit`), as the yardsticks read them.
 */
import { accountFields, accountRules, pageFields } from 'fundraising-rules';
import { fieldsWith, row, stated } from './hand-written-common.mjs';

/** The account's top-level fields (not the repeating one), from the package's field list. */
export const TOP_ACCOUNT_FIELDS = accountFields.filter((field) => !field.endsWith('[]'));
/** The page's top-level fields (not the splits), from the package's field list. */
export const TOP_PAGE_FIELDS = pageFields.filter((field) => !field.endsWith('[]'));
/** The marketing indicators: the fields that must be 'N'. */
export const MARKETING_FIELDS = fieldsWith('must-be-N', accountRules);

/**
 * The limit the package's row reporting `code` at `at` states (a length, a
 * count, a whole-number ceiling, the age's maximum): a limit change needs
 * no peer edit.
 * @example limit('002.01.06', 'surname') // 50
 */
export const limit = (code, at) => row(code, at).max;
/** The floor the row states (the age's minimum). */
export const floor = (code, at) => row(code, at).min;
/** The total the splits' whole-number percentages sum to (003.01.15). */
export const SPLITS_TOTAL = stated('003.01.15', 'charitySplits', 'wholeNumbersSumTo', 'total');

// Value conventions (contract sections 5 and 10.5), as predicates: a number that is not finite is no text.
export const isText = (value) =>
  typeof value === 'string' ? value.trim().length > 0 : typeof value === 'number' && Number.isFinite(value);
export const textOf = (value) => (typeof value === 'string' ? value : String(value));
export const isWrongType = (value) =>
  value !== undefined &&
  value !== null &&
  typeof value !== 'string' &&
  (typeof value !== 'number' || !Number.isFinite(value));
/** Text a column cannot store (contract section 10.5): U+0000 or an unpaired surrogate. */
export const isUnstorable = (value) =>
  isText(value) && (textOf(value).includes('\u0000') || !textOf(value).isWellFormed());
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

/** A repeating field's entries: an array as it is, [] when absent, else the one value in an array. */
export const entries = (value) => {
  if (Array.isArray(value)) return value;
  if (value === undefined || value === null || (typeof value === 'string' && !isText(value))) return [];
  return [value];
};

const DOCUMENTED = /^[0-9]{3}\.[0-9]{2}\.[0-9]{2}$/;

/**
 * The package's result shape from what a library found, each `{ code, path }`
 * (the library's message slot carries the code): a code in `warnings` is a
 * warning, `parameterOf(code, path)` gives the parameter. No unchecked rules,
 * no cut.
 */
export function toResult(found, warnings, parameterOf) {
  const issues = [];
  const codes = [];
  let valid = true;
  for (const { code, path } of found) {
    const severity = warnings.has(code) ? 'warning' : 'error';
    const documented = DOCUMENTED.test(code);
    if (severity === 'error') valid = false;
    if (documented && !codes.includes(code)) codes.push(code);
    issues.push({ code, documented, severity, parameter: parameterOf(code, path), path, message: code });
  }
  return { valid, issues, codes, unchecked: [], truncated: false };
}

/** The service's Parameter of an account issue: its field (customCodes for fundraiserCustomCode), '' for the body. */
export const accountParameter = (_code, path) => (path[0] === 'fundraiserCustomCode' ? 'customCodes' : (path[0] ?? ''));

/** The service's Parameter of a page issue, from its code and path. */
export function pageParameter(code, path) {
  if (path.length === 0) return 'URI';
  if (path[0] !== 'charitySplits') return path[0];
  if (path.includes('customCodes')) return 'customCodes';
  if (path.length === 1)
    return code === '003.01.15' || code === '002.01.30' ? 'charitySplitPercent' : 'charityResourceId';
  if (path.length === 2) return code === '002.01.30' ? 'charitySplitPercent' : 'charitySplits';
  return path[2];
}
