/**
 * Builds the front-end examples (account.html, page.html, react.html) from the
 * package as a user installs it: `npm pack` of the repository (its built
 * dist/, exactly the files that would be published) installed from the
 * tarball, with its dependencies, into examples/web/node_modules, so that
 * `import … from 'fundraising-rules'` reads the published modules, never
 * src/. React and react-hook-form come from the repository's devDependencies.
 * (This folder has a package.json of its own, so that the import is never a
 * self-reference to the repository's package.)
 *
 * Each entry is bundled on its own with esbuild for the browser (ESM,
 * minified) into examples/web/dist/, and its gzipped size printed.
 *
 *   node examples/web/build.mjs      # builds the package first (npm run build)
 *   npm run examples:web             # the same
 *
 * then serve examples/web/ over HTTP (any static server) and open
 * account.html. test/browser.test.ts calls `buildExamples()` on the dist/
 * that `npm test` has just built, with an install folder and an output
 * folder of its own, so that two test runs in one checkout (or a test run
 * and this script) never install or bundle into each other's files.
 */
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, realpathSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { gzipSync } from 'node:zlib';
import * as esbuild from 'esbuild';

/** This folder. */
export const WEB = fileURLToPath(new URL('.', import.meta.url));
/** The repository (the package's root). */
export const ROOT = fileURLToPath(new URL('../..', import.meta.url));
/** The bundles: dist/<name>.js from each entry. */
export const ENTRIES = { account: 'account.ts', page: 'page.ts', react: 'react.tsx' };

const execFileAsync = promisify(execFile);

/** Runs a command; its failure becomes an error that says which command failed and what it printed. */
async function run(command, args, cwd) {
  try {
    const { stdout } = await execFileAsync(command, args, { cwd, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
    return stdout;
  } catch (error) {
    throw new Error(`\`${command} ${args.join(' ')}\` failed:\n${error.stderr || error.message}`);
  }
}

/**
 * Packs the package and installs the tarball, with its dependencies, into
 * `<installDir>/node_modules` (a fresh one: a tarball of the same version is
 * never mistaken for the one installed before).
 *
 * @param {{ buildPackage?: boolean, installDir?: string }} [options]
 *   buildPackage: run `npm run build` first; installDir: default examples/web
 */
export async function installPacked({ buildPackage = false, installDir = WEB } = {}) {
  if (buildPackage) await run('npm', ['run', 'build'], ROOT);
  if (!existsSync(join(ROOT, 'dist', 'src', 'index.js'))) {
    throw new Error('The package is not built (no dist/src/index.js): run `npm run build` first.');
  }
  const temp = mkdtempSync(join(tmpdir(), 'fundraising-rules-pack-'));
  try {
    // --ignore-scripts: pack the dist/ that is there, without rebuilding it under a test run.
    const packed = JSON.parse(
      await run('npm', ['pack', '--json', '--ignore-scripts', '--pack-destination', temp], ROOT),
    );
    const tarball = join(temp, packed[0].filename);
    rmSync(join(installDir, 'node_modules'), { recursive: true, force: true });
    await run(
      'npm',
      [
        'install',
        '--no-save',
        '--no-package-lock',
        '--no-audit',
        '--no-fund',
        '--prefer-offline',
        '--ignore-scripts',
        '--prefix',
        installDir,
        tarball,
      ],
      ROOT,
    );
  } finally {
    rmSync(temp, { recursive: true, force: true });
  }
}

/**
 * Resolves 'fundraising-rules' (and its subpaths) from the install folder, as
 * a bundler in a user's project does from the project's node_modules: the
 * package's `exports`, its `browser` and `import` conditions, its own
 * dependencies beside it.
 */
function installedPackage(installDir) {
  return {
    name: 'installed-fundraising-rules',
    setup(build) {
      build.onResolve({ filter: /^fundraising-rules(?:\/|$)/ }, (args) =>
        args.pluginData === 'installed'
          ? undefined
          : build.resolve(args.path, { kind: args.kind, resolveDir: installDir, pluginData: 'installed' }),
      );
    },
  };
}

/** The repository's own code, which a bundle must not contain: the package comes from the tarball, never from here. */
const REPOSITORY_CODE = ['src', 'rules', 'dist'].map((folder) => join(ROOT, folder) + sep);

/**
 * Installs the packed package, bundles each entry and returns, for each, its
 * file, its sizes in bytes (minified, and gzipped at level 9) and the files
 * it was made of (absolute paths).
 *
 * @param {{ buildPackage?: boolean, installDir?: string, outdir?: string, log?: (line: string) => void }} [options]
 *   installDir: where node_modules/fundraising-rules is installed (default examples/web);
 *   outdir: where the bundles go (default examples/web/dist)
 * @returns {Promise<{ name: string, file: string, bytes: number, gzip: number, inputs: string[] }[]>}
 */
export async function buildExamples({
  buildPackage = false,
  installDir = WEB,
  outdir = join(WEB, 'dist'),
  log = console.log,
} = {}) {
  await installPacked({ buildPackage, installDir });
  rmSync(outdir, { recursive: true, force: true });
  const packageDist = join(realpathSync(installDir), 'node_modules', 'fundraising-rules', 'dist') + sep;
  const bundles = [];
  for (const [name, entry] of Object.entries(ENTRIES)) {
    const result = await esbuild.build({
      absWorkingDir: WEB,
      entryPoints: { [name]: entry },
      outdir,
      bundle: true,
      platform: 'browser',
      format: 'esm',
      target: 'es2022',
      minify: true,
      jsx: 'automatic',
      define: { 'process.env.NODE_ENV': '"production"' },
      plugins: [installedPackage(installDir)],
      metafile: true,
      logLevel: 'silent',
    });
    const inputs = Object.keys(result.metafile.inputs).map((input) => resolve(WEB, input));
    const stray = inputs.filter((input) => REPOSITORY_CODE.some((folder) => input.startsWith(folder)));
    if (stray.length > 0 || !inputs.some((input) => input.startsWith(packageDist))) {
      throw new Error(
        `${entry} was not bundled from the packed package (${packageDist}); it read ${stray.join(', ') || 'no file of the package'}`,
      );
    }
    const file = join(outdir, `${name}.js`);
    const code = readFileSync(file);
    const bundle = { name, file, bytes: code.byteLength, gzip: gzipSync(code, { level: 9 }).byteLength, inputs };
    bundles.push(bundle);
    const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
    log(`dist/${name}.js  ${kb(bundle.bytes)} minified, ${kb(bundle.gzip)} gzipped`);
  }
  return bundles;
}

if (process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    await buildExamples({ buildPackage: true });
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  }
}
