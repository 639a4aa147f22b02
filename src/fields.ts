/**
 * Issues by the form field they belong to (contract sections 9.3 and 10.5).
 */
import type { Issue, ValidationResult } from './runtime/result.js';

/**
 * The issues of a result by dotted path (`'charitySplits.1.charityResourceId'`,
 * `''` for the body), each list in result order: what a form shows under
 * each of its inputs. The object has no prototype, so a path such as
 * `'constructor'` is a key only when an issue is there.
 * @example issuesByField(validateAccount(body))['surname']?.[0]?.message
 */
export function issuesByField(result: Pick<ValidationResult, 'issues'>): Record<string, Issue[]> {
  const byField: Record<string, Issue[]> = Object.create(null);
  for (const issue of result.issues) {
    const key = issue.path.join('.');
    const issues = byField[key];
    if (issues === undefined) byField[key] = [issue];
    else issues.push(issue);
  }
  return byField;
}
