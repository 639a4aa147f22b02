/**
 * `check --jobs N`: blocks of inputs checked by up to N lanes (worker
 * threads) at once, their results written in input order as they complete,
 * with bounded queues: the reader is asked for the next block only while
 * fewer than a limit of lines (and of blocks) are in flight, read but not
 * yet written. A slow reader of the output therefore slows the reading of
 * the input, and memory stays flat however long the input.
 */

/** Where blocks are checked: a worker thread, or (in tests) anything that answers in the order it was asked. */
export interface Lane<B, R> {
  /** Asks for a block to be checked; `done` is called with its result, or `failed` with why it could not be. */
  send(block: B, done: (result: R) => void, failed: (error: unknown) => void): void;
  /** Ends the lane (every block it was sent has been answered, or the run has failed). */
  close(): Promise<void>;
}

/** How far the run may go ahead of its output. */
export interface Limits {
  /** The most lanes; a lane is opened only when every open one is busy. */
  readonly lanes: number;
  /** The reader is asked for another block only while fewer lines than this are in flight. */
  readonly lines: number;
  /** ... and fewer blocks than this. */
  readonly blocks: number;
}

/** What a run saw: the most lines and blocks in flight at once, and the lanes it opened. */
export interface Flow {
  maxLines: number;
  maxBlocks: number;
  lanes: number;
}

/**
 * Limits for `jobs` worker threads: each worker has a block to check and the
 * next ones waiting (so none waits for the reader), and the results of
 * blocks that completed before an earlier one wait to be written.
 * @example limitsFor(2) // { lanes: 2, lines: 32768, blocks: 8 }
 */
export const limitsFor = (jobs: number): Limits => ({ lanes: jobs, lines: 16_384 * jobs, blocks: 4 * jobs });

/**
 * Checks the blocks of `source` in up to `limits.lanes` lanes and gives each
 * result to `emit` in the source's order, awaiting it (a full output
 * stream). At most `limits.lines` lines (plus the last block read) and
 * `limits.blocks` blocks are in flight; a block larger than the limit is
 * read when nothing else is in flight. Every lane is closed at the end,
 * whether the run succeeded or failed (the first failure is thrown).
 * @example await inOrder(blocks(files, stdin), blockSize, () => workerLane(setup), write, limitsFor(2))
 */
export async function inOrder<B, R>(
  source: AsyncIterable<B>,
  size: (block: B) => number,
  open: () => Lane<B, R>,
  emit: (result: R) => void | Promise<void>,
  limits: Limits,
): Promise<Flow> {
  const reader = source[Symbol.asyncIterator]();
  const lanes: { lane: Lane<B, R>; busy: number }[] = [];
  /** Results that came before the one to write next, by sequence number. */
  const ready = new Map<number, R>();
  /** The size of each block in flight, by sequence number. */
  const sizes = new Map<number, number>();
  const flow: Flow = { maxLines: 0, maxBlocks: 0, lanes: 0 };
  let sent = 0;
  let written = 0;
  let lines = 0;
  let exhausted = false;
  let failure: { error: unknown } | undefined;
  let wake: (() => void) | undefined;
  const rouse = () => {
    const resume = wake;
    wake = undefined;
    resume?.();
  };

  const dispatch = (block: B) => {
    const sequence = sent++;
    const count = size(block);
    sizes.set(sequence, count);
    lines += count;
    flow.maxLines = Math.max(flow.maxLines, lines);
    flow.maxBlocks = Math.max(flow.maxBlocks, sent - written);
    // The least busy lane; a new one while every open lane is busy and there may be more.
    let least = lanes[0];
    for (const entry of lanes) if (least === undefined || entry.busy < least.busy) least = entry;
    if (least === undefined || (least.busy > 0 && lanes.length < limits.lanes)) {
      least = { lane: open(), busy: 0 };
      lanes.push(least);
      flow.lanes = lanes.length;
    }
    const entry = least;
    entry.busy++;
    entry.lane.send(
      block,
      (result) => {
        entry.busy--;
        ready.set(sequence, result);
        rouse();
      },
      (error) => {
        failure ??= { error };
        rouse();
      },
    );
  };

  try {
    for (;;) {
      if (failure !== undefined) throw failure.error;
      // Write every result that is next in order.
      const next = ready.get(written);
      if (next !== undefined || ready.has(written)) {
        ready.delete(written);
        lines -= sizes.get(written) ?? 0;
        sizes.delete(written);
        written++;
        await emit(next as R);
        continue;
      }
      const inFlight = sent - written;
      if (!exhausted && (inFlight === 0 || (lines < limits.lines && inFlight < limits.blocks))) {
        const read = await reader.next();
        if (read.done === true) exhausted = true;
        else dispatch(read.value);
        continue;
      }
      if (exhausted && inFlight === 0) break;
      await new Promise<void>((resolve) => {
        wake = resolve;
      });
    }
  } catch (error) {
    // Stop reading: a file being read is closed. The first failure is the one to tell.
    await reader.return?.().catch(() => undefined);
    throw error;
  } finally {
    await Promise.all(lanes.map(({ lane }) => lane.close()));
  }
  return flow;
}
