import type { QuestionFact } from '../facts/types.js';
import { factAnswer1, factAnswer2 } from '../runtime/lookups.js';
import { call } from './code.js';
import { type ConditionDefinition, tri } from './define.js';
import type { FieldRef } from './refs.js';
import { withoutText } from './schema.js';

/** An `answers` row. */
export interface AnswersNode {
  readonly test: 'answers';
  readonly fact: QuestionFact;
  /** One field or two: the arguments of the fact function. */
  readonly fields: readonly [FieldRef] | readonly [FieldRef, FieldRef];
  readonly answer: boolean;
}

/**
 * The caller's fact function, asked with the texts of `fields`, gives
 * `answer`. Never holds when a field has no text; unknown when the option
 * was not given.
 * @example answers('accountExists', ['emailAddress', 'dateOfBirth'], true)
 */
export function answers(
  fact: QuestionFact,
  fields: readonly [FieldRef] | readonly [FieldRef, FieldRef],
  answer: boolean,
): AnswersNode {
  return { test: 'answers', fact, fields, answer };
}

/** How `answers` rows are evaluated and written: the fact asked with one argument or two. */
export const answersCondition: ConditionDefinition<AnswersNode> = {
  asks: true,
  reads: (node) => node.fields,
  needs: (node) => node.fields,
  evaluate(node, compiler) {
    const [first, second] = node.fields.map((field) => compiler.text(field));
    const { fact, answer } = node;
    if (first === undefined) throw new TypeError('an answers row needs one field or two');
    if (second === undefined) return (run) => factAnswer1(run, run.facts, fact, answer, first(run));
    return (run) => factAnswer2(run, run.facts, fact, answer, first(run), second(run));
  },
  emit(node, emitter) {
    const args = node.fields.map((field) => emitter.text(field));
    const ask = emitter.helper(args.length === 1 ? 'factAnswer1' : 'factAnswer2');
    return tri(call(ask, emitter.findings(), emitter.facts(), node.fact, node.answer, ...args), [node.fact]);
  },
  underFact: (node, fact) => withoutText(fact, node.fields),
  describe: (node, words) =>
    `option ${words.code(node.fact)}(${node.fields.join(', ')}) says ${node.answer ? 'yes' : 'no'}`,
  // Asked with one field or two, each answer wanted.
  samples: (scope) =>
    scope.questions.flatMap((question) =>
      scope.fields.flatMap((field, index) => [
        answers(question, [field], index % 2 === 0),
        answers(question, [field, scope.fields[(index + 1) % scope.fields.length] ?? field], index % 2 === 1),
      ]),
    ),
};
