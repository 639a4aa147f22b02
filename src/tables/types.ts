/**
 * The shapes of the rule tables: rows, conditions and field references.
 */
import type { Condition } from '../conditions/logic.js';
import type { FieldRef } from '../conditions/refs.js';
import type { ConditionNode } from '../conditions/registry.js';
import type { Severity } from '../runtime/result.js';

export type { Json } from '../conditions/code.js';
export type { ParamsSpec } from '../conditions/define.js';
export type { Condition } from '../conditions/logic.js';
export type { FieldRef } from '../conditions/refs.js';

/**
 * A named condition of the vocabulary in `src/conditions/` (one module per
 * condition: its row builder, its reference evaluation and its emitter),
 * with its arguments (JSON values) beside the name.
 */
export type NamedCondition = ConditionNode;

/** How serious an issue is: errors make a payload invalid, warnings are advice. */
export type { Severity } from '../runtime/result.js';

/**
 * One way a rule can fail, with its own messages and message key: an issue
 * takes the messages of the first case whose condition holds, else the
 * row's own.
 * A case's condition reads the payload only (no fact), so it is never
 * unknown.
 *
 * @example
 * const absentSurname: MessageCase = {
 *   name: 'absent',
 *   when: { test: 'absent', field: 'surname' },
 *   message: 'Surname is required.',
 *   formMessage: 'Enter your surname.',
 * };
 */
export interface MessageCase {
  /** The case's name, unique in its row: its own message key is the row's, then `/name` (`002.01.06:surname/absent`). */
  readonly name: string;
  readonly when: Condition;
  /** The default English message for developers, logs and the command line (may name wire formats). */
  readonly message: string;
  /** The default message for the person filling a form (names no wire format); default: `message`. */
  readonly formMessage?: string;
}

/**
 * One row of a rule table: plain data that survives `JSON.stringify`.
 *
 * @example
 * const row: Rule = {
 *   code: '002.01.06', parameter: 'surname', at: 'surname', severity: 'error',
 *   when: { any: [{ test: 'absent', field: 'surname' }, { test: 'longerThan', field: 'surname', max: 50 }] },
 *   message: 'Surname is required and may have at most 50 characters.',
 *   source: 'surname invalid; more than 50 characters',
 * };
 */
export interface Rule {
  /** A documented service code (`002.01.06`) or an engine code (`too-long`). */
  readonly code: string;
  /** The service's Parameter column ('' where it gives "(none)"). */
  readonly parameter: string;
  /** Where the issue points: a field reference; each `[]` gives one issue per entry; '' is the body. */
  readonly at: FieldRef;
  /** When the rule fires. */
  readonly when: Condition;
  readonly severity: Severity;
  /**
   * The default English message for developers, logs and the command line:
   * of the last case, when `cases` names earlier ones.
   */
  readonly message: string;
  /** The default message for the person filling a form (names no wire format); default: `message`. */
  readonly formMessage?: string;
  /** The ways the rule fails that have messages of their own, tried in order before the row's own. */
  readonly cases?: readonly MessageCase[];
  /** The sentence of service-api.md the rule comes from. */
  readonly source: string;
  /** When true and the rule fires, no later rule runs. */
  readonly halts?: boolean;
}

/** A rule table: the rows of one operation, in reporting order. */
export type RuleTable = readonly Rule[];
