/**
 * Statements simplified under what is known of some variables where they
 * run: in the branch of `if (t_title !== undefined)` the text is there, in
 * its other branch it is `undefined`. Tests the facts settle fold away,
 * with the code they guarded (a rule that cannot fire in a branch leaves
 * it), as the interpreter would evaluate them: a part of a condition that
 * may call a function (ask a fact) is never dropped once reached.
 */
import { and, type Expr, literal, or } from '../conditions/code.js';
import { FALSE, TRUE, UNKNOWN } from '../runtime/tri.js';
import { mapExpr, namesIn, printExpr, type Stmt, walk } from './tree.js';

/** What is known where statements run: variables that hold a value, and variables' values. */
export interface Facts {
  /** Variables known to hold a value (not `undefined`). */
  readonly defined: ReadonlySet<string>;
  /** Variables known to hold a constant (`undefined`, `true`, `TRUE`...), with that constant's expression. */
  readonly values: ReadonlyMap<string, Expr>;
  /** Calls known to give a constant (`isWrongType(v0_charityResourceId)`: `false`), by their printed code. */
  readonly calls?: ReadonlyMap<string, Expr>;
}

/** The three truth values of `src/runtime/tri.ts`, by the names generated code imports them by. */
const TRUTHS: ReadonlyMap<string, number> = new Map([
  ['FALSE', FALSE],
  ['TRUE', TRUE],
  ['UNKNOWN', UNKNOWN],
]);

/** The value of a constant expression (a literal, or a truth value's name), else `undefined`. */
function constant(expr: Expr): { readonly value: unknown } | undefined {
  if (expr.kind === 'literal') return { value: expr.value };
  if (expr.kind === 'name' && expr.helper === true && TRUTHS.has(expr.name)) return { value: TRUTHS.get(expr.name) };
  return undefined;
}

/** Whether `expr` is the literal `value`. */
const isLiteral = (expr: Expr, value: boolean): boolean => expr.kind === 'literal' && expr.value === value;

/** Whether evaluating `expr` can have no effect: it calls nothing and assigns nothing. */
function pure(expr: Expr): boolean {
  let effects = false;
  walk(expr, (node) => {
    if (node.kind === 'call' || node.kind === 'assign' || node.kind === 'increment') effects = true;
  });
  return !effects;
}

/** Whether evaluating `expr` calls nothing: its only effects, if any, are assignments. */
function assignsOnly(expr: Expr): boolean {
  let calls = false;
  walk(expr, (node) => {
    if (node.kind === 'call' || node.kind === 'increment') calls = true;
  });
  return !calls;
}

/** The variables `expr` assigns. */
function assigned(expr: Expr): Set<string> {
  const names = new Set<string>();
  walk(expr, (node) => {
    if (node.kind === 'assign' && node.target.kind === 'name') names.add(node.target.name);
  });
  return names;
}

/** Whether `left === right` is settled, and how: two constants, or a variable known to hold a value and `undefined`. */
function settled(left: Expr, right: Expr, facts: Facts): boolean | undefined {
  const [known, other] = [constant(left), constant(right)];
  if (known !== undefined && other !== undefined) return known.value === other.value;
  if (left.kind === 'name' && other !== undefined && other.value === undefined && facts.defined.has(left.name))
    return false;
  return undefined;
}

/**
 * A part of a chain that assigns a constant and compares it with one
 * (`(found = TRUE) !== FALSE`, as a three-valued rule starts): the variable,
 * its constant, and whether the comparison holds.
 */
function assignedTest(part: Expr): { name: string; value: Expr; holds: boolean } | undefined {
  if (part.kind !== 'binary' || (part.op !== '===' && part.op !== '!==')) return undefined;
  const { left, right } = part;
  if (left.kind !== 'assign' || left.op !== '=' || left.target.kind !== 'name') return undefined;
  const [assigned, compared] = [constant(left.value), constant(right)];
  if (assigned === undefined || compared === undefined) return undefined;
  return {
    name: left.target.name,
    value: left.value,
    holds: (assigned.value === compared.value) === (part.op === '==='),
  };
}

/**
 * A chain of `&&` (`all`) or `||` folded part by part, without the parts
 * that decide nothing or never run; a part of an `&&` that assigns a
 * constant it then finds as wanted gives the rest of the chain that value.
 */
function chain(parts: readonly Expr[], all: boolean, facts: Facts): Expr {
  const [identity, absorbing] = all ? [true, false] : [false, true];
  const kept: Expr[] = [];
  let known = facts;
  for (const raw of parts) {
    let part = fold(raw, known);
    const assigned = all ? assignedTest(part) : undefined;
    if (assigned !== undefined) {
      if (assigned.holds) {
        known = { ...known, values: new Map([...known.values, [assigned.name, assigned.value]]) };
        continue;
      }
      part = literal(false);
    }
    if (isLiteral(part, identity)) continue;
    kept.push(part);
    // The parts after an absorbing one never run; the ones before it still do, unless they have no effect.
    if (isLiteral(part, absorbing)) return kept.every(pure) ? literal(absorbing) : all ? and(...kept) : or(...kept);
  }
  return all ? and(...kept) : or(...kept);
}

/**
 * `expr` with the variables `facts` knows replaced by their values, and
 * what that settles folded: comparisons of two constants, `!` of a literal,
 * `&&` and `||` chains, `??` and `?:` of a constant.
 * @example fold(and(binary('!==', name('t_a'), literal(undefined)), call(name('f'), name('t_a'))), { defined: new Set(['t_a']), values: new Map() }) // f(t_a)
 */
export function fold(expr: Expr, facts: Facts): Expr {
  return mapExpr(expr, (node) => {
    switch (node.kind) {
      case 'name':
        return facts.values.get(node.name) ?? node;
      case 'call':
        return facts.calls?.get(printExpr(node));
      case 'binary': {
        const left = fold(node.left, facts);
        const right = fold(node.right, facts);
        if (node.op === '===' || node.op === '!==') {
          const known = settled(left, right, facts);
          if (known !== undefined) return literal(node.op === '===' ? known : !known);
        }
        return { ...node, left, right };
      }
      case 'unary': {
        const operand = fold(node.operand, facts);
        if (node.op === '!' && operand.kind === 'literal') return literal(!operand.value);
        return { ...node, operand };
      }
      case 'logical': {
        if (node.op !== '??') return chain(node.parts, node.op === '&&', facts);
        const [first, ...rest] = node.parts.map((part) => fold(part, facts));
        // A variable known to hold a value is never nullish: `u0 ?? 0` is `u0`.
        if (first?.kind === 'name' && facts.defined.has(first.name)) return first;
        if (first === undefined || first.kind !== 'literal') return { ...node, parts: [first as Expr, ...rest] };
        if (first.value !== undefined && first.value !== null) return first;
        return rest.length === 1 ? (rest[0] as Expr) : { ...node, parts: rest };
      }
      case 'conditional': {
        const test = fold(node.test, facts);
        const known = constant(test);
        if (known !== undefined) return fold(known.value ? node.yes : node.no, facts);
        const [yes, no] = [fold(node.yes, facts), fold(node.no, facts)];
        // Both branches alike: the test decides nothing, and what it assigns only its branches could read.
        if (
          printExpr(yes) === printExpr(no) &&
          assignsOnly(test) &&
          ![...assigned(test)].some((n) => namesIn(yes).has(n))
        )
          return yes;
        return { ...node, test, yes, no };
      }
      default:
        return undefined;
    }
  });
}

/**
 * Statements under `facts`: each expression folded (see `fold`), an `if`
 * the facts settle replaced by the branch that runs, and an `if` left with
 * nothing to do and nothing to evaluate dropped.
 * @example assume(rule, { defined: new Set(['t_title']), values: new Map() })
 */
export function assume(stmts: readonly Stmt[], facts: Facts): Stmt[] {
  return stmts.flatMap((stmt): Stmt[] => {
    switch (stmt.kind) {
      case 'if': {
        const test = fold(stmt.test, facts);
        if (test.kind === 'literal') return assume(test.value ? stmt.yes : (stmt.no ?? []), facts);
        // `(q0 = FALSE) === TRUE`: settled, and the branch that runs knows the temporary's value.
        const settles = assignedTest(test);
        if (settles !== undefined) {
          const known = { ...facts, values: new Map([...facts.values, [settles.name, settles.value]]) };
          return assume(settles.holds ? stmt.yes : (stmt.no ?? []), known);
        }
        const yes = assume(stmt.yes, facts);
        const no = stmt.no === undefined ? [] : assume(stmt.no, facts);
        if (yes.length === 0 && no.length === 0 && pure(test)) return [];
        return [{ ...stmt, test, yes, no: no.length === 0 ? undefined : no }];
      }
      case 'for':
        return [
          {
            ...stmt,
            init: stmt.init.map(([variable, value]) => [variable, fold(value, facts)] as const),
            test: fold(stmt.test, facts),
            body: assume(stmt.body, facts),
          },
        ];
      case 'group':
        return [{ ...stmt, body: assume(stmt.body, facts) }];
      case 'declare':
        return [stmt.init === undefined ? stmt : { ...stmt, init: fold(stmt.init, facts) }];
      case 'expression':
        return [{ ...stmt, expr: fold(stmt.expr, facts) }];
      case 'return':
        return [stmt.value === undefined ? stmt : { ...stmt, value: fold(stmt.value, facts) }];
      default:
        return [stmt];
    }
  });
}
