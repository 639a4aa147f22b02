/**
 * Two sandbox processes (the built bin's `serve --database URL`) sharing one
 * PostgreSQL database, as contract section 11 allows: started at the same
 * moment, they apply the migrations once under the advisory lock; 20
 * simultaneous identical account requests spread over both give exactly one
 * 201; the clock, kept in the database, moved through one is seen by the
 * other. Without a reachable server these tests fail (test/support/sandbox.ts).
 */
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import {
  type Answer,
  account,
  beforeAllOrFail,
  call,
  codes,
  example,
  freshPostgresDatabase,
  KEY,
  page,
} from './support/sandbox.js';
import { type ServeProcess, serveBin } from './support/sandbox-bin.js';

/** The rows of one query on the shared database. */
async function rows<R>(url: string, sql: string, params: unknown[] = []): Promise<R[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql, params)).rows as R[];
  } finally {
    await client.end();
  }
}

describe('two sandbox processes sharing one PostgreSQL database', () => {
  let database: { url: string; drop(): Promise<void> } | undefined;
  let servers: ServeProcess[] = [];

  beforeAllOrFail(async () => {
    database = await freshPostgresDatabase();
    const args = ['--port', '0', '--api-key', KEY, '--today', '20261122', '--database', database.url];
    // Both at the same moment: the second waits for the first's migrations under the advisory lock.
    const started = await Promise.allSettled([serveBin(args), serveBin(args)]);
    servers = started.flatMap((outcome) => (outcome.status === 'fulfilled' ? [outcome.value] : []));
    const failed = started.find((outcome) => outcome.status === 'rejected');
    if (failed !== undefined) throw failed.reason;
  });

  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await database?.drop();
  });

  /** The two processes (both started: `beforeAllOrFail` fails the tests otherwise). */
  const both = (): [ServeProcess, ServeProcess] => {
    const [first, second] = servers;
    if (first === undefined || second === undefined) throw new Error('the two sandboxes did not start');
    return [first, second];
  };
  /** A process as the harness's `call` takes a sandbox. */
  const at = (server: ServeProcess) => ({ url: server.url, apiKeys: [KEY], close: () => Promise.resolve() });

  it('both start when started at the same moment, and the migrations are applied once', async () => {
    const [first, second] = both();
    expect(first.first).toMatch(/^listening on http:\/\/127\.0\.0\.1:\d+$/);
    expect(second.first).toMatch(/^listening on http:\/\/127\.0\.0\.1:\d+$/);
    expect(first.url).not.toBe(second.url);
    const applied = await rows<{ version: number; times: number }>(
      database?.url ?? '',
      'select version, count(*)::integer as times from sandbox_migrations group by version order by version',
    );
    expect(applied.length).toBeGreaterThan(0);
    expect(applied.map((row) => row.version)).toEqual(applied.map((_, index) => index + 1));
    expect(applied.every((row) => row.times === 1)).toBe(true);
  });

  it('20 simultaneous identical account requests over both: one 201, nineteen 400 with 002.01.31 (or the URL code)', async () => {
    const [first, second] = both();
    const body = JSON.stringify({
      ...JSON.parse(example('account-valid.json')),
      emailAddress: 'shared@example.co.uk',
      personalUrl: 'shared',
    });
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) => account(at(index % 2 === 0 ? first : second), body)),
    );
    const statuses = (list: Answer[]) => list.map((answer) => answer.status);
    expect(statuses(answers).filter((status) => status === 201)).toHaveLength(1);
    const refused = answers.filter((answer) => answer.status !== 201);
    expect(statuses(refused)).toEqual(Array.from({ length: 19 }, () => 400));
    // The pair's code, or the URL's when a request's lookups ran while the winner committed (the pair not yet seen).
    for (const answer of refused) {
      expect(codes(answer).length).toBeGreaterThan(0);
      for (const code of codes(answer)) expect(['002.01.31', 'personal-url-taken']).toContain(code);
    }
    expect(refused.filter((answer) => codes(answer).includes('002.01.31')).length).toBeGreaterThan(0);
    const stored = await rows<{ id: string }>(database?.url ?? '', 'select id from accounts where email_address = $1', [
      'shared@example.co.uk',
    ]);
    expect(stored.map((row) => row.id)).toEqual([answers.find((answer) => answer.status === 201)?.body.resourceId]);
    for (const server of [first, second]) {
      const outbox = await call(at(server), '/__sandbox/outbox?to=shared@example.co.uk', { method: 'GET' });
      expect((outbox.body.emails as unknown[]).length).toBe(1);
    }
  });

  it('the clock set through one is seen by the other, and tokens expire on it in both', async () => {
    const [first, second] = both();
    const set = await call(at(first), '/__sandbox/clock', {
      method: 'PUT',
      body: JSON.stringify({ today: '20270315' }),
    });
    expect(set.status).toBe(200);
    const seen = await call(at(second), '/__sandbox/clock', { method: 'GET' });
    expect(seen.body).toEqual(set.body);
    expect(seen.body.today).toBe('20270315');

    const body = JSON.stringify({
      ...JSON.parse(example('account-valid.json')),
      emailAddress: 'clock@example.co.uk',
      personalUrl: 'clock',
    });
    const created = await account(at(first), body);
    expect(created.status).toBe(201);
    const { resourceId, accessToken } = created.body as { resourceId: string; accessToken: string };
    const advanced = await call(at(second), '/__sandbox/clock/advance', { body: JSON.stringify({ seconds: 3600 }) });
    expect(advanced.body.now).toBe(new Date(Date.parse(String(set.body.now)) + 3_600_000).toISOString());
    expect((await call(at(first), '/__sandbox/clock', { method: 'GET' })).body).toEqual(advanced.body);
    // The default lifetime is 3600 seconds: the token ended on the clock both processes read.
    expect((await page(at(first), resourceId, accessToken, example('page-personal-valid.json'))).status).toBe(401);
  });
});
