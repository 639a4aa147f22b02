/**
 * Every documented code of create account (`accountCodes`) and create page
 * (`pageCodes`) reached through the sandbox over loopback HTTP, in JSON and
 * in XML, each with the Parameter the service's error tables give it; the
 * cases are keyed by those lists, so a code added to them fails here until
 * it has a request. A row that reports a field longer than its limit gets
 * its request from the table: the field one character over the limit. Beside them: the bodies the readers refuse (the "no
 * details" codes), text no column can store, numbers JSON reads as
 * Infinity, and nothing written for any invalid request.
 */
import { afterAll, describe, expect, it } from 'vitest';
import {
  type AccountCode,
  accountCodes,
  accountRules,
  type PageCode,
  pageCodes,
  pageRules,
  type RuleTable,
} from '../src/index.js';
import type { RunningSandbox } from '../src/sandbox/index.js';
import {
  BASE_EVENT,
  CHARITIES,
  charity,
  EVENT,
  eventPageFor,
  freshAccount,
  PERSONAL_PAGE,
} from './support/payloads.js';
import { type Answer, account, beforeAllOrFail, call, DATABASES, KEY, page, sandboxOn } from './support/sandbox.js';
import { type BodyOperation, errorsOf, toXml, type WireError } from './support/sandbox-wire.js';
import { aboveOf, entriesLimitOf, limitOf } from './support/tables.js';

type Body = Record<string, unknown>;
type Format = 'json' | 'xml';

/** The events of the seed, one for each event rule. */
const event = (n: number) => `e0e0e0e0-0000-4000-8000-${String(n).padStart(12, '0')}`;
const EVENTS = {
  unpublished: event(1),
  expired: event(2),
  closed: event(3),
  fee: event(4),
  full: event(5),
  twoCharities: event(6),
  onlyFirstCharity: event(7),
  fixedSplits: event(8),
} as const;

/** The facts of test/support/payloads.ts, one event per event rule, and an existing account and taken URLs. */
const SEED = {
  today: '20261122',
  countries: ['GB', 'US', 'FR', 'IE'],
  activities: ['001', '002', '039'],
  charities: [...CHARITIES],
  events: {
    [EVENT]: { ...BASE_EVENT },
    [EVENTS.unpublished]: { status: 'unpublished' },
    [EVENTS.expired]: { status: 'expired' },
    [EVENTS.closed]: { status: 'closed' },
    [EVENTS.fee]: { status: 'published', feeRequired: true },
    [EVENTS.full]: { status: 'published', placesLeft: 0 },
    [EVENTS.twoCharities]: { status: 'published', maxCharities: 2 },
    [EVENTS.onlyFirstCharity]: { status: 'published', allowedCharities: [charity(1)] },
    [EVENTS.fixedSplits]: {
      status: 'published',
      charitySplits: [
        { charityResourceId: charity(1), charitySplitPercent: 60 },
        { charityResourceId: charity(2), charitySplitPercent: 40 },
      ],
    },
  },
  existingAccounts: [{ emailAddress: 'existing@example.co.uk', dateOfBirth: '19850315' }],
  takenPersonalUrls: ['existing-fundraiser', 'taken-url'],
  takenTeamUrls: ['taken-team'],
};

let unique = 0;
/** The shared personal page, changed as given. */
const personalPage = (changes: Body = {}): Body => ({ ...PERSONAL_PAGE, ...changes });
const without = (body: Body, ...fields: string[]): Body =>
  Object.fromEntries(Object.entries(body).filter(([name]) => !fields.includes(name)));
const splits = (...pairs: [number, number][]) =>
  pairs.map(([n, charitySplitPercent]) => ({ charityResourceId: charity(n), charitySplitPercent }));

/** A request that must be answered 400 with the code at the parameter. */
interface Case {
  readonly name: string;
  /** The body; a string is sent as it is in both formats' place (JSON text, or XML text). */
  readonly json: () => unknown;
  /** The XML text, where the JSON body has no XML form of its own. */
  readonly xml?: () => string;
  readonly parameter: string;
}

/** The limits the requests below need, read from the tables. */
const MAX = {
  accountCodes: entriesLimitOf(accountRules, 'fundraiserCustomCode'),
  splitCodes: entriesLimitOf(pageRules, 'charitySplits[].customCodes'),
  splits: entriesLimitOf(pageRules, 'charitySplits'),
  interval: aboveOf(pageRules, 'postEventFundraisingInterval'),
};
const codes = (count: number) => Array.from({ length: count }, (_, index) => `C${index}`);

/**
 * The requests the table gives for `code`: for each of its rows that reports
 * at a top-level field and fires when that field is longer than its limit
 * (its condition, or one of its `any`), the base body with the field one
 * character over.
 */
function lengthCases(table: RuleTable, code: string, base: (changes: Body) => Body): Case[] {
  return table.flatMap((rule) => {
    if (rule.code !== code || rule.at.includes('.') || rule.at.includes('[]')) return [];
    const ways = 'any' in rule.when ? rule.when.any : [rule.when];
    const long = ways.some((way) => 'test' in way && way.test === 'longerThan' && way.field === rule.at);
    if (!long) return [];
    const length = limitOf(table, rule.at) + 1;
    return [
      {
        name: `a ${length}-character ${rule.at}`,
        json: () => base({ [rule.at]: 'x'.repeat(length) }),
        parameter: rule.parameter,
      },
    ];
  });
}

/** One request or more per documented code of create account, beside those `lengthCases` gives. */
const ACCOUNT_CASES: Readonly<Partial<Record<AccountCode, readonly Case[]>>> = {
  '002.01.01': [
    {
      name: 'a JSON array',
      json: () => [],
      xml: () => '<fundraiserpage><title>Mr</title></fundraiserpage>',
      parameter: '',
    },
    { name: 'a JSON string', json: () => 'details', xml: () => '<fundraiserAccount><title>Mr</title>', parameter: '' },
  ],
  '002.01.02': [{ name: 'an object of no account field', json: () => ({ nickname: 'Al' }), parameter: '' }],
  '002.01.03': [
    { name: 'an unknown country', json: () => freshAccount({ countryCode: 'XX' }), parameter: 'countryCode' },
  ],
  '002.01.04': [{ name: 'title Sir', json: () => freshAccount({ title: 'Sir' }), parameter: 'title' }],
  '002.01.05': [
    { name: 'no personal URL', json: () => without(freshAccount(), 'personalUrl'), parameter: 'personalUrl' },
  ],
  '002.01.07': [{ name: 'no forename', json: () => without(freshAccount(), 'forename'), parameter: 'forename' }],
  '002.01.08': [
    {
      name: 'terms not accepted',
      json: () => freshAccount({ termsAndConditionsAccepted: 'N' }),
      parameter: 'termsAndConditionsAccepted',
    },
  ],
  '002.01.10': [
    {
      name: 'an email with one full stop',
      json: () => freshAccount({ emailAddress: 'a@b.com' }),
      parameter: 'emailAddress',
    },
  ],
  '002.01.11': [
    {
      name: 'no telephone',
      json: () => without(freshAccount(), 'preferredTelephone'),
      parameter: 'preferredTelephone',
    },
  ],
  '002.01.12': [
    {
      name: 'a telephone with dashes',
      json: () => freshAccount({ preferredTelephone: '020-7946' }),
      parameter: 'preferredTelephone',
    },
  ],
  '002.01.13': [
    { name: 'no date of birth', json: () => without(freshAccount(), 'dateOfBirth'), parameter: 'dateOfBirth' },
  ],
  '002.01.14': [{ name: 'month 13', json: () => freshAccount({ dateOfBirth: '19901301' }), parameter: 'dateOfBirth' }],
  '002.01.15': [
    { name: 'older than 100', json: () => freshAccount({ dateOfBirth: '19000101' }), parameter: 'dateOfBirth' },
    { name: 'younger than 13', json: () => freshAccount({ dateOfBirth: '20200101' }), parameter: 'dateOfBirth' },
  ],
  '002.01.16': [{ name: 'no UK postcode', json: () => without(freshAccount(), 'postcode'), parameter: 'postcode' }],
  '002.01.17': [
    { name: 'a malformed UK postcode', json: () => freshAccount({ postcode: 'ZZ1' }), parameter: 'postcode' },
  ],
  '002.01.19': [
    { name: 'no first address line', json: () => without(freshAccount(), 'addressLine1'), parameter: 'addressLine1' },
    { name: 'no town', json: () => without(freshAccount(), 'townCity'), parameter: 'townCity' },
  ],
  '002.01.20': [
    { name: 'a URL with a space', json: () => freshAccount({ personalUrl: 'alan turing' }), parameter: 'personalUrl' },
  ],
  '002.01.21': [
    {
      name: 'custom codes without a charity',
      json: () => freshAccount({ fundraiserCustomCode: ['RUN-1'] }),
      parameter: 'charityResourceId',
    },
  ],
  '002.01.22': [
    {
      name: 'a blank custom code',
      json: () => freshAccount({ fundraiserCustomCode: ['RUN-1', ''], charityResourceId: charity(1) }),
      parameter: 'customCodes',
    },
  ],
  '002.01.23': [
    {
      name: 'one custom code too many',
      json: () => freshAccount({ fundraiserCustomCode: codes(MAX.accountCodes + 1), charityResourceId: charity(1) }),
      parameter: 'customCodes',
    },
  ],
  '002.01.31': [
    {
      name: "the seed's existing email and date of birth",
      json: () => freshAccount({ emailAddress: 'existing@example.co.uk', dateOfBirth: '19850315' }),
      parameter: 'emailAddress',
    },
  ],
};

/** One request or more per documented code of create page, beside those `lengthCases` gives. */
const PAGE_CASES: Readonly<Partial<Record<PageCode, readonly Case[]>>> = {
  '003.01.01': [
    {
      name: 'a team page without a team name',
      json: () => personalPage({ teamPageIndicator: 'Y', teamUrl: `team-${++unique}` }),
      parameter: 'teamName',
    },
  ],
  '003.01.04': [
    { name: 'a JSON number', json: () => 42, xml: () => '<fundraiserAccount/>', parameter: 'URI' },
    { name: 'an object of no page field', json: () => ({ nickname: 'Al' }), parameter: 'URI' },
  ],
  '003.01.05': [{ name: 'no page title', json: () => without(personalPage(), 'pageTitle'), parameter: 'pageTitle' }],
  '003.01.06': [
    {
      name: 'a date on an event page',
      json: () => eventPageFor(EVENT, { fundraisingDate: '20270612' }),
      parameter: 'fundraisingDate',
    },
  ],
  '003.01.07': [
    { name: 'month 13', json: () => personalPage({ fundraisingDate: '20271301' }), parameter: 'fundraisingDate' },
  ],
  '003.01.08': [
    { name: 'a past date', json: () => personalPage({ fundraisingDate: '20200101' }), parameter: 'fundraisingDate' },
    { name: 'today', json: () => personalPage({ fundraisingDate: '20261122' }), parameter: 'fundraisingDate' },
  ],
  '003.01.09': [
    { name: 'team indicator X', json: () => personalPage({ teamPageIndicator: 'X' }), parameter: 'teamPageIndicator' },
  ],
  '003.01.11': [
    {
      name: 'a team URL with a space',
      json: () => personalPage({ teamPageIndicator: 'Y', teamName: 'The Team', teamUrl: 'the team' }),
      parameter: 'teamUrl',
    },
  ],
  '003.01.12': [{ name: 'no splits', json: () => personalPage({ charitySplits: [] }), parameter: 'charityResourceId' }],
  '003.01.13': [
    {
      name: 'one charity too many',
      json: () =>
        personalPage({
          charitySplits: Array.from({ length: MAX.splits + 1 }, (_, index) => ({
            charityResourceId: charity(index + 1),
            charitySplitPercent: index === 0 ? 100 - MAX.splits : 1,
          })),
        }),
      parameter: 'charityResourceId',
    },
  ],
  '003.01.14': [
    {
      name: 'a percentage without a charity',
      json: () => personalPage({ charitySplits: [...splits([1, 50]), { charitySplitPercent: 50 }] }),
      parameter: 'charityResourceId',
    },
  ],
  '003.01.15': [
    {
      name: 'splits summing to 90',
      json: () => personalPage({ charitySplits: splits([1, 60], [2, 30]) }),
      parameter: 'charitySplitPercent',
    },
  ],
  '003.01.16': [
    {
      name: 'one month over the most',
      json: () => personalPage({ postEventFundraisingInterval: MAX.interval + 1 }),
      parameter: 'postEventFundraisingInterval',
    },
  ],
  '003.01.17': [
    {
      name: 'contribution indicator X',
      json: () => personalPage({ charityContributionIndicator: 'X' }),
      parameter: 'charityContributionIndicator',
    },
  ],
  '003.01.18': [{ name: 'activity 999', json: () => personalPage({ activityCode: '999' }), parameter: 'activityCode' }],
  '003.01.19': [
    {
      name: 'activity 039 without a description',
      json: () => personalPage({ activityCode: '039' }),
      parameter: 'activityDescription',
    },
  ],
  '003.01.20': [
    {
      name: 'a charity the event does not allow',
      json: () => eventPageFor(EVENTS.onlyFirstCharity, { charitySplits: splits([2, 100]) }),
      parameter: 'charityResourceId',
    },
  ],
  '002.01.22': [
    {
      name: "a split's blank custom code",
      json: () => personalPage({ charitySplits: [{ ...splits([1, 100])[0], customCodes: ['A', ' '] }] }),
      parameter: 'customCodes',
    },
  ],
  '002.01.23': [
    {
      name: 'one custom code too many on a split',
      json: () => personalPage({ charitySplits: [{ ...splits([1, 100])[0], customCodes: codes(MAX.splitCodes + 1) }] }),
      parameter: 'customCodes',
    },
  ],
  '002.01.24': [
    { name: 'an unpublished event', json: () => eventPageFor(EVENTS.unpublished), parameter: 'eventResourceId' },
  ],
  '002.01.25': [{ name: 'an expired event', json: () => eventPageFor(EVENTS.expired), parameter: 'eventResourceId' }],
  '002.01.26': [
    {
      name: 'three charities where the event allows two',
      json: () => eventPageFor(EVENTS.twoCharities, { charitySplits: splits([1, 34], [2, 33], [3, 33]) }),
      parameter: 'charityResourceId',
    },
  ],
  '002.01.27': [{ name: 'an event with a fee', json: () => eventPageFor(EVENTS.fee), parameter: 'eventResourceId' }],
  '002.01.28': [{ name: 'a full event', json: () => eventPageFor(EVENTS.full), parameter: 'eventResourceId' }],
  '002.01.29': [{ name: 'a closed event', json: () => eventPageFor(EVENTS.closed), parameter: 'eventResourceId' }],
  '002.01.30': [
    {
      name: "splits other than the event's fixed ones",
      json: () => eventPageFor(EVENTS.fixedSplits, { charitySplits: splits([1, 50], [2, 50]) }),
      parameter: 'charitySplitPercent',
    },
    {
      name: 'a charity without a percentage on an event page',
      json: () => eventPageFor(EVENT, { charitySplits: [...splits([1, 100]), { charityResourceId: charity(2) }] }),
      parameter: 'charitySplitPercent',
    },
  ],
};

/** The text and Content-Type of a case's body in a format. */
function encoded(operation: BodyOperation, body: Case, format: Format): { text: string; type: string } {
  if (format === 'xml') return { text: body.xml?.() ?? toXml(operation, body.json() as Body), type: 'application/xml' };
  return { text: JSON.stringify(body.json()), type: 'application/json' };
}

/** The errors of an answer, which must be a well-formed error body in `format`. */
function errorsIn(answer: Answer, format: Format): WireError[] {
  const type = answer.headers.get('content-type') ?? '';
  expect(type.startsWith(format === 'json' ? 'application/json' : 'application/xml'), type).toBe(true);
  const errors = errorsOf(answer.text, type);
  expect(errors, answer.text).toBeDefined();
  return errors ?? [];
}

/** The number of emails in the outbox: every account and page written puts one there, in the same transaction. */
async function written(sandbox: RunningSandbox): Promise<number> {
  const outbox = await call(sandbox, '/__sandbox/outbox', { method: 'GET' });
  return (outbox.body.emails as unknown[]).length;
}

for (const kind of DATABASES)
  describe(kind, () => {
    let sandbox: RunningSandbox;
    let owner: { resourceId: string; accessToken: string };
    let before = 0;

    beforeAllOrFail(async () => {
      sandbox = await sandboxOn(kind, { seed: SEED });
      const created = await account(sandbox, JSON.stringify(freshAccount({ personalUrl: 'page-owner' })));
      expect(created.status, created.text).toBe(201);
      owner = created.body as typeof owner;
      before = await written(sandbox);
    }, 60_000);
    afterAll(() => sandbox?.close());

    /** Sends a body of an operation in a format: create page as the owner, with the owner's token. */
    const send = (operation: BodyOperation, text: string, type: string, headers: Record<string, string> = {}) =>
      operation === 'account'
        ? account(sandbox, text, { 'Content-Type': type, ...headers })
        : page(sandbox, owner.resourceId, owner.accessToken, text, { 'Content-Type': type, ...headers });

    const reached = { account: new Set<string>(), page: new Set<string>() };

    describe('every documented code, in JSON and XML', () => {
      const runs = (
        operation: BodyOperation,
        codes: readonly string[],
        cases: Readonly<Partial<Record<string, readonly Case[]>>>,
        table: RuleTable,
        base: (changes: Body) => Body,
      ) =>
        codes.flatMap((code) =>
          (['json', 'xml'] as const).map((format) => ({
            operation,
            code,
            format,
            cases: [...(cases[code] ?? []), ...lengthCases(table, code, base)],
          })),
        );
      it.each([
        ...runs('account', accountCodes, ACCOUNT_CASES, accountRules, freshAccount),
        ...runs('page', pageCodes, PAGE_CASES, pageRules, personalPage),
      ])('$operation $code ($format)', async ({ operation, code, format, cases }) => {
        expect(cases.length, `no request reaches ${code}`).toBeGreaterThan(0);
        for (const body of cases) {
          const { text, type } = encoded(operation, body, format);
          const answer = await send(operation, text, type);
          expect(answer.status, `${body.name}: ${answer.text}`).toBe(400);
          const errors = errorsIn(answer, format);
          const found = errors.find((error) => error.code === code);
          expect(found, `${body.name}: ${answer.text}`).toBeDefined();
          expect(found?.parameter, body.name).toBe(body.parameter);
          for (const error of errors) reached[operation].add(error.code);
        }
      });

      it('reached every documented code of both operations, and wrote nothing', async () => {
        expect(accountCodes.filter((code) => !reached.account.has(code))).toEqual([]);
        expect(pageCodes.filter((code) => !reached.page.has(code))).toEqual([]);
        expect(await written(sandbox)).toBe(before);
      });
    });

    describe('bodies the readers refuse: the "no details" code of the operation, nothing written', () => {
      const refused: [string, BodyOperation, string, string | Uint8Array, string][] = [
        ['unparsable JSON', 'account', 'application/json', '{"title": "Mr",', 'cannot be read'],
        ['an empty body', 'account', 'application/json', '', 'empty'],
        ['unparsable JSON', 'page', 'application/json', '{', 'cannot be read'],
        ['an empty XML body', 'account', 'application/xml', '', 'empty'],
        ['white space as XML', 'page', 'text/xml', '  \n ', 'empty'],
        ['malformed XML', 'account', 'application/xml', '<fundraiserAccount><title>Mr</fundraiserAccount>', 'XML'],
        [
          'the wrong root',
          'account',
          'application/xml',
          '<fundraiserpage><pageTitle>x</pageTitle></fundraiserpage>',
          'root',
        ],
        ['the wrong root', 'page', 'text/xml', '<authentication/>', 'root'],
        ['bytes that are not UTF-8', 'account', 'application/json', new Uint8Array([0x7b, 0xff, 0x7d]), 'UTF-8'],
        ['bytes that are not UTF-8', 'page', 'application/xml', new Uint8Array([0x3c, 0x61, 0xc3, 0x3e]), 'UTF-8'],
        [
          'a DOCTYPE with entities',
          'page',
          'application/xml',
          '<?xml version="1.0"?>\n<!DOCTYPE fundraiserpage [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;">]>\n<fundraiserpage><pageTitle>&lol2;</pageTitle></fundraiserpage>',
          'DOCTYPE',
        ],
        [
          'a character XML 1.0 forbids',
          'account',
          'application/xml',
          '<fundraiserAccount><title>M\u0001r</title></fundraiserAccount>',
          'XML',
        ],
      ];
      it.each(refused)('%s (%s)', async (_name, operation, type, body, why) => {
        const base = await written(sandbox);
        const path =
          operation === 'account'
            ? `/fundraisers/v1/newaccount?api_key=${KEY}`
            : `/fundraisers/v1/account/secure/${owner.resourceId}/newpage?api_key=${KEY}`;
        const response = await fetch(`${sandbox.url}${path}`, {
          method: 'POST',
          headers: { 'Content-Type': type, Authorization: `Bearer ${owner.accessToken}` },
          body,
        });
        const text = await response.text();
        expect(response.status, text).toBe(400);
        const errors = errorsOf(text, response.headers.get('content-type') ?? '') ?? [];
        expect(errors).toHaveLength(1);
        expect(errors[0]).toMatchObject(
          operation === 'account' ? { code: '002.01.01', parameter: '' } : { code: '003.01.04', parameter: 'URI' },
        );
        expect(errors[0]?.message).toContain(why);
        expect(await written(sandbox)).toBe(base);
      });

      it('a Content-Type no reader takes is 415 with the no-details code', async () => {
        const plain = await send('account', JSON.stringify(freshAccount()), 'text/plain');
        expect(plain.status).toBe(415);
        expect(errorsIn(plain, 'json').map((error) => error.code)).toEqual(['002.01.01']);
        const latin = await send('page', JSON.stringify(personalPage()), 'application/json; charset=iso-8859-1');
        expect(latin.status).toBe(415);
        expect(errorsIn(latin, 'json').map((error) => error.code)).toEqual(['003.01.04']);
      });
    });

    describe('text no column can store, and numbers JSON reads as Infinity', () => {
      const spoilers: [string, (text: string) => string][] = [
        ['U+0000 inside', (text) => `${text.slice(0, 1)}\u0000${text.slice(1)}`],
        ['a lone high surrogate at the end', (text) => `${text}\ud800`],
        ['a lone low surrogate first', (text) => `\udc00${text}`],
      ];
      const fields: [BodyOperation, string, (value: unknown) => Body][] = [
        ...['forename', 'surname', 'addressLine1', 'addressLine2', 'townCity', 'countyState'].map(
          (field): [BodyOperation, string, (value: unknown) => Body] => [
            'account',
            field,
            (value) => freshAccount({ [field]: value }),
          ],
        ),
        ['account', 'emailAddress', (value) => freshAccount({ emailAddress: value })],
        [
          'account',
          'customCodes',
          (value) => freshAccount({ fundraiserCustomCode: [value], charityResourceId: charity(1) }),
        ],
        ['page', 'pageTitle', (value) => personalPage({ pageTitle: value })],
        ['page', 'activityDescription', (value) => personalPage({ activityCode: '039', activityDescription: value })],
        ['page', 'eventResourceId', (value) => eventPageFor(String(value))],
        ['page', 'teamName', (value) => personalPage({ teamPageIndicator: 'Y', teamName: value, teamUrl: 'racers' })],
      ];
      const values: Record<string, string> = {
        emailAddress: 'ada.spoilt@example.co.uk',
        customCodes: 'RUN-1',
        eventResourceId: EVENT,
        activityDescription: 'Juggling',
      };
      it.each(
        fields.flatMap(([operation, field, body]) =>
          spoilers.map(([what, spoil]) => ({ operation, field, what, body: body(spoil(values[field] ?? 'Racers')) })),
        ),
      )(
        '$field ($operation): $what gives not-storable-text there, nothing written',
        async ({ operation, field, body }) => {
          const base = await written(sandbox);
          const answer = await send(operation, JSON.stringify(body), 'application/json');
          expect(answer.status, answer.text).toBe(400);
          expect(errorsIn(answer, 'json')).toContainEqual(
            expect.objectContaining({ code: 'not-storable-text', parameter: field }),
          );
          expect(await written(sandbox)).toBe(base);
        },
      );

      it.each([
        ['surname', 'account', () => freshAccount({ surname: '__inf__' })],
        ['preferredTelephone', 'account', () => freshAccount({ preferredTelephone: '__inf__' })],
        ['dateOfBirth', 'account', () => freshAccount({ dateOfBirth: '__inf__' })],
        ['postEventFundraisingInterval', 'page', () => personalPage({ postEventFundraisingInterval: '__inf__' })],
        ['fundraisingTarget', 'page', () => personalPage({ fundraisingTarget: '__inf__' })],
        [
          'charitySplitPercent',
          'page',
          () => personalPage({ charitySplits: [{ charityResourceId: charity(1), charitySplitPercent: '__inf__' }] }),
        ],
      ] as const)(
        '%s (%s) of 1e400, -1e400 and 123e999: wrong-type, 400, nothing written',
        async (field, operation, body) => {
          const base = await written(sandbox);
          for (const number of ['1e400', '-1e400', '123e999']) {
            const text = JSON.stringify(body()).replace('"__inf__"', number);
            const answer = await send(operation, text, 'application/json');
            expect(answer.status, answer.text).toBe(400);
            expect(errorsIn(answer, 'json')).toContainEqual(
              expect.objectContaining({ code: 'wrong-type', parameter: field }),
            );
          }
          expect(await written(sandbox)).toBe(base);
        },
      );
    });

    describe("the engine codes that need the sandbox's own facts", () => {
      it.each([
        ['personal-url-taken', 'account', () => freshAccount({ personalUrl: 'taken-url' }), 'personalUrl'],
        ['personal-url-taken', 'account', () => freshAccount({ personalUrl: 'existing-fundraiser' }), 'personalUrl'],
        [
          'team-url-taken',
          'page',
          () => personalPage({ teamPageIndicator: 'Y', teamName: 'Us', teamUrl: 'taken-team' }),
          'teamUrl',
        ],
        ['unknown-event', 'page', () => eventPageFor('no-such-event'), 'eventResourceId'],
        [
          'unknown-charity',
          'page',
          () => personalPage({ charitySplits: [{ charityResourceId: 'no-such-charity', charitySplitPercent: 100 }] }),
          'charityResourceId',
        ],
      ] as const)('%s (%s), in JSON and XML', async (code, operation, body, parameter) => {
        for (const format of ['json', 'xml'] as const) {
          const { text, type } = encoded(operation, { name: code, json: body, parameter }, format);
          const answer = await send(operation, text, type);
          expect(answer.status, answer.text).toBe(400);
          expect(errorsIn(answer, format)).toContainEqual(expect.objectContaining({ code, parameter }));
        }
      });
    });
  });
