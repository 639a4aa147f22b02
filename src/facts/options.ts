import { ROWS } from '../generated/names.js';
import { parseYmd } from '../runtime/calendar.js';
import { FactFailure } from '../runtime/failure.js';
import type { FormMessages, Reporting } from '../runtime/report.js';
import { isAbortSignal } from './abort.js';
import type { Membership, Messages, ValidationOptions } from './types.js';

/**
 * The options a validator takes, by name: each option is one entry of
 * `OPTIONS`, its check and the value the rules read of it. A wrong value is
 * a `TypeError` in the package's own words, naming the option and what was
 * expected; unknown keys are refused, to catch typos.
 */

/** Why a value is wrong for an option, or `undefined` when it is right; names are those of `rows` (see `ROWS`). */
type Check = (value: unknown, rows: string) => string | undefined;

const isFunction: Check = (value) => (typeof value === 'function' ? undefined : 'must be a function');

const isIterable = (value: unknown): value is Iterable<unknown> =>
  typeof value === 'object' && value !== null && typeof (value as Iterable<unknown>)[Symbol.iterator] === 'function';

/** A lookup list: an iterable of strings, its entries read now (a one-shot iterable's kept, see `readOnce`). */
const isLookupList: Check = (value) => {
  if (!isIterable(value)) return 'must be an array or another iterable of strings, such as a Set';
  if (frozenLists.has(value as readonly unknown[])) return undefined;
  const entries = Array.isArray(value) || value instanceof Set ? value : readOnce(value);
  for (const entry of entries) if (typeof entry !== 'string') return 'must hold strings only';
  return undefined;
};

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

/** A `fields` iterable, given in the options or for one call; its entries are read by `selectedFields`. */
const isFieldList: Check = (value) =>
  isIterable(value) ? undefined : 'must be an array or another iterable of field names';

/** The `fields` option: an iterable whose entries are read now too (`selectedFields`), and again at each call. */
const isFieldSelection: Check = (value, rows) => {
  const problem = isFieldList(value, rows);
  if (problem === undefined) selectedFields(value as Iterable<unknown>);
  return problem;
};

const isSignal: Check = (value) => (isAbortSignal(value) ? undefined : 'must be an AbortSignal');

/** The last `today` read, and its YYYYMMDD integer: a caller passes the same day's text all day. */
let lastToday: { readonly text: string; readonly ymd: number | undefined } = { text: '', ymd: undefined };

/** `parseYmd` of a `today` option, read once for as long as the text does not change. */
function todayOf(text: string): number | undefined {
  if (text !== lastToday.text) lastToday = { text, ymd: parseYmd(text) };
  return lastToday.ymd;
}

/** Lists that cannot change, with their membership test, made once (the ISO country list is one). */
const frozenLists = new WeakMap<readonly unknown[], Membership>();

/** The most entries a frozen list is compared with one by one (the `ukCountryCodes` default has two); a longer one gets a Set. */
const FEW_ENTRIES = 8;

/**
 * A lookup list (its entries checked) as a membership test. A Set is used
 * as it is (live); a frozen array's test is made once and kept; any other
 * list is searched as it is: a validation looks up a handful of values, so
 * searching costs less than building a Set that lives for one call.
 */
function membership(list: Iterable<string>): Membership {
  // A list frozen once stays frozen: its test, when made, is all there is to ask.
  const made = frozenLists.get(list as readonly unknown[]);
  if (made !== undefined) return made;
  if (Array.isArray(list) && Object.isFrozen(list)) {
    const members = list.length <= FEW_ENTRIES ? new FewEntries([...list]) : new Set<string>(list);
    frozenLists.set(list, members);
    return members;
  }
  if (list instanceof Set) return new LiveSet(list);
  // Another iterable (a generator, a Map's keys) may be read only once: read into an array once, kept by identity.
  return new SearchedList(Array.isArray(list) ? (list as readonly unknown[]) : readOnce(list));
}

/**
 * The entries of a short frozen list, copied once, each compared with the
 * value: for two or three codes, fewer steps than a Set's hashing.
 */
class FewEntries implements Membership {
  constructor(private readonly entries: readonly string[]) {}

  has(value: string): boolean {
    const entries = this.entries;
    for (let index = 0; index < entries.length; index++) if (entries[index] === value) return true;
    return false;
  }
}

/**
 * A caller's Set, asked as it is (live). What its `has` throws (a `has` of
 * its own) is the caller's failure (contract section 10.5), which
 * propagates, never an `unreadable-input` of the payload.
 */
class LiveSet implements Membership {
  constructor(private readonly set: ReadonlySet<string>) {}

  has(value: string): boolean {
    try {
      return this.set.has(value);
    } catch (error) {
      throw new FactFailure(error);
    }
  }
}

/**
 * A caller's list, searched as it is: a validation looks up a handful of
 * values, so searching costs less than building a Set that lives for one
 * call. What a Proxy's trap throws is the caller's failure, as for `LiveSet`.
 */
class SearchedList implements Membership {
  constructor(private readonly entries: readonly unknown[]) {}

  has(value: string): boolean {
    try {
      // indexOf finds a string as includes does, measurably faster.
      return this.entries.indexOf(value) !== -1;
    } catch (error) {
      throw new FactFailure(error);
    }
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

function eventLookup(events: unknown): (eventResourceId: string) => unknown {
  if (typeof events === 'function') return events as (eventResourceId: string) => unknown;
  const record = events as Readonly<Record<string, unknown>>;
  return (eventResourceId) => (Object.hasOwn(record, eventResourceId) ? record[eventResourceId] : undefined);
}

/** The `ukCountryCodes` default. */
const DEFAULT_UK: readonly string[] = Object.freeze(['GB', 'UK']);

/** The names of the options: the keys of `ValidationOptions`. */
type OptionName = keyof ValidationOptions;

/**
 * One option: `check` tells why a value given is wrong, and `resolve` makes
 * the value the rules read, of a value its check found right or of
 * `undefined` (the option not given: its default).
 * @example const strict: Option<boolean | undefined> = OPTIONS.strict;
 */
interface Option<Given> {
  readonly check: Check;
  readonly resolve: (value: Given) => unknown;
}

/**
 * An entry for each key of `ValidationOptions`, and for no other key: an
 * option in one but not the other does not compile.
 * @example const table: OptionTable = OPTIONS;
 */
export type OptionTable = { readonly [Name in OptionName]-?: Option<ValidationOptions[Name]> };

/** A lookup list: a membership test of its entries, or `undefined` when not given. */
const LOOKUP_LIST = {
  check: isLookupList,
  resolve: (value: Iterable<string> | undefined): Membership | undefined =>
    value === undefined ? undefined : membership(value),
} as const;

/** A question about values of the payload: the caller's function, asked with one or two of them. */
const QUESTION = {
  check: isFunction,
  resolve: (value: ((...args: never[]) => unknown) | undefined) =>
    value as ((...args: string[]) => unknown) | undefined,
} as const;

/**
 * Every option by name, in the order the `TypeError` of an unknown key
 * lists them: its check, and the value the rules read of it
 * (`ResolvedOptions`), its default where it has one.
 * @example OPTIONS.maxIssues.resolve(undefined) // 1000
 */
export const OPTIONS = {
  today: {
    check: (value) =>
      typeof value === 'string' && todayOf(value) !== undefined
        ? undefined
        : 'must be a real calendar date written YYYYMMDD, such as 20261122',
    /** A YYYYMMDD integer; `undefined` means today in London. */
    resolve: (value) => (value === undefined ? undefined : todayOf(value)),
  },
  countries: LOOKUP_LIST,
  ukCountryCodes: { check: isLookupList, resolve: (value = DEFAULT_UK) => membership(value) },
  activities: LOOKUP_LIST,
  charities: LOOKUP_LIST,
  events: {
    check: isRecordOfEvents,
    resolve: (value) => (value === undefined ? undefined : eventLookup(value)),
  },
  accountExists: QUESTION,
  personalUrlTaken: QUESTION,
  teamUrlTaken: QUESTION,
  telephoneExists: QUESTION,
  postcodeFormat: QUESTION,
  messages: { check: isMessages, resolve: (value): Messages | undefined => value },
  maxIssues: {
    check: (value) =>
      typeof value === 'number' && Number.isInteger(value) && value >= 1
        ? undefined
        : 'must be a whole number of at least 1',
    resolve: (value = 1000) => value,
  },
  /** Read by `reportingOf` on every call (contract section 10.1). */
  fields: { check: isFieldSelection, resolve: (value): Iterable<unknown> | undefined => value },
  /** Cancels an async validation. */
  signal: { check: isSignal, resolve: (value) => value },
  /** Contract section 10.4: a validation that would list anything in `unchecked` throws instead. */
  strict: {
    check: (value) => (typeof value === 'boolean' ? undefined : 'must be true or false'),
    resolve: (value = false) => value,
  },
} as const satisfies OptionTable;

const OPTION_NAMES = Object.keys(OPTIONS) as OptionName[];

const isOptionName = (key: string): key is OptionName => Object.hasOwn(OPTIONS, key);

/** Each option as the rules read it, by its name. */
type ByName = { readonly [Name in OptionName]: ReturnType<(typeof OPTIONS)[Name]['resolve']> };

/**
 * Options checked, each by its name as the rules read it (see `OPTIONS`;
 * the lookup lists are read by the names `Facts.lists` gives them), with
 * the reporting choices they make.
 * @example const { maxIssues }: ResolvedOptions['reporting'] = resolveOptions({ maxIssues: 5 }).reporting;
 */
export interface ResolvedOptions extends ByName {
  /**
   * `maxIssues` and `messages` (and for a form schema, the default messages
   * for people, contract section 10.3), as a validation without `fields`
   * reports (see `reportingOf`).
   */
  readonly reporting: {
    readonly maxIssues: number;
    readonly messages: Messages | undefined;
    readonly fields: undefined;
    readonly formMessages?: FormMessages | undefined;
  };
}

const invalid = (what: string) => new TypeError(`fundraising-rules: invalid options: ${what}`);

/** Puts a checked value of an option where the rules read it. */
const resolveInto = (resolved: Record<string, unknown>, name: OptionName, value: unknown): void => {
  resolved[name] = (OPTIONS[name].resolve as (value: unknown) => unknown)(value);
};

/** The reporting choices of options resolved (see `ResolvedOptions.reporting`). */
const reportingIn = (resolved: Record<string, unknown>): ResolvedOptions['reporting'] => ({
  maxIssues: resolved.maxIssues as number,
  messages: resolved.messages as Messages | undefined,
  fields: undefined,
});

/** Every option's default: the resolved options of no options, each option in the order of `OPTIONS`. */
const DEFAULTS: ResolvedOptions = (() => {
  const resolved: Record<string, unknown> = {};
  for (const name of OPTION_NAMES) resolveInto(resolved, name, undefined);
  resolved.reporting = reportingIn(resolved);
  return resolved as unknown as ResolvedOptions;
})();

/** An options object resolved: its own keys and their values then, in order, and the rows its names were checked against. */
interface Remembered {
  readonly options: object;
  readonly rows: string;
  readonly keys: readonly OptionName[];
  readonly values: readonly unknown[];
  readonly resolved: ResolvedOptions;
  /** The places of the values whose checks could find otherwise later (see `unchanging`), in order. */
  readonly changeable: readonly number[];
}

/**
 * The last four options objects resolved: a caller that passes the same
 * object on every call (or one per validator, calling them in turn) pays
 * for its check once, and one that writes the same options afresh on every
 * call (`{ today, countries }` in each request) pays for checking again
 * only the values that can change inside. A value replaced since is
 * checked again.
 */
const recent: (Remembered | undefined)[] = [undefined, undefined, undefined, undefined];
/** Where the next options object resolved is remembered (the oldest goes). */
let next = 0;

/**
 * Does an options object still hold the own keys, in order, and values it
 * held when it was remembered? Each own key read by `for…in`, which V8 reads
 * from the object's own layout, as fast whatever the names.
 */
function holdsStill(given: Readonly<Record<string, unknown>>, entry: Remembered): boolean {
  const { keys, values } = entry;
  let place = 0;
  for (const key in given) {
    // Own keys only, as `Object.keys` lists them: inherited properties are no options, as for a spread.
    // biome-ignore lint/suspicious/noPrototypeBuiltins: written out, V8 drops this call inside `for…in` (not `Object.hasOwn`)
    if (!Object.prototype.hasOwnProperty.call(given, key)) continue;
    if (key !== keys[place] || given[key] !== values[place]) return false;
    place++;
  }
  return place === keys.length;
}

/** The own keys and values of the options object being read, in order, in lists kept from call to call (see `readOwn`). */
let spare: { readonly keys: string[]; readonly values: unknown[] } | undefined = { keys: [], values: [] };

/**
 * Reads each own key of an options object and its value, once, into
 * `into`: the number of keys read.
 */
function readOwn(given: Readonly<Record<string, unknown>>, into: { keys: string[]; values: unknown[] }): number {
  let count = 0;
  for (const key in given) {
    // biome-ignore lint/suspicious/noPrototypeBuiltins: as in `holdsStill`
    if (!Object.prototype.hasOwnProperty.call(given, key)) continue;
    into.keys[count] = key;
    into.values[count] = given[key];
    count++;
  }
  return count;
}

/** Do the first `count` entries of two lists hold the same values, each the same (`===`)? */
function sameFirst(count: number, given: readonly unknown[], known: readonly unknown[]): boolean {
  for (let place = 0; place < count; place++) if (given[place] !== known[place]) return false;
  return true;
}

/** The options object remembered with these keys, in order, and values, for these rows. */
function rememberedAlike(
  count: number,
  read: { keys: string[]; values: unknown[] },
  rows: string,
): Remembered | undefined {
  for (let index = 0; index < recent.length; index++) {
    const entry = recent[index];
    if (
      entry !== undefined &&
      entry.rows === rows &&
      entry.keys.length === count &&
      sameFirst(count, read.keys, entry.keys) &&
      sameFirst(count, read.values, entry.values)
    )
      return entry;
  }
  return undefined;
}

/** Can a check find an option value otherwise later? Not text, a number, a function, or a frozen object other than a Set. */
const unchanging = (value: unknown): boolean =>
  typeof value !== 'object' || value === null || (Object.isFrozen(value) && !(value instanceof Set));

/** Remembers a resolved options object, in place of its former values or of the oldest one. */
function remember(entry: Remembered): void {
  const known = recent.findIndex((candidate) => candidate?.options === entry.options);
  if (known !== -1) recent[known] = entry;
  else {
    recent[next] = entry;
    next = (next + 1) % recent.length;
  }
}

/**
 * Checks the options given (own keys, in their order: a `TypeError` for
 * the first that is wrong), resolves them and remembers them.
 */
function resolveAnew(
  options: object,
  keys: readonly string[],
  values: readonly unknown[],
  rows: string,
): ResolvedOptions {
  // A copy of the defaults: one object shape, whose places the rules read by name.
  const resolved: Record<string, unknown> = { ...DEFAULTS };
  const changeable: number[] = [];
  for (let place = 0; place < keys.length; place++) {
    const name = keys[place] as string;
    if (!isOptionName(name)) throw invalid(`'${name}' is not an option (the options are ${OPTION_NAMES.join(', ')})`);
    const value = values[place];
    if (value === undefined) continue;
    const problem = OPTIONS[name].check(value, rows);
    if (problem !== undefined) throw invalid(`${name} ${problem}`);
    if (!unchanging(value)) changeable.push(place);
    resolveInto(resolved, name, value);
  }
  resolved.reporting = reportingIn(resolved);
  const known = resolved as unknown as ResolvedOptions;
  remember({ options, rows, keys: keys as readonly OptionName[], values, resolved: known, changeable });
  return known;
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
  // By index: `for…of` over the four entries cost about 150 instructions a call.
  for (let index = 0; index < recent.length; index++) {
    const entry = recent[index];
    if (entry !== undefined && entry.options === given && entry.rows === rows) {
      if (holdsStill(given, entry)) return entry.resolved;
      break;
    }
  }
  // Taken while read: a getter that resolves options meanwhile reads into lists of its own.
  const read = spare ?? { keys: [], values: [] };
  spare = undefined;
  const count = readOwn(given, read);
  spare = read;
  const alike = rememberedAlike(count, read, rows);
  if (alike === undefined) return resolveAnew(given, read.keys.slice(0, count), read.values.slice(0, count), rows);
  for (const place of alike.changeable) {
    const name = alike.keys[place] as OptionName;
    const problem = OPTIONS[name].check(alike.values[place], rows);
    if (problem !== undefined) throw invalid(`${name} ${problem}`);
  }
  return alike.resolved;
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
