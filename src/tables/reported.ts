/**
 * What a validator carries of a row at run time: the row without its quoted
 * sentence and its condition.
 */
import { type ReportedRule, reported } from '../runtime/report.js';
import { prefilled } from './params.js';
import type { Rule, RuleTable } from './types.js';

/**
 * A row as its issues report it, with its own message key (its id in its
 * table, see `ruleIds`).
 * @example reportedRule(accountRules[2], '002.01.03:countryCode').documented // true
 */
export function reportedRule(rule: Rule, key: string): ReportedRule {
  return reported(rule.code, rule.parameter, prefilled(rule), rule.severity, rule.at, key);
}

/**
 * A row's cases (`rule.cases`) as their issues report them: the row's own
 * key and everything else of the row, each with the case's message.
 * @example reportedCases(accountRules[6], '002.01.06:surname')[0].message // 'Surname is required.'
 */
export function reportedCases(rule: Rule, key: string): ReportedRule[] {
  return (rule.cases ?? []).map(({ name, message }) =>
    reported(rule.code, rule.parameter, prefilled(rule, message), rule.severity, rule.at, key, name),
  );
}

/**
 * The form messages (contract section 10.3) of a row and of each of its
 * cases, in the order of `[reportedRule, ...reportedCases]`, prefilled as
 * their developer messages are; `undefined` where one has none of its own.
 * @example formMessagesOf(accountRules[6])[1] // 'Enter your surname.'
 */
export function formMessagesOf(rule: Rule): (string | undefined)[] {
  const own = (text: string | undefined) => (text === undefined ? undefined : prefilled(rule, text));
  return [own(rule.formMessage), ...(rule.cases ?? []).map((option) => own(option.formMessage))];
}

/**
 * A row's stable id within its table: its code and the field reference it
 * reports at (`'002.01.06:surname'`, `'wrong-type:charitySplits[].charityResourceId'`),
 * which no other row of the table shares. Generated validators name each row
 * by it, not by its position.
 * @example ruleId(accountRules[6]) // '002.01.06:surname'
 */
export function ruleId(rule: Rule): string {
  return `${rule.code}:${rule.at}`;
}

/**
 * The ids of a table's rows, in order. A row whose id an earlier row already
 * has gets `#2`, `#3`...: the package's own tables have none (a test keeps
 * it so), tables written for tests may.
 * @example ruleIds(accountRules)[0] // '002.01.01:'
 */
export function ruleIds(table: RuleTable): string[] {
  const seen = new Map<string, number>();
  return table.map((rule) => {
    const id = ruleId(rule);
    const count = (seen.get(id) ?? 0) + 1;
    seen.set(id, count);
    return count === 1 ? id : `${id}#${count}`;
  });
}
