import { FALSE, TRUE, truth } from '../runtime/tri.js';
import { entryCount, isRecord, KIND_TEXT } from '../runtime/values.js';
import { and, binary, not } from './code.js';
import { bool, type ConditionDefinition, type FieldNode } from './define.js';
import type { FieldRef } from './refs.js';
import { aboutEntries, OPEN, settled } from './schema.js';

/** A `notObject` row. */
export type NotObjectNode = FieldNode<'notObject'>;

/**
 * The body (or the entry `field`) is not an object: null, an array, a string,
 * a number, a boolean, or nothing at all.
 * @example notObject() // the body
 * @example notObject('charitySplits[]') // the split being checked
 */
export function notObject(field: FieldRef = ''): NotObjectNode {
  return { test: 'notObject', field };
}

/** How `notObject` rows are evaluated and written. */
export const notObjectCondition: ConditionDefinition<NotObjectNode> = {
  reads: (node) => [node.field],
  needs: () => [],
  evaluate(node, compiler) {
    const read = compiler.field(node.field);
    return (run) => truth(!isRecord(read(run)));
  },
  emit: (node, emitter) => bool(not(emitter.record(node.field))),
  underFact: (node, fact) => (node.field !== fact.ref || aboutEntries(fact) ? OPEN : settled(fact.kind !== 'object')),
  describe: (node, words) =>
    node.field === '' ? 'the body is not an object' : `${words.code(node.field)} is not an object`,
  // The body, and the entry a rule checks.
  samples: (scope) => [notObject(), ...(scope.perEntry ? [notObject(`${scope.list}[]`)] : [])],
};

/** A `nonePresent` row. */
export interface NonePresentNode {
  readonly test: 'nonePresent';
  readonly fields: readonly FieldRef[];
}

/**
 * The body is an object and none of `fields` is present; a name ending in
 * `[]` is a repeating field, present when it has an entry.
 * @example nonePresent(['title', 'fundraiserCustomCode[]'])
 */
export function nonePresent(fields: readonly FieldRef[]): NonePresentNode {
  return { test: 'nonePresent', fields };
}

const isList = (field: FieldRef): boolean => field.endsWith('[]');
const listName = (field: FieldRef): FieldRef => field.slice(0, -2);

/** How `nonePresent` rows are evaluated and written. */
export const nonePresentCondition: ConditionDefinition<NonePresentNode> = {
  reads: (node) => node.fields.map((field) => (isList(field) ? listName(field) : field)),
  needs: () => [],
  evaluate(node, compiler) {
    const lists = node.fields.filter(isList).map((field) => compiler.field(listName(field)));
    const singles = node.fields.filter((field) => !isList(field)).map((field) => compiler.kind(field));
    return (run) => {
      if (!isRecord(run.input)) return FALSE;
      for (const kind of singles) if (kind(run) === KIND_TEXT) return FALSE;
      for (const read of lists) if (entryCount(read(run)) > 0) return FALSE;
      return TRUE;
    };
  },
  emit(node, emitter) {
    const none = node.fields.map((field) =>
      isList(field) ? binary('===', emitter.count(listName(field)), 0) : emitter.present(field, false),
    );
    return bool(and(emitter.record(''), ...none));
  },
  underFact: () => OPEN,
  describe: (node) => `none of the ${node.fields.length} fields is present`,
  samples: (scope) => [nonePresent([...scope.top.slice(0, 2), `${scope.list}[]`])],
};
