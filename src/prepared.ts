/**
 * Prepared validators (contract section 9.5): options checked once, then
 * each call pays only for its body, with its own `fields` and `signal`.
 */

import type { FieldEntry } from './facts/literals.js';
import { callChoices, type ResolvedOptions, resolveOptions } from './facts/options.js';
import type { AsyncValidationOptions, Messages } from './facts/types.js';
import { checkAccount } from './generated/account.js';
import { checkPage } from './generated/page.js';
import type { AccountRequest, PageRequest } from './requests.js';
import type { ValidationResult } from './runtime/result.js';
import { type StandardSchema, schemaOf } from './schemas.js';
import { type Core, validateResolved, validateResolvedAsync } from './validate.js';

/**
 * What one call of a prepared validator may choose. `F`, inferred at each
 * call, is the type of the `fields` entries as written (see `FieldEntry`).
 * @example validateAccount(body, { fields: ['surname'], signal });
 */
export interface CallOptions<F extends string = string> {
  /** Field-level validation for this call, in place of the options' `fields`. */
  fields?: Iterable<FieldEntry<F>> | undefined;
  /** Cancels this call (the async validators). */
  signal?: AbortSignal | undefined;
}

/** The validators and schemas of one set of options. */
export interface Validators {
  validateAccount<const F extends string>(input: unknown, call?: CallOptions<F>): ValidationResult;
  validateAccountAsync<const F extends string>(input: unknown, call?: CallOptions<F>): Promise<ValidationResult>;
  validatePage<const F extends string>(input: unknown, call?: CallOptions<F>): ValidationResult;
  validatePageAsync<const F extends string>(input: unknown, call?: CallOptions<F>): Promise<ValidationResult>;
  readonly accountSchema: StandardSchema<AccountRequest>;
  readonly pageSchema: StandardSchema<PageRequest>;
}

/**
 * The options of one call: the prepared ones, with the call's fields and
 * signal in place. The call is a `CallOptions` that `callChoices` checks
 * (typed `unknown` here: a `CallOptions<F>` of any `F` is one).
 */
function forCall(options: ResolvedOptions, call: unknown): ResolvedOptions {
  if (call === undefined) return options;
  const { fields, signal } = callChoices(call);
  return { ...options, fields: fields ?? options.fields, signal: signal ?? options.signal };
}

const prepared = (core: Core, options: ResolvedOptions) => ({
  sync(input: unknown, call?: unknown): ValidationResult {
    const chosen = forCall(options, call);
    return validateResolved(core, input, chosen, chosen);
  },
  async(input: unknown, call?: unknown): Promise<ValidationResult> {
    try {
      const chosen = forCall(options, call);
      return validateResolvedAsync(core, input, chosen, chosen);
    } catch (error) {
      return Promise.reject(error);
    }
  },
});

/**
 * Checks the options once (a `TypeError` now when they are wrong) and
 * returns validators that give exactly what the top-level functions give
 * with the same options, each call choosing its own `fields` and `signal`.
 * @example
 * const { validateAccount } = createValidators({ countries: isoCountryCodes });
 * validateAccount(body, { fields: ['surname'] }).issues // only the surname's
 */
export function createValidators<const M extends Messages, const F extends string>(
  options?: AsyncValidationOptions<M, F>,
): Validators {
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
