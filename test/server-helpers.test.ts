/**
 * What a server takes from the package besides validation (the servers
 * issue): a validated body in canonical form (normaliseAccount,
 * normalisePage) and a result as the service's error response
 * (toServiceErrors; serviceErrorsXml in fundraising-rules/xml).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseAccountXml, serviceErrorsXml } from '../src/formats/xml.js';
import {
  normaliseAccount,
  normalisePage,
  toServiceErrors,
  type ValidationResult,
  validateAccount,
  validatePage,
} from '../src/index.js';
import { anyInput, baseOptions, mixedAccount, validAccount } from './arbitraries/account.js';
import { mixedPage, optionsFor, validPage } from './arbitraries/page.js';
import { VALID_ACCOUNT } from './support/payloads.js';

const accountOptions = baseOptions();
/** The issues of a result as the contract compares them: code, path, parameter, severity. */
const issuesOf = (result: ValidationResult) =>
  result.issues.map(({ code, path, parameter, severity }) => ({ code, path, parameter, severity }));

describe('normaliseAccount', () => {
  it('writes text as strings, custom codes as a list, and leaves blank optional fields and other keys out', () => {
    const body = {
      ...VALID_ACCOUNT,
      preferredTelephone: 2079460000,
      dateOfBirth: 19900101,
      postcode: '   ',
      fundraiserCustomCode: 'A1',
      charityResourceId: 'c1',
      extra: 'kept nowhere',
    };
    const normalised = normaliseAccount(body);
    expect(normalised.preferredTelephone).toBe('2079460000');
    expect(normalised.dateOfBirth).toBe('19900101');
    expect(normalised.fundraiserCustomCode).toEqual(['A1']);
    expect('postcode' in normalised).toBe(false);
    expect('extra' in normalised).toBe(false);
    expect(normalised.surname).toBe('Turing');
  });

  it('is idempotent, and a normalised valid body validates to the same issues', () => {
    fc.assert(
      fc.property(validAccount, (body) => {
        const normalised = normaliseAccount(body);
        expect(normaliseAccount(normalised)).toEqual(normalised);
        expect(issuesOf(validateAccount(normalised, accountOptions))).toEqual(
          issuesOf(validateAccount(body, accountOptions)),
        );
      }),
      { numRuns: 300 },
    );
  });

  it('gives a best-effort copy of any input, never throws and never changes it', () => {
    fc.assert(
      fc.property(fc.oneof(anyInput, mixedAccount), (input) => {
        const before = structuredClone(input);
        const normalised = normaliseAccount(input);
        expect(normaliseAccount(normalised)).toEqual(normalised);
        expect(input).toEqual(before);
      }),
      { numRuns: 500 },
    );
    const hostile = Object.defineProperty({ title: 'Mr' }, 'surname', {
      enumerable: true,
      get() {
        throw new Error('no');
      },
    });
    expect(normaliseAccount(hostile)).toEqual({ title: 'Mr' });
    expect(normaliseAccount(null)).toEqual({});
    expect(normaliseAccount({ fundraiserCustomCode: Object.assign([], { length: 2 ** 32 - 1, 7: 'A' }) })).toEqual({
      fundraiserCustomCode: ['A'],
    });
  });
});

describe('normalisePage', () => {
  it('writes splits as a list of objects, whole numbers as numbers, custom codes as lists', () => {
    const normalised = normalisePage({
      pageTitle: 'Swim',
      teamPageIndicator: 'N',
      charityContributionIndicator: 'Y',
      postEventFundraisingInterval: '03',
      fundraisingDate: 20270101,
      teamName: '',
      charitySplits: { charityResourceId: 'c1', charitySplitPercent: '100', customCodes: 'A' },
    });
    expect(normalised).toEqual({
      pageTitle: 'Swim',
      teamPageIndicator: 'N',
      charityContributionIndicator: 'Y',
      postEventFundraisingInterval: 3,
      fundraisingDate: '20270101',
      charitySplits: [{ charityResourceId: 'c1', charitySplitPercent: 100, customCodes: ['A'] }],
    });
  });

  it('is idempotent, and a normalised valid body validates to the same issues', () => {
    fc.assert(
      fc.property(validPage, (page) => {
        const options = optionsFor(page);
        const normalised = normalisePage(page.page);
        expect(normalisePage(normalised)).toEqual(normalised);
        expect(issuesOf(validatePage(normalised, options))).toEqual(issuesOf(validatePage(page.page, options)));
      }),
      { numRuns: 300 },
    );
  });

  it('gives a best-effort copy of any input and never throws', () => {
    fc.assert(
      fc.property(fc.oneof(anyInput, mixedPage), (input) => {
        const normalised = normalisePage(input);
        expect(normalisePage(normalised)).toEqual(normalised);
      }),
      { numRuns: 500 },
    );
  });
});

describe('toServiceErrors', () => {
  it('gives one { code, parameter, message } per error issue, in order, warnings left out', () => {
    const result = validatePage(
      {
        pageTitle: 'T'.repeat(46),
        teamPageIndicator: 'N',
        teamName: 'Ramblers',
        charityContributionIndicator: 'Y',
        postEventFundraisingInterval: 3,
        fundraisingDate: '20270101',
        activityCode: '001',
        charitySplits: [{ charityResourceId: 'c1', charitySplitPercent: 100 }],
      },
      { today: '20261122', activities: ['001'], charities: ['c1'] },
    );
    expect(result.issues.some((issue) => issue.severity === 'warning')).toBe(true);
    expect(toServiceErrors(result)).toEqual(
      result.issues
        .filter((issue) => issue.severity === 'error')
        .map(({ code, parameter, message }) => ({ code, parameter, message })),
    );
    expect(toServiceErrors(result)[0]).toEqual({
      code: '003.01.05',
      parameter: 'pageTitle',
      message: 'Page title may have at most 45 characters; it has 46.',
    });
  });

  it('gives engine codes as the package writes them, and nothing for a valid body', () => {
    const errors = toServiceErrors(
      validateAccount({ ...VALID_ACCOUNT, addressLine2: 'x'.repeat(101) }, accountOptions),
    );
    expect(errors).toEqual([
      {
        code: 'too-long',
        parameter: 'addressLine2',
        message: 'The second address line may have at most 100 characters; it has 101.',
      },
    ]);
    expect(toServiceErrors(validateAccount(VALID_ACCOUNT, accountOptions))).toEqual([]);
  });
});

describe('serviceErrorsXml', () => {
  it('writes <errors> of <error> elements, escaped, and reads back as the same texts', () => {
    const errors = [
      { code: '002.01.06', parameter: 'surname', message: 'a < b & "c" \'d\'' },
      { code: 'too-long', parameter: '', message: 'x' },
    ] as const;
    const xml = serviceErrorsXml(errors);
    expect(xml).toBe(
      '<errors><error><code>002.01.06</code><parameter>surname</parameter><message>a &lt; b &amp; &quot;c&quot; &apos;d&apos;</message></error>' +
        '<error><code>too-long</code><parameter></parameter><message>x</message></error></errors>',
    );
    expect(serviceErrorsXml([])).toBe('<errors></errors>');
  });

  it('replaces characters XML cannot hold, so that the document always parses', () => {
    const xml = serviceErrorsXml([{ code: 'too-long', parameter: 'p', message: 'bell \u0007, half \ud800 pair' }]);
    expect(xml).toContain('bell \ufffd, half \ufffd pair');
    // The package's own XML reader refuses a malformed document: a well-formed one gives a wrong-root refusal instead.
    expect(() => parseAccountXml(xml)).toThrow(/fundraiserAccount/);
  });
});

describe('the canonical bodies cover the tables', () => {
  it('keeps every field of each operation, and nothing else', async () => {
    const { accountFields, pageFields } = await import('../src/index.js');
    const everything = (fields: readonly string[]) =>
      Object.fromEntries(fields.map((field) => [field.replace('[]', ''), field.endsWith('[]') ? ['x'] : '7']));
    expect(Object.keys(normaliseAccount(everything(accountFields))).sort()).toEqual(
      accountFields.map((field) => field.replace('[]', '')).sort(),
    );
    const page = { ...everything(pageFields), charitySplits: [{ charityResourceId: 'c', charitySplitPercent: 7 }] };
    expect(Object.keys(normalisePage(page)).sort()).toEqual(pageFields.map((field) => field.replace('[]', '')).sort());
  });
});
