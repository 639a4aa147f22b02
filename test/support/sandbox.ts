/**
 * What the sandbox's loopback suites share: the databases they run on, a
 * sandbox started on one of them, and requests over HTTP.
 *
 * PostgreSQL: the server of `FUNDRAISING_RULES_POSTGRES_URL` (default
 * `DEFAULT_POSTGRES_URL`), whose role may create databases; each sandbox
 * gets a database of its own, dropped when it closes, so suites in parallel
 * workers never meet. Without a reachable server the postgres tests fail
 * with `MISSING_POSTGRES`: they never skip.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { beforeAll, beforeEach } from 'vitest';
import { type RunningSandbox, type SandboxOptions, startSandbox } from '../../src/sandbox/index.js';

/** The api key the suites' sandboxes accept. */
export const KEY = 'test-key';

/** A database a loopback suite runs on. */
export type DatabaseKind = 'pglite' | 'postgres';

/** The databases every loopback suite runs on. */
export const DATABASES: readonly DatabaseKind[] = ['pglite', 'postgres'];

/** The URL the tests use without `FUNDRAISING_RULES_POSTGRES_URL` (scripts/postgres-for-tests.sh makes its role). */
export const DEFAULT_POSTGRES_URL = 'postgres://fundraising_rules:fundraising_rules@127.0.0.1:5432/postgres';

/** The PostgreSQL server the tests use: a URL of a role allowed to create databases. */
export const POSTGRES_URL = process.env.FUNDRAISING_RULES_POSTGRES_URL || DEFAULT_POSTGRES_URL;

/** A URL with its password hidden, for messages. */
const withoutPassword = (url: string): string => {
  const parsed = new URL(url);
  if (parsed.password !== '') parsed.password = '***';
  return parsed.href;
};

/** Why the postgres tests fail without a server, and how to start one. */
export const MISSING_POSTGRES =
  `PostgreSQL at ${withoutPassword(POSTGRES_URL)} cannot be reached or refuses its role ` +
  '(FUNDRAISING_RULES_POSTGRES_URL; default: the role fundraising_rules on 127.0.0.1:5432): the sandbox tests ' +
  'run on PostgreSQL too and need a server whose role may create databases. Start one with ' +
  '`eval "$(bash scripts/postgres-for-tests.sh)"` (as .ci/run does), or point FUNDRAISING_RULES_POSTGRES_URL ' +
  'at yours. They do not skip.';

/** Runs `sql` as the role of `POSTGRES_URL`; an unreachable server is `MISSING_POSTGRES`. */
async function asAdmin(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: POSTGRES_URL, connectionTimeoutMillis: 5_000 });
  client.on('error', () => undefined);
  try {
    await client.connect();
  } catch (error) {
    await client.end().catch(() => undefined);
    throw new Error(`${MISSING_POSTGRES} (${(error as Error).message || String(error)})`, { cause: error });
  }
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * A new, empty database on the server of `POSTGRES_URL`: its URL, and `drop` (which ends its connections).
 * @example const { url, drop } = await freshPostgresDatabase(); try { ... } finally { await drop(); }
 */
export async function freshPostgresDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `fundraising_rules_test_${randomBytes(8).toString('hex')}`;
  await asAdmin(`create database ${name}`);
  const url = new URL(POSTGRES_URL);
  url.pathname = `/${name}`;
  return { url: url.href, drop: () => asAdmin(`drop database if exists ${name} with (force)`) };
}

/**
 * Runs `setup` once before the enclosing suite's tests, like `beforeAll`; when
 * it fails, each test fails with its error (a failed `beforeAll` would only
 * skip them, and these tests never skip: a missing PostgreSQL server fails
 * them with `MISSING_POSTGRES`).
 * @example beforeAllOrFail(async () => { sandbox = await sandboxOn(kind); });
 */
export function beforeAllOrFail(setup: () => Promise<void>, timeout = 60_000): void {
  let failure: { error: unknown } | undefined;
  beforeAll(async () => {
    try {
      await setup();
    } catch (error) {
      failure = { error };
    }
  }, timeout);
  beforeEach(() => {
    if (failure !== undefined) throw failure.error;
  });
}

/**
 * A sandbox on a fresh database of the given kind, accepting `KEY`; on
 * PostgreSQL its database is dropped when it closes.
 * @example const sandbox = await sandboxOn('pglite', { today: '20261122' });
 */
export async function sandboxOn(kind: DatabaseKind, options: SandboxOptions = {}): Promise<RunningSandbox> {
  if (kind === 'pglite') return startSandbox({ apiKeys: [KEY], ...options });
  const database = await freshPostgresDatabase();
  let sandbox: RunningSandbox;
  try {
    sandbox = await startSandbox({ apiKeys: [KEY], ...options, database: database.url });
  } catch (failure) {
    await database.drop();
    throw failure;
  }
  let closing: Promise<void> | undefined;
  return {
    ...sandbox,
    close() {
      closing ??= sandbox.close().finally(() => database.drop());
      return closing;
    },
  };
}

/** The text of a file of `examples/`. */
export const example = (name: string): string =>
  readFileSync(new URL(`../../examples/${name}`, import.meta.url), 'utf8');

/** A response: its status, its JSON body (`{}` when it is not JSON), its text and headers. */
export interface Answer {
  readonly status: number;
  readonly body: Record<string, unknown>;
  readonly text: string;
  readonly headers: Headers;
}

/**
 * One request to a sandbox; POST with a JSON Content-Type unless told otherwise.
 * @example await call(sandbox, '/__sandbox/clock', { method: 'GET' })
 */
export async function call(
  sandbox: RunningSandbox,
  path: string,
  init: { method?: string; body?: string; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const response = await fetch(`${sandbox.url}${path}`, {
    method: init.method ?? 'POST',
    headers: { 'Content-Type': 'application/json', ...init.headers },
    ...(init.body === undefined ? {} : { body: init.body }),
  });
  const text = await response.text();
  let body: Record<string, unknown> = {};
  try {
    body = JSON.parse(text) as Record<string, unknown>;
  } catch {
    // an XML answer
  }
  return { status: response.status, body, text, headers: response.headers };
}

/** The codes of an error answer, in order. */
export const codes = (answer: Answer): string[] =>
  ((answer.body.errors ?? []) as { code: string }[]).map((error) => error.code);

/** POST /fundraisers/v1/newaccount with `KEY`. */
export const account = (sandbox: RunningSandbox, body: string, headers?: Record<string, string>): Promise<Answer> =>
  call(sandbox, `/fundraisers/v1/newaccount?api_key=${KEY}`, { body, ...(headers ? { headers } : {}) });

/** POST …/account/secure/<id>/newpage with `KEY` and the token, if any. */
export const page = (
  sandbox: RunningSandbox,
  id: string,
  token: string | undefined,
  body: string,
  headers: Record<string, string> = {},
): Promise<Answer> =>
  call(sandbox, `/fundraisers/v1/account/secure/${id}/newpage?api_key=${KEY}`, {
    body,
    headers: { ...headers, ...(token === undefined ? {} : { Authorization: `Bearer ${token}` }) },
  });

/** POST /__sandbox/clock/advance. */
export const advance = (sandbox: RunningSandbox, step: object): Promise<Answer> =>
  call(sandbox, '/__sandbox/clock/advance', { body: JSON.stringify(step) });

/** GET with `KEY` appended to the query. */
export const get = (sandbox: RunningSandbox, path: string, headers: Record<string, string> = {}): Promise<Answer> =>
  call(sandbox, `${path}${path.includes('?') ? '&' : '?'}api_key=${KEY}`, { method: 'GET', headers });

/**
 * A new account made from examples/account-valid.json under another email and URL.
 * @example const grace = await newAccount(sandbox, 'grace');
 */
export async function newAccount(
  sandbox: RunningSandbox,
  name: string,
  fields: Record<string, unknown> = {},
): Promise<{ resourceId: string; accessToken: string }> {
  const body = {
    ...JSON.parse(example('account-valid.json')),
    emailAddress: `${name}@example.co.uk`,
    personalUrl: name,
    ...fields,
  };
  const created = await account(sandbox, JSON.stringify(body));
  if (created.status !== 201) throw new Error(`account ${name}: ${created.status} ${created.text}`);
  return created.body as { resourceId: string; accessToken: string };
}
