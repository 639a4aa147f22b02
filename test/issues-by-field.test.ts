/**
 * `issuesByField` (contract sections 9.3 and 10.5): an object without a
 * prototype, so that a path named like an Object.prototype member is a key
 * only when an issue is there, and a `__proto__` path is a key like any
 * other.
 */
import { describe, expect, it } from 'vitest';
import { type Issue, issuesByField, validateAccount } from '../src/index.js';

/** An issue at `path`, as a validator reports one. */
const issueAt = (...path: (string | number)[]): Issue => ({
  code: 'wrong-type',
  documented: false,
  severity: 'error',
  parameter: String(path[0] ?? ''),
  path,
  message: 'wrong type',
});

describe('issuesByField without a prototype', () => {
  it('has no prototype, for a result with issues and without', () => {
    const faulty = validateAccount({ surname: 'x'.repeat(51) }, { today: '20261122' });
    expect(Object.getPrototypeOf(issuesByField(faulty))).toBeNull();
    expect(Object.getPrototypeOf(issuesByField({ issues: [] }))).toBeNull();
  });

  it('has no inherited keys: constructor, __proto__, toString, hasOwnProperty are absent', () => {
    const byField: Record<string, unknown> = issuesByField(validateAccount({ surname: '' }, { today: '20261122' }));
    for (const name of ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf']) {
      expect(name in byField, name).toBe(false);
      expect(byField[name], name).toBeUndefined();
    }
    expect(byField.surname).toBeDefined();
  });

  it('keeps a __proto__ or constructor path as an own key, its prototype still null', () => {
    const proto = issueAt('__proto__');
    const underConstructor = issueAt('constructor', 0);
    const byField: Record<string, unknown> = issuesByField({ issues: [proto, underConstructor, issueAt('__proto__')] });
    expect(Object.getPrototypeOf(byField)).toBeNull();
    expect(Object.keys(byField)).toEqual(['__proto__', 'constructor.0']);
    expect(Object.hasOwn(byField, '__proto__')).toBe(true);
    const protoKey = '__proto__';
    expect(byField[protoKey]).toEqual([proto, issueAt('__proto__')]);
    expect(byField['constructor.0']).toEqual([underConstructor]);
    expect(JSON.parse(JSON.stringify(byField))).toEqual({
      ['__proto__']: [proto, proto],
      'constructor.0': [underConstructor],
    });
  });

  it('reads as a plain record: keys in result order, spread and JSON alike', () => {
    const result = validateAccount({ surname: 'x'.repeat(51), forename: 'y'.repeat(51) }, { today: '20261122' });
    const byField = issuesByField(result);
    const paths = [...new Set(result.issues.map((issue) => issue.path.join('.')))];
    expect(Object.keys(byField)).toEqual(paths);
    expect(Object.keys({ ...byField })).toEqual(paths);
    expect(Object.keys(JSON.parse(JSON.stringify(byField)))).toEqual(paths);
  });
});
