/**
 * The sandbox's GET lookups (contract section 11) over loopback HTTP: the
 * fundraiser search's classes and order (a property over names that collide
 * under toLowerCase, against a comparator written here), its cap of 100,
 * activities and countries by code, JSON and XML, 404 when nothing is found,
 * and the checks' order (405, 401 before 400).
 */
import { Agent, request as httpRequest } from 'node:http';
import fc from 'fast-check';
import { XMLParser } from 'fast-xml-parser';
import { afterAll, describe, expect, it } from 'vitest';
import { BUILT_IN_SEED } from '../src/sandbox/built-in-seed.js';
import { type RunningSandbox, startSandbox } from '../src/sandbox/index.js';
import { runCli } from './support/cli.js';
import {
  type Answer,
  account,
  beforeAllOrFail,
  call,
  codes,
  DATABASES,
  example,
  get,
  KEY,
  newAccount,
  sandboxOn,
} from './support/sandbox.js';

/** A string's code points. */
const points = (text: string): number[] => Array.from(text, (character) => character.codePointAt(0) as number);

/** Code point order, written independently of the sandbox's. */
function byPoints(a: string, b: string): number {
  const left = points(a);
  const right = points(b);
  for (let at = 0; at < Math.min(left.length, right.length); at++)
    if (left[at] !== right[at]) return (left[at] as number) - (right[at] as number);
  return left.length - right.length;
}

/** toLowerCase, then code points; as given when those are equal. */
const byFolded = (a: string, b: string): number => byPoints(a.toLowerCase(), b.toLowerCase()) || byPoints(a, b);

/** An account as the test knows it. */
interface Known {
  readonly resourceId: string;
  readonly title: string;
  readonly forename: string;
  readonly surname: string;
  readonly personalUrl: string;
}

/** The search's answer as contract section 11 describes it, computed from every account the test knows. */
function expectedSearch(known: readonly Known[], surname: string, forename: string | undefined): Known[] {
  const givenSurname = surname.toLowerCase();
  const givenForename = forename === undefined || forename.trim() === '' ? '' : forename.toLowerCase();
  const classOf = (account: Known): number => {
    const accountSurname = account.surname.toLowerCase();
    const accountForename = account.forename.toLowerCase();
    if (accountSurname === givenSurname && accountForename === givenForename) return 1;
    if (accountSurname === givenSurname && accountForename.startsWith(givenForename)) return 2;
    if (accountSurname.startsWith(givenSurname) && accountForename.startsWith(givenForename)) return 3;
    return 0;
  };
  return known
    .map((account) => ({ account, rank: classOf(account) }))
    .filter((entry) => entry.rank > 0)
    .sort(
      (a, b) =>
        a.rank - b.rank ||
        byFolded(a.account.surname, b.account.surname) ||
        byFolded(a.account.forename, b.account.forename) ||
        byFolded(a.account.resourceId, b.account.resourceId),
    )
    .slice(0, 100)
    .map((entry) => entry.account);
}

/** The search path for a surname and, when given, a forename. */
const searchPath = (surname: string, forename?: string): string =>
  `/fundraisers/v1/search?surname=${encodeURIComponent(surname)}${
    forename === undefined ? '' : `&forename=${encodeURIComponent(forename)}`
  }`;

/** The search results of an answer. */
const resultsOf = (answer: Answer): Record<string, string>[] =>
  (answer.body.fundraiserSearchResults ?? []) as Record<string, string>[];

/** Reads an XML answer, the repeating elements always as lists. */
const readXml = (text: string): Record<string, unknown> =>
  new XMLParser({
    parseTagValue: false,
    ignoreDeclaration: true,
    isArray: (name) => ['fundraiserSearchResult', 'activitytype', 'country', 'error'].includes(name),
  }).parse(text) as Record<string, unknown>;

/** Characters that collide, or nearly, under toLowerCase, with astral and high BMP ones for code point order. */
const CHARACTERS = [
  'a',
  'A',
  'i',
  'I',
  'İ',
  'ı',
  'ß',
  'ẞ',
  's',
  'S',
  'Σ',
  'σ',
  'ς',
  'k',
  'K',
  '\u212A',
  'é',
  'É',
  '\u0301',
  '\uFF21',
  '\uFF41',
  '\u{1F600}',
  '\u{1D400}',
  ' ',
  '-',
];
const TITLES = ['Mr', 'Mrs', 'Ms', 'Miss', 'Dr', 'Prof'];

/** A non-blank name of 1 to 6 of the characters. */
const nameArb = fc
  .array(fc.constantFrom(...CHARACTERS), { minLength: 1, maxLength: 6 })
  .map((characters) => characters.join(''))
  .filter((name) => name.trim() !== '');

/**
 * A stem, each of its characters as given or in upper case ('ß' becomes 'SS', 'ς' 'Σ'), then up to
 * `suffix` of the characters: names that share their start, or nearly, once in lower case.
 */
const stemmed = (stems: readonly string[], suffix: number) =>
  fc
    .tuple(
      fc.constantFrom(...stems),
      fc.array(fc.boolean(), { minLength: 3, maxLength: 3 }),
      fc.array(fc.constantFrom(...CHARACTERS), { maxLength: suffix }),
    )
    .map(
      ([stem, upper, end]) =>
        Array.from(stem, (character, at) => (upper[at] ? character.toUpperCase() : character)).join('') + end.join(''),
    );

const SURNAME_STEMS = ['abc', 'ßσς', 'kİı'];
const FORENAME_STEMS = ['ann', 'σiς'];

/** Accounts to create, and a search: mostly stems of their names, so that many accounts match in many orders. */
const roundArb = fc.record({
  accounts: fc.array(
    fc.record({
      title: fc.constantFrom(...TITLES),
      forename: fc.oneof({ arbitrary: stemmed(FORENAME_STEMS, 3), weight: 4 }, nameArb),
      surname: fc.oneof({ arbitrary: stemmed(SURNAME_STEMS, 3), weight: 4 }, nameArb),
    }),
    { maxLength: 5 },
  ),
  surname: fc.oneof({ arbitrary: stemmed(SURNAME_STEMS, 1), weight: 4 }, nameArb),
  forename: fc.option(fc.oneof({ arbitrary: stemmed(FORENAME_STEMS, 1), weight: 4 }, fc.constant('  '), nameArb), {
    nil: undefined,
    freq: 3,
  }),
});

/** 101 seed accounts (surnames 'Fundraiser 1' to 'Fundraiser 101', forename 'Seed'), and lookups with odd codes. */
const ODD_CODES = ['b', 'B', 'a', '10', '9', 'Ä', '\u{1F600}', '\uFF21'];
const CAPPED_SEED = {
  countries: ODD_CODES,
  countryNames: { B: 'Bee', '\u{1F600}': 'Smile & <Co>' },
  activities: ODD_CODES,
  activityNames: { a: 'Lower a', '9': 'Nine' },
  existingAccounts: Array.from({ length: 101 }, (_, index) => ({
    emailAddress: `seed${index + 1}@example.co.uk`,
    dateOfBirth: '19800101',
  })),
};

for (const kind of DATABASES)
  describe(kind, () => {
    let builtIn: RunningSandbox;
    let capped: RunningSandbox;
    let empty: RunningSandbox;
    const LONGEST_KEY = '\u{1F511}'.repeat(24);

    beforeAllOrFail(async () => {
      [builtIn, capped, empty] = await Promise.all([
        sandboxOn(kind, { today: '20261122' }),
        sandboxOn(kind, { today: '20261122', seed: CAPPED_SEED, apiKeys: [KEY, LONGEST_KEY] }),
        sandboxOn(kind, { today: '20261122', seed: {} }),
      ]);
    }, 60_000);
    afterAll(async () => {
      await Promise.all([builtIn?.close(), capped?.close(), empty?.close()]);
    });

    describe('search', () => {
      it('answers each match with the description fields, in JSON and in XML', async () => {
        const ada = await newAccount(builtIn, 'ada-search', { surname: 'Lovelace-Search' });
        const json = await get(builtIn, searchPath('lovelace-s', 'AD'));
        expect(json.status).toBe(200);
        expect(json.headers.get('content-type')).toBe('application/json; charset=utf-8');
        expect(json.body).toEqual({
          fundraiserSearchResults: [
            {
              fundraiserName: 'Ms Ada Lovelace-Search',
              title: 'Ms',
              forename: 'Ada',
              surname: 'Lovelace-Search',
              resourceId: ada.resourceId,
              fundraiserURI: `${builtIn.url}/fundraisers/v1/account/${ada.resourceId}`,
              personalUrl: 'ada-search',
            },
          ],
        });
        const xml = await get(builtIn, searchPath('LOVELACE-S'), { Accept: 'application/xml' });
        expect(xml.status).toBe(200);
        expect(xml.headers.get('content-type')).toBe('application/xml; charset=utf-8');
        expect(Object.keys(readXml(xml.text))).toEqual(['fundraiserSearchResults']);
        expect(readXml(xml.text)).toEqual({
          fundraiserSearchResults: { fundraiserSearchResult: json.body.fundraiserSearchResults },
        });
      });

      it("fundraiserURI is the account's responseURI", async () => {
        const answer = await account(
          builtIn,
          JSON.stringify({
            ...JSON.parse(example('account-valid.json')),
            forename: 'Uri',
            surname: 'Responsive',
            emailAddress: 'uri@example.co.uk',
            personalUrl: 'uri-responsive',
          }),
        );
        expect(answer.status).toBe(201);
        const found = resultsOf(await get(builtIn, searchPath('Responsive', 'Uri')));
        expect(found.map((result) => result.fundraiserURI)).toEqual([answer.body.responseURI]);
      });

      it('orders by class, surname, forename and resource ID, as toLowerCase and code points say (property)', async () => {
        const sandbox = await sandboxOn(kind, {
          today: '20261122',
          seed: { ...BUILT_IN_SEED, existingAccounts: [], takenPersonalUrls: [] },
        });
        const known: Known[] = [];
        let created = 0;
        let ordered = 0;
        try {
          await fc.assert(
            fc.asyncProperty(roundArb, async ({ accounts, surname, forename }) => {
              for (const { title, forename: given, surname: family } of accounts) {
                created++;
                const personalUrl = `p${created}`;
                const { resourceId } = await newAccount(sandbox, personalUrl, {
                  title,
                  forename: given,
                  surname: family,
                });
                known.push({ resourceId, title, forename: given, surname: family, personalUrl });
              }
              fc.pre(surname.trim() !== '' && points(surname).length >= 3);
              const expected = expectedSearch(known, surname, forename);
              const answer = await get(sandbox, searchPath(surname, forename));
              if (expected.length === 0) {
                expect(answer.status, answer.text).toBe(404);
                expect(answer.body.errors).toEqual([
                  { code: 'not-found', parameter: 'surname', message: expect.any(String) },
                ]);
                return;
              }
              expect(answer.status, answer.text).toBe(200);
              if (expected.length > 1) ordered++;
              expect(resultsOf(answer)).toEqual(
                expected.map((account) => ({
                  fundraiserName: `${account.title} ${account.forename} ${account.surname}`,
                  title: account.title,
                  forename: account.forename,
                  surname: account.surname,
                  resourceId: account.resourceId,
                  fundraiserURI: `${sandbox.url}/fundraisers/v1/account/${account.resourceId}`,
                  personalUrl: account.personalUrl,
                })),
              );
            }),
            // The accounts of earlier runs stay in the sandbox: a shrunk counterexample would not replay.
            { numRuns: 60, endOnFailure: true },
          );
          // The property compared orders, not only single answers and 404s.
          expect(ordered, 'runs that compared two or more results').toBeGreaterThan(10);
        } finally {
          await sandbox.close();
        }
      }, 120_000);

      it('names that differ only by case or by code point order', async () => {
        const sandbox = await sandboxOn(kind, {
          today: '20261122',
          seed: { ...BUILT_IN_SEED, existingAccounts: [], takenPersonalUrls: [] },
        });
        try {
          const names: [string, string][] = [
            ['Ann', 'Abc'],
            ['ann', 'ABC'],
            ['Ann', 'abc'],
            ['Ann', 'Abc\uFF21'],
            ['Ann', 'Abc\u{1F600}'],
            ['Annabel', 'Abc'],
            ['Bob', 'Abcd'],
            ['Ann', 'Abcd'],
            ['x', 'İbc'],
          ];
          const known: Known[] = [];
          for (const [index, [forename, surname]] of names.entries()) {
            const personalUrl = `n${index}`;
            const { resourceId } = await newAccount(sandbox, personalUrl, { title: 'Mr', forename, surname });
            known.push({ resourceId, title: 'Mr', forename, surname, personalUrl });
          }
          const surnames = (answer: Answer) =>
            resultsOf(answer).map((result) => `${result.forename} ${result.surname}`);
          const expectedNames = (surname: string, forename?: string) =>
            expectedSearch(known, surname, forename).map((account) => `${account.forename} ${account.surname}`);
          // Class 1 'ann abc' (three cases, by surname as given), class 2 'Annabel Abc', class 3 the longer
          // surnames, U+FF41 before U+1F600 (code points, not UTF-16 units).
          expect(surnames(await get(sandbox, searchPath('abc', 'ANN')))).toEqual([
            'ann ABC',
            'Ann Abc',
            'Ann abc',
            'Annabel Abc',
            'Ann Abcd',
            'Ann Abc\uFF21',
            'Ann Abc\u{1F600}',
          ]);
          expect(surnames(await get(sandbox, searchPath('abc', 'ANN')))).toEqual(expectedNames('abc', 'ANN'));
          // Without a forename: surname equal is class 2, surname starting with class 3.
          expect(surnames(await get(sandbox, searchPath('ABCD')))).toEqual(['Ann Abcd', 'Bob Abcd']);
          // 'İ' lowers to 'i' and a combining dot: 'i̇bc' matches, 'ibc' does not.
          expect(surnames(await get(sandbox, searchPath('i\u0307bc')))).toEqual(['x İbc']);
          expect((await get(sandbox, searchPath('ibc'))).status).toBe(404);
        } finally {
          await sandbox.close();
        }
      }, 60_000);

      it('answers at most 100, the first 100 in order', async () => {
        const all = Array.from({ length: 101 }, (_, index) => `Fundraiser ${index + 1}`);
        const ordered = [...all].sort(byFolded);
        const answer = await get(capped, searchPath('fundraiser'));
        expect(answer.status).toBe(200);
        expect(resultsOf(answer).map((result) => result.surname)).toEqual(ordered.slice(0, 100));
        expect(ordered[100]).toBe('Fundraiser 99');
        const classes = resultsOf(await get(capped, searchPath('Fundraiser 1', 'seed')));
        // Class 1 'Fundraiser 1' (forename Seed), then class 3: the surnames starting 'fundraiser 1'.
        expect(classes.map((result) => result.surname)).toEqual([
          'Fundraiser 1',
          ...all.filter((name) => name.startsWith('Fundraiser 1') && name !== 'Fundraiser 1').sort(byFolded),
        ]);
      });

      it('nothing found: 404 not-found on surname, in JSON and in XML', async () => {
        const json = await get(builtIn, searchPath('Nobody-here'));
        expect(json.status).toBe(404);
        expect(json.body.errors).toEqual([{ code: 'not-found', parameter: 'surname', message: expect.any(String) }]);
        const xml = await get(builtIn, searchPath('Nobody-here'), { Accept: 'application/xml' });
        expect(xml.status).toBe(404);
        expect(readXml(xml.text)).toMatchObject({ errors: { error: [{ code: 'not-found', parameter: 'surname' }] } });
        expect((await get(empty, searchPath('any'))).status).toBe(404);
      });
    });

    describe('activities and countries', () => {
      it('the seed activities by code point order, in JSON and in XML', async () => {
        const codesInOrder = [...(BUILT_IN_SEED.activities ?? [])].sort(byPoints);
        const json = await get(builtIn, '/fundraisers/v1/activities');
        expect(json.status).toBe(200);
        expect(json.body).toEqual({
          activityTypes: codesInOrder.map((code) => ({
            activityCode: code,
            activityDescription: BUILT_IN_SEED.activityNames?.[code],
            reasonCode: 'CHALLENGE',
          })),
        });
        const xml = await get(builtIn, '/fundraisers/v1/activities', { Accept: 'application/xml' });
        expect(readXml(xml.text)).toEqual({ activitytypes: { activitytype: json.body.activityTypes } });
      });

      it('the seed countries by code point order, in JSON and in XML', async () => {
        const json = await get(builtIn, '/fundraisers/v1/countries');
        expect(json.status).toBe(200);
        expect(json.body).toEqual({
          countries: [...(BUILT_IN_SEED.countries ?? [])]
            .sort(byPoints)
            .map((code) => ({ countryCode: code, countryName: BUILT_IN_SEED.countryNames?.[code] })),
        });
        expect((json.body.countries as { countryCode: string }[])[0]?.countryCode).toBe('FR');
        const xml = await get(builtIn, '/fundraisers/v1/countries', { Accept: 'text/xml' });
        expect(readXml(xml.text)).toEqual({ countries: { country: json.body.countries } });
      });

      it('codes that a collation would order otherwise; a code without a name is its own name', async () => {
        const inOrder = ['10', '9', 'B', 'a', 'b', 'Ä', '\uFF21', '\u{1F600}'];
        expect([...ODD_CODES].sort(byPoints)).toEqual(inOrder);
        const activities = await get(capped, '/fundraisers/v1/activities');
        expect(activities.body.activityTypes).toEqual(
          inOrder.map((code) => ({
            activityCode: code,
            activityDescription: CAPPED_SEED.activityNames[code as 'a'] ?? code,
            reasonCode: 'CHALLENGE',
          })),
        );
        const countries = await get(capped, '/fundraisers/v1/countries', { Accept: 'application/xml' });
        expect(countries.text).toContain('<countryName>Smile &amp; &lt;Co&gt;</countryName>');
        expect(readXml(countries.text)).toEqual({
          countries: {
            country: inOrder.map((code) => ({
              countryCode: code,
              countryName: CAPPED_SEED.countryNames[code as 'B'] ?? code,
            })),
          },
        });
      });

      it('none in the seed: 404 not-found, in JSON and in XML', async () => {
        for (const path of ['/fundraisers/v1/activities', '/fundraisers/v1/countries']) {
          const json = await get(empty, path);
          expect(json.status).toBe(404);
          expect(json.body.errors).toEqual([{ code: 'not-found', parameter: '', message: expect.any(String) }]);
          const xml = await get(empty, path, { Accept: 'application/xml' });
          expect(xml.status).toBe(404);
          expect(readXml(xml.text)).toMatchObject({ errors: { error: [{ code: 'not-found' }] } });
        }
      });
    });

    describe('the checks, in order', () => {
      const PATHS = [
        '/fundraisers/v1/search?surname=Lovelace',
        '/fundraisers/v1/activities',
        '/fundraisers/v1/countries',
      ];

      it('a method other than GET or HEAD: 405 with Allow', async () => {
        for (const path of PATHS)
          for (const method of ['POST', 'PUT', 'DELETE', 'PATCH']) {
            const answer = await call(builtIn, `${path}${path.includes('?') ? '&' : '?'}api_key=${KEY}`, {
              method,
              body: '{}',
            });
            expect(answer.status).toBe(405);
            expect(answer.headers.get('allow')).toBe('GET, HEAD');
            expect(codes(answer)).toEqual(['method-not-allowed']);
          }
      });

      it('HEAD: the GET answer without its body', async () => {
        for (const path of PATHS) {
          const got = await get(builtIn, path);
          const head = await fetch(`${builtIn.url}${path}${path.includes('?') ? '&' : '?'}api_key=${KEY}`, {
            method: 'HEAD',
          });
          expect(head.status).toBe(got.status);
          expect(await head.text()).toBe('');
          expect(head.headers.get('content-length')).toBe(String(Buffer.byteLength(got.text)));
        }
      });

      it('api_key missing or unknown, whatever its length: 401 before the query rules', async () => {
        for (const path of [
          '/fundraisers/v1/search?surname=ab',
          '/fundraisers/v1/search?surname=ab&api_key=',
          `/fundraisers/v1/search?surname=ab&api_key=${'k'.repeat(30)}`,
          `/fundraisers/v1/activities?api_key=${'k'.repeat(30)}`,
          '/fundraisers/v1/countries?api_key=%ZZ',
          `/fundraisers/v1/countries?api_key=${encodeURIComponent(`${LONGEST_KEY}x`)}`,
        ]) {
          const answer = await call(builtIn, path, { method: 'GET' });
          expect(answer.status, path).toBe(401);
          expect(codes(answer)).toEqual(['invalid-api-key']);
        }
      });

      it('a key of 24 characters (code points) is accepted', async () => {
        const answer = await call(capped, `/fundraisers/v1/countries?api_key=${encodeURIComponent(LONGEST_KEY)}`, {
          method: 'GET',
        });
        expect(answer.status).toBe(200);
      });

      it('query rules: 400 with the package errors', async () => {
        const cases: [string, string[]][] = [
          ['/fundraisers/v1/search', ['required']],
          ['/fundraisers/v1/search?surname=%20%20', ['required']],
          ['/fundraisers/v1/search?surname=ab', ['too-short']],
          ['/fundraisers/v1/search?surname=%F0%9F%98%80%F0%9F%98%80', ['too-short']],
          [`/fundraisers/v1/search?surname=${'s'.repeat(51)}`, ['too-long']],
          [`/fundraisers/v1/search?surname=Lovelace&forename=${'f'.repeat(51)}`, ['too-long']],
          ['/fundraisers/v1/search?surname=Lovelace&surname=Love', ['required', 'wrong-type']],
          ['/fundraisers/v1/search?surname=Lovelace&forename=A&forename=B', ['wrong-type']],
          [`/fundraisers/v1/activities?api_key=${KEY}`, ['required', 'wrong-type']],
          [`/fundraisers/v1/countries?api_key=${KEY}`, ['required', 'wrong-type']],
        ];
        for (const [path, expected] of cases) {
          const answer = await get(builtIn, path);
          expect(answer.status, path).toBe(400);
          expect(codes(answer), path).toEqual(expected);
        }
        const xml = await get(builtIn, '/fundraisers/v1/search?surname=ab', { Accept: 'application/xml' });
        expect(readXml(xml.text)).toMatchObject({ errors: { error: [{ code: 'too-short', parameter: 'surname' }] } });
      });

      it('broken encodings, repeats and huge queries never give a 5xx', async () => {
        const targets = [
          '/fundraisers/v1/search?surname=%E0%A4%A',
          '/fundraisers/v1/search?surname=%%%',
          '/fundraisers/v1/search?surname=abc%00',
          '/fundraisers/v1/search?__proto__=x&surname=abc',
          '/fundraisers/v1/search?surname[]=abc',
          `/fundraisers/v1/search?surname=abc&${'forename=x&'.repeat(700)}`,
          `/fundraisers/v1/activities?${'x=1&'.repeat(2000)}`,
          `/fundraisers/v1/countries?${'x='.repeat(40_000)}`,
        ];
        for (const target of targets) {
          const answer = await get(builtIn, target);
          expect(answer.status, target.slice(0, 80)).toBeLessThan(500);
        }
      });

      it('a GET with a body and a Content-Type: the body is not read, the answer is JSON', async () => {
        const agent = new Agent({ keepAlive: true, maxSockets: 1 });
        try {
          const body = '<not-read>'.repeat(200_000);
          const first = await rawGet(agent, `${builtIn.url}/fundraisers/v1/countries?api_key=${KEY}`, body);
          expect(first.status).toBe(200);
          expect(first.type).toBe('application/json; charset=utf-8');
          expect(JSON.parse(first.text)).toHaveProperty('countries');
          // The same connection answers the next request: the body was discarded, not taken for one.
          const second = await rawGet(agent, `${builtIn.url}/fundraisers/v1/activities?api_key=${KEY}`, '');
          expect(second.status).toBe(200);
          expect(second.socket).toBe(first.socket);
        } finally {
          agent.destroy();
        }
      });
    });
  });

/** A GET sent with node:http, with a body (its Content-Length given) and an XML Content-Type. */
function rawGet(
  agent: Agent,
  url: string,
  body: string,
): Promise<{ status: number; type: string; text: string; socket: unknown }> {
  return new Promise((resolve, reject) => {
    const sent = httpRequest(
      url,
      {
        method: 'GET',
        agent,
        headers: { 'Content-Type': 'application/xml', 'Content-Length': String(Buffer.byteLength(body)) },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          text += chunk;
        });
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            type: String(response.headers['content-type']),
            text,
            socket: response.socket,
          }),
        );
      },
    );
    sent.on('error', reject);
    sent.end(body);
  });
}

describe('api keys the query rule cannot accept', () => {
  it('startSandbox refuses a key longer than 24 characters, or blank, with a TypeError', async () => {
    for (const key of ['k'.repeat(25), '\u{1F511}'.repeat(25), '', '   '])
      await expect(startSandbox({ apiKeys: [KEY, key] })).rejects.toThrow(TypeError);
    await expect(startSandbox({ apiKeys: ['k'.repeat(25)] })).rejects.toThrow(
      'fundraising-rules: apiKeys: an api key must have 1 to 24 characters and not be blank (the api_key query rule)',
    );
  });

  it('serve exits 2 with one line', () => {
    const run = runCli(['serve', '--port', '0', '--api-key', 'k'.repeat(25)]);
    expect(run.status).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr).toBe(
      `fundraising-rules: --api-key '${'k'.repeat(25)}': an api key must have 1 to 24 characters and not be blank (the api_key query rule)\n`,
    );
  });
});
