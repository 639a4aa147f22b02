/**
 * The property model of create page: fast-check arbitraries for its
 * payloads, every single fault with the documented issues it gives, and
 * `model`, the documented issues of any input. It is the one independent
 * oracle of the page table: its limits and fixed values are its own
 * (contract sections 5 and 6, service-api.md), never read from the table or
 * src/; test/model.test.ts holds them against both.
 */
import fc from 'fast-check';
import type { EventInfo } from '../../src/index.js';
import {
  absentValue,
  addDays,
  anyAbsent,
  at,
  blankString,
  caseVariants,
  codePoints,
  daysIn,
  digit,
  type Expected,
  entriesOf,
  hostileUnit,
  insertInto,
  nonBlankNot,
  OMIT,
  realDate,
  strip,
  text,
  textOf,
  tooLong,
  URL_CHARS,
  wrongTypeValue,
  ymd,
} from './values.js';

// ---------------------------------------------------------------------------
// The model's own facts (contract section 6, service-api.md), never read from
// the rule table: test/model.test.ts holds them against service-api.md and
// against the table.
// ---------------------------------------------------------------------------

const SPLITS = 'charitySplits';

/** The limits the model applies: lengths in code points, entry counts, the split total. */
export const LIMITS = {
  pageTitle: 45,
  teamName: 60,
  teamUrl: 100,
  interval: 36,
  splits: 5,
  splitTotal: 100,
  customCodes: 5,
  customCode: 255,
  charityResourceId: 36,
  eventResourceId: 36,
  activityCode: 3,
  activityDescription: 30,
} as const;

/** teamPageIndicator's values, and the one that makes a team page. */
export const INDICATORS: readonly string[] = ['Y', 'N'];
export const TEAM_VALUE: readonly string[] = ['Y'];
export const CONTRIBUTION_VALUES: readonly string[] = ['Y', 'N'];
/** The activity code whose page needs a description. */
export const OTHER_ACTIVITY: readonly string[] = ['039'];

/** The fields of a create-page request (service-api.md, field table). */
export const PAGE_FIELDS = [
  'pageTitle',
  'eventResourceId',
  'fundraisingDate',
  'teamPageIndicator',
  'teamName',
  'teamUrl',
  'activityCode',
  'activityDescription',
  'charityContributionIndicator',
  'postEventFundraisingInterval',
  'fundraisingTarget',
  'charitySplits',
] as const;
export const SPLIT_FIELDS = ['charityResourceId', 'charitySplitPercent', 'customCodes'] as const;

// ---------------------------------------------------------------------------
// Fixed facts
// ---------------------------------------------------------------------------

export const TODAY = '20261122';
/** The activity lookup used by the tests ('7' lets a number 7 be a valid code). */
export const ACTIVITIES = ['001', '002', '010', '025', '039', '7', 'A1'] as const;
/** Known charities: at least 8, so six (and more) distinct splits can be built. */
export const CHARITIES = [
  '3f2504e0-4f89-11d3-9a0c-0305e82c3301',
  'c0a8012e-7f3b-4d2a-9f1e-3b2c1d0e9f8a',
  'CH-0001',
  '12345',
  'charity_ünïcødé',
  'RSPB',
  '1066',
  'oxfam.org.uk',
] as const;
/** Charities unknown to `charities` (and to every event's allowed list unless added). */
export const UNKNOWN_CHARITIES = ['CH-9999', 'ch-0001', 'rspb', ' RSPB', '12346', 'Oxfam.org.uk'] as const;
/** Event resource IDs; a page's event is one of them and the others are faulty distractors. */
export const EVENT_IDS = [
  'EV-2027-LONDON-MARATHON',
  '0f8fad5b-d9cb-469f-a165-70867728950e',
  '4242',
  'évènement-été',
  'e',
] as const;
/** The facts of every event a page does not name: each would give codes if the lookup confused them. */
const DISTRACTOR: EventInfo = {
  status: 'closed',
  feeRequired: true,
  placesLeft: 0,
  allowedCharities: [],
  maxCharities: 0,
  charitySplits: [{ charityResourceId: 'CH-9999', charitySplitPercent: 100 }],
};

export type EventsOption = Record<string, EventInfo> | ((eventResourceId: string) => EventInfo | undefined);
export interface PageOptions {
  today: string;
  activities?: readonly string[] | undefined;
  charities?: readonly string[] | undefined;
  events?: EventsOption | undefined;
  teamUrlTaken?: ((teamUrl: string) => boolean) | undefined;
  maxIssues?: number | undefined;
}

/** A lookup function over a record that knows only its own keys. */
export const lookupIn =
  (record: Record<string, EventInfo>) =>
  (id: string): EventInfo | undefined =>
    Object.hasOwn(record, id) ? record[id] : undefined;

// ---------------------------------------------------------------------------
// Contract predicates (contract sections 5 and 6), independent of src/
// ---------------------------------------------------------------------------

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
/** Section 5: a whole number's value (a non-negative integer, or ASCII digits only). */
export const wholeOf = (value: unknown): number | undefined =>
  typeof value === 'number'
    ? Number.isInteger(value) && value >= 0
      ? value
      : undefined
    : typeof value === 'string' && /^[0-9]+$/.test(value)
      ? Number(value)
      : undefined;
/** Section 5: a URL path segment. */
export const URL_SEGMENT = /^[A-Za-z0-9._~-]+$/;
/** An own field of a record (an inherited or `__proto__` value is not a field). */
export const own = (record: Record<string, unknown>, name: string): unknown =>
  Object.hasOwn(record, name) ? record[name] : undefined;

/** A documented issue about the splits as a whole. */
export const onSplits = (code: string, parameter: string): Expected => ({ code, path: [SPLITS], parameter });

/**
 * The documented issues of the event rules (003.01.20, 002.01.24-30) for an
 * event the `events` option knows, and the page's charitySplits value
 * (contract section 6).
 */
export function eventIssues(info: EventInfo, charitySplits: unknown): Expected[] {
  const out: Expected[] = [];
  const splits = entriesOf(charitySplits);
  if (info.status === 'unpublished') out.push(at('002.01.24', 'eventResourceId'));
  if (info.status === 'expired') out.push(at('002.01.25', 'eventResourceId'));
  if (info.feeRequired === true) out.push(at('002.01.27', 'eventResourceId'));
  if (info.placesLeft !== undefined && info.placesLeft <= 0) out.push(at('002.01.28', 'eventResourceId'));
  if (info.status === 'closed') out.push(at('002.01.29', 'eventResourceId'));
  if (info.maxCharities !== undefined && splits.length > 0 && splits.length > info.maxCharities) {
    out.push(onSplits('002.01.26', 'charityResourceId'));
  }
  const pairs: [string, number | undefined][] = [];
  splits.forEach((split, i) => {
    const record = isRecord(split) ? split : {};
    const charity = textOf(own(record, 'charityResourceId'));
    const percentValue = own(record, 'charitySplitPercent');
    const whole = wholeOf(percentValue);
    if (
      (charity !== undefined && whole === undefined) ||
      (textOf(percentValue) !== undefined && charity === undefined)
    ) {
      out.push({ code: '002.01.30', path: [SPLITS, i], parameter: 'charitySplitPercent' });
    }
    if (charity !== undefined) {
      pairs.push([charity, whole]);
      if (info.allowedCharities !== undefined && !info.allowedCharities.includes(charity)) {
        out.push({ code: '003.01.20', path: [SPLITS, i, 'charityResourceId'], parameter: 'charityResourceId' });
      }
    }
  });
  if (info.charitySplits !== undefined) {
    const left = new Map<string, number>();
    for (const s of info.charitySplits) {
      const key = JSON.stringify([s.charityResourceId, s.charitySplitPercent]);
      left.set(key, (left.get(key) ?? 0) + 1);
    }
    let differ = pairs.length !== info.charitySplits.length;
    for (const [charity, whole] of pairs) {
      const key = JSON.stringify([charity, whole]);
      const n = whole === undefined ? 0 : (left.get(key) ?? 0);
      if (n === 0) differ = true;
      else left.set(key, n - 1);
    }
    if (differ) out.push(onSplits('002.01.30', 'charitySplitPercent'));
  }
  return out;
}

// ---------------------------------------------------------------------------
// Building blocks
// ---------------------------------------------------------------------------

export type Page = Record<string, unknown>;

export const urlUnit = fc.constantFrom(...URL_CHARS);
/** An absent value that can stand inside a list (OMIT cannot). */
const absentEntry: fc.Arbitrary<unknown> = fc.oneof(fc.constant(null), blankString, wrongTypeValue);

/** A whole number written as a number, a digit string, or a digit string with leading zeros. */
export type NumberStyle = 'number' | 'string' | 'padded';
export const numberStyle: fc.Arbitrary<NumberStyle> = fc.constantFrom('number', 'string', 'padded');
export const writeWhole = (n: number, style: NumberStyle): number | string =>
  style === 'number' ? n : style === 'string' ? String(n) : `00${n}`;

/** A random composition of `total` into `parts` positive whole numbers. */
export function composition(total: number, parts: number): fc.Arbitrary<number[]> {
  return fc
    .uniqueArray(fc.integer({ min: 1, max: total - 1 }), { minLength: parts - 1, maxLength: parts - 1 })
    .map((cuts) => {
      const points = [0, ...[...cuts].sort((a, b) => a - b), total];
      return points.slice(1).map((p, k) => p - (points[k] as number));
    });
}

// ---------------------------------------------------------------------------
// Valid values
// ---------------------------------------------------------------------------

export const validPageTitle = text(LIMITS.pageTitle);
export const validTeamName = text(LIMITS.teamName);
export const validTeamUrl = text(LIMITS.teamUrl, 1, urlUnit);
export const validDescription = text(LIMITS.activityDescription);

/** A real date after TODAY (tomorrow, 29 February of a leap year, any date), as a string or an 8-digit number. */
export const futureDate: fc.Arbitrary<string | number> = fc
  .oneof(
    {
      weight: 4,
      arbitrary: fc
        .integer({ min: 1, max: 2_000_000 })
        .map((i) => addDays(TODAY, i))
        .filter((d) => d.length === 8),
    },
    { weight: 1, arbitrary: fc.constantFrom(addDays(TODAY, 1), '20280229', '20261231', '21000301', '99991231') },
  )
  .chain((date) => fc.constantFrom<string | number>(date, Number(date)));

/** A real date on or before TODAY (as a string or an 8-digit number). */
export const pastOrToday: fc.Arbitrary<string | number> = fc
  .oneof(
    { weight: 3, arbitrary: fc.integer({ min: 0, max: 300_000 }).map((i) => addDays(TODAY, -i)) },
    { weight: 1, arbitrary: fc.constantFrom(TODAY, addDays(TODAY, -1), '20240229', '10000101') },
  )
  .chain((date) => fc.constantFrom<string | number>(date, Number(date)));

/** Impossible or malformed dates (present, not a real YYYYMMDD date). */
export const impossibleDate: fc.Arbitrary<unknown> = fc.oneof(
  fc
    .tuple(
      fc.integer({ min: 2027, max: 2999 }),
      fc.oneof(fc.constant(0), fc.integer({ min: 13, max: 99 })),
      fc.integer({ min: 1, max: 28 }),
    )
    .map(([y, m, d]) => ymd(y, m, d)),
  fc
    .tuple(fc.integer({ min: 2027, max: 2999 }), fc.integer({ min: 1, max: 12 }), fc.boolean())
    .map(([y, m, zero]) => ymd(y, m, zero ? 0 : daysIn(y, m) + 1)),
  fc.constantFrom('20270229', '21000229', '20270431', '20270631', '20270931', '20271131', '20270230'),
  fc.constantFrom(20270230, 2027013, 202701011, -20270101, 20270101.5, 1e21),
  fc.constantFrom(
    '2027-01-01',
    '01/01/2027',
    '2027011',
    '202701011',
    '20270101 ',
    ' 20270101',
    '２０２７０１０１',
    'tomorrow',
    '2027010a',
  ),
);

/** postEventFundraisingInterval: 0..max as a number or a digit string. */
export const validInterval: fc.Arbitrary<number | string> = fc
  .tuple(fc.oneof(fc.integer({ min: 0, max: LIMITS.interval }), fc.constantFrom(0, 3, LIMITS.interval)), numberStyle)
  .map(([n, style]) => writeWhole(n, style));

/** A non-negative Decimal(19,2) amount: up to 17 digits and up to 2 decimals; or a number reading so. */
export const validTarget: fc.Arbitrary<unknown> = fc.oneof(
  fc
    .tuple(
      fc.string({ unit: digit, minLength: 1, maxLength: 17 }),
      fc.constantFrom('', '.0', '.5', '.50', '.99', '.05'),
    )
    .map(([whole, decimals]) => `${whole}${decimals}`),
  fc.integer({ min: 0, max: 1e15 - 1 }),
  fc.integer({ min: 0, max: 1e15 - 1 }).map((cents) => cents / 100),
  fc.constantFrom('0', '250', '250.5', '250.50', '99999999999999999.99'),
);

export const validCustomCode: fc.Arbitrary<string | number> = fc.oneof(
  { weight: 5, arbitrary: text(LIMITS.customCode) },
  { weight: 1, arbitrary: fc.maxSafeNat() },
);

/** A split's customCodes: absent, or 1..max codes (an array, or the single value). */
export const validCustomCodes: fc.Arbitrary<unknown> = fc
  .array(validCustomCode, { maxLength: LIMITS.customCodes })
  .chain((codes) =>
    codes.length === 0
      ? fc.oneof(fc.constant(OMIT), fc.constant(null), blankString, fc.constant([]))
      : codes.length === 1
        ? fc.constantFrom<unknown>(codes, codes[0])
        : fc.constant<unknown>(codes),
  );

/** A charity resource ID as sent: its text, or a number where the text is one. */
const writeCharity = (charity: string, asNumber: boolean): string | number =>
  asNumber && /^[1-9][0-9]{0,14}$/.test(charity) ? Number(charity) : charity;

/** A split (charity, percentage, custom codes) as sent. */
export type Split = Record<string, unknown>;

/** `count` splits with distinct known charities and positive whole percentages summing to the table's total. */
export function validSplitList(count: number): fc.Arbitrary<Split[]> {
  return fc
    .tuple(
      fc.shuffledSubarray([...CHARITIES], { minLength: count, maxLength: count }),
      composition(LIMITS.splitTotal, count),
      fc.array(fc.tuple(numberStyle, fc.boolean(), validCustomCodes), { minLength: count, maxLength: count }),
    )
    .map(([charities, percents, styles]) =>
      charities.map((charity, k) => {
        const [style, asNumber, customCodes] = styles[k] as [NumberStyle, boolean, unknown];
        return strip({
          charityResourceId: writeCharity(charity, asNumber),
          charitySplitPercent: writeWhole(percents[k] as number, style),
          customCodes,
        });
      }),
    );
}

/** 1..max valid splits. */
export const validSplits: fc.Arbitrary<Split[]> = fc.integer({ min: 1, max: LIMITS.splits }).chain(validSplitList);

/** The (charity, percentage) pairs of valid splits, as EventInfo's fixed splits. */
export const pairsOf = (splits: readonly Split[]): { charityResourceId: string; charitySplitPercent: number }[] =>
  splits.map((s) => ({
    charityResourceId: textOf(s.charityResourceId) as string,
    charitySplitPercent: wholeOf(s.charitySplitPercent) as number,
  }));

/** A published event without restrictions, or whose restrictions the splits meet. */
export function acceptingEvent(splits: readonly Split[]): fc.Arbitrary<EventInfo> {
  const charities = pairsOf(splits).map((p) => p.charityResourceId);
  const extras = [...CHARITIES, ...UNKNOWN_CHARITIES].filter((c) => !charities.includes(c));
  return fc
    .record({
      status: fc.constantFrom<unknown>(OMIT, undefined, 'published'),
      feeRequired: fc.constantFrom<unknown>(OMIT, false, undefined),
      placesLeft: fc.oneof(fc.constant<unknown>(OMIT), fc.integer({ min: 1, max: 10_000 })),
      allowedCharities: fc.oneof(
        fc.constant<unknown>(OMIT),
        fc
          .subarray(extras)
          .chain((extra) =>
            fc.shuffledSubarray([...charities, ...extra], { minLength: charities.length + extra.length }),
          ),
      ),
      maxCharities: fc.oneof(fc.constant<unknown>(OMIT), fc.integer({ min: splits.length, max: 10 })),
      charitySplits: fc.oneof(
        fc.constant<unknown>(OMIT),
        fc.shuffledSubarray(pairsOf(splits), { minLength: splits.length, maxLength: splits.length }),
      ),
    })
    .map((info) => strip(info) as EventInfo);
}

/** A generated page with the facts it was generated against. */
export interface PageCase {
  page: Page;
  kind: 'personal' | 'event';
  team: boolean;
  /** The splits, as a list (the page may hold a single split as a bare object). */
  splits: Split[];
  /** The text of the page's event resource ID. */
  eventId?: string | undefined;
  /** The facts of the page's event. */
  event?: EventInfo | undefined;
  /** The `events` option as a function rather than a record. */
  eventsAsFunction: boolean;
}

const teamPart: fc.Arbitrary<{ team: boolean; fields: Page }> = fc.boolean().chain(
  (team): fc.Arbitrary<{ team: boolean; fields: Page }> =>
    team
      ? fc
          .record({ teamPageIndicator: fc.constantFrom(...TEAM_VALUE), teamName: validTeamName, teamUrl: validTeamUrl })
          .map((fields) => ({ team, fields }))
      : fc
          .record({
            teamPageIndicator: fc.constantFrom(...INDICATORS.filter((v) => !TEAM_VALUE.includes(v))),
            teamName: absentValue,
            teamUrl: absentValue,
          })
          .map((fields) => ({ team, fields })),
);

const activityPart: fc.Arbitrary<Page> = fc.constantFrom(...ACTIVITIES).chain((code) =>
  OTHER_ACTIVITY.includes(code)
    ? validDescription.map((activityDescription) => ({ activityCode: code, activityDescription }))
    : fc.record({
        activityCode: /^[1-9][0-9]*$/.test(code)
          ? fc.constantFrom<unknown>(code, Number(code))
          : fc.constant<unknown>(code),
        activityDescription: absentValue,
      }),
);

const commonPart = fc.record({
  pageTitle: validPageTitle,
  charityContributionIndicator: fc.constantFrom(...CONTRIBUTION_VALUES),
  postEventFundraisingInterval: validInterval,
  fundraisingTarget: fc.oneof(absentValue, validTarget),
});

/** The charitySplits field as sent: a list, or a single split as a bare object. */
const splitsField = (splits: Split[]): fc.Arbitrary<unknown> =>
  splits.length === 1 ? fc.constantFrom<unknown>(splits, splits[0]) : fc.constant<unknown>(splits);

export const validPersonalPage: fc.Arbitrary<PageCase> = fc
  .record({
    common: commonPart,
    team: teamPart,
    activity: activityPart,
    date: futureDate,
    event: absentValue,
    splits: validSplits,
    asFunction: fc.boolean(),
  })
  .chain((r) => splitsField(r.splits).map((charitySplits) => ({ ...r, charitySplits })))
  .map((r) => ({
    page: strip({
      ...r.common,
      eventResourceId: r.event,
      fundraisingDate: r.date,
      ...r.team.fields,
      ...r.activity,
      charitySplits: r.charitySplits,
    }),
    kind: 'personal' as const,
    team: r.team.team,
    splits: r.splits,
    eventsAsFunction: r.asFunction,
  }));

export const validEventPage: fc.Arbitrary<PageCase> = fc
  .record({
    common: commonPart,
    team: teamPart,
    id: fc.constantFrom(...EVENT_IDS),
    idAsNumber: fc.boolean(),
    blanks: fc.record({ fundraisingDate: absentValue, activityCode: absentValue, activityDescription: absentValue }),
    splits: validSplits,
    asFunction: fc.boolean(),
  })
  .chain((r) =>
    fc
      .tuple(splitsField(r.splits), acceptingEvent(r.splits))
      .map(([charitySplits, event]) => ({ ...r, charitySplits, event })),
  )
  .map((r) => ({
    page: strip({
      ...r.common,
      eventResourceId: r.idAsNumber && /^[1-9][0-9]*$/.test(r.id) ? Number(r.id) : r.id,
      ...r.blanks,
      ...r.team.fields,
      charitySplits: r.charitySplits,
    }),
    kind: 'event' as const,
    team: r.team.team,
    splits: r.splits,
    eventId: r.id,
    event: r.event,
    eventsAsFunction: r.asFunction,
  }));

/** A valid page of any kind: personal or event, individual or team. */
export const validPage: fc.Arbitrary<PageCase> = fc.oneof(validPersonalPage, validEventPage);

/** The events every case is validated against: the page's own event and faulty distractors. */
export function eventsRecord(c: Pick<PageCase, 'eventId' | 'event'>): Record<string, EventInfo> {
  const record: Record<string, EventInfo> = {};
  for (const id of EVENT_IDS) if (id !== c.eventId) record[id] = DISTRACTOR;
  if (c.eventId !== undefined && c.event !== undefined) record[c.eventId] = c.event;
  return record;
}

/** The options of the valid-page properties: every fact given, no team URL taken. */
export function optionsFor(c: Pick<PageCase, 'eventId' | 'event' | 'eventsAsFunction'>): PageOptions {
  const record = eventsRecord(c);
  return {
    today: TODAY,
    activities: [...ACTIVITIES],
    charities: [...CHARITIES],
    events: c.eventsAsFunction ? lookupIn(record) : record,
    teamUrlTaken: () => false,
  };
}

// ---------------------------------------------------------------------------
// Faults: one mutation each, with the exact documented issues it must give
// ---------------------------------------------------------------------------

/** What a fault does to a valid page (and its facts), and what it must give. */
export interface Edit {
  /** Field values to set (OMIT removes the field). */
  set?: Record<string, unknown>;
  /** Replaces the whole body. */
  body?: { value: unknown };
  /** Replaces the facts of the page's event (`null`: the events option does not know it), or names another event. */
  event?: { id?: string; info: EventInfo | null };
  /** Options to override. */
  options?: Partial<PageOptions>;
  /** The exact documented issues (as a multiset). */
  expected: Expected[];
  /** The fault also gives an engine error (so the page is invalid even when `expected` is empty). */
  engineError?: boolean;
}

export interface Fault {
  name: string;
  /** The fields and facts the fault reads or writes; faults with disjoint `touches` are independent. */
  touches: readonly string[];
  /** Replaces the body: never combined with another fault. */
  whole?: boolean;
  applies?: (c: PageCase) => boolean;
  edit: (c: PageCase) => fc.Arbitrary<Edit>;
}

const isPersonal = (c: PageCase): boolean => c.kind === 'personal';
const isEvent = (c: PageCase): boolean => c.kind === 'event';
const cloneSplits = (c: PageCase): Split[] => c.splits.map((s) => ({ ...s }));
/** The documented issues of the page's event for new splits (none on a personal page). */
const eventPart = (c: PageCase, charitySplits: unknown): Expected[] =>
  c.kind === 'event' && c.event !== undefined ? eventIssues(c.event, charitySplits) : [];
const splitAt = (i: number, field?: string): (string | number)[] =>
  field === undefined ? [SPLITS, i] : [SPLITS, i, field];

/** A fault that sets one field to a value from `values`, giving `expected`. */
function fieldFault(
  name: string,
  field: string,
  values: fc.Arbitrary<unknown>,
  expected: Expected[] | ((value: unknown, c: PageCase) => Expected[]),
  extra: Partial<Fault> & { engineError?: boolean } = {},
): Fault {
  const { engineError, ...rest } = extra;
  return {
    name,
    touches: [field],
    ...rest,
    edit: (c) =>
      values.map((value) => {
        const exp = typeof expected === 'function' ? expected(value, c) : expected;
        return { set: { [field]: value }, expected: exp, engineError: engineError ?? exp.length === 0 };
      }),
  };
}

/** Percentages that are present but not whole numbers. */
export const notWholePercent: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom('50.0', '3e1', '+50', '-50', ' 50', '50 ', '５０', 'fifty', '0x32', '1_0'),
  fc.integer({ min: -100, max: -1 }),
  fc.double({ min: 0.01, max: 99.99, noNaN: true }).filter((n) => !Number.isInteger(n)),
  fc.integer({ min: -100, max: -1 }).map(String),
);

const TEAM = ['teamPageIndicator', 'teamName', 'teamUrl'];
const ACTIVITY = ['activityCode', 'activityDescription'];
/** Split faults read the event's facts and event faults read the splits. */
const SPLITS_AND_EVENT = [SPLITS, 'events'];
/** Faults that change the page's kind touch every field the kind decides. */
const KIND = ['eventResourceId', 'fundraisingDate', ...ACTIVITY, SPLITS, 'events'];

/** Every single-mutation fault, with its exact documented issues. */
export const FAULTS: readonly Fault[] = [
  // Body
  {
    name: 'body is not an object',
    touches: PAGE_FIELDS,
    whole: true,
    edit: () =>
      fc
        .oneof(
          fc.constant(null),
          fc.constant(undefined),
          fc.array(fc.jsonValue(), { maxLength: 3 }),
          fc.string(),
          fc.double(),
          fc.boolean(),
        )
        .map((value): Edit => ({ body: { value }, expected: [{ code: '003.01.04', path: [], parameter: 'URI' }] })),
  },
  {
    name: 'every field absent',
    touches: PAGE_FIELDS,
    whole: true,
    edit: () =>
      fc
        .record(
          Object.fromEntries(
            PAGE_FIELDS.map((field) => [
              field,
              field === SPLITS ? fc.oneof(absentValue, fc.constant([])) : absentValue,
            ]),
          ),
        )
        .map(
          (set): Edit => ({
            set,
            // An empty body is a personal page without anything: every "absent" condition of section 6 holds.
            expected: [
              { code: '003.01.04', path: [], parameter: 'URI' },
              at('003.01.05', 'pageTitle'),
              at('003.01.07', 'fundraisingDate'),
              at('003.01.09', 'teamPageIndicator'),
              onSplits('003.01.12', 'charityResourceId'),
              at('003.01.16', 'postEventFundraisingInterval'),
              at('003.01.17', 'charityContributionIndicator'),
              at('003.01.18', 'activityCode'),
            ],
          }),
        ),
  },

  // pageTitle
  fieldFault('pageTitle over its max', 'pageTitle', tooLong(LIMITS.pageTitle, hostileUnit), [
    at('003.01.05', 'pageTitle'),
  ]),
  fieldFault('pageTitle absent', 'pageTitle', anyAbsent, [at('003.01.05', 'pageTitle')]),

  // teamPageIndicator
  fieldFault(
    "teamPageIndicator not exactly 'Y' or 'N'",
    'teamPageIndicator',
    fc.oneof(fc.constantFrom<unknown>(...caseVariants(INDICATORS), 'x', 'YES', 'no', 1, 0), nonBlankNot(INDICATORS, 3)),
    [at('003.01.09', 'teamPageIndicator')],
    { touches: TEAM },
  ),
  fieldFault('teamPageIndicator absent', 'teamPageIndicator', anyAbsent, [at('003.01.09', 'teamPageIndicator')], {
    touches: TEAM,
  }),
  {
    name: "individual page turned team ('Y') without team fields",
    touches: TEAM,
    applies: (c) => !c.team,
    edit: () =>
      fc.constant<Edit>({
        set: { teamPageIndicator: TEAM_VALUE[0] },
        expected: [at('003.01.01', 'teamName'), at('003.01.11', 'teamUrl')],
      }),
  },
  {
    name: "team page turned individual ('N'): a warning only",
    touches: TEAM,
    applies: (c) => c.team,
    edit: () => fc.constant<Edit>({ set: { teamPageIndicator: 'N' }, expected: [], engineError: false }),
  },

  // teamName
  fieldFault('teamName absent on a team page', 'teamName', anyAbsent, [at('003.01.01', 'teamName')], {
    touches: TEAM,
    applies: (c) => c.team,
  }),
  fieldFault(
    'teamName over its max',
    'teamName',
    tooLong(LIMITS.teamName, hostileUnit),
    [at('003.01.02', 'teamName'), at('003.01.10', 'teamName')],
    {
      touches: TEAM,
    },
  ),

  // teamUrl
  fieldFault('teamUrl absent on a team page', 'teamUrl', anyAbsent, [at('003.01.11', 'teamUrl')], {
    touches: TEAM,
    applies: (c) => c.team,
  }),
  fieldFault(
    'teamUrl over its max',
    'teamUrl',
    tooLong(LIMITS.teamUrl, urlUnit),
    [at('003.01.03', 'teamUrl'), at('003.01.11', 'teamUrl')],
    {
      touches: TEAM,
    },
  ),
  fieldFault(
    'teamUrl over its max, with any characters',
    'teamUrl',
    tooLong(LIMITS.teamUrl, hostileUnit),
    [at('003.01.03', 'teamUrl'), at('003.01.11', 'teamUrl')],
    { touches: TEAM },
  ),
  fieldFault(
    'teamUrl with a character outside a URL segment',
    'teamUrl',
    insertInto(
      text(LIMITS.teamUrl - 1, 1, urlUnit),
      fc.constantFrom(' ', '/', '?', '#', '%', '+', '@', ':', 'é', '😀', '\u00a0', '\u0000', '\uD800'),
    ),
    [at('003.01.11', 'teamUrl')],
    { touches: TEAM },
  ),
  {
    name: 'teamUrl taken (engine code)',
    touches: ['teamUrl', 'teamUrlTaken'],
    applies: (c) => c.team,
    edit: () => fc.constant<Edit>({ options: { teamUrlTaken: () => true }, expected: [], engineError: true }),
  },

  // fundraisingDate
  fieldFault(
    'fundraisingDate on or before today (personal page)',
    'fundraisingDate',
    pastOrToday,
    [at('003.01.08', 'fundraisingDate')],
    {
      applies: isPersonal,
    },
  ),
  fieldFault(
    'fundraisingDate not a real date (personal page)',
    'fundraisingDate',
    impossibleDate,
    [at('003.01.07', 'fundraisingDate')],
    {
      applies: isPersonal,
    },
  ),
  fieldFault(
    'fundraisingDate absent (personal page)',
    'fundraisingDate',
    anyAbsent,
    [at('003.01.07', 'fundraisingDate')],
    {
      applies: isPersonal,
    },
  ),
  fieldFault(
    'fundraisingDate sent for an event page',
    'fundraisingDate',
    fc.oneof(
      futureDate,
      pastOrToday,
      impossibleDate.filter((d) => textOf(d) !== undefined),
      text(10),
    ),
    [at('003.01.06', 'fundraisingDate')],
    { applies: isEvent },
  ),

  // activityCode, activityDescription
  fieldFault(
    'activityCode not in the lookup (personal page)',
    'activityCode',
    fc
      .oneof(
        text(LIMITS.activityCode),
        fc.constantFrom<unknown>('39', 39, 1, ' 039', '039 ', '0390', 'a1', '007', 10, '1'),
        text(LIMITS.activityCode + 5),
      )
      .filter((v) => !(ACTIVITIES as readonly string[]).includes(textOf(v) ?? '')),
    [at('003.01.18', 'activityCode')],
    { touches: ACTIVITY, applies: isPersonal },
  ),
  fieldFault('activityCode absent (personal page)', 'activityCode', anyAbsent, [at('003.01.18', 'activityCode')], {
    touches: ACTIVITY,
    applies: isPersonal,
  }),
  {
    name: "activityCode '039' without a description (personal page)",
    touches: ACTIVITY,
    applies: isPersonal,
    edit: () =>
      anyAbsent.map(
        (activityDescription): Edit => ({
          set: { activityCode: OTHER_ACTIVITY[0], activityDescription },
          expected: [at('003.01.19', 'activityDescription')],
        }),
      ),
  },
  {
    name: "activityCode '039' without a description on an event page",
    touches: ACTIVITY,
    applies: isEvent,
    edit: () =>
      anyAbsent.map(
        (activityDescription): Edit => ({
          set: { activityCode: OTHER_ACTIVITY[0], activityDescription },
          expected: [at('003.01.19', 'activityDescription')],
          engineError: true,
        }),
      ),
  },
  fieldFault(
    'activityCode on an event page (engine code, never 003.01.18)',
    'activityCode',
    fc.oneof(
      fc.constantFrom(...ACTIVITIES.filter((a) => !OTHER_ACTIVITY.includes(a))),
      text(LIMITS.activityCode + 3).filter((a) => a !== OTHER_ACTIVITY[0]),
    ),
    [],
    { touches: ACTIVITY, applies: isEvent },
  ),
  fieldFault("activityDescription without code '039' (engine code)", 'activityDescription', validDescription, [], {
    touches: ACTIVITY,
    applies: (c) => !OTHER_ACTIVITY.includes(textOf(c.page.activityCode) ?? ''),
  }),
  fieldFault(
    'activityDescription over its size (engine code)',
    'activityDescription',
    tooLong(LIMITS.activityDescription),
    [],
    {
      touches: ACTIVITY,
      applies: (c) => OTHER_ACTIVITY.includes(textOf(c.page.activityCode) ?? ''),
    },
  ),

  // charityContributionIndicator
  fieldFault(
    "charityContributionIndicator not exactly 'Y' or 'N'",
    'charityContributionIndicator',
    fc.oneof(
      fc.constantFrom<unknown>(...caseVariants(CONTRIBUTION_VALUES), 'x', 1, 0),
      nonBlankNot(CONTRIBUTION_VALUES, 3),
    ),
    [at('003.01.17', 'charityContributionIndicator')],
  ),
  fieldFault('charityContributionIndicator absent', 'charityContributionIndicator', anyAbsent, [
    at('003.01.17', 'charityContributionIndicator'),
  ]),

  // postEventFundraisingInterval
  fieldFault(
    'postEventFundraisingInterval above its max',
    'postEventFundraisingInterval',
    fc
      .tuple(
        fc.oneof(fc.constant(LIMITS.interval + 1), fc.integer({ min: LIMITS.interval + 1, max: 1e9 })),
        numberStyle,
      )
      .map(([n, style]) => writeWhole(n, style)),
    [at('003.01.16', 'postEventFundraisingInterval')],
  ),
  fieldFault(
    'postEventFundraisingInterval not a whole number',
    'postEventFundraisingInterval',
    fc.oneof(
      fc.constantFrom<unknown>(
        '3.0',
        '3e0',
        '+3',
        '-5',
        ' 3',
        '3 ',
        '٣',
        '３',
        'three',
        -1,
        -36,
        1.5,
        35.99,
        '0x10',
        '1_0',
      ),
      fc.double({ min: 0.01, max: 36, noNaN: true }).filter((n) => !Number.isInteger(n)),
    ),
    [at('003.01.16', 'postEventFundraisingInterval')],
  ),
  fieldFault('postEventFundraisingInterval absent', 'postEventFundraisingInterval', anyAbsent, [
    at('003.01.16', 'postEventFundraisingInterval'),
  ]),

  // fundraisingTarget
  fieldFault(
    'fundraisingTarget not a Decimal(19,2) amount (engine code)',
    'fundraisingTarget',
    fc.constantFrom<unknown>(
      '-1',
      -1,
      '1.234',
      1.234,
      '1e5',
      'abc',
      '12,50',
      '123456789012345678',
      ' 5',
      '.5',
      '5.',
      '£5',
      1e21,
    ),
    [],
  ),

  // eventResourceId: the page's kind
  {
    name: 'personal page given an event the events option does not know',
    touches: KIND,
    applies: isPersonal,
    edit: () =>
      fc
        .oneof(
          text(LIMITS.eventResourceId).filter((id) => !(EVENT_IDS as readonly string[]).includes(id)),
          fc.constantFrom('EV-unknown', ' 4242', '4242 '),
        )
        .map(
          (eventResourceId): Edit => ({
            set: { eventResourceId },
            expected: [at('003.01.06', 'fundraisingDate')],
            engineError: true,
          }),
        ),
  },
  {
    name: 'personal page given a known, accepting event',
    touches: KIND,
    applies: isPersonal,
    edit: () =>
      fc.constantFrom(...EVENT_IDS).map(
        (id): Edit => ({
          set: { eventResourceId: id },
          event: { id, info: {} },
          // The activity code now gets an engine code; the date gets 003.01.06.
          expected: [at('003.01.06', 'fundraisingDate')],
          engineError: true,
        }),
      ),
  },
  {
    name: 'eventResourceId removed from an event page',
    touches: KIND,
    applies: isEvent,
    edit: () =>
      absentValue.map(
        (eventResourceId): Edit => ({
          set: { eventResourceId },
          expected: [at('003.01.07', 'fundraisingDate'), at('003.01.18', 'activityCode')],
        }),
      ),
  },
  {
    name: 'event unknown to the events option (engine code)',
    touches: ['events'],
    applies: isEvent,
    edit: () => fc.constant<Edit>({ event: { info: null }, expected: [], engineError: true }),
  },
  fieldFault('eventResourceId over its size (engine codes)', 'eventResourceId', tooLong(LIMITS.eventResourceId), [], {
    touches: KIND,
    applies: isEvent,
  }),

  // the event's facts
  ...(
    [
      ['unpublished', '002.01.24'],
      ['expired', '002.01.25'],
      ['closed', '002.01.29'],
    ] as const
  ).map(
    ([status, code]): Fault => ({
      name: `event ${status}`,
      touches: ['events'],
      applies: isEvent,
      edit: (c) =>
        fc.constant<Edit>({ event: { info: { ...c.event, status } }, expected: [at(code, 'eventResourceId')] }),
    }),
  ),
  {
    name: 'event requires a fee',
    touches: ['events'],
    applies: isEvent,
    edit: (c) =>
      fc.constant<Edit>({
        event: { info: { ...c.event, feeRequired: true } },
        expected: [at('002.01.27', 'eventResourceId')],
      }),
  },
  {
    name: 'event has no places left',
    touches: ['events'],
    applies: isEvent,
    edit: (c) =>
      fc.oneof(fc.constant(0), fc.integer({ min: -1000, max: 0 })).map(
        (placesLeft): Edit => ({
          event: { info: { ...c.event, placesLeft } },
          expected: [at('002.01.28', 'eventResourceId')],
        }),
      ),
  },
  {
    name: 'event allows fewer charities than the page has',
    touches: SPLITS_AND_EVENT,
    applies: isEvent,
    edit: (c) =>
      fc.integer({ min: 0, max: c.splits.length - 1 }).map(
        (maxCharities): Edit => ({
          event: { info: { ...c.event, maxCharities } },
          expected: [onSplits('002.01.26', 'charityResourceId')],
        }),
      ),
  },
  {
    name: "event's allowed charities miss some of the page's",
    touches: SPLITS_AND_EVENT,
    applies: isEvent,
    edit: (c) => {
      const charities = pairsOf(c.splits).map((p) => p.charityResourceId);
      return fc
        .tuple(fc.subarray(charities, { maxLength: charities.length - 1 }), fc.subarray([...UNKNOWN_CHARITIES]))
        .map(
          ([kept, extra]): Edit => ({
            event: { info: { ...c.event, allowedCharities: [...extra, ...kept] } },
            expected: charities.flatMap((charity, i) =>
              kept.includes(charity)
                ? []
                : [{ code: '003.01.20', path: splitAt(i, 'charityResourceId'), parameter: 'charityResourceId' }],
            ),
          }),
        );
    },
  },
  {
    name: "event's fixed splits differ from the page's",
    touches: SPLITS_AND_EVENT,
    applies: isEvent,
    edit: (c) => {
      const pairs = pairsOf(c.splits);
      type Pairs = typeof pairs;
      const changed = fc.oneof<fc.Arbitrary<Pairs>[]>(
        // one percentage changed
        fc.tuple(fc.nat(), fc.integer({ min: 1, max: 100 })).map(([i, k]): Pairs => {
          const j = i % pairs.length;
          return pairs.map((p, n) => (n === j ? { ...p, charitySplitPercent: (p.charitySplitPercent + k) % 101 } : p));
        }),
        // one charity replaced
        fc
          .tuple(fc.nat(), fc.constantFrom(...UNKNOWN_CHARITIES))
          .map(([i, other]) => pairs.map((p, n) => (n === i % pairs.length ? { ...p, charityResourceId: other } : p))),
        // one pair dropped, or one added, or one repeated
        fc.nat().map((i) => pairs.filter((_, n) => n !== i % pairs.length)),
        fc.constant<Pairs>([...pairs, { charityResourceId: CHARITIES[0], charitySplitPercent: 0 }]),
        fc.nat().map((i) => [...pairs, pairs[i % pairs.length]!]),
        // the page's charities in another case (fixed values are case-sensitive), where a charity has letters
        ...(pairs.some((p) => /[A-Za-z]/.test(p.charityResourceId))
          ? [
              fc.constant<Pairs>(
                pairs.map((p) => ({
                  ...p,
                  charityResourceId:
                    p.charityResourceId.toUpperCase() === p.charityResourceId
                      ? p.charityResourceId.toLowerCase()
                      : p.charityResourceId.toUpperCase(),
                })),
              ),
            ]
          : []),
      );
      return changed.map(
        (charitySplits): Edit => ({
          event: { info: { ...c.event, charitySplits } },
          expected: [onSplits('002.01.30', 'charitySplitPercent')],
        }),
      );
    },
  },

  // charitySplits as a whole
  {
    name: 'every split removed',
    touches: SPLITS_AND_EVENT,
    edit: (c) =>
      fc.oneof(absentValue, fc.constant([])).map(
        (charitySplits): Edit => ({
          set: { charitySplits },
          expected: [onSplits('003.01.12', 'charityResourceId'), ...eventPart(c, [])],
        }),
      ),
  },
  {
    name: 'more splits than the max',
    touches: SPLITS_AND_EVENT,
    edit: (c) =>
      fc
        .integer({ min: LIMITS.splits + 1, max: CHARITIES.length })
        .chain(validSplitList)
        .map(
          (splits): Edit => ({
            set: { charitySplits: splits },
            expected: [onSplits('003.01.13', 'charityResourceId'), ...eventPart(c, splits)],
          }),
        ),
  },
  {
    name: 'one split loses its charity but keeps its percentage',
    touches: SPLITS_AND_EVENT,
    edit: (c) =>
      fc.tuple(fc.nat(), anyAbsent).map(([n, charity]): Edit => {
        const i = n % c.splits.length;
        const splits = cloneSplits(c);
        if (charity === OMIT) delete splits[i]!.charityResourceId;
        else splits[i]!.charityResourceId = charity;
        return {
          set: { charitySplits: splits },
          expected: [
            { code: '003.01.14', path: splitAt(i, 'charityResourceId'), parameter: 'charityResourceId' },
            ...(c.splits.length === 1 ? [onSplits('003.01.12', 'charityResourceId')] : []),
            ...eventPart(c, splits),
          ],
        };
      }),
  },
  {
    name: 'one split loses its percentage',
    touches: SPLITS_AND_EVENT,
    edit: (c) =>
      fc.tuple(fc.nat(), anyAbsent).map(([n, percent]): Edit => {
        const i = n % c.splits.length;
        const splits = cloneSplits(c);
        if (percent === OMIT) delete splits[i]!.charitySplitPercent;
        else splits[i]!.charitySplitPercent = percent;
        return {
          set: { charitySplits: splits },
          expected: [onSplits('003.01.15', 'charitySplitPercent'), ...eventPart(c, splits)],
        };
      }),
  },
  {
    name: 'one split with a percentage that is not a whole number',
    touches: SPLITS_AND_EVENT,
    edit: (c) =>
      fc.tuple(fc.nat(), notWholePercent).map(([n, percent]): Edit => {
        const i = n % c.splits.length;
        const splits = cloneSplits(c);
        splits[i]!.charitySplitPercent = percent;
        return {
          set: { charitySplits: splits },
          expected: [onSplits('003.01.15', 'charitySplitPercent'), ...eventPart(c, splits)],
        };
      }),
  },
  {
    name: 'a split with a known charity but no whole-number percentage added (the rest still sum to 100)',
    touches: SPLITS_AND_EVENT,
    applies: (c) => c.splits.length < CHARITIES.length,
    edit: (c) => {
      const used = pairsOf(c.splits).map((p) => p.charityResourceId);
      return fc
        .tuple(
          fc.constantFrom(...CHARITIES.filter((charity) => !used.includes(charity))),
          fc.oneof(anyAbsent, notWholePercent),
        )
        .map(([charity, percent]): Edit => {
          const splits = [...cloneSplits(c), strip({ charityResourceId: charity, charitySplitPercent: percent })];
          return {
            set: { charitySplits: splits },
            expected: [
              onSplits('003.01.15', 'charitySplitPercent'),
              ...(splits.length > LIMITS.splits ? [onSplits('003.01.13', 'charityResourceId')] : []),
              ...eventPart(c, splits),
            ],
          };
        });
    },
  },
  {
    name: 'one split dropped (the rest sum to less)',
    touches: SPLITS_AND_EVENT,
    applies: (c) => c.splits.length > 1,
    edit: (c) =>
      fc.nat().map((n): Edit => {
        const splits = cloneSplits(c).filter((_, k) => k !== n % c.splits.length);
        return {
          set: { charitySplits: splits },
          expected: [onSplits('003.01.15', 'charitySplitPercent'), ...eventPart(c, splits)],
        };
      }),
  },
  {
    name: 'a split with a percentage of 0 and no charity added',
    touches: SPLITS_AND_EVENT,
    edit: (c) =>
      fc.tuple(fc.constantFrom<unknown>(0, '0', '000'), anyAbsent).map(([percent, charity]): Edit => {
        const added = strip({ charityResourceId: charity, charitySplitPercent: percent });
        const splits = [...cloneSplits(c), added];
        const i = splits.length - 1;
        return {
          set: { charitySplits: splits },
          expected: [
            { code: '003.01.14', path: splitAt(i, 'charityResourceId'), parameter: 'charityResourceId' },
            ...(splits.length > LIMITS.splits ? [onSplits('003.01.13', 'charityResourceId')] : []),
            ...eventPart(c, splits),
          ],
        };
      }),
  },
  {
    name: 'a charity repeated in two splits (engine code)',
    touches: SPLITS_AND_EVENT,
    applies: (c) => c.splits.length > 1,
    edit: (c) =>
      fc
        .tuple(fc.nat(), fc.nat())
        .filter(([a, b]) => a % c.splits.length !== b % c.splits.length)
        .map(([a, b]): Edit => {
          const splits = cloneSplits(c);
          splits[b % c.splits.length]!.charityResourceId = splits[a % c.splits.length]!.charityResourceId;
          const expected = eventPart(c, splits);
          return { set: { charitySplits: splits }, expected, engineError: true };
        }),
  },
  {
    name: 'a charity unknown to the charities option (engine code)',
    touches: SPLITS_AND_EVENT,
    edit: (c) =>
      fc
        .tuple(
          fc.nat(),
          fc.oneof(
            fc.constantFrom(...UNKNOWN_CHARITIES),
            text(LIMITS.charityResourceId).filter((s) => !(CHARITIES as readonly string[]).includes(s)),
          ),
        )
        .map(([n, charity]): Edit => {
          const splits = cloneSplits(c);
          splits[n % c.splits.length]!.charityResourceId = charity;
          return { set: { charitySplits: splits }, expected: eventPart(c, splits), engineError: true };
        }),
  },
  {
    name: 'a charity over its size (engine code)',
    touches: SPLITS_AND_EVENT,
    edit: (c) =>
      fc.tuple(fc.nat(), tooLong(LIMITS.charityResourceId)).map(([n, charity]): Edit => {
        const splits = cloneSplits(c);
        splits[n % c.splits.length]!.charityResourceId = charity;
        return { set: { charitySplits: splits }, expected: eventPart(c, splits), engineError: true };
      }),
  },
  {
    name: 'a split that is not an object',
    touches: SPLITS_AND_EVENT,
    edit: (c) =>
      fc
        .tuple(
          fc.nat(),
          fc.constantFrom<unknown>(
            null,
            'x',
            100,
            true,
            [],
            [{ charityResourceId: CHARITIES[0], charitySplitPercent: 100 }],
          ),
        )
        .map(([n, entry]): Edit => {
          const i = n % c.splits.length;
          const splits: unknown[] = cloneSplits(c);
          splits[i] = entry;
          const hasCharity = splits.some((s) => isRecord(s) && textOf(s.charityResourceId) !== undefined);
          return {
            set: { charitySplits: splits },
            // A split with neither charity nor percentage: the rest no longer sum to 100.
            expected: [
              ...(hasCharity ? [] : [onSplits('003.01.12', 'charityResourceId')]),
              onSplits('003.01.15', 'charitySplitPercent'),
              ...eventPart(c, splits),
            ],
            engineError: true,
          };
        }),
  },

  // custom codes of a split
  {
    name: 'a split with more custom codes than the max',
    touches: SPLITS_AND_EVENT,
    edit: (c) =>
      fc
        .tuple(
          fc.nat(),
          fc.array(validCustomCode, { minLength: LIMITS.customCodes + 1, maxLength: LIMITS.customCodes + 6 }),
        )
        .map(([n, codes]): Edit => {
          const i = n % c.splits.length;
          const splits = cloneSplits(c);
          splits[i]!.customCodes = codes;
          return {
            set: { charitySplits: splits },
            expected: [{ code: '002.01.23', path: splitAt(i, 'customCodes'), parameter: 'customCodes' }],
          };
        }),
  },
  {
    name: 'a split with a blank custom code',
    touches: SPLITS_AND_EVENT,
    edit: (c) =>
      fc
        .tuple(
          fc.nat(),
          fc
            .array(fc.tuple(fc.boolean(), validCustomCode, absentEntry), {
              minLength: 1,
              maxLength: LIMITS.customCodes,
            })
            .filter((entries) => entries.some(([blank]) => blank)),
        )
        .map(([n, entries]): Edit => {
          const i = n % c.splits.length;
          const splits = cloneSplits(c);
          splits[i]!.customCodes = entries.map(([blank, good, bad]) => (blank ? bad : good));
          return {
            set: { charitySplits: splits },
            expected: entries.flatMap(([blank], j) =>
              blank ? [{ code: '002.01.22', path: [SPLITS, i, 'customCodes', j], parameter: 'customCodes' }] : [],
            ),
          };
        }),
  },
  {
    name: 'a split with a custom code over its max',
    touches: SPLITS_AND_EVENT,
    edit: (c) =>
      fc
        .tuple(
          fc.nat(),
          fc.array(validCustomCode, { maxLength: LIMITS.customCodes - 1 }),
          tooLong(LIMITS.customCode, hostileUnit),
          fc.nat(),
          fc.boolean(),
        )
        .map(([n, codes, long, k, single]): Edit => {
          const i = n % c.splits.length;
          const j = k % (codes.length + 1);
          const list = [...codes.slice(0, j), long, ...codes.slice(j)];
          const splits = cloneSplits(c);
          splits[i]!.customCodes = single && list.length === 1 ? long : list;
          return {
            set: { charitySplits: splits },
            expected: [{ code: '002.01.22', path: [SPLITS, i, 'customCodes', j], parameter: 'customCodes' }],
          };
        }),
  },
];

/** Applies edits to a copy of a case's page and options. */
export function applyEdits(c: PageCase, edits: readonly Edit[]): { input: unknown; options: PageOptions } {
  let input: unknown = { ...c.page };
  let eventId = c.eventId;
  let event: EventInfo | undefined = c.event;
  let extra: Partial<PageOptions> = {};
  for (const edit of edits) {
    if (edit.body !== undefined) input = edit.body.value;
    for (const [field, value] of Object.entries(edit.set ?? {})) {
      const record = input as Page;
      if (value === OMIT) delete record[field];
      else record[field] = value;
    }
    if (edit.event !== undefined) {
      if (edit.event.id !== undefined) eventId = edit.event.id;
      event = edit.event.info ?? undefined;
    }
    if (edit.options !== undefined) extra = { ...extra, ...edit.options };
  }
  const record = eventsRecord({ eventId, event });
  if (eventId !== undefined && event === undefined) delete record[eventId];
  const options = { ...optionsFor({ eventId, event, eventsAsFunction: c.eventsAsFunction }), ...extra };
  options.events = c.eventsAsFunction ? lookupIn(record) : record;
  return { input, options };
}

const applicable = (c: PageCase): Fault[] => FAULTS.filter((fault) => fault.applies?.(c) ?? true);

export interface FaultCase {
  c: PageCase;
  fault: string;
  input: unknown;
  options: PageOptions;
  expected: Expected[];
  engineError: boolean;
}

/** A valid page with one fault. */
export const pageWithOneFault: fc.Arbitrary<FaultCase> = validPage.chain((c) =>
  fc.constantFrom(...applicable(c)).chain((fault) =>
    fault.edit(c).map((edit) => ({
      c,
      fault: fault.name,
      ...applyEdits(c, [edit]),
      expected: edit.expected,
      engineError: edit.engineError === true,
    })),
  ),
);

/** A valid page with two independent faults (disjoint fields and facts). */
export const pageWithTwoFaults: fc.Arbitrary<Omit<FaultCase, 'fault'> & { faults: string[] }> = validPage.chain((c) => {
  const faults = applicable(c).filter((fault) => fault.whole !== true);
  const pairs: [Fault, Fault][] = [];
  for (const [i, a] of faults.entries()) {
    for (const b of faults.slice(i + 1)) if (!a.touches.some((t) => b.touches.includes(t))) pairs.push([a, b]);
  }
  return fc.constantFrom(...pairs).chain(([a, b]) =>
    fc.tuple(a.edit(c), b.edit(c)).map(([ea, eb]) => ({
      c,
      faults: [a.name, b.name],
      ...applyEdits(c, [ea, eb]),
      expected: [...ea.expected, ...eb.expected],
      engineError: ea.engineError === true || eb.engineError === true,
    })),
  );
});

// ---------------------------------------------------------------------------
// Arbitrary inputs
// ---------------------------------------------------------------------------

const json = fc.jsonValue({ maxDepth: 2, stringUnit: 'binary' });

/** Objects built from the page field names, each holding an arbitrary JSON value or null. */
export const pageShapedJson: fc.Arbitrary<Record<string, unknown>> = fc.record(
  Object.fromEntries(PAGE_FIELDS.map((field) => [field, fc.option(fc.jsonValue({ maxDepth: 3 }))])),
  { requiredKeys: [] },
);

/** Split-shaped records holding arbitrary JSON values. */
export const splitShapedJson: fc.Arbitrary<Record<string, unknown>> = fc.record(
  Object.fromEntries(SPLIT_FIELDS.map((field) => [field, fc.option(json)])),
  { requiredKeys: [] },
);

/** Pages whose charitySplits is an array of arbitrary JSON values and split-shaped records. */
export const pageWithJsonSplits: fc.Arbitrary<Record<string, unknown>> = fc
  .tuple(validPage, fc.array(fc.oneof(json, splitShapedJson), { maxLength: 8 }))
  .map(([c, charitySplits]) => ({ ...c.page, charitySplits }));

/** A split mixing valid, faulty, absent and arbitrary values per field. */
const mixedSplit: fc.Arbitrary<unknown> = fc.oneof(
  {
    weight: 6,
    arbitrary: fc
      .record({
        charityResourceId: fc.oneof(
          { weight: 4, arbitrary: fc.constantFrom<unknown>(...CHARITIES, ...UNKNOWN_CHARITIES, 12345) },
          { weight: 1, arbitrary: anyAbsent },
          { weight: 1, arbitrary: tooLong(LIMITS.charityResourceId) },
        ),
        charitySplitPercent: fc.oneof(
          {
            weight: 4,
            arbitrary: fc.tuple(fc.integer({ min: 0, max: 100 }), numberStyle).map(([n, s]) => writeWhole(n, s)),
          },
          { weight: 1, arbitrary: anyAbsent },
          { weight: 1, arbitrary: notWholePercent },
        ),
        customCodes: fc.oneof(
          { weight: 4, arbitrary: validCustomCodes },
          {
            weight: 1,
            arbitrary: fc.array(fc.oneof(validCustomCode, absentEntry, tooLong(LIMITS.customCode, hostileUnit)), {
              maxLength: 8,
            }),
          },
          // A bare object or boolean as the whole customCodes field is left out: the contract does not say whether it is a present list.
          { weight: 1, arbitrary: fc.array(json, { maxLength: 7 }) },
        ),
      })
      .map((s) => strip(s)),
  },
  { weight: 1, arbitrary: json },
);

/** The faulty events a mixed page may name. */
export const mixedEvent: fc.Arbitrary<EventInfo> = fc
  .record({
    status: fc.constantFrom<unknown>(OMIT, undefined, 'published', 'unpublished', 'expired', 'closed'),
    feeRequired: fc.constantFrom<unknown>(OMIT, false, true),
    placesLeft: fc.oneof(fc.constant<unknown>(OMIT), fc.integer({ min: -2, max: 3 })),
    allowedCharities: fc.oneof(fc.constant<unknown>(OMIT), fc.subarray([...CHARITIES, ...UNKNOWN_CHARITIES])),
    maxCharities: fc.oneof(fc.constant<unknown>(OMIT), fc.integer({ min: 0, max: 7 })),
    charitySplits: fc.oneof(
      fc.constant<unknown>(OMIT),
      fc.array(
        fc.record({
          charityResourceId: fc.constantFrom(...CHARITIES.slice(0, 3)),
          charitySplitPercent: fc.constantFrom(0, 50, 100),
        }),
        { maxLength: 3 },
      ),
    ),
  })
  .map((info) => strip(info) as EventInfo);

/** Per field: valid values, faulty values, absent values and arbitrary JSON. */
export function fieldMenu(field: string): fc.Arbitrary<unknown> {
  const limitStrings = (max: number, unit: fc.Arbitrary<string> = hostileUnit): fc.Arbitrary<string> =>
    fc.string({ unit, minLength: Math.max(0, max - 2), maxLength: max + 2 });
  const near = (max: number): fc.Arbitrary<unknown> => fc.oneof(limitStrings(max), text(max), tooLong(max));
  const menus: Record<string, fc.Arbitrary<unknown>> = {
    pageTitle: near(LIMITS.pageTitle),
    eventResourceId: fc.constantFrom<unknown>(...EVENT_IDS, 4242, 'EV-unknown'),
    fundraisingDate: fc.oneof(futureDate, pastOrToday, impossibleDate),
    teamPageIndicator: fc.constantFrom<unknown>('Y', 'N', 'y', 'Y ', 'x'),
    teamName: near(LIMITS.teamName),
    teamUrl: fc.oneof(
      validTeamUrl,
      limitStrings(LIMITS.teamUrl, urlUnit),
      near(LIMITS.teamUrl),
      fc.constantFrom('a b', 'a/b', 'é', 12345),
    ),
    activityCode: fc.constantFrom<unknown>(...ACTIVITIES, 7, 39, '39', 'ZZZ', '0390'),
    activityDescription: near(LIMITS.activityDescription),
    charityContributionIndicator: fc.constantFrom<unknown>('Y', 'N', 'n', ' N'),
    postEventFundraisingInterval: fc.oneof(
      validInterval,
      fc.constantFrom<unknown>(37, '37', '036', -1, 1.5, '3.0', 1e21),
    ),
    fundraisingTarget: fc.oneof(validTarget, fc.constantFrom<unknown>('-1', '1.234', 'abc')),
    charitySplits: fc.oneof(
      { weight: 3, arbitrary: validSplits.chain(splitsField) },
      { weight: 3, arbitrary: fc.array(mixedSplit, { maxLength: 8 }) },
      { weight: 1, arbitrary: mixedSplit },
    ),
  };
  const specific = menus[field] ?? json;
  return fc.oneof(
    { weight: 6, arbitrary: specific },
    { weight: 2, arbitrary: anyAbsent },
    { weight: 1, arbitrary: json },
  );
}

/** Page-shaped payloads mixing valid, faulty, absent and arbitrary values per field. */
export const mixedPage: fc.Arbitrary<Page> = fc
  .record(Object.fromEntries(PAGE_FIELDS.map((field) => [field, fieldMenu(field)])), { requiredKeys: [] })
  .map((record) => strip(record));

/** Any input a validator may be given. */
export const anyInput: fc.Arbitrary<unknown> = fc.oneof(
  fc.jsonValue({ stringUnit: 'binary' }),
  pageShapedJson,
  pageWithJsonSplits,
  mixedPage,
  pageWithOneFault.map((fc1) => fc1.input),
  validPage.map((c) => c.page),
);

// ---------------------------------------------------------------------------
// A model of contract section 6 (page codes) and section 4 (unchecked)
// ---------------------------------------------------------------------------

export interface Model {
  issues: Expected[];
  unchecked: { code: string; parameter: string; needs: string }[];
}

const lookup = (events: EventsOption, id: string): EventInfo | undefined =>
  typeof events === 'function' ? events(id) : Object.hasOwn(events, id) ? events[id] : undefined;

/**
 * The documented issues and unchecked entries contract sections 4 and 6 give
 * for `input`, computed from the model's own facts (`LIMITS` and the fixed values).
 */
export function model(input: unknown, options: PageOptions): Model {
  const issues: Expected[] = [];
  const unchecked: Model['unchecked'] = [];
  if (!isRecord(input)) return { issues: [{ code: '003.01.04', path: [], parameter: 'URI' }], unchecked };
  const t = (name: string): string | undefined => textOf(own(input, name));
  const add = (code: string, name: string): void => void issues.push({ code, path: [name], parameter: name });
  const len = codePoints;
  const splitsValue = own(input, SPLITS);
  const splits = entriesOf(splitsValue);

  if (PAGE_FIELDS.every((name) => (name === SPLITS ? splits.length === 0 : t(name) === undefined))) {
    issues.push({ code: '003.01.04', path: [], parameter: 'URI' });
  }
  const title = t('pageTitle');
  if (title === undefined || len(title) > LIMITS.pageTitle) add('003.01.05', 'pageTitle');

  const event = t('eventResourceId');
  const date = t('fundraisingDate');
  if (event !== undefined && date !== undefined) add('003.01.06', 'fundraisingDate');
  if (event === undefined && (date === undefined || realDate(date) === undefined)) add('003.01.07', 'fundraisingDate');
  if (event === undefined && date !== undefined && realDate(date) !== undefined && date <= options.today)
    add('003.01.08', 'fundraisingDate');

  const indicator = t('teamPageIndicator');
  if (!INDICATORS.includes(indicator ?? '')) add('003.01.09', 'teamPageIndicator');
  const teamName = t('teamName');
  if (TEAM_VALUE.includes(indicator ?? '') && teamName === undefined) add('003.01.01', 'teamName');
  if (teamName !== undefined && len(teamName) > LIMITS.teamName) {
    add('003.01.02', 'teamName');
    add('003.01.10', 'teamName');
  }
  const teamUrl = t('teamUrl');
  if (teamUrl !== undefined && len(teamUrl) > LIMITS.teamUrl) add('003.01.03', 'teamUrl');
  if (
    (TEAM_VALUE.includes(indicator ?? '') && teamUrl === undefined) ||
    (teamUrl !== undefined && (len(teamUrl) > LIMITS.teamUrl || !URL_SEGMENT.test(teamUrl)))
  ) {
    add('003.01.11', 'teamUrl');
  }

  const records = splits.map((s) => (isRecord(s) ? s : {}));
  const charities = records.map((r) => textOf(own(r, 'charityResourceId')));
  const percents = records.map((r) => own(r, 'charitySplitPercent'));
  if (splits.length === 0 || charities.every((c) => c === undefined))
    issues.push(onSplits('003.01.12', 'charityResourceId'));
  if (splits.length > LIMITS.splits) issues.push(onSplits('003.01.13', 'charityResourceId'));
  records.forEach((_, i) => {
    if (textOf(percents[i]) !== undefined && charities[i] === undefined) {
      issues.push({ code: '003.01.14', path: [SPLITS, i, 'charityResourceId'], parameter: 'charityResourceId' });
    }
  });
  if (splits.length > 0) {
    const lacking = records.some((_, i) => charities[i] !== undefined && wholeOf(percents[i]) === undefined);
    const sum = percents.reduce<number>((total, p) => total + (wholeOf(p) ?? 0), 0);
    if (lacking || sum !== LIMITS.splitTotal) issues.push(onSplits('003.01.15', 'charitySplitPercent'));
  }

  const interval = wholeOf(own(input, 'postEventFundraisingInterval'));
  if (interval === undefined || interval > LIMITS.interval) add('003.01.16', 'postEventFundraisingInterval');
  const contribution = t('charityContributionIndicator');
  if (!CONTRIBUTION_VALUES.includes(contribution ?? '')) add('003.01.17', 'charityContributionIndicator');

  const activity = t('activityCode');
  if (event === undefined) {
    if (activity === undefined) add('003.01.18', 'activityCode');
    else if (options.activities === undefined)
      unchecked.push({ code: '003.01.18', parameter: 'activityCode', needs: 'activities' });
    else if (!options.activities.includes(activity)) add('003.01.18', 'activityCode');
  }
  if (OTHER_ACTIVITY.includes(activity ?? '') && t('activityDescription') === undefined)
    add('003.01.19', 'activityDescription');

  if (event !== undefined) {
    if (options.events === undefined) {
      for (const code of ['002.01.24', '002.01.25', '002.01.27', '002.01.28', '002.01.29']) {
        unchecked.push({ code, parameter: 'eventResourceId', needs: 'events' });
      }
      unchecked.push({ code: '002.01.30', parameter: 'charitySplitPercent', needs: 'events' });
      if (splits.length > 0) unchecked.push({ code: '002.01.26', parameter: 'charityResourceId', needs: 'events' });
      if (charities.some((c) => c !== undefined))
        unchecked.push({ code: '003.01.20', parameter: 'charityResourceId', needs: 'events' });
    } else {
      const info = lookup(options.events, event);
      if (info !== undefined) issues.push(...eventIssues(info, splitsValue));
    }
  }

  records.forEach((record, i) => {
    const codes = entriesOf(own(record, 'customCodes'));
    codes.forEach((code, j) => {
      const value = textOf(code);
      if (value === undefined || len(value) > LIMITS.customCode)
        issues.push({ code: '002.01.22', path: [SPLITS, i, 'customCodes', j], parameter: 'customCodes' });
    });
    if (codes.length > LIMITS.customCodes)
      issues.push({ code: '002.01.23', path: [SPLITS, i, 'customCodes'], parameter: 'customCodes' });
  });
  return { issues, unchecked };
}
