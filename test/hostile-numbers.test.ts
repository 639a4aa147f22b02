/**
 * Numbers JSON reads as not finite (contract 10.5 and 9.7): `1e400` parses
 * to Infinity, which no JSON text can write back. The validators read it as
 * the wrong type (absent for section 6, `wrong-type` at its path, as an
 * object is) and the JSON Schema refuses it, so the two agree: for every
 * field of both bodies, and each split field, given `1e400`, `-1e400` or
 * `1e999` in a body that is otherwise valid for both.
 */
import { Ajv2020 } from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import { type ValidationResult, validateAccount, validatePage } from '../src/index.js';
import { accountJsonSchema, pageJsonSchema } from '../src/json-schema.js';
import { CHARITIES, EVENT_PAGE, PAGE_OPTIONS, PERSONAL_PAGE, VALID_ACCOUNT } from './support/payloads.js';

const ajv = new Ajv2020({ allErrors: true, strict: true, allowUnionTypes: true });
const accountSchema = ajv.compile(accountJsonSchema);
const pageSchema = ajv.compile(pageJsonSchema);

const ACCOUNT_OPTIONS = {
  today: '20261122',
  countries: ['GB'],
  charities: CHARITIES,
  accountExists: () => false,
  personalUrlTaken: () => false,
};

/** Written in JSON where the body holds MARKER, then parsed as a server parses it. */
const MARKER = '__not_finite__';
const NUMBERS = ['1e400', '-1e400', '1e999'] as const;
const parsed = (body: unknown, number: string): Record<string, unknown> =>
  JSON.parse(JSON.stringify(body).replace(`"${MARKER}"`, number));

/** A valid account with custom codes, so that they can be spoilt too. */
const ACCOUNT = { ...VALID_ACCOUNT, fundraiserCustomCode: ['RUN-1'], charityResourceId: CHARITIES[0] };

interface Case {
  readonly name: string;
  readonly body: unknown;
  /** The path the wrong-type issue is at (or under, for a repeating field). */
  readonly path: readonly (string | number)[];
  readonly validate: (body: unknown) => ValidationResult;
  readonly schema: (body: unknown) => boolean;
}

const accountCases: Case[] = Object.keys(accountJsonSchema.properties as object).map((field) => ({
  name: `account ${field}`,
  body: { ...ACCOUNT, [field]: field === 'fundraiserCustomCode' ? [MARKER] : MARKER },
  path: [field],
  validate: (body) => validateAccount(body, ACCOUNT_OPTIONS),
  schema: (body) => accountSchema(body),
}));

const pageOf = (field: string) => (field === 'eventResourceId' ? EVENT_PAGE : PERSONAL_PAGE);
const pageCases: Case[] = [
  ...Object.keys(pageJsonSchema.properties as object).map((field) => ({
    name: `page ${field}`,
    body: { ...pageOf(field), [field]: MARKER },
    path: [field],
    validate: (body: unknown) => validatePage(body, PAGE_OPTIONS),
    schema: (body: unknown) => pageSchema(body),
  })),
  ...(['charityResourceId', 'charitySplitPercent', 'customCodes'] as const).map((field) => ({
    name: `page charitySplits[1].${field}`,
    body: {
      ...PERSONAL_PAGE,
      charitySplits: [
        (PERSONAL_PAGE.charitySplits as unknown[])[0],
        {
          ...((PERSONAL_PAGE.charitySplits as Record<string, unknown>[])[1] as object),
          [field]: field === 'customCodes' ? [MARKER] : MARKER,
        },
      ],
    },
    path: ['charitySplits', 1, field],
    validate: (body: unknown) => validatePage(body, PAGE_OPTIONS),
    schema: (body: unknown) => pageSchema(body),
  })),
];

const cases = [...accountCases, ...pageCases];

describe('the bodies the cases start from', () => {
  it('are valid for the validators and for the schemas', () => {
    expect(validateAccount(ACCOUNT, ACCOUNT_OPTIONS).issues).toEqual([]);
    expect(accountSchema(ACCOUNT)).toBe(true);
    for (const page of [PERSONAL_PAGE, EVENT_PAGE]) {
      expect(validatePage(page, PAGE_OPTIONS).valid).toBe(true);
      expect(pageSchema(page)).toBe(true);
    }
  });
});

describe.each(cases)('$name given a number JSON reads as not finite', ({ body, path, validate, schema }) => {
  it.each(NUMBERS)('%s: the JSON Schema refuses it', (number) => {
    expect(schema(parsed(body, number))).toBe(false);
  });

  it.each(NUMBERS)('%s: the validators read it as wrong-type at its path, and the body is invalid', (number) => {
    const result = validate(parsed(body, number));
    expect(result.valid).toBe(false);
    const wrong = result.issues.filter((issue) => issue.code === 'wrong-type');
    expect(wrong.some((issue) => path.every((key, index) => issue.path[index] === key))).toBe(true);
  });
});

describe('NaN from a caller (no JSON text holds one)', () => {
  it('is of the wrong type for the validators and refused by the schemas, as Infinity is', () => {
    const account = { ...ACCOUNT, surname: Number.NaN };
    expect(accountSchema(account)).toBe(false);
    expect(validateAccount(account, ACCOUNT_OPTIONS).issues).toContainEqual(
      expect.objectContaining({ code: 'wrong-type', path: ['surname'] }),
    );
    const page = { ...PERSONAL_PAGE, postEventFundraisingInterval: Number.NaN };
    expect(pageSchema(page)).toBe(false);
    expect(validatePage(page, PAGE_OPTIONS).issues).toContainEqual(
      expect.objectContaining({ code: 'wrong-type', path: ['postEventFundraisingInterval'] }),
    );
  });
});
