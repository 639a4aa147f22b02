/**
 * The built bin's `serve` as a child process, for the suites that test the
 * sandbox as partners start it: `dist/node/cli/main.js serve ...`.
 */
import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

/** A `serve` process that has printed its first line. */
export interface ServeProcess {
  /** Its first line of standard output. */
  readonly first: string;
  /** The address of that line (`listening on URL`). */
  readonly url: string;
  readonly child: ChildProcessWithoutNullStreams;
  /** Sends SIGTERM and resolves to the exit code. */
  stop(): Promise<number | null>;
}

/**
 * Spawns `fundraising-rules serve` with `args` and waits for its first line;
 * rejects with its standard error when it exits before printing one.
 * @example const server = await serveBin(['--port', '0', '--api-key', KEY]); await server.stop();
 */
export async function serveBin(args: readonly string[]): Promise<ServeProcess> {
  const bin = new URL('../../dist/node/cli/main.js', import.meta.url).pathname;
  const child = spawn(process.execPath, [bin, 'serve', ...args]);
  let stderr = '';
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
    stderr += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const lines = createInterface({ input: child.stdout });
  const first = await Promise.race([
    new Promise<string>((resolve) => lines.once('line', resolve)),
    exited.then((code) => {
      throw new Error(`serve exited with ${code} before its first line: ${stderr}`);
    }),
  ]);
  return {
    first,
    url: first.slice('listening on '.length),
    child,
    stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      return exited;
    },
  };
}
