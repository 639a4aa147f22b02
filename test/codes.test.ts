import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { accountRules } from '../rules/account.js';
import { engineCodes } from '../rules/engine-codes.js';
import { pageRules } from '../rules/page.js';
import { accountCodes, pageCodes } from '../src/codes.js';
import type { RuleTable } from '../src/tables/types.js';

const isDocumented = (code: string) => /^\d{3}\.\d{2}\.\d{2}$/.test(code);
const documentedIn = (table: RuleTable) => new Set(table.map((rule) => rule.code).filter(isDocumented));

const serviceApi = readFileSync(new URL('../docs/service-api.md', import.meta.url), 'utf8');

/** The codes of one error table of service-api.md, in table order. */
function errorTable(heading: string): string[] {
  const start = serviceApi.indexOf(`### ${heading}\n`);
  const end = serviceApi.indexOf('\n### ', start + 1);
  const section = serviceApi.slice(start, end === -1 ? undefined : end);
  return [...section.matchAll(/^\| (\d{3}\.\d{2}\.\d{2}) \|/gm)].map((match) => match[1] ?? '');
}

describe('documented codes', () => {
  it('accountCodes are exactly the documented codes of the account rule table', () => {
    expect(new Set(accountCodes)).toEqual(documentedIn(accountRules));
    expect(accountCodes).toHaveLength(23);
  });

  it('pageCodes are exactly the documented codes of the page rule table', () => {
    expect(new Set(pageCodes)).toEqual(documentedIn(pageRules));
    expect(pageCodes).toHaveLength(29);
  });

  it('lists each code once, and the union holds 50 codes', () => {
    expect(new Set(accountCodes).size).toBe(accountCodes.length);
    expect(new Set(pageCodes).size).toBe(pageCodes.length);
    expect(new Set<string>([...accountCodes, ...pageCodes]).size).toBe(50);
  });

  it('follows the order of the service error tables', () => {
    expect(accountCodes).toEqual(errorTable('Create account'));
    const pageTable = errorTable('Create page');
    expect(pageCodes.filter((code) => pageTable.includes(code))).toEqual(pageTable);
    expect(pageCodes.filter((code) => !pageTable.includes(code))).toEqual(['002.01.22', '002.01.23']);
  });

  it('shares no code with the engine codes', () => {
    for (const code of [...accountCodes, ...pageCodes]) expect(Object.hasOwn(engineCodes, code)).toBe(false);
  });
});
