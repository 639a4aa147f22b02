import * as v from 'valibot';
import { parseYmd } from '../engine/calendar.js';
import { todayDate } from './today.js';
import type { EventInfo, ListFact, Membership, Messages, QuestionFact } from './types.js';

const isIterable = (value: unknown): value is Iterable<unknown> =>
  typeof value === 'object' && value !== null && typeof (value as Iterable<unknown>)[Symbol.iterator] === 'function';

const iterableOfStrings = v.custom<Iterable<string>>(
  isIterable,
  'must be an iterable of strings, such as an array or a Set',
);
const factFunction = v.custom<(...args: never[]) => unknown>(
  (value) => typeof value === 'function',
  'must be a function',
);

/** The options object the validators accept; unknown keys are refused, to catch typos. */
const OptionsSchema = v.strictObject({
  today: v.optional(
    v.pipe(
      v.string('must be a string written YYYYMMDD'),
      v.check((text) => parseYmd(text) !== undefined, 'must be a real calendar date written YYYYMMDD'),
    ),
  ),
  countries: v.optional(iterableOfStrings),
  ukCountryCodes: v.optional(iterableOfStrings),
  activities: v.optional(iterableOfStrings),
  charities: v.optional(iterableOfStrings),
  events: v.optional(
    v.union(
      [
        factFunction,
        // A Map would be read as a record with no events: refused, with the way to pass one.
        v.custom<Record<string, unknown>>(
          (value) =>
            typeof value === 'object' &&
            value !== null &&
            !Array.isArray(value) &&
            !(value instanceof Map) &&
            !(value instanceof Set),
        ),
      ],
      'must be a record of EventInfo by event resource ID, or a lookup function (for a Map: (id) => map.get(id))',
    ),
  ),
  accountExists: v.optional(factFunction),
  personalUrlTaken: v.optional(factFunction),
  teamUrlTaken: v.optional(factFunction),
  telephoneExists: v.optional(factFunction),
  postcodeFormat: v.optional(factFunction),
  messages: v.optional(v.record(v.string(), v.string('must be a string'))),
  maxIssues: v.optional(
    v.pipe(v.number('must be a number'), v.integer('must be a whole number'), v.minValue(1, 'must be at least 1')),
  ),
});

/** The EventInfo of contract section 4, checked where a lookup returns it. */
export const EventInfoSchema = v.object({
  status: v.optional(v.picklist(['published', 'unpublished', 'expired', 'closed'])),
  feeRequired: v.optional(v.boolean()),
  placesLeft: v.optional(v.number()),
  allowedCharities: v.optional(v.array(v.string())),
  maxCharities: v.optional(v.number()),
  charitySplits: v.optional(v.array(v.object({ charityResourceId: v.string(), charitySplitPercent: v.number() }))),
});

/** Options checked, with lookups made ready for membership tests. */
export interface ResolvedOptions {
  /** The `today` option as a YYYYMMDD integer; `undefined` means today in London. */
  readonly today: number | undefined;
  readonly lists: Readonly<Partial<Record<ListFact, Membership>>>;
  readonly questions: Readonly<Partial<Record<QuestionFact, (...args: string[]) => unknown>>>;
  readonly events: ((eventResourceId: string) => unknown) | undefined;
  readonly maxIssues: number;
  readonly messages: Messages | undefined;
}

const LIST_FACTS: readonly ListFact[] = ['countries', 'ukCountryCodes', 'activities', 'charities'];
const QUESTION_FACTS: readonly QuestionFact[] = [
  'accountExists',
  'personalUrlTaken',
  'teamUrlTaken',
  'telephoneExists',
  'postcodeFormat',
];
const DEFAULT_UK = new Set(['GB', 'UK']);
const DEFAULTS: ResolvedOptions = {
  today: undefined,
  lists: { ukCountryCodes: DEFAULT_UK },
  questions: {},
  events: undefined,
  maxIssues: 1000,
  messages: undefined,
};

/** The values of the options object's keys, as a resolution was made from them. */
type OptionValues = { readonly [key in keyof v.InferOutput<typeof OptionsSchema>]-?: unknown };

/**
 * The option values of an options object, read by name: one property read
 * per key at a fixed place, which V8 keeps fast (a loop over the key names
 * would make every read a slow by-name lookup, on every validation). Its
 * type makes it read every key of the schema.
 */
function snapshot(options: Readonly<Record<string, unknown>>): OptionValues {
  return {
    today: options.today,
    countries: options.countries,
    ukCountryCodes: options.ukCountryCodes,
    activities: options.activities,
    charities: options.charities,
    events: options.events,
    accountExists: options.accountExists,
    personalUrlTaken: options.personalUrlTaken,
    teamUrlTaken: options.teamUrlTaken,
    telephoneExists: options.telephoneExists,
    postcodeFormat: options.postcodeFormat,
    messages: options.messages,
    maxIssues: options.maxIssues,
  };
}

function unchanged(options: Readonly<Record<string, unknown>>, from: OptionValues): boolean {
  return (
    options.today === from.today &&
    options.countries === from.countries &&
    options.ukCountryCodes === from.ukCountryCodes &&
    options.activities === from.activities &&
    options.charities === from.charities &&
    options.events === from.events &&
    options.accountExists === from.accountExists &&
    options.personalUrlTaken === from.personalUrlTaken &&
    options.teamUrlTaken === from.teamUrlTaken &&
    options.telephoneExists === from.telephoneExists &&
    options.postcodeFormat === from.postcodeFormat &&
    options.messages === from.messages &&
    options.maxIssues === from.maxIssues
  );
}

/** Resolved options per options object, with the values they were resolved from. */
const resolvedCache = new WeakMap<object, { readonly from: OptionValues; readonly resolved: ResolvedOptions }>();
/** Iterables whose entries were already checked to be strings. */
const checkedLists = new WeakSet<object>();

/**
 * Checks the options (a `TypeError` with a clear message when they are wrong)
 * and prepares them; `null` is no options. The work is done once per options
 * object while its values stay the same.
 * @example resolveOptions({ today: '20261122' }).maxIssues // 1000
 */
export function resolveOptions(options: unknown): ResolvedOptions {
  if (options === undefined || options === null) return DEFAULTS;
  if (typeof options !== 'object' || Array.isArray(options))
    throw new TypeError('fundraising-rules: options must be an object');
  const record = options as Record<string, unknown>;
  const hit = resolvedCache.get(options);
  if (hit !== undefined && unchanged(record, hit.from)) return hit.resolved;
  const parsed = v.safeParse(OptionsSchema, options);
  if (!parsed.success) throw new TypeError(`fundraising-rules: invalid options: ${describe(parsed.issues)}`);
  const given = parsed.output;
  const lists: Partial<Record<ListFact, Membership>> = { ukCountryCodes: DEFAULT_UK };
  for (const name of LIST_FACTS) {
    const list = given[name];
    if (list !== undefined) lists[name] = membership(name, list);
  }
  const questions: Partial<Record<QuestionFact, (...args: string[]) => unknown>> = {};
  for (const name of QUESTION_FACTS) {
    const ask = given[name];
    if (ask !== undefined) questions[name] = ask as (...args: string[]) => unknown;
  }
  const resolved: ResolvedOptions = {
    today: given.today === undefined ? undefined : todayDate(given.today),
    lists,
    questions,
    events: eventLookup(given.events),
    maxIssues: given.maxIssues ?? DEFAULTS.maxIssues,
    messages: given.messages,
  };
  resolvedCache.set(options, { from: snapshot(record), resolved });
  return resolved;
}

function describe(issues: readonly v.BaseIssue<unknown>[]): string {
  return issues
    .map((issue) => {
      const path = v.getDotPath(issue);
      return path === null ? issue.message : `${path} ${issue.message}`;
    })
    .join('; ');
}

/**
 * A lookup list as a membership test. A Set is used as it is (live); any
 * other iterable is read into a Set when the options object is resolved.
 */
function membership(name: ListFact, list: Iterable<unknown>): Membership {
  const members = list instanceof Set ? list : new Set(list);
  if (!checkedLists.has(members)) {
    for (const member of members) {
      if (typeof member !== 'string')
        throw new TypeError(`fundraising-rules: invalid options: ${name} must hold strings only`);
    }
    checkedLists.add(members);
  }
  return members as Set<string>;
}

function eventLookup(events: unknown): ((eventResourceId: string) => unknown) | undefined {
  if (events === undefined) return undefined;
  if (typeof events === 'function') return events as (eventResourceId: string) => unknown;
  const record = events as Readonly<Record<string, unknown>>;
  return (eventResourceId) => (Object.hasOwn(record, eventResourceId) ? record[eventResourceId] : undefined);
}

/**
 * Checks what an events option gave for one event: `null` when it does not
 * know the event, else the EventInfo (a `TypeError` when it is malformed).
 * @example checkEventInfo('E1', { status: 'closed' }) // { status: 'closed' }
 */
export function checkEventInfo(eventResourceId: string, info: unknown): EventInfo | null {
  if (info === undefined || info === null) return null;
  if (typeof info !== 'object' || Array.isArray(info)) {
    throw new TypeError(`fundraising-rules: invalid options: events['${eventResourceId}'] must be an EventInfo object`);
  }
  if (!checkedEvents.has(info)) {
    const parsed = v.safeParse(EventInfoSchema, info);
    if (!parsed.success) {
      throw new TypeError(
        `fundraising-rules: invalid options: events['${eventResourceId}'] ${describe(parsed.issues)}`,
      );
    }
    checkedEvents.add(info);
  }
  // The caller's own object, read live: a server may update placesLeft in place.
  return info as EventInfo;
}

/**
 * EventInfo objects already checked: a record of events is checked once per
 * event, not once per page (a value changed in place to a wrong type later is
 * not caught).
 */
const checkedEvents = new WeakSet<object>();
