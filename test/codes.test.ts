/**
 * The documented code lists (contract section 9.1) are generated
 * (src/codegen/codes.ts): their codes are those the tables report, their
 * order that of docs/service-api.md's error tables, and the generator
 * refuses to write them when the two disagree.
 */
import { describe, expect, it } from 'vitest';
import { accountRules } from '../rules/account.js';
import { engineCodes } from '../rules/engine-codes.js';
import { pageRules } from '../rules/page.js';
import { type CodeListSpec, codeLists, emitCodes, errorTableCodes } from '../src/codegen/codes.js';
import { accountCodes, pageCodes } from '../src/codes.js';
import type { RuleTable } from '../src/tables/types.js';
import { serviceApi } from './support/description.js';

const isDocumented = (code: string) => /^\d{3}\.\d{2}\.\d{2}$/.test(code);
const documentedIn = (table: RuleTable) => new Set(table.map((rule) => rule.code).filter(isDocumented));

const SPECS: CodeListSpec[] = [
  { name: 'accountCodes', operation: 'create-account', heading: 'Create account', table: accountRules, tableFile: 'A' },
  { name: 'pageCodes', operation: 'create-page', heading: 'Create page', table: pageRules, tableFile: 'P' },
];

/** The description with the error row of `code` taken out. */
const without = (code: string) =>
  serviceApi
    .split('\n')
    .filter((line) => !line.startsWith(`| ${code} |`))
    .join('\n');

describe('the documented code lists', () => {
  it('are exactly the documented codes each rule table reports, each once', () => {
    expect(new Set(accountCodes)).toEqual(documentedIn(accountRules));
    expect(new Set(pageCodes)).toEqual(documentedIn(pageRules));
    expect(new Set(accountCodes).size).toBe(accountCodes.length);
    expect(new Set(pageCodes).size).toBe(pageCodes.length);
  });

  it('follow the order of the service error tables; a code listed for the other operation only goes before the next of its family', () => {
    const accountTable = errorTableCodes(serviceApi, 'Create account');
    const pageTable = errorTableCodes(serviceApi, 'Create page');
    expect(accountCodes).toEqual(accountTable);
    expect(pageCodes.filter((code) => pageTable.includes(code))).toEqual(pageTable);
    const borrowed = pageCodes.filter((code) => !pageTable.includes(code));
    expect(borrowed.length).toBeGreaterThan(0);
    for (const code of borrowed) {
      expect(accountTable).toContain(code);
      const next = pageCodes[pageCodes.indexOf(code) + 1] ?? '';
      expect(next.slice(0, 6) === code.slice(0, 6) ? next > code : true, `${code} before ${next}`).toBe(true);
    }
  });

  it('share no code with the engine codes', () => {
    for (const code of [...accountCodes, ...pageCodes]) expect(Object.hasOwn(engineCodes, code)).toBe(false);
  });
});

describe('the generator of the code lists', () => {
  it('orders each list as the description does', () => {
    const [first, second] = errorTableCodes(serviceApi, 'Create account');
    const swapped = serviceApi.replace(`| ${first} |`, '| FIRST |').replace(`| ${second} |`, `| ${first} |`);
    const [account] = codeLists(SPECS, swapped.replace('| FIRST |', `| ${second} |`));
    expect(account?.codes.slice(0, 2)).toEqual([second, first]);
  });

  it('refuses a code a table reports that no error table lists, naming it and the table', () => {
    const code = accountCodes[accountCodes.length - 1] as string;
    expect(() => codeLists(SPECS, without(code))).toThrow(`codes: A reports ${code}, which no error table`);
    expect(() => emitCodes(SPECS, without(code))).toThrow(code);
  });

  it('refuses a code an error table lists that no row of its table reports', () => {
    const extra = serviceApi.replace('\n| 002.01.01 |', '\n| 002.01.99 | (none) | new |\n| 002.01.01 |');
    expect(() => codeLists(SPECS, extra)).toThrow('lists 002.01.99 under "Create account", but no row of A reports it');
  });

  it('refuses a description without the error table', () => {
    expect(() => codeLists(SPECS, serviceApi.replace('### Create page\n', '### Page\n'))).toThrow(
      'no error table "### Create page"',
    );
  });
});
