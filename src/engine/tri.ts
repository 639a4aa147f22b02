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
 * @example tri(1 > 0) // TRUE
 */
export function tri(value: boolean): Tri {
  return value ? TRUE : FALSE;
}
