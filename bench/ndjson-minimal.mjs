/**
 * The yardstick for `fundraising-rules check account --ndjson FILE --format json`:
 * the least a script must do for the same job with the package, so that the
 * command line's ratio to it measures the command line's own overhead.
 *
 * - streams FILE: a utf8 read stream, each chunk appended to the unfinished
 *   line, split with indexOf('\n'); blank (white space only) lines skipped but
 *   counted;
 * - JSON.parse each line (an unparseable line gives the CLI's
 *   `{ input: "FILE:N", error }` record);
 * - checks it with the package's own `validateAccount` (the built Node entry,
 *   dist/node/index.js, the code the CLI runs), with the options the CLI
 *   builds from `--today 20261122`;
 * - writes `JSON.stringify({ input, ...result })` per line (contract section
 *   8: `{ "input": "<file>:<line>", ...result }`), one per line, to standard
 *   output, in chunks of about 64 KiB, waiting for 'drain' when the stream is
 *   full: constant memory.
 *
 * Unlike the CLI it has no tally or summary per code, no progress, no strict
 * UTF-8 or line-length checks, and no generic validator or XML/query paths.
 *
 *   node bench/ndjson-minimal.mjs FILE [TODAY=20261122] > results.ndjson
 */
import { createReadStream } from 'node:fs';
import { validateAccount } from 'fundraising-rules';

const file = process.argv[2];
if (file === undefined) {
  process.stderr.write('usage: node bench/ndjson-minimal.mjs FILE [TODAY]\n');
  process.exit(2);
}
const options = { today: process.argv[3] ?? '20261122' };
const CHUNK = 64 * 1024;

let out = [];
let size = 0;
let number = 0;
let rest = '';
let valid = 0;
let invalid = 0;
let unreadable = 0;

const drain = () => new Promise((resolve) => process.stdout.once('drain', resolve));

function checkLine(line) {
  const input = `${file}:${number}`;
  let body;
  try {
    body = JSON.parse(line);
  } catch (error) {
    unreadable++;
    return JSON.stringify({ input, error: `not JSON: ${error instanceof Error ? error.message : String(error)}` });
  }
  const result = validateAccount(body, options);
  if (result.valid) valid++;
  else invalid++;
  return JSON.stringify({ input, ...result });
}

function push(text) {
  out.push(text);
  size += text.length + 1;
}

async function flush() {
  if (out.length === 0) return;
  const chunk = `${out.join('\n')}\n`;
  out = [];
  size = 0;
  if (!process.stdout.write(chunk)) await drain();
}

for await (const chunk of createReadStream(file).setEncoding('utf8')) {
  const text = rest + chunk;
  let start = 0;
  for (let end = text.indexOf('\n'); end !== -1; end = text.indexOf('\n', start)) {
    number++;
    const line = text.slice(start, end);
    start = end + 1;
    if (line.trim() !== '') push(checkLine(line));
    if (size >= CHUNK) await flush();
  }
  rest = text.slice(start);
}
if (rest.trim() !== '') {
  number++;
  push(checkLine(rest));
}
await flush();
process.stderr.write(
  `${valid + invalid + unreadable} inputs: ${valid} valid, ${invalid} invalid, ${unreadable} unreadable\n`,
);
process.exitCode = unreadable > 0 ? 2 : invalid > 0 ? 1 : 0;
