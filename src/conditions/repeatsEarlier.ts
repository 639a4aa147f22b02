import { repeatsEarlier as repeats } from '../runtime/lists.js';
import { truth } from '../runtime/tri.js';
import { call } from './code.js';
import { bool, type ConditionDefinition } from './define.js';
import type { FieldRef } from './refs.js';
import { depthOf, entryFieldName } from './refs.js';
import { OPEN } from './schema.js';

/** A `repeatsEarlier` row. */
export interface RepeatsEarlierNode {
  readonly test: 'repeatsEarlier';
  readonly list: FieldRef;
  readonly field: FieldRef;
}

/**
 * The text of `field` in the entry being checked already appeared in an
 * earlier entry of `list`.
 * @example repeatsEarlier('charitySplits', 'charitySplits[].charityResourceId')
 */
export function repeatsEarlier(list: FieldRef, field: FieldRef): RepeatsEarlierNode {
  return { test: 'repeatsEarlier', list, field };
}

/** The name of the entry field a `repeatsEarlier` row compares; throws for a field that is not one of `list`'s entries. */
function comparedField(node: RepeatsEarlierNode): string {
  const name = entryFieldName(node.list, node.field);
  if (name === undefined)
    throw new TypeError(`repeatsEarlier: '${node.field}' is not a field of each entry of '${node.list}'`);
  return name;
}

/** How `repeatsEarlier` rows are evaluated and written: both ask `repeatsEarlier` of `src/runtime/lists.ts`. */
export const repeatsEarlierCondition: ConditionDefinition<RepeatsEarlierNode> = {
  reads: (node) => [node.list, node.field],
  needs: () => [],
  evaluate(node, compiler) {
    const name = comparedField(node);
    const list = compiler.field(node.list);
    const text = compiler.text(node.field);
    const level = depthOf(node.list);
    return (run) => truth(repeats(list(run), name, run.at[level] ?? 0, text(run), run));
  },
  // In the list's one pass, from the texts the pass has seen; elsewhere by reading the earlier entries.
  emit: (node, emitter) =>
    bool(
      emitter.repeated(
        node.list,
        node.field,
        call(
          emitter.helper('repeatsEarlier'),
          emitter.value(node.list),
          comparedField(node),
          emitter.entry(node.list),
          emitter.text(node.field),
          emitter.findings(),
        ),
      ),
    ),
  underFact: () => OPEN,
  describe: (node, words) => `${words.code(node.field)} repeats an earlier entry of ${words.code(node.list)}`,
  // At the entry a rule checks.
  samples: (scope) => (scope.perEntry ? [repeatsEarlier(scope.list, scope.text)] : []),
};
