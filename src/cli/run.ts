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
import type { Issue, ValidationResult } from '../runtime/result.js';
import {
  type CheckCommand,
  HINT,
  type Operation,
  parseCommand,
  type RulesCommand,
  type SchemaCommand,
  USAGE,
  UsageError,
} from './args.js';
import { LineWriter, Progress } from './output.js';
import { type Explanation, jsonLine, type Outcome, Tally, textReport, verdictOf } from './report.js';
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
    const problem = (words: string) => new UsageError(`--context ${command.context}: ${words}`);
    let text: string;
    try {
      // Read as the inputs are: strict UTF-8, a byte-order mark dropped.
      text = new TextDecoder('utf-8', { fatal: true }).decode(await readFile(command.context));
    } catch (error) {
      throw problem(readFailure(error));
    }
    let document: unknown;
    try {
      document = JSON.parse(text);
    } catch (error) {
      throw problem(`not JSON: ${(error as Error).message}`);
    }
    const { optionsFromContext } = await import('./context.js');
    try {
      options = optionsFromContext(document);
    } catch (error) {
      throw problem((error as Error).message);
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
  keepBody: boolean,
): Outcome {
  if ('error' in source) return source;
  let body: unknown;
  try {
    body = read(source.text);
  } catch (error) {
    return { input: source.input, error: `not ${what}: ${(error as Error).message}` };
  }
  const result = validate(body, options);
  return keepBody ? { input: source.input, result, body } : { input: source.input, result };
}

/** Each issue's explanation (`--explain`), or none; the explainer is loaded only when asked for. */
async function explanationsFor(
  command: CheckCommand,
): Promise<((outcome: Outcome) => ((issue: Issue) => Explanation | undefined) | undefined) | undefined> {
  if (!command.explain) return undefined;
  const [{ explainer }, { CATALOGUE }] = await Promise.all([import('./explain.js'), import('./rules.js')]);
  const explain = explainer(CATALOGUE[command.operation].rules);
  return (outcome) => ('result' in outcome ? (issue) => explain(issue, outcome.body) : undefined);
}

async function checkAll(command: CheckCommand, streams: Streams): Promise<number> {
  const options = await loadOptions(command);
  const read = await readerFor(command);
  const explanations = await explanationsFor(command);
  const junit =
    command.format === 'junit'
      ? new (await import('./junit.js')).JunitReport(command.operation, command.failOn)
      : undefined;
  const validate = VALIDATORS[command.operation];
  const what = command.xml ? 'readable XML' : isQuery(command.operation) ? 'JSON or a query string' : 'JSON';
  const sources = command.ndjson
    ? lines(command.inputs, streams.stdin)
    : wholeFiles(command.inputs, streams.stdin, command.xml ? XML_MAX_LENGTH : MAX_INPUT_SIZE);
  const out = new LineWriter(streams.stdout);
  const progress = new Progress(streams.stderr);
  const tally = new Tally(command.failOn);
  for await (const batch of sources) {
    for (const source of batch) {
      const outcome = check(source, read, validate, options, what, explanations !== undefined);
      const verdict = verdictOf(outcome, command.failOn);
      tally.add(outcome, verdict);
      if ('error' in outcome) streams.stderr.write(`fundraising-rules: ${outcome.input}: ${outcome.error}\n`);
      const explain = explanations?.(outcome);
      if (junit !== undefined) junit.add(outcome, verdict, explain);
      else if (!command.onlyInvalid || verdict !== 'passed')
        await out.line(
          command.format === 'json'
            ? jsonLine(outcome, explain)
            : textReport(outcome, verdict, command.failOn, explain),
        );
      progress.tick(tally.inputs);
    }
  }
  if (junit !== undefined) await out.line(junit.xml());
  await out.flush();
  progress.done();
  streams.stderr.write(`${tally.summary()}\n`);
  return tally.exitStatus();
}

async function printRules(command: RulesCommand, streams: Streams): Promise<number> {
  const { catalogueText } = await import('./rules.js');
  streams.stdout.write(`${catalogueText(command)}\n`);
  return 0;
}

async function printSchema(command: SchemaCommand, streams: Streams): Promise<number> {
  const { accountJsonSchema, pageJsonSchema } = await import('../json-schema.js');
  const schema = command.body === 'account' ? accountJsonSchema : pageJsonSchema;
  streams.stdout.write(`${JSON.stringify(schema, null, 2)}\n`);
  return 0;
}

/** The package's version: from the package.json of the nearest folder up that is this package. */
async function version(): Promise<string> {
  for (let folder = new URL('.', import.meta.url); ; folder = new URL('..', folder)) {
    try {
      const manifest = JSON.parse(await readFile(new URL('package.json', folder), 'utf8')) as {
        name?: unknown;
        version?: unknown;
      };
      if (manifest.name === 'fundraising-rules' && typeof manifest.version === 'string') return manifest.version;
    } catch {
      // no package.json here: one folder up
    }
    if (new URL('..', folder).href === folder.href) return 'unknown';
  }
}

/**
 * Runs the command line and returns the exit status.
 * @example process.exitCode = await main(process.argv.slice(2));
 */
export async function main(argv: readonly string[], streams: Streams = process): Promise<number> {
  try {
    const command = parseCommand(argv);
    switch (command.command) {
      case 'help':
        streams.stdout.write(`${USAGE}\n`);
        return 0;
      case 'version':
        streams.stdout.write(`${await version()}\n`);
        return 0;
      case 'rules':
        return await printRules(command, streams);
      case 'schema':
        return await printSchema(command, streams);
      case 'check':
        return await checkAll(command, streams);
    }
  } catch (error) {
    if (error instanceof UsageError) {
      streams.stderr.write(`fundraising-rules: ${error.message.replaceAll('\n', ' ')}\n${HINT}\n`);
      return 2;
    }
    throw error;
  }
}
