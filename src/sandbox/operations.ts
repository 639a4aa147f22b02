/**
 * The service's operations on the sandbox: create account, authenticate,
 * create page. Each checks, in the contract's order, the api key (401), the
 * token (401), the size (413), the content type (415), then the rules (400),
 * and answers from the database.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import type { AsyncValidationOptions } from '../facts/types.js';
import { forbiddenCharacterAt, parseAccountXml, parsePageXml, XmlBodyError } from '../formats/xml.js';
import { validateAccountAsync, validatePageAsync } from '../index.js';
import { normaliseAccount, normalisePage } from '../normalise.js';
import { XML_DECLARATION } from '../runtime/patterns.js';
import { holdsUnstorable } from '../runtime/values.js';
import { toServiceErrors } from '../service-errors.js';
import { later, londonDate } from './clock.js';
import {
  BodyTooLarge,
  ClientGone,
  declaredLength,
  type ErrorEntry,
  type Format,
  MAX_BODY_BYTES,
  readBody,
  refuseTooLarge,
  requestFormat,
  responseFormat,
  type Scalar,
  send,
  sendErrors,
  utf8,
  xmlDocument,
} from './http.js';
import { type Store, temporaryPassword, WriteConflict } from './store.js';

/** What the operations share: the store, the lookups read at start, and the configuration. */
export interface Service {
  readonly store: Store;
  readonly lookups: { readonly countries: string[]; readonly activities: string[]; readonly charities: string[] };
  readonly ukCountryCodes: readonly string[] | undefined;
  readonly maxIssues: number | undefined;
  readonly tokenLifetime: number;
  /** The service's {base_url}, without a trailing slash. */
  baseUrl(): string;
}

/** One request, with its response and its chosen formats. */
export interface Exchange {
  readonly request: IncomingMessage;
  readonly response: ServerResponse;
  /** The reader the Content-Type picks (`null`: none takes it; `undefined`: none given). */
  readonly given: Format | null | undefined;
  /** The response format. */
  readonly format: Format;
}

/**
 * The exchange of a request: its formats read from its headers.
 * @example const exchange = exchangeOf(request, response);
 */
export function exchangeOf(request: IncomingMessage, response: ServerResponse): Exchange {
  const given = requestFormat(request.headers['content-type']);
  const accept = request.headers.accept;
  return { request, response, given, format: responseFormat(typeof accept === 'string' ? accept : undefined, given) };
}

const error = (code: string, parameter: string, message: string): ErrorEntry => ({ code, parameter, message });

/**
 * Checks the request's api_key: `true` when the sandbox knows it, else answers 401.
 * @example if (!(await apiKeyAccepted(service, exchange))) return;
 */
export async function apiKeyAccepted(service: Service, exchange: Exchange): Promise<boolean> {
  const key = new URL(exchange.request.url ?? '/', 'http://sandbox').searchParams.get('api_key');
  // A key holding text a column cannot store (U+0000) is no key the database has.
  if (key !== null && key !== '' && !holdsUnstorable(key) && (await service.store.apiKey(key)) !== undefined)
    return true;
  sendErrors(exchange.response, 401, exchange.format, [
    error(
      'invalid-api-key',
      'api_key',
      key === null || key === '' ? 'The query parameter api_key is missing.' : 'The api_key is not known.',
    ),
  ]);
  return false;
}

/** What an operation calls a body with no details, and how it reads XML. */
interface BodyKind {
  readonly noDetails: { readonly code: string; readonly parameter: string };
  readonly what: string;
  readonly parseXml: (text: string) => unknown;
}

const ACCOUNT: BodyKind = {
  noDetails: { code: '002.01.01', parameter: '' },
  what: 'fundraiser details',
  parseXml: parseAccountXml,
};
const PAGE: BodyKind = {
  noDetails: { code: '003.01.04', parameter: 'URI' },
  what: 'page details',
  parseXml: parsePageXml,
};
const AUTHENTICATION: BodyKind = {
  noDetails: { code: 'no-credentials', parameter: '' },
  what: 'credentials',
  parseXml: parseAuthenticationXml,
};

/** Reads the flat `<authentication>` document; throws `XmlBodyError` for anything else. */
function parseAuthenticationXml(text: string): unknown {
  if (forbiddenCharacterAt(text) !== -1) throw new XmlBodyError('malformed XML: a character XML 1.0 does not allow');
  if (XML_DECLARATION.test(text)) throw new XmlBodyError('DOCTYPE and ENTITY declarations are refused');
  if (XMLValidator.validate(text) !== true) throw new XmlBodyError('malformed XML');
  let document: Record<string, unknown>;
  try {
    document = new XMLParser({ parseTagValue: false, ignoreDeclaration: true, ignoreAttributes: true }).parse(text);
  } catch (failure) {
    // The parser's own limits (such as the depth of nested elements) end in a plain Error.
    throw new XmlBodyError(`the document cannot be read: ${(failure as Error).message}`);
  }
  const roots = Object.keys(document);
  if (roots.length !== 1 || roots[0] !== 'authentication')
    throw new XmlBodyError('the root element must be <authentication>');
  const root = document.authentication;
  return typeof root === 'object' && root !== null ? root : {};
}

/**
 * Reads and parses the body (size, then content type, then syntax);
 * answers and returns `undefined` when it cannot.
 */
async function readRequest(exchange: Exchange, kind: BodyKind): Promise<{ body: unknown } | undefined> {
  const { request, response, given, format } = exchange;
  const noDetails = (why: string) => ({ ...kind.noDetails, message: `No ${kind.what} were supplied: ${why}.` });
  const tooLarge = () =>
    refuseTooLarge(
      request,
      response,
      format,
      error('payload-too-large', '', `The body may have at most ${MAX_BODY_BYTES} bytes.`),
    );
  const declared = declaredLength(request);
  if (declared !== undefined && declared > MAX_BODY_BYTES) {
    tooLarge();
    return undefined;
  }
  let bytes: Buffer;
  try {
    bytes = await readBody(request, MAX_BODY_BYTES);
  } catch (failure) {
    if (failure instanceof BodyTooLarge) tooLarge();
    else if (!(failure instanceof ClientGone)) throw failure;
    return undefined;
  }
  if (given === undefined || given === null) {
    sendErrors(response, 415, format, [
      noDetails('the Content-Type must be application/json or application/xml (text/xml), in UTF-8'),
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
  try {
    return { body: given === 'json' ? JSON.parse(text) : kind.parseXml(text) };
  } catch (failure) {
    if (!(failure instanceof SyntaxError) && !(failure instanceof XmlBodyError)) throw failure;
    sendErrors(response, 400, format, [noDetails(`the body cannot be read (${failure.message})`)]);
    return undefined;
  }
}

/** The validators' options for one request: every fact from the database, `today` from the sandbox clock. */
async function validationOptions(service: Service): Promise<AsyncValidationOptions> {
  const { store } = service;
  return {
    strict: true,
    today: londonDate(await store.now()),
    countries: service.lookups.countries,
    activities: service.lookups.activities,
    charities: service.lookups.charities,
    events: (id) => store.event(id),
    accountExists: (emailAddress, dateOfBirth) => store.accountExists(emailAddress, dateOfBirth),
    personalUrlTaken: (url) => store.personalUrlTaken(url),
    teamUrlTaken: (url) => store.teamUrlTaken(url),
    ...(service.ukCountryCodes === undefined ? {} : { ukCountryCodes: service.ukCountryCodes }),
    ...(service.maxIssues === undefined ? {} : { maxIssues: service.maxIssues }),
  };
}

/** Sends a flat result in the response format. */
function sendResult(exchange: Exchange, status: number, root: string, body: Readonly<Record<string, Scalar>>): void {
  send(exchange.response, status, exchange.format, { json: body, xml: () => xmlDocument(root, body) });
}

/** The address of an account's details: {base_url}/fundraisers/v1/account/<resource id>. */
function accountUri(base: string, accountId: string): string {
  return `${base}${ACCOUNT_URI}${encodeURIComponent(accountId)}`;
}

const ACCOUNT_URI = '/fundraisers/v1/account/';
const PAGES = '/pages/';

/** The `message` of a result that hands out a token. */
const tokenMessage = (service: Service) => `Token expires in ${service.tokenLifetime} seconds`;

/**
 * POST /fundraisers/v1/newaccount
 * @example await createAccount(service, exchange);
 */
export async function createAccount(service: Service, exchange: Exchange): Promise<void> {
  if (!(await apiKeyAccepted(service, exchange))) return;
  const read = await readRequest(exchange, ACCOUNT);
  if (read === undefined) return;
  const validate = async () => validateAccountAsync(read.body, await validationOptions(service));
  const result = await validate();
  if (!result.valid) return sendErrors(exchange.response, 400, exchange.format, toServiceErrors(result));
  const account = normaliseAccount(read.body);
  const now = await service.store.now();
  const password = temporaryPassword();
  let created: Awaited<ReturnType<Store['createAccount']>>;
  try {
    created = await service.store.createAccount(account, password, now, later(now, { seconds: service.tokenLifetime }));
  } catch (failure) {
    if (!(failure instanceof WriteConflict)) throw failure;
    // Another request won the pair or the URL: the validators, asked again, now say which.
    const again = await validate();
    if (again.valid) throw failure;
    return sendErrors(exchange.response, 400, exchange.format, toServiceErrors(again));
  }
  sendResult(exchange, 201, 'fundraiser', {
    creationSuccessful: true,
    fundraiserName: `${account.title} ${account.forename} ${account.surname}`,
    resourceId: created.accountId,
    personalUrl: account.personalUrl,
    alternateURLs: null,
    accessToken: created.accessToken,
    responseURI: accountUri(service.baseUrl(), created.accountId),
    customerExists: false,
    message: tokenMessage(service),
  });
}

/** A credential field: a non-blank string (an XML date of birth arrives as text, a JSON one may be a number). */
function credential(body: unknown, name: string): string | undefined {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return undefined;
  const value: unknown = (body as Record<string, unknown>)[name];
  const text = typeof value === 'number' && Number.isInteger(value) ? String(value) : value;
  return typeof text === 'string' && text.trim() !== '' ? text : undefined;
}

/**
 * POST /fundraisers/v1/authenticate (contract section 11)
 * @example await authenticate(service, exchange);
 */
export async function authenticate(service: Service, exchange: Exchange): Promise<void> {
  if (!(await apiKeyAccepted(service, exchange))) return;
  const read = await readRequest(exchange, AUTHENTICATION);
  if (read === undefined) return;
  const fields = ['emailAddress', 'dateOfBirth', 'password'] as const;
  const [emailAddress, dateOfBirth, password] = fields.map((name) => credential(read.body, name));
  const missing = fields.filter((name) => credential(read.body, name) === undefined);
  if (emailAddress === undefined || dateOfBirth === undefined || password === undefined)
    return sendErrors(
      exchange.response,
      400,
      exchange.format,
      missing.map((name) => error('missing-credential', name, `${name} is required, as text.`)),
    );
  const now = await service.store.now();
  const issued = await service.store.authenticate(
    emailAddress,
    dateOfBirth,
    password,
    later(now, { seconds: service.tokenLifetime }),
  );
  if (issued === undefined)
    return sendErrors(exchange.response, 401, exchange.format, [
      error('invalid-credentials', '', 'No account has this email address, date of birth and password.'),
    ]);
  sendResult(exchange, 200, 'authentication', {
    resourceId: issued.accountId,
    accessToken: issued.accessToken,
    message: tokenMessage(service),
    credentialsId: issued.credentialsId,
  });
}

/** The token of an `Authorization: Bearer <token>` header, or `undefined`. */
function bearerToken(header: string): string | undefined {
  if (header.slice(0, 7).toLowerCase() !== 'bearer ') return undefined;
  const token = header.slice(7).trim();
  return token === '' || token.includes(' ') ? undefined : token;
}

/** Why a token does not open an account's pages, or `undefined` when it does. */
async function tokenProblem(
  service: Service,
  exchange: Exchange,
  accountId: string | undefined,
): Promise<string | undefined> {
  const header = exchange.request.headers.authorization;
  const token = typeof header === 'string' ? bearerToken(header) : undefined;
  if (token === undefined) return 'An access token is required: Authorization: Bearer <accessToken>.';
  const found = await service.store.token(token);
  if (found === undefined) return 'The access token is not known.';
  if (found.expiresAt.getTime() <= (await service.store.now()).getTime())
    return 'The access token has expired; request a new one through authentication.';
  if (accountId === undefined || found.accountId !== accountId)
    return 'The access token does not belong to the account in the path.';
  return undefined;
}

/**
 * POST /fundraisers/v1/account/secure/<fundraiser_resource_id>/newpage
 * @example await createPage(service, exchange, 'f0000000-0000-4000-8000-000000000001');
 */
export async function createPage(service: Service, exchange: Exchange, accountId: string | undefined): Promise<void> {
  if (!(await apiKeyAccepted(service, exchange))) return;
  const problem = await tokenProblem(service, exchange, accountId);
  if (problem !== undefined || accountId === undefined)
    return sendErrors(exchange.response, 401, exchange.format, [error('invalid-token', '', problem ?? '')], {
      'WWW-Authenticate': 'Bearer',
    });
  const read = await readRequest(exchange, PAGE);
  if (read === undefined) return;
  const validate = async () => validatePageAsync(read.body, await validationOptions(service));
  const result = await validate();
  if (!result.valid) return sendErrors(exchange.response, 400, exchange.format, toServiceErrors(result));
  const page = normalisePage(read.body);
  const base = service.baseUrl();
  let created: Awaited<ReturnType<Store['createPage']>>;
  try {
    created = await service.store.createPage(
      accountId,
      page,
      await service.store.now(),
      (pageNumber) => `${accountUri(base, accountId)}${PAGES}${pageNumber}`,
    );
  } catch (failure) {
    if (!(failure instanceof WriteConflict)) throw failure;
    const again = await validate();
    if (again.valid) throw failure;
    return sendErrors(exchange.response, 400, exchange.format, toServiceErrors(again));
  }
  sendResult(exchange, 201, 'page', {
    creationSuccessful: true,
    pageTitle: page.pageTitle,
    pageUrl: String(created.pageNumber),
    pageURI: created.pageURI,
    message: 'Page created',
  });
}
