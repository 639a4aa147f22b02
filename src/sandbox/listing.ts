/**
 * The event listing ('Event fundraisers 2'):
 * GET /events/v1/account/<event_resource_id>/categorisedpages.json (the
 * format from Accept) and …/categorisedpages.xml (always XML). Checks, in
 * order: api_key (401), event package (403), the rules (400, this package's
 * `validateEventListingQuery` with `strict`), unknown event (404); then the
 * event's pages sorted by a total, ties in creation order, with their
 * totals in pounds, charities, team members and open or closed state.
 */
import { parseQueryString } from '../formats/query.js';
import { validateEventListingQuery, withListingDefaults } from '../index.js';
import { holdsUnstorable } from '../runtime/values.js';
import { toServiceErrors } from '../service-errors.js';
import { londonDate } from './clock.js';
import { type Fields, type Format, send, sendErrors, type XmlLists, xmlDocument } from './http.js';
import { pageClosed } from './lifecycle.js';
import { totalsInPounds } from './money.js';
import { apiKeyAccepted, type Exchange, type Service } from './operations.js';
import {
  type CharityEntry,
  charities,
  countEventPages,
  eventPages,
  eventSummary,
  isSortField,
  type ListedPage,
  teamMembers,
} from './page-store.js';

const PREFIX = '/events/v1/account/';
const ACCOUNT_PATH = '/fundraisers/v1/account/';
const JSON_SUFFIX = '/categorisedpages.json';
const XML_SUFFIX = '/categorisedpages.xml';

/** How the listing's lists are written in XML. */
const LISTS: XmlLists = {
  pages: { item: 'page', wrapped: false },
  charityDetails: { item: 'charity', wrapped: true },
  charityCategories: { item: 'charityCategory', wrapped: true },
  teamMembers: { item: 'teamMembers', wrapped: false },
};

/** A listing request's path: the event segment as sent, and whether it asks for XML. */
export interface ListingTarget {
  readonly segment: string;
  readonly xml: boolean;
}

/**
 * The listing target of a path, or `undefined` for another path.
 * @example listingTarget('/events/v1/account/E1/categorisedpages.xml') // { segment: 'E1', xml: true }
 */
export function listingTarget(path: string): ListingTarget | undefined {
  if (!path.startsWith(PREFIX)) return undefined;
  for (const [suffix, xml] of [
    [JSON_SUFFIX, false],
    [XML_SUFFIX, true],
  ] as const) {
    if (!path.endsWith(suffix) || path.length < PREFIX.length + suffix.length) continue;
    const segment = path.slice(PREFIX.length, path.length - suffix.length);
    return segment.includes('/') ? undefined : { segment, xml };
  }
  return undefined;
}

/** A path segment decoded; as sent when its percent-encoding is broken. */
function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** The listing's parameters: the query's, with eventResourceId the path segment (absent when empty). */
function parametersOf(url: URL, segment: string): Record<string, unknown> {
  const parameters: Record<string, unknown> = parseQueryString(url.search);
  delete parameters.eventResourceId;
  if (segment !== '') parameters.eventResourceId = decoded(segment);
  return parameters;
}

/** One page entry of the answer, with every field of the description's table. */
function entryOf(
  page: ListedPage,
  context: {
    base: string;
    eventId: string;
    event: { name: string; date: string | null };
    today: string;
    members: readonly string[];
    charities: readonly CharityEntry[];
  },
): Fields {
  const { event } = context;
  return {
    fundraiserName: `${page.title} ${page.forename} ${page.surname}`,
    title: page.title,
    forename: page.forename,
    surname: page.surname,
    resourceId: page.accountId,
    fundraiserURI: context.base + ACCOUNT_PATH + encodeURIComponent(page.accountId),
    pageName: page.pageTitle,
    pageUrl: String(page.pageNumber),
    pageClosedInd: pageClosed({ baseDate: event.date, interval: page.interval, reopened: page.reopened }, context.today)
      ? 'Y'
      : 'N',
    eventName: event.name,
    eventResourceId: context.eventId,
    activityDescription: event.name,
    activityDate: event.date,
    teamPage: page.teamPage ? 'true' : 'false',
    teamName: page.teamName,
    teamMembers: [...context.members],
    pageImageSmall: null,
    pageImageMedium: null,
    pageImageLarge: null,
    ...totalsInPounds(page),
    targetAmount: page.target,
    charityDetails: context.charities.map((charity) => ({
      name: charity.name,
      charityCategories: charity.categories.map((category) => ({
        categoryTitle: category.title,
        categorySubTitle: category.subTitle,
      })),
    })),
  };
}

/** The whole-number value of a checked parameter (text or number), or `fallback` when absent. */
function wholeOf(value: unknown, fallback: number): number {
  if (typeof value === 'number') return value;
  return typeof value === 'string' && value.trim() !== '' ? Number(value) : fallback;
}

/**
 * GET /events/v1/account/<event_resource_id>/categorisedpages.json (or .xml).
 * @example await eventListing(service, exchange, { segment: 'E1', xml: false });
 */
export async function eventListing(service: Service, exchange: Exchange, target: ListingTarget): Promise<void> {
  const format: Format = target.xml ? 'xml' : exchange.format;
  const { request, response } = exchange;
  if (request.method !== 'GET')
    return sendErrors(
      response,
      405,
      format,
      [{ code: 'method-not-allowed', parameter: '', message: `${request.method} is not allowed here; use GET.` }],
      { Allow: 'GET' },
    );
  if (!(await apiKeyAccepted(service, { ...exchange, format }))) return;
  const url = new URL(request.url ?? '/', 'http://sandbox');
  const key = await service.store.apiKey(url.searchParams.get('api_key') ?? '');
  if (key?.eventPackage !== true)
    return sendErrors(response, 403, format, [
      {
        code: 'no-event-package',
        parameter: 'api_key',
        message: 'The listing needs an api_key with the event package.',
      },
    ]);
  const parameters = parametersOf(url, target.segment);
  const result = validateEventListingQuery(parameters, {
    strict: true,
    ...(service.maxIssues === undefined ? {} : { maxIssues: service.maxIssues }),
  });
  if (!result.valid) return sendErrors(response, 400, format, toServiceErrors(result));
  const eventId = String(parameters.eventResourceId);
  const { db } = service.store;
  // Text a column cannot store is in no event's ID.
  const event = holdsUnstorable(eventId) ? undefined : await eventSummary(db, eventId);
  if (event === undefined)
    return sendErrors(response, 404, format, [
      { code: 'not-found', parameter: 'eventResourceId', message: `No event has the resource ID ${eventId}.` },
    ]);
  const query = withListingDefaults(parameters);
  const field = isSortField(query.sortField) ? query.sortField : 'donationTotalGA';
  const order = query.sortOrder === 'A' ? 'A' : 'D';
  const numRecords = wholeOf(query.numRecords, 20);
  const startRecordNum = Math.max(1, wholeOf(query.startRecordNum, 1));
  const totalRecords = await countEventPages(db, eventId);
  const listed =
    startRecordNum > totalRecords ? [] : await eventPages(db, eventId, field, order, startRecordNum - 1, numRecords);
  const ids = listed.map((page) => page.id);
  const [members, charityDetails, now] = await Promise.all([
    teamMembers(db, ids),
    charities(db, ids),
    service.store.now(),
  ]);
  const context = { base: service.baseUrl(), eventId, event, today: londonDate(now) };
  const body: Fields = {
    eventResourceId: eventId,
    eventName: event.name,
    totalRecords,
    startRecordNum,
    numRecords: listed.length,
    pages: listed.map((page) =>
      entryOf(page, { ...context, members: members.get(page.id) ?? [], charities: charityDetails.get(page.id) ?? [] }),
    ),
  };
  send(response, 200, format, { json: body, xml: () => xmlDocument('categorisedPages', body, LISTS) });
}
