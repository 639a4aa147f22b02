/**
 * What a server takes from the package besides validation (the servers
 * issue): a validated body in canonical form (normaliseAccount,
 * normalisePage) and a result as the service's error response
 * (toServiceErrors; serviceErrorsXml in fundraising-rules/xml).
 */

import fc from 'fast-check';
import { XMLParser } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { parseAccountXml, serviceErrorsXml } from '../src/formats/xml.js';
import {
  accountFields,
  accountRules,
  type Issue,
  normaliseAccount,
  normalisePage,
  pageFields,
  pageRules,
  toServiceErrors,
  type ValidationResult,
  validateAccount,
  validatePage,
} from '../src/index.js';
import { NOT_XML_CHARACTER } from '../src/runtime/patterns.js';
import { anyInput, baseOptions, mixedAccount, validAccount } from './arbitraries/account.js';
import { mixedPage, optionsFor, validPage } from './arbitraries/page.js';
import {
  hostileBody,
  hostileValue,
  INTEGER_LIKE_KEYS,
  keysReversed,
  MAX_LENGTH,
  markedList,
  revokedProxy,
  withThrowingGetters,
} from './hostile/values.js';
import { VALID_ACCOUNT } from './support/payloads.js';
import { limitOf } from './support/tables.js';

const accountOptions = baseOptions();
const accountFieldNames = accountFields.map((field) => field.replace('[]', ''));
const pageFieldNames = pageFields.map((field) => field.replace('[]', ''));
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

/** A value as the recipe the hostile arbitraries give. */
const made = (value: unknown) => () => value;

/** Every split of a normalised page, each checked to have a charity: text, not blank. */
const everySplitHasACharity = (page: unknown): boolean => {
  const splits = (page as { charitySplits?: unknown }).charitySplits;
  if (splits === undefined) return true;
  return (
    Array.isArray(splits) &&
    splits.length > 0 &&
    splits.every(
      (split: { charityResourceId?: unknown }) =>
        typeof split.charityResourceId === 'string' && split.charityResourceId.trim() !== '',
    )
  );
};

/** The splits without a charity that a valid page may hold (contract 10.5). */
const CHARITYLESS: readonly unknown[] = [
  {},
  { customCodes: ['RUN-1'] },
  { customCodes: 'RUN-1' },
  { charityResourceId: '   ' },
  { charityResourceId: null, customCodes: [] },
  { charitySplitPercent: '' },
  { charitySplitPercent: null, customCodes: ['A', 'B'] },
];

describe('normalisePage: splits without a charity (contract 10.5)', () => {
  const page = {
    pageTitle: 'Swim',
    fundraisingDate: '20270101',
    teamPageIndicator: 'N',
    activityCode: '001',
    charityContributionIndicator: 'N',
    postEventFundraisingInterval: 3,
  };
  const options = { today: '20261122', activities: ['001'], charities: ['c1', 'c2'] };

  it.each(CHARITYLESS)('a valid page holding %j beside its charities: that entry is left out', (charityless) => {
    const body = {
      ...page,
      charitySplits: [
        charityless,
        { charityResourceId: 'c1', charitySplitPercent: 60 },
        charityless,
        { charityResourceId: 'c2', charitySplitPercent: '40', customCodes: 'X' },
      ],
    };
    expect(validatePage(body, options).valid).toBe(true);
    expect(normalisePage(body).charitySplits).toEqual([
      { charityResourceId: 'c1', charitySplitPercent: 60 },
      { charityResourceId: 'c2', charitySplitPercent: 40, customCodes: ['X'] },
    ]);
  });

  it('an empty <charitysplits/> in XML is such a split', async () => {
    const { parsePageXml } = await import('../src/formats/xml.js');
    const body = parsePageXml(
      '<fundraiserpage><pageTitle>Swim</pageTitle><fundraisingDate>20270101</fundraisingDate>' +
        '<teamPageIndicator>N</teamPageIndicator><activityCode>001</activityCode>' +
        '<charityContributionIndicator>N</charityContributionIndicator>' +
        '<postEventFundraisingInterval>3</postEventFundraisingInterval><charitysplits/>' +
        '<charitysplits><charityResourceId>c1</charityResourceId><charitySplitPercent>100</charitySplitPercent></charitysplits>' +
        '<charitysplits><customCodes>A</customCodes></charitysplits></fundraiserpage>',
    );
    expect(validatePage(body, options).valid).toBe(true);
    expect(normalisePage(body).charitySplits).toEqual([{ charityResourceId: 'c1', charitySplitPercent: 100 }]);
  });

  it('a list of nothing but such splits is no list: charitySplits is left out', () => {
    expect(normalisePage({ charitySplits: [...CHARITYLESS] })).toEqual({});
    expect(normalisePage({ charitySplits: {} })).toEqual({});
  });

  it('a split entry without a charity, anywhere in the list, changes nothing', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          validPage.map((c) => c.page),
          mixedPage,
        ),
        fc.constantFrom(...CHARITYLESS),
        fc.nat(),
        (body, charityless, at) => {
          const splits = body.charitySplits;
          const list = Array.isArray(splits) ? [...splits] : splits === undefined ? [] : [splits];
          list.splice(at % (list.length + 1), 0, charityless);
          expect(normalisePage({ ...body, charitySplits: list })).toEqual(normalisePage(body));
        },
      ),
      { numRuns: 300 },
    );
  });

  it('never gives a split without a charity, whatever the input', () => {
    fc.assert(
      fc.property(fc.oneof(anyInput.map(made), mixedPage.map(made), hostileBody(['charitySplits'])), (make) => {
        expect(everySplitHasACharity(normalisePage(make()))).toBe(true);
      }),
      { numRuns: 1000 },
    );
  });
});

describe('the normalisers take any value (contract 10.5)', () => {
  const normalisers = [
    ['normaliseAccount', normaliseAccount],
    ['normalisePage', normalisePage],
  ] as const;

  it.each(normalisers)('%s: a revoked Proxy, as the body or anywhere in it, is read as nothing', (_name, normalise) => {
    expect(normalise(revokedProxy())).toEqual({});
    expect(normalise(revokedProxy(true))).toEqual({});
    expect(
      normalise({
        title: revokedProxy(),
        pageTitle: 'Swim',
        fundraiserCustomCode: revokedProxy(true),
        charitySplits: [revokedProxy(), { charityResourceId: 'c1', customCodes: revokedProxy(true) }],
      }),
    ).toEqual(
      normalise === normaliseAccount ? {} : { pageTitle: 'Swim', charitySplits: [{ charityResourceId: 'c1' }] },
    );
  });

  it.each(normalisers)('%s: a getter that throws leaves out its value only', (_name, normalise) => {
    const body = withThrowingGetters({ surname: 'Turing', pageTitle: 'Swim' }, ['title', 'teamName']);
    expect(normalise(body)).toEqual(normalise === normaliseAccount ? { surname: 'Turing' } : { pageTitle: 'Swim' });
    const codes = withThrowingGetters(['A', 'B', 'C'], ['1']);
    expect(normaliseAccount({ fundraiserCustomCode: codes }).fundraiserCustomCode).toEqual(['A', 'C']);
  });

  it.each(INTEGER_LIKE_KEYS)('a list holding the key %j has no more entries than its indices', (key) => {
    const codes: unknown[] = ['A', 'B'];
    (codes as unknown as Record<string, unknown>)[key] = 'EXTRA';
    expect(normaliseAccount({ fundraiserCustomCode: codes }).fundraiserCustomCode).toEqual(['A', 'B']);
    const splits: unknown[] = [{ charityResourceId: 'c1', charitySplitPercent: 100 }];
    (splits as unknown as Record<string, unknown>)[key] = { charityResourceId: 'extra', charitySplitPercent: 1 };
    expect(normalisePage({ charitySplits: splits }).charitySplits).toEqual([
      { charityResourceId: 'c1', charitySplitPercent: 100 },
    ]);
  });

  it('a Proxy listing its keys out of order gives its entries in the order of their indices', () => {
    expect(normaliseAccount({ fundraiserCustomCode: keysReversed(['A', 'B', 'C']) }).fundraiserCustomCode).toEqual([
      'A',
      'B',
      'C',
    ]);
  });

  it('a sparse list claiming 2^32 - 1 entries gives those it holds, in order', () => {
    const codes: unknown[] = [];
    codes[MAX_LENGTH - 1] = 'LAST';
    codes[3] = 'THREE';
    codes.length = MAX_LENGTH;
    expect(normaliseAccount({ fundraiserCustomCode: codes }).fundraiserCustomCode).toEqual(['THREE', 'LAST']);
  });

  it('a number that is not finite is absent, as the validators read it', () => {
    expect(
      normaliseAccount({ surname: Number.POSITIVE_INFINITY, forename: Number.NaN, fundraiserCustomCode: [-Infinity] }),
    ).toEqual({});
    expect(
      normalisePage({
        postEventFundraisingInterval: Number.POSITIVE_INFINITY,
        charitySplits: [{ charityResourceId: 'c1', charitySplitPercent: Number.NaN }],
      }),
    ).toEqual({ charitySplits: [{ charityResourceId: 'c1' }] });
  });

  it.each(normalisers)('%s never throws for any value, and gives its own output back unchanged', (_name, normalise) => {
    const fields = normalise === normaliseAccount ? accountFieldNames : pageFieldNames;
    fc.assert(
      fc.property(fc.oneof(hostileValue, hostileBody(fields)), (make) => {
        const normalised = normalise(make());
        expect(normalise(normalised)).toEqual(normalised);
        expect(Object.keys(normalised).every((key) => fields.includes(key))).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });

  it('lists hold only the entries that exist, in the order of their indices, each once', () => {
    fc.assert(
      fc.property(
        markedList((marker) => marker),
        ({ list, entries }) => {
          const codes = normaliseAccount({ fundraiserCustomCode: list }).fundraiserCustomCode;
          expect(codes ?? []).toEqual(entries);
        },
      ),
      { numRuns: 1000 },
    );
    fc.assert(
      fc.property(
        markedList((marker) => ({ charityResourceId: marker, charitySplitPercent: 1 })),
        markedList((marker) => marker),
        ({ list, entries }, codes) => {
          const splits = normalisePage({ charitySplits: list }).charitySplits;
          expect(splits ?? []).toEqual(entries);
          const withCodes = normalisePage({ charitySplits: { charityResourceId: 'c1', customCodes: codes.list } });
          expect(withCodes.charitySplits?.[0]?.customCodes ?? []).toEqual(codes.entries);
        },
      ),
      { numRuns: 1000 },
    );
  });
});

describe('toServiceErrors', () => {
  const title = limitOf(pageRules, 'pageTitle');
  /** A top-level field whose length only an engine row limits, and that row. */
  const engineRow = accountRules.find((rule) => rule.code === 'too-long' && !rule.at.includes('[]'));
  const engineField = engineRow?.at ?? '';
  const engineLimit = limitOf(accountRules, engineField);

  it('gives one { code, parameter, message } per error issue, in order, warnings left out', () => {
    const result = validatePage(
      {
        pageTitle: 'T'.repeat(title + 1),
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
      message: `Page title may have at most ${title} characters; it has ${title + 1}.`,
    });
  });

  it('gives engine codes as the package writes them, and nothing for a valid body', () => {
    const errors = toServiceErrors(
      validateAccount({ ...VALID_ACCOUNT, [engineField]: 'x'.repeat(engineLimit + 1) }, accountOptions),
    );
    expect(errors).toEqual([
      {
        code: 'too-long',
        parameter: engineRow?.parameter,
        message: engineRow?.message.replace('{max}', String(engineLimit)).replace('{length}', String(engineLimit + 1)),
      },
    ]);
    expect(toServiceErrors(validateAccount(VALID_ACCOUNT, accountOptions))).toEqual([]);
  });
});

describe('toServiceErrors: what an input threw stays out of the response', () => {
  /** A body whose getter throws `error` when the validator reads `field`. */
  const throwingBody = (field: string, error: unknown) =>
    Object.defineProperty({ ...VALID_ACCOUNT }, field, {
      enumerable: true,
      get: () => {
        throw error;
      },
    });

  it('gives unreadable-input with a fixed message, not the text of the error', () => {
    const result = validateAccount(throwingBody('surname', new Error('ECONNREFUSED 10.0.0.5:5432')), accountOptions);
    expect(result.issues[0]?.message).toContain('ECONNREFUSED'); // the caller's log may show it
    const errors = toServiceErrors(result);
    expect(errors).toEqual([
      { code: 'unreadable-input', parameter: '', message: 'The request body could not be read.' },
    ]);
    expect(JSON.stringify(errors)).not.toContain('ECONNREFUSED');
    expect(serviceErrorsXml(errors)).not.toContain('ECONNREFUSED');
  });

  it('whatever was thrown, none of its text reaches the errors', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1 }),
        fc.constantFrom('surname', 'emailAddress', 'fundraiserCustomCode'),
        fc.boolean(),
        (text, field, asError) => {
          const secret = `secret:${text}`;
          const result = validateAccount(throwingBody(field, asError ? new Error(secret) : secret), accountOptions);
          expect(JSON.stringify(toServiceErrors(result))).not.toContain('secret:');
        },
      ),
      { numRuns: 300 },
    );
  });

  it('keeps every other message as the result has it', () => {
    const issues: Issue[] = [
      {
        code: '002.01.06',
        documented: true,
        severity: 'error',
        parameter: 'surname',
        path: ['surname'],
        message: 'm1',
      },
      { code: 'too-long', documented: false, severity: 'error', parameter: 'townCity', path: [], message: 'm2' },
    ];
    expect(toServiceErrors({ issues })).toEqual([
      { code: '002.01.06', parameter: 'surname', message: 'm1' },
      { code: 'too-long', parameter: 'townCity', message: 'm2' },
    ]);
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

/** Reads an error response back, as any XML 1.0 parser would: line ends normalised, references decoded. */
const readBack = (xml: string) => {
  const parsed = new XMLParser({
    trimValues: false,
    parseTagValue: false,
    htmlEntities: true,
    isArray: (name) => name === 'error',
  }).parse(xml) as { errors: '' | { error: Record<string, unknown>[] } };
  if (parsed.errors === '') return [];
  return parsed.errors.error.map(({ code, parameter, message }) => ({
    code: String(code ?? ''),
    parameter: String(parameter ?? ''),
    message: String(message ?? ''),
  }));
};

/** One character XML 1.0 can hold (its Char production), the ones markup and line ends treat apart often. */
const xmlCharacter = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.constantFrom('\r', '\n', '\t', '\r\n', '&', '<', '>', '"', "'", ']]>', '&#13;', '&amp;', ' '),
  },
  { weight: 3, arbitrary: fc.integer({ min: 0x20, max: 0xd7ff }).map((code) => String.fromCharCode(code)) },
  { weight: 1, arbitrary: fc.integer({ min: 0xe000, max: 0xfffd }).map((code) => String.fromCharCode(code)) },
  { weight: 1, arbitrary: fc.integer({ min: 0x10000, max: 0x10ffff }).map((code) => String.fromCodePoint(code)) },
);
const xmlText = fc.string({ unit: xmlCharacter, maxLength: 40 });

describe('serviceErrorsXml: every XML 1.0 text reads back as it was (contract 10.5)', () => {
  it('writes a carriage return as &#13;, never raw', () => {
    const errors = [{ code: 'too-long', parameter: 'surname', message: 'one\rtwo\r\nthree\r' }];
    const xml = serviceErrorsXml(errors);
    expect(xml).toContain('<message>one&#13;two&#13;\nthree&#13;</message>');
    expect(xml).not.toContain('\r');
    expect(readBack(xml)).toEqual(errors);
  });

  it('any code, parameter and message of XML 1.0 characters reads back exactly, with fast-xml-parser', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ code: xmlText, parameter: xmlText, message: xmlText }), { maxLength: 4 }),
        (errors) => {
          const xml = serviceErrorsXml(errors);
          expect(xml).not.toContain('\r');
          expect(readBack(xml)).toEqual(errors);
        },
      ),
      { numRuns: 3000 },
    );
  });

  it('a character XML cannot hold reads back as U+FFFD, the rest as it was', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 40 }), (message) => {
        const [error] = readBack(serviceErrorsXml([{ code: 'c', parameter: 'p', message }]));
        expect(error?.message).toBe(message.replace(NOT_XML_CHARACTER, '\ufffd'));
      }),
      { numRuns: 2000 },
    );
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
