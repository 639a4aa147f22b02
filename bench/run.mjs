/**
 * Benchmark: validateAccount and validatePage, each vs a hand-written
 * validator vs a valibot peer, on three payloads each, in one run (the six
 * payloads' tasks interleave in every round). `npm run bench` builds first.
 *
 * 1. Proves each hand-written validator equivalent to its engine validator
 *    (same codes and issue code/path pairs on each payload, whole results
 *    equal; then a differential fuzz run per validator in a child process, so
 *    that its thousands of body shapes do not skew the timings); exits 1 if
 *    not, before timing.
 * 2. Times each (validator, payload) with tinybench: each sample is a batch of
 *    BATCH calls (one call is ~1-10 µs, too close to the timer's own cost to
 *    time alone), in ROUNDS rounds that each run every task once; a task's
 *    figure is its fastest round (the machine is shared: a slower round
 *    measures the neighbours, not the validator), and the median of the
 *    rounds is shown beside it for stability.
 * 3. Prints two tables, accounts then pages: ops/s and the ratios
 *    engine/hand-written (target <= 2.0) and valibot/hand-written, per payload.
 *
 * Environment: BENCH_TIME (ms per task per round, default 300),
 * BENCH_ROUNDS (default 5), BENCH_FUZZ_RUNS (default 3000), BENCH_VERBOSE=1
 * (print each round), BENCH_JSON=1 (also print the figures as one JSON line).
 */
import { spawnSync } from 'node:child_process';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { Bench } from 'tinybench';
import { validateAccount, validatePage } from '../dist/src/index.js';
import { checkPayloads } from './equivalence.mjs';
import { checkPagePayloads } from './equivalence-page.mjs';
import { validateAccountByHand } from './hand-written-account.mjs';
import { validatePageByHand } from './hand-written-page.mjs';
import { pageOptions, pagePayloads } from './page-payloads.mjs';
import { options, payloads } from './payloads.mjs';
import { validateAccountValibot } from './peer-valibot-account.mjs';
import { validatePageValibot } from './peer-valibot-page.mjs';

const TARGET = 2.0;
const BATCH = 50;
const TIME = Number(process.env.BENCH_TIME ?? 300);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const FUZZ_RUNS = Number(process.env.BENCH_FUZZ_RUNS ?? 3000);

/** The two benchmarks: the engine validator, its yardstick and its peer, on their payloads with their options. */
const suites = [
  {
    label: 'account',
    engineName: 'validateAccount',
    engine: validateAccount,
    hand: validateAccountByHand,
    peer: validateAccountValibot,
    payloads,
    options,
    checkPayloads,
    fuzzScript: './equivalence.mjs',
    optionsText:
      "{ today: '20261122', countries: ISO 3166-1 alpha-2 array (249), accountExists: () => false, personalUrlTaken: () => false }",
  },
  {
    label: 'page',
    engineName: 'validatePage',
    engine: validatePage,
    hand: validatePageByHand,
    peer: validatePageValibot,
    payloads: pagePayloads,
    options: pageOptions,
    checkPayloads: checkPagePayloads,
    fuzzScript: './equivalence-page.mjs',
    optionsText:
      "{ today: '20261122', activities: 39 codes, charities: 40 IDs, events: record of 4 events, teamUrlTaken: () => false }",
  },
];

// 1. Equivalence, before any timing.
for (const suite of suites) {
  try {
    suite.checkPayloads(suite.payloads, suite.options);
  } catch (error) {
    console.error(
      `bench: the hand-written ${suite.label} validator is NOT equivalent to ${suite.engineName}; nothing was timed.\n`,
    );
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
for (const suite of suites) {
  const fuzz = spawnSync(
    process.execPath,
    [fileURLToPath(new URL(suite.fuzzScript, import.meta.url)), String(FUZZ_RUNS)],
    {
      stdio: 'inherit',
    },
  );
  if (fuzz.status !== 0) {
    console.error(`bench: the ${suite.label} differential check failed; nothing was timed.`);
    process.exit(1);
  }
}

// The peers are informative only: report where they agree (as sets, contract section 3).
const pairSet = (result) => result.issues.map((issue) => `${issue.code}@${JSON.stringify(issue.path)}`).sort();
for (const { engineName, engine, peer, payloads: bodies, options: given } of suites) {
  const peerDiffers = bodies.filter(({ body }) => {
    const expected = engine(body, given);
    const found = peer(body, given);
    return expected.valid !== found.valid || JSON.stringify(pairSet(expected)) !== JSON.stringify(pairSet(found));
  });
  console.log(
    peerDiffers.length === 0
      ? `valibot peer: the same issue code/path pairs as ${engineName} on all ${bodies.length} payloads (compared as sets)`
      : `valibot peer differs from ${engineName} on ${peerDiffers.map(({ name }) => `'${name}'`).join(', ')} (informative, not a failure)`,
  );
}

// 2. Timing: every (suite, payload, validator) task once per round. The first
// round warms each task for 200 ms; later rounds only briefly, as the code is hot.
let sink = 0;
const samples = new Map(); // task name -> ns per call, one per round
const taskName = (suite, payloadName, validatorName) => `${suite.label}: ${payloadName} | ${validatorName}`;

for (let round = 0; round < ROUNDS; round++) {
  const bench = new Bench({ time: TIME, warmupTime: round === 0 ? 200 : 50, warmupIterations: 20, throws: true });
  for (const suite of suites) {
    const validators = [
      [suite.engineName, suite.engine],
      ['hand-written', suite.hand],
      ['valibot peer', suite.peer],
    ];
    for (const { name: payloadName, body } of suite.payloads) {
      for (const [validatorName, validate] of validators) {
        const given = suite.options;
        bench.add(taskName(suite, payloadName, validatorName), () => {
          for (let i = 0; i < BATCH; i++) sink += validate(body, given).issues.length;
        });
      }
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
    for (const task of bench.tasks)
      console.log(
        `round ${round + 1}  ${task.name}: ${Math.round((1e3 * BATCH) / task.result.latency.mean)} ops/s ± ${task.result.latency.rme.toFixed(1)}%`,
      );
  }
}
if (sink === 0) console.log('(sink)'); // keeps the results alive

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

// 3. Report: one table per suite.
const tables = {};
for (const suite of suites) {
  const { engineName } = suite;
  const rows = [];
  for (const { name } of suite.payloads) {
    const ns = (validatorName, pick) =>
      pick(samples.get(taskName(suite, name, validatorName)).map((sample) => sample.ns));
    const best = (validatorName) => ns(validatorName, (values) => Math.min(...values));
    const middle = (validatorName) => ns(validatorName, median);
    const ratio = best(engineName) / best('hand-written');
    rows.push({
      payload: name,
      [`${engineName} ops/s`]: Math.round(1e9 / best(engineName)),
      'hand-written ops/s': Math.round(1e9 / best('hand-written')),
      'valibot peer ops/s': Math.round(1e9 / best('valibot peer')),
      [`${engineName} / hand`]: Number(ratio.toFixed(2)),
      [`<= ${TARGET.toFixed(1)}x`]: ratio <= TARGET ? 'yes' : 'NO',
      'valibot / hand': Number((best('valibot peer') / best('hand-written')).toFixed(2)),
      'median-round ratio': Number((middle(engineName) / middle('hand-written')).toFixed(2)),
    });
  }
  tables[suite.label] = rows;
}

const cpus = os.cpus();
console.log(
  `\nnode ${process.version}, ${os.platform()} ${os.arch()}, ${cpus.length} cores (${cpus[0]?.model.trim() ?? 'unknown'}); ` +
    `${ROUNDS} rounds x ${TIME} ms per task, ${BATCH} calls per sample, fastest round per task; load average ` +
    `${os
      .loadavg()
      .map((load) => load.toFixed(2))
      .join(' ')}`,
);
for (const suite of suites) {
  console.log(`\n${suite.engineName}; options: ${suite.optionsText}, one object reused`);
  console.table(tables[suite.label]);
}
if (process.env.BENCH_JSON === '1')
  console.log(JSON.stringify({ node: process.version, cores: cpus.length, ...tables }));
