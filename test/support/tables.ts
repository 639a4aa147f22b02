/**
 * Reading a rule table's facts for the tests: the limits, fixed values and
 * entry counts its rows' conditions hold, so that a test derives them from
 * the table instead of restating them (a limit changed in `rules/` needs no
 * test edit). The property model (test/arbitraries/) keeps its own facts and
 * is held against these and against docs/service-api.md.
 */
import type { Condition, Rule, RuleTable } from '../../src/index.js';

/** A named condition node, as the table stores it (plain data). */
export type Node = Readonly<Record<string, unknown>> & { readonly test?: string };

/** Every node of a condition tree (`all`, `any`, `not` and named nodes). */
export function conditionNodes(condition: Condition): Node[] {
  const out: Node[] = [];
  const stack: Condition[] = [condition];
  while (stack.length > 0) {
    const node = stack.pop() as Condition;
    out.push(node as unknown as Node);
    if ('all' in node) stack.push(...node.all);
    else if ('any' in node) stack.push(...node.any);
    else if ('not' in node) stack.push(node.not);
  }
  return out;
}

/** The named nodes of a table's rows with `code` (every row when `code` is undefined). */
function nodesOf(table: RuleTable, code: string | undefined): Node[] {
  const rows = table.filter((rule) => code === undefined || rule.code === code);
  if (rows.length === 0) throw new Error(`no row with code ${code}`);
  return rows.flatMap((rule) => conditionNodes(rule.when)).filter((node) => typeof node.test === 'string');
}

/** The one node of `test` on `field` (its `field` or `list`) in the rows with `code` (or anywhere). */
export function nodeOf(table: RuleTable, test: string, field: string, code?: string): Node {
  const node = nodesOf(table, code).find((n) => n.test === test && (n.field === field || n.list === field));
  if (node === undefined) throw new Error(`no ${test} node on ${field} in rows ${code ?? '(any)'}`);
  return node;
}

/**
 * The one value `read` gives for every node of `test` on `field` (in the rows
 * with `code`, or anywhere), leaving out the nodes it reads as undefined.
 */
function single(
  table: RuleTable,
  test: string,
  field: string,
  code: string | undefined,
  read: (node: Node) => unknown,
) {
  const values = new Set(
    nodesOf(table, code)
      .filter((n) => n.test === test && (n.field === field || n.list === field))
      .map(read)
      .filter((value) => value !== undefined),
  );
  if (values.size !== 1) {
    const found = values.size === 0 ? 'none' : [...values].join(', ');
    throw new Error(`${test} on ${field} in rows ${code ?? '(any)'}: one value expected, found ${found}`);
  }
  return [...values][0];
}

/**
 * The length limit of `field`: the `max` of the `longerThan` nodes on it, in
 * the rows with `code` or anywhere in the table (all of them must agree).
 * @example limitOf(pageRules, 'pageTitle') // 45
 */
export const limitOf = (table: RuleTable, field: string, code?: string): number =>
  single(table, 'longerThan', field, code, (node) => node.max) as number;

/**
 * The most entries a list may have: the `max` of its `moreEntriesThan` nodes
 * (a `max` of 0 asks whether the list has entries at all: no limit).
 * @example entriesLimitOf(pageRules, 'charitySplits') // 5
 */
export const entriesLimitOf = (table: RuleTable, list: string, code?: string): number =>
  single(table, 'moreEntriesThan', list, code, (node) => (node.max === 0 ? undefined : node.max)) as number;

/**
 * The values a `oneOf` node on `field` allows (in the rows with `code`, or the first anywhere).
 * @example valuesOf(accountRules, 'title') // ['Mr', 'Mrs', 'Ms', 'Miss', 'Dr', 'Prof']
 */
export const valuesOf = (table: RuleTable, field: string, code?: string): readonly string[] =>
  nodeOf(table, 'oneOf', field, code).values as readonly string[];

/**
 * The bound of an `above` node on `field` (its `min`, or `max` where a row words it so).
 * @example aboveOf(pageRules, 'postEventFundraisingInterval') // 36
 */
export function aboveOf(table: RuleTable, field: string, code?: string): number {
  const node = nodeOf(table, 'above', field, code);
  return (node.min ?? node.max) as number;
}

/**
 * The `total` of the table's `wholeNumbersSumTo` node on `list`.
 * @example totalOf(pageRules, 'charitySplits') // 100
 */
export const totalOf = (table: RuleTable, list: string): number =>
  single(table, 'wholeNumbersSumTo', list, undefined, (node) => node.total) as number;

/**
 * The `min` and `max` of an `ageBetween` node on `field`, in the rows with `code`.
 * @example ageRangeOf(accountRules, 'dateOfBirth', '002.01.15') // { min: 13, max: 100 }
 */
export function ageRangeOf(table: RuleTable, field: string, code: string): { min: number; max: number } {
  const node = nodeOf(table, 'ageBetween', field, code);
  return { min: node.min as number, max: node.max as number };
}

/**
 * The one row with `code` at `at` (the field reference it reports at).
 * @example rowOf(accountRules, '002.01.06', 'surname').parameter // 'surname'
 */
export function rowOf(table: RuleTable, code: string, at: string): Rule {
  const rows = table.filter((rule) => rule.code === code && rule.at === at);
  if (rows.length !== 1) throw new Error(`${rows.length} rows with code ${code} at ${at}`);
  return rows[0] as Rule;
}

/**
 * The code of the one row whose condition limits `field`'s length: a
 * documented code, or `too-long` for an engine row.
 * @example lengthCodeOf(accountRules, 'addressLine2') // 'too-long'
 */
export function lengthCodeOf(table: RuleTable, field: string): string {
  const codes = new Set(
    table
      .filter((rule) => conditionNodes(rule.when).some((node) => node.test === 'longerThan' && node.field === field))
      .map((rule) => rule.code),
  );
  if (codes.size !== 1) throw new Error(`rows limiting ${field}: one code expected, found ${[...codes].join(', ')}`);
  return [...codes][0] as string;
}
