/**
 * A code generator that writes nothing: it answers every question of a
 * condition's emitter with a placeholder, so that a development tool can
 * learn what a condition's code is (two- or three-valued) and which fields
 * it reads as whole numbers, without writing a validator.
 */

import { type Expr, literal } from './code.js';
import type { Emitter } from './define.js';
import type { Condition } from './logic.js';
import type { FieldRef } from './refs.js';
import { definitionOf } from './registry.js';

/** The placeholder every question of the probe is answered with. */
const PLACEHOLDER: Expr = literal(null);

/**
 * Emits every named condition of `node` with `emitter`, the conditions
 * nested in all, any and not too.
 * @example probeCondition(rule.when, probeEmitter((ref) => numbers.add(ref)))
 */
export function probeCondition(node: Condition, emitter: Emitter): void {
  if ('all' in node) for (const part of node.all) probeCondition(part, emitter);
  else if ('any' in node) for (const part of node.any) probeCondition(part, emitter);
  else if ('not' in node) probeCondition(node.not, emitter);
  else definitionOf(node).emit(node as never, emitter);
}

/**
 * An emitter of placeholders. Whole-list values are gone through (the
 * condition of their entries too), and `onNumber` hears of every field read
 * as a whole number.
 * @example definitionOf(node).emit(node, probeEmitter()).tri // whether the condition can be unknown
 */
export function probeEmitter(onNumber: (ref: FieldRef) => void = () => undefined): Emitter {
  const probe: Emitter = {
    value: () => PLACEHOLDER,
    record: () => PLACEHOLDER,
    text: () => PLACEHOLDER,
    present: () => PLACEHOLDER,
    topAbsent: () => undefined,
    withText: (_ref, use) => use(PLACEHOLDER),
    date: () => PLACEHOLDER,
    withDate: (_ref, use) => use(PLACEHOLDER),
    number: (ref) => {
      onNumber(ref);
      return PLACEHOLDER;
    },
    count: () => PLACEHOLDER,
    entry: () => PLACEHOLDER,
    whole: (_list, value) => {
      if (value.when !== undefined) probeCondition(value.when, probe);
      value.update(PLACEHOLDER);
      return PLACEHOLDER;
    },
    helper: () => PLACEHOLDER,
    list: () => PLACEHOLDER,
    event: () => PLACEHOLDER,
    keptEvent: () => undefined,
    passSlots: () => PLACEHOLDER,
    repeated: (_list, _field, otherwise) => otherwise,
    facts: () => PLACEHOLDER,
    findings: () => PLACEHOLDER,
    wellFormed: () => PLACEHOLDER,
  };
  return probe;
}
