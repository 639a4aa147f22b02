import { FALSE, TRUE, type Tri, type Unknowns } from '../engine/tri.js';
import type { FieldRef } from '../engine/types.js';
import type { Facts, QuestionFact } from '../facts/types.js';
import type { ConditionKind } from './define.js';

/** An `answers` row. */
export interface AnswersNode {
  readonly test: 'answers';
  readonly fact: QuestionFact;
  readonly fields: readonly FieldRef[];
  readonly answer: boolean;
}

/**
 * The caller's fact function, asked with the texts of `fields`, gives
 * `answer`. Never holds when a field has no text; unknown when the option
 * was not given.
 * @example answers('accountExists', ['emailAddress', 'dateOfBirth'], true)
 */
export function answers(fact: QuestionFact, fields: readonly FieldRef[], answer: boolean): AnswersNode {
  return { test: 'answers', fact, fields, answer };
}

/**
 * Whether the fact function `fact`, asked with `args` (the fields' texts),
 * gives `answer`: never when a field has no text; unknown when the option
 * was not given (or, in an async pass, not answered yet).
 * @example factAnswer(run, run.facts, 'personalUrlTaken', ['ada'], true)
 */
export function factAnswer(
  unknowns: Unknowns,
  facts: Facts,
  fact: QuestionFact,
  args: readonly (string | undefined)[],
  answer: boolean,
): Tri {
  for (const arg of args) if (arg === undefined) return FALSE;
  const said = facts.ask(fact, args as readonly string[]);
  if (said === undefined) return unknowns.unknown(fact);
  return said === answer ? TRUE : FALSE;
}

/** How `answers` rows compile: `conditionKinds` finds it by name. */
export const answersKind: ConditionKind<AnswersNode> = {
  test: 'answers',
  compile(node, compiler) {
    const reads = node.fields.map((field) => compiler.text(field));
    const { fact, answer } = node;
    return (run) =>
      factAnswer(
        run,
        run.facts,
        fact,
        reads.map((read) => read(run)),
        answer,
      );
  },
};
