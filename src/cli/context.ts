import * as v from 'valibot';
import { EventInfoSchema } from '../facts/options.js';
import type { ValidationOptions } from '../facts/types.js';

const strings = v.array(v.string('must be a string'), 'must be an array of strings');

/** The `--context FILE` document: data options, and the function facts as lists. */
const ContextSchema = v.strictObject({
  today: v.optional(v.string()),
  countries: v.optional(strings),
  ukCountryCodes: v.optional(strings),
  activities: v.optional(strings),
  charities: v.optional(strings),
  events: v.optional(v.record(v.string(), EventInfoSchema)),
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
  const parsed = v.safeParse(ContextSchema, document);
  if (!parsed.success) {
    const reasons = parsed.issues.map((issue) => `${v.getDotPath(issue) ?? '(document)'}: ${issue.message}`);
    throw new Error(reasons.join('; '));
  }
  const { existingAccounts, takenPersonalUrls, takenTeamUrls, ...data } = parsed.output;
  const options: ValidationOptions = { ...data };
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
