/**
 * Prepared validators (contract section 9.5): options checked once, then
 * each call pays only for its body, with its own `fields` and `signal`.
 */
import { callChoices, type ResolvedOptions, reportingOf, resolveOptions } from './facts/options.js';
import type { AsyncValidationOptions } from './facts/types.js';
import { checkAccount } from './generated/account.js';
import { checkPage } from './generated/page.js';
import type { AccountRequest, PageRequest } from './requests.js';
import type { ValidationResult } from './runtime/result.js';
import { type StandardSchema, schemaOf } from './schemas.js';
import { type Core, validateResolved, validateResolvedAsync } from './validate.js';

/** What one call of a prepared validator may choose. */
export interface CallOptions {
  /**
   * Field-level validation for this call, in place of the options' `fields`:
   * read afresh at this call (a generator once, its entries kept).
   */
  fields?: Iterable<string> | undefined;
  /** Cancels this call (the async validators). */
  signal?: AbortSignal | undefined;
}

/** The validators and schemas of one set of options. */
export interface Validators {
  validateAccount(input: unknown, call?: CallOptions): ValidationResult;
  validateAccountAsync(input: unknown, call?: CallOptions): Promise<ValidationResult>;
  validatePage(input: unknown, call?: CallOptions): ValidationResult;
  validatePageAsync(input: unknown, call?: CallOptions): Promise<ValidationResult>;
  readonly accountSchema: StandardSchema<AccountRequest>;
  readonly pageSchema: StandardSchema<PageRequest>;
}

/** Validates with the prepared options, the call's fields (read now) in place of theirs. */
function validateCall(
  core: Core,
  input: unknown,
  options: ResolvedOptions,
  call: CallOptions | undefined,
): ValidationResult {
  if (call === undefined) return validateResolved(core, input, options, reportingOf(options));
  const { fields } = callChoices(call); // the signal checked, and ignored
  return validateResolved(core, input, options, reportingOf(options, fields ?? options.fields));
}

/** Validates with the prepared options, the call's fields (read now) and signal in place of theirs. */
function validateCallAsync(
  core: Core,
  input: unknown,
  options: ResolvedOptions,
  call: CallOptions | undefined,
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

const prepared = (core: Core, options: ResolvedOptions) => ({
  sync: (input: unknown, call?: CallOptions): ValidationResult => validateCall(core, input, options, call),
  async: (input: unknown, call?: CallOptions): Promise<ValidationResult> =>
    validateCallAsync(core, input, options, call),
});

/**
 * Checks the options once (a `TypeError` now when they are wrong) and
 * returns validators that give exactly what the top-level functions give
 * with the same options, each call choosing its own `fields` and `signal`.
 * @example
 * const { validateAccount } = createValidators({ countries: isoCountryCodes });
 * validateAccount(body, { fields: ['surname'] }).issues // only the surname's
 */
export function createValidators(options?: AsyncValidationOptions): Validators {
  const resolved = resolveOptions(options);
  const account = prepared(checkAccount, resolved);
  const page = prepared(checkPage, resolved);
  return {
    validateAccount: account.sync,
    validateAccountAsync: account.async,
    validatePage: page.sync,
    validatePageAsync: page.async,
    accountSchema: schemaOf(checkAccount, resolved),
    pageSchema: schemaOf(checkPage, resolved),
  };
}
