/**
 * The `fundraising-rules check` command, as a function of its arguments and
 * its input and output, so that it can be tested in-process too.
 */
import { readFile } from 'node:fs/promises';
import { validateAccount, validatePage } from '../index.js';
import { resolveOptions } from '../facts/options.js';
import type { ValidationOptions } from '../facts/types.js';
import { parseCommand, UsageError, USAGE, type CheckCommand, type Operation } from './args.js';
import { optionsFromContext } from './context.js';
import { jsonLine, Tally, textReport, type Outcome } from './report.js';

/** Where the command reads and writes; replaceable in tests. */
export interface Io {
  readonly stdout: (text: string) => void;
  readonly stderr: (text: string) => void;
  readonly readText: (source: string) => Promise<string>;
}

const processIo: Io = {
  stdout: (text) => process.stdout.write(`${text}\n`),
  stderr: (text) => process.stderr.write(`${text}\n`),
  readText: async (source) => (source === '-' ? readStdin() : readFile(source, 'utf8')),
};

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

async function loadOptions(command: CheckCommand, io: Io): Promise<ValidationOptions> {
  let options: ValidationOptions = {};
  if (command.context !== undefined) {
    let document: unknown;
    try {
      document = JSON.parse(await io.readText(command.context));
    } catch (error) {
      throw new UsageError(`--context ${command.context}: ${(error as Error).message}`);
    }
    try {
      options = optionsFromContext(document);
    } catch (error) {
      throw new UsageError(`--context ${command.context}: ${(error as Error).message}`);
    }
  }
  if (command.today !== undefined) options.today = command.today;
  try {
    resolveOptions(options);
  } catch (error) {
    throw new UsageError((error as Error).message.replace('fundraising-rules: ', ''));
  }
  return options;
}

const VALIDATORS = { account: validateAccount, page: validatePage } as const satisfies Record<Operation, unknown>;

async function checkInput(operation: Operation, source: string, options: ValidationOptions, io: Io): Promise<Outcome> {
  let text: string;
  try {
    text = await io.readText(source);
  } catch (error) {
    return { input: source, error: `cannot be read: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}` };
  }
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch (error) {
    return { input: source, error: `not JSON: ${(error as Error).message}` };
  }
  return { input: source, result: VALIDATORS[operation](body, options) };
}

/**
 * Runs the command line and returns the exit status.
 * @example process.exitCode = await main(process.argv.slice(2));
 */
export async function main(argv: readonly string[], io: Io = processIo): Promise<number> {
  try {
    const command = parseCommand(argv);
    if (command === 'help') {
      io.stdout(USAGE);
      return 0;
    }
    const options = await loadOptions(command, io);
    const tally = new Tally();
    for (const source of command.inputs) {
      const outcome = await checkInput(command.operation, source, options, io);
      tally.add(outcome);
      io.stdout(command.format === 'json' ? jsonLine(outcome) : textReport(outcome));
    }
    io.stderr(tally.summary());
    return tally.exitStatus();
  } catch (error) {
    if (error instanceof UsageError) {
      io.stderr(`fundraising-rules: ${error.message}\n\n${USAGE}`);
      return 2;
    }
    throw error;
  }
}
