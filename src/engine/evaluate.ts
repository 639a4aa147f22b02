import type { Messages } from '../facts/types.js';
import type { CompiledRule } from './compile.js';
import { DOCUMENTED_CODE } from './patterns.js';
import type { Run } from './run.js';
import { TRUE, type Tri, UNKNOWN, type Unknowns } from './tri.js';
import type { Issue, Rule, Severity, Unchecked, ValidationResult } from './types.js';
import type { SparseLists } from './values.js';

/** Limits and presentation choices of one validation. */
export interface Reporting {
  readonly maxIssues: number;
  readonly messages: Messages | undefined;
}

/**
 * A rule as its issues report it: what a validator carries of a row at run
 * time (not its quoted sentence nor its condition).
 */
export interface ReportedRule {
  readonly code: string;
  /** True for codes of the service description (NNN.NN.NN). */
  readonly documented: boolean;
  readonly severity: Severity;
  readonly parameter: string;
  readonly message: string;
}

/**
 * A row as its issues report it.
 * @example reportedRule(accountRules[2]).documented // true
 */
export function reportedRule(rule: Rule): ReportedRule {
  const { code, severity, parameter, message } = rule;
  return { code, documented: DOCUMENTED_CODE.test(code), severity, parameter, message };
}

/**
 * Collects what the rules find: the one place issues are added. Rules are
 * named by their index in the table; `need` is where a condition of the
 * rule being checked records the option it found missing.
 */
export class Findings implements Unknowns, SparseLists {
  readonly issues: Issue[] = [];
  need = '';
  sparse: Map<unknown, readonly number[]> | undefined;
  private unchecked: Map<string, Unchecked> | undefined;
  private truncated = false;

  constructor(
    private readonly rules: readonly ReportedRule[],
    private readonly reporting: Reporting,
  ) {}

  /**
   * Adds the issue of rule `index` at `path`; false once the cap is reached.
   * @example if (!findings.add(3, ['title'])) return findings.result();
   */
  add(index: number, path: (string | number)[]): boolean {
    if (this.issues.length >= this.reporting.maxIssues) {
      this.truncated = true;
      return false;
    }
    const rule = this.rules[index] as ReportedRule;
    this.issues.push({
      code: rule.code,
      documented: rule.documented,
      severity: rule.severity,
      parameter: rule.parameter,
      path,
      message: messageFor(rule, this.reporting.messages),
    });
    return true;
  }

  /**
   * Records that rule `index` needed the option `needs`, which was not given;
   * errors only, one entry per code.
   * @example findings.skip(12, 'countries');
   */
  skip(index: number, needs: string): void {
    const { code, parameter, severity } = this.rules[index] as ReportedRule;
    if (severity !== 'error') return;
    this.unchecked ??= new Map();
    if (!this.unchecked.has(code)) this.unchecked.set(code, { code, parameter, needs });
  }

  unknown(option: string): Tri {
    if (this.need === '') this.need = option;
    return UNKNOWN;
  }

  /**
   * The validation result of what was found.
   * @example return findings.result();
   */
  result(): ValidationResult {
    const codes: string[] = [];
    let valid = true;
    for (const issue of this.issues) {
      if (issue.severity === 'error') valid = false;
      if (issue.documented && !codes.includes(issue.code)) codes.push(issue.code);
    }
    return {
      valid,
      issues: this.issues,
      codes,
      unchecked: this.unchecked === undefined ? [] : [...this.unchecked.values()],
      truncated: this.truncated,
    };
  }
}

function messageFor(rule: ReportedRule, messages: Messages | undefined): string {
  if (messages !== undefined) {
    const specific = `${rule.code}:${rule.parameter}`;
    if (Object.hasOwn(messages, specific)) return messages[specific] as string;
    if (Object.hasOwn(messages, rule.code)) return messages[rule.code] as string;
  }
  return rule.message;
}

/**
 * Runs compiled rules over a run, in table order, each per-entry rule once per
 * entry, and returns the result.
 * @example const { rules, fields } = compileTable(accountRules);
 * evaluate(rules, new Run(body, facts, fields), { maxIssues: 1000, messages: undefined })
 */
export function evaluate(rules: readonly CompiledRule[], run: Run, reporting: Reporting): ValidationResult {
  const findings = new Findings(rules, reporting);
  for (let index = 0; index < rules.length; index++) {
    const compiled = rules[index] as CompiledRule;
    const outcome = visit(compiled, index, run, findings, 0);
    if (outcome === STOP) break;
    if (outcome === FIRED && compiled.rule.halts === true) break;
  }
  return findings.result();
}

const QUIET = 0;
const FIRED = 1;
const STOP = 2;
type Outcome = typeof QUIET | typeof FIRED | typeof STOP;

function visit(compiled: CompiledRule, index: number, run: Run, findings: Findings, level: number): Outcome {
  const entries = compiled.levels[level];
  if (entries === undefined) {
    run.need = '';
    const holds = compiled.when(run);
    if (holds === TRUE) return findings.add(index, compiled.path(run)) ? FIRED : STOP;
    if (holds === UNKNOWN) findings.skip(index, run.need);
    return QUIET;
  }
  let outcome: Outcome = QUIET;
  const total = entries.count(run);
  for (let entry = 0; entry < total; entry++) {
    run.at[level] = entry;
    const inner = visit(compiled, index, run, findings, level + 1);
    if (inner === STOP) return STOP;
    if (inner === FIRED) outcome = FIRED;
    // A hole that gave no issue stands for all the holes after it.
    else entry = entries.skip(run, entry);
  }
  return outcome;
}
