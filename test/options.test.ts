/**
 * The options memo (docs/decisions/options-by-name.md, docs/decisions/options-lookups-read-live.md):
 * recent options objects are
 * remembered with their values, and what can only be read once is read
 * once.
 */
import { describe, expect, it } from 'vitest';
import { validateAccount, validatePage } from '../src/index.js';
import { VALID_ACCOUNT as account } from './support/payloads.js';

describe('lookup lists given as one-shot iterables', () => {
  it('are read once, and still known after other options objects were used', () => {
    function* countries() {
      yield 'GB';
      yield 'FR';
    }
    const options = { today: '20261122', countries: countries() };
    expect(validateAccount(account, options).codes).not.toContain('002.01.03');
    // Enough other options objects to push the first out of the memo.
    for (let index = 0; index < 6; index++) validatePage({}, { today: '20261122', maxIssues: index + 1 });
    const again = validateAccount(account, options);
    expect(again.codes).not.toContain('002.01.03');
    expect(again.unchecked.map((entry) => entry.code)).not.toContain('002.01.03');
  });
});

describe('options objects used in turn', () => {
  it('give each its own facts, call after call', () => {
    const gb = { today: '20261122', countries: ['GB'] };
    const fr = { today: '20261122', countries: ['FR'] };
    for (let round = 0; round < 3; round++) {
      expect(validateAccount(account, gb).codes).not.toContain('002.01.03');
      expect(validateAccount(account, fr).codes).toContain('002.01.03');
    }
  });

  it('see a value replaced since the last call', () => {
    const options: { today: string; countries: string[] } = { today: '20261122', countries: ['GB'] };
    expect(validateAccount(account, options).codes).not.toContain('002.01.03');
    options.countries = ['FR'];
    expect(validateAccount(account, options).codes).toContain('002.01.03');
  });

  // A value of the wrong kind for each option: the check of a reused object sees every one of them replaced.
  it.each([
    ['today', 'tomorrow'],
    ['countries', 5],
    ['ukCountryCodes', 5],
    ['activities', 5],
    ['charities', 5],
    ['events', []],
    ['accountExists', 1],
    ['personalUrlTaken', 1],
    ['teamUrlTaken', 1],
    ['telephoneExists', 1],
    ['postcodeFormat', 1],
    ['messages', 5],
    ['fields', [5]],
    ['signal', {}],
    ['maxIssues', 0],
  ])('see %s replaced since the last call', (name, wrong) => {
    const options: Record<string, unknown> = { today: '20261122' };
    expect(() => validateAccount(account, options)).not.toThrow();
    options[name] = wrong;
    expect(() => validateAccount(account, options)).toThrow(new RegExp(`invalid options: ${name} `));
  });
});

describe('keys added to an options object used before', () => {
  it('are checked, as in a fresh object', () => {
    const options: Record<string, unknown> = { today: '20261122' };
    expect(() => validateAccount(account, options)).not.toThrow();
    options.maxIssue = 5; // a typo of maxIssues
    expect(() => validateAccount(account, options)).toThrow(/'maxIssue' is not an option/);
    delete options.maxIssue;
    options.maxIssues = 5;
    expect(validateAccount({}, options).issues).toHaveLength(5);
  });
});

describe('inherited properties', () => {
  it('are no options, as for a spread', () => {
    const options = Object.create({ countries: ['FR'], bogus: 1 }) as Record<string, unknown>;
    options.today = '20261122';
    expect(() => validateAccount(account, options)).not.toThrow();
    expect(validateAccount(account, options).unchecked.map((entry) => entry.code)).toContain('002.01.03');
  });
});

describe('the today option, read once while its text stays the same', () => {
  it('is read again when the text changes, in fresh options objects', () => {
    // Born 2013-11-23: 12 on 2026-11-22, 13 the next day.
    const young = { ...account, dateOfBirth: '20131123' };
    for (let round = 0; round < 2; round++) {
      expect(validateAccount(young, { today: '20261122' }).codes).toContain('002.01.15');
      expect(validateAccount(young, { today: '20261123' }).codes).not.toContain('002.01.15');
      expect(() => validateAccount(young, { today: '20261131' })).toThrow(/invalid options: today /);
    }
  });
});

describe('the keys of an options object', () => {
  it('are checked in their order, each value read once', () => {
    const read: string[] = [];
    const options = {
      get today() {
        read.push('today');
        return '20261122';
      },
      get maxIssues() {
        read.push('maxIssues');
        return 0;
      },
    };
    expect(() => validateAccount(account, options)).toThrow(/invalid options: maxIssues /);
    expect(read).toEqual(['today', 'maxIssues']);
    const bogus: unknown = { bogus: 1, maxIssues: 0 };
    expect(() => validateAccount(account, bogus as object)).toThrow(/'bogus' is not an option/);
  });
});

describe('fresh options objects written alike', () => {
  it('are resolved once while every value is text, a number, a function or frozen', () => {
    let reads = 0;
    const fields = new Proxy(Object.freeze(['surname', 'forename']), {
      get(target, key, receiver) {
        if (key === Symbol.iterator) reads++;
        return Reflect.get(target, key, receiver);
      },
    });
    const first = validateAccount(account, { today: '20261122', fields, maxIssues: 5 });
    const readOnce = reads;
    expect(readOnce).toBeGreaterThan(0);
    const again = validateAccount(account, { today: '20261122', fields, maxIssues: 5 });
    expect(reads).toBe(readOnce);
    expect(again).toEqual(first);
  });

  it('are checked again when a value is an object that can change inside', () => {
    const countries = ['GB'];
    expect(validateAccount(account, { today: '20261122', countries }).codes).not.toContain('002.01.03');
    (countries as unknown[]).push(5); // what a caller without types could do
    expect(() => validateAccount(account, { today: '20261122', countries })).toThrow(/invalid options: countries /);
    const messages: Record<string, string> = { '002.01.06': 'Surname, please.' };
    expect(() => validateAccount(account, { today: '20261122', messages })).not.toThrow();
    messages.bogus = 'x';
    expect(() => validateAccount(account, { today: '20261122', messages })).toThrow(/matches no rule/);
  });

  it('are checked again when a frozen Set changes inside (freezing a Set leaves its entries free)', () => {
    const countries = new Set<unknown>(['GB']);
    Object.freeze(countries);
    const fresh = () => ({ today: '20261122', countries: countries as Set<string> });
    expect(validateAccount(account, fresh()).codes).not.toContain('002.01.03');
    countries.add(5);
    expect(() => validateAccount(account, fresh())).toThrow(/invalid options: countries must hold strings only/);
    countries.delete(5);
    countries.delete('GB');
    expect(validateAccount(account, fresh()).codes).toContain('002.01.03');
  });

  it('are refused for a key the one resolved before did not have', () => {
    const countries = Object.freeze(['GB']);
    expect(() => validateAccount(account, { today: '20261122', countries, maxIssues: undefined })).not.toThrow();
    const typo: object = { today: '20261122', countries, maxIssue: undefined };
    expect(() => validateAccount(account, typo)).toThrow(/'maxIssue' is not an option/);
  });

  it('give each its own facts when their values differ', () => {
    const gb = Object.freeze(['GB']);
    const fr = Object.freeze(['FR']);
    for (let round = 0; round < 3; round++) {
      expect(validateAccount(account, { today: '20261122', countries: gb }).codes).not.toContain('002.01.03');
      expect(validateAccount(account, { today: '20261122', countries: fr }).codes).toContain('002.01.03');
    }
  });
});
