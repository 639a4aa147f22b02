/**
 * Checked by `npm run typecheck`, never run: the table of options is typed
 * over the keys of `ValidationOptions`, so an option in one but not the
 * other does not compile. Each `@ts-expect-error` fails the typecheck if the
 * line below it ever compiles.
 */
import { OPTIONS, type OptionTable } from '../../src/facts/options.js';

const { strict, ...withoutStrict } = OPTIONS;

// @ts-expect-error an option of ValidationOptions without its entry does not compile
export const incomplete: OptionTable = withoutStrict;

// @ts-expect-error an entry for no option of ValidationOptions does not compile
export const unknown: OptionTable = { ...OPTIONS, locale: strict };

const textOnly = { check: strict.check, resolve: (value: string) => value };
// @ts-expect-error an entry whose resolve takes another type than its option's does not compile
export const mistyped: OptionTable = { ...OPTIONS, maxIssues: textOnly };

/** The complete table compiles. */
export const complete: OptionTable = { ...withoutStrict, strict };
