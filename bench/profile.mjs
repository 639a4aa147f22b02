/**
 * CPU profile of validateAccount or validatePage on the benchmark payloads,
 * to see where the engine spends its time.
 *
 *   node --cpu-prof --cpu-prof-dir=/tmp/fr-prof bench/profile.mjs [payload] [seconds]
 *   node bench/profile.mjs --summary /tmp/fr-prof/<file>.cpuprofile [rows]
 *
 * payload: 'valid' (default), 'faults', 'wrong' or 'all' for validateAccount;
 * 'page-valid', 'page-faults', 'page-wrong' or 'page-all' for validatePage.
 * The summary lists the functions with the most self time (samples where the
 * function itself was running), with their file and line.
 */
import { readFileSync } from 'node:fs';
import { validateAccount, validatePage } from 'fundraising-rules';
import { pageOptions, pagePayloads } from './page-payloads.mjs';
import { options, payloads } from './payloads.mjs';

if (process.argv[2] === '--summary') {
  const profile = JSON.parse(readFileSync(process.argv[3], 'utf8'));
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const self = new Map();
  for (const id of profile.samples) {
    const { callFrame } = byId.get(id);
    const file = callFrame.url.replace(/^.*\/(dist|node_modules)\//, '$1/');
    const key = `${callFrame.functionName || '(anonymous)'}  ${file}:${callFrame.lineNumber + 1}`;
    self.set(key, (self.get(key) ?? 0) + 1);
  }
  const total = profile.samples.length;
  const rows = [...self.entries()].sort((a, b) => b[1] - a[1]).slice(0, Number(process.argv[4] ?? 25));
  for (const [key, count] of rows) console.log(`${((100 * count) / total).toFixed(1).padStart(5)}%  ${key}`);
  const byFile = new Map();
  for (const [key, count] of self) {
    const file = key
      .split('  ')[1]
      .replace(/:\d+$/, '')
      .replace(/^node_modules\/([^/]+)\/.*$/, 'node_modules/$1/*');
    byFile.set(file, (byFile.get(file) ?? 0) + count);
  }
  console.log('\nself time by file:');
  for (const [file, count] of [...byFile.entries()].sort((a, b) => b[1] - a[1]).slice(0, 15)) {
    console.log(`${((100 * count) / total).toFixed(1).padStart(5)}%  ${file}`);
  }
  process.exit(0);
}

const which = process.argv[2] ?? 'valid';
const seconds = Number(process.argv[3] ?? 4);
const page = which.startsWith('page-');
const list = page ? pagePayloads : payloads;
const chosen = {
  valid: [list[0]],
  faults: [list[1]],
  wrong: [list[2]],
  all: list,
}[page ? which.slice('page-'.length) : which];
if (chosen === undefined) throw new Error(`unknown payload '${which}'`);
const validate = page ? validatePage : validateAccount;
const given = page ? pageOptions : options;

let sink = 0;
let calls = 0;
const end = performance.now() + seconds * 1000;
while (performance.now() < end) {
  for (let i = 0; i < 1000; i++) {
    for (const { body } of chosen) sink += validate(body, given).issues.length;
    calls += chosen.length;
  }
}
console.log(`${calls} calls in ${seconds} s (${Math.round(calls / seconds)} /s); sink ${sink}`);
