/**
 * A validation result as the service's error response: one error per error
 * issue, each with a code, the parameter concerned and a message (the
 * service description's "Errors"). The response body's structure is the
 * package's decision (docs/decisions/server-service-errors.md): `{ errors: [...] }` in
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
 * The message a client is given for `unreadable-input`. The issue's own
 * message quotes what the input threw when it was read (a getter, a
 * revoked Proxy): text of the caller's own objects (a lookup's
 * `ECONNREFUSED 10.0.0.5:5432`), never the client's, so it stays in the
 * result for the caller's logs and out of the response.
 */
const UNREADABLE_INPUT = 'The request body could not be read.';

/**
 * The errors of a result as the service reports them: one per error issue,
 * in result order; warnings are advice, not errors, and are left out. An
 * `unreadable-input` error is given with a fixed message, never the text
 * of what its input threw (docs/decisions/server-service-errors.md).
 * @example toServiceErrors(validateAccount(body)) // [{ code: '002.01.06', parameter: 'surname', message: '…' }]
 */
export function toServiceErrors(result: Pick<ValidationResult, 'issues'>): ServiceError[] {
  const errors: ServiceError[] = [];
  for (const { code, parameter, message, severity } of result.issues)
    if (severity === 'error')
      errors.push({ code, parameter, message: code === 'unreadable-input' ? UNREADABLE_INPUT : message });
  return errors;
}
