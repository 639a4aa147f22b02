/**
 * The documented code lists of contract section 9.1, written into
 * `src/generated/codes.ts`: the set of each operation's codes is the set its
 * rule table reports, their order that of the operation's error table in the
 * service description (`docs/service-api.md`, section "Errors"). A code the
 * table reports that its own error table does not list, but another one
 * does, goes before the first listed code of its family (the first two
 * parts, `002.01`) with a higher number, or after the list. When the tables
 * and the description disagree, nothing is written: `codeLists` throws,
 * naming the code and where it is missing.
 */

import { DOCUMENTED_CODE } from '../runtime/patterns.js';
import type { RuleTable } from '../tables/types.js';

/** An operation whose documented codes are listed: its rule table and its error table's heading. */
export interface CodeListSpec {
  /** The export name of the list, e.g. `accountCodes`. */
  readonly name: string;
  /** The operation in words, for the list's comment: `create-account`. */
  readonly operation: string;
  /** The heading of the operation's error table under "## Errors", e.g. `Create account`. */
  readonly heading: string;
  readonly table: RuleTable;
  /** The table's file, for the messages of a disagreement. */
  readonly tableFile: string;
}

/** A documented code list: its spec, the codes its own error table lists, and all its codes in order. */
export interface CodeList {
  readonly spec: CodeListSpec;
  readonly listed: readonly string[];
  readonly codes: readonly string[];
}

const DESCRIPTION = 'docs/service-api.md';

/** The text of one `### heading` section of the description's `## Errors` section, or undefined. */
function errorSection(description: string, heading: string): string | undefined {
  const errors = description.indexOf('\n## Errors\n');
  if (errors === -1) return undefined;
  const end = description.indexOf('\n## ', errors + 1);
  const part = description.slice(errors, end === -1 ? undefined : end);
  const start = part.indexOf(`\n### ${heading}\n`);
  if (start === -1) return undefined;
  const next = part.indexOf('\n### ', start + 1);
  return part.slice(start, next === -1 ? undefined : next);
}

/**
 * The codes of the description's error table under `heading` (in `## Errors`),
 * in table order: the first cell of each row that is a documented code.
 * @example errorTableCodes(serviceApi, 'Create account')[0] // '002.01.01'
 */
export function errorTableCodes(description: string, heading: string): string[] {
  const section = errorSection(description, heading);
  if (section === undefined)
    throw new Error(`codes: ${DESCRIPTION} has no error table "### ${heading}" under "## Errors"`);
  return section
    .split('\n')
    .filter((line) => line.startsWith('|'))
    .map((line) => (line.split('|')[1] ?? '').trim())
    .filter((cell) => DOCUMENTED_CODE.test(cell));
}

/** The documented codes a table reports, each once, in table order. */
const reportedBy = (table: RuleTable): string[] => [
  ...new Set(table.map((rule) => rule.code).filter((code) => DOCUMENTED_CODE.test(code))),
];

/** A code's family (`002.01`) and number (`24`). */
const family = (code: string): string => code.slice(0, code.lastIndexOf('.'));
const numberOf = (code: string): number => Number(code.slice(code.lastIndexOf('.') + 1));

/**
 * The documented code lists of `specs`, each checked against the
 * description's error tables: every code an error table lists is reported by
 * its operation's table, and every code a table reports is listed in one of
 * the error tables.
 * @example codeLists(specs, serviceApi)[0].codes.length // 23
 */
export function codeLists(specs: readonly CodeListSpec[], description: string): CodeList[] {
  const listed = new Map(specs.map((spec) => [spec.heading, errorTableCodes(description, spec.heading)]));
  const anywhere = new Set([...listed.values()].flat());
  return specs.map((spec) => {
    const own = listed.get(spec.heading) ?? [];
    const reported = new Set(reportedBy(spec.table));
    const unreported = own.filter((code) => !reported.has(code));
    if (unreported.length > 0) {
      throw new Error(
        `codes: ${DESCRIPTION} lists ${unreported.join(', ')} under "${spec.heading}", but no row of ${spec.tableFile} reports ${unreported.length === 1 ? 'it' : 'them'}`,
      );
    }
    const unlisted = [...reported].filter((code) => !anywhere.has(code));
    if (unlisted.length > 0) {
      throw new Error(
        `codes: ${spec.tableFile} reports ${unlisted.join(', ')}, which no error table of ${DESCRIPTION} lists`,
      );
    }
    const borrowed = [...reported].filter((code) => !own.includes(code)).sort();
    const codes = [...own];
    for (const code of borrowed) {
      const before = codes.findIndex(
        (other) => own.includes(other) && family(other) === family(code) && numberOf(other) > numberOf(code),
      );
      codes.splice(before === -1 ? codes.length : before, 0, code);
    }
    return { spec, listed: own, codes };
  });
}

/** The comment of one list: what it holds, its order and its length. */
function listComment(list: CodeList, lists: readonly CodeList[]): string[] {
  const { spec, listed, codes } = list;
  const lines = [
    `The documented codes ${spec.operation} can report, in the order of the`,
    `service's ${spec.heading} error table (${codes.length} codes).`,
  ];
  const borrowed = codes.filter((code) => !listed.includes(code));
  if (borrowed.length > 0) {
    const from = lists
      .filter((other) => other !== list && borrowed.some((code) => other.listed.includes(code)))
      .map((other) => other.spec.heading);
    lines.push(
      `${borrowed.join(', ')}, listed in the ${from.join(' and ')} table${from.length === 1 ? '' : 's'}, come before`,
      'the first code of their family with a higher number.',
    );
  }
  return lines;
}

/**
 * The source of `src/generated/codes.ts`: one `as const` list per spec.
 * @example emitCodes(specs, serviceApi).includes('export const accountCodes = [') // true
 */
export function emitCodes(specs: readonly CodeListSpec[], description: string): string {
  const lists = codeLists(specs, description);
  const union = new Set(lists.flatMap((list) => list.codes));
  const out = [
    `// Generated from the rule tables and ${DESCRIPTION} by \`npm run generate\` (src/codegen/codes.ts): do not edit.`,
    '// test/generated.test.ts fails when this file no longer matches them.',
    '',
    `// The documented codes of ${lists.length} operations: ${union.size} codes in all.`,
    '',
  ];
  for (const list of lists) {
    const example = list.codes[list.codes.length - 1] ?? '';
    out.push(
      '/**',
      ...listComment(list, lists).map((line) => ` * ${line}`),
      ` * @example ${list.spec.name}.includes(${JSON.stringify(example)}) // true`,
      ' */',
      `export const ${list.spec.name} = [`,
      ...list.codes.map((code) => `  ${JSON.stringify(code)},`),
      '] as const;',
      '',
    );
  }
  return out.join('\n');
}
