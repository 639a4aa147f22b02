/**
 * A validation result as the service's error response: one error per error
 * issue, each with a code, the parameter concerned and a message (the
 * service description's "Errors"). The response body's structure is the
 * package's decision (README, "Use it on a server"): `{ errors: [...] }` in
 * JSON, `<errors><error>...</error></errors>` in XML (`fundraising-rules/xml`).
 */
import type { Issue, ValidationResult } from './runtime/result.js';

/** One error of the service's error response. */
export interface ServiceError {
  /** A documented code ('002.01.06'), or one of the package's engine codes ('too-long'). */
  readonly code: Issue['code'];
  /** The service's Parameter column: 'surname', 'customCodes', 'URI'; '' for the body. */
  readonly parameter: string;
  readonly message: string;
}

/**
 * The errors of a result as the service reports them: one per error issue,
 * in result order; warnings are advice, not errors, and are left out.
 * @example toServiceErrors(validateAccount(body)) // [{ code: '002.01.06', parameter: 'surname', message: '…' }]
 */
export function toServiceErrors(result: Pick<ValidationResult, 'issues'>): ServiceError[] {
  const errors: ServiceError[] = [];
  for (const { code, parameter, message, severity } of result.issues)
    if (severity === 'error') errors.push({ code, parameter, message });
  return errors;
}
