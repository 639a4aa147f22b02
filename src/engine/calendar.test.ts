import { describe, expect, it } from 'vitest';
import { after, ageOn, parseYmd } from './calendar.js';

const day = (text: string): Date => {
  const date = parseYmd(text);
  if (date === undefined) throw new Error(`not a date: ${text}`);
  return date;
};

describe('parseYmd', () => {
  it.each(['20240229', '20231231', '00010101', '00500101', '99991231', '19000101'])('reads %s', (text) => {
    const date = day(text);
    expect(date.getFullYear()).toBe(Number(text.slice(0, 4)));
    expect(date.getMonth() + 1).toBe(Number(text.slice(4, 6)));
    expect(date.getDate()).toBe(Number(text.slice(6, 8)));
    expect(date.getHours()).toBe(12);
  });
  it.each(['20230229', '20230230', '20231301', '20230001', '20230100', '2023-01-01', '1990010', '199001011', '', '２０２３０１０１'])(
    'refuses %j',
    (text) => {
      expect(parseYmd(text)).toBeUndefined();
    },
  );
});

describe('ageOn', () => {
  it.each([
    ['20131122', '20261122', 13],
    ['20131123', '20261122', 12],
    ['19261122', '20261122', 100],
    ['19261121', '20261122', 100],
    ['19251122', '20261122', 101],
    ['20000229', '20130228', 12],
    ['20000229', '20130301', 13],
    ['20000229', '20240229', 24],
  ])('born %s, on %s: %i', (birth, today, age) => {
    expect(ageOn(day(birth), day(today))).toBe(age);
  });
});

describe('after', () => {
  it('compares calendar days', () => {
    expect(after(day('20261123'), day('20261122'))).toBe(true);
    expect(after(day('20261122'), day('20261122'))).toBe(false);
    expect(after(day('20261121'), day('20261122'))).toBe(false);
  });
});
