/**
 * The worker threads of `check --jobs N`, both sides: the lane the main
 * thread sends blocks to, and the loop a worker runs. A worker is the
 * command's own entry (main.js) started with a setup as its `workerData`; it
 * loads the validators and the run's options once, then checks each block it
 * is sent with the same `Checker` as `--jobs 1`, and answers with the
 * block's records, its lines for standard error and its counts.
 */
import { type MessagePort, Worker } from 'node:worker_threads';
import type { CheckCommand } from './args.js';
import { Checker } from './checker.js';
import type { Lane } from './parallel.js';
import { Tally, type TallyCounts } from './report.js';
import type { Block, LineBlock, SourceBlock } from './sources.js';

const MARKER = 'fundraising-rules check worker';

/** What a worker is started with. */
export interface WorkerSetup {
  readonly marker: typeof MARKER;
  readonly command: CheckCommand;
  /** The `--context` file's text, read once by the main thread. */
  readonly context: string | undefined;
}

/** A worker's answer for a block (a string is copied faster than it is encoded to bytes to hand over). */
export interface Answer {
  readonly out: string;
  readonly err: string;
  readonly counts: TallyCounts;
}

type Reply = Answer | { readonly failure: string };

/**
 * The setup of a run's workers.
 * @example new Worker(entry, { workerData: workerSetup(command, context) })
 */
export const workerSetup = (command: CheckCommand, context: string | undefined): WorkerSetup => ({
  marker: MARKER,
  command,
  context,
});

/**
 * Whether a thread's `workerData` is a check worker's setup (the entry then serves, rather than runs the command).
 * @example if (isWorkerSetup(workerData)) serve(parentPort, workerData);
 */
export const isWorkerSetup = (data: unknown): data is WorkerSetup =>
  typeof data === 'object' && data !== null && (data as { marker?: unknown }).marker === MARKER;

/** The young generation of each worker's heap, in MiB. */
const YOUNG_MIB = 8;

/** The command's entry, which a worker thread runs too: next to this module in both builds. */
const ENTRY = new URL('./main.js', import.meta.url);

/** A block as a message: a block of lines' bytes arrive as a Uint8Array. */
type Wire = SourceBlock | (Omit<LineBlock, 'bytes'> & { readonly bytes: Uint8Array });

/** A block's bytes copied into a buffer of their own, which the message hands over rather than copies. */
function wire(block: Block): { message: Wire; transfer: ArrayBuffer[] } {
  if ('sources' in block) return { message: block, transfer: [] };
  const bytes = new Uint8Array(block.bytes);
  return { message: { ...block, bytes }, transfer: [bytes.buffer] };
}

/** A message as a block again (no copy). */
const unwire = (message: Wire): Block =>
  'sources' in message
    ? message
    : { ...message, bytes: Buffer.from(message.bytes.buffer, message.bytes.byteOffset, message.bytes.byteLength) };

/**
 * A lane to a new worker thread. Its answers come in the order of the
 * blocks sent; a worker that fails (or stops) fails every block waiting.
 * @example const lanes = Array.from({ length: jobs }, () => workerLane(workerSetup(command, context)));
 */
export function workerLane(setup: WorkerSetup): Lane<Block, Answer> {
  // A smaller young generation than V8 gives a thread by default: each worker's garbage is short-lived
  // (a block's lines and results), and 1,000,000 lines then peak at ~190 MiB of RSS with 2 workers
  // rather than ~250 MiB, no slower.
  const worker = new Worker(ENTRY, { workerData: setup, resourceLimits: { maxYoungGenerationSizeMb: YOUNG_MIB } });
  const waiting: { done: (answer: Answer) => void; failed: (error: unknown) => void }[] = [];
  let broken: unknown;
  const fail = (error: unknown) => {
    broken ??= error;
    for (const entry of waiting.splice(0)) entry.failed(broken);
  };
  worker.on('message', (reply: Reply) => {
    const entry = waiting.shift();
    if ('failure' in reply) fail(new Error(`a worker failed: ${reply.failure}`));
    else entry?.done(reply);
  });
  worker.on('error', fail);
  worker.on('exit', (code) => {
    if (waiting.length > 0) fail(new Error(`a worker stopped (exit code ${code}) before it answered`));
  });
  return {
    send(block, done, failed) {
      if (broken !== undefined) {
        failed(broken);
        return;
      }
      waiting.push({ done, failed });
      const { message, transfer } = wire(block);
      worker.postMessage(message, transfer);
    },
    async close() {
      await worker.terminate();
    },
  };
}

/**
 * A worker's loop: checks each block it is sent, in order, and answers.
 * @example serve(parentPort, workerData);
 */
export function serve(port: MessagePort, setup: WorkerSetup): void {
  let checker: Checker | undefined;
  const early: Wire[] = [];
  const answer = (checking: Checker, message: Wire) => {
    let reply: Reply;
    try {
      const tally = new Tally(setup.command.failOn);
      const { out, err } = checking.check(unwire(message), tally);
      reply = { out, err, counts: tally.counts() };
    } catch (error) {
      reply = { failure: (error as Error).stack ?? String(error) };
    }
    port.postMessage(reply);
  };
  port.on('message', (message: Wire) => {
    if (checker === undefined) early.push(message);
    else answer(checker, message);
  });
  Checker.create(setup.command, setup.context).then(
    (created) => {
      checker = created;
      for (const message of early.splice(0)) answer(created, message);
    },
    (error: unknown) => port.postMessage({ failure: (error as Error).stack ?? String(error) } satisfies Reply),
  );
}
