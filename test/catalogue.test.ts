import { readFileSync } from 'node:fs';
import { expect, describe as group, it } from 'vitest';
import { describe, renderCatalogue, sectionsOf, withCatalogue } from '../scripts/catalogue.mjs';
import * as pkg from '../src/index.js';

group('the README rule catalogue', () => {
  it('is up to date with the rule tables (run `npm run catalogue` when this fails)', () => {
    const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
    expect(withCatalogue(readme, renderCatalogue(sectionsOf(pkg), pkg.engineCodes))).toBe(readme);
  });

  it('words every condition of every row', () => {
    for (const { rules } of sectionsOf(pkg)) {
      for (const rule of rules) expect(describe(rule.when)).not.toMatch(/undefined|\[object/);
    }
  });

  it('brackets an or inside an and', () => {
    const node = {
      all: [
        { test: 'present', field: 'a' },
        {
          any: [
            { test: 'absent', field: 'b' },
            { test: 'absent', field: 'c' },
          ],
        },
      ],
    };
    expect(describe(node)).toBe('`a` is present and (`b` is absent or `c` is absent)');
  });
});
