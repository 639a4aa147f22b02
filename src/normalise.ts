/**
 * Request bodies in their canonical form, for a server that has validated
 * one and stores it: text as strings, whole numbers as numbers, repeating
 * fields as arrays, blank optional fields left out, nothing but the
 * operation's fields.
 */
import { ACCOUNT_SHAPE, PAGE_SHAPE } from './generated/shapes.js';
import { isBlank, wholeNumber } from './runtime/values.js';

/**
 * What `read` gives, or `undefined` when it throws: a getter that throws, a
 * revoked Proxy (never a JSON value). Every read of the input goes through
 * it, so that nothing the input does makes a normaliser throw.
 */
function attempt<T>(read: () => T): T | undefined {
  try {
    return read();
  } catch {
    return undefined;
  }
}

/** Is `value` an object that is not an array? `false` for one that cannot tell (a revoked Proxy). */
function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && attempt(() => !Array.isArray(value)) === true;
}

/**
 * A text field's value: a string, or a finite number read as its text
 * (contract section 5); blank is absent, and so is a number that is not
 * finite (JSON's `1e400`), as the validators read it (contract 10.5).
 */
function text(value: unknown): string | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : undefined;
  return typeof value === 'string' && !isBlank(value) ? value : undefined;
}

/** A whole number's value as a number; any other text is kept as it is (best effort). */
function whole(value: unknown): number | string | undefined {
  return wholeNumber(value) ?? text(value);
}

/** The largest array index, 2^32 - 2. */
const MAX_INDEX = 4_294_967_294;

/**
 * Is `key` an array index as an array holds it: the decimal text of a whole
 * number from 0 to 2^32 - 2, without a sign or a leading zero? `''`, `'-1'`,
 * `'01'`, `'0x0'` and `'1e3'` are ordinary keys, never entries.
 */
function isIndex(key: string): boolean {
  if (key.length === 0 || key.length > 10 || (key.length > 1 && key.charCodeAt(0) === 48)) return false;
  for (let at = 0; at < key.length; at++) {
    const code = key.charCodeAt(at);
    if (code < 48 || code > 57) return false;
  }
  return Number(key) <= MAX_INDEX;
}

/**
 * The indices of the entries an array holds, ascending: its own enumerable
 * index keys, each once (a sparse list claiming 2^32 - 1 costs its entries).
 * A Proxy may list its keys in any order: they are sorted. `[]` for an array
 * whose keys cannot be read.
 */
function indicesOf(array: readonly unknown[]): number[] {
  const indices = (attempt(() => Object.keys(array)) ?? []).filter(isIndex).map(Number);
  for (let at = 1; at < indices.length; at++)
    if ((indices[at] as number) <= (indices[at - 1] as number)) return [...new Set(indices)].sort((a, b) => a - b);
  return indices;
}

/**
 * A repeating field's entries as an array (one value is a list of one),
 * each read by `read`, in the order of their indices; entries that read as
 * nothing (or throw when read) are left out, and nothing is read twice or
 * made up.
 */
function list<T>(value: unknown, read: (entry: unknown) => T | undefined): T[] | undefined {
  if (value === undefined || value === null) return undefined;
  const isArray = attempt(() => Array.isArray(value));
  if (isArray === undefined) return undefined;
  const kept: T[] = [];
  if (!isArray) {
    const entry = read(value);
    if (entry !== undefined) kept.push(entry);
  } else {
    const array = value as readonly unknown[];
    for (const index of indicesOf(array)) {
      const entry = read(attempt(() => array[index]));
      if (entry !== undefined) kept.push(entry);
    }
  }
  return kept.length === 0 ? undefined : kept;
}

/**
 * How a field reads, as the rule tables read it (`src/generated/shapes.ts`,
 * written out of them): text, a whole number, a list of entries each read
 * as the one shape, or an object of fields.
 */
export type Shape = 'text' | 'whole' | readonly [Shape] | { readonly [field: string]: Shape };

/** How each field of an object is read. */
type Readers = Readonly<Record<string, (value: unknown) => unknown>>;

/**
 * The fields of `input` that `readers` name, each read once; absent ones
 * left out. Never throws: a field that throws when read is left out, and an
 * input that is no object (or cannot say whether it is) gives `{}`.
 */
function canonical(input: unknown, readers: Readers): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  if (!isObject(input)) return body;
  for (const [name, read] of Object.entries(readers)) {
    const value = read(attempt(() => input[name]));
    if (value !== undefined) body[name] = value;
  }
  return body;
}

/** The readers of an object's fields. */
const readersOf = (fields: { readonly [field: string]: Shape }): Readers =>
  Object.fromEntries(Object.entries(fields).map(([name, shape]) => [name, readerOf(shape)]));

/** How a value of `shape` is read: an entry that is not an object, where an object is read, reads as nothing. */
function readerOf(shape: Shape): (value: unknown) => unknown {
  if (shape === 'text') return text;
  if (shape === 'whole') return whole;
  if (Array.isArray(shape)) {
    const entry = readerOf((shape as readonly [Shape])[0]);
    return (value) => list(value, entry);
  }
  const readers = readersOf(shape as { readonly [field: string]: Shape });
  return (value) => (isObject(value) ? canonical(value, readers) : undefined);
}

const ACCOUNT = readersOf(ACCOUNT_SHAPE);
const SPLIT = readersOf(PAGE_SHAPE.charitySplits[0]);

/**
 * A charity split in canonical form, or nothing for an entry without a
 * charity (`{}`, custom codes alone, an empty `<charitysplits/>`): a valid
 * page may hold one, but a stored page never does (contract 10.5).
 */
function splitWithCharity(entry: unknown): Record<string, unknown> | undefined {
  if (!isObject(entry)) return undefined;
  const split = canonical(entry, SPLIT);
  return split.charityResourceId === undefined ? undefined : split;
}

/** The page's readers: the table's, with splits read by `splitWithCharity`. */
const PAGE: Readers = { ...readersOf(PAGE_SHAPE), charitySplits: (value) => list(value, splitWithCharity) };

/** A create-account body in canonical form: what `normaliseAccount` gives for a valid one. */
export interface NormalisedAccount {
  title: 'Mr' | 'Mrs' | 'Ms' | 'Miss' | 'Dr' | 'Prof';
  forename: string;
  surname: string;
  addressLine1: string;
  addressLine2: string;
  townCity: string;
  countyState: string;
  postcode?: string;
  countryCode: string;
  preferredTelephone: string;
  emailAddress: string;
  personalUrl: string;
  termsAndConditionsAccepted: 'Y';
  charityMarketingIndicator: 'N';
  allCharityMarketingIndicator: 'N';
  groupMarketingIndicator: 'N';
  serviceMarketingIndicator: 'N';
  /** YYYYMMDD. */
  dateOfBirth: string;
  fundraiserCustomCode?: string[];
  charityResourceId?: string;
}

/** A charity split of a valid page in canonical form. */
export interface NormalisedSplit {
  charityResourceId: string;
  charitySplitPercent: number;
  customCodes?: string[];
}

/** A create-page body in canonical form: what `normalisePage` gives for a valid one. */
export interface NormalisedPage {
  pageTitle: string;
  eventResourceId?: string;
  /** YYYYMMDD, on a personal page. */
  fundraisingDate?: string;
  teamPageIndicator: 'Y' | 'N';
  teamName?: string;
  teamUrl?: string;
  activityCode?: string;
  activityDescription?: string;
  charityContributionIndicator: 'Y' | 'N';
  postEventFundraisingInterval: number;
  fundraisingTarget?: string;
  charitySplits: NormalisedSplit[];
}

/**
 * The canonical form of a create-account body that validated: every text a
 * string (a number as its text), custom codes an array, blank optional
 * fields and anything but the operation's fields left out. For any other
 * input, the same reading as a best effort that never throws, whatever the
 * input (a getter that throws, a revoked Proxy: that value is left out),
 * and lists only the entries the input holds, in order, each once: the
 * result is then typed as a valid body's but is one only if the input was.
 * @example normaliseAccount({ ...body, preferredTelephone: 2079460000, fundraiserCustomCode: 'A1' }).fundraiserCustomCode // ['A1']
 */
export function normaliseAccount(input: unknown): NormalisedAccount {
  return canonical(input, ACCOUNT) as unknown as NormalisedAccount;
}

/**
 * The canonical form of a create-page body that validated: splits an array
 * of objects, whole numbers (`postEventFundraisingInterval`, each
 * `charitySplitPercent`) numbers, custom codes arrays, blank optional fields
 * left out, and split entries without a charity left out (contract 10.5:
 * a valid page may hold `{}` beside its charities; a stored page never
 * holds a split without one). For any other input, a best effort that
 * never throws, as `normaliseAccount`'s.
 * @example normalisePage({ ...page, charitySplits: [{}, { charityResourceId: 'c1', charitySplitPercent: 100 }] }).charitySplits // [{ charityResourceId: 'c1', charitySplitPercent: 100 }]
 * @example normalisePage({ ...page, postEventFundraisingInterval: '03', charitySplits: { charityResourceId: 'c1', charitySplitPercent: '100' } }).charitySplits // [{ charityResourceId: 'c1', charitySplitPercent: 100 }]
 */
export function normalisePage(input: unknown): NormalisedPage {
  return canonical(input, PAGE) as unknown as NormalisedPage;
}
