/**
 * URL query strings as the parameter objects the query validators take.
 * Uses `URLSearchParams`, which browsers and Node both have.
 */

/**
 * Reads a query string (`surname=Smi&api_key=K`, with or without a leading
 * '?', or a whole URL) into an object of its parameters; a parameter given
 * more than once becomes an array (which the validators report as the wrong
 * type).
 * @example parseQueryString('?surname=Smith&forename=Jo') // { surname: 'Smith', forename: 'Jo' }
 */
export function parseQueryString(text: string): Record<string, string | string[]> {
  const withoutFragment = text.trim().split('#', 1)[0] ?? '';
  const mark = withoutFragment.indexOf('?');
  const search = mark === -1 ? withoutFragment : withoutFragment.slice(mark + 1);
  const parameters: Record<string, string | string[]> = {};
  for (const [name, value] of new URLSearchParams(search)) {
    const earlier = Object.hasOwn(parameters, name) ? parameters[name] : undefined;
    const next = earlier === undefined ? value : [...(Array.isArray(earlier) ? earlier : [earlier]), value];
    // defineProperty: a parameter named __proto__ is a parameter like any other.
    Object.defineProperty(parameters, name, { value: next, enumerable: true, writable: true, configurable: true });
  }
  return parameters;
}
