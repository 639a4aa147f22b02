/**
 * NDJSON throughput and peak memory of the command line, in every format,
 * one job against the default (and two jobs, which the default is chosen
 * against), beside the minimal script.
 *
 * Generates 100,000 and 1,000,000 create-account lines (bench/ndjson-generate.mjs;
 * 100,000 only with --quick), checks once that every program of a format
 * prints the same bytes (and the JSON ones the minimal script's), then times
 * each a few times, rotating the order, in one run:
 *
 *   node dist/node/cli/main.js check account --ndjson FILE --format F --today 20261122 [--jobs 1|2] > /dev/null
 *   node bench/ndjson-minimal.mjs FILE > /dev/null
 *
 * for F in json, text and junit, and "default" without --jobs: what the
 * command chooses on this machine. The minimal script reads the lines,
 * JSON.parses each, calls the package's own validateAccount and writes
 * `JSON.stringify({ input, ...result })` per line: the ratio of the CLI's
 * JSON output to it measures the command line's own overhead.
 *
 * Each process runs with `-r bench/report-rss.cjs`, which prints its peak RSS
 * and CPU time (of all its threads) on exit. One table, per size, format and
 * program: lines/s on the best and the median wall time (process start to
 * exit, Node's start-up included), lines per CPU second (steadier on a shared
 * machine), the spread of the runs and peak RSS; then per size and format
 * the default / one job and two jobs / one job ratios, JUnit's and text's
 * peak RSS over JSON's (target at 1M: JUnit within 1.5x) and the CLI / minimal
 * ratio (target 0.9); last, JSON and JUnit with one job on the largest file
 * with V8's old space capped at 64 MiB: a report held in memory would abort.
 *
 *   npm run bench:ndjson                      # 100k and 1M lines (about 10 minutes on 2 cores)
 *   node bench/ndjson-throughput.mjs --quick  # 100k lines only
 *   node bench/ndjson-throughput.mjs [--runs N] [--dir DIR] [--json]
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
const FORMATS = ['json', 'text', 'junit'];
const TARGET_MINIMAL = 0.9;
const TARGET_JUNIT_RSS = 1.5;

const argv = process.argv.slice(2);
const flag = (name) => argv.includes(name);
const value = (name, fallback) => {
  const at = argv.indexOf(name);
  return at === -1 ? fallback : argv[at + 1];
};
const quick = flag('--quick');
const runsOverride = value('--runs', undefined);
const dir = value('--dir', join(tmpdir(), 'fundraising-rules-ndjson'));
const asJson = flag('--json');

if (!existsSync(bin)) {
  process.stderr.write(`${bin} is missing: run \`npm run build\` first\n`);
  process.exit(2);
}
const { jobsFor } = await import(join(root, 'dist/src/cli/jobs.js'));

/** The command line's arguments: `jobs` undefined is the default (no --jobs). */
const cli = (format, jobs) => (file) => [
  bin,
  'check',
  'account',
  '--ndjson',
  file,
  '--format',
  format,
  '--today',
  TODAY,
  ...(jobs === undefined ? [] : ['--jobs', String(jobs)]),
];

/** Every program timed: [name, format, label, arguments of a file]. */
const PROGRAMS = [
  ...FORMATS.flatMap((format) => [
    { name: `${format}-1`, format, jobs: '1', args: cli(format, 1) },
    { name: `${format}-default`, format, jobs: 'default', args: cli(format, undefined) },
    { name: `${format}-2`, format, jobs: '2', args: cli(format, 2) },
  ]),
  { name: 'minimal', format: 'json', jobs: 'minimal script', args: (file) => [minimal, file, TODAY] },
];

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
      child.stdout?.on('data', (chunk) => {
        bytes += chunk.length;
        digest?.update(chunk);
      });
    }
    let stderr = '';
    child.stderr?.setEncoding('utf8').on('data', (chunk) => (stderr += chunk));
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

function log(text) {
  process.stderr.write(`${text}\n`);
}

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

/** Every program of a format prints the same bytes (JSON: the minimal script's too); exits when not. */
async function checkEquivalence(file) {
  const outputs = {};
  for (const program of PROGRAMS) outputs[program.name] = await runOnce(program.args(file), { hash: true });
  for (const format of FORMATS) {
    const group = PROGRAMS.filter((program) => program.format === format);
    const hashes = new Set(group.map((program) => outputs[program.name].sha256));
    if (hashes.size !== 1) {
      log(
        `${format}: the programs print different bytes for ${file}: ${group.map((p) => `${p.name} ${outputs[p.name].bytes} bytes`).join(', ')}`,
      );
      process.exit(1);
    }
    const reference = outputs[group[0].name];
    log(
      `equivalence, ${format}: ${group.map((p) => p.name).join(', ')} print the same ${fmt(reference.bytes / 2 ** 20, 1)} MiB (sha256 ${reference.sha256.slice(0, 16)}…); exit ${group.map((p) => outputs[p.name].status).join(', ')}`,
    );
  }
}

async function main() {
  const sizes = quick ? [100_000] : [100_000, 1_000_000];
  const load = [loadavg()];
  const cores = cpus().length;
  log(
    `Node ${process.version}, ${cores} CPUs (${cpus()[0]?.model ?? '?'}), load average ${loadavg()
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
    const defaultJobs = jobsFor({ jobs: undefined, ndjson: true, inputs: [file] });
    log(`${fmt(count)} lines: the default on this machine is --jobs ${defaultJobs}`);
    if (count === sizes[0]) await checkEquivalence(file);
    const runs = Number(runsOverride ?? (count >= 1_000_000 ? 2 : 3));
    /** @type {Record<string, { seconds: number, cpuSeconds: number, maxRssKiB: number }[]>} */
    const samples = Object.fromEntries(PROGRAMS.map((program) => [program.name, []]));
    for (let round = 0; round < runs; round++) {
      // Rotate the order so that a slow spell of the shared machine hits each alike.
      const order = PROGRAMS.map((_, index) => PROGRAMS[(index + round) % PROGRAMS.length]);
      for (const program of order) {
        const run = await runOnce(program.args(file));
        if (run.status !== 1)
          throw new Error(`${program.name} exited ${run.status} (expected 1: some lines invalid):\n${run.stderr}`);
        samples[program.name].push(run);
        log(
          `  ${fmt(count)} lines, ${program.name.padEnd(13)} round ${round + 1}: ${fmt(run.seconds, 2)} s wall, ${fmt(run.cpuSeconds, 2)} s CPU, peak RSS ${fmt(mib(run.maxRssKiB), 1)} MiB`,
        );
      }
    }
    const summary = {};
    for (const program of PROGRAMS) {
      const seconds = samples[program.name].map((r) => r.seconds);
      const cpu = samples[program.name].map((r) => r.cpuSeconds);
      summary[program.name] = {
        bestLinesPerSecond: count / Math.min(...seconds),
        medianLinesPerSecond: count / median(seconds),
        linesPerCpuSecond: count / median(cpu),
        spread: (Math.max(...seconds) - Math.min(...seconds)) / Math.min(...seconds),
        peakRssKiB: Math.max(...samples[program.name].map((r) => r.maxRssKiB)),
        seconds,
      };
    }
    results.push({ lines: count, runs, defaultJobs, programs: summary });
    load.push(loadavg());
  }

  // Memory that does not grow with the input, shown another way: one job on the largest file with V8's
  // old space capped. A report or results kept per line (hundreds of MiB at 1M lines) would abort.
  const largest = sizes.at(-1);
  const heapChecks = [];
  for (const format of ['json', 'junit']) {
    const capped = await runOnce([
      `--max-old-space-size=${HEAP_CAP_MIB}`,
      ...cli(format, 1)(await ensureFile(largest)),
    ]);
    heapChecks.push({
      format,
      lines: largest,
      capMiB: HEAP_CAP_MIB,
      status: capped.status,
      maxRssKiB: capped.maxRssKiB,
    });
    log(
      `heap cap: ${format} --jobs 1 on ${fmt(largest)} lines with --max-old-space-size=${HEAP_CAP_MIB}: exit ${capped.status}, peak RSS ${fmt(mib(capped.maxRssKiB), 1)} MiB`,
    );
  }

  if (asJson) {
    process.stdout.write(
      `${JSON.stringify({ node: process.version, cores, startup, load, results, heapChecks }, null, 2)}\n`,
    );
    return;
  }

  const rows = [
    '| lines | format | jobs | lines/s (best) | lines/s (median) | lines per CPU s | spread | peak RSS |',
    '|---:|---|---|---:|---:|---:|---:|---:|',
  ];
  for (const r of results) {
    for (const program of PROGRAMS) {
      const s = r.programs[program.name];
      const jobs = program.jobs === 'default' ? `default (${r.defaultJobs})` : program.jobs;
      rows.push(
        `| ${fmt(r.lines)} | ${program.format} | ${jobs} | ${fmt(s.bestLinesPerSecond)} | ${fmt(s.medianLinesPerSecond)} | ${fmt(s.linesPerCpuSecond)} | ${fmt(s.spread * 100)}% | ${fmt(mib(s.peakRssKiB), 1)} MiB |`,
      );
    }
  }
  const ratios = [
    "| lines | format | default / 1 job (median) | 2 jobs / 1 job (best) | (median) | peak RSS / JSON's (1 job) |",
    '|---:|---|---:|---:|---:|---:|',
  ];
  for (const r of results) {
    const json = r.programs['json-1'];
    for (const format of FORMATS) {
      const one = r.programs[`${format}-1`];
      const byDefault = r.programs[`${format}-default`];
      const two = r.programs[`${format}-2`];
      const rss = one.peakRssKiB / json.peakRssKiB;
      const target =
        format === 'junit' && r.lines >= 1_000_000
          ? ` (target <= ${TARGET_JUNIT_RSS}: ${rss <= TARGET_JUNIT_RSS ? 'met' : 'NOT met'})`
          : '';
      ratios.push(
        `| ${fmt(r.lines)} | ${format} | ${fmt(byDefault.medianLinesPerSecond / one.medianLinesPerSecond, 2)} | ${fmt(two.bestLinesPerSecond / one.bestLinesPerSecond, 2)} | ${fmt(two.medianLinesPerSecond / one.medianLinesPerSecond, 2)} | ${fmt(rss, 2)}${target} |`,
      );
    }
  }
  const minimalRows = [
    `| lines | CLI json, 1 job / minimal (best) | (median) | (CPU time) | target >= ${TARGET_MINIMAL} |`,
    '|---:|---:|---:|---:|---|',
    ...results.map((r) => {
      const one = r.programs['json-1'];
      const yardstick = r.programs.minimal;
      const ratio = one.medianLinesPerSecond / yardstick.medianLinesPerSecond;
      return `| ${fmt(r.lines)} | ${fmt(one.bestLinesPerSecond / yardstick.bestLinesPerSecond, 2)} | ${fmt(ratio, 2)} | ${fmt(one.linesPerCpuSecond / yardstick.linesPerCpuSecond, 2)} | ${ratio >= TARGET_MINIMAL ? 'met' : 'NOT met'} |`;
    }),
  ];
  const out = [rows.join('\n'), '', ratios.join('\n'), '', minimalRows.join('\n'), ''];
  for (const check of heapChecks)
    out.push(
      `heap cap: ${check.format} (--jobs 1) on ${fmt(check.lines)} lines with V8's old space capped at ${check.capMiB} MiB ${check.status === 1 ? 'finished' : 'FAILED'} (exit ${check.status}, peak RSS ${fmt(mib(check.maxRssKiB), 1)} MiB)`,
    );
  out.push(
    '',
    `${cores} CPUs; node start-up alone: ${fmt(startup.seconds * 1000)} ms, ${fmt(mib(startup.maxRssKiB), 1)} MiB peak RSS; load average (1, 5, 15 min) before and after each size: ${load.map((l) => l.map((x) => x.toFixed(2)).join('/')).join(' -> ')}`,
  );
  process.stdout.write(`${out.join('\n')}\n`);
}

await main();
