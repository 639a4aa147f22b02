/**
 * Proof that the hand-written page validator is the same validator as
 * `validatePage`, so that timing one against the other means something (the
 * page counterpart of bench/equivalence.mjs).
 *
 * 1. On each benchmark page payload, with the benchmark's page options: the
 *    expected `codes`, the same issue (code, path) pairs in the same order,
 *    and the same whole result (node:assert deepStrictEqual).
 * 2. A differential run with fast-check: random bodies built from the values
 *    that matter for each field (absent in every way, wrongly typed, numbers,
 *    limits in code points, astral characters, edge dates, whole numbers and
 *    not quite, Decimal(19,2) edges...), charity splits as an array, a single
 *    object or a single non-object, with non-object entries, split
 *    percentages that sum to 100 or not, the event's fixed splits in any
 *    order, custom codes as one value or a list (blank, too long, too many,
 *    wrongly typed, sparse); under many option sets: `events` as a record or
 *    a lookup function (published, unpublished, expired, closed, fee, full,
 *    allowed charities, maxCharities, fixed splits, unknown events, malformed
 *    EventInfo), lists as arrays and Sets, every option missing in turn or
 *    no options at all, `maxIssues`, `teamUrlTaken`, `messages` (texts with
 *    placeholders by own key, code:parameter and code; functions that log
 *    the issue they get, or throw), `fields` (random subsets), `signal`;
 *    and bodies that throw when read. Whole results (each issue's message
 *    and params included; or the same error) and the fact calls and message
 *    function calls made (events lookups, teamUrlTaken) must agree.
 * 3. Fact functions and message functions that throw, facts that return a
 *    Promise, malformed or throwing EventInfo, options the package refuses:
 *    the same error from both. Then every message key of the package's
 *    rows on pages that break every row.
 *
 * Run directly (`node bench/equivalence-page.mjs [runs]`) it does all three
 * and exits 1 on a difference (BENCH_FUZZ_STATS=1 also prints how often each
 * code, unchecked entry, error and truncation came up); bench/run.mjs runs it that way, in a process
 * of its own, so that thousands of odd body shapes do not leave the timed
 * functions' inline caches megamorphic.
 *
 * The payload check, the fuzzing building blocks common to accounts and
 * pages, and the error comparison are shared with bench/equivalence.mjs, in
 * bench/equivalence-common.mjs.
 */
import assert from 'node:assert/strict';
import { pathToFileURL } from 'node:url';
import fc from 'fast-check';
import { validatePage } from 'fundraising-rules';
import {
  answer,
  around,
  astral,
  blank,
  checkEveryMessageKey,
  checkOptionSequences,
  checkPayloadsAgainst,
  checkSameFailures,
  customCodes,
  dropMissing,
  field,
  fieldsFrom,
  fieldsOf,
  firstTimes,
  isRecordLike,
  MESSAGE_FAILURE,
  MISSING,
  messagesFrom,
  outcome,
  recorded,
  signals,
  UNREADABLE,
} from './equivalence-common.mjs';
import { validatePageByHand } from './hand-written-page.mjs';
import { pageOptions } from './page-payloads.mjs';

/** Part 1: the timed page payloads. */
export function checkPagePayloads(payloads, options) {
  checkPayloadsAgainst(validatePage, 'validatePage', validatePageByHand, payloads, options);
}

// ---------------------------------------------------------------------------
// Part 2: differential fuzzing

const dates = fc.oneof(
  fc.constantFrom(
    '20261122',
    '20261123',
    '20261121',
    '20270101',
    '20240229',
    '20250229',
    '21000229',
    '20000229',
    '99991231',
    '00010101',
    '2026112',
    '202611230',
    '2026-11-23',
    '20261301',
    '20261132',
    '20261100',
    '20260001',
    ' 20261123',
    '20261123 ',
    '２０２７０１０１',
  ),
  fc.constantFrom(20261123, 20261122, 2026112, 20261123.5, -20261123, 1e7),
  fc
    .tuple(fc.integer({ min: 2025, max: 2028 }), fc.integer({ min: 0, max: 13 }), fc.integer({ min: 0, max: 32 }))
    .map(([y, m, d]) => `${y}${`${m}`.padStart(2, '0')}${`${d}`.padStart(2, '0')}`),
);
const flags = fc.constantFrom('Y', 'N', 'y', 'n', 'Y ', 'YES', 1, 0);
const eventIds = fc.constantFrom(
  'E1',
  'E2',
  'E3',
  'E4',
  'E5',
  'E6',
  'E6',
  'E7',
  'E7',
  'E8',
  'E9',
  'E10',
  'E11',
  'EX',
  123,
  'e1',
  ' E1',
  'E'.repeat(37),
  'toString',
  'BAD1',
  'BAD2',
  'BAD3',
  'BAD4',
);
const urls = fc.constantFrom(
  'team-x',
  'team_x.2027~',
  'team x',
  'team/x',
  'tëam',
  'a'.repeat(100),
  'a'.repeat(101),
  'taken',
  'TEAM',
  12345,
);
const activityCodes = fc.constantFrom('001', '002', '039', '040', '39', '0390', 39, '１', '039 ');
const intervals = fc.constantFrom(
  0,
  3,
  36,
  37,
  '36',
  '037',
  '0036',
  ' 3',
  '3.0',
  '3e0',
  '+3',
  '-5',
  -5,
  -0,
  1e21,
  36.5,
  '99999999999999999999',
  '',
);
const targets = fc.constantFrom(
  '2500',
  '2500.5',
  '2500.50',
  '2500.505',
  '12345678901234567',
  '123456789012345678',
  '12345678901234567.89',
  '.5',
  '5.',
  '0',
  '1,000',
  ' 5',
  250.5,
  1e21,
  -1,
  0.1,
  12.345,
);
const charityIds = fc.constantFrom(
  'CH1',
  'CH1',
  'CH2',
  'CH3',
  'CH9',
  'c'.repeat(36),
  'c'.repeat(37),
  astral.repeat(36),
  ' CH1',
  5,
  '5',
);
const percents = fc.constantFrom(
  0,
  '0',
  '000',
  20,
  '20',
  30,
  40,
  '40',
  50,
  '50',
  60,
  '060',
  100,
  -0,
  '-5',
  'ten',
  33.3,
  1e21,
  ' 50',
  '50 ',
);
/** A split with a charity and a percentage (and anything else given). */
const pair = (charityResourceId, charitySplitPercent, more = {}) => ({
  charityResourceId,
  charitySplitPercent,
  ...more,
});

/** A split: usually an object with some of its fields; sometimes not an object at all. */
const split = fc.oneof(
  {
    weight: 12,
    arbitrary: fc.record(
      { charityResourceId: field(charityIds), charitySplitPercent: field(percents), customCodes },
      { requiredKeys: [] },
    ),
  },
  { weight: 6, arbitrary: fc.record({ charityResourceId: charityIds, charitySplitPercent: percents }) },
  { weight: 2, arbitrary: fc.constantFrom('CH1', 5, null, undefined, true, [], ['CH1'], pair('CH1', 100)) },
);
/**
 * Split lists that sum to 100, some matching the events' fixed splits (E6: CH1 60 + CH2 40; E7: CH1 50 twice),
 * some matching them but for a duplicate.
 */
const wellFormedSplits = fc.constantFrom(
  [pair('CH1', 60), pair('CH1', '60')],
  [pair('CH1', 50), pair('CH2', 50)],
  [pair('CH1', 50)],
  [pair('CH1', 100)],
  [pair('CH2', '40'), pair('CH1', 60)],
  [pair('CH1', 60), pair('CH2', 40), { charitySplitPercent: 0 }],
  [pair('CH1', 50), pair('CH1', '050')],
  [pair('CH1', 50), pair('CH2', 30), pair('CH3', 20, { customCodes: 'A1' })],
  pair('CH1', '100', { customCodes: ['A1', 'B2'] }),
);
const splits = fc.oneof(
  { weight: 2, arbitrary: blank },
  { weight: 3, arbitrary: split },
  { weight: 8, arbitrary: fc.array(split, { maxLength: 7 }) },
  { weight: 6, arbitrary: wellFormedSplits },
  {
    weight: 1,
    arbitrary: fc.constant(Object.assign([], { 1: { charityResourceId: 'CH1', charitySplitPercent: 100 } })),
  },
);

const fieldArbitraries = {
  pageTitle: field(around(45), fc.constant('Run for it')),
  eventResourceId: fc.oneof(
    { weight: 3, arbitrary: blank },
    { weight: 5, arbitrary: eventIds },
    { weight: 1, arbitrary: field() },
  ),
  fundraisingDate: field(dates),
  teamPageIndicator: field(flags),
  teamName: field(around(60), fc.constant('Team')),
  teamUrl: field(around(100), urls),
  activityCode: field(activityCodes),
  activityDescription: field(around(30), fc.constant('Abseil')),
  charityContributionIndicator: field(flags),
  postEventFundraisingInterval: field(intervals),
  fundraisingTarget: field(targets),
  charitySplits: splits,
};

/** Bodies that throw when read: validatePage reports them as 'unreadable-input'. */
function unreadableBodies() {
  const revoked = () => {
    const { proxy, revoke } = Proxy.revocable({}, {});
    revoke();
    return proxy;
  };
  const throwingAt = (target, index, error) =>
    new Proxy(target, {
      get(object, key) {
        if (key === String(index)) throw error;
        return Reflect.get(object, key);
      },
    });
  const base = {
    pageTitle: 'Run',
    teamPageIndicator: 'N',
    charityContributionIndicator: 'Y',
    postEventFundraisingInterval: 3,
  };
  return [
    revoked(),
    {
      ...base,
      get teamName() {
        throw new Error('teamName cannot be read');
      },
    },
    {
      get charitySplits() {
        throw 'not an Error';
      },
      get pageTitle() {
        throw new Error('pageTitle too');
      },
    },
    {
      ...base,
      charitySplits: throwingAt(
        [{ charitySplitPercent: 50 }, pair('CH1', 50)],
        1,
        new RangeError('split 1 cannot be read'),
      ),
    },
    {
      ...base,
      charitySplits: [
        {
          get charityResourceId() {
            throw new Error('charity cannot be read');
          },
          charitySplitPercent: 100,
        },
      ],
    },
    {
      ...base,
      eventResourceId: 'E1',
      charitySplits: [
        pair('CH1', 50),
        {
          charityResourceId: 'CH2',
          charitySplitPercent: 50,
          get customCodes() {
            throw new Error('codes cannot be read');
          },
        },
      ],
    },
    {
      ...base,
      charitySplits: pair('CH1', 100, { customCodes: throwingAt(['A1', 'B2', 'C3'], 2, new Error('code 2')) }),
    },
    { ...base, charitySplits: revoked() },
  ];
}

/** Valid pages (with the right options), each then given up to two generated fields. */
const templates = [
  {
    pageTitle: 'My run',
    fundraisingDate: '20270101',
    teamPageIndicator: 'N',
    activityCode: '001',
    charityContributionIndicator: 'Y',
    postEventFundraisingInterval: 3,
    fundraisingTarget: '500',
    charitySplits: [pair('CH1', 100)],
  },
  {
    pageTitle: 'Our abseil',
    fundraisingDate: 20270101,
    teamPageIndicator: 'Y',
    teamName: 'Team',
    teamUrl: 'team-x',
    activityCode: '039',
    activityDescription: 'Abseil',
    charityContributionIndicator: 'N',
    postEventFundraisingInterval: '36',
    charitySplits: [pair('CH1', '60'), pair('CH2', 40, { customCodes: ['A1'] })],
  },
  ...[
    ['E1', [pair('CH1', 100)]],
    ['E5', [pair('CH2', 70), pair('CH1', 30)]],
    ['E6', [pair('CH2', 40), pair('CH1', '60')]],
    ['E7', [pair('CH1', 50), pair('CH1', 50)]],
    [123, pair('CH3', 100, { customCodes: 'A1' })],
  ].map(([eventResourceId, charitySplits]) => ({
    pageTitle: 'Event page',
    eventResourceId,
    teamPageIndicator: 'Y',
    teamName: 'Team',
    teamUrl: 'team-x',
    charityContributionIndicator: 'Y',
    postEventFundraisingInterval: 0,
    fundraisingTarget: 2500.5,
    charitySplits,
  })),
];
const nearValid = fc
  .tuple(
    fc.nat({ max: templates.length - 1 }),
    fc.subarray(Object.keys(fieldArbitraries), { maxLength: 2 }),
    fc.record(fieldArbitraries),
  )
  .map(([index, keys, values]) => {
    const body = { ...templates[index] };
    for (const key of keys) body[key] = values[key];
    return body;
  });

/**
 * A body: each field usually valid-ish, sometimes anything; or a valid page with up to two fields changed; or
 * no object at all; or one that throws when read.
 */
const bodies = fc
  .oneof(
    { weight: 30, arbitrary: fc.record(fieldArbitraries, { requiredKeys: [] }) },
    { weight: 15, arbitrary: nearValid },
    {
      weight: 2,
      arbitrary: fc.constantFrom(
        null,
        undefined,
        [],
        ['pageTitle'],
        'body',
        7,
        true,
        {},
        { unrelated: 'x' },
        { charitySplits: [] },
      ),
    },
    { weight: 2, arbitrary: fc.nat({ max: 7 }).map((index) => ({ [UNREADABLE]: index })) },
  )
  .map(dropMissing);

/**
 * Bodies a parsed request can be (no getter, no Proxy: what a schema library
 * is given): each field usually valid-ish, sometimes anything; or a valid
 * page with up to two fields changed; or no object at all. The peers are
 * held to the package on these (bench/equivalence-peers.mjs).
 */
export const plainPageBodies = fc
  .oneof(
    { weight: 30, arbitrary: fc.record(fieldArbitraries, { requiredKeys: [] }) },
    { weight: 15, arbitrary: nearValid },
    { weight: 2, arbitrary: fc.constantFrom(null, undefined, [], ['pageTitle'], 'body', 7, true, {}) },
  )
  .map(dropMissing);

/**
 * The events of `eventRecord` that are EventInfo (the peers trust what the
 * caller gives; the package's TypeError for a malformed one is no rule of a
 * body).
 */
export function wellFormedEvents() {
  const { E11: _array, BAD1: _1, BAD2: _2, BAD3: _3, BAD4: _4, ...events } = eventRecord();
  return events;
}

/** The events the option sets know (E9 is known as "not known"; EX, e1 and ' E1' are missing; BAD1-4 are malformed). */
function eventRecord() {
  return {
    E1: {},
    E2: { status: 'unpublished', feeRequired: true, placesLeft: 0 },
    E3: { status: 'closed', maxCharities: 1, feeRequired: false },
    E4: { status: 'expired', placesLeft: -1, allowedCharities: [] },
    E5: { status: 'published', allowedCharities: ['CH1', 'CH2'], maxCharities: 3, placesLeft: 10 },
    E6: { charitySplits: [pair('CH1', 60), pair('CH2', 40)] },
    E7: { charitySplits: [pair('CH1', 50), pair('CH1', 50)], allowedCharities: ['CH1'] },
    E8: { charitySplits: [], placesLeft: Number.POSITIVE_INFINITY, maxCharities: 0 },
    E9: null,
    E10: { status: undefined, placesLeft: undefined, charitySplits: undefined },
    E11: [], // an array is not an EventInfo: TypeError from both
    123: { status: 'published', maxCharities: 2 },
    BAD1: { status: 'open', placesLeft: '3' },
    BAD3: { placesLeft: Number.NaN },
    BAD4: { feeRequired: 'yes', maxCharities: '2', allowedCharities: [undefined] },
    BAD2: { charitySplits: [{ charityResourceId: 'CH1' }, 'CH2', pair(7, Number.NaN)], allowedCharities: 'CH1' },
  };
}

/**
 * `messages` options: texts by code, code:parameter and own key (`code:at`: the body's second 003.01.04 row, the
 * per-split 002.01.30, a split's charity), placeholders of every kind of params (and unknown ones), a key of the
 * account's rows; functions (that log the issue they get) beside texts; functions that throw.
 */
const messageSpecs = fc.constantFrom(
  undefined,
  undefined,
  {
    texts: {
      '003.01.05': 'Titre',
      'wrong-type:charitySplits': 'Répartition',
      'too-long': 'Trop long',
      'zero-share': 'Zéro',
    },
  },
  {
    texts: {
      '003.01.04:#2': 'Rien {length}',
      '003.01.04:': 'Pas un objet',
      '003.01.05:pageTitle': 'Titre : {length} sur {max}',
      'too-long:charitySplits[].charityResourceId': 'Association : {length} > {max}',
      'too-long:eventResourceId': 'Événement {length}',
      '003.01.09': '{allowed} seulement',
      '003.01.17:charityContributionIndicator': 'parmi {allowed}',
      '003.01.16': 'au plus {max} mois {count}',
      '003.01.13': '{count} associations, {max} au plus',
      '002.01.26': "l'événement en permet {max}, la page en a {count}",
      '002.01.30:charitySplits[]': 'paire incomplète',
      '002.01.30': 'répartition imposée',
      'zero-share:charitySplitPercent': 'au moins {min} %',
      '002.01.23:charitySplits[].customCodes': '{count} codes',
      '002.01.22:customCodes': 'code de {length}',
      '003.01.11': 'URL {length}/{max}',
      '002.01.06': 'une règle du compte',
    },
  },
  {
    texts: { '003.01.02:teamName': 'Équipe {length}', 'wrong-type:customCodes': 'Code' },
    functions: [
      'wrong-type',
      '003.01.04:#2',
      '002.01.26:charitySplits',
      '002.01.22:charitySplits[].customCodes[]',
      '002.01.23',
      'too-long',
      'zero-share',
      '003.01.20',
      'duplicate-charity:charitySplits[].charityResourceId',
      '002.01.24',
      'unknown-event',
      'team-url-taken',
      '003.01.13',
      '003.01.09',
    ],
  },
  { functions: ['003.01.05', '003.01.15'], throws: ['003.01.12', 'team-url-taken:teamUrl', '002.01.29'] },
);

/**
 * The page's top-level fields, one of the account's (field-level validation may name either's), dotted input
 * names (each selects its first segment) and a name of no field (selecting nothing).
 */
const FIELDS = [
  ...Object.keys(fieldArbitraries),
  'surname',
  'charitySplits.1.charityResourceId',
  'charitySplits.0.customCodes.2',
  'submit',
];

/** Option sets, with fact functions that log their calls. */
const optionSets = fc.oneof(
  { weight: 1, arbitrary: fc.constant(undefined) },
  {
    weight: 20,
    arbitrary: fc.record(
      {
        today: fc.constantFrom(undefined, '20261122', '20261123', '20240229', '20261121'),
        activities: fc.constantFrom(undefined, ['001', '039'], new Set(['001', '002', '039', '040'])),
        charities: fc.constantFrom(undefined, ['CH1', 'CH2', 'CH3'], new Set(['CH1', 'c'.repeat(36), '5'])),
        events: fc.constantFrom(undefined, 'record', 'function', 'function'),
        teamUrlTaken: fc.constantFrom(undefined, 'never', 'always', 'even'),
        maxIssues: fc.constantFrom(undefined, undefined, undefined, undefined, 1, 3, 8, 13),
        messages: messageSpecs,
        fields: fieldsOf(FIELDS),
        signal: signals,
        countries: fc.constantFrom(undefined, ['GB']),
        strict: fc.constantFrom(undefined, undefined, undefined, true, false),
      },
      { requiredKeys: [] },
    ),
  },
);

/** The options of a spec, and the log of the facts asked and the message functions called (in order). */
function withLog(spec) {
  const log = [];
  if (spec === undefined) return { options: undefined, log };
  const options = {};
  for (const [key, value] of Object.entries(spec)) {
    if (value === undefined) continue;
    if (key === 'messages') options.messages = messagesFrom(value, log);
    else if (key === 'fields') options.fields = fieldsFrom(value);
    else if (key === 'teamUrlTaken') {
      options[key] = (...args) => {
        log.push([key, ...args]);
        return answer[value](...args);
      };
    } else if (key === 'events') {
      const record = eventRecord();
      if (value === 'record') options.events = record;
      else {
        options.events = (...args) => {
          log.push(['events', ...args]);
          return record[args[0]] ?? undefined;
        };
      }
    } else options[key] = value;
  }
  return { options, log };
}

/**
 * Part 2: `runs` random bodies under random options; whole results (or errors) and fact calls must agree.
 * `seen`, when given, counts what the runs covered (codes, unchecked entries, errors, truncations).
 */
/**
 * @param {number} [runs]
 * @param {number} [seed]
 * @param {Map<string, number>} [seen]
 */
export function checkPageDifferential(runs = 3000, seed = 20261122, seen = undefined) {
  const count = (key) => seen?.set(key, (seen.get(key) ?? 0) + 1);
  fc.assert(
    fc.property(bodies, optionSets, (generated, spec) => {
      const body =
        isRecordLike(generated) && UNREADABLE in generated ? unreadableBodies()[generated[UNREADABLE]] : generated;
      const engineSide = withLog(spec);
      const handSide = withLog(spec);
      const engine = outcome(validatePage, body, engineSide.options);
      const hand = outcome(validatePageByHand, body, handSide.options);
      assert.deepStrictEqual(hand, engine);
      assert.deepStrictEqual(handSide.log, engineSide.log);
      if (seen !== undefined) {
        if (engine.threw !== undefined) count(`threw ${String(engine.threw).slice(0, 60)}`);
        else {
          for (const code of new Set(engine.result.issues.map((issue) => issue.code))) count(code);
          for (const entry of engine.result.unchecked) count(`unchecked ${entry.code} (${entry.needs})`);
          if (engine.result.truncated) count('truncated');
          if (engine.result.valid) count('valid');
        }
        if (engineSide.log.some((entry) => entry[0] !== 'message')) count('fact asked');
        if (engineSide.log.some((entry) => entry[0] === 'message')) count('message function called');
      }
    }),
    { numRuns: runs, seed },
  );
}

/** A Set whose `has` throws (a caller's lookup that fails). */
const LOOKUP_DOWN = new Error('the lookup is down');
class ThrowingSet extends Set {
  /**
   * @override
   * @returns {boolean}
   */
  has() {
    throw LOOKUP_DOWN;
  }
}

/** Part 3: a fact's own failure propagates unchanged from both; a Promise or a malformed EventInfo is the same TypeError. */
export function checkPageFactFailures(payloads) {
  const body = payloads[0].body;
  const id = body.eventResourceId;
  const failure = new Error('event store down');
  const cases = [
    {
      events: () => {
        throw failure;
      },
    },
    { events: () => Promise.resolve({}) },
    { events: { [id]: Promise.resolve({}) } },
    { events: { [id]: { status: 'open' } } },
    { events: { [id]: 'published' } },
    { events: { [id]: () => ({}) } },
    {
      events: {
        [id]: {
          charitySplits: [{ charityResourceId: 'CH-1001' }, null],
          allowedCharities: ['CH-1001', 5],
          maxCharities: Number.NaN,
        },
      },
    },
    {
      events: {
        [id]: {
          get status() {
            throw failure;
          },
        },
      },
    },
    {
      events: {
        get [id]() {
          throw 'a string';
        },
      },
    },
    {
      events: {},
      teamUrlTaken: () => {
        throw 'a string';
      },
    },
    { events: {}, teamUrlTaken: () => Promise.resolve(false) },
    // A lookup list that throws is the caller's failure too (contract section 10.5).
    { events: {}, charities: new ThrowingSet(['CH-1001']) },
    // Strict facts (contract section 10.4): a result with unchecked rules is a TypeError naming what is missing.
    { strict: true },
    { strict: true, events: {} },
    { strict: 1 },
    // Options the package refuses, in its words (the same checks as the account's: both validators share them).
    { messages: { '003.01.04:#3': 'x' } },
    { messages: { 'zero-share:charitySplits[].charitySplitPercent': 'x', 'zero-share:charitySplits': 'x' } },
    { messages: { '002.01.30:charitySplits[]': () => 'x', '003.01.05': {} } },
    { fields: ['charitySplits', {}] },
    { fields: new Set(['pageTitle', undefined]) },
  ];
  checkSameFailures(validatePage, validatePageByHand, body, cases);
  // The activity lookup is asked of a personal page.
  checkSameFailures(validatePage, validatePageByHand, payloads[1].body, [{ activities: new ThrowingSet(['001']) }]);
  // A message function's failure is the caller's: it propagates as it was thrown.
  const faulty = { ...body, pageTitle: '', charitySplits: [{ charityResourceId: 'CH-1001', charitySplitPercent: 0 }] };
  const failing = () => {
    throw MESSAGE_FAILURE;
  };
  checkSameFailures(validatePage, validatePageByHand, faulty, [
    { messages: { '003.01.05:pageTitle': failing } },
    { messages: { 'zero-share': failing }, fields: ['charitySplits'] },
    {
      messages: { '002.01.30': failing, '003.01.05': () => 'Titre' },
      events: {
        [body.eventResourceId]: { charitySplits: [{ charityResourceId: 'CH-1001', charitySplitPercent: 100 }] },
      },
    },
  ]);
  checkOptionSequences(validatePage, validatePageByHand, {
    'messages changed in place, the options object reused': (validate, log) => {
      /** @type {Record<string, unknown>} */
      const messages = { '002.01.30:charitySplits[]': 'A' };
      const options = { today: '20261122', messages, events: { [id]: {} } };
      const page = { pageTitle: 'Run', eventResourceId: id, charitySplits: [{ charitySplitPercent: 100 }, 'CH1'] };
      const seen = [outcome(validate, page, options)];
      messages['002.01.30:charitySplits[]'] = (issue) => {
        log.push(JSON.stringify(issue));
        return `B ${issue.path.join('.')}`;
      };
      seen.push(outcome(validate, page, options));
      messages['wrong-type:charitySplits'] = 'C {length}';
      options.fields = ['eventResourceId'];
      seen.push(outcome(validate, page, options), outcome(validate, page, options));
      options.fields.push('charitySplits'); // the fields are read on every call (contract section 10.1)
      seen.push(outcome(validate, page, options));
      return seen;
    },
  });
  // Every message key of the package's rows, on pages that between them break every page row.
  const personal = {
    teamPageIndicator: 'N',
    teamName: 'x',
    teamUrl: 'y',
    activityCode: '039',
    fundraisingDate: '20200101',
    postEventFundraisingInterval: 40,
    charitySplits: [{ charityResourceId: 'CH-1001', charitySplitPercent: 0 }, { charitySplitPercent: 100 }],
  };
  const teamOnEvent = {
    ...body,
    teamPageIndicator: 'Y',
    teamName: undefined,
    teamUrl: undefined,
    activityCode: '001',
    activityDescription: 'x'.repeat(31),
    fundraisingDate: 'x',
    charitySplits: [{ charityResourceId: 'CH-1001' }, { charitySplitPercent: 10 }, 'CH-1002'],
  };
  const events = {
    ...pageOptions.events,
    [id]: { status: 'unpublished', feeRequired: true, placesLeft: 0, maxCharities: 1, allowedCharities: ['CH-9'] },
  };
  const bodies = [payloads[payloads.length - 1].body, {}, 5, personal, teamOnEvent];
  checkEveryMessageKey(validatePage, validatePageByHand, bodies, { ...pageOptions, teamUrlTaken: () => true });
  checkEveryMessageKey(validatePage, validatePageByHand, [teamOnEvent], { ...pageOptions, events });
}

// ---------------------------------------------------------------------------
// Part 4: every maxIssues cut

/**
 * The same generated bodies and options, checked again at every maxIssues
 * from 1 to the number of issues the body has: where the engine stops (and
 * so which issues, unchecked entries, split reads and fact calls it keeps)
 * must not depend on where the cut falls.
 */
export function checkPageEveryCut(runs = 300, seed = 20261122) {
  fc.assert(
    fc.property(bodies, optionSets, (generated, spec) => {
      const body =
        isRecordLike(generated) && UNREADABLE in generated ? unreadableBodies()[generated[UNREADABLE]] : generated;
      const uncut = { ...spec, maxIssues: undefined };
      const total = outcome(validatePage, body, withLog(uncut).options).result?.issues.length ?? 0;
      for (let max = 1; max <= total; max++) {
        const engineSide = withLog({ ...uncut, maxIssues: max });
        const handSide = withLog({ ...uncut, maxIssues: max });
        const engine = outcome(validatePage, body, engineSide.options);
        assert.deepStrictEqual(outcome(validatePageByHand, body, handSide.options), engine, `maxIssues ${max}`);
        assert.deepStrictEqual(handSide.log, engineSide.log, `maxIssues ${max}: fact calls`);
      }
    }),
    { numRuns: runs, seed },
  );
}

// ---------------------------------------------------------------------------
// Part 5: reads that throw, at every cut

/** A split whose fields are given by `fields`, a function for a field whose getter throws that error. */
function splitOf(fields) {
  const split = {};
  for (const [key, value] of Object.entries(fields)) {
    if (typeof value === 'function') Object.defineProperty(split, key, { get: value, enumerable: true });
    else split[key] = value;
  }
  return split;
}
const thrower = (message) => () => {
  throw new Error(message);
};

/**
 * Split lists where several reads throw, so that the engine's read order
 * (its one pass, before 003.01.12: split by split, the entry, its charity,
 * percentage and custom codes, their count, each code; a run of holes at its
 * first index; then what its rules' loops read again) decides which error
 * wins, or whether the maxIssues cut comes first (before the pass: nothing
 * about the splits is read); each under pages with 0 to 3 issues before the
 * splits, at every cut. Long lists, where the engine's duplicate search
 * reads every later charity at the first split past 16 with a charity; lists
 * with holes behind a Proxy that throws inside a run of holes (read by the
 * duplicate search after a jumped run, or by the not-an-object rule's loop);
 * a list of the largest length an array can have. Then lists that claim a
 * length no array can have (after a page title that throws, and alone),
 * every operation on fuzzed bodies at every cut (`checkPageReadLog`), and a
 * getter that calls the validator again while it runs.
 */
export function checkPageReads(options) {
  const claiming = (length) =>
    new Proxy([pair('CH1', 100)], { get: (target, key) => (key === 'length' ? length : Reflect.get(target, key)) });
  /** Custom codes whose entry `index` throws. */
  const codeThrows = (index, message) => {
    const codes = ['A1', 'B2'];
    Object.defineProperty(codes, index, { get: thrower(message), enumerable: true });
    return codes;
  };
  const fiveEach = (n) => Array.from({ length: n }, (_, k) => pair(`CH${k}`, 5));
  const throwingCharity = (index) => splitOf({ charityResourceId: thrower(`C${index}`), charitySplitPercent: 5 });
  /** A list of `length` with the entries of `held` only, behind a Proxy whose get throws at `at` (may be a hole). */
  const holey = (held, length, at) =>
    new Proxy(Object.assign(new Array(length), held), {
      get: (target, key) => (key === String(at) ? thrower(`index ${at}`)() : Reflect.get(target, key)),
    });
  const lists = [
    // a percentage that throws before a later charity that throws: split by split, the percentage is read first
    () => [splitOf({ charitySplitPercent: thrower('P0') }), splitOf({ charityResourceId: thrower('C1') })],
    () => [
      splitOf({ charityResourceId: 'CH1', charitySplitPercent: thrower('P0') }),
      splitOf({ charityResourceId: thrower('C1') }),
    ],
    // no charity at all: 003.01.12 (and 003.01.13) come after the pass, which reads every percentage
    () => [
      splitOf({ charitySplitPercent: thrower('P0') }),
      ...Array.from({ length: 5 }, () => ({ charitySplitPercent: 1 })),
    ],
    () => [{ charitySplitPercent: 50 }, splitOf({ charitySplitPercent: thrower('P1') })],
    // an entry that throws after the first charity
    () =>
      new Proxy([pair('CH1', 50), { charitySplitPercent: 20 }, pair('CH2', 30)], {
        get: (target, key) => (key === '1' ? thrower('entry 1')() : Reflect.get(target, key)),
      }),
    () => [pair('CH1', 100), splitOf({ charityResourceId: 'CH2', charitySplitPercent: thrower('P1') })],
    // custom codes that throw, read in the pass with their split (before 003.01.15 and the other split rules)
    () => [splitOf({ charityResourceId: 'CH1', charitySplitPercent: 100, customCodes: thrower('codes 0') })],
    () => [splitOf({ charityResourceId: 'CH-1001', charitySplitPercent: 50, customCodes: thrower('codes 0') })],
    () => [
      pair('CH1', 60, { customCodes: ['', 'A'] }),
      splitOf({ charityResourceId: thrower('C1'), customCodes: thrower('codes 1') }),
    ],
    // a split's custom codes, their count and each code come before the next split
    () => [
      splitOf({ charityResourceId: 'CH1', charitySplitPercent: 50, customCodes: thrower('codes 0') }),
      splitOf({ charityResourceId: thrower('C1') }),
    ],
    () => [pair('CH1', 50, { customCodes: claiming(-1) }), splitOf({ charityResourceId: thrower('C1') })],
    () => [
      pair('CH1', 50, { customCodes: codeThrows(1, 'code 0.1') }),
      splitOf({ charitySplitPercent: thrower('P1') }),
    ],
    () => [splitOf({ charitySplitPercent: 40, customCodes: ['', codeThrows(0, 'nested')] }), pair('CH2', 60)],
    // past 16 splits: the first split with a charity there has every later charity read before its own codes
    () => [...fiveEach(17), pair('CH17', 15, { customCodes: codeThrows(0, 'code 17.0') }), throwingCharity(18)],
    () => [
      ...fiveEach(17),
      { charitySplitPercent: 5 },
      pair('CH18', 5, { customCodes: codeThrows(0, 'code 18.0') }),
      pair('CH19', 5),
      throwingCharity(20),
    ],
    () => [...fiveEach(16), pair('CH16', 5, { customCodes: codeThrows(0, 'code 16.0') }), throwingCharity(17)],
    // holes behind a Proxy that throws inside a run of holes (1 to 4), read by the duplicate search or rule loops
    () => holey({ 0: pair('CH1', 50), 5: pair('CH2', 50) }, 6, 3),
    () => holey({ 0: pair('CH1', 50), 5: pair('CH1', 50) }, 6, 3),
    () =>
      holey(
        { 0: pair('CH1', 50), 5: { charitySplitPercent: 50, customCodes: Object.assign(['A'], { 2: 'B' }) } },
        6,
        3,
      ),
    () => holey({ 0: pair('CH1', 50), 5: pair('CH2', 50) }, 6, 1),
    () => holey({ 0: pair('CH1', 100) }, 40, 30),
    () => holey({ 1: pair('CH1', 100, { customCodes: Object.assign(['A'], { 4: 'B' }) }) }, 3, 7),
  ];
  const pages = [
    {
      pageTitle: 'Run',
      eventResourceId: 'E1',
      teamPageIndicator: 'N',
      charityContributionIndicator: 'Y',
      postEventFundraisingInterval: 3,
    },
    {
      pageTitle: 'Run',
      eventResourceId: 'E1',
      teamPageIndicator: 'X',
      charityContributionIndicator: 'Y',
      postEventFundraisingInterval: 3,
    },
    {
      eventResourceId: 'E1',
      teamPageIndicator: 'X',
      charityContributionIndicator: 'Y',
      postEventFundraisingInterval: 3,
    },
    { fundraisingDate: '20270101', teamPageIndicator: 'X', activityCode: '001', charityContributionIndicator: 'N' },
  ];
  const given = [
    { ...options, events: eventRecord() },
    { ...options, events: undefined, charities: undefined },
  ];
  for (const page of pages) {
    for (const makeList of lists) {
      for (const base of given) {
        for (const maxIssues of [undefined, 1, 2, 3, 4, 5, 6]) {
          const body = () => ({ ...page, charitySplits: makeList() });
          const at = { ...base, maxIssues };
          assert.deepStrictEqual(
            outcome(validatePageByHand, body(), at),
            outcome(validatePage, body(), at),
            `${JSON.stringify(page)}, list ${lists.indexOf(makeList)}, maxIssues ${maxIssues}`,
          );
        }
      }
    }
  }

  for (const length of [-1, 2 ** 33, 'two', 1.5]) {
    const body = () => ({
      charitySplits: claiming(length),
      get pageTitle() {
        return thrower('pageTitle')();
      },
    });
    assert.deepStrictEqual(
      outcome(validatePageByHand, body(), options),
      outcome(validatePage, body(), options),
      `length ${length}`,
    );
    const codes = () => ({ pageTitle: 'Run', charitySplits: [pair('CH1', 100, { customCodes: claiming(length) })] });
    assert.deepStrictEqual(
      outcome(validatePageByHand, codes(), options),
      outcome(validatePage, codes(), options),
      `codes length ${length}`,
    );
    // Alone, the list's own count is the first read that throws.
    const alone = () => ({ pageTitle: 'Run', teamPageIndicator: 'Y', charitySplits: claiming(length) });
    const engine = outcome(validatePage, alone(), options);
    assert.match(
      outcome(validatePage, alone(), options).result?.issues[0]?.message ?? '',
      /claims a length no array can have/,
    );
    assert.deepStrictEqual(outcome(validatePageByHand, alone(), options), engine, `length ${length} alone`);
  }

  // The largest length an array can have, three entries: the work is bounded by the entries, the issues by the cut.
  for (const maxIssues of [1, 3, 8, 40]) {
    const body = () => ({
      ...templates[0],
      charitySplits: Object.assign(new Array(4_294_967_295), {
        2: pair('CH1', 50),
        9: 'CH2',
        4294967290: pair('CH2', 50),
      }),
    });
    const at = { ...options, maxIssues };
    assert.deepStrictEqual(
      outcome(validatePageByHand, body(), at),
      outcome(validatePage, body(), at),
      `a list of length 2^32 - 1, maxIssues ${maxIssues}`,
    );
  }
  checkPageReadLog(200);

  const inner = {
    pageTitle: 'Inner',
    charitySplits: [pair('CH1', 50), pair('CH1', 'x'), 'CH2', { charitySplitPercent: 0 }],
  };
  const reentrant = (validate) => ({
    pageTitle: 'Run',
    eventResourceId: 'E5',
    teamPageIndicator: 'N',
    charityContributionIndicator: 'Y',
    postEventFundraisingInterval: 3,
    charitySplits: [
      pair('CH9', 50),
      {
        get charityResourceId() {
          validate(inner, options);
          return 'CH9';
        },
        charitySplitPercent: '0',
      },
      { charitySplitPercent: 50 },
    ],
  });
  const withEvents = { ...options, events: eventRecord() };
  assert.deepStrictEqual(
    outcome(validatePageByHand, reentrant(validatePageByHand), withEvents),
    outcome(validatePage, reentrant(validatePage), withEvents),
    'a getter that calls the validator',
  );
}

/** Split lists with runs of holes, and long ones (past the 16 splits the engine compares one by one). */
const readSplits = fc.oneof(
  splits,
  fc.sparseArray(split, { maxLength: 24 }),
  fc.array(
    fc.oneof(
      split,
      wellFormedSplits.map((list) => (Array.isArray(list) ? list[0] : list)),
    ),
    {
      minLength: 16,
      maxLength: 22,
    },
  ),
);

/**
 * Every operation the validators make on a fuzzed body (`recorded`: each
 * `get`, `in` and Object.keys on the body, the splits, their custom codes
 * and what is read from them), at every maxIssues cut: the operations made
 * for the first time, in the same order (the engine's rules read the splits
 * again, rule by rule; this validator reads them again only where a rule
 * fires), with the same results and fact calls.
 */
export function checkPageReadLog(runs = 200, seed = 20261122) {
  const readBodies = fc
    .tuple(
      fc.oneof(
        { weight: 2, arbitrary: fc.record(fieldArbitraries, { requiredKeys: [] }) },
        { weight: 1, arbitrary: nearValid },
      ),
      fc.option(readSplits, { freq: 3, nil: MISSING }),
    )
    .map(([body, list]) => dropMissing(list === MISSING ? body : { ...body, charitySplits: list }));
  fc.assert(
    fc.property(readBodies, optionSets, (body, spec) => {
      const uncut = { ...spec, maxIssues: undefined };
      const total = outcome(validatePage, body, withLog(uncut).options).result?.issues.length ?? 0;
      for (let max = 0; max <= total; max++) {
        const at = { ...uncut, maxIssues: max === 0 ? undefined : max };
        const engineSide = withLog(at);
        const handSide = withLog(at);
        const engineRead = recorded(body);
        const handRead = recorded(body);
        const engine = outcome(validatePage, engineRead.body, engineSide.options);
        assert.deepStrictEqual(
          outcome(validatePageByHand, handRead.body, handSide.options),
          engine,
          `maxIssues ${max}`,
        );
        assert.deepStrictEqual(handSide.log, engineSide.log, `maxIssues ${max}: fact calls`);
        assert.deepStrictEqual(firstTimes(handRead.log), firstTimes(engineRead.log), `maxIssues ${max}: reads`);
      }
    }),
    { numRuns: runs, seed },
  );
}

// ---------------------------------------------------------------------------
// Part 6: an event's fixed splits

/**
 * The fixed-splits rule (002.01.30: the page's (charity, percentage) pairs
 * equal the event's as a multiset) on events with few fixed splits and with
 * more than 30 (a hand-written validator may match those another way), for
 * pages that match in any order, use a fixed split twice, miss one, add one,
 * write a percentage as text, or lack one.
 */
export function checkPageFixedSplits(options) {
  const many = Array.from({ length: 34 }, (_, index) => pair(`CH${index % 31}`, index % 7));
  const events = {
    TWO: { charitySplits: [pair('CH1', 60), pair('CH2', 40)] },
    SAME: { charitySplits: [pair('CH1', 50), pair('CH1', 50)] },
    NONE: { charitySplits: [] },
    MANY: { charitySplits: many },
  };
  const lists = {
    TWO: [
      [pair('CH1', 60), pair('CH2', 40)],
      [pair('CH2', '40'), pair('CH1', '060')],
      [pair('CH1', 60), pair('CH1', 60)],
      [pair('CH1', 60), pair('CH1', '60'), pair('CH2', 40)],
      [pair('CH1', 60)],
      [pair('CH1', 60), pair('CH2', 40), { charitySplitPercent: 0 }],
      [pair('CH1', 60), pair('CH2', 40), pair('CH3', 0)],
      [pair('CH1', 60), pair('CH2', 40.5)],
      [pair('CH1', 60), { charityResourceId: 'CH2' }],
      [],
    ],
    SAME: [[pair('CH1', 50), pair('CH1', 50)], [pair('CH1', 50)], [pair('CH1', 50), pair('CH1', 50), pair('CH1', 50)]],
    NONE: [[], [pair('CH1', 100)]],
    MANY: [
      many,
      [...many].reverse(),
      many.slice(1),
      [...many, many[0]],
      [...many.slice(1), many[2]],
      many.map((split, index) =>
        index === 5 ? pair(split.charityResourceId, String(split.charitySplitPercent)) : split,
      ),
      many.map((split, index) => (index === 7 ? pair(split.charityResourceId, 99) : split)),
    ],
  };
  for (const [eventResourceId, pages] of Object.entries(lists)) {
    for (const charitySplits of pages) {
      const body = { pageTitle: 'Run', eventResourceId, charitySplits };
      for (const maxIssues of [undefined, 1, 2]) {
        const given = { ...options, events, maxIssues };
        assert.deepStrictEqual(
          outcome(validatePageByHand, body, given),
          outcome(validatePage, body, given),
          `${eventResourceId}: ${JSON.stringify(charitySplits).slice(0, 200)}`,
        );
      }
    }
  }
}

/**
 * Each field alone, every other absent (003.01.04's second row, whose
 * shortcut splits present settle), with and without the event's and the
 * personal page's other facts: as in a valid page, blank, of the wrong
 * type, other text, a number.
 */
export function checkPageFieldsAlone(payloads, options) {
  const given = Object.assign({ activityDescription: 'Other' }, ...payloads.filter((p) => p.valid).map((p) => p.body));
  for (const [name, value] of Object.entries(given)) {
    for (const alone of [value, ' ', {}, 'x', 7]) {
      const body = { [name]: alone };
      assert.deepStrictEqual(
        outcome(validatePageByHand, body, options),
        outcome(validatePage, body, options),
        `${name} alone: ${JSON.stringify(alone)}`,
      );
    }
  }
}

/** Every part (the every-cut check on a tenth of the runs: each run checks a body at each cut). */
export function checkPageEquivalence(payloads, options, runs) {
  checkPagePayloads(payloads, options);
  checkPageDifferential(runs);
  checkPageFactFailures(payloads);
  checkPageEveryCut(Math.ceil(runs / 10));
  checkPageReads(options);
  checkPageFixedSplits(options);
  checkPageFieldsAlone(payloads, options);
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const runs = Number(process.argv[2] ?? 3000);
  const { pageOptions, pagePayloads } = await import('./page-payloads.mjs');
  const seen = process.env.BENCH_FUZZ_STATS === '1' ? new Map() : undefined;
  try {
    checkPagePayloads(pagePayloads, pageOptions);
    checkPageDifferential(runs, 20261122, seen);
    checkPageFactFailures(pagePayloads);
    checkPageEveryCut(Math.ceil(runs / 10));
    checkPageReads(pageOptions);
    checkPageFixedSplits(pageOptions);
    checkPageFieldsAlone(pagePayloads, pageOptions);
  } catch (error) {
    console.error('the hand-written page validator is NOT equivalent to validatePage:\n');
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
  if (seen !== undefined) {
    for (const [key, times] of [...seen.entries()].sort()) console.log(`${String(times).padStart(6)}  ${key}`);
  }
  console.log(
    `equivalence: hand-written page = validatePage on ${pagePayloads.length} payloads and ${runs} fuzzed bodies/options`,
  );
}
