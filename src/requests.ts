/**
 * The request bodies of the two creation operations as the validators accept
 * them (contract section 9.1), one property per field of the service's field
 * tables. Text fields take a string or a number (read as text, contract
 * section 5); whole numbers a number or a string of digits; repeating fields
 * one value or a list; optional fields may be `null`. A field the service
 * requires only in some cases is optional here: the validators report it.
 * The lengths, counts and ranges each field may have are the rule tables'
 * (`accountRules`, `pageRules`; listed in docs/rules.md), not repeated here.
 */

/**
 * A fundraiser account, the body of create account.
 *
 * @example
 * const account: AccountRequest = {
 *   title: 'Ms', forename: 'Ada', surname: 'Lovelace', addressLine1: '1 Main Street',
 *   addressLine2: 'Flat 2', townCity: 'London', countyState: 'Greater London', postcode: 'SW1A 1AA',
 *   countryCode: 'GB', preferredTelephone: '02079460000', emailAddress: 'ada@example.co.uk',
 *   personalUrl: 'ada-runs', termsAndConditionsAccepted: 'Y', charityMarketingIndicator: 'N',
 *   allCharityMarketingIndicator: 'N', groupMarketingIndicator: 'N', serviceMarketingIndicator: 'N',
 *   dateOfBirth: '19900101',
 * };
 */
export interface AccountRequest {
  /** One of Mr, Mrs, Ms, Miss, Dr, Prof. */
  title: 'Mr' | 'Mrs' | 'Ms' | 'Miss' | 'Dr' | 'Prof';
  /** First name, of a limited length. */
  forename: string | number;
  /** Last name, of a limited length. */
  surname: string | number;
  /** First address line. */
  addressLine1: string | number;
  /** Second address line. */
  addressLine2: string | number;
  /** Town or city. */
  townCity: string | number;
  /** County. */
  countyState: string | number;
  /** Required for a UK address; keeps its space; in the national postal format. */
  postcode?: string | number | null | undefined;
  /** A code from the country lookup. */
  countryCode: string | number;
  /** Digits only, of a limited length. */
  preferredTelephone: string | number;
  /** Contains @ and at least 2 full stops; receives all service emails. */
  emailAddress: string | number;
  /** Unique; forms the fundraiser's public address. */
  personalUrl: string | number;
  /** Must be 'Y'; otherwise no account is created. */
  termsAndConditionsAccepted: 'Y';
  /** No longer used; must be sent as 'N'. */
  charityMarketingIndicator: 'N';
  /** No longer used; must be sent as 'N'. */
  allCharityMarketingIndicator: 'N';
  /** No longer used; must be sent as 'N'. */
  groupMarketingIndicator: 'N';
  /** No longer used; must be sent as 'N'. */
  serviceMarketingIndicator: 'N';
  /** YYYYMMDD; the holder's age must be in the allowed range (002.01.13 when not provided). */
  dateOfBirth: string | number;
  /** Charity reporting codes, a limited number of limited length; only when a charity instructs it. */
  fundraiserCustomCode?: string | number | readonly (string | number)[] | null | undefined;
  /** The charity the custom codes apply to; required when custom codes are given. */
  charityResourceId?: string | number | null | undefined;
}

/**
 * One entry of a page's charity splits.
 * @example const split: CharitySplit = { charityResourceId: 'c1', charitySplitPercent: 100, customCodes: ['FUN-1'] };
 */
export interface CharitySplit {
  /** The charity the page raises money for. */
  charityResourceId: string | number;
  /** Whole-number percentage of every donation; all entries sum to 100. */
  charitySplitPercent: number | string;
  /** Charity reporting codes, a limited number per charity; only when the charity instructs it. */
  customCodes?: string | number | readonly (string | number)[] | null | undefined;
}

/**
 * A fundraiser page, the body of create page: an event page (with
 * eventResourceId) or a personal page (with activityCode and fundraisingDate).
 *
 * @example
 * const page: PageRequest = {
 *   pageTitle: 'Ada runs for cats', fundraisingDate: '20271001', teamPageIndicator: 'N',
 *   activityCode: '001', charityContributionIndicator: 'N', postEventFundraisingInterval: 3,
 *   charitySplits: [{ charityResourceId: 'c1', charitySplitPercent: 100 }],
 * };
 */
export interface PageRequest {
  /** Page name shown at the top of the page and in searches, of a limited length. */
  pageTitle: string | number;
  /** The event of an event page; blank or omitted for a personal activity. */
  eventResourceId?: string | number | null | undefined;
  /** YYYYMMDD, in the future; required on a personal page, not sent for an organised event. */
  fundraisingDate?: string | number | null | undefined;
  /** 'N' individual, 'Y' team. */
  teamPageIndicator: 'Y' | 'N';
  /** Required on a team page, of a limited length. */
  teamName?: string | number | null | undefined;
  /** Unique public address of the team page; required on a team page. */
  teamUrl?: string | number | null | undefined;
  /** A code from the activity lookup ('039' means other); required on a personal page, blank on an event page. */
  activityCode?: string | number | null | undefined;
  /** Free text, only when activityCode is '039' (then required). */
  activityDescription?: string | number | null | undefined;
  /** 'Y' if the charity contributed to accommodation or travel cost, else 'N'. */
  charityContributionIndicator: 'Y' | 'N';
  /** Whole months of fundraising after the event or fundraising date, up to a maximum (3 suggested). */
  postEventFundraisingInterval: number | string;
  /** Amount aimed for, Decimal(19,2); shown on the page when given. */
  fundraisingTarget?: string | number | null | undefined;
  /** One charity split or a list of them, up to a maximum. */
  charitySplits: CharitySplit | readonly CharitySplit[];
}
