/**
 * Soak run (issue 9): feeds every public validator a large number of
 * fast-check-generated inputs and checks the contract on each call, counting
 * failures instead of stopping at the first one.
 *
 * Inputs: arbitrary JSON values and `fc.anything` values; account-, page-
 * and query-shaped objects whose fields hold edge values (empty, white space,
 * long and huge strings, lone surrogates, numbers, booleans, arrays, nested
 * objects, `__proto__` keys through JSON.parse); getters that return a new
 * value on every read or throw any kind of value; Proxies whose traps throw
 * or lie; revoked Proxies; sparse arrays of huge length in the repeating
 * fields. Options: none, or random lists, events (record or function),
 * maxIssues, and fact functions that answer, throw, or (async validators
 * mostly) return Promises that resolve or reject.
 *
 * Per call it checks: (1) no throw / rejection, except exactly the value a
 * fact function of the options threw or rejected with, or a TypeError naming
 * the Promise a sync validator got from a fact; (2) the input is not changed;
 * (3) the result's shape, the maxIssues cap, `valid`, `codes`, the paths, and
 * that only an input that can throw when read gives 'unreadable-input';
 * (4) no sync call over 250 ms (plus 250 ms per million characters of an
 * input that is a string, which a query validator parses whole, in linear
 * time). Unhandled rejections count as failures.
 *
 * Every input is built from a printable recipe, so a failure prints the
 * recipe of its input and options; the same --seed and --runs generate the
 * same inputs again. Each validator runs in a worker thread; a call that
 * runs for HANG_MS is stopped with its worker, counted as a failure, and the
 * soak goes on after it. Progress goes to stderr every 100,000 inputs.
 *
 * Usage: node bench/soak.mjs [--runs N] [--seed S] [--jobs J]
 *   --runs  inputs per validator (default 1000000; --runs 2000 for a trial)
 *   --seed  fast-check seed (default: random, printed)
 *   --jobs  workers at a time (default: the number of cores, at most 7)
 * Exit code 1 when any check failed.
 */
import os from 'node:os';
import { parseArgs, types } from 'node:util';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import fc from 'fast-check';
import {
  accountRules,
  eventListingQueryRules,
  lookupQueryRules,
  pageRules,
  searchQueryRules,
  validateAccount,
  validateAccountAsync,
  validateEventListingQuery,
  validateLookupQuery,
  validatePage,
  validatePageAsync,
  validateSearchQuery,
} from '../dist/src/index.js';

const BATCH = 1000;
const PROGRESS_EVERY = 100_000;
const SLOW_SYNC_MS = 250;
/**
 * More time per million characters of an input that is itself a string (a
 * query string is parsed whole, in linear time; a field's string is only
 * read up to its limit).
 */
const SLOW_MS_PER_MILLION_CHARS = 250;
/** A call still running after this long is stopped with its worker and counted as a hang. */
const HANG_MS = 1000;
/** How often a worker that fails outside any case is started, and the pause in between. */
const FATAL_TRIES = 3;
const FATAL_RETRY_MS = 3000;
const DEFAULT_MAX_ISSUES = 1000;
const FAILURES_SHOWN = 10;
const SLOWEST_SHOWN = 3;
const DESCRIPTION_CHARS = 1500;
const DOCUMENTED_CODE = /^[0-9]{3}\.[0-9]{2}\.[0-9]{2}$/;

// ---------------------------------------------------------------------------
// Recipes: printable descriptions of inputs that build the real (hostile) values

/** What `fc.stringify` shows of a recipe or a plain value. */
const show = (value) => fc.stringify(value);

/** Builds a recipe's value; any other value stands for itself. */
const build = (recipe) => (recipe instanceof Recipe ? recipe.build() : recipe);

/** True when reading the built value may throw (a throwing getter, a Proxy, a revoked Proxy). */
const mayThrowOnRead = (recipe) => recipe instanceof Recipe && recipe.mayThrow;

/** Defines one property of a built object: a getter for a getter recipe, else a plain data property. */
function defineEntry(target, key, recipe) {
  if (recipe instanceof GetterRecipe) {
    Object.defineProperty(target, key, { get: recipe.getter(), enumerable: true, configurable: true });
  } else {
    Object.defineProperty(target, key, { value: build(recipe), enumerable: true, writable: true, configurable: true });
  }
}

/** The targets of the Proxies built, so that the mutation check can look at them without traps. */
const proxyTargets = new WeakMap();

class Recipe {
  /** @returns {unknown} the value the recipe describes */
  build() {
    throw new Error('a recipe builds its own value');
  }
  get mayThrow() {
    return false;
  }
}

/** `unit.repeat(times)`: long and huge strings, kept short in the recipe. */
class Repeat extends Recipe {
  constructor(unit, times) {
    super();
    this.unit = unit;
    this.times = times;
  }
  build() {
    return this.unit.repeat(this.times);
  }
  [fc.toStringMethod]() {
    return `${show(this.unit)}.repeat(${this.times})`;
  }
}

/** A JSON text parsed at build time: `__proto__` keys become own properties. */
class JsonText extends Recipe {
  constructor(text) {
    super();
    this.text = text;
  }
  build() {
    return JSON.parse(this.text);
  }
  [fc.toStringMethod]() {
    return `JSON.parse(${show(this.text)})`;
  }
}

/** An object of the given entries, each defined as an own property (getters included). */
class ObjectRecipe extends Recipe {
  constructor(entries) {
    super();
    this.entries = entries;
  }
  build() {
    const object = {};
    for (const [key, recipe] of this.entries) defineEntry(object, key, recipe);
    return object;
  }
  get mayThrow() {
    return this.entries.some(([, recipe]) => mayThrowOnRead(recipe));
  }
  [fc.toStringMethod]() {
    return `{${this.entries.map(([key, recipe]) => `${show(key)}: ${show(recipe)}`).join(', ')}}`;
  }
}

/**
 * An array of `length` with entries only at the given indices (holes
 * elsewhere). `[]` given `length = 1e7` at once gets an 80 MB backing store
 * from V8 (260 ms to build, then garbage collection inside the timed calls);
 * growing it to the largest length first makes it a dictionary, the same
 * array to JavaScript, built in microseconds.
 */
class SparseArray extends Recipe {
  constructor(length, entries) {
    super();
    this.length = length;
    this.entries = entries;
  }
  build() {
    const array = [];
    array.length = 2 ** 32 - 1;
    array.length = this.length;
    for (const [index, recipe] of this.entries) defineEntry(array, index, recipe);
    return array;
  }
  get mayThrow() {
    return this.entries.some(([, recipe]) => mayThrowOnRead(recipe));
  }
  [fc.toStringMethod]() {
    const entries = this.entries.map(([index, recipe]) => `${index}: ${show(recipe)}`).join(', ');
    return `sparse(length ${this.length}, {${entries}})`;
  }
}

/** A dense array; its entries may be getters. */
class ArrayRecipe extends Recipe {
  constructor(items) {
    super();
    this.items = items;
  }
  build() {
    const array = [];
    for (const [index, item] of this.items.entries()) defineEntry(array, index, item);
    return array;
  }
  get mayThrow() {
    return this.items.some(mayThrowOnRead);
  }
  [fc.toStringMethod]() {
    return `[${this.items.map(show).join(', ')}]`;
  }
}

/** A property read through a getter; only an entry of an object or array. */
class GetterRecipe extends Recipe {
  /** @returns {() => unknown} the getter to define */
  getter() {
    throw new Error('a getter recipe makes its own getter');
  }
}

/** A getter that returns the next of its values on every read. */
class ChangingGetter extends GetterRecipe {
  constructor(values) {
    super();
    this.values = values;
  }
  getter() {
    const values = this.values.map(build);
    let reads = 0;
    return () => values[reads++ % values.length];
  }
  get mayThrow() {
    return this.values.some(mayThrowOnRead);
  }
  [fc.toStringMethod]() {
    return `get(changing: ${this.values.map(show).join(' | ')})`;
  }
}

/** A getter that throws a thrown-value recipe's value. */
class ThrowingGetter extends GetterRecipe {
  constructor(thrown) {
    super();
    this.thrown = thrown;
  }
  getter() {
    return () => {
      throw this.thrown.build();
    };
  }
  get mayThrow() {
    return true;
  }
  [fc.toStringMethod]() {
    return `get(throws ${show(this.thrown)})`;
  }
}

const PROTOTYPES = { null: null, 'Array.prototype': Array.prototype, 'Object.prototype': Object.prototype };

/** What each trap answers when it lies (whatever the target says). */
const LYING_TRAPS = {
  get: (lie) => () => lie,
  has: (lie) => () => lie,
  ownKeys: (lie) => () => lie,
  getOwnPropertyDescriptor: (lie) => () => ({ value: lie, writable: true, enumerable: true, configurable: true }),
  getPrototypeOf: (lie) => () => PROTOTYPES[lie],
};

/** A Proxy over a target with one trap that throws (when `thrown` is given) or lies. */
class TrapProxy extends Recipe {
  constructor(target, trap, thrown, lie) {
    super();
    this.target = target;
    this.trap = trap;
    this.thrown = thrown;
    this.lie = lie;
  }
  build() {
    const target = build(this.target);
    const { thrown } = this;
    const trap =
      thrown === undefined
        ? LYING_TRAPS[this.trap](build(this.lie))
        : () => {
            throw thrown.build();
          };
    const proxy = new Proxy(target, { [this.trap]: trap });
    proxyTargets.set(proxy, target);
    return proxy;
  }
  get mayThrow() {
    return true;
  }
  [fc.toStringMethod]() {
    const behaviour = this.thrown === undefined ? `lies ${show(this.lie)}` : `throws ${show(this.thrown)}`;
    return `proxy(${this.trap} ${behaviour}, over ${show(this.target)})`;
  }
}

/** A revoked Proxy: every read throws a TypeError. */
class RevokedProxy extends Recipe {
  constructor(target) {
    super();
    this.target = target;
  }
  build() {
    const target = build(this.target);
    const { proxy, revoke } = Proxy.revocable(target, {});
    revoke();
    proxyTargets.set(proxy, target);
    return proxy;
  }
  get mayThrow() {
    return true;
  }
  [fc.toStringMethod]() {
    return `revoked(${show(this.target)})`;
  }
}

/** Values of every kind to throw, among them values that cannot be shown. */
const THROWN_KINDS = {
  Error: () => new Error('thrown by the soak'),
  TypeError: () => new TypeError('thrown by the soak'),
  string: () => 'thrown by the soak',
  number: () => 42,
  undefined: () => undefined,
  null: () => null,
  symbol: () => Symbol('thrown by the soak'),
  'null-prototype object': () => Object.create(null),
  'object whose toString throws': () => ({
    toString() {
      throw new Error('toString');
    },
    valueOf() {
      throw new Error('valueOf');
    },
  }),
  'Error whose message getter throws': () =>
    Object.defineProperty(new Error(), 'message', {
      get() {
        throw new Error('message');
      },
    }),
  'revoked Proxy': () => build(new RevokedProxy({})),
  'Proxy whose getPrototypeOf throws': () =>
    new Proxy(
      {},
      {
        getPrototypeOf() {
          throw new Error('getPrototypeOf');
        },
      },
    ),
};

/** A value to throw, built fresh each time. */
class Thrown extends Recipe {
  constructor(kind) {
    super();
    this.kind = kind;
  }
  build() {
    return THROWN_KINDS[this.kind]();
  }
  [fc.toStringMethod]() {
    return `thrown(${this.kind})`;
  }
}

// ---------------------------------------------------------------------------
// Arbitraries of input recipes

const thrownArb = fc.constantFrom(...Object.keys(THROWN_KINDS)).map((kind) => new Thrown(kind));

/** Lengths around the Varchar limits, and huge ones (rarer: each costs milliseconds to build and to check). */
const repeatTimesArb = fc.oneof(
  { weight: 40, arbitrary: fc.constantFrom(2, 20, 21, 24, 25, 36, 37, 45, 46, 50, 51, 255, 256, 1000) },
  { weight: 1, arbitrary: fc.constantFrom(65_536, 1_048_576) },
);
const repeatArb = fc
  .tuple(fc.constantFrom('a', '9', ' ', '\uD800', '\uDC00', '😀', 'é', '\u0000'), repeatTimesArb)
  .map(([unit, times]) => new Repeat(unit, times));

/**
 * Any code point, lone surrogates included, as a string: ASCII, surrogate
 * halves and the whole range alike (`unit: 'binary'` would cost 1.4 s of
 * set-up in every worker).
 */
const codePointArb = fc
  .oneof(
    fc.integer({ min: 0, max: 0x7f }),
    fc.integer({ min: 0xd800, max: 0xdfff }),
    fc.integer({ min: 0, max: 0x10ffff }),
  )
  .map((codePoint) => String.fromCodePoint(codePoint));

const edgeStringArb = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    '\t\n\r',
    '\u00A0',
    '\u2028',
    '\uFEFF',
    '\u3000',
    '\uD800',
    'a\uDBFF',
    '\uDC00z',
    '\uD83D\uDE00',
    'null',
    '0',
    '-0',
    '1e3',
    '1.50',
    '0x1F',
    ' 7 ',
    'NaN',
    'Infinity',
    '__proto__',
    'constructor',
    'toString',
    'Y',
    'N',
  ),
  fc.string({ maxLength: 12 }),
  fc.string({ unit: codePointArb, maxLength: 8 }),
  repeatArb,
);

const edgeNumberArb = fc.oneof(
  fc.constantFrom(0, -0, 1, -1, 0.5, 1.005, 36, 37, 100, 101, NaN, Infinity, -Infinity, 1e21, 2 ** 53 + 2, 5e-324),
  fc.integer(),
  fc.double(),
);

/** JSON texts whose `__proto__` keys JSON.parse makes own properties. */
const protoJsonArb = fc
  .constantFrom(
    '{"__proto__":{"title":"Mr","pageTitle":"x"}}',
    '{"__proto__":null}',
    '{"__proto__":[],"charityResourceId":"C1","charitySplitPercent":100}',
    '{"__proto__":"x","surname":"Smith","api_key":"K"}',
    '[{"__proto__":{"charityResourceId":"C1"}}]',
    '{"constructor":{"prototype":{"title":"Mr"}},"__proto__":{"__proto__":{}}}',
  )
  .map((text) => new JsonText(text));

const ANYTHING = {
  withBoxedValues: true,
  withMap: true,
  withSet: true,
  withNullPrototype: true,
  withSparseArray: true,
  withTypedArray: true,
  withDate: true,
  withBigInt: true,
  withObjectString: true,
};

/** Edge values of any type; containers only while `depth` lasts. */
function edgeValueArb(depth) {
  const leaves = [edgeStringArb, edgeNumberArb, fc.constantFrom(true, false, null, undefined)];
  if (depth === 0) return fc.oneof(...leaves);
  const inner = edgeValueArb(depth - 1);
  return fc.oneof(
    ...leaves,
    fc.array(inner, { maxLength: 4 }).map((items) => new ArrayRecipe(items)),
    fc.array(fc.tuple(fc.string({ maxLength: 6 }), inner), { maxLength: 4 }).map((e) => new ObjectRecipe(e)),
    protoJsonArb,
    fc.jsonValue({ maxDepth: 2 }),
    fc.anything({ ...ANYTHING, maxDepth: 1 }),
  );
}

/** A Proxy that throws or lies, or a revoked Proxy, over an object recipe. */
function hostileWrapperArb(targetArb) {
  const lieArbs = {
    get: edgeValueArb(1),
    has: fc.boolean(),
    ownKeys: fc.array(fc.constantFrom('title', 'surname', 'pageTitle', 'charitySplits', 'length', '0'), {
      maxLength: 5,
    }),
    getOwnPropertyDescriptor: edgeValueArb(1),
    getPrototypeOf: fc.constantFrom(...Object.keys(PROTOTYPES)),
  };
  const trapArb = fc.constantFrom(...Object.keys(lieArbs));
  const throwingArb = fc
    .tuple(targetArb, trapArb, thrownArb)
    .map(([target, trap, thrown]) => new TrapProxy(target, trap, thrown));
  const lyingArb = trapArb.chain((trap) =>
    fc.tuple(targetArb, lieArbs[trap]).map(([target, lie]) => new TrapProxy(target, trap, undefined, lie)),
  );
  return fc.oneof(
    throwingArb,
    lyingArb,
    targetArb.map((target) => new RevokedProxy(target)),
  );
}

/** Getters (changing or throwing), Proxies and revoked Proxies in a field's place. */
function hostileEntryArb(plainArb) {
  return fc.oneof(
    fc.array(plainArb, { minLength: 1, maxLength: 3 }).map((values) => new ChangingGetter(values)),
    thrownArb.map((thrown) => new ThrowingGetter(thrown)),
    hostileWrapperArb(
      fc.oneof(
        fc.constant(new ObjectRecipe([])),
        plainArb.map((v) => new ArrayRecipe([v])),
      ),
    ),
  );
}

/** A field's value: mostly plausible, else an edge value, and hostile values when `hostile`. */
function fieldArb(plausible, hostile) {
  const plain = fc.oneof(
    { weight: 6, arbitrary: fc.constantFrom(...plausible) },
    { weight: 3, arbitrary: edgeValueArb(2) },
  );
  return hostile ? fc.oneof({ weight: 4, arbitrary: plain }, { weight: 1, arbitrary: hostileEntryArb(plain) }) : plain;
}

const SPARSE_LENGTHS = [1, 6, 1000, 10_000_000, 2 ** 32 - 1];

/** A sparse array of a huge (or small) length with up to 3 entries, near the start or at the end. */
function sparseArb(entryArb) {
  const indexArb = fc.oneof(fc.nat(9), fc.constant('last'));
  return fc.tuple(fc.constantFrom(...SPARSE_LENGTHS), fc.array(fc.tuple(indexArb, entryArb), { maxLength: 3 })).map(
    ([length, entries]) =>
      new SparseArray(
        length,
        entries.map(([index, entry]) => [index === 'last' ? length - 1 : Math.min(index, length - 1), entry]),
      ),
  );
}

/** A repeating field: one value, a list, a sparse list, or (hostile) a Proxy over a list. */
function repeatingArb(entryArb, hostile) {
  const list = fc.array(entryArb, { maxLength: 6 }).map((items) => new ArrayRecipe(items));
  const shapes = [entryArb, list, sparseArb(entryArb)];
  if (hostile) shapes.push(hostileWrapperArb(list));
  return fc.oneof(...shapes);
}

/** An object of the given field arbitraries: some fields, or all of them, sometimes with stray keys. */
function shapedArb(fieldArbs) {
  const stray = fc.array(fc.tuple(fc.constantFrom('__proto__', 'constructor', 'extra', 'TITLE'), edgeValueArb(1)), {
    maxLength: 2,
  });
  return fc
    .tuple(fc.oneof(fc.record(fieldArbs, { requiredKeys: [] }), fc.record(fieldArbs)), stray)
    .map(([fields, strays]) => new ObjectRecipe([...Object.entries(fields), ...strays]));
}

/** Field arbitraries from plausible values per field. */
function fieldArbs(plausibleByField, hostile) {
  return Object.fromEntries(
    Object.entries(plausibleByField).map(([field, plausible]) => [field, fieldArb(plausible, hostile)]),
  );
}

const CHARITIES = ['C1', 'C2', 'C3'];
const EVENT_IDS = ['E1', 'E2', 'E3', '__proto__', 'constructor'];
const MARKETING = ['N', 'Y', 'n'];

const ACCOUNT_VALUES = {
  title: ['Mr', 'Mrs', 'Ms', 'Miss', 'Dr', 'Prof', 'Sir'],
  forename: ['Ann', 'Zoë'],
  surname: ['Smith', "O'Neil"],
  addressLine1: ['1 High Street'],
  addressLine2: ['Flat 2'],
  townCity: ['London'],
  countyState: ['Surrey', 'CA'],
  postcode: ['SW1A 1AA', 'sw1a1aa', '90210', 'K1A 0B1', '12345-6789'],
  countryCode: ['GB', 'UK', 'US', 'CA', 'FR', 'ZZ', 'gb'],
  preferredTelephone: ['02071234567', '+442071234567', '2025550123', '123', '00000000000000000'],
  emailAddress: ['ann@example.co.uk', 'a@b', 'ann@@example.com'],
  personalUrl: ['annsmith', 'ann-smith', 'ann smith'],
  termsAndConditionsAccepted: ['Y', 'N'],
  charityMarketingIndicator: MARKETING,
  allCharityMarketingIndicator: MARKETING,
  groupMarketingIndicator: MARKETING,
  serviceMarketingIndicator: MARKETING,
  dateOfBirth: ['19900101', '20000229', '19000229', '20200101', '18991231'],
  charityResourceId: [...CHARITIES, 'C9'],
};

const CUSTOM_CODES = ['CODE1', 'X', ''];

const PAGE_VALUES = {
  pageTitle: ['My page', 'x'.repeat(45), 'x'.repeat(46)],
  eventResourceId: [...EVENT_IDS, 'E404', 'toString', ' E1 '],
  fundraisingDate: ['20261225', '20250101', '20261122', '20270229', '20280229'],
  teamPageIndicator: ['Y', 'N', 'y'],
  teamName: ['Team A'],
  teamUrl: ['team-a', 'team a'],
  activityCode: ['001', '039', '040'],
  activityDescription: ['Running'],
  charityContributionIndicator: ['Y', 'N'],
  postEventFundraisingInterval: [0, 3, '36', 37, '1.5'],
  fundraisingTarget: ['100.00', 100, '0', '-1', '1.234', '99999999999999999.99'],
};

const SPLIT_VALUES = {
  charityResourceId: [...CHARITIES, 'C9'],
  charitySplitPercent: [0, 20, 25, 50, 100, '50', 33.3, 101, -1],
};

const QUERY_VALUES = {
  surname: ['Smith', 'Sm'],
  forename: ['Ann'],
  api_key: ['KEY', 'K'.repeat(25)],
  eventResourceId: ['E1'],
  sortOrder: ['A', 'D', 'X'],
  sortField: ['donationTotalNet', 'offlineAmount', 'bogus'],
  numRecords: ['20', '0', '101', 20, '1.5'],
  startRecordNum: ['0', '1', '99999999999999999999', '123456789012345678901'],
};

const QUERY_FRAGMENTS = [
  'surname=Smith',
  'surname=Sm',
  'forename=',
  'api_key=KEY',
  `api_key=${'K'.repeat(25)}`,
  'numRecords=101',
  'sortOrder=A',
  'sortField=offlineAmount',
  'startRecordNum=1.5',
  '__proto__=1',
  'constructor=x',
  'https://api.example/events/v1/account/E1/categorisedpages.json',
  '/account/%E0%A4%A/categorisedpages',
  '&',
  '=',
  '?',
  '#frag',
  '%',
  '%F0%9F%98%80',
  '+',
  ' ',
  '\uD800',
];

/** Every kind of top-level input around a family's shaped objects. */
function inputArb(shaped, hostileShaped) {
  return fc.oneof(
    { weight: 4, arbitrary: shaped },
    { weight: 2, arbitrary: hostileShaped },
    { weight: 1, arbitrary: fc.jsonValue() },
    { weight: 1, arbitrary: fc.anything(ANYTHING) },
    { weight: 1, arbitrary: protoJsonArb },
    { weight: 1, arbitrary: hostileWrapperArb(shaped) },
  );
}

function accountInputArb() {
  const shaped = (hostile) => {
    const fields = fieldArbs(ACCOUNT_VALUES, hostile);
    fields.fundraiserCustomCode = repeatingArb(fieldArb(CUSTOM_CODES, hostile), hostile);
    return shapedArb(fields);
  };
  return inputArb(shaped(false), shaped(true));
}

function pageInputArb() {
  const shaped = (hostile) => {
    const splitFields = fieldArbs(SPLIT_VALUES, hostile);
    splitFields.customCodes = repeatingArb(fieldArb(CUSTOM_CODES, hostile), hostile);
    const split = fc.oneof({ weight: 4, arbitrary: shapedArb(splitFields) }, edgeValueArb(1));
    const fields = fieldArbs(PAGE_VALUES, hostile);
    fields.charitySplits = repeatingArb(split, hostile);
    return shapedArb(fields);
  };
  return inputArb(shaped(false), shaped(true));
}

function queryInputArb() {
  const queryString = fc.array(fc.constantFrom(...QUERY_FRAGMENTS), { maxLength: 12 }).map((parts) => parts.join(''));
  return fc.oneof(
    {
      weight: 3,
      arbitrary: inputArb(shapedArb(fieldArbs(QUERY_VALUES, false)), shapedArb(fieldArbs(QUERY_VALUES, true))),
    },
    { weight: 2, arbitrary: queryString },
    { weight: 1, arbitrary: edgeStringArb },
  );
}

// ---------------------------------------------------------------------------
// Options: lists, events, maxIssues and fact functions, built per call with a ledger of what the facts did

/** How one call of a fact function behaves. */
function behaviourArb(async) {
  const answers = fc.boolean().map((answer) => ({ answer }));
  const promised = fc.boolean().map((answer) => ({ answer, promise: true }));
  const throws = thrownArb.map((thrown) => ({ throws: thrown }));
  const rejects = thrownArb.map((thrown) => ({ rejects: thrown }));
  const promiseWeight = async ? 4 : 1;
  return fc.oneof(
    { weight: 8, arbitrary: answers },
    { weight: 1, arbitrary: throws },
    { weight: promiseWeight, arbitrary: promised },
    { weight: promiseWeight, arbitrary: rejects },
  );
}

const eventInfoArb = fc.record(
  {
    status: fc.constantFrom('published', 'unpublished', 'expired', 'closed'),
    feeRequired: fc.boolean(),
    placesLeft: fc.integer({ min: -1, max: 3 }),
    allowedCharities: fc.subarray(CHARITIES),
    maxCharities: fc.integer({ min: 0, max: 5 }),
    charitySplits: fc.array(
      fc.record({
        charityResourceId: fc.constantFrom(...CHARITIES),
        charitySplitPercent: fc.constantFrom(0, 25, 50, 100),
      }),
      { maxLength: 4 },
    ),
  },
  { requiredKeys: [] },
);

function eventsArb(async) {
  const infos = fc.array(fc.tuple(fc.constantFrom(...EVENT_IDS), eventInfoArb), { maxLength: 4 });
  return fc.oneof(
    infos.map((known) => ({ as: 'record', known })),
    fc
      .tuple(infos, fc.array(behaviourArb(async), { minLength: 1, maxLength: 3 }))
      .map(([known, behaviours]) => ({ as: 'function', known, behaviours })),
  );
}

const YEAR_MS = 365.25 * 24 * 3600 * 1000;
const todayArb = fc
  .integer({ min: Math.round(30 * YEAR_MS), max: Math.round(70 * YEAR_MS) })
  .map((ms) => new Date(ms).toISOString().slice(0, 10).replaceAll('-', ''));

function optionsArb(async) {
  const facts = fc.array(behaviourArb(async), { minLength: 1, maxLength: 3 });
  return fc.record(
    {
      today: todayArb,
      countries: fc.subarray(['GB', 'UK', 'US', 'CA', 'FR', 'IE']),
      activities: fc.subarray(['001', '039']),
      charities: fc.subarray(CHARITIES),
      events: eventsArb(async),
      accountExists: facts,
      personalUrlTaken: facts,
      teamUrlTaken: facts,
      telephoneExists: facts,
      maxIssues: fc.integer({ min: 1, max: 50 }),
    },
    { requiredKeys: [] },
  );
}

/** An input recipe with an options recipe, or no options. */
const caseArb = (inputs, async) =>
  fc.record({ input: inputs, options: fc.option(optionsArb(async), { nil: undefined, freq: 5 }) });

/** What the fact functions of one call did: the values they threw or rejected with, and whether any gave a Promise. */
const newLedger = () => ({ failures: new Set(), promised: false });

/** A fact function that behaves as its behaviours say, in turn, recording its failures in the ledger. */
function factFunction(behaviours, answer, ledger) {
  let calls = 0;
  return (...args) => {
    const behaviour = behaviours[calls++ % behaviours.length];
    if (behaviour.throws !== undefined) {
      const thrown = behaviour.throws.build();
      ledger.failures.add(thrown);
      throw thrown;
    }
    if (behaviour.rejects !== undefined) {
      const thrown = behaviour.rejects.build();
      ledger.failures.add(thrown);
      ledger.promised = true;
      return Promise.reject(thrown);
    }
    const value = answer(behaviour, args);
    if (behaviour.promise !== true) return value;
    ledger.promised = true;
    return Promise.resolve(value);
  };
}

/** A record of EventInfo by ID (`__proto__` as an own key), or a lookup function. */
function buildEvents(recipe, ledger) {
  if (recipe.as === 'record') {
    const record = {};
    for (const [id, info] of recipe.known) defineEntry(record, id, info);
    return record;
  }
  const lookup = (_behaviour, [id]) => recipe.known.find(([known]) => known === id)?.[1];
  return factFunction(recipe.behaviours, lookup, ledger);
}

const QUESTION_FACTS = ['accountExists', 'personalUrlTaken', 'teamUrlTaken', 'telephoneExists'];
const PLAIN_OPTIONS = ['today', 'countries', 'activities', 'charities', 'maxIssues'];

function buildOptions(recipe, ledger) {
  if (recipe === undefined) return undefined;
  const options = {};
  for (const name of PLAIN_OPTIONS) if (recipe[name] !== undefined) options[name] = recipe[name];
  for (const name of QUESTION_FACTS) {
    if (recipe[name] !== undefined) options[name] = factFunction(recipe[name], (behaviour) => behaviour.answer, ledger);
  }
  if (recipe.events !== undefined) options.events = buildEvents(recipe.events, ledger);
  return options;
}

// ---------------------------------------------------------------------------
// Checks

/**
 * The state of a value as a flat list of tokens, compared with Object.is:
 * every own property's key, attributes and value (getters by identity, never
 * called), prototypes and extensibility; a Proxy by identity, and its target.
 */
function snapshot(value) {
  const tokens = [];
  const seen = new Set();
  const walk = (current) => {
    if ((typeof current !== 'object' && typeof current !== 'function') || current === null || seen.has(current)) {
      tokens.push(current);
      return;
    }
    seen.add(current);
    tokens.push(current);
    if (types.isProxy(current)) {
      walk(proxyTargets.get(current));
      return;
    }
    tokens.push(Object.getPrototypeOf(current), Object.isExtensible(current));
    for (const key of Reflect.ownKeys(current)) {
      const {
        value: own,
        get,
        set,
        enumerable,
        writable,
        configurable,
      } = /** @type {PropertyDescriptor} */ (Reflect.getOwnPropertyDescriptor(current, key));
      tokens.push(key, get, set, enumerable, writable, configurable);
      walk(own);
    }
  };
  walk(value);
  return tokens;
}

function mutationProblems(before, after) {
  if (before.length !== after.length) return [`the input was changed (${before.length} → ${after.length} tokens)`];
  const index = before.findIndex((token, at) => !Object.is(token, after[at]));
  return index === -1
    ? []
    : [`the input was changed at token ${index}: ${safeText(before[index])} → ${safeText(after[index])}`];
}

/** A value as text, whatever it is; an Error with its stack. */
function safeText(value) {
  try {
    if (value instanceof Error && typeof value.stack === 'string') return value.stack.split('\n', 4).join(' | ');
    return typeof value === 'string' ? JSON.stringify(value.slice(0, 200)) : String(value);
  } catch {
    return 'a value that cannot be shown';
  }
}

const isRecord = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);
const isPathStep = (step) => typeof step === 'string' || (Number.isInteger(step) && step >= 0);

/** What is wrong with one issue of a result, if anything. */
function issueProblem(issue, knownCodes) {
  if (!isRecord(issue)) return 'an issue is not an object';
  if (typeof issue.code !== 'string' || !knownCodes.has(issue.code))
    return `unknown issue code ${safeText(issue.code)}`;
  if (issue.documented !== DOCUMENTED_CODE.test(issue.code))
    return `issue ${issue.code} has documented ${issue.documented}`;
  if (issue.severity !== 'error' && issue.severity !== 'warning')
    return `issue ${issue.code} has severity ${safeText(issue.severity)}`;
  if (typeof issue.parameter !== 'string' || typeof issue.message !== 'string')
    return `issue ${issue.code}: parameter or message not a string`;
  if (!Array.isArray(issue.path) || !issue.path.every(isPathStep))
    return `issue ${issue.code}: path is not a list of strings and indices`;
  return undefined;
}

/** What is wrong with a result's shape and consistency. */
function resultProblems(result, maxIssues, knownCodes, mayThrow) {
  if (!isRecord(result)) return ['the result is not an object'];
  const { valid, issues, codes, unchecked, truncated } = result;
  if (typeof valid !== 'boolean' || typeof truncated !== 'boolean') return ['valid or truncated is not a boolean'];
  if (!Array.isArray(issues) || !Array.isArray(codes) || !Array.isArray(unchecked))
    return ['issues, codes or unchecked is not an array'];
  const problems = [];
  if (issues.length > maxIssues) problems.push(`${issues.length} issues, more than maxIssues ${maxIssues}`);
  if (truncated && issues.length !== maxIssues) problems.push(`truncated with ${issues.length} of ${maxIssues} issues`);
  const issueProblems = issues
    .map((issue) => issueProblem(issue, knownCodes))
    .filter((problem) => problem !== undefined);
  if (issueProblems.length > 0) return [...problems, ...issueProblems.slice(0, 3)];
  if (valid !== !issues.some((issue) => issue.severity === 'error'))
    problems.push(`valid is ${valid} against the severities`);
  const documented = [...new Set(issues.filter((issue) => issue.documented).map((issue) => issue.code))];
  if (codes.length !== documented.length || codes.some((code, index) => code !== documented[index])) {
    problems.push(`codes ${safeText(codes)} are not the unique documented codes ${documented} of the issues`);
  }
  const badUnchecked = unchecked.some(
    (entry) => !isRecord(entry) || ['code', 'parameter', 'needs'].some((key) => typeof entry[key] !== 'string'),
  );
  if (badUnchecked) problems.push('an unchecked entry is not {code, parameter, needs} strings');
  const unreadable = issues.some((issue) => issue.code === 'unreadable-input');
  if (unreadable && !mayThrow) problems.push('unreadable-input for an input that cannot throw when read');
  if (unreadable && issues.length !== 1) problems.push('unreadable-input beside other issues');
  return problems;
}

/** True when a validator's error is the caller's own: a fact's failure, or a sync validator refusing a fact's Promise. */
function isFactError(validator, error, ledger) {
  if (ledger.failures.has(error)) return true;
  return !validator.async && ledger.promised && error instanceof TypeError && error.message.includes('Promise');
}

/** The problems of one call's outcome: an error that is not a fact's, or a result despite a fact's failure, or a wrong result. */
function outcomeProblems(validator, outcome, ledger, kase) {
  if (outcome.threwSync) return [`the async validator threw synchronously: ${safeText(outcome.error)}`];
  if ('error' in outcome) {
    return isFactError(validator, outcome.error, ledger)
      ? []
      : [`${validator.async ? 'rejected' : 'threw'}: ${safeText(outcome.error)}`];
  }
  if (ledger.failures.size > 0) return ['a fact function failed, yet the validator returned a result'];
  if (!validator.async && ledger.promised)
    return ['a fact function returned a Promise, yet the sync validator returned'];
  const maxIssues = kase.options?.maxIssues ?? DEFAULT_MAX_ISSUES;
  return resultProblems(outcome.result, maxIssues, validator.knownCodes, mayThrowOnRead(kase.input));
}

// ---------------------------------------------------------------------------
// The validators under test

/** @type {[string, (input: unknown, options?: any) => unknown, boolean, () => fc.Arbitrary<unknown>, import('fundraising-rules').RuleTable][]} */
const VALIDATORS = [
  ['validateAccount', validateAccount, false, accountInputArb, accountRules],
  ['validateAccountAsync', validateAccountAsync, true, accountInputArb, accountRules],
  ['validatePage', validatePage, false, pageInputArb, pageRules],
  ['validatePageAsync', validatePageAsync, true, pageInputArb, pageRules],
  ['validateSearchQuery', validateSearchQuery, false, queryInputArb, searchQueryRules],
  ['validateEventListingQuery', validateEventListingQuery, false, queryInputArb, eventListingQueryRules],
  ['validateLookupQuery', validateLookupQuery, false, queryInputArb, lookupQueryRules],
];

/** A validator by name, with the arbitrary of its cases and the codes its table may give. */
function validatorNamed(name) {
  const position = VALIDATORS.findIndex(([candidate]) => candidate === name);
  const [, run, async, inputArb, table] = VALIDATORS[position];
  return {
    name,
    position,
    run,
    async,
    cases: caseArb(inputArb(), async),
    knownCodes: new Set([...table.map((rule) => rule.code), 'unreadable-input']),
  };
}

/** The seed of one batch of one validator: fixed by --seed, different for every batch. */
const batchSeed = (seed, validator, batch) => (seed + validator.position * 1_000_003 + batch * 7_919) | 0;

/** Case `index` of a validator, generated again (fast-check samples of one seed share their prefix). */
function caseAt(validator, seed, index) {
  const batch = Math.floor(index / BATCH);
  const within = index - batch * BATCH;
  return fc.sample(validator.cases, { numRuns: within + 1, seed: batchSeed(seed, validator, batch) })[within];
}

const truncate = (text) =>
  text.length > DESCRIPTION_CHARS ? `${text.slice(0, DESCRIPTION_CHARS)}… (${text.length} chars)` : text;

function describeCase(validator, index, kase) {
  const options = kase.options === undefined ? 'none' : show(kase.options);
  return truncate(`${validator.name} input #${index}: input ${show(kase.input)}; options ${options}`);
}

// ---------------------------------------------------------------------------
// Statistics, shared: a worker writes them, the main thread reads them, even
// after it stopped a worker whose call hung

/** `index`: the case being run (while `startedAt` is not 0), else the next case to run. */
const SLOT = { index: 0, startedAt: 1, runs: 2, failures: 3, factThrows: 4, totalMs: 5, maxMs: 6 };
const HISTOGRAM_START = 7;
/** Log-scale buckets of call times, about 2% wide, up to 2^40 µs: a p99 in flat memory. */
const STEPS_PER_DOUBLING = 32;
const BUCKETS = 40 * STEPS_PER_DOUBLING;

const newSharedStats = () => new Float64Array(new SharedArrayBuffer((HISTOGRAM_START + BUCKETS) * 8));

function recordTime(stats, ms) {
  const bucket = Math.floor(Math.log2(ms * 1000) * STEPS_PER_DOUBLING);
  stats[HISTOGRAM_START + Math.min(BUCKETS - 1, Math.max(0, bucket))]++;
  stats[SLOT.runs]++;
  stats[SLOT.totalMs] += ms;
  if (ms > stats[SLOT.maxMs]) stats[SLOT.maxMs] = ms;
}

/** The upper edge of the bucket that holds the given quantile of the call times, in µs. */
function quantileMicros(stats, quantile) {
  let seen = 0;
  for (let bucket = 0; bucket < BUCKETS; bucket++) {
    seen += stats[HISTOGRAM_START + bucket];
    if (seen >= quantile * stats[SLOT.runs]) return 2 ** ((bucket + 1) / STEPS_PER_DOUBLING);
  }
  return 0;
}

/** The slowest calls first, one per input, at most SLOWEST_SHOWN. */
const slowestOf = (entries) =>
  [...new Map(entries.map((entry) => [entry.index, entry])).values()]
    .sort((a, b) => b.ms - a.ms)
    .slice(0, SLOWEST_SHOWN);

// ---------------------------------------------------------------------------
// Worker: runs the cases of one validator from `startAt`

function callSync(run, input, options) {
  try {
    return { result: run(input, options) };
  } catch (error) {
    return { error };
  }
}

async function callAsync(run, input, options) {
  let promise;
  try {
    promise = run(input, options);
  } catch (error) {
    return { error, threwSync: true };
  }
  try {
    return { result: await promise };
  } catch (error) {
    return { error };
  }
}

const macrotask = () => new Promise((resolve) => setImmediate(resolve));

/** The soak of one validator in a worker: its shared statistics, its slowest calls, its failure reports. */
class WorkerSoak {
  reported = 0;
  slowest = [];
  /** The case being run, to which an unhandled rejection is attributed (a macrotask follows every case with Promises). */
  current = { index: 0, kase: undefined };

  constructor(validator, stats) {
    this.validator = validator;
    this.stats = stats;
  }

  fail(description, problems) {
    this.stats[SLOT.failures]++;
    if (this.reported++ < FAILURES_SHOWN) parentPort?.postMessage({ kind: 'failure', description, problems });
  }

  noteTime(ms, index, kase) {
    recordTime(this.stats, ms);
    if (this.slowest.length === SLOWEST_SHOWN && ms <= this.slowest[SLOWEST_SHOWN - 1].ms) return;
    this.slowest = slowestOf([...this.slowest, { ms, index, description: describeCase(this.validator, index, kase) }]);
    parentPort?.postMessage({ kind: 'slowest', entries: this.slowest });
  }

  watchUnhandledRejections() {
    process.on('unhandledRejection', (reason) => {
      const { index, kase } = this.current;
      this.fail(`after ${describeCase(this.validator, index, kase)}`, [`unhandled rejection: ${safeText(reason)}`]);
    });
  }

  /** Runs one case: builds it, calls the validator, checks the outcome, the input and the time. */
  async run(index, kase) {
    const { validator } = this;
    this.current = { index, kase };
    const ledger = newLedger();
    const input = build(kase.input);
    const options = buildOptions(kase.options, ledger);
    const before = snapshot(input);
    const started = performance.now();
    const outcome = validator.async
      ? await callAsync(validator.run, input, options)
      : callSync(validator.run, input, options);
    const ms = performance.now() - started;
    const problems = [
      ...outcomeProblems(validator, outcome, ledger, kase),
      ...mutationProblems(before, snapshot(input)),
    ];
    const limit = SLOW_SYNC_MS + (typeof input === 'string' ? (input.length / 1e6) * SLOW_MS_PER_MILLION_CHARS : 0);
    if (!validator.async && ms > limit) problems.push(`took ${ms.toFixed(1)} ms (limit ${limit.toFixed(0)} ms)`);
    this.noteTime(ms, index, kase);
    if ('error' in outcome && problems.length === 0) this.stats[SLOT.factThrows]++;
    if (problems.length > 0) this.fail(describeCase(validator, index, kase), problems);
    if (ledger.promised) await macrotask();
  }
}

async function soakInWorker({ name, runs, seed, startAt, stats, soakStartedAt }) {
  const validator = validatorNamed(name);
  const soak = new WorkerSoak(validator, stats);
  soak.watchUnhandledRejections();
  for (let index = startAt; index < runs; ) {
    const batch = Math.floor(index / BATCH);
    const batchEnd = Math.min(runs, (batch + 1) * BATCH);
    const cases = fc.sample(validator.cases, {
      numRuns: batchEnd - batch * BATCH,
      seed: batchSeed(seed, validator, batch),
    });
    for (; index < batchEnd; index++) {
      stats[SLOT.index] = index;
      stats[SLOT.startedAt] = Date.now();
      await soak.run(index, cases[index - batch * BATCH]);
      stats[SLOT.startedAt] = 0;
      stats[SLOT.index] = index + 1;
      if ((index + 1) % PROGRESS_EVERY === 0) {
        const seconds = ((Date.now() - soakStartedAt) / 1000).toFixed(1);
        process.stderr.write(`[soak] ${name} ${index + 1}/${runs} (${seconds} s)\n`);
      }
    }
  }
}

// ---------------------------------------------------------------------------
// Main thread: one worker per validator, `jobs` at a time; a call that hangs
// is stopped with its worker, reported, and the soak goes on after it

const failureLog = { shown: 0 };

function printFailure(description, problems) {
  if (failureLog.shown >= FAILURES_SHOWN) return;
  failureLog.shown++;
  console.log(`FAILURE ${failureLog.shown}: ${description}\n  ${problems.join('\n  ')}`);
}

/**
 * Runs a worker from `startAt` until it ends: `{}` when it ran every case,
 * `{ stopped: index, ms, problem }` when the call of case `index` hung or
 * crashed the worker after `ms`, `{ fatal }` when the worker failed outside
 * any case.
 */
function runWorker(task, runs, seed, startAt) {
  const { stats } = task;
  return new Promise((resolve) => {
    let ending;
    const worker = new Worker(new URL(import.meta.url), {
      workerData: { name: task.name, runs, seed, startAt, stats, soakStartedAt: task.startedAt },
    });
    const stoppedCase = (problem) => ({
      stopped: stats[SLOT.index],
      ms: Date.now() - stats[SLOT.startedAt],
      problem,
    });
    const watchdog = setInterval(() => {
      const startedAt = stats[SLOT.startedAt];
      if (ending !== undefined || startedAt === 0 || Date.now() - startedAt < HANG_MS) return;
      ending = stoppedCase(`no result after ${HANG_MS} ms: the call hangs`);
      worker.terminate();
    }, 100);
    worker.on('message', (message) => {
      if (message.kind === 'failure') printFailure(message.description, message.problems);
      else task.slowest = slowestOf([...task.slowest, ...message.entries]);
    });
    worker.on('error', (error) => {
      const problem = `the worker crashed: ${safeText(error)}`;
      ending ??= stats[SLOT.startedAt] === 0 ? { fatal: problem } : stoppedCase(problem);
    });
    worker.on('exit', () => {
      clearInterval(watchdog);
      resolve(ending ?? {});
    });
  });
}

/** Counts and reports a case whose call hung or crashed its worker. */
function recordStoppedCase(task, seed, { stopped, ms, problem }) {
  const { stats } = task;
  recordTime(stats, ms);
  stats[SLOT.failures]++;
  stats[SLOT.startedAt] = 0;
  const validator = validatorNamed(task.name);
  const description = describeCase(validator, stopped, caseAt(validator, seed, stopped));
  task.slowest = slowestOf([...task.slowest, { ms, index: stopped, description }]);
  printFailure(description, [problem]);
}

const delay = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Soaks one validator, a worker after another when calls hang. A worker that
 * fails outside any case (dist/ being rebuilt while it loads) counts as a
 * failure and is started again, from the next case, up to FATAL_TRIES times.
 */
async function soakValidator(task, runs, seed) {
  task.startedAt = Date.now();
  let fatalFailures = 0;
  for (let startAt = 0; startAt < runs; ) {
    task.stats[SLOT.index] = startAt;
    const ending = await runWorker(task, runs, seed, startAt);
    if (ending.fatal !== undefined) {
      task.stats[SLOT.failures]++;
      fatalFailures++;
      console.log(
        `${task.name}: the worker failed outside any case (${fatalFailures}/${FATAL_TRIES}): ${ending.fatal}`,
      );
      if (fatalFailures === FATAL_TRIES) break;
      await delay(FATAL_RETRY_MS);
      startAt = task.stats[SLOT.index];
      continue;
    }
    if (ending.stopped === undefined) break;
    recordStoppedCase(task, seed, ending);
    startAt = ending.stopped + 1;
  }
  task.seconds = (Date.now() - task.startedAt) / 1000;
}

function printSummary(tasks) {
  const rows = tasks.map(({ name, stats, seconds }) => ({
    validator: name,
    inputs: stats[SLOT.runs],
    failures: stats[SLOT.failures],
    'throws by fact': stats[SLOT.factThrows],
    'mean µs': Math.round((stats[SLOT.totalMs] / Math.max(1, stats[SLOT.runs])) * 1000),
    'p99 µs': Math.round(quantileMicros(stats, 0.99)),
    'max ms': Number(stats[SLOT.maxMs].toFixed(1)),
    'total s': Number(seconds.toFixed(1)),
  }));
  console.table(rows);
  for (const { name, slowest } of tasks) {
    console.log(`slowest ${name}:`);
    for (const { ms, description } of slowest) console.log(`  ${ms.toFixed(1)} ms  ${description}`);
  }
  const inputs = rows.reduce((sum, row) => sum + row.inputs, 0);
  const failures = rows.reduce((sum, row) => sum + row.failures, 0);
  console.log(`soak: ${inputs} inputs, ${failures} failures`);
  return failures;
}

function parseCommandLine() {
  const { values } = parseArgs({
    options: { runs: { type: 'string' }, seed: { type: 'string' }, jobs: { type: 'string' } },
  });
  const runs = Number(values.runs ?? 1_000_000);
  const seed = Number(values.seed ?? Math.floor(Math.random() * 2 ** 31));
  const jobs = Number(values.jobs ?? Math.min(os.availableParallelism(), VALIDATORS.length));
  if (!Number.isSafeInteger(runs) || runs < 1) throw new Error('--runs must be a positive whole number');
  if (!Number.isSafeInteger(seed)) throw new Error('--seed must be a whole number');
  if (!Number.isSafeInteger(jobs) || jobs < 1) throw new Error('--jobs must be a positive whole number');
  return { runs, seed, jobs };
}

async function main() {
  const { runs, seed, jobs } = parseCommandLine();
  console.log(
    `soak: ${runs} inputs per validator, --seed ${seed}, ${jobs} workers (the same --runs and --seed replay the same inputs)`,
  );
  const tasks = VALIDATORS.map(([name]) => ({ name, stats: newSharedStats(), slowest: [], startedAt: 0, seconds: 0 }));
  const queue = [...tasks];
  const lane = async () => {
    for (let task = queue.shift(); task !== undefined; task = queue.shift()) await soakValidator(task, runs, seed);
  };
  await Promise.all(Array.from({ length: jobs }, lane));
  process.exitCode = printSummary(tasks) > 0 ? 1 : 0;
}

if (isMainThread) await main();
else await soakInWorker(workerData);
