/**
 * The sandbox's two database drivers (src/sandbox/database.ts) on the types
 * and behaviours the store relies on, each on a fresh database: the same
 * JavaScript values from PGlite and node-postgres (timestamptz, float8,
 * int8 and bigint identities, numeric, text[]), a transaction rolled back
 * whole, a unique violation reaching the store as `WriteConflict`, several
 * queries at once on the node-postgres pool, and a server that cannot be
 * reached named without its password.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { UsageError } from '../src/cli/args.js';
import { serve } from '../src/cli/serve.js';
import { type Database, DatabaseUnreachableError, openPglite, openPostgres } from '../src/sandbox/database.js';
import { migrate } from '../src/sandbox/migrations.js';
import { Store, WriteConflict } from '../src/sandbox/store.js';
import { beforeAllOrFail, DATABASES, type DatabaseKind, freshPostgresDatabase } from './support/sandbox.js';

const load = (name: string) => import(name);

/** A fresh, migrated database of the kind, and how to put it away. */
async function open(kind: DatabaseKind): Promise<{ db: Database; done(): Promise<void> }> {
  if (kind === 'pglite') {
    const db = await openPglite({}, load);
    return { db, done: () => db.close() };
  }
  const fresh = await freshPostgresDatabase();
  const db = await openPostgres(fresh.url, load).catch(async (error: unknown) => {
    await fresh.drop();
    throw error;
  });
  return {
    db,
    async done() {
      await db.close();
      await fresh.drop();
    },
  };
}

for (const kind of DATABASES)
  describe(kind, () => {
    let opened: { db: Database; done(): Promise<void> } | undefined;
    const db = (): Database => {
      if (opened === undefined) throw new Error(`the ${kind} database did not open`);
      return opened.db;
    };

    beforeAllOrFail(async () => {
      opened = await open(kind);
      await migrate(opened.db);
    });
    afterAll(() => opened?.done());

    it('reads timestamptz, float8, int8, numeric and text[] as the other driver does', async () => {
      const codes = ['plain', 'with,comma', 'with "quotes"', 'with\\backslash', '{braces}', 'NULL', ''];
      const { rows } = await db().query<Record<string, unknown>>(
        `select (extract(epoch from $1::timestamptz) * 1000)::float8 as ms, 1.5::float8 as f8,
           9007199254740991::int8 as safe, 9007199254740993::int8 as unsafe, count(*) as counted,
           12.50::numeric(19, 2) as amount, $2::text[] as codes, array[1, 2]::int8[] as int8s
         from (values (1), (2), (3)) as three (n)`,
        ['2026-11-22T09:30:00.125Z', codes],
      );
      expect(rows[0]).toEqual({
        ms: Date.UTC(2026, 10, 22, 9, 30, 0, 125),
        f8: 1.5,
        safe: Number.MAX_SAFE_INTEGER,
        unsafe: 9_007_199_254_740_993n,
        counted: 3,
        amount: '12.50',
        codes,
        int8s: [1, 2],
      });
    });

    it('numbers bigint identities as numbers, in order', async () => {
      for (const to of ['a@example.co.uk', 'b@example.co.uk'])
        await db().query(
          `insert into outbox (to_address, kind, subject, body, account_id, sent_at)
           values ($1, 'welcome', 's', 'b', 'x', now())`,
          [to],
        );
      const { rows } = await db().query<{ id: unknown }>('select id from outbox order by id');
      const [first, second] = rows.map((row) => row.id);
      expect(typeof first).toBe('number');
      expect(second).toBe(Number(first) + 1);
    });

    it('rolls a failed transaction back whole', async () => {
      const failure = new Error('stop');
      await expect(
        db().transaction(async (tx) => {
          await tx.query(`insert into countries (code, name) values ('ZZ', 'Nowhere')`);
          throw failure;
        }),
      ).rejects.toBe(failure);
      const { rows } = await db().query(`select 1 from countries where code = 'ZZ'`);
      expect(rows).toEqual([]);
    });

    it('a unique violation (SQLSTATE 23505) reaches the store as WriteConflict, naming the constraint', async () => {
      const store = new Store(db());
      const now = new Date('2026-11-22T09:00:00Z');
      const account = {
        title: 'Ms',
        forename: 'Ada',
        surname: 'Lovelace',
        addressLine1: '1 Street',
        addressLine2: 'Area',
        townCity: 'London',
        countyState: 'London',
        postcode: 'SW1A 1AA',
        countryCode: 'GB',
        preferredTelephone: '02070000000',
        emailAddress: 'ada@example.co.uk',
        personalUrl: 'ada',
        dateOfBirth: '19901210',
        fundraiserCustomCode: ['one', 'two,three'],
      } as Parameters<Store['createAccount']>[0];
      await store.createAccount(account, 'password', now, now);
      const again = store.createAccount({ ...account, personalUrl: 'ada-2' }, 'password', now, now);
      await expect(again).rejects.toBeInstanceOf(WriteConflict);
      await expect(again).rejects.toMatchObject({ constraint: 'accounts_email_dob_key', cause: { code: '23505' } });
      const { rows } = await db().query<{ custom_codes: string[] }>('select custom_codes from accounts');
      expect(rows).toEqual([{ custom_codes: ['one', 'two,three'] }]);
    });

    it('runs queries at once, each answered with its own rows', async () => {
      const started = Date.now();
      const answers = await Promise.all(
        Array.from({ length: 5 }, (_, index) =>
          db().query<{ n: number }>('select $1::integer as n, pg_sleep(0.2)', [index]),
        ),
      );
      expect(answers.map(({ rows }) => rows[0]?.n)).toEqual([0, 1, 2, 3, 4]);
      // node-postgres's pool runs them side by side; PGlite, one connection, one after another.
      if (kind === 'postgres') expect(Date.now() - started).toBeLessThan(5 * 200);
    });
  });

describe('a PostgreSQL server that cannot be reached', () => {
  const url = 'postgres://someone:secret-password@127.0.0.1:1/nothing';

  it('is DatabaseUnreachableError, without the password', async () => {
    const failure = openPostgres(url, load);
    await expect(failure).rejects.toBeInstanceOf(DatabaseUnreachableError);
    await expect(failure).rejects.toThrow(/^cannot connect to postgres:\/\/someone:\*\*\*@127\.0\.0\.1:1\/nothing: /);
  });

  it('makes serve stop with one line (exit 2), as a missing driver does', async () => {
    const failure = serve(['--port', '0', '--database', url], process);
    await expect(failure).rejects.toBeInstanceOf(UsageError);
    await expect(failure).rejects.toThrow(
      /^serve: cannot connect to postgres:\/\/someone:\*\*\*@127\.0\.0\.1:1\/nothing: .*ECONNREFUSED/,
    );
  });
});
