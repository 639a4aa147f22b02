import { accountRules } from '../../rules/account.js';
import { pageRules } from '../../rules/page.js';
import { eventListingQueryRules, lookupQueryRules, searchQueryRules } from '../../rules/queries.js';
import { emitValidator, type ValidatorSpec } from './generate.js';
import { emitNames } from './names.js';
import { emitShapes } from './shapes.js';

/** A generated validator: the file it is written to, and what it is generated from. */
interface Generated {
  readonly file: string;
  readonly spec: ValidatorSpec;
}

/** Every table of the package, and the validator generated from it. */
const GENERATED: readonly Generated[] = [
  {
    file: 'src/generated/account.ts',
    spec: {
      table: accountRules,
      tableName: 'accountRules',
      tableFile: 'rules/account.ts',
      functionName: 'checkAccount',
      checks: 'a create-account request body',
    },
  },
  {
    file: 'src/generated/page.ts',
    spec: {
      table: pageRules,
      tableName: 'pageRules',
      tableFile: 'rules/page.ts',
      functionName: 'checkPage',
      checks: 'a create-page request body',
    },
  },
  {
    file: 'src/generated/search-query.ts',
    spec: {
      table: searchQueryRules,
      tableName: 'searchQueryRules',
      tableFile: 'rules/queries.ts',
      functionName: 'checkSearchQuery',
      checks: 'the query of a fundraiser search',
    },
  },
  {
    file: 'src/generated/event-listing-query.ts',
    spec: {
      table: eventListingQueryRules,
      tableName: 'eventListingQueryRules',
      tableFile: 'rules/queries.ts',
      functionName: 'checkEventListingQuery',
      checks: 'the parameters of the event listing',
    },
  },
  {
    file: 'src/generated/lookup-query.ts',
    spec: {
      table: lookupQueryRules,
      tableName: 'lookupQueryRules',
      tableFile: 'rules/queries.ts',
      functionName: 'checkLookupQuery',
      checks: 'the query of the activity and country lookups',
    },
  },
];

/**
 * The generated validators of `src/generated/`: each file and its source.
 * @example generatedValidators()[0].file // 'src/generated/account.ts'
 */
export function generatedValidators(): { file: string; source: string }[] {
  const names = emitNames([accountRules, pageRules], [searchQueryRules, eventListingQueryRules, lookupQueryRules]);
  return [
    ...GENERATED.map(({ file, spec }) => ({ file, source: emitValidator(spec) })),
    { file: 'src/generated/names.ts', source: names },
    { file: 'src/generated/shapes.ts', source: emitShapes(accountRules, pageRules) },
  ];
}
