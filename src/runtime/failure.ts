/**
 * An error thrown while the options answered a question (a caller's fact
 * function, a malformed EventInfo, a message function). The validators
 * unwrap it and let the original error through: it is the caller's failure,
 * not the payload's.
 * @example throw new FactFailure(error);
 */
export class FactFailure extends Error {
  constructor(override readonly cause: unknown) {
    super('a fact of the options failed', { cause });
  }
}

/**
 * What a fact gives that has no answer: its option was not given, or, in an
 * async pass, has not answered yet.
 */
export const NO_ANSWER: unique symbol = Symbol('no answer');
