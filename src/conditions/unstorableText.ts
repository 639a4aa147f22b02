import { holdsUnstorable } from '../runtime/values.js';
import { call } from './code.js';
import { type ConditionDefinition, type FieldNode, textCondition } from './define.js';
import type { FieldRef } from './refs.js';

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

/** How `unstorableText` rows are evaluated and written: `holdsUnstorable` of `src/runtime/values.ts`. */
export const unstorableTextCondition: ConditionDefinition<UnstorableTextNode> =
  /* @__PURE__ */ textCondition<UnstorableTextNode>({
    predicate: () => holdsUnstorable,
    code: (_node, text, emitter) => call(emitter.helper('holdsUnstorable'), text),
    describe: (node, words) => `${words.code(node.field)} holds U+0000 or an unpaired surrogate`,
    samples: (scope) => scope.fields.map(unstorableText),
  });
