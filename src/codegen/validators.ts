import { accountRules } from '../../rules/account.js';
import { pageRules } from '../../rules/page.js';
import { eventListingQueryRules, lookupQueryRules, searchQueryRules } from '../../rules/queries.js';
import { type CodeListSpec, emitCodes } from './codes.js';
import { emitValidator, type ValidatorSpec } from './generate.js';
import { emitNames } from './names.js';
import { emitShapes } from './shapes.js';

/** A generated validator: its module's name in src/generated/, and what it is generated from. */
interface Generated {
  readonly name: string;
  readonly spec: Omit<ValidatorSpec, 'flagsModule' | 'formMessages'>;
  /** The export name of the table's form messages (contract section 10.3), for the operations' tables. */
  readonly formMessages?: string;
}

/** Every table of the package, and the validator generated from it. */
const GENERATED: readonly Generated[] = [
  {
    name: 'account',
    formMessages: 'accountFormMessages',
    spec: {
      table: accountRules,
      tableName: 'accountRules',
      tableFile: 'rules/account.ts',
      functionName: 'checkAccount',
      checks: 'a create-account request body',
    },
  },
  {
    name: 'page',
    formMessages: 'pageFormMessages',
    spec: {
      table: pageRules,
      tableName: 'pageRules',
      tableFile: 'rules/page.ts',
      functionName: 'checkPage',
      checks: 'a create-page request body',
    },
  },
  {
    name: 'search-query',
    spec: {
      table: searchQueryRules,
      tableName: 'searchQueryRules',
      tableFile: 'rules/queries.ts',
      functionName: 'checkSearchQuery',
      checks: 'the query of a fundraiser search',
    },
  },
  {
    name: 'event-listing-query',
    spec: {
      table: eventListingQueryRules,
      tableName: 'eventListingQueryRules',
      tableFile: 'rules/queries.ts',
      functionName: 'checkEventListingQuery',
      checks: 'the parameters of the event listing',
    },
  },
  {
    name: 'lookup-query',
    spec: {
      table: lookupQueryRules,
      tableName: 'lookupQueryRules',
      tableFile: 'rules/queries.ts',
      functionName: 'checkLookupQuery',
      checks: 'the query of the activity and country lookups',
    },
  },
];

/** The documented code lists (contract section 9.1): each operation's table and its error table in the description. */
const CODE_LISTS: readonly CodeListSpec[] = [
  {
    name: 'accountCodes',
    operation: 'create-account',
    heading: 'Create account',
    table: accountRules,
    tableFile: 'rules/account.ts',
  },
  { name: 'pageCodes', operation: 'create-page', heading: 'Create page', table: pageRules, tableFile: 'rules/page.ts' },
];

/**
 * The generated files of `src/generated/`: each file and its source. `description`
 * is the text of `docs/service-api.md`, whose error tables order the documented
 * code lists; a disagreement between them and the tables throws.
 * @example generatedValidators(readFileSync('docs/service-api.md', 'utf8'))[0].file // 'src/generated/account.ts'
 */
export function generatedValidators(description: string): { file: string; source: string }[] {
  const names = emitNames([accountRules, pageRules], [searchQueryRules, eventListingQueryRules, lookupQueryRules]);
  return [
    ...GENERATED.flatMap(({ name, spec, formMessages: formName }) => {
      const { source, flags, formMessages } = emitValidator({
        ...spec,
        flagsModule: `./${name}-flags.js`,
        formMessages: formName === undefined ? undefined : { name: formName, validatorModule: `./${name}.js` },
      });
      return [
        { file: `src/generated/${name}.ts`, source },
        ...(flags === undefined ? [] : [{ file: `src/generated/${name}-flags.ts`, source: flags }]),
        ...(formMessages === undefined
          ? []
          : [{ file: `src/generated/${name}-form-messages.ts`, source: formMessages }]),
      ];
    }),
    { file: 'src/generated/names.ts', source: names },
    { file: 'src/generated/shapes.ts', source: emitShapes(accountRules, pageRules) },
    { file: 'src/generated/codes.ts', source: emitCodes(CODE_LISTS, description) },
  ];
}
