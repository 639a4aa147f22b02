import { holdsUnstorable } from '../runtime/values.js';
import { type ConditionDefinition, type FieldNode, textCondition } from './define.js';
import type { FieldRef } from './refs.js';
import { writtenUnstorable } from './written.js';

/** An `unstorableText` row. */
export type UnstorableTextNode = FieldNode<'unstorableText'>;

/**
 * The field's text holds a character the service's text columns cannot
 * store: U+0000, or a surrogate that is not half of a pair.
 * @example unstorableText('surname')
 */
export function unstorableText(field: FieldRef): UnstorableTextNode {
  return { test: 'unstorableText', field };
}

/**
 * How `unstorableText` rows are evaluated (`holdsUnstorable` of `src/runtime/values.ts`) and written: its
 * native test where the engine has `isWellFormed` (`emitter.wellFormed()`), else the helper.
 */
export const unstorableTextCondition: ConditionDefinition<UnstorableTextNode> =
  /* @__PURE__ */ textCondition<UnstorableTextNode>({
    predicate: () => holdsUnstorable,
    code: (_node, text, emitter) => writtenUnstorable(text, emitter.wellFormed(), emitter.helper('holdsUnstorable')),
    describe: (node, words) => `${words.code(node.field)} holds U+0000 or an unpaired surrogate`,
    samples: (scope) => scope.fields.map(unstorableText),
  });
