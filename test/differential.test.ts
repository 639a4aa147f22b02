import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { accountRules, pageRules } from '../src/index.js';
import { validateWith } from '../src/validate.js';
import { accountFields } from '../rules/account.js';
import { pageFields } from '../rules/page.js';
import { accountWithOneFault, validAccount } from './arbitraries/account.js';
import { recordOf } from './arbitraries/values.js';

// The guards and the conditions simplified under them are an optimisation:
// every result must equal the one of the rules evaluated exactly as written.
function agree(table: typeof accountRules, input: unknown, options: Record<string, unknown>): void {
  expect(validateWith(table, input, options, true)).toEqual(validateWith(table, input, options, false));
}

const options = { today: '20261122', countries: ['GB', 'US', 'FR'], activities: ['001', '039'], charities: ['c1', 'c2'], events: { E1: { allowedCharities: ['c1'] } } };

describe('optimised and plain evaluation agree', () => {
  it('on valid and one-fault accounts', () => {
    fc.assert(fc.property(validAccount, (account) => { agree(accountRules, account, options); }));
    fc.assert(
      fc.property(accountWithOneFault, ({ input, options: faultOptions }) => {
        agree(accountRules, input, { ...faultOptions });
      }),
    );
  });

  it('on records of arbitrary field values, with and without facts', () => {
    fc.assert(
      fc.property(recordOf(accountFields), fc.boolean(), (body, withFacts) => {
        agree(accountRules, body, withFacts ? options : { today: '20261122' });
      }),
    );
    fc.assert(
      fc.property(recordOf(pageFields), fc.boolean(), (body, withFacts) => {
        agree(pageRules, body, withFacts ? options : { today: '20261122' });
      }),
    );
  });

  it('on any JSON value', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        agree(accountRules, value, options);
        agree(pageRules, value, options);
      }),
    );
  });
});
