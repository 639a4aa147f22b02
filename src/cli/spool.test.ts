import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { shownValue } from './explain.js';
import { Spool, SpoolError } from './spool.js';

const parent = mkdtempSync(join(tmpdir(), 'fundraising-rules-spool-test-'));
afterAll(() => rmSync(parent, { recursive: true, force: true }));

describe('Spool', () => {
  it('gives back what was written, in order, in chunks, and removes its folder', async () => {
    const spool = Spool.create(parent);
    const lines = Array.from({ length: 20_000 }, (_, index) => `    <testcase name="a:${index}" é/>\n`);
    for (const line of lines) spool.write(line);
    const chunks: Buffer[] = [];
    await spool.drain((bytes) => {
      chunks.push(Buffer.from(bytes));
    });
    expect(chunks.length).toBeGreaterThan(1);
    expect(Math.max(...chunks.map((chunk) => chunk.length))).toBeLessThanOrEqual(64 * 1024);
    expect(Buffer.concat(chunks).toString('utf8')).toBe(lines.join(''));
    expect(spool.written).toBe(Buffer.byteLength(lines.join('')));
    expect(existsSync(spool.path)).toBe(true);
    spool.remove();
    spool.remove();
    expect(existsSync(spool.folder)).toBe(false);
    expect(readdirSync(parent)).toEqual([]);
  });

  it('a folder that cannot be written: a SpoolError naming the cause', () => {
    expect(() => Spool.create(join(parent, 'missing'))).toThrow(SpoolError);
    expect(() => Spool.create(join(parent, 'missing'))).toThrow(
      'cannot create the temporary file of the report: ENOENT',
    );
  });
});

describe('shownValue', () => {
  it('copies a value within its bounds as it is, a `__proto__` key kept as its own', () => {
    const text = '{"a":[1,"two",null,{"b":true}],"__proto__":"own"}';
    const shown = shownValue(JSON.parse(text));
    expect(shown.cut).toBe(false);
    expect(JSON.stringify(shown.value)).toBe(text);
    expect(Object.hasOwn(shown.value as object, '__proto__')).toBe(true);
  });

  it('cuts a value nested 100,000 deep at 16, without recursion', () => {
    const deep = JSON.parse(`${'['.repeat(100_000)}1${']'.repeat(100_000)}`);
    const shown = shownValue(deep);
    expect(shown.cut).toBe(true);
    let depth = 0;
    let at: unknown = shown.value;
    while (Array.isArray(at)) {
      at = at[0];
      depth++;
    }
    expect(depth).toBe(16);
    expect(at).toBe('…');
  });

  it('cuts a value of more than 500 values, marking where', () => {
    const shown = shownValue(Array.from({ length: 10_000 }, (_, index) => index));
    expect(shown.cut).toBe(true);
    const list = shown.value as unknown[];
    expect(list.length).toBeLessThan(600);
    expect(list.at(-1)).toBe('…');
  });
});
