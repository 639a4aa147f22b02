import { FactFailure, OptionFacts, PendingFacts, type Query } from './facts/facts.js';
import { resolveOptions } from './facts/options.js';
import type { Facts } from './facts/types.js';
import type { Reporting } from './runtime/report.js';
import type { ValidationResult } from './runtime/result.js';

/**
 * A synchronous validation core: a rule table's checks over one input, with
 * the facts and reporting choices of the options: a validator generated
 * from a table (`src/generated/`), or in tests the reference interpreter
 * over a table (`src/reference/core.ts`).
 */
export type Core = (input: unknown, facts: Facts, reporting: Reporting) => ValidationResult;

/**
 * Validates a payload with a core and synchronous facts.
 * @example validate(checkAccount, body, { today: '20261122' }).codes
 */
export function validate(core: Core, input: unknown, options: unknown): ValidationResult {
  const resolved = resolveOptions(options);
  return runSafely(core, input, new OptionFacts(resolved), resolved);
}

/**
 * Runs a core. A JSON value cannot make it throw; an object that throws when
 * read (a getter, a revoked Proxy) gives an `unreadable-input` result instead,
 * while an error of the caller's own fact functions propagates.
 */
function runSafely(core: Core, input: unknown, facts: Facts, reporting: Reporting): ValidationResult {
  try {
    return core(input, facts, reporting);
  } catch (error) {
    if (isFactFailure(error)) throw error.cause;
    return unreadable(error);
  }
}

/** `instanceof` can itself throw (a Proxy's getPrototypeOf trap); what throws then is not ours. */
function isFactFailure(error: unknown): error is FactFailure {
  try {
    return error instanceof FactFailure;
  } catch {
    return false;
  }
}

/**
 * What a thrown value says of itself, for a message: its `message` when it
 * is an Error, else its string form. A value that cannot be shown (no
 * prototype, a throwing `toString` or `message`) is described, not shown.
 */
function describeThrown(thrown: unknown): string {
  try {
    if (thrown instanceof Error) {
      const message: unknown = thrown.message;
      if (typeof message === 'string') return message;
    }
    return String(thrown);
  } catch {
    return 'a value that cannot be shown was thrown';
  }
}

function unreadable(error: unknown): ValidationResult {
  const reason = describeThrown(error);
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
 * The most passes an async validation makes. A JSON value needs at most
 * three (the event first, then the questions that depend on it); an input
 * that changes while it is read (a getter with a new value on every read)
 * would otherwise ask new questions for ever. The last pass's result stands,
 * with the rules whose facts were never answered in `unchecked`.
 */
const MAX_PASSES = 8;

/**
 * Validates a payload with a core and fact functions that may return
 * Promises. The same synchronous core runs; the facts it asks for are
 * resolved in between, all at once, until a pass asks for nothing new.
 * @example await validateAsync(checkAccount, body, { accountExists: lookUpAccount })
 */
export async function validateAsync(core: Core, input: unknown, options: unknown): Promise<ValidationResult> {
  const resolved = resolveOptions(options);
  const pending = new Map<string, Query>();
  const facts = new PendingFacts(resolved, pending);
  for (let pass = 1; ; pass++) {
    pending.clear();
    const result = runSafely(core, input, facts, resolved);
    if (pending.size === 0 || pass === MAX_PASSES) return result;
    const queries = [...pending.values()];
    const answers = await Promise.all(queries.map((query) => askSettled(facts, query)));
    queries.forEach((query, index) => {
      facts.settle(query, answers[index]);
    });
  }
}

/**
 * Asks a fact as a Promise: a fact that throws becomes a rejected Promise,
 * so that `Promise.all` handles every other fact's Promise too and none is
 * ever left unhandled.
 */
function askSettled(facts: PendingFacts, query: Query): Promise<unknown> {
  try {
    return Promise.resolve(facts.call(query));
  } catch (error) {
    return Promise.reject(error);
  }
}
