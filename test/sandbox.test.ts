/**
 * The sandbox (contract section 11) over loopback HTTP, on each of
 * `DATABASES` (PGlite, and a PostgreSQL server: test/support/sandbox.ts):
 * the examples answered as the CLI answers them, every status of the checks'
 * order, JSON and XML, tokens on the sandbox clock, the outbox, concurrent
 * duplicates, the built bin, and a bounded fuzz that never sees a 5xx. Once,
 * whatever the database: the missing driver and a seed in error.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { optionsFromContext } from '../src/cli/context.js';
import { serve } from '../src/cli/serve.js';
import { validateAccount, validatePage } from '../src/index.js';
import { MissingDriverError, type RunningSandbox, SeedError, startSandbox } from '../src/sandbox/index.js';
import { parseSeed } from '../src/sandbox/seed.js';
import {
  account,
  advance,
  beforeAllOrFail,
  call,
  codes,
  DATABASES,
  example,
  freshPostgresDatabase,
  KEY,
  page,
  sandboxOn,
} from './support/sandbox.js';
import { serveBin } from './support/sandbox-bin.js';

const context = optionsFromContext(JSON.parse(example('context.json')));

for (const kind of DATABASES)
  describe(kind, () => {
    let sandbox: RunningSandbox;
    let ada: { resourceId: string; accessToken: string };

    beforeAllOrFail(async () => {
      sandbox = await sandboxOn(kind, { today: '20261122', tokenLifetime: 600 });
      const created = await account(sandbox, example('account-valid.json'));
      expect(created.status).toBe(201);
      ada = created.body as typeof ada;
    });
    afterAll(() => sandbox?.close());

    describe('the examples, answered as the CLI answers them with examples/context.json', () => {
      it('account-valid.json: 201 with the description result', async () => {
        const again = await account(sandbox, example('account-valid.json'));
        expect(again.status).toBe(400);
        expect(codes(again)).toContain('002.01.31');
        expect(validateAccount(JSON.parse(example('account-valid.json')), context).valid).toBe(true);
      });

      it('account-invalid.json: 400 with the CLI codes', async () => {
        const answer = await account(sandbox, example('account-invalid.json'));
        expect(answer.status).toBe(400);
        const expected = validateAccount(JSON.parse(example('account-invalid.json')), context);
        expect(new Set(codes(answer))).toEqual(
          new Set(expected.issues.filter((i) => i.severity === 'error').map((i) => i.code)),
        );
      });

      for (const name of [
        'page-personal-valid.json',
        'page-personal-invalid.json',
        'page-event-team-valid.json',
        'page-event-team-invalid.json',
      ])
        it(`${name}: the CLI's verdict and codes`, async () => {
          const body = JSON.parse(example(name)) as unknown;
          const expected = validatePage(body, context);
          const answer = await page(sandbox, ada.resourceId, ada.accessToken, JSON.stringify(body));
          expect(answer.status).toBe(expected.valid ? 201 : 400);
          if (!expected.valid)
            expect(new Set(codes(answer))).toEqual(
              new Set(expected.issues.filter((i) => i.severity === 'error').map((i) => i.code)),
            );
        });
    });

    describe('results and side effects', () => {
      it('create account answers the description result, and a welcome email goes to the outbox', async () => {
        const body = {
          ...JSON.parse(example('account-valid.json')),
          emailAddress: 'grace@example.co.uk',
          personalUrl: 'grace',
        };
        const answer = await account(sandbox, JSON.stringify(body));
        expect(answer.status).toBe(201);
        expect(answer.body).toMatchObject({
          creationSuccessful: true,
          fundraiserName: 'Ms Ada Lovelace',
          personalUrl: 'grace',
          alternateURLs: null,
          customerExists: false,
          message: 'Token expires in 600 seconds',
        });
        expect(answer.body.responseURI).toBe(`${sandbox.url}/fundraisers/v1/account/${answer.body.resourceId}`);
        const outbox = await call(sandbox, '/__sandbox/outbox?to=grace@example.co.uk', { method: 'GET' });
        const [welcome] = outbox.body.emails as { kind: string; body: string }[];
        expect(welcome?.kind).toBe('welcome');
        expect(welcome?.body).toMatch(/temporary password: \S+/);
      });

      it('pages are numbered under their account; the page-created email carries the pageURI', async () => {
        const body = { ...JSON.parse(example('page-personal-valid.json')), pageTitle: 'Second' };
        const answer = await page(sandbox, ada.resourceId, ada.accessToken, JSON.stringify(body));
        expect(answer.status).toBe(201);
        const number = Number(answer.body.pageUrl);
        expect(number).toBeGreaterThanOrEqual(2);
        expect(answer.body.pageURI).toBe(`${sandbox.url}/fundraisers/v1/account/${ada.resourceId}/pages/${number}`);
        const outbox = await call(sandbox, '/__sandbox/outbox?to=ada.lovelace@example.co.uk', { method: 'GET' });
        const emails = outbox.body.emails as { kind: string; pageURI: string }[];
        expect(emails.filter((email) => email.kind === 'page-created').map((email) => email.pageURI)).toContain(
          answer.body.pageURI,
        );
      });

      it('authentication: the temporary password gives a new token; wrong credentials 401', async () => {
        const outbox = await call(sandbox, '/__sandbox/outbox?to=ada.lovelace@example.co.uk', { method: 'GET' });
        const welcome = (outbox.body.emails as { kind: string; body: string }[]).find(
          (email) => email.kind === 'welcome',
        );
        const password = /temporary password: (\S+)/.exec(welcome?.body ?? '')?.[1] ?? '';
        const credentials = { emailAddress: 'ada.lovelace@example.co.uk', dateOfBirth: '19901210', password };
        const path = `/fundraisers/v1/authenticate?api_key=${KEY}`;
        const answer = await call(sandbox, path, { body: JSON.stringify(credentials) });
        expect(answer.status).toBe(200);
        expect(answer.body).toMatchObject({ resourceId: ada.resourceId, message: 'Token expires in 600 seconds' });
        expect(typeof answer.body.credentialsId).toBe('string');
        const xml = await call(sandbox, path, {
          body: `<authentication><emailAddress>ada.lovelace@example.co.uk</emailAddress><dateOfBirth>19901210</dateOfBirth><password>${password}</password></authentication>`,
          headers: { 'Content-Type': 'application/xml' },
        });
        expect(xml.status).toBe(200);
        expect(xml.text).toMatch(/<authentication><resourceId>/);
        const wrong = await call(sandbox, path, { body: JSON.stringify({ ...credentials, password: 'nope' }) });
        expect(wrong.status).toBe(401);
        expect((await call(sandbox, path, { body: '{}' })).status).toBe(400);
      });
    });

    describe('the checks, in order', () => {
      const valid = () => example('page-personal-valid.json');

      it('api_key: missing or unknown, whatever its length: 401 before anything else', async () => {
        for (const query of ['', '?api_key=', '?api_key=wrong', `?api_key=${'x'.repeat(300)}`]) {
          const answer = await call(sandbox, `/fundraisers/v1/newaccount${query}`, {
            body: 'x'.repeat(10),
            headers: { 'Content-Type': 'text/plain' },
          });
          expect(answer.status).toBe(401);
        }
      });

      it('token: none, unknown, another account, an unknown account in the path: 401', async () => {
        expect((await page(sandbox, ada.resourceId, undefined, valid())).status).toBe(401);
        expect((await page(sandbox, ada.resourceId, 'not-a-token', valid())).status).toBe(401);
        expect((await page(sandbox, 'no-such-account', ada.accessToken, valid())).status).toBe(401);
        const other = {
          ...JSON.parse(example('account-valid.json')),
          emailAddress: 'other@example.co.uk',
          personalUrl: 'other',
        };
        const created = await account(sandbox, JSON.stringify(other));
        expect((await page(sandbox, ada.resourceId, String(created.body.accessToken), valid())).status).toBe(401);
      });

      it('size 413, content type 415, rules 400, unknown path 404, wrong method 405', async () => {
        const big = await account(sandbox, 'x'.repeat(1024 * 1024 + 1));
        expect(big.status).toBe(413);
        expect((await account(sandbox, '{}', { 'Content-Type': 'text/plain' })).status).toBe(415);
        expect((await account(sandbox, '{}')).status).toBe(400);
        expect((await account(sandbox, '{nope')).status).toBe(400);
        expect((await call(sandbox, `/fundraisers/v1/nothing?api_key=${KEY}`, { method: 'GET' })).status).toBe(404);
        const wrong = await call(sandbox, `/fundraisers/v1/newaccount?api_key=${KEY}`, { method: 'GET' });
        expect(wrong.status).toBe(405);
      });

      it('XML in, XML out (Content-Type picks the reader, Accept the answer)', async () => {
        const xml = { 'Content-Type': 'application/xml' };
        const created = await account(sandbox, example('account-valid.xml'), xml);
        expect(created.status).toBe(201);
        expect(created.text).toMatch(/^<\?xml[^>]*>\n<fundraiser><creationSuccessful>true<\/creationSuccessful>/);
        const answer = await account(sandbox, example('account-valid.xml'), xml);
        expect(answer.status).toBe(400);
        expect(answer.text).toMatch(/^<\?xml[^>]*>\n<errors><error><code>002\.01\.31<\/code>/);
        const json = await account(sandbox, example('account-valid.xml'), {
          'Content-Type': 'application/xml',
          Accept: 'application/json',
        });
        expect(codes(json)).toContain('002.01.31');
      });

      it('a token expires on the sandbox clock', async () => {
        const body = {
          ...JSON.parse(example('account-valid.json')),
          emailAddress: 'late@example.co.uk',
          personalUrl: 'late',
        };
        const created = await account(sandbox, JSON.stringify(body));
        const token = String(created.body.accessToken);
        const id = String(created.body.resourceId);
        expect((await advance(sandbox, { seconds: 599 })).status).toBe(200);
        expect((await page(sandbox, id, token, valid())).status).toBe(201);
        await advance(sandbox, { seconds: 1 });
        expect((await page(sandbox, id, token, valid())).status).toBe(401);
        const clock = await call(sandbox, '/__sandbox/clock', { method: 'GET' });
        expect(clock.body.today).toBe('20261122');
      });

      it('clock controls check their bodies in the package words', async () => {
        const bad = await advance(sandbox, { seconds: -1, weeks: 2 });
        expect(bad.status).toBe(400);
        expect(JSON.stringify(bad.body)).toMatch(/must be 0 or more/);
        const set = await call(sandbox, '/__sandbox/clock', {
          method: 'PUT',
          body: JSON.stringify({ today: '20261201' }),
        });
        expect(set.body).toMatchObject({ now: '2026-12-01T00:00:00.000Z', today: '20261201' });
        await call(sandbox, '/__sandbox/clock', { method: 'PUT', body: JSON.stringify({ today: '20261122' }) });
      });
    });

    describe('concurrency, the bin, fuzz', () => {
      it('20 simultaneous identical account requests give exactly one 201', async () => {
        const body = JSON.stringify({
          ...JSON.parse(example('account-valid.json')),
          emailAddress: 'twenty@example.co.uk',
          personalUrl: 'twenty',
        });
        const answers = await Promise.all(Array.from({ length: 20 }, () => account(sandbox, body)));
        expect(answers.filter((answer) => answer.status === 201)).toHaveLength(1);
        expect(answers.every((answer) => answer.status === 201 || answer.status === 400)).toBe(true);
      });

      it('the built bin serve prints "listening on" first and stops on SIGTERM', async () => {
        const database = kind === 'postgres' ? await freshPostgresDatabase() : undefined;
        try {
          const server = await serveBin([
            '--port',
            '0',
            '--api-key',
            KEY,
            '--today',
            '20261122',
            ...(database === undefined ? [] : ['--database', database.url]),
          ]);
          expect(server.first).toMatch(/^listening on http:\/\/127\.0\.0\.1:\d+$/);
          const response = await fetch(`${server.url}/fundraisers/v1/newaccount?api_key=${KEY}`, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body: example('account-valid.json'),
          });
          expect(response.status).toBe(201);
          expect(await server.stop()).toBe(0);
        } finally {
          await database?.drop();
        }
      }, 30_000);

      it('a bounded fuzz of targets, headers and bodies never gives a 5xx', async () => {
        let seed = 31;
        const random = (n: number) => {
          seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
          return seed % n;
        };
        const pick = <T>(list: readonly T[]): T => list[random(list.length)] as T;
        const paths = [
          '/fundraisers/v1/newaccount',
          '/fundraisers/v1/authenticate',
          `/fundraisers/v1/account/secure/${ada.resourceId}/newpage`,
          '/fundraisers/v1/account/secure/%E0%A4%A/newpage',
          '/fundraisers/v1/account/secure//newpage',
          '/__sandbox/clock',
          '/__sandbox/clock/advance',
          '/__sandbox/outbox',
          '/__sandbox/nothing',
          '/%',
        ];
        const bodies = [
          '',
          'null',
          '[]',
          '{"title":{"a":1}}',
          '{"months":1e400}',
          '<fundraiserAccount><title>Mr</title></fundraiserAccount>',
          '<!DOCTYPE x [<!ENTITY a "b">]><authentication/>',
          '<authentication><password/></authentication>',
          '\u0000\uD800',
          example('page-event-team-valid.json'),
          example('account-invalid.json'),
        ];
        for (let round = 0; round < 80; round++) {
          const answer = await call(sandbox, `${pick(paths)}${pick(['', `?api_key=${KEY}`, '?api_key'])}`, {
            method: pick(['POST', 'GET', 'PUT', 'DELETE']),
            ...(random(5) === 0 ? {} : { body: pick(bodies) }),
            headers: {
              'Content-Type': pick([
                'application/json',
                'application/xml',
                'text/plain',
                'application/json; charset=latin1',
              ]),
              Accept: pick(['*/*', 'application/xml', 'text/html', 'application/json;q=0']),
              Authorization: pick(['', `Bearer ${ada.accessToken}`, 'Bearer', 'Basic abc']),
            },
          });
          expect(answer.status, JSON.stringify(answer.body)).toBeLessThan(500);
        }
      });
    });
  });

describe('drivers and seeds, whatever the database', () => {
  it('a missing driver names the package to install', async () => {
    const missing = async (name: string) => {
      throw Object.assign(new Error(`Cannot find package '${name}'`), { code: 'ERR_MODULE_NOT_FOUND' });
    };
    await expect(startSandbox({ importModule: missing })).rejects.toThrow(MissingDriverError);
    await expect(startSandbox({ database: 'postgres://localhost/none', importModule: missing })).rejects.toThrow(
      /needs the package pg/,
    );
    await expect(serve(['--port', '0'], process, { importModule: missing })).rejects.toThrow(
      /^serve: the sandbox needs the package @electric-sql\/pglite: install it with npm install @electric-sql\/pglite$/,
    );
  });

  it('a seed in error is refused in the package words', () => {
    expect(() => parseSeed({ countries: ['GB', 1], bogus: true, countryNames: { FR: 'France' } })).toThrow(SeedError);
    try {
      parseSeed({ countries: ['GB', 1], bogus: true });
    } catch (error) {
      expect((error as Error).message).toMatch(/countries\.1: must be a string/);
      expect((error as Error).message).toMatch(/bogus: unknown key/);
    }
    expect(() => parseSeed({ countries: ['GB'], countryNames: { FR: 'France' } })).toThrow(
      /countryNames\.FR: not among/,
    );
  });
});
