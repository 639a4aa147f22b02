/**
 * Facts the payload alone cannot show (contract section 4), as the caller
 * gives them and as the rules read them.
 */
import type { MessageKey, QueryFieldName, QueryMessageKey } from '../generated/names.js';
import type { Issue } from '../runtime/result.js';
import type { CheckedMessages, FieldEntry } from './literals.js';

/** What the caller knows about an event (contract section 4). */
export interface EventInfo {
  /** Default 'published'. */
  status?: 'published' | 'unpublished' | 'expired' | 'closed' | undefined;
  feeRequired?: boolean | undefined;
  /** 0 or less: no places left. */
  placesLeft?: number | undefined;
  allowedCharities?: string[] | undefined;
  maxCharities?: number | undefined;
  /** Fixed splits the page's splits must equal, as a multiset. */
  charitySplits?: { charityResourceId: string; charitySplitPercent: number }[] | undefined;
}

/** A value, or a promise of one (the async validators accept both). */
export type MaybePromise<T> = T | Promise<T>;

/**
 * A replacement message: text whose `{name}` placeholders are filled from the
 * issue's `params`, or a function of the issue (its message aside).
 * @example const message: Message = 'Surname may have at most {max} characters; it has {length}.';
 */
export type Message = string | ((issue: Omit<Issue, 'message'>) => string);

/**
 * Caller-supplied messages: by a row's own key (`code:at`, listed in
 * docs/library.md for rows that share a code and a parameter), then `code:parameter`,
 * then `code` (`MessageKey` lists them all). A key that matches no rule of
 * either operation is refused: by the compiler when written as a literal,
 * else at run time. A `Record<string, string>` (read from a JSON file) is
 * assignable to it, and passes the compiler as it is.
 * @example const messages: Messages = { '002.01.06': 'Please give your surname (at most {max} characters).' };
 */
export type Messages<Key extends string = MessageKey> = { readonly [K in Key]?: Message };

/**
 * The messages the query validators take: those of `Messages`, and by the
 * keys of the query tables' rows (`QueryMessageKey`).
 * @example const messages: QueryMessages = { 'too-short:surname': 'Give at least {min} letters of the surname.' };
 */
export type QueryMessages = Messages<QueryMessageKey>;

/**
 * Options of the validators: facts only the caller knows, and limits. `M`
 * and `F`, inferred at each call, are the types of `messages` and of the
 * `fields` entries as written: what lets the compiler refuse a misspelt
 * message key, placeholder or field written as a literal.
 *
 * @example
 * validateAccount(body, { today: '20261122', countries: isoCountryCodes });
 */
export interface ValidationOptions<M extends Messages = Messages, F extends string = string> {
  /** 'YYYYMMDD'; default: today's date in Europe/London. */
  today?: string | undefined;
  /** The country lookup's codes; no default (002.01.03 goes to `unchecked`). */
  countries?: Iterable<string> | undefined;
  /** Codes meaning the UK; default ['GB', 'UK']. */
  ukCountryCodes?: Iterable<string> | undefined;
  /** The activity lookup's codes; no default. */
  activities?: Iterable<string> | undefined;
  /** Known charity resource IDs; no default. */
  charities?: Iterable<string> | undefined;
  /** Events by resource ID, or a lookup. */
  events?: Readonly<Record<string, EventInfo>> | ((eventResourceId: string) => EventInfo | undefined) | undefined;
  /** Does an account exist for this email address and date of birth? */
  accountExists?: ((emailAddress: string, dateOfBirth: string) => boolean) | undefined;
  /** Is this personal URL already taken? */
  personalUrlTaken?: ((personalUrl: string) => boolean) | undefined;
  /** Is this team URL already taken? */
  teamUrlTaken?: ((teamUrl: string) => boolean) | undefined;
  /**
   * Can this telephone number exist in this country? Advice only (a warning);
   * `telephoneExists` from `fundraising-rules/telephone` answers it.
   */
  telephoneExists?: ((telephone: string, countryCode: string) => boolean) | undefined;
  /**
   * Does this postcode fit this (non-UK) country's format? Advice only (a
   * warning); `postcodeFormat` from `fundraising-rules/postcode` answers it.
   */
  postcodeFormat?: ((postcode: string, countryCode: string) => boolean) | undefined;
  /**
   * Replacement messages by `MessageKey`: text with `{name}` placeholders
   * (those of `IssueParams`), or functions of the issue.
   */
  messages?: CheckedMessages<M> | undefined;
  /** A positive whole number; default 1000. */
  maxIssues?: number | undefined;
  /**
   * Field-level validation: only the issues of these fields (and of the
   * body) are kept, and only their unchecked rules listed. An entry is a
   * top-level field name of either operation or a dotted input name
   * (`'charitySplits.1.charityResourceId'`), which selects its first
   * segment; a name of no field selects nothing. Read afresh on every call,
   * so a `Set` changed between calls is honoured; a one-shot iterator (a
   * generator) is the exception: read once, its entries kept. An array is
   * read by its own index keys (holes skipped, whatever its `length`),
   * another iterable for at most 1,048,576 entries; a non-string entry, or
   * more entries, is a `TypeError` at the call that reads it. In
   * TypeScript a misspelt literal field name does not compile; any
   * `string` (a `Set` of a form's touched inputs) does.
   */
  fields?: Iterable<FieldEntry<F>> | undefined;
  /**
   * Contract section 10.4: a validation that would list anything in
   * `unchecked` (after the `fields` filter) throws a `TypeError` instead,
   * naming the missing options and the codes that need them. A server
   * passes it, so that a missing lookup is its own configuration error
   * (a 500), never a body accepted unchecked. Default false.
   */
  strict?: boolean | undefined;
  /**
   * Cancels an async validation (an `AbortSignal`; anything else is a
   * `TypeError`): once it is aborted the result is a rejection with its
   * reason, at once, and no further fact is asked; a Standard Schema's
   * `validate` that would answer at once throws the reason instead. A
   * `reason` getter that throws gives its error in the reason's place. Each
   * fact function is given `{ signal }` as an extra last argument. The
   * synchronous validators check it and ignore it.
   */
  signal?: AbortSignal | undefined;
}

/**
 * The options of the async validators: each function may return a Promise.
 * @example validateAccountAsync(body, { accountExists: async (email, dob) => db.exists(email, dob) });
 */
export interface AsyncValidationOptions<M extends Messages = Messages, F extends string = string>
  extends Omit<
    ValidationOptions<M, F>,
    'events' | 'accountExists' | 'personalUrlTaken' | 'teamUrlTaken' | 'telephoneExists' | 'postcodeFormat'
  > {
  events?:
    | Readonly<Record<string, EventInfo>>
    | ((eventResourceId: string) => MaybePromise<EventInfo | undefined>)
    | undefined;
  accountExists?: ((emailAddress: string, dateOfBirth: string) => MaybePromise<boolean>) | undefined;
  personalUrlTaken?: ((personalUrl: string) => MaybePromise<boolean>) | undefined;
  teamUrlTaken?: ((teamUrl: string) => MaybePromise<boolean>) | undefined;
  telephoneExists?: ((telephone: string, countryCode: string) => MaybePromise<boolean>) | undefined;
  postcodeFormat?: ((postcode: string, countryCode: string) => MaybePromise<boolean>) | undefined;
}

/**
 * The options of the query validators: those of `ValidationOptions`, with
 * the query tables' message keys (`QueryMessageKey`) and parameters
 * (`QueryFieldName`) besides.
 * @example validateSearchQuery(query, { messages: { 'too-short:surname': 'At least {min} letters.' } });
 */
export interface QueryValidationOptions<M extends QueryMessages = QueryMessages, F extends string = string>
  extends Omit<ValidationOptions, 'messages' | 'fields'> {
  /** Replacement messages by `QueryMessageKey`, as `ValidationOptions.messages`. */
  messages?: CheckedMessages<M, QueryMessageKey> | undefined;
  /** Field-level validation, as `ValidationOptions.fields`: a `QueryFieldName`, a dotted name under one, or any `string`. */
  fields?: Iterable<FieldEntry<F, QueryFieldName>> | undefined;
}

/** The list facts: membership in a lookup the caller supplies. */
export type ListFact = 'countries' | 'ukCountryCodes' | 'activities' | 'charities';

/** The question facts: yes/no answers about values of the payload. */
export type QuestionFact = 'accountExists' | 'personalUrlTaken' | 'teamUrlTaken' | 'telephoneExists' | 'postcodeFormat';

/** A set-like membership test. */
export interface Membership {
  has(value: string): boolean;
}

/**
 * The facts as the rules read them. `undefined` means "not known": the option
 * was not given (or, in the async collection pass, not resolved yet).
 */
export interface Facts {
  /** Today, as the integer its YYYYMMDD spells. */
  readonly today: number;
  /** The lookup lists, by name: each key always there, `undefined` when the option was not given. */
  readonly lists: Readonly<Record<ListFact, Membership | undefined>>;
  /** The answer of a fact function asked with one argument, or two. */
  ask(name: QuestionFact, first: string, second?: string): boolean | undefined;
  /**
   * What the `events` option gives for an event, as given (`lookUpEvent`
   * checks it), or `NO_ANSWER` when the option was not given (or, in an
   * async pass, has not answered yet).
   */
  eventGiven(eventResourceId: string): unknown;
  /** The event `lookUpEvent` last looked up in this validation, and its ID: each event is looked up once. */
  lastEventId: string | undefined;
  lastEvent: EventInfo | null;
}
