/**
 * The command line's streams (contract section 8): --ndjson, --xml, the
 * query operations, --context, the summary on standard error and a reader
 * that stops early. Every test runs the BUILT bin as a real process (npm test
 * builds before vitest runs); expected results come from the built library, so
 * the process under test and the reference are the same build.
 */
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  validateAccount,
  validateEventListingQuery,
  validateLookupQuery,
  validatePage,
  validateSearchQuery,
} from '../dist/src/index.js';
import { BIN as bin, documents, EXAMPLES as examples, runCli as run, scratchFolder } from './support/cli.js';

const { dir, file } = scratchFolder('cli-streams');
const TODAY = '20261122';

/**
 * Every document of standard output, each checked to start with its source
 * (`input`, contract section 8); a result without its `input`, to compare
 * with the library's result; `{ input, error }` as it is.
 */
function jsonLines(stdout: string): Record<string, unknown>[] {
  return documents(stdout).map((document) => {
    expect(Object.keys(document)[0]).toBe('input');
    expect(typeof document.input).toBe('string');
    if ('error' in document) return document;
    const { input: _source, ...result } = document;
    return result;
  });
}

/** The source of every document of standard output, in order. */
const inputsOf = (stdout: string): unknown[] => documents(stdout).map((document) => document.input);

const noStackTrace = (stderr: string) => expect(stderr).not.toMatch(/\n\s+at |Error: .*\n.*\.js:\d+|node:internal/);

const example = (name: string): Record<string, unknown> => JSON.parse(readFileSync(join(examples, name), 'utf8'));
const validAccount = example('account-valid.json');

/** Accounts with one distinct fault each, so that each result can be told apart. */
const FAULTS: readonly [Record<string, unknown>, string][] = [
  [{}, ''],
  [{ title: 'Sir' }, '002.01.04'],
  [{ surname: '' }, '002.01.06'],
  [{ forename: '' }, '002.01.07'],
  [{ postcode: 'SW1Y4JH' }, '002.01.17'],
  [{ emailAddress: 'ada' }, '002.01.10'],
  [{ dateOfBirth: '20200101' }, '002.01.15'],
  [{ termsAndConditionsAccepted: 'N' }, '002.01.08'],
  [{ dateOfBirth: '19900230' }, '002.01.14'],
  [{ personalUrl: 'a b' }, '002.01.20'],
  [{ preferredTelephone: 'abc' }, '002.01.12'],
];
const account = (index: number): Record<string, unknown> => ({ ...validAccount, ...FAULTS[index % FAULTS.length]![0] });
const line = (index: number): string => JSON.stringify(account(index));
const expected = (index: number) => JSON.parse(JSON.stringify(validateAccount(account(index), { today: TODAY })));

const RESULT_KEYS = ['codes', 'issues', 'truncated', 'unchecked', 'valid'];
const isResult = (value: Record<string, unknown>) => Object.keys(value).sort().join() === RESULT_KEYS.join();

describe('check account --ndjson', () => {
  it('prints one result per non-blank line in input order, skipping blank and white-space-only lines', () => {
    const path = file('mixed.ndjson', `${[line(0), '', line(1), '   ', '\t', line(2), line(3)].join('\n')}\n`);
    const { status, stdout } = run(['check', 'account', '--ndjson', path, '--format', 'json', '--today', TODAY]);
    expect(status).toBe(1);
    expect(jsonLines(stdout)).toEqual([expected(0), expected(1), expected(2), expected(3)]);
    // blank lines are skipped but counted
    expect(inputsOf(stdout)).toEqual([`${path}:1`, `${path}:3`, `${path}:6`, `${path}:7`]);
  });

  it('reports a line that is not JSON as { input: "<file>:<line>", error } and still checks the others; 3 wins over 1', () => {
    const path = file(
      'broken.ndjson',
      `${[line(1), '', 'not json', line(0), '{"title": ', '   ', line(2)].join('\n')}\n`,
    );
    const { status, stdout, stderr } = run([
      'check',
      'account',
      '--ndjson',
      path,
      '--format',
      'json',
      '--today',
      TODAY,
    ]);
    expect(status).toBe(3);
    const results = jsonLines(stdout);
    expect(results).toEqual([
      expected(1),
      { input: `${path}:3`, error: expect.stringContaining('not JSON') },
      expected(0),
      { input: `${path}:5`, error: expect.stringContaining('not JSON') },
      expected(2),
    ]);
    expect(Object.keys(results[1]!)).toEqual(['input', 'error']);
    noStackTrace(stderr);
  });

  it('exits 1 when every line parses and some is invalid, 0 when all are valid', () => {
    const invalid = file('invalid.ndjson', `${line(0)}\n${line(4)}\n`);
    const valid = file('valid.ndjson', `${line(0)}\n\n${line(0)}\n`);
    expect(run(['check', 'account', '--ndjson', invalid, '--format', 'json', '--today', TODAY]).status).toBe(1);
    expect(run(['check', 'account', '--ndjson', valid, '--format', 'json', '--today', TODAY]).status).toBe(0);
  });

  it('checks a line that is JSON but not an object (002.01.01) rather than calling it unparseable', () => {
    const path = file('scalars.ndjson', '42\nnull\n[]\n"text"\n');
    const { status, stdout } = run(['check', 'account', '--ndjson', path, '--format', 'json', '--today', TODAY]);
    expect(status).toBe(1);
    const results = jsonLines(stdout);
    expect(results).toHaveLength(4);
    for (const result of results) expect(result).toMatchObject({ valid: false, codes: ['002.01.01'] });
  });

  it('names the lines of standard input -:<n>, for - and for no file', () => {
    const input = `${line(1)}\n\nnope\n${line(0)}\n`;
    for (const args of [['-'], []]) {
      const { status, stdout } = run(
        ['check', 'account', ...args, '--ndjson', '--format', 'json', '--today', TODAY],
        input,
      );
      expect(status).toBe(3);
      expect(jsonLines(stdout)).toEqual([
        expected(1),
        { input: '-:3', error: expect.stringContaining('not JSON') },
        expected(0),
      ]);
      expect(inputsOf(stdout)).toEqual(['-:1', '-:3', '-:4']);
    }
  });

  it('checks a final line without a newline, and counts it', () => {
    const path = file('no-final-newline.ndjson', `${line(0)}\n\n${line(1)}\n{`);
    const { stdout } = run(['check', 'account', '--ndjson', path, '--format', 'json', '--today', TODAY]);
    expect(jsonLines(stdout)).toEqual([
      expected(0),
      expected(1),
      { input: `${path}:4`, error: expect.stringContaining('not JSON') },
    ]);
    const clean = file('no-final-newline-2.ndjson', `${line(0)}\n${line(2)}`);
    expect(
      jsonLines(run(['check', 'account', '--ndjson', clean, '--format', 'json', '--today', TODAY]).stdout),
    ).toEqual([expected(0), expected(2)]);
    const trailingBlank = file('trailing-blank.ndjson', `${line(0)}\n  `);
    expect(
      jsonLines(run(['check', 'account', '--ndjson', trailingBlank, '--format', 'json', '--today', TODAY]).stdout),
    ).toEqual([expected(0)]);
  });

  it('reads CRLF line endings: the same results, the same line numbers', () => {
    const path = file('crlf.ndjson', `${[line(0), '', 'oops', line(5), ' ', line(6)].join('\r\n')}\r\n`);
    const { status, stdout } = run(['check', 'account', '--ndjson', path, '--format', 'json', '--today', TODAY]);
    expect(status).toBe(3);
    expect(jsonLines(stdout)).toEqual([
      expected(0),
      { input: `${path}:3`, error: expect.stringContaining('not JSON') },
      expected(5),
      expected(6),
    ]);
  });

  it('keeps input order and per-file line numbers across several files (and standard input among them)', () => {
    const first = file('first.ndjson', `${line(1)}\n\nbad-1\n${line(2)}\n`);
    const second = file('second.ndjson', `\n${line(3)}\nbad-2\n`);
    const missing = join(dir, 'missing.ndjson');
    const { status, stdout } = run(
      ['check', 'account', '--ndjson', first, missing, '-', second, '--format', 'json', '--today', TODAY],
      `${line(4)}\nbad-3`,
    );
    expect(status).toBe(3);
    expect(jsonLines(stdout)).toEqual([
      expected(1),
      { input: `${first}:3`, error: expect.stringContaining('not JSON') },
      expected(2),
      { input: missing, error: expect.stringContaining('ENOENT') },
      expected(4),
      { input: '-:2', error: expect.stringContaining('not JSON') },
      expected(3),
      { input: `${second}:3`, error: expect.stringContaining('not JSON') },
    ]);
    expect(inputsOf(stdout)).toEqual([
      `${first}:1`,
      `${first}:3`,
      `${first}:4`,
      missing,
      '-:1',
      '-:2',
      `${second}:2`,
      `${second}:3`,
    ]);
  });

  it('decodes UTF-8 characters split across read chunks, and a line longer than a chunk', () => {
    const names = ['Zoë', 'Siân', 'Øyvind', 'Ó Briain', 'José 🎉'];
    const bodies = Array.from({ length: 3000 }, (_, index) => ({
      ...account(index),
      addressLine2: `${names[index % names.length]} ${'é'.repeat(index % 37)}`,
    }));
    bodies[1500] = { ...bodies[1500], addressLine2: '🎉'.repeat(200_000) };
    const path = file('utf8.ndjson', bodies.map((body) => JSON.stringify(body)).join('\n'));
    const { stdout } = run(['check', 'account', '--ndjson', path, '--format', 'json', '--today', TODAY]);
    const results = jsonLines(stdout);
    expect(results).toHaveLength(bodies.length);
    expect(results).toEqual(bodies.map((body) => JSON.parse(JSON.stringify(validateAccount(body, { today: TODAY })))));
  });

  it('runs 10,000 lines and prints 10,000 results, each the library result of its line', () => {
    const count = 10_000;
    const path = file(
      'ten-thousand.ndjson',
      `${Array.from({ length: count }, (_, index) => line(index)).join('\n')}\n`,
    );
    const started = Date.now();
    const { status, stdout, stderr } = run([
      'check',
      'account',
      '--ndjson',
      path,
      '--format',
      'json',
      '--today',
      TODAY,
    ]);
    const elapsed = Date.now() - started;
    expect(status).toBe(1);
    const results = jsonLines(stdout);
    expect(results).toHaveLength(count);
    const byFault = FAULTS.map((_, index) => expected(index));
    results.forEach((result, index) => {
      expect(result).toEqual(byFault[index % FAULTS.length]);
    });
    const validCount = Math.ceil(count / FAULTS.length);
    expect(stderr).toContain(`${count} inputs: ${validCount} valid, ${count - validCount} invalid`);
    expect(elapsed).toBeLessThan(15_000);
  });
});

describe('the summary on standard error', () => {
  it('counts inputs, valid, invalid, unreadable and each code; standard output holds results only', () => {
    const path = file('summary.ndjson', `${[line(0), line(1), line(1), 'x', line(6), line(0), '{}'].join('\n')}\n`);
    const { status, stdout, stderr } = run([
      'check',
      'account',
      '--ndjson',
      path,
      '--format',
      'json',
      '--today',
      TODAY,
    ]);
    expect(status).toBe(3);
    const results = jsonLines(stdout);
    expect(results).toHaveLength(7);
    for (const result of results) expect(isResult(result) || Object.keys(result).join() === 'input,error').toBe(true);
    expect(stderr).toMatch(/\b7 inputs: 2 valid, 4 invalid, 1 unreadable\b/);
    // each documented code once per input that has it: 002.01.04 from line(1) twice and from '{}'
    const counts = new Map<string, number>();
    for (const result of results.filter(isResult))
      for (const code of result.codes as string[]) counts.set(code, (counts.get(code) ?? 0) + 1);
    expect(counts.get('002.01.04')).toBe(3);
    expect(counts.get('002.01.15')).toBe(1);
    for (const [code, count] of counts) expect(stderr).toContain(`${code} ×${count}`);
    expect(stdout).not.toContain('inputs:');
    noStackTrace(stderr);
  });
});

describe('an input that cannot be read or parsed (sections 8 and 10.6: exit 3 with "a clear message on standard error")', () => {
  it('names the unparseable NDJSON line, the unparseable file and the missing file on standard error, with the reason', () => {
    const lines = file('stderr-message.ndjson', `${line(0)}\n\nnot json\n`);
    const broken = file('stderr-message.json', '{"title": ');
    const missing = join(dir, 'stderr-missing.json');
    const ndjson = run(['check', 'account', '--ndjson', lines, '--format', 'json', '--today', TODAY]);
    expect(ndjson.status).toBe(3);
    expect(ndjson.stderr).toContain(`${lines}:3`);
    expect(ndjson.stderr).toMatch(/not JSON/);
    const whole = run(['check', 'account', broken, missing, '--format', 'json', '--today', TODAY]);
    expect(whole.status).toBe(3);
    expect(whole.stderr).toContain(broken);
    expect(whole.stderr).toContain(missing);
    expect(whole.stderr).toMatch(/ENOENT/);
    noStackTrace(whole.stderr);
  });
});

// ---------------------------------------------------------------------------
// XML

const xmlEscape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/'/g, '&apos;');
const element = (name: string, value: string) => `<${name}>${xmlEscape(value)}</${name}>`;

function accountXml(fields: Record<string, unknown>): string {
  const { fundraiserCustomCode, ...rest } = fields;
  const body = Object.entries(rest)
    .map(([name, value]) => element(name, String(value)))
    .join('\n  ');
  const codes = ((fundraiserCustomCode as string[] | undefined) ?? [])
    .map((code) => element('fundraiserCustomCode', code))
    .join('');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<fundraiserAccount>\n  ${body}\n  ${codes}\n</fundraiserAccount>\n`;
}

const CHARITY_A = 'c0a8e2f4-6a57-4d1f-9b1e-2f0c5d7a9e31';
const CHARITY_B = '5e3b9c1d-8f2a-4b6e-a0d7-91c4f6e2b853';
const pageXml = `<fundraiserpage>
  <pageTitle>Ada&apos;s Thames swim</pageTitle>
  <fundraisingDate>20270612</fundraisingDate>
  <teamPageIndicator>N</teamPageIndicator>
  <activityCode>039</activityCode>
  <activityDescription>Swimming the Thames</activityDescription>
  <charityContributionIndicator>N</charityContributionIndicator>
  <postEventFundraisingInterval>3</postEventFundraisingInterval>
  <fundraisingTarget>1500.00</fundraisingTarget>
  <charitysplits><charityResourceId>${CHARITY_A}</charityResourceId><charitySplitPercent>60</charitySplitPercent></charitysplits>
  <charitysplits>
    <charityResourceId>${CHARITY_B}</charityResourceId><charitySplitPercent>40</charitySplitPercent>
    <customCodes>SWIM-2027</customCodes><customCodes>${'C'.repeat(60)}</customCodes>
  </charitysplits>
</fundraiserpage>`;
const pageAsJson = {
  pageTitle: "Ada's Thames swim",
  fundraisingDate: '20270612',
  teamPageIndicator: 'N',
  activityCode: '039',
  activityDescription: 'Swimming the Thames',
  charityContributionIndicator: 'N',
  postEventFundraisingInterval: '3',
  fundraisingTarget: '1500.00',
  charitySplits: [
    { charityResourceId: CHARITY_A, charitySplitPercent: '60' },
    { charityResourceId: CHARITY_B, charitySplitPercent: '40', customCodes: ['SWIM-2027', 'C'.repeat(60)] },
  ],
};

describe('check account|page --xml', () => {
  const context = join(examples, 'context.json');

  it('reads account bodies (repeating fundraiserCustomCode) and reports a malformed and a DOCTYPE file, still checking the others', () => {
    const good = file(
      'account.xml',
      accountXml({ ...validAccount, charityResourceId: CHARITY_A, fundraiserCustomCode: ['A1'] }),
    );
    const faulty = file(
      'account-faulty.xml',
      accountXml({
        ...validAccount,
        title: 'Sir',
        charityResourceId: CHARITY_A,
        fundraiserCustomCode: ['A1', 'A2', 'A3', 'A4', 'A5', 'A6'],
      }),
    );
    const malformed = file('malformed.xml', '<fundraiserAccount><title>Mr</title>');
    const doctype = file(
      'doctype.xml',
      '<?xml version="1.0"?>\n<!DOCTYPE fundraiserAccount [<!ENTITY x "Mr">]>\n<fundraiserAccount><title>&x;</title></fundraiserAccount>\n',
    );
    const wrongRoot = file('wrong-root.xml', pageXml);
    const { status, stdout, stderr } = run([
      'check',
      'account',
      '--xml',
      good,
      malformed,
      faulty,
      doctype,
      wrongRoot,
      '--format',
      'json',
      '--context',
      context,
    ]);
    expect(status).toBe(3);
    const results = jsonLines(stdout);
    expect(results).toHaveLength(5);
    expect(results[0]).toEqual({ valid: true, issues: [], codes: [], unchecked: [], truncated: false });
    expect(results[1]).toEqual({ input: malformed, error: expect.stringMatching(/XML.*line 1/i) });
    expect(results[2]).toMatchObject({ valid: false });
    expect(results[2]!.codes).toEqual(expect.arrayContaining(['002.01.04', '002.01.23']));
    expect(results[3]).toEqual({ input: doctype, error: expect.stringMatching(/DOCTYPE/) });
    expect(results[4]).toEqual({
      input: wrongRoot,
      error: expect.stringMatching(/root element must be <fundraiserAccount>/),
    });
    expect(stderr).toMatch(/5 inputs: 1 valid, 1 invalid, 3 unreadable/);
    noStackTrace(stderr);
  });

  it('gives an XML account body the same result as the same body in JSON (values stay strings)', () => {
    const body = { ...validAccount, charityResourceId: CHARITY_A, fundraiserCustomCode: ['007'] };
    const xml = file('account-same.xml', accountXml(body));
    const json = file('account-same.json', JSON.stringify(body));
    const fromXml = jsonLines(run(['check', 'account', '--xml', xml, '--format', 'json', '--today', TODAY]).stdout);
    const fromJson = jsonLines(run(['check', 'account', json, '--format', 'json', '--today', TODAY]).stdout);
    expect(fromXml).toEqual(fromJson);
    expect(fromXml[0]!.unchecked).toEqual(expect.arrayContaining([expect.objectContaining({ code: '002.01.21' })]));
  });

  it('reads page bodies: repeating charitysplits (as charitySplits) with repeating customCodes', () => {
    const path = file('page.xml', pageXml);
    const { status, stdout } = run(['check', 'page', '--xml', path, '--format', 'json', '--today', TODAY]);
    expect(status).toBe(0);
    expect(jsonLines(stdout)).toEqual([JSON.parse(JSON.stringify(validatePage(pageAsJson, { today: TODAY })))]);
    const withContext = jsonLines(
      run(['check', 'page', '--xml', path, '--format', 'json', '--context', context]).stdout,
    );
    expect(withContext).toEqual([{ valid: true, issues: [], codes: [], unchecked: [], truncated: false }]);
    // one split only: still an array of splits (repeating even when it occurs once)
    const single = file(
      'page-single.xml',
      pageXml
        .replace(/<charitysplits>\s*<charityResourceId>5e3b[\s\S]*?<\/charitysplits>/, '')
        .replace('>60<', '>100<'),
    );
    expect(jsonLines(run(['check', 'page', '--xml', single, '--format', 'json', '--context', context]).stdout)).toEqual(
      [{ valid: true, issues: [], codes: [], unchecked: [], truncated: false }],
    );
  });

  it('reads XML from standard input, named -', () => {
    const { status, stdout } = run(['check', 'page', '--xml', '--format', 'json', '--context', context], pageXml);
    expect(status).toBe(0);
    expect(jsonLines(stdout)).toHaveLength(1);
    const broken = run(['check', 'page', '--xml', '-', '--format', 'json'], '<fundraiserpage>');
    expect(broken.status).toBe(3);
    expect(jsonLines(broken.stdout)).toEqual([{ input: '-', error: expect.stringMatching(/XML/) }]);
  });
});

describe('usage errors', () => {
  it.each([
    [['check', 'account', '--xml', '--ndjson', 'a.xml'], /--xml and --ndjson/],
    [['check', 'page', '--ndjson', '--xml'], /--xml and --ndjson/],
    [['check', 'search', '--xml', 'q.xml'], /--xml/],
    [['check', 'listing', '--xml'], /--xml/],
    [['check', 'lookup', '--xml', '--format', 'json'], /--xml/],
  ])('%j exits 2 with one line and a hint to --help, no stack trace', (args, message) => {
    const { status, stdout, stderr } = run(args);
    expect(status).toBe(2);
    expect(stdout).toBe('');
    const [first, second, ...rest] = stderr.split('\n');
    expect(first).toMatch(/^fundraising-rules: /);
    expect(first).toMatch(message);
    expect(second).toMatch(/--help/);
    expect(rest).toEqual(['']);
    noStackTrace(stderr);
  });
});

// ---------------------------------------------------------------------------
// Query operations

const QUERY_CASES = [
  {
    operation: 'search',
    validate: validateSearchQuery,
    object: { surname: 'Sm', forename: 'Jo', api_key: 'KEY' },
    query: 'surname=Sm&forename=Jo&api_key=KEY',
    url: 'https://api.example.org/fundraisers/v1/search?surname=Sm&forename=Jo&api_key=KEY#results',
    codes: ['too-short'],
  },
  {
    operation: 'listing',
    validate: validateEventListingQuery,
    object: { eventResourceId: 'E1', numRecords: '101', sortOrder: 'X', api_key: 'KEY' },
    query: '?eventResourceId=E1&numRecords=101&sortOrder=X&api_key=KEY',
    url: 'https://api.example.org/events/v1/account/E1/categorisedpages.json?eventResourceId=E1&numRecords=101&sortOrder=X&api_key=KEY',
    codes: ['not-one-of', 'out-of-range'],
  },
  {
    operation: 'lookup',
    validate: validateLookupQuery,
    object: { api_key: 'K'.repeat(25) },
    query: `api_key=${'K'.repeat(25)}`,
    url: `https://api.example.org/fundraisers/v1/countries?api_key=${'K'.repeat(25)}`,
    codes: ['too-long'],
  },
] as const;

describe.each(QUERY_CASES)('check $operation', ({ operation, validate, object, query, url, codes }) => {
  const reference = JSON.parse(JSON.stringify(validate(object)));
  const issueCodes = (result: Record<string, unknown>) =>
    (result.issues as { code: string }[]).map((issue) => issue.code).sort();

  it('reads a JSON object, a query string and a whole URL from files, with the same result', () => {
    expect(issueCodes(reference)).toEqual([...codes].sort());
    const files = [
      file(`${operation}.json`, JSON.stringify(object, null, 2)),
      file(`${operation}.query`, `${query}\n`),
      file(`${operation}.url`, url),
    ];
    const { status, stdout } = run(['check', operation, ...files, '--format', 'json']);
    expect(status).toBe(1);
    expect(jsonLines(stdout)).toEqual([reference, reference, reference]);
    expect(inputsOf(stdout)).toEqual(files);
  });

  it('reads each from standard input', () => {
    for (const text of [JSON.stringify(object), query, `${url}\n`]) {
      const { status, stdout } = run(['check', operation, '--format', 'json'], text);
      expect(status).toBe(1);
      expect(jsonLines(stdout)).toEqual([reference]);
    }
  });

  it('reads one per line with --ndjson, from a file and from standard input', () => {
    const lines = `${JSON.stringify(object)}\n\n${query}\r\n${url}\n{"api_key":\n`;
    const path = file(`${operation}.ndjson`, lines);
    for (const [args, stdin, name] of [
      [[path], '', path],
      [['-'], lines, '-'],
    ] as const) {
      const { status, stdout } = run(['check', operation, '--ndjson', ...args, '--format', 'json'], stdin);
      expect(status).toBe(3);
      expect(jsonLines(stdout)).toEqual([
        reference,
        reference,
        reference,
        { input: `${name}:5`, error: expect.stringContaining('not JSON or a query string') },
      ]);
    }
  });

  it('exits 0 for a valid query', () => {
    const valid =
      operation === 'search'
        ? 'surname=Smith&api_key=KEY'
        : operation === 'listing'
          ? 'eventResourceId=E1&api_key=KEY'
          : 'api_key=KEY';
    const { status, stdout } = run(['check', operation, '--format', 'json'], valid);
    expect(status).toBe(0);
    expect(jsonLines(stdout)).toEqual([{ valid: true, issues: [], codes: [], unchecked: [], truncated: false }]);
  });
});

// ---------------------------------------------------------------------------
// --context

describe('--context', () => {
  const EVENT_OPEN = '8d1f5a2e-3c4b-4e9f-b7a6-0e2d9c8b1a74';
  const fullContext = {
    today: TODAY,
    countries: ['GB', 'IE'],
    activities: ['001', '039'],
    charities: [CHARITY_A, CHARITY_B],
    events: { [EVENT_OPEN]: { status: 'published', placesLeft: 10, maxCharities: 2 } },
    existingAccounts: [{ emailAddress: 'taken@example.co.uk', dateOfBirth: '19800101' }],
    takenPersonalUrls: ['taken-url'],
    takenTeamUrls: ['taken-team'],
  };
  const contextFile = (name: string, changes: Record<string, unknown> = {}) =>
    file(`${name}.context.json`, JSON.stringify({ ...fullContext, ...changes }));
  const checkOne = (operation: string, body: unknown, args: string[]) => {
    const { stdout, stderr } = run([
      'check',
      operation,
      file(`body-${operation}.json`, JSON.stringify(body)),
      '--format',
      'json',
      ...args,
    ]);
    const [result] = jsonLines(stdout);
    expect(result, stderr).toBeDefined();
    return result as {
      valid: boolean;
      codes: string[];
      issues: { code: string }[];
      unchecked: { code: string; needs: string }[];
      truncated: boolean;
    };
  };
  const unchecked = (result: { unchecked: { code: string; needs: string }[] }) =>
    result.unchecked.map((entry) => `${entry.code}/${entry.needs}`).sort();
  const issueCodes = (result: { issues: { code: string }[] }) => result.issues.map((issue) => issue.code);

  const accountBody: Record<string, unknown> = {
    ...validAccount,
    charityResourceId: CHARITY_A,
    fundraiserCustomCode: ['A1'],
  };
  const personalPage = example('page-personal-valid.json');
  const teamEventPage = example('page-event-team-valid.json');

  it('leaves nothing unchecked that each context key supplies: compare without and with the context', () => {
    expect(unchecked(checkOne('account', accountBody, ['--today', TODAY]))).toEqual(
      [
        '002.01.03/countries',
        '002.01.21/charities',
        '002.01.31/accountExists',
        'personal-url-taken/personalUrlTaken',
      ].sort(),
    );
    expect(unchecked(checkOne('page', personalPage, ['--today', TODAY]))).toEqual([
      '003.01.18/activities',
      'unknown-charity/charities',
    ]);
    expect(unchecked(checkOne('page', teamEventPage, ['--today', TODAY]))).toEqual([
      '002.01.24/events',
      '002.01.25/events',
      '002.01.26/events',
      '002.01.27/events',
      '002.01.28/events',
      '002.01.29/events',
      '002.01.30/events',
      '003.01.20/events',
      'team-url-taken/teamUrlTaken',
      'unknown-charity/charities',
      'unknown-event/events',
    ]);
    const context = contextFile('full');
    for (const [operation, body] of [
      ['account', accountBody],
      ['page', personalPage],
      ['page', teamEventPage],
    ] as const) {
      const result = checkOne(operation, body, ['--context', context]);
      expect(result).toEqual({ valid: true, issues: [], codes: [], unchecked: [], truncated: false });
    }
  });

  interface KeyCase {
    key: string;
    operation: 'account' | 'page';
    body: Record<string, unknown>;
    /** Context changes that make the body fail with `code`. */
    changes: Record<string, unknown>;
    code: string;
    /** Context changes under which the same body is valid (default: the full context). */
    validWith?: Record<string, unknown>;
  }
  const event = (info: Record<string, unknown>) => ({ events: { [EVENT_OPEN]: info } });
  const keyCases: KeyCase[] = [
    { key: 'countries', operation: 'account', body: accountBody, changes: { countries: ['IE'] }, code: '002.01.03' },
    {
      key: 'charities',
      operation: 'account',
      body: accountBody,
      changes: { charities: [CHARITY_B] },
      code: '002.01.21',
    },
    {
      key: 'existingAccounts',
      operation: 'account',
      body: accountBody,
      code: '002.01.31',
      changes: { existingAccounts: [{ emailAddress: accountBody.emailAddress, dateOfBirth: accountBody.dateOfBirth }] },
    },
    {
      key: 'takenPersonalUrls',
      operation: 'account',
      body: accountBody,
      changes: { takenPersonalUrls: [accountBody.personalUrl] },
      code: 'personal-url-taken',
    },
    {
      key: 'today',
      operation: 'account',
      body: { ...accountBody, dateOfBirth: '20131123' },
      changes: { today: '20261122' },
      code: '002.01.15',
      validWith: { today: '20261123' },
    },
    { key: 'activities', operation: 'page', body: personalPage, changes: { activities: ['001'] }, code: '003.01.18' },
    {
      key: 'charities',
      operation: 'page',
      body: personalPage,
      changes: { charities: [CHARITY_A] },
      code: 'unknown-charity',
    },
    {
      key: 'takenTeamUrls',
      operation: 'page',
      body: teamEventPage,
      changes: { takenTeamUrls: [teamEventPage.teamUrl] },
      code: 'team-url-taken',
    },
    { key: 'events (unknown)', operation: 'page', body: teamEventPage, changes: { events: {} }, code: 'unknown-event' },
    {
      key: 'events (unpublished)',
      operation: 'page',
      body: teamEventPage,
      changes: event({ status: 'unpublished' }),
      code: '002.01.24',
    },
    {
      key: 'events (expired)',
      operation: 'page',
      body: teamEventPage,
      changes: event({ status: 'expired' }),
      code: '002.01.25',
    },
    {
      key: 'events (fee)',
      operation: 'page',
      body: teamEventPage,
      changes: event({ feeRequired: true }),
      code: '002.01.27',
    },
    {
      key: 'events (full)',
      operation: 'page',
      body: teamEventPage,
      changes: event({ placesLeft: 0 }),
      code: '002.01.28',
    },
    {
      key: 'events (closed)',
      operation: 'page',
      body: teamEventPage,
      changes: event({ status: 'closed' }),
      code: '002.01.29',
    },
    {
      key: 'events (allowed charities)',
      operation: 'page',
      body: teamEventPage,
      changes: event({ allowedCharities: [CHARITY_B] }),
      code: '003.01.20',
    },
  ];

  it.each(keyCases)(
    'takes $key into account ($operation: $code)',
    ({ operation, body, changes, code, validWith = {} }) => {
      // the same body is valid with the full context, and fails when one key says so
      expect(checkOne(operation, body, ['--context', contextFile(`valid-${code}`, validWith)])).toMatchObject({
        valid: true,
        issues: [],
      });
      const result = checkOne(operation, body, ['--context', contextFile(`case-${code}`, changes)]);
      expect(issueCodes(result)).toContain(code);
      expect(result.unchecked).toEqual([]);
    },
  );

  it('applies maxIssues and ukCountryCodes, and --today wins over the file', () => {
    const allWrong = { title: 'x', forename: '', surname: '' };
    const cut = checkOne('account', allWrong, ['--context', contextFile('max', { maxIssues: 2 })]);
    expect(cut.issues).toHaveLength(2);
    expect(cut.truncated).toBe(true);
    const young = { ...accountBody, dateOfBirth: '20131123' };
    expect(issueCodes(checkOne('account', young, ['--context', contextFile('today')]))).toContain('002.01.15');
    expect(
      issueCodes(checkOne('account', young, ['--context', contextFile('today'), '--today', '20261123'])),
    ).not.toContain('002.01.15');
    // with GB not meaning the UK, 'SW1Y4JH' is no longer judged by the UK format (002.01.17)
    const noSpace = { ...accountBody, postcode: 'SW1Y4JH' };
    expect(issueCodes(checkOne('account', noSpace, ['--context', contextFile('uk')]))).toContain('002.01.17');
    expect(
      issueCodes(checkOne('account', noSpace, ['--context', contextFile('not-uk', { ukCountryCodes: ['UK'] })])),
    ).not.toContain('002.01.17');
  });

  it('applies the context to every line of an --ndjson run', () => {
    const bodies = [
      accountBody,
      { ...accountBody, personalUrl: 'taken-url' },
      { ...accountBody, emailAddress: 'taken@example.co.uk', dateOfBirth: '19800101' },
    ];
    const path = file('context.ndjson', bodies.map((body) => JSON.stringify(body)).join('\n'));
    const results = jsonLines(
      run(['check', 'account', '--ndjson', path, '--format', 'json', '--context', contextFile('ndjson')]).stdout,
    );
    expect(results.map((result) => (result.issues as { code: string }[]).map((issue) => issue.code))).toEqual([
      [],
      ['personal-url-taken'],
      ['002.01.31'],
    ]);
    expect(results.every((result) => (result.unchecked as unknown[]).length === 0)).toBe(true);
  });

  it('exits 2 with a clear line for a context file that is missing or not JSON', () => {
    for (const path of [join(dir, 'no-such-context.json'), file('not-json.context.json', '{ countries: [GB] }')]) {
      const { status, stdout, stderr } = run(['check', 'account', '--context', path, '--format', 'json'], line(0));
      expect(status).toBe(2);
      expect(stdout).toBe('');
      expect(stderr.split('\n')[0]).toMatch(/^fundraising-rules: --context /);
      noStackTrace(stderr);
    }
  });
});

// ---------------------------------------------------------------------------
// --help and a reader that stops early

describe('--help', () => {
  it('documents every flag and operation', () => {
    for (const args of [['--help'], ['-h'], ['check', 'account', '--help']]) {
      const { status, stdout, stderr } = run(args);
      expect(status).toBe(0);
      expect(stderr).toBe('');
      for (const flag of ['--xml', '--ndjson', '--today', '--context', '--format', '--help', '-h'])
        expect(stdout).toContain(flag);
      for (const word of ['account', 'page', 'search', 'listing', 'lookup', 'text|json', 'YYYYMMDD'])
        expect(stdout).toContain(word);
      for (const key of [
        'existingAccounts',
        'takenPersonalUrls',
        'takenTeamUrls',
        'countries',
        'activities',
        'charities',
        'events',
        'maxIssues',
      ]) {
        expect(stdout).toContain(key);
      }
    }
  });
});

describe('a reader that closes standard output early', () => {
  const big = () =>
    file('closed-stdout.ndjson', `${Array.from({ length: 20_000 }, (_, index) => line(index)).join('\n')}\n`);

  it('| head -n 1: one line, no stack trace, exit status 141 (contract 10.6)', () => {
    const path = big();
    const errors = join(dir, 'head.stderr');
    const status = join(dir, 'head.status');
    const script =
      '{ "$0" "$1" check account --ndjson "$2" --format json --today 20261122 2>"$3"; echo $? >"$4"; } | head -n 1';
    const child = spawnSync('sh', ['-c', script, process.execPath, bin, path, errors, status], {
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    });
    expect(child.status).toBe(0);
    expect(child.stdout.split('\n').filter(Boolean)).toHaveLength(1);
    expect(JSON.parse(child.stdout)).toEqual({ input: `${path}:1`, ...expected(0) });
    noStackTrace(readFileSync(errors, 'utf8'));
    expect(readFileSync(errors, 'utf8')).not.toMatch(/EPIPE|Error/);
    expect(Number(readFileSync(status, 'utf8').trim())).toBe(141);
  });

  it('its standard output destroyed after the first chunk: exit 141 without a stack trace', async () => {
    const path = big();
    const child = spawn(
      process.execPath,
      [bin, 'check', 'account', '--ndjson', path, '--format', 'json', '--today', TODAY],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let stderr = '';
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    child.stdout.once('data', () => child.stdout.destroy());
    const [code, signal] = await new Promise<[number | null, NodeJS.Signals | null]>((resolve) =>
      child.on('close', (exitCode, exitSignal) => resolve([exitCode, exitSignal])),
    );
    expect(signal).toBeNull();
    expect(code).toBe(141);
    noStackTrace(stderr);
    expect(stderr).not.toMatch(/EPIPE|Error/);
  });
});
