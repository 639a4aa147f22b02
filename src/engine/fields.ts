import type { Accessor, KindReader, Run, TextReader } from './run.js';
import type { FieldRef } from './types.js';
import { entryAt, fieldOf, kindOf, textAt } from './values.js';

interface Segment {
  readonly name: string;
  readonly each: boolean;
}

/**
 * Splits a field reference into its segments.
 * @example segments('charitySplits[].customCodes[]').length // 2
 */
export function segments(ref: FieldRef): Segment[] {
  if (ref === '') return [];
  return ref.split('.').map((part) => {
    const each = part.endsWith('[]');
    return { name: each ? part.slice(0, -2) : part, each };
  });
}

/**
 * How many repeating levels (`[]`) a field reference goes through.
 * @example depthOf('charitySplits[].charityResourceId') // 1
 */
export function depthOf(ref: FieldRef): number {
  return segments(ref).filter((segment) => segment.each).length;
}

/**
 * The reference of the list a per-entry reference iterates at `level`.
 * @example listRef('charitySplits[].customCodes[]', 1) // 'charitySplits[].customCodes'
 */
export function listRef(ref: FieldRef, level: number): FieldRef {
  const parts = segments(ref);
  let seen = -1;
  const kept: string[] = [];
  for (const part of parts) {
    if (part.each && ++seen === level) return [...kept, part.name].join('.');
    kept.push(part.each ? `${part.name}[]` : part.name);
  }
  throw new Error(`field reference '${ref}' has no repeating level ${level}`);
}

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
  const [only] = rest;
  if (rest.length === 1 && first.each && only !== undefined && !only.each) {
    // The common shape, a field of each entry ('charitySplits[].charityResourceId'), without the general loop.
    const name = only.name;
    return (run) => fieldOf(entryAt(run.fields[slot], run.at[0] ?? 0), name);
  }
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
 * The place of a reference's field in `Run.fields` when it is a top-level,
 * single-valued field (read once per run), else `undefined`.
 * @example topLevelSlot('surname', slotOf) // 2
 */
export function topLevelSlot(ref: FieldRef, slotOf: (name: string) => number): number | undefined {
  const parts = segments(ref);
  const first = parts[0];
  return parts.length === 1 && first !== undefined && !first.each ? slotOf(first.name) : undefined;
}

/**
 * Compiles a reference into a reader of its text (`undefined` unless the
 * value reads as text); top-level fields come from the run's readings.
 * @example compileText('surname', slotOf)(run) // 'Lovelace'
 */
export function compileText(ref: FieldRef, slotOf: (name: string) => number): TextReader {
  const slot = topLevelSlot(ref, slotOf);
  if (slot !== undefined) return (run) => run.texts[slot];
  const read = compileField(ref, slotOf);
  return (run) => textAt(read(run));
}

/**
 * Compiles a reference into a reader of how its value reads.
 * @example compileKind('surname', slotOf)(run) // TEXT
 */
export function compileKind(ref: FieldRef, slotOf: (name: string) => number): KindReader {
  const slot = topLevelSlot(ref, slotOf);
  if (slot !== undefined) return (run) => run.kinds[slot] ?? 0;
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
