import { describe, expect, it } from 'vitest';
import { holds } from '../../test/support/holds.js';
import { ukPostcode } from './ukPostcode.js';

describe('ukPostcode', () => {
  it.each(['M1 1AA', 'M60 1NW', 'CR2 6XH', 'DN55 1PT', 'W1A 1HQ', 'EC1A 1BB', 'ec1a 1bb', 'GIR 0AA', 'gir 0aa'])(
    'accepts %j',
    (postcode) => {
      expect(holds(ukPostcode('p'), { p: postcode }).value).toBe('true');
    },
  );
  it.each([
    'EC1A1BB',
    'EC1A  1BB',
    ' EC1A 1BB',
    'EC1A 1BB ',
    'EC1AA 1BB',
    '1A 1BB',
    'EC1A 1B',
    'EC1A 11B',
    'ÉC1A 1BB',
    'GIR 0AB',
  ])('refuses %j', (postcode) => {
    expect(holds(ukPostcode('p'), { p: postcode }).value).toBe('false');
  });
});
