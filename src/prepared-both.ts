/**
 * The prepared validators of both operations (contract section 9.5), for
 * one set of options checked once.
 */
import { resolveOptions } from './facts/options.js';
import type { AsyncValidationOptions, Messages } from './facts/types.js';
import { type AccountValidators, accountValidators } from './prepared-account.js';
import { type PageValidators, pageValidators } from './prepared-page.js';

/**
 * The validators and schemas of both operations for one set of options.
 * `AccountInput` and `PageInput`, the types of the forms' values, type the
 * schemas' input (for type inference only; see `AccountValidators`).
 * @example const validators: Validators = createValidators({ today: '20261122' });
 */
export type Validators<
  AccountInput extends object = never,
  PageInput extends object = never,
> = AccountValidators<AccountInput> & PageValidators<PageInput>;

/**
 * Checks the options once (a `TypeError` now when they are wrong) and
 * returns validators that give exactly what the top-level functions give
 * with the same options, each call choosing its own `fields` and `signal`,
 * and the Standard Schemas of both operations, over request bodies
 * (`accountSchema`, `pageSchema`) and over form values (`accountFormSchema`,
 * `pageFormSchema`). An account form alone imports `createAccountValidators`
 * instead, and carries no page validator.
 * @example
 * const { validateAccount, accountFormSchema } = createValidators<SignUpValues>({ countries: isoCountryCodes });
 * validateAccount(body, { fields: ['surname'] }).issues // only the surname's
 */
export function createValidators<
  AccountInput extends object = never,
  PageInput extends object = never,
  const M extends Messages = Messages,
  const F extends string = string,
>(options?: AsyncValidationOptions<M, F>): Validators<AccountInput, PageInput> {
  const resolved = resolveOptions(options);
  return { ...accountValidators<AccountInput>(resolved), ...pageValidators<PageInput>(resolved) };
}
