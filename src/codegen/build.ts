/**
 * The builder: writes a plan (`plan.ts`) as the statement tree of a
 * validator, with the reference interpreter's behaviour (`src/reference/`).
 * It resolves each reading an emitter asked for into the variable that
 * holds it where the code runs (a top-level field's, an entry's, a list
 * pass's), joins conditions as the interpreter evaluates them (two- or
 * three-valued, stopping where it stops), and lays the rules out:
 * - the top-level fields read once, in the table's reading order, and their
 *   text, date or entry count once where a rule needs them;
 * - each top-level list read in one pass, before the first rule that needs
 *   it: whole-list values, repeats from the texts seen, and, for each
 *   per-entry rule the pass checks, whether it may fire at any entry (or,
 *   in a pass that checks many, at which: a word of flags per entry kept in
 *   `Slots`); a per-entry rule loops over the entries only where it may;
 * - a rule skipped whole when a field its condition needs has no text, the
 *   rules after it skipped by the same test in the same block;
 * - a check several rows share computed once, before the rules.
 */
import {
  and,
  assign,
  binary,
  call,
  conditional,
  type Expr,
  type Guard,
  literal,
  member,
  type Name,
  name,
  not,
  or,
  type Reading,
  type Repeated,
} from '../conditions/code.js';
import { bool, type Emitted, type Helper, tri } from '../conditions/define.js';
import { depthOf, entryFieldName, type FieldRef, listRef, segments } from '../conditions/refs.js';
import { writtenCount, writtenText, writtenWholeNumber } from '../conditions/written.js';
import type { ListFact } from '../facts/types.js';
import { paramsOf } from '../tables/params.js';
import { entryFieldsRead } from '../tables/reading.js';
import { JS_IDENTIFIER } from './patterns.js';
import type { ConditionTree, FieldPlan, PassPlan, Plan, RulePlan } from './plan.js';
import { assume, type Facts, fold } from './simplify.js';
import {
  comment,
  declare,
  type For,
  type Group,
  local,
  mapExpr,
  type Parameter,
  returns,
  type Stmt,
  statement,
  when,
} from './tree.js';

/** A value the validator's main function reads or computes before the rules: its name, its type, its expression. */
export interface Binding {
  readonly name: string;
  readonly type: string;
  readonly init: Expr;
}

/**
 * Per-entry rules a pass flagged, built in a row: `call` is the group where
 * they stand, which holds them, or (see `entryFunctions` of `parts.ts`) a
 * call of a function of their own when one of `fired` (the pass's flags
 * for them) says one of them fires.
 */
export interface EntryRun {
  /** The pass's list and the variables it sets, with their types: what a function of the rules takes. */
  readonly list: FieldRef;
  readonly variables: readonly Parameter[];
  readonly statements: Stmt[];
  readonly call: Group;
  readonly fired: Expr[];
}

/** A validator's statement tree, and what its module declares around it. */
export interface BuiltValidator {
  /** The statements before the readings: a first rule that halts on the body alone. */
  readonly head: readonly Stmt[];
  /** The passes and the rules, in order, each a group that a cut may not split. */
  readonly body: readonly Group[];
  /** The readings before the rules, with `textAt`'s common case written out when `writtenOut`. */
  readings(writtenOut: boolean): Binding[];
  /** The declarations of the event variables. */
  readonly events: readonly Stmt[];
  /** The declarations of the temporaries the rules share (`let found: Tri;`, `let q0: Tri;`). */
  readonly temps: readonly Stmt[];
  /** The statements that give a pass's `Slots` back, by the variable they give back. */
  readonly given: ReadonlyMap<string, Stmt>;
  /** The checks rows share, by their variable, with their expressions. */
  readonly checks: ReadonlyMap<string, Expr>;
  readonly entryRuns: readonly EntryRun[];
  /** The named bits of the per-entry flag words, with their values. */
  readonly flags: readonly (readonly [name: string, bit: number])[];
}

/**
 * The statement tree of the validator `plan` describes.
 * @example buildValidator(planValidator(accountRules)).body.length
 */
export function buildValidator(plan: Plan): BuiltValidator {
  return new Builder(plan).build();
}

/** The kinds of temporary variable, with their types: a truth value, a text, a date. */
const TEMP_TYPES = { q: 'Tri', s: 'string | undefined', y: 'number | undefined' } as const;
type Temp = keyof typeof TEMP_TYPES;
const TEMPS = Object.keys(TEMP_TYPES) as Temp[];
const noTemps = (): Record<Temp, number> => ({ q: 0, s: 0, y: 0 });

/** What a top-level field's readings are made of, as the rules ask for them. */
interface Slot extends FieldPlan {
  text: boolean;
  /** Whether a condition asks only whether the field reads as text (`h_…`), no condition reading its text. */
  present: boolean;
  date: boolean;
  count: boolean;
  number: boolean;
}

/** `findings`, the name of the validation's `Findings` in every function of rules. */
const FINDINGS = name('findings');
/** `return findings.result();`: where the validator stops. */
const RESULT = returns(call(member(FINDINGS, 'result')));

/**
 * The entry of a repeating level that a loop is at: its list, its index
 * variable, and the readings of the entry declared at the top of the loop
 * body (each made once, when first asked for).
 */
class EntryScope {
  readonly declarations: Stmt[] = [];
  private readonly names = new Map<string, Name>();

  constructor(
    readonly level: number,
    /** The list's field reference, e.g. `charitySplits` or `charitySplits[].customCodes`. */
    readonly list: FieldRef,
    /** The list's value, outside the loop. */
    readonly listValue: Expr,
    /** The list's entry count, outside the loop. */
    readonly count: Expr,
  ) {}

  get index(): Name {
    return local(`i${this.level}`);
  }

  /** A variable of this entry, declared once as `initial()`. */
  variable(key: string, identifier: string, initial: () => Expr): Name {
    let known = this.names.get(key);
    if (known === undefined) {
      const value = initial();
      known = local(identifier);
      this.names.set(key, known);
      this.declarations.push(declare('const', identifier, value));
    }
    return known;
  }
}

/** A variable a list's pass sets: what a function of the rules after it takes as a parameter of that type. */
interface PassVariable {
  readonly name: string;
  readonly type: string;
  readonly declaration: Stmt;
}

/** A pass variable declared with `let` (`const` when it is set once, before the loop). */
const passVariable = (name: string, type: string, initial: Expr, keyword: 'let' | 'const' = 'let'): PassVariable => ({
  name,
  type,
  declaration: declare(keyword, name, initial),
});

/** The one pass over a top-level list, as it is built. */
interface Pass {
  readonly plan: PassPlan;
  /** The loop over the list's entries, and loops over lists inside each entry, by list reference. */
  readonly scopes: Map<FieldRef, EntryScope>;
  /** Statements of each loop, by list reference. */
  readonly statements: Map<FieldRef, Stmt[]>;
  /** The variables the pass sets, with their declarations and types. */
  readonly variables: PassVariable[];
  /** Where the pass goes: before the first rule that needs it. */
  readonly group: Group;
  /** The bits of the per-entry flag word given to rules so far. */
  bits: number;
  /** The pass's `Slots` variable, once a rule keeps per-entry flags or a field's texts in it. */
  slots: Name | undefined;
  /** The named bits of the per-entry flag word, with their values. */
  readonly constants: [name: string, bit: number][];
}

/**
 * A per-entry rule its pass flags in its per-entry flag word: the rule's
 * own loop then visits the entries kept there only, and reads nothing but
 * what its issue's params need (at an unknown entry, what the condition
 * needs, to learn the option it misses).
 */
interface SlotFlag {
  readonly pass: Pass;
  /** The constant of the rule's bit (`F_…`): set where the rule holds. */
  readonly bit: Name;
  /** The constant of its bit for unknown (`U_…`); `undefined` for a condition that cannot be unknown. */
  readonly unknown: Name | undefined;
  /** The one option the condition can be unknown without, when it is one: then nothing is asked again. */
  readonly need: string | undefined;
}

/** What the pass gives a per-entry rule: the test that the rule may fire at some entry, and its slot flag if any. */
interface PassFlag {
  readonly guard: Expr;
  readonly slot: SlotFlag | undefined;
  readonly pass: Pass;
  /** What the pass's flag for this rule is when the rule fires at some entry (`a0 !== 0`, `m0`). */
  readonly fired: Expr;
}

/** The builder of one validator (see the module's comment). */
class Builder {
  private readonly slots: Slot[];
  private readonly lists = new Set<ListFact>();
  /** The top-level fields whose event the validator looks up, by slot id. */
  private readonly events = new Set<string>();
  private readonly passes = new Map<FieldRef, Pass>();
  /** The whole-list values already written into their pass. */
  private readonly wholesWritten = new Set<string>();
  /** The entry scopes in reach, by repeating level. */
  private scopes: EntryScope[] = [];
  /** Whether the check being built reads an entry, a pass's value or a temporary. */
  private local = false;
  private inPass = false;
  private inWhole = false;
  /** The pass a check is being built into. */
  private passing: Pass | undefined;
  /** The rule being built. */
  private current: RulePlan | undefined;
  /** True while the head rule is built (its checks are not shared: it runs before the readings). */
  private heading = false;
  private usesFound = false;
  private readonly temps = noTemps();
  /** The temporaries the validator needs: the most any rule or pass needed. */
  private readonly maxTemps = noTemps();
  private flags = 0;
  private hoisted = 0;
  /** What a guard's reading stands for while its `then` is built (the variable holding the text or date). */
  private readonly substituted = new Map<Expr, Expr>();
  private readonly head: Stmt[] = [];
  private readonly body: Group[] = [];
  /** The block of the last rule when a guard skips it (by the guard's key): the next rule with the same guard goes into it. */
  private guarded: { readonly key: string; readonly body: Stmt[]; readonly group: Group } | undefined;
  /** The top-level field all the rules of a group are about (`rule.at`), by group; `undefined` for a group of no one field. */
  private readonly about = new Map<Group, FieldRef | undefined>();
  private readonly entryRuns: (EntryRun & { readonly pass: Pass; readonly keys: Set<string> })[] = [];
  private openRun: (EntryRun & { readonly pass: Pass; readonly keys: Set<string> }) | undefined;

  constructor(private readonly plan: Plan) {
    this.slots = plan.fields.map((field) => ({
      ...field,
      text: false,
      present: false,
      date: false,
      count: false,
      number: false,
    }));
  }

  build(): BuiltValidator {
    const checks = new Map([...this.plan.shared.values()].map(({ name, code }) => [name, this.lower(code)]));
    for (const rule of this.plan.rules) this.rule(rule);
    for (const pass of this.passes.values()) this.fillPass(pass);
    const events = [...this.events, ...[...this.plan.keptEvents].map((field) => (this.slot(field) as Slot).id)];
    return {
      head: this.head,
      body: this.byField(this.body, checks),
      readings: (writtenOut) => this.readings(writtenOut, checks),
      events: [...new Set(events)].map((id) => declare('let', `e_${id}`, undefined, 'LookedUpEvent | undefined')),
      temps: [
        ...(this.usesFound ? [declare('let', 'found', undefined, 'Tri')] : []),
        ...TEMPS.flatMap((prefix) =>
          Array.from({ length: this.maxTemps[prefix] }, (_, index) =>
            declare('let', `${prefix}${index}`, undefined, TEMP_TYPES[prefix]),
          ),
        ),
      ],
      given: new Map(
        [...this.passes.values()].flatMap((pass) =>
          pass.slots === undefined
            ? []
            : [[pass.slots.name, statement(call(this.helper('giveSlots'), pass.slots))] as const],
        ),
      ),
      checks,
      entryRuns: this.entryRuns.map(({ pass, keys: _keys, ...run }) => ({
        ...run,
        variables: pass.variables.map(({ name: variable, type }): Parameter => [variable, type]),
      })),
      flags: [...this.passes.values()].flatMap((pass) => pass.constants),
    };
  }

  /**
   * The top-level fields, read once, in the table's reading order, and what
   * is derived from them; their text with `textAt`'s common case written out
   * when `writtenOut`. Then the lookup lists, then the shared checks.
   */
  private readings(writtenOut: boolean, checks: ReadonlyMap<string, Expr>): Binding[] {
    const bindings: Binding[] = [];
    const bind = (name: string, type: string, init: Expr) => bindings.push({ name, type, init });
    for (const slot of this.slots) {
      const value = name(`f_${slot.id}`);
      const text = name(`t_${slot.id}`);
      bind(value.name, 'unknown', member(name('body'), slot.name));
      if (slot.text || slot.date)
        bind(
          text.name,
          'string | undefined',
          writtenOut ? writtenText(value, this.helper('textAt')) : call(this.helper('textAt'), value),
        );
      if (slot.present) bind(`h_${slot.id}`, 'boolean', call(this.helper('hasText'), value));
      if (slot.date)
        bind(
          `d_${slot.id}`,
          'number | undefined',
          conditional(binary('===', text, literal(undefined)), literal(undefined), call(this.helper('parseYmd'), text)),
        );
      if (slot.count) bind(`n_${slot.id}`, 'number', call(this.helper('entryCount'), value));
      if (slot.number) bind(`u_${slot.id}`, 'number | undefined', call(this.helper('wholeNumber'), value));
    }
    for (const list of this.lists)
      bind(`l_${list}`, 'Membership | undefined', member(member(name('facts'), 'lists'), list));
    for (const [check, code] of checks) bind(check, 'boolean', code);
    return bindings;
  }

  /** The statements of one rule: its guard, its loops over entries, its condition, and what a finding does. */
  private rule(plan: RulePlan): void {
    this.current = plan;
    const { rule, depth, id } = plan;
    for (const list of plan.passes) {
      this.openRun = undefined;
      this.body.push(this.pass(list).group);
      this.guarded = undefined;
    }
    const flag = plan.flag === undefined ? undefined : this.flagInPass(plan);
    this.resetTemps();
    this.heading = plan.head;
    let checks: Stmt[];
    if (depth === 0) checks = this.check(plan);
    else if (flag?.slot !== undefined) checks = this.slotLoop(plan, flag.slot);
    else checks = this.loops(plan, 0);
    this.heading = false;
    // Worth skipping whole: a rule that loops or asks a fact, when a text its condition needs is absent.
    const tested = [
      ...plan.skipWithout.map((field) => binary('!==', this.text(field), literal(undefined))),
      ...(flag === undefined ? [] : [flag.guard]),
    ];
    const source = [
      comment(`${id} · ${rule.parameter === '' ? '(body)' : rule.parameter}: ${rule.source.replaceAll('\n', ' ')}`),
      ...checks,
    ];
    for (const prefix of TEMPS) this.maxTemps[prefix] = Math.max(this.maxTemps[prefix], this.temps[prefix]);
    const guard = tested.length === 0 ? undefined : and(...tested);
    if (plan.head && guard === undefined) {
      this.head.push(...source);
      return;
    }
    if (flag !== undefined) {
      this.entryRule(flag, guard as Expr, source);
      return;
    }
    this.openRun = undefined;
    const field = depth === 0 && this.slot(rule.at) !== undefined ? rule.at : undefined;
    // Consecutive rules skipped without the same texts share one test (the event rules of a page).
    const key = guard === undefined ? undefined : JSON.stringify(guard);
    if (key === undefined || guard === undefined) {
      this.guarded = undefined;
      const group = this.group(source, plan.looked);
      this.about.set(group, field);
      this.body.push(group);
    } else if (this.guarded?.key === key) {
      this.guarded.body.push(...source);
      if (this.about.get(this.guarded.group) !== field) this.about.set(this.guarded.group, undefined);
    } else {
      const body = [...source];
      const group = this.group([when(guard, body)], plan.looked);
      this.about.set(group, field);
      this.body.push(group);
      this.guarded = { key, body, group };
    }
  }

  /**
   * The body with each run of rules about one top-level field (in a row)
   * under one test of how the field reads, as careful hand-written code
   * would: where it reads as text (the common, valid path) first, then
   * where it does not; in each branch the rules as that settles them, those
   * that cannot fire there left out, in table order.
   */
  private byField(body: readonly Group[], checks: ReadonlyMap<string, Expr>): Group[] {
    const grouped: Group[] = [];
    // A shared check a branch settles is its value there (`c0` is false where its field has no text).
    const settling = (facts: Facts): Facts => {
      const values = new Map(facts.values);
      for (const [check, code] of checks) {
        const folded = fold(code, facts);
        if (folded.kind === 'literal') values.set(check, folded);
      }
      return { ...facts, values };
    };
    for (let index = 0; index < body.length; ) {
      const first = body[index] as Group;
      const field = this.about.get(first);
      let end = index + 1;
      while (field !== undefined && end < body.length && this.about.get(body[end] as Group) === field) end++;
      const run = body.slice(index, end);
      index = end;
      const slot = field === undefined ? undefined : this.slot(field);
      if (slot === undefined || run.length < 2 || !(slot.text || slot.present)) {
        grouped.push(...run);
        continue;
      }
      const text = `t_${slot.id}`;
      const has = `h_${slot.id}`;
      const [test, reads, absent]: [Expr, Facts, Facts] = slot.text
        ? [
            binary('!==', name(text), literal(undefined)),
            { defined: new Set([text]), values: new Map() },
            {
              defined: new Set(),
              values: new Map<string, Expr>([
                [text, literal(undefined)],
                ...(slot.date ? [[`d_${slot.id}`, literal(undefined)] as const] : []),
              ]),
            },
          ]
        : [
            name(has),
            { defined: new Set(), values: new Map([[has, literal(true)]]) },
            { defined: new Set(), values: new Map([[has, literal(false)]]) },
          ];
      const rules = (facts: Facts) => run.flatMap((group) => firing(assume(group.body, settling(facts))));
      const otherwise = rules(absent);
      grouped.push({ ...first, body: [when(test, rules(reads), otherwise.length === 0 ? undefined : otherwise)] });
    }
    return grouped;
  }

  /** A group of statements, with the events looked up before it (see `Group.settled`). */
  private group(body: Stmt[], looked: ReadonlySet<FieldRef>): Group {
    const settled = new Map<string, Stmt>();
    for (const field of looked) {
      const { id } = this.slot(field) as Slot;
      const text = name(`t_${id}`);
      settled.set(
        `e_${id}`,
        declare(
          'const',
          `e_${id}`,
          conditional(
            binary('===', text, literal(undefined)),
            literal(undefined),
            call(this.helper('lookUpEvent'), FINDINGS, name('facts'), text),
          ),
          'LookedUpEvent | undefined',
        ),
      );
    }
    return { kind: 'group', body, settled };
  }

  /** Adds a per-entry rule a pass flagged to the run of them being built, or starts one. */
  private entryRule(flag: PassFlag, guard: Expr, source: Stmt[]): void {
    this.guarded = undefined;
    let run = this.openRun;
    if (run === undefined || run.pass !== flag.pass) {
      const pass = flag.pass;
      run = {
        pass,
        list: pass.plan.list,
        variables: [],
        statements: [],
        call: this.group([], (this.current as RulePlan).looked),
        fired: [],
        keys: new Set(),
      };
      this.entryRuns.push(run);
      this.openRun = run;
      this.body.push(run.call);
    }
    const key = JSON.stringify(flag.fired);
    if (!run.keys.has(key)) {
      run.keys.add(key);
      run.fired.push(flag.fired);
    }
    run.statements.push(when(guard, source));
  }

  /** The condition check of a rule at the current entries, and its report. */
  private check(plan: RulePlan): Stmt[] {
    const { rule, depth, name: constant } = plan;
    const condition = this.condition(plan.when);
    const params = this.params(plan);
    const path = depth === 0 ? (params === undefined ? [] : [literal(undefined)]) : [this.path(rule.at)];
    const chosen = this.reportedOf(plan);
    const extra = params === undefined ? [] : [params];
    const add = call(member(FINDINGS, 'add'), chosen, ...path, ...extra);
    const report = rule.halts === true ? [statement(add), RESULT] : [when(not(add), [RESULT])];
    // A hole that gave no issue stands for all the holes after it.
    const otherwise = depth > 0 ? [this.skipHoles(this.scopes[depth - 1] as EntryScope)] : [];
    const need = statement(assign(member(FINDINGS, 'need'), literal('')));
    const found = local('found');
    if (condition.tri && depth === 0 && rule.halts !== true) {
      this.usesFound = true;
      // A rule that does not hold (the usual case) needs nothing more.
      const decided = and(
        binary('!==', assign(found, condition.code), this.helper('FALSE')),
        not(call(member(FINDINGS, 'decide'), found, chosen, ...extra)),
      );
      return [need, when(decided, [RESULT])];
    }
    if (!condition.tri)
      return [otherwise.length === 0 ? when(condition.code, report) : when(condition.code, report, otherwise)];
    this.usesFound = true;
    const unchecked = when(binary('===', found, this.helper('UNKNOWN')), [
      statement(call(member(FINDINGS, 'skip'), name(constant))),
    ]);
    return [
      need,
      statement(assign(found, condition.code)),
      when(binary('===', found, this.helper('TRUE')), report, [unchecked, ...otherwise]),
    ];
  }

  /**
   * What a rule that holds reports at the current entries: its constant, or
   * for a row with message cases the constant of the first case whose
   * condition holds, else the row's. Built where the issue is added, so that
   * a rule that does not hold computes nothing.
   */
  private reportedOf(plan: RulePlan): Expr {
    const cases = plan.rule.cases ?? [];
    let chosen: Expr = name(plan.name);
    for (let index = cases.length - 1; index >= 0; index--) {
      const condition = this.condition(plan.cases[index] as ConditionTree);
      chosen = conditional(condition.code, name(caseName(plan.name, index)), chosen);
    }
    return chosen;
  }

  /**
   * The params of the rule's issues (`paramsOf`) as an expression over the
   * readings at the current entries, or `undefined` when it has none.
   */
  private params(plan: RulePlan): Expr | undefined {
    const spec = paramsOf(plan.rule);
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
      return call(this.helper('lengthLimit'), literal(max.value), this.text(length.length));
    return {
      kind: 'object',
      entries: Object.entries(spec).map(([key, source]): [string, Expr] => {
        if ('value' in source) return [key, literal(source.value)];
        if ('length' in source) return [key, call(this.helper('codePoints'), this.text(source.length))];
        if ('count' in source) return [key, this.count(source.count)];
        return [key, call(this.helper('eventMaxCharities'), this.event(source.eventMaxCharities))];
      }),
    };
  }

  /** `for (let i = 0, e = count; i < e; i++)` at `level`. */
  private forEntries(level: number, count: Expr, body: readonly Stmt[]): For {
    const index = local(`i${level}`);
    const end = local(`e${level}`);
    return {
      kind: 'for',
      init: [
        [index.name, literal(0)],
        [end.name, count],
      ],
      test: binary('<', index, end),
      update: { kind: 'increment', target: index },
      body,
    };
  }

  /** The loops of a per-entry rule, from `level` in. */
  private loops(plan: RulePlan, level: number): Stmt[] {
    if (level === plan.depth) return this.check(plan);
    const list = listRef(plan.rule.at, level);
    const scope = new EntryScope(level, list, this.value(list), this.count(list));
    this.scopes[level] = scope;
    let inner: Stmt[];
    try {
      inner = this.loops(plan, level + 1);
    } finally {
      this.scopes.length = level;
    }
    // A hole that gave no issue stands for all the holes after it; an inner loop that did not fire skips them itself.
    const skip = level < plan.depth - 1 ? [this.skipHoles(scope)] : [];
    return [this.forEntries(level, scope.count, [...scope.declarations, ...inner, ...skip])];
  }

  /** The statement that jumps a loop past the run of holes it is at (its common case written out: an entry the list holds). */
  private skipHoles(scope: EntryScope): Stmt {
    const { index, listValue: list } = scope;
    return when(and(call(member(name('Array'), 'isArray'), list), not(binary('in', index, list))), [
      statement(assign(index, call(this.helper('holesAfter'), list, index, FINDINGS))),
    ]);
  }

  /**
   * A per-entry rule its pass checks: its condition written into the pass at
   * every entry, setting its bit of the entry's flag word (`SlotFlag`) or the
   * list's flag for it where it holds (or is unknown).
   */
  private flagInPass(plan: RulePlan): PassFlag {
    const { rule, depth, name: constant } = plan;
    const top = listRef(rule.at, 0);
    const pass = this.pass(top);
    const outer = this.scopes;
    this.scopes = [this.passScope(pass, top, 0)];
    if (depth === 2) this.scopes.push(this.passScope(pass, listRef(rule.at, 1), 1));
    this.inPass = true;
    this.passing = pass;
    try {
      this.resetTemps();
      const condition = this.condition(plan.when);
      const statements = pass.statements.get(listRef(rule.at, depth - 1)) as Stmt[];
      if (plan.flag === 'slot') {
        const without = condition.unknownWithout;
        const slot = this.slotFlag(pass, constant, condition.tri, without?.length === 1 ? without[0] : undefined);
        const word = local('f0');
        const set = (bit: Name) => [statement(assign(word, bit, '|='))];
        if (!condition.tri) statements.push(when(condition.code, set(slot.bit)));
        else {
          const q = this.temp('q');
          statements.push(
            when(binary('===', assign(q, condition.code), this.helper('TRUE')), set(slot.bit), [
              when(binary('===', q, this.helper('UNKNOWN')), set(slot.unknown as Name)),
            ]),
          );
        }
        this.recordTemps();
        const bits = slot.unknown === undefined ? slot.bit : binary('|', slot.bit, slot.unknown);
        const flags = local(`a${pass.plan.id}`);
        return { guard: binary('!==', binary('&', flags, bits), 0), slot, pass, fired: binary('!==', flags, 0) };
      }
      const flag = local(`m${this.flags++}`);
      pass.variables.push(passVariable(flag.name, 'boolean', literal(false)));
      // Unknown may fire too (as an unchecked entry): the rule loops then.
      const test = condition.tri ? binary('!==', condition.code, this.helper('FALSE')) : condition.code;
      statements.push(when(test, [statement(assign(flag, literal(true)))]));
      this.recordTemps();
      return { guard: flag, slot: undefined, pass, fired: flag };
    } finally {
      this.inPass = false;
      this.passing = undefined;
      this.scopes = outer;
    }
  }

  /** The `Slots` variable of a pass, declared (with the word of the flags of all entries) when first asked for. */
  private slotsOf(pass: Pass): Name {
    if (pass.slots === undefined) {
      pass.slots = local(`S${pass.plan.id}`);
      pass.variables.push(
        passVariable(pass.slots.name, 'Slots', call(this.helper('takeSlots')), 'const'),
        passVariable(`a${pass.plan.id}`, 'number', literal(0)),
      );
    }
    return pass.slots;
  }

  /**
   * The next bits of a pass's per-entry flag word, for the rule of constant
   * `constant` (`R_…`) whose condition may (`tri`) be unknown: named after it,
   * `F_…` where it holds and `U_…` where it is unknown.
   */
  private slotFlag(pass: Pass, constant: string, tri: boolean, need: string | undefined): SlotFlag {
    this.slotsOf(pass);
    const named = (prefix: string) => {
      const bit = `${prefix}${constant.slice(2)}`;
      pass.constants.push([bit, 1 << pass.bits++]);
      return name(bit);
    };
    const bit = named('F_');
    return { pass, bit, unknown: tri ? named('U_') : undefined, need };
  }

  /**
   * The loop of a per-entry rule whose entries the pass kept (`SlotFlag`):
   * an issue at each index of each kept entry where the rule holds (every
   * hole of a run alike), the rule unchecked where it is unknown; the entry
   * is read again only for the params.
   */
  private slotLoop(plan: RulePlan, slot: SlotFlag): Stmt[] {
    const { pass, bit, unknown, need } = slot;
    const slots = pass.slots as Name;
    const kept = local('k0');
    const at = (array: string) =>
      ({ kind: 'cast', expr: { kind: 'index', object: member(slots, array), index: kept }, type: 'number' }) as const;
    /** Statements at the kept entry `i0`: what `write` asks of it, read first. */
    const atEntry = (write: () => Stmt): Stmt[] => {
      const scope = new EntryScope(0, pass.plan.list, this.value(pass.plan.list), this.count(pass.plan.list));
      this.scopes[0] = scope;
      try {
        const written = write();
        return [...scope.declarations, written];
      } finally {
        this.scopes.length = 0;
      }
    };
    const added = atEntry(() => {
      const params = this.params(plan);
      const chosen = this.reportedOf(plan);
      const add = call(
        member(FINDINGS, 'add'),
        chosen,
        this.path(plan.rule.at),
        ...(params === undefined ? [] : [params]),
      );
      return when(not(add), [RESULT]);
    });
    const index = local('i0');
    const last = local('z0');
    const fire: For = {
      kind: 'for',
      init: [
        [index.name, at('first')],
        [last.name, at('last')],
      ],
      test: binary('<=', index, last),
      update: { kind: 'increment', target: index },
      body: added,
    };
    const word = local('g0');
    const has = (flag: Name) => binary('!==', binary('&', word, flag), 0);
    let body: Stmt;
    if (unknown === undefined) body = when(has(bit), [fire]);
    else if (need !== undefined)
      body = when(
        has(bit),
        [fire],
        [when(has(unknown), [statement(call(member(FINDINGS, 'skip'), name(plan.name), literal(need)))])],
      );
    else {
      // Unknown for one of several options: the condition, asked again at the entry, records the one it misses.
      const asked = atEntry(() => statement(assign(local('found'), this.condition(plan.when).code)));
      this.usesFound = true;
      body = when(
        has(bit),
        [fire],
        [
          when(has(unknown), [
            declare('const', index.name, at('first')),
            statement(assign(member(FINDINGS, 'need'), literal(''))),
            ...asked,
            statement(call(member(FINDINGS, 'skip'), name(plan.name))),
          ]),
        ],
      );
    }
    return [
      {
        kind: 'for',
        init: [[kept.name, literal(0)]],
        test: binary('<', kept, member(slots, 'count')),
        update: { kind: 'increment', target: kept },
        body: [declare('const', word.name, at('flags')), body],
      },
    ];
  }

  /** The pass over top-level list `list`, made when first asked for. */
  private pass(list: FieldRef): Pass {
    let pass = this.passes.get(list);
    if (pass === undefined) {
      const plan = this.plan.passes.get(list);
      if (plan === undefined) throw new Error(`generate: no pass over '${list}' was planned`);
      pass = {
        plan,
        scopes: new Map(),
        statements: new Map(),
        variables: [],
        group: this.group([], plan.looked),
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
      for (const field of entryFieldsRead(this.plan.table, list)) this.entryValue(scope, field);
    }
    return scope;
  }

  /** Writes a pass into its group: its variables, then one loop over the list (and loops over the lists of each entry). */
  private fillPass(pass: Pass): void {
    const outer = pass.scopes.get(pass.plan.list);
    if (outer === undefined || pass.variables.length === 0) return;
    const flagged = pass.bits > 0;
    const word = local('f0');
    const first = local('b0');
    const loop = (scope: EntryScope): For => {
      const top = scope.level === 0 && flagged;
      const inner = [...pass.scopes.values()].filter((other) => other.level === scope.level + 1).map(loop);
      const flags = local(`a${pass.plan.id}`);
      // An entry where a rule fires is kept, with the rules (a run of holes as one entry).
      const keep = when(binary('!==', word, 0), [
        statement(assign(flags, word, '|=')),
        statement(call(this.helper('keepSlot'), pass.slots as Name, word, first, scope.index)),
      ]);
      return this.forEntries(scope.level, scope.count, [
        ...(top ? [declare('let', word.name, literal(0)), declare('const', first.name, scope.index)] : []),
        ...scope.declarations,
        ...(pass.statements.get(scope.list) ?? []),
        ...inner,
        this.skipHoles(scope),
        ...(top ? [keep] : []),
      ]);
    };
    pass.group.body.push(
      comment(`The one pass over ${pass.plan.list}: whole-list values, and which per-entry rules may fire.`),
      ...pass.variables.map((variable) => variable.declaration),
      loop(outer),
    );
  }

  /** Writes a whole-list value into its pass, where the code built first reads it. */
  private wholeValue(variable: string): void {
    const whole = this.plan.wholes.get(variable);
    if (whole === undefined || this.wholesWritten.has(variable)) return;
    this.wholesWritten.add(variable);
    const pass = this.pass(whole.list);
    const outer = { scopes: this.scopes, temps: { ...this.temps }, local: this.local, passing: this.passing };
    this.scopes = [this.passScope(pass, whole.list, 0)];
    this.inWhole = true;
    this.passing = pass;
    this.resetTemps();
    try {
      const condition = whole.when === undefined ? undefined : this.condition(whole.when);
      const update = statement(this.lower(whole.update));
      pass.variables.push(passVariable(variable, whole.type, whole.initial));
      (pass.statements.get(whole.list) as Stmt[]).push(
        condition === undefined ? update : when(condition.code, [update]),
      );
      this.recordTemps();
    } finally {
      this.inWhole = false;
      this.passing = outer.passing;
      this.scopes = outer.scopes;
      this.local = outer.local;
      Object.assign(this.temps, outer.temps);
    }
  }

  private resetTemps(): void {
    Object.assign(this.temps, noTemps());
  }

  private recordTemps(): void {
    for (const prefix of TEMPS) this.maxTemps[prefix] = Math.max(this.maxTemps[prefix], this.temps[prefix]);
  }

  /** The path of an issue at `at`, with the current entries' indices. */
  private path(at: FieldRef): Expr {
    let level = 0;
    return {
      kind: 'array',
      items: segments(at).flatMap((part) =>
        part.each ? [literal(part.name), this.scopeAt(level++).index] : [literal(part.name)],
      ),
    };
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

  private temp(prefix: Temp): Name {
    this.local = true;
    return local(`${prefix}${this.temps[prefix]++}`);
  }

  private helper(helper: Helper): Name {
    return { kind: 'name', name: helper, helper: true };
  }

  /** The slot of a top-level, single-valued field reference, else `undefined`. */
  private slot(ref: FieldRef): Slot | undefined {
    const parts = segments(ref);
    const [first] = parts;
    return parts.length === 1 && first !== undefined && !first.each ? this.slotNamed(first.name) : undefined;
  }

  private slotNamed(field: string): Slot {
    const slot = this.slots.find((candidate) => candidate.name === field);
    if (slot === undefined) throw new Error(`generate: field '${field}' is not among the table's fields`);
    return slot;
  }

  /** `expr` with its readings resolved where the code being built runs. */
  private lower(expr: Expr): Expr {
    return mapExpr(expr, (node) => {
      const known = this.substituted.get(node);
      if (known !== undefined) return known;
      switch (node.kind) {
        case 'name':
          if (node.local === true) {
            this.local = true;
            this.wholeValue(node.name);
          }
          return node;
        case 'reading':
          return this.resolve(node);
        case 'guard':
          return this.guard(node);
        case 'repeated':
          return this.repeated(node);
        default:
          return undefined;
      }
    });
  }

  /** What a reading is where the code being built runs. */
  private resolve(reading: Reading): Expr {
    const { ref } = reading;
    switch (reading.of) {
      case 'value':
        return this.value(ref);
      case 'record':
        return this.record(ref);
      case 'text':
        return this.text(ref);
      case 'has':
        return this.present(ref, reading.wanted !== false);
      case 'date':
        return this.date(ref);
      case 'number':
        return this.number(ref);
      case 'count':
        return this.count(ref);
      case 'index':
        return this.scopeAt(depthOf(ref), ref).index;
      case 'list':
        this.lists.add(ref as ListFact);
        return name(`l_${ref}`);
      case 'event':
        return this.event(ref);
      case 'slots':
        this.local = true;
        return this.slotsOf(this.pass(ref));
    }
  }

  /** A guard: its `then` where its reading is there, the reading in a temporary when it is no variable. */
  private guard(guard: Guard): Expr {
    const value = this.resolve(guard.reading);
    const named = value.kind === 'name' ? value : this.temp(guard.reading.of === 'date' ? 'y' : 's');
    this.substituted.set(guard.reading, named);
    let then: Expr;
    try {
      then = this.lower(guard.use);
    } finally {
      this.substituted.delete(guard.reading);
    }
    if (guard.needless === true && named === value && guard.otherwise === undefined) return then;
    const tested = named === value ? value : assign(named, value);
    if (guard.otherwise === undefined) return and(binary('!==', tested, literal(undefined)), then);
    return conditional(binary('===', tested, literal(undefined)), this.lower(guard.otherwise), then);
  }

  /** In the one pass over the list: whether the entry's text repeats an earlier one's, from the texts seen. */
  private repeated(node: Repeated): Expr {
    const scope = this.scopes[0];
    const pass = this.passing;
    if (!this.inPass || pass === undefined || depthOf(node.list) !== 0 || scope?.list !== node.list)
      return this.lower(node.otherwise);
    const target = this.entryTarget(node.field);
    if (target === undefined || target.scope !== scope) return this.lower(node.otherwise);
    const slots = this.slotsOf(pass);
    return scope.variable(`repeated ${target.name}`, `r0_${identifier(target.name)}`, () =>
      call(this.helper('repeatedText'), slots, this.text(node.field)),
    );
  }

  /**
   * A condition's code at the current entries: junctions joined as the
   * interpreter evaluates them, each named condition's readings resolved, a
   * check the rows share read from its variable.
   */
  private condition(tree: ConditionTree): Emitted {
    if (tree.kind === 'all' || tree.kind === 'any')
      return this.junction(
        tree.parts.map((part) => this.condition(part)),
        tree.kind === 'all',
      );
    if (tree.kind === 'not') {
      const inner = this.condition(tree.part);
      return inner.tri ? tri(call(this.helper('not3'), inner.code), inner.unknownWithout) : bool(not(inner.code));
    }
    const outer = this.local;
    this.local = false;
    const code = this.lower(tree.code);
    // In a pass, a question that reads no entry has the same answer at every entry: asked once, before the loop.
    if (tree.tri && this.inPass && !this.local && this.passing !== undefined) {
      const variable = `p${this.hoisted++}`;
      this.passing.variables.push(passVariable(variable, 'Tri', code, 'const'));
      this.local ||= outer;
      return tri(local(variable), tree.unknownWithout);
    }
    this.local ||= outer;
    const shared = tree.tri || this.heading ? undefined : this.plan.shared.get(tree.key);
    if (shared !== undefined) return bool(name(shared.name));
    return { code, tri: tree.tri, unknownWithout: tree.unknownWithout };
  }

  /**
   * A conjunction (`all`) or disjunction, evaluated left to right and
   * stopping where the interpreter stops (the first false part of an `all`,
   * the first true part of an `any`), so that facts are asked alike.
   */
  private junction(parts: readonly Emitted[], all: boolean): Emitted {
    const emitted = withoutKnownGuards(parts, all);
    const codes = emitted.map((part) => part.code);
    if (!emitted.some((part) => part.tri)) return bool(all ? and(...codes) : or(...codes));
    const [yes, no] = [this.helper('TRUE'), this.helper('FALSE')];
    // The options the whole can be unknown without: those of its three-valued parts, when each knows its own.
    const options = emitted.filter((part) => part.tri).map((part) => part.unknownWithout);
    const unknownWithout = options.every((known) => known !== undefined) ? [...new Set(options.flat())] : undefined;
    const identity = all ? yes : no;
    let rest: Expr = identity;
    for (let index = emitted.length - 1; index >= 0; index--) {
      const part = emitted[index] as Emitted;
      if (part.tri && rest === identity) {
        // The last three-valued part decides alone: and3(q, TRUE) and or3(q, FALSE) are q.
        rest = part.code;
        continue;
      }
      if (!part.tri) {
        rest = all ? conditional(part.code, rest, no) : conditional(part.code, yes, rest);
        continue;
      }
      const q = this.temp('q');
      const after = emitted.slice(index + 1);
      let joined: Expr;
      if (after.some((next) => next.tri)) joined = call(this.helper(all ? 'and3' : 'or3'), q, rest);
      else {
        // A two-valued rest needs no and3 or or3: and3(q, b) is b ? q : FALSE, or3(q, b) is b ? TRUE : q.
        const holds = after.map((next) => next.code);
        joined = all ? conditional(and(...holds), q, no) : conditional(or(...holds), yes, q);
      }
      const settles = all ? no : yes;
      rest = conditional(binary('===', assign(q, part.code), settles), settles, joined);
    }
    return tri(rest, unknownWithout);
  }

  /** The entry a reference reads at its deepest level, when it is the entry itself or a field of it. */
  private entryTarget(ref: FieldRef): { scope: EntryScope; name: string } | undefined {
    const depth = depthOf(ref);
    if (depth === 0) return undefined;
    const list = listRef(ref, depth - 1);
    const field = entryFieldName(list, ref);
    return field === undefined ? undefined : { scope: this.scopeAt(depth - 1, list), name: field };
  }

  /** The variable holding the value of field `field` of a scope's entry ('' for the entry itself). */
  private entryValue(scope: EntryScope, field: string): Name {
    const level = scope.level;
    const entry = scope.variable('entry', `entry${level}`, () =>
      call(this.helper('entryAt'), scope.listValue, scope.index),
    );
    if (field === '') return entry;
    // A field of an entry that is no object is undefined: read only from an object, without a stand-in for
    // the others (a stand-in's shape would make every read of the field one more shape to tell apart).
    const record = this.entryRecord(scope);
    return scope.variable(`value ${field}`, `v${level}_${identifier(field)}`, () =>
      conditional(record, member(entry, field), literal(undefined)),
    );
  }

  /** The variable saying whether a scope's entry is an object (`isRecord`), declared once per entry. */
  private entryRecord(scope: EntryScope): Name {
    const entry = this.entryValue(scope, '');
    return scope.variable('record', `o${scope.level}`, () => call(this.helper('isRecord'), entry));
  }

  private record(ref: FieldRef): Expr {
    const target = this.entryTarget(ref);
    if (target !== undefined && target.name === '') return this.entryRecord(target.scope);
    return call(this.helper('isRecord'), this.value(ref));
  }

  private value(ref: FieldRef): Expr {
    const parts = segments(ref);
    if (parts.length === 0) return name('input');
    let code: Expr = name('input');
    let level = 0;
    let entry: EntryScope | undefined;
    parts.forEach((part, position) => {
      if (position === 0) code = name(`f_${this.slotNamed(part.name).id}`);
      else if (entry !== undefined) code = this.entryValue(entry, part.name);
      else code = member(call(this.helper('asRecord'), code), part.name);
      entry = part.each ? this.scopeAt(level, listRef(ref, level++)) : undefined;
    });
    return entry === undefined ? code : this.entryValue(entry, '');
  }

  private text(ref: FieldRef): Expr {
    const slot = this.slot(ref);
    if (slot !== undefined) {
      slot.text = true;
      return name(`t_${slot.id}`);
    }
    const target = this.entryTarget(ref);
    if (target === undefined) return call(this.helper('textAt'), this.value(ref));
    const { scope, name: field } = target;
    const value = this.entryValue(scope, field);
    const suffix = field === '' ? '' : `_${identifier(field)}`;
    return scope.variable(`text ${field}`, `t${scope.level}${suffix}`, () => this.textOf(value));
  }

  /**
   * The text of an entry's value in variable `value`: `textAt`'s common
   * case written out in a list's pass that keeps per-entry flags (one that
   * checks many rules at each entry, on every validation, where a
   * validator's long function leaves V8 no budget to inline the helper);
   * elsewhere the call, which keeps the browser bundle small.
   */
  private textOf(value: Name): Expr {
    const textAt = this.helper('textAt');
    const pass = this.inPass || this.inWhole ? this.passing : undefined;
    return pass?.plan.slotted === true ? writtenText(value, textAt) : call(textAt, value);
  }

  private present(ref: FieldRef, wanted: boolean): Expr {
    const slot = this.slot(ref);
    const needed = this.plan.textNeeded.has(ref);
    // A top-level field whose text no condition reads: whether it reads as text, without making the text.
    if (slot !== undefined && !needed) {
      slot.present = true;
      return wanted ? name(`h_${slot.id}`) : not(name(`h_${slot.id}`));
    }
    const target = slot === undefined ? this.entryTarget(ref) : undefined;
    if (target === undefined || needed) return binary(wanted ? '!==' : '===', this.text(ref), literal(undefined));
    // Whether an entry's field reads as text, without making the text (a number's String) no condition reads.
    const { scope, name: field } = target;
    const value = this.entryValue(scope, field);
    const suffix = field === '' ? '' : `_${identifier(field)}`;
    const has = scope.variable(`present ${field}`, `h${scope.level}${suffix}`, () =>
      call(this.helper('hasText'), value),
    );
    return wanted ? has : not(has);
  }

  private date(ref: FieldRef): Expr {
    const slot = this.slot(ref);
    if (slot !== undefined) {
      slot.date = true;
      return name(`d_${slot.id}`);
    }
    const text = this.text(ref);
    const named = text.kind === 'name' ? text : this.temp('s');
    const tested = named === text ? text : assign(named, text);
    return conditional(
      binary('===', tested, literal(undefined)),
      literal(undefined),
      call(this.helper('parseYmd'), named),
    );
  }

  private number(ref: FieldRef): Expr {
    const slot = this.slot(ref);
    if (slot !== undefined) {
      slot.number = true;
      return name(`u_${slot.id}`);
    }
    const target = this.entryTarget(ref);
    if (target === undefined) return call(this.helper('wholeNumber'), this.value(ref));
    const { scope, name: field } = target;
    const value = this.entryValue(scope, field);
    const suffix = field === '' ? '' : `_${identifier(field)}`;
    return scope.variable(`number ${field}`, `u${scope.level}${suffix}`, () =>
      writtenWholeNumber(value, this.helper('wholeNumber')),
    );
  }

  private count(ref: FieldRef): Expr {
    const slot = this.slot(ref);
    if (slot !== undefined) {
      slot.count = true;
      return name(`n_${slot.id}`);
    }
    const parts = segments(ref);
    const target = parts[parts.length - 1]?.each === false ? this.entryTarget(ref) : undefined;
    if (target === undefined) return call(this.helper('entryCount'), this.value(ref));
    const { scope, name: field } = target;
    const value = this.entryValue(scope, field);
    return scope.variable(`count ${field}`, `n${scope.level}_${identifier(field)}`, () =>
      writtenCount(value, this.helper('entryCount')),
    );
  }

  /**
   * The event a top-level field names: from its variable where it has been
   * looked up (whenever the field has text) before the code being built
   * runs, else looked up there, once, and kept.
   */
  private event(ref: FieldRef): Expr {
    const slot = this.slot(ref);
    if (slot === undefined) throw new Error(`generate: the event field '${ref}' is not a top-level field`);
    const text = this.text(ref);
    this.events.add(slot.id);
    const kept = name(`e_${slot.id}`);
    const pass = this.inPass || this.inWhole ? this.passing : undefined;
    const looked = pass?.plan.looked ?? (this.current as RulePlan).looked;
    if (looked.has(ref)) return conditional(binary('===', kept, literal(undefined)), this.helper('FALSE'), kept);
    return conditional(
      binary('!==', kept, literal(undefined)),
      kept,
      assign(kept, call(this.helper('lookUpEvent'), FINDINGS, name('facts'), text)),
    );
  }
}

/** Whether a statement only resets the missing option (`findings.need = '';`), as each three-valued rule starts. */
function resetsNeed(stmt: Stmt): boolean {
  return (
    stmt.kind === 'expression' &&
    stmt.expr.kind === 'assign' &&
    stmt.expr.target.kind === 'member' &&
    stmt.expr.target.property === 'need'
  );
}

/**
 * Rules' statements (each rule's comment, then its code) without the rules
 * left with nothing to do, inside blocks too.
 */
function firing(stmts: readonly Stmt[]): Stmt[] {
  const kept: Stmt[] = [];
  let rule: Stmt[] = [];
  const close = () => {
    if (rule.some((stmt) => stmt.kind !== 'comment' && !resetsNeed(stmt))) kept.push(...rule);
    rule = [];
  };
  for (const stmt of stmts) {
    if (stmt.kind === 'comment') close();
    if (stmt.kind === 'if') {
      const yes = firing(stmt.yes);
      const no = stmt.no === undefined ? [] : firing(stmt.no);
      if (yes.length > 0 || no.length > 0) rule.push({ ...stmt, yes, no: no.length === 0 ? undefined : no });
    } else rule.push(stmt);
  }
  close();
  return kept;
}

/** Whether `code` is `name !== undefined` (`===` when not `all`): the test that settles `name` for the parts after it. */
function settledName(code: Expr, all: boolean): string | undefined {
  if (code.kind !== 'binary' || code.op !== (all ? '!==' : '===')) return undefined;
  const { left, right } = code;
  return left.kind === 'name' && right.kind === 'literal' && right.value === undefined ? left.name : undefined;
}

/**
 * `code` without its test that `settled` holds a value: `settled !== undefined && X`
 * and `settled === undefined ? FALSE : X` are `X`, and so inside a `!`.
 */
function unguarded(code: Expr, settled: string): Expr {
  if (code.kind === 'unary' && code.op === '!') return not(unguarded(code.operand, settled));
  if (code.kind === 'logical' && code.op === '&&' && settledName(code.parts[0] as Expr, true) === settled)
    return and(...code.parts.slice(1));
  if (
    code.kind === 'conditional' &&
    settledName(code.test, false) === settled &&
    code.yes.kind === 'name' &&
    code.yes.name === 'FALSE'
  )
    return code.no;
  return code;
}

/**
 * The parts of a junction without the tests its earlier parts settle: in an
 * `all`, a part after `t !== undefined` (in an `any`, after
 * `t === undefined`) runs only when `t` holds a value, so a later part's
 * own test of it goes.
 */
function withoutKnownGuards(parts: readonly Emitted[], all: boolean): Emitted[] {
  const known = new Set<string>();
  return parts.map((part) => {
    let code = part.code;
    for (const settled of known) code = unguarded(code, settled);
    const settles = part.tri ? undefined : settledName(code, all);
    if (settles !== undefined) known.add(settles);
    return code === part.code ? part : { ...part, code };
  });
}

/** A field name as part of an identifier: itself, or its characters' codes. */
function identifier(field: string): string {
  return JS_IDENTIFIER.test(field) ? field : `f${[...field].map((c) => c.charCodeAt(0).toString(16)).join('')}`;
}

/**
 * The constant of a row's message case `index` (from 0), beside the row's
 * own constant `name`.
 * @example caseName('R_002_01_06_surname', 0) // 'R_002_01_06_surname_case1'
 */
export function caseName(constant: string, index: number): string {
  return `${constant}_case${index + 1}`;
}
