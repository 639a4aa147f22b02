/**
 * The harness bench/equivalence.mjs (accounts) and bench/equivalence-page.mjs
 * (pages) share: the payload check (part 1), the fast-check building blocks
 * of the differential run that are the same for every body (part 2: absent,
 * wrongly typed and arbitrary values, text around a code-point limit, custom
 * codes, bodies that throw when read, fact answers), and the comparison of
 * the errors a fact's failure gives (part 3).
 */
import assert from 'node:assert/strict';
import fc from 'fast-check';

/**
 * A validator whose results leave out each issue's wording: its message and
 * params. The yardsticks are held to the package's codes, paths, severities
 * and the rest of the result; how an issue is worded is the package's alone.
 */
export const withoutWording = (validate) => (body, options) => {
  const result = validate(body, options);
  return { ...result, issues: result.issues.map(({ message: _message, params: _params, ...rest }) => rest) };
};

/**
 * Part 1: on each timed payload, `engine` gives the expected codes and `hand`
 * the same codes, the same issue (code, path) pairs in the same order and the
 * same whole result. `engineName` names the engine validator in the messages.
 */
export function checkPayloadsAgainst(engine, engineName, hand, payloads, options) {
  for (const { name, body, codes } of payloads) {
    const engineResult = engine(body, options);
    const handResult = hand(body, options);
    assert.deepStrictEqual(engineResult.codes, codes, `${name}: ${engineName} does not give the expected codes`);
    assert.deepStrictEqual(handResult.codes, engineResult.codes, `${name}: codes differ`);
    const pairs = (result) => result.issues.map((issue) => [issue.code, issue.path]);
    assert.deepStrictEqual(pairs(handResult), pairs(engineResult), `${name}: issue code/path pairs differ`);
    assert.deepStrictEqual(handResult, engineResult, `${name}: results differ`);
  }
}

// ---------------------------------------------------------------------------
// Part 2: building blocks of the differential fuzzing

/** A generated field left out of the body (dropMissing removes it). */
export const MISSING = Symbol('missing');
export const blank = fc.constantFrom(MISSING, null, '', ' ', '\t\n', '\u00a0', '\ufeff');
export const wrong = fc.constantFrom({}, [], ['x'], true, false, { a: 1 });
export const astral = '😀';
/** Text around a Varchar limit, counted in code points (astral characters are two UTF-16 units). */
export const around = (max) =>
  fc.constantFrom(
    'a'.repeat(max),
    'a'.repeat(max + 1),
    astral.repeat(max),
    astral.repeat(max + 1),
    `${'a'.repeat(max - 1)}${astral}`,
    `${astral.repeat(max - 1)}ab`,
    ` ${'a'.repeat(max)}`,
    `\ud800${'a'.repeat(max - 1)}`,
  );
const anyText = fc.oneof(
  fc.string({ maxLength: 12 }),
  fc.string({ unit: 'grapheme', maxLength: 6 }),
  fc.integer({ min: -5, max: 99999 }),
);
/** Any value a field may hold, with the field's own interesting values three times as likely. */
export const field = (...specific) =>
  fc.oneof(blank, wrong, anyText, ...specific.map((arbitrary) => ({ arbitrary, weight: 3 })));

const customCode = fc.oneof(field(around(255)), fc.constantFrom('A1', 'B2', 'C3'));
/** Custom codes: absent, one value, a list (blank, too long, too many, wrongly typed), a sparse list. */
export const customCodes = fc.oneof(
  blank,
  customCode,
  fc.array(customCode, { maxLength: 8 }),
  fc.array(fc.constantFrom('A1', 'B2'), { minLength: 5, maxLength: 7 }),
  fc.constant(Object.assign([], { 2: 'sparse' })),
);

/** Marks a generated body to be replaced, inside the property, by one that throws when read. */
export const UNREADABLE = Symbol('unreadable');
export const isRecordLike = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A generated body without its MISSING fields (an UNREADABLE marker and a non-object are kept as they are). */
export function dropMissing(body) {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return body;
  if (UNREADABLE in body) return body; // built inside the property: fast-check itself would trip on it
  const copy = {};
  for (const [key, value] of Object.entries(body)) if (value !== MISSING) copy[key] = value;
  return copy;
}

/** The answers a logged fact function gives. */
export const answer = { never: () => false, always: () => true, even: (...args) => args.join('').length % 2 === 0 };

// ---------------------------------------------------------------------------
// Part 3

/**
 * For each set of failing options (added to today 20261122): `engine` throws,
 * and `hand` throws the same error (a TypeError: one with the same message).
 */
export function checkSameFailures(engine, hand, body, cases) {
  for (const options of cases) {
    const thrown = (validate) => {
      try {
        validate(body, { today: '20261122', ...options });
      } catch (error) {
        return error;
      }
      return 'nothing thrown';
    };
    const engineError = thrown(engine);
    const handError = thrown(hand);
    assert.notEqual(engineError, 'nothing thrown', `${engine.name} threw nothing with ${Object.keys(options)}`);
    if (engineError instanceof TypeError) {
      assert.ok(handError instanceof TypeError, `expected a TypeError (${engineError.message}), got ${handError}`);
      assert.equal(handError.message, engineError.message);
    } else assert.equal(handError, engineError);
  }
}

// ---------------------------------------------------------------------------
// Reads: what a validator does to the body, in order

/**
 * `body` behind Proxies that record every operation a validator makes on
 * it and on each object or array read from it: `get`, `has` (`in`),
 * `ownKeys` and `getOwnPropertyDescriptor` (Object.keys), each as
 * `path trap key`, in order, into `log`. The values are the body's own
 * (getters run as they would), so the result is the same as the plain
 * body's. A value met twice is the same Proxy, named by the first path it
 * was read through.
 */
export function recorded(body) {
  const log = [];
  const proxies = new WeakMap();
  const wrap = (value, path) => {
    if (typeof value !== 'object' || value === null) return value;
    let proxy = proxies.get(value);
    if (proxy !== undefined) return proxy;
    proxy = new Proxy(value, {
      get(target, key, receiver) {
        log.push(`${path} get ${String(key)}`);
        const read = Reflect.get(target, key, receiver);
        return typeof key === 'symbol' ? read : wrap(read, `${path}.${key}`);
      },
      has(target, key) {
        log.push(`${path} has ${String(key)}`);
        return Reflect.has(target, key);
      },
      ownKeys(target) {
        log.push(`${path} ownKeys`);
        return Reflect.ownKeys(target);
      },
      getOwnPropertyDescriptor(target, key) {
        log.push(`${path} getOwnPropertyDescriptor ${String(key)}`);
        return Reflect.getOwnPropertyDescriptor(target, key);
      },
    });
    proxies.set(value, proxy);
    return proxy;
  };
  return { body: wrap(body, 'body'), log };
}

/** The operations of a `recorded` log the first time each was made, in that order. */
export function firstTimes(log) {
  const seen = new Set();
  const first = [];
  for (const entry of log) {
    if (!seen.has(entry)) {
      seen.add(entry);
      first.push(entry);
    }
  }
  return first;
}
