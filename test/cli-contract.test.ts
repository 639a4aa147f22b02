/**
 * The command line's contract (sections 8 and 9.8), point by point, run as
 * the BUILT bin in a real process (npm test builds before vitest runs):
 * `input` on every JSON document, --version and --help, --only-invalid,
 * --fail-on, --format junit, --explain, `rules`, `schema`, usage errors of
 * one line and a hint, and the context file's problems in the package's
 * words. Reference values come from the built library.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import {
  accountRules,
  eventListingQueryRules,
  lookupQueryRules,
  pageRules,
  searchQueryRules,
  validateAccount,
} from '../dist/src/index.js';
import { accountJsonSchema, pageJsonSchema } from '../dist/src/json-schema.js';
import { tablesOf } from '../scripts/catalogue.mjs';
import { documents, EXAMPLES as examples, ROOT as root, runCli as run, scratchFolder } from './support/cli.js';
import { limitOf, rowOf } from './support/tables.js';

const { dir, file } = scratchFolder('cli-contract');

const TODAY = '20261122';
const context = join(examples, 'context.json');
const validAccount = join(examples, 'account-valid.json');
const invalidAccount = join(examples, 'account-invalid.json');
const validPage = join(examples, 'page-personal-valid.json');

const example = (path: string): Record<string, unknown> => JSON.parse(readFileSync(path, 'utf8'));

const noStackTrace = (stderr: string) => expect(stderr).not.toMatch(/\n\s+at |node:internal/);

/** A usage error: status 2, nothing on standard output, one line and the hint on standard error. */
function expectUsageError(args: string[], message: RegExp, stdin = ''): void {
  const { status, stdout, stderr } = run(args, stdin);
  expect(status, stderr).toBe(2);
  expect(stdout).toBe('');
  const lines = stderr.split('\n');
  expect(lines).toHaveLength(3);
  expect(lines[0]).toMatch(/^fundraising-rules: /);
  expect(lines[0]).toMatch(message);
  expect(lines[1]).toBe("Try 'fundraising-rules --help' for the usage.");
  expect(lines[2]).toBe('');
}

/** A page valid with the example context, whose second charity gets a 0% share (a zero-share warning). */
const zeroSharePage = () =>
  file(
    'zero-share.json',
    JSON.stringify({
      ...example(validPage),
      charitySplits: [
        { charityResourceId: 'c0a8e2f4-6a57-4d1f-9b1e-2f0c5d7a9e31', charitySplitPercent: 100 },
        { charityResourceId: '5e3b9c1d-8f2a-4b6e-a0d7-91c4f6e2b853', charitySplitPercent: 0 },
      ],
    }),
  );

// ---------------------------------------------------------------------------
// Section 8: { "input": SOURCE, ...result } on every JSON document

describe('--format json: every document starts with its input', () => {
  it('files as given on the command line, in input order, with the result after the input', () => {
    const broken = file('broken.json', '{"title": ');
    const missing = join(dir, 'missing.json');
    const { status, stdout, stderr } = run([
      'check',
      'account',
      validAccount,
      broken,
      invalidAccount,
      missing,
      '--format',
      'json',
      '--today',
      TODAY,
    ]);
    expect(status).toBe(3);
    const lines = documents(stdout);
    expect(lines.map((line) => line.input)).toEqual([validAccount, broken, invalidAccount, missing]);
    for (const line of lines) expect(Object.keys(line)[0]).toBe('input');
    const reference = JSON.parse(JSON.stringify(validateAccount(example(validAccount), { today: TODAY })));
    expect(lines[0]).toEqual({ input: validAccount, ...reference });
    expect(lines[1]).toEqual({ input: broken, error: expect.stringContaining('not JSON') });
    expect(lines[2]).toMatchObject({ input: invalidAccount, valid: false });
    expect(lines[3]).toEqual({ input: missing, error: expect.stringContaining('no such file') });
    expect(stderr).toContain('4 inputs: 1 valid, 1 invalid, 2 unreadable');
  });

  it("standard input as '-', for '-' and for no file", () => {
    for (const args of [['-'], []]) {
      const lines = documents(run(['check', 'account', ...args, '--format', 'json'], '{"title":"Sir"}').stdout);
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatchObject({ input: '-', valid: false });
    }
    expect(documents(run(['check', 'account', '-', '--format', 'json'], '{').stdout)).toEqual([
      { input: '-', error: expect.stringContaining('not JSON') },
    ]);
  });

  it('NDJSON lines as FILE:LINE, blank lines skipped but counted, an unparseable line reported and the others checked', () => {
    const body = JSON.stringify(example(validAccount));
    const path = file('lines.ndjson', `${body}\n\n   \nnot json\n${body}\n\n{"title":"Sir"}\n`);
    const { status, stdout } = run(['check', 'account', '--ndjson', path, '--format', 'json', '--today', TODAY]);
    expect(status).toBe(3);
    const lines = documents(stdout);
    expect(lines.map((line) => line.input)).toEqual([`${path}:1`, `${path}:4`, `${path}:5`, `${path}:7`]);
    expect(lines[1]).toEqual({ input: `${path}:4`, error: expect.stringContaining('not JSON') });
    expect(lines.map((line) => line.valid)).toEqual([true, undefined, true, false]);
    const stdin = documents(
      run(['check', 'account', '--ndjson', '--format', 'json', '--today', TODAY], `\n${body}\n`).stdout,
    );
    expect(stdin.map((line) => line.input)).toEqual(['-:2']);
  });
});

// ---------------------------------------------------------------------------
// --version, --help

describe('--version and --help', () => {
  it('--version prints the version number alone on standard output', () => {
    const { version } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string };
    const { status, stdout, stderr } = run(['--version']);
    expect(status).toBe(0);
    expect(stdout).toBe(`${version}\n`);
    expect(stderr).toBe('');
  });

  it('--help prints the usage of every command and option on standard output', () => {
    const { status, stdout, stderr } = run(['--help']);
    expect(status).toBe(0);
    expect(stderr).toBe('');
    for (const word of [
      'fundraising-rules check',
      'fundraising-rules rules',
      'fundraising-rules schema account|page',
      '--only-invalid',
      '--fail-on warning|unchecked',
      '--format text|json|junit',
      '--explain',
      '--version',
      'text|json|markdown',
    ])
      expect(stdout).toContain(word);
  });
});

// ---------------------------------------------------------------------------
// --only-invalid

describe('--only-invalid', () => {
  const inputs = () => [validAccount, invalidAccount, file('only-broken.json', '{')];

  it('json: prints the invalid and the unreadable inputs only; the summary counts every input', () => {
    const { status, stdout, stderr } = run([
      'check',
      'account',
      ...inputs(),
      '--only-invalid',
      '--format',
      'json',
      '--today',
      TODAY,
    ]);
    expect(status).toBe(3);
    const lines = documents(stdout);
    expect(lines.map((line) => line.input)).toEqual([invalidAccount, join(dir, 'only-broken.json')]);
    expect(stderr).toContain('3 inputs: 1 valid, 1 invalid, 1 unreadable');
  });

  it('text: leaves out the valid inputs, and prints nothing when all are valid', () => {
    const some = run(['check', 'account', ...inputs().slice(0, 2), '--only-invalid', '--today', TODAY]);
    expect(some.status).toBe(1);
    expect(some.stdout).toContain('account-invalid.json: invalid');
    expect(some.stdout).not.toContain('account-valid.json');
    expect(some.stderr).toContain('2 inputs: 1 valid, 1 invalid');
    const none = run(['check', 'account', validAccount, validAccount, '--only-invalid', '--today', TODAY]);
    expect(none.status).toBe(0);
    expect(none.stdout).toBe('');
    expect(none.stderr).toContain('2 inputs: 2 valid, 0 invalid');
  });

  it('prints a valid input that fails --fail-on', () => {
    const { status, stdout } = run([
      'check',
      'page',
      zeroSharePage(),
      validPage,
      '--only-invalid',
      '--fail-on',
      'warning',
      '--format',
      'json',
      '--context',
      context,
    ]);
    expect(status).toBe(1);
    expect(documents(stdout).map((line) => line.input)).toEqual([join(dir, 'zero-share.json')]);
  });
});

// ---------------------------------------------------------------------------
// --fail-on

describe('--fail-on warning|unchecked', () => {
  it('warning: a valid page with a 0% share exits 0, and 1 with --fail-on warning', () => {
    const page = zeroSharePage();
    const plain = run(['check', 'page', page, '--format', 'json', '--context', context]);
    expect(plain.status).toBe(0);
    const [result] = documents(plain.stdout);
    expect(result).toMatchObject({ valid: true, issues: [{ code: 'zero-share', severity: 'warning' }] });
    const failing = run(['check', 'page', page, '--context', context, '--fail-on', 'warning']);
    expect(failing.status).toBe(1);
    expect(failing.stdout).toMatch(/valid \(1 warning\); fails --fail-on warning/);
    expect(failing.stderr).toContain('1 input: 1 valid, 0 invalid, 1 valid failing --fail-on warning');
    // unchecked is not warning
    expect(run(['check', 'page', page, '--context', context, '--fail-on', 'unchecked']).status).toBe(0);
  });

  it('unchecked: without --context a valid account leaves rules unchecked: 0, and 1 with --fail-on unchecked', () => {
    expect(run(['check', 'account', validAccount, '--today', TODAY]).status).toBe(0);
    const failing = run(['check', 'account', validAccount, '--today', TODAY, '--fail-on', 'unchecked']);
    expect(failing.status).toBe(1);
    expect(failing.stdout).toContain('unchecked');
    // with every fact given, nothing is unchecked
    expect(run(['check', 'account', validAccount, '--context', context, '--fail-on', 'unchecked']).status).toBe(0);
    // repeatable, each once
    expect(
      run(['check', 'account', validAccount, '--today', TODAY, '--fail-on', 'warning', '--fail-on', 'unchecked'])
        .status,
    ).toBe(1);
  });

  it('3 (unreadable) still wins over 1', () => {
    const broken = file('fail-on-broken.json', '[');
    expect(run(['check', 'account', validAccount, broken, '--today', TODAY, '--fail-on', 'unchecked']).status).toBe(3);
  });

  it('refuses other reasons', () => {
    expectUsageError(
      ['check', 'account', validAccount, '--fail-on', 'error'],
      /--fail-on must be warning or unchecked/,
    );
  });
});

// ---------------------------------------------------------------------------
// --format junit

interface Testcase {
  '@_name': string;
  '@_classname': string;
  failure?: { '#text'?: string; '@_message': string; '@_type': string };
  error?: { '@_message': string };
}

function junit(xml: string) {
  expect(XMLValidator.validate(xml)).toBe(true);
  const parser = new XMLParser({
    ignoreAttributes: false,
    parseAttributeValue: false,
    parseTagValue: false,
    trimValues: false,
    isArray: (name) => name === 'testcase',
  });
  const parsed = parser.parse(xml) as {
    testsuites: {
      '@_tests': string;
      '@_failures': string;
      '@_errors': string;
      testsuite: {
        '@_name': string;
        '@_tests': string;
        '@_failures': string;
        '@_errors': string;
        testcase?: Testcase[];
      };
    };
  };
  return parsed.testsuites;
}

describe('--format junit', () => {
  it('one test case per input named by its source: a failure with its errors, an error for an unreadable input', () => {
    const broken = file('junit-broken.json', '{"title": ');
    const { status, stdout, stderr } = run([
      'check',
      'account',
      validAccount,
      invalidAccount,
      broken,
      '--format',
      'junit',
      '--today',
      TODAY,
      '--only-invalid',
    ]);
    expect(status).toBe(3);
    expect(stdout.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<testsuites')).toBe(true);
    expect(stderr).toContain('3 inputs: 1 valid, 1 invalid, 1 unreadable');
    const suites = junit(stdout);
    // --only-invalid applies (contract 10.6): the valid input has no test case, and the counts are the cases'.
    expect([suites['@_tests'], suites['@_failures'], suites['@_errors']]).toEqual(['2', '1', '1']);
    const suite = suites.testsuite;
    expect(suite['@_name']).toBe('fundraising-rules check account');
    expect([suite['@_tests'], suite['@_failures'], suite['@_errors']]).toEqual(['2', '1', '1']);
    const cases = suite.testcase ?? [];
    expect(cases.map((testcase) => testcase['@_name'])).toEqual([invalidAccount, broken]);
    expect(cases.every((testcase) => testcase['@_classname'] === 'account')).toBe(true);
    const result = validateAccount(example(invalidAccount), { today: TODAY });
    const errors = result.issues.filter((issue) => issue.severity === 'error');
    expect(cases[0]?.failure?.['@_message']).toBe(`${errors.length} errors`);
    expect(cases[0]?.failure?.['@_type']).toBe('invalid');
    expect(cases[0]?.failure?.['#text']?.split('\n')).toEqual(
      errors.map(
        (issue) => `${issue.code} ${issue.path.length === 0 ? '(body)' : issue.path.join('.')}: ${issue.message}`,
      ),
    );
    expect(cases[1]?.error?.['@_message']).toMatch(/^not JSON: /);

    // Without --only-invalid every input has its test case, the valid one with neither failure nor error.
    const all = junit(
      run(['check', 'account', validAccount, invalidAccount, broken, '--format', 'junit', '--today', TODAY]).stdout,
    );
    expect([all['@_tests'], all['@_failures'], all['@_errors']]).toEqual(['3', '1', '1']);
    const every = all.testsuite.testcase ?? [];
    expect(every.map((testcase) => testcase['@_name'])).toEqual([validAccount, invalidAccount, broken]);
    expect(every[0]?.failure).toBeUndefined();
    expect(every[0]?.error).toBeUndefined();
  });

  it('exit status as with the other formats: 0 all valid, 1 some invalid', () => {
    const valid = run(['check', 'account', validAccount, '--format', 'junit', '--today', TODAY]);
    expect(valid.status).toBe(0);
    expect(junit(valid.stdout).testsuite['@_failures']).toBe('0');
    expect(run(['check', 'account', invalidAccount, '--format', 'junit', '--today', TODAY]).status).toBe(1);
  });

  it('under --fail-on, the failure holds the warnings and unchecked entries too', () => {
    const { status, stdout } = run([
      'check',
      'page',
      zeroSharePage(),
      '--format',
      'junit',
      '--today',
      TODAY,
      '--fail-on',
      'warning',
      '--fail-on',
      'unchecked',
    ]);
    expect(status).toBe(1);
    const [testcase] = junit(stdout).testsuite.testcase ?? [];
    expect(testcase?.failure?.['@_message']).toBe('1 warning, 2 unchecked');
    const lines = testcase?.failure?.['#text']?.split('\n') ?? [];
    expect(lines[0]).toBe(
      'zero-share charitySplits.1.charitySplitPercent: This charity gets a 0% share of every donation.',
    );
    expect(lines.slice(1)).toEqual([
      '003.01.18 activityCode: unchecked, needs activities in --context',
      'unknown-charity charityResourceId: unchecked, needs charities in --context',
    ]);
  });

  it('is well-formed XML whatever the sources and reasons hold: escaped, characters XML cannot hold left out', () => {
    const odd = file(`a&b<c>"d'e.json`, '{"title": "Sir"}');
    const lines = file('junit-odd.ndjson', `{"title": "Sir"}\n<&"'\u0001\u0008>\n`);
    for (const args of [
      [odd, '--format', 'junit'],
      ['--ndjson', lines, '--format', 'junit'],
    ]) {
      const { stdout } = run(['check', 'account', ...args, '--today', TODAY]);
      expect([...stdout].filter((character) => character === '\u0001' || character === '\u0008')).toEqual([]);
      const cases = junit(stdout).testsuite.testcase ?? [];
      expect(cases.length).toBeGreaterThan(0);
      if (args[0] === odd) expect(cases[0]?.['@_name']).toBe(odd);
      else {
        expect(cases.map((testcase) => testcase['@_name'])).toEqual([`${lines}:1`, `${lines}:2`]);
        expect(cases[1]?.error?.['@_message']).toMatch(/^not JSON: /);
      }
    }
  });
});

// ---------------------------------------------------------------------------
// --explain

interface Explained {
  code: string;
  path: (string | number)[];
  explanation: {
    code: string;
    path: string;
    source: string;
    condition: string;
    fields: { field: string; value?: unknown }[];
  };
}

describe('--explain', () => {
  const TITLE_MAX = limitOf(pageRules, 'pageTitle');

  it('json: each issue carries its rule row (code, path pattern, quoted sentence, condition in words) and the values of its fields', () => {
    const body = {
      ...example(validPage),
      pageTitle: 'x'.repeat(TITLE_MAX + 1),
      charitySplits: [
        { charityResourceId: 'c0a8e2f4-6a57-4d1f-9b1e-2f0c5d7a9e31', charitySplitPercent: 60 },
        { charitySplitPercent: 40 },
      ],
    };
    const path = file('explain-page.json', JSON.stringify(body));
    const { status, stdout } = run(['check', 'page', path, '--format', 'json', '--explain', '--context', context]);
    expect(status).toBe(1);
    const [result] = documents(stdout) as unknown as { input: string; issues: Explained[] }[];
    expect(result?.input).toBe(path);
    const issues = result?.issues ?? [];
    expect(issues.length).toBeGreaterThan(0);
    for (const issue of issues) {
      expect(issue.explanation.code).toBe(issue.code);
      const row = pageRules.find((rule) => rule.code === issue.code && rule.at === issue.explanation.path);
      expect(row, issue.code).toBeDefined();
      expect(issue.explanation.source).toBe(row?.source);
      expect(issue.explanation.condition.length).toBeGreaterThan(0);
    }
    const title = issues.find((issue) => issue.code === '003.01.05');
    expect(title?.explanation).toEqual({
      code: '003.01.05',
      path: 'pageTitle',
      source: rowOf(pageRules, '003.01.05', 'pageTitle').source,
      condition: `\`pageTitle\` is absent or \`pageTitle\` is longer than ${TITLE_MAX}`,
      fields: [{ field: 'pageTitle', value: 'x'.repeat(TITLE_MAX + 1) }],
    });
    // at an entry of the splits: the fields of that entry, a missing one without a value
    const orphan = issues.find((issue) => issue.code === '003.01.14');
    expect(orphan?.path).toEqual(['charitySplits', 1, 'charityResourceId']);
    expect(orphan?.explanation.path).toBe('charitySplits[].charityResourceId');
    expect(orphan?.explanation.fields).toEqual([
      { field: 'charitySplits.1.charitySplitPercent', value: 40 },
      { field: 'charitySplits.1.charityResourceId' },
    ]);
  });

  it('text: under each issue, its rule, when it fires and the values', () => {
    const { status, stdout } = run(['check', 'account', invalidAccount, '--explain', '--context', context]);
    expect(status).toBe(1);
    expect(stdout).toContain(
      [
        '      rule: 002.01.04 at title, "title not one of Mr, Mrs, Ms, Miss, Dr, Prof"',
        '      when: not (`title` is exactly one of `Mr`, `Mrs`, `Ms`, `Miss`, `Dr`, `Prof`)',
        '      title = "Sir"',
      ].join('\n'),
    );
  });

  it('adds nothing without the flag', () => {
    const { stdout } = run(['check', 'account', invalidAccount, '--format', 'json', '--context', context]);
    expect(stdout).not.toContain('explanation');
  });
});

// ---------------------------------------------------------------------------
// rules

describe('fundraising-rules rules', () => {
  interface Row {
    operation: string;
    code: string;
    documented: boolean;
    parameter: string;
    path: string;
    severity: string;
    message: string;
    source: string;
    condition: string;
  }
  const rows = (args: string[]): Row[] => {
    const { status, stdout, stderr } = run(['rules', ...args, '--format', 'json']);
    expect(status, stderr).toBe(0);
    return JSON.parse(stdout) as Row[];
  };

  it('json: one array of every row of the operation, with the contract fields', () => {
    const account = rows(['account']);
    expect(account).toHaveLength(accountRules.length);
    expect(account.map((row) => `${row.code}:${row.path}`)).toEqual(
      accountRules.map((rule) => `${rule.code}:${rule.at}`),
    );
    for (const row of account)
      expect(Object.keys(row)).toEqual([
        'operation',
        'code',
        'documented',
        'parameter',
        'path',
        'severity',
        'message',
        'source',
        'condition',
      ]);
    expect(account.find((row) => row.code === '002.01.06')).toEqual({
      operation: 'account',
      code: '002.01.06',
      documented: true,
      parameter: 'surname',
      path: 'surname',
      severity: 'error',
      message: 'Surname may have at most {max} characters; it has {length}.',
      source: rowOf(accountRules, '002.01.06', 'surname').source,
      condition: `\`surname\` is absent or \`surname\` is longer than ${limitOf(accountRules, 'surname')}`,
    });
    expect(account[0]).toMatchObject({ code: '002.01.01', path: '', condition: 'the body is not an object' });
    const page = rows(['page']);
    expect(page.find((row) => row.path === 'charitySplits[].customCodes[]' && row.code === '002.01.22')).toEqual({
      operation: 'page',
      code: '002.01.22',
      documented: true,
      parameter: 'customCodes',
      path: 'charitySplits[].customCodes[]',
      severity: 'error',
      message: 'A custom code may have at most {max} characters; this one has {length}.',
      source: 'valid custom codes required, up to 5',
      condition: '`charitySplits[].customCodes[]` is absent or `charitySplits[].customCodes[]` is longer than 255',
    });
    expect(page.find((row) => row.code === 'zero-share')).toMatchObject({ documented: false, severity: 'warning' });
  });

  it('all five operations without one, in catalogue order', () => {
    const all = rows([]);
    const tables = [accountRules, pageRules, searchQueryRules, eventListingQueryRules, lookupQueryRules];
    expect(all).toHaveLength(tables.reduce((sum, table) => sum + table.length, 0));
    expect([...new Set(all.map((row) => row.operation))]).toEqual(['account', 'page', 'search', 'listing', 'lookup']);
    expect(rows(['lookup']).map((row) => row.code)).toEqual(['required', 'too-long', 'wrong-type']);
  });

  it('markdown: the tables of docs/rules.md; text for people', () => {
    const catalogue = tablesOf(readFileSync(join(root, 'docs', 'rules.md'), 'utf8'));
    expect(run(['rules', '--format', 'markdown']).stdout).toBe(`${catalogue}\n`);
    const account = run(['rules', 'account', '--format', 'markdown']).stdout;
    expect(account.startsWith('### Create account\n')).toBe(true);
    expect(catalogue).toContain(account.trimEnd());
    const text = run(['rules', 'search']);
    expect(text.status).toBe(0);
    expect(text.stdout).toContain('Fundraiser search query (search)');
    expect(text.stdout).toContain('fires when: `surname` is shorter than 3');
  });

  it('refuses an unknown operation, a second one and options of check', () => {
    expectUsageError(['rules', 'refund'], /unknown operation 'refund'/);
    expectUsageError(['rules', 'account', 'page'], /unexpected argument 'page'/);
    expectUsageError(['rules', '--format', 'junit'], /--format must be text, json or markdown/);
    expectUsageError(['rules', '--explain'], /--explain is an option of check, not of rules/);
  });
});

// ---------------------------------------------------------------------------
// schema

describe('fundraising-rules schema', () => {
  it('prints the JSON Schema the entry exports, for account and page', () => {
    for (const [body, schema] of [
      ['account', accountJsonSchema],
      ['page', pageJsonSchema],
    ] as const) {
      const { status, stdout } = run(['schema', body]);
      expect(status).toBe(0);
      expect(JSON.parse(stdout)).toEqual(schema);
    }
  });

  it('is the package entry fundraising-rules/json-schema (the exports map, the Node bundle)', () => {
    const script =
      "const m = await import('fundraising-rules/json-schema'); process.stdout.write(JSON.stringify([m.accountJsonSchema, m.pageJsonSchema]));";
    const child = spawnSync(process.execPath, ['--input-type=module', '-e', script], { cwd: root, encoding: 'utf8' });
    expect(child.stderr).toBe('');
    expect(JSON.parse(child.stdout)).toEqual([accountJsonSchema, pageJsonSchema]);
  });

  it('refuses a query operation, no operation and any option', () => {
    expectUsageError(['schema', 'search'], /search has query parameters, not a body/);
    expectUsageError(['schema'], /missing operation: account or page/);
    expectUsageError(['schema', 'account', '--format', 'json'], /--format is an option of check and rules/);
  });
});

// ---------------------------------------------------------------------------
// Usage errors and the context file

describe('usage errors: one line and a hint to --help', () => {
  it.each([
    [[], /missing command: check, rules, schema, openapi or serve/],
    [['lint'], /unknown command 'lint'/],
    [['check'], /missing operation: account, page, search, listing or lookup/],
    [['check', 'refund'], /unknown operation 'refund'/],
    [['check', 'account', '--bogus'], /unknown option '--bogus'$/],
    [['check', 'account', '--today'], /--today needs a value/],
    [['check', 'account', '--xml=yes'], /--xml takes no value/],
    [['check', 'account', '--format', 'xml'], /--format must be text, json or junit, not 'xml'/],
    [['check', 'account', '--today', '2026-11-22'], /--today must be a real calendar date written YYYYMMDD/],
    [['check', 'account', '--advice', 'zip'], /--advice must be postcode or telephone, not 'zip'/],
    [['check', 'search', '--xml'], /--xml is for account and page only/],
  ])('%j', (args, message) => expectUsageError(args, message));
});

describe('--context problems in the package’s words, naming the key and what was expected', () => {
  const contextError = (document: unknown): string => {
    const path = file('bad.context.json', JSON.stringify(document));
    const { status, stdout, stderr } = run(['check', 'account', validAccount, '--context', path]);
    expect(status).toBe(2);
    expect(stdout).toBe('');
    const [first, hint, ...rest] = stderr.split('\n');
    expect(first?.startsWith(`fundraising-rules: --context ${path}: `)).toBe(true);
    expect(hint).toMatch(/--help/);
    expect(rest).toEqual(['']);
    noStackTrace(stderr);
    return first ?? '';
  };

  it('an unknown key, with the key it likely meant and the keys there are', () => {
    const line = contextError({ countris: ['GB'] });
    expect(line).toContain("unknown key 'countris' (did you mean 'countries'?)");
    expect(line).toContain('the keys are today, countries, ukCountryCodes');
    expect(line).not.toMatch(/Expected never|received|Invalid key/);
  });

  it('each key with what it expected and what it got', () => {
    expect(contextError({ countries: 'GB' })).toContain('countries: must be an array of strings, not a string');
    expect(contextError({ charities: ['c1', 7] })).toContain('charities[1]: must be a string, not a number');
    expect(contextError({ maxIssues: 0 })).toContain('maxIssues: must be a whole number of at least 1, not 0');
    expect(contextError({ today: '2026-11-22' })).toContain(
      "today: must be a real calendar date written YYYYMMDD, such as 20261122, not '2026-11-22'",
    );
    expect(contextError({ events: { E1: { status: 'open' } } })).toContain('events.E1.status: must be one of');
    expect(contextError({ events: [] })).toContain('events: must be an object of EventInfo by event resource ID');
    expect(contextError({ existingAccounts: [{ email: 'a@b.co.uk', dateOfBirth: '19900101' }] })).toContain(
      "existingAccounts[0]: unknown key 'email' (expected emailAddress and dateOfBirth)",
    );
    expect(contextError([])).toContain('must be a JSON object of options');
  });

  it('every problem of the file in the one line', () => {
    const line = contextError({ countries: 'GB', takenTeamUrls: [1] });
    expect(line).toContain('countries: must be an array of strings, not a string; takenTeamUrls[0]: must be a string');
  });

  it('a file that is not JSON says so', () => {
    const path = file('not-json.context.json', '{ countries: [GB] }');
    const { status, stderr } = run(['check', 'account', validAccount, '--context', path]);
    expect(status).toBe(2);
    expect(stderr.split('\n')[0]).toMatch(/--context .*: not JSON: /);
  });
});
