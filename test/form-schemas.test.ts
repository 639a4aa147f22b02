/**
 * The form schemas (contract section 10.2, src/form-schemas.ts): Standard
 * Schema v1 objects over a form's values (FormData, URLSearchParams, flat
 * or nested objects) whose output is the body the form helpers make, each
 * issue's path naming the form's own input. The regressions of the user
 * trials, sync and async results, and a property: the form schema gives
 * what validating the helpers' body gives, its paths mapped to the form's
 * indices by a model of the form kept apart from the package's own.
 *
 * Reproduce a run with FC_SEED=<seed> (default fixed); FC_RUNS overrides the run count.
 */
import fc from 'fast-check';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { resolveOptions } from '../src/facts/options.js';
import { formOptions } from '../src/form-schemas.js';
import { checkAccount } from '../src/generated/account.js';
import { accountFormMessages } from '../src/generated/account-form-messages.js';
import { checkPage } from '../src/generated/page.js';
import { pageFormMessages } from '../src/generated/page-form-messages.js';
import {
  type AccountRequest,
  accountFormSchema,
  accountFromForm,
  accountRules,
  accountSchema,
  createAccountValidators,
  createPageValidators,
  createValidators,
  type FormValues,
  type PageRequest,
  pageFormSchema,
  pageFromForm,
  pageRules,
  type StandardResult,
  type StandardSchema,
  type ValidationOptions,
  type ValidationResult,
  validateAccount,
  validatePage,
} from '../src/index.js';
import { type Core, validateResolved } from '../src/validate.js';
import { charity, VALID_ACCOUNT } from './support/payloads.js';
import { limitOf } from './support/tables.js';

fc.configureGlobal({
  seed: Number(process.env.FC_SEED ?? 20261122),
  ...(process.env.FC_RUNS === undefined ? {} : { numRuns: Number(process.env.FC_RUNS) }),
});

const C1 = charity(1);
const C2 = charity(2);
const TOO_LONG_ID = 'c'.repeat(limitOf(pageRules, 'charitySplits[].charityResourceId') + 1);
const TOO_LONG_CODE = 'X'.repeat(limitOf(accountRules, 'fundraiserCustomCode[]') + 1);

const OPTIONS: ValidationOptions = {
  today: '20261122',
  countries: ['GB'],
  charities: [C1, C2],
  activities: ['001', '039'],
};

/** A result that must have come at once. */
function now<T>(result: T | Promise<T>): T {
  expect(result).not.toBeInstanceOf(Promise);
  return result as T;
}

/** The issues of a Standard Schema result (none when it has a value). */
const issuesOf = (result: StandardResult<unknown>) => (result.issues === undefined ? [] : result.issues);

/** The paths of a result's issues of one code. */
const pathsOf = (result: StandardResult<unknown>, code: string) =>
  issuesOf(result)
    .filter((issue) => issue.code === code)
    .map((issue) => issue.path);

/** The account form's values as react-hook-form holds them: a date input, a ticked checkbox, a list of codes. */
const RHF_ACCOUNT = {
  ...Object.fromEntries(Object.entries(VALID_ACCOUNT).filter(([field]) => !field.endsWith('MarketingIndicator'))),
  dateOfBirth: '1990-01-01',
  termsAndConditionsAccepted: true,
  fundraiserCustomCode: ['CODE1', 'CODE2'],
  charityResourceId: C1,
};

/** A personal page form as react-hook-form holds it: the splits nested, a date input. */
const RHF_PAGE = {
  pageTitle: "Ada's Thames swim",
  fundraisingDate: '2027-06-12',
  teamPageIndicator: false,
  activityCode: '001',
  charityContributionIndicator: false,
  postEventFundraisingInterval: '3',
  charitySplits: [
    { charityResourceId: C1, charitySplitPercent: '60', customCodes: ['SWIM-1'] },
    { charityResourceId: C2, charitySplitPercent: '40', customCodes: [] },
  ],
};

describe('the user-trial account form: a date input and a checkbox', () => {
  it('the body schema rejects what the form holds; the form schema accepts it, giving the body', () => {
    expect(now(accountSchema(OPTIONS)['~standard'].validate(RHF_ACCOUNT)).issues).toBeDefined();
    const result = now(accountFormSchema(OPTIONS)['~standard'].validate(RHF_ACCOUNT));
    expect(result).toEqual({ value: accountFromForm(RHF_ACCOUNT) });
    expect(result.issues).toBeUndefined();
    expect(result).toMatchObject({
      value: { dateOfBirth: '19900101', termsAndConditionsAccepted: 'Y', fundraiserCustomCode: ['CODE1', 'CODE2'] },
    });
  });

  it('the same form as a FormData and as a URLSearchParams', () => {
    const entries: [string, string][] = Object.entries(RHF_ACCOUNT).flatMap(([name, value]) =>
      Array.isArray(value) ? value.map((item): [string, string] => [name, item]) : [[name, String(value)]],
    );
    const form = new FormData();
    for (const [name, value] of entries) form.append(name, value);
    const expected = { value: accountFromForm(RHF_ACCOUNT) };
    expect(now(accountFormSchema(OPTIONS)['~standard'].validate(form))).toEqual(expected);
    expect(now(accountFormSchema(OPTIONS)['~standard'].validate(new URLSearchParams(entries)))).toEqual(expected);
  });

  it('just misses: the checkbox unticked is an issue at the checkbox, the date input at the date input', () => {
    const result = now(
      accountFormSchema(OPTIONS)['~standard'].validate({
        ...RHF_ACCOUNT,
        termsAndConditionsAccepted: false,
        dateOfBirth: '2023-02-30',
      }),
    );
    expect(issuesOf(result).map((issue) => [issue.code, issue.path])).toEqual(
      expect.arrayContaining([
        ['002.01.08', ['termsAndConditionsAccepted']],
        ['002.01.14', ['dateOfBirth']],
      ]),
    );
  });

  it('a page form with nested splits gives the page body', () => {
    const result = now(pageFormSchema(OPTIONS)['~standard'].validate(RHF_PAGE));
    expect(result).toEqual({ value: pageFromForm(RHF_PAGE) });
  });
});

describe("issue paths name the form's own inputs", () => {
  it('a blank split before a faulty one: the faulty one keeps its form index (flat names)', () => {
    const values = {
      ...RHF_PAGE,
      charitySplits: undefined,
      'charitySplits.0.charityResourceId': '',
      'charitySplits.0.charitySplitPercent': '',
      'charitySplits.1.charityResourceId': TOO_LONG_ID,
      'charitySplits.1.charitySplitPercent': '100',
    };
    const result = now(pageFormSchema(OPTIONS)['~standard'].validate(values));
    expect(pathsOf(result, 'too-long')).toEqual([['charitySplits', 1, 'charityResourceId']]);
    // The body's own path is index 0: what the body validator says.
    const body = validatePage(pageFromForm(values), OPTIONS);
    expect(body.issues.filter((issue) => issue.code === 'too-long').map((issue) => issue.path)).toEqual([
      ['charitySplits', 0, 'charityResourceId'],
    ]);
  });

  it('the same in the nested shape, with holes and undefined before the faulty split', () => {
    const charitySplits: unknown[] = [];
    charitySplits[1] = undefined;
    charitySplits[2] = { charityResourceId: '', charitySplitPercent: '', customCodes: [''] };
    charitySplits[4] = { charityResourceId: TOO_LONG_ID, charitySplitPercent: '100' };
    const result = now(pageFormSchema(OPTIONS)['~standard'].validate({ ...RHF_PAGE, charitySplits }));
    expect(pathsOf(result, 'too-long')).toEqual([['charitySplits', 4, 'charityResourceId']]);
  });

  it("the account's custom codes: a blank code does not shift the next one's path", () => {
    const flat = { ...RHF_ACCOUNT, fundraiserCustomCode: undefined };
    const cases: FormValues[] = [
      { ...flat, 'fundraiserCustomCode.0': '', 'fundraiserCustomCode.1': 'A', 'fundraiserCustomCode.3': TOO_LONG_CODE },
      { ...RHF_ACCOUNT, fundraiserCustomCode: ['', 'A', undefined, TOO_LONG_CODE] },
    ];
    for (const values of cases) {
      const result = now(accountFormSchema(OPTIONS)['~standard'].validate(values));
      expect(pathsOf(result, '002.01.22')).toEqual([['fundraiserCustomCode', 3]]);
    }
  });

  it("each split's custom codes, flat and nested", () => {
    const flat = {
      ...RHF_PAGE,
      charitySplits: undefined,
      'charitySplits.0.charityResourceId': C1,
      'charitySplits.0.charitySplitPercent': '60',
      'charitySplits.1.charityResourceId': '',
      'charitySplits.2.charityResourceId': C2,
      'charitySplits.2.charitySplitPercent': '40',
      'charitySplits.2.customCodes.0': '',
      'charitySplits.2.customCodes.1': 'OK',
      'charitySplits.2.customCodes.5': TOO_LONG_CODE,
    };
    const nested = {
      ...RHF_PAGE,
      charitySplits: [
        { charityResourceId: C1, charitySplitPercent: '60' },
        { charityResourceId: '' },
        {
          charityResourceId: C2,
          charitySplitPercent: '40',
          customCodes: Object.assign(['', 'OK'], { 5: TOO_LONG_CODE }),
        },
      ],
    };
    for (const values of [flat, nested]) {
      const result = now(pageFormSchema(OPTIONS)['~standard'].validate(values));
      expect(pathsOf(result, '002.01.22')).toEqual([['charitySplits', 2, 'customCodes', 5]]);
    }
  });

  it("a repeated name's values are named by their position among the name's values", () => {
    const form = new FormData();
    for (const [name, value] of Object.entries(RHF_ACCOUNT))
      if (name !== 'fundraiserCustomCode') form.append(name, String(value));
    for (const code of ['', 'A', TOO_LONG_CODE]) form.append('fundraiserCustomCode', code);
    const result = now(accountFormSchema(OPTIONS)['~standard'].validate(form));
    expect(pathsOf(result, '002.01.22')).toEqual([['fundraiserCustomCode', 2]]);
    // A single value is the name itself.
    const single = now(
      accountFormSchema(OPTIONS)['~standard'].validate({ ...RHF_ACCOUNT, fundraiserCustomCode: TOO_LONG_CODE }),
    );
    expect(pathsOf(single, '002.01.22')).toEqual([['fundraiserCustomCode']]);
  });

  it('a list issue and a field issue keep their paths', () => {
    const result = now(
      accountFormSchema(OPTIONS)['~standard'].validate({
        ...RHF_ACCOUNT,
        surname: '',
        fundraiserCustomCode: ['A', 'B', 'C', 'D', 'E', 'F'],
      }),
    );
    expect(pathsOf(result, '002.01.23')).toEqual([['fundraiserCustomCode']]);
    expect(pathsOf(result, '002.01.06')).toEqual([['surname']]);
  });
});

describe('as a Standard Schema', () => {
  it('is version 1 of this vendor; warnings do not fail', () => {
    for (const schema of [accountFormSchema(), pageFormSchema()]) {
      expect(schema['~standard'].version).toBe(1);
      expect(schema['~standard'].vendor).toBe('fundraising-rules');
    }
    const warned = validateAccount(accountFromForm(RHF_ACCOUNT), { ...OPTIONS, telephoneExists: () => false });
    expect(warned.issues.map((issue) => issue.severity)).toEqual(['warning']);
    const schema = accountFormSchema({ ...OPTIONS, telephoneExists: () => false });
    expect(now(schema['~standard'].validate(RHF_ACCOUNT))).toEqual({ value: accountFromForm(RHF_ACCOUNT) });
  });

  it('answers at once with synchronous facts, with a Promise when a fact returns one', async () => {
    const values = { ...RHF_ACCOUNT, 'fundraiserCustomCode.0': '', 'fundraiserCustomCode.1': TOO_LONG_CODE };
    const sync = accountFormSchema({ ...OPTIONS, accountExists: () => true })['~standard'].validate(values);
    const async = accountFormSchema({ ...OPTIONS, accountExists: async () => true })['~standard'].validate(values);
    expect(async).toBeInstanceOf(Promise);
    expect(await async).toEqual(now(sync));
    expect(pathsOf(await async, '002.01.31')).toEqual([['emailAddress']]);
    const fine = accountFormSchema({ ...OPTIONS, accountExists: async () => false })['~standard'].validate(RHF_ACCOUNT);
    expect(await fine).toEqual({ value: accountFromForm(RHF_ACCOUNT) });
  });

  it('refuses invalid options when made', () => {
    expect(() => accountFormSchema({ maxIssues: 0 })).toThrow(TypeError);
    expect(() => pageFormSchema({ today: 'tomorrow' })).toThrow(TypeError);
  });

  it('keeps only the chosen fields', () => {
    const result = now(accountFormSchema({ ...OPTIONS, fields: ['surname'] })['~standard'].validate({}));
    expect(issuesOf(result).map((issue) => issue.path)).toEqual([['surname']]);
  });

  it('never throws: a form that cannot be read is an empty form', () => {
    const { proxy, revoke } = Proxy.revocable({}, {});
    revoke();
    const broken = {
      *entries() {
        yield ['surname', 'Turing'];
        throw new Error('boom');
      },
    };
    for (const values of [proxy, broken, null, 'surname=Turing', [RHF_ACCOUNT]]) {
      const result = now(accountFormSchema(OPTIONS)['~standard'].validate(values));
      expect(result).toEqual(expected({}, forPeople(checkAccount, {}), (path) => [...path]));
      expect(pathsOf(result, '002.01.02')).toEqual([[]]);
    }
  });

  it('types: the form values as input, the request body as output', () => {
    type Types<Schema extends StandardSchema<unknown, unknown>> = NonNullable<Schema['~standard']['types']>;
    expectTypeOf<Types<ReturnType<typeof accountFormSchema>>['output']>().toEqualTypeOf<AccountRequest>();
    expectTypeOf<Types<ReturnType<typeof pageFormSchema>>['output']>().toEqualTypeOf<PageRequest>();
    type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
    const schema = accountFormSchema();
    const formInput: Same<Types<typeof schema>['input'], FormValues> = true;
    expect(formInput).toBe(true);
    interface SignUp {
      dateOfBirth: string;
      termsAndConditionsAccepted: boolean;
    }
    expectTypeOf<Types<StandardSchema<AccountRequest, SignUp>>['input']>().toEqualTypeOf<SignUp>();
    expectTypeOf(accountFormSchema<SignUp>()).toEqualTypeOf<StandardSchema<AccountRequest, SignUp>>();
  });
});

// ---------------------------------------------------------------------------
// Prepared validators: both operations, or one
// ---------------------------------------------------------------------------

describe('prepared form schemas', () => {
  const ACCOUNT_MEMBERS = ['validateAccount', 'validateAccountAsync', 'accountSchema', 'accountFormSchema'];
  const PAGE_MEMBERS = ['validatePage', 'validatePageAsync', 'pageSchema', 'pageFormSchema'];

  it('createValidators returns both operations, the form schemas beside the body schemas', () => {
    expect(Object.keys(createValidators(OPTIONS)).sort()).toEqual([...ACCOUNT_MEMBERS, ...PAGE_MEMBERS].sort());
  });

  it('createAccountValidators and createPageValidators return one operation each', () => {
    expect(Object.keys(createAccountValidators(OPTIONS)).sort()).toEqual([...ACCOUNT_MEMBERS].sort());
    expect(Object.keys(createPageValidators(OPTIONS)).sort()).toEqual([...PAGE_MEMBERS].sort());
  });

  it('check the options once, when made', () => {
    for (const create of [createValidators, createAccountValidators, createPageValidators])
      expect(() => create({ maxIssues: 0 })).toThrow(TypeError);
  });

  it('give what the top-level functions give with the same options', async () => {
    const both = createValidators(OPTIONS);
    const account = createAccountValidators(OPTIONS);
    const page = createPageValidators(OPTIONS);
    const accountForms = [RHF_ACCOUNT, { ...RHF_ACCOUNT, fundraiserCustomCode: ['', TOO_LONG_CODE] }, {}];
    for (const values of accountForms) {
      const want = now(accountFormSchema(OPTIONS)['~standard'].validate(values));
      expect(now(both.accountFormSchema['~standard'].validate(values))).toEqual(want);
      expect(now(account.accountFormSchema['~standard'].validate(values))).toEqual(want);
      const body = accountFromForm(values);
      expect(account.validateAccount(body)).toEqual(validateAccount(body, OPTIONS));
      expect(await account.validateAccountAsync(body)).toEqual(validateAccount(body, OPTIONS));
      expect(now(account.accountSchema['~standard'].validate(body))).toEqual(
        now(accountSchema(OPTIONS)['~standard'].validate(body)),
      );
    }
    const pageForms = [RHF_PAGE, { ...RHF_PAGE, charitySplits: [{}, { charityResourceId: TOO_LONG_ID }] }];
    for (const values of pageForms) {
      const want = now(pageFormSchema(OPTIONS)['~standard'].validate(values));
      expect(now(both.pageFormSchema['~standard'].validate(values))).toEqual(want);
      expect(now(page.pageFormSchema['~standard'].validate(values))).toEqual(want);
      expect(page.validatePage(pageFromForm(values), { fields: ['charitySplits'] })).toEqual(
        validatePage(pageFromForm(values), { ...OPTIONS, fields: ['charitySplits'] }),
      );
    }
  });

  it('types: generic like the top-level schemas, each schema with its own default input', () => {
    interface SignUp {
      dateOfBirth: string;
      termsAndConditionsAccepted: boolean;
    }
    type Input<Schema extends StandardSchema<unknown, unknown>> = NonNullable<Schema['~standard']['types']>['input'];
    type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
    const plain = createValidators(OPTIONS);
    const typed = createValidators<SignUp, RhfPage>(OPTIONS);
    const account = createAccountValidators<SignUp>(OPTIONS);
    const checks: true[] = [
      true satisfies Same<Input<typeof plain.accountSchema>, AccountRequest>,
      true satisfies Same<Input<typeof plain.accountFormSchema>, FormValues>,
      true satisfies Same<Input<typeof plain.pageSchema>, PageRequest>,
      true satisfies Same<Input<typeof plain.pageFormSchema>, FormValues>,
      true satisfies Same<Input<typeof typed.accountSchema>, SignUp>,
      true satisfies Same<Input<typeof typed.accountFormSchema>, SignUp>,
      true satisfies Same<Input<typeof typed.pageFormSchema>, RhfPage>,
      true satisfies Same<Input<typeof account.accountFormSchema>, SignUp>,
    ];
    expect(checks).not.toContain(false);
    expectTypeOf(typed.accountFormSchema).toEqualTypeOf<StandardSchema<AccountRequest, SignUp>>();
  });
});

/** The page form's values type, as a react-hook-form user writes it. */
type RhfPage = typeof RHF_PAGE;

// ---------------------------------------------------------------------------
// The property: the form schema gives what validating the helpers' body gives,
// its paths in the form's indices
// ---------------------------------------------------------------------------

/** A list entry of a form: the index of its input and its text ('' left out as blank). */
interface Entry {
  readonly index: number;
  readonly text: string;
}

/** A split of a form: the index of its inputs, what they hold, and its custom codes. */
interface SplitEntry {
  readonly index: number;
  readonly charityResourceId: string | undefined;
  readonly charitySplitPercent: string | undefined;
  readonly codes: readonly Entry[];
}

/** How a form's values come: dotted names in an object or a FormData, or nested as react-hook-form makes them. */
type Shape = 'flat' | 'formData' | 'nested';

const codeText = fc.constantFrom('', '', 'A', 'B', ' ', TOO_LONG_CODE);
const entries = (maxIndex: number, text: fc.Arbitrary<string>) =>
  fc
    .uniqueArray(fc.record({ index: fc.nat(maxIndex), text }), { selector: (entry) => entry.index, maxLength: 7 })
    .map((list) => [...list].sort((a, b) => a.index - b.index));

/** The entries a helper keeps (a list drops '' entries), in body order. */
const kept = (list: readonly Entry[]) => list.filter((entry) => entry.text !== '');
const keptSplits = (splits: readonly SplitEntry[]) =>
  splits.filter((split) => split.charityResourceId || split.charitySplitPercent || kept(split.codes).length > 0);

/** A sparse array of the entries' texts at their indices, with `undefined` at some other indices. */
function sparse<T>(list: readonly { index: number }[], value: (entry: never) => T, holes: readonly number[]): T[] {
  const array: T[] = [];
  for (const hole of holes) (array as unknown[])[hole] = undefined;
  for (const entry of list) array[entry.index] = value(entry as never);
  return array;
}

/** The form's values in a shape, from its single-valued inputs and its lists. */
function valuesOf(
  shape: Shape,
  scalars: Readonly<Record<string, string | boolean>>,
  lists: { codes?: readonly Entry[]; splits?: readonly SplitEntry[] },
  holes: readonly number[],
): FormValues {
  if (shape === 'nested') {
    const nested: Record<string, unknown> = { ...scalars };
    if (lists.codes) nested.fundraiserCustomCode = sparse(lists.codes, (entry: Entry) => entry.text, holes);
    if (lists.splits)
      nested.charitySplits = sparse(
        lists.splits,
        (split: SplitEntry) => ({
          ...(split.charityResourceId === undefined ? {} : { charityResourceId: split.charityResourceId }),
          ...(split.charitySplitPercent === undefined ? {} : { charitySplitPercent: split.charitySplitPercent }),
          customCodes: sparse(split.codes, (entry: Entry) => entry.text, holes),
        }),
        holes,
      );
    return nested as FormValues;
  }
  const named: [string, string | boolean][] = Object.entries(scalars);
  for (const { index, text } of lists.codes ?? []) named.push([`fundraiserCustomCode.${index}`, text]);
  for (const split of lists.splits ?? []) {
    const base = `charitySplits.${split.index}`;
    if (split.charityResourceId !== undefined) named.push([`${base}.charityResourceId`, split.charityResourceId]);
    if (split.charitySplitPercent !== undefined) named.push([`${base}.charitySplitPercent`, split.charitySplitPercent]);
    for (const { index, text } of split.codes) named.push([`${base}.customCodes.${index}`, text]);
  }
  if (shape === 'flat') return Object.fromEntries(named);
  const form = new FormData();
  for (const [name, value] of named) form.append(name, String(value));
  return form;
}

/** A body path in the form's indices, by the model: the k-th kept entry's own index. */
function modelPath(
  path: readonly (string | number)[],
  codes: readonly Entry[],
  splits: readonly SplitEntry[],
): (string | number)[] {
  const [field, index, inner, codeIndex, ...rest] = path;
  if (field === 'fundraiserCustomCode' && typeof index === 'number')
    return [field, kept(codes)[index]?.index ?? index, ...path.slice(2)];
  if (field !== 'charitySplits' || typeof index !== 'number') return [...path];
  const split = keptSplits(splits)[index];
  if (split === undefined) return [...path];
  if (inner === 'customCodes' && typeof codeIndex === 'number')
    return [field, split.index, inner, kept(split.codes)[codeIndex]?.index ?? codeIndex, ...rest];
  return [field, split.index, ...path.slice(2)];
}

/** The Standard Schema result the model expects of a form schema: the body validator's, paths mapped. */
/** A body's result from the validator of `core` with the default messages for people, as a form schema reports. */
function forPeople(core: Core, body: unknown): ValidationResult {
  const formMessages = core === checkAccount ? accountFormMessages : pageFormMessages;
  const options = formOptions(resolveOptions(OPTIONS), formMessages);
  return validateResolved(core, body, options, options.reporting);
}

function expected(body: unknown, result: ValidationResult, map: (path: readonly (string | number)[]) => unknown[]) {
  if (result.valid) return { value: body };
  return {
    issues: result.issues
      .filter((issue) => issue.severity === 'error')
      .map(({ message, path, code, parameter, severity }) => ({ message, path: map(path), code, parameter, severity })),
  };
}

const shape = fc.constantFrom<Shape>('flat', 'formData', 'nested');
const holes = fc.array(fc.nat(12), { maxLength: 3 });

describe('property: the form schema is the helpers and the validator, in the form’s indices', () => {
  const accountScalars = fc.record(
    {
      title: fc.constantFrom('Mr', 'Sir', ''),
      forename: fc.constantFrom('Alan', '', 'x'.repeat(limitOf(accountRules, 'forename') + 1)),
      surname: fc.constantFrom('Turing'),
      addressLine1: fc.constantFrom('1 High Street'),
      addressLine2: fc.constantFrom('Flat 2'),
      townCity: fc.constantFrom('London'),
      countyState: fc.constantFrom('Greater London'),
      postcode: fc.constantFrom('SW1A 1AA', ''),
      countryCode: fc.constantFrom('GB'),
      preferredTelephone: fc.constantFrom('02079460000'),
      emailAddress: fc.constantFrom('alan.turing@example.co.uk'),
      personalUrl: fc.constantFrom('alan-turing'),
      termsAndConditionsAccepted: fc.constantFrom<string | boolean>(true, false, 'on', '', 'maybe'),
      dateOfBirth: fc.constantFrom('1990-01-31', '19900131', '2023-02-30', '', '31/01/1990'),
      charityResourceId: fc.constantFrom(C1, '', 'unknown', TOO_LONG_ID),
    },
    { requiredKeys: ['surname', 'addressLine1', 'addressLine2', 'townCity', 'countyState', 'countryCode'] },
  );

  it('account', () => {
    fc.assert(
      fc.property(shape, accountScalars, entries(9, codeText), holes, (how, scalars, codes, gaps) => {
        const values = valuesOf(how, scalars, { codes }, gaps);
        const body = accountFromForm(values);
        const want = expected(body, forPeople(checkAccount, body), (path) => modelPath(path, codes, []));
        expect(now(accountFormSchema(OPTIONS)['~standard'].validate(values))).toEqual(want);
      }),
    );
  });

  const split = fc.record({
    index: fc.nat(6),
    charityResourceId: fc.constantFrom(C1, C2, '', TOO_LONG_ID, undefined),
    charitySplitPercent: fc.constantFrom('100', '50', '', '0100', 'x', undefined),
    codes: entries(6, codeText),
  });
  const splits = fc
    .uniqueArray(split, { selector: (entry) => entry.index, maxLength: 6 })
    .map((list) => [...list].sort((a, b) => a.index - b.index));
  const pageScalars = fc.record({
    pageTitle: fc.constantFrom('Swim', ''),
    fundraisingDate: fc.constantFrom('2027-06-12', ''),
    teamPageIndicator: fc.constantFrom<string | boolean>(false, 'on'),
    teamName: fc.constantFrom('Swimmers', ''),
    teamUrl: fc.constantFrom('swimmers', ''),
    activityCode: fc.constantFrom('001'),
    charityContributionIndicator: fc.constantFrom<string | boolean>(false, true),
    postEventFundraisingInterval: fc.constantFrom('3', '037'),
  });

  it('page', () => {
    fc.assert(
      fc.property(shape, pageScalars, splits, holes, (how, scalars, list, gaps) => {
        const values = valuesOf(how, scalars, { splits: list }, gaps);
        const body = pageFromForm(values);
        const want = expected(body, forPeople(checkPage, body), (path) => modelPath(path, [], list));
        expect(now(pageFormSchema(OPTIONS)['~standard'].validate(values))).toEqual(want);
      }),
    );
  });
});

describe('the form schemas’ messages', () => {
  const body = {
    ...VALID_ACCOUNT,
    termsAndConditionsAccepted: false,
    dateOfBirth: '2023-02-30',
    surname: '',
  };

  it('address the person filling the form (contract section 10.3), where the validators address developers', () => {
    const messages = (result: unknown) =>
      Object.fromEntries(
        ((result as { issues?: { path: readonly unknown[]; message: string }[] }).issues ?? []).map((issue) => [
          issue.path.join('.'),
          issue.message,
        ]),
      );
    const form = messages(now(accountFormSchema(OPTIONS)['~standard'].validate(body)));
    expect(form).toMatchObject({
      termsAndConditionsAccepted: 'Please accept the terms and conditions.',
      dateOfBirth: 'Enter a real date of birth.',
      surname: 'Enter your surname.',
    });
    const wire = messages(now(accountSchema(OPTIONS)['~standard'].validate(accountFromForm(body))));
    expect(wire.dateOfBirth).toMatch(/YYYYMMDD/);
  });

  it('give way to the caller’s messages, by case, row or code', () => {
    const result = now(
      accountFormSchema({
        ...OPTIONS,
        messages: { '002.01.06:surname/absent': 'Surname, please.', '002.01.08': 'Tick it.' },
      })['~standard'].validate(body),
    );
    const byPath = Object.fromEntries((result.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));
    expect(byPath).toMatchObject({ surname: 'Surname, please.', termsAndConditionsAccepted: 'Tick it.' });
  });
});
