/**
 * The options memo (README decision 17): recent options objects are
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
    ['fields', ['nope']],
    ['signal', {}],
    ['maxIssues', 0],
  ])('see %s replaced since the last call', (name, wrong) => {
    const options: Record<string, unknown> = { today: '20261122' };
    expect(() => validateAccount(account, options)).not.toThrow();
    options[name] = wrong;
    expect(() => validateAccount(account, options)).toThrow(new RegExp(`invalid options: ${name} `));
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
