/**
 * The property model (test/arbitraries/) is the one independent oracle of
 * each operation's table: its limits, fixed values and field lists are its
 * own. Here they are held against the service description, which states
 * them, and against the rule tables, which implement them; a drift on
 * either side fails here before it fails a property.
 */
import { describe, expect, it } from 'vitest';
import { accountFields, accountRules, pageFields, pageRules } from '../src/index.js';
import * as account from './arbitraries/account.js';
import * as page from './arbitraries/page.js';
import { errorCondition, fieldRow, fieldTable, numbersIn, quotedIn, varcharOf } from './support/description.js';
import { aboveOf, ageRangeOf, entriesLimitOf, limitOf, totalOf, valuesOf } from './support/tables.js';

const ACCOUNT = 'Fundraiser account (request of create account)';
const PAGE = 'Fundraiser page (request of create page)';
const SPLIT = 'Charity split (element of charitySplits)';

/** Where the description states a number: a field's Varchar(n), an error row's condition, or a cell. */
const varchar = (heading: string, field: string) => [varcharOf(heading, field)];
const error = (code: string) => numbersIn(errorCondition(code));
const cell = (heading: string, field: string, column: 'type' | 'rules') => numbersIn(fieldRow(heading, field)[column]);

/** The fields of a resource's field table, in order. */
const fieldsOf = (heading: string) => fieldTable(heading).map((row) => row.field);
/** The names of a table's top-level fields (`[]` dropped), in order. */
const names = (fields: readonly string[]) => fields.map((field) => field.replace('[]', ''));

describe('the account model states what docs/service-api.md states', () => {
  const { LIMITS } = account;
  it.each([
    ['forename', [varchar(ACCOUNT, 'forename'), error('002.01.07')]],
    ['surname', [varchar(ACCOUNT, 'surname'), error('002.01.06')]],
    ['addressLine1', [varchar(ACCOUNT, 'addressLine1')]],
    ['addressLine2', [varchar(ACCOUNT, 'addressLine2')]],
    ['townCity', [varchar(ACCOUNT, 'townCity')]],
    ['countyState', [varchar(ACCOUNT, 'countyState')]],
    ['postcode', [error('002.01.16')]],
    ['countryCode', [varchar(ACCOUNT, 'countryCode')]],
    ['preferredTelephone', [error('002.01.12'), cell(ACCOUNT, 'preferredTelephone', 'rules')]],
    ['emailAddress', [varchar(ACCOUNT, 'emailAddress'), error('002.01.09')]],
    ['personalUrl', [error('002.01.20')]],
    ['customCode', [varchar(ACCOUNT, 'fundraiserCustomCode')]],
    ['customCodes', [error('002.01.23'), cell(ACCOUNT, 'fundraiserCustomCode', 'rules')]],
    ['charityResourceId', [varchar(ACCOUNT, 'charityResourceId')]],
  ] as const)('limit %s', (key, places) => {
    for (const stated of places) expect(stated).toContain(LIMITS[key]);
  });

  it('the age range', () => {
    for (const stated of [error('002.01.15'), cell(ACCOUNT, 'dateOfBirth', 'rules')]) {
      expect(stated).toEqual([LIMITS.age.min, LIMITS.age.max]);
    }
  });

  it('the fixed values: titles, the accepted terms, the marketing indicators', () => {
    const titles = fieldRow(ACCOUNT, 'title').rules.replace('One of:', '');
    expect(account.TITLES).toEqual(titles.split(',').map((title) => title.trim()));
    expect(account.TERMS_ACCEPTED).toEqual(quotedIn(fieldRow(ACCOUNT, 'termsAndConditionsAccepted').rules));
    for (const field of account.MARKETING_FIELDS) {
      expect(account.MARKETING_VALUE[field]).toEqual(quotedIn(fieldRow(ACCOUNT, field).rules));
    }
  });

  it('the fields, in the order of the field table', () => {
    expect(account.ACCOUNT_FIELDS).toEqual(fieldsOf(ACCOUNT));
  });
});

describe('the page model states what docs/service-api.md states', () => {
  const { LIMITS } = page;
  it.each([
    ['pageTitle', [varchar(PAGE, 'pageTitle'), error('003.01.05')]],
    ['teamName', [varchar(PAGE, 'teamName'), error('003.01.10')]],
    ['teamUrl', [varchar(PAGE, 'teamUrl'), error('003.01.11')]],
    ['interval', [error('003.01.16'), cell(PAGE, 'postEventFundraisingInterval', 'rules')]],
    ['splits', [error('003.01.13'), cell(PAGE, 'charitySplits', 'type')]],
    ['splitTotal', [error('003.01.15'), cell(SPLIT, 'charitySplitPercent', 'rules')]],
    ['customCodes', [cell(SPLIT, 'customCodes', 'rules')]],
    ['customCode', [cell(SPLIT, 'customCodes', 'type')]],
    ['charityResourceId', [varchar(SPLIT, 'charityResourceId')]],
    ['eventResourceId', [varchar(PAGE, 'eventResourceId')]],
    ['activityCode', [varchar(PAGE, 'activityCode')]],
    ['activityDescription', [varchar(PAGE, 'activityDescription')]],
  ] as const)('limit %s', (key, places) => {
    for (const stated of places) expect(stated).toContain(LIMITS[key]);
  });

  it('the fixed values: the indicators, the team value, the activity that needs a description', () => {
    expect([...page.INDICATORS].sort()).toEqual(quotedIn(fieldRow(PAGE, 'teamPageIndicator').rules).sort());
    expect(page.TEAM_VALUE).toEqual(quotedIn(fieldRow(PAGE, 'teamName').required));
    expect([...page.CONTRIBUTION_VALUES].sort()).toEqual(
      [...new Set(quotedIn(fieldRow(PAGE, 'charityContributionIndicator').rules))].sort(),
    );
    expect(page.OTHER_ACTIVITY).toEqual(quotedIn(fieldRow(PAGE, 'activityDescription').required));
  });

  it('the fields of a page and of a split, in the order of their field tables', () => {
    expect(page.PAGE_FIELDS).toEqual(fieldsOf(PAGE));
    expect(page.SPLIT_FIELDS).toEqual(fieldsOf(SPLIT));
  });
});

describe('the rule tables implement the models', () => {
  it('the account table', () => {
    const limit = (field: string) => limitOf(accountRules, field);
    expect({
      forename: limit('forename'),
      surname: limit('surname'),
      addressLine1: limit('addressLine1'),
      addressLine2: limit('addressLine2'),
      townCity: limit('townCity'),
      countyState: limit('countyState'),
      postcode: limit('postcode'),
      countryCode: limit('countryCode'),
      preferredTelephone: limit('preferredTelephone'),
      emailAddress: limit('emailAddress'),
      personalUrl: limit('personalUrl'),
      customCode: limit('fundraiserCustomCode[]'),
      customCodes: entriesLimitOf(accountRules, 'fundraiserCustomCode'),
      charityResourceId: limit('charityResourceId'),
      age: ageRangeOf(accountRules, 'dateOfBirth', '002.01.15'),
    }).toEqual(account.LIMITS);
    expect(valuesOf(accountRules, 'title')).toEqual(account.TITLES);
    expect(valuesOf(accountRules, 'termsAndConditionsAccepted')).toEqual(account.TERMS_ACCEPTED);
    for (const field of account.MARKETING_FIELDS) {
      expect(valuesOf(accountRules, field)).toEqual(account.MARKETING_VALUE[field]);
    }
    expect(names(accountFields)).toEqual(account.ACCOUNT_FIELDS);
  });

  it('the page table', () => {
    const limit = (field: string) => limitOf(pageRules, field);
    expect({
      pageTitle: limit('pageTitle'),
      teamName: limit('teamName'),
      teamUrl: limit('teamUrl'),
      interval: aboveOf(pageRules, 'postEventFundraisingInterval'),
      splits: entriesLimitOf(pageRules, 'charitySplits'),
      splitTotal: totalOf(pageRules, 'charitySplits'),
      customCodes: entriesLimitOf(pageRules, 'charitySplits[].customCodes'),
      customCode: limit('charitySplits[].customCodes[]'),
      charityResourceId: limit('charitySplits[].charityResourceId'),
      eventResourceId: limit('eventResourceId'),
      activityCode: limit('activityCode'),
      activityDescription: limit('activityDescription'),
    }).toEqual(page.LIMITS);
    expect([...valuesOf(pageRules, 'teamPageIndicator', '003.01.09')].sort()).toEqual([...page.INDICATORS].sort());
    expect(valuesOf(pageRules, 'teamPageIndicator', '003.01.01')).toEqual(page.TEAM_VALUE);
    expect([...valuesOf(pageRules, 'charityContributionIndicator', '003.01.17')].sort()).toEqual(
      [...page.CONTRIBUTION_VALUES].sort(),
    );
    expect(valuesOf(pageRules, 'activityCode', '003.01.19')).toEqual(page.OTHER_ACTIVITY);
    expect(names(pageFields)).toEqual(page.PAGE_FIELDS);
  });
});
