/**
 * `fundraising-rules serve` as a partner starts it: the built bin as a real
 * process, each option of section 11 observed over loopback HTTP (a kept
 * `--data` folder, a `--seed` file, `--base-url`, `--token-lifetime`, the
 * generated key), and every refused command line exiting 2 with one line.
 */
import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { createInterface } from 'node:readline';
import { afterEach, describe, expect, it } from 'vitest';
import { accountRules } from '../rules/account.js';
import { BUILT_IN_SEED } from '../src/sandbox/built-in-seed.js';
import { BIN, runCli, scratchFolder } from './support/cli.js';
import { example } from './support/sandbox.js';

const { dir, file } = scratchFolder('serve');

interface Served {
  readonly url: string;
  readonly lines: string[];
  stop(): Promise<number | null>;
}

const running = new Set<ChildProcessWithoutNullStreams>();
afterEach(() => {
  for (const child of running) child.kill('SIGKILL');
  running.clear();
});

/** Starts the bin's serve command and waits for its first line. */
async function serve(args: readonly string[]): Promise<Served> {
  const child = spawn(process.execPath, [BIN, 'serve', '--port', '0', ...args]);
  running.add(child);
  const lines: string[] = [];
  const reader = createInterface({ input: child.stdout });
  const first = await new Promise<string>((resolve, reject) => {
    reader.on('line', (line) => {
      lines.push(line);
      if (lines.length === 1) resolve(line);
    });
    child.once('exit', (status) => reject(new Error(`serve exited ${status} before listening`)));
  });
  expect(first).toMatch(/^listening on http:\/\/127\.0\.0\.1:\d+$/);
  return {
    url: first.slice('listening on '.length),
    lines,
    stop() {
      const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      return exited.finally(() => running.delete(child));
    },
  };
}

async function post(url: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const accountBody = (name: string, fields: Record<string, unknown> = {}) => ({
  ...JSON.parse(example('account-valid.json')),
  emailAddress: `${name}@example.co.uk`,
  personalUrl: name,
  ...fields,
});
const codesOf = (body: Record<string, unknown>) => ((body.errors ?? []) as { code: string }[]).map((e) => e.code);

describe('fundraising-rules serve', () => {
  it('--data keeps accounts, the outbox and the clock across a restart', async () => {
    const data = `${dir}/kept`;
    const first = await serve(['--data', data, '--api-key', 'k', '--today', '20261122']);
    expect((await post(`${first.url}/fundraisers/v1/newaccount?api_key=k`, accountBody('kept'))).status).toBe(201);
    const moved = await fetch(`${first.url}/__sandbox/clock`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ today: '20270101' }),
    });
    expect(moved.status).toBe(200);
    expect(await first.stop()).toBe(0);

    const second = await serve(['--data', data, '--api-key', 'k']);
    const clock = (await (await fetch(`${second.url}/__sandbox/clock`)).json()) as { today: string };
    expect(clock.today).toBe('20270101');
    const again = await post(`${second.url}/fundraisers/v1/newaccount?api_key=k`, accountBody('kept'));
    expect(codesOf(again.body)).toContain('002.01.31');
    const outbox = (await (await fetch(`${second.url}/__sandbox/outbox?to=kept@example.co.uk`)).json()) as {
      emails: unknown[];
    };
    expect(outbox.emails).toHaveLength(1);
    expect(await second.stop()).toBe(0);
  }, 60_000);

  it('--seed FILE: its facts decide, its names answer', async () => {
    const seed = {
      ...BUILT_IN_SEED,
      countries: ['NZ'],
      countryNames: { NZ: 'New Zealand' },
      existingAccounts: [],
    };
    const served = await serve(['--seed', file('seed.json', JSON.stringify(seed)), '--api-key', 'k']);
    const nz = await post(
      `${served.url}/fundraisers/v1/newaccount?api_key=k`,
      accountBody('kiwi', { countryCode: 'NZ', postcode: '' }),
    );
    expect(nz.status).toBe(201);
    const gb = await post(`${served.url}/fundraisers/v1/newaccount?api_key=k`, accountBody('brit'));
    expect(gb.status).toBe(400);
    expect(codesOf(gb.body)).toEqual([accountRules.find((rule) => rule.parameter === 'countryCode')?.code]);
    await served.stop();
  }, 30_000);

  it('--base-url and --token-lifetime shape the result; without --api-key one key is made and printed', async () => {
    const served = await serve(['--base-url', 'https://sandbox.example/api/', '--token-lifetime', '5']);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const keyLine = served.lines[1] ?? '';
    expect(keyLine).toMatch(/^api key: [0-9a-f]{24}$/);
    const key = keyLine.slice('api key: '.length);
    const created = await post(`${served.url}/fundraisers/v1/newaccount?api_key=${key}`, accountBody('based'));
    expect(created.status).toBe(201);
    expect(created.body.message).toBe('Token expires in 5 seconds');
    expect(created.body.responseURI).toBe(
      `https://sandbox.example/api/fundraisers/v1/account/${created.body.resourceId}`,
    );
    const other = await post(`${served.url}/fundraisers/v1/newaccount?api_key=${key}x`, accountBody('based2'));
    expect(other.status).toBe(401);
    await served.stop();
  }, 30_000);

  it('a port in use: exit 2 with one line', async () => {
    const blocker = createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const { port } = blocker.address() as { port: number };
    const run = runCli(['serve', '--port', String(port)]);
    blocker.close();
    expect(run.status).toBe(2);
    expect(run.stderr).toBe(`fundraising-rules: serve: 127.0.0.1:${port} is in use\n`);
  }, 30_000);

  it.each([
    [['--today', '20260230'], /--today must be a real calendar date/],
    [['--api-key', 'k'.repeat(25)], /--api-key 'k{25}': an api key must have 1 to 24 characters/],
    [['--port', 'eighty'], /--port must be a whole number from 0 to 65535/],
    [['--token-lifetime', '0'], /--token-lifetime must be a whole number from 1/],
    [['--data', dir, '--database', 'postgres://localhost/x'], /--data and --database cannot be used together/],
    [['--database', 'mysql://localhost/x'], /--database must be a postgres:\/\/ URL/],
    [['--seed', `${dir}/none.json`], /--seed .*none\.json: cannot be read \(ENOENT\)/],
    [['--seed', file('not-json.json', '{')], /not JSON/],
    [['--seed', file('wrong.json', '{"countries":[1]}')], /countries\.0: must be a string/],
    [['--colour'], /serve: Unknown option '--colour'/],
  ])('refuses %j: exit 2, the reason on standard error', (args, reason) => {
    const run = runCli(['serve', '--port', '0', ...args]);
    expect(run.status).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr.split('\n')[0]).toMatch(reason);
  });
});
