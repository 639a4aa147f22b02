/**
 * The seed: the CLI's `--context` document (contract section 8) extended
 * with names, dates and categories of events and charities, activity and
 * country names, and api keys with or without the event package. Checked
 * with valibot; every problem said in the package's words, naming its key.
 */
import * as v from 'valibot';
import { keyed, problemsOf } from '../config/problems.js';
import { parseYmd } from '../runtime/calendar.js';

/** A text of at most `max` characters. */
const text = (max: number) =>
  v.pipe(v.string(`must be a string`), v.maxLength(max, `must have at most ${max} characters`));
const list = () => v.array(v.string(`must be a string`), `must be an array of strings`);
const whole = () => v.pipe(v.number(`must be a number`), v.integer(`must be a whole number`));
const date = () =>
  v.pipe(
    v.string(`must be a string`),
    v.check(
      (value) => parseYmd(value) !== undefined,
      `must be a real calendar date written YYYYMMDD, such as 20261122`,
    ),
  );
// Every own key counts, `__proto__` too (valibot's record passes over it).
const record = <T extends v.GenericSchema>(keyedBy: string, entry: T) =>
  keyed(entry, () => `must be an object keyed by ${keyedBy}`);

const EVENT = v.strictObject(
  {
    status: v.optional(
      v.picklist(
        ['published', 'unpublished', 'expired', 'closed'],
        'must be published, unpublished, expired or closed',
      ),
    ),
    feeRequired: v.optional(v.boolean('must be true or false')),
    placesLeft: v.optional(whole()),
    allowedCharities: v.optional(list()),
    maxCharities: v.optional(whole()),
    charitySplits: v.optional(
      v.array(
        v.strictObject({ charityResourceId: text(36), charitySplitPercent: whole() }, (issue) =>
          splitProblem(issue.input),
        ),
        'must be an array of { charityResourceId, charitySplitPercent }',
      ),
    ),
  },
  (issue) =>
    issue.kind === 'schema' && issue.expected === 'never'
      ? `unknown key (the keys are status, feeRequired, placesLeft, allowedCharities, maxCharities, charitySplits)`
      : 'must be an EventInfo object',
);

function splitProblem(input: unknown): string {
  return typeof input === 'object' && input !== null && !Array.isArray(input)
    ? 'unknown key (the keys are charityResourceId and charitySplitPercent)'
    : 'must be an object { charityResourceId, charitySplitPercent }';
}

/** The seed document's schema. */
const SEED = v.strictObject(
  {
    today: v.optional(date()),
    countries: v.optional(list()),
    ukCountryCodes: v.optional(list()),
    activities: v.optional(list()),
    charities: v.optional(list()),
    events: v.optional(record('event resource ID', EVENT)),
    maxIssues: v.optional(v.pipe(whole(), v.minValue(1, 'must be at least 1'))),
    existingAccounts: v.optional(
      v.array(
        v.strictObject(
          { emailAddress: text(255), dateOfBirth: date() },
          'must be an object { emailAddress, dateOfBirth } and nothing else',
        ),
        'must be an array of { emailAddress, dateOfBirth }',
      ),
    ),
    takenPersonalUrls: v.optional(list()),
    takenTeamUrls: v.optional(list()),
    countryNames: v.optional(record('country code', text(50))),
    activityNames: v.optional(record('activity code', text(255))),
    charityDetails: v.optional(
      record(
        'charityDetails',
        v.strictObject(
          {
            name: v.optional(text(150)),
            categories: v.optional(
              v.array(
                v.strictObject({ title: text(50), subTitle: text(50) }, 'must be an object { title, subTitle }'),
                'must be an array of { title, subTitle }',
              ),
            ),
          },
          'must be an object { name, categories }',
        ),
      ),
    ),
    eventDetails: v.optional(
      record(
        'eventDetails',
        v.strictObject({ name: v.optional(text(255)), date: v.optional(date()) }, 'must be an object { name, date }'),
      ),
    ),
    apiKeys: v.optional(
      v.array(
        v.strictObject(
          {
            key: v.pipe(text(24), v.minLength(1, 'must not be empty')),
            eventPackage: v.boolean('must be true or false'),
          },
          'must be an object { key, eventPackage }',
        ),
        'must be an array of { key, eventPackage }',
      ),
    ),
  },
  (issue) =>
    issue.kind === 'schema' && issue.expected === 'never'
      ? `unknown key (the keys are ${SEED_KEYS.join(', ')})`
      : 'the seed must be a JSON object',
);

/** The seed's keys: the context's, then the sandbox's own. */
export const SEED_KEYS: readonly string[] = [
  'today',
  'countries',
  'ukCountryCodes',
  'activities',
  'charities',
  'events',
  'maxIssues',
  'existingAccounts',
  'takenPersonalUrls',
  'takenTeamUrls',
  'countryNames',
  'activityNames',
  'charityDetails',
  'eventDetails',
  'apiKeys',
];

/** A checked seed document. */
export type Seed = v.InferOutput<typeof SEED>;

/**
 * A seed document that cannot be used; its message says every problem,
 * `; `-separated, each at its key.
 * @example new SeedError(['countries.2: must be a string']).message // 'countries.2: must be a string'
 */
export class SeedError extends Error {
  override readonly name = 'SeedError';
  constructor(readonly problems: readonly string[]) {
    super(problems.join('; '));
  }
}

/**
 * Checks a parsed seed document; throws `SeedError` naming every problem.
 * Keys of the extension must name what the seed lists: `eventDetails` its
 * events, `charityDetails` its charities, `countryNames` its countries,
 * `activityNames` its activities.
 * @example parseSeed({ countries: ['GB'], countryNames: { GB: 'United Kingdom' } }).countries // ['GB']
 */
export function parseSeed(document: unknown): Seed {
  const result = v.safeParse(SEED, document, { abortEarly: false });
  if (!result.success) throw new SeedError(problemsOf(result.issues, 'dots'));
  const seed = result.output;
  const problems: string[] = [];
  const named = (key: string, names: object | undefined, listed: readonly string[] | undefined, what: string) => {
    for (const code of Object.keys(names ?? {}))
      if (!(listed ?? []).includes(code)) problems.push(`${key}.${code}: not among the seed's ${what}`);
  };
  named('countryNames', seed.countryNames, seed.countries, 'countries');
  named('activityNames', seed.activityNames, seed.activities, 'activities');
  named('charityDetails', seed.charityDetails, seed.charities, 'charities');
  named('eventDetails', seed.eventDetails, Object.keys(seed.events ?? {}), 'events');
  if (problems.length > 0) throw new SeedError(problems);
  return seed;
}
