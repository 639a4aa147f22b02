/**
 * The analysis of a rule table, before any code is built: each row's
 * condition written once, as a tree whose readings are still unresolved
 * (`Reading` of src/conditions/code.ts), and what the validator's shape
 * follows from:
 * - the reading plan: the top-level fields in the table's reading order,
 *   and which are read as text (the others only tested for text);
 * - the checks several rows share, computed once before the rules;
 * - the one pass over each top-level list, where it goes (before the first
 *   rule that reads it), the whole-list values it computes, the per-entry
 *   rules it checks at every entry and whether it keeps their flags per
 *   entry (`Slots`);
 * - the events looked up before each rule and each pass.
 * The builder (`build.ts`) then writes the plan as a tree of statements.
 */
import type { Expr, Name, Reading, Repeated } from '../conditions/code.js';
import type { Emitter, Helper, WholeListValue } from '../conditions/define.js';
import type { Condition } from '../conditions/logic.js';
import { depthOf, type FieldRef, listRef, segments } from '../conditions/refs.js';
import { definitionOf } from '../conditions/registry.js';
import type { ListFact } from '../facts/types.js';
import { paramsOf } from '../tables/params.js';
import { tableFields } from '../tables/reading.js';
import { ruleIds } from '../tables/reported.js';
import type { Rule, RuleTable } from '../tables/types.js';
import { JS_IDENTIFIER, NOT_IDENTIFIER } from './patterns.js';
import { local, mapExpr, walk } from './tree.js';

/** A row's condition as its emitters wrote it: named conditions (leaves) under all, any and not. */
export type ConditionTree =
  | {
      readonly kind: 'leaf';
      readonly code: Expr;
      readonly tri: boolean;
      readonly unknownWithout?: readonly string[] | undefined;
      /** The leaf's code as a key: two leaves with one key are one check. */
      readonly key: string;
    }
  | { readonly kind: 'all'; readonly parts: readonly ConditionTree[]; readonly tri: boolean }
  | { readonly kind: 'any'; readonly parts: readonly ConditionTree[]; readonly tri: boolean }
  | { readonly kind: 'not'; readonly part: ConditionTree; readonly tri: boolean };

/** A top-level field of the table: its name, and the identifier its variables are named after. */
export interface FieldPlan {
  readonly name: string;
  readonly id: string;
}

/** What the plan says of one row. */
export interface RulePlan {
  readonly rule: Rule;
  readonly id: string;
  /** The row's constant (`R_002_01_06_surname`). */
  readonly name: string;
  readonly depth: number;
  readonly when: ConditionTree;
  readonly cases: readonly ConditionTree[];
  /** A first rule that halts on the body alone: checked before any field is read. */
  readonly head: boolean;
  /** The top-level fields whose text the rule needs to hold: without one, it is skipped whole. */
  readonly skipWithout: readonly FieldRef[];
  /**
   * A test that, where it holds, makes the rule's condition false without
   * asking anything (`ConditionDefinition.usualFalse`): rules in a row with
   * the same test are passed over together where it holds.
   */
  readonly usualFalse: Expr | undefined;
  /**
   * How a per-entry rule its list's pass checks at every entry is told where
   * it may fire: a bit of the pass's per-entry flag word (`slot`), or one
   * flag for the whole list (`mark`); `undefined` for a rule the pass does
   * not check.
   */
  readonly flag: 'slot' | 'mark' | undefined;
  /** The lists whose one pass comes just before this rule. */
  readonly passes: readonly FieldRef[];
  /** The event fields looked up, whenever they have text, before this rule. */
  readonly looked: ReadonlySet<FieldRef>;
}

/** The one pass over a top-level list. */
export interface PassPlan {
  readonly list: FieldRef;
  /** The pass's number, in the names of its variables. */
  readonly id: number;
  /** The event fields looked up, whenever they have text, where the pass runs. */
  readonly looked: ReadonlySet<FieldRef>;
  /** Whether it keeps per-entry flags (`Slots`) for its per-entry rules. */
  readonly slotted: boolean;
}

/** A value over a whole top-level list, computed in its pass into the variable `name`. */
export interface WholePlan {
  readonly name: string;
  readonly list: FieldRef;
  readonly type: 'boolean' | 'number';
  readonly initial: Expr;
  readonly when: ConditionTree | undefined;
  readonly update: Expr;
}

/** The analysis of a table (see the module's comment). */
export interface Plan {
  readonly table: RuleTable;
  readonly fields: readonly FieldPlan[];
  /** The fields whose text a condition reads (not only whether there is one). */
  readonly textNeeded: ReadonlySet<FieldRef>;
  readonly rules: readonly RulePlan[];
  readonly passes: ReadonlyMap<FieldRef, PassPlan>;
  readonly wholes: ReadonlyMap<string, WholePlan>;
  /** The checks several rows share, by key (`ConditionTree` leaves), each with its variable and its code. */
  readonly shared: ReadonlyMap<string, { readonly name: string; readonly code: Expr }>;
  /** The event fields whose variable a pass reads as it was looked up before it (`Emitter.keptEvent`). */
  readonly keptEvents: ReadonlySet<FieldRef>;
}

/**
 * The fewest per-entry rules a pass checks for it to keep per-entry flags
 * (`Slots`): with fewer, each rule's own loop over the entries is short,
 * and the flags would cost more code than the loops they spare.
 */
export const SLOTTED_RULES = 4;

/** The most bits of a pass's per-entry flag word (a 32-bit integer). */
const SLOT_BITS = 31;

/**
 * The plan of a validator for `table`; a pass keeps per-entry flags when it
 * checks at least `slottedRules` per-entry rules. Throws when a row uses a
 * condition outside the vocabulary, or one the generator cannot write
 * (named in the message).
 * @example planValidator(accountRules).rules[0].head // true
 */
export function planValidator(table: RuleTable, slottedRules = SLOTTED_RULES): Plan {
  return new Analysis(table).plan(slottedRules);
}

/** A pass being planned: its list, its number, where it goes, the per-entry rules it checks. */
interface PassDraft {
  readonly list: FieldRef;
  readonly id: number;
  looked: ReadonlySet<FieldRef> | undefined;
  readonly rules: number[];
}

/** A leaf written while a row was (in the condition of a whole-list value, or not): a check rows may share. */
interface Seen {
  readonly leaf: Extract<ConditionTree, { kind: 'leaf' }>;
  readonly inWhole: boolean;
}

/** The analysis: an emitter that writes each condition once, as a tree, and records what the rows need. */
class Analysis implements Emitter {
  private readonly fields: FieldPlan[];
  private readonly passes = new Map<FieldRef, PassDraft>();
  private readonly wholes = new Map<string, WholePlan>();
  private readonly wholeKeys = new Map<string, string>();
  private readonly keptEvents = new Set<FieldRef>();
  /** The event fields looked up, whenever they have text, before the row being written. */
  private looked = new Set<FieldRef>();
  /** The lists whose whole-list values the row being written reads. */
  private readonly wholesRead = new Set<FieldRef>();
  /** The leaves written for the row being written, to count among the shared checks. */
  private seen: Seen[] = [];
  private inWhole = false;

  constructor(private readonly table: RuleTable) {
    this.fields = tableFields(table).map((name, index) => ({
      name,
      id: JS_IDENTIFIER.test(name) ? name : `field${index}`,
    }));
  }

  plan(slottedRules: number): Plan {
    const ids = ruleIds(this.table);
    const names = constantNames(ids);
    const counts = new Map<string, { count: number; code: Expr }>();
    const drafts = this.table.map((rule, index) => {
      const id = ids[index] as string;
      const name = names[index] as string;
      const depth = depthOf(rule.at);
      if (rule.halts === true && depth > 0)
        throw new Error(`generate: rule ${id} halts per entry, which the generator cannot write`);
      const head = index === 0 && rule.halts === true && depth === 0 && readsBodyOnly(rule.when);
      this.seen = [];
      this.wholesRead.clear();
      const when = this.condition(rule.when);
      const seen = this.seen;
      const readsWhole = this.wholesRead.size > 0;
      this.seen = [];
      const cases = (rule.cases ?? []).map((option) => {
        const tree = this.condition(option.when);
        if (tree.tri) throw new Error(`generate: a message case of ${name} may be unknown (a case may not ask a fact)`);
        return tree;
      });
      const inPass = depth > 0 && this.checkedInPass(rule, depth, readsWhole);
      // A per-entry rule its pass checks asks its condition there and in its own loop.
      if (!head)
        for (const { leaf, inWhole } of seen) {
          if (!shareable(leaf, this)) continue;
          const known = counts.get(leaf.key) ?? { count: 0, code: leaf.code };
          known.count += !inWhole && inPass ? 2 : 1;
          counts.set(leaf.key, known);
        }
      const needs = [...(inPass ? [listRef(rule.at, 0)] : []), ...this.wholesRead];
      const passes: FieldRef[] = [];
      for (const list of needs) {
        const pass = this.pass(list);
        if (pass.looked === undefined) {
          pass.looked = new Set(this.looked);
          passes.push(list);
        }
        if (inPass && depth === 1 && list === listRef(rule.at, 0)) pass.rules.push(index);
      }
      const looked = new Set(this.looked);
      const usualFalse = depth === 0 && when.tri ? this.usualFalse(rule.when, looked) : undefined;
      // A rule that is one event question, asked whenever its event field has text, has looked the event up.
      const event = 'test' in rule.when ? definitionOf(rule.when).event?.(rule.when) : undefined;
      if (depth === 0 && event !== undefined && this.slot(event) !== undefined && needed(rule.when).length === 1)
        this.looked.add(event);
      return {
        rule,
        id,
        name,
        depth,
        when,
        cases,
        head,
        skipWithout: depth > 0 || when.tri ? needed(rule.when).filter((field) => this.slot(field) !== undefined) : [],
        usualFalse,
        inPass,
        passes,
        looked,
      };
    });
    const passes = new Map(
      [...this.passes].map(([list, draft]): [FieldRef, PassPlan] => [
        list,
        { list, id: draft.id, looked: draft.looked ?? new Set(), slotted: draft.rules.length >= slottedRules },
      ]),
    );
    const slots = this.slotFlags(drafts, passes);
    const rules = drafts.map(
      ({ inPass, ...draft }, index): RulePlan => ({
        ...draft,
        flag: !inPass ? undefined : slots.has(index) ? 'slot' : 'mark',
      }),
    );
    const repeated = [...counts].filter(([, { count }]) => count > 1);
    return {
      table: this.table,
      fields: this.fields,
      textNeeded: textsRead(rules, [...this.wholes.values()]),
      rules,
      passes,
      wholes: this.wholes,
      shared: new Map(repeated.map(([key, { code }], index) => [key, { name: `c${index}`, code }])),
      keptEvents: this.keptEvents,
    };
  }

  /**
   * Whether a per-entry rule is checked at every entry in its list's one
   * pass (then it loops only where it may fire): a rule of one or two
   * levels over a top-level list whose condition reads no whole-list value
   * and calls nothing of the caller's that the rules before the pass have
   * not already called.
   */
  private checkedInPass(rule: Rule, depth: number, readsWhole: boolean): boolean {
    const top = listRef(rule.at, 0);
    if (depth > 2 || this.slot(top) === undefined || readsWhole) return false;
    const looked = this.passes.get(top)?.looked ?? this.looked;
    return !asksFacts(rule.when, looked);
  }

  /** The rows whose pass keeps a bit of its per-entry flag word for them: at one level, while the word has bits. */
  private slotFlags(
    drafts: readonly {
      readonly inPass: boolean;
      readonly depth: number;
      readonly rule: Rule;
      readonly when: ConditionTree;
    }[],
    passes: ReadonlyMap<FieldRef, PassPlan>,
  ): Set<number> {
    const bits = new Map<FieldRef, number>();
    const slotted = new Set<number>();
    drafts.forEach(({ inPass, depth, rule, when }, index) => {
      if (!inPass || depth !== 1) return;
      const list = listRef(rule.at, 0);
      if (passes.get(list)?.slotted !== true) return;
      const used = (bits.get(list) ?? 0) + (when.tri ? 2 : 1);
      if (used > SLOT_BITS) return;
      bits.set(list, used);
      slotted.add(index);
    });
    return slotted;
  }

  /** The pass over top-level list `list`, made when first asked for. */
  private pass(list: FieldRef): PassDraft {
    let pass = this.passes.get(list);
    if (pass === undefined) {
      pass = { list, id: this.passes.size, looked: undefined, rules: [] };
      this.passes.set(list, pass);
    }
    return pass;
  }

  /** The usual-false test of a top-level rule that is one condition whose event, if it asks for one, is looked up already. */
  private usualFalse(node: Condition, looked: ReadonlySet<FieldRef>): Expr | undefined {
    if (!('test' in node)) return undefined;
    const definition = definitionOf(node);
    const event = definition.event?.(node);
    if (event !== undefined && !looked.has(event)) return undefined;
    return definition.usualFalse?.(node as never, this);
  }

  /** The field of a top-level, single-valued field reference, else `undefined`. */
  slot(ref: FieldRef): FieldPlan | undefined {
    const parts = segments(ref);
    const [first] = parts;
    if (parts.length !== 1 || first === undefined || first.each) return undefined;
    const field = this.fields.find((candidate) => candidate.name === first.name);
    if (field === undefined) throw new Error(`generate: field '${first.name}' is not among the table's fields`);
    return field;
  }

  /** A condition written as a tree, each named condition by its emitter. */
  private condition(node: Condition): ConditionTree {
    if ('all' in node || 'any' in node) {
      const all = 'all' in node;
      const parts = (all ? node.all : node.any).map((part) => this.condition(part));
      const tri = parts.some((part) => part.tri);
      return all ? { kind: 'all', parts, tri } : { kind: 'any', parts, tri };
    }
    if ('not' in node) {
      const part = this.condition(node.not);
      return { kind: 'not', part, tri: part.tri };
    }
    const emitted = definitionOf(node).emit(node as never, this);
    const leaf = { kind: 'leaf', ...emitted, key: JSON.stringify(emitted.code) } as const;
    if (this.inWhole && leaf.tri)
      throw new Error('generate: a whole-list condition over a condition that may be unknown cannot be written');
    this.seen.push({ leaf, inWhole: this.inWhole });
    return leaf;
  }

  value(ref: FieldRef): Expr {
    return reading('value', ref);
  }

  record(ref: FieldRef): Expr {
    return reading('record', ref);
  }

  text(ref: FieldRef): Expr {
    return reading('text', ref);
  }

  present(ref: FieldRef, wanted = true): Expr {
    return { ...reading('has', ref), wanted };
  }

  topAbsent(ref: FieldRef): Expr | undefined {
    return this.slot(ref) === undefined ? undefined : this.present(ref, false);
  }

  withText(ref: FieldRef, use: (text: Expr) => Expr, otherwise?: Expr, falseWithout = false): Expr {
    const text = reading('text', ref);
    return { kind: 'guard', reading: text, use: use(text), otherwise, ...(falseWithout ? { needless: true } : {}) };
  }

  date(ref: FieldRef): Expr {
    return reading('date', ref);
  }

  withDate(ref: FieldRef, use: (date: Expr) => Expr): Expr {
    const date = reading('date', ref);
    return { kind: 'guard', reading: date, use: use(date) };
  }

  number(ref: FieldRef): Expr {
    return reading('number', ref);
  }

  count(ref: FieldRef): Expr {
    return reading('count', ref);
  }

  entry(list: FieldRef): Expr {
    return reading('index', list);
  }

  whole(list: FieldRef, value: WholeListValue): Expr {
    if (this.inWhole)
      throw new Error(`generate: a whole-list condition over '${list}' inside another cannot be written`);
    if (this.slot(list) === undefined)
      throw new Error(`generate: a whole-list condition over '${list}', not a top-level list, cannot be written`);
    this.inWhole = true;
    const placeholder = local('\u0000value');
    let when: ConditionTree | undefined;
    let update: Expr;
    try {
      when = value.when === undefined ? undefined : this.condition(value.when);
      update = value.update(placeholder);
    } finally {
      this.inWhole = false;
    }
    this.wholesRead.add(list);
    const key = JSON.stringify([list, value.type, value.initial, when, update]);
    let name = this.wholeKeys.get(key);
    if (name === undefined) {
      const variable = `w${this.wholes.size}`;
      name = variable;
      this.wholeKeys.set(key, name);
      const named = mapExpr(update, (expr) => (expr === placeholder ? local(variable) : undefined));
      this.wholes.set(name, { name, list, type: value.type, initial: value.initial, when, update: named });
    }
    return local(name);
  }

  helper(name: Helper): Expr {
    return { kind: 'name', name, helper: true };
  }

  list(name: ListFact): Expr {
    return reading('list', name);
  }

  event(ref: FieldRef): Expr {
    return reading('event', ref);
  }

  keptEvent(ref: FieldRef, list: FieldRef): Expr | undefined {
    const field = this.slot(ref);
    if (field === undefined || !(this.passes.get(list)?.looked ?? this.looked).has(ref)) return undefined;
    this.keptEvents.add(ref);
    return { kind: 'name', name: `e_${field.id}` };
  }

  passSlots(list: FieldRef): Expr {
    return reading('slots', list);
  }

  repeated(list: FieldRef, field: FieldRef, otherwise: Expr): Repeated {
    return { kind: 'repeated', list, field, otherwise };
  }

  facts(): Name {
    return { kind: 'name', name: 'facts' };
  }

  findings(): Name {
    return { kind: 'name', name: 'findings' };
  }

  wellFormed(): Name {
    return { kind: 'name', name: WELL_FORMED };
  }
}

/** The local of a generated function that holds `NATIVE_WELL_FORMED`. */
export const WELL_FORMED = 'wf';

/** A reading of `ref`. */
const reading = (of: Reading['of'], ref: FieldRef): Reading => ({ kind: 'reading', of, ref });

/**
 * Whether a leaf is worth computing once for the rows that share it: a
 * two-valued check that calls a function (a comparison costs less than a
 * variable) and reads only the body and its top-level fields.
 */
function shareable(leaf: Extract<ConditionTree, { kind: 'leaf' }>, analysis: Analysis): boolean {
  if (leaf.tri) return false;
  let calls = false;
  let top = true;
  walk(leaf.code, (expr) => {
    if (expr.kind === 'call') calls = true;
    else if (expr.kind === 'name' && expr.local === true) top = false;
    else if (expr.kind === 'repeated') top = false;
    else if (expr.kind === 'reading') {
      if (expr.of === 'record') calls = true;
      if (expr.of === 'list') return;
      const body = expr.ref === '' && (expr.of === 'value' || expr.of === 'record');
      if (!body && (expr.of === 'index' || expr.of === 'slots' || expr.of === 'event' || !analysis.slot(expr.ref)))
        top = false;
    }
  });
  return calls && top;
}

/**
 * The fields whose text a rule reads, not only whether there is one: in its
 * conditions, its cases and its whole-list values, its params, and the
 * fields without whose text it is skipped.
 */
function textsRead(rules: readonly RulePlan[], wholes: readonly WholePlan[]): Set<FieldRef> {
  const read = new Set<FieldRef>();
  const visit = (expr: Expr) => {
    if (expr.kind === 'reading' && (expr.of === 'text' || expr.of === 'date' || expr.of === 'event'))
      read.add(expr.ref);
  };
  const tree = (node: ConditionTree | undefined): void => {
    if (node === undefined) return;
    if (node.kind === 'leaf') walk(node.code, visit);
    else if (node.kind === 'not') tree(node.part);
    else for (const part of node.parts) tree(part);
  };
  for (const plan of rules) {
    tree(plan.when);
    for (const option of plan.cases) tree(option);
    for (const field of plan.skipWithout) read.add(field);
    for (const source of Object.values(paramsOf(plan.rule) ?? {})) {
      if ('length' in source) read.add(source.length);
      if ('eventMaxCharities' in source) read.add(source.eventMaxCharities);
    }
  }
  for (const whole of wholes) {
    tree(whole.when);
    walk(whole.update, visit);
  }
  return read;
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
