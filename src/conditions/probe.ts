/**
 * A code generator that writes nothing: it answers every question of a
 * condition's emitter with a placeholder, so that a development tool can
 * learn what a condition's source is (two- or three-valued) and which
 * fields it reads as whole numbers, without writing a validator.
 */

import type { Condition, FieldRef } from '../tables/types.js';
import type { Emitted, Emitter } from './define.js';
import { definitionOf } from './registry.js';

/**
 * An emitter of placeholders. Nested conditions and whole-list values are
 * gone through (their source is a two-valued placeholder), and `onNumber`
 * hears of every field read as a whole number.
 * @example definitionOf(node).emit(node, probeEmitter()).tri // whether the condition can be unknown
 */
export function probeEmitter(onNumber: (ref: FieldRef) => void = () => undefined): Emitter {
  const probe: Emitter = {
    condition: (node: Condition): Emitted => {
      if ('all' in node) for (const part of node.all) probe.condition(part);
      else if ('any' in node) for (const part of node.any) probe.condition(part);
      else if ('not' in node) probe.condition(node.not);
      else definitionOf(node).emit(node as never, probe);
      return { code: 'c', tri: false };
    },
    value: () => 'v',
    record: () => 'o',
    text: () => 't',
    present: () => 'p',
    topAbsent: () => undefined,
    withText: (_ref, use) => use('t'),
    date: () => 'd',
    withDate: (_ref, use) => use('d'),
    number: (ref) => {
      onNumber(ref);
      return 'n';
    },
    count: () => 'c',
    entry: () => 'i',
    whole: (_list, value) => {
      value.each('w');
      return 'w';
    },
    temp: (prefix) => `${prefix}0`,
    helper: (name) => name,
    list: () => 'l',
    event: () => 'e',
    keptEvent: () => undefined,
    passSlots: () => 's',
    repeated: () => undefined,
    facts: () => 'f',
    findings: () => 'r',
  };
  return probe;
}
