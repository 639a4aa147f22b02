#!/usr/bin/env node
/**
 * The `fundraising-rules` command: pre-flight checks of request bodies.
 * @example fundraising-rules check account examples/account-valid.json
 */
import { main } from './run.js';

process.exitCode = await main(process.argv.slice(2));
