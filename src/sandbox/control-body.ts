/**
 * What the sandbox controls share: reading a JSON control body, and a
 * valibot failure as the service's errors (`invalid-control`, at the key).
 */
import type * as v from 'valibot';
import { getDotPath } from 'valibot';
import { type ErrorEntry, readBody, requestFormat, sendErrors, utf8 } from './http.js';
import type { Exchange } from './operations.js';

/**
 * A valibot failure as the service's errors: `invalid-control` at the key's dotted path.
 * @example controlErrors(v.safeParse(schema, body).issues ?? [])
 */
export function controlErrors(issues: readonly v.BaseIssue<unknown>[]): ErrorEntry[] {
  return issues.map((issue) => ({
    code: 'invalid-control',
    parameter: getDotPath(issue) ?? '',
    message: issue.message,
  }));
}

/**
 * Reads a JSON control body (at most 64 KiB); answers and returns
 * `undefined` when it cannot. With `optional`, an empty body (whatever its
 * Content-Type) reads as `{}`.
 * @example const read = await jsonBody(exchange); if (read === undefined) return;
 */
export async function jsonBody(
  exchange: Exchange,
  { optional = false }: { optional?: boolean } = {},
): Promise<{ body: unknown } | undefined> {
  const { request, response } = exchange;
  let bytes: Buffer;
  try {
    bytes = await readBody(request, 64 * 1024);
  } catch {
    if (!response.headersSent)
      sendErrors(response, 413, 'json', [{ code: 'payload-too-large', parameter: '', message: 'At most 64 KiB.' }], {
        Connection: 'close',
      });
    return undefined;
  }
  if (optional && bytes.length === 0) return { body: {} };
  if (requestFormat(request.headers['content-type']) !== 'json') {
    sendErrors(response, 415, 'json', [
      { code: 'unsupported-media-type', parameter: '', message: 'A control body is JSON (application/json).' },
    ]);
    return undefined;
  }
  try {
    return { body: JSON.parse(utf8(bytes) ?? '') };
  } catch {
    sendErrors(response, 400, 'json', [{ code: 'invalid-control', parameter: '', message: 'The body is not JSON.' }]);
    return undefined;
  }
}
