/**
 * HTTP plumbing of the sandbox: the body read within a byte limit, the
 * formats (Content-Type picks the reader, Accept the response), and the
 * responses, errors as `toServiceErrors` / `serviceErrorsXml` make them.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { serviceErrorsXml } from '../formats/xml.js';
import { NOT_XML_CHARACTER } from '../runtime/patterns.js';
import type { ServiceError } from '../service-errors.js';

/** One error of an error response: the service's codes, or the sandbox's own ('invalid-api-key'). */
export interface ErrorEntry {
  readonly code: string;
  readonly parameter: string;
  readonly message: string;
}

/** A body format. */
export type Format = 'json' | 'xml';

/** The largest request body accepted: 1 MiB. */
export const MAX_BODY_BYTES = 1024 * 1024;

/** The body passed the byte limit. */
export class BodyTooLarge extends Error {
  override readonly name = 'BodyTooLarge';
}

/** The client went away before its body arrived whole. */
export class ClientGone extends Error {
  override readonly name = 'ClientGone';
}

/** The declared Content-Length, or `undefined` (chunked, or none). */
export function declaredLength(request: IncomingMessage): number | undefined {
  const header = request.headers['content-length'];
  if (header === undefined || header === '') return undefined;
  for (const character of header) if (character < '0' || character > '9') return undefined;
  return Number(header);
}

/**
 * Reads the body, rejecting with `BodyTooLarge` as soon as it passes
 * `limit`, and with `ClientGone` when the request ends early.
 * @example const bytes = await readBody(request, MAX_BODY_BYTES);
 */
export function readBody(request: IncomingMessage, limit: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let bytes = 0;
    const cleanup = () => {
      request.off('data', onData);
      request.off('end', onEnd);
      request.off('error', onGone);
      request.off('close', onGone);
    };
    const onData = (chunk: Buffer) => {
      bytes += chunk.length;
      if (bytes > limit) {
        cleanup();
        reject(new BodyTooLarge(`more than ${limit} bytes`));
        return;
      }
      chunks.push(chunk);
    };
    const onEnd = () => {
      cleanup();
      resolve(Buffer.concat(chunks, bytes));
    };
    const onGone = () => {
      cleanup();
      reject(new ClientGone('the client closed the connection'));
    };
    request.on('data', onData);
    request.on('end', onEnd);
    request.on('error', onGone);
    request.on('close', onGone);
  });
}

/**
 * What the Content-Type names: a format, `null` for a type (or charset) no
 * reader takes, `undefined` when there is none.
 * @example requestFormat('application/xml; charset=utf-8') // 'xml'
 */
export function requestFormat(header: string | undefined): Format | null | undefined {
  if (header === undefined || header.trim() === '') return undefined;
  const [type = '', ...parameters] = header.split(';').map((part) => part.trim().toLowerCase());
  const charset = parameters.find((parameter) => parameter.startsWith('charset='))?.slice('charset='.length);
  if (charset !== undefined && !['utf-8', 'utf8', '"utf-8"'].includes(charset)) return null;
  if (type === 'application/json') return 'json';
  if (type === 'application/xml' || type === 'text/xml') return 'xml';
  return null;
}

/**
 * The response format: the one Accept prefers (q-values; the most specific
 * range decides), else the request's format, else JSON.
 * @example responseFormat('application/xml', 'json') // 'xml'
 */
export function responseFormat(accept: string | undefined, requested: Format | null | undefined): Format {
  const fallback = requested ?? 'json';
  if (accept === undefined || accept.trim() === '') return fallback;
  const ranges = accept.split(',').map((part) => {
    const [range = '', ...parameters] = part.split(';').map((piece) => piece.trim().toLowerCase());
    const q = parameters.find((parameter) => parameter.startsWith('q='));
    const quality = q === undefined ? 1 : Number(q.slice(2));
    return { range, quality: Number.isFinite(quality) ? quality : 0 };
  });
  const qualityOf = (type: string) => {
    const [major] = type.split('/');
    const found =
      ranges.find((range) => range.range === type) ??
      ranges.find((range) => range.range === `${major}/*`) ??
      ranges.find((range) => range.range === '*/*');
    return found?.quality ?? 0;
  };
  const json = qualityOf('application/json');
  const xml = Math.max(qualityOf('application/xml'), qualityOf('text/xml'));
  if (json > xml) return 'json';
  if (xml > json) return 'xml';
  return fallback;
}

/** The response format of a request, from its headers. */
export function formatOf(request: IncomingMessage): Format {
  const accept = request.headers.accept;
  return responseFormat(
    typeof accept === 'string' ? accept : undefined,
    requestFormat(request.headers['content-type']),
  );
}

/**
 * Decodes strict UTF-8; `undefined` for bytes that are not UTF-8.
 * @example utf8(Buffer.from('é')) // 'é'
 */
export function utf8(bytes: Buffer): string | undefined {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return undefined;
  }
}

const DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n';

/** Text as XML character data; a character XML cannot hold becomes U+FFFD. */
function escapeXml(value: string): string {
  return value
    .replace(NOT_XML_CHARACTER, '\uFFFD')
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('\r', '&#13;');
}

/** A flat field value of a response. */
export type Scalar = string | number | boolean | null;

/** A response body that renders as JSON and as XML: scalars, nested objects and lists. */
export type Fields = { readonly [name: string]: Scalar | Fields | readonly (Scalar | Fields)[] };

/**
 * How each list of a body is written in XML: every entry an `item` element,
 * inside an element named as the list when `wrapped`, else repeated in place
 * of it. A list not named here repeats elements named as the list.
 */
export type XmlLists = { readonly [list: string]: { readonly item: string; readonly wrapped: boolean } };

/** The elements of one body's fields, in order; null fields left out. */
function xmlElements(fields: Fields, lists: XmlLists): string {
  let text = '';
  for (const [name, value] of Object.entries(fields)) {
    if (value === null) continue;
    if (Array.isArray(value)) {
      const shape = lists[name] ?? { item: name, wrapped: false };
      const items = (value as readonly (Scalar | Fields)[]).map((item) => xmlElement(shape.item, item, lists)).join('');
      text += shape.wrapped ? `<${name}>${items}</${name}>` : items;
    } else text += xmlElement(name, value as Scalar | Fields, lists);
  }
  return text;
}

/** One element: a scalar's text, or an object's elements. */
function xmlElement(name: string, value: Scalar | Fields, lists: XmlLists): string {
  if (value === null) return '';
  const content = typeof value === 'object' ? xmlElements(value, lists) : escapeXml(String(value));
  return `<${name}>${content}</${name}>`;
}

/**
 * An XML document of a body: one element per field, in order, null fields
 * left out, lists written as `lists` says.
 * @example xmlDocument('page', { pageUrl: '1' }) // '<?xml …?>\n<page><pageUrl>1</pageUrl></page>'
 */
export function xmlDocument(root: string, fields: Fields, lists: XmlLists = {}): string {
  return `${DECLARATION}<${root}>${xmlElements(fields, lists)}</${root}>`;
}

/**
 * Sends a body in the chosen format.
 * @example send(response, 200, 'json', { json: { ok: true }, xml: () => xmlDocument('ok', {}) });
 */
export function send(
  response: ServerResponse,
  status: number,
  format: Format,
  body: { json: unknown; xml: () => string },
  headers: Readonly<Record<string, string>> = {},
): void {
  const text = format === 'xml' ? body.xml() : JSON.stringify(body.json);
  response.writeHead(status, {
    'Content-Type': format === 'xml' ? 'application/xml; charset=utf-8' : 'application/json; charset=utf-8',
    'Content-Length': String(Buffer.byteLength(text)),
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
    Vary: 'Accept, Content-Type',
    ...headers,
  });
  response.end(text);
}

/**
 * Sends the service's error response: `{ "errors": [...] }`, or `<errors>…</errors>`.
 * @example sendErrors(response, 404, 'json', [{ code: 'not-found', parameter: '', message: 'No operation has this address.' }]);
 */
export function sendErrors(
  response: ServerResponse,
  status: number,
  format: Format,
  errors: readonly ErrorEntry[],
  headers?: Readonly<Record<string, string>>,
): void {
  send(
    response,
    status,
    format,
    { json: { errors }, xml: () => DECLARATION + serviceErrorsXml(errors as readonly ServiceError[]) },
    headers,
  );
}

/**
 * Answers 413 without reading the rest of the body, then closes the
 * connection once the answer has had a moment to reach the client.
 * @example refuseTooLarge(request, response, 'json', error);
 */
export function refuseTooLarge(
  request: IncomingMessage,
  response: ServerResponse,
  format: Format,
  error: ErrorEntry,
): void {
  let timer: NodeJS.Timeout | undefined;
  const stop = () => {
    clearTimeout(timer);
    if (!request.complete) request.destroy();
  };
  request.once('close', () => clearTimeout(timer));
  request.resume();
  response.once('finish', () => {
    if (!request.complete) timer = setTimeout(stop, 1000).unref();
  });
  sendErrors(response, 413, format, [error], { Connection: 'close' });
}
