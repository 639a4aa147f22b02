/**
 * A bounded load run of the sandbox (`fundraising-rules serve`, the one
 * server of this package), on 127.0.0.1 only: `npm run bench:server` (not
 * part of `npm test`).
 *
 * The sandbox runs in a process of its own from the build (in-memory
 * PGlite, the built-in seed, the clock at --today, so that no token
 * expires), autocannon in this one. Three phases of BENCH_SECONDS (default
 * 10) each, at BENCH_CONNECTIONS (default 10) connections, one per
 * operation:
 *
 *   create account  valid bodies, a fresh email address and personal URL per request (setupRequest)
 *   authenticate    the seed's account and its password: each request checks the password and issues a token
 *   create page     a valid personal page under one account, with its token; the pages number 1, 2, ...
 *
 * For each: requests per second (autocannon's mean over the phase), p99
 * latency, and the statuses; a phase whose answers are not all the
 * operation's success says so, since its figures are then not those of
 * the operation. Stops by itself: each phase is timed, and the sandbox is
 * killed at the end or after a hard limit.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const SECONDS = positive(process.env.BENCH_SECONDS, 10);
const CONNECTIONS = positive(process.env.BENCH_CONNECTIONS, 10);
const HARD_LIMIT_MS = (SECONDS * 3 + 60) * 1000;
const BIN = fileURLToPath(new URL('../dist/node/cli/main.js', import.meta.url));
const KEY = 'bench-key';
const TODAY = '20261122';
/** The built-in seed's existing account; the seed gives its accounts this password (docs/sandbox.md). */
const SEEDED = { emailAddress: 'taken@example.co.uk', dateOfBirth: '19800101', password: 'sandbox-password' };

/**
 * @param {string | undefined} text
 * @param {number} fallback
 */
function positive(text, fallback) {
  const value = Number(text);
  return Number.isInteger(value) && value > 0 ? value : fallback;
}

/** @param {string} name */
const example = (name) => JSON.parse(readFileSync(new URL(`../examples/${name}`, import.meta.url), 'utf8'));
const ACCOUNT = example('account-valid.json');
const PAGE = JSON.stringify(example('page-personal-valid.json'));
const RUN = Date.now().toString(36);

/** @param {number} n */
const accountBody = (n) =>
  JSON.stringify({ ...ACCOUNT, emailAddress: `load.${RUN}.${n}@example.co.uk`, personalUrl: `load-${RUN}-${n}` });

async function startSandbox() {
  const child = spawn(
    process.execPath,
    [BIN, 'serve', '--port', '0', '--host', '127.0.0.1', '--api-key', KEY, '--today', TODAY],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const lines = createInterface({ input: child.stdout });
  const url = await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the sandbox did not start within 60 s')), 60_000);
    lines.once('line', (line) => {
      clearTimeout(timer);
      if (line.startsWith('listening on http://127.0.0.1:')) resolve(line.slice('listening on '.length));
      else reject(new Error(`the sandbox said ${JSON.stringify(line)} instead of "listening on"`));
    });
    child.once('exit', (code) => reject(new Error(`the sandbox exited (${code}) before listening`)));
  });
  return { child, url: /** @type {string} */ (url) };
}

/**
 * One phase: autocannon on one operation.
 * @param {string} url
 * @param {string} name
 * @param {number} success the status every answer should have
 * @param {import('autocannon').Request} request
 */
async function phase(url, name, success, request) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS, requests: [request] });
  const counts = Object.entries(result.statusCodeStats ?? {}).map(([status, { count }]) => [Number(status), count]);
  const other = counts.filter(([status]) => status !== success).reduce((sum, [, count]) => sum + count, 0);
  return {
    operation: name,
    'req/s': Math.round(result.requests.average),
    'p99 ms': result.latency.p99,
    'p50 ms': result.latency.p50,
    statuses: `${counts.map(([status, count]) => `${status}×${count}`).join(' ')}${result.errors ? ` errors×${result.errors}` : ''}${result.timeouts ? ` timeouts×${result.timeouts}` : ''}`,
    note:
      other + result.errors + result.timeouts === 0
        ? ''
        : `not all ${success}: these figures are not those of the operation alone`,
  };
}

const { child, url } = await startSandbox();
const hardStop = setTimeout(() => {
  console.error(`bench:server: stopped after the ${HARD_LIMIT_MS / 1000} s limit`);
  child.kill('SIGKILL');
  process.exit(1);
}, HARD_LIMIT_MS);
try {
  if (new URL(url).hostname !== '127.0.0.1') throw new Error(`not a loopback address: ${url}`);
  console.log(
    `sandbox load: ${url}, autocannon ${CONNECTIONS} connection(s), ${SECONDS} s per operation, in-memory PGlite, Node ${process.version}`,
  );
  const json = { 'content-type': 'application/json', accept: 'application/json' };
  let n = 0;
  const rows = [
    await phase(url, 'create account', 201, {
      method: 'POST',
      path: `/fundraisers/v1/newaccount?api_key=${KEY}`,
      headers: json,
      setupRequest: (request) => ({ ...request, body: accountBody(++n) }),
    }),
    await phase(url, 'authenticate', 200, {
      method: 'POST',
      path: `/fundraisers/v1/authenticate?api_key=${KEY}`,
      headers: json,
      body: JSON.stringify(SEEDED),
    }),
  ];
  const owner = await fetch(`${url}/fundraisers/v1/newaccount?api_key=${KEY}`, {
    method: 'POST',
    headers: json,
    body: accountBody(0),
  });
  if (owner.status !== 201) throw new Error(`the page owner was not created: ${owner.status} ${await owner.text()}`);
  const { resourceId, accessToken } = await owner.json();
  rows.push(
    await phase(url, 'create page', 201, {
      method: 'POST',
      path: `/fundraisers/v1/account/secure/${encodeURIComponent(resourceId)}/newpage?api_key=${KEY}`,
      headers: { ...json, authorization: `Bearer ${accessToken}` },
      body: PAGE,
    }),
  );
  console.table(rows);
} finally {
  clearTimeout(hardStop);
  if (child.exitCode === null && child.signalCode === null) {
    child.kill('SIGTERM');
    await once(child, 'exit');
  }
}
