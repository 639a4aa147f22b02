/**
 * The generated files (src/generated/): each is what the code generator
 * writes from the tables and docs/service-api.md today (the validators, the
 * names, the shapes and the documented code lists), and each validator gives
 * exactly the result of the interpreter evaluating the same table as written, on valid and
 * faulty payloads, arbitrary records and any JSON value, with and without
 * facts, with sync and async facts, capped and with replaced messages.
 */

import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { accountFields, accountRules } from '../rules/account.js';
import { pageRules } from '../rules/page.js';
import { eventListingQueryRules, lookupQueryRules, searchQueryRules } from '../rules/queries.js';
import { generatedValidators } from '../src/codegen/validators.js';
import type { EventInfo } from '../src/facts/types.js';
import { checkAccount } from '../src/generated/account.js';
import { checkEventListingQuery } from '../src/generated/event-listing-query.js';
import { checkLookupQuery } from '../src/generated/lookup-query.js';
import { checkPage } from '../src/generated/page.js';
import { checkSearchQuery } from '../src/generated/search-query.js';
import { interpreted, validateWith } from '../src/reference/core.js';
import type { RuleTable } from '../src/tables/types.js';
import { type Core, validate, validateAsync } from '../src/validate.js';
import {
  accountWithOneFault,
  accountWithTwoFaults,
  anyInput,
  mixedAccount,
  validAccount,
} from './arbitraries/account.js';
import * as page from './arbitraries/page.js';
import { recordOf } from './arbitraries/values.js';
import { hashed } from './support/contract.js';

const root = new URL('../', import.meta.url);

const description = readFileSync(new URL('docs/service-api.md', root), 'utf8');

describe('the generated files', () => {
  it.each(generatedValidators(description).map(({ file, source }) => [file, source]))(
    '%s is what the generator writes from the tables and docs/service-api.md (run `npm run generate`)',
    (file, source) => {
      expect(readFileSync(new URL(file, root), 'utf8')).toBe(source);
    },
  );
});

/** Options that exercise every fact path: lists, answers both ways, a cap, messages. */
const optionVariants = fc.record(
  {
    today: fc.constantFrom('20261122', '20240229', '20250301'),
    countries: fc.constantFrom(['GB', 'US', 'FR', 'UK'], ['FR']),
    ukCountryCodes: fc.constantFrom(['GB', 'UK'], ['FR']),
    charities: fc.constantFrom(['c1', 'c2'], []),
    accountExists: fc.constantFrom(
      () => false,
      () => true,
      hashed('account'),
    ),
    personalUrlTaken: fc.constantFrom(() => false, hashed('url')),
    telephoneExists: fc.constantFrom(() => true, hashed('telephone')),
    maxIssues: fc.integer({ min: 1, max: 8 }),
    messages: fc.constant({ '002.01.06': 'Nom trop long', 'wrong-type:title': 'Titre' }),
  },
  { requiredKeys: ['today'] },
);

/**
 * A generated core and the interpreter over its table, with async facts
 * whose questions `optionsFor` logs: the same result, and the same questions
 * asked in the same order.
 */
async function agreeAsync(
  core: Core,
  table: RuleTable,
  input: unknown,
  optionsFor: (log: string[]) => object,
): Promise<void> {
  const asked = { generated: [] as string[], interpreted: [] as string[] };
  const generated = await validateAsync(core, input, optionsFor(asked.generated));
  const plain = await validateAsync(interpreted(table), input, optionsFor(asked.interpreted));
  expect(generated).toEqual(plain);
  expect(asked.generated).toEqual(asked.interpreted);
}

/** A generated core gives exactly the interpreter's result over its table. */
const agreement =
  (core: Core, table: RuleTable) =>
  (input: unknown, options: object): void => {
    expect(validate(core, input, options)).toEqual(validateWith(table, input, options));
  };

const agree = agreement(checkAccount, accountRules);

/**
 * A list with holes (a sparse array, never a JSON value): the entries kept in
 * order, `gaps[i]` holes before entry i, and `tail` holes after the last.
 */
function withHoles(entries: readonly unknown[], gaps: readonly number[], tail: number): unknown[] {
  const list: unknown[] = [];
  let at = 0;
  entries.forEach((entry, index) => {
    at += gaps[index] ?? 0;
    list[at++] = entry;
  });
  list.length = at + tail;
  return list;
}

const holes = fc.record({ gaps: fc.array(fc.nat(3), { maxLength: 8 }), tail: fc.nat(4) });

/** A body whose repeating field `name` (when it is a list) has holes. */
const sparseField = (body: unknown, name: string, { gaps, tail }: { gaps: number[]; tail: number }) => {
  if (typeof body !== 'object' || body === null || !Array.isArray((body as Record<string, unknown>)[name])) return body;
  return { ...body, [name]: withHoles((body as Record<string, unknown[]>)[name] as unknown[], gaps, tail) };
};

describe('checkAccount equals the interpreter over accountRules', () => {
  it('on valid payloads and on one and two faults', () => {
    fc.assert(fc.property(validAccount, optionVariants, (account, options) => agree(account, options)));
    fc.assert(fc.property(accountWithOneFault, ({ input, options }) => agree(input, { ...options })));
    fc.assert(fc.property(accountWithTwoFaults, ({ input, options }) => agree(input, { ...options })));
  });

  it('on mixed payloads and arbitrary records, with any options', () => {
    fc.assert(fc.property(mixedAccount, optionVariants, (account, options) => agree(account, options)));
    fc.assert(fc.property(recordOf(accountFields), optionVariants, (body, options) => agree(body, options)));
  });

  it('on any input, JSON or not', () => {
    fc.assert(fc.property(anyInput, optionVariants, (input, options) => agree(input, options)));
    fc.assert(fc.property(fc.jsonValue(), (input) => agree(input, { today: '20261122' })));
  });

  it('with async facts: the same result, asking the same questions', async () => {
    await fc.assert(
      fc.asyncProperty(mixedAccount, fc.boolean(), async (account, exists) => {
        await agreeAsync(checkAccount, accountRules, account, (log) => ({
          today: '20261122',
          countries: ['GB', 'US'],
          accountExists: async (email: string, birth: string) => {
            log.push(`${email}|${birth}`);
            return exists;
          },
          personalUrlTaken: async (url: string) => {
            log.push(url);
            return !exists;
          },
        }));
      }),
      { numRuns: 200 },
    );
  });

  it('on custom codes with holes', () => {
    fc.assert(
      fc.property(mixedAccount, holes, optionVariants, (account, gaps, options) =>
        agree(sparseField(account, 'fundraiserCustomCode', gaps), options),
      ),
    );
  });

  it('reads a body that throws as the interpreter does', () => {
    const throwing = new Proxy(
      { surname: 'x' },
      {
        get() {
          throw new Error('no reading');
        },
      },
    );
    agree(throwing, { today: '20261122' });
    expect(validate(checkAccount, throwing, {}).issues[0]?.code).toBe('unreadable-input');
  });
});

/** Events for the page options: mixed events under the known IDs, as a record or a lookup function. */
const pageEvents = fc
  .tuple(
    fc.array(page.mixedEvent, { minLength: page.EVENT_IDS.length, maxLength: page.EVENT_IDS.length }),
    fc.boolean(),
  )
  .map(([infos, asFunction]) => {
    const record: Record<string, EventInfo> = Object.fromEntries(
      page.EVENT_IDS.map((id, index) => [id, infos[index] as EventInfo]),
    );
    return asFunction ? page.lookupIn(record) : record;
  });

/** Page options that exercise every fact path: each fact given or not, answers both ways, a cap, messages. */
const pageOptionVariants = fc.record(
  {
    today: fc.constantFrom('20261122', '20240229', '20270101'),
    activities: fc.constantFrom([...page.ACTIVITIES], ['039']),
    charities: fc.constantFrom([...page.CHARITIES], []),
    events: pageEvents,
    teamUrlTaken: fc.constantFrom(
      () => false,
      () => true,
      hashed('team'),
    ),
    maxIssues: fc.integer({ min: 1, max: 12 }),
    messages: fc.constant({ '003.01.15': 'Total pas 100', 'wrong-type:teamName': 'Nom' }),
  },
  { requiredKeys: ['today'] },
);

const agreeOnPage = agreement(checkPage, pageRules);

describe('checkPage equals the interpreter over pageRules', () => {
  it('on valid pages and on one and two faults, with their own facts', () => {
    fc.assert(fc.property(page.validPage, (c) => agreeOnPage(c.page, page.optionsFor(c))));
    fc.assert(fc.property(page.pageWithOneFault, ({ input, options }) => agreeOnPage(input, options)));
    fc.assert(fc.property(page.pageWithTwoFaults, ({ input, options }) => agreeOnPage(input, options)));
  });

  it('on valid and mixed pages, splits of any JSON, and any input, with any options', () => {
    fc.assert(
      fc.property(page.validPage, pageOptionVariants, (c, options) => agreeOnPage(c.page, options)),
      { numRuns: 300 },
    );
    fc.assert(fc.property(page.mixedPage, pageOptionVariants, agreeOnPage), { numRuns: 500 });
    fc.assert(fc.property(page.pageWithJsonSplits, pageOptionVariants, agreeOnPage), { numRuns: 300 });
    fc.assert(fc.property(page.anyInput, pageOptionVariants, agreeOnPage), { numRuns: 300 });
  });

  it('on splits with holes, and custom codes with holes inside splits', () => {
    const sparsePage = (
      body: unknown,
      outer: { gaps: number[]; tail: number },
      inner: { gaps: number[]; tail: number },
    ) => {
      const sparse = sparseField(body, 'charitySplits', outer) as Record<string, unknown>;
      const splits = sparse?.charitySplits;
      if (!Array.isArray(splits)) return sparse;
      // map keeps the outer holes where they are.
      return { ...sparse, charitySplits: splits.map((split) => sparseField(split, 'customCodes', inner)) };
    };
    fc.assert(
      fc.property(page.mixedPage, holes, holes, pageOptionVariants, (body, outer, inner, options) =>
        agreeOnPage(sparsePage(body, outer, inner), options),
      ),
      { numRuns: 500 },
    );
    // A hole reads as an absent entry: the same result as the list with `undefined` in its place.
    const dense = (body: unknown): unknown => {
      const splits = (body as Record<string, unknown> | null)?.charitySplits;
      if (!Array.isArray(splits)) return body;
      const entries = Array.from(splits, (split) => {
        const codes = (split as Record<string, unknown> | undefined)?.customCodes;
        return Array.isArray(codes) ? { ...(split as object), customCodes: Array.from(codes) } : split;
      });
      return { ...(body as object), charitySplits: entries };
    };
    fc.assert(
      fc.property(page.mixedPage, holes, holes, pageOptionVariants, (body, outer, inner, options) => {
        const sparse = sparsePage(body, outer, inner);
        expect(validate(checkPage, sparse, options)).toEqual(validate(checkPage, dense(sparse), options));
      }),
      { numRuns: 500 },
    );
  });

  it('with async facts: the same result, asking the same questions', async () => {
    await fc.assert(
      fc.asyncProperty(
        page.mixedPage,
        fc.array(page.mixedEvent, { minLength: page.EVENT_IDS.length, maxLength: page.EVENT_IDS.length }),
        fc.boolean(),
        async (body, infos, taken) => {
          await agreeAsync(checkPage, pageRules, body, (log) => ({
            today: '20261122',
            activities: [...page.ACTIVITIES],
            events: async (id: string) => {
              log.push(`event ${id}`);
              const index = (page.EVENT_IDS as readonly string[]).indexOf(id);
              return index === -1 ? undefined : infos[index];
            },
            teamUrlTaken: async (url: string) => {
              log.push(`team ${url}`);
              return taken;
            },
          }));
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('the query validators equal the interpreter over their tables', () => {
  const names = [
    'surname',
    'forename',
    'api_key',
    'eventResourceId',
    'sortOrder',
    'sortField',
    'numRecords',
    'startRecordNum',
  ];
  const limits = fc.oneof(
    fc.constantFrom(
      'A',
      'D',
      'a',
      'donationTotalNet',
      'offlineAmount',
      'x',
      '0',
      '1',
      '100',
      '101',
      '007',
      '-1',
      '1.5',
      100,
      101,
      0,
      'Smi',
      'Sm',
      '  ',
    ),
    fc.string({ minLength: 0, maxLength: 4 }).map((text) => text.repeat(13)),
  );
  const query = fc.oneof(
    recordOf(names),
    fc.dictionary(fc.constantFrom(...names), limits),
    fc.jsonValue({ maxDepth: 2 }),
  );
  const cores: [string, Core, RuleTable][] = [
    ['search', checkSearchQuery, searchQueryRules],
    ['event listing', checkEventListingQuery, eventListingQueryRules],
    ['lookup', checkLookupQuery, lookupQueryRules],
  ];
  it.each(cores)('%s', (_name, core, table) => {
    fc.assert(
      fc.property(
        query,
        fc.record({ maxIssues: fc.integer({ min: 1, max: 5 }) }, { requiredKeys: [] }),
        agreement(core, table),
      ),
      { numRuns: 500 },
    );
  });
});
