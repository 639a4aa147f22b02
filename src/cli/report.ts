import type { ValidationResult } from '../runtime/result.js';

/** The outcome of one input: a result, or why it could not be checked. */
export type Outcome =
  | { readonly input: string; readonly result: ValidationResult }
  | { readonly input: string; readonly error: string };

/**
 * One input's outcome as a JSON Lines record (contract section 8).
 * @example jsonLine({ input: 'a.json', error: 'not JSON' }) // '{"input":"a.json","error":"not JSON"}'
 */
export function jsonLine(outcome: Outcome): string {
  return 'result' in outcome
    ? JSON.stringify(outcome.result)
    : JSON.stringify({ input: outcome.input, error: outcome.error });
}

/** The `--context` key that supplies each option the validators may need. */
const CONTEXT_KEY: Readonly<Record<string, string>> = {
  accountExists: 'existingAccounts',
  personalUrlTaken: 'takenPersonalUrls',
  teamUrlTaken: 'takenTeamUrls',
};

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/**
 * One input's outcome for people: a headline, then one line per issue with
 * its severity, code, path and message, then what could not be checked.
 * @example textReport({ input: 'a.json', result })
 */
export function textReport(outcome: Outcome): string {
  if (!('result' in outcome)) return `${outcome.input}: cannot be checked: ${outcome.error}`;
  const { result } = outcome;
  const errors = result.issues.filter((issue) => issue.severity === 'error').length;
  const warnings = result.issues.length - errors;
  const counts = [errors > 0 ? plural(errors, 'error') : '', warnings > 0 ? plural(warnings, 'warning') : '']
    .filter(Boolean)
    .join(', ');
  const lines = [`${outcome.input}: ${result.valid ? 'valid' : 'invalid'}${counts === '' ? '' : ` (${counts})`}`];
  const rows = [
    ...result.issues.map((issue) => [
      issue.severity,
      issue.code,
      issue.path.length === 0 ? '(body)' : issue.path.join('.'),
      issue.message,
    ]),
    ...result.unchecked.map((skipped) => [
      'unchecked',
      skipped.code,
      skipped.parameter,
      `needs ${CONTEXT_KEY[skipped.needs] ?? skipped.needs} in --context`,
    ]),
  ];
  const widths = [0, 1, 2].map((column) => Math.max(0, ...rows.map((row) => row[column]?.length ?? 0)));
  for (const row of rows)
    lines.push(
      `  ${row
        .map((cell, column) => cell.padEnd(widths[column] ?? 0))
        .join('  ')
        .trimEnd()}`,
    );
  if (result.truncated) lines.push('  … more issues were cut off by maxIssues');
  return lines.join('\n');
}

/** Counts of a run, for the summary on standard error. */
export class Tally {
  inputs = 0;
  valid = 0;
  invalid = 0;
  unreadable = 0;
  private readonly codes = new Map<string, number>();

  add(outcome: Outcome): void {
    this.inputs++;
    if (!('result' in outcome)) {
      this.unreadable++;
      return;
    }
    if (outcome.result.valid) this.valid++;
    else this.invalid++;
    // Each code once per input: documented and engine codes alike.
    const seen = new Set(outcome.result.issues.map((issue) => issue.code));
    for (const code of seen) this.codes.set(code, (this.codes.get(code) ?? 0) + 1);
  }

  /** 0 all valid, 1 some invalid, 2 some unreadable (2 wins). */
  exitStatus(): number {
    if (this.unreadable > 0) return 2;
    return this.invalid > 0 ? 1 : 0;
  }

  summary(): string {
    const parts = [`${plural(this.inputs, 'input')}: ${this.valid} valid, ${this.invalid} invalid`];
    if (this.unreadable > 0) parts.push(`${this.unreadable} unreadable`);
    const codes = [...this.codes].sort(([a], [b]) => a.localeCompare(b)).map(([code, count]) => `${code} ×${count}`);
    return parts.join(', ') + (codes.length > 0 ? `\ncodes: ${codes.join(', ')}` : '');
  }
}
