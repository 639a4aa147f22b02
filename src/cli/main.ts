#!/usr/bin/env node
/**
 * The `fundraising-rules` command: pre-flight checks of request bodies.
 * @example fundraising-rules check account examples/account-valid.json
 */
import { isMainThread, parentPort, workerData } from 'node:worker_threads';
import { main } from './run.js';
import { isWorkerSetup, serve } from './worker.js';

/** The exit status of a run whose standard output was closed before it ended, as a tool killed by SIGPIPE. */
const CLOSED = 141;
/** The exit status of a run whose output could not be written (a full disk, a closed terminal). */
const NOT_WRITTEN = 4;

/**
 * A stream the command writes to failed. A reader that stops early (`| head`:
 * EPIPE) ends the run at once with status 141, as a Unix tool killed by
 * SIGPIPE: nothing more is read or checked. Any other failure ends it with
 * one line on standard error, when that still works, and status 4.
 */
function onWriteError(stream: 'standard output' | 'standard error') {
  return (error: NodeJS.ErrnoException) => {
    const closed = error.code === 'EPIPE';
    if (stream === 'standard output') {
      try {
        process.stderr.write(
          closed
            ? `fundraising-rules: standard output was closed before the run ended: stopped (exit status ${CLOSED})\n`
            : `fundraising-rules: cannot write to standard output: ${error.code ?? error.message}\n`,
        );
      } catch {
        // standard error is gone too: the status says it
      }
    }
    process.exit(closed ? CLOSED : NOT_WRITTEN);
  };
}

if (!isMainThread && parentPort !== null && isWorkerSetup(workerData)) {
  // A worker thread of `check --jobs N`: it checks the blocks the command sends it.
  serve(parentPort, workerData);
} else {
  process.stdout.on('error', onWriteError('standard output'));
  process.stderr.on('error', onWriteError('standard error'));
  process.exitCode = await main(process.argv.slice(2));
}
