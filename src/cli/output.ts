import type { Writable } from 'node:stream';

/**
 * Output to a stream, written in large chunks and waiting when the stream
 * asks to (so a million results stream in constant memory).
 */
export class OutputWriter {
  private pieces: string[] = [];
  private size = 0;

  constructor(
    private readonly stream: Writable,
    private readonly chunkSize = 64 * 1024,
  ) {}

  /** Adds some text; true when a chunk's worth is waiting, and `flush` should be awaited. */
  add(text: string): boolean {
    if (text.length === 0) return false;
    this.pieces.push(text);
    this.size += text.length;
    return this.size >= this.chunkSize;
  }

  /** Writes what is waiting, and waits for the stream to drain when it is full. */
  async flush(): Promise<void> {
    if (this.pieces.length === 0) return;
    const chunk = this.pieces.length === 1 ? (this.pieces[0] as string) : this.pieces.join('');
    this.pieces = [];
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

  /** Called as inputs are counted (a block at a time); shows the count at most twice a second. */
  tick(count: number): void {
    if (!this.stream.isTTY) return;
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
