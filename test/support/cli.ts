/**
 * The built command line as the CLI test files run it: the bin as a real
 * process (npm test builds before vitest runs), a scratch folder of input
 * files, and standard output read as JSON documents.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, expect } from 'vitest';

/** The package root, the built bin and the bundled examples. */
export const ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const BIN = join(ROOT, 'dist/node/cli/main.js');
export const EXAMPLES = join(ROOT, 'examples');

/** What a run of the command line gave. */
export interface CliRun {
  status: number | null;
  stdout: string;
  stderr: string;
}

/**
 * Runs the built bin with `args`, `stdin` on its standard input, in the
 * package root (standard output may be large: up to 256 MiB).
 * @example const { status, stdout } = runCli(['check', 'account', file, '--today', '20261122']);
 */
export function runCli(args: readonly string[], stdin = ''): CliRun {
  const child = spawnSync(process.execPath, [BIN, ...args], {
    input: stdin,
    encoding: 'utf8',
    cwd: ROOT,
    maxBuffer: 256 * 1024 * 1024,
  });
  if (child.error) throw child.error;
  return { status: child.status, stdout: child.stdout, stderr: child.stderr };
}

/**
 * A scratch folder for one test file, removed after its tests, and `file`,
 * which writes a file there and gives its path.
 * @example const { dir, file } = scratchFolder('cli'); const body = file('body.json', '{}');
 */
export function scratchFolder(name: string): { dir: string; file: (name: string, content: string) => string } {
  const dir = mkdtempSync(join(tmpdir(), `fundraising-rules-${name}-`));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  return {
    dir,
    file(fileName, content) {
      const path = join(dir, fileName);
      writeFileSync(path, content);
      return path;
    },
  };
}

/**
 * Every line of standard output as JSON, as printed; fails on output that
 * does not end its last line or on any line that is not JSON.
 * @example expect(documents(stdout).map((document) => document.input)).toEqual([file]);
 */
export function documents(stdout: string): Record<string, unknown>[] {
  expect(stdout === '' || stdout.endsWith('\n')).toBe(true);
  return stdout === ''
    ? []
    : stdout
        .slice(0, -1)
        .split('\n')
        .map((line) => JSON.parse(line) as Record<string, unknown>);
}
