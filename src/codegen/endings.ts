/**
 * The endings many default messages of a table share (every wrong-type row
 * ends "… must be text or a number, not an object, an array or a boolean."),
 * written once in a generated validator: gzip shortens a repeated ending but
 * still spends a few bytes on each, and a bundle carries every message.
 */
import { binary, type Expr, literal, name } from '../conditions/code.js';

/** The fewest messages an ending must close to be written once. */
const FEWEST_MESSAGES = 5;
/**
 * The shortest ending worth a name: shorter ones cost about what they spare
 * (measured on the account and page bundles: the wrong-type ending, 65
 * characters, spares 76 bytes gzipped; the too-long rows' " characters; it
 * has {length}." costs 23 more than it spares).
 */
const SHORTEST_ENDING = 40;

/**
 * The endings (each starting at a space) that at least five of `messages`
 * share and that are long enough to be worth naming, longest first.
 * @example sharedEndings(['A must be text.', 'B must be text.']) // [] (too few, too short)
 */
export function sharedEndings(messages: readonly string[]): string[] {
  const counts = new Map<string, number>();
  for (const message of new Set(messages))
    for (let at = message.indexOf(' '); at > 0; at = message.indexOf(' ', at + 1)) {
      const ending = message.slice(at);
      if (ending.length >= SHORTEST_ENDING) counts.set(ending, (counts.get(ending) ?? 0) + 1);
    }
  const shared = [...counts].filter(([, count]) => count >= FEWEST_MESSAGES);
  // An ending inside a longer one that closes as many messages is the same messages' ending: keep the longest.
  return shared
    .filter(([ending, count]) =>
      shared.every(([other, closes]) => other.length <= ending.length || !other.endsWith(ending) || closes < count),
    )
    .map(([ending]) => ending)
    .sort((a, b) => b.length - a.length);
}

/**
 * A message as generated code: a string literal, or the literal of its
 * start joined to the name of its shared ending (`names[i]` for
 * `endings[i]`). A concatenation, not a template: esbuild keeps a template
 * as written, which a bundle pays for (58 bytes gzipped on the account and
 * page bundles).
 * @example printExpr(messageCode('Title must be text.', [' must be text.'], ['ENDING_1'])) // '"Title" + ENDING_1'
 */
export function messageCode(message: string, endings: readonly string[], names: readonly string[]): Expr {
  const index = endings.findIndex((ending) => message.endsWith(ending) && message.length > ending.length);
  if (index === -1) return literal(message);
  return binary('+', message.slice(0, -(endings[index] as string).length), name(names[index] as string));
}
