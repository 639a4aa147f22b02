/**
 * fundraising-rules: every validation rule of the fundraising service's
 * partner API, as data, compiled into validators that report every problem.
 *
 * @example
 * import { validateAccount, validatePage } from 'fundraising-rules';
 * const result = validateAccount(body, { today: '20261122', countries: ['GB'] });
 * if (!result.valid) console.log(result.codes); // ['002.01.06', ...]
 */
import { eventListingDefaults } from '../rules/queries.js';
import type {
  AsyncValidationOptions,
  Messages,
  QueryMessages,
  QueryValidationOptions,
  ValidationOptions,
} from './facts/types.js';
import { parseListingQuery, parseQueryString } from './formats/query.js';
import { checkAccount } from './generated/account.js';
import { checkEventListingQuery } from './generated/event-listing-query.js';
import { checkLookupQuery } from './generated/lookup-query.js';
import { ALL_ROWS } from './generated/names.js';
import { checkPage } from './generated/page.js';
import { checkSearchQuery } from './generated/search-query.js';
import type { ValidationResult } from './runtime/result.js';
import { isBlank } from './runtime/values.js';
import { validate, validateAsync } from './validate.js';

export { accountFields, accountRules } from '../rules/account.js';
export { isoCountryCodes } from '../rules/countries.js';
export { type EngineCode, engineCodes } from '../rules/engine-codes.js';
export { pageFields, pageRules } from '../rules/page.js';
export { eventListingDefaults, eventListingQueryRules, lookupQueryRules, searchQueryRules } from '../rules/queries.js';
export { type AccountCode, accountCodes, type DocumentedCode, type PageCode, pageCodes } from './codes.js';
export type { CheckedMessage, CheckedMessages, FieldEntry, Placeholder } from './facts/literals.js';
export type {
  AsyncValidationOptions,
  EventInfo,
  MaybePromise,
  Message,
  Messages,
  QueryMessages,
  QueryValidationOptions,
  ValidationOptions,
} from './facts/types.js';
export { type FieldPath, type IssuesByField, issuesByField } from './fields.js';
export { accountFormSchema, pageFormSchema } from './form-schemas.js';
export { parseListingQuery, parseQueryString } from './formats/query.js';
export {
  type AccountFormBody,
  accountFromForm,
  type FormCharitySplit,
  type FormDataLike,
  type FormValue,
  type FormValues,
  formFieldName,
  type PageFormBody,
  pageFromForm,
} from './forms.js';
export type { FieldName, MessageKey, QueryFieldName, QueryMessageKey } from './generated/names.js';
export {
  type NormalisedAccount,
  type NormalisedPage,
  type NormalisedSplit,
  normaliseAccount,
  normalisePage,
} from './normalise.js';
export type { CallOptions, InputOr } from './prepared.js';
export { type AccountValidators, createAccountValidators } from './prepared-account.js';
export { createValidators, type Validators } from './prepared-both.js';
export { createPageValidators, type PageValidators } from './prepared-page.js';
export type { AccountRequest, CharitySplit, PageRequest } from './requests.js';
export type { Issue, IssueParams, Severity, Unchecked, ValidationResult } from './runtime/result.js';
export { accountSchema, pageSchema, type StandardIssue, type StandardResult, type StandardSchema } from './schemas.js';
export { type ServiceError, toServiceErrors } from './service-errors.js';
export type { Condition, FieldRef, Json, NamedCondition, Rule, RuleTable } from './tables/types.js';

/**
 * Checks a create-account request body and returns every documented error
 * code that applies, with the exact path of each problem.
 * @example validateAccount({ title: 'Sir' }, { today: '20261122' }).codes.includes('002.01.04') // true
 */
export function validateAccount<const M extends Messages, const F extends string>(
  input: unknown,
  options?: ValidationOptions<M, F>,
): ValidationResult {
  return validate(checkAccount, input, options);
}

/**
 * `validateAccount` with fact functions that may return Promises, such as a
 * database lookup of existing accounts.
 * @example await validateAccountAsync(body, { accountExists: (email, dob) => db.exists(email, dob) })
 */
export function validateAccountAsync<const M extends Messages, const F extends string>(
  input: unknown,
  options?: AsyncValidationOptions<M, F>,
): Promise<ValidationResult> {
  return validateAsync(checkAccount, input, options);
}

/**
 * Checks a create-page request body (personal or event page, individual or
 * team, 1 to 5 charity splits) and returns every documented error code that
 * applies, with the exact path of each problem.
 * @example validatePage(body, { today: '20261122', activities: ['001', '039'] }).codes
 */
export function validatePage<const M extends Messages, const F extends string>(
  input: unknown,
  options?: ValidationOptions<M, F>,
): ValidationResult {
  return validate(checkPage, input, options);
}

/**
 * `validatePage` with fact functions that may return Promises, such as an
 * event lookup in a database.
 * @example await validatePageAsync(body, { events: (id) => db.event(id) })
 */
export function validatePageAsync<const M extends Messages, const F extends string>(
  input: unknown,
  options?: AsyncValidationOptions<M, F>,
): Promise<ValidationResult> {
  return validateAsync(checkPage, input, options);
}

/** Query parameters: an object of them, or a URL query string. */
export type QueryInput = unknown;

const queryOf = (input: unknown): unknown => (typeof input === 'string' ? parseQueryString(input) : input);

/**
 * Checks the query of a fundraiser search: surname (3 to 50 characters),
 * forename (up to 50), api_key (up to 24). Accepts an object of parameters or
 * a URL query string.
 * @example validateSearchQuery('surname=Sm&api_key=KEY').issues[0]?.code // 'too-short'
 */
export function validateSearchQuery<const M extends QueryMessages, const F extends string>(
  query: QueryInput,
  options?: QueryValidationOptions<M, F>,
): ValidationResult {
  return validate(checkSearchQuery, queryOf(query), options, ALL_ROWS);
}

/**
 * Checks the parameters of the event listing ('Event fundraisers 2'):
 * eventResourceId, sortOrder 'A' or 'D', sortField one of the five totals,
 * numRecords 1 to 100, startRecordNum a whole number, api_key. A URL's
 * path segment gives eventResourceId when its query does not.
 * @example validateEventListingQuery({ eventResourceId: 'E1', numRecords: '101', api_key: 'K' }).valid // false
 */
export function validateEventListingQuery<const M extends QueryMessages, const F extends string>(
  query: QueryInput,
  options?: QueryValidationOptions<M, F>,
): ValidationResult {
  return validate(
    checkEventListingQuery,
    typeof query === 'string' ? parseListingQuery(query) : query,
    options,
    ALL_ROWS,
  );
}

/**
 * Checks the query of the activity and country lookups (api_key).
 * @example validateLookupQuery('api_key=KEY').valid // true
 */
export function validateLookupQuery<const M extends QueryMessages, const F extends string>(
  query: QueryInput,
  options?: QueryValidationOptions<M, F>,
): ValidationResult {
  return validate(checkLookupQuery, queryOf(query), options, ALL_ROWS);
}

/**
 * The event listing's parameters with the service's defaults where they are
 * absent: sortOrder 'D', sortField 'donationTotalGA', numRecords 20. Returns
 * a new object; the query is not changed.
 * @example withListingDefaults({ eventResourceId: 'E1' }) // { eventResourceId: 'E1', sortOrder: 'D', sortField: 'donationTotalGA', numRecords: 20 }
 */
export function withListingDefaults(query: QueryInput): Record<string, unknown> {
  const given = typeof query === 'string' ? parseListingQuery(query) : query;
  const result: Record<string, unknown> =
    typeof given === 'object' && given !== null && !Array.isArray(given) ? { ...given } : {};
  for (const [name, value] of Object.entries(eventListingDefaults)) {
    const current = result[name];
    if (current === undefined || current === null || (typeof current === 'string' && isBlank(current)))
      result[name] = value;
  }
  return result;
}
