/**
 * The `fundraising-rules check` command, as a function of its arguments and
 * its streams, so that it can be tested in-process too.
 */
import type { Readable, Writable } from 'node:stream';
import { XML_MAX_LENGTH } from '../formats/limits.js';
import {
  type CheckCommand,
  HINT,
  parseCommand,
  type RulesCommand,
  type SchemaCommand,
  USAGE,
  UsageError,
} from './args.js';
import { Checker, type Part, readContext } from './checker.js';
import { jobsFor } from './jobs.js';
import { ErrorLines, OutputWriter, Progress } from './output.js';
import { inOrder, limitsFor } from './parallel.js';
import { Tally } from './report.js';
import { type Block, blockSize, blocks, MAX_INPUT_SIZE, wholeFiles } from './sources.js';
import { type Answer, workerLane, workerSetup } from './worker.js';

/** The streams the command uses; replaceable in tests. */
export interface Streams {
  readonly stdin: Readable;
  readonly stdout: Writable;
  readonly stderr: NodeJS.WriteStream;
}

/** The inputs of a run as blocks: NDJSON lines a read chunk at a time, or each file whole. */
async function* blocksOf(command: CheckCommand, stdin: Readable): AsyncGenerator<Block> {
  if (command.ndjson) {
    yield* blocks(command.inputs, stdin);
    return;
  }
  const max = command.xml ? XML_MAX_LENGTH : MAX_INPUT_SIZE;
  for await (const sources of wholeFiles(command.inputs, stdin, max)) yield { sources };
}

/** Where a run's records go: straight to standard output, or (JUnit) to a spool until the counts are known. */
interface Sink {
  add(text: string): Promise<void>;
  /** Writes what is left (JUnit: the start with the counts, the spooled test cases, the end). */
  finish(tally: Tally): Promise<void>;
  /** Lets go of what the sink holds (the spool), whatever happened. */
  close(): void;
}

/** Records written to standard output as they come, in chunks. */
function directSink(out: OutputWriter): Sink {
  return {
    add: async (text) => {
      if (out.add(text)) await out.flush();
    },
    finish: () => out.flush(),
    close: () => undefined,
  };
}

/**
 * JUnit: the declaration at once, then each test case spooled to a
 * temporary file; at the end the suites with their counts, the spooled test
 * cases, a chunk at a time, and the end. Memory holds a chunk, whatever the
 * number of inputs.
 */
async function junitSink(command: CheckCommand, out: OutputWriter): Promise<Sink> {
  const [{ JUNIT_DECLARATION, JUNIT_END, junitCounts, junitStart }, { Spool }] = await Promise.all([
    import('./junit.js'),
    import('./spool.js'),
  ]);
  const spool = Spool.create();
  out.add(JUNIT_DECLARATION);
  await out.flush();
  return {
    add: async (text) => spool.write(text),
    finish: async (tally) => {
      out.add(junitStart(command.operation, junitCounts(tally, command.onlyInvalid)));
      await spool.drain((bytes) => out.bytes(bytes));
      out.add(JUNIT_END);
      await out.flush();
    },
    close: () => spool.remove(),
  };
}

async function checkAll(command: CheckCommand, streams: Streams): Promise<number> {
  const context = await readContext(command);
  const tally = new Tally(command.failOn);
  const out = new OutputWriter(streams.stdout);
  const progress = new Progress(streams.stderr);
  const errors = new ErrorLines(streams.stderr);
  // Every usage error (a context file in error, --strict without the facts...) before any input is read.
  const checker = await Checker.create(command, context);
  const sink = command.format === 'junit' ? await junitSink(command, out) : directSink(out);
  try {
    const take = async (part: Part) => {
      if (part.err !== '') errors.add(part.err);
      await sink.add(part.out);
      progress.tick(tally.inputs);
    };
    const jobs = jobsFor(command);
    const source = blocksOf(command, streams.stdin);
    // A run of one block (one file, one read chunk of lines) is checked on the main thread: no worker
    // is started for it. Otherwise the two blocks read first go to the workers with the rest.
    const [first, second] = jobs === 1 ? [] : [await source.next(), await source.next()];
    if (first === undefined || first.done === true || second?.done === true) {
      if (first?.done === false) await take(checker.check(first.value, tally));
      for await (const block of source) await take(checker.check(block, tally));
    } else {
      const setup = workerSetup(command, context);
      const emit = (answer: Answer) => {
        tally.merge(answer.counts);
        return take(answer);
      };
      const blocks = async function* () {
        yield first.value;
        if (second?.done === false) yield second.value;
        yield* source;
      };
      await inOrder(blocks(), blockSize, () => workerLane(setup), emit, limitsFor(jobs));
    }
    await sink.finish(tally);
  } finally {
    sink.close();
  }
  progress.done();
  errors.done();
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

async function printOpenApi(streams: Streams): Promise<number> {
  const [{ openApiDocument }, { packageVersion }] = await Promise.all([
    import('../sandbox/openapi.js'),
    import('../sandbox/package-version.js'),
  ]);
  streams.stdout.write(`${JSON.stringify(openApiDocument({ version: await packageVersion() }), null, 2)}\n`);
  return 0;
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
      case 'version': {
        const { packageVersion } = await import('../sandbox/package-version.js');
        streams.stdout.write(`${await packageVersion()}\n`);
        return 0;
      }
      case 'rules':
        return await printRules(command, streams);
      case 'schema':
        return await printSchema(command, streams);
      case 'openapi':
        return await printOpenApi(streams);
      case 'check':
        return await checkAll(command, streams);
      case 'serve': {
        const { serve } = await import('./serve.js');
        return await serve(command.argv, streams);
      }
    }
  } catch (error) {
    if (error instanceof UsageError) {
      streams.stderr.write(
        `fundraising-rules: ${error.message.replaceAll('\n', ' ')}\n${error.hint ? `${HINT}\n` : ''}`,
      );
      return 2;
    }
    // The JUnit report's temporary file could not be written or read: the output could not be written.
    if (error instanceof Error && error.name === 'SpoolError') {
      streams.stderr.write(`fundraising-rules: ${error.message}\n`);
      return 4;
    }
    throw error;
  }
}
