import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { optionsFromContext } from '../src/cli/context.js';
import { parseAccountXml, parsePageXml } from '../src/formats/xml.js';
import {
  parseListingQuery,
  validateAccount,
  validateEventListingQuery,
  validatePage,
  validateSearchQuery,
} from '../src/index.js';

const read = (name: string) => readFileSync(new URL(`../examples/${name}`, import.meta.url), 'utf8');
const options = optionsFromContext(JSON.parse(read('context.json')));

describe('the bundled examples', () => {
  it.each([
    ['account-valid.json', true],
    ['account-invalid.json', false],
  ])('%s is valid: %s', (name, valid) => {
    const result = validateAccount(JSON.parse(read(name)), options);
    expect(result.valid).toBe(valid);
    expect(result.unchecked).toEqual([]);
  });

  it.each([
    ['page-personal-valid.json', true],
    ['page-personal-invalid.json', false],
    ['page-event-team-valid.json', true],
    ['page-event-team-invalid.json', false],
  ])('%s is valid: %s', (name, valid) => {
    const result = validatePage(JSON.parse(read(name)), options);
    expect(result.valid).toBe(valid);
    expect(result.unchecked).toEqual([]);
  });

  it('the XML examples are valid, entities and repeated elements read', () => {
    const account = parseAccountXml(read('account-valid.xml')) as Record<string, unknown>;
    expect(account.surname).toBe("O'Brien");
    expect(account.fundraiserCustomCode).toEqual(['DUB-2026']);
    expect(validateAccount(account, options)).toMatchObject({ valid: true, issues: [], unchecked: [] });
    const page = parsePageXml(read('page-event-team-valid.xml')) as { charitySplits: { customCodes?: string[] }[] };
    expect(page.charitySplits).toHaveLength(2);
    expect(page.charitySplits[0]?.customCodes).toEqual(['RAMBLE-1', 'RAMBLE-2']);
    expect(validatePage(page, options)).toMatchObject({ valid: true, issues: [], unchecked: [] });
  });

  it('the NDJSON example holds valid, invalid and unparseable lines', () => {
    const outcomes = read('signups.ndjson')
      .split('\n')
      .filter((line) => line.trim() !== '')
      .map((line) => {
        try {
          return validateAccount(JSON.parse(line), options).valid;
        } catch {
          return 'not JSON';
        }
      });
    expect(outcomes).toEqual([true, true, false, 'not JSON', false]);
  });

  it('the query examples: a valid search, a listing URL whose path names the event', () => {
    expect(validateSearchQuery(read('search.query')).valid).toBe(true);
    const listing = validateEventListingQuery(read('listing.query'));
    expect(listing.issues.map((issue) => `${issue.code}:${issue.parameter}`)).toEqual(['out-of-range:numRecords']);
  });
});

describe('parseListingQuery', () => {
  it('takes eventResourceId from the path segment of a listing URL', () => {
    expect(parseListingQuery('https://api.example/events/v1/account/E%2D1/categorisedpages.json?api_key=K')).toEqual({
      api_key: 'K',
      eventResourceId: 'E-1',
    });
  });
  it('lets the query name the event itself', () => {
    expect(parseListingQuery('/events/v1/account/E1/categorisedpages.json?eventResourceId=E2').eventResourceId).toBe(
      'E2',
    );
  });
  it('keeps a malformed escape as it was, and leaves other URLs alone', () => {
    expect(parseListingQuery('/events/v1/account/%E0%A4%A/categorisedpages.json').eventResourceId).toBe('%E0%A4%A');
    expect(parseListingQuery('https://api.example/fundraisers/v1/search?surname=Smith')).toEqual({ surname: 'Smith' });
  });
});
