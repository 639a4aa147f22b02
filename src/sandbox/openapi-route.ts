/**
 * `GET /openapi.json` on the sandbox: the OpenAPI description of its
 * operations, its servers the sandbox's base URL; no api_key.
 */
import { send, sendErrors } from './http.js';
import { type OpenApiObject, openApiDocument } from './openapi.js';
import type { Exchange } from './operations.js';
import { packageVersion } from './package-version.js';

/**
 * The path the description is served at.
 * @example await fetch(`${sandbox.url}${OPENAPI_PATH}`)
 */
export const OPENAPI_PATH = '/openapi.json';

let version: Promise<string> | undefined;
let last: { readonly serverUrl: string; readonly document: Promise<OpenApiObject> } | undefined;

/** The document for a base URL; the last one built is kept. */
function documentFor(serverUrl: string): Promise<OpenApiObject> {
  if (last?.serverUrl !== serverUrl) {
    version ??= packageVersion();
    last = { serverUrl, document: version.then((known) => openApiDocument({ serverUrl, version: known })) };
  }
  return last.document;
}

/**
 * Answers a request at `/openapi.json`: the document (GET), else 405.
 * @example await answerOpenApi(exchange, 'http://127.0.0.1:8080');
 */
export async function answerOpenApi(exchange: Exchange, serverUrl: string): Promise<void> {
  const { request, response } = exchange;
  if (request.method !== 'GET')
    return sendErrors(
      response,
      405,
      exchange.format,
      [{ code: 'method-not-allowed', parameter: '', message: `${request.method} is not allowed here; use GET.` }],
      { Allow: 'GET' },
    );
  send(response, 200, 'json', { json: await documentFor(serverUrl), xml: () => '' });
}
