import { truth } from '../runtime/tri.js';
import { binary, member } from './code.js';
import { bool, type ConditionDefinition, type FieldNode } from './define.js';
import type { FieldRef } from './refs.js';
import { withoutText } from './schema.js';

/** An `afterToday` row. */
export type AfterTodayNode = FieldNode<'afterToday'>;

/**
 * The field is a valid YYYYMMDD date after the `today` fact. Never holds for
 * an absent or invalid date: that is the date format rule's business.
 * @example afterToday('fundraisingDate')
 */
export function afterToday(field: FieldRef): AfterTodayNode {
  return { test: 'afterToday', field };
}

/** How `afterToday` rows are evaluated and written. */
export const afterTodayCondition: ConditionDefinition<AfterTodayNode> = {
  reads: (node) => [node.field],
  needs: (node) => [node.field],
  evaluate(node, compiler) {
    const read = compiler.text(node.field);
    return (run) => {
      const text = read(run);
      const date = text === undefined ? undefined : run.ymd(text);
      return truth(date !== undefined && date > run.facts.today);
    };
  },
  emit: (node, emitter) =>
    bool(emitter.withDate(node.field, (date) => binary('>', date, member(emitter.facts(), 'today')))),
  underFact: (node, fact) => withoutText(fact, [node.field]),
  describe: (node, words) => `${words.code(node.field)} is after today`,
  samples: (scope) => scope.fields.map(afterToday),
};
