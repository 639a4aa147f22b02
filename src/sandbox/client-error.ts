/**
 * Requests Node's HTTP parser refuses before the sandbox sees them (a
 * request line or header that is not HTTP, headers over the size limit, a
 * client too slow to send its head): answered with the service's error
 * body in JSON, as every other refusal, instead of Node's bare status line.
 */
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';

/** The answer of each connection's request in progress: once it has sent its head, an error written there would corrupt it. */
const answering = new WeakMap<Duplex, ServerResponse>();

/**
 * Answers, on `server`, the requests its HTTP parser refuses (see
 * `answerClientError`), keeping track of each connection's answer in
 * progress: once its head is sent, only closing is safe.
 * @example answerClientErrors(createServer(handler));
 */
export function answerClientErrors(server: Server): void {
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    const { socket } = request;
    answering.set(socket, response);
    const done = () => answering.delete(socket);
    response.once('finish', done).once('close', done);
  });
  server.on('clientError', answerClientError);
}

/** The status of each parser failure that has one of its own; any other is 400. */
const STATUSES: Readonly<Record<string, readonly [number, string, string]>> = {
  HPE_HEADER_OVERFLOW: [431, 'Request Header Fields Too Large', 'The request headers are too large.'],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'Request Timeout', 'The request did not arrive in time.'],
};

/**
 * Answers a request the HTTP parser refused, unless the answer in progress
 * on its connection has sent its head (a kept-alive connection may have
 * answered earlier requests), and closes the connection.
 * @example server.on('clientError', answerClientError);
 */
function answerClientError(failure: Error & { code?: string }, socket: Duplex): void {
  if (failure.code === 'ECONNRESET' || !socket.writable || answering.get(socket)?.headersSent === true) {
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
