import { describe, expect, it, vi } from 'vitest';
import { holds } from '../../test/support/holds.js';
import { answers } from './answers.js';

describe('answers', () => {
  it('asks the fact with the texts of the fields', () => {
    const accountExists = vi.fn(() => true);
    expect(holds(answers('accountExists', ['e', 'd'], true), { e: 'a@b.c.d', d: 19900101 }, { accountExists }).value).toBe('true');
    expect(accountExists).toHaveBeenCalledWith('a@b.c.d', '19900101');
  });
  it('does not ask when a field has no text', () => {
    const accountExists = vi.fn(() => true);
    expect(holds(answers('accountExists', ['e', 'd'], true), { e: 'x' }, { accountExists }).value).toBe('false');
    expect(accountExists).not.toHaveBeenCalled();
  });
  it('is unknown without the option', () => {
    expect(holds(answers('personalUrlTaken', ['u'], true), { u: 'x' })).toEqual({ value: 'unknown', needs: 'personalUrlTaken' });
  });
  it('refuses a Promise from a sync fact', () => {
    expect(() => holds(answers('personalUrlTaken', ['u'], true), { u: 'x' }, { personalUrlTaken: (() => Promise.resolve(true)) as never })).toThrow(
      TypeError,
    );
  });
});
