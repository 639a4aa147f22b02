/**
 * Form schemas (contract section 10.2): Standard Schema v1 objects whose
 * input is a form's values and whose output is the request body the form
 * helpers make of them. Built on the body schemas (`schemaOf`): a form
 * schema reads the form into a body, validates the body with the body
 * schema of its own options, and names each issue by the form's own input.
 */
import { type ResolvedOptions, resolveOptions } from './facts/options.js';
import type { AsyncValidationOptions, Messages } from './facts/types.js';
import { ACCOUNT_FORM, type FormTable, formPathOf, type Origins, PAGE_FORM, readForm } from './forms/bodies.js';
import type { FormValues } from './forms.js';
import { checkAccount } from './generated/account.js';
import { accountFormMessages } from './generated/account-form-messages.js';
import { checkPage } from './generated/page.js';
import { pageFormMessages } from './generated/page-form-messages.js';
import type { AccountRequest, PageRequest } from './requests.js';
import type { FormMessages } from './runtime/report.js';
import { type StandardResult, type StandardSchema, schemaOf } from './schemas.js';
import type { Core } from './validate.js';

/**
 * The options a form schema validates with: the caller's options with the
 * default messages for people (contract section 10.3), the one place where
 * what a form reports differs from what a body's validator reports.
 * @example schemaOf(checkAccount, formOptions(resolveOptions({ today: '20261122' }), accountFormMessages))
 */
export function formOptions(options: ResolvedOptions, formMessages: FormMessages): ResolvedOptions {
  return { ...options, reporting: { ...options.reporting, formMessages } };
}

/** A body schema's result with each issue's path in the form's own terms; a value as it is. */
function inForm<Output>(result: StandardResult<Output>, origins: Origins): StandardResult<Output> {
  if (result.issues === undefined) return result;
  return {
    issues: result.issues.map((issue) => {
      const path = formPathOf(issue.path, origins);
      return path === issue.path ? issue : { ...issue, path };
    }),
  };
}

/**
 * The form schema of a core and its form table, over options resolved
 * already, its default messages those for people: synchronous or not
 * exactly as the body schema is.
 * @example formSchemaOf<AccountRequest, FormValues>(checkAccount, ACCOUNT_FORM, resolveOptions({ today: '20261122' }), accountFormMessages)
 */
export function formSchemaOf<Output, Input>(
  core: Core,
  table: FormTable,
  options: ResolvedOptions,
  formMessages: FormMessages,
): StandardSchema<Output, Input> {
  const body = schemaOf<Output>(core, formOptions(options, formMessages))['~standard'];
  return {
    '~standard': {
      version: 1,
      vendor: 'fundraising-rules',
      validate(values) {
        const { body: request, origins } = readForm(values, table);
        const result = body.validate(request);
        return result instanceof Promise ? result.then((settled) => inForm(settled, origins)) : inForm(result, origins);
      },
    },
  };
}

/**
 * The create-account validator as a Standard Schema v1 object over a form's
 * values (a `FormData`, a `URLSearchParams`, or an object, flat or nested
 * as react-hook-form makes it): the output is the body `accountFromForm`
 * makes, each issue's path the form's own input. Invalid options throw a
 * `TypeError` here. `Input`, the type of the form's values, is for type
 * inference only.
 * @example
 * import { standardSchemaResolver } from '@hookform/resolvers/standard-schema';
 * useForm<FormValues, unknown, AccountRequest>({ resolver: standardSchemaResolver(accountFormSchema<FormValues>(options)) });
 */
export function accountFormSchema<
  Input extends object = FormValues,
  const M extends Messages = Messages,
  const F extends string = string,
>(options?: AsyncValidationOptions<M, F>): StandardSchema<AccountRequest, Input> {
  return formSchemaOf(checkAccount, ACCOUNT_FORM, resolveOptions(options), accountFormMessages);
}

/**
 * The create-page validator as a Standard Schema v1 object over a form's
 * values: the output is the body `pageFromForm` makes, each issue's path the
 * form's own input (`['charitySplits', 3, 'charityResourceId']` even when
 * splits 1 and 2 were left blank).
 * @example pageFormSchema({ activities, charities })['~standard'].validate(new FormData(form))
 */
export function pageFormSchema<
  Input extends object = FormValues,
  const M extends Messages = Messages,
  const F extends string = string,
>(options?: AsyncValidationOptions<M, F>): StandardSchema<PageRequest, Input> {
  return formSchemaOf(checkPage, PAGE_FORM, resolveOptions(options), pageFormMessages);
}
