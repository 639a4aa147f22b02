import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

// The same date rules, run in processes whose machines sit in different time zones.
const script = `
import { validateAccount } from './dist/src/index.js';
const base = { dateOfBirth: '20131122' };
const cases = [
  ['20131122', '20261122'], ['20131123', '20261122'], ['20000229', '20130228'], ['20000229', '20130301'],
  ['19261122', '20261122'], ['19251122', '20261122'], ['20140330', '20270330'], ['20141026', '20271026'],
];
const out = cases.map(([dob, today]) => validateAccount({ ...base, dateOfBirth: dob }, { today }).codes.includes('002.01.15'));
console.log(JSON.stringify(out));
`;

const zones = [
  'UTC',
  'Europe/London',
  'America/Sao_Paulo',
  'Pacific/Kiritimati',
  'Pacific/Pago_Pago',
  'Asia/Kathmandu',
];

describe('dates do not shift with the machine time zone', () => {
  it('gives the same ages in every zone', () => {
    const root = new URL('..', import.meta.url).pathname;
    const results = zones.map((zone) =>
      execFileSync(process.execPath, ['--input-type=module', '-e', script], {
        cwd: root,
        env: { ...process.env, TZ: zone },
        encoding: 'utf8',
      }).trim(),
    );
    expect(new Set(results).size).toBe(1);
    expect(JSON.parse(results[0]!)).toEqual([false, true, true, false, false, true, false, false]);
  });
});
