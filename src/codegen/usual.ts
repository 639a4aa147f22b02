/**
 * A list pass's entry with its usual values first. An entry's fields each
 * have a usual kind: text for a field read as text, a whole number for one
 * read as a number. One test tells whether every field of the entry is of
 * its usual kind; where it is, the pass's statements run simplified under
 * what that settles (the text is the value itself, the field is given and
 * of the right type), and the rules it rules out leave the code. Any other
 * entry runs the statements as they are.
 */
import { and, call, type Expr, literal } from '../conditions/code.js';
import { printableText, wholeNumberValue } from '../conditions/written.js';
import type { EntryScope } from './lower.js';
import { assume, type Facts } from './simplify.js';
import { declare, namesIn, printExpr, type Stmt, statement, when } from './tree.js';

/** Declarations of what is made from a value (its text, number, presence): left out where nothing reads them. */
const MADE = ['text ', 'number ', 'present '];

/** Declarations that read nothing of the body (what is made from a value, and repeats): they may move after the reads. */
const READ_FREE = [...MADE, 'repeated '];

/** The declarations that read the entry itself: the entry, whether it is an object, its fields' values. */
const isRead = (key: string): boolean => key === 'entry' || key === 'record' || key.startsWith('value ');

/**
 * The statements of one entry of a pass (`scope`'s declarations, then
 * `body`) with its usual values first: the reads, then `if (usual) { the
 * rest, simplified } else { the rest }`; `undefined` when no field has a
 * usual kind, or when a declaration that reads the body (an entry count)
 * comes before a read it would then follow.
 * @example usualFirst(scope, statements, lowering.helper('isWrongType'))
 */
export function usualFirst(scope: EntryScope, body: readonly Stmt[], isWrongType: Expr): Stmt[] | undefined {
  const { declarations, keys } = scope;
  const lastRead = keys.reduce((last, key, index) => (isRead(key) ? index : last), -1);
  if (keys.some((key, index) => index < lastRead && !isRead(key) && !READ_FREE.some((kind) => key.startsWith(kind))))
    return undefined;
  const tests: Expr[] = [];
  const defined = new Set<string>();
  const values = new Map<string, Expr>();
  const calls = new Map<string, Expr>();
  const aliases = new Map<string, Expr>();
  for (const key of keys) {
    if (key !== 'entry' && !key.startsWith('value ')) continue;
    const field = key === 'entry' ? '' : key.slice('value '.length);
    const value = scope.named(key) as Expr;
    const number = scope.named(`number ${field}`);
    const text = scope.named(`text ${field}`);
    const present = scope.named(`present ${field}`);
    if (number === undefined && text === undefined) continue;
    tests.push(number !== undefined ? wholeNumberValue(value) : printableText(value));
    // A text that starts with a printable character is its own text; a whole number is its own number, and has a text.
    if (number !== undefined) aliases.set(number.name, value);
    else if (text !== undefined) aliases.set(text.name, value);
    for (const known of [number, text]) if (known !== undefined) defined.add(known.name);
    if (present !== undefined) values.set(present.name, literal(true));
    calls.set(printExpr(call(isWrongType, value)), literal(false));
  }
  if (tests.length === 0) return undefined;
  const record = scope.named('record');
  if (record !== undefined) values.set(record.name, literal(true));
  const reads = declarations.filter((_, index) => isRead(keys[index] as string));
  const rest = [...declarations.filter((_, index) => !isRead(keys[index] as string)), ...body];
  const facts: Facts = { defined, values, calls };
  // The texts, numbers and presences the simplified statements no longer read are not made (a repeat is remembered).
  const droppable = new Set(
    keys.flatMap((key) =>
      MADE.some((kind) => key.startsWith(kind)) ? [(scope.named(key) as { name: string }).name] : [],
    ),
  );
  const usual = assume(
    rest.map((stmt) => {
      const alias = stmt.kind === 'declare' ? aliases.get(stmt.name) : undefined;
      return alias === undefined || stmt.kind !== 'declare' ? stmt : declare('const', stmt.name, alias);
    }),
    facts,
  );
  return [
    ...reads,
    when(and(...(record === undefined ? [] : [record]), ...tests), withoutUnused(usual, droppable), rest),
  ];
}

/** `stmts` without the declarations of `droppable` that no statement reads any more. */
function withoutUnused(stmts: readonly Stmt[], droppable: ReadonlySet<string>): Stmt[] {
  let kept = [...stmts];
  for (;;) {
    // What the statements read: a declaration reads its initial value, not its own name.
    const used = namesIn(
      kept.map((stmt) => (stmt.kind === 'declare' ? statement(stmt.init ?? literal(undefined)) : stmt)),
    );
    const next = kept.filter((stmt) => stmt.kind !== 'declare' || !droppable.has(stmt.name) || used.has(stmt.name));
    if (next.length === kept.length) return next;
    kept = next;
  }
}
