/**
 * Issues by the form field they belong to (contract section 9.3).
 */
import type { Issue, ValidationResult } from './runtime/result.js';

/**
 * The issues of a result by dotted path (`'charitySplits.1.charityResourceId'`,
 * `''` for the body), each list in result order: what a form shows under
 * each of its inputs.
 * @example issuesByField(validateAccount(body))['surname']?.[0]?.message
 */
export function issuesByField(result: Pick<ValidationResult, 'issues'>): Record<string, Issue[]> {
  const byField: Record<string, Issue[]> = {};
  for (const issue of result.issues) {
    const key = issue.path.join('.');
    if (Object.hasOwn(byField, key)) byField[key]?.push(issue);
    else Object.defineProperty(byField, key, { value: [issue], enumerable: true, writable: true, configurable: true });
  }
  return byField;
}
