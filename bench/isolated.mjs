/**
 * The package's validators against the hand-written yardsticks, each timed
 * alone in a fresh process (`npm run bench:isolated`), the processes
 * interleaved: no validator shares V8's type feedback or inlining decisions
 * with another, and a slow moment of a shared machine falls on both sides.
 * Each process measures CPU time per call (the best of its last rounds); the
 * report gives the best and the median process of each side, and their ratios;
 * for the valid account and the valid personal page, also the package's time
 * against the issue's calibration figure (CALIBRATION_NS); then a fresh
 * options object per call against the prepared call (`createValidators`)
 * and against one object reused, alone as well.
 *
 *   node bench/isolated.mjs [runs]            every payload of both operations
 *   node bench/isolated.mjs --against NAME [runs]
 *       this build against an earlier one, kept by `--keep NAME`: the same
 *       report with the earlier build in the yardstick's place (a change's
 *       effect, measured as the bench measures)
 *   node bench/isolated.mjs --keep NAME       keeps a copy of dist/ in .bench-builds/NAME
 *   node bench/isolated.mjs yardsticks [runs]
 *       the hand-written validators alone: each payload's ns per call, the
 *       median and the best of `runs` processes (default 7), with the bench's
 *       options and with `{ today }` only (no lookups given: the options of
 *       the issue's figures for a careful validator)
 *   node bench/isolated.mjs one <account|page> <index> <package|hand|hand-today|NAME>   (one process)
 *   node bench/isolated.mjs one options <index> <fresh|reused|prepared>     (one process)
 *
 * BENCH_NODE_FLAGS passes flags to each process: `--single-threaded` (V8
 * compiling on the main thread) makes a process's figure steadier, but a
 * change can measure differently there than in a normal run; check both.
 * BENCH_AFTER_OTHERS=1 makes each process first run every payload of its
 * operation (AFTER_OTHERS_CALLS calls each, in turn, three times), as one
 * `npm run bench` process does, before it times its payload: the faulty
 * payloads' type feedback slows the valid pages there (bench/README), and a
 * change can help alone and not after them, or the other way round.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * The issue's calibration: an independent hand-optimised validator of the
 * same contract takes about this long per valid call on these 2-core
 * machines, measured alone (ns). Shown beside the package's time, for
 * information: the targets are held to the hand-written validators.
 */
const CALIBRATION_NS = { 'valid account': 250, 'valid personal page': 150 };
const ROUNDS = 8;
const KEPT = 5; // the last rounds, after V8 has settled
const CALLS = 200_000;
/** With BENCH_AFTER_OTHERS=1, the calls of each payload before the timing: a few give V8 the feedback a run gives. */
const AFTER_OTHERS_CALLS = 20_000;
const AFTER_OTHERS = process.env.BENCH_AFTER_OTHERS === '1';
/** Where `--keep` copies builds: inside the package, so that they find its dependencies (git ignores it). */
const KEPT_BUILDS = fileURLToPath(new URL('../.bench-builds', import.meta.url));

/** The per-call CPU time, in ns, of `call`: the best of the last rounds. */
function timed(call) {
  let best = Number.POSITIVE_INFINITY;
  let sink = 0;
  for (let round = 0; round < ROUNDS; round++) {
    const start = process.cpuUsage();
    for (let count = 0; count < CALLS; count++) sink += call().issues.length;
    const used = process.cpuUsage(start);
    if (round >= ROUNDS - KEPT) best = Math.min(best, ((used.user + used.system) * 1000) / CALLS);
  }
  if (sink < 0) throw new Error('unreachable');
  return best;
}

/**
 * One process: `validateAccount` on account payload `index` with the
 * options `{ today, countries: isoCountryCodes }` written in the call (a
 * fresh object every time), one such object reused, or prepared once with
 * `createValidators` (`side`).
 */
async function optionsOne(index, side) {
  const { payloads } = await import('./payloads.mjs');
  const { createValidators, validateAccount, isoCountryCodes } = await import('fundraising-rules');
  const body = payloads[Number(index)].body;
  const reused = { today: '20261122', countries: isoCountryCodes };
  if (side === 'fresh') return timed(() => validateAccount(body, { today: '20261122', countries: isoCountryCodes }));
  if (side === 'reused') return timed(() => validateAccount(body, reused));
  const prepared = createValidators(reused);
  return timed(() => prepared.validateAccount(body));
}

/** One process: the per-call CPU time, in ns, of one validator on one payload. */
async function one(operation, index, side) {
  if (operation === 'options') return optionsOne(index, side);
  const page = operation === 'page';
  const { options, payloads } = page
    ? await import('./page-payloads.mjs').then((m) => ({ options: m.pageOptions, payloads: m.pagePayloads }))
    : await import('./payloads.mjs');
  // The package by its name, as a Node user imports it; a kept build by its bundled entry (what the name resolves to).
  const build = side === 'package' ? 'fundraising-rules' : `${KEPT_BUILDS}/${side}/node/index.js`;
  const hand = side === 'hand' || side === 'hand-today';
  const given = side === 'hand-today' ? { today: '20261122' } : options;
  const validate = hand
    ? page
      ? (await import('./hand-written-page.mjs')).validatePageByHand
      : (await import('./hand-written-account.mjs')).validateAccountByHand
    : (await import(build))[page ? 'validatePage' : 'validateAccount'];
  if (AFTER_OTHERS)
    for (let pass = 0; pass < 3; pass++)
      for (const other of payloads)
        for (let count = 0; count < AFTER_OTHERS_CALLS; count++) validate(other.body, given);
  const body = payloads[Number(index)].body;
  return timed(() => validate(body, given));
}

const args = process.argv.slice(2);
if (args[0] === 'one') {
  const [, operation, index, side] = args;
  process.stdout.write(String(await one(operation, index, side)));
} else if (args[0] === 'yardsticks') {
  const runs = Number(args[1] ?? 7);
  const self = fileURLToPath(import.meta.url);
  const { payloads } = await import('./payloads.mjs');
  const { pagePayloads } = await import('./page-payloads.mjs');
  const median = (sorted) => sorted[sorted.length >> 1];
  const rows = [];
  /** @type {[string, { name: string }[]][]} */
  const operations = [
    ['account', payloads],
    ['page', pagePayloads],
  ];
  for (const [operation, list] of operations) {
    for (let index = 0; index < list.length; index++) {
      const times = { hand: [], 'hand-today': [] };
      for (let run = 0; run < runs; run++)
        for (const side of ['hand', 'hand-today'])
          times[side].push(
            Number(execFileSync('node', [self, 'one', operation, String(index), side], { encoding: 'utf8' })),
          );
      for (const side of ['hand', 'hand-today']) times[side].sort((a, b) => a - b);
      rows.push({
        operation,
        payload: list[index].name,
        'median ns': Math.round(median(times.hand)),
        'best ns': Math.round(times.hand[0]),
        'median ns, { today } only': Math.round(median(times['hand-today'])),
        'best ns, { today } only': Math.round(times['hand-today'][0]),
      });
    }
  }
  console.log(
    `node ${process.version}; the hand-written validators, ${runs} processes per payload and options, interleaved; best of the last ${KEPT} of ${ROUNDS} rounds of ${CALLS} calls each, CPU time`,
  );
  console.table(rows);
} else if (args[0] === '--keep') {
  const target = `${KEPT_BUILDS}/${args[1]}`;
  rmSync(target, { recursive: true, force: true });
  cpSync(fileURLToPath(new URL('../dist', import.meta.url)), target, { recursive: true });
  console.log(`kept dist/ as ${target}`);
} else {
  const against = args[0] === '--against' ? args[1] : undefined;
  if (against !== undefined && !existsSync(`${KEPT_BUILDS}/${against}/node/index.js`))
    throw new Error(`no build kept as '${against}' (node bench/isolated.mjs --keep ${against}, on that build)`);
  const runs = Number(args[against === undefined ? 0 : 2] ?? 5);
  const other = against ?? 'hand';
  const otherName = against === undefined ? 'hand-written' : against;
  const flags = (process.env.BENCH_NODE_FLAGS ?? '').split(' ').filter(Boolean);
  const self = fileURLToPath(import.meta.url);
  const { payloads } = await import('./payloads.mjs');
  const { pagePayloads } = await import('./page-payloads.mjs');
  /** Each side's per-call times, one process per run, the sides interleaved: sorted, fastest first. */
  const interleaved = (operation, index, sides) => {
    const times = Object.fromEntries(sides.map((side) => [side, []]));
    for (let run = 0; run < runs; run++)
      for (const side of sides)
        times[side].push(
          Number(execFileSync('node', [...flags, self, 'one', operation, String(index), side], { encoding: 'utf8' })),
        );
    for (const side of sides) times[side].sort((a, b) => a - b);
    return times;
  };
  const median = (sorted) => sorted[sorted.length >> 1];
  const rows = [];
  /** @type {[string, { name: string }[]][]} */
  const operations = [
    ['account', payloads],
    ['page', pagePayloads],
  ];
  for (const [operation, list] of operations) {
    for (let index = 0; index < list.length; index++) {
      const times = interleaved(operation, index, ['package', other]);
      rows.push({
        operation,
        payload: list[index].name,
        'package ns': Math.round(times.package[0]),
        [`${otherName} ns`]: Math.round(times[other][0]),
        ratio: Number((times.package[0] / times[other][0]).toFixed(2)),
        'median ratio': Number((median(times.package) / median(times[other])).toFixed(2)),
        ...(Object.hasOwn(CALIBRATION_NS, list[index].name) && against === undefined
          ? {
              'calibration ns': CALIBRATION_NS[list[index].name],
              'package / calibration': Number((times.package[0] / CALIBRATION_NS[list[index].name]).toFixed(2)),
            }
          : {}),
      });
    }
  }
  const after = AFTER_OTHERS ? `, each after the operation's payloads in turn` : '';
  console.log(
    `node ${process.version}${flags.length > 0 ? ` ${flags.join(' ')}` : ''}; ${runs} processes per side and payload, interleaved${after}; best of the last ${KEPT} of ${ROUNDS} rounds of ${CALLS} calls each`,
  );
  console.table(rows);
  if (against === undefined) {
    // A fresh options object per call against the prepared call and one object reused, each alone too.
    const options = [0, 1].map((index) => {
      const times = interleaved('options', index, ['fresh', 'prepared', 'reused']);
      return {
        payload: payloads[index].name,
        'fresh ns': Math.round(times.fresh[0]),
        'prepared ns': Math.round(times.prepared[0]),
        'reused ns': Math.round(times.reused[0]),
        'fresh / prepared': Number((times.fresh[0] / times.prepared[0]).toFixed(2)),
        'median ratio': Number((median(times.fresh) / median(times.prepared)).toFixed(2)),
        'fresh / reused': Number((times.fresh[0] / times.reused[0]).toFixed(2)),
      };
    });
    console.log(
      "validateAccount(body, { today: '20261122', countries: isoCountryCodes }), fresh, prepared (createValidators) or reused:",
    );
    console.table(options);
  }
}
