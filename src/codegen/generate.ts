/**
 * The code generator: writes a rule table as the source of one straight-line
 * TypeScript validator with the reference interpreter's behaviour
 * (`src/reference/`). It runs at development time (`npm run generate`),
 * never in a user's process, so the package evaluates no code at run time
 * (CSP-safe).
 *
 * What the validator does, as careful hand-written code would:
 * - reads each top-level field once, in the table's reading order, and its
 *   text, date or entry count once where a rule needs them;
 * - names each row by its stable id (`R_002_01_06_surname`), not its place;
 * - reads each top-level list in one pass, before the first rule that needs
 *   it: whole-list values (sums, `some`, the match with an event's fixed
 *   splits), repeats from the texts seen, and, for each per-entry rule whose
 *   condition asks no fact, whether it may fire at any entry; a per-entry
 *   rule loops over the entries only when it may fire. A pass that checks
 *   many per-entry rules keeps a word of flags for each entry where one
 *   fires (`Slots`), and each rule's loop visits those entries only;
 * - skips a rule whole when a field its condition needs has no text (the
 *   event rules of a page without an event);
 * - computes a pure check that several rows share once.
 */
import {
  bool,
  type Emitted,
  type Emitter,
  type Helper,
  type Temp,
  tri,
  type WholeListValue,
} from '../conditions/define.js';
import { definitionOf } from '../conditions/registry.js';
import { writtenCount, writtenText, writtenWholeNumber } from '../conditions/written.js';
import type { ListFact } from '../facts/types.js';
import { JS_CALL, JS_IDENTIFIER, NOT_IDENTIFIER } from '../runtime/patterns.js';
import { paramsOf, prefilled } from '../tables/params.js';
import { entryFieldsRead, tableFields } from '../tables/reading.js';
import { depthOf, entryFieldName, listRef, segments } from '../tables/refs.js';
import { formMessagesOf, ruleIds } from '../tables/reported.js';
import type { Condition, FieldRef, MessageCase, Rule, RuleTable } from '../tables/types.js';
import { messageSource, sharedEndings } from './endings.js';
import { CONTEXT, codeIn, cutFunction, declaring, type Parameter, ruleFunction } from './parts.js';
import { Source } from './source.js';

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
 * The source of a generated validator module for `spec.table` (and of its
 * flag bits' module, see `EmittedValidator`). Throws when a
 * row uses a condition outside the vocabulary, or one the generator cannot
 * write (named in the message). A list's pass keeps per-entry flags when it
 * checks at least `slottedRules` per-entry rules (tests write small tables
 * with 1).
 * @example emitValidator({ table: accountRules, tableName: 'accountRules', tableFile: 'rules/account.ts',
 *   functionName: 'checkAccount', checks: 'a create-account request body' })
 */
export function emitValidator(
  spec: ValidatorSpec,
  slottedRules = SLOTTED_RULES,
  partTokens = PART_TOKENS,
): EmittedValidator {
  // A first writing finds the fields whose text a condition reads (the others are tested for text only); a
  // second, written as the last will be, counts the pure checks that rows share and the rules each list's pass
  // checks; the last computes those checks once, and keeps per-entry flags in the passes that check enough rules.
  const reading = new Generation(spec, new Map(), new Set(), new Set());
  reading.write();
  const counting = new Generation(spec, new Map(), new Set(), reading.textsRead);
  counting.write();
  const generation = new Generation(
    spec,
    counting.sharedChecks(),
    counting.slottedLists(slottedRules),
    counting.textsRead,
    partTokens,
  );
  const source = generation.module();
  return { source, flags: generation.flagsSource(), formMessages: generation.formMessagesSource() };
}

const literal = (value: unknown): string => JSON.stringify(value);

/**
 * The constant of a row's message case `index` (from 0), beside the row's
 * own constant `name`.
 * @example caseName('R_002_01_06_surname', 0) // 'R_002_01_06_surname_case1'
 */
export function caseName(name: string, index: number): string {
  return `${name}_case${index + 1}`;
}

/**
 * The parts of a junction without the guards its earlier parts settle: in
 * an `all`, a part after `t !== undefined` (in an `any`, after
 * `t === undefined`) runs only when `t` holds text, so a later two-valued
 * part `(t !== undefined && X)`, or its negation, is written `(X)`, and a
 * three-valued one `(t === undefined ? FALSE : X)` is written `(X)`.
 */
function withoutKnownGuards(parts: readonly Emitted[], all: boolean): Emitted[] {
  const known = new Set<string>();
  return parts.map((part) => {
    let code = part.code;
    for (const text of known) code = unguarded(code, text);
    const test = all ? ' !== undefined' : ' === undefined';
    const settled = code.slice(0, -test.length);
    if (!part.tri && code.endsWith(test) && JS_IDENTIFIER.test(settled)) known.add(settled);
    return code === part.code ? part : { ...part, code };
  });
}

/**
 * `code` without its guard that `text` holds text: `(t !== undefined && X)`
 * and `(t === undefined ? FALSE : X)` are `(X)`, and so inside a `!(...)`.
 */
function unguarded(code: string, text: string): string {
  if (code.startsWith('!(') && closingParen(code, 1) === code.length - 1)
    return `!(${unguarded(code.slice(2, -1), text)})`;
  for (const guard of [`(${text} !== undefined && `, `(${text} === undefined ? FALSE : `])
    if (code.startsWith(guard) && closingParen(code, 0) === code.length - 1) return `(${code.slice(guard.length, -1)})`;
  return code;
}

/** The index of the parenthesis closing the one at `open` in generated source (string literals skipped), or -1. */
function closingParen(code: string, open: number): number {
  let depth = 0;
  for (let index = open; index < code.length; index++) {
    const char = code[index];
    if (char === '"') {
      for (index++; index < code.length && code[index] !== '"'; index++) if (code[index] === '\\') index++;
    } else if (char === '(') depth++;
    else if (char === ')' && --depth === 0) return index;
  }
  return -1;
}

/** The types of the temporaries an emitter may ask for. */
const TEMP_TYPES: Readonly<Record<Temp, string>> = { q: 'Tri', s: 'string | undefined', y: 'number | undefined' };
const TEMPS = Object.keys(TEMP_TYPES) as Temp[];
const noTemps = (): Record<Temp, number> => ({ q: 0, s: 0, y: 0 });

/** How a top-level field is used by the generated code. */
interface Slot {
  readonly name: string;
  /** The identifier the field's variables are named after. */
  readonly id: string;
  text: boolean;
  /** Whether a condition asks only whether the field reads as text (`h_…`), no condition reading its text. */
  present: boolean;
  date: boolean;
  count: boolean;
  number: boolean;
}

/**
 * The entry of a repeating level that a loop is at: its list, its index
 * variable, and the readings of the entry declared at the top of the loop
 * body (each made once, when a condition first asks for it).
 */
class EntryScope {
  readonly declarations: string[] = [];
  private readonly names = new Map<string, string>();

  constructor(
    readonly level: number,
    /** The list's field reference, e.g. `charitySplits` or `charitySplits[].customCodes`. */
    readonly list: FieldRef,
    /** The source of the list's value, outside the loop. */
    readonly listValue: string,
    /** The source of the list's entry count, outside the loop. */
    readonly count: string,
  ) {}

  get index(): string {
    return `i${this.level}`;
  }

  /** A variable of this entry, declared once as `initial()`. */
  variable(key: string, name: string, initial: () => string): string {
    let known = this.names.get(key);
    if (known === undefined) {
      const value = initial();
      known = name;
      this.names.set(key, known);
      this.declarations.push(`const ${known} = ${value};`);
    }
    return known;
  }

  /** What `undo` needs to forget the variables declared from now on. */
  mark(): { declarations: number; names: string[] } {
    return { declarations: this.declarations.length, names: [...this.names.keys()] };
  }

  undo(mark: { declarations: number; names: string[] }): void {
    this.declarations.length = mark.declarations;
    for (const key of [...this.names.keys()]) if (!mark.names.includes(key)) this.names.delete(key);
  }
}

/** The comment a list's one pass starts with. */
const passComment = (list: FieldRef): string =>
  `// The one pass over ${list}: whole-list values, and which per-entry rules may fire.`;

/** A variable a list's pass sets: what a function of the rules after it takes as a parameter of that type. */
interface PassVariable {
  readonly name: string;
  readonly type: string;
  readonly declaration: string;
}

/** A pass variable declared with `let` (`const` when it is set once, before the loop). */
const passVariable = (name: string, type: string, initial: string, keyword: 'let' | 'const' = 'let'): PassVariable => ({
  name,
  type,
  declaration: `${keyword} ${name} = ${initial};`,
});

/** The one pass over a top-level list: its loop scopes, and what it computes. */
interface Pass {
  readonly list: FieldRef;
  /** The pass's number, in the names of its variables that live after it. */
  readonly id: number;
  /** The loop over the list's entries, and loops over lists inside each entry, by list reference. */
  readonly scopes: Map<FieldRef, EntryScope>;
  /** Statements of each loop, by list reference. */
  readonly statements: Map<FieldRef, string[]>;
  /** The variables the pass sets, with their declarations and types. */
  readonly variables: PassVariable[];
  /** Whole-list values already computed, by their statements. */
  readonly wholes: Map<string, string>;
  /** Where the pass goes: before the first rule that needs it. */
  readonly source: Source;
  placed: boolean;
  /** The event fields looked up before the pass, once it is placed (see `eventsLooked`). */
  looked: ReadonlySet<FieldRef>;
  /** The bits of the per-entry flag word given to rules so far (see `SlotFlag`). */
  bits: number;
  /** The pass's `Slots` variable, once a rule keeps per-entry flags or a field's texts in it. */
  slots: string | undefined;
  /** The named bits of the per-entry flag word (see `flagsSource`), with their values. */
  readonly constants: [name: string, bit: number][];
}

/**
 * A per-entry rule (over a top-level list) whose condition the list's one
 * pass checks at every entry, keeping the entries where it holds (`bit`)
 * or is unknown (`unknown`, 0 for a condition that cannot be) in the pass's
 * `Slots`: the rule's own loop then visits those entries only, and reads
 * nothing but what its issue's params need (at an unknown entry, what the
 * condition needs, to learn the option it misses).
 */
interface SlotFlag {
  readonly pass: Pass;
  /** The constant of the rule's bit (`F_…`): set where the rule holds. */
  readonly bit: string;
  /** The constant of its bit for unknown (`U_…`); `undefined` for a condition that cannot be unknown. */
  readonly unknown: string | undefined;
  /** The one option the condition can be unknown without, when it is one: then nothing is asked again. */
  readonly need: string | undefined;
}

/** What the pass gives a per-entry rule: the test that the rule may fire at some entry, and its slot flag if any. */
interface PassFlag {
  readonly guard: string;
  readonly slot: SlotFlag | undefined;
  /** The pass, and what its flag for this rule is when the rule fires at some entry (`a0 !== 0`, `m0`). */
  readonly pass: Pass;
  readonly fired: string;
}

/**
 * Per-entry rules a pass flagged, written in a row: their statements go into
 * a function of their own (`…Entries1`), called where they stood when a flag
 * says one of them fires, so that the validator's own machine code holds the
 * common path only (README decision 53).
 */
interface EntryRules {
  readonly pass: Pass;
  readonly statements: Source;
  /** Where the call goes, in the body. */
  readonly call: Source;
  /** The flags of the rules, any of which makes the call. */
  readonly fired: Set<string>;
}

/** The most bits of a pass's per-entry flag word (a 32-bit integer). */
const SLOT_BITS = 31;

/**
 * The fewest per-entry rules a pass checks for it to keep per-entry flags
 * (`SlotFlag`): with fewer, each rule's own loop over the entries is short,
 * and the flags would cost more code than the loops they spare.
 */
const SLOTTED_RULES = 4;

/**
 * The fewest tokens of code in each part of a validator cut into functions
 * (`cutFunction`): far more than V8 inlines into the main function (460
 * bytes of bytecode; a token makes one to two), where a part would share
 * its budget again. Measured on a valid account (callgrind's instruction
 * counts, and time in fresh processes): 6, 4, 2 and 1 parts (450, 700, 1000
 * and any more tokens) ran 6,590, 6,470, 6,200 and 7,560 instructions a call.
 * 800 cuts the page into three parts (1,000 into two) at the same speed,
 * 33 bytes gzipped fewer for account + page (README decision 48).
 */
const PART_TOKENS = 800;

/** Raised to abandon writing a rule's per-entry check into a list's pass. */
class NotInPass extends Error {}

class Generation implements Emitter {
  private readonly slots: Slot[];
  private readonly ids: readonly string[];
  private readonly helpers = new Set<Helper>();
  private readonly lists = new Set<ListFact>();
  /** The top-level fields whose event the validator looks up, by slot id. */
  private readonly events = new Set<string>();
  private readonly passes = new Map<FieldRef, Pass>();
  /** Counts of pure checks on top-level fields (the first writing), by their source. */
  private readonly seen = new Map<string, number>();
  /** The entry scopes in reach, by repeating level. */
  private scopes: EntryScope[] = [];
  /** Whether the check being written reads an entry or a pass value (then it cannot be shared). */
  private local = false;
  /** While a message case's condition is written: what it reads is not counted among the checks rules share. */
  private inCase = false;
  /** Set while a check is written into a pass: a whole-list value cannot be read there. */
  private inPass = false;
  private inWhole = false;
  private usesFacts = false;
  /** Whether a part of the validator cut into functions takes a lookup list (and its type is imported). */
  private usesMembership = false;
  private readonly temps = noTemps();
  /** The temporaries the validator needs, the most any rule or pass needed. */
  private readonly maxTemps = noTemps();
  private flags = 0;
  /** The pass a per-entry rule's flag is being written into, and the count of answers asked once before its loop. */
  private passing: Pass | undefined;
  private hoisted = 0;
  /** The lists whose pass the rule being written reads. */
  private readonly needsPasses = new Set<FieldRef>();
  /** Whether the rule being written asks a fact; whether any rule keeps an answer in `found`. */
  private threeValued = false;
  private usesFound = false;
  /**
   * The fields whose event a rule without entries has looked up whenever the
   * field has text: a list's pass placed after it may ask for the event again
   * (the facts keep it), which calls nothing of the caller's.
   */
  private readonly eventsLooked = new Set<FieldRef>();
  /** The event fields looked up before each rule and pass, by its first comment (see `PartsSpec.looked`). */
  private readonly lookedAt = new Map<string, ReadonlySet<FieldRef>>();
  /** Each row's constant, by position. */
  private readonly names: readonly string[];
  private wholeCount = 0;
  /** The fields whose text a condition reads (not only whether there is one). */
  readonly textsRead = new Set<FieldRef>();
  /** How many per-entry rules each list's pass checks, by list (for `slottedLists`). */
  private readonly passRules = new Map<FieldRef, number>();
  /** The validator's statements after the readings: the passes and the rules. */
  private readonly body = new Source();
  /**
   * A first rule that halts on the body alone (not an object): checked before
   * any field is read, so a body that is no object costs no reading.
   */
  private readonly head = new Source();
  /** True while the head rule is written. */
  private heading = false;
  /** The block of the last rule when a guard skips it: the next rule with the same guard goes into it. */
  private guarded: { readonly guard: string; readonly body: Source } | undefined;
  /** Per-entry rules a pass flagged, each run of them written apart (see `EntryRules`); the last one open. */
  private readonly entryRules: EntryRules[] = [];
  private openEntryRules: EntryRules | undefined;
  /** The types the functions of per-entry rules take (a pass's `Slots`, its `Tri`s). */
  private readonly entryTypes = new Set<string>();

  constructor(
    private readonly spec: ValidatorSpec,
    /** Pure checks that several rows share, with the variable each is computed into. */
    private readonly shared: ReadonlyMap<string, string>,
    /** The top-level lists whose pass keeps per-entry flags (`slottedLists` of a first writing). */
    private readonly slotted: ReadonlySet<FieldRef>,
    /** The fields whose text some condition reads (`textsRead` of a first writing). */
    private readonly textNeeded: ReadonlySet<FieldRef>,
    /** The fewest tokens of code in each part of a validator cut into functions (`cutFunction`). */
    private readonly partTokens = PART_TOKENS,
  ) {
    this.slots = tableFields(spec.table).map((name, index) => ({
      name,
      id: JS_IDENTIFIER.test(name) ? name : `field${index}`,
      text: false,
      present: false,
      date: false,
      count: false,
      number: false,
    }));
    this.ids = ruleIds(spec.table);
    this.names = constantNames(this.ids);
  }

  /** Writes every rule into the function body. */
  write(): void {
    this.spec.table.forEach((rule, index) => {
      this.rule(rule, index);
    });
    for (const pass of this.passes.values()) this.fillPass(pass);
  }

  /** The lists whose pass checks at least `fewest` per-entry rules (`SLOTTED_RULES`): those keep their flags. */
  slottedLists(fewest: number): Set<FieldRef> {
    return new Set([...this.passRules].filter(([, count]) => count >= fewest).map(([list]) => list));
  }

  /** The pure checks seen more than once, each with the variable to compute it into. */
  sharedChecks(): Map<string, string> {
    const repeated = [...this.seen].filter(([, count]) => count > 1).map(([code]) => code);
    return new Map(repeated.map((code, index) => [code, `c${index}`]));
  }

  module(): string {
    this.write();
    const { functionName, tableName, tableFile, checks, table } = this.spec;
    this.helper('Findings');
    this.helper('reported');
    this.helper('asRecord');
    // The passes' Slots go back for the next validation (one that stopped at the cut leaves them).
    const given = new Map(
      [...this.passes.values()].flatMap((pass) =>
        pass.slots === undefined ? [] : [[pass.slots, `${this.helper('giveSlots')}(${pass.slots});`] as const],
      ),
    );
    const readings = (writtenOut: boolean): Reading[] => [
      ...this.readings(writtenOut),
      ...[...this.lists].map((name) => reading(`l_${name}`, 'Membership | undefined', `facts.lists.${name}`)),
      ...[...this.shared].map(([code, name]) => reading(name, 'boolean', code)),
    ];
    const events = [...this.events].map((id) => `let e_${id}: LookedUpEvent | undefined;`);
    const temps = declarations(this.maxTemps, this.usesFound);
    const entryFunctions = this.placeEntryRules(readings(false), temps);
    const cut = cutFunction({
      functionName,
      body: this.body.render(),
      outer: new Map(readings(false).map(({ name, type }) => [name, type])),
      temps,
      events,
      looked: (comment) => this.gotAgain(this.lookedAt.get(comment)),
      checks: new Map([...this.shared].map(([code, name]) => [name, code])),
      given,
      minTokens: this.partTokens,
    });
    // A part takes each lookup list the rules read as a parameter of that type.
    this.usesMembership = cut !== undefined && this.lists.size > 0;
    const names = this.names;
    const messages = table.map((rule) => prefilled(rule));
    const formed = new Set(this.formMessageEntries().map(([constant]) => constant));
    const endings = sharedEndings(messages);
    const endingNames = endings.map((_, index) => `MESSAGE_ENDING_${index + 1}`);
    const constants = table.map((rule, index) => {
      const { code, parameter, severity, at } = rule;
      const key = this.ids[index] as string;
      // Only the arguments that differ from the defaults: severity 'error', issues at the parameter, key `code:at`.
      const defaults = [undefined, undefined, undefined, 'error', parameter, `${code}:${at}`];
      const args = [code, parameter, messages[index], severity, at, key];
      while (args.length > 3 && args[args.length - 1] === defaults[args.length - 1]) args.pop();
      const sources = args.map((arg, at) =>
        at === 2 ? messageSource(arg as string, endings, endingNames) : literal(arg),
      );
      const exported = (constant: string) => (formed.has(constant) ? `export const ${constant}` : `const ${constant}`);
      const own = `${exported(names[index] as string)} = reported(${sources.join(', ')});`;
      const cases = (rule.cases ?? []).map((option, place) => {
        const message = messageSource(prefilled(rule, option.message), endings, endingNames);
        const full = [code, parameter, messages[index], severity, at, key].map((arg, position) =>
          position === 2 ? message : literal(arg),
        );
        return `${exported(caseName(names[index] as string, place))} = reported(${[...full, literal(option.name)].join(', ')});`;
      });
      return [own, ...cases].join('\n');
    });
    const endingConstants = endings.map((ending, index) => `const ${endingNames[index]} = ${literal(ending)};`);
    const head = new Source()
      .line(`// Generated from ${tableFile} by \`npm run generate\` (src/codegen/): do not edit.`)
      .line('// test/generated.test.ts fails when this file no longer matches the table,')
      .line('// and proves the validator equal to the reference interpreter over the same table.')
      .line(...this.imports(), '')
      .line('// What the validator reports of each row, named by its id: no quoted sentence, no condition.')
      .line(
        ...(endingConstants.length === 0
          ? []
          : ['// The endings many messages share, written once.', ...endingConstants]),
      )
      .line(...constants, '')
      .line(
        '/**',
        ` * Checks ${checks} against every row of \`${tableName}\`, in table order:`,
        ' * the same result as the reference interpreter over the table.',
        ` * @example ${functionName}(body, new OptionFacts(resolveOptions({ today: '20261122' })), { maxIssues: 1000, messages: undefined })`,
        ' */',
      )
      .block(
        `export function ${functionName}(input: unknown, ${this.usesFacts ? 'facts' : '_facts'}: Facts, reporting: Reporting): ValidationResult`,
        (fn) => {
          fn.line('const findings = new Findings(reporting);').append(this.head).line('const body = asRecord(input);');
          // The parts of a cut function have budget to spare for the calls they make: the readings spend none.
          fn.line(
            ...readings(cut !== undefined)
              .filter(({ name }) => cut?.moved.has(name) !== true)
              .map(({ name, init }) => `const ${name} = ${init};`),
          );
          if (cut === undefined)
            fn.line(...events, ...temps)
              .append(this.body)
              .line(...given.values());
          else {
            // Each part runs unless one before it stopped; the result is built in one place.
            const [last, ...before] = [...cut.calls].reverse();
            fn.line(`if (${before.reverse().join(' && ')}) ${last};`);
          }
          fn.line('return findings.result();');
        },
      )
      .line('');
    return [
      ...head.render(),
      ...(cut === undefined ? [] : cut.parts).flatMap((part) => [part, '']),
      ...entryFunctions.flatMap((entries) => [entries, '']),
    ].join('\n');
  }

  /**
   * The form messages of the table (contract section 10.3): the constant of
   * each row or case with a form message of its own, and that message
   * prefilled; none without `spec.formMessages`.
   */
  private formMessageEntries(): [constant: string, message: string][] {
    if (this.spec.formMessages === undefined) return [];
    return this.spec.table.flatMap((rule, index) => {
      const name = this.names[index] as string;
      const constants = [name, ...(rule.cases ?? []).map((_, at) => caseName(name, at))];
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
  formMessagesSource(): string | undefined {
    const spec = this.spec.formMessages;
    if (spec === undefined) return undefined;
    const entries = this.formMessageEntries();
    const { tableFile } = this.spec;
    return new Source()
      .line(`// Generated from ${tableFile} by \`npm run generate\` (src/codegen/): do not edit.`)
      .line('// test/generated.test.ts fails when this file no longer matches the table.')
      .line("import type { FormMessages } from '../runtime/index.js';")
      .line(`import { ${entries.map(([constant]) => constant).join(', ')} } from '${spec.validatorModule}';`, '')
      .line(
        '/**',
        ` * The default messages of \`${tableFile}\` for the person filling a form (contract section 10.3),`,
        ' * by the reported rule whose developer message each replaces.',
        ` * @example ${spec.name}.get(${entries[0]?.[0] ?? 'rule'})`,
        ' */',
      )
      .line(`export const ${spec.name}: FormMessages = /* @__PURE__ */ new Map([`)
      .line(...entries.map(([constant, message]) => `  [${constant}, ${literal(message)}],`))
      .line(']);', '')
      .render()
      .join('\n');
  }

  /** The named per-entry flag bits the passes keep, with their values (see `flagsSource`). */
  private flagConstants(): [name: string, bit: number][] {
    return [...this.passes.values()].flatMap((pass) => pass.constants);
  }

  /**
   * The module of the bits of the word of flags a list's pass keeps for each
   * entry where a per-entry rule fires, named after the rule: `F_…` where it
   * holds, `U_…` where it is unknown; `undefined` when no pass keeps flags.
   * Written once the validator's module is.
   */
  flagsSource(): string | undefined {
    const constants = this.flagConstants();
    if (constants.length === 0) return undefined;
    const { tableFile, functionName } = this.spec;
    return new Source()
      .line(`// Generated from ${tableFile} by \`npm run generate\` (src/codegen/): do not edit.`)
      .line(`// The bits of the word of flags the list passes of \`${functionName}\` keep for each entry where a rule`)
      .line('// fires: `F_…` where the rule holds, `U_…` where it is unknown.')
      .line(...constants.map(([name, bit]) => `export const ${name} = ${bit};`), '')
      .render()
      .join('\n');
  }

  private imports(): string[] {
    const values = [...this.helpers].sort();
    const flags = this.flagConstants().map(([name]) => name);
    const usesTri = this.usesFound || this.maxTemps.q > 0;
    const types = [
      ...(this.events.size > 0 ? ['LookedUpEvent'] : []),
      'Reporting',
      'ValidationResult',
      ...(usesTri || this.entryTypes.has('Tri') ? ['Tri'] : []),
      ...(this.entryTypes.has('Slots') ? ['Slots'] : []),
    ];
    return [
      `import type { Facts${this.usesMembership ? ', Membership' : ''} } from '../facts/types.js';`,
      'import {',
      ...[...values, ...types.map((name) => `type ${name}`)].map((name) => `  ${name},`),
      "} from '../runtime/index.js';",
      ...(flags.length === 0 ? [] : [`import { ${flags.join(', ')} } from '${this.spec.flagsModule}';`]),
    ];
  }

  /**
   * The top-level fields, read once, in the table's reading order, and what
   * is derived from them; their text with `textAt`'s common case written out
   * when `writtenOut`.
   */
  private readings(writtenOut: boolean): Reading[] {
    const lines: Reading[] = [];
    for (const slot of this.slots) {
      const { id, name } = slot;
      lines.push(reading(`f_${id}`, 'unknown', `body${JS_IDENTIFIER.test(name) ? `.${name}` : `[${literal(name)}]`}`));
      if (slot.text || slot.date)
        lines.push(
          reading(`t_${id}`, 'string | undefined', writtenOut ? writtenText(`f_${id}`, 'textAt') : `textAt(f_${id})`),
        );
      if (slot.present) lines.push(reading(`h_${id}`, 'boolean', `hasText(f_${id})`));
      if (slot.date)
        lines.push(reading(`d_${id}`, 'number | undefined', `t_${id} === undefined ? undefined : parseYmd(t_${id})`));
      if (slot.count) lines.push(reading(`n_${id}`, 'number', `entryCount(f_${id})`));
      if (slot.number) lines.push(reading(`u_${id}`, 'number | undefined', `wholeNumber(f_${id})`));
    }
    if (this.slots.some((slot) => slot.text || slot.date)) this.helper('textAt');
    if (this.slots.some((slot) => slot.present)) this.helper('hasText');
    if (this.slots.some((slot) => slot.date)) this.helper('parseYmd');
    if (this.slots.some((slot) => slot.count)) this.helper('entryCount');
    if (this.slots.some((slot) => slot.number)) this.helper('wholeNumber');
    return lines;
  }

  /** The statements of one rule: its guard, its loops over entries, its condition, and what a finding does. */
  private rule(rule: Rule, index: number): void {
    const depth = depthOf(rule.at);
    const id = this.ids[index] as string;
    if (rule.halts === true && depth > 0)
      throw new Error(`generate: rule ${id} halts per entry, which the generator cannot write`);
    const name = this.names[index] as string;
    this.needsPasses.clear();
    const flag = depth > 0 ? this.flagInPass(rule, name) : undefined;
    this.resetTemps();
    this.threeValued = false;
    const checks = new Source();
    // Written before the readings, so with no check shared with later rules (those are computed among the readings).
    this.heading = index === 0 && rule.halts === true && depth === 0 && readsBodyOnly(rule.when);
    if (depth === 0) this.check(checks, rule, name);
    else if (flag?.slot !== undefined) this.slotLoop(checks, rule, name, flag.slot);
    else this.loops(checks, rule, name, 0);
    // Worth skipping whole: a rule that loops or asks a fact, when a text its condition needs is absent.
    const tested: string[] = [];
    if (depth > 0 || this.threeValued)
      for (const field of needed(rule.when))
        if (this.slot(field) !== undefined) tested.push(`${this.text(field)} !== undefined`);
    if (flag !== undefined) tested.push(flag.guard);
    const comment = `// ${id} · ${rule.parameter === '' ? '(body)' : rule.parameter}: ${rule.source.replaceAll('\n', ' ')}`;
    const source = new Source().line(comment).append(checks);
    const guard = tested.length === 0 ? undefined : tested.join(' && ');
    const head = this.heading && guard === undefined;
    this.heading = false;
    if (head) {
      this.head.append(source);
      return;
    }
    // A pass comes before the first rule that reads it.
    for (const list of this.needsPasses) {
      const pass = this.passes.get(list);
      if (pass !== undefined && !pass.placed) {
        pass.placed = true;
        pass.looked = new Set(this.eventsLooked);
        this.lookedAt.set(passComment(pass.list), pass.looked);
        this.openEntryRules = undefined;
        this.body.append(pass.source);
        this.guarded = undefined;
      }
    }
    this.lookedAt.set(comment, new Set(this.eventsLooked));
    for (const prefix of TEMPS) this.maxTemps[prefix] = Math.max(this.maxTemps[prefix], this.temps[prefix]);
    // A rule that is one event question, asked whenever its event field has text, has looked the event up.
    const when = rule.when;
    if (depth === 0 && !('all' in when || 'any' in when || 'not' in when)) {
      const event = definitionOf(when).event?.(when);
      if (event !== undefined && this.slot(event) !== undefined && needed(when).length === 1)
        this.eventsLooked.add(event);
    }
    if (flag !== undefined) {
      this.entryRule(flag, guard as string, source);
      return;
    }
    this.openEntryRules = undefined;
    // Consecutive rules skipped without the same texts share one test (the event rules of a page).
    if (guard === undefined) {
      this.guarded = undefined;
      this.body.append(source);
    } else if (this.guarded?.guard === guard) this.guarded.body.append(source);
    else {
      const body = new Source().append(source);
      this.body.block(`if (${guard})`, (block) => block.append(body));
      this.guarded = { guard, body };
    }
  }

  /** Adds a per-entry rule a pass flagged to the run of them being written, or starts one. */
  private entryRule(flag: PassFlag, guard: string, source: Source): void {
    this.guarded = undefined;
    let run = this.openEntryRules;
    if (run === undefined || run.pass !== flag.pass) {
      run = { pass: flag.pass, statements: new Source(), call: this.body.slot(), fired: new Set() };
      this.entryRules.push(run);
      this.openEntryRules = run;
    }
    run.fired.add(flag.fired);
    run.statements.block(`if (${guard})`, (block) => block.append(source));
  }

  /**
   * Writes each run of per-entry rules of at least a part's tokens as a
   * function of its own, and its call in its place: the function takes what
   * its statements read of the validator's (the readings, the pass's flags
   * and Slots) and declares the temporaries it uses. A shorter run, or one
   * that reads an event variable (which a rule may look up later), stays
   * where it is.
   */
  private placeEntryRules(readings: readonly Reading[], temps: readonly string[]): string[] {
    const functions: string[] = [];
    for (const run of this.entryRules) {
      const lines = run.statements.render();
      const { names: used, tokens } = codeIn(lines);
      // A short run costs more bytes as a function than its machine code costs the validator.
      if (tokens < this.partTokens || [...used].some((name) => name.startsWith('e_') || name === 'body')) {
        run.call.append(run.statements);
        continue;
      }
      const typed: Parameter[] = [
        ...CONTEXT,
        ...readings.map(({ name, type }): Parameter => [name, type]),
        ...run.pass.variables.map(({ name, type }): Parameter => [name, type]),
      ];
      const parameters = typed.filter(([name]) => name === 'findings' || used.has(name));
      for (const [, type] of parameters) this.entryTypes.add(type);
      const entries = ruleFunction(
        `Rules of \`${this.spec.functionName}\` at the entries of \`${run.pass.list}\` its pass flagged: false where it stopped.`,
        `${this.spec.functionName}Entries${functions.length + 1}`,
        parameters,
        declaring(temps, used),
        lines,
      );
      // A block, not one line: a statement ends with its closing brace (see `cutFunction`).
      run.call.block(`if (${[...run.fired].join(' || ')})`, (block) =>
        block.line(`if (!${entries.call}) return findings.result();`),
      );
      functions.push(entries.source);
    }
    return functions;
  }

  /** The condition check of a rule at the current entries, and its report. */
  private check(target: Source, rule: Rule, name: string): void {
    const condition = this.condition(rule.when);
    const depth = depthOf(rule.at);
    const params = this.params(rule);
    const path = depth === 0 ? (params === undefined ? '' : ', undefined') : `, ${this.path(rule.at)}`;
    const chosen = this.reportedOf(rule, name);
    const add = `findings.add(${chosen}${path}${params === undefined ? '' : `, ${params}`})`;
    const report = (body: Source) => {
      if (rule.halts === true) body.line(`${add};`, 'return findings.result();');
      else body.line(`if (!${add}) return findings.result();`);
    };
    // A hole that gave no issue stands for all the holes after it.
    const otherwise = depth > 0 ? [this.skipHoles(this.scopes[depth - 1] as EntryScope)] : [];
    let test = condition.code;
    if (condition.tri && depth === 0 && rule.halts !== true) {
      this.threeValued = true;
      this.usesFound = true;
      // A rule that does not hold (the usual case) needs nothing more.
      const decided = `(found = ${condition.code}) !== ${this.helper('FALSE')} && !findings.decide(found, ${chosen}${params === undefined ? '' : `, ${params}`})`;
      target.line("findings.need = '';", `if (${decided}) return findings.result();`);
      return;
    }
    if (condition.tri) {
      this.threeValued = true;
      this.usesFound = true;
      target.line("findings.need = '';", `found = ${condition.code};`);
      test = `found === ${this.helper('TRUE')}`;
      otherwise.unshift(`if (found === ${this.helper('UNKNOWN')}) findings.skip(${name});`);
    }
    if (otherwise.length === 0) target.block(`if (${test})`, report);
    else target.choice(`if (${test})`, report, (body) => body.line(...otherwise));
  }

  /**
   * What a rule that holds reports at the current entries: its constant
   * `name`, or for a row with message cases the constant of the first case
   * whose condition holds (`name_caseN`), else `name`. A case's condition
   * reads the payload only, so it is two-valued; it is written where the
   * issue is added, so that a rule that does not hold computes nothing.
   */
  private reportedOf(rule: Rule, name: string): string {
    const cases = rule.cases ?? [];
    if (cases.length === 0) return name;
    this.inCase = true;
    try {
      let chosen = name;
      for (let index = cases.length - 1; index >= 0; index--) {
        const condition = this.condition((cases[index] as MessageCase).when);
        if (condition.tri)
          throw new Error(`generate: a message case of ${name} may be unknown (a case may not ask a fact)`);
        chosen = `(${condition.code} ? ${caseName(name, index)} : ${chosen})`;
      }
      return chosen;
    } finally {
      this.inCase = false;
    }
  }

  /**
   * The params of the rule's issues (`paramsOf`) as an object literal over
   * the readings at the current entries, or `undefined` when it has none.
   * Written where an issue is added: a rule that does not hold computes nothing.
   */
  private params(rule: Rule): string | undefined {
    const spec = paramsOf(rule);
    if (spec === undefined) return undefined;
    // The usual params, a length limit, through a helper: one short call at each of some thirty rules.
    const { max, length } = spec;
    if (
      Object.keys(spec).length === 2 &&
      max !== undefined &&
      'value' in max &&
      length !== undefined &&
      'length' in length
    )
      return `${this.helper('lengthLimit')}(${literal(max.value)}, ${this.text(length.length)})`;
    const values = Object.entries(spec).map(([name, source]) => {
      let value: string;
      if ('value' in source) value = literal(source.value);
      else if ('length' in source) value = `${this.helper('codePoints')}(${this.text(source.length)})`;
      else if ('count' in source) value = this.count(source.count);
      else value = `${this.helper('eventMaxCharities')}(${this.event(source.eventMaxCharities)})`;
      return `${name}: ${value}`;
    });
    return `{ ${values.join(', ')} }`;
  }

  /** The loops of a per-entry rule, from `level` in. */
  private loops(target: Source, rule: Rule, name: string, level: number): void {
    const depth = depthOf(rule.at);
    if (level === depth) {
      this.check(target, rule, name);
      return;
    }
    const list = listRef(rule.at, level);
    const scope = new EntryScope(level, list, this.value(list), this.count(list));
    const declarations = new Source();
    const inner = new Source();
    this.scopes[level] = scope;
    try {
      this.loops(inner, rule, name, level + 1);
    } finally {
      this.scopes.length = level;
    }
    declarations.line(...scope.declarations);
    const { index } = scope;
    target.block(`for (let ${index} = 0, e${level} = ${scope.count}; ${index} < e${level}; ${index}++)`, (body) => {
      body.append(declarations).append(inner);
      // A hole that gave no issue stands for all the holes after it; an inner loop that did not fire skips them itself.
      if (level < depth - 1) body.line(this.skipHoles(scope));
    });
  }

  /**
   * The statement that jumps a loop past the run of holes it is at (see
   * `holesEnd`), its common case written out: an entry the list holds.
   */
  private skipHoles(scope: EntryScope): string {
    const { index, listValue: list } = scope;
    return `if (Array.isArray(${list}) && !(${index} in ${list})) ${index} = ${this.helper('holesAfter')}(${list}, ${index}, findings);`;
  }

  /**
   * A per-entry rule whose condition calls nothing of the caller's and reads
   * no whole-list value is first checked in its list's pass: the variable
   * returned is true when it holds (or is unknown) at some entry, and the
   * rule loops only then.
   */
  private flagInPass(rule: Rule, name: string): PassFlag | undefined {
    const depth = depthOf(rule.at);
    const top = listRef(rule.at, 0);
    if (depth > 2 || this.slot(top) === undefined) return undefined;
    const pass = this.pass(top);
    const outer = this.scopes;
    return this.attempt((): PassFlag => {
      this.scopes = [this.passScope(pass, top, 0)];
      if (depth === 2) this.scopes.push(this.passScope(pass, listRef(rule.at, 1), 1));
      this.inPass = true;
      this.passing = pass;
      try {
        this.resetTemps();
        // A condition that may be unknown goes into the pass only when it calls nothing of the caller's.
        if (asksFacts(rule.when, this.lookedHere())) throw new NotInPass();
        const condition = this.condition(rule.when);
        this.needsPasses.add(top);
        const list = listRef(rule.at, depth - 1);
        const statements = pass.statements.get(list) ?? [];
        const bits = condition.tri ? 2 : 1;
        if (depth === 1) this.passRules.set(top, (this.passRules.get(top) ?? 0) + 1);
        if (depth === 1 && this.slotted.has(top) && pass.bits + bits <= SLOT_BITS) {
          const without = condition.unknownWithout;
          const slot = this.slotFlag(pass, name, condition.tri, without?.length === 1 ? without[0] : undefined);
          if (!condition.tri) statements.push(`if (${condition.code}) f0 |= ${slot.bit};`);
          else {
            const q = this.temp('q');
            statements.push(
              `if ((${q} = ${condition.code}) === ${this.helper('TRUE')}) f0 |= ${slot.bit};`,
              `else if (${q} === ${this.helper('UNKNOWN')}) f0 |= ${slot.unknown as string};`,
            );
          }
          this.recordTemps(this.maxTemps);
          const bits = slot.unknown === undefined ? slot.bit : `(${slot.bit} | ${slot.unknown})`;
          return { guard: `(a${pass.id} & ${bits}) !== 0`, slot, pass, fired: `a${pass.id} !== 0` };
        }
        const flag = `m${this.flags++}`;
        pass.variables.push(passVariable(flag, 'boolean', 'false'));
        // Unknown may fire too (as an unchecked entry): the rule loops then.
        const test = condition.tri ? `${condition.code} !== ${this.helper('FALSE')}` : condition.code;
        statements.push(`if (${test}) ${flag} = true;`);
        this.recordTemps(this.maxTemps);
        return { guard: flag, slot: undefined, pass, fired: flag };
      } finally {
        this.inPass = false;
        this.passing = undefined;
        this.scopes = outer;
      }
    });
  }

  /** The `Slots` variable of a pass, declared (with the word of the flags of all entries) when first asked for. */
  private slotsOf(pass: Pass): string {
    if (pass.slots === undefined) {
      pass.slots = `S${pass.id}`;
      pass.variables.push(
        passVariable(pass.slots, 'Slots', `${this.helper('takeSlots')}()`, 'const'),
        passVariable(`a${pass.id}`, 'number', '0'),
      );
    }
    return pass.slots;
  }

  /**
   * The next bits of a pass's per-entry flag word, for the rule of constant
   * `name` (`R_…`) whose condition may (`tri`) be unknown: named after it,
   * `F_…` where it holds and `U_…` where it is unknown.
   */
  private slotFlag(pass: Pass, name: string, tri: boolean, need: string | undefined): SlotFlag {
    this.slotsOf(pass);
    const named = (prefix: string) => {
      const constant = `${prefix}${name.slice(2)}`;
      pass.constants.push([constant, 1 << pass.bits++]);
      return constant;
    };
    const bit = named('F_');
    return { pass, bit, unknown: tri ? named('U_') : undefined, need };
  }

  /**
   * The loop of a per-entry rule whose entries the pass kept (`SlotFlag`):
   * an issue at each index of each kept entry where the rule holds (every
   * hole of a run alike), the rule unchecked where it is unknown; the entry
   * is read again only for the issue's params.
   */
  private slotLoop(target: Source, rule: Rule, name: string, slot: SlotFlag): void {
    const { pass, bit, unknown, need } = slot;
    const slots = pass.slots as string;
    /** Statements at the kept entry `i0`: what `write` asks of it, read first. */
    const atEntry = (write: () => string): string[] => {
      const scope = new EntryScope(0, pass.list, this.value(pass.list), this.count(pass.list));
      this.scopes[0] = scope;
      try {
        const statement = write();
        return [...scope.declarations, statement];
      } finally {
        this.scopes.length = 0;
      }
    };
    const added = atEntry(() => {
      const params = this.params(rule);
      const chosen = this.reportedOf(rule, name);
      return `if (!findings.add(${chosen}, ${this.path(rule.at)}${params === undefined ? '' : `, ${params}`})) return findings.result();`;
    });
    const fire = (body: Source) =>
      body.block(
        `for (let i0 = ${slots}.first[k0] as number, z0 = ${slots}.last[k0] as number; i0 <= z0; i0++)`,
        (each) => each.line(...added),
      );
    target.block(`for (let k0 = 0; k0 < ${slots}.count; k0++)`, (body) => {
      body.line(`const g0 = ${slots}.flags[k0] as number;`);
      if (unknown === undefined) {
        body.block(`if ((g0 & ${bit}) !== 0)`, fire);
        return;
      }
      if (need !== undefined) {
        body.choice(`if ((g0 & ${bit}) !== 0)`, fire, (otherwise) =>
          otherwise.line(`if ((g0 & ${unknown}) !== 0) findings.skip(${name}, ${literal(need)});`),
        );
        return;
      }
      // Unknown for one of several options: the condition, asked again at the entry, records the one it misses.
      const asked = atEntry(() => `found = ${this.condition(rule.when).code};`);
      this.usesFound = true;
      body.choice(`if ((g0 & ${bit}) !== 0)`, fire, (otherwise) =>
        otherwise.block(`if ((g0 & ${unknown}) !== 0)`, (unknownAt) =>
          unknownAt.line(
            `const i0 = ${slots}.first[k0] as number;`,
            "findings.need = '';",
            ...asked,
            `findings.skip(${name});`,
          ),
        ),
      );
    });
  }

  /** The pass over top-level list `list`, made when first asked for. */
  private pass(list: FieldRef): Pass {
    let pass = this.passes.get(list);
    if (pass === undefined) {
      pass = {
        list,
        id: this.passes.size,
        scopes: new Map(),
        statements: new Map(),
        variables: [],
        wholes: new Map(),
        source: new Source(),
        placed: false,
        looked: this.eventsLooked,
        bits: 0,
        slots: undefined,
        constants: [],
      };
      this.passes.set(list, pass);
    }
    return pass;
  }

  /** The loop scope of the pass over `list` at `level`, made when first asked for. */
  private passScope(pass: Pass, list: FieldRef, level: number): EntryScope {
    let scope = pass.scopes.get(list);
    if (scope === undefined) {
      scope = new EntryScope(level, list, this.value(list), this.count(list));
      pass.scopes.set(list, scope);
      pass.statements.set(list, []);
      // Every field of the entry the table reads, read at once in the table's reading order (decision 30).
      for (const name of entryFieldsRead(this.spec.table, list)) this.entryValue(scope, name);
    }
    return scope;
  }

  /** Writes a pass: its variables, then one loop over the list (and loops over the lists of each entry). */
  private fillPass(pass: Pass): void {
    const outer = pass.scopes.get(pass.list);
    if (outer === undefined || pass.variables.length === 0) return;
    pass.source.line(passComment(pass.list));
    pass.source.line(...pass.variables.map((variable) => variable.declaration));
    const flagged = pass.bits > 0;
    const loop = (target: Source, scope: EntryScope) => {
      target.block(
        `for (let ${scope.index} = 0, e${scope.level} = ${scope.count}; ${scope.index} < e${scope.level}; ${scope.index}++)`,
        (body) => {
          const top = scope.level === 0 && flagged;
          if (top) body.line('let f0 = 0;', 'const b0 = i0;');
          body.line(...scope.declarations, ...(pass.statements.get(scope.list) ?? []));
          for (const inner of pass.scopes.values()) if (inner.level === scope.level + 1) loop(body, inner);
          body.line(this.skipHoles(scope));
          // An entry where a rule fires is kept, with the rules (a run of holes as one entry).
          if (top)
            body.block('if (f0 !== 0)', (kept) =>
              kept.line(`a${pass.id} |= f0;`, `${this.helper('keepSlot')}(${pass.slots}, f0, b0, i0);`),
            );
        },
      );
    };
    loop(pass.source, outer);
  }

  /**
   * Runs `write`; when it throws `NotInPass` or a check turns out
   * three-valued, forgets what it declared and gives `undefined`.
   */
  private attempt<T>(write: () => T): T | undefined {
    const helpers = new Set(this.helpers);
    const lists = new Set(this.lists);
    const slots = this.slots.map((slot) => ({ ...slot }));
    const passes = new Map([...this.passes].map(([list, pass]) => [list, new Set(pass.scopes.keys())]));
    const variables = new Map(
      [...this.passes.values()].map(
        (pass) =>
          [
            pass,
            {
              variables: pass.variables.length,
              bits: pass.bits,
              slots: pass.slots,
              constants: pass.constants.length,
            },
          ] as const,
      ),
    );
    const scopes = [...this.passes.values()].flatMap((pass) =>
      [...pass.scopes.values()].map((scope) => [scope, scope.mark()] as const),
    );
    const flags = this.flags;
    const seen = new Map(this.seen);
    const undo = () => {
      this.helpers.clear();
      for (const helper of helpers) this.helpers.add(helper);
      this.lists.clear();
      for (const list of lists) this.lists.add(list);
      this.slots.forEach((slot, index) => {
        Object.assign(slot, slots[index]);
      });
      for (const [scope, mark] of scopes) scope.undo(mark);
      for (const [pass, kept] of variables) {
        pass.variables.length = kept.variables;
        pass.constants.length = kept.constants;
        pass.bits = kept.bits;
        pass.slots = kept.slots;
      }
      // Passes and loops first made by what is undone go too.
      for (const [list, pass] of this.passes) {
        const kept = passes.get(list);
        if (kept === undefined) this.passes.delete(list);
        else
          for (const scope of [...pass.scopes.keys()])
            if (!kept.has(scope)) {
              pass.scopes.delete(scope);
              pass.statements.delete(scope);
            }
      }
      this.flags = flags;
      this.seen.clear();
      for (const [code, count] of seen) this.seen.set(code, count);
    };
    try {
      const result = write();
      if (result === undefined) undo();
      return result;
    } catch (error) {
      if (!(error instanceof NotInPass)) throw error;
      undo();
      return undefined;
    }
  }

  private resetTemps(): void {
    Object.assign(this.temps, noTemps());
  }

  private recordTemps(into: Record<Temp, number>): void {
    for (const prefix of TEMPS) into[prefix] = Math.max(into[prefix], this.temps[prefix]);
  }

  private path(at: FieldRef): string {
    let level = 0;
    const parts = segments(at).flatMap((part) =>
      part.each ? [literal(part.name), this.scopeAt(level++).index] : [literal(part.name)],
    );
    return `[${parts.join(', ')}]`;
  }

  private scopeAt(level: number, list?: FieldRef): EntryScope {
    const scope = this.scopes[level];
    if (scope === undefined)
      throw new Error(`generate: a field reference needs entry level ${level} outside a loop over it`);
    if (list !== undefined && scope.list !== list)
      throw new Error(`generate: '${list}[]' is read inside a loop over '${scope.list}'`);
    this.local = true;
    return scope;
  }

  temp(prefix: Temp): string {
    this.local = true;
    return `${prefix}${this.temps[prefix]++}`;
  }

  entry(list: FieldRef): string {
    return this.scopeAt(depthOf(list), list).index;
  }

  whole(list: FieldRef, value: WholeListValue): string {
    if (this.inWhole)
      throw new Error(`generate: a whole-list condition over '${list}' inside another cannot be written`);
    if (this.inPass) throw new NotInPass();
    if (this.slot(list) === undefined)
      throw new Error(`generate: a whole-list condition over '${list}', not a top-level list, cannot be written`);
    const pass = this.pass(list);
    const outer = { scopes: this.scopes, temps: { ...this.temps } };
    const placeholder = '\u0000value\u0000';
    let statements: readonly string[];
    this.scopes = [this.passScope(pass, list, 0)];
    this.inWhole = true;
    this.passing = pass;
    this.resetTemps();
    try {
      statements = value.each(placeholder);
      this.recordTemps(this.maxTemps);
    } finally {
      this.inWhole = false;
      this.passing = undefined;
      this.scopes = outer.scopes;
      Object.assign(this.temps, outer.temps);
    }
    this.local = true;
    this.needsPasses.add(list);
    const key = [value.type, value.initial, ...statements].join('\n');
    let name = pass.wholes.get(key);
    if (name === undefined) {
      name = `w${this.wholeCount++}`;
      pass.wholes.set(key, name);
      pass.variables.push(passVariable(name, value.type, value.initial));
      const target = name;
      pass.statements.get(list)?.push(...statements.map((line) => line.replaceAll(placeholder, target)));
    }
    return name;
  }

  /** The slot of a top-level, single-valued field reference, else `undefined`. */
  private slot(ref: FieldRef): Slot | undefined {
    const parts = segments(ref);
    const [first] = parts;
    return parts.length === 1 && first !== undefined && !first.each ? this.slotNamed(first.name) : undefined;
  }

  private slotNamed(name: string): Slot {
    const slot = this.slots.find((candidate) => candidate.name === name);
    if (slot === undefined) throw new Error(`generate: field '${name}' is not among the table's fields`);
    return slot;
  }

  condition(node: Condition): Emitted {
    if ('all' in node) return this.junction(node.all, true);
    if ('any' in node) return this.junction(node.any, false);
    if ('not' in node) {
      const inner = this.condition(node.not);
      return inner.tri ? tri(`${this.helper('not3')}(${inner.code})`, inner.unknownWithout) : bool(`!(${inner.code})`);
    }
    const outer = this.local;
    this.local = false;
    const emitted = definitionOf(node).emit(node, this);
    if (emitted.tri && this.inWhole)
      throw new Error('generate: a whole-list condition over a condition that may be unknown cannot be written');
    // In a pass, a question that reads no entry has the same answer at every entry: asked once, before the loop.
    if (emitted.tri && this.inPass && !this.local && this.passing !== undefined) {
      const name = `p${this.hoisted++}`;
      this.passing.variables.push(passVariable(name, 'Tri', emitted.code, 'const'));
      this.local ||= outer;
      return tri(name, emitted.unknownWithout);
    }
    // Worth sharing: a call (a comparison costs less than a variable).
    const shareable = !emitted.tri && !this.local && !this.heading && JS_CALL.test(emitted.code);
    this.local ||= outer;
    if (!shareable) return emitted;
    // A message case reads a check the rules share, but does not make one shared: it runs only on a finding.
    if (!this.inCase) this.seen.set(emitted.code, (this.seen.get(emitted.code) ?? 0) + 1);
    return bool(this.shared.get(emitted.code) ?? emitted.code);
  }

  /**
   * A conjunction (`all`) or disjunction, evaluated left to right and
   * stopping where the interpreter stops (the first false part of an `all`,
   * the first true part of an `any`), so that facts are asked alike.
   */
  private junction(parts: readonly Condition[], all: boolean): Emitted {
    const emitted = withoutKnownGuards(
      parts.map((part) => this.condition(part)),
      all,
    );
    if (!emitted.some((part) => part.tri)) {
      if (emitted.length === 0) return bool(all ? 'true' : 'false');
      return bool(`(${emitted.map((part) => part.code).join(all ? ' && ' : ' || ')})`);
    }
    const [yes, no] = [this.helper('TRUE'), this.helper('FALSE')];
    // The options the whole can be unknown without: those of its three-valued parts, when each knows its own.
    const options = emitted.filter((part) => part.tri).map((part) => part.unknownWithout);
    const unknownWithout = options.every((known) => known !== undefined) ? [...new Set(options.flat())] : undefined;
    const identity = all ? yes : no;
    let rest = identity;
    for (let index = emitted.length - 1; index >= 0; index--) {
      const part = emitted[index] as Emitted;
      if (part.tri && rest === identity) {
        // The last three-valued part decides alone: and3(q, TRUE) and or3(q, FALSE) are q.
        rest = part.code;
        continue;
      }
      if (!part.tri) {
        rest = all ? `(${part.code} ? ${rest} : ${no})` : `(${part.code} ? ${yes} : ${rest})`;
        continue;
      }
      const q = this.temp('q');
      const after = emitted.slice(index + 1);
      let joined: string;
      if (after.some((next) => next.tri)) joined = `${this.helper(all ? 'and3' : 'or3')}(${q}, ${rest})`;
      else {
        // A two-valued rest needs no and3 or or3: and3(q, b) is b ? q : FALSE, or3(q, b) is b ? TRUE : q.
        const holds = after.map((next) => `(${next.code})`).join(all ? ' && ' : ' || ');
        joined = all ? `(${holds} ? ${q} : ${no})` : `(${holds} ? ${yes} : ${q})`;
      }
      rest = `((${q} = ${part.code}) === ${all ? no : yes} ? ${all ? no : yes} : ${joined})`;
    }
    return tri(rest, unknownWithout);
  }

  /** The entry a reference reads at its deepest level, when it is the entry itself or a field of it. */
  private entryTarget(ref: FieldRef): { scope: EntryScope; name: string } | undefined {
    const depth = depthOf(ref);
    if (depth === 0) return undefined;
    const list = listRef(ref, depth - 1);
    const name = entryFieldName(list, ref);
    return name === undefined ? undefined : { scope: this.scopeAt(depth - 1, list), name };
  }

  /** The variable holding the value of field `name` of a scope's entry ('' for the entry itself). */
  private entryValue(scope: EntryScope, name: string): string {
    const level = scope.level;
    const entry = scope.variable(
      'entry',
      `entry${level}`,
      () => `${this.helper('entryAt')}(${scope.listValue}, ${scope.index})`,
    );
    if (name === '') return entry;
    // A field of an entry that is no object is undefined: read only from an object, without a stand-in for
    // the others (a stand-in's shape would make every read of the field one more shape to tell apart).
    const record = this.entryRecord(scope);
    return scope.variable(
      `value ${name}`,
      `v${level}_${this.identifier(name)}`,
      () => `${record} ? ${JS_IDENTIFIER.test(name) ? `${entry}.${name}` : `${entry}[${literal(name)}]`} : undefined`,
    );
  }

  /** The variable saying whether a scope's entry is an object (`isRecord`), declared once per entry. */
  private entryRecord(scope: EntryScope): string {
    const entry = this.entryValue(scope, '');
    return scope.variable('record', `o${scope.level}`, () => `${this.helper('isRecord')}(${entry})`);
  }

  record(ref: FieldRef): string {
    const target = this.entryTarget(ref);
    if (target !== undefined && target.name === '') return this.entryRecord(target.scope);
    return `${this.helper('isRecord')}(${this.value(ref)})`;
  }

  private identifier(name: string): string {
    return JS_IDENTIFIER.test(name) ? name : `f${[...name].map((c) => c.charCodeAt(0).toString(16)).join('')}`;
  }

  value(ref: FieldRef): string {
    const parts = segments(ref);
    if (parts.length === 0) return 'input';
    let code = '';
    let level = 0;
    let entry: EntryScope | undefined;
    parts.forEach((part, position) => {
      if (position === 0) code = `f_${this.slotNamed(part.name).id}`;
      else if (entry !== undefined) code = this.entryValue(entry, part.name);
      else code = `${this.helper('asRecord')}(${code})[${literal(part.name)}]`;
      entry = part.each ? this.scopeAt(level, listRef(ref, level++)) : undefined;
    });
    return entry === undefined ? code : this.entryValue(entry, '');
  }

  text(ref: FieldRef): string {
    const slot = this.slot(ref);
    if (slot !== undefined) {
      slot.text = true;
      this.textsRead.add(ref);
      return `t_${slot.id}`;
    }
    const target = this.entryTarget(ref);
    if (target === undefined) return `${this.helper('textAt')}(${this.value(ref)})`;
    this.textsRead.add(ref);
    const { scope, name } = target;
    const value = this.entryValue(scope, name);
    const suffix = name === '' ? '' : `_${this.identifier(name)}`;
    return scope.variable(`text ${name}`, `t${scope.level}${suffix}`, () => this.textOf(value));
  }

  /**
   * The text of an entry's value in variable `value`: `textAt`'s common
   * case (a string that starts with a printable ASCII character; an empty
   * one has no code at 0) written out, the call kept for the rest. A
   * validator's one long function leaves V8 no budget to inline the helper
   * in a list's one pass, where it runs once per entry of every validation
   * (written out only in a pass that keeps per-entry flags, one checking
   * many rules at each entry); top-level fields, small passes and the loops
   * of rules that may fire call it, which keeps the browser bundle small.
   */
  private textOf(value: string): string {
    const textAt = this.helper('textAt');
    // Only a list's one pass runs on every validation (a rule's own loop runs when it may fire), and only one that
    // checks many rules at each entry is worth the bytes.
    const pass = this.inPass || this.inWhole ? this.passing : undefined;
    if (pass === undefined || !this.slotted.has(pass.list) || !JS_IDENTIFIER.test(value)) return `${textAt}(${value})`;
    return writtenText(value, textAt);
  }

  topAbsent(ref: FieldRef): string | undefined {
    return this.slot(ref) === undefined ? undefined : this.present(ref, false);
  }

  present(ref: FieldRef, wanted = true): string {
    const slot = this.slot(ref);
    // A top-level field whose text no condition reads: whether it reads as text, without making the text.
    if (slot !== undefined && !this.textNeeded.has(ref)) {
      slot.present = true;
      return wanted ? `h_${slot.id}` : `!h_${slot.id}`;
    }
    const target = slot === undefined ? this.entryTarget(ref) : undefined;
    if (target === undefined || this.textNeeded.has(ref))
      return `${this.text(ref)} ${wanted ? '!==' : '==='} undefined`;
    // Whether an entry's field reads as text, without making the text (a number's String) no condition reads.
    const { scope, name } = target;
    const value = this.entryValue(scope, name);
    const suffix = name === '' ? '' : `_${this.identifier(name)}`;
    const has = scope.variable(
      `present ${name}`,
      `h${scope.level}${suffix}`,
      () => `${this.helper('hasText')}(${value})`,
    );
    return wanted ? has : `!${has}`;
  }

  withText(ref: FieldRef, use: (text: string) => string, otherwise?: string): string {
    const text = this.text(ref);
    const named = JS_IDENTIFIER.test(text) ? text : this.temp('s');
    const tested = named === text ? text : `(${named} = ${text})`;
    return otherwise === undefined
      ? `(${tested} !== undefined && ${use(named)})`
      : `(${tested} === undefined ? ${otherwise} : ${use(named)})`;
  }

  date(ref: FieldRef): string {
    const slot = this.slot(ref);
    if (slot !== undefined) {
      slot.date = true;
      this.textsRead.add(ref);
      return `d_${slot.id}`;
    }
    const text = this.text(ref);
    if (JS_IDENTIFIER.test(text)) return `(${text} === undefined ? undefined : ${this.helper('parseYmd')}(${text}))`;
    const s = this.temp('s');
    return `((${s} = ${text}) === undefined ? undefined : ${this.helper('parseYmd')}(${s}))`;
  }

  withDate(ref: FieldRef, use: (date: string) => string): string {
    const date = this.date(ref);
    if (JS_IDENTIFIER.test(date)) return `(${date} !== undefined && ${use(date)})`;
    const y = this.temp('y');
    return `((${y} = ${date}) !== undefined && ${use(y)})`;
  }

  number(ref: FieldRef): string {
    const slot = this.slot(ref);
    if (slot !== undefined) {
      slot.number = true;
      return `u_${slot.id}`;
    }
    const target = this.entryTarget(ref);
    if (target === undefined) return `${this.helper('wholeNumber')}(${this.value(ref)})`;
    const { scope, name } = target;
    const value = this.entryValue(scope, name);
    const suffix = name === '' ? '' : `_${this.identifier(name)}`;
    return scope.variable(`number ${name}`, `u${scope.level}${suffix}`, () =>
      writtenWholeNumber(value, this.helper('wholeNumber')),
    );
  }

  count(ref: FieldRef): string {
    const slot = this.slot(ref);
    if (slot !== undefined) {
      slot.count = true;
      return `n_${slot.id}`;
    }
    const parts = segments(ref);
    const last = parts[parts.length - 1];
    const target = last?.each === false ? this.entryTarget(ref) : undefined;
    if (target === undefined) return `${this.helper('entryCount')}(${this.value(ref)})`;
    const { scope, name } = target;
    const value = this.entryValue(scope, name);
    return scope.variable(`count ${name}`, `n${scope.level}_${this.identifier(name)}`, () =>
      writtenCount(value, this.helper('entryCount')),
    );
  }

  helper(name: Helper): string {
    this.helpers.add(name);
    return name;
  }

  list(name: ListFact): string {
    this.usesFacts = true;
    this.lists.add(name);
    return `l_${name}`;
  }

  event(ref: FieldRef): string {
    const slot = this.slot(ref);
    if (slot === undefined) throw new Error(`generate: the event field '${ref}' is not a top-level field`);
    const text = this.text(ref);
    this.events.add(slot.id);
    const kept = `e_${slot.id}`;
    // Looked up already whenever the field has text; without text it would be FALSE (nothing asked).
    if (this.lookedHere().has(ref)) return `(${kept} === undefined ? ${this.helper('FALSE')} : ${kept})`;
    return `(${kept} !== undefined ? ${kept} : (${kept} = ${this.helper('lookUpEvent')}(${this.findings()}, ${this.facts()}, ${text})))`;
  }

  /**
   * For a part of a cut function, the event variables of `fields` (looked up
   * whenever they have text, before the part), each with its declaration
   * getting the event again from the facts, which keep it.
   */
  private gotAgain(fields: ReadonlySet<FieldRef> | undefined): ReadonlyMap<string, string> {
    const got = new Map<string, string>();
    for (const field of fields ?? []) {
      const id = (this.slot(field) as Slot).id;
      got.set(
        `e_${id}`,
        `const e_${id}: LookedUpEvent | undefined = t_${id} === undefined ? undefined : ${this.helper('lookUpEvent')}(findings, facts, t_${id});`,
      );
    }
    return got;
  }

  /** The event fields looked up whenever they have text, where the code being written runs (a pass: where it is placed). */
  private lookedHere(): ReadonlySet<FieldRef> {
    return this.lookedBefore(this.inPass || this.inWhole ? this.passing : undefined);
  }

  /** The event fields looked up whenever they have text, where `pass` runs (without a pass: where the rule is). */
  private lookedBefore(pass: Pass | undefined): ReadonlySet<FieldRef> {
    return pass?.placed === true ? pass.looked : this.eventsLooked;
  }

  keptEvent(ref: FieldRef, list: FieldRef): string | undefined {
    const slot = this.slot(ref);
    if (slot === undefined || !this.lookedBefore(this.passes.get(list)).has(ref)) return undefined;
    this.events.add(slot.id);
    return `e_${slot.id}`;
  }

  passSlots(list: FieldRef): string {
    return this.slotsOf(this.pass(list));
  }

  repeated(list: FieldRef, field: FieldRef): string | undefined {
    const scope = this.scopes[0];
    if (!this.inPass || this.passing === undefined || depthOf(list) !== 0 || scope?.list !== list) return undefined;
    const pass = this.passing;
    const target = this.entryTarget(field);
    if (target === undefined || target.scope !== scope) return undefined;
    const slots = this.slotsOf(pass);
    return scope.variable(
      `repeated ${target.name}`,
      `r0_${this.identifier(target.name)}`,
      () => `${this.helper('repeatedText')}(${slots}, ${this.text(field)})`,
    );
  }

  facts(): string {
    this.usesFacts = true;
    return 'facts';
  }

  findings(): string {
    return 'findings';
  }
}

/**
 * Whether a condition calls a function of the options (see
 * `ConditionDefinition.asks`), other than to look up an event named by one
 * of `looked` (fields whose event an earlier rule has looked up already).
 */
function asksFacts(node: Condition, looked: ReadonlySet<FieldRef>): boolean {
  if ('all' in node) return node.all.some((part) => asksFacts(part, looked));
  if ('any' in node) return node.any.some((part) => asksFacts(part, looked));
  if ('not' in node) return asksFacts(node.not, looked);
  const definition = definitionOf(node);
  const event = definition.event?.(node);
  const asks = definition.asks === true && (event === undefined || !looked.has(event));
  return asks || (definition.parts?.(node) ?? []).some((part) => asksFacts(part, looked));
}

/**
 * The fields whose text a condition needs to hold or be unknown (see
 * `ConditionDefinition.needs`): all parts' of a conjunction, the parts' in
 * common of a disjunction, none of a negation.
 */
function needed(node: Condition): FieldRef[] {
  if ('all' in node) return [...new Set(node.all.flatMap(needed))];
  if ('any' in node) {
    const [first, ...rest] = node.any.map(needed);
    return (first ?? []).filter((field) => rest.every((part) => part.includes(field)));
  }
  if ('not' in node) return [];
  return [...definitionOf(node).needs(node)];
}

/** Does the condition read the body itself and nothing in it? */
function readsBodyOnly(node: Condition): boolean {
  return (
    'test' in node &&
    definitionOf(node)
      .reads(node)
      .every((field) => field === '')
  );
}

/** Each row's constant: its id as an identifier (`R_002_01_06_surname`). */
function constantNames(ids: readonly string[]): string[] {
  const taken = new Set<string>();
  return ids.map((id) => {
    let base = `R_${id.replace(NOT_IDENTIFIER, '_')}`;
    while (base.endsWith('_')) base = base.slice(0, -1);
    let name = base;
    for (let suffix = 2; taken.has(name); suffix++) name = `${base}_${suffix}`;
    taken.add(name);
    return name;
  });
}

/** A value the validator's main function reads or computes before the rules: its name, its type, its expression. */
interface Reading {
  readonly name: string;
  readonly type: string;
  readonly init: string;
}

const reading = (name: string, type: string, init: string): Reading => ({ name, type, init });

/** The declarations of a function's temporaries (and of `found`, where a rule keeps a three-valued answer). */
function declarations(temps: Record<Temp, number>, found: boolean): string[] {
  const lines = found ? ['let found: Tri;'] : [];
  for (const prefix of TEMPS)
    for (let index = 0; index < temps[prefix]; index++) lines.push(`let ${prefix}${index}: ${TEMP_TYPES[prefix]};`);
  return lines;
}
