/**
 * The validators as Standard Schema v1 objects (contract section 9.4), so
 * that form libraries (react-hook-form's resolver, TanStack Form...) take
 * them as they are.
 */
import { type ResolvedOptions, reportingOf, resolveOptions } from './facts/options.js';
import type { AsyncValidationOptions, Messages } from './facts/types.js';
import { checkAccount } from './generated/account.js';
import { checkPage } from './generated/page.js';
import type { AccountRequest, PageRequest } from './requests.js';
import type { Issue, ValidationResult } from './runtime/result.js';
import { type Core, validateSoon } from './validate.js';

/** One problem, as Standard Schema reports it, with the package's code, parameter and severity. */
export interface StandardIssue {
  readonly message: string;
  readonly path: readonly (string | number)[];
  readonly code: Issue['code'];
  readonly parameter: string;
  readonly severity: Issue['severity'];
}

/** What a Standard Schema's `validate` gives: the value, or the issues. */
export type StandardResult<Output> =
  | { readonly value: Output; readonly issues?: undefined }
  | { readonly issues: readonly StandardIssue[] };

/**
 * A Standard Schema v1 object of this package: `validate` returns at once
 * unless a fact function returned a Promise. `Input` is the type a form
 * holds, for type inference only (any value is validated).
 * @example const result = accountSchema()['~standard'].validate(body);
 */
export interface StandardSchema<Output, Input = Output> {
  readonly '~standard': {
    readonly version: 1;
    readonly vendor: 'fundraising-rules';
    validate(value: unknown): StandardResult<Output> | Promise<StandardResult<Output>>;
    /** The input and output types, for type inference only (no value at run time). */
    readonly types?: { readonly input: Input; readonly output: Output } | undefined;
  };
}

/**
 * The schema of a core over options resolved already. Each `validate` reads
 * the options' `fields` afresh and honours their `signal` as the async
 * validators do (`validateSoon`): once it is aborted, `validate` throws its
 * reason where it would have answered at once, else its Promise rejects.
 * @example schemaOf<AccountRequest>(checkAccount, resolveOptions({ today: '20261122' }))
 */
export function schemaOf<Output, Input = Output>(core: Core, options: ResolvedOptions): StandardSchema<Output, Input> {
  return {
    '~standard': {
      version: 1,
      vendor: 'fundraising-rules',
      validate(value) {
        const result = validateSoon(core, value, options, reportingOf(options));
        return result instanceof Promise
          ? result.then((settled) => standardResult<Output>(value, settled))
          : standardResult<Output>(value, result);
      },
    },
  };
}

/** A validation result as Standard Schema gives it: the input when valid (warnings do not fail), else its errors. */
function standardResult<Output>(value: unknown, result: ValidationResult): StandardResult<Output> {
  if (result.valid) return { value: value as Output };
  const issues: StandardIssue[] = [];
  for (const { message, path, code, parameter, severity } of result.issues)
    if (severity === 'error') issues.push({ message, path, code, parameter, severity });
  return { issues };
}

/**
 * The create-account validator as a Standard Schema v1 object. Invalid
 * options throw a `TypeError` here, not when a value is validated. `Input`,
 * the type of the form's values, is for type inference only; `M` and `F`
 * are inferred from the options (see `ValidationOptions`), or take their
 * defaults when `Input` is given, and a literal's misspelt message key is
 * then still refused, not its placeholders nor its fields.
 * @example
 * import { standardSchemaResolver } from '@hookform/resolvers/standard-schema';
 * useForm<FormValues>({ resolver: standardSchemaResolver(accountSchema<FormValues>({ countries: isoCountryCodes })) });
 */
export function accountSchema<
  Input extends object = AccountRequest,
  const M extends Messages = Messages,
  const F extends string = string,
>(options?: AsyncValidationOptions<M, F>): StandardSchema<AccountRequest, Input> {
  return schemaOf(checkAccount, resolveOptions(options));
}

/**
 * The create-page validator as a Standard Schema v1 object.
 * @example pageSchema({ activities, charities })['~standard'].validate(body)
 */
export function pageSchema<
  Input extends object = PageRequest,
  const M extends Messages = Messages,
  const F extends string = string,
>(options?: AsyncValidationOptions<M, F>): StandardSchema<PageRequest, Input> {
  return schemaOf(checkPage, resolveOptions(options));
}
