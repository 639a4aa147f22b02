import type { Issue, ValidationResult } from '../runtime/result.js';
import type { FailOn } from './args.js';

/**
 * An issue's rule row (`--explain`): its code and path pattern, the quoted
 * sentence of the service description, its condition in words, and the
 * values of the fields it reads (`value` left out for a field the body does
 * not have; a value nested deeper or larger than an explanation shows is
 * cut, each part left out a `'…'`, and `cut` is true).
 */
export interface Explanation {
  readonly code: string;
  readonly path: string;
  readonly source: string;
  readonly condition: string;
  readonly fields: readonly { readonly field: string; readonly value?: unknown; readonly cut?: true }[];
}

/**
 * The outcome of one input: a result (with the body it was read from, when
 * explained, and its id under `--id-field`), or why it could not be checked.
 */
export type Outcome =
  | { readonly input: string; readonly result: ValidationResult; readonly body?: unknown; readonly id?: string }
  | { readonly input: string; readonly error: string };

/**
 * How an input fares: `passed`; `invalid` (an error); `failing` (valid, but
 * a warning or an unchecked rule that `--fail-on` names); `unreadable`.
 */
export type Verdict = 'passed' | 'invalid' | 'failing' | 'unreadable';

const hasWarning = (result: ValidationResult) => result.issues.some((issue) => issue.severity === 'warning');

/**
 * The verdict on an outcome, given what `--fail-on` names.
 * @example verdictOf({ input: 'a.json', result }, ['warning']) // 'failing' when the result has a warning
 */
export function verdictOf(outcome: Outcome, failOn: readonly FailOn[]): Verdict {
  if (!('result' in outcome)) return 'unreadable';
  const { result } = outcome;
  if (!result.valid) return 'invalid';
  if (failOn.includes('warning') && hasWarning(result)) return 'failing';
  if (failOn.includes('unchecked') && result.unchecked.length > 0) return 'failing';
  return 'passed';
}

/**
 * One input's outcome as a JSON Lines record (contract section 8): the
 * result with its source first, `{ "input": SOURCE, ...result }`, or
 * `{ "input": SOURCE, "error": REASON }`; with explanations, each issue
 * carries its own (`explanation`).
 * @example jsonLine({ input: 'a.json', error: 'not JSON' }) // '{"input":"a.json","error":"not JSON"}'
 */
export function jsonLine(outcome: Outcome, explain?: (issue: Issue) => Explanation | undefined): string {
  if (!('result' in outcome)) return JSON.stringify({ input: outcome.input, error: outcome.error });
  const { result } = outcome;
  // The id (--id-field) right after the source, before the result's own keys.
  const head = outcome.id === undefined ? { input: outcome.input } : { input: outcome.input, id: outcome.id };
  if (explain === undefined) return JSON.stringify({ ...head, ...result });
  const issues = result.issues.map((issue) => {
    const explanation = explain(issue);
    return explanation === undefined ? issue : { ...issue, explanation };
  });
  return JSON.stringify({ ...head, ...result, issues });
}

/** The `--context` key that supplies each option the validators may need. */
const CONTEXT_KEY: Readonly<Record<string, string>> = {
  accountExists: 'existingAccounts',
  personalUrlTaken: 'takenPersonalUrls',
  teamUrlTaken: 'takenTeamUrls',
};

/**
 * What an unchecked rule needs, in the command line's words.
 * @example needsWords({ code: '002.01.03', parameter: 'countryCode', needs: 'countries' }) // 'needs countries in --context'
 */
export function needsWords(skipped: ValidationResult['unchecked'][number]): string {
  return `needs ${contextKey(skipped.needs)} in --context`;
}

/**
 * The `--context` key that supplies a validator option.
 * @example contextKey('accountExists') // 'existingAccounts'
 */
export const contextKey = (option: string): string => CONTEXT_KEY[option] ?? option;

/**
 * An issue's path as the text and JUnit reports write it: dotted, `(body)` for the body.
 * @example pathText(['charitySplits', 1, 'charityResourceId']) // 'charitySplits.1.charityResourceId'
 */
export function pathText(path: readonly (string | number)[]): string {
  return path.length === 0 ? '(body)' : path.join('.');
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** A value as a text report shows it: JSON, cut short. */
function shown(field: Explanation['fields'][number]): string {
  if (!('value' in field)) return '(missing)';
  const text = JSON.stringify(field.value) ?? String(field.value);
  return text.length > 80 ? `${text.slice(0, 79)}…` : text;
}

/**
 * An explanation as indented lines under its issue.
 * @example explanationLines(explanation) // ['rule: 002.01.06 at surname, "surname invalid; ..."', ...]
 */
export function explanationLines(explanation: Explanation): string[] {
  return [
    `rule: ${explanation.code} at ${explanation.path === '' ? '(body)' : explanation.path}, "${explanation.source}"`,
    `when: ${explanation.condition}`,
    ...explanation.fields.map((field) => `${field.field} = ${shown(field)}`),
  ];
}

/**
 * One input's outcome for people: a headline, then one line per issue with
 * its severity, code, path and message (and, explained, its rule under it),
 * then what could not be checked.
 * @example textReport({ input: 'a.json', result }, 'invalid')
 */
export function textReport(
  outcome: Outcome,
  verdict: Verdict,
  failOn: readonly FailOn[] = [],
  explain?: (issue: Issue) => Explanation | undefined,
): string {
  if (!('result' in outcome)) return `${outcome.input}: cannot be checked: ${outcome.error}`;
  const { result } = outcome;
  const id = outcome.id === undefined ? '' : ` (id ${JSON.stringify(outcome.id)})`;
  const errors = result.issues.filter((issue) => issue.severity === 'error').length;
  const warnings = result.issues.length - errors;
  const counts = [errors > 0 ? plural(errors, 'error') : '', warnings > 0 ? plural(warnings, 'warning') : '']
    .filter(Boolean)
    .join(', ');
  const fails = verdict === 'failing' ? `; fails --fail-on ${failOn.join(' and ')}` : '';
  const lines = [
    `${outcome.input}${id}: ${result.valid ? 'valid' : 'invalid'}${counts === '' ? '' : ` (${counts})`}${fails}`,
  ];
  const rows: { cells: string[]; details: string[] }[] = [
    ...result.issues.map((issue) => {
      const explanation = explain?.(issue);
      return {
        cells: [issue.severity, issue.code, pathText(issue.path), issue.message],
        details: explanation === undefined ? [] : explanationLines(explanation),
      };
    }),
    ...result.unchecked.map((skipped) => ({
      cells: ['unchecked', skipped.code, skipped.parameter, needsWords(skipped)],
      details: [],
    })),
  ];
  const widths = [0, 1, 2].map((column) => Math.max(0, ...rows.map((row) => row.cells[column]?.length ?? 0)));
  for (const row of rows) {
    lines.push(
      `  ${row.cells
        .map((cell, column) => cell.padEnd(widths[column] ?? 0))
        .join('  ')
        .trimEnd()}`,
    );
    for (const detail of row.details) lines.push(`      ${detail}`);
  }
  if (result.truncated) lines.push('  … more issues were cut off by maxIssues');
  return lines.join('\n');
}

/** A run's counts, as a worker sends them for the blocks it checked. */
export interface TallyCounts {
  readonly inputs: number;
  readonly valid: number;
  readonly invalid: number;
  readonly unreadable: number;
  readonly failing: number;
  /** Checked inputs with an entry in `unchecked` (a rule left unchecked for want of a fact). */
  readonly unchecked: number;
  /** The `--context` keys those entries need. */
  readonly needs: ReadonlySet<string>;
  /** Each code with the number of inputs that have it. */
  readonly codes: ReadonlyMap<string, number>;
}

/** Past this many issues, an input's distinct codes are found with a Set rather than by looking back. */
const FEW_ISSUES = 16;

/** Counts of a run, for the summary on standard error. */
export class Tally implements TallyCounts {
  inputs = 0;
  valid = 0;
  invalid = 0;
  unreadable = 0;
  /** Valid inputs that fail all the same, by `--fail-on`. */
  failing = 0;
  unchecked = 0;
  readonly needs = new Set<string>();
  readonly codes = new Map<string, number>();

  constructor(private readonly failOn: readonly FailOn[] = []) {}

  add(outcome: Outcome, verdict: Verdict): void {
    if ('result' in outcome) this.addResult(outcome.result, verdict);
    else {
      this.inputs++;
      this.unreadable++;
    }
  }

  /** Counts a checked input (the NDJSON path calls this without making an Outcome). */
  addResult(result: ValidationResult, verdict: Verdict): void {
    this.inputs++;
    if (result.valid) this.valid++;
    else this.invalid++;
    if (verdict === 'failing') this.failing++;
    if (result.unchecked.length > 0) {
      this.unchecked++;
      for (const skipped of result.unchecked) this.needs.add(contextKey(skipped.needs));
    }
    // Each code once per input: documented and engine codes alike.
    const { issues } = result;
    if (issues.length > FEW_ISSUES) {
      for (const code of new Set(issues.map((issue) => issue.code))) this.count(code, 1);
      return;
    }
    for (let index = 0; index < issues.length; index++) {
      const code = (issues[index] as Issue).code;
      let earlier = false;
      for (let before = 0; before < index && !earlier; before++) earlier = (issues[before] as Issue).code === code;
      if (!earlier) this.count(code, 1);
    }
  }

  /** Adds the counts of another part of the run (a worker's blocks). */
  merge(other: TallyCounts): void {
    this.inputs += other.inputs;
    this.valid += other.valid;
    this.invalid += other.invalid;
    this.unreadable += other.unreadable;
    this.failing += other.failing;
    this.unchecked += other.unchecked;
    for (const key of other.needs) this.needs.add(key);
    for (const [code, count] of other.codes) this.count(code, count);
  }

  private count(code: string, inputs: number): void {
    this.codes.set(code, (this.codes.get(code) ?? 0) + inputs);
  }

  /** The counts a worker sends: plain data. */
  counts(): TallyCounts {
    const { inputs, valid, invalid, unreadable, failing, unchecked, needs, codes } = this;
    return { inputs, valid, invalid, unreadable, failing, unchecked, needs, codes };
  }

  /** 0 all pass, 1 some invalid or failing `--fail-on`, 3 some unreadable (3 wins, contract 10.6). */
  exitStatus(): number {
    if (this.unreadable > 0) return 3;
    return this.invalid > 0 || this.failing > 0 ? 1 : 0;
  }

  /**
   * The summary for standard error: the counts, the inputs with rules left
   * unchecked and the keys they need, then the count per code.
   */
  summary(): string {
    const parts = [`${plural(this.inputs, 'input')}: ${this.valid} valid, ${this.invalid} invalid`];
    if (this.unreadable > 0) parts.push(`${this.unreadable} unreadable`);
    if (this.unchecked > 0)
      parts.push(
        `${this.unchecked} with rules left unchecked (the context lacks ${[...this.needs].sort().join(', ')})`,
      );
    if (this.failOn.length > 0) parts.push(`${this.failing} valid failing --fail-on ${this.failOn.join(' and ')}`);
    const codes = [...this.codes].sort(([a], [b]) => a.localeCompare(b)).map(([code, count]) => `${code} ×${count}`);
    return parts.join(', ') + (codes.length > 0 ? `\ncodes: ${codes.join(', ')}` : '');
  }
}
