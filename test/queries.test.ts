/**
 * The query parameters of the other operations (service-api.md, Endpoints):
 * fundraiser search, the event listing 'Event fundraisers 2', and the
 * activity and country lookups. The service documents no error codes for
 * them, so every issue carries an engine code (contract sections 3 and 7).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  engineCodes,
  eventListingDefaults,
  eventListingQueryRules,
  lookupQueryRules,
  parseQueryString,
  searchQueryRules,
  type ValidationResult,
  validateEventListingQuery,
  validateLookupQuery,
  validateSearchQuery,
  withListingDefaults,
} from '../src/index.js';

// ---------------------------------------------------------------------------
// Helpers

const KEY = 'K'.repeat(24);
const DOCUMENTED = /^[0-9]{3}\.[0-9]{2}\.[0-9]{2}$/;

/** The contract's result shape (section 3), for every result these tests see. */
function expectContractShape(result: ValidationResult): void {
  expect(Object.keys(result).sort()).toEqual(['codes', 'issues', 'truncated', 'unchecked', 'valid']);
  expect(typeof result.valid).toBe('boolean');
  expect(typeof result.truncated).toBe('boolean');
  expect(Array.isArray(result.issues)).toBe(true);
  expect(Array.isArray(result.codes)).toBe(true);
  expect(Array.isArray(result.unchecked)).toBe(true);
  for (const issue of result.issues) {
    const keys = ['code', 'documented', 'message', 'parameter', 'path', 'severity'];
    // A rule with a limit or a fixed list adds its params (contract section 9.2).
    expect(Object.keys(issue).sort()).toEqual(
      'params' in issue ? [...keys.slice(0, 4), 'params', ...keys.slice(4)] : keys,
    );
    expect(issue.code).not.toMatch(DOCUMENTED);
    expect(Object.hasOwn(engineCodes, issue.code)).toBe(true);
    expect(issue.documented).toBe(false);
    expect(['error', 'warning']).toContain(issue.severity);
    expect(typeof issue.parameter).toBe('string');
    expect(Array.isArray(issue.path)).toBe(true);
    expect(issue.path.every((step) => typeof step === 'string' || typeof step === 'number')).toBe(true);
    expect(typeof issue.message).toBe('string');
    expect(issue.message.length).toBeGreaterThan(0);
  }
  // No documented codes exist for these operations.
  expect(result.codes).toEqual([]);
  expect(result.valid).toBe(!result.issues.some((issue) => issue.severity === 'error'));
}

type Validator = (query: unknown) => ValidationResult;

/** Validates, checks the shape, and returns the issues as 'code@path' strings. */
function issuesOf(validate: Validator, query: unknown): string[] {
  const result = validate(query);
  expectContractShape(result);
  return result.issues.map((issue) => `${issue.code}@${issue.path.join('.')}`);
}

/** The issues of one parameter, as 'code' strings. */
function codesFor(validate: Validator, query: unknown, parameter: string): string[] {
  const result = validate(query);
  expectContractShape(result);
  return result.issues
    .filter((issue) => issue.parameter === parameter)
    .map((issue) => {
      expect(issue.path).toEqual([parameter]);
      return issue.code;
    });
}

const search: Validator = (query) => validateSearchQuery(query);
const listing: Validator = (query) => validateEventListingQuery(query);
const lookup: Validator = (query) => validateLookupQuery(query);

const EMOJI = '😀'; // one code point, two UTF-16 units

// ---------------------------------------------------------------------------
// validateSearchQuery

describe('validateSearchQuery', () => {
  it('accepts surname and api_key, with or without a forename', () => {
    expect(issuesOf(search, { surname: 'Smith', api_key: KEY })).toEqual([]);
    expect(issuesOf(search, { surname: 'Smi', forename: 'J', api_key: KEY })).toEqual([]);
    expect(validateSearchQuery({ surname: 'Smith', api_key: KEY }).valid).toBe(true);
  });

  it('requires surname: missing, null, empty and blank', () => {
    for (const surname of [undefined, null, '', '   ', '\t\n']) {
      const query = surname === undefined ? { api_key: KEY } : { surname, api_key: KEY };
      expect(codesFor(search, query, 'surname'), JSON.stringify(surname)).toEqual(['required']);
      expect(validateSearchQuery(query).valid).toBe(false);
    }
  });

  it('surname needs at least 3 characters, counted in code points: 2 is too short, 3 is enough', () => {
    expect(codesFor(search, { surname: 'Sm', api_key: KEY }, 'surname')).toEqual(['too-short']);
    expect(codesFor(search, { surname: 'Smi', api_key: KEY }, 'surname')).toEqual([]);
    expect(codesFor(search, { surname: EMOJI.repeat(2), api_key: KEY }, 'surname')).toEqual(['too-short']);
    // Three emoji are six UTF-16 units but three characters.
    expect(codesFor(search, { surname: EMOJI.repeat(3), api_key: KEY }, 'surname')).toEqual([]);
    expect(codesFor(search, { surname: `S${EMOJI}`, api_key: KEY }, 'surname')).toEqual(['too-short']);
  });

  it('surname may have 50 characters (code points), not 51', () => {
    expect(codesFor(search, { surname: 'S'.repeat(50), api_key: KEY }, 'surname')).toEqual([]);
    expect(codesFor(search, { surname: 'S'.repeat(51), api_key: KEY }, 'surname')).toEqual(['too-long']);
    // 50 emoji are 100 UTF-16 units: still 50 characters.
    expect(codesFor(search, { surname: EMOJI.repeat(50), api_key: KEY }, 'surname')).toEqual([]);
    expect(codesFor(search, { surname: EMOJI.repeat(51), api_key: KEY }, 'surname')).toEqual(['too-long']);
  });

  it('a trailing space counts in a length (only absence is decided by trimming)', () => {
    expect(codesFor(search, { surname: 'Sm ', api_key: KEY }, 'surname')).toEqual([]);
    expect(codesFor(search, { surname: `${'S'.repeat(50)} `, api_key: KEY }, 'surname')).toEqual(['too-long']);
  });

  it('forename is optional and may have 50 characters (code points), not 51', () => {
    expect(codesFor(search, { surname: 'Smith', api_key: KEY }, 'forename')).toEqual([]);
    expect(codesFor(search, { surname: 'Smith', forename: '', api_key: KEY }, 'forename')).toEqual([]);
    expect(codesFor(search, { surname: 'Smith', forename: 'F'.repeat(50), api_key: KEY }, 'forename')).toEqual([]);
    expect(codesFor(search, { surname: 'Smith', forename: 'F'.repeat(51), api_key: KEY }, 'forename')).toEqual([
      'too-long',
    ]);
    expect(codesFor(search, { surname: 'Smith', forename: EMOJI.repeat(50), api_key: KEY }, 'forename')).toEqual([]);
    expect(codesFor(search, { surname: 'Smith', forename: EMOJI.repeat(51), api_key: KEY }, 'forename')).toEqual([
      'too-long',
    ]);
  });

  it('forename has no minimum: one character is enough (the full forename or its start)', () => {
    expect(codesFor(search, { surname: 'Smith', forename: 'J', api_key: KEY }, 'forename')).toEqual([]);
  });

  it('requires api_key, of at most 24 characters', () => {
    expect(codesFor(search, { surname: 'Smith' }, 'api_key')).toEqual(['required']);
    expect(codesFor(search, { surname: 'Smith', api_key: ' ' }, 'api_key')).toEqual(['required']);
    expect(codesFor(search, { surname: 'Smith', api_key: 'K'.repeat(24) }, 'api_key')).toEqual([]);
    expect(codesFor(search, { surname: 'Smith', api_key: 'K'.repeat(25) }, 'api_key')).toEqual(['too-long']);
    expect(codesFor(search, { surname: 'Smith', api_key: EMOJI.repeat(24) }, 'api_key')).toEqual([]);
  });

  it('an object, an array or a boolean is the wrong type, and counts as absent', () => {
    for (const wrong of [{}, { a: 'Smith' }, [], ['Smith'], true, false]) {
      expect(codesFor(search, { surname: wrong, api_key: KEY }, 'surname'), JSON.stringify(wrong)).toEqual([
        'required',
        'wrong-type',
      ]);
      expect(codesFor(search, { surname: 'Smith', forename: wrong, api_key: KEY }, 'forename')).toEqual(['wrong-type']);
      expect(codesFor(search, { surname: 'Smith', api_key: wrong }, 'api_key')).toEqual(['required', 'wrong-type']);
    }
  });

  it('a number reads as its text (123 is a 3-character surname; 12 is too short)', () => {
    expect(codesFor(search, { surname: 123, api_key: KEY }, 'surname')).toEqual([]);
    expect(codesFor(search, { surname: 12, api_key: KEY }, 'surname')).toEqual(['too-short']);
  });

  it('reports every problem at once, each at its parameter', () => {
    expect(issuesOf(search, { surname: 'S'.repeat(51), forename: 'F'.repeat(51), api_key: 'K'.repeat(25) })).toEqual(
      expect.arrayContaining(['too-long@surname', 'too-long@forename', 'too-long@api_key']),
    );
    expect(issuesOf(search, {})).toEqual(expect.arrayContaining(['required@surname', 'required@api_key']));
    expect(issuesOf(search, {})).toHaveLength(2);
  });

  describe('a query string', () => {
    it('is read like the object of its parameters ("surname=Smith&api_key=...")', () => {
      expect(validateSearchQuery(`surname=Smith&forename=Jo&api_key=${KEY}`)).toStrictEqual(
        validateSearchQuery({ surname: 'Smith', forename: 'Jo', api_key: KEY }),
      );
      expect(issuesOf(search, `surname=Sm&api_key=${KEY}`)).toEqual(['too-short@surname']);
    });

    it('with a leading "?"', () => {
      expect(issuesOf(search, `?surname=Smith&api_key=${KEY}`)).toEqual([]);
      expect(issuesOf(search, `?surname=Sm&api_key=${KEY}`)).toEqual(['too-short@surname']);
    });

    it('as a whole URL with a #fragment (the fragment is not a parameter)', () => {
      const url = `https://api.example.org/fundraisers/v1/search?surname=Smith&api_key=${KEY}#results`;
      expect(issuesOf(search, url)).toEqual([]);
      // A fragment that looks like a parameter changes nothing.
      expect(
        issuesOf(
          search,
          `https://api.example.org/fundraisers/v1/search?surname=Smith&api_key=${KEY}#forename=${'F'.repeat(51)}`,
        ),
      ).toEqual([]);
      expect(issuesOf(search, `https://api.example.org/fundraisers/v1/search?api_key=${KEY}#surname=Smith`)).toEqual([
        'required@surname',
      ]);
    });

    it('without the parameters ("a=b&c=d"): surname and api_key are missing', () => {
      expect(issuesOf(search, 'a=b&c=d')).toEqual(['required@surname', 'required@api_key']);
    });

    it('decodes its values (+ and %20 are spaces; a code point in UTF-8 is one character)', () => {
      expect(issuesOf(search, `surname=S%20m&api_key=${KEY}`)).toEqual([]);
      expect(issuesOf(search, `surname=+++&api_key=${KEY}`)).toEqual(['required@surname']);
      expect(issuesOf(search, `surname=${encodeURIComponent(EMOJI.repeat(51))}&api_key=${KEY}`)).toEqual([
        'too-long@surname',
      ]);
      expect(issuesOf(search, `surname=${encodeURIComponent(EMOJI.repeat(50))}&api_key=${KEY}`)).toEqual([]);
    });

    it('a repeated parameter is an array: the wrong type, and absent', () => {
      expect(codesFor(search, `surname=Smith&surname=Jones&api_key=${KEY}`, 'surname')).toEqual([
        'required',
        'wrong-type',
      ]);
      expect(codesFor(search, `surname=Smith&api_key=${KEY}&api_key=${KEY}`, 'api_key')).toEqual([
        'required',
        'wrong-type',
      ]);
      expect(codesFor(search, `surname=Smith&forename=A&forename=B&api_key=${KEY}`, 'forename')).toEqual([
        'wrong-type',
      ]);
    });

    it('an empty query string has no parameters', () => {
      expect(issuesOf(search, '')).toEqual(['required@surname', 'required@api_key']);
      expect(issuesOf(search, '?')).toEqual(['required@surname', 'required@api_key']);
    });
  });

  it('a query that is not an object of parameters or a string reports the required parameters, never throws', () => {
    for (const query of [null, undefined, 42, true, ['surname=Smith']]) {
      const result = validateSearchQuery(query);
      expectContractShape(result);
      expect(result.valid).toBe(false);
    }
  });

  it('does not mutate the query object', () => {
    const query = Object.freeze({ surname: ' Sm', forename: ['a'], api_key: KEY });
    const copy = structuredClone(query);
    validateSearchQuery(query);
    expect(query).toStrictEqual(copy);
  });
});

// ---------------------------------------------------------------------------
// validateEventListingQuery

describe('validateEventListingQuery', () => {
  const base = { eventResourceId: 'e1', api_key: KEY };
  const codesOf = (extra: Record<string, unknown>, parameter: string): string[] =>
    codesFor(listing, { ...base, ...extra }, parameter);

  it('accepts eventResourceId and api_key alone (every other parameter is optional)', () => {
    expect(issuesOf(listing, base)).toEqual([]);
    expect(
      issuesOf(listing, { ...base, sortOrder: 'A', sortField: 'totalGiftAid', numRecords: '50', startRecordNum: '40' }),
    ).toEqual([]);
  });

  it('requires eventResourceId, of at most 36 characters', () => {
    expect(codesFor(listing, { api_key: KEY }, 'eventResourceId')).toEqual(['required']);
    expect(codesOf({ eventResourceId: null }, 'eventResourceId')).toEqual(['required']);
    expect(codesOf({ eventResourceId: '  ' }, 'eventResourceId')).toEqual(['required']);
    expect(codesOf({ eventResourceId: 'e'.repeat(36) }, 'eventResourceId')).toEqual([]);
    expect(codesOf({ eventResourceId: 'e'.repeat(37) }, 'eventResourceId')).toEqual(['too-long']);
    expect(codesOf({ eventResourceId: EMOJI.repeat(36) }, 'eventResourceId')).toEqual([]);
    expect(codesOf({ eventResourceId: EMOJI.repeat(37) }, 'eventResourceId')).toEqual(['too-long']);
    expect(codesOf({ eventResourceId: ['a', 'b'] }, 'eventResourceId')).toEqual(['required', 'wrong-type']);
  });

  it("sortOrder: 'A' and 'D' are valid; 'a', 'X', 'AD', 'D ' are not (case-sensitive, untrimmed)", () => {
    expect(codesOf({ sortOrder: 'A' }, 'sortOrder')).toEqual([]);
    expect(codesOf({ sortOrder: 'D' }, 'sortOrder')).toEqual([]);
    for (const sortOrder of ['a', 'd', 'X', 'AD', 'D ', 'asc'])
      expect(codesOf({ sortOrder }, 'sortOrder'), sortOrder).toEqual(['not-one-of']);
  });

  it("sortOrder '' (or blank, or null) is absent: valid, and the default applies", () => {
    for (const sortOrder of ['', ' ', null]) {
      expect(codesOf({ sortOrder }, 'sortOrder')).toEqual([]);
      expect(withListingDefaults({ ...base, sortOrder }).sortOrder).toBe('D');
    }
  });

  it('sortField: each of the five totals is valid', () => {
    for (const sortField of [
      'donationTotalNet',
      'donationTotalGA',
      'donationTotalGross',
      'totalGiftAid',
      'offlineAmount',
    ]) {
      expect(codesOf({ sortField }, 'sortField'), sortField).toEqual([]);
    }
  });

  it('sortField: anything else is not (other listing fields, other case, spaces)', () => {
    for (const sortField of [
      'donationtotalga',
      'DonationTotalGA',
      'donationTotalGA ',
      'numberOfDonations',
      'targetAmount',
      'surname',
      'x',
    ]) {
      expect(codesOf({ sortField }, 'sortField'), sortField).toEqual(['not-one-of']);
    }
    expect(codesOf({ sortField: '' }, 'sortField')).toEqual([]);
    expect(codesOf({ sortField: ['donationTotalGA'] }, 'sortField')).toEqual(['wrong-type']);
  });

  it.each([
    [1, []],
    [100, []],
    ['1', []],
    ['100', []],
    ['020', []],
    [20, []],
    [0, ['out-of-range']],
    ['0', ['out-of-range']],
    [101, ['out-of-range']],
    ['101', ['out-of-range']],
    ['999', ['out-of-range']],
    ['-1', ['not-whole-number']],
    [-1, ['not-whole-number']],
    ['1.5', ['not-whole-number']],
    [1.5, ['not-whole-number']],
    ['abc', ['not-whole-number']],
    ['+5', ['not-whole-number']],
    ['1e2', ['not-whole-number']],
    [' 20', ['not-whole-number']],
  ] as [unknown, string[]][])('numRecords %j: %j (a whole number from 1 to 100)', (numRecords, expected) => {
    expect(codesOf({ numRecords }, 'numRecords')).toEqual(expected);
  });

  it('numRecords absent is valid (the default 20 applies); as an object it is the wrong type', () => {
    expect(codesOf({ numRecords: '' }, 'numRecords')).toEqual([]);
    expect(codesOf({ numRecords: null }, 'numRecords')).toEqual([]);
    expect(codesOf({ numRecords: { n: 1 } }, 'numRecords')).toEqual(['wrong-type']);
  });

  it.each([
    [0, []],
    ['0', []],
    ['123', []],
    [123, []],
    ['9'.repeat(20), []],
    ['-1', ['not-whole-number']],
    [-1, ['not-whole-number']],
    ['1.5', ['not-whole-number']],
    ['x', ['not-whole-number']],
    ['9'.repeat(21), ['too-long']],
  ] as [unknown, string[]][])('startRecordNum %j: %j (a whole number, Bigint(20))', (startRecordNum, expected) => {
    expect(codesOf({ startRecordNum }, 'startRecordNum')).toEqual(expected);
  });

  it('startRecordNum absent is valid; a list is the wrong type', () => {
    expect(codesOf({ startRecordNum: '' }, 'startRecordNum')).toEqual([]);
    expect(codesOf({ startRecordNum: ['1', '2'] }, 'startRecordNum')).toEqual(['wrong-type']);
  });

  it('requires api_key, of at most 24 characters', () => {
    expect(codesFor(listing, { eventResourceId: 'e1' }, 'api_key')).toEqual(['required']);
    expect(codesOf({ api_key: 'K'.repeat(24) }, 'api_key')).toEqual([]);
    expect(codesOf({ api_key: 'K'.repeat(25) }, 'api_key')).toEqual(['too-long']);
    expect(codesOf({ api_key: true }, 'api_key')).toEqual(['required', 'wrong-type']);
  });

  it('reads a query string, a repeated parameter being the wrong type', () => {
    expect(
      issuesOf(
        listing,
        `eventResourceId=e1&sortOrder=A&sortField=offlineAmount&numRecords=020&startRecordNum=0&api_key=${KEY}`,
      ),
    ).toEqual([]);
    expect(issuesOf(listing, `?eventResourceId=e1&numRecords=101&api_key=${KEY}`)).toEqual(['out-of-range@numRecords']);
    expect(codesFor(listing, `eventResourceId=e1&sortOrder=A&sortOrder=D&api_key=${KEY}`, 'sortOrder')).toEqual([
      'wrong-type',
    ]);
    expect(
      issuesOf(
        listing,
        `https://api.example.org/events/v1/account/e1/categorisedpages.json?eventResourceId=e1&api_key=${KEY}#top`,
      ),
    ).toEqual([]);
  });

  it('reports every problem at once', () => {
    const issues = issuesOf(listing, { sortOrder: 'x', sortField: 'x', numRecords: '101', startRecordNum: '-1' });
    expect(issues).toEqual(
      expect.arrayContaining([
        'required@eventResourceId',
        'not-one-of@sortOrder',
        'not-one-of@sortField',
        'out-of-range@numRecords',
        'not-whole-number@startRecordNum',
        'required@api_key',
      ]),
    );
    expect(issues).toHaveLength(6);
  });
});

// ---------------------------------------------------------------------------
// validateLookupQuery

describe('validateLookupQuery (activities, countries)', () => {
  it('needs api_key only', () => {
    expect(issuesOf(lookup, { api_key: KEY })).toEqual([]);
    expect(issuesOf(lookup, `api_key=${KEY}`)).toEqual([]);
    expect(issuesOf(lookup, {})).toEqual(['required@api_key']);
    expect(issuesOf(lookup, '')).toEqual(['required@api_key']);
  });

  it('api_key: 24 characters, not 25; blank is absent; an array is the wrong type', () => {
    expect(issuesOf(lookup, { api_key: 'K'.repeat(25) })).toEqual(['too-long@api_key']);
    expect(issuesOf(lookup, { api_key: '   ' })).toEqual(['required@api_key']);
    expect(issuesOf(lookup, `api_key=a&api_key=b`)).toEqual(['required@api_key', 'wrong-type@api_key']);
  });

  it('ignores any other parameter', () => {
    expect(issuesOf(lookup, { api_key: KEY, surname: '', numRecords: 'abc', sortOrder: 'x' })).toEqual([]);
    expect(lookupQueryRules.every((rule) => rule.parameter === 'api_key')).toBe(true);
  });
});

// ---------------------------------------------------------------------------
// withListingDefaults

describe('withListingDefaults', () => {
  it('fills the defaults where the parameters are missing', () => {
    expect(withListingDefaults({ eventResourceId: 'e1' })).toStrictEqual({
      eventResourceId: 'e1',
      sortOrder: 'D',
      sortField: 'donationTotalGA',
      numRecords: 20,
    });
    expect(eventListingDefaults).toStrictEqual({ sortOrder: 'D', sortField: 'donationTotalGA', numRecords: 20 });
  });

  it('fills them where they are null or blank', () => {
    expect(withListingDefaults({ sortOrder: null, sortField: '', numRecords: ' \t' })).toStrictEqual({
      sortOrder: 'D',
      sortField: 'donationTotalGA',
      numRecords: 20,
    });
    expect(withListingDefaults({ sortOrder: undefined })).toStrictEqual({
      sortOrder: 'D',
      sortField: 'donationTotalGA',
      numRecords: 20,
    });
  });

  it('keeps given values, even invalid ones, and every other parameter', () => {
    const given = {
      eventResourceId: 'e1',
      sortOrder: 'A',
      sortField: 'offlineAmount',
      numRecords: '5',
      startRecordNum: '40',
      api_key: KEY,
    };
    expect(withListingDefaults(given)).toStrictEqual(given);
    expect(withListingDefaults({ sortOrder: 'x', numRecords: 0 })).toStrictEqual({
      sortOrder: 'x',
      sortField: 'donationTotalGA',
      numRecords: 0,
    });
    expect(withListingDefaults({ numRecords: '101', sortField: ' totalGiftAid' })).toStrictEqual({
      numRecords: '101',
      sortField: ' totalGiftAid',
      sortOrder: 'D',
    });
  });

  it('does not mutate its input, and returns a new object', () => {
    const query = { eventResourceId: 'e1', sortOrder: '' };
    const frozen = Object.freeze({ ...query });
    const result = withListingDefaults(frozen);
    expect(result).not.toBe(frozen);
    expect(frozen).toStrictEqual(query);
    const plain = { eventResourceId: 'e1' };
    withListingDefaults(plain);
    expect(plain).toStrictEqual({ eventResourceId: 'e1' });
  });

  it('never mutates, and never loses a parameter, for any object', () => {
    fc.assert(
      fc.property(
        fc.dictionary(fc.string(), fc.oneof(fc.string(), fc.integer(), fc.constant(null)), { noNullPrototype: true }),
        (query) => {
          const before = structuredClone(query);
          const result = withListingDefaults(query);
          expect(query).toStrictEqual(before);
          for (const [name, value] of Object.entries(query)) {
            if (
              Object.hasOwn(eventListingDefaults, name) &&
              (value === null || (typeof value === 'string' && value.trim() === ''))
            )
              continue;
            expect(result[name]).toStrictEqual(value);
          }
          for (const [name, value] of Object.entries(eventListingDefaults)) {
            const given = query[name];
            const absent = given === undefined || given === null || (typeof given === 'string' && given.trim() === '');
            expect(result[name]).toStrictEqual(absent ? value : given);
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it('accepts a query string', () => {
    expect(withListingDefaults(`eventResourceId=e1&sortOrder=A&api_key=${KEY}`)).toStrictEqual({
      eventResourceId: 'e1',
      sortOrder: 'A',
      api_key: KEY,
      sortField: 'donationTotalGA',
      numRecords: 20,
    });
    expect(withListingDefaults('?numRecords=50&sortOrder=')).toStrictEqual({
      numRecords: '50',
      sortOrder: 'D',
      sortField: 'donationTotalGA',
    });
    expect(withListingDefaults('')).toStrictEqual({ sortOrder: 'D', sortField: 'donationTotalGA', numRecords: 20 });
  });

  it('its result with defaults validates like the query (the defaults are themselves valid)', () => {
    expect(issuesOf(listing, withListingDefaults({ eventResourceId: 'e1', api_key: KEY }))).toEqual([]);
  });
});

// ---------------------------------------------------------------------------
// parseQueryString

describe('parseQueryString', () => {
  it('decodes + and %20 as spaces, and percent-encoded UTF-8', () => {
    expect(parseQueryString('surname=Van+Dyke&forename=Mary%20Ann&x=%E2%82%AC%F0%9F%98%80')).toStrictEqual({
      surname: 'Van Dyke',
      forename: 'Mary Ann',
      x: '€😀',
    });
    expect(parseQueryString('a%20b=c%2Bd&e=%26%3D')).toStrictEqual({ 'a b': 'c+d', e: '&=' });
  });

  it('reads a leading "?", a whole URL, and drops a #fragment', () => {
    expect(parseQueryString('?a=1')).toStrictEqual({ a: '1' });
    expect(parseQueryString('https://h.example/p/q?a=1&b=2#c=3')).toStrictEqual({ a: '1', b: '2' });
    expect(parseQueryString('a=1#b=2')).toStrictEqual({ a: '1' });
  });

  it('reads a parameter without "=" as an empty value, and a repeated one as an array in order', () => {
    expect(parseQueryString('a&b=')).toStrictEqual({ a: '', b: '' });
    expect(parseQueryString('a=1&b=x&a=2&a=3')).toStrictEqual({ a: ['1', '2', '3'], b: 'x' });
  });

  it('reads "__proto__" (and constructor) as a plain parameter, without touching any prototype', () => {
    const read = parseQueryString('__proto__=x&constructor=y&a=1');
    expect(Object.getOwnPropertyNames(read).sort()).toEqual(['__proto__', 'a', 'constructor']);
    expect(Object.getOwnPropertyDescriptor(read, '__proto__')?.value).toBe('x');
    expect(Object.getPrototypeOf(read)).toBe(Object.prototype);
    expect(({} as Record<string, unknown>).a).toBeUndefined();
    const twice = parseQueryString('__proto__=1&__proto__=2');
    expect(Object.getOwnPropertyDescriptor(twice, '__proto__')?.value).toEqual(['1', '2']);
    expect(Object.getPrototypeOf(twice)).toBe(Object.prototype);
    const polluting = parseQueryString('__proto__[polluted]=yes&constructor[prototype][polluted]=yes');
    expect(Object.keys(polluting)).toHaveLength(2);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('a __proto__ parameter reaches the validators and withListingDefaults as a plain parameter', () => {
    expect(issuesOf(search, `__proto__=x&surname=Smith&api_key=${KEY}`)).toEqual([]);
    const withDefaults = withListingDefaults('__proto__=x&eventResourceId=e1');
    expect(Object.getOwnPropertyDescriptor(withDefaults, '__proto__')?.value).toBe('x');
    expect(Object.getPrototypeOf(withDefaults)).toBe(Object.prototype);
  });

  it('empty input gives no parameters', () => {
    expect(parseQueryString('')).toStrictEqual({});
    expect(parseQueryString('?')).toStrictEqual({});
    expect(parseQueryString('   ')).toStrictEqual({});
    expect(parseQueryString('#only=fragment')).toStrictEqual({});
  });

  it('any object of text parameters survives being written as a query string and read back', () => {
    fc.assert(
      fc.property(
        fc.dictionary(fc.string({ minLength: 1, unit: 'grapheme' }), fc.string({ unit: 'grapheme' })),
        (parameters) => {
          const text = Object.entries(parameters)
            .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`)
            .join('&');
          expect({ ...parseQueryString(text) }).toStrictEqual({ ...parameters });
        },
      ),
      { numRuns: 300 },
    );
  });
});

// ---------------------------------------------------------------------------
// Results and rule tables

describe('results and rule tables', () => {
  it('every rule of the three query tables has an engine code (no documented codes for these operations)', () => {
    for (const rule of [...searchQueryRules, ...eventListingQueryRules, ...lookupQueryRules]) {
      expect(rule.code).not.toMatch(DOCUMENTED);
      expect(Object.hasOwn(engineCodes, rule.code), rule.code).toBe(true);
    }
  });

  it('every result, for any query object, has the contract shape, engine codes only, and empty codes', () => {
    const names = [
      'surname',
      'forename',
      'api_key',
      'eventResourceId',
      'sortOrder',
      'sortField',
      'numRecords',
      'startRecordNum',
      '__proto__',
    ];
    const value = fc.oneof(
      fc.string(),
      fc.integer(),
      fc.double(),
      fc.boolean(),
      fc.constant(null),
      fc.array(fc.string(), { maxLength: 2 }),
      fc.object({ maxDepth: 1 }),
    );
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom(...names), value), (query) => {
        for (const validate of [validateSearchQuery, validateEventListingQuery, validateLookupQuery])
          expectContractShape(validate(query));
      }),
      { numRuns: 300 },
    );
  });

  it('every result for any string has the contract shape', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        for (const validate of [validateSearchQuery, validateEventListingQuery, validateLookupQuery])
          expectContractShape(validate(text));
      }),
      { numRuns: 300 },
    );
  });

  it('takes the options of the validators: maxIssues cuts the list and sets truncated', () => {
    const full = validateEventListingQuery({ sortOrder: 'x', numRecords: 'x' });
    expect(full.issues.length).toBeGreaterThan(2);
    expect(full.truncated).toBe(false);
    const cut = validateEventListingQuery({ sortOrder: 'x', numRecords: 'x' }, { maxIssues: 2 });
    expectContractShape(cut);
    expect(cut.truncated).toBe(true);
    expect(cut.issues).toStrictEqual(full.issues.slice(0, 2));
    expect(() => validateSearchQuery({}, { maxIssues: 0 })).toThrow(TypeError);
  });

  it('never lists unchecked rules: no query rule needs a fact', () => {
    expect(validateSearchQuery({}).unchecked).toEqual([]);
    expect(validateEventListingQuery({}).unchecked).toEqual([]);
    expect(validateLookupQuery({}).unchecked).toEqual([]);
  });
});
