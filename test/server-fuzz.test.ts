/**
 * A bounded fuzz of the reference server (examples/server/) over loopback
 * HTTP on 127.0.0.1: request targets, methods, headers and bodies made by
 * fast-check, most of them valid bodies for the seed's lookups with a few
 * values spoilt (U+0000, lone surrogates, 1e400, splits without a charity,
 * huge texts, wrong types), the rest JSON of any shape, malformed bytes,
 * odd request lines and headers, and bodies over the limit. It proves:
 * no request is answered 5xx (or not at all), nothing is logged as a
 * fault, and every body the server stored is the sent body normalised and
 * validates.
 *
 * `npm test` sends 2,000 requests. More, with the counts printed:
 *   npm run build && SERVER_FUZZ_REQUESTS=100000 npx vitest run test/server-fuzz.test.ts
 * (SERVER_FUZZ_SEED picks another sequence; at most 1,000,000 requests.)
 */
import http from 'node:http';
import net from 'node:net';
import { isDeepStrictEqual } from 'node:util';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACTIVITIES, CHARITIES, EVENTS, EXISTING } from '../examples/server/seed.mjs';
import { startServer } from '../examples/server/server.mjs';
import { parseAccountXml, parsePageXml } from '../src/formats/xml.js';
import {
  type EventInfo,
  isoCountryCodes,
  normaliseAccount,
  normalisePage,
  validateAccount,
  validatePage,
} from '../src/index.js';

const REQUESTS = Math.min(Math.max(Number(process.env.SERVER_FUZZ_REQUESTS ?? 2000) || 2000, 1), 1_000_000);
const SEED = Number(process.env.SERVER_FUZZ_SEED ?? 20_261_122) || 20_261_122;
/** Requests in flight at once. */
const CONCURRENCY = 8;
/** Requests generated at a time (each batch from its own seed, so memory stays flat). */
const BATCH = 500;
/** How long one raw exchange may take before it counts as unanswered. */
const EXCHANGE_MS = 15_000;

type Op = 'account' | 'page';
type Kind = 'account' | 'page' | 'json' | 'malformed' | 'target' | 'headers' | 'oversized';

/** One request to send: over a keep-alive agent, or as raw bytes on a connection of its own. */
interface Plan {
  readonly kind: Kind;
  readonly method: string;
  /** The path; `{account}` stands for an account the fuzz created (or the seed's). */
  readonly path: string;
  readonly contentType: string | undefined;
  /** The body text; `{uuuuu}` stands for a number unique to the request (seven digits: lengths stay as they were). */
  readonly body: string;
  /** Raw bytes instead (their own request line and headers); `{uuuuu}` as in `body`. */
  readonly raw?: string;
  /** The operation, when a 201 can come. */
  readonly op?: Op;
}

/** A request sent and what came back. */
interface Outcome {
  readonly statuses: number[];
  readonly text: string;
}

// ---------------------------------------------------------------------------
// Values

const YEAR = new Date().getFullYear();
const CHARITY_IDS = Object.values(CHARITIES);
const COUNTRIES = isoCountryCodes.filter((code) => code !== 'GB');
const ACTIVITY_CODES = ACTIVITIES.map((activity) => activity.code);

/** One code point of free text: letters mostly, punctuation, other scripts, astral characters. */
const unit = fc.oneof(
  { weight: 12, arbitrary: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ') },
  { weight: 2, arbitrary: fc.constantFrom(' ', '-', "'", '.', ',', '&', '<', '"', '\t', '\r\n') },
  { weight: 2, arbitrary: fc.constantFrom('é', 'ß', 'Ø', 'Ж', 'ש', '中', '😀', '𝔘', '\u00a0', '\u0301') },
  { weight: 1, arbitrary: fc.integer({ min: 0x20, max: 0xd7ff }).map((code) => String.fromCodePoint(code)) },
);
/** Non-blank text of 1 to `max` code points (a letter first). */
const text = (max: number) =>
  fc
    .tuple(fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'), fc.string({ unit, maxLength: max - 1 }))
    .map(([first, rest]) => first + rest);
const digits = (min: number, max: number) =>
  fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: min, maxLength: max });
const pad = (n: number, width: number) => String(n).padStart(width, '0');
const date = (from: number, to: number) =>
  fc
    .tuple(fc.integer({ min: from, max: to }), fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 28 }))
    .map(([y, m, d]) => `${pad(y, 4)}${pad(m, 2)}${pad(d, 2)}`);
/** A URL from a small pool in any case (so that they clash, exactly or by case), or one of its own. */
const url = (prefix: string) =>
  fc.oneof(
    fc.tuple(fc.nat({ max: 150 }), fc.constantFrom('lower', 'upper', 'title')).map(([n, style]) => {
      const name = `${prefix}-${n}`;
      return style === 'lower' ? name : style === 'upper' ? name.toUpperCase() : name[0]?.toUpperCase() + name.slice(1);
    }),
    fc.constant(`${prefix}-u{uuuuu}`),
  );
const UK_POSTCODES = ['SW1A 1AA', 'M1 1AE', 'B33 8TH', 'CR2 6XH', 'DN55 1PT', 'W1A 0AX', 'EC1A 1BB', 'GIR 0AA'];

type Body = Record<string, unknown>;

const validAccount: fc.Arbitrary<Body> = fc
  .record({
    title: fc.constantFrom('Mr', 'Mrs', 'Ms', 'Miss', 'Dr', 'Prof'),
    forename: text(50),
    surname: text(50),
    addressLine1: text(50),
    addressLine2: text(100),
    townCity: text(100),
    countyState: text(100),
    place: fc.oneof(
      fc.constantFrom(...UK_POSTCODES).map((postcode) => ({ countryCode: 'GB', postcode })),
      fc.record(
        { countryCode: fc.constantFrom(...COUNTRIES), postcode: fc.string({ unit, minLength: 1, maxLength: 8 }) },
        { requiredKeys: ['countryCode'] },
      ),
    ),
    preferredTelephone: fc.oneof(digits(1, 16), fc.integer({ min: 1, max: 2 ** 31 })),
    emailAddress: fc.oneof(
      fc.nat({ max: 40 }).map((n) => `fan.${n}@example.co.uk`),
      fc.constant('fan.u{uuuuu}@example.co.uk'),
    ),
    personalUrl: url('ada'),
    dateOfBirth: fc.oneof(
      date(YEAR - 99, YEAR - 14),
      fc.constantFrom('19800101', '19900101'),
      date(YEAR - 99, YEAR - 14).map(Number),
    ),
    codes: fc.option(fc.tuple(fc.array(text(20), { minLength: 1, maxLength: 5 }), fc.constantFrom(...CHARITY_IDS)), {
      nil: undefined,
    }),
  })
  .map(({ place, codes, ...fields }) => ({
    ...fields,
    ...place,
    termsAndConditionsAccepted: 'Y',
    charityMarketingIndicator: 'N',
    allCharityMarketingIndicator: 'N',
    groupMarketingIndicator: 'N',
    serviceMarketingIndicator: 'N',
    ...(codes === undefined ? {} : { fundraiserCustomCode: codes[0], charityResourceId: codes[1] }),
  }));

/** `parts` positive whole numbers summing to 100. */
const percentages = (parts: number) =>
  fc.uniqueArray(fc.integer({ min: 1, max: 99 }), { minLength: parts - 1, maxLength: parts - 1 }).map((cuts) => {
    const sorted = [0, ...cuts.sort((a, b) => a - b), 100];
    return sorted.slice(1).map((cut, index) => cut - (sorted[index] as number));
  });

/** Splits of distinct charities from `allowed` (1 to `max`), percentages summing to 100, maybe with custom codes. */
const splitsOf = (allowed: readonly string[], max: number) =>
  fc
    .integer({ min: 1, max: Math.min(max, allowed.length) })
    .chain((count) =>
      fc.tuple(
        fc.shuffledSubarray([...allowed], { minLength: count, maxLength: count }),
        percentages(count),
        fc.array(fc.option(fc.array(text(10), { minLength: 1, maxLength: 5 }), { nil: undefined }), {
          minLength: count,
          maxLength: count,
        }),
        fc.boolean(),
      ),
    )
    .map(([charities, shares, codes, asText]) =>
      charities.map((charityResourceId, index) => ({
        charityResourceId,
        charitySplitPercent: asText ? String(shares[index]) : shares[index],
        ...(codes[index] === undefined ? {} : { customCodes: codes[index] }),
      })),
    );

const teamFields = fc.oneof(
  fc.constant({ teamPageIndicator: 'N' }),
  fc.record({ teamPageIndicator: fc.constant('Y'), teamName: text(60), teamUrl: url('team') }),
);

const common = fc.record(
  {
    pageTitle: text(45),
    charityContributionIndicator: fc.constantFrom('Y', 'N'),
    postEventFundraisingInterval: fc.oneof(
      fc.integer({ min: 0, max: 36 }),
      fc.integer({ min: 0, max: 36 }).map((n) => pad(n, 2)),
    ),
    fundraisingTarget: fc
      .tuple(fc.nat({ max: 1_000_000 }), fc.nat({ max: 99 }))
      .map(([whole, cents]) => `${whole}.${pad(cents, 2)}`),
  },
  { requiredKeys: ['pageTitle', 'charityContributionIndicator', 'postEventFundraisingInterval'] },
);

const personalPage: fc.Arbitrary<Body> = fc
  .tuple(
    common,
    teamFields,
    fc.constantFrom(...ACTIVITY_CODES),
    text(30),
    date(YEAR + 1, YEAR + 3),
    splitsOf(CHARITY_IDS, 5),
  )
  .map(([fields, team, activityCode, description, fundraisingDate, charitySplits]) => ({
    ...fields,
    ...team,
    fundraisingDate,
    activityCode,
    ...(activityCode === '039' ? { activityDescription: description } : {}),
    charitySplits,
  }));

const EVENT_PAGES = {
  open: EVENTS.find((event) => event.id === 'evt-open-10k'),
  city: EVENTS.find((event) => event.id === 'evt-city-marathon'),
  fixed: EVENTS.find((event) => event.id === 'evt-fixed-split'),
};

const eventPage: fc.Arbitrary<Body> = fc
  .tuple(
    common,
    teamFields,
    fc.oneof(
      { weight: 4, arbitrary: splitsOf(CHARITY_IDS, 5).map((splits) => ['evt-open-10k', splits] as const) },
      {
        weight: 2,
        arbitrary: splitsOf(EVENT_PAGES.city?.allowedCharities ?? [], 2).map(
          (splits) => ['evt-city-marathon', splits] as const,
        ),
      },
      {
        weight: 1,
        arbitrary: fc
          .shuffledSubarray(EVENT_PAGES.fixed?.fixedSplits ?? [], { minLength: 2, maxLength: 2 })
          .map((splits) => ['evt-fixed-split', splits] as const),
      },
      {
        weight: 1,
        arbitrary: fc
          .tuple(fc.constantFrom(...EVENTS.map((event) => event.id), 'evt-nowhere'), splitsOf(CHARITY_IDS, 2))
          .map(([id, splits]) => [id, splits] as const),
      },
    ),
  )
  .map(([fields, team, [eventResourceId, charitySplits]]) => ({
    ...fields,
    ...team,
    eventResourceId,
    charitySplits,
  }));

/** A marker replaced by a number JSON reads as not finite, once the body is JSON text. */
const NOT_FINITE = '__not_finite__';

/** What a field's value may be spoilt into: text the database cannot store, 1e400, a huge text, the wrong type... */
const spoil = (value: unknown): fc.Arbitrary<unknown> => {
  const asText = typeof value === 'string' ? value : String(value);
  return fc.oneof(
    fc.nat({ max: asText.length }).map((at) => `${asText.slice(0, at)}\u0000${asText.slice(at)}`),
    fc
      .tuple(fc.nat({ max: asText.length }), fc.constantFrom('\ud800', '\udbff', '\udc00', '\udfff'))
      .map(([at, half]) => `${asText.slice(0, at)}${half}${asText.slice(at)}`),
    fc.constant(NOT_FINITE),
    fc.integer({ min: 1000, max: 200_000 }).map((length) => 'x'.repeat(length)),
    fc.constantFrom({}, [], true, false, null, '', '   ', 42, -1, 3.5, [asText, asText]),
    fc.constant(undefined),
  );
};

/** A body with 1 to 3 of its fields (or a split's) spoilt, or splits without a charity added. */
const spoilt = (body: fc.Arbitrary<Body>): fc.Arbitrary<Body> =>
  body.chain((valid) => {
    const fields = Object.keys(valid);
    const change = fc.oneof(
      fc
        .constantFrom(...fields)
        .chain((field) => spoil(valid[field]).map((value) => (target: Body) => ({ ...target, [field]: value }))),
      fc
        .tuple(fc.nat(), fc.constantFrom('charityResourceId', 'charitySplitPercent', 'customCodes'))
        .chain(([index, field]) =>
          spoil(CHARITY_IDS[0]).map((value) => (target: Body) => {
            const splits = Array.isArray(target.charitySplits) ? [...(target.charitySplits as Body[])] : [];
            if (splits.length === 0) return target;
            const at = index % splits.length;
            splits[at] = { ...splits[at], [field]: value };
            return { ...target, charitySplits: splits };
          }),
        ),
    );
    return fc.array(change, { minLength: 1, maxLength: 3 }).map((changes) => changes.reduce((b, f) => f(b), valid));
  });

/** Splits without a charity put among a page's splits, where the page has room (at most 5 entries). */
const withCharityless = (body: fc.Arbitrary<Body>): fc.Arbitrary<Body> =>
  body.chain((page) =>
    fc
      .array(
        fc.tuple(fc.nat(), fc.constantFrom<unknown>({}, { customCodes: ['RUN-1'] }, { charitySplitPercent: '' })),
        { minLength: 1, maxLength: 3 },
      )
      .map((inserts) => {
        const splits = [...((page.charitySplits as unknown[]) ?? [])];
        for (const [at, empty] of inserts) if (splits.length < 5) splits.splice(at % (splits.length + 1), 0, empty);
        return { ...page, charitySplits: splits };
      }),
  );

// ---------------------------------------------------------------------------
// Encodings

const escapeXml = (value: string) => value.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
function element(name: string, value: unknown): string {
  if (value === undefined) return '';
  if (Array.isArray(value)) return value.map((entry) => element(name, entry)).join('');
  if (typeof value === 'object' && value !== null)
    return `<${name}>${Object.entries(value)
      .map(([inner, innerValue]) => element(inner, innerValue))
      .join('')}</${name}>`;
  return `<${name}>${escapeXml(String(value))}</${name}>`;
}
const toXml = (op: Op, body: Body) => {
  const root = op === 'account' ? 'fundraiserAccount' : 'fundraiserpage';
  const fields = Object.entries(body)
    .map(([name, value]) => element(name === 'charitySplits' ? 'charitysplits' : name, value))
    .join('');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<${root}>${fields}</${root}>`;
};
const toJson = (body: Body, notFinite: string) => JSON.stringify(body).replaceAll(`"${NOT_FINITE}"`, notFinite);

const ACCOUNT_PATH = '/fundraisers/v1/newaccount';
const PAGE_PATH = '/fundraisers/v1/account/secure/{account}/newpage';
const pathFor = (op: Op) => (op === 'account' ? ACCOUNT_PATH : PAGE_PATH);

/** A body of an operation, as JSON or XML, with a query sometimes. */
const operationPlan = (op: Op, body: fc.Arbitrary<Body>): fc.Arbitrary<Plan> =>
  fc
    .tuple(
      body,
      fc.constantFrom('json', 'json', 'json', 'xml'),
      fc.constantFrom('1e400', '-1e400', '1e999'),
      fc.constantFrom('', '?api_key=K', '?api_key=%00&redirect_uri=//[', '?&&=='),
    )
    .map(([payload, format, notFinite, query]) => {
      const xml = format === 'xml' && !JSON.stringify(payload).includes(NOT_FINITE);
      return {
        kind: op,
        op,
        method: 'POST',
        path: pathFor(op) + query,
        contentType: xml ? 'application/xml' : 'application/json',
        body: xml ? toXml(op, payload) : toJson(payload, notFinite),
      };
    });

const accountPlan = fc.oneof(
  { weight: 3, arbitrary: operationPlan('account', validAccount) },
  { weight: 2, arbitrary: operationPlan('account', spoilt(validAccount)) },
);
const pagePlan = fc.oneof(
  { weight: 2, arbitrary: operationPlan('page', personalPage) },
  { weight: 2, arbitrary: operationPlan('page', eventPage) },
  { weight: 2, arbitrary: operationPlan('page', withCharityless(fc.oneof(personalPage, eventPage))) },
  { weight: 2, arbitrary: operationPlan('page', spoilt(fc.oneof(personalPage, eventPage))) },
);

/** JSON of any shape, to either operation. */
const jsonPlan: fc.Arbitrary<Plan> = fc
  .tuple(fc.constantFrom<Op>('account', 'page'), fc.jsonValue({ maxDepth: 4 }))
  .map(([op, value]) => ({
    kind: 'json',
    op,
    method: 'POST',
    path: pathFor(op),
    contentType: 'application/json',
    body: JSON.stringify(value) ?? 'null',
  }));

/** Bytes that are no body: random ones, cut JSON, bad UTF-8, XML fragments, declarations, nothing. */
const malformedPlan: fc.Arbitrary<Plan> = fc
  .tuple(
    fc.constantFrom<Op>('account', 'page'),
    fc.oneof(
      fc.uint8Array({ maxLength: 64 }).map((bytes) => Buffer.from(bytes).toString('latin1')),
      fc.string({ unit: 'binary', maxLength: 64 }),
      validAccount.chain((body) => fc.nat().map((at) => JSON.stringify(body).slice(0, at % 200))),
      fc.constantFrom(
        '',
        ' ',
        '{',
        '[',
        '{"title":"Mr",}',
        '\ufeff',
        '<fundraiserAccount>',
        '<fundraiserpage><charitysplits></fundraiserpage>',
        '<!DOCTYPE x [<!ENTITY a "a">]><fundraiserAccount>&a;</fundraiserAccount>',
        '<fundraiserAccount><title>&#0;</title></fundraiserAccount>',
        '<fundraiserpage><charitysplits><charitysplits/></charitysplits></fundraiserpage>',
        '<fundraiserAccount><constructor/></fundraiserAccount>',
        `<fundraiserAccount>${'<a>'.repeat(2000)}${'</a>'.repeat(2000)}</fundraiserAccount>`,
        `{"title":${'['.repeat(100_000)}${']'.repeat(100_000)}}`,
      ),
    ),
    fc.constantFrom(
      'application/json',
      'application/xml',
      'text/xml',
      'text/plain',
      'application/json; charset=latin1',
      undefined,
    ),
  )
  .map(([op, body, contentType]) => ({ kind: 'malformed', op, method: 'POST', path: pathFor(op), contentType, body }));

/** A raw request: its request line and headers as given, then a small JSON body. */
const raw = (requestLine: string, headers: readonly string[], body: string) =>
  [requestLine, 'Host: 127.0.0.1', ...headers, 'Connection: close', '', body].join('\r\n');

const targetUnit = fc.constantFrom(
  '/',
  '/',
  '[',
  ']',
  '@',
  ':',
  '%',
  '%00',
  '%2F',
  '%ZZ',
  '?',
  '#',
  '.',
  '..',
  '\\',
  '~',
  'a',
  '0',
  'é',
  '\u0000',
  ' ',
  'fundraisers',
  'v1',
  'newaccount',
  'account',
  'secure',
  'newpage',
);
/** Request targets: the operations' paths spoilt, paths of special characters, absolute forms, '*'. */
const targetPlan: fc.Arbitrary<Plan> = fc
  .tuple(
    fc.oneof(
      fc.string({ unit: targetUnit, maxLength: 12 }),
      fc.string({ unit: targetUnit, maxLength: 6 }).map((tail) => ACCOUNT_PATH + tail),
      fc.string({ unit: targetUnit, maxLength: 6 }).map((id) => `/fundraisers/v1/account/secure/${id}/newpage`),
      fc.constantFrom('//[', '//a:b@', '*', 'http://[', 'http://127.0.0.1/fundraisers/v1/newaccount', 'a:b', ''),
    ),
    fc.constantFrom('POST', 'POST', 'GET', 'PUT', 'DELETE', 'OPTIONS', 'HEAD', 'PATCH', 'BREW', 'post'),
  )
  .map(([target, method]) => ({
    kind: 'target',
    method,
    path: target,
    contentType: 'application/json',
    body: '{}',
    raw: raw(`${method} ${target} HTTP/1.1`, ['Content-Type: application/json', 'Content-Length: 2'], '{}'),
  }));

/** A valid account sent with odd headers: content types, Accept, Expect, chunked bodies, bytes headers cannot hold. */
const headersPlan: fc.Arbitrary<Plan> = fc
  .tuple(
    validAccount,
    fc.constantFrom(
      'application/json',
      'APPLICATION/JSON; CHARSET=UTF-8',
      'application/json; charset="utf-8"',
      'application/json;;;',
      'application/xml',
      'application/json, text/plain',
      'multipart/form-data; boundary=x',
      '',
      'application/json\u0000',
      'application/jsonÿ',
    ),
    fc.constantFrom('', '*/*', 'application/xml', 'text/*;q=0.9, */*;q=0', 'application/json;q=abc', 'x'.repeat(5000)),
    fc.constantFrom('length', 'chunked', 'bad-chunked', 'bad-length', 'both', 'expect', 'nul-header', 'huge-header'),
  )
  .map(([body, contentType, accept, framing]) => {
    const json = JSON.stringify(body);
    const length = Buffer.byteLength(json);
    const chunked = `${length.toString(16)}\r\n${json}\r\n0\r\n\r\n`;
    const head = [`Content-Type: ${contentType}`, ...(accept === '' ? [] : [`Accept: ${accept}`])];
    const framed: Record<string, [string[], string]> = {
      length: [[`Content-Length: ${length}`], json],
      chunked: [['Transfer-Encoding: chunked'], chunked],
      'bad-chunked': [['Transfer-Encoding: chunked'], `zz\r\n${json}\r\n0\r\n\r\n`],
      'bad-length': [['Content-Length: 1e3'], json],
      both: [['Transfer-Encoding: chunked', `Content-Length: ${length}`], chunked],
      expect: [['Expect: 100-continue', `Content-Length: ${length}`], json],
      'nul-header': [[`Content-Length: ${length}`, 'X-Note: a\u0000b'], json],
      'huge-header': [[`Content-Length: ${length}`, `X-Note: ${'n'.repeat(20_000)}`], json],
    };
    const [lines, payload] = framed[framing] ?? [[], ''];
    return {
      kind: 'headers',
      op: 'account',
      method: 'POST',
      path: ACCOUNT_PATH,
      contentType,
      body: json,
      raw: raw(`POST ${ACCOUNT_PATH} HTTP/1.1`, [...head, ...lines], payload),
    };
  });

/** A body of 1 MiB and a little more. */
const oversizedPlan: fc.Arbitrary<Plan> = fc
  .tuple(fc.constantFrom<Op>('account', 'page'), fc.integer({ min: 1, max: 4096 }))
  .map(([op, extra]) => {
    const body = `{${' '.repeat(1024 * 1024 + extra - 2)}}`;
    return {
      kind: 'oversized',
      method: 'POST',
      path: pathFor(op),
      contentType: 'application/json',
      body,
      raw: raw(
        `POST ${pathFor(op).replace('{account}', EXISTING.resourceId)} HTTP/1.1`,
        ['Content-Type: application/json', `Content-Length: ${Buffer.byteLength(body)}`],
        body,
      ),
    };
  });

const planArbitrary: fc.Arbitrary<Plan> = fc.oneof(
  { weight: 300, arbitrary: accountPlan },
  { weight: 380, arbitrary: pagePlan },
  { weight: 80, arbitrary: jsonPlan },
  { weight: 80, arbitrary: malformedPlan },
  { weight: 80, arbitrary: targetPlan },
  { weight: 60, arbitrary: headersPlan },
  { weight: 2, arbitrary: oversizedPlan },
);

// ---------------------------------------------------------------------------
// Sending

type App = Awaited<ReturnType<typeof startServer>>;
let app: App;
const logged: string[] = [];
const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });

beforeAll(async () => {
  app = await startServer({
    port: 0,
    host: '127.0.0.1',
    log: (message, error) => logged.push(`${message}: ${String((error as Error | undefined)?.message ?? error)}`),
  });
}, 60_000);

afterAll(async () => {
  agent.destroy();
  await app?.close();
});

/** Sends a request over the keep-alive agent. */
function request(method: string, path: string, contentType: string | undefined, body: string): Promise<Outcome> {
  const { port } = new URL(app.url);
  return new Promise((resolve) => {
    const outgoing = http.request(
      {
        host: '127.0.0.1',
        port: Number(port),
        method,
        path,
        agent,
        headers: {
          ...(contentType === undefined ? {} : { 'content-type': contentType }),
          'content-length': Buffer.byteLength(body),
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ statuses: [response.statusCode ?? 0], text: Buffer.concat(chunks).toString('utf8') }),
        );
        response.on('error', () => resolve({ statuses: [], text: '' }));
      },
    );
    outgoing.on('error', () => resolve({ statuses: [], text: '' }));
    outgoing.end(body);
  });
}

/** Writes raw bytes on a connection of their own and reads until the server closes it (bounded). */
function exchange(bytes: string): Promise<Outcome> {
  const { port } = new URL(app.url);
  return new Promise((resolve) => {
    const socket = net.connect(Number(port), '127.0.0.1');
    const chunks: Buffer[] = [];
    const timer = setTimeout(() => socket.destroy(), EXCHANGE_MS);
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', () => {});
    socket.on('close', () => {
      clearTimeout(timer);
      const text = Buffer.concat(chunks).toString('utf8');
      resolve({ statuses: [...text.matchAll(/HTTP\/1\.1 (\d{3}) /g)].map((match) => Number(match[1])), text });
    });
    socket.end(Buffer.from(bytes, 'utf8'));
  });
}

/** What the fuzz counts and keeps. */
const tally = {
  requests: 0,
  byKind: {} as Record<string, number>,
  statusClasses: {} as Record<string, number>,
  statuses: {} as Record<string, number>,
  unanswered: [] as string[],
  serverErrors: [] as string[],
};
/** The bodies answered 201: their operation, body text and content type, and where they were stored. */
const created: { op: Op; body: string; contentType: string; id: string; pageNumber?: number }[] = [];
/** Accounts the fuzz created, for its pages. */
const accounts: string[] = [EXISTING.resourceId];
let unique = 0;
/** Where a plan wants a number unique to its request: as long as the number written in its place. */
const UNIQUE = '{uuuuu}';

/** The body of the 201 among the responses (a raw exchange may hold a 100 Continue first): JSON, or the XML root's fields. */
function resultOf(text: string, raw: boolean): Record<string, string> {
  const head = raw ? text.indexOf('HTTP/1.1 201 ') : 0;
  const body = raw ? text.slice(text.indexOf('\r\n\r\n', head) + 4) : text;
  if (body.startsWith('{')) return JSON.parse(body) as Record<string, string>;
  const fields: Record<string, string> = {};
  for (const match of body.matchAll(/<(\w+)>([^<]*)<\/\1>/g)) fields[match[1] as string] = match[2] as string;
  return fields;
}

async function send(plan: Plan, pick: number): Promise<void> {
  const u = String(++unique).padStart(UNIQUE.length, '0');
  const account = accounts[pick % accounts.length] ?? EXISTING.resourceId;
  const path = plan.path.replaceAll('{account}', account);
  const body = plan.body.replaceAll(UNIQUE, u);
  const outcome =
    plan.raw === undefined
      ? await request(plan.method, path, plan.contentType, body)
      : await exchange(plan.raw.replaceAll(UNIQUE, u).replaceAll('{account}', account));
  tally.requests += 1;
  tally.byKind[plan.kind] = (tally.byKind[plan.kind] ?? 0) + 1;
  const describe = `${plan.kind} ${plan.method} ${JSON.stringify(path).slice(0, 80)} ${JSON.stringify(body.slice(0, 120))}`;
  if (outcome.statuses.length === 0) {
    tally.statusClasses.none = (tally.statusClasses.none ?? 0) + 1;
    tally.unanswered.push(describe);
  }
  for (const status of outcome.statuses) {
    const kind = `${Math.floor(status / 100)}xx`;
    tally.statusClasses[kind] = (tally.statusClasses[kind] ?? 0) + 1;
    tally.statuses[status] = (tally.statuses[status] ?? 0) + 1;
    if (status >= 500) tally.serverErrors.push(`${status} ${describe}`);
  }
  if (outcome.statuses.includes(201) && plan.op !== undefined) {
    const result = resultOf(outcome.text, plan.raw !== undefined);
    const contentType = plan.contentType ?? '';
    if (plan.op === 'account') {
      const id = String(result.resourceId);
      accounts.push(id);
      created.push({ op: 'account', body, contentType, id });
    } else {
      const [, id = '', number = ''] = /\/account\/([^/]+)\/pages\/(\d+)$/.exec(String(result.pageURI)) ?? [];
      created.push({ op: 'page', body, contentType, id: decodeURIComponent(id), pageNumber: Number(number) });
    }
  }
}

// ---------------------------------------------------------------------------
// What the database holds, as request bodies

/** A stored account as the body it was made from (the terms and marketing fields are not stored: fixed values). */
async function storedAccount(id: string): Promise<Body> {
  const { rows } = await app.db.query<Record<string, unknown>>(
    `select title, forename, surname, address_line1, address_line2, town_city, county_state, postcode, country_code,
       preferred_telephone, email_address, personal_url, to_char(date_of_birth, 'YYYYMMDD') as dob, custom_codes,
       charity_id from accounts where id = $1`,
    [id],
  );
  const row = rows[0];
  if (row === undefined) return { missing: id };
  return strip({
    title: row.title,
    forename: row.forename,
    surname: row.surname,
    addressLine1: row.address_line1,
    addressLine2: row.address_line2,
    townCity: row.town_city,
    countyState: row.county_state,
    postcode: row.postcode,
    countryCode: row.country_code,
    preferredTelephone: row.preferred_telephone,
    emailAddress: row.email_address,
    personalUrl: row.personal_url,
    dateOfBirth: row.dob,
    fundraiserCustomCode: (row.custom_codes as string[]).length === 0 ? undefined : row.custom_codes,
    charityResourceId: row.charity_id,
  });
}

/** A stored page, with its splits in order, as the body it was made from. */
async function storedPage(accountId: string, pageNumber: number): Promise<Body> {
  const { rows } = await app.db.query<Record<string, unknown>>(
    `select p.page_title, p.event_id, to_char(p.fundraising_date, 'YYYYMMDD') as date, p.team_page, p.team_name,
       p.team_url, p.activity_code, p.activity_description, p.charity_contribution,
       p.post_event_fundraising_interval as months, p.fundraising_target::text as target,
       (select json_agg(json_build_object('charityResourceId', s.charity_id, 'charitySplitPercent', s.percent,
          'customCodes', s.custom_codes) order by s.position) from page_splits s where s.page_id = p.id) as splits
     from pages p where p.account_id = $1 and p.page_number = $2`,
    [accountId, pageNumber],
  );
  const row = rows[0];
  if (row === undefined) return { missing: `${accountId} page ${pageNumber}` };
  return strip({
    pageTitle: row.page_title,
    eventResourceId: row.event_id,
    fundraisingDate: row.date,
    teamPageIndicator: row.team_page === true ? 'Y' : 'N',
    teamName: row.team_name,
    teamUrl: row.team_url,
    activityCode: row.activity_code,
    activityDescription: row.activity_description,
    charityContributionIndicator: row.charity_contribution === true ? 'Y' : 'N',
    postEventFundraisingInterval: row.months,
    fundraisingTarget: row.target === null ? undefined : decimal(String(row.target)),
    charitySplits: (row.splits as Body[]).map((split) =>
      strip({ ...split, customCodes: (split.customCodes as string[]).length === 0 ? undefined : split.customCodes }),
    ),
  });
}

/** How many times each text occurs. */
const countBy = (texts: readonly string[]): Record<string, number> => {
  const counts: Record<string, number> = {};
  for (const text of texts) counts[text] = (counts[text] ?? 0) + 1;
  return counts;
};

/** A record without its null and undefined fields. */
const strip = (record: Body): Body =>
  Object.fromEntries(Object.entries(record).filter(([, value]) => value !== null && value !== undefined));
/** A decimal amount written one way: no leading zeros, no trailing zeros after the point. */
const decimal = (amount: string) => {
  const [whole = '', fraction = ''] = amount.split('.');
  const cents = fraction.replace(/0+$/, '');
  return `${whole.replace(/^0+(?=\d)/, '')}${cents === '' ? '' : `.${cents}`}`;
};

/** What the server should have stored of a sent body: its normalised form, less what the tables do not keep. */
function expectedStored(op: Op, text: string, contentType: string): Body {
  const xml = contentType.includes('xml');
  // As the server read it: the bytes sent, decoded (a lone surrogate went as U+FFFD).
  const body = Buffer.from(text, 'utf8').toString('utf8');
  const payload: unknown =
    op === 'account' ? (xml ? parseAccountXml(body) : JSON.parse(body)) : xml ? parsePageXml(body) : JSON.parse(body);
  if (op === 'account') {
    const {
      termsAndConditionsAccepted: _t,
      charityMarketingIndicator: _c,
      allCharityMarketingIndicator: _a,
      groupMarketingIndicator: _g,
      serviceMarketingIndicator: _s,
      ...stored
    } = normaliseAccount(payload);
    return { ...stored };
  }
  const page: Body = { ...normalisePage(payload) };
  if (page.teamPageIndicator !== 'Y') {
    delete page.teamName;
    delete page.teamUrl;
  }
  if (typeof page.fundraisingTarget === 'string') page.fundraisingTarget = decimal(page.fundraisingTarget);
  return page;
}

/** The events as the seed made them: what the server's validators knew before any page took a place. */
const SEED_EVENTS: Record<string, EventInfo> = Object.fromEntries(
  EVENTS.map((event) => [
    event.id,
    strip({
      status: event.status,
      feeRequired: event.feeRequired ?? false,
      placesLeft: event.placesLeft ?? undefined,
      maxCharities: event.maxCharities ?? undefined,
      allowedCharities: event.allowedCharities === undefined ? undefined : [...event.allowedCharities],
      charitySplits: event.fixedSplits === undefined ? undefined : [...event.fixedSplits],
    }) as EventInfo,
  ]),
);

// ---------------------------------------------------------------------------

describe(`the reference server under ${REQUESTS} generated requests (seed ${SEED})`, () => {
  it(
    'answers every one 4xx or 201, never 5xx; logs no fault; stores only bodies that validate',
    async () => {
      const before = await app.db.query<{ accounts: number; pages: number }>(
        'select (select count(*) from accounts)::int as accounts, (select count(*) from pages)::int as pages',
      );
      for (let start = 0, batch = 0; start < REQUESTS; start += BATCH, batch++) {
        const plans = fc.sample(fc.tuple(planArbitrary, fc.nat()), {
          numRuns: Math.min(BATCH, REQUESTS - start),
          seed: SEED + batch,
        });
        let next = 0;
        const worker = async () => {
          while (next < plans.length) {
            const [plan, pick] = plans[next++] as [Plan, number];
            await send(plan, pick);
          }
        };
        await Promise.all(Array.from({ length: CONCURRENCY }, worker));
      }

      console.log(
        `server fuzz, traffic: ${JSON.stringify({ seed: SEED, requests: tally.requests, byKind: tally.byKind, statusClasses: tally.statusClasses, statuses: tally.statuses, unanswered: tally.unanswered.length, serverErrors: tally.serverErrors.length, created: created.length })}`,
      );
      // Every body stored is the sent body normalised, and validates with the seed's facts.
      let storedValid = 0;
      const invalidStored: string[] = [];
      const mismatches: string[] = [];
      for (const made of created) {
        const stored =
          made.op === 'account' ? await storedAccount(made.id) : await storedPage(made.id, made.pageNumber ?? 0);
        const expected = expectedStored(made.op, made.body, made.contentType);
        if (!isDeepStrictEqual(stored, expected))
          mismatches.push(
            `${JSON.stringify(stored).slice(0, 300)} stored for ${JSON.stringify(expected).slice(0, 300)}`,
          );
        const result =
          made.op === 'account'
            ? validateAccount(
                {
                  ...stored,
                  termsAndConditionsAccepted: 'Y',
                  charityMarketingIndicator: 'N',
                  allCharityMarketingIndicator: 'N',
                  groupMarketingIndicator: 'N',
                  serviceMarketingIndicator: 'N',
                },
                {
                  strict: true,
                  countries: isoCountryCodes,
                  charities: CHARITY_IDS,
                  accountExists: () => false,
                  personalUrlTaken: () => false,
                },
              )
            : validatePage(stored, {
                strict: true,
                activities: ACTIVITY_CODES,
                charities: CHARITY_IDS,
                events: SEED_EVENTS,
                teamUrlTaken: () => false,
              });
        if (result.valid) storedValid += 1;
        else invalidStored.push(`${JSON.stringify(result.codes)} ${JSON.stringify(stored).slice(0, 200)}`);
      }
      const after = await app.db.query<{ accounts: number; pages: number }>(
        'select (select count(*) from accounts)::int as accounts, (select count(*) from pages)::int as pages',
      );
      const storedCounts = {
        accounts: (after.rows[0]?.accounts ?? 0) - (before.rows[0]?.accounts ?? 0),
        pages: (after.rows[0]?.pages ?? 0) - (before.rows[0]?.pages ?? 0),
      };
      const report = {
        seed: SEED,
        requests: tally.requests,
        byKind: tally.byKind,
        statusClasses: tally.statusClasses,
        statuses: tally.statuses,
        stored: storedCounts,
        storedThatValidate: storedValid,
        storedThatDoNot: invalidStored.length,
        storedOtherwiseThanSent: mismatches.length,
        unanswered: tally.unanswered.length,
        faultsLogged: countBy(logged.map((line) => line.replace(/^\S+ \S+ /, ''))),
      };
      console.log(`server fuzz: ${JSON.stringify(report, null, 2)}`);

      expect(tally.requests).toBe(REQUESTS);
      expect(tally.serverErrors).toEqual([]);
      expect(tally.unanswered).toEqual([]);
      expect(logged).toEqual([]);
      expect(storedCounts.accounts + storedCounts.pages).toBe(created.length);
      expect(mismatches).toEqual([]);
      expect(invalidStored).toEqual([]);
      expect(storedValid).toBe(created.length);
    },
    Math.max(60_000, REQUESTS * 30),
  );
});
