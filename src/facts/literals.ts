/**
 * Types that check what a caller writes as literals in the options: a
 * message key, a message's `{name}` placeholders, a field name. Each takes
 * the type the compiler inferred for what was written (a literal, or plain
 * `string`) and gives it back when it is right, else a sentence saying what
 * is wrong, which the compiler shows in its error ("Type '"surnme"' is not
 * assignable to type '"'surnme' is not a field of either operation"'").
 * What is not written as a literal (a `string`, a `Record<string, string>`
 * read from a file) passes, for the core to read at run time.
 */
import type { FieldName, MessageKey } from '../generated/names.js';
import type { IssueParams } from '../runtime/result.js';
import type { Messages } from './types.js';

/**
 * A name a message's `{name}` placeholder may have: one of `IssueParams`.
 * @example const name: Placeholder = 'max';
 */
export type Placeholder = keyof IssueParams;

type Digit = '0' | '1' | '2' | '3' | '4' | '5' | '6' | '7' | '8' | '9';
type Lower =
  | 'a'
  | 'b'
  | 'c'
  | 'd'
  | 'e'
  | 'f'
  | 'g'
  | 'h'
  | 'i'
  | 'j'
  | 'k'
  | 'l'
  | 'm'
  | 'n'
  | 'o'
  | 'p'
  | 'q'
  | 'r'
  | 's'
  | 't'
  | 'u'
  | 'v'
  | 'w'
  | 'x'
  | 'y'
  | 'z';
/** A character of a word: what a placeholder's name is made of. */
type WordCharacter = Lower | Uppercase<Lower> | Digit | '_';

/** Is `S` a word: one or more letters, digits and `_`? */
type IsWord<S extends string> = S extends `${infer First}${infer Rest}`
  ? First extends WordCharacter
    ? Rest extends ''
      ? true
      : IsWord<Rest>
    : false
  : false;

/**
 * The first `{word}` of `S` that names no param, or `never`. Each `{` opens
 * a candidate up to the next `}`, as the core fills them (`fill` in
 * src/runtime/report.ts); a candidate that is not a word (`{ "a": 1 }`) is
 * text, never a placeholder.
 */
type UnknownPlaceholder<S extends string> = S extends `${string}{${infer Rest}`
  ? Rest extends `${infer Name}}${string}`
    ? IsWord<Name> extends true
      ? Name extends Placeholder
        ? UnknownPlaceholder<Rest>
        : Name
      : UnknownPlaceholder<Rest>
    : never
  : never;

/**
 * A message as written, checked: text whose every `{word}` is a placeholder
 * (`{max}`, `{min}`, `{length}`, `{count}`, `{allowed}`) is itself, so is
 * text not written as a literal (`string`) and a function; a literal with a
 * misspelt placeholder is a sentence naming it, which the text is not.
 * @example const text: CheckedMessage<'at most {max}'> = 'at most {max}';
 */
export type CheckedMessage<T> = T extends string
  ? string extends T
    ? T
    : [UnknownPlaceholder<T>] extends [never]
      ? T
      : `{${UnknownPlaceholder<T>}} is not a placeholder: use {max}, {min}, {length}, {count} or {allowed}`
  : T;

/**
 * Messages as written, checked: each key one of `Key` and each text's
 * placeholders those of `IssueParams` (`CheckedMessage`). A record of any
 * keys (`Record<string, string>`, read from a file) passes as it is, and so
 * do messages typed `Messages`: the core checks their keys when they are given.
 * @example const messages: CheckedMessages<{ '002.01.06': 'at most {max}' }> = { '002.01.06': 'at most {max}' };
 */
export type CheckedMessages<M, Key extends string = MessageKey> = string extends keyof M
  ? M
  : Messages<Key> extends M
    ? M
    : {
        readonly [K in keyof M]: K extends Key
          ? CheckedMessage<M[K]>
          : `'${K & string}' is no message key: it matches no rule`;
      };

/**
 * A `fields` entry as written, checked: a top-level field of `Field`, a
 * dotted input name under one (`'charitySplits.1.charityResourceId'`), or
 * text not written as a literal (`string`, such as the names of a form's
 * touched inputs) is itself; a misspelt literal is a sentence naming it.
 * @example const entry: FieldEntry<'fundraiserCustomCode.0'> = 'fundraiserCustomCode.0';
 */
export type FieldEntry<F extends string, Field extends string = FieldName> = string extends F
  ? F
  : F extends Field | `${Field}.${string}`
    ? F
    : `'${F}' is not a field of either operation`;
