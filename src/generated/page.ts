// Generated from rules/page.ts by `npm run generate` (src/codegen/): do not edit.
// test/generated.test.ts fails when this file no longer matches the table,
// and proves the validator equal to the reference interpreter over the same table.
import type { Facts, Membership } from '../facts/types.js';
import {
  FALSE,
  Findings,
  NATIVE_WELL_FORMED,
  TRUE,
  UNKNOWN,
  asRecord,
  charityDisallowed,
  entryAt,
  entryCount,
  eventIn,
  eventKnown,
  eventMaxCharities,
  eventOpen,
  factAnswer1,
  fixedSplitsMatched,
  giveSlots,
  holdsUnstorable,
  holesAfter,
  isDecimalAmount,
  isRecord,
  isUrlSegment,
  isWrongType,
  keepSlot,
  lengthLimit,
  listMembership,
  longerThan,
  lookUpEvent,
  matchFixedSplit,
  moreCharitiesThanAllowed,
  numberText,
  parseYmd,
  repeatedText,
  reported,
  takeSlots,
  textAt,
  wholeNumber,
  type LookedUpEvent,
  type Reporting,
  type ValidationResult,
  type Tri,
  type Slots,
  type WellFormedText,
} from '../runtime/index.js';
import {
  F_wrong_type_charitySplits,
  F_002_01_30_charitySplits_2,
  U_002_01_30_charitySplits_2,
  F_003_01_14_charitySplits_charityResourceId,
  F_003_01_20_charitySplits_charityResourceId,
  U_003_01_20_charitySplits_charityResourceId,
  F_too_long_charitySplits_charityResourceId,
  F_unknown_charity_charitySplits_charityResourceId,
  U_unknown_charity_charitySplits_charityResourceId,
  F_duplicate_charity_charitySplits_charityResourceId,
  F_wrong_type_charitySplits_charityResourceId,
  F_not_storable_text_charitySplits_charityResourceId,
  F_zero_share_charitySplits_charitySplitPercent,
  F_wrong_type_charitySplits_charitySplitPercent,
  F_not_storable_text_charitySplits_charitySplitPercent,
  F_002_01_23_charitySplits_customCodes,
} from './page-flags.js';

// What the validator reports of each row, named by its id: no quoted sentence, no condition.
// The endings many messages share, written once.
const MESSAGE_ENDING_1 = " holds a character the service cannot store: U+0000 or an unpaired surrogate.";
const MESSAGE_ENDING_2 = " must be text or a number, not an object, an array or a boolean.";
export const R_003_01_04 = reported("003.01.04", "URI", "No page details were supplied: the body must be an object.", "error", "");
export const R_003_01_04_2 = reported("003.01.04", "URI", "No page details were supplied: none of the page fields is present.", "error", "", "003.01.04:#2");
export const R_003_01_05_pageTitle = reported("003.01.05", "pageTitle", "Page title may have at most 45 characters; it has {length}.");
export const R_003_01_05_pageTitle_case1 = reported("003.01.05", "pageTitle", "Page title is required.", "error", "pageTitle", "003.01.05:pageTitle", "absent");
const R_wrong_type_pageTitle = reported("wrong-type", "pageTitle", "Page title" + MESSAGE_ENDING_2);
export const R_not_storable_text_pageTitle = reported("not-storable-text", "pageTitle", "Page title" + MESSAGE_ENDING_1);
const R_too_long_eventResourceId = reported("too-long", "eventResourceId", "Event resource ID may have at most 36 characters; it has {length}.");
export const R_unknown_event_eventResourceId = reported("unknown-event", "eventResourceId", "The event is not known, so the event rules could not be checked.");
export const R_002_01_24_eventResourceId = reported("002.01.24", "eventResourceId", "The event is not published.");
export const R_002_01_25_eventResourceId = reported("002.01.25", "eventResourceId", "The event has expired (removed).");
export const R_002_01_27_eventResourceId = reported("002.01.27", "eventResourceId", "The event requires a fee.");
export const R_002_01_28_eventResourceId = reported("002.01.28", "eventResourceId", "The event has no places left.");
export const R_002_01_29_eventResourceId = reported("002.01.29", "eventResourceId", "The event is closed.");
const R_wrong_type_eventResourceId = reported("wrong-type", "eventResourceId", "Event resource ID" + MESSAGE_ENDING_2);
export const R_not_storable_text_eventResourceId = reported("not-storable-text", "eventResourceId", "Event resource ID" + MESSAGE_ENDING_1);
export const R_003_01_06_fundraisingDate = reported("003.01.06", "fundraisingDate", "A fundraising date must not be sent for an organised event.");
export const R_003_01_07_fundraisingDate = reported("003.01.07", "fundraisingDate", "The fundraising date must be a real calendar date written YYYYMMDD.");
export const R_003_01_07_fundraisingDate_case1 = reported("003.01.07", "fundraisingDate", "A personal page needs a fundraising date.", "error", "fundraisingDate", "003.01.07:fundraisingDate", "absent");
export const R_003_01_08_fundraisingDate = reported("003.01.08", "fundraisingDate", "The fundraising date must be in the future.");
const R_wrong_type_fundraisingDate = reported("wrong-type", "fundraisingDate", "Fundraising date" + MESSAGE_ENDING_2);
export const R_not_storable_text_fundraisingDate = reported("not-storable-text", "fundraisingDate", "Fundraising date" + MESSAGE_ENDING_1);
export const R_003_01_09_teamPageIndicator = reported("003.01.09", "teamPageIndicator", "Team page indicator must be exactly one of Y, N: Y for a team page, N for an individual one.");
export const R_003_01_09_teamPageIndicator_case1 = reported("003.01.09", "teamPageIndicator", "Team page indicator is required: Y for a team page, N for an individual one.", "error", "teamPageIndicator", "003.01.09:teamPageIndicator", "absent");
const R_wrong_type_teamPageIndicator = reported("wrong-type", "teamPageIndicator", "Team page indicator" + MESSAGE_ENDING_2);
export const R_not_storable_text_teamPageIndicator = reported("not-storable-text", "teamPageIndicator", "Team page indicator" + MESSAGE_ENDING_1);
export const R_003_01_01_teamName = reported("003.01.01", "teamName", "A team page needs a team name.");
export const R_003_01_02_teamName = reported("003.01.02", "teamName", "Team name may have at most 60 characters; it has {length}.");
export const R_003_01_10_teamName = reported("003.01.10", "teamName", "Team name is not valid: at most 60 characters, and it has {length}.");
export const R_team_field_on_individual_page_teamName = reported("team-field-on-individual-page", "teamName", "Team name is only used on a team page; this page is individual.", "warning");
const R_wrong_type_teamName = reported("wrong-type", "teamName", "Team name" + MESSAGE_ENDING_2);
export const R_not_storable_text_teamName = reported("not-storable-text", "teamName", "Team name" + MESSAGE_ENDING_1);
export const R_003_01_03_teamUrl = reported("003.01.03", "teamUrl", "Team URL may have at most 100 characters; it has {length}.");
export const R_003_01_11_teamUrl = reported("003.01.11", "teamUrl", "Team URL may hold only ASCII letters, digits and - _ . ~ (a URL path segment).");
export const R_003_01_11_teamUrl_case1 = reported("003.01.11", "teamUrl", "A team page needs a team URL.", "error", "teamUrl", "003.01.11:teamUrl", "absent");
export const R_003_01_11_teamUrl_case2 = reported("003.01.11", "teamUrl", "Team URL may have at most 100 characters (it has {length}) and only ASCII letters, digits and - _ . ~.", "error", "teamUrl", "003.01.11:teamUrl", "too-long-and-malformed");
export const R_003_01_11_teamUrl_case3 = reported("003.01.11", "teamUrl", "Team URL may have at most 100 characters; it has {length}.", "error", "teamUrl", "003.01.11:teamUrl", "too-long");
export const R_team_url_taken_teamUrl = reported("team-url-taken", "teamUrl", "This team URL is already taken.");
export const R_team_field_on_individual_page_teamUrl = reported("team-field-on-individual-page", "teamUrl", "Team URL is only used on a team page; this page is individual.", "warning");
const R_wrong_type_teamUrl = reported("wrong-type", "teamUrl", "Team URL" + MESSAGE_ENDING_2);
export const R_not_storable_text_teamUrl = reported("not-storable-text", "teamUrl", "Team URL" + MESSAGE_ENDING_1);
export const R_003_01_18_activityCode = reported("003.01.18", "activityCode", "Activity code is not a code of the activity lookup.");
export const R_003_01_18_activityCode_case1 = reported("003.01.18", "activityCode", "A personal page needs an activity code.", "error", "activityCode", "003.01.18:activityCode", "absent");
export const R_activity_on_event_page_activityCode = reported("activity-on-event-page", "activityCode", "An event page must not have an activity code.");
const R_too_long_activityCode = reported("too-long", "activityCode", "Activity code may have at most 3 characters; it has {length}.");
const R_wrong_type_activityCode = reported("wrong-type", "activityCode", "Activity code" + MESSAGE_ENDING_2);
export const R_not_storable_text_activityCode = reported("not-storable-text", "activityCode", "Activity code" + MESSAGE_ENDING_1);
export const R_003_01_19_activityDescription = reported("003.01.19", "activityDescription", "Activity code '039' (other) needs an activity description.");
export const R_description_without_039_activityDescription = reported("description-without-039", "activityDescription", "An activity description may only be filled when the activity code is '039'.");
const R_too_long_activityDescription = reported("too-long", "activityDescription", "Activity description may have at most 30 characters; it has {length}.");
const R_wrong_type_activityDescription = reported("wrong-type", "activityDescription", "Activity description" + MESSAGE_ENDING_2);
export const R_not_storable_text_activityDescription = reported("not-storable-text", "activityDescription", "Activity description" + MESSAGE_ENDING_1);
export const R_003_01_17_charityContributionIndicator = reported("003.01.17", "charityContributionIndicator", "Charity contribution indicator must be exactly one of Y, N.");
export const R_003_01_17_charityContributionIndicator_case1 = reported("003.01.17", "charityContributionIndicator", "Charity contribution indicator is required: one of Y, N.", "error", "charityContributionIndicator", "003.01.17:charityContributionIndicator", "absent");
const R_wrong_type_charityContributionIndicator = reported("wrong-type", "charityContributionIndicator", "Charity contribution indicator" + MESSAGE_ENDING_2);
export const R_not_storable_text_charityContributionIndicator = reported("not-storable-text", "charityContributionIndicator", "Charity contribution indicator" + MESSAGE_ENDING_1);
export const R_003_01_16_postEventFundraisingInterval = reported("003.01.16", "postEventFundraisingInterval", "Post-event fundraising interval may be at most 36 months.");
export const R_003_01_16_postEventFundraisingInterval_case1 = reported("003.01.16", "postEventFundraisingInterval", "Post-event fundraising interval is required: a whole number of months, at most 36.", "error", "postEventFundraisingInterval", "003.01.16:postEventFundraisingInterval", "absent");
export const R_003_01_16_postEventFundraisingInterval_case2 = reported("003.01.16", "postEventFundraisingInterval", "Post-event fundraising interval must be a whole number of months (digits only).", "error", "postEventFundraisingInterval", "003.01.16:postEventFundraisingInterval", "not-whole");
const R_wrong_type_postEventFundraisingInterval = reported("wrong-type", "postEventFundraisingInterval", "Post-event fundraising interval" + MESSAGE_ENDING_2);
export const R_not_storable_text_postEventFundraisingInterval = reported("not-storable-text", "postEventFundraisingInterval", "Post-event fundraising interval" + MESSAGE_ENDING_1);
export const R_target_amount_fundraisingTarget = reported("target-amount", "fundraisingTarget", "Fundraising target must be a non-negative amount with at most 2 decimals (Decimal(19,2)).");
const R_wrong_type_fundraisingTarget = reported("wrong-type", "fundraisingTarget", "Fundraising target" + MESSAGE_ENDING_2);
export const R_not_storable_text_fundraisingTarget = reported("not-storable-text", "fundraisingTarget", "Fundraising target" + MESSAGE_ENDING_1);
export const R_003_01_12_charitySplits = reported("003.01.12", "charityResourceId", "At least one charity split must name a charity.", "error", "charitySplits");
export const R_003_01_12_charitySplits_case1 = reported("003.01.12", "charityResourceId", "At least one charity split must be given.", "error", "charitySplits", "003.01.12:charitySplits", "no-splits");
export const R_003_01_13_charitySplits = reported("003.01.13", "charityResourceId", "At most 5 charities may be given; there are {count}.", "error", "charitySplits");
export const R_003_01_15_charitySplits = reported("003.01.15", "charitySplitPercent", "The whole-number percentages of the charity splits must sum to 100.", "error", "charitySplits");
export const R_003_01_15_charitySplits_case1 = reported("003.01.15", "charitySplitPercent", "Each charity split needs a whole-number percentage.", "error", "charitySplits", "003.01.15:charitySplits", "no-whole-percentage");
export const R_002_01_26_charitySplits = reported("002.01.26", "charityResourceId", "The event allows at most {max} charities; the page has {count}.", "error", "charitySplits");
export const R_002_01_30_charitySplits = reported("002.01.30", "charitySplitPercent", "The charities and percentages must be exactly the event's fixed splits.", "error", "charitySplits");
export const R_wrong_type_charitySplits = reported("wrong-type", "charitySplits", "A charity split must be an object with charityResourceId and charitySplitPercent.", "error", "charitySplits[]");
export const R_002_01_30_charitySplits_2 = reported("002.01.30", "charitySplitPercent", "On an event page, a split with a charity needs a whole-number percentage.", "error", "charitySplits[]");
export const R_002_01_30_charitySplits_2_case1 = reported("002.01.30", "charitySplitPercent", "On an event page, a split with a percentage needs a charity.", "error", "charitySplits[]", "002.01.30:charitySplits[]", "no-charity");
export const R_003_01_14_charitySplits_charityResourceId = reported("003.01.14", "charityResourceId", "This split percentage has no charity.", "error", "charitySplits[].charityResourceId");
export const R_003_01_20_charitySplits_charityResourceId = reported("003.01.20", "charityResourceId", "This charity is not among the event's allowed charities.", "error", "charitySplits[].charityResourceId");
const R_too_long_charitySplits_charityResourceId = reported("too-long", "charityResourceId", "Charity resource ID may have at most 36 characters; it has {length}.", "error", "charitySplits[].charityResourceId");
export const R_unknown_charity_charitySplits_charityResourceId = reported("unknown-charity", "charityResourceId", "Charity resource ID is not a known charity.", "error", "charitySplits[].charityResourceId");
export const R_duplicate_charity_charitySplits_charityResourceId = reported("duplicate-charity", "charityResourceId", "This charity already has a split on this page.", "error", "charitySplits[].charityResourceId");
const R_wrong_type_charitySplits_charityResourceId = reported("wrong-type", "charityResourceId", "Charity resource ID" + MESSAGE_ENDING_2, "error", "charitySplits[].charityResourceId");
export const R_not_storable_text_charitySplits_charityResourceId = reported("not-storable-text", "charityResourceId", "Charity resource ID" + MESSAGE_ENDING_1, "error", "charitySplits[].charityResourceId");
const R_zero_share_charitySplits_charitySplitPercent = reported("zero-share", "charitySplitPercent", "This charity gets a 0% share of every donation.", "warning", "charitySplits[].charitySplitPercent");
const R_wrong_type_charitySplits_charitySplitPercent = reported("wrong-type", "charitySplitPercent", "Charity split percentage" + MESSAGE_ENDING_2, "error", "charitySplits[].charitySplitPercent");
export const R_not_storable_text_charitySplits_charitySplitPercent = reported("not-storable-text", "charitySplitPercent", "Charity split percentage" + MESSAGE_ENDING_1, "error", "charitySplits[].charitySplitPercent");
export const R_002_01_23_charitySplits_customCodes = reported("002.01.23", "customCodes", "At most 5 custom codes may be given per charity; this one has {count}.", "error", "charitySplits[].customCodes");
export const R_002_01_22_charitySplits_customCodes = reported("002.01.22", "customCodes", "A custom code may have at most 255 characters; this one has {length}.", "error", "charitySplits[].customCodes[]");
export const R_002_01_22_charitySplits_customCodes_case1 = reported("002.01.22", "customCodes", "A custom code in the list is blank.", "error", "charitySplits[].customCodes[]", "002.01.22:charitySplits[].customCodes[]", "absent");
const R_wrong_type_charitySplits_customCodes = reported("wrong-type", "customCodes", "A custom code" + MESSAGE_ENDING_2, "error", "charitySplits[].customCodes[]");
export const R_not_storable_text_charitySplits_customCodes = reported("not-storable-text", "customCodes", "A custom code" + MESSAGE_ENDING_1, "error", "charitySplits[].customCodes[]");

/**
 * Checks a create-page request body against every row of `pageRules`, in table order:
 * the same result as the reference interpreter over the table.
 * @example checkPage(body, new OptionFacts(resolveOptions({ today: '20261122' })), { maxIssues: 1000, messages: undefined })
 */
export function checkPage(input: unknown, facts: Facts, reporting: Reporting): ValidationResult {
  const findings = new Findings(reporting);
  // 003.01.04: · URI: no page details supplied; occurs when an incorrect URI is passed
  if (!isRecord(input)) {
    findings.add(R_003_01_04);
    return findings.result();
  }
  const body = asRecord(input);
  const f_pageTitle = body.pageTitle;
  const t_pageTitle = typeof f_pageTitle === "string" && ((f_pageTitle.charCodeAt(0) | 0) - 33) >>> 0 < 94 ? f_pageTitle : f_pageTitle === undefined ? undefined : textAt(f_pageTitle);
  const f_eventResourceId = body.eventResourceId;
  const t_eventResourceId = typeof f_eventResourceId === "string" && ((f_eventResourceId.charCodeAt(0) | 0) - 33) >>> 0 < 94 ? f_eventResourceId : f_eventResourceId === undefined ? undefined : textAt(f_eventResourceId);
  const f_fundraisingDate = body.fundraisingDate;
  const t_fundraisingDate = typeof f_fundraisingDate === "string" && ((f_fundraisingDate.charCodeAt(0) | 0) - 33) >>> 0 < 94 ? f_fundraisingDate : f_fundraisingDate === undefined ? undefined : textAt(f_fundraisingDate);
  const d_fundraisingDate = t_fundraisingDate === undefined ? undefined : parseYmd(t_fundraisingDate);
  const f_teamPageIndicator = body.teamPageIndicator;
  const t_teamPageIndicator = f_teamPageIndicator === "Y" || f_teamPageIndicator === "N" ? f_teamPageIndicator : f_teamPageIndicator === undefined ? undefined : textAt(f_teamPageIndicator);
  const f_teamName = body.teamName;
  const t_teamName = typeof f_teamName === "string" && ((f_teamName.charCodeAt(0) | 0) - 33) >>> 0 < 94 ? f_teamName : f_teamName === undefined ? undefined : textAt(f_teamName);
  const f_teamUrl = body.teamUrl;
  const t_teamUrl = typeof f_teamUrl === "string" && ((f_teamUrl.charCodeAt(0) | 0) - 33) >>> 0 < 94 ? f_teamUrl : f_teamUrl === undefined ? undefined : textAt(f_teamUrl);
  const f_activityCode = body.activityCode;
  const t_activityCode = typeof f_activityCode === "string" && ((f_activityCode.charCodeAt(0) | 0) - 33) >>> 0 < 94 ? f_activityCode : f_activityCode === undefined ? undefined : textAt(f_activityCode);
  const f_activityDescription = body.activityDescription;
  const t_activityDescription = typeof f_activityDescription === "string" && ((f_activityDescription.charCodeAt(0) | 0) - 33) >>> 0 < 94 ? f_activityDescription : f_activityDescription === undefined ? undefined : textAt(f_activityDescription);
  const f_charityContributionIndicator = body.charityContributionIndicator;
  const t_charityContributionIndicator = f_charityContributionIndicator === "Y" || f_charityContributionIndicator === "N" ? f_charityContributionIndicator : f_charityContributionIndicator === undefined ? undefined : textAt(f_charityContributionIndicator);
  const f_postEventFundraisingInterval = body.postEventFundraisingInterval;
  const t_postEventFundraisingInterval = typeof f_postEventFundraisingInterval === "number" ? numberText(f_postEventFundraisingInterval) : typeof f_postEventFundraisingInterval === "string" && ((f_postEventFundraisingInterval.charCodeAt(0) | 0) - 33) >>> 0 < 94 ? f_postEventFundraisingInterval : f_postEventFundraisingInterval === undefined ? undefined : textAt(f_postEventFundraisingInterval);
  const u_postEventFundraisingInterval = wholeNumber(f_postEventFundraisingInterval);
  const f_fundraisingTarget = body.fundraisingTarget;
  const t_fundraisingTarget = typeof f_fundraisingTarget === "string" && ((f_fundraisingTarget.charCodeAt(0) | 0) - 33) >>> 0 < 94 ? f_fundraisingTarget : f_fundraisingTarget === undefined ? undefined : textAt(f_fundraisingTarget);
  const f_charitySplits = body.charitySplits;
  const n_charitySplits = entryCount(f_charitySplits);
  const l_activities = facts.lists.activities;
  const l_charities = facts.lists.charities;
  if (checkPagePart1(findings, facts, input, f_pageTitle, t_pageTitle, f_eventResourceId, t_eventResourceId, f_fundraisingDate, t_fundraisingDate, d_fundraisingDate, f_teamPageIndicator, t_teamPageIndicator, f_teamName, t_teamName, f_teamUrl, t_teamUrl, f_activityCode, t_activityCode, f_activityDescription, t_activityDescription, f_charityContributionIndicator, t_charityContributionIndicator, t_postEventFundraisingInterval, t_fundraisingTarget, n_charitySplits, l_activities)) checkPagePart2(findings, facts, t_eventResourceId, f_postEventFundraisingInterval, t_postEventFundraisingInterval, u_postEventFundraisingInterval, f_fundraisingTarget, t_fundraisingTarget, f_charitySplits, n_charitySplits, l_charities);
  return findings.result();
}

/** Rules of `checkPage`, part 1 of 2: false where it stopped. */
function checkPagePart1(findings: Findings, facts: Facts, input: unknown, f_pageTitle: unknown, t_pageTitle: string | undefined, f_eventResourceId: unknown, t_eventResourceId: string | undefined, f_fundraisingDate: unknown, t_fundraisingDate: string | undefined, d_fundraisingDate: number | undefined, f_teamPageIndicator: unknown, t_teamPageIndicator: string | undefined, f_teamName: unknown, t_teamName: string | undefined, f_teamUrl: unknown, t_teamUrl: string | undefined, f_activityCode: unknown, t_activityCode: string | undefined, f_activityDescription: unknown, t_activityDescription: string | undefined, f_charityContributionIndicator: unknown, t_charityContributionIndicator: string | undefined, t_postEventFundraisingInterval: string | undefined, t_fundraisingTarget: string | undefined, n_charitySplits: number, l_activities: Membership | undefined): boolean {
  const wf: boolean = NATIVE_WELL_FORMED;
  let found: Tri;
  const c0 = t_teamName !== undefined && t_teamName.length > 60 && longerThan(t_teamName, 60);
  const c1 = t_teamUrl !== undefined && t_teamUrl.length > 100 && longerThan(t_teamUrl, 100);
  const c2 = t_teamUrl !== undefined && isUrlSegment(t_teamUrl);
  let e_eventResourceId: LookedUpEvent | undefined;
  // 003.01.04:#2 · URI: no page details supplied; occurs when an incorrect URI is passed
  if (isRecord(input) && t_pageTitle === undefined && t_eventResourceId === undefined && t_fundraisingDate === undefined && t_teamPageIndicator === undefined && t_teamName === undefined && t_teamUrl === undefined && t_activityCode === undefined && t_activityDescription === undefined && t_charityContributionIndicator === undefined && t_postEventFundraisingInterval === undefined && t_fundraisingTarget === undefined && n_charitySplits === 0) {
    if (!findings.add(R_003_01_04_2)) return false;
  }
  if (t_pageTitle !== undefined) {
    // 003.01.05:pageTitle · pageTitle: valid title of up to 45 characters required
    if (t_pageTitle.length > 45 && longerThan(t_pageTitle, 45)) {
      if (!findings.add(R_003_01_05_pageTitle, undefined, lengthLimit(45, t_pageTitle))) return false;
    }
    // not-storable-text:pageTitle · pageTitle: Data types are written as the interface writes them (Varchar(n) is text of at most n characters).
    if (wf ? !(t_pageTitle as WellFormedText).isWellFormed() || t_pageTitle.indexOf("\u0000") !== -1 : holdsUnstorable(t_pageTitle)) {
      if (!findings.add(R_not_storable_text_pageTitle)) return false;
    }
  } else {
    // 003.01.05:pageTitle · pageTitle: valid title of up to 45 characters required
    if (!findings.add(R_003_01_05_pageTitle_case1, undefined, lengthLimit(45, undefined))) return false;
    // wrong-type:pageTitle · pageTitle: Data types are written as the interface writes them (Varchar(n) is text of at most n characters).
    if (f_pageTitle !== undefined && isWrongType(f_pageTitle)) {
      if (!findings.add(R_wrong_type_pageTitle)) return false;
    }
  }
  if (t_eventResourceId !== undefined) {
    // too-long:eventResourceId · eventResourceId: eventResourceId | when the page is for an event | Varchar(36)
    if (t_eventResourceId.length > 36 && longerThan(t_eventResourceId, 36)) {
      if (!findings.add(R_too_long_eventResourceId, undefined, lengthLimit(36, t_eventResourceId))) return false;
    }
    // unknown-event:eventResourceId · eventResourceId: Event rule: only some events accept pages.
    findings.need = "";
    if ((found = eventIn(findings, e_eventResourceId !== undefined ? e_eventResourceId : (e_eventResourceId = lookUpEvent(findings, facts, t_eventResourceId)), "unknown")) !== FALSE && !findings.decide(found, R_unknown_event_eventResourceId)) return false;
    if (!eventOpen(e_eventResourceId === undefined ? FALSE : e_eventResourceId)) {
      // 002.01.24:eventResourceId · eventResourceId: event not published
      findings.need = "";
      if ((found = eventIn(findings, e_eventResourceId === undefined ? FALSE : e_eventResourceId, "unpublished")) !== FALSE && !findings.decide(found, R_002_01_24_eventResourceId)) return false;
      // 002.01.25:eventResourceId · eventResourceId: event expired (removed)
      findings.need = "";
      if ((found = eventIn(findings, e_eventResourceId === undefined ? FALSE : e_eventResourceId, "expired")) !== FALSE && !findings.decide(found, R_002_01_25_eventResourceId)) return false;
      // 002.01.27:eventResourceId · eventResourceId: event requires a fee
      findings.need = "";
      if ((found = eventIn(findings, e_eventResourceId === undefined ? FALSE : e_eventResourceId, "feeRequired")) !== FALSE && !findings.decide(found, R_002_01_27_eventResourceId)) return false;
      // 002.01.28:eventResourceId · eventResourceId: event has no places left
      findings.need = "";
      if ((found = eventIn(findings, e_eventResourceId === undefined ? FALSE : e_eventResourceId, "full")) !== FALSE && !findings.decide(found, R_002_01_28_eventResourceId)) return false;
      // 002.01.29:eventResourceId · eventResourceId: event closed
      findings.need = "";
      if ((found = eventIn(findings, e_eventResourceId === undefined ? FALSE : e_eventResourceId, "closed")) !== FALSE && !findings.decide(found, R_002_01_29_eventResourceId)) return false;
    }
    // not-storable-text:eventResourceId · eventResourceId: Data types are written as the interface writes them (Varchar(n) is text of at most n characters).
    if (wf ? !(t_eventResourceId as WellFormedText).isWellFormed() || t_eventResourceId.indexOf("\u0000") !== -1 : holdsUnstorable(t_eventResourceId)) {
      if (!findings.add(R_not_storable_text_eventResourceId)) return false;
    }
  } else {
    // wrong-type:eventResourceId · eventResourceId: Data types are written as the interface writes them (Varchar(n) is text of at most n characters).
    if (f_eventResourceId !== undefined && isWrongType(f_eventResourceId)) {
      if (!findings.add(R_wrong_type_eventResourceId)) return false;
    }
  }
  if (t_fundraisingDate !== undefined) {
    // 003.01.06:fundraisingDate · fundraisingDate: a date was sent for an organised event
    if (t_eventResourceId !== undefined) {
      if (!findings.add(R_003_01_06_fundraisingDate)) return false;
    }
    // 003.01.07:fundraisingDate · fundraisingDate: date not valid
    if (t_eventResourceId === undefined && !(d_fundraisingDate !== undefined)) {
      if (!findings.add(R_003_01_07_fundraisingDate)) return false;
    }
    // 003.01.08:fundraisingDate · fundraisingDate: date not in the future
    if (t_eventResourceId === undefined && d_fundraisingDate !== undefined && !(d_fundraisingDate > facts.today)) {
      if (!findings.add(R_003_01_08_fundraisingDate)) return false;
    }
    // not-storable-text:fundraisingDate · fundraisingDate: Data types are written as the interface writes them (Varchar(n) is text of at most n characters).
    if (!(d_fundraisingDate !== undefined) && (wf ? !(t_fundraisingDate as WellFormedText).isWellFormed() || t_fundraisingDate.indexOf("\u0000") !== -1 : holdsUnstorable(t_fundraisingDate))) {
      if (!findings.add(R_not_storable_text_fundraisingDate)) return false;
    }
  } else {
    // 003.01.07:fundraisingDate · fundraisingDate: date not valid
    if (t_eventResourceId === undefined) {
      if (!findings.add(R_003_01_07_fundraisingDate_case1)) return false;
    }
    // wrong-type:fundraisingDate · fundraisingDate: Data types are written as the interface writes them (Varchar(n) is text of at most n characters).
    if (f_fundraisingDate !== undefined && isWrongType(f_fundraisingDate)) {
      if (!findings.add(R_wrong_type_fundraisingDate)) return false;
    }
  }
  if (t_teamPageIndicator !== undefined) {
    // 003.01.09:teamPageIndicator · teamPageIndicator: not 'Y' or 'N'
    if (!(t_teamPageIndicator === "Y" || t_teamPageIndicator === "N")) {
      if (!findings.add(R_003_01_09_teamPageIndicator, undefined, { allowed: ["Y","N"] })) return false;
    }
    // not-storable-text:teamPageIndicator · teamPageIndicator: Data types are written as the interface writes them (Varchar(n) is text of at most n characters).
    if (!(t_teamPageIndicator === "Y" || t_teamPageIndicator === "N") && (wf ? !(t_teamPageIndicator as WellFormedText).isWellFormed() || t_teamPageIndicator.indexOf("\u0000") !== -1 : holdsUnstorable(t_teamPageIndicator))) {
      if (!findings.add(R_not_storable_text_teamPageIndicator, undefined, { allowed: ["Y","N"] })) return false;
    }
  } else {
    // 003.01.09:teamPageIndicator · teamPageIndicator: not 'Y' or 'N'
    if (!findings.add(R_003_01_09_teamPageIndicator_case1, undefined, { allowed: ["Y","N"] })) return false;
    // wrong-type:teamPageIndicator · teamPageIndicator: Data types are written as the interface writes them (Varchar(n) is text of at most n characters).
    if (f_teamPageIndicator !== undefined && isWrongType(f_teamPageIndicator)) {
      if (!findings.add(R_wrong_type_teamPageIndicator)) return false;
    }
  }
  if (t_teamName !== undefined) {
    // 003.01.02:teamName · teamName: exceeds maximum length
    if (c0) {
      if (!findings.add(R_003_01_02_teamName, undefined, lengthLimit(60, t_teamName))) return false;
    }
    // 003.01.10:teamName · teamName: not valid; up to 60 characters
    if (c0) {
      if (!findings.add(R_003_01_10_teamName, undefined, lengthLimit(60, t_teamName))) return false;
    }
    // team-field-on-individual-page:teamName · teamName: teamName | when teamPageIndicator is 'Y'
    if (t_teamPageIndicator === "N") {
      if (!findings.add(R_team_field_on_individual_page_teamName)) return false;
    }
    // not-storable-text:teamName · teamName: Data types are written as the interface writes them (Varchar(n) is text of at most n characters).
    if (wf ? !(t_teamName as WellFormedText).isWellFormed() || t_teamName.indexOf("\u0000") !== -1 : holdsUnstorable(t_teamName)) {
      if (!findings.add(R_not_storable_text_teamName)) return false;
    }
  } else {
    // 003.01.01:teamName · teamName: missing for a team page
    if (t_teamPageIndicator === "Y") {
      if (!findings.add(R_003_01_01_teamName)) return false;
    }
    // wrong-type:teamName · teamName: Data types are written as the interface writes them (Varchar(n) is text of at most n characters).
    if (f_teamName !== undefined && isWrongType(f_teamName)) {
      if (!findings.add(R_wrong_type_teamName)) return false;
    }
  }
  if (t_teamUrl !== undefined) {
    // 003.01.03:teamUrl · teamUrl: exceeds maximum length
    if (c1) {
      if (!findings.add(R_003_01_03_teamUrl, undefined, lengthLimit(100, t_teamUrl))) return false;
    }
    // 003.01.11:teamUrl · teamUrl: not valid; up to 100 characters
    if (c1 || !c2) {
      if (!findings.add(c1 && !c2 ? R_003_01_11_teamUrl_case2 : c1 ? R_003_01_11_teamUrl_case3 : R_003_01_11_teamUrl, undefined, lengthLimit(100, t_teamUrl))) return false;
    }
    // team-url-taken:teamUrl · teamUrl: unique public address of the team page
    findings.need = "";
    if ((found = c2 ? (!c1 ? factAnswer1(findings, facts, "teamUrlTaken", true, t_teamUrl) : FALSE) : FALSE) !== FALSE && !findings.decide(found, R_team_url_taken_teamUrl)) return false;
    // team-field-on-individual-page:teamUrl · teamUrl: teamUrl | when teamPageIndicator is 'Y'
    if (t_teamPageIndicator === "N") {
      if (!findings.add(R_team_field_on_individual_page_teamUrl)) return false;
    }
    // not-storable-text:teamUrl · teamUrl: Data types are written as the interface writes them (Varchar(n) is text of at most n characters).
    if (!c2 && (wf ? !(t_teamUrl as WellFormedText).isWellFormed() || t_teamUrl.indexOf("\u0000") !== -1 : holdsUnstorable(t_teamUrl))) {
      if (!findings.add(R_not_storable_text_teamUrl)) return false;
    }
  } else {
    // 003.01.11:teamUrl · teamUrl: not valid; up to 100 characters
    if (t_teamPageIndicator === "Y") {
      if (!findings.add(R_003_01_11_teamUrl_case1, undefined, lengthLimit(100, undefined))) return false;
    }
    // wrong-type:teamUrl · teamUrl: Data types are written as the interface writes them (Varchar(n) is text of at most n characters).
    if (f_teamUrl !== undefined && isWrongType(f_teamUrl)) {
      if (!findings.add(R_wrong_type_teamUrl)) return false;
    }
  }
  if (t_activityCode !== undefined) {
    // 003.01.18:activityCode · activityCode: not a valid activity code
    findings.need = "";
    if ((found = t_eventResourceId === undefined ? (l_activities !== undefined ? (l_activities.has(t_activityCode) ? FALSE : TRUE) : listMembership(findings, l_activities, "activities", t_activityCode, false)) : FALSE) !== FALSE && !findings.decide(found, R_003_01_18_activityCode)) return false;
    // activity-on-event-page:activityCode · activityCode: blank for an event page
    if (t_eventResourceId !== undefined) {
      if (!findings.add(R_activity_on_event_page_activityCode)) return false;
    }
    // too-long:activityCode · activityCode: activityCode | when the page is not for an organised event | Varchar(3)
    if (t_activityCode.length > 3 && longerThan(t_activityCode, 3)) {
      if (!findings.add(R_too_long_activityCode, undefined, lengthLimit(3, t_activityCode))) return false;
    }
    // not-storable-text:activityCode · activityCode: Data types are written as the interface writes them (Varchar(n) is text of at most n characters).
    if (wf ? !(t_activityCode as WellFormedText).isWellFormed() || t_activityCode.indexOf("\u0000") !== -1 : holdsUnstorable(t_activityCode)) {
      if (!findings.add(R_not_storable_text_activityCode)) return false;
    }
  } else {
    // 003.01.18:activityCode · activityCode: not a valid activity code
    findings.need = "";
    if ((found = t_eventResourceId === undefined ? TRUE : FALSE) !== FALSE && !findings.decide(found, R_003_01_18_activityCode_case1)) return false;
    // wrong-type:activityCode · activityCode: Data types are written as the interface writes them (Varchar(n) is text of at most n characters).
    if (f_activityCode !== undefined && isWrongType(f_activityCode)) {
      if (!findings.add(R_wrong_type_activityCode)) return false;
    }
  }
  if (t_activityDescription !== undefined) {
    // description-without-039:activityDescription · activityDescription: may only be filled when activityCode is '039'
    if (!(t_activityCode === "039")) {
      if (!findings.add(R_description_without_039_activityDescription)) return false;
    }
    // too-long:activityDescription · activityDescription: activityDescription | when activityCode is '039' | Varchar(30)
    if (t_activityDescription.length > 30 && longerThan(t_activityDescription, 30)) {
      if (!findings.add(R_too_long_activityDescription, undefined, lengthLimit(30, t_activityDescription))) return false;
    }
    // not-storable-text:activityDescription · activityDescription: Data types are written as the interface writes them (Varchar(n) is text of at most n characters).
    if (wf ? !(t_activityDescription as WellFormedText).isWellFormed() || t_activityDescription.indexOf("\u0000") !== -1 : holdsUnstorable(t_activityDescription)) {
      if (!findings.add(R_not_storable_text_activityDescription)) return false;
    }
  } else {
    // 003.01.19:activityDescription · activityDescription: description missing for code 039
    if (t_activityCode === "039") {
      if (!findings.add(R_003_01_19_activityDescription)) return false;
    }
    // wrong-type:activityDescription · activityDescription: Data types are written as the interface writes them (Varchar(n) is text of at most n characters).
    if (f_activityDescription !== undefined && isWrongType(f_activityDescription)) {
      if (!findings.add(R_wrong_type_activityDescription)) return false;
    }
  }
  if (t_charityContributionIndicator !== undefined) {
    // 003.01.17:charityContributionIndicator · charityContributionIndicator: not 'Y' or 'N'
    if (!(t_charityContributionIndicator === "Y" || t_charityContributionIndicator === "N")) {
      if (!findings.add(R_003_01_17_charityContributionIndicator, undefined, { allowed: ["Y","N"] })) return false;
    }
    // not-storable-text:charityContributionIndicator · charityContributionIndicator: Data types are written as the interface writes them (Varchar(n) is text of at most n characters).
    if (!(t_charityContributionIndicator === "Y" || t_charityContributionIndicator === "N") && (wf ? !(t_charityContributionIndicator as WellFormedText).isWellFormed() || t_charityContributionIndicator.indexOf("\u0000") !== -1 : holdsUnstorable(t_charityContributionIndicator))) {
      if (!findings.add(R_not_storable_text_charityContributionIndicator, undefined, { allowed: ["Y","N"] })) return false;
    }
  } else {
    // 003.01.17:charityContributionIndicator · charityContributionIndicator: not 'Y' or 'N'
    if (!findings.add(R_003_01_17_charityContributionIndicator_case1, undefined, { allowed: ["Y","N"] })) return false;
    // wrong-type:charityContributionIndicator · charityContributionIndicator: Data types are written as the interface writes them (Varchar(n) is text of at most n characters).
    if (f_charityContributionIndicator !== undefined && isWrongType(f_charityContributionIndicator)) {
      if (!findings.add(R_wrong_type_charityContributionIndicator)) return false;
    }
  }
  return true;
}

/** Rules of `checkPage`, part 2 of 2: false where it stopped. */
function checkPagePart2(findings: Findings, facts: Facts, t_eventResourceId: string | undefined, f_postEventFundraisingInterval: unknown, t_postEventFundraisingInterval: string | undefined, u_postEventFundraisingInterval: number | undefined, f_fundraisingTarget: unknown, t_fundraisingTarget: string | undefined, f_charitySplits: unknown, n_charitySplits: number, l_charities: Membership | undefined): boolean {
  const wf: boolean = NATIVE_WELL_FORMED;
  let found: Tri;
  let q0: Tri;
  let q1: Tri;
  const c3 = t_fundraisingTarget !== undefined && isDecimalAmount(t_fundraisingTarget);
  const e_eventResourceId: LookedUpEvent | undefined = t_eventResourceId === undefined ? undefined : lookUpEvent(findings, facts, t_eventResourceId);
  if (t_postEventFundraisingInterval !== undefined) {
    // 003.01.16:postEventFundraisingInterval · postEventFundraisingInterval: invalid; over 36 months or not numeric
    if (!(u_postEventFundraisingInterval !== undefined) || (u_postEventFundraisingInterval ?? -Infinity) > 36) {
      if (!findings.add(!(u_postEventFundraisingInterval !== undefined) ? R_003_01_16_postEventFundraisingInterval_case2 : R_003_01_16_postEventFundraisingInterval, undefined, { max: 36 })) return false;
    }
    // not-storable-text:postEventFundraisingInterval · postEventFundraisingInterval: Data types are written as the interface writes them (Varchar(n) is text of at most n characters).
    if (!(u_postEventFundraisingInterval !== undefined) && (wf ? !(t_postEventFundraisingInterval as WellFormedText).isWellFormed() || t_postEventFundraisingInterval.indexOf("\u0000") !== -1 : holdsUnstorable(t_postEventFundraisingInterval))) {
      if (!findings.add(R_not_storable_text_postEventFundraisingInterval)) return false;
    }
  } else {
    // 003.01.16:postEventFundraisingInterval · postEventFundraisingInterval: invalid; over 36 months or not numeric
    if (!(u_postEventFundraisingInterval !== undefined) || (u_postEventFundraisingInterval ?? -Infinity) > 36) {
      if (!findings.add(R_003_01_16_postEventFundraisingInterval_case1, undefined, { max: 36 })) return false;
    }
    // wrong-type:postEventFundraisingInterval · postEventFundraisingInterval: Data types are written as the interface writes them (Varchar(n) is text of at most n characters).
    if (f_postEventFundraisingInterval !== undefined && isWrongType(f_postEventFundraisingInterval)) {
      if (!findings.add(R_wrong_type_postEventFundraisingInterval)) return false;
    }
  }
  if (t_fundraisingTarget !== undefined) {
    // target-amount:fundraisingTarget · fundraisingTarget: fundraisingTarget | no | Decimal(19,2) | amount aimed for
    if (!c3) {
      if (!findings.add(R_target_amount_fundraisingTarget)) return false;
    }
    // not-storable-text:fundraisingTarget · fundraisingTarget: Data types are written as the interface writes them (Varchar(n) is text of at most n characters).
    if (!c3 && (wf ? !(t_fundraisingTarget as WellFormedText).isWellFormed() || t_fundraisingTarget.indexOf("\u0000") !== -1 : holdsUnstorable(t_fundraisingTarget))) {
      if (!findings.add(R_not_storable_text_fundraisingTarget)) return false;
    }
  } else {
    // wrong-type:fundraisingTarget · fundraisingTarget: Data types are written as the interface writes them (Varchar(n) is text of at most n characters).
    if (f_fundraisingTarget !== undefined && isWrongType(f_fundraisingTarget)) {
      if (!findings.add(R_wrong_type_fundraisingTarget)) return false;
    }
  }
  // The one pass over charitySplits: whole-list values, and which per-entry rules may fire.
  let w0 = false;
  let w1 = false;
  let w2 = 0;
  const S0 = takeSlots();
  let a0 = 0;
  let w3 = 0;
  const p0 = eventKnown(findings, e_eventResourceId === undefined ? FALSE : e_eventResourceId);
  let m0 = false;
  let m1 = false;
  let m2 = false;
  for (let i0 = 0, e0 = n_charitySplits; i0 < e0; i0++) {
    let f0 = 0;
    const b0 = i0;
    const entry0 = entryAt(f_charitySplits, i0);
    const o0 = isRecord(entry0);
    const v0_charityResourceId = o0 ? entry0.charityResourceId : undefined;
    const v0_charitySplitPercent = o0 ? entry0.charitySplitPercent : undefined;
    const v0_customCodes = o0 ? entry0.customCodes : undefined;
    if (o0 && typeof v0_charityResourceId === "string" && ((v0_charityResourceId.charCodeAt(0) | 0) - 33) >>> 0 < 94 && typeof v0_charitySplitPercent === "number" && Number.isInteger(v0_charitySplitPercent) && v0_charitySplitPercent >= 0) {
      const t0_charityResourceId = v0_charityResourceId;
      const u0_charitySplitPercent = v0_charitySplitPercent;
      const r0_charityResourceId = repeatedText(S0, t0_charityResourceId);
      const n0_customCodes = v0_customCodes === undefined ? 0 : entryCount(v0_customCodes);
      w0 = true;
      w2 += u0_charitySplitPercent;
      w3 = matchFixedSplit(S0, e_eventResourceId, w3, t0_charityResourceId, u0_charitySplitPercent);
      if ((q0 = charityDisallowed(findings, e_eventResourceId === undefined ? FALSE : e_eventResourceId, t0_charityResourceId)) === TRUE) f0 |= F_003_01_20_charitySplits_charityResourceId;
      else if (q0 === UNKNOWN) f0 |= U_003_01_20_charitySplits_charityResourceId;
      if (t0_charityResourceId.length > 36 && longerThan(t0_charityResourceId, 36)) f0 |= F_too_long_charitySplits_charityResourceId;
      if ((q0 = !(t0_charityResourceId.length > 36 && longerThan(t0_charityResourceId, 36)) ? (l_charities !== undefined ? (l_charities.has(t0_charityResourceId) ? FALSE : TRUE) : listMembership(findings, l_charities, "charities", t0_charityResourceId, false)) : FALSE) === TRUE) f0 |= F_unknown_charity_charitySplits_charityResourceId;
      else if (q0 === UNKNOWN) f0 |= U_unknown_charity_charitySplits_charityResourceId;
      if (r0_charityResourceId) f0 |= F_duplicate_charity_charitySplits_charityResourceId;
      if (wf ? !(t0_charityResourceId as WellFormedText).isWellFormed() || t0_charityResourceId.indexOf("\u0000") !== -1 : holdsUnstorable(t0_charityResourceId)) f0 |= F_not_storable_text_charitySplits_charityResourceId;
      if (!(u0_charitySplitPercent > 0)) f0 |= F_zero_share_charitySplits_charitySplitPercent;
      if (n0_customCodes > 5) f0 |= F_002_01_23_charitySplits_customCodes;
      for (let i1 = 0, e1 = n0_customCodes; i1 < e1; i1++) {
        const entry1 = entryAt(v0_customCodes, i1);
        const t1 = typeof entry1 === "string" && ((entry1.charCodeAt(0) | 0) - 33) >>> 0 < 94 ? entry1 : entry1 === undefined ? undefined : textAt(entry1);
        if (t1 === undefined || (t1.length > 255 && longerThan(t1, 255))) m0 = true;
        if (entry1 !== undefined && isWrongType(entry1)) m1 = true;
        if (t1 !== undefined && (wf ? !(t1 as WellFormedText).isWellFormed() || t1.indexOf("\u0000") !== -1 : holdsUnstorable(t1))) m2 = true;
        if (Array.isArray(v0_customCodes) && !(i1 in v0_customCodes)) i1 = holesAfter(v0_customCodes, i1, findings);
      }
    } else {
      const t0_charityResourceId = typeof v0_charityResourceId === "string" && ((v0_charityResourceId.charCodeAt(0) | 0) - 33) >>> 0 < 94 ? v0_charityResourceId : v0_charityResourceId === undefined ? undefined : textAt(v0_charityResourceId);
      const u0_charitySplitPercent = typeof v0_charitySplitPercent === "number" && Number.isInteger(v0_charitySplitPercent) && v0_charitySplitPercent >= 0 ? v0_charitySplitPercent : wholeNumber(v0_charitySplitPercent);
      const t0_charitySplitPercent = typeof v0_charitySplitPercent === "string" && ((v0_charitySplitPercent.charCodeAt(0) | 0) - 33) >>> 0 < 94 ? v0_charitySplitPercent : v0_charitySplitPercent === undefined ? undefined : textAt(v0_charitySplitPercent);
      const r0_charityResourceId = repeatedText(S0, t0_charityResourceId);
      const n0_customCodes = v0_customCodes === undefined ? 0 : entryCount(v0_customCodes);
      if (t0_charityResourceId !== undefined) w0 = true;
      if (t0_charityResourceId !== undefined && !(u0_charitySplitPercent !== undefined)) w1 = true;
      w2 += u0_charitySplitPercent ?? 0;
      w3 = matchFixedSplit(S0, e_eventResourceId, w3, t0_charityResourceId, u0_charitySplitPercent);
      if (!o0) f0 |= F_wrong_type_charitySplits;
      if ((q1 = (q0 = p0) === FALSE ? FALSE : (t0_charityResourceId !== undefined && !(u0_charitySplitPercent !== undefined)) || (t0_charitySplitPercent !== undefined && t0_charityResourceId === undefined) ? q0 : FALSE) === TRUE) f0 |= F_002_01_30_charitySplits_2;
      else if (q1 === UNKNOWN) f0 |= U_002_01_30_charitySplits_2;
      if (t0_charitySplitPercent !== undefined && t0_charityResourceId === undefined) f0 |= F_003_01_14_charitySplits_charityResourceId;
      if ((q0 = t0_charityResourceId !== undefined ? charityDisallowed(findings, e_eventResourceId === undefined ? FALSE : e_eventResourceId, t0_charityResourceId) : FALSE) === TRUE) f0 |= F_003_01_20_charitySplits_charityResourceId;
      else if (q0 === UNKNOWN) f0 |= U_003_01_20_charitySplits_charityResourceId;
      if (t0_charityResourceId !== undefined && t0_charityResourceId.length > 36 && longerThan(t0_charityResourceId, 36)) f0 |= F_too_long_charitySplits_charityResourceId;
      if ((q0 = !(t0_charityResourceId !== undefined && t0_charityResourceId.length > 36 && longerThan(t0_charityResourceId, 36)) ? (t0_charityResourceId === undefined ? FALSE : l_charities !== undefined ? (l_charities.has(t0_charityResourceId) ? FALSE : TRUE) : listMembership(findings, l_charities, "charities", t0_charityResourceId, false)) : FALSE) === TRUE) f0 |= F_unknown_charity_charitySplits_charityResourceId;
      else if (q0 === UNKNOWN) f0 |= U_unknown_charity_charitySplits_charityResourceId;
      if (r0_charityResourceId) f0 |= F_duplicate_charity_charitySplits_charityResourceId;
      if (v0_charityResourceId !== undefined && isWrongType(v0_charityResourceId)) f0 |= F_wrong_type_charitySplits_charityResourceId;
      if (t0_charityResourceId !== undefined && (wf ? !(t0_charityResourceId as WellFormedText).isWellFormed() || t0_charityResourceId.indexOf("\u0000") !== -1 : holdsUnstorable(t0_charityResourceId))) f0 |= F_not_storable_text_charitySplits_charityResourceId;
      if (u0_charitySplitPercent !== undefined && !((u0_charitySplitPercent ?? -Infinity) > 0)) f0 |= F_zero_share_charitySplits_charitySplitPercent;
      if (v0_charitySplitPercent !== undefined && isWrongType(v0_charitySplitPercent)) f0 |= F_wrong_type_charitySplits_charitySplitPercent;
      if (!(u0_charitySplitPercent !== undefined) && t0_charitySplitPercent !== undefined && (wf ? !(t0_charitySplitPercent as WellFormedText).isWellFormed() || t0_charitySplitPercent.indexOf("\u0000") !== -1 : holdsUnstorable(t0_charitySplitPercent))) f0 |= F_not_storable_text_charitySplits_charitySplitPercent;
      if (n0_customCodes > 5) f0 |= F_002_01_23_charitySplits_customCodes;
      for (let i1 = 0, e1 = n0_customCodes; i1 < e1; i1++) {
        const entry1 = entryAt(v0_customCodes, i1);
        const t1 = typeof entry1 === "string" && ((entry1.charCodeAt(0) | 0) - 33) >>> 0 < 94 ? entry1 : entry1 === undefined ? undefined : textAt(entry1);
        if (t1 === undefined || (t1.length > 255 && longerThan(t1, 255))) m0 = true;
        if (entry1 !== undefined && isWrongType(entry1)) m1 = true;
        if (t1 !== undefined && (wf ? !(t1 as WellFormedText).isWellFormed() || t1.indexOf("\u0000") !== -1 : holdsUnstorable(t1))) m2 = true;
        if (Array.isArray(v0_customCodes) && !(i1 in v0_customCodes)) i1 = holesAfter(v0_customCodes, i1, findings);
      }
    }
    if (Array.isArray(f_charitySplits) && !(i0 in f_charitySplits)) i0 = holesAfter(f_charitySplits, i0, findings);
    if (f0 !== 0) {
      a0 |= f0;
      keepSlot(S0, f0, b0, i0);
    }
  }
  // 003.01.12:charitySplits · charityResourceId: no charity given
  if (!(n_charitySplits > 0) || !w0) {
    if (!findings.add(!(n_charitySplits > 0) ? R_003_01_12_charitySplits_case1 : R_003_01_12_charitySplits)) return false;
  }
  // 003.01.13:charitySplits · charityResourceId: more than 5 charities
  if (n_charitySplits > 5) {
    if (!findings.add(R_003_01_13_charitySplits, undefined, { max: 5, count: n_charitySplits })) return false;
  }
  // 003.01.15:charitySplits · charitySplitPercent: split total is not 100
  if (n_charitySplits > 0 && (w1 || !(w2 === 100))) {
    if (!findings.add(w1 ? R_003_01_15_charitySplits_case1 : R_003_01_15_charitySplits)) return false;
  }
  if (t_eventResourceId !== undefined) {
    // 002.01.26:charitySplits · charityResourceId: maximum number of charities reached
    findings.need = "";
    if ((found = t_eventResourceId !== undefined ? (n_charitySplits > 0 ? moreCharitiesThanAllowed(findings, e_eventResourceId === undefined ? FALSE : e_eventResourceId, n_charitySplits) : FALSE) : FALSE) !== FALSE && !findings.decide(found, R_002_01_26_charitySplits, found === TRUE ? { max: eventMaxCharities(e_eventResourceId === undefined ? FALSE : e_eventResourceId), count: n_charitySplits } : undefined)) return false;
    // 002.01.30:charitySplits · charitySplitPercent: event charity split mismatch
    findings.need = "";
    if ((found = fixedSplitsMatched(findings, e_eventResourceId === undefined ? FALSE : e_eventResourceId, w3)) !== FALSE && !findings.decide(found, R_002_01_30_charitySplits)) return false;
  }
  if (a0 !== 0 || m0 || m1 || m2) {
    if (!checkPageEntries1(findings, t_eventResourceId, f_charitySplits, n_charitySplits, S0, a0, m0, m1, m2)) return false;
  }
  giveSlots(S0);
  return true;
}

/** Rules of `checkPage` at the entries of `charitySplits` its pass flagged: false where it stopped. */
function checkPageEntries1(findings: Findings, t_eventResourceId: string | undefined, f_charitySplits: unknown, n_charitySplits: number, S0: Slots, a0: number, m0: boolean, m1: boolean, m2: boolean): boolean {
  const wf: boolean = NATIVE_WELL_FORMED;
  if ((a0 & F_wrong_type_charitySplits) !== 0) {
    // wrong-type:charitySplits[] · charitySplits: charitySplits | yes | list of 1 to 5 entries | each entry is a charity split (below)
    for (let k0 = 0; k0 < S0.count; k0++) {
      const g0 = S0.flags[k0] as number;
      if ((g0 & F_wrong_type_charitySplits) !== 0) {
        for (let i0 = S0.first[k0] as number, z0 = S0.last[k0] as number; i0 <= z0; i0++) {
          if (!findings.add(R_wrong_type_charitySplits, ["charitySplits", i0])) return false;
        }
      }
    }
  }
  if (t_eventResourceId !== undefined && (a0 & (F_002_01_30_charitySplits_2 | U_002_01_30_charitySplits_2)) !== 0) {
    // 002.01.30:charitySplits[] · charitySplitPercent: a charity without percentage or percentage without charity
    for (let k0 = 0; k0 < S0.count; k0++) {
      const g0 = S0.flags[k0] as number;
      if ((g0 & F_002_01_30_charitySplits_2) !== 0) {
        for (let i0 = S0.first[k0] as number, z0 = S0.last[k0] as number; i0 <= z0; i0++) {
          const entry0 = entryAt(f_charitySplits, i0);
          const o0 = isRecord(entry0);
          const v0_charityResourceId = o0 ? entry0.charityResourceId : undefined;
          const t0_charityResourceId = textAt(v0_charityResourceId);
          if (!findings.add(t0_charityResourceId === undefined ? R_002_01_30_charitySplits_2_case1 : R_002_01_30_charitySplits_2, ["charitySplits", i0])) return false;
        }
      } else {
        if ((g0 & U_002_01_30_charitySplits_2) !== 0) findings.skip(R_002_01_30_charitySplits_2, "events");
      }
    }
  }
  if ((a0 & F_003_01_14_charitySplits_charityResourceId) !== 0) {
    // 003.01.14:charitySplits[].charityResourceId · charityResourceId: a split percentage has no charity
    for (let k0 = 0; k0 < S0.count; k0++) {
      const g0 = S0.flags[k0] as number;
      if ((g0 & F_003_01_14_charitySplits_charityResourceId) !== 0) {
        for (let i0 = S0.first[k0] as number, z0 = S0.last[k0] as number; i0 <= z0; i0++) {
          if (!findings.add(R_003_01_14_charitySplits_charityResourceId, ["charitySplits", i0, "charityResourceId"])) return false;
        }
      }
    }
  }
  if (t_eventResourceId !== undefined && (a0 & (F_003_01_20_charitySplits_charityResourceId | U_003_01_20_charitySplits_charityResourceId)) !== 0) {
    // 003.01.20:charitySplits[].charityResourceId · charityResourceId: charities do not match the event's allowed charities
    for (let k0 = 0; k0 < S0.count; k0++) {
      const g0 = S0.flags[k0] as number;
      if ((g0 & F_003_01_20_charitySplits_charityResourceId) !== 0) {
        for (let i0 = S0.first[k0] as number, z0 = S0.last[k0] as number; i0 <= z0; i0++) {
          if (!findings.add(R_003_01_20_charitySplits_charityResourceId, ["charitySplits", i0, "charityResourceId"])) return false;
        }
      } else {
        if ((g0 & U_003_01_20_charitySplits_charityResourceId) !== 0) findings.skip(R_003_01_20_charitySplits_charityResourceId, "events");
      }
    }
  }
  if ((a0 & F_too_long_charitySplits_charityResourceId) !== 0) {
    // too-long:charitySplits[].charityResourceId · charityResourceId: charityResourceId | yes | Varchar(36) | charity the page raises money for
    for (let k0 = 0; k0 < S0.count; k0++) {
      const g0 = S0.flags[k0] as number;
      if ((g0 & F_too_long_charitySplits_charityResourceId) !== 0) {
        for (let i0 = S0.first[k0] as number, z0 = S0.last[k0] as number; i0 <= z0; i0++) {
          const entry0 = entryAt(f_charitySplits, i0);
          const o0 = isRecord(entry0);
          const v0_charityResourceId = o0 ? entry0.charityResourceId : undefined;
          const t0_charityResourceId = textAt(v0_charityResourceId);
          if (!findings.add(R_too_long_charitySplits_charityResourceId, ["charitySplits", i0, "charityResourceId"], lengthLimit(36, t0_charityResourceId))) return false;
        }
      }
    }
  }
  if ((a0 & (F_unknown_charity_charitySplits_charityResourceId | U_unknown_charity_charitySplits_charityResourceId)) !== 0) {
    // unknown-charity:charitySplits[].charityResourceId · charityResourceId: charity the page raises money for
    for (let k0 = 0; k0 < S0.count; k0++) {
      const g0 = S0.flags[k0] as number;
      if ((g0 & F_unknown_charity_charitySplits_charityResourceId) !== 0) {
        for (let i0 = S0.first[k0] as number, z0 = S0.last[k0] as number; i0 <= z0; i0++) {
          if (!findings.add(R_unknown_charity_charitySplits_charityResourceId, ["charitySplits", i0, "charityResourceId"])) return false;
        }
      } else {
        if ((g0 & U_unknown_charity_charitySplits_charityResourceId) !== 0) findings.skip(R_unknown_charity_charitySplits_charityResourceId, "charities");
      }
    }
  }
  if ((a0 & F_duplicate_charity_charitySplits_charityResourceId) !== 0) {
    // duplicate-charity:charitySplits[].charityResourceId · charityResourceId: one per charity, matched by position
    for (let k0 = 0; k0 < S0.count; k0++) {
      const g0 = S0.flags[k0] as number;
      if ((g0 & F_duplicate_charity_charitySplits_charityResourceId) !== 0) {
        for (let i0 = S0.first[k0] as number, z0 = S0.last[k0] as number; i0 <= z0; i0++) {
          if (!findings.add(R_duplicate_charity_charitySplits_charityResourceId, ["charitySplits", i0, "charityResourceId"])) return false;
        }
      }
    }
  }
  if ((a0 & F_wrong_type_charitySplits_charityResourceId) !== 0) {
    // wrong-type:charitySplits[].charityResourceId · charityResourceId: Data types are written as the interface writes them (Varchar(n) is text of at most n characters).
    for (let k0 = 0; k0 < S0.count; k0++) {
      const g0 = S0.flags[k0] as number;
      if ((g0 & F_wrong_type_charitySplits_charityResourceId) !== 0) {
        for (let i0 = S0.first[k0] as number, z0 = S0.last[k0] as number; i0 <= z0; i0++) {
          if (!findings.add(R_wrong_type_charitySplits_charityResourceId, ["charitySplits", i0, "charityResourceId"])) return false;
        }
      }
    }
  }
  if ((a0 & F_not_storable_text_charitySplits_charityResourceId) !== 0) {
    // not-storable-text:charitySplits[].charityResourceId · charityResourceId: Data types are written as the interface writes them (Varchar(n) is text of at most n characters).
    for (let k0 = 0; k0 < S0.count; k0++) {
      const g0 = S0.flags[k0] as number;
      if ((g0 & F_not_storable_text_charitySplits_charityResourceId) !== 0) {
        for (let i0 = S0.first[k0] as number, z0 = S0.last[k0] as number; i0 <= z0; i0++) {
          if (!findings.add(R_not_storable_text_charitySplits_charityResourceId, ["charitySplits", i0, "charityResourceId"])) return false;
        }
      }
    }
  }
  if ((a0 & F_zero_share_charitySplits_charitySplitPercent) !== 0) {
    // zero-share:charitySplits[].charitySplitPercent · charitySplitPercent: whole-number percentage; one per charity, matched by position; all entries sum to 100
    for (let k0 = 0; k0 < S0.count; k0++) {
      const g0 = S0.flags[k0] as number;
      if ((g0 & F_zero_share_charitySplits_charitySplitPercent) !== 0) {
        for (let i0 = S0.first[k0] as number, z0 = S0.last[k0] as number; i0 <= z0; i0++) {
          if (!findings.add(R_zero_share_charitySplits_charitySplitPercent, ["charitySplits", i0, "charitySplitPercent"], { min: 1 })) return false;
        }
      }
    }
  }
  if ((a0 & F_wrong_type_charitySplits_charitySplitPercent) !== 0) {
    // wrong-type:charitySplits[].charitySplitPercent · charitySplitPercent: Data types are written as the interface writes them (Varchar(n) is text of at most n characters).
    for (let k0 = 0; k0 < S0.count; k0++) {
      const g0 = S0.flags[k0] as number;
      if ((g0 & F_wrong_type_charitySplits_charitySplitPercent) !== 0) {
        for (let i0 = S0.first[k0] as number, z0 = S0.last[k0] as number; i0 <= z0; i0++) {
          if (!findings.add(R_wrong_type_charitySplits_charitySplitPercent, ["charitySplits", i0, "charitySplitPercent"])) return false;
        }
      }
    }
  }
  if ((a0 & F_not_storable_text_charitySplits_charitySplitPercent) !== 0) {
    // not-storable-text:charitySplits[].charitySplitPercent · charitySplitPercent: Data types are written as the interface writes them (Varchar(n) is text of at most n characters).
    for (let k0 = 0; k0 < S0.count; k0++) {
      const g0 = S0.flags[k0] as number;
      if ((g0 & F_not_storable_text_charitySplits_charitySplitPercent) !== 0) {
        for (let i0 = S0.first[k0] as number, z0 = S0.last[k0] as number; i0 <= z0; i0++) {
          if (!findings.add(R_not_storable_text_charitySplits_charitySplitPercent, ["charitySplits", i0, "charitySplitPercent"])) return false;
        }
      }
    }
  }
  if ((a0 & F_002_01_23_charitySplits_customCodes) !== 0) {
    // 002.01.23:charitySplits[].customCodes · customCodes: more than 5 custom codes
    for (let k0 = 0; k0 < S0.count; k0++) {
      const g0 = S0.flags[k0] as number;
      if ((g0 & F_002_01_23_charitySplits_customCodes) !== 0) {
        for (let i0 = S0.first[k0] as number, z0 = S0.last[k0] as number; i0 <= z0; i0++) {
          const entry0 = entryAt(f_charitySplits, i0);
          const o0 = isRecord(entry0);
          const v0_customCodes = o0 ? entry0.customCodes : undefined;
          const n0_customCodes = v0_customCodes === undefined ? 0 : entryCount(v0_customCodes);
          if (!findings.add(R_002_01_23_charitySplits_customCodes, ["charitySplits", i0, "customCodes"], { max: 5, count: n0_customCodes })) return false;
        }
      }
    }
  }
  if (m0) {
    // 002.01.22:charitySplits[].customCodes[] · customCodes: valid custom codes required, up to 5
    for (let i0 = 0, e0 = n_charitySplits; i0 < e0; i0++) {
      const entry0 = entryAt(f_charitySplits, i0);
      const o0 = isRecord(entry0);
      const v0_customCodes = o0 ? entry0.customCodes : undefined;
      const n0_customCodes = v0_customCodes === undefined ? 0 : entryCount(v0_customCodes);
      for (let i1 = 0, e1 = n0_customCodes; i1 < e1; i1++) {
        const entry1 = entryAt(v0_customCodes, i1);
        const t1 = textAt(entry1);
        if (t1 === undefined || (t1.length > 255 && longerThan(t1, 255))) {
          if (!findings.add(t1 === undefined ? R_002_01_22_charitySplits_customCodes_case1 : R_002_01_22_charitySplits_customCodes, ["charitySplits", i0, "customCodes", i1], lengthLimit(255, t1))) return false;
        } else {
          if (Array.isArray(v0_customCodes) && !(i1 in v0_customCodes)) i1 = holesAfter(v0_customCodes, i1, findings);
        }
      }
      if (Array.isArray(f_charitySplits) && !(i0 in f_charitySplits)) i0 = holesAfter(f_charitySplits, i0, findings);
    }
  }
  if (m1) {
    // wrong-type:charitySplits[].customCodes[] · customCodes: Data types are written as the interface writes them (Varchar(n) is text of at most n characters).
    for (let i0 = 0, e0 = n_charitySplits; i0 < e0; i0++) {
      const entry0 = entryAt(f_charitySplits, i0);
      const o0 = isRecord(entry0);
      const v0_customCodes = o0 ? entry0.customCodes : undefined;
      const n0_customCodes = v0_customCodes === undefined ? 0 : entryCount(v0_customCodes);
      for (let i1 = 0, e1 = n0_customCodes; i1 < e1; i1++) {
        const entry1 = entryAt(v0_customCodes, i1);
        if (entry1 !== undefined && isWrongType(entry1)) {
          if (!findings.add(R_wrong_type_charitySplits_customCodes, ["charitySplits", i0, "customCodes", i1])) return false;
        } else {
          if (Array.isArray(v0_customCodes) && !(i1 in v0_customCodes)) i1 = holesAfter(v0_customCodes, i1, findings);
        }
      }
      if (Array.isArray(f_charitySplits) && !(i0 in f_charitySplits)) i0 = holesAfter(f_charitySplits, i0, findings);
    }
  }
  if (m2) {
    // not-storable-text:charitySplits[].customCodes[] · customCodes: Data types are written as the interface writes them (Varchar(n) is text of at most n characters).
    for (let i0 = 0, e0 = n_charitySplits; i0 < e0; i0++) {
      const entry0 = entryAt(f_charitySplits, i0);
      const o0 = isRecord(entry0);
      const v0_customCodes = o0 ? entry0.customCodes : undefined;
      const n0_customCodes = v0_customCodes === undefined ? 0 : entryCount(v0_customCodes);
      for (let i1 = 0, e1 = n0_customCodes; i1 < e1; i1++) {
        const entry1 = entryAt(v0_customCodes, i1);
        const t1 = textAt(entry1);
        if (t1 !== undefined && (wf ? !(t1 as WellFormedText).isWellFormed() || t1.indexOf("\u0000") !== -1 : holdsUnstorable(t1))) {
          if (!findings.add(R_not_storable_text_charitySplits_customCodes, ["charitySplits", i0, "customCodes", i1])) return false;
        } else {
          if (Array.isArray(v0_customCodes) && !(i1 in v0_customCodes)) i1 = holesAfter(v0_customCodes, i1, findings);
        }
      }
      if (Array.isArray(f_charitySplits) && !(i0 in f_charitySplits)) i0 = holesAfter(f_charitySplits, i0, findings);
    }
  }
  return true;
}
