import { hasAtAndTwoDots } from '../runtime/values.js';
import { call } from './code.js';
import { type ConditionDefinition, type FieldNode, textCondition } from './define.js';
import type { FieldRef } from './refs.js';

/** An `emailShape` row. */
export type EmailShapeNode = FieldNode<'emailShape'>;

/**
 * The field's text contains an '@' and at least two full stops, the service's
 * whole definition of a well-formed email address.
 * @example emailShape('emailAddress')
 */
export function emailShape(field: FieldRef): EmailShapeNode {
  return { test: 'emailShape', field };
}

/** How `emailShape` rows are evaluated and written. */
export const emailShapeCondition: ConditionDefinition<EmailShapeNode> = /* @__PURE__ */ textCondition<EmailShapeNode>({
  predicate: () => hasAtAndTwoDots,
  code: (_node, text, emitter) => call(emitter.helper('hasAtAndTwoDots'), text),
  describe: (node, words) => `${words.code(node.field)} has an '@' and at least two '.'`,
  samples: (scope) => scope.fields.map(emailShape),
});
