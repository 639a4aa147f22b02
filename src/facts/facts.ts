import { FactFailure, NO_ANSWER } from '../runtime/failure.js';
import { isAborted, whenAborted } from './abort.js';
import type { ResolvedOptions } from './options.js';
import { todayInLondon } from './today.js';
import type { EventInfo, Facts, ListFact, Membership, QuestionFact } from './types.js';

const isThenable = (value: unknown): value is PromiseLike<unknown> =>
  typeof value === 'object' && value !== null && typeof (value as PromiseLike<unknown>).then === 'function';

export { FactFailure } from '../runtime/failure.js';

/** An option a fact is asked of: the event lookup, or a question. */
type FactName = 'events' | QuestionFact;

/** A fact's question as one key: the option, then its arguments. */
const keyOf = (option: FactName, args: readonly string[]): string => `${option}\u0000${args.join('\u0000')}`;

/**
 * The facts of one validation, answered from the options as they are asked;
 * they keep the last event looked up (`lookUpEvent`), so that each event is
 * looked up at most once per validation.
 */
export class OptionFacts implements Facts {
  declare readonly lists: Readonly<Record<ListFact, Membership | undefined>>;
  declare lastEventId: string | undefined;
  declare lastEvent: EventInfo | null;
  /** The `today` option, else London's date once a rule has read it (0: not read yet). */
  declare private day: number;
  declare protected readonly options: ResolvedOptions;

  // Each field set here, as in `Findings`: no initializer function for V8 to inline, or not.
  constructor(options: ResolvedOptions) {
    this.options = options;
    // The resolved options hold each lookup list by its name.
    this.lists = options;
    this.lastEventId = undefined;
    this.lastEvent = null;
    this.day = options.today ?? 0;
  }

  /** Today: the option's date, else London's, read from the clock when a rule first needs it and kept for the validation. */
  get today(): number {
    if (this.day === 0) this.day = todayInLondon();
    return this.day;
  }

  ask(name: QuestionFact, first: string, second?: string): boolean | undefined {
    const question = questionOf(this.options, name);
    if (question === undefined) return undefined;
    try {
      // Exactly the arguments of the question: one, or two.
      return Boolean(syncAnswer(name, second === undefined ? question(first) : question(first, second)));
    } catch (error) {
      throw new FactFailure(error);
    }
  }

  eventGiven(eventResourceId: string): unknown {
    const lookUp = this.options.events;
    if (lookUp === undefined) return NO_ANSWER;
    try {
      return syncAnswer('events', lookUp(eventResourceId));
    } catch (error) {
      throw new FactFailure(error);
    }
  }
}

/**
 * The function an option gave for a question, read by its name: a read by
 * key, with a different key at each rule, is a generic lookup in V8 (about
 * 170 instructions), a read by name a few.
 */
function questionOf(options: ResolvedOptions, name: QuestionFact): ((...args: string[]) => unknown) | undefined {
  if (name === 'accountExists') return options.accountExists;
  if (name === 'personalUrlTaken') return options.personalUrlTaken;
  if (name === 'teamUrlTaken') return options.teamUrlTaken;
  if (name === 'telephoneExists') return options.telephoneExists;
  // The last by key: only one name comes here, and a question added later is still read as itself.
  return options[name];
}

/** An answer of a synchronous validation: a Promise is refused (the async validators take one). */
function syncAnswer(option: FactName, raw: unknown): unknown {
  if (isThenable(raw)) {
    // The caller's Promise is not awaited here: keep its rejection from going unhandled.
    Promise.resolve(raw).catch(() => undefined);
    throw new TypeError(`fundraising-rules: the ${option} option returned a Promise; use the async validator`);
  }
  return raw;
}

/**
 * The facts of an async validation, kept across its passes: each fact is
 * asked once, when a rule first needs it. An answer given at once (not a
 * Promise) is used in the same pass; a Promise is waited for (`settled`)
 * and its answer read by the next pass. With a signal, each fact function
 * gets `{ signal }` as an extra last argument, and once it is aborted no
 * further fact is asked.
 */
export class AskingFacts extends OptionFacts {
  private readonly answers = new Map<string, unknown>();
  /** The Promises not settled yet, by query. */
  private readonly waiting = new Map<string, Promise<void>>();
  /** The first failure of a fact's Promise. */
  private failure: { readonly error: unknown } | undefined;

  override ask(name: QuestionFact, first: string, second?: string): boolean | undefined {
    const question = questionOf(this.options, name);
    if (question === undefined) return undefined;
    const answer = this.known(name, second === undefined ? [first] : [first, second], question);
    return answer === NO_ANSWER ? undefined : Boolean(answer);
  }

  override eventGiven(eventResourceId: string): unknown {
    const lookUp = this.options.events;
    return lookUp === undefined ? NO_ANSWER : this.known('events', [eventResourceId], lookUp);
  }

  /** True while a fact's Promise has not settled: the validation needs another pass. */
  get pending(): boolean {
    return this.waiting.size > 0;
  }

  /**
   * Waits for every fact asked so far; rejects with the first fact's error,
   * or with the signal's reason as soon as it is aborted.
   * @example while (facts.pending) { await facts.settled(); result = core(input, facts, reporting); }
   */
  async settled(): Promise<void> {
    const all = Promise.all(this.waiting.values());
    const { signal } = this.options;
    if (signal === undefined) await all;
    else {
      let stop = (): void => undefined;
      const aborted = new Promise<never>((_, reject) => {
        stop = whenAborted(signal, reject);
      });
      try {
        await Promise.race([all, aborted]);
      } finally {
        stop();
      }
    }
    this.waiting.clear();
    if (this.failure !== undefined) throw this.failure.error;
  }

  /** The answer to a query: known, asked now, or `NO_ANSWER` while its Promise is pending. */
  private known(option: FactName, args: readonly string[], fact: (...args: never[]) => unknown): unknown {
    const key = keyOf(option, args);
    if (this.answers.has(key)) return this.answers.get(key);
    const { signal } = this.options;
    if (this.waiting.has(key) || (signal !== undefined && isAborted(signal))) return NO_ANSWER;
    let raw: unknown;
    let thenable: boolean;
    try {
      const call = fact as (...given: unknown[]) => unknown;
      raw = signal === undefined ? call(...args) : call(...args, { signal });
      thenable = isThenable(raw); // a throwing `then` getter is the caller's failure too
    } catch (error) {
      throw new FactFailure(error);
    }
    if (!thenable) {
      this.answers.set(key, raw);
      return raw;
    }
    // Settled into the answers at once, rejection included: no Promise of the caller's is left unhandled.
    // A `then` that throws rejects this Promise, and so fails the validation as the caller's failure.
    const settling = new Promise<unknown>((resolve) => resolve(raw)).then(
      (answer) => {
        this.answers.set(key, answer);
      },
      (error: unknown) => {
        this.failure ??= { error };
      },
    );
    this.waiting.set(key, settling);
    return NO_ANSWER;
  }
}
