import type { Facts } from '../facts/types.js';
import { parseYmd } from './calendar.js';
import { type Tri, UNKNOWN, type Unknowns } from './tri.js';
import { asRecord, type Kind, kindOf, type SparseLists, TEXT, textOf } from './values.js';

/**
 * The state of one validation: the body, the facts, the indices of the
 * entries being checked, and a per-run cache for whole-list conditions.
 */
export class Run implements Unknowns, SparseLists {
  /** Current entry index per repeating level (`[]` in a field reference). */
  readonly at: number[] = [0, 0, 0];
  /** The option a condition found missing while the current rule was evaluated. */
  need = '';
  sparse: Map<unknown, readonly number[]> | undefined;
  private cache: Map<unknown, unknown> | undefined;
  private dateText: string | undefined;
  private date: number | undefined;

  /** The body's top-level fields, read once, in the order of the compiled table's field list. */
  readonly fields: unknown[];
  /** How each top-level field reads (absent, text, wrong type), by the same index. */
  readonly kinds: Kind[];
  /** The text of each top-level field that reads as text, else `undefined`. */
  readonly texts: (string | undefined)[];

  constructor(
    /** The payload exactly as given. */
    readonly input: unknown,
    readonly facts: Facts,
    fieldNames: readonly string[],
  ) {
    const body = asRecord(input);
    const count = fieldNames.length;
    this.fields = new Array<unknown>(count);
    this.kinds = new Array<Kind>(count);
    this.texts = new Array<string | undefined>(count);
    for (let slot = 0; slot < count; slot++) {
      const value = body[fieldNames[slot] as string];
      const kind = kindOf(value);
      this.fields[slot] = value;
      this.kinds[slot] = kind;
      this.texts[slot] = kind === TEXT ? textOf(value) : undefined;
    }
  }

  /**
   * Marks the current rule as depending on a missing option.
   * @example return run.unknown('countries');
   */
  unknown(option: string): Tri {
    if (this.need === '') this.need = option;
    return UNKNOWN;
  }

  /**
   * Reads a YYYYMMDD date (see `parseYmd`); several rules read the same date,
   * so the last one read is kept.
   * @example run.ymd('19901210') // 19901210
   */
  ymd(text: string): number | undefined {
    if (text !== this.dateText) {
      this.dateText = text;
      this.date = parseYmd(text);
    }
    return this.date;
  }

  /**
   * Computes a value once per run (whole-list sums, first occurrences).
   * @example run.once(node, () => sumPercentages(run))
   */
  once<T>(key: object, compute: () => T): T {
    this.cache ??= new Map();
    if (this.cache.has(key)) return this.cache.get(key) as T;
    const value = compute();
    this.cache.set(key, value);
    return value;
  }
}

/** A compiled condition. */
export type Evaluator = (run: Run) => Tri;

/** A compiled field reference: reads the raw value at the current indices. */
export type Accessor = (run: Run) => unknown;

/** A compiled field reference that reads the field's text, or `undefined` when it does not read as text. */
export type TextReader = (run: Run) => string | undefined;

/** A compiled field reference that reads how the field reads (absent, text, wrong type). */
export type KindReader = (run: Run) => Kind;
