import type { ResolvedOptions } from './options.js';
import { todayDate } from './today.js';
import type { EventInfo, Facts, ListFact, Membership, QuestionFact } from './types.js';

const isThenable = (value: unknown): value is PromiseLike<unknown> =>
  typeof value === 'object' && value !== null && typeof (value as PromiseLike<unknown>).then === 'function';

/**
 * An error thrown while the options answered a question (a caller's fact
 * function, or a malformed EventInfo). The validators unwrap it and let the
 * original error through: it is the caller's failure, not the payload's.
 */
export class FactFailure extends Error {
  constructor(override readonly cause: unknown) {
    super('a fact of the options failed', { cause });
  }
}

/** A fact request: the option asked, and what it was asked with. */
export interface Query {
  readonly option: 'events' | QuestionFact;
  readonly args: readonly string[];
}

const keyOf = (query: Query): string => `${query.option}\u0000${query.args.join('\u0000')}`;

/**
 * The facts of one validation, answered from the options as they are asked.
 * Each event is looked up at most once per validation.
 */
export class OptionFacts implements Facts {
  readonly today: number;
  readonly lists: Readonly<Record<ListFact, Membership | undefined>>;
  private lastEventId: string | undefined;
  private lastEvent: EventInfo | null | undefined;

  constructor(protected readonly options: ResolvedOptions) {
    this.today = options.today ?? todayDate(undefined);
    this.lists = options.lists;
  }

  ask(name: QuestionFact, first: string, second?: string): boolean | undefined {
    const question = this.options.questions[name];
    if (question === undefined) return undefined;
    try {
      // Exactly the arguments of the question: one, or two.
      return Boolean(syncAnswer(name, second === undefined ? question(first) : question(first, second)));
    } catch (error) {
      throw new FactFailure(error);
    }
  }

  event(
    eventResourceId: string,
    check: (eventResourceId: string, given: unknown) => EventInfo | null,
  ): EventInfo | null | undefined {
    if (this.options.events === undefined) return undefined;
    // Every event rule asks for the page's one event: keep the last answer at hand.
    if (eventResourceId === this.lastEventId) return this.lastEvent;
    const given = this.lookUp(eventResourceId);
    if (given === NOT_YET) return undefined;
    let event: EventInfo | null;
    try {
      event = check(eventResourceId, given);
    } catch (error) {
      throw new FactFailure(error);
    }
    this.lastEventId = eventResourceId;
    this.lastEvent = event;
    return event;
  }

  /**
   * Asks the option behind a query, as given: a value or a Promise.
   * @example await facts.call({ option: 'accountExists', args: ['a@b.co.uk', '19900101'] })
   */
  call(query: Query): unknown {
    const { option, args } = query;
    if (option === 'events') return this.options.events?.(args[0] ?? '');
    return this.options.questions[option]?.(...args);
  }

  /** What the `events` option gives for an ID, as given, or `NOT_YET` when it has not answered yet. */
  protected lookUp(eventResourceId: string): unknown {
    try {
      return syncAnswer('events', this.options.events?.(eventResourceId));
    } catch (error) {
      throw new FactFailure(error);
    }
  }
}

/** What the async facts answer a question that is still pending. */
const NOT_YET = Symbol('not answered yet');

/** An answer of a synchronous validation: a Promise is refused (the async validators take one). */
function syncAnswer(option: Query['option'], raw: unknown): unknown {
  if (isThenable(raw)) {
    // The caller's Promise is not awaited here: keep its rejection from going unhandled.
    Promise.resolve(raw).catch(() => undefined);
    throw new TypeError(`fundraising-rules: the ${option} option returned a Promise; use the async validator`);
  }
  return raw;
}

/**
 * The facts of one pass of an async validation: answers not known yet are
 * collected in `pending` instead of asked, and arrive later through
 * `settle`, to be read by the next pass.
 */
export class PendingFacts extends OptionFacts {
  private readonly answers = new Map<string, unknown>();

  constructor(
    options: ResolvedOptions,
    private readonly pending: Map<string, Query>,
  ) {
    super(options);
  }

  /** Stores the answer to a query (the async validators' resolution step). */
  settle(query: Query, raw: unknown): void {
    this.answers.set(keyOf(query), checked(query, raw));
  }

  override ask(name: QuestionFact, first: string, second?: string): boolean | undefined {
    if (this.options.questions[name] === undefined) return undefined;
    const answer = this.known({ option: name, args: second === undefined ? [first] : [first, second] });
    return answer === NOT_YET ? undefined : (answer as boolean);
  }

  protected override lookUp(eventResourceId: string): unknown {
    return this.known({ option: 'events', args: [eventResourceId] });
  }

  /** The settled answer to a query, or `NOT_YET` (the query is then pending). */
  private known(query: Query): unknown {
    const key = keyOf(query);
    if (this.answers.has(key)) return this.answers.get(key);
    this.pending.set(key, query);
    return NOT_YET;
  }
}

/** An answer as the rules read it: what the events option gave (checked when it is read), or a boolean. */
function checked(query: Query, raw: unknown): unknown {
  return query.option === 'events' ? raw : Boolean(raw);
}
