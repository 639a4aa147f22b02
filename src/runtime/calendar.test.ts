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
