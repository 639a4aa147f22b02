/**
 * The code generator: writes a rule table as the source of one TypeScript
 * validator with the reference interpreter's behaviour (`src/reference/`).
 * It runs at development time (`npm run generate`), never in a user's
 * process, so the package evaluates no code at run time (CSP-safe).
 *
 * It plans, then prints: `plan.ts` analyses the table (each condition
 * written once, as a tree), `build.ts` builds the validator's statement
 * tree from the plan, `parts.ts` cuts it into functions, and `tree.ts`
 * prints it. This module assembles the modules around it: the rows'
 * constants, the imports, the flag bits and the form messages.
 */
import { and, call, type Expr, literal, member, name } from '../conditions/code.js';
import { prefilled } from '../tables/params.js';
import { formMessagesOf, ruleIds } from '../tables/reported.js';
import type { RuleTable } from '../tables/types.js';
import { type BuiltValidator, buildValidator, caseName } from './build.js';
import { messageCode, sharedEndings } from './endings.js';
import { cutFunction, entryFunctions } from './parts.js';
import { planValidator, SLOTTED_RULES, WELL_FORMED } from './plan.js';
import {
  comment,
  declare,
  type FunctionDeclaration,
  type Item,
  namesIn,
  printModule,
  returns,
  type Stmt,
  statement,
  walk,
  when,
} from './tree.js';

/** What to generate: a table, where it is imported from, and the function's name. */
export interface ValidatorSpec {
  readonly table: RuleTable;
  /** The table's export name, e.g. `accountRules`, for the validator's documentation. */
  readonly tableName: string;
  /** The table's file, for the header, e.g. `rules/account.ts`. */
  readonly tableFile: string;
  readonly functionName: string;
  /** What the validator checks, for its JSDoc, e.g. `a create-account request body`. */
  readonly checks: string;
  /**
   * The module of the constants of the per-entry flag bits, as the
   * validator imports it (`./page-flags.js`), when a pass keeps flags.
   */
  readonly flagsModule: string;
  /**
   * The export name of the module of the table's form messages (contract
   * section 10.3), importing the validator's constants from `validatorModule`;
   * no such module without it.
   */
  readonly formMessages?: { readonly name: string; readonly validatorModule: string } | undefined;
}

/**
 * A generated validator: its module's source, and the source of the module
 * of its per-entry flag bits (`undefined` when no pass keeps flags). The
 * bits are a module of their own because a bundler (esbuild) writes an
 * imported constant's value in its place, but keeps a module's own
 * constants as variables.
 */
export interface EmittedValidator {
  readonly source: string;
  readonly flags: string | undefined;
  /** The source of the form messages' module (`ValidatorSpec.formMessages`), when asked for. */
  readonly formMessages: string | undefined;
}

/**
 * The least code in each part of a validator cut into functions
 * (`cutFunction`), as `size` counts it (a node of the tree makes one to
 * three bytes of bytecode): far more than V8 inlines into the main function
 * (460 bytes of bytecode), where a part would share its budget again
 * (docs/decisions/performance-page-cut-into-parts.md): each operation's
 * validator in two parts.
 */
const PART_SIZE = 1200;

/**
 * The source of a generated validator module for `spec.table` (and of its
 * flag bits' module, see `EmittedValidator`). Throws when a row uses a
 * condition outside the vocabulary, or one the generator cannot write
 * (named in the message). A list's pass keeps per-entry flags when it
 * checks at least `slottedRules` per-entry rules, and a part of a cut
 * function holds at least `partSize` of code (tests write small tables
 * with less of both).
 * @example emitValidator({ table: accountRules, tableName: 'accountRules', tableFile: 'rules/account.ts',
 *   functionName: 'checkAccount', checks: 'a create-account request body', flagsModule: './account-flags.js' })
 */
export function emitValidator(
  spec: ValidatorSpec,
  slottedRules = SLOTTED_RULES,
  partSize = PART_SIZE,
): EmittedValidator {
  const plan = planValidator(spec.table, slottedRules);
  const built = buildValidator(plan);
  const names = plan.rules.map((rule) => rule.name);
  const formed = formMessageEntries(spec, names);
  return {
    source: printModule(validatorModule(spec, built, names, new Set(formed.map(([constant]) => constant)), partSize)),
    flags: flagsModule(spec, built),
    formMessages: formMessagesModule(spec, formed),
  };
}

/** The header every generated module starts with. */
const generatedFrom = (tableFile: string): Stmt =>
  comment(`Generated from ${tableFile} by \`npm run generate\` (src/codegen/): do not edit.`);

/** The validator's module: its imports, its rows' constants, its function and the functions it is cut into. */
function validatorModule(
  spec: ValidatorSpec,
  built: BuiltValidator,
  names: readonly string[],
  formed: ReadonlySet<string>,
  partSize: number,
): Item[] {
  const { functionName, tableName, tableFile, checks, table } = spec;
  const plain = built.readings(false);
  const entries = entryFunctions(built.entryRuns, plain, built.temps, functionName, partSize);
  // The readings no code reads are left out (the fields themselves are all read, in order, as the interpreter does).
  const used = namesIn([...built.head, ...built.body, ...entries.flatMap((entry) => entry.body)]);
  for (const code of built.checks.values()) for (const reading of namesIn(code)) used.add(reading);
  const kept = new Set<string>();
  for (const { name: reading, init } of [...plain].reverse())
    if (reading.startsWith('f_') || used.has(reading)) {
      kept.add(reading);
      for (const read of namesIn(init)) used.add(read);
    }
  const readings = (writtenOut: boolean) => built.readings(writtenOut).filter(({ name: n }) => kept.has(n));
  const cut = cutFunction({
    functionName,
    body: built.body,
    outer: new Map(readings(false).map(({ name: n, type }) => [n, type])),
    temps: built.temps,
    events: built.events,
    checks: built.checks,
    given: built.given,
    minSize: partSize,
  });
  const findings = name('findings');
  const result = returns(call(member(findings, 'result')));
  // The local `wf` the main function reads is declared first: its readings' checks may read it too.
  const [wellFormed, temps] = [
    built.temps.filter((stmt) => stmt.kind === 'declare' && stmt.name === WELL_FORMED),
    built.temps.filter((stmt) => stmt.kind !== 'declare' || stmt.name !== WELL_FORMED),
  ];
  const runs: Stmt[] =
    cut === undefined
      ? [...built.events, ...temps, ...built.body, ...built.given.values()]
      : (() => {
          // Each part runs unless one before it stopped; the result is built in one place.
          const last = cut.calls[cut.calls.length - 1] as Expr;
          return [when(and(...cut.calls.slice(0, -1)), [statement(last)])];
        })();
  // The parts of a cut function have budget to spare for the calls they make: the readings spend none.
  const declared = readings(cut !== undefined)
    .filter(({ name: n }) => cut?.moved.has(n) !== true)
    .map(({ name: n, init }) => declare('const', n, init));
  const body: Stmt[] = [
    declare('const', 'findings', { ...call(helperName('Findings'), name('reporting')), construct: true }),
    ...built.head,
    declare('const', 'body', call(helperName('asRecord'), name('input'))),
    ...(namesIn([...declared, ...runs]).has(WELL_FORMED) ? wellFormed : []),
    ...declared,
    ...runs,
    result,
  ];
  const main: FunctionDeclaration = {
    kind: 'function',
    doc: [
      `Checks ${checks} against every row of \`${tableName}\`, in table order:`,
      'the same result as the reference interpreter over the table.',
      `@example ${functionName}(body, new OptionFacts(resolveOptions({ today: '20261122' })), { maxIssues: 1000, messages: undefined })`,
    ],
    exported: true,
    name: functionName,
    parameters: [
      ['input', 'unknown'],
      [namesIn(body).has('facts') ? 'facts' : '_facts', 'Facts'],
      ['reporting', 'Reporting'],
    ],
    returns: 'ValidationResult',
    body,
  };
  const functions = [main, ...(cut?.parts ?? []), ...entries];
  const constants = rowConstants(table, names, formed);
  const flags = built.flags.map(([flag]) => flag);
  return [
    generatedFrom(tableFile),
    comment('test/generated.test.ts fails when this file no longer matches the table,'),
    comment('and proves the validator equal to the reference interpreter over the same table.'),
    ...imports(functions, constants),
    ...(flags.length === 0 ? [] : [{ kind: 'import', names: flags, types: [], from: spec.flagsModule } as const]),
    { kind: 'blank' },
    comment('What the validator reports of each row, named by its id: no quoted sentence, no condition.'),
    ...constants,
    { kind: 'blank' },
    ...functions.flatMap((fn): Item[] => [fn, { kind: 'blank' }]),
  ];
}

/** A runtime helper's name. */
const helperName = (helper: string): Expr => ({ kind: 'name', name: helper, helper: true });

/**
 * The constant of each row, and of each of its message cases (`reported(...)`
 * with only the arguments that differ from the defaults), exported where the
 * form messages' module imports it; before them, the message endings many
 * rows share, each written once.
 */
function rowConstants(table: RuleTable, names: readonly string[], formed: ReadonlySet<string>): Stmt[] {
  const ids = ruleIds(table);
  const messages = table.map((rule) => prefilled(rule));
  const endings = sharedEndings(messages);
  const endingNames = endings.map((_, index) => `MESSAGE_ENDING_${index + 1}`);
  const reported = helperName('reported');
  const constant = (named: string, args: readonly Expr[]): Stmt => ({
    ...declare('const', named, call(reported, ...args)),
    exported: formed.has(named),
  });
  const rows = table.flatMap((rule, index) => {
    const { code, parameter, severity, at } = rule;
    const key = ids[index] as string;
    const own = names[index] as string;
    // Only the arguments that differ from the defaults: severity 'error', issues at the parameter, key `code:at`.
    const defaults = [undefined, undefined, undefined, 'error', parameter, `${code}:${at}`];
    const args: string[] = [code, parameter, messages[index] as string, severity, at, key];
    while (args.length > 3 && args[args.length - 1] === defaults[args.length - 1]) args.pop();
    const written = (message: string, values: readonly string[]) =>
      values.map((arg, position) => (position === 2 ? messageCode(message, endings, endingNames) : literal(arg)));
    const cases = (rule.cases ?? []).map((option, place) =>
      constant(caseName(own, place), [
        ...written(prefilled(rule, option.message), [code, parameter, '', severity, at, key]),
        literal(option.name),
      ]),
    );
    return [constant(own, written(messages[index] as string, args)), ...cases];
  });
  return [
    ...(endings.length === 0 ? [] : [comment('The endings many messages share, written once.')]),
    ...endings.map((ending, index) => declare('const', endingNames[index] as string, literal(ending))),
    ...rows,
  ];
}

/** The types of `src/runtime/` a validator may name, in the order it imports them. */
const RUNTIME_TYPES = ['LookedUpEvent', 'Reporting', 'ValidationResult', 'Tri', 'Slots', 'WellFormedText'] as const;
/** The types of `src/facts/types.ts` a validator may name. */
const FACT_TYPES = ['Facts', 'Membership'] as const;

/** The imports of a validator's module: the helpers its code calls, the types it names. */
function imports(functions: readonly FunctionDeclaration[], constants: readonly Stmt[]): Item[] {
  const helpers = new Set<string>();
  const types = new Set<string>();
  const visit = (expr: Expr) => {
    if (expr.kind === 'name' && expr.helper === true) helpers.add(expr.name);
    else if (expr.kind === 'cast') types.add(expr.type);
  };
  const typesOf = (type: string | undefined) => {
    for (const part of type?.split(' | ') ?? []) types.add(part);
  };
  const declarations = (stmts: readonly Stmt[]): void => {
    for (const stmt of stmts) {
      if (stmt.kind === 'declare') typesOf(stmt.type);
      else if (stmt.kind === 'if') {
        declarations(stmt.yes);
        declarations(stmt.no ?? []);
      } else if (stmt.kind === 'for' || stmt.kind === 'group') declarations(stmt.body);
    }
  };
  walk(constants, visit);
  declarations(constants);
  for (const fn of functions) {
    walk(fn.body, visit);
    declarations(fn.body);
    for (const [, type] of fn.parameters) typesOf(type);
    typesOf(fn.returns);
  }
  return [
    { kind: 'import', names: [], types: FACT_TYPES.filter((type) => types.has(type)), from: '../facts/types.js' },
    {
      kind: 'import',
      names: [...helpers].sort(),
      types: RUNTIME_TYPES.filter((type) => types.has(type)),
      from: '../runtime/index.js',
    },
  ];
}

/**
 * The form messages of the table (contract section 10.3): the constant of
 * each row or case with a form message of its own, and that message
 * prefilled; none without `spec.formMessages`.
 */
function formMessageEntries(spec: ValidatorSpec, names: readonly string[]): [constant: string, message: string][] {
  if (spec.formMessages === undefined) return [];
  return spec.table.flatMap((rule, index) => {
    const own = names[index] as string;
    const constants = [own, ...(rule.cases ?? []).map((_, at) => caseName(own, at))];
    return formMessagesOf(rule).flatMap((message, at): [string, string][] =>
      message === undefined ? [] : [[constants[at] as string, message]],
    );
  });
}

/**
 * The module of the table's form messages (`ValidatorSpec.formMessages`):
 * a map from the validator's constants to their messages for people, in a
 * module of its own so that a bundle without form schemas leaves it out.
 */
function formMessagesModule(spec: ValidatorSpec, entries: readonly [string, string][]): string | undefined {
  const module = spec.formMessages;
  if (module === undefined) return undefined;
  const { tableFile } = spec;
  return [
    `// Generated from ${tableFile} by \`npm run generate\` (src/codegen/): do not edit.`,
    '// test/generated.test.ts fails when this file no longer matches the table.',
    "import type { FormMessages } from '../runtime/index.js';",
    `import { ${entries.map(([constant]) => constant).join(', ')} } from '${module.validatorModule}';`,
    '',
    '/**',
    ` * The default messages of \`${tableFile}\` for the person filling a form (contract section 10.3),`,
    ' * by the reported rule whose developer message each replaces.',
    ` * @example ${module.name}.get(${entries[0]?.[0] ?? 'rule'})`,
    ' */',
    `export const ${module.name}: FormMessages = /* @__PURE__ */ new Map([`,
    ...entries.map(([constant, message]) => `  [${constant}, ${JSON.stringify(message)}],`),
    ']);',
    '',
  ].join('\n');
}

/**
 * The module of the bits of the word of flags a list's pass keeps for each
 * entry where a per-entry rule fires, named after the rule: `F_…` where it
 * holds, `U_…` where it is unknown; `undefined` when no pass keeps flags.
 */
function flagsModule(spec: ValidatorSpec, built: BuiltValidator): string | undefined {
  if (built.flags.length === 0) return undefined;
  return printModule([
    generatedFrom(spec.tableFile),
    comment(
      `The bits of the word of flags the list passes of \`${spec.functionName}\` keep for each entry where a rule`,
    ),
    comment('fires: `F_…` where the rule holds, `U_…` where it is unknown.'),
    ...built.flags.map(([flag, bit]) => ({ ...declare('const', flag, literal(bit)), exported: true })),
    { kind: 'blank' },
  ]);
}
