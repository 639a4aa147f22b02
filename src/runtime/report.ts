/**
 * Result building: the one place issues are added, rules found unchecked
 * are listed, and the `maxIssues` cap is kept.
 */
import type { DocumentedCode } from '../codes.js';
import type { Message, Messages } from '../facts/types.js';
import { FactFailure } from './failure.js';
import type { RepeatMemo } from './lists.js';
import { BRACES, DOCUMENTED_CODE, FIELD_END } from './patterns.js';
import type { Issue, IssueParams, Severity, Unchecked, ValidationResult } from './result.js';
import { TRUE, type Tri, UNKNOWN, type Unknowns } from './tri.js';

/** Limits and presentation choices of one validation. */
export interface Reporting {
  readonly maxIssues: number;
  readonly messages: Messages | undefined;
  /** Field-level validation (contract section 9.3): the top-level fields whose issues are kept. */
  readonly fields: ReadonlySet<string> | undefined;
  /**
   * The default messages for people (a form schema's, contract section
   * 10.3), by the rule they replace the default of; `undefined` for the
   * developers' defaults.
   */
  readonly formMessages?: FormMessages | undefined;
}

/**
 * The default messages for the person filling a form, by the reported rule
 * (a row, or one case of it) whose developer message each replaces; text
 * with `{name}` placeholders filled from the params.
 * @example const formMessages: FormMessages = new Map([[R_002_01_13_dateOfBirth, 'Enter your date of birth.']]);
 */
export type FormMessages = ReadonlyMap<ReportedRule, string>;

/**
 * A rule as its issues report it: what a validator carries of a row at run
 * time (not its quoted sentence nor its condition).
 */
export interface ReportedRule {
  readonly code: Issue['code'];
  /** True for codes of the service description (NNN.NN.NN). */
  readonly documented: boolean;
  readonly severity: Severity;
  readonly parameter: string;
  /** The default message: text with `{name}` placeholders filled from the issue's params. */
  readonly message: string;
  /**
   * The field reference the rule reports at (`'surname'`,
   * `'charitySplits[].charityResourceId'`, '' for the body): a rule without
   * entries points at it; field-level validation keeps its first name.
   */
  readonly at: string;
  /** The row's own message key (`code:at`, see `ruleIds`), before `code:parameter` and `code`. */
  readonly key: string;
  /**
   * For one case of a row (`Rule.cases`): the case's own message key,
   * `key/name`, tried before the row's; `''` for the row itself.
   */
  readonly caseKey: string;
  /**
   * The default message split at its braces: with exactly one placeholder,
   * the text before it, its name and the text after it, filled by
   * concatenation (an issue is built on every fault).
   */
  readonly parts: readonly string[];
}

/**
 * A rule as its issues report it; `documented` follows from the code, a
 * rule points at its parameter unless `at` says otherwise, and its own
 * message key is `code:at` unless `key` says otherwise; one case of a row
 * also has the key `key/caseName`.
 * @example reported('002.01.06', 'surname', 'Surname is required.', 'error', 'surname', '002.01.06:surname', 'absent')
 */
export function reported(
  code: string,
  parameter: string,
  message: string,
  severity: Severity = 'error',
  at: string = parameter,
  key = `${code}:${at}`,
  caseName = '',
): ReportedRule {
  return {
    // A table's codes are the service's or the engine's (a test keeps them so).
    code: code as Issue['code'],
    documented: DOCUMENTED_CODE.test(code),
    severity,
    parameter,
    message,
    at,
    key,
    caseKey: caseName === '' ? '' : `${key}/${caseName}`,
    parts: message.split(BRACES),
  };
}

/**
 * Collects what the rules of one validation find. `need` is where a
 * condition of the rule being checked records the option it found missing.
 */
export class Findings implements Unknowns, RepeatMemo {
  declare readonly issues: Issue[];
  declare need: string;
  declare sparse: Map<unknown, readonly number[]> | undefined;
  declare repeats: Map<string, Map<unknown, ReadonlySet<number>>> | undefined;
  declare private unchecked: Unchecked[] | undefined;
  declare private truncated: boolean;
  declare private readonly reporting: Reporting;

  // Each field set here (`declare`: no field definitions emitted): V8 compiles field initializers as a
  // function of their own, which a validator's long function did not always inline.
  constructor(reporting: Reporting) {
    this.issues = [];
    this.need = '';
    this.sparse = undefined;
    this.repeats = undefined;
    this.unchecked = undefined;
    this.truncated = false;
    this.reporting = reporting;
  }

  /**
   * Adds the issue of `rule` at `path` (by default the field it is about),
   * with the values its message speaks of; false once the cap is reached.
   * Under field-level validation an issue of another field is left out and
   * counts for nothing.
   * @example if (!findings.add(R_002_01_06_surname, undefined, { max: 50, length: 51 })) return findings.result();
   */
  add(rule: ReportedRule, path: (string | number)[] = rule.at === '' ? [] : [rule.at], params?: IssueParams): boolean {
    const { fields, maxIssues, messages, formMessages } = this.reporting;
    if (fields !== undefined && path.length !== 0 && !fields.has(path[0] as string)) return true;
    if (this.issues.length >= maxIssues) {
      this.truncated = true;
      return false;
    }
    const { code, documented, severity, parameter } = rule;
    const message =
      messages === undefined && formMessages === undefined
        ? defaultMessage(rule, params)
        : messageFor(rule, messages, formMessages, path, params);
    // Two literals, not spreads: an issue is built on every fault, and a rule without params has no such key.
    // Stored at the end by index: V8 inlines the store, where push stayed a call of its builtin.
    const issues = this.issues;
    issues[issues.length] =
      params === undefined
        ? { code, documented, severity, parameter, path, message }
        : { code, documented, severity, parameter, path, message, params };
    return true;
  }

  /**
   * Records that `rule` needed the option `needs` (by default the one its
   * condition recorded in `need`), which was not given;
   * errors only, one entry per code.
   * @example findings.skip(R_002_01_03_countryCode); // the option the condition recorded in `need`
   */
  skip(rule: ReportedRule, needs: string = this.need): void {
    const { code, parameter, severity, at } = rule;
    if (severity !== 'error') return;
    const { fields } = this.reporting;
    if (fields !== undefined && at !== '' && !fields.has(topName(at))) return;
    let unchecked = this.unchecked;
    if (unchecked === undefined) unchecked = this.unchecked = [];
    else for (let index = 0; index < unchecked.length; index++) if (unchecked[index]?.code === code) return;
    unchecked[unchecked.length] = { code, parameter, needs };
  }

  /**
   * What a rule without entries does with its condition's truth value: adds
   * its issue when it holds (false once the cap is reached), lists it as
   * unchecked when unknown.
   * @example if (!findings.decide(listMembership(...), R_002_01_03_countryCode, { max: 10, length: 2 })) return findings.result();
   */
  decide(found: Tri, rule: ReportedRule, params?: IssueParams): boolean {
    if (found === TRUE) return this.add(rule, undefined, params);
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
    // Validity and codes read off the issues once, at the end: cheaper than keeping them up to date on every add.
    const { issues, truncated } = this;
    const codes: DocumentedCode[] = [];
    let valid = true;
    let last = ''; // issues of one rule come together: the last code is the one to compare with first
    for (const { code, documented, severity } of issues) {
      if (severity === 'error') valid = false;
      if (documented && code !== last && codes.indexOf(code as DocumentedCode) === -1)
        codes[codes.length] = code as DocumentedCode;
      last = code;
    }
    return { valid, issues, codes, unchecked: this.unchecked ?? [], truncated };
  }
}

/** The first name of a field reference: `'charitySplits'` of `'charitySplits[].customCodes'`. */
function topName(at: string): string {
  const end = at.search(FIELD_END);
  return end === -1 ? at : at.slice(0, end);
}

/**
 * The message of an issue: the caller's for its case's key, the row's own
 * key, its `code:parameter` or its `code`, else the default (the form's, when
 * given, else the rule's); text has its `{name}` placeholders filled from
 * the params, a function is called with a copy of the issue.
 */
function messageFor(
  rule: ReportedRule,
  messages: Messages | undefined,
  formMessages: FormMessages | undefined,
  path: (string | number)[],
  params: IssueParams | undefined,
): string {
  const given = messages === undefined ? undefined : chosen(messages, rule);
  // Checked when the options were; a value changed since to anything but text or a function is not used.
  if (typeof given === 'string') return fill(given, params);
  if (typeof given !== 'function') {
    const forPeople = formMessages?.get(rule);
    return forPeople === undefined ? defaultMessage(rule, params) : fill(forPeople, params);
  }
  const { code, documented, severity, parameter } = rule;
  // A copy: what the caller's function changes does not reach the result.
  const issue = { code, documented, severity, parameter, path: [...path] };
  try {
    return String(given(params === undefined ? issue : { ...issue, params: copyOf(params) }));
  } catch (error) {
    throw new FactFailure(error); // the caller's function failed, not the payload
  }
}

/** A copy of params, its list of allowed values copied too. */
function copyOf(params: IssueParams): IssueParams {
  const copy = { ...params };
  return copy.allowed === undefined ? copy : { ...copy, allowed: [...copy.allowed] };
}

/** The rule's own message, filled from the params (`fill`): one placeholder by concatenation. */
function defaultMessage(rule: ReportedRule, params: IssueParams | undefined): string {
  const parts = rule.parts;
  // Without a placeholder, the message as it is.
  if (parts.length === 1) return rule.message;
  const value = params !== undefined && parts.length === 3 ? placeholderValue(params, parts[1] as string) : undefined;
  return value !== undefined ? parts[0] + shown(value) + parts[2] : fill(rule.message, params);
}

/**
 * The value of a default message's one placeholder. The values a body
 * adds (a length, a count) are read by name, not by a key that varies from
 * rule to rule: a row's placeholders are own keys of the params it gives
 * (test/tables.test.ts holds every row to it), so the read is the same.
 */
function placeholderValue(params: IssueParams, name: string): IssueParams[keyof IssueParams] {
  if (name === 'length') return params.length;
  if (name === 'count') return params.count;
  return paramOf(params, name);
}

/** A param by name, own keys only (`{constructor}` is no param). */
const paramOf = (params: IssueParams, name: string) =>
  Object.hasOwn(params, name) ? params[name as keyof IssueParams] : undefined;

/** A param's value as a message shows it: a list joined with ', '. */
const shown = (value: NonNullable<IssueParams[keyof IssueParams]>): string =>
  Array.isArray(value) ? value.join(', ') : String(value);

/** The caller's message for a rule, by its case's key, its own key, then `code:parameter`, then `code` (any key: checked with the options). */
function chosen(messages: Readonly<Record<string, Message>>, rule: ReportedRule): Message | undefined {
  if (rule.caseKey !== '' && Object.hasOwn(messages, rule.caseKey)) return messages[rule.caseKey];
  if (Object.hasOwn(messages, rule.key)) return messages[rule.key];
  const specific = `${rule.code}:${rule.parameter}`;
  if (Object.hasOwn(messages, specific)) return messages[specific];
  return Object.hasOwn(messages, rule.code) ? messages[rule.code] : undefined;
}

/**
 * Text with each `{name}` placeholder replaced by `params[name]` (a list is
 * joined with ', '); a placeholder without a value stays as written. One
 * pass over the text: linear in its length, whatever braces it holds.
 * @example fill('At most {max}; it has {length}.', { max: 50, length: 51 }) // 'At most 50; it has 51.'
 */
export function fill(text: string, params: IssueParams | undefined): string {
  if (params === undefined) return text;
  let filled = '';
  let from = 0;
  let open = -1;
  for (let index = text.indexOf('{'); index !== -1 && index < text.length; index++) {
    const char = text.charCodeAt(index);
    if (char === OPEN_BRACE) open = index;
    else if (char === CLOSE_BRACE && open !== -1) {
      const value = paramOf(params, text.slice(open + 1, index));
      if (value !== undefined) {
        filled += text.slice(from, open) + shown(value);
        from = index + 1;
      }
      open = -1;
    }
  }
  return from === 0 ? text : filled + text.slice(from);
}

const OPEN_BRACE = 0x7b;
const CLOSE_BRACE = 0x7d;
