import { parseArgs } from 'node:util';
import { parseYmd } from '../runtime/calendar.js';
import { OPTION_IN_MESSAGE } from '../runtime/patterns.js';

/** The operations whose requests can be checked. */
export const OPERATIONS = ['account', 'page', 'search', 'listing', 'lookup'] as const;
/** An operation whose requests can be checked. */
export type Operation = (typeof OPERATIONS)[number];

/** The operations with a request body, and so a JSON Schema (contract section 9.7). */
export const BODIES = ['account', 'page'] as const;
/** An operation with a request body. */
export type Body = (typeof BODIES)[number];

/** The advice the command can add (contract section 9.8): each from its own entry. */
export const ADVICE = ['postcode', 'telephone'] as const;
/** Advice the command can add. */
export type Advice = (typeof ADVICE)[number];

/** What else than an invalid input makes `check` exit 1 (`--fail-on`). */
export const FAIL_ON = ['warning', 'unchecked'] as const;
/** A reason `--fail-on` names. */
export type FailOn = (typeof FAIL_ON)[number];

/** What `fundraising-rules check` was asked to do. */
export interface CheckCommand {
  readonly command: 'check';
  readonly operation: Operation;
  readonly inputs: readonly string[];
  readonly xml: boolean;
  readonly ndjson: boolean;
  readonly today: string | undefined;
  readonly context: string | undefined;
  readonly format: 'text' | 'json' | 'junit';
  /** The advice entries to run, each once. */
  readonly advice: readonly Advice[];
  /** Print only the inputs that do not pass (text and json). */
  readonly onlyInvalid: boolean;
  /** What else fails an input, each once. */
  readonly failOn: readonly FailOn[];
  /** Each issue with its rule row and the values of the fields it reads. */
  readonly explain: boolean;
  /**
   * How many threads check inputs at once (`--jobs`); 1 checks them on the
   * main thread; `undefined`, what measures fastest (`defaultJobs`).
   */
  readonly jobs: number | undefined;
  /** The top-level field of a body whose value each record carries as its `id` (`--id-field`). */
  readonly idField: string | undefined;
  /** Refuse to run when the context lacks a fact the operation's rules need (`--strict`). */
  readonly strict: boolean;
}

/** What `fundraising-rules rules` was asked to print. */
export interface RulesCommand {
  readonly command: 'rules';
  /** The operations whose rows to print, in the catalogue's order. */
  readonly operations: readonly Operation[];
  readonly format: 'text' | 'json' | 'markdown';
}

/** What `fundraising-rules schema` was asked to print. */
export interface SchemaCommand {
  readonly command: 'schema';
  readonly body: Body;
}

/** `fundraising-rules openapi`: the OpenAPI description of the sandbox's operations. */
export interface OpenApiCommand {
  readonly command: 'openapi';
}

/** `fundraising-rules serve ...`: its options, read by the serve command itself. */
export interface ServeCommand {
  readonly command: 'serve';
  readonly argv: readonly string[];
}

/** A command line, read. */
export type Command =
  | CheckCommand
  | ServeCommand
  | RulesCommand
  | SchemaCommand
  | OpenApiCommand
  | { readonly command: 'help' }
  | { readonly command: 'version' };

/**
 * A command line that cannot be run: exit status 2 with one line and, unless
 * `hint` is false (a configuration the line says all of), a hint to `--help`.
 * @example throw new UsageError("unknown operation 'acount'");
 */
export class UsageError extends Error {
  constructor(
    message: string,
    readonly hint = true,
  ) {
    super(message);
  }
}

/** The line after a usage error. */
export const HINT = "Try 'fundraising-rules --help' for the usage.";

/** The most jobs that may be asked for. */
export const MAX_JOBS = 64;

/** The usage text `--help` prints. */
export const USAGE = `Usage: fundraising-rules check OPERATION [FILE ...|-] [options]
       fundraising-rules rules [OPERATION] [--format text|json|markdown]
       fundraising-rules schema account|page
       fundraising-rules openapi
       fundraising-rules serve [--port N] [--host H] [--data DIR] [--database URL]
                               [--seed FILE] [--api-key KEY]... [--base-url URL]
                               [--token-lifetime SECONDS] [--today YYYYMMDD]
       fundraising-rules --help | --version

Checks requests to the fundraising service against every rule of its
description, before they are sent.

Commands:
  check               check requests (the options below)
  rules               the rule catalogue: every row of the operation's table
                      (all five without one) with its code, parameter, path,
                      severity, message, the quoted sentence of the service
                      description and its condition in words; --format json
                      prints one JSON array, markdown the tables of
                      docs/rules.md, text (default) is for people
  schema              the JSON Schema (draft 2020-12) of a request body, as
                      fundraising-rules/json-schema exports it
  openapi             the OpenAPI 3.1 description of the sandbox's operations
                      (JSON), its server http://127.0.0.1:8080; a running
                      sandbox serves it at /openapi.json with its own URL
  serve               the sandbox: the whole service, stateful, on PGlite (or
                      --database postgres://...); prints 'listening on URL'
                      first, serves until SIGINT/SIGTERM (docs/sandbox.md)

Operations:
  account             create-account request bodies
  page                create-page request bodies
  search              fundraiser search query parameters
  listing             event listing ('Event fundraisers 2') query parameters
  lookup              activity and country lookup query parameters

Arguments:
  FILE ...            files to check; '-' or none reads standard input. A body
                      is JSON; query parameters are a JSON object or a URL
                      query string (surname=Smith&api_key=KEY, or a whole URL)

Options of check:
  --xml               bodies are the service's XML (root fundraiserAccount or
                      fundraiserpage); account and page only
  --ndjson            each line of each input is one request (JSON Lines);
                      read and checked as a stream, in constant memory; blank
                      lines are skipped but counted
  --today YYYYMMDD    the date ages and "in the future" are judged on
                      (default: today in Europe/London)
  --context FILE      a JSON file of facts: today, countries, ukCountryCodes,
                      activities, charities, events, maxIssues, existingAccounts
                      ([{ emailAddress, dateOfBirth }]), takenPersonalUrls,
                      takenTeamUrls; --today wins over its today
  --format text|json|junit
                      text for people (default); json prints one JSON document
                      per input, one per line (JSON Lines), in input order:
                      { "input": SOURCE, ...result }, or { "input": SOURCE,
                      "error": REASON } for an input that could not be read or
                      parsed (SOURCE is the file as given, '-' for standard
                      input, FILE:LINE for an --ndjson line); junit prints one
                      JUnit XML report, one test case per input (spooled to a
                      temporary file, so memory does not grow with the input)
  --only-invalid      print only the inputs that do not pass (text, json and
                      junit: a valid input gets no test case); the summary
                      still counts every input
  --id-field NAME     each record also carries the body's top-level field NAME
                      (a string, number or boolean, as text) as its id: json
                      an "id" key, junit an id attribute, text shown after the
                      source; a body without it has no id
  --strict            exit 2, before any input is checked, when --context lacks
                      a fact the operation's rules need (account: countries,
                      charities, existingAccounts, takenPersonalUrls; page:
                      activities, charities, events, takenTeamUrls)
  --fail-on warning|unchecked
                      exit 1 also when an input has a warning, or a rule that
                      could not be checked for want of a --context fact
                      (repeatable)
  --explain           under each issue, its rule: its code and path, the quoted
                      sentence, its condition in words, and the values of the
                      fields it reads (text and json)
  --advice postcode|telephone
                      add the warnings of an advice entry: postcode, a
                      non-UK postcode its country's format rejects;
                      telephone, a number that cannot exist in the account's
                      country (repeatable)
  --jobs N            check --ndjson lines, or many files, in N worker
                      threads; the output, summary and exit status are those
                      of --jobs 1, which checks on the main thread (the
                      default, the fastest measured on 2 cores; with more
                      cores, --ndjson files of 64 MiB or more get one worker
                      per core but one, at most 4)

  -h, --help          this text
  --version           the version number

A summary (inputs, valid, invalid, unreadable, inputs with rules left
unchecked, count per code) goes to standard error, after the first 10
inputs that could not be read (and a count of the others), and a progress
line too when a long run writes to a terminal.

Exit status:
  0    every input checked and valid
  1    some input invalid (or failing --fail-on)
  2    usage or configuration error (an unknown flag, a bad --context file,
       --strict without the facts): nothing was checked
  3    some input could not be read or parsed; the others were checked
  4    the output could not be written
  141  standard output was closed before the run ended (| head)
  Where several apply: 141, then 4, then 3, then 1.`;

const parseCommandLine = (argv: readonly string[]) =>
  parseArgs({
    args: [...argv],
    allowPositionals: true,
    strict: true,
    options: {
      xml: { type: 'boolean' },
      ndjson: { type: 'boolean' },
      today: { type: 'string' },
      context: { type: 'string' },
      format: { type: 'string' },
      advice: { type: 'string', multiple: true },
      'only-invalid': { type: 'boolean' },
      'fail-on': { type: 'string', multiple: true },
      explain: { type: 'boolean' },
      jobs: { type: 'string' },
      'id-field': { type: 'string' },
      strict: { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
      version: { type: 'boolean' },
    },
  });

type Values = ReturnType<typeof parseCommandLine>['values'];

/** A parser's complaint about the command line, in one line of the package's words. */
function parserProblem(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const option = OPTION_IN_MESSAGE.exec(message)?.[1];
  const code = (error as NodeJS.ErrnoException).code;
  if (option !== undefined && code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION') return `unknown option '${option}'`;
  if (option !== undefined && code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE')
    return message.includes('does not take an argument') ? `${option} takes no value` : `${option} needs a value`;
  const line = message.split('\n')[0] ?? message;
  return line.endsWith('.') ? line.slice(0, -1) : line;
}

const quoted = (values: readonly string[]): string =>
  values.length <= 2 ? values.join(' or ') : `${values.slice(0, -1).join(', ')} or ${values.at(-1)}`;

/** The options given that `command` does not take: a usage error. */
function refuseOthers(values: Values, command: string, takes: readonly (keyof Values)[]): void {
  for (const [name, value] of Object.entries(values)) {
    if (value === undefined || takes.includes(name as keyof Values)) continue;
    const of = [
      'xml',
      'ndjson',
      'today',
      'context',
      'advice',
      'only-invalid',
      'fail-on',
      'explain',
      'jobs',
      'id-field',
      'strict',
    ].includes(name)
      ? 'check'
      : 'check and rules';
    throw new UsageError(`--${name} is an option of ${of}, not of ${command}`);
  }
}

/** A value of an option that must be one of `allowed`. */
function oneOf<T extends string>(option: string, value: string, allowed: readonly T[]): T {
  if (!(allowed as readonly string[]).includes(value))
    throw new UsageError(`${option} must be ${quoted(allowed)}, not '${value}'`);
  return value as T;
}

/** Each value once, in the order first given, every one of them allowed. */
function each<T extends string>(option: string, values: readonly string[] | undefined, allowed: readonly T[]): T[] {
  return [...new Set((values ?? []).map((value) => oneOf(option, value, allowed)))];
}

/** `--jobs N`: a whole number from 1 to MAX_JOBS; `undefined` without the flag (the default is the run's to decide). */
function jobsOf(value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  // Written as a whole number is (no sign, point, exponent, space or leading zero).
  const jobs = Number(value);
  if (!(Number.isInteger(jobs) && String(jobs) === value && jobs >= 1 && jobs <= MAX_JOBS))
    throw new UsageError(`--jobs must be a whole number from 1 to ${MAX_JOBS}, such as 2, not '${value}'`);
  return jobs;
}

/** `--id-field NAME`: a field name, not empty. */
function idFieldOf(value: string | undefined): string | undefined {
  if (value === '') throw new UsageError('--id-field needs a field name, such as requestId');
  return value;
}

function checkCommand(values: Values, positionals: readonly string[]): CheckCommand {
  const [operation, ...inputs] = positionals;
  if (operation === undefined) throw new UsageError(`missing operation: ${quoted(OPERATIONS)}`);
  if (!OPERATIONS.includes(operation as Operation)) throw new UsageError(`unknown operation '${operation}'`);
  const format = oneOf('--format', values.format ?? 'text', ['text', 'json', 'junit'] as const);
  if (values.xml && values.ndjson) throw new UsageError('--xml and --ndjson cannot be used together');
  if (values.xml && !BODIES.includes(operation as Body)) throw new UsageError('--xml is for account and page only');
  if (values.today !== undefined && parseYmd(values.today) === undefined)
    throw new UsageError(
      `--today must be a real calendar date written YYYYMMDD, such as 20261122, not '${values.today}'`,
    );
  return {
    command: 'check',
    operation: operation as Operation,
    inputs: inputs.length === 0 ? ['-'] : inputs,
    xml: values.xml === true,
    ndjson: values.ndjson === true,
    today: values.today,
    context: values.context,
    format,
    advice: each('--advice', values.advice, ADVICE),
    onlyInvalid: values['only-invalid'] === true,
    failOn: each('--fail-on', values['fail-on'], FAIL_ON),
    explain: values.explain === true,
    jobs: jobsOf(values.jobs),
    idField: idFieldOf(values['id-field']),
    strict: values.strict === true,
  };
}

function rulesCommand(values: Values, positionals: readonly string[]): RulesCommand {
  refuseOthers(values, 'rules', ['format']);
  const [operation, extra] = positionals;
  if (extra !== undefined) throw new UsageError(`unexpected argument '${extra}': rules takes one operation at most`);
  if (operation !== undefined && !OPERATIONS.includes(operation as Operation))
    throw new UsageError(`unknown operation '${operation}'`);
  return {
    command: 'rules',
    operations: operation === undefined ? OPERATIONS : [operation as Operation],
    format: oneOf('--format', values.format ?? 'text', ['text', 'json', 'markdown'] as const),
  };
}

function openApiCommand(values: Values, positionals: readonly string[]): OpenApiCommand {
  refuseOthers(values, 'openapi', []);
  const [extra] = positionals;
  if (extra !== undefined) throw new UsageError(`unexpected argument '${extra}': openapi takes none`);
  return { command: 'openapi' };
}

function schemaCommand(values: Values, positionals: readonly string[]): SchemaCommand {
  refuseOthers(values, 'schema', []);
  const [body, extra] = positionals;
  if (body === undefined) throw new UsageError('missing operation: account or page');
  if (!BODIES.includes(body as Body))
    throw new UsageError(
      OPERATIONS.includes(body as Operation)
        ? `${body} has query parameters, not a body: schema is for account and page`
        : `unknown operation '${body}'`,
    );
  if (extra !== undefined) throw new UsageError(`unexpected argument '${extra}'`);
  return { command: 'schema', body: body as Body };
}

/**
 * Reads the command line (without the node and script paths).
 * @example parseCommand(['check', 'account', 'a.json', '--format', 'json']) // { command: 'check', format: 'json', ... }
 */
export function parseCommand(argv: readonly string[]): Command {
  // serve has options of its own, read by its module.
  if (argv[0] === 'serve') return { command: 'serve', argv: argv.slice(1) };
  let parsed: ReturnType<typeof parseCommandLine>;
  try {
    parsed = parseCommandLine(argv);
  } catch (error) {
    throw new UsageError(parserProblem(error));
  }
  const { values, positionals } = parsed;
  if (values.help === true) return { command: 'help' };
  if (values.version === true) return { command: 'version' };
  const [command, ...rest] = positionals;
  if (command === 'check') return checkCommand(values, rest);
  if (command === 'rules') return rulesCommand(values, rest);
  if (command === 'schema') return schemaCommand(values, rest);
  if (command === 'openapi') return openApiCommand(values, rest);
  throw new UsageError(
    command === undefined ? 'missing command: check, rules, schema, openapi or serve' : `unknown command '${command}'`,
  );
}
