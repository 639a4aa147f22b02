import { parseArgs } from 'node:util';

/** The operations whose request bodies can be checked. */
export const OPERATIONS = ['account', 'page'] as const;
/** An operation whose request bodies can be checked. */
export type Operation = (typeof OPERATIONS)[number];

/** What `fundraising-rules check` was asked to do. */
export interface CheckCommand {
  readonly operation: Operation;
  readonly inputs: readonly string[];
  readonly today: string | undefined;
  readonly context: string | undefined;
  readonly format: 'text' | 'json';
}

/** A command line that cannot be run: exit status 2 with the usage text. */
export class UsageError extends Error {}

/** The usage text `--help` prints. */
export const USAGE = `Usage: fundraising-rules check account|page [FILE ...|-] [options]

Checks create-account or create-page request bodies (JSON) against every rule
of the fundraising service, before they are sent.

Arguments:
  account|page        the operation whose request bodies are checked
  FILE ...            files to check; '-' or none reads standard input

Options:
  --today YYYYMMDD    the date ages and "in the future" are judged on
                      (default: today in Europe/London)
  --context FILE      a JSON file of facts: today, countries, ukCountryCodes,
                      activities, charities, events, maxIssues, existingAccounts
                      ([{ emailAddress, dateOfBirth }]), takenPersonalUrls,
                      takenTeamUrls; --today wins over its today
  --format text|json  text for people (default); json prints one result per
                      input, one per line (JSON Lines)
  -h, --help          this text

Exit status: 0 all inputs valid, 1 some input invalid, 2 usage error or an
input that could not be read or parsed (2 wins over 1).`;

/**
 * Reads the command line (without the node and script paths).
 * @example parseCommand(['check', 'account', 'a.json', '--format', 'json']).format // 'json'
 */
export function parseCommand(argv: readonly string[]): CheckCommand | 'help' {
  let parsed;
  try {
    parsed = parseArgs({
      args: [...argv],
      allowPositionals: true,
      strict: true,
      options: {
        today: { type: 'string' },
        context: { type: 'string' },
        format: { type: 'string', default: 'text' },
        help: { type: 'boolean', short: 'h' },
      },
    });
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  const { values, positionals } = parsed;
  if (values.help === true) return 'help';
  const [command, operation, ...inputs] = positionals;
  if (command !== 'check') throw new UsageError(command === undefined ? 'missing command: check' : `unknown command '${command}'`);
  if (!OPERATIONS.includes(operation as Operation)) {
    throw new UsageError(operation === undefined ? 'missing operation: account or page' : `unknown operation '${operation}'`);
  }
  const format = values.format;
  if (format !== 'text' && format !== 'json') throw new UsageError(`--format must be text or json, not '${format}'`);
  return {
    operation: operation as Operation,
    inputs: inputs.length === 0 ? ['-'] : inputs,
    today: values.today,
    context: values.context,
    format,
  };
}
