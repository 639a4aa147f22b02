// Generated from rules/account.ts by `npm run generate` (src/codegen/): do not edit.
// test/generated.test.ts fails when this file no longer matches the table,
// and proves the validator equal to the reference interpreter over the same table.
import type { Facts, Membership } from '../facts/types.js';
import {
  FALSE,
  Findings,
  NATIVE_WELL_FORMED,
  TRUE,
  ageBetween,
  and3,
  asRecord,
  entryAt,
  entryCount,
  factAnswer1,
  factAnswer2,
  hasAtAndTwoDots,
  holdsUnstorable,
  holesAfter,
  isDigits,
  isRecord,
  isUkPostcode,
  isUrlSegment,
  isWrongType,
  lengthLimit,
  listMembership,
  longerThan,
  not3,
  parseYmd,
  reported,
  textAt,
  type Reporting,
  type ValidationResult,
  type Tri,
  type WellFormedText,
} from '../runtime/index.js';

// What the validator reports of each row, named by its id: no quoted sentence, no condition.
// The endings many messages share, written once.
const MESSAGE_ENDING_1 = " holds a character the service cannot store: U+0000 or an unpaired surrogate.";
const MESSAGE_ENDING_2 = " must be text or a number, not an object, an array or a boolean.";
const R_002_01_01 = reported("002.01.01", "", "No fundraiser details were provided: the body must be an object.");
const R_002_01_02 = reported("002.01.02", "", "No details were supplied: none of the account fields is present.");
export const R_002_01_04_title = reported("002.01.04", "title", "Title must be exactly one of Mr, Mrs, Ms, Miss, Dr, Prof (the case counts).");
export const R_002_01_04_title_case1 = reported("002.01.04", "title", "Title is required: one of Mr, Mrs, Ms, Miss, Dr, Prof.", "error", "title", "002.01.04:title", "absent");
const R_wrong_type_title = reported("wrong-type", "title", "Title" + MESSAGE_ENDING_2);
export const R_not_storable_text_title = reported("not-storable-text", "title", "Title" + MESSAGE_ENDING_1);
export const R_002_01_07_forename = reported("002.01.07", "forename", "Forename may have at most 50 characters; it has {length}.");
export const R_002_01_07_forename_case1 = reported("002.01.07", "forename", "Forename is required.", "error", "forename", "002.01.07:forename", "absent");
const R_wrong_type_forename = reported("wrong-type", "forename", "Forename" + MESSAGE_ENDING_2);
export const R_not_storable_text_forename = reported("not-storable-text", "forename", "Forename" + MESSAGE_ENDING_1);
export const R_002_01_06_surname = reported("002.01.06", "surname", "Surname may have at most 50 characters; it has {length}.");
export const R_002_01_06_surname_case1 = reported("002.01.06", "surname", "Surname is required.", "error", "surname", "002.01.06:surname", "absent");
const R_wrong_type_surname = reported("wrong-type", "surname", "Surname" + MESSAGE_ENDING_2);
export const R_not_storable_text_surname = reported("not-storable-text", "surname", "Surname" + MESSAGE_ENDING_1);
export const R_002_01_19_addressLine1 = reported("002.01.19", "addressLine1", "The first address line is required.");
const R_too_long_addressLine1 = reported("too-long", "addressLine1", "The first address line may have at most 50 characters; it has {length}.");
const R_wrong_type_addressLine1 = reported("wrong-type", "addressLine1", "The first address line" + MESSAGE_ENDING_2);
export const R_not_storable_text_addressLine1 = reported("not-storable-text", "addressLine1", "The first address line" + MESSAGE_ENDING_1);
export const R_required_addressLine2 = reported("required", "addressLine2", "The second address line is required.");
const R_too_long_addressLine2 = reported("too-long", "addressLine2", "The second address line may have at most 100 characters; it has {length}.");
const R_wrong_type_addressLine2 = reported("wrong-type", "addressLine2", "The second address line" + MESSAGE_ENDING_2);
export const R_not_storable_text_addressLine2 = reported("not-storable-text", "addressLine2", "The second address line" + MESSAGE_ENDING_1);
export const R_002_01_19_townCity = reported("002.01.19", "townCity", "Town or city is required.");
const R_too_long_townCity = reported("too-long", "townCity", "Town or city may have at most 100 characters; it has {length}.");
const R_wrong_type_townCity = reported("wrong-type", "townCity", "Town or city" + MESSAGE_ENDING_2);
export const R_not_storable_text_townCity = reported("not-storable-text", "townCity", "Town or city" + MESSAGE_ENDING_1);
export const R_required_countyState = reported("required", "countyState", "County is required.");
const R_too_long_countyState = reported("too-long", "countyState", "County may have at most 100 characters; it has {length}.");
const R_wrong_type_countyState = reported("wrong-type", "countyState", "County" + MESSAGE_ENDING_2);
export const R_not_storable_text_countyState = reported("not-storable-text", "countyState", "County" + MESSAGE_ENDING_1);
export const R_002_01_16_postcode = reported("002.01.16", "postcode", "Postcode is required for a UK address.");
export const R_002_01_16_postcode_case1 = reported("002.01.16", "postcode", "Postcode may have at most 8 characters; it has {length}.", "error", "postcode", "002.01.16:postcode", "too-long");
export const R_002_01_17_postcode = reported("002.01.17", "postcode", "Postcode must be a UK postcode: outward code, one space, inward code (e.g. SW1A 1AA).");
const R_postcode_format_postcode = reported("postcode-format", "postcode", "Postcode does not look like a postcode of the account's country.", "warning");
const R_wrong_type_postcode = reported("wrong-type", "postcode", "Postcode" + MESSAGE_ENDING_2);
export const R_not_storable_text_postcode = reported("not-storable-text", "postcode", "Postcode" + MESSAGE_ENDING_1);
export const R_002_01_03_countryCode = reported("002.01.03", "countryCode", "Country code is not a code of the country lookup.");
export const R_002_01_03_countryCode_case1 = reported("002.01.03", "countryCode", "Country code is required.", "error", "countryCode", "002.01.03:countryCode", "absent");
export const R_002_01_03_countryCode_case2 = reported("002.01.03", "countryCode", "Country code may have at most 10 characters; it has {length}.", "error", "countryCode", "002.01.03:countryCode", "too-long");
const R_wrong_type_countryCode = reported("wrong-type", "countryCode", "Country code" + MESSAGE_ENDING_2);
export const R_not_storable_text_countryCode = reported("not-storable-text", "countryCode", "Country code" + MESSAGE_ENDING_1);
export const R_002_01_11_preferredTelephone = reported("002.01.11", "preferredTelephone", "Telephone number is required.");
export const R_002_01_12_preferredTelephone = reported("002.01.12", "preferredTelephone", "Telephone number must be digits only: no spaces, '+', brackets or other characters.");
export const R_002_01_12_preferredTelephone_case1 = reported("002.01.12", "preferredTelephone", "Telephone number must be digits only and may have at most 16; it has {length} characters.", "error", "preferredTelephone", "002.01.12:preferredTelephone", "too-long-and-malformed");
export const R_002_01_12_preferredTelephone_case2 = reported("002.01.12", "preferredTelephone", "Telephone number may have at most 16 digits; it has {length}.", "error", "preferredTelephone", "002.01.12:preferredTelephone", "too-long");
const R_telephone_format_preferredTelephone = reported("telephone-format", "preferredTelephone", "Telephone number does not look like a number of the account's country.", "warning");
const R_wrong_type_preferredTelephone = reported("wrong-type", "preferredTelephone", "Telephone number" + MESSAGE_ENDING_2);
export const R_not_storable_text_preferredTelephone = reported("not-storable-text", "preferredTelephone", "Telephone number" + MESSAGE_ENDING_1);
export const R_002_01_09_emailAddress = reported("002.01.09", "emailAddress", "Email address may have at most 255 characters; it has {length}.");
export const R_002_01_10_emailAddress = reported("002.01.10", "emailAddress", "Email address must contain '@' and at least two full stops (so ada@example.com is refused).");
export const R_002_01_10_emailAddress_case1 = reported("002.01.10", "emailAddress", "Email address is required.", "error", "emailAddress", "002.01.10:emailAddress", "absent");
export const R_002_01_31_emailAddress = reported("002.01.31", "emailAddress", "An account already exists for this email address and date of birth.");
const R_wrong_type_emailAddress = reported("wrong-type", "emailAddress", "Email address" + MESSAGE_ENDING_2);
export const R_not_storable_text_emailAddress = reported("not-storable-text", "emailAddress", "Email address" + MESSAGE_ENDING_1);
export const R_002_01_05_personalUrl = reported("002.01.05", "personalUrl", "Personal URL is required.");
export const R_002_01_20_personalUrl = reported("002.01.20", "personalUrl", "Personal URL may hold only ASCII letters, digits and - _ . ~ (a URL path segment).");
export const R_002_01_20_personalUrl_case1 = reported("002.01.20", "personalUrl", "Personal URL may have at most 60 characters (it has {length}) and only ASCII letters, digits and - _ . ~.", "error", "personalUrl", "002.01.20:personalUrl", "too-long-and-malformed");
export const R_002_01_20_personalUrl_case2 = reported("002.01.20", "personalUrl", "Personal URL may have at most 60 characters; it has {length}.", "error", "personalUrl", "002.01.20:personalUrl", "too-long");
export const R_personal_url_taken_personalUrl = reported("personal-url-taken", "personalUrl", "This personal URL is already taken.");
const R_wrong_type_personalUrl = reported("wrong-type", "personalUrl", "Personal URL" + MESSAGE_ENDING_2);
export const R_not_storable_text_personalUrl = reported("not-storable-text", "personalUrl", "Personal URL" + MESSAGE_ENDING_1);
export const R_002_01_08_termsAndConditionsAccepted = reported("002.01.08", "termsAndConditionsAccepted", "The terms and conditions must be accepted: termsAndConditionsAccepted must be Y.");
const R_wrong_type_termsAndConditionsAccepted = reported("wrong-type", "termsAndConditionsAccepted", "Terms and conditions accepted" + MESSAGE_ENDING_2);
export const R_not_storable_text_termsAndConditionsAccepted = reported("not-storable-text", "termsAndConditionsAccepted", "Terms and conditions accepted" + MESSAGE_ENDING_1);
const R_required_charityMarketingIndicator = reported("required", "charityMarketingIndicator", "Charity marketing indicator is required.");
export const R_must_be_N_charityMarketingIndicator = reported("must-be-N", "charityMarketingIndicator", "Charity marketing indicator is no longer used and must be sent as N.");
const R_wrong_type_charityMarketingIndicator = reported("wrong-type", "charityMarketingIndicator", "Charity marketing indicator" + MESSAGE_ENDING_2);
export const R_not_storable_text_charityMarketingIndicator = reported("not-storable-text", "charityMarketingIndicator", "Charity marketing indicator" + MESSAGE_ENDING_1);
const R_required_allCharityMarketingIndicator = reported("required", "allCharityMarketingIndicator", "All-charity marketing indicator is required.");
export const R_must_be_N_allCharityMarketingIndicator = reported("must-be-N", "allCharityMarketingIndicator", "All-charity marketing indicator is no longer used and must be sent as N.");
const R_wrong_type_allCharityMarketingIndicator = reported("wrong-type", "allCharityMarketingIndicator", "All-charity marketing indicator" + MESSAGE_ENDING_2);
export const R_not_storable_text_allCharityMarketingIndicator = reported("not-storable-text", "allCharityMarketingIndicator", "All-charity marketing indicator" + MESSAGE_ENDING_1);
const R_required_groupMarketingIndicator = reported("required", "groupMarketingIndicator", "Group marketing indicator is required.");
export const R_must_be_N_groupMarketingIndicator = reported("must-be-N", "groupMarketingIndicator", "Group marketing indicator is no longer used and must be sent as N.");
const R_wrong_type_groupMarketingIndicator = reported("wrong-type", "groupMarketingIndicator", "Group marketing indicator" + MESSAGE_ENDING_2);
export const R_not_storable_text_groupMarketingIndicator = reported("not-storable-text", "groupMarketingIndicator", "Group marketing indicator" + MESSAGE_ENDING_1);
const R_required_serviceMarketingIndicator = reported("required", "serviceMarketingIndicator", "Service marketing indicator is required.");
export const R_must_be_N_serviceMarketingIndicator = reported("must-be-N", "serviceMarketingIndicator", "Service marketing indicator is no longer used and must be sent as N.");
const R_wrong_type_serviceMarketingIndicator = reported("wrong-type", "serviceMarketingIndicator", "Service marketing indicator" + MESSAGE_ENDING_2);
export const R_not_storable_text_serviceMarketingIndicator = reported("not-storable-text", "serviceMarketingIndicator", "Service marketing indicator" + MESSAGE_ENDING_1);
export const R_002_01_13_dateOfBirth = reported("002.01.13", "dateOfBirth", "Date of birth is required.");
export const R_002_01_14_dateOfBirth = reported("002.01.14", "dateOfBirth", "Date of birth must be a real calendar date written YYYYMMDD.");
export const R_002_01_15_dateOfBirth = reported("002.01.15", "dateOfBirth", "The account holder may be at most 100 years old.");
export const R_002_01_15_dateOfBirth_case1 = reported("002.01.15", "dateOfBirth", "The account holder must be at least 13 years old.", "error", "dateOfBirth", "002.01.15:dateOfBirth", "too-young");
const R_wrong_type_dateOfBirth = reported("wrong-type", "dateOfBirth", "Date of birth" + MESSAGE_ENDING_2);
export const R_not_storable_text_dateOfBirth = reported("not-storable-text", "dateOfBirth", "Date of birth" + MESSAGE_ENDING_1);
export const R_002_01_23_fundraiserCustomCode = reported("002.01.23", "customCodes", "At most 5 custom codes may be given; there are {count}.", "error", "fundraiserCustomCode");
export const R_002_01_22_fundraiserCustomCode = reported("002.01.22", "customCodes", "A custom code may have at most 255 characters; this one has {length}.", "error", "fundraiserCustomCode[]");
export const R_002_01_22_fundraiserCustomCode_case1 = reported("002.01.22", "customCodes", "A custom code in the list is blank.", "error", "fundraiserCustomCode[]", "002.01.22:fundraiserCustomCode[]", "absent");
const R_wrong_type_fundraiserCustomCode = reported("wrong-type", "customCodes", "A custom code" + MESSAGE_ENDING_2, "error", "fundraiserCustomCode[]");
export const R_not_storable_text_fundraiserCustomCode = reported("not-storable-text", "customCodes", "A custom code" + MESSAGE_ENDING_1, "error", "fundraiserCustomCode[]");
export const R_002_01_21_charityResourceId = reported("002.01.21", "charityResourceId", "Custom codes need a known charity: this charity resource ID is not in the charity lookup.");
export const R_002_01_21_charityResourceId_case1 = reported("002.01.21", "charityResourceId", "Custom codes need a charity resource ID.", "error", "charityResourceId", "002.01.21:charityResourceId", "absent");
export const R_002_01_21_charityResourceId_case2 = reported("002.01.21", "charityResourceId", "Custom codes need a known charity, whose resource ID has at most 36 characters; it has {length}.", "error", "charityResourceId", "002.01.21:charityResourceId", "too-long");
const R_too_long_charityResourceId = reported("too-long", "charityResourceId", "Charity resource ID may have at most 36 characters; it has {length}.");
export const R_unknown_charity_charityResourceId = reported("unknown-charity", "charityResourceId", "Charity resource ID is not a known charity.");
const R_wrong_type_charityResourceId = reported("wrong-type", "charityResourceId", "Charity resource ID" + MESSAGE_ENDING_2);
export const R_not_storable_text_charityResourceId = reported("not-storable-text", "charityResourceId", "Charity resource ID" + MESSAGE_ENDING_1);

/**
 * Checks a create-account request body against every row of `accountRules`, in table order:
 * the same result as the reference interpreter over the table.
 * @example checkAccount(body, new OptionFacts(resolveOptions({ today: '20261122' })), { maxIssues: 1000, messages: undefined })
 */
export function checkAccount(input: unknown, facts: Facts, reporting: Reporting): ValidationResult {
  const findings = new Findings(reporting);
  // 002.01.01: · (body): no fundraiser details provided
  if (!isRecord(input)) {
    findings.add(R_002_01_01);
    return findings.result();
  }
  const body = asRecord(input);
  const f_title = body.title;
  const t_title = f_title === "Mr" || f_title === "Mrs" || f_title === "Ms" || f_title === "Miss" || f_title === "Dr" || f_title === "Prof" ? f_title : f_title === undefined ? undefined : textAt(f_title);
  const f_forename = body.forename;
  const t_forename = typeof f_forename === "string" && ((f_forename.charCodeAt(0) | 0) - 33) >>> 0 < 94 ? f_forename : f_forename === undefined ? undefined : textAt(f_forename);
  const f_surname = body.surname;
  const t_surname = typeof f_surname === "string" && ((f_surname.charCodeAt(0) | 0) - 33) >>> 0 < 94 ? f_surname : f_surname === undefined ? undefined : textAt(f_surname);
  const f_addressLine1 = body.addressLine1;
  const t_addressLine1 = typeof f_addressLine1 === "string" && ((f_addressLine1.charCodeAt(0) | 0) - 33) >>> 0 < 94 ? f_addressLine1 : f_addressLine1 === undefined ? undefined : textAt(f_addressLine1);
  const f_addressLine2 = body.addressLine2;
  const t_addressLine2 = typeof f_addressLine2 === "string" && ((f_addressLine2.charCodeAt(0) | 0) - 33) >>> 0 < 94 ? f_addressLine2 : f_addressLine2 === undefined ? undefined : textAt(f_addressLine2);
  const f_townCity = body.townCity;
  const t_townCity = typeof f_townCity === "string" && ((f_townCity.charCodeAt(0) | 0) - 33) >>> 0 < 94 ? f_townCity : f_townCity === undefined ? undefined : textAt(f_townCity);
  const f_countyState = body.countyState;
  const t_countyState = typeof f_countyState === "string" && ((f_countyState.charCodeAt(0) | 0) - 33) >>> 0 < 94 ? f_countyState : f_countyState === undefined ? undefined : textAt(f_countyState);
  const f_postcode = body.postcode;
  const t_postcode = typeof f_postcode === "string" && ((f_postcode.charCodeAt(0) | 0) - 33) >>> 0 < 94 ? f_postcode : f_postcode === undefined ? undefined : textAt(f_postcode);
  const f_countryCode = body.countryCode;
  const t_countryCode = typeof f_countryCode === "string" && ((f_countryCode.charCodeAt(0) | 0) - 33) >>> 0 < 94 ? f_countryCode : f_countryCode === undefined ? undefined : textAt(f_countryCode);
  const f_preferredTelephone = body.preferredTelephone;
  const t_preferredTelephone = typeof f_preferredTelephone === "string" && ((f_preferredTelephone.charCodeAt(0) | 0) - 33) >>> 0 < 94 ? f_preferredTelephone : f_preferredTelephone === undefined ? undefined : textAt(f_preferredTelephone);
  const f_emailAddress = body.emailAddress;
  const t_emailAddress = typeof f_emailAddress === "string" && ((f_emailAddress.charCodeAt(0) | 0) - 33) >>> 0 < 94 ? f_emailAddress : f_emailAddress === undefined ? undefined : textAt(f_emailAddress);
  const f_personalUrl = body.personalUrl;
  const t_personalUrl = typeof f_personalUrl === "string" && ((f_personalUrl.charCodeAt(0) | 0) - 33) >>> 0 < 94 ? f_personalUrl : f_personalUrl === undefined ? undefined : textAt(f_personalUrl);
  const f_termsAndConditionsAccepted = body.termsAndConditionsAccepted;
  const t_termsAndConditionsAccepted = f_termsAndConditionsAccepted === "Y" ? f_termsAndConditionsAccepted : f_termsAndConditionsAccepted === undefined ? undefined : textAt(f_termsAndConditionsAccepted);
  const f_charityMarketingIndicator = body.charityMarketingIndicator;
  const t_charityMarketingIndicator = f_charityMarketingIndicator === "N" ? f_charityMarketingIndicator : f_charityMarketingIndicator === undefined ? undefined : textAt(f_charityMarketingIndicator);
  const f_allCharityMarketingIndicator = body.allCharityMarketingIndicator;
  const t_allCharityMarketingIndicator = f_allCharityMarketingIndicator === "N" ? f_allCharityMarketingIndicator : f_allCharityMarketingIndicator === undefined ? undefined : textAt(f_allCharityMarketingIndicator);
  const f_groupMarketingIndicator = body.groupMarketingIndicator;
  const t_groupMarketingIndicator = f_groupMarketingIndicator === "N" ? f_groupMarketingIndicator : f_groupMarketingIndicator === undefined ? undefined : textAt(f_groupMarketingIndicator);
  const f_serviceMarketingIndicator = body.serviceMarketingIndicator;
  const t_serviceMarketingIndicator = f_serviceMarketingIndicator === "N" ? f_serviceMarketingIndicator : f_serviceMarketingIndicator === undefined ? undefined : textAt(f_serviceMarketingIndicator);
  const f_dateOfBirth = body.dateOfBirth;
  const t_dateOfBirth = typeof f_dateOfBirth === "string" && ((f_dateOfBirth.charCodeAt(0) | 0) - 33) >>> 0 < 94 ? f_dateOfBirth : f_dateOfBirth === undefined ? undefined : textAt(f_dateOfBirth);
  const d_dateOfBirth = t_dateOfBirth === undefined ? undefined : parseYmd(t_dateOfBirth);
  const f_fundraiserCustomCode = body.fundraiserCustomCode;
  const n_fundraiserCustomCode = entryCount(f_fundraiserCustomCode);
  const f_charityResourceId = body.charityResourceId;
  const t_charityResourceId = typeof f_charityResourceId === "string" && ((f_charityResourceId.charCodeAt(0) | 0) - 33) >>> 0 < 94 ? f_charityResourceId : f_charityResourceId === undefined ? undefined : textAt(f_charityResourceId);
  const l_ukCountryCodes = facts.lists.ukCountryCodes;
  const l_countries = facts.lists.countries;
  const l_charities = facts.lists.charities;
  if (checkAccountPart1(findings, facts, input, f_title, t_title, f_forename, t_forename, f_surname, t_surname, f_addressLine1, t_addressLine1, f_addressLine2, t_addressLine2, f_townCity, t_townCity, f_countyState, t_countyState, f_postcode, t_postcode, f_countryCode, t_countryCode, f_preferredTelephone, t_preferredTelephone, t_emailAddress, t_personalUrl, t_termsAndConditionsAccepted, t_charityMarketingIndicator, t_allCharityMarketingIndicator, t_groupMarketingIndicator, t_serviceMarketingIndicator, t_dateOfBirth, n_fundraiserCustomCode, t_charityResourceId, l_ukCountryCodes, l_countries)) checkAccountPart2(findings, facts, f_emailAddress, t_emailAddress, f_personalUrl, t_personalUrl, f_termsAndConditionsAccepted, t_termsAndConditionsAccepted, f_charityMarketingIndicator, t_charityMarketingIndicator, f_allCharityMarketingIndicator, t_allCharityMarketingIndicator, f_groupMarketingIndicator, t_groupMarketingIndicator, f_serviceMarketingIndicator, t_serviceMarketingIndicator, f_dateOfBirth, t_dateOfBirth, d_dateOfBirth, f_fundraiserCustomCode, n_fundraiserCustomCode, f_charityResourceId, t_charityResourceId, l_charities);
  return findings.result();
}

/** Rules of `checkAccount`, part 1 of 2: false where it stopped. */
function checkAccountPart1(findings: Findings, facts: Facts, input: unknown, f_title: unknown, t_title: string | undefined, f_forename: unknown, t_forename: string | undefined, f_surname: unknown, t_surname: string | undefined, f_addressLine1: unknown, t_addressLine1: string | undefined, f_addressLine2: unknown, t_addressLine2: string | undefined, f_townCity: unknown, t_townCity: string | undefined, f_countyState: unknown, t_countyState: string | undefined, f_postcode: unknown, t_postcode: string | undefined, f_countryCode: unknown, t_countryCode: string | undefined, f_preferredTelephone: unknown, t_preferredTelephone: string | undefined, t_emailAddress: string | undefined, t_personalUrl: string | undefined, t_termsAndConditionsAccepted: string | undefined, t_charityMarketingIndicator: string | undefined, t_allCharityMarketingIndicator: string | undefined, t_groupMarketingIndicator: string | undefined, t_serviceMarketingIndicator: string | undefined, t_dateOfBirth: string | undefined, n_fundraiserCustomCode: number, t_charityResourceId: string | undefined, l_ukCountryCodes: Membership | undefined, l_countries: Membership | undefined): boolean {
  const wf: boolean = NATIVE_WELL_FORMED;
  let found: Tri;
  let q0: Tri;
  const c0 = t_postcode !== undefined && isUkPostcode(t_postcode);
  const c1 = t_preferredTelephone !== undefined && t_preferredTelephone.length > 16 && longerThan(t_preferredTelephone, 16);
  const c2 = t_preferredTelephone !== undefined && isDigits(t_preferredTelephone);
  // 002.01.02: · (body): no details supplied
  if (isRecord(input) && t_title === undefined && t_forename === undefined && t_surname === undefined && t_addressLine1 === undefined && t_addressLine2 === undefined && t_townCity === undefined && t_countyState === undefined && t_postcode === undefined && t_countryCode === undefined && t_preferredTelephone === undefined && t_emailAddress === undefined && t_personalUrl === undefined && t_termsAndConditionsAccepted === undefined && t_charityMarketingIndicator === undefined && t_allCharityMarketingIndicator === undefined && t_groupMarketingIndicator === undefined && t_serviceMarketingIndicator === undefined && t_dateOfBirth === undefined && n_fundraiserCustomCode === 0 && t_charityResourceId === undefined) {
    if (!findings.add(R_002_01_02)) return false;
  }
  if (t_title !== undefined) {
    // 002.01.04:title · title: title not one of Mr, Mrs, Ms, Miss, Dr, Prof
    if (!(t_title === "Mr" || t_title === "Mrs" || t_title === "Ms" || t_title === "Miss" || t_title === "Dr" || t_title === "Prof")) {
      if (!findings.add(R_002_01_04_title, undefined, { allowed: ["Mr","Mrs","Ms","Miss","Dr","Prof"] })) return false;
    }
    // not-storable-text:title · title: Data types are written as the interface writes them (Varchar(n) is text of at most n characters).
    if (!(t_title === "Mr" || t_title === "Mrs" || t_title === "Ms" || t_title === "Miss" || t_title === "Dr" || t_title === "Prof") && (wf ? !(t_title as WellFormedText).isWellFormed() || t_title.indexOf("\u0000") !== -1 : holdsUnstorable(t_title))) {
      if (!findings.add(R_not_storable_text_title, undefined, { allowed: ["Mr","Mrs","Ms","Miss","Dr","Prof"] })) return false;
    }
  } else {
    // 002.01.04:title · title: title not one of Mr, Mrs, Ms, Miss, Dr, Prof
    if (!findings.add(R_002_01_04_title_case1, undefined, { allowed: ["Mr","Mrs","Ms","Miss","Dr","Prof"] })) return false;
    // wrong-type:title · title: Data types are written as the interface writes them (Varchar(n) is text of at most n characters).
    if (f_title !== undefined && isWrongType(f_title)) {
      if (!findings.add(R_wrong_type_title)) return false;
    }
  }
  if (t_forename !== undefined) {
    // 002.01.07:forename · forename: forename invalid; more than 50 characters
    if (t_forename.length > 50 && longerThan(t_forename, 50)) {
      if (!findings.add(R_002_01_07_forename, undefined, lengthLimit(50, t_forename))) return false;
    }
    // not-storable-text:forename · forename: Data types are written as the interface writes them (Varchar(n) is text of at most n characters).
    if (wf ? !(t_forename as WellFormedText).isWellFormed() || t_forename.indexOf("\u0000") !== -1 : holdsUnstorable(t_forename)) {
      if (!findings.add(R_not_storable_text_forename)) return false;
    }
  } else {
    // 002.01.07:forename · forename: forename invalid; more than 50 characters
    if (!findings.add(R_002_01_07_forename_case1, undefined, lengthLimit(50, undefined))) return false;
    // wrong-type:forename · forename: Data types are written as the interface writes them (Varchar(n) is text of at most n characters).
    if (f_forename !== undefined && isWrongType(f_forename)) {
      if (!findings.add(R_wrong_type_forename)) return false;
    }
  }
  if (t_surname !== undefined) {
    // 002.01.06:surname · surname: surname invalid; more than 50 characters
    if (t_surname.length > 50 && longerThan(t_surname, 50)) {
      if (!findings.add(R_002_01_06_surname, undefined, lengthLimit(50, t_surname))) return false;
    }
    // not-storable-text:surname · surname: Data types are written as the interface writes them (Varchar(n) is text of at most n characters).
    if (wf ? !(t_surname as WellFormedText).isWellFormed() || t_surname.indexOf("\u0000") !== -1 : holdsUnstorable(t_surname)) {
      if (!findings.add(R_not_storable_text_surname)) return false;
    }
  } else {
    // 002.01.06:surname · surname: surname invalid; more than 50 characters
    if (!findings.add(R_002_01_06_surname_case1, undefined, lengthLimit(50, undefined))) return false;
    // wrong-type:surname · surname: Data types are written as the interface writes them (Varchar(n) is text of at most n characters).
    if (f_surname !== undefined && isWrongType(f_surname)) {
      if (!findings.add(R_wrong_type_surname)) return false;
    }
  }
  if (t_addressLine1 !== undefined) {
    // too-long:addressLine1 · addressLine1: addressLine1 | yes | Varchar(50) | first address line
    if (t_addressLine1.length > 50 && longerThan(t_addressLine1, 50)) {
      if (!findings.add(R_too_long_addressLine1, undefined, lengthLimit(50, t_addressLine1))) return false;
    }
    // not-storable-text:addressLine1 · addressLine1: Data types are written as the interface writes them (Varchar(n) is text of at most n characters).
    if (wf ? !(t_addressLine1 as WellFormedText).isWellFormed() || t_addressLine1.indexOf("\u0000") !== -1 : holdsUnstorable(t_addressLine1)) {
      if (!findings.add(R_not_storable_text_addressLine1)) return false;
    }
  } else {
    // 002.01.19:addressLine1 · addressLine1: first address line or town or city missing
    if (!findings.add(R_002_01_19_addressLine1)) return false;
    // wrong-type:addressLine1 · addressLine1: Data types are written as the interface writes them (Varchar(n) is text of at most n characters).
    if (f_addressLine1 !== undefined && isWrongType(f_addressLine1)) {
      if (!findings.add(R_wrong_type_addressLine1)) return false;
    }
  }
  if (t_addressLine2 !== undefined) {
    // too-long:addressLine2 · addressLine2: addressLine2 | yes | Varchar(100) | second address line
    if (t_addressLine2.length > 100 && longerThan(t_addressLine2, 100)) {
      if (!findings.add(R_too_long_addressLine2, undefined, lengthLimit(100, t_addressLine2))) return false;
    }
    // not-storable-text:addressLine2 · addressLine2: Data types are written as the interface writes them (Varchar(n) is text of at most n characters).
    if (wf ? !(t_addressLine2 as WellFormedText).isWellFormed() || t_addressLine2.indexOf("\u0000") !== -1 : holdsUnstorable(t_addressLine2)) {
      if (!findings.add(R_not_storable_text_addressLine2)) return false;
    }
  } else {
    // required:addressLine2 · addressLine2: addressLine2 | yes | Varchar(100) | second address line
    if (!findings.add(R_required_addressLine2)) return false;
    // wrong-type:addressLine2 · addressLine2: Data types are written as the interface writes them (Varchar(n) is text of at most n characters).
    if (f_addressLine2 !== undefined && isWrongType(f_addressLine2)) {
      if (!findings.add(R_wrong_type_addressLine2)) return false;
    }
  }
  if (t_townCity !== undefined) {
    // too-long:townCity · townCity: townCity | yes | Varchar(100) | town or city
    if (t_townCity.length > 100 && longerThan(t_townCity, 100)) {
      if (!findings.add(R_too_long_townCity, undefined, lengthLimit(100, t_townCity))) return false;
    }
    // not-storable-text:townCity · townCity: Data types are written as the interface writes them (Varchar(n) is text of at most n characters).
    if (wf ? !(t_townCity as WellFormedText).isWellFormed() || t_townCity.indexOf("\u0000") !== -1 : holdsUnstorable(t_townCity)) {
      if (!findings.add(R_not_storable_text_townCity)) return false;
    }
  } else {
    // 002.01.19:townCity · townCity: first address line or town or city missing
    if (!findings.add(R_002_01_19_townCity)) return false;
    // wrong-type:townCity · townCity: Data types are written as the interface writes them (Varchar(n) is text of at most n characters).
    if (f_townCity !== undefined && isWrongType(f_townCity)) {
      if (!findings.add(R_wrong_type_townCity)) return false;
    }
  }
  if (t_countyState !== undefined) {
    // too-long:countyState · countyState: countyState | yes | Varchar(100) | county
    if (t_countyState.length > 100 && longerThan(t_countyState, 100)) {
      if (!findings.add(R_too_long_countyState, undefined, lengthLimit(100, t_countyState))) return false;
    }
    // not-storable-text:countyState · countyState: Data types are written as the interface writes them (Varchar(n) is text of at most n characters).
    if (wf ? !(t_countyState as WellFormedText).isWellFormed() || t_countyState.indexOf("\u0000") !== -1 : holdsUnstorable(t_countyState)) {
      if (!findings.add(R_not_storable_text_countyState)) return false;
    }
  } else {
    // required:countyState · countyState: countyState | yes | Varchar(100) | county
    if (!findings.add(R_required_countyState)) return false;
    // wrong-type:countyState · countyState: Data types are written as the interface writes them (Varchar(n) is text of at most n characters).
    if (f_countyState !== undefined && isWrongType(f_countyState)) {
      if (!findings.add(R_wrong_type_countyState)) return false;
    }
  }
  if (t_postcode !== undefined) {
    // 002.01.16:postcode · postcode: more than 8 characters; required for UK addresses
    findings.need = "";
    if ((found = t_postcode.length > 8 && longerThan(t_postcode, 8) ? TRUE : (q0 = t_countryCode === undefined ? FALSE : l_ukCountryCodes !== undefined ? (l_ukCountryCodes.has(t_countryCode) ? TRUE : FALSE) : listMembership(findings, l_ukCountryCodes, "ukCountryCodes", t_countryCode, true)) === FALSE ? FALSE : FALSE) !== FALSE && !findings.decide(found, t_postcode.length > 8 && longerThan(t_postcode, 8) ? R_002_01_16_postcode_case1 : R_002_01_16_postcode, found === TRUE ? lengthLimit(8, t_postcode) : undefined)) return false;
    if (t_countryCode !== undefined) {
      // 002.01.17:postcode · postcode: not in a prescribed national postal format
      findings.need = "";
      if ((found = (q0 = t_countryCode === undefined ? FALSE : l_ukCountryCodes !== undefined ? (l_ukCountryCodes.has(t_countryCode) ? TRUE : FALSE) : listMembership(findings, l_ukCountryCodes, "ukCountryCodes", t_countryCode, true)) === FALSE ? FALSE : !c0 ? q0 : FALSE) !== FALSE && !findings.decide(found, R_002_01_17_postcode)) return false;
    }
    if (t_countryCode !== undefined) {
      // postcode-format:postcode · postcode: must be in a prescribed national postal format
      if (((q0 = not3(t_countryCode === undefined ? FALSE : l_ukCountryCodes !== undefined ? (l_ukCountryCodes.has(t_countryCode) ? TRUE : FALSE) : listMembership(findings, l_ukCountryCodes, "ukCountryCodes", t_countryCode, true))) === FALSE ? FALSE : and3(q0, factAnswer2(findings, facts, "postcodeFormat", false, t_postcode, t_countryCode))) === TRUE && !findings.add(R_postcode_format_postcode)) return false;
    }
    // not-storable-text:postcode · postcode: Data types are written as the interface writes them (Varchar(n) is text of at most n characters).
    if (!c0 && (wf ? !(t_postcode as WellFormedText).isWellFormed() || t_postcode.indexOf("\u0000") !== -1 : holdsUnstorable(t_postcode))) {
      if (!findings.add(R_not_storable_text_postcode)) return false;
    }
  } else {
    // 002.01.16:postcode · postcode: more than 8 characters; required for UK addresses
    findings.need = "";
    if ((found = (q0 = t_countryCode === undefined ? FALSE : l_ukCountryCodes !== undefined ? (l_ukCountryCodes.has(t_countryCode) ? TRUE : FALSE) : listMembership(findings, l_ukCountryCodes, "ukCountryCodes", t_countryCode, true)) === FALSE ? FALSE : q0) !== FALSE && !findings.decide(found, R_002_01_16_postcode, found === TRUE ? lengthLimit(8, undefined) : undefined)) return false;
    // wrong-type:postcode · postcode: Data types are written as the interface writes them (Varchar(n) is text of at most n characters).
    if (f_postcode !== undefined && isWrongType(f_postcode)) {
      if (!findings.add(R_wrong_type_postcode)) return false;
    }
  }
  if (t_countryCode !== undefined) {
    // 002.01.03:countryCode · countryCode: country code invalid
    findings.need = "";
    if ((found = t_countryCode.length > 10 && longerThan(t_countryCode, 10) ? TRUE : l_countries !== undefined ? (l_countries.has(t_countryCode) ? FALSE : TRUE) : listMembership(findings, l_countries, "countries", t_countryCode, false)) !== FALSE && !findings.decide(found, t_countryCode.length > 10 && longerThan(t_countryCode, 10) ? R_002_01_03_countryCode_case2 : R_002_01_03_countryCode, found === TRUE ? lengthLimit(10, t_countryCode) : undefined)) return false;
    // not-storable-text:countryCode · countryCode: Data types are written as the interface writes them (Varchar(n) is text of at most n characters).
    if (wf ? !(t_countryCode as WellFormedText).isWellFormed() || t_countryCode.indexOf("\u0000") !== -1 : holdsUnstorable(t_countryCode)) {
      if (!findings.add(R_not_storable_text_countryCode)) return false;
    }
  } else {
    // 002.01.03:countryCode · countryCode: country code invalid
    findings.need = "";
    if (!findings.decide(TRUE, R_002_01_03_countryCode_case1, lengthLimit(10, undefined))) return false;
    // wrong-type:countryCode · countryCode: Data types are written as the interface writes them (Varchar(n) is text of at most n characters).
    if (f_countryCode !== undefined && isWrongType(f_countryCode)) {
      if (!findings.add(R_wrong_type_countryCode)) return false;
    }
  }
  if (t_preferredTelephone !== undefined) {
    // 002.01.12:preferredTelephone · preferredTelephone: more than 16 characters or not all numeric
    if (c1 || !c2) {
      if (!findings.add(c1 && !c2 ? R_002_01_12_preferredTelephone_case1 : c1 ? R_002_01_12_preferredTelephone_case2 : R_002_01_12_preferredTelephone, undefined, lengthLimit(16, t_preferredTelephone))) return false;
    }
    if (t_countryCode !== undefined) {
      // telephone-format:preferredTelephone · preferredTelephone: preferredTelephone | yes | Varchar(20) | digits only, up to 16 digits
      if ((c2 ? (!c1 ? (t_countryCode !== undefined ? factAnswer2(findings, facts, "telephoneExists", false, t_preferredTelephone, t_countryCode) : FALSE) : FALSE) : FALSE) === TRUE && !findings.add(R_telephone_format_preferredTelephone)) return false;
    }
    // not-storable-text:preferredTelephone · preferredTelephone: Data types are written as the interface writes them (Varchar(n) is text of at most n characters).
    if (!c2 && (wf ? !(t_preferredTelephone as WellFormedText).isWellFormed() || t_preferredTelephone.indexOf("\u0000") !== -1 : holdsUnstorable(t_preferredTelephone))) {
      if (!findings.add(R_not_storable_text_preferredTelephone)) return false;
    }
  } else {
    // 002.01.11:preferredTelephone · preferredTelephone: telephone number missing
    if (!findings.add(R_002_01_11_preferredTelephone)) return false;
    // wrong-type:preferredTelephone · preferredTelephone: Data types are written as the interface writes them (Varchar(n) is text of at most n characters).
    if (f_preferredTelephone !== undefined && isWrongType(f_preferredTelephone)) {
      if (!findings.add(R_wrong_type_preferredTelephone)) return false;
    }
  }
  return true;
}

/** Rules of `checkAccount`, part 2 of 2: false where it stopped. */
function checkAccountPart2(findings: Findings, facts: Facts, f_emailAddress: unknown, t_emailAddress: string | undefined, f_personalUrl: unknown, t_personalUrl: string | undefined, f_termsAndConditionsAccepted: unknown, t_termsAndConditionsAccepted: string | undefined, f_charityMarketingIndicator: unknown, t_charityMarketingIndicator: string | undefined, f_allCharityMarketingIndicator: unknown, t_allCharityMarketingIndicator: string | undefined, f_groupMarketingIndicator: unknown, t_groupMarketingIndicator: string | undefined, f_serviceMarketingIndicator: unknown, t_serviceMarketingIndicator: string | undefined, f_dateOfBirth: unknown, t_dateOfBirth: string | undefined, d_dateOfBirth: number | undefined, f_fundraiserCustomCode: unknown, n_fundraiserCustomCode: number, f_charityResourceId: unknown, t_charityResourceId: string | undefined, l_charities: Membership | undefined): boolean {
  const wf: boolean = NATIVE_WELL_FORMED;
  let found: Tri;
  const c3 = t_emailAddress !== undefined && t_emailAddress.length > 255 && longerThan(t_emailAddress, 255);
  const c4 = t_emailAddress !== undefined && hasAtAndTwoDots(t_emailAddress);
  const c5 = t_personalUrl !== undefined && t_personalUrl.length > 60 && longerThan(t_personalUrl, 60);
  const c6 = t_personalUrl !== undefined && isUrlSegment(t_personalUrl);
  const c7 = t_charityResourceId !== undefined && t_charityResourceId.length > 36 && longerThan(t_charityResourceId, 36);
  if (t_emailAddress !== undefined) {
    // 002.01.09:emailAddress · emailAddress: longer than 255 characters
    if (c3) {
      if (!findings.add(R_002_01_09_emailAddress, undefined, lengthLimit(255, t_emailAddress))) return false;
    }
    // 002.01.10:emailAddress · emailAddress: format invalid (needs @ and at least 2 full stops)
    if (!c4) {
      if (!findings.add(R_002_01_10_emailAddress)) return false;
    }
    if (t_dateOfBirth !== undefined) {
      // 002.01.31:emailAddress · emailAddress: an account already exists for the pair
      findings.need = "";
      if ((found = !c3 ? (c4 ? (d_dateOfBirth !== undefined ? factAnswer2(findings, facts, "accountExists", true, t_emailAddress, t_dateOfBirth) : FALSE) : FALSE) : FALSE) !== FALSE && !findings.decide(found, R_002_01_31_emailAddress)) return false;
    }
    // not-storable-text:emailAddress · emailAddress: Data types are written as the interface writes them (Varchar(n) is text of at most n characters).
    if (wf ? !(t_emailAddress as WellFormedText).isWellFormed() || t_emailAddress.indexOf("\u0000") !== -1 : holdsUnstorable(t_emailAddress)) {
      if (!findings.add(R_not_storable_text_emailAddress)) return false;
    }
  } else {
    // 002.01.10:emailAddress · emailAddress: format invalid (needs @ and at least 2 full stops)
    if (!findings.add(R_002_01_10_emailAddress_case1)) return false;
    // wrong-type:emailAddress · emailAddress: Data types are written as the interface writes them (Varchar(n) is text of at most n characters).
    if (f_emailAddress !== undefined && isWrongType(f_emailAddress)) {
      if (!findings.add(R_wrong_type_emailAddress)) return false;
    }
  }
  if (t_personalUrl !== undefined) {
    // 002.01.20:personalUrl · personalUrl: invalid; value up to 60 characters
    if (c5 || !c6) {
      if (!findings.add(c5 && !c6 ? R_002_01_20_personalUrl_case1 : c5 ? R_002_01_20_personalUrl_case2 : R_002_01_20_personalUrl, undefined, lengthLimit(60, t_personalUrl))) return false;
    }
    // personal-url-taken:personalUrl · personalUrl: unique; forms the fundraiser's public address
    findings.need = "";
    if ((found = c6 ? (!c5 ? factAnswer1(findings, facts, "personalUrlTaken", true, t_personalUrl) : FALSE) : FALSE) !== FALSE && !findings.decide(found, R_personal_url_taken_personalUrl)) return false;
    // not-storable-text:personalUrl · personalUrl: Data types are written as the interface writes them (Varchar(n) is text of at most n characters).
    if (!c6 && (wf ? !(t_personalUrl as WellFormedText).isWellFormed() || t_personalUrl.indexOf("\u0000") !== -1 : holdsUnstorable(t_personalUrl))) {
      if (!findings.add(R_not_storable_text_personalUrl)) return false;
    }
  } else {
    // 002.01.05:personalUrl · personalUrl: fundraiser URL not supplied
    if (!findings.add(R_002_01_05_personalUrl)) return false;
    // wrong-type:personalUrl · personalUrl: Data types are written as the interface writes them (Varchar(n) is text of at most n characters).
    if (f_personalUrl !== undefined && isWrongType(f_personalUrl)) {
      if (!findings.add(R_wrong_type_personalUrl)) return false;
    }
  }
  if (t_termsAndConditionsAccepted !== undefined) {
    // 002.01.08:termsAndConditionsAccepted · termsAndConditionsAccepted: terms not accepted
    if (!(t_termsAndConditionsAccepted === "Y")) {
      if (!findings.add(R_002_01_08_termsAndConditionsAccepted, undefined, { allowed: ["Y"] })) return false;
    }
    // not-storable-text:termsAndConditionsAccepted · termsAndConditionsAccepted: Data types are written as the interface writes them (Varchar(n) is text of at most n characters).
    if (!(t_termsAndConditionsAccepted === "Y") && (wf ? !(t_termsAndConditionsAccepted as WellFormedText).isWellFormed() || t_termsAndConditionsAccepted.indexOf("\u0000") !== -1 : holdsUnstorable(t_termsAndConditionsAccepted))) {
      if (!findings.add(R_not_storable_text_termsAndConditionsAccepted, undefined, { allowed: ["Y"] })) return false;
    }
  } else {
    // 002.01.08:termsAndConditionsAccepted · termsAndConditionsAccepted: terms not accepted
    if (!findings.add(R_002_01_08_termsAndConditionsAccepted, undefined, { allowed: ["Y"] })) return false;
    // wrong-type:termsAndConditionsAccepted · termsAndConditionsAccepted: Data types are written as the interface writes them (Varchar(n) is text of at most n characters).
    if (f_termsAndConditionsAccepted !== undefined && isWrongType(f_termsAndConditionsAccepted)) {
      if (!findings.add(R_wrong_type_termsAndConditionsAccepted)) return false;
    }
  }
  if (t_charityMarketingIndicator !== undefined) {
    // must-be-N:charityMarketingIndicator · charityMarketingIndicator: charityMarketingIndicator | yes | Varchar(1) | no longer used; must be sent as 'N'
    if (!(t_charityMarketingIndicator === "N")) {
      if (!findings.add(R_must_be_N_charityMarketingIndicator, undefined, { allowed: ["N"] })) return false;
    }
    // not-storable-text:charityMarketingIndicator · charityMarketingIndicator: Data types are written as the interface writes them (Varchar(n) is text of at most n characters).
    if (!(t_charityMarketingIndicator === "N") && (wf ? !(t_charityMarketingIndicator as WellFormedText).isWellFormed() || t_charityMarketingIndicator.indexOf("\u0000") !== -1 : holdsUnstorable(t_charityMarketingIndicator))) {
      if (!findings.add(R_not_storable_text_charityMarketingIndicator, undefined, { allowed: ["N"] })) return false;
    }
  } else {
    // required:charityMarketingIndicator · charityMarketingIndicator: charityMarketingIndicator | yes | Varchar(1) | no longer used; must be sent as 'N'
    if (!findings.add(R_required_charityMarketingIndicator)) return false;
    // wrong-type:charityMarketingIndicator · charityMarketingIndicator: Data types are written as the interface writes them (Varchar(n) is text of at most n characters).
    if (f_charityMarketingIndicator !== undefined && isWrongType(f_charityMarketingIndicator)) {
      if (!findings.add(R_wrong_type_charityMarketingIndicator)) return false;
    }
  }
  if (t_allCharityMarketingIndicator !== undefined) {
    // must-be-N:allCharityMarketingIndicator · allCharityMarketingIndicator: allCharityMarketingIndicator | yes | Varchar(1) | no longer used; must be sent as 'N'
    if (!(t_allCharityMarketingIndicator === "N")) {
      if (!findings.add(R_must_be_N_allCharityMarketingIndicator, undefined, { allowed: ["N"] })) return false;
    }
    // not-storable-text:allCharityMarketingIndicator · allCharityMarketingIndicator: Data types are written as the interface writes them (Varchar(n) is text of at most n characters).
    if (!(t_allCharityMarketingIndicator === "N") && (wf ? !(t_allCharityMarketingIndicator as WellFormedText).isWellFormed() || t_allCharityMarketingIndicator.indexOf("\u0000") !== -1 : holdsUnstorable(t_allCharityMarketingIndicator))) {
      if (!findings.add(R_not_storable_text_allCharityMarketingIndicator, undefined, { allowed: ["N"] })) return false;
    }
  } else {
    // required:allCharityMarketingIndicator · allCharityMarketingIndicator: allCharityMarketingIndicator | yes | Varchar(1) | no longer used; must be sent as 'N'
    if (!findings.add(R_required_allCharityMarketingIndicator)) return false;
    // wrong-type:allCharityMarketingIndicator · allCharityMarketingIndicator: Data types are written as the interface writes them (Varchar(n) is text of at most n characters).
    if (f_allCharityMarketingIndicator !== undefined && isWrongType(f_allCharityMarketingIndicator)) {
      if (!findings.add(R_wrong_type_allCharityMarketingIndicator)) return false;
    }
  }
  if (t_groupMarketingIndicator !== undefined) {
    // must-be-N:groupMarketingIndicator · groupMarketingIndicator: groupMarketingIndicator | yes | Varchar(1) | no longer used; must be sent as 'N'
    if (!(t_groupMarketingIndicator === "N")) {
      if (!findings.add(R_must_be_N_groupMarketingIndicator, undefined, { allowed: ["N"] })) return false;
    }
    // not-storable-text:groupMarketingIndicator · groupMarketingIndicator: Data types are written as the interface writes them (Varchar(n) is text of at most n characters).
    if (!(t_groupMarketingIndicator === "N") && (wf ? !(t_groupMarketingIndicator as WellFormedText).isWellFormed() || t_groupMarketingIndicator.indexOf("\u0000") !== -1 : holdsUnstorable(t_groupMarketingIndicator))) {
      if (!findings.add(R_not_storable_text_groupMarketingIndicator, undefined, { allowed: ["N"] })) return false;
    }
  } else {
    // required:groupMarketingIndicator · groupMarketingIndicator: groupMarketingIndicator | yes | Varchar(1) | no longer used; must be sent as 'N'
    if (!findings.add(R_required_groupMarketingIndicator)) return false;
    // wrong-type:groupMarketingIndicator · groupMarketingIndicator: Data types are written as the interface writes them (Varchar(n) is text of at most n characters).
    if (f_groupMarketingIndicator !== undefined && isWrongType(f_groupMarketingIndicator)) {
      if (!findings.add(R_wrong_type_groupMarketingIndicator)) return false;
    }
  }
  if (t_serviceMarketingIndicator !== undefined) {
    // must-be-N:serviceMarketingIndicator · serviceMarketingIndicator: serviceMarketingIndicator | yes | Varchar(1) | no longer used; must be sent as 'N'
    if (!(t_serviceMarketingIndicator === "N")) {
      if (!findings.add(R_must_be_N_serviceMarketingIndicator, undefined, { allowed: ["N"] })) return false;
    }
    // not-storable-text:serviceMarketingIndicator · serviceMarketingIndicator: Data types are written as the interface writes them (Varchar(n) is text of at most n characters).
    if (!(t_serviceMarketingIndicator === "N") && (wf ? !(t_serviceMarketingIndicator as WellFormedText).isWellFormed() || t_serviceMarketingIndicator.indexOf("\u0000") !== -1 : holdsUnstorable(t_serviceMarketingIndicator))) {
      if (!findings.add(R_not_storable_text_serviceMarketingIndicator, undefined, { allowed: ["N"] })) return false;
    }
  } else {
    // required:serviceMarketingIndicator · serviceMarketingIndicator: serviceMarketingIndicator | yes | Varchar(1) | no longer used; must be sent as 'N'
    if (!findings.add(R_required_serviceMarketingIndicator)) return false;
    // wrong-type:serviceMarketingIndicator · serviceMarketingIndicator: Data types are written as the interface writes them (Varchar(n) is text of at most n characters).
    if (f_serviceMarketingIndicator !== undefined && isWrongType(f_serviceMarketingIndicator)) {
      if (!findings.add(R_wrong_type_serviceMarketingIndicator)) return false;
    }
  }
  if (t_dateOfBirth !== undefined) {
    // 002.01.14:dateOfBirth · dateOfBirth: not in valid YYYYMMDD format
    if (!(d_dateOfBirth !== undefined)) {
      if (!findings.add(R_002_01_14_dateOfBirth)) return false;
    }
    // 002.01.15:dateOfBirth · dateOfBirth: age outside 13 to 100 years
    if (d_dateOfBirth !== undefined && !ageBetween(d_dateOfBirth, facts.today, 13, 100)) {
      if (!findings.add(!(d_dateOfBirth !== undefined && ageBetween(d_dateOfBirth, facts.today, 13, 10000)) ? R_002_01_15_dateOfBirth_case1 : R_002_01_15_dateOfBirth, undefined, { min: 13, max: 100 })) return false;
    }
    // not-storable-text:dateOfBirth · dateOfBirth: Data types are written as the interface writes them (Varchar(n) is text of at most n characters).
    if (!(d_dateOfBirth !== undefined) && (wf ? !(t_dateOfBirth as WellFormedText).isWellFormed() || t_dateOfBirth.indexOf("\u0000") !== -1 : holdsUnstorable(t_dateOfBirth))) {
      if (!findings.add(R_not_storable_text_dateOfBirth)) return false;
    }
  } else {
    // 002.01.13:dateOfBirth · dateOfBirth: not provided
    if (!findings.add(R_002_01_13_dateOfBirth)) return false;
    // wrong-type:dateOfBirth · dateOfBirth: Data types are written as the interface writes them (Varchar(n) is text of at most n characters).
    if (f_dateOfBirth !== undefined && isWrongType(f_dateOfBirth)) {
      if (!findings.add(R_wrong_type_dateOfBirth)) return false;
    }
  }
  // 002.01.23:fundraiserCustomCode · customCodes: more than 5 custom codes
  if (n_fundraiserCustomCode > 5) {
    if (!findings.add(R_002_01_23_fundraiserCustomCode, undefined, { max: 5, count: n_fundraiserCustomCode })) return false;
  }
  // The one pass over fundraiserCustomCode: whole-list values, and which per-entry rules may fire.
  let m0 = false;
  let m1 = false;
  let m2 = false;
  for (let i0 = 0, e0 = n_fundraiserCustomCode; i0 < e0; i0++) {
    const entry0 = entryAt(f_fundraiserCustomCode, i0);
    const t0 = textAt(entry0);
    if (t0 === undefined || (t0.length > 255 && longerThan(t0, 255))) m0 = true;
    if (entry0 !== undefined && isWrongType(entry0)) m1 = true;
    if (t0 !== undefined && (wf ? !(t0 as WellFormedText).isWellFormed() || t0.indexOf("\u0000") !== -1 : holdsUnstorable(t0))) m2 = true;
    if (Array.isArray(f_fundraiserCustomCode) && !(i0 in f_fundraiserCustomCode)) i0 = holesAfter(f_fundraiserCustomCode, i0, findings);
  }
  if (m0) {
    // 002.01.22:fundraiserCustomCode[] · customCodes: valid custom codes required, up to 5
    for (let i0 = 0, e0 = n_fundraiserCustomCode; i0 < e0; i0++) {
      const entry0 = entryAt(f_fundraiserCustomCode, i0);
      const t0 = textAt(entry0);
      if (t0 === undefined || (t0.length > 255 && longerThan(t0, 255))) {
        if (!findings.add(t0 === undefined ? R_002_01_22_fundraiserCustomCode_case1 : R_002_01_22_fundraiserCustomCode, ["fundraiserCustomCode", i0], lengthLimit(255, t0))) return false;
      } else {
        if (Array.isArray(f_fundraiserCustomCode) && !(i0 in f_fundraiserCustomCode)) i0 = holesAfter(f_fundraiserCustomCode, i0, findings);
      }
    }
  }
  if (m1) {
    // wrong-type:fundraiserCustomCode[] · customCodes: Data types are written as the interface writes them (Varchar(n) is text of at most n characters).
    for (let i0 = 0, e0 = n_fundraiserCustomCode; i0 < e0; i0++) {
      const entry0 = entryAt(f_fundraiserCustomCode, i0);
      if (entry0 !== undefined && isWrongType(entry0)) {
        if (!findings.add(R_wrong_type_fundraiserCustomCode, ["fundraiserCustomCode", i0])) return false;
      } else {
        if (Array.isArray(f_fundraiserCustomCode) && !(i0 in f_fundraiserCustomCode)) i0 = holesAfter(f_fundraiserCustomCode, i0, findings);
      }
    }
  }
  if (m2) {
    // not-storable-text:fundraiserCustomCode[] · customCodes: Data types are written as the interface writes them (Varchar(n) is text of at most n characters).
    for (let i0 = 0, e0 = n_fundraiserCustomCode; i0 < e0; i0++) {
      const entry0 = entryAt(f_fundraiserCustomCode, i0);
      const t0 = textAt(entry0);
      if (t0 !== undefined && (wf ? !(t0 as WellFormedText).isWellFormed() || t0.indexOf("\u0000") !== -1 : holdsUnstorable(t0))) {
        if (!findings.add(R_not_storable_text_fundraiserCustomCode, ["fundraiserCustomCode", i0])) return false;
      } else {
        if (Array.isArray(f_fundraiserCustomCode) && !(i0 in f_fundraiserCustomCode)) i0 = holesAfter(f_fundraiserCustomCode, i0, findings);
      }
    }
  }
  if (t_charityResourceId !== undefined) {
    // 002.01.21:charityResourceId · charityResourceId: a valid charity resource ID is required when custom codes are created
    findings.need = "";
    if ((found = n_fundraiserCustomCode > 0 ? (c7 ? TRUE : l_charities !== undefined ? (l_charities.has(t_charityResourceId) ? FALSE : TRUE) : listMembership(findings, l_charities, "charities", t_charityResourceId, false)) : FALSE) !== FALSE && !findings.decide(found, c7 ? R_002_01_21_charityResourceId_case2 : R_002_01_21_charityResourceId, found === TRUE ? lengthLimit(36, t_charityResourceId) : undefined)) return false;
    // too-long:charityResourceId · charityResourceId: charityResourceId | no | Varchar(36)
    if (!(n_fundraiserCustomCode > 0) && c7) {
      if (!findings.add(R_too_long_charityResourceId, undefined, lengthLimit(36, t_charityResourceId))) return false;
    }
    // unknown-charity:charityResourceId · charityResourceId: charity the custom codes apply to
    findings.need = "";
    if ((found = !(n_fundraiserCustomCode > 0) ? (!c7 ? (l_charities !== undefined ? (l_charities.has(t_charityResourceId) ? FALSE : TRUE) : listMembership(findings, l_charities, "charities", t_charityResourceId, false)) : FALSE) : FALSE) !== FALSE && !findings.decide(found, R_unknown_charity_charityResourceId)) return false;
    // not-storable-text:charityResourceId · charityResourceId: Data types are written as the interface writes them (Varchar(n) is text of at most n characters).
    if (wf ? !(t_charityResourceId as WellFormedText).isWellFormed() || t_charityResourceId.indexOf("\u0000") !== -1 : holdsUnstorable(t_charityResourceId)) {
      if (!findings.add(R_not_storable_text_charityResourceId)) return false;
    }
  } else {
    // 002.01.21:charityResourceId · charityResourceId: a valid charity resource ID is required when custom codes are created
    findings.need = "";
    if ((found = n_fundraiserCustomCode > 0 ? TRUE : FALSE) !== FALSE && !findings.decide(found, R_002_01_21_charityResourceId_case1, found === TRUE ? lengthLimit(36, undefined) : undefined)) return false;
    // wrong-type:charityResourceId · charityResourceId: Data types are written as the interface writes them (Varchar(n) is text of at most n characters).
    if (f_charityResourceId !== undefined && isWrongType(f_charityResourceId)) {
      if (!findings.add(R_wrong_type_charityResourceId)) return false;
    }
  }
  return true;
}
