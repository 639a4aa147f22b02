import type { Facts } from '../facts/types.js';
import { UNKNOWN, type Tri } from './tri.js';
import { isRecord } from './values.js';

const NO_FIELDS: Readonly<Record<string, unknown>> = Object.freeze({});

/**
 * The state of one validation: the body, the facts, the indices of the
 * entries being checked, and a per-run cache for whole-list conditions.
 */
export class Run {
  /** Current entry index per repeating level (`[]` in a field reference). */
  readonly at: number[] = [0, 0, 0];
  /** The option a condition found missing while the current rule was evaluated. */
  need = '';
  private cache: Map<unknown, unknown> | undefined;

  /** The body's top-level fields, read once, in the order of the compiled table's field list. */
  readonly fields: unknown[];

  constructor(
    /** The payload exactly as given. */
    readonly input: unknown,
    readonly facts: Facts,
    fieldNames: readonly string[],
  ) {
    const body: Readonly<Record<string, unknown>> = isRecord(input) ? input : NO_FIELDS;
    this.fields = fieldNames.map((name) => body[name]);
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
