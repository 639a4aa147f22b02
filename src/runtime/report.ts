/**
 * Result building: the one place issues are added, rules found unchecked
 * are listed, and the `maxIssues` cap is kept.
 */
import type { Messages } from '../facts/types.js';
import type { RepeatMemo } from './lists.js';
import { DOCUMENTED_CODE } from './patterns.js';
import type { Issue, Severity, Unchecked, ValidationResult } from './result.js';
import { TRUE, type Tri, UNKNOWN, type Unknowns } from './tri.js';

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
  /** Where the issue of a rule without entries points: a top-level field, or '' for the body. */
  readonly at: string;
}

/**
 * A rule as its issues report it; `documented` follows from the code, and a
 * rule without entries points at its parameter unless `at` says otherwise.
 * @example reported('002.01.06', 'surname', 'Surname is required and may have at most 50 characters.')
 */
export function reported(
  code: string,
  parameter: string,
  message: string,
  severity: Severity = 'error',
  at: string = parameter,
): ReportedRule {
  return { code, documented: DOCUMENTED_CODE.test(code), severity, parameter, message, at };
}

/**
 * Collects what the rules of one validation find. `need` is where a
 * condition of the rule being checked records the option it found missing.
 */
export class Findings implements Unknowns, RepeatMemo {
  readonly issues: Issue[] = [];
  /** The unique documented codes among the issues, in the order they came. */
  private readonly codes: string[] = [];
  private valid = true;
  need = '';
  sparse: Map<unknown, readonly number[]> | undefined;
  repeats: Map<string, Map<unknown, ReadonlySet<number>>> | undefined;
  private unchecked: Unchecked[] | undefined;
  private truncated = false;

  constructor(private readonly reporting: Reporting) {}

  /**
   * Adds the issue of `rule` at `path` (by default the field it is about);
   * false once the cap is reached.
   * @example if (!findings.add(R_002_01_06_surname)) return findings.result();
   */
  add(rule: ReportedRule, path: (string | number)[] = rule.at === '' ? [] : [rule.at]): boolean {
    if (this.issues.length >= this.reporting.maxIssues) {
      this.truncated = true;
      return false;
    }
    const { code, documented, severity } = rule;
    this.issues.push({
      code,
      documented,
      severity,
      parameter: rule.parameter,
      path,
      message: messageFor(rule, this.reporting.messages),
    });
    if (severity === 'error') this.valid = false;
    // Issues of one rule come together: the last code is the one to compare with first.
    const codes = this.codes;
    if (documented && codes[codes.length - 1] !== code && !codes.includes(code)) codes.push(code);
    return true;
  }

  /**
   * Records that `rule` needed the option `needs` (by default the one its
   * condition recorded in `need`), which was not given;
   * errors only, one entry per code.
   * @example findings.skip(R_002_01_03_countryCode); // the option the condition recorded in `need`
   */
  skip(rule: ReportedRule, needs: string = this.need): void {
    const { code, parameter, severity } = rule;
    if (severity !== 'error') return;
    if (this.unchecked === undefined) this.unchecked = [];
    else for (const entry of this.unchecked) if (entry.code === code) return;
    this.unchecked.push({ code, parameter, needs });
  }

  /**
   * What a rule without entries does with its condition's truth value: adds
   * its issue when it holds (false once the cap is reached), lists it as
   * unchecked when unknown.
   * @example if (!findings.decide(listMembership(...), R_002_01_03_countryCode)) return findings.result();
   */
  decide(found: Tri, rule: ReportedRule): boolean {
    if (found === TRUE) return this.add(rule);
    if (found === UNKNOWN) this.skip(rule);
    return true;
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
    const { valid, issues, codes, truncated } = this;
    return { valid, issues, codes, unchecked: this.unchecked ?? [], truncated };
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
