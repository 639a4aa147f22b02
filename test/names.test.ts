/**
 * The names the generator writes as types (`MessageKey`, `QueryMessageKey`,
 * `FieldName`, `QueryFieldName` in src/generated/names.ts) are exactly those
 * the options' checks accept at run time: the compiler refuses no key the
 * core takes, and takes none the core refuses.
 */

import { describe, expect, it } from 'vitest';
import { accountRules } from '../rules/account.js';
import { pageRules } from '../rules/page.js';
import { eventListingQueryRules, lookupQueryRules, searchQueryRules } from '../rules/queries.js';
import { namesOf } from '../src/codegen/names.js';
import { knownNames } from '../src/facts/options.js';
import { ALL_ROWS, ROWS } from '../src/generated/names.js';
import { validateAccount, validatePage, validateSearchQuery } from '../src/index.js';

const operations = namesOf([accountRules, pageRules]);
const all = namesOf([accountRules, pageRules, searchQueryRules, eventListingQueryRules, lookupQueryRules]);

/** The message keys and fields of a `ROWS` string, as the core reads them. */
const namesOfRows = (rows: string) => knownNames(rows);

describe('the generated name types', () => {
  it('list the keys and fields the rows the core reads name, no more, no fewer', () => {
    expect(new Set(operations.keys)).toEqual(namesOfRows(ROWS).keys);
    expect(new Set(operations.fields)).toEqual(namesOfRows(ROWS).fields);
    expect(new Set(all.keys)).toEqual(namesOfRows(ALL_ROWS).keys);
    expect(new Set(all.fields)).toEqual(namesOfRows(ALL_ROWS).fields);
    expect(operations.keys).toHaveLength(new Set(operations.keys).size);
  });

  it('hold only keys the validators of the two operations accept', () => {
    for (const key of operations.keys) {
      const messages: Record<string, string> = { [key]: 'x' };
      expect(() => validateAccount({}, { messages }), key).not.toThrow();
      expect(() => validatePage({}, { messages }), key).not.toThrow();
    }
  });

  it('hold the query tables’ own keys apart: the query validators accept them, the operations’ do not', () => {
    const queryOnly = all.keys.filter((key) => !operations.keys.includes(key));
    expect(queryOnly).toContain('required:api_key');
    for (const key of all.keys) {
      const messages: Record<string, string> = { [key]: 'x' };
      expect(() => validateSearchQuery('surname=Smith&api_key=K', { messages }), key).not.toThrow();
    }
    for (const key of queryOnly) {
      const messages: Record<string, string> = { [key]: 'x' };
      expect(() => validateAccount({}, { messages }), key).toThrow(TypeError);
    }
  });

  it('hold only top-level fields the validators take in `fields`', () => {
    expect(operations.fields).toContain('charitySplits');
    expect(operations.fields).not.toContain('charitySplits[]');
    for (const field of operations.fields) expect(() => validatePage({}, { fields: [field] }), field).not.toThrow();
  });
});
