import { checkEventInfo, type ResolvedOptions } from './options.js';
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
  private lastEventId: string | undefined;
  private lastEvent: EventInfo | null | undefined;

  constructor(protected readonly options: ResolvedOptions) {
    this.today = options.today ?? todayDate(undefined);
  }

  list(name: ListFact): Membership | undefined {
    return this.options.lists[name];
  }

  ask(name: QuestionFact, args: readonly string[]): boolean | undefined {
    if (this.options.questions[name] === undefined) return undefined;
    return this.guarded({ option: name, args }) as boolean | undefined;
  }

  event(eventResourceId: string): EventInfo | null | undefined {
    if (this.options.events === undefined) return undefined;
    // Every event rule asks for the page's one event: keep the last answer at hand.
    if (eventResourceId === this.lastEventId) return this.lastEvent;
    const event = this.guarded({ option: 'events', args: [eventResourceId] }) as EventInfo | null | undefined;
    if (event !== undefined) {
      this.lastEventId = eventResourceId;
      this.lastEvent = event;
    }
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

  /** The answer to a query, checked; `undefined` when it is not known yet. */
  protected answer(query: Query): unknown {
    const raw = this.call(query);
    if (isThenable(raw)) {
      // The caller's Promise is not awaited here: keep its rejection from going unhandled.
      Promise.resolve(raw).catch(() => undefined);
      throw new TypeError(`fundraising-rules: the ${query.option} option returned a Promise; use the async validator`);
    }
    return checked(query, raw);
  }

  private guarded(query: Query): unknown {
    try {
      return this.answer(query);
    } catch (error) {
      throw new FactFailure(error);
    }
  }
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

  protected override answer(query: Query): unknown {
    const key = keyOf(query);
    if (this.answers.has(key)) return this.answers.get(key);
    this.pending.set(key, query);
    return undefined;
  }
}

/** An answer as the rules read it: a checked EventInfo (or null), or a boolean. */
function checked(query: Query, raw: unknown): unknown {
  return query.option === 'events' ? checkEventInfo(query.args[0] ?? '', raw) : Boolean(raw);
}
