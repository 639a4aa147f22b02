/**
 * Proof that the hand-written validator is the same validator as
 * `validateAccount`, so that timing one against the other means something.
 *
 * 1. On each benchmark payload, with the benchmark's options: the same
 *    `codes`, the same issue (code, path) pairs in the same order, and in
 *    fact the same whole result (node:assert deepStrictEqual).
 * 2. A differential run with fast-check: random bodies built from the
 *    values that matter for each field (absent in every way, wrongly typed,
 *    numbers, limits in code points, astral characters, edge dates, UK and
 *    other postcodes, custom-code lists...), under many option sets
 *    (lists as arrays and Sets, missing facts, maxIssues, telephoneExists;
 *    `messages` as texts with placeholders by own key, code:parameter and
 *    code, and as functions that log the issue they get, or throw; `fields`
 *    as random subsets given as an array, a Set or a generator; `signal`),
 *    and bodies that throw when read, comparing whole results (each
 *    issue's message and params included) and the fact calls and message
 *    function calls made; and fact functions that throw or return a
 *    Promise, or options the package refuses, comparing the errors. Then
 *    every message key of the package's rows, and calls in a row on
 *    options objects that change (the options memo).
 *
 * `checkEquivalence` throws an AssertionError on the first difference. Run
 * directly (`node bench/equivalence.mjs [runs]`) it does both parts and exits
 * 1 on a difference: bench/run.mjs runs the fuzz that way, in a process of its
 * own, so that thousands of odd body shapes do not leave the timed functions'
 * inline caches megamorphic.
 *
 * The payload check, the fuzzing building blocks common to accounts and
 * pages, and the error comparison are shared with bench/equivalence-page.mjs,
 * in bench/equivalence-common.mjs.
 */
import assert from 'node:assert/strict';
import { pathToFileURL } from 'node:url';
import fc from 'fast-check';
import { validateAccount } from 'fundraising-rules';
import {
  answer,
  around,
  astral,
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
  wrong,
} from './equivalence-common.mjs';
import { validateAccountByHand } from './hand-written-account.mjs';

/** Part 1: the timed payloads. */
export function checkPayloads(payloads, options) {
  checkPayloadsAgainst(validateAccount, 'validateAccount', validateAccountByHand, payloads, options);
}

// ---------------------------------------------------------------------------
// Part 2: differential fuzzing

const dates = fc.oneof(
  fc.constantFrom(
    '19900115',
    '20000229',
    '20010229',
    '19000229',
    '20130301',
    '20131122',
    '20131123',
    '20131121',
    '19261122',
    '19261121',
    '19261123',
    '19250101',
    '20261122',
    '20300101',
    '00000229',
    '99991231',
    '1990011',
    '199001150',
    '1990-01-15',
    '19901301',
    '19900132',
    '19900100',
    '19900001',
    ' 19900115',
    '19900115 ',
    '１９９００１１５',
  ),
  fc.constantFrom(19900115, 20000229, 20130301, 1990011, 19900115.5, -1990011, 1e7),
  fc
    .tuple(fc.integer({ min: 1900, max: 2030 }), fc.integer({ min: 0, max: 13 }), fc.integer({ min: 0, max: 32 }))
    .map(([y, m, d]) => `${y}`.padStart(4, '0') + `${m}`.padStart(2, '0') + `${d}`.padStart(2, '0')),
);
const postcodes = fc.constantFrom(
  'SW1A 1AA',
  'sw1a 1aa',
  'SW1A1AA',
  'SW1A  1AA',
  'GIR 0AA',
  'gir 0aa',
  'M1 1AE',
  'B33 8TH',
  'CR2 6XH',
  'DN55 1PT',
  'EC1A 1BB',
  'W1A 0AX',
  '12345',
  '1234',
  '12345-6789',
  'K1A 0B1',
  'k1a 0b1',
  '75008',
  'D-10115',
  'ABCDEFGHI',
  'ABCDEFGH',
  `SW1A 1A${astral}`,
  'SW1A 1AA ',
  90210,
  1234,
);
const countries = fc.constantFrom(
  'GB',
  'UK',
  'US',
  'CA',
  'FR',
  'DE',
  'IE',
  'JE',
  'gb',
  'ZZ',
  'USA',
  'GBR',
  'GB ',
  'ABCDEFGHIJK',
  'ABCDEFGHIJ',
  44,
);
const telephones = fc.constantFrom(
  '02079460000',
  '07700900123',
  '442079460000',
  '12345',
  '1'.repeat(16),
  '1'.repeat(17),
  '+442079460000',
  '020 7946 0000',
  '٠١٢',
  2079460000,
  1e21,
  -5,
);
const emails = fc.oneof(
  fc.constantFrom(
    'jo.bloggs@example.co.uk',
    'jo@example.com',
    'a.b@c',
    'a@b.c.d',
    'ab.c.d',
    'a@bc',
    '@..',
    'jo.bloggs@example.co.uk ',
  ),
  fc.constantFrom(254, 255, 256).map((n) => `${'a'.repeat(n - 12)}@example.co.uk`.padStart(n, 'x')),
  fc.constantFrom(`${astral.repeat(120)}@e.co.uk`, `${astral.repeat(130)}@e.co.uk`),
);
const urls = fc.constantFrom(
  'jo-bloggs',
  'jo_bloggs.2026~',
  'jo bloggs',
  'jo/bloggs',
  'jö',
  'a'.repeat(60),
  'a'.repeat(61),
  'taken',
  'JO',
  12345,
);
const flags = fc.constantFrom('Y', 'N', 'y', 'n', 'Y ', 'YES', 1, 0);
const titles = fc.constantFrom('Mr', 'Mrs', 'Ms', 'Miss', 'Dr', 'Prof', 'mr', 'Sir', 'Mr ', 'MR');
const charityIds = fc.constantFrom('CH1', 'CH2', 'CH9', 'c'.repeat(36), 'c'.repeat(37), `${astral.repeat(36)}`, ' CH1');

const fieldArbitraries = {
  title: field(titles),
  forename: field(around(50), fc.constant('Jo')),
  surname: field(around(50), fc.constant('Bloggs')),
  addressLine1: field(around(50), fc.constant('1 High St')),
  addressLine2: field(around(100), fc.constant('Flat 2')),
  townCity: field(around(100), fc.constant('London')),
  countyState: field(around(100), fc.constant('Kent')),
  postcode: field(postcodes),
  countryCode: field(countries),
  preferredTelephone: field(telephones),
  emailAddress: field(emails),
  personalUrl: field(urls),
  termsAndConditionsAccepted: field(flags),
  charityMarketingIndicator: field(flags),
  allCharityMarketingIndicator: field(flags),
  groupMarketingIndicator: field(flags),
  serviceMarketingIndicator: field(flags),
  dateOfBirth: field(dates),
  fundraiserCustomCode: customCodes,
  charityResourceId: field(charityIds),
};

/** Bodies that throw when read: validateAccount reports them as 'unreadable-input'. */
function unreadableBodies() {
  const revoked = Proxy.revocable({}, {});
  revoked.revoke();
  const throwingCodes = new Proxy(['A1', 'B2', 'C3'], {
    get(target, key) {
      if (key === '1') throw new RangeError('entry 1 cannot be read');
      return Reflect.get(target, key);
    },
  });
  return [
    revoked.proxy,
    {
      title: 'Mr',
      get surname() {
        throw new Error('surname cannot be read');
      },
    },
    {
      get fundraiserCustomCode() {
        throw 'not an Error';
      },
      get title() {
        throw new Error('title too');
      },
    },
    { title: 'Mr', fundraiserCustomCode: throwingCodes, charityResourceId: 'CH1' },
  ];
}

/**
 * Bodies a parsed request can be (no getter, no Proxy: what a schema library
 * is given): each field usually valid-ish, sometimes anything; or no object
 * at all. The peers are held to the package on these (bench/equivalence-peers.mjs).
 */
export const plainAccountBodies = fc
  .oneof(
    { weight: 40, arbitrary: fc.record(fieldArbitraries, { requiredKeys: [] }) },
    { weight: 2, arbitrary: fc.constantFrom(null, undefined, [], ['title'], 'body', 7, true, {}, { unrelated: 'x' }) },
  )
  .map(dropMissing);

/** A body: each field usually valid-ish, sometimes anything; or no object at all; or one that throws when read. */
const bodies = fc
  .oneof(
    { weight: 40, arbitrary: fc.record(fieldArbitraries, { requiredKeys: [] }) },
    { weight: 2, arbitrary: fc.constantFrom(null, undefined, [], ['title'], 'body', 7, true, {}, { unrelated: 'x' }) },
    { weight: 1, arbitrary: fc.nat({ max: 3 }).map((index) => ({ [UNREADABLE]: index })) },
  )
  .map(dropMissing);

/**
 * `messages` options: texts by code, code:parameter and own key (`code:at`), placeholders of every kind of params
 * (and unknown ones, and a lone brace), a key of the page's rows; functions (that log the issue they get) beside
 * texts; functions that throw.
 */
const messageSpecs = fc.constantFrom(
  undefined,
  undefined,
  { texts: { '002.01.06': 'Nom', 'wrong-type:title': 'Titre', required: 'Requis' } },
  {
    texts: {
      '002.01.07:forename': 'Prénom : {length} sur {max}',
      'too-long': '{length} > {max} {nothing} {',
      '002.01.04': 'Titre parmi {allowed}.',
      'must-be-N:charityMarketingIndicator': '{allowed} seulement',
      '002.01.15': 'Âge de {min} à {max} ans ({length})',
      '002.01.23:fundraiserCustomCode': '{count} codes, {max} au plus',
      '002.01.22:fundraiserCustomCode[]': 'code de {length}',
      '002.01.22:customCodes': 'jamais',
      '002.01.22': 'jamais non plus',
      '002.01.03': 'pays {length}{max}{constructor}',
      '002.01.16': 'cp {length}',
      '002.01.01:': 'Pas un objet {length}',
      '002.01.02': 'Rien',
      'telephone-format': 'Téléphone ?',
      '003.01.05': 'une règle de la page',
    },
  },
  {
    texts: { '002.01.06:surname': 'Nom {length}', 'wrong-type:customCodes': 'Code {length}' },
    functions: [
      'wrong-type',
      '002.01.22:fundraiserCustomCode[]',
      '002.01.16',
      '002.01.02:',
      'postcode-format',
      '002.01.20:personalUrl',
      '002.01.15',
      '002.01.04:title',
      'must-be-N',
      '002.01.31',
      '002.01.21',
    ],
  },
  { functions: ['002.01.12', '002.01.10'], throws: ['002.01.09', 'personal-url-taken:personalUrl'] },
);

/**
 * The account's top-level fields, one of the page's (field-level validation may name either's), dotted input
 * names (each selects its first segment) and names of no field (selecting nothing).
 */
const FIELDS = [...Object.keys(fieldArbitraries), 'pageTitle', 'fundraiserCustomCode.1', 'csrfToken', ''];

/** Option sets, with fact functions that log their calls. */
const optionSets = fc.record(
  {
    today: fc.constantFrom(undefined, '20261122', '20240229', '20250228', '20250301', '19000101'),
    countries: fc.constantFrom(
      undefined,
      ['GB', 'UK', 'US', 'CA', 'FR', 'DE', 'IE', 'JE', 'ZZ'],
      new Set(['GB', 'US', '44']),
    ),
    ukCountryCodes: fc.constantFrom(undefined, ['GB'], new Set(['GB', 'UK', 'JE'])),
    charities: fc.constantFrom(undefined, ['CH1', 'CH2'], new Set(['CH1', 'c'.repeat(36)])),
    accountExists: fc.constantFrom(undefined, 'never', 'always', 'even'),
    personalUrlTaken: fc.constantFrom(undefined, 'never', 'always', 'even'),
    telephoneExists: fc.constantFrom(undefined, 'never', 'always', 'even'),
    postcodeFormat: fc.constantFrom(undefined, 'never', 'always', 'even'),
    maxIssues: fc.constantFrom(undefined, undefined, undefined, undefined, 1, 3, 8, 13),
    messages: messageSpecs,
    fields: fieldsOf(FIELDS),
    signal: signals,
    strict: fc.constantFrom(undefined, undefined, undefined, true, false),
  },
  { requiredKeys: [] },
);

/** The options of a spec, and the log of the facts asked and the message functions called (in order). */
function withLog(spec) {
  const log = [];
  const options = {};
  for (const [key, value] of Object.entries(spec)) {
    if (value === undefined) continue;
    if (key === 'messages') options.messages = messagesFrom(value, log);
    else if (key === 'fields') options.fields = fieldsFrom(value);
    else if (['accountExists', 'personalUrlTaken', 'telephoneExists', 'postcodeFormat'].includes(key)) {
      options[key] = (...args) => {
        log.push([key, ...args]);
        return answer[value](...args);
      };
    } else options[key] = value;
  }
  return { options, log };
}

/** Part 2: `runs` random bodies under random options; whole results and fact calls must agree. */
export function checkDifferential(runs = 3000, seed = 20261122) {
  fc.assert(
    fc.property(bodies, optionSets, (generated, spec) => {
      const body =
        isRecordLike(generated) && UNREADABLE in generated ? unreadableBodies()[generated[UNREADABLE]] : generated;
      const engineSide = withLog(spec);
      const handSide = withLog(spec);
      const engine = outcome(validateAccount, body, engineSide.options);
      const hand = outcome(validateAccountByHand, body, handSide.options);
      assert.deepStrictEqual(hand, engine);
      // The same facts asked and message functions called, in the same order; past a maxIssues cut, none.
      assert.deepStrictEqual(handSide.log, engineSide.log);
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

/** Part 3: a fact's own failure propagates unchanged from both; a Promise from a sync fact is a TypeError. */
export function checkFactFailures(payloads) {
  const body = payloads[0].body;
  const failure = new Error('database down');
  const cases = [
    {
      accountExists: () => {
        throw failure;
      },
    },
    {
      personalUrlTaken: () => {
        throw 'a string';
      },
    },
    { accountExists: () => Promise.resolve(false) },
    // A lookup list that throws is the caller's failure too (contract section 10.5).
    { countries: new ThrowingSet(['GB']) },
    { countries: ['GB'], ukCountryCodes: new ThrowingSet(['GB']) },
    // Strict facts (contract section 10.4): a result with unchecked rules is a TypeError naming what is missing.
    { strict: true },
    { strict: true, countries: ['GB'], accountExists: () => false },
    { strict: 'yes' },
    // Options the package refuses, in its words: unknown message keys, messages that are no text nor function,
    // fields that are no iterable of strings (a name of no field is none: it selects nothing), a signal that is
    // no AbortSignal; the first problem in key order.
    { messages: { nope: 'x' } },
    { messages: { '002.01.06': 'Nom', '002.01.06:surnames': 'x' } },
    { messages: { 'wrong-type:charitySplits[].customCodes': 'x' } },
    { messages: { '002.01.06:surname': 5 } },
    { messages: { '003.01.04:#3': 'x' } },
    { messages: [] },
    { messages: 'Nom' },
    { messages: null },
    { fields: ['surname', 5] },
    { fields: 'surname' },
    { fields: [5] },
    { fields: new Set(['charitySplits.0', null]) },
    { fields: { surname: true } },
    { signal: {} },
    { signal: null },
    { signal: { aborted: false } },
    { signal: { aborted: false, addEventListener() {}, removeEventListener() {} } },
    { maxIssues: 0, fields: ['x'] },
    { fields: ['x'], maxIssues: 0 },
    { bogus: 1 },
  ];
  checkSameFailures(validateAccount, validateAccountByHand, body, cases);
  // A message function's failure is the caller's: it propagates as it was thrown, from the first issue it is asked of.
  const faulty = { ...body, title: 'Sir', surname: '' };
  checkSameFailures(validateAccount, validateAccountByHand, faulty, [
    {
      messages: {
        '002.01.06': () => {
          throw MESSAGE_FAILURE;
        },
      },
    },
    {
      messages: {
        'wrong-type': () => {
          throw MESSAGE_FAILURE;
        },
        '002.01.04:title': () => ({
          toString() {
            throw 'a string';
          },
        }),
      },
    },
  ]);
}

// ---------------------------------------------------------------------------
// Part 4: every maxIssues cut

/**
 * The same generated bodies and options, checked again at every maxIssues
 * from 1 to the number of issues the body has: where the engine stops (and
 * so which issues, unchecked entries and fact calls it keeps) must not
 * depend on where the cut falls.
 */
export function checkEveryCut(runs = 300, seed = 20261122) {
  fc.assert(
    fc.property(bodies, optionSets, (generated, spec) => {
      const body =
        isRecordLike(generated) && UNREADABLE in generated ? unreadableBodies()[generated[UNREADABLE]] : generated;
      const uncut = { ...spec, maxIssues: undefined };
      const total = outcome(validateAccount, body, withLog(uncut).options).result?.issues.length ?? 0;
      for (let max = 1; max <= total; max++) {
        const engineSide = withLog({ ...uncut, maxIssues: max });
        const handSide = withLog({ ...uncut, maxIssues: max });
        const engine = outcome(validateAccount, body, engineSide.options);
        assert.deepStrictEqual(outcome(validateAccountByHand, body, handSide.options), engine, `maxIssues ${max}`);
        assert.deepStrictEqual(handSide.log, engineSide.log, `maxIssues ${max}: fact calls`);
      }
    }),
    { numRuns: runs, seed },
  );
}

// ---------------------------------------------------------------------------
// Part 5: edges the fuzz rarely reaches

/** A YYYYMMDD text of a day count from 1970-01-01 (UTC, proleptic Gregorian, years 0-9999). */
function dayText(days) {
  const date = new Date(days * 86_400_000);
  const year = String(date.getUTCFullYear()).padStart(4, '0');
  return `${year}${String(date.getUTCMonth() + 1).padStart(2, '0')}${String(date.getUTCDate()).padStart(2, '0')}`;
}

/** Days from 1970-01-01 to a YYYYMMDD text. */
function dayNumber(text) {
  const date = new Date(0);
  date.setUTCFullYear(Number(text.slice(0, 4)), Number(text.slice(4, 6)) - 1, Number(text.slice(6, 8)));
  return Math.round(date.getTime() / 86_400_000);
}

/**
 * Dates of birth around the age bounds (13 and 100 years: born on or before
 * today 13 years back, after today 101 years back) for days that make them
 * hard (29 February, the day after it, year ends, centuries), and postcodes
 * of every shape of letters, digits and spaces up to 9 characters (and the
 * characters just outside the ASCII ranges), under a UK and a non-UK
 * country: whole results must agree.
 */
export function checkEdges(payloads, options) {
  const valid = payloads[0].body;
  const same = (body, given, what) =>
    assert.deepStrictEqual(validateAccountByHand(body, given), validateAccount(body, given), what);
  const todays = [
    '20261122',
    '20240229',
    '20240301',
    '20250228',
    '20250301',
    '20000229',
    '21000301',
    '19000301',
    '20261231',
  ];
  for (const today of todays) {
    const given = { ...options, today };
    const year = Number(today.slice(0, 4));
    const monthDay = today.slice(4);
    for (const back of [12, 13, 14, 100, 101, 102]) {
      const then = String(year - back).padStart(4, '0');
      const centres = [
        `${then}${monthDay === '0229' ? '0228' : monthDay}`,
        `${then}0228`,
        `${then}0301`,
        `${then}1231`,
      ];
      for (const centre of centres) {
        const middle = dayNumber(centre);
        for (let day = middle - 2; day <= middle + 2; day++) {
          const dateOfBirth = dayText(day);
          same({ ...valid, dateOfBirth }, given, `today ${today}, born ${dateOfBirth}`);
          same({ ...valid, dateOfBirth: Number(dateOfBirth) }, given, `today ${today}, born ${dateOfBirth} (a number)`);
        }
      }
    }
    same({ ...valid, dateOfBirth: `${String(year - 13).padStart(4, '0')}0229` }, given, `today ${today}, born 29 Feb`);
  }

  const shapes = [''];
  const postcodes = new Set([
    'GIR 0AA',
    'gir 0aa',
    'Gir 0aA',
    'GIR 0AB',
    'GIS 0AA',
    'FIR 0AA',
    'GIR 1AA',
    'GIR0AA',
    'GI 0AA',
  ]);
  for (let length = 1; length <= 9; length++) {
    for (const shape of shapes.splice(0)) for (const c of 'A1 ') shapes.push(shape + c);
    if (length >= 5) for (const shape of shapes) postcodes.add(shape).add(shape.toLowerCase().replaceAll('a', 'z'));
  }
  const base = 'SW1A 1AA';
  for (let at = 0; at < base.length; at++)
    for (const c of '@[`{/:-\u00c0') postcodes.add(base.slice(0, at) + c + base.slice(at + 1));
  for (const postcode of postcodes) same({ ...valid, postcode }, options, `postcode '${postcode}'`);
  const abroad = { ...options, postcodeFormat: (postcode) => postcode.length % 2 === 0 };
  for (const postcode of ['SW1A 1AA', 'GIR 0AA', '75008', '1234']) {
    same({ ...valid, countryCode: 'FR', postcode }, abroad, `postcode '${postcode}' in FR`);
  }
  // Each field alone, every other absent (002.01.02, whose shortcut a present title settles): as in the valid
  // body, blank, of the wrong type, other text, a number.
  for (const name of Object.keys(fieldArbitraries))
    for (const alone of [valid[name] ?? 'A1', ' ', {}, 'Sir', 7])
      same({ [name]: alone }, options, `${name} alone: ${JSON.stringify(alone)}`);
  checkOptionSequences(validateAccount, validateAccountByHand, optionScenarios(valid));
  // Every message key of the package's rows, on bodies that between them break every account row.
  const abroad2 = {
    ...valid,
    countryCode: 'FR',
    postcode: '75008',
    charityMarketingIndicator: undefined,
    groupMarketingIndicator: 'Y',
    fundraiserCustomCode: ['A1', `${astral}x`.repeat(200)],
    charityResourceId: 'CH9',
    dateOfBirth: '20200101',
  };
  const bodies = [payloads[payloads.length - 1].body, {}, 5, abroad2, { ...abroad2, fundraiserCustomCode: undefined }];
  const facts = { postcodeFormat: () => false, telephoneExists: () => false, accountExists: () => true };
  checkEveryMessageKey(validateAccount, validateAccountByHand, bodies, {
    ...options,
    ...facts,
    personalUrlTaken: () => true,
    charities: ['CH1'],
  });
}

/** A generator of `names`: an iterable that can be read once. */
function* once(...names) {
  yield* names;
}

/**
 * Calls in a row on options objects that change between calls, that are
 * more than the four the memo keeps, that hold iterables read once, or
 * whose options are getters (what is read, and when, is logged).
 */
function optionScenarios(valid) {
  const body = { ...valid, title: 'Sir', surname: 'S'.repeat(51), addressLine1: {}, countryCode: 'FR' };
  return {
    'messages changed in place, the options object reused': (validate, log) => {
      /** @type {Record<string, unknown>} */
      const messages = { '002.01.04': 'A' };
      const options = { today: '20261122', messages };
      const seen = [outcome(validate, body, options)];
      const again = (change) => {
        change();
        seen.push(outcome(validate, body, options));
      };
      again(() => {
        messages['002.01.04'] = 'B {allowed} {max}';
      });
      again(() => {
        messages['002.01.06:surname'] = (issue) => {
          log.push(JSON.stringify(issue));
          return issue.params.length;
        };
      });
      again(() => delete messages['002.01.04']);
      again(() => {
        messages['002.01.04'] = undefined;
      });
      again(() => {
        messages['wrong-type'] = 7; // not text: no params to fill it with, so it is the message as it is
      });
      again(() => {
        messages['002.01.04'] = 5; // not text, with params: filling it fails (an unreadable-input result)
      });
      again(() => {
        messages.nope = 'x'; // a key of no rule, unseen: the object is the one checked
      });
      again(() => {
        options.maxIssues = 2; // a value replaced: checked again, and refused
      });
      return seen;
    },
    'fields from generators, five options objects': (validate) => {
      const objects = Array.from({ length: 5 }, () => ({ today: '20261122', fields: once('title', 'surname') }));
      const seen = objects.map((options) => outcome(validate, body, options));
      // The first was forgotten (four are kept): read again, its generator is spent, so no field is kept.
      for (const index of [1, 0, 4, 1]) seen.push(outcome(validate, body, objects[index]));
      const shared = once('surname');
      seen.push(outcome(validate, body, { fields: shared }), outcome(validate, body, { fields: shared }));
      return seen;
    },
    'a lookup list read once, in two options objects': (validate) => {
      const countries = once('FR', 'GB');
      return [
        outcome(validate, body, { today: '20261122', countries }),
        outcome(validate, body, { today: '20261122', countries, charities: once('CH1') }),
        outcome(validate, { ...body, countryCode: 'DE' }, { countries }),
      ];
    },
    'options read through getters, inherited ones ignored': (validate, log) => {
      const messages = { '002.01.06': 'Nom {length}' };
      const fields = ['surname', 'title'];
      const options = Object.create(
        { maxIssues: 1, bogus: true },
        {
          today: {
            get() {
              log.push('today');
              return '20261122';
            },
            enumerable: true,
          },
          messages: {
            get() {
              log.push('messages');
              return messages;
            },
            enumerable: true,
          },
          fields: {
            get() {
              log.push('fields');
              return fields;
            },
            enumerable: false, // not an own enumerable key: no option given, never read
          },
        },
      );
      const seen = [outcome(validate, body, options), outcome(validate, body, options)];
      let turn = 0;
      const changing = {
        get messages() {
          log.push(`messages ${++turn}`);
          return { '002.01.06': `Nom ${turn}` };
        },
      };
      seen.push(outcome(validate, body, changing), outcome(validate, body, changing));
      seen.push(outcome(validate, body, null), outcome(validate, body, undefined), outcome(validate, body, 'today'));
      return seen;
    },
  };
}

/**
 * Bodies that are hard on the read order: a custom-code list that claims a
 * length no array can have (the engine's TypeError comes when the count is
 * read, right after the list: after a title that throws, before a charity
 * that throws); custom codes whose entries throw, at every cut (the engine
 * reads every entry in its one pass, before any per-code issue, so no cut
 * falls between); lists with holes, one claiming the largest length an
 * array can have, one behind a Proxy that throws inside a run of holes;
 * every operation on a fuzzed body, at every cut (`checkReadLog`); and a
 * getter that calls the validator again while it runs (the inner call must
 * not disturb the outer one).
 */
export function checkReads(payloads, options) {
  const valid = payloads[0].body;
  const claiming = (length) =>
    new Proxy(['A1'], { get: (target, key) => (key === 'length' ? length : Reflect.get(target, key)) });
  for (const length of [-1, 2 ** 33, 'two', 1.5, Number.NaN]) {
    const body = () => ({
      fundraiserCustomCode: claiming(length),
      get title() {
        throw new Error('title cannot be read');
      },
    });
    assert.deepStrictEqual(
      validateAccountByHand(body(), options),
      validateAccount(body(), options),
      `length ${length}`,
    );
    for (const late of [false, true]) {
      const alone = () => {
        const body = { ...valid, fundraiserCustomCode: claiming(length) };
        if (late) Object.defineProperty(body, 'charityResourceId', { get: thrower('charity cannot be read') });
        return body;
      };
      const engine = validateAccount(alone(), options);
      assert.match(validateAccount(alone(), options).issues[0]?.message ?? '', /claims a length no array can have/);
      assert.deepStrictEqual(validateAccountByHand(alone(), options), engine, `length ${length} alone (${late})`);
    }
  }

  // Entries that throw: read in the pass whatever the cut; the cut only decides whether the pass is reached.
  const codeThrows = (index, error) => {
    const codes = ['', 'A1', {}, 'x'.repeat(256), 'B2', 'C3', 'D4'];
    Object.defineProperty(codes, index, {
      get() {
        throw error;
      },
    });
    return codes;
  };
  const faulty = [valid, { ...valid, title: 'Sir' }, { ...valid, title: 'Sir', forename: '', dateOfBirth: 'x' }];
  for (const base of faulty) {
    for (const index of [0, 2, 4, 6]) {
      for (const length of [5, 7]) {
        for (const maxIssues of [undefined, 1, 2, 3, 4, 5, 6]) {
          const body = () => {
            const codes = codeThrows(index, new Error(`code ${index}`));
            codes.length = Math.max(length, index + 1);
            return { ...base, fundraiserCustomCode: codes, charityResourceId: 'CH1' };
          };
          const given = { ...options, maxIssues };
          assert.deepStrictEqual(
            validateAccountByHand(body(), given),
            validateAccount(body(), given),
            `code ${index} throws, ${length} codes, maxIssues ${maxIssues}`,
          );
        }
      }
    }
  }

  // Holes: the work is bounded by the entries that exist; a run of holes is read at its first index only.
  const largest = () => Object.assign([], { 3: 'A1', 9: {}, 4294967290: '' });
  for (const maxIssues of [1, 2, 5, 40]) {
    const body = () => ({ ...valid, fundraiserCustomCode: Object.assign(largest(), { length: 4_294_967_295 }) });
    assert.deepStrictEqual(
      validateAccountByHand(body(), { ...options, maxIssues }),
      validateAccount(body(), { ...options, maxIssues }),
      `a list of length 2^32 - 1, maxIssues ${maxIssues}`,
    );
  }
  for (const at of [1, 4, 6, 7]) {
    for (const maxIssues of [undefined, 1, 2, 3, 8]) {
      // Entries at 0, 5 and 8 (a wrong-typed one at 5); a get trap that throws at index `at` (a hole).
      const body = () => ({
        ...valid,
        fundraiserCustomCode: new Proxy(Object.assign([], { 0: 'A1', 5: [], 8: 'B2' }), {
          get: (target, key) => (key === String(at) ? thrower(`hole ${at}`)() : Reflect.get(target, key)),
        }),
      });
      assert.deepStrictEqual(
        validateAccountByHand(body(), { ...options, maxIssues }),
        validateAccount(body(), { ...options, maxIssues }),
        `a hole at ${at} that throws, maxIssues ${maxIssues}`,
      );
    }
  }
  checkReadLog(300);
  const reentrant = (validate) => ({
    ...valid,
    get surname() {
      validate({ ...valid, title: 'Sir', fundraiserCustomCode: ['', 'A'] }, { ...options, maxIssues: 2 });
      return 'Bloggs';
    },
    fundraiserCustomCode: [
      'A1',
      {
        get code() {
          return validate(valid, options).valid;
        },
      },
    ],
  });
  assert.deepStrictEqual(
    validateAccountByHand(reentrant(validateAccountByHand), options),
    validateAccount(reentrant(validateAccount), options),
    'a getter that calls the validator',
  );
}

const thrower = (message) => () => {
  throw new Error(message);
};

/** Custom-code lists with runs of holes and explicit undefined entries, for the read log. */
const holeyCodes = fc.sparseArray(fc.oneof(fc.constantFrom('A1', 'B2', '', undefined, null), wrong, around(255)), {
  maxLength: 24,
});

/**
 * Every operation the validators make on a fuzzed body (`recorded`: each
 * `get`, `in` and Object.keys on the body, the custom-code list and what is
 * read from them), at every maxIssues cut: the very same operations in the
 * same order, for the operations made for the first time (the engine's
 * per-code rules read the list again after its pass; this validator gives
 * their issues from its own pass), with the same results and fact calls.
 */
export function checkReadLog(runs = 300, seed = 20261122) {
  const readBodies = fc
    .tuple(
      fc.record(fieldArbitraries, { requiredKeys: [] }).map(dropMissing),
      fc.option(holeyCodes, { freq: 2, nil: MISSING }),
    )
    .map(([body, codes]) => (codes === MISSING ? body : { ...body, fundraiserCustomCode: codes }));
  fc.assert(
    fc.property(readBodies, optionSets, (body, spec) => {
      const uncut = { ...spec, maxIssues: undefined };
      const total = outcome(validateAccount, body, withLog(uncut).options).result?.issues.length ?? 0;
      for (let max = 0; max <= total; max++) {
        const at = { ...uncut, maxIssues: max === 0 ? undefined : max };
        const engineSide = withLog(at);
        const handSide = withLog(at);
        const engineRead = recorded(body);
        const handRead = recorded(body);
        const engine = outcome(validateAccount, engineRead.body, engineSide.options);
        assert.deepStrictEqual(
          outcome(validateAccountByHand, handRead.body, handSide.options),
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

/** Every part (the every-cut check on a tenth of the runs: each run checks a body at each cut). */
export function checkEquivalence(payloads, options, runs) {
  checkPayloads(payloads, options);
  checkDifferential(runs);
  checkFactFailures(payloads);
  checkEveryCut(Math.ceil(runs / 10));
  checkEdges(payloads, options);
  checkReads(payloads, options);
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const runs = Number(process.argv[2] ?? 3000);
  const { options, payloads } = await import('./payloads.mjs');
  try {
    checkEquivalence(payloads, options, runs);
  } catch (error) {
    console.error('the hand-written validator is NOT equivalent to validateAccount:\n');
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
  console.log(
    `equivalence: hand-written = validateAccount on ${payloads.length} payloads and ${runs} fuzzed bodies/options`,
  );
}
