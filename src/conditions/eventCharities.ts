import { FALSE, TRUE } from '../engine/tri.js';
import type { FieldRef } from '../engine/types.js';
import { onlyText, type ConditionKind } from './define.js';
import { onEvent } from './event.js';

/** An `eventDisallows` row. */
export interface EventDisallowsNode {
  readonly test: 'eventDisallows';
  readonly event: FieldRef;
  readonly field: FieldRef;
}

/**
 * The event has `allowedCharities` and the charity in `field` is not among
 * them. Never holds for an absent charity.
 * @example eventDisallows('eventResourceId', 'charitySplits[].charityResourceId')
 */
export function eventDisallows(event: FieldRef, field: FieldRef): EventDisallowsNode {
  return { test: 'eventDisallows', event, field };
}

/** How `eventDisallows` rows compile and what they need of a field: `conditionKinds` finds it by name. */
export const eventDisallowsKind: ConditionKind<EventDisallowsNode> = {
  test: 'eventDisallows',
  compile(node, compiler) {
    const read = compiler.text(node.field);
    const judge = onEvent(compiler.text(node.event), (event, run) => {
      const allowed = event?.allowedCharities;
      if (allowed === undefined) return FALSE;
      return allowed.includes(read(run) as string) ? FALSE : TRUE;
    });
    return (run) => (read(run) === undefined ? FALSE : judge(run));
  },
  guard: (node) => onlyText(node.event),
};

/** An `eventAllowsFewer` row. */
export interface EventAllowsFewerNode {
  readonly test: 'eventAllowsFewer';
  readonly event: FieldRef;
  readonly list: FieldRef;
}

/**
 * The event has `maxCharities` and the repeating field `list` has more entries.
 * @example eventAllowsFewer('eventResourceId', 'charitySplits')
 */
export function eventAllowsFewer(event: FieldRef, list: FieldRef): EventAllowsFewerNode {
  return { test: 'eventAllowsFewer', event, list };
}

/** How `eventAllowsFewer` rows compile and what they need of a field: `conditionKinds` finds it by name. */
export const eventAllowsFewerKind: ConditionKind<EventAllowsFewerNode> = {
  test: 'eventAllowsFewer',
  compile(node, compiler) {
    const { count } = compiler.entries(node.list);
    return onEvent(compiler.text(node.event), (event, run) => {
      const max = event?.maxCharities;
      return max !== undefined && count(run) > max ? TRUE : FALSE;
    });
  },
  guard: (node) => onlyText(node.event),
};
