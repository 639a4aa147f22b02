/**
 * The harness bench/equivalence.mjs (accounts) and bench/equivalence-page.mjs
 * (pages) share: the payload check (part 1), the fast-check building blocks
 * of the differential run that are the same for every body (part 2: absent,
 * wrongly typed and arbitrary values, text around a code-point limit, custom
 * codes, bodies that throw when read, fact answers, the `messages`, `fields`
 * and `signal` options), the comparison of the errors a fact's failure or
 * wrong options give (part 3), and calls in a row on options objects that
 * change between them (the options memo).
 *
 * The yardsticks are held to the WHOLE results: each issue's message and
 * params included.
 */
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { ROWS } from '../dist/src/generated/names.js';

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
/** Wrongly typed values: objects, arrays, booleans, numbers that are not finite (contract section 10.5). */
export const wrong = fc.constantFrom(
  {},
  [],
  ['x'],
  true,
  false,
  { a: 1 },
  Number.POSITIVE_INFINITY,
  Number.NaN,
  Number.NEGATIVE_INFINITY,
);
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
/**
 * Text a column cannot store (contract section 10.5): U+0000, unpaired
 * surrogates, and beside them paired ones; in values otherwise of a field's
 * format too (a title, 'Y', an e-mail address).
 */
export const unstorableText = fc.constantFrom(
  'A\u0000',
  '\u0000',
  '\ud800',
  'ab\udc00',
  `${'😀'}\ud83d`,
  'Mr\u0000',
  'Y\u0000',
  'jo\u0000@example.co.uk',
  'jo@example.co.uk\udc00',
);
/** Any value a field may hold, with the field's own interesting values three times as likely. */
export const field = (...specific) =>
  fc.oneof(blank, wrong, anyText, unstorableText, ...specific.map((arbitrary) => ({ arbitrary, weight: 3 })));

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

/** What a message function that fails throws: one value, so that both validators throw the very same one. */
export const MESSAGE_FAILURE = new Error('the message function failed');

/**
 * A `messages` option from its spec (undefined: none): `texts` as they are;
 * each key of `functions` a function that logs the issue it is given (its
 * keys, in order, and its JSON) into `log` and returns a text or a number of
 * it (the validator makes it a string); each key of `throws` a function
 * that throws MESSAGE_FAILURE.
 */
export function messagesFrom(spec, log) {
  if (spec === undefined) return undefined;
  const messages = { ...spec.texts };
  for (const key of spec.functions ?? []) {
    messages[key] = (issue) => {
      log.push(['message', key, Object.keys(issue), JSON.stringify(issue)]);
      return key.length % 3 === 0
        ? issue.path.length
        : `${issue.code} at ${issue.path.join('.')} (${issue.params?.length})`;
    };
  }
  for (const key of spec.throws ?? []) {
    messages[key] = () => {
      throw MESSAGE_FAILURE;
    };
  }
  return messages;
}

/** A `fields` option from its spec (undefined: none): the names as an array, a Set or a generator (read once). */
export function fieldsFrom(spec) {
  if (spec === undefined) return undefined;
  const { form, names } = spec;
  if (form === 'set') return new Set(names);
  if (form === 'generator')
    return (function* () {
      yield* names;
    })();
  return [...names];
}

/** A field-level validation: undefined (none) or some of `names` as an array, a Set or a generator. */
export const fieldsOf = (names) =>
  fc.option(fc.record({ form: fc.constantFrom('array', 'array', 'set', 'generator'), names: fc.subarray(names) }), {
    freq: 2,
    nil: undefined,
  });

/**
 * A signal: taken and ignored by a synchronous validator, live or aborted.
 * @type {fc.Arbitrary<globalThis.AbortSignal | undefined>}
 */
export const signals = fc.constantFrom(undefined, undefined, AbortSignal.abort(), new AbortController().signal);

/** A validator's outcome: its result, or the error it threw (a TypeError by its message). */
export function outcome(validate, body, options) {
  try {
    return { result: validate(body, options) };
  } catch (error) {
    return { threw: error instanceof TypeError ? `TypeError: ${error.message}` : error };
  }
}

// ---------------------------------------------------------------------------
// Part 3

/**
 * For each set of failing options (added to today 20261122): `engine` throws,
 * and `hand` throws the same error (a TypeError: one with the same message):
 * a fact's or a message function's own error, or options the package
 * refuses.
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

/**
 * Calls in a row (the options memo: values compared, the last four objects
 * remembered, iterables read once, messages read live): each scenario makes
 * its calls with `validate` on objects of its own and returns their
 * outcomes, writing what it sees (getters of the options read, message
 * functions called) into `log`; both validators must give the same outcomes
 * and logs. Each scenario's objects are new, so what other checks left in
 * either memo does not matter.
 */
export function checkOptionSequences(engine, hand, scenarios) {
  for (const [name, scenario] of Object.entries(scenarios)) {
    const engineLog = [];
    const handLog = [];
    const expected = scenario(engine, engineLog);
    assert.deepStrictEqual(scenario(hand, handLog), expected, name);
    assert.deepStrictEqual(handLog, engineLog, `${name}: what was read and called`);
  }
}

/**
 * Every message key of the package's rows (its own list, `ROWS`: each row's
 * own key `code:at`, its `code:parameter`, its `code`), alone and together
 * (the own key wins, then `code:parameter`, then `code`), as text with
 * every placeholder and as a function; and near misses of each (a
 * TypeError): on each of `bodies`, under `options`, the same outcomes.
 */
export function checkEveryMessageKey(engine, hand, bodies, options) {
  const tell = (issue) => `${Object.keys(issue)} ${JSON.stringify(issue)}`;
  for (const group of ROWS.split(' ')) {
    const colon = group.indexOf(':');
    const code = group.slice(0, colon);
    for (const row of group.slice(colon + 1).split(',')) {
      const [id = '', given] = row.split('=');
      const names = id.replace(/#.*/, '').replaceAll('[]', '').split('.');
      const own = `${code}:${id}`;
      const specific = `${code}:${given ?? names[names.length - 1]}`;
      const sets = [
        { [own]: 'own {length} {max} {count} {allowed} {min} {none}' },
        { [specific]: 'specific {length}/{count}' },
        { [code]: 'code {allowed}{min}' },
        { [code]: 'code', [specific]: 'specific', [own]: 'own' },
        { [code]: 'code', [specific]: tell },
        { [own]: tell, [code]: 'code' },
        { [`${own}[]`]: 'x' },
        { [`${code}:${id}.x`]: 'x' },
        { [`${code}x`]: 'x' },
      ];
      for (const body of bodies) {
        for (const messages of sets) {
          const given = { ...options, messages };
          assert.deepStrictEqual(
            outcome(hand, body, given),
            outcome(engine, body, given),
            `messages ${Object.keys(messages).join(', ')}`,
          );
        }
      }
    }
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
