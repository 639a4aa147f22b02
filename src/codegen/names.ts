/**
 * What the options are checked against, written out of the rule tables into
 * `src/generated/names.ts`: the rows of the create-account and create-page
 * tables by code, each as the field reference it reports at (with `#2`...
 * for a repeated one: its own message key is `code:at`, see `ruleIds`) and
 * its parameter where the reference's last name is not it. From these the
 * core knows every key a replacement message may have (`options.messages`),
 * carrying one string instead of the tables; a name of no field selects
 * nothing at run time (contract section 10.1). The same names, as
 * string-literal union types, let the compiler refuse a misspelt key or
 * field written as a literal.
 */

import { segments } from '../conditions/refs.js';
import { ruleIds } from '../tables/reported.js';
import type { RuleTable } from '../tables/types.js';

/**
 * The rows of `tables` grouped by code: `code:` then the rows' `at` (with
 * `#2`... for a repeated one, and `/name` for each of its message cases),
 * each with `=parameter` where the parameter is not the last name of `at`,
 * separated by commas.
 * @example rowsByCode([accountRules])[0] // '002.01.01:='
 */
export function rowsByCode(tables: readonly RuleTable[]): string[] {
  const byCode = new Map<string, string[]>();
  for (const table of tables) {
    const ids = ruleIds(table);
    table.forEach((rule, index) => {
      const id = ids[index] as string;
      const at = id.slice(rule.code.length + 1);
      const last = segments(rule.at).pop()?.name ?? '';
      const rows = byCode.get(rule.code) ?? [];
      const named = [at, ...(rule.cases ?? []).map((option) => option.name)].join('/');
      rows.push(last === rule.parameter ? named : `${named}=${rule.parameter}`);
      byCode.set(rule.code, rows);
    });
  }
  return [...byCode].map(([code, rows]) => `${code}:${rows.join(',')}`);
}

/** The names the options of some tables may use: message keys and top-level fields, in table order. */
export interface TableNames {
  readonly keys: readonly string[];
  readonly fields: readonly string[];
}

/**
 * What `options.messages` and `options.fields` may name for `tables`, as the
 * core reads them from `rowsByCode`: each row's own key `code:at` (its id,
 * see `ruleIds`), its cases' `code:at/name`, its `code:parameter` and its
 * `code`; the first name of each row's `at`.
 * @example namesOf([accountRules]).keys.slice(0, 2) // ['002.01.01', '002.01.01:']
 */
export function namesOf(tables: readonly RuleTable[]): TableNames {
  const keys = new Set<string>();
  const fields = new Set<string>();
  for (const table of tables) {
    const ids = ruleIds(table);
    table.forEach((rule, index) => {
      keys
        .add(rule.code)
        .add(ids[index] as string)
        .add(`${rule.code}:${rule.parameter}`);
      for (const option of rule.cases ?? []) keys.add(`${ids[index]}/${option.name}`);
      const first = segments(rule.at)[0];
      if (first !== undefined) fields.add(first.name);
    });
  }
  return { keys: [...keys], fields: [...fields] };
}

/**
 * The lines of an exported union type of `members` (type expressions), one
 * member a line; `never` for none.
 * @example unionType('Answer', ['"Y"', '"N"']) // ['export type Answer =', '  | "Y"', '  | "N";']
 */
export function unionType(name: string, members: readonly string[]): string[] {
  if (members.length === 0) return [`export type ${name} = never;`];
  return [
    `export type ${name} =`,
    ...members.map((member, index) => `  | ${member}${index === members.length - 1 ? ';' : ''}`),
  ];
}

/** String literals of `names` as type members, without those of `known`. */
const literals = (names: readonly string[], known: readonly string[] = []): string[] =>
  names.filter((name) => !known.includes(name)).map((name) => JSON.stringify(name));

/**
 * The source of `src/generated/names.ts` for the tables of the two
 * operations (whose fields `options.fields` may name) and of the queries
 * (whose rows' messages may be replaced too).
 * @example emitNames([accountRules, pageRules], [searchQueryRules])
 */
export function emitNames(operations: readonly RuleTable[], queries: readonly RuleTable[]): string {
  // No row name holds white space: one string each, split once when first needed.
  const rows = rowsByCode(operations).join(' ');
  const queryRows = rowsByCode(queries).join(' ');
  const names = namesOf(operations);
  const all = namesOf([...operations, ...queries]);
  return [
    '// Generated from the rule tables by `npm run generate` (src/codegen/names.ts): do not edit.',
    '// test/generated.test.ts fails when this file no longer matches the tables.',
    '',
    '/** The rows of the create-account and create-page tables by code: `code:at,at=parameter,...`. */',
    `export const ROWS = ${JSON.stringify(rows)};`,
    '',
    '/** The rows of the two operations and of the query tables: what the query validators accept. */',
    // Written out whole, not joined at run time: a bundle without the query validators drops it.
    `export const ALL_ROWS = ${JSON.stringify(`${rows} ${queryRows}`)};`,
    '',
    '/**',
    " * A key `options.messages` may have (for the two operations): a row's own",
    ' * key `code:at`, its `code:parameter` or its `code`. What `ROWS` allows.',
    " * @example const key: MessageKey = '002.01.06:surname';",
    ' */',
    ...unionType('MessageKey', literals(names.keys)),
    '',
    '/**',
    " * A key the query validators' `messages` may have: a `MessageKey` or a key",
    " * of the query tables' rows. What `ALL_ROWS` allows.",
    " * @example const key: QueryMessageKey = 'too-short:surname';",
    ' */',
    ...unionType('QueryMessageKey', ['MessageKey', ...literals(all.keys, names.keys)]),
    '',
    '/**',
    ' * A top-level field of the two operations: what `options.fields` names.',
    " * @example const field: FieldName = 'charitySplits';",
    ' */',
    ...unionType('FieldName', literals(names.fields)),
    '',
    '/**',
    ' * A top-level field of the two operations, or a query parameter: what the',
    " * query validators' `fields` name.",
    " * @example const field: QueryFieldName = 'api_key';",
    ' */',
    ...unionType('QueryFieldName', ['FieldName', ...literals(all.fields, names.fields)]),
    '',
  ].join('\n');
}
