/**
 * The builder: writes a plan (`plan.ts`) as the statement tree of a
 * validator, with the reference interpreter's behaviour (`src/reference/`),
 * its expressions lowered where they run (`lower.ts`). It lays the rules
 * out as careful hand-written code would:
 * - each top-level list read in one pass, before the first rule that needs
 *   it: whole-list values, repeats from the texts seen, and, for each
 *   per-entry rule the pass checks, whether it may fire at any entry (or,
 *   in a pass that checks many, at which: a word of flags per entry kept in
 *   `Slots`); a per-entry rule loops over the entries only where it may;
 * - a rule skipped whole when a field its condition needs has no text, the
 *   rules after it skipped by the same test in the same block;
 * - the rules about one field under one test of how it reads, the rules
 *   where it reads as text first (`simplify.ts` settles each branch).
 */
import {
  and,
  assign,
  binary,
  call,
  conditional,
  type Expr,
  literal,
  member,
  type Name,
  name,
  not,
} from '../conditions/code.js';
import { type FieldRef, listRef, segments } from '../conditions/refs.js';
import { writtenText } from '../conditions/written.js';
import { paramsOf } from '../tables/params.js';
import { type EntryScope, FINDINGS, Lowering, type Pass, passVariable, type Slot, TEMP_TYPES, TEMPS } from './lower.js';
import { type ConditionTree, type Plan, type RulePlan, WELL_FORMED } from './plan.js';
import { assume, type Facts, fold } from './simplify.js';
import {
  comment,
  declare,
  type For,
  type Group,
  local,
  namesIn,
  type Parameter,
  returns,
  type Stmt,
  statement,
  when,
} from './tree.js';
import { usualFirst } from './usual.js';

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

/** `return findings.result();`: where the validator stops. */
const RESULT = returns(call(member(FINDINGS, 'result')));

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

/** A run of per-entry rules as it is built: its pass, and the keys of the flags already among `fired`. */
type Run = EntryRun & { readonly pass: Pass; readonly keys: Set<string> };

/** The builder of one validator's statements (see the module's comment). */
class Builder {
  private readonly lowering: Lowering;
  private usesFound = false;
  private flags = 0;
  private readonly head: Stmt[] = [];
  private readonly body: Group[] = [];
  /** The block of the last rule when a guard skips it (by the guard's key): the next rule with the same guard goes into it. */
  private guarded: { readonly key: string; readonly body: Stmt[]; readonly group: Group } | undefined;
  /** The top-level field all the rules of a group are about (`rule.at`), by group; `undefined` for a group of no one field. */
  private readonly about = new Map<Group, FieldRef | undefined>();
  private readonly entryRuns: Run[] = [];
  private openRun: Run | undefined;

  constructor(private readonly plan: Plan) {
    this.lowering = new Lowering(plan);
  }

  build(): BuiltValidator {
    const checks = new Map([...this.plan.shared.values()].map(({ name, code }) => [name, this.lowering.lower(code)]));
    for (const rule of this.plan.rules) this.rule(rule);
    for (const pass of this.lowering.passes.values()) this.fillPass(pass);
    const written = namesIn([
      ...this.body.flatMap((group) => group.body),
      ...this.entryRuns.flatMap((run) => run.statements),
      ...[...checks.values()].map((check) => statement(check)),
    ]);
    const events = [
      ...this.lowering.events,
      ...[...this.plan.keptEvents].map((field) => (this.lowering.slot(field) as Slot).id),
    ];
    return {
      head: this.head,
      body: this.byField(this.body, checks),
      readings: (writtenOut) => this.readings(writtenOut, checks),
      events: [...new Set(events)].map((id) => declare('let', `e_${id}`, undefined, 'LookedUpEvent | undefined')),
      temps: [
        ...(written.has(WELL_FORMED)
          ? [declare('const', WELL_FORMED, this.lowering.helper('NATIVE_WELL_FORMED'), 'boolean')]
          : []),
        ...(this.usesFound ? [declare('let', 'found', undefined, 'Tri')] : []),
        ...TEMPS.flatMap((prefix) =>
          Array.from({ length: this.lowering.maxTemps[prefix] }, (_, index) =>
            declare('let', `${prefix}${index}`, undefined, TEMP_TYPES[prefix]),
          ),
        ),
      ],
      given: new Map(
        [...this.lowering.passes.values()].flatMap((pass) =>
          pass.slots === undefined
            ? []
            : [[pass.slots.name, statement(call(this.lowering.helper('giveSlots'), pass.slots))] as const],
        ),
      ),
      checks,
      entryRuns: this.entryRuns.map(({ pass, keys: _keys, ...run }) => ({
        ...run,
        variables: pass.variables.map(({ name: variable, type }): Parameter => [variable, type]),
      })),
      flags: [...this.lowering.passes.values()].flatMap((pass) => pass.constants),
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
    for (const slot of this.lowering.slots) {
      const value = name(`f_${slot.id}`);
      const text = name(`t_${slot.id}`);
      bind(value.name, 'unknown', member(name('body'), slot.name));
      if (slot.text || slot.date)
        bind(
          text.name,
          'string | undefined',
          writtenOut
            ? writtenText(value, this.lowering.helper('textAt'), {
                usual: this.allowedTexts(slot.name),
                numberText: slot.number ? this.lowering.helper('numberText') : undefined,
              })
            : call(this.lowering.helper('textAt'), value),
        );
      if (slot.present) bind(`h_${slot.id}`, 'boolean', call(this.lowering.helper('hasText'), value));
      if (slot.date)
        bind(
          `d_${slot.id}`,
          'number | undefined',
          conditional(
            binary('===', text, literal(undefined)),
            literal(undefined),
            call(this.lowering.helper('parseYmd'), text),
          ),
        );
      if (slot.count) bind(`n_${slot.id}`, 'number', call(this.lowering.helper('entryCount'), value));
      if (slot.number) bind(`u_${slot.id}`, 'number | undefined', call(this.lowering.helper('wholeNumber'), value));
    }
    for (const list of this.lowering.lists)
      bind(`l_${list}`, 'Membership | undefined', member(member(name('facts'), 'lists'), list));
    for (const [check, code] of checks) bind(check, 'boolean', code);
    return bindings;
  }

  /** The fixed list of texts the first row about a top-level field that names one accepts (its `allowed` param), else none. */
  private allowedTexts(field: string): readonly string[] {
    for (const { rule } of this.plan.rules) {
      const allowed = rule.at === field ? paramsOf(rule)?.allowed : undefined;
      if (allowed !== undefined && 'value' in allowed && Array.isArray(allowed.value))
        return allowed.value.filter((text) => typeof text === 'string');
    }
    return [];
  }

  /** The statements of one rule: its guard, its loops over entries, its condition, and what a finding does. */
  private rule(plan: RulePlan): void {
    this.lowering.looked = plan.looked;
    const { rule, depth, id } = plan;
    for (const list of plan.passes) {
      this.openRun = undefined;
      this.body.push(this.lowering.pass(list).group);
      this.guarded = undefined;
    }
    const flag = plan.flag === undefined ? undefined : this.flagInPass(plan);
    this.lowering.resetTemps();
    this.lowering.heading = plan.head;
    let checks: Stmt[];
    if (depth === 0) checks = this.check(plan);
    else if (flag?.slot !== undefined) checks = this.slotLoop(plan, flag.slot);
    else checks = this.loops(plan, 0);
    this.lowering.heading = false;
    // Worth skipping whole: a rule that loops or asks a fact, when a text its condition needs is absent,
    // or where its usual-false test holds.
    const tested = [
      ...plan.skipWithout.map((field) => binary('!==', this.lowering.text(field), literal(undefined))),
      ...(plan.usualFalse === undefined ? [] : [not(this.lowering.lower(plan.usualFalse))]),
      ...(flag === undefined ? [] : [flag.guard]),
    ];
    const source = [
      comment(`${id} · ${rule.parameter === '' ? '(body)' : rule.parameter}: ${rule.source.replaceAll('\n', ' ')}`),
      ...checks,
    ];
    this.lowering.recordTemps();
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
    const field = depth === 0 && this.lowering.slot(rule.at) !== undefined ? rule.at : undefined;
    // Consecutive rules skipped under the same test share it (the event rules of a page).
    const key = guard === undefined ? undefined : JSON.stringify(guard);
    if (key === undefined || guard === undefined) {
      this.guarded = undefined;
      const group = this.lowering.group(source, plan.looked);
      this.about.set(group, field);
      this.body.push(group);
    } else if (this.guarded?.key === key) {
      this.guarded.body.push(...source);
      if (this.about.get(this.guarded.group) !== field) this.about.set(this.guarded.group, undefined);
    } else {
      const body = [...source];
      const group = this.lowering.group([when(guard, body)], plan.looked);
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
      const slot = field === undefined ? undefined : this.lowering.slot(field);
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
        call: this.lowering.group([], this.lowering.looked),
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
    const condition = this.lowering.condition(plan.when);
    const params = this.params(plan);
    const path = depth === 0 ? (params === undefined ? [] : [literal(undefined)]) : [this.path(rule.at)];
    const chosen = this.reportedOf(plan);
    const extra = params === undefined ? [] : [params];
    const add = call(member(FINDINGS, 'add'), chosen, ...path, ...extra);
    const report = rule.halts === true ? [statement(add), RESULT] : [when(not(add), [RESULT])];
    // A hole that gave no issue stands for all the holes after it.
    const otherwise = depth > 0 ? [this.skipHoles(this.lowering.scopeAt(depth - 1))] : [];
    const need = statement(assign(member(FINDINGS, 'need'), literal('')));
    const found = local('found');
    // A warning is never listed as unchecked (`Findings.skip`): it is reported when its condition holds, and that is all.
    if (condition.tri && depth === 0 && rule.halts !== true && rule.severity === 'warning')
      return [when(and(binary('===', condition.code, this.lowering.helper('TRUE')), not(add)), [RESULT])];
    if (condition.tri && depth === 0 && rule.halts !== true) {
      this.usesFound = true;
      // A rule that does not hold (the usual case) needs nothing more; one left unchecked needs no params.
      const given =
        params === undefined
          ? []
          : [conditional(binary('===', found, this.lowering.helper('TRUE')), params, literal(undefined))];
      const decided = and(
        binary('!==', assign(found, condition.code), this.lowering.helper('FALSE')),
        not(call(member(FINDINGS, 'decide'), found, chosen, ...given)),
      );
      return [need, when(decided, [RESULT])];
    }
    if (!condition.tri)
      return [otherwise.length === 0 ? when(condition.code, report) : when(condition.code, report, otherwise)];
    this.usesFound = true;
    const unchecked = when(binary('===', found, this.lowering.helper('UNKNOWN')), [
      statement(call(member(FINDINGS, 'skip'), name(constant))),
    ]);
    return [
      need,
      statement(assign(found, condition.code)),
      when(binary('===', found, this.lowering.helper('TRUE')), report, [unchecked, ...otherwise]),
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
      const condition = this.lowering.condition(plan.cases[index] as ConditionTree);
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
      return call(this.lowering.helper('lengthLimit'), literal(max.value), this.lowering.text(length.length));
    return {
      kind: 'object',
      entries: Object.entries(spec).map(([key, source]): [string, Expr] => {
        if ('value' in source) return [key, literal(source.value)];
        if ('length' in source)
          return [key, call(this.lowering.helper('codePoints'), this.lowering.text(source.length))];
        if ('count' in source) return [key, this.lowering.count(source.count)];
        return [key, call(this.lowering.helper('eventMaxCharities'), this.lowering.event(source.eventMaxCharities))];
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
    const scope = this.lowering.entryScope(level, listRef(plan.rule.at, level));
    const inner = this.lowering.at(scope, () => this.loops(plan, level + 1));
    // A hole that gave no issue stands for all the holes after it; an inner loop that did not fire skips them itself.
    const skip = level < plan.depth - 1 ? [this.skipHoles(scope)] : [];
    return [this.forEntries(level, scope.count, [...scope.declarations, ...inner, ...skip])];
  }

  /** The statement that jumps a loop past the run of holes it is at (its common case written out: an entry the list holds). */
  private skipHoles(scope: EntryScope): Stmt {
    const { index, listValue: list } = scope;
    return when(and(call(member(name('Array'), 'isArray'), list), not(binary('in', index, list))), [
      statement(assign(index, call(this.lowering.helper('holesAfter'), list, index, FINDINGS))),
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
    const pass = this.lowering.pass(top);
    // The rule's condition written into the pass, at the entries in reach.
    const flag = (): PassFlag => {
      this.lowering.resetTemps();
      const condition = this.lowering.condition(plan.when);
      const statements = pass.statements.get(listRef(rule.at, depth - 1)) as Stmt[];
      if (plan.flag === 'slot') {
        const without = condition.unknownWithout;
        const slot = this.slotFlag(pass, constant, condition.tri, without?.length === 1 ? without[0] : undefined);
        const word = local('f0');
        const set = (bit: Name) => [statement(assign(word, bit, '|='))];
        if (!condition.tri) statements.push(when(condition.code, set(slot.bit)));
        else {
          const q = this.lowering.temp('q');
          statements.push(
            when(binary('===', assign(q, condition.code), this.lowering.helper('TRUE')), set(slot.bit), [
              when(binary('===', q, this.lowering.helper('UNKNOWN')), set(slot.unknown as Name)),
            ]),
          );
        }
        this.lowering.recordTemps();
        const bits = slot.unknown === undefined ? slot.bit : binary('|', slot.bit, slot.unknown);
        const flags = local(`a${pass.plan.id}`);
        return { guard: binary('!==', binary('&', flags, bits), 0), slot, pass, fired: binary('!==', flags, 0) };
      }
      const flag = local(`m${this.flags++}`);
      pass.variables.push(passVariable(flag.name, 'boolean', literal(false)));
      // Unknown may fire too (as an unchecked entry): the rule loops then.
      const test = condition.tri ? binary('!==', condition.code, this.lowering.helper('FALSE')) : condition.code;
      statements.push(when(test, [statement(assign(flag, literal(true)))]));
      this.lowering.recordTemps();
      return { guard: flag, slot: undefined, pass, fired: flag };
    };
    const first = this.lowering.passScope(pass, top, 0);
    return this.lowering.inPassAt(pass, [first], () =>
      depth === 2 ? this.lowering.at(this.lowering.passScope(pass, listRef(rule.at, 1), 1), flag) : flag(),
    );
  }

  /**
   * The next bits of a pass's per-entry flag word, for the rule of constant
   * `constant` (`R_…`) whose condition may (`tri`) be unknown: named after it,
   * `F_…` where it holds and `U_…` where it is unknown.
   */
  private slotFlag(pass: Pass, constant: string, tri: boolean, need: string | undefined): SlotFlag {
    this.lowering.slotsOf(pass);
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
      const scope = this.lowering.entryScope(0, pass.plan.list);
      const written = this.lowering.at(scope, write);
      return [...scope.declarations, written];
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
      const asked = atEntry(() => statement(assign(local('found'), this.lowering.condition(plan.when).code)));
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
        statement(call(this.lowering.helper('keepSlot'), pass.slots as Name, word, first, scope.index)),
      ]);
      const entry = [...(pass.statements.get(scope.list) ?? []), ...inner];
      // The pass that checks rules at each entry does so for the usual entry first.
      const usual = top ? usualFirst(scope, entry, this.lowering.helper('isWrongType')) : undefined;
      return this.forEntries(scope.level, scope.count, [
        ...(top ? [declare('let', word.name, literal(0)), declare('const', first.name, scope.index)] : []),
        ...(usual ?? [...scope.declarations, ...entry]),
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

  /** The path of an issue at `at`, with the current entries' indices. */
  private path(at: FieldRef): Expr {
    let level = 0;
    return {
      kind: 'array',
      items: segments(at).flatMap((part) =>
        part.each ? [literal(part.name), this.lowering.scopeAt(level++).index] : [literal(part.name)],
      ),
    };
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

/**
 * The constant of a row's message case `index` (from 0), beside the row's
 * own constant `name`.
 * @example caseName('R_002_01_06_surname', 0) // 'R_002_01_06_surname_case1'
 */
export function caseName(constant: string, index: number): string {
  return `${constant}_case${index + 1}`;
}
