import { readFileSync } from 'node:fs';
import { expect, describe as group, it } from 'vitest';
import { CATALOGUE_FILE, describe, renderCatalogue, sectionsOf } from '../scripts/catalogue.mjs';
import * as pkg from '../src/index.js';
import { ruleIds } from '../src/tables/reported.js';

const catalogue = readFileSync(CATALOGUE_FILE, 'utf8');

group('the rule catalogue, docs/rules.md', () => {
  it('is up to date with the rule tables (run `npm run catalogue` when this fails)', () => {
    expect(renderCatalogue(sectionsOf(pkg), pkg.engineCodes)).toBe(catalogue);
  });

  it('keys every row by its id, not by its position: a new row adds its own line and changes no other', () => {
    for (const { rules } of sectionsOf(pkg)) {
      for (const id of ruleIds(rules)) expect(catalogue).toContain(`\n| \`${id}\` |`);
    }
    const [first] = sectionsOf(pkg);
    const rules = first?.rules ?? [];
    const added = [...rules.slice(0, 3), { ...rules[3], at: 'addressLine9' }, ...rules.slice(3)];
    const before = renderCatalogue([{ title: 'T', rules }], {}).split('\n');
    const after = renderCatalogue([{ title: 'T', rules: added }], {}).split('\n');
    expect(after.length).toBe(before.length + 1);
    expect(after.filter((line) => !before.includes(line))).toHaveLength(1);
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
