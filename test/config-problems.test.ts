/**
 * Untrusted configuration in the package's words (src/config/problems.ts):
 * the places of valibot's issues, and JSON objects read as JSON means them.
 */
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { optionsFromContext } from '../src/cli/context.js';
import { butWas, jsonObject, keyed, problemsOf } from '../src/config/problems.js';
import { parseSeed } from '../src/sandbox/seed.js';

const LIST = jsonObject(
  { names: v.array(v.string(butWas('must be a string')), butWas('must be an array')) },
  { notObject: butWas('must be an object'), unknownKey: (key) => `unknown key '${key}'` },
);

/** The problems of `document` against `schema`, in the given style. */
function problems(schema: v.GenericSchema, document: unknown, style: 'dots' | 'brackets'): string[] {
  return problemsOf(v.safeParse(schema, document, { abortEarly: false }).issues ?? [], style);
}

describe('problemsOf', () => {
  it('writes an array index in brackets or as a dotted key', () => {
    expect(problems(LIST, { names: ['a', 1] }, 'brackets')).toEqual(['names[1]: must be a string, not a number']);
    expect(problems(LIST, { names: ['a', 1] }, 'dots')).toEqual(['names.1: must be a string, not a number']);
  });

  it('says a problem of the document itself without a place', () => {
    expect(problems(LIST, [], 'brackets')).toEqual(['must be an object, not an array']);
  });
});

describe('jsonObject and keyed read JSON as JSON means it', () => {
  it('every unknown key, in the order of the document, said at its object', () => {
    expect(problems(LIST, JSON.parse('{"b":1,"__proto__":2,"names":[],"a":3}'), 'dots')).toEqual([
      "unknown key 'b'",
      "unknown key '__proto__'",
      "unknown key 'a'",
    ]);
  });

  it('keeps `__proto__`, `constructor` and `prototype` as own keys, checked like any other', () => {
    const names = keyed(v.string(butWas('must be a string')), butWas('must be an object'));
    const document = JSON.parse('{"__proto__":"a","constructor":"b","prototype":1}');
    expect(problems(names, document, 'dots')).toEqual(['prototype: must be a string, not a number']);
    const output = v.parse(names, JSON.parse('{"__proto__":"a","constructor":"b"}'));
    expect(Object.getOwnPropertyNames(output)).toEqual(['__proto__', 'constructor']);
    expect(Object.getPrototypeOf(output)).toBe(Object.prototype);
  });

  it('a required key that is missing is said at the key, before the others', () => {
    const pair = jsonObject(
      { first: v.string(), second: v.string() },
      { notObject: () => 'must be an object', unknownKey: (key) => `unknown key '${key}'`, missing: () => 'missing' },
      ['first', 'second'],
    );
    expect(problems(pair, { extra: 1, second: 'x' }, 'dots')).toEqual(['first: missing', "unknown key 'extra'"]);
  });
});

describe('the context file and the seed share it', () => {
  it('the context file: an event keyed __proto__ is an event', () => {
    const options = optionsFromContext(JSON.parse('{"events":{"__proto__":{"status":"closed"}}}'));
    expect(Object.getOwnPropertyNames(options.events)).toEqual(['__proto__']);
  });

  it('the seed: an event keyed __proto__ is checked and kept', () => {
    expect(() => parseSeed(JSON.parse('{"events":{"__proto__":{"status":"gone"}}}'))).toThrow(
      /^events\.__proto__\.status: must be published/,
    );
    const seed = parseSeed(JSON.parse('{"events":{"__proto__":{"status":"closed"}}}'));
    expect(Object.getOwnPropertyNames(seed.events)).toEqual(['__proto__']);
  });
});
