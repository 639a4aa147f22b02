/**
 * `fundraising-rules rules [OPERATION] [--format text|json|markdown]`: the
 * rule catalogue, every row of the operation's table (all five without one).
 */
import {
  accountRules,
  engineCodes,
  eventListingQueryRules,
  lookupQueryRules,
  pageRules,
  searchQueryRules,
} from '../index.js';
import { DOCUMENTED_CODE } from '../runtime/patterns.js';
import type { RuleTable } from '../tables/types.js';
import type { Operation, RulesCommand } from './args.js';
import { catalogueTable, describeCondition, engineCodesTable, firesWhen } from './words.js';

/** Each operation's table, with the title docs/rules.md gives it. */
export const CATALOGUE: Readonly<Record<Operation, { readonly title: string; readonly rules: RuleTable }>> = {
  account: { title: 'Create account', rules: accountRules },
  page: { title: 'Create page', rules: pageRules },
  search: { title: 'Fundraiser search query', rules: searchQueryRules },
  listing: { title: 'Event listing query', rules: eventListingQueryRules },
  lookup: { title: 'Activity and country lookup query', rules: lookupQueryRules },
};

/** One row of `rules --format json`. */
export interface CatalogueRow {
  readonly operation: Operation;
  readonly code: string;
  readonly documented: boolean;
  readonly parameter: string;
  /** The row's path pattern (`'charitySplits[].customCodes[]'`), `''` for the body. */
  readonly path: string;
  readonly severity: string;
  /** The row's message, its placeholders (`{max}`) as the table writes them. */
  readonly message: string;
  /** The quoted sentence of the service description. */
  readonly source: string;
  /** The row's condition in words. */
  readonly condition: string;
}

/**
 * Every row of the operations, as `rules --format json` prints them.
 * @example catalogueRows(['lookup'])[0]?.code // 'required'
 */
export function catalogueRows(operations: readonly Operation[]): CatalogueRow[] {
  return operations.flatMap((operation) =>
    CATALOGUE[operation].rules.map((rule) => ({
      operation,
      code: rule.code,
      documented: DOCUMENTED_CODE.test(rule.code),
      parameter: rule.parameter,
      path: rule.at,
      severity: rule.severity,
      message: rule.message,
      source: rule.source,
      condition: describeCondition(rule.when),
    })),
  );
}

/** The rows for people: per operation a heading, then each row with when it fires and its source. */
function textCatalogue(operations: readonly Operation[]): string {
  const out: string[] = [];
  for (const operation of operations) {
    const { title, rules } = CATALOGUE[operation];
    if (out.length > 0) out.push('');
    out.push(`${title} (${operation}): ${rules.length} rules`);
    rules.forEach((rule, index) => {
      const parameter = rule.parameter === '' ? '(none)' : rule.parameter;
      const path = rule.at === '' ? '(body)' : rule.at;
      out.push(
        '',
        `  ${index + 1}. ${rule.code}  ${rule.severity}  ${parameter}  at ${path}`,
        `     fires when: ${firesWhen(rule)}`,
        ...(rule.cases ?? []).map((option) => `     message when ${describeCondition(option.when)}: ${option.message}`),
        `     message${rule.cases === undefined ? ':   ' : ' else:'} ${rule.message}`,
        `     source:     "${rule.source}"`,
      );
    });
  }
  return out.join('\n');
}

/**
 * The catalogue as the command prints it (without the final newline).
 * @example catalogueText({ command: 'rules', operations: ['lookup'], format: 'json' })
 */
export function catalogueText(command: RulesCommand): string {
  if (command.format === 'json') return JSON.stringify(catalogueRows(command.operations), null, 2);
  if (command.format === 'text') return textCatalogue(command.operations);
  const lines = command.operations.flatMap((operation) =>
    catalogueTable(CATALOGUE[operation].title, CATALOGUE[operation].rules),
  );
  // All five: the tables of docs/rules.md, engine codes included.
  if (command.operations.length > 1) lines.push(...engineCodesTable(engineCodes));
  else lines.pop();
  return lines.join('\n');
}
