import { describe, expect, it } from 'vitest';
import { holds } from '../../test/support/holds.js';
import { notInList } from './inList.js';
import { all, any, not } from './logic.js';
import { present } from './presence.js';

const yes = present('a');
const no = present('b');
const unknown = notInList('a', 'countries');
const body = { a: 'GB' };

describe('three-valued logic', () => {
  it.each([
    ['all(yes, yes)', all(yes, yes), 'true'],
    ['all(yes, no)', all(yes, no), 'false'],
    ['all(unknown, no)', all(unknown, no), 'false'],
    ['all(yes, unknown)', all(yes, unknown), 'unknown'],
    ['any(no, yes)', any(no, yes), 'true'],
    ['any(unknown, yes)', any(unknown, yes), 'true'],
    ['any(no, unknown)', any(no, unknown), 'unknown'],
    ['any(no, no)', any(no, no), 'false'],
    ['not(yes)', not(yes), 'false'],
    ['not(no)', not(no), 'true'],
    ['not(unknown)', not(unknown), 'unknown'],
  ])('%s is %s', (_name, condition, expected) => {
    expect(holds(condition, body).value).toBe(expected);
  });

  it('names the option an unknown outcome needs', () => {
    expect(holds(all(yes, unknown), body).needs).toBe('countries');
    expect(holds(all(yes, unknown), body, { today: '20261122', countries: ['FR'] }).value).toBe('true');
  });
});
