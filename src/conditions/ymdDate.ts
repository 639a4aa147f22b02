import { truth } from '../runtime/tri.js';
import { binary, literal } from './code.js';
import { bool, type ConditionDefinition, type FieldNode } from './define.js';
import type { FieldRef } from './refs.js';
import { withoutText } from './schema.js';

/** A `ymdDate` row. */
export type YmdDateNode = FieldNode<'ymdDate'>;

/**
 * The field is a real calendar date written YYYYMMDD (an 8-digit number too).
 * @example ymdDate('dateOfBirth')
 */
export function ymdDate(field: FieldRef): YmdDateNode {
  return { test: 'ymdDate', field };
}

/** How `ymdDate` rows are evaluated and written. */
export const ymdDateCondition: ConditionDefinition<YmdDateNode> = {
  reads: (node) => [node.field],
  needs: (node) => [node.field],
  evaluate(node, compiler) {
    const read = compiler.text(node.field);
    return (run) => {
      const text = read(run);
      return truth(text !== undefined && run.ymd(text) !== undefined);
    };
  },
  emit: (node, emitter) => bool(binary('!==', emitter.date(node.field), literal(undefined))),
  underFact: (node, fact) => withoutText(fact, [node.field]),
  describe: (node, words) => `${words.code(node.field)} is a real date written YYYYMMDD`,
  samples: (scope) => scope.fields.map(ymdDate),
};
