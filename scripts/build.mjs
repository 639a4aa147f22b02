/**
 * `npm run build`: compiles src/ and rules/ into an empty dist/, so nothing a
 * former build or a development tool left there is ever published, then
 * marks the command line's entry executable (tsc writes it without the bit).
 */
import { execFileSync } from 'node:child_process';
import { chmodSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
rmSync(new URL('../dist', import.meta.url), { recursive: true, force: true });
// npm run puts node_modules/.bin on PATH.
try {
  execFileSync('tsc', ['-p', 'tsconfig.json'], { cwd: root, stdio: 'inherit' });
} catch {
  process.exit(1); // tsc has printed why
}
chmodSync(new URL('../dist/src/cli/main.js', import.meta.url), 0o755);
