import { describe, expect, it } from 'vitest';
import { validateAccount, validateAccountAsync, validatePage } from '../src/index.js';

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

describe('options', () => {
  it('reads null options as no options', () => {
    expect(validateAccount({}, null as never)).toEqual(validateAccount({}));
  });
});
