import { createReadStream } from 'node:fs';
import type { Readable } from 'node:stream';

/** One request to check: where it came from, and its text (or why it could not be read). */
export type Source =
  | { readonly input: string; readonly text: string }
  | { readonly input: string; readonly error: string };

const open = (file: string, stdin: Readable): Readable => (file === '-' ? stdin : createReadStream(file));

const reason = (error: unknown): string =>
  `cannot be read: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`;

const withoutMark = (text: string): string => (text.startsWith('\uFEFF') ? text.slice(1) : text);

/**
 * Each file (or standard input for '-') as one request, in batches of one.
 * A UTF-8 byte-order mark is dropped.
 * @example for await (const batch of wholeFiles(['a.json'], process.stdin)) …
 */
export async function* wholeFiles(files: readonly string[], stdin: Readable): AsyncGenerator<Source[]> {
  for (const file of files) {
    try {
      const chunks: string[] = [];
      const stream = open(file, stdin).setEncoding('utf8');
      for await (const chunk of stream) chunks.push(chunk as string);
      yield [{ input: file, text: withoutMark(chunks.join('')) }];
    } catch (error) {
      yield [{ input: file, error: reason(error) }];
    }
  }
}

/**
 * The non-blank lines of each file, one request each, named `file:line`, in
 * batches of a read chunk's lines: memory holds one chunk at a time. Blank
 * (white space only) lines are skipped but counted; a byte-order mark at the
 * start of a file is dropped.
 * @example for await (const batch of lines(['big.ndjson'], process.stdin)) …
 */
export async function* lines(files: readonly string[], stdin: Readable): AsyncGenerator<Source[]> {
  for (const file of files) {
    let number = 0;
    let rest = '';
    let first = true;
    try {
      for await (const chunk of open(file, stdin).setEncoding('utf8')) {
        const text = rest + (first ? withoutMark(chunk as string) : (chunk as string));
        first = false;
        const batch: Source[] = [];
        let start = 0;
        for (let end = text.indexOf('\n'); end !== -1; end = text.indexOf('\n', start)) {
          number++;
          const line = text.slice(start, end);
          start = end + 1;
          if (line.trim() !== '') batch.push({ input: `${file}:${number}`, text: line });
        }
        rest = text.slice(start);
        if (batch.length > 0) yield batch;
      }
    } catch (error) {
      yield [{ input: number === 0 ? file : `${file}:${number + 1}`, error: reason(error) }];
      continue;
    }
    if (rest.trim() !== '') yield [{ input: `${file}:${number + 1}`, text: rest }];
  }
}
