/**
 * A reference implementation of the service's two creation operations,
 * over JSON and XML, on a real database (PGlite), validated by the package.
 *
 * @example
 * const app = await startServer({ port: 0 }); // in-memory database
 * console.log(app.url); // http://127.0.0.1:40123
 * await app.close();
 */
import { createServer } from 'node:http';
import { createValidators, normaliseAccount, normalisePage, toServiceErrors } from 'fundraising-rules';
import { parseAccountXml, parsePageXml, XmlBodyError } from 'fundraising-rules/xml';
import {
  accountFound,
  DatabaseFault,
  factQueries,
  insertAccount,
  insertPage,
  loadLookups,
  openDatabase,
  storable,
  ValueRefused,
  WriteConflict,
} from './database.mjs';
import {
  BodyTooLarge,
  ClientGone,
  declaredLength,
  MAX_BODY_BYTES,
  readBody,
  refuseTooLarge,
  requestFormat,
  responseFormat,
  send,
  sendErrors,
  utf8,
  xmlDocument,
} from './http.mjs';
import { createTimings } from './timings.mjs';

/** @typedef {import('./http.mjs').Format} Format */
/** @typedef {import('./http.mjs').ServiceError} ServiceError */
/** @typedef {import('@electric-sql/pglite').PGlite} PGlite */

/**
 * @typedef {object} ServerOptions
 * @property {string} [dataDir] PGlite's data directory; the database is in memory without it
 * @property {PGlite} [db] an open, migrated database to use (the server then does not close it)
 * @property {string} [baseUrl] the service's {base_url} in responseURI and pageURI; default the address listened on
 * @property {number} [tokenSeconds] life of an access token; default 3600
 * @property {number} [maxBodyBytes] default 1 MiB
 * @property {boolean} [timings] count time in validation and in the database, served at GET /__timings
 * @property {(message: string, error?: unknown) => void} [log] where faults are logged; default stderr
 */

/** The two operations: the code (and parameter) of a body with no details, and the XML reader. */
const OPERATIONS = {
  account: {
    noDetails: { code: '002.01.01', parameter: '' },
    what: 'fundraiser details',
    parseXml: parseAccountXml,
  },
  page: {
    noDetails: { code: '003.01.04', parameter: 'URI' },
    what: 'page details',
    parseXml: parsePageXml,
  },
};

const ACCOUNT_PATH = '/fundraisers/v1/newaccount';
const PAGE_PATH = /^\/fundraisers\/v1\/account\/secure\/([^/]+)\/newpage$/;
const PAGE_PREFIX = '/fundraisers/v1/account/secure/';

/**
 * Opens the database (unless one is given), loads the lookups, makes the
 * validators, and returns the server, not yet listening.
 * @param {ServerOptions} [options]
 */
export async function createApp(options = {}) {
  const db = options.db ?? (await openDatabase({ dataDir: options.dataDir }));
  const ownsDb = options.db === undefined;
  const log = options.log ?? ((message, error) => console.error(`[fundraising server] ${message}`, error ?? ''));
  const maxBodyBytes = options.maxBodyBytes ?? MAX_BODY_BYTES;
  const tokenSeconds = options.tokenSeconds ?? 3600;
  const timings = createTimings(options.timings === true, db);

  let lookups;
  try {
    lookups = await loadLookups(db);
  } catch (error) {
    if (ownsDb) await db.close();
    throw error;
  }
  const facts = factQueries(db);
  // Made once: the lookups are lists read at start; the facts are asked per request.
  // No `today`: the validators take today in Europe/London at each call.
  // `strict`: a rule a missing fact would leave unchecked is a TypeError (a 500: the server's
  // configuration is wrong), never a body accepted unchecked (contract 10.4).
  const validators = createValidators({
    strict: true,
    countries: lookups.countries,
    activities: lookups.activities,
    charities: lookups.charities,
    accountExists: timings.fact(facts.accountExists),
    personalUrlTaken: timings.fact(facts.personalUrlTaken),
    teamUrlTaken: timings.fact(facts.teamUrlTaken),
    events: timings.fact(facts.events),
  });
  /** Does the page's owner exist? A read, counted with the fact queries. */
  const ownerFound = timings.fact((/** @type {string} */ accountId) => accountFound(db, accountId));

  /** Test hooks: `beforeWrite` runs after a request validated and before its transaction. */
  const hooks = {
    /** @type {((operation: 'account' | 'page') => Promise<void>) | undefined} */
    beforeWrite: undefined,
  };
  let baseUrl = options.baseUrl;

  /**
   * @param {'account' | 'page'} kind
   * @param {unknown} body
   */
  function validate(kind, body) {
    return timings.validation(() =>
      kind === 'account' ? validators.validateAccountAsync(body) : validators.validatePageAsync(body),
    );
  }

  /**
   * The answer to a write refused by a constraint: the validator asked
   * again, which now sees the row that won (personal-url-taken, 002.01.31,
   * team-url-taken, 002.01.28).
   * @param {'account' | 'page'} kind
   * @param {unknown} body
   * @param {WriteConflict} conflict
   * @returns {Promise<ServiceError[]>}
   */
  async function conflictErrors(kind, body, conflict) {
    timings.totals.conflicts += 1;
    const again = await validate(kind, body);
    if (!again.valid) return toServiceErrors(again);
    throw new DatabaseFault(`a write conflicted (${conflict.constraint}) but the request still validates`, conflict);
  }

  /**
   * Reads and parses the body; answers (and returns `undefined`) when it cannot.
   * @param {import('node:http').IncomingMessage} request
   * @param {import('node:http').ServerResponse} response
   * @param {'account' | 'page'} kind
   * @param {Format | null | undefined} given
   * @param {Format} format
   * @returns {Promise<{ body: unknown } | undefined>}
   */
  async function readRequest(request, response, kind, given, format) {
    const operation = OPERATIONS[kind];
    /** @param {string} why */
    const noDetails = (why) => ({ ...operation.noDetails, message: `No ${operation.what} were supplied: ${why}.` });
    const tooLarge = () =>
      refuseTooLarge(request, response, format, {
        code: 'payload-too-large',
        parameter: '',
        message: `The body may have at most ${maxBodyBytes} bytes.`,
      });
    const declared = declaredLength(request);
    if (declared !== undefined && declared > maxBodyBytes) {
      tooLarge();
      return undefined;
    }
    let bytes;
    try {
      bytes = await readBody(request, maxBodyBytes);
    } catch (error) {
      if (error instanceof BodyTooLarge) tooLarge();
      else if (!(error instanceof ClientGone)) throw error;
      return undefined;
    }
    if (given === undefined || given === null) {
      sendErrors(response, 415, format, [
        noDetails(
          `the Content-Type ${given === null ? `'${request.headers['content-type']}' is not` : 'is missing; it must be'} application/json or application/xml (text/xml), in UTF-8`,
        ),
      ]);
      return undefined;
    }
    const text = utf8(bytes);
    if (text === undefined) {
      sendErrors(response, 400, format, [noDetails('the body is not UTF-8 text')]);
      return undefined;
    }
    if (text.trim() === '') {
      sendErrors(response, 400, format, [noDetails('the body is empty')]);
      return undefined;
    }
    if (given === 'json') {
      try {
        return { body: JSON.parse(text) };
      } catch (error) {
        sendErrors(response, 400, format, [
          noDetails(`the body is not JSON (${/** @type {Error} */ (error).message})`),
        ]);
        return undefined;
      }
    }
    try {
      return { body: operation.parseXml(text) };
    } catch (error) {
      if (error instanceof XmlBodyError) {
        sendErrors(response, 400, format, [noDetails(`the XML body was refused: ${error.message}`)]);
        return undefined;
      }
      // Any other failure of the reader is a fault of the reader, but the body caused it: 400, logged.
      log(`${request.method} ${request.url}: the XML reader failed`, error);
      sendErrors(response, 400, format, [noDetails('the XML body could not be read')]);
      return undefined;
    }
  }

  /**
   * POST /fundraisers/v1/newaccount
   * @param {import('node:http').IncomingMessage} request
   * @param {import('node:http').ServerResponse} response
   */
  async function createAccount(request, response) {
    const given = requestFormat(request.headers['content-type']);
    const format = responseFormat(request.headers.accept, given);
    const read = await readRequest(request, response, 'account', given, format);
    if (read === undefined) return;
    timings.totals.requests += 1;
    const result = await validate('account', read.body);
    if (!result.valid) return sendErrors(response, 400, format, toServiceErrors(result));
    if (result.unchecked.length > 0) throw new Error(`rules left unchecked: ${JSON.stringify(result.unchecked)}`);
    const account = normaliseAccount(read.body);
    const unstorable = notStorable(account);
    if (unstorable.length > 0) return sendErrors(response, 400, format, unstorable);
    await hooks.beforeWrite?.('account');
    let created;
    try {
      created = await timings.write(() => insertAccount(db, account, tokenSeconds));
    } catch (error) {
      if (!(error instanceof WriteConflict)) throw error;
      return sendErrors(response, 400, format, await conflictErrors('account', read.body, error));
    }
    const resultBody = {
      creationSuccessful: true,
      fundraiserName: `${account.title} ${account.forename} ${account.surname}`,
      resourceId: created.resourceId,
      personalUrl: account.personalUrl,
      alternateURLs: null,
      accessToken: created.accessToken,
      responseURI: `${baseUrl}/fundraisers/v1/account/${encodeURIComponent(created.resourceId)}`,
      customerExists: false,
      message: `Token expires in ${tokenSeconds} seconds`,
    };
    send(response, 201, format, { json: resultBody, xml: () => xmlDocument('fundraiser', resultBody) });
  }

  /**
   * POST /fundraisers/v1/account/secure/<fundraiser_resource_id>/newpage
   * @param {import('node:http').IncomingMessage} request
   * @param {import('node:http').ServerResponse} response
   * @param {string | undefined} accountId the decoded path segment; undefined when it does not decode
   */
  async function createPage(request, response, accountId) {
    const given = requestFormat(request.headers['content-type']);
    const format = responseFormat(request.headers.accept, given);
    const read = await readRequest(request, response, 'page', given, format);
    if (read === undefined) return;
    timings.totals.requests += 1;
    const wrongUri = () =>
      sendErrors(response, 400, format, [
        {
          code: '003.01.04',
          parameter: 'URI',
          message: `No page details were supplied: no fundraiser account has the resource ID in the URI.`,
        },
      ]);
    if (accountId === undefined || accountId.length > 36 || !(await ownerFound(accountId))) return wrongUri();
    const result = await validate('page', read.body);
    if (!result.valid) return sendErrors(response, 400, format, toServiceErrors(result));
    if (result.unchecked.length > 0) throw new Error(`rules left unchecked: ${JSON.stringify(result.unchecked)}`);
    const page = normalisePage(read.body);
    const unstorable = notStorable(page);
    if (unstorable.length > 0) return sendErrors(response, 400, format, unstorable);
    await hooks.beforeWrite?.('page');
    let created;
    try {
      created = await timings.write(() => insertPage(db, accountId, page));
    } catch (error) {
      if (!(error instanceof WriteConflict)) throw error;
      if (error.constraint === 'account-missing' || error.constraint === 'pages_account_id_fkey') return wrongUri();
      return sendErrors(response, 400, format, await conflictErrors('page', read.body, error));
    }
    const pageUrl = String(created.pageNumber);
    const resultBody = {
      creationSuccessful: true,
      pageTitle: page.pageTitle,
      pageUrl,
      pageURI: `${baseUrl}/fundraisers/v1/account/${encodeURIComponent(accountId)}/pages/${pageUrl}`,
      message: 'Page created',
    };
    send(response, 201, format, { json: resultBody, xml: () => xmlDocument('page', resultBody) });
  }

  /**
   * @param {import('node:http').IncomingMessage} request
   * @param {import('node:http').ServerResponse} response
   */
  async function route(request, response) {
    const path = pathOf(request.url ?? '/');
    const format = responseFormat(request.headers.accept, requestFormat(request.headers['content-type']));
    /** @param {() => Promise<void>} operation */
    const post = (operation) => {
      if (request.method === 'POST') return operation();
      sendErrors(
        response,
        405,
        format,
        [{ code: 'method-not-allowed', parameter: '', message: `${request.method} is not allowed here; use POST.` }],
        { Allow: 'POST' },
      );
    };
    if (path === undefined)
      return sendErrors(response, 400, format, [
        { code: 'bad-request-target', parameter: '', message: 'The request target is not a path.' },
      ]);
    if (path === ACCOUNT_PATH) return post(() => createAccount(request, response));
    const page = PAGE_PATH.exec(path);
    if (page !== null) return post(() => createPage(request, response, decodeSegment(page[1] ?? '')));
    if (path.startsWith(PAGE_PREFIX) && path.endsWith('/newpage')) {
      // An empty or multi-segment resource ID: the operation, with an incorrect URI.
      return post(() => createPage(request, response, undefined));
    }
    if (options.timings === true && path === '/__timings' && request.method === 'GET') {
      const body = timings.snapshot();
      return send(response, 200, 'json', { json: body, xml: () => '' });
    }
    sendErrors(response, 404, format, [
      { code: 'not-found', parameter: '', message: 'No operation has this address.' },
    ]);
  }

  /**
   * Any failure the routes did not answer: 400 for a value the database
   * refused (retrying cannot help; a gap in the checks, so logged), 503 for
   * the database, 500 for anything else; logged whole, answered without
   * detail.
   * @param {import('node:http').IncomingMessage} request
   * @param {import('node:http').ServerResponse} response
   */
  function handle(request, response) {
    route(request, response).catch((error) => {
      const database = error instanceof DatabaseFault;
      const refused = error instanceof ValueRefused;
      log(
        `${request.method} ${request.url} failed${database ? ' (database)' : refused ? ' (a value refused)' : ''}`,
        error,
      );
      if (response.headersSent) return response.destroy();
      const format = responseFormat(request.headers.accept, requestFormat(request.headers['content-type']));
      const [status, code, message] = refused
        ? [400, 'not-storable', 'The request holds a value the service cannot store.']
        : database
          ? [503, 'service-unavailable', 'The service cannot complete the request now; try again later.']
          : [500, 'internal-error', 'The service failed to complete the request.'];
      sendErrors(response, status, format, [{ code, parameter: '', message }], {
        ...(database ? { 'Retry-After': '5' } : {}),
        // The body may not have been read: do not keep the connection for the next request.
        ...(request.complete ? {} : { Connection: 'close' }),
      });
    });
  }

  const server = createServer({ requestTimeout: 30_000, headersTimeout: 10_000 }, handle);
  // Expect: 100-continue: an oversized body is refused before the client sends it.
  server.on('checkContinue', (request, response) => {
    const declared = declaredLength(request);
    if (declared !== undefined && declared > maxBodyBytes) {
      const format = responseFormat(request.headers.accept, requestFormat(request.headers['content-type']));
      return refuseTooLarge(request, response, format, {
        code: 'payload-too-large',
        parameter: '',
        message: `The body may have at most ${maxBodyBytes} bytes.`,
      });
    }
    response.writeContinue();
    handle(request, response);
  });

  return {
    server,
    db,
    hooks,
    /** Counters of the requests (and, with the timings option, their times). */
    timings: timings.totals,
    /**
     * Listens (127.0.0.1 by default; port 0 picks a free one) and returns the server's address.
     * @param {number} port
     * @param {string} [host]
     */
    async listen(port, host = '127.0.0.1') {
      await new Promise((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, host, () => {
          server.off('error', reject);
          resolve(undefined);
        });
      });
      const address = /** @type {import('node:net').AddressInfo} */ (server.address());
      const url = `http://${address.family === 'IPv6' ? `[${address.address}]` : address.address}:${address.port}`;
      baseUrl ??= url;
      return url;
    },
    /** Stops listening, ends the connections, and closes the database it opened. */
    async close() {
      await new Promise((resolve) => {
        server.close(() => resolve(undefined));
        server.closeAllConnections();
      });
      if (ownsDb && !db.closed) await db.close();
    },
  };
}

/**
 * Creates the app and listens.
 * @param {ServerOptions & { port?: number, host?: string }} [options]
 */
export async function startServer(options = {}) {
  const app = await createApp(options);
  try {
    const url = await app.listen(options.port ?? 0, options.host);
    return { ...app, url };
  } catch (error) {
    await app.close();
    throw error;
  }
}

/**
 * The path of a request target, without its query: an origin-form target
 * (`/a/b?q`) as it is, up to `?`; an absolute-form one (`http://host/a/b`)
 * by the URL parser. `undefined` for any other (`*`, `a:b`, or an
 * absolute URL the parser refuses). `//[` and `//a:b@` are paths, of no
 * operation: the URL parser, given them relative to a base, reads them as
 * a host and throws.
 * @param {string} target
 * @returns {string | undefined}
 */
export function pathOf(target) {
  if (target.startsWith('/')) {
    const query = target.search(/[?#]/);
    return query === -1 ? target : target.slice(0, query);
  }
  if (!/^https?:\/\//i.test(target)) return undefined;
  try {
    return new URL(target).pathname;
  } catch {
    return undefined;
  }
}

/** The service's Parameter name of a body field, where it is not the field's own. */
const PARAMETERS = /** @type {Readonly<Record<string, string>>} */ ({ fundraiserCustomCode: 'customCodes' });

/**
 * The errors of a normalised body whose text a column cannot hold
 * (`storable`), one per parameter: U+0000 or an unpaired surrogate. The
 * validators report these (`not-storable-text`, contract 10.5); this is
 * the server's own check that nothing else reaches the database.
 * @example notStorable({ surname: 'a\u0000b' }) // [{ code: 'not-storable-text', parameter: 'surname', message: '…' }]
 * @param {object} body
 * @returns {ServiceError[]}
 */
export function notStorable(body) {
  /** @type {Set<string>} */
  const found = new Set();
  /**
   * @param {string} parameter
   * @param {unknown} value
   */
  const visit = (parameter, value) => {
    if (typeof value === 'string') {
      if (!storable(value)) found.add(parameter);
    } else if (Array.isArray(value)) for (const entry of value) visit(parameter, entry);
    else if (typeof value === 'object' && value !== null)
      for (const [name, inner] of Object.entries(value)) visit(PARAMETERS[name] ?? name, inner);
  };
  visit('', body);
  return [...found].map((parameter) => ({
    code: 'not-storable-text',
    parameter,
    message: `The ${parameter} field holds a character the service cannot store (U+0000, or half of a surrogate pair).`,
  }));
}

/**
 * A path segment decoded; `undefined` when its percent-encoding is broken.
 * @param {string} segment
 */
function decodeSegment(segment) {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}
