import { URL_SEGMENT } from '../runtime/patterns.js';
import { call } from './code.js';
import { type ConditionDefinition, type FieldNode, textCondition } from './define.js';
import type { FieldRef } from './refs.js';

/** A `urlSegment` row. */
export type UrlSegmentNode = FieldNode<'urlSegment'>;

/**
 * The field's text can be a URL path segment: ASCII letters, digits and
 * `-` `_` `.` `~` only (contract section 5).
 * @example urlSegment('personalUrl')
 */
export function urlSegment(field: FieldRef): UrlSegmentNode {
  return { test: 'urlSegment', field };
}

/**
 * How `urlSegment` rows are evaluated (`URL_SEGMENT` of `src/runtime/patterns.ts`) and
 * written (`isUrlSegment`, the same format as a loop, faster).
 */
export const urlSegmentCondition: ConditionDefinition<UrlSegmentNode> = /* @__PURE__ */ textCondition<UrlSegmentNode>({
  predicate: () => (text) => URL_SEGMENT.test(text),
  code: (_node, text, emitter) => call(emitter.helper('isUrlSegment'), text),
  describe: (node, words) => `${words.code(node.field)} is a URL path segment`,
  samples: (scope) => scope.fields.map(urlSegment),
});
