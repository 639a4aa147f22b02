/**
 * The sandbox's schema, as numbered migrations applied in order at start,
 * each recorded in `sandbox_migrations`. Sandboxes sharing one PostgreSQL
 * server take an advisory lock, so only one of them applies a migration.
 */
import type { Database } from './database.js';

/** The migrations, by number; a number is never reused or its SQL changed. */
export const MIGRATIONS: readonly { readonly version: number; readonly name: string; readonly sql: string }[] = [
  {
    version: 1,
    name: 'lookups and events',
    sql: `
      create table countries (code varchar(10) primary key, name varchar(50) not null);
      create table activities (
        code varchar(10) primary key,
        description varchar(255) not null,
        reason_code varchar(10) not null default 'CHALLENGE'
      );
      create table charities (id varchar(36) primary key, name varchar(150) not null);
      create table charity_categories (
        charity_id varchar(36) not null references charities (id) on delete cascade,
        position integer not null,
        title varchar(50) not null,
        sub_title varchar(50) not null,
        primary key (charity_id, position)
      );
      create table events (
        id varchar(36) primary key,
        name varchar(255) not null,
        event_date varchar(8),
        status text not null check (status in ('published', 'unpublished', 'expired', 'closed')),
        fee_required boolean,
        places_left integer,
        max_charities integer
      );
      create table event_allowed_charities (
        event_id varchar(36) not null references events (id) on delete cascade,
        position integer not null,
        charity_id text not null,
        primary key (event_id, position)
      );
      create table event_fixed_splits (
        event_id varchar(36) not null references events (id) on delete cascade,
        position integer not null,
        charity_id text not null,
        percent integer not null,
        primary key (event_id, position)
      );
      create table reserved_urls (
        kind text not null check (kind in ('personal', 'team')),
        url text not null,
        primary key (kind, url)
      );
      create table api_keys (key text primary key, event_package boolean not null);
      create table sandbox_clock (id integer primary key check (id = 1), at timestamptz not null);
    `,
  },
  {
    version: 2,
    name: 'accounts, tokens, pages and the outbox',
    sql: `
      create table accounts (
        id varchar(36) primary key,
        title varchar(20) not null,
        forename varchar(50) not null,
        surname varchar(50) not null,
        address_line1 varchar(50) not null,
        address_line2 varchar(100) not null,
        town_city varchar(100) not null,
        county_state varchar(100) not null,
        postcode varchar(10),
        country_code varchar(10) not null,
        preferred_telephone varchar(20) not null,
        email_address varchar(255) not null,
        personal_url varchar(100) not null,
        date_of_birth varchar(8) not null,
        custom_codes text[] not null default '{}',
        charity_id varchar(36),
        password_hash text not null,
        credentials_id varchar(36) not null,
        created_at timestamptz not null,
        constraint accounts_personal_url_key unique (personal_url),
        constraint accounts_email_dob_key unique (email_address, date_of_birth)
      );
      create table access_tokens (
        token varchar(36) primary key,
        account_id varchar(36) not null references accounts (id) on delete cascade,
        expires_at timestamptz not null
      );
      create table pages (
        id varchar(36) primary key,
        account_id varchar(36) not null references accounts (id),
        page_number integer not null,
        page_title varchar(45) not null,
        event_id varchar(36) references events (id),
        fundraising_date varchar(8),
        team_page boolean not null,
        team_name varchar(60),
        team_url varchar(100),
        activity_code varchar(10),
        activity_description varchar(30),
        charity_contribution boolean not null,
        post_event_fundraising_interval integer not null,
        fundraising_target numeric(19, 2),
        created_at timestamptz not null,
        created_order bigint generated always as identity,
        constraint pages_account_page_number_key unique (account_id, page_number)
      );
      create unique index pages_team_url_key on pages (team_url) where team_url is not null;
      create table page_splits (
        page_id varchar(36) not null references pages (id) on delete cascade,
        position integer not null,
        charity_id varchar(36) not null,
        percent integer not null,
        custom_codes text[] not null default '{}',
        primary key (page_id, position)
      );
      create table outbox (
        id bigint generated always as identity primary key,
        to_address text not null,
        kind text not null,
        subject text not null,
        body text not null,
        account_id varchar(36) not null,
        page_uri text,
        sent_at timestamptz not null
      );
    `,
  },
  {
    version: 3,
    name: 'donations, team members and reopened pages',
    sql: `
      alter table pages add column reopened_at timestamptz;
      create table donations (
        id bigint generated always as identity primary key,
        page_id varchar(36) not null references pages (id) on delete cascade,
        amount_pence bigint not null check (amount_pence > 0),
        gift_aid boolean not null,
        online boolean not null,
        gift_aid_pence bigint not null check (gift_aid_pence >= 0),
        recorded_at timestamptz not null
      );
      create index donations_page_id on donations (page_id);
      create table team_members (
        id bigint generated always as identity primary key,
        page_id varchar(36) not null references pages (id) on delete cascade,
        name varchar(122) not null,
        added_at timestamptz not null
      );
      create index team_members_page_id on team_members (page_id);
      create index pages_event_id on pages (event_id);
    `,
  },
];

/** The advisory lock the sandboxes of one server take while migrating. */
const MIGRATION_LOCK = 731_031;

/**
 * Applies, in order, the migrations the database has not had, in one
 * transaction under an advisory lock.
 * @example await migrate(db) // [1, 2, 3] on a new database, [] afterwards
 */
export async function migrate(db: Database): Promise<number[]> {
  return db.transaction(async (tx) => {
    await tx.query(`select pg_advisory_xact_lock(${MIGRATION_LOCK})`);
    await tx.query(`create table if not exists sandbox_migrations (
      version integer primary key,
      name text not null,
      applied_at timestamptz not null default now()
    )`);
    const { rows } = await tx.query<{ version: number }>('select version from sandbox_migrations');
    const applied = new Set(rows.map((row) => Number(row.version)));
    const done: number[] = [];
    for (const migration of MIGRATIONS) {
      if (applied.has(migration.version)) continue;
      // One statement at a time: node-postgres runs a multi-statement text only without parameters.
      for (const statement of migration.sql.split(';').map((part) => part.trim()))
        if (statement !== '') await tx.query(statement);
      await tx.query('insert into sandbox_migrations (version, name) values ($1, $2)', [
        migration.version,
        migration.name,
      ]);
      done.push(migration.version);
    }
    return done;
  });
}
