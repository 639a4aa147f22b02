// Generated from rules/queries.ts by `npm run generate` (src/codegen/): do not edit.
// test/generated.test.ts fails when this file no longer matches the table,
// and proves the validator equal to the reference interpreter over the same table.
import type { Facts } from '../facts/types.js';
import {
  Findings,
  asRecord,
  isWrongType,
  lengthLimit,
  longerThan,
  reported,
  textAt,
  type Reporting,
  type ValidationResult,
} from '../runtime/index.js';

// What the validator reports of each row, named by its id: no quoted sentence, no condition.
const R_required_api_key = reported("required", "api_key", "api_key is required.");
const R_too_long_api_key = reported("too-long", "api_key", "api_key may have at most 24 characters; it has {length}.");
const R_wrong_type_api_key = reported("wrong-type", "api_key", "api_key must be text or a number, not an object, an array or a boolean.");

/**
 * Checks the query of the activity and country lookups against every row of `lookupQueryRules`, in table order:
 * the same result as the reference interpreter over the table.
 * @example checkLookupQuery(body, new OptionFacts(resolveOptions({ today: '20261122' })), { maxIssues: 1000, messages: undefined })
 */
export function checkLookupQuery(input: unknown, _facts: Facts, reporting: Reporting): ValidationResult {
  const findings = new Findings(reporting);
  const body = asRecord(input);
  const f_api_key = body.api_key;
  const t_api_key = textAt(f_api_key);
  if (t_api_key !== undefined) {
    // too-long:api_key · api_key: Every operation needs the query parameter api_key (Varchar(24)), a key issued to the partner application.
    if (t_api_key.length > 24 && longerThan(t_api_key, 24)) {
      if (!findings.add(R_too_long_api_key, undefined, lengthLimit(24, t_api_key))) return findings.result();
    }
  } else {
    // required:api_key · api_key: Every operation needs the query parameter api_key (Varchar(24)), a key issued to the partner application.
    if (!findings.add(R_required_api_key)) return findings.result();
    // wrong-type:api_key · api_key: Data types are written as the interface writes them (Varchar(n) is text of at most n characters).
    if (f_api_key !== undefined && isWrongType(f_api_key)) {
      if (!findings.add(R_wrong_type_api_key)) return findings.result();
    }
  }
  return findings.result();
}
