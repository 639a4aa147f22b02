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
  release(): void;
}
interface PgPool extends Queryable {
  connect(): Promise<PgClient>;
  end(): Promise<void>;
}
interface PgModule {
  Pool: new (options: { connectionString: string; max?: number }) => PgPool;
}

/**
 * Connects to a PostgreSQL server through a pool of node-postgres clients.
 * @example const db = await openPostgres('postgres://localhost/sandbox', (name) => import(name));
 */
export async function openPostgres(connectionString: string, load: ModuleLoader): Promise<Database> {
  const loaded = (await loadDriver('pg', load)) as PgModule & { default?: PgModule };
  const pg = loaded.default ?? loaded;
  const pool = new pg.Pool({ connectionString, max: 5 });
  // A connection that fails later is reported by the query that used it, not as an unhandled event.
  (pool as unknown as { on(event: string, listener: () => void): void }).on('error', () => undefined);
  await pool.query('select 1');
  return {
    query: (sql, params) => pool.query(sql, params === undefined ? [] : [...params]),
    async transaction(work) {
      const client = await pool.connect();
      try {
        await client.query('begin');
        const result = await work(client);
        await client.query('commit');
        return result;
      } catch (error) {
        await client.query('rollback').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
