/**
 * The `--context FILE` document: data options, and the function facts as
 * lists. Checked with valibot, each problem said in the package's words,
 * naming the key and what was expected.
 */
import * as v from 'valibot';
import { butWas, jsonObject, keyed, kindOf, problemsOf } from '../config/problems.js';
import type { EventInfo, ValidationOptions } from '../facts/types.js';
import { parseYmd } from '../runtime/calendar.js';
import { eventInfoProblem } from '../runtime/events.js';

/** A list of strings. */
const strings = () => v.array(v.string(butWas('must be a string')), butWas('must be an array of strings'));

/**
 * An event's facts: what the validators accept as an EventInfo (unknown keys
 * ignored), kept as given; the first problem, at its key.
 */
const EVENT_INFO = v.pipe(
  v.custom<EventInfo>(
    (value) => typeof value === 'object' && value !== null && !Array.isArray(value),
    butWas('must be an EventInfo object'),
  ),
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const info = dataset.value as Record<string, unknown>;
    const problem = eventInfoProblem(info);
    if (problem === undefined) return;
    // 'status must be one of ...': the key, then what it must be.
    const key = problem.slice(0, problem.indexOf(' '));
    addIssue({
      message: problem.slice(key.length + 1),
      path: [{ type: 'object', origin: 'value', input: info, key, value: info[key] }],
    });
  }),
);

const ACCOUNT = jsonObject(
  {
    emailAddress: v.string(butWas('must be a string')),
    dateOfBirth: v.string(butWas('must be a string')),
  },
  {
    notObject: butWas('must be an object { emailAddress, dateOfBirth }'),
    unknownKey: (key) => `unknown key '${key}' (expected emailAddress and dateOfBirth)`,
    missing: () => 'missing (expected a string)',
  },
  ['emailAddress', 'dateOfBirth'],
);

/** The document's keys, in the order the usage names them. */
const ENTRIES = {
  // Checked here too: a --today flag replaces it, but a wrong date is a broken file.
  today: v.custom<string>(
    (value) => typeof value === 'string' && parseYmd(value) !== undefined,
    ({ input }) =>
      `must be a real calendar date written YYYYMMDD, such as 20261122, not ${typeof input === 'string' ? `'${input}'` : kindOf(input)}`,
  ),
  countries: strings(),
  ukCountryCodes: strings(),
  activities: strings(),
  charities: strings(),
  events: keyed(EVENT_INFO, butWas('must be an object of EventInfo by event resource ID')),
  maxIssues: v.custom<number>(
    (value) => typeof value === 'number' && Number.isInteger(value) && value >= 1,
    ({ input }) => `must be a whole number of at least 1, not ${typeof input === 'number' ? input : kindOf(input)}`,
  ),
  existingAccounts: v.array(ACCOUNT, butWas('must be an array of { emailAddress, dateOfBirth }')),
  takenPersonalUrls: strings(),
  takenTeamUrls: strings(),
};

/** The context's keys, as the usage lists them. */
export const CONTEXT_KEYS: readonly string[] = Object.keys(ENTRIES);

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

/** The context document. */
const CONTEXT = jsonObject(ENTRIES, {
  notObject: butWas(`must be a JSON object of options (${CONTEXT_KEYS.join(', ')})`),
  unknownKey,
});

/**
 * Checks a parsed context document and turns it into validator options
 * (lists of existing accounts and taken URLs become fact functions). Throws an
 * `Error` whose message says every problem, `; `-separated, each naming its
 * key and what was expected.
 * @example optionsFromContext({ countries: ['GB'], takenPersonalUrls: ['ann'] }).personalUrlTaken?.('ann') // true
 */
export function optionsFromContext(document: unknown): ValidationOptions {
  const result = v.safeParse(CONTEXT, document, { abortEarly: false });
  if (!result.success) throw new Error(problemsOf(result.issues, 'brackets').join('; '));
  const { existingAccounts, takenPersonalUrls, takenTeamUrls, ...data } = result.output;
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
