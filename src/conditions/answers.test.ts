import { describe, expect, it, vi } from 'vitest';
import { holds } from '../../test/support/holds.js';
import { FactFailure } from '../facts/facts.js';
import { answers } from './answers.js';

describe('answers', () => {
  it('asks the fact with the texts of the fields', () => {
    const accountExists = vi.fn(() => true);
    expect(
      holds(answers('accountExists', ['e', 'd'], true), { e: 'a@b.c.d', d: 19900101 }, { accountExists }).value,
    ).toBe('true');
    expect(accountExists).toHaveBeenCalledWith('a@b.c.d', '19900101');
  });
  it('does not ask when a field has no text', () => {
    const accountExists = vi.fn(() => true);
    expect(holds(answers('accountExists', ['e', 'd'], true), { e: 'x' }, { accountExists }).value).toBe('false');
    expect(accountExists).not.toHaveBeenCalled();
  });
  it('is unknown without the option', () => {
    expect(holds(answers('personalUrlTaken', ['u'], true), { u: 'x' })).toEqual({
      value: 'unknown',
      needs: 'personalUrlTaken',
    });
  });
  it('refuses a Promise from a sync fact (a failure of the options, not of the payload)', () => {
    const personalUrlTaken = (() => Promise.resolve(true)) as never;
    let thrown: unknown;
    try {
      holds(answers('personalUrlTaken', ['u'], true), { u: 'x' }, { personalUrlTaken });
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(FactFailure);
    expect((thrown as FactFailure).cause).toBeInstanceOf(TypeError);
  });
});
