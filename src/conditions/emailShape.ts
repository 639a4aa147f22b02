import type { FieldRef } from '../engine/types.js';
import { textCondition } from './define.js';

/** An `emailShape` row. */
export interface EmailShapeNode {
  readonly test: 'emailShape';
  readonly field: FieldRef;
}

/**
 * The field's text contains an '@' and at least two full stops, the service's
 * whole definition of a well-formed email address.
 * @example emailShape('emailAddress')
 */
export function emailShape(field: FieldRef): EmailShapeNode {
  return { test: 'emailShape', field };
}

/**
 * Does the text contain '@' and at least two '.'?
 * @example hasAtAndTwoDots('a@b.co.uk') // true
 */
export function hasAtAndTwoDots(text: string): boolean {
  if (!text.includes('@')) return false;
  const first = text.indexOf('.');
  return first !== -1 && text.indexOf('.', first + 1) !== -1;
}

/** How `emailShape` rows compile: `conditionKinds` finds it by name. */
export const emailShapeKind = /* @__PURE__ */ textCondition<EmailShapeNode>('emailShape', () => hasAtAndTwoDots);
