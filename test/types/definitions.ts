/**
 * Checked by `npm run typecheck`, never run: the condition registry is typed
 * over the union of condition nodes, so a condition left without a
 * definition, or a definition left without its emitter, its reference
 * evaluation, what it is under a fact of the JSON Schema, its words or its
 * samples for the generator's random tables, does not compile. Each `@ts-expect-error` fails the typecheck
 * if the line below it ever compiles.
 */
import type { ConditionDefinition } from '../../src/conditions/define.js';
import type { OneOfNode } from '../../src/conditions/oneOf.js';
import { type Definitions, definitions } from '../../src/conditions/registry.js';

const { oneOf, ...withoutOneOf } = definitions;

// @ts-expect-error a condition without a definition does not compile
export const incomplete: Definitions = withoutOneOf;

const { emit, evaluate, underFact, describe, samples, ...rest } = oneOf;

// @ts-expect-error a definition without an emitter does not compile
export const withoutEmitter: ConditionDefinition<OneOfNode> = { ...rest, evaluate, underFact, describe, samples };

// @ts-expect-error a definition without its reference evaluation does not compile
export const withoutEvaluation: ConditionDefinition<OneOfNode> = { ...rest, emit, underFact, describe, samples };

// @ts-expect-error a definition that does not say what it is under a fact of the JSON Schema does not compile
export const withoutSchema: ConditionDefinition<OneOfNode> = { ...rest, emit, evaluate, describe, samples };

// @ts-expect-error a definition without its words does not compile
export const withoutWords: ConditionDefinition<OneOfNode> = { ...rest, emit, evaluate, underFact, samples };

// @ts-expect-error a definition without samples for the generator's random tables does not compile
export const withoutSamples: ConditionDefinition<OneOfNode> = { ...rest, emit, evaluate, underFact, describe };

/** A definition with all of them compiles. */
export const whole: ConditionDefinition<OneOfNode> = { ...rest, emit, evaluate, underFact, describe, samples };

// @ts-expect-error a definition for another condition's node does not take its place
export const mismatched: Definitions = { ...definitions, oneOf: definitions.longerThan };

/** The complete registry compiles. */
export const complete: Definitions = { ...withoutOneOf, oneOf };
