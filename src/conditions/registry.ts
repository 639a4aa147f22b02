/**
 * Every named condition of the vocabulary, by the name rows use: its row
 * builder, for the rule tables of `rules/` (which import this module and
 * nothing else of `src/`, with `all`, `any`, `not` and `freezeTable`), and
 * its definition (what it reads, its reference evaluation, its emitter, what
 * it is under a fact of the JSON Schema, its words, its samples). The map is
 * typed over the union of condition nodes: a condition without a
 * definition, or a definition without one of its members, does not compile.
 */
import { type AfterTodayNode, afterTodayCondition } from './afterToday.js';
import { type AgeBetweenNode, ageBetweenCondition } from './ageBetween.js';
import { type AnswersNode, answersCondition } from './answers.js';
import { type NonePresentNode, type NotObjectNode, nonePresentCondition, notObjectCondition } from './body.js';
import { type DecimalAmountNode, decimalAmountCondition } from './decimalAmount.js';
import type { ConditionDefinition } from './define.js';
import { type DigitsOnlyNode, digitsOnlyCondition } from './digitsOnly.js';
import { type EmailShapeNode, emailShapeCondition } from './emailShape.js';
import { type MoreEntriesThanNode, moreEntriesThanCondition } from './entries.js';
import { type EventIsNode, eventIsCondition } from './event.js';
import {
  type EventAllowsFewerNode,
  type EventDisallowsNode,
  eventAllowsFewerCondition,
  eventDisallowsCondition,
} from './eventCharities.js';
import { type EventSplitsDifferNode, eventSplitsDifferCondition } from './eventSplits.js';
import { type InListNode, inListCondition, type NotInListNode, notInListCondition } from './inList.js';
import { type LongerThanNode, longerThanCondition } from './longerThan.js';
import { type OneOfNode, oneOfCondition } from './oneOf.js';
import {
  type AbsentNode,
  absentCondition,
  type PresentNode,
  presentCondition,
  type WrongTypeNode,
  wrongTypeCondition,
} from './presence.js';
import { type RepeatsEarlierNode, repeatsEarlierCondition } from './repeatsEarlier.js';
import { type ShorterThanNode, shorterThanCondition } from './shorterThan.js';
import { type SomeNode, someCondition } from './some.js';
import { type SumToNode, wholeNumbersSumToCondition } from './sumTo.js';
import { type UkPostcodeNode, ukPostcodeCondition } from './ukPostcode.js';
import { type UnstorableTextNode, unstorableTextCondition } from './unstorableText.js';
import { type UrlSegmentNode, urlSegmentCondition } from './urlSegment.js';
import { type AboveNode, aboveCondition, type WholeNumberNode, wholeNumberCondition } from './wholeNumber.js';
import { type YmdDateNode, ymdDateCondition } from './ymdDate.js';

// The row builders, what rows are written with: plain data, named after the condition.
export { afterToday } from './afterToday.js';
export { ageBetween } from './ageBetween.js';
export { answers } from './answers.js';
export { nonePresent, notObject } from './body.js';
export { decimalAmount } from './decimalAmount.js';
export { digitsOnly } from './digitsOnly.js';
export { emailShape } from './emailShape.js';
export { hasEntries, moreEntriesThan } from './entries.js';
export { eventIs } from './event.js';
export { eventAllowsFewer, eventDisallows } from './eventCharities.js';
export { eventSplitsDiffer } from './eventSplits.js';
export { freezeTable } from './freeze.js';
export { inList, notInList } from './inList.js';
export { all, any, not } from './logic.js';
export { longerThan } from './longerThan.js';
export { oneOf } from './oneOf.js';
export { absent, present, wrongType } from './presence.js';
export { repeatsEarlier } from './repeatsEarlier.js';
export { shorterThan } from './shorterThan.js';
export { some } from './some.js';
export { wholeNumbersSumTo } from './sumTo.js';
export { ukPostcode } from './ukPostcode.js';
export { unstorableText } from './unstorableText.js';
export { urlSegment } from './urlSegment.js';
export { above, wholeNumber } from './wholeNumber.js';
export { ymdDate } from './ymdDate.js';

/** Every named condition a row may use. */
export type ConditionNode =
  | PresentNode
  | AbsentNode
  | WrongTypeNode
  | LongerThanNode
  | ShorterThanNode
  | OneOfNode
  | DigitsOnlyNode
  | UnstorableTextNode
  | EmailShapeNode
  | UrlSegmentNode
  | UkPostcodeNode
  | DecimalAmountNode
  | YmdDateNode
  | AfterTodayNode
  | AgeBetweenNode
  | WholeNumberNode
  | AboveNode
  | InListNode
  | NotInListNode
  | AnswersNode
  | MoreEntriesThanNode
  | SomeNode
  | SumToNode
  | RepeatsEarlierNode
  | NotObjectNode
  | NonePresentNode
  | EventIsNode
  | EventDisallowsNode
  | EventAllowsFewerNode
  | EventSplitsDifferNode;

/** The name of a named condition. */
export type ConditionName = ConditionNode['test'];

/** A definition for every named condition, each typed by its own node. */
export type Definitions = {
  readonly [Name in ConditionName]: ConditionDefinition<Extract<ConditionNode, { readonly test: Name }>>;
};

/**
 * Every condition's definition, by name.
 * @example definitions.oneOf.reads(oneOf('title', ['Mr'])) // ['title']
 */
export const definitions: Definitions = {
  present: presentCondition,
  absent: absentCondition,
  wrongType: wrongTypeCondition,
  longerThan: longerThanCondition,
  shorterThan: shorterThanCondition,
  oneOf: oneOfCondition,
  digitsOnly: digitsOnlyCondition,
  unstorableText: unstorableTextCondition,
  emailShape: emailShapeCondition,
  urlSegment: urlSegmentCondition,
  ukPostcode: ukPostcodeCondition,
  decimalAmount: decimalAmountCondition,
  ymdDate: ymdDateCondition,
  afterToday: afterTodayCondition,
  ageBetween: ageBetweenCondition,
  wholeNumber: wholeNumberCondition,
  above: aboveCondition,
  inList: inListCondition,
  notInList: notInListCondition,
  answers: answersCondition,
  moreEntriesThan: moreEntriesThanCondition,
  some: someCondition,
  wholeNumbersSumTo: wholeNumbersSumToCondition,
  repeatsEarlier: repeatsEarlierCondition,
  notObject: notObjectCondition,
  nonePresent: nonePresentCondition,
  eventIs: eventIsCondition,
  eventDisallows: eventDisallowsCondition,
  eventAllowsFewer: eventAllowsFewerCondition,
  eventSplitsDiffer: eventSplitsDifferCondition,
};

/**
 * The definition of a named condition; throws for a name outside the
 * vocabulary (a row built by hand may carry one).
 * @example definitionOf(oneOf('title', ['Mr'])).needs(oneOf('title', ['Mr'])) // ['title']
 */
export function definitionOf<N extends ConditionNode>(node: N): ConditionDefinition<N> {
  const test: string = node.test;
  if (!Object.hasOwn(definitions, test)) throw new TypeError(`unknown condition '${test}' in a rule table`);
  return definitions[node.test] as unknown as ConditionDefinition<N>;
}
