/**
 * Regression tests of the contract's section 10.1 (`fields`: dotted names,
 * names of no field, entries read afresh on every call, bounded reading)
 * and of the signal parts of section 10.5 (async validators and Standard
 * Schemas alike, `AbortSignal` only, a throwing `reason`, one listener per
 * signal), each written to fail on the defect it names.
 *
 * The field lists come from the rule tables (`accountFields`, `pageFields`).
 * No assertion is on time: "at once" is "before a few turns of the event
 * loop", with the pending facts never answered. Property checks reproduce
 * with FC_SEED=<seed>; FC_RUNS overrides the run count.
 */
import { getEventListeners } from 'node:events';
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { MAX_FIELD_ENTRIES } from '../src/facts/options.js';
import type {
  AsyncValidationOptions,
  EventInfo,
  RuleTable,
  StandardResult,
  ValidationOptions,
  ValidationResult,
} from '../src/index.js';
import {
  accountFields,
  accountRules,
  accountSchema,
  createValidators,
  formFieldName,
  pageFields,
  pageRules,
  pageSchema,
  validateAccount,
  validateAccountAsync,
  validatePage,
  validatePageAsync,
} from '../src/index.js';
import { mixedAccount } from './arbitraries/account.js';
import { mixedPage } from './arbitraries/page.js';
import {
  ACCOUNT_OPTIONS,
  CHARITIES,
  EVENT_PAGE,
  PAGE_OPTIONS,
  PERSONAL_PAGE,
  VALID_ACCOUNT,
} from './support/payloads.js';

fc.configureGlobal({
  seed: Number(process.env.FC_SEED ?? 20261122),
  ...(process.env.FC_RUNS === undefined ? {} : { numRuns: Number(process.env.FC_RUNS) }),
});

// ---------------------------------------------------------------------------
// Payloads, options and helpers

type Payload = Record<string, unknown>;

/** Options for either operation: an account and a page body both validate with them. */
const BOTH_OPTIONS: ValidationOptions = { ...ACCOUNT_OPTIONS, ...PAGE_OPTIONS };

/** The top-level field names of both operations, from the tables (`[]` marks a list). */
const TOP_FIELDS: readonly string[] = [
  ...new Set([...accountFields, ...pageFields].map((field) => field.replace('[]', ''))),
];
const LIST_FIELDS: readonly string[] = [...accountFields, ...pageFields]
  .filter((field) => field.endsWith('[]'))
  .map((field) => field.replace('[]', ''));

/** Names a form may have that name no field of either operation. */
const NOT_FIELDS = ['surnam', 'csrfToken', 'charitySplits[]', '', '__proto__', 'constructor', 'toString', 'has'];

/** The field a `fields` entry selects: its first dotted segment. */
const firstSegment = (name: string): string => name.split('.')[0] as string;

/** The top-level field a row of `table` reports at (its `at`'s first key); '' for the body. */
function fieldOfRow(table: RuleTable, code: string, parameter: string): string {
  const rows = table.filter((rule) => rule.code === code && rule.parameter === parameter);
  const fields = new Set(rows.map((rule) => rule.at.split(/[.[]/)[0] ?? ''));
  expect(fields.size, `${code}:${parameter}`).toBe(1);
  return [...fields][0] as string;
}

/** The full result filtered as contract sections 9.3 and 10.1 say, for the entries `names`. */
function filtered(full: ValidationResult, names: readonly string[], table: RuleTable): ValidationResult {
  const chosen = new Set(names.map(firstSegment));
  const issues = full.issues.filter((issue) => issue.path.length === 0 || chosen.has(String(issue.path[0])));
  const codes = [...new Set(issues.filter((issue) => issue.documented).map((issue) => issue.code))];
  return {
    valid: !issues.some((issue) => issue.severity === 'error'),
    issues,
    codes: codes as ValidationResult['codes'],
    unchecked: full.unchecked.filter((entry) => chosen.has(fieldOfRow(table, entry.code, entry.parameter))),
    truncated: false,
  };
}

/** A one-shot iterator of `names`. */
function* generated(names: readonly string[]): Generator<string> {
  yield* names;
}

/** The forms a `fields` iterable may take. */
type Form = 'array' | 'set' | 'generator' | 'iterable';
/** `names` as an iterable of the given form; 'iterable' is a re-iterable object that is no array nor Set. */
function iterableOf(names: readonly string[], form: Form): Iterable<string> {
  if (form === 'set') return new Set(names);
  if (form === 'generator') return generated(names);
  if (form === 'iterable') return { [Symbol.iterator]: () => names[Symbol.iterator]() };
  return [...names];
}

/** What `run` throws (undefined when it returns). */
function thrownBy(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  return undefined;
}

/** The TypeError of an invalid `fields` option, in the package's words. */
const FIELDS_ERROR = /^fundraising-rules: invalid options: fields /;

/** Asserts a TypeError of invalid options naming `option`. */
function expectOptionsError(error: unknown, option: string): void {
  expect(error).toBeInstanceOf(TypeError);
  expect((error as TypeError).message).toMatch(new RegExp(`^fundraising-rules: invalid options: ${option} `));
}

/** A Promise that never settles. */
const never = <T>(): Promise<T> => new Promise<T>(() => undefined);

/** One turn of the event loop (no timer: nothing here waits on the clock). */
const turn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * How `promise` has settled after a few turns of the event loop:
 * `{ value }`, `{ error }`, or 'pending'.
 */
async function soon<T>(promise: Promise<T>): Promise<{ value: T } | { error: unknown } | 'pending'> {
  let state: { value: T } | { error: unknown } | 'pending' = 'pending';
  promise.then(
    (value) => {
      state = { value };
    },
    (error: unknown) => {
      state = { error };
    },
  );
  for (let count = 0; count < 5 && state === 'pending'; count++) await turn();
  return state;
}

/** A result that must have come at once from a Standard Schema's `validate`. */
function now<T>(result: T | Promise<T>): T {
  expect(result).not.toBeInstanceOf(Promise);
  return result as T;
}

/** An account with a blank surname (002.01.06) and a wrong title (002.01.04). */
const BLANK_SURNAME: Payload = { ...VALID_ACCOUNT, surname: '  ', title: 'Sir' };

/** A page with faults in the title, the second split's charity and the first split's custom codes. */
const FAULTY_PAGE: Payload = {
  ...PERSONAL_PAGE,
  pageTitle: null,
  charitySplits: [
    { charityResourceId: CHARITIES[0], charitySplitPercent: 60, customCodes: ['x'.repeat(300)] },
    { charityResourceId: 'not a known charity', charitySplitPercent: 40 },
  ],
};

/** The codes and dotted paths of a result's issues. */
const where = (result: ValidationResult): string[] =>
  result.issues.map((issue) => `${issue.code}@${formFieldName(issue.path)}`);

// ---------------------------------------------------------------------------
// 10.1 fields

describe('10.1 fields: read afresh on every call', () => {
  it('a Set given in the options and changed between calls is honoured (the same options object)', () => {
    const touched = new Set<string>(['title']);
    const options: ValidationOptions = { ...ACCOUNT_OPTIONS, fields: touched };
    expect(where(validateAccount(BLANK_SURNAME, options))).toEqual(['002.01.04@title']);
    touched.add('surname');
    // Was: the Set read once per process, so a blank surname stayed unseen.
    expect(validateAccount(BLANK_SURNAME, options)).toStrictEqual(
      validateAccount(BLANK_SURNAME, { ...ACCOUNT_OPTIONS, fields: ['title', 'surname'] }),
    );
    touched.clear();
    touched.add('surname');
    const result = validateAccount(BLANK_SURNAME, options);
    expect(where(result)).toEqual(['002.01.06@surname']);
    expect(result.valid).toBe(false);
  });

  it('a Set given in fresh options objects written alike is honoured (the memo of options objects)', () => {
    const touched = new Set<string>(['title']);
    const fresh = (): ValidationOptions => ({ today: '20261122', fields: touched, maxIssues: 50 });
    expect(where(validateAccount(BLANK_SURNAME, fresh()))).toEqual(['002.01.04@title']);
    touched.delete('title');
    expect(validateAccount(BLANK_SURNAME, fresh()).issues).toEqual([]);
    touched.add('surname');
    expect(where(validateAccount(BLANK_SURNAME, fresh()))).toEqual(['002.01.06@surname']);
  });

  it('an array changed in place between calls is honoured', () => {
    const fields = ['title'];
    const options: ValidationOptions = { ...ACCOUNT_OPTIONS, fields };
    expect(where(validateAccount(BLANK_SURNAME, options))).toEqual(['002.01.04@title']);
    fields.push('surname');
    expect(where(validateAccount(BLANK_SURNAME, options))).toEqual(['002.01.04@title', '002.01.06@surname']);
  });

  it('the async validators and the Standard Schemas read the options’ Set afresh too', async () => {
    const touched = new Set<string>(['title']);
    const options: AsyncValidationOptions = { ...ACCOUNT_OPTIONS, fields: touched };
    const schema = accountSchema(options)['~standard'];
    const prepared = createValidators(options);
    expect(where(await validateAccountAsync(BLANK_SURNAME, options))).toEqual(['002.01.04@title']);
    touched.add('surname');
    const both = ['002.01.04@title', '002.01.06@surname'];
    expect(where(await validateAccountAsync(BLANK_SURNAME, options))).toEqual(both);
    expect(where(prepared.validateAccount(BLANK_SURNAME))).toEqual(both);
    expect(where(await prepared.validateAccountAsync(BLANK_SURNAME))).toEqual(both);
    const issues = now(schema.validate(BLANK_SURNAME)).issues ?? [];
    expect(issues.map((issue) => issue.path)).toEqual([['title'], ['surname']]);
    touched.clear();
    expect(now(schema.validate(BLANK_SURNAME))).toEqual({ value: BLANK_SURNAME });
  });

  it('a Set given per call (createValidators) and changed between calls is honoured, sync and async', async () => {
    const { validateAccount: check, validateAccountAsync: checkAsync } = createValidators(ACCOUNT_OPTIONS);
    const touched = new Set<string>();
    expect(check(BLANK_SURNAME, { fields: touched }).valid).toBe(true);
    touched.add('surname');
    expect(where(check(BLANK_SURNAME, { fields: touched }))).toEqual(['002.01.06@surname']);
    touched.add('title');
    expect(where(await checkAsync(BLANK_SURNAME, { fields: touched }))).toEqual([
      '002.01.04@title',
      '002.01.06@surname',
    ]);
    touched.delete('surname');
    expect(where(check(BLANK_SURNAME, { fields: touched }))).toEqual(['002.01.04@title']);
  });

  it('a call with a signal only keeps the options’ fields, read afresh', async () => {
    const touched = new Set<string>(['title']);
    const { validateAccountAsync: checkAsync } = createValidators({ ...ACCOUNT_OPTIONS, fields: touched });
    const { signal } = new AbortController();
    expect(where(await checkAsync(BLANK_SURNAME, { signal }))).toEqual(['002.01.04@title']);
    touched.add('surname');
    expect(where(await checkAsync(BLANK_SURNAME, { signal }))).toEqual(['002.01.04@title', '002.01.06@surname']);
  });

  it('a one-shot iterator (a generator) is read once, its entries kept for every later call', () => {
    let read = 0;
    function* names() {
      read++;
      yield 'surname';
    }
    const options: ValidationOptions = { ...ACCOUNT_OPTIONS, fields: names() };
    for (let call = 0; call < 3; call++)
      expect(where(validateAccount(BLANK_SURNAME, options))).toEqual(['002.01.06@surname']);
    expect(read).toBe(1);
    const prepared = createValidators(ACCOUNT_OPTIONS);
    const once = names();
    expect(where(prepared.validateAccount(BLANK_SURNAME, { fields: once }))).toEqual(['002.01.06@surname']);
    expect(where(prepared.validateAccount(BLANK_SURNAME, { fields: once }))).toEqual(['002.01.06@surname']);
  });

  it('a re-iterable object that is no array nor Set is read afresh on every call', () => {
    const names = ['title'];
    const fields: Iterable<string> = { [Symbol.iterator]: () => names[Symbol.iterator]() };
    const options: ValidationOptions = { ...ACCOUNT_OPTIONS, fields };
    expect(where(validateAccount(BLANK_SURNAME, options))).toEqual(['002.01.04@title']);
    names[0] = 'surname';
    expect(where(validateAccount(BLANK_SURNAME, options))).toEqual(['002.01.06@surname']);
  });
});

describe('10.1 fields: names', () => {
  it('each top-level field of either table is a name, for either validator', () => {
    for (const field of TOP_FIELDS) {
      expect(validateAccount(BLANK_SURNAME, { ...BOTH_OPTIONS, fields: [field] })).toStrictEqual(
        filtered(validateAccount(BLANK_SURNAME, BOTH_OPTIONS), [field], accountRules),
      );
      expect(validatePage(FAULTY_PAGE, { ...BOTH_OPTIONS, fields: [field] })).toStrictEqual(
        filtered(validatePage(FAULTY_PAGE, BOTH_OPTIONS), [field], pageRules),
      );
    }
  });

  it('a dotted input name selects its first segment', () => {
    const full = validatePage(FAULTY_PAGE, PAGE_OPTIONS);
    expect(where(full)).toContain('unknown-charity@charitySplits.1.charityResourceId');
    for (const name of ['charitySplits.1.charityResourceId', 'charitySplits.0.customCodes.0', 'charitySplits.7'])
      expect(validatePage(FAULTY_PAGE, { ...PAGE_OPTIONS, fields: [name] })).toStrictEqual(
        validatePage(FAULTY_PAGE, { ...PAGE_OPTIONS, fields: ['charitySplits'] }),
      );
    const codes = { ...VALID_ACCOUNT, charityResourceId: CHARITIES[0], fundraiserCustomCode: ['A', 'x'.repeat(300)] };
    const custom = validateAccount(codes, { ...ACCOUNT_OPTIONS, fields: ['fundraiserCustomCode.0'] });
    expect(where(custom).length).toBeGreaterThan(0);
    expect(custom).toStrictEqual(validateAccount(codes, { ...ACCOUNT_OPTIONS, fields: ['fundraiserCustomCode'] }));
  });

  it('the dotted name formFieldName gives for each issue keeps that issue', () => {
    for (const [result, run] of [
      [
        validatePage(FAULTY_PAGE, PAGE_OPTIONS),
        (fields: string[]) => validatePage(FAULTY_PAGE, { ...PAGE_OPTIONS, fields }),
      ],
      [
        validateAccount(BLANK_SURNAME, ACCOUNT_OPTIONS),
        (fields: string[]) => validateAccount(BLANK_SURNAME, { ...ACCOUNT_OPTIONS, fields }),
      ],
    ] as const)
      for (const issue of result.issues) expect(run([formFieldName(issue.path)]).issues).toContainEqual(issue);
  });

  it.each(NOT_FIELDS)('a name of no field (%j) selects nothing, and is no error', (name) => {
    const account = validateAccount(BLANK_SURNAME, { ...ACCOUNT_OPTIONS, fields: [name] });
    expect(account).toStrictEqual({ valid: true, issues: [], codes: [], unchecked: [], truncated: false });
    expect(validateAccount(BLANK_SURNAME, { ...ACCOUNT_OPTIONS, fields: ['surname', name] })).toStrictEqual(
      validateAccount(BLANK_SURNAME, { ...ACCOUNT_OPTIONS, fields: ['surname'] }),
    );
    expect(validatePage(FAULTY_PAGE, { ...PAGE_OPTIONS, fields: new Set([name]) }).issues).toEqual([]);
    // The body's own issues stay, whatever the names.
    expect(where(validateAccount({}, { fields: [name] }))).toEqual(['002.01.02@']);
    expect(createValidators(ACCOUNT_OPTIONS).validateAccount(BLANK_SURNAME, { fields: [name] }).issues).toEqual([]);
  });

  it('an array’s own keys that are no index are no entries', () => {
    const fields = Object.assign(['surname'], { extra: 5, 'not-an-index': 'title' });
    expect(where(validateAccount(BLANK_SURNAME, { ...ACCOUNT_OPTIONS, fields }))).toEqual(['002.01.06@surname']);
  });
});

describe('10.1 fields: an entry that is no string is a TypeError at the call that reads it', () => {
  const NOT_TEXT: readonly [string, unknown][] = [
    ['a number', 5],
    ['null', null],
    ['undefined', undefined],
    ['a symbol', Symbol('surname')],
    ['an object', { toString: () => 'surname' }],
    ['a list', ['surname']],
  ];

  it.each(NOT_TEXT)('%s in the options: sync validators throw, async ones reject', async (_, entry) => {
    const fields = ['surname', entry] as unknown as string[];
    expectOptionsError(
      thrownBy(() => validateAccount(VALID_ACCOUNT, { fields })),
      'fields',
    );
    expectOptionsError(
      thrownBy(() => validatePage(PERSONAL_PAGE, { fields })),
      'fields',
    );
    let promise: Promise<ValidationResult> | undefined;
    expect(() => {
      promise = validatePageAsync(PERSONAL_PAGE, { fields });
    }).not.toThrow();
    await expect(promise).rejects.toThrow(FIELDS_ERROR);
    expectOptionsError(
      thrownBy(() => accountSchema({ fields })),
      'fields',
    );
    expectOptionsError(
      thrownBy(() => createValidators({ fields })),
      'fields',
    );
  });

  it.each(NOT_TEXT)('%s added to a Set after the options were checked: at the next call', async (_, entry) => {
    const touched = new Set<unknown>(['surname']);
    const fields = touched as Set<string>;
    const options: ValidationOptions = { ...ACCOUNT_OPTIONS, fields };
    const prepared = createValidators(options);
    const schema = pageSchema({ ...PAGE_OPTIONS, fields })['~standard'];
    expect(validateAccount(VALID_ACCOUNT, options).valid).toBe(true);
    touched.add(entry);
    expectOptionsError(
      thrownBy(() => validateAccount(VALID_ACCOUNT, options)),
      'fields',
    );
    expectOptionsError(
      thrownBy(() => prepared.validateAccount(VALID_ACCOUNT)),
      'fields',
    );
    expectOptionsError(
      thrownBy(() => schema.validate(PERSONAL_PAGE)),
      'fields',
    );
    await expect(validateAccountAsync(VALID_ACCOUNT, options)).rejects.toThrow(FIELDS_ERROR);
    await expect(prepared.validatePageAsync(PERSONAL_PAGE)).rejects.toThrow(FIELDS_ERROR);
    // Per call, too.
    const clean = createValidators(ACCOUNT_OPTIONS);
    expectOptionsError(
      thrownBy(() => clean.validateAccount(VALID_ACCOUNT, { fields })),
      'fields',
    );
    await expect(clean.validateAccountAsync(VALID_ACCOUNT, { fields })).rejects.toThrow(FIELDS_ERROR);
    touched.delete(entry);
    expect(validateAccount(VALID_ACCOUNT, options).valid).toBe(true);
  });

  it('a value that is no iterable is a TypeError, at the options and at a call', async () => {
    for (const fields of ['surname', 5, { surname: true }, null])
      expectOptionsError(
        thrownBy(() => validateAccount(VALID_ACCOUNT, { fields } as unknown as ValidationOptions)),
        'fields',
      );
    const prepared = createValidators(ACCOUNT_OPTIONS);
    const call = { fields: 'surname' } as unknown as { fields: string[] };
    expectOptionsError(
      thrownBy(() => prepared.validateAccount(VALID_ACCOUNT, call)),
      'fields',
    );
    await expect(prepared.validateAccountAsync(VALID_ACCOUNT, call)).rejects.toThrow(FIELDS_ERROR);
  });
});

describe('10.1 fields: reading is bounded by the entries held', () => {
  /** A sparse array of length 2^32 - 1 holding `name` at one index. */
  function sparse(name: string, at: number): string[] {
    const list: string[] = [];
    list.length = 2 ** 32 - 1;
    list[at] = name;
    return list;
  }

  /** `list` behind a Proxy that counts the reads of its index keys and throws past `limit`. */
  function counted(list: string[], limit: number): { proxy: string[]; reads: () => number } {
    let reads = 0;
    const proxy = new Proxy(list, {
      get(target, key, receiver) {
        if (typeof key === 'string' && /^\d+$/.test(key) && ++reads > limit)
          throw new Error(`read ${reads} entries of an array holding one`);
        return Reflect.get(target, key, receiver) as unknown;
      },
    });
    return { proxy, reads: () => reads };
  }

  it('a sparse array with a huge length costs its one entry (options and call)', () => {
    const expected = validateAccount(BLANK_SURNAME, { ...ACCOUNT_OPTIONS, fields: ['surname'] });
    // First behind a counting Proxy: a reading by index fails here, long before it would run out of memory.
    const inOptions = counted(sparse('surname', 1_000_000), 10);
    expect(validateAccount(BLANK_SURNAME, { ...ACCOUNT_OPTIONS, fields: inOptions.proxy })).toStrictEqual(expected);
    expect(inOptions.reads()).toBeLessThanOrEqual(2); // read when checked, and for the call
    const prepared = createValidators(ACCOUNT_OPTIONS);
    const perCall = counted(sparse('surname', 7), 10);
    expect(prepared.validateAccount(BLANK_SURNAME, { fields: perCall.proxy })).toStrictEqual(expected);
    expect(perCall.reads()).toBe(1);
    // Then as they are.
    expect(
      validateAccount(BLANK_SURNAME, { ...ACCOUNT_OPTIONS, fields: sparse('surname', 2 ** 32 - 2) }),
    ).toStrictEqual(expected);
    expect(prepared.validateAccount(BLANK_SURNAME, { fields: sparse('surname', 0) })).toStrictEqual(expected);
  });

  it('holes are skipped, not read as undefined entries', () => {
    // biome-ignore lint/suspicious/noSparseArray: the holes are the point
    const holes = [, 'surname', , 'title', ,] as string[];
    expect(where(validateAccount(BLANK_SURNAME, { ...ACCOUNT_OPTIONS, fields: holes }))).toEqual([
      '002.01.04@title',
      '002.01.06@surname',
    ]);
  });

  /** A generator of 'surname' that stops `past` entries beyond the cap, failing: reading on is the defect. */
  function* beyondTheCap(past: number, read: { count: number; closed: boolean }): Generator<string> {
    try {
      for (; read.count < MAX_FIELD_ENTRIES + past; read.count++) yield 'surname';
    } finally {
      read.closed = true;
    }
    throw new Error('read past the cap');
  }

  it(`an endless iterator is read for at most ${MAX_FIELD_ENTRIES} entries, then a TypeError`, async () => {
    const read = { count: 0, closed: false };
    const error = thrownBy(() => validateAccount(VALID_ACCOUNT, { fields: beyondTheCap(10, read) }));
    expectOptionsError(error, 'fields');
    expect((error as TypeError).message).toContain(String(MAX_FIELD_ENTRIES));
    expect(read.count).toBeLessThanOrEqual(MAX_FIELD_ENTRIES + 1);
    expect(read.closed).toBe(true);
    // A re-iterable one, per call: each call stops at the cap.
    const endless: Iterable<string> = {
      *[Symbol.iterator]() {
        for (;;) yield 'surname';
      },
    };
    const prepared = createValidators(ACCOUNT_OPTIONS);
    expectOptionsError(
      thrownBy(() => prepared.validateAccount(VALID_ACCOUNT, { fields: endless })),
      'fields',
    );
    await expect(prepared.validateAccountAsync(VALID_ACCOUNT, { fields: endless })).rejects.toThrow(FIELDS_ERROR);
  });

  it('an iterator of exactly the cap is read whole', () => {
    const read = { count: 0, closed: false };
    function* exactly() {
      for (; read.count < MAX_FIELD_ENTRIES; read.count++) yield read.count === 0 ? 'surname' : 'title';
    }
    expect(where(validateAccount(BLANK_SURNAME, { ...ACCOUNT_OPTIONS, fields: exactly() }))).toEqual([
      '002.01.04@title',
      '002.01.06@surname',
    ]);
  });
});

describe('10.1 fields: properties', () => {
  /** Entries: top-level names, dotted names of list entries, and names of no field. */
  const entry = fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...TOP_FIELDS) },
    {
      weight: 2,
      arbitrary: fc
        .tuple(fc.constantFrom(...LIST_FIELDS), fc.nat(6), fc.constantFrom('', '.charityResourceId', '.customCodes.1'))
        .map(([field, index, rest]) => `${field}.${index}${rest}`),
    },
    { weight: 1, arbitrary: fc.constantFrom(...NOT_FIELDS) },
  );
  const entries = fc.array(entry, { maxLength: 8 });
  const form = fc.constantFrom<Form>('array', 'set', 'generator', 'iterable');

  it('property: a run with fields equals the full result filtered by first segments (accounts)', () => {
    fc.assert(
      fc.property(mixedAccount, entries, form, (body, names, shape) => {
        const full = validateAccount(body, BOTH_OPTIONS);
        const fields = iterableOf(names, shape);
        expect(validateAccount(body, { ...BOTH_OPTIONS, fields })).toStrictEqual(filtered(full, names, accountRules));
      }),
    );
  });

  it('property: a run with fields equals the full result filtered by first segments (pages)', () => {
    fc.assert(
      fc.property(mixedPage, entries, form, (body, names, shape) => {
        const full = validatePage(body, BOTH_OPTIONS);
        const fields = iterableOf(names, shape);
        expect(validatePage(body, { ...BOTH_OPTIONS, fields })).toStrictEqual(filtered(full, names, pageRules));
      }),
    );
  });

  it('property: a Set changed between calls gives each call what its entries then select', () => {
    const step = fc.record({ add: fc.boolean(), name: entry });
    fc.assert(
      fc.property(mixedPage, fc.array(step, { minLength: 1, maxLength: 6 }), (body, steps) => {
        const touched = new Set<string>();
        const options: ValidationOptions = { ...PAGE_OPTIONS, fields: touched };
        const prepared = createValidators(PAGE_OPTIONS);
        const full = validatePage(body, PAGE_OPTIONS);
        for (const { add, name } of steps) {
          if (add) touched.add(name);
          else touched.delete(name);
          const expected = filtered(full, [...touched], pageRules);
          expect(validatePage(body, options)).toStrictEqual(expected);
          expect(prepared.validatePage(body, { fields: touched })).toStrictEqual(expected);
        }
      }),
    );
  });
});

// ---------------------------------------------------------------------------
// 10.5 signal

describe('10.5 signal: async validators and Standard Schemas alike', () => {
  it('an aborted signal: a schema that would answer at once throws its reason, and asks no fact', () => {
    const reason = new Error('already cancelled');
    let asked = 0;
    const options: AsyncValidationOptions = {
      ...ACCOUNT_OPTIONS,
      accountExists: () => {
        asked++;
        return false;
      },
      signal: AbortSignal.abort(reason),
    };
    // Was: { value } for a valid body, the facts never asked.
    for (const schema of [accountSchema(options), createValidators(options).accountSchema])
      for (const body of [VALID_ACCOUNT, BLANK_SURNAME])
        expect(thrownBy(() => schema['~standard'].validate(body))).toBe(reason);
    expect(
      thrownBy(() =>
        pageSchema({ ...PAGE_OPTIONS, signal: AbortSignal.abort(reason) })['~standard'].validate(PERSONAL_PAGE),
      ),
    ).toBe(reason);
    expect(asked).toBe(0);
  });

  it('a signal aborted by a fact that answers at once: the schema throws its reason, not a result', () => {
    const controller = new AbortController();
    const reason = new Error('cancelled during the run');
    const schema = accountSchema({
      ...ACCOUNT_OPTIONS,
      accountExists: () => {
        controller.abort(reason);
        return false;
      },
      signal: controller.signal,
    });
    expect(thrownBy(() => schema['~standard'].validate(VALID_ACCOUNT))).toBe(reason);
  });

  it('a schema waiting for a fact rejects with the reason at once when aborted, never a success', async () => {
    const controller = new AbortController();
    const reason = { why: 'the user left the form' };
    let answer: (taken: boolean) => void = () => undefined;
    const schema = accountSchema({
      ...ACCOUNT_OPTIONS,
      personalUrlTaken: () =>
        new Promise<boolean>((resolve) => {
          answer = resolve;
        }),
      signal: controller.signal,
    });
    const pending = schema['~standard'].validate(VALID_ACCOUNT);
    expect(pending).toBeInstanceOf(Promise);
    controller.abort(reason);
    answer(false); // the answer a success would have needed, too late
    expect(await soon(pending as Promise<StandardResult<unknown>>)).toEqual({ error: reason });
  });

  it('the async validators reject with the reason, the same way', async () => {
    const reason = new Error('cancelled');
    await expect(
      validateAccountAsync(VALID_ACCOUNT, { ...ACCOUNT_OPTIONS, signal: AbortSignal.abort(reason) }),
    ).rejects.toBe(reason);
    const controller = new AbortController();
    const promise = validatePageAsync(EVENT_PAGE, {
      ...PAGE_OPTIONS,
      events: () => never<EventInfo>(),
      signal: controller.signal,
    });
    await turn();
    controller.abort(reason);
    expect(await soon(promise)).toEqual({ error: reason });
  });

  it('property: once aborted, never a success, wherever the abort falls', async () => {
    const moments = fc.constantFrom('before', 'in a fact answering at once', 'while a fact is pending', 'never');
    await fc.assert(
      fc.asyncProperty(mixedAccount, moments, fc.boolean(), async (body, moment, asSchema) => {
        const controller = new AbortController();
        const reason = new Error(moment);
        if (moment === 'before') controller.abort(reason);
        let pendingFact = false;
        const options: AsyncValidationOptions = {
          ...ACCOUNT_OPTIONS,
          accountExists: () => {
            if (moment === 'in a fact answering at once') controller.abort(reason);
            return false;
          },
          personalUrlTaken: () => {
            if (moment !== 'while a fact is pending') return false;
            pendingFact = true;
            return never<boolean>();
          },
          signal: controller.signal,
        };
        const run = (): unknown =>
          asSchema ? accountSchema(options)['~standard'].validate(body) : validateAccountAsync(body, options);
        let outcome: unknown;
        const thrown = thrownBy(() => {
          outcome = run();
        });
        // Aborted while the fact the validation waits for is pending (a body may not need it).
        if (pendingFact) controller.abort(reason);
        const settled = thrown === undefined && outcome instanceof Promise ? await soon(outcome) : undefined;
        if (!controller.signal.aborted) {
          // Never aborted (no fact was asked that would abort): a result, as without a signal.
          expect(thrown).toBeUndefined();
          expect(settled === undefined || (settled !== 'pending' && 'value' in settled)).toBe(true);
          return;
        }
        // Aborted: the reason, thrown by a schema that answered at once, else a rejection.
        if (thrown !== undefined) {
          expect(asSchema).toBe(true);
          expect(thrown).toBe(reason);
        } else expect(settled).toEqual({ error: reason });
      }),
      { numRuns: 60 },
    );
  });
});

describe('10.5 signal: only an AbortSignal', () => {
  /** Signal-like objects that are no AbortSignal. */
  const FAKES: readonly [string, unknown][] = [
    ['without removeEventListener', { aborted: false, addEventListener: () => undefined }],
    [
      'with every member',
      { aborted: false, reason: undefined, addEventListener: () => undefined, removeEventListener: () => undefined },
    ],
    ['an AbortController', new AbortController()],
    [
      'a Proxy whose prototype cannot be read',
      new Proxy(
        {},
        {
          getPrototypeOf: () => {
            throw new Error('no prototype');
          },
        },
      ),
    ],
    ['null', null],
  ];

  it.each(FAKES)('%s is a TypeError at the options, and at a call', async (_, signal) => {
    const options = { ...ACCOUNT_OPTIONS, signal } as ValidationOptions;
    expectOptionsError(
      thrownBy(() => validateAccount(VALID_ACCOUNT, options)),
      'signal',
    );
    // Was: accepted, then the valid body's validation rejected.
    await expect(validateAccountAsync(VALID_ACCOUNT, options)).rejects.toThrow(/invalid options: signal /);
    expectOptionsError(
      thrownBy(() => accountSchema(options)),
      'signal',
    );
    expectOptionsError(
      thrownBy(() => createValidators(options)),
      'signal',
    );
    const prepared = createValidators({ ...ACCOUNT_OPTIONS, personalUrlTaken: async () => false });
    const call = { signal } as { signal: AbortSignal };
    expectOptionsError(
      thrownBy(() => prepared.validateAccount(VALID_ACCOUNT, call)),
      'signal',
    );
    await expect(prepared.validateAccountAsync(VALID_ACCOUNT, call)).rejects.toThrow(/invalid options: signal /);
  });

  it('a real AbortSignal, of any origin, is taken', async () => {
    for (const signal of [new AbortController().signal, AbortSignal.timeout(60_000), AbortSignal.any([])])
      expect((await validateAccountAsync(VALID_ACCOUNT, { ...ACCOUNT_OPTIONS, signal })).valid).toBe(true);
  });
});

describe('10.5 signal: a throwing reason getter never crashes the process', () => {
  /** A signal whose `reason` getter throws `error`. */
  function withThrowingReason(signal: AbortSignal, error: Error): AbortSignal {
    Object.defineProperty(signal, 'reason', {
      get() {
        throw error;
      },
    });
    return signal;
  }

  it('on an already-aborted signal: its error stands in for the reason', async () => {
    const error = new Error('the reason getter threw');
    const signal = withThrowingReason(AbortSignal.abort(), error);
    await expect(validateAccountAsync(VALID_ACCOUNT, { ...ACCOUNT_OPTIONS, signal })).rejects.toBe(error);
    await expect(createValidators(ACCOUNT_OPTIONS).validatePageAsync(PERSONAL_PAGE, { signal })).rejects.toBe(error);
    expect(thrownBy(() => accountSchema({ ...ACCOUNT_OPTIONS, signal })['~standard'].validate(VALID_ACCOUNT))).toBe(
      error,
    );
  });

  it('on a signal aborted mid-validation: every validation sharing it rejects with the error', async () => {
    const error = new Error('the reason getter threw');
    const controller = new AbortController();
    const signal = withThrowingReason(controller.signal, error);
    const options: AsyncValidationOptions = { ...ACCOUNT_OPTIONS, accountExists: () => never<boolean>(), signal };
    const first = validateAccountAsync(VALID_ACCOUNT, options);
    const second = accountSchema(options)['~standard'].validate(VALID_ACCOUNT) as Promise<unknown>;
    await turn();
    // Was: the listener read signal.reason and threw, an uncaught exception; the Promises never settled.
    controller.abort();
    expect(await Promise.all([soon(first), soon(second)])).toEqual([{ error }, { error }]);
  });

  it('a fact that aborts with a throwing reason and answers at once', async () => {
    const error = new Error('the reason getter threw');
    const controller = new AbortController();
    const signal = withThrowingReason(controller.signal, error);
    const options: AsyncValidationOptions = {
      ...ACCOUNT_OPTIONS,
      accountExists: () => {
        controller.abort();
        return false;
      },
      signal,
    };
    await expect(validateAccountAsync(VALID_ACCOUNT, options)).rejects.toBe(error);
  });
});

describe('10.5 signal: one listener per signal', () => {
  const warnings: Error[] = [];
  const onWarning = (warning: Error) => warnings.push(warning);
  afterEach(() => {
    process.off('warning', onWarning);
    warnings.length = 0;
  });

  /** Fact answers held until released. */
  function held(): { fact: () => Promise<boolean>; release: () => void } {
    const waiting: ((answer: boolean) => void)[] = [];
    return {
      fact: () => new Promise<boolean>((resolve) => waiting.push(resolve)),
      release: () => {
        for (const resolve of waiting.splice(0)) resolve(false);
      },
    };
  }

  it('1,000 concurrent validations on one signal: no listener-leak warning, one listener, none once done', async () => {
    process.on('warning', onWarning);
    const { signal } = new AbortController();
    const answers = held();
    const options: AsyncValidationOptions = { ...ACCOUNT_OPTIONS, accountExists: answers.fact, signal };
    const schema = accountSchema(options)['~standard'];
    const pending = Array.from({ length: 1000 }, (_, index) =>
      index % 2 === 0
        ? validateAccountAsync(VALID_ACCOUNT, options)
        : (schema.validate(VALID_ACCOUNT) as Promise<unknown>),
    );
    await turn();
    await turn();
    expect(warnings.filter((warning) => warning.name === 'MaxListenersExceededWarning')).toEqual([]);
    expect(getEventListeners(signal, 'abort').length).toBeLessThanOrEqual(1);
    answers.release();
    const results = await Promise.all(pending);
    expect(
      results.every((result) => (result as { valid?: boolean }).valid === true || 'value' in (result as object)),
    ).toBe(true);
    expect(getEventListeners(signal, 'abort')).toEqual([]);
    await turn();
    expect(warnings.filter((warning) => warning.name === 'MaxListenersExceededWarning')).toEqual([]);
  });

  it('1,000 concurrent validations on one signal, aborted: each rejects with the reason, no warning', async () => {
    process.on('warning', onWarning);
    const controller = new AbortController();
    const reason = new Error('cancelled');
    const options: AsyncValidationOptions = {
      ...ACCOUNT_OPTIONS,
      accountExists: () => never<boolean>(),
      signal: controller.signal,
    };
    const prepared = createValidators({ ...ACCOUNT_OPTIONS, accountExists: () => never<boolean>() });
    const pending = Array.from({ length: 1000 }, (_, index) =>
      index % 2 === 0
        ? validateAccountAsync(VALID_ACCOUNT, options)
        : prepared.validateAccountAsync(VALID_ACCOUNT, { signal: controller.signal }),
    );
    await turn();
    await turn();
    expect(warnings.filter((warning) => warning.name === 'MaxListenersExceededWarning')).toEqual([]);
    controller.abort(reason);
    const outcomes = await Promise.allSettled(pending);
    expect(outcomes.every((outcome) => outcome.status === 'rejected' && outcome.reason === reason)).toBe(true);
    expect(getEventListeners(controller.signal, 'abort')).toEqual([]);
  });
});

describe('9.5 kept: no fact once aborted, { signal } as the last argument', () => {
  it('a fact gets { signal } from the schema as from the async validators', async () => {
    const seen: unknown[][] = [];
    const { signal } = new AbortController();
    const options: AsyncValidationOptions = {
      ...ACCOUNT_OPTIONS,
      accountExists: (...args: unknown[]) => {
        seen.push(args);
        return false;
      },
      signal,
    };
    now(accountSchema(options)['~standard'].validate(VALID_ACCOUNT));
    await validateAccountAsync(VALID_ACCOUNT, options);
    expect(seen).toEqual([
      ['alan.turing@example.co.uk', '19900101', { signal }],
      ['alan.turing@example.co.uk', '19900101', { signal }],
    ]);
  });

  it('no further fact is asked once the signal is aborted during a pass', async () => {
    const controller = new AbortController();
    const reason = new Error('cancelled');
    let asked = 0;
    const aborting = () => {
      asked++;
      controller.abort(reason);
      return Promise.resolve(false);
    };
    const promise = accountSchema({
      ...ACCOUNT_OPTIONS,
      accountExists: aborting,
      personalUrlTaken: aborting,
      signal: controller.signal,
    })['~standard'].validate(VALID_ACCOUNT) as Promise<unknown>;
    expect(await soon(promise)).toEqual({ error: reason });
    expect(asked).toBe(1);
  });
});
