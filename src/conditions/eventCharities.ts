import { FALSE, type Tri, type Unknowns } from '../engine/tri.js';
import type { FieldRef } from '../engine/types.js';
import type { EventInfo, Facts } from '../facts/types.js';
import type { ConditionKind } from './define.js';
import { judgeEvent } from './event.js';

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

const disallows = (event: EventInfo | null, charity: string): boolean => {
  const allowed = event?.allowedCharities;
  return allowed !== undefined && !allowed.includes(charity);
};

/**
 * Whether the event restricts its charities and `charity` is not among them:
 * FALSE without a charity (the event is then not asked for).
 * @example charityDisallowed(findings, facts, 'E1', 'CH-1')
 */
export function charityDisallowed(
  unknowns: Unknowns,
  facts: Facts,
  eventResourceId: string | undefined,
  charity: string | undefined,
): Tri {
  return charity === undefined ? FALSE : judgeEvent(unknowns, facts, eventResourceId, disallows, charity);
}

/** How `eventDisallows` rows compile: `conditionKinds` finds it by name. */
export const eventDisallowsKind: ConditionKind<EventDisallowsNode> = {
  test: 'eventDisallows',
  compile(node, compiler) {
    const readEvent = compiler.text(node.event);
    const read = compiler.text(node.field);
    return (run) => charityDisallowed(run, run.facts, readEvent(run), read(run));
  },
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

const allowsFewer = (event: EventInfo | null, count: number): boolean => {
  const max = event?.maxCharities;
  return max !== undefined && count > max;
};

/**
 * Whether the event has `maxCharities` and `count` charities are more.
 * @example moreCharitiesThanAllowed(findings, facts, 'E1', 3)
 */
export function moreCharitiesThanAllowed(
  unknowns: Unknowns,
  facts: Facts,
  eventResourceId: string | undefined,
  count: number,
): Tri {
  return judgeEvent(unknowns, facts, eventResourceId, allowsFewer, count);
}

/** How `eventAllowsFewer` rows compile: `conditionKinds` finds it by name. */
export const eventAllowsFewerKind: ConditionKind<EventAllowsFewerNode> = {
  test: 'eventAllowsFewer',
  compile(node, compiler) {
    const readEvent = compiler.text(node.event);
    const { count } = compiler.entries(node.list);
    return (run) => moreCharitiesThanAllowed(run, run.facts, readEvent(run), count(run));
  },
};
