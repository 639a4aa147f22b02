/**
 * Default messages describe the failure at hand (contract section 10.3): a
 * row that fails for more than one reason has a message case per reason,
 * every case is reached, and no message quotes a number that contradicts
 * its issue's params. The form messages name no wire format. Rows, cases
 * and limits are read from the tables, never restated.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { accountFormMessages } from '../src/generated/account-form-messages.js';
import { pageFormMessages } from '../src/generated/page-form-messages.js';
import { accountRules, type Issue, pageRules, validateAccount, validatePage } from '../src/index.js';
import { prefilled } from '../src/tables/params.js';
import { formMessagesOf, ruleIds } from '../src/tables/reported.js';
import type { Rule, RuleTable } from '../src/tables/types.js';
import * as account from './arbitraries/account.js';
import * as page from './arbitraries/page.js';
import { limitOf } from './support/tables.js';

/** A message template as a pattern its filled messages match: each placeholder any text. */
const templatePattern = (template: string): RegExp =>
  new RegExp(`^${template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[a-z]+\}/g, '[^]*')}$`, 'u');

/** A row's templates, its cases' first (by their keys), then its own. */
function templatesOf(rule: Rule, id: string): { key: string; template: string; pattern: RegExp }[] {
  return [
    ...(rule.cases ?? []).map((option) => ({ key: `${id}/${option.name}`, template: option.message })),
    { key: id, template: rule.message },
  ].map(({ key, template }) => ({ key, template, pattern: templatePattern(prefilled(rule, template)) }));
}

/** The field reference of an issue's path: indices written `[]`. */
const refOf = (path: readonly (string | number)[]): string =>
  path.reduce<string>(
    (ref, step) => (typeof step === 'number' ? `${ref}[]` : ref === '' ? step : `${ref}.${step}`),
    '',
  );

/** The template of its table that gave an issue's message, with its key: a row's case, or the row's own. */
function templateOf(table: RuleTable, issue: Issue): { key: string; template: string } | undefined {
  const ids = ruleIds(table);
  const at = refOf(issue.path);
  for (const [index, rule] of table.entries()) {
    if (rule.code !== issue.code || rule.at !== at) continue;
    const found = templatesOf(rule, ids[index] as string).find(({ pattern }) => pattern.test(issue.message));
    if (found !== undefined) return found;
  }
  return undefined;
}

/** The numbers a table writes as they are in a code's messages (an example postcode, '039'): not values of params. */
function literalNumbers(table: RuleTable, code: string): Set<string> {
  const numbers = new Set<string>();
  for (const rule of table.filter((row) => row.code === code))
    for (const text of [rule.message, ...(rule.cases ?? []).map((option) => option.message)])
      for (const found of text.replace(/\{[a-z]+\}/g, '').matchAll(/\d+/g)) numbers.add(found[0]);
  return numbers;
}

/**
 * Why a message contradicts its issue's params, or `undefined` when it does
 * not: it quotes a number no param holds, or quotes the length (the count)
 * seen although it is within the limit.
 */
function contradiction(table: RuleTable, issue: Issue, template: string): string | undefined {
  const params = issue.params;
  if (params === undefined) return undefined;
  const allowed = new Set([
    ...[params.max, params.min, params.length, params.count].flatMap((value) =>
      value === undefined ? [] : [String(value)],
    ),
    ...(params.allowed ?? []).flatMap((value) => value.match(/\d+/g) ?? []),
    ...literalNumbers(table, issue.code),
  ]);
  for (const found of issue.message.matchAll(/\d+/g))
    if (!allowed.has(found[0])) return `quotes ${found[0]}, which no param holds`;
  const { max, length, count } = params;
  if (template.includes('{length}') && max !== undefined && length !== undefined && length <= max)
    return `quotes the length ${length}, which is within the limit ${max}`;
  if (template.includes('{count}') && max !== undefined && count !== undefined && count <= max)
    return `quotes the count ${count}, which is within the limit ${max}`;
  return undefined;
}

const accountBodies: fc.Arbitrary<{ input: unknown; options: object }> = fc.oneof(
  account.accountWithOneFault,
  account.accountWithTwoFaults,
  fc
    .tuple(account.validAccount, fc.constantFrom(...account.ACCOUNT_FIELDS))
    .chain(([body, field]) =>
      account.fieldMenu(field).map((value) => ({ input: { ...body, [field]: value }, options: account.baseOptions() })),
    ),
);

const pageBodies: fc.Arbitrary<{ input: unknown; options: object }> = fc.oneof(
  page.pageWithOneFault,
  page.pageWithTwoFaults,
  fc
    .tuple(page.validPage, fc.constantFrom(...page.PAGE_FIELDS))
    .chain(([c, field]) =>
      page.fieldMenu(field).map((value) => ({ input: { ...c.page, [field]: value }, options: page.optionsFor(c) })),
    ),
);

const OPERATIONS = [
  { name: 'account', table: accountRules, bodies: accountBodies, validate: validateAccount },
  { name: 'page', table: pageRules, bodies: pageBodies, validate: validatePage },
] as const;

describe.each(OPERATIONS)('the $name messages', ({ table, bodies, validate }) => {
  it('never quote a number that contradicts the issue’s params', () => {
    fc.assert(
      fc.property(bodies, ({ input, options }) => {
        for (const issue of validate(input, options).issues) {
          const found = templateOf(table, issue);
          expect(found, `${issue.code} ${issue.message}`).toBeDefined();
          expect(contradiction(table, issue, found?.template ?? ''), `${issue.code} ${issue.message}`).toBeUndefined();
        }
      }),
      { numRuns: 1500 },
    );
  });

  it('reach every message case of every row, each issue’s message one of its row’s', () => {
    const seen = new Set<string>();
    for (const { input, options } of fc.sample(bodies, { numRuns: 12_000, seed: 28 })) {
      for (const issue of validate(input, options).issues) {
        const found = templateOf(table, issue);
        expect(found, `${issue.code} at ${issue.path.join('.')}: ${issue.message}`).toBeDefined();
        seen.add(found?.key as string);
      }
    }
    const ids = ruleIds(table);
    const cases = table.flatMap((rule, index) => (rule.cases ?? []).map((option) => `${ids[index]}/${option.name}`));
    expect(cases.filter((key) => !seen.has(key))).toEqual([]);
  });
});

describe('the form messages (for people)', () => {
  const maps = [
    { table: accountRules, map: accountFormMessages },
    { table: pageRules, map: pageFormMessages },
  ];

  it('hold each form message of the tables, prefilled, and nothing else', () => {
    for (const { table, map } of maps) {
      const written = table.flatMap((rule) => formMessagesOf(rule).filter((text) => text !== undefined));
      expect([...map.values()].sort()).toEqual(written.sort());
    }
  });

  it('name no wire format: no quoted Y or N, no YYYYMMDD, no field name, no Decimal type', () => {
    const fieldNames = [...accountRules, ...pageRules].flatMap((rule) => rule.at.split(/\[\]\.?|\./)).filter(Boolean);
    const wire = [/'[YN]'/, /\([YN]\)/, /\bYYYYMMDD\b/, /\bDecimal\(/, /\bURI\b/];
    for (const { table } of maps)
      for (const rule of table) {
        const texts = [rule.formMessage ?? rule.message, ...(rule.cases ?? []).map((c) => c.formMessage ?? c.message)];
        for (const text of texts) {
          for (const pattern of wire) expect(text, rule.code).not.toMatch(pattern);
          for (const name of fieldNames) if (/[A-Z]/.test(name)) expect(text, rule.code).not.toContain(name);
        }
      }
  });
});

describe('the failures the user trial met', () => {
  const body = { title: 'Mr' };
  const telephoneMax = limitOf(accountRules, 'preferredTelephone');

  it('a telephone number of the most characters with a space is told it must be digits, not that it is too long', () => {
    const telephone = `0${'1'.repeat(telephoneMax - 3)} 2`;
    const [issue] = validateAccount({ ...body, preferredTelephone: telephone }, { today: account.TODAY }).issues.filter(
      (found) => found.code === '002.01.12',
    );
    expect(issue?.params).toEqual({ max: telephoneMax, length: telephoneMax });
    expect(issue?.message).toMatch(/digits only/);
    expect(issue?.message).not.toContain(String(telephoneMax));
  });

  it('an empty forename is required, not "at most {max}; it has 0"', () => {
    const [issue] = validateAccount({ ...body, forename: '' }, { today: account.TODAY }).issues.filter(
      (found) => found.path[0] === 'forename',
    );
    expect(issue?.message).toBe('Forename is required.');
  });

  it('a telephone number both too long and not digits is told both', () => {
    const [issue] = validateAccount(
      { ...body, preferredTelephone: `+${'1'.repeat(telephoneMax)} 2` },
      { today: account.TODAY },
    ).issues.filter((found) => found.code === '002.01.12');
    expect(issue?.message).toMatch(/digits only/);
    expect(issue?.message).toContain(`it has ${telephoneMax + 3} characters`);
  });
});

describe('replacing the messages of a row with cases', () => {
  const today = account.TODAY;
  const surnameMessage = (surname: string, messages: Record<string, string>) =>
    validateAccount({ surname }, { today, messages }).issues.find((issue) => issue.path[0] === 'surname')?.message;

  it('a case’s own key replaces that case only; the row’s key, code:parameter and code replace every case', () => {
    const max = limitOf(accountRules, 'surname');
    const long = 'S'.repeat(max + 1);
    expect(surnameMessage('', { '002.01.06:surname/absent': 'Missing.' })).toBe('Missing.');
    expect(surnameMessage(long, { '002.01.06:surname/absent': 'Missing.' })).toBe(
      `Surname may have at most ${max} characters; it has ${max + 1}.`,
    );
    for (const key of ['002.01.06:surname', '002.01.06'])
      for (const surname of ['', long]) expect(surnameMessage(surname, { [key]: 'Wrong.' })).toBe('Wrong.');
    expect(surnameMessage('', { '002.01.06:surname/absent': 'Missing.', '002.01.06': 'Wrong.' })).toBe('Missing.');
  });

  it('refuses a case name the row does not have', () => {
    // @ts-expect-error: the compiler refuses the key too
    expect(() => validateAccount({}, { messages: { '002.01.06:surname/blank': 'x' } })).toThrow(TypeError);
  });
});

describe('message functions and templates', () => {
  it('a message function gets a copy: what it changes does not reach the result', () => {
    const result = validateAccount(
      { title: 'Sir' },
      {
        today: account.TODAY,
        messages: {
          '002.01.04': (issue) => {
            (issue.path as (string | number)[]).push('changed');
            (issue.params?.allowed as string[] | undefined)?.push('Sir');
            (issue as { code: string }).code = 'changed';
            return 'Replaced.';
          },
        },
      },
    );
    const title = result.issues.find((issue) => issue.code === '002.01.04');
    expect(title).toMatchObject({ path: ['title'], message: 'Replaced.' });
    expect(title?.params?.allowed).not.toContain('Sir');
  });

  it('fills a template of a million braces at once (linear in its length)', () => {
    const max = limitOf(accountRules, 'surname');
    const template = `${'{'.repeat(500_000)}max}${'}'.repeat(500_000)}`;
    const [issue] = validateAccount(
      { surname: 'S'.repeat(max + 1) },
      { today: account.TODAY, messages: { '002.01.06': template } },
    ).issues.filter((found) => found.code === '002.01.06');
    expect(issue?.message).toBe(`${'{'.repeat(499_999)}${max}${'}'.repeat(500_000)}`);
  });
});
