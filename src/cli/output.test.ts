import { PassThrough } from 'node:stream';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ErrorLines, OutputWriter, Progress } from './output.js';

function terminal(isTTY: boolean) {
  const written: string[] = [];
  const stream = { isTTY, write: (text: string) => written.push(text) } as unknown as NodeJS.WriteStream;
  return { stream, written };
}

describe('Progress', () => {
  afterEach(() => vi.useRealTimers());

  it('shows a line on a terminal once the run lasts a second, then clears it', () => {
    vi.useFakeTimers({ now: 0 });
    const { stream, written } = terminal(true);
    const progress = new Progress(stream);
    progress.tick(1024);
    expect(written).toEqual([]);
    vi.setSystemTime(2000);
    progress.tick(2048);
    expect(written[0]).toMatch(/^\r2,048 checked \(1,024\/s\)/);
    progress.done();
    expect(written.at(-1)).toBe('\r\u001b[K');
  });

  it('stays silent when standard error is not a terminal', () => {
    vi.useFakeTimers({ now: 0 });
    const { stream, written } = terminal(false);
    const progress = new Progress(stream);
    vi.setSystemTime(5000);
    progress.tick(4096);
    progress.done();
    expect(written).toEqual([]);
  });
});

describe('OutputWriter', () => {
  it('writes text in order, in chunks, and waits for a full stream to drain', async () => {
    const stream = new PassThrough({ highWaterMark: 16 });
    const chunks: string[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk.toString()));
    const writer = new OutputWriter(stream, 10);
    for (let index = 0; index < 50; index++) {
      const line = `line ${index} é\n`;
      if (writer.add(line)) await writer.flush();
    }
    await writer.flush();
    expect(chunks.join('').split('\n').slice(0, -1)).toEqual(
      Array.from({ length: 50 }, (_, index) => `line ${index} é`),
    );
    expect(chunks.length).toBeGreaterThan(1);
  });

  it('asks for a flush only once a chunk is waiting, and writes nothing for nothing', async () => {
    const written: unknown[] = [];
    const stream = { write: (chunk: unknown) => written.push(chunk) > 0 } as unknown as PassThrough;
    const writer = new OutputWriter(stream, 8);
    expect(writer.add('abc')).toBe(false);
    expect(writer.add('')).toBe(false);
    expect(writer.add('defgh')).toBe(true);
    await writer.flush();
    await writer.flush();
    expect(written).toEqual(['abcdefgh']);
  });
});

describe('ErrorLines', () => {
  it('writes the first 10 lines, then one line with the count of the others', () => {
    const written: string[] = [];
    const lines = new ErrorLines({ write: (text: string) => written.push(text) > 0 });
    lines.add('fundraising-rules: a:1: not JSON\nfundraising-rules: a:2: not JSON\n');
    for (let index = 3; index <= 25; index++) lines.add(`fundraising-rules: a:${index}: not JSON\n`);
    lines.done();
    expect(written.slice(0, 10)).toEqual(
      Array.from({ length: 10 }, (_, index) => `fundraising-rules: a:${index + 1}: not JSON\n`),
    );
    expect(written.slice(10)).toEqual([
      'fundraising-rules: 15 more inputs could not be read or parsed (not shown here; the report on standard output has each)\n',
    ]);
  });

  it('writes no count line when nothing was left out', () => {
    const written: string[] = [];
    const lines = new ErrorLines({ write: (text: string) => written.push(text) > 0 }, 2);
    lines.add('x\ny\n');
    lines.done();
    expect(written).toEqual(['x\n', 'y\n']);
  });
});
