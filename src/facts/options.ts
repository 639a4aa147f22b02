import { ROWS } from '../generated/names.js';
import { parseYmd } from '../runtime/calendar.js';
import { FactFailure } from '../runtime/failure.js';
import type { FormMessages, Reporting } from '../runtime/report.js';
import { isAbortSignal } from './abort.js';
import type { ListFact, Membership, Messages, QuestionFact } from './types.js';

/**
 * The options a validator takes, checked on every call: each key by a plain
 * test of its own, so that a fresh options object per call (`{ today }` on
 * every request) costs well under a microsecond, and a wrong one is a
 * `TypeError` in the package's own words, naming the option and what was
 * expected. Unknown keys are refused, to catch typos.
 */

/** Why a value is wrong for an option, or `undefined` when it is right; names are those of `rows` (see `ROWS`). */
type Check = (value: unknown, rows: string) => string | undefined;

const isFunction: Check = (value) => (typeof value === 'function' ? undefined : 'must be a function');

const isIterable = (value: unknown): value is Iterable<unknown> =>
  typeof value === 'object' && value !== null && typeof (value as Iterable<unknown>)[Symbol.iterator] === 'function';

const isLookupList: Check = (value) =>
  isIterable(value) ? undefined : 'must be an array or another iterable of strings, such as a Set';

const isRecordOfEvents: Check = (value) => {
  if (typeof value === 'function') return undefined;
  if (value instanceof Map)
    return 'must be a record of EventInfo by event resource ID, or a lookup function; for a Map, pass (id) => map.get(id)';
  if (typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Set)) return undefined;
  return 'must be a record of EventInfo by event resource ID, or a lookup function';
};

/** The message keys of the last rows read: those of the two operations (`ROWS`), or of more tables. */
let known: { readonly rows: string; readonly keys: ReadonlySet<string> } | undefined;

/**
 * The message keys of `rows` (by code, see `ROWS`), read when first needed:
 * each row's own key `code:at`, its cases' `code:at/name`, its
 * `code:parameter` and its `code`.
 * @example messageKeys(ROWS).has('002.01.06:surname/absent') // true
 */
export function messageKeys(rows: string): ReadonlySet<string> {
  if (known?.rows === rows) return known.keys;
  const keys = new Set<string>();
  for (const group of rows.split(' ')) {
    const colon = group.indexOf(':');
    const code = group.slice(0, colon);
    keys.add(code);
    for (const row of group.slice(colon + 1).split(',')) {
      const [named = '', given] = row.split('=');
      const [id = '', ...cases] = named.split('/');
      for (const name of cases) keys.add(`${code}:${id}/${name}`);
      const repeat = id.indexOf('#');
      const names = (repeat === -1 ? id : id.slice(0, repeat)).replaceAll('[]', '').split('.');
      keys.add(`${code}:${id}`).add(`${code}:${given ?? names[names.length - 1]}`);
    }
  }
  known = { rows, keys };
  return keys;
}

const isMessages: Check = (value, rows) => {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return 'must be an object of messages';
  const keys = messageKeys(rows);
  for (const [key, message] of Object.entries(value)) {
    if (!keys.has(key)) return `['${key}'] matches no rule (see "Messages with values" in the README)`;
    if (typeof message !== 'string' && typeof message !== 'function') return `['${key}'] must be text or a function`;
  }
  return undefined;
};

/** The entries are read, and checked, by `selectedFields`. */
const isFieldList: Check = (value) =>
  isIterable(value) ? undefined : 'must be an array or another iterable of field names';

const isSignal: Check = (value) => (isAbortSignal(value) ? undefined : 'must be an AbortSignal');

/** The last `today` read, and its YYYYMMDD integer: a caller passes the same day's text all day. */
let lastToday: { readonly text: string; readonly ymd: number | undefined } = { text: '', ymd: undefined };

/** `parseYmd` of a `today` option, read once for as long as the text does not change. */
function todayOf(text: string): number | undefined {
  if (text !== lastToday.text) lastToday = { text, ymd: parseYmd(text) };
  return lastToday.ymd;
}

/** Every option, and the check of its value. */
const CHECKS = {
  today: (value) =>
    typeof value === 'string' && todayOf(value) !== undefined
      ? undefined
      : 'must be a real calendar date written YYYYMMDD, such as 20261122',
  countries: isLookupList,
  ukCountryCodes: isLookupList,
  activities: isLookupList,
  charities: isLookupList,
  events: isRecordOfEvents,
  accountExists: isFunction,
  personalUrlTaken: isFunction,
  teamUrlTaken: isFunction,
  telephoneExists: isFunction,
  postcodeFormat: isFunction,
  messages: isMessages,
  maxIssues: (value) =>
    typeof value === 'number' && Number.isInteger(value) && value >= 1
      ? undefined
      : 'must be a whole number of at least 1',
  fields: isFieldList,
  signal: isSignal,
  strict: (value) => (typeof value === 'boolean' ? undefined : 'must be true or false'),
} as const satisfies Record<string, Check>;

type OptionName = keyof typeof CHECKS;
const OPTION_NAMES = Object.keys(CHECKS) as OptionName[];
/** Each option's check, at the option's place in `OPTION_NAMES` (and in `valuesOf`). */
const CHECK_LIST: readonly Check[] = Object.values(CHECKS);

/** Options checked, with lookups made ready for membership tests. */
export interface ResolvedOptions {
  /** The `today` option as a YYYYMMDD integer; `undefined` means today in London. */
  today: number | undefined;
  /** Every list, always in the same order of keys (one object shape): `undefined` where not given. */
  readonly lists: Readonly<Record<ListFact, Membership | undefined>>;
  readonly questions: Readonly<Record<QuestionFact, ((...args: string[]) => unknown) | undefined>>;
  events: ((eventResourceId: string) => unknown) | undefined;
  /**
   * `maxIssues` and `messages` (and for a form schema, the default messages
   * for people, contract section 10.3), as a validation without `fields`
   * reports (see `reportingOf`).
   */
  readonly reporting: {
    maxIssues: number;
    messages: Messages | undefined;
    readonly fields: undefined;
    readonly formMessages?: FormMessages | undefined;
  };
  /**
   * Field-level validation (contract section 10.1): the `fields` option as
   * given, read by `selectedFields` on every call.
   */
  fields: Iterable<unknown> | undefined;
  /** Cancels an async validation. */
  signal: AbortSignal | undefined;
  /** Contract section 10.4: a validation that would list anything in `unchecked` throws instead. */
  strict: boolean;
}

const DEFAULT_UK: Membership = new Set(['GB', 'UK']);
/** New default options, to fill in: a literal, which V8 makes faster than it copies an object. */
const defaults = (): ResolvedOptions => ({
  today: undefined,
  lists: { countries: undefined, ukCountryCodes: DEFAULT_UK, activities: undefined, charities: undefined },
  // Every question's key, in one order: one shape, whose keys the facts read by name.
  questions: {
    accountExists: undefined,
    personalUrlTaken: undefined,
    teamUrlTaken: undefined,
    telephoneExists: undefined,
    postcodeFormat: undefined,
  },
  events: undefined,
  reporting: { maxIssues: 1000, messages: undefined, fields: undefined },
  fields: undefined,
  signal: undefined,
  strict: false,
});
const DEFAULTS: Readonly<ResolvedOptions> = defaults();

const invalid = (what: string) => new TypeError(`fundraising-rules: invalid options: ${what}`);

/** An options object resolved, with its keys and the values it held then, and the rows its names were checked against. */
interface Resolved {
  readonly options: object;
  readonly rows: string;
  readonly keys: readonly string[];
  readonly values: readonly unknown[];
  readonly resolved: ResolvedOptions;
  /** Whether every value is one its check would find the same in again (see `unchanging`). */
  readonly unchanging: boolean;
}

/**
 * The last four options objects resolved: a caller
 * that passes the same object on every call (or one per validator, calling
 * them in turn) pays for its check once, and so does one that writes the
 * same options afresh on every call (`{ today, countries }` in each
 * request): a fresh object with the keys, in order, and the values of one
 * resolved before is resolved as that one was. A value replaced since is
 * checked again.
 */
const recent: (Resolved | undefined)[] = [undefined, undefined, undefined, undefined];
/** Where the next options object resolved is remembered (the oldest goes). */
let next = 0;

/** The option values of an object, in the order of `OPTION_NAMES`, each read by its name (which V8 keeps fast). */
const valuesOf = (given: Readonly<Record<string, unknown>>): unknown[] => [
  given.today,
  given.countries,
  given.ukCountryCodes,
  given.activities,
  given.charities,
  given.events,
  given.accountExists,
  given.personalUrlTaken,
  given.teamUrlTaken,
  given.telephoneExists,
  given.postcodeFormat,
  given.messages,
  given.maxIssues,
  given.fields,
  given.signal,
  given.strict,
];

/** Do two lists of option values hold the same values, each the same (`===`)? */
function sameValues(given: readonly unknown[], known: readonly unknown[]): boolean {
  for (let index = 0; index < known.length; index++) if (given[index] !== known[index]) return false;
  return true;
}

/** Do two lists of keys name the same keys in the same order? */
const sameKeys = (given: readonly string[], known: readonly string[]): boolean =>
  given.length === known.length && sameValues(given, known);

/**
 * The resolved options of `given` when it is a recent options object that
 * still holds the same values: read by name, without allocating (a loop over
 * the names would read them by key, several times slower).
 */
function recentlyResolved(given: Readonly<Record<string, unknown>>, rows: string): ResolvedOptions | undefined {
  // By index: `for…of` over the four entries cost about 150 instructions a call.
  for (let index = 0; index < recent.length; index++) {
    const entry = recent[index];
    if (entry === undefined || entry.options !== given || entry.rows !== rows) continue;
    const values = entry.values;
    const same =
      given.today === values[0] &&
      given.countries === values[1] &&
      given.ukCountryCodes === values[2] &&
      given.activities === values[3] &&
      given.charities === values[4] &&
      given.events === values[5] &&
      given.accountExists === values[6] &&
      given.personalUrlTaken === values[7] &&
      given.teamUrlTaken === values[8] &&
      given.telephoneExists === values[9] &&
      given.postcodeFormat === values[10] &&
      given.messages === values[11] &&
      given.maxIssues === values[12] &&
      given.fields === values[13] &&
      given.signal === values[14] &&
      given.strict === values[15];
    return same ? entry.resolved : undefined;
  }
  return undefined;
}

/**
 * The resolved options of a recent options object with the same keys, in
 * the same order, and the same values as another (a fresh object written
 * the same way on every call), when its checks would find what they found
 * then: none of its values is an object that can change inside (a list
 * could gain a number, messages a key that matches no rule).
 */
function resolvedAlike(keys: readonly string[], values: readonly unknown[], rows: string): ResolvedOptions | undefined {
  for (let index = 0; index < recent.length; index++) {
    const entry = recent[index];
    if (
      entry?.unchanging === true &&
      entry.rows === rows &&
      sameKeys(keys, entry.keys) &&
      sameValues(values, entry.values)
    )
      return entry.resolved;
  }
  return undefined;
}

/** Can a check find an option value otherwise later? Not text, a number, a function or a frozen object. */
const unchanging = (value: unknown): boolean => typeof value !== 'object' || value === null || Object.isFrozen(value);

/** Remembers a resolved options object, in place of its former values or of the oldest one. */
function remember(entry: Resolved): void {
  const known = recent.findIndex((candidate) => candidate?.options === entry.options);
  if (known !== -1) recent[known] = entry;
  else {
    recent[next] = entry;
    next = (next + 1) % recent.length;
  }
}

/**
 * Checks the options (a `TypeError` with a clear message when they are wrong)
 * and prepares them; `null` and `undefined` are no options. Message keys are
 * those of `rows` (by default the two operations'; the query validators add
 * their own).
 * @example resolveOptions({ today: '20261122' }).reporting.maxIssues // 1000
 */
export function resolveOptions(options: unknown, rows = ROWS): ResolvedOptions {
  if (options === undefined || options === null) return DEFAULTS;
  if (typeof options !== 'object' || Array.isArray(options))
    throw new TypeError('fundraising-rules: options must be an object');
  const given = options as Readonly<Record<string, unknown>>;
  const known = recentlyResolved(given, rows);
  if (known !== undefined) return known;
  // Each option read once, by its name; the keys, as for a spread: own keys only.
  const values = valuesOf(given);
  const keys = Object.keys(given);
  const before = resolvedAlike(keys, values, rows);
  if (before !== undefined) return before;
  const resolved = defaults();
  const lists = resolved.lists as Record<ListFact, Membership | undefined>;
  const questions = resolved.questions as Record<QuestionFact, ((...args: string[]) => unknown) | undefined>;
  let allUnchanging = true;
  // One pass over the keys given: each checked, then put where the rules read it.
  // Own keys only: inherited properties are no options, as for a spread.
  for (const key of keys) {
    const place = OPTION_NAMES.indexOf(key as OptionName);
    if (place === -1) throw invalid(`'${key}' is not an option (the options are ${OPTION_NAMES.join(', ')})`);
    const value = values[place];
    if (value === undefined) continue;
    const name = OPTION_NAMES[place] as OptionName;
    const check = CHECK_LIST[place] as Check;
    const problem = check(value, rows);
    if (problem !== undefined) throw invalid(`${name} ${problem}`);
    // The fields are read again on every call: what they hold may change.
    if (allUnchanging && name !== 'fields' && !unchanging(value)) allUnchanging = false;
    // The lookup lists and the fact functions are the options their checks say they are.
    if (check === isLookupList) lists[name as ListFact] = membership(name as ListFact, value as Iterable<unknown>);
    else if (check === isFunction) questions[name as QuestionFact] = value as (...args: string[]) => unknown;
    else if (name === 'today')
      resolved.today = todayOf(value as string); // a real date: checked above
    else if (name === 'events') resolved.events = eventLookup(value);
    else if (name === 'maxIssues') resolved.reporting.maxIssues = value as number;
    else if (name === 'fields') {
      // Read now to be checked, and again on every call (a generator's entries are kept: it can be read once).
      selectedFields(value as Iterable<unknown>);
      resolved.fields = value as Iterable<unknown>;
    } else if (name === 'signal') resolved.signal = value as AbortSignal;
    else if (name === 'strict') resolved.strict = value as boolean;
    else resolved.reporting.messages = value as Messages;
  }
  remember({ options, rows, keys, values, resolved, unchanging: allUnchanging });
  return resolved;
}

/** Lists that cannot change, with their Set, made once (the ISO country list is one). */
const frozenLists = new WeakMap<readonly unknown[], Set<string>>();

/**
 * A lookup list as a membership test, its entries checked now. A Set is used
 * as it is (live); a frozen array's Set is made once and kept; any other
 * list is searched as it is: a validation looks up a handful of values, so
 * searching costs less than building a Set that lives for one call.
 */
function membership(name: ListFact, list: Iterable<unknown>): Membership {
  // A list frozen once stays frozen: its Set, when made, is all there is to ask.
  const made = frozenLists.get(list as readonly unknown[]);
  if (made !== undefined) return made;
  if (Array.isArray(list) && Object.isFrozen(list)) {
    checkStrings(name, list);
    const members = new Set(list as string[]);
    frozenLists.set(list, members);
    return members;
  }
  if (list instanceof Set) {
    checkStrings(name, list);
    const set = list as Set<string>;
    return { has: (value) => asked(() => set.has(value)) };
  }
  // Another iterable (a generator, a Map's keys) may be read only once: read into an array once, kept by identity.
  const entries = Array.isArray(list) ? (list as readonly unknown[]) : readOnce(list);
  checkStrings(name, entries);
  // indexOf finds a string as includes does, measurably faster.
  return { has: (value) => asked(() => entries.indexOf(value) !== -1) };
}

/**
 * A look-up in the caller's list: what it throws (a `has` of its own, a
 * Proxy's trap) is the caller's failure (contract section 10.5), which
 * propagates, never an `unreadable-input` of the payload.
 */
function asked(lookUp: () => boolean): boolean {
  try {
    return lookUp();
  } catch (error) {
    throw new FactFailure(error);
  }
}

/** The entries of iterables other than arrays and Sets, read once each. */
const iterablesRead = new WeakMap<object, readonly unknown[]>();

function readOnce(list: Iterable<unknown>): readonly unknown[] {
  let entries = iterablesRead.get(list);
  if (entries === undefined) {
    entries = [...list];
    iterablesRead.set(list, entries);
  }
  return entries;
}

function checkStrings(name: ListFact, list: Iterable<unknown>): void {
  for (const member of list) if (typeof member !== 'string') throw invalid(`${name} must hold strings only`);
}

function eventLookup(events: unknown): (eventResourceId: string) => unknown {
  if (typeof events === 'function') return events as (eventResourceId: string) => unknown;
  const record = events as Readonly<Record<string, unknown>>;
  return (eventResourceId) => (Object.hasOwn(record, eventResourceId) ? record[eventResourceId] : undefined);
}

/**
 * The most entries a `fields` iterable other than an array is read for: one
 * more is a `TypeError`, so that an endless iterator ends (a form has a few
 * dozen inputs; an array holds what memory holds, and is read by its keys).
 * @example if (entries.push(entry) > MAX_FIELD_ENTRIES) throw invalid('fields must hold at most …');
 */
export const MAX_FIELD_ENTRIES = 1_048_576;

/**
 * The entries of an iterable that is not an array, read through its
 * iterator up to the cap. A one-shot iterator (a generator: its iterator is
 * itself) can be read only once: its entries are kept, by identity.
 */
function entriesOf(list: Iterable<unknown>): readonly unknown[] {
  const kept = iterablesRead.get(list);
  if (kept !== undefined) return kept;
  const iterator = list[Symbol.iterator]();
  const entries: unknown[] = [];
  // for…of over the iterator itself, so that a generator is closed when the cap stops it.
  for (const entry of { [Symbol.iterator]: () => iterator })
    if (entries.push(entry) > MAX_FIELD_ENTRIES) throw invalid(`fields must hold at most ${MAX_FIELD_ENTRIES} entries`);
  if ((iterator as unknown) === list) iterablesRead.set(list, entries);
  return entries;
}

/**
 * The top-level fields a `fields` option selects (contract section 10.1),
 * read now: each entry a field name, or a dotted input name that selects its
 * first segment (`'charitySplits.1.charityResourceId'` selects
 * `charitySplits`); a name of no field selects nothing. An array is read by
 * its own index keys, so that its holes cost nothing however long it claims
 * to be; any other iterable afresh, except a one-shot iterator (a generator),
 * read once and its entries kept. A non-string entry, or an iterator of more
 * than `MAX_FIELD_ENTRIES`, is a `TypeError`.
 * @example selectedFields(['surname', 'charitySplits.0.charityResourceId']) // Set { 'surname', 'charitySplits' }
 */
export function selectedFields(list: Iterable<unknown>): ReadonlySet<string> {
  const entries = Array.isArray(list) ? (list as readonly unknown[]) : entriesOf(list);
  const selected = new Set<string>();
  for (const key of Object.keys(entries)) {
    const index = Number(key);
    // An own index key, as JavaScript writes one: any other own key is no entry.
    if (!(index < entries.length && String(index) === key)) continue;
    const name = entries[index];
    if (typeof name !== 'string') throw invalid('fields must hold field names (strings) only');
    const dot = name.indexOf('.');
    selected.add(dot === -1 ? name : name.slice(0, dot));
  }
  return selected;
}

/**
 * What a validation with these options reports: the options' limits and
 * messages, with the fields `fields` selects (by default the options' own,
 * read now); without fields, the options' own reporting, made once.
 * @example validateResolved(checkAccount, body, resolved, reportingOf(resolved))
 */
export function reportingOf(
  options: ResolvedOptions,
  fields: Iterable<unknown> | undefined = options.fields,
): Reporting {
  if (fields === undefined) return options.reporting;
  const { maxIssues, messages, formMessages } = options.reporting;
  return { maxIssues, messages, formMessages, fields: selectedFields(fields) };
}

/**
 * What one call of a prepared validator may choose (contract section 9.5).
 * @example const { fields, signal }: CallChoices = callChoices({ fields: touched });
 */
export interface CallChoices {
  /** The call's `fields` as given, read by `reportingOf`; `undefined` keeps the options' own. */
  readonly fields: Iterable<unknown> | undefined;
  readonly signal: AbortSignal | undefined;
}

/**
 * Checks the choices of one call of a prepared validator (`{ fields?,
 * signal? }`; a `TypeError` as for options); the fields are read by
 * `reportingOf`, once per call.
 * @example reportingOf(resolved, callChoices({ fields: ['surname'] }).fields).fields // Set { 'surname' }
 */
export function callChoices(call: unknown): CallChoices {
  if (typeof call !== 'object' || call === null || Array.isArray(call))
    throw new TypeError('fundraising-rules: the choices of a call must be an object ({ fields?, signal? })');
  const { fields, signal, ...rest } = call as { fields?: unknown; signal?: unknown };
  const unknownKey = Object.keys(rest)[0];
  if (unknownKey !== undefined)
    throw invalid(`'${unknownKey}' is not a choice of a call (the choices are fields, signal)`);
  const problem = fields === undefined ? undefined : isFieldList(fields, ROWS);
  if (problem !== undefined) throw invalid(`fields ${problem}`);
  const signalProblem = signal === undefined ? undefined : isSignal(signal, ROWS);
  if (signalProblem !== undefined) throw invalid(`signal ${signalProblem}`);
  return { fields: fields as Iterable<unknown> | undefined, signal: signal as AbortSignal | undefined };
}
