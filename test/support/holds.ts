import { OptionFacts } from '../../src/facts/facts.js';
import { resolveOptions } from '../../src/facts/options.js';
import type { ValidationOptions } from '../../src/facts/types.js';
import { compileTable } from '../../src/reference/compile.js';
import { Run } from '../../src/reference/run.js';
import { FALSE, TRUE, UNKNOWN } from '../../src/runtime/tri.js';
import type { Condition } from '../../src/tables/types.js';

const names = { [FALSE]: 'false', [TRUE]: 'true', [UNKNOWN]: 'unknown' } as const;

/**
 * Evaluates one condition on a body, as a rule row would: 'true', 'false' or
 * 'unknown' (a fact the options did not give), and the option it needed.
 */
export function holds(
  when: Condition,
  body: unknown,
  options: ValidationOptions = { today: '20261122' },
  at: number[] = [],
) {
  const { rules, fields } = compileTable([
    { code: 'x', parameter: 'x', at: '', when, severity: 'error', message: 'x', source: 'x' },
  ]);
  const rule = rules[0];
  const run = new Run(body, new OptionFacts(resolveOptions(options)), fields);
  at.forEach((index, level) => {
    run.at[level] = index;
  });
  const value = rule!.when(run);
  return { value: names[value], needs: run.need };
}
