// Generated from rules/queries.ts by `npm run generate` (src/codegen/): do not edit.
// test/generated.test.ts fails when this file no longer matches the table,
// and proves the validator equal to the interpreter over the same table.
import { Findings, type ReportedRule, type Reporting } from '../engine/evaluate.js';
import type { ValidationResult } from '../engine/types.js';
import { asRecord, kindOf, longerThan, textOf, wholeNumber } from '../engine/values.js';
import type { Facts } from '../facts/types.js';

/** What the validator reports of each row, in table order: no quoted sentence, no condition. */
const rules: readonly ReportedRule[] = [
  { code: "required", documented: false, severity: "error", parameter: "eventResourceId", message: "eventResourceId is required." },
  { code: "too-long", documented: false, severity: "error", parameter: "eventResourceId", message: "eventResourceId may have at most 36 characters." },
  { code: "wrong-type", documented: false, severity: "error", parameter: "eventResourceId", message: "eventResourceId must be text or a number, not an object, an array or a boolean." },
  { code: "not-one-of", documented: false, severity: "error", parameter: "sortOrder", message: "sortOrder must be 'A' (ascending) or 'D' (descending)." },
  { code: "wrong-type", documented: false, severity: "error", parameter: "sortOrder", message: "sortOrder must be text or a number, not an object, an array or a boolean." },
  { code: "not-one-of", documented: false, severity: "error", parameter: "sortField", message: "sortField must be one of donationTotalNet, donationTotalGA, donationTotalGross, totalGiftAid, offlineAmount." },
  { code: "wrong-type", documented: false, severity: "error", parameter: "sortField", message: "sortField must be text or a number, not an object, an array or a boolean." },
  { code: "not-whole-number", documented: false, severity: "error", parameter: "numRecords", message: "numRecords must be a whole number." },
  { code: "out-of-range", documented: false, severity: "error", parameter: "numRecords", message: "numRecords must be from 1 to 100." },
  { code: "wrong-type", documented: false, severity: "error", parameter: "numRecords", message: "numRecords must be text or a number, not an object, an array or a boolean." },
  { code: "not-whole-number", documented: false, severity: "error", parameter: "startRecordNum", message: "startRecordNum must be a whole number (0 or more)." },
  { code: "too-long", documented: false, severity: "error", parameter: "startRecordNum", message: "startRecordNum may have at most 20 characters." },
  { code: "wrong-type", documented: false, severity: "error", parameter: "startRecordNum", message: "startRecordNum must be text or a number, not an object, an array or a boolean." },
  { code: "required", documented: false, severity: "error", parameter: "api_key", message: "api_key is required." },
  { code: "too-long", documented: false, severity: "error", parameter: "api_key", message: "api_key may have at most 24 characters." },
  { code: "wrong-type", documented: false, severity: "error", parameter: "api_key", message: "api_key must be text or a number, not an object, an array or a boolean." },
];

/**
 * Checks the parameters of the event listing against every row of `eventListingQueryRules`, in table order:
 * the same result as the interpreter over the table, without its closures.
 * @example checkEventListingQuery(body, new OptionFacts(resolveOptions({ today: '20261122' })), { maxIssues: 1000, messages: undefined })
 */
export function checkEventListingQuery(input: unknown, _facts: Facts, reporting: Reporting): ValidationResult {
  const findings = new Findings(rules, reporting);
  const body = asRecord(input);
  const f_eventResourceId = body["eventResourceId"];
  const k_eventResourceId = kindOf(f_eventResourceId);
  const t_eventResourceId = k_eventResourceId === 1 ? textOf(f_eventResourceId) : undefined;
  const f_sortOrder = body["sortOrder"];
  const k_sortOrder = kindOf(f_sortOrder);
  const t_sortOrder = k_sortOrder === 1 ? textOf(f_sortOrder) : undefined;
  const f_sortField = body["sortField"];
  const k_sortField = kindOf(f_sortField);
  const t_sortField = k_sortField === 1 ? textOf(f_sortField) : undefined;
  const f_numRecords = body["numRecords"];
  const k_numRecords = kindOf(f_numRecords);
  const f_startRecordNum = body["startRecordNum"];
  const k_startRecordNum = kindOf(f_startRecordNum);
  const t_startRecordNum = k_startRecordNum === 1 ? textOf(f_startRecordNum) : undefined;
  const f_api_key = body["api_key"];
  const k_api_key = kindOf(f_api_key);
  const t_api_key = k_api_key === 1 ? textOf(f_api_key) : undefined;
  const c0 = wholeNumber(f_numRecords) !== undefined;
  // 0 · required eventResourceId: eventResourceId | yes | Varchar(36) | event to list; it is the path segment
  if (k_eventResourceId !== 1) {
    if (!findings.add(0, ["eventResourceId"])) return findings.result();
  }
  // 1 · too-long eventResourceId: eventResourceId | yes | Varchar(36) | event to list; it is the path segment
  if ((t_eventResourceId !== undefined && longerThan(t_eventResourceId, 36))) {
    if (!findings.add(1, ["eventResourceId"])) return findings.result();
  }
  // 2 · wrong-type eventResourceId: Data types are written as the interface writes them (Varchar(n) is text of at most n characters).
  if (k_eventResourceId === 2) {
    if (!findings.add(2, ["eventResourceId"])) return findings.result();
  }
  // 3 · not-one-of sortOrder: 'A' ascending, 'D' descending; default 'D'
  if ((k_sortOrder === 1 && !((t_sortOrder !== undefined && (t_sortOrder === "A" || t_sortOrder === "D"))))) {
    if (!findings.add(3, ["sortOrder"])) return findings.result();
  }
  // 4 · wrong-type sortOrder: Data types are written as the interface writes them (Varchar(n) is text of at most n characters).
  if (k_sortOrder === 2) {
    if (!findings.add(4, ["sortOrder"])) return findings.result();
  }
  // 5 · not-one-of sortField: one of donationTotalNet, donationTotalGA, donationTotalGross, totalGiftAid, offlineAmount; default donationTotalGA
  if ((k_sortField === 1 && !((t_sortField !== undefined && (t_sortField === "donationTotalNet" || t_sortField === "donationTotalGA" || t_sortField === "donationTotalGross" || t_sortField === "totalGiftAid" || t_sortField === "offlineAmount"))))) {
    if (!findings.add(5, ["sortField"])) return findings.result();
  }
  // 6 · wrong-type sortField: Data types are written as the interface writes them (Varchar(n) is text of at most n characters).
  if (k_sortField === 2) {
    if (!findings.add(6, ["sortField"])) return findings.result();
  }
  // 7 · not-whole-number numRecords: numRecords | no | Int(3) | entries returned per call; default 20; maximum 100
  if ((k_numRecords === 1 && !(c0))) {
    if (!findings.add(7, ["numRecords"])) return findings.result();
  }
  // 8 · out-of-range numRecords: numRecords | no | Int(3) | entries returned per call; default 20; maximum 100
  if ((c0 && (!((wholeNumber(f_numRecords) ?? -Infinity) > 0) || (wholeNumber(f_numRecords) ?? -Infinity) > 100))) {
    if (!findings.add(8, ["numRecords"])) return findings.result();
  }
  // 9 · wrong-type numRecords: Data types are written as the interface writes them (Varchar(n) is text of at most n characters).
  if (k_numRecords === 2) {
    if (!findings.add(9, ["numRecords"])) return findings.result();
  }
  // 10 · not-whole-number startRecordNum: startRecordNum | no | Bigint(20) | first record number when paging
  if ((k_startRecordNum === 1 && !(wholeNumber(f_startRecordNum) !== undefined))) {
    if (!findings.add(10, ["startRecordNum"])) return findings.result();
  }
  // 11 · too-long startRecordNum: startRecordNum | no | Bigint(20) | first record number when paging
  if ((t_startRecordNum !== undefined && longerThan(t_startRecordNum, 20))) {
    if (!findings.add(11, ["startRecordNum"])) return findings.result();
  }
  // 12 · wrong-type startRecordNum: Data types are written as the interface writes them (Varchar(n) is text of at most n characters).
  if (k_startRecordNum === 2) {
    if (!findings.add(12, ["startRecordNum"])) return findings.result();
  }
  // 13 · required api_key: Every operation needs the query parameter api_key (Varchar(24)), a key issued to the partner application.
  if (k_api_key !== 1) {
    if (!findings.add(13, ["api_key"])) return findings.result();
  }
  // 14 · too-long api_key: Every operation needs the query parameter api_key (Varchar(24)), a key issued to the partner application.
  if ((t_api_key !== undefined && longerThan(t_api_key, 24))) {
    if (!findings.add(14, ["api_key"])) return findings.result();
  }
  // 15 · wrong-type api_key: Data types are written as the interface writes them (Varchar(n) is text of at most n characters).
  if (k_api_key === 2) {
    if (!findings.add(15, ["api_key"])) return findings.result();
  }
  return findings.result();
}
