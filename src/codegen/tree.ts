/**
 * The tree of a generated module: the expressions of `src/conditions/code.ts`,
 * statements, functions and imports, and the printer that writes it as
 * TypeScript. The printer parenthesizes by precedence (and where mixed
 * operators would read ambiguously), so no step of the generator searches
 * or re-reads source text: it simplifies, measures and cuts the tree.
 */
import { and, type Binary, type Expr, type Name, or } from '../conditions/code.js';
import { JS_IDENTIFIER } from './patterns.js';

/** A statement of generated code. */
export type Stmt = Comment | Declare | ExpressionStatement | If | For | Return | Group;

/** `// text`. */
export interface Comment {
  readonly kind: 'comment';
  readonly text: string;
}

/** `const name: type = init;` (or `let`), exported when `exported`. */
export interface Declare {
  readonly kind: 'declare';
  readonly keyword: 'const' | 'let';
  readonly name: string;
  readonly type?: string | undefined;
  readonly init?: Expr | undefined;
  readonly exported?: boolean;
}

/** An expression evaluated for its effect: `findings.skip(R);`. */
export interface ExpressionStatement {
  readonly kind: 'expression';
  readonly expr: Expr;
}

/** `if (test) { yes } else { no }`. */
export interface If {
  readonly kind: 'if';
  readonly test: Expr;
  readonly yes: readonly Stmt[];
  readonly no?: readonly Stmt[] | undefined;
}

/** `for (let a = x, b = y; test; update) { body }`. */
export interface For {
  readonly kind: 'for';
  readonly init: readonly (readonly [name: string, value: Expr])[];
  readonly test: Expr;
  readonly update: Expr;
  readonly body: readonly Stmt[];
}

/** `return value;`. */
export interface Return {
  readonly kind: 'return';
  readonly value?: Expr;
}

/**
 * Statements that stay together (a rule, a list's pass, rules skipped by one
 * test): a function is cut between groups only. `settled` names the event
 * variables looked up before the group whenever their field has text, each
 * with the declaration that gets the event again in a later function (the
 * facts keep it). `body` may be filled after the group is placed.
 */
export interface Group {
  readonly kind: 'group';
  readonly body: Stmt[];
  readonly settled?: ReadonlyMap<string, Stmt>;
}

/** A parameter of a generated function: its name and its type. */
export type Parameter = readonly [name: string, type: string];

/** A function declaration, with its JSDoc lines. */
export interface FunctionDeclaration {
  readonly kind: 'function';
  readonly doc: readonly string[];
  readonly exported: boolean;
  readonly name: string;
  readonly parameters: readonly Parameter[];
  readonly returns: string;
  readonly body: readonly Stmt[];
}

/** `import { a, type B } from 'from';` (`import type { ... }` when every name is a type). */
export interface Import {
  readonly kind: 'import';
  readonly names: readonly string[];
  readonly types: readonly string[];
  readonly from: string;
}

/** What a module holds, in order; `blank` is an empty line. */
export type Item = Stmt | FunctionDeclaration | Import | { readonly kind: 'blank' };

/**
 * A local variable's name.
 * @example local('t0_charityResourceId')
 */
export function local(identifier: string): Name {
  return { kind: 'name', name: identifier, local: true };
}

/**
 * A declaration.
 * @example declare('const', 'findings', construct(name('Findings'), name('reporting')))
 */
export function declare(keyword: 'const' | 'let', name: string, init?: Expr, type?: string): Declare {
  return { kind: 'declare', keyword, name, init, type };
}

/**
 * An expression statement.
 * @example statement(call(member(findings, 'skip'), rule))
 */
export function statement(expr: Expr): ExpressionStatement {
  return { kind: 'expression', expr };
}

/**
 * An if statement.
 * @example when(test, [statement(assign(flag, literal(true)))])
 */
export function when(test: Expr, yes: readonly Stmt[], no?: readonly Stmt[]): If {
  return { kind: 'if', test, yes, no };
}

/**
 * A comment line.
 * @example comment('The one pass over charitySplits.')
 */
export function comment(text: string): Comment {
  return { kind: 'comment', text };
}

/**
 * A return statement.
 * @example returns(call(member(findings, 'result')))
 */
export function returns(value?: Expr): Return {
  return value === undefined ? { kind: 'return' } : { kind: 'return', value };
}

/** How tightly each expression binds: a child binding less tightly than its place demands is parenthesized. */
const BINARY: Readonly<Record<Binary['op'], number>> = {
  '|': 6,
  '&': 8,
  '===': 9,
  '!==': 9,
  '<': 10,
  '<=': 10,
  '>': 10,
  '>=': 10,
  in: 10,
  '>>>': 11,
  '+': 12,
  '-': 12,
};
const LOGICAL = { '??': 4, '||': 4, '&&': 5 } as const;
const UNARY = 15;
const POSTFIX = 16;
const MEMBER = 18;
const CONDITIONAL = 3;
const ASSIGN = 2;

/** How tightly `expr` binds. */
function precedence(expr: Expr): number {
  switch (expr.kind) {
    case 'binary':
      return BINARY[expr.op];
    case 'logical':
      return LOGICAL[expr.op];
    case 'conditional':
      return CONDITIONAL;
    case 'assign':
      return ASSIGN;
    case 'unary':
      return UNARY;
    case 'increment':
      return POSTFIX;
    case 'cast':
      return BINARY['<'];
    case 'literal':
      return typeof expr.value === 'number' && (expr.value < 0 || Object.is(expr.value, -0)) ? UNARY : MEMBER;
    default:
      return MEMBER;
  }
}

/** Operators of arithmetic, bitwise and shift: mixed, they read ambiguously. */
const ARITHMETIC = new Set<Binary['op']>(['|', '&', '>>>', '+', '-']);
/** Comparisons: one inside another reads ambiguously. */
const COMPARISON = new Set<Binary['op']>(['===', '!==', '<', '<=', '>', '>=', 'in']);

/** Whether a binary child of binary `parent` is parenthesized for clarity though precedence does not ask it. */
function mixed(parent: Binary['op'], child: Expr): boolean {
  if (child.kind !== 'binary' || child.op === parent) return false;
  return (ARITHMETIC.has(parent) && ARITHMETIC.has(child.op)) || (COMPARISON.has(parent) && COMPARISON.has(child.op));
}

/** `expr`, parenthesized when it binds less tightly than `least` (or when `force`). */
function operand(expr: Expr, least: number, force = false): string {
  const text = printExpr(expr);
  return force || precedence(expr) < least ? `(${text})` : text;
}

/** A literal value as source. */
function literalSource(value: unknown): string {
  if (value === undefined) return 'undefined';
  if (typeof value === 'number' && !Number.isFinite(value)) return String(value);
  return JSON.stringify(value);
}

/**
 * An expression as source, with the fewest parentheses that keep its
 * meaning (and those that keep mixed operators plain to read).
 * @example printExpr(and(binary('>', member(name('t'), 'length'), 50), call(name('longerThan'), name('t'), 50))) // 't.length > 50 && longerThan(t, 50)'
 */
export function printExpr(expr: Expr): string {
  switch (expr.kind) {
    case 'name':
      return expr.name;
    case 'literal':
      return literalSource(expr.value);
    case 'member':
      return JS_IDENTIFIER.test(expr.property)
        ? `${operand(expr.object, MEMBER)}.${expr.property}`
        : `${operand(expr.object, MEMBER)}[${JSON.stringify(expr.property)}]`;
    case 'index':
      return `${operand(expr.object, MEMBER)}[${printExpr(expr.index)}]`;
    case 'call': {
      const args = expr.args.map(printExpr).join(', ');
      return `${expr.construct === true ? 'new ' : ''}${operand(expr.callee, MEMBER)}(${args})`;
    }
    case 'unary': {
      const inner = operand(expr.operand, UNARY);
      return expr.op === 'typeof' ? `typeof ${inner}` : `${expr.op}${inner}`;
    }
    case 'increment':
      return `${expr.target.name}++`;
    case 'binary': {
      const level = BINARY[expr.op];
      const left = operand(expr.left, level, mixed(expr.op, expr.left));
      const right = operand(expr.right, level + 1, mixed(expr.op, expr.right));
      return `${left} ${expr.op} ${right}`;
    }
    case 'logical':
      // A chain of one operator needs no parentheses; another chain inside it always gets them.
      return expr.parts
        .map((part) => operand(part, LOGICAL[expr.op] + 1, part.kind === 'logical' && part.op !== expr.op))
        .join(` ${expr.op} `);
    case 'conditional':
      return `${operand(expr.test, CONDITIONAL + 1)} ? ${operand(expr.yes, CONDITIONAL + 1)} : ${operand(expr.no, CONDITIONAL)}`;
    case 'assign':
      return `${operand(expr.target, MEMBER)} ${expr.op} ${operand(expr.value, ASSIGN)}`;
    case 'object':
      return expr.entries.length === 0
        ? '{}'
        : `{ ${expr.entries.map(([key, value]) => `${key}: ${printExpr(value)}`).join(', ')} }`;
    case 'array':
      return `[${expr.items.map(printExpr).join(', ')}]`;
    case 'cast':
      return `${operand(expr.expr, MEMBER)} as ${expr.type}`;
    default:
      throw new Error(`generate: a ${expr.kind} was left unresolved in the code to print`);
  }
}

/** Whether statements print on the line of the `if` that runs them: one expression or return. */
function inline(stmts: readonly Stmt[]): boolean {
  const [only] = stmts;
  return stmts.length === 1 && only !== undefined && (only.kind === 'expression' || only.kind === 'return');
}

/** An if statement whose every branch is inline, an `else if` chain included. */
function inlineChain(stmt: If): boolean {
  if (!inline(stmt.yes)) return false;
  const otherwise = stmt.no;
  if (otherwise === undefined) return true;
  const [next] = otherwise;
  return inline(otherwise) || (otherwise.length === 1 && next?.kind === 'if' && inlineChain(next));
}

/** Statements as lines, indented by `depth` steps of two spaces. */
function printLines(stmts: readonly Stmt[], depth: number): string[] {
  return stmts.flatMap((stmt) => printStmt(stmt, depth));
}

/** One statement as lines. */
function printStmt(stmt: Stmt, depth: number): string[] {
  const pad = '  '.repeat(depth);
  switch (stmt.kind) {
    case 'comment':
      return [`${pad}// ${stmt.text}`];
    case 'declare': {
      const type = stmt.type === undefined ? '' : `: ${stmt.type}`;
      const init = stmt.init === undefined ? '' : ` = ${printExpr(stmt.init)}`;
      return [`${pad}${stmt.exported === true ? 'export ' : ''}${stmt.keyword} ${stmt.name}${type}${init};`];
    }
    case 'expression':
      return [`${pad}${printExpr(stmt.expr)};`];
    case 'return':
      return [`${pad}return${stmt.value === undefined ? '' : ` ${printExpr(stmt.value)}`};`];
    case 'group':
      return printLines(stmt.body, depth);
    case 'for': {
      const init = stmt.init.map(([name, value]) => `${name} = ${printExpr(value)}`).join(', ');
      return [
        `${pad}for (let ${init}; ${printExpr(stmt.test)}; ${printExpr(stmt.update)}) {`,
        ...printLines(stmt.body, depth + 1),
        `${pad}}`,
      ];
    }
    case 'if': {
      const head = `${pad}if (${printExpr(stmt.test)})`;
      if (inlineChain(stmt)) {
        const [first = ''] = printStmt(stmt.yes[0] as Stmt, 0);
        const rest = stmt.no ?? [];
        const [elseLine = '', ...more] = rest.length === 0 ? [] : printStmt(rest[0] as Stmt, depth);
        return [`${head} ${first}`, ...(rest.length === 0 ? [] : [`${pad}else ${elseLine.trimStart()}`, ...more])];
      }
      const otherwise =
        stmt.no === undefined ? [`${pad}}`] : [`${pad}} else {`, ...printLines(stmt.no, depth + 1), `${pad}}`];
      return [`${head} {`, ...printLines(stmt.yes, depth + 1), ...otherwise];
    }
  }
}

/** A function's JSDoc lines, on one line when it has one. */
function docLines(doc: readonly string[]): string[] {
  if (doc.length === 0) return [];
  if (doc.length === 1) return [`/** ${doc[0]} */`];
  return ['/**', ...doc.map((line) => ` * ${line}`), ' */'];
}

/** One item of a module as lines. */
function printItem(item: Item): string[] {
  switch (item.kind) {
    case 'blank':
      return [''];
    case 'import': {
      const all = [...item.names, ...item.types.map((type) => (item.names.length === 0 ? type : `type ${type}`))];
      const keyword = item.names.length === 0 ? 'import type' : 'import';
      const oneLine = `${keyword} { ${all.join(', ')} } from '${item.from}';`;
      return oneLine.length <= 120
        ? [oneLine]
        : [`${keyword} {`, ...all.map((name) => `  ${name},`), `} from '${item.from}';`];
    }
    case 'function': {
      const parameters = item.parameters.map(([name, type]) => `${name}: ${type}`).join(', ');
      return [
        ...docLines(item.doc),
        `${item.exported ? 'export ' : ''}function ${item.name}(${parameters}): ${item.returns} {`,
        ...printLines(item.body, 1),
        '}',
      ];
    }
    default:
      return printStmt(item, 0);
  }
}

/**
 * A module as source (ending with a line break when its last item is a blank).
 * @example printModule([comment('Generated: do not edit.'), { kind: 'blank' }]) // '// Generated: do not edit.\n'
 */
export function printModule(items: readonly Item[]): string {
  return items.flatMap(printItem).join('\n');
}

/** Calls `visit` on `expr` and every expression inside it, outermost first. */
function walkExpr(expr: Expr, visit: (expr: Expr) => void): void {
  visit(expr);
  const inner = (child: Expr) => walkExpr(child, visit);
  switch (expr.kind) {
    case 'member':
      inner(expr.object);
      break;
    case 'index':
      inner(expr.object);
      inner(expr.index);
      break;
    case 'call':
      inner(expr.callee);
      expr.args.forEach(inner);
      break;
    case 'unary':
      inner(expr.operand);
      break;
    case 'increment':
      inner(expr.target);
      break;
    case 'binary':
      inner(expr.left);
      inner(expr.right);
      break;
    case 'logical':
      expr.parts.forEach(inner);
      break;
    case 'conditional':
      inner(expr.test);
      inner(expr.yes);
      inner(expr.no);
      break;
    case 'assign':
      inner(expr.target);
      inner(expr.value);
      break;
    case 'object':
      for (const [, value] of expr.entries) inner(value);
      break;
    case 'array':
      expr.items.forEach(inner);
      break;
    case 'cast':
      inner(expr.expr);
      break;
    case 'guard':
      inner(expr.reading);
      inner(expr.use);
      if (expr.otherwise !== undefined) inner(expr.otherwise);
      break;
    case 'repeated':
      inner(expr.otherwise);
      break;
    default:
      break;
  }
}

/** The expressions directly in a statement, and its statements. */
function partsOf(stmt: Stmt): { exprs: Expr[]; stmts: readonly Stmt[] } {
  switch (stmt.kind) {
    case 'declare':
      return { exprs: stmt.init === undefined ? [] : [stmt.init], stmts: [] };
    case 'expression':
      return { exprs: [stmt.expr], stmts: [] };
    case 'return':
      return { exprs: stmt.value === undefined ? [] : [stmt.value], stmts: [] };
    case 'if':
      return { exprs: [stmt.test], stmts: [...stmt.yes, ...(stmt.no ?? [])] };
    case 'for':
      return { exprs: [...stmt.init.map(([, value]) => value), stmt.test, stmt.update], stmts: stmt.body };
    case 'group':
      return { exprs: [], stmts: stmt.body };
    case 'comment':
      return { exprs: [], stmts: [] };
  }
}

/**
 * Calls `visit` on every expression in `code`, inside its statements too.
 * @example walk(body, (expr) => { if (expr.kind === 'call') calls++; })
 */
export function walk(code: Expr | readonly Stmt[], visit: (expr: Expr) => void): void {
  if (!Array.isArray(code)) {
    walkExpr(code as Expr, visit);
    return;
  }
  for (const stmt of code as readonly Stmt[]) {
    const { exprs, stmts } = partsOf(stmt);
    for (const expr of exprs) walkExpr(expr, visit);
    walk(stmts, visit);
  }
}

/**
 * The names `code` reads or declares (for loops' variables too).
 * @example namesIn([when(local('m0'), [returns()])]).has('m0') // true
 */
export function namesIn(code: Expr | readonly Stmt[]): Set<string> {
  const names = new Set<string>();
  walk(code, (expr) => {
    if (expr.kind === 'name') names.add(expr.name);
  });
  if (Array.isArray(code)) for (const name of declaredIn(code as readonly Stmt[], true)) names.add(name);
  return names;
}

/**
 * The names statements declare: at their own level (in their groups too),
 * or at any depth when `deep`.
 * @example declaredIn([declare('let', 'm0', literal(false))]) // ['m0']
 */
export function declaredIn(stmts: readonly Stmt[], deep = false): string[] {
  return stmts.flatMap((stmt): string[] => {
    if (stmt.kind === 'declare') return [stmt.name];
    if (stmt.kind === 'group') return declaredIn(stmt.body, deep);
    if (!deep) return [];
    if (stmt.kind === 'for') return [...stmt.init.map(([name]) => name), ...declaredIn(stmt.body, true)];
    return declaredIn(partsOf(stmt).stmts, true);
  });
}

/**
 * How much code `code` is: its expressions and statements counted, a rough
 * measure of its bytecode.
 * @example size([statement(call(name('f')))]) // 3
 */
export function size(code: readonly Stmt[]): number {
  let count = 0;
  const statements = (stmts: readonly Stmt[]): void => {
    for (const stmt of stmts) {
      if (stmt.kind === 'comment') continue;
      count++;
      const { exprs, stmts: inner } = partsOf(stmt);
      for (const expr of exprs)
        walkExpr(expr, () => {
          count++;
        });
      statements(inner);
    }
  };
  statements(code);
  return count;
}

/**
 * `expr` with each expression `replace` gives a replacement for replaced
 * (outermost first; a replacement is not gone into).
 * @example mapExpr(code, (expr) => (expr === placeholder ? local('w0') : undefined))
 */
export function mapExpr(expr: Expr, replace: (expr: Expr) => Expr | undefined): Expr {
  const replaced = replace(expr);
  if (replaced !== undefined) return replaced;
  const map = (child: Expr) => mapExpr(child, replace);
  switch (expr.kind) {
    case 'member':
      return { ...expr, object: map(expr.object) };
    case 'index':
      return { ...expr, object: map(expr.object), index: map(expr.index) };
    case 'call':
      return { ...expr, callee: map(expr.callee), args: expr.args.map(map) };
    case 'unary':
      return { ...expr, operand: map(expr.operand) };
    case 'binary':
      return { ...expr, left: map(expr.left), right: map(expr.right) };
    case 'logical': {
      // A part that became a chain of the same operator is spread into it.
      const parts = expr.parts.map(map);
      if (expr.op === '&&') return and(...parts);
      return expr.op === '||' ? or(...parts) : { ...expr, parts };
    }
    case 'conditional':
      return { ...expr, test: map(expr.test), yes: map(expr.yes), no: map(expr.no) };
    case 'assign':
      return { ...expr, target: map(expr.target), value: map(expr.value) };
    case 'object':
      return { ...expr, entries: expr.entries.map(([key, value]) => [key, map(value)] as const) };
    case 'array':
      return { ...expr, items: expr.items.map(map) };
    case 'cast':
      return { ...expr, expr: map(expr.expr) };
    case 'guard':
      return {
        ...expr,
        use: map(expr.use),
        ...(expr.otherwise === undefined ? {} : { otherwise: map(expr.otherwise) }),
      };
    case 'repeated':
      return { ...expr, otherwise: map(expr.otherwise) };
    default:
      return expr;
  }
}

/**
 * Statements with each statement `replace` gives a replacement for replaced,
 * inside ifs, loops and groups too.
 * @example mapStatements(body, (stmt) => (stmt.kind === 'return' ? [returns(literal(false))] : undefined))
 */
export function mapStatements(stmts: readonly Stmt[], replace: (stmt: Stmt) => readonly Stmt[] | undefined): Stmt[] {
  return stmts.flatMap((stmt): readonly Stmt[] => {
    const replaced = replace(stmt);
    if (replaced !== undefined) return replaced;
    const map = (inner: readonly Stmt[]) => mapStatements(inner, replace);
    switch (stmt.kind) {
      case 'if':
        return [{ ...stmt, yes: map(stmt.yes), no: stmt.no === undefined ? undefined : map(stmt.no) }];
      case 'for':
        return [{ ...stmt, body: map(stmt.body) }];
      case 'group':
        return [{ ...stmt, body: map(stmt.body) }];
      default:
        return [stmt];
    }
  });
}
