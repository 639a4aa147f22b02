// tsc writes the bin without the executable bit; set it so the built bin runs as a command.
import { chmodSync } from 'node:fs';

chmodSync(new URL('../dist/src/cli/main.js', import.meta.url), 0o755);
