import { FALSE, TRUE } from '../engine/tri.js';
import type { FieldRef } from '../engine/types.js';
import type { ConditionKind } from './define.js';

/** A `repeatsEarlier` row. */
export interface RepeatsEarlierNode {
  readonly test: 'repeatsEarlier';
  readonly list: FieldRef;
  readonly field: FieldRef;
}

/**
 * The text of `field` in the entry being checked already appeared in an
 * earlier entry of `list` (found in one pass over the list per validation).
 * @example repeatsEarlier('charitySplits', 'charitySplits[].charityResourceId')
 */
export function repeatsEarlier(list: FieldRef, field: FieldRef): RepeatsEarlierNode {
  return { test: 'repeatsEarlier', list, field };
}

/** How `repeatsEarlier` rows compile: `conditionKinds` finds it by name. */
export const repeatsEarlierKind: ConditionKind<RepeatsEarlierNode> = {
  test: 'repeatsEarlier',
  compile(node, compiler) {
    const { count, level, skip } = compiler.entries(node.list);
    const read = compiler.text(node.field);
    const cacheKey = {};
    const repeats = (run: Parameters<typeof read>[0]): ReadonlySet<number> => {
      const current = run.at[level] ?? 0;
      const seen = new Set<string>();
      const repeated = new Set<number>();
      for (let index = 0, total = count(run); index < total; index++) {
        run.at[level] = index;
        const text = read(run);
        if (text === undefined) index = skip(run, index);
        else if (seen.has(text)) repeated.add(index);
        else seen.add(text);
      }
      run.at[level] = current;
      return repeated;
    };
    return (run) => (run.once(cacheKey, () => repeats(run)).has(run.at[level] ?? 0) ? TRUE : FALSE);
  },
};
