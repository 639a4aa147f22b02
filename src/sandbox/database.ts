/**
 * The sandbox's two database drivers behind one small interface: PGlite
 * (Postgres in this process, in memory or in a data directory) and
 * node-postgres (`pg`, a PostgreSQL server). Both are optional peer
 * dependencies, loaded only when asked for.
 */

/** The rows of a query. */
export interface Rows<R> {
  readonly rows: R[];
}

/** What runs SQL: the database, or one of its transactions. */
export interface Queryable {
  query<R>(sql: string, params?: readonly unknown[]): Promise<Rows<R>>;
}

/** An open database: queries, transactions, and closing. */
export interface Database extends Queryable {
  /** Runs `work` in one transaction: committed when it resolves, rolled back when it rejects. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/**
 * Imports a module by name; replaceable (tests simulate a missing driver).
 * @example const load: ModuleLoader = (name) => import(name);
 */
export type ModuleLoader = (name: string) => Promise<unknown>;

/**
 * The database driver the sandbox needs is not installed.
 * @example new MissingDriverError('@electric-sql/pglite').message // 'the sandbox needs the package …'
 */
export class MissingDriverError extends Error {
  override readonly name = 'MissingDriverError';
  constructor(readonly packageName: string) {
    super(`the sandbox needs the package ${packageName}: install it with npm install ${packageName}`);
  }
}

/** Imports a driver package, turning "not found" into `MissingDriverError`. */
async function loadDriver(name: string, load: ModuleLoader): Promise<unknown> {
  try {
    return await load(name);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException | undefined)?.code;
    if (code === 'ERR_MODULE_NOT_FOUND' || code === 'MODULE_NOT_FOUND') throw new MissingDriverError(name);
    throw error;
  }
}

/** The parts of PGlite the sandbox uses. */
interface PGliteLike extends Queryable {
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}
interface PGliteModule {
  PGlite: { create(options?: { dataDir?: string }): Promise<PGliteLike> };
}

/**
 * Opens PGlite, in memory without `dataDir`.
 * @example const db = await openPglite({ dataDir: './data' }, (name) => import(name));
 */
export async function openPglite(options: { dataDir?: string | undefined }, load: ModuleLoader): Promise<Database> {
  const module = (await loadDriver('@electric-sql/pglite', load)) as PGliteModule;
  const db = await module.PGlite.create(options.dataDir === undefined ? {} : { dataDir: options.dataDir });
  return {
    query: (sql, params) => db.query(sql, params === undefined ? [] : [...params]),
    transaction: (work) => db.transaction(work),
    close: () => db.close(),
  };
}

/** The parts of node-postgres the sandbox uses. */
interface PgClient extends Queryable {
  /** Gives the client back to the pool; with `true`, closes it instead. */
  release(destroy?: boolean): void;
}
interface PgPool extends Queryable {
  connect(): Promise<PgClient>;
  end(): Promise<void>;
  on(event: 'error', listener: () => void): void;
}
type TypeParser = (text: string) => unknown;
interface PgModule {
  Pool: new (options: {
    connectionString: string;
    max?: number;
    types?: { getTypeParser(oid: number, format?: 'text' | 'binary'): TypeParser };
  }) => PgPool;
  types: { getTypeParser(oid: number, format?: 'text' | 'binary'): TypeParser };
}

/**
 * The server of a PostgreSQL URL cannot be reached, or refuses to sign in.
 * @example new DatabaseUnreachableError('postgres://sandbox:secret@db/sandbox', 'connect ECONNREFUSED').message // 'cannot connect to postgres://sandbox:***@db/sandbox: connect ECONNREFUSED'
 */
export class DatabaseUnreachableError extends Error {
  override readonly name = 'DatabaseUnreachableError';
  constructor(connectionString: string, reason: string, options?: ErrorOptions) {
    super(`cannot connect to ${withoutPassword(connectionString)}: ${reason}`, options);
  }
}

/** A connection string with its password replaced by `***`, for messages. */
function withoutPassword(connectionString: string): string {
  try {
    const url = new URL(connectionString);
    if (url.password !== '') url.password = '***';
    return url.href;
  } catch {
    return 'the database URL';
  }
}

/** Type OIDs that node-postgres reads otherwise than PGlite. */
const INT8 = 20;
const INT8_ARRAY = 1016;
const NUMERIC_ARRAY = 1231;
const TEXT_ARRAY = 1009;

/** An int8 as PGlite reads it: a number, or a bigint past `Number.MAX_SAFE_INTEGER`. */
function int8(text: string): number | bigint {
  const value = Number(text);
  return Number.isSafeInteger(value) ? value : BigInt(text);
}

/**
 * node-postgres's parsers, changed to read values as PGlite does, so the
 * store sees the same JavaScript whatever the driver: int8 (counts, sums,
 * identities) as numbers, and numeric arrays as strings, like numeric.
 */
function pgliteParsers(pg: PgModule): { getTypeParser(oid: number, format?: 'text' | 'binary'): TypeParser } {
  const texts = pg.types.getTypeParser(TEXT_ARRAY) as (text: string) => (string | null)[];
  return {
    getTypeParser(oid, format) {
      if (format === 'binary') return pg.types.getTypeParser(oid, format);
      if (oid === INT8) return int8;
      if (oid === INT8_ARRAY) return (text) => texts(text).map((item) => (item === null ? null : int8(item)));
      if (oid === NUMERIC_ARRAY) return texts;
      return pg.types.getTypeParser(oid, format);
    },
  };
}

/**
 * Connects to a PostgreSQL server through a pool of node-postgres clients;
 * a server that cannot be reached is `DatabaseUnreachableError`.
 * @example const db = await openPostgres('postgres://localhost/sandbox', (name) => import(name));
 */
export async function openPostgres(connectionString: string, load: ModuleLoader): Promise<Database> {
  const loaded = (await loadDriver('pg', load)) as PgModule & { default?: PgModule };
  const pg = loaded.default ?? loaded;
  const pool = new pg.Pool({ connectionString, max: 5, types: pgliteParsers(pg) });
  // A connection that fails later is reported by the query that used it, not as an unhandled event.
  pool.on('error', () => undefined);
  try {
    await pool.query('select 1');
  } catch (error) {
    await pool.end().catch(() => undefined);
    const { message, code } = (error ?? {}) as { message?: string; code?: string };
    throw new DatabaseUnreachableError(connectionString, message || code || String(error), { cause: error });
  }
  return {
    query: (sql, params) => pool.query(sql, params === undefined ? [] : [...params]),
    async transaction(work) {
      const client = await pool.connect();
      // A client whose rollback failed has a broken connection: it is closed, not reused.
      let broken = false;
      try {
        await client.query('begin');
        const result = await work(client);
        await client.query('commit');
        return result;
      } catch (error) {
        await client.query('rollback').catch(() => {
          broken = true;
        });
        throw error;
      } finally {
        client.release(broken);
      }
    },
    close: () => pool.end(),
  };
}
