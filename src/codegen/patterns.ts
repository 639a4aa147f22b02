/**
 * The regular expressions of the code generator, kept out of the published
 * runtime (src/runtime/patterns.ts holds the package's) and, like those,
 * in one place so that test/redos.test.ts can prove each one free of
 * catastrophic backtracking. Both are anchored or bounded by character
 * classes, with no nested quantifiers.
 */

/** A JavaScript identifier of ASCII characters: a field name that may be written `body.name`. */
export const JS_IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

/** Runs of characters a JavaScript identifier cannot hold (replaced in the constants named after rule ids). */
export const NOT_IDENTIFIER = /[^A-Za-z0-9_$]+/g;
