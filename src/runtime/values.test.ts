import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isDecimalAmount, isUkPostcode, isUrlSegment } from './formats.js';
import { DECIMAL_19_2, UK_POSTCODE, URL_SEGMENT } from './patterns.js';
import {
  entryAt,
  entryCount,
  holesAfter,
  holesEnd,
  isBlank,
  isDigits,
  isWrongType,
  KIND_ABSENT,
  KIND_TEXT,
  KIND_WRONG_TYPE,
  kindOf,
  longerThan,
  numberText,
  textAt,
  textOf,
  wholeNumber,
} from './values.js';

describe('kindOf', () => {
  it.each([undefined, null, '', '   ', '\t\n', '\u00a0', '\ufeff'])('reads %j as absent', (value) => {
    expect(kindOf(value)).toBe(KIND_ABSENT);
  });
  it.each(['a', ' a ', 0, 7, -1, 1e21])('reads %j as text', (value) => {
    expect(kindOf(value)).toBe(KIND_TEXT);
  });
  it.each([{}, [], true, false, ['a'], Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY])(
    'reads %j as the wrong type (a number that is not finite too: contract section 10.5)',
    (value) => {
      expect(kindOf(value)).toBe(KIND_WRONG_TYPE);
    },
  );
});

describe('isBlank and textOf', () => {
  it('trims only to decide absence', () => {
    expect(isBlank(' x ')).toBe(false);
    expect(isBlank('\u2003')).toBe(true);
    expect(textOf(12)).toBe('12');
    expect(textOf('Y ')).toBe('Y ');
  });
});

describe('longerThan counts Unicode code points', () => {
  it.each([
    ['x'.repeat(50), 50, false],
    ['x'.repeat(51), 50, true],
    ['😀'.repeat(50), 50, false],
    ['😀'.repeat(51), 50, true],
    ['\ud800'.repeat(50), 50, false],
    ['\ud800'.repeat(51), 50, true],
    [`${'a😀'.repeat(25)}b`, 50, true],
  ])('%#: longer than %i is %s', (text, max, expected) => {
    expect(longerThan(text, max)).toBe(expected);
  });
  it('decides a huge string at once', () => {
    expect(longerThan('x'.repeat(10_000_000), 50)).toBe(true);
  });
});

describe('wholeNumber', () => {
  it.each([
    [0, 0],
    [36, 36],
    ['03', 3],
    ['0', 0],
    ['36', 36],
  ])('reads %j as %i', (value, expected) => {
    expect(wholeNumber(value)).toBe(expected);
  });
  it.each([-5, '-5', '+3', '3.0', '3e0', 3.5, '', ' 3', '3 ', '٣', null, true, []])('rejects %j', (value) => {
    expect(wholeNumber(value)).toBeUndefined();
  });
});

describe('repeating fields', () => {
  it('count an array, a single value, and absence', () => {
    expect(entryCount(['a', 'b'])).toBe(2);
    expect(entryCount([])).toBe(0);
    expect(entryCount('a')).toBe(1);
    expect(entryCount({})).toBe(1);
    expect(entryCount('  ')).toBe(0);
    expect(entryCount(null)).toBe(0);
  });
  it('read a single value as entry 0', () => {
    expect(entryAt('a', 0)).toBe('a');
    expect(entryAt('a', 1)).toBeUndefined();
    expect(entryAt(['a', 'b'], 1)).toBe('b');
  });
});

describe('the fast readers agree with kindOf', () => {
  const values = fc.oneof(
    fc.string(),
    fc.constantFrom('', ' ', '\u00a0x', '\tx', 'x', '~', '\u007f', '0', ' 7 '),
    fc.double(),
    fc.integer(),
    fc.constantFrom(undefined, null, true, false, {}, [], ['x'], Symbol('s'), 10n, () => 0),
  );

  it('textAt is the text of what kindOf reads as text, and nothing else', () => {
    fc.assert(
      fc.property(values, (value) => {
        expect(textAt(value)).toBe(kindOf(value) === KIND_TEXT ? textOf(value) : undefined);
      }),
    );
  });

  it('numberText is the text of a number kindOf reads as text, and nothing else', () => {
    const numbers = fc.oneof(fc.double(), fc.integer({ min: -3, max: 103 }), fc.constantFrom(-0, 0.5, 100, 101));
    fc.assert(
      fc.property(numbers, (value) => {
        expect(numberText(value)).toBe(kindOf(value) === KIND_TEXT ? textOf(value) : undefined);
      }),
    );
  });

  it('isWrongType is what kindOf reads as the wrong type', () => {
    fc.assert(
      fc.property(values, (value) => {
        expect(isWrongType(value)).toBe(kindOf(value) === KIND_WRONG_TYPE);
      }),
    );
  });

  it('isDigits holds for ASCII digits only, at least one', () => {
    const digitsOnly = (text: string) => text.length > 0 && [...text].every((char) => '0123456789'.includes(char));
    fc.assert(
      fc.property(
        fc.oneof(fc.string(), fc.stringMatching(/^[0-9]{0,5}$/), fc.constantFrom('٣', '１', '0x1', '1e3')),
        (text) => {
          expect(isDigits(text)).toBe(digitsOnly(text));
        },
      ),
    );
  });
});

describe('the text formats as loops agree with their patterns', () => {
  const near = (alphabet: string) => fc.string({ unit: fc.constantFrom(...alphabet), maxLength: 10 });
  const texts = fc.oneof(
    fc.string({ maxLength: 10 }),
    near('AZaz09 .-_~'),
    near('SWAGIRgir019 '),
    fc.constantFrom(
      'SW1A 1AA',
      'GIR 0AA',
      'gir 0aa',
      'A9 9AA',
      'AA99 9AA',
      'A9A 9AA',
      'W1 1AA ',
      '2500.00',
      '1.5',
      '12345678901234567',
      '123456789012345678',
    ),
  );
  it.each([
    ['isUkPostcode', isUkPostcode, UK_POSTCODE],
    ['isUrlSegment', isUrlSegment, URL_SEGMENT],
    ['isDecimalAmount', isDecimalAmount, DECIMAL_19_2],
  ] as const)('%s', (_name, loop, pattern) => {
    fc.assert(
      fc.property(texts, (text) => {
        expect(loop(text)).toBe(pattern.test(text));
      }),
      { numRuns: 5000 },
    );
  });
});

describe('holesEnd and holesAfter', () => {
  /** A list of `length` with entries at `kept` only. */
  const sparse = (length: number, kept: number[]) => {
    const list: unknown[] = [];
    list.length = length;
    for (const index of kept) list[index] = index;
    return list;
  };
  const holes = fc
    .tuple(fc.integer({ min: 1, max: 40 }), fc.array(fc.nat(39), { maxLength: 8 }))
    .map(([length, kept]) =>
      sparse(
        length,
        kept.filter((index) => index < length),
      ),
    );

  it('jump from a hole to the last hole of its run, and stay at an entry', () => {
    fc.assert(
      fc.property(holes, (list) => {
        for (let index = 0; index < list.length; index++) {
          let last = index;
          while (last + 1 < list.length && !(last + 1 in list)) last++;
          const end = holesEnd(list, index, { sparse: undefined });
          expect(end).toBe(index in list ? index : last);
          if (!(index in list)) expect(holesAfter(list, index, { sparse: undefined })).toBe(end);
        }
      }),
    );
  });

  it('ask a list whether it holds the index once (holesAfter not at all): a Proxy sees each question', () => {
    const asked: PropertyKey[] = [];
    const list = new Proxy(sparse(4, [3]), {
      has(target, key) {
        asked.push(key);
        return Reflect.has(target, key);
      },
    });
    expect(holesEnd(list, 0, { sparse: undefined })).toBe(2);
    expect(asked).toEqual(['0']);
    expect(holesAfter(list, 1, { sparse: undefined })).toBe(2);
    expect(asked).toEqual(['0']);
  });
});
