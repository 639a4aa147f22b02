import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parseAccountXml, parsePageXml, XmlBodyError } from '../src/formats/xml.js';
import {
  accountFields,
  accountFormSchema,
  accountFromForm,
  pageFields,
  pageFormSchema,
  pageFromForm,
  type StandardResult,
  type ValidationResult,
  validateAccount,
  validateAccountAsync,
  validateEventListingQuery,
  validateLookupQuery,
  validatePage,
  validateSearchQuery,
} from '../src/index.js';
import {
  contextFiles,
  formValues,
  jsonBodies,
  ndjsonStreams,
  optionObjects,
  queryStrings,
  xmlBodies,
} from './hostile/corpus.js';

describe('inputs that throw when read', () => {
  it('a revoked Proxy gives an unreadable-input result, not an exception', () => {
    const { proxy, revoke } = Proxy.revocable({}, {});
    revoke();
    const result = validateAccount(proxy);
    expect(result.valid).toBe(false);
    expect(result.issues).toEqual([expect.objectContaining({ code: 'unreadable-input', documented: false, path: [] })]);
  });

  it('a throwing getter, even inside a split, gives an unreadable-input result', () => {
    const split = Object.defineProperty({}, 'charityResourceId', {
      enumerable: true,
      get: () => {
        throw new Error('boom');
      },
    });
    expect(validatePage({ charitySplits: [split] }).issues.map((issue) => issue.code)).toEqual(['unreadable-input']);
  });

  it("lets the caller's fact errors through, sync and async", async () => {
    const body = { emailAddress: 'ann@example.co.uk', dateOfBirth: '19900101' };
    const failure = new Error('database down');
    expect(() =>
      validateAccount(body, {
        accountExists: () => {
          throw failure;
        },
      }),
    ).toThrow(failure);
    await expect(
      validateAccountAsync(body, {
        accountExists: async () => {
          throw failure;
        },
      }),
    ).rejects.toBe(failure);
  });

  it('never reports unreadable-input for a JSON value', () => {
    const inputs = [
      null,
      0,
      'x',
      [],
      {},
      { __proto__: null },
      JSON.parse('{"__proto__": {"title": "Mr"}}'),
      { charitySplits: [null, 1, 'x', [], {}] },
    ];
    for (const input of inputs) {
      expect(validateAccount(input).issues.map((issue) => issue.code)).not.toContain('unreadable-input');
      expect(validatePage(input).issues.map((issue) => issue.code)).not.toContain('unreadable-input');
    }
  });
});

describe('entries that are not objects', () => {
  it('have no fields, not even ones their prototype was given', () => {
    const text = String.prototype as unknown as Record<string, unknown>;
    const page = {
      pageTitle: 'Jo runs',
      fundraisingDate: '20270301',
      teamPageIndicator: 'N',
      activityCode: '001',
      charityContributionIndicator: 'N',
      charitySplits: ['CH-1001'],
    };
    const before = validatePage(page, { today: '20261122' });
    text.charityResourceId = 'CH-1001';
    text.charitySplitPercent = 100;
    try {
      expect(validatePage(page, { today: '20261122' })).toEqual(before);
    } finally {
      delete text.charityResourceId;
      delete text.charitySplitPercent;
    }
    expect(before.issues.map((issue) => [issue.code, issue.path])).toContainEqual(['wrong-type', ['charitySplits', 0]]);
  });
});

describe('options', () => {
  it('reads null options as no options', () => {
    expect(validateAccount({}, null as never)).toEqual(validateAccount({}));
  });

  it('checks a reused options object again once one of its values is replaced', () => {
    const options: Record<string, unknown> = { today: '20261122', countries: ['GB'] };
    expect(validateAccount({ countryCode: 'GB' }, options).codes).not.toContain('002.01.03');
    options.countries = ['FR'];
    expect(validateAccount({ countryCode: 'GB' }, options).codes).toContain('002.01.03');
    options.today = 'tomorrow';
    expect(() => validateAccount({}, options)).toThrow(/today must be a real calendar date/);
  });
});

/** The hostile-input corpus (test/hostile/corpus.ts): every case with its promised outcome. */
describe('the hostile-input corpus', () => {
  const bin = new URL('../dist/node/cli/main.js', import.meta.url).pathname;
  const validAccount = new URL('../examples/account-valid.json', import.meta.url).pathname;
  const dir = mkdtempSync(join(tmpdir(), 'fundraising-rules-hostile-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const run = (args: string[], input: Buffer = Buffer.alloc(0)) =>
    spawnSync(process.execPath, [bin, ...args], { input, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  const codes = (result: ValidationResult) => result.issues.map((issue) => issue.code);

  describe.each(jsonBodies)('JSON body: $name', ({ text, account, page }) => {
    const body: unknown = JSON.parse(text);
    const before = JSON.stringify(body);
    it.each([
      ['account', validateAccount, account],
      ['page', validatePage, page],
    ] as const)('%s: never throws, never mutates, gives the codes it promises', (_name, validate, expected) => {
      const result = validate(body, { today: '20261122' });
      expect(codes(result)).not.toContain('unreadable-input');
      for (const code of expected ?? []) expect(codes(result)).toContain(code);
      expect(result.issues.length).toBeLessThanOrEqual(1000);
      expect(JSON.stringify(body)).toBe(before);
    });
  });

  it.each(xmlBodies)('XML body: $name', ({ operation, text, payload, refused }) => {
    const read = operation === 'account' ? parseAccountXml : parsePageXml;
    if (refused === undefined) expect(read(text)).toEqual(payload);
    else expect(() => read(text)).toThrow(refused);
    if (refused !== undefined) expect(() => read(text)).toThrow(XmlBodyError);
  });

  it.each(ndjsonStreams)('NDJSON stream: $name', ({ bytes, status, documents, stderr }) => {
    const child = run(['check', 'account', '--ndjson', '--format', 'json', '--today', '20261122'], bytes);
    expect(child.status).toBe(status);
    const lines = child.stdout === '' ? [] : child.stdout.trimEnd().split('\n');
    const outcomes = lines.map((line) => {
      const document = JSON.parse(line) as { input?: string; error?: string; valid?: boolean };
      if (document.error !== undefined) return document.input;
      return document.valid === true ? 'valid' : 'invalid';
    });
    expect(outcomes).toEqual(documents);
    if (stderr !== undefined) expect(child.stderr).toMatch(stderr);
    expect(child.stderr).not.toMatch(/\n\s+at /);
  });

  it.each(queryStrings)('query string: $name', ({ operation, text, codes: expected }) => {
    const validate = { search: validateSearchQuery, listing: validateEventListingQuery, lookup: validateLookupQuery }[
      operation
    ];
    const found = codes(validate(text));
    expect(found).not.toContain('unreadable-input');
    expect(found.sort()).toEqual([...new Set(expected)].sort());
  });

  it.each(contextFiles)('context file: $name', ({ name, bytes, refused }) => {
    const context = join(dir, `${name.replace(/\W+/g, '-')}.json`);
    writeFileSync(context, bytes);
    const child = run(['check', 'account', validAccount, '--context', context, '--today', '20261122']);
    if (refused === undefined) {
      expect(child.stderr).not.toContain('--context');
      expect([0, 1]).toContain(child.status);
    } else {
      expect(child.status).toBe(2);
      expect(child.stderr).toMatch(refused);
    }
    expect(child.stderr).not.toMatch(/\n\s+at /);
  });

  /** What can be seen of form values without reading through getters: their entries, or their JSON. */
  const snapshot = (values: unknown): string => {
    try {
      if (values instanceof FormData || values instanceof URLSearchParams || values instanceof Map)
        return JSON.stringify([...values.entries()].map(([name, value]) => [String(name), String(value)]));
      return JSON.stringify(values) ?? '';
    } catch {
      return 'unreadable';
    }
  };

  describe.each(formValues)('form values: $name', ({ operation, values, body, lengths, issues }) => {
    const [fromForm, formSchema, fields] =
      operation === 'account'
        ? ([accountFromForm, accountFormSchema, accountFields] as const)
        : ([pageFromForm, pageFormSchema, pageFields] as const);
    const names = new Set(fields.map((field) => field.replace('[]', '')));

    it('the helper never throws, never changes the values, and gives the body it promises', () => {
      const given = values();
      const before = snapshot(given);
      const made: Record<string, unknown> = fromForm(given as object);
      expect(snapshot(given)).toBe(before);
      for (const key of Reflect.ownKeys(made)) expect(names).toContain(key);
      if (body === 'empty') expect(made).toEqual({});
      else if (body !== undefined) expect(made).toMatchObject(body);
      for (const [field, length] of Object.entries(lengths ?? {})) expect(made[field]).toHaveLength(length);
      expect(Object.keys(Object.prototype)).toEqual([]);
    });

    it("the form schema never throws and names the form's inputs", () => {
      const result = formSchema({ today: '20261122' })['~standard'].validate(values()) as StandardResult<unknown>;
      expect(result).not.toBeInstanceOf(Promise);
      const found = result.issues ?? [];
      expect(found.length).toBeLessThanOrEqual(1000);
      for (const issue of found) if (issue.path.length > 0) expect(names).toContain(issue.path[0]);
      const pairs = found.map((issue) => [issue.code, issue.path]);
      for (const expected of issues ?? []) expect(pairs).toContainEqual(expected);
    });
  });

  it.each(optionObjects)('options: $name', ({ options, refused }) => {
    const call = () => validateAccount({}, options() as never);
    if (refused === undefined) expect(call).not.toThrow();
    else expect(call).toThrow(refused);
    if (refused !== undefined) {
      expect(call).toThrow(TypeError);
      // In the package's own words: no schema library's wording leaks through.
      expect(call).toThrow(/^fundraising-rules: (invalid options: \S+ |options must be an object)/);
      expect(call).not.toThrow(/Expected|Invalid key|received/);
    }
  });
});
