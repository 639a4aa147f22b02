/**
 * How a canonical body reads each field (`normaliseAccount`,
 * `normalisePage`), written out of the rule tables into
 * `src/generated/shapes.ts`: a field the table reads as a whole number is
 * one, a repeating field is a list, an entry whose fields the table reads is
 * an object of those fields, and anything else is text. The fields are the
 * table's, in its reading order, so the canonical body keeps exactly them.
 */
import { probeCondition, probeEmitter } from '../conditions/probe.js';
import type { Shape } from '../normalise.js';
import { entryFieldsRead, ruleReads, tableFields } from '../tables/reading.js';
import type { FieldRef, RuleTable } from '../tables/types.js';

/**
 * The shape of a body the table reads: an object of its top-level fields.
 * @example shapeOf(pageRules).postEventFundraisingInterval // 'whole'
 */
export function shapeOf(table: RuleTable): { readonly [field: string]: Shape } {
  const numbers = new Set<FieldRef>();
  const probe = probeEmitter((ref) => numbers.add(ref));
  const refs = new Set<FieldRef>();
  for (const rule of table) {
    probeCondition(rule.when, probe);
    for (const option of rule.cases ?? []) probeCondition(option.when, probe);
    for (const ref of ruleReads(rule)) refs.add(ref);
  }
  const isList = (ref: FieldRef) => [...refs].some((read) => read.startsWith(`${ref}[]`));
  const shape = (ref: FieldRef): Shape => {
    if (isList(ref)) {
      const fields = entryFieldsRead(table, ref).filter((name) => name !== '');
      const entry = `${ref}[]`;
      if (fields.length === 0) return [numbers.has(entry) ? 'whole' : 'text'];
      return [Object.fromEntries(fields.map((name) => [name, shape(`${entry}.${name}`)]))];
    }
    return numbers.has(ref) ? 'whole' : 'text';
  };
  return Object.fromEntries(tableFields(table).map((name) => [name, shape(name)]));
}

/**
 * The source of `src/generated/shapes.ts` for the create-account and create-page tables.
 * @example emitShapes(accountRules, pageRules)
 */
export function emitShapes(account: RuleTable, page: RuleTable): string {
  return [
    '// Generated from the rule tables by `npm run generate` (src/codegen/shapes.ts): do not edit.',
    '// test/generated.test.ts fails when this file no longer matches the tables.',
    '',
    '/** How `normaliseAccount` reads each field of a create-account body (see `Shape` in src/normalise.ts). */',
    `export const ACCOUNT_SHAPE = ${JSON.stringify(shapeOf(account), null, 2)} as const;`,
    '',
    '/** How `normalisePage` reads each field of a create-page body. */',
    `export const PAGE_SHAPE = ${JSON.stringify(shapeOf(page), null, 2)} as const;`,
    '',
  ].join('\n');
}
