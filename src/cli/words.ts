/**
 * The rule tables in words: each condition in English, and the catalogue's
 * markdown tables. One wording for docs/rules.md (scripts/catalogue.mjs
 * imports this module, built), the `rules` command and `check --explain`.
 */
import type { ConditionName, ConditionNode } from '../conditions/registry.js';
import { ruleIds } from '../tables/reported.js';
import type { Condition, Rule, RuleTable } from '../tables/types.js';

const code = (text: string | number): string => `\`${text}\``;
const list = (values: readonly string[]): string => values.map(code).join(', ');

type Phrases = { readonly [Name in ConditionName]: (node: Extract<ConditionNode, { readonly test: Name }>) => string };

/** English for each named condition of the vocabulary. */
const phrases: Phrases = {
  present: (n) => `${code(n.field)} is present`,
  absent: (n) => `${code(n.field)} is absent`,
  wrongType: (n) => `${code(n.field)} is an object, array or boolean`,
  shorterThan: (n) => `${code(n.field)} is shorter than ${n.min}`,
  longerThan: (n) => `${code(n.field)} is longer than ${n.max}`,
  oneOf: (n) =>
    `${code(n.field)} is exactly ${n.values.length === 1 ? code(n.values[0] ?? '') : `one of ${list(n.values)}`}`,
  digitsOnly: (n) => `${code(n.field)} is digits 0-9 only`,
  unstorableText: (n) => `${code(n.field)} holds U+0000 or an unpaired surrogate`,
  emailShape: (n) => `${code(n.field)} has an '@' and at least two '.'`,
  urlSegment: (n) => `${code(n.field)} is a URL path segment`,
  ymdDate: (n) => `${code(n.field)} is a real date written YYYYMMDD`,
  afterToday: (n) => `${code(n.field)} is after today`,
  ageBetween: (n) => `the age from ${code(n.field)} on today is ${n.min} to ${n.max}`,
  ukPostcode: (n) => `${code(n.field)} is a strict UK postcode`,
  inList: (n) => `${code(n.field)} is in option ${code(n.list)}`,
  notInList: (n) => `${code(n.field)} is not in option ${code(n.list)}`,
  answers: (n) => `option ${code(n.fact)}(${n.fields.join(', ')}) says ${n.answer ? 'yes' : 'no'}`,
  moreEntriesThan: (n) =>
    n.max === 0 ? `${code(n.list)} has entries` : `${code(n.list)} has more than ${n.max} entries`,
  wholeNumber: (n) => `${code(n.field)} is a whole number`,
  above: (n) => `${code(n.field)} is a whole number above ${n.min}`,
  decimalAmount: (n) => `${code(n.field)} is a non-negative Decimal(19,2) amount`,
  eventIs: (n) =>
    `the event in ${code(n.field)} is ${n.state === 'unknown' ? 'not known to option `events`' : n.state === 'known' ? 'known to option `events`' : n.state === 'full' ? 'full (placesLeft <= 0)' : n.state}`,
  eventDisallows: (n) => `the event in ${code(n.event)} has allowedCharities without ${code(n.field)}`,
  eventAllowsFewer: (n) => `the event in ${code(n.event)} has a maxCharities below the entries of ${code(n.list)}`,
  eventSplitsDiffer: (n) =>
    `the event in ${code(n.event)} has fixed charitySplits that the (charity, whole-number percentage) pairs of ${code(n.list)} with a charity differ from, as a multiset`,
  repeatsEarlier: (n) => `${code(n.field)} repeats an earlier entry of ${code(n.list)}`,
  wholeNumbersSumTo: (n) => `the whole numbers in ${code(n.field)} sum to ${n.total}`,
  some: (n) => `some entry of ${code(n.list)} has: ${describeCondition(n.where)}`,
  notObject: (n) => (n.field === '' ? 'the body is not an object' : `${code(n.field)} is not an object`),
  nonePresent: (n) => `none of the ${n.fields.length} fields is present`,
};

/**
 * A condition in English: `all` joins with "and", `any` with "or"; an "or"
 * inside an "and" (and the reverse) is bracketed.
 * @example describeCondition({ test: 'absent', field: 'surname' }) // '`surname` is absent'
 */
export function describeCondition(node: Condition): string {
  if ('all' in node) return node.all.map((part) => wrap(part, 'all')).join(' and ');
  if ('any' in node) return node.any.map((part) => wrap(part, 'any')).join(' or ');
  if ('not' in node) return `not (${describeCondition(node.not)})`;
  const test: string = node.test;
  if (!Object.hasOwn(phrases, test)) throw new Error(`no catalogue phrase for condition '${test}'`);
  return (phrases[node.test] as (node: ConditionNode) => string)(node);
}

function wrap(part: Condition, within: 'all' | 'any'): string {
  const nested = ('all' in part && within === 'any') || ('any' in part && within === 'all');
  return nested ? `(${describeCondition(part)})` : describeCondition(part);
}

/**
 * When a row fires, in words: its condition, and that no later rule runs
 * when the row halts the table.
 * @example firesWhen(accountRules[0]) // 'the body is not an object; no later rule runs'
 */
export function firesWhen(rule: Rule): string {
  return describeCondition(rule.when) + (rule.halts ? '; no later rule runs' : '');
}

const cell = (text: string): string => text.replaceAll('|', '\\|').replaceAll('\n', ' ');

/**
 * One operation's catalogue as a markdown table: a heading, then one line
 * per row in table order, keyed by the row's id (`code:at`, its own message
 * key), not by its position, so a new row adds one line and changes none:
 * id, parameter, severity, when it fires, the quoted service sentence.
 * @example catalogueTable('Create account', accountRules)[4] // '| `002.01.01:` | (none) | error | ...'
 */
export function catalogueTable(title: string, rules: RuleTable): string[] {
  const out = [
    `### ${title}`,
    '',
    '| Id (code:path) | Parameter | Severity | Fires when | Source (service-api.md) |',
    '|---|---|---|---|---|',
  ];
  const ids = ruleIds(rules);
  rules.forEach((rule, index) => {
    out.push(
      `| ${code(ids[index] ?? '')} | ${cell(rule.parameter || '(none)')} | ${rule.severity} | ${cell(firesWhen(rule))} | ${cell(rule.source)} |`,
    );
  });
  out.push('');
  return out;
}

/**
 * The engine codes as a markdown table (code, meaning).
 * @example engineCodesTable(engineCodes)
 */
export function engineCodesTable(engineCodes: Readonly<Record<string, string>>): string[] {
  const out = ['### Engine codes', '', '| Code | Meaning |', '|---|---|'];
  for (const [name, meaning] of Object.entries(engineCodes)) out.push(`| ${code(name)} | ${cell(meaning)} |`);
  return out;
}
