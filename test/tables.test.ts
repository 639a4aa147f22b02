import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { accountRules, engineCodes } from '../src/index.js';

const serviceApi = readFileSync(new URL('../../shared/service-api.md', import.meta.url), 'utf8');
const normalise = (text: string) => text.replace(/\s+/g, ' ');

/** The codes service-api.md lists in one error table ("### Create account", "### Create page"). */
function documentedCodes(heading: string): string[] {
  const start = serviceApi.indexOf(`### ${heading}`);
  const end = serviceApi.indexOf('\n### ', start + 1);
  const section = serviceApi.slice(start, end === -1 ? undefined : end);
  return [...new Set(section.match(/\b00[23]\.01\.[0-9]{2}\b/g) ?? [])].sort();
}

describe('the account rule table', () => {
  it('is plain data: JSON round-trips it unchanged', () => {
    expect(JSON.parse(JSON.stringify(accountRules))).toEqual(accountRules);
  });

  it('holds exactly the 002.01.xx codes service-api.md lists for create account', () => {
    const codes = [...new Set(accountRules.map((rule) => rule.code).filter((code) => /^\d/.test(code)))].sort();
    expect(codes).toEqual(documentedCodes('Create account'));
    expect(codes).toHaveLength(23);
  });

  it('quotes service-api.md in every row', () => {
    const text = normalise(serviceApi);
    for (const rule of accountRules) expect(text, `${rule.code} ${rule.parameter}`).toContain(normalise(rule.source));
  });

  it('uses only listed engine codes beside the documented ones', () => {
    for (const rule of accountRules) {
      if (!/^\d{3}\.\d{2}\.\d{2}$/.test(rule.code)) expect(Object.keys(engineCodes)).toContain(rule.code);
    }
  });
});
