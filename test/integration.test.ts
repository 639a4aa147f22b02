/**
 * Acceptance tests of the contract's section 9.2 to 9.5, written from the
 * contract text: messages with values (`params`, replaceable messages),
 * field-level validation (`options.fields`, `issuesByField`), Standard Schema
 * v1 (`accountSchema`, `pageSchema`), prepared validators (`createValidators`)
 * and cancellation (`signal`).
 *
 * Each contract point has a test that fails when the point is broken. The
 * payloads are those of the conformance suites (test/account.conformance.test.ts,
 * test/page.conformance.test.ts). Property checks reproduce with
 * FC_SEED=<seed>; FC_RUNS overrides the run count.
 */
import fc from 'fast-check';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type {
  AccountRequest,
  AsyncValidationOptions,
  EventInfo,
  FieldPath,
  Issue,
  IssueParams,
  PageRequest,
  RuleTable,
  ValidationOptions,
  ValidationResult,
} from '../src/index.js';
import {
  accountFields,
  accountRules,
  accountSchema,
  createValidators,
  issuesByField,
  pageFields,
  pageRules,
  pageSchema,
  validateAccount,
  validateAccountAsync,
  validatePage,
  validatePageAsync,
} from '../src/index.js';
import {
  ACCOUNT_OPTIONS,
  BASE_EVENT,
  CHARITIES,
  charity,
  EVENT,
  EVENT_PAGE,
  PAGE_OPTIONS,
  PERSONAL_PAGE as PERSONAL,
  PERSONAL_TEAM_PAGE as PERSONAL_TEAM,
  VALID_ACCOUNT,
} from './support/payloads.js';
import { aboveOf, ageRangeOf, entriesLimitOf, limitOf, valuesOf } from './support/tables.js';

fc.configureGlobal({
  seed: Number(process.env.FC_SEED ?? 20261122),
  ...(process.env.FC_RUNS === undefined ? {} : { numRuns: Number(process.env.FC_RUNS) }),
});

/** Text one character longer than a field's limit (read from the tables). */
const over = (table: RuleTable, field: string, unit = 'x') => unit.repeat(limitOf(table, field) + 1);

// ---------------------------------------------------------------------------
// Payloads, options and small helpers

type Payload = Record<string, unknown>;

const TODAY = '20261122';

/** A known charity resource ID of 36 characters. */
const C1 = charity(1);
const C2 = charity(2);
const C3 = charity(3);

/** A fully valid create-account body (valid with ACCOUNT_OPTIONS). */
const ACCOUNT: Readonly<Payload> = VALID_ACCOUNT as Readonly<Payload>;

/** A charity split (fields left out when not given). */
function split(charityResourceId?: unknown, charitySplitPercent?: unknown, customCodes?: unknown): Payload {
  const entry: Payload = {};
  if (charityResourceId !== undefined) entry.charityResourceId = charityResourceId;
  if (charitySplitPercent !== undefined) entry.charitySplitPercent = charitySplitPercent;
  if (customCodes !== undefined) entry.customCodes = customCodes;
  return entry;
}

const withAccount = (patch: Payload): Payload => ({ ...ACCOUNT, ...patch });
const withPage = (base: Readonly<Payload>, patch: Payload): Payload => ({ ...base, ...patch });

/** The issues of a result at a path (compared as a dotted string). */
const issuesAt = (result: ValidationResult, code: string, path: (string | number)[]): Issue[] =>
  result.issues.filter((issue) => issue.code === code && issue.path.join('.') === path.join('.'));

/** The one issue of `code` at `path`. */
function issueAt(result: ValidationResult, code: string, path: (string | number)[]): Issue {
  const found = issuesAt(result, code, path);
  expect(found, `${code} at ${JSON.stringify(path)} in ${JSON.stringify(result.issues)}`).toHaveLength(1);
  return found[0] as Issue;
}

/** What `run` throws (undefined when it returns). */
function thrownBy(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  return undefined;
}

/** Asserts that `run` throws a TypeError whose message names `name`. */
function expectTypeErrorNaming(run: () => unknown, name: string): void {
  const error = thrownBy(run);
  expect(error).toBeInstanceOf(TypeError);
  expect((error as TypeError).message).toContain(name);
}

const isThenable = (value: unknown): boolean =>
  typeof value === 'object' && value !== null && typeof (value as { then?: unknown }).then === 'function';

/** A Promise that never settles. */
const never = <T>(): Promise<T> => new Promise<T>(() => undefined);

/** Lets the pending jobs run (a macrotask turn). */
const tick = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** `promise`, or a resolution 'still pending' after `ms`: a rejection that takes longer shows as a resolution. */
const within = <T>(promise: Promise<T>, ms = 200): Promise<T | 'still pending'> =>
  Promise.race([promise, new Promise<'still pending'>((resolve) => setTimeout(() => resolve('still pending'), ms))]);

/** The top-level field names of both operations. */
const TOP_FIELDS = [...new Set([...accountFields, ...pageFields].map((field) => field.replace('[]', '')))];

/** The top-level field a row of `table` reports at (its `at`'s first key); '' for the body. */
function fieldOfRow(table: RuleTable, code: string, parameter: string): string {
  const rows = table.filter((rule) => rule.code === code && rule.parameter === parameter);
  const fields = new Set(rows.map((rule) => rule.at.split(/[.[]/)[0] ?? ''));
  expect(fields.size, `${code}:${parameter}`).toBe(1);
  return [...fields][0] as string;
}

/** The full result filtered as contract section 9.3 says, for `fields`. */
function filteredResult(full: ValidationResult, fields: readonly string[], table: RuleTable): ValidationResult {
  const chosen = new Set(fields);
  const issues = full.issues.filter((issue) => issue.path.length === 0 || chosen.has(String(issue.path[0])));
  const codes = [...new Set(issues.filter((issue) => issue.documented).map((issue) => issue.code))];
  return {
    valid: !issues.some((issue) => issue.severity === 'error'),
    issues,
    codes: codes as ValidationResult['codes'],
    unchecked: full.unchecked.filter((entry) => chosen.has(fieldOfRow(table, entry.code, entry.parameter))),
    truncated: false,
  };
}

/** A minimal mirror of the Standard Schema v1 interface (standardschema.dev), for a type check. */
interface StandardSchemaV1<Input = unknown, Output = Input> {
  readonly '~standard': {
    readonly version: 1;
    readonly vendor: string;
    readonly validate: (value: unknown) => StandardResultV1<Output> | Promise<StandardResultV1<Output>>;
    readonly types?: { readonly input: Input; readonly output: Output } | undefined;
  };
}
type StandardResultV1<Output> =
  | { readonly value: Output; readonly issues?: undefined }
  | {
      readonly issues: ReadonlyArray<{
        readonly message: string;
        readonly path?: ReadonlyArray<PropertyKey | { readonly key: PropertyKey }> | undefined;
      }>;
    };

/** A schema result that must have come at once: not a Promise. */
function now<T>(result: T | Promise<T>): T {
  expect(isThenable(result)).toBe(false);
  return result as T;
}

/** The Standard Schema issues the contract expects for a validation result: its errors only. */
const standardIssuesOf = (result: ValidationResult) =>
  result.issues
    .filter((issue) => issue.severity === 'error')
    .map(({ message, path, code, parameter, severity }) => ({ message, path, code, parameter, severity }));

// ---------------------------------------------------------------------------
// 9.2 Messages with values

describe('9.2 params: the values a message speaks of', () => {
  /** The limits and fixed values of the rows, read from the tables. */
  const surname = limitOf(accountRules, 'surname');
  const addressLine1 = limitOf(accountRules, 'addressLine1');
  const age = ageRangeOf(accountRules, 'dateOfBirth', '002.01.15');
  const accountCodes = entriesLimitOf(accountRules, 'fundraiserCustomCode');
  const splitCodes = entriesLimitOf(pageRules, 'charitySplits[].customCodes');
  const splits = entriesLimitOf(pageRules, 'charitySplits');
  const interval = aboveOf(pageRules, 'postEventFundraisingInterval');
  const activityCode = limitOf(pageRules, 'activityCode');
  const pageTitle = limitOf(pageRules, 'pageTitle');
  const codes = (count: number) => Array.from({ length: count }, (_, index) => `C${index}`);
  const cases: [string, () => ValidationResult, string, (string | number)[], IssueParams][] = [
    [
      'a surname longer than its limit: the limit and the code points seen',
      () => validateAccount(withAccount({ surname: '𝒜'.repeat(surname + 1) }), ACCOUNT_OPTIONS),
      '002.01.06',
      ['surname'],
      { max: surname, length: surname + 1 },
    ],
    [
      'an absent surname: length 0',
      () => validateAccount(withAccount({ surname: null }), ACCOUNT_OPTIONS),
      '002.01.06',
      ['surname'],
      { max: surname, length: 0 },
    ],
    [
      'a title not one of the fixed values',
      () => validateAccount(withAccount({ title: 'Sir' }), ACCOUNT_OPTIONS),
      '002.01.04',
      ['title'],
      { allowed: valuesOf(accountRules, 'title') },
    ],
    [
      'an age under the minimum',
      () => validateAccount(withAccount({ dateOfBirth: '20200101' }), ACCOUNT_OPTIONS),
      '002.01.15',
      ['dateOfBirth'],
      age,
    ],
    [
      'an age over the maximum',
      () => validateAccount(withAccount({ dateOfBirth: '19000101' }), ACCOUNT_OPTIONS),
      '002.01.15',
      ['dateOfBirth'],
      age,
    ],
    [
      "one custom code too many on the account: a count's limit and the count",
      () =>
        validateAccount(
          withAccount({ fundraiserCustomCode: codes(accountCodes + 1), charityResourceId: C1 }),
          ACCOUNT_OPTIONS,
        ),
      '002.01.23',
      ['fundraiserCustomCode'],
      { max: accountCodes, count: accountCodes + 1 },
    ],
    [
      'two custom codes too many on a split',
      () =>
        validatePage(
          withPage(PERSONAL, { charitySplits: [split(C1, 60), split(C2, 40, codes(splitCodes + 2))] }),
          PAGE_OPTIONS,
        ),
      '002.01.23',
      ['charitySplits', 1, 'customCodes'],
      { max: splitCodes, count: splitCodes + 2 },
    ],
    [
      'one charity split too many',
      () =>
        validatePage(
          withPage(PERSONAL, {
            charitySplits: Array.from({ length: splits + 1 }, (_, index) => split(charity(index + 1), 1)),
          }),
          PAGE_OPTIONS,
        ),
      '003.01.13',
      ['charitySplits'],
      { max: splits, count: splits + 1 },
    ],
    [
      'a post-event fundraising interval over its ceiling: a whole-number ceiling',
      () => validatePage(withPage(PERSONAL, { postEventFundraisingInterval: String(interval + 1) }), PAGE_OPTIONS),
      '003.01.16',
      ['postEventFundraisingInterval'],
      { max: interval },
    ],
    [
      "more splits than the event's maxCharities",
      () =>
        validatePage(withPage(EVENT_PAGE, { charitySplits: [split(C1, 50), split(C2, 50)] }), {
          ...PAGE_OPTIONS,
          events: { [EVENT]: { ...BASE_EVENT, maxCharities: 1 } },
        }),
      '002.01.26',
      ['charitySplits'],
      { max: 1, count: 2 },
    ],
    [
      'an engine too-long on the account',
      () => validateAccount(withAccount({ addressLine1: 'a'.repeat(addressLine1 + 1) }), ACCOUNT_OPTIONS),
      'too-long',
      ['addressLine1'],
      { max: addressLine1, length: addressLine1 + 1 },
    ],
    [
      'an engine too-long on a page',
      () => validatePage(withPage(PERSONAL, { activityCode: '0'.repeat(activityCode + 1) }), PAGE_OPTIONS),
      'too-long',
      ['activityCode'],
      { max: activityCode, length: activityCode + 1 },
    ],
    [
      'a marketing indicator that is not N',
      () => validateAccount(withAccount({ groupMarketingIndicator: 'Y' }), ACCOUNT_OPTIONS),
      'must-be-N',
      ['groupMarketingIndicator'],
      { allowed: valuesOf(accountRules, 'groupMarketingIndicator') },
    ],
    [
      'terms not accepted',
      () => validateAccount(withAccount({ termsAndConditionsAccepted: 'y' }), ACCOUNT_OPTIONS),
      '002.01.08',
      ['termsAndConditionsAccepted'],
      { allowed: valuesOf(accountRules, 'termsAndConditionsAccepted') },
    ],
    [
      'a page title longer than its limit',
      () => validatePage(withPage(PERSONAL, { pageTitle: 'p'.repeat(pageTitle + 1) }), PAGE_OPTIONS),
      '003.01.05',
      ['pageTitle'],
      { max: pageTitle, length: pageTitle + 1 },
    ],
    [
      'a team page indicator not Y or N',
      () => validatePage(withPage(PERSONAL, { teamPageIndicator: 'X' }), PAGE_OPTIONS),
      '003.01.09',
      ['teamPageIndicator'],
      { allowed: valuesOf(pageRules, 'teamPageIndicator', '003.01.09') },
    ],
  ];

  it.each(cases)('%s', (_name, run, code, path, params) => {
    const issue = issueAt(run(), code, path);
    expect(issue.params).toStrictEqual(params);
    // A plain object.
    expect(Object.getPrototypeOf(issue.params)).toBe(Object.prototype);
  });

  const noParams: [string, () => ValidationResult, string, (string | number)[]][] = [
    [
      'personalUrl absent (presence)',
      () => validateAccount(withAccount({ personalUrl: null }), ACCOUNT_OPTIONS),
      '002.01.05',
      ['personalUrl'],
    ],
    [
      'an email address without two full stops (a shape)',
      () => validateAccount(withAccount({ emailAddress: 'alan@example' }), ACCOUNT_OPTIONS),
      '002.01.10',
      ['emailAddress'],
    ],
    [
      'an account that exists (a fact)',
      () => validateAccount(ACCOUNT, { ...ACCOUNT_OPTIONS, accountExists: () => true }),
      '002.01.31',
      ['emailAddress'],
    ],
    [
      'a personal URL taken (a fact)',
      () => validateAccount(ACCOUNT, { ...ACCOUNT_OPTIONS, personalUrlTaken: () => true }),
      'personal-url-taken',
      ['personalUrl'],
    ],
    [
      'a date of birth absent (presence)',
      () => validateAccount(withAccount({ dateOfBirth: '' }), ACCOUNT_OPTIONS),
      '002.01.13',
      ['dateOfBirth'],
    ],
    [
      'a date of birth not YYYYMMDD (a format)',
      () => validateAccount(withAccount({ dateOfBirth: '1990-01-01' }), ACCOUNT_OPTIONS),
      '002.01.14',
      ['dateOfBirth'],
    ],
    [
      'an activity code not in the lookup',
      () => validatePage(withPage(PERSONAL, { activityCode: '999' }), PAGE_OPTIONS),
      '003.01.18',
      ['activityCode'],
    ],
    [
      "a split's charity not in the lookup",
      () =>
        validatePage(withPage(PERSONAL, { charitySplits: [split(C1, 60), split('not-a-charity', 40)] }), PAGE_OPTIONS),
      'unknown-charity',
      ['charitySplits', 1, 'charityResourceId'],
    ],
    [
      'activity 039 without a description (its 039 is about another field)',
      () => validatePage(withPage(PERSONAL_TEAM, { activityDescription: null }), PAGE_OPTIONS),
      '003.01.19',
      ['activityDescription'],
    ],
  ];

  it.each(noParams)('no params key: %s', (_name, run, code, path) => {
    const issue = issueAt(run(), code, path);
    expect(Object.hasOwn(issue, 'params')).toBe(false);
  });
});

describe('9.2 options.messages', () => {
  it('a string has its {name} placeholders filled from params', () => {
    const result = validateAccount(withAccount({ surname: over(accountRules, 'surname', '𝒜') }), {
      ...ACCOUNT_OPTIONS,
      messages: { '002.01.06': 'Surname: at most {max}, not {length}.' },
    });
    expect(issueAt(result, '002.01.06', ['surname']).message).toBe('Surname: at most 50, not 51.');
  });

  it('a list in params fills its placeholder with the values', () => {
    const result = validateAccount(withAccount({ title: 'Sir' }), {
      ...ACCOUNT_OPTIONS,
      messages: { '002.01.04': 'Choose: {allowed}' },
    });
    const message = issueAt(result, '002.01.04', ['title']).message;
    expect(message.startsWith('Choose: ')).toBe(true);
    expect(message).not.toContain('{allowed}');
    for (const title of ['Mr', 'Mrs', 'Ms', 'Miss', 'Dr', 'Prof']) expect(message).toContain(title);
  });

  it('a placeholder with no value in params stays as written', () => {
    const result = validateAccount(withAccount({ surname: over(accountRules, 'surname'), personalUrl: null }), {
      ...ACCOUNT_OPTIONS,
      // @ts-expect-error: {nope} is no placeholder, which the compiler refuses in a literal
      messages: { '002.01.06': '{min}-{max}-{nope}', '002.01.05': 'URL {max}' },
    });
    expect(issueAt(result, '002.01.06', ['surname']).message).toBe('{min}-50-{nope}');
    expect(issueAt(result, '002.01.05', ['personalUrl']).message).toBe('URL {max}');
  });

  it('a function is called with the issue and gives the message', () => {
    const seen: unknown[] = [];
    const result = validateAccount(withAccount({ surname: over(accountRules, 'surname') }), {
      ...ACCOUNT_OPTIONS,
      messages: {
        '002.01.06': (issue) => {
          seen.push(issue);
          return `code ${issue.code} at ${issue.path.join('.')}`;
        },
      },
    });
    expect(issueAt(result, '002.01.06', ['surname']).message).toBe('code 002.01.06 at surname');
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({
      code: '002.01.06',
      parameter: 'surname',
      severity: 'error',
      path: ['surname'],
      params: { max: 50, length: 51 },
    });
  });

  it("a function that throws: the error propagates (the caller's failure)", async () => {
    const failure = new Error('message function failed');
    const messages = {
      '002.01.06': () => {
        throw failure;
      },
    };
    const body = withAccount({ surname: null });
    expect(thrownBy(() => validateAccount(body, { ...ACCOUNT_OPTIONS, messages }))).toBe(failure);
    await expect(validateAccountAsync(body, { ...ACCOUNT_OPTIONS, messages })).rejects.toBe(failure);
  });

  it('the lookup order is the own key, then code:parameter, then code', () => {
    const account = withAccount({ fundraiserCustomCode: ['1', '2', '3', '4', '5', '6'], charityResourceId: C1 });
    const page = withPage(PERSONAL, { charitySplits: [split(C1, 60), split(C2, 40, ['1', '2', '3', '4', '5', '6'])] });
    const messagesOf = (messages: Record<string, string>) => ({
      account: issueAt(validateAccount(account, { ...ACCOUNT_OPTIONS, messages }), '002.01.23', [
        'fundraiserCustomCode',
      ]).message,
      page: issueAt(validatePage(page, { ...PAGE_OPTIONS, messages }), '002.01.23', ['charitySplits', 1, 'customCodes'])
        .message,
    });
    const all = {
      '002.01.23': 'by code',
      '002.01.23:customCodes': 'by parameter',
      '002.01.23:fundraiserCustomCode': 'own account',
      '002.01.23:charitySplits[].customCodes': 'own split',
    };
    expect(messagesOf(all)).toEqual({ account: 'own account', page: 'own split' });
    const { '002.01.23:charitySplits[].customCodes': _split, ...accountOwn } = all;
    expect(messagesOf(accountOwn)).toEqual({ account: 'own account', page: 'by parameter' });
    expect(messagesOf({ '002.01.23': 'by code', '002.01.23:customCodes': 'by parameter' })).toEqual({
      account: 'by parameter',
      page: 'by parameter',
    });
    expect(messagesOf({ '002.01.23': 'by code' })).toEqual({ account: 'by code', page: 'by code' });
  });

  it('002.01.30: the own keys tell the fixed-splits form from the per-split one', () => {
    const messages = { '002.01.30:charitySplits': 'fixed', '002.01.30:charitySplits[]': 'each' };
    const fixed = validatePage(withPage(EVENT_PAGE, { charitySplits: [split(C1, 100)] }), {
      ...PAGE_OPTIONS,
      messages,
      events: { [EVENT]: { ...BASE_EVENT, charitySplits: [{ charityResourceId: C2, charitySplitPercent: 100 }] } },
    });
    expect(issueAt(fixed, '002.01.30', ['charitySplits']).message).toBe('fixed');
    const each = validatePage(withPage(EVENT_PAGE, { charitySplits: [split(C1, 100), split(C2)] }), {
      ...PAGE_OPTIONS,
      messages,
    });
    expect(issueAt(each, '002.01.30', ['charitySplits', 1]).message).toBe('each');
  });

  it('a key of either operation is accepted by both validators', () => {
    const messages = {
      '002.01.06': 'a',
      '002.01.06:surname': 'b',
      '003.01.05:pageTitle': 'c',
      '002.01.23:charitySplits[].customCodes': 'd',
      'too-long:activityCode': 'e',
      'zero-share': 'f',
    };
    expect(validateAccount(ACCOUNT, { ...ACCOUNT_OPTIONS, messages }).valid).toBe(true);
    expect(validatePage(PERSONAL, { ...PAGE_OPTIONS, messages }).valid).toBe(true);
  });

  it.each(['002.01.99', '002.01.06:forename', 'surname', 'too-long:surname', '002.01.23:charitySplits'])(
    'a key that matches no rule (%s) is a TypeError naming it',
    (key) => {
      const messages = { [key]: 'x' };
      expectTypeErrorNaming(() => validateAccount(ACCOUNT, { ...ACCOUNT_OPTIONS, messages }), key);
      expectTypeErrorNaming(() => validatePage(PERSONAL, { ...PAGE_OPTIONS, messages }), key);
    },
  );
});

// ---------------------------------------------------------------------------
// 9.3 Field-level validation

describe('9.3 options.fields', () => {
  /** An account with faults in title, surname, emailAddress and countryCode. */
  const FAULTY = withAccount({
    title: 'Sir',
    surname: over(accountRules, 'surname'),
    emailAddress: 'alan@example',
    countryCode: 'ZZ',
  });

  it('keeps only the issues of the given fields', () => {
    const result = validateAccount(FAULTY, { ...ACCOUNT_OPTIONS, fields: ['surname', 'emailAddress'] });
    expect(result.issues.map((issue) => [issue.code, issue.path])).toEqual([
      ['002.01.06', ['surname']],
      ['002.01.10', ['emailAddress']],
    ]);
    expect(result.codes).toEqual(['002.01.06', '002.01.10']);
    expect(result.valid).toBe(false);
    expect(result.truncated).toBe(false);
  });

  it('keeps the issues of the body (path []) whatever the fields', () => {
    const empty = validateAccount({}, { today: TODAY, countries: ['GB'], fields: ['surname'] });
    expect(empty.issues.map((issue) => [issue.code, issue.path])).toEqual([
      ['002.01.02', []],
      ['002.01.06', ['surname']],
    ]);
    expect(empty.codes).toEqual(['002.01.02', '002.01.06']);
    const notObject = validateAccount('text', { fields: ['title'] });
    expect(notObject.issues.map((issue) => [issue.code, issue.path])).toEqual([['002.01.01', []]]);
    const page = validatePage(42, { fields: ['pageTitle'] });
    expect(page.issues.map((issue) => [issue.code, issue.path])).toEqual([['003.01.04', []]]);
  });

  it('valid and codes describe the kept issues only', () => {
    const result = validateAccount(withAccount({ title: 'Sir' }), { ...ACCOUNT_OPTIONS, fields: ['surname'] });
    expect(result).toStrictEqual({ valid: true, issues: [], codes: [], unchecked: [], truncated: false });
  });

  it("keeps an unchecked entry when its rule's field is one of the fields", () => {
    const options = { today: TODAY, accountExists: () => false, personalUrlTaken: () => false };
    expect(validateAccount(ACCOUNT, { ...options, fields: ['surname'] }).unchecked).toEqual([]);
    expect(validateAccount(ACCOUNT, { ...options, fields: ['countryCode'] }).unchecked).toEqual([
      { code: '002.01.03', parameter: 'countryCode', needs: 'countries' },
    ]);
    const event = withPage(EVENT_PAGE, {});
    const pageOptions = { today: TODAY, charities: CHARITIES };
    const full = validatePage(event, pageOptions);
    expect(full.unchecked.length).toBeGreaterThan(0);
    expect(validatePage(event, { ...pageOptions, fields: ['pageTitle'] }).unchecked).toEqual([]);
    for (const fields of [['eventResourceId'], ['charitySplits'], ['eventResourceId', 'charitySplits']])
      expect(validatePage(event, { ...pageOptions, fields }).unchecked).toEqual(
        filteredResult(full, fields, pageRules).unchecked,
      );
  });

  it('maxIssues counts only the kept issues', () => {
    const fields = ['forename', 'surname'];
    const body = withAccount({ title: 'Sir', forename: null, surname: null, emailAddress: 'x', postcode: 'nope' });
    const two = validateAccount(body, { ...ACCOUNT_OPTIONS, fields, maxIssues: 2 });
    expect(two.issues.map((issue) => issue.code)).toEqual(['002.01.07', '002.01.06']);
    expect(two.truncated).toBe(false);
    const one = validateAccount(body, { ...ACCOUNT_OPTIONS, fields, maxIssues: 1 });
    expect(one.issues.map((issue) => issue.code)).toEqual(['002.01.07']);
    expect(one.codes).toEqual(['002.01.07']);
    expect(one.truncated).toBe(true);
  });

  it('takes any iterable of field names', () => {
    const expected = validateAccount(FAULTY, { ...ACCOUNT_OPTIONS, fields: ['title', 'countryCode'] });
    expect(expected.issues).toHaveLength(2);
    function* names() {
      yield 'title';
      yield 'countryCode';
    }
    expect(validateAccount(FAULTY, { ...ACCOUNT_OPTIONS, fields: new Set(['title', 'countryCode']) })).toStrictEqual(
      expected,
    );
    expect(validateAccount(FAULTY, { ...ACCOUNT_OPTIONS, fields: names() })).toStrictEqual(expected);
  });

  it('takes the fields of the other operation too', () => {
    expect(
      validatePage(withPage(PERSONAL, { pageTitle: null }), { ...PAGE_OPTIONS, fields: ['surname'] }),
    ).toStrictEqual({ valid: true, issues: [], codes: [], unchecked: [], truncated: false });
    // charityResourceId is a top-level field of the account: a split's charity (path charitySplits...) is not kept.
    const page = validatePage(withPage(PERSONAL, { charitySplits: [split(C1, 60), split('unknown', 40)] }), {
      ...PAGE_OPTIONS,
      fields: ['charityResourceId'],
    });
    expect(page.issues).toEqual([]);
    expect(page.valid).toBe(true);
  });

  // Revised by contract section 10.1: a name of no field selects nothing (it was a TypeError).
  it.each(['surnam', 'charitySplits[]', 'customCodes', ''])('a name of no field (%j) selects nothing', (name) => {
    expect(validateAccount(FAULTY, { ...ACCOUNT_OPTIONS, fields: ['surname', name] })).toStrictEqual(
      validateAccount(FAULTY, { ...ACCOUNT_OPTIONS, fields: ['surname'] }),
    );
    const page = withPage(PERSONAL, { pageTitle: null });
    expect(validatePage(page, { ...PAGE_OPTIONS, fields: [name] })).toStrictEqual(
      validatePage(page, { ...PAGE_OPTIONS, fields: [] }),
    );
  });

  /** Menus of values per account field: valid, absent, wrong. */
  const OMIT = Symbol('omit');
  const accountMenus: Record<string, unknown[]> = {
    title: ['Mr', 'Prof', 'Sir', OMIT, {}],
    forename: ['Alan', over(accountRules, 'forename'), '  ', OMIT],
    surname: ['Turing', over(accountRules, 'surname', '𝒜'), null, OMIT, 7],
    addressLine1: ['1 High Street', over(accountRules, 'addressLine1', 'a'), OMIT],
    addressLine2: ['Flat 2', OMIT],
    townCity: ['London', OMIT, ['x']],
    countyState: ['Greater London', OMIT],
    postcode: ['SW1A 1AA', 'SW1A1AA', '123456789', OMIT],
    countryCode: ['GB', 'US', 'ZZ', OMIT],
    preferredTelephone: ['02079460000', 'abc', OMIT],
    emailAddress: ['alan.turing@example.co.uk', 'alan@example', OMIT],
    personalUrl: ['alan-turing', 'alan turing', 'taken-url', OMIT],
    termsAndConditionsAccepted: ['Y', 'y', OMIT],
    charityMarketingIndicator: ['N', 'Y', OMIT],
    allCharityMarketingIndicator: ['N', 'Y', OMIT],
    groupMarketingIndicator: ['N', OMIT],
    serviceMarketingIndicator: ['N', 'x', OMIT],
    dateOfBirth: ['19900101', '20200101', '1990-01-01', OMIT],
    fundraiserCustomCode: [OMIT, ['CODE1'], ['A', 'B', 'C', 'D', 'E', 'F'], ['', 'B']],
    charityResourceId: [OMIT, C1, 'not-a-charity', over(accountRules, 'charityResourceId')],
  };
  const pageMenus: Record<string, unknown[]> = {
    pageTitle: ['Thames swim', OMIT, over(pageRules, 'pageTitle', 'p')],
    eventResourceId: [OMIT, OMIT, EVENT, 'unknown-event'],
    fundraisingDate: [OMIT, '20270612', '2027', '20200101'],
    teamPageIndicator: ['Y', 'N', 'X', OMIT],
    teamName: [OMIT, 'Ramblers', over(pageRules, 'teamName', 't')],
    teamUrl: [OMIT, 'ramblers', 'bad url', 'taken-url'],
    activityCode: [OMIT, '001', '039', '999', '0001'],
    activityDescription: [OMIT, 'Rambling'],
    charityContributionIndicator: ['Y', 'N', 'x', OMIT],
    postEventFundraisingInterval: [OMIT, 3, '37', 'abc'],
    fundraisingTarget: [OMIT, '1500.00', 'abc'],
    charitySplits: [
      OMIT,
      [split(C1, 100)],
      split(C1, '100'),
      [split(C1, 60), split('not-a-charity', 40)],
      [split(C1, 0), split(C2, 100)],
      [split(C1, 50, ['1', '2', '3', '4', '5', '6']), split(C1, 50, [''])],
      [1, 2, 3, 4, 5, 6].map((n) => split(charity(n), n === 1 ? 50 : 10)),
      [split(undefined, 50), split(C2)],
      [split(C1, 60), 'not a split'],
    ],
  };

  /** A body from menus, now and then a value that is not an object. */
  const bodyOf = (menus: Record<string, unknown[]>): fc.Arbitrary<unknown> =>
    fc.oneof(
      {
        weight: 12,
        arbitrary: fc
          .record(
            Object.fromEntries(Object.entries(menus).map(([field, values]) => [field, fc.constantFrom(...values)])),
          )
          .map((chosen) => Object.fromEntries(Object.entries(chosen).filter(([, value]) => value !== OMIT))),
      },
      { weight: 1, arbitrary: fc.constantFrom(null, 'text', 42, [], {}) },
    );

  const accountOptions: fc.Arbitrary<ValidationOptions> = fc.record({
    today: fc.constant(TODAY),
    countries: fc.constantFrom(undefined, ['GB', 'US']),
    charities: fc.constantFrom(undefined, [C1, C2]),
    accountExists: fc.constantFrom(undefined, (email: string) => email.startsWith('alan.')),
    personalUrlTaken: fc.constantFrom(undefined, (url: string) => url === 'taken-url'),
  });
  const EVENTS: EventInfo[] = [
    BASE_EVENT,
    { maxCharities: 1 },
    { allowedCharities: [C1] },
    { charitySplits: [{ charityResourceId: C1, charitySplitPercent: 100 }] },
    { status: 'closed', placesLeft: 0, feeRequired: true },
  ];
  const pageOptions: fc.Arbitrary<ValidationOptions> = fc.record({
    today: fc.constant(TODAY),
    activities: fc.constantFrom(undefined, ['001', '039']),
    charities: fc.constantFrom(undefined, [C1, C2, C3]),
    events: fc.option(
      fc.constantFrom(...EVENTS).map((event) => ({ [EVENT]: event })),
      { nil: undefined },
    ),
    teamUrlTaken: fc.constantFrom(undefined, (url: string) => url === 'taken-url'),
  });
  const someFields = fc.subarray(TOP_FIELDS);

  it('property: a run with fields equals the full result filtered (accounts)', () => {
    fc.assert(
      fc.property(bodyOf(accountMenus), accountOptions, someFields, (body, options, fields) => {
        const full = validateAccount(body, options);
        expect(full.truncated).toBe(false);
        expect(validateAccount(body, { ...options, fields })).toStrictEqual(filteredResult(full, fields, accountRules));
      }),
    );
  });

  it('property: a run with fields equals the full result filtered (pages)', () => {
    fc.assert(
      fc.property(bodyOf(pageMenus), pageOptions, someFields, (body, options, fields) => {
        const full = validatePage(body, options);
        expect(full.truncated).toBe(false);
        expect(validatePage(body, { ...options, fields })).toStrictEqual(filteredResult(full, fields, pageRules));
      }),
    );
  });

  it('property: the async validators filter the same way', async () => {
    await fc.assert(
      fc.asyncProperty(bodyOf(pageMenus), pageOptions, someFields, async (body, options, fields) => {
        const full = await validatePageAsync(body, options);
        expect(await validatePageAsync(body, { ...options, fields })).toStrictEqual(
          filteredResult(full, fields, pageRules),
        );
      }),
      { numRuns: 50 },
    );
  });
});

describe('9.3 issuesByField', () => {
  /** A team page with errors at top-level fields and in two splits. */
  const body = withPage(PERSONAL_TEAM, {
    pageTitle: null,
    teamName: over(pageRules, 'teamName', 't'),
    charitySplits: [
      split(C1, 40),
      split(over(pageRules, 'charitySplits[].charityResourceId'), 30, [
        '',
        over(pageRules, 'charitySplits[].customCodes[]', 'y'),
      ]),
      split({}, 10),
    ],
  });
  const result = validatePage(body, PAGE_OPTIONS);

  it('keys each issue by its dotted path, each list in result order', () => {
    const byField = issuesByField(result);
    const paths = [...new Set(result.issues.map((issue) => issue.path.join('.')))];
    expect(Object.keys(byField).sort()).toEqual([...paths].sort());
    for (const path of paths) {
      const expected = result.issues.filter((issue) => issue.path.join('.') === path);
      expect(byField[path as FieldPath]).toStrictEqual(expected);
    }
  });

  it('has the keys of two splits, of top-level fields, with several issues at one path in order', () => {
    const byField = issuesByField(result);
    expect(byField.pageTitle?.map((issue) => issue.code)).toEqual(['003.01.05']);
    expect(byField.teamName?.map((issue) => issue.code)).toEqual(['003.01.02', '003.01.10']);
    expect(byField.charitySplits?.map((issue) => issue.code)).toEqual(['003.01.15']);
    expect(byField['charitySplits.1.charityResourceId']?.map((issue) => issue.code)).toEqual(['too-long']);
    expect(byField['charitySplits.1.customCodes.0']?.map((issue) => issue.code)).toEqual(['002.01.22']);
    expect(byField['charitySplits.1.customCodes.1']?.map((issue) => issue.code)).toEqual(['002.01.22']);
    expect(byField['charitySplits.2.charityResourceId']?.map((issue) => issue.code)).toContain('wrong-type');
  });

  it("keys the body's issues by ''", () => {
    const page = validatePage('not a page', PAGE_OPTIONS);
    expect(Object.keys(issuesByField(page))).toEqual(['']);
    expect(issuesByField(page)['']).toStrictEqual(page.issues);
    const account = validateAccount({}, { today: TODAY });
    const byField = issuesByField(account);
    expect(byField['']?.map((issue) => issue.code)).toEqual(['002.01.02']);
    expect(byField.surname?.map((issue) => issue.code)).toEqual(['002.01.06']);
  });

  it('gives an empty object for a result without issues', () => {
    expect(issuesByField(validatePage(PERSONAL, PAGE_OPTIONS))).toEqual({});
  });
});

// ---------------------------------------------------------------------------
// 9.4 Standard Schema

describe('9.4 accountSchema and pageSchema', () => {
  it.each([
    ['accountSchema', () => accountSchema(ACCOUNT_OPTIONS)],
    ['pageSchema', () => pageSchema(PAGE_OPTIONS)],
  ])('%s: version 1, vendor fundraising-rules, validate', (_name, make) => {
    const standard = make()['~standard'];
    expect(standard.version).toBe(1);
    expect(standard.vendor).toBe('fundraising-rules');
    expect(typeof standard.validate).toBe('function');
  });

  it('a valid input gives { value }: the input itself, not normalised', () => {
    const input = { ...ACCOUNT, preferredTelephone: 2079460000, dateOfBirth: 19900101, fundraiserCustomCode: 'X' };
    Object.assign(input, { charityResourceId: C1 });
    const copy = structuredClone(input);
    const result = now(accountSchema(ACCOUNT_OPTIONS)['~standard'].validate(input));
    expect(result.issues).toBeUndefined();
    expect('value' in result && result.value).toBe(input);
    expect(input).toStrictEqual(copy);
    const page = { ...PERSONAL_TEAM };
    const pageResult = now(pageSchema(PAGE_OPTIONS)['~standard'].validate(page));
    expect('value' in pageResult && pageResult.value).toBe(page);
  });

  it('warnings do not fail: a valid page with a 0% share gives its value', () => {
    const page = withPage(PERSONAL, { charitySplits: [split(C1, 100), split(C2, 0)] });
    const full = validatePage(page, PAGE_OPTIONS);
    expect(full.valid).toBe(true);
    expect(full.issues.map((issue) => issue.severity)).toContain('warning');
    const result = now(pageSchema(PAGE_OPTIONS)['~standard'].validate(page));
    expect(result.issues).toBeUndefined();
    expect('value' in result && result.value).toBe(page);
  });

  it('an invalid input gives { issues }: one per error issue, with message, path, code, parameter, severity', () => {
    const body = withAccount({ title: 'Sir', surname: null, addressLine1: over(accountRules, 'addressLine1', 'a') });
    const expected = standardIssuesOf(validateAccount(body, ACCOUNT_OPTIONS));
    expect(expected.length).toBe(3);
    const result = now(accountSchema(ACCOUNT_OPTIONS)['~standard'].validate(body));
    expect(result).not.toHaveProperty('value');
    expect(result.issues).toMatchObject(expected);
  });

  it("a page's issues keep their paths, and leave the warnings out", () => {
    const page = withPage(PERSONAL, {
      pageTitle: null,
      teamName: 'Not a team',
      charitySplits: [split(C1, 100), split(over(pageRules, 'charitySplits[].charityResourceId'), 0)],
    });
    const full = validatePage(page, PAGE_OPTIONS);
    expect(full.issues.some((issue) => issue.severity === 'warning')).toBe(true);
    const result = now(pageSchema(PAGE_OPTIONS)['~standard'].validate(page));
    expect(result.issues).toMatchObject(standardIssuesOf(full));
    expect(result.issues?.some((issue) => (issue as { severity?: unknown }).severity !== 'error')).toBe(false);
    expect(result.issues?.map((issue) => issue.path)).toContainEqual(['charitySplits', 1, 'charityResourceId']);
  });

  it('a sync fact: validate returns a plain object, not a Promise', () => {
    const result = accountSchema({ ...ACCOUNT_OPTIONS, accountExists: () => true })['~standard'].validate(ACCOUNT);
    expect(isThenable(result)).toBe(false);
    expect((result as { issues?: { code: string }[] }).issues?.map((issue) => issue.code)).toEqual(['002.01.31']);
  });

  it('an async fact: validate returns a Promise of the same', async () => {
    const exists = accountSchema({ ...ACCOUNT_OPTIONS, accountExists: async () => true })['~standard'].validate(
      ACCOUNT,
    );
    expect(exists).toBeInstanceOf(Promise);
    const failed = await exists;
    expect(failed.issues?.map((issue) => (issue as { code?: string }).code)).toEqual(['002.01.31']);
    const input = { ...ACCOUNT };
    const fine = accountSchema({ ...ACCOUNT_OPTIONS, accountExists: async () => false })['~standard'].validate(input);
    expect(fine).toBeInstanceOf(Promise);
    const settled = await fine;
    expect('value' in settled && settled.value).toBe(input);
    const page = { ...EVENT_PAGE };
    const lookedUp = pageSchema({ ...PAGE_OPTIONS, events: async () => BASE_EVENT })['~standard'].validate(page);
    expect(lookedUp).toBeInstanceOf(Promise);
    expect(await lookedUp).toEqual({ value: page });
  });

  it('types carries the output type: AccountRequest, PageRequest', () => {
    type Output<S> = S extends { readonly '~standard': { readonly types?: infer T } }
      ? NonNullable<T> extends { readonly output: infer O }
        ? O
        : never
      : never;
    expectTypeOf<Output<ReturnType<typeof accountSchema>>>().toEqualTypeOf<AccountRequest>();
    expectTypeOf<Output<ReturnType<typeof pageSchema>>>().toEqualTypeOf<PageRequest>();
    const account: StandardSchemaV1<unknown, AccountRequest> = accountSchema();
    const page: StandardSchemaV1<unknown, PageRequest> = pageSchema();
    expect([account['~standard'].version, page['~standard'].version]).toEqual([1, 1]);
  });

  it.each<[string, () => unknown]>([
    ['accountSchema({ maxIssues: 0 })', () => accountSchema({ maxIssues: 0 })],
    ['pageSchema({ today: "tomorrow" })', () => pageSchema({ today: 'tomorrow' })],
    ['accountSchema with an unknown option', () => accountSchema({ todya: TODAY } as AsyncValidationOptions)],
    // @ts-expect-error: the compiler refuses a literal unknown key too
    ['pageSchema with an unknown message key', () => pageSchema({ messages: { nope: 'x' } })],
    ['accountSchema with a field name that is no string', () => accountSchema({ fields: [5] as unknown as string[] })],
  ])('invalid options throw a TypeError when the schema is made: %s', (_name, make) => {
    expect(make).toThrow(TypeError);
  });
});

// ---------------------------------------------------------------------------
// 9.5 Prepared validators

describe('9.5 createValidators', () => {
  it('returns the four validators and the two schemas', () => {
    const validators = createValidators(ACCOUNT_OPTIONS);
    for (const name of ['validateAccount', 'validateAccountAsync', 'validatePage', 'validatePageAsync'] as const)
      expect(typeof validators[name]).toBe('function');
    for (const schema of [validators.accountSchema, validators.pageSchema]) {
      expect(schema['~standard'].version).toBe(1);
      expect(schema['~standard'].vendor).toBe('fundraising-rules');
    }
  });

  it.each<[string, AsyncValidationOptions]>([
    ['maxIssues: 0', { maxIssues: 0 }],
    ['an unknown option', { todya: TODAY } as AsyncValidationOptions],
    // @ts-expect-error: the compiler refuses a literal unknown key too
    ['an unknown message key', { messages: { '002.01.99': 'x' } }],
    ['a field name that is no string', { fields: [null] as unknown as string[] }],
  ])('checks the options when made: %s is a TypeError', (_name, options) => {
    expect(() => createValidators(options)).toThrow(TypeError);
  });

  it('checks the options once: a value replaced afterwards is not checked again', () => {
    const options: ValidationOptions = { today: TODAY, maxIssues: 5 };
    const { validateAccount: prepared } = createValidators(options);
    options.maxIssues = 0;
    expect(thrownBy(() => prepared(ACCOUNT))).toBeUndefined();
  });

  const accountMenus = {
    title: ['Mr', 'Sir', undefined],
    surname: ['Turing', over(accountRules, 'surname'), null],
    countryCode: ['GB', 'ZZ', undefined],
    emailAddress: ['alan.turing@example.co.uk', 'bad'],
    personalUrl: ['alan-turing', 'taken-url'],
    dateOfBirth: ['19900101', '20200101'],
    fundraiserCustomCode: [undefined, ['A'], ['1', '2', '3', '4', '5', '6']],
  };
  const accountBody = fc
    .record(
      Object.fromEntries(Object.entries(accountMenus).map(([field, values]) => [field, fc.constantFrom(...values)])),
    )
    .map((patch) => withAccount(patch));
  const pageBody = fc
    .record({
      pageTitle: fc.constantFrom('Swim', null, over(pageRules, 'pageTitle', 'p')),
      eventResourceId: fc.constantFrom(undefined, EVENT),
      teamPageIndicator: fc.constantFrom('Y', 'N', 'X'),
      charitySplits: fc.constantFrom([split(C1, 100)], [split(C1, 50), split('unknown', 50)], split(C2, 0)),
    })
    .map((patch) => withPage(PERSONAL, patch));
  const someFields = fc.option(fc.subarray(TOP_FIELDS), { nil: undefined });
  const options: fc.Arbitrary<ValidationOptions> = fc.record({
    today: fc.constant(TODAY),
    countries: fc.constantFrom(undefined, ['GB']),
    charities: fc.constantFrom(undefined, [C1, C2]),
    activities: fc.constantFrom(undefined, ['001']),
    events: fc.constantFrom(undefined, { [EVENT]: BASE_EVENT }, { [EVENT]: { maxCharities: 1 } }),
    personalUrlTaken: fc.constantFrom(undefined, (url: string) => url === 'taken-url'),
    maxIssues: fc.option(fc.integer({ min: 1, max: 6 }), { nil: undefined }),
    fields: someFields,
    messages: fc.constantFrom(undefined, { '002.01.06': 'At most {max}', '003.01.05': 'Title {length}' }),
  });

  it('property: each prepared validator gives exactly what the top-level one gives with the same options', () => {
    fc.assert(
      fc.property(accountBody, pageBody, options, (account, page, chosen) => {
        const prepared = createValidators(chosen);
        expect(prepared.validateAccount(account)).toStrictEqual(validateAccount(account, chosen));
        expect(prepared.validatePage(page)).toStrictEqual(validatePage(page, chosen));
      }),
    );
  });

  it('property: the prepared async validators too', async () => {
    await fc.assert(
      fc.asyncProperty(accountBody, pageBody, options, async (account, page, chosen) => {
        const asyncOptions: AsyncValidationOptions = {
          ...chosen,
          accountExists: async (email) => email.startsWith('alan.'),
        };
        const prepared = createValidators(asyncOptions);
        expect(await prepared.validateAccountAsync(account)).toStrictEqual(
          await validateAccountAsync(account, asyncOptions),
        );
        expect(await prepared.validatePageAsync(page)).toStrictEqual(await validatePageAsync(page, asyncOptions));
      }),
      { numRuns: 50 },
    );
  });

  it("property: a call's fields replace the options' fields", () => {
    fc.assert(
      fc.property(accountBody, pageBody, options, fc.subarray(TOP_FIELDS), (account, page, chosen, fields) => {
        const prepared = createValidators(chosen);
        expect(prepared.validateAccount(account, { fields })).toStrictEqual(
          validateAccount(account, { ...chosen, fields }),
        );
        expect(prepared.validatePage(page, { fields })).toStrictEqual(validatePage(page, { ...chosen, fields }));
        // A call without fields keeps the options' fields.
        expect(prepared.validateAccount(account, {})).toStrictEqual(validateAccount(account, chosen));
      }),
    );
  });

  it("a call's fields replace the options' fields (async)", async () => {
    const body = withAccount({ title: 'Sir', surname: null });
    const prepared = createValidators({ ...ACCOUNT_OPTIONS, fields: ['title'] });
    const result = await prepared.validateAccountAsync(body, { fields: ['surname'] });
    expect(result.issues.map((issue) => issue.code)).toEqual(['002.01.06']);
    expect((await prepared.validateAccountAsync(body)).issues.map((issue) => issue.code)).toEqual(['002.01.04']);
  });

  it('the schemas are those of 9.4 for the same options', () => {
    const prepared = createValidators({ ...ACCOUNT_OPTIONS, ...PAGE_OPTIONS, fields: ['surname', 'pageTitle'] });
    const same = { ...ACCOUNT_OPTIONS, ...PAGE_OPTIONS, fields: ['surname', 'pageTitle'] };
    for (const body of [ACCOUNT, withAccount({ surname: null, title: 'Sir' })])
      expect(now(prepared.accountSchema['~standard'].validate(body))).toStrictEqual(
        now(accountSchema(same)['~standard'].validate(body)),
      );
    for (const body of [PERSONAL, withPage(PERSONAL, { pageTitle: null, teamPageIndicator: 'X' })])
      expect(now(prepared.pageSchema['~standard'].validate(body))).toStrictEqual(
        now(pageSchema(same)['~standard'].validate(body)),
      );
    const failed = now(prepared.accountSchema['~standard'].validate(withAccount({ surname: null, title: 'Sir' })));
    expect(failed.issues?.map((issue) => issue.path)).toEqual([['surname']]);
  });

  it("an unknown key of a call is a TypeError; so is a call's field name that is no string, at that call", async () => {
    const prepared = createValidators(ACCOUNT_OPTIONS);
    const wrong = { fieldz: [] } as unknown as { fields?: string[] };
    expect(() => prepared.validateAccount(ACCOUNT, wrong)).toThrow(TypeError);
    expect(() => prepared.validatePage(PERSONAL, wrong)).toThrow(TypeError);
    await expect(async () => prepared.validateAccountAsync(ACCOUNT, wrong)).rejects.toThrow(TypeError);
    const notText = ['surname', 5] as unknown as string[];
    expect(() => prepared.validateAccount(ACCOUNT, { fields: notText })).toThrow(TypeError);
    await expect(async () => prepared.validatePageAsync(PERSONAL, { fields: notText })).rejects.toThrow(TypeError);
    // The validators still work after a wrong call.
    expect(prepared.validateAccount(ACCOUNT).valid).toBe(true);
  });
});

// ---------------------------------------------------------------------------
// 9.5 Cancellation

describe('9.5 signal', () => {
  it('an abort rejects the Promise with signal.reason at once, while a fact is pending (account)', async () => {
    const controller = new AbortController();
    const reason = new Error('cancelled');
    const promise = validateAccountAsync(ACCOUNT, {
      ...ACCOUNT_OPTIONS,
      accountExists: () => never<boolean>(),
      signal: controller.signal,
    });
    await tick();
    controller.abort(reason);
    await expect(within(promise)).rejects.toBe(reason);
  });

  it('an abort rejects the Promise with signal.reason at once, while an event lookup is pending (page)', async () => {
    const controller = new AbortController();
    const reason = { why: 'user left the page' };
    const promise = validatePageAsync(EVENT_PAGE, {
      ...PAGE_OPTIONS,
      events: () => never<EventInfo>(),
      signal: controller.signal,
    });
    await tick();
    controller.abort(reason);
    await expect(within(promise)).rejects.toBe(reason);
  });

  it('no further fact is asked once the signal is aborted', async () => {
    const controller = new AbortController();
    const reason = new Error('cancelled');
    let calls = 0;
    // Whichever fact is asked first aborts; the other must not be asked.
    const aborting = () => {
      calls++;
      controller.abort(reason);
      return never<boolean>();
    };
    const promise = validateAccountAsync(ACCOUNT, {
      ...ACCOUNT_OPTIONS,
      accountExists: aborting,
      personalUrlTaken: aborting,
      signal: controller.signal,
    });
    await expect(within(promise)).rejects.toBe(reason);
    expect(calls).toBe(1);
  });

  it('no fact is asked after an abort, when the pending facts settle later', async () => {
    const controller = new AbortController();
    const reason = new Error('cancelled');
    let calls = 0;
    let answer: (info: EventInfo) => void = () => undefined;
    const promise = validatePageAsync(EVENT_PAGE, {
      ...PAGE_OPTIONS,
      events: () => {
        calls++;
        return new Promise<EventInfo>((resolve) => {
          answer = resolve;
        });
      },
      teamUrlTaken: async () => {
        calls++;
        return false;
      },
      signal: controller.signal,
    });
    await tick();
    const before = calls;
    expect(before).toBeGreaterThan(0);
    controller.abort(reason);
    answer(BASE_EVENT);
    await expect(within(promise)).rejects.toBe(reason);
    await tick();
    expect(calls).toBe(before);
  });

  it('an abort while the facts answer at once still rejects with the reason', async () => {
    const controller = new AbortController();
    const reason = new Error('cancelled during the run');
    const promise = validateAccountAsync(ACCOUNT, {
      ...ACCOUNT_OPTIONS,
      accountExists: () => {
        controller.abort(reason);
        return false;
      },
      signal: controller.signal,
    });
    await expect(within(promise)).rejects.toBe(reason);
  });

  it('a signal aborted before the call: rejects with its reason, and no fact is asked', async () => {
    const reason = new Error('already cancelled');
    let calls = 0;
    const counted = () => {
      calls++;
      return false;
    };
    const lookUp = () => {
      calls++;
      return BASE_EVENT;
    };
    const options = { ...ACCOUNT_OPTIONS, accountExists: counted, personalUrlTaken: counted };
    await expect(validateAccountAsync(ACCOUNT, { ...options, signal: AbortSignal.abort(reason) })).rejects.toBe(reason);
    await expect(
      validatePageAsync(EVENT_PAGE, { ...PAGE_OPTIONS, events: lookUp, signal: AbortSignal.abort(reason) }),
    ).rejects.toBe(reason);
    expect(calls).toBe(0);
  });

  it('the prepared async validators take the signal of a call, or of the options', async () => {
    const reason = new Error('cancelled');
    const prepared = createValidators({ ...ACCOUNT_OPTIONS, accountExists: () => never<boolean>() });
    const controller = new AbortController();
    const promise = prepared.validateAccountAsync(ACCOUNT, { signal: controller.signal });
    await tick();
    controller.abort(reason);
    await expect(within(promise)).rejects.toBe(reason);
    const aborted = createValidators({ ...PAGE_OPTIONS, signal: AbortSignal.abort(reason) });
    await expect(aborted.validatePageAsync(PERSONAL)).rejects.toBe(reason);
  });

  it('a fact gets { signal } as an extra last argument exactly when a signal is given', async () => {
    const calls: Record<string, unknown[][]> = {};
    const record =
      (name: string, answer: unknown) =>
      (...args: unknown[]) => {
        calls[name] = [...(calls[name] ?? []), args];
        return answer as never;
      };
    const accountOptions = (): AsyncValidationOptions => ({
      ...ACCOUNT_OPTIONS,
      accountExists: record('accountExists', false),
      personalUrlTaken: record('personalUrlTaken', Promise.resolve(false)),
    });
    const pageOptions = (): AsyncValidationOptions => ({
      ...PAGE_OPTIONS,
      events: record('events', Promise.resolve(BASE_EVENT)),
      teamUrlTaken: record('teamUrlTaken', false),
    });
    const team = withPage(EVENT_PAGE, { teamPageIndicator: 'Y', teamName: 'Runners', teamUrl: 'runners' });

    await validateAccountAsync(ACCOUNT, accountOptions());
    await validatePageAsync(team, pageOptions());
    expect(calls).toEqual({
      accountExists: [['alan.turing@example.co.uk', '19900101']],
      personalUrlTaken: [['alan-turing']],
      events: [[EVENT]],
      teamUrlTaken: [['runners']],
    });

    for (const key of Object.keys(calls)) delete calls[key];
    const { signal } = new AbortController();
    await validateAccountAsync(ACCOUNT, { ...accountOptions(), signal });
    await validatePageAsync(team, { ...pageOptions(), signal });
    expect(calls).toEqual({
      accountExists: [['alan.turing@example.co.uk', '19900101', { signal }]],
      personalUrlTaken: [['alan-turing', { signal }]],
      events: [[EVENT, { signal }]],
      teamUrlTaken: [['runners', { signal }]],
    });
    expect((calls.accountExists?.[0]?.[2] as { signal: unknown } | undefined)?.signal).toBe(signal);

    // A prepared async validator's call signal.
    for (const key of Object.keys(calls)) delete calls[key];
    const callSignal = new AbortController().signal;
    await createValidators(accountOptions()).validateAccountAsync(ACCOUNT, { signal: callSignal });
    expect(calls.accountExists?.[0]).toHaveLength(3);
    expect((calls.accountExists?.[0]?.[2] as { signal: unknown } | undefined)?.signal).toBe(callSignal);
  });

  it('the sync validators accept and ignore a signal, aborted or not', () => {
    const seen: unknown[][] = [];
    const options: ValidationOptions = {
      ...ACCOUNT_OPTIONS,
      accountExists: (...args: unknown[]) => {
        seen.push(args);
        return false;
      },
    };
    const body = withAccount({ title: 'Sir' });
    const plain = validateAccount(body, options);
    const aborted = AbortSignal.abort(new Error('ignored'));
    expect(validateAccount(body, { ...options, signal: aborted })).toStrictEqual(plain);
    expect(validateAccount(body, { ...options, signal: new AbortController().signal })).toStrictEqual(plain);
    expect(seen.map((args) => args.length)).toEqual([2, 2, 2]);
    expect(validatePage(PERSONAL, { ...PAGE_OPTIONS, signal: aborted }).valid).toBe(true);
    const prepared = createValidators(options);
    expect(prepared.validateAccount(body, { signal: aborted })).toStrictEqual(plain);
  });
});
