/**
 * Benchmark: validateAccount vs a hand-written validator vs a valibot peer,
 * on three payloads, in one run. `npm run bench` builds first.
 *
 * 1. Proves the hand-written validator equivalent to validateAccount (same
 *    codes and issue code/path pairs on each payload, whole results equal;
 *    then a differential fuzz run in a child process, so that its thousands of
 *    body shapes do not skew the timings); exits 1 if not, before timing.
 * 2. Times each (validator, payload) with tinybench: each sample is a batch of
 *    BATCH calls (one call is ~1-10 µs, too close to the timer's own cost to
 *    time alone), in ROUNDS rounds that each run every task once; a task's
 *    figure is its fastest round (the machine is shared: a slower round
 *    measures the neighbours, not the validator), and the median of the
 *    rounds is shown beside it for stability.
 * 3. Prints ops/s and the ratios validateAccount/hand-written (target <= 2.0)
 *    and valibot/hand-written, per payload.
 *
 * Environment: BENCH_TIME (ms per task per round, default 400),
 * BENCH_ROUNDS (default 5), BENCH_FUZZ_RUNS (default 3000), BENCH_VERBOSE=1
 * (print each round), BENCH_JSON=1 (also print the figures as one JSON line).
 */
import { spawnSync } from 'node:child_process';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { Bench } from 'tinybench';
import { validateAccount } from '../dist/src/index.js';
import { checkPayloads } from './equivalence.mjs';
import { validateAccountByHand } from './hand-written-account.mjs';
import { options, payloads } from './payloads.mjs';
import { validateAccountValibot } from './peer-valibot-account.mjs';

const TARGET = 2.0;
const BATCH = 50;
const TIME = Number(process.env.BENCH_TIME ?? 400);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const FUZZ_RUNS = Number(process.env.BENCH_FUZZ_RUNS ?? 3000);

// 1. Equivalence, before any timing.
try {
  checkPayloads(payloads, options);
} catch (error) {
  console.error('bench: the hand-written validator is NOT equivalent to validateAccount; nothing was timed.\n');
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
const fuzz = spawnSync(process.execPath, [fileURLToPath(new URL('./equivalence.mjs', import.meta.url)), String(FUZZ_RUNS)], {
  stdio: 'inherit',
});
if (fuzz.status !== 0) {
  console.error('bench: the differential check failed; nothing was timed.');
  process.exit(1);
}

// The peer is informative only: report where it agrees (as sets, CONTRACT.md section 3).
const pairSet = (result) => result.issues.map((issue) => `${issue.code}@${JSON.stringify(issue.path)}`).sort();
const peerDiffers = payloads.filter(({ body }) => {
  const engine = validateAccount(body, options);
  const peer = validateAccountValibot(body, options);
  return engine.valid !== peer.valid || JSON.stringify(pairSet(engine)) !== JSON.stringify(pairSet(peer));
});
console.log(
  peerDiffers.length === 0
    ? `valibot peer: the same issue code/path pairs as validateAccount on all ${payloads.length} payloads (compared as sets)`
    : `valibot peer differs from validateAccount on ${peerDiffers.map(({ name }) => `'${name}'`).join(', ')} (informative, not a failure)`,
);

// 2. Timing.
const validators = [
  ['validateAccount', validateAccount],
  ['hand-written', validateAccountByHand],
  ['valibot peer', validateAccountValibot],
];
let sink = 0;
const samples = new Map(); // task name -> ns per call, one per round

for (let round = 0; round < ROUNDS; round++) {
  const bench = new Bench({ time: TIME, warmupTime: 200, warmupIterations: 20, throws: true });
  for (const { name: payloadName, body } of payloads) {
    for (const [validatorName, validate] of validators) {
      bench.add(`${payloadName} | ${validatorName}`, () => {
        for (let i = 0; i < BATCH; i++) sink += validate(body, options).issues.length;
      });
    }
  }
  await bench.run();
  for (const task of bench.tasks) {
    const result = task.result;
    if (result.state !== 'completed') throw new Error(`bench: task '${task.name}' did not complete (${result.state})`);
    const perCallNs = (result.latency.mean * 1e6) / BATCH;
    if (!samples.has(task.name)) samples.set(task.name, []);
    samples.get(task.name).push({ ns: perCallNs, rme: result.latency.rme });
  }
  if (process.env.BENCH_VERBOSE === '1') {
    for (const task of bench.tasks) console.log(`round ${round + 1}  ${task.name}: ${Math.round((1e3 * BATCH) / task.result.latency.mean)} ops/s ± ${task.result.latency.rme.toFixed(1)}%`);
  }
}
if (sink === 0) console.log('(sink)'); // keeps the results alive

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

// 3. Report.
const rows = [];
for (const { name } of payloads) {
  const ns = (validatorName, pick) => pick(samples.get(`${name} | ${validatorName}`).map((sample) => sample.ns));
  const best = (validatorName) => ns(validatorName, (values) => Math.min(...values));
  const middle = (validatorName) => ns(validatorName, median);
  const ratio = best('validateAccount') / best('hand-written');
  rows.push({
    payload: name,
    'validateAccount ops/s': Math.round(1e9 / best('validateAccount')),
    'hand-written ops/s': Math.round(1e9 / best('hand-written')),
    'valibot peer ops/s': Math.round(1e9 / best('valibot peer')),
    'validateAccount / hand': Number(ratio.toFixed(2)),
    [`<= ${TARGET.toFixed(1)}x`]: ratio <= TARGET ? 'yes' : 'NO',
    'valibot / hand': Number((best('valibot peer') / best('hand-written')).toFixed(2)),
    'median-round ratio': Number((middle('validateAccount') / middle('hand-written')).toFixed(2)),
  });
}

const cpus = os.cpus();
console.log(
  `\nnode ${process.version}, ${os.platform()} ${os.arch()}, ${cpus.length} cores (${cpus[0]?.model.trim() ?? 'unknown'}); ` +
    `${ROUNDS} rounds x ${TIME} ms per task, ${BATCH} calls per sample, fastest round per task`,
);
console.log("options: { today: '20261122', countries: ISO 3166-1 alpha-2 array (249), accountExists: () => false, personalUrlTaken: () => false }, one object reused");
console.table(rows);
if (process.env.BENCH_JSON === '1') console.log(JSON.stringify({ node: process.version, cores: cpus.length, rows }));
