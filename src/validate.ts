import { compileTable } from './engine/compile.js';
import { evaluate } from './engine/evaluate.js';
import { Run } from './engine/run.js';
import type { RuleTable, ValidationResult } from './engine/types.js';
import { OptionFacts, type Query } from './facts/facts.js';
import { resolveOptions } from './facts/options.js';

/**
 * Validates a payload against a rule table with synchronous facts.
 * @example validateWith(accountRules, body, { today: '20261122' }).codes
 */
export function validateWith(table: RuleTable, input: unknown, options: unknown): ValidationResult {
  const resolved = resolveOptions(options);
  return evaluate(compileTable(table), new Run(input, new OptionFacts(resolved)), resolved);
}

/**
 * Validates a payload against a rule table, with fact functions that may
 * return Promises. The same synchronous core runs; the facts it asks for are
 * resolved in between, all at once, until a pass asks for nothing new.
 * @example await validateWithAsync(accountRules, body, { accountExists: lookUpAccount })
 */
export async function validateWithAsync(table: RuleTable, input: unknown, options: unknown): Promise<ValidationResult> {
  const resolved = resolveOptions(options);
  const rules = compileTable(table);
  const pending = new Map<string, Query>();
  const facts = new OptionFacts(resolved, pending);
  for (;;) {
    pending.clear();
    const result = evaluate(rules, new Run(input, facts), resolved);
    if (pending.size === 0) return result;
    const queries = [...pending.values()];
    const answers = await Promise.all(queries.map((query) => facts.call(query)));
    queries.forEach((query, index) => facts.settle(query, answers[index]));
  }
}
