/**
 * Checks of contract section 3 that the account and page suites share:
 * the shape and internal consistency of a result (valid, codes, table order,
 * unchecked), comparing documented issues, and the helpers the conformance
 * suites build their cases with. Each suite passes what differs: how an issue
 * is placed in its rule table.
 */
import { expect, it } from 'vitest';
import type { Issue, ValidationOptions, ValidationResult } from '../../src/index.js';
import type { Expected } from '../arbitraries/values.js';

// ---------------------------------------------------------------------------
// Property suites (*.properties.test.ts)
// ---------------------------------------------------------------------------

/** A documented service code ('002.01.06'); anything else is an engine code. */
export const DOCUMENTED = /^[0-9]{3}\.[0-9]{2}\.[0-9]{2}$/;
/** The distinct codes, sorted. */
export const uniqueSorted = (codes: readonly string[]): string[] => [...new Set(codes)].sort();
/** An issue's code and place as a comparable key. */
export const issueKey = (e: Expected): string => JSON.stringify([e.code, e.path, e.parameter]);
/** The documented issues of a result, as comparable keys (a sorted multiset). */
export const documentedIssues = (result: ValidationResult): string[] =>
  result.issues
    .filter((i) => i.documented)
    .map((i) => issueKey({ code: i.code, path: i.path, parameter: i.parameter }))
    .sort();
export const expectedIssues = (expected: readonly Expected[]): string[] => expected.map(issueKey).sort();

/** A stable yes/no answer for any arguments (the same for the sync and async facts). */
export function hashed(salt: string): (...args: string[]) => boolean {
  return (...args) => {
    let h = 2166136261;
    for (const ch of salt + args.join('\u0000')) h = Math.imul(h ^ ch.codePointAt(0)!, 16777619);
    return (h & 4) === 4;
  };
}

export function deepFreeze<T>(value: T): T {
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const v = stack.pop();
    if (typeof v === 'object' && v !== null && !Object.isFrozen(v)) {
      Object.freeze(v);
      for (const inner of Object.values(v)) stack.push(inner);
    }
  }
  return value;
}

/** A validator that also checks the input is neither thrown on nor mutated (nor written to when frozen). */
export function safeValidator<O>(
  validate: (input: unknown, options?: O) => ValidationResult,
): (input: unknown, options?: O) => ValidationResult {
  return (input, options) => {
    const before = structuredClone(input);
    const result = validate(input, options);
    expect(input).toEqual(before);
    expect(JSON.stringify(input)).toBe(JSON.stringify(before));
    // A deep-frozen copy: any write would throw in the package's strict-mode modules.
    const frozen = deepFreeze(structuredClone(input));
    expect(validate(frozen, options)).toEqual(result);
    return result;
  };
}

export interface ShapeChecks {
  /** Asserts that the issues follow the suite's rule table. */
  tableOrder: (issues: readonly Issue[]) => void;
  /** More checks of each issue (after its code is checked to be a string). */
  eachIssue?: (issue: Issue) => void;
}

/** The result checks of a suite, given how its rule table orders issues. */
export function contractChecks({ tableOrder, eachIssue }: ShapeChecks) {
  /** contract section 3: the shape and internal consistency of a result. */
  function expectContractShape(result: ValidationResult): void {
    expect(Object.keys(result).sort()).toEqual(['codes', 'issues', 'truncated', 'unchecked', 'valid']);
    expect(typeof result.valid).toBe('boolean');
    expect(typeof result.truncated).toBe('boolean');
    expect(Array.isArray(result.issues)).toBe(true);
    expect(Array.isArray(result.unchecked)).toBe(true);
    for (const issue of result.issues) {
      expect(typeof issue.code).toBe('string');
      eachIssue?.(issue);
      expect(issue.documented).toBe(DOCUMENTED.test(issue.code));
      expect(['error', 'warning']).toContain(issue.severity);
      expect(typeof issue.parameter).toBe('string');
      expect(Array.isArray(issue.path)).toBe(true);
      for (const step of issue.path) {
        expect(typeof step === 'string' || (typeof step === 'number' && Number.isInteger(step) && step >= 0)).toBe(
          true,
        );
      }
      expect(typeof issue.message).toBe('string');
      expect(issue.message.length).toBeGreaterThan(0);
    }
    // valid: no issue with severity 'error'.
    expect(result.valid).toBe(!result.issues.some((i) => i.severity === 'error'));
    // codes: the unique documented codes among issues, in first-appearance (table) order.
    const codes: string[] = [];
    for (const issue of result.issues) if (issue.documented && !codes.includes(issue.code)) codes.push(issue.code);
    expect(result.codes).toEqual(codes);
    // issues follow the rule table's order.
    tableOrder(result.issues);
    for (const entry of result.unchecked) {
      expect(Object.keys(entry).sort()).toEqual(['code', 'needs', 'parameter']);
      expect(typeof entry.code).toBe('string');
      expect(typeof entry.parameter).toBe('string');
      expect(typeof entry.needs).toBe('string');
    }
    expect(new Set(result.unchecked.map((u) => u.code)).size).toBe(result.unchecked.length);
  }

  /**
   * maxIssues: the kept issues are a prefix of the uncapped ones, and
   * truncated says whether more were found. `run` validates one input with a cap.
   */
  function expectCappedPrefix(run: (maxIssues: number) => ValidationResult, n: number): void {
    const full = run(Number.MAX_SAFE_INTEGER);
    expect(full.truncated).toBe(false);
    const capped = run(n);
    expectContractShape(capped);
    expect(capped.issues.length).toBeLessThanOrEqual(n);
    expect(capped.truncated).toBe(full.issues.length > n);
    expect(capped.issues).toEqual(full.issues.slice(0, capped.issues.length));
    if (capped.truncated) expect(capped.issues).toHaveLength(n);
    else expect(capped).toEqual(full);
  }

  return { expectContractShape, expectCappedPrefix };
}

// ---------------------------------------------------------------------------
// Conformance suites (*.conformance.test.ts)
// ---------------------------------------------------------------------------

export type Payload = Record<string, unknown>;

/** A patch value that removes the field from the base payload. */
export const MISSING = Symbol('missing');

/** Values that count as absent (contract section 5). */
export const ABSENT_VALUES: unknown[] = [MISSING, null, '', '   ', '\t\n '];
/** Values that count as absent in a single-valued field and also get the engine code 'wrong-type'. */
export const WRONG_TYPE_VALUES: unknown[] = [{}, { value: 'x' }, [], ['x'], true, false];

/** A base payload with `patch` applied (MISSING removes a field). */
export function patched(base: Readonly<Payload>, patch: Payload = {}): Payload {
  const body: Payload = { ...base };
  for (const [field, value] of Object.entries(patch)) {
    if (value === MISSING) delete body[field];
    else body[field] = value;
  }
  return body;
}

/** Base options with `extra` applied (an `undefined` value removes an option). */
export function mergedOptions(base: ValidationOptions, extra: ValidationOptions): ValidationOptions {
  const merged: Record<string, unknown> = { ...base, ...extra };
  for (const key of Object.keys(merged)) if (merged[key] === undefined) delete merged[key];
  return merged as ValidationOptions;
}

export const sorted = (codes: readonly string[]): string[] => [...codes].sort();

/** Where and under which parameter the issues of one code were reported. */
export function placesOf(result: ValidationResult, code: string): { path: (string | number)[]; parameter: string }[] {
  return result.issues.filter((issue) => issue.code === code).map(({ path, parameter }) => ({ path, parameter }));
}

/** The issues with an engine code (documented: false). */
export const engineIssues = (result: ValidationResult) => result.issues.filter((issue) => !issue.documented);

/** The documented entries of `unchecked`. */
export const uncheckedDocumented = (result: ValidationResult) =>
  result.unchecked.filter((entry) => /^\d/.test(entry.code));

/**
 * The invariants of section 3 that hold for every result, given the position
 * of the rule row an issue comes from (-1: none): valid means no error; codes
 * are the unique documented codes of the issues, in table order; issues are in
 * rule-table order; every issue has a message.
 */
export function consistencyCheck(rowOf: (issue: Issue) => number): (result: ValidationResult) => void {
  return (result) => {
    expect(result.valid).toBe(!result.issues.some((issue) => issue.severity === 'error'));
    const documented = result.issues.filter((issue) => issue.documented).map((issue) => issue.code);
    expect(result.codes).toEqual([...new Set(documented)]);
    const rows = result.issues.map(rowOf);
    expect(rows.every((row) => row >= 0)).toBe(true);
    expect(rows).toEqual([...rows].sort((a, b) => a - b));
    for (const issue of result.issues) {
      expect(issue.documented).toBe(/^\d{3}\.\d{2}\.\d{2}$/.test(issue.code));
      if (issue.documented) expect(issue.severity).toBe('error');
      expect(typeof issue.message).toBe('string');
      expect(issue.message.trim()).not.toBe('');
    }
  };
}

/** A fully clean result: valid, no issue at all, nothing unchecked. */
export function expectClean(result: ValidationResult): void {
  expect(result).toEqual({ valid: true, issues: [], codes: [], unchecked: [], truncated: false });
}

export const repeat = (text: string, times: number) => text.repeat(times);

/** Bodies that are not objects, `base` (a valid payload) and `aString` among them in some form. */
export function nonObjectBodies(base: Readonly<Payload>, aString: string): [string, unknown][] {
  return [
    ['null', null],
    ['an empty array', []],
    ['an array holding the base payload', [base]],
    ['a string', aString],
    ['an empty string', ''],
    ['a JSON text of the base payload', JSON.stringify(base)],
    ['a number', 42],
    ['zero', 0],
    ['true', true],
    ['false', false],
    ['undefined', undefined],
  ];
}

/** The result of a non-object body: the one issue `code` at [] with `parameter`, nothing else. */
export function expectOnlyBodyIssue(result: ValidationResult, code: string, parameter: string): void {
  expect(result.codes).toEqual([code]);
  expect(result.issues).toHaveLength(1);
  expect(result.issues[0]).toMatchObject({
    code,
    documented: true,
    severity: 'error',
    parameter,
    path: [],
  });
  expect(result.valid).toBe(false);
  expect(result.unchecked).toEqual([]);
  expect(result.truncated).toBe(false);
}

/**
 * The maxIssues cases every payload with many issues meets (inside a
 * `describe`): `full` validates it uncapped, `capped` with a cap.
 */
export function itCapsMaxIssues(
  full: () => ValidationResult,
  capped: (maxIssues: number) => ValidationResult,
  expectConsistent: (result: ValidationResult) => void,
): void {
  it('the full payload has more issues than the caps below', () => {
    expect(full().issues.length).toBeGreaterThan(5);
    expect(full().truncated).toBe(false);
  });

  it.each([1, 2, 3, 5])(
    'cap %i: truncated, issues.length equals the cap, codes describe only the kept issues',
    (maxIssues) => {
      const result = capped(maxIssues);
      expect(result.truncated).toBe(true);
      expect(result.issues).toHaveLength(maxIssues);
      expect(result.issues).toEqual(full().issues.slice(0, maxIssues));
      expectConsistent(result);
      expect(result.codes.length).toBeLessThan(full().codes.length);
    },
  );

  it('a cap equal to the number of issues does not truncate', () => {
    const count = full().issues.length;
    const result = capped(count);
    expect(result.truncated).toBe(false);
    expect(result).toEqual(full());
  });
}
