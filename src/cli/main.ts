#!/usr/bin/env node
/**
 * The `fundraising-rules` command: pre-flight checks of request bodies.
 * @example fundraising-rules check account examples/account-valid.json
 */
import { main } from './run.js';

// A reader that stops early (`| head`) is not an error of ours.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code !== 'EPIPE') throw error;
  process.exit(process.exitCode ?? 0);
});

process.exitCode = await main(process.argv.slice(2));
