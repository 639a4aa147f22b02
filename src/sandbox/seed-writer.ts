/**
 * Writes a checked seed into the database: lookups, events, reserved URLs,
 * existing accounts and api keys. Rows already there are kept (`on conflict
 * do nothing`), so a kept data directory or a shared server is never
 * overwritten or duplicated.
 */
import { createHash, randomUUID } from 'node:crypto';
import type { Database } from './database.js';
import type { Seed } from './seed.js';

/** The password of every account the seed creates (documented in docs/sandbox.md). */
export const SEED_PASSWORD = 'sandbox-password';

/**
 * Writes the seed in one transaction.
 * @example await writeSeed(db, BUILT_IN_SEED);
 */
export async function writeSeed(db: Database, seed: Seed): Promise<void> {
  await db.transaction(async (tx) => {
    const insert = (sql: string, params: readonly unknown[]) => tx.query(`${sql} on conflict do nothing`, params);
    for (const code of seed.countries ?? [])
      await insert('insert into countries (code, name) values ($1, $2)', [code, seed.countryNames?.[code] ?? code]);
    for (const code of seed.activities ?? [])
      await insert('insert into activities (code, description) values ($1, $2)', [
        code,
        seed.activityNames?.[code] ?? code,
      ]);
    for (const id of seed.charities ?? []) {
      const details = seed.charityDetails?.[id];
      await insert('insert into charities (id, name) values ($1, $2)', [id, details?.name ?? id]);
      for (const [position, category] of (details?.categories ?? []).entries())
        await insert(
          'insert into charity_categories (charity_id, position, title, sub_title) values ($1, $2, $3, $4)',
          [id, position, category.title, category.subTitle],
        );
    }
    for (const [id, info] of Object.entries(seed.events ?? {})) {
      const details = seed.eventDetails?.[id];
      await insert(
        `insert into events (id, name, event_date, status, fee_required, places_left, max_charities)
         values ($1, $2, $3, $4, $5, $6, $7)`,
        [
          id,
          details?.name ?? id,
          details?.date ?? null,
          info.status ?? 'published',
          info.feeRequired ?? null,
          info.placesLeft ?? null,
          info.maxCharities ?? null,
        ],
      );
      for (const [position, charity] of (info.allowedCharities ?? []).entries())
        await insert('insert into event_allowed_charities (event_id, position, charity_id) values ($1, $2, $3)', [
          id,
          position,
          charity,
        ]);
      for (const [position, split] of (info.charitySplits ?? []).entries())
        await insert(
          'insert into event_fixed_splits (event_id, position, charity_id, percent) values ($1, $2, $3, $4)',
          [id, position, split.charityResourceId, split.charitySplitPercent],
        );
    }
    const personalUrls = [...(seed.takenPersonalUrls ?? [])];
    for (const [index, account] of (seed.existingAccounts ?? []).entries()) {
      // Each existing account takes the next taken personal URL; the URLs left over are reserved.
      const personalUrl = personalUrls.shift() ?? `seed-account-${index + 1}`;
      const salt = 'seed';
      await insert(
        `insert into accounts (id, title, forename, surname, address_line1, address_line2, town_city, county_state,
           postcode, country_code, preferred_telephone, email_address, personal_url, date_of_birth, password_hash,
           credentials_id, created_at)
         values ($1, 'Mr', 'Seed', $2, '1 Seed Street', 'Seedside', 'London', 'Greater London', 'SW1A 1AA', $3,
           '02070000000', $4, $5, $6, $7, $8, now())`,
        [
          randomUUID(),
          `Fundraiser ${index + 1}`,
          seed.countries?.[0] ?? 'GB',
          account.emailAddress,
          personalUrl,
          account.dateOfBirth,
          `${salt}:${createHash('sha256').update(`${salt}:${SEED_PASSWORD}`).digest('hex')}`,
          randomUUID(),
        ],
      );
    }
    for (const url of personalUrls)
      await insert(`insert into reserved_urls (kind, url) values ('personal', $1)`, [url]);
    for (const url of seed.takenTeamUrls ?? [])
      await insert(`insert into reserved_urls (kind, url) values ('team', $1)`, [url]);
    for (const { key, eventPackage } of seed.apiKeys ?? [])
      await insert('insert into api_keys (key, event_package) values ($1, $2)', [key, eventPackage]);
  });
}
