/**
 * Regressions of the hardening trial: each reproduction of a defect found by
 * attacking the package, as it must now behave. Growth in time is measured
 * as a ratio between a 1x and an 8x input (linear work gives about 8,
 * quadratic about 64), or as a count of the reads an input sees, never as a
 * wall-clock limit.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { lines, wholeFiles } from '../src/cli/sources.js';
import { parseAccountXml } from '../src/formats/xml.js';
import {
  parseQueryString,
  validateAccount,
  validateAccountAsync,
  validateLookupQuery,
  validatePage,
  validatePageAsync,
} from '../src/index.js';

const bin = new URL('../dist/node/cli/main.js', import.meta.url).pathname;
const dir = mkdtempSync(join(tmpdir(), 'fundraising-rules-hardening-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const codesOf = (result: { issues: { code: string }[] }) => result.issues.map((issue) => issue.code);

/** The median time of `runs` calls of `work`, in milliseconds. */
function medianTime(work: () => unknown, runs = 3): number {
  const times: number[] = [];
  for (let run = 0; run < runs; run++) {
    const start = performance.now();
    work();
    times.push(performance.now() - start);
  }
  return times.sort((a, b) => a - b)[Math.floor(runs / 2)] as number;
}

/** Collects the unhandled rejections that happen while `work` runs and a little after. */
async function unhandledDuring(work: () => Promise<unknown>): Promise<unknown[]> {
  const seen: unknown[] = [];
  const listener = (reason: unknown) => seen.push(reason);
  process.on('unhandledRejection', listener);
  try {
    await work().catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 20));
  } finally {
    process.off('unhandledRejection', listener);
  }
  return seen;
}

describe('1. a thrown value that cannot be printed stays inside the validator', () => {
  const throwing = (thrown: () => unknown, field = 'surname') =>
    Object.defineProperty({}, field, {
      enumerable: true,
      get() {
        throw thrown();
      },
    });
  const unprintable: [string, () => unknown][] = [
    ['an object with no prototype', () => Object.create(null)],
    [
      'an object whose toString throws',
      () => ({
        toString() {
          throw new Error('no');
        },
      }),
    ],
    [
      'an Error whose message getter throws',
      () =>
        Object.defineProperty(new Error(), 'message', {
          get() {
            throw new Error('no');
          },
        }),
    ],
    [
      'a Proxy whose every trap throws',
      () =>
        new Proxy(
          {},
          {
            getPrototypeOf() {
              throw new Error('no');
            },
            get() {
              throw new Error('no');
            },
          },
        ),
    ],
    ['a Symbol', () => Symbol('s')],
  ];

  it.each(unprintable)('%s gives unreadable-input', (_name, thrown) => {
    const result = validateAccount(throwing(thrown));
    expect(codesOf(result)).toEqual(['unreadable-input']);
    expect(result.issues[0]?.message).toMatch(/^The input could not be read: ./);
    expect(codesOf(validatePage(throwing(thrown, 'pageTitle')))).toEqual(['unreadable-input']);
  });

  it('the message shows what it can: an Error message, a string', () => {
    expect(validateAccount(throwing(() => new Error('boom'))).issues[0]?.message).toContain('boom');
    expect(validateAccount(throwing(() => 'plain')).issues[0]?.message).toContain('plain');
  });
});

describe('2. no fact Promise is ever left unhandled', () => {
  const body = { emailAddress: 'ann@example.co.uk', dateOfBirth: '19900101', personalUrl: 'ann' };

  it('the async variant rejects with a failing fact and leaves no rejection unhandled', async () => {
    const down = new Error('db down');
    const thrown = new Error('x');
    let rejection: unknown;
    const unhandled = await unhandledDuring(async () => {
      await validateAccountAsync(body, {
        accountExists: () => Promise.reject(down),
        personalUrlTaken: () => {
          throw thrown;
        },
      }).catch((error: unknown) => {
        rejection = error;
      });
    });
    expect(unhandled).toEqual([]);
    expect([down, thrown]).toContain(rejection);
  });

  it('a sync validator given a rejecting Promise throws its TypeError and leaves the Promise handled', async () => {
    const unhandled = await unhandledDuring(async () => {
      expect(() =>
        validateAccount(body, { accountExists: (() => Promise.reject(new Error('late'))) as never }),
      ).toThrow(/returned a Promise/);
    });
    expect(unhandled).toEqual([]);
  });
});

describe('3. repeated query parameters cost linear time', () => {
  const query = (repeats: number) => `api_key=K&${'a=1&'.repeat(repeats)}`;

  it('parses 8x the repeats in well under 64x the time', () => {
    const small = query(40_000);
    const large = query(320_000);
    parseQueryString(small); // warm up
    const ratio =
      medianTime(() => parseQueryString(large)) /
      Math.max(
        medianTime(() => parseQueryString(small)),
        0.5,
      );
    expect(ratio).toBeLessThan(32);
  });

  it('keeps every value of a repeated parameter, in order', () => {
    expect(parseQueryString('a=1&b=2&a=3&a=4')).toEqual({ a: ['1', '3', '4'], b: '2' });
    expect(codesOf(validateLookupQuery(query(20_000)))).toEqual([]);
  });
});

describe('4. a long NDJSON line costs linear time', () => {
  const CHUNK = 64 * 1024;
  /** One line of `size` characters, then a short one, as a stream of 64 KiB chunks. */
  const stream = (size: number) => {
    const text = `{"x":"${'a'.repeat(size)}"}\n{"y":1}\n`;
    const chunks: Buffer[] = [];
    for (let at = 0; at < text.length; at += CHUNK) chunks.push(Buffer.from(text.slice(at, at + CHUNK)));
    return () => Readable.from(chunks);
  };
  const readAll = async (input: () => Readable, max?: number) => {
    const found = [];
    for await (const batch of lines(['-'], input(), max)) found.push(...batch);
    return found;
  };

  it('reads a line 8x as long in well under 64x the time', async () => {
    const small = stream(1024 * 1024);
    const large = stream(8 * 1024 * 1024);
    await readAll(small);
    const time = async (input: () => Readable) => {
      const start = performance.now();
      await readAll(input);
      return performance.now() - start;
    };
    const ratio = (await time(large)) / Math.max(await time(small), 1);
    expect(ratio).toBeLessThan(30);
  });

  it('gives each line whole, with its number', async () => {
    const found = await readAll(stream(300_000));
    expect(found.map((source) => source.input)).toEqual(['-:1', '-:2']);
    expect('text' in found[0]! && found[0].text.length).toBe(300_008);
  });

  it('refuses a line over the cap without keeping it, and reads the lines after it', async () => {
    const found = await readAll(stream(300_000), 100_000);
    expect(found).toEqual([
      { input: '-:1', error: 'longer than 100,000 bytes' },
      { input: '-:2', text: '{"y":1}' },
    ]);
  });
});

describe('5. the XML reader sees what a standard XML parser sees', () => {
  it('a CDATA opener inside a processing instruction or comment opens nothing', () => {
    const hidden =
      '<fundraiserAccount><?x <![CDATA[ ?><!-- ]]> ?><termsAndConditionsAccepted>Y</termsAndConditionsAccepted> --></fundraiserAccount>';
    expect(parseAccountXml(hidden)).toEqual({});
    expect(codesOf(validateAccount(parseAccountXml(hidden)))).toContain('002.01.08');
  });

  it('an element between two comments that hold CDATA markers is read', () => {
    const shown = '<fundraiserAccount><!-- <![CDATA[ --><title>Mr</title><!-- ]]> --></fundraiserAccount>';
    expect(parseAccountXml(shown)).toEqual({ title: 'Mr' });
  });

  it('comment and instruction markers inside CDATA are text', () => {
    const text = '<fundraiserAccount><title><![CDATA[<!-- a & <?b?> -->]]></title></fundraiserAccount>';
    expect(parseAccountXml(text)).toEqual({ title: '<!-- a & <?b?> -->' });
  });
});

describe('6. sparse arrays cost what exists, not their length', () => {
  /** A sparse list of `length` with entries at the given indices, behind a Proxy that counts every read. */
  function counted(length: number, entries: Record<number, unknown>) {
    const list: unknown[] = [];
    list.length = length;
    for (const [index, value] of Object.entries(entries)) list[Number(index)] = value;
    const reads = { count: 0 };
    const proxy = new Proxy(list, {
      get(target, key, receiver) {
        reads.count++;
        return Reflect.get(target, key, receiver);
      },
      has(target, key) {
        reads.count++;
        return Reflect.has(target, key);
      },
    });
    return { proxy, reads };
  }
  const split = { charityResourceId: 'c1', charitySplitPercent: 100, customCodes: ['a'] };

  it('a page with 1e3 or 1e7 mostly empty splits reads about as much', () => {
    const reads = [1_000, 10_000_000].map((length) => {
      const { proxy, reads: seen } = counted(length, { 3: split, [length - 2]: split });
      const result = validatePage({ charitySplits: proxy }, { maxIssues: 50 });
      expect(result.truncated).toBe(true);
      return seen.count;
    });
    expect(reads[1]).toBeLessThan(2 * (reads[0] as number));
  });

  it('custom codes behave alike, and holes read as blank entries (JSON would send null)', () => {
    const codes: unknown[] = [];
    codes.length = 30_000_000;
    codes[1] = 'ok';
    const result = validateAccount({ fundraiserCustomCode: codes, charityResourceId: 'c1' }, { maxIssues: 20 });
    expect(result.truncated).toBe(true);
    expect(result.issues.filter((issue) => issue.code === '002.01.22').map((issue) => issue.path)).toEqual(
      expect.arrayContaining([
        ['fundraiserCustomCode', 0],
        ['fundraiserCustomCode', 2],
      ]),
    );
    expect(result.codes).toContain('002.01.23');
  });

  it('a split at the far end of a sparse list is still found by the whole-list rules', () => {
    const splits: unknown[] = [];
    splits.length = 20_000_000;
    splits[19_999_999] = { charityResourceId: 'c1', charitySplitPercent: 100, customCodes: [] };
    const page = {
      pageTitle: 'Run',
      fundraisingDate: '20270101',
      teamPageIndicator: 'N',
      activityCode: '001',
      charityContributionIndicator: 'N',
      postEventFundraisingInterval: 3,
      charitySplits: splits,
    };
    const result = validatePage(page, { today: '20261122', activities: ['001'], maxIssues: 5 });
    // The split has a charity and the percentages sum to 100: no 003.01.12 nor 003.01.15.
    expect(result.codes).toContain('003.01.13');
    expect(result.codes).not.toContain('003.01.12');
    expect(result.codes).not.toContain('003.01.15');
  });
});

describe('a Proxy that lies about a list (found by the soak)', () => {
  /** A list whose every read, `length` included, gives `value`, over the entries it really has. */
  const lying = (value: unknown, over: unknown[]) => new Proxy(over, { get: () => value });

  it.each([['9007199254740986'], [2.05e218], [-1], [1.5], [Number.NaN]])(
    'a length no array can have (%s) makes the input unreadable',
    (length) => {
      expect(codesOf(validateAccount({ fundraiserCustomCode: lying(length, ['']) }))).toEqual(['unreadable-input']);
      expect(codesOf(validatePage({ charitySplits: lying(length, [{}]) }))).toEqual(['unreadable-input']);
    },
  );

  it('a huge length whose every index reads a value costs the entries that exist', () => {
    const reads = [1_000, 900_000_000].map((length) => {
      let count = 0;
      const list = new Proxy([''], {
        get: () => length,
        has: (target, key) => {
          count++;
          return Reflect.has(target, key);
        },
      });
      validatePage({ charitySplits: list }, { maxIssues: 50 });
      return count;
    });
    expect(reads[1]).toBeLessThan(2 * (reads[0] as number));
  });
});

describe('a list that changes while it is read (found by the soak)', () => {
  it('a getter giving a long list, then a short one, cannot send a loop back', () => {
    let reads = 0;
    const lists = [['a', 'b', 'c', 'd', 'e', 'f', 'g', 1], [{}]];
    const split = {
      charityResourceId: 'C2',
      charitySplitPercent: 100,
      get customCodes() {
        return lists[reads++ % 2];
      },
    };
    expect(validatePage({ charitySplits: split }).valid).toBe(false);
    expect(reads).toBeLessThan(1000);
  });
});

describe('7. an input that changes while it is read ends the async passes', () => {
  it('a getter with a new value on every read asks a bounded number of questions', async () => {
    let reads = 0;
    let asked = 0;
    const body = {
      dateOfBirth: '19900101',
      get emailAddress() {
        reads++;
        return `u${reads}@b.c.d`;
      },
    };
    const result = await validateAccountAsync(body, {
      accountExists: async () => {
        asked++;
        return false;
      },
    });
    expect(asked).toBeLessThanOrEqual(8);
    expect(result.unchecked.map((entry) => entry.code)).toContain('002.01.31');
  });

  it('a page whose event id changes on every read ends too', async () => {
    let reads = 0;
    const body = {
      get eventResourceId() {
        return `E${reads++}`;
      },
    };
    const result = await validatePageAsync(body, { events: async () => ({ status: 'closed' }) });
    expect(result.valid).toBe(false);
  });
});

describe('8, 9. the command line: context keys and failed writes', () => {
  const write = (name: string, content: string) => {
    const path = join(dir, name);
    writeFileSync(path, content);
    return path;
  };
  const run = (args: string[]) => spawnSync(process.execPath, [bin, ...args], { encoding: 'utf8' });

  it.each(['__proto__', 'constructor', 'prototype'])('an event keyed %s in --context is known', (id) => {
    const context = write(`context-${id}.json`, `{"today":"20261122","events":{"${id}":{"status":"closed"}}}`);
    const page = write(`page-${id}.json`, JSON.stringify({ eventResourceId: id }));
    const child = run(['check', 'page', page, '--context', context, '--format', 'json']);
    const result = JSON.parse(child.stdout) as { codes: string[]; issues: { code: string }[] };
    expect(result.codes).toContain('002.01.29');
    expect(codesOf(result)).not.toContain('unknown-event');
  });

  it('an event of a malformed kind under such a key is still refused', () => {
    const context = write('context-bad.json', '{"events":{"__proto__":{"status":"gone"}}}');
    const child = run(['check', 'page', write('p.json', '{}'), '--context', context]);
    expect(child.status).toBe(2);
    expect(child.stderr).toContain('events.__proto__.status');
  });

  it.runIf(existsSync('/dev/full'))('a failed write to standard output is one line and exit 4 (contract 10.6)', () => {
    const examples = new URL('../examples/account-valid.json', import.meta.url).pathname;
    const child = spawnSync(
      'sh',
      ['-c', `"${process.execPath}" "${bin}" check account "${examples}" --format json > /dev/full`],
      {
        encoding: 'utf8',
      },
    );
    expect(child.status).toBe(4);
    expect(child.stderr).toContain('fundraising-rules: cannot write to standard output: ENOSPC');
    expect(child.stderr).not.toMatch(/\n\s+at /);
  });

  it.runIf(existsSync('/dev/full'))('a failed write to standard error is exit 4, without a stack trace', () => {
    const examples = new URL('../examples/account-valid.json', import.meta.url).pathname;
    const child = spawnSync('sh', ['-c', `"${process.execPath}" "${bin}" check account "${examples}" 2> /dev/full`], {
      encoding: 'utf8',
    });
    expect(child.status).toBe(4);
  });
});

describe('whole files are refused past their cap before they are read whole', () => {
  it('an endless input ends at the cap', async () => {
    let produced = 0;
    const endless = new Readable({
      read() {
        produced += 65_536;
        this.push(Buffer.alloc(65_536, 0x20));
      },
    });
    const found = [];
    for await (const batch of wholeFiles(['-'], endless, 1_000_000)) found.push(...batch);
    expect(found).toEqual([{ input: '-', error: 'longer than 1,000,000 characters' }]);
    expect(produced).toBeLessThan(2_000_000);
  });
});
