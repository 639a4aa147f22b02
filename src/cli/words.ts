/**
 * The rule tables in words: each condition in English (in the words of its
 * definition), and the catalogue's markdown tables. One wording for
 * docs/rules.md (scripts/catalogue.mjs imports this module, built), the
 * `rules` command and `check --explain`.
 */
import type { Words } from '../conditions/define.js';
import { definitionOf } from '../conditions/registry.js';
import { ruleIds } from '../tables/reported.js';
import type { Condition, Rule, RuleTable } from '../tables/types.js';

const code = (text: string | number): string => `\`${text}\``;
const list = (values: readonly string[]): string => values.map(code).join(', ');

/** How a condition's definition writes its words: code spans, and nested conditions in the same words. */
const words: Words = {
  code,
  list,
  condition: (node) => describeCondition(node),
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
  return definitionOf(node).describe(node, words);
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
