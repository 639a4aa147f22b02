/**
 * The command line in pipelines and CI (contract 10.6 and the CLI's
 * `--strict` of 10.4): exit statuses a job can trust, a reader that closes
 * standard output early, JUnit spooled rather than held, values nested
 * however deeply, `--id-field`, the summary's unchecked count, the collapsed
 * lines about unreadable inputs, the `--ndjson` hint and the default number
 * of jobs. Every test runs the BUILT bin (or imports the built modules) and
 * asserts counts and statuses, never how long anything took.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, truncateSync } from 'node:fs';
import { join } from 'node:path';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { jobsFor, LARGE_INPUT_BYTES } from '../dist/src/cli/jobs.js';
import { BIN as bin, documents, EXAMPLES as examples, runCli as run, scratchFolder } from './support/cli.js';

const { dir, file } = scratchFolder('cli-pipeline');
const TODAY = '20261122';
const context = join(examples, 'context.json');
const validBody = JSON.parse(readFileSync(join(examples, 'account-valid.json'), 'utf8')) as Record<string, unknown>;

/** The i-th line of a batch: valid, invalid (a wrong title), or (every 50th from the 7th) not JSON. */
function batchLine(index: number): string {
  if (index % 50 === 7) return `{"requestId": "r-${index}", "title": `;
  const body = { requestId: `r-${index}`, ...validBody, personalUrl: `runner-${index}` };
  return JSON.stringify(index % 3 === 1 ? { ...body, title: 'Sir' } : body);
}

/** A batch of `count` lines, as a file. */
const batch = (name: string, count: number): string =>
  file(name, `${Array.from({ length: count }, (_, index) => batchLine(index)).join('\n')}\n`);

const noStackTrace = (stderr: string) => expect(stderr).not.toMatch(/\n\s+at |node:internal|RangeError/);

interface Testcase {
  '@_name': string;
  '@_id'?: string;
  failure?: { '@_message': string };
  error?: { '@_message': string };
}

function junit(xml: string) {
  expect(XMLValidator.validate(xml)).toBe(true);
  const { testsuites } = new XMLParser({
    ignoreAttributes: false,
    parseAttributeValue: false,
    isArray: (name) => name === 'testcase',
  }).parse(xml) as {
    testsuites: {
      '@_tests': string;
      '@_failures': string;
      '@_errors': string;
      testsuite: { '@_tests': string; testcase?: Testcase[] };
    };
  };
  return testsuites;
}

/** Runs a shell pipeline (bash, pipefail) with the bin as "$BIN"; gives its status and what each part left. */
function pipeline(script: string, env: Record<string, string> = {}) {
  const child = spawnSync('bash', ['-c', `set -o pipefail; ${script}`], {
    encoding: 'utf8',
    cwd: dir,
    env: { ...process.env, BIN: `${process.execPath} ${bin}`, ...env },
    maxBuffer: 64 * 1024 * 1024,
  });
  if (child.error) throw child.error;
  return { status: child.status, stdout: child.stdout, stderr: child.stderr };
}

// ---------------------------------------------------------------------------
// Exit statuses

describe('exit statuses (contract 10.6)', () => {
  const valid = join(examples, 'account-valid.json');
  const invalid = join(examples, 'account-invalid.json');

  it('0 all valid, 1 some invalid, 3 some unreadable (3 wins over 1), 2 a usage error with nothing checked', () => {
    const broken = file('status-broken.json', '{"title": ');
    expect(run(['check', 'account', valid, '--today', TODAY]).status).toBe(0);
    expect(run(['check', 'account', valid, invalid, '--today', TODAY]).status).toBe(1);
    expect(run(['check', 'account', valid, broken, '--today', TODAY]).status).toBe(3);
    expect(run(['check', 'account', invalid, broken, '--today', TODAY]).status).toBe(3);
    const usage = run(['check', 'account', valid, '--no-such-flag']);
    expect(usage.status).toBe(2);
    expect(usage.stdout).toBe('');
  });

  it.runIf(existsSync('/dev/full'))('4 when standard output cannot be written, over 3 and 1', () => {
    const broken = file('status-full.json', '[');
    const child = spawnSync(
      'sh',
      ['-c', `"${process.execPath}" "${bin}" check account "${invalid}" "${broken}" --format json > /dev/full`],
      { encoding: 'utf8' },
    );
    expect(child.status).toBe(4);
    expect(child.stderr).toContain('fundraising-rules: cannot write to standard output: ENOSPC');
    noStackTrace(child.stderr);
  });

  it('the usage lists every status and their order', () => {
    const { stdout } = run(['--help']);
    for (const status of ['0 ', '1 ', '2 ', '3 ', '4 ', '141 ']) expect(stdout).toContain(`\n  ${status}`);
    expect(stdout).toContain('Where several apply: 141, then 4, then 3, then 1.');
  });
});

// ---------------------------------------------------------------------------
// A reader that closes standard output early

describe('standard output closed before the run ends: 141 (contract 10.6)', () => {
  // 20,000 lines: their results are far more than a pipe holds, so `head -n 1` closes it long before the end.
  const path = batch('closed.ndjson', 20_000);

  it.each([
    ['json', '1'],
    ['json', '2'],
    ['text', '1'],
    ['text', '2'],
    ['junit', '1'],
    ['junit', '2'],
  ])('%s, --jobs %s: a bad batch through `| head -n 1` fails the pipeline with 141', (format, jobs) => {
    const status = join(dir, `closed-${format}-${jobs}.status`);
    const errors = join(dir, `closed-${format}-${jobs}.stderr`);
    const { status: piped, stdout } = pipeline(
      `{ $BIN check account --ndjson "${path}" --format ${format} --jobs ${jobs} 2>"${errors}"; echo $? >"${status}"; } | head -n 1`,
    );
    expect(stdout.split('\n').filter(Boolean)).toHaveLength(1);
    expect(Number(readFileSync(status, 'utf8'))).toBe(141);
    // The pipeline's own status (pipefail): the command's.
    expect(
      pipeline(`$BIN check account --ndjson "${path}" --format ${format} --jobs ${jobs} 2>/dev/null | head -n 1`)
        .status,
    ).toBe(141);
    expect(piped).toBe(0); // the braces' status is echo's; head's is 0
    const stderr = readFileSync(errors, 'utf8');
    noStackTrace(stderr);
    expect(stderr).toContain(
      'fundraising-rules: standard output was closed before the run ended: stopped (exit status 141)',
    );
    // Text and JSON stop at once: the run never reaches its summary. (JUnit writes its test cases only
    // once every input is counted, so it learns of the closed pipe then: it still ends with 141.)
    if (format !== 'junit') expect(stderr).not.toMatch(/\d+ inputs: /);
  });

  it('| tee LOG | grep -m1: the pipeline fails, and LOG holds what was written before the stop', () => {
    const { status } = pipeline(
      `$BIN check account --ndjson "${path}" --format json --only-invalid 2>/dev/null | tee closed.log | grep -m1 -q '"valid":false'`,
    );
    expect(status).toBe(141);
    const lines = readFileSync(join(dir, 'closed.log'), 'utf8').split('\n').filter(Boolean);
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.length).toBeLessThan(20_000);
  });

  it('a run whose whole output fits before the reader stops keeps its own status', () => {
    const small = batch('small-closed.ndjson', 5);
    const { status } = pipeline(
      `$BIN check account --ndjson "${small}" --format json 2>/dev/null | head -c 1 >/dev/null`,
    );
    // Five records fit in the pipe: the command finishes with its status (1: line 2 is invalid), unless
    // the reader was gone before the first write (141).
    expect([1, 141]).toContain(status);
  });
});

// ---------------------------------------------------------------------------
// JUnit: spooled, its counts kept, --only-invalid applied

describe('--format junit in memory that does not grow with the inputs (contract 10.6)', () => {
  const lines = 30_000;
  const path = batch('junit.ndjson', lines);
  const unreadable = Array.from({ length: lines }, (_, index) => index).filter((index) => index % 50 === 7).length;
  const invalid = Array.from({ length: lines }, (_, index) => index).filter(
    (index) => index % 50 !== 7 && index % 3 === 1,
  ).length;

  it('the counts of every test case, and with --only-invalid those of the cases written', () => {
    const all = run(['check', 'account', '--ndjson', path, '--format', 'junit', '--today', TODAY]);
    expect(all.status).toBe(3);
    const suites = junit(all.stdout);
    expect([suites['@_tests'], suites['@_failures'], suites['@_errors']]).toEqual([
      String(lines),
      String(invalid),
      String(unreadable),
    ]);
    expect(suites.testsuite.testcase).toHaveLength(lines);

    const only = run(['check', 'account', '--ndjson', path, '--format', 'junit', '--today', TODAY, '--only-invalid']);
    expect(only.status).toBe(3);
    const failing = junit(only.stdout);
    expect([failing['@_tests'], failing['@_failures'], failing['@_errors']]).toEqual([
      String(invalid + unreadable),
      String(invalid),
      String(unreadable),
    ]);
    expect(failing.testsuite['@_tests']).toBe(String(invalid + unreadable));
    const cases = failing.testsuite.testcase ?? [];
    expect(cases).toHaveLength(invalid + unreadable);
    // Every case written fails or is an error: an unreadable line keeps its test case.
    expect(cases.every((testcase) => testcase.failure !== undefined || testcase.error !== undefined)).toBe(true);
    expect(cases.filter((testcase) => testcase.error !== undefined)).toHaveLength(unreadable);
    // The summary still counts every input.
    expect(only.stderr).toContain(`${lines} inputs: `);
  });

  it('the test cases are on disk, in a temporary file, before a byte of them is written; the file goes at the end', async () => {
    const reference = run(['check', 'account', '--ndjson', path, '--format', 'junit', '--today', TODAY]).stdout;
    const start = reference.indexOf('    <testcase');
    const end = reference.lastIndexOf('  </testsuite>');
    const caseBytes = Buffer.byteLength(reference.slice(start, end));
    expect(caseBytes).toBeGreaterThan(1024 * 1024); // far more than a pipe holds

    const tmp = join(dir, 'tmp');
    mkdirSync(tmp);
    const child = spawn(
      process.execPath,
      [bin, 'check', 'account', '--ndjson', path, '--format', 'junit', '--today', TODAY],
      { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, TMPDIR: tmp } },
    );
    const exited = new Promise<number | null>((resolve) => child.on('close', resolve));
    // Standard output is not read: once the pipe is full the command waits, its spool still there.
    child.stdout.pause();
    const spooled = async (): Promise<number> => {
      for (let attempt = 0; attempt < 1200; attempt++) {
        const [folder] = readdirSync(tmp);
        const spool = folder === undefined ? undefined : join(tmp, folder, 'spool');
        const size = spool !== undefined && existsSync(spool) ? statSync(spool).size : 0;
        if (size >= caseBytes) return size;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      return -1;
    };
    const size = await spooled();
    // Every test case was spooled; none had been written yet (the run was waiting for the pipe).
    expect(size).toBe(caseBytes);
    expect(child.exitCode).toBeNull();
    let stdout = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stdout.resume();
    expect(await exited).toBe(3);
    expect(stdout).toBe(reference);
    // The spool and its folder are gone.
    expect(readdirSync(tmp)).toEqual([]);
  });

  it('a temporary folder that cannot be written: exit 4, one line, nothing checked', () => {
    const child = spawnSync(
      process.execPath,
      [bin, 'check', 'account', join(examples, 'account-valid.json'), '--format', 'junit'],
      { encoding: 'utf8', env: { ...process.env, TMPDIR: join(dir, 'no-such-folder') } },
    );
    expect(child.status).toBe(4);
    expect(child.stdout).toBe('');
    expect(child.stderr).toBe('fundraising-rules: cannot create the temporary file of the report: ENOENT\n');
  });
});

// ---------------------------------------------------------------------------
// Values nested however deeply

describe('a value nested however deeply never crashes a format (contract 10.6)', () => {
  const nested = (depth: number) => `${'['.repeat(depth)}"x"${']'.repeat(depth)}`;
  const objects = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
  // 10 KB and far more: a surname and a forename (fields the rules read, so --explain shows them).
  const deep = `{"requestId":"deep","title":"Mr","surname":${nested(5000)},"forename":${objects(100_000)}}`;
  const body = file('deep.json', deep);
  const lines = file(
    'deep.ndjson',
    `${JSON.stringify({ ...validBody, requestId: 'first' })}\n${deep}\n{"title":"Ms"}\n`,
  );

  it.each([
    ['text', []],
    ['json', []],
    ['junit', []],
    ['text', ['--explain']],
    ['json', ['--explain']],
    ['junit', ['--explain']],
  ])('%s %j: a file and an NDJSON line among others, every record written', (format, extra) => {
    const whole = run(['check', 'account', body, '--format', format, '--today', TODAY, ...extra]);
    expect(whole.status).toBe(1);
    noStackTrace(whole.stderr);
    const each = run(['check', 'account', '--ndjson', lines, '--format', format, '--today', TODAY, ...extra]);
    expect(each.status).toBe(1);
    noStackTrace(each.stderr);
    expect(each.stderr).toContain('3 inputs: 1 valid, 2 invalid');
    for (const number of [1, 2, 3]) expect(each.stdout).toContain(`${lines}:${number}`);
  });

  it('--explain shows a deep value cut, marked `cut`, its depth bounded', () => {
    const { stdout } = run(['check', 'account', body, '--format', 'json', '--today', TODAY, '--explain']);
    const [result] = documents(stdout) as { issues: { explanation?: { fields: Record<string, unknown>[] } }[] }[];
    const fields = (result?.issues ?? []).flatMap((issue) => issue.explanation?.fields ?? []);
    const surname = fields.find((field) => field.field === 'surname');
    expect(surname?.cut).toBe(true);
    let depth = 0;
    for (let value = surname?.value; Array.isArray(value); value = value[0]) depth++;
    expect(depth).toBeLessThanOrEqual(16);
    // A small value is shown whole, with no mark.
    const title = run(['check', 'account', file('shallow.json', '{"title":"Sir"}'), '--format', 'json', '--explain']);
    const shown = (
      documents(title.stdout)[0] as { issues: { explanation?: { fields: Record<string, unknown>[] } }[] }
    ).issues
      .flatMap((issue) => issue.explanation?.fields ?? [])
      .find((field) => field.field === 'title');
    expect(shown).toEqual({ field: 'title', value: 'Sir' });
  });
});

// ---------------------------------------------------------------------------
// --id-field

describe('--id-field NAME (contract 10.6)', () => {
  const lines = file(
    'ids.ndjson',
    `${[
      JSON.stringify({ requestId: 'req-1', ...validBody }),
      JSON.stringify({ requestId: 2, title: 'Sir' }),
      JSON.stringify({ title: 'Sir' }),
      JSON.stringify({ requestId: { nested: true }, title: 'Sir' }),
      '{"requestId": "broken", ',
      JSON.stringify({ requestId: 'quote"<&>', title: 'Sir' }),
    ].join('\n')}\n`,
  );
  const expectedIds = ['req-1', '2', undefined, undefined, undefined, 'quote"<&>'];

  it.each([
    ['1', []],
    ['2', []],
    ['1', ['--explain']],
    ['1', ['--only-invalid']],
  ])(
    'json, --jobs %s %j: an `id` key after `input`, the value as text; none when absent or not a scalar',
    (jobs, extra) => {
      const { status, stdout } = run([
        'check',
        'account',
        '--ndjson',
        lines,
        '--format',
        'json',
        '--today',
        TODAY,
        '--id-field',
        'requestId',
        '--jobs',
        jobs,
        ...extra,
      ]);
      expect(status).toBe(3);
      const records = documents(stdout);
      const shown = extra.includes('--only-invalid') ? [1, 2, 3, 4, 5] : [0, 1, 2, 3, 4, 5];
      expect(records.map((record) => record.input)).toEqual(shown.map((index) => `${lines}:${index + 1}`));
      expect(records.map((record) => record.id)).toEqual(shown.map((index) => expectedIds[index]));
      for (const record of records) {
        const keys = Object.keys(record);
        expect(keys[0]).toBe('input');
        if ('id' in record) expect(keys[1]).toBe('id');
      }
    },
  );

  it('whole files too; junit an id attribute; text shows it after the source', () => {
    const one = file('id-file.json', JSON.stringify({ requestId: 'file-1', title: 'Sir' }));
    const json = documents(run(['check', 'account', one, '--format', 'json', '--id-field', 'requestId']).stdout);
    expect(json[0]?.id).toBe('file-1');

    const report = junit(
      run(['check', 'account', '--ndjson', lines, '--format', 'junit', '--today', TODAY, '--id-field', 'requestId'])
        .stdout,
    );
    expect((report.testsuite.testcase ?? []).map((testcase) => testcase['@_id'])).toEqual(expectedIds);

    const text = run(['check', 'account', '--ndjson', lines, '--today', TODAY, '--id-field', 'requestId']).stdout;
    expect(text).toContain(`${lines}:1 (id "req-1"): valid`);
    expect(text).toContain(`${lines}:2 (id "2"): invalid`);
    expect(text).toContain(`${lines}:3: invalid`);
    expect(text).toContain(`${lines}:6 (id "quote\\"<&>"): invalid`);
  });

  it('needs a name, and is an option of check only', () => {
    expect(run(['check', 'account', '--id-field=']).stderr).toMatch(
      /^fundraising-rules: --id-field needs a field name/,
    );
    expect(run(['rules', '--id-field', 'x']).stderr).toMatch(/--id-field is an option of check, not of rules/);
  });
});

// ---------------------------------------------------------------------------
// The summary: unchecked inputs; unreadable lines collapsed; the --ndjson hint

describe('the summary on standard error (contract 10.6)', () => {
  const valid = join(examples, 'account-valid.json');

  it('counts the inputs with rules left unchecked, and names the context keys they need', () => {
    const bare = run(['check', 'account', valid, '--today', TODAY]);
    expect(bare.status).toBe(0);
    expect(bare.stderr).toBe(
      '1 input: 1 valid, 0 invalid, 1 with rules left unchecked (the context lacks countries, existingAccounts, takenPersonalUrls)\n',
    );
    const full = run(['check', 'account', valid, '--context', context]);
    expect(full.stderr).toBe('1 input: 1 valid, 0 invalid\n');
    // The same count with workers.
    const path = batch('unchecked.ndjson', 400);
    const one = run(['check', 'account', '--ndjson', path, '--today', TODAY, '--jobs', '1', '--format', 'json']);
    const two = run(['check', 'account', '--ndjson', path, '--today', TODAY, '--jobs', '2', '--format', 'json']);
    expect(two.stderr).toBe(one.stderr);
    expect(one.stderr).toMatch(/^400 inputs: \d+ valid, \d+ invalid, 8 unreadable, 392 with rules left unchecked /m);
  });

  it('names the first 10 unreadable lines, then counts the others in one line', () => {
    const path = batch('many-broken.ndjson', 2000); // 40 lines are not JSON
    for (const jobs of ['1', '2']) {
      const { status, stdout, stderr } = run([
        'check',
        'account',
        '--ndjson',
        path,
        '--format',
        'json',
        '--today',
        TODAY,
        '--jobs',
        jobs,
      ]);
      expect(status).toBe(3);
      const lines = stderr.trimEnd().split('\n');
      expect(lines.slice(0, 10)).toEqual(
        Array.from({ length: 10 }, (_, index) =>
          expect.stringMatching(`^fundraising-rules: ${path}:${index * 50 + 8}: not JSON: `),
        ),
      );
      expect(lines[10]).toBe(
        'fundraising-rules: 30 more inputs could not be read or parsed (not shown here; the report on standard output has each)',
      );
      expect(lines[11]).toMatch(/^2000 inputs: \d+ valid, \d+ invalid, 40 unreadable/);
      expect(documents(stdout).filter((record) => 'error' in record)).toHaveLength(40);
    }
  });

  it('exactly 10 unreadable lines: all named, no count line', () => {
    const path = batch('ten-broken.ndjson', 500);
    const { stderr } = run(['check', 'account', '--ndjson', path, '--format', 'json']);
    expect(stderr.split('\n').filter((line) => line.includes(': not JSON: '))).toHaveLength(10);
    expect(stderr).not.toContain('more inputs could not be read');
  });

  it('a file of one request per line checked without --ndjson gets a hint to use it', () => {
    const path = batch('no-flag.ndjson', 60);
    const { status, stdout, stderr } = run(['check', 'account', path, '--format', 'json']);
    expect(status).toBe(3);
    const hint = '; its lines are JSON each: use --ndjson to check one request per line';
    expect(documents(stdout)[0]?.error).toMatch(/^not JSON: Unexpected non-whitespace character after JSON/);
    expect(documents(stdout)[0]?.error).toContain(hint);
    expect(stderr).toContain(hint);
    // A broken JSON file whose lines are not JSON gets none.
    const broken = file('broken-pretty.json', '{\n  "title": "Mr",\n  "surname": \n}\n');
    expect(run(['check', 'account', broken]).stderr).not.toContain('--ndjson');
    // Nor does one line of broken JSON.
    expect(run(['check', 'account', file('one-line.json', '{"a":1} {"b":2}')]).stderr).not.toContain('--ndjson');
  });
});

// ---------------------------------------------------------------------------
// --strict

describe('--strict (contract 10.4): exit 2, one line naming the missing context keys, before any input is checked', () => {
  const valid = join(examples, 'account-valid.json');
  const page = join(examples, 'page-personal-valid.json');

  it('without --context: every key the operation needs', () => {
    for (const [operation, input, keys] of [
      ['account', valid, 'countries, charities, existingAccounts and takenPersonalUrls'],
      ['page', page, 'activities, charities, events and takenTeamUrls'],
    ] as const) {
      // A missing file and standard input: neither is read.
      const { status, stdout, stderr } = run(
        ['check', operation, input, join(dir, 'missing.json'), '-', '--strict', '--format', 'json'],
        '{',
      );
      expect(status).toBe(2);
      expect(stdout).toBe('');
      expect(stderr).toBe(
        `fundraising-rules: --strict: no --context file, and the ${operation} rules need the facts ${keys}\n`,
      );
    }
  });

  it('with a context that lacks some: those, and what the operation needs', () => {
    const partial = file('partial-context.json', JSON.stringify({ countries: ['GB'], charities: [] }));
    const { status, stderr } = run(['check', 'account', valid, '--strict', '--context', partial]);
    expect(status).toBe(2);
    expect(stderr).toBe(
      `fundraising-rules: --strict: --context ${partial} lacks existingAccounts and takenPersonalUrls, which the account rules need (they need countries, charities, existingAccounts and takenPersonalUrls)\n`,
    );
  });

  it('with every fact: checks as without it, nothing unchecked; query operations need none', () => {
    const account = run(['check', 'account', valid, '--strict', '--context', context]);
    expect(account.status).toBe(0);
    expect(account.stderr).toBe('1 input: 1 valid, 0 invalid\n');
    expect(run(['check', 'page', page, '--strict', '--context', context]).status).toBe(0);
    expect(run(['check', 'search', '--strict'], 'surname=Smith&api_key=0123456789abcdef01234567').status).toBe(0);
  });
});

// ---------------------------------------------------------------------------
// --jobs by default

describe('--jobs by default: what measured fastest (contract 10.6)', () => {
  it('one job on 2 cores, and for whole files, standard input and small NDJSON files on any machine', () => {
    const small = batch('jobs-small.ndjson', 10);
    expect(jobsFor({ jobs: undefined, ndjson: true, inputs: [small] }, 2)).toBe(1);
    expect(jobsFor({ jobs: undefined, ndjson: true, inputs: [small] }, 16)).toBe(1);
    expect(jobsFor({ jobs: undefined, ndjson: true, inputs: ['-'] }, 16)).toBe(1);
    expect(jobsFor({ jobs: undefined, ndjson: false, inputs: [small] }, 16)).toBe(1);
    expect(jobsFor({ jobs: 3, ndjson: false, inputs: [small] }, 2)).toBe(3);
  });

  it('large NDJSON files with more than 2 cores: a worker per core but one, at most 4', () => {
    const large = join(dir, 'jobs-large.ndjson');
    file('jobs-large.ndjson', '');
    truncateSync(large, LARGE_INPUT_BYTES); // sparse: the size is what counts
    expect(jobsFor({ jobs: undefined, ndjson: true, inputs: [large] }, 2)).toBe(1);
    expect(jobsFor({ jobs: undefined, ndjson: true, inputs: [large] }, 3)).toBe(2);
    expect(jobsFor({ jobs: undefined, ndjson: true, inputs: [large] }, 16)).toBe(4);
  });

  it('the usage says so', () => {
    expect(run(['--help']).stdout).toMatch(/--jobs N {12}check --ndjson lines, or many files, in N worker/);
    expect(run(['--help']).stdout).toContain('which checks on the main thread (the\n                      default');
  });
});
