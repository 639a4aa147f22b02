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
  // Values gathered per name first: a name repeated n times costs n steps, not n².
  const byName = new Map<string, string[]>();
  for (const [name, value] of new URLSearchParams(search)) {
    const values = byName.get(name);
    if (values === undefined) byName.set(name, [value]);
    else values.push(value);
  }
  const parameters: Record<string, string | string[]> = {};
  for (const [name, values] of byName) {
    const value = values.length === 1 ? (values[0] as string) : values;
    // defineProperty: a parameter named __proto__ is a parameter like any other.
    Object.defineProperty(parameters, name, { value, enumerable: true, writable: true, configurable: true });
  }
  return parameters;
}

/**
 * Reads the event listing's parameters from a query string or a whole URL;
 * in a URL such as `…/events/v1/account/E1/categorisedpages.json?api_key=K`
 * the event resource ID is the path segment, used when the query does not
 * name it itself.
 * @example parseListingQuery('https://api.example/events/v1/account/E1/categorisedpages.json?api_key=K').eventResourceId // 'E1'
 */
export function parseListingQuery(text: string): Record<string, string | string[]> {
  const parameters = parseQueryString(text);
  const trimmed = text.trim();
  const ends = [trimmed.indexOf('?'), trimmed.indexOf('#')].filter((index) => index !== -1);
  const path = trimmed.slice(0, ends.length === 0 ? undefined : Math.min(...ends));
  const marker = '/account/';
  const start = path.lastIndexOf(marker);
  const end = path.indexOf('/categorisedpages', start + marker.length);
  if (start !== -1 && end !== -1 && !Object.hasOwn(parameters, 'eventResourceId')) {
    const segment = path.slice(start + marker.length, end);
    if (segment !== '') parameters.eventResourceId = decodedSegment(segment);
  }
  return parameters;
}

function decodedSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment; // a malformed %-escape: the segment as it was
  }
}
