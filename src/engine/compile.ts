import { conditionKinds } from '../conditions/index.js';
import type { Compiler } from '../conditions/define.js';
import { compileField, depthOf, listRef, pathTemplate } from './fields.js';
import type { Evaluator, Run } from './run.js';
import { FALSE, TRUE, UNKNOWN, type Tri } from './tri.js';
import type { Condition, FieldRef, Rule, RuleTable } from './types.js';
import { DOCUMENTED_CODE } from './patterns.js';
import { entryCount } from './values.js';

/** A rule row turned into closures, once. */
export interface CompiledRule {
  readonly rule: Rule;
  /** True for codes of the service description (NNN.NN.NN). */
  readonly documented: boolean;
  readonly when: Evaluator;
  /** Entry counters of the repeating levels `rule.at` goes through, outermost first. */
  readonly levels: readonly ((run: Run) => number)[];
  readonly path: (run: Run) => (string | number)[];
}

const compiled = new WeakMap<RuleTable, readonly CompiledRule[]>();

/**
 * Compiles a rule table into closures, once per table object. No `eval`, no
 * `new Function`: safe under a strict Content-Security-Policy.
 * @example const rules = compileTable(accountRules);
 */
export function compileTable(table: RuleTable): readonly CompiledRule[] {
  let rules = compiled.get(table);
  if (rules === undefined) {
    rules = table.map(compileRule);
    compiled.set(table, rules);
  }
  return rules;
}

function compileRule(rule: Rule): CompiledRule {
  const depth = depthOf(rule.at);
  const levels = Array.from({ length: depth }, (_, level) => compiler.entries(listRef(rule.at, level)).count);
  return {
    rule,
    documented: DOCUMENTED_CODE.test(rule.code),
    when: compileCondition(rule.when),
    levels,
    path: pathTemplate(rule.at),
  };
}

const compiler: Compiler = {
  condition: compileCondition,
  field: compileField,
  entries(ref: FieldRef) {
    const read = compileField(ref);
    return { count: (run: Run) => entryCount(read(run)), level: depthOf(ref) };
  },
};

function compileCondition(node: Condition): Evaluator {
  if ('all' in node) return allOf(node.all.map(compileCondition));
  if ('any' in node) return anyOf(node.any.map(compileCondition));
  if ('not' in node) {
    const inner = compileCondition(node.not);
    return (run) => {
      const value = inner(run);
      return value === UNKNOWN ? UNKNOWN : value === TRUE ? FALSE : TRUE;
    };
  }
  const kind = conditionKinds.get(node.test);
  if (kind === undefined) throw new TypeError(`unknown condition '${node.test}' in a rule table`);
  return kind.compile(node, compiler);
}

function allOf(parts: readonly Evaluator[]): Evaluator {
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

function anyOf(parts: readonly Evaluator[]): Evaluator {
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
