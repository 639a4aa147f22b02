/**
 * Conformance of validatePage to contract (sections 3 to 7) for every
 * documented create-page code (003.01.01-20, and 002.01.22-30 as section 6
 * assigns them to pages): for each code a case that triggers it (alone, or
 * with exactly the codes the contract says accompany it) and a case that just
 * misses it. Every case is built from one of four fully valid base payloads:
 * personal individual, personal team, event individual, event team.
 *
 * The `describe` blocks follow the order of the rule table (rules/page.ts),
 * then the event facts, the options and the whole-payload cases. Codes are
 * compared as sets: the contract leaves their order to the team. Engine codes
 * (documented: false) are compared as sets too, so "alone" means no other
 * issue at all.
 */
import { describe, expect, it } from 'vitest';
import type { AsyncValidationOptions, EventInfo, ValidationOptions, ValidationResult } from '../src/index.js';
import { pageCodes, pageRules, validatePage, validatePageAsync } from '../src/index.js';
import {
  ABSENT_VALUES,
  consistencyCheck,
  engineIssues,
  expectClean,
  expectOnlyBodyIssue,
  itCapsMaxIssues,
  MISSING,
  mergedOptions,
  nonObjectBodies,
  type Payload,
  patched,
  placesOf,
  repeat,
  sorted,
  uncheckedDocumented,
  WRONG_TYPE_VALUES,
} from './support/contract.js';
import {
  BASE_EVENT,
  charity,
  EVENT,
  EVENT_PAGE,
  PAGE_OPTIONS,
  PERSONAL_PAGE as PERSONAL,
  PERSONAL_TEAM_PAGE as PERSONAL_TEAM,
} from './support/payloads.js';
import { aboveOf, entriesLimitOf, limitOf } from './support/tables.js';

// ---------------------------------------------------------------------------
// The base payloads, the base options and small helpers

type Base = Readonly<Payload>;

const TODAY = '20261122';
const TOMORROW = '20261123';

const C1 = charity(1);
const C2 = charity(2);
const C3 = charity(3);

/** A charity split; MISSING leaves a field out. */
function split(
  charityResourceId: unknown,
  charitySplitPercent: unknown = MISSING,
  customCodes: unknown = MISSING,
): Payload {
  const entry: Payload = {};
  if (charityResourceId !== MISSING) entry.charityResourceId = charityResourceId;
  if (charitySplitPercent !== MISSING) entry.charitySplitPercent = charitySplitPercent;
  if (customCodes !== MISSING) entry.customCodes = customCodes;
  return entry;
}

/** An event team page. */
const EVENT_TEAM: Base = Object.freeze({
  pageTitle: 'Marathon team',
  eventResourceId: EVENT,
  teamPageIndicator: 'Y',
  teamName: 'Runners',
  teamUrl: 'runners_2027.team~a',
  charityContributionIndicator: 'N',
  postEventFundraisingInterval: 0,
  charitySplits: [split(C1, 50), split(C2, 50)],
});

const BASES: [string, Base][] = [
  ['personal individual', PERSONAL],
  ['personal team', PERSONAL_TEAM],
  ['event individual', EVENT_PAGE],
  ['event team', EVENT_TEAM],
];
const PERSONAL_BASES = BASES.slice(0, 2);
const EVENT_BASES = BASES.slice(2);
const TEAM_BASES: [string, Base][] = [BASES[1] as [string, Base], BASES[3] as [string, Base]];
const INDIVIDUAL_BASES: [string, Base][] = [BASES[0] as [string, Base], BASES[2] as [string, Base]];

/** The base options: every fact the page rules can ask for, answered "no problem". */
const OPTIONS = PAGE_OPTIONS;

/** The limits of the page rows, read from the table: a limit changed in rules/ needs no edit here. */
const MAX = {
  pageTitle: limitOf(pageRules, 'pageTitle'),
  teamName: limitOf(pageRules, 'teamName'),
  teamUrl: limitOf(pageRules, 'teamUrl'),
  activityCode: limitOf(pageRules, 'activityCode'),
  interval: aboveOf(pageRules, 'postEventFundraisingInterval'),
  splits: entriesLimitOf(pageRules, 'charitySplits'),
  customCodes: entriesLimitOf(pageRules, 'charitySplits[].customCodes'),
  customCode: limitOf(pageRules, 'charitySplits[].customCodes[]'),
};

/** The codes `{}` gives: 003.01.04 and the codes of the required fields whose absence has a code (a personal page). */
const EMPTY_BODY_CODES = [
  '003.01.04',
  '003.01.05',
  '003.01.07',
  '003.01.09',
  '003.01.12',
  '003.01.16',
  '003.01.17',
  '003.01.18',
];
const without = (codes: string[], ...drop: string[]) => codes.filter((code) => !drop.includes(code));

/** The base payload with `patch` applied (MISSING removes a field). */
const payload = patched;

/** The base options with `extra` applied (an `undefined` value removes an option). */
const options = (extra: ValidationOptions = {}): ValidationOptions => mergedOptions(OPTIONS, extra);

/** The base options, with the base event replaced by `info`. */
const withEvent = (info: EventInfo, extra: ValidationOptions = {}): ValidationOptions => ({
  ...extra,
  events: { [EVENT]: info },
});

/** Validates a base payload with `patch`, under the base options with `extra`. */
function check(base: Base, patch: Payload = {}, extra: ValidationOptions = {}): ValidationResult {
  return validatePage(payload(base, patch), options(extra));
}

/** The engine codes among the issues, each once, sorted. */
const engineCodesOf = (result: ValidationResult) =>
  sorted([...new Set(engineIssues(result).map((issue) => issue.code))]);

/** A rule's `at` for an issue path: ['charitySplits', 2, 'customCodes', 0] is 'charitySplits[].customCodes[]'. */
function shapeOf(path: readonly (string | number)[]): string {
  let shape = '';
  for (const step of path) shape += typeof step === 'number' ? '[]' : `${shape === '' ? '' : '.'}${step}`;
  return shape;
}

/** The position of the rule row an issue comes from (code, parameter and place identify a row). */
const rowOf = (issue: { code: string; parameter: string; path: (string | number)[] }) =>
  pageRules.findIndex(
    (rule) => rule.code === issue.code && rule.parameter === issue.parameter && rule.at === shapeOf(issue.path),
  );

/** Asserts the invariants of section 3 that hold for every result (support/contract.ts). */
const expectConsistent = consistencyCheck(rowOf);

/**
 * The patched base payload gives exactly `codes` (as a set), exactly the
 * engine codes `engine` (as a set), and the invariants.
 */
function expectCodes(
  base: Base,
  patch: Payload,
  codes: string[],
  extra: ValidationOptions = {},
  engine: string[] = [],
): ValidationResult {
  const result = check(base, patch, extra);
  expect(sorted(result.codes)).toEqual(sorted(codes));
  expect(engineCodesOf(result)).toEqual(sorted(engine));
  if (codes.length > 0) expect(result.valid).toBe(false);
  expectConsistent(result);
  return result;
}

/** An events lookup that records its calls and answers `info` for EVENT. */
function eventSpy(info: EventInfo | undefined) {
  const calls: string[] = [];
  const events = (eventResourceId: string): EventInfo | undefined => {
    calls.push(eventResourceId);
    return eventResourceId === EVENT ? info : undefined;
  };
  return { calls, events };
}

/** n custom codes. */
const customCodes = (count: number) => Array.from({ length: count }, (_, index) => `CODE${index + 1}`);
/** The splits of `n` distinct known charities whose percentages sum to 100. */
function splitsOf(count: number): Payload[] {
  const share = Math.floor(100 / count);
  return Array.from({ length: count }, (_, index) =>
    split(charity(index + 1), index === 0 ? 100 - share * (count - 1) : share),
  );
}

// ---------------------------------------------------------------------------

describe('the base payloads', () => {
  it.each(BASES)('%s is valid with the base options: no issue, nothing unchecked', (_name, base) => {
    expectClean(check(base));
  });

  it.each(BASES)('%s is clean with events as a lookup function', (_name, base) => {
    expectClean(check(base, {}, { events: eventSpy(BASE_EVENT).events }));
  });

  it.each(PERSONAL_BASES)('%s is clean without the events option (no event rule on a personal page)', (_name, base) => {
    expectClean(check(base, {}, { events: undefined }));
  });

  it.each(PERSONAL_BASES)(
    '%s: the event rules do not run on a personal page, whatever the lookup says',
    (_name, base) => {
      const worst: EventInfo = {
        status: 'closed',
        feeRequired: true,
        placesLeft: 0,
        allowedCharities: [],
        maxCharities: 0,
        charitySplits: [],
      };
      expectClean(check(base, {}, { events: () => worst }));
    },
  );

  it('helpers: splitsOf gives distinct charities summing to 100', () => {
    for (const count of [1, 2, 3, 5, 6]) {
      const list = splitsOf(count);
      expect(new Set(list.map((entry) => entry.charityResourceId)).size).toBe(count);
      expect(list.reduce((sum, entry) => sum + (entry.charitySplitPercent as number), 0)).toBe(100);
    }
  });
});

describe('003.01.04: no page details', () => {
  const nonObjects = nonObjectBodies(PERSONAL, 'fundraiserpage');

  it.each(nonObjects)('%s gives 003.01.04 and no other issue, at [] with parameter URI', (_name, body) => {
    expectOnlyBodyIssue(validatePage(body, options()), '003.01.04', 'URI');
  });

  it.each(nonObjects)('%s gives 003.01.04 alone without any option (nothing unchecked)', (_name, body) => {
    const result = validatePage(body);
    expect(result.codes).toEqual(['003.01.04']);
    expect(result.issues).toHaveLength(1);
    expect(result.unchecked).toEqual([]);
  });

  it('{} gives 003.01.04 at [] (once) with the codes of the missing fields', () => {
    const result = validatePage({}, options());
    expect(sorted(result.codes)).toEqual(sorted(EMPTY_BODY_CODES));
    expect(placesOf(result, '003.01.04')).toEqual([{ path: [], parameter: 'URI' }]);
    expect(engineIssues(result)).toEqual([]);
    expectConsistent(result);
  });

  it('{} without options gives the same codes and lists no documented code as unchecked', () => {
    const result = validatePage({}, { today: TODAY });
    expect(sorted(result.codes)).toEqual(sorted(EMPTY_BODY_CODES));
    expect(uncheckedDocumented(result)).toEqual([]);
  });

  it('an object with unknown keys only is the same as {}', () => {
    expect(sorted(validatePage({ foo: 'bar', PageTitle: 'x', charitysplits: [] }, options()).codes)).toEqual(
      sorted(EMPTY_BODY_CODES),
    );
  });

  it('an object whose page fields are all absent (null, blank, white space, empty list) is the same as {}', () => {
    const blanks = [null, '', '   ', '\t'];
    const fields = Object.keys({ ...PERSONAL_TEAM, ...EVENT_PAGE }).filter((field) => field !== 'charitySplits');
    const body: Payload = Object.fromEntries(fields.map((field, index) => [field, blanks[index % blanks.length]]));
    body.charitySplits = [];
    const result = validatePage(body, options());
    expect(sorted(result.codes)).toEqual(sorted(EMPTY_BODY_CODES));
    expect(engineIssues(result)).toEqual([]);
  });

  it('an object whose only field holds an object (absent, wrong-type) gives 003.01.04', () => {
    const result = validatePage({ pageTitle: { text: 'x' } }, options());
    expect(sorted(result.codes)).toEqual(sorted(EMPTY_BODY_CODES));
    expect(placesOf(result, 'wrong-type')).toEqual([{ path: ['pageTitle'], parameter: 'pageTitle' }]);
  });

  it('misses an object with one present field', () => {
    const result = validatePage({ teamPageIndicator: 'N' }, options());
    expect(sorted(result.codes)).toEqual(sorted(without(EMPTY_BODY_CODES, '003.01.04', '003.01.09')));
  });

  it('misses an object whose only field is a number (fundraisingTarget 0)', () => {
    const result = validatePage({ fundraisingTarget: 0 }, options());
    expect(sorted(result.codes)).toEqual(sorted(without(EMPTY_BODY_CODES, '003.01.04')));
  });

  it('misses an object whose only field is a list holding one empty split (a present repeating field)', () => {
    const result = validatePage({ charitySplits: [{}] }, options());
    expect(sorted(result.codes)).toEqual(sorted([...without(EMPTY_BODY_CODES, '003.01.04'), '003.01.15']));
  });

  it('misses an object with only an eventResourceId: an event page, so no 003.01.07 nor 003.01.18', () => {
    const result = validatePage({ eventResourceId: EVENT }, options());
    expect(sorted(result.codes)).toEqual(['003.01.05', '003.01.09', '003.01.12', '003.01.16', '003.01.17']);
  });
});

describe('003.01.05: pageTitle', () => {
  it(`misses ${MAX.pageTitle} characters, ${MAX.pageTitle} emoji, and a number`, () => {
    expectClean(check(PERSONAL, { pageTitle: repeat('a', MAX.pageTitle) }));
    expectClean(check(PERSONAL, { pageTitle: repeat('😀', MAX.pageTitle) }));
    expectClean(check(PERSONAL, { pageTitle: 2027 }));
  });

  it.each([
    [`${MAX.pageTitle + 1} characters`, repeat('a', MAX.pageTitle + 1)],
    [`${MAX.pageTitle} characters and a trailing space`, `${repeat('a', MAX.pageTitle)} `],
    [`${MAX.pageTitle + 1} emoji`, repeat('😀', MAX.pageTitle + 1)],
    ...ABSENT_VALUES.map((value) => [`absent (${String(value)})`, value] as [string, unknown]),
  ])('triggers for %s, alone, at [pageTitle]', (_name, pageTitle) => {
    const result = expectCodes(PERSONAL, { pageTitle }, ['003.01.05']);
    expect(placesOf(result, '003.01.05')).toEqual([{ path: ['pageTitle'], parameter: 'pageTitle' }]);
  });

  it.each(BASES)(`triggers on the %s page too (${MAX.pageTitle + 1} characters)`, (_name, base) => {
    expectCodes(base, { pageTitle: repeat('t', MAX.pageTitle + 1) }, ['003.01.05']);
  });

  it.each(WRONG_TYPE_VALUES)('%j counts as absent: 003.01.05 and wrong-type', (pageTitle) => {
    const result = expectCodes(PERSONAL, { pageTitle }, ['003.01.05'], {}, ['wrong-type']);
    expect(placesOf(result, 'wrong-type')).toEqual([{ path: ['pageTitle'], parameter: 'pageTitle' }]);
  });
});

describe('event page or personal page (eventResourceId present or not)', () => {
  it.each(ABSENT_VALUES)(
    'eventResourceId %s makes a personal page: 003.01.07 and 003.01.18 (no date, no activity)',
    (eventResourceId) => {
      expectCodes(EVENT_PAGE, { eventResourceId }, ['003.01.07', '003.01.18']);
    },
  );

  it('an eventResourceId holding an object counts as absent (a personal page) and gets wrong-type', () => {
    const result = expectCodes(EVENT_PAGE, { eventResourceId: { id: EVENT } }, ['003.01.07', '003.01.18'], {}, [
      'wrong-type',
    ]);
    expect(placesOf(result, 'wrong-type')).toEqual([{ path: ['eventResourceId'], parameter: 'eventResourceId' }]);
  });

  it('a number is an event resource ID read as String(value)', () => {
    expectCodes(EVENT_PAGE, { eventResourceId: 123 }, ['002.01.29'], { events: { 123: { status: 'closed' } } });
  });

  it('a personal page with a date and activity and an eventResourceId added is an event page: 003.01.06 and activity-on-event-page', () => {
    expectCodes(PERSONAL, { eventResourceId: EVENT }, ['003.01.06'], {}, ['activity-on-event-page']);
  });
});

describe('003.01.06: a fundraising date on an event page', () => {
  it.each(EVENT_BASES)('%s: a future date triggers 003.01.06 alone, at [fundraisingDate]', (_name, base) => {
    const result = expectCodes(base, { fundraisingDate: '20270101' }, ['003.01.06']);
    expect(placesOf(result, '003.01.06')).toEqual([{ path: ['fundraisingDate'], parameter: 'fundraisingDate' }]);
  });

  it.each([
    ['not a real date', '20270230'],
    ['in the past', '20200101'],
    ['today', TODAY],
    ['not a date at all', 'tomorrow'],
    ['an 8-digit number', 20270101],
  ])('a date %s gives 003.01.06 only (never 003.01.07 or 003.01.08 on an event page)', (_name, fundraisingDate) => {
    expectCodes(EVENT_PAGE, { fundraisingDate }, ['003.01.06']);
  });

  it.each(ABSENT_VALUES)('misses an absent date (%s) on an event page', (fundraisingDate) => {
    expectClean(check(EVENT_PAGE, { fundraisingDate }));
  });

  it('misses a date holding an object on an event page (absent): wrong-type only', () => {
    const result = expectCodes(EVENT_PAGE, { fundraisingDate: { date: '20270101' } }, [], {}, ['wrong-type']);
    expect(result.valid).toBe(false);
  });

  it.each(PERSONAL_BASES)('misses a present date on the %s page', (_name, base) => {
    expect(check(base).codes).not.toContain('003.01.06');
  });
});

describe('003.01.07: personal page, fundraisingDate absent or not a real date written YYYYMMDD', () => {
  it.each(ABSENT_VALUES)('triggers for %s, alone, at [fundraisingDate]', (fundraisingDate) => {
    const result = expectCodes(PERSONAL, { fundraisingDate }, ['003.01.07']);
    expect(placesOf(result, '003.01.07')).toEqual([{ path: ['fundraisingDate'], parameter: 'fundraisingDate' }]);
  });

  it.each([
    ['30 February', '20270230'],
    ['29 February in a common year', '20270229'],
    ['month 13', '20271301'],
    ['day 00', '20270100'],
    ['ISO with hyphens', '2027-01-01'],
    ['7 digits', '2027010'],
    ['9 digits', '202701011'],
    ['a trailing space', '20270101 '],
    ['a leading space', ' 20270101'],
    ['letters', 'tomorrow'],
    ['a 7-digit number', 2027010],
    ['a number with a fraction', 20270101.5],
    ['30 February as a number', 20270230],
  ])('triggers for %s (%j), alone (not 003.01.08)', (_name, fundraisingDate) => {
    expectCodes(PERSONAL, { fundraisingDate }, ['003.01.07']);
  });

  it.each(WRONG_TYPE_VALUES)('%j counts as absent: 003.01.07 and wrong-type', (fundraisingDate) => {
    expectCodes(PERSONAL, { fundraisingDate }, ['003.01.07'], {}, ['wrong-type']);
  });

  it.each(PERSONAL_BASES)('triggers on the %s page for an absent date', (_name, base) => {
    expectCodes(base, { fundraisingDate: MISSING }, ['003.01.07']);
  });

  it('misses 29 February in a leap year, in the future', () => {
    expectClean(check(PERSONAL, { fundraisingDate: '20280229' }));
  });

  it('misses an 8-digit number', () => {
    expectClean(check(PERSONAL, { fundraisingDate: 20270612 }));
  });

  it.each(EVENT_BASES)('misses an absent date on the %s page (an event page needs none)', (_name, base) => {
    expectClean(check(base, { fundraisingDate: MISSING }));
  });
});

describe('003.01.08: personal page, fundraisingDate valid and not after today', () => {
  it.each([
    ['today', TODAY],
    ['yesterday', '20261121'],
    ['long ago', '20200101'],
    ['today as an 8-digit number', 20261122],
  ])('triggers for %s, alone, at [fundraisingDate]', (_name, fundraisingDate) => {
    const result = expectCodes(PERSONAL, { fundraisingDate }, ['003.01.08']);
    expect(placesOf(result, '003.01.08')).toEqual([{ path: ['fundraisingDate'], parameter: 'fundraisingDate' }]);
  });

  it.each(PERSONAL_BASES)('triggers on the %s page', (_name, base) => {
    expectCodes(base, { fundraisingDate: TODAY }, ['003.01.08']);
  });

  it('misses tomorrow (string and number)', () => {
    expectClean(check(PERSONAL, { fundraisingDate: TOMORROW }));
    expectClean(check(PERSONAL, { fundraisingDate: Number(TOMORROW) }));
  });

  it('follows the today option', () => {
    expectCodes(PERSONAL, { fundraisingDate: TOMORROW }, ['003.01.08'], { today: TOMORROW });
    expectClean(check(PERSONAL, { fundraisingDate: TODAY }, { today: '20261121' }));
  });

  it('misses a past date that is not a real date (003.01.07 only)', () => {
    expectCodes(PERSONAL, { fundraisingDate: '20200230' }, ['003.01.07']);
  });
});

describe("003.01.09: teamPageIndicator absent, or not exactly 'Y' or 'N'", () => {
  it.each([...ABSENT_VALUES, 'y', 'n', 'Y ', ' N', 'Yes', 'T', 1])(
    'triggers for %j, alone, at [teamPageIndicator]',
    (teamPageIndicator) => {
      const result = expectCodes(PERSONAL, { teamPageIndicator }, ['003.01.09']);
      expect(placesOf(result, '003.01.09')).toEqual([{ path: ['teamPageIndicator'], parameter: 'teamPageIndicator' }]);
    },
  );

  it.each(['y', 'Y ', MISSING])(
    'on the team bases %s is neither team nor individual: 003.01.09 alone (no 003.01.01, no warning)',
    (teamPageIndicator) => {
      expectCodes(PERSONAL_TEAM, { teamPageIndicator }, ['003.01.09']);
      expectCodes(EVENT_TEAM, { teamPageIndicator, teamName: MISSING, teamUrl: MISSING }, ['003.01.09']);
    },
  );

  it.each(WRONG_TYPE_VALUES)('%j counts as absent: 003.01.09 and wrong-type', (teamPageIndicator) => {
    expectCodes(PERSONAL, { teamPageIndicator }, ['003.01.09'], {}, ['wrong-type']);
  });

  it("misses 'Y' and 'N' (the bases)", () => {
    for (const [, base] of BASES) expect(check(base).codes).not.toContain('003.01.09');
    expectClean(check(PERSONAL, { teamPageIndicator: 'N' }));
    expectClean(check(PERSONAL_TEAM, { teamPageIndicator: 'Y' }));
  });
});

describe('003.01.01: team page without teamName', () => {
  it.each(TEAM_BASES)('%s: an absent teamName triggers, alone, at [teamName]', (_name, base) => {
    for (const teamName of ABSENT_VALUES) {
      const result = expectCodes(base, { teamName }, ['003.01.01']);
      expect(placesOf(result, '003.01.01')).toEqual([{ path: ['teamName'], parameter: 'teamName' }]);
    }
  });

  it.each(WRONG_TYPE_VALUES)('a teamName holding %j counts as absent: 003.01.01 and wrong-type', (teamName) => {
    expectCodes(PERSONAL_TEAM, { teamName }, ['003.01.01'], {}, ['wrong-type']);
  });

  it('teamName and teamUrl both absent: 003.01.01 and 003.01.11', () => {
    expectCodes(EVENT_TEAM, { teamName: MISSING, teamUrl: null }, ['003.01.01', '003.01.11']);
  });

  it('misses a one-character teamName and a number', () => {
    expectClean(check(PERSONAL_TEAM, { teamName: 'X' }));
    expectClean(check(PERSONAL_TEAM, { teamName: 7 }));
  });

  it.each(INDIVIDUAL_BASES)('misses an absent teamName on the %s page', (_name, base) => {
    expectClean(check(base, { teamName: MISSING }));
  });
});

describe(`003.01.02 and 003.01.10: teamName longer than ${MAX.teamName}, on any page (both reported)`, () => {
  it(`misses ${MAX.teamName} characters and ${MAX.teamName} emoji`, () => {
    expectClean(check(PERSONAL_TEAM, { teamName: repeat('a', MAX.teamName) }));
    expectClean(check(EVENT_TEAM, { teamName: repeat('😀', MAX.teamName) }));
  });

  it.each([
    [`${MAX.teamName + 1} characters`, repeat('a', MAX.teamName + 1)],
    [`${MAX.teamName} characters and a trailing space`, `${repeat('a', MAX.teamName)} `],
    [`${MAX.teamName + 1} emoji`, repeat('😀', MAX.teamName + 1)],
  ])('%s: both codes, one issue each, at [teamName]', (_name, teamName) => {
    for (const [, base] of TEAM_BASES) {
      const result = expectCodes(base, { teamName }, ['003.01.02', '003.01.10']);
      expect(placesOf(result, '003.01.02')).toEqual([{ path: ['teamName'], parameter: 'teamName' }]);
      expect(placesOf(result, '003.01.10')).toEqual([{ path: ['teamName'], parameter: 'teamName' }]);
    }
  });

  it.each(INDIVIDUAL_BASES)('on the %s page: both codes and the individual-page warning', (_name, base) => {
    const teamName = repeat('a', MAX.teamName + 1);
    expectCodes(base, { teamName }, ['003.01.02', '003.01.10'], {}, ['team-field-on-individual-page']);
  });

  it("on a page with teamPageIndicator 'y': 003.01.09, 003.01.02 and 003.01.10", () => {
    expectCodes(PERSONAL, { teamPageIndicator: 'y', teamName: repeat('a', MAX.teamName + 1) }, [
      '003.01.09',
      '003.01.02',
      '003.01.10',
    ]);
  });
});

describe('003.01.03 and 003.01.11: teamUrl', () => {
  const ALLOWED = 'AZaz09-_.~';
  /** `length` characters of the allowed set, each of them used. */
  const allowed = (length: number) => repeat(ALLOWED, Math.ceil(length / ALLOWED.length)).slice(0, length);

  it(`misses ${MAX.teamUrl} characters of the allowed set, and a number`, () => {
    const teamUrl = allowed(MAX.teamUrl);
    expect(teamUrl).toHaveLength(MAX.teamUrl);
    expectClean(check(PERSONAL_TEAM, { teamUrl }));
    expectClean(check(EVENT_TEAM, { teamUrl: 2027 }));
  });

  it.each([
    [`${MAX.teamUrl + 1} characters`, `${allowed(MAX.teamUrl)}x`],
    [`${MAX.teamUrl} characters and a trailing space`, `${repeat('a', MAX.teamUrl)} `],
    [`${MAX.teamUrl + 1} emoji`, repeat('😀', MAX.teamUrl + 1)],
  ])('%s: 003.01.03 and 003.01.11, one issue each, at [teamUrl]', (_name, teamUrl) => {
    for (const [, base] of TEAM_BASES) {
      const result = expectCodes(base, { teamUrl }, ['003.01.03', '003.01.11']);
      expect(placesOf(result, '003.01.03')).toEqual([{ path: ['teamUrl'], parameter: 'teamUrl' }]);
      expect(placesOf(result, '003.01.11')).toEqual([{ path: ['teamUrl'], parameter: 'teamUrl' }]);
    }
  });

  it.each([
    ['a space', 'lovelace ramblers'],
    ['a slash', 'lovelace/ramblers'],
    ['a question mark', 'ramblers?'],
    ['a hash', 'ramblers#1'],
    ['a percent sign', 'ramblers%20'],
    ['a plus', 'lovelace+ramblers'],
    ['an @', 'team@ramblers'],
    ['a colon', 'team:1'],
    ['an exclamation mark', 'go!'],
    ['an accented letter', 'équipe'],
    ['a non-ASCII digit', 'team٣'],
    ['an emoji', 'team😀'],
    [`${MAX.teamUrl} emoji (not too long, but not a segment)`, repeat('😀', MAX.teamUrl)],
  ])('%s: 003.01.11 alone (not 003.01.03)', (_name, teamUrl) => {
    const result = expectCodes(PERSONAL_TEAM, { teamUrl }, ['003.01.11']);
    expect(placesOf(result, '003.01.11')).toEqual([{ path: ['teamUrl'], parameter: 'teamUrl' }]);
  });

  it.each(TEAM_BASES)('%s: an absent teamUrl gives 003.01.11 alone', (_name, base) => {
    for (const teamUrl of ABSENT_VALUES) {
      const result = expectCodes(base, { teamUrl }, ['003.01.11']);
      expect(placesOf(result, '003.01.11')).toEqual([{ path: ['teamUrl'], parameter: 'teamUrl' }]);
    }
  });

  it('a teamUrl holding an object on a team page: 003.01.11 and wrong-type', () => {
    expectCodes(PERSONAL_TEAM, { teamUrl: { url: 'x' } }, ['003.01.11'], {}, ['wrong-type']);
  });

  it.each(INDIVIDUAL_BASES)(
    'on the %s page ("any page"): bad characters give 003.01.11, length both codes, plus the warning',
    (_name, base) => {
      expectCodes(base, { teamUrl: 'a b' }, ['003.01.11'], {}, ['team-field-on-individual-page']);
      expectCodes(base, { teamUrl: repeat('a', 101) }, ['003.01.03', '003.01.11'], {}, [
        'team-field-on-individual-page',
      ]);
    },
  );

  it.each(INDIVIDUAL_BASES)('misses an absent teamUrl on the %s page', (_name, base) => {
    expectClean(check(base, { teamUrl: MISSING }));
  });

  it('a taken teamUrl gets the engine code team-url-taken, not a documented code', () => {
    const result = expectCodes(PERSONAL_TEAM, {}, [], { teamUrlTaken: (url) => url === 'lovelace-ramblers' }, [
      'team-url-taken',
    ]);
    expect(result.valid).toBe(false);
    expect(placesOf(result, 'team-url-taken')).toEqual([{ path: ['teamUrl'], parameter: 'teamUrl' }]);
  });
});

describe('team fields on an individual page: only a warning', () => {
  it.each(INDIVIDUAL_BASES)(
    '%s: teamName and teamUrl give one warning each, and the page stays valid',
    (_name, base) => {
      const result = check(base, { teamName: 'Ramblers', teamUrl: 'ramblers' });
      expect(result.valid).toBe(true);
      expect(result.codes).toEqual([]);
      expect(result.unchecked).toEqual([]);
      expect(result.issues).toEqual([
        expect.objectContaining({
          code: 'team-field-on-individual-page',
          documented: false,
          severity: 'warning',
          parameter: 'teamName',
          path: ['teamName'],
        }),
        expect.objectContaining({
          code: 'team-field-on-individual-page',
          documented: false,
          severity: 'warning',
          parameter: 'teamUrl',
          path: ['teamUrl'],
        }),
      ]);
      expectConsistent(result);
    },
  );

  it('teamName alone on an individual page: one warning', () => {
    const result = check(PERSONAL, { teamName: 'Ramblers' });
    expect(result.valid).toBe(true);
    expect(result.issues.map((issue) => [issue.code, issue.severity])).toEqual([
      ['team-field-on-individual-page', 'warning'],
    ]);
  });

  it('team fields on a team page give no warning (the bases)', () => {
    expectClean(check(PERSONAL_TEAM));
  });
});

describe('003.01.18: personal page, activityCode absent or not in activities', () => {
  it.each(ABSENT_VALUES)('triggers for %s, alone, at [activityCode]', (activityCode) => {
    const result = expectCodes(PERSONAL, { activityCode }, ['003.01.18']);
    expect(placesOf(result, '003.01.18')).toEqual([{ path: ['activityCode'], parameter: 'activityCode' }]);
  });

  it.each([
    ['not in activities', '999'],
    ['two digits of a listed code', '01'],
    ['a number whose text is not listed (1 is not 001)', 1],
  ])('triggers when %s, alone', (_name, activityCode) => {
    expectCodes(PERSONAL, { activityCode }, ['003.01.18']);
  });

  it(`triggers for a trailing space (untrimmed), with too-long past a Varchar(${MAX.activityCode})`, () => {
    expectCodes(PERSONAL, { activityCode: `${repeat('0', MAX.activityCode)} ` }, ['003.01.18'], {}, ['too-long']);
  });

  it.each(WRONG_TYPE_VALUES)('%j counts as absent: 003.01.18 and wrong-type', (activityCode) => {
    expectCodes(PERSONAL, { activityCode }, ['003.01.18'], {}, ['wrong-type']);
  });

  it.each(['001', '002'])('misses %s, in activities', (activityCode) => {
    expectClean(check(PERSONAL, { activityCode }));
  });

  it('a number reads as String(value): 2 is in the list ["2"]', () => {
    expectClean(check(PERSONAL, { activityCode: 2 }, { activities: ['2'] }));
  });

  it('activities may be any iterable (a Set)', () => {
    expectClean(check(PERSONAL, {}, { activities: new Set(['001']) }));
    expectCodes(PERSONAL, { activityCode: '002' }, ['003.01.18'], { activities: new Set(['001']) });
  });

  it.each(PERSONAL_BASES)(
    'without activities, a present code on the %s page is unchecked (needs activities)',
    (_name, base) => {
      const result = check(base, {}, { activities: undefined });
      expect(result.codes).toEqual([]);
      expect(result.valid).toBe(true);
      expect(result.unchecked).toEqual([{ code: '003.01.18', parameter: 'activityCode', needs: 'activities' }]);
    },
  );

  it('without activities, an absent code still triggers (not unchecked)', () => {
    const result = check(PERSONAL, { activityCode: MISSING }, { activities: undefined });
    expect(result.codes).toEqual(['003.01.18']);
    expect(uncheckedDocumented(result)).toEqual([]);
  });

  it.each(EVENT_BASES)('%s: an activityCode gets activity-on-event-page, never 003.01.18', (_name, base) => {
    for (const activityCode of ['001', '999']) {
      const result = expectCodes(base, { activityCode }, [], {}, ['activity-on-event-page']);
      expect(result.valid).toBe(false);
      expect(placesOf(result, 'activity-on-event-page')).toEqual([
        { path: ['activityCode'], parameter: 'activityCode' },
      ]);
    }
  });

  it.each(EVENT_BASES)('%s without activities: an activityCode is not unchecked for 003.01.18', (_name, base) => {
    const result = check(base, { activityCode: '999' }, { activities: undefined });
    expect(result.codes).toEqual([]);
    expect(uncheckedDocumented(result)).toEqual([]);
    expect(engineCodesOf(result)).toEqual(['activity-on-event-page']);
  });

  it.each(EVENT_BASES)('misses an absent activityCode on the %s page', (_name, base) => {
    expectClean(check(base, { activityCode: MISSING }));
  });
});

describe("003.01.19: activityCode '039' without activityDescription, on any page", () => {
  it.each(PERSONAL_BASES)(
    '%s: triggers for each absent description, alone, at [activityDescription]',
    (_name, base) => {
      for (const activityDescription of ABSENT_VALUES) {
        const result = expectCodes(base, { activityCode: '039', activityDescription }, ['003.01.19']);
        expect(placesOf(result, '003.01.19')).toEqual([
          { path: ['activityDescription'], parameter: 'activityDescription' },
        ]);
      }
    },
  );

  it.each(EVENT_BASES)(
    '%s: triggers too, with the engine code activity-on-event-page (never 003.01.18)',
    (_name, base) => {
      expectCodes(base, { activityCode: '039' }, ['003.01.19'], {}, ['activity-on-event-page']);
    },
  );

  it("'039' not in activities: 003.01.18 and 003.01.19", () => {
    expectCodes(PERSONAL, { activityCode: '039' }, ['003.01.18', '003.01.19'], { activities: ['001'] });
  });

  it("'039' without activities: 003.01.19, and 003.01.18 unchecked", () => {
    const result = check(PERSONAL, { activityCode: '039' }, { activities: undefined });
    expect(result.codes).toEqual(['003.01.19']);
    expect(result.unchecked).toEqual([{ code: '003.01.18', parameter: 'activityCode', needs: 'activities' }]);
  });

  it('a description holding an object counts as absent: 003.01.19 and wrong-type', () => {
    expectCodes(PERSONAL, { activityCode: '039', activityDescription: { text: 'x' } }, ['003.01.19'], {}, [
      'wrong-type',
    ]);
  });

  it("misses '039' with a description", () => {
    expectClean(check(PERSONAL, { activityCode: '039', activityDescription: 'Other' }));
  });

  it.each([
    ["'39'", '39', []],
    ["'039 ' (4 characters: also too-long)", '039 ', ['too-long']],
    ['the number 39', 39, []],
  ] as [string, unknown, string[]][])('misses %s (not exactly 039): 003.01.18 only', (_name, activityCode, engine) => {
    expectCodes(PERSONAL, { activityCode }, ['003.01.18'], {}, engine);
  });

  it('misses a description without 039: the engine code description-without-039 only', () => {
    expectCodes(PERSONAL, { activityDescription: 'Walking' }, [], {}, ['description-without-039']);
  });
});

describe("003.01.17: charityContributionIndicator absent, or not exactly 'Y' or 'N'", () => {
  it.each([...ABSENT_VALUES, 'y', 'n', 'Y ', ' N', 'Yes', 1])(
    'triggers for %j, alone, at [charityContributionIndicator]',
    (charityContributionIndicator) => {
      const result = expectCodes(PERSONAL, { charityContributionIndicator }, ['003.01.17']);
      expect(placesOf(result, '003.01.17')).toEqual([
        { path: ['charityContributionIndicator'], parameter: 'charityContributionIndicator' },
      ]);
    },
  );

  it.each(BASES)('triggers on the %s page', (_name, base) => {
    expectCodes(base, { charityContributionIndicator: 'X' }, ['003.01.17']);
  });

  it.each(WRONG_TYPE_VALUES)('%j counts as absent: 003.01.17 and wrong-type', (charityContributionIndicator) => {
    expectCodes(PERSONAL, { charityContributionIndicator }, ['003.01.17'], {}, ['wrong-type']);
  });

  it.each(['Y', 'N'])('misses %j', (charityContributionIndicator) => {
    for (const [, base] of BASES) expectClean(check(base, { charityContributionIndicator }));
  });
});

describe(`003.01.16: postEventFundraisingInterval absent, not a whole number, or above ${MAX.interval}`, () => {
  it.each([0, '0', 3, '03', '003', MAX.interval, String(MAX.interval)])('misses %j', (postEventFundraisingInterval) => {
    expectClean(check(PERSONAL, { postEventFundraisingInterval }));
  });

  it.each([
    [String(MAX.interval + 1), MAX.interval + 1],
    [`"${MAX.interval + 1}"`, String(MAX.interval + 1)],
    ['1000', 1000],
    ['-1', -1],
    ['"-1"', '-1'],
    ['"3.5"', '3.5'],
    ['3.5', 3.5],
    ['"+3"', '+3'],
    ['"3.0"', '3.0'],
    ['"3e0"', '3e0'],
    ['" 3"', ' 3'],
    ['"3 "', '3 '],
    ['"three"', 'three'],
    ['full-width "３"', '３'],
    ...ABSENT_VALUES.map((value) => [`absent (${String(value)})`, value] as [string, unknown]),
  ])('triggers for %s, alone, at [postEventFundraisingInterval]', (_name, postEventFundraisingInterval) => {
    const result = expectCodes(PERSONAL, { postEventFundraisingInterval }, ['003.01.16']);
    expect(placesOf(result, '003.01.16')).toEqual([
      { path: ['postEventFundraisingInterval'], parameter: 'postEventFundraisingInterval' },
    ]);
  });

  it.each(BASES)(`${MAX.interval} misses and ${MAX.interval + 1} triggers on the %s page`, (_name, base) => {
    expectClean(check(base, { postEventFundraisingInterval: MAX.interval }));
    expectCodes(base, { postEventFundraisingInterval: String(MAX.interval + 1) }, ['003.01.16']);
  });

  it.each([Number.NaN, Number.POSITIVE_INFINITY])(
    '%j, a number that is not finite, counts as absent: 003.01.16 and wrong-type (contract section 10.5)',
    (postEventFundraisingInterval) => {
      expectCodes(PERSONAL, { postEventFundraisingInterval }, ['003.01.16'], {}, ['wrong-type']);
    },
  );

  it.each(WRONG_TYPE_VALUES)('%j counts as absent: 003.01.16 and wrong-type', (postEventFundraisingInterval) => {
    expectCodes(PERSONAL, { postEventFundraisingInterval }, ['003.01.16'], {}, ['wrong-type']);
  });
});

describe('003.01.12: no charity given', () => {
  it.each([...ABSENT_VALUES, []])(
    'charitySplits %j: 003.01.12 alone, once, at [charitySplits] with parameter charityResourceId',
    (charitySplits) => {
      for (const [, base] of BASES) {
        const result = expectCodes(base, { charitySplits }, ['003.01.12']);
        expect(placesOf(result, '003.01.12')).toEqual([{ path: ['charitySplits'], parameter: 'charityResourceId' }]);
      }
    },
  );

  it('splits with percentages and no charity: 003.01.12 and 003.01.14 per split', () => {
    const result = expectCodes(PERSONAL, { charitySplits: [split(MISSING, 60), split('  ', 40)] }, [
      '003.01.12',
      '003.01.14',
    ]);
    expect(placesOf(result, '003.01.12')).toHaveLength(1);
    expect(placesOf(result, '003.01.14').map((place) => place.path)).toEqual([
      ['charitySplits', 0, 'charityResourceId'],
      ['charitySplits', 1, 'charityResourceId'],
    ]);
  });

  it('a split with neither charity nor percentage: 003.01.12 and (sum 0) 003.01.15', () => {
    expectCodes(PERSONAL, { charitySplits: [{}] }, ['003.01.12', '003.01.15']);
  });

  it('a charity holding an object counts as absent: 003.01.12, 003.01.14 and wrong-type', () => {
    const result = expectCodes(PERSONAL, { charitySplits: [split({ id: C1 }, 100)] }, ['003.01.12', '003.01.14'], {}, [
      'wrong-type',
    ]);
    expect(placesOf(result, 'wrong-type')).toEqual([
      { path: ['charitySplits', 0, 'charityResourceId'], parameter: 'charityResourceId' },
    ]);
  });

  it('misses when one split of several has a charity', () => {
    expectClean(check(PERSONAL, { charitySplits: [split(C1, 100), {}, split(null)] }));
  });

  it('misses charitySplits given as one object with a charity (not an array)', () => {
    expectClean(check(PERSONAL, { charitySplits: split(C1, 100) }));
    expectClean(check(EVENT_TEAM, { charitySplits: split(C2, '100') }));
  });

  it('a single object without a charity: 003.01.12 and 003.01.14 at index 0', () => {
    const result = expectCodes(PERSONAL, { charitySplits: split(MISSING, 100) }, ['003.01.12', '003.01.14']);
    expect(placesOf(result, '003.01.14')).toEqual([
      { path: ['charitySplits', 0, 'charityResourceId'], parameter: 'charityResourceId' },
    ]);
  });
});

describe(`003.01.13: more than ${MAX.splits} charity splits`, () => {
  it.each(BASES)(`%s: ${MAX.splits} splits miss`, (_name, base) => {
    expectClean(check(base, { charitySplits: splitsOf(MAX.splits) }));
  });

  it.each(BASES)(
    `%s: ${MAX.splits + 1} splits trigger, alone, once, at [charitySplits] with parameter charityResourceId`,
    (_name, base) => {
      const result = expectCodes(base, { charitySplits: splitsOf(MAX.splits + 1) }, ['003.01.13']);
      expect(placesOf(result, '003.01.13')).toEqual([{ path: ['charitySplits'], parameter: 'charityResourceId' }]);
    },
  );

  it(`${MAX.splits + 2} splits: one issue`, () => {
    expect(placesOf(check(PERSONAL, { charitySplits: splitsOf(MAX.splits + 2) }), '003.01.13')).toHaveLength(1);
  });

  it(`a non-object entry counts as a split: ${MAX.splits} splits and a string give 003.01.13 and wrong-type`, () => {
    const charitySplits = [...splitsOf(MAX.splits), 'x'];
    const result = expectCodes(PERSONAL, { charitySplits }, ['003.01.13'], {}, ['wrong-type']);
    expect(placesOf(result, 'wrong-type')).toEqual([
      { path: ['charitySplits', MAX.splits], parameter: 'charitySplits' },
    ]);
  });

  it(`empty splits count too: ${MAX.splits} splits and an empty one give 003.01.13 only`, () => {
    expectCodes(PERSONAL, { charitySplits: [...splitsOf(MAX.splits), {}] }, ['003.01.13']);
  });
});

describe('003.01.14: a split percentage without a charity', () => {
  it.each([...ABSENT_VALUES])(
    'charity %s with a percentage: 003.01.14 alone, at [charitySplits, 1, charityResourceId]',
    (charityResourceId) => {
      const result = expectCodes(PERSONAL, { charitySplits: [split(C1, 60), split(charityResourceId, 40)] }, [
        '003.01.14',
      ]);
      expect(placesOf(result, '003.01.14')).toEqual([
        { path: ['charitySplits', 1, 'charityResourceId'], parameter: 'charityResourceId' },
      ]);
    },
  );

  it.each([
    ['"40"', '40'],
    ['a non-whole value (the sum of whole numbers stays 100)', 'abc'],
    ['0 (also the zero-share warning)', 0],
  ])('a percentage %s without a charity triggers', (_name, percent) => {
    const charitySplits =
      percent === '40' ? [split(C1, 60), split(MISSING, percent)] : [split(C1, 100), split(MISSING, percent)];
    const result = expectCodes(PERSONAL, { charitySplits }, ['003.01.14'], {}, percent === 0 ? ['zero-share'] : []);
    expect(placesOf(result, '003.01.14').map((place) => place.path)).toEqual([
      ['charitySplits', 1, 'charityResourceId'],
    ]);
  });

  it('one issue per such split', () => {
    const result = expectCodes(PERSONAL, { charitySplits: [split(MISSING, 30), split(C1, 40), split(null, 30)] }, [
      '003.01.14',
    ]);
    expect(placesOf(result, '003.01.14').map((place) => place.path)).toEqual([
      ['charitySplits', 0, 'charityResourceId'],
      ['charitySplits', 2, 'charityResourceId'],
    ]);
  });

  it('a percentage without a charity that breaks the sum: 003.01.14 and 003.01.15', () => {
    expectCodes(PERSONAL, { charitySplits: [split(C1, 60), split(MISSING, 30)] }, ['003.01.14', '003.01.15']);
  });

  it.each(ABSENT_VALUES)('misses a split whose percentage is absent (%s) and has no charity', (charitySplitPercent) => {
    expectClean(check(PERSONAL, { charitySplits: [split(C1, 100), split(MISSING, charitySplitPercent)] }));
  });

  it.each(BASES)('%s: triggers on every page kind (on an event page with 002.01.30 at the split)', (_name, base) => {
    const isEvent = 'eventResourceId' in base;
    const result = expectCodes(
      base,
      { charitySplits: [split(C1, 60), split(MISSING, 40)] },
      isEvent ? ['003.01.14', '002.01.30'] : ['003.01.14'],
    );
    expect(placesOf(result, '003.01.14').map((place) => place.path)).toEqual([
      ['charitySplits', 1, 'charityResourceId'],
    ]);
  });
});

describe('003.01.15: split percentages', () => {
  it.each([
    ['99', [split(C1, 59), split(C2, 40)]],
    ['101', [split(C1, 61), split(C2, 40)]],
    ['0', [split(C1, 0)]],
    ['200', [split(C1, 100), split(C2, 100)]],
  ])(
    'a sum of %s triggers, alone, once, at [charitySplits] with parameter charitySplitPercent',
    (_name, charitySplits) => {
      const result = expectCodes(
        PERSONAL,
        { charitySplits },
        ['003.01.15'],
        {},
        charitySplits.some((s) => s.charitySplitPercent === 0) ? ['zero-share'] : [],
      );
      expect(placesOf(result, '003.01.15')).toEqual([{ path: ['charitySplits'], parameter: 'charitySplitPercent' }]);
    },
  );

  it.each([
    ['60 and 40', [split(C1, 60), split(C2, 40)]],
    ["'60' and 40 ('60' equals 60)", [split(C1, '60'), split(C2, 40)]],
    ["'060' and '40'", [split(C1, '060'), split(C2, '40')]],
    ['100 and 0 (the zero-share warning only)', [split(C1, 100), split(C2, 0)]],
    ['a single split of 100', [split(C1, 100)]],
  ])('a sum of 100 misses: %s', (_name, charitySplits) => {
    const result = check(PERSONAL, { charitySplits });
    expect(result.codes).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('a charity with no percentage triggers even when the others sum to 100', () => {
    const result = expectCodes(PERSONAL, { charitySplits: [split(C1, 100), split(C2)] }, ['003.01.15']);
    expect(placesOf(result, '003.01.15')).toHaveLength(1);
  });

  it.each([
    ['"3.5"', '3.5'],
    ['3.5', 3.5],
    ['-10', -10],
    ['"+40"', '+40'],
    ['"40.0"', '40.0'],
    ['"4e1"', '4e1'],
    ['"forty"', 'forty'],
  ])('a charity with a non-whole percentage %s triggers, alone', (_name, percent) => {
    expectCodes(PERSONAL, { charitySplits: [split(C1, 60), split(C2, percent)] }, ['003.01.15']);
  });

  it('the sum counts percentages of splits without a charity: 60 + (no charity) 40 is 100 (003.01.14 only)', () => {
    expectCodes(PERSONAL, { charitySplits: [split(C1, 60), split(MISSING, 40)] }, ['003.01.14']);
  });

  it('charitySplits as one object: 99 triggers, 100 misses', () => {
    expectCodes(PERSONAL, { charitySplits: split(C1, 99) }, ['003.01.15']);
    expectClean(check(PERSONAL, { charitySplits: split(C1, '100') }));
  });

  it('misses when there is no split at all (003.01.12 only)', () => {
    expectCodes(PERSONAL, { charitySplits: [] }, ['003.01.12']);
  });
});

describe('a split entry that is not an object: a split with neither charity nor percentage, and wrong-type', () => {
  it.each([
    ['a string', 'x'],
    ['a number', 7],
    ['true', true],
    ['an array', []],
    ['an array holding a split', [split(C2, 40)]],
    ['null', null],
  ])('%s beside a full split: wrong-type at [charitySplits, 1] only', (_name, entry) => {
    for (const [, base] of BASES) {
      const result = expectCodes(base, { charitySplits: [split(C1, 100), entry] }, [], {}, ['wrong-type']);
      expect(placesOf(result, 'wrong-type')).toEqual([{ path: ['charitySplits', 1], parameter: 'charitySplits' }]);
    }
  });

  it('a list of one string: 003.01.12, 003.01.15 (sum 0) and wrong-type', () => {
    const result = expectCodes(PERSONAL, { charitySplits: ['x'] }, ['003.01.12', '003.01.15'], {}, ['wrong-type']);
    expect(placesOf(result, 'wrong-type')).toEqual([{ path: ['charitySplits', 0], parameter: 'charitySplits' }]);
  });

  it.each([
    ['a string', 'abc'],
    ['a number', 100],
    ['true', true],
  ])('charitySplits given as %s (one entry, index 0): 003.01.12, 003.01.15 and wrong-type', (_name, charitySplits) => {
    const result = expectCodes(PERSONAL, { charitySplits }, ['003.01.12', '003.01.15'], {}, ['wrong-type']);
    expect(placesOf(result, 'wrong-type')).toEqual([{ path: ['charitySplits', 0], parameter: 'charitySplits' }]);
  });
});

describe(`002.01.23: a split with more than ${MAX.customCodes} custom codes`, () => {
  const most = MAX.customCodes;

  it(`misses ${most} codes on each split`, () => {
    expectClean(
      check(PERSONAL, { charitySplits: [split(C1, 60, customCodes(most)), split(C2, 40, customCodes(most))] }),
    );
  });

  it.each(BASES)(
    `%s: ${most + 1} codes on split 1 trigger, alone, once, at [charitySplits, 1, customCodes]`,
    (_name, base) => {
      const charitySplits = [split(C1, 60), split(C2, 40, customCodes(most + 1))];
      const result = expectCodes(base, { charitySplits }, ['002.01.23']);
      expect(placesOf(result, '002.01.23')).toEqual([
        { path: ['charitySplits', 1, 'customCodes'], parameter: 'customCodes' },
      ]);
    },
  );

  it('one issue per split', () => {
    const result = expectCodes(
      PERSONAL,
      { charitySplits: [split(C1, 60, customCodes(most + 1)), split(C2, 40, customCodes(4 * most))] },
      ['002.01.23'],
    );
    expect(placesOf(result, '002.01.23').map((place) => place.path)).toEqual([
      ['charitySplits', 0, 'customCodes'],
      ['charitySplits', 1, 'customCodes'],
    ]);
  });

  it(`${most} codes and a blank one: 002.01.23 and 002.01.22`, () => {
    const result = expectCodes(PERSONAL, { charitySplits: [split(C1, 100, [...customCodes(most), ''])] }, [
      '002.01.22',
      '002.01.23',
    ]);
    expect(placesOf(result, '002.01.22').map((place) => place.path)).toEqual([
      ['charitySplits', 0, 'customCodes', most],
    ]);
  });
});

describe(`002.01.22: a split custom code blank or longer than ${MAX.customCode}`, () => {
  it(`misses codes of ${MAX.customCode} characters, of ${MAX.customCode} emoji, and a number`, () => {
    const longest = [repeat('x', MAX.customCode), repeat('😀', MAX.customCode)];
    expectClean(check(PERSONAL, { charitySplits: [split(C1, 60, longest), split(C2, 40, [12345])] }));
  });

  it.each([
    ['a blank code', ['A', '', 'C'], 1],
    ['a white-space code', ['A', 'B', '   '], 2],
    ['a null code', [null], 0],
    [`a ${MAX.customCode + 1}-character code`, ['A', repeat('x', MAX.customCode + 1)], 1],
    [`a ${MAX.customCode + 1}-emoji code`, [repeat('😀', MAX.customCode + 1)], 0],
  ])('%s triggers, alone, at [charitySplits, 1, customCodes, j]', (_name, codes, index) => {
    const result = expectCodes(PERSONAL, { charitySplits: [split(C1, 60), split(C2, 40, codes)] }, ['002.01.22']);
    expect(placesOf(result, '002.01.22')).toEqual([
      { path: ['charitySplits', 1, 'customCodes', index], parameter: 'customCodes' },
    ]);
  });

  it.each(BASES)('%s: triggers on every page kind', (_name, base) => {
    expectCodes(base, { charitySplits: [split(C1, 100, ['OK', ''])] }, ['002.01.22']);
  });

  it('one issue per bad code, over several splits', () => {
    const result = check(PERSONAL, {
      charitySplits: [split(C1, 60, ['', 'B']), split(C2, 40, [null, 'Y', repeat('x', MAX.customCode + 1)])],
    });
    expect(result.codes).toEqual(['002.01.22']);
    expect(placesOf(result, '002.01.22').map((place) => place.path)).toEqual([
      ['charitySplits', 0, 'customCodes', 0],
      ['charitySplits', 1, 'customCodes', 0],
      ['charitySplits', 1, 'customCodes', 2],
    ]);
  });

  it('a single code given as a string is index 0', () => {
    const result = expectCodes(PERSONAL, { charitySplits: [split(C1, 100, repeat('x', 256))] }, ['002.01.22']);
    expect(placesOf(result, '002.01.22')).toEqual([
      { path: ['charitySplits', 0, 'customCodes', 0], parameter: 'customCodes' },
    ]);
    expectClean(check(PERSONAL, { charitySplits: [split(C1, 100, 'CODE1')] }));
  });

  it.each([{}, ['x'], true])('an entry holding %j counts as blank and also gets wrong-type', (entry) => {
    const result = expectCodes(PERSONAL, { charitySplits: [split(C1, 100, ['A', entry])] }, ['002.01.22'], {}, [
      'wrong-type',
    ]);
    expect(placesOf(result, '002.01.22')).toEqual([
      { path: ['charitySplits', 0, 'customCodes', 1], parameter: 'customCodes' },
    ]);
    expect(placesOf(result, 'wrong-type').map((place) => place.path)).toEqual([['charitySplits', 0, 'customCodes', 1]]);
  });

  it.each([
    ['an empty list', []],
    ['a single blank string', '   '],
    ['null', null],
  ])('misses %s (custom codes not present)', (_name, codes) => {
    expectClean(check(PERSONAL, { charitySplits: [split(C1, 100, codes)] }));
  });

  it('2000 blank codes: the default maxIssues (1000) truncates', () => {
    const result = check(PERSONAL, {
      charitySplits: [
        split(
          C1,
          100,
          Array.from({ length: 2000 }, () => ''),
        ),
      ],
    });
    expect(result.truncated).toBe(true);
    expect(result.issues).toHaveLength(1000);
    expect(result.valid).toBe(false);
    expectConsistent(result);
  });
});

// ---------------------------------------------------------------------------
// The event facts (EventInfo), on the event bases

describe('002.01.24, 002.01.25, 002.01.29: event status', () => {
  it.each([
    ['unpublished', '002.01.24'],
    ['expired', '002.01.25'],
    ['closed', '002.01.29'],
  ] as const)('status %s gives %s alone, at [eventResourceId]', (status, code) => {
    for (const [, base] of EVENT_BASES) {
      const result = expectCodes(base, {}, [code], withEvent({ status }));
      expect(placesOf(result, code)).toEqual([{ path: ['eventResourceId'], parameter: 'eventResourceId' }]);
    }
  });

  it.each([
    ['published', { status: 'published' }],
    ['absent (default published)', {}],
  ] as [string, EventInfo][])('status %s misses', (_name, info) => {
    for (const [, base] of EVENT_BASES) expectClean(check(base, {}, withEvent(info)));
  });
});

describe('002.01.27: the event requires a fee', () => {
  it('feeRequired: true gives 002.01.27 alone, at [eventResourceId]', () => {
    for (const [, base] of EVENT_BASES) {
      const result = expectCodes(base, {}, ['002.01.27'], withEvent({ feeRequired: true }));
      expect(placesOf(result, '002.01.27')).toEqual([{ path: ['eventResourceId'], parameter: 'eventResourceId' }]);
    }
  });

  it('feeRequired: false or absent misses', () => {
    expectClean(check(EVENT_PAGE, {}, withEvent({ feeRequired: false })));
    expectClean(check(EVENT_PAGE, {}, withEvent({})));
  });
});

describe('002.01.28: the event has no places left', () => {
  it.each([0, -1, -0.5])('placesLeft %d gives 002.01.28 alone, at [eventResourceId]', (placesLeft) => {
    for (const [, base] of EVENT_BASES) {
      const result = expectCodes(base, {}, ['002.01.28'], withEvent({ placesLeft }));
      expect(placesOf(result, '002.01.28')).toEqual([{ path: ['eventResourceId'], parameter: 'eventResourceId' }]);
    }
  });

  it.each([1, 0.5, 1000])('placesLeft %d misses', (placesLeft) => {
    expectClean(check(EVENT_TEAM, {}, withEvent({ placesLeft })));
  });

  it('placesLeft absent misses', () => {
    expectClean(check(EVENT_TEAM, {}, withEvent({ status: 'published' })));
  });
});

describe('several event facts at once', () => {
  it('closed, a fee and no places: 002.01.29, 002.01.27 and 002.01.28, each at [eventResourceId]', () => {
    const result = expectCodes(
      EVENT_PAGE,
      {},
      ['002.01.29', '002.01.27', '002.01.28'],
      withEvent({ status: 'closed', feeRequired: true, placesLeft: 0 }),
    );
    for (const code of ['002.01.27', '002.01.28', '002.01.29']) {
      expect(placesOf(result, code)).toEqual([{ path: ['eventResourceId'], parameter: 'eventResourceId' }]);
    }
  });
});

describe("003.01.20: a split's charity not among the event's allowed charities", () => {
  it('one split outside the list: 003.01.20 alone, at that split', () => {
    const result = expectCodes(EVENT_TEAM, {}, ['003.01.20'], withEvent({ allowedCharities: [C1] }));
    expect(placesOf(result, '003.01.20')).toEqual([
      { path: ['charitySplits', 1, 'charityResourceId'], parameter: 'charityResourceId' },
    ]);
  });

  it('an empty list: one issue per split with a charity', () => {
    const result = expectCodes(EVENT_TEAM, {}, ['003.01.20'], withEvent({ allowedCharities: [] }));
    expect(placesOf(result, '003.01.20').map((place) => place.path)).toEqual([
      ['charitySplits', 0, 'charityResourceId'],
      ['charitySplits', 1, 'charityResourceId'],
    ]);
  });

  it('only splits with a charity are compared', () => {
    const result = expectCodes(
      EVENT_PAGE,
      { charitySplits: [split(C1, 100), {}, split(null)] },
      ['003.01.20'],
      withEvent({ allowedCharities: [C2] }),
    );
    expect(placesOf(result, '003.01.20').map((place) => place.path)).toEqual([
      ['charitySplits', 0, 'charityResourceId'],
    ]);
  });

  it('a split with a percentage and no charity is not compared (003.01.14 and 002.01.30 for it)', () => {
    const result = expectCodes(
      EVENT_PAGE,
      { charitySplits: [split(C1, 60), split(MISSING, 40)] },
      ['003.01.14', '002.01.30'],
      withEvent({ allowedCharities: [C1] }),
    );
    expect(placesOf(result, '003.01.20')).toEqual([]);
  });

  it.each([
    ['in the same order', [C1, C2]],
    ['in another order, with more charities', [C3, C2, C1]],
  ])('misses when every charity is allowed: %s', (_name, allowedCharities) => {
    expectClean(check(EVENT_TEAM, {}, withEvent({ allowedCharities })));
  });

  it('misses when the event has no allowedCharities', () => {
    expectClean(check(EVENT_TEAM, {}, withEvent({ maxCharities: 5 })));
  });

  it('with the other event facts: each code once', () => {
    expectCodes(EVENT_TEAM, {}, ['003.01.20', '002.01.25'], withEvent({ status: 'expired', allowedCharities: [C2] }));
  });
});

describe('002.01.26: more splits than the event allows', () => {
  it.each([
    ['2 splits, maxCharities 2', 2, 2],
    ['2 splits, maxCharities 5', 2, 5],
    ['1 split, maxCharities 1', 1, 1],
  ])('misses %s', (_name, count, maxCharities) => {
    expectClean(check(EVENT_TEAM, { charitySplits: splitsOf(count) }, withEvent({ maxCharities })));
  });

  it.each([
    ['2 splits, maxCharities 1', 2, 1],
    ['3 splits, maxCharities 2', 3, 2],
    ['1 split, maxCharities 0', 1, 0],
  ])('%s: 002.01.26 alone, once, at [charitySplits] with parameter charityResourceId', (_name, count, maxCharities) => {
    const result = expectCodes(
      EVENT_TEAM,
      { charitySplits: splitsOf(count) },
      ['002.01.26'],
      withEvent({ maxCharities }),
    );
    expect(placesOf(result, '002.01.26')).toEqual([{ path: ['charitySplits'], parameter: 'charityResourceId' }]);
  });

  it('no split at all with maxCharities 0: 003.01.12 only', () => {
    expectCodes(EVENT_TEAM, { charitySplits: [] }, ['003.01.12'], withEvent({ maxCharities: 0 }));
  });

  it('non-object entries count as splits: 3 entries with maxCharities 2 give 002.01.26 (and wrong-type)', () => {
    expectCodes(
      EVENT_PAGE,
      { charitySplits: [split(C1, 100), 'x', 'y'] },
      ['002.01.26'],
      withEvent({ maxCharities: 2 }),
      ['wrong-type'],
    );
  });

  it(`${MAX.splits + 1} splits with maxCharities ${MAX.splits}: 003.01.13 and 002.01.26`, () => {
    const charitySplits = splitsOf(MAX.splits + 1);
    expectCodes(EVENT_PAGE, { charitySplits }, ['003.01.13', '002.01.26'], withEvent({ maxCharities: MAX.splits }));
  });
});

describe('002.01.30 per split: a charity without a whole-number percentage, or a percentage without a charity', () => {
  it.each(EVENT_BASES)(
    '%s: a charity without a percentage gives 003.01.15 and 002.01.30 at [charitySplits, 1]',
    (_name, base) => {
      const result = expectCodes(base, { charitySplits: [split(C1, 100), split(C2)] }, ['003.01.15', '002.01.30']);
      expect(placesOf(result, '002.01.30')).toEqual([{ path: ['charitySplits', 1], parameter: 'charitySplitPercent' }]);
    },
  );

  it.each([
    ['"50.5"', '50.5'],
    ['50.5', 50.5],
    ['-50', -50],
    ['"+50"', '+50'],
  ])('a charity with a non-whole percentage %s: 003.01.15 and 002.01.30 at the split', (_name, percent) => {
    const result = expectCodes(EVENT_TEAM, { charitySplits: [split(C1, 50), split(C2, percent)] }, [
      '003.01.15',
      '002.01.30',
    ]);
    expect(placesOf(result, '002.01.30')).toEqual([{ path: ['charitySplits', 1], parameter: 'charitySplitPercent' }]);
  });

  it.each([
    ['40 (003.01.14 too)', 40, []],
    ['"abc" (any value)', 'abc', []],
    ['0 (and the zero-share warning)', 0, ['zero-share']],
  ] as [string, unknown, string[]][])(
    'a percentage %s without a charity: 003.01.14 and 002.01.30 at the split',
    (_name, percent, engine) => {
      const first = percent === 40 ? 60 : 100;
      const result = expectCodes(
        EVENT_PAGE,
        { charitySplits: [split(C1, first), split(MISSING, percent)] },
        ['003.01.14', '002.01.30'],
        {},
        engine,
      );
      expect(placesOf(result, '002.01.30')).toEqual([{ path: ['charitySplits', 1], parameter: 'charitySplitPercent' }]);
    },
  );

  it('one issue per such split', () => {
    const result = expectCodes(
      EVENT_PAGE,
      { charitySplits: [split(C1), split(C2, 100), split(null, 0)] },
      ['003.01.14', '003.01.15', '002.01.30'],
      {},
      ['zero-share'],
    );
    expect(placesOf(result, '002.01.30').map((place) => place.path)).toEqual([
      ['charitySplits', 0],
      ['charitySplits', 2],
    ]);
  });

  it('misses a split with neither charity nor percentage, and a non-object entry', () => {
    expectClean(check(EVENT_PAGE, { charitySplits: [split(C1, 100), {}] }));
    expectCodes(EVENT_PAGE, { charitySplits: [split(C1, 100), 'x'] }, [], {}, ['wrong-type']);
  });

  it("misses '60' (a whole number given as text)", () => {
    expectClean(check(EVENT_TEAM, { charitySplits: [split(C1, '60'), split(C2, '40')] }));
  });

  it.each(PERSONAL_BASES)('misses on the %s page (003.01.14 / 003.01.15 only)', (_name, base) => {
    expectCodes(base, { charitySplits: [split(C1, 60), split(MISSING, 40)] }, ['003.01.14']);
    expectCodes(base, { charitySplits: [split(C1, 100), split(C2)] }, ['003.01.15']);
  });
});

describe("002.01.30 against the event's fixed splits (a multiset)", () => {
  const FIXED = [
    { charityResourceId: C1, charitySplitPercent: 60 },
    { charityResourceId: C2, charitySplitPercent: 40 },
  ];
  const fixed = (charitySplits = FIXED): ValidationOptions => withEvent({ charitySplits });

  it.each([
    ['in the same order', [split(C1, 60), split(C2, 40)]],
    ['in another order', [split(C2, 40), split(C1, 60)]],
    ["with '60' for 60", [split(C1, '60'), split(C2, 40)]],
    ["with '060' and '40'", [split(C2, '40'), split(C1, '060')]],
    ['with an extra split that has neither charity nor percentage', [split(C1, 60), {}, split(C2, 40)]],
  ])('misses the same pairs %s', (_name, charitySplits) => {
    for (const [, base] of EVENT_BASES) expectClean(check(base, { charitySplits }, fixed()));
  });

  it.each([
    ['other percentages (still summing to 100)', [split(C1, 40), split(C2, 60)]],
    ['a pair missing', [split(C1, 100)]],
    ['an extra pair', [split(C1, 60), split(C2, 30), split(C3, 10)]],
    ['another charity', [split(C1, 60), split(C3, 40)]],
  ])('%s: 002.01.30 alone, once, at [charitySplits]', (_name, charitySplits) => {
    for (const [, base] of EVENT_BASES) {
      const result = expectCodes(base, { charitySplits }, ['002.01.30'], fixed());
      expect(placesOf(result, '002.01.30')).toEqual([{ path: ['charitySplits'], parameter: 'charitySplitPercent' }]);
    }
  });

  it('duplicates count: the same charity twice matches a fixed list with it twice (duplicate-charity only)', () => {
    const twice = [
      { charityResourceId: C1, charitySplitPercent: 50 },
      { charityResourceId: C1, charitySplitPercent: 50 },
    ];
    expectCodes(EVENT_PAGE, { charitySplits: [split(C1, 50), split(C1, '50')] }, [], fixed(twice), [
      'duplicate-charity',
    ]);
  });

  it('duplicates count: the same charity twice does not match it once with another charity', () => {
    const once = [
      { charityResourceId: C1, charitySplitPercent: 50 },
      { charityResourceId: C2, charitySplitPercent: 50 },
    ];
    expectCodes(EVENT_PAGE, { charitySplits: [split(C1, 50), split(C1, 50)] }, ['002.01.30'], fixed(once), [
      'duplicate-charity',
    ]);
  });

  it('duplicates count: it once does not match a fixed list with it twice', () => {
    const twice = [
      { charityResourceId: C1, charitySplitPercent: 50 },
      { charityResourceId: C1, charitySplitPercent: 50 },
    ];
    expectCodes(EVENT_PAGE, { charitySplits: [split(C1, 50), split(C2, 50)] }, ['002.01.30'], fixed(twice));
  });

  it('an absent percentage matches nothing: 003.01.15, 002.01.30 at [charitySplits] and at the split', () => {
    const result = expectCodes(
      EVENT_PAGE,
      { charitySplits: [split(C1), split(C2, 100)] },
      ['003.01.15', '002.01.30'],
      fixed([{ charityResourceId: C2, charitySplitPercent: 100 }]),
    );
    expect(placesOf(result, '002.01.30').map((place) => place.path)).toEqual([['charitySplits'], ['charitySplits', 0]]);
  });

  it("a percentage that is not a whole number matches nothing: '60.0' is not 60", () => {
    const result = expectCodes(
      EVENT_PAGE,
      { charitySplits: [split(C1, '60.0'), split(C2, 40)] },
      ['003.01.15', '002.01.30'],
      fixed(),
    );
    expect(placesOf(result, '002.01.30').map((place) => place.path)).toEqual([['charitySplits'], ['charitySplits', 0]]);
  });

  it('splits without a charity are left out of the comparison (their own 003.01.14 and 002.01.30 at the split)', () => {
    const result = expectCodes(
      EVENT_PAGE,
      { charitySplits: [split(C1, 60), split(C2, 40), split(MISSING, 0)] },
      ['003.01.14', '002.01.30'],
      fixed(),
      ['zero-share'],
    );
    expect(placesOf(result, '002.01.30').map((place) => place.path)).toEqual([['charitySplits', 2]]);
  });

  it('no split at all differs from a fixed list: 003.01.12 and 002.01.30', () => {
    const result = expectCodes(EVENT_PAGE, { charitySplits: [] }, ['003.01.12', '002.01.30'], fixed());
    expect(placesOf(result, '002.01.30').map((place) => place.path)).toEqual([['charitySplits']]);
  });

  it('an empty fixed list: any split with a charity differs; no split at all matches (003.01.12 only)', () => {
    expectCodes(EVENT_PAGE, {}, ['002.01.30'], fixed([]));
    expectCodes(EVENT_PAGE, { charitySplits: [] }, ['003.01.12'], fixed([]));
  });

  it('misses when the event has no fixed splits (the base event)', () => {
    expectClean(check(EVENT_PAGE, { charitySplits: [split(C3, 100)] }));
  });

  it.each(PERSONAL_BASES)('misses on the %s page', (_name, base) => {
    expectClean(check(base, {}, { events: () => ({ charitySplits: [] }) }));
  });
});

// ---------------------------------------------------------------------------
// The events option

describe('the events option: a record or a lookup function', () => {
  it('a lookup function is asked with the eventResourceId and its answer is used', () => {
    const spy = eventSpy({ status: 'closed', allowedCharities: [C1] });
    const result = expectCodes(EVENT_TEAM, {}, ['002.01.29', '003.01.20'], { events: spy.events });
    expect(spy.calls.length).toBeGreaterThan(0);
    expect(new Set(spy.calls)).toEqual(new Set([EVENT]));
    expect(placesOf(result, '003.01.20').map((place) => place.path)).toEqual([
      ['charitySplits', 1, 'charityResourceId'],
    ]);
  });

  it('a record and a lookup function with the same facts agree', () => {
    const info: EventInfo = {
      status: 'unpublished',
      feeRequired: true,
      placesLeft: 0,
      maxCharities: 1,
      allowedCharities: [C2],
      charitySplits: [{ charityResourceId: C2, charitySplitPercent: 100 }],
    };
    const body = payload(EVENT_TEAM);
    const fromRecord = validatePage(body, options(withEvent(info)));
    const fromFunction = validatePage(body, options({ events: eventSpy(info).events }));
    expect(fromFunction).toEqual(fromRecord);
    expect(sorted(fromRecord.codes)).toEqual(
      sorted(['002.01.24', '002.01.27', '002.01.28', '002.01.26', '002.01.30', '003.01.20']),
    );
  });

  it.each([
    ['a record without the event', { events: { 'another-event': { status: 'closed' } } }],
    ['an empty record', { events: {} }],
    ['a lookup that answers undefined', { events: () => undefined }],
  ] as [string, ValidationOptions][])(
    'an event %s does not know: unknown-event at [eventResourceId], no event code',
    (_name, extra) => {
      for (const [, base] of EVENT_BASES) {
        const result = expectCodes(base, {}, [], extra, ['unknown-event']);
        expect(result.valid).toBe(false);
        expect(placesOf(result, 'unknown-event')).toEqual([
          { path: ['eventResourceId'], parameter: 'eventResourceId' },
        ]);
        expect(uncheckedDocumented(result)).toEqual([]);
      }
    },
  );

  it('an unknown event runs no event rule: no 002.01.30 at a split, no 002.01.26, no 003.01.20', () => {
    const result = expectCodes(
      EVENT_PAGE,
      { charitySplits: [split(C1, 60), split(MISSING, 40)] },
      ['003.01.14'],
      { events: {} },
      ['unknown-event'],
    );
    expect(placesOf(result, '002.01.30')).toEqual([]);
    expectCodes(EVENT_PAGE, { charitySplits: splitsOf(6) }, ['003.01.13'], { events: {} }, ['unknown-event']);
  });

  it('a record is looked up by its own keys: an inherited name (constructor, toString) is an unknown event', () => {
    for (const eventResourceId of ['constructor', 'toString', '__proto__']) {
      expectCodes(EVENT_PAGE, { eventResourceId }, [], {}, ['unknown-event']);
    }
  });
});

describe('without the events option (section 4)', () => {
  const noEvents: ValidationOptions = { events: undefined };
  const EVENT_CODES = ['002.01.24', '002.01.25', '002.01.27', '002.01.28', '002.01.29', '002.01.30'];

  it.each(EVENT_BASES)(
    '%s (splits with charities): 002.01.24, 25, 26, 27, 28, 29, 30 and 003.01.20 unchecked, needing events',
    (_name, base) => {
      const result = check(base, {}, noEvents);
      expect(result.valid).toBe(true);
      expect(result.codes).toEqual([]);
      expect(result.issues).toEqual([]);
      const documented = uncheckedDocumented(result);
      expect(sorted(documented.map((entry) => entry.code))).toEqual(sorted([...EVENT_CODES, '002.01.26', '003.01.20']));
      expect(documented.every((entry) => entry.needs === 'events')).toBe(true);
      expect(documented).toContainEqual({ code: '002.01.24', parameter: 'eventResourceId', needs: 'events' });
      expect(documented).toContainEqual({ code: '002.01.26', parameter: 'charityResourceId', needs: 'events' });
      expect(documented).toContainEqual({ code: '002.01.30', parameter: 'charitySplitPercent', needs: 'events' });
      expect(documented).toContainEqual({ code: '003.01.20', parameter: 'charityResourceId', needs: 'events' });
    },
  );

  it('no split: 002.01.24, 25, 27, 28, 29, 30 only (not 002.01.26, not 003.01.20); 003.01.12 fires', () => {
    const result = check(EVENT_PAGE, { charitySplits: [] }, noEvents);
    expect(result.codes).toEqual(['003.01.12']);
    expect(sorted(uncheckedDocumented(result).map((entry) => entry.code))).toEqual(sorted(EVENT_CODES));
  });

  it('splits but none with a charity: 002.01.26 too, not 003.01.20', () => {
    const result = check(EVENT_PAGE, { charitySplits: [split(MISSING, 100)] }, noEvents);
    expect(sorted(result.codes)).toEqual(['003.01.12', '003.01.14']);
    expect(sorted(uncheckedDocumented(result).map((entry) => entry.code))).toEqual(
      sorted([...EVENT_CODES, '002.01.26']),
    );
  });

  it('each code is listed once, however many splits', () => {
    const result = check(EVENT_PAGE, { charitySplits: splitsOf(5) }, noEvents);
    const codes = uncheckedDocumented(result).map((entry) => entry.code);
    expect(new Set(codes).size).toBe(codes.length);
    expect(codes).toHaveLength(8);
  });

  it.each(PERSONAL_BASES)('%s: nothing unchecked (no event rule on a personal page)', (_name, base) => {
    expectClean(check(base, {}, noEvents));
  });
});

describe('a malformed EventInfo is a programmer error: TypeError', () => {
  it.each([
    ['an unknown status', { status: 'open' }],
    ['feeRequired as text', { feeRequired: 'yes' }],
    ['placesLeft as text', { placesLeft: '3' }],
    ['allowedCharities as one string', { allowedCharities: C1 }],
    ['maxCharities as text', { maxCharities: '2' }],
    ['a fixed split without its percentage', { charitySplits: [{ charityResourceId: C1 }] }],
    [
      'a fixed split with a text percentage',
      { charitySplits: [{ charityResourceId: C1, charitySplitPercent: '100' }] },
    ],
    ['a number', 42],
    ['a string', 'published'],
  ])('%s from a lookup function throws a TypeError', (_name, info) => {
    const events = (() => info) as unknown as (id: string) => EventInfo;
    expect(() => check(EVENT_PAGE, {}, { events })).toThrow(TypeError);
  });

  it('a malformed EventInfo in a record throws a TypeError too', () => {
    const events = { [EVENT]: { status: 'open' } } as unknown as Record<string, EventInfo>;
    expect(() => check(EVENT_PAGE, {}, { events })).toThrow(TypeError);
  });

  it('the async variant rejects with a TypeError for a malformed answer of an async lookup', async () => {
    const events = (async () => ({ placesLeft: 'none' })) as unknown as AsyncValidationOptions['events'];
    await expect(validatePageAsync(payload(EVENT_PAGE), { ...OPTIONS, events })).rejects.toThrow(TypeError);
  });

  it('a sync lookup returning a Promise throws a TypeError naming the events option', () => {
    const events = (async () => BASE_EVENT) as unknown as (id: string) => EventInfo;
    expect(() => check(EVENT_PAGE, {}, { events })).toThrow(TypeError);
    expect(() => check(EVENT_PAGE, {}, { events })).toThrow(/events/);
  });

  it.each([
    ['a string', 'events'],
    ['a number', 42],
  ])('an events option that is %s throws a TypeError', (_name, events) => {
    expect(() => check(EVENT_PAGE, {}, { events } as unknown as ValidationOptions)).toThrow(TypeError);
  });
});

describe('invalid options and failing facts', () => {
  it.each([
    ['today: "tomorrow"', { today: 'tomorrow' }, /today/],
    ['today: "20261131" (no such date)', { today: '20261131' }, /today/],
    ['maxIssues: 0', { maxIssues: 0 }, /maxIssues/],
    ['maxIssues: 2.5', { maxIssues: 2.5 }, /maxIssues/],
  ])('%s throws a TypeError', (_name, extra, message) => {
    expect(() => check(PERSONAL, {}, extra as ValidationOptions)).toThrow(TypeError);
    expect(() => check(PERSONAL, {}, extra as ValidationOptions)).toThrow(message);
  });

  it('throws for options even when the body is not an object', () => {
    expect(() => validatePage(null, { today: 'tomorrow' })).toThrow(TypeError);
  });

  it('an error thrown by the events lookup propagates (sync) and rejects (async)', async () => {
    const boom = new Error('events store down');
    let caught: unknown;
    try {
      check(
        EVENT_PAGE,
        {},
        {
          events: () => {
            throw boom;
          },
        },
      );
    } catch (error) {
      caught = error;
    }
    expect(caught).toBe(boom);
    await expect(
      validatePageAsync(payload(EVENT_PAGE), { ...OPTIONS, events: () => Promise.reject(boom) }),
    ).rejects.toBe(boom);
  });

  it('an error thrown by teamUrlTaken propagates', () => {
    const boom = new Error('index down');
    expect(() =>
      check(
        PERSONAL_TEAM,
        {},
        {
          teamUrlTaken: () => {
            throw boom;
          },
        },
      ),
    ).toThrow(boom);
  });
});

describe('validatePageAsync', () => {
  const asyncLookup = (info: EventInfo | undefined) => async (eventResourceId: string) => {
    await new Promise((resolve) => setTimeout(resolve, 1));
    return eventResourceId === EVENT ? info : undefined;
  };
  const FULL: EventInfo = {
    status: 'expired',
    feeRequired: true,
    placesLeft: -1,
    allowedCharities: [C2],
    maxCharities: 1,
    charitySplits: [{ charityResourceId: C1, charitySplitPercent: 100 }],
  };

  /** [name, body, event answer]: the async lookup answers `info`, the sync record holds it. */
  const samples: [string, Payload, EventInfo | undefined][] = [
    ['event individual, base event', payload(EVENT_PAGE), BASE_EVENT],
    ['event team, base event', payload(EVENT_TEAM), BASE_EVENT],
    ['event team, every event fact', payload(EVENT_TEAM), FULL],
    ['event individual, closed', payload(EVENT_PAGE), { status: 'closed' }],
    ['event page, unknown event', payload(EVENT_PAGE), undefined],
    [
      'event page, split faults',
      payload(EVENT_PAGE, { charitySplits: [split(C1), split(MISSING, 40), 'x'] }),
      { allowedCharities: [C3] },
    ],
    ['personal individual', payload(PERSONAL), FULL],
    ['personal team with faults', payload(PERSONAL_TEAM, { teamName: MISSING, fundraisingDate: TODAY }), FULL],
  ];

  it.each(samples)('agrees with the sync validator: %s', async (_name, body, info) => {
    const promise = validatePageAsync(body, { ...OPTIONS, events: asyncLookup(info) });
    expect(promise).toBeInstanceOf(Promise);
    const sync = validatePage(body, options({ events: info === undefined ? {} : { [EVENT]: info } }));
    expect(await promise).toEqual(sync);
  });

  it('every event code through an async lookup', async () => {
    const result = await validatePageAsync(payload(EVENT_TEAM), { ...OPTIONS, events: asyncLookup(FULL) });
    expect(sorted(result.codes)).toEqual(
      sorted(['002.01.25', '002.01.27', '002.01.28', '002.01.26', '002.01.30', '003.01.20']),
    );
  });

  it('agrees with the sync validator for non-objects, {} and without options', async () => {
    for (const body of [null, 'x', [], {}, payload(EVENT_PAGE)]) {
      expect(await validatePageAsync(body, { today: TODAY })).toEqual(validatePage(body, { today: TODAY }));
    }
  });

  it('accepts a record and sync functions as well', async () => {
    const body = payload(EVENT_TEAM);
    expect(await validatePageAsync(body, options(withEvent(FULL)))).toEqual(
      validatePage(body, options(withEvent(FULL))),
    );
  });

  it('resolves an async teamUrlTaken: true gives team-url-taken', async () => {
    const result = await validatePageAsync(payload(PERSONAL_TEAM), { ...OPTIONS, teamUrlTaken: async () => true });
    expect(result.codes).toEqual([]);
    expect(result.valid).toBe(false);
    expect(engineCodesOf(result)).toEqual(['team-url-taken']);
  });
});

// ---------------------------------------------------------------------------

describe('every code at once', () => {
  /** A personal team page with a bad value in nearly every field (activities without '039'). */
  const PERSONAL_MANY: Payload = {
    pageTitle: repeat('p', MAX.pageTitle + 1),
    fundraisingDate: '20270230',
    teamName: repeat('n', MAX.teamName + 1),
    teamUrl: repeat('u', MAX.teamUrl + 1),
    activityCode: '039',
    activityDescription: MISSING,
    charityContributionIndicator: 'y',
    postEventFundraisingInterval: String(MAX.interval + 1),
    charitySplits: [
      split(MISSING, 10, ['A', '', ...customCodes(MAX.customCodes - 1)]),
      ...Array.from({ length: MAX.splits }, () => split(MISSING, 10)),
    ],
  };
  const PERSONAL_MANY_OPTIONS: ValidationOptions = { activities: ['001'] };
  const PERSONAL_MANY_CODES = [
    '003.01.05',
    '003.01.07',
    '003.01.02',
    '003.01.10',
    '003.01.03',
    '003.01.11',
    '003.01.18',
    '003.01.19',
    '003.01.17',
    '003.01.16',
    '003.01.12',
    '003.01.13',
    '003.01.14',
    '003.01.15',
    '002.01.22',
    '002.01.23',
  ];

  /** An event team page against an event that fails every fact it can at once. */
  const EVENT_MANY: Payload = {
    pageTitle: MISSING,
    fundraisingDate: '20270101',
    teamName: MISSING,
    teamUrl: '   ',
    activityCode: '039',
    charityContributionIndicator: MISSING,
    postEventFundraisingInterval: -1,
    charitySplits: [split(C1, 50, customCodes(MAX.customCodes + 1)), split(C2, MISSING, ['']), split(MISSING, 50)],
  };
  const EVENT_MANY_INFO: EventInfo = {
    status: 'unpublished',
    feeRequired: true,
    placesLeft: 0,
    allowedCharities: [C3],
    maxCharities: 1,
    charitySplits: [{ charityResourceId: C3, charitySplitPercent: 100 }],
  };
  const EVENT_MANY_CODES = [
    '003.01.05',
    '003.01.06',
    '003.01.01',
    '003.01.11',
    '003.01.19',
    '003.01.17',
    '003.01.16',
    '003.01.20',
    '003.01.15',
    '003.01.14',
    '002.01.22',
    '002.01.23',
    '002.01.24',
    '002.01.26',
    '002.01.27',
    '002.01.28',
    '002.01.30',
  ];

  it(`a personal team page with a bad value in every field gives exactly its ${PERSONAL_MANY_CODES.length} codes`, () => {
    const result = expectCodes(PERSONAL_TEAM, PERSONAL_MANY, PERSONAL_MANY_CODES, PERSONAL_MANY_OPTIONS);
    expect(placesOf(result, '003.01.14')).toHaveLength(MAX.splits + 1);
    expect(placesOf(result, '002.01.22').map((place) => place.path)).toEqual([['charitySplits', 0, 'customCodes', 1]]);
    expect(placesOf(result, '002.01.23').map((place) => place.path)).toEqual([['charitySplits', 0, 'customCodes']]);
  });

  it(`an event team page against a failing event gives exactly its ${EVENT_MANY_CODES.length} codes`, () => {
    const result = expectCodes(EVENT_TEAM, EVENT_MANY, EVENT_MANY_CODES, withEvent(EVENT_MANY_INFO), [
      'activity-on-event-page',
    ]);
    expect(placesOf(result, '002.01.30').map((place) => place.path)).toEqual([
      ['charitySplits'],
      ['charitySplits', 1],
      ['charitySplits', 2],
    ]);
    expect(placesOf(result, '003.01.20').map((place) => place.path)).toEqual([
      ['charitySplits', 0, 'charityResourceId'],
      ['charitySplits', 1, 'charityResourceId'],
    ]);
  });

  it('the other codes: 003.01.08 with 003.01.09; an expired event; a closed event; {}', () => {
    expectCodes(PERSONAL, { fundraisingDate: TODAY, teamPageIndicator: 'y' }, ['003.01.08', '003.01.09']);
    expectCodes(EVENT_PAGE, {}, ['002.01.25'], withEvent({ status: 'expired' }));
    expectCodes(EVENT_PAGE, {}, ['002.01.29'], withEvent({ status: 'closed' }));
    expect(sorted(validatePage({}, options()).codes)).toEqual(sorted(EMPTY_BODY_CODES));
  });

  it('together these payloads give every documented page code', () => {
    const union = new Set([
      ...PERSONAL_MANY_CODES,
      ...EVENT_MANY_CODES,
      ...EMPTY_BODY_CODES,
      '003.01.08',
      '003.01.09',
      '002.01.25',
      '002.01.29',
    ]);
    const missing = pageCodes.filter((code) => !union.has(code));
    expect(missing, 'a new code needs its bad value in PERSONAL_MANY or EVENT_MANY and its code in their list').toEqual(
      [],
    );
    expect(sorted([...union])).toEqual(sorted(pageCodes));
  });

  it('codes lists each code once, in a stable order', () => {
    const first = check(EVENT_TEAM, EVENT_MANY, withEvent(EVENT_MANY_INFO)).codes;
    expect(new Set(first).size).toBe(first.length);
    expect(check(EVENT_TEAM, EVENT_MANY, withEvent(EVENT_MANY_INFO)).codes).toEqual(first);
  });

  describe('maxIssues', () => {
    const full = () => check(PERSONAL_TEAM, PERSONAL_MANY, PERSONAL_MANY_OPTIONS);
    itCapsMaxIssues(
      full,
      (maxIssues) => check(PERSONAL_TEAM, PERSONAL_MANY, { ...PERSONAL_MANY_OPTIONS, maxIssues }),
      expectConsistent,
    );

    it('valid describes only the kept issues: warnings kept, errors cut', () => {
      const patch = { teamName: 'Ramblers', teamUrl: 'ramblers', charityContributionIndicator: 'X' };
      const whole = check(PERSONAL, patch);
      expect(whole.valid).toBe(false);
      const errorAt = whole.issues.findIndex((issue) => issue.severity === 'error');
      const warningAt = whole.issues.findIndex((issue) => issue.severity === 'warning');
      expect(errorAt).toBeGreaterThanOrEqual(0);
      expect(warningAt).toBeGreaterThanOrEqual(0);
      for (let maxIssues = 1; maxIssues < whole.issues.length; maxIssues++) {
        const result = check(PERSONAL, patch, { maxIssues });
        expect(result.truncated).toBe(true);
        expect(result.valid).toBe(!result.issues.some((issue) => issue.severity === 'error'));
        expectConsistent(result);
      }
    });

    it('a non-object body with maxIssues 1 is not truncated (one issue)', () => {
      const result = validatePage(null, options({ maxIssues: 1 }));
      expect(result.truncated).toBe(false);
      expect(result.codes).toEqual(['003.01.04']);
    });
  });
});

describe('input conventions (section 5)', () => {
  it('a no-break space only counts as white space (absent)', () => {
    expectCodes(PERSONAL, { pageTitle: '\u00a0\u00a0' }, ['003.01.05']);
  });

  it('fixed values are case-sensitive and untrimmed', () => {
    expectCodes(PERSONAL, { teamPageIndicator: 'n', charityContributionIndicator: 'N ' }, ['003.01.09', '003.01.17']);
  });

  it('numbers in text fields read as String(value)', () => {
    expectClean(
      check(PERSONAL_TEAM, {
        pageTitle: 1,
        teamName: 2,
        teamUrl: 3,
        fundraisingDate: 20270101,
        postEventFundraisingInterval: 12,
        charitySplits: [split(C1, 100, [7])],
      }),
    );
  });

  it('never throws for values JSON cannot hold (symbol, bigint, function, a cycle)', () => {
    const body: Payload = payload(EVENT_TEAM, {
      pageTitle: Symbol('t'),
      teamName: 10n,
      teamUrl: () => 'x',
      charitySplits: [new Map(), split(C1, 100n)],
    });
    body.self = body;
    expect(() => validatePage(body, options())).not.toThrow();
    expect(() => validatePage([body], options())).not.toThrow();
  });

  it('never mutates the input, and accepts a frozen one', () => {
    const body = payload(EVENT_TEAM, {
      charitySplits: Object.freeze([
        Object.freeze(split(C1, '60', Object.freeze(['A', '', { x: 1 }]))),
        'x',
        split(MISSING, 40),
      ]),
      pageTitle: { t: 'x' },
    });
    Object.freeze(body);
    const copy = structuredClone(body);
    validatePage(body, options());
    validatePage(body, options({ events: undefined }));
    expect(body).toEqual(copy);
  });
});
