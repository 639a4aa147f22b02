/**
 * Checked by `npm run typecheck`, never run: the integration types of
 * contract section 9 as a user's code meets them. Each `@ts-expect-error`
 * fails the typecheck if the line below it ever compiles.
 */
import {
  type AccountRequest,
  accountSchema,
  createValidators,
  type Issue,
  normaliseAccount,
  normalisePage,
  type PageRequest,
  type pageSchema,
  type StandardSchema,
  type ValidationResult,
  validateAccount,
} from '../../src/index.js';

/** What a Standard Schema says its output is, as form libraries infer it. */
type InferOutput<Schema extends StandardSchema<unknown>> = NonNullable<Schema['~standard']['types']>['output'];

/** Compiles only when `A` and `B` are the same type. */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
export const accountOutput: Same<InferOutput<ReturnType<typeof accountSchema>>, AccountRequest> = true;
export const pageOutput: Same<InferOutput<ReturnType<typeof pageSchema>>, PageRequest> = true;

/** A valid result's value is typed as the request body. */
export function validBody(input: unknown): AccountRequest | undefined {
  const result = accountSchema()['~standard'].validate(input);
  if (result instanceof Promise || result.issues !== undefined) return undefined;
  const body: AccountRequest = result.value;
  return body;
}

/** Codes are literals: a misspelt one does not compile. */
export function codesOf(result: ValidationResult): boolean {
  const first: Issue['code'] | undefined = result.issues[0]?.code;
  // @ts-expect-error: 002.01.6 is not a code
  const misspelt: Issue['code'] = '002.01.6';
  // @ts-expect-error: no 002.01.18 in the service's tables
  result.codes.includes('002.01.18');
  return first === misspelt || result.codes.includes('002.01.06');
}

/** Params and message functions are typed. */
export function params(): number | undefined {
  const result = validateAccount(
    {},
    { messages: { '002.01.06': 'at most {max}', 'too-long': (issue) => `${issue.params?.max ?? 0}` } },
  );
  // @ts-expect-error: params are read only
  if (result.issues[0]?.params) result.issues[0].params.max = 1;
  return result.issues[0]?.params?.length;
}

/** A prepared validator's call takes fields and a signal, nothing else. */
export function prepared(body: unknown, signal: AbortSignal): Promise<ValidationResult> {
  const { validateAccount: check, validatePageAsync } = createValidators({ today: '20261122' });
  check(body, { fields: ['surname'] });
  // @ts-expect-error: not a choice of a call
  check(body, { maxIssues: 3 });
  return validatePageAsync(body, { signal });
}

/** A normalised body is a request body: the normalised types are narrower. */
export function normalised(body: unknown): [AccountRequest, PageRequest] {
  const account: AccountRequest = normaliseAccount(body);
  const page: PageRequest = normalisePage(body);
  // @ts-expect-error: a normalised percentage is a number, never text
  const percent: string | undefined = normalisePage(body).charitySplits[0]?.charitySplitPercent;
  return percent === undefined ? [account, page] : [account, page];
}
