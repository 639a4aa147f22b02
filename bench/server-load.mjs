/**
 * A bounded load run of the sandbox (`fundraising-rules serve`, the one
 * server of this package) on PGlite and on PostgreSQL, with how much of a
 * request is validation: `npm run bench:server` (not part of `npm test`).
 *
 *   node bench/server-load.mjs [--json FILE]
 *
 * Settings (environment): BENCH_SECONDS per operation at BENCH_CONNECTIONS
 * connections (default 5 s, 10 connections), BENCH_LATENCY_SECONDS per
 * operation at one connection (default 2), BENCH_ACCOUNTS accounts seeded
 * before the phases (default 1000), BENCH_VALIDATION_MS of timed validator
 * calls per body and kind of facts (default 500). The whole run takes about
 * two and a half minutes.
 *
 * The sandbox runs in a process of its own from the build, listening on
 * 127.0.0.1 only, with the built-in seed and the clock at --today (no token
 * expires); autocannon runs in this one. It runs once on PGlite in memory
 * (the default database), then once on a fresh database of the PostgreSQL
 * server of FUNDRAISING_RULES_POSTGRES_URL (default, as in the tests, the
 * role fundraising_rules on 127.0.0.1:5432; `eval "$(bash
 * scripts/postgres-for-tests.sh)"` provides one), created by this script
 * and dropped at its end. Without a reachable server that half prints one
 * line and PGlite is still measured.
 *
 * Before the phases: BENCH_ACCOUNTS accounts (200 surnames, 5 accounts
 * each, no surname the start of another), and the first 20 of them a team
 * page on the seed's Riverside Half Marathon. Then, in this order (the
 * reads first, so that the search reads the same number of accounts on
 * both databases), each operation at BENCH_CONNECTIONS connections, then at
 * one:
 *
 *   fundraiser search        GET  /fundraisers/v1/search?surname=S: the 5 accounts of S (S rotates over the 200);
 *                                 the sandbox reads every account to search, so its cost grows with BENCH_ACCOUNTS
 *   activities, countries    GET  /fundraisers/v1/activities, /fundraisers/v1/countries
 *   event listing            GET  /events/v1/account/<Riverside Half Marathon>/categorisedpages.json: its 20 pages
 *   authenticate             POST the seed's account and password: checks the password, issues a token
 *   create account, invalid  POST examples/account-invalid.json: 400, the rules' path
 *   create account           POST valid bodies, a fresh email address and personal URL per request
 *   create page              POST a valid personal page, each request under the next seeded account, with its token
 *
 * Each row: requests per second (answers over the phase's duration), p50
 * and p99 latency from each answer's own time (autocannon's `response`
 * event, in fractions of a millisecond), and the statuses; a phase whose
 * answers are not all the operation's success says so.
 *
 * Validation share. After a database's phases the sandbox is stopped and
 * this process times the package's validators from the build (the bundle
 * Node loads, as the sandbox does) on the phases' bodies, with options
 * shaped as the sandbox's `validationOptions` makes them, a fresh object
 * per call: `strict`, the seed's countries, activities and charities, and
 * the lookup functions. The database is warmed up for 3 s first (the
 * sandbox's has served the phases); each body is then called for 200 ms,
 * then in 5 rounds of BENCH_VALIDATION_MS / 5, awaited one at a time; its
 * figure is the median round's mean time per call:
 *
 *   facts in memory     `today` a constant and every lookup answered from memory (the seed's facts): the rules' CPU
 *   facts from the DB   as the sandbox: `today` from the clock in the database (a query) and every lookup a
 *                       query through the sandbox's own `Store` (dist/src/sandbox/store.js), on the same kind
 *                       of database: PGlite in memory in this process, migrated and seeded as the sandbox's is;
 *                       on PostgreSQL the very database the phases ran on, through a pool as the sandbox's
 *
 * A query's rules (search, activities, countries, listing) ask no facts:
 * one figure. Authenticate has no validation. Each figure is shown as a
 * share of the operation's mean latency at one connection (at 10
 * connections a latency is mostly queueing), which is measured from the
 * client: HTTP, the sandbox's work and the database; as for the
 * validators, the median of 5 parts: the phase's answers, in the order
 * they came, cut into fifths, the median fifth's mean. What validation is
 * here: building the options and the validator's call; reading and parsing
 * the body, and turning issues into the error body (`toServiceErrors`) are
 * not counted. The loop runs warm, on one body, with the machine otherwise
 * idle: a lower bound of what the same call costs inside a busy sandbox.
 *
 * Stops by itself: each phase is timed, and a hard limit ends the run. The
 * sandbox is killed, and the PostgreSQL database dropped, on every exit
 * (the end, a failure, SIGINT, SIGTERM, the hard limit).
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import {
  parseQueryString,
  validateAccountAsync,
  validateEventListingQuery,
  validateLookupQuery,
  validatePageAsync,
  validateSearchQuery,
} from 'fundraising-rules';
import pg from 'pg';
import { BUILT_IN_SEED } from '../dist/src/sandbox/built-in-seed.js';
import { londonDate, londonMidnight } from '../dist/src/sandbox/clock.js';
import { openPglite, openPostgres } from '../dist/src/sandbox/database.js';
import { migrate } from '../dist/src/sandbox/migrations.js';
import { writeSeed } from '../dist/src/sandbox/seed-writer.js';
import { Store } from '../dist/src/sandbox/store.js';

/**
 * @param {string | undefined} text
 * @param {number} fallback
 */
function positive(text, fallback) {
  const value = Number(text);
  return Number.isInteger(value) && value > 0 ? value : fallback;
}

const SECONDS = positive(process.env.BENCH_SECONDS, 5);
const LATENCY_SECONDS = positive(process.env.BENCH_LATENCY_SECONDS, 2);
const CONNECTIONS = positive(process.env.BENCH_CONNECTIONS, 10);
const ACCOUNTS = positive(process.env.BENCH_ACCOUNTS, 1000);
const VALIDATION_MS = positive(process.env.BENCH_VALIDATION_MS, 500);
const WARM_UP_MS = 200;
const ROUNDS = 5;
/** How long the database of the validation share is warmed up first (PGlite's WebAssembly is compiled as it runs). */
const DATABASE_WARM_UP_MS = 3000;
const EVENT_PAGES = 20;
const PHASES = 8;
const HARD_LIMIT_MS = (2 * PHASES * (SECONDS + LATENCY_SECONDS) + 300) * 1000;
const JSON_OUT = (() => {
  const at = process.argv.indexOf('--json');
  if (at === -1) return undefined;
  const file = process.argv[at + 1];
  if (file === undefined || file.startsWith('--')) {
    console.error('usage: node bench/server-load.mjs [--json FILE]');
    process.exit(2);
  }
  return file;
})();
const POSTGRES_URL =
  process.env.FUNDRAISING_RULES_POSTGRES_URL ||
  'postgres://fundraising_rules:fundraising_rules@127.0.0.1:5432/postgres';

const BIN = fileURLToPath(new URL('../dist/node/cli/main.js', import.meta.url));
const KEY = 'bench-key';
const TODAY = '20261122';
/** The built-in seed's existing account; the seed gives its accounts this password (docs/sandbox.md). */
const SEEDED = { emailAddress: 'taken@example.co.uk', dateOfBirth: '19800101', password: 'sandbox-password' };
/** The built-in seed's published event with places (Riverside Half Marathon). */
const EVENT = '8d1f5a2e-3c4b-4e9f-b7a6-0e2d9c8b1a74';
const RUN = Date.now().toString(36);

/** 200 surnames: 20 starts of 3 letters and 10 ends, none an end's start, so that none starts another. */
const SURNAMES = ['Bar', 'Cal', 'Dun', 'Fen', 'Gar', 'Hol', 'Kin', 'Lor', 'Mar', 'Nor']
  .concat(['Pen', 'Rad', 'Sel', 'Tam', 'Ver', 'Wal', 'Ash', 'Bel', 'Cor', 'Dal'])
  .flatMap((start) =>
    ['ley', 'ton', 'by', 'wick', 'ford', 'more', 'well', 'ham', 'den', 'ster'].map((end) => start + end),
  );

/** @param {string} name */
const example = (name) => JSON.parse(readFileSync(new URL(`../examples/${name}`, import.meta.url), 'utf8'));
const ACCOUNT = example('account-valid.json');
const INVALID_ACCOUNT = example('account-invalid.json');
const PAGE = example('page-personal-valid.json');
const TEAM_PAGE = example('page-event-team-valid.json');

/** @param {number} n a valid account, its email address and personal URL the n-th of this run */
const accountOf = (n) => ({
  ...ACCOUNT,
  emailAddress: `load.${RUN}.${n}@example.co.uk`,
  personalUrl: `load-${RUN}-${n}`,
});

const JSON_HEADERS = { 'content-type': 'application/json', accept: 'application/json' };

/**
 * @typedef {{ method: string, path: string, headers?: Record<string, string>, body?: string,
 *   setupRequest?: (request: any) => any }} LoadRequest
 * @typedef {{ operation: string, connections: number, seconds: number, requests: number, perSecond: number,
 *   p50: number, p99: number, mean: number, medianPartMean: number, statuses: Record<string, number>, errors: number, timeouts: number,
 *   allSuccess: boolean }} PhaseResult
 * @typedef {{ operation: string, meanLatencyMs: number, inMemoryUs: number | null, fromDatabaseUs: number | null,
 *   facts: boolean }} ShareRow
 * @typedef {{ database: string, description: string, skipped?: string, seeding?: string,
 *   phases: PhaseResult[], singleConnection: PhaseResult[], validation: ShareRow[] }} DatabaseResult
 */

// ---------------------------------------------------------------- cleanup

/** @type {import('node:child_process').ChildProcess | undefined} */
let sandboxProcess;
/** @type {(() => Promise<void>) | undefined} */
let dropDatabase;

/** Kills the sandbox now (synchronous: usable in `exit`). */
function killSandbox() {
  if (sandboxProcess !== undefined && sandboxProcess.exitCode === null && sandboxProcess.signalCode === null)
    sandboxProcess.kill('SIGKILL');
}
process.on('exit', killSandbox);

/** Kills the sandbox, drops the database (at most 10 s), and exits with `code`. */
async function abort(/** @type {number} */ code) {
  killSandbox();
  if (dropDatabase !== undefined)
    await Promise.race([dropDatabase().catch(() => undefined), new Promise((resolve) => setTimeout(resolve, 10_000))]);
  process.exit(code);
}
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM']))
  process.once(signal, () => {
    console.error(`bench:server: ${signal}, stopping`);
    void abort(130);
  });
const hardStop = setTimeout(() => {
  console.error(`bench:server: stopped after the ${HARD_LIMIT_MS / 1000} s limit`);
  void abort(1);
}, HARD_LIMIT_MS);

// ---------------------------------------------------------------- the sandbox

/**
 * Starts `fundraising-rules serve` on 127.0.0.1; `database` a PostgreSQL URL, or PGlite in memory without it.
 * @param {string | undefined} database
 */
async function startSandbox(database) {
  const args = [BIN, 'serve', '--port', '0', '--host', '127.0.0.1', '--api-key', KEY, '--today', TODAY];
  if (database !== undefined) args.push('--database', database);
  const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'inherit'] });
  sandboxProcess = child;
  const lines = createInterface({ input: /** @type {import('node:stream').Readable} */ (child.stdout) });
  const url = await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the sandbox did not start within 60 s')), 60_000);
    lines.once('line', (line) => {
      clearTimeout(timer);
      if (line.startsWith('listening on http://127.0.0.1:')) resolve(line.slice('listening on '.length));
      else reject(new Error(`the sandbox said ${JSON.stringify(line)} instead of "listening on"`));
    });
    child.once('exit', (code) => reject(new Error(`the sandbox exited (${code}) before listening`)));
  });
  if (new URL(url).hostname !== '127.0.0.1') throw new Error(`not a loopback address: ${url}`);
  return /** @type {string} */ (url);
}

/** Stops the sandbox (SIGTERM: it closes its database), waiting for it to exit. */
async function stopSandbox() {
  const child = sandboxProcess;
  if (child === undefined) return;
  if (child.exitCode === null && child.signalCode === null) {
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await once(child, 'exit');
    clearTimeout(timer);
  }
  sandboxProcess = undefined;
}

/**
 * One request with fetch; throws unless the status is `expected`.
 * @param {string} url
 * @param {LoadRequest} request
 * @param {number} expected
 */
async function call(url, request, expected) {
  const response = await fetch(url + request.path, {
    method: request.method,
    headers: request.headers ?? {},
    ...(request.body === undefined ? {} : { body: request.body }),
  });
  const text = await response.text();
  if (response.status !== expected)
    throw new Error(`${request.method} ${request.path}: ${response.status} instead of ${expected}: ${text}`);
  return JSON.parse(text);
}

/**
 * Runs `work(0..count-1)`, `concurrency` at a time.
 * @template T
 * @param {number} count
 * @param {number} concurrency
 * @param {(index: number) => Promise<T>} work
 * @returns {Promise<T[]>}
 */
async function inParallel(count, concurrency, work) {
  /** @type {T[]} */
  const results = new Array(count);
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const index = next++;
      results[index] = await work(index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, count) }, worker));
  return results;
}

/**
 * The accounts the phases use (with their tokens) and the event's pages.
 * @param {string} url
 */
async function seed(url) {
  const started = performance.now();
  const accounts = await inParallel(ACCOUNTS, CONNECTIONS, async (i) => {
    const body = {
      ...ACCOUNT,
      surname: SURNAMES[i % SURNAMES.length],
      emailAddress: `seed.${RUN}.${i}@example.co.uk`,
      personalUrl: `seed-${RUN}-${i}`,
    };
    const created = await call(url, account(JSON.stringify(body)), 201);
    return { resourceId: String(created.resourceId), accessToken: String(created.accessToken) };
  });
  await inParallel(Math.min(EVENT_PAGES, accounts.length), CONNECTIONS, async (i) => {
    const body = { ...TEAM_PAGE, teamName: `Bench Team ${i}`, teamUrl: `bench-${RUN}-${i}` };
    const owner = /** @type {{ resourceId: string, accessToken: string }} */ (accounts[i]);
    await call(url, page(owner, JSON.stringify(body)), 201);
  });
  const seconds = (performance.now() - started) / 1000;
  // The requests answer as the phases expect them to.
  const found = await call(url, search(0), 200);
  const listed = await call(url, listing(), 200);
  return {
    accounts,
    description:
      `${ACCOUNTS} accounts and ${Math.min(EVENT_PAGES, accounts.length)} event pages seeded over HTTP in ${seconds.toFixed(1)} s; ` +
      `a search finds ${found.fundraiserSearchResults.length} of them, the listing ${listed.numRecords} of ${listed.totalRecords} pages`,
  };
}

// ---------------------------------------------------------------- requests

/** @param {string} body @returns {LoadRequest} */
const account = (body) => ({
  method: 'POST',
  path: `/fundraisers/v1/newaccount?api_key=${KEY}`,
  headers: JSON_HEADERS,
  body,
});

/**
 * @param {{ resourceId: string, accessToken: string }} owner
 * @param {string} body
 * @returns {LoadRequest}
 */
const page = (owner, body) => ({
  method: 'POST',
  path: `/fundraisers/v1/account/secure/${encodeURIComponent(owner.resourceId)}/newpage?api_key=${KEY}`,
  headers: { ...JSON_HEADERS, authorization: `Bearer ${owner.accessToken}` },
  body,
});

/** @param {number} k @returns {LoadRequest} */
const search = (k) => ({
  method: 'GET',
  path: `/fundraisers/v1/search?surname=${SURNAMES[k % Math.min(SURNAMES.length, ACCOUNTS)]}&api_key=${KEY}`,
  headers: { accept: 'application/json' },
});

/** @returns {LoadRequest} */
const listing = () => ({
  method: 'GET',
  path: `/events/v1/account/${EVENT}/categorisedpages.json?api_key=${KEY}`,
  headers: { accept: 'application/json' },
});

/**
 * The operations, in the order they run, each with its success status and its request.
 * @param {{ resourceId: string, accessToken: string }[]} accounts
 * @returns {{ operation: string, success: number, request: () => LoadRequest }[]}
 */
function operations(accounts) {
  let searches = 0;
  let created = 0;
  let pages = 0;
  const getJson = { accept: 'application/json' };
  return [
    {
      operation: 'fundraiser search',
      success: 200,
      request: () => ({ ...search(0), setupRequest: (r) => ({ ...r, path: search(++searches).path }) }),
    },
    {
      operation: 'activities',
      success: 200,
      request: () => ({ method: 'GET', path: `/fundraisers/v1/activities?api_key=${KEY}`, headers: getJson }),
    },
    {
      operation: 'countries',
      success: 200,
      request: () => ({ method: 'GET', path: `/fundraisers/v1/countries?api_key=${KEY}`, headers: getJson }),
    },
    { operation: 'event listing', success: 200, request: listing },
    {
      operation: 'authenticate',
      success: 200,
      request: () => ({
        method: 'POST',
        path: `/fundraisers/v1/authenticate?api_key=${KEY}`,
        headers: JSON_HEADERS,
        body: JSON.stringify(SEEDED),
      }),
    },
    {
      operation: 'create account, invalid',
      success: 400,
      request: () => account(JSON.stringify(INVALID_ACCOUNT)),
    },
    {
      operation: 'create account',
      success: 201,
      request: () => ({
        ...account(''),
        setupRequest: (r) => ({ ...r, body: JSON.stringify(accountOf(++created)) }),
      }),
    },
    {
      operation: 'create page',
      success: 201,
      request: () => {
        const body = JSON.stringify(PAGE);
        return {
          ...page(/** @type {{ resourceId: string, accessToken: string }} */ (accounts[0]), body),
          setupRequest: (r) => {
            const next = page(
              /** @type {{ resourceId: string, accessToken: string }} */ (accounts[++pages % accounts.length]),
              body,
            );
            return { ...r, path: next.path, headers: next.headers };
          },
        };
      },
    },
  ];
}

/**
 * @param {number[]} sorted
 * @param {number} q
 */
const percentile = (sorted, q) => sorted[Math.max(0, Math.ceil(q * sorted.length) - 1)] ?? Number.NaN;

/**
 * One phase: autocannon on one operation, every answer's time kept.
 * @param {string} url
 * @param {string} operation
 * @param {number} success the status every answer should have
 * @param {LoadRequest} request
 * @param {number} connections
 * @param {number} seconds
 * @returns {Promise<PhaseResult>}
 */
async function phase(url, operation, success, request, connections, seconds) {
  /** @type {number[]} */
  const times = [];
  const instance = autocannon({ url, connections, duration: seconds, requests: [request] });
  instance.on(
    'response',
    (
      /** @type {unknown} */ _client,
      /** @type {number} */ _status,
      /** @type {number} */ _bytes,
      /** @type {number} */ ms,
    ) => {
      times.push(ms);
    },
  );
  const result = await instance;
  // The mean of each fifth of the phase, in the order the answers came: their median is the figure a burst of
  // other work on a shared machine moves least, as the validators' median round.
  const parts = Array.from({ length: ROUNDS }, (_, part) => {
    const slice = times.slice(
      Math.floor((part * times.length) / ROUNDS),
      Math.floor(((part + 1) * times.length) / ROUNDS),
    );
    return slice.reduce((sum, ms) => sum + ms, 0) / slice.length;
  }).sort((a, b) => a - b);
  times.sort((a, b) => a - b);
  /** @type {Record<string, number>} */
  const statuses = {};
  for (const [status, { count }] of Object.entries(result.statusCodeStats ?? {})) statuses[status] = count;
  const other = Object.entries(statuses).reduce(
    (sum, [status, count]) => sum + (Number(status) === success ? 0 : count),
    0,
  );
  return {
    operation,
    connections,
    seconds: result.duration,
    requests: times.length,
    perSecond: times.length / result.duration,
    p50: percentile(times, 0.5),
    p99: percentile(times, 0.99),
    mean: times.reduce((sum, ms) => sum + ms, 0) / times.length,
    medianPartMean: parts[Math.floor(ROUNDS / 2)] ?? Number.NaN,
    statuses,
    errors: result.errors,
    timeouts: result.timeouts,
    allSuccess: other + result.errors + result.timeouts === 0 && times.length > 0,
  };
}

// ---------------------------------------------------------------- validation

/**
 * Microseconds of one call of `work`, awaited one at a time: WARM_UP_MS of
 * calls, then ROUNDS rounds of VALIDATION_MS / ROUNDS each; the median
 * round's mean (the machine may be shared).
 * @param {(i: number) => unknown} work
 */
async function timeCalls(work) {
  let i = 0;
  const warm = performance.now() + WARM_UP_MS;
  while (performance.now() < warm) await work(i++);
  /** @type {number[]} */
  const rounds = [];
  for (let round = 0; round < ROUNDS; round++) {
    let calls = 0;
    const start = performance.now();
    let elapsed = 0;
    do {
      await work(i++);
      calls++;
      elapsed = performance.now() - start;
    } while (elapsed < VALIDATION_MS / ROUNDS || calls < 20);
    rounds.push((elapsed * 1000) / calls);
  }
  return /** @type {number} */ (rounds.sort((a, b) => a - b)[Math.floor(ROUNDS / 2)]);
}

/**
 * Throws unless a validator's answer is the one the phase gets.
 * @param {string} what
 * @param {{ valid: boolean }} result
 * @param {boolean} valid
 */
function expectResult(what, result, valid) {
  if (result.valid !== valid)
    throw new Error(`${what}: the validator says valid=${result.valid}: ${JSON.stringify(result)}`);
}

/**
 * The validation share of each operation: the validators timed with facts in memory and from `store`.
 * @param {import('../dist/src/sandbox/store.js').Store} store a store on the same kind of database
 * @param {PhaseResult[]} single the phases at one connection
 * @returns {Promise<ShareRow[]>}
 */
async function validationShare(store, single) {
  const lookups = {
    countries: await store.codes('countries'),
    activities: await store.codes('activities'),
    charities: await store.codes('charities'),
  };
  const seed = BUILT_IN_SEED;
  const existing = new Set((seed.existingAccounts ?? []).map((a) => `${a.emailAddress}\n${a.dateOfBirth}`));
  const personalUrls = new Set(seed.takenPersonalUrls ?? []);
  const teamUrls = new Set(seed.takenTeamUrls ?? []);
  const events = seed.events ?? {};
  /** As the sandbox's `validationOptions`, with every fact answered from memory. */
  const inMemory = () => ({
    strict: true,
    today: TODAY,
    countries: lookups.countries,
    activities: lookups.activities,
    charities: lookups.charities,
    events: (/** @type {string} */ id) => (Object.hasOwn(events, id) ? events[id] : undefined),
    accountExists: (/** @type {string} */ email, /** @type {string} */ dob) => existing.has(`${email}\n${dob}`),
    personalUrlTaken: (/** @type {string} */ url) => personalUrls.has(url),
    teamUrlTaken: (/** @type {string} */ url) => teamUrls.has(url),
  });
  /** The sandbox's `validationOptions` (src/sandbox/operations.ts): every fact from the database. */
  const fromDatabase = async () => ({
    strict: true,
    today: londonDate(await store.now()),
    countries: lookups.countries,
    activities: lookups.activities,
    charities: lookups.charities,
    events: (/** @type {string} */ id) => store.event(id),
    accountExists: (/** @type {string} */ email, /** @type {string} */ dob) => store.accountExists(email, dob),
    personalUrlTaken: (/** @type {string} */ url) => store.personalUrlTaken(url),
    teamUrlTaken: (/** @type {string} */ url) => store.teamUrlTaken(url),
  });
  // A fresh valid account per call, as in the phase (an address and URL no account has).
  const accounts = Array.from({ length: 1000 }, (_, n) => ({
    ...ACCOUNT,
    emailAddress: `share.${RUN}.${n}@example.co.uk`,
    personalUrl: `share-${RUN}-${n}`,
  }));
  /** @type {{ operation: string, valid: boolean, validate: (body: unknown, options: any) => Promise<{ valid: boolean }>, body: (i: number) => unknown }[]} */
  const bodies = [
    { operation: 'create account, invalid', valid: false, validate: validateAccountAsync, body: () => INVALID_ACCOUNT },
    {
      operation: 'create account',
      valid: true,
      validate: validateAccountAsync,
      body: (i) => accounts[i % accounts.length],
    },
    { operation: 'create page', valid: true, validate: validatePageAsync, body: () => PAGE },
  ];
  /** @type {Map<string, { inMemoryUs: number, fromDatabaseUs: number | null }>} */
  const timed = new Map();
  // The database warmed up first, as the sandbox's is by its phases.
  const warm = performance.now() + DATABASE_WARM_UP_MS;
  for (let i = 0; performance.now() < warm; i++)
    for (const { validate, body } of bodies) await validate(body(i), await fromDatabase());
  for (const { operation, valid, validate, body } of bodies) {
    expectResult(operation, await validate(body(0), inMemory()), valid);
    expectResult(operation, await validate(body(0), await fromDatabase()), valid);
    const inMemoryUs = await timeCalls(async (i) => validate(body(i), inMemory()));
    const fromDatabaseUs = await timeCalls(async (i) => validate(body(i), await fromDatabase()));
    timed.set(operation, { inMemoryUs, fromDatabaseUs });
  }
  // The queries' rules, called as the lookups and the listing call them (no facts; synchronous).
  const strict = { strict: true };
  const searchQuery = parseQueryString(`surname=${SURNAMES[0]}&api_key=${KEY}`);
  const lookupQuery = parseQueryString(`api_key=${KEY}`);
  const listingQuery = { ...parseQueryString(`api_key=${KEY}`), eventResourceId: EVENT };
  /** @type {[string, () => { valid: boolean }][]} */
  const queries = [
    ['fundraiser search', () => validateSearchQuery(searchQuery, strict)],
    ['activities', () => validateLookupQuery(lookupQuery, strict)],
    ['countries', () => validateLookupQuery(lookupQuery, strict)],
    ['event listing', () => validateEventListingQuery(listingQuery, strict)],
  ];
  for (const [operation, validate] of queries) {
    expectResult(operation, validate(), true);
    timed.set(operation, { inMemoryUs: await timeCalls(() => validate()), fromDatabaseUs: null });
  }
  return single.map((row) => {
    const figures = timed.get(row.operation);
    return {
      operation: row.operation,
      meanLatencyMs: row.medianPartMean,
      inMemoryUs: figures?.inMemoryUs ?? null,
      fromDatabaseUs: figures?.fromDatabaseUs ?? null,
      facts: figures?.fromDatabaseUs !== null && figures !== undefined,
    };
  });
}

// ---------------------------------------------------------------- one database

/**
 * Seeds, runs every phase at CONNECTIONS and at one connection, stops the sandbox.
 * @param {string} url
 */
async function loadPhases(url) {
  const seeded = await seed(url);
  /** @type {PhaseResult[]} */
  const loaded = [];
  /** @type {PhaseResult[]} */
  const single = [];
  for (const { operation, success, request } of operations(seeded.accounts)) {
    loaded.push(await phase(url, operation, success, request(), CONNECTIONS, SECONDS));
    single.push(await phase(url, operation, success, request(), 1, LATENCY_SECONDS));
  }
  // The last phase's request in flight completes before the sandbox closes its database.
  await new Promise((resolve) => setTimeout(resolve, 500));
  await stopSandbox();
  return { seeding: seeded.description, loaded, single };
}

/** @returns {Promise<DatabaseResult>} */
async function onPglite() {
  const description = 'PGlite, in memory in the sandbox process';
  console.error(`bench:server: ${description}...`);
  const url = await startSandbox(undefined);
  const { seeding, loaded, single } = await loadPhases(url);
  // The same kind of database in this process, migrated and seeded as the sandbox's.
  const db = await openPglite({}, (name) => import(name));
  try {
    await migrate(db);
    await writeSeed(db, BUILT_IN_SEED);
    const store = new Store(db);
    await store.setNow(londonMidnight(TODAY));
    const validation = await validationShare(store, single);
    return { database: 'PGlite', description, seeding, phases: loaded, singleConnection: single, validation };
  } finally {
    await db.close();
  }
}

/** @param {string} url */
function withoutPassword(url) {
  const parsed = new URL(url);
  if (parsed.password !== '') parsed.password = '***';
  return parsed.href;
}

/**
 * Runs `sql` as the admin role; returns the first row.
 * @param {string} sql
 */
async function asAdmin(sql) {
  const client = new pg.Client({ connectionString: POSTGRES_URL, connectionTimeoutMillis: 5_000 });
  client.on('error', () => undefined);
  try {
    await client.connect();
    return (await client.query(sql)).rows[0];
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** @returns {Promise<DatabaseResult>} */
async function onPostgres() {
  const server = withoutPassword(POSTGRES_URL);
  let version;
  try {
    version = (await asAdmin('show server_version')).server_version;
  } catch (error) {
    const reason = /** @type {Error} */ (error).message || String(error);
    return {
      database: 'PostgreSQL',
      description: server,
      skipped: `PostgreSQL: not measured: cannot connect to ${server} (${reason}); FUNDRAISING_RULES_POSTGRES_URL names an admin URL allowed to create databases, and eval "$(bash scripts/postgres-for-tests.sh)" starts one on this machine`,
      phases: [],
      singleConnection: [],
      validation: [],
    };
  }
  const name = `fundraising_rules_bench_${RUN}_${process.pid}`;
  await asAdmin(`create database ${name}`);
  dropDatabase = async () => {
    await asAdmin(`drop database if exists ${name} with (force)`);
    dropDatabase = undefined;
  };
  try {
    const database = new URL(POSTGRES_URL);
    database.pathname = `/${name}`;
    const host = database.host;
    const description = `PostgreSQL ${version} at ${host}, a fresh database (dropped at the end)`;
    console.error(`bench:server: ${description}...`);
    const url = await startSandbox(database.href);
    const { seeding, loaded, single } = await loadPhases(url);
    // The database the phases ran on, through a pool as the sandbox's.
    const db = await openPostgres(database.href, (module) => import(module));
    try {
      const validation = await validationShare(new Store(db), single);
      return { database: 'PostgreSQL', description, seeding, phases: loaded, singleConnection: single, validation };
    } finally {
      await db.close();
    }
  } finally {
    await stopSandbox();
    await dropDatabase?.();
  }
}

// ---------------------------------------------------------------- output

/**
 * A Markdown table, its columns padded.
 * @param {string[]} head
 * @param {string[][]} rows
 * @param {boolean[]} right which columns align right
 */
function table(head, rows, right) {
  const widths = head.map((title, column) => Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)));
  const line = (/** @type {string[]} */ cells) =>
    `| ${cells.map((cell, column) => (right[column] ? cell.padStart(widths[column] ?? 0) : cell.padEnd(widths[column] ?? 0))).join(' | ')} |`;
  const rule = `|${widths.map((width, column) => (right[column] ? `${'-'.repeat(width + 1)}:` : `${'-'.repeat(width + 2)}`)).join('|')}|`;
  return [line(head), rule, ...rows.map(line)].join('\n');
}

/** @param {number} value @param {number} digits */
const fixed = (value, digits) => (Number.isFinite(value) ? value.toFixed(digits) : '-');

/** @param {PhaseResult} row */
function statusText(row) {
  const parts = Object.entries(row.statuses).map(([status, count]) => `${status}×${count}`);
  if (row.errors) parts.push(`errors×${row.errors}`);
  if (row.timeouts) parts.push(`timeouts×${row.timeouts}`);
  return parts.join(' ') + (row.allSuccess ? '' : ' (not all the success: not the operation alone)');
}

/** @param {DatabaseResult} result */
function printLoad(result) {
  console.log(`\n${result.database}: ${result.description}; ${result.seeding}`);
  console.log(
    table(
      ['operation', 'requests/s', 'p50 ms', 'p99 ms', 'statuses'],
      result.phases.map((row) => [
        row.operation,
        fixed(row.perSecond, 0),
        fixed(row.p50, 1),
        fixed(row.p99, 1),
        statusText(row),
      ]),
      [false, true, true, true, false],
    ),
  );
}

/** @param {DatabaseResult[]} measured */
function printShare(measured) {
  /** @param {number | null} us @param {number} ms */
  const share = (us, ms) =>
    us === null ? '' : `${fixed(us, us < 10 ? 1 : 0)} µs (${fixed((us / (ms * 1000)) * 100, 1)}%)`;
  const rows = measured.flatMap((result) =>
    result.validation.map((row) => [
      result.database,
      row.operation,
      fixed(row.meanLatencyMs, 2),
      row.inMemoryUs === null ? 'none' : share(row.inMemoryUs, row.meanLatencyMs),
      row.inMemoryUs === null ? 'none' : row.facts ? share(row.fromDatabaseUs, row.meanLatencyMs) : 'no facts asked',
    ]),
  );
  console.log(
    `\nValidation share: the validators timed in this process on the phases' bodies (time per call, median of ${ROUNDS} rounds of ${VALIDATION_MS / ROUNDS} ms), over the mean latency at 1 connection`,
  );
  console.log(
    table(
      [
        'database',
        'operation',
        'mean ms, 1 conn.',
        'validation, facts in memory',
        'validation, facts from the database',
      ],
      rows,
      [false, false, true, true, true],
    ),
  );
}

try {
  const cores = cpus();
  const before = loadavg();
  console.log(
    `sandbox load, ${new Date().toISOString()}, Node ${process.version}, ${cores.length} CPU(s) (${cores[0]?.model.trim() ?? '?'}), ` +
      `load average ${before.map((value) => value.toFixed(2)).join('/')}; autocannon in this process, ` +
      `${CONNECTIONS} connections × ${SECONDS} s, then 1 connection × ${LATENCY_SECONDS} s, per operation; loopback only`,
  );
  const results = [await onPglite(), await onPostgres()];
  for (const result of results) {
    if (result.skipped !== undefined) console.log(`\n${result.skipped}`);
    else printLoad(result);
  }
  const measured = results.filter((result) => result.skipped === undefined);
  printShare(measured);
  const after = loadavg();
  console.log(`\nload average after: ${after.map((value) => value.toFixed(2)).join('/')}`);
  if (JSON_OUT !== undefined) {
    const document = {
      date: new Date().toISOString(),
      node: process.version,
      cpus: cores.length,
      loadAverage: { before, after },
      settings: { SECONDS, LATENCY_SECONDS, CONNECTIONS, ACCOUNTS, VALIDATION_MS, EVENT_PAGES },
      results,
    };
    writeFileSync(JSON_OUT, `${JSON.stringify(document, null, 2)}\n`);
    console.log(`results written to ${JSON_OUT}`);
  }
} catch (error) {
  console.error('bench:server failed:', error);
  await abort(1);
} finally {
  clearTimeout(hardStop);
  killSandbox();
}
