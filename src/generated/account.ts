// Generated from rules/account.ts by `npm run generate` (src/codegen/): do not edit.
// test/generated.test.ts fails when this file no longer matches the table,
// and proves the validator equal to the interpreter over the same table.
import { factAnswer } from '../conditions/answers.js';
import { hasAtAndTwoDots } from '../conditions/emailShape.js';
import { listMembership } from '../conditions/inList.js';
import { ageBetween, parseYmd } from '../engine/calendar.js';
import { Findings, type ReportedRule, type Reporting } from '../engine/evaluate.js';
import { DIGITS, UK_POSTCODE, URL_SEGMENT } from '../engine/patterns.js';
import { and3, not3, type Tri } from '../engine/tri.js';
import type { ValidationResult } from '../engine/types.js';
import { asRecord, entryAt, entryCount, holesEnd, isRecord, kindOf, longerThan, textAt, textOf } from '../engine/values.js';
import type { Facts } from '../facts/types.js';

/** What the validator reports of each row, in table order: no quoted sentence, no condition. */
const rules: readonly ReportedRule[] = [
  { code: "002.01.01", documented: true, severity: "error", parameter: "", message: "No fundraiser details were provided: the body must be an object." },
  { code: "002.01.02", documented: true, severity: "error", parameter: "", message: "No details were supplied: none of the account fields is present." },
  { code: "002.01.04", documented: true, severity: "error", parameter: "title", message: "Title must be one of Mr, Mrs, Ms, Miss, Dr, Prof." },
  { code: "wrong-type", documented: false, severity: "error", parameter: "title", message: "Title must be text or a number, not an object, an array or a boolean." },
  { code: "002.01.07", documented: true, severity: "error", parameter: "forename", message: "Forename is required and may have at most 50 characters." },
  { code: "wrong-type", documented: false, severity: "error", parameter: "forename", message: "Forename must be text or a number, not an object, an array or a boolean." },
  { code: "002.01.06", documented: true, severity: "error", parameter: "surname", message: "Surname is required and may have at most 50 characters." },
  { code: "wrong-type", documented: false, severity: "error", parameter: "surname", message: "Surname must be text or a number, not an object, an array or a boolean." },
  { code: "002.01.19", documented: true, severity: "error", parameter: "addressLine1", message: "The first address line is required." },
  { code: "too-long", documented: false, severity: "error", parameter: "addressLine1", message: "The first address line may have at most 50 characters." },
  { code: "wrong-type", documented: false, severity: "error", parameter: "addressLine1", message: "The first address line must be text or a number, not an object, an array or a boolean." },
  { code: "required", documented: false, severity: "error", parameter: "addressLine2", message: "The second address line is required." },
  { code: "too-long", documented: false, severity: "error", parameter: "addressLine2", message: "The second address line may have at most 100 characters." },
  { code: "wrong-type", documented: false, severity: "error", parameter: "addressLine2", message: "The second address line must be text or a number, not an object, an array or a boolean." },
  { code: "002.01.19", documented: true, severity: "error", parameter: "townCity", message: "Town or city is required." },
  { code: "too-long", documented: false, severity: "error", parameter: "townCity", message: "Town or city may have at most 100 characters." },
  { code: "wrong-type", documented: false, severity: "error", parameter: "townCity", message: "Town or city must be text or a number, not an object, an array or a boolean." },
  { code: "required", documented: false, severity: "error", parameter: "countyState", message: "County is required." },
  { code: "too-long", documented: false, severity: "error", parameter: "countyState", message: "County may have at most 100 characters." },
  { code: "wrong-type", documented: false, severity: "error", parameter: "countyState", message: "County must be text or a number, not an object, an array or a boolean." },
  { code: "002.01.16", documented: true, severity: "error", parameter: "postcode", message: "Postcode may have at most 8 characters, and is required for a UK address." },
  { code: "002.01.17", documented: true, severity: "error", parameter: "postcode", message: "Postcode must be a UK postcode: outward code, one space, inward code (e.g. SW1A 1AA)." },
  { code: "postcode-format", documented: false, severity: "warning", parameter: "postcode", message: "Postcode does not look like a postcode of the account's country." },
  { code: "wrong-type", documented: false, severity: "error", parameter: "postcode", message: "Postcode must be text or a number, not an object, an array or a boolean." },
  { code: "002.01.03", documented: true, severity: "error", parameter: "countryCode", message: "Country code must be a code from the country lookup." },
  { code: "wrong-type", documented: false, severity: "error", parameter: "countryCode", message: "Country code must be text or a number, not an object, an array or a boolean." },
  { code: "002.01.11", documented: true, severity: "error", parameter: "preferredTelephone", message: "Telephone number is required." },
  { code: "002.01.12", documented: true, severity: "error", parameter: "preferredTelephone", message: "Telephone number must be digits only, at most 16." },
  { code: "telephone-format", documented: false, severity: "warning", parameter: "preferredTelephone", message: "Telephone number does not look like a number of the account's country." },
  { code: "wrong-type", documented: false, severity: "error", parameter: "preferredTelephone", message: "Telephone number must be text or a number, not an object, an array or a boolean." },
  { code: "002.01.09", documented: true, severity: "error", parameter: "emailAddress", message: "Email address may have at most 255 characters." },
  { code: "002.01.10", documented: true, severity: "error", parameter: "emailAddress", message: "Email address is required and must contain '@' and at least two full stops." },
  { code: "002.01.31", documented: true, severity: "error", parameter: "emailAddress", message: "An account already exists for this email address and date of birth." },
  { code: "wrong-type", documented: false, severity: "error", parameter: "emailAddress", message: "Email address must be text or a number, not an object, an array or a boolean." },
  { code: "002.01.05", documented: true, severity: "error", parameter: "personalUrl", message: "Personal URL is required." },
  { code: "002.01.20", documented: true, severity: "error", parameter: "personalUrl", message: "Personal URL may have at most 60 characters: ASCII letters, digits and - _ . ~ only." },
  { code: "personal-url-taken", documented: false, severity: "error", parameter: "personalUrl", message: "This personal URL is already taken." },
  { code: "wrong-type", documented: false, severity: "error", parameter: "personalUrl", message: "Personal URL must be text or a number, not an object, an array or a boolean." },
  { code: "002.01.08", documented: true, severity: "error", parameter: "termsAndConditionsAccepted", message: "The terms and conditions must be accepted ('Y')." },
  { code: "wrong-type", documented: false, severity: "error", parameter: "termsAndConditionsAccepted", message: "Terms and conditions accepted must be text or a number, not an object, an array or a boolean." },
  { code: "required", documented: false, severity: "error", parameter: "charityMarketingIndicator", message: "Charity marketing indicator is required." },
  { code: "must-be-N", documented: false, severity: "error", parameter: "charityMarketingIndicator", message: "Charity marketing indicator is no longer used and must be sent as 'N'." },
  { code: "wrong-type", documented: false, severity: "error", parameter: "charityMarketingIndicator", message: "Charity marketing indicator must be text or a number, not an object, an array or a boolean." },
  { code: "required", documented: false, severity: "error", parameter: "allCharityMarketingIndicator", message: "All-charity marketing indicator is required." },
  { code: "must-be-N", documented: false, severity: "error", parameter: "allCharityMarketingIndicator", message: "All-charity marketing indicator is no longer used and must be sent as 'N'." },
  { code: "wrong-type", documented: false, severity: "error", parameter: "allCharityMarketingIndicator", message: "All-charity marketing indicator must be text or a number, not an object, an array or a boolean." },
  { code: "required", documented: false, severity: "error", parameter: "groupMarketingIndicator", message: "Group marketing indicator is required." },
  { code: "must-be-N", documented: false, severity: "error", parameter: "groupMarketingIndicator", message: "Group marketing indicator is no longer used and must be sent as 'N'." },
  { code: "wrong-type", documented: false, severity: "error", parameter: "groupMarketingIndicator", message: "Group marketing indicator must be text or a number, not an object, an array or a boolean." },
  { code: "required", documented: false, severity: "error", parameter: "serviceMarketingIndicator", message: "Service marketing indicator is required." },
  { code: "must-be-N", documented: false, severity: "error", parameter: "serviceMarketingIndicator", message: "Service marketing indicator is no longer used and must be sent as 'N'." },
  { code: "wrong-type", documented: false, severity: "error", parameter: "serviceMarketingIndicator", message: "Service marketing indicator must be text or a number, not an object, an array or a boolean." },
  { code: "002.01.13", documented: true, severity: "error", parameter: "dateOfBirth", message: "Date of birth is required." },
  { code: "002.01.14", documented: true, severity: "error", parameter: "dateOfBirth", message: "Date of birth must be a real date written YYYYMMDD." },
  { code: "002.01.15", documented: true, severity: "error", parameter: "dateOfBirth", message: "The account holder must be 13 to 100 years old." },
  { code: "wrong-type", documented: false, severity: "error", parameter: "dateOfBirth", message: "Date of birth must be text or a number, not an object, an array or a boolean." },
  { code: "002.01.23", documented: true, severity: "error", parameter: "customCodes", message: "At most 5 custom codes may be given." },
  { code: "002.01.22", documented: true, severity: "error", parameter: "customCodes", message: "Each custom code must be given and may have at most 255 characters." },
  { code: "wrong-type", documented: false, severity: "error", parameter: "customCodes", message: "A custom code must be text or a number, not an object, an array or a boolean." },
  { code: "002.01.21", documented: true, severity: "error", parameter: "charityResourceId", message: "Custom codes need the resource ID of a known charity." },
  { code: "too-long", documented: false, severity: "error", parameter: "charityResourceId", message: "Charity resource ID may have at most 36 characters." },
  { code: "unknown-charity", documented: false, severity: "error", parameter: "charityResourceId", message: "Charity resource ID is not a known charity." },
  { code: "wrong-type", documented: false, severity: "error", parameter: "charityResourceId", message: "Charity resource ID must be text or a number, not an object, an array or a boolean." },
];

/**
 * Checks a create-account request body against every row of `accountRules`, in table order:
 * the same result as the interpreter over the table, without its closures.
 * @example checkAccount(body, new OptionFacts(resolveOptions({ today: '20261122' })), { maxIssues: 1000, messages: undefined })
 */
export function checkAccount(input: unknown, facts: Facts, reporting: Reporting): ValidationResult {
  const findings = new Findings(rules, reporting);
  const body = asRecord(input);
  const f_fundraiserCustomCode = body["fundraiserCustomCode"];
  const n_fundraiserCustomCode = entryCount(f_fundraiserCustomCode);
  const f_title = body["title"];
  const k_title = kindOf(f_title);
  const t_title = k_title === 1 ? textOf(f_title) : undefined;
  const f_forename = body["forename"];
  const k_forename = kindOf(f_forename);
  const t_forename = k_forename === 1 ? textOf(f_forename) : undefined;
  const f_surname = body["surname"];
  const k_surname = kindOf(f_surname);
  const t_surname = k_surname === 1 ? textOf(f_surname) : undefined;
  const f_addressLine1 = body["addressLine1"];
  const k_addressLine1 = kindOf(f_addressLine1);
  const t_addressLine1 = k_addressLine1 === 1 ? textOf(f_addressLine1) : undefined;
  const f_addressLine2 = body["addressLine2"];
  const k_addressLine2 = kindOf(f_addressLine2);
  const t_addressLine2 = k_addressLine2 === 1 ? textOf(f_addressLine2) : undefined;
  const f_townCity = body["townCity"];
  const k_townCity = kindOf(f_townCity);
  const t_townCity = k_townCity === 1 ? textOf(f_townCity) : undefined;
  const f_countyState = body["countyState"];
  const k_countyState = kindOf(f_countyState);
  const t_countyState = k_countyState === 1 ? textOf(f_countyState) : undefined;
  const f_postcode = body["postcode"];
  const k_postcode = kindOf(f_postcode);
  const t_postcode = k_postcode === 1 ? textOf(f_postcode) : undefined;
  const f_countryCode = body["countryCode"];
  const k_countryCode = kindOf(f_countryCode);
  const t_countryCode = k_countryCode === 1 ? textOf(f_countryCode) : undefined;
  const f_preferredTelephone = body["preferredTelephone"];
  const k_preferredTelephone = kindOf(f_preferredTelephone);
  const t_preferredTelephone = k_preferredTelephone === 1 ? textOf(f_preferredTelephone) : undefined;
  const f_emailAddress = body["emailAddress"];
  const k_emailAddress = kindOf(f_emailAddress);
  const t_emailAddress = k_emailAddress === 1 ? textOf(f_emailAddress) : undefined;
  const f_personalUrl = body["personalUrl"];
  const k_personalUrl = kindOf(f_personalUrl);
  const t_personalUrl = k_personalUrl === 1 ? textOf(f_personalUrl) : undefined;
  const f_termsAndConditionsAccepted = body["termsAndConditionsAccepted"];
  const k_termsAndConditionsAccepted = kindOf(f_termsAndConditionsAccepted);
  const t_termsAndConditionsAccepted = k_termsAndConditionsAccepted === 1 ? textOf(f_termsAndConditionsAccepted) : undefined;
  const f_charityMarketingIndicator = body["charityMarketingIndicator"];
  const k_charityMarketingIndicator = kindOf(f_charityMarketingIndicator);
  const t_charityMarketingIndicator = k_charityMarketingIndicator === 1 ? textOf(f_charityMarketingIndicator) : undefined;
  const f_allCharityMarketingIndicator = body["allCharityMarketingIndicator"];
  const k_allCharityMarketingIndicator = kindOf(f_allCharityMarketingIndicator);
  const t_allCharityMarketingIndicator = k_allCharityMarketingIndicator === 1 ? textOf(f_allCharityMarketingIndicator) : undefined;
  const f_groupMarketingIndicator = body["groupMarketingIndicator"];
  const k_groupMarketingIndicator = kindOf(f_groupMarketingIndicator);
  const t_groupMarketingIndicator = k_groupMarketingIndicator === 1 ? textOf(f_groupMarketingIndicator) : undefined;
  const f_serviceMarketingIndicator = body["serviceMarketingIndicator"];
  const k_serviceMarketingIndicator = kindOf(f_serviceMarketingIndicator);
  const t_serviceMarketingIndicator = k_serviceMarketingIndicator === 1 ? textOf(f_serviceMarketingIndicator) : undefined;
  const f_dateOfBirth = body["dateOfBirth"];
  const k_dateOfBirth = kindOf(f_dateOfBirth);
  const t_dateOfBirth = k_dateOfBirth === 1 ? textOf(f_dateOfBirth) : undefined;
  const d_dateOfBirth = t_dateOfBirth === undefined ? undefined : parseYmd(t_dateOfBirth);
  const f_charityResourceId = body["charityResourceId"];
  const k_charityResourceId = kindOf(f_charityResourceId);
  const t_charityResourceId = k_charityResourceId === 1 ? textOf(f_charityResourceId) : undefined;
  const l_ukCountryCodes = facts.list("ukCountryCodes");
  const l_countries = facts.list("countries");
  const l_charities = facts.list("charities");
  const c0 = (t_preferredTelephone !== undefined && longerThan(t_preferredTelephone, 16));
  const c1 = (t_preferredTelephone !== undefined && DIGITS.test(t_preferredTelephone));
  const c2 = (t_emailAddress !== undefined && longerThan(t_emailAddress, 255));
  const c3 = (t_emailAddress !== undefined && hasAtAndTwoDots(t_emailAddress));
  const c4 = (t_personalUrl !== undefined && longerThan(t_personalUrl, 60));
  const c5 = (t_personalUrl !== undefined && URL_SEGMENT.test(t_personalUrl));
  const c6 = (t_charityResourceId !== undefined && longerThan(t_charityResourceId, 36));
  let found: Tri;
  let q0: Tri;
  let s0: string | undefined;
  // 0 · 002.01.01 (body): no fundraiser details provided
  if (!isRecord(input)) {
    findings.add(0, []);
    return findings.result();
  }
  // 1 · 002.01.02 (body): no details supplied
  if ((isRecord(input) && k_title !== 1 && k_forename !== 1 && k_surname !== 1 && k_addressLine1 !== 1 && k_addressLine2 !== 1 && k_townCity !== 1 && k_countyState !== 1 && k_postcode !== 1 && k_countryCode !== 1 && k_preferredTelephone !== 1 && k_emailAddress !== 1 && k_personalUrl !== 1 && k_termsAndConditionsAccepted !== 1 && k_charityMarketingIndicator !== 1 && k_allCharityMarketingIndicator !== 1 && k_groupMarketingIndicator !== 1 && k_serviceMarketingIndicator !== 1 && k_dateOfBirth !== 1 && n_fundraiserCustomCode === 0 && k_charityResourceId !== 1)) {
    if (!findings.add(1, [])) return findings.result();
  }
  // 2 · 002.01.04 title: title not one of Mr, Mrs, Ms, Miss, Dr, Prof
  if (!((t_title !== undefined && (t_title === "Mr" || t_title === "Mrs" || t_title === "Ms" || t_title === "Miss" || t_title === "Dr" || t_title === "Prof")))) {
    if (!findings.add(2, ["title"])) return findings.result();
  }
  // 3 · wrong-type title: Data types are written as the interface writes them (Varchar(n) is text of at most n characters).
  if (k_title === 2) {
    if (!findings.add(3, ["title"])) return findings.result();
  }
  // 4 · 002.01.07 forename: forename invalid; more than 50 characters
  if ((k_forename !== 1 || (t_forename !== undefined && longerThan(t_forename, 50)))) {
    if (!findings.add(4, ["forename"])) return findings.result();
  }
  // 5 · wrong-type forename: Data types are written as the interface writes them (Varchar(n) is text of at most n characters).
  if (k_forename === 2) {
    if (!findings.add(5, ["forename"])) return findings.result();
  }
  // 6 · 002.01.06 surname: surname invalid; more than 50 characters
  if ((k_surname !== 1 || (t_surname !== undefined && longerThan(t_surname, 50)))) {
    if (!findings.add(6, ["surname"])) return findings.result();
  }
  // 7 · wrong-type surname: Data types are written as the interface writes them (Varchar(n) is text of at most n characters).
  if (k_surname === 2) {
    if (!findings.add(7, ["surname"])) return findings.result();
  }
  // 8 · 002.01.19 addressLine1: first address line or town or city missing
  if (k_addressLine1 !== 1) {
    if (!findings.add(8, ["addressLine1"])) return findings.result();
  }
  // 9 · too-long addressLine1: addressLine1 | yes | Varchar(50) | first address line
  if ((t_addressLine1 !== undefined && longerThan(t_addressLine1, 50))) {
    if (!findings.add(9, ["addressLine1"])) return findings.result();
  }
  // 10 · wrong-type addressLine1: Data types are written as the interface writes them (Varchar(n) is text of at most n characters).
  if (k_addressLine1 === 2) {
    if (!findings.add(10, ["addressLine1"])) return findings.result();
  }
  // 11 · required addressLine2: addressLine2 | yes | Varchar(100) | second address line
  if (k_addressLine2 !== 1) {
    if (!findings.add(11, ["addressLine2"])) return findings.result();
  }
  // 12 · too-long addressLine2: addressLine2 | yes | Varchar(100) | second address line
  if ((t_addressLine2 !== undefined && longerThan(t_addressLine2, 100))) {
    if (!findings.add(12, ["addressLine2"])) return findings.result();
  }
  // 13 · wrong-type addressLine2: Data types are written as the interface writes them (Varchar(n) is text of at most n characters).
  if (k_addressLine2 === 2) {
    if (!findings.add(13, ["addressLine2"])) return findings.result();
  }
  // 14 · 002.01.19 townCity: first address line or town or city missing
  if (k_townCity !== 1) {
    if (!findings.add(14, ["townCity"])) return findings.result();
  }
  // 15 · too-long townCity: townCity | yes | Varchar(100) | town or city
  if ((t_townCity !== undefined && longerThan(t_townCity, 100))) {
    if (!findings.add(15, ["townCity"])) return findings.result();
  }
  // 16 · wrong-type townCity: Data types are written as the interface writes them (Varchar(n) is text of at most n characters).
  if (k_townCity === 2) {
    if (!findings.add(16, ["townCity"])) return findings.result();
  }
  // 17 · required countyState: countyState | yes | Varchar(100) | county
  if (k_countyState !== 1) {
    if (!findings.add(17, ["countyState"])) return findings.result();
  }
  // 18 · too-long countyState: countyState | yes | Varchar(100) | county
  if ((t_countyState !== undefined && longerThan(t_countyState, 100))) {
    if (!findings.add(18, ["countyState"])) return findings.result();
  }
  // 19 · wrong-type countyState: Data types are written as the interface writes them (Varchar(n) is text of at most n characters).
  if (k_countyState === 2) {
    if (!findings.add(19, ["countyState"])) return findings.result();
  }
  // 20 · 002.01.16 postcode: more than 8 characters; required for UK addresses
  findings.need = '';
  found = ((t_postcode !== undefined && longerThan(t_postcode, 8)) ? 1 : ((q0 = listMembership(findings, l_ukCountryCodes, "ukCountryCodes", t_countryCode, true)) === 0 ? 0 : and3(q0, (k_postcode !== 1 ? 1 : 0))));
  if (found === 1) {
    if (!findings.add(20, ["postcode"])) return findings.result();
  } else if (found === 2) findings.skip(20, findings.need);
  // 21 · 002.01.17 postcode: not in a prescribed national postal format
  findings.need = '';
  found = ((q0 = listMembership(findings, l_ukCountryCodes, "ukCountryCodes", t_countryCode, true)) === 0 ? 0 : and3(q0, (k_postcode === 1 ? (!((t_postcode !== undefined && UK_POSTCODE.test(t_postcode))) ? 1 : 0) : 0)));
  if (found === 1) {
    if (!findings.add(21, ["postcode"])) return findings.result();
  } else if (found === 2) findings.skip(21, findings.need);
  // 22 · postcode-format postcode: must be in a prescribed national postal format
  findings.need = '';
  found = (k_postcode === 1 ? ((q0 = not3(listMembership(findings, l_ukCountryCodes, "ukCountryCodes", t_countryCode, true))) === 0 ? 0 : and3(q0, factAnswer(findings, facts, "postcodeFormat", [t_postcode, t_countryCode], false))) : 0);
  if (found === 1) {
    if (!findings.add(22, ["postcode"])) return findings.result();
  } else if (found === 2) findings.skip(22, findings.need);
  // 23 · wrong-type postcode: Data types are written as the interface writes them (Varchar(n) is text of at most n characters).
  if (k_postcode === 2) {
    if (!findings.add(23, ["postcode"])) return findings.result();
  }
  // 24 · 002.01.03 countryCode: country code invalid
  findings.need = '';
  found = (k_countryCode !== 1 ? 1 : ((t_countryCode !== undefined && longerThan(t_countryCode, 10)) ? 1 : listMembership(findings, l_countries, "countries", t_countryCode, false)));
  if (found === 1) {
    if (!findings.add(24, ["countryCode"])) return findings.result();
  } else if (found === 2) findings.skip(24, findings.need);
  // 25 · wrong-type countryCode: Data types are written as the interface writes them (Varchar(n) is text of at most n characters).
  if (k_countryCode === 2) {
    if (!findings.add(25, ["countryCode"])) return findings.result();
  }
  // 26 · 002.01.11 preferredTelephone: telephone number missing
  if (k_preferredTelephone !== 1) {
    if (!findings.add(26, ["preferredTelephone"])) return findings.result();
  }
  // 27 · 002.01.12 preferredTelephone: more than 16 characters or not all numeric
  if ((c0 || (k_preferredTelephone === 1 && !(c1)))) {
    if (!findings.add(27, ["preferredTelephone"])) return findings.result();
  }
  // 28 · telephone-format preferredTelephone: preferredTelephone | yes | Varchar(20) | digits only, up to 16 digits
  findings.need = '';
  found = (c1 ? (!(c0) ? (k_countryCode === 1 ? factAnswer(findings, facts, "telephoneExists", [t_preferredTelephone, t_countryCode], false) : 0) : 0) : 0);
  if (found === 1) {
    if (!findings.add(28, ["preferredTelephone"])) return findings.result();
  } else if (found === 2) findings.skip(28, findings.need);
  // 29 · wrong-type preferredTelephone: Data types are written as the interface writes them (Varchar(n) is text of at most n characters).
  if (k_preferredTelephone === 2) {
    if (!findings.add(29, ["preferredTelephone"])) return findings.result();
  }
  // 30 · 002.01.09 emailAddress: longer than 255 characters
  if (c2) {
    if (!findings.add(30, ["emailAddress"])) return findings.result();
  }
  // 31 · 002.01.10 emailAddress: format invalid (needs @ and at least 2 full stops)
  if ((k_emailAddress !== 1 || !(c3))) {
    if (!findings.add(31, ["emailAddress"])) return findings.result();
  }
  // 32 · 002.01.31 emailAddress: an account already exists for the pair
  findings.need = '';
  found = (!(c2) ? (c3 ? (d_dateOfBirth !== undefined ? factAnswer(findings, facts, "accountExists", [t_emailAddress, t_dateOfBirth], true) : 0) : 0) : 0);
  if (found === 1) {
    if (!findings.add(32, ["emailAddress"])) return findings.result();
  } else if (found === 2) findings.skip(32, findings.need);
  // 33 · wrong-type emailAddress: Data types are written as the interface writes them (Varchar(n) is text of at most n characters).
  if (k_emailAddress === 2) {
    if (!findings.add(33, ["emailAddress"])) return findings.result();
  }
  // 34 · 002.01.05 personalUrl: fundraiser URL not supplied
  if (k_personalUrl !== 1) {
    if (!findings.add(34, ["personalUrl"])) return findings.result();
  }
  // 35 · 002.01.20 personalUrl: invalid; value up to 60 characters
  if ((c4 || (k_personalUrl === 1 && !(c5)))) {
    if (!findings.add(35, ["personalUrl"])) return findings.result();
  }
  // 36 · personal-url-taken personalUrl: unique; forms the fundraiser's public address
  findings.need = '';
  found = (c5 ? (!(c4) ? factAnswer(findings, facts, "personalUrlTaken", [t_personalUrl], true) : 0) : 0);
  if (found === 1) {
    if (!findings.add(36, ["personalUrl"])) return findings.result();
  } else if (found === 2) findings.skip(36, findings.need);
  // 37 · wrong-type personalUrl: Data types are written as the interface writes them (Varchar(n) is text of at most n characters).
  if (k_personalUrl === 2) {
    if (!findings.add(37, ["personalUrl"])) return findings.result();
  }
  // 38 · 002.01.08 termsAndConditionsAccepted: terms not accepted
  if (!((t_termsAndConditionsAccepted !== undefined && (t_termsAndConditionsAccepted === "Y")))) {
    if (!findings.add(38, ["termsAndConditionsAccepted"])) return findings.result();
  }
  // 39 · wrong-type termsAndConditionsAccepted: Data types are written as the interface writes them (Varchar(n) is text of at most n characters).
  if (k_termsAndConditionsAccepted === 2) {
    if (!findings.add(39, ["termsAndConditionsAccepted"])) return findings.result();
  }
  // 40 · required charityMarketingIndicator: charityMarketingIndicator | yes | Varchar(1) | no longer used; must be sent as 'N'
  if (k_charityMarketingIndicator !== 1) {
    if (!findings.add(40, ["charityMarketingIndicator"])) return findings.result();
  }
  // 41 · must-be-N charityMarketingIndicator: charityMarketingIndicator | yes | Varchar(1) | no longer used; must be sent as 'N'
  if ((k_charityMarketingIndicator === 1 && !((t_charityMarketingIndicator !== undefined && (t_charityMarketingIndicator === "N"))))) {
    if (!findings.add(41, ["charityMarketingIndicator"])) return findings.result();
  }
  // 42 · wrong-type charityMarketingIndicator: Data types are written as the interface writes them (Varchar(n) is text of at most n characters).
  if (k_charityMarketingIndicator === 2) {
    if (!findings.add(42, ["charityMarketingIndicator"])) return findings.result();
  }
  // 43 · required allCharityMarketingIndicator: allCharityMarketingIndicator | yes | Varchar(1) | no longer used; must be sent as 'N'
  if (k_allCharityMarketingIndicator !== 1) {
    if (!findings.add(43, ["allCharityMarketingIndicator"])) return findings.result();
  }
  // 44 · must-be-N allCharityMarketingIndicator: allCharityMarketingIndicator | yes | Varchar(1) | no longer used; must be sent as 'N'
  if ((k_allCharityMarketingIndicator === 1 && !((t_allCharityMarketingIndicator !== undefined && (t_allCharityMarketingIndicator === "N"))))) {
    if (!findings.add(44, ["allCharityMarketingIndicator"])) return findings.result();
  }
  // 45 · wrong-type allCharityMarketingIndicator: Data types are written as the interface writes them (Varchar(n) is text of at most n characters).
  if (k_allCharityMarketingIndicator === 2) {
    if (!findings.add(45, ["allCharityMarketingIndicator"])) return findings.result();
  }
  // 46 · required groupMarketingIndicator: groupMarketingIndicator | yes | Varchar(1) | no longer used; must be sent as 'N'
  if (k_groupMarketingIndicator !== 1) {
    if (!findings.add(46, ["groupMarketingIndicator"])) return findings.result();
  }
  // 47 · must-be-N groupMarketingIndicator: groupMarketingIndicator | yes | Varchar(1) | no longer used; must be sent as 'N'
  if ((k_groupMarketingIndicator === 1 && !((t_groupMarketingIndicator !== undefined && (t_groupMarketingIndicator === "N"))))) {
    if (!findings.add(47, ["groupMarketingIndicator"])) return findings.result();
  }
  // 48 · wrong-type groupMarketingIndicator: Data types are written as the interface writes them (Varchar(n) is text of at most n characters).
  if (k_groupMarketingIndicator === 2) {
    if (!findings.add(48, ["groupMarketingIndicator"])) return findings.result();
  }
  // 49 · required serviceMarketingIndicator: serviceMarketingIndicator | yes | Varchar(1) | no longer used; must be sent as 'N'
  if (k_serviceMarketingIndicator !== 1) {
    if (!findings.add(49, ["serviceMarketingIndicator"])) return findings.result();
  }
  // 50 · must-be-N serviceMarketingIndicator: serviceMarketingIndicator | yes | Varchar(1) | no longer used; must be sent as 'N'
  if ((k_serviceMarketingIndicator === 1 && !((t_serviceMarketingIndicator !== undefined && (t_serviceMarketingIndicator === "N"))))) {
    if (!findings.add(50, ["serviceMarketingIndicator"])) return findings.result();
  }
  // 51 · wrong-type serviceMarketingIndicator: Data types are written as the interface writes them (Varchar(n) is text of at most n characters).
  if (k_serviceMarketingIndicator === 2) {
    if (!findings.add(51, ["serviceMarketingIndicator"])) return findings.result();
  }
  // 52 · 002.01.13 dateOfBirth: not provided
  if (k_dateOfBirth !== 1) {
    if (!findings.add(52, ["dateOfBirth"])) return findings.result();
  }
  // 53 · 002.01.14 dateOfBirth: not in valid YYYYMMDD format
  if ((k_dateOfBirth === 1 && !(d_dateOfBirth !== undefined))) {
    if (!findings.add(53, ["dateOfBirth"])) return findings.result();
  }
  // 54 · 002.01.15 dateOfBirth: age outside 13 to 100 years
  if ((d_dateOfBirth !== undefined && !((d_dateOfBirth !== undefined && ageBetween(d_dateOfBirth, facts.today, 13, 100))))) {
    if (!findings.add(54, ["dateOfBirth"])) return findings.result();
  }
  // 55 · wrong-type dateOfBirth: Data types are written as the interface writes them (Varchar(n) is text of at most n characters).
  if (k_dateOfBirth === 2) {
    if (!findings.add(55, ["dateOfBirth"])) return findings.result();
  }
  // 56 · 002.01.23 customCodes: more than 5 custom codes
  if (n_fundraiserCustomCode > 5) {
    if (!findings.add(56, ["fundraiserCustomCode"])) return findings.result();
  }
  // 57 · 002.01.22 customCodes: valid custom codes required, up to 5
  for (let i0 = 0, e0 = n_fundraiserCustomCode; i0 < e0; i0++) {
    if ((kindOf(entryAt(f_fundraiserCustomCode, i0)) !== 1 || ((s0 = textAt(entryAt(f_fundraiserCustomCode, i0))) !== undefined && longerThan(s0, 255)))) {
      if (!findings.add(57, ["fundraiserCustomCode", i0])) return findings.result();
    } else i0 = holesEnd(f_fundraiserCustomCode, i0, findings);
  }
  // 58 · wrong-type customCodes: Data types are written as the interface writes them (Varchar(n) is text of at most n characters).
  for (let i0 = 0, e0 = n_fundraiserCustomCode; i0 < e0; i0++) {
    if (kindOf(entryAt(f_fundraiserCustomCode, i0)) === 2) {
      if (!findings.add(58, ["fundraiserCustomCode", i0])) return findings.result();
    } else i0 = holesEnd(f_fundraiserCustomCode, i0, findings);
  }
  // 59 · 002.01.21 charityResourceId: a valid charity resource ID is required when custom codes are created
  findings.need = '';
  found = (n_fundraiserCustomCode > 0 ? (k_charityResourceId !== 1 ? 1 : (c6 ? 1 : listMembership(findings, l_charities, "charities", t_charityResourceId, false))) : 0);
  if (found === 1) {
    if (!findings.add(59, ["charityResourceId"])) return findings.result();
  } else if (found === 2) findings.skip(59, findings.need);
  // 60 · too-long charityResourceId: charityResourceId | no | Varchar(36)
  if ((!(n_fundraiserCustomCode > 0) && c6)) {
    if (!findings.add(60, ["charityResourceId"])) return findings.result();
  }
  // 61 · unknown-charity charityResourceId: charity the custom codes apply to
  findings.need = '';
  found = (!(n_fundraiserCustomCode > 0) ? (!(c6) ? listMembership(findings, l_charities, "charities", t_charityResourceId, false) : 0) : 0);
  if (found === 1) {
    if (!findings.add(61, ["charityResourceId"])) return findings.result();
  } else if (found === 2) findings.skip(61, findings.need);
  // 62 · wrong-type charityResourceId: Data types are written as the interface writes them (Varchar(n) is text of at most n characters).
  if (k_charityResourceId === 2) {
    if (!findings.add(62, ["charityResourceId"])) return findings.result();
  }
  return findings.result();
}
