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
import { paramsOf } from '../src/tables/params.js';
import { aboveOf, ageRangeOf, limitOf } from './support/tables.js';

const serviceApi = readFileSync(new URL('../docs/service-api.md', import.meta.url), 'utf8');
const normalise = (text: string) => text.replace(/\s+/g, ' ');

const isDocumented = (code: string) => /^\d{3}\.\d{2}\.\d{2}$/.test(code);

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

  it("fills every placeholder of a row's message from the params its condition gives", () => {
    for (const rule of table) {
      const names = [...rule.message.matchAll(/\{(\w+)\}/g)].map((match) => match[1]);
      const params = Object.keys(paramsOf(rule) ?? {});
      for (const name of names) expect(params, `${rule.code} ${rule.at}: {${name}}`).toContain(name);
    }
  });
});

describe('params (contract section 9.2)', () => {
  const row = (table: RuleTable, code: string, at: string) =>
    table.find((rule) => rule.code === code && rule.at === at) as RuleTable[number];

  it("a limit on the rule's own field gives params; a trigger on another field, presence, lookups and facts none", () => {
    expect(paramsOf(row(accountRules, '002.01.06', 'surname'))).toEqual({
      max: { value: limitOf(accountRules, 'surname') },
      length: { length: 'surname' },
    });
    const age = ageRangeOf(accountRules, 'dateOfBirth', '002.01.15');
    expect(paramsOf(row(accountRules, '002.01.15', 'dateOfBirth'))).toEqual({
      min: { value: age.min },
      max: { value: age.max },
    });
    expect(paramsOf(row(pageRules, '003.01.16', 'postEventFundraisingInterval'))).toEqual({
      max: { value: aboveOf(pageRules, 'postEventFundraisingInterval') },
    });
    expect(paramsOf(row(pageRules, '002.01.26', 'charitySplits'))).toEqual({
      max: { eventMaxCharities: 'eventResourceId' },
      count: { count: 'charitySplits' },
    });
    for (const [table, code, at] of [
      [pageRules, '003.01.19', 'activityDescription'],
      [pageRules, '003.01.01', 'teamName'],
      [pageRules, '003.01.12', 'charitySplits'],
      [accountRules, '002.01.05', 'personalUrl'],
      [accountRules, '002.01.31', 'emailAddress'],
      [accountRules, 'unknown-charity', 'charityResourceId'],
      [pageRules, '003.01.18', 'activityCode'],
    ] as const)
      expect(paramsOf(row(table, code, at)), `${code} ${at}`).toBeUndefined();
  });
});

describe('the own message keys docs/library.md lists', () => {
  it('lists the own key of every row that shares its code and parameter with another', async () => {
    const page = readFileSync(new URL('../docs/library.md', import.meta.url), 'utf8');
    const { ruleIds } = await import('../src/tables/reported.js');
    const shared = new Map<string, string[]>();
    for (const table of [accountRules, pageRules]) {
      const ids = ruleIds(table);
      table.forEach((rule, index) => {
        const pair = `${rule.code}:${rule.parameter}`;
        shared.set(pair, [...(shared.get(pair) ?? []), ids[index] as string]);
      });
    }
    const keys = [...shared.values()].filter((ids) => ids.length > 1).flat();
    expect(keys.length).toBeGreaterThan(10);
    for (const key of keys) expect(page, key).toContain(`\`${key}\``);
  });
});
