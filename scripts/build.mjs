/**
 * `npm run build`: compiles src/ and rules/ into an empty dist/ (so nothing
 * a former build or a development tool left there is ever published), then
 * bundles each published entry for Node into dist/node/, the code the
 * entries share in chunks (dist/node/chunks/).
 *
 * Two builds of one source, chosen by the `exports` conditions: Node loads
 * the bundle (a process importing the core entry then loads three files
 * instead of some sixty, most of its start-up); bundlers get tsc's modules
 * (dist/src/), which with `"sideEffects": false` they tree-shake module by
 * module, leaving out every rule table an app does not import.
 *
 * A module with a `.node.ts` sibling is that sibling in the Node build: the
 * opt-in entries' libraries, optional peer dependencies, are required there
 * so that a missing one is named in one line (src/advice/require-peer.node.ts).
 */
import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';

const root = fileURLToPath(new URL('..', import.meta.url));

/** The published entries (the package.json `exports` and `bin`), by their place under dist/src/. */
export const ENTRIES = {
  index: 'src/index.ts',
  'cli/main': 'src/cli/main.ts',
  'formats/xml': 'src/formats/xml.ts',
  'advice/postcode': 'src/advice/postcode.ts',
  'advice/telephone': 'src/advice/telephone.ts',
  'json-schema': 'src/json-schema.ts',
  'sandbox/index': 'src/sandbox/index.ts',
};

/** Resolves a relative import of `x.js` to `x.node.ts` where there is one. */
const nodeVariants = {
  name: 'node-variants',
  setup(build) {
    build.onResolve({ filter: /^\.\.?\/.*\.js$/ }, (args) => {
      const variant = resolve(args.resolveDir, args.path.replace(/\.js$/, '.node.ts'));
      return existsSync(variant) ? { path: variant } : undefined;
    });
  },
};

rmSync(new URL('../dist', import.meta.url), { recursive: true, force: true });
// npm run puts node_modules/.bin on PATH.
try {
  execFileSync('tsc', ['-p', 'tsconfig.json'], { cwd: root, stdio: 'inherit' });
} catch {
  process.exit(1); // tsc has printed why
}
await esbuild.build({
  absWorkingDir: root,
  entryPoints: ENTRIES,
  outdir: 'dist/node',
  chunkNames: 'chunks/[name]-[hash]',
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'es2022',
  // The dependencies stay imports: the user's install (or bundler) provides them.
  packages: 'external',
  plugins: [nodeVariants],
  logLevel: 'warning',
});
chmodSync(new URL('../dist/node/cli/main.js', import.meta.url), 0o755);
