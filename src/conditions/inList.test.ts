import { describe, expect, it } from 'vitest';
import { holds } from '../../test/support/holds.js';
import { inList, notInList } from './inList.js';

describe('inList and notInList', () => {
  const options = { today: '20261122', countries: new Set(['GB', 'FR']) };
  it('test membership case-sensitively', () => {
    expect(holds(inList('c', 'countries'), { c: 'GB' }, options).value).toBe('true');
    expect(holds(notInList('c', 'countries'), { c: 'gb' }, options).value).toBe('true');
    expect(holds(notInList('c', 'countries'), { c: 'FR' }, { today: '20261122', countries: ['FR'] }).value).toBe(
      'false',
    );
  });
  it('never hold for an absent field, even without the option', () => {
    expect(holds(notInList('c', 'countries'), {}).value).toBe('false');
  });
  it('are unknown without the option, and name it', () => {
    expect(holds(notInList('c', 'charities'), { c: 'x' })).toEqual({ value: 'unknown', needs: 'charities' });
  });
  it('default ukCountryCodes to GB and UK', () => {
    expect(holds(inList('c', 'ukCountryCodes'), { c: 'UK' }).value).toBe('true');
    expect(holds(inList('c', 'ukCountryCodes'), { c: 'GB' }, { ukCountryCodes: ['XK'] }).value).toBe('false');
  });
});
