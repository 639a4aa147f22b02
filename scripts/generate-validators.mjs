/**
 * Writes the generated validators of src/generated/ from the rule tables
 * (`npm run generate`). The generator, src/codegen/, is compiled into
 * .codegen/, never into dist/, so it is never published; the package is
 * built afterwards. test/generated.test.ts fails when a file here is stale.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { generatedValidators } from '../.codegen/src/codegen/validators.js';

for (const { file, source } of generatedValidators()) {
  writeFileSync(fileURLToPath(new URL(`../${file}`, import.meta.url)), source);
  console.log(`generate: wrote ${file}`);
}
