// Generated from rules/page.ts by `npm run generate` (src/codegen/): do not edit.
// test/generated.test.ts fails when this file no longer matches the table,
// and proves the validator equal to the interpreter over the same table.
import { factAnswer } from '../conditions/answers.js';
import { eventIn } from '../conditions/event.js';
import { charityDisallowed, moreCharitiesThanAllowed } from '../conditions/eventCharities.js';
import { fixedSplitsDiffer } from '../conditions/eventSplits.js';
import { listMembership } from '../conditions/inList.js';
import { parseYmd } from '../engine/calendar.js';
import { Findings, type ReportedRule, type Reporting } from '../engine/evaluate.js';
import { DECIMAL_19_2, URL_SEGMENT } from '../engine/patterns.js';
import { and3, type Tri } from '../engine/tri.js';
import type { ValidationResult } from '../engine/types.js';
import { asRecord, entryAt, entryCount, holesEnd, isRecord, kindOf, longerThan, textAt, textOf, wholeNumber } from '../engine/values.js';
import type { Facts } from '../facts/types.js';

/** What the validator reports of each row, in table order: no quoted sentence, no condition. */
const rules: readonly ReportedRule[] = [
  { code: "003.01.04", documented: true, severity: "error", parameter: "URI", message: "No page details were supplied: the body must be an object." },
  { code: "003.01.04", documented: true, severity: "error", parameter: "URI", message: "No page details were supplied: none of the page fields is present." },
  { code: "003.01.05", documented: true, severity: "error", parameter: "pageTitle", message: "Page title is required and may have at most 45 characters." },
  { code: "wrong-type", documented: false, severity: "error", parameter: "pageTitle", message: "Page title must be text or a number, not an object, an array or a boolean." },
  { code: "too-long", documented: false, severity: "error", parameter: "eventResourceId", message: "Event resource ID may have at most 36 characters." },
  { code: "unknown-event", documented: false, severity: "error", parameter: "eventResourceId", message: "The event is not known, so the event rules could not be checked." },
  { code: "002.01.24", documented: true, severity: "error", parameter: "eventResourceId", message: "The event is not published." },
  { code: "002.01.25", documented: true, severity: "error", parameter: "eventResourceId", message: "The event has expired (removed)." },
  { code: "002.01.27", documented: true, severity: "error", parameter: "eventResourceId", message: "The event requires a fee." },
  { code: "002.01.28", documented: true, severity: "error", parameter: "eventResourceId", message: "The event has no places left." },
  { code: "002.01.29", documented: true, severity: "error", parameter: "eventResourceId", message: "The event is closed." },
  { code: "wrong-type", documented: false, severity: "error", parameter: "eventResourceId", message: "Event resource ID must be text or a number, not an object, an array or a boolean." },
  { code: "003.01.06", documented: true, severity: "error", parameter: "fundraisingDate", message: "A fundraising date must not be sent for an organised event." },
  { code: "003.01.07", documented: true, severity: "error", parameter: "fundraisingDate", message: "A personal page needs a fundraising date: a real date written YYYYMMDD." },
  { code: "003.01.08", documented: true, severity: "error", parameter: "fundraisingDate", message: "The fundraising date must be in the future." },
  { code: "wrong-type", documented: false, severity: "error", parameter: "fundraisingDate", message: "Fundraising date must be text or a number, not an object, an array or a boolean." },
  { code: "003.01.09", documented: true, severity: "error", parameter: "teamPageIndicator", message: "Team page indicator must be 'Y' (team) or 'N' (individual)." },
  { code: "wrong-type", documented: false, severity: "error", parameter: "teamPageIndicator", message: "Team page indicator must be text or a number, not an object, an array or a boolean." },
  { code: "003.01.01", documented: true, severity: "error", parameter: "teamName", message: "A team page needs a team name." },
  { code: "003.01.02", documented: true, severity: "error", parameter: "teamName", message: "Team name may have at most 60 characters." },
  { code: "003.01.10", documented: true, severity: "error", parameter: "teamName", message: "Team name is not valid: at most 60 characters." },
  { code: "team-field-on-individual-page", documented: false, severity: "warning", parameter: "teamName", message: "Team name is only used on a team page; this page is individual." },
  { code: "wrong-type", documented: false, severity: "error", parameter: "teamName", message: "Team name must be text or a number, not an object, an array or a boolean." },
  { code: "003.01.03", documented: true, severity: "error", parameter: "teamUrl", message: "Team URL may have at most 100 characters." },
  { code: "003.01.11", documented: true, severity: "error", parameter: "teamUrl", message: "A team page needs a team URL of at most 100 characters: ASCII letters, digits and - _ . ~ only." },
  { code: "team-url-taken", documented: false, severity: "error", parameter: "teamUrl", message: "This team URL is already taken." },
  { code: "team-field-on-individual-page", documented: false, severity: "warning", parameter: "teamUrl", message: "Team URL is only used on a team page; this page is individual." },
  { code: "wrong-type", documented: false, severity: "error", parameter: "teamUrl", message: "Team URL must be text or a number, not an object, an array or a boolean." },
  { code: "003.01.18", documented: true, severity: "error", parameter: "activityCode", message: "A personal page needs an activity code from the activity lookup." },
  { code: "activity-on-event-page", documented: false, severity: "error", parameter: "activityCode", message: "An event page must not have an activity code." },
  { code: "too-long", documented: false, severity: "error", parameter: "activityCode", message: "Activity code may have at most 3 characters." },
  { code: "wrong-type", documented: false, severity: "error", parameter: "activityCode", message: "Activity code must be text or a number, not an object, an array or a boolean." },
  { code: "003.01.19", documented: true, severity: "error", parameter: "activityDescription", message: "Activity code '039' (other) needs an activity description." },
  { code: "description-without-039", documented: false, severity: "error", parameter: "activityDescription", message: "An activity description may only be filled when the activity code is '039'." },
  { code: "too-long", documented: false, severity: "error", parameter: "activityDescription", message: "Activity description may have at most 30 characters." },
  { code: "wrong-type", documented: false, severity: "error", parameter: "activityDescription", message: "Activity description must be text or a number, not an object, an array or a boolean." },
  { code: "003.01.17", documented: true, severity: "error", parameter: "charityContributionIndicator", message: "Charity contribution indicator must be 'Y' or 'N'." },
  { code: "wrong-type", documented: false, severity: "error", parameter: "charityContributionIndicator", message: "Charity contribution indicator must be text or a number, not an object, an array or a boolean." },
  { code: "003.01.16", documented: true, severity: "error", parameter: "postEventFundraisingInterval", message: "Post-event fundraising interval must be a whole number of months, at most 36." },
  { code: "wrong-type", documented: false, severity: "error", parameter: "postEventFundraisingInterval", message: "Post-event fundraising interval must be text or a number, not an object, an array or a boolean." },
  { code: "target-amount", documented: false, severity: "error", parameter: "fundraisingTarget", message: "Fundraising target must be a non-negative amount with at most 2 decimals (Decimal(19,2))." },
  { code: "wrong-type", documented: false, severity: "error", parameter: "fundraisingTarget", message: "Fundraising target must be text or a number, not an object, an array or a boolean." },
  { code: "003.01.12", documented: true, severity: "error", parameter: "charityResourceId", message: "At least one charity must be given." },
  { code: "003.01.13", documented: true, severity: "error", parameter: "charityResourceId", message: "At most 5 charities may be given." },
  { code: "003.01.15", documented: true, severity: "error", parameter: "charitySplitPercent", message: "Each charity needs a whole-number percentage, and the percentages must sum to 100." },
  { code: "002.01.26", documented: true, severity: "error", parameter: "charityResourceId", message: "The page has more charities than the event allows." },
  { code: "002.01.30", documented: true, severity: "error", parameter: "charitySplitPercent", message: "The charities and percentages must be exactly the event's fixed splits." },
  { code: "wrong-type", documented: false, severity: "error", parameter: "charitySplits", message: "A charity split must be an object with charityResourceId and charitySplitPercent." },
  { code: "002.01.30", documented: true, severity: "error", parameter: "charitySplitPercent", message: "On an event page, each split needs both a charity and a whole-number percentage." },
  { code: "003.01.14", documented: true, severity: "error", parameter: "charityResourceId", message: "This split percentage has no charity." },
  { code: "003.01.20", documented: true, severity: "error", parameter: "charityResourceId", message: "This charity is not among the event's allowed charities." },
  { code: "too-long", documented: false, severity: "error", parameter: "charityResourceId", message: "Charity resource ID may have at most 36 characters." },
  { code: "unknown-charity", documented: false, severity: "error", parameter: "charityResourceId", message: "Charity resource ID is not a known charity." },
  { code: "duplicate-charity", documented: false, severity: "error", parameter: "charityResourceId", message: "This charity already has a split on this page." },
  { code: "wrong-type", documented: false, severity: "error", parameter: "charityResourceId", message: "Charity resource ID must be text or a number, not an object, an array or a boolean." },
  { code: "zero-share", documented: false, severity: "warning", parameter: "charitySplitPercent", message: "This charity gets a 0% share of every donation." },
  { code: "wrong-type", documented: false, severity: "error", parameter: "charitySplitPercent", message: "Charity split percentage must be text or a number, not an object, an array or a boolean." },
  { code: "002.01.23", documented: true, severity: "error", parameter: "customCodes", message: "At most 5 custom codes may be given per charity." },
  { code: "002.01.22", documented: true, severity: "error", parameter: "customCodes", message: "Each custom code must be given and may have at most 255 characters." },
  { code: "wrong-type", documented: false, severity: "error", parameter: "customCodes", message: "A custom code must be text or a number, not an object, an array or a boolean." },
];

/**
 * Checks a create-page request body against every row of `pageRules`, in table order:
 * the same result as the interpreter over the table, without its closures.
 * @example checkPage(body, new OptionFacts(resolveOptions({ today: '20261122' })), { maxIssues: 1000, messages: undefined })
 */
export function checkPage(input: unknown, facts: Facts, reporting: Reporting): ValidationResult {
  const findings = new Findings(rules, reporting);
  const body = asRecord(input);
  const f_charitySplits = body["charitySplits"];
  const n_charitySplits = entryCount(f_charitySplits);
  const f_pageTitle = body["pageTitle"];
  const k_pageTitle = kindOf(f_pageTitle);
  const t_pageTitle = k_pageTitle === 1 ? textOf(f_pageTitle) : undefined;
  const f_eventResourceId = body["eventResourceId"];
  const k_eventResourceId = kindOf(f_eventResourceId);
  const t_eventResourceId = k_eventResourceId === 1 ? textOf(f_eventResourceId) : undefined;
  const f_fundraisingDate = body["fundraisingDate"];
  const k_fundraisingDate = kindOf(f_fundraisingDate);
  const t_fundraisingDate = k_fundraisingDate === 1 ? textOf(f_fundraisingDate) : undefined;
  const d_fundraisingDate = t_fundraisingDate === undefined ? undefined : parseYmd(t_fundraisingDate);
  const f_teamPageIndicator = body["teamPageIndicator"];
  const k_teamPageIndicator = kindOf(f_teamPageIndicator);
  const t_teamPageIndicator = k_teamPageIndicator === 1 ? textOf(f_teamPageIndicator) : undefined;
  const f_teamName = body["teamName"];
  const k_teamName = kindOf(f_teamName);
  const t_teamName = k_teamName === 1 ? textOf(f_teamName) : undefined;
  const f_teamUrl = body["teamUrl"];
  const k_teamUrl = kindOf(f_teamUrl);
  const t_teamUrl = k_teamUrl === 1 ? textOf(f_teamUrl) : undefined;
  const f_activityCode = body["activityCode"];
  const k_activityCode = kindOf(f_activityCode);
  const t_activityCode = k_activityCode === 1 ? textOf(f_activityCode) : undefined;
  const f_activityDescription = body["activityDescription"];
  const k_activityDescription = kindOf(f_activityDescription);
  const t_activityDescription = k_activityDescription === 1 ? textOf(f_activityDescription) : undefined;
  const f_charityContributionIndicator = body["charityContributionIndicator"];
  const k_charityContributionIndicator = kindOf(f_charityContributionIndicator);
  const t_charityContributionIndicator = k_charityContributionIndicator === 1 ? textOf(f_charityContributionIndicator) : undefined;
  const f_postEventFundraisingInterval = body["postEventFundraisingInterval"];
  const k_postEventFundraisingInterval = kindOf(f_postEventFundraisingInterval);
  const f_fundraisingTarget = body["fundraisingTarget"];
  const k_fundraisingTarget = kindOf(f_fundraisingTarget);
  const t_fundraisingTarget = k_fundraisingTarget === 1 ? textOf(f_fundraisingTarget) : undefined;
  const l_activities = facts.list("activities");
  const l_charities = facts.list("charities");
  const c0 = (t_teamName !== undefined && longerThan(t_teamName, 60));
  const c1 = (t_teamUrl !== undefined && longerThan(t_teamUrl, 100));
  const c2 = (t_teamUrl !== undefined && URL_SEGMENT.test(t_teamUrl));
  let found: Tri;
  let q0: Tri;
  let s0: string | undefined;
  let b0: boolean;
  let n0: number;
  let r0: Set<number>;
  let u0: Set<string>;
  let a0: (string | undefined)[];
  let v0: unknown[];
  // 0 · 003.01.04 URI: no page details supplied; occurs when an incorrect URI is passed
  if (!isRecord(input)) {
    findings.add(0, []);
    return findings.result();
  }
  // 1 · 003.01.04 URI: no page details supplied; occurs when an incorrect URI is passed
  if ((isRecord(input) && k_pageTitle !== 1 && k_eventResourceId !== 1 && k_fundraisingDate !== 1 && k_teamPageIndicator !== 1 && k_teamName !== 1 && k_teamUrl !== 1 && k_activityCode !== 1 && k_activityDescription !== 1 && k_charityContributionIndicator !== 1 && k_postEventFundraisingInterval !== 1 && k_fundraisingTarget !== 1 && n_charitySplits === 0)) {
    if (!findings.add(1, [])) return findings.result();
  }
  // 2 · 003.01.05 pageTitle: valid title of up to 45 characters required
  if ((k_pageTitle !== 1 || (t_pageTitle !== undefined && longerThan(t_pageTitle, 45)))) {
    if (!findings.add(2, ["pageTitle"])) return findings.result();
  }
  // 3 · wrong-type pageTitle: Data types are written as the interface writes them (Varchar(n) is text of at most n characters).
  if (k_pageTitle === 2) {
    if (!findings.add(3, ["pageTitle"])) return findings.result();
  }
  // 4 · too-long eventResourceId: eventResourceId | when the page is for an event | Varchar(36)
  if ((t_eventResourceId !== undefined && longerThan(t_eventResourceId, 36))) {
    if (!findings.add(4, ["eventResourceId"])) return findings.result();
  }
  // 5 · unknown-event eventResourceId: Event rule: only some events accept pages.
  findings.need = '';
  found = eventIn(findings, facts, t_eventResourceId, "unknown");
  if (found === 1) {
    if (!findings.add(5, ["eventResourceId"])) return findings.result();
  } else if (found === 2) findings.skip(5, findings.need);
  // 6 · 002.01.24 eventResourceId: event not published
  findings.need = '';
  found = eventIn(findings, facts, t_eventResourceId, "unpublished");
  if (found === 1) {
    if (!findings.add(6, ["eventResourceId"])) return findings.result();
  } else if (found === 2) findings.skip(6, findings.need);
  // 7 · 002.01.25 eventResourceId: event expired (removed)
  findings.need = '';
  found = eventIn(findings, facts, t_eventResourceId, "expired");
  if (found === 1) {
    if (!findings.add(7, ["eventResourceId"])) return findings.result();
  } else if (found === 2) findings.skip(7, findings.need);
  // 8 · 002.01.27 eventResourceId: event requires a fee
  findings.need = '';
  found = eventIn(findings, facts, t_eventResourceId, "feeRequired");
  if (found === 1) {
    if (!findings.add(8, ["eventResourceId"])) return findings.result();
  } else if (found === 2) findings.skip(8, findings.need);
  // 9 · 002.01.28 eventResourceId: event has no places left
  findings.need = '';
  found = eventIn(findings, facts, t_eventResourceId, "full");
  if (found === 1) {
    if (!findings.add(9, ["eventResourceId"])) return findings.result();
  } else if (found === 2) findings.skip(9, findings.need);
  // 10 · 002.01.29 eventResourceId: event closed
  findings.need = '';
  found = eventIn(findings, facts, t_eventResourceId, "closed");
  if (found === 1) {
    if (!findings.add(10, ["eventResourceId"])) return findings.result();
  } else if (found === 2) findings.skip(10, findings.need);
  // 11 · wrong-type eventResourceId: Data types are written as the interface writes them (Varchar(n) is text of at most n characters).
  if (k_eventResourceId === 2) {
    if (!findings.add(11, ["eventResourceId"])) return findings.result();
  }
  // 12 · 003.01.06 fundraisingDate: a date was sent for an organised event
  if ((k_eventResourceId === 1 && k_fundraisingDate === 1)) {
    if (!findings.add(12, ["fundraisingDate"])) return findings.result();
  }
  // 13 · 003.01.07 fundraisingDate: date not valid
  if ((k_eventResourceId !== 1 && (k_fundraisingDate !== 1 || !(d_fundraisingDate !== undefined)))) {
    if (!findings.add(13, ["fundraisingDate"])) return findings.result();
  }
  // 14 · 003.01.08 fundraisingDate: date not in the future
  if ((k_eventResourceId !== 1 && d_fundraisingDate !== undefined && !((d_fundraisingDate !== undefined && d_fundraisingDate > facts.today)))) {
    if (!findings.add(14, ["fundraisingDate"])) return findings.result();
  }
  // 15 · wrong-type fundraisingDate: Data types are written as the interface writes them (Varchar(n) is text of at most n characters).
  if (k_fundraisingDate === 2) {
    if (!findings.add(15, ["fundraisingDate"])) return findings.result();
  }
  // 16 · 003.01.09 teamPageIndicator: not 'Y' or 'N'
  if (!((t_teamPageIndicator !== undefined && (t_teamPageIndicator === "Y" || t_teamPageIndicator === "N")))) {
    if (!findings.add(16, ["teamPageIndicator"])) return findings.result();
  }
  // 17 · wrong-type teamPageIndicator: Data types are written as the interface writes them (Varchar(n) is text of at most n characters).
  if (k_teamPageIndicator === 2) {
    if (!findings.add(17, ["teamPageIndicator"])) return findings.result();
  }
  // 18 · 003.01.01 teamName: missing for a team page
  if (((t_teamPageIndicator !== undefined && (t_teamPageIndicator === "Y")) && k_teamName !== 1)) {
    if (!findings.add(18, ["teamName"])) return findings.result();
  }
  // 19 · 003.01.02 teamName: exceeds maximum length
  if (c0) {
    if (!findings.add(19, ["teamName"])) return findings.result();
  }
  // 20 · 003.01.10 teamName: not valid; up to 60 characters
  if (c0) {
    if (!findings.add(20, ["teamName"])) return findings.result();
  }
  // 21 · team-field-on-individual-page teamName: teamName | when teamPageIndicator is 'Y'
  if (((t_teamPageIndicator !== undefined && (t_teamPageIndicator === "N")) && k_teamName === 1)) {
    if (!findings.add(21, ["teamName"])) return findings.result();
  }
  // 22 · wrong-type teamName: Data types are written as the interface writes them (Varchar(n) is text of at most n characters).
  if (k_teamName === 2) {
    if (!findings.add(22, ["teamName"])) return findings.result();
  }
  // 23 · 003.01.03 teamUrl: exceeds maximum length
  if (c1) {
    if (!findings.add(23, ["teamUrl"])) return findings.result();
  }
  // 24 · 003.01.11 teamUrl: not valid; up to 100 characters
  if ((((t_teamPageIndicator !== undefined && (t_teamPageIndicator === "Y")) && k_teamUrl !== 1) || c1 || (k_teamUrl === 1 && !(c2)))) {
    if (!findings.add(24, ["teamUrl"])) return findings.result();
  }
  // 25 · team-url-taken teamUrl: unique public address of the team page
  findings.need = '';
  found = (c2 ? (!(c1) ? factAnswer(findings, facts, "teamUrlTaken", [t_teamUrl], true) : 0) : 0);
  if (found === 1) {
    if (!findings.add(25, ["teamUrl"])) return findings.result();
  } else if (found === 2) findings.skip(25, findings.need);
  // 26 · team-field-on-individual-page teamUrl: teamUrl | when teamPageIndicator is 'Y'
  if (((t_teamPageIndicator !== undefined && (t_teamPageIndicator === "N")) && k_teamUrl === 1)) {
    if (!findings.add(26, ["teamUrl"])) return findings.result();
  }
  // 27 · wrong-type teamUrl: Data types are written as the interface writes them (Varchar(n) is text of at most n characters).
  if (k_teamUrl === 2) {
    if (!findings.add(27, ["teamUrl"])) return findings.result();
  }
  // 28 · 003.01.18 activityCode: not a valid activity code
  findings.need = '';
  found = (k_eventResourceId !== 1 ? (k_activityCode !== 1 ? 1 : listMembership(findings, l_activities, "activities", t_activityCode, false)) : 0);
  if (found === 1) {
    if (!findings.add(28, ["activityCode"])) return findings.result();
  } else if (found === 2) findings.skip(28, findings.need);
  // 29 · activity-on-event-page activityCode: blank for an event page
  if ((k_eventResourceId === 1 && k_activityCode === 1)) {
    if (!findings.add(29, ["activityCode"])) return findings.result();
  }
  // 30 · too-long activityCode: activityCode | when the page is not for an organised event | Varchar(3)
  if ((t_activityCode !== undefined && longerThan(t_activityCode, 3))) {
    if (!findings.add(30, ["activityCode"])) return findings.result();
  }
  // 31 · wrong-type activityCode: Data types are written as the interface writes them (Varchar(n) is text of at most n characters).
  if (k_activityCode === 2) {
    if (!findings.add(31, ["activityCode"])) return findings.result();
  }
  // 32 · 003.01.19 activityDescription: description missing for code 039
  if (((t_activityCode !== undefined && (t_activityCode === "039")) && k_activityDescription !== 1)) {
    if (!findings.add(32, ["activityDescription"])) return findings.result();
  }
  // 33 · description-without-039 activityDescription: may only be filled when activityCode is '039'
  if ((k_activityDescription === 1 && !((t_activityCode !== undefined && (t_activityCode === "039"))))) {
    if (!findings.add(33, ["activityDescription"])) return findings.result();
  }
  // 34 · too-long activityDescription: activityDescription | when activityCode is '039' | Varchar(30)
  if ((t_activityDescription !== undefined && longerThan(t_activityDescription, 30))) {
    if (!findings.add(34, ["activityDescription"])) return findings.result();
  }
  // 35 · wrong-type activityDescription: Data types are written as the interface writes them (Varchar(n) is text of at most n characters).
  if (k_activityDescription === 2) {
    if (!findings.add(35, ["activityDescription"])) return findings.result();
  }
  // 36 · 003.01.17 charityContributionIndicator: not 'Y' or 'N'
  if (!((t_charityContributionIndicator !== undefined && (t_charityContributionIndicator === "Y" || t_charityContributionIndicator === "N")))) {
    if (!findings.add(36, ["charityContributionIndicator"])) return findings.result();
  }
  // 37 · wrong-type charityContributionIndicator: Data types are written as the interface writes them (Varchar(n) is text of at most n characters).
  if (k_charityContributionIndicator === 2) {
    if (!findings.add(37, ["charityContributionIndicator"])) return findings.result();
  }
  // 38 · 003.01.16 postEventFundraisingInterval: invalid; over 36 months or not numeric
  if ((!(wholeNumber(f_postEventFundraisingInterval) !== undefined) || (wholeNumber(f_postEventFundraisingInterval) ?? -Infinity) > 36)) {
    if (!findings.add(38, ["postEventFundraisingInterval"])) return findings.result();
  }
  // 39 · wrong-type postEventFundraisingInterval: Data types are written as the interface writes them (Varchar(n) is text of at most n characters).
  if (k_postEventFundraisingInterval === 2) {
    if (!findings.add(39, ["postEventFundraisingInterval"])) return findings.result();
  }
  // 40 · target-amount fundraisingTarget: fundraisingTarget | no | Decimal(19,2) | amount aimed for
  if ((k_fundraisingTarget === 1 && !((t_fundraisingTarget !== undefined && DECIMAL_19_2.test(t_fundraisingTarget))))) {
    if (!findings.add(40, ["fundraisingTarget"])) return findings.result();
  }
  // 41 · wrong-type fundraisingTarget: Data types are written as the interface writes them (Varchar(n) is text of at most n characters).
  if (k_fundraisingTarget === 2) {
    if (!findings.add(41, ["fundraisingTarget"])) return findings.result();
  }
  // 42 · 003.01.12 charityResourceId: no charity given
  b0 = false;
  for (let j0 = 0, m0 = n_charitySplits; j0 < m0 && !b0; j0++) {
    const w0 = asRecord(entryAt(f_charitySplits, j0));
    if (kindOf(w0["charityResourceId"]) === 1) b0 = true;
    j0 = holesEnd(f_charitySplits, j0, findings);
  }
  if ((!(n_charitySplits > 0) || !(b0))) {
    if (!findings.add(42, ["charitySplits"])) return findings.result();
  }
  // 43 · 003.01.13 charityResourceId: more than 5 charities
  if (n_charitySplits > 5) {
    if (!findings.add(43, ["charitySplits"])) return findings.result();
  }
  // 44 · 003.01.15 charitySplitPercent: split total is not 100
  b0 = false;
  for (let j0 = 0, m0 = n_charitySplits; j0 < m0 && !b0; j0++) {
    const w0 = asRecord(entryAt(f_charitySplits, j0));
    if ((kindOf(w0["charityResourceId"]) === 1 && !(wholeNumber(w0["charitySplitPercent"]) !== undefined))) b0 = true;
    j0 = holesEnd(f_charitySplits, j0, findings);
  }
  n0 = 0;
  for (let j1 = 0, m1 = n_charitySplits; j1 < m1; j1++) {
    const w1 = asRecord(entryAt(f_charitySplits, j1));
    n0 += wholeNumber(w1["charitySplitPercent"]) ?? 0;
    j1 = holesEnd(f_charitySplits, j1, findings);
  }
  if ((n_charitySplits > 0 && (b0 || !(n0 === 100)))) {
    if (!findings.add(44, ["charitySplits"])) return findings.result();
  }
  // 45 · 002.01.26 charityResourceId: maximum number of charities reached
  findings.need = '';
  found = (k_eventResourceId === 1 ? (n_charitySplits > 0 ? moreCharitiesThanAllowed(findings, facts, t_eventResourceId, n_charitySplits) : 0) : 0);
  if (found === 1) {
    if (!findings.add(45, ["charitySplits"])) return findings.result();
  } else if (found === 2) findings.skip(45, findings.need);
  // 46 · 002.01.30 charitySplitPercent: event charity split mismatch
  a0 = [];
  v0 = [];
  for (let j0 = 0, m0 = n_charitySplits; j0 < m0; j0++) {
    const w0 = asRecord(entryAt(f_charitySplits, j0));
    a0.push(textAt(w0["charityResourceId"]));
    v0.push(w0["charitySplitPercent"]);
    j0 = holesEnd(f_charitySplits, j0, findings);
  }
  findings.need = '';
  found = fixedSplitsDiffer(findings, facts, t_eventResourceId, { charities: a0, percents: v0 });
  if (found === 1) {
    if (!findings.add(46, ["charitySplits"])) return findings.result();
  } else if (found === 2) findings.skip(46, findings.need);
  // 47 · wrong-type charitySplits: charitySplits | yes | list of 1 to 5 entries | each entry is a charity split (below)
  for (let i0 = 0, e0 = n_charitySplits; i0 < e0; i0++) {
    if (!isRecord(entryAt(f_charitySplits, i0))) {
      if (!findings.add(47, ["charitySplits", i0])) return findings.result();
    } else i0 = holesEnd(f_charitySplits, i0, findings);
  }
  // 48 · 002.01.30 charitySplitPercent: a charity without percentage or percentage without charity
  for (let i0 = 0, e0 = n_charitySplits; i0 < e0; i0++) {
    const x0 = asRecord(entryAt(f_charitySplits, i0));
    findings.need = '';
    found = ((q0 = eventIn(findings, facts, t_eventResourceId, "known")) === 0 ? 0 : and3(q0, (((kindOf(x0["charityResourceId"]) === 1 && !(wholeNumber(x0["charitySplitPercent"]) !== undefined)) || (kindOf(x0["charitySplitPercent"]) === 1 && kindOf(x0["charityResourceId"]) !== 1)) ? 1 : 0)));
    if (found === 1) {
      if (!findings.add(48, ["charitySplits", i0])) return findings.result();
    } else {
      if (found === 2) findings.skip(48, findings.need);
      i0 = holesEnd(f_charitySplits, i0, findings);
    }
  }
  // 49 · 003.01.14 charityResourceId: a split percentage has no charity
  for (let i0 = 0, e0 = n_charitySplits; i0 < e0; i0++) {
    const x0 = asRecord(entryAt(f_charitySplits, i0));
    if ((kindOf(x0["charitySplitPercent"]) === 1 && kindOf(x0["charityResourceId"]) !== 1)) {
      if (!findings.add(49, ["charitySplits", i0, "charityResourceId"])) return findings.result();
    } else i0 = holesEnd(f_charitySplits, i0, findings);
  }
  // 50 · 003.01.20 charityResourceId: charities do not match the event's allowed charities
  for (let i0 = 0, e0 = n_charitySplits; i0 < e0; i0++) {
    const x0 = asRecord(entryAt(f_charitySplits, i0));
    findings.need = '';
    found = (kindOf(x0["charityResourceId"]) === 1 ? charityDisallowed(findings, facts, t_eventResourceId, textAt(x0["charityResourceId"])) : 0);
    if (found === 1) {
      if (!findings.add(50, ["charitySplits", i0, "charityResourceId"])) return findings.result();
    } else {
      if (found === 2) findings.skip(50, findings.need);
      i0 = holesEnd(f_charitySplits, i0, findings);
    }
  }
  // 51 · too-long charityResourceId: charityResourceId | yes | Varchar(36) | charity the page raises money for
  for (let i0 = 0, e0 = n_charitySplits; i0 < e0; i0++) {
    const x0 = asRecord(entryAt(f_charitySplits, i0));
    if (((s0 = textAt(x0["charityResourceId"])) !== undefined && longerThan(s0, 36))) {
      if (!findings.add(51, ["charitySplits", i0, "charityResourceId"])) return findings.result();
    } else i0 = holesEnd(f_charitySplits, i0, findings);
  }
  // 52 · unknown-charity charityResourceId: charity the page raises money for
  for (let i0 = 0, e0 = n_charitySplits; i0 < e0; i0++) {
    const x0 = asRecord(entryAt(f_charitySplits, i0));
    findings.need = '';
    found = (!(((s0 = textAt(x0["charityResourceId"])) !== undefined && longerThan(s0, 36))) ? listMembership(findings, l_charities, "charities", textAt(x0["charityResourceId"]), false) : 0);
    if (found === 1) {
      if (!findings.add(52, ["charitySplits", i0, "charityResourceId"])) return findings.result();
    } else {
      if (found === 2) findings.skip(52, findings.need);
      i0 = holesEnd(f_charitySplits, i0, findings);
    }
  }
  // 53 · duplicate-charity charityResourceId: one per charity, matched by position
  r0 = new Set();
  u0 = new Set();
  for (let j0 = 0, m0 = n_charitySplits; j0 < m0; j0++) {
    const w0 = asRecord(entryAt(f_charitySplits, j0));
    s0 = textAt(w0["charityResourceId"]);
    if (s0 !== undefined) {
      if (u0.has(s0)) r0.add(j0);
      else u0.add(s0);
    }
    j0 = holesEnd(f_charitySplits, j0, findings);
  }
  for (let i0 = 0, e0 = n_charitySplits; i0 < e0; i0++) {
    if (r0.has(i0)) {
      if (!findings.add(53, ["charitySplits", i0, "charityResourceId"])) return findings.result();
    } else i0 = holesEnd(f_charitySplits, i0, findings);
  }
  // 54 · wrong-type charityResourceId: Data types are written as the interface writes them (Varchar(n) is text of at most n characters).
  for (let i0 = 0, e0 = n_charitySplits; i0 < e0; i0++) {
    const x0 = asRecord(entryAt(f_charitySplits, i0));
    if (kindOf(x0["charityResourceId"]) === 2) {
      if (!findings.add(54, ["charitySplits", i0, "charityResourceId"])) return findings.result();
    } else i0 = holesEnd(f_charitySplits, i0, findings);
  }
  // 55 · zero-share charitySplitPercent: whole-number percentage; one per charity, matched by position; all entries sum to 100
  for (let i0 = 0, e0 = n_charitySplits; i0 < e0; i0++) {
    const x0 = asRecord(entryAt(f_charitySplits, i0));
    if ((wholeNumber(x0["charitySplitPercent"]) !== undefined && !((wholeNumber(x0["charitySplitPercent"]) ?? -Infinity) > 0))) {
      if (!findings.add(55, ["charitySplits", i0, "charitySplitPercent"])) return findings.result();
    } else i0 = holesEnd(f_charitySplits, i0, findings);
  }
  // 56 · wrong-type charitySplitPercent: Data types are written as the interface writes them (Varchar(n) is text of at most n characters).
  for (let i0 = 0, e0 = n_charitySplits; i0 < e0; i0++) {
    const x0 = asRecord(entryAt(f_charitySplits, i0));
    if (kindOf(x0["charitySplitPercent"]) === 2) {
      if (!findings.add(56, ["charitySplits", i0, "charitySplitPercent"])) return findings.result();
    } else i0 = holesEnd(f_charitySplits, i0, findings);
  }
  // 57 · 002.01.23 customCodes: more than 5 custom codes
  for (let i0 = 0, e0 = n_charitySplits; i0 < e0; i0++) {
    const x0 = asRecord(entryAt(f_charitySplits, i0));
    if (entryCount(x0["customCodes"]) > 5) {
      if (!findings.add(57, ["charitySplits", i0, "customCodes"])) return findings.result();
    } else i0 = holesEnd(f_charitySplits, i0, findings);
  }
  // 58 · 002.01.22 customCodes: valid custom codes required, up to 5
  for (let i0 = 0, e0 = n_charitySplits; i0 < e0; i0++) {
    const x0 = asRecord(entryAt(f_charitySplits, i0));
    for (let i1 = 0, e1 = entryCount(x0["customCodes"]); i1 < e1; i1++) {
      if ((kindOf(entryAt(x0["customCodes"], i1)) !== 1 || ((s0 = textAt(entryAt(x0["customCodes"], i1))) !== undefined && longerThan(s0, 255)))) {
        if (!findings.add(58, ["charitySplits", i0, "customCodes", i1])) return findings.result();
      } else i1 = holesEnd(x0["customCodes"], i1, findings);
    }
    i0 = holesEnd(f_charitySplits, i0, findings);
  }
  // 59 · wrong-type customCodes: Data types are written as the interface writes them (Varchar(n) is text of at most n characters).
  for (let i0 = 0, e0 = n_charitySplits; i0 < e0; i0++) {
    const x0 = asRecord(entryAt(f_charitySplits, i0));
    for (let i1 = 0, e1 = entryCount(x0["customCodes"]); i1 < e1; i1++) {
      if (kindOf(entryAt(x0["customCodes"], i1)) === 2) {
        if (!findings.add(59, ["charitySplits", i0, "customCodes", i1])) return findings.result();
      } else i1 = holesEnd(x0["customCodes"], i1, findings);
    }
    i0 = holesEnd(f_charitySplits, i0, findings);
  }
  return findings.result();
}
