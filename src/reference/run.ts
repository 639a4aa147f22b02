import type { Evaluation } from '../conditions/define.js';
import type { Facts } from '../facts/types.js';
import { parseYmd } from '../runtime/calendar.js';
import { type Tri, UNKNOWN } from '../runtime/tri.js';
import { asRecord, type Kind } from '../runtime/values.js';

/**
 * The state of one reference evaluation: the body, its top-level fields,
 * the facts, and the indices of the entries being checked.
 */
export class Run implements Evaluation {
  /** Current entry index per repeating level (`[]` in a field reference). */
  readonly at: number[] = [0, 0, 0];
  /** The option a condition found missing while the current rule was evaluated. */
  need = '';
  sparse: Map<unknown, readonly number[]> | undefined;
  repeats: Map<string, Map<unknown, ReadonlySet<number>>> | undefined;
  private dateText: string | undefined;
  private date: number | undefined;

  /** The body's top-level fields, read once, in the order of the table's field list (`tableFields`). */
  readonly fields: unknown[];

  constructor(
    /** The payload exactly as given. */
    readonly input: unknown,
    readonly facts: Facts,
    fieldNames: readonly string[],
  ) {
    const body = asRecord(input);
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
}

/** A compiled field reference: reads the raw value at the current indices. */
export type Accessor = (run: Run) => unknown;

/** A compiled field reference that reads the field's text, or `undefined` when it does not read as text. */
export type TextReader = (run: Run) => string | undefined;

/** A compiled field reference that reads how the field reads (absent, text, wrong type). */
export type KindReader = (run: Run) => Kind;
