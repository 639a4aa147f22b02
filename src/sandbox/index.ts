/**
 * `fundraising-rules/sandbox`: the whole described service, stateful and
 * runnable locally (contract section 11), on PGlite or a PostgreSQL server.
 *
 * @example
 * import { startSandbox } from 'fundraising-rules/sandbox';
 * const sandbox = await startSandbox({ port: 0, apiKeys: ['my-key'] });
 * await fetch(`${sandbox.url}/fundraisers/v1/newaccount?api_key=my-key`, { method: 'POST', body, headers });
 * await sandbox.close();
 */
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { parseYmd } from '../runtime/calendar.js';
import { API_KEY_RULE, usableApiKey } from './api-keys.js';
import { BUILT_IN_SEED } from './built-in-seed.js';
import { answerClientErrors } from './client-error.js';
import { londonMidnight } from './clock.js';
import { control } from './controls.js';
import { type Database, type ModuleLoader, openPglite, openPostgres } from './database.js';
import { declaredLength, formatOf, MAX_BODY_BYTES, sendErrors } from './http.js';
import { lingerOnClose } from './linger.js';
import { eventListing, listingTarget } from './listing.js';
import { lookupAt } from './lookups.js';
import { migrate } from './migrations.js';
import { answerOpenApi, OPENAPI_PATH } from './openapi-route.js';
import { authenticate, createAccount, createPage, exchangeOf, type Service } from './operations.js';
import { parseSeed } from './seed.js';
import { writeSeed } from './seed-writer.js';
import { Store } from './store.js';

export { DatabaseUnreachableError, MissingDriverError, type ModuleLoader } from './database.js';
export { SEED_KEYS, type Seed, SeedError } from './seed.js';

/** How to start a sandbox. */
export interface SandboxOptions {
  /** The port; 0 (the default) picks a free one. */
  port?: number | undefined;
  /** The address listened on; default 127.0.0.1. */
  host?: string | undefined;
  /** PGlite's data directory; the database is in memory without it (and without `database`). */
  dataDir?: string | undefined;
  /** A PostgreSQL connection string (postgres://...): node-postgres instead of PGlite. */
  database?: string | undefined;
  /** A seed document (the `--seed` file, parsed); the built-in seed without it. */
  seed?: unknown;
  /** The api keys accepted (with the event package), each of 1 to 24 characters; default one generated key. */
  apiKeys?: readonly string[] | undefined;
  /** The service's {base_url} in responseURI and pageURI; default the address listened on. */
  baseUrl?: string | undefined;
  /** Life of an access token in seconds; default 3600. */
  tokenLifetime?: number | undefined;
  /** Starts the clock at 00:00 London time on this date (YYYYMMDD) instead of the real time. */
  today?: string | undefined;
  /** Imports the database driver; default `import()` (tests simulate a missing driver). */
  importModule?: ModuleLoader | undefined;
  /** Where failures the sandbox did not expect are logged; default standard error. */
  log?: ((line: string) => void) | undefined;
}

/** A running sandbox. */
export interface RunningSandbox {
  /** Where it listens: http://HOST:PORT. */
  readonly url: string;
  /** The api keys given (or the one generated). */
  readonly apiKeys: readonly string[];
  /** Stops listening and closes the database. */
  close(): Promise<void>;
}

const ACCOUNT_PATH = '/fundraisers/v1/newaccount';
const AUTHENTICATE_PATH = '/fundraisers/v1/authenticate';
const PAGE_PREFIX = '/fundraisers/v1/account/secure/';
const PAGE_SUFFIX = '/newpage';

/** The account segment of a create-page path, or `undefined` for another path. */
function pageSegment(path: string): string | undefined {
  if (!path.startsWith(PAGE_PREFIX) || !path.endsWith(PAGE_SUFFIX)) return undefined;
  const segment = path.slice(PAGE_PREFIX.length, path.length - PAGE_SUFFIX.length);
  return path.length >= PAGE_PREFIX.length + PAGE_SUFFIX.length && !segment.includes('/') ? segment : undefined;
}

/** A URL without its trailing slashes. */
function withoutTrailingSlashes(url: string): string {
  let end = url.length;
  while (end > 0 && url[end - 1] === '/') end--;
  return url.slice(0, end);
}

/** A path segment decoded; `undefined` when it is empty or its percent-encoding is broken. */
function decodeSegment(segment: string): string | undefined {
  try {
    const decoded = decodeURIComponent(segment);
    return decoded === '' ? undefined : decoded;
  } catch {
    return undefined;
  }
}

/**
 * The path of a request target as the operations read it (relative to
 * http://sandbox); `undefined` for a target the URL parser refuses, such as
 * `//[` or `http://a:b@host:x/`.
 */
function pathOf(target: string): string | undefined {
  try {
    return new URL(target, 'http://sandbox').pathname;
  } catch {
    return undefined;
  }
}

/** Checks the options a program gives; a wrong one is a `TypeError`. */
function checkOptions(options: SandboxOptions): void {
  const { port, tokenLifetime, today } = options;
  if (port !== undefined && !(Number.isInteger(port) && port >= 0 && port <= 65_535))
    throw new TypeError('fundraising-rules: port must be a whole number from 0 to 65535');
  if (tokenLifetime !== undefined && !(Number.isInteger(tokenLifetime) && tokenLifetime >= 1))
    throw new TypeError('fundraising-rules: tokenLifetime must be a whole number of seconds, at least 1');
  if (today !== undefined && parseYmd(today) === undefined)
    throw new TypeError('fundraising-rules: today must be a real calendar date written YYYYMMDD');
  if (options.dataDir !== undefined && options.database !== undefined)
    throw new TypeError('fundraising-rules: give dataDir or database, not both');
  for (const key of options.apiKeys ?? [])
    if (!usableApiKey(key)) throw new TypeError(`fundraising-rules: apiKeys: ${API_KEY_RULE}`);
}

/** Opens, migrates and seeds the database; sets the clock. */
async function prepare(
  options: SandboxOptions,
): Promise<{ db: Database; service: Omit<Service, 'baseUrl'>; apiKeys: string[] }> {
  const seed = options.seed === undefined ? BUILT_IN_SEED : parseSeed(options.seed);
  const load = options.importModule ?? ((name: string) => import(name));
  const db =
    options.database === undefined
      ? await openPglite({ dataDir: options.dataDir }, load)
      : await openPostgres(options.database, load);
  try {
    await migrate(db);
    await writeSeed(db, seed);
    const apiKeys =
      options.apiKeys === undefined || options.apiKeys.length === 0
        ? [randomBytes(12).toString('hex')]
        : [...options.apiKeys];
    for (const key of apiKeys)
      await db.query('insert into api_keys (key, event_package) values ($1, true) on conflict do nothing', [key]);
    const store = new Store(db);
    const today = options.today ?? seed.today;
    // --today sets the clock; otherwise a clock the database keeps goes on, and a new one starts now.
    if (today !== undefined) await store.setNow(londonMidnight(today));
    else await store.setNow(new Date(), true);
    const lookups = {
      countries: await store.codes('countries'),
      activities: await store.codes('activities'),
      charities: await store.codes('charities'),
    };
    return {
      db,
      apiKeys,
      service: {
        store,
        lookups,
        ukCountryCodes: seed.ukCountryCodes,
        maxIssues: seed.maxIssues,
        tokenLifetime: options.tokenLifetime ?? 3600,
      },
    };
  } catch (failure) {
    await db.close();
    throw failure;
  }
}

/**
 * Starts a sandbox: opens the database (PGlite in memory by default),
 * applies the migrations and the seed, and listens.
 * @example const { url, close } = await startSandbox({ port: 0, today: '20261122' });
 */
export async function startSandbox(options: SandboxOptions = {}): Promise<RunningSandbox> {
  checkOptions(options);
  const { db, service: prepared, apiKeys } = await prepare(options);
  const log = options.log ?? ((line: string) => process.stderr.write(`${line}\n`));
  let baseUrl = options.baseUrl === undefined ? '' : withoutTrailingSlashes(options.baseUrl);
  const service: Service = { ...prepared, baseUrl: () => baseUrl };

  async function route(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const exchange = exchangeOf(request, response);
    const path = pathOf(request.url ?? '/');
    if (path === undefined)
      return sendErrors(response, 400, exchange.format, [
        { code: 'bad-request-target', parameter: '', message: 'The request target is not a URL path.' },
      ]);
    if (path.startsWith('/__sandbox/')) return control(service, exchange, path);
    if (path === OPENAPI_PATH) return answerOpenApi(exchange, service.baseUrl());
    const post = (operation: () => Promise<void>) => {
      if (request.method === 'POST') return operation();
      sendErrors(
        response,
        405,
        exchange.format,
        [{ code: 'method-not-allowed', parameter: '', message: `${request.method} is not allowed here; use POST.` }],
        { Allow: 'POST' },
      );
    };
    const lookup = lookupAt(path);
    if (lookup !== undefined) return lookup(service, exchange);
    if (path === ACCOUNT_PATH) return post(() => createAccount(service, exchange));
    if (path === AUTHENTICATE_PATH) return post(() => authenticate(service, exchange));
    const segment = pageSegment(path);
    if (segment !== undefined) return post(() => createPage(service, exchange, decodeSegment(segment)));
    const listing = listingTarget(path);
    if (listing !== undefined) return eventListing(service, exchange, listing);
    sendErrors(response, 404, exchange.format, [
      { code: 'not-found', parameter: '', message: 'No operation has this address.' },
    ]);
  }

  const handle = (request: IncomingMessage, response: ServerResponse) =>
    route(request, response).catch((failure: unknown) => {
      log(
        `fundraising-rules sandbox: ${request.method} ${request.url} failed: ${(failure as Error)?.stack ?? failure}`,
      );
      if (response.headersSent) return void response.destroy();
      sendErrors(
        response,
        500,
        formatOf(request),
        [{ code: 'internal-error', parameter: '', message: 'The sandbox failed to complete the request.' }],
        request.complete ? {} : { Connection: 'close' },
      );
    });
  const server = createServer({ requestTimeout: 30_000, headersTimeout: 10_000 }, handle);
  answerClientErrors(server);
  server.on('connection', lingerOnClose);
  // A client that half-closes once its request is sent still gets the answer (Node would end the connection at once).
  (server as Server & { httpAllowHalfOpen: boolean }).httpAllowHalfOpen = true;
  // An Expect header other than 100-continue: 417 with the error body, instead of Node's bare status line.
  server.on('checkExpectation', (request: IncomingMessage, response: ServerResponse) =>
    sendErrors(
      response,
      417,
      formatOf(request),
      [{ code: 'expectation-failed', parameter: '', message: 'The only expectation met is 100-continue.' }],
      { Connection: 'close' },
    ),
  );
  // Expect: 100-continue: a body declared over the limit is refused without asking the client for it.
  server.on('checkContinue', (request: IncomingMessage, response: ServerResponse) => {
    if ((declaredLength(request) ?? 0) <= MAX_BODY_BYTES) response.writeContinue();
    void handle(request, response);
  });
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => {
        server.off('error', reject);
        resolve();
      });
    });
  } catch (failure) {
    await db.close();
    throw failure;
  }
  const address = server.address() as AddressInfo;
  const url = `http://${address.family === 'IPv6' ? `[${address.address}]` : address.address}:${address.port}`;
  if (baseUrl === '') baseUrl = url;
  let closing: Promise<void> | undefined;
  return {
    url,
    apiKeys,
    close() {
      closing ??= (async () => {
        await new Promise<void>((resolve) => {
          server.close(() => resolve());
          server.closeAllConnections();
        });
        await db.close();
      })();
      return closing;
    },
  };
}
