/**
 * The package's validators against the hand-written yardsticks, each timed
 * alone in a fresh process (`npm run bench:isolated`), the processes
 * interleaved: no validator shares V8's type feedback or inlining decisions
 * with another, and a slow moment of a shared machine falls on both sides.
 * Each process measures CPU time per call (the best of its last rounds); the
 * report gives the best and the median process of each side, and their ratios.
 *
 *   node bench/isolated.mjs [runs]            every payload of both operations
 *   node bench/isolated.mjs one <account|page> <index> <package|hand>   (one process)
 */
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const ROUNDS = 8;
const KEPT = 5; // the last rounds, after V8 has settled
const CALLS = 200_000;

/** One process: the per-call CPU time, in ns, of one validator on one payload. */
async function one(operation, index, side) {
  const page = operation === 'page';
  const { options, payloads } = page
    ? await import('./page-payloads.mjs').then((m) => ({ options: m.pageOptions, payloads: m.pagePayloads }))
    : await import('./payloads.mjs');
  const validate =
    side === 'hand'
      ? page
        ? (await import('./hand-written-page.mjs')).validatePageByHand
        : (await import('./hand-written-account.mjs')).validateAccountByHand
      : (await import('fundraising-rules'))[page ? 'validatePage' : 'validateAccount'];
  const body = payloads[Number(index)].body;
  let best = Number.POSITIVE_INFINITY;
  let sink = 0;
  for (let round = 0; round < ROUNDS; round++) {
    const start = process.cpuUsage();
    for (let call = 0; call < CALLS; call++) sink += validate(body, options).issues.length;
    const used = process.cpuUsage(start);
    if (round >= ROUNDS - KEPT) best = Math.min(best, ((used.user + used.system) * 1000) / CALLS);
  }
  if (sink < 0) throw new Error('unreachable');
  return best;
}

if (process.argv[2] === 'one') {
  const [, , , operation, index, side] = process.argv;
  process.stdout.write(String(await one(operation, index, side)));
} else {
  const runs = Number(process.argv[2] ?? 5);
  const self = fileURLToPath(import.meta.url);
  const { payloads } = await import('./payloads.mjs');
  const { pagePayloads } = await import('./page-payloads.mjs');
  const rows = [];
  for (const [operation, list] of [
    ['account', payloads],
    ['page', pagePayloads],
  ]) {
    for (let index = 0; index < list.length; index++) {
      const times = { package: [], hand: [] };
      for (let run = 0; run < runs; run++)
        for (const side of ['package', 'hand'])
          times[side].push(
            Number(execFileSync('node', [self, 'one', operation, String(index), side], { encoding: 'utf8' })),
          );
      for (const side of ['package', 'hand']) times[side].sort((a, b) => a - b);
      const median = (sorted) => sorted[sorted.length >> 1];
      rows.push({
        operation,
        payload: list[index].name,
        'package ns': Math.round(times.package[0]),
        'hand-written ns': Math.round(times.hand[0]),
        ratio: Number((times.package[0] / times.hand[0]).toFixed(2)),
        'median ratio': Number((median(times.package) / median(times.hand)).toFixed(2)),
      });
    }
  }
  console.log(
    `node ${process.version}; ${runs} processes per side and payload, interleaved; best of the last ${KEPT} of ${ROUNDS} rounds of ${CALLS} calls each`,
  );
  console.table(rows);
}
