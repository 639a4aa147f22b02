/**
 * The prepared validators of create account alone: a bundle that imports
 * them carries no create-page validator.
 */
import { type ResolvedOptions, resolveOptions } from './facts/options.js';
import type { AsyncValidationOptions, Messages } from './facts/types.js';
import { formSchemaOf } from './form-schemas.js';
import { ACCOUNT_FORM } from './forms/bodies.js';
import type { FormValues } from './forms.js';
import { checkAccount } from './generated/account.js';
import { accountFormMessages } from './generated/account-form-messages.js';
import { type CallOptions, type InputOr, prepared } from './prepared.js';
import type { AccountRequest } from './requests.js';
import type { ValidationResult } from './runtime/result.js';
import { type StandardSchema, schemaOf } from './schemas.js';

/**
 * The create-account validators and schemas of one set of options. `Input`,
 * the type of the form's values, types both schemas' input (for type
 * inference only); without it, `accountSchema` takes an `AccountRequest`
 * and `accountFormSchema` `FormValues`.
 * @example const { accountFormSchema }: AccountValidators<SignUpValues> = createAccountValidators<SignUpValues>(options);
 */
export interface AccountValidators<Input extends object = never> {
  validateAccount<const F extends string>(input: unknown, call?: CallOptions<F>): ValidationResult;
  validateAccountAsync<const F extends string>(input: unknown, call?: CallOptions<F>): Promise<ValidationResult>;
  /** The validator as a Standard Schema over a request body (contract section 9.4). */
  readonly accountSchema: StandardSchema<AccountRequest, InputOr<Input, AccountRequest>>;
  /** The validator as a Standard Schema over a form's values (contract section 10.2). */
  readonly accountFormSchema: StandardSchema<AccountRequest, InputOr<Input, FormValues>>;
}

/**
 * The create-account validators and schemas over options resolved already.
 * @example accountValidators(resolveOptions({ today: '20261122' })).validateAccount(body)
 */
export function accountValidators<Input extends object = never>(options: ResolvedOptions): AccountValidators<Input> {
  const account = prepared(checkAccount, options);
  return {
    validateAccount: account.sync,
    validateAccountAsync: account.async,
    accountSchema: schemaOf(checkAccount, options),
    accountFormSchema: formSchemaOf(checkAccount, ACCOUNT_FORM, options, accountFormMessages),
  };
}

/**
 * `createValidators` for an account form alone: checks the options once (a
 * `TypeError` now when they are wrong) and returns the create-account
 * validators and schemas, without the create-page validator in the bundle.
 * @example
 * const { validateAccount, accountFormSchema } = createAccountValidators<SignUpValues>({ countries: isoCountryCodes });
 * validateAccount(accountFromForm(new FormData(form)), { fields: touched });
 */
export function createAccountValidators<
  Input extends object = never,
  const M extends Messages = Messages,
  const F extends string = string,
>(options?: AsyncValidationOptions<M, F>): AccountValidators<Input> {
  return accountValidators(resolveOptions(options));
}
