/**
 * `fundraising-rules serve`: runs the sandbox (contract section 11) until
 * SIGINT or SIGTERM. Its first line on standard output is `listening on
 * http://HOST:PORT`.
 */
import { readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { parseYmd } from '../runtime/calendar.js';
import { API_KEY_RULE, usableApiKey } from '../sandbox/api-keys.js';
import {
  DatabaseUnreachableError,
  MissingDriverError,
  type ModuleLoader,
  SeedError,
  startSandbox,
} from '../sandbox/index.js';
import { UsageError } from './args.js';
import type { Streams } from './run.js';

/** What a test may replace: the driver loader, and what stops the server in place of a signal. */
export interface ServeHooks {
  readonly importModule?: ModuleLoader | undefined;
  readonly stop?: AbortSignal | undefined;
}

/** A whole number from `min` to `max`, written as one. */
function wholeOption(name: string, value: string | undefined, min: number, max: number): number | undefined {
  if (value === undefined) return undefined;
  const number = Number(value);
  if (!(Number.isInteger(number) && String(number) === value && number >= min && number <= max))
    throw new UsageError(`--${name} must be a whole number from ${min} to ${max}, not '${value}'`);
  return number;
}

/** Reads the serve command line. */
function serveOptions(argv: readonly string[]) {
  let parsed: ReturnType<typeof parse>;
  function parse() {
    return parseArgs({
      args: [...argv],
      strict: true,
      allowPositionals: false,
      options: {
        port: { type: 'string' },
        host: { type: 'string' },
        data: { type: 'string' },
        database: { type: 'string' },
        seed: { type: 'string' },
        'api-key': { type: 'string', multiple: true },
        'base-url': { type: 'string' },
        'token-lifetime': { type: 'string' },
        today: { type: 'string' },
      },
    });
  }
  try {
    parsed = parse();
  } catch (error) {
    throw new UsageError(`serve: ${(error as Error).message.split('\n')[0]}`);
  }
  const { values } = parsed;
  if (values.today !== undefined && parseYmd(values.today) === undefined)
    throw new UsageError(
      `--today must be a real calendar date written YYYYMMDD, such as 20261122, not '${values.today}'`,
    );
  if (values.data !== undefined && values.database !== undefined)
    throw new UsageError('--data and --database cannot be used together');
  if (
    values.database !== undefined &&
    !(values.database.startsWith('postgres://') || values.database.startsWith('postgresql://'))
  )
    throw new UsageError(`--database must be a postgres:// URL, not '${values.database}'`);
  for (const key of values['api-key'] ?? [])
    if (!usableApiKey(key)) throw new UsageError(`--api-key '${key}': ${API_KEY_RULE}`, false);
  return {
    port: wholeOption('port', values.port, 0, 65_535) ?? 8080,
    host: values.host ?? '127.0.0.1',
    dataDir: values.data,
    database: values.database,
    seedFile: values.seed,
    apiKeys: values['api-key'],
    baseUrl: values['base-url'],
    tokenLifetime: wholeOption('token-lifetime', values['token-lifetime'], 1, 31_536_000),
    today: values.today,
  };
}

/** The seed file, parsed; a usage error when it cannot be read or is not JSON. */
async function readSeed(file: string): Promise<unknown> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    throw new UsageError(`--seed ${file}: cannot be read (${(error as NodeJS.ErrnoException).code ?? 'error'})`, false);
  }
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new UsageError(`--seed ${file}: not JSON (${(error as Error).message})`, false);
  }
}

/**
 * Runs the sandbox until SIGINT/SIGTERM (or `hooks.stop`); returns the exit
 * status: 0 after a clean stop, 2 for a usage or configuration error (a
 * missing database driver, a database server that cannot be reached, a seed
 * in error).
 * @example process.exitCode = await serve(['--port', '0'], process);
 */
export async function serve(argv: readonly string[], streams: Streams, hooks: ServeHooks = {}): Promise<number> {
  const options = serveOptions(argv);
  const seed = options.seedFile === undefined ? undefined : await readSeed(options.seedFile);
  let sandbox: Awaited<ReturnType<typeof startSandbox>>;
  try {
    sandbox = await startSandbox({
      port: options.port,
      host: options.host,
      dataDir: options.dataDir,
      database: options.database,
      seed,
      apiKeys: options.apiKeys,
      baseUrl: options.baseUrl,
      tokenLifetime: options.tokenLifetime,
      today: options.today,
      importModule: hooks.importModule,
    });
  } catch (error) {
    if (error instanceof MissingDriverError || error instanceof DatabaseUnreachableError)
      throw new UsageError(`serve: ${error.message}`, false);
    if (error instanceof SeedError) throw new UsageError(`--seed ${options.seedFile}: ${error.message}`, false);
    if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE')
      throw new UsageError(`serve: ${options.host}:${options.port} is in use`, false);
    throw error;
  }
  streams.stdout.write(`listening on ${sandbox.url}\n`);
  if (options.apiKeys === undefined) streams.stdout.write(`api key: ${sandbox.apiKeys.join(', ')}\n`);
  await new Promise<void>((resolve) => {
    const stop = () => {
      process.off('SIGINT', stop);
      process.off('SIGTERM', stop);
      resolve();
    };
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
    hooks.stop?.addEventListener('abort', stop, { once: true });
  });
  await sandbox.close();
  return 0;
}
