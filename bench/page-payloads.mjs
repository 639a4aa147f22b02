/**
 * The create-page benchmark's payloads and its one options object (reused
 * across calls, as a server would reuse it).
 */

/** Activity lookup codes: '001' to '039' ('039' is "other"). */
const activities = Array.from({ length: 39 }, (_, index) => String(index + 1).padStart(3, '0'));

/** Known charity resource IDs. */
const charities = Array.from({ length: 40 }, (_, index) => `CH-${1001 + index}`);

/**
 * The events the caller knows, by resource ID.
 * @type {Record<string, import('fundraising-rules').EventInfo>}
 */
const events = {
  'EVT-LDN-10K-2027': {
    status: 'published',
    feeRequired: false,
    placesLeft: 412,
    allowedCharities: ['CH-1001', 'CH-1002', 'CH-1003', 'CH-1004', 'CH-1005'],
    maxCharities: 5,
    // Fixed splits: the page's (charity, percentage) pairs must be these, in any order.
    charitySplits: [
      { charityResourceId: 'CH-1001', charitySplitPercent: 50 },
      { charityResourceId: 'CH-1002', charitySplitPercent: 30 },
      { charityResourceId: 'CH-1003', charitySplitPercent: 20 },
    ],
  },
  'EVT-MCR-HALF-2027': {
    status: 'unpublished',
    feeRequired: true,
    placesLeft: 0,
    allowedCharities: ['CH-1001', 'CH-1002'],
    maxCharities: 2,
    charitySplits: [
      { charityResourceId: 'CH-1001', charitySplitPercent: 60 },
      { charityResourceId: 'CH-1002', charitySplitPercent: 40 },
    ],
  },
  'EVT-YRK-5K-2026': { status: 'closed' },
  'EVT-BRS-SWIM-2025': { status: 'expired' },
};

/**
 * The fixed options of every timed page call: the SAME object each time.
 * @type {import('fundraising-rules').ValidationOptions}
 */
export const pageOptions = {
  today: '20261122',
  activities,
  charities,
  events,
  teamUrlTaken: () => false,
};

/** A team page for an event, with the event's 3 fixed splits (in another order) and a custom code. */
const validPage = {
  pageTitle: 'Team Bloggs runs the London 10K',
  eventResourceId: 'EVT-LDN-10K-2027',
  teamPageIndicator: 'Y',
  teamName: 'Team Bloggs',
  teamUrl: 'team-bloggs-10k',
  charityContributionIndicator: 'Y',
  postEventFundraisingInterval: 3,
  fundraisingTarget: '2500.00',
  charitySplits: [
    { charityResourceId: 'CH-1002', charitySplitPercent: 30 },
    { charityResourceId: 'CH-1001', charitySplitPercent: 50, customCodes: ['LDN10K-TEAM'] },
    { charityResourceId: 'CH-1003', charitySplitPercent: 20 },
  ],
};

/**
 * A personal individual page for one charity: the case the issue calibrates
 * the yardstick with (an independent hand-optimised validator takes about
 * 0.15 µs per call on these 2-core machines).
 */
const validPersonalPage = {
  pageTitle: 'Jo runs for the hospice',
  fundraisingDate: '20270301',
  teamPageIndicator: 'N',
  activityCode: '001',
  charityContributionIndicator: 'N',
  postEventFundraisingInterval: 3,
  fundraisingTarget: '500',
  charitySplits: [{ charityResourceId: 'CH-1001', charitySplitPercent: 100 }],
};

/** Three faults: a team URL with a space, a 48-month interval, a blank custom code. */
const threeFaults = {
  ...validPage,
  teamUrl: 'team bloggs',
  postEventFundraisingInterval: 48,
  charitySplits: [
    validPage.charitySplits[0],
    { charityResourceId: 'CH-1001', charitySplitPercent: 50, customCodes: ['LDN10K-TEAM', ''] },
    validPage.charitySplits[2],
  ],
};

/**
 * Every field wrong, on an unpublished, fee-charging, full event that allows 2
 * charities with fixed splits; six splits, each wrong in its own way (35
 * issues, 20 documented codes, one warning).
 */
const allWrong = {
  pageTitle: 'P'.repeat(46),
  eventResourceId: 'EVT-MCR-HALF-2027',
  fundraisingDate: '20270401',
  teamPageIndicator: 'Y',
  teamName: 'T'.repeat(61),
  teamUrl: `team url/${'u'.repeat(95)}`,
  activityCode: '039',
  activityDescription: null,
  charityContributionIndicator: 'maybe',
  postEventFundraisingInterval: '-3',
  fundraisingTarget: '12.345',
  charitySplits: [
    { charityResourceId: 'CH-1001', charitySplitPercent: 'ten' },
    'CH-1002',
    { charitySplitPercent: 20 },
    { charityResourceId: 'CH-1001', charitySplitPercent: 0 },
    {
      charityResourceId: 'C'.repeat(37),
      charitySplitPercent: 30,
      customCodes: ['', 'X'.repeat(256), 'A', 'B', 'C', { code: 'D' }],
    },
    { charityResourceId: 'CH-9999', charitySplitPercent: [50] },
  ],
};

/**
 * The timed page payloads, each marked valid or faulty (its target in
 * bench/run.mjs depends on it), with the codes validatePage must give for each.
 */
export const pagePayloads = [
  { name: 'valid event team page', valid: true, body: validPage, codes: [] },
  { name: 'valid personal page', valid: true, body: validPersonalPage, codes: [] },
  { name: '3 faults', valid: false, body: threeFaults, codes: ['003.01.11', '003.01.16', '002.01.22'] },
  {
    name: 'all wrong',
    valid: false,
    body: allWrong,
    codes: [
      '003.01.05',
      '002.01.24',
      '002.01.27',
      '002.01.28',
      '003.01.06',
      '003.01.02',
      '003.01.10',
      '003.01.03',
      '003.01.11',
      '003.01.19',
      '003.01.17',
      '003.01.16',
      '003.01.13',
      '003.01.15',
      '002.01.26',
      '002.01.30',
      '003.01.14',
      '003.01.20',
      '002.01.23',
      '002.01.22',
    ],
  },
];
