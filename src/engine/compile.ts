import { conditionKinds } from '../conditions/index.js';
import { KIND_BIT, type Compiler, type Guard } from '../conditions/define.js';
import { compileField, compileKind, compileText, depthOf, listRef, pathTemplate, topLevelSlot } from './fields.js';
import type { ReportedRule } from './evaluate.js';
import type { Evaluator, Run } from './run.js';
import { FALSE, not3, TRUE, UNKNOWN, type Tri } from './tri.js';
import type { Condition, FieldRef, Rule, RuleTable } from './types.js';
import { DOCUMENTED_CODE } from './patterns.js';
import { entryCount, TEXT } from './values.js';

/** A rule row turned into closures, once. */
export interface CompiledRule extends ReportedRule {
  readonly when: Evaluator;
  /** Entry counters of the repeating levels `rule.at` goes through, outermost first. */
  readonly levels: readonly ((run: Run) => number)[];
  readonly path: (run: Run) => (string | number)[];
  /**
   * A top-level field whose reading decides cheaply that the rule cannot fire:
   * it can only fire when the field's kind bit is in `kinds`, or the field is
   * text longer than `longer` UTF-16 units. `slot` is -1 when there is no guard.
   */
  readonly slot: number;
  readonly kinds: number;
  readonly longer: number;
}

/** A rule table turned into closures, with the top-level fields its rules read. */
export interface CompiledTable {
  readonly rules: readonly CompiledRule[];
  /** The names of `Run.fields`, in order. */
  readonly fields: readonly string[];
}

const optimisedTables = new WeakMap<RuleTable, CompiledTable>();
const plainTables = new WeakMap<RuleTable, CompiledTable>();

/**
 * Compiles a rule table into closures, once per table object. No `eval`, no
 * `new Function`: safe under a strict Content-Security-Policy. With
 * `optimise` (the default) each rule gets a guard and a condition simplified
 * under it; without, every rule is evaluated as written (the test suite
 * proves both give the same results).
 * @example const { rules, fields } = compileTable(accountRules);
 */
export function compileTable(table: RuleTable, optimise = true): CompiledTable {
  const compiled = optimise ? optimisedTables : plainTables;
  let result = compiled.get(table);
  if (result === undefined) {
    const fields: string[] = [];
    const slotOf = (name: string): number => {
      const known = fields.indexOf(name);
      return known === -1 ? fields.push(name) - 1 : known;
    };
    const compiler = tableCompiler(slotOf);
    result = { rules: table.map((rule) => compileRule(rule, compiler, optimise ? slotOf : undefined)), fields };
    compiled.set(table, result);
  }
  return result;
}

function compileRule(rule: Rule, compiler: Compiler, slotOf: ((name: string) => number) | undefined): CompiledRule {
  const depth = depthOf(rule.at);
  const levels = Array.from({ length: depth }, (_, level) => compiler.entries(listRef(rule.at, level)).count);
  const guard = slotOf === undefined ? undefined : guardOf(rule.when);
  const slot = guard === undefined || slotOf === undefined ? undefined : topLevelSlot(guard.field, slotOf);
  // Once the guard has passed, a guard that admits only text makes presence tests of its field foregone.
  const textField = slot !== undefined && guard?.kinds === KIND_BIT[TEXT] && guard.longer === Number.POSITIVE_INFINITY ? guard.field : undefined;
  const when = textField === undefined ? rule.when : assumeText(rule.when, textField);
  return {
    rule,
    documented: DOCUMENTED_CODE.test(rule.code),
    when: when === true ? () => TRUE : when === false ? () => FALSE : compiler.condition(when),
    levels,
    path: pathTemplate(rule.at),
    slot: slot ?? -1,
    kinds: guard?.kinds ?? 0,
    longer: guard?.longer ?? 0,
  };
}

/**
 * A condition simplified for a run in which `field` is known to read as
 * text: its presence tests become constants, and constants fold away.
 */
function assumeText(node: Condition, field: FieldRef): Condition | boolean {
  if ('all' in node) {
    const parts = node.all.map((part) => assumeText(part, field));
    if (parts.includes(false)) return false;
    const left = parts.filter((part): part is Condition => part !== true);
    return left.length === 0 ? true : left.length === 1 ? (left[0] as Condition) : { all: left };
  }
  if ('any' in node) {
    const parts = node.any.map((part) => assumeText(part, field));
    if (parts.includes(true)) return true;
    const left = parts.filter((part): part is Condition => part !== false);
    return left.length === 0 ? false : left.length === 1 ? (left[0] as Condition) : { any: left };
  }
  if ('not' in node) {
    const inner = assumeText(node.not, field);
    return typeof inner === 'boolean' ? !inner : { not: inner };
  }
  const named = node as { test: string; field?: unknown };
  if (named.field !== field) return node;
  if (named.test === 'present') return true;
  if (named.test === 'absent' || named.test === 'wrongType') return false;
  return node;
}

/**
 * What one field must be for a condition to hold, when that can be told from
 * the condition's shape: a named condition's own guard; for `all`, the guard
 * of its most telling part; for `any`, the union of its parts' guards when
 * they all concern the same field. `not` tells nothing.
 */
function guardOf(node: Condition): Guard | undefined {
  if ('all' in node) {
    const guards = node.all.map(guardOf).filter((guard) => guard !== undefined);
    return guards.sort((a, b) => strength(b) - strength(a))[0];
  }
  if ('any' in node) {
    const guards = node.any.map(guardOf);
    const [first] = guards;
    if (first === undefined || guards.some((guard) => guard === undefined || guard.field !== first.field)) return undefined;
    return guards.reduce<Guard>(
      (union, guard) => ({ field: first.field, kinds: union.kinds | (guard?.kinds ?? 0), longer: Math.min(union.longer, guard?.longer ?? 0) }),
      first,
    );
  }
  if ('not' in node) return undefined;
  return conditionKinds().get(node.test)?.guard?.(node);
}

/** How much of the field's possible readings a guard rules out (a longer-than guard rules out most). */
function strength(guard: Guard): number {
  const kindsLeft = [KIND_BIT[0], KIND_BIT[1], KIND_BIT[2]].filter((bit) => (guard.kinds & bit) !== 0).length;
  return (guard.longer === Number.POSITIVE_INFINITY ? 0 : 4) + (3 - kindsLeft);
}

function tableCompiler(slotOf: (name: string) => number): Compiler {
  const compiler: Compiler = {
    condition: (node) => compileCondition(node, compiler),
    field: (ref) => compileField(ref, slotOf),
    text: (ref) => compileText(ref, slotOf),
    kind: (ref) => compileKind(ref, slotOf),
    slot: (ref) => topLevelSlot(ref, slotOf),
    entries(ref: FieldRef) {
      const read = compileField(ref, slotOf);
      return { count: (run: Run) => entryCount(read(run)), level: depthOf(ref) };
    },
  };
  return compiler;
}

function compileCondition(node: Condition, compiler: Compiler): Evaluator {
  if ('all' in node) return allOf(node.all.map(compiler.condition));
  if ('any' in node) return anyOf(node.any.map(compiler.condition));
  if ('not' in node) {
    const inner = compiler.condition(node.not);
    return (run) => not3(inner(run));
  }
  const kind = conditionKinds().get(node.test);
  if (kind === undefined) throw new TypeError(`unknown condition '${node.test}' in a rule table`);
  return kind.compile(node, compiler);
}
function allOf(parts: readonly Evaluator[]): Evaluator {
  return (run) => {
    let result: Tri = TRUE;
    for (let index = 0; index < parts.length; index++) {
      const value = (parts[index] as Evaluator)(run);
      if (value === FALSE) return FALSE;
      if (value === UNKNOWN) result = UNKNOWN;
    }
    return result;
  };
}

function anyOf(parts: readonly Evaluator[]): Evaluator {
  return (run) => {
    let result: Tri = FALSE;
    for (let index = 0; index < parts.length; index++) {
      const value = (parts[index] as Evaluator)(run);
      if (value === TRUE) return TRUE;
      if (value === UNKNOWN) result = UNKNOWN;
    }
    return result;
  };
}
