// Writes docs/rules.md, the rule catalogue, from the rule tables, so that
// tables, documentation and behaviour cannot drift apart. `npm run catalogue`
// rewrites it; test/catalogue.test.ts fails when it is stale. The wording
// comes from the build (dist/src/cli/words.js): run it after a build.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { catalogueTable, describeCondition, engineCodesTable } from '../dist/src/cli/words.js';

/** The file the catalogue is written to. */
export const CATALOGUE_FILE = new URL('../docs/rules.md', import.meta.url);

const START = '<!-- catalogue:start -->';
const END = '<!-- catalogue:end -->';

/** What docs/rules.md says before the tables. */
const PREFACE = [
  '# Rule catalogue',
  '',
  '<!-- Generated from the rule tables by `npm run catalogue` (scripts/catalogue.mjs); do not edit by hand. -->',
  '',
  'Every row of the rule tables of the five operations, and the engine codes.',
  'A row is keyed by its id, `code:path`: its code and the field reference it',
  'reports at (`[]` gives one issue per entry; `#2` marks a second row of one',
  "code at one place). The id is also the row's own message key (see",
  '"Messages with values" in the [README](../README.md#messages-with-values)).',
  'Rows are listed in the order their table checks them. `fundraising-rules',
  'rules` prints the same rows (`--format markdown`: these tables; `--format',
  'json`: one array).',
  '',
  '"Absent" means missing, `null`, a blank string, or an object, array or',
  'boolean in a single-valued field (see [input conventions](input-conventions.md)).',
  'A rule whose condition needs an option the caller did not give is listed',
  'in `result.unchecked` instead (see [options](library.md#options)).',
  '',
];

/**
 * A condition in English (the wording lives in src/cli/words.ts, shared with
 * the command line's `rules` and `check --explain`).
 * @example describe({ test: 'absent', field: 'surname' }) // '`surname` is absent'
 */
export function describe(node) {
  return describeCondition(node);
}

/**
 * The whole of docs/rules.md: the preface, then one table per operation,
 * one line per rule row keyed by its id, then the engine codes.
 * @example renderCatalogue([{ title: 'Create account', rules: accountRules }], engineCodes)
 */
export function renderCatalogue(sections, engineCodes) {
  const out = [...PREFACE, START, ''];
  for (const { title, rules } of sections) out.push(...catalogueTable(title, rules));
  out.push(...engineCodesTable(engineCodes), '', END, '');
  return out.join('\n');
}

/**
 * The tables of a catalogue text, between its markers: what `fundraising-rules
 * rules --format markdown` prints.
 * @example tablesOf(readFileSync(CATALOGUE_FILE, 'utf8')).startsWith('### Create account')
 */
export function tablesOf(catalogue) {
  const start = catalogue.indexOf(START);
  const end = catalogue.indexOf(END);
  if (start === -1 || end === -1) throw new Error('docs/rules.md has no catalogue markers');
  return catalogue.slice(start + START.length, end).trim();
}

/** The sections of the catalogue, from a loaded package entry. */
export function sectionsOf(pkg) {
  return [
    { title: 'Create account', rules: pkg.accountRules },
    { title: 'Create page', rules: pkg.pageRules },
    { title: 'Fundraiser search query', rules: pkg.searchQueryRules },
    { title: 'Event listing query', rules: pkg.eventListingQueryRules },
    { title: 'Activity and country lookup query', rules: pkg.lookupQueryRules },
  ];
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const pkg = await import('../dist/src/index.js');
  writeFileSync(CATALOGUE_FILE, renderCatalogue(sectionsOf(pkg), pkg.engineCodes));
  console.log('docs/rules.md rewritten');
}
