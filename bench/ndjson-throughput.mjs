/**
 * NDJSON throughput of the command line, one job and two, against the
 * minimal script.
 *
 * Generates 100,000 create-account lines (and 1,000,000 with --million) with
 * bench/ndjson-generate.mjs, checks once that the three programs print the
 * same bytes, then times, in one run, each a few times, rotating the order:
 *
 *   node dist/node/cli/main.js check account --ndjson FILE --format json --today 20261122 --jobs 1 > /dev/null
 *   node dist/node/cli/main.js check account --ndjson FILE --format json --today 20261122 --jobs 2 > /dev/null
 *   node bench/ndjson-minimal.mjs FILE > /dev/null
 *
 * The minimal script reads the lines, JSON.parses each, calls the package's
 * own validateAccount and writes `JSON.stringify({ input, ...result })` per
 * line, so the ratio of the two measures the command line's own overhead.
 *
 * Each process runs with `-r bench/report-rss.cjs`, which prints its peak RSS
 * and CPU time (of all its threads) on exit. Reported per size and program:
 * lines/s on the best and the median wall time (process start to exit, so
 * Node's start-up is included), lines per CPU second (user + system, steadier
 * on a shared machine), the spread of the runs, and peak RSS; then the
 * CLI (--jobs 1) / minimal ratio (target: at least 0.9), the --jobs 2 /
 * --jobs 1 speed-up and, with --million, how peak RSS changes from 100k to
 * 1M lines.
 *
 *   npm run build && node bench/ndjson-throughput.mjs [--million] [--runs N] [--dir DIR] [--json]
 */
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { closeSync, existsSync, mkdirSync, openSync, statSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { generate } from './ndjson-generate.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const bin = join(root, 'dist/node/cli/main.js');
const minimal = join(root, 'bench/ndjson-minimal.mjs');
const preload = join(root, 'bench/report-rss.cjs');
const TODAY = '20261122';
const SEED = 20261122;
const HEAP_CAP_MIB = 64;

const argv = process.argv.slice(2);
const flag = (name) => argv.includes(name);
const value = (name, fallback) => {
  const at = argv.indexOf(name);
  return at === -1 ? fallback : argv[at + 1];
};
const million = flag('--million');
const runsOverride = value('--runs', undefined);
const dir = value('--dir', join(tmpdir(), 'fundraising-rules-ndjson'));
const asJson = flag('--json');

if (!existsSync(bin)) {
  process.stderr.write(`${bin} is missing: run \`npm run build\` first\n`);
  process.exit(2);
}

const cli = (jobs) => (file) => [
  bin,
  'check',
  'account',
  '--ndjson',
  file,
  '--format',
  'json',
  '--today',
  TODAY,
  '--jobs',
  String(jobs),
];
const PROGRAMS = { cli: cli(1), cli2: cli(2), minimal: (file) => [minimal, file, TODAY] };
const NAMES = Object.keys(PROGRAMS);
const LABEL = { cli: 'CLI --jobs 1', cli2: 'CLI --jobs 2', minimal: 'minimal script' };
const TARGET = 0.9;

/** Runs one program once, its standard output to /dev/null (or hashed); resolves with time, status and its usage report. */
function runOnce(args, { hash = false } = {}) {
  return new Promise((resolve, reject) => {
    const devNull = hash ? undefined : openSync('/dev/null', 'w');
    const started = performance.now();
    const child = spawn(process.execPath, ['-r', preload, ...args], {
      stdio: ['ignore', hash ? 'pipe' : devNull, 'pipe'],
    });
    if (devNull !== undefined) closeSync(devNull);
    const digest = hash ? createHash('sha256') : undefined;
    let bytes = 0;
    if (hash) {
      child.stdout.on('data', (chunk) => {
        bytes += chunk.length;
        digest.update(chunk);
      });
    }
    let stderr = '';
    child.stderr.setEncoding('utf8').on('data', (chunk) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (status, signal) => {
      const seconds = (performance.now() - started) / 1000;
      const report = /\[report-rss\] (\{.*\})/.exec(stderr);
      if (report === null) {
        reject(new Error(`no usage report from ${args.join(' ')} (status ${status}, signal ${signal}):\n${stderr}`));
        return;
      }
      const usage = JSON.parse(report[1]);
      resolve({
        status,
        seconds,
        maxRssKiB: usage.maxRSS,
        cpuSeconds: (usage.userCPU + usage.systemCPU) / 1e6,
        sha256: digest?.digest('hex'),
        bytes,
        stderr: stderr.replace(report[0], '').trim(),
      });
    });
  });
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const fmt = (number, digits = 0) =>
  number.toLocaleString('en-GB', { minimumFractionDigits: digits, maximumFractionDigits: digits });
const mib = (kib) => kib / 1024;

async function ensureFile(count) {
  mkdirSync(dir, { recursive: true });
  const path = join(dir, `accounts-${count}-seed${SEED}.ndjson`);
  if (!existsSync(path)) {
    const started = performance.now();
    await generate(count, path, SEED);
    log(
      `generated ${fmt(count)} lines (${fmt(statSync(path).size / 2 ** 20, 1)} MiB) in ${fmt((performance.now() - started) / 1000, 1)} s -> ${path}`,
    );
  }
  return path;
}

function log(text) {
  process.stderr.write(`${text}\n`);
}

async function main() {
  const sizes = million ? [100_000, 1_000_000] : [100_000];
  const load = [loadavg()];
  log(
    `Node ${process.version}, ${cpus().length} CPUs (${cpus()[0]?.model ?? '?'}), load average ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );

  // Start-up alone: what every run pays before its first line.
  const idle = [];
  for (let i = 0; i < 3; i++) idle.push(await runOnce(['-e', '']));
  const startup = {
    seconds: Math.min(...idle.map((r) => r.seconds)),
    maxRssKiB: Math.max(...idle.map((r) => r.maxRssKiB)),
  };
  log(`node start-up alone: ${fmt(startup.seconds * 1000)} ms, peak RSS ${fmt(mib(startup.maxRssKiB), 1)} MiB`);

  const results = [];
  for (const count of sizes) {
    const file = await ensureFile(count);
    if (count === sizes[0]) {
      // The comparison is only fair if all do the same work: the same bytes out.
      const outputs = {};
      for (const name of NAMES) outputs[name] = await runOnce(PROGRAMS[name](file), { hash: true });
      const reference = outputs.minimal;
      const differing = NAMES.filter((name) => outputs[name].sha256 !== reference.sha256);
      if (differing.length > 0) {
        log(
          `${differing.map((name) => LABEL[name]).join(', ')} and the minimal script print different results for ${file}: not comparable (${NAMES.map((name) => `${LABEL[name]} ${outputs[name].bytes} bytes`).join(', ')})`,
        );
        process.exit(1);
      }
      log(
        `equivalence: all three print the same ${fmt(reference.bytes / 2 ** 20, 1)} MiB (sha256 ${reference.sha256.slice(0, 16)}…); exit ${NAMES.map((name) => `${LABEL[name]} ${outputs[name].status}`).join(', ')}`,
      );
    }
    const runs = Number(runsOverride ?? (count >= 1_000_000 ? 3 : 5));
    const samples = Object.fromEntries(NAMES.map((name) => [name, []]));
    for (let round = 0; round < runs; round++) {
      // Rotate the order so that a slow spell of the shared machine hits each alike.
      const order = NAMES.map((_, index) => NAMES[(index + round) % NAMES.length]);
      for (const name of order) {
        const run = await runOnce(PROGRAMS[name](file));
        if (run.status !== 1)
          throw new Error(`${name} exited ${run.status} (expected 1: some lines invalid):\n${run.stderr}`);
        samples[name].push(run);
        log(
          `  ${fmt(count)} lines, ${LABEL[name].padEnd(14)} round ${round + 1}: ${fmt(run.seconds, 2)} s wall, ${fmt(run.cpuSeconds, 2)} s CPU, peak RSS ${fmt(mib(run.maxRssKiB), 1)} MiB`,
        );
      }
    }
    const summary = {};
    for (const name of NAMES) {
      const seconds = samples[name].map((r) => r.seconds);
      const cpu = samples[name].map((r) => r.cpuSeconds);
      summary[name] = {
        bestLinesPerSecond: count / Math.min(...seconds),
        medianLinesPerSecond: count / median(seconds),
        linesPerCpuSecond: count / median(cpu),
        spread: (Math.max(...seconds) - Math.min(...seconds)) / Math.min(...seconds),
        peakRssKiB: Math.max(...samples[name].map((r) => r.maxRssKiB)),
        seconds,
      };
    }
    results.push({
      lines: count,
      runs,
      ...summary,
      ratioBest: summary.cli.bestLinesPerSecond / summary.minimal.bestLinesPerSecond,
      ratioMedian: summary.cli.medianLinesPerSecond / summary.minimal.medianLinesPerSecond,
      ratioCpu: summary.cli.linesPerCpuSecond / summary.minimal.linesPerCpuSecond,
      speedupBest: summary.cli2.bestLinesPerSecond / summary.cli.bestLinesPerSecond,
      speedupMedian: summary.cli2.medianLinesPerSecond / summary.cli.medianLinesPerSecond,
    });
    load.push(loadavg());
  }

  // Constant memory, shown another way: the CLI (--jobs 1) on the largest file with V8's old space
  // capped at HEAP_CAP_MIB. Keeping anything per line (a million results is hundreds of MiB) would
  // abort with 'Reached heap limit'; finishing with exit 1 shows nothing grows with the input.
  const largest = results.at(-1).lines;
  const capped = await runOnce([`--max-old-space-size=${HEAP_CAP_MIB}`, ...PROGRAMS.cli(await ensureFile(largest))]);
  const heapCheck = {
    lines: largest,
    capMiB: HEAP_CAP_MIB,
    status: capped.status,
    seconds: capped.seconds,
    maxRssKiB: capped.maxRssKiB,
    passed: capped.status === 1,
  };
  log(
    `heap cap: CLI --jobs 1 on ${fmt(largest)} lines with --max-old-space-size=${HEAP_CAP_MIB}: exit ${capped.status}, ${fmt(capped.seconds, 2)} s, peak RSS ${fmt(mib(capped.maxRssKiB), 1)} MiB`,
  );

  if (asJson) {
    process.stdout.write(`${JSON.stringify({ node: process.version, startup, load, results, heapCheck }, null, 2)}\n`);
    return;
  }

  const rows = [
    '| lines | program | lines/s (best) | lines/s (median) | lines per CPU s | spread of runs | peak RSS |',
    '|---:|---|---:|---:|---:|---:|---:|',
  ];
  for (const r of results) {
    for (const name of NAMES) {
      const s = r[name];
      rows.push(
        `| ${fmt(r.lines)} | ${LABEL[name]} | ${fmt(s.bestLinesPerSecond)} | ${fmt(s.medianLinesPerSecond)} | ${fmt(s.linesPerCpuSecond)} | ${fmt(s.spread * 100)}% | ${fmt(mib(s.peakRssKiB), 1)} MiB |`,
      );
    }
  }
  const ratios = [
    `| lines | CLI --jobs 1 / minimal (best) | (median) | (CPU time) | target >= ${TARGET} | --jobs 2 / --jobs 1 (best) | (median) |`,
    '|---:|---:|---:|---:|---|---:|---:|',
    ...results.map(
      (r) =>
        `| ${fmt(r.lines)} | ${fmt(r.ratioBest, 2)} | ${fmt(r.ratioMedian, 2)} | ${fmt(r.ratioCpu, 2)} | ${r.ratioMedian >= TARGET ? 'met' : 'NOT met'} | ${fmt(r.speedupBest, 2)} | ${fmt(r.speedupMedian, 2)} |`,
    ),
  ];
  const out = [rows.join('\n'), '', ratios.join('\n')];
  if (results.length > 1) {
    const [small, large] = results;
    const growth = ['', '| program | peak RSS 100k | peak RSS 1M | growth |', '|---|---:|---:|---:|'];
    for (const name of NAMES) {
      const a = mib(small[name].peakRssKiB);
      const b = mib(large[name].peakRssKiB);
      growth.push(
        `| ${LABEL[name]} | ${fmt(a, 1)} MiB | ${fmt(b, 1)} MiB | ${b - a >= 0 ? '+' : ''}${fmt(b - a, 1)} MiB (${fmt(((b - a) / a) * 100)}%) for 10x the lines |`,
      );
    }
    out.push(growth.join('\n'));
  }
  out.push(
    '',
    `heap cap: the CLI (--jobs 1) on ${fmt(heapCheck.lines)} lines with V8's old space capped at ${HEAP_CAP_MIB} MiB ${heapCheck.passed ? 'finished' : 'FAILED'} (exit ${heapCheck.status}, peak RSS ${fmt(mib(heapCheck.maxRssKiB), 1)} MiB)`,
  );
  out.push(
    '',
    `node start-up alone: ${fmt(startup.seconds * 1000)} ms, ${fmt(mib(startup.maxRssKiB), 1)} MiB peak RSS; load average (1, 5, 15 min) before and after each size: ${load.map((l) => l.map((x) => x.toFixed(2)).join('/')).join(' -> ')}`,
  );
  process.stdout.write(`${out.join('\n')}\n`);
}

await main();
