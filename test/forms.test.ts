/**
 * The form helpers (src/forms.ts): every mapping rule of the module's table
 * with a form that triggers it and one that just misses it, FormData and plain
 * objects alike, full forms the validators accept, and properties (never
 * throws, never mutates, only fields of the operation in the body).
 *
 * Reproduce a run with FC_SEED=<seed> (default fixed); FC_RUNS overrides the run count.
 */
import fc from 'fast-check';
import { describe, expect, expectTypeOf, it } from 'vitest';
import * as forms from '../src/forms.js';
import {
  type AccountFormBody,
  type FormCharitySplit,
  type FormValues,
  formFieldName,
  type PageFormBody,
} from '../src/forms.js';
import { accountFields, pageFields, type ValidationOptions, validateAccount, validatePage } from '../src/index.js';
import { VALID_ACCOUNT } from './support/payloads.js';

/** The helpers, their bodies read by any field name (the tests index them with names of both operations). */
const accountFromForm = (values: FormValues | object): Record<string, unknown> => forms.accountFromForm(values);
const pageFromForm = (values: FormValues | object): Record<string, unknown> => forms.pageFromForm(values);

fc.configureGlobal({
  seed: Number(process.env.FC_SEED ?? 20261122),
  ...(process.env.FC_RUNS === undefined ? {} : { numRuns: Number(process.env.FC_RUNS) }),
});

// ---------------------------------------------------------------------------
// Shared values
// ---------------------------------------------------------------------------

/** A charity resource ID of 36 characters. */
const charity = (n: number) => `c0ffee00-0000-4000-8000-${String(n).padStart(12, '0')}`;
const C1 = charity(1);
const C2 = charity(2);
const C3 = charity(3);

const OPTIONS: ValidationOptions = {
  today: '20261122',
  countries: ['GB'],
  charities: [C1, C2, C3],
  activities: ['001', '002', '039'],
};

const ACCOUNT_FIELDS: readonly string[] = accountFields.map((field) => field.replace('[]', ''));
const PAGE_FIELDS: readonly string[] = pageFields.map((field) => field.replace('[]', ''));
const MARKETING = [
  'charityMarketingIndicator',
  'allCharityMarketingIndicator',
  'groupMarketingIndicator',
  'serviceMarketingIndicator',
] as const;

/** What an account form with no field gives: unticked terms and the four marketing 'N's. */
const ACCOUNT_DEFAULTS = {
  termsAndConditionsAccepted: 'N',
  charityMarketingIndicator: 'N',
  allCharityMarketingIndicator: 'N',
  groupMarketingIndicator: 'N',
  serviceMarketingIndicator: 'N',
};
/** What a page form with no field gives: the two unticked checkboxes. */
const PAGE_DEFAULTS = { teamPageIndicator: 'N', charityContributionIndicator: 'N' };

type Entries = readonly (readonly [string, string | Blob])[];

/** A FormData holding the entries, in order (a name may repeat). */
function formData(entries: Entries): FormData {
  const form = new FormData();
  for (const [name, value] of entries) {
    if (typeof value === 'string') form.append(name, value);
    else form.append(name, value, 'upload.txt');
  }
  return form;
}

/** The entries as a plain object (own keys only, `__proto__` included): a repeated name becomes an array of its values. */
function plainObject(entries: readonly (readonly [string, string])[]): Record<string, string | string[]> {
  const values = new Map<string, string | string[]>();
  for (const [name, value] of entries) {
    const previous = values.get(name);
    values.set(name, previous === undefined ? value : [...(Array.isArray(previous) ? previous : [previous]), value]);
  }
  return Object.fromEntries(values);
}

/** Which form a body came from, for the `each` tables. */
const sources = [
  ['a FormData', (entries: readonly (readonly [string, string])[]): FormValues => formData(entries)],
  ['a plain object', (entries: readonly (readonly [string, string])[]): FormValues => plainObject(entries)],
] as const;

// ---------------------------------------------------------------------------
// The full forms
// ---------------------------------------------------------------------------

/** A complete create-account form, as a browser submits it. */
const ACCOUNT_FORM: readonly (readonly [string, string])[] = [
  ['_csrf', 'a1b2c3'],
  ['title', 'Mr'],
  ['forename', 'Alan'],
  ['surname', 'Turing'],
  ['addressLine1', '1 High Street'],
  ['addressLine2', 'Flat 2'],
  ['townCity', 'London'],
  ['countyState', 'Greater London'],
  ['postcode', 'SW1A 1AA'],
  ['countryCode', 'GB'],
  ['preferredTelephone', '02079460000'],
  ['emailAddress', 'alan.turing@example.co.uk'],
  ['personalUrl', 'alan-turing'],
  ['termsAndConditionsAccepted', 'on'],
  ['charityMarketingIndicator', 'on'],
  ['dateOfBirth', '1990-01-01'],
  ['fundraiserCustomCode', 'CODE1'],
  ['fundraiserCustomCode', ''],
  ['fundraiserCustomCode', 'CODE2'],
  ['charityResourceId', C1],
  ['submit', 'Create account'],
];

const ACCOUNT_BODY = {
  ...VALID_ACCOUNT,
  fundraiserCustomCode: ['CODE1', 'CODE2'],
  charityResourceId: C1,
};

/** A complete create-page form: a personal team page with three splits (indices 0, 2, 5) and an empty one (7). */
const PAGE_FORM: readonly (readonly [string, string])[] = [
  ['pageTitle', "Ada's Thames swim"],
  ['eventResourceId', ''],
  ['fundraisingDate', '2027-06-12'],
  ['teamPageIndicator', 'on'],
  ['teamName', 'Lovelace Swimmers'],
  ['teamUrl', 'lovelace-swimmers'],
  ['activityCode', '039'],
  ['activityDescription', 'Open-water swim'],
  ['postEventFundraisingInterval', '03'],
  ['fundraisingTarget', '1500.00'],
  ['charitySplits.0.charityResourceId', C1],
  ['charitySplits.0.charitySplitPercent', '50'],
  ['charitySplits.0.customCodes', 'SWIM-1'],
  ['charitySplits.0.customCodes', ''],
  ['charitySplits.0.customCodes', 'SWIM-2'],
  ['charitySplits.2.charityResourceId', C2],
  ['charitySplits.2.charitySplitPercent', '30'],
  ['charitySplits.2.customCodes.0', 'RIVER'],
  ['charitySplits.2.customCodes.1', ''],
  ['charitySplits.5.charityResourceId', C3],
  ['charitySplits.5.charitySplitPercent', '20'],
  ['charitySplits.7.charityResourceId', ''],
  ['charitySplits.7.charitySplitPercent', ''],
  ['charitySplits.7.customCodes', ''],
  ['submit', 'Create page'],
];

const PAGE_BODY = {
  pageTitle: "Ada's Thames swim",
  fundraisingDate: '20270612',
  teamPageIndicator: 'Y',
  teamName: 'Lovelace Swimmers',
  teamUrl: 'lovelace-swimmers',
  activityCode: '039',
  activityDescription: 'Open-water swim',
  charityContributionIndicator: 'N',
  postEventFundraisingInterval: '03',
  fundraisingTarget: '1500.00',
  charitySplits: [
    { charityResourceId: C1, charitySplitPercent: '50', customCodes: ['SWIM-1', 'SWIM-2'] },
    { charityResourceId: C2, charitySplitPercent: '30', customCodes: ['RIVER'] },
    { charityResourceId: C3, charitySplitPercent: '20' },
  ],
};

describe('full forms', () => {
  it.each(sources)('a complete account form (%s) makes the body validateAccount accepts', (_, source) => {
    const body = accountFromForm(source(ACCOUNT_FORM));
    expect(body).toEqual(ACCOUNT_BODY);
    const result = validateAccount(body, OPTIONS);
    expect(result.issues).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it.each(sources)('a complete page form (%s) with three splits makes the body validatePage accepts', (_, source) => {
    const body = pageFromForm(source(PAGE_FORM));
    expect(body).toEqual(PAGE_BODY);
    const result = validatePage(body, OPTIONS);
    expect(result.issues).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('just misses: the account form with the terms unticked is invalid, at the checkbox', () => {
    const form = ACCOUNT_FORM.filter(([name]) => name !== 'termsAndConditionsAccepted');
    const result = validateAccount(accountFromForm(formData(form)), OPTIONS);
    expect(result.codes).toEqual(['002.01.08']);
    expect(result.issues.map((issue) => formFieldName(issue.path))).toEqual(['termsAndConditionsAccepted']);
  });

  it('just misses: a page form whose percentages sum to 90 is invalid', () => {
    const form = PAGE_FORM.map(([name, value]): [string, string] => [
      name,
      name === 'charitySplits.5.charitySplitPercent' ? '10' : value,
    ]);
    expect(validatePage(pageFromForm(formData(form)), OPTIONS).codes).toEqual(['003.01.15']);
  });
});

// ---------------------------------------------------------------------------
// Text inputs, required and optional
// ---------------------------------------------------------------------------

/** Is the field required by the helpers: is an empty input kept as ''? */
const keepsEmpty = (fromForm: typeof accountFromForm, field: string) => fromForm({ [field]: '' })[field] === '';

const ACCOUNT_TEXT = ACCOUNT_FIELDS.filter(
  (field) => !['termsAndConditionsAccepted', 'fundraiserCustomCode', ...MARKETING].includes(field),
);
const PAGE_TEXT = PAGE_FIELDS.filter(
  (field) => !['teamPageIndicator', 'charityContributionIndicator', 'charitySplits'].includes(field),
);
const ACCOUNT_REQUIRED = [
  'title',
  'forename',
  'surname',
  'addressLine1',
  'addressLine2',
  'townCity',
  'countyState',
  'countryCode',
  'preferredTelephone',
  'emailAddress',
  'personalUrl',
  'dateOfBirth',
];
const PAGE_REQUIRED = ['pageTitle', 'postEventFundraisingInterval'];

describe('text inputs', () => {
  it('keeps the string as given, untrimmed', () => {
    expect(accountFromForm({ forename: '  Alan ', postcode: ' SW1A 1AA' })).toMatchObject({
      forename: '  Alan ',
      postcode: ' SW1A 1AA',
    });
    expect(pageFromForm({ teamName: '\tRunners', pageTitle: ' ' })).toMatchObject({
      teamName: '\tRunners',
      pageTitle: ' ',
    });
  });

  it('keeps an empty required field as "" (the validators report it absent)', () => {
    expect(ACCOUNT_TEXT.filter((field) => keepsEmpty(accountFromForm, field))).toEqual(ACCOUNT_REQUIRED);
    expect(PAGE_TEXT.filter((field) => keepsEmpty(pageFromForm, field))).toEqual(PAGE_REQUIRED);
    expect(validateAccount(accountFromForm({ surname: '' }), OPTIONS).codes).toContain('002.01.06');
  });

  it('leaves an empty optional field out; just misses: a non-empty or blank one is kept', () => {
    const accountOptional = ACCOUNT_TEXT.filter((field) => !ACCOUNT_REQUIRED.includes(field));
    const pageOptional = PAGE_TEXT.filter((field) => !PAGE_REQUIRED.includes(field));
    expect(accountOptional).toEqual(['postcode', 'charityResourceId']);
    expect(pageOptional).toEqual([
      'eventResourceId',
      'fundraisingDate',
      'teamName',
      'teamUrl',
      'activityCode',
      'activityDescription',
      'fundraisingTarget',
    ]);
    for (const field of accountOptional) {
      expect(accountFromForm({ [field]: '' })).toEqual(ACCOUNT_DEFAULTS);
      expect(accountFromForm({ [field]: 'x' })[field]).toBe('x');
      expect(accountFromForm({ [field]: ' ' })[field]).toBe(' ');
    }
    for (const field of pageOptional) {
      expect(pageFromForm({ [field]: '' })).toEqual(PAGE_DEFAULTS);
      expect(pageFromForm({ [field]: 'x' })[field]).toBe('x');
    }
  });

  it('leaves a field out when the form has no input for it', () => {
    expect(accountFromForm({})).toEqual(ACCOUNT_DEFAULTS);
    expect(pageFromForm({})).toEqual(PAGE_DEFAULTS);
  });

  it('agrees with the rule tables: a required field is flagged when absent, an optional one is absent from a valid body', () => {
    const emptyAccount = validateAccount({}, OPTIONS).issues.map((issue) => formFieldName(issue.path));
    for (const field of ACCOUNT_REQUIRED) expect(emptyAccount).toContain(field);
    const emptyPage = validatePage({}, OPTIONS).issues.map((issue) => formFieldName(issue.path));
    for (const field of PAGE_REQUIRED) expect(emptyPage).toContain(field);

    const abroad = accountFromForm({ ...plainObject(ACCOUNT_FORM), countryCode: 'FR', postcode: '' });
    expect(abroad).not.toHaveProperty('postcode');
    expect(validateAccount(abroad, { ...OPTIONS, countries: ['GB', 'FR'] }).valid).toBe(true);
    const noCodes = accountFromForm({ ...plainObject(ACCOUNT_FORM), fundraiserCustomCode: [], charityResourceId: '' });
    expect(noCodes).not.toHaveProperty('charityResourceId');
    expect(validateAccount(noCodes, OPTIONS).valid).toBe(true);

    const event = '8d1f5a2e-3c4b-4e9f-b7a6-0e2d9c8b1a74';
    const eventPage = pageFromForm({
      ...plainObject(PAGE_FORM),
      eventResourceId: event,
      fundraisingDate: '',
      activityCode: '',
      activityDescription: '',
      teamPageIndicator: '',
      teamName: '',
      teamUrl: '',
      fundraisingTarget: '',
    });
    expect(Object.keys(eventPage).filter((field) => PAGE_TEXT.includes(field))).toEqual([
      'pageTitle',
      'eventResourceId',
      'postEventFundraisingInterval',
    ]);
    expect(validatePage(eventPage, { ...OPTIONS, events: { [event]: {} } }).valid).toBe(true);
  });
});

// ---------------------------------------------------------------------------
// Checkboxes
// ---------------------------------------------------------------------------

const CHECKBOXES = [
  ['account', accountFromForm, 'termsAndConditionsAccepted'],
  ['page', pageFromForm, 'teamPageIndicator'],
  ['page', pageFromForm, 'charityContributionIndicator'],
] as const;

describe.each(CHECKBOXES)('checkbox (%s %s)', (_, fromForm, field) => {
  it.each([true, 'on', 'Y', 'true', 'yes', 'ON', 'y', 'True', 'YES'])('%j -> Y', (value) => {
    expect(fromForm({ [field]: value })[field]).toBe('Y');
  });

  it.each([false, '', 'off', 'N', 'false', 'no', 'OFF', 'n', 'False', 'No', null, undefined])('%j -> N', (value) => {
    expect(fromForm({ [field]: value })[field]).toBe('N');
  });

  it('an absent checkbox -> N', () => {
    expect(fromForm({})[field]).toBe('N');
    expect(fromForm(new FormData())[field]).toBe('N');
  });

  it.each(['maybe', ' on', 'Y ', '1', 'ja', 'yess'])('just misses: %j is kept as given', (value) => {
    expect(fromForm({ [field]: value })[field]).toBe(value);
  });

  it("the last value wins: a hidden 'N' before the checkbox", () => {
    expect(fromForm(formData([[field, 'N']]))[field]).toBe('N');
    expect(
      fromForm(
        formData([
          [field, 'N'],
          [field, 'on'],
        ]),
      )[field],
    ).toBe('Y');
    expect(fromForm({ [field]: ['N', 'on'] })[field]).toBe('Y');
    expect(fromForm({ [field]: [true, false] })[field]).toBe('N');
  });
});

it('a kept unknown checkbox value is reported by the validator', () => {
  expect(validateAccount(accountFromForm({ termsAndConditionsAccepted: 'maybe' }), OPTIONS).codes).toContain(
    '002.01.08',
  );
  expect(validatePage(pageFromForm({ teamPageIndicator: 'maybe' }), OPTIONS).codes).toContain('003.01.09');
});

// ---------------------------------------------------------------------------
// Dates
// ---------------------------------------------------------------------------

describe.each([
  ['account', accountFromForm, 'dateOfBirth'],
  ['page', pageFromForm, 'fundraisingDate'],
] as const)('date input (%s %s)', (_, fromForm, field) => {
  it("'YYYY-MM-DD' -> 'YYYYMMDD'", () => {
    expect(fromForm({ [field]: '1990-01-31' })[field]).toBe('19900131');
    expect(fromForm(formData([[field, '2027-06-12']]))[field]).toBe('20270612');
    // Not a real date: written YYYYMMDD all the same, for the validator to report.
    expect(fromForm({ [field]: '2023-02-30' })[field]).toBe('20230230');
  });

  it("keeps 'YYYYMMDD'", () => {
    expect(fromForm({ [field]: '19900131' })[field]).toBe('19900131');
  });

  it.each([
    '1990-1-31',
    '1990-01-31T00:00',
    '31/01/1990',
    ' 1990-01-31',
    '1990-01-31 ',
    '19900-01-31',
    '+012345-01-01',
  ])('just misses: %j is kept as given', (value) => {
    expect(fromForm({ [field]: value })[field]).toBe(value);
  });
});

it('date: an empty date of birth is kept, an empty fundraising date is left out', () => {
  expect(accountFromForm({ dateOfBirth: '' }).dateOfBirth).toBe('');
  expect(pageFromForm({ fundraisingDate: '' })).not.toHaveProperty('fundraisingDate');
  expect(validateAccount(accountFromForm({ dateOfBirth: '31/01/1990' }), OPTIONS).codes).toContain('002.01.14');
});

// ---------------------------------------------------------------------------
// Marketing indicators
// ---------------------------------------------------------------------------

describe('marketing indicators', () => {
  it.each(MARKETING)("%s is 'N' whatever the form holds", (field) => {
    for (const value of ['Y', 'on', 'N', '', 'anything', true, false, null, ['Y']] as const) {
      expect(accountFromForm({ [field]: value })[field]).toBe('N');
    }
    expect(accountFromForm({})[field]).toBe('N');
    expect(accountFromForm(formData([[field, 'Y']]))[field]).toBe('N');
  });

  it('just misses: a page form has no marketing indicator', () => {
    const page = pageFromForm({ charityMarketingIndicator: 'N' });
    for (const field of MARKETING) expect(page).not.toHaveProperty(field);
  });
});

// ---------------------------------------------------------------------------
// Account custom codes
// ---------------------------------------------------------------------------

describe('fundraiserCustomCode', () => {
  it('repeated inputs make an array, in form order', () => {
    const entries = [
      ['fundraiserCustomCode', 'B'],
      ['fundraiserCustomCode', 'A'],
    ] as const;
    expect(accountFromForm(formData(entries)).fundraiserCustomCode).toEqual(['B', 'A']);
    expect(accountFromForm(plainObject(entries)).fundraiserCustomCode).toEqual(['B', 'A']);
  });

  it('indexed inputs make an array, in index order', () => {
    const body = accountFromForm({
      'fundraiserCustomCode.10': 'K',
      'fundraiserCustomCode.2': 'C',
      'fundraiserCustomCode.0': 'A',
    });
    expect(body.fundraiserCustomCode).toEqual(['A', 'C', 'K']);
  });

  it('repeated inputs come before indexed ones', () => {
    expect(accountFromForm({ 'fundraiserCustomCode.0': 'I', fundraiserCustomCode: 'R' }).fundraiserCustomCode).toEqual([
      'R',
      'I',
    ]);
  });

  it('a single code is an array of one', () => {
    expect(accountFromForm({ fundraiserCustomCode: 'ONLY' }).fundraiserCustomCode).toEqual(['ONLY']);
  });

  it('drops empty strings, but keeps a blank one for the validator', () => {
    expect(accountFromForm({ fundraiserCustomCode: ['', 'A', ''] }).fundraiserCustomCode).toEqual(['A']);
    expect(accountFromForm({ fundraiserCustomCode: [' '] }).fundraiserCustomCode).toEqual([' ']);
  });

  it('none, or only empty ones: the field is left out', () => {
    expect(accountFromForm({})).not.toHaveProperty('fundraiserCustomCode');
    expect(accountFromForm({ fundraiserCustomCode: ['', ''], 'fundraiserCustomCode.0': '' })).not.toHaveProperty(
      'fundraiserCustomCode',
    );
    expect(accountFromForm({ fundraiserCustomCode: [] })).not.toHaveProperty('fundraiserCustomCode');
  });

  it('just misses: malformed indices and names are ignored', () => {
    const body = accountFromForm({
      'fundraiserCustomCode.01': 'leading zero',
      'fundraiserCustomCode.-1': 'sign',
      'fundraiserCustomCode.x': 'not a number',
      'fundraiserCustomCode.0.code': 'nested',
      'fundraiserCustomCode.99999999999999999999': 'too large',
      fundraiserCustomCodes: 'another name',
      'fundraiserCustomCode.1': 'kept',
    });
    expect(body.fundraiserCustomCode).toEqual(['kept']);
  });
});

// ---------------------------------------------------------------------------
// Page charity splits
// ---------------------------------------------------------------------------

describe('charitySplits', () => {
  it('indexed inputs make splits in index order, gaps closed up', () => {
    const body = pageFromForm({
      'charitySplits.2.charityResourceId': C2,
      'charitySplits.2.charitySplitPercent': '40',
      'charitySplits.0.charityResourceId': C1,
      'charitySplits.0.charitySplitPercent': '60',
    });
    expect(body.charitySplits).toEqual([
      { charityResourceId: C1, charitySplitPercent: '60' },
      { charityResourceId: C2, charitySplitPercent: '40' },
    ]);
    expect(validatePage({ ...body, pageTitle: 'x' }, OPTIONS).issues.map((issue) => issue.path[0])).not.toContain(
      'charitySplits',
    );
  });

  it('orders indices as numbers (10 after 2)', () => {
    const body = pageFromForm({
      'charitySplits.10.charityResourceId': 'ten',
      'charitySplits.2.charityResourceId': 'two',
    });
    expect(body.charitySplits).toEqual([{ charityResourceId: 'two' }, { charityResourceId: 'ten' }]);
  });

  it('keeps percentages as the strings given (the validators read "60" as 60)', () => {
    const body = pageFromForm({
      'charitySplits.0.charityResourceId': C1,
      'charitySplits.0.charitySplitPercent': '0100',
    });
    expect(body.charitySplits).toEqual([{ charityResourceId: C1, charitySplitPercent: '0100' }]);
    expect(validatePage({ ...body, pageTitle: 'x' }, OPTIONS).codes).not.toContain('003.01.15');
  });

  it('custom codes: repeated, then indexed; empty ones dropped; none -> left out of the split', () => {
    const body = pageFromForm({
      'charitySplits.0.charityResourceId': C1,
      'charitySplits.0.customCodes': ['R1', '', 'R2'],
      'charitySplits.0.customCodes.1': 'I1',
      'charitySplits.0.customCodes.0': 'I0',
      'charitySplits.1.charityResourceId': C2,
      'charitySplits.1.customCodes': ['', ''],
    });
    expect(body.charitySplits).toEqual([
      { charityResourceId: C1, customCodes: ['R1', 'R2', 'I0', 'I1'] },
      { charityResourceId: C2 },
    ]);
  });

  it('drops a split whose inputs are all empty', () => {
    const body = pageFromForm({
      'charitySplits.0.charityResourceId': '',
      'charitySplits.0.charitySplitPercent': '',
      'charitySplits.0.customCodes': ['', ''],
      'charitySplits.1.charityResourceId': C1,
    });
    expect(body.charitySplits).toEqual([{ charityResourceId: C1 }]);
  });

  it('just misses: a split with one non-empty input is kept, its empty inputs as ""', () => {
    expect(
      pageFromForm({ 'charitySplits.0.charityResourceId': '', 'charitySplits.0.charitySplitPercent': '100' })
        .charitySplits,
    ).toEqual([{ charityResourceId: '', charitySplitPercent: '100' }]);
    expect(
      pageFromForm({ 'charitySplits.0.charityResourceId': '', 'charitySplits.0.customCodes': 'C' }).charitySplits,
    ).toEqual([{ charityResourceId: '', customCodes: ['C'] }]);
    expect(pageFromForm({ 'charitySplits.0.charitySplitPercent': ' ' }).charitySplits).toEqual([
      { charitySplitPercent: ' ' },
    ]);
  });

  it('no split, or only empty ones: the field is left out', () => {
    expect(pageFromForm({})).not.toHaveProperty('charitySplits');
    expect(pageFromForm({ 'charitySplits.0.charityResourceId': '' })).not.toHaveProperty('charitySplits');
  });

  it('ignores malformed indices and unknown split inputs', () => {
    const body = pageFromForm({
      'charitySplits.01.charityResourceId': 'leading zero',
      'charitySplits.x.charityResourceId': 'not a number',
      'charitySplits.0': 'no field',
      'charitySplits.1.charityName': 'not a split field',
      'charitySplits.2.charityResourceId': C1,
      charitySplits: 'not indexed',
    });
    expect(body.charitySplits).toEqual([{ charityResourceId: C1 }]);
  });
});

// ---------------------------------------------------------------------------
// postEventFundraisingInterval and fundraisingTarget
// ---------------------------------------------------------------------------

describe('postEventFundraisingInterval and fundraisingTarget', () => {
  it('keeps the interval as the string given, "" included', () => {
    expect(pageFromForm({ postEventFundraisingInterval: '03' }).postEventFundraisingInterval).toBe('03');
    expect(pageFromForm({ postEventFundraisingInterval: '' }).postEventFundraisingInterval).toBe('');
    expect(validatePage(pageFromForm(plainObject(PAGE_FORM)), OPTIONS).codes).not.toContain('003.01.16');
  });

  it('just misses: an interval over 36 is kept, for the validator to report', () => {
    const body = pageFromForm({ ...plainObject(PAGE_FORM), postEventFundraisingInterval: '037' });
    expect(body.postEventFundraisingInterval).toBe('037');
    expect(validatePage(body, OPTIONS).codes).toEqual(['003.01.16']);
  });

  it('keeps the target as given, and leaves an empty one out', () => {
    expect(pageFromForm({ fundraisingTarget: '1500.5' }).fundraisingTarget).toBe('1500.5');
    expect(pageFromForm({ fundraisingTarget: '' })).not.toHaveProperty('fundraisingTarget');
  });
});

// ---------------------------------------------------------------------------
// Values: repeats, numbers, booleans, Files, other names, non-objects
// ---------------------------------------------------------------------------

describe('values', () => {
  it('a text field takes the last value of a repeated input', () => {
    expect(accountFromForm({ forename: ['Ada', 'Alan'] }).forename).toBe('Alan');
    expect(
      accountFromForm(
        formData([
          ['forename', 'Ada'],
          ['forename', 'Alan'],
        ]),
      ).forename,
    ).toBe('Alan');
  });

  it('a number is written out; NaN (an empty number input) is ""', () => {
    expect(pageFromForm({ postEventFundraisingInterval: 3, fundraisingTarget: 1500.5 })).toMatchObject({
      postEventFundraisingInterval: '3',
      fundraisingTarget: '1500.5',
    });
    expect(pageFromForm({ postEventFundraisingInterval: Number.NaN }).postEventFundraisingInterval).toBe('');
    expect(pageFromForm({ fundraisingTarget: Number.NaN })).not.toHaveProperty('fundraisingTarget');
  });

  it('a boolean counts for a checkbox only', () => {
    expect(accountFromForm({ forename: true })).not.toHaveProperty('forename');
    expect(accountFromForm({ forename: ['Alan', true] }).forename).toBe('Alan');
    expect(accountFromForm({ fundraiserCustomCode: [true, 'A', false] }).fundraiserCustomCode).toEqual(['A']);
  });

  it('a File in a FormData is ignored (treated as absent)', () => {
    const file = new Blob(['%PDF'], { type: 'application/pdf' });
    expect(accountFromForm(formData([['forename', file]]))).not.toHaveProperty('forename');
    expect(
      accountFromForm(
        formData([
          ['forename', 'Alan'],
          ['forename', file],
        ]),
      ).forename,
    ).toBe('Alan');
    expect(accountFromForm(formData([['termsAndConditionsAccepted', file]])).termsAndConditionsAccepted).toBe('N');
    expect(accountFromForm(formData([['fundraiserCustomCode', file]]))).not.toHaveProperty('fundraiserCustomCode');
    expect(pageFromForm(formData([['charitySplits.0.charityResourceId', file]]))).not.toHaveProperty('charitySplits');
  });

  it('ignores names that are not fields of the operation', () => {
    const form = JSON.parse('{"submit":"Go","_csrf":"token","pageTitle":"Swim","__proto__":"x","constructor":"y"}');
    expect(accountFromForm(form)).toEqual(ACCOUNT_DEFAULTS);
    expect(pageFromForm({ submit: 'Go', forename: 'Alan' })).toEqual(PAGE_DEFAULTS);
  });

  it('a URLSearchParams reads like a FormData', () => {
    const query = new URLSearchParams('forename=Alan&fundraiserCustomCode=A&fundraiserCustomCode=B&submit=1');
    expect(accountFromForm(query)).toEqual({ ...ACCOUNT_DEFAULTS, forename: 'Alan', fundraiserCustomCode: ['A', 'B'] });
  });

  it.each([null, undefined, 0, 'forename=Alan', true, Symbol('form'), () => ({}), [['forename', 'Alan']]])(
    '%s is no form: {}',
    (input) => {
      expect(accountFromForm(input as unknown as FormValues)).toEqual({});
      expect(pageFromForm(input as unknown as FormValues)).toEqual({});
    },
  );

  it('an unreadable form gives {}, without throwing (an unread input that throws is no matter)', () => {
    const { proxy, revoke } = Proxy.revocable({}, {});
    revoke();
    const boom = {
      enumerable: true,
      get: () => {
        throw new Error('boom');
      },
    };
    const throwing = Object.defineProperties({}, { forename: boom, pageTitle: boom, ignored: boom });
    const brokenFormData = {
      entries: () => {
        throw new Error('boom');
      },
    };
    for (const input of [proxy, throwing, brokenFormData]) {
      expect(accountFromForm(input as FormValues)).toEqual({});
      expect(pageFromForm(input as FormValues)).toEqual({});
    }
    const onlyIgnored = Object.defineProperties({ forename: 'Alan' }, { submit: boom });
    expect(accountFromForm(onlyIgnored)).toEqual({ ...ACCOUNT_DEFAULTS, forename: 'Alan' });
  });

  it('a sparse list costs only its entries', () => {
    const codes: string[] = [];
    codes[4_000_000_000] = 'LAST';
    codes[0] = 'FIRST';
    expect(accountFromForm({ fundraiserCustomCode: codes }).fundraiserCustomCode).toEqual(['FIRST', 'LAST']);
  });
});

// ---------------------------------------------------------------------------
// formFieldName
// ---------------------------------------------------------------------------

describe('formFieldName', () => {
  it('joins an issue path with dots', () => {
    expect(formFieldName(['charitySplits', 1, 'charityResourceId'])).toBe('charitySplits.1.charityResourceId');
    expect(formFieldName(['fundraiserCustomCode', 0])).toBe('fundraiserCustomCode.0');
    expect(formFieldName(['surname'])).toBe('surname');
    expect(formFieldName([])).toBe('');
  });

  it("names the form's input of each issue of a form made from indexed inputs 0, 1, 2 ...", () => {
    const form: Record<string, string> = {
      pageTitle: 'Swim',
      'charitySplits.0.charityResourceId': C1,
      'charitySplits.0.charitySplitPercent': '50',
      'charitySplits.1.charityResourceId': '',
      'charitySplits.1.charitySplitPercent': '50',
    };
    const names = validatePage(pageFromForm(form), OPTIONS).issues.map((issue) => formFieldName(issue.path));
    expect(names).toContain('charitySplits.1.charityResourceId');
    for (const name of names.filter((name) => name.startsWith('charitySplits.'))) expect(form).toHaveProperty([name]);
  });
});

// ---------------------------------------------------------------------------
// Nested values, as react-hook-form makes them from dotted names
// ---------------------------------------------------------------------------

/**
 * The values react-hook-form makes of dotted input names: each segment a
 * key, an index segment an array's index (so unregistered indices are holes).
 */
function nest(entries: readonly (readonly [string, string])[]): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [name, value] of entries) {
    const segments = name.split('.');
    let node: Record<string, unknown> = root;
    segments.forEach((segment, at) => {
      const next = segments[at + 1];
      if (next === undefined) {
        node[segment] = value;
        return;
      }
      const existing = node[segment];
      const child = typeof existing === 'object' && existing !== null ? existing : /^\d+$/.test(next) ? [] : {};
      node[segment] = child;
      node = child as Record<string, unknown>;
    });
  }
  return root;
}

describe('nested values (react-hook-form)', () => {
  it('an account form with a date input, a ticked checkbox and a list of codes', () => {
    const values = {
      ...Object.fromEntries(ACCOUNT_FORM.filter(([name]) => !name.startsWith('fundraiserCustomCode'))),
      termsAndConditionsAccepted: true,
      fundraiserCustomCode: ['CODE1', '', 'CODE2'],
    };
    expect(accountFromForm(values)).toEqual(ACCOUNT_BODY);
  });

  it('a page form with splits as objects: holes, undefined and blank splits are left out', () => {
    const charitySplits: unknown[] = [];
    charitySplits[0] = { charityResourceId: C1, charitySplitPercent: '50', customCodes: ['SWIM-1', '', 'SWIM-2'] };
    charitySplits[1] = undefined;
    charitySplits[2] = { charityResourceId: C2, charitySplitPercent: '30', customCodes: ['RIVER', ''] };
    charitySplits[5] = { charityResourceId: C3, charitySplitPercent: '20' };
    charitySplits[7] = { charityResourceId: '', charitySplitPercent: '', customCodes: [''] };
    const values = {
      ...Object.fromEntries(PAGE_FORM.filter(([name]) => !name.startsWith('charitySplits'))),
      charitySplits,
    };
    expect(pageFromForm(values)).toEqual(PAGE_BODY);
  });

  it('the nesting of a form of dotted names gives the body of the dotted names', () => {
    expect(pageFromForm(nest(PAGE_FORM.filter(([name]) => name !== 'charitySplits.0.customCodes')))).toEqual(
      pageFromForm(plainObject(PAGE_FORM.filter(([name]) => name !== 'charitySplits.0.customCodes'))),
    );
  });

  it('dotted names and nesting mix: a split given as an object under its dotted index', () => {
    expect(
      pageFromForm({
        'charitySplits.1': { charityResourceId: C2, 'customCodes.0': 'B' },
        'charitySplits.0.charityResourceId': C1,
        charitySplits: { '2': { charitySplitPercent: '10' } },
      }).charitySplits,
    ).toEqual([
      { charityResourceId: C1 },
      { charityResourceId: C2, customCodes: ['B'] },
      { charitySplitPercent: '10' },
    ]);
  });

  it('a list entry that is itself a list gives its values (a repeated indexed input)', () => {
    expect(accountFromForm({ fundraiserCustomCode: ['A', ['B', 'C']] }).fundraiserCustomCode).toEqual(['A', 'B', 'C']);
    expect(
      accountFromForm(
        formData([
          ['fundraiserCustomCode.0', 'B'],
          ['fundraiserCustomCode.0', 'C'],
        ]),
      ).fundraiserCustomCode,
    ).toEqual(['B', 'C']);
  });

  it('just misses: nothing deeper than field -> list -> split -> list is read', () => {
    expect(accountFromForm({ fundraiserCustomCode: [[['deep']]] })).not.toHaveProperty('fundraiserCustomCode');
    expect(accountFromForm({ 'fundraiserCustomCode.0.0': 'deep' })).not.toHaveProperty('fundraiserCustomCode');
    expect(pageFromForm({ charitySplits: [{ customCodes: [['B'], [['deep']]] }] }).charitySplits).toEqual([
      { customCodes: ['B'] },
    ]);
    const cyclic: Record<string, unknown> = { charityResourceId: C1 };
    cyclic.customCodes = [cyclic, 'A'];
    cyclic.self = cyclic;
    expect(pageFromForm({ charitySplits: [cyclic] }).charitySplits).toEqual([
      { charityResourceId: C1, customCodes: ['A'] },
    ]);
  });

  it('an object as a single-valued input is no value', () => {
    expect(accountFromForm({ forename: { first: 'Alan' }, dateOfBirth: new Date(0) })).toEqual(ACCOUNT_DEFAULTS);
  });

  it('__proto__ at any level is no name of the form, and nothing is polluted', () => {
    const values = JSON.parse(
      '{"charitySplits":{"__proto__":{"charityResourceId":"x"},"0":{"__proto__":{"charitySplitPercent":"9"},"charityResourceId":"c"}}}',
    );
    expect(pageFromForm(values).charitySplits).toEqual([{ charityResourceId: 'c' }]);
    expect(Object.keys(Object.prototype)).toEqual([]);
  });

  it('a URLSearchParams, a FormData and a Map read alike', () => {
    const entries = [
      ['pageTitle', 'Swim'],
      ['charitySplits.0.customCodes', 'A'],
      ['charitySplits.0.customCodes', 'B'],
    ] as const;
    const body = pageFromForm(formData(entries));
    expect(pageFromForm(new URLSearchParams(entries.map(([name, value]): [string, string] => [name, value])))).toEqual(
      body,
    );
    expect(
      pageFromForm(
        new Map<string, unknown>([
          ['pageTitle', 'Swim'],
          ['charitySplits', [{ customCodes: ['A', 'B'] }]],
        ]),
      ),
    ).toEqual(body);
  });

  it('an object with getAll and keys but no entries() is read as an object', () => {
    const old = { getAll: () => ['Alan'], keys: () => ['forename'][Symbol.iterator]() };
    expect(accountFromForm(old)).toEqual(ACCOUNT_DEFAULTS);
  });
});

// ---------------------------------------------------------------------------
// Reading costs what the form holds: reads counted, never timed
// ---------------------------------------------------------------------------

/** What a reading asked of a form. */
interface Reads {
  entriesCalls: number;
  getAllCalls: number;
  keysCalls: number;
  yielded: number;
}

/** A FormData-like object over the entries that counts what is asked of it. */
function countingFormData(entries: readonly (readonly [string, string])[]): { form: FormValues; reads: Reads } {
  const reads: Reads = { entriesCalls: 0, getAllCalls: 0, keysCalls: 0, yielded: 0 };
  const form = {
    *entries(): IterableIterator<[string, string]> {
      reads.entriesCalls++;
      for (const [name, value] of entries) {
        reads.yielded++;
        yield [name, value];
      }
    },
    getAll(name: string): string[] {
      reads.getAllCalls++;
      return entries.filter(([key]) => key === name).map(([, value]) => value);
    },
    *keys(): IterableIterator<string> {
      reads.keysCalls++;
      for (const [name] of entries) yield name;
    },
  };
  return { form, reads };
}

/** A value whose every object (itself, and each object under it) counts each property read, key listing and descriptor read. */
function countingObject<T extends object>(value: T, count: { reads: number }): T {
  const wrap = (target: object): object =>
    new Proxy(target, {
      get(object, key, receiver) {
        count.reads++;
        const found: unknown = Reflect.get(object, key, receiver);
        return typeof found === 'object' && found !== null ? wrap(found) : found;
      },
      ownKeys(object) {
        count.reads++;
        return Reflect.ownKeys(object);
      },
      getOwnPropertyDescriptor(object, key) {
        count.reads++;
        return Reflect.getOwnPropertyDescriptor(object, key);
      },
      has(object, key) {
        count.reads++;
        return Reflect.has(object, key);
      },
    });
  return wrap(value) as T;
}

const SIZES = [10, 1_000, 40_000] as const;

describe('reading is linear in the inputs', () => {
  it.each(SIZES)('a FormData-like of %i distinct names: one entries() pass, no getAll, no keys', (size) => {
    const entries = Array.from({ length: size }, (_, index) => [`fundraiserCustomCode.${index}`, `C${index}`] as const);
    const { form, reads } = countingFormData(entries);
    expect(accountFromForm(form).fundraiserCustomCode).toHaveLength(size);
    expect(reads).toEqual({ entriesCalls: 1, getAllCalls: 0, keysCalls: 0, yielded: size });
  });

  it.each(SIZES)('a FormData-like of %i split custom codes under as many splits: one pass', (size) => {
    const entries = Array.from(
      { length: size },
      (_, index) => [`charitySplits.${index % 100}.customCodes.${index}`, `C${index}`] as const,
    );
    const { form, reads } = countingFormData(entries);
    const splits = pageFromForm(form).charitySplits as { customCodes: string[] }[];
    expect(splits.reduce((total, split) => total + split.customCodes.length, 0)).toBe(size);
    expect(reads).toEqual({ entriesCalls: 1, getAllCalls: 0, keysCalls: 0, yielded: size });
  });

  it.each(SIZES)('a plain object of %i dotted names: a few reads per name', (size) => {
    const count = { reads: 0 };
    const values = countingObject(
      Object.fromEntries(Array.from({ length: size }, (_, index) => [`fundraiserCustomCode.${index}`, `C${index}`])),
      count,
    );
    expect(accountFromForm(values).fundraiserCustomCode).toHaveLength(size);
    // The check for entries(), the keys once, each key's descriptor (Object.keys) and each value once.
    expect(count.reads).toBe(2 * size + 2);
  });

  it.each(SIZES)('nested splits with %i inputs in all: a few reads per input', (size) => {
    const count = { reads: 0 };
    const splits = Array.from({ length: size / 10 }, (_, index) => ({
      charityResourceId: `c${index}`,
      charitySplitPercent: '1',
      customCodes: Array.from({ length: 8 }, (_, code) => `C${code}`),
    }));
    const values = countingObject({ pageTitle: 'x', charitySplits: splits }, count);
    expect(pageFromForm(values).charitySplits).toHaveLength(size / 10);
    // Per split: the array's key, its descriptor and value; per input: 3 reads (key listing shared).
    expect(count.reads).toBeLessThanOrEqual(4 * size + 20);
    expect(count.reads).toBeGreaterThanOrEqual(size);
  });

  it('a sparse react-hook-form array with a claimed length of 2^32 - 1 costs its entries', () => {
    const count = { reads: 0 };
    const codes: unknown[] = [];
    codes[4_294_967_294] = 'LAST';
    codes[3] = 'FOURTH';
    const values = countingObject({ fundraiserCustomCode: codes }, count);
    expect(accountFromForm(values).fundraiserCustomCode).toEqual(['FOURTH', 'LAST']);
    expect(count.reads).toBeLessThan(20);
  });

  it('a real URLSearchParams of 40,000 names reads them all', () => {
    const query = new URLSearchParams();
    for (let index = 0; index < 40_000; index++) query.append(`fundraiserCustomCode.${index}`, `C${index}`);
    const codes = accountFromForm(query).fundraiserCustomCode as string[];
    expect(codes).toHaveLength(40_000);
    expect(codes.at(-1)).toBe('C39999');
  });
});

// ---------------------------------------------------------------------------
// Types
// ---------------------------------------------------------------------------

describe('types', () => {
  it('the helpers give partial bodies of their operation', () => {
    expectTypeOf(forms.accountFromForm).returns.toEqualTypeOf<AccountFormBody>();
    expectTypeOf(forms.pageFromForm).returns.toEqualTypeOf<PageFormBody>();
    expectTypeOf<AccountFormBody['fundraiserCustomCode']>().toEqualTypeOf<string[] | undefined>();
    expectTypeOf<NonNullable<PageFormBody['charitySplits']>[number]>().toEqualTypeOf<FormCharitySplit>();
    // A form library's own values type, an interface without an index signature, is taken as it is.
    interface SignUp {
      forename: string;
      termsAndConditionsAccepted: boolean;
      fundraiserCustomCode: { code: string }[];
    }
    const values: SignUp = { forename: 'Alan', termsAndConditionsAccepted: true, fundraiserCustomCode: [] };
    expect(forms.accountFromForm(values).termsAndConditionsAccepted).toBe('Y');
    // The bodies are what a Record<string, unknown> holds (type aliases, not interfaces).
    expectTypeOf<AccountFormBody>().toExtend<Record<string, unknown>>();
  });
});

// ---------------------------------------------------------------------------
// Properties
// ---------------------------------------------------------------------------

/** Input names: the operations' fields, indexed list inputs, names of neither, and plain strings. */
const inputName = fc.oneof(
  fc.constantFrom(...ACCOUNT_FIELDS, ...PAGE_FIELDS, '__proto__', 'constructor', 'submit', '_csrf'),
  fc
    .tuple(
      fc.constantFrom('fundraiserCustomCode', 'charitySplits'),
      fc.oneof(fc.nat(12).map(String), fc.constantFrom('01', '-1', 'x', '')),
      fc.constantFrom('', '.charityResourceId', '.charitySplitPercent', '.customCodes', '.customCodes.0', '.x'),
    )
    .map(([base, index, rest]) => `${base}.${index}${rest}`),
  fc.string(),
);

/** A value a form input may hold: mostly text, with date- and checkbox-like strings. */
const inputText = fc.oneof(
  fc.string(),
  fc.constantFrom('', 'on', 'off', 'Y', 'N', 'yes', 'no', '1990-01-31', '19900131', '60', '03'),
);
const formValue: fc.Arbitrary<unknown> = fc.oneof(
  inputText,
  fc.boolean(),
  fc.double(),
  fc.constantFrom(null, undefined),
  fc.array(fc.oneof(inputText, fc.boolean()), { maxLength: 4 }),
);

/** A JSON-ish form: any JSON value under the input names. */
const jsonForm = fc.dictionary(inputName, fc.oneof(formValue, fc.jsonValue()), { maxKeys: 12 });

const BOTH = [
  ['accountFromForm', accountFromForm, ACCOUNT_FIELDS],
  ['pageFromForm', pageFromForm, PAGE_FIELDS],
] as const;

describe.each(BOTH)('%s properties', (_, fromForm, fields) => {
  it('never throws for any input, and gives a plain object', () => {
    fc.assert(
      fc.property(fc.oneof(fc.anything(), jsonForm), (input) => {
        const body = fromForm(input as FormValues);
        expect(Object.getPrototypeOf(body)).toBe(Object.prototype);
      }),
    );
  });

  it('never changes a JSON-ish form, nor Object.prototype', () => {
    fc.assert(
      fc.property(jsonForm, (form) => {
        const before = JSON.stringify(form);
        const keys = Reflect.ownKeys(form);
        fromForm(form as FormValues);
        expect(JSON.stringify(form)).toBe(before);
        expect(Reflect.ownKeys(form)).toEqual(keys);
        expect(Object.keys(Object.prototype)).toEqual([]);
      }),
    );
  });

  it('a form whose keys are all fields gives a body of fields of the operation only', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom(...fields), formValue), (form) => {
        for (const key of Object.keys(fromForm(form as FormValues))) expect(fields).toContain(key);
      }),
    );
  });

  it('any form gives a body of fields of the operation only', () => {
    fc.assert(
      fc.property(jsonForm, (form) => {
        for (const key of Reflect.ownKeys(fromForm(form as FormValues))) expect(fields).toContain(key);
      }),
    );
  });

  it('a FormData and the plain object of the same entries give the same body', () => {
    const entry = fc.tuple(inputName, inputText);
    fc.assert(
      fc.property(fc.array(entry, { maxLength: 16 }), (entries) => {
        expect(fromForm(formData(entries))).toEqual(fromForm(plainObject(entries)));
      }),
    );
  });
});
