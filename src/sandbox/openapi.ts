/**
 * The OpenAPI 3.1 description of the sandbox's operations, built as data:
 * what `fundraising-rules openapi` prints and `GET /openapi.json` answers.
 *
 * The request bodies are the package's JSON Schemas (contract section 9.7),
 * their `$defs` moved to `components/schemas` (a `#/$defs/...` reference
 * inside an OpenAPI document would point at the document's root) and their
 * `$schema` left out (OpenAPI 3.1's dialect is JSON Schema 2020-12 with a
 * vocabulary of its own, and 2020-12 allows `$schema` only at the root of a
 * schema resource). The query parameters' limits, fixed values and defaults
 * are read off the query rule tables; each 400 response names the codes the
 * operation's rule table (and the sandbox's own checks) can report.
 */
import {
  accountCodes,
  accountRules,
  eventListingDefaults,
  eventListingQueryRules,
  type Json,
  pageCodes,
  pageRules,
  type RuleTable,
  searchQueryRules,
} from '../index.js';
import { jsonSchemaOf } from '../json-schema/derive.js';
import { accountJsonSchema, type JsonSchema, pageJsonSchema } from '../json-schema.js';

/**
 * An OpenAPI document, or a part of one: plain JSON.
 * @example const servers = (openApiDocument({ version: '0.1.0' }) satisfies OpenApiObject).servers;
 */
export type OpenApiObject = { readonly [key: string]: Json };

/**
 * The server a document names when no sandbox is running: `fundraising-rules serve`'s default address.
 * @example openApiDocument({ version: '0.1.0' }).servers // [{ url: PLACEHOLDER_SERVER }]
 */
export const PLACEHOLDER_SERVER = 'http://127.0.0.1:8080';

/**
 * What a document is built for.
 * @example const options: OpenApiOptions = { serverUrl: sandbox.url, version: '0.1.0' };
 */
export interface OpenApiOptions {
  /** The base URL the operations are called at; default `PLACEHOLDER_SERVER`. */
  readonly serverUrl?: string | undefined;
  /** The document's `info.version`: the package's version. */
  readonly version: string;
}

const ref = (name: string): OpenApiObject => ({ $ref: `#/components/schemas/${name}` });
const unique = (values: Iterable<string>): string[] => [...new Set(values)];
const listed = (codes: readonly string[]): string => codes.map((code) => `\`${code}\``).join(', ');

// ---------------------------------------------------------------------------
// The request bodies: the package's JSON Schemas

/** A JSON value with every `#/$defs/NAME` reference turned into one to `components/schemas`. */
function rewriteRefs(value: Json, names: ReadonlyMap<string, string>): Json {
  if (Array.isArray(value)) return value.map((entry) => rewriteRefs(entry, names));
  if (typeof value !== 'object' || value === null) return value;
  const out: Record<string, Json> = {};
  for (const [key, entry] of Object.entries(value)) {
    const target = key === '$ref' && typeof entry === 'string' ? names.get(entry) : undefined;
    out[key] = target === undefined ? rewriteRefs(entry, names) : `#/components/schemas/${target}`;
  }
  return out;
}

/**
 * A package JSON Schema as components: the body under `name`, each of its
 * `$defs` under its own name with a capital first letter.
 */
function hoisted(name: string, schema: JsonSchema): Record<string, OpenApiObject> {
  const { $schema: _dialect, $defs, ...body } = schema;
  const defs = (typeof $defs === 'object' && $defs !== null && !Array.isArray($defs) ? $defs : {}) as JsonSchema;
  const names = new Map(
    Object.keys(defs).map((def) => [`#/$defs/${def}`, `${def.charAt(0).toUpperCase()}${def.slice(1)}`]),
  );
  const out: Record<string, OpenApiObject> = { [name]: rewriteRefs(body, names) as OpenApiObject };
  for (const [def, entry] of Object.entries(defs))
    out[names.get(`#/$defs/${def}`) as string] = rewriteRefs(entry, names) as OpenApiObject;
  return out;
}

/** A request body, in JSON and in XML (`application/xml` or `text/xml`), the XML root named. */
function requestBody(description: string, name: string, xml: OpenApiObject): OpenApiObject {
  const xmlSchema = { $ref: `#/components/schemas/${name}`, type: 'object', ...xml };
  return {
    required: true,
    description,
    content: {
      'application/json': { schema: ref(name) },
      'application/xml': { schema: xmlSchema },
      'text/xml': { schema: xmlSchema },
    },
  };
}

// ---------------------------------------------------------------------------
// Query parameters, read off the query rule tables

/** The shortest length a table's `shorterThan` row at a parameter allows, if any. */
function minLengthOf(table: RuleTable, parameter: string): number | undefined {
  for (const rule of table) {
    const { when } = rule;
    if (rule.severity === 'error' && rule.at === parameter && 'test' in when && when.test === 'shorterThan')
      return when.min;
  }
  return undefined;
}

/**
 * The schema of one parameter's value from the one the table's JSON Schema
 * gives it: its fixed values, its whole-number range, or its text's length
 * (a query value is text; its blank and `null` branches mean "absent").
 */
function parameterSchema(derived: JsonSchema, minLength: number | undefined): OpenApiObject {
  const branches = (Array.isArray(derived.anyOf) ? derived.anyOf : [derived]) as JsonSchema[];
  const fixed = branches.find((branch) => Array.isArray(branch.enum));
  if (fixed !== undefined)
    return { type: 'string', enum: (fixed.enum as Json[]).filter((value) => typeof value === 'string') };
  const whole = branches.find((branch) => branch.type === 'integer');
  if (whole !== undefined) {
    const { minimum, maximum } = whole;
    return {
      type: 'integer',
      ...(minimum === undefined ? {} : { minimum }),
      ...(maximum === undefined ? {} : { maximum }),
    };
  }
  const text = branches.find((branch) => branch.type !== undefined && branch.pattern === undefined) ?? {};
  return {
    type: 'string',
    ...(minLength === undefined ? {} : { minLength }),
    ...(text.maxLength === undefined ? {} : { maxLength: text.maxLength }),
  };
}

/**
 * The parameters a query rule table checks, but `api_key` (the `api_key`
 * security scheme): required as the table has them, described by the
 * service sentence their rows quote, with the given defaults and places.
 */
function parametersOf(
  table: RuleTable,
  defaults: Readonly<Record<string, Json>>,
  inPath: readonly string[] = [],
): OpenApiObject[] {
  const document = jsonSchemaOf(table, '', '');
  const object = ((Array.isArray(document.anyOf) ? document.anyOf : [document]) as JsonSchema[]).find(
    (branch) => branch.type === 'object',
  );
  const properties = (object?.properties ?? {}) as Record<string, JsonSchema>;
  const required = (object?.required ?? []) as string[];
  return Object.entries(properties)
    .filter(([name]) => name !== 'api_key')
    .map(([name, derived]) => {
      const source = table.find((rule) => rule.parameter === name)?.source;
      const place = inPath.includes(name) ? 'path' : 'query';
      return {
        name,
        in: place,
        required: place === 'path' || required.includes(name),
        ...(source === undefined ? {} : { description: `Service description: ${source.split(' | ').at(-1)}` }),
        schema: {
          ...parameterSchema(derived, minLengthOf(table, name)),
          ...(Object.hasOwn(defaults, name) ? { default: defaults[name] as Json } : {}),
        },
      };
    });
}

/** The codes a query table's error rows report, but those of `api_key` (a missing or unknown key is 401). */
const queryCodes = (table: RuleTable): string[] =>
  unique(table.filter((rule) => rule.severity === 'error' && rule.parameter !== 'api_key').map((rule) => rule.code));

/** The codes a body's rule table can report: its documented codes, then the engine codes of its error rows. */
const bodyCodes = (documented: readonly string[], table: RuleTable): string[] =>
  unique([...documented, ...table.filter((rule) => rule.severity === 'error').map((rule) => rule.code)]);

// ---------------------------------------------------------------------------
// Responses

const JSON_AND_XML = (schema: OpenApiObject): OpenApiObject => ({
  'application/json': { schema },
  'application/xml': { schema },
});

/** The `Errors` shape, its entries' `code` one of `codes`. */
const errorsSchema = (codes: readonly string[]): OpenApiObject => ({
  $ref: '#/components/schemas/Errors',
  type: 'object',
  properties: {
    errors: { type: 'array', items: { type: 'object', properties: { code: { type: 'string', enum: [...codes] } } } },
  },
  xml: { name: 'errors' },
});

/** An error response whose entries carry one of `codes`, in JSON and XML (or JSON only). */
function errors(
  description: string,
  codes: readonly string[],
  headers?: OpenApiObject,
  formats: 'both' | 'json' = 'both',
): OpenApiObject {
  const schema = errorsSchema(codes);
  return {
    description: `${description} Codes: ${listed(codes)}.`,
    ...(headers === undefined ? {} : { headers }),
    content: formats === 'both' ? JSON_AND_XML(schema) : { 'application/json': { schema } },
  };
}

/** An error response of the shared `Errors` shape, its codes the operation's own. */
const plainErrors = (description: string): OpenApiObject => ({
  description,
  content: JSON_AND_XML(ref('Errors')),
});

const API_KEY_REFUSED = (): OpenApiObject =>
  errors('The api_key is missing or unknown, whatever its length (its query rules are not reported then).', [
    'invalid-api-key',
  ]);

const TOO_LARGE = (): OpenApiObject => errors('The body has more than 1 MiB (1048576 bytes).', ['payload-too-large']);

/** 415: the Content-Type names no reader; the operation's "no details" code says so. */
const UNSUPPORTED = (code: string): OpenApiObject =>
  errors('The Content-Type is not application/json, application/xml or text/xml, or its charset is not UTF-8.', [code]);

const ok = (description: string, name: string): OpenApiObject => ({
  description,
  content: JSON_AND_XML(ref(name)),
});

// ---------------------------------------------------------------------------
// Schemas of the answers

const text = (description: string, maxLength?: number): OpenApiObject => ({
  type: 'string',
  description,
  ...(maxLength === undefined ? {} : { maxLength }),
});
const textOrNull = (description: string): OpenApiObject => ({ type: ['string', 'null'], description });
const money = (description: string): OpenApiObject => ({ type: 'number', description });

/** An object schema: every property required. */
const record = (properties: Record<string, OpenApiObject>, extra: OpenApiObject = {}): OpenApiObject => ({
  type: 'object',
  required: Object.keys(properties),
  properties,
  ...extra,
});

/** A list written in XML as repeated `item` elements, wrapped in an element named as the list when `wrapped`. */
const list = (items: OpenApiObject, item: string, wrapped = false): OpenApiObject => ({
  type: 'array',
  items: { ...items, xml: { name: item } },
  ...(wrapped ? { xml: { wrapped: true } } : {}),
});

const TOKEN_MESSAGE = "'Token expires in N seconds', N the sandbox's token lifetime (--token-lifetime, default 3600).";

const RESULTS: Record<string, OpenApiObject> = {
  AccountCreated: record(
    {
      creationSuccessful: { type: 'boolean', const: true, description: 'true on success.' },
      fundraiserName: text('Title, forename and surname joined.', 122),
      resourceId: text('Resource ID of the account.', 36),
      personalUrl: text("The fundraiser's public address.", 100),
      alternateURLs: { type: 'null', description: 'null in JSON; left out in XML.' },
      accessToken: text('Token for creating pages for this account (Authorization: Bearer).', 36),
      responseURI: text("The account's details: base_url + /fundraisers/v1/account/<resourceId>."),
      customerExists: {
        type: 'boolean',
        const: false,
        description: 'false in a success (an existing pair is 002.01.31).',
      },
      message: text(TOKEN_MESSAGE),
    },
    { description: 'The account creation result.', xml: { name: 'fundraiser' } },
  ),
  Authenticated: record(
    {
      resourceId: text('Resource ID of the account.', 36),
      accessToken: text('A new access token for the account.', 36),
      message: text(TOKEN_MESSAGE),
      credentialsId: text('ID of the credentials used to sign in.'),
    },
    { description: 'A new access token.', xml: { name: 'authentication' } },
  ),
  Credentials: {
    type: 'object',
    required: ['emailAddress', 'dateOfBirth', 'password'],
    properties: {
      emailAddress: text("The account's email address."),
      dateOfBirth: { type: ['string', 'integer'], description: "The account's date of birth, YYYYMMDD." },
      password: text('The temporary password of the welcome email (seeded accounts: sandbox-password).'),
    },
    description: 'The sign-in credentials (contract section 11); each a non-blank text.',
  },
  PageCreated: record(
    {
      creationSuccessful: { type: 'boolean', const: true, description: 'true on success.' },
      pageTitle: text('Title of the created page.'),
      pageUrl: text("The page's number under its account (1, 2, ...), as text."),
      pageURI: text('The page: base_url + /fundraisers/v1/account/<resourceId>/pages/<pageUrl>.'),
      message: text('Success message.'),
    },
    { description: 'The page creation result.', xml: { name: 'page' } },
  ),
  FundraiserSearchResult: record({
    fundraiserName: text('Title, first and last name.', 122),
    title: text('Mr, Mrs and so on.', 20),
    forename: text('First name.', 50),
    surname: text('Last name.', 50),
    resourceId: text('Resource ID of the fundraiser.', 36),
    fundraiserURI: text('Link to the fundraiser in the service.'),
    personalUrl: textOrNull('Link to the fundraiser details.'),
  }),
  FundraiserSearchResults: record(
    { fundraiserSearchResults: list(ref('FundraiserSearchResult'), 'fundraiserSearchResult') },
    {
      description:
        'At most 100 fundraisers: forename and surname both equal, then surname equal and forename starting with, then both starting with; then by surname, forename, resource ID (case-insensitive).',
      xml: { name: 'fundraiserSearchResults' },
    },
  ),
  Activity: record({
    activityCode: text('Code used by page creation.', 10),
    activityDescription: text('Description of the code.', 255),
    reasonCode: text("Always 'CHALLENGE' at present.", 10),
  }),
  ActivityTypes: record({ activityTypes: list(ref('Activity'), 'activitytype') }, { xml: { name: 'activitytypes' } }),
  Country: record({
    countryCode: text('Code used by account creation.', 10),
    countryName: text('Name of the country.', 50),
  }),
  Countries: record({ countries: list(ref('Country'), 'country') }, { xml: { name: 'countries' } }),
  CharityCategory: record({
    categoryTitle: text('High-level category of the charity.', 50),
    categorySubTitle: text('Lower-level category.', 50),
  }),
  CharityDetail: record({
    name: text('Name of the charity.', 150),
    charityCategories: list(ref('CharityCategory'), 'charityCategory', true),
  }),
  EventPage: record(
    {
      fundraiserName: text('Title, first and last name.', 122),
      title: text('Title.', 20),
      forename: text('First name.', 50),
      surname: text('Last name.', 50),
      resourceId: text('Fundraiser resource ID.', 36),
      fundraiserURI: text('API link to the fundraiser.'),
      pageName: text('Page name given by the fundraiser.', 45),
      pageUrl: text('Page name, as the interface describes it.'),
      pageClosedInd: { type: 'string', enum: ['Y', 'N'], description: "'Y' closed, 'N' open." },
      eventName: textOrNull('Event name, when the page is for an event.'),
      eventResourceId: textOrNull('Event resource ID, when the page is for an event.'),
      activityDescription: textOrNull('Description of the activity.'),
      activityDate: textOrNull('Date of the event or activity.'),
      teamPage: { type: 'string', enum: ['true', 'false'], description: "'true' for team pages." },
      teamName: textOrNull('Team name.'),
      teamMembers: list({ type: 'string' }, 'teamMembers'),
      pageImageSmall: textOrNull('Link to small image.'),
      pageImageMedium: textOrNull('Link to medium image.'),
      pageImageLarge: textOrNull('Link to large image.'),
      donationTotalNet: money('Donations excluding Gift Aid and the offline amount.'),
      totalGiftAid: money('Gift Aid: 25% of the gift-aided online donations.'),
      donationTotalGA: money('Donations including Gift Aid, excluding the offline amount.'),
      offlineAmount: money('Donations collected elsewhere.'),
      donationTotalGross: money('Donations including Gift Aid and the offline amount.'),
      numberOfDonations: { type: 'integer', minimum: 0, description: 'Count of donations.' },
      targetAmount: { type: ['number', 'null'], description: "The fundraiser's target." },
      charityDetails: list(ref('CharityDetail'), 'charity', true),
    },
    { description: 'One fundraiser page of the event.', xml: { name: 'page' } },
  ),
  CategorisedPages: record(
    {
      eventResourceId: text('The event listed.', 36),
      eventName: text('Its name.'),
      totalRecords: { type: 'integer', minimum: 0, description: 'Pages of the event in all.' },
      startRecordNum: { type: 'integer', minimum: 1, description: 'Number of the first entry returned, from 1.' },
      numRecords: { type: 'integer', minimum: 0, description: 'Number of entries returned.' },
      pages: list(ref('EventPage'), 'page'),
    },
    {
      description: 'Sorted by sortField and sortOrder; ties keep page creation order.',
      xml: { name: 'categorisedPages' },
    },
  ),
};

const SHARED: Record<string, OpenApiObject> = {
  ErrorEntry: record(
    {
      code: text(
        "A documented code ('002.01.06'), an engine code ('too-long') or the sandbox's own ('invalid-api-key').",
      ),
      parameter: text("The parameter concerned ('' for the body)."),
      message: text('What is wrong, in English.'),
    },
    { xml: { name: 'error' } },
  ),
  Errors: record(
    { errors: list(ref('ErrorEntry'), 'error') },
    { description: 'The error response of every operation.', xml: { name: 'errors' } },
  ),
};

const CONTROL_SCHEMAS: Record<string, OpenApiObject> = {
  Email: record({
    id: { type: 'integer' },
    to: text('The address it went to.'),
    kind: { type: 'string', enum: ['welcome', 'page-created'] },
    subject: text('Its subject.'),
    body: text('Its text.'),
    accountId: text("The account's resource ID."),
    pageURI: textOrNull("The page's pageURI (page-created only)."),
    sentAt: { type: 'string', format: 'date-time', description: 'When, on the sandbox clock.' },
  }),
  Outbox: record({ emails: { type: 'array', items: ref('Email') } }, { description: 'Oldest first.' }),
  Clock: record({
    now: { type: 'string', format: 'date-time', description: 'The sandbox clock (UTC).' },
    today: { type: 'string', pattern: '^[0-9]{8}$', description: "Its London date, YYYYMMDD: the validators' today." },
  }),
  SetClock: {
    oneOf: [
      record(
        { now: { type: 'string', format: 'date-time', description: 'An ISO 8601 instant with its offset.' } },
        { additionalProperties: false },
      ),
      record(
        { today: { type: 'string', pattern: '^[0-9]{8}$', description: '00:00 London time on this date, YYYYMMDD.' } },
        { additionalProperties: false },
      ),
    ],
  },
  Donation: {
    type: 'object',
    required: ['amount'],
    properties: {
      amount: {
        type: ['number', 'string'],
        description: 'Pounds above 0, at most 1000000.00, with at most 2 decimals (a number or its text).',
      },
      giftAid: { type: 'boolean', default: false, description: 'Gift-aided: 25% more on an online donation.' },
      online: { type: 'boolean', default: true, description: 'Given through the page (else collected offline).' },
    },
    additionalProperties: false,
  },
  PageTotals: record({
    donationTotalNet: money('Online donations.'),
    totalGiftAid: money('Gift Aid on them.'),
    donationTotalGA: money('Online donations with their Gift Aid.'),
    offlineAmount: money('Offline donations.'),
    donationTotalGross: money('All of it.'),
    numberOfDonations: { type: 'integer', minimum: 0 },
  }),
  DonationRecorded: record({
    donation: record({
      id: { type: 'integer' },
      amount: money('The amount given.'),
      giftAid: { type: 'boolean' },
      online: { type: 'boolean' },
      giftAidAmount: money('Its Gift Aid.'),
    }),
    totals: ref('PageTotals'),
  }),
  TeamMember: record(
    { name: text('The member: 1 to 122 characters, not blank.', 122) },
    { additionalProperties: false },
  ),
  TeamMembers: record({ teamMembers: { type: 'array', items: { type: 'string' }, description: 'Owner first.' } }),
  Reopened: record({
    resourceId: text("The account's resource ID."),
    pageUrl: text('The page number.'),
    pageClosedInd: { const: 'N' },
  }),
  AdvanceClock: {
    type: 'object',
    description: 'Calendar months and days, and seconds; at least one.',
    properties: Object.fromEntries(
      ['months', 'days', 'seconds'].map((unit) => [unit, { type: 'integer', minimum: 0, maximum: 1_000_000_000 }]),
    ),
    minProperties: 1,
    additionalProperties: false,
  },
};

// ---------------------------------------------------------------------------
// Operations

const SERVICE = [{ api_key: [] }];
const SECURE = [{ api_key: [], bearerAuth: [] }];
const NONE: Json[] = [];

/** The errors of a control that reads a JSON body. */
const controlErrors = (): Record<string, OpenApiObject> => ({
  '400': errors('The body is not what the control takes.', ['invalid-control'], undefined, 'json'),
  '413': errors('The body has more than 64 KiB.', ['payload-too-large'], undefined, 'json'),
  '415': errors('The body is not application/json.', ['unsupported-media-type'], undefined, 'json'),
});

const clockAnswer = (description: string): OpenApiObject => ({
  description,
  content: { 'application/json': { schema: ref('Clock') } },
});

/** The controls of one page, addressed by its account and page number. */
function pageControls(): Record<string, OpenApiObject> {
  const parameters = [
    {
      name: 'resourceId',
      in: 'path',
      required: true,
      description: "The account's resource ID.",
      schema: { type: 'string' },
    },
    {
      name: 'pageUrl',
      in: 'path',
      required: true,
      description: 'The page number (pageUrl).',
      schema: { type: 'string' },
    },
  ];
  const control = (
    operationId: string,
    summary: string,
    body: OpenApiObject | undefined,
    answer: OpenApiObject,
    conflict: OpenApiObject,
  ): OpenApiObject => ({
    post: {
      tags: ['sandbox-controls'],
      operationId,
      summary,
      security: NONE,
      parameters,
      ...(body === undefined
        ? {}
        : { requestBody: { required: true, content: { 'application/json': { schema: body } } } }),
      responses: {
        ...answer,
        '404': errors('No such account or page.', ['not-found'], undefined, 'json'),
        '409': conflict,
        ...controlErrors(),
      },
    },
  });
  const json = (status: string, description: string, schema: string) => ({
    [status]: { description, content: { 'application/json': { schema: ref(schema) } } },
  });
  const base = ['/__sandbox/accounts', '{resourceId}', 'pages', '{pageUrl}'].join('/');
  return {
    [`${base}/donations`]: control(
      'recordDonation',
      'Record a donation on a page',
      ref('Donation'),
      json('201', 'The donation and the page totals after it.', 'DonationRecorded'),
      errors('The page is closed.', ['page-closed'], undefined, 'json'),
    ),
    [`${base}/reopen`]: control(
      'reopenPage',
      'Reopen a closed page, as its owner would on the website',
      undefined,
      json('200', 'The page, open again for good.', 'Reopened'),
      errors('The page is open.', ['page-open'], undefined, 'json'),
    ),
    [`${base}/team-members`]: control(
      'addTeamMember',
      'Add a member to a team page',
      ref('TeamMember'),
      json('201', "The team's members after it.", 'TeamMembers'),
      errors('The page is an individual page.', ['not-a-team-page'], undefined, 'json'),
    ),
  };
}

function paths(): OpenApiObject {
  const accountErrors = bodyCodes(accountCodes, accountRules);
  const pageErrors = bodyCodes(pageCodes, pageRules);
  const listing = (format: 'json' | 'xml'): OpenApiObject => ({
    tags: ['events'],
    operationId: format === 'json' ? 'listEventPages' : 'listEventPagesXml',
    summary: `List the fundraiser pages of an event ('Event fundraisers 2')${format === 'xml' ? ', in XML' : ''}`,
    description:
      format === 'json'
        ? 'Only for an api_key with the event package. JSON, or XML when Accept prefers it.'
        : 'The same listing, answered in XML (root categorisedPages).',
    security: SERVICE,
    parameters: parametersOf(eventListingQueryRules, { ...eventListingDefaults, startRecordNum: 1 }, [
      'eventResourceId',
    ]),
    responses: {
      '200': {
        description: 'The pages, from startRecordNum, at most numRecords of them.',
        content:
          format === 'json'
            ? JSON_AND_XML(ref('CategorisedPages'))
            : { 'application/xml': { schema: ref('CategorisedPages') } },
      },
      '400': errors('A query parameter breaks a rule of the listing.', queryCodes(eventListingQueryRules)),
      '401': API_KEY_REFUSED(),
      '403': plainErrors('The api_key has no event package.'),
      '404': plainErrors('No event has this resource ID.'),
    },
  });
  return {
    '/fundraisers/v1/newaccount': {
      post: {
        tags: ['accounts'],
        operationId: 'createAccount',
        summary: 'Create a fundraiser account',
        description:
          'Validated by fundraising-rules (strict, every fact from the sandbox database). A welcome email with a temporary password goes to the outbox.',
        security: SERVICE,
        parameters: [
          {
            name: 'redirect_uri',
            in: 'query',
            required: false,
            description: "The application's call-back URL; the sandbox accepts it and does not use it.",
            schema: { type: 'string' },
          },
        ],
        requestBody: requestBody(
          'The fundraiser account: JSON, or XML with root fundraiserAccount and repeating fundraiserCustomCode.',
          'AccountRequest',
          { xml: { name: 'fundraiserAccount' } },
        ),
        responses: {
          '201': ok('The account was created.', 'AccountCreated'),
          '400': errors('The body breaks rules of create account (every error issue, in rule order).', accountErrors),
          '401': API_KEY_REFUSED(),
          '413': TOO_LARGE(),
          '415': UNSUPPORTED('002.01.01'),
        },
      },
    },
    '/fundraisers/v1/authenticate': {
      post: {
        tags: ['accounts'],
        operationId: 'authenticate',
        summary: 'Get a new access token',
        description: 'Path and flow decided by the sandbox (contract section 11): the description does not show them.',
        security: SERVICE,
        requestBody: requestBody('The credentials: JSON, or XML with root authentication.', 'Credentials', {
          xml: { name: 'authentication' },
        }),
        responses: {
          '200': ok('A new token for the account.', 'Authenticated'),
          '400': errors('The body is empty or unreadable, or a credential is missing.', [
            'no-credentials',
            'missing-credential',
          ]),
          '401': errors('The api_key is missing or unknown, or no account has these credentials.', [
            'invalid-api-key',
            'invalid-credentials',
          ]),
          '413': TOO_LARGE(),
          '415': UNSUPPORTED('no-credentials'),
        },
      },
    },
    '/fundraisers/v1/account/secure/{fundraiserResourceId}/newpage': {
      post: {
        tags: ['pages'],
        operationId: 'createPage',
        summary: 'Create a fundraiser page for an account',
        description:
          "Needs the account's access token (Authorization: Bearer). A page-created email with the page's pageURI goes to the outbox.",
        security: SECURE,
        parameters: [
          {
            name: 'fundraiserResourceId',
            in: 'path',
            required: true,
            description: 'The resource ID of the account that owns the page (the team owner of a team page).',
            schema: { type: 'string' },
          },
        ],
        requestBody: requestBody(
          'The fundraiser page: JSON (charitySplits), or XML with root fundraiserpage, its splits repeating as charitysplits elements, each with repeating customCodes.',
          'PageRequest',
          { xml: { name: 'fundraiserpage' }, properties: { charitySplits: { xml: { name: 'charitysplits' } } } },
        ),
        responses: {
          '201': ok('The page was created.', 'PageCreated'),
          '400': errors('The body breaks rules of create page (every error issue, in rule order).', pageErrors),
          '401': errors(
            'The api_key is missing or unknown; or there is no token, or it is unknown, expired, or not the one of the account in the path (or no account has that ID).',
            ['invalid-api-key', 'invalid-token'],
            { 'WWW-Authenticate': { description: 'Bearer (with invalid-token).', schema: { type: 'string' } } },
          ),
          '413': TOO_LARGE(),
          '415': UNSUPPORTED('003.01.04'),
        },
      },
    },
    '/fundraisers/v1/search': {
      get: {
        tags: ['lookups'],
        operationId: 'searchFundraisers',
        summary: 'Find fundraisers by name',
        security: SERVICE,
        parameters: parametersOf(searchQueryRules, {}),
        responses: {
          '200': ok('The fundraisers found.', 'FundraiserSearchResults'),
          '400': errors('A query parameter breaks a rule of the search.', queryCodes(searchQueryRules)),
          '401': API_KEY_REFUSED(),
          '404': plainErrors('No fundraiser matches.'),
        },
      },
    },
    '/fundraisers/v1/activities': {
      get: {
        tags: ['lookups'],
        operationId: 'listActivities',
        summary: 'List the activity codes of pages not linked to an event',
        security: SERVICE,
        responses: {
          '200': ok('The activities.', 'ActivityTypes'),
          '401': API_KEY_REFUSED(),
          '404': plainErrors('The sandbox knows no activity.'),
        },
      },
    },
    '/fundraisers/v1/countries': {
      get: {
        tags: ['lookups'],
        operationId: 'listCountries',
        summary: 'List the countries and their codes',
        security: SERVICE,
        responses: {
          '200': ok('The countries.', 'Countries'),
          '401': API_KEY_REFUSED(),
          '404': plainErrors('The sandbox knows no country.'),
        },
      },
    },
    '/events/v1/account/{eventResourceId}/categorisedpages.json': { get: listing('json') },
    '/events/v1/account/{eventResourceId}/categorisedpages.xml': { get: listing('xml') },
    '/__sandbox/outbox': {
      get: {
        tags: ['sandbox-controls'],
        operationId: 'readOutbox',
        summary: 'Read the emails the sandbox sent',
        security: NONE,
        parameters: [
          {
            name: 'to',
            in: 'query',
            required: false,
            description: 'Only the emails to this address.',
            schema: { type: 'string' },
          },
        ],
        responses: {
          '200': { description: 'The outbox.', content: { 'application/json': { schema: ref('Outbox') } } },
        },
      },
    },
    '/__sandbox/clock': {
      get: {
        tags: ['sandbox-controls'],
        operationId: 'readClock',
        summary: 'Read the sandbox clock',
        security: NONE,
        responses: { '200': clockAnswer('The clock.') },
      },
      put: {
        tags: ['sandbox-controls'],
        operationId: 'setClock',
        summary: 'Set the sandbox clock',
        security: NONE,
        requestBody: { required: true, content: { 'application/json': { schema: ref('SetClock') } } },
        responses: { '200': clockAnswer('The clock, set.'), ...controlErrors() },
      },
    },
    '/__sandbox/clock/advance': {
      post: {
        tags: ['sandbox-controls'],
        operationId: 'advanceClock',
        summary: 'Move the sandbox clock on',
        description:
          'Calendar months first (31 January plus one month is the last day of February), then days, then seconds.',
        security: NONE,
        requestBody: { required: true, content: { 'application/json': { schema: ref('AdvanceClock') } } },
        responses: { '200': clockAnswer('The clock, moved on.'), ...controlErrors() },
      },
    },
    ...pageControls(),
    '/openapi.json': {
      get: {
        tags: ['sandbox-controls'],
        operationId: 'getOpenApi',
        summary: 'This description',
        description: "Its servers name the sandbox's base URL.",
        security: NONE,
        responses: {
          '200': {
            description: 'The OpenAPI 3.1 document.',
            content: {
              'application/json': {
                schema: { type: 'object', required: ['openapi'], properties: { openapi: { const: '3.1.0' } } },
              },
            },
          },
        },
      },
    },
  };
}

const DESCRIPTION = `The fundraising service of docs/service-api.md as the fundraising-rules sandbox answers it (contract section 11).

Bodies and answers are JSON or XML: the request's Content-Type picks the body reader, Accept the answer's format (else the request's, else JSON). Every error answer is \`{ "errors": [{ "code", "parameter", "message" }] }\` (XML: \`<errors><error>…</error></errors>\`).

Checks run in this order: routing (an unknown path is 404 \`not-found\`, another method on a described path 405 \`method-not-allowed\` with an Allow header), api_key (401), token (401), event package (403), size (413), content type (415), the rules (400), nothing found (404). A 400 lists every error issue of the package's validators (strict, every fact from the sandbox database), in rule order.

The operations under /__sandbox/ exist only on the sandbox and take no api_key.`;

/**
 * The OpenAPI 3.1.0 document of the sandbox's operations.
 * @example JSON.stringify(openApiDocument({ serverUrl: sandbox.url, version: '0.1.0' }))
 */
export function openApiDocument(options: OpenApiOptions): OpenApiObject {
  return {
    openapi: '3.1.0',
    info: {
      title: 'Fundraising service (fundraising-rules sandbox)',
      version: options.version,
      description: DESCRIPTION,
      license: { name: 'MIT', identifier: 'MIT' },
    },
    servers: [{ url: options.serverUrl ?? PLACEHOLDER_SERVER }],
    tags: [
      { name: 'accounts', description: 'Create account, and authentication.' },
      { name: 'pages', description: 'Create page.' },
      { name: 'lookups', description: 'Fundraiser search, activities, countries.' },
      { name: 'events', description: "The event listing ('Event fundraisers 2')." },
      { name: 'sandbox-controls', description: 'The outbox and the clock of the sandbox, and this description.' },
    ],
    paths: paths(),
    components: {
      schemas: {
        ...hoisted('AccountRequest', accountJsonSchema),
        ...hoisted('PageRequest', pageJsonSchema),
        ...RESULTS,
        ...SHARED,
        ...CONTROL_SCHEMAS,
      },
      responses: {
        NotFound: errors('No operation has this address.', ['not-found']),
        MethodNotAllowed: errors('The path takes another method, named by the Allow header.', ['method-not-allowed'], {
          Allow: { description: 'The methods the path takes.', required: true, schema: { type: 'string' } },
        }),
      },
      securitySchemes: {
        api_key: {
          type: 'apiKey',
          in: 'query',
          name: 'api_key',
          description: 'A key given to the sandbox with --api-key (or the one it printed at start).',
        },
        bearerAuth: {
          type: 'http',
          scheme: 'bearer',
          description: 'The accessToken of create account or authentication, for the account in the path.',
        },
      },
    },
  };
}
