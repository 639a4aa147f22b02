/**
 * What the sandbox's wire-level suites share beside test/support/sandbox.ts:
 * request bodies written as the service's XML, error bodies read back from
 * JSON or XML, raw bytes over a socket of their own, and a database driver
 * that a test can make fail or hold (given to the sandbox as `importModule`).
 */
import net from 'node:net';
import { XMLParser } from 'fast-xml-parser';
import type { ModuleLoader, RunningSandbox } from '../../src/sandbox/index.js';

/** One error of an error body. */
export interface WireError {
  readonly code: string;
  readonly parameter: string;
  readonly message: string;
}

/** An operation that takes a body of the service's fields. */
export type BodyOperation = 'account' | 'page';

const escapeText = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/** One element of a value: a list repeats the element, an object nests its fields. */
function element(name: string, value: unknown): string {
  if (value === undefined) return '';
  if (Array.isArray(value)) return value.map((entry) => element(name, entry)).join('');
  if (typeof value === 'object' && value !== null)
    return `<${name}>${Object.entries(value)
      .map(([inner, innerValue]) => element(inner, innerValue))
      .join('')}</${name}>`;
  return `<${name}>${escapeText(String(value))}</${name}>`;
}

/**
 * A body as the service's XML: root `fundraiserAccount` or `fundraiserpage`,
 * lists as repeated elements, the splits as repeated `charitysplits`.
 * @example toXml('page', { pageTitle: 'Swim' }) // '<?xml …?>\n<fundraiserpage><pageTitle>Swim</pageTitle></fundraiserpage>'
 */
export function toXml(operation: BodyOperation, body: Readonly<Record<string, unknown>>): string {
  const root = operation === 'account' ? 'fundraiserAccount' : 'fundraiserpage';
  const fields = Object.entries(body)
    .map(([name, value]) => element(name === 'charitySplits' ? 'charitysplits' : name, value))
    .join('');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<${root}>${fields}</${root}>`;
}

const xmlReader = new XMLParser({
  parseTagValue: false,
  trimValues: false,
  isArray: (name) => name === 'error',
});

/**
 * The errors of an error body in JSON (`{ errors: [...] }`) or XML
 * (`<errors><error>…</error></errors>`); `undefined` when the text is
 * neither, or not of that shape.
 * @example errorsOf('{"errors":[]}', 'application/json') // []
 */
export function errorsOf(text: string, contentType: string): WireError[] | undefined {
  try {
    if (contentType.startsWith('application/json')) {
      const parsed = JSON.parse(text) as { errors?: unknown };
      return wellFormed(parsed.errors);
    }
    if (contentType.startsWith('application/xml')) {
      const parsed = xmlReader.parse(text) as { errors?: { error?: unknown } | '' };
      if (parsed.errors === undefined) return undefined;
      const errors = parsed.errors === '' ? [] : (parsed.errors.error ?? []);
      return wellFormed(
        (errors as Record<string, unknown>[]).map((error) => ({ ...error, parameter: error.parameter ?? '' })),
      );
    }
  } catch {
    return undefined;
  }
  return undefined;
}

/** The list when every entry is `{ code, parameter, message }` of strings, the code and message not empty. */
function wellFormed(errors: unknown): WireError[] | undefined {
  if (!Array.isArray(errors) || errors.length === 0) return undefined;
  for (const error of errors) {
    const { code, parameter, message } = (error ?? {}) as Record<string, unknown>;
    if (typeof code !== 'string' || code === '' || typeof parameter !== 'string') return undefined;
    if (typeof message !== 'string' || message === '') return undefined;
  }
  return errors as WireError[];
}

/** What came back on a raw connection: each response's status, and all the bytes as latin1 text. */
export interface RawAnswer {
  readonly statuses: number[];
  readonly text: string;
}

/** The statuses of the responses in `text`, in order (a 100 Continue included). */
function statusesIn(text: string): number[] {
  const statuses: number[] = [];
  let at = text.indexOf('HTTP/1.1 ');
  while (at !== -1) {
    const status = Number(text.slice(at + 9, at + 12));
    if (Number.isInteger(status) && (at === 0 || text.slice(at - 2, at) === '\n\n' || text[at - 1] === '\n'))
      statuses.push(status);
    at = text.indexOf('HTTP/1.1 ', at + 9);
  }
  return statuses;
}

/**
 * Writes `bytes` on a connection of their own, ends it, and reads every
 * response until the sandbox closes the connection (at most `ms`).
 * @example const { statuses } = await exchange(sandbox, 'GET / HTTP/1.1\r\nHost: x\r\n\r\n');
 */
export function exchange(sandbox: RunningSandbox, bytes: string | Buffer, ms = 10_000): Promise<RawAnswer> {
  return new Promise((resolve) => {
    const socket = net.connect(Number(new URL(sandbox.url).port), '127.0.0.1');
    const chunks: Buffer[] = [];
    const timer = setTimeout(() => socket.destroy(), ms);
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearTimeout(timer);
      const text = Buffer.concat(chunks).toString('latin1');
      resolve({ statuses: statusesIn(text), text });
    });
    socket.end(bytes);
  });
}

/**
 * A POST request as raw bytes: its request line, `headers` (lines), a
 * Content-Length of the body, `Connection: close`, and the body.
 * @example rawPost('/fundraisers/v1/newaccount?api_key=k', '{}')
 */
export function rawPost(target: string, body = '{}', headers: readonly string[] = ['Content-Type: application/json']) {
  return [
    `POST ${target} HTTP/1.1`,
    'Host: 127.0.0.1',
    ...headers,
    `Content-Length: ${Buffer.byteLength(body)}`,
    'Connection: close',
    '',
    body,
  ].join('\r\n');
}

/**
 * The body of the first response in a raw answer, as UTF-8 text.
 * @example errorsOf(rawBody(await exchange(sandbox, rawPost('/x'))), 'application/json')
 */
export function rawBody(answer: RawAnswer): string {
  const head = answer.text.indexOf('\r\n\r\n');
  return head === -1 ? '' : Buffer.from(answer.text.slice(head + 4), 'latin1').toString('utf8');
}

/** A query runner of either driver (node-postgres's pool passes a callback too). */
type Query = (sql: string, ...rest: unknown[]) => Promise<unknown>;

/**
 * A database driver a test controls: every statement passes `fault` first
 * (which may throw), and while a hold is set the write transactions wait
 * until as many as it names have begun, so that concurrent requests all
 * pass their checks before any of them writes.
 */
export interface DriverControl {
  /** Given to the sandbox as `importModule`. */
  readonly load: ModuleLoader;
  /** Makes each statement `fails` accepts throw (`undefined`: none). */
  fail(fails: ((sql: string) => boolean) | undefined): void;
  /** Holds the next `n` transactions until all `n` have begun; resolves to how many began. */
  hold(n: number): { readonly began: () => number };
}

/**
 * A driver over PGlite or node-postgres that a test can make fail or hold.
 * @example const driver = controlledDriver(); const sandbox = await sandboxOn(kind, { importModule: driver.load });
 */
export function controlledDriver(): DriverControl {
  let fails: ((sql: string) => boolean) | undefined;
  let held: { n: number; began: number; open: () => void; opened: Promise<void> } | undefined;
  const check = (sql: string) => {
    if (fails?.(sql)) throw new Error('injected database fault');
  };
  const gate = async () => {
    const current = held;
    if (current === undefined) return;
    current.began += 1;
    if (current.began >= current.n) {
      held = undefined;
      current.open();
    }
    await current.opened;
  };
  const checked =
    (query: Query): Query =>
    (sql, ...rest) => {
      check(sql);
      return query(sql, ...rest);
    };

  const load: ModuleLoader = async (name) => {
    const real = (await import(name)) as Record<string, unknown> & { default?: Record<string, unknown> };
    if (name === '@electric-sql/pglite') {
      const { PGlite } = real as unknown as {
        PGlite: {
          create(options: unknown): Promise<{
            query: Query;
            transaction<T>(work: (tx: { query: Query }) => Promise<T>): Promise<T>;
            close(): Promise<void>;
          }>;
        };
      };
      return {
        PGlite: {
          async create(options: unknown) {
            const db = await PGlite.create(options);
            return {
              query: checked((sql, ...rest) => db.query(sql, ...rest)),
              async transaction<T>(work: (tx: { query: Query }) => Promise<T>): Promise<T> {
                await gate();
                return db.transaction((tx) => work({ query: checked((sql, ...rest) => tx.query(sql, ...rest)) }));
              },
              close: () => db.close(),
            };
          },
        },
      };
    }
    if (name === 'pg') {
      const pg = (real.default ?? real) as unknown as {
        Pool: new (options: unknown) => { query: Query; connect(callback?: unknown): unknown };
        types: unknown;
      };
      const patched = new WeakSet<object>();
      class Pool extends pg.Pool {
        override query: Query = checked((sql, ...rest) => super.query(sql, ...rest));
        override connect(callback?: unknown): unknown {
          if (callback !== undefined) return super.connect(callback);
          return (async () => {
            await gate();
            const client = (await super.connect()) as { query: Query };
            if (!patched.has(client)) {
              patched.add(client);
              client.query = checked(client.query.bind(client));
            }
            return client;
          })();
        }
      }
      return { Pool, types: pg.types };
    }
    return real;
  };

  return {
    load,
    fail(next) {
      fails = next;
    },
    hold(n) {
      let open: () => void = () => undefined;
      const opened = new Promise<void>((resolve) => {
        open = resolve;
      });
      const current = { n, began: 0, open, opened };
      held = current;
      return { began: () => current.began };
    },
  };
}
