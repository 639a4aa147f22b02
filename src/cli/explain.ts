/**
 * `check --explain`: each issue with the row of its rule table (found by its
 * code and its path pattern, the row's id), the row's quoted sentence and
 * condition in words, and the values in the body of the fields the
 * condition reads. Loaded only when asked for.
 */
import type { Issue } from '../runtime/result.js';
import { isRecord } from '../runtime/values.js';
import { conditionReads } from '../tables/reading.js';
import { segments } from '../tables/refs.js';
import type { FieldRef, Rule, RuleTable } from '../tables/types.js';
import type { Explanation } from './report.js';
import { describeCondition } from './words.js';

/** The most entries of one list, and the most fields of one issue, shown. */
const MAX_ENTRIES = 20;
const MAX_FIELDS = 60;

/**
 * The path pattern of an issue's path: each index a `[]`.
 * @example patternOf(['charitySplits', 1, 'charityResourceId']) // 'charitySplits[].charityResourceId'
 */
export function patternOf(path: readonly (string | number)[]): FieldRef {
  let pattern = '';
  for (const part of path) {
    if (typeof part === 'number') pattern += '[]';
    else pattern = pattern === '' ? part : `${pattern}.${part}`;
  }
  return pattern;
}

/** The entry index the issue's path gives each list it goes through (by the list's pattern). */
function boundIndices(path: readonly (string | number)[]): Map<FieldRef, number> {
  const bound = new Map<FieldRef, number>();
  let pattern = '';
  for (const part of path) {
    if (typeof part === 'number') {
      bound.set(pattern, part);
      pattern += '[]';
    } else pattern = pattern === '' ? part : `${pattern}.${part}`;
  }
  return bound;
}

interface Found {
  readonly path: readonly (string | number)[];
  readonly present: boolean;
  readonly value?: unknown;
}

const field = (value: unknown, name: string): Omit<Found, 'path'> =>
  isRecord(value) && Object.hasOwn(value, name) ? { present: true, value: value[name] } : { present: false };

/**
 * The values a field reference reads in a body: at the entries the issue is
 * at, and at every entry of a list it is not at.
 */
function valuesOf(body: unknown, ref: FieldRef, bound: ReadonlyMap<FieldRef, number>): Found[] {
  let found: Found[] = [{ path: [], present: true, value: body }];
  let pattern = '';
  for (const segment of segments(ref)) {
    pattern = pattern === '' ? segment.name : `${pattern}.${segment.name}`;
    found = found.map((at) =>
      at.present ? { path: [...at.path, segment.name], ...field(at.value, segment.name) } : at,
    );
    if (!segment.each) continue;
    const index = bound.get(pattern);
    found = found.flatMap((at): Found[] => {
      const list = at.value;
      if (!at.present || list === null || (typeof list === 'string' && list.trim() === '')) return [at];
      if (!Array.isArray(list)) return index === undefined || index === 0 ? [{ ...at, path: [...at.path, 0] }] : [];
      const indices = index === undefined ? [...list.keys()].slice(0, MAX_ENTRIES) : [index];
      return indices.map((entry) =>
        entry in list
          ? { path: [...at.path, entry], present: true, value: list[entry] }
          : { path: [...at.path, entry], present: false },
      );
    });
    pattern += '[]';
  }
  return found;
}

/**
 * The explanations of a table's issues, by the row each comes from.
 * @example explainer(accountRules)(issue, body)?.condition // '`surname` is absent or `surname` is longer than 50'
 */
export function explainer(table: RuleTable): (issue: Issue, body: unknown) => Explanation | undefined {
  const rows = new Map<string, { rule: Rule; reads: FieldRef[]; condition: string }>();
  for (const rule of table) {
    const id = `${rule.code}:${rule.at}`;
    if (!rows.has(id))
      rows.set(id, { rule, reads: [...new Set(conditionReads(rule.when))], condition: describeCondition(rule.when) });
  }
  return (issue, body) => {
    const row = rows.get(`${issue.code}:${patternOf(issue.path)}`);
    if (row === undefined) return undefined;
    const bound = boundIndices(issue.path);
    const fields: Explanation['fields'][number][] = [];
    for (const ref of row.reads) {
      // The body itself is shown only when it is not an object (an object is shown field by field).
      if (ref === '' && isRecord(body)) continue;
      for (const found of valuesOf(body, ref, bound)) {
        const name = found.path.length === 0 ? '(body)' : found.path.join('.');
        if (fields.length < MAX_FIELDS && !fields.some((known) => known.field === name))
          fields.push(found.present ? { field: name, value: found.value } : { field: name });
      }
    }
    return {
      code: row.rule.code,
      path: row.rule.at,
      source: row.rule.source,
      condition: row.condition,
      fields,
    };
  };
}
