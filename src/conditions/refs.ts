/**
 * Field references (`'charitySplits[].customCodes[]'`) taken apart: the
 * segments a reference goes through and the repeating levels (`[]`) among
 * them.
 */

/**
 * A field reference: a field name, or a path through repeating fields where
 * `[]` stands for "each entry", e.g. `'charitySplits[].customCodes[]'`; ''
 * is the body itself.
 */
export type FieldRef = string;

/** One segment of a field reference; `each` when it ends in `[]`. */
export interface Segment {
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
 * The top-level field a reference starts from ('' for the body).
 * @example topField('charitySplits[].charityResourceId') // 'charitySplits'
 */
export function topField(ref: FieldRef): string {
  return segments(ref)[0]?.name ?? '';
}

/**
 * The lists a reference's repeating levels (`[]`) go through, outermost first.
 * @example listsOf('charitySplits[].customCodes[]') // ['charitySplits', 'charitySplits[].customCodes']
 */
export function listsOf(ref: FieldRef): FieldRef[] {
  return Array.from({ length: depthOf(ref) }, (_, level) => listRef(ref, level));
}

/**
 * The name of a field of each entry of `list` that `ref` reads
 * (`'charitySplits[].charityResourceId'` is field `charityResourceId` of each
 * entry of `charitySplits`), '' for the entry itself (`'items[]'`), or
 * `undefined` when `ref` reads something else.
 * @example entryFieldName('charitySplits', 'charitySplits[].charityResourceId') // 'charityResourceId'
 */
export function entryFieldName(list: FieldRef, ref: FieldRef): string | undefined {
  const prefix = `${list}[]`;
  if (ref === prefix) return '';
  if (!ref.startsWith(`${prefix}.`)) return undefined;
  const name = ref.slice(prefix.length + 1);
  return name.includes('.') || name.includes('[]') ? undefined : name;
}
