/**
 * Property-based tests of validateAccount against contract sections 2-7.
 * Arbitraries are generated from the rule table (test/arbitraries/account.ts);
 * expectations come from the contract, never from src/.
 *
 * Reproduce a run with FC_SEED=<seed> (default fixed); FC_RUNS overrides the run count.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Issue, ValidationResult } from '../src/index.js';
import { accountRules, validateAccount, validateAccountAsync } from '../src/index.js';
import {
  ACCOUNT_FIELDS,
  type AccountOptions,
  accountShapedJson,
  accountWithOneFault,
  accountWithTwoFaults,
  addYears,
  anyInput,
  baseOptions,
  CHARITIES,
  COUNTRIES,
  LIMITS,
  mixedAccount,
  model,
  TODAY,
  validAccount,
} from './arbitraries/account.js';
import { addDays, codePoints, isLeap, realDate, ymd } from './arbitraries/values.js';
import {
  contractChecks,
  DOCUMENTED,
  documentedIssues,
  expectedIssues,
  hashed,
  safeValidator,
  uniqueSorted as sorted,
} from './support/contract.js';

fc.configureGlobal({
  seed: Number(process.env.FC_SEED ?? 20261122),
  ...(process.env.FC_RUNS === undefined ? {} : { numRuns: Number(process.env.FC_RUNS) }),
});

// ---------------------------------------------------------------------------
// Helpers
// ---------------------------------------------------------------------------

/** The rule-table position of an issue's row (code and parameter identify a row of the account table). */
const rowIndex = new Map(accountRules.map((rule, index) => [`${rule.code}|${rule.parameter}`, index]));

const { expectContractShape, expectCappedPrefix } = contractChecks({
  tableOrder: (issues) => {
    const positions = issues.map((i: Issue) => rowIndex.get(`${i.code}|${i.parameter}`));
    for (const position of positions) expect(position).toBeTypeOf('number');
    for (let k = 1; k < positions.length; k++) expect(positions[k]!).toBeGreaterThanOrEqual(positions[k - 1]!);
  },
});

const validateSafely = safeValidator<AccountOptions>(validateAccount);

/** Interesting days for `today`: 29 February, its neighbours, century years, and any date. */
const todayArb: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    TODAY,
    '20240229',
    '20240228',
    '20240301',
    '20250228',
    '20250301',
    '20000229',
    '21000228',
    '21000301',
    '20281231',
    '20260101',
  ),
  fc
    .tuple(fc.integer({ min: 1990, max: 2100 }), fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 31 }))
    .map(([y, m, d]) => ymd(y, m, d))
    .filter((date) => realDate(date) !== undefined),
);

/** Birth dates at the age limits of `today`, and 29 February births near them. */
function birthNear(today: string): fc.Arbitrary<string | number> {
  const year = Number(today.slice(0, 4));
  return fc
    .oneof(
      fc
        .tuple(fc.constantFrom(12, 13, 14, 99, 100, 101, 102), fc.integer({ min: -3, max: 3 }))
        .map(([years, days]) => addDays(addYears(today, -years), days)),
      fc
        .integer({ min: year - 102, max: year - 11 })
        .filter(isLeap)
        .map((y) => ymd(y, 2, 29)),
    )
    .chain((date) => fc.constantFrom<string | number>(date, Number(date)));
}

const modelCase = fc
  .record({
    today: todayArb,
    countries: fc.option(fc.subarray([...COUNTRIES]), { nil: undefined }),
    charities: fc.option(fc.subarray([...CHARITIES]), { nil: undefined }),
    exists: fc.constantFrom<'none' | 'yes' | 'no' | 'hash'>('none', 'yes', 'no', 'hash'),
  })
  .chain((o) =>
    fc.tuple(
      fc.constant(o),
      fc.oneof({ weight: 4, arbitrary: mixedAccount }, { weight: 1, arbitrary: accountShapedJson }),
      fc.option(birthNear(o.today), { nil: undefined }),
    ),
  )
  .map(([o, payload, birth]) => {
    const input = birth === undefined ? payload : { ...payload, dateOfBirth: birth };
    const calls: [string, string][] = [];
    const answer = o.exists === 'hash' ? hashed('exists') : () => o.exists === 'yes';
    const options: AccountOptions = { today: o.today };
    if (o.countries !== undefined) options.countries = o.countries;
    if (o.charities !== undefined) options.charities = o.charities;
    if (o.exists !== 'none') {
      options.accountExists = (email, dob) => {
        calls.push([email, dob]);
        return answer(email, dob);
      };
    }
    return { input, options, calls };
  });

// ---------------------------------------------------------------------------
// The tests
// ---------------------------------------------------------------------------

describe('the property model', () => {
  it('(code, parameter) identifies a row of the account table', () => {
    expect(rowIndex.size).toBe(accountRules.length);
  });

  it('the model agrees that every generated valid payload is clean', () => {
    fc.assert(
      fc.property(validAccount, (payload) => {
        expect(model(payload, baseOptions()).issues).toEqual([]);
      }),
    );
  });
});

describe('validateAccount properties', () => {
  it('a. every generated valid payload is valid, with no issue at all', () => {
    fc.assert(
      fc.property(validAccount, (payload) => {
        const result = validateSafely(payload, baseOptions());
        expect(result).toEqual({ valid: true, issues: [], codes: [], unchecked: [], truncated: false });
      }),
    );
  });

  it('b. one fault gives exactly its documented codes, at the contract paths', () => {
    fc.assert(
      fc.property(accountWithOneFault, ({ fault, input, options, expected, engineError, warningAt }) => {
        const result = validateSafely(input, options);
        if (warningAt !== undefined) {
          expect(
            result.issues.some(
              (i) => i.severity === 'warning' && !i.documented && JSON.stringify(i.path) === JSON.stringify(warningAt),
            ),
            fault,
          ).toBe(true);
        }
        expect(sorted(result.codes), fault).toEqual(sorted(expected.map((e) => e.code)));
        expect(documentedIssues(result), fault).toEqual(expectedIssues(expected));
        expect(result.valid, fault).toBe(expected.length === 0 && !engineError);
        expect(result.unchecked, fault).toEqual([]);
        expect(result.truncated, fault).toBe(false);
      }),
      { numRuns: Math.max(fc.readConfigureGlobal().numRuns ?? 100, 100) * 5 },
    );
  });

  it('c. two independent faults give the union of their codes', () => {
    fc.assert(
      fc.property(accountWithTwoFaults, ({ faults, input, options, expected, engineError }) => {
        const result = validateSafely(input, options);
        const label = faults.join(' + ');
        expect(sorted(result.codes), label).toEqual(sorted(expected.map((e) => e.code)));
        expect(documentedIssues(result), label).toEqual(expectedIssues(expected));
        expect(result.valid, label).toBe(expected.length === 0 && !engineError);
      }),
      { numRuns: Math.max(fc.readConfigureGlobal().numRuns ?? 100, 100) * 3 },
    );
  });

  describe('d. any input: never throws, never mutates, returns the contract shape', () => {
    const optionsArb = fc.constantFrom<AccountOptions | undefined>(undefined, baseOptions(), { today: TODAY });

    const shapedInputs: [string, fc.Arbitrary<unknown>][] = [
      ['any JSON value', fc.jsonValue({ stringUnit: 'binary' })],
      ['objects of the account fields holding arbitrary JSON values', accountShapedJson],
      ['mixed valid, faulty and arbitrary field values', anyInput],
    ];
    for (const [title, inputs] of shapedInputs) {
      it(title, () => {
        fc.assert(
          fc.property(inputs, optionsArb, (input, options) => {
            expectContractShape(validateSafely(input, options));
          }),
        );
      });
    }

    it("an own '__proto__' key is an ordinary unknown key", () => {
      for (const text of [
        '{"__proto__": {"title":"Mr"}}',
        '{"__proto__": {"title":"Mr", "surname": "Smith"}, "constructor": {"prototype": {"title": "Mr"}}}',
      ]) {
        const input: unknown = JSON.parse(text);
        const result = validateSafely(input, baseOptions());
        expectContractShape(result);
        expect(result.codes).toEqual(validateAccount({}, baseOptions()).codes);
        expect(result.codes).toContain('002.01.02');
        expect(result.codes).toContain('002.01.04');
        expect(({} as Record<string, unknown>).title).toBeUndefined();
      }
      fc.assert(
        fc.property(validAccount, (payload) => {
          const input = JSON.parse(JSON.stringify(payload).replace(/^\{/, '{"__proto__": {"title": 5},')) as Record<
            string,
            unknown
          >;
          expect(Object.hasOwn(input, '__proto__')).toBe(true);
          expect(validateSafely(input, baseOptions()).codes).toEqual([]);
        }),
        { numRuns: 20 },
      );
    });

    it('lone surrogates: never thrown on, and counted as one code point each', () => {
      const every = Object.fromEntries(ACCOUNT_FIELDS.map((name) => [name, '\uD800']));
      expectContractShape(validateSafely(every, baseOptions()));
      expectContractShape(
        validateSafely({ ...every, fundraiserCustomCode: ['\uDC00', '\uD800\uD800'] }, baseOptions()),
      );
      fc.assert(
        fc.property(
          validAccount,
          fc.constantFrom('\uD800', '\uDFFF', '\uD83D', '😀'),
          fc.constantFrom(0, 1),
          (payload, unit, over) => {
            const count = LIMITS.surname + over;
            const surname = unit.repeat(count); // repeated lone surrogates never pair up
            expect(codePoints(surname)).toBe(count);
            const result = validateSafely({ ...payload, surname }, baseOptions());
            expect(result.codes).toEqual(over === 1 ? ['002.01.06'] : []);
          },
        ),
        { numRuns: 40 },
      );
    });

    it('strings of 1,000,000 characters: quick, and read as the contract says', () => {
      const big = (unit: string): string => unit.repeat(Math.ceil(1_000_000 / unit.length)).slice(0, 1_000_000);
      const inputs: unknown[] = [
        Object.fromEntries(ACCOUNT_FIELDS.map((name) => [name, big('a')])),
        Object.fromEntries(ACCOUNT_FIELDS.map((name) => [name, big(' ')])),
        {
          title: big('Mr'),
          emailAddress: `${big('x')}@a.b.c`,
          preferredTelephone: big('7'),
          dateOfBirth: big('1'),
          personalUrl: big('u'),
          postcode: big('A'),
          countryCode: 'GB',
        },
        {
          fundraiserCustomCode: [big('😀'), big('\uD800')],
          charityResourceId: big('c'),
          surname: big('\uD800'),
          forename: big('😀'),
        },
        big('{'),
      ];
      for (const input of inputs) {
        const started = performance.now();
        validateAccount(input, baseOptions());
        expect(performance.now() - started).toBeLessThan(1000);
        const result = validateSafely(input, baseOptions());
        expectContractShape(result);
        expect(documentedIssues(result)).toEqual(expectedIssues(model(input, baseOptions()).issues));
      }
    });

    it('deeply nested arrays and objects', () => {
      const nest = (depth: number, wrap: (inner: unknown) => unknown): unknown => {
        let value: unknown = 'x';
        for (let k = 0; k < depth; k++) value = wrap(value);
        return value;
      };
      // Moderate depth: full clone-and-compare checks.
      for (const deep of [nest(500, (v) => [v]), nest(500, (v) => ({ a: v }))]) {
        expectContractShape(validateSafely(deep, baseOptions()));
        const body = Object.fromEntries(ACCOUNT_FIELDS.map((name) => [name, deep]));
        const result = validateSafely(body, baseOptions());
        expectContractShape(result);
        expect(documentedIssues(result)).toEqual(expectedIssues(model(body, baseOptions()).issues));
      }
      // Very deep (beyond what recursive cloning survives): no throw, and the structure is left as it was.
      const depth = 100_000;
      const deepArray = nest(depth, (v) => [v]);
      const body = { surname: deepArray, fundraiserCustomCode: [deepArray], title: 'Mr' };
      for (const input of [deepArray, body]) {
        const result = validateAccount(input, baseOptions());
        expectContractShape(result);
      }
      expect(validateAccount(deepArray, baseOptions()).codes).toEqual(['002.01.01']);
      expect(validateAccount(body, baseOptions()).codes).toEqual(
        expect.arrayContaining(['002.01.06', '002.01.21', '002.01.22']),
      );
      let cursor: unknown = deepArray;
      for (let k = 0; k < depth; k++) {
        expect(Array.isArray(cursor) && cursor.length === 1).toBe(true);
        cursor = (cursor as unknown[])[0];
      }
      expect(cursor).toBe('x');
      expect(Object.keys(body)).toEqual(['surname', 'fundraiserCustomCode', 'title']);
    });

    it('100,000 custom codes finish quickly and, capped, are truncated', () => {
      const valid = { ...fc.sample(validAccount, { numRuns: 1, seed: 7 })[0], charityResourceId: CHARITIES[0] };
      const blanks = Array.from({ length: 100_000 }, (_, k) => (k % 3 === 0 ? '' : k % 3 === 1 ? null : ' '));
      const codes = Array.from({ length: 100_000 }, (_, k) => `code-${k}`);
      const cases: [unknown, AccountOptions, (r: ValidationResult) => void][] = [
        [
          { ...valid, fundraiserCustomCode: blanks },
          { ...baseOptions(), maxIssues: 10 },
          (r) => {
            expect(r.truncated).toBe(true);
            expect(r.issues).toHaveLength(10);
          },
        ],
        [
          { ...valid, fundraiserCustomCode: blanks },
          baseOptions(),
          (r) => {
            expect(r.truncated).toBe(true);
            expect(r.issues.length).toBeLessThanOrEqual(1000);
          },
        ],
        [
          { ...valid, fundraiserCustomCode: codes },
          { ...baseOptions(), maxIssues: 10 },
          (r) => {
            expect(r.truncated).toBe(false);
            expect(r.codes).toEqual(['002.01.23']);
            expect(documentedIssues(r)).toEqual(
              expectedIssues([{ code: '002.01.23', path: ['fundraiserCustomCode'], parameter: 'customCodes' }]),
            );
          },
        ],
        [
          { fundraiserCustomCode: blanks },
          { ...baseOptions(), maxIssues: 10 },
          (r) => {
            expect(r.truncated).toBe(true);
            expect(r.issues).toHaveLength(10);
          },
        ],
      ];
      for (const [input, options, check] of cases) {
        const started = performance.now();
        validateAccount(input, options);
        expect(performance.now() - started).toBeLessThan(500);
        const result = validateSafely(input, options);
        expectContractShape(result);
        check(result);
      }
    });
  });

  describe('e. determinism', () => {
    const syncOptions = (): AccountOptions => ({
      today: TODAY,
      countries: [...COUNTRIES],
      charities: [...CHARITIES],
      accountExists: hashed('exists'),
      personalUrlTaken: hashed('taken'),
    });

    it('the same payload and options give deep-equal results', () => {
      fc.assert(
        fc.property(anyInput, (input) => {
          const options = syncOptions();
          const first = validateAccount(input, options);
          expect(validateAccount(input, options)).toEqual(first);
          expect(validateAccount(input, syncOptions())).toEqual(first);
          expect(validateAccount(structuredClone(input), syncOptions())).toEqual(first);
        }),
      );
    });

    it('the async variant gives the sync result (facts as async functions, or plain ones)', async () => {
      await fc.assert(
        fc.asyncProperty(anyInput, fc.boolean(), async (input, delayed) => {
          const sync = validateAccount(input, syncOptions());
          const exists = hashed('exists');
          const taken = hashed('taken');
          const later = <T>(value: T): Promise<T> =>
            delayed ? new Promise((resolve) => setTimeout(() => resolve(value), 0)) : Promise.resolve(value);
          const asyncResult = await validateAccountAsync(input, {
            today: TODAY,
            countries: [...COUNTRIES],
            charities: [...CHARITIES],
            accountExists: async (email: string, dob: string) => later(exists(email, dob)),
            personalUrlTaken: async (url: string) => later(taken(url)),
          });
          expect(asyncResult).toEqual(sync);
          expect(await validateAccountAsync(input, syncOptions())).toEqual(sync);
        }),
      );
    });

    it('without a fixed today, two runs agree too', () => {
      fc.assert(
        fc.property(anyInput, (input) => {
          expect(validateAccount(input)).toEqual(validateAccount(input));
        }),
        { numRuns: 50 },
      );
    });
  });

  it('f. maxIssues: the kept issues are a prefix, and truncated says whether more were found', () => {
    const manyIssues = fc.oneof(
      anyInput,
      accountWithTwoFaults.map((c) => c.input),
      fc.constant({}),
      fc
        .array(fc.constantFrom('', null, {}, 'x'.repeat(300)), { maxLength: 30 })
        .map((fundraiserCustomCode) => ({ fundraiserCustomCode })),
    );
    fc.assert(
      fc.property(manyIssues, fc.integer({ min: 1, max: 20 }), (input, n) => {
        expectCappedPrefix((maxIssues) => validateAccount(input, { ...baseOptions(), maxIssues }), n);
      }),
    );
  });

  it('g. any account-shaped payload gives exactly the documented issues and unchecked rules of contract sections 4 and 6', () => {
    fc.assert(
      fc.property(modelCase, ({ input, options, calls }) => {
        const expected = model(input, options);
        calls.length = 0; // forget the model's own questions
        const result = validateSafely(input, options);
        expect(documentedIssues(result)).toEqual(expectedIssues(expected.issues));
        expect(
          result.unchecked.filter((u) => DOCUMENTED.test(u.code)).sort((a, b) => a.code.localeCompare(b.code)),
        ).toEqual([...expected.unchecked].sort((a, b) => a.code.localeCompare(b.code)));
        // 002.01.31: asked only when emailAddress and dateOfBirth pass their format codes, with their texts.
        for (const call of calls) expect(expected.asks).toContainEqual(call);
      }),
      { numRuns: Math.max(fc.readConfigureGlobal().numRuns ?? 100, 100) * 5 },
    );
  });

  it("section 2: an error of the caller's fact function propagates (the async variant rejects)", async () => {
    await fc.assert(
      fc.asyncProperty(validAccount, async (payload) => {
        const boom = new Error('lookup failed');
        const accountExists = (): boolean => {
          throw boom;
        };
        expect(() => validateAccount(payload, { ...baseOptions(), accountExists })).toThrow(boom);
        await expect(
          validateAccountAsync(payload, { ...baseOptions(), accountExists: async () => Promise.reject(boom) }),
        ).rejects.toBe(boom);
      }),
      { numRuns: 20 },
    );
  });

  it('section 2: invalid options throw a TypeError; a sync validator refuses a Promise from a fact', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc
            .constantFrom<unknown>(0, -1, 1.5, Number.NaN, '3', Number.POSITIVE_INFINITY)
            .map((maxIssues) => ({ maxIssues })),
          fc.constantFrom<unknown>('tomorrow', '20230229', '2026-11-22', 20261122, '').map((today) => ({ today })),
        ),
        validAccount,
        (options, payload) => {
          expect(() => validateAccount(payload, options as AccountOptions)).toThrow(TypeError);
        },
      ),
      { numRuns: 30 },
    );
    fc.assert(
      fc.property(validAccount, (payload) => {
        expect(() =>
          validateAccount(payload, { ...baseOptions(), accountExists: (async () => false) as never }),
        ).toThrow(TypeError);
      }),
      { numRuns: 20 },
    );
  });
});
