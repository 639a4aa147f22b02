/**
 * Seed data: the countries (the package's ISO 3166-1 codes, named by Intl),
 * the activity codes 001-039, some charities, events covering every event
 * rule, and one existing account with a team page. Applied at every start
 * with ON CONFLICT DO NOTHING, so it never overwrites or duplicates.
 */
import { isoCountryCodes } from 'fundraising-rules';

/** Charity resource IDs, by a short name the tests and the README use. */
export const CHARITIES = Object.freeze({
  // The two charities of examples/context.json, so that the repository's example bodies validate here too.
  animals: 'c0a8e2f4-6a57-4d1f-9b1e-2f0c5d7a9e31',
  hospice: '5e3b9c1d-8f2a-4b6e-a0d7-91c4f6e2b853',
  seas: '6f1c2d3e-0003-4a5b-8c9d-00000000c003',
  reading: '6f1c2d3e-0004-4a5b-8c9d-00000000c004',
  mountains: '6f1c2d3e-0005-4a5b-8c9d-00000000c005',
  kitchens: '6f1c2d3e-0006-4a5b-8c9d-00000000c006',
});

const CHARITY_NAMES = {
  animals: 'Riverbank Animal Rescue',
  hospice: 'Northern Lights Hospice',
  seas: 'Clean Seas Trust',
  reading: 'Reading for All',
  mountains: 'Mountain Rescue Fund',
  kitchens: 'Community Kitchens',
};

const ACTIVITY_NAMES = [
  'Running',
  'Walking',
  'Cycling',
  'Swimming',
  'Triathlon',
  'Marathon',
  'Half marathon',
  'Trek',
  'Climb',
  'Skydive',
  'Abseil',
  'Bungee jump',
  'Rowing',
  'Kayaking',
  'Sailing',
  'Horse riding',
  'Golf',
  'Football',
  'Cricket',
  'Rugby',
  'Tennis',
  'Dance',
  'Music',
  'Bake sale',
  'Quiz',
  'Sponsored silence',
  'Head shave',
  'Fancy dress',
  'Gaming',
  'Fitness',
  'Yoga',
  'Hike',
  'Ultramarathon',
  'Duathlon',
  'Obstacle race',
  'Birthday',
  'Wedding',
  'In memory',
  'Other',
];

/** The activity codes '001'..'039' ('039' is "other"). */
export const ACTIVITIES = Object.freeze(
  ACTIVITY_NAMES.map((description, index) => ({ code: String(index + 1).padStart(3, '0'), description })),
);

/**
 * @typedef {object} SeedEvent
 * @property {string} id
 * @property {string} name
 * @property {'published' | 'unpublished' | 'expired' | 'closed'} status
 * @property {boolean} [feeRequired]
 * @property {number | null} [placesLeft] null: not limited
 * @property {number | null} [maxCharities]
 * @property {string[]} [allowedCharities] empty: any charity
 * @property {{ charityResourceId: string, charitySplitPercent: number }[]} [fixedSplits]
 */

/** @type {readonly SeedEvent[]} */
export const EVENTS = Object.freeze([
  // The two events of examples/context.json.
  {
    id: '8d1f5a2e-3c4b-4e9f-b7a6-0e2d9c8b1a74',
    name: 'Riverside Half Marathon',
    status: 'published',
    placesLeft: 120,
    maxCharities: 2,
  },
  {
    id: '4b7e2c9a-1d3f-4a8b-9c6e-5f0a2d7b3e91',
    name: 'Harbour Swim (full)',
    status: 'published',
    placesLeft: 0,
    allowedCharities: [CHARITIES.animals],
  },
  { id: 'evt-open-10k', name: 'Open 10k', status: 'published', placesLeft: 500 },
  {
    id: 'evt-city-marathon',
    name: 'City Marathon',
    status: 'published',
    placesLeft: 200,
    maxCharities: 2,
    allowedCharities: [CHARITIES.animals, CHARITIES.hospice, CHARITIES.seas],
  },
  {
    id: 'evt-fixed-split',
    name: 'Coast to Coast Ride (fixed split)',
    status: 'published',
    allowedCharities: [CHARITIES.animals, CHARITIES.hospice],
    fixedSplits: [
      { charityResourceId: CHARITIES.animals, charitySplitPercent: 60 },
      { charityResourceId: CHARITIES.hospice, charitySplitPercent: 40 },
    ],
  },
  { id: 'evt-last-place', name: 'Lake Swim (one place left)', status: 'published', placesLeft: 1 },
  { id: 'evt-unpublished', name: 'Winter Walk (not published yet)', status: 'unpublished' },
  { id: 'evt-expired', name: 'Spring Fun Run 2020 (expired)', status: 'expired' },
  { id: 'evt-closed', name: 'Night Hike (closed)', status: 'closed' },
  { id: 'evt-fee', name: 'Mountain Challenge (fee)', status: 'published', feeRequired: true },
  { id: 'evt-full', name: 'Bridge Abseil (full)', status: 'published', placesLeft: 0 },
]);

/** The existing account (and its team page) the seed holds: examples/context.json's taken ones. */
export const EXISTING = Object.freeze({
  resourceId: 'f0000000-0000-4000-8000-000000000001',
  emailAddress: 'taken@example.co.uk',
  dateOfBirth: '19800101',
  personalUrl: 'taken-url',
  teamUrl: 'taken-team',
});

/** @param {string} code */
function countryName(code, names = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'code' })) {
  return [...(names.of(code) ?? code)].slice(0, 50).join('');
}

/**
 * Inserts the seed rows that are not there yet, in one transaction.
 * @param {import('@electric-sql/pglite').PGlite} db
 */
export async function seed(db) {
  await db.transaction(async (tx) => {
    const names = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'code' });
    const codes = [...isoCountryCodes];
    await tx.query(
      `insert into countries (code, name) select * from unnest($1::text[], $2::text[]) on conflict do nothing`,
      [codes, codes.map((code) => countryName(code, names))],
    );
    await tx.query(
      `insert into activities (code, description) select * from unnest($1::text[], $2::text[]) on conflict do nothing`,
      [ACTIVITIES.map((activity) => activity.code), ACTIVITIES.map((activity) => activity.description)],
    );
    const charityKeys = /** @type {(keyof typeof CHARITIES)[]} */ (Object.keys(CHARITIES));
    await tx.query(
      `insert into charities (id, name) select * from unnest($1::text[], $2::text[]) on conflict do nothing`,
      [charityKeys.map((key) => CHARITIES[key]), charityKeys.map((key) => CHARITY_NAMES[key])],
    );
    for (const event of EVENTS) {
      await tx.query(
        `insert into events (id, name, status, fee_required, places_left, max_charities)
         values ($1, $2, $3, $4, $5, $6) on conflict do nothing`,
        [
          event.id,
          event.name,
          event.status,
          event.feeRequired ?? false,
          event.placesLeft ?? null,
          event.maxCharities ?? null,
        ],
      );
      for (const charity of event.allowedCharities ?? [])
        await tx.query(
          'insert into event_allowed_charities (event_id, charity_id) values ($1, $2) on conflict do nothing',
          [event.id, charity],
        );
      for (const [position, split] of (event.fixedSplits ?? []).entries())
        await tx.query(
          `insert into event_fixed_splits (event_id, position, charity_id, percent)
           values ($1, $2, $3, $4) on conflict do nothing`,
          [event.id, position, split.charityResourceId, split.charitySplitPercent],
        );
    }
    await tx.query(
      `insert into accounts (id, title, forename, surname, address_line1, address_line2, town_city, county_state,
         postcode, country_code, preferred_telephone, email_address, personal_url, date_of_birth)
       values ($1, 'Dr', 'Grace', 'Hopper', '1 Compiler Court', 'Arlington', 'London', 'Greater London',
         'SW1A 2AA', 'GB', '02079460001', $2, $3, $4::date)
       on conflict do nothing`,
      [EXISTING.resourceId, EXISTING.emailAddress, EXISTING.personalUrl, isoDate(EXISTING.dateOfBirth)],
    );
    await tx.query(
      `insert into pages (id, account_id, page_number, page_title, event_id, team_page, team_name, team_url,
         charity_contribution, post_event_fundraising_interval)
       values ('f0000000-0000-4000-8000-0000000000p1', $1, 1, 'The Compilers run the 10k', 'evt-open-10k', true,
         'The Compilers', $2, false, 3)
       on conflict do nothing`,
      [EXISTING.resourceId, EXISTING.teamUrl],
    );
    await tx.query(
      `insert into page_splits (page_id, position, charity_id, percent)
       values ('f0000000-0000-4000-8000-0000000000p1', 0, $1, 100) on conflict do nothing`,
      [CHARITIES.reading],
    );
  });
}

/**
 * 'YYYYMMDD' as the ISO date Postgres reads ('YYYY-MM-DD').
 * @param {string} ymd
 */
export function isoDate(ymd) {
  return `${ymd.slice(0, 4)}-${ymd.slice(4, 6)}-${ymd.slice(6, 8)}`;
}
