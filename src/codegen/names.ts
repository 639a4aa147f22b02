/**
 * What the options are checked against, written out of the rule tables into
 * `src/generated/names.ts`: the rows of the create-account and create-page
 * tables by code, each as the field reference it reports at (with `#2`...
 * for a repeated one: its own message key is `code:at`, see `ruleIds`) and
 * its parameter where the reference's last name is not it. From these the
 * core knows every key a replacement message may have (`options.messages`),
 * carrying one string instead of the tables. (`options.fields` is no longer
 * checked against them: a name of no field selects nothing, contract
 * section 10.1.)
 */

import { segments } from '../tables/refs.js';
import { ruleIds } from '../tables/reported.js';
import type { RuleTable } from '../tables/types.js';
import { Source } from './source.js';

/**
 * The rows of `tables` grouped by code: `code:` then the rows' `at` (with
 * `#2`... for a repeated one), each with `=parameter` where the parameter is
 * not the last name of `at`, separated by commas.
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
      rows.push(last === rule.parameter ? at : `${at}=${rule.parameter}`);
      byCode.set(rule.code, rows);
    });
  }
  return [...byCode].map(([code, rows]) => `${code}:${rows.join(',')}`);
}

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
  return (
    new Source()
      .line('// Generated from the rule tables by `npm run generate` (src/codegen/names.ts): do not edit.')
      .line('// test/generated.test.ts fails when this file no longer matches the tables.', '')
      .line('/** The rows of the create-account and create-page tables by code: `code:at,at=parameter,...`. */')
      .line(`export const ROWS = ${JSON.stringify(rows)};`, '')
      .line('/** The rows of the two operations and of the query tables: what the query validators accept. */')
      // Written out whole, not joined at run time: a bundle without the query validators drops it.
      .line(`export const ALL_ROWS = ${JSON.stringify(`${rows} ${queryRows}`)};`, '')
      .render()
      .join('\n')
  );
}
