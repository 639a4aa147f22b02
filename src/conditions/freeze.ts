/** Freezes `value` and everything it holds. */
function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

/**
 * Freezes a rule table through and through: tables are shared, compiled once
 * and cached by identity, so nobody may change them after the fact.
 * @example export const accountRules: RuleTable = freezeTable([...rows]);
 */
export function freezeTable<T extends readonly object[]>(table: T): T {
  return deepFreeze(table);
}
