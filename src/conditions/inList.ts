import type { ListFact } from '../facts/types.js';
import { listMembership } from '../runtime/lookups.js';
import { call, type Expr } from './code.js';
import { type ConditionDefinition, tri } from './define.js';
import type { FieldRef } from './refs.js';
import { withoutText } from './schema.js';
import { writtenMembership } from './written.js';

/** An `inList` row. */
export interface InListNode {
  readonly test: 'inList';
  readonly field: FieldRef;
  readonly list: ListFact;
}

/** A `notInList` row. */
export interface NotInListNode {
  readonly test: 'notInList';
  readonly field: FieldRef;
  readonly list: ListFact;
}

/**
 * The field's text is in the lookup list the option `list` gives; unknown
 * (so the rule is unchecked) when the option was not given.
 * @example inList('countryCode', 'ukCountryCodes')
 */
export function inList(field: FieldRef, list: ListFact): InListNode {
  return { test: 'inList', field, list };
}

/**
 * The field has text that is not in the lookup list `list`; unknown when the
 * option was not given.
 * @example notInList('countryCode', 'countries')
 */
export function notInList(field: FieldRef, list: ListFact): NotInListNode {
  return { test: 'notInList', field, list };
}

/** The definition of list membership, wanted (`inList`) or not, whose rows `build` makes. */
function membership<N extends InListNode | NotInListNode>(
  wanted: boolean,
  build: (field: FieldRef, list: ListFact) => N,
): ConditionDefinition<N> {
  return {
    reads: (node) => [node.field],
    needs: (node) => [node.field],
    evaluate(node, compiler) {
      const read = compiler.text(node.field);
      const name = node.list;
      return (run) => listMembership(run, run.facts.lists[name], name, read(run), wanted);
    },
    emit: (node, emitter) => {
      const list = emitter.list(node.list);
      const [holds, fails] = wanted ? (['TRUE', 'FALSE'] as const) : (['FALSE', 'TRUE'] as const);
      // Without text, FALSE (as listMembership answers).
      const lookUp = (text: Expr) =>
        writtenMembership({
          list,
          text,
          inside: emitter.helper(holds),
          outside: emitter.helper(fails),
          fallback: call(emitter.helper('listMembership'), emitter.findings(), list, node.list, text, wanted),
        });
      return tri(emitter.withText(node.field, lookUp, emitter.helper('FALSE')), [node.list]);
    },
    underFact: (node, fact) => withoutText(fact, [node.field]),
    describe: (node, words) => `${words.code(node.field)} is ${wanted ? '' : 'not '}in option ${words.code(node.list)}`,
    samples: (scope) => scope.fields.flatMap((field) => scope.lists.map((list) => build(field, list))),
  };
}

/** How `inList` rows are evaluated and written. */
export const inListCondition: ConditionDefinition<InListNode> = /* @__PURE__ */ membership(true, inList);
/** How `notInList` rows are evaluated and written. */
export const notInListCondition: ConditionDefinition<NotInListNode> = /* @__PURE__ */ membership(false, notInList);
