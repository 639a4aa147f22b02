// Generated from rules/queries.ts by `npm run generate` (src/codegen/): do not edit.
// test/generated.test.ts fails when this file no longer matches the table,
// and proves the validator equal to the reference interpreter over the same table.
import type { Facts } from '../facts/types.js';
import {
  Findings,
  asRecord,
  codePoints,
  isWrongType,
  lengthLimit,
  longerThan,
  reported,
  textAt,
  type Reporting,
  type ValidationResult,
} from '../runtime/index.js';

// What the validator reports of each row, named by its id: no quoted sentence, no condition.
const R_required_surname = reported("required", "surname", "surname is required.");
const R_too_short_surname = reported("too-short", "surname", "surname needs at least 3 characters (the full surname or its start); it has {length}.");
const R_too_long_surname = reported("too-long", "surname", "surname may have at most 50 characters; it has {length}.");
const R_wrong_type_surname = reported("wrong-type", "surname", "surname must be text or a number, not an object, an array or a boolean.");
const R_too_long_forename = reported("too-long", "forename", "forename may have at most 50 characters; it has {length}.");
const R_wrong_type_forename = reported("wrong-type", "forename", "forename must be text or a number, not an object, an array or a boolean.");
const R_required_api_key = reported("required", "api_key", "api_key is required.");
const R_too_long_api_key = reported("too-long", "api_key", "api_key may have at most 24 characters; it has {length}.");
const R_wrong_type_api_key = reported("wrong-type", "api_key", "api_key must be text or a number, not an object, an array or a boolean.");

/**
 * Checks the query of a fundraiser search against every row of `searchQueryRules`, in table order:
 * the same result as the reference interpreter over the table.
 * @example checkSearchQuery(body, new OptionFacts(resolveOptions({ today: '20261122' })), { maxIssues: 1000, messages: undefined })
 */
export function checkSearchQuery(input: unknown, _facts: Facts, reporting: Reporting): ValidationResult {
  const findings = new Findings(reporting);
  const body = asRecord(input);
  const f_surname = body.surname;
  const t_surname = textAt(f_surname);
  const f_forename = body.forename;
  const t_forename = textAt(f_forename);
  const f_api_key = body.api_key;
  const t_api_key = textAt(f_api_key);
  if (t_surname !== undefined) {
    // too-short:surname · surname: surname (required, Varchar(50), full or starting characters, at least 3 characters)
    if (t_surname.length < 3 || !longerThan(t_surname, 2)) {
      if (!findings.add(R_too_short_surname, undefined, { min: 3, length: codePoints(t_surname) })) return findings.result();
    }
    // too-long:surname · surname: surname (required, Varchar(50), full or starting characters, at least 3 characters)
    if (t_surname.length > 50 && longerThan(t_surname, 50)) {
      if (!findings.add(R_too_long_surname, undefined, lengthLimit(50, t_surname))) return findings.result();
    }
  } else {
    // required:surname · surname: surname (required, Varchar(50), full or starting characters, at least 3 characters)
    if (!findings.add(R_required_surname)) return findings.result();
    // wrong-type:surname · surname: Data types are written as the interface writes them (Varchar(n) is text of at most n characters).
    if (f_surname !== undefined && isWrongType(f_surname)) {
      if (!findings.add(R_wrong_type_surname)) return findings.result();
    }
  }
  if (t_forename !== undefined) {
    // too-long:forename · forename: forename (optional, Varchar(50), full or starting characters)
    if (t_forename.length > 50 && longerThan(t_forename, 50)) {
      if (!findings.add(R_too_long_forename, undefined, lengthLimit(50, t_forename))) return findings.result();
    }
  } else {
    // wrong-type:forename · forename: Data types are written as the interface writes them (Varchar(n) is text of at most n characters).
    if (f_forename !== undefined && isWrongType(f_forename)) {
      if (!findings.add(R_wrong_type_forename)) return findings.result();
    }
  }
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
