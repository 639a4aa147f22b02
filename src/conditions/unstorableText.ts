import { holdsUnstorable } from '../runtime/values.js';
import { binary, call, conditional, type Expr, literal, member, not, or } from './code.js';
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

/**
 * `holdsUnstorable`'s native test written out: `!text.isWellFormed() ||
 * text.indexOf('\u0000') !== -1`. Written in the generated function, it costs
 * no call where V8 has no inlining budget left for the helper.
 */
const nativeTest = (text: Expr): Expr =>
  or(
    not(call(member({ kind: 'cast', expr: text, type: 'WellFormedText' }, 'isWellFormed'))),
    binary('!==', call(member(text, 'indexOf'), literal('\u0000')), literal(-1)),
  );

/**
 * How `unstorableText` rows are evaluated (`holdsUnstorable` of `src/runtime/values.ts`) and written: its
 * native test where the engine has `isWellFormed` (`emitter.wellFormed()`), else the helper.
 */
export const unstorableTextCondition: ConditionDefinition<UnstorableTextNode> =
  /* @__PURE__ */ textCondition<UnstorableTextNode>({
    predicate: () => holdsUnstorable,
    code: (_node, text, emitter) =>
      conditional(emitter.wellFormed(), nativeTest(text), call(emitter.helper('holdsUnstorable'), text)),
    describe: (node, words) => `${words.code(node.field)} holds U+0000 or an unpaired surrogate`,
    samples: (scope) => scope.fields.map(unstorableText),
  });
