/**
 * The reference interpreter as a validation core: a rule table's rows
 * compiled into closures and evaluated exactly as written. It is the plain
 * reference the generated validators are proven equal to (the tests and the
 * generator use it); the package's validators never run it.
 */
import type { ValidationResult } from '../runtime/result.js';
import type { RuleTable } from '../tables/types.js';
import { type Core, validate } from '../validate.js';
import { compileTable } from './compile.js';
import { evaluate } from './evaluate.js';
import { Run } from './run.js';

const interpreters = new WeakMap<RuleTable, Core>();

/**
 * The interpreter core of a table: its rules compiled into closures on first
 * use and evaluated as written.
 * @example validate(interpreted(pageRules), body, { today: '20261122' })
 */
export function interpreted(table: RuleTable): Core {
  let core = interpreters.get(table);
  if (core === undefined) {
    core = (input, facts, reporting) => {
      const { rules, fields } = compileTable(table);
      return evaluate(rules, new Run(input, facts, fields), reporting);
    };
    interpreters.set(table, core);
  }
  return core;
}

/**
 * Validates a payload against a rule table with the reference interpreter.
 * @example validateWith(accountRules, body, { today: '20261122' }).codes
 */
export function validateWith(table: RuleTable, input: unknown, options: unknown): ValidationResult {
  return validate(interpreted(table), input, options);
}
