/**
 * The fundraiser search of the sandbox (contract section 11): names
 * compared by JavaScript's `toLowerCase()` and then code points, never by a
 * database collation, so the accounts are read in batches and matched and
 * ordered here, keeping at most the best `limit` of them.
 */
import type { Queryable } from './database.js';

/** A search as given: the surname (or its start), and the forename (or its start; '' when none was given). */
export interface SearchTerms {
  readonly surname: string;
  readonly forename: string;
}

/** An account that matched, with its class: 1 both names equal, 2 surname equal, 3 both starting with. */
export interface SearchMatch {
  readonly matchClass: 1 | 2 | 3;
  readonly resourceId: string;
  readonly title: string;
  readonly forename: string;
  readonly surname: string;
  readonly personalUrl: string;
}

/** A match with its names folded once, for ordering. */
interface Ranked {
  readonly match: SearchMatch;
  readonly foldedSurname: string;
  readonly foldedForename: string;
}

/** The most results a search answers. */
export const SEARCH_LIMIT = 100;

/** Accounts read per query while searching. */
const BATCH = 1000;

/** A UTF-16 code unit moved so that code units compare in code point order (surrogates above U+E000–U+FFFF). */
function inCodePointOrder(unit: number): number {
  if (unit >= 0xe000) return unit - 0x800;
  if (unit >= 0xd800) return unit + 0x2000;
  return unit;
}

/**
 * Compares two strings by Unicode code points (not UTF-16 code units, as `<`
 * does): negative, zero or positive.
 * @example compareCodePoints('\uFF21', '\u{1F600}') < 0 // true, though '\uFF21' > '\u{1F600}'
 */
export function compareCodePoints(a: string, b: string): number {
  const length = Math.min(a.length, b.length);
  for (let at = 0; at < length; at++) {
    const left = a.charCodeAt(at);
    const right = b.charCodeAt(at);
    if (left !== right) return inCodePointOrder(left) - inCodePointOrder(right);
  }
  return a.length - b.length;
}

/**
 * Compares two texts as the search orders names: by their `toLowerCase()`
 * in code points, then, when those are equal, as given in code points.
 * @example compareFolded('adams', 'Baker') < 0 // true
 */
export function compareFolded(a: string, b: string): number {
  return compareCodePoints(a.toLowerCase(), b.toLowerCase()) || compareCodePoints(a, b);
}

/** The order of the results: class, then surname, forename and resource ID, each folded then as given. */
function compareRanked(a: Ranked, b: Ranked): number {
  return (
    a.match.matchClass - b.match.matchClass ||
    compareCodePoints(a.foldedSurname, b.foldedSurname) ||
    compareCodePoints(a.match.surname, b.match.surname) ||
    compareCodePoints(a.foldedForename, b.foldedForename) ||
    compareCodePoints(a.match.forename, b.match.forename) ||
    compareFolded(a.match.resourceId, b.match.resourceId)
  );
}

/**
 * The class of a pair of folded names for folded search terms, or
 * `undefined` when they do not match: 1 forename and surname both equal;
 * 2 surname equal and forename starting with the given one; 3 both
 * starting with the given characters.
 * @example matchClassOf({ surname: 'love', forename: '' }, 'lovelace', 'ada') // 3
 */
export function matchClassOf(terms: SearchTerms, surname: string, forename: string): 1 | 2 | 3 | undefined {
  if (!forename.startsWith(terms.forename) || !surname.startsWith(terms.surname)) return undefined;
  if (surname.length !== terms.surname.length) return 3;
  return forename.length === terms.forename.length ? 1 : 2;
}

/** The best matches seen so far, in order, at most `limit` of them. */
class BestMatches {
  readonly entries: Ranked[] = [];
  constructor(private readonly limit: number) {}

  /** Keeps `match` when it is among the best `limit`. */
  offer(match: Ranked): void {
    const { entries } = this;
    const last = entries[entries.length - 1];
    if (entries.length === this.limit && last !== undefined && compareRanked(match, last) >= 0) return;
    let low = 0;
    let high = entries.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (compareRanked(entries[middle] as Ranked, match) <= 0) low = middle + 1;
      else high = middle;
    }
    entries.splice(low, 0, match);
    if (entries.length > this.limit) entries.pop();
  }
}

/** An account row as the search reads it. */
interface AccountRow {
  id: string;
  title: string;
  forename: string;
  surname: string;
  personal_url: string;
}

/**
 * Searches the accounts: every account read once, in batches by resource
 * ID, matched by `matchClassOf` on folded names; the best `limit` kept, in
 * order (class, then surname, forename, resource ID).
 * @example await searchFundraisers(db, { surname: 'Love', forename: '' }) // [{ matchClass: 3, surname: 'Lovelace', … }]
 */
export async function searchFundraisers(
  db: Queryable,
  terms: SearchTerms,
  limit = SEARCH_LIMIT,
): Promise<SearchMatch[]> {
  const folded: SearchTerms = { surname: terms.surname.toLowerCase(), forename: terms.forename.toLowerCase() };
  const best = new BestMatches(limit);
  let after = '';
  for (;;) {
    const { rows } = await db.query<AccountRow>(
      `select id, title, forename, surname, personal_url from accounts where id > $1 order by id limit ${BATCH}`,
      [after],
    );
    for (const row of rows) {
      const foldedSurname = row.surname.toLowerCase();
      const foldedForename = row.forename.toLowerCase();
      const matchClass = matchClassOf(folded, foldedSurname, foldedForename);
      if (matchClass === undefined) continue;
      best.offer({
        match: {
          matchClass,
          resourceId: row.id,
          title: row.title,
          forename: row.forename,
          surname: row.surname,
          personalUrl: row.personal_url,
        },
        foldedSurname,
        foldedForename,
      });
    }
    const last = rows[rows.length - 1];
    if (last === undefined || rows.length < BATCH) break;
    after = last.id;
  }
  return best.entries.map((ranked) => ranked.match);
}
