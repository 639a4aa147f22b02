/**
 * The sandbox's state in the database: the facts the validators ask, the
 * clock, api keys, accounts with their credentials and tokens, pages, and
 * the outbox. Works on either driver (`Database`); a write refused by a
 * UNIQUE constraint becomes a `WriteConflict`.
 */
import { createHash, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import type { EventInfo } from '../facts/types.js';
import type { NormalisedAccount, NormalisedPage } from '../normalise.js';
import { holdsUnstorable } from '../runtime/values.js';
import type { Database, Queryable } from './database.js';

/**
 * A write refused by a UNIQUE constraint: another request took the pair, the URL or the page number first.
 * @example if (error instanceof WriteConflict) answerWithTheValidatorsAgain();
 */
export class WriteConflict extends Error {
  override readonly name = 'WriteConflict';
  constructor(
    readonly constraint: string,
    options?: ErrorOptions,
  ) {
    super(`the write conflicts with ${constraint}`, options);
  }
}

/** Postgres's SQLSTATE for a unique violation. */
const UNIQUE_VIOLATION = '23505';

/** Runs a write, turning a unique violation into `WriteConflict`. */
async function unique<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const { code, constraint } = (error ?? {}) as { code?: string; constraint?: string };
    if (code === UNIQUE_VIOLATION) throw new WriteConflict(constraint ?? 'a unique constraint', { cause: error });
    throw error;
  }
}

/** An email the sandbox "sent". */
export interface Email {
  readonly id: number;
  readonly to: string;
  readonly kind: 'welcome' | 'page-created';
  readonly subject: string;
  readonly body: string;
  readonly accountId: string;
  readonly pageURI: string | null;
  readonly sentAt: string;
}

/** A token handed out, with its account and end. */
export interface IssuedToken {
  readonly accountId: string;
  readonly accessToken: string;
  readonly credentialsId: string;
}

/** A new temporary password: 12 letters and digits. */
export function temporaryPassword(): string {
  return randomBytes(9).toString('base64url');
}

/** A password as stored: a salt and the SHA-256 of salt and password. */
function hashPassword(password: string, salt = randomBytes(16).toString('hex')): string {
  return `${salt}:${createHash('sha256').update(`${salt}:${password}`).digest('hex')}`;
}

/** Does `password` match the stored hash? Compared in constant time. */
function passwordMatches(password: string, stored: string): boolean {
  const [salt = ''] = stored.split(':');
  const given = Buffer.from(hashPassword(password, salt));
  const kept = Buffer.from(stored);
  return given.length === kept.length && timingSafeEqual(given, kept);
}

/**
 * Can the texts be asked of the database? A text holding U+0000 or a lone
 * surrogate matches nothing stored (no column holds one), and Postgres
 * refuses U+0000 outright: such a lookup finds nothing without a query.
 * @example askable('ada@example.co.uk', '19901210') // true
 */
export function askable(...texts: readonly string[]): boolean {
  return texts.every((text) => !holdsUnstorable(text));
}

/** The instant a row holds, read as milliseconds (both drivers give a float8 as a number). */
const AT_MS = (column: string) => `(extract(epoch from ${column}) * 1000)::float8`;

/**
 * The sandbox's state, over an open and migrated database.
 * @example const store = new Store(db); await store.now();
 */
export class Store {
  constructor(readonly db: Database) {}

  /** The sandbox clock's instant. */
  async now(tx: Queryable = this.db): Promise<Date> {
    const { rows } = await tx.query<{ ms: number }>(`select ${AT_MS('at')} as ms from sandbox_clock where id = 1`);
    const row = rows[0];
    if (row === undefined) throw new Error('the sandbox clock has not been set');
    return new Date(Number(row.ms));
  }

  /** Sets the clock; with `onlyIfUnset`, only when it has no instant yet. */
  async setNow(at: Date, onlyIfUnset = false): Promise<void> {
    await this.db.query(
      `insert into sandbox_clock (id, at) values (1, $1::timestamptz)
       on conflict (id) do ${onlyIfUnset ? 'nothing' : 'update set at = excluded.at'}`,
      [at.toISOString()],
    );
  }

  /** The api key's rights, or `undefined` for a key the sandbox does not know. */
  async apiKey(key: string): Promise<{ eventPackage: boolean } | undefined> {
    if (!askable(key)) return undefined;
    const { rows } = await this.db.query<{ event_package: boolean }>(
      'select event_package from api_keys where key = $1',
      [key],
    );
    return rows[0] === undefined ? undefined : { eventPackage: rows[0].event_package };
  }

  /** A lookup's codes: countries, activities or charities. */
  async codes(table: 'countries' | 'activities' | 'charities'): Promise<string[]> {
    const column = table === 'charities' ? 'id' : 'code';
    const { rows } = await this.db.query<{ code: string }>(`select ${column} as code from ${table}`);
    return rows.map((row) => row.code);
  }

  /** Is there an account for the pair? */
  async accountExists(emailAddress: string, dateOfBirth: string): Promise<boolean> {
    if (!askable(emailAddress, dateOfBirth)) return false;
    const { rows } = await this.db.query(
      'select 1 from accounts where email_address = $1 and date_of_birth = $2 limit 1',
      [emailAddress, dateOfBirth],
    );
    return rows.length > 0;
  }

  /** Is the personal URL an account's, or reserved by the seed? */
  async personalUrlTaken(url: string): Promise<boolean> {
    if (!askable(url)) return false;
    const { rows } = await this.db.query(
      `select 1 from accounts where personal_url = $1
       union all select 1 from reserved_urls where kind = 'personal' and url = $1 limit 1`,
      [url],
    );
    return rows.length > 0;
  }

  /** Is the team URL a page's, or reserved by the seed? */
  async teamUrlTaken(url: string): Promise<boolean> {
    if (!askable(url)) return false;
    const { rows } = await this.db.query(
      `select 1 from pages where team_url = $1
       union all select 1 from reserved_urls where kind = 'team' and url = $1 limit 1`,
      [url],
    );
    return rows.length > 0;
  }

  /** The event's facts in the package's `EventInfo` shape; `undefined` for an unknown event. */
  async event(id: string): Promise<EventInfo | undefined> {
    if (!askable(id)) return undefined;
    const { rows } = await this.db.query<{
      status: NonNullable<EventInfo['status']>;
      fee_required: boolean | null;
      places_left: number | null;
      max_charities: number | null;
    }>('select status, fee_required, places_left, max_charities from events where id = $1', [id]);
    const row = rows[0];
    if (row === undefined) return undefined;
    const info: EventInfo = { status: row.status };
    if (row.fee_required !== null) info.feeRequired = row.fee_required;
    if (row.places_left !== null) info.placesLeft = row.places_left;
    if (row.max_charities !== null) info.maxCharities = row.max_charities;
    const allowed = await this.db.query<{ charity_id: string }>(
      'select charity_id from event_allowed_charities where event_id = $1 order by position',
      [id],
    );
    if (allowed.rows.length > 0) info.allowedCharities = allowed.rows.map((entry) => entry.charity_id);
    const fixed = await this.db.query<{ charity_id: string; percent: number }>(
      'select charity_id, percent from event_fixed_splits where event_id = $1 order by position',
      [id],
    );
    if (fixed.rows.length > 0)
      info.charitySplits = fixed.rows.map((split) => ({
        charityResourceId: split.charity_id,
        charitySplitPercent: split.percent,
      }));
    return info;
  }

  /** A new access token for an account, ending `lifetime` seconds after the clock's instant. */
  private async issueToken(tx: Queryable, accountId: string, expiresAt: Date): Promise<string> {
    const token = randomUUID();
    await tx.query('insert into access_tokens (token, account_id, expires_at) values ($1, $2, $3::timestamptz)', [
      token,
      accountId,
      expiresAt.toISOString(),
    ]);
    return token;
  }

  /**
   * Writes a valid, normalised account with a temporary password, its first
   * token and the welcome email, in one transaction.
   */
  async createAccount(account: NormalisedAccount, password: string, now: Date, expiresAt: Date): Promise<IssuedToken> {
    const accountId = randomUUID();
    const credentialsId = randomUUID();
    return unique(() =>
      this.db.transaction(async (tx) => {
        await tx.query(
          `insert into accounts (id, title, forename, surname, address_line1, address_line2, town_city,
             county_state, postcode, country_code, preferred_telephone, email_address, personal_url,
             date_of_birth, custom_codes, charity_id, password_hash, credentials_id, created_at)
           values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15::text[], $16, $17, $18,
             $19::timestamptz)`,
          [
            accountId,
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
            account.dateOfBirth,
            account.fundraiserCustomCode ?? [],
            account.charityResourceId ?? null,
            hashPassword(password),
            credentialsId,
            now.toISOString(),
          ],
        );
        const accessToken = await this.issueToken(tx, accountId, expiresAt);
        await this.send(tx, {
          to: account.emailAddress,
          kind: 'welcome',
          subject: 'Welcome to the fundraising service',
          body: `Dear ${account.title} ${account.forename} ${account.surname},\n\nyour fundraiser account is ready. Sign in with your email address, your date of birth and this temporary password: ${password}\nYou will be asked to change it at your first sign-in.`,
          accountId,
          pageURI: null,
          sentAt: now,
        });
        return { accountId, accessToken, credentialsId };
      }),
    );
  }

  /**
   * Checks credentials and, when they match an account, issues a new token;
   * `undefined` for wrong credentials.
   */
  async authenticate(
    emailAddress: string,
    dateOfBirth: string,
    password: string,
    expiresAt: Date,
  ): Promise<IssuedToken | undefined> {
    if (!askable(emailAddress, dateOfBirth, password)) return undefined;
    const { rows } = await this.db.query<{ id: string; password_hash: string; credentials_id: string }>(
      'select id, password_hash, credentials_id from accounts where email_address = $1 and date_of_birth = $2',
      [emailAddress, dateOfBirth],
    );
    const row = rows[0];
    if (row === undefined || !passwordMatches(password, row.password_hash)) return undefined;
    const accessToken = await this.issueToken(this.db, row.id, expiresAt);
    return { accountId: row.id, accessToken, credentialsId: row.credentials_id };
  }

  /** The account a token belongs to and when it ends; `undefined` for an unknown token. */
  async token(token: string): Promise<{ accountId: string; expiresAt: Date } | undefined> {
    if (!askable(token)) return undefined;
    const { rows } = await this.db.query<{ account_id: string; ms: number }>(
      `select account_id, ${AT_MS('expires_at')} as ms from access_tokens where token = $1`,
      [token],
    );
    const row = rows[0];
    return row === undefined ? undefined : { accountId: row.account_id, expiresAt: new Date(Number(row.ms)) };
  }

  /**
   * Writes a valid, normalised page under its account with the next page
   * number, its splits, and the page-created email, in one transaction; an
   * event page takes one of the event's places.
   */
  async createPage(
    accountId: string,
    page: NormalisedPage,
    now: Date,
    pageUri: (pageNumber: number) => string,
  ): Promise<{ pageNumber: number; pageURI: string }> {
    return unique(() =>
      this.db.transaction(async (tx) => {
        const owner = await tx.query<{ email_address: string; forename: string }>(
          'select email_address, forename from accounts where id = $1 for update',
          [accountId],
        );
        const account = owner.rows[0];
        if (account === undefined) throw new WriteConflict('account-missing');
        if (page.eventResourceId !== undefined) {
          const { rows } = await tx.query<{ places_left: number | null }>(
            'select places_left from events where id = $1 for update',
            [page.eventResourceId],
          );
          const placesLeft = rows[0]?.places_left;
          if (placesLeft !== undefined && placesLeft !== null) {
            if (placesLeft <= 0) throw new WriteConflict('event-full');
            await tx.query('update events set places_left = places_left - 1 where id = $1', [page.eventResourceId]);
          }
        }
        const numbered = await tx.query<{ next: number }>(
          'select (coalesce(max(page_number), 0) + 1)::integer as next from pages where account_id = $1',
          [accountId],
        );
        const pageNumber = Number(numbered.rows[0]?.next ?? 1);
        const pageId = randomUUID();
        const team = page.teamPageIndicator === 'Y';
        await tx.query(
          `insert into pages (id, account_id, page_number, page_title, event_id, fundraising_date, team_page,
             team_name, team_url, activity_code, activity_description, charity_contribution,
             post_event_fundraising_interval, fundraising_target, created_at)
           values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14::numeric, $15::timestamptz)`,
          [
            pageId,
            accountId,
            pageNumber,
            page.pageTitle,
            page.eventResourceId ?? null,
            page.fundraisingDate ?? null,
            team,
            team ? (page.teamName ?? null) : null,
            team ? (page.teamUrl ?? null) : null,
            page.activityCode ?? null,
            page.activityDescription ?? null,
            page.charityContributionIndicator === 'Y',
            page.postEventFundraisingInterval,
            page.fundraisingTarget ?? null,
            now.toISOString(),
          ],
        );
        for (const [position, split] of page.charitySplits.entries())
          await tx.query(
            `insert into page_splits (page_id, position, charity_id, percent, custom_codes)
             values ($1, $2, $3, $4, $5::text[])`,
            [pageId, position, split.charityResourceId, split.charitySplitPercent, split.customCodes ?? []],
          );
        const pageURI = pageUri(pageNumber);
        await this.send(tx, {
          to: account.email_address,
          kind: 'page-created',
          subject: `Your page "${page.pageTitle}" is ready`,
          body: `Dear ${account.forename},\n\nyour fundraising page "${page.pageTitle}" has been created: ${pageURI}`,
          accountId,
          pageURI,
          sentAt: now,
        });
        return { pageNumber, pageURI };
      }),
    );
  }

  /** Puts an email in the outbox. */
  private async send(tx: Queryable, email: Omit<Email, 'id' | 'sentAt'> & { sentAt: Date }): Promise<void> {
    await tx.query(
      `insert into outbox (to_address, kind, subject, body, account_id, page_uri, sent_at)
       values ($1, $2, $3, $4, $5, $6, $7::timestamptz)`,
      [email.to, email.kind, email.subject, email.body, email.accountId, email.pageURI, email.sentAt.toISOString()],
    );
  }

  /** The outbox, oldest first; only the emails to `to` when it is given. */
  async outbox(to?: string): Promise<Email[]> {
    if (to !== undefined && !askable(to)) return [];
    const { rows } = await this.db.query<{
      id: number | string;
      to_address: string;
      kind: Email['kind'];
      subject: string;
      body: string;
      account_id: string;
      page_uri: string | null;
      ms: number;
    }>(
      `select id, to_address, kind, subject, body, account_id, page_uri, ${AT_MS('sent_at')} as ms from outbox
       ${to === undefined ? '' : 'where to_address = $1'} order by id`,
      to === undefined ? [] : [to],
    );
    return rows.map((row) => ({
      id: Number(row.id),
      to: row.to_address,
      kind: row.kind,
      subject: row.subject,
      body: row.body,
      accountId: row.account_id,
      pageURI: row.page_uri,
      sentAt: new Date(Number(row.ms)).toISOString(),
    }));
  }
}
