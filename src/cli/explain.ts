/**
 * `check --explain`: each issue with the row of its rule table (found by its
 * code and its path pattern, the row's id), the row's quoted sentence and
 * condition in words, and the values in the body of the fields the
 * condition reads. Loaded only when asked for.
 */

import { segments } from '../conditions/refs.js';
import type { Issue } from '../runtime/result.js';
import { isRecord } from '../runtime/values.js';
import { conditionReads } from '../tables/reading.js';
import type { FieldRef, Rule, RuleTable } from '../tables/types.js';
import type { Explanation } from './report.js';
import { describeCondition } from './words.js';

/** The most entries of one list, and the most fields of one issue, shown. */
const MAX_ENTRIES = 20;
const MAX_FIELDS = 60;
/** How deep a value shown is copied, and how many values of it at most: the rest is cut (`…`). */
const MAX_DEPTH = 16;
const MAX_VALUES = 500;
/** What stands for a part of a value that was cut. */
const CUT = '…';

/** Sets an own property, `__proto__` too (as JSON.parse makes it). */
const put = (target: Record<string, unknown>, key: string, value: unknown): void => {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
};

/**
 * A copy of a value as an explanation shows it: arrays and objects nested at
 * most MAX_DEPTH deep and at most MAX_VALUES values in all, anything beyond
 * replaced by `'…'` (and `cut` true). Made with a queue, not recursion, so a
 * value nested however deeply is copied without growing the stack; the copy
 * is small enough for JSON.stringify.
 * @example shownValue([[1]]) // { value: [[1]], cut: false }
 */
export function shownValue(value: unknown): { value: unknown; cut: boolean } {
  let cut = false;
  let budget = MAX_VALUES;
  /** A container to copy from, the copy it fills, and how deep it is. */
  const queue: { from: object; into: unknown[] | Record<string, unknown>; depth: number }[] = [];
  /** The copy of one value: a new container (queued to be filled), the value itself, or the cut mark. */
  const copy = (from: unknown, depth: number): unknown => {
    budget--;
    if (typeof from !== 'object' || from === null) return from;
    if (depth >= MAX_DEPTH) {
      cut = true;
      return CUT;
    }
    const into: unknown[] | Record<string, unknown> = Array.isArray(from) ? [] : {};
    queue.push({ from, into, depth });
    return into;
  };
  const top = copy(value, 0);
  for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
    const { from, into, depth } = next;
    if (Array.isArray(from) && Array.isArray(into)) {
      for (const entry of from) {
        if (budget <= 0) {
          cut = true;
          into.push(CUT);
          break;
        }
        into.push(copy(entry, depth + 1));
      }
      continue;
    }
    for (const [key, entry] of Object.entries(from)) {
      if (budget <= 0) {
        cut = true;
        put(into as Record<string, unknown>, CUT, CUT);
        break;
      }
      put(into as Record<string, unknown>, key, copy(entry, depth + 1));
    }
  }
  return { value: top, cut };
}

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
        if (fields.length >= MAX_FIELDS || fields.some((known) => known.field === name)) continue;
        if (!found.present) {
          fields.push({ field: name });
          continue;
        }
        const shown = shownValue(found.value);
        fields.push(shown.cut ? { field: name, value: shown.value, cut: true } : { field: name, value: shown.value });
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
