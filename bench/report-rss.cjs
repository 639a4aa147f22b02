/**
 * Preload (`node -r ./bench/report-rss.cjs script ...`) that prints, when the
 * process exits, one line to standard error:
 *   [report-rss] {"maxRSS":<KiB>,"userCPU":<µs>,"systemCPU":<µs>}
 * maxRSS is the peak resident set size of the whole process (getrusage), so
 * bench/ndjson-throughput.mjs can compare peak memory of the CLI and of the
 * minimal script, and CPU time (less noisy than wall time on a shared machine).
 */
'use strict';

process.on('exit', () => {
  const usage = process.resourceUsage();
  const line = JSON.stringify({ maxRSS: usage.maxRSS, userCPU: usage.userCPUTime, systemCPU: usage.systemCPUTime });
  try {
    require('node:fs').writeSync(2, `[report-rss] ${line}\n`);
  } catch {
    // standard error closed: nothing to report to
  }
});
