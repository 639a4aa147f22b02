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
import { messageKeys } from '../src/facts/options.js';
import { ALL_ROWS, ROWS } from '../src/generated/names.js';
import { validateAccount, validatePage, validateSearchQuery } from '../src/index.js';
import { tableFields } from '../src/tables/reading.js';

const operations = namesOf([accountRules, pageRules]);
const all = namesOf([accountRules, pageRules, searchQueryRules, eventListingQueryRules, lookupQueryRules]);

/** The top-level fields the tables read, as the validators read them. */
const fieldsOf = (tables: readonly (typeof accountRules)[]) => new Set(tables.flatMap((table) => tableFields(table)));

describe('the generated name types', () => {
  it('list the keys and fields the rows the core reads name, no more, no fewer', () => {
    expect(new Set(operations.keys)).toEqual(messageKeys(ROWS));
    expect(new Set(operations.fields)).toEqual(fieldsOf([accountRules, pageRules]));
    expect(new Set(all.keys)).toEqual(messageKeys(ALL_ROWS));
    expect(new Set(all.fields)).toEqual(
      fieldsOf([accountRules, pageRules, searchQueryRules, eventListingQueryRules, lookupQueryRules]),
    );
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

  it('hold only top-level fields, each of which `fields` selects alone', () => {
    expect(operations.fields).toContain('charitySplits');
    expect(operations.fields).not.toContain('charitySplits[]');
    for (const field of operations.fields)
      for (const result of [validatePage({}, { fields: [field] }), validateAccount({}, { fields: [field] })])
        for (const issue of result.issues)
          expect([[], field]).toContainEqual(issue.path.slice(0, 1).join('') === '' ? [] : issue.path[0]);
  });
});
