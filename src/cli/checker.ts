/**
 * What `check` does with the inputs a reader gives, a block at a time: read
 * each input, validate it, judge it, count it and write its record. The same
 * code runs on the main thread (`--jobs 1`) and in each worker, so every
 * number of jobs prints the same bytes.
 */
import { readFile } from 'node:fs/promises';
import { resolveOptions } from '../facts/options.js';
import type { ValidationOptions } from '../facts/types.js';
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
import { isRecord } from '../runtime/values.js';
import { type CheckCommand, type Operation, UsageError } from './args.js';
import { type Explanation, jsonLine, type Outcome, type Tally, textReport, type Verdict, verdictOf } from './report.js';
import { type Block, blockLines, lineText, type Refused, readFailure, type Source } from './sources.js';

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

const contextProblem = (command: CheckCommand, words: string) =>
  new UsageError(`--context ${command.context}: ${words}`);

/**
 * The text of the `--context` file (read once, by the main thread: the
 * workers are given the text), or `undefined` without one.
 * @example const context = await readContext(command);
 */
export async function readContext(command: CheckCommand): Promise<string | undefined> {
  if (command.context === undefined) return undefined;
  try {
    // Read as the inputs are: strict UTF-8, a byte-order mark dropped.
    return new TextDecoder('utf-8', { fatal: true }).decode(await readFile(command.context));
  } catch (error) {
    throw contextProblem(command, readFailure(error));
  }
}

/** The facts each operation's rules need (contract 10.4): the `--context` key, and the option it becomes. */
const NEEDED: Readonly<Record<Operation, readonly (readonly [key: string, option: keyof ValidationOptions])[]>> = {
  account: [
    ['countries', 'countries'],
    ['charities', 'charities'],
    ['existingAccounts', 'accountExists'],
    ['takenPersonalUrls', 'personalUrlTaken'],
  ],
  page: [
    ['activities', 'activities'],
    ['charities', 'charities'],
    ['events', 'events'],
    ['takenTeamUrls', 'teamUrlTaken'],
  ],
  search: [],
  listing: [],
  lookup: [],
};

const and = (words: readonly string[]): string =>
  words.length <= 1 ? words.join('') : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;

/**
 * `--strict`: the one line that names the `--context` keys the operation's
 * rules need and the options lack, or `undefined` when none is missing.
 * @example strictProblem('account', { countries: ['GB'] }, 'ctx.json') // '--strict: ... lacks charities, existingAccounts and takenPersonalUrls ...'
 */
export function strictProblem(
  operation: Operation,
  options: ValidationOptions,
  context: string | undefined,
): string | undefined {
  const needed = NEEDED[operation];
  const missing = needed.filter(([, option]) => options[option] === undefined).map(([key]) => key);
  if (missing.length === 0) return undefined;
  const all = and(needed.map(([key]) => key));
  return context === undefined
    ? `--strict: no --context file, and the ${operation} rules need the facts ${all}`
    : `--strict: --context ${context} lacks ${and(missing)}, which the ${operation} rules need (they need ${all})`;
}

/**
 * The validator options of a run: the context's facts, `--today`, the advice asked for.
 * @example const options = await loadOptions(command, await readContext(command));
 */
export async function loadOptions(command: CheckCommand, context: string | undefined): Promise<ValidationOptions> {
  let options: ValidationOptions = {};
  if (context !== undefined) {
    let document: unknown;
    try {
      document = JSON.parse(context);
    } catch (error) {
      throw contextProblem(command, `not JSON: ${(error as Error).message}`);
    }
    const { optionsFromContext } = await import('./context.js');
    try {
      options = optionsFromContext(document);
    } catch (error) {
      throw contextProblem(command, (error as Error).message);
    }
  }
  if (command.today !== undefined) options.today = command.today;
  // Each advice entry is loaded only when asked for: the command starts without their tables.
  try {
    if (command.advice.includes('postcode'))
      options.postcodeFormat = (await import('../advice/postcode.js')).postcodeFormat;
    if (command.advice.includes('telephone'))
      options.telephoneExists = (await import('../advice/telephone.js')).telephoneExists;
  } catch (error) {
    // Its library, an optional peer dependency, is not installed: one line naming it.
    const { name, entry, packageName } = (error ?? {}) as { name?: unknown; entry?: unknown; packageName?: unknown };
    if (name !== 'MissingPeerError') throw error;
    const advice = String(entry).replace('fundraising-rules/', '');
    throw new UsageError(
      `--advice ${advice} needs the package ${packageName}: install it with npm install ${packageName}`,
      false,
    );
  }
  try {
    resolveOptions(options);
  } catch (error) {
    throw new UsageError((error as Error).message.replace('fundraising-rules: ', ''));
  }
  // --strict: one line, no usage hint; before any input is read.
  const problem = command.strict ? strictProblem(command.operation, options, command.context) : undefined;
  if (problem !== undefined) throw new UsageError(problem, false);
  return options;
}

type Explainer = (outcome: Outcome) => ((issue: Issue) => Explanation | undefined) | undefined;

/** Each issue's explanation (`--explain`), or none; the explainer is loaded only when asked for. */
async function explanationsFor(command: CheckCommand): Promise<Explainer | undefined> {
  if (!command.explain) return undefined;
  const [{ explainer }, { CATALOGUE }] = await Promise.all([import('./explain.js'), import('./rules.js')]);
  const explain = explainer(CATALOGUE[command.operation].rules);
  return (outcome) => ('result' in outcome ? (issue) => explain(issue, outcome.body) : undefined);
}

type TestCase = typeof import('./junit.js').testCase;

/** What checking a block gives: its records (each ending with a newline) and its lines for standard error. */
export interface Part {
  out: string;
  err: string;
}

const LEFT_BRACE = 0x7b;

/**
 * `{"input":"FILE:`, the start of every JSON record of a file's lines, the
 * file name escaped once: `JSON.stringify` escapes each character alone, so
 * this and the line number, a quote and the result's own keys are the bytes
 * of `JSON.stringify({ input: 'FILE:N', ...result })`.
 */
const recordStart = (file: string): string => `{"input":${JSON.stringify(file).slice(0, -1)}:`;

/**
 * The body's id under `--id-field`: the value of its top-level field `name`
 * as text (a string as it is, a number or boolean written out), or
 * `undefined` when the body is not an object, has no such field, or its
 * value is null, an object or an array.
 * @example idOf({ requestId: 17 }, 'requestId') // '17'
 */
export function idOf(body: unknown, name: string): string | undefined {
  if (!isRecord(body) || !Object.hasOwn(body, name)) return undefined;
  const value = body[name];
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return undefined;
}

/** How many of its first non-blank lines a text that is not one JSON value is read for a hint. */
const HINT_LINES = 2;

/**
 * Whether a text's first two non-blank lines are each a JSON value: a file
 * of one request per line (some of its later lines may be broken) checked
 * without `--ndjson`. Only those lines are read.
 * @example linesAreJson('{"a":1}\n{"b":2}\n') // true
 */
export function linesAreJson(text: string): boolean {
  let found = 0;
  let start = 0;
  while (found < HINT_LINES && start < text.length) {
    const newline = text.indexOf('\n', start);
    const end = newline === -1 ? text.length : newline;
    const line = text.slice(start, end);
    start = end + 1;
    if (line.trim() === '') continue;
    try {
      JSON.parse(line);
    } catch {
      return false;
    }
    found++;
  }
  return found === HINT_LINES;
}

/**
 * Checks blocks of inputs for one run.
 * @example const checker = await Checker.create(command, await readContext(command)); // then one block at a time
 */
export class Checker {
  private readonly onlyInvalid: boolean;
  private readonly failOn: CheckCommand['failOn'];
  /** JSON records of results, nothing explained: the NDJSON path that makes no Outcome per line. */
  private readonly plainJson: boolean;
  private file = '';
  private start = '';

  private constructor(
    private readonly command: CheckCommand,
    private readonly options: ValidationOptions,
    private readonly read: (text: string) => unknown,
    private readonly validate: Validator,
    private readonly what: string,
    private readonly explanations: Explainer | undefined,
    private readonly testCase: TestCase | undefined,
  ) {
    this.onlyInvalid = command.onlyInvalid;
    this.failOn = command.failOn;
    this.plainJson = command.format === 'json' && explanations === undefined;
  }

  /**
   * A checker for a run: its options (from the context's text, read once by
   * the main thread), reader, validator and formats, each loaded once.
   */
  static async create(command: CheckCommand, context: string | undefined): Promise<Checker> {
    const [options, read, explanations, junit] = await Promise.all([
      loadOptions(command, context),
      readerFor(command),
      explanationsFor(command),
      command.format === 'junit' ? import('./junit.js') : undefined,
    ]);
    const what = command.xml ? 'readable XML' : isQuery(command.operation) ? 'JSON or a query string' : 'JSON';
    return new Checker(command, options, read, VALIDATORS[command.operation], what, explanations, junit?.testCase);
  }

  /** Checks a block: its counts go to `tally`, its records and messages are returned, in input order. */
  check(block: Block, tally: Tally): Part {
    const part: Part = { out: '', err: '' };
    if ('sources' in block) {
      for (const source of block.sources) this.record(this.outcome(source), tally, part);
      return part;
    }
    const { file, first } = block;
    const { idField } = this.command;
    const texts = blockLines(block.bytes);
    for (let index = 0; index < texts.length; index++) {
      const number = first + index;
      let text = texts[index] as string | Refused;
      if (typeof text !== 'string') {
        this.record({ input: `${file}:${number}`, error: text.error }, tally, part);
        continue;
      }
      // A line that starts an object is not blank: the usual line costs no trim.
      if (text.charCodeAt(0) !== LEFT_BRACE) {
        if (text.trim() === '') continue;
        text = lineText(text, number);
      }
      if (!this.plainJson) {
        this.record(this.outcome({ input: `${file}:${number}`, text }), tally, part);
        continue;
      }
      let body: unknown;
      try {
        body = this.read(text);
      } catch (error) {
        this.record({ input: `${file}:${number}`, error: this.unreadable(error) }, tally, part);
        continue;
      }
      const result = this.validate(body, this.options);
      const verdict: Verdict =
        this.failOn.length === 0
          ? result.valid
            ? 'passed'
            : 'invalid'
          : verdictOf({ input: '', result }, this.failOn);
      tally.addResult(result, verdict);
      if (this.onlyInvalid && verdict === 'passed') continue;
      const json = JSON.stringify(result);
      if (file !== this.file) {
        this.file = file;
        this.start = recordStart(file);
      }
      const id = idField === undefined ? undefined : idOf(body, idField);
      if (json.length <= 2) part.out += `${jsonLine(this.withId({ input: `${file}:${number}`, result }, id))}\n`;
      else if (id === undefined) part.out += `${this.start}${number}",${json.slice(1)}\n`;
      else part.out += `${this.start}${number}","id":${JSON.stringify(id)},${json.slice(1)}\n`;
    }
    return part;
  }

  /**
   * Why an input could not be read; a whole file that is not one JSON value
   * but whose lines are gets a hint to `--ndjson`.
   */
  private unreadable(error: unknown, text?: string): string {
    const words = `not ${this.what}: ${(error as Error).message}`;
    if (text === undefined || this.command.ndjson || this.command.xml || !(error instanceof SyntaxError)) return words;
    return linesAreJson(text) ? `${words}; its lines are JSON each: use --ndjson to check one request per line` : words;
  }

  /** An outcome with its id, when it has one. */
  private withId(
    outcome: { readonly input: string; readonly result: ValidationResult; readonly body?: unknown },
    id: string | undefined,
  ): Outcome {
    return id === undefined ? outcome : { ...outcome, id };
  }

  /** An input's outcome: its result (with the body, when explained), or why it could not be checked. */
  private outcome(source: Source): Outcome {
    if ('error' in source) return source;
    let body: unknown;
    try {
      body = this.read(source.text);
    } catch (error) {
      return { input: source.input, error: this.unreadable(error, source.text) };
    }
    const result = this.validate(body, this.options);
    const id = this.command.idField === undefined ? undefined : idOf(body, this.command.idField);
    return this.withId(
      this.explanations === undefined ? { input: source.input, result } : { input: source.input, result, body },
      id,
    );
  }

  /** Counts an outcome and writes its record (and, unreadable, its line for standard error). */
  private record(outcome: Outcome, tally: Tally, part: Part): void {
    const verdict = verdictOf(outcome, this.failOn);
    tally.add(outcome, verdict);
    if ('error' in outcome) part.err += `fundraising-rules: ${outcome.input}: ${outcome.error}\n`;
    // --only-invalid: a valid input gets no record in any format (an unreadable one keeps its own).
    if (this.onlyInvalid && verdict === 'passed') return;
    const explain = this.explanations?.(outcome);
    if (this.testCase !== undefined)
      part.out += `${this.testCase(this.command.operation, this.failOn, outcome, verdict, explain)}\n`;
    else
      part.out += `${
        this.command.format === 'json' ? jsonLine(outcome, explain) : textReport(outcome, verdict, this.failOn, explain)
      }\n`;
  }
}
