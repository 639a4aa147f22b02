/**
 * The lowering of a plan's trees (`plan.ts`) where the code being built
 * runs: each reading an emitter asked for resolved into the variable that
 * holds it there (a top-level field's, declared before the rules; an
 * entry's, declared at the top of its loop; a list pass's), each condition
 * joined as the interpreter evaluates it (two- or three-valued, stopping
 * where it stops, without the tests its earlier parts settle), a check the
 * rows share read from its variable, a question asked in a list's pass
 * that reads no entry asked once before the loop. The builder (`build.ts`)
 * says where the code runs: at which entries, in which pass.
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
import { entryFieldsRead } from '../tables/reading.js';
import { JS_IDENTIFIER } from './patterns.js';
import type { ConditionTree, FieldPlan, PassPlan, Plan } from './plan.js';
import { declare, type Group, local, mapExpr, type Stmt, statement, when } from './tree.js';

/** The kinds of temporary variable, with their types: a truth value, a text, a date. */
export const TEMP_TYPES = { q: 'Tri', s: 'string | undefined', y: 'number | undefined' } as const;
/** A kind of temporary variable. */
export type Temp = keyof typeof TEMP_TYPES;
/** The kinds of temporary variable, in the order they are declared. */
export const TEMPS = Object.keys(TEMP_TYPES) as Temp[];
const noTemps = (): Record<Temp, number> => ({ q: 0, s: 0, y: 0 });

/** `findings`, the name of the validation's `Findings` in every function of rules. */
export const FINDINGS = name('findings');

/** A top-level field, and which of its readings the rules ask for. */
export interface Slot extends FieldPlan {
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
 * body (each made once, when first asked for).
 */
export class EntryScope {
  readonly declarations: Stmt[] = [];
  /** The key of each declaration (`'entry'`, `'record'`, `'value charityResourceId'`, `'text charityResourceId'`…), in order. */
  readonly keys: string[] = [];
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

  /**
   * The variable declared under `key`, if any.
   * @example scope.named('text charityResourceId') // t0_charityResourceId
   */
  named(key: string): Name | undefined {
    return this.names.get(key);
  }

  /**
   * A variable of this entry, declared once as `initial()`.
   * @example scope.variable('record', 'o0', () => call(isRecord, entry))
   */
  variable(key: string, identifier: string, initial: () => Expr): Name {
    let known = this.names.get(key);
    if (known === undefined) {
      const value = initial();
      known = local(identifier);
      this.names.set(key, known);
      this.declarations.push(declare('const', identifier, value));
      this.keys.push(key);
    }
    return known;
  }
}

/** A variable a list's pass sets: what a function of the rules after it takes as a parameter of that type. */
export interface PassVariable {
  readonly name: string;
  readonly type: string;
  readonly declaration: Stmt;
}

/**
 * A pass variable declared with `let` (`const` when it is set once, before the loop).
 * @example passVariable('m0', 'boolean', literal(false))
 */
export const passVariable = (
  variable: string,
  type: string,
  initial: Expr,
  keyword: 'let' | 'const' = 'let',
): PassVariable => ({ name: variable, type, declaration: declare(keyword, variable, initial) });

/** The one pass over a top-level list, as it is built. */
export interface Pass {
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

/** The lowering of one validator's trees (see the module's comment). */
export class Lowering {
  readonly slots: Slot[];
  /** The lookup lists the rules read, in the order first read. */
  readonly lists = new Set<ListFact>();
  /** The top-level fields whose event the validator looks up, by slot id. */
  readonly events = new Set<string>();
  readonly passes = new Map<FieldRef, Pass>();
  /** The temporaries of the code being built, and the most any rule or pass needed. */
  readonly temps = noTemps();
  readonly maxTemps = noTemps();
  /** The event fields looked up, whenever they have text, before the rule being built. */
  looked: ReadonlySet<FieldRef> = new Set();
  /** True while the head rule is built (its checks are not shared: it runs before the readings). */
  heading = false;
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
  private hoisted = 0;
  /** What a guard's reading stands for while its `use` is built (the variable holding the text or date). */
  private readonly substituted = new Map<Expr, Expr>();

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

  /**
   * `build()` with `scope` the entry in reach at its level (and none deeper).
   * @example lowering.at(scope, () => this.loops(plan, level + 1))
   */
  at<T>(scope: EntryScope, build: () => T): T {
    this.scopes[scope.level] = scope;
    try {
      return build();
    } finally {
      this.scopes.length = scope.level;
    }
  }

  /**
   * `build()` in `pass`, at the entries of `scopes` (its loops' scopes).
   * @example lowering.inPassAt(pass, [lowering.passScope(pass, 'items', 0)], () => lowering.condition(tree))
   */
  inPassAt<T>(pass: Pass, scopes: EntryScope[], build: () => T): T {
    const outer = this.scopes;
    this.scopes = scopes;
    this.inPass = true;
    this.passing = pass;
    try {
      return build();
    } finally {
      this.inPass = false;
      this.passing = undefined;
      this.scopes = outer;
    }
  }

  /**
   * A new scope for the entries of `list` at `level`, its list read where the code being built runs.
   * @example lowering.entryScope(0, 'items')
   */
  entryScope(level: number, list: FieldRef): EntryScope {
    return new EntryScope(level, list, this.value(list), this.count(list));
  }

  /**
   * A group of statements, with the events looked up before it (see `Group.settled`).
   * @example lowering.group(statements, rule.looked)
   */
  group(body: Stmt[], looked: ReadonlySet<FieldRef>): Group {
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

  /**
   * The pass over top-level list `list`, made when first asked for.
   * @example lowering.pass('charitySplits').group
   */
  pass(list: FieldRef): Pass {
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

  /**
   * The loop scope of the pass over `list` at `level`, made when first asked for.
   * @example lowering.passScope(pass, 'charitySplits', 0)
   */
  passScope(pass: Pass, list: FieldRef, level: number): EntryScope {
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

  /**
   * The `Slots` variable of a pass, declared (with the word of the flags of all entries) when first asked for.
   * @example lowering.slotsOf(pass) // S0
   */
  slotsOf(pass: Pass): Name {
    if (pass.slots === undefined) {
      pass.slots = local(`S${pass.plan.id}`);
      pass.variables.push(
        passVariable(pass.slots.name, 'Slots', call(this.helper('takeSlots')), 'const'),
        passVariable(`a${pass.plan.id}`, 'number', literal(0)),
      );
    }
    return pass.slots;
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

  /**
   * Starts the temporaries of a new rule (or of a pass's part of it) from none.
   * @example lowering.resetTemps();
   */
  resetTemps(): void {
    Object.assign(this.temps, noTemps());
  }

  /**
   * Keeps the count of each kind of temporary the code built since `resetTemps` used, when the most yet.
   * @example lowering.recordTemps();
   */
  recordTemps(): void {
    for (const prefix of TEMPS) this.maxTemps[prefix] = Math.max(this.maxTemps[prefix], this.temps[prefix]);
  }

  /**
   * The entry in reach at `level` (of `list`, when given); throws where there is none.
   * @example lowering.scopeAt(0).index // i0
   */
  scopeAt(level: number, list?: FieldRef): EntryScope {
    const scope = this.scopes[level];
    if (scope === undefined)
      throw new Error(`generate: a field reference needs entry level ${level} outside a loop over it`);
    if (list !== undefined && scope.list !== list)
      throw new Error(`generate: '${list}[]' is read inside a loop over '${scope.list}'`);
    this.local = true;
    return scope;
  }

  /**
   * A new temporary of the rule being built.
   * @example lowering.temp('q') // q0
   */
  temp(prefix: Temp): Name {
    this.local = true;
    return local(`${prefix}${this.temps[prefix]++}`);
  }

  /**
   * A runtime helper's name, imported by the module.
   * @example lowering.helper('TRUE')
   */
  helper(helper: Helper): Name {
    return { kind: 'name', name: helper, helper: true };
  }

  /**
   * The slot of a top-level, single-valued field reference, else `undefined`.
   * @example lowering.slot('title')?.id // 'title'
   */
  slot(ref: FieldRef): Slot | undefined {
    const parts = segments(ref);
    const [first] = parts;
    return parts.length === 1 && first !== undefined && !first.each ? this.slotNamed(first.name) : undefined;
  }

  private slotNamed(field: string): Slot {
    const slot = this.slots.find((candidate) => candidate.name === field);
    if (slot === undefined) throw new Error(`generate: field '${field}' is not among the table's fields`);
    return slot;
  }

  /**
   * `expr` with its readings resolved where the code being built runs.
   * @example lowering.lower(plan.shared.get(key).code)
   */
  lower(expr: Expr): Expr {
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
   * @example lowering.condition(rule.when).code
   */
  condition(tree: ConditionTree): Emitted {
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

  /**
   * A field's raw value where the code being built runs ('' is the body).
   * @example lowering.value('charitySplits') // f_charitySplits
   */
  value(ref: FieldRef): Expr {
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

  /**
   * A field's text where the code being built runs (`undefined` when it does not read as text).
   * @example lowering.text('surname') // t_surname
   */
  text(ref: FieldRef): Expr {
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

  /**
   * A repeating field's entry count where the code being built runs.
   * @example lowering.count('charitySplits') // n_charitySplits
   */
  count(ref: FieldRef): Expr {
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
   * @example lowering.event('eventResourceId')
   */
  event(ref: FieldRef): Expr {
    const slot = this.slot(ref);
    if (slot === undefined) throw new Error(`generate: the event field '${ref}' is not a top-level field`);
    const text = this.text(ref);
    this.events.add(slot.id);
    const kept = name(`e_${slot.id}`);
    const pass = this.inPass || this.inWhole ? this.passing : undefined;
    const looked = pass?.plan.looked ?? this.looked;
    if (looked.has(ref)) return conditional(binary('===', kept, literal(undefined)), this.helper('FALSE'), kept);
    return conditional(
      binary('!==', kept, literal(undefined)),
      kept,
      assign(kept, call(this.helper('lookUpEvent'), FINDINGS, name('facts'), text)),
    );
  }
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
