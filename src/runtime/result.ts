/**
 * What a validator returns (contract section 3): the result, its issues and
 * the rules that could not be checked.
 */

import type { EngineCode } from '../../rules/engine-codes.js';
import type { DocumentedCode } from '../codes.js';

/** How serious an issue is: errors make a payload invalid, warnings are advice. */
export type Severity = 'error' | 'warning';

/** One problem found in a payload. */
export interface Issue {
  /** '002.01.06', or an engine code such as 'too-long'. */
  code: DocumentedCode | EngineCode;
  /** True only for codes listed in the service description. */
  documented: boolean;
  severity: Severity;
  /** The service's Parameter column; '' where it gives "(none)". */
  parameter: string;
  /** Exact location, e.g. `['charitySplits', 2, 'charitySplitPercent']`. */
  path: (string | number)[];
  /** English, human-readable; replaceable through the `messages` option. */
  message: string;
  /**
   * The values the message speaks of, for a rule with a limit or a fixed
   * list (contract section 9.2); no such key for other rules.
   */
  params?: IssueParams;
}

/**
 * What an issue's message speaks of: a length limit and the code points seen
 * (`{ max, length }`), an age range (`{ min, max }`), fixed values
 * (`{ allowed }`), a whole-number ceiling (`{ max }`), a count of entries
 * (`{ max, count }`).
 */
export interface IssueParams {
  readonly max?: number;
  readonly min?: number;
  readonly length?: number;
  readonly count?: number;
  readonly allowed?: readonly string[];
}

/** A rule that needed a fact the options did not give. */
export interface Unchecked {
  code: string;
  parameter: string;
  /** The name of the option that would let the rule be checked. */
  needs: string;
}

/** What a validator returns. */
export interface ValidationResult {
  /** True when no issue has severity 'error'. */
  valid: boolean;
  /** Every matching rule, in rule-table order. */
  issues: Issue[];
  /** The unique documented codes among `issues`, in table order. */
  codes: DocumentedCode[];
  /** Rules that needed a fact the options did not give. */
  unchecked: Unchecked[];
  /** True when `maxIssues` cut the list. */
  truncated: boolean;
}
