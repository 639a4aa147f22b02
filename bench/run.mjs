/**
 * Benchmark: validateAccount and validatePage, each against a hand-written
 * validator of the same contract (the yardstick) and two schema-library
 * peers (valibot, zod), on three payloads each; then validateAccount with a
 * fresh options object on every call against the same call with one object
 * reused. All tasks interleave in every round. `npm run bench` builds first.
 *
 * 1. Proves each hand-written validator equivalent to its engine validator
 *    (same codes, issue code/path pairs and whole results on each payload;
 *    then the differential checks of equivalence.mjs and
 *    equivalence-page.mjs, each in a child process, so that their thousands
 *    of body shapes do not skew the timings), and each peer too (the same
 *    verdict, codes and issues, messages aside, on each payload and on a
 *    generated corpus: equivalence-peers.mjs, in a child process); exits 1
 *    if any disagrees, before timing: no ratio is printed against a
 *    validator of another contract. Checks that each payload's valid/faulty
 *    mark is what the package says.
 * 2. Times each (validator, payload) with tinybench: each sample is a batch of
 *    BATCH calls (one call is ~0.2-10 µs, too close to the timer's own cost to
 *    time alone), in ROUNDS rounds that each run every task once; a task's
 *    figure is its fastest round (the machine is shared: a slower round
 *    measures the neighbours, not the validator), and the ratio of the
 *    median rounds is shown beside it for stability.
 * 3. Prints four tables. Accounts, then pages: ns per call of the engine,
 *    the hand-written validator and both peers; engine / hand-written
 *    against its target (TARGET_VALID on a valid payload, TARGET_FAULTY on a
 *    faulty one), and each peer / hand-written. Then options:
 *    validateAccount with `{ today, countries: isoCountryCodes }` written as
 *    a fresh object literal in each call, against the prepared call
 *    (`createValidators` with those options, contract section 9.5), target
 *    fresh / prepared <= TARGET_FRESH, and against one such object reused.
 *    Last, the package against its build before issue 32 (the baseline,
 *    bench/baseline/old.mjs, timed in the same rounds, each payload's old
 *    task right after its new one): new / old <= TARGET_OLD on every payload.
 *
 * Environment: BENCH_TIME (ms per task per round, default 300),
 * BENCH_ROUNDS (default 5), BENCH_FUZZ_RUNS (default 3000), BENCH_VERBOSE=1
 * (print each round), BENCH_JSON=1 (also print every figure as one JSON line).
 */
import { spawnSync } from 'node:child_process';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
// By the package's name, as a Node user imports it: the bundled entry (dist/node/).
import { createValidators, isoCountryCodes, validateAccount, validatePage } from 'fundraising-rules';
import { Bench } from 'tinybench';
import { BASELINE_COMMIT } from './baseline/commit.mjs';
import { BUILT_FROM, validateAccount as validateAccountOld, validatePage as validatePageOld } from './baseline/old.mjs';
import { checkPayloads } from './equivalence.mjs';
import { checkPagePayloads } from './equivalence-page.mjs';
import { verdict } from './equivalence-peers.mjs';
import { validateAccountByHand } from './hand-written-account.mjs';
import { validatePageByHand } from './hand-written-page.mjs';
import { pageOptions, pagePayloads } from './page-payloads.mjs';
import { options, payloads } from './payloads.mjs';
import { validateAccountValibot } from './peer-valibot-account.mjs';
import { validatePageValibot } from './peer-valibot-page.mjs';
import { validateAccountZod } from './peer-zod-account.mjs';
import { validatePageZod } from './peer-zod-page.mjs';

/** Engine time / hand-written time at most this on a valid payload... */
const TARGET_VALID = 1.3;
/** ...and at most this on a faulty one (issues to build, messages to resolve: the fixed costs weigh less). */
const TARGET_FAULTY = 2.0;
/** A fresh options object per call at most this times the cost of the prepared call. */
const TARGET_FRESH = 2.0;
/** The package at most this times its build before issue 32 (bench/baseline/old.mjs), on every payload. */
const TARGET_OLD = 1.05;
const BATCH = 50;
const TIME = Number(process.env.BENCH_TIME ?? 300);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const FUZZ_RUNS = Number(process.env.BENCH_FUZZ_RUNS ?? 3000);

const targetOf = (payload) => (payload.valid ? TARGET_VALID : TARGET_FAULTY);

/** The two benchmarks: the engine validator, its yardstick and its peers, on their payloads with their options. */
const suites = [
  {
    label: 'account',
    engineName: 'validateAccount',
    engine: validateAccount,
    old: validateAccountOld,
    hand: validateAccountByHand,
    peers: { valibot: validateAccountValibot, zod: validateAccountZod },
    payloads,
    options,
    checkPayloads,
    fuzzScript: './equivalence.mjs',
    optionsText:
      "{ today: '20261122', countries: ISO 3166-1 alpha-2 array (249, not frozen), accountExists: () => false, personalUrlTaken: () => false }",
  },
  {
    label: 'page',
    engineName: 'validatePage',
    engine: validatePage,
    old: validatePageOld,
    hand: validatePageByHand,
    peers: { valibot: validatePageValibot, zod: validatePageZod },
    payloads: pagePayloads,
    options: pageOptions,
    checkPayloads: checkPagePayloads,
    fuzzScript: './equivalence-page.mjs',
    optionsText:
      "{ today: '20261122', activities: 39 codes, charities: 40 IDs, events: record of 4 events, teamUrlTaken: () => false }",
  },
];

// 0. The baseline is the build of BASELINE_COMMIT.
if (BUILT_FROM !== BASELINE_COMMIT) {
  console.error(
    `bench: bench/baseline/old.mjs was built from ${BUILT_FROM}, not ${BASELINE_COMMIT}; run npm run bench:baseline.`,
  );
  process.exit(1);
}

// 1. Equivalence, and the payloads' marks, before any timing.
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
  for (const { name, body, valid } of suite.payloads) {
    if (typeof valid !== 'boolean' || suite.engine(body, suite.options).valid !== valid) {
      console.error(`bench: payload '${name}' is marked ${valid ? 'valid' : 'faulty'}, ${suite.engineName} disagrees.`);
      process.exit(1);
    }
  }
}
// The peers are held to the package as the yardsticks are (bench/equivalence-peers.mjs): on each payload here,
// then on a generated corpus in a process of its own.
for (const { engineName, engine, peers, payloads: bodies, options: given } of suites) {
  for (const [peerName, peer] of Object.entries(peers)) {
    for (const { name, body } of bodies) {
      if (JSON.stringify(verdict(peer(body, given))) !== JSON.stringify(verdict(engine(body, given)))) {
        console.error(
          `bench: the ${peerName} peer is NOT equivalent to ${engineName} on '${name}'; nothing was timed.\n` +
            'Run node bench/equivalence-peers.mjs for the differences.',
        );
        process.exit(1);
      }
    }
  }
}
for (const script of [...suites.map((suite) => suite.fuzzScript), './equivalence-peers.mjs']) {
  const fuzz = spawnSync(process.execPath, [fileURLToPath(new URL(script, import.meta.url)), String(FUZZ_RUNS)], {
    stdio: 'inherit',
  });
  if (fuzz.status !== 0) {
    console.error(`bench: ${script.slice(2)} failed; nothing was timed.`);
    process.exit(1);
  }
}

// The options benchmark: the country list the package exports (a frozen array), fresh or reused.
const freshPayloads = [payloads[0], payloads[1]];
const reused = { today: '20261122', countries: isoCountryCodes };
const prepared = createValidators(reused);
for (const { name, body } of freshPayloads) {
  const fresh = JSON.stringify(validateAccount(body, { today: '20261122', countries: isoCountryCodes }));
  // The whole results, messages and params included, fresh, reused or prepared, the package's and the yardstick's.
  if (
    fresh !== JSON.stringify(validateAccount(body, reused)) ||
    fresh !== JSON.stringify(prepared.validateAccount(body)) ||
    fresh !== JSON.stringify(validateAccountByHand(body, reused)) ||
    fresh !== JSON.stringify(validateAccountByHand(body, { today: '20261122', countries: isoCountryCodes }))
  ) {
    console.error(`bench: fresh, reused and prepared options give different results on '${name}'; nothing was timed.`);
    process.exit(1);
  }
}

// 2. Timing: every task once per round. The first round warms each task for 200 ms; later rounds only briefly.
let sink = 0;
const samples = new Map(); // task name -> ns per call, one per round
const taskName = (group, payloadName, validatorName) => `${group}: ${payloadName} | ${validatorName}`;

/** Adds a task timing BATCH calls of `call` (which returns a result). */
function addTask(bench, name, call) {
  bench.add(name, () => {
    for (let i = 0; i < BATCH; i++) sink += call().issues.length;
  });
}

for (let round = 0; round < ROUNDS; round++) {
  const bench = new Bench({ time: TIME, warmupTime: round === 0 ? 200 : 50, warmupIterations: 20, throws: true });
  for (const suite of suites) {
    /** @type {[string, (body: unknown, options: any) => { issues: unknown[] }][]} */
    const validators = [
      [suite.engineName, suite.engine],
      ['old build', suite.old],
      ['hand-written', suite.hand],
    ];
    for (const [peerName, peer] of Object.entries(suite.peers)) validators.push([`${peerName} peer`, peer]);
    for (const { name: payloadName, body } of suite.payloads) {
      for (const [validatorName, validate] of validators) {
        const given = suite.options;
        addTask(bench, taskName(suite.label, payloadName, validatorName), () => validate(body, given));
      }
    }
  }
  for (const { name: payloadName, body } of freshPayloads) {
    // The object literal is written in the call: a new object every time, as a caller that builds its options inline.
    addTask(bench, taskName('options', payloadName, 'fresh'), () =>
      validateAccount(body, { today: '20261122', countries: isoCountryCodes }),
    );
    addTask(bench, taskName('options', payloadName, 'reused'), () => validateAccount(body, reused));
    addTask(bench, taskName('options', payloadName, 'prepared'), () => prepared.validateAccount(body));
    addTask(bench, taskName('options', payloadName, 'hand-written fresh'), () =>
      validateAccountByHand(body, { today: '20261122', countries: isoCountryCodes }),
    );
    addTask(bench, taskName('options', payloadName, 'hand-written reused'), () => validateAccountByHand(body, reused));
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
    for (const task of bench.tasks) {
      const result = task.result;
      if (result.state !== 'completed') continue;
      console.log(
        `round ${round + 1}  ${task.name}: ${Math.round((1e3 * BATCH) / result.latency.mean)} ops/s ± ${result.latency.rme.toFixed(1)}%`,
      );
    }
  }
}
if (sink === 0) console.log('(sink)'); // keeps the results alive

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
/** A task's ns per call: its fastest round, and its median round. */
const best = (group, payloadName, validatorName) =>
  Math.min(...samples.get(taskName(group, payloadName, validatorName)).map((sample) => sample.ns));
const middle = (group, payloadName, validatorName) =>
  median(samples.get(taskName(group, payloadName, validatorName)).map((sample) => sample.ns));
const nsOf = (ns) => Math.round(ns);
const ratio = (value) => Number(value.toFixed(2));

// 3. Report: one table per suite, then the options table, then the new/old table.
const tables = {};
for (const suite of suites) {
  const { engineName, label } = suite;
  const rows = [];
  for (const payload of suite.payloads) {
    const { name } = payload;
    const hand = best(label, name, 'hand-written');
    const engineRatio = best(label, name, engineName) / hand;
    const target = targetOf(payload);
    const row = {
      payload: name,
      kind: payload.valid ? 'valid' : 'faulty',
      [`${engineName} ns`]: nsOf(best(label, name, engineName)),
      'hand-written ns': nsOf(hand),
    };
    for (const peerName of Object.keys(suite.peers))
      row[`${peerName} ns`] = nsOf(best(label, name, `${peerName} peer`));
    Object.assign(row, {
      [`${engineName} / hand`]: ratio(engineRatio),
      target: `<= ${target.toFixed(1)}x`,
      met: engineRatio <= target ? 'yes' : 'NO',
      'median-round ratio': ratio(middle(label, name, engineName) / middle(label, name, 'hand-written')),
    });
    for (const peerName of Object.keys(suite.peers))
      row[`${peerName} / hand`] = ratio(best(label, name, `${peerName} peer`) / hand);
    rows.push(row);
  }
  tables[label] = rows;
}
tables.options = freshPayloads.map(({ name }) => {
  const freshRatio = best('options', name, 'fresh') / best('options', name, 'prepared');
  return {
    payload: name,
    'fresh ns': nsOf(best('options', name, 'fresh')),
    'prepared ns': nsOf(best('options', name, 'prepared')),
    'fresh / prepared': ratio(freshRatio),
    target: `<= ${TARGET_FRESH.toFixed(1)}x`,
    met: freshRatio <= TARGET_FRESH ? 'yes' : 'NO',
    'median-round ratio': ratio(middle('options', name, 'fresh') / middle('options', name, 'prepared')),
    'fresh / reused': ratio(best('options', name, 'fresh') / best('options', name, 'reused')),
    'hand-written fresh / reused': ratio(
      best('options', name, 'hand-written fresh') / best('options', name, 'hand-written reused'),
    ),
    'fresh / hand-written fresh': ratio(best('options', name, 'fresh') / best('options', name, 'hand-written fresh')),
  };
});
tables.old = suites.flatMap(({ engineName, label, payloads: list }) =>
  list.map(({ name }) => {
    const newOld = best(label, name, engineName) / best(label, name, 'old build');
    return {
      operation: engineName,
      payload: name,
      'new ns': nsOf(best(label, name, engineName)),
      'old ns': nsOf(best(label, name, 'old build')),
      'new / old': ratio(newOld),
      target: `<= ${TARGET_OLD.toFixed(2)}x`,
      met: newOld <= TARGET_OLD ? 'yes' : 'NO',
      'median-round ratio': ratio(middle(label, name, engineName) / middle(label, name, 'old build')),
    };
  }),
);

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
console.log(
  "\nvalidateAccount(body, { today: '20261122', countries: isoCountryCodes }): a fresh object literal in every call, " +
    'against the prepared call (createValidators with those options) and one such object reused',
);
console.table(tables.options);
console.log(
  `\nThe package against its build before issue 32 (bench/baseline/old.mjs, commit ${BASELINE_COMMIT.slice(0, 7)}), ` +
    'the same payloads and options, timed in the same rounds',
);
console.table(tables.old);
if (process.env.BENCH_JSON === '1')
  console.log(
    JSON.stringify({
      node: process.version,
      cores: cpus.length,
      targets: { valid: TARGET_VALID, faulty: TARGET_FAULTY, fresh: TARGET_FRESH, old: TARGET_OLD },
      ...tables,
    }),
  );
