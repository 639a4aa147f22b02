/**
 * The prepared validators of create page alone: a bundle that imports
 * them carries no create-account validator.
 */
import { type ResolvedOptions, resolveOptions } from './facts/options.js';
import type { AsyncValidationOptions, Messages } from './facts/types.js';
import { formSchemaOf } from './form-schemas.js';
import { PAGE_FORM } from './forms/bodies.js';
import type { FormValues } from './forms.js';
import { checkPage } from './generated/page.js';
import { pageFormMessages } from './generated/page-form-messages.js';
import { type CallOptions, type InputOr, prepared } from './prepared.js';
import type { PageRequest } from './requests.js';
import type { ValidationResult } from './runtime/result.js';
import { type StandardSchema, schemaOf } from './schemas.js';

/**
 * The create-page validators and schemas of one set of options. `Input`,
 * the type of the form's values, types both schemas' input (for type
 * inference only); without it, `pageSchema` takes a `PageRequest`
 * and `pageFormSchema` `FormValues`.
 * @example const { pageFormSchema }: PageValidators<PageValues> = createPageValidators<PageValues>(options);
 */
export interface PageValidators<Input extends object = never> {
  validatePage<const F extends string>(input: unknown, call?: CallOptions<F>): ValidationResult;
  validatePageAsync<const F extends string>(input: unknown, call?: CallOptions<F>): Promise<ValidationResult>;
  /** The validator as a Standard Schema over a request body (contract section 9.4). */
  readonly pageSchema: StandardSchema<PageRequest, InputOr<Input, PageRequest>>;
  /** The validator as a Standard Schema over a form's values (contract section 10.2). */
  readonly pageFormSchema: StandardSchema<PageRequest, InputOr<Input, FormValues>>;
}

/**
 * The create-page validators and schemas over options resolved already.
 * @example pageValidators(resolveOptions({ today: '20261122' })).validatePage(body)
 */
export function pageValidators<Input extends object = never>(options: ResolvedOptions): PageValidators<Input> {
  const page = prepared(checkPage, options);
  return {
    validatePage: page.sync,
    validatePageAsync: page.async,
    pageSchema: schemaOf(checkPage, options),
    pageFormSchema: formSchemaOf(checkPage, PAGE_FORM, options, pageFormMessages),
  };
}

/**
 * `createValidators` for a page form alone: checks the options once (a
 * `TypeError` now when they are wrong) and returns the create-page
 * validators and schemas, without the create-account validator in the bundle.
 * @example
 * const { validatePage, pageFormSchema } = createPageValidators<PageValues>({ activities, charities });
 * validatePage(pageFromForm(new FormData(form)), { fields: touched });
 */
export function createPageValidators<
  Input extends object = never,
  const M extends Messages = Messages,
  const F extends string = string,
>(options?: AsyncValidationOptions<M, F>): PageValidators<Input> {
  return pageValidators(resolveOptions(options));
}
