/**
 * The OpenAPI 3.1 description of the sandbox: valid for the official
 * OpenAPI 3.1 schema (@seriousme/openapi-schema-validator) with every Schema
 * Object compiling under ajv's strict mode; its request bodies the package's
 * JSON Schemas; its 400s naming every documented code; every route the
 * sandbox answers described; and the sandbox's real answers, over loopback
 * HTTP, valid for the response the document gives their status.
 */
import { readFileSync } from 'node:fs';
import { Validator } from '@seriousme/openapi-schema-validator';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import fc from 'fast-check';
import { XMLParser } from 'fast-xml-parser';
import { afterAll, describe, expect, it } from 'vitest';
import { accountCodes, pageCodes } from '../src/index.js';
import { accountJsonSchema, pageJsonSchema } from '../src/json-schema.js';
import { CONTROL_ROUTES } from '../src/sandbox/controls.js';
import type { RunningSandbox } from '../src/sandbox/index.js';
import { type OpenApiObject, openApiDocument, PLACEHOLDER_SERVER } from '../src/sandbox/openapi.js';
import { mixedAccount } from './arbitraries/account.js';
import { mixedPage } from './arbitraries/page.js';
import { runCli } from './support/cli.js';
import {
  type Answer,
  account,
  beforeAllOrFail,
  call,
  codes,
  DATABASES,
  example,
  KEY,
  newAccount,
  page,
  sandboxOn,
} from './support/sandbox.js';

const { default: addFormats } = addFormatsModule;

type Node = { readonly [key: string]: unknown };
const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && !Array.isArray(value);

const VERSION = (JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string })
  .version;
const document = openApiDocument({ version: VERSION });
const paths = document.paths as Record<string, Record<string, Node>>;
const schemas = (document.components as { schemas: Record<string, Node> }).schemas;

/** The operation of a path template and method, if the document has it. */
const operation = (template: string, method: string): Node | undefined => paths[template]?.[method.toLowerCase()];

/** The value at a JSON Pointer (`#/a/b`) of a document. */
function at(root: unknown, pointer: string): unknown {
  let value = root;
  for (const token of pointer.slice(2).split('/'))
    value = isNode(value) ? value[token.replaceAll('~1', '/').replaceAll('~0', '~')] : undefined;
  return value;
}

/** A schema with every `{ $ref }` alone in its object replaced by what it points at. */
function dereferenced(value: unknown, root: unknown, depth = 0): unknown {
  if (depth > 32) throw new Error('a reference cycle');
  if (Array.isArray(value)) return value.map((entry) => dereferenced(entry, root, depth));
  if (!isNode(value)) return value;
  if (typeof value.$ref === 'string' && Object.keys(value).length === 1)
    return dereferenced(at(root, value.$ref), root, depth + 1);
  return Object.fromEntries(Object.entries(value).map(([key, entry]) => [key, dereferenced(entry, root, depth)]));
}

const pointerToken = (token: string) => token.replaceAll('~', '~0').replaceAll('/', '~1');

// ---------------------------------------------------------------------------
// ajv: JSON Schema 2020-12, strict, with the OpenAPI vocabulary and the document's own fields as keywords

const ID = 'https://fundraising-rules.test/openapi.json';
const OPENAPI_KEYWORDS = ['xml', 'example', 'discriminator', 'externalDocs'];
const DOCUMENT_FIELDS = ['openapi', 'info', 'servers', 'tags', 'paths', 'components'];

function strictAjv(): Ajv2020 {
  const ajv = new Ajv2020({ strict: true, allowUnionTypes: true, allErrors: true });
  addFormats(ajv);
  for (const keyword of [...OPENAPI_KEYWORDS, ...DOCUMENT_FIELDS]) ajv.addKeyword(keyword);
  ajv.addSchema(structuredClone(document) as object, ID);
  return ajv;
}

const ajv = strictAjv();
const validators = new Map<string, ValidateFunction>();
/** The validator of the schema at a pointer of the document. */
function validatorAt(pointer: string): ValidateFunction {
  let validate = validators.get(pointer);
  if (validate === undefined) {
    validate = ajv.compile({ $ref: `${ID}${pointer}` });
    validators.set(pointer, validate);
  }
  return validate;
}

/** Every Schema Object of the document, by pointer: components, parameters, media types, headers. */
function schemaPointers(): string[] {
  const found = Object.keys(schemas).map((name) => `#/components/schemas/${pointerToken(name)}`);
  const walk = (node: unknown, pointer: string) => {
    if (!isNode(node) && !Array.isArray(node)) return;
    for (const [key, value] of Object.entries(node)) {
      const inner = `${pointer}/${pointerToken(key)}`;
      if (key === 'schema' && isNode(value)) found.push(inner);
      else walk(value, inner);
    }
  };
  walk(document.paths, '#/paths');
  walk((document.components as Node).responses, '#/components/responses');
  return found;
}

// ---------------------------------------------------------------------------
// The document

describe('the document', () => {
  it('is valid for the official OpenAPI 3.1 schema, and its references resolve', async () => {
    const result = await new Validator().validate(structuredClone(document) as Parameters<Validator['validate']>[0]);
    expect(result.errors).toBeUndefined();
    expect(result.valid).toBe(true);
    expect(document.openapi).toBe('3.1.0');
  });

  it('the validator can fail: a missing info, a reference to nothing', async () => {
    const { info: _info, ...noInfo } = structuredClone(document) as Record<string, unknown>;
    expect((await new Validator().validate(noInfo as Parameters<Validator['validate']>[0])).valid).toBe(false);
    const dangling = structuredClone(document) as { components: { schemas: Record<string, unknown> } };
    delete dangling.components.schemas.CharitySplitsEntry;
    expect((await new Validator().validate(dangling as Parameters<Validator['validate']>[0])).valid).toBe(false);
  });

  it('every Schema Object compiles under ajv strict mode (JSON Schema 2020-12 and the OpenAPI vocabulary)', () => {
    const pointers = schemaPointers();
    expect(pointers.length).toBeGreaterThan(60);
    for (const pointer of pointers) expect(() => validatorAt(pointer), pointer).not.toThrow();
    // Strict mode can fail: an unknown keyword is refused.
    expect(() => new Ajv2020({ strict: true }).compile({ type: 'string', maxLenght: 3 })).toThrow(/unknown keyword/);
  });

  it('names the placeholder server, and the package version', () => {
    expect(document.servers).toEqual([{ url: 'http://127.0.0.1:8080' }]);
    expect(PLACEHOLDER_SERVER).toBe('http://127.0.0.1:8080');
    expect((document.info as Node).version).toBe(VERSION);
  });

  it("the request bodies are the package's JSON Schemas, in JSON and XML", () => {
    const bodies = [
      ['/fundraisers/v1/newaccount', accountJsonSchema, 'fundraiserAccount'],
      ['/fundraisers/v1/account/secure/{fundraiserResourceId}/newpage', pageJsonSchema, 'fundraiserpage'],
    ] as const;
    for (const [template, schema, root] of bodies) {
      const content = at(document, `#/paths/${pointerToken(template)}/post/requestBody/content`) as Record<
        string,
        { schema: Node }
      >;
      const { $schema, $defs: _defs, ...body } = schema;
      expect($schema).toBe('https://json-schema.org/draft/2020-12/schema');
      expect(dereferenced(content['application/json']?.schema, document)).toEqual(dereferenced(body, schema));
      for (const type of ['application/xml', 'text/xml']) {
        const xml = content[type]?.schema as Node;
        expect(xml.$ref).toBe(content['application/json']?.schema.$ref);
        expect(xml.xml).toEqual({ name: root });
      }
    }
  });

  it("every documented code is in its operation's 400 response", () => {
    const codesOf = (template: string) => {
      const response = at(document, `#/paths/${pointerToken(template)}/post/responses/400`) as Node;
      const schema = (response.content as Record<string, { schema: unknown }>)['application/json']?.schema;
      const code = at(schema, '#/properties/errors/items/properties/code') as { enum: string[] };
      for (const value of code.enum) expect(response.description as string).toContain(`\`${value}\``);
      return code.enum;
    };
    const accountEnum = codesOf('/fundraisers/v1/newaccount');
    const pageEnum = codesOf('/fundraisers/v1/account/secure/{fundraiserResourceId}/newpage');
    for (const code of accountCodes) expect(accountEnum).toContain(code);
    for (const code of pageCodes) expect(pageEnum).toContain(code);
    // Engine codes of the bodies' rules are there too.
    expect(accountEnum).toEqual(expect.arrayContaining(['required', 'too-long', 'must-be-N', 'personal-url-taken']));
    expect(pageEnum).toEqual(expect.arrayContaining(['unknown-event', 'duplicate-charity', 'team-url-taken']));
  });

  it("the query parameters have the service description's limits, fixed values and defaults", () => {
    const parameters = (template: string) =>
      Object.fromEntries(
        ((operation(template, 'get')?.parameters ?? []) as Node[]).map((parameter) => [parameter.name, parameter]),
      );
    const search = parameters('/fundraisers/v1/search');
    expect(Object.keys(search).sort()).toEqual(['forename', 'surname']);
    expect(search.surname).toMatchObject({ in: 'query', required: true, schema: { minLength: 3, maxLength: 50 } });
    expect(search.forename).toMatchObject({ required: false, schema: { maxLength: 50 } });
    for (const suffix of ['json', 'xml']) {
      const listing = parameters(`/events/v1/account/{eventResourceId}/categorisedpages.${suffix}`);
      expect(listing.eventResourceId).toMatchObject({ in: 'path', required: true, schema: { maxLength: 36 } });
      expect(listing.sortOrder).toMatchObject({ required: false, schema: { enum: ['A', 'D'], default: 'D' } });
      expect(at(listing, '#/sortField/schema/enum')).toEqual(
        expect.arrayContaining([
          'donationTotalNet',
          'donationTotalGA',
          'donationTotalGross',
          'totalGiftAid',
          'offlineAmount',
        ]),
      );
      expect(listing.sortField).toMatchObject({ schema: { default: 'donationTotalGA' } });
      expect(listing.numRecords).toMatchObject({ schema: { type: 'integer', minimum: 1, maximum: 100, default: 20 } });
      expect(listing.startRecordNum).toMatchObject({ schema: { type: 'integer', default: 1 } });
    }
  });

  it('every service operation takes the api_key; create page a bearer token too; the controls neither', () => {
    for (const [template, methods] of Object.entries(paths))
      for (const [method, described] of Object.entries(methods)) {
        const expected =
          template.startsWith('/__sandbox/') || template === '/openapi.json'
            ? []
            : template.endsWith('/newpage')
              ? [{ api_key: [], bearerAuth: [] }]
              : [{ api_key: [] }];
        expect(described.security, `${method} ${template}`).toEqual(expected);
        expect(template.startsWith('/__sandbox/') || template === '/openapi.json').toBe(
          (described.tags as string[]).includes('sandbox-controls'),
        );
      }
  });

  it('describes every endpoint of docs/service-api.md, and every sandbox control', () => {
    const description = readFileSync(new URL('../docs/service-api.md', import.meta.url), 'utf8');
    const endpoints = description
      .split('\n')
      .filter((line) => line.startsWith('### GET {base_url}') || line.startsWith('### POST {base_url}'))
      .map((line) => {
        const [method = '', address = ''] = line.slice(4).split(' ');
        const path = address.slice('{base_url}'.length).split('?')[0] ?? '';
        return { method, path: path.replaceAll('<', '{').replaceAll('>', '}') };
      });
    expect(endpoints).toHaveLength(6);
    const shape = (template: string) => template.replace(/\{[^}]*\}/g, '{}');
    const described = Object.keys(paths).map(shape);
    for (const { method, path } of endpoints) {
      const template = Object.keys(paths).find((candidate) => shape(candidate) === shape(path));
      expect(template, path).toBeDefined();
      expect(operation(template ?? '', method), `${method} ${path}`).toBeDefined();
    }
    expect(described).toContain('/fundraisers/v1/authenticate');
    expect(CONTROL_ROUTES.length).toBeGreaterThan(0);
    for (const { path, methods } of CONTROL_ROUTES)
      for (const method of methods) expect(operation(path, method), `${method} ${path}`).toBeDefined();
  });
});

// ---------------------------------------------------------------------------
// The command line

describe('fundraising-rules openapi', () => {
  it('prints the document as JSON, exit 0', () => {
    const { status, stdout, stderr } = runCli(['openapi']);
    expect(stderr).toBe('');
    expect(status).toBe(0);
    expect(JSON.parse(stdout)).toEqual(document);
  });

  it('takes no argument or option: exit 2', () => {
    expect(runCli(['openapi', 'account']).status).toBe(2);
    expect(runCli(['openapi', '--format', 'json']).status).toBe(2);
  });
});

// ---------------------------------------------------------------------------
// Over loopback HTTP

/**
 * The response the document gives a status of an operation; the router's
 * own 404 (a path or method nothing answers) and 405 are in components.
 */
function describedResponse(template: string | undefined, method: string, status: number): string | undefined {
  const pointer =
    template === undefined
      ? undefined
      : `#/paths/${pointerToken(template)}/${method.toLowerCase()}/responses/${status}`;
  if (pointer !== undefined && isNode(at(document, pointer))) return pointer;
  if (status === 404) return '#/components/responses/NotFound';
  if (status === 405) return '#/components/responses/MethodNotAllowed';
  return undefined;
}

const xmlRoot = (text: string): string =>
  Object.keys(new XMLParser({ ignoreDeclaration: true }).parse(text) as Node).join(',');

/**
 * An answer is described: its status has a response, its content type is
 * one of it, its headers are there, and its body (JSON) validates against the
 * response's schema, or (XML) has the root element the schema names.
 */
function expectDescribed(answer: Answer, template: string | undefined, method: string): void {
  const pointer = describedResponse(template, method, answer.status);
  expect(pointer, `${method} ${template}: ${answer.status} ${answer.text}`).toBeDefined();
  const response = at(document, pointer ?? '') as Node;
  const type = (answer.headers.get('content-type') ?? '').split(';')[0] ?? '';
  const content = response.content as Record<string, { schema: Node }>;
  expect(Object.keys(content), `${method} ${template} ${answer.status}`).toContain(type);
  for (const [header, described] of Object.entries((response.headers ?? {}) as Record<string, Node>))
    if (described.required === true) expect(answer.headers.get(header), header).not.toBeNull();
  const schemaPointer = `${pointer}/content/${pointerToken(type)}/schema`;
  if (type === 'application/json') {
    const validate = validatorAt(schemaPointer);
    expect(validate(answer.body), `${method} ${template} ${answer.status}: ${JSON.stringify(validate.errors)}`).toBe(
      true,
    );
  } else {
    const schema = dereferenced(at(document, schemaPointer), document) as Node;
    expect(xmlRoot(answer.text)).toBe((schema.xml as Node).name);
  }
}

const ACCOUNT = '/fundraisers/v1/newaccount';
const AUTHENTICATE = '/fundraisers/v1/authenticate';
const PAGE = '/fundraisers/v1/account/secure/{fundraiserResourceId}/newpage';

for (const kind of DATABASES)
  describe(kind, () => {
    let sandbox: RunningSandbox;
    let ada: { resourceId: string; accessToken: string };

    beforeAllOrFail(async () => {
      sandbox = await sandboxOn(kind, { today: '20261122' });
      ada = await newAccount(sandbox, 'ada');
    });
    afterAll(() => sandbox.close());

    it("GET /openapi.json answers the document, its server the sandbox's address, without api_key", async () => {
      const answer = await call(sandbox, '/openapi.json', { method: 'GET' });
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toBe('application/json; charset=utf-8');
      const printed = JSON.parse(runCli(['openapi']).stdout) as OpenApiObject;
      expect(answer.body).toEqual({ ...printed, servers: [{ url: sandbox.url }] });
      expectDescribed(answer, '/openapi.json', 'GET');
      const posted = await call(sandbox, '/openapi.json', { method: 'POST', body: '{}' });
      expect(posted.status).toBe(405);
      expect(posted.headers.get('allow')).toBe('GET');
      expectDescribed(posted, '/openapi.json', 'POST');
    });

    it('with a base URL, the document names it', async () => {
      const behind = await sandboxOn(kind, { baseUrl: 'https://sandbox.example.org/' });
      try {
        const answer = await call(behind, '/openapi.json', { method: 'GET' });
        expect(answer.body.servers).toEqual([{ url: 'https://sandbox.example.org' }]);
      } finally {
        await behind.close();
      }
    });

    it('every route the sandbox answers is described', async () => {
      const description = readFileSync(new URL('../docs/service-api.md', import.meta.url), 'utf8');
      const fromDescription = description
        .split('\n')
        .filter((line) => line.startsWith('### GET {base_url}') || line.startsWith('### POST {base_url}'))
        .map((line) => (line.split(' ')[2] ?? '').slice('{base_url}'.length).split('?')[0] ?? '');
      const candidates = new Map<string, string>();
      const fill = (template: string) => template.replace(/\{[^}]*\}|<[^>]*>/g, 'probe-id');
      for (const template of Object.keys(paths)) candidates.set(fill(template), template);
      for (const path of [...fromDescription, ...CONTROL_ROUTES.map((route) => route.path), '/fundraisers/v1/nothing'])
        if (![...candidates.keys()].includes(fill(path))) candidates.set(fill(path), '');
      const routed: string[] = [];
      for (const [path, template] of candidates)
        for (const method of ['GET', 'POST', 'PUT', 'PATCH', 'DELETE']) {
          // No api_key and no body: an operation answers 401 (or a control 2xx/4xx), the router 404 or 405.
          const answer = await call(sandbox, path, { method });
          if (answer.status === 404 || answer.status === 405) {
            expectDescribed(answer, template === '' ? undefined : template, method);
            continue;
          }
          routed.push(`${method} ${path}`);
          expect(template, `${method} ${path} is answered (${answer.status}) but not described`).not.toBe('');
          expect(operation(template, method), `${method} ${template}`).toBeDefined();
          expectDescribed(answer, template, method);
        }
      expect(routed).toEqual(
        expect.arrayContaining([
          `POST ${ACCOUNT}`,
          `POST ${AUTHENTICATE}`,
          'GET /__sandbox/clock',
          'GET /openapi.json',
        ]),
      );
      expect(routed).not.toContain('GET /fundraisers/v1/nothing');
    });

    it('create account: 201, 400, 401, 413 and 415 answers are described, in JSON and XML', async () => {
      const body = {
        ...JSON.parse(example('account-valid.json')),
        emailAddress: 'grace@example.co.uk',
        personalUrl: 'grace',
      };
      const created = await account(sandbox, JSON.stringify(body));
      expect(created.status).toBe(201);
      expectDescribed(created, ACCOUNT, 'POST');
      const again = await account(sandbox, JSON.stringify(body), { Accept: 'application/xml' });
      expect(again.status).toBe(400);
      expectDescribed(again, ACCOUNT, 'POST');
      const asXml = await account(
        sandbox,
        JSON.stringify({ ...body, emailAddress: 'grace2@example.co.uk', personalUrl: 'grace2' }),
        { Accept: 'application/xml' },
      );
      expect(asXml.status).toBe(201);
      expectDescribed(asXml, ACCOUNT, 'POST');
      const statuses = [];
      const answers = [
        await account(sandbox, example('account-invalid.json')),
        await account(sandbox, '{"title":'),
        await account(sandbox, 'not json', { 'Content-Type': 'text/plain' }),
        await account(sandbox, 'x'.repeat(1024 * 1024 + 1)),
        await call(sandbox, ACCOUNT, { body: example('account-valid.json') }),
        await call(sandbox, `${ACCOUNT}?api_key=unknown`, { body: example('account-valid.json') }),
        await call(sandbox, `${ACCOUNT}?api_key=%00`, { body: example('account-valid.json') }),
        // Text no database column can hold: a 400 (not-storable-text), never a 5xx.
        await account(
          sandbox,
          JSON.stringify({ ...body, emailAddress: '\udfff@example.co.uk', personalUrl: 'a\u0000' }),
        ),
      ];
      for (const answer of answers) {
        statuses.push(answer.status);
        expectDescribed(answer, ACCOUNT, 'POST');
      }
      expect(statuses).toEqual([400, 400, 415, 413, 401, 401, 401, 400]);
      expect(codes(answers.at(-1) as Answer)).toContain('not-storable-text');
    });

    it('authentication: 200, 400, 401 and 415 answers are described', async () => {
      const credentials = {
        emailAddress: 'taken@example.co.uk',
        dateOfBirth: '19800101',
        password: 'sandbox-password',
      };
      const path = `${AUTHENTICATE}?api_key=${KEY}`;
      const good = await call(sandbox, path, { body: JSON.stringify(credentials) });
      expect(good.status).toBe(200);
      expectDescribed(good, AUTHENTICATE, 'POST');
      const statuses = [];
      for (const answer of [
        await call(sandbox, path, { body: JSON.stringify({ ...credentials, password: 'nope' }) }),
        await call(sandbox, path, {
          body: JSON.stringify({ ...credentials, emailAddress: 'taken\u0000@example.co.uk' }),
        }),
        await call(sandbox, path, { body: JSON.stringify({ ...credentials, dateOfBirth: '\ud800' }) }),
        await call(sandbox, path, { body: JSON.stringify({ emailAddress: 'taken@example.co.uk' }) }),
        await call(sandbox, path, { body: '' }),
        await call(sandbox, path, { body: 'x', headers: { 'Content-Type': 'text/plain' } }),
        await call(sandbox, path, { body: JSON.stringify(credentials), headers: { Accept: 'application/xml' } }),
      ]) {
        statuses.push(answer.status);
        expectDescribed(answer, AUTHENTICATE, 'POST');
      }
      expect(statuses).toEqual([401, 401, 401, 400, 400, 415, 200]);
    });

    it('create page: 201, 400, 401 and 415 answers are described', async () => {
      const created = await page(sandbox, ada.resourceId, ada.accessToken, example('page-personal-valid.json'));
      expect(created.status).toBe(201);
      expectDescribed(created, PAGE, 'POST');
      const statuses = [];
      for (const answer of [
        await page(sandbox, ada.resourceId, ada.accessToken, example('page-personal-invalid.json')),
        await page(sandbox, ada.resourceId, undefined, example('page-personal-valid.json')),
        await page(sandbox, 'someone-else', ada.accessToken, example('page-personal-valid.json')),
        await page(sandbox, ada.resourceId, ada.accessToken, 'x', { 'Content-Type': 'text/plain' }),
        await page(sandbox, ada.resourceId, ada.accessToken, '[]', { Accept: 'application/xml' }),
      ]) {
        statuses.push(answer.status);
        expectDescribed(answer, PAGE, 'POST');
      }
      expect(statuses).toEqual([400, 401, 401, 415, 400]);
    });

    it('the controls: their answers are described', async () => {
      const answers: [Answer, string, string][] = [
        [await call(sandbox, '/__sandbox/outbox', { method: 'GET' }), '/__sandbox/outbox', 'GET'],
        [await call(sandbox, '/__sandbox/clock', { method: 'GET' }), '/__sandbox/clock', 'GET'],
        [
          await call(sandbox, '/__sandbox/clock', { method: 'PUT', body: '{"today":"20261122"}' }),
          '/__sandbox/clock',
          'PUT',
        ],
        [await call(sandbox, '/__sandbox/clock', { method: 'PUT', body: '{"today":1}' }), '/__sandbox/clock', 'PUT'],
        [
          await call(sandbox, '/__sandbox/clock', {
            method: 'PUT',
            body: '{}',
            headers: { 'Content-Type': 'text/plain' },
          }),
          '/__sandbox/clock',
          'PUT',
        ],
        [
          await call(sandbox, '/__sandbox/clock/advance', { body: '{"seconds":1}' }),
          '/__sandbox/clock/advance',
          'POST',
        ],
        [await call(sandbox, '/__sandbox/clock/advance', { body: '{}' }), '/__sandbox/clock/advance', 'POST'],
      ];
      expect(answers.map(([answer]) => answer.status)).toEqual([200, 200, 200, 400, 415, 200, 400]);
      for (const [answer, template, method] of answers) expectDescribed(answer, template, method);
      const outbox = answers[0]?.[0].body.emails as unknown[];
      expect(outbox.length).toBeGreaterThan(0);
    });

    it('the listing and the page controls: their answers are described', async () => {
      const team = await page(sandbox, ada.resourceId, ada.accessToken, example('page-event-team-valid.json'));
      expect(team.status).toBe(201);
      const event = (JSON.parse(example('page-event-team-valid.json')) as { eventResourceId: string }).eventResourceId;
      const controls = `/__sandbox/accounts/${ada.resourceId}/pages/${team.body.pageUrl}`;
      const template = '/__sandbox/accounts/{resourceId}/pages/{pageUrl}';
      const answers: [Answer, string, string][] = [
        [
          await call(sandbox, `${controls}/donations`, { body: '{"amount":12.5,"giftAid":true}' }),
          `${template}/donations`,
          'POST',
        ],
        [await call(sandbox, `${controls}/donations`, { body: '{"amount":0}' }), `${template}/donations`, 'POST'],
        [
          await call(sandbox, `${controls}/team-members`, { body: '{"name":"Grace Hopper"}' }),
          `${template}/team-members`,
          'POST',
        ],
        [await call(sandbox, `${controls}/reopen`, { body: '{}' }), `${template}/reopen`, 'POST'],
        [
          await call(sandbox, `/__sandbox/accounts/nobody/pages/1/reopen`, { body: '{}' }),
          `${template}/reopen`,
          'POST',
        ],
      ];
      expect(answers.map(([answer]) => answer.status)).toEqual([201, 400, 201, 409, 404]);
      for (const [answer, path, method] of answers) expectDescribed(answer, path, method);
      const listingTemplate = '/events/v1/account/{eventResourceId}/categorisedpages.json';
      const listings: Answer[] = [
        await call(sandbox, `/events/v1/account/${event}/categorisedpages.json?api_key=${KEY}`, { method: 'GET' }),
        await call(sandbox, `/events/v1/account/${event}/categorisedpages.json?api_key=${KEY}&numRecords=0`, {
          method: 'GET',
        }),
        await call(sandbox, `/events/v1/account/nothing/categorisedpages.json?api_key=${KEY}`, { method: 'GET' }),
      ];
      expect(listings.map((answer) => answer.status)).toEqual([200, 400, 404]);
      for (const answer of listings) expectDescribed(answer, listingTemplate, 'GET');
      expect(listings[0]?.body.pages).not.toEqual([]);
    });

    it('property: whatever account body is sent, the answer is one the document describes', async () => {
      await fc.assert(
        fc.asyncProperty(mixedAccount, async (body) => {
          expectDescribed(await account(sandbox, JSON.stringify(body)), ACCOUNT, 'POST');
        }),
        { numRuns: 100 },
      );
    });

    it('property: whatever page body is sent, the answer is one the document describes', async () => {
      await fc.assert(
        fc.asyncProperty(mixedPage, async (body) => {
          expectDescribed(await page(sandbox, ada.resourceId, ada.accessToken, JSON.stringify(body)), PAGE, 'POST');
        }),
        { numRuns: 100 },
      );
    });
  });
