/**
 * fundraising-rules: every validation rule of the fundraising service's
 * partner API, as data, compiled into validators that report every problem.
 *
 * @example
 * import { validateAccount, validatePage } from 'fundraising-rules';
 * const result = validateAccount(body, { today: '20261122', countries: ['GB'] });
 * if (!result.valid) console.log(result.codes); // ['002.01.06', ...]
 */
import { accountRules } from '../rules/account.js';
import { pageRules } from '../rules/page.js';
import type { ValidationResult } from './engine/types.js';
import type { AsyncValidationOptions, ValidationOptions } from './facts/types.js';
import { validateWith, validateWithAsync } from './validate.js';

export { accountFields, accountRules } from '../rules/account.js';
export { isoCountryCodes } from '../rules/countries.js';
export { pageFields, pageRules } from '../rules/page.js';
export { engineCodes, type EngineCode } from '../rules/engine-codes.js';
export type {
  Condition, FieldRef, Issue, Json, NamedCondition, Rule, RuleTable, Severity, Unchecked, ValidationResult,
} from './engine/types.js';
export type { AsyncValidationOptions, EventInfo, MaybePromise, Messages, ValidationOptions } from './facts/types.js';

/**
 * Checks a create-account request body and returns every documented error
 * code that applies, with the exact path of each problem.
 * @example validateAccount({ title: 'Sir' }, { today: '20261122' }).codes.includes('002.01.04') // true
 */
export function validateAccount(input: unknown, options?: ValidationOptions): ValidationResult {
  return validateWith(accountRules, input, options);
}

/**
 * `validateAccount` with fact functions that may return Promises, such as a
 * database lookup of existing accounts.
 * @example await validateAccountAsync(body, { accountExists: (email, dob) => db.exists(email, dob) })
 */
export function validateAccountAsync(input: unknown, options?: AsyncValidationOptions): Promise<ValidationResult> {
  return validateWithAsync(accountRules, input, options);
}

/**
 * Checks a create-page request body (personal or event page, individual or
 * team, 1 to 5 charity splits) and returns every documented error code that
 * applies, with the exact path of each problem.
 * @example validatePage(body, { today: '20261122', activities: ['001', '039'] }).codes
 */
export function validatePage(input: unknown, options?: ValidationOptions): ValidationResult {
  return validateWith(pageRules, input, options);
}

/**
 * `validatePage` with fact functions that may return Promises, such as an
 * event lookup in a database.
 * @example await validatePageAsync(body, { events: (id) => db.event(id) })
 */
export function validatePageAsync(input: unknown, options?: AsyncValidationOptions): Promise<ValidationResult> {
  return validateWithAsync(pageRules, input, options);
}
