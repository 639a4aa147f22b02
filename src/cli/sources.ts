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

const NEWLINE = 0x0a;
const NOT_UTF8_WORDS = 'cannot be read: not valid UTF-8';
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

/** How many newline bytes there are. */
function newlines(bytes: Buffer): number {
  let count = 0;
  for (let at = bytes.indexOf(NEWLINE); at !== -1; at = bytes.indexOf(NEWLINE, at + 1)) count++;
  return count;
}

/**
 * A run of whole lines of one NDJSON input, their bytes newline-separated
 * (no final newline): `count` lines, the first of them line number `first`
 * of `file`. Its lines are only read (decoded, named) by the one that checks
 * them: on the main thread, or in a worker.
 */
export interface LineBlock {
  readonly file: string;
  readonly first: number;
  readonly count: number;
  readonly bytes: Buffer;
}

/** Inputs named already: a whole file each, or a line or file refused as it was read. */
export interface SourceBlock {
  readonly sources: readonly Source[];
}

/** What a reader gives at a time. */
export type Block = LineBlock | SourceBlock;

/**
 * How many inputs a block holds (a block of lines: its lines, blank ones too).
 * @example blockSize({ sources: [{ input: 'a.json', text: '{}' }] }) // 1
 */
export const blockSize = (block: Block): number => ('sources' in block ? block.sources.length : block.count);

/** A line refused as it was read: the reason. */
export interface Refused {
  readonly error: string;
}

/**
 * The lines of a block, each its text, or why it was refused: longer than
 * `max` bytes, or not UTF-8. The block is decoded in one call; only when
 * that fails (or the block is longer than a line may be) is each line taken
 * alone, so that the faulty ones are known by number and the others still
 * read. A first line keeps its byte-order mark: the caller knows whether it
 * is a file's first.
 * @example blockLines(Buffer.from('{}\n\n[]'), 100) // ['{}', '', '[]']
 */
export function blockLines(bytes: Buffer, max = MAX_INPUT_SIZE): (string | Refused)[] {
  if (bytes.length <= max) {
    const text = decodeLine(bytes);
    if (text !== undefined) return text.split('\n');
  }
  return byteLines(bytes).map((line) => {
    if (line.length > max) return { error: tooLong(max, 'bytes') };
    return decodeLine(line) ?? { error: NOT_UTF8_WORDS };
  });
}

/**
 * Each file's lines, in blocks of a read chunk's whole lines: memory holds
 * one chunk (and one unfinished line) at a time. A line longer than `max`
 * bytes is refused with its number (its bytes are not kept), and the lines
 * after it are still read; a file that cannot be read (or stops being
 * readable) is refused, named by the line it stopped at.
 * @example for await (const block of blocks(['big.ndjson'], process.stdin)) …
 */
export async function* blocks(files: readonly string[], stdin: Readable, max = MAX_INPUT_SIZE): AsyncGenerator<Block> {
  for (const file of files) {
    /** Lines given so far. */
    let number = 0;
    /** The unfinished line: its pieces (none past `max`) and its size. */
    let pieces: Buffer[] = [];
    let size = 0;
    const refused = (): SourceBlock => ({ sources: [{ input: `${file}:${number}`, error: tooLong(max, 'bytes') }] });
    try {
      for await (const chunk of open(file, stdin)) {
        const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer);
        const first = bytes.indexOf(NEWLINE);
        if (first === -1) {
          size += bytes.length;
          if (size <= max && bytes.length > 0) pieces.push(bytes);
          continue;
        }
        const last = bytes.lastIndexOf(NEWLINE);
        let whole: Buffer | undefined;
        if (size === 0) whole = bytes.subarray(0, last);
        else if (size + first > max) {
          number++;
          yield refused();
          whole = first < last ? bytes.subarray(first + 1, last) : undefined;
        } else whole = Buffer.concat([...pieces, bytes.subarray(0, last)]);
        if (whole !== undefined) {
          const count = newlines(whole) + 1;
          yield { file, first: number + 1, count, bytes: whole };
          number += count;
        }
        const rest = bytes.subarray(last + 1);
        pieces = rest.length > 0 && rest.length <= max ? [rest] : [];
        size = rest.length;
      }
    } catch (error) {
      yield { sources: [{ input: number === 0 ? file : `${file}:${number + 1}`, error: readFailure(error) }] };
      continue;
    }
    if (size > 0) {
      number++;
      yield size > max ? refused() : { file, first: number, count: 1, bytes: Buffer.concat(pieces) };
    }
  }
}

/**
 * The text of line `number` of a file as it is checked: a first line drops
 * a byte-order mark.
 * @example lineText('\uFEFF{}', 1) // '{}'
 */
export const lineText = (text: string, number: number): string => (number === 1 ? withoutMark(text) : text);

/**
 * The non-blank lines of each file, one request each, named `file:line`, in
 * batches of a read chunk's lines: memory holds one chunk (and one line) at
 * a time. Blank (white space only) lines are skipped but counted; a
 * byte-order mark at the start of a file is dropped. A line longer than
 * `max` bytes, or whose bytes are not UTF-8, is refused with its number,
 * and the lines after it are still read. (The command reads `blocks`, and
 * names a line only when it has to.)
 * @example for await (const batch of lines(['big.ndjson'], process.stdin)) …
 */
export async function* lines(
  files: readonly string[],
  stdin: Readable,
  max = MAX_INPUT_SIZE,
): AsyncGenerator<Source[]> {
  for await (const block of blocks(files, stdin, max)) {
    if ('sources' in block) {
      yield [...block.sources];
      continue;
    }
    const batch: Source[] = [];
    blockLines(block.bytes, max).forEach((text, index) => {
      const number = block.first + index;
      const input = `${block.file}:${number}`;
      if (typeof text !== 'string') batch.push({ input, error: text.error });
      else if (text.trim() !== '') batch.push({ input, text: lineText(text, number) });
    });
    if (batch.length > 0) yield batch;
  }
}
