/**
 * The reference server (examples/server/) driven over real HTTP on
 * 127.0.0.1, with an in-memory PGlite database: every documented code of
 * both creation operations, over JSON and XML; concurrent writes of the
 * same personal URL, team URL and last event place; refused bodies (not
 * JSON or XML, a DOCTYPE, over 1 MiB); a database fault; and nothing
 * written for an invalid request.
 */
import { readFileSync } from 'node:fs';
import net from 'node:net';
import { PGlite } from '@electric-sql/pglite';
import { XMLParser } from 'fast-xml-parser';
import { accountCodes, pageCodes } from 'fundraising-rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../examples/server/database.mjs';
import { CHARITIES, EXISTING } from '../examples/server/seed.mjs';
import { startServer } from '../examples/server/server.mjs';
import { VALID_ACCOUNT } from './support/payloads.js';

type App = Awaited<ReturnType<typeof startServer>>;
type Op = 'account' | 'page';
type Format = 'json' | 'xml';
type Body = Record<string, unknown>;
interface ServiceError {
  code: string;
  parameter: string;
  message: string;
}
interface Answer {
  status: number;
  type: string;
  text: string;
  errors: ServiceError[];
  /** The success body, parsed (JSON object, or the XML root's fields). */
  result: Record<string, unknown>;
}

let app: App;
const logged: { message: string; error: unknown }[] = [];

beforeAll(async () => {
  app = await startServer({ port: 0, host: '127.0.0.1', log: (message, error) => logged.push({ message, error }) });
}, 60_000);

afterAll(async () => {
  await app?.close();
});

// ---------------------------------------------------------------------------
// Bodies

const YEAR = new Date().getFullYear();
const FUTURE = `${YEAR + 2}0615`;
let unique = 0;
/** A fresh suffix, so that valid bodies never collide with each other. */
const fresh = () => `${Date.now().toString(36)}-${++unique}`;

/** The shared valid account, with an email address and personal URL of its own. */
const account = (changes: Body = {}): Body => {
  const id = fresh();
  return { ...VALID_ACCOUNT, emailAddress: `alan.${id}@example.co.uk`, personalUrl: `alan-${id}`, ...changes };
};

const personalPage = (changes: Body = {}): Body => ({
  pageTitle: 'Alan swims the Thames',
  fundraisingDate: FUTURE,
  teamPageIndicator: 'N',
  activityCode: '004',
  charityContributionIndicator: 'N',
  postEventFundraisingInterval: 3,
  charitySplits: [{ charityResourceId: CHARITIES.animals, charitySplitPercent: 100 }],
  ...changes,
});

const eventPage = (eventResourceId: string, changes: Body = {}): Body => ({
  pageTitle: 'Alan runs',
  eventResourceId,
  teamPageIndicator: 'N',
  charityContributionIndicator: 'N',
  postEventFundraisingInterval: 3,
  charitySplits: [{ charityResourceId: CHARITIES.animals, charitySplitPercent: 100 }],
  ...changes,
});

const without = (body: Body, ...fields: string[]): Body =>
  Object.fromEntries(Object.entries(body).filter(([name]) => !fields.includes(name)));

const splits = (...pairs: [string, number][]) =>
  pairs.map(([charityResourceId, charitySplitPercent]) => ({ charityResourceId, charitySplitPercent }));

// ---------------------------------------------------------------------------
// XML both ways

const escapeText = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

function element(name: string, value: unknown): string {
  if (Array.isArray(value)) return value.map((entry) => element(name, entry)).join('');
  if (typeof value === 'object' && value !== null)
    return `<${name}>${Object.entries(value)
      .map(([inner, innerValue]) => element(inner, innerValue))
      .join('')}</${name}>`;
  return `<${name}>${escapeText(String(value))}</${name}>`;
}

/** A body as the service's XML: roots fundraiserAccount / fundraiserpage, splits as repeating charitysplits. */
function toXml(op: Op, body: Body): string {
  const root = op === 'account' ? 'fundraiserAccount' : 'fundraiserpage';
  const fields = Object.entries(body)
    .map(([name, value]) => element(name === 'charitySplits' ? 'charitysplits' : name, value))
    .join('');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<${root}>${fields}</${root}>`;
}

const xmlReader = new XMLParser({ parseTagValue: false, isArray: (name) => name === 'error' });

// ---------------------------------------------------------------------------
// HTTP

const pagePath = (accountId: string) => `/fundraisers/v1/account/secure/${accountId}/newpage`;
const pathOf = (op: Op, accountId: string = EXISTING.resourceId) =>
  op === 'account' ? '/fundraisers/v1/newaccount' : pagePath(accountId);

async function answerOf(response: Response): Promise<Answer> {
  const type = response.headers.get('content-type') ?? '';
  const text = await response.text();
  let errors: ServiceError[] = [];
  let result: Record<string, unknown> = {};
  if (type.startsWith('application/json')) {
    const parsed = JSON.parse(text);
    errors = parsed.errors ?? [];
    result = parsed;
  } else if (type.startsWith('application/xml')) {
    const parsed = xmlReader.parse(text);
    errors = (parsed.errors?.error ?? []).map((error: ServiceError) => ({
      ...error,
      parameter: error.parameter ?? '',
    }));
    result = parsed.fundraiser ?? parsed.page ?? {};
  }
  return { status: response.status, type, text, errors, result };
}

/** Sends raw text (or bytes) with a content type. */
async function post(
  path: string,
  body: string | Uint8Array,
  contentType: string,
  headers: Record<string, string> = {},
) {
  const response = await fetch(new URL(path, app.url), {
    method: 'POST',
    headers: { 'content-type': contentType, ...headers },
    body,
  });
  return answerOf(response);
}

/** Sends a body as JSON or as the service's XML; the response comes in the same format. */
function send(op: Op, body: unknown, format: Format = 'json', accountId?: string) {
  return format === 'json'
    ? post(pathOf(op, accountId), JSON.stringify(body), 'application/json')
    : post(pathOf(op, accountId), toXml(op, body as Body), 'application/xml');
}

const codesOf = (answer: Answer) => answer.errors.map((error) => error.code);

async function counts() {
  const { rows } = await app.db.query<{ accounts: number; pages: number; splits: number; tokens: number }>(
    `select (select count(*) from accounts)::int as accounts, (select count(*) from pages)::int as pages,
            (select count(*) from page_splits)::int as splits, (select count(*) from access_tokens)::int as tokens`,
  );
  return rows[0];
}

/** Lets `n` requests through `beforeWrite` only once all `n` have validated. */
function barrier(n: number) {
  let arrived = 0;
  let open: () => void = () => {};
  const gate = new Promise<void>((resolve) => {
    open = resolve;
  });
  return {
    get arrived() {
      return arrived;
    },
    wait: async () => {
      arrived += 1;
      if (arrived >= n) open();
      await gate;
    },
  };
}

// ---------------------------------------------------------------------------
// Every documented code

interface Case {
  name: string;
  op: Op;
  body: () => unknown;
  code: string;
  parameter?: string;
  /** Not expressible as the service's XML (a JSON value that is not an object). */
  jsonOnly?: boolean;
}

const TOO_LONG_EMAIL = `${'a'.repeat(250)}@example.co.uk`;
const SIX_SPLITS = splits(
  [CHARITIES.animals, 20],
  [CHARITIES.hospice, 20],
  [CHARITIES.seas, 20],
  [CHARITIES.reading, 20],
  [CHARITIES.mountains, 10],
  [CHARITIES.kitchens, 10],
);

const CASES: Case[] = [
  // Create account
  { name: 'a JSON array', op: 'account', body: () => [], code: '002.01.01', jsonOnly: true },
  { name: 'a JSON string', op: 'account', body: () => 'details', code: '002.01.01', jsonOnly: true },
  { name: 'an empty object', op: 'account', body: () => ({}), code: '002.01.02', parameter: '' },
  { name: 'an unknown country', op: 'account', body: () => account({ countryCode: 'XX' }), code: '002.01.03' },
  { name: 'title Sir', op: 'account', body: () => account({ title: 'Sir' }), code: '002.01.04', parameter: 'title' },
  { name: 'no personal URL', op: 'account', body: () => without(account(), 'personalUrl'), code: '002.01.05' },
  {
    name: 'a 51-character surname',
    op: 'account',
    body: () => account({ surname: 'S'.repeat(51) }),
    code: '002.01.06',
  },
  { name: 'no forename', op: 'account', body: () => without(account(), 'forename'), code: '002.01.07' },
  {
    name: 'terms not accepted',
    op: 'account',
    body: () => account({ termsAndConditionsAccepted: 'N' }),
    code: '002.01.08',
  },
  {
    name: 'a 264-character email',
    op: 'account',
    body: () => account({ emailAddress: TOO_LONG_EMAIL }),
    code: '002.01.09',
  },
  {
    name: 'an email with one full stop',
    op: 'account',
    body: () => account({ emailAddress: 'a@b.com' }),
    code: '002.01.10',
  },
  { name: 'no telephone', op: 'account', body: () => without(account(), 'preferredTelephone'), code: '002.01.11' },
  {
    name: 'a telephone with dashes',
    op: 'account',
    body: () => account({ preferredTelephone: '020-7946' }),
    code: '002.01.12',
  },
  { name: 'no date of birth', op: 'account', body: () => without(account(), 'dateOfBirth'), code: '002.01.13' },
  { name: 'month 13', op: 'account', body: () => account({ dateOfBirth: '19901301' }), code: '002.01.14' },
  { name: 'older than 100', op: 'account', body: () => account({ dateOfBirth: '19000101' }), code: '002.01.15' },
  {
    name: 'younger than 13',
    op: 'account',
    body: () => account({ dateOfBirth: `${YEAR - 5}0101` }),
    code: '002.01.15',
    parameter: 'dateOfBirth',
  },
  {
    name: 'a 10-character postcode',
    op: 'account',
    body: () => account({ postcode: 'SW1A 1AAAA' }),
    code: '002.01.16',
  },
  { name: 'no UK postcode', op: 'account', body: () => without(account(), 'postcode'), code: '002.01.16' },
  { name: 'a malformed UK postcode', op: 'account', body: () => account({ postcode: 'ZZ1' }), code: '002.01.17' },
  { name: 'no first address line', op: 'account', body: () => without(account(), 'addressLine1'), code: '002.01.19' },
  {
    name: 'no town',
    op: 'account',
    body: () => without(account(), 'townCity'),
    code: '002.01.19',
    parameter: 'townCity',
  },
  { name: 'a URL with a space', op: 'account', body: () => account({ personalUrl: 'alan turing' }), code: '002.01.20' },
  {
    name: 'custom codes without a charity',
    op: 'account',
    body: () => account({ fundraiserCustomCode: ['RUN-1'] }),
    code: '002.01.21',
    parameter: 'charityResourceId',
  },
  {
    name: 'a blank custom code',
    op: 'account',
    body: () => account({ fundraiserCustomCode: ['RUN-1', ''], charityResourceId: CHARITIES.animals }),
    code: '002.01.22',
    parameter: 'customCodes',
  },
  {
    name: 'six custom codes',
    op: 'account',
    body: () => account({ fundraiserCustomCode: ['A', 'B', 'C', 'D', 'E', 'F'], charityResourceId: CHARITIES.animals }),
    code: '002.01.23',
    parameter: 'customCodes',
  },
  {
    name: 'an existing email and date of birth',
    op: 'account',
    body: () => account({ emailAddress: EXISTING.emailAddress, dateOfBirth: EXISTING.dateOfBirth }),
    code: '002.01.31',
    parameter: 'emailAddress',
  },
  {
    name: 'a taken personal URL',
    op: 'account',
    body: () => account({ personalUrl: EXISTING.personalUrl }),
    code: 'personal-url-taken',
  },
  // Create page
  {
    name: 'a team page without a team name',
    op: 'page',
    body: () => personalPage({ teamPageIndicator: 'Y', teamUrl: `team-${fresh()}` }),
    code: '003.01.01',
    parameter: 'teamName',
  },
  {
    name: 'a 61-character team name (003.01.02)',
    op: 'page',
    body: () => personalPage({ teamPageIndicator: 'Y', teamName: 'T'.repeat(61), teamUrl: `team-${fresh()}` }),
    code: '003.01.02',
  },
  {
    name: 'a 61-character team name (003.01.10)',
    op: 'page',
    body: () => personalPage({ teamPageIndicator: 'Y', teamName: 'T'.repeat(61), teamUrl: `team-${fresh()}` }),
    code: '003.01.10',
  },
  {
    name: 'a 101-character team URL (003.01.03)',
    op: 'page',
    body: () => personalPage({ teamPageIndicator: 'Y', teamName: 'The Team', teamUrl: 'u'.repeat(101) }),
    code: '003.01.03',
  },
  { name: 'a JSON number', op: 'page', body: () => 42, code: '003.01.04', parameter: 'URI', jsonOnly: true },
  { name: 'an empty page', op: 'page', body: () => ({}), code: '003.01.04', parameter: 'URI' },
  { name: 'no page title', op: 'page', body: () => without(personalPage(), 'pageTitle'), code: '003.01.05' },
  {
    name: 'a 46-character title',
    op: 'page',
    body: () => personalPage({ pageTitle: 'P'.repeat(46) }),
    code: '003.01.05',
  },
  {
    name: 'a date on an event page',
    op: 'page',
    body: () => eventPage('evt-open-10k', { fundraisingDate: FUTURE }),
    code: '003.01.06',
  },
  {
    name: 'month 13 on a page',
    op: 'page',
    body: () => personalPage({ fundraisingDate: '20271301' }),
    code: '003.01.07',
  },
  { name: 'a past date', op: 'page', body: () => personalPage({ fundraisingDate: '20200101' }), code: '003.01.08' },
  { name: 'team indicator X', op: 'page', body: () => personalPage({ teamPageIndicator: 'X' }), code: '003.01.09' },
  {
    name: 'a team URL with a space',
    op: 'page',
    body: () => personalPage({ teamPageIndicator: 'Y', teamName: 'The Team', teamUrl: 'the team' }),
    code: '003.01.11',
  },
  { name: 'no splits', op: 'page', body: () => personalPage({ charitySplits: [] }), code: '003.01.12' },
  { name: 'six charities', op: 'page', body: () => personalPage({ charitySplits: SIX_SPLITS }), code: '003.01.13' },
  {
    name: 'a percentage without a charity',
    op: 'page',
    body: () =>
      personalPage({
        charitySplits: [{ charityResourceId: CHARITIES.animals, charitySplitPercent: 50 }, { charitySplitPercent: 50 }],
      }),
    code: '003.01.14',
  },
  {
    name: 'splits summing to 90',
    op: 'page',
    body: () => personalPage({ charitySplits: splits([CHARITIES.animals, 60], [CHARITIES.hospice, 30]) }),
    code: '003.01.15',
    parameter: 'charitySplitPercent',
  },
  {
    name: '37 months after',
    op: 'page',
    body: () => personalPage({ postEventFundraisingInterval: 37 }),
    code: '003.01.16',
  },
  {
    name: 'contribution indicator X',
    op: 'page',
    body: () => personalPage({ charityContributionIndicator: 'X' }),
    code: '003.01.17',
  },
  { name: 'activity 999', op: 'page', body: () => personalPage({ activityCode: '999' }), code: '003.01.18' },
  {
    name: 'activity 039 undescribed',
    op: 'page',
    body: () => personalPage({ activityCode: '039' }),
    code: '003.01.19',
  },
  {
    name: 'a charity the event does not allow',
    op: 'page',
    body: () => eventPage('evt-city-marathon', { charitySplits: splits([CHARITIES.reading, 100]) }),
    code: '003.01.20',
  },
  {
    name: "a split's blank custom code",
    op: 'page',
    body: () =>
      personalPage({
        charitySplits: [{ charityResourceId: CHARITIES.animals, charitySplitPercent: 100, customCodes: ['A', ''] }],
      }),
    code: '002.01.22',
  },
  {
    name: "a split's six custom codes",
    op: 'page',
    body: () =>
      personalPage({
        charitySplits: [
          {
            charityResourceId: CHARITIES.animals,
            charitySplitPercent: 100,
            customCodes: ['A', 'B', 'C', 'D', 'E', 'F'],
          },
        ],
      }),
    code: '002.01.23',
  },
  { name: 'an unpublished event', op: 'page', body: () => eventPage('evt-unpublished'), code: '002.01.24' },
  { name: 'an expired event', op: 'page', body: () => eventPage('evt-expired'), code: '002.01.25' },
  {
    name: 'three charities where the event allows two',
    op: 'page',
    body: () =>
      eventPage('evt-city-marathon', {
        charitySplits: splits([CHARITIES.animals, 34], [CHARITIES.hospice, 33], [CHARITIES.seas, 33]),
      }),
    code: '002.01.26',
  },
  { name: 'an event with a fee', op: 'page', body: () => eventPage('evt-fee'), code: '002.01.27' },
  { name: 'a full event', op: 'page', body: () => eventPage('evt-full'), code: '002.01.28' },
  { name: 'a closed event', op: 'page', body: () => eventPage('evt-closed'), code: '002.01.29' },
  {
    name: "splits other than the event's fixed ones",
    op: 'page',
    body: () =>
      eventPage('evt-fixed-split', { charitySplits: splits([CHARITIES.animals, 50], [CHARITIES.hospice, 50]) }),
    code: '002.01.30',
  },
  {
    name: 'a taken team URL',
    op: 'page',
    body: () => eventPage('evt-open-10k', { teamPageIndicator: 'Y', teamName: 'Us', teamUrl: EXISTING.teamUrl }),
    code: 'team-url-taken',
  },
  { name: 'an unknown event', op: 'page', body: () => eventPage('evt-nowhere'), code: 'unknown-event' },
];

const reached = { account: new Set<string>(), page: new Set<string>() };

describe('every documented code, through the server', () => {
  let before: Awaited<ReturnType<typeof counts>>;
  beforeAll(async () => {
    before = await counts();
  });

  const runs = CASES.flatMap((c) =>
    (c.jsonOnly ? ['json'] : ['json', 'xml']).map((format) => ({ ...c, format: format as Format })),
  );
  it.each(runs)('$op: $name ($format) gives $code', async ({ op, body, code, parameter, format }) => {
    const answer = await send(op, body(), format);
    expect(answer.status, answer.text).toBe(400);
    expect(answer.type).toMatch(format === 'json' ? /^application\/json/ : /^application\/xml/);
    const error = answer.errors.find((candidate) => candidate.code === code);
    expect(error, answer.text).toBeDefined();
    if (parameter !== undefined) expect(error?.parameter).toBe(parameter);
    expect(error?.message.length).toBeGreaterThan(0);
    for (const found of codesOf(answer)) reached[op].add(found);
  });

  it('reached every documented code of both operations', () => {
    expect([...accountCodes].filter((code) => !reached.account.has(code))).toEqual([]);
    expect([...pageCodes].filter((code) => !reached.page.has(code))).toEqual([]);
  });

  it('wrote nothing for any of those invalid requests', async () => {
    expect(await counts()).toEqual(before);
  });
});

// ---------------------------------------------------------------------------
// Bodies that are no request at all

describe('bodies the readers refuse', () => {
  const refused: [string, Op, string, string | Uint8Array, RegExp][] = [
    ['unparsable JSON', 'account', 'application/json', '{"title": "Mr",', /not JSON/],
    ['an empty JSON body', 'account', 'application/json', '', /empty/],
    ['unparsable JSON', 'page', 'application/json', '{', /not JSON/],
    ['an empty XML body', 'account', 'application/xml', '', /empty/],
    ['white space as XML', 'page', 'text/xml', '  \n ', /empty/],
    ['malformed XML', 'account', 'application/xml', '<fundraiserAccount><title>Mr</fundraiserAccount>', /malformed/],
    [
      'the wrong root',
      'account',
      'application/xml',
      '<fundraiserpage><pageTitle>x</pageTitle></fundraiserpage>',
      /root/,
    ],
    ['the wrong root', 'page', 'text/xml', '<fundraiserAccount/>', /root/],
    ['bytes that are not UTF-8', 'account', 'application/json', new Uint8Array([0x7b, 0xff, 0x7d]), /UTF-8/],
    ['bytes that are not UTF-8', 'page', 'application/xml', new Uint8Array([0x3c, 0x61, 0xc3, 0x3e]), /UTF-8/],
  ];
  it.each(refused)('%s (%s) is "no details"', async (_name, op, type, body, why) => {
    const before = await counts();
    const answer = await post(pathOf(op), body, type);
    expect(answer.status, answer.text).toBe(400);
    expect(answer.errors).toHaveLength(1);
    expect(answer.errors[0]).toMatchObject(
      op === 'account' ? { code: '002.01.01', parameter: '' } : { code: '003.01.04', parameter: 'URI' },
    );
    expect(answer.errors[0]?.message).toMatch(why);
    expect(await counts()).toEqual(before);
  });

  it.each(['account', 'page'] as const)('a DOCTYPE is refused before parsing (%s)', async (op) => {
    const before = await counts();
    const root = op === 'account' ? 'fundraiserAccount' : 'fundraiserpage';
    const body = `<?xml version="1.0"?>\n<!DOCTYPE ${root} [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;">]>\n<${root}><pageTitle>&lol2;</pageTitle></${root}>`;
    const answer = await post(pathOf(op), body, 'application/xml');
    expect(answer.status).toBe(400);
    expect(answer.type).toMatch(/^application\/xml/);
    expect(codesOf(answer)).toEqual([op === 'account' ? '002.01.01' : '003.01.04']);
    expect(answer.errors[0]?.message).toMatch(/DOCTYPE/);
    expect(await counts()).toEqual(before);
  });

  it('an unknown fundraiser in the URI is 003.01.04 (URI)', async () => {
    for (const id of ['no-such-account', 'x'.repeat(37), '%E0%A4%A']) {
      const answer = await send('page', personalPage(), 'json', id);
      expect(answer.status).toBe(400);
      expect(answer.errors).toEqual([{ code: '003.01.04', parameter: 'URI', message: expect.any(String) }]);
    }
    const empty = await post(
      '/fundraisers/v1/account/secure//newpage',
      JSON.stringify(personalPage()),
      'application/json',
    );
    expect(codesOf(empty)).toEqual(['003.01.04']);
  });

  it('a Content-Type no reader takes is 415, with the no-details code', async () => {
    const answer = await post(pathOf('account'), JSON.stringify(account()), 'text/plain');
    expect(answer.status).toBe(415);
    expect(codesOf(answer)).toEqual(['002.01.01']);
    const latin = await post(pathOf('page'), JSON.stringify(personalPage()), 'application/json; charset=iso-8859-1');
    expect(latin.status).toBe(415);
    expect(codesOf(latin)).toEqual(['003.01.04']);
  });

  it('unknown routes are 404 and other methods 405', async () => {
    const missing = await answerOf(await fetch(new URL('/fundraisers/v1/nothing', app.url), { method: 'POST' }));
    expect(missing.status).toBe(404);
    expect(codesOf(missing)).toEqual(['not-found']);
    const timings = await fetch(new URL('/__timings', app.url));
    expect(timings.status).toBe(404); // only with the timings option
    const get = await fetch(new URL(pathOf('account'), app.url));
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe('POST');
    const put = await fetch(new URL(pathOf('page'), app.url), {
      method: 'PUT',
      headers: { accept: 'application/xml' },
    });
    expect(put.status).toBe(405);
    expect((await answerOf(put)).errors[0]?.code).toBe('method-not-allowed');
  });
});

// ---------------------------------------------------------------------------
// Request targets and headers, as raw bytes over a socket

/**
 * Writes `request` as it is on a connection of its own, ends it, and reads
 * every response until the server closes (within 10 s): the status of each
 * response, and the text of all of them.
 */
function exchange(request: string | Buffer): Promise<{ statuses: number[]; text: string }> {
  return new Promise((resolve) => {
    const { port } = new URL(app.url);
    const socket = net.connect(Number(port), '127.0.0.1');
    const chunks: Buffer[] = [];
    const done = () => {
      clearTimeout(timer);
      const text = Buffer.concat(chunks).toString('latin1');
      const statuses = [...text.matchAll(/HTTP\/1\.1 (\d{3}) /g)].map((match) => Number(match[1]));
      resolve({ statuses, text });
    };
    const timer = setTimeout(() => socket.destroy(), 10_000);
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('close', done);
    socket.on('error', () => {});
    socket.end(request);
  });
}

/** A POST of a JSON body to `target`, with `headers` (lines) added, as raw bytes. */
const rawPost = (target: string, body = '{}', headers: string[] = ['Content-Type: application/json']) =>
  [
    `POST ${target} HTTP/1.1`,
    'Host: 127.0.0.1',
    ...headers,
    `Content-Length: ${Buffer.byteLength(body)}`,
    'Connection: close',
    '',
    body,
  ].join('\r\n');

describe('request targets the URL parser refuses', () => {
  it.each([
    ['//[', 404],
    ['//a:b@', 404],
    ['//[::1', 404],
    ['///', 404],
    ['//fundraisers/v1/newaccount', 404],
    ['/fundraisers/v1/newaccount/../newaccount', 404],
    ['/%', 404],
    ['/fundraisers/v1/account/secure/%/newpage', 400],
    ['/fundraisers/v1/account/secure/%ED%A0%80/newpage', 400],
    ['/fundraisers/v1/newaccount?api_key=%00&redirect_uri=//[', 400],
    ['/fundraisers/v1/newaccount#//[', 400],
    ['http://[', 400],
    ['http://a:b@', 400],
    ['https://127.0.0.1/fundraisers/v1/newaccount', 400],
    ['*', 400],
  ])('%s is answered %i, with the service error shape', async (target, status) => {
    const before = await counts();
    const answer = await exchange(rawPost(target));
    expect(answer.statuses).toEqual([status]);
    expect(answer.text).toMatch(/\{"errors":\[\{"code":"[^"]+","parameter":"[^"]*","message":"[^"]+"\}/);
    expect(await counts()).toEqual(before);
  });

  it('an absolute-form target reaches its operation', async () => {
    const { port } = new URL(app.url);
    const answer = await exchange(rawPost(`http://127.0.0.1:${port}${pathOf('account')}`, JSON.stringify({})));
    expect(answer.statuses).toEqual([400]);
    expect(answer.text).toContain('002.01.02');
  });

  it('nothing in a request line or its headers gets a 5xx', async () => {
    const requests = [
      rawPost(pathOf('account'), '{}', ['Content-Type: application/json', 'X-Odd: a\u0000b']),
      rawPost(pathOf('account'), '{}', ['Content-Type: application/json\u0000']),
      rawPost(pathOf('account'), '{}', ['Content-Type: application/json; charset="utf-8"; a=\u00ff']),
      rawPost(pathOf('account'), '{}', ['Content-Type: application/xml', 'Accept: */*;q=nan, application/xml;q=-1']),
      rawPost(pathOf('account'), '{}', ['Content-Type: application/json', 'Expect: 42-continue']),
      rawPost(pathOf('account'), '{}', ['Content-Type: application/json', 'Transfer-Encoding: chunked']),
      rawPost(pathOf('account'), '{}', ['Content-Type: application/json', `X-Long: ${'x'.repeat(20_000)}`]),
      `POST ${pathOf('account')} HTTP/1.1\r\nHost: x\r\nContent-Length: abc\r\n\r\n{}`,
      `POST ${pathOf('account')} HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n{}\r\n0\r\n\r\n`,
      `POST /fundraisers/v1/newaccount\u0000 HTTP/1.1\r\nHost: x\r\n\r\n`,
      `P\u00d6ST ${pathOf('account')} HTTP/1.1\r\nHost: x\r\n\r\n`,
      `POST ${pathOf('account')} HTTP/9.9\r\nHost: x\r\n\r\n`,
      'GET / HTTP/1.1\r\n\r\n',
      `POST a:b HTTP/1.1\r\nHost: x\r\n\r\n`,
      Buffer.from([0x16, 0x03, 0x01, 0x00, 0xff, 0x01, 0x00]), // a TLS hello
    ];
    for (const request of requests) {
      const answer = await exchange(request);
      expect(answer.statuses.length, String(request).slice(0, 80)).toBeGreaterThan(0);
      for (const status of answer.statuses) expect(status, String(request).slice(0, 80)).toBeLessThan(500);
    }
  });
});

// ---------------------------------------------------------------------------
// Splits without a charity, and numbers JSON reads as Infinity

/** The splits of a page as stored: charity, percentage and custom codes, by position. */
async function storedSplits(accountId: string, pageUrl: unknown) {
  const { rows } = await app.db.query<{ position: number; c: string; p: number; codes: string[] }>(
    `select s.position, s.charity_id as c, s.percent as p, s.custom_codes as codes
     from page_splits s join pages p on p.id = s.page_id
     where p.account_id = $1 and p.page_number = $2 order by s.position`,
    [accountId, Number(pageUrl)],
  );
  return rows;
}

describe('a valid page holding splits without a charity', () => {
  const charityless = [{}, { customCodes: ['RUN-1'] }, { charitySplitPercent: '' }, { charityResourceId: ' ' }];

  it.each(charityless)('%j beside two charities: 201, the charities stored at positions 0 and 1', async (empty) => {
    const body = personalPage({
      charitySplits: [
        empty,
        { charityResourceId: CHARITIES.animals, charitySplitPercent: 70 },
        empty,
        { charityResourceId: CHARITIES.hospice, charitySplitPercent: 30, customCodes: 'H' },
      ],
    });
    for (const format of ['json', 'xml'] as const) {
      const answer = await send('page', body, format);
      expect(answer.status, answer.text).toBe(201);
      expect(await storedSplits(EXISTING.resourceId, answer.result.pageUrl)).toEqual([
        { position: 0, c: CHARITIES.animals, p: 70, codes: [] },
        { position: 1, c: CHARITIES.hospice, p: 30, codes: ['H'] },
      ]);
    }
  });

  it('an empty <charitysplits/> in XML: 201, only the split with a charity stored', async () => {
    const xml = toXml(
      'page',
      personalPage({ charitySplits: [{ charityResourceId: CHARITIES.seas, charitySplitPercent: 100 }] }),
    ).replace('<charitysplits>', '<charitysplits/><charitysplits>');
    const answer = await post(pathOf('page'), xml, 'application/xml');
    expect(answer.status, answer.text).toBe(201);
    expect(await storedSplits(EXISTING.resourceId, answer.result.pageUrl)).toEqual([
      { position: 0, c: CHARITIES.seas, p: 100, codes: [] },
    ]);
  });

  it('an event page with fixed splits and an empty split beside them: 201', async () => {
    const answer = await send(
      'page',
      eventPage('evt-fixed-split', {
        charitySplits: [...splits([CHARITIES.hospice, 40], [CHARITIES.animals, 60]), { customCodes: ['X'] }],
      }),
    );
    expect(answer.status, answer.text).toBe(201);
    expect((await storedSplits(EXISTING.resourceId, answer.result.pageUrl)).map((split) => split.c)).toEqual([
      CHARITIES.hospice,
      CHARITIES.animals,
    ]);
  });
});

describe('numbers that are not finite (JSON 1e400 is Infinity): wrong-type, 400, nothing written', () => {
  /** A body as JSON text with `field` (a dotted path) holding `number` as written. */
  const withNumber = (body: Body, marker: string, number: string) =>
    JSON.stringify(body).replace(`"${marker}"`, number);
  const INF = '__not_finite__';
  const cases: [string, Op, () => Body][] = [
    ['surname', 'account', () => account({ surname: INF })],
    ['addressLine2', 'account', () => account({ addressLine2: INF })],
    ['preferredTelephone', 'account', () => account({ preferredTelephone: INF })],
    ['dateOfBirth', 'account', () => account({ dateOfBirth: INF })],
    ['postcode', 'account', () => account({ countryCode: 'FR', postcode: INF })],
    ['a custom code', 'account', () => account({ fundraiserCustomCode: [INF], charityResourceId: CHARITIES.animals })],
    ['pageTitle', 'page', () => personalPage({ pageTitle: INF })],
    ['postEventFundraisingInterval', 'page', () => personalPage({ postEventFundraisingInterval: INF })],
    ['fundraisingTarget', 'page', () => personalPage({ fundraisingTarget: INF })],
    [
      'charitySplitPercent',
      'page',
      () => personalPage({ charitySplits: [{ charityResourceId: CHARITIES.animals, charitySplitPercent: INF }] }),
    ],
  ];
  it.each(cases)('%s (%s)', async (_field, op, body) => {
    const before = await counts();
    for (const number of ['1e400', '-1e400', '123e999']) {
      const answer = await post(pathOf(op), withNumber(body(), INF, number), 'application/json');
      expect(answer.status, answer.text).toBe(400);
      expect(codesOf(answer)).toContain('wrong-type');
    }
    expect(await counts()).toEqual(before);
  });
});

// ---------------------------------------------------------------------------
// Text the database cannot store

/** Texts a Postgres text column cannot hold as they are: U+0000, and halves of surrogate pairs. */
const UNSTORABLE: readonly [string, (text: string) => string][] = [
  ['U+0000 inside', (text) => `${text.slice(0, 1)}\u0000${text.slice(1)}`],
  ['U+0000 at the end', (text) => `${text}\u0000`],
  ['a lone high surrogate', (text) => `${text}\ud800`],
  ['a lone low surrogate first', (text) => `\udc00${text}`],
];

/** Free-text fields, where only the database's limits can refuse the text: not-storable-text is the only code. */
const FREE_ACCOUNT_TEXT = ['forename', 'surname', 'addressLine1', 'addressLine2', 'townCity', 'countyState'];

describe('text the database cannot store', () => {
  const cases = UNSTORABLE.flatMap(([what, spoil]) => [
    ...FREE_ACCOUNT_TEXT.map((field) => ({
      name: `${field}: ${what}`,
      op: 'account' as const,
      body: () => account({ [field]: spoil(String(VALID_ACCOUNT[field])) }),
      parameter: field,
    })),
    {
      name: `emailAddress: ${what}`,
      op: 'account' as const,
      body: () => account({ emailAddress: spoil(`ada.${fresh()}@example.co.uk`) }),
      parameter: 'emailAddress',
    },
    {
      name: `a custom code: ${what}`,
      op: 'account' as const,
      body: () => account({ fundraiserCustomCode: ['RUN-1', spoil('RUN-2')], charityResourceId: CHARITIES.animals }),
      parameter: 'customCodes',
    },
    {
      name: `a 50-character surname, its last character spoilt: ${what}`,
      op: 'account' as const,
      body: () => account({ surname: spoil('S'.repeat(49)) }),
      parameter: 'surname',
    },
    {
      name: `pageTitle: ${what}`,
      op: 'page' as const,
      body: () => personalPage({ pageTitle: spoil('Swim') }),
      parameter: 'pageTitle',
    },
    {
      name: `activityDescription: ${what}`,
      op: 'page' as const,
      body: () => personalPage({ activityCode: '039', activityDescription: spoil('Juggling') }),
      parameter: 'activityDescription',
    },
    {
      name: `teamName: ${what}`,
      op: 'page' as const,
      body: () => personalPage({ teamPageIndicator: 'Y', teamName: spoil('Racers'), teamUrl: `team-${fresh()}` }),
      parameter: 'teamName',
    },
    {
      name: `a split's custom code: ${what}`,
      op: 'page' as const,
      body: () =>
        personalPage({
          charitySplits: [
            { charityResourceId: CHARITIES.animals, charitySplitPercent: 100, customCodes: [spoil('C')] },
          ],
        }),
      parameter: 'customCodes',
    },
  ]);

  it.each(cases)('$name: 400 not-storable-text, nothing written', async ({ op, body, parameter }) => {
    const before = await counts();
    const answer = await send(op, body());
    expect(answer.status, answer.text).toBe(400);
    expect(answer.errors).toContainEqual(
      expect.objectContaining({ code: 'not-storable-text', parameter: expect.stringMatching(parameter) }),
    );
    expect(await counts()).toEqual(before);
  });

  it.each(UNSTORABLE)(
    '%s in fields the validators check by format or lookup: 400, nothing written',
    async (_what, spoil) => {
      const before = await counts();
      const bodies: [Op, Body][] = [
        ['account', account({ title: spoil('Mr') })],
        ['account', account({ personalUrl: spoil('ada') })],
        ['account', account({ preferredTelephone: spoil('0207946') })],
        ['account', account({ postcode: spoil('SW1A 1AA') })],
        ['account', account({ countryCode: spoil('GB') })],
        ['account', account({ dateOfBirth: spoil('19900101') })],
        ['account', account({ fundraiserCustomCode: ['A'], charityResourceId: spoil(CHARITIES.animals) })],
        ['page', eventPage(spoil('evt-open-10k'))],
        ['page', personalPage({ activityCode: spoil('001') })],
        ['page', personalPage({ fundraisingDate: spoil(FUTURE) })],
        ['page', personalPage({ fundraisingTarget: spoil('100.00') })],
        ['page', personalPage({ teamPageIndicator: 'Y', teamName: 'Racers', teamUrl: spoil('racers') })],
        [
          'page',
          personalPage({ charitySplits: [{ charityResourceId: spoil(CHARITIES.animals), charitySplitPercent: 100 }] }),
        ],
      ];
      for (const [op, body] of bodies) {
        const answer = await send(op, body);
        expect(answer.status, answer.text).toBe(400);
      }
      expect(await counts()).toEqual(before);
    },
  );

  it('over XML, a raw U+0000 is refused by the reader or the checks, never stored', async () => {
    const before = await counts();
    const answer = await post(pathOf('account'), toXml('account', account({ surname: 'a\u0000b' })), 'application/xml');
    expect(answer.status, answer.text).toBe(400);
    expect(await counts()).toEqual(before);
  });

  it.each(['%00', 'a%00b', `${EXISTING.resourceId}%00`])(
    'a fundraiser resource ID of %s in the URI is 003.01.04, without a query',
    async (id) => {
      const answer = await send('page', personalPage(), 'json', id);
      expect(answer.status, answer.text).toBe(400);
      expect(answer.errors).toEqual([{ code: '003.01.04', parameter: 'URI', message: expect.any(String) }]);
    },
  );

  it('a value the database still refuses is a 400 not-storable, logged, never a 503', async () => {
    await app.db.exec("alter table accounts add constraint test_refused check (surname <> 'Refused')");
    logged.length = 0;
    try {
      const before = await counts();
      const answer = await send('account', account({ surname: 'Refused' }), 'xml');
      expect(answer.status, answer.text).toBe(400);
      expect(answer.errors).toEqual([
        { code: 'not-storable', parameter: '', message: 'The request holds a value the service cannot store.' },
      ]);
      expect(answer.text).not.toMatch(/test_refused|23514|SQLSTATE/);
      expect(logged).toHaveLength(1);
      expect(logged[0]?.message).toMatch(/a value refused/);
      expect(await counts()).toEqual(before);
    } finally {
      await app.db.exec('alter table accounts drop constraint test_refused');
      logged.length = 0;
    }
  });
});

// ---------------------------------------------------------------------------
// Valid requests

describe('valid requests', () => {
  it('creates an account over JSON: 201, the result, one transaction of account and token', async () => {
    const before = await counts();
    const body = account({
      preferredTelephone: 2079460000,
      fundraiserCustomCode: 'RUN-1',
      charityResourceId: CHARITIES.seas,
    });
    const answer = await send('account', body);
    expect(answer.status, answer.text).toBe(201);
    expect(answer.result).toMatchObject({
      creationSuccessful: true,
      fundraiserName: 'Mr Alan Turing',
      personalUrl: body.personalUrl,
      alternateURLs: null,
      customerExists: false,
      message: 'Token expires in 3600 seconds',
    });
    const resourceId = String(answer.result.resourceId);
    expect(answer.result.accessToken).toMatch(/^[0-9a-f-]{36}$/);
    expect(answer.result.responseURI).toBe(`${app.url}/fundraisers/v1/account/${resourceId}`);
    expect(await counts()).toEqual({ ...before, accounts: before!.accounts + 1, tokens: before!.tokens + 1 });
    // The normalised body was written: the number as its text, one custom code as a list.
    const { rows } = await app.db.query<Record<string, unknown>>(
      `select preferred_telephone, custom_codes, charity_id, to_char(date_of_birth, 'YYYYMMDD') as dob
       from accounts where id = $1`,
      [resourceId],
    );
    expect(rows[0]).toEqual({
      preferred_telephone: '2079460000',
      custom_codes: ['RUN-1'],
      charity_id: CHARITIES.seas,
      dob: '19900101',
    });
  });

  it('creates an account over XML, and answers in the format Accept asks for', async () => {
    const xml = await send('account', account(), 'xml');
    expect(xml.status, xml.text).toBe(201);
    expect(xml.text).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<fundraiser>/);
    expect(xml.result).toMatchObject({ creationSuccessful: 'true', customerExists: 'false' });
    expect(xml.result).not.toHaveProperty('alternateURLs'); // present in JSON only
    const asJson = await post(pathOf('account'), toXml('account', account()), 'text/xml', {
      accept: 'application/json',
    });
    expect(asJson.type).toMatch(/^application\/json/);
    expect(asJson.status).toBe(201);
    const asXml = await post(pathOf('account'), JSON.stringify({ title: 'Sir' }), 'application/json', {
      accept: 'application/json;q=0.5, application/xml',
    });
    expect(asXml.type).toMatch(/^application\/xml/);
    expect(codesOf(asXml)).toContain('002.01.04');
  });

  it('creates pages under an account: numbered 1, 2, … with their splits; an event page takes a place', async () => {
    const owner = await send('account', account());
    const accountId = String(owner.result.resourceId);
    const personal = await send(
      'page',
      personalPage({
        postEventFundraisingInterval: '06',
        fundraisingTarget: '250.50',
        charitySplits: { charityResourceId: CHARITIES.animals, charitySplitPercent: '100', customCodes: 'SWIM' },
      }),
      'json',
      accountId,
    );
    expect(personal.status, personal.text).toBe(201);
    expect(personal.result).toEqual({
      creationSuccessful: true,
      pageTitle: 'Alan swims the Thames',
      pageUrl: '1',
      pageURI: `${app.url}/fundraisers/v1/account/${accountId}/pages/1`,
      message: 'Page created',
    });
    const team = await send(
      'page',
      eventPage('evt-city-marathon', {
        teamPageIndicator: 'Y',
        teamName: 'The Bombes',
        teamUrl: `bombes-${fresh()}`,
        charitySplits: splits([CHARITIES.animals, 50], [CHARITIES.hospice, 50]),
      }),
      'xml',
      accountId,
    );
    expect(team.status, team.text).toBe(201);
    expect(team.text).toMatch(/<page><creationSuccessful>true<\/creationSuccessful>/);
    expect(team.result).toMatchObject({ pageUrl: '2' });
    const { rows } = await app.db.query<Record<string, unknown>>(
      `select p.page_number, p.post_event_fundraising_interval as months, p.fundraising_target::text as target,
              p.team_url is not null as team, json_agg(json_build_object('c', s.charity_id, 'p', s.percent,
              'codes', s.custom_codes) order by s.position) as splits
       from pages p join page_splits s on s.page_id = p.id where p.account_id = $1
       group by p.id order by p.page_number`,
      [accountId],
    );
    expect(rows).toEqual([
      {
        page_number: 1,
        months: 6,
        target: '250.50',
        team: false,
        splits: [{ c: CHARITIES.animals, p: 100, codes: ['SWIM'] }],
      },
      {
        page_number: 2,
        months: 3,
        target: null,
        team: true,
        splits: [
          { c: CHARITIES.animals, p: 50, codes: [] },
          { c: CHARITIES.hospice, p: 50, codes: [] },
        ],
      },
    ]);
    const places = await app.db.query<{ places_left: number }>(
      "select places_left from events where id = 'evt-city-marathon'",
    );
    expect(places.rows[0]?.places_left).toBe(199);
  });

  it('a body of exactly 1 MiB is read (padded JSON), one byte more is refused', async () => {
    const padded = (size: number) => `{${' '.repeat(size - 2)}}`;
    const limit = 1024 * 1024;
    const fits = await post(pathOf('account'), padded(limit), 'application/json');
    expect(fits.status).toBe(400);
    expect(codesOf(fits)).toContain('002.01.02');
    // On a connection of its own, read until the server closes it: fetch may report the 413's
    // connection closing while its body is still being sent as a failure of its own.
    const over = await exchange(rawPost(pathOf('account'), padded(limit + 1)));
    expect(over.statuses).toEqual([413]);
    expect(over.text).toContain('"code":"payload-too-large"');
  });
});

// ---------------------------------------------------------------------------
// Concurrency

describe('two requests at once', () => {
  it('the same personal URL: exactly one account is created, the other gets personal-url-taken', async () => {
    const url = `race-${fresh()}`;
    const answers = await Promise.all([
      send('account', account({ personalUrl: url })),
      send('account', account({ personalUrl: url }), 'xml'),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 400]);
    const loser = answers.find((answer) => answer.status === 400);
    expect(codesOf(loser!)).toEqual(['personal-url-taken']);
    const { rows } = await app.db.query<{ n: number }>(
      'select count(*)::int as n from accounts where personal_url = $1',
      [url],
    );
    expect(rows[0]?.n).toBe(1);
  });

  it('both past the pre-check: the UNIQUE constraint decides, answered as the validator would', async () => {
    const url = `race-${fresh()}`;
    const gate = barrier(2);
    const conflicts = app.timings.conflicts;
    app.hooks.beforeWrite = gate.wait;
    try {
      const answers = await Promise.all([
        send('account', account({ personalUrl: url })),
        send('account', account({ personalUrl: url })),
      ]);
      expect(gate.arrived).toBe(2); // both validated before either wrote
      expect(answers.map((answer) => answer.status).sort()).toEqual([201, 400]);
      const loser = answers.find((answer) => answer.status === 400)!;
      expect(loser.errors).toEqual([
        { code: 'personal-url-taken', parameter: 'personalUrl', message: 'This personal URL is already taken.' },
      ]);
    } finally {
      app.hooks.beforeWrite = undefined;
    }
    expect(app.timings.conflicts).toBe(conflicts + 1); // the loser was refused by the database, not the pre-check
    const { rows } = await app.db.query<{ accounts: number; tokens: number }>(
      `select count(*)::int as accounts, (select count(*)::int from access_tokens t join accounts a
         on a.id = t.account_id where a.personal_url = $1) as tokens from accounts where personal_url = $1`,
      [url],
    );
    expect(rows[0]).toEqual({ accounts: 1, tokens: 1 });
  });

  it('the same email and date of birth past the pre-check: one account, the other 002.01.31', async () => {
    const email = `twin.${fresh()}@example.co.uk`;
    const gate = barrier(2);
    const conflicts = app.timings.conflicts;
    app.hooks.beforeWrite = gate.wait;
    try {
      const answers = await Promise.all([
        send('account', account({ emailAddress: email })),
        send('account', account({ emailAddress: email })),
      ]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([201, 400]);
      expect(codesOf(answers.find((answer) => answer.status === 400)!)).toEqual(['002.01.31']);
    } finally {
      app.hooks.beforeWrite = undefined;
    }
    expect(app.timings.conflicts).toBe(conflicts + 1); // the loser was refused by the database, not the pre-check
  });

  it('the same team URL past the pre-check: one page, the other team-url-taken; nothing half-written', async () => {
    const before = await counts();
    const teamUrl = `team-${fresh()}`;
    const gate = barrier(2);
    const conflicts = app.timings.conflicts;
    app.hooks.beforeWrite = gate.wait;
    try {
      const page = () => eventPage('evt-open-10k', { teamPageIndicator: 'Y', teamName: 'Racers', teamUrl });
      const answers = await Promise.all([send('page', page()), send('page', page(), 'xml')]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([201, 400]);
      expect(codesOf(answers.find((answer) => answer.status === 400)!)).toEqual(['team-url-taken']);
    } finally {
      app.hooks.beforeWrite = undefined;
    }
    expect(app.timings.conflicts).toBe(conflicts + 1); // the loser was refused by the database, not the pre-check
    expect(await counts()).toEqual({ ...before, pages: before!.pages + 1, splits: before!.splits + 1 });
  });

  it("the event's last place past the pre-check: one page, the other 002.01.28", async () => {
    const gate = barrier(2);
    const conflicts = app.timings.conflicts;
    app.hooks.beforeWrite = gate.wait;
    try {
      const answers = await Promise.all([
        send('page', eventPage('evt-last-place')),
        send('page', eventPage('evt-last-place')),
      ]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([201, 400]);
      expect(codesOf(answers.find((answer) => answer.status === 400)!)).toEqual(['002.01.28']);
    } finally {
      app.hooks.beforeWrite = undefined;
    }
    expect(app.timings.conflicts).toBe(conflicts + 1); // the loser was refused by the database, not the pre-check
  });
});

// ---------------------------------------------------------------------------
// Personal and team URLs compared without regard to case (docs/decisions/server-url-case.md)

describe('personal and team URLs, whatever their case', () => {
  it('a personal URL differing from a taken one only in case is taken; the first is stored as it was sent', async () => {
    const url = `Ada-Lovelace-${fresh()}`;
    const first = await send('account', account({ personalUrl: url }));
    expect(first.status, first.text).toBe(201);
    expect(first.result.personalUrl).toBe(url);
    const { rows } = await app.db.query<{ personal_url: string }>('select personal_url from accounts where id = $1', [
      String(first.result.resourceId),
    ]);
    expect(rows[0]?.personal_url).toBe(url);
    for (const variant of [url.toLowerCase(), url.toUpperCase(), url]) {
      const again = await send('account', account({ personalUrl: variant }), 'xml');
      expect(again.status, again.text).toBe(400);
      expect(codesOf(again)).toEqual(['personal-url-taken']);
    }
    const seeded = await send('account', account({ personalUrl: EXISTING.personalUrl.toUpperCase() }));
    expect(codesOf(seeded)).toEqual(['personal-url-taken']);
  });

  it('a team URL differing from a taken one only in case is taken', async () => {
    const teamUrl = `The-Racers-${fresh()}`;
    const team = (url: string) =>
      eventPage('evt-open-10k', { teamPageIndicator: 'Y', teamName: 'Racers', teamUrl: url });
    const first = await send('page', team(teamUrl));
    expect(first.status, first.text).toBe(201);
    for (const variant of [teamUrl.toLowerCase(), teamUrl.toUpperCase(), EXISTING.teamUrl.toUpperCase()]) {
      const again = await send('page', team(variant));
      expect(again.status, again.text).toBe(400);
      expect(codesOf(again)).toEqual(['team-url-taken']);
    }
  });

  it('two requests past the pre-check, for race and RACE: the index decides, as for equal URLs', async () => {
    const url = `race-${fresh()}`;
    const gate = barrier(2);
    const conflicts = app.timings.conflicts;
    app.hooks.beforeWrite = gate.wait;
    try {
      const answers = await Promise.all([
        send('account', account({ personalUrl: url })),
        send('account', account({ personalUrl: url.toUpperCase() })),
      ]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([201, 400]);
      expect(codesOf(answers.find((answer) => answer.status === 400)!)).toEqual(['personal-url-taken']);
    } finally {
      app.hooks.beforeWrite = undefined;
    }
    expect(app.timings.conflicts).toBe(conflicts + 1);
    const { rows } = await app.db.query<{ n: number }>(
      'select count(*)::int as n from accounts where lower(personal_url) = $1',
      [url],
    );
    expect(rows[0]?.n).toBe(1);
  });

  it('two team pages past the pre-check, for a URL in two cases: one page, the other team-url-taken', async () => {
    const teamUrl = `team-${fresh()}`;
    const gate = barrier(2);
    const conflicts = app.timings.conflicts;
    app.hooks.beforeWrite = gate.wait;
    try {
      const page = (url: string) =>
        eventPage('evt-open-10k', { teamPageIndicator: 'Y', teamName: 'Racers', teamUrl: url });
      const answers = await Promise.all([send('page', page(teamUrl)), send('page', page(teamUrl.toUpperCase()))]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([201, 400]);
      expect(codesOf(answers.find((answer) => answer.status === 400)!)).toEqual(['team-url-taken']);
    } finally {
      app.hooks.beforeWrite = undefined;
    }
    expect(app.timings.conflicts).toBe(conflicts + 1);
  });

  it('the migration stops, naming them, where two stored URLs differ only in case', async () => {
    const db = await PGlite.create();
    try {
      await db.exec(
        'create table schema_migrations (version integer primary key, name text not null, applied_at timestamptz not null default now())',
      );
      for (const [version, name] of [
        [1, '001_reference_data.sql'],
        [2, '002_accounts.sql'],
        [3, '003_pages.sql'],
      ] as const) {
        await db.exec(readFileSync(new URL(`../examples/server/migrations/${name}`, import.meta.url), 'utf8'));
        await db.query('insert into schema_migrations (version, name) values ($1, $2)', [version, name]);
      }
      await db.exec("insert into countries values ('GB', 'United Kingdom')");
      for (const [email, url] of [
        ['a@example.co.uk', 'Ada'],
        ['b@example.co.uk', 'ADA'],
      ])
        await db.query(
          `insert into accounts (title, forename, surname, address_line1, address_line2, town_city, county_state,
             country_code, preferred_telephone, email_address, personal_url, date_of_birth)
           values ('Ms', 'Ada', 'Lovelace', '1', '2', 'London', 'GL', 'GB', '1', $1, $2, '1990-01-01')`,
          [email, url],
        );
      await expect(migrate(db)).rejects.toThrow(/differ only in case.*personal URLs (ADA, Ada|Ada, ADA)/);
      const { rows } = await db.query<{ n: number }>('select count(*)::int as n from schema_migrations');
      expect(rows[0]?.n).toBe(3);
    } finally {
      await db.close();
    }
  });
});

// ---------------------------------------------------------------------------
// Oversized bodies, over a raw socket

interface RawAnswer {
  head: string;
  body: string;
  sent: number;
  ms: number;
}

/**
 * Sends a request head, then (for a chunked body) 64 KiB chunks until the
 * server answers or `maxBytes` have gone; never ends the body.
 */
function rawRequest(head: string, chunked: boolean, maxBytes: number): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const { port } = new URL(app.url);
    const socket = net.connect(Number(port), '127.0.0.1');
    const started = performance.now();
    let received = '';
    let sent = 0;
    let answeredAt: number | undefined;
    const finish = () => {
      socket.destroy();
      const [headPart = '', body = ''] = received.split('\r\n\r\n');
      if (answeredAt === undefined) reject(new Error(`no answer after ${sent} bytes`));
      else resolve({ head: headPart, body, sent, ms: answeredAt - started });
    };
    socket.on('data', (data) => {
      received += data.toString('utf8');
      answeredAt ??= performance.now();
      if (received.includes('\r\n\r\n') && received.endsWith('}]}')) finish();
    });
    socket.on('error', finish);
    socket.on('close', finish);
    socket.write(head);
    if (!chunked) return;
    const chunk = Buffer.alloc(64 * 1024, 0x20);
    const pump = () => {
      if (answeredAt !== undefined || socket.destroyed) return;
      if (sent >= maxBytes) return; // stop sending; wait for the answer
      socket.write(`${chunk.length.toString(16)}\r\n`);
      socket.write(chunk);
      socket.write('\r\n');
      sent += chunk.length;
      setTimeout(pump, 1);
    };
    pump();
  });
}

describe('a body over 1 MiB', () => {
  const head = (lines: string[]) =>
    [
      'POST /fundraisers/v1/newaccount HTTP/1.1',
      'Host: 127.0.0.1',
      'Content-Type: application/json',
      ...lines,
      '',
      '',
    ].join('\r\n');

  it('with a Content-Length over the limit is refused with 413 before any of it is read', async () => {
    const answer = await rawRequest(head(['Content-Length: 104857600']), false, 0);
    expect(answer.head).toMatch(/^HTTP\/1\.1 413 /);
    expect(JSON.parse(answer.body).errors[0].code).toBe('payload-too-large');
    expect(answer.sent).toBe(0); // not a byte of the 100 MiB was sent: the server did not wait for it
  });

  it('chunked, growing past the limit, is refused with 413 as soon as it passes', async () => {
    const answer = await rawRequest(head(['Transfer-Encoding: chunked']), true, 16 * 1024 * 1024);
    expect(answer.head).toMatch(/^HTTP\/1\.1 413 /);
    expect(JSON.parse(answer.body).errors[0].code).toBe('payload-too-large');
    expect(answer.sent).toBeGreaterThan(1024 * 1024);
    expect(answer.sent).toBeLessThan(2 * 1024 * 1024); // answered long before the 16 MiB the client would send
  });

  it('with Expect: 100-continue is refused without a 100 Continue', async () => {
    const answer = await rawRequest(head(['Content-Length: 5242880', 'Expect: 100-continue']), false, 0);
    expect(answer.head).toMatch(/^HTTP\/1\.1 413 /);
    expect(answer.head).not.toMatch(/100 Continue/);
  });
});

// ---------------------------------------------------------------------------
// Database faults: last, since they break the database

describe('a database fault', () => {
  it('in the write: 503 with a plain message, no stack trace, logged; the transaction rolled back', async () => {
    const before = await counts();
    await app.db.exec('drop table access_tokens');
    logged.length = 0;
    const answer = await send('account', account());
    expect(answer.status).toBe(503);
    expect(answer.errors).toEqual([
      {
        code: 'service-unavailable',
        parameter: '',
        message: 'The service cannot complete the request now; try again later.',
      },
    ]);
    expect(answer.text).not.toMatch(/access_tokens|Error|\bat \w|\.mjs/);
    expect(logged).toHaveLength(1);
    expect(String(logged[0]?.message)).toMatch(/database/);
    const { rows } = await app.db.query<{ n: number }>('select count(*)::int as n from accounts');
    expect(rows[0]?.n).toBe(before!.accounts); // the account insert went with the failed transaction
  });

  it('when the database is gone: 503 for both operations, in the request format', async () => {
    await app.db.close();
    const page = await send('page', personalPage(), 'xml');
    expect(page.status).toBe(503);
    expect(page.type).toMatch(/^application\/xml/);
    expect(codesOf(page)).toEqual(['service-unavailable']);
    expect(page.text).not.toMatch(/PGlite|closed|\bat \w/);
    const created = await send('account', account());
    expect(created.status).toBe(503);
    expect(created.text).not.toMatch(/PGlite|closed|\bat \w/);
  });
});
