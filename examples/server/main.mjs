#!/usr/bin/env node
/**
 * Runs the reference server:
 *
 *   node examples/server/main.mjs --port 8080 --data ./data
 *
 * Options: --port (default 8080; 0 picks a free one), --host (default
 * 127.0.0.1), --data DIR (PGlite's data directory; without it the database
 * is in memory and lost at exit), --base-url URL (the {base_url} of
 * responseURI and pageURI), --timings (serve GET /__timings, for the bench).
 * Prints "listening on <url>" once it accepts requests; stops on SIGINT or
 * SIGTERM.
 */
import { parseArgs } from 'node:util';
import { startServer } from './server.mjs';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '8080' },
    host: { type: 'string', default: '127.0.0.1' },
    data: { type: 'string' },
    'base-url': { type: 'string' },
    timings: { type: 'boolean', default: false },
  },
  strict: true,
});

const port = Number(values.port);
if (!Number.isInteger(port) || port < 0 || port > 65_535) {
  console.error(`--port must be a whole number from 0 to 65535, not '${values.port}'`);
  process.exit(2);
}

const app = await startServer({
  port,
  host: values.host,
  ...(values.data === undefined ? {} : { dataDir: values.data }),
  ...(values['base-url'] === undefined ? {} : { baseUrl: values['base-url'].replace(/\/+$/, '') }),
  timings: values.timings,
});
console.log(
  `listening on ${app.url}${values.data === undefined ? ' (in-memory database)' : ` (data in ${values.data})`}`,
);

let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  await app.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
