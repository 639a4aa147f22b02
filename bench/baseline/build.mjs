/**
 * Writes bench/baseline/old.mjs: `validateAccount` and `validatePage` of the
 * package as it was before issue 32 (the generator before its rewrite),
 * for `npm run bench`'s new/old table (bench/README.md, "The baseline").
 *
 *   node bench/baseline/build.mjs [commit]     (npm run bench:baseline)
 *
 * The commit (by default BASELINE_COMMIT, bench/baseline/commit.mjs) is taken from this clone's git
 * history with `git archive` into a temporary directory, installed with
 * `npm ci` (whose `prepare` builds it, as a user's install does), and its
 * Node entry (`dist/node/index.js`, what the package's name resolves to)
 * bundled by esbuild into one ES module holding those two functions and
 * what they use: not minified, the code as the build made it, so that V8
 * sees the same functions the old package ran. The bundle is committed, so
 * that a run needs neither the network nor a build of the old commit.
 */
import { execFileSync, execSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { BASELINE_COMMIT } from './commit.mjs';

const commit = process.argv[2] ?? BASELINE_COMMIT;
const root = fileURLToPath(new URL('../..', import.meta.url));
const out = fileURLToPath(new URL('./old.mjs', import.meta.url));
const scratch = mkdtempSync(join(tmpdir(), 'fundraising-rules-baseline-'));
try {
  execSync(`git -C "${root}" archive --format=tar ${commit} | tar -x -C "${scratch}"`, { stdio: 'inherit' });
  execFileSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: scratch, stdio: 'inherit' });
  const result = await build({
    stdin: {
      contents: "export { validateAccount, validatePage } from './dist/node/index.js';",
      resolveDir: scratch,
      sourcefile: 'baseline-entry.mjs',
    },
    // Paths in the bundle's comments relative to the old package (the same on every machine).
    absWorkingDir: scratch,
    logLevel: 'error',
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'es2022',
    minify: false,
    legalComments: 'none',
    write: false,
  });
  const [file] = result.outputFiles;
  if (file === undefined) throw new Error('baseline: esbuild wrote nothing');
  const header =
    '// @ts-nocheck\n' +
    `// validateAccount and validatePage of fundraising-rules at commit ${commit}, bundled by\n` +
    '// bench/baseline/build.mjs (npm run bench:baseline) from its built Node entry. Generated: do not edit.\n';
  // The commit it was made from, which bench/run.mjs holds against BASELINE_COMMIT.
  writeFileSync(out, `${header}${file.text}export const BUILT_FROM = ${JSON.stringify(commit)};\n`);
  console.log(`baseline: wrote ${out} from ${commit} (${Math.round(file.text.length / 1024)} KB)`);
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
