/**
 * Checked by `npm run typecheck`, never run: the documented code unions hold
 * exactly the documented codes, the request types accept the bodies the
 * service describes and refuse fixed values it does not allow, and every
 * field of the rule tables is a property of its request type (and back).
 * Each `@ts-expect-error` fails the typecheck if the line below it ever
 * compiles.
 */
import type { accountFields } from '../../rules/account.js';
import type { EngineCode } from '../../rules/engine-codes.js';
import type { pageFields } from '../../rules/page.js';
import type { AccountCode, DocumentedCode, PageCode } from '../../src/codes.js';
import type { AccountRequest, CharitySplit, PageRequest } from '../../src/requests.js';

/** The field names of a rule table's field list, without the `[]` of a repeating field. */
type FieldName<Fields extends readonly string[]> = Fields[number] extends infer Field
  ? Field extends `${infer Name}[]`
    ? Name
    : Field
  : never;

/** Compiles only when `T` is `never`. */
type IsNever<T extends never> = T;

/** Every field of the account table is a property of AccountRequest, and back. */
export type AccountFieldsCovered = IsNever<Exclude<FieldName<typeof accountFields>, keyof AccountRequest>>;
export type AccountPropertiesListed = IsNever<Exclude<keyof AccountRequest, FieldName<typeof accountFields>>>;

/** Every field of the page table is a property of PageRequest, and back. */
export type PageFieldsCovered = IsNever<Exclude<FieldName<typeof pageFields>, keyof PageRequest>>;
export type PagePropertiesListed = IsNever<Exclude<keyof PageRequest, FieldName<typeof pageFields>>>;

// @ts-expect-error a request type without one of the table's fields does not pass the check
export type WithoutPostcode = IsNever<Exclude<FieldName<typeof accountFields>, keyof Omit<AccountRequest, 'postcode'>>>;

/** Codes of each operation, of both, and an engine code beside them. */
export const accountCode: AccountCode = '002.01.31';
export const pageCode: PageCode = '003.01.20';
export const sharedCode: AccountCode & PageCode = '002.01.22';
export const documentedCodes: DocumentedCode[] = ['002.01.01', '002.01.23', '002.01.30', '003.01.01'];
export const issueCodes: (DocumentedCode | EngineCode)[] = ['002.01.06', 'too-long'];

// @ts-expect-error 002.01.18 is not a documented code
export const notListed: DocumentedCode = '002.01.18';

// @ts-expect-error 003.01.21 is not a documented code
export const pastTheTable: DocumentedCode = '003.01.21';

// @ts-expect-error an engine code is not a documented code
export const engineCode: DocumentedCode = 'too-long';

// @ts-expect-error create account does not report page codes
export const pageCodeOnAccount: AccountCode = '003.01.01';

// @ts-expect-error create account does not report the event codes
export const eventCodeOnAccount: AccountCode = '002.01.24';

// @ts-expect-error create page does not report account-only codes
export const accountCodeOnPage: PageCode = '002.01.31';

/** The smallest account body the types accept: every required field, and text given as numbers. */
export const account: AccountRequest = {
  title: 'Dr',
  forename: 'Ada',
  surname: 'Lovelace',
  addressLine1: 1,
  addressLine2: 'Flat 2',
  townCity: 'London',
  countyState: 'Greater London',
  countryCode: 'GB',
  preferredTelephone: 2079460000,
  emailAddress: 'ada@example.co.uk',
  personalUrl: 'ada-runs',
  termsAndConditionsAccepted: 'Y',
  charityMarketingIndicator: 'N',
  allCharityMarketingIndicator: 'N',
  groupMarketingIndicator: 'N',
  serviceMarketingIndicator: 'N',
  dateOfBirth: 19900101,
};

/** Optional fields may be given, null or undefined; custom codes one value or a list. */
export const accountWithCodes: AccountRequest = {
  ...account,
  postcode: 'SW1A 1AA',
  fundraiserCustomCode: ['FUN-1', 2],
  charityResourceId: 'c1',
};
export const accountWithOneCode: AccountRequest = { ...account, fundraiserCustomCode: 'FUN-1', postcode: null };
export const accountWithNulls: AccountRequest = {
  ...account,
  postcode: undefined,
  fundraiserCustomCode: null,
  charityResourceId: null,
};

// @ts-expect-error 'Sir' is not one of the titles
export const sir: AccountRequest = { ...account, title: 'Sir' };

// @ts-expect-error terms not accepted: no account is created
export const termsRefused: AccountRequest = { ...account, termsAndConditionsAccepted: 'N' };

// @ts-expect-error a marketing indicator is sent as 'N' only
export const marketingYes: AccountRequest = { ...account, serviceMarketingIndicator: 'Y' };

const { title, ...withoutTitle } = account;

// @ts-expect-error an account without a title does not compile
export const untitled: AccountRequest = withoutTitle;

/** The title removed above, given back: the account compiles again. */
export const retitled: AccountRequest = { ...withoutTitle, title };

// @ts-expect-error a required field is never null
export const nullSurname: AccountRequest = { ...account, surname: null };

// @ts-expect-error a custom code is text, not an object
export const objectCode: AccountRequest = { ...account, fundraiserCustomCode: [{ code: 'FUN-1' }] };

/** A charity split: the percentage as a number or as digits, custom codes one value or a list. */
export const split: CharitySplit = { charityResourceId: 'c1', charitySplitPercent: '60', customCodes: 'FUN-1' };
export const otherSplit: CharitySplit = { charityResourceId: 'c2', charitySplitPercent: 40, customCodes: ['A', 'B'] };

/** A personal individual page, with one split given without a list. */
export const personalPage: PageRequest = {
  pageTitle: 'Ada runs for cats',
  fundraisingDate: 20271001,
  teamPageIndicator: 'N',
  activityCode: '039',
  activityDescription: 'Cycling backwards',
  charityContributionIndicator: 'N',
  postEventFundraisingInterval: 3,
  fundraisingTarget: '1500.00',
  charitySplits: { charityResourceId: 'c1', charitySplitPercent: 100 },
};

/** An event team page: no date, no activity; the interval as digits. */
export const eventTeamPage: PageRequest = {
  pageTitle: 'Team Ada',
  eventResourceId: 'e1',
  fundraisingDate: null,
  teamPageIndicator: 'Y',
  teamName: 'Ada and friends',
  teamUrl: 'team-ada',
  activityCode: null,
  charityContributionIndicator: 'Y',
  postEventFundraisingInterval: '36',
  charitySplits: [split, otherSplit],
};

// @ts-expect-error a team page indicator is 'Y' or 'N'
export const teamMaybe: PageRequest = { ...personalPage, teamPageIndicator: 'X' };

// @ts-expect-error a page without charity splits does not compile
export const noSplits: PageRequest = {
  pageTitle: 'Ada runs for cats',
  teamPageIndicator: 'N',
  charityContributionIndicator: 'N',
  postEventFundraisingInterval: 3,
};

// @ts-expect-error a split without its percentage does not compile
export const noPercent: CharitySplit = { charityResourceId: 'c1' };
