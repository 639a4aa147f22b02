/**
 * How each named condition is written as source in a generated validator.
 * Each emitter produces the expression that the condition's closure in
 * `src/conditions/` evaluates, calling the same helpers; the differential
 * test proves the generated validators equal to the interpreter.
 */
import type { AfterTodayNode } from '../conditions/afterToday.js';
import type { AgeBetweenNode } from '../conditions/ageBetween.js';
import type { AnswersNode } from '../conditions/answers.js';
import type { NonePresentNode, NotObjectNode } from '../conditions/body.js';
import type { DecimalAmountNode } from '../conditions/decimalAmount.js';
import type { DigitsOnlyNode } from '../conditions/digitsOnly.js';
import type { EmailShapeNode } from '../conditions/emailShape.js';
import type { EntriesNode } from '../conditions/entries.js';
import type { EventIsNode } from '../conditions/event.js';
import type { EventAllowsFewerNode, EventDisallowsNode } from '../conditions/eventCharities.js';
import type { EventSplitsDifferNode } from '../conditions/eventSplits.js';
import type { ListNode } from '../conditions/inList.js';
import type { LongerThanNode } from '../conditions/longerThan.js';
import type { OneOfNode } from '../conditions/oneOf.js';
import type { PresenceNode } from '../conditions/presence.js';
import type { RepeatsEarlierNode } from '../conditions/repeatsEarlier.js';
import type { ShorterThanNode } from '../conditions/shorterThan.js';
import type { SomeNode } from '../conditions/some.js';
import type { SumToNode } from '../conditions/sumTo.js';
import type { UkPostcodeNode } from '../conditions/ukPostcode.js';
import type { UrlSegmentNode } from '../conditions/urlSegment.js';
import type { WholeNumberNode } from '../conditions/wholeNumber.js';
import type { YmdDateNode } from '../conditions/ymdDate.js';
import type { Condition, NamedCondition } from '../engine/types.js';
import { TEXT, WRONG_TYPE } from '../engine/values.js';
import { bool, type Emitted, type Emitter, type Helper, tri } from './emitter.js';

/** Writes one kind of named condition as source. */
export type ConditionEmitter<N extends NamedCondition = NamedCondition> = (node: N, emitter: Emitter) => Emitted;

const literal = (value: unknown): string => JSON.stringify(value);

/** A condition that holds when the field has text matching a pattern of `src/engine/patterns.ts`. */
const matches =
  (pattern: Helper): ConditionEmitter<DigitsOnlyNode | UrlSegmentNode | UkPostcodeNode | DecimalAmountNode> =>
  (node, emitter) =>
    bool(emitter.withText(node.field, (text) => `${emitter.helper(pattern)}.test(${text})`));

const emitters: { readonly [test: string]: ConditionEmitter<never> } = {
  present: ((node, emitter) =>
    bool(`${emitter.kind(node.field)} === ${TEXT}`)) satisfies ConditionEmitter<PresenceNode>,
  absent: ((node, emitter) => bool(`${emitter.kind(node.field)} !== ${TEXT}`)) satisfies ConditionEmitter<PresenceNode>,
  wrongType: ((node, emitter) =>
    bool(`${emitter.kind(node.field)} === ${WRONG_TYPE}`)) satisfies ConditionEmitter<PresenceNode>,

  longerThan: ((node, emitter) =>
    bool(
      emitter.withText(node.field, (text) => `${emitter.helper('longerThan')}(${text}, ${node.max})`),
    )) satisfies ConditionEmitter<LongerThanNode>,

  shorterThan: ((node, emitter) =>
    bool(
      emitter.withText(node.field, (text) => `!${emitter.helper('longerThan')}(${text}, ${node.min - 1})`),
    )) satisfies ConditionEmitter<ShorterThanNode>,

  oneOf: ((node, emitter) =>
    bool(
      node.values.length === 0
        ? 'false'
        : emitter.withText(
            node.field,
            (text) => `(${node.values.map((value) => `${text} === ${literal(value)}`).join(' || ')})`,
          ),
    )) satisfies ConditionEmitter<OneOfNode>,

  digitsOnly: matches('DIGITS'),
  urlSegment: matches('URL_SEGMENT'),
  ukPostcode: matches('UK_POSTCODE'),
  decimalAmount: matches('DECIMAL_19_2'),

  emailShape: ((node, emitter) =>
    bool(
      emitter.withText(node.field, (text) => `${emitter.helper('hasAtAndTwoDots')}(${text})`),
    )) satisfies ConditionEmitter<EmailShapeNode>,

  ymdDate: ((node, emitter) =>
    bool(`${emitter.date(node.field)} !== undefined`)) satisfies ConditionEmitter<YmdDateNode>,

  afterToday: ((node, emitter) =>
    bool(
      emitter.withDate(node.field, (date) => `${date} > ${emitter.facts()}.today`),
    )) satisfies ConditionEmitter<AfterTodayNode>,

  wholeNumber: ((node, emitter) =>
    bool(
      `${emitter.helper('wholeNumber')}(${emitter.value(node.field)}) !== undefined`,
    )) satisfies ConditionEmitter<WholeNumberNode>,
  // Whole numbers are never negative, and nothing is above the largest: -Infinity fails every test.
  above: ((node, emitter) =>
    bool(
      `(${emitter.helper('wholeNumber')}(${emitter.value(node.field)}) ?? -Infinity) > ${node.min ?? 0}`,
    )) satisfies ConditionEmitter<WholeNumberNode>,

  ageBetween: ((node, emitter) =>
    bool(
      emitter.withDate(
        node.field,
        (birth) => `${emitter.helper('ageBetween')}(${birth}, ${emitter.facts()}.today, ${node.min}, ${node.max})`,
      ),
    )) satisfies ConditionEmitter<AgeBetweenNode>,

  inList: ((node, emitter) => tri(membership(node, emitter, true))) satisfies ConditionEmitter<ListNode>,
  notInList: ((node, emitter) => tri(membership(node, emitter, false))) satisfies ConditionEmitter<ListNode>,

  answers: ((node, emitter) => {
    const args = `[${node.fields.map((field) => emitter.text(field)).join(', ')}]`;
    return tri(
      `${emitter.helper('factAnswer')}(${emitter.unknowns()}, ${emitter.facts()}, ${literal(node.fact)}, ${args}, ${node.answer})`,
    );
  }) satisfies ConditionEmitter<AnswersNode>,

  moreEntriesThan: ((node, emitter) =>
    bool(`${emitter.count(node.list)} > ${node.max}`)) satisfies ConditionEmitter<EntriesNode>,

  some: ((node, emitter) => {
    const found = emitter.temp('b');
    emitter.loop(
      node.list,
      [`${found} = false;`],
      () => [`if (${twoValued(node.where, emitter)}) ${found} = true;`],
      `!${found}`,
    );
    return bool(found);
  }) satisfies ConditionEmitter<SomeNode>,

  wholeNumbersSumTo: ((node, emitter) => {
    const sum = emitter.temp('n');
    emitter.loop(node.list, [`${sum} = 0;`], () => [
      `${sum} += ${emitter.helper('wholeNumber')}(${emitter.value(node.field)}) ?? 0;`,
    ]);
    return bool(`${sum} === ${node.total}`);
  }) satisfies ConditionEmitter<SumToNode>,

  repeatsEarlier: ((node, emitter) => {
    const [repeated, seen, text] = [emitter.temp('r'), emitter.temp('u'), emitter.temp('s')];
    emitter.loop(node.list, [`${repeated} = new Set();`, `${seen} = new Set();`], (index) => [
      `${text} = ${emitter.text(node.field)};`,
      `if (${text} !== undefined) {`,
      `  if (${seen}.has(${text})) ${repeated}.add(${index});`,
      `  else ${seen}.add(${text});`,
      '}',
    ]);
    return bool(`${repeated}.has(${emitter.entry(node.list)})`);
  }) satisfies ConditionEmitter<RepeatsEarlierNode>,

  eventIs: ((node, emitter) =>
    tri(
      `${emitter.helper('eventIn')}(${emitter.unknowns()}, ${emitter.facts()}, ${emitter.text(node.field)}, ${literal(node.state)})`,
    )) satisfies ConditionEmitter<EventIsNode>,

  eventDisallows: ((node, emitter) =>
    tri(
      `${emitter.helper('charityDisallowed')}(${emitter.unknowns()}, ${emitter.facts()}, ${emitter.text(node.event)}, ${emitter.text(node.field)})`,
    )) satisfies ConditionEmitter<EventDisallowsNode>,

  eventAllowsFewer: ((node, emitter) =>
    tri(
      `${emitter.helper('moreCharitiesThanAllowed')}(${emitter.unknowns()}, ${emitter.facts()}, ${emitter.text(node.event)}, ${emitter.count(node.list)})`,
    )) satisfies ConditionEmitter<EventAllowsFewerNode>,

  // The splits are read ahead, which asks no fact; the event is asked for where the interpreter asks.
  eventSplitsDiffer: ((node, emitter) => {
    const [charities, percents] = [emitter.temp('a'), emitter.temp('v')];
    emitter.loop(node.list, [`${charities} = [];`, `${percents} = [];`], () => [
      `${charities}.push(${emitter.text(node.charity)});`,
      `${percents}.push(${emitter.value(node.percent)});`,
    ]);
    const splits = `{ charities: ${charities}, percents: ${percents} }`;
    return tri(
      `${emitter.helper('fixedSplitsDiffer')}(${emitter.unknowns()}, ${emitter.facts()}, ${emitter.text(node.event)}, ${splits})`,
    );
  }) satisfies ConditionEmitter<EventSplitsDifferNode>,

  notObject: ((node, emitter) =>
    bool(`!${emitter.helper('isRecord')}(${emitter.value(node.field)})`)) satisfies ConditionEmitter<NotObjectNode>,

  nonePresent: ((node, emitter) => {
    const none = node.fields.map((field) =>
      field.endsWith('[]') ? `${emitter.count(field.slice(0, -2))} === 0` : `${emitter.kind(field)} !== ${TEXT}`,
    );
    return bool(`(${[`${emitter.helper('isRecord')}(${emitter.value('')})`, ...none].join(' && ')})`);
  }) satisfies ConditionEmitter<NonePresentNode>,
};

/** The source of a condition that is never unknown (a whole-list loop computes it ahead). */
function twoValued(node: Condition, emitter: Emitter): string {
  const emitted = emitter.condition(node);
  if (emitted.tri)
    throw new Error('generate: a whole-list condition over a condition that may be unknown cannot be written');
  return emitted.code;
}

function membership(node: ListNode, emitter: Emitter, wanted: boolean): string {
  const text = emitter.text(node.field);
  return `${emitter.helper('listMembership')}(${emitter.unknowns()}, ${emitter.list(node.list)}, ${literal(node.list)}, ${text}, ${wanted})`;
}

/**
 * The emitter of a named condition, or `undefined` for a name outside the
 * vocabulary (a test checks that every condition of `src/conditions/` has one).
 * @example conditionEmitter('oneOf')
 */
export function conditionEmitter(test: string): ConditionEmitter | undefined {
  return Object.hasOwn(emitters, test) ? (emitters[test] as ConditionEmitter) : undefined;
}
