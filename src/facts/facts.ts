import { checkEventInfo, type ResolvedOptions } from './options.js';
import { todayDate } from './today.js';
import type { EventInfo, Facts, ListFact, Membership, QuestionFact } from './types.js';

const isThenable = (value: unknown): value is PromiseLike<unknown> =>
  typeof value === 'object' && value !== null && typeof (value as PromiseLike<unknown>).then === 'function';

/** A fact request: the option asked, and what it was asked with. */
export interface Query {
  readonly option: 'events' | QuestionFact;
  readonly args: readonly string[];
}

const keyOf = (query: Query): string => `${query.option}\u0000${query.args.join('\u0000')}`;

/**
 * The facts of one validation, answered from the options. Each question is
 * asked at most once per validation. When `pending` is given, answers not
 * known yet are collected there instead of asked (the async validators'
 * passes), and arrive later through `settle`.
 */
export class OptionFacts implements Facts {
  readonly today: Date;
  private readonly answers = new Map<string, unknown>();

  constructor(
    private readonly options: ResolvedOptions,
    private readonly pending?: Map<string, Query>,
  ) {
    this.today = todayDate(options.today);
  }

  list(name: ListFact): Membership | undefined {
    return this.options.lists[name];
  }

  ask(name: QuestionFact, args: readonly string[]): boolean | undefined {
    if (this.options.questions[name] === undefined) return undefined;
    return this.answer({ option: name, args }) as boolean | undefined;
  }

  event(eventResourceId: string): EventInfo | null | undefined {
    if (this.options.events === undefined) return undefined;
    return this.answer({ option: 'events', args: [eventResourceId] }) as EventInfo | null | undefined;
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

  /** Stores the answer to a query, checked as the rules need it. */
  settle(query: Query, raw: unknown): void {
    const answer = query.option === 'events' ? checkEventInfo(query.args[0] ?? '', raw) : Boolean(raw);
    this.answers.set(keyOf(query), answer);
  }

  private answer(query: Query): unknown {
    const key = keyOf(query);
    if (this.answers.has(key)) return this.answers.get(key);
    if (this.pending !== undefined) {
      this.pending.set(key, query);
      return undefined;
    }
    const raw = this.call(query);
    if (isThenable(raw)) {
      throw new TypeError(`fundraising-rules: the ${query.option} option returned a Promise; use the async validator`);
    }
    this.settle(query, raw);
    return this.answers.get(key);
  }
}
