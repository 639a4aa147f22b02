/**
 * Requests Node's HTTP parser refuses before the sandbox sees them (a
 * request line or header that is not HTTP, headers over the size limit, a
 * client too slow to send its head): answered with the service's error
 * body in JSON, as every other refusal, instead of Node's bare status line.
 */
import type { Duplex } from 'node:stream';

/** The status of each parser failure that has one of its own; any other is 400. */
const STATUSES: Readonly<Record<string, readonly [number, string, string]>> = {
  HPE_HEADER_OVERFLOW: [431, 'Request Header Fields Too Large', 'The request headers are too large.'],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'Request Timeout', 'The request did not arrive in time.'],
};

/**
 * Answers a request the HTTP parser refused, on a connection nothing has been
 * written to yet, and closes the connection.
 * @example server.on('clientError', answerClientError);
 */
export function answerClientError(failure: Error & { code?: string }, socket: Duplex): void {
  const written = (socket as Duplex & { bytesWritten?: number }).bytesWritten ?? 0;
  if (failure.code === 'ECONNRESET' || !socket.writable || written > 0) {
    socket.destroy();
    return;
  }
  const [status, reason, message] = (failure.code !== undefined && Object.hasOwn(STATUSES, failure.code)
    ? STATUSES[failure.code]
    : undefined) ?? [400, 'Bad Request', 'The request is not well-formed HTTP.'];
  const body = JSON.stringify({ errors: [{ code: 'bad-request', parameter: '', message }] });
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nCache-Control: no-store\r\nConnection: close\r\n\r\n${body}`,
  );
}
