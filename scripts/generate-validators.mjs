/**
 * Writes the generated files of src/generated/ from the rule tables and the
 * service description, docs/service-api.md (`npm run generate`). The
 * generator, src/codegen/, is compiled into .codegen/, never into dist/, so
 * it is never published; the package is built afterwards. When the tables
 * and the description disagree (a documented code one of them lacks),
 * nothing is written and the reason is printed. test/generated.test.ts fails
 * when a file here is stale.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { generatedValidators } from '../.codegen/src/codegen/validators.js';

const path = (file) => fileURLToPath(new URL(`../${file}`, import.meta.url));

let files;
try {
  files = generatedValidators(readFileSync(path('docs/service-api.md'), 'utf8'));
} catch (error) {
  console.error(`generate: nothing written: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
for (const { file, source } of files) {
  writeFileSync(path(file), source);
  console.log(`generate: wrote ${file}`);
}
