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
    await this.write(chunk);
  }

  /** Writes bytes as they are, after what is waiting, and waits for the stream to drain when it is full. */
  async bytes(chunk: Uint8Array): Promise<void> {
    await this.flush();
    await this.write(chunk);
  }

  private async write(chunk: string | Uint8Array): Promise<void> {
    if (!this.stream.write(chunk)) await new Promise<void>((resolve) => this.stream.once('drain', resolve));
  }
}

/** How many lines about inputs that could not be read are shown on standard error. */
export const SHOWN_ERRORS = 10;

/**
 * The lines about inputs that could not be read, on standard error: the
 * first `limit` are written, the others counted, and `done` says how many
 * were left out, in one line.
 * @example const errors = new ErrorLines(process.stderr); errors.add(part.err); errors.done();
 */
export class ErrorLines {
  private shown = 0;
  private hidden = 0;

  constructor(
    private readonly stream: Pick<Writable, 'write'>,
    private readonly limit = SHOWN_ERRORS,
  ) {}

  /** Adds lines (each ending with a newline). */
  add(text: string): void {
    let start = 0;
    for (let end = text.indexOf('\n'); end !== -1; end = text.indexOf('\n', start)) {
      if (this.shown < this.limit) {
        this.stream.write(text.slice(start, end + 1));
        this.shown++;
      } else this.hidden++;
      start = end + 1;
    }
  }

  /** The line that counts the lines left out, when some were. */
  done(): void {
    if (this.hidden === 0) return;
    const more = this.hidden === 1 ? '1 more input' : `${this.hidden.toLocaleString('en-GB')} more inputs`;
    this.stream.write(
      `fundraising-rules: ${more} could not be read or parsed (not shown here; the report on standard output has each)\n`,
    );
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
