import { accountRules } from '../../rules/account.js';
import { pageRules } from '../../rules/page.js';
import { emitValidator } from './generate.js';

/**
 * The generated validators of `src/generated/`: each file and its source.
 * @example generatedValidators()[0].file // 'src/generated/account.ts'
 */
export function generatedValidators(): { file: string; source: string }[] {
  return [
    {
      file: 'src/generated/account.ts',
      source: emitValidator({
        table: accountRules,
        tableName: 'accountRules',
        tableModule: '../../rules/account.js',
        tableFile: 'rules/account.ts',
        functionName: 'checkAccount',
        checks: 'a create-account request body',
      }),
    },
    {
      file: 'src/generated/page.ts',
      source: emitValidator({
        table: pageRules,
        tableName: 'pageRules',
        tableModule: '../../rules/page.js',
        tableFile: 'rules/page.ts',
        functionName: 'checkPage',
        checks: 'a create-page request body',
      }),
    },
  ];
}
