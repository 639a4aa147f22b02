import { createReadStream } from 'node:fs';
import type { Readable } from 'node:stream';

/** One request to check: where it came from, and its text (or why it could not be read). */
export type Source = { readonly input: string; readonly text: string } | { readonly input: string; readonly error: string };

const open = (file: string, stdin: Readable): Readable => (file === '-' ? stdin : createReadStream(file));

const reason = (error: unknown): string => `cannot be read: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`;

/**
 * Each file (or standard input for '-') as one request.
 * @example for await (const source of wholeFiles(['a.json'], process.stdin)) …
 */
export async function* wholeFiles(files: readonly string[], stdin: Readable): AsyncGenerator<Source> {
  for (const file of files) {
    try {
      const chunks: string[] = [];
      const stream = open(file, stdin).setEncoding('utf8');
      for await (const chunk of stream) chunks.push(chunk as string);
      yield { input: file, text: chunks.join('') };
    } catch (error) {
      yield { input: file, error: reason(error) };
    }
  }
}

/**
 * Each non-blank line of each file as one request, named `file:line`,
 * streamed: memory holds one chunk and one line at a time. Blank (white
 * space only) lines are skipped but counted.
 * @example for await (const source of lines(['big.ndjson'], process.stdin)) …
 */
export async function* lines(files: readonly string[], stdin: Readable): AsyncGenerator<Source> {
  for (const file of files) {
    let number = 0;
    let rest = '';
    try {
      for await (const chunk of open(file, stdin).setEncoding('utf8')) {
        const text = rest + (chunk as string);
        let start = 0;
        for (let end = text.indexOf('\n'); end !== -1; end = text.indexOf('\n', start)) {
          number++;
          const line = text.slice(start, end);
          start = end + 1;
          if (line.trim() !== '') yield { input: `${file}:${number}`, text: line };
        }
        rest = text.slice(start);
      }
    } catch (error) {
      yield { input: number === 0 ? file : `${file}:${number + 1}`, error: reason(error) };
      continue;
    }
    if (rest.trim() !== '') yield { input: `${file}:${number + 1}`, text: rest };
  }
}
