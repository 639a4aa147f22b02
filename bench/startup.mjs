/**
 * Start-up (`npm run bench:startup`): what a fresh process pays before its
 * first answer, measured side by side in fresh processes, interleaved, the
 * median of several runs each.
 *
 * - the package: import the core entry and make a first `validateAccount`
 *   call (with `today` given), against the same for the bench's hand-written
 *   validator bundled into one file (the cost of code that does the same
 *   work with nothing to load); target: within 1.5x;
 * - the command line: `fundraising-rules check account FILE`, against a bare
 *   `node -e 0`; target: at most 150 ms more.
 *
 * Usage: node bench/startup.mjs [runs]   (default 15 runs of each)
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';

const root = fileURLToPath(new URL('..', import.meta.url));
const runs = Number(process.argv[2] ?? 15);
const example = join(root, 'examples/account-valid.json');

/** The hand-written validator and its helpers as one module, as a single-file validator would ship. */
async function handWrittenBundle(dir) {
  const file = join(dir, 'hand-written.mjs');
  await esbuild.build({
    entryPoints: [join(root, 'bench/hand-written-account.mjs')],
    bundle: true,
    format: 'esm',
    platform: 'node',
    outfile: file,
    logLevel: 'silent',
  });
  return file;
}

/** A script that imports `module`, reads the example and validates it once. */
const firstCall = (module, name) =>
  `const m = await import(${JSON.stringify(module)});` +
  `const body = JSON.parse((await import('node:fs')).readFileSync(${JSON.stringify(example)}, 'utf8'));` +
  `m.${name}(body, { today: '20261122' });`;

/** Milliseconds one run of the command takes, start to exit. */
function once(args) {
  const start = process.hrtime.bigint();
  execFileSync(process.execPath, args, { stdio: 'ignore', cwd: root });
  return Number(process.hrtime.bigint() - start) / 1e6;
}

const median = (values) => values.toSorted((a, b) => a - b)[Math.floor(values.length / 2)];

async function main() {
  const dir = mkdtempSync(join(tmpdir(), 'fundraising-rules-startup-'));
  try {
    const handWritten = await handWrittenBundle(dir);
    const commands = {
      'node -e 0': ['-e', '0'],
      'hand-written: import + first call': [
        '--input-type=module',
        '-e',
        firstCall(handWritten, 'validateAccountByHand'),
      ],
      'package: import + first validateAccount': [
        '--input-type=module',
        '-e',
        // By the package's name, as a user imports it: Node resolves it to the bundled entry (dist/node/).
        firstCall('fundraising-rules', 'validateAccount'),
      ],
      'fundraising-rules check account FILE': [
        join(root, 'dist/node/cli/main.js'),
        'check',
        'account',
        example,
        '--today',
        '20261122',
      ],
    };
    /** @type {Record<string, number[]>} */
    const times = Object.fromEntries(Object.keys(commands).map((name) => [name, []]));
    for (let run = 0; run < runs; run++)
      for (const [name, args] of Object.entries(commands)) times[name].push(once(args));
    const m = Object.fromEntries(Object.entries(times).map(([name, values]) => [name, median(values)]));
    for (const [name, value] of Object.entries(m)) console.log(`${name.padEnd(44)} ${value.toFixed(0).padStart(5)} ms`);
    const ratio = m['package: import + first validateAccount'] / m['hand-written: import + first call'];
    const over = m['fundraising-rules check account FILE'] - m['node -e 0'];
    console.log(`package / hand-written: ${ratio.toFixed(2)}x (target 1.5x)`);
    console.log(`command line over a bare node: ${over.toFixed(0)} ms (target 150 ms)`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
