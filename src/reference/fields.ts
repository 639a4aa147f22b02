/**
 * Field references compiled into readers of a run: the reference
 * interpreter's way of reading a body at its current entry indices.
 */

import { segments } from '../conditions/refs.js';
import { entryAt, fieldOf, kindOf, textAt } from '../runtime/values.js';
import type { FieldRef } from '../tables/types.js';
import type { Accessor, KindReader, Run, TextReader } from './run.js';

/**
 * Compiles a field reference into an accessor of the raw value at the run's
 * current entry indices ('' is the body as given). Top-level fields are read
 * once per run into `run.fields`; `slotOf` gives a field's place there. A
 * non-object on the way reads as missing.
 * @example compileField('surname', slotOf)(run) // the body's surname
 */
export function compileField(ref: FieldRef, slotOf: (name: string) => number): Accessor {
  const [first, ...rest] = segments(ref);
  if (first === undefined) return (run) => run.input;
  const slot = slotOf(first.name);
  if (rest.length === 0 && !first.each) return (run) => run.fields[slot];
  return (run: Run) => {
    let value = run.fields[slot];
    let level = 0;
    if (first.each) value = entryAt(value, run.at[level++] ?? 0);
    for (const part of rest) {
      value = fieldOf(value, part.name);
      if (part.each) value = entryAt(value, run.at[level++] ?? 0);
    }
    return value;
  };
}

/**
 * Compiles a reference into a reader of its text (`undefined` unless the
 * value reads as text).
 * @example compileText('surname', slotOf)(run) // 'Lovelace'
 */
export function compileText(ref: FieldRef, slotOf: (name: string) => number): TextReader {
  const read = compileField(ref, slotOf);
  return (run) => textAt(read(run));
}

/**
 * Compiles a reference into a reader of how its value reads.
 * @example compileKind('surname', slotOf)(run) // KIND_TEXT
 */
export function compileKind(ref: FieldRef, slotOf: (name: string) => number): KindReader {
  const read = compileField(ref, slotOf);
  return (run) => kindOf(read(run));
}

/**
 * The issue path of a reference at the run's current indices.
 * @example pathTemplate('charitySplits[].charitySplitPercent')(run) // ['charitySplits', 2, 'charitySplitPercent']
 */
export function pathTemplate(ref: FieldRef): (run: Run) => (string | number)[] {
  const parts = segments(ref);
  return (run) => {
    const path: (string | number)[] = [];
    let level = 0;
    for (const part of parts) {
      path.push(part.name);
      if (part.each) path.push(run.at[level++] ?? 0);
    }
    return path;
  };
}
