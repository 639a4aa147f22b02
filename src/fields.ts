/**
 * Issues by the form field they belong to (contract sections 9.3 and 10.5).
 */
import type { QueryFieldName } from './generated/names.js';
import type { Issue, ValidationResult } from './runtime/result.js';

/**
 * A key of `issuesByField`: `''` (the body), a top-level field or query
 * parameter, or a dotted path under one (`'charitySplits.1.charityResourceId'`).
 * A `string` from elsewhere (an input's name) is one after a cast: `byField[name as FieldPath]`.
 * @example const path: FieldPath = `charitySplits.${1}.charityResourceId`;
 */
export type FieldPath = '' | QueryFieldName | `${QueryFieldName}.${string}`;

/**
 * The issues of a result by dotted path: a path without issues has no key,
 * so each value may be `undefined`, and a misspelt field does not compile.
 * @example const surname: Issue[] = issuesByField(result).surname ?? [];
 */
export type IssuesByField = { [Path in FieldPath]?: Issue[] };

/**
 * The issues of a result by dotted path (`'charitySplits.1.charityResourceId'`,
 * `''` for the body), each list in result order: what a form shows under
 * each of its inputs. The object has no prototype, so a path such as
 * `'constructor'` is a key only when an issue is there.
 * @example issuesByField(validateAccount(body)).surname?.[0]?.message
 */
export function issuesByField(result: Pick<ValidationResult, 'issues'>): IssuesByField {
  const byField: Record<string, Issue[]> = Object.create(null);
  for (const issue of result.issues) {
    const key = issue.path.join('.');
    const issues = byField[key];
    if (issues === undefined) byField[key] = [issue];
    else issues.push(issue);
  }
  return byField;
}
