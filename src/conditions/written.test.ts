import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mapExpr, printExpr } from '../codegen/tree.js';
import type { Membership } from '../facts/types.js';
import { listMembership } from '../runtime/lookups.js';
import { FALSE, TRUE, UNKNOWN, type Unknowns } from '../runtime/tri.js';
import { entryCount, holdsUnstorable, numberText, textAt, wholeNumber } from '../runtime/values.js';
import { call, type Expr, literal, name } from './code.js';
import { writtenCount, writtenMembership, writtenText, writtenUnstorable, writtenWholeNumber } from './written.js';

/** `code` without TypeScript's casts (`text as WellFormedText`): the expression as JavaScript runs it. */
const withoutCasts = (code: Expr): Expr =>
  mapExpr(code, (expr) => (expr.kind === 'cast' ? withoutCasts(expr.expr) : undefined));

/**
 * A written-out expression as a function of the names it reads. Tests only:
 * the package itself never compiles source at run time.
 */
function compiled<F>(code: Expr, ...names: string[]): F {
  return new Function(...names, `return ${printExpr(withoutCasts(code))};`) as F;
}

/** Any value a field may hold, with the edges of the written-out tests weighted in. */
const anyValue = fc.oneof(
  fc.anything(),
  fc.string({ unit: 'binary' }),
  fc.constantFrom('', ' ', '\u0000', '!', '~', '\u007f', ' Y', 'Y ', '\ud800', '\udc00x', '\u00a0x'),
  fc.double(),
  fc.constantFrom(0, -0, 1, -1, 1.5, 2 ** 53, Number.NaN, Number.POSITIVE_INFINITY, 10n),
);

/** A one-value reading written out (`writtenText`, `writtenWholeNumber`) as a function of the value and the helper it falls back to. */
const readerOf = (written: (value: Expr, helper: Expr) => Expr) =>
  compiled<(value: unknown, helper: (value: unknown) => unknown) => unknown>(
    written(name('value'), name('helper')),
    'value',
    'helper',
  );

/** A helper that records the values it is called with, for a test that the common case makes no call. */
function recording<T>(helper: (value: unknown) => T): { calls: unknown[]; helper: (value: unknown) => T } {
  const calls: unknown[] = [];
  return {
    calls,
    helper: (value) => {
      calls.push(value);
      return helper(value);
    },
  };
}

describe('the written-out common cases', () => {
  it('read text as textAt does', () => {
    const read = readerOf(writtenText);
    fc.assert(fc.property(anyValue, (value) => Object.is(read(value, textAt), textAt(value))));
    // The common case makes no call; the rest is the helper's.
    const { calls, helper: counted } = recording(textAt);
    expect([
      read('GB', counted),
      read(' GB', counted),
      read('', counted),
      read(7, counted),
      read(undefined, counted),
    ]).toEqual(['GB', ' GB', undefined, '7', undefined]);
    expect(calls).toEqual([' GB', '', 7]);
  });

  it('read text as textAt does with a fixed list of usual texts first, any list', () => {
    const texts = fc.array(fc.oneof(fc.string({ maxLength: 3 }), fc.constantFrom('', ' Y', 'Y', 'N', '\u0000')), {
      maxLength: 4,
    });
    fc.assert(
      fc.property(texts, anyValue, fc.boolean(), (usual, other, pick) => {
        const read = readerOf((value, helper) => writtenText(value, helper, { usual }));
        const value = pick && usual.length > 0 ? usual[0] : other;
        return Object.is(read(value, textAt), textAt(value));
      }),
    );
    // A usual text makes no call, nor does a field not given; a text outside the list is the helper's, and so
    // is a listed text that is not its own text (a blank one).
    const read = readerOf((value, helper) => writtenText(value, helper, { usual: ['Y', 'N', ' X', ' '] }));
    const { calls, helper: counted } = recording(textAt);
    expect([
      read('Y', counted),
      read('N', counted),
      read(' X', counted),
      read(' ', counted),
      read('GB', counted),
      read(undefined, counted),
    ]).toEqual(['Y', 'N', ' X', undefined, 'GB', undefined]);
    expect(calls).toEqual([' ', 'GB']);
  });

  it('read text as textAt does with a number read first, through numberText', () => {
    const read = compiled<
      (value: unknown, helper: (value: unknown) => unknown, numbers: (value: number) => unknown) => unknown
    >(writtenText(name('value'), name('helper'), { numberText: name('numbers') }), 'value', 'helper', 'numbers');
    fc.assert(fc.property(anyValue, (value) => Object.is(read(value, textAt, numberText), textAt(value))));
    // A number is numberText's, text as before; textAt is called for neither.
    const { calls, helper: counted } = recording(textAt);
    const { calls: numbers, helper: countedNumbers } = recording((value) => numberText(value as number));
    expect([
      read(3, counted, countedNumbers),
      read(-1.5, counted, countedNumbers),
      read('GB', counted, countedNumbers),
    ]).toEqual(['3', '-1.5', 'GB']);
    expect(calls).toEqual([]);
    expect(numbers).toEqual([3, -1.5]);
  });

  it('read a whole number as wholeNumber does', () => {
    const read = readerOf(writtenWholeNumber);
    fc.assert(fc.property(anyValue, (value) => Object.is(read(value, wholeNumber), wholeNumber(value))));
  });

  it('count entries as entryCount does, with no call for a field not given', () => {
    const read = readerOf(writtenCount);
    fc.assert(fc.property(anyValue, (value) => Object.is(read(value, entryCount), entryCount(value))));
    const { calls, helper: counted } = recording(entryCount);
    expect([read(undefined, counted), read(['a', 'b'], counted), read(null, counted)]).toEqual([0, 2, 0]);
    expect(calls).toEqual([['a', 'b'], null]);
  });

  it('look a text up as listMembership does, wanted or not', () => {
    const needs: string[] = [];
    const unknowns: Unknowns = {
      unknown(name) {
        needs.push(name);
        return UNKNOWN;
      },
    };
    const lookUp = (wanted: boolean) =>
      compiled<(list: Membership | undefined, text: string, fallback: () => unknown) => unknown>(
        writtenMembership({
          list: name('list'),
          text: name('text'),
          inside: literal(wanted ? TRUE : FALSE),
          outside: literal(wanted ? FALSE : TRUE),
          fallback: call(name('fallback')),
        }),
        'list',
        'text',
        'fallback',
      );
    const lists = fc.option(
      fc.array(fc.constantFrom('GB', 'UK', 'FR', 'gb', '')).map((codes) => new Set(codes)),
      {
        nil: undefined,
      },
    );
    fc.assert(
      fc.property(lists, fc.constantFrom('GB', 'gb', 'FR', 'XK', ''), fc.boolean(), (list, text, wanted) => {
        needs.length = 0;
        const expected = listMembership(unknowns, list, 'countries', text, wanted);
        const expectedNeeds = [...needs];
        needs.length = 0;
        const written = lookUp(wanted)(list, text, () => listMembership(unknowns, list, 'countries', text, wanted));
        return written === expected && needs.join() === expectedNeeds.join();
      }),
    );
  });

  it('search text for what a column cannot store as holdsUnstorable does, natively or through the helper', () => {
    const unstorable = compiled<(text: string, wellFormed: boolean, helper: (text: string) => boolean) => boolean>(
      writtenUnstorable(name('text'), name('wellFormed'), name('helper')),
      'text',
      'wellFormed',
      'helper',
    );
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), fc.boolean(), (text, native) =>
        Object.is(unstorable(text, native, holdsUnstorable), holdsUnstorable(text)),
      ),
    );
    // The native test makes no call; an engine without it asks the helper.
    const { calls, helper } = recording((text) => holdsUnstorable(text as string));
    expect([
      unstorable('Ada', true, helper),
      unstorable('A\u0000', true, helper),
      unstorable('\ud800', true, helper),
      unstorable('\ud83d\ude00', true, helper),
      unstorable('Ada', false, helper),
    ]).toEqual([false, true, true, false, false]);
    expect(calls).toEqual(['Ada']);
  });
});
