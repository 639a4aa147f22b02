/**
 * What the sandbox's loopback suites share: the databases they run on, a
 * sandbox started on one of them, and requests over HTTP.
 */
import { readFileSync } from 'node:fs';
import { type RunningSandbox, type SandboxOptions, startSandbox } from '../../src/sandbox/index.js';

/** The api key the suites' sandboxes accept. */
export const KEY = 'test-key';

/** A database a loopback suite runs on. */
export type DatabaseKind = 'pglite' | 'postgres';

/** The databases every loopback suite runs on. */
export const DATABASES: readonly DatabaseKind[] = ['pglite'];

/**
 * A sandbox on a fresh database of the given kind, accepting `KEY`.
 * @example const sandbox = await sandboxOn('pglite', { today: '20261122' });
 */
export async function sandboxOn(kind: DatabaseKind, options: SandboxOptions = {}): Promise<RunningSandbox> {
  if (kind !== 'pglite') throw new Error(`no ${kind} database for the tests`);
  return startSandbox({ apiKeys: [KEY], ...options });
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
