import type { Writable } from 'node:stream';

/**
 * Lines to a stream, written in large chunks and waiting when the stream
 * asks to (so a million results stream in constant memory).
 */
export class LineWriter {
  private buffer: string[] = [];
  private size = 0;

  constructor(
    private readonly stream: Writable,
    private readonly chunkSize = 64 * 1024,
  ) {}

  /** Adds a line; resolves at once unless the buffer had to be flushed into a full stream. */
  async line(text: string): Promise<void> {
    this.buffer.push(text);
    this.size += text.length + 1;
    if (this.size >= this.chunkSize) await this.flush();
  }

  /** Writes what is buffered, and waits for the stream to drain when it is full. */
  async flush(): Promise<void> {
    if (this.buffer.length === 0) return;
    const chunk = `${this.buffer.join('\n')}\n`;
    this.buffer = [];
    this.size = 0;
    if (!this.stream.write(chunk)) await new Promise<void>((resolve) => this.stream.once('drain', resolve));
  }
}

/**
 * A progress line on standard error while a long run writes to a terminal:
 * shown after a second, refreshed twice a second, cleared at the end.
 */
export class Progress {
  private readonly started = Date.now();
  private shownAt = 0;

  constructor(private readonly stream: NodeJS.WriteStream) {}

  tick(count: number): void {
    if (!this.stream.isTTY || (count & 1023) !== 0) return;
    const now = Date.now();
    if (now - this.started < 1000 || now - this.shownAt < 500) return;
    this.shownAt = now;
    const rate = Math.round(count / ((now - this.started) / 1000));
    this.stream.write(`\r${count.toLocaleString('en-GB')} checked (${rate.toLocaleString('en-GB')}/s)\u001b[K`);
  }

  done(): void {
    if (this.shownAt !== 0) this.stream.write('\r\u001b[K');
  }
}
