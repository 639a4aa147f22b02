/**
 * `check --format junit`: one JUnit XML report of a run, one test case per
 * input (named by its source), for CI servers that read JUnit.
 */
import { NOT_XML_CHARACTER, XML_ATTRIBUTE_SPECIAL, XML_CONTENT_SPECIAL } from '../runtime/patterns.js';
import type { Issue } from '../runtime/result.js';
import type { FailOn } from './args.js';
import {
  type Explanation,
  explanationLines,
  needsWords,
  type Outcome,
  pathText,
  type TallyCounts,
  type Verdict,
} from './report.js';

const ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
  '\t': '&#9;',
  '\n': '&#10;',
  '\r': '&#13;',
};

/**
 * Text for an attribute value: escaped, white space kept as character references.
 * @example attribute('a "b"\n') // 'a &quot;b&quot;&#10;'
 */
export function attribute(text: string): string {
  // Characters XML 1.0 cannot hold (controls, lone surrogates, U+FFFE, U+FFFF) are left out.
  return text
    .replace(NOT_XML_CHARACTER, '')
    .replace(XML_ATTRIBUTE_SPECIAL, (character) => ESCAPES[character] ?? character);
}

/**
 * Text for element content: escaped (`\r` too, which a parser would turn into `\n`).
 * @example content('a < b') // 'a &lt; b'
 */
export function content(text: string): string {
  return text
    .replace(NOT_XML_CHARACTER, '')
    .replace(XML_CONTENT_SPECIAL, (character) => ESCAPES[character] ?? character);
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/**
 * An input's test case (no final newline); explained, each issue of a
 * failure has its rule under it.
 * @example testCase('account', [], { input: 'a.json', error: 'not JSON' }, 'unreadable') // '    <testcase name="a.json" ...'
 */
export function testCase(
  operation: string,
  failOn: readonly FailOn[],
  outcome: Outcome,
  verdict: Verdict,
  explain?: (issue: Issue) => Explanation | undefined,
): string {
  const id = 'result' in outcome && outcome.id !== undefined ? ` id="${attribute(outcome.id)}"` : '';
  const open = `    <testcase name="${attribute(outcome.input)}" classname="${attribute(operation)}"${id}`;
  if (!('result' in outcome)) return `${open}>\n      <error message="${attribute(outcome.error)}"/>\n    </testcase>`;
  if (verdict === 'passed') return `${open}/>`;
  const { result } = outcome;
  const warnings = failOn.includes('warning');
  const issues = result.issues.filter((issue) => issue.severity === 'error' || warnings);
  const unchecked = failOn.includes('unchecked') ? result.unchecked : [];
  const errorCount = issues.filter((issue) => issue.severity === 'error').length;
  const counts = [
    errorCount > 0 || (issues.length === 0 && unchecked.length === 0) ? plural(errorCount, 'error') : '',
    issues.length > errorCount ? plural(issues.length - errorCount, 'warning') : '',
    unchecked.length > 0 ? `${unchecked.length} unchecked` : '',
  ].filter(Boolean);
  const lines: string[] = [];
  for (const issue of issues) {
    lines.push(`${issue.code} ${pathText(issue.path)}: ${issue.message}`);
    const explanation = explain?.(issue);
    if (explanation !== undefined) lines.push(...explanationLines(explanation).map((line) => `    ${line}`));
  }
  for (const skipped of unchecked)
    lines.push(`${skipped.code} ${skipped.parameter}: unchecked, ${needsWords(skipped)}`);
  if (result.truncated) lines.push('… more issues were cut off by maxIssues');
  return `${open}>\n      <failure message="${attribute(counts.join(', '))}" type="invalid">${content(lines.join('\n'))}</failure>\n    </testcase>`;
}

/** The counts of a JUnit report. */
export interface JunitCounts {
  readonly tests: number;
  readonly failures: number;
  readonly errors: number;
}

/**
 * The counts of the test cases a run wrote: a test case is an input (with
 * `--only-invalid`, an input that does not pass); a failure, an input that
 * is invalid or fails `--fail-on`; an error, an input that could not be read.
 * @example junitCounts(tally, true) // { tests: 3, failures: 2, errors: 1 }
 */
export function junitCounts(tally: TallyCounts, onlyInvalid: boolean): JunitCounts {
  const failures = tally.invalid + tally.failing;
  const passed = tally.inputs - failures - tally.unreadable;
  return { tests: onlyInvalid ? tally.inputs - passed : tally.inputs, failures, errors: tally.unreadable };
}

/**
 * The suites' opening tags with their counts (after `JUNIT_DECLARATION`,
 * with a final newline): the test cases (each ending with a newline, in
 * input order) follow, then `JUNIT_END`.
 * @example junitStart('account', { tests: 1, failures: 0, errors: 0 })
 */
export function junitStart(operation: string, counts: JunitCounts): string {
  const attributes = `tests="${counts.tests}" failures="${counts.failures}" errors="${counts.errors}"`;
  const suite = attribute(`fundraising-rules check ${operation}`);
  return `<testsuites name="fundraising-rules" ${attributes}>\n  <testsuite name="${suite}" ${attributes}>\n`;
}

/** The first line of a report, which needs no count: written before any input is checked. */
export const JUNIT_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n';

/** The end of a report, after its test cases. */
export const JUNIT_END = '  </testsuite>\n</testsuites>\n';
