import { createReadStream, fstatSync } from 'node:fs';
import type { Readable } from 'node:stream';

/** One request to check: where it came from, and its text (or why it could not be read). */
export type Source =
  | { readonly input: string; readonly text: string }
  | { readonly input: string; readonly error: string };

/**
 * The largest input unless the caller says otherwise: the characters of a
 * whole JSON file, the bytes of one NDJSON line. A request body of the
 * service is a few kilobytes; the cap keeps a runaway input from filling
 * memory.
 */
export const MAX_INPUT_SIZE = 16 * 1024 * 1024;

/** An input refused for what it is, with the reason in the package's words. */
class InputError extends Error {}

function open(file: string, stdin: Readable): Readable {
  if (file !== '-') return createReadStream(file);
  // A directory given as standard input reads as nothing at all: say what it is.
  const fd = (stdin as { fd?: unknown }).fd;
  if (typeof fd === 'number' && fstatSync(fd).isDirectory())
    throw new InputError('cannot be read: a directory, not a file');
  return stdin;
}

const NOT_UTF8 = 'ERR_ENCODING_INVALID_ENCODED_DATA';

const WORDS: Readonly<Record<string, string>> = {
  [NOT_UTF8]: 'not valid UTF-8',
  EISDIR: 'a directory, not a file',
  ENOENT: 'no such file',
  EACCES: 'permission denied',
};

/**
 * Why an input could not be read, in the package's words.
 * @example readFailure(Object.assign(new Error(), { code: 'ENOENT' })) // 'cannot be read: no such file (ENOENT)'
 */
export function readFailure(error: unknown): string {
  if (error instanceof InputError) return error.message;
  const code = (error as NodeJS.ErrnoException).code;
  if (code === undefined) return `cannot be read: ${(error as Error).message}`;
  const words = WORDS[code];
  // The system's code stays beside the words, for those who search for it.
  return `cannot be read: ${words === undefined ? code : code === NOT_UTF8 ? words : `${words} (${code})`}`;
}

const tooLong = (max: number, unit = 'characters') => `longer than ${max.toLocaleString('en-GB')} ${unit}`;

/**
 * UTF-8 text decoded strictly: a byte sequence that is not UTF-8 is refused
 * (`not valid UTF-8`) rather than read as U+FFFD, and a byte-order mark at
 * the start is dropped.
 */
const utf8 = () => new TextDecoder('utf-8', { fatal: true });

const withoutMark = (text: string): string => (text.startsWith('\uFEFF') ? text.slice(1) : text);

/**
 * Each file (or standard input for '-') as one request, in batches of one.
 * Reading stops, and the input is refused, as soon as it is longer than
 * `max` characters: a huge file is never held whole.
 * @example for await (const batch of wholeFiles(['a.json'], process.stdin)) …
 */
export async function* wholeFiles(
  files: readonly string[],
  stdin: Readable,
  max = MAX_INPUT_SIZE,
): AsyncGenerator<Source[]> {
  for (const file of files) {
    try {
      const decoder = utf8();
      const parts: string[] = [];
      let size = 0;
      for await (const chunk of open(file, stdin)) {
        const text = decoder.decode(chunk as Uint8Array, { stream: true });
        size += text.length;
        if (size > max) throw new InputError(tooLong(max));
        parts.push(text);
      }
      parts.push(decoder.decode());
      yield [{ input: file, text: parts.join('') }];
    } catch (error) {
      yield [{ input: file, error: readFailure(error) }];
    }
  }
}

/** The bytes of the line being read, in pieces, so that a long line costs its length once. */
class LineInProgress {
  private pieces: Buffer[] = [];
  private size = 0;

  constructor(private readonly max: number) {}

  get started(): boolean {
    return this.size > 0;
  }

  add(bytes: Buffer): void {
    this.size += bytes.length;
    // Past the cap the line is refused, so its bytes need not be kept.
    if (this.size <= this.max && bytes.length > 0) this.pieces.push(bytes);
  }

  /** The whole line's bytes, or `undefined` when it was longer than the cap; starts the next line. */
  take(): Buffer | undefined {
    const line = this.size > this.max ? undefined : Buffer.concat(this.pieces);
    this.pieces = [];
    this.size = 0;
    return line;
  }
}

const NEWLINE = 0x0a;
/** Strict UTF-8 that keeps a byte-order mark: only the first line of a file drops one. */
const strictUtf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

/** A line's text, or `undefined` when its bytes are not UTF-8. */
function decodeLine(bytes: Uint8Array): string | undefined {
  try {
    return strictUtf8.decode(bytes);
  } catch {
    return undefined;
  }
}

/**
 * The lines of a run of whole lines (newline-separated bytes), decoded in
 * one call; only when that fails is each line decoded alone, so that the
 * faulty ones are known by number and the others still read.
 */
function decodeLines(bytes: Buffer): (string | undefined)[] {
  const text = decodeLine(bytes);
  return text === undefined ? byteLines(bytes).map(decodeLine) : text.split('\n');
}

/** The newline-separated parts of some bytes (a newline byte is never inside a UTF-8 character). */
function byteLines(bytes: Buffer): Buffer[] {
  const found: Buffer[] = [];
  let start = 0;
  for (let end = bytes.indexOf(NEWLINE); end !== -1; end = bytes.indexOf(NEWLINE, start)) {
    found.push(bytes.subarray(start, end));
    start = end + 1;
  }
  found.push(bytes.subarray(start));
  return found;
}

/**
 * The non-blank lines of each file, one request each, named `file:line`, in
 * batches of a read chunk's lines: memory holds one chunk (and one line) at
 * a time. Blank (white space only) lines are skipped but counted; a
 * byte-order mark at the start of a file is dropped. A line longer than
 * `max` bytes, or whose bytes are not UTF-8, is refused with its number,
 * and the lines after it are still read.
 * @example for await (const batch of lines(['big.ndjson'], process.stdin)) …
 */
export async function* lines(
  files: readonly string[],
  stdin: Readable,
  max = MAX_INPUT_SIZE,
): AsyncGenerator<Source[]> {
  for (const file of files) {
    let number = 0;
    const line = new LineInProgress(max);
    const add = (batch: Source[], text: string | undefined, error?: string) => {
      number++;
      const input = `${file}:${number}`;
      if (text === undefined) batch.push({ input, error: error ?? 'cannot be read: not valid UTF-8' });
      else if (text.trim() !== '') batch.push({ input, text: number === 1 ? withoutMark(text) : text });
    };
    const end = (batch: Source[]) => {
      const bytes = line.take();
      if (bytes === undefined) add(batch, undefined, tooLong(max, 'bytes'));
      else add(batch, decodeLine(bytes));
    };
    try {
      for await (const chunk of open(file, stdin)) {
        const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer);
        const first = bytes.indexOf(NEWLINE);
        if (first === -1) {
          line.add(bytes);
          continue;
        }
        const batch: Source[] = [];
        line.add(bytes.subarray(0, first));
        end(batch);
        const last = bytes.lastIndexOf(NEWLINE);
        if (first < last) {
          const whole = bytes.subarray(first + 1, last);
          // Lines within one chunk are shorter than the chunk; only a chunk past the cap needs them one by one.
          if (whole.length <= max) for (const text of decodeLines(whole)) add(batch, text);
          else
            for (const part of byteLines(whole)) {
              line.add(part);
              end(batch);
            }
        }
        line.add(bytes.subarray(last + 1));
        if (batch.length > 0) yield batch;
      }
    } catch (error) {
      line.take();
      yield [{ input: number === 0 ? file : `${file}:${number + 1}`, error: readFailure(error) }];
      continue;
    }
    if (line.started) {
      const last: Source[] = [];
      end(last);
      if (last.length > 0) yield last;
    }
  }
}
