/**
 * The database: PGlite (Postgres compiled to WebAssembly, in this process),
 * in memory or in a data directory; numbered migrations applied in order and
 * recorded; the facts the validators ask; the two writes, each in one
 * transaction.
 */
import { readdir, readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { isoDate, seed } from './seed.mjs';

const MIGRATIONS = new URL('./migrations/', import.meta.url);

/** A database operation failed for a reason the request did not cause: the server answers 503. */
export class DatabaseFault extends Error {
  /**
   * @param {string} message
   * @param {unknown} cause
   */
  constructor(message, cause) {
    super(message, { cause });
    this.name = 'DatabaseFault';
  }
}

/**
 * A write refused by a constraint the request ran into (another request
 * took the personal URL first, the event's last place went, …): the
 * server asks the validator again, which now sees why.
 */
export class WriteConflict extends Error {
  /**
   * @param {string} constraint the constraint (or the reason) that refused the write
   * @param {unknown} [cause]
   */
  constructor(constraint, cause) {
    super(`the write conflicts with ${constraint}`, { cause });
    this.name = 'WriteConflict';
    this.constraint = constraint;
  }
}

/**
 * The database refused a value of the request: a data exception (SQLSTATE
 * class 22: text it cannot hold, a number or date out of range), or a NOT
 * NULL or CHECK constraint. The validators and the server's own checks
 * should have refused the request first, so this is a gap in them: the
 * server answers 400 (retrying cannot help) and logs it.
 * @example if (error instanceof ValueRefused) sendErrors(response, 400, format, [notStorable]);
 */
export class ValueRefused extends Error {
  /**
   * @param {string} what what the database was doing
   * @param {string} sqlstate
   * @param {unknown} cause
   */
  constructor(what, sqlstate, cause) {
    super(`the database refused a value of the request while ${what} (SQLSTATE ${sqlstate})`, { cause });
    this.name = 'ValueRefused';
    this.sqlstate = sqlstate;
  }
}

/** Postgres's SQLSTATE for a unique violation. */
export const UNIQUE_VIOLATION = '23505';
const FOREIGN_KEY_VIOLATION = '23503';
const NOT_NULL_VIOLATION = '23502';
const CHECK_VIOLATION = '23514';

/**
 * Runs database work, turning its errors into a `WriteConflict` (a unique
 * violation, or a missing referenced row), a `ValueRefused` (a value the
 * database cannot hold) or a `DatabaseFault` (anything else).
 * @template T
 * @param {string} what
 * @param {() => Promise<T>} work
 * @returns {Promise<T>}
 */
async function guarded(what, work) {
  try {
    return await work();
  } catch (error) {
    if (error instanceof WriteConflict) throw error;
    const { code, constraint } = /** @type {{ code?: unknown, constraint?: string }} */ (error ?? {});
    if (code === UNIQUE_VIOLATION || code === FOREIGN_KEY_VIOLATION) throw new WriteConflict(constraint ?? code, error);
    if (typeof code === 'string' && (code.startsWith('22') || code === NOT_NULL_VIOLATION || code === CHECK_VIOLATION))
      throw new ValueRefused(what, code, error);
    throw new DatabaseFault(`database failure while ${what}`, error);
  }
}

/**
 * U+0000, or half of a surrogate pair without its other half: what a
 * Postgres text column cannot hold (U+0000 is refused; PGlite would write
 * a lone surrogate as U+FFFD, a value the request did not hold).
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: U+0000 is what it finds
const NOT_STORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Can a text column hold this text as it is?
 * @param {string} text
 * @example storable('Ada') // true; storable('a\u0000') // false
 */
export function storable(text) {
  return !NOT_STORABLE.test(text);
}

/**
 * A fact question whose text arguments must be storable: a text no column
 * can hold is in no row, so the question is answered `none` without a
 * query (which would fail, or find the U+FFFD a lone surrogate became).
 * @template {unknown[]} A
 * @template R
 * @param {(...args: A) => Promise<R>} ask
 * @param {R} none
 * @returns {(...args: A) => Promise<R>}
 */
function storableOnly(ask, none) {
  return async (...args) => {
    for (const arg of args) if (typeof arg === 'string' && !storable(arg)) return none;
    return ask(...args);
  };
}

/**
 * Opens the database (in memory without `dataDir`), applies the migrations
 * it has not had, and the seed.
 * @param {{ dataDir?: string | undefined, seed?: boolean | undefined }} [options]
 */
export async function openDatabase(options = {}) {
  const db = options.dataDir === undefined ? await PGlite.create() : await PGlite.create({ dataDir: options.dataDir });
  try {
    await migrate(db);
    if (options.seed !== false) await seed(db);
  } catch (error) {
    await db.close();
    throw error;
  }
  return db;
}

/**
 * Applies, in the order of their numbers, the files `NNN_name.sql` of
 * `migrations/` that `schema_migrations` does not list; each in its own
 * transaction, with its row.
 * @param {PGlite} db
 * @returns {Promise<string[]>} the files applied now
 */
export async function migrate(db) {
  await db.exec(`create table if not exists schema_migrations (
    version integer primary key,
    name text not null,
    applied_at timestamptz not null default now()
  )`);
  const applied = new Set((await db.query('select version from schema_migrations')).rows.map((row) => row.version));
  const files = (await readdir(MIGRATIONS))
    .map((name) => ({ name, match: /^(\d+)_[\w-]+\.sql$/.exec(name) }))
    .filter((file) => file.match !== null)
    .map((file) => ({ name: file.name, version: Number(file.match?.[1]) }))
    .sort((a, b) => a.version - b.version);
  const versions = files.map((file) => file.version);
  const repeated = versions.find((version, index) => versions.indexOf(version) !== index);
  if (repeated !== undefined) throw new Error(`two migrations have the number ${repeated}`);
  const done = [];
  for (const file of files) {
    if (applied.has(file.version)) continue;
    const sql = await readFile(new URL(file.name, MIGRATIONS), 'utf8');
    await db.transaction(async (tx) => {
      await tx.exec(sql);
      await tx.query('insert into schema_migrations (version, name) values ($1, $2)', [file.version, file.name]);
    });
    done.push(file.name);
  }
  return done;
}

/**
 * The lookups the validators are made with, read once at start.
 * @param {PGlite} db
 */
export async function loadLookups(db) {
  return guarded('reading the lookups', async () => {
    /** @param {string} sql */
    const column = async (sql) => new Set((await db.query(sql)).rows.map((row) => String(Object.values(row)[0])));
    return {
      countries: await column('select code from countries'),
      activities: await column('select code from activities'),
      charities: await column('select id from charities'),
    };
  });
}

/**
 * The fact questions of the validators, each answered by a query. A text
 * no column can hold (`storable`) is in no row: its question is answered
 * "no" without a query. Personal and team URLs are compared without regard
 * to ASCII case, as their unique indexes are (migration 004,
 * docs/decisions/server-url-case.md).
 * @param {PGlite} db
 */
export function factQueries(db) {
  return {
    accountExists: storableOnly(
      /**
       * @param {string} emailAddress
       * @param {string} dateOfBirth a real date written YYYYMMDD (the validator asks only then)
       */
      (emailAddress, dateOfBirth) =>
        guarded('looking up an account', async () => {
          // Postgres has no year 0; no account holder was born then.
          if (dateOfBirth.startsWith('0000')) return false;
          const { rows } = await db.query(
            'select 1 from accounts where email_address = $1 and date_of_birth = $2::date limit 1',
            [emailAddress, isoDate(dateOfBirth)],
          );
          return rows.length > 0;
        }),
      false,
    ),
    personalUrlTaken: storableOnly(
      /** @param {string} personalUrl */
      (personalUrl) =>
        guarded('looking up a personal URL', async () => {
          const { rows } = await db.query('select 1 from accounts where lower(personal_url) = lower($1) limit 1', [
            personalUrl,
          ]);
          return rows.length > 0;
        }),
      false,
    ),
    teamUrlTaken: storableOnly(
      /** @param {string} teamUrl */
      (teamUrl) =>
        guarded('looking up a team URL', async () => {
          const { rows } = await db.query('select 1 from pages where lower(team_url) = lower($1) limit 1', [teamUrl]);
          return rows.length > 0;
        }),
      false,
    ),
    events: storableOnly(
      /**
       * The event's facts in the package's EventInfo shape; `undefined` for an unknown event.
       * @param {string} eventResourceId
       * @returns {Promise<import('fundraising-rules').EventInfo | undefined>}
       */
      (eventResourceId) =>
        guarded('looking up an event', async () => {
          /** @type {{ rows: { status: 'published' | 'unpublished' | 'expired' | 'closed', fee_required: boolean, places_left: number | null, max_charities: number | null, allowed: string[] | null, fixed: { charityResourceId: string, charitySplitPercent: number }[] | null }[] }} */
          const { rows } = await db.query(
            `select e.status, e.fee_required, e.places_left, e.max_charities,
               (select array_agg(a.charity_id order by a.charity_id)
                  from event_allowed_charities a where a.event_id = e.id) as allowed,
               (select json_agg(json_build_object('charityResourceId', f.charity_id, 'charitySplitPercent', f.percent)
                  order by f.position)
                  from event_fixed_splits f where f.event_id = e.id) as fixed
             from events e where e.id = $1`,
            [eventResourceId],
          );
          const row = rows[0];
          if (row === undefined) return undefined;
          /** @type {import('fundraising-rules').EventInfo} */
          const info = { status: row.status, feeRequired: row.fee_required };
          if (row.places_left !== null) info.placesLeft = row.places_left;
          if (row.max_charities !== null) info.maxCharities = row.max_charities;
          if (row.allowed !== null) info.allowedCharities = row.allowed;
          if (row.fixed !== null) info.charitySplits = row.fixed;
          return info;
        }),
      undefined,
    ),
  };
}

/**
 * Writes a valid, normalised create-account body and its access token, in one transaction.
 * @param {PGlite} db
 * @param {import('fundraising-rules').NormalisedAccount} account
 * @param {number} tokenSeconds
 * @returns {Promise<{ resourceId: string, accessToken: string }>}
 */
export function insertAccount(db, account, tokenSeconds) {
  return guarded('creating an account', () =>
    db.transaction(async (tx) => {
      const { rows } = await tx.query(
        `insert into accounts (title, forename, surname, address_line1, address_line2, town_city, county_state,
           postcode, country_code, preferred_telephone, email_address, personal_url, date_of_birth,
           custom_codes, charity_id)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13::date, $14::text[], $15)
         returning id`,
        [
          account.title,
          account.forename,
          account.surname,
          account.addressLine1,
          account.addressLine2,
          account.townCity,
          account.countyState,
          account.postcode ?? null,
          account.countryCode,
          account.preferredTelephone,
          account.emailAddress,
          account.personalUrl,
          isoDate(account.dateOfBirth),
          account.fundraiserCustomCode ?? [],
          account.charityResourceId ?? null,
        ],
      );
      const resourceId = /** @type {{ id: string }} */ (rows[0]).id;
      const token = await tx.query(
        `insert into access_tokens (account_id, expires_at)
         values ($1, now() + make_interval(secs => $2)) returning token`,
        [resourceId, tokenSeconds],
      );
      return { resourceId, accessToken: /** @type {{ token: string }} */ (token.rows[0]).token };
    }),
  );
}

/**
 * Does an account have this resource ID? Not one no column can hold.
 * @param {PGlite} db
 * @param {string} resourceId
 */
export function accountFound(db, resourceId) {
  if (!storable(resourceId)) return Promise.resolve(false);
  return guarded('looking up an account', async () => {
    const { rows } = await db.query('select 1 from accounts where id = $1', [resourceId]);
    return rows.length > 0;
  });
}

/**
 * Writes a valid, normalised create-page body and its splits, in one
 * transaction: the page's number under its account is the next one, and an
 * event page takes one of the event's places.
 * @param {PGlite} db
 * @param {string} accountId
 * @param {import('fundraising-rules').NormalisedPage} page
 * @returns {Promise<{ pageId: string, pageNumber: number }>}
 */
export function insertPage(db, accountId, page) {
  return guarded('creating a page', () =>
    db.transaction(async (tx) => {
      const owner = await tx.query('select id from accounts where id = $1 for update', [accountId]);
      if (owner.rows.length === 0) throw new WriteConflict('account-missing');
      if (page.eventResourceId !== undefined) {
        const { rows } = await tx.query('select places_left from events where id = $1 for update', [
          page.eventResourceId,
        ]);
        const placesLeft = /** @type {{ places_left: number | null } | undefined} */ (rows[0])?.places_left;
        if (placesLeft !== undefined && placesLeft !== null) {
          if (placesLeft <= 0) throw new WriteConflict('event-full');
          await tx.query('update events set places_left = places_left - 1 where id = $1', [page.eventResourceId]);
        }
      }
      const team = page.teamPageIndicator === 'Y';
      const { rows } = await tx.query(
        `insert into pages (account_id, page_number, page_title, event_id, fundraising_date, team_page, team_name,
           team_url, activity_code, activity_description, charity_contribution, post_event_fundraising_interval,
           fundraising_target)
         values ($1::varchar, (select coalesce(max(page_number), 0) + 1 from pages where account_id = $1::varchar),
           $2, $3, $4::date, $5, $6, $7, $8, $9, $10, $11, $12::numeric)
         returning id, page_number`,
        [
          accountId,
          page.pageTitle,
          page.eventResourceId ?? null,
          page.fundraisingDate === undefined ? null : isoDate(page.fundraisingDate),
          team,
          team ? (page.teamName ?? null) : null,
          team ? (page.teamUrl ?? null) : null,
          page.activityCode ?? null,
          page.activityDescription ?? null,
          page.charityContributionIndicator === 'Y',
          page.postEventFundraisingInterval,
          page.fundraisingTarget ?? null,
        ],
      );
      const created = /** @type {{ id: string, page_number: number }} */ (rows[0]);
      for (const [position, split] of page.charitySplits.entries()) {
        await tx.query(
          `insert into page_splits (page_id, position, charity_id, percent, custom_codes)
           values ($1, $2, $3, $4, $5::text[])`,
          [created.id, position, split.charityResourceId, split.charitySplitPercent, split.customCodes ?? []],
        );
      }
      return { pageId: created.id, pageNumber: created.page_number };
    }),
  );
}
