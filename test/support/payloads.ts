/**
 * Bodies the test files share.
 */
import type { EventInfo, ValidationOptions } from '../../src/index.js';

/**
 * A fully valid create-account body (with today 20261122 and GB among the
 * countries): the base that tests change one field of.
 */
export const VALID_ACCOUNT: Readonly<Record<string, unknown>> = Object.freeze({
  title: 'Mr',
  forename: 'Alan',
  surname: 'Turing',
  addressLine1: '1 High Street',
  addressLine2: 'Flat 2',
  townCity: 'London',
  countyState: 'Greater London',
  postcode: 'SW1A 1AA',
  countryCode: 'GB',
  preferredTelephone: '02079460000',
  emailAddress: 'alan.turing@example.co.uk',
  personalUrl: 'alan-turing',
  termsAndConditionsAccepted: 'Y',
  charityMarketingIndicator: 'N',
  allCharityMarketingIndicator: 'N',
  groupMarketingIndicator: 'N',
  serviceMarketingIndicator: 'N',
  dateOfBirth: '19900101',
});

/** A charity resource ID of 36 characters. */
export const charity = (n: number): string => `c0ffee00-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** Every charity the page options know. */
export const CHARITIES: readonly string[] = [1, 2, 3, 4, 5, 6, 7].map(charity);

/** The event of the event pages (36 characters). */
export const EVENT = '8d1f5a2e-3c4b-4e9f-b7a6-0e2d9c8b1a74';

/** The event of the event pages: published, free, with places left, no restriction on charities or splits. */
export const BASE_EVENT: EventInfo = Object.freeze({ status: 'published', feeRequired: false, placesLeft: 25 });

/** A personal individual page: fundraisingDate and activityCode, no event. */
export const PERSONAL_PAGE: Readonly<Record<string, unknown>> = Object.freeze({
  pageTitle: "Ada's Thames swim",
  fundraisingDate: '20270612',
  teamPageIndicator: 'N',
  activityCode: '001',
  charityContributionIndicator: 'N',
  postEventFundraisingInterval: 3,
  fundraisingTarget: '1500.00',
  charitySplits: [
    { charityResourceId: charity(1), charitySplitPercent: 60 },
    { charityResourceId: charity(2), charitySplitPercent: 40, customCodes: ['SWIM-2027'] },
  ],
});

/** A personal team page. */
export const PERSONAL_TEAM_PAGE: Readonly<Record<string, unknown>> = Object.freeze({
  pageTitle: 'The Lovelace Ramblers',
  fundraisingDate: 20270101,
  teamPageIndicator: 'Y',
  teamName: 'Lovelace Ramblers',
  teamUrl: 'lovelace-ramblers',
  activityCode: '039',
  activityDescription: 'Rambling',
  charityContributionIndicator: 'Y',
  postEventFundraisingInterval: '36',
  charitySplits: [
    { charityResourceId: charity(1), charitySplitPercent: 50 },
    { charityResourceId: charity(2), charitySplitPercent: 30 },
    { charityResourceId: charity(3), charitySplitPercent: 20 },
  ],
});

/** An event individual page: eventResourceId, no fundraisingDate, no activityCode. */
export const EVENT_PAGE: Readonly<Record<string, unknown>> = Object.freeze({
  pageTitle: 'London marathon 2027',
  eventResourceId: EVENT,
  teamPageIndicator: 'N',
  charityContributionIndicator: 'Y',
  postEventFundraisingInterval: '6',
  charitySplits: [{ charityResourceId: charity(1), charitySplitPercent: '100' }],
});

/** Every fact the page rules can ask for, answered "no problem" (today 20261122). */
export const PAGE_OPTIONS: ValidationOptions = {
  today: '20261122',
  activities: ['001', '002', '039'],
  charities: CHARITIES,
  events: { [EVENT]: BASE_EVENT },
  teamUrlTaken: () => false,
};

/** Every fact the account rules can ask for, answered "no problem" (today 20261122). */
export const ACCOUNT_OPTIONS: ValidationOptions = {
  today: '20261122',
  countries: ['GB', 'US', 'FR', 'IE'],
  charities: CHARITIES,
  accountExists: () => false,
  personalUrlTaken: () => false,
};

let accountsMade = 0;

/**
 * A valid account body with an email address and personal URL no earlier
 * call gave, changed as given.
 * @example await account(sandbox, JSON.stringify(freshAccount({ countryCode: 'FR' })));
 */
export function freshAccount(changes: Record<string, unknown> = {}): Record<string, unknown> {
  accountsMade += 1;
  return {
    ...VALID_ACCOUNT,
    emailAddress: `alan.${accountsMade}@example.co.uk`,
    personalUrl: `alan-${accountsMade}`,
    ...changes,
  };
}

/**
 * An individual page for an event, one split of charity 1 at 100%, changed as given.
 * @example eventPageFor(EVENT, { postEventFundraisingInterval: 0 })
 */
export function eventPageFor(eventResourceId: string, changes: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    pageTitle: 'Alan runs',
    eventResourceId,
    teamPageIndicator: 'N',
    charityContributionIndicator: 'N',
    postEventFundraisingInterval: 3,
    charitySplits: [{ charityResourceId: charity(1), charitySplitPercent: 100 }],
    ...changes,
  };
}
