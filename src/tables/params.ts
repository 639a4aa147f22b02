/**
 * The params of a rule's issues (contract section 9.2), read off its
 * condition: the limits and fixed lists it states about the field the rule
 * reports at. Presence, lookups and facts state none.
 */
import { definitionOf } from '../conditions/registry.js';
import { fill } from '../runtime/report.js';
import type { IssueParams } from '../runtime/result.js';
import type { Condition, FieldRef, Json, ParamsSpec, Rule } from './types.js';

/**
 * What the issues of `rule` carry as params, or `undefined` when its
 * condition states no limit or fixed list about the field it reports at.
 * A condition on another field (the `'039'` of an activity code, for a rule
 * about the description) is a trigger, not the rule's limit.
 * @example paramsOf(accountRules.find((rule) => rule.code === '002.01.06')) // { max: { value: 50 }, length: { length: 'surname' } }
 */
export function paramsOf(rule: Rule): ParamsSpec | undefined {
  const found = collect(rule.when, rule.at, false);
  return Object.keys(found).length === 0 ? undefined : found;
}

function collect(node: Condition, at: FieldRef, negated: boolean): ParamsSpec {
  if ('all' in node) return Object.assign({}, ...node.all.map((part) => collect(part, at, negated)));
  if ('any' in node) return Object.assign({}, ...node.any.map((part) => collect(part, at, negated)));
  if ('not' in node) return collect(node.not, at, !negated);
  const stated = definitionOf(node).params?.(node, negated);
  return stated !== undefined && stated.field === at ? stated.params : {};
}

/**
 * A message of a row (by default its own; one of its cases' or a form
 * message when given) with the placeholders of the params the row itself
 * fixes (a limit, a list of allowed values) filled in, as `fill` would fill
 * them: what a validator carries, so that only the values seen in a body (a
 * length, a count) are filled when an issue is reported.
 * @example prefilled(accountRules.find((rule) => rule.code === '002.01.04')) // 'Title must be one of Mr, Mrs, Ms, Miss, Dr, Prof.'
 */
export function prefilled(rule: Rule, message: string = rule.message): string {
  const spec = paramsOf(rule);
  if (spec === undefined) return message;
  const fixed: Record<string, Json> = {};
  for (const [name, source] of Object.entries(spec)) if ('value' in source) fixed[name] = source.value;
  return fill(message, fixed as IssueParams);
}
