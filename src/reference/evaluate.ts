import { Findings, type Reporting } from '../runtime/report.js';
import type { ValidationResult } from '../runtime/result.js';
import { TRUE, UNKNOWN } from '../runtime/tri.js';
import type { CompiledRule } from './compile.js';
import type { Run } from './run.js';

/**
 * Runs compiled rules over a run, in table order, each per-entry rule once per
 * entry, and returns the result.
 * @example const { rules, fields } = compileTable(accountRules);
 * evaluate(rules, new Run(body, facts, fields), { maxIssues: 1000, messages: undefined, fields: undefined })
 */
export function evaluate(rules: readonly CompiledRule[], run: Run, reporting: Reporting): ValidationResult {
  const findings = new Findings(reporting);
  for (const compiled of rules) {
    const outcome = visit(compiled, run, findings, 0);
    if (outcome === STOP) break;
    if (outcome === FIRED && compiled.rule.halts === true) break;
  }
  return findings.result();
}

/** What a rule that holds reports: the first of its cases that holds, else the row itself. */
function reportedAt(compiled: CompiledRule, run: Run): CompiledRule['reported'] {
  for (const option of compiled.cases) if (option.when(run) === TRUE) return option.reported;
  return compiled.reported;
}

const QUIET = 0;
const FIRED = 1;
const STOP = 2;
type Outcome = typeof QUIET | typeof FIRED | typeof STOP;

function visit(compiled: CompiledRule, run: Run, findings: Findings, level: number): Outcome {
  const entries = compiled.levels[level];
  if (entries === undefined) {
    run.need = '';
    const holds = compiled.when(run);
    if (holds === TRUE)
      return findings.add(reportedAt(compiled, run), compiled.path(run), compiled.params?.(run)) ? FIRED : STOP;
    if (holds === UNKNOWN) findings.skip(compiled.reported, run.need);
    return QUIET;
  }
  let outcome: Outcome = QUIET;
  const total = entries.count(run);
  for (let entry = 0; entry < total; entry++) {
    run.at[level] = entry;
    const inner = visit(compiled, run, findings, level + 1);
    if (inner === STOP) return STOP;
    if (inner === FIRED) outcome = FIRED;
    // A hole that gave no issue stands for all the holes after it.
    else entry = entries.skip(run, entry);
  }
  return outcome;
}
