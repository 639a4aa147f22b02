import { describe, expect, it } from 'vitest';
import { postcodeFormat } from './postcode.js';

describe('postcodeFormat', () => {
  it.each([
    ['US', '12345', true],
    ['US', '1234', false],
    ['NL', '1234 ab', true],
    ['NL', '1234 AB x', false],
    ['FR', '75001', true],
    ['ZZ', 'anything', true],
    ['__proto__', 'x', true],
    ['toString', 'x', true],
  ])('%s %j fits: %s', (country, postcode, expected) => {
    expect(postcodeFormat(postcode, country)).toBe(expected);
  });
});
