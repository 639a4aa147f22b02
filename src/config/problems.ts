/**
 * Untrusted configuration (the CLI's context file, the sandbox's seed)
 * checked with valibot, and its issues said in the package's words: each
 * problem at its place in the document, `countries[1]: must be a string`.
 *
 * `jsonObject` and `keyed` read a parsed JSON document as JSON means it:
 * every own key is data, `__proto__`, `constructor` and `prototype` too
 * (valibot's `object` and `record` pass over those three), an array is not
 * an object, and every key in error is reported, not only the first.
 */
import * as v from 'valibot';

/**
 * How a place is written: `countries.1` (dots) or `countries[1]` (brackets
 * around an array's index).
 */
export type PathStyle = 'dots' | 'brackets';

/**
 * What a JSON value is, for a message: 'a string', 'an array', 'null'...
 * @example kindOf([]) // 'an array'
 */
export function kindOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'object') return 'an object';
  if (typeof value === 'boolean') return `${value}`;
  return `a ${typeof value}`;
}

/**
 * A message that ends with what the value was instead.
 * @example v.string(butWas('must be a string')) // 'must be a string, not a number'
 */
export const butWas =
  (message: string) =>
  (issue: v.BaseIssue<unknown>): string =>
    `${message}, not ${kindOf(issue.input)}`;

/** The place of an issue in its document: '' for the document itself. */
function placeOf(issue: v.BaseIssue<unknown>, style: PathStyle): string {
  let place = '';
  for (const item of issue.path ?? []) {
    const key = String(item.key);
    if (style === 'brackets' && item.type === 'array') place += `[${key}]`;
    else place += place === '' ? key : `.${key}`;
  }
  return place;
}

/**
 * Each issue of a failed check as one problem: its place, then its message.
 * @example problemsOf(v.safeParse(schema, document, { abortEarly: false }).issues ?? [], 'dots')
 */
export function problemsOf(issues: readonly v.BaseIssue<unknown>[], style: PathStyle): string[] {
  return issues.map((issue) => {
    const place = placeOf(issue, style);
    return place === '' ? issue.message : `${place}: ${issue.message}`;
  });
}

/** A parsed JSON object: not null, not an array. */
function isJsonObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

type AddIssue = (info: { message: string; input?: unknown; path?: [v.IssuePathItem, ...v.IssuePathItem[]] }) => void;

/**
 * Checks `value`, found at `key` of `object`, with `schema`; its issues are
 * added at that key, its output is set there in `output` (an own property,
 * whatever the key).
 */
function checkEntry(
  schema: v.GenericSchema,
  object: Record<string, unknown>,
  key: string,
  output: Record<string, unknown>,
  addIssue: AddIssue,
): void {
  const value = object[key];
  const result = v.safeParse(schema, value, { abortEarly: false });
  if (result.success) {
    Object.defineProperty(output, key, { value: result.output, enumerable: true, writable: true, configurable: true });
    return;
  }
  const item: v.IssuePathItem = { type: 'object', origin: 'value', input: object, key, value };
  for (const issue of result.issues)
    addIssue({ message: issue.message, input: issue.input, path: [item, ...(issue.path ?? [])] });
}

/** The words of a `jsonObject`'s own problems. */
export interface ObjectWords {
  /** The value is not a JSON object. */
  readonly notObject: (issue: v.BaseIssue<unknown>) => string;
  /** The object has a key it may not have (said at the object). */
  readonly unknownKey: (key: string) => string;
  /** The object lacks a required key (said at the key). */
  readonly missing?: (key: string) => string;
}

type Entries = Readonly<Record<string, v.GenericSchema>>;

/** The output of a `jsonObject`: its required keys, and the others where present. */
type ObjectOutput<T extends Entries, R extends keyof T> = { [K in R]: v.InferOutput<T[K]> } & {
  [K in Exclude<keyof T, R>]?: v.InferOutput<T[K]>;
};

/**
 * A JSON object of known keys, each checked by its schema; `required` keys
 * must be there, the others may be. Problems come in the order of the
 * required keys, then of the document's other keys.
 * @example jsonObject({ name: v.string() }, words, ['name'])
 */
export function jsonObject<T extends Entries, R extends keyof T & string = never>(
  entries: T,
  words: ObjectWords,
  required: readonly R[] = [],
): v.GenericSchema<unknown, ObjectOutput<T, R>> {
  return v.pipe(
    v.custom<Record<string, unknown>>(isJsonObject, words.notObject),
    v.rawTransform(({ dataset, addIssue }) => {
      const object = dataset.value;
      const output: Record<string, unknown> = {};
      // The required keys first, in their order; then the others, in the document's.
      for (const key of required) {
        if (Object.hasOwn(object, key)) checkEntry(entries[key] as v.GenericSchema, object, key, output, addIssue);
        else
          addIssue({
            message: words.missing?.(key) ?? 'missing',
            input: undefined,
            path: [{ type: 'object', origin: 'key', input: object, key, value: undefined }],
          });
      }
      for (const key of Object.keys(object)) {
        if ((required as readonly string[]).includes(key)) continue;
        const schema = Object.hasOwn(entries, key) ? entries[key] : undefined;
        if (schema === undefined) addIssue({ message: words.unknownKey(key), input: key });
        else checkEntry(schema, object, key, output, addIssue);
      }
      return output as ObjectOutput<T, R>;
    }),
  );
}

/**
 * A JSON object whose keys the document chooses (IDs, codes), each value
 * checked by `value`.
 * @example keyed(v.string(), butWas('must be an object of names by code'))
 */
export function keyed<T extends v.GenericSchema>(
  value: T,
  notObject: (issue: v.BaseIssue<unknown>) => string,
): v.GenericSchema<unknown, Record<string, v.InferOutput<T>>> {
  return v.pipe(
    v.custom<Record<string, unknown>>(isJsonObject, notObject),
    v.rawTransform(({ dataset, addIssue }) => {
      const object = dataset.value;
      const output: Record<string, v.InferOutput<T>> = {};
      for (const key of Object.keys(object)) checkEntry(value, object, key, output, addIssue);
      return output;
    }),
  );
}
