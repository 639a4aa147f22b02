// Generated from rules/queries.ts by `npm run generate` (src/codegen/): do not edit.
// test/generated.test.ts fails when this file no longer matches the table,
// and proves the validator equal to the reference interpreter over the same table.
import type { Facts } from '../facts/types.js';
import {
  Findings,
  asRecord,
  hasText,
  isWrongType,
  lengthLimit,
  longerThan,
  reported,
  textAt,
  wholeNumber,
  type Reporting,
  type ValidationResult,
} from '../runtime/index.js';

// What the validator reports of each row, named by its id: no quoted sentence, no condition.
// The endings many messages share, written once.
const MESSAGE_ENDING_1 = " must be text or a number, not an object, an array or a boolean.";
const R_required_eventResourceId = reported("required", "eventResourceId", "eventResourceId is required.");
const R_too_long_eventResourceId = reported("too-long", "eventResourceId", "eventResourceId may have at most 36 characters; it has {length}.");
const R_wrong_type_eventResourceId = reported("wrong-type", "eventResourceId", "eventResourceId" + MESSAGE_ENDING_1);
const R_not_one_of_sortOrder = reported("not-one-of", "sortOrder", "sortOrder must be one of A, D: A ascending, D descending.");
const R_wrong_type_sortOrder = reported("wrong-type", "sortOrder", "sortOrder" + MESSAGE_ENDING_1);
const R_not_one_of_sortField = reported("not-one-of", "sortField", "sortField must be one of donationTotalNet, donationTotalGA, donationTotalGross, totalGiftAid, offlineAmount.");
const R_wrong_type_sortField = reported("wrong-type", "sortField", "sortField" + MESSAGE_ENDING_1);
const R_not_whole_number_numRecords = reported("not-whole-number", "numRecords", "numRecords must be a whole number.");
const R_out_of_range_numRecords = reported("out-of-range", "numRecords", "numRecords must be from 1 to 100.");
const R_wrong_type_numRecords = reported("wrong-type", "numRecords", "numRecords" + MESSAGE_ENDING_1);
const R_not_whole_number_startRecordNum = reported("not-whole-number", "startRecordNum", "startRecordNum must be a whole number (0 or more).");
const R_too_long_startRecordNum = reported("too-long", "startRecordNum", "startRecordNum may have at most 20 characters; it has {length}.");
const R_wrong_type_startRecordNum = reported("wrong-type", "startRecordNum", "startRecordNum" + MESSAGE_ENDING_1);
const R_required_api_key = reported("required", "api_key", "api_key is required.");
const R_too_long_api_key = reported("too-long", "api_key", "api_key may have at most 24 characters; it has {length}.");
const R_wrong_type_api_key = reported("wrong-type", "api_key", "api_key" + MESSAGE_ENDING_1);

/**
 * Checks the parameters of the event listing against every row of `eventListingQueryRules`, in table order:
 * the same result as the reference interpreter over the table.
 * @example checkEventListingQuery(body, new OptionFacts(resolveOptions({ today: '20261122' })), { maxIssues: 1000, messages: undefined })
 */
export function checkEventListingQuery(input: unknown, _facts: Facts, reporting: Reporting): ValidationResult {
  const findings = new Findings(reporting);
  const body = asRecord(input);
  const f_eventResourceId = body.eventResourceId;
  const t_eventResourceId = textAt(f_eventResourceId);
  const f_sortOrder = body.sortOrder;
  const t_sortOrder = textAt(f_sortOrder);
  const f_sortField = body.sortField;
  const t_sortField = textAt(f_sortField);
  const f_numRecords = body.numRecords;
  const h_numRecords = hasText(f_numRecords);
  const u_numRecords = wholeNumber(f_numRecords);
  const f_startRecordNum = body.startRecordNum;
  const t_startRecordNum = textAt(f_startRecordNum);
  const u_startRecordNum = wholeNumber(f_startRecordNum);
  const f_api_key = body.api_key;
  const t_api_key = textAt(f_api_key);
  if (t_eventResourceId !== undefined) {
    // too-long:eventResourceId · eventResourceId: eventResourceId | yes | Varchar(36) | event to list; it is the path segment
    if (t_eventResourceId.length > 36 && longerThan(t_eventResourceId, 36)) {
      if (!findings.add(R_too_long_eventResourceId, undefined, lengthLimit(36, t_eventResourceId))) return findings.result();
    }
  } else {
    // required:eventResourceId · eventResourceId: eventResourceId | yes | Varchar(36) | event to list; it is the path segment
    if (!findings.add(R_required_eventResourceId)) return findings.result();
    // wrong-type:eventResourceId · eventResourceId: Data types are written as the interface writes them (Varchar(n) is text of at most n characters).
    if (f_eventResourceId !== undefined && isWrongType(f_eventResourceId)) {
      if (!findings.add(R_wrong_type_eventResourceId)) return findings.result();
    }
  }
  if (t_sortOrder !== undefined) {
    // not-one-of:sortOrder · sortOrder: 'A' ascending, 'D' descending; default 'D'
    if (!(t_sortOrder === "A" || t_sortOrder === "D")) {
      if (!findings.add(R_not_one_of_sortOrder, undefined, { allowed: ["A","D"] })) return findings.result();
    }
  } else {
    // wrong-type:sortOrder · sortOrder: Data types are written as the interface writes them (Varchar(n) is text of at most n characters).
    if (f_sortOrder !== undefined && isWrongType(f_sortOrder)) {
      if (!findings.add(R_wrong_type_sortOrder)) return findings.result();
    }
  }
  if (t_sortField !== undefined) {
    // not-one-of:sortField · sortField: one of donationTotalNet, donationTotalGA, donationTotalGross, totalGiftAid, offlineAmount; default donationTotalGA
    if (!(t_sortField === "donationTotalNet" || t_sortField === "donationTotalGA" || t_sortField === "donationTotalGross" || t_sortField === "totalGiftAid" || t_sortField === "offlineAmount")) {
      if (!findings.add(R_not_one_of_sortField, undefined, { allowed: ["donationTotalNet","donationTotalGA","donationTotalGross","totalGiftAid","offlineAmount"] })) return findings.result();
    }
  } else {
    // wrong-type:sortField · sortField: Data types are written as the interface writes them (Varchar(n) is text of at most n characters).
    if (f_sortField !== undefined && isWrongType(f_sortField)) {
      if (!findings.add(R_wrong_type_sortField)) return findings.result();
    }
  }
  if (h_numRecords) {
    // not-whole-number:numRecords · numRecords: numRecords | no | Int(3) | entries returned per call; default 20; maximum 100
    if (!(u_numRecords !== undefined)) {
      if (!findings.add(R_not_whole_number_numRecords)) return findings.result();
    }
    // out-of-range:numRecords · numRecords: numRecords | no | Int(3) | entries returned per call; default 20; maximum 100
    if (u_numRecords !== undefined && (!((u_numRecords ?? -Infinity) > 0) || (u_numRecords ?? -Infinity) > 100)) {
      if (!findings.add(R_out_of_range_numRecords, undefined, { min: 1, max: 100 })) return findings.result();
    }
  } else {
    // out-of-range:numRecords · numRecords: numRecords | no | Int(3) | entries returned per call; default 20; maximum 100
    if (u_numRecords !== undefined && (!((u_numRecords ?? -Infinity) > 0) || (u_numRecords ?? -Infinity) > 100)) {
      if (!findings.add(R_out_of_range_numRecords, undefined, { min: 1, max: 100 })) return findings.result();
    }
    // wrong-type:numRecords · numRecords: Data types are written as the interface writes them (Varchar(n) is text of at most n characters).
    if (f_numRecords !== undefined && isWrongType(f_numRecords)) {
      if (!findings.add(R_wrong_type_numRecords)) return findings.result();
    }
  }
  if (t_startRecordNum !== undefined) {
    // not-whole-number:startRecordNum · startRecordNum: startRecordNum | no | Bigint(20) | first record number when paging
    if (!(u_startRecordNum !== undefined)) {
      if (!findings.add(R_not_whole_number_startRecordNum)) return findings.result();
    }
    // too-long:startRecordNum · startRecordNum: startRecordNum | no | Bigint(20) | first record number when paging
    if (t_startRecordNum.length > 20 && longerThan(t_startRecordNum, 20)) {
      if (!findings.add(R_too_long_startRecordNum, undefined, lengthLimit(20, t_startRecordNum))) return findings.result();
    }
  } else {
    // wrong-type:startRecordNum · startRecordNum: Data types are written as the interface writes them (Varchar(n) is text of at most n characters).
    if (f_startRecordNum !== undefined && isWrongType(f_startRecordNum)) {
      if (!findings.add(R_wrong_type_startRecordNum)) return findings.result();
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
