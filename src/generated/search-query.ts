// Generated from rules/queries.ts by `npm run generate` (src/codegen/): do not edit.
// test/generated.test.ts fails when this file no longer matches the table,
// and proves the validator equal to the interpreter over the same table.
import { Findings, type ReportedRule, type Reporting } from '../engine/evaluate.js';
import type { ValidationResult } from '../engine/types.js';
import { asRecord, kindOf, longerThan, textOf } from '../engine/values.js';
import type { Facts } from '../facts/types.js';

/** What the validator reports of each row, in table order: no quoted sentence, no condition. */
const rules: readonly ReportedRule[] = [
  { code: "required", documented: false, severity: "error", parameter: "surname", message: "surname is required." },
  { code: "too-short", documented: false, severity: "error", parameter: "surname", message: "surname needs at least 3 characters (the full surname or its start)." },
  { code: "too-long", documented: false, severity: "error", parameter: "surname", message: "surname may have at most 50 characters." },
  { code: "wrong-type", documented: false, severity: "error", parameter: "surname", message: "surname must be text or a number, not an object, an array or a boolean." },
  { code: "too-long", documented: false, severity: "error", parameter: "forename", message: "forename may have at most 50 characters." },
  { code: "wrong-type", documented: false, severity: "error", parameter: "forename", message: "forename must be text or a number, not an object, an array or a boolean." },
  { code: "required", documented: false, severity: "error", parameter: "api_key", message: "api_key is required." },
  { code: "too-long", documented: false, severity: "error", parameter: "api_key", message: "api_key may have at most 24 characters." },
  { code: "wrong-type", documented: false, severity: "error", parameter: "api_key", message: "api_key must be text or a number, not an object, an array or a boolean." },
];

/**
 * Checks the query of a fundraiser search against every row of `searchQueryRules`, in table order:
 * the same result as the interpreter over the table, without its closures.
 * @example checkSearchQuery(body, new OptionFacts(resolveOptions({ today: '20261122' })), { maxIssues: 1000, messages: undefined })
 */
export function checkSearchQuery(input: unknown, _facts: Facts, reporting: Reporting): ValidationResult {
  const findings = new Findings(rules, reporting);
  const body = asRecord(input);
  const f_surname = body["surname"];
  const k_surname = kindOf(f_surname);
  const t_surname = k_surname === 1 ? textOf(f_surname) : undefined;
  const f_forename = body["forename"];
  const k_forename = kindOf(f_forename);
  const t_forename = k_forename === 1 ? textOf(f_forename) : undefined;
  const f_api_key = body["api_key"];
  const k_api_key = kindOf(f_api_key);
  const t_api_key = k_api_key === 1 ? textOf(f_api_key) : undefined;
  // 0 · required surname: surname (required, Varchar(50), full or starting characters, at least 3 characters)
  if (k_surname !== 1) {
    if (!findings.add(0, ["surname"])) return findings.result();
  }
  // 1 · too-short surname: surname (required, Varchar(50), full or starting characters, at least 3 characters)
  if ((t_surname !== undefined && !longerThan(t_surname, 2))) {
    if (!findings.add(1, ["surname"])) return findings.result();
  }
  // 2 · too-long surname: surname (required, Varchar(50), full or starting characters, at least 3 characters)
  if ((t_surname !== undefined && longerThan(t_surname, 50))) {
    if (!findings.add(2, ["surname"])) return findings.result();
  }
  // 3 · wrong-type surname: Data types are written as the interface writes them (Varchar(n) is text of at most n characters).
  if (k_surname === 2) {
    if (!findings.add(3, ["surname"])) return findings.result();
  }
  // 4 · too-long forename: forename (optional, Varchar(50), full or starting characters)
  if ((t_forename !== undefined && longerThan(t_forename, 50))) {
    if (!findings.add(4, ["forename"])) return findings.result();
  }
  // 5 · wrong-type forename: Data types are written as the interface writes them (Varchar(n) is text of at most n characters).
  if (k_forename === 2) {
    if (!findings.add(5, ["forename"])) return findings.result();
  }
  // 6 · required api_key: Every operation needs the query parameter api_key (Varchar(24)), a key issued to the partner application.
  if (k_api_key !== 1) {
    if (!findings.add(6, ["api_key"])) return findings.result();
  }
  // 7 · too-long api_key: Every operation needs the query parameter api_key (Varchar(24)), a key issued to the partner application.
  if ((t_api_key !== undefined && longerThan(t_api_key, 24))) {
    if (!findings.add(7, ["api_key"])) return findings.result();
  }
  // 8 · wrong-type api_key: Data types are written as the interface writes them (Varchar(n) is text of at most n characters).
  if (k_api_key === 2) {
    if (!findings.add(8, ["api_key"])) return findings.result();
  }
  return findings.result();
}
