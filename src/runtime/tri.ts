/**
 * Three-valued (Kleene) logic for rule conditions: a condition that needs a
 * fact the options did not give is `UNKNOWN`, and a rule whose condition ends
 * `UNKNOWN` is listed as unchecked instead of being guessed.
 */

/** The condition does not hold. */
export const FALSE = 0;
/** The condition holds. */
export const TRUE = 1;
/** The condition depends on a fact that was not given. */
export const UNKNOWN = 2;

/** A three-valued truth value. */
export type Tri = typeof FALSE | typeof TRUE | typeof UNKNOWN;

/**
 * A boolean as a truth value.
 * @example truth(1 > 0) // TRUE
 */
export function truth(value: boolean): Tri {
  return value ? TRUE : FALSE;
}

/**
 * Kleene AND of a part that did not come out `FALSE` (`TRUE` or `UNKNOWN`)
 * with the rest of the conjunction, evaluated after it.
 * @example and3(UNKNOWN, TRUE) // UNKNOWN
 */
export function and3(first: Tri, rest: Tri): Tri {
  return rest === FALSE ? FALSE : first === UNKNOWN ? UNKNOWN : rest;
}

/**
 * Kleene OR of a part that did not come out `TRUE` (`FALSE` or `UNKNOWN`)
 * with the rest of the disjunction, evaluated after it.
 * @example or3(UNKNOWN, FALSE) // UNKNOWN
 */
export function or3(first: Tri, rest: Tri): Tri {
  return rest === TRUE ? TRUE : first === UNKNOWN ? UNKNOWN : rest;
}

/**
 * Kleene NOT: unknown stays unknown.
 * @example not3(TRUE) // FALSE
 */
export function not3(value: Tri): Tri {
  return value === UNKNOWN ? UNKNOWN : value === TRUE ? FALSE : TRUE;
}

/**
 * Where a condition records the option it found missing (the first one
 * counts) when it comes out `UNKNOWN`.
 */
export interface Unknowns {
  /**
   * Records `option` as needed and returns `UNKNOWN`.
   * @example return unknowns.unknown('countries');
   */
  unknown(option: string): Tri;
}
