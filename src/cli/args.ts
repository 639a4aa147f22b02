import { parseArgs } from 'node:util';

/** The operations whose requests can be checked. */
export const OPERATIONS = ['account', 'page', 'search', 'listing', 'lookup'] as const;
/** An operation whose requests can be checked. */
export type Operation = (typeof OPERATIONS)[number];

/** The advice the command can add (contract section 9.8): each from its own entry. */
export const ADVICE = ['postcode', 'telephone'] as const;
/** Advice the command can add. */
export type Advice = (typeof ADVICE)[number];

/** What `fundraising-rules check` was asked to do. */
export interface CheckCommand {
  readonly operation: Operation;
  readonly inputs: readonly string[];
  readonly xml: boolean;
  readonly ndjson: boolean;
  readonly today: string | undefined;
  readonly context: string | undefined;
  readonly format: 'text' | 'json';
  /** The advice entries to run, each once. */
  readonly advice: readonly Advice[];
}

/** A command line that cannot be run: exit status 2 with the usage text. */
export class UsageError extends Error {}

/** The usage text `--help` prints. */
export const USAGE = `Usage: fundraising-rules check OPERATION [FILE ...|-] [options]

Checks requests to the fundraising service against every rule of its
description, before they are sent.

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

Options:
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
  --format text|json  text for people (default); json prints one result per
                      input, one per line (JSON Lines), in input order
  --advice postcode|telephone
                      add the warnings of an advice entry: postcode, a
                      non-UK postcode its country's format rejects;
                      telephone, a number that cannot exist in the account's
                      country (repeatable)
  -h, --help          this text

A summary (inputs, valid, invalid, count per code) goes to standard error,
and a progress line too when a long run writes to a terminal.

Exit status: 0 all inputs valid, 1 some input invalid, 2 usage error or an
input that could not be read or parsed (2 wins over 1).`;

const parseCheckArgs = (argv: readonly string[]) =>
  parseArgs({
    args: [...argv],
    allowPositionals: true,
    strict: true,
    options: {
      xml: { type: 'boolean', default: false },
      ndjson: { type: 'boolean', default: false },
      today: { type: 'string' },
      context: { type: 'string' },
      format: { type: 'string', default: 'text' },
      advice: { type: 'string', multiple: true, default: [] },
      help: { type: 'boolean', short: 'h' },
    },
  });

/**
 * Reads the command line (without the node and script paths).
 * @example parseCommand(['check', 'account', 'a.json', '--format', 'json']).format // 'json'
 */
export function parseCommand(argv: readonly string[]): CheckCommand | 'help' {
  let parsed: ReturnType<typeof parseCheckArgs>;
  try {
    parsed = parseCheckArgs(argv);
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  const { values, positionals } = parsed;
  if (values.help === true) return 'help';
  const [command, operation, ...inputs] = positionals;
  if (command !== 'check')
    throw new UsageError(command === undefined ? 'missing command: check' : `unknown command '${command}'`);
  if (!OPERATIONS.includes(operation as Operation)) {
    throw new UsageError(
      operation === undefined ? `missing operation: ${OPERATIONS.join(', ')}` : `unknown operation '${operation}'`,
    );
  }
  const format = values.format;
  if (format !== 'text' && format !== 'json') throw new UsageError(`--format must be text or json, not '${format}'`);
  if (values.xml && values.ndjson) throw new UsageError('--xml and --ndjson cannot be used together');
  for (const advice of values.advice)
    if (!ADVICE.includes(advice as Advice))
      throw new UsageError(`--advice must be ${ADVICE.join(' or ')}, not '${advice}'`);
  if (values.xml && operation !== 'account' && operation !== 'page')
    throw new UsageError('--xml is for account and page bodies only');
  return {
    operation: operation as Operation,
    inputs: inputs.length === 0 ? ['-'] : inputs,
    xml: values.xml === true,
    ndjson: values.ndjson === true,
    today: values.today,
    context: values.context,
    format,
    advice: [...new Set(values.advice as Advice[])],
  };
}
