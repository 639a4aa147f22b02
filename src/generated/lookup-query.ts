// Generated from rules/queries.ts by `npm run generate` (src/codegen/): do not edit.
// test/generated.test.ts fails when this file no longer matches the table,
// and proves the validator equal to the interpreter over the same table.
import { Findings, type ReportedRule, type Reporting } from '../engine/evaluate.js';
import type { ValidationResult } from '../engine/types.js';
import { asRecord, kindOf, longerThan, textOf } from '../engine/values.js';
import type { Facts } from '../facts/types.js';

/** What the validator reports of each row, in table order: no quoted sentence, no condition. */
const rules: readonly ReportedRule[] = [
  { code: "required", documented: false, severity: "error", parameter: "api_key", message: "api_key is required." },
  { code: "too-long", documented: false, severity: "error", parameter: "api_key", message: "api_key may have at most 24 characters." },
  { code: "wrong-type", documented: false, severity: "error", parameter: "api_key", message: "api_key must be text or a number, not an object, an array or a boolean." },
];

/**
 * Checks the query of the activity and country lookups against every row of `lookupQueryRules`, in table order:
 * the same result as the interpreter over the table, without its closures.
 * @example checkLookupQuery(body, new OptionFacts(resolveOptions({ today: '20261122' })), { maxIssues: 1000, messages: undefined })
 */
export function checkLookupQuery(input: unknown, _facts: Facts, reporting: Reporting): ValidationResult {
  const findings = new Findings(rules, reporting);
  const body = asRecord(input);
  const f_api_key = body["api_key"];
  const k_api_key = kindOf(f_api_key);
  const t_api_key = k_api_key === 1 ? textOf(f_api_key) : undefined;
  // 0 · required api_key: Every operation needs the query parameter api_key (Varchar(24)), a key issued to the partner application.
  if (k_api_key !== 1) {
    if (!findings.add(0, ["api_key"])) return findings.result();
  }
  // 1 · too-long api_key: Every operation needs the query parameter api_key (Varchar(24)), a key issued to the partner application.
  if ((t_api_key !== undefined && longerThan(t_api_key, 24))) {
    if (!findings.add(1, ["api_key"])) return findings.result();
  }
  // 2 · wrong-type api_key: Data types are written as the interface writes them (Varchar(n) is text of at most n characters).
  if (k_api_key === 2) {
    if (!findings.add(2, ["api_key"])) return findings.result();
  }
  return findings.result();
}
