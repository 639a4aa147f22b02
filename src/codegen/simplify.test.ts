import { describe, expect, it } from 'vitest';
import { and, assign, binary, call, literal, type Name, name, not, or } from '../conditions/code.js';
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
});

describe('assume', () => {
  it('keeps the branch an if statement settles, and drops an if with nothing left to do', () => {
    const report = when(name('x'), []);
    expect(assume([when(defined, [report], [when(long, [])])], there)).toEqual([]);
    expect(assume([when(defined, [when(name('x'), [{ kind: 'return' }])])], there)).toEqual([
      when(name('x'), [{ kind: 'return' }]),
    ]);
  });
});
