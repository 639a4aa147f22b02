import { URL_SEGMENT } from '../engine/patterns.js';
import type { FieldRef } from '../engine/types.js';
import { textCondition } from './define.js';

/** A `urlSegment` row. */
export interface UrlSegmentNode {
  readonly test: 'urlSegment';
  readonly field: FieldRef;
}

/**
 * The field's text can be a URL path segment: ASCII letters, digits and
 * `-` `_` `.` `~` only (contract section 5).
 * @example urlSegment('personalUrl')
 */
export function urlSegment(field: FieldRef): UrlSegmentNode {
  return { test: 'urlSegment', field };
}

/** How `urlSegment` rows compile: `conditionKinds` finds it by name. */
export const urlSegmentKind = /* @__PURE__ */ textCondition<UrlSegmentNode>(
  'urlSegment',
  () => (text) => URL_SEGMENT.test(text),
);
