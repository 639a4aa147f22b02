import * as v from 'valibot';
import type { EventInfo, ValidationOptions } from '../facts/types.js';
import { parseYmd } from '../runtime/calendar.js';
import { eventInfoProblem } from '../runtime/events.js';

const strings = v.array(v.string('must be a string'), 'must be an array of strings');

/** The `--context FILE` document: data options, and the function facts as lists. */
const ContextSchema = v.strictObject({
  // Checked here too: a --today flag replaces it, but a wrong date is a broken file.
  today: v.optional(
    v.pipe(
      v.string('must be a string written YYYYMMDD'),
      v.check((text) => parseYmd(text) !== undefined, 'must be a real calendar date written YYYYMMDD'),
    ),
  ),
  countries: v.optional(strings),
  ukCountryCodes: v.optional(strings),
  activities: v.optional(strings),
  charities: v.optional(strings),
  // Checked entry by entry below: a record schema passes over keys such as __proto__.
  events: v.optional(
    v.custom<Record<string, unknown>>(
      (value) => typeof value === 'object' && value !== null && !Array.isArray(value),
      'must be an object of EventInfo by event resource ID',
    ),
  ),
  maxIssues: v.optional(v.number()),
  existingAccounts: v.optional(
    v.array(
      v.strictObject({ emailAddress: v.string(), dateOfBirth: v.string() }),
      'must be an array of { emailAddress, dateOfBirth }',
    ),
  ),
  takenPersonalUrls: v.optional(strings),
  takenTeamUrls: v.optional(strings),
});

/**
 * Checks a parsed context document and turns it into validator options
 * (lists of existing accounts and taken URLs become fact functions). Throws an
 * `Error` whose message says what is wrong.
 * @example optionsFromContext({ countries: ['GB'], takenPersonalUrls: ['ann'] }).personalUrlTaken?.('ann') // true
 */
export function optionsFromContext(document: unknown): ValidationOptions {
  if (typeof document !== 'object' || document === null || Array.isArray(document))
    throw new Error('must be a JSON object of options');
  const parsed = v.safeParse(ContextSchema, document);
  if (!parsed.success) {
    const reasons = parsed.issues.map((issue) => `${v.getDotPath(issue) ?? '(document)'}: ${issue.message}`);
    throw new Error(reasons.join('; '));
  }
  const { existingAccounts, takenPersonalUrls, takenTeamUrls, events, ...data } = parsed.output;
  const options: ValidationOptions = { ...data };
  if (events !== undefined) options.events = eventsOf(events);
  if (existingAccounts !== undefined) {
    const pairs = new Set(existingAccounts.map((account) => `${account.emailAddress}\u0000${account.dateOfBirth}`));
    options.accountExists = (emailAddress, dateOfBirth) => pairs.has(`${emailAddress}\u0000${dateOfBirth}`);
  }
  if (takenPersonalUrls !== undefined) {
    const taken = new Set(takenPersonalUrls);
    options.personalUrlTaken = (url) => taken.has(url);
  }
  if (takenTeamUrls !== undefined) {
    const taken = new Set(takenTeamUrls);
    options.teamUrlTaken = (url) => taken.has(url);
  }
  return options;
}

/**
 * The context's events, every own key an event resource ID, `__proto__`,
 * `constructor` and `prototype` too (JSON.parse makes them own keys, and an
 * event may be named so): checked one by one, and kept as own properties.
 */
function eventsOf(document: Record<string, unknown>): Record<string, EventInfo> {
  const events: Record<string, EventInfo> = {};
  for (const [id, info] of Object.entries(document)) {
    if (typeof info !== 'object' || info === null || Array.isArray(info))
      throw new Error(`events.${id} must be an EventInfo object`);
    const problem = eventInfoProblem(info);
    if (problem !== undefined) throw new Error(`events.${id}.${problem}`);
    Object.defineProperty(events, id, { value: info, enumerable: true, writable: true, configurable: true });
  }
  return events;
}
