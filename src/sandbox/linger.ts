/**
 * A lingering close for the sandbox's connections. Node closes a connection
 * as soon as the last answer on it is written (`socket.destroySoon()`),
 * even when the client is still sending a body the sandbox did not read (an
 * answer given before the body: 401, 404, 405, 413, a control that takes no
 * body). Closing with unread bytes makes the kernel reset the connection,
 * and a reset can discard the answer before the client reads it. Here the
 * connection's sending side is ended at once, what the client still sends is
 * read and dropped, and the connection closes when the client has finished
 * or after a second, whichever comes first.
 */
import type { Socket } from 'node:net';

/** How long a closing connection keeps reading what the client still sends. */
const LINGER_MS = 1000;

/**
 * Makes Node's close of a finished connection a lingering one.
 * @example server.on('connection', lingerOnClose);
 */
export function lingerOnClose(socket: Socket): void {
  const closing = socket as Socket & { destroySoon?: () => void };
  if (typeof closing.destroySoon !== 'function') return;
  closing.destroySoon = () => {
    if (socket.writable) socket.end();
    if (socket.destroyed) return;
    const timer = setTimeout(() => socket.destroy(), LINGER_MS).unref();
    socket.once('close', () => clearTimeout(timer));
    // The client has sent everything: close once the answer is out too.
    const done = () => (socket.writableFinished ? socket.destroy() : socket.once('finish', () => socket.destroy()));
    if (socket.readableEnded) done();
    else socket.once('end', done);
    // Keep reading: the HTTP parser drops what follows an answered request.
    socket.resume();
  };
}
