#!/usr/bin/env node
/**
 * The `fundraising-rules` command: pre-flight checks of request bodies.
 * @example fundraising-rules check account examples/account-valid.json
 */
import { isMainThread, parentPort, workerData } from 'node:worker_threads';
import { main } from './run.js';
import { isWorkerSetup, serve } from './worker.js';

/**
 * A stream the command writes to failed. A reader that stops early (`| head`,
 * EPIPE on standard output) is not an error of ours: the run ends with the
 * status it had. Any other failure (a full disk, a closed terminal) ends it
 * with one line on standard error, when that still works, and status 2.
 */
function onWriteError(stream: 'standard output' | 'standard error') {
  return (error: NodeJS.ErrnoException) => {
    if (stream === 'standard output' && error.code === 'EPIPE') process.exit(process.exitCode ?? 0);
    if (stream === 'standard output') {
      try {
        process.stderr.write(`fundraising-rules: cannot write to standard output: ${error.code ?? error.message}\n`);
      } catch {
        // standard error is gone too: the status says it
      }
    }
    process.exit(2);
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
