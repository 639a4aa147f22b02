import { subYears } from 'date-fns/subYears';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ageBetween, parseYmd, yearsBefore } from './calendar.js';

describe('parseYmd', () => {
  it.each(['20240229', '20231231', '00010101', '00500101', '00000101', '99991231', '19000101', '20000229'])(
    'reads %s',
    (text) => {
      expect(parseYmd(text)).toBe(Number(text));
    },
  );
  it.each([
    '20230229',
    '19000229',
    '20230230',
    '20231301',
    '20230001',
    '20230100',
    '20230431',
    '2023-01-01',
    '1990010',
    '199001011',
    '',
    '２０２３０１０１',
  ])('refuses %j', (text) => {
    expect(parseYmd(text)).toBeUndefined();
  });
});

describe('yearsBefore', () => {
  it.each([
    [20261122, 13, 20131122],
    [20130301, 13, 20000301],
    [20130228, 13, 20000228],
    [20240229, 13, 20110228],
    [20240229, 24, 20000229],
  ])('%i minus %i years is %i', (day, years, expected) => {
    expect(yearsBefore(day, years)).toBe(expected);
  });

  it("is date-fns's subYears, on every day of years 0000-9999 and any whole years back", () => {
    /** The day as a Date at local noon (setFullYear, unlike the constructor, keeps years 0-99), and back. */
    const byDateFns = (day: number, years: number) => {
      const date = new Date(2000, 0, 1, 12);
      date.setFullYear((day / 10000) | 0, (((day / 100) | 0) % 100) - 1, day % 100);
      const back = subYears(date, years);
      return back.getFullYear() * 10000 + (back.getMonth() + 1) * 100 + back.getDate();
    };
    // Date.UTC maps years 0-99 to 1900-1999: 0000-01-01 by setUTCFullYear.
    const first = new Date(0);
    first.setUTCFullYear(0, 0, 1);
    const day = fc
      .date({ min: first, max: new Date(Date.UTC(9999, 11, 31)), noInvalidDate: true })
      .map((date) => date.getUTCFullYear() * 10000 + (date.getUTCMonth() + 1) * 100 + date.getUTCDate());
    // Leap days and the turn of the year come up often enough by choice, not by chance.
    const edge = fc.constantFrom(20240229, 20000229, 19000228, 20230301, 20241231, 20250101, 101, 400229);
    fc.assert(
      fc.property(fc.oneof(day, edge), fc.integer({ min: 0, max: 200 }), (from, years) => {
        expect(yearsBefore(from, years)).toBe(byDateFns(from, years));
      }),
      { numRuns: 2000 },
    );
  });
});

describe('ageBetween 13 and 100', () => {
  it.each([
    [20131122, 20261122, true], // 13 today
    [20131123, 20261122, false], // 13 tomorrow
    [19261122, 20261122, true], // 100 today
    [19261121, 20261122, true], // 100 and a day
    [19251123, 20261122, true], // 101 tomorrow
    [19251122, 20261122, false], // 101 today
    [20000229, 20130228, false], // 29 February birthday: still 12
    [20000229, 20130301, true], // 13 on 1 March
    [20110228, 20240229, true], // 13 on 28 February, so on the 29th too
    [20110301, 20240229, false],
  ])('born %i, on %i: %s', (birth, today, expected) => {
    expect(ageBetween(birth, today, 13, 100)).toBe(expected);
  });
});
