/**
 * Contract sections 10.4 and 10.5, the engine's part: `strict` makes a
 * missing fact a `TypeError`; text a column cannot store is
 * `not-storable-text` at its path (every such row of the tables, triggered
 * and just missed); a failure of the caller's own lookups or answers
 * propagates, never an `unreadable-input` of the payload.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  accountRules,
  accountSchema,
  createValidators,
  pageRules,
  type Rule,
  validateAccount,
  validateAccountAsync,
  validatePage,
  validatePageAsync,
} from '../src/index.js';
import { storable } from './arbitraries/values.js';
import { PAGE_OPTIONS, PERSONAL_PAGE, VALID_ACCOUNT } from './support/payloads.js';

const ACCOUNT_FACTS = {
  today: '20261122',
  countries: ['GB'],
  charities: ['c1'],
  accountExists: () => false,
  personalUrlTaken: () => false,
};

/** The body with `value` at the place a row's field reference names, and that place as a path. */
function placed(base: Readonly<Record<string, unknown>>, at: string, value: string) {
  const [top = '', rest] = at.split('[].');
  const body: Record<string, unknown> = structuredClone({ ...base });
  if (at.endsWith('[]') && rest === undefined) {
    const list = at.slice(0, -2);
    body[list] = ['OK', value];
    return { body, path: [list, 1] };
  }
  if (rest === undefined) {
    body[top] = value;
    return { body, path: [top] };
  }
  const splits = body[top] as Record<string, unknown>[];
  const split = splits[1] as Record<string, unknown>;
  if (rest.endsWith('[]')) {
    split[rest.slice(0, -2)] = ['OK', value];
    return { body, path: [top, 1, rest.slice(0, -2), 1] };
  }
  split[rest] = value;
  return { body, path: [top, 1, rest] };
}

const OPERATIONS = [
  { name: 'account', rows: accountRules, base: VALID_ACCOUNT, validate: validateAccount, options: ACCOUNT_FACTS },
  { name: 'page', rows: pageRules, base: PERSONAL_PAGE, validate: validatePage, options: PAGE_OPTIONS },
] as const;

describe.each(OPERATIONS)('not-storable-text on the $name', ({ rows, base, validate, options }) => {
  const unstorableRows = rows.filter((rule: Rule) => rule.code === 'not-storable-text');

  it('has a row for every field the table reads as text, each reporting at its field', () => {
    const wrongType = rows.filter((rule: Rule) => rule.code === 'wrong-type' && !rule.at.endsWith('charitySplits[]'));
    expect(unstorableRows.map((rule) => rule.at).sort()).toEqual(wrongType.map((rule) => rule.at).sort());
  });

  it.each(unstorableRows.map((rule) => [rule.at]))('%s: U+0000 and unpaired surrogates trigger it', (at) => {
    for (const value of ['Ad\u0000a', '\uD800a', 'a\uDC00', 'a\uDBFF']) {
      const { body, path } = placed(base, at, value);
      const found = validate(body, options).issues.filter((issue) => issue.code === 'not-storable-text');
      expect(found.map((issue) => issue.path)).toEqual([path]);
      expect(found[0]?.severity).toBe('error');
    }
  });

  it.each(unstorableRows.map((rule) => [rule.at]))('%s: a surrogate pair and other controls just miss it', (at) => {
    for (const value of ['A\uD83D\uDE00', 'a\u0001b', '\uFFFD']) {
      const { body } = placed(base, at, value);
      expect(validate(body, options).issues.filter((issue) => issue.code === 'not-storable-text')).toEqual([]);
    }
  });

  it('fires exactly where a text holds what a column cannot store (property)', () => {
    const text = fc.string({ unit: 'binary', maxLength: 6 });
    fc.assert(
      fc.property(fc.constantFrom(...unstorableRows.map((rule) => rule.at)), text, (at, value) => {
        const { body, path } = placed(base, at, `x${value}`);
        const found = validate(body, options).issues.filter((issue) => issue.code === 'not-storable-text');
        expect(found.map((issue) => issue.path)).toEqual(storable(`x${value}`) ? [] : [path]);
      }),
    );
  });
});

describe('strict (contract section 10.4)', () => {
  it('throws a TypeError naming the missing options and the codes that need them', () => {
    expect(() => validateAccount(VALID_ACCOUNT, { today: '20261122', strict: true })).toThrow(
      /strict: the options do not give countries \(needed by 002\.01\.03\); accountExists \(needed by 002\.01\.31\)/,
    );
    expect(() => validatePage(PERSONAL_PAGE, { today: '20261122', strict: true })).toThrow(/activities.*003\.01\.18/);
  });

  it('gives the result when every fact a body needs is there, and without strict lists them unchecked', () => {
    expect(validateAccount(VALID_ACCOUNT, { ...ACCOUNT_FACTS, strict: true }).valid).toBe(true);
    expect(validatePage(PERSONAL_PAGE, { ...PAGE_OPTIONS, strict: true }).valid).toBe(true);
    expect(validateAccount(VALID_ACCOUNT, { today: '20261122', strict: false }).unchecked).not.toEqual([]);
  });

  it('depends on the body, as `unchecked` does, and on the fields kept', () => {
    const options = { today: '20261122', strict: true };
    const facts = { ...options, accountExists: () => false, personalUrlTaken: () => false };
    expect(() => validateAccount({ ...VALID_ACCOUNT, countryCode: '' }, facts)).not.toThrow();
    expect(() => validateAccount(VALID_ACCOUNT, facts)).toThrow(/countries/);
    expect(() => validateAccount(VALID_ACCOUNT, { ...options, fields: ['surname'] })).not.toThrow();
    expect(() => validateAccount(VALID_ACCOUNT, { ...options, fields: ['countryCode'] })).toThrow(/countries/);
  });

  it('holds for the async validators, the prepared ones and the Standard Schemas', async () => {
    await expect(validateAccountAsync(VALID_ACCOUNT, { strict: true })).rejects.toThrow(TypeError);
    await expect(validatePageAsync(PERSONAL_PAGE, { strict: true, today: '20261122' })).rejects.toThrow(TypeError);
    const prepared = createValidators({ strict: true, today: '20261122' });
    expect(() => prepared.validateAccount(VALID_ACCOUNT)).toThrow(TypeError);
    expect(() => prepared.validateAccount(VALID_ACCOUNT, { fields: ['surname'] })).not.toThrow();
    expect(() => accountSchema({ strict: true })['~standard'].validate(VALID_ACCOUNT)).toThrow(TypeError);
    const slow = { ...ACCOUNT_FACTS, accountExists: undefined, strict: true };
    await expect(validateAccountAsync(VALID_ACCOUNT, { ...slow, personalUrlTaken: async () => false })).rejects.toThrow(
      /accountExists/,
    );
  });

  it('must be true or false', () => {
    expect(() => validateAccount({}, { strict: 'yes' as unknown as boolean })).toThrow(/strict must be true or false/);
  });
});

describe("the caller's failures propagate (contract section 10.5)", () => {
  const failure = new Error('connect ECONNREFUSED 127.0.0.1:5432');

  it('a lookup list whose `has` throws: its error, not unreadable-input', () => {
    class Failing extends Set<string> {
      override has(): boolean {
        throw failure;
      }
    }
    expect(() => validateAccount(VALID_ACCOUNT, { countries: new Failing(['GB']) })).toThrow(failure);
    const charities = new Failing(['c1']);
    expect(() => validatePage(PERSONAL_PAGE, { ...PAGE_OPTIONS, charities })).toThrow(failure);
  });

  it('a lookup list that is a Proxy whose traps throw while it is searched', () => {
    let armed = false;
    const countries = new Proxy(['GB'], {
      get(target, key, receiver) {
        if (armed && key !== 'length' && key !== Symbol.iterator) throw failure;
        return Reflect.get(target, key, receiver);
      },
    });
    const options = { countries };
    validateAccount({}, options); // checked while not armed
    armed = true;
    expect(() => validateAccount(VALID_ACCOUNT, options)).toThrow(failure);
  });

  it("an answer whose `then` throws, or whose `then` getter throws, rejects with the caller's error", async () => {
    // A thenable of the caller's, made as a caller's library would make one.
    const throwingThen = Object.defineProperty({}, 'then', {
      value: () => {
        throw failure;
      },
    });
    await expect(
      validateAccountAsync(VALID_ACCOUNT, { ...ACCOUNT_FACTS, accountExists: () => throwingThen as never }),
    ).rejects.toBe(failure);
    const throwingGetter = Object.defineProperty({}, 'then', {
      get: () => {
        throw failure;
      },
    });
    await expect(
      validateAccountAsync(VALID_ACCOUNT, { ...ACCOUNT_FACTS, accountExists: () => throwingGetter as never }),
    ).rejects.toBe(failure);
  });
});
