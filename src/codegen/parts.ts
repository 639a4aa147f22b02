/**
 * A long validator cut into functions of a few rules each. V8 inlines
 * helpers into an optimized function up to a budget of bytecode per
 * function (README decision 43): in one long function the last rules'
 * helpers use it up and the first rules' stay calls, while each part of a
 * cut function has a budget of its own. The main function reads the fields
 * and calls the parts in order; a part returns false where the function
 * stopped (the `maxIssues` cut, a halting rule), and the parts after it do
 * not run. The main function builds the result in one place: V8 would
 * inline it at every return.
 */

import { JS_DECLARATION, JS_NAME, JS_TOKEN } from '../runtime/patterns.js';

/** What the generator gives of a validator's function to cut. */
export interface PartsSpec {
  /** The validator's function name; the parts are named after it (`checkAccountPart1`). */
  readonly functionName: string;
  /** The rules' statements, rendered at depth 0 (a statement's own lines indented below it). */
  readonly body: readonly string[];
  /**
   * The names the main function declares before the rules (the readings),
   * in order, each with its type: what the parts take as parameters.
   */
  readonly outer: ReadonlyMap<string, string>;
  /** The declarations of the temporaries the rules share (`let found: Tri;`, `let q0: Tri;`). */
  readonly temps: readonly string[];
  /** The declaration of each event variable (`e_…`), which a part that uses it declares. */
  readonly events: readonly string[];
  /**
   * The event variables whose event the rules before a statement have looked
   * up whenever its field has text, by the statement's first comment (a
   * rule's or a pass's), each with the declaration that gets the event again
   * in a later part: the facts keep it, so that nothing of the caller's is
   * asked again. An event variable may cross a cut only where it is looked up.
   */
  readonly looked: (comment: string) => ReadonlyMap<string, string>;
  /**
   * The checks several rules share, computed once among the readings, by
   * name, with their expressions (over the readings): one that the rules of
   * a single part alone read is computed in that part, when it runs.
   */
  readonly checks: ReadonlyMap<string, string>;
  /** The statements giving a pass's slots back (`giveSlots(S0);`), by the variable they give back. */
  readonly given: ReadonlyMap<string, string>;
  /** The fewest tokens of code a part holds (the last one excepted). */
  readonly minTokens: number;
}

/**
 * A function cut into parts: the calls of the parts, in order (each an
 * expression, false where the function stopped), the parts' functions, and
 * the shared checks the main function leaves to a part.
 */
export interface CutFunction {
  readonly calls: readonly string[];
  readonly parts: readonly string[];
  readonly moved: ReadonlySet<string>;
}

/** A parameter of a function of rules: its name and its type. */
export type Parameter = readonly [name: string, type: string];

/** The parameters every function of rules may take besides the readings, with their types. */
export const CONTEXT: readonly Parameter[] = [
  ['findings', 'Findings'],
  ['facts', 'Facts'],
  ['input', 'unknown'],
];

/** The names declared at the start of lines of generated source. */
const declaredNames = (code: string): string[] => [...code.matchAll(JS_DECLARATION)].map((match) => match[1] as string);

/**
 * The source without its comments (names in them are no uses; a name in a
 * string literal counts as one, which at worst passes a part a parameter it
 * does not need or keeps two rules together).
 */
const codeOf = (lines: readonly string[]): string =>
  lines.filter((line) => !line.trimStart().startsWith('//')).join('\n');

/** A statement's first comment, trimmed ('' when it has none): what `PartsSpec.looked` knows it by. */
const firstComment = (lines: readonly string[]): string =>
  lines.map((line) => line.trimStart()).find((line) => line.startsWith('//')) ?? '';

/** The identifiers a piece of source mentions. */
const namesIn = (code: string): Set<string> => new Set(code.match(JS_NAME));

/** How much code a piece of source is: its tokens, a rough measure of its bytecode. */
const tokensIn = (code: string): number => (code.match(JS_TOKEN) ?? []).length;

/**
 * What rendered statements hold: the names they use and their tokens,
 * comments left out.
 * @example codeIn(['if (t_a === undefined) {', '}']).names.has('t_a') // true
 */
export function codeIn(lines: readonly string[]): { readonly names: Set<string>; readonly tokens: number } {
  const code = codeOf(lines);
  return { names: namesIn(code), tokens: tokensIn(code) };
}

/**
 * The declarations among `lines` (`let found: Tri;`) of a name in `used`.
 * @example declaring(['let found: Tri;', 'let q0: Tri;'], new Set(['q0'])) // ['let q0: Tri;']
 */
export const declaring = (lines: readonly string[], used: ReadonlySet<string>): string[] =>
  lines.filter((line) => declaredNames(line).some((name) => used.has(name)));

/**
 * A function of rules taken out of a validator's main function, and its
 * call: it takes `parameters`, declares `preamble`, runs `lines` (where the
 * main function would return its result, it returns false) and `closing`,
 * and returns true; the call is false where it stopped.
 * @example ruleFunction('Rules of `check`, part 1 of 2: false where it stopped.', 'checkPart1', [['findings', 'Findings']], [], lines)
 */
export function ruleFunction(
  doc: string,
  name: string,
  parameters: readonly Parameter[],
  preamble: readonly string[],
  lines: readonly string[],
  closing: readonly string[] = [],
): { readonly call: string; readonly source: string } {
  const body = [
    ...preamble,
    ...lines.map((line) => line.replaceAll('return findings.result();', 'return false;')),
    ...closing,
  ];
  return {
    call: `${name}(${parameters.map(([parameter]) => parameter).join(', ')})`,
    source: [
      `/** ${doc} */`,
      `function ${name}(${parameters.map(([parameter, type]) => `${parameter}: ${type}`).join(', ')}): boolean {`,
      ...body.map((line) => `  ${line}`),
      '  return true;',
      '}',
    ].join('\n'),
  };
}

/**
 * The body cut into statements: a cut may come before a rule's comment or
 * after a closing brace, never inside a statement.
 */
function statements(body: readonly string[]): string[][] {
  const chunks: string[][] = [];
  let current: string[] = [];
  body.forEach((line, index) => {
    const previous = body[index - 1];
    const boundary =
      current.length > 0 &&
      (line.startsWith('//') ||
        (previous === '}' && !line.startsWith(' ') && !line.startsWith('}') && !line.startsWith('else')));
    if (boundary) {
      chunks.push(current);
      current = [];
    }
    current.push(line);
  });
  if (current.length > 0) chunks.push(current);
  return chunks;
}

/**
 * Cuts the rules of a validator into parts of at least `minTokens` tokens,
 * where no variable the rules declare (a pass's values, an event not yet
 * looked up) is used on both sides of a cut; `undefined` when there is no
 * such cut.
 * @example cutFunction({ functionName: 'checkAccount', body, outer, temps, events: [], looked: () => new Map(), checks: new Map(), given: new Map(), minTokens: 800 })
 */
export function cutFunction(spec: PartsSpec): CutFunction | undefined {
  const chunks = statements(spec.body);
  const codes = chunks.map(codeOf);
  const uses = codes.map(namesIn);
  // The rules' own variables: declared at depth 0 in the body, and the events they look up.
  const local = new Set([...codes.flatMap(declaredNames), ...declaredNames(spec.events.join('\n'))]);
  const ranges: [first: number, last: number][] = [];
  let first = 0;
  let tokens = 0;
  for (let index = 0; index < chunks.length - 1; index++) {
    tokens += tokensIn(codes[index] as string);
    if (tokens < spec.minTokens) continue;
    const looked = spec.looked(firstComment(chunks[index + 1] as string[]));
    const before = new Set(
      uses
        .slice(first, index + 1)
        .flatMap((names) => [...names].filter((name) => local.has(name) && !looked.has(name))),
    );
    if (uses.slice(index + 1).some((names) => [...before].some((name) => names.has(name)))) continue;
    ranges.push([first, index]);
    first = index + 1;
    tokens = 0;
  }
  const rest = codes.slice(first).reduce((sum, code) => sum + tokensIn(code), 0);
  // A short last part joins the one before it.
  if (rest < spec.minTokens && ranges.length > 0) first = (ranges.pop() as [number, number])[0];
  ranges.push([first, chunks.length - 1]);
  if (ranges.length < 2) return undefined;
  const calls: string[] = [];
  const usedIn = ranges.map(([from, to]) => new Set(uses.slice(from, to + 1).flatMap((names) => [...names])));
  // A check one part alone reads (and that reads no other check) is computed there.
  const moved = new Set(
    [...spec.checks].flatMap(([check, expression]) =>
      usedIn.filter((used) => used.has(check)).length === 1 &&
      ![...namesIn(expression)].some((name) => spec.checks.has(name))
        ? [check]
        : [],
    ),
  );
  const parts = ranges.map(([from, to], index) => {
    const lines = chunks.slice(from, to + 1).flat();
    const used = new Set(usedIn[index]);
    const computed = [...moved].filter((check) => used.has(check));
    // An event looked up in an earlier part is got again from the facts, not declared anew.
    const looked = from === 0 ? new Map<string, string>() : spec.looked(firstComment(chunks[from] as string[]));
    const gotAgain = [...looked].filter(([variable]) => used.has(variable)).map(([, declaration]) => declaration);
    // What the part computes itself reads readings (and the facts) too.
    const own = [...computed.map((check) => spec.checks.get(check) as string), ...gotAgain];
    for (const name of own.flatMap((code) => [...namesIn(code)])) used.add(name);
    const parameters = [
      ...CONTEXT.filter(([name]) => name === 'findings' || used.has(name)),
      ...[...spec.outer].filter(([name]) => used.has(name) && !moved.has(name)),
    ];
    const given = [...spec.given].filter(([slots]) => used.has(slots)).map(([, statement]) => statement);
    const part = ruleFunction(
      `Rules of \`${spec.functionName}\`, part ${index + 1} of ${ranges.length}: false where it stopped.`,
      `${spec.functionName}Part${index + 1}`,
      parameters,
      [
        ...computed.map((check) => `const ${check} = ${spec.checks.get(check)};`),
        ...gotAgain,
        ...declaring(spec.events, used).filter((line) => !declaredNames(line).some((name) => looked.has(name))),
        ...declaring(spec.temps, used),
      ],
      lines,
      given,
    );
    calls.push(part.call);
    return part.source;
  });
  return { calls, parts, moved };
}
