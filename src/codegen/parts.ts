/**
 * A long validator cut into functions of a few rules each, on its tree.
 * V8 inlines helpers into an optimized function up to a budget of bytecode
 * per function (docs/decisions/performance-inlining-budget.md): in one long function the last rules'
 * helpers use it up and the first rules' stay calls, while each part of a
 * cut function has a budget of its own. The main function reads the fields
 * and calls the parts in order; a part returns false where the function
 * stopped (the `maxIssues` cut, a halting rule), and the parts after it do
 * not run. The main function builds the result in one place: V8 would
 * inline it at every return. Runs of per-entry rules go into functions of
 * their own the same way (`entryFunctions`).
 */
import { call, type Expr, literal, member, name, not, or } from '../conditions/code.js';
import type { Binding, EntryRun } from './build.js';
import {
  declare,
  declaredIn,
  type FunctionDeclaration,
  type Group,
  mapStatements,
  namesIn,
  type Parameter,
  returns,
  type Stmt,
  size,
  when,
} from './tree.js';

/** What the generator gives of a validator's function to cut. */
export interface PartsSpec {
  /** The validator's function name; the parts are named after it (`checkAccountPart1`). */
  readonly functionName: string;
  /** The rules' statements, each group whole in one part. */
  readonly body: readonly Group[];
  /**
   * The names the main function declares before the rules (the readings),
   * in order, each with its type: what the parts take as parameters.
   */
  readonly outer: ReadonlyMap<string, string>;
  /** The declarations of the temporaries the rules share (`let found: Tri;`, `let q0: Tri;`). */
  readonly temps: readonly Stmt[];
  /** The declaration of each event variable (`e_…`), which a part that uses it declares. */
  readonly events: readonly Stmt[];
  /**
   * The checks several rules share, computed once among the readings, by
   * name, with their expressions (over the readings): one that the rules of
   * a single part alone read is computed in that part, when it runs.
   */
  readonly checks: ReadonlyMap<string, Expr>;
  /** The statements giving a pass's slots back (`giveSlots(S0);`), by the variable they give back. */
  readonly given: ReadonlyMap<string, Stmt>;
  /** The least code a part holds (the last one excepted), as `size` counts it. */
  readonly minSize: number;
}

/**
 * A function cut into parts: the calls of the parts, in order (each an
 * expression, false where the function stopped), the parts' functions, and
 * the shared checks the main function leaves to a part.
 */
export interface CutFunction {
  readonly calls: readonly Expr[];
  readonly parts: readonly FunctionDeclaration[];
  readonly moved: ReadonlySet<string>;
}

/** The parameters every function of rules may take besides the readings, with their types. */
const CONTEXT: readonly Parameter[] = [
  ['findings', 'Findings'],
  ['facts', 'Facts'],
  ['input', 'unknown'],
];

/** `findings.result()`: what the validator returns. */
const isResult = (stmt: Stmt): boolean =>
  stmt.kind === 'return' &&
  stmt.value?.kind === 'call' &&
  stmt.value.callee.kind === 'member' &&
  stmt.value.callee.property === 'result';

/**
 * The declarations among `stmts` of a name in `used`.
 * @example declaring([declare('let', 'found', undefined, 'Tri')], new Set(['found'])).length // 1
 */
export const declaring = (stmts: readonly Stmt[], used: ReadonlySet<string>): Stmt[] =>
  stmts.filter((stmt) => stmt.kind === 'declare' && used.has(stmt.name));

/**
 * A function of rules taken out of a validator's main function, and its
 * call: it takes `parameters`, declares `preamble`, runs `body` (where the
 * main function would return its result, it returns false) and `closing`,
 * and returns true; the call is false where it stopped.
 * @example ruleFunction('Rules of `check`, part 1 of 2: false where it stopped.', 'checkPart1', [['findings', 'Findings']], [], body)
 */
export function ruleFunction(
  doc: string,
  functionName: string,
  parameters: readonly Parameter[],
  preamble: readonly Stmt[],
  body: readonly Stmt[],
  closing: readonly Stmt[] = [],
): { readonly call: Expr; readonly declaration: FunctionDeclaration } {
  const stopped = returns(literal(false));
  return {
    call: call(name(functionName), ...parameters.map(([parameter]) => name(parameter))),
    declaration: {
      kind: 'function',
      doc: [doc],
      exported: false,
      name: functionName,
      parameters,
      returns: 'boolean',
      body: [
        ...preamble,
        ...mapStatements(body, (stmt) => (isResult(stmt) ? [stopped] : undefined)),
        ...closing,
        returns(literal(true)),
      ],
    },
  };
}

/**
 * Cuts the rules of a validator into parts of at least `minSize` of code
 * (the last one at least half of it), where no variable the rules declare
 * (a pass's values, an event not yet looked up) is used on both sides of a
 * cut; `undefined` when there is no such cut.
 * @example cutFunction({ functionName: 'checkAccount', body, outer, temps, events: [], checks: new Map(), given: new Map(), minSize: 400 })
 */
export function cutFunction(spec: PartsSpec): CutFunction | undefined {
  const chunks = spec.body;
  const uses = chunks.map((group) => namesIn(group.body));
  // The rules' own variables: declared at the top of the body, and the events they look up.
  const own = new Set([...chunks.flatMap((group) => declaredIn(group.body)), ...declaredIn(spec.events)]);
  const ranges: [first: number, last: number][] = [];
  let first = 0;
  let amount = 0;
  for (let index = 0; index < chunks.length - 1; index++) {
    amount += size((chunks[index] as Group).body);
    if (amount < spec.minSize) continue;
    const settled = (chunks[index + 1] as Group).settled;
    const before = new Set(
      uses.slice(first, index + 1).flatMap((names) => [...names].filter((n) => own.has(n) && settled?.has(n) !== true)),
    );
    if (uses.slice(index + 1).some((names) => [...before].some((n) => names.has(n)))) continue;
    ranges.push([first, index]);
    first = index + 1;
    amount = 0;
  }
  const rest = chunks.slice(first).reduce((sum, group) => sum + size(group.body), 0);
  // A last part of less than half the least size joins the one before it: a table a little shorter than two
  // parts stays two parts, not one function.
  if (rest < spec.minSize / 2 && ranges.length > 0) first = (ranges.pop() as [number, number])[0];
  ranges.push([first, chunks.length - 1]);
  if (ranges.length < 2) return undefined;
  const usedIn = ranges.map(([from, to]) => new Set(uses.slice(from, to + 1).flatMap((names) => [...names])));
  // A check one part alone reads (and that reads no other check) is computed there.
  const moved = new Set(
    [...spec.checks].flatMap(([check, expression]) =>
      usedIn.filter((used) => used.has(check)).length === 1 && ![...namesIn(expression)].some((n) => spec.checks.has(n))
        ? [check]
        : [],
    ),
  );
  const calls: Expr[] = [];
  const parts = ranges.map(([from, to], index) => {
    const used = new Set(usedIn[index]);
    const computed = [...moved].filter((check) => used.has(check));
    // An event looked up in an earlier part is got again from the facts, not declared anew.
    const settled = from === 0 ? new Map<string, Stmt>() : ((chunks[from] as Group).settled ?? new Map<string, Stmt>());
    const gotAgain = [...settled].filter(([variable]) => used.has(variable)).map(([, declaration]) => declaration);
    const computing = computed.map((check) => declare('const', check, spec.checks.get(check) as Expr));
    // What the part computes itself reads readings (and the facts) too.
    for (const n of namesIn([...computing, ...gotAgain])) used.add(n);
    const parameters = [
      ...CONTEXT.filter(([n]) => n === 'findings' || used.has(n)),
      ...[...spec.outer].filter(([n]) => used.has(n) && !moved.has(n)),
    ];
    const given = [...spec.given].filter(([slots]) => used.has(slots)).map(([, stmt]) => stmt);
    const part = ruleFunction(
      `Rules of \`${spec.functionName}\`, part ${index + 1} of ${ranges.length}: false where it stopped.`,
      `${spec.functionName}Part${index + 1}`,
      parameters,
      [
        // The temporaries first: a check the part computes may read one (`wf`).
        ...declaring(spec.temps, used),
        ...computing,
        ...gotAgain,
        ...declaring(spec.events, used).filter((stmt) => stmt.kind !== 'declare' || !settled.has(stmt.name)),
      ],
      chunks.slice(from, to + 1),
      given,
    );
    calls.push(part.call);
    return part.declaration;
  });
  return { calls, parts, moved };
}

/**
 * Writes each run of per-entry rules of at least `minSize` of code as a
 * function of its own, and its call in its place: the function takes what
 * its statements read of the validator's (the readings, the pass's flags
 * and Slots) and declares the temporaries it uses. A shorter run, or one
 * that reads an event variable (which a rule may look up later), stays
 * where it is.
 * @example entryFunctions(built.entryRuns, built.readings(false), built.temps, 'checkPage', 400)
 */
export function entryFunctions(
  runs: readonly EntryRun[],
  readings: readonly Binding[],
  temps: readonly Stmt[],
  functionName: string,
  minSize: number,
): FunctionDeclaration[] {
  const functions: FunctionDeclaration[] = [];
  for (const run of runs) {
    const used = namesIn(run.statements);
    // A short run costs more bytes as a function than its machine code costs the validator.
    if (size(run.statements) < minSize || [...used].some((n) => n.startsWith('e_') || n === 'body')) {
      run.call.body.push(...run.statements);
      continue;
    }
    const typed: Parameter[] = [
      ...CONTEXT,
      ...readings.map(({ name: reading, type }): Parameter => [reading, type]),
      ...run.variables,
    ];
    const entries = ruleFunction(
      `Rules of \`${functionName}\` at the entries of \`${run.list}\` its pass flagged: false where it stopped.`,
      `${functionName}Entries${functions.length + 1}`,
      typed.filter(([n]) => n === 'findings' || used.has(n)),
      declaring(temps, used),
      run.statements,
    );
    run.call.body.push(
      when(or(...run.fired), [when(not(entries.call), [returns(call(member(name('findings'), 'result')))])]),
    );
    functions.push(entries.declaration);
  }
  return functions;
}
