/**
 * The `fundraising-rules check` command, as a function of its arguments and
 * its streams, so that it can be tested in-process too.
 */
import { readFile } from 'node:fs/promises';
import type { Readable, Writable } from 'node:stream';
import { resolveOptions } from '../facts/options.js';
import type { ValidationOptions } from '../facts/types.js';
import { XML_MAX_LENGTH } from '../formats/limits.js';
import {
  parseListingQuery,
  parseQueryString,
  validateAccount,
  validateEventListingQuery,
  validateLookupQuery,
  validatePage,
  validateSearchQuery,
} from '../index.js';
import { UTF8_NAME, XML_ENCODING } from '../runtime/patterns.js';
import type { ValidationResult } from '../runtime/result.js';
import { type CheckCommand, type Operation, parseCommand, USAGE, UsageError } from './args.js';
import { LineWriter, Progress } from './output.js';
import { jsonLine, type Outcome, Tally, textReport } from './report.js';
import { lines, MAX_INPUT_SIZE, readFailure, type Source, wholeFiles } from './sources.js';

/** The streams the command uses; replaceable in tests. */
export interface Streams {
  readonly stdin: Readable;
  readonly stdout: Writable;
  readonly stderr: NodeJS.WriteStream;
}

type Validator = (input: unknown, options: ValidationOptions) => ValidationResult;

const VALIDATORS: Readonly<Record<Operation, Validator>> = {
  account: validateAccount,
  page: validatePage,
  search: validateSearchQuery,
  listing: validateEventListingQuery,
  lookup: validateLookupQuery,
};

const isQuery = (operation: Operation) => operation === 'search' || operation === 'listing' || operation === 'lookup';

/** How an input's text becomes what the validator takes; throws with the reason when it cannot. */
async function readerFor(command: CheckCommand): Promise<(text: string) => unknown> {
  if (command.xml) {
    // The XML parser is loaded only for XML: a JSON run starts without it.
    const { parseAccountXml, parsePageXml } = await import('../formats/xml.js');
    const parse = command.operation === 'account' ? parseAccountXml : parsePageXml;
    return (text) => parse(utf8Declared(text));
  }
  if (isQuery(command.operation)) {
    // Query parameters: a JSON object, or a URL query string (a listing URL's path names the event).
    const parse = command.operation === 'listing' ? parseListingQuery : parseQueryString;
    return (text) => (text.trimStart().startsWith('{') ? JSON.parse(text) : parse(text));
  }
  return (text) => JSON.parse(text);
}

/**
 * The XML text, once its declaration (if any) names UTF-8: the command reads
 * files as UTF-8, so a document declaring another encoding would be misread.
 */
function utf8Declared(text: string): string {
  if (!text.startsWith('<?xml')) return text;
  const end = text.indexOf('?>');
  const encoding = XML_ENCODING.exec(text.slice(0, end === -1 ? 0 : end))?.[1];
  if (encoding !== undefined && !UTF8_NAME.test(encoding))
    throw new Error(`the document declares the encoding ${encoding}; only UTF-8 is read`);
  return text;
}

async function loadOptions(command: CheckCommand): Promise<ValidationOptions> {
  let options: ValidationOptions = {};
  if (command.context !== undefined) {
    try {
      // Read as the inputs are: strict UTF-8, a byte-order mark dropped.
      const text = new TextDecoder('utf-8', { fatal: true }).decode(await readFile(command.context));
      const { optionsFromContext } = await import('./context.js');
      options = optionsFromContext(JSON.parse(text));
    } catch (error) {
      const read = (error as NodeJS.ErrnoException).code !== undefined;
      throw new UsageError(`--context ${command.context}: ${read ? readFailure(error) : (error as Error).message}`);
    }
  }
  if (command.today !== undefined) options.today = command.today;
  // Each advice entry is loaded only when asked for: the command starts without their tables.
  if (command.advice.includes('postcode'))
    options.postcodeFormat = (await import('../advice/postcode.js')).postcodeFormat;
  if (command.advice.includes('telephone'))
    options.telephoneExists = (await import('../advice/telephone.js')).telephoneExists;
  try {
    resolveOptions(options);
  } catch (error) {
    throw new UsageError((error as Error).message.replace('fundraising-rules: ', ''));
  }
  return options;
}

function check(
  source: Source,
  read: (text: string) => unknown,
  validate: Validator,
  options: ValidationOptions,
  what: string,
): Outcome {
  if ('error' in source) return source;
  let body: unknown;
  try {
    body = read(source.text);
  } catch (error) {
    return { input: source.input, error: `not ${what}: ${(error as Error).message}` };
  }
  return { input: source.input, result: validate(body, options) };
}

async function checkAll(command: CheckCommand, streams: Streams): Promise<number> {
  const options = await loadOptions(command);
  const read = await readerFor(command);
  const validate = VALIDATORS[command.operation];
  const what = command.xml ? 'readable XML' : isQuery(command.operation) ? 'JSON or a query string' : 'JSON';
  const sources = command.ndjson
    ? lines(command.inputs, streams.stdin)
    : wholeFiles(command.inputs, streams.stdin, command.xml ? XML_MAX_LENGTH : MAX_INPUT_SIZE);
  const out = new LineWriter(streams.stdout);
  const progress = new Progress(streams.stderr);
  const tally = new Tally();
  for await (const batch of sources) {
    for (const source of batch) {
      const outcome = check(source, read, validate, options, what);
      tally.add(outcome);
      if ('error' in outcome) streams.stderr.write(`fundraising-rules: ${outcome.input}: ${outcome.error}\n`);
      await out.line(command.format === 'json' ? jsonLine(outcome) : textReport(outcome));
      progress.tick(tally.inputs);
    }
  }
  await out.flush();
  progress.done();
  streams.stderr.write(`${tally.summary()}\n`);
  return tally.exitStatus();
}

/**
 * Runs the command line and returns the exit status.
 * @example process.exitCode = await main(process.argv.slice(2));
 */
export async function main(argv: readonly string[], streams: Streams = process): Promise<number> {
  try {
    const command = parseCommand(argv);
    if (command === 'help') {
      streams.stdout.write(`${USAGE}\n`);
      return 0;
    }
    return await checkAll(command, streams);
  } catch (error) {
    if (error instanceof UsageError) {
      streams.stderr.write(`fundraising-rules: ${error.message}\n\n${USAGE}\n`);
      return 2;
    }
    throw error;
  }
}
