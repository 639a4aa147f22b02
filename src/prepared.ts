/**
 * Prepared validators (contract section 9.5): options checked once, then
 * each call pays only for its body, with its own `fields` and `signal`.
 * What the prepared validators of each operation share; they are made in
 * src/prepared-account.ts, src/prepared-page.ts and, both operations'
 * together, src/prepared-both.ts.
 */
import type { FieldEntry } from './facts/literals.js';
import { callChoices, type ResolvedOptions, reportingOf } from './facts/options.js';
import type { ValidationResult } from './runtime/result.js';
import { type Core, validateResolved, validateResolvedAsync } from './validate.js';

/**
 * What one call of a prepared validator may choose. `F`, inferred at each
 * call, is the type of the `fields` entries as written (see `FieldEntry`).
 * @example validateAccount(body, { fields: ['surname'], signal });
 */
export interface CallOptions<F extends string = string> {
  /**
   * Field-level validation for this call, in place of the options' `fields`:
   * read afresh at this call (a generator once, its entries kept).
   */
  fields?: Iterable<FieldEntry<F>> | undefined;
  /** Cancels this call (the async validators). */
  signal?: AbortSignal | undefined;
}

/**
 * The input type a prepared schema declares: the caller's form values type
 * when one was given, else the schema's own (`never`, the default of the
 * prepared validators' type parameters, stands for "not given").
 * @example type Input = InputOr<never, AccountRequest>; // AccountRequest
 */
export type InputOr<Given, Otherwise> = [Given] extends [never] ? Otherwise : Given;

/**
 * Validates with the prepared options, the call's fields (read now) in
 * place of theirs. The call is a `CallOptions` that `callChoices` checks
 * (typed `unknown` here: a `CallOptions<F>` of any `F` is one).
 */
function validateCall(core: Core, input: unknown, options: ResolvedOptions, call: unknown): ValidationResult {
  if (call === undefined) return validateResolved(core, input, options, reportingOf(options));
  const { fields } = callChoices(call); // the signal checked, and ignored
  return validateResolved(core, input, options, reportingOf(options, fields ?? options.fields));
}

/** Validates with the prepared options, the call's fields (read now) and signal in place of theirs. */
function validateCallAsync(
  core: Core,
  input: unknown,
  options: ResolvedOptions,
  call: unknown,
): Promise<ValidationResult> {
  try {
    if (call === undefined) return validateResolvedAsync(core, input, options, reportingOf(options));
    const { fields, signal } = callChoices(call);
    const reporting = reportingOf(options, fields ?? options.fields);
    return validateResolvedAsync(core, input, signal === undefined ? options : { ...options, signal }, reporting);
  } catch (error) {
    return Promise.reject(error);
  }
}

/**
 * The sync and async validators of a core over options resolved already,
 * each call with its own `fields` and `signal`.
 * @example const { sync } = prepared(checkAccount, resolveOptions({ today: '20261122' }));
 */
export const prepared = (core: Core, options: ResolvedOptions) => ({
  sync: (input: unknown, call?: unknown): ValidationResult => validateCall(core, input, options, call),
  async: (input: unknown, call?: unknown): Promise<ValidationResult> => validateCallAsync(core, input, options, call),
});
