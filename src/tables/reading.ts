/**
 * What a rule table reads of a body: its top-level fields, in one order that
 * the reference interpreter and the generated validators both follow, so
 * that a body that throws when read fails alike in both.
 */

import { segments, topField } from '../conditions/refs.js';
import { definitionOf } from '../conditions/registry.js';
import type { Condition, FieldRef, Rule, RuleTable } from './types.js';

/**
 * The field references a condition reads, depth first, in the order its
 * parts read them.
 * @example conditionReads(any(absent('surname'), longerThan('surname', 50))) // ['surname', 'surname']
 */
export function conditionReads(condition: Condition): FieldRef[] {
  if ('all' in condition) return condition.all.flatMap(conditionReads);
  if ('any' in condition) return condition.any.flatMap(conditionReads);
  if ('not' in condition) return conditionReads(condition.not);
  const definition = definitionOf(condition);
  return [...definition.reads(condition), ...(definition.parts?.(condition) ?? []).flatMap(conditionReads)];
}

/**
 * The field references a row reads, in order: the field it reports at, the
 * fields its condition reads, then those its message cases read.
 * @example ruleReads(accountRules.find((rule) => rule.code === '002.01.06')) // ['surname', 'surname', 'surname', 'surname']
 */
export function ruleReads(rule: Rule): FieldRef[] {
  return [
    rule.at,
    ...conditionReads(rule.when),
    ...(rule.cases ?? []).flatMap((option) => conditionReads(option.when)),
  ];
}

/**
 * The top-level fields a table reads, in reading order: for each row, the
 * field it reports at, then the fields its condition and its cases read.
 * @example tableFields(searchQueryRules) // ['surname', 'forename', 'api_key']
 */
export function tableFields(table: RuleTable): string[] {
  const fields = new Set<string>();
  for (const rule of table)
    for (const ref of ruleReads(rule)) {
      const name = topField(ref);
      if (name !== '') fields.add(name);
    }
  return [...fields];
}

/**
 * The fields of each entry of repeating field `list` that a table reads, in
 * reading order ('' for the entry itself, a name for a field of it): what a
 * validator's one pass over the list reads of each entry.
 * @example entryFieldsRead(pageRules, 'charitySplits') // ['', 'charityResourceId', 'charitySplitPercent', 'customCodes']
 */
export function entryFieldsRead(table: RuleTable, list: FieldRef): string[] {
  const prefix = `${list}[]`;
  const names = new Set<string>();
  for (const rule of table)
    for (const ref of ruleReads(rule)) {
      if (ref === prefix) names.add('');
      else if (ref.startsWith(`${prefix}.`)) names.add(segments(ref.slice(prefix.length + 1))[0]?.name ?? '');
    }
  return [...names];
}
