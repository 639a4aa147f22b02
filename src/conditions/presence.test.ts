import { describe, expect, it } from 'vitest';
import { holds } from '../../test/support/holds.js';
import { absent, present, wrongType } from './presence.js';

describe('present, absent, wrongType', () => {
  it.each([
    [{ a: 'x' }, 'true', 'false', 'false'],
    [{ a: 0 }, 'true', 'false', 'false'],
    [{}, 'false', 'true', 'false'],
    [{ a: null }, 'false', 'true', 'false'],
    [{ a: ' \t' }, 'false', 'true', 'false'],
    [{ a: {} }, 'false', 'true', 'true'],
    [{ a: [] }, 'false', 'true', 'true'],
    [{ a: false }, 'false', 'true', 'true'],
  ])('%j: present %s, absent %s, wrong type %s', (body, isPresent, isAbsent, isWrong) => {
    expect(holds(present('a'), body).value).toBe(isPresent);
    expect(holds(absent('a'), body).value).toBe(isAbsent);
    expect(holds(wrongType('a'), body).value).toBe(isWrong);
  });

  it('reads fields of the entry being checked', () => {
    const body = { splits: [{ id: 'a' }, 'not an object', { id: '' }] };
    expect(holds(present('splits[].id'), body, undefined, [0]).value).toBe('true');
    expect(holds(absent('splits[].id'), body, undefined, [1]).value).toBe('true');
    expect(holds(absent('splits[].id'), body, undefined, [2]).value).toBe('true');
  });
});
