import { describe, expect, it } from 'vitest';
import { rejectsPostcode } from './postcodeRejected.js';

describe('rejectsPostcode', () => {
  it.each([
    ['US', '12345', false],
    ['US', '1234', true],
    ['NL', '1234 ab', false],
    ['NL', '1234 AB x', true],
    ['FR', '75001', false],
    ['ZZ', 'anything', false],
    ['__proto__', 'x', false],
  ])('%s %j rejected: %s', (country, postcode, expected) => {
    expect(rejectsPostcode(country, postcode)).toBe(expected);
  });
});
