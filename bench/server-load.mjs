/**
 * A bounded load run of the reference server (examples/server/), on
 * 127.0.0.1 only: `npm run bench:server` (not part of `npm test`).
 *
 * The server runs in a process of its own (in-memory PGlite, --timings),
 * autocannon in this one. Two phases of BENCH_SECONDS (default 10) each, at
 * BENCH_CONNECTIONS (default 10) connections: valid create-account requests
 * (a fresh email and personal URL per request, through autocannon's
 * setupRequest) and invalid ones (the same body with three faults; nothing
 * is written). For each: requests/s, p99 latency, the status codes, and the
 * share of the server's handler time spent validating versus in the
 * database, from the server's own process.hrtime.bigint() counters
 * (GET /__timings, read before and after the phase):
 *
 *   validation  wall time inside validateAccountAsync, less the time it waited for its fact queries
 *   db reads    wall time while a request's fact queries (accountExists, personalUrlTaken) were outstanding
 *   db writes   wall time of the write transaction (account and access token)
 *   Postgres    time inside Postgres itself (PGlite's synchronous protocol calls), per request
 *
 * The first three split each request's time in the handler; under
 * concurrency a request waiting for the database also waits for the other
 * requests' queries (one Postgres, one thread), which counts as database
 * time. Postgres CPU is exact at any concurrency. Stops by itself: each
 * phase is timed, and the server is killed at the end or after a hard limit.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const SECONDS = positive(process.env.BENCH_SECONDS, 10);
const CONNECTIONS = positive(process.env.BENCH_CONNECTIONS, 10);
const HARD_LIMIT_MS = (SECONDS * 2 + 60) * 1000;
const MAIN = fileURLToPath(new URL('../examples/server/main.mjs', import.meta.url));

/**
 * @param {string | undefined} text
 * @param {number} fallback
 */
function positive(text, fallback) {
  const value = Number(text);
  return Number.isInteger(value) && value > 0 ? value : fallback;
}

/** @param {number} n */
const validAccount = (n) => ({
  title: 'Ms',
  forename: 'Ada',
  surname: 'Lovelace',
  addressLine1: '12 St James Square',
  addressLine2: 'Westminster',
  townCity: 'London',
  countyState: 'Greater London',
  postcode: 'SW1Y 4JH',
  countryCode: 'GB',
  preferredTelephone: '02079460000',
  emailAddress: `load.${RUN}.${n}@example.co.uk`,
  personalUrl: `load-${RUN}-${n}`,
  termsAndConditionsAccepted: 'Y',
  charityMarketingIndicator: 'N',
  allCharityMarketingIndicator: 'N',
  groupMarketingIndicator: 'N',
  serviceMarketingIndicator: 'N',
  dateOfBirth: '19901210',
});
const RUN = Date.now().toString(36);

/** Three faults (title, surname, email format); the personal URL is still looked up. */
const INVALID = JSON.stringify({ ...validAccount(0), title: 'Sir', surname: 'S'.repeat(51), emailAddress: 'ada' });

async function startServer() {
  const child = spawn(process.execPath, [MAIN, '--port', '0', '--host', '127.0.0.1', '--timings'], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  child.stdout.setEncoding('utf8');
  const url = await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the server did not start within 60 s')), 60_000);
    child.stdout.on('data', (/** @type {string} */ text) => {
      output += text;
      const match = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    });
    child.once('exit', (code) => reject(new Error(`the server exited (${code}) before listening`)));
  });
  return { child, url: /** @type {string} */ (url) };
}

/**
 * @param {string} url
 * @returns {Promise<{ requests: number, validationNs: number, factNs: number, writeNs: number, postgresNs: number, conflicts: number }>}
 */
async function timings(url) {
  const response = await fetch(`${url}/__timings`);
  return response.json();
}

/**
 * @param {string} url
 * @param {string} name
 * @param {(n: number) => string} body
 */
async function phase(url, name, body) {
  let n = 0;
  const before = await timings(url);
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: SECONDS,
    requests: [
      {
        method: 'POST',
        path: '/fundraisers/v1/newaccount',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        setupRequest: (request) => ({ ...request, body: body(++n) }),
      },
    ],
  });
  const after = await timings(url);
  const requests = Math.max(1, after.requests - before.requests);
  const validation = after.validationNs - before.validationNs;
  const facts = after.factNs - before.factNs;
  const writes = after.writeNs - before.writeNs;
  const total = validation + facts + writes || 1;
  const statuses = Object.entries(result.statusCodeStats ?? {})
    .map(([status, { count }]) => `${status}×${count}`)
    .join(' ');
  return {
    name,
    rps: result.requests.average,
    p99: result.latency.p99,
    statuses: `${statuses}${result.errors ? ` errors×${result.errors}` : ''}${result.timeouts ? ` timeouts×${result.timeouts}` : ''}`,
    validation: validation / total,
    facts: facts / total,
    writes: writes / total,
    handlerUs: (validation + facts + writes) / 1000 / requests,
    validationUs: validation / 1000 / requests,
    postgresUs: (after.postgresNs - before.postgresNs) / 1000 / requests,
  };
}

const percent = (/** @type {number} */ share) => `${(share * 100).toFixed(1)}%`;

const { child, url } = await startServer();
const hardStop = setTimeout(() => {
  console.error(`bench:server: stopped after the ${HARD_LIMIT_MS / 1000} s limit`);
  child.kill('SIGKILL');
  process.exit(1);
}, HARD_LIMIT_MS);
try {
  if (new URL(url).hostname !== '127.0.0.1') throw new Error(`not a loopback address: ${url}`);
  console.log(
    `server load: ${url}, autocannon ${CONNECTIONS} connection(s), ${SECONDS} s per phase, in-memory PGlite, Node ${process.version}`,
  );
  const rows = [
    await phase(url, 'valid accounts', (n) => JSON.stringify(validAccount(n))),
    await phase(url, 'invalid accounts', () => INVALID),
  ];
  console.table(
    rows.map((row) => ({
      phase: row.name,
      'req/s': Math.round(row.rps),
      'p99 ms': row.p99,
      statuses: row.statuses,
      validation: percent(row.validation),
      'db reads': percent(row.facts),
      'db writes': percent(row.writes),
      'validation : db': `${percent(row.validation)} : ${percent(row.facts + row.writes)}`,
      'handler µs/req': row.handlerUs.toFixed(0),
      'validation µs/req': row.validationUs.toFixed(1),
      'Postgres CPU µs/req': row.postgresUs.toFixed(0),
    })),
  );
} finally {
  clearTimeout(hardStop);
  child.kill('SIGTERM');
  await once(child, 'exit');
}
