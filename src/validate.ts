import { isAborted, reasonOf } from './facts/abort.js';
import { AskingFacts, FactFailure, OptionFacts } from './facts/facts.js';
import { type ResolvedOptions, reportingOf, resolveOptions } from './facts/options.js';
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
 * Validates a payload with a core and synchronous facts; the options may
 * name the message keys and fields of `rows` (by default the operations').
 * @example validate(checkAccount, body, { today: '20261122' }).codes
 */
export function validate(core: Core, input: unknown, options: unknown, rows?: string): ValidationResult {
  const resolved = resolveOptions(options, rows);
  return validateResolved(core, input, resolved, reportingOf(resolved));
}

/**
 * Validates a payload with options resolved already (a prepared
 * validator's) and the reporting choices of the call.
 * @example validateResolved(checkAccount, body, resolved, reportingOf(resolved)).valid
 */
export function validateResolved(
  core: Core,
  input: unknown,
  options: ResolvedOptions,
  reporting: Reporting,
): ValidationResult {
  return strictly(runSafely(core, input, new OptionFacts(options), reporting), options);
}

/**
 * The result, unless the options are `strict` and it lists rules in
 * `unchecked` (contract section 10.4): then a `TypeError` naming the
 * missing options and the codes that need them, so that a missing fact is
 * the caller's configuration error, never a body accepted unchecked.
 * @example strictly(result, resolveOptions({ strict: true })) // throws when result.unchecked is not empty
 */
export function strictly(result: ValidationResult, options: ResolvedOptions): ValidationResult {
  if (!options.strict || result.unchecked.length === 0) return result;
  const codesByOption = new Map<string, string[]>();
  for (const { code, needs } of result.unchecked) codesByOption.set(needs, [...(codesByOption.get(needs) ?? []), code]);
  const missing = [...codesByOption].map(([option, codes]) => `${option} (needed by ${codes.join(', ')})`);
  throw new TypeError(`fundraising-rules: strict: the options do not give ${missing.join('; ')}`);
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
 * Promises: the result itself when every fact answered at once, else a
 * Promise of it. The same synchronous core runs; each fact is asked when a
 * rule first needs it, and a pass that left Promises pending is run again
 * once they have settled. The one place a signal is honoured (contract
 * section 10.5), for the async validators and the Standard Schemas alike:
 * once it is aborted no further fact is asked, and the answer is its reason,
 * thrown when it would have come at once, else a rejection, at once.
 * @example const result = await validateSoon(checkAccount, body, resolved, reportingOf(resolved))
 */
export function validateSoon(
  core: Core,
  input: unknown,
  options: ResolvedOptions,
  reporting: Reporting,
): ValidationResult | Promise<ValidationResult> {
  const { signal } = options;
  if (signal !== undefined && isAborted(signal)) throw reasonOf(signal);
  const facts = new AskingFacts(options);
  const first = runSafely(core, input, facts, reporting);
  return facts.pending
    ? passes(core, input, facts, reporting, options)
    : strictly(unlessAborted(first, signal), options);
}

/** A pass's result, unless the signal was aborted meanwhile (a fact may abort it and answer at once): then its reason is thrown. */
function unlessAborted(result: ValidationResult, signal: AbortSignal | undefined): ValidationResult {
  if (signal !== undefined && isAborted(signal)) throw reasonOf(signal);
  return result;
}

/** The passes after the first, each once the facts asked before it have settled (or rejected at an abort). */
async function passes(
  core: Core,
  input: unknown,
  facts: AskingFacts,
  reporting: Reporting,
  options: ResolvedOptions,
): Promise<ValidationResult> {
  for (let pass = 2; ; pass++) {
    await facts.settled();
    const result = runSafely(core, input, facts, reporting);
    if (!facts.pending || pass === MAX_PASSES) return strictly(unlessAborted(result, options.signal), options);
  }
}

/**
 * Validates a payload with a core and fact functions that may return
 * Promises, as a Promise: invalid options and the caller's failing facts
 * reject it; an aborted signal rejects it with its reason, at once.
 * @example await validateAsync(checkAccount, body, { accountExists: lookUpAccount })
 */
export function validateAsync(core: Core, input: unknown, options: unknown): Promise<ValidationResult> {
  try {
    const resolved = resolveOptions(options);
    return validateResolvedAsync(core, input, resolved, reportingOf(resolved));
  } catch (error) {
    return Promise.reject(error);
  }
}

/**
 * `validateAsync` with options resolved already (a prepared validator's), and
 * the reporting choices of the call: `validateSoon` as a Promise.
 * @example await validateResolvedAsync(checkPage, body, resolved, reportingOf(resolved, ['pageTitle']))
 */
export function validateResolvedAsync(
  core: Core,
  input: unknown,
  options: ResolvedOptions,
  reporting: Reporting,
): Promise<ValidationResult> {
  try {
    return Promise.resolve(validateSoon(core, input, options, reporting));
  } catch (error) {
    return Promise.reject(error);
  }
}
