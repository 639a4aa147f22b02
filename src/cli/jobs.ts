/**
 * How many jobs `check` runs without `--jobs`: what measured fastest
 * (`npm run bench:ndjson`, bench/README.md). On 2 cores the worker threads
 * share the cores with the main thread, which reads, orders and writes, and
 * two jobs were 0.95-1.32x one on 1,000,000 NDJSON lines and slower on
 * 100,000-200,000 (and on 20,000 small files), with 40-50% more memory: one
 * job. With more cores, an NDJSON run of files large enough to repay the
 * workers' start-up gets a worker per core but the main thread's, at most
 * four; any other run, one.
 */
import { statSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import type { CheckCommand } from './args.js';

/** The size of NDJSON input from which workers repay their start-up (about 200,000 lines of the bench). */
export const LARGE_INPUT_BYTES = 64 * 1024 * 1024;
/** The most workers by default, however many cores there are. */
export const MAX_DEFAULT_JOBS = 4;

/** The bytes of the inputs that are regular files (standard input and others count nothing). */
function knownSize(inputs: readonly string[]): number {
  let bytes = 0;
  for (const input of inputs) {
    if (input === '-') continue;
    try {
      const stats = statSync(input);
      if (stats.isFile()) bytes += stats.size;
    } catch {
      // unreadable: the run says so when it gets there
    }
  }
  return bytes;
}

/**
 * The jobs of a run: `--jobs` when given, else one, unless there are more
 * than two cores and the NDJSON files add up to LARGE_INPUT_BYTES or more.
 * @example jobsFor({ ...command, jobs: undefined }, 2) // 1
 */
export function jobsFor(
  command: Pick<CheckCommand, 'jobs' | 'ndjson' | 'inputs'>,
  cores = availableParallelism(),
): number {
  if (command.jobs !== undefined) return command.jobs;
  if (!command.ndjson || cores <= 2) return 1;
  return knownSize(command.inputs) >= LARGE_INPUT_BYTES ? Math.min(MAX_DEFAULT_JOBS, cores - 1) : 1;
}
