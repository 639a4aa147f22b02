/**
 * Create fundraiser page (POST /fundraisers/v1/account/secure/<id>/newpage):
 * every rule, one row each, grouped by field in the order of the service's
 * field table, then the charity splits. Conditions are worded as the contract
 * section 6 decides them. An event page is one whose eventResourceId is
 * present; any other page is a personal page.
 */
import {
  above,
  absent,
  afterToday,
  all,
  answers,
  any,
  decimalAmount,
  eventAllowsFewer,
  eventDisallows,
  eventIs,
  eventSplitsDiffer,
  freezeTable,
  hasEntries,
  longerThan,
  moreEntriesThan,
  nonePresent,
  not,
  notInList,
  notObject,
  oneOf,
  present,
  repeatsEarlier,
  some,
  urlSegment,
  wholeNumber,
  wholeNumbersSumTo,
  ymdDate,
} from '../src/conditions/registry.js';
import type { Rule, RuleTable } from '../src/tables/types.js';
import { tooLongRow, unstorableRow, wrongTypeRow } from './common.js';

/** The fields of a fundraiser page request; `[]` marks the repeating one. */
export const pageFields = [
  'pageTitle',
  'eventResourceId',
  'fundraisingDate',
  'teamPageIndicator',
  'teamName',
  'teamUrl',
  'activityCode',
  'activityDescription',
  'charityContributionIndicator',
  'postEventFundraisingInterval',
  'fundraisingTarget',
  'charitySplits[]',
] as const;

const EVENT = 'eventResourceId';
const SPLITS = 'charitySplits';
const SPLIT = 'charitySplits[]';
const CHARITY = 'charitySplits[].charityResourceId';
const PERCENT = 'charitySplits[].charitySplitPercent';
const CODES = 'charitySplits[].customCodes';
const CODE = 'charitySplits[].customCodes[]';

const eventPage = present(EVENT);
const personalPage = absent(EVENT);
const teamPage = oneOf('teamPageIndicator', ['Y']);
const individualPage = oneOf('teamPageIndicator', ['N']);
const eventRule = (state: Parameters<typeof eventIs>[1]) => eventIs(EVENT, state);

function individualPageWarning(field: string, label: string): Rule {
  return {
    code: 'team-field-on-individual-page',
    parameter: field,
    at: field,
    when: all(individualPage, present(field)),
    severity: 'warning',
    message: `${label} is only used on a team page; this page is individual.`,
    formMessage: `${label} is only used for a team page: leave it empty for an individual page.`,
    source: `${field} | when teamPageIndicator is 'Y'`,
  };
}

/**
 * The create-page rule table, as plain data.
 * @example pageRules.filter((rule) => rule.code === '003.01.15')
 */
export const pageRules: RuleTable = freezeTable([
  // The body as a whole.
  {
    code: '003.01.04',
    parameter: 'URI',
    at: '',
    halts: true,
    when: notObject(),
    severity: 'error',
    message: 'No page details were supplied: the body must be an object.',
    formMessage: 'Fill in the form to create your page.',
    source: 'no page details supplied; occurs when an incorrect URI is passed',
  },
  {
    code: '003.01.04',
    parameter: 'URI',
    at: '',
    when: nonePresent(pageFields),
    severity: 'error',
    message: 'No page details were supplied: none of the page fields is present.',
    formMessage: 'Fill in the form to create your page.',
    source: 'no page details supplied; occurs when an incorrect URI is passed',
  },

  // pageTitle
  {
    code: '003.01.05',
    parameter: 'pageTitle',
    at: 'pageTitle',
    when: any(absent('pageTitle'), longerThan('pageTitle', 45)),
    severity: 'error',
    cases: [
      {
        name: 'absent',
        when: absent('pageTitle'),
        message: 'Page title is required.',
        formMessage: 'Enter a title for your page.',
      },
    ],
    message: 'Page title may have at most {max} characters; it has {length}.',
    formMessage: 'Page title must be {max} characters or fewer; it has {length}.',
    source: 'valid title of up to 45 characters required',
  },
  wrongTypeRow('pageTitle', 'Page title'),
  unstorableRow('pageTitle', 'Page title'),

  // eventResourceId and the event's own rules
  tooLongRow(EVENT, 36, 'eventResourceId | when the page is for an event | Varchar(36)', 'Event resource ID'),
  {
    code: 'unknown-event',
    parameter: EVENT,
    at: EVENT,
    when: eventRule('unknown'),
    severity: 'error',
    message: 'The event is not known, so the event rules could not be checked.',
    formMessage: 'This event could not be found.',
    source: 'Event rule: only some events accept pages.',
  },
  {
    code: '002.01.24',
    parameter: EVENT,
    at: EVENT,
    when: eventRule('unpublished'),
    severity: 'error',
    message: 'The event is not published.',
    formMessage: 'This event is not open for fundraising pages yet.',
    source: 'event not published',
  },
  {
    code: '002.01.25',
    parameter: EVENT,
    at: EVENT,
    when: eventRule('expired'),
    severity: 'error',
    message: 'The event has expired (removed).',
    formMessage: 'This event has been removed.',
    source: 'event expired (removed)',
  },
  {
    code: '002.01.27',
    parameter: EVENT,
    at: EVENT,
    when: eventRule('feeRequired'),
    severity: 'error',
    message: 'The event requires a fee.',
    formMessage: 'This event needs a fee to be paid before a page can be made.',
    source: 'event requires a fee',
  },
  {
    code: '002.01.28',
    parameter: EVENT,
    at: EVENT,
    when: eventRule('full'),
    severity: 'error',
    message: 'The event has no places left.',
    formMessage: 'This event has no places left.',
    source: 'event has no places left',
  },
  {
    code: '002.01.29',
    parameter: EVENT,
    at: EVENT,
    when: eventRule('closed'),
    severity: 'error',
    message: 'The event is closed.',
    formMessage: 'This event is closed.',
    source: 'event closed',
  },
  wrongTypeRow(EVENT, 'Event resource ID'),
  unstorableRow(EVENT, 'Event resource ID'),

  // fundraisingDate
  {
    code: '003.01.06',
    parameter: 'fundraisingDate',
    at: 'fundraisingDate',
    when: all(eventPage, present('fundraisingDate')),
    severity: 'error',
    message: 'A fundraising date must not be sent for an organised event.',
    formMessage: 'Leave the fundraising date empty: an organised event has its own date.',
    source: 'a date was sent for an organised event',
  },
  {
    code: '003.01.07',
    parameter: 'fundraisingDate',
    at: 'fundraisingDate',
    when: all(personalPage, any(absent('fundraisingDate'), not(ymdDate('fundraisingDate')))),
    severity: 'error',
    cases: [
      {
        name: 'absent',
        when: absent('fundraisingDate'),
        message: 'A personal page needs a fundraising date.',
        formMessage: 'Enter the date of your fundraising.',
      },
    ],
    message: 'The fundraising date must be a real calendar date written YYYYMMDD.',
    formMessage: 'Enter a real fundraising date.',
    source: 'date not valid',
  },
  {
    code: '003.01.08',
    parameter: 'fundraisingDate',
    at: 'fundraisingDate',
    when: all(personalPage, ymdDate('fundraisingDate'), not(afterToday('fundraisingDate'))),
    severity: 'error',
    message: 'The fundraising date must be in the future.',
    formMessage: 'Choose a fundraising date after today.',
    source: 'date not in the future',
  },
  wrongTypeRow('fundraisingDate', 'Fundraising date'),
  unstorableRow('fundraisingDate', 'Fundraising date', ymdDate('fundraisingDate')),

  // teamPageIndicator
  {
    code: '003.01.09',
    parameter: 'teamPageIndicator',
    at: 'teamPageIndicator',
    when: not(oneOf('teamPageIndicator', ['Y', 'N'])),
    severity: 'error',
    cases: [
      {
        name: 'absent',
        when: absent('teamPageIndicator'),
        message: 'Team page indicator is required: Y for a team page, N for an individual one.',
        formMessage: 'Say whether this is a team page.',
      },
    ],
    message: 'Team page indicator must be exactly one of {allowed}: Y for a team page, N for an individual one.',
    formMessage: 'Say whether this is a team page.',
    source: "not 'Y' or 'N'",
  },
  wrongTypeRow('teamPageIndicator', 'Team page indicator'),
  unstorableRow('teamPageIndicator', 'Team page indicator', oneOf('teamPageIndicator', ['Y', 'N'])),

  // teamName
  {
    code: '003.01.01',
    parameter: 'teamName',
    at: 'teamName',
    when: all(teamPage, absent('teamName')),
    severity: 'error',
    message: 'A team page needs a team name.',
    formMessage: 'Enter your team name.',
    source: 'missing for a team page',
  },
  {
    code: '003.01.02',
    parameter: 'teamName',
    at: 'teamName',
    when: longerThan('teamName', 60),
    severity: 'error',
    message: 'Team name may have at most {max} characters; it has {length}.',
    formMessage: 'Team name must be {max} characters or fewer; it has {length}.',
    source: 'exceeds maximum length',
  },
  {
    code: '003.01.10',
    parameter: 'teamName',
    at: 'teamName',
    when: longerThan('teamName', 60),
    severity: 'error',
    message: 'Team name is not valid: at most {max} characters, and it has {length}.',
    formMessage: 'Team name must be {max} characters or fewer; it has {length}.',
    source: 'not valid; up to 60 characters',
  },
  individualPageWarning('teamName', 'Team name'),
  wrongTypeRow('teamName', 'Team name'),
  unstorableRow('teamName', 'Team name'),

  // teamUrl
  {
    code: '003.01.03',
    parameter: 'teamUrl',
    at: 'teamUrl',
    when: longerThan('teamUrl', 100),
    severity: 'error',
    message: 'Team URL may have at most {max} characters; it has {length}.',
    formMessage: 'Your team web address must be {max} characters or fewer; it has {length}.',
    source: 'exceeds maximum length',
  },
  {
    code: '003.01.11',
    parameter: 'teamUrl',
    at: 'teamUrl',
    when: any(
      all(teamPage, absent('teamUrl')),
      longerThan('teamUrl', 100),
      all(present('teamUrl'), not(urlSegment('teamUrl'))),
    ),
    severity: 'error',
    cases: [
      {
        name: 'absent',
        when: absent('teamUrl'),
        message: 'A team page needs a team URL.',
        formMessage: 'Choose a web address for your team page.',
      },
      {
        name: 'too-long-and-malformed',
        when: all(longerThan('teamUrl', 100), not(urlSegment('teamUrl'))),
        message:
          'Team URL may have at most {max} characters (it has {length}) and only ASCII letters, digits and - _ . ~.',
        formMessage:
          'Your team web address must be {max} characters or fewer (it has {length}) and use only letters, digits and - _ . ~.',
      },
      {
        name: 'too-long',
        when: longerThan('teamUrl', 100),
        message: 'Team URL may have at most {max} characters; it has {length}.',
        formMessage: 'Your team web address must be {max} characters or fewer; it has {length}.',
      },
    ],
    message: 'Team URL may hold only ASCII letters, digits and - _ . ~ (a URL path segment).',
    formMessage: 'Your team web address may use only letters, digits and - _ . ~ (no spaces).',
    source: 'not valid; up to 100 characters',
  },
  {
    code: 'team-url-taken',
    parameter: 'teamUrl',
    at: 'teamUrl',
    when: all(urlSegment('teamUrl'), not(longerThan('teamUrl', 100)), answers('teamUrlTaken', ['teamUrl'], true)),
    severity: 'error',
    message: 'This team URL is already taken.',
    formMessage: 'This team web address is already taken: choose another.',
    source: 'unique public address of the team page',
  },
  individualPageWarning('teamUrl', 'Team URL'),
  wrongTypeRow('teamUrl', 'Team URL'),
  unstorableRow('teamUrl', 'Team URL', urlSegment('teamUrl')),

  // activityCode, activityDescription
  {
    code: '003.01.18',
    parameter: 'activityCode',
    at: 'activityCode',
    when: all(personalPage, any(absent('activityCode'), notInList('activityCode', 'activities'))),
    severity: 'error',
    cases: [
      {
        name: 'absent',
        when: absent('activityCode'),
        message: 'A personal page needs an activity code.',
        formMessage: 'Choose the activity you are doing.',
      },
    ],
    message: 'Activity code is not a code of the activity lookup.',
    formMessage: 'Choose an activity from the list.',
    source: 'not a valid activity code',
  },
  {
    code: 'activity-on-event-page',
    parameter: 'activityCode',
    at: 'activityCode',
    when: all(eventPage, present('activityCode')),
    severity: 'error',
    message: 'An event page must not have an activity code.',
    formMessage: 'Leave the activity empty: an organised event has its own.',
    source: 'blank for an event page',
  },
  tooLongRow(
    'activityCode',
    3,
    'activityCode | when the page is not for an organised event | Varchar(3)',
    'Activity code',
  ),
  wrongTypeRow('activityCode', 'Activity code'),
  unstorableRow('activityCode', 'Activity code'),
  {
    code: '003.01.19',
    parameter: 'activityDescription',
    at: 'activityDescription',
    when: all(oneOf('activityCode', ['039']), absent('activityDescription')),
    severity: 'error',
    message: "Activity code '039' (other) needs an activity description.",
    formMessage: 'Describe your activity.',
    source: 'description missing for code 039',
  },
  {
    code: 'description-without-039',
    parameter: 'activityDescription',
    at: 'activityDescription',
    when: all(present('activityDescription'), not(oneOf('activityCode', ['039']))),
    severity: 'error',
    message: "An activity description may only be filled when the activity code is '039'.",
    formMessage: 'Leave the activity description empty unless you chose "Other" as the activity.',
    source: "may only be filled when activityCode is '039'",
  },
  tooLongRow(
    'activityDescription',
    30,
    "activityDescription | when activityCode is '039' | Varchar(30)",
    'Activity description',
  ),
  wrongTypeRow('activityDescription', 'Activity description'),
  unstorableRow('activityDescription', 'Activity description'),

  // charityContributionIndicator
  {
    code: '003.01.17',
    parameter: 'charityContributionIndicator',
    at: 'charityContributionIndicator',
    when: not(oneOf('charityContributionIndicator', ['Y', 'N'])),
    severity: 'error',
    cases: [
      {
        name: 'absent',
        when: absent('charityContributionIndicator'),
        message: 'Charity contribution indicator is required: one of {allowed}.',
        formMessage: 'Say whether the charity contributes.',
      },
    ],
    message: 'Charity contribution indicator must be exactly one of {allowed}.',
    formMessage: 'Say whether the charity contributes.',
    source: "not 'Y' or 'N'",
  },
  wrongTypeRow('charityContributionIndicator', 'Charity contribution indicator'),
  unstorableRow(
    'charityContributionIndicator',
    'Charity contribution indicator',
    oneOf('charityContributionIndicator', ['Y', 'N']),
  ),

  // postEventFundraisingInterval
  {
    code: '003.01.16',
    parameter: 'postEventFundraisingInterval',
    at: 'postEventFundraisingInterval',
    when: any(not(wholeNumber('postEventFundraisingInterval')), above('postEventFundraisingInterval', 36)),
    severity: 'error',
    cases: [
      {
        name: 'absent',
        when: absent('postEventFundraisingInterval'),
        message: 'Post-event fundraising interval is required: a whole number of months, at most {max}.',
        formMessage: 'Enter how many months the page stays open after the event, {max} at most.',
      },
      {
        name: 'not-whole',
        when: not(wholeNumber('postEventFundraisingInterval')),
        message: 'Post-event fundraising interval must be a whole number of months (digits only).',
        formMessage: 'Enter the months the page stays open after the event as a whole number.',
      },
    ],
    message: 'Post-event fundraising interval may be at most {max} months.',
    formMessage: 'The page may stay open at most {max} months after the event.',
    source: 'invalid; over 36 months or not numeric',
  },
  wrongTypeRow('postEventFundraisingInterval', 'Post-event fundraising interval'),
  unstorableRow(
    'postEventFundraisingInterval',
    'Post-event fundraising interval',
    wholeNumber('postEventFundraisingInterval'),
  ),

  // fundraisingTarget
  {
    code: 'target-amount',
    parameter: 'fundraisingTarget',
    at: 'fundraisingTarget',
    when: all(present('fundraisingTarget'), not(decimalAmount('fundraisingTarget'))),
    severity: 'error',
    message: 'Fundraising target must be a non-negative amount with at most 2 decimals (Decimal(19,2)).',
    formMessage: 'Enter the target as an amount in pounds and pence, such as 250 or 99.50.',
    source: 'fundraisingTarget | no | Decimal(19,2) | amount aimed for',
  },
  wrongTypeRow('fundraisingTarget', 'Fundraising target'),
  unstorableRow('fundraisingTarget', 'Fundraising target', decimalAmount('fundraisingTarget')),

  // charitySplits as a whole
  {
    code: '003.01.12',
    parameter: 'charityResourceId',
    at: SPLITS,
    when: any(not(hasEntries(SPLITS)), not(some(SPLITS, present(CHARITY)))),
    severity: 'error',
    cases: [
      {
        name: 'no-splits',
        when: not(hasEntries(SPLITS)),
        message: 'At least one charity split must be given.',
        formMessage: 'Choose at least one charity.',
      },
    ],
    message: 'At least one charity split must name a charity.',
    formMessage: 'Choose at least one charity.',
    source: 'no charity given',
  },
  {
    code: '003.01.13',
    parameter: 'charityResourceId',
    at: SPLITS,
    when: moreEntriesThan(SPLITS, 5),
    severity: 'error',
    message: 'At most {max} charities may be given; there are {count}.',
    formMessage: 'Choose at most {max} charities; there are {count}.',
    source: 'more than 5 charities',
  },
  {
    code: '003.01.15',
    parameter: 'charitySplitPercent',
    at: SPLITS,
    when: all(
      hasEntries(SPLITS),
      any(some(SPLITS, all(present(CHARITY), not(wholeNumber(PERCENT)))), not(wholeNumbersSumTo(SPLITS, PERCENT, 100))),
    ),
    severity: 'error',
    cases: [
      {
        name: 'no-whole-percentage',
        when: some(SPLITS, all(present(CHARITY), not(wholeNumber(PERCENT)))),
        message: 'Each charity split needs a whole-number percentage.',
        formMessage: 'Give each charity a whole-number percentage.',
      },
    ],
    message: 'The whole-number percentages of the charity splits must sum to 100.',
    formMessage: 'The percentages must add up to 100.',
    source: 'split total is not 100',
  },
  {
    code: '002.01.26',
    parameter: 'charityResourceId',
    at: SPLITS,
    when: all(eventPage, hasEntries(SPLITS), eventAllowsFewer(EVENT, SPLITS)),
    severity: 'error',
    message: 'The event allows at most {max} charities; the page has {count}.',
    formMessage: 'This event allows at most {max} charities; there are {count}.',
    source: 'maximum number of charities reached',
  },
  {
    code: '002.01.30',
    parameter: 'charitySplitPercent',
    at: SPLITS,
    when: eventSplitsDiffer(EVENT, SPLITS, CHARITY, PERCENT),
    severity: 'error',
    message: "The charities and percentages must be exactly the event's fixed splits.",
    formMessage: 'This event fixes its charities and their percentages: choose exactly those.',
    source: 'event charity split mismatch',
  },

  // each split
  {
    code: 'wrong-type',
    parameter: SPLITS,
    at: SPLIT,
    when: notObject(SPLIT),
    severity: 'error',
    message: 'A charity split must be an object with charityResourceId and charitySplitPercent.',
    formMessage: 'Each charity split needs a charity and a percentage.',
    source: 'charitySplits | yes | list of 1 to 5 entries | each entry is a charity split (below)',
  },
  {
    code: '002.01.30',
    parameter: 'charitySplitPercent',
    at: SPLIT,
    when: all(
      eventRule('known'),
      any(all(present(CHARITY), not(wholeNumber(PERCENT))), all(present(PERCENT), absent(CHARITY))),
    ),
    severity: 'error',
    cases: [
      {
        name: 'no-charity',
        when: absent(CHARITY),
        message: 'On an event page, a split with a percentage needs a charity.',
        formMessage: 'Choose a charity for this percentage.',
      },
    ],
    message: 'On an event page, a split with a charity needs a whole-number percentage.',
    formMessage: 'Give this charity a whole-number percentage.',
    source: 'a charity without percentage or percentage without charity',
  },

  // charitySplits[].charityResourceId
  {
    code: '003.01.14',
    parameter: 'charityResourceId',
    at: CHARITY,
    when: all(present(PERCENT), absent(CHARITY)),
    severity: 'error',
    message: 'This split percentage has no charity.',
    formMessage: 'Choose a charity for this percentage.',
    source: 'a split percentage has no charity',
  },
  {
    code: '003.01.20',
    parameter: 'charityResourceId',
    at: CHARITY,
    when: all(present(CHARITY), eventDisallows(EVENT, CHARITY)),
    severity: 'error',
    message: "This charity is not among the event's allowed charities.",
    formMessage: 'This event does not take donations for this charity: choose another.',
    source: "charities do not match the event's allowed charities",
  },
  tooLongRow(
    CHARITY,
    36,
    'charityResourceId | yes | Varchar(36) | charity the page raises money for',
    'Charity resource ID',
  ),
  {
    code: 'unknown-charity',
    parameter: 'charityResourceId',
    at: CHARITY,
    when: all(not(longerThan(CHARITY, 36)), notInList(CHARITY, 'charities')),
    severity: 'error',
    message: 'Charity resource ID is not a known charity.',
    formMessage: 'Choose a charity from the list.',
    source: 'charity the page raises money for',
  },
  {
    code: 'duplicate-charity',
    parameter: 'charityResourceId',
    at: CHARITY,
    when: repeatsEarlier(SPLITS, CHARITY),
    severity: 'error',
    message: 'This charity already has a split on this page.',
    formMessage: 'This charity is already chosen above.',
    source: 'one per charity, matched by position',
  },
  wrongTypeRow(CHARITY, 'Charity resource ID'),
  unstorableRow(CHARITY, 'Charity resource ID'),

  // charitySplits[].charitySplitPercent
  {
    code: 'zero-share',
    parameter: 'charitySplitPercent',
    at: PERCENT,
    when: all(wholeNumber(PERCENT), not(above(PERCENT, 0))),
    severity: 'warning',
    message: 'This charity gets a 0% share of every donation.',
    source: 'whole-number percentage; one per charity, matched by position; all entries sum to 100',
  },
  wrongTypeRow(PERCENT, 'Charity split percentage'),
  unstorableRow(PERCENT, 'Charity split percentage', wholeNumber(PERCENT)),

  // charitySplits[].customCodes (parameter customCodes, codes of the account table)
  {
    code: '002.01.23',
    parameter: 'customCodes',
    at: CODES,
    when: moreEntriesThan(CODES, 5),
    severity: 'error',
    message: 'At most {max} custom codes may be given per charity; this one has {count}.',
    formMessage: 'Give at most {max} custom codes for this charity; there are {count}.',
    source: 'more than 5 custom codes',
  },
  {
    code: '002.01.22',
    parameter: 'customCodes',
    at: CODE,
    when: any(absent(CODE), longerThan(CODE, 255)),
    severity: 'error',
    cases: [
      {
        name: 'absent',
        when: absent(CODE),
        message: 'A custom code in the list is blank.',
        formMessage: 'Enter this custom code, or remove it.',
      },
    ],
    message: 'A custom code may have at most {max} characters; this one has {length}.',
    formMessage: 'A custom code must be {max} characters or fewer; this one has {length}.',
    source: 'valid custom codes required, up to 5',
  },
  wrongTypeRow(CODE, 'A custom code'),
  unstorableRow(CODE, 'A custom code'),
]);
