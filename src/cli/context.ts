/**
 * The `--context FILE` document: data options, and the function facts as
 * lists. Checked by plain tests, each problem said in the package's words,
 * naming the key and what was expected.
 */
import type { EventInfo, ValidationOptions } from '../facts/types.js';
import { parseYmd } from '../runtime/calendar.js';
import { eventInfoProblem } from '../runtime/events.js';

/** What a JSON value is, for a message: 'a string', 'an array', 'null'... */
function kindOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'object') return 'an object';
  if (typeof value === 'boolean') return `${value}`;
  return `a ${typeof value}`;
}

/** A string list: the problems of the value at `key` (none when it is one). */
function strings(key: string, value: unknown): string[] {
  if (!Array.isArray(value)) return [`${key}: must be an array of strings, not ${kindOf(value)}`];
  const problems: string[] = [];
  value.forEach((entry, index) => {
    if (typeof entry !== 'string') problems.push(`${key}[${index}]: must be a string, not ${kindOf(entry)}`);
  });
  return problems;
}

const ACCOUNT_KEYS = ['emailAddress', 'dateOfBirth'] as const;

/** The checks of the document's keys, in the order the usage names them. */
const CHECKS: Readonly<Record<string, (key: string, value: unknown) => string[]>> = {
  // Checked here too: a --today flag replaces it, but a wrong date is a broken file.
  today: (key, value) =>
    typeof value === 'string' && parseYmd(value) !== undefined
      ? []
      : [
          `${key}: must be a real calendar date written YYYYMMDD, such as 20261122, not ${typeof value === 'string' ? `'${value}'` : kindOf(value)}`,
        ],
  countries: strings,
  ukCountryCodes: strings,
  activities: strings,
  charities: strings,
  events: (key, value) => {
    if (typeof value !== 'object' || value === null || Array.isArray(value))
      return [`${key}: must be an object of EventInfo by event resource ID, not ${kindOf(value)}`];
    const problems: string[] = [];
    // Every own key is an event resource ID, `__proto__` too (JSON.parse makes it an own key).
    for (const [id, info] of Object.entries(value)) {
      if (typeof info !== 'object' || info === null || Array.isArray(info))
        problems.push(`${key}.${id}: must be an EventInfo object, not ${kindOf(info)}`);
      else {
        const problem = eventInfoProblem(info);
        if (problem !== undefined) problems.push(`${key}.${id}.${problem.replace(' must ', ': must ')}`);
      }
    }
    return problems;
  },
  maxIssues: (key, value) =>
    typeof value === 'number' && Number.isInteger(value) && value >= 1
      ? []
      : [`${key}: must be a whole number of at least 1, not ${typeof value === 'number' ? value : kindOf(value)}`],
  existingAccounts: (key, value) => {
    if (!Array.isArray(value))
      return [`${key}: must be an array of { emailAddress, dateOfBirth }, not ${kindOf(value)}`];
    const problems: string[] = [];
    value.forEach((entry: unknown, index) => {
      const at = `${key}[${index}]`;
      if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) {
        problems.push(`${at}: must be an object { emailAddress, dateOfBirth }, not ${kindOf(entry)}`);
        return;
      }
      for (const name of ACCOUNT_KEYS) {
        const field: unknown = (entry as Record<string, unknown>)[name];
        if (!Object.hasOwn(entry, name)) problems.push(`${at}.${name}: missing (expected a string)`);
        else if (typeof field !== 'string') problems.push(`${at}.${name}: must be a string, not ${kindOf(field)}`);
      }
      for (const name of Object.keys(entry))
        if (!(ACCOUNT_KEYS as readonly string[]).includes(name))
          problems.push(`${at}: unknown key '${name}' (expected emailAddress and dateOfBirth)`);
    });
    return problems;
  },
  takenPersonalUrls: strings,
  takenTeamUrls: strings,
};

/** The context's keys, as the usage lists them. */
export const CONTEXT_KEYS: readonly string[] = Object.keys(CHECKS);

/** How many single-character edits turn `a` into `b` (for "did you mean"). */
function distance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++)
      current[j] = Math.min(
        (previous[j] ?? 0) + 1,
        (current[j - 1] ?? 0) + 1,
        (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
    previous = current;
  }
  return previous[b.length] ?? 0;
}

/** The problem of a key the document may not have, with the key it was likely meant to be. */
function unknownKey(key: string): string {
  const near = CONTEXT_KEYS.map((known) => ({ known, edits: distance(key.toLowerCase(), known.toLowerCase()) }))
    .filter(({ edits }) => edits <= 2)
    .sort((a, b) => a.edits - b.edits)[0];
  const hint = near === undefined ? '' : ` (did you mean '${near.known}'?)`;
  return `unknown key '${key}'${hint}; the keys are ${CONTEXT_KEYS.join(', ')}`;
}

/**
 * Checks a parsed context document and turns it into validator options
 * (lists of existing accounts and taken URLs become fact functions). Throws an
 * `Error` whose message says every problem, `; `-separated, each naming its
 * key and what was expected.
 * @example optionsFromContext({ countries: ['GB'], takenPersonalUrls: ['ann'] }).personalUrlTaken?.('ann') // true
 */
export function optionsFromContext(document: unknown): ValidationOptions {
  if (typeof document !== 'object' || document === null || Array.isArray(document))
    throw new Error(`must be a JSON object of options (${CONTEXT_KEYS.join(', ')}), not ${kindOf(document)}`);
  const problems: string[] = [];
  for (const [key, value] of Object.entries(document)) {
    const check = Object.hasOwn(CHECKS, key) ? CHECKS[key] : undefined;
    if (check === undefined) problems.push(unknownKey(key));
    else problems.push(...check(key, value));
  }
  if (problems.length > 0) throw new Error(problems.join('; '));
  const { existingAccounts, takenPersonalUrls, takenTeamUrls, events, ...data } = document as {
    existingAccounts?: { emailAddress: string; dateOfBirth: string }[];
    takenPersonalUrls?: string[];
    takenTeamUrls?: string[];
    events?: Record<string, EventInfo>;
  } & Pick<ValidationOptions, 'today' | 'countries' | 'ukCountryCodes' | 'activities' | 'charities' | 'maxIssues'>;
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
 * The context's events (checked already), every own key an event resource
 * ID, `__proto__`, `constructor` and `prototype` too: kept as own properties.
 */
function eventsOf(document: Record<string, EventInfo>): Record<string, EventInfo> {
  const events: Record<string, EventInfo> = {};
  for (const [id, info] of Object.entries(document))
    Object.defineProperty(events, id, { value: info, enumerable: true, writable: true, configurable: true });
  return events;
}
