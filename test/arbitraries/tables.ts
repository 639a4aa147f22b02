/**
 * Reading a rule table (`accountRules`, `pageRules`) for the arbitraries:
 * limits, fixed values and entry counts come from the table's conditions, so
 * generated payloads are "valid" exactly as the table would have them.
 */
import type { Condition, RuleTable } from '../../src/index.js';

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

/** The lookups of one rule table (`name` is how errors call it). */
export function tableReader(rules: RuleTable, name: string) {
  /** The named nodes of the rows with `code` (every row when `code` is undefined). */
  function nodesOf(code: string | undefined): Node[] {
    const rows = rules.filter((rule) => code === undefined || rule.code === code);
    if (rows.length === 0) throw new Error(`no row with code ${code} in ${name}`);
    return rows.flatMap((rule) => conditionNodes(rule.when)).filter((node) => typeof node.test === 'string');
  }

  function findNode(code: string | undefined, test: string, field: string): Node {
    const node = nodesOf(code).find((n) => n.test === test && (n.field === field || n.list === field));
    if (node === undefined) throw new Error(`no ${test} node on ${field} in rows ${code ?? '(any)'}`);
    return node;
  }

  return {
    nodesOf,
    findNode,
    /**
     * The `max` of the `longerThan` node on `field` in the rows with `code`.
     * @example tableReader(accountRules, 'accountRules').tableMax('002.01.06', 'surname') // 50
     */
    tableMax(code: string, field: string): number {
      return findNode(code, 'longerThan', field).max as number;
    },
    /**
     * The size limit of a field without a documented length code: the smallest
     * `longerThan` max on it anywhere in the table (the engine's Varchar rows).
     */
    fieldMax(field: string): number {
      const maxes = nodesOf(undefined)
        .filter((n) => n.test === 'longerThan' && n.field === field)
        .map((n) => n.max as number);
      if (maxes.length === 0) throw new Error(`no longerThan node on ${field}`);
      return Math.min(...maxes);
    },
    /** The `values` of a `oneOf` node on `field` (in the rows with `code`, or anywhere). */
    tableValues(field: string, code?: string): readonly string[] {
      return findNode(code, 'oneOf', field).values as readonly string[];
    },
    /** The `max` of a `moreEntriesThan` node on a list. */
    tableEntriesMax(code: string, list: string): number {
      return findNode(code, 'moreEntriesThan', list).max as number;
    },
  };
}
