import { FALSE, TRUE, type Tri, type Unknowns } from '../engine/tri.js';
import type { FieldRef } from '../engine/types.js';
import type { ListFact, Membership } from '../facts/types.js';
import type { ConditionKind } from './define.js';

/** An `inList` or `notInList` row. */
export interface ListNode {
  readonly test: 'inList' | 'notInList';
  readonly field: FieldRef;
  readonly list: ListFact;
}

/**
 * The field's text is in the lookup list the option `list` gives; unknown
 * (so the rule is unchecked) when the option was not given.
 * @example inList('countryCode', 'ukCountryCodes')
 */
export function inList(field: FieldRef, list: ListFact): ListNode {
  return { test: 'inList', field, list };
}

/**
 * The field has text that is not in the lookup list `list`; unknown when the
 * option was not given.
 * @example notInList('countryCode', 'countries')
 */
export function notInList(field: FieldRef, list: ListFact): ListNode {
  return { test: 'notInList', field, list };
}

/**
 * Whether `text` is (`wanted` true) or is not among `members`, the lookup
 * list the option `name` gave: never when there is no text; unknown when
 * the option was not given.
 * @example listMembership(run, run.facts.list('countries'), 'countries', 'GB', false) // FALSE when GB is a country
 */
export function listMembership(
  unknowns: Unknowns,
  members: Membership | undefined,
  name: ListFact,
  text: string | undefined,
  wanted: boolean,
): Tri {
  if (text === undefined) return FALSE;
  if (members === undefined) return unknowns.unknown(name);
  return members.has(text) === wanted ? TRUE : FALSE;
}

function listKind(test: ListNode['test'], wanted: boolean): ConditionKind<ListNode> {
  return {
    test,
    compile(node, compiler) {
      const read = compiler.text(node.field);
      const name = node.list;
      return (run) => listMembership(run, run.facts.list(name), name, read(run), wanted);
    },
  };
}

/** How `inList` rows compile: `conditionKinds` finds it by name. */
export const inListKind = /* @__PURE__ */ listKind('inList', true);
/** How `notInList` rows compile: `conditionKinds` finds it by name. */
export const notInListKind = /* @__PURE__ */ listKind('notInList', false);
