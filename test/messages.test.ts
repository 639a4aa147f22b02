/**
 * The replacement catalogue (examples/messages.en.json, contract section
 * 9.2): every rule's own key with its default message; current with the
 * tables, accepted as `options.messages`, and able to replace every rule's
 * message, each through its own key.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { catalogueText, messageCatalogue, TABLES } from '../scripts/messages.mjs';
import { validateAccount, validatePage } from '../src/index.js';
import { Findings, reported } from '../src/runtime/report.js';
import { ruleIds } from '../src/tables/reported.js';
import type { RuleTable } from '../src/tables/types.js';

const file = new URL('../examples/messages.en.json', import.meta.url);
const read = (name: string): Record<string, unknown> =>
  JSON.parse(readFileSync(new URL(`../examples/${name}`, import.meta.url), 'utf8'));
const validAccount = read('account-valid.json');
const validPage = read('page-personal-valid.json');

describe('the message catalogue', () => {
  it('is up to date with the rule tables (run `npm run messages` when this fails)', () => {
    expect(readFileSync(file, 'utf8')).toBe(catalogueText());
  });

  it("has every rule's own key, and every message case's", () => {
    const ids = new Set(
      Object.values(TABLES as Record<string, RuleTable>).flatMap((table) => {
        const rows = ruleIds(table);
        return table.flatMap((rule, index) => [
          rows[index] as string,
          ...(rule.cases ?? []).map((option) => `${rows[index]}/${option.name}`),
        ]);
      }),
    );
    expect(Object.keys(messageCatalogue()).sort()).toEqual([...ids].sort());
  });

  it('is accepted as the messages option, and as it is gives the default messages', () => {
    const messages = messageCatalogue();
    const faulty = { ...validAccount, surname: 'S'.repeat(51), title: 'Sir', fundraiserCustomCode: ['', 'A'] };
    const options = { today: '20261122', charities: ['c1'] };
    expect(validateAccount(faulty, { ...options, messages })).toEqual(validateAccount(faulty, options));
    const page = { ...validPage, teamName: 'T'.repeat(61), charitySplits: [{ charityResourceId: 'c1' }] };
    expect(validatePage(page, { ...options, messages })).toEqual(validatePage(page, options));
  });

  it.each(Object.entries(TABLES as Record<string, RuleTable>))(
    "replaces each %s rule's message by its own key",
    (_, table) => {
      const ids = ruleIds(table);
      const marked = Object.fromEntries(ids.map((id) => [id, `«${id}»`]));
      const findings = new Findings({ maxIssues: 1000, messages: marked, fields: undefined });
      table.forEach((rule, index) => {
        findings.add(reported(rule.code, rule.parameter, rule.message, rule.severity, rule.at, ids[index]), []);
      });
      expect(findings.result().issues.map((issue) => issue.message)).toEqual(ids.map((id) => `«${id}»`));
    },
  );
});
