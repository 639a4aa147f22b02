import type { Messages } from '../facts/types.js';
import type { CompiledRule } from './compile.js';
import type { Run } from './run.js';
import { TRUE, UNKNOWN } from './tri.js';
import { TEXT } from './values.js';
import type { Issue, Unchecked, ValidationResult } from './types.js';

/** Limits and presentation choices of one validation. */
export interface Reporting {
  readonly maxIssues: number;
  readonly messages: Messages | undefined;
}

/** Collects what the rules find: the one place issues are added. */
class Findings {
  readonly issues: Issue[] = [];
  private unchecked: Map<string, Unchecked> | undefined;
  truncated = false;

  constructor(private readonly reporting: Reporting) {}

  /** Adds the issue of `compiled` at the run's indices; false once the cap is reached. */
  add(compiled: CompiledRule, run: Run): boolean {
    if (this.issues.length >= this.reporting.maxIssues) {
      this.truncated = true;
      return false;
    }
    const { code, parameter, severity } = compiled.rule;
    this.issues.push({
      code,
      documented: compiled.documented,
      severity,
      parameter,
      path: compiled.path(run),
      message: messageFor(compiled, this.reporting.messages),
    });
    return true;
  }

  /** Records that a rule needed an option that was not given; errors only, one entry per code. */
  skip(compiled: CompiledRule, needs: string): void {
    const { code, parameter, severity } = compiled.rule;
    if (severity !== 'error') return;
    this.unchecked ??= new Map();
    if (!this.unchecked.has(code)) this.unchecked.set(code, { code, parameter, needs });
  }

  result(): ValidationResult {
    const codes: string[] = [];
    let valid = true;
    for (const issue of this.issues) {
      if (issue.severity === 'error') valid = false;
      if (issue.documented && !codes.includes(issue.code)) codes.push(issue.code);
    }
    return { valid, issues: this.issues, codes, unchecked: this.unchecked === undefined ? [] : [...this.unchecked.values()], truncated: this.truncated };
  }
}

function messageFor(compiled: CompiledRule, messages: Messages | undefined): string {
  if (messages !== undefined) {
    const { code, parameter } = compiled.rule;
    const specific = `${code}:${parameter}`;
    if (Object.hasOwn(messages, specific)) return messages[specific] as string;
    if (Object.hasOwn(messages, code)) return messages[code] as string;
  }
  return compiled.rule.message;
}

/**
 * Runs compiled rules over a run, in table order, each per-entry rule once per
 * entry, and returns the result.
 * @example const { rules, fields } = compileTable(accountRules);
 * evaluate(rules, new Run(body, facts, fields), { maxIssues: 1000, messages: undefined })
 */
export function evaluate(rules: readonly CompiledRule[], run: Run, reporting: Reporting): ValidationResult {
  const findings = new Findings(reporting);
  for (let index = 0; index < rules.length; index++) {
    const compiled = rules[index] as CompiledRule;
    if (compiled.slot !== -1 && cannotFire(compiled, run)) continue;
    const outcome = visit(compiled, run, findings, 0);
    if (outcome === STOP) break;
    if (outcome === FIRED && compiled.rule.halts === true) break;
  }
  return findings.result();
}

/**
 * The rule's guard rules it out: its field reads in a way the rule cannot
 * fire on (its condition is compiled on the assumption that the guard passed).
 * @example if (compiled.slot !== -1 && cannotFire(compiled, run)) continue;
 */
export function cannotFire(compiled: CompiledRule, run: Run): boolean {
  const kind = run.kinds[compiled.slot] ?? 0;
  if ((compiled.kinds & (1 << kind)) !== 0) return false;
  return kind !== TEXT || (run.texts[compiled.slot] as string).length <= compiled.longer;
}

const QUIET = 0;
const FIRED = 1;
const STOP = 2;
type Outcome = typeof QUIET | typeof FIRED | typeof STOP;

function visit(compiled: CompiledRule, run: Run, findings: Findings, level: number): Outcome {
  const count = compiled.levels[level];
  if (count === undefined) {
    run.need = '';
    const holds = compiled.when(run);
    if (holds === TRUE) return findings.add(compiled, run) ? FIRED : STOP;
    if (holds === UNKNOWN) findings.skip(compiled, run.need);
    return QUIET;
  }
  let outcome: Outcome = QUIET;
  const total = count(run);
  for (let index = 0; index < total; index++) {
    run.at[level] = index;
    const inner = visit(compiled, run, findings, level + 1);
    if (inner === STOP) return STOP;
    if (inner === FIRED) outcome = FIRED;
  }
  return outcome;
}
