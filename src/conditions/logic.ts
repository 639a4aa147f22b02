import type { ConditionNode } from './registry.js';

/** A rule condition: a named condition, or a composition of conditions. */
export type Condition =
  | ConditionNode
  | { readonly all: readonly Condition[] }
  | { readonly any: readonly Condition[] }
  | { readonly not: Condition };

/**
 * Holds when every condition holds (unknown when none fails and one is unknown).
 * @example all(present('postcode'), inList('countryCode', 'ukCountryCodes'))
 */
export function all(...conditions: Condition[]): Condition {
  return { all: conditions };
}

/**
 * Holds when one condition holds (unknown when none holds and one is unknown).
 * @example any(absent('surname'), longerThan('surname', 50))
 */
export function any(...conditions: Condition[]): Condition {
  return { any: conditions };
}

/**
 * Holds when the condition does not (unknown stays unknown).
 * @example not(oneOf('title', TITLES))
 */
export function not(condition: Condition): Condition {
  return { not: condition };
}
