/**
 * Checked by `npm run typecheck`, never run: the condition registry is typed
 * over the union of condition nodes, so a condition left without a
 * definition, or a definition left without its emitter or its reference
 * evaluation, does not compile. Each `@ts-expect-error` fails the typecheck
 * if the line below it ever compiles.
 */
import type { ConditionDefinition } from '../../src/conditions/define.js';
import type { OneOfNode } from '../../src/conditions/oneOf.js';
import { type Definitions, definitions } from '../../src/conditions/registry.js';

const { oneOf, ...withoutOneOf } = definitions;

// @ts-expect-error a condition without a definition does not compile
export const incomplete: Definitions = withoutOneOf;

// @ts-expect-error a definition without an emitter does not compile
export const withoutEmitter: ConditionDefinition<OneOfNode> = {
  reads: oneOf.reads,
  needs: oneOf.needs,
  evaluate: oneOf.evaluate,
};

// @ts-expect-error a definition without its reference evaluation does not compile
export const withoutEvaluation: ConditionDefinition<OneOfNode> = {
  reads: oneOf.reads,
  needs: oneOf.needs,
  emit: oneOf.emit,
};

// @ts-expect-error a definition for another condition's node does not take its place
export const mismatched: Definitions = { ...definitions, oneOf: definitions.longerThan };

/** The complete registry compiles. */
export const complete: Definitions = { ...withoutOneOf, oneOf };
