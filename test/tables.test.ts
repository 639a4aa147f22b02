import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  accountRules,
  engineCodes,
  eventListingQueryRules,
  lookupQueryRules,
  pageRules,
  type RuleTable,
  searchQueryRules,
} from '../src/index.js';

const serviceApi = readFileSync(new URL('../docs/service-api.md', import.meta.url), 'utf8');
const normalise = (text: string) => text.replace(/\s+/g, ' ');

/** The codes service-api.md lists in one error table ("### Create account", "### Create page"). */
function documentedCodes(heading: string): string[] {
  const start = serviceApi.indexOf(`### ${heading}`);
  const end = serviceApi.indexOf('\n### ', start + 1);
  const section = serviceApi.slice(start, end === -1 ? undefined : end);
  return [...new Set(section.match(/\b00[23]\.01\.[0-9]{2}\b/g) ?? [])].sort();
}

const isDocumented = (code: string) => /^\d{3}\.\d{2}\.\d{2}$/.test(code);
const codesOf = (table: RuleTable) => [...new Set(table.map((rule) => rule.code).filter(isDocumented))].sort();

describe.each([
  ['account', accountRules],
  ['page', pageRules],
  ['search query', searchQueryRules],
  ['event listing query', eventListingQueryRules],
  ['lookup query', lookupQueryRules],
])('the %s rule table', (_name, table) => {
  it('is plain data: JSON round-trips it unchanged', () => {
    expect(JSON.parse(JSON.stringify(table))).toEqual(table);
  });

  it('is frozen, so the compiled cache cannot go stale', () => {
    expect(Object.isFrozen(table)).toBe(true);
    expect(Object.isFrozen(table[table.length - 1]?.when)).toBe(true);
  });

  it('quotes service-api.md in every row', () => {
    const text = normalise(serviceApi);
    for (const rule of table) expect(text, `${rule.code} ${rule.parameter}`).toContain(normalise(rule.source));
  });

  it('uses only listed engine codes beside the documented ones', () => {
    for (const rule of table) if (!isDocumented(rule.code)) expect(Object.keys(engineCodes)).toContain(rule.code);
  });
});

describe('documented codes', () => {
  it('the account table holds exactly the 23 codes service-api.md lists for create account', () => {
    expect(codesOf(accountRules)).toEqual(documentedCodes('Create account'));
    expect(codesOf(accountRules)).toHaveLength(23);
  });

  it('the page table holds exactly the codes listed for create page, plus 002.01.22 and 002.01.23', () => {
    expect(codesOf(pageRules)).toEqual([...documentedCodes('Create page'), '002.01.22', '002.01.23'].sort());
    expect(codesOf(pageRules)).toHaveLength(29);
  });
});
