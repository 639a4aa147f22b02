/**
 * The sandbox's writes over loopback HTTP: valid requests in JSON and XML,
 * concurrent requests for the same personal URL, email and date of birth,
 * team URL and last event place, all past the validators' check before
 * either writes (the database decides, answered as the validators would);
 * bodies over 1 MiB refused as soon as they pass it; and database faults,
 * answered without detail, logged, with nothing half-written.
 */
import net from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import type { RunningSandbox } from '../src/sandbox/index.js';
import { charity, eventPageFor, freshAccount, PERSONAL_PAGE } from './support/payloads.js';
import {
  type Answer,
  account,
  beforeAllOrFail,
  call,
  DATABASES,
  example,
  KEY,
  page,
  sandboxOn,
} from './support/sandbox.js';
import { controlledDriver, errorsOf, exchange, rawPost, toXml } from './support/sandbox-wire.js';

type Body = Record<string, unknown>;

const LAST_PLACE = 'e1a57000-0000-4000-8000-000000000001';
const TWO_PLACES = 'e1a57000-0000-4000-8000-000000000002';
const OPEN = 'e1a57000-0000-4000-8000-000000000003';

/** The built-in seed's facts (examples/context.json), with three more events. */
const SEED = (() => {
  const context = JSON.parse(example('context.json')) as Body & { events: Body; charities: string[] };
  return {
    ...context,
    charities: [...context.charities, charity(1), charity(2)],
    events: {
      ...context.events,
      [LAST_PLACE]: { status: 'published', placesLeft: 1 },
      [TWO_PLACES]: { status: 'published', placesLeft: 2 },
      [OPEN]: { status: 'published' },
    },
  };
})();

let unique = 0;
/** The shared personal page, changed as given. */
const personalPage = (changes: Body = {}): Body => ({ ...PERSONAL_PAGE, ...changes });

const codesOf = (answer: Answer) =>
  (errorsOf(answer.text, answer.headers.get('content-type') ?? '') ?? []).map((error) => error.code);
const xml = { 'Content-Type': 'application/xml' };

/** The outbox, or the emails to one address. */
async function outbox(sandbox: RunningSandbox, to?: string): Promise<{ kind: string; to: string }[]> {
  const path = to === undefined ? '/__sandbox/outbox' : `/__sandbox/outbox?to=${encodeURIComponent(to)}`;
  return (await call(sandbox, path, { method: 'GET' })).body.emails as { kind: string; to: string }[];
}

/** What came back on a raw connection, and how many body bytes were sent before it did. */
interface RawAnswer {
  head: string;
  body: string;
  sent: number;
}

/**
 * Sends a request head, then (for a chunked body) 64 KiB chunks until the
 * sandbox answers or `maxBytes` have gone; never ends the body.
 */
function rawRequest(sandbox: RunningSandbox, head: string, chunked: boolean, maxBytes: number): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(new URL(sandbox.url).port), '127.0.0.1');
    let received = '';
    let sent = 0;
    let answered = false;
    const finish = () => {
      socket.destroy();
      const [headPart = '', body = ''] = received.split('\r\n\r\n');
      if (!answered) reject(new Error(`no answer after ${sent} bytes`));
      else resolve({ head: headPart, body, sent });
    };
    socket.on('data', (data) => {
      received += data.toString('utf8');
      answered = true;
      if (received.includes('\r\n\r\n') && received.endsWith('}]}')) finish();
    });
    socket.on('error', finish);
    socket.on('close', finish);
    socket.write(head);
    if (!chunked) return;
    const chunk = Buffer.alloc(64 * 1024, 0x20);
    const pump = () => {
      if (answered || socket.destroyed || sent >= maxBytes) return;
      socket.write(`${chunk.length.toString(16)}\r\n`);
      socket.write(chunk);
      socket.write('\r\n');
      sent += chunk.length;
      setTimeout(pump, 1);
    };
    pump();
  });
}

for (const kind of DATABASES)
  describe(kind, () => {
    const driver = controlledDriver();
    const logged: string[] = [];
    let sandbox: RunningSandbox;
    let owner: { resourceId: string; accessToken: string };

    beforeAllOrFail(async () => {
      sandbox = await sandboxOn(kind, { seed: SEED, importModule: driver.load, log: (line) => logged.push(line) });
      const created = await account(sandbox, JSON.stringify(freshAccount()));
      expect(created.status, created.text).toBe(201);
      owner = created.body as typeof owner;
    }, 60_000);
    afterAll(() => sandbox?.close());

    const ownPage = (body: Body, headers: Record<string, string> = {}) =>
      page(sandbox, owner.resourceId, owner.accessToken, JSON.stringify(body), headers);

    describe('valid requests', () => {
      it('create account over JSON: 201 with the description result, and a welcome email', async () => {
        const body = freshAccount({
          preferredTelephone: 2079460000,
          fundraiserCustomCode: 'RUN-1',
          charityResourceId: charity(2),
        });
        const answer = await account(sandbox, JSON.stringify(body));
        expect(answer.status, answer.text).toBe(201);
        expect(answer.body).toMatchObject({
          creationSuccessful: true,
          fundraiserName: 'Mr Alan Turing',
          personalUrl: body.personalUrl,
          alternateURLs: null,
          customerExists: false,
          message: 'Token expires in 3600 seconds',
        });
        expect(answer.body.responseURI).toBe(`${sandbox.url}/fundraisers/v1/account/${answer.body.resourceId}`);
        expect(String(answer.body.accessToken).length).toBeGreaterThan(0);
        expect((await outbox(sandbox, String(body.emailAddress))).map((email) => email.kind)).toEqual(['welcome']);
      });

      it('create account over XML, and the answer in the format Accept asks for', async () => {
        const answer = await account(sandbox, toXml('account', freshAccount()), xml);
        expect(answer.status, answer.text).toBe(201);
        expect(answer.headers.get('content-type')).toMatch(/^application\/xml/);
        expect(answer.text).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<fundraiser><creationSuccessful>true</);
        expect(answer.text).toContain('<customerExists>false</customerExists>');
        expect(answer.text).not.toContain('alternateURLs'); // null: left out of the XML
        const asJson = await account(sandbox, toXml('account', freshAccount()), {
          'Content-Type': 'text/xml',
          Accept: 'application/json',
        });
        expect(asJson.status).toBe(201);
        expect(asJson.headers.get('content-type')).toMatch(/^application\/json/);
        const asXml = await account(sandbox, JSON.stringify({ title: 'Sir' }), {
          Accept: 'application/json;q=0.5, application/xml',
        });
        expect(asXml.headers.get('content-type')).toMatch(/^application\/xml/);
        expect(codesOf(asXml)).toContain('002.01.04');
      });

      it('pages are numbered 1, 2, … under a new account; an event page takes a place', async () => {
        const created = await account(sandbox, JSON.stringify(freshAccount()));
        const { resourceId, accessToken } = created.body as { resourceId: string; accessToken: string };
        const first = await page(sandbox, resourceId, accessToken, JSON.stringify(eventPageFor(TWO_PLACES)));
        expect(first.status, first.text).toBe(201);
        expect(first.body).toEqual({
          creationSuccessful: true,
          pageTitle: 'Alan runs',
          pageUrl: '1',
          pageURI: `${sandbox.url}/fundraisers/v1/account/${resourceId}/pages/1`,
          message: 'Page created',
        });
        const second = await page(sandbox, resourceId, accessToken, toXml('page', eventPageFor(TWO_PLACES)), xml);
        expect(second.status, second.text).toBe(201);
        expect(second.text).toContain('<pageUrl>2</pageUrl>');
        const third = await page(sandbox, resourceId, accessToken, JSON.stringify(eventPageFor(TWO_PLACES)));
        expect(codesOf(third)).toEqual(['002.01.28']); // the two pages took both places
      });

      it.each([{}, { customCodes: ['RUN-1'] }, { charitySplitPercent: '' }, { charityResourceId: ' ' }])(
        'a page holding the split %j beside two charities: 201',
        async (empty) => {
          const body = personalPage({
            charitySplits: [
              empty,
              { charityResourceId: charity(1), charitySplitPercent: 70 },
              empty,
              { charityResourceId: charity(2), charitySplitPercent: 30, customCodes: 'H' },
            ],
          });
          for (const answer of [
            await ownPage(body),
            await page(sandbox, owner.resourceId, owner.accessToken, toXml('page', body), xml),
          ])
            expect(answer.status, answer.text).toBe(201);
        },
      );
    });

    describe('two requests past the validators at once: the database decides', () => {
      it('the same personal URL: one account, the other personal-url-taken', async () => {
        const personalUrl = `race-${++unique}`;
        const held = driver.hold(2);
        const answers = await Promise.all([
          account(sandbox, JSON.stringify(freshAccount({ personalUrl }))),
          account(sandbox, toXml('account', freshAccount({ personalUrl })), { ...xml, Accept: 'application/json' }),
        ]);
        expect(held.began()).toBe(2); // both were valid when checked
        expect(answers.map((answer) => answer.status).sort()).toEqual([201, 400]);
        const loser = answers.find((answer) => answer.status === 400);
        expect(errorsOf(loser?.text ?? '', 'application/json')).toEqual([
          { code: 'personal-url-taken', parameter: 'personalUrl', message: expect.any(String) },
        ]);
      });

      it('the same email address and date of birth: one account, the other 002.01.31', async () => {
        const emailAddress = `twin.${++unique}@example.co.uk`;
        const held = driver.hold(2);
        const answers = await Promise.all([
          account(sandbox, JSON.stringify(freshAccount({ emailAddress }))),
          account(sandbox, JSON.stringify(freshAccount({ emailAddress }))),
        ]);
        expect(held.began()).toBe(2);
        expect(answers.map((answer) => answer.status).sort()).toEqual([201, 400]);
        expect(codesOf(answers.find((answer) => answer.status === 400) as Answer)).toEqual(['002.01.31']);
        expect(await outbox(sandbox, emailAddress)).toHaveLength(1);
      });

      it('the same team URL: one page, the other team-url-taken; one email', async () => {
        const emails = (await outbox(sandbox)).length;
        const teamUrl = `team-${++unique}`;
        const body = eventPageFor(OPEN, { teamPageIndicator: 'Y', teamName: 'Racers', teamUrl });
        const held = driver.hold(2);
        const answers = await Promise.all([
          ownPage(body),
          page(sandbox, owner.resourceId, owner.accessToken, toXml('page', body), xml),
        ]);
        expect(held.began()).toBe(2);
        expect(answers.map((answer) => answer.status).sort()).toEqual([201, 400]);
        expect(codesOf(answers.find((answer) => answer.status === 400) as Answer)).toEqual(['team-url-taken']);
        expect(await outbox(sandbox)).toHaveLength(emails + 1);
      });

      it("the event's last place: one page, the other 002.01.28", async () => {
        const held = driver.hold(2);
        const answers = await Promise.all([ownPage(eventPageFor(LAST_PLACE)), ownPage(eventPageFor(LAST_PLACE))]);
        expect(held.began()).toBe(2);
        expect(answers.map((answer) => answer.status).sort()).toEqual([201, 400]);
        expect(codesOf(answers.find((answer) => answer.status === 400) as Answer)).toEqual(['002.01.28']);
        expect(codesOf(await ownPage(eventPageFor(LAST_PLACE)))).toEqual(['002.01.28']);
      });
    });

    describe('a body over 1 MiB', () => {
      const target = `/fundraisers/v1/newaccount?api_key=${KEY}`;
      const head = (lines: string[], path = target) =>
        [`POST ${path} HTTP/1.1`, 'Host: 127.0.0.1', 'Content-Type: application/json', ...lines, '', ''].join('\r\n');

      it('exactly 1 MiB is read; one byte more is 413', async () => {
        const padded = (size: number) => `{${' '.repeat(size - 2)}}`;
        const fits = await account(sandbox, padded(1024 * 1024));
        expect(codesOf(fits)).toContain('002.01.02');
        const over = await rawRequest(
          sandbox,
          head([`Content-Length: ${1024 * 1024 + 1}`]) + padded(1024 * 1024 + 1),
          false,
          0,
        );
        expect(over.head).toMatch(/^HTTP\/1\.1 413 /);
        expect(JSON.parse(over.body).errors[0].code).toBe('payload-too-large');
      });

      it('with a Content-Length over the limit: 413 before any of it is sent', async () => {
        const answer = await rawRequest(sandbox, head(['Content-Length: 104857600']), false, 0);
        expect(answer.head).toMatch(/^HTTP\/1\.1 413 /);
        expect(answer.sent).toBe(0);
      });

      it('without a known api_key: 401 first, whatever the size', async () => {
        const answer = await rawRequest(
          sandbox,
          head(['Content-Length: 104857600'], '/fundraisers/v1/newaccount'),
          false,
          0,
        );
        expect(answer.head).toMatch(/^HTTP\/1\.1 401 /);
      });

      it('chunked, growing past the limit: 413 as soon as it passes', async () => {
        const answer = await rawRequest(sandbox, head(['Transfer-Encoding: chunked']), true, 16 * 1024 * 1024);
        expect(answer.head).toMatch(/^HTTP\/1\.1 413 /);
        expect(JSON.parse(answer.body).errors[0].code).toBe('payload-too-large');
        expect(answer.sent).toBeGreaterThan(1024 * 1024);
        expect(answer.sent).toBeLessThan(2 * 1024 * 1024);
      });

      it('with Expect: 100-continue: refused without a 100 Continue; a small body is asked for', async () => {
        const refused = await rawRequest(sandbox, head(['Content-Length: 5242880', 'Expect: 100-continue']), false, 0);
        expect(refused.head).toMatch(/^HTTP\/1\.1 413 /);
        expect(refused.head).not.toContain('100 Continue');
        const asked = await new Promise<string>((resolve) => {
          const socket = net.connect(Number(new URL(sandbox.url).port), '127.0.0.1');
          let text = '';
          socket.on('data', (data) => {
            text += data.toString('utf8');
            if (text === 'HTTP/1.1 100 Continue\r\n\r\n') socket.write('{}');
          });
          socket.on('close', () => resolve(text));
          socket.write(head(['Content-Length: 2', 'Expect: 100-continue', 'Connection: close']));
        });
        expect(asked).toMatch(/^HTTP\/1\.1 100 Continue\r\n\r\nHTTP\/1\.1 400 /);
        expect(asked).toContain('002.01.02');
      });
    });

    it('a client that half-closes once its request is sent still gets the answer', async () => {
      const held = driver.hold(2);
      const halfClosed = exchange(
        sandbox,
        rawPost(`/fundraisers/v1/newaccount?api_key=${KEY}`, JSON.stringify(freshAccount())),
      );
      await new Promise((resolve) => setTimeout(resolve, 200)); // it waits to write; its end has arrived
      const other = await account(sandbox, JSON.stringify(freshAccount()));
      expect(held.began()).toBe(2);
      expect(other.status).toBe(201);
      expect((await halfClosed).statuses).toEqual([201]);
    });

    describe('an answer given before the body is read', () => {
      it('reaches the client whole, though the client was still sending', async () => {
        // An outbox of some 300 KiB: an answer larger than what is on its way when the connection closes.
        const busy = await sandboxOn(kind, { seed: SEED });
        try {
          for (let round = 0; round < 80; round++)
            await Promise.all(
              Array.from({ length: 8 }, () => account(busy, JSON.stringify(freshAccount({ surname: 'S'.repeat(50) })))),
            );
          const body = ' '.repeat(900 * 1024);
          for (const request of [
            `GET /__sandbox/outbox HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n${body}`,
            `POST /fundraisers/v1/newaccount HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n${body}`,
          ]) {
            const answer = await exchange(busy, request);
            expect(answer.statuses).toHaveLength(1);
            const head = answer.text.indexOf('\r\n\r\n');
            const length = Number(/content-length: (\d+)/i.exec(answer.text.slice(0, head))?.[1]);
            expect(Buffer.byteLength(answer.text.slice(head + 4), 'latin1')).toBe(length);
          }
        } finally {
          await busy.close();
        }
      }, 60_000);
    });

    // Last: they break the database for a while.
    describe('a database fault', () => {
      it('in the write: 500 without detail, logged; the transaction rolled back', async () => {
        const body = freshAccount();
        logged.length = 0;
        driver.fail((sql) => sql.includes('insert into access_tokens'));
        let answer: Answer;
        try {
          answer = await account(sandbox, JSON.stringify(body));
        } finally {
          driver.fail(undefined);
        }
        expect(answer.status).toBe(500);
        expect(errorsOf(answer.text, 'application/json')).toEqual([
          { code: 'internal-error', parameter: '', message: 'The sandbox failed to complete the request.' },
        ]);
        expect(answer.text).not.toMatch(/access_tokens|injected|Error|\bat \w/);
        expect(logged).toHaveLength(1);
        expect(logged[0]).toContain('POST /fundraisers/v1/newaccount');
        expect(await outbox(sandbox, String(body.emailAddress))).toEqual([]);
        const again = await account(sandbox, JSON.stringify(body)); // the account went with the transaction
        expect(again.status, again.text).toBe(201);
      });

      it('every statement failing: 500 for both operations, in the asked format; answers again after', async () => {
        logged.length = 0;
        driver.fail(() => true);
        let answers: Answer[];
        try {
          answers = [
            await ownPage(personalPage(), { Accept: 'application/xml' }),
            await account(sandbox, toXml('account', freshAccount()), xml),
          ];
        } finally {
          driver.fail(undefined);
        }
        for (const answer of answers) {
          expect(answer.status).toBe(500);
          expect(answer.headers.get('content-type')).toMatch(/^application\/xml/);
          expect(codesOf(answer)).toEqual(['internal-error']);
          expect(answer.text).not.toMatch(/injected|PGlite|\bat \w/);
        }
        expect(logged).toHaveLength(2);
        expect((await account(sandbox, JSON.stringify(freshAccount()))).status).toBe(201);
      });
    });
  });
