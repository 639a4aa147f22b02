/**
 * `check --jobs N`: worker threads print what one job prints. Every run of
 * the BUILT bin with --jobs 2 and --jobs 3 is compared byte for byte with
 * --jobs 1 (standard output, standard error, exit status), over NDJSON with
 * bad, blank and many lines and over many files, in every format. Flat
 * memory is shown with counters, never with the clock: the ordered pool's own
 * count of lines in flight, and the lines a counting standard input has given
 * against the records a slow standard output has taken.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable, Writable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { main } from '../dist/src/cli/run.js';
import { inOrder, type Lane, type Limits, limitsFor } from '../src/cli/parallel.js';

const bin = new URL('../dist/node/cli/main.js', import.meta.url).pathname;
const examples = new URL('../examples/', import.meta.url).pathname;
const dir = mkdtempSync(join(tmpdir(), 'fundraising-rules-cli-jobs-'));
const TODAY = '20261122';
const context = join(examples, 'context.json');
afterAll(() => rmSync(dir, { recursive: true, force: true }));

interface Run {
  status: number | null;
  stdout: string;
  stderr: string;
}

function run(args: readonly string[], stdin = ''): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [bin, ...args], { stdio: ['pipe', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (status) => resolve({ status, stdout, stderr }));
    child.stdin.end(stdin);
  });
}

/** The runs with --jobs 1, 2 and 3, side by side; each later one must equal the first, byte for byte. */
async function sameForEveryJobs(args: readonly string[], stdin = ''): Promise<Run> {
  const [one, ...others] = await Promise.all([1, 2, 3].map((jobs) => run([...args, '--jobs', String(jobs)], stdin)));
  const reference = one as Run;
  for (const other of others) {
    expect(other.status).toBe(reference.status);
    expect(other.stderr).toBe(reference.stderr);
    // toBe on megabytes prints megabytes: compare the lines that differ first.
    if (other.stdout !== reference.stdout) {
      const a = reference.stdout.split('\n');
      const b = other.stdout.split('\n');
      const at = a.findIndex((line, index) => line !== b[index]);
      expect({ line: at + 1, text: b[at] }).toEqual({ line: at + 1, text: a[at] });
      expect(b.length).toBe(a.length);
    }
    expect(other.stdout === reference.stdout).toBe(true);
  }
  return reference;
}

const example = (name: string): Record<string, unknown> => JSON.parse(readFileSync(join(examples, name), 'utf8'));
const validAccount = example('account-valid.json');
const invalidAccount = example('account-invalid.json');
const validPage = example('page-event-team-valid.json');

/** The i-th account body: valid, invalid in one way or another, or not a body at all. */
function accountLine(index: number): string {
  switch (index % 11) {
    case 0:
      return JSON.stringify({ ...validAccount, personalUrl: `runner-${index}`, surname: `Lovelace ${index}` });
    case 1:
      return JSON.stringify(invalidAccount);
    case 2:
      return JSON.stringify({ ...validAccount, forename: 'Zoë', townCity: 'Llanfair­pwll', dateOfBirth: '19700101' });
    case 3:
      return JSON.stringify({ ...validAccount, title: 'Sir', surname: 'x'.repeat(60 + (index % 7)) });
    case 4:
      return `{"title": "Ms", "surname": ${index}`; // not JSON
    case 5:
      return index % 2 === 0 ? '' : ' \t '; // blank: skipped, counted
    case 6:
      return JSON.stringify({ ...validAccount, emailAddress: 'taken@example.co.uk', dateOfBirth: '19800101' });
    case 7:
      return index % 3 === 0 ? '[1, 2]' : 'null';
    case 8:
      return `${JSON.stringify({ ...validAccount, personalUrl: 'taken-url' })}\r`; // CRLF
    case 9:
      return JSON.stringify({ ...validAccount, countryCode: 'ZZ', postcode: '12345' });
    default:
      return JSON.stringify({ ...validAccount, fundraiserCustomCode: ['A', '', 'B'], preferredTelephone: 'call me' });
  }
}

/** An NDJSON file of `count` lines (many read chunks), a byte-order mark first, a line of bytes that are not UTF-8, no final newline. */
function accountsFile(name: string, count: number): string {
  const parts: Buffer[] = [Buffer.from('\uFEFF')];
  for (let index = 0; index < count; index++) {
    if (index === 1234) parts.push(Buffer.from([0x7b, 0xff, 0xfe, 0x7d]));
    else parts.push(Buffer.from(accountLine(index)));
    if (index < count - 1) parts.push(Buffer.from('\n'));
  }
  const path = join(dir, name);
  writeFileSync(path, Buffer.concat(parts));
  return path;
}

/** Page bodies, some valid with a warning (a 0% share), some invalid, some unparseable. */
function pagesFile(name: string, count: number): string {
  const lines = Array.from({ length: count }, (_, index) => {
    if (index % 5 === 0)
      return JSON.stringify({
        ...validPage,
        charitySplits: [
          { charityResourceId: 'c0a8e2f4-6a57-4d1f-9b1e-2f0c5d7a9e31', charitySplitPercent: 100 },
          { charityResourceId: '5e3b9c1d-8f2a-4b6e-a0d7-91c4f6e2b853', charitySplitPercent: 0 },
        ],
      });
    if (index % 5 === 1) return JSON.stringify({ ...validPage, pageTitle: '' });
    if (index % 5 === 2) return '{';
    if (index % 5 === 3) return '';
    return JSON.stringify({ ...validPage, teamUrl: `team-${index}` });
  });
  const path = join(dir, name);
  writeFileSync(path, `${lines.join('\n')}\n`);
  return path;
}

const big = accountsFile('accounts.ndjson', 3000);
const small = accountsFile('small.ndjson', 40);
const pages = pagesFile('pages.ndjson', 600);
/** A line longer than the 16 MiB cap among good ones: refused with its number, the others read. */
const longLine = join(dir, 'long-line.ndjson');
writeFileSync(
  longLine,
  `${accountLine(0)}\n{"x":"${'a'.repeat(16 * 1024 * 1024)}"}\n${accountLine(1)}\n\n${accountLine(2)}\n`,
);
const missing = join(dir, 'missing.ndjson');

const stdinLines = Array.from({ length: 500 }, (_, index) => accountLine(index * 7)).join('\n');

describe('--jobs N over NDJSON: the bytes of --jobs 1', () => {
  const inputs = [big, small, missing, longLine, '-'];
  const cases: [string, string[]][] = [
    ['json', ['--format', 'json', '--today', TODAY]],
    ['json --only-invalid', ['--format', 'json', '--today', TODAY, '--only-invalid']],
    ['json --explain --context', ['--format', 'json', '--context', context, '--explain']],
    ['json --fail-on unchecked', ['--format', 'json', '--today', TODAY, '--fail-on', 'unchecked']],
    ['text', ['--today', TODAY]],
    [
      'text --only-invalid --fail-on unchecked --context',
      ['--context', context, '--only-invalid', '--fail-on', 'unchecked'],
    ],
    ['text --explain', ['--today', TODAY, '--explain']],
    ['junit', ['--format', 'junit', '--today', TODAY]],
    [
      'junit --fail-on unchecked --explain --only-invalid',
      ['--format', 'junit', '--today', TODAY, '--fail-on', 'unchecked', '--explain', '--only-invalid'],
    ],
  ];

  it.each(cases)('account, %s', async (_name, options) => {
    const result = await sameForEveryJobs(['check', 'account', '--ndjson', ...inputs, ...options], stdinLines);
    expect(result.status).toBe(3);
    // Every kind of refusal was there to be compared: each has its record on standard output.
    for (const refused of [
      `${big}:1235`,
      'cannot be read: not valid UTF-8',
      `${big}:5`,
      `${missing}`,
      'cannot be read: no such file (ENOENT)',
      `${longLine}:2`,
      'longer than 16,777,216 bytes',
    ])
      expect(result.stdout).toContain(refused);
    expect(result.stdout).toMatch(/-:\d+/);
    // Standard error names the first 10 and counts the others in one line.
    const unreadable = Number(/ (\d+) unreadable/.exec(result.stderr)?.[1]);
    expect(unreadable).toBeGreaterThan(10);
    const lines = result.stderr.split('\n');
    expect(lines.slice(0, 10).every((line) => line.startsWith(`fundraising-rules: ${big}:`))).toBe(true);
    expect(lines[0]?.startsWith(`fundraising-rules: ${big}:5: not JSON: `)).toBe(true);
    expect(lines[10]).toBe(
      `fundraising-rules: ${unreadable - 10} more inputs could not be read or parsed (not shown here; the report on standard output has each)`,
    );
    expect(lines[11]).toMatch(/^\d[\d,]* inputs: \d+ valid, \d+ invalid, \d+ unreadable/);
  });

  it('json: every line of every file once, in input order, blank lines counted', async () => {
    const { stdout } = await sameForEveryJobs(['check', 'account', '--ndjson', big, small, '--format', 'json'], '');
    const names = stdout
      .slice(0, -1)
      .split('\n')
      .map((line) => (JSON.parse(line) as { input: string }).input);
    const expected = [
      ...Array.from({ length: 3000 }, (_, index) => index)
        .filter((index) => index % 11 !== 5)
        .map((index) => `${big}:${index + 1}`),
      ...Array.from({ length: 40 }, (_, index) => index)
        .filter((index) => index % 11 !== 5)
        .map((index) => `${small}:${index + 1}`),
    ];
    expect(names).toEqual(expected);
  });

  it('page with warnings: --fail-on warning, json and text', async () => {
    for (const format of ['json', 'text']) {
      const result = await sameForEveryJobs([
        'check',
        'page',
        '--ndjson',
        pages,
        '--format',
        format,
        '--context',
        context,
        '--fail-on',
        'warning',
      ]);
      expect(result.status).toBe(3);
      expect(result.stderr).toMatch(/\d+ valid failing --fail-on warning/);
    }
  });

  it('query strings, one per line (the query reader in the workers)', async () => {
    const queries = Array.from({ length: 2000 }, (_, index) =>
      index % 3 === 0
        ? `surname=Smith${index}&api_key=0123456789abcdef01234567`
        : index % 3 === 1
          ? '{"surname": 1}'
          : '%',
    );
    const path = join(dir, 'queries.ndjson');
    writeFileSync(path, queries.join('\n'));
    await sameForEveryJobs(['check', 'search', '--ndjson', path, '--format', 'json']);
  });

  it('nothing but blank lines, and no input at all', async () => {
    const blank = join(dir, 'blank.ndjson');
    writeFileSync(blank, '\n \n\t\n');
    for (const format of ['json', 'text', 'junit']) {
      const result = await sameForEveryJobs(['check', 'account', '--ndjson', blank, '--format', format]);
      expect(result.status).toBe(0);
      expect(result.stderr).toBe('0 inputs: 0 valid, 0 invalid\n');
      await sameForEveryJobs(['check', 'account', '--ndjson', '--format', format]);
    }
  });
});

describe('--jobs N over many files: the bytes of --jobs 1', () => {
  const folder = join(dir, 'bodies');
  mkdirSync(folder);
  const files = Array.from({ length: 40 }, (_, index) => {
    const path = join(folder, `body-${String(index).padStart(2, '0')}.json`);
    writeFileSync(path, index % 13 === 5 ? '{"title": ' : accountLine(index));
    return path;
  });
  const inputs = [...files, join(folder, 'missing.json'), folder, '-'];

  it.each([
    ['json', ['--format', 'json']],
    ['json --only-invalid --explain', ['--format', 'json', '--only-invalid', '--explain']],
    ['text --fail-on unchecked', ['--fail-on', 'unchecked']],
    ['junit', ['--format', 'junit']],
  ])('account, %s', async (_name, options) => {
    const result = await sameForEveryJobs(['check', 'account', ...inputs, '--today', TODAY, ...options], '[');
    expect(result.status).toBe(3);
    // 13 inputs cannot be read: standard error names the first 10 and counts the 3 others; the report has each.
    expect(result.stdout).toContain(`${folder}`);
    expect(result.stdout).toContain('a directory, not a file (EISDIR)');
    expect(result.stderr.split('\n').filter((line) => line.startsWith(`fundraising-rules: ${folder}/`))).toHaveLength(
      10,
    );
    expect(result.stderr).toContain(
      'fundraising-rules: 3 more inputs could not be read or parsed (not shown here; the report on standard output has each)\n43 inputs: 17 valid, 13 invalid, 13 unreadable',
    );
  });

  it('XML bodies', async () => {
    const xml = [
      join(examples, 'account-valid.xml'),
      join(examples, 'account-valid.json'),
      join(examples, 'account-valid.xml'),
    ];
    const result = await sameForEveryJobs(['check', 'account', '--xml', ...xml, '--format', 'json', '--today', TODAY]);
    expect(result.status).toBe(3);
  });
});

describe('--jobs usage', () => {
  it.each([['0'], ['x'], ['-1'], ['1.5'], ['65'], ['02x'], ['02'], ['1e1'], [' 2'], ['']])(
    "refuses --jobs '%s'",
    async (value) => {
      const { status, stdout, stderr } = await run(['check', 'account', '--ndjson', small, `--jobs=${value}`]);
      expect(status).toBe(2);
      expect(stdout).toBe('');
      expect(stderr).toBe(
        `fundraising-rules: --jobs must be a whole number from 1 to 64, such as 2, not '${value}'\nTry 'fundraising-rules --help' for the usage.\n`,
      );
    },
  );

  it('needs a value, is an option of check, and is in the usage', async () => {
    expect((await run(['check', 'account', small, '--jobs'])).stderr).toMatch(
      /^fundraising-rules: --jobs needs a value\n/,
    );
    expect((await run(['rules', '--jobs', '2'])).stderr).toMatch(/--jobs is an option of check, not of rules/);
    expect((await run(['--help'])).stdout).toMatch(/--jobs N {2,}check --ndjson lines, or many files, in N worker/);
  });

  it('a context file in error is a usage error before any worker starts', async () => {
    const broken = join(dir, 'broken-context.json');
    writeFileSync(broken, '{"countris": []}');
    const result = await sameForEveryJobs(['check', 'account', '--ndjson', small, '--context', broken]);
    expect(result.status).toBe(2);
    expect(result.stdout).toBe('');
    expect(result.stderr).toMatch(
      /^fundraising-rules: --context .*unknown key 'countris' \(did you mean 'countries'\?\)/,
    );
  });
});

// ---------------------------------------------------------------------------
// Flat memory, by counters

/** A lane that answers later than asked, and out of step with the other lanes (never by the clock). */
function fakeLane(log: { opened: number; closed: number }, delay: (block: number) => number): Lane<number, string> {
  log.opened++;
  const queue: { block: number; done: (result: string) => void }[] = [];
  let busy = false;
  const next = () => {
    const head = queue.shift();
    if (head === undefined) {
      busy = false;
      return;
    }
    busy = true;
    let turns = delay(head.block);
    const tick = () => {
      if (turns-- > 0) setImmediate(tick);
      else {
        head.done(`result ${head.block}`);
        next();
      }
    };
    tick();
  };
  return {
    send(block, done) {
      queue.push({ block, done });
      if (!busy) next();
    },
    async close() {
      log.closed++;
    },
  };
}

describe('the ordered pool (inOrder)', () => {
  it('writes every result in input order, and reads ahead no more than its limits', async () => {
    const limits: Limits = { lanes: 3, lines: 500, blocks: 6 };
    const blockLines = (block: number) => 1 + ((block * 37) % 150);
    let read = 0;
    let written = 0;
    let linesRead = 0;
    let linesWritten = 0;
    let mostAhead = 0;
    async function* source() {
      for (let block = 0; block < 2000; block++) {
        read++;
        linesRead += blockLines(block);
        mostAhead = Math.max(mostAhead, linesRead - linesWritten);
        yield block;
      }
    }
    const results: string[] = [];
    const log = { opened: 0, closed: 0 };
    const flow = await inOrder(
      source(),
      blockLines,
      () => fakeLane(log, (block) => (block * 7919) % 13),
      async (result) => {
        results.push(result);
        linesWritten += blockLines(written);
        written++;
        // A slow output: every tenth result waits a few turns.
        if (written % 10 === 0)
          for (let turn = 0; turn < 5; turn++) await new Promise((resolve) => setImmediate(resolve));
      },
      limits,
    );
    expect(results).toEqual(Array.from({ length: 2000 }, (_, block) => `result ${block}`));
    expect(read).toBe(2000);
    // In flight: below the line limit before the last block read, and never more blocks than the limit.
    expect(flow.maxLines).toBeLessThan(limits.lines + 150);
    expect(mostAhead).toBeLessThan(limits.lines + 150);
    expect(flow.maxBlocks).toBeLessThanOrEqual(limits.blocks);
    expect(flow.lanes).toBe(3);
    expect(log).toEqual({ opened: 3, closed: 3 });
    // 2000 blocks are some 150,000 lines: the bound is not the input.
    expect(linesRead).toBeGreaterThan(100 * limits.lines);
  });

  it('takes a block larger than the line limit when nothing else is in flight', async () => {
    const log = { opened: 0, closed: 0 };
    const results: string[] = [];
    async function* source() {
      yield* [0, 1, 2, 3];
    }
    const flow = await inOrder(
      source(),
      () => 1000,
      () => fakeLane(log, () => 1),
      (result) => {
        results.push(result);
      },
      { lanes: 2, lines: 10, blocks: 4 },
    );
    expect(results).toEqual(['result 0', 'result 1', 'result 2', 'result 3']);
    expect(flow.maxBlocks).toBe(1);
    expect(flow.lanes).toBe(1);
  });

  it('opens a lane only when every open one is busy: a run of one block opens one', async () => {
    const log = { opened: 0, closed: 0 };
    async function* source() {
      yield 0;
    }
    const flow = await inOrder(
      source(),
      () => 1,
      () => fakeLane(log, () => 0),
      () => undefined,
      limitsFor(4),
    );
    expect(flow.lanes).toBe(1);
    expect(log).toEqual({ opened: 1, closed: 1 });
  });

  it('fails with the first failure, stops reading and closes every lane', async () => {
    const log = { opened: 0, closed: 0 };
    let read = 0;
    let finished = false;
    async function* source() {
      try {
        for (let block = 0; block < 1000; block++) {
          read++;
          yield block;
        }
      } finally {
        finished = true;
      }
    }
    const failing = (): Lane<number, string> => {
      const lane = fakeLane(log, () => 2);
      return {
        send(block, done, failed) {
          if (block === 20) setImmediate(() => failed(new Error('worker lost')));
          else lane.send(block, done, failed);
        },
        close: () => lane.close(),
      };
    };
    await expect(
      inOrder(
        source(),
        () => 1,
        failing,
        () => undefined,
        limitsFor(2),
      ),
    ).rejects.toThrow('worker lost');
    expect(read).toBeLessThan(100);
    expect(finished).toBe(true);
    expect(log.closed).toBe(log.opened);
  });
});

describe('the command in-process: a slow standard output slows the reading of standard input', () => {
  /** Standard input that counts the lines it has given; standard output that counts the records taken, slowly. */
  function streams(lines: number) {
    const count = { given: 0, taken: 0, mostAhead: 0 };
    const body = JSON.stringify({ title: 'Ms', surname: 'Lovelace' });
    async function* chunks() {
      for (let at = 0; at < lines; at += 100) {
        count.given += 100;
        count.mostAhead = Math.max(count.mostAhead, count.given - count.taken);
        yield Buffer.from(`${body}\n`.repeat(100));
      }
    }
    const stdout = new Writable({
      highWaterMark: 16 * 1024,
      write(chunk: Buffer, _encoding, done) {
        let records = 0;
        for (let at = chunk.indexOf(10); at !== -1; at = chunk.indexOf(10, at + 1)) records++;
        count.taken += records;
        // Slower than the checking: some turns of the event loop for every record.
        let turns = 10 * records;
        const tick = () => (turns-- > 0 ? setImmediate(tick) : done());
        tick();
      },
    });
    const stderr = new Writable({ write: (_chunk, _encoding, done) => done() }) as unknown as NodeJS.WriteStream;
    return { count, streams: { stdin: Readable.from(chunks()), stdout, stderr } };
  }

  it.each([1, 2])('--jobs %i: lines in flight stay bounded over 60,000 lines', async (jobs) => {
    const { count, streams: io } = streams(60_000);
    const status = await main(
      ['check', 'account', '--ndjson', '--format', 'json', '--today', TODAY, '--jobs', String(jobs)],
      io,
    );
    expect(status).toBe(1);
    await new Promise((resolve) => io.stdout.end(resolve));
    expect(count.taken).toBe(60_000);
    // Read ahead of the output: the pool's blocks, the stream buffers (16 chunks of 100 lines read
    // ahead by the input, 64 KiB gathered for the output, 16 KiB waiting in it), nothing more.
    const limits = limitsFor(jobs);
    const bound = Math.min(limits.blocks * 100, limits.lines) + 100 + 16 * 100 + 2 * 1024;
    expect(count.mostAhead).toBeLessThan(bound);
    expect(count.mostAhead).toBeLessThan(60_000 / 10);
  });
});
