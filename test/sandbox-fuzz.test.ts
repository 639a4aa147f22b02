/**
 * A fuzz of the sandbox over loopback HTTP, driven by fast-check: request
 * targets (odd percent-encodings, dot segments, very long paths, repeated
 * and huge query parameters), methods, headers (odd Content-Type, Accept and
 * Authorization, a Content-Length that does not match the body, chunked
 * bodies, bodies closed early) and bodies (the arbitraries' valid, faulty
 * and mixed payloads, random JSON values, deep nesting, `__proto__`, lone
 * surrogates, huge strings, bytes that are not UTF-8, malformed and hostile
 * XML), each request written as raw bytes on a connection of its own.
 *
 * It proves: no answer is a 5xx; every refusal is a well-formed error body
 * in the format the request asked for (Accept, else its Content-Type, else
 * JSON; JSON for the controls and for what Node's HTTP parser refuses);
 * every success is a well-formed body, and a created account or page is one
 * that validates with the seed's facts; nothing is logged as a failure; and
 * the sandbox still answers afterwards. The requests sent are counted by
 * status and printed.
 *
 * `npm test` sends 2,000 requests. More:
 *   SANDBOX_FUZZ_REQUESTS=50000 npx vitest run test/sandbox-fuzz.test.ts
 * (SANDBOX_FUZZ_SEED picks another sequence.)
 */
import net from 'node:net';
import fc from 'fast-check';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { afterAll, describe, expect, it } from 'vitest';
import { parseAccountXml, parsePageXml } from '../src/formats/xml.js';
import { type EventInfo, validateAccount, validatePage } from '../src/index.js';
import type { RunningSandbox } from '../src/sandbox/index.js';
import {
  CHARITIES as ACCOUNT_CHARITIES,
  accountWithOneFault,
  anyInput as anyAccountInput,
  COUNTRIES,
  mixedAccount,
  validAccount,
} from './arbitraries/account.js';
import {
  ACTIVITIES,
  anyInput as anyPageInput,
  EVENT_IDS,
  mixedPage,
  CHARITIES as PAGE_CHARITIES,
  pageWithOneFault,
  validPage,
} from './arbitraries/page.js';
import { VALID_ACCOUNT } from './support/payloads.js';
import { account, beforeAllOrFail, DATABASES, KEY, sandboxOn } from './support/sandbox.js';
import { type BodyOperation, errorsOf, toXml } from './support/sandbox-wire.js';

const REQUESTS = Math.min(Math.max(Number(process.env.SANDBOX_FUZZ_REQUESTS ?? 2000) || 2000, 1), 1_000_000);
const SEED = Number(process.env.SANDBOX_FUZZ_SEED ?? 20_261_122) || 20_261_122;
/** Requests in flight at once. */
const CONCURRENCY = 8;
/** Requests generated at a time, each batch from its own seed, so that memory stays flat. */
const BATCH = 400;
/** How long one exchange may take before it counts as unanswered. */
const EXCHANGE_MS = 15_000;

const TODAY = '20261122';
const EXISTING = { emailAddress: 'fuzz.existing@example.co.uk', dateOfBirth: '19800101' };
const CHARITIES = [...new Set([...ACCOUNT_CHARITIES, ...PAGE_CHARITIES])];
/** The events: the arbitraries' IDs, one rule each, and open ones. */
const EVENTS: Record<string, EventInfo> = {
  [EVENT_IDS[0]]: { status: 'published', placesLeft: 100_000 },
  [EVENT_IDS[1]]: { status: 'published', allowedCharities: [PAGE_CHARITIES[0], PAGE_CHARITIES[1]] },
  [EVENT_IDS[2]]: { status: 'closed' },
  [EVENT_IDS[3]]: { status: 'published', maxCharities: 2 },
  [EVENT_IDS[4]]: { status: 'published', feeRequired: true },
};
/** The fuzz's seed: the arbitraries' facts. */
const FUZZ_SEED = {
  today: TODAY,
  countries: [...COUNTRIES],
  ukCountryCodes: ['GB', 'UK'],
  activities: [...ACTIVITIES],
  charities: CHARITIES,
  events: EVENTS,
  existingAccounts: [EXISTING],
  takenPersonalUrls: ['fuzz-existing'],
  takenTeamUrls: ['taken-team'],
};

type Format = 'json' | 'xml';
type Kind = 'operation' | 'json' | 'xml' | 'bytes' | 'target' | 'headers' | 'framing' | 'oversized' | 'control';

/** One request, as raw bytes; `{owner}`, `{other}`, `{token}` and `{other-token}` are filled in when it is sent. */
interface Plan {
  readonly kind: Kind;
  readonly method: string;
  readonly target: string;
  readonly headers: readonly string[];
  readonly body: Buffer;
  readonly framing: Framing;
  /** The format Accept prefers, if it prefers one. */
  readonly accepts: Format | undefined;
  /** The format the Content-Type names, if it names one. */
  readonly sends: Format | undefined;
  /** The operation whose 201 may come, and its body text, for the validity check. */
  readonly creates?: BodyOperation;
}

type Framing =
  | 'length'
  | 'chunked'
  | 'bad-chunked'
  | 'both'
  | 'short-length'
  | 'closed-early'
  | 'expect'
  | 'no-length'
  | 'two-lengths';

// ---------------------------------------------------------------------------
// Bodies

const safeJson = (value: unknown): string => {
  try {
    return JSON.stringify(value) ?? 'null';
  } catch {
    return 'null';
  }
};

/** A page body of the arbitraries; its event facts are the seed's, whatever the case made up. */
const pageBodies: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: validPage.map((c) => c.page) },
  { weight: 2, arbitrary: pageWithOneFault.map((c) => c.input) },
  { weight: 1, arbitrary: mixedPage },
  { weight: 1, arbitrary: anyPageInput },
);
const accountBodies: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: validAccount },
  { weight: 2, arbitrary: accountWithOneFault.map((c) => c.input) },
  { weight: 1, arbitrary: mixedAccount },
  { weight: 1, arbitrary: anyAccountInput },
);
const credentials: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant({ ...EXISTING, password: 'sandbox-password' }),
  fc.record({
    emailAddress: fc.oneof(fc.constant(EXISTING.emailAddress), fc.string({ unit: 'binary' })),
    dateOfBirth: fc.oneof(fc.constant(EXISTING.dateOfBirth), fc.constant(19800101), fc.string()),
    password: fc.oneof(fc.constant('sandbox-password'), fc.string({ unit: 'binary' }), fc.constant('')),
  }),
  fc.jsonValue({ maxDepth: 3 }),
);

/** Text with the characters that break readers: lone surrogates, U+0000, XML-forbidden controls, U+FFFE. */
const nasty = fc.string({
  unit: fc.oneof(
    { weight: 6, arbitrary: fc.constantFrom(...'abcXYZ 019-_.@&<>"\'') },
    { weight: 1, arbitrary: fc.constantFrom('\ud800', '\udfff', '\u0000', '\u0001', '\u000b', '\ufffe', '\uffff') },
    { weight: 1, arbitrary: fc.constantFrom('é', '😀', '\u202e', '\u0301', '\r\n', '\t') },
  ),
  maxLength: 40,
});

/** JSON text that is hostile as text: deep nesting, prototype keys, huge strings, escapes, odd numbers. */
const hostileJson: fc.Arbitrary<string> = fc.oneof(
  fc.integer({ min: 1, max: 120_000 }).map((depth) => `${'['.repeat(depth)}${']'.repeat(depth)}`),
  fc.integer({ min: 1, max: 50_000 }).map((depth) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`),
  fc.integer({ min: 1, max: 20_000 }).map((depth) => `{"surname":${'['.repeat(depth)}"x"${']'.repeat(depth)}}`),
  fc
    .tuple(
      fc.constantFrom('__proto__', 'constructor', 'prototype', 'hasOwnProperty', 'toString'),
      fc.jsonValue({ maxDepth: 2 }),
    )
    .map(
      ([key, value]) =>
        `{"${key}":${safeJson(value)},"title":"Mr","charitySplits":[{"${key}":{"charityResourceId":"x"}}]}`,
    ),
  fc.constant('{"__proto__":{"valid":true,"pageTitle":"x"},"constructor":{"prototype":{"polluted":1}}}'),
  fc.integer({ min: 100_000, max: 1_000_000 }).map((length) => `{"surname":"${'x'.repeat(length)}"}`),
  fc.integer({ min: 1, max: 60 }).map((n) => `{"forename":"${'\\ud800'.repeat(n)}","pageTitle":"\\udfff\\u0000"}`),
  fc.constantFrom(
    '1e400',
    '-0',
    '1e-400',
    '[1e400]',
    '{"postEventFundraisingInterval":-1e400}',
    '"\\u0000"',
    'true',
    'null',
    '0',
  ),
  fc.dictionary(nasty, fc.oneof(nasty, fc.jsonValue({ maxDepth: 2 }))).map(safeJson),
  fc.jsonValue({ stringUnit: 'binary', maxDepth: 6 }).map(safeJson),
);

/** XML that is malformed or hostile: declarations and entities, forbidden characters, odd structure. */
const hostileXml: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '<?xml version="1.0"?><!DOCTYPE fundraiserAccount [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;"><!ENTITY c "&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;">]><fundraiserAccount><surname>&c;</surname></fundraiserAccount>',
    '<!DOCTYPE fundraiserpage [<!ENTITY xxe SYSTEM "file:///etc/passwd">]><fundraiserpage><pageTitle>&xxe;</pageTitle></fundraiserpage>',
    '<!doctype authentication><authentication/>',
    '<!ENTITY x "y"><fundraiserAccount/>',
    '<fundraiserAccount><title>&#0;</title></fundraiserAccount>',
    '<fundraiserAccount><title>&#xD800;</title></fundraiserAccount>',
    '<fundraiserAccount><title>&#x1;&#xFFFE;</title></fundraiserAccount>',
    '<fundraiserAccount><title>&unknown;</title></fundraiserAccount>',
    '<fundraiserAccount><title><![CDATA[Mr]]></title><surname><![CDATA[a]]>]]></surname></fundraiserAccount>',
    '<fundraiserAccount><?php echo 1; ?><!-- a -- b --><title>Mr</title></fundraiserAccount>',
    '<fundraiserAccount title="Mr" xmlns="urn:x" xmlns:a="urn:a"><a:title>Mr</a:title></fundraiserAccount>',
    '<fundraiserpage><__proto__><pageTitle>x</pageTitle></__proto__><constructor><prototype>1</prototype></constructor></fundraiserpage>',
    '<fundraiserpage><charitysplits><__proto__>1</__proto__></charitysplits><hasOwnProperty>1</hasOwnProperty></fundraiserpage>',
    '<fundraiserpage><charitysplits><charitysplits/></charitysplits></fundraiserpage>',
    '<fundraiserAccount/><fundraiserAccount/>',
    'text<fundraiserAccount/>',
    '<fundraiserAccount><title>Mr</fundraiserAccount>',
    '<fundraiserAccount',
    '\ufeff<?xml version="1.0" encoding="UTF-8"?><fundraiserAccount><title>Mr</title></fundraiserAccount>',
    '<?xml version="1.0" encoding="ISO-8859-1"?><fundraiserAccount><title>Mr</title></fundraiserAccount>',
    '<?xml version="1.1"?><authentication><password>&#x1;</password></authentication>',
    '<authentication><emailAddress>a</emailAddress><emailAddress>b</emailAddress><password/></authentication>',
    '<authentication><emailAddress><x>1</x></emailAddress></authentication>',
    '<fundraiserpage><charitysplits><customCodes><x/></customCodes></charitysplits></fundraiserpage>',
  ),
  fc
    .tuple(
      fc.constantFrom('fundraiserAccount', 'fundraiserpage', 'authentication'),
      fc.integer({ min: 1, max: 30_000 }),
    )
    .map(([root, depth]) => `<${root}>${'<a>'.repeat(depth)}${'</a>'.repeat(depth)}</${root}>`),
  fc
    .tuple(
      fc.constantFrom('fundraiserAccount', 'fundraiserpage', 'authentication'),
      fc.integer({ min: 1, max: 20_000 }),
    )
    .map(([root, count]) => `<${root}>${'<surname>x</surname>'.repeat(count)}</${root}>`),
  fc
    .tuple(
      fc.constantFrom('fundraiserAccount', 'fundraiserpage', 'authentication'),
      fc.constantFrom('title', 'pageTitle', 'password', 'emailAddress'),
      nasty,
    )
    .map(([root, field, text]) => `<${root}><${field}>${text}</${field}></${root}>`),
  fc
    .integer({ min: 100_000, max: 1_000_000 })
    .map((length) => `<fundraiserAccount><surname>${'x'.repeat(length)}</surname></fundraiserAccount>`),
);

/** Bytes that are no text: random ones, UTF-8 of lone surrogates, UTF-16. */
const hostileBytes: fc.Arbitrary<Buffer> = fc.oneof(
  fc.uint8Array({ maxLength: 200 }).map((bytes) => Buffer.from(bytes)),
  fc.constant(Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xed, 0xa0, 0x80, 0x22, 0x7d])),
  fc.constant(Buffer.from('\ufeff{"title":"Mr"}', 'utf16le')),
  fc.constant(Buffer.from([0xef, 0xbb, 0xbf, 0x7b, 0x7d])),
  fc.constant(Buffer.from([0x3c, 0x61, 0x3e, 0xc0, 0xaf, 0x3c, 0x2f, 0x61, 0x3e])),
);

// ---------------------------------------------------------------------------
// Targets, headers and framing

const ACCOUNT_PATH = '/fundraisers/v1/newaccount';
const AUTHENTICATE_PATH = '/fundraisers/v1/authenticate';
const pagePath = (id: string) => `/fundraisers/v1/account/secure/${id}/newpage`;

/** Queries: the key right, missing, wrong, repeated, encoded, huge, among many parameters. */
const query: fc.Arbitrary<string> = fc.oneof(
  { weight: 40, arbitrary: fc.constant(`?api_key=${KEY}`) },
  {
    weight: 4,
    arbitrary: fc.constantFrom(
      '',
      '?api_key=',
      '?api_key',
      '?api_key=wrong',
      `?api_key=${KEY}&api_key=wrong`,
      `?api_key=wrong&api_key=${KEY}`,
      '?api_key=%74est-key',
      `?api_key=${KEY}%00`,
      '?api_key=%00',
      '?api_key=%E0%A4%A',
      '?api_key=%ED%A0%80',
      `?api_key=${KEY}#fragment`,
      `?API_KEY=${KEY}`,
      `?api%5Fkey=${KEY}`,
      `?&&==&api_key=${KEY}&&`,
      `?api_key=${KEY}&redirect_uri=//[`,
      '?//[',
    ),
  },
  {
    weight: 2,
    arbitrary: fc
      .tuple(fc.integer({ min: 1, max: 1500 }), fc.constantFrom('a=1&', 'api_key=x&', '%zz=%zz&', 'a&'))
      .map(([count, pair]) => `?${pair.repeat(count)}api_key=${KEY}`),
  },
  { weight: 1, arbitrary: fc.integer({ min: 1, max: 20_000 }).map((length) => `?api_key=${'k'.repeat(length)}`) },
);

/** A path segment spoilt: percent-encodings odd, overlong, of U+0000 or of a surrogate; dots; slashes. */
const oddSegment = fc.constantFrom(
  '%',
  '%G1',
  '%00',
  '%2F',
  '%252F',
  '%C0%AF',
  '%ED%A0%80',
  '%E0%A4%A',
  '%FF',
  '.',
  '..',
  '%2e%2e',
  '',
  'a b',
  '\\',
  '%5C',
  ';x=1',
  '%20',
  'é',
);

const paths: fc.Arbitrary<string> = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(ACCOUNT_PATH, AUTHENTICATE_PATH, pagePath('{owner}'), pagePath('{other}')) },
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      '/fundraisers/v1/./newaccount',
      '/fundraisers/v1/x/../newaccount',
      '/fundraisers/v1/account/secure/../secure/{owner}/newpage',
      '/fundraisers/v1/account/secure/{owner}/./newpage',
      '/fundraisers/v1/%2e%2e/v1/newaccount',
      '/fundraisers/v1/newaccount/',
      '/FUNDRAISERS/v1/newaccount',
      '/fundraisers/v1/%6Eewaccount',
      '/fundraisers%2Fv1%2Fnewaccount',
      '//fundraisers/v1/newaccount',
      '/fundraisers/v1/account/secure//newpage',
      '/fundraisers/v1/account/secure/{owner}/{owner}/newpage',
      '/__sandbox/../fundraisers/v1/newaccount',
      '/fundraisers/../__sandbox/outbox',
      '*',
      'http://127.0.0.1/fundraisers/v1/newaccount',
      'HTTP://127.0.0.1:1/fundraisers/v1/authenticate',
      'http://[',
      'http://a:b@127.0.0.1:x/',
      '//[',
      '//a:b@',
    ),
  },
  { weight: 3, arbitrary: oddSegment.map((segment) => pagePath(segment)) },
  { weight: 1, arbitrary: oddSegment.map((segment) => pagePath(`{owner}${segment}`)) },
  {
    weight: 1,
    arbitrary: fc.array(oddSegment, { maxLength: 6 }).map((segments) => `/fundraisers/v1/${segments.join('/')}`),
  },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.integer({ min: 1, max: 9000 }), fc.constantFrom('a/', '/', '%41', '../', './'))
      .map(([count, unit]) => `/${unit.repeat(count)}`),
  },
  {
    weight: 1,
    arbitrary: fc.integer({ min: 1, max: 5000 }).map((length) => pagePath('%41'.repeat(length))),
  },
);

/** Content-Types, with the format each names (none: no reader takes it). */
const CONTENT_TYPES: readonly (readonly [string | undefined, Format | undefined])[] = [
  ['application/json', 'json'],
  ['application/json', 'json'],
  ['application/json', 'json'],
  ['application/xml', 'xml'],
  ['application/xml', 'xml'],
  ['text/xml; charset=utf-8', 'xml'],
  ['APPLICATION/JSON; CHARSET=UTF-8', 'json'],
  ['application/json; charset="utf-8"', 'json'],
  ['application/json;;;', 'json'],
  ['application/json; charset=latin1', undefined],
  ['application/json; charset=utf-16', undefined],
  ['application/json, text/plain', undefined],
  ['application/problem+json', undefined],
  ['text/plain', undefined],
  ['multipart/form-data; boundary=x', undefined],
  ['', undefined],
  [undefined, undefined],
];
/** Accept headers, with the format each prefers (none: equal, so the request's format decides). */
const ACCEPTS: readonly (readonly [string | undefined, Format | undefined])[] = [
  [undefined, undefined],
  [undefined, undefined],
  ['*/*', undefined],
  ['application/json', 'json'],
  ['application/xml', 'xml'],
  ['text/xml', 'xml'],
  ['APPLICATION/XML', 'xml'],
  ['text/html', undefined],
  ['application/json;q=0', undefined],
  ['application/json;q=0.5, application/xml', 'xml'],
  ['application/*;q=0.1, application/json;q=0.2', 'json'],
  ['*/*;q=nan, application/xml;q=-1', undefined],
  ['application/json; q=1e-3, text/xml; q=0.002', 'xml'],
  [',,,;;;', undefined],
  ['x'.repeat(5000), undefined],
];
const AUTHORIZATIONS: readonly (string | undefined)[] = [
  'Bearer {token}',
  'Bearer {token}',
  'Bearer {token}',
  'bearer {token}',
  'Bearer   {token}   ',
  'Bearer {other-token}',
  'Bearer',
  'Bearer ',
  'Bearer a b',
  'Basic dGVzdDp0ZXN0',
  `Bearer ${'t'.repeat(6000)}`,
  'Bearer {token}{token}',
  undefined,
];

const FRAMINGS: readonly Framing[] = [
  'length',
  'length',
  'length',
  'length',
  'chunked',
  'bad-chunked',
  'both',
  'short-length',
  'closed-early',
  'expect',
  'no-length',
  'two-lengths',
];

// ---------------------------------------------------------------------------
// Plans

/** The body of an operation, in JSON or XML, with the Content-Type that says so. */
const operationBody = (operation: BodyOperation | 'authenticate'): fc.Arbitrary<[string, number]> =>
  fc
    .tuple(
      operation === 'account' ? accountBodies : operation === 'page' ? pageBodies : credentials,
      fc.constantFrom(0, 0, 0, 3, 5), // an index of CONTENT_TYPES: JSON mostly, XML sometimes
    )
    .map(([value, type]) => {
      const xml = CONTENT_TYPES[type]?.[1] === 'xml';
      if (!xml) return [safeJson(value), type];
      const record =
        typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
      if (operation === 'authenticate')
        return [
          `<authentication>${Object.entries(record)
            .map(([k, v]) => `<${k}>${String(v)}</${k}>`)
            .join('')}</authentication>`,
          type,
        ];
      return [toXml(operation, record), type];
    });

/** Header lines added to a request, and the header of the plan's own they replace, if any. */
type Extra = readonly [readonly string[], ('accept' | 'type' | 'authorization')?];

interface Shape {
  kind: Kind;
  method?: string;
  target?: fc.Arbitrary<string>;
  body: fc.Arbitrary<[Buffer, number | undefined]>;
  creates?: BodyOperation;
  headersToo?: boolean;
  framingToo?: boolean;
}

const OPERATIONS: readonly [string, BodyOperation | 'authenticate'][] = [
  [ACCOUNT_PATH, 'account'],
  [pagePath('{owner}'), 'page'],
  [AUTHENTICATE_PATH, 'authenticate'],
];

const text = (arbitrary: fc.Arbitrary<string>, types: readonly number[]): fc.Arbitrary<[Buffer, number | undefined]> =>
  fc.tuple(arbitrary, fc.constantFrom(...types)).map(([body, type]) => [Buffer.from(body, 'utf8'), type]);

/** A plan of a shape: its target, method, headers and framing, default where the shape leaves them. */
function planOf(shape: Shape): fc.Arbitrary<Plan> {
  return fc
    .record({
      body: shape.body,
      path: shape.target ?? fc.constantFrom(...OPERATIONS.map(([path]) => path)),
      query,
      method: shape.method === undefined ? fc.constant('POST') : fc.constant(shape.method),
      accept: fc.nat({ max: ACCEPTS.length - 1 }),
      otherType: fc.nat({ max: CONTENT_TYPES.length - 1 }),
      authorization: fc.oneof({ weight: 3, arbitrary: fc.constant(0) }, fc.nat({ max: AUTHORIZATIONS.length - 1 })),
      framing: shape.framingToo ? fc.constantFrom(...FRAMINGS) : fc.constant<Framing>('length'),
      extra: shape.headersToo
        ? fc.constantFrom<Extra>(
            [[]],
            [['X-Note: a\u0000b']],
            [[`X-Note: ${'n'.repeat(20_000)}`]],
            [['Expect: 42-continue']],
            [['Content-Encoding: gzip']],
            [['Host: other.example']],
            [['Accept: application/xml', 'Accept: application/json'], 'accept'],
            [['Authorization: Bearer {token}', 'Authorization: Basic x'], 'authorization'],
            [['Content-Type: application/xml'], 'type'],
            [['X-Note: \u00ff\u00fe']],
            [['Bad Header: x']],
          )
        : fc.constant<Extra>([[]]),
    })
    .map(({ body: [bytes, typeIndex], path, query: q, method, accept, otherType, authorization, framing, extra }) => {
      const [lines, replaces] = extra;
      // Where the extra lines give a header of their own, the plan gives none: the extra one decides.
      const [contentType, sends] =
        replaces === 'type'
          ? [undefined, 'xml' as const]
          : (CONTENT_TYPES[typeIndex ?? otherType] ?? [undefined, undefined]);
      const [acceptHeader, accepts] =
        replaces === 'accept' ? [undefined, undefined] : (ACCEPTS[accept] ?? [undefined, undefined]);
      const auth = replaces === 'authorization' ? undefined : AUTHORIZATIONS[authorization];
      const target = path === '*' || path.startsWith('http') || path.startsWith('//') ? path : `${path}${q}`;
      return {
        kind: shape.kind,
        method,
        target,
        headers: [
          ...(contentType === undefined ? [] : [`Content-Type: ${contentType}`]),
          ...(acceptHeader === undefined ? [] : [`Accept: ${acceptHeader}`]),
          ...(auth === undefined ? [] : [`Authorization: ${auth}`]),
          ...lines,
        ],
        body: bytes,
        framing,
        accepts,
        sends,
        ...(shape.creates === undefined ? {} : { creates: shape.creates }),
      } satisfies Plan;
    });
}

const ALL_TYPES = CONTENT_TYPES.map((_, index) => index);
const JSON_TYPE = [0];
const XML_TYPES = [3, 5];

const planArbitrary: fc.Arbitrary<Plan> = fc.oneof(
  ...OPERATIONS.map(([path, operation]) => ({
    weight: operation === 'authenticate' ? 60 : 300,
    arbitrary: planOf({
      kind: 'operation',
      target: fc.constant(path),
      body: operationBody(operation).map(([body, type]): [Buffer, number] => [Buffer.from(body, 'utf8'), type]),
      ...(operation === 'authenticate' ? {} : { creates: operation }),
    }),
  })),
  { weight: 120, arbitrary: planOf({ kind: 'json', body: text(hostileJson, JSON_TYPE) }) },
  { weight: 120, arbitrary: planOf({ kind: 'xml', body: text(hostileXml, XML_TYPES) }) },
  { weight: 30, arbitrary: planOf({ kind: 'bytes', body: fc.tuple(hostileBytes, fc.constantFrom(...ALL_TYPES)) }) },
  {
    weight: 120,
    arbitrary: planOf({
      kind: 'target',
      target: paths,
      body: text(fc.constantFrom('{}', '<fundraiserAccount/>', ''), ALL_TYPES),
    }).chain((plan) =>
      fc
        .constantFrom('POST', 'POST', 'POST', 'GET', 'PUT', 'DELETE', 'HEAD', 'OPTIONS', 'PATCH', 'BREW', 'post')
        .map((method) => ({ ...plan, method })),
    ),
  },
  {
    weight: 100,
    arbitrary: planOf({
      kind: 'headers',
      body: operationBody('account').map(([body]): [Buffer, undefined] => [Buffer.from(body, 'utf8'), undefined]),
      headersToo: true,
    }),
  },
  {
    weight: 100,
    arbitrary: planOf({
      kind: 'framing',
      body: fc
        .oneof(operationBody('account'), operationBody('page'))
        .map(([body, type]): [Buffer, number] => [Buffer.from(body, 'utf8'), type]),
      framingToo: true,
    }),
  },
  {
    weight: 3,
    arbitrary: planOf({
      kind: 'oversized',
      body: fc
        .tuple(fc.integer({ min: 1, max: 70_000 }), fc.constantFrom(0, 3))
        .map(([extra, type]): [Buffer, number] => [Buffer.alloc(1024 * 1024 + extra, 0x20), type]),
      framingToo: true,
    }),
  },
  {
    weight: 40,
    arbitrary: fc
      .tuple(
        fc.constantFrom(
          ['GET', '/__sandbox/outbox'],
          ['GET', '/__sandbox/outbox?to=fuzz.existing%40example.co.uk'],
          ['GET', '/__sandbox/outbox?to=%00'],
          ['GET', '/__sandbox/outbox?to=%ED%A0%80'],
          ['GET', '/__sandbox/clock'],
          ['PUT', '/__sandbox/clock'],
          ['POST', '/__sandbox/clock/advance'],
          ['DELETE', '/__sandbox/clock'],
          ['POST', '/__sandbox/nothing'],
          ['GET', '/__sandbox/'],
        ),
        // Bodies that do not move the clock: the fuzz's tokens and dates stay as they were.
        fc
          .oneof(hostileJson, fc.jsonValue({ maxDepth: 3 }).map(safeJson))
          .filter((body) => !['"now"', '"today"', '"months"', '"days"', '"seconds"'].some((key) => body.includes(key))),
        fc.constantFrom(0, 0, 3, 13, 16),
        fc.constantFrom<Framing>('length', 'length', 'chunked', 'closed-early'),
      )
      .map(([[method, target], body, type, framing]) => {
        const [contentType] = CONTENT_TYPES[type] ?? [undefined];
        return {
          kind: 'control',
          method: method ?? 'GET',
          target: target ?? '/__sandbox/clock',
          headers: contentType === undefined ? [] : [`Content-Type: ${contentType}`],
          body: Buffer.from(body, 'utf8'),
          framing,
          accepts: 'json',
          sends: 'json',
        } satisfies Plan;
      }),
  },
);

// ---------------------------------------------------------------------------
// Sending and reading

/** The request's bytes, framed as the plan says. */
function bytesOf(plan: Plan, fill: (text: string) => string): { head: string; body: Buffer; destroyAfter?: number } {
  const lines = [`${plan.method} ${fill(plan.target)} HTTP/1.1`, 'Host: 127.0.0.1', ...plan.headers.map(fill)];
  const body = plan.body;
  const length = body.length;
  const chunked = () => {
    const half = Math.floor(length / 2);
    const parts = [body.subarray(0, half), body.subarray(half)].filter((part) => part.length > 0);
    return Buffer.concat([
      ...parts.flatMap((part) => [Buffer.from(`${part.length.toString(16)}\r\n`), part, Buffer.from('\r\n')]),
      Buffer.from('0\r\n\r\n'),
    ]);
  };
  const head = (more: string[]) => `${[...lines, ...more, 'Connection: close'].join('\r\n')}\r\n\r\n`;
  switch (plan.framing) {
    case 'chunked':
      return { head: head(['Transfer-Encoding: chunked']), body: chunked() };
    case 'bad-chunked':
      return { head: head(['Transfer-Encoding: chunked']), body: Buffer.concat([Buffer.from('zz\r\n'), body]) };
    case 'both':
      return { head: head(['Transfer-Encoding: chunked', `Content-Length: ${length}`]), body: chunked() };
    case 'short-length':
      return { head: head([`Content-Length: ${Math.floor(length / 2)}`]), body };
    case 'closed-early':
      return {
        head: head([`Content-Length: ${length + 100}`]),
        body: body.subarray(0, Math.floor(length / 2)),
        destroyAfter: 20,
      };
    case 'expect':
      return { head: head(['Expect: 100-continue', `Content-Length: ${length}`]), body };
    case 'no-length':
      return { head: head([]), body };
    case 'two-lengths':
      return { head: head([`Content-Length: ${length}`, `Content-Length: ${length + 1}`]), body };
    default:
      return { head: head([`Content-Length: ${length}`]), body };
  }
}

/** One response read off the wire. */
interface Response {
  readonly status: number;
  readonly headers: Readonly<Record<string, string>>;
  readonly body: Buffer;
}

/** The responses in the bytes a connection received, each framed by its Content-Length. */
function responsesIn(bytes: Buffer, head: boolean): Response[] | string {
  const responses: Response[] = [];
  let at = 0;
  while (at < bytes.length) {
    const end = bytes.indexOf('\r\n\r\n', at);
    if (end === -1)
      return `a response head without its end: ${JSON.stringify(bytes.subarray(at, at + 200).toString('latin1'))}`;
    const [statusLine = '', ...headerLines] = bytes.subarray(at, end).toString('latin1').split('\r\n');
    if (!statusLine.startsWith('HTTP/1.1 ')) return `not a status line: ${JSON.stringify(statusLine)}`;
    const status = Number(statusLine.slice(9, 12));
    const headers: Record<string, string> = {};
    for (const line of headerLines) {
      const colon = line.indexOf(':');
      headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
    }
    const announced = Number(headers['content-length'] ?? Number.NaN);
    // A HEAD answer has no body, unless it is a refusal of Node's parser, which never read the method.
    const bodiless = status === 100 || (head && bytes.length - (end + 4) !== announced);
    const length = bodiless ? 0 : announced;
    if (!Number.isInteger(length)) return `a ${status} without a Content-Length`;
    const body = bytes.subarray(end + 4, end + 4 + length);
    if (body.length !== length) return `a ${status} body of ${body.length} bytes, not the ${length} announced`;
    responses.push({ status, headers, body });
    at = end + 4 + length;
  }
  return responses;
}

/** Sends a plan on a connection of its own; reads until the sandbox closes it. */
function exchange(sandbox: RunningSandbox, plan: Plan, fill: (text: string) => string): Promise<Buffer | undefined> {
  const { head, body, destroyAfter } = bytesOf(plan, fill);
  return new Promise((resolve) => {
    const socket = net.connect(Number(new URL(sandbox.url).port), '127.0.0.1');
    const chunks: Buffer[] = [];
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      socket.destroy();
    }, EXCHANGE_MS);
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearTimeout(timer);
      resolve(timedOut ? undefined : Buffer.concat(chunks));
    });
    socket.write(head);
    if (destroyAfter === undefined) socket.end(body);
    else {
      socket.write(body);
      setTimeout(() => socket.destroy(), destroyAfter);
    }
  });
}

const xmlReader = new XMLParser({ parseTagValue: false, ignoreDeclaration: true });

/** The root element of an XML document, when it is well-formed with one root. */
function xmlRoot(text: string): string | undefined {
  if (XMLValidator.validate(text) !== true) return undefined;
  const roots = Object.keys(xmlReader.parse(text) as object);
  return roots.length === 1 ? roots[0] : undefined;
}

/** Does the target name a control (JSON only), once the URL parser has resolved its dot segments? */
function isControl(target: string): boolean {
  try {
    return new URL(target, 'http://sandbox').pathname.startsWith('/__sandbox/');
  } catch {
    return false;
  }
}

/** The facts a created account or page must validate with: the seed's, nothing taken, the events as seeded. */
const FACTS = {
  strict: true,
  today: TODAY,
  countries: [...COUNTRIES],
  ukCountryCodes: ['GB', 'UK'],
  activities: [...ACTIVITIES],
  charities: CHARITIES,
  events: EVENTS,
  accountExists: () => false,
  personalUrlTaken: () => false,
  teamUrlTaken: () => false,
};

// ---------------------------------------------------------------------------

for (const kind of DATABASES)
  describe(kind, () => {
    const logged: string[] = [];
    let sandbox: RunningSandbox;
    const ids: Record<string, string> = {};

    beforeAllOrFail(async () => {
      sandbox = await sandboxOn(kind, { seed: FUZZ_SEED, log: (line) => logged.push(line) });
      for (const [name, url] of [
        ['owner', 'fuzz-owner'],
        ['other', 'fuzz-other'],
      ] as const) {
        const created = await account(
          sandbox,
          JSON.stringify({ ...VALID_ACCOUNT, emailAddress: `${url}@example.co.uk`, personalUrl: url }),
        );
        expect(created.status, created.text).toBe(201);
        ids[name] = String(created.body.resourceId);
        ids[`${name}-token`] = String(created.body.accessToken);
      }
    }, 60_000);
    afterAll(() => sandbox?.close());

    const fill = (text: string) =>
      text
        .replaceAll('{owner}', ids.owner ?? '')
        .replaceAll('{other}', ids.other ?? '')
        .replaceAll('{token}', ids['owner-token'] ?? '')
        .replaceAll('{other-token}', ids['other-token'] ?? '');

    /** What is wrong with the answer to a plan, or `undefined`. */
    function problemWith(plan: Plan, received: Buffer | undefined): string | undefined {
      if (received === undefined) return 'no answer within the time limit';
      const responses = responsesIn(received, plan.method === 'HEAD');
      // A client that closes early may cut the answer short.
      if (typeof responses === 'string') return plan.framing === 'closed-early' ? undefined : responses;
      const final = responses.filter((response) => response.status !== 100);
      if (final.length === 0) return plan.framing === 'closed-early' ? undefined : 'no answer';
      for (const response of final) {
        if (response.status >= 500)
          return `answered ${response.status}: ${response.body.toString('utf8').slice(0, 300)}`;
        if (plan.method === 'HEAD') continue;
        const type = response.headers['content-type'] ?? '';
        const text = response.body.toString('utf8');
        const asked = isControl(fill(plan.target)) ? 'json' : (plan.accepts ?? plan.sends ?? 'json');
        if (response.status >= 400) {
          const errors = errorsOf(text, type);
          const parserRefusal = type.startsWith('application/json') && errors?.[0]?.code === 'bad-request';
          if (errors === undefined)
            return `a ${response.status} whose body is no error body: ${type} ${text.slice(0, 300)}`;
          if (!parserRefusal && !type.startsWith(`application/${asked}`))
            return `a ${response.status} in ${type}, not the ${asked} asked for`;
          continue;
        }
        const format = type.startsWith('application/xml')
          ? 'xml'
          : type.startsWith('application/json')
            ? 'json'
            : undefined;
        if (format === undefined) return `a ${response.status} of type ${type}`;
        let result: Record<string, unknown> | undefined;
        if (format === 'json') {
          try {
            result = JSON.parse(text) as Record<string, unknown>;
          } catch {
            return `a ${response.status} of JSON that does not parse: ${text.slice(0, 200)}`;
          }
        } else if (xmlRoot(text) === undefined)
          return `a ${response.status} of XML that is not well-formed: ${text.slice(0, 200)}`;
        if (response.status === 201 && plan.creates !== undefined) {
          if (format === 'json' && result?.creationSuccessful !== true)
            return `a 201 without creationSuccessful: ${text}`;
          const sent = plan.body.toString('utf8');
          const body =
            plan.sends === 'xml'
              ? plan.creates === 'account'
                ? parseAccountXml(sent)
                : parsePageXml(sent)
              : (JSON.parse(sent) as unknown);
          const verdict = plan.creates === 'account' ? validateAccount(body, FACTS) : validatePage(body, FACTS);
          if (!verdict.valid)
            return `created, though it does not validate: ${verdict.codes.join(' ')} ${sent.slice(0, 300)}`;
        }
      }
      return undefined;
    }

    it(
      `answers ${REQUESTS} generated requests (seed ${SEED}) without a 5xx, each as it should`,
      async () => {
        const byStatus: Record<string, number> = {};
        const byKind: Record<string, Record<string, number>> = {};
        const problems: string[] = [];
        let sent = 0;
        for (let start = 0, batch = 0; start < REQUESTS; start += BATCH, batch++) {
          const plans = fc.sample(planArbitrary, { numRuns: Math.min(BATCH, REQUESTS - start), seed: SEED + batch });
          let next = 0;
          const worker = async () => {
            while (next < plans.length) {
              const plan = plans[next++] as Plan;
              const received = await exchange(sandbox, plan, fill);
              sent += 1;
              const responses = received === undefined ? 'none' : responsesIn(received, plan.method === 'HEAD');
              const statuses =
                typeof responses === 'string' ? ['unreadable'] : responses.map((response) => String(response.status));
              const label = statuses.length === 0 ? 'none' : statuses.join('+');
              byStatus[label] = (byStatus[label] ?? 0) + 1;
              byKind[plan.kind] ??= {};
              const kindCounts = byKind[plan.kind] as Record<string, number>;
              kindCounts[label] = (kindCounts[label] ?? 0) + 1;
              const problem = problemWith(plan, received);
              if (problem !== undefined)
                problems.push(
                  `${problem} <- ${plan.kind} ${plan.framing} ${plan.method} ${JSON.stringify(fill(plan.target).slice(0, 120))} ${JSON.stringify(plan.headers.map((header) => header.slice(0, 80)))} ${JSON.stringify(plan.body.toString('utf8').slice(0, 160))}`,
                );
            }
          };
          await Promise.all(Array.from({ length: CONCURRENCY }, worker));
        }
        console.log(
          `sandbox fuzz (${kind}, seed ${SEED}): ${sent} requests; by status ${JSON.stringify(byStatus)}; by kind ${JSON.stringify(byKind)}`,
        );
        expect(sent).toBe(REQUESTS);
        expect(problems.slice(0, 20)).toEqual([]);
        expect(logged.map((line) => line.slice(0, 400))).toEqual([]);

        // Still answering: a new account, and the clock as the seed set it.
        const after = await account(
          sandbox,
          JSON.stringify({ ...JSON.parse(JSON.stringify(FUZZ_AFTER)), emailAddress: `after.${SEED}@example.co.uk` }),
        );
        expect(after.status, after.text).toBe(201);
        const clock = await fetch(`${sandbox.url}/__sandbox/clock`);
        expect(await clock.json()).toMatchObject({ today: TODAY });
      },
      Math.max(60_000, REQUESTS * 40),
    );
  });

/** The account created after the fuzz, to show the sandbox still answers. */
const FUZZ_AFTER = {
  title: 'Dr',
  forename: 'Grace',
  surname: 'Hopper',
  addressLine1: '1 Navy Way',
  addressLine2: 'Arlington',
  townCity: 'Arlington',
  countyState: 'Virginia',
  countryCode: 'US',
  preferredTelephone: '17035550100',
  personalUrl: `grace-after-${SEED}`,
  termsAndConditionsAccepted: 'Y',
  charityMarketingIndicator: 'N',
  allCharityMarketingIndicator: 'N',
  groupMarketingIndicator: 'N',
  serviceMarketingIndicator: 'N',
  dateOfBirth: '19600101',
};
