import { describe, expect, it } from 'vitest';
import {
  and,
  assign,
  binary,
  call,
  conditional,
  literal,
  type Name,
  name,
  not,
  nullish,
  or,
} from '../conditions/code.js';
import { assume, type Facts, fold } from './simplify.js';
import { printExpr, when } from './tree.js';

const helper = (helperName: string): Name => ({ kind: 'name', name: helperName, helper: true });
const text = name('t_a');
const there: Facts = { defined: new Set(['t_a']), values: new Map() };
const absent: Facts = { defined: new Set(), values: new Map([['t_a', literal(undefined)]]) };
const defined = binary('!==', text, literal(undefined));
const long = and(
  binary('>', { kind: 'member', object: text, property: 'length' }, 3),
  call(helper('longerThan'), text, 3),
);

describe('fold', () => {
  it('drops a test of a value known to be there, and the guard around what reads it', () => {
    expect(printExpr(fold(and(defined, long), there))).toBe('t_a.length > 3 && longerThan(t_a, 3)');
    expect(printExpr(fold(or(not(defined), long), there))).toBe('t_a.length > 3 && longerThan(t_a, 3)');
  });

  it('settles comparisons with a value known to be undefined, and what they guard', () => {
    expect(printExpr(fold(and(defined, long), absent))).toBe('false');
    expect(printExpr(fold(not(or(binary('===', text, 'Mr'), binary('===', text, 'Ms'))), absent))).toBe('true');
    expect(printExpr(fold(call(helper('lengthLimit'), 50, text), absent))).toBe('lengthLimit(50, undefined)');
  });

  it('keeps a part that may ask a fact once it is reached, and drops none that is not', () => {
    const asks = call(helper('factAnswer1'), name('findings'), name('facts'), 'personalUrlTaken', true, text);
    expect(printExpr(fold(and(asks, defined, long), absent))).toBe(
      'factAnswer1(findings, facts, "personalUrlTaken", true, undefined) && false',
    );
    expect(printExpr(fold(and(binary('===', name('t_b'), 'x'), defined), absent))).toBe('false');
  });

  it('gives the rest of a chain the truth value a three-valued rule found, when it is settled', () => {
    const found = name('found');
    const decided = and(
      binary('!==', assign(found, helper('TRUE')), helper('FALSE')),
      not(call({ kind: 'member', object: name('findings'), property: 'decide' }, found)),
    );
    expect(printExpr(fold(decided, there))).toBe('!findings.decide(TRUE)');
    const never = and(binary('!==', assign(found, helper('FALSE')), helper('FALSE')), found);
    expect(printExpr(fold(never, there))).toBe('false');
  });

  it('takes a value known to be there for itself before ??', () => {
    expect(printExpr(fold(nullish(text, 0), there))).toBe('t_a');
    expect(printExpr(fold(nullish(name('t_b'), 0), there))).toBe('t_b ?? 0');
  });

  it('gives a call known to answer its answer', () => {
    const wrong = call(helper('isWrongType'), name('v0_a'));
    const known: Facts = { ...there, calls: new Map([[printExpr(wrong), literal(false)]]) };
    expect(printExpr(fold(or(wrong, long), known))).toBe('t_a.length > 3 && longerThan(t_a, 3)');
    expect(printExpr(fold(call(helper('isWrongType'), name('v0_b')), known))).toBe('isWrongType(v0_b)');
  });

  it('drops a test whose branches are alike, unless a branch reads what it assigns or it calls', () => {
    const q0 = name('q0');
    const test = binary('===', assign(q0, name('p0')), helper('FALSE'));
    expect(printExpr(fold(conditional(test, helper('FALSE'), helper('FALSE')), there))).toBe('FALSE');
    expect(printExpr(fold(conditional(test, q0, q0), there))).toBe('(q0 = p0) === FALSE ? q0 : q0');
    const asks = call(helper('eventIn'), name('e0'));
    expect(printExpr(fold(conditional(asks, helper('FALSE'), helper('FALSE')), there))).toBe(
      'eventIn(e0) ? FALSE : FALSE',
    );
  });
});

describe('assume', () => {
  it('keeps the branch an if statement settles, and drops an if with nothing left to do', () => {
    const report = when(name('x'), []);
    expect(assume([when(defined, [report], [when(long, [])])], there)).toEqual([]);
    expect(assume([when(defined, [when(name('x'), [{ kind: 'return' }])])], there)).toEqual([
      when(name('x'), [{ kind: 'return' }]),
    ]);
  });

  it('settles an if whose test assigns a constant, and its other branch knows the value', () => {
    const q1 = name('q1');
    const flagged = when(
      binary('===', assign(q1, helper('FALSE')), helper('TRUE')),
      [when(name('x'), [])],
      [when(binary('===', q1, helper('UNKNOWN')), [{ kind: 'return' }])],
    );
    expect(assume([flagged], there)).toEqual([]);
    const unknown = when(
      binary('===', assign(q1, helper('UNKNOWN')), helper('TRUE')),
      [],
      [when(binary('===', q1, helper('UNKNOWN')), [{ kind: 'return' }])],
    );
    expect(assume([unknown], there)).toEqual([{ kind: 'return' }]);
  });
});
