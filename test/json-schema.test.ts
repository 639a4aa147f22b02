/**
 * fundraising-rules/json-schema (contract section 9.7): JSON Schema (draft
 * 2020-12) of the request bodies, read off the rule tables, checked with ajv.
 *
 * - every valid body of the suite's arbitraries (and of examples/) is valid
 *   for the schema;
 * - a body the schema rejects is invalid for the validators too, except a
 *   blank string longer than its field's limit (absent for the validators),
 *   which the test recognises precisely: only `maxLength` errors on blank
 *   strings, and the body valid for the schema once those are emptied.
 *
 * Reproduce a run with FC_SEED=<seed> (default fixed); FC_RUNS overrides the run count.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { absent, present } from '../src/conditions/registry.js';
import {
  accountRules,
  pageRules,
  type Rule,
  type ValidationResult,
  validateAccount,
  validatePage,
} from '../src/index.js';
import { provesError } from '../src/json-schema/derive.js';
import { accountJsonSchema, pageJsonSchema } from '../src/json-schema.js';
import * as account from './arbitraries/account.js';
import * as page from './arbitraries/page.js';
import { VALID_ACCOUNT } from './support/payloads.js';
import { aboveOf, entriesLimitOf, limitOf, valuesOf } from './support/tables.js';

const runs = (count: number) => ({
  seed: Number(process.env.FC_SEED ?? 20261122),
  numRuns: process.env.FC_RUNS === undefined ? count : Number(process.env.FC_RUNS),
});

const ajv = new Ajv2020({ allErrors: true, strict: true, allowUnionTypes: true });
const accountSchema = ajv.compile(accountJsonSchema);
const pageSchema = ajv.compile(pageJsonSchema);
const TODAY = '20261122';

const isBlankString = (value: unknown): value is string => typeof value === 'string' && value.trim() === '';

/** The value at a JSON Pointer of ajv's `instancePath`. */
function at(body: unknown, pointer: string): unknown {
  let value = body;
  for (const part of pointer.split('/').slice(1)) {
    const key = part.replaceAll('~1', '/').replaceAll('~0', '~');
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

/** The body with the string at a pointer replaced by ''. */
function emptied(body: unknown, pointer: string): unknown {
  const parts = pointer
    .split('/')
    .slice(1)
    .map((part) => part.replaceAll('~1', '/').replaceAll('~0', '~'));
  const copy = structuredClone(body);
  if (parts.length === 0) return '';
  let parent = copy as Record<string, unknown>;
  for (const key of parts.slice(0, -1)) parent = parent[key] as Record<string, unknown>;
  parent[parts.at(-1) as string] = '';
  return copy;
}

/**
 * Is the schema's refusal of a body the allowed exception, and only it: a
 * blank string longer than its field's limit? Every blank string that a
 * `maxLength` error points at is emptied, and then the schema must accept
 * the body. Any other fault stays, and the schema still refuses.
 */
function onlyLongBlanks(validate: ValidateFunction, body: unknown, errors: readonly ErrorObject[]): boolean {
  const pointers = new Set(
    errors
      .filter((error) => error.keyword === 'maxLength' && isBlankString(at(body, error.instancePath)))
      .map((error) => error.instancePath),
  );
  if (pointers.size === 0) return false;
  let fixed = body;
  for (const pointer of pointers) fixed = emptied(fixed, pointer);
  return validate(fixed) === true;
}

/** How often the schema refused a body, and how often that body was valid all the same (the exception). */
interface Seen {
  refused: number;
  exception: number;
}

/** Schema-invalid ⇒ validator-invalid, but for the exception. */
function agrees(
  validate: ValidateFunction,
  check: (body: unknown) => ValidationResult,
  body: unknown,
  seen: Seen,
): void {
  if (validate(body)) return;
  seen.refused++;
  const errors = [...(validate.errors ?? [])];
  const result = check(body);
  if (!result.valid) return;
  expect(
    onlyLongBlanks(validate, body, errors),
    `the schema refuses a body the validators accept: ${JSON.stringify(body)}\n${JSON.stringify(errors, null, 1)}`,
  ).toBe(true);
  seen.exception++;
}

/** A valid body with one field replaced by a value of the field's menu (valid, faulty, absent or any JSON). */
const nearAccount = fc
  .tuple(account.validAccount, fc.constantFrom(...account.ACCOUNT_FIELDS))
  .chain(([body, field]) => account.fieldMenu(field).map((value) => ({ ...body, [field]: value })));
const nearPage = fc
  .tuple(page.validPage, fc.constantFrom(...page.PAGE_FIELDS))
  .chain(([c, field]) => page.fieldMenu(field).map((value) => ({ ...c.page, [field]: value })));

const checkAccount = (body: unknown) => validateAccount(body, { today: TODAY });
const checkPage = (body: unknown) => validatePage(body, { today: TODAY });

describe('the documents', () => {
  it('are draft 2020-12 schemas that ajv compiles in strict mode, objects allowing any other key', () => {
    for (const schema of [accountJsonSchema, pageJsonSchema]) {
      expect(schema.$schema).toBe('https://json-schema.org/draft/2020-12/schema');
      expect(schema.type).toBe('object');
      expect(schema.additionalProperties).toBe(true);
      expect(Object.isFrozen(schema)).toBe(true);
    }
  });

  it('state the required fields, types, lengths and fixed values of the account table', () => {
    const properties = accountJsonSchema.properties as Record<string, Record<string, unknown>>;
    expect(accountJsonSchema.required).toEqual([
      'title',
      'forename',
      'surname',
      'addressLine1',
      'addressLine2',
      'townCity',
      'countyState',
      'countryCode',
      'preferredTelephone',
      'emailAddress',
      'personalUrl',
      'termsAndConditionsAccepted',
      'charityMarketingIndicator',
      'allCharityMarketingIndicator',
      'groupMarketingIndicator',
      'serviceMarketingIndicator',
      'dateOfBirth',
    ]);
    const limit = (field: string) => limitOf(accountRules, field);
    expect(properties.title).toEqual({ enum: valuesOf(accountRules, 'title') });
    expect(properties.surname).toEqual({ type: ['string', 'number'], maxLength: limit('surname') });
    expect(properties.postcode).toEqual({ type: ['string', 'number', 'null'], maxLength: limit('postcode') });
    expect(properties.charityResourceId).toEqual({
      type: ['string', 'number', 'null'],
      maxLength: limit('charityResourceId'),
    });
    expect(properties.serviceMarketingIndicator).toEqual({ enum: valuesOf(accountRules, 'serviceMarketingIndicator') });
    const code = { type: ['string', 'number'], maxLength: limit('fundraiserCustomCode[]') };
    expect(properties.fundraiserCustomCode).toEqual({
      anyOf: [
        code,
        { type: 'array', items: code, maxItems: entriesLimitOf(accountRules, 'fundraiserCustomCode') },
        { type: 'null' },
      ],
    });
  });

  it('state the page table: whole numbers, charity splits as one value or a list of 1 to 5', () => {
    const properties = pageJsonSchema.properties as Record<string, Record<string, unknown>>;
    expect(pageJsonSchema.required).toEqual([
      'pageTitle',
      'teamPageIndicator',
      'charityContributionIndicator',
      'postEventFundraisingInterval',
      'charitySplits',
    ]);
    expect(properties.postEventFundraisingInterval).toEqual({
      anyOf: [
        { type: 'integer', minimum: 0, maximum: aboveOf(pageRules, 'postEventFundraisingInterval') },
        { type: 'string', pattern: '^[0-9]+$' },
      ],
    });
    expect(properties.teamPageIndicator).toEqual({ enum: valuesOf(pageRules, 'teamPageIndicator', '003.01.09') });
    const split = { $ref: '#/$defs/charitySplitsEntry' };
    expect(properties.charitySplits).toEqual({
      anyOf: [
        split,
        { type: 'array', items: split, minItems: 1, maxItems: entriesLimitOf(pageRules, 'charitySplits') },
      ],
    });
    const entry = (pageJsonSchema.$defs as Record<string, Record<string, unknown>>).charitySplitsEntry;
    expect(entry?.type).toBe('object');
    expect(entry?.required).toBeUndefined();
    expect((entry?.properties as Record<string, unknown> | undefined)?.charitySplitPercent).toEqual({
      anyOf: [
        { type: 'integer', minimum: 0 },
        { type: 'string', pattern: '^[0-9]+$' },
        { type: 'null' },
        { type: 'string', pattern: '^\\s*$' },
      ],
    });
  });

  it('proves a constraint only when the rows do: a limit stated under complementary conditions counts', () => {
    // charityResourceId: too-long without custom codes, 002.01.21 with them
    const charity = limitOf(accountRules, 'charityResourceId');
    expect(provesError(accountRules, { ref: 'charityResourceId', kind: 'longer', n: charity })).toBe(true);
    expect(provesError(accountRules, { ref: 'charityResourceId', kind: 'longer', n: charity - 1 })).toBe(false);
    expect(provesError(accountRules, { ref: 'charityResourceId', kind: 'absent' })).toBe(false);
    // postcode is required for a UK address only
    expect(provesError(accountRules, { ref: 'postcode', kind: 'absent' })).toBe(false);
    expect(provesError(accountRules, { ref: 'surname', kind: 'absent' })).toBe(true);
    expect(provesError(accountRules, { ref: 'title', kind: 'notIn', values: ['Mr'] })).toBe(false);
    // a percentage that is not whole: 003.01.14 without a charity, 003.01.15 with one
    expect(provesError(pageRules, { ref: 'charitySplits[].charitySplitPercent', kind: 'notWhole' })).toBe(true);
    expect(provesError(pageRules, { ref: 'charitySplits[].charitySplitPercent', kind: 'absent' })).toBe(false);
    expect(provesError(pageRules, { ref: 'charitySplits[]', kind: 'absent' })).toBe(true);
    const splits = entriesLimitOf(pageRules, 'charitySplits');
    expect(provesError(pageRules, { ref: 'charitySplits', kind: 'entriesAbove', n: splits })).toBe(true);
    expect(provesError(pageRules, { ref: 'charitySplits', kind: 'entriesAbove', n: splits - 1 })).toBe(false);
  });

  it('relies on no error row after a warning that may halt the table', () => {
    const row = (fields: Partial<Rule>): Rule => ({
      code: 'x',
      parameter: 'x',
      at: 'x',
      when: absent('x'),
      severity: 'error',
      message: 'x',
      source: 'x',
      ...fields,
    });
    const required = row({ code: 'required' });
    expect(provesError([required], { ref: 'x', kind: 'absent' })).toBe(true);
    const halting = row({ code: 'advice', at: 'y', when: present('y'), severity: 'warning', halts: true });
    expect(provesError([halting, required], { ref: 'x', kind: 'absent' })).toBe(false);
    expect(provesError([required, halting], { ref: 'x', kind: 'absent' })).toBe(true);
  });
});

/**
 * A valid body passes the schema, or fails it by the exception alone (the
 * arbitraries send blank strings of up to 4 characters for absent optional
 * fields: over the 3 of activityCode). Counts the bodies of each kind.
 */
function passes(validate: ValidateFunction, body: unknown, seen: { exception: number; passed: number }): void {
  if (validate(body)) {
    seen.passed++;
    return;
  }
  const errors = [...(validate.errors ?? [])];
  expect(onlyLongBlanks(validate, body, errors), `${JSON.stringify(body)}\n${JSON.stringify(errors)}`).toBe(true);
  seen.exception++;
}

describe('a body valid for the validators is valid for the schema (but for a blank string over its limit)', () => {
  it('every valid account of the arbitraries', () => {
    const seen = { exception: 0, passed: 0 };
    fc.assert(
      fc.property(account.validAccount, (body) => {
        expect(validateAccount(body, account.baseOptions()).valid).toBe(true);
        passes(accountSchema, body, seen);
      }),
      runs(3000),
    );
    expect(seen.passed).toBeGreaterThan(seen.exception);
  });

  it('every valid page of the arbitraries', () => {
    const seen = { exception: 0, passed: 0 };
    fc.assert(
      fc.property(page.validPage, (c) => {
        expect(validatePage(c.page, page.optionsFor(c)).valid).toBe(true);
        passes(pageSchema, c.page, seen);
      }),
      runs(3000),
    );
    expect(seen.passed).toBeGreaterThan(seen.exception);
  });

  it('the valid examples, and the shared valid account', () => {
    const dir = new URL('../examples/', import.meta.url);
    const valid = readdirSync(dir).filter((name) => /-valid\.json$/.test(name));
    expect(valid.length).toBeGreaterThanOrEqual(3);
    for (const name of valid) {
      const body: unknown = JSON.parse(readFileSync(new URL(name, dir), 'utf8'));
      const schema = name.startsWith('account') ? accountSchema : pageSchema;
      expect(schema(body), `${name}: ${JSON.stringify(schema.errors)}`).toBe(true);
    }
    expect(accountSchema(VALID_ACCOUNT)).toBe(true);
  });
});

describe('a body the schema refuses is invalid for the validators, but for a blank string over its limit', () => {
  it.each([
    ['mixedAccount', account.mixedAccount],
    ['accountShapedJson', account.accountShapedJson],
    ['anyInput (account)', account.anyInput],
    ['a valid account with one field from its menu', nearAccount],
  ] as const)('%s', (_name, arbitrary) => {
    const seen: Seen = { refused: 0, exception: 0 };
    fc.assert(
      fc.property(arbitrary, (body: unknown) => agrees(accountSchema, checkAccount, body, seen)),
      runs(3000),
    );
    expect(seen.refused).toBeGreaterThan(0);
  });

  it.each([
    ['mixedPage', page.mixedPage],
    ['pageShapedJson', page.pageShapedJson],
    ['pageWithJsonSplits', page.pageWithJsonSplits],
    ['anyInput (page)', page.anyInput],
    ['a valid page with one field from its menu', nearPage],
  ] as const)('%s', (_name, arbitrary) => {
    const seen: Seen = { refused: 0, exception: 0 };
    fc.assert(
      fc.property(arbitrary, (body: unknown) => agrees(pageSchema, checkPage, body, seen)),
      runs(3000),
    );
    expect(seen.refused).toBeGreaterThan(0);
  });

  it('recognises the exception, and only it', () => {
    const blank = ' '.repeat(40);
    // An optional field: valid for the validator, refused by the schema, and the exception.
    const optional = { ...VALID_ACCOUNT, charityResourceId: blank };
    expect(checkAccount(optional).valid).toBe(true);
    expect(accountSchema(optional)).toBe(false);
    expect(onlyLongBlanks(accountSchema, optional, accountSchema.errors ?? [])).toBe(true);
    // A single blank custom code is no entry at all.
    const code = { ...VALID_ACCOUNT, fundraiserCustomCode: ' '.repeat(300) };
    expect(checkAccount(code).valid).toBe(true);
    expect(accountSchema(code)).toBe(false);
    expect(onlyLongBlanks(accountSchema, code, accountSchema.errors ?? [])).toBe(true);
    // Not the exception: a long text that is not blank, or a blank string with another fault beside it.
    const long = { ...VALID_ACCOUNT, charityResourceId: 'x'.repeat(40) };
    expect(accountSchema(long)).toBe(false);
    expect(onlyLongBlanks(accountSchema, long, accountSchema.errors ?? [])).toBe(false);
    const twoFaults = { ...VALID_ACCOUNT, charityResourceId: blank, title: 'Sir' };
    expect(accountSchema(twoFaults)).toBe(false);
    expect(onlyLongBlanks(accountSchema, twoFaults, accountSchema.errors ?? [])).toBe(false);
  });

  it('refuses the faults it can state, each of which the validators report', () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ title: 'Sir' }, '002.01.04'],
      [{ surname: 'x'.repeat(51) }, '002.01.06'],
      [{ termsAndConditionsAccepted: 'N' }, '002.01.08'],
      [{ fundraiserCustomCode: ['a', 'b', 'c', 'd', 'e', 'f'], charityResourceId: 'c' }, '002.01.23'],
      [{ fundraiserCustomCode: [null], charityResourceId: 'c' }, '002.01.22'],
      [{ surname: { text: 'x' } }, 'wrong-type'],
    ];
    for (const [change, code] of cases) {
      const body = { ...VALID_ACCOUNT, ...change };
      expect(accountSchema(body), JSON.stringify(change)).toBe(false);
      expect(
        checkAccount(body).issues.map((issue) => issue.code),
        JSON.stringify(change),
      ).toContain(code);
    }
    const { surname: _left, ...withoutSurname } = VALID_ACCOUNT;
    expect(accountSchema(withoutSurname)).toBe(false);
    expect(accountSchema(42)).toBe(false);
  });
});
