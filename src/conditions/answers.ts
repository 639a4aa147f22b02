import { FALSE, TRUE } from '../engine/tri.js';
import type { FieldRef } from '../engine/types.js';
import type { QuestionFact } from '../facts/types.js';
import { onlyText, type ConditionKind } from './define.js';

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

/** How `answers` rows compile and what they need of a field: `conditionKinds` finds it by name. */
export const answersKind: ConditionKind<AnswersNode> = {
  test: 'answers',
  compile(node, compiler) {
    const reads = node.fields.map((field) => compiler.text(field));
    const { fact, answer } = node;
    return (run) => {
      const args: string[] = [];
      for (const read of reads) {
        const text = read(run);
        if (text === undefined) return FALSE;
        args.push(text);
      }
      const said = run.facts.ask(fact, args);
      if (said === undefined) return run.unknown(fact);
      return said === answer ? TRUE : FALSE;
    };
  },
  guard: (node) => (node.fields[0] === undefined ? undefined : onlyText(node.fields[0])),
};
