/**
 * Reading the service description, docs/service-api.md, for the tests: its
 * resources' field tables and its error tables, cell by cell.
 */
import { readFileSync } from 'node:fs';

/** The text of docs/service-api.md. */
export const serviceApi = readFileSync(new URL('../../docs/service-api.md', import.meta.url), 'utf8');

/** The text of the `### heading` section (up to the next heading of level 2 or 3). */
function section(heading: string): string {
  const start = serviceApi.indexOf(`\n### ${heading}\n`);
  if (start === -1) throw new Error(`docs/service-api.md has no section "### ${heading}"`);
  const rest = serviceApi.slice(start + 1);
  const end = rest.search(/\n##{1,2} /);
  return end === -1 ? rest : rest.slice(0, end);
}

/** The body rows of the first table of a section, each as its trimmed cells. */
function tableRows(heading: string): string[][] {
  const rows = section(heading)
    .split('\n')
    .filter((line) => line.startsWith('|'))
    .map((line) =>
      line
        .slice(1, -1)
        .split('|')
        .map((cell) => cell.trim()),
    );
  return rows.slice(2);
}

/** A row of a resource's field table: `| Field | Required | Type | Rules |`. */
export interface FieldRow {
  readonly field: string;
  readonly required: string;
  readonly type: string;
  readonly rules: string;
}

/**
 * The field table of a resource (its heading under "Resources and their fields"), in order.
 * @example fieldTable('Charity split (element of charitySplits)')[0].field // 'charityResourceId'
 */
export const fieldTable = (heading: string): FieldRow[] =>
  tableRows(heading).map(([field = '', required = '', type = '', rules = '']) => ({ field, required, type, rules }));

/** One field's row of a resource's field table. */
export function fieldRow(heading: string, field: string): FieldRow {
  const row = fieldTable(heading).find((entry) => entry.field === field);
  if (row === undefined) throw new Error(`no field ${field} under "${heading}"`);
  return row;
}

/**
 * The `n` of a field's `Varchar(n)` type.
 * @example varcharOf('Fundraiser page (request of create page)', 'pageTitle') // 45
 */
export function varcharOf(heading: string, field: string): number {
  const match = /Varchar\((\d+)\)/.exec(fieldRow(heading, field).type);
  if (match === null) throw new Error(`${field} under "${heading}" has no Varchar(n) type`);
  return Number(match[1]);
}

/**
 * The Condition cell of a documented code's row in the error tables.
 * @example errorCondition('003.01.05') // 'valid title of up to 45 characters required'
 */
export function errorCondition(code: string): string {
  for (const heading of ['Create account', 'Create page']) {
    const row = tableRows(heading).find(([cell]) => cell === code);
    if (row !== undefined) return row[2] ?? '';
  }
  throw new Error(`no error row for ${code} in docs/service-api.md`);
}

/**
 * The whole numbers a text states.
 * @example numbersIn('age outside 13 to 100 years') // [13, 100]
 */
export const numbersIn = (text: string): number[] => [...text.matchAll(/\d+/g)].map((match) => Number(match[0]));

/**
 * The values a text quotes in single quotes.
 * @example quotedIn("'N' individual, 'Y' team") // ['N', 'Y']
 */
export const quotedIn = (text: string): string[] => [...text.matchAll(/'([^']*)'/g)].map((match) => match[1] ?? '');
