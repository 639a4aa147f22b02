/**
 * examples/ci/preflight.sh, run with bash in a temporary folder over the
 * examples of this repository, with the BUILT bin as its command: the JUnit
 * report it writes parses, holds a test case per body that fails (per body
 * with PREFLIGHT_ALL=1), each with its id, and the script's exit status is
 * the command's; a bad batch fails it, through a pipe closed early too.
 */
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { afterAll, describe, expect, it } from 'vitest';

const bin = new URL('../dist/node/cli/main.js', import.meta.url).pathname;
const examples = new URL('../examples/', import.meta.url).pathname;
const script = join(examples, 'ci/preflight.sh');
const root = mkdtempSync(join(tmpdir(), 'fundraising-rules-ci-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

let folders = 0;
/** A fresh working folder, with the given files copied from examples/ (name in the folder: name in examples/). */
function workspace(files: Record<string, string> = {}): string {
  const cwd = join(root, `run-${++folders}`);
  mkdirSync(cwd);
  for (const [name, from] of Object.entries(files)) {
    mkdirSync(join(cwd, name, '..'), { recursive: true });
    copyFileSync(join(examples, from), join(cwd, name));
  }
  return cwd;
}

function preflight(cwd: string, args: string[], env: Record<string, string> = {}) {
  const child = spawnSync('bash', [script, ...args], {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, FUNDRAISING_RULES: `${process.execPath} ${bin}`, ...env },
  });
  if (child.error) throw child.error;
  return { status: child.status, stdout: child.stdout, stderr: child.stderr };
}

/** The command itself, as the script runs it. */
function command(cwd: string, args: string[]) {
  return spawnSync(process.execPath, [bin, ...args], { cwd, encoding: 'utf8' }).status;
}

interface Testcase {
  '@_name': string;
  '@_id'?: string;
  failure?: { '#text'?: string; '@_message': string };
  error?: { '@_message': string };
}

function report(cwd: string, folder = 'reports') {
  const xml = readFileSync(join(cwd, folder, 'preflight.xml'), 'utf8');
  expect(XMLValidator.validate(xml)).toBe(true);
  const parsed = new XMLParser({
    ignoreAttributes: false,
    parseAttributeValue: false,
    isArray: (name) => name === 'testcase',
  }).parse(xml) as {
    testsuites: {
      '@_tests': string;
      '@_failures': string;
      '@_errors': string;
      testsuite: { '@_name': string; testcase?: Testcase[] };
    };
  };
  return parsed.testsuites;
}

describe('examples/ci/preflight.sh', () => {
  it('a folder of JSON bodies: a test case per failing body (per body with PREFLIGHT_ALL=1), in name order; exit 1', () => {
    const cwd = workspace({
      'requests/b-invalid.json': 'account-invalid.json',
      'requests/a-valid.json': 'account-valid.json',
      'requests/notes.txt': 'listing.query',
    });
    const { status, stdout, stderr } = preflight(cwd, ['account', 'requests']);
    expect(status).toBe(1);
    expect(status).toBe(command(cwd, ['check', 'account', 'requests/a-valid.json', 'requests/b-invalid.json']));
    const suites = report(cwd);
    expect([suites['@_tests'], suites['@_failures'], suites['@_errors']]).toEqual(['1', '1', '0']);
    expect(suites.testsuite['@_name']).toBe('fundraising-rules check account');
    const [invalid] = suites.testsuite.testcase ?? [];
    expect(invalid?.['@_name']).toBe('requests/b-invalid.json');
    expect(invalid?.failure?.['#text']).toMatch(/002\.01\.04 title: /);
    // The summary reaches the job's log; the verdict says what to do; the report stays on disk.
    expect(stderr).toContain('2 inputs: 1 valid, 1 invalid');
    expect(stdout).toBe(
      'preflight: 2 file(s), account: exit status 1\npreflight: some bodies are invalid: do not send the batch; fix the failing test cases of reports/preflight.xml (named by file:line and id)\n',
    );

    expect(preflight(cwd, ['account', 'requests'], { PREFLIGHT_ALL: '1' }).status).toBe(1);
    const every = report(cwd);
    expect([every['@_tests'], every['@_failures'], every['@_errors']]).toEqual(['2', '1', '0']);
    const cases = every.testsuite.testcase ?? [];
    expect(cases.map((testcase) => testcase['@_name'])).toEqual(['requests/a-valid.json', 'requests/b-invalid.json']);
    expect(cases[0]?.failure).toBeUndefined();
  });

  it('a bad batch fails, through a pipe closed early too: invalid and unreadable lines, each with its id', () => {
    const cwd = workspace();
    const valid = JSON.parse(readFileSync(join(examples, 'account-valid.json'), 'utf8')) as Record<string, unknown>;
    const lines = Array.from({ length: 3000 }, (_, index) => {
      if (index % 100 === 42) return `{"requestId": "req-${index}", "title": `; // not JSON
      const body = { requestId: `req-${index}`, ...valid, personalUrl: `runner-${index}` };
      return JSON.stringify(index % 4 === 1 ? { ...body, title: 'Sir' } : body);
    });
    writeFileSync(join(cwd, 'batch.ndjson'), `${lines.join('\n')}\n`);
    const invalid = lines.filter((_, index) => index % 100 !== 42 && index % 4 === 1).length;

    // As a CI step runs it, its output read by a reader that stops at the first line.
    const child = spawnSync('bash', ['-c', `set -o pipefail; bash "${script}" account batch.ndjson | head -n 1`], {
      cwd,
      encoding: 'utf8',
      env: { ...process.env, FUNDRAISING_RULES: `${process.execPath} ${bin}` },
    });
    expect(child.status).not.toBe(0);
    expect([3, 141]).toContain(child.status);
    expect(child.stdout).toBe('preflight: 1 file(s), account: exit status 3\n');
    expect(child.stderr).toContain('fundraising-rules: 20 more inputs could not be read or parsed');
    expect(child.stderr).toMatch(/^3000 inputs: \d+ valid, \d+ invalid, 30 unreadable/m);

    // The report is whole: every failing line and every unreadable one, with its id when it has one.
    const suites = report(cwd);
    expect([suites['@_tests'], suites['@_failures'], suites['@_errors']]).toEqual([
      String(invalid + 30),
      String(invalid),
      '30',
    ]);
    const cases = suites.testsuite.testcase ?? [];
    expect(cases[0]).toMatchObject({ '@_name': 'batch.ndjson:2', '@_id': 'req-1' });
    const broken = cases.find((testcase) => testcase['@_name'] === 'batch.ndjson:43');
    expect(broken?.error?.['@_message']).toMatch(/^not JSON: /);
    expect(broken?.['@_id']).toBeUndefined();

    // The command alone through the same pipe: 141, never 0.
    const bare = spawnSync(
      'bash',
      [
        '-c',
        `set -o pipefail; "${process.execPath}" "${bin}" check account --ndjson batch.ndjson 2>/dev/null | head -n 1`,
      ],
      { cwd, encoding: 'utf8' },
    );
    expect(bare.status).toBe(141);
  });

  it('all valid: exit 0; a context file must hold every fact the rules need (--strict), else exit 2 and no report', () => {
    const cwd = workspace({ 'requests/valid.json': 'account-valid.json' });
    expect(preflight(cwd, ['requests']).status).toBe(0);
    expect(report(cwd)['@_failures']).toBe('0');

    // The full context leaves nothing unchecked: still 0.
    copyFileSync(join(examples, 'context.json'), join(cwd, 'preflight-context.json'));
    expect(preflight(cwd, ['requests']).status).toBe(0);

    // A context without the facts the rules need: refused before any body is checked (--strict), exit 2,
    // one line naming them, and no report for a CI server to read as a pass.
    writeFileSync(join(cwd, 'preflight-context.json'), JSON.stringify({ today: '20261122', countries: ['GB'] }));
    const lacking = preflight(cwd, ['requests']);
    expect(lacking.status).toBe(2);
    expect(lacking.stderr).toContain(
      'fundraising-rules: --strict: --context preflight-context.json lacks charities, existingAccounts and takenPersonalUrls',
    );
    expect(lacking.stdout).toContain('preflight: usage or configuration error, nothing checked');
    expect(existsSync(join(cwd, 'reports/preflight.xml'))).toBe(false);

    // PREFLIGHT_CONTEXT names another file; one that is not there is not used.
    expect(preflight(cwd, ['requests'], { PREFLIGHT_CONTEXT: join(examples, 'context.json') }).status).toBe(0);
    expect(preflight(cwd, ['requests'], { PREFLIGHT_CONTEXT: 'nowhere.json' }).status).toBe(0);
  });

  it('an NDJSON file: --ndjson, each line a test case named FILE:LINE; the command’s status', () => {
    const cwd = workspace({ 'signups.ndjson': 'signups.ndjson' });
    const { status } = preflight(cwd, ['account', 'signups.ndjson'], { PREFLIGHT_JOBS: '2', PREFLIGHT_ALL: '1' });
    expect(status).toBe(command(cwd, ['check', 'account', '--ndjson', 'signups.ndjson']));
    const lines = readFileSync(join(cwd, 'signups.ndjson'), 'utf8')
      .split('\n')
      .filter((line) => line.trim() !== '');
    const cases = report(cwd).testsuite.testcase ?? [];
    expect(cases).toHaveLength(lines.length);
    expect(cases[0]?.['@_name']).toBe('signups.ndjson:1');
  });

  it('an unreadable body: exit 3, an error test case; the report folder from PREFLIGHT_REPORTS', () => {
    const cwd = workspace({ 'requests/valid.json': 'account-valid.json' });
    writeFileSync(join(cwd, 'requests/broken.json'), '{"title": ');
    const { status, stdout } = preflight(cwd, ['requests'], { PREFLIGHT_REPORTS: 'out/junit' });
    expect(status).toBe(3);
    expect(stdout).toContain('preflight: some bodies could not be read or parsed: do not send the batch');
    const suites = report(cwd, 'out/junit');
    expect(suites['@_errors']).toBe('1');
    const broken = (suites.testsuite.testcase ?? []).find((testcase) => testcase['@_name'] === 'requests/broken.json');
    expect(broken?.error?.['@_message']).toMatch(/^not JSON: /);
  });

  it('page bodies and a file named like an option', () => {
    const cwd = workspace({ '-page.json': 'page-personal-valid.json' });
    const { status } = preflight(cwd, ['page', '-page.json'], { PREFLIGHT_ALL: '1' });
    expect(status).toBe(command(cwd, ['check', 'page', '--', '-page.json']));
    expect(report(cwd).testsuite.testcase?.[0]?.['@_name']).toBe('-page.json');
  });

  it('refuses no input, an empty folder, and NDJSON mixed with JSON bodies: exit 2, no report', () => {
    const cwd = workspace({ 'signups.ndjson': 'signups.ndjson', 'requests/valid.json': 'account-valid.json' });
    mkdirSync(join(cwd, 'empty'));
    for (const [args, words] of [
      [['account'], /no input/],
      [['empty'], /empty: no \*\.json file in the folder/],
      [['signups.ndjson', 'requests'], /cannot be checked in one run/],
    ] as const) {
      const { status, stderr } = preflight(cwd, [...args]);
      expect(status).toBe(2);
      expect(stderr).toMatch(words);
    }
    expect(existsSync(join(cwd, 'reports'))).toBe(false);
  });

  it('a usage error of the command is passed through', () => {
    const cwd = workspace({ 'requests/valid.json': 'account-valid.json' });
    const { status, stderr } = preflight(cwd, ['requests'], { PREFLIGHT_JOBS: '0' });
    expect(status).toBe(2);
    expect(stderr).toContain("--jobs must be a whole number from 1 to 64, such as 2, not '0'");
    expect(existsSync(join(cwd, 'reports/preflight.xml'))).toBe(false);
  });
});
