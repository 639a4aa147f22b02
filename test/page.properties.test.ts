/**
 * Property-based tests of validatePage against contract sections 2-7 (the
 * page part of section 6, EventInfo of section 4). Arbitraries are generated
 * from the rule table (test/arbitraries/page.ts); expectations come from the
 * contract, never from src/.
 *
 * Reproduce a run with FC_SEED=<seed> (default fixed); FC_RUNS overrides the run count.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { EventInfo, Issue, ValidationResult } from '../src/index.js';
import { pageRules, validatePage, validatePageAsync } from '../src/index.js';
import {
  ACTIVITIES,
  anyInput,
  CHARITIES,
  EVENT_IDS,
  eventsRecord,
  FAULTS,
  LIMITS,
  lookupIn,
  type Model,
  mixedEvent,
  mixedPage,
  model,
  numberStyle,
  onSplits,
  optionsFor,
  PAGE_FIELDS,
  type PageCase,
  type PageOptions,
  pageShapedJson,
  pageWithJsonSplits,
  pageWithOneFault,
  pageWithTwoFaults,
  type Split,
  TODAY,
  validEventPage,
  validPage,
  validPersonalPage,
  wholeOf,
  writeWhole,
} from './arbitraries/page.js';
import { addDays, codePoints, textOf } from './arbitraries/values.js';
import {
  contractChecks,
  DOCUMENTED,
  deepFreeze,
  documentedIssues,
  expectedIssues,
  hashed,
  issueKey,
  safeValidator,
  uniqueSorted as sorted,
} from './support/contract.js';

fc.configureGlobal({
  seed: Number(process.env.FC_SEED ?? 20261122),
  ...(process.env.FC_RUNS === undefined ? {} : { numRuns: Number(process.env.FC_RUNS) }),
});
const runs = (factor: number): number => Math.max(fc.readConfigureGlobal().numRuns ?? 100, 100) * factor;

// ---------------------------------------------------------------------------
// Helpers
// ---------------------------------------------------------------------------

const SPLITS = 'charitySplits';

/** A rule's `at` reference for an issue path: numbers stand for `[]`. */
const atOf = (path: readonly (string | number)[]): string =>
  path.reduce<string>(
    (out, step) => (typeof step === 'number' ? `${out}[]` : out === '' ? step : `${out}.${step}`),
    '',
  );
/** The rows of the page table by (code, parameter, at). */
const rowsByKey = new Map<string, number[]>();
pageRules.forEach((rule, index) => {
  const k = `${rule.code}|${rule.parameter}|${rule.at}`;
  rowsByKey.set(k, [...(rowsByKey.get(k) ?? []), index]);
});

const { expectContractShape, expectCappedPrefix } = contractChecks({
  eachIssue: (issue) => expect(issue.code).not.toBe('unreadable-input'),
  // Each issue comes from a row at or after the previous issue's row.
  tableOrder: (issues) => {
    let previous = -1;
    for (const issue of issues) {
      const candidates = rowsByKey.get(`${issue.code}|${issue.parameter}|${atOf(issue.path)}`);
      expect(candidates, `${issue.code} ${JSON.stringify(issue.path)} names a row of pageRules`).toBeDefined();
      const row = candidates!.find((index) => index >= previous);
      expect(row, `${issue.code} ${JSON.stringify(issue.path)} in table order`).toBeDefined();
      previous = row!;
    }
  },
});

const validateSafely = safeValidator<PageOptions>(validatePage);

/**
 * How long one validation of a hostile input may take. Linear work takes a few hundred ms on
 * 100,000 splits or 1,000,000 characters; quadratic work takes minutes. The margin allows a busy machine.
 */
const LIMIT_MS = 2000;

/** Milliseconds a call takes. */
function timed(run: () => unknown): number {
  const started = performance.now();
  run();
  return performance.now() - started;
}

/** The kinds of issue a result has besides its documented ones. */
const undocumented = (result: ValidationResult): Issue[] => result.issues.filter((i) => !i.documented);

/** The documented unchecked entries of a result, sorted. */
const documentedUnchecked = (result: ValidationResult): Model['unchecked'] =>
  result.unchecked.filter((u) => DOCUMENTED.test(u.code)).sort((a, b) => a.code.localeCompare(b.code));
const sortUnchecked = (list: Model['unchecked']): Model['unchecked'] =>
  [...list].sort((a, b) => a.code.localeCompare(b.code));

/** Events records over the test IDs, each event valid, faulty or unknown. */
const eventsArb: fc.Arbitrary<Record<string, EventInfo>> = fc
  .tuple(...EVENT_IDS.map(() => fc.option(mixedEvent, { nil: undefined })))
  .map((infos) => {
    const record: Record<string, EventInfo> = {};
    infos.forEach((info, k) => {
      if (info !== undefined) record[EVENT_IDS[k]!] = info;
    });
    return record;
  });

const modelCase = fc
  .record({
    today: fc.constantFrom(TODAY, '20240229', '20281231', addDays(TODAY, 400)),
    activities: fc.option(fc.subarray([...ACTIVITIES]), { nil: undefined }),
    charities: fc.option(fc.subarray([...CHARITIES]), { nil: undefined }),
    events: fc.option(eventsArb, { nil: undefined }),
    eventsAsFunction: fc.boolean(),
    taken: fc.constantFrom<'none' | 'no' | 'hash'>('none', 'no', 'hash'),
    input: fc.oneof(
      { weight: 4, arbitrary: mixedPage },
      { weight: 1, arbitrary: pageShapedJson },
      { weight: 2, arbitrary: pageWithOneFault.map((f) => f.input) },
    ),
  })
  .map((r) => {
    const options: PageOptions = { today: r.today };
    if (r.activities !== undefined) options.activities = r.activities;
    if (r.charities !== undefined) options.charities = r.charities;
    if (r.events !== undefined) options.events = r.eventsAsFunction ? lookupIn(r.events) : r.events;
    if (r.taken !== 'none') options.teamUrlTaken = r.taken === 'hash' ? hashed('taken') : () => false;
    return { input: r.input, options };
  });

// ---------------------------------------------------------------------------
// The tests
// ---------------------------------------------------------------------------

describe('the property model', () => {
  it('generate every kind of valid page', () => {
    const cases = fc.sample(validPage, { numRuns: 400, seed: 1 });
    const kinds = new Set(cases.map((c) => `${c.kind}/${c.team ? 'team' : 'individual'}`));
    expect([...kinds].sort()).toEqual(['event/individual', 'event/team', 'personal/individual', 'personal/team']);
    const counts = new Set(cases.map((c) => c.splits.length));
    expect([...counts].sort()).toEqual([1, 2, 3, 4, 5]);
    expect(cases.some((c) => c.event?.charitySplits !== undefined && c.splits.length > 1)).toBe(true);
    expect(cases.some((c) => c.event?.allowedCharities !== undefined)).toBe(true);
    expect(cases.some((c) => textOf(c.page.activityCode) === '039')).toBe(true);
    expect(cases.some((c) => !Array.isArray(c.page.charitySplits))).toBe(true);
  });

  it('the model agrees that every generated valid page is clean', () => {
    fc.assert(
      fc.property(validPage, (c) => {
        expect(model(c.page, optionsFor(c))).toEqual({ issues: [], unchecked: [] });
      }),
    );
  });

  it("the model agrees with every fault's expected issues", () => {
    fc.assert(
      fc.property(pageWithOneFault, ({ fault, input, options, expected }) => {
        expect(model(input, options).issues.map(issueKey).sort(), fault).toEqual(expectedIssues(expected));
      }),
      { numRuns: runs(3) },
    );
  });

  it('the faults reach every documented page code', () => {
    const reached = new Set(
      fc.sample(pageWithOneFault, { numRuns: 4000, seed: 2 }).flatMap((f) => f.expected.map((e) => e.code)),
    );
    const all = [
      ...Array.from({ length: 20 }, (_, k) => `003.01.${String(k + 1).padStart(2, '0')}`),
      ...['22', '23', '24', '25', '26', '27', '28', '29', '30'].map((n) => `002.01.${n}`),
    ];
    expect(all.filter((code) => !reached.has(code))).toEqual([]);
    // and every fault is drawn
    const drawn = new Set(fc.sample(pageWithOneFault, { numRuns: 4000, seed: 3 }).map((f) => f.fault));
    expect(FAULTS.map((f) => f.name).filter((name) => !drawn.has(name))).toEqual([]);
  });
});

describe('validatePage properties', () => {
  it('a. every generated valid page is valid, with no issue at all', () => {
    fc.assert(
      fc.property(validPage, (c) => {
        const result = validateSafely(c.page, optionsFor(c));
        expect(result).toEqual({ valid: true, issues: [], codes: [], unchecked: [], truncated: false });
      }),
      { numRuns: runs(3) },
    );
  });

  /** A page whose percentages are replaced (keeping each split's style: number or digit string). */
  const withPercents = (c: PageCase, percents: (number | string)[]): Record<string, unknown> => {
    const splits: Split[] = c.splits.map((s, i) => ({ ...s, charitySplitPercent: percents[i] }));
    return { ...c.page, charitySplits: splits };
  };
  const rewrite = (old: unknown, n: number): number | string =>
    typeof old === 'number' ? n : String(n).padStart(String(old).length, '0');

  it('b. moving one percentage point between two splits keeps the page valid', () => {
    const movable = fc
      .oneof(
        validPersonalPage,
        validEventPage.filter((c) => c.event?.charitySplits === undefined),
      )
      .filter((c) => c.splits.length > 1 && c.splits.some((s) => (wholeOf(s.charitySplitPercent) ?? 0) > 1));
    fc.assert(
      fc.property(movable, fc.nat(), fc.nat(), (c, a, b) => {
        const donors = c.splits.flatMap((s, i) => ((wholeOf(s.charitySplitPercent) ?? 0) > 1 ? [i] : []));
        const from = donors[a % donors.length]!;
        const others = c.splits.map((_, i) => i).filter((i) => i !== from);
        const to = others[b % others.length]!;
        const percents = c.splits.map((s, i) => {
          const n = wholeOf(s.charitySplitPercent)!;
          return rewrite(s.charitySplitPercent, i === from ? n - 1 : i === to ? n + 1 : n);
        });
        const input = withPercents(c, percents);
        expect(percents.reduce<number>((sum, p) => sum + wholeOf(p)!, 0)).toBe(100);
        expect(validateSafely(input, optionsFor(c))).toEqual({
          valid: true,
          issues: [],
          codes: [],
          unchecked: [],
          truncated: false,
        });
      }),
    );
  });

  /** Changes split i's percentage by k != 0, keeping it a whole number >= 0. */
  const changeOne = (c: PageCase, n: number, k: number, style: 'number' | 'string' | 'padded') => {
    const i = n % c.splits.length;
    const old = wholeOf(c.splits[i]!.charitySplitPercent)!;
    const delta = k >= 0 ? k + 1 : Math.max(k, -old);
    const next = old + delta;
    const percents = c.splits.map((s, j) =>
      j === i ? writeWhole(next, style) : (s.charitySplitPercent as number | string),
    );
    return { i, next, input: withPercents(c, percents) };
  };

  it('c. changing one percentage by k != 0 gives exactly 003.01.15 on a personal page (a 0% share adds only a warning)', () => {
    fc.assert(
      fc.property(validPersonalPage, fc.nat(), fc.integer({ min: -100, max: 200 }), numberStyle, (c, n, k, style) => {
        const { i, next, input } = changeOne(c, n, k, style);
        const result = validateSafely(input, optionsFor(c));
        expect(result.codes).toEqual(['003.01.15']);
        expect(documentedIssues(result)).toEqual(expectedIssues([onSplits('003.01.15', 'charitySplitPercent')]));
        expect(result.valid).toBe(false);
        const extra = undocumented(result);
        if (next === 0) {
          expect(extra.map((e) => [e.code, e.severity, e.path])).toEqual([
            ['zero-share', 'warning', [SPLITS, i, 'charitySplitPercent']],
          ]);
        } else {
          expect(extra).toEqual([]);
        }
      }),
      { numRuns: runs(2) },
    );
  });

  it('c. on an event page the same change also gives 002.01.30 exactly when the event fixes the splits', () => {
    fc.assert(
      fc.property(validEventPage, fc.nat(), fc.integer({ min: -100, max: 200 }), numberStyle, (c, n, k, style) => {
        const { input } = changeOne(c, n, k, style);
        const result = validateSafely(input, optionsFor(c));
        const expected = [onSplits('003.01.15', 'charitySplitPercent')];
        if (c.event?.charitySplits !== undefined) expected.push(onSplits('002.01.30', 'charitySplitPercent'));
        expect(sorted(result.codes)).toEqual(sorted(expected.map((e) => e.code)));
        expect(documentedIssues(result)).toEqual(expectedIssues(expected));
      }),
      { numRuns: runs(2) },
    );
  });

  it('d. one mutation gives exactly its documented codes, at the contract paths', () => {
    fc.assert(
      fc.property(pageWithOneFault, ({ fault, input, options, expected, engineError }) => {
        const result = validateSafely(input, options);
        expect(sorted(result.codes), fault).toEqual(sorted(expected.map((e) => e.code)));
        expect(documentedIssues(result), fault).toEqual(expectedIssues(expected));
        expect(result.valid, fault).toBe(expected.length === 0 && !engineError);
        expect(result.unchecked, fault).toEqual([]);
        expect(result.truncated, fault).toBe(false);
      }),
      { numRuns: runs(8) },
    );
  });

  it('d. two independent mutations give the union of their codes', () => {
    fc.assert(
      fc.property(pageWithTwoFaults, ({ faults, input, options, expected, engineError }) => {
        const result = validateSafely(input, options);
        const label = faults.join(' + ');
        expect(sorted(result.codes), label).toEqual(sorted(expected.map((e) => e.code)));
        expect(documentedIssues(result), label).toEqual(expectedIssues(expected));
        expect(result.valid, label).toBe(expected.length === 0 && !engineError);
      }),
      { numRuns: runs(4) },
    );
  });

  it('section 4: without events or activities, the rules that need them are unchecked, not guessed', () => {
    fc.assert(
      fc.property(validPage, fc.boolean(), (c, dropActivities) => {
        const { events: _events, activities, ...rest } = optionsFor(c);
        const options: PageOptions = dropActivities ? rest : { ...rest, activities };
        const result = validateSafely(c.page, options);
        const expected = model(c.page, options).unchecked;
        const codes = new Set(expected.map((u) => u.code));
        if (c.kind === 'event') {
          for (const code of [
            '002.01.24',
            '002.01.25',
            '002.01.26',
            '002.01.27',
            '002.01.28',
            '002.01.29',
            '002.01.30',
            '003.01.20',
          ]) {
            expect(codes.has(code)).toBe(true);
          }
        } else {
          expect([...codes]).toEqual(dropActivities ? ['003.01.18'] : []);
        }
        expect(documentedUnchecked(result)).toEqual(sortUnchecked(expected));
        expect(result.codes).toEqual([]);
        expect(result.valid).toBe(true);
      }),
    );
  });

  describe('e. any input: never throws, never mutates, returns the contract shape', () => {
    const optionsArb = fc.constantFrom<PageOptions | undefined>(
      undefined,
      { today: TODAY },
      optionsFor({ eventId: undefined, event: undefined, eventsAsFunction: false }),
      optionsFor({
        eventId: EVENT_IDS[0],
        event: {
          allowedCharities: [CHARITIES[0]],
          maxCharities: 2,
          charitySplits: [{ charityResourceId: CHARITIES[0], charitySplitPercent: 100 }],
        },
        eventsAsFunction: true,
      }),
    );

    const shapedInputs: [string, fc.Arbitrary<unknown>][] = [
      ['any JSON value', fc.jsonValue({ stringUnit: 'binary' })],
      ['records over the page field names holding arbitrary JSON values', pageShapedJson],
      ['charitySplits arrays of arbitrary JSON values and split-shaped records', pageWithJsonSplits],
      ['mixed valid, faulty and arbitrary field values', anyInput],
    ];
    for (const [title, inputs] of shapedInputs) {
      it(title, () => {
        fc.assert(
          fc.property(inputs, optionsArb, (input, options) => {
            expectContractShape(validateSafely(input, options));
          }),
        );
      });
    }

    it("an own '__proto__' key is an ordinary unknown key", () => {
      const options = optionsFor({ eventId: undefined, event: undefined, eventsAsFunction: false });
      for (const source of [
        '{"__proto__": {"pageTitle": "x"}}',
        '{"__proto__": {"pageTitle": "x", "teamPageIndicator": "N"}, "constructor": {"prototype": {"pageTitle": "x"}}}',
      ]) {
        const input: unknown = JSON.parse(source);
        const result = validateSafely(input, options);
        expectContractShape(result);
        expect(result.codes).toEqual(validatePage({}, options).codes);
        expect(result.codes).toContain('003.01.04');
        expect(result.codes).toContain('003.01.05');
        expect(({} as Record<string, unknown>).pageTitle).toBeUndefined();
      }
      fc.assert(
        fc.property(validPage, (c) => {
          const input = JSON.parse(
            JSON.stringify(c.page).replace(/^\{/, '{"__proto__": {"pageTitle": 5, "eventResourceId": "4242"},'),
          ) as Record<string, unknown>;
          expect(Object.hasOwn(input, '__proto__')).toBe(true);
          expect(validateSafely(input, optionsFor(c)).codes).toEqual([]);
        }),
        { numRuns: 30 },
      );
      // Inside a split: the charity under '__proto__' is not the split's charity.
      fc.assert(
        fc.property(validPersonalPage, (c) => {
          const split = JSON.parse(
            `{"__proto__": {"charityResourceId": "${CHARITIES[0]}"}, "charitySplitPercent": 100}`,
          ) as Record<string, unknown>;
          const input = { ...c.page, charitySplits: [split] };
          const result = validateSafely(input, optionsFor(c));
          expectContractShape(result);
          expect(documentedIssues(result)).toEqual(expectedIssues(model(input, optionsFor(c)).issues));
          expect(result.codes).toEqual(expect.arrayContaining(['003.01.12', '003.01.14']));
        }),
        { numRuns: 20 },
      );
    });

    it('an event ID naming an inherited property is an unknown event', () => {
      fc.assert(
        fc.property(
          validEventPage,
          fc.constantFrom('__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf'),
          (c, id) => {
            const options = optionsFor(c); // the record has no own key of that name
            const input = { ...c.page, eventResourceId: id };
            const result = validateSafely(input, options);
            expectContractShape(result);
            expect(result.codes).toEqual([]);
            expect(result.valid).toBe(false); // the unknown event's engine code
            expect(undocumented(result).some((i) => i.severity === 'error' && i.path[0] === 'eventResourceId')).toBe(
              true,
            );
          },
        ),
        { numRuns: 30 },
      );
    });

    it('lone surrogates: never thrown on, and counted as one code point each', () => {
      const every = Object.fromEntries(PAGE_FIELDS.map((name) => [name, '\uD800']));
      expectContractShape(validateSafely(every, optionsFor({ eventsAsFunction: false })));
      expectContractShape(
        validateSafely(
          {
            ...every,
            charitySplits: [
              { charityResourceId: '\uDC00', charitySplitPercent: '\uD800', customCodes: ['\uDFFF', '\uD800\uD800'] },
            ],
          },
          optionsFor({ eventsAsFunction: false }),
        ),
      );
      fc.assert(
        fc.property(
          validPage.filter((c) => c.team),
          fc.constantFrom('\uD800', '\uDFFF', '\uD83D', '😀'),
          fc.constantFrom(0, 1),
          (c, unit, over) => {
            const teamName = unit.repeat(LIMITS.teamName + over); // repeated lone surrogates never pair up
            const pageTitle = unit.repeat(LIMITS.pageTitle + over);
            expect(codePoints(teamName)).toBe(LIMITS.teamName + over);
            const result = validateSafely({ ...c.page, teamName, pageTitle }, optionsFor(c));
            expect(sorted(result.codes)).toEqual(over === 1 ? ['003.01.02', '003.01.05', '003.01.10'] : []);
          },
        ),
        { numRuns: 40 },
      );
    });

    it('strings of 1,000,000 characters: quick, and read as the contract says', { timeout: 60_000 }, () => {
      const big = (unit: string): string => unit.repeat(Math.ceil(1_000_000 / unit.length)).slice(0, 1_000_000);
      const options = optionsFor({ eventId: EVENT_IDS[0], event: {}, eventsAsFunction: false });
      const split = (charity: unknown, percent: unknown, codes?: unknown) => ({
        charityResourceId: charity,
        charitySplitPercent: percent,
        customCodes: codes,
      });
      const inputs: unknown[] = [
        Object.fromEntries(PAGE_FIELDS.map((name) => [name, big('a')])),
        Object.fromEntries(PAGE_FIELDS.map((name) => [name, big(' ')])),
        Object.fromEntries(PAGE_FIELDS.map((name) => [name, big('7')])),
        {
          pageTitle: big('😀'),
          teamName: big('\uD800'),
          teamUrl: big('u'),
          teamPageIndicator: 'Y',
          fundraisingDate: big('2'),
          postEventFundraisingInterval: big('0'),
          activityCode: big('0'),
        },
        {
          eventResourceId: EVENT_IDS[0],
          charitySplits: [
            split(big('c'), big('1'), [big('😀'), big('\uD800'), big(' ')]),
            split(CHARITIES[0], `${big('0')}100`),
          ],
        },
        {
          charitySplits: [split(CHARITIES[1], big('0')), split(big(' '), 100)],
          activityCode: '039',
          activityDescription: big(' '),
        },
        big('{'),
      ];
      for (const input of inputs) {
        expect(
          Math.min(
            timed(() => validatePage(input, options)),
            timed(() => validatePage(input, options)),
          ),
        ).toBeLessThan(LIMIT_MS);
        const result = validateSafely(input, options);
        expectContractShape(result);
        expect(documentedIssues(result)).toEqual(expectedIssues(model(input, options).issues));
      }
    });

    it('deeply nested arrays and objects', { timeout: 60_000 }, () => {
      const nest = (depth: number, wrap: (inner: unknown) => unknown): unknown => {
        let value: unknown = 'x';
        for (let k = 0; k < depth; k++) value = wrap(value);
        return value;
      };
      const options = optionsFor({ eventsAsFunction: false });
      for (const deep of [nest(500, (v) => [v]), nest(500, (v) => ({ a: v }))]) {
        expectContractShape(validateSafely(deep, options));
        const body = Object.fromEntries(PAGE_FIELDS.map((name) => [name, deep]));
        const inSplits = {
          charitySplits: [deep, { charityResourceId: deep, charitySplitPercent: deep, customCodes: [deep] }],
        };
        for (const input of [body, inSplits]) {
          const result = validateSafely(input, options);
          expectContractShape(result);
          expect(documentedIssues(result)).toEqual(expectedIssues(model(input, options).issues));
        }
      }
      const depth = 100_000;
      const deepArray = nest(depth, (v) => [v]);
      const body = {
        pageTitle: deepArray,
        charitySplits: [
          deepArray,
          { charityResourceId: CHARITIES[0], charitySplitPercent: 100, customCodes: [deepArray] },
        ],
      };
      for (const input of [deepArray, body]) expectContractShape(validatePage(input, options));
      expect(validatePage(deepArray, options).codes).toEqual(['003.01.04']);
      expect(validatePage(body, options).codes).toEqual(expect.arrayContaining(['003.01.05', '002.01.22']));
      let cursor: unknown = deepArray;
      for (let k = 0; k < depth; k++) {
        expect(Array.isArray(cursor) && cursor.length === 1).toBe(true);
        cursor = (cursor as unknown[])[0];
      }
      expect(cursor).toBe('x');
    });

    it('100,000 splits finish quickly and, capped at 10 issues, are truncated', { timeout: 60_000 }, () => {
      const [personal] = fc.sample(validPersonalPage, { numRuns: 1, seed: 7 });
      const [event] = fc.sample(
        validEventPage.filter((c) => c.event?.charitySplits !== undefined && c.event.allowedCharities !== undefined),
        { numRuns: 1, seed: 8 },
      );
      const N = 100_000;
      const repeated = Array.from({ length: N }, (_, k) => ({
        charityResourceId: CHARITIES[k % CHARITIES.length],
        charitySplitPercent: 1,
      }));
      const nulls = Array.from({ length: N }, () => null);
      const withCodes = Array.from({ length: N }, (_, k) => ({
        charityResourceId: `c${k}`,
        charitySplitPercent: 0,
        customCodes: ['', 'a', 'b', 'c', 'd', 'e'],
      }));
      const distinctNoPercent = Array.from({ length: N }, (_, k) => ({ charityResourceId: `c${k}` }));
      const capped = (o: PageOptions): PageOptions => ({ ...o, maxIssues: 10 });
      const truncatedAt10 = (r: ValidationResult): void => {
        expect(r.truncated).toBe(true);
        expect(r.issues).toHaveLength(10);
      };
      const cases: [unknown, PageOptions, (r: ValidationResult) => void][] = [
        [{ ...personal!.page, charitySplits: repeated }, capped(optionsFor(personal!)), truncatedAt10],
        [
          { ...personal!.page, charitySplits: repeated },
          optionsFor(personal!),
          (r) => {
            expect(r.truncated).toBe(true);
            expect(r.issues.length).toBeLessThanOrEqual(1000);
          },
        ],
        [{ ...event!.page, charitySplits: repeated }, capped(optionsFor(event!)), truncatedAt10],
        [{ ...event!.page, charitySplits: withCodes }, capped(optionsFor(event!)), truncatedAt10],
        [{ ...personal!.page, charitySplits: nulls }, capped(optionsFor(personal!)), truncatedAt10],
        [{ charitySplits: withCodes }, capped({ today: TODAY }), truncatedAt10],
        // Distinct charities without percentages, and no charities option: only the two whole-list codes.
        [
          { ...personal!.page, charitySplits: distinctNoPercent },
          capped({ ...optionsFor(personal!), charities: undefined as never }),
          (r) => {
            expect(r.truncated).toBe(false);
            expect(sorted(r.codes)).toEqual(['003.01.13', '003.01.15']);
            expect(documentedIssues(r)).toEqual(
              expectedIssues([
                onSplits('003.01.13', 'charityResourceId'),
                onSplits('003.01.15', 'charitySplitPercent'),
              ]),
            );
          },
        ],
      ];
      for (const [input, options, check] of cases) {
        if (options.charities === undefined) delete options.charities;
        // Cloning 100,000 splits is slower than validating them: freeze the input itself (a write would throw) and compare its JSON.
        const before = JSON.stringify(input);
        deepFreeze(input);
        const result = validatePage(input, options);
        expect(JSON.stringify(input)).toBe(before);
        // The best of two timed runs, so that a busy machine does not fail the test.
        expect(
          Math.min(
            timed(() => validatePage(input, options)),
            timed(() => validatePage(input, options)),
          ),
        ).toBeLessThan(LIMIT_MS);
        expectContractShape(result);
        check(result);
      }
    });
  });

  describe('f. determinism', () => {
    const syncOptions = (events: Record<string, EventInfo>): PageOptions => ({
      today: TODAY,
      activities: [...ACTIVITIES],
      charities: [...CHARITIES],
      events,
      teamUrlTaken: hashed('taken'),
    });

    it('the same page and options give deep-equal results', () => {
      fc.assert(
        fc.property(anyInput, eventsArb, (input, events) => {
          const first = validatePage(input, syncOptions(events));
          expect(validatePage(input, syncOptions(events))).toEqual(first);
          expect(validatePage(structuredClone(input), syncOptions(structuredClone(events)))).toEqual(first);
          expect(validatePage(input, { ...syncOptions(events), events: lookupIn(events) })).toEqual(first);
        }),
      );
    });

    it('validatePageAsync (events and teamUrlTaken as async functions) equals validatePage', async () => {
      await fc.assert(
        fc.asyncProperty(anyInput, eventsArb, fc.boolean(), async (input, events, delayed) => {
          const sync = validatePage(input, syncOptions(events));
          const taken = hashed('taken');
          const later = <T>(value: T): Promise<T> =>
            delayed ? new Promise((resolve) => setTimeout(() => resolve(value), 0)) : Promise.resolve(value);
          const asyncResult = await validatePageAsync(input, {
            today: TODAY,
            activities: [...ACTIVITIES],
            charities: [...CHARITIES],
            events: async (id: string) => later(lookupIn(events)(id)),
            teamUrlTaken: async (url: string) => later(taken(url)),
          });
          expect(asyncResult).toEqual(sync);
          expect(await validatePageAsync(input, syncOptions(events))).toEqual(sync);
        }),
      );
    });

    it('the async variant of a valid page with its event is clean too', async () => {
      await fc.assert(
        fc.asyncProperty(validPage, async (c) => {
          const record = eventsRecord(c);
          const result = await validatePageAsync(c.page, {
            ...optionsFor(c),
            events: async (id: string) => lookupIn(record)(id),
            teamUrlTaken: async () => false,
          });
          expect(result).toEqual({ valid: true, issues: [], codes: [], unchecked: [], truncated: false });
        }),
        { numRuns: 50 },
      );
    });

    it('without a fixed today, two runs agree too', () => {
      fc.assert(
        fc.property(anyInput, (input) => {
          expect(validatePage(input)).toEqual(validatePage(input));
        }),
        { numRuns: 50 },
      );
    });
  });

  it('g. any page-shaped input gives exactly the documented issues and unchecked rules of contract sections 4 and 6', () => {
    fc.assert(
      fc.property(modelCase, ({ input, options }) => {
        const expected = model(input, options);
        const result = validateSafely(input, options);
        expect(documentedIssues(result)).toEqual(expectedIssues(expected.issues));
        expect(documentedUnchecked(result)).toEqual(sortUnchecked(expected.unchecked));
      }),
      { numRuns: runs(5) },
    );
  });

  it('h. maxIssues: the kept issues are a prefix, and truncated says whether more were found', () => {
    const manyIssues = fc.oneof(
      anyInput,
      pageWithTwoFaults.map((c) => c.input),
      fc.constant({}),
      fc
        .array(
          fc.constantFrom<unknown>(
            null,
            {},
            'x',
            { charitySplitPercent: 5 },
            { charityResourceId: 'CH-9999', customCodes: ['', 'x'.repeat(300)] },
          ),
          { maxLength: 30 },
        )
        .map((charitySplits) => ({ charitySplits })),
    );
    const options = optionsFor({
      eventId: EVENT_IDS[0],
      event: { status: 'closed', maxCharities: 1, allowedCharities: [] },
      eventsAsFunction: false,
    });
    fc.assert(
      fc.property(manyIssues, fc.integer({ min: 1, max: 20 }), (input, n) => {
        expectCappedPrefix((maxIssues) => validatePage(input, { ...options, maxIssues }), n);
      }),
    );
  });

  it('section 2: a sync validator refuses a Promise from a fact function', () => {
    fc.assert(
      fc.property(validEventPage, (c) => {
        const options = optionsFor(c);
        const record = eventsRecord(c);
        expect(() => validatePage(c.page, { ...options, events: (async (id: string) => record[id]) as never })).toThrow(
          TypeError,
        );
      }),
      { numRuns: 20 },
    );
    fc.assert(
      fc.property(
        validPage.filter((c) => c.team),
        (c) => {
          expect(() => validatePage(c.page, { ...optionsFor(c), teamUrlTaken: (async () => false) as never })).toThrow(
            TypeError,
          );
        },
      ),
      { numRuns: 20 },
    );
  });
});
