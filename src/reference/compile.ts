import type { Compiler, Evaluator } from '../conditions/define.js';
import { depthOf, listRef } from '../conditions/refs.js';
import { definitionOf } from '../conditions/registry.js';
import { eventMaxCharities, lookUpEvent } from '../runtime/lookups.js';
import type { ReportedRule } from '../runtime/report.js';
import type { IssueParams } from '../runtime/result.js';
import { FALSE, not3, TRUE, type Tri, UNKNOWN } from '../runtime/tri.js';
import { codePoints, entryCount, holesEnd } from '../runtime/values.js';
import { paramsOf } from '../tables/params.js';
import { tableFields } from '../tables/reading.js';
import { reportedCases, reportedRule, ruleIds } from '../tables/reported.js';
import type { Condition, FieldRef, ParamsSpec, Rule, RuleTable } from '../tables/types.js';
import { compileField, compileKind, compileText, pathTemplate } from './fields.js';
import type { Run } from './run.js';

/** A rule row turned into closures, once. */
export interface CompiledRule {
  readonly rule: Rule;
  readonly reported: ReportedRule;
  /** The row's cases with messages of their own (`rule.cases`), in order: the first that holds reports. */
  readonly cases: readonly { readonly when: Evaluator<Run>; readonly reported: ReportedRule }[];
  readonly when: Evaluator<Run>;
  /** The repeating levels `rule.at` goes through, outermost first: entry counts and hole skips. */
  readonly levels: readonly ReturnType<Compiler<Run>['entries']>[];
  readonly path: (run: Run) => (string | number)[];
  /** The params of an issue at the run's current entries, or `undefined` for a rule without limits. */
  readonly params: ((run: Run) => IssueParams) | undefined;
}

/** A rule table turned into closures, with the top-level fields its rules read. */
export interface CompiledTable {
  readonly rules: readonly CompiledRule[];
  /** The names of `Run.fields`, in order (`tableFields`). */
  readonly fields: readonly string[];
}

const compiledTables = new WeakMap<RuleTable, CompiledTable>();

/**
 * Compiles a rule table into closures, once per table object, each rule
 * evaluated exactly as written: the reference the generated validators of
 * `src/generated/` are proven equal to. No `eval`, no `new Function`.
 * @example const { rules, fields } = compileTable(accountRules);
 */
export function compileTable(table: RuleTable): CompiledTable {
  let result = compiledTables.get(table);
  if (result === undefined) {
    const fields = tableFields(table);
    const compiler = tableCompiler((name) => {
      const slot = fields.indexOf(name);
      if (slot === -1) throw new Error(`field '${name}' is not among the table's fields`);
      return slot;
    });
    const ids = ruleIds(table);
    result = { rules: table.map((rule, index) => compileRule(rule, ids[index] as string, compiler)), fields };
    compiledTables.set(table, result);
  }
  return result;
}

function compileRule(rule: Rule, id: string, compiler: Compiler<Run>): CompiledRule {
  const depth = depthOf(rule.at);
  const cases = reportedCases(rule, id);
  return {
    rule,
    reported: reportedRule(rule, id),
    cases: (rule.cases ?? []).map((option, index) => ({
      when: compiler.condition(option.when),
      reported: cases[index] as ReportedRule,
    })),
    params: compileParams(paramsOf(rule), compiler),
    when: compiler.condition(rule.when),
    levels: Array.from({ length: depth }, (_, level) => compiler.entries(listRef(rule.at, level))),
    path: pathTemplate(rule.at),
  };
}

/** The params of a rule's issues as a closure over the run (see `paramsOf`). */
function compileParams(spec: ParamsSpec | undefined, compiler: Compiler<Run>): ((run: Run) => IssueParams) | undefined {
  if (spec === undefined) return undefined;
  const readers = Object.entries(spec).map(([name, source]): [string, (run: Run) => unknown] => {
    if ('value' in source) {
      const { value } = source;
      // A fresh copy of a list for every issue: a caller may change what it is given.
      return [name, () => (Array.isArray(value) ? [...value] : value)];
    }
    if ('length' in source) {
      const text = compiler.text(source.length);
      return [name, (run) => codePoints(text(run))];
    }
    if ('count' in source) return [name, compiler.entries(source.count).count];
    const event = compiler.text(source.eventMaxCharities);
    return [name, (run) => eventMaxCharities(lookUpEvent(run, run.facts, event(run)))];
  });
  return (run) => Object.fromEntries(readers.map(([name, read]) => [name, read(run)])) as IssueParams;
}

function tableCompiler(slotOf: (name: string) => number): Compiler<Run> {
  const compiler: Compiler<Run> = {
    condition: (node) => compileCondition(node, compiler),
    field: (ref) => compileField(ref, slotOf),
    text: (ref) => compileText(ref, slotOf),
    kind: (ref) => compileKind(ref, slotOf),
    entries(ref: FieldRef) {
      const read = compileField(ref, slotOf);
      return {
        count: (run: Run) => entryCount(read(run)),
        level: depthOf(ref),
        skip: (run: Run, index: number) => holesEnd(read(run), index, run),
      };
    },
  };
  return compiler;
}

function compileCondition(node: Condition, compiler: Compiler<Run>): Evaluator<Run> {
  if ('all' in node) return allOf(node.all.map(compiler.condition));
  if ('any' in node) return anyOf(node.any.map(compiler.condition));
  if ('not' in node) {
    const inner = compiler.condition(node.not);
    return (run) => not3(inner(run));
  }
  return definitionOf(node).evaluate(node, compiler);
}

function allOf(parts: readonly Evaluator<Run>[]): Evaluator<Run> {
  return (run) => {
    let result: Tri = TRUE;
    for (const part of parts) {
      const value = part(run);
      if (value === FALSE) return FALSE;
      if (value === UNKNOWN) result = UNKNOWN;
    }
    return result;
  };
}

function anyOf(parts: readonly Evaluator<Run>[]): Evaluator<Run> {
  return (run) => {
    let result: Tri = FALSE;
    for (const part of parts) {
      const value = part(run);
      if (value === TRUE) return TRUE;
      if (value === UNKNOWN) result = UNKNOWN;
    }
    return result;
  };
}
