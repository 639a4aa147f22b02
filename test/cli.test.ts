import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { EXAMPLES as examples, runCli as run, scratchFolder } from './support/cli.js';

// The built bin runs as a real process (test/support/cli.ts).
const { dir, file } = scratchFolder('cli');

const valid = join(examples, 'account-valid.json');
const invalid = join(examples, 'account-invalid.json');
const context = join(examples, 'context.json');

describe('fundraising-rules check account', () => {
  it('exits 0 for a valid body and says so', () => {
    const { status, stdout } = run(['check', 'account', valid, '--today', '20261122']);
    expect(status).toBe(0);
    expect(stdout).toContain('account-valid.json: valid');
  });

  it('exits 1 for an invalid body and lists its codes with paths', () => {
    const { status, stdout, stderr } = run(['check', 'account', invalid, '--context', context]);
    expect(status).toBe(1);
    expect(stdout).toMatch(/002\.01\.22\s+fundraiserCustomCode\.1\s/);
    expect(stderr).toContain('1 input: 0 valid, 1 invalid');
  });

  it('prints one JSON result per input, in input order, with --format json', () => {
    const { status, stdout } = run(['check', 'account', valid, invalid, '--format', 'json', '--context', context]);
    expect(status).toBe(1);
    const lines = stdout
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
    expect(lines).toHaveLength(2);
    expect(lines.map((line) => line.input)).toEqual([valid, invalid]);
    expect(lines[0]).toMatchObject({ valid: true, codes: [], unchecked: [] });
    expect(lines[1].codes).toEqual(expect.arrayContaining(['002.01.04', '002.01.22', '002.01.23']));
  });

  it('reads standard input for - and for no file', () => {
    const body = JSON.stringify({ title: 'Mr' });
    expect(JSON.parse(run(['check', 'account', '-', '--format', 'json'], body).stdout).codes).toContain('002.01.06');
    expect(run(['check', 'account', '--format', 'json'], body).status).toBe(1);
  });

  it('reports an unparseable input with its source and exits 3, still checking the others', () => {
    const broken = file('broken.json', '{"title": ');
    const { status, stdout, stderr } = run([
      'check',
      'account',
      broken,
      valid,
      '--format',
      'json',
      '--today',
      '20261122',
    ]);
    expect(status).toBe(3);
    const [first, second] = stdout
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
    expect(first).toEqual({ input: broken, error: expect.stringContaining('not JSON') });
    expect(second.valid).toBe(true);
    expect(stderr).not.toMatch(/at .*\.js:\d+/);
  });

  it('exits 3 for a missing file, naming it', () => {
    const missing = join(dir, 'missing.json');
    const { status, stdout } = run(['check', 'account', missing, '--format', 'json']);
    expect(status).toBe(3);
    expect(JSON.parse(stdout)).toEqual({ input: missing, error: expect.stringContaining('ENOENT') });
  });

  it('applies the facts of a context file, and --today wins over its today', () => {
    const taken = file(
      'taken.json',
      JSON.stringify({
        ...readExample(valid),
        emailAddress: 'taken@example.co.uk',
        dateOfBirth: '19800101',
        personalUrl: 'taken-url',
      }),
    );
    const result = JSON.parse(run(['check', 'account', taken, '--format', 'json', '--context', context]).stdout);
    expect(result.codes).toEqual(['002.01.31']);
    expect(result.issues.map((issue: { code: string }) => issue.code)).toContain('personal-url-taken');
    const young = file('young.json', JSON.stringify({ ...readExample(valid), dateOfBirth: '20131123' }));
    expect(JSON.parse(run(['check', 'account', young, '--format', 'json', '--context', context]).stdout).codes).toEqual(
      ['002.01.15'],
    );
    expect(
      JSON.parse(
        run(['check', 'account', young, '--format', 'json', '--context', context, '--today', '20261123']).stdout,
      ).codes,
    ).toEqual([]);
  });

  it.each([
    [['check', 'refund', valid], /unknown operation 'refund'/],
    [['check'], /missing operation/],
    [['lint', 'account'], /unknown command 'lint'/],
    [['check', 'account', valid, '--format', 'xml'], /--format must be text, json or junit, not 'xml'/],
    [['check', 'account', valid, '--bogus'], /unknown option '--bogus'/],
    [['check', 'account', valid, '--today', '20230230'], /--today must be a real calendar date/],
  ])('exits 2 with one clear line and a hint to --help for %j', (args, message) => {
    const { status, stderr, stdout } = run(args);
    expect(status).toBe(2);
    expect(stdout).toBe('');
    const [first, hint, ...rest] = stderr.split('\n');
    expect(first).toMatch(message);
    expect(hint).toBe("Try 'fundraising-rules --help' for the usage.");
    expect(rest).toEqual(['']);
    expect(stderr).not.toMatch(/\n\s+at /);
  });

  it('exits 2 for a context file that is not a valid context, naming each key and what it expected', () => {
    const bad = file('bad-context.json', JSON.stringify({ countries: 'GB', existingAccounts: [{ emailAddress: 1 }] }));
    const { status, stderr } = run(['check', 'account', valid, '--context', bad]);
    expect(status).toBe(2);
    const [first] = stderr.split('\n');
    expect(first).toMatch(/countries: must be an array of strings, not a string/);
    expect(first).toContain('existingAccounts[0].emailAddress: must be a string, not a number');
    expect(first).toContain('existingAccounts[0].dateOfBirth: missing (expected a string)');
  });

  it('checks page bodies with the events and activities of a context file', () => {
    const pages = ['page-personal-valid', 'page-personal-invalid', 'page-event-team-valid', 'page-event-team-invalid'];
    const { status, stdout } = run([
      'check',
      'page',
      ...pages.map((name) => join(examples, `${name}.json`)),
      '--format',
      'json',
      '--context',
      context,
    ]);
    expect(status).toBe(1);
    const results = stdout
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
    expect(results.map((result) => result.valid)).toEqual([true, false, true, false]);
    expect(results[3].codes).toEqual(expect.arrayContaining(['002.01.28', '003.01.20', '002.01.30', '003.01.06']));
    expect(results.every((result) => result.unchecked.length === 0)).toBe(true);
  });

  it('prints the usage for --help and exits 0', () => {
    const { status, stdout } = run(['--help']);
    expect(status).toBe(0);
    expect(stdout).toContain('--context FILE');
  });
});

function readExample(path: string): Record<string, unknown> {
  return JSON.parse(readFileSync(path, 'utf8'));
}

describe('fundraising-rules check … --advice', () => {
  const foreign = () =>
    file(
      'foreign.json',
      JSON.stringify({ ...readExample(valid), countryCode: 'US', postcode: 'ABCDE', preferredTelephone: '123' }),
    );
  const codesOf = (stdout: string) =>
    (JSON.parse(stdout) as { issues: { code: string; severity: string }[] }).issues
      .filter((issue) => issue.severity === 'warning')
      .map((issue) => issue.code);

  it('gives no advice without the flag', () => {
    const { stdout } = run(['check', 'account', foreign(), '--format', 'json', '--today', '20261122']);
    expect(codesOf(stdout)).toEqual([]);
  });

  it('adds the warnings of each entry asked for, once however often it is named', () => {
    const args = ['check', 'account', foreign(), '--format', 'json', '--today', '20261122'];
    expect(codesOf(run([...args, '--advice', 'postcode']).stdout)).toEqual(['postcode-format']);
    expect(codesOf(run([...args, '--advice', 'telephone']).stdout)).toEqual(['telephone-format']);
    const both = run([...args, '--advice', 'telephone', '--advice', 'postcode', '--advice', 'postcode']);
    expect(codesOf(both.stdout)).toEqual(['postcode-format', 'telephone-format']);
    expect(both.status).toBe(0);
  });

  it('refuses other advice with exit 2', () => {
    const { status, stderr } = run(['check', 'account', valid, '--advice', 'zip']);
    expect(status).toBe(2);
    expect(stderr).toContain("--advice must be postcode or telephone, not 'zip'");
  });
});
