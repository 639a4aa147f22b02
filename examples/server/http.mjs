/**
 * HTTP plumbing: the request body read within a byte limit, the formats
 * (Content-Type picks the reader, Accept the response), and the responses.
 */
import { serviceErrorsXml } from 'fundraising-rules/xml';

/** The largest request body accepted: 1 MiB. */
export const MAX_BODY_BYTES = 1024 * 1024;

/** @typedef {'json' | 'xml'} Format */

/** The body passed the byte limit: the server answers 413 and closes the connection. */
export class BodyTooLarge extends Error {
  /** @param {number} bytes how many bytes had arrived (or were declared) when it was refused */
  constructor(bytes) {
    super(`the body has more than ${MAX_BODY_BYTES} bytes (${bytes} seen)`);
    this.name = 'BodyTooLarge';
    this.bytes = bytes;
  }
}

/** The client went away before its body arrived whole: nobody to answer. */
export class ClientGone extends Error {
  constructor() {
    super('the client closed the connection before its body arrived');
    this.name = 'ClientGone';
  }
}

/**
 * The declared Content-Length, or `undefined` (chunked, or none).
 * @param {import('node:http').IncomingMessage} request
 */
export function declaredLength(request) {
  const header = request.headers['content-length'];
  if (header === undefined || !/^\d+$/.test(header)) return undefined;
  return Number(header);
}

/**
 * Reads the body, counting bytes as they arrive; rejects with `BodyTooLarge`
 * as soon as they pass `limit` (the rest is never read: the caller answers
 * and destroys the connection), and with `ClientGone` when the request ends
 * early.
 * @param {import('node:http').IncomingMessage} request
 * @param {number} limit
 * @returns {Promise<Buffer>}
 */
export function readBody(request, limit) {
  return new Promise((resolve, reject) => {
    /** @type {Buffer[]} */
    const chunks = [];
    let bytes = 0;
    const cleanup = () => {
      request.off('data', onData);
      request.off('end', onEnd);
      request.off('error', onGone);
      request.off('close', onGone);
    };
    /** @param {Buffer} chunk */
    const onData = (chunk) => {
      bytes += chunk.length;
      if (bytes > limit) {
        cleanup();
        reject(new BodyTooLarge(bytes));
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
      reject(new ClientGone());
    };
    request.on('data', onData);
    request.on('end', onEnd);
    request.on('error', onGone);
    request.on('close', onGone);
  });
}

/**
 * What the Content-Type names: a reader's format, `null` for a type (or a
 * charset) no reader takes, `undefined` when there is none.
 * @param {string | undefined} header
 * @returns {Format | null | undefined}
 */
export function requestFormat(header) {
  if (header === undefined || header.trim() === '') return undefined;
  const [type = '', ...parameters] = header.split(';').map((part) => part.trim().toLowerCase());
  const charset = parameters.find((parameter) => parameter.startsWith('charset='))?.slice('charset='.length);
  if (charset !== undefined && !['utf-8', 'utf8', '"utf-8"'].includes(charset)) return null;
  if (type === 'application/json') return 'json';
  if (type === 'application/xml' || type === 'text/xml') return 'xml';
  return null;
}

/**
 * The response format: the one the Accept header prefers (q-values, the
 * most specific range deciding), else the request's own format, else JSON.
 * An Accept that takes neither is not refused: the request's format is used.
 * @param {string | undefined} accept
 * @param {Format | null | undefined} requested
 * @returns {Format}
 */
export function responseFormat(accept, requested) {
  const fallback = requested ?? 'json';
  if (accept === undefined || accept.trim() === '') return fallback;
  const ranges = accept.split(',').map((part) => {
    const [range = '', ...parameters] = part.split(';').map((piece) => piece.trim().toLowerCase());
    const q = parameters.find((parameter) => parameter.startsWith('q='));
    const quality = q === undefined ? 1 : Number(q.slice(2));
    return { range, quality: Number.isFinite(quality) ? quality : 0 };
  });
  /** @param {string} type */
  const qualityOf = (type) => {
    const [major] = type.split('/');
    const exact = ranges.find((range) => range.range === type);
    const group = ranges.find((range) => range.range === `${major}/*`);
    const any = ranges.find((range) => range.range === '*/*');
    return (exact ?? group ?? any)?.quality ?? 0;
  };
  const json = qualityOf('application/json');
  const xml = Math.max(qualityOf('application/xml'), qualityOf('text/xml'));
  if (json > xml) return 'json';
  if (xml > json) return 'xml';
  return fallback;
}

/**
 * Decodes strict UTF-8 (a byte-order mark is dropped); `undefined` for bytes that are not UTF-8.
 * @param {Buffer} bytes
 */
export function utf8(bytes) {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return undefined;
  }
}

/** @param {string} text */
function escapeXml(text) {
  return text
    .replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, '\uFFFD')
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;');
}

const DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n';

/**
 * A flat XML document: one element per field, in order; null fields left out.
 * @param {string} root
 * @param {Record<string, string | number | boolean | null>} fields
 */
export function xmlDocument(root, fields) {
  const elements = Object.entries(fields)
    .filter(([, value]) => value !== null)
    .map(([name, value]) => `<${name}>${escapeXml(String(value))}</${name}>`)
    .join('');
  return `${DECLARATION}<${root}>${elements}</${root}>`;
}

/** @typedef {{ code: string, parameter: string, message: string }} ServiceError */

/**
 * Sends a response body in the chosen format.
 * @param {import('node:http').ServerResponse} response
 * @param {number} status
 * @param {Format} format
 * @param {{ json: unknown, xml: () => string }} body
 * @param {Record<string, string>} [headers]
 */
export function send(response, status, format, body, headers = {}) {
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
 * @param {import('node:http').ServerResponse} response
 * @param {number} status
 * @param {Format} format
 * @param {ServiceError[]} errors
 * @param {Record<string, string>} [headers]
 */
export function sendErrors(response, status, format, errors, headers) {
  send(response, status, format, { json: { errors }, xml: () => DECLARATION + serviceErrorsXml(errors) }, headers);
}

/**
 * How long, and how much more, a refused body is still read (and thrown
 * away) after the 413 is written, before the connection is destroyed: a
 * connection closed with unread bytes is reset, and a reset makes the
 * client's network stack drop the 413 it has not read yet (a lingering
 * close, as nginx does).
 */
export const LINGER = Object.freeze({ ms: 1000, bytes: MAX_BODY_BYTES });

/**
 * Answers 413 at once, without reading the body further: whatever still
 * arrives is counted and thrown away, never kept, and the connection is
 * destroyed once the answer has had `LINGER.ms` to reach the client, or as
 * soon as `LINGER.bytes` more have come.
 * @param {import('node:http').IncomingMessage} request
 * @param {import('node:http').ServerResponse} response
 * @param {Format} format
 * @param {ServiceError} error
 */
export function refuseTooLarge(request, response, format, error) {
  let discarded = 0;
  /** @type {NodeJS.Timeout | undefined} */
  let timer;
  const stop = () => {
    clearTimeout(timer);
    if (!request.complete) request.destroy();
  };
  request.on('data', (/** @type {Buffer} */ chunk) => {
    discarded += chunk.length;
    if (discarded > LINGER.bytes) stop();
  });
  request.once('close', () => clearTimeout(timer));
  request.resume();
  response.once('finish', () => {
    if (!request.complete) timer = setTimeout(stop, LINGER.ms).unref();
  });
  sendErrors(response, 413, format, [error]);
}
