/**
 * Request bodies in their canonical form, for a server that has validated
 * one and stores it: text as strings, whole numbers as numbers, repeating
 * fields as arrays, blank optional fields left out, nothing but the
 * operation's fields.
 */
import { ACCOUNT_SHAPE, PAGE_SHAPE } from './generated/shapes.js';
import { isBlank, isRecord, wholeNumber } from './runtime/values.js';

/** A text field's value: a string, or a number read as its text (contract section 5); blank is absent. */
function text(value: unknown): string | undefined {
  if (typeof value === 'number') return String(value);
  return typeof value === 'string' && !isBlank(value) ? value : undefined;
}

/** A whole number's value as a number; any other text is kept as it is (best effort). */
function whole(value: unknown): number | string | undefined {
  return wholeNumber(value) ?? text(value);
}

/**
 * A repeating field's entries as an array (one value is a list of one),
 * each read by `read`, those that read as nothing left out. Only the entries
 * a list holds are read: a sparse list claiming 2^32 - 1 costs its entries.
 */
function list<T>(value: unknown, read: (entry: unknown) => T | undefined): T[] | undefined {
  if (value === undefined || value === null) return undefined;
  const entries = Array.isArray(value)
    ? Object.keys(value)
        .filter((key) => Number.isInteger(Number(key)))
        .map((key) => read(value[Number(key)]))
    : [read(value)];
  const kept = entries.filter((entry): entry is T => entry !== undefined);
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

/** The fields of `input` that `readers` name, each read; absent ones left out. Never throws: an input that throws gives what was read before. */
function canonical(input: unknown, readers: Readers): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  if (!isRecord(input)) return body;
  try {
    for (const [name, read] of Object.entries(readers)) {
      const value = read(input[name]);
      if (value !== undefined) body[name] = value;
    }
  } catch {
    // A getter that throws (never a JSON value): the fields read so far are the best effort.
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
  return (value) => (isRecord(value) ? canonical(value, readers) : undefined);
}

const ACCOUNT = readersOf(ACCOUNT_SHAPE);
const PAGE = readersOf(PAGE_SHAPE);

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
 * input, the same reading as a best effort (never a throw): the result is
 * then typed as a valid body's but is one only if the input was.
 * @example normaliseAccount({ ...body, preferredTelephone: 2079460000, fundraiserCustomCode: 'A1' }).fundraiserCustomCode // ['A1']
 */
export function normaliseAccount(input: unknown): NormalisedAccount {
  return canonical(input, ACCOUNT) as unknown as NormalisedAccount;
}

/**
 * The canonical form of a create-page body that validated: splits an array
 * of objects, whole numbers (`postEventFundraisingInterval`, each
 * `charitySplitPercent`) numbers, custom codes arrays, blank optional fields
 * left out. For any other input, a best effort that never throws.
 * @example normalisePage({ ...page, postEventFundraisingInterval: '03', charitySplits: { charityResourceId: 'c1', charitySplitPercent: '100' } }).charitySplits // [{ charityResourceId: 'c1', charitySplitPercent: 100 }]
 */
export function normalisePage(input: unknown): NormalisedPage {
  return canonical(input, PAGE) as unknown as NormalisedPage;
}
