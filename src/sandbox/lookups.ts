/**
 * The sandbox's three GET lookups (contract section 11; docs/service-api.md,
 * "Endpoints"): fundraiser search, activities and countries. Each checks the
 * api_key (401), then its query with this package (`strict`, 400), then
 * answers, or 404 when it finds nothing. The answer's format is the one
 * `Accept` prefers, else JSON; a body sent with a GET is not read.
 */
import { parseQueryString } from '../formats/query.js';
import { type ValidationResult, validateLookupQuery, validateSearchQuery } from '../index.js';
import { isBlank } from '../runtime/values.js';
import { toServiceErrors } from '../service-errors.js';
import { compareCodePoints, searchFundraisers } from './fundraiser-search.js';
import { type ErrorEntry, type Fields, responseFormat, send, sendErrors, type XmlLists, xmlDocument } from './http.js';
import { apiKeyAccepted, type Exchange, type Service } from './operations.js';

/** A lookup's handler. */
export type Lookup = (service: Service, exchange: Exchange) => Promise<void>;

/** The methods a lookup answers. */
const ALLOWED = 'GET, HEAD';

/** A lookup that answers GET and HEAD (405 otherwise), in the format `Accept` prefers, else JSON. */
function getOnly(operation: Lookup): Lookup {
  return async (service, exchange) => {
    const { request, response } = exchange;
    if (request.method !== 'GET' && request.method !== 'HEAD')
      return sendErrors(
        response,
        405,
        exchange.format,
        [{ code: 'method-not-allowed', parameter: '', message: `${request.method} is not allowed here; use GET.` }],
        { Allow: ALLOWED },
      );
    const accept = request.headers.accept;
    const format = responseFormat(typeof accept === 'string' ? accept : undefined, undefined);
    return operation(service, { ...exchange, given: undefined, format });
  };
}

/** The request's query parameters (a repeated one is an array, which the rules report). */
const queryOf = (exchange: Exchange) => parseQueryString(exchange.request.url ?? '');

/** Sends a 200 answer: `body` in JSON, or in XML under `root` with its lists as `lists` says. */
function answer(exchange: Exchange, root: string, body: Fields, lists: XmlLists): void {
  send(exchange.response, 200, exchange.format, { json: body, xml: () => xmlDocument(root, body, lists) });
}

/** Sends the 404 of a lookup that finds nothing. */
function notFound(exchange: Exchange, parameter: string, message: string): void {
  const errors: ErrorEntry[] = [{ code: 'not-found', parameter, message }];
  sendErrors(exchange.response, 404, exchange.format, errors);
}

/** Sends the 400 of a query the rules refuse; `true` when it did. */
function refused(exchange: Exchange, result: ValidationResult): boolean {
  if (result.valid) return false;
  sendErrors(exchange.response, 400, exchange.format, toServiceErrors(result));
  return true;
}

/** The text of a query parameter; '' when it is absent or blank. */
function parameterText(query: Readonly<Record<string, string | string[]>>, name: string): string {
  const value = Object.hasOwn(query, name) ? query[name] : undefined;
  return typeof value === 'string' && !isBlank(value) ? value : '';
}

const ACCOUNT_PATH = '/fundraisers/v1/account/';

/** The address of an account: {base_url}/fundraisers/v1/account/<resource id>, as create account's responseURI. */
const fundraiserUri = (base: string, resourceId: string) => `${base}${ACCOUNT_PATH}${encodeURIComponent(resourceId)}`;

/**
 * GET /fundraisers/v1/search?surname=&forename=&api_key=: up to 100
 * fundraisers, ordered by class, surname, forename and resource ID.
 */
async function search(service: Service, exchange: Exchange): Promise<void> {
  if (!(await apiKeyAccepted(service, exchange))) return;
  const query = queryOf(exchange);
  if (refused(exchange, validateSearchQuery(query, { strict: true }))) return;
  const terms = { surname: parameterText(query, 'surname'), forename: parameterText(query, 'forename') };
  const matches = await searchFundraisers(service.store.db, terms);
  if (matches.length === 0)
    return notFound(
      exchange,
      'surname',
      'No fundraiser was found: no surname equals or starts with the surname given (with a forename that starts with the forename given, when one is), compared without regard to case.',
    );
  const base = service.baseUrl();
  const fundraiserSearchResults = matches.map((match) => ({
    fundraiserName: `${match.title} ${match.forename} ${match.surname}`,
    title: match.title,
    forename: match.forename,
    surname: match.surname,
    resourceId: match.resourceId,
    fundraiserURI: fundraiserUri(base, match.resourceId),
    personalUrl: match.personalUrl,
  }));
  answer(
    exchange,
    'fundraiserSearchResults',
    { fundraiserSearchResults },
    { fundraiserSearchResults: { item: 'fundraiserSearchResult', wrapped: false } },
  );
}

/** GET /fundraisers/v1/activities?api_key=: the seed's activities, by code. */
async function activities(service: Service, exchange: Exchange): Promise<void> {
  if (!(await apiKeyAccepted(service, exchange))) return;
  if (refused(exchange, validateLookupQuery(queryOf(exchange), { strict: true }))) return;
  const { rows } = await service.store.db.query<{ code: string; description: string; reason_code: string }>(
    'select code, description, reason_code from activities',
  );
  if (rows.length === 0)
    return notFound(exchange, '', 'The sandbox has no activity codes: its seed lists none (seed key activities).');
  const activityTypes = rows
    .sort((a, b) => compareCodePoints(a.code, b.code))
    .map((row) => ({ activityCode: row.code, activityDescription: row.description, reasonCode: row.reason_code }));
  answer(exchange, 'activitytypes', { activityTypes }, { activityTypes: { item: 'activitytype', wrapped: false } });
}

/** GET /fundraisers/v1/countries?api_key=: the seed's countries, by code. */
async function countries(service: Service, exchange: Exchange): Promise<void> {
  if (!(await apiKeyAccepted(service, exchange))) return;
  if (refused(exchange, validateLookupQuery(queryOf(exchange), { strict: true }))) return;
  const { rows } = await service.store.db.query<{ code: string; name: string }>('select code, name from countries');
  if (rows.length === 0)
    return notFound(exchange, '', 'The sandbox has no country codes: its seed lists none (seed key countries).');
  const list = rows
    .sort((a, b) => compareCodePoints(a.code, b.code))
    .map((row) => ({ countryCode: row.code, countryName: row.name }));
  answer(exchange, 'countries', { countries: list }, { countries: { item: 'country', wrapped: false } });
}

const LOOKUPS: ReadonlyMap<string, Lookup> = new Map([
  ['/fundraisers/v1/search', getOnly(search)],
  ['/fundraisers/v1/activities', getOnly(activities)],
  ['/fundraisers/v1/countries', getOnly(countries)],
]);

/**
 * The lookup answering at a path, or `undefined` for another path.
 * @example await lookupAt('/fundraisers/v1/countries')?.(service, exchange);
 */
export function lookupAt(path: string): Lookup | undefined {
  return LOOKUPS.get(path);
}
