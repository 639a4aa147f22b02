/**
 * A temporary file that text is appended to and read back once, so that a
 * report whose head depends on its whole body (JUnit's counts) is written in
 * memory that does not grow with the number of inputs.
 */
import { closeSync, mkdtempSync, openSync, readSync, rmSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** How much text is gathered before it is written to the file, and how much is read back at a time. */
const CHUNK = 64 * 1024;

/** The spool could not be written or read (a full disk, a folder that cannot be written). */
export class SpoolError extends Error {
  override readonly name = 'SpoolError';
}

const failure = (doing: string, error: unknown): SpoolError => {
  const code = (error as NodeJS.ErrnoException).code;
  return new SpoolError(`cannot ${doing} the temporary file of the report: ${code ?? (error as Error).message}`);
};

/**
 * Text spooled to a file in a folder of its own under the system's temporary
 * folder (`TMPDIR`), removed when the spool is, or when the process exits.
 * @example const spool = Spool.create(); spool.write('<testcase/>\n'); await spool.drain((bytes) => out.write(bytes)); spool.remove();
 */
export class Spool {
  private pieces: string[] = [];
  private size = 0;
  /** Bytes written to the file so far. */
  written = 0;
  private open = true;
  private readonly cleanUp = () => this.remove();

  private constructor(
    /** The spool's folder. */
    readonly folder: string,
    /** The file's path. */
    readonly path: string,
    private readonly fd: number,
  ) {
    process.once('exit', this.cleanUp);
  }

  /** A new, empty spool; throws a SpoolError when the temporary folder cannot be written. */
  static create(parent = tmpdir()): Spool {
    let folder: string | undefined;
    try {
      folder = mkdtempSync(join(parent, 'fundraising-rules-report-'));
      const path = join(folder, 'spool');
      return new Spool(folder, path, openSync(path, 'w+'));
    } catch (error) {
      if (folder !== undefined) rmSync(folder, { recursive: true, force: true });
      throw failure('create', error);
    }
  }

  /** Appends text; the file is written a chunk at a time. */
  write(text: string): void {
    if (text.length === 0) return;
    this.pieces.push(text);
    this.size += text.length;
    if (this.size >= CHUNK) this.flush();
  }

  /** Writes the text gathered to the file. */
  private flush(): void {
    if (this.pieces.length === 0) return;
    const bytes = Buffer.from(this.pieces.join(''));
    this.pieces = [];
    this.size = 0;
    try {
      for (let at = 0; at < bytes.length; ) at += writeSync(this.fd, bytes, at, bytes.length - at, this.written + at);
    } catch (error) {
      throw failure('write', error);
    }
    this.written += bytes.length;
  }

  /**
   * Gives the whole file back, a chunk of bytes at a time, to `take` (awaited:
   * a full output stream), in the order it was written.
   */
  async drain(take: (bytes: Buffer) => void | Promise<void>): Promise<void> {
    this.flush();
    for (let at = 0; at < this.written; ) {
      const chunk = Buffer.allocUnsafe(Math.min(CHUNK, this.written - at));
      let read: number;
      try {
        read = readSync(this.fd, chunk, 0, chunk.length, at);
      } catch (error) {
        throw failure('read', error);
      }
      if (read === 0) throw new SpoolError('the temporary file of the report was cut short');
      at += read;
      await take(chunk.subarray(0, read));
    }
  }

  /** Closes and removes the file and its folder (again: nothing). */
  remove(): void {
    if (!this.open) return;
    this.open = false;
    process.removeListener('exit', this.cleanUp);
    try {
      closeSync(this.fd);
    } catch {
      // closed already
    }
    rmSync(this.folder, { recursive: true, force: true });
  }
}
