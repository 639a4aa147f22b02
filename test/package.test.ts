/**
 * What `npm pack` would publish: the built modules with their types (what
 * bundlers read), the entries bundled for Node with the chunks they share,
 * the README, LICENSE, CHANGELOG and package.json, and nothing else (no
 * code generator, tests, scratch files or benchmarks).
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const root = new URL('..', import.meta.url);
const packageJson = JSON.parse(readFileSync(new URL('package.json', root), 'utf8')) as {
  exports: Record<string, string | { types: string; node: string; default: string }>;
  bin: Record<string, string>;
};

/** The files `npm pack` lists; `--ignore-scripts` keeps it from rebuilding dist/ under the other suites. */
function packedFiles(): string[] {
  const out = execFileSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], {
    cwd: root,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  const [pack] = JSON.parse(out) as { files: { path: string }[] }[];
  return (pack?.files ?? []).map((file) => file.path).sort();
}

const BUILT = /^dist\/(?:src|rules|node)\/(?:[\w-]+\/)*[\w-]+\.(?:js|d\.ts)$/;
const NODE = /^dist\/node\//;
const FIXED = ['CHANGELOG.md', 'LICENSE', 'README.md', 'package.json'];

describe('the published package', () => {
  const files = packedFiles();

  it('holds the README, LICENSE, CHANGELOG and package.json', () => {
    for (const name of FIXED) expect(files).toContain(name);
  });

  it('holds nothing but those and built modules with their types', () => {
    const others = files.filter((path) => !FIXED.includes(path) && !BUILT.test(path));
    expect(others).toEqual([]);
  });

  it('holds no code generator, test or benchmark', () => {
    const development = files.filter((path) => /codegen|\.test\.|^test\/|^bench\/|scratch/.test(path));
    expect(development).toEqual([]);
  });

  it('holds every file the exports map and the bin name', () => {
    const targets = Object.values(packageJson.exports).flatMap((target) =>
      typeof target === 'string' ? [target] : [target.types, target.node, target.default],
    );
    for (const target of [...targets, ...Object.values(packageJson.bin)]) {
      expect(files).toContain(target.replace(/^\.\//, ''));
    }
  });

  it('gives every built module its type declarations, and Node only the bundled entries and their chunks', () => {
    const modules = files.filter((file) => file.endsWith('.js') && !NODE.test(file));
    for (const path of modules) expect(files).toContain(path.replace(/\.js$/, '.d.ts'));
    const bundled = files.filter((file) => NODE.test(file));
    const entries = [
      ...Object.values(packageJson.exports).flatMap((target) => (typeof target === 'string' ? [] : [target.node])),
      ...Object.values(packageJson.bin),
    ].map((target) => target.replace(/^\.\//, ''));
    expect(bundled.filter((file) => !file.startsWith('dist/node/chunks/')).sort()).toEqual(
      [...new Set(entries)].sort(),
    );
  });
});
