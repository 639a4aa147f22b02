import { compileTable, type CompiledTable } from './engine/compile.js';
import { evaluate } from './engine/evaluate.js';
import { Run } from './engine/run.js';
import type { RuleTable, ValidationResult } from './engine/types.js';
import { FactFailure, OptionFacts, type Query } from './facts/facts.js';
import { resolveOptions, type ResolvedOptions } from './facts/options.js';

/**
 * Validates a payload against a rule table with synchronous facts
 * (`optimise: false` evaluates every rule as written, for differential tests).
 * @example validateWith(accountRules, body, { today: '20261122' }).codes
 */
export function validateWith(table: RuleTable, input: unknown, options: unknown, optimise = true): ValidationResult {
  const resolved = resolveOptions(options);
  return evaluateSafely(compileTable(table, optimise), input, new OptionFacts(resolved), resolved);
}

/**
 * Runs the core. A JSON value cannot make it throw; an object that throws when
 * read (a getter, a revoked Proxy) gives an `unreadable-input` result instead,
 * while an error of the caller's own fact functions propagates.
 */
function evaluateSafely(table: CompiledTable, input: unknown, facts: OptionFacts, resolved: ResolvedOptions): ValidationResult {
  try {
    return evaluate(table.rules, new Run(input, facts, table.fields), resolved);
  } catch (error) {
    if (error instanceof FactFailure) throw error.cause;
    return unreadable(error);
  }
}

function unreadable(error: unknown): ValidationResult {
  const reason = error instanceof Error ? error.message : String(error);
  return {
    valid: false,
    issues: [
      {
        code: 'unreadable-input',
        documented: false,
        severity: 'error',
        parameter: '',
        path: [],
        message: `The input could not be read: ${reason}`,
      },
    ],
    codes: [],
    unchecked: [],
    truncated: false,
  };
}

/**
 * Validates a payload against a rule table, with fact functions that may
 * return Promises. The same synchronous core runs; the facts it asks for are
 * resolved in between, all at once, until a pass asks for nothing new.
 * @example await validateWithAsync(accountRules, body, { accountExists: lookUpAccount })
 */
export async function validateWithAsync(table: RuleTable, input: unknown, options: unknown): Promise<ValidationResult> {
  const resolved = resolveOptions(options);
  const compiled = compileTable(table);
  const pending = new Map<string, Query>();
  const facts = new OptionFacts(resolved, pending);
  for (;;) {
    pending.clear();
    const result = evaluateSafely(compiled, input, facts, resolved);
    if (pending.size === 0) return result;
    const queries = [...pending.values()];
    const answers = await Promise.all(queries.map((query) => facts.call(query)));
    queries.forEach((query, index) => facts.settle(query, answers[index]));
  }
}
