/**
 * The api keys a sandbox may be given: only a key the api_key query rule
 * accepts (required, Varchar(24)) can ever be used, since every operation
 * checks its query with that rule after accepting the key.
 */
import { validateLookupQuery } from '../index.js';

/** Why a key cannot be used, said once for `startSandbox` and `serve`. */
export const API_KEY_RULE = 'an api key must have 1 to 24 characters and not be blank (the api_key query rule)';

/**
 * Can `key` pass the api_key query rule? A key that cannot would pass the
 * 401 check and then be refused with 400 by every operation.
 * @example usableApiKey('x'.repeat(25)) // false
 */
export function usableApiKey(key: unknown): boolean {
  return typeof key === 'string' && validateLookupQuery({ api_key: key }).valid;
}
