/**
 * The code generator on tables it has never seen: random rows built from
 * the samples of every condition of the registry, nested all/any/not
 * (three-valued where a fact may be missing), per-entry rows and halting
 * rows. Each table's generated
 * source is written to a scratch module, loaded, and must give exactly the
 * interpreter's result on random bodies and
 * options.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { hashed } from '../../test/support/contract.js';
import { literal } from '../conditions/code.js';
import type { Emitter, SampleScope } from '../conditions/define.js';
import { probeEmitter } from '../conditions/probe.js';
import {
  above,
  absent,
  type ConditionName,
  type ConditionNode,
  definitionOf,
  definitions,
  eventDisallows,
  eventIs,
  inList,
  longerThan,
  nonePresent,
  notInList,
  oneOf,
  present,
  some,
  wrongType,
} from '../conditions/registry.js';
import { validateWith } from '../reference/core.js';
import type { Condition, Rule, RuleTable } from '../tables/types.js';
import { type Core, validate } from '../validate.js';
import { emitValidator } from './generate.js';

const scratch = new URL('../../test/.scratch/', import.meta.url);
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

let loaded = 0;

/** Generates `table`'s validator into a scratch module and loads it. */
async function generatedCore(table: RuleTable, slottedRules?: number, partTokens?: number): Promise<Core> {
  mkdirSync(scratch, { recursive: true });
  const name = `table${++loaded}`;
  const { source, flags } = emitValidator(
    {
      table,
      tableName: 'table',
      tableFile: name,
      functionName: 'check',
      checks: 'a body',
      flagsModule: `./${name}-flags.js`,
    },
    slottedRules,
    partTokens,
  );
  // The generated module lives in src/generated/; this one two levels below the root.
  writeFileSync(new URL(`${name}-check.ts`, scratch), source.replaceAll("from '../", "from '../../src/"));
  if (flags !== undefined) writeFileSync(new URL(`${name}-flags.ts`, scratch), flags);
  const module = (await import(/* @vite-ignore */ new URL(`${name}-check.ts`, scratch).href)) as { check: Core };
  return module.check;
}

/** What the unit tests below write a table's validator with, but the table. */
const SPEC = {
  tableName: 'table',
  tableFile: 'table',
  functionName: 'check',
  checks: 'a body',
  flagsModule: './flags.js',
};

const TOP = ['a', 'b', 'c'] as const;
const top = fc.constantFrom(...TOP);
/** The fields in reach of a rule over the entries of `items`, and over the codes of each entry. */
const ENTRY = [...TOP, 'items[]', 'items[].n', 'items[].c'] as const;
const CODE = [...TOP, 'items[].n', 'items[].codes[]'] as const;

/** The world of the random tables (the bodies and options below), but the fields in reach of a rule. */
const WORLD = {
  top: TOP,
  event: 'a',
  list: 'items',
  number: 'items[].n',
  text: 'items[].c',
  nested: 'items[].codes',
  lists: ['countries', 'charities'],
  questions: ['accountExists', 'personalUrlTaken'],
} as const;

/** The scope a rule's condition is drawn in: the fields in reach, whether it is at each entry of `items`, what `some` holds. */
const scope = (fields: readonly string[], perEntry: boolean, where: Condition = { all: [] }): SampleScope => ({
  ...WORLD,
  fields,
  perEntry,
  where,
});

/** Every registered condition. */
const NAMES = Object.keys(definitions) as ConditionName[];

/** A condition that is never unknown, asks no fact and needs no pass over a list: one a message case or `some` may hold. */
function plain(node: ConditionNode): boolean {
  let whole = false;
  const probe: Emitter = {
    ...probeEmitter(),
    whole: () => {
      whole = true;
      return literal(null);
    },
  };
  const definition = definitionOf(node);
  return definition.asks !== true && !definition.emit(node as never, probe).tri && !whole;
}

/** The samples each registered condition gives in `where`, those `keep` accepts, by name; names left with none are left out. */
function samplesIn(where: SampleScope, keep: (node: ConditionNode) => boolean = () => true): ConditionNode[][] {
  return NAMES.map((name) =>
    (definitions[name].samples(where as never) as readonly ConditionNode[]).filter(keep),
  ).filter((nodes) => nodes.length > 0);
}

/** A condition drawn from `samples`: a condition first, each as likely, then one of its samples. */
const drawn = (samples: readonly ConditionNode[][]): fc.Arbitrary<Condition> =>
  fc.constantFrom(...samples).chain((nodes) => fc.constantFrom<Condition>(...nodes));

/** A named condition on the fields in reach (`refs`) that is never unknown. */
const twoValued = (refs: readonly string[]): fc.Arbitrary<Condition> => drawn(samplesIn(scope(refs, false), plain));

/** What `some` holds: a plain condition over the top-level fields and those of an entry of `items`. */
const where = twoValued(ENTRY);

/**
 * A named condition on the fields in reach, possibly unknown (a fact, a list, an event), or over the whole list of
 * items; `perEntry` when the rule is at each entry of `items` (a condition comparing an entry with the others needs one).
 */
const leaf = (refs: readonly string[], perEntry: boolean): fc.Arbitrary<Condition> =>
  where.chain((nested) => drawn(samplesIn(scope(refs, perEntry, nested))));

/** A condition tree over `refs`, up to three levels of all/any/not. */
const condition = (refs: readonly string[], perEntry = false): fc.Arbitrary<Condition> =>
  fc.letrec<{ node: Condition }>((tie) => ({
    node: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      leaf(refs, perEntry),
      fc.array(tie('node'), { minLength: 0, maxLength: 3 }).map((all) => ({ all })),
      fc.array(tie('node'), { minLength: 0, maxLength: 3 }).map((any) => ({ any })),
      tie('node').map((not) => ({ not })),
    ),
  })).node;

const row = (
  at: string,
  when: Condition,
  severity: 'error' | 'warning',
  code: string,
  halts: boolean,
  cases: readonly Condition[] = [],
): Rule => ({
  code,
  parameter: at.replace('[]', ''),
  at,
  when,
  severity,
  message: `${code} at ${at}`,
  source: 'random',
  ...(halts ? { halts } : {}),
  // Message cases read the payload only: two-valued conditions, each with a message of its own.
  ...(cases.length === 0
    ? {}
    : {
        cases: cases.map((option, index) => ({
          name: `case${index}`,
          when: option,
          message: `case ${index} of ${code}`,
        })),
      }),
});

/** The message cases of a row over `refs`: none, one or two two-valued conditions. */
const casesOver = (refs: readonly string[]) => fc.array(twoValued(refs), { maxLength: 2 });

const severity = fc.constantFrom<'error' | 'warning'>('error', 'warning');
const rule: fc.Arbitrary<Rule> = fc.oneof(
  fc
    .tuple(top, condition(TOP), severity, fc.constantFrom('001.01.01', '001.01.02', 'engine-code'), casesOver(TOP))
    .map(([at, when, level, code, cases]) => row(at, when, level, code, false, cases)),
  fc
    .tuple(condition(ENTRY, true), severity, fc.constantFrom('001.01.03', 'entry-code'), casesOver(ENTRY))
    .map(([when, level, code, cases]) => row('items[]', when, level, code, false, cases)),
  fc
    .tuple(fc.constantFrom('items[].n', 'items[].c'), condition(ENTRY, true), severity, casesOver(ENTRY))
    .map(([at, when, level, cases]) => row(at, when, level, 'field-code', false, cases)),
  fc
    .tuple(condition(CODE), severity, casesOver(CODE))
    .map(([when, level, cases]) => row('items[].codes[]', when, level, '001.01.04', false, cases)),
  fc.tuple(condition(TOP), fc.boolean()).map(([when, halts]) => row('', when, 'error', '001.01.09', halts)),
);

/** Rows, and pairs of rows sharing a condition (what the generator computes once, where it may). */
const table = fc
  .array(
    fc.oneof(
      rule.map((one) => [one]),
      rule.map((one) => [one, { ...one, when: { not: one.when }, code: 'pair' }]),
    ),
    { minLength: 1, maxLength: 4 },
  )
  .map((groups) => groups.flat());

/** The scopes the rows above draw their conditions in. */
const SCOPES = [scope(TOP, false), scope(ENTRY, true), scope(CODE, false)];

/** The names of the world (fields, lists, facts): what a sample's values are not. */
const WORLD_NAMES: ReadonlySet<unknown> = new Set([...ENTRY, ...CODE, ...Object.values(WORLD).flat()]);

/**
 * The strings and numbers the samples hold (a limit, a fixed value, a prefix), and just past each (one more, a
 * letter more): so the bodies reach the edges of every condition, a new one's too.
 */
const EDGES: readonly (string | number)[] = [
  ...new Set(
    SCOPES.flatMap((where) => samplesIn(where))
      .flat()
      .flatMap(edgesOf),
  ),
];

function edgesOf(value: unknown): (string | number)[] {
  if (typeof value === 'string') return WORLD_NAMES.has(value) ? [] : [value, `${value}z`];
  if (typeof value === 'number') return [value, value + 1];
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, inner]) => (key === 'test' ? [] : edgesOf(inner)));
}

/** Field values, mostly at the conditions' edges: today and the day after, the numbers the tables compare with. */
const value = fc.oneof(
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      '20261122',
      '20261123',
      '20250301',
      '20250302',
      'E1',
      'E2',
      'x',
      'y',
      '40',
      7,
      0,
      60,
      100,
    ),
  },
  fc.constantFrom(
    '1',
    '123',
    'Mr',
    'SW1A 1AA',
    'GB',
    'a@b.c.d',
    '19900101',
    '20130229',
    '12.50',
    'ab-c',
    '',
    '  ',
    'é',
    'a\u0000',
    '\uD800',
  ),
  fc.constantFrom(null, undefined, -1, 1.5, Number.POSITIVE_INFINITY, Number.NaN, true, {}, [], ['x']),
  fc.string({ maxLength: 6 }),
  fc.constantFrom(...EDGES),
);
const entry = fc.oneof(value, {
  weight: 3,
  arbitrary: fc.record(
    {
      n: fc.oneof(value, fc.constantFrom(40, '60', 60, 100, 7)),
      c: fc.oneof(value, fc.constantFrom('y', 'x'), fc.constantFrom('y', 'x')),
      codes: fc.oneof(value, fc.array(value, { maxLength: 3 })),
    },
    { requiredKeys: [] },
  ),
});
const body = fc.oneof(
  {
    weight: 8,
    arbitrary: fc.record(
      { a: value, b: value, c: value, items: fc.oneof(entry, fc.array(entry, { maxLength: 4 })) },
      { requiredKeys: [] },
    ),
  },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
);
const events = {
  E1: {
    status: 'closed',
    feeRequired: true,
    placesLeft: 0,
    allowedCharities: ['y'],
    maxCharities: 1,
    charitySplits: [
      { charityResourceId: 'x', charitySplitPercent: 60 },
      { charityResourceId: 'y', charitySplitPercent: 40 },
    ],
  },
  E2: { status: 'published', charitySplits: [{ charityResourceId: 'x', charitySplitPercent: 100 }] },
  x: {},
};
const options = fc.record(
  {
    today: fc.constantFrom('20261122', '20250301'),
    countries: fc.constantFrom(['GB', 'x', '1'], []),
    charities: fc.constantFrom(['y']),
    accountExists: fc.constantFrom(hashed('a'), () => true),
    personalUrlTaken: fc.constantFrom(() => false),
    events: fc.constantFrom(events, (id: string) => (id === 'E2' ? events.E2 : undefined)),
    maxIssues: fc.integer({ min: 1, max: 4 }),
  },
  { requiredKeys: ['today'] },
);

/** How many named conditions of each name `table` holds, those nested in others and in message cases too. */
function countConditions(table: RuleTable, counts: Map<string, number>): void {
  const visit = (node: Condition): void => {
    if ('all' in node) node.all.forEach(visit);
    else if ('any' in node) node.any.forEach(visit);
    else if ('not' in node) visit(node.not);
    else {
      counts.set(node.test, (counts.get(node.test) ?? 0) + 1);
      definitionOf(node)
        .parts?.(node as never)
        ?.forEach(visit);
    }
  };
  for (const rule of table)
    for (const when of [rule.when, ...(rule.cases ?? []).map((option) => option.when)]) visit(when);
}

/** The registered conditions none of `samples` is of. */
function missingFrom(samples: readonly ConditionNode[][]): ConditionName[] {
  const offered = new Set(samples.flat().map((node) => node.test));
  return NAMES.filter((name) => !offered.has(name));
}

/** The least number of times the random tables of one run hold each registered condition. */
const LEAST_DRAWN = 5;

describe('emitValidator', () => {
  it('draws the random tables from every condition of the registry', () => {
    const offered = SCOPES.flatMap((where) => samplesIn(where));
    expect(missingFrom(offered)).toEqual([]);
    // A condition whose samples are all gone is missing from the tables: the check can fail.
    expect(missingFrom(offered.filter((nodes) => nodes[0]?.test !== 'oneOf'))).toEqual(['oneOf']);
    // The bodies reach each sample's own edges (a fixed value, a limit), and just past them.
    expect(EDGES).toEqual(expect.arrayContaining(['Mr', 'Mrz', 40, 41]));
  });

  it('writes random tables as validators equal to the interpreter', async () => {
    const drawnConditions = new Map<string, number>();
    await fc.assert(
      fc.asyncProperty(
        table,
        fc.array(fc.tuple(body, options), { minLength: 20, maxLength: 20 }),
        // Per-entry flags kept by the pass, or each rule looping on its own (small tables have few rules per list).
        fc.constantFrom(1, 100),
        // One function, or parts of a few rules each (small tables are far below the parts of a real one).
        fc.constantFrom(1_000_000, 1, 20, 60),
        async (rules, cases, slottedRules, partTokens) => {
          countConditions(rules, drawnConditions);
          const check = await generatedCore(rules, slottedRules, partTokens);
          for (const [input, given] of cases) {
            expect(validate(check, input, given)).toEqual(validateWith(rules, input, given));
          }
        },
      ),
      { numRuns: 250 },
    );
    // Every condition of the registry was in the tables, many times over.
    expect(NAMES.filter((name) => (drawnConditions.get(name) ?? 0) < LEAST_DRAWN)).toEqual([]);
  });

  it('refuses a body that is no object before reading, sharing no check with later rules (a counterexample it found)', async () => {
    const notObject: Condition = { test: 'notObject', field: '' };
    const table = [row('', notObject, 'error', 'x', true), row('', { not: notObject }, 'error', 'y', false)];
    const check = await generatedCore(table, 1);
    for (const input of [{}, [], null])
      expect(validate(check, input, { today: '20261122' })).toEqual(validateWith(table, input, { today: '20261122' }));
    // The head rule tests the body itself; the later rule's test is still shared among the readings.
    const { source } = emitValidator({ ...SPEC, table }, 1);
    expect(source.indexOf('if (!isRecord(input))')).toBeLessThan(source.indexOf('const body = asRecord(input);'));
  });

  it('asks for no event at an entry without a charity, nested in a junction too (a counterexample it found)', async () => {
    const when: Condition = {
      not: { any: [eventDisallows('a', 'items[].c'), inList('a', 'countries')] },
    };
    const table = [row('items[]', when, 'error', 'x', false), row('items[]', { not: when }, 'error', 'y', false)];
    const input = { a: '!', items: '20261122' };
    for (const slottedRules of [1, 100]) {
      const check = await generatedCore(table, slottedRules);
      // The missing option of the first rule is the countries list, not the events the entry gave no charity for.
      expect(validate(check, input, { today: '20261122' }).unchecked[0]?.needs).toBe('countries');
      expect(validate(check, input, { today: '20261122' })).toEqual(validateWith(table, input, { today: '20261122' }));
    }
  });

  it('computes a pure condition that several rows share once', () => {
    const when: Condition = longerThan('a', 3);
    const { source } = emitValidator({
      ...SPEC,
      table: [row('a', when, 'error', 'x', false), row('a', { not: when }, 'error', 'y', false)],
    });
    expect(source.match(/longerThan\(t_a, 3\)/g)).toHaveLength(1);
    expect(source).toContain('const c0 = t_a !== undefined && t_a.length > 3 && longerThan(t_a, 3);');
  });

  it('writes no test that an earlier part of the rule has settled', () => {
    const { source } = emitValidator({
      ...SPEC,
      // Rows about three fields: no two under one test of how a field reads (see the test below).
      table: [
        row('b', { any: [absent('a'), longerThan('a', 3)] }, 'error', 'x', false),
        row('c', { all: [present('a'), { not: oneOf('a', ['N']) }] }, 'error', 'y', false),
        row('a', wrongType('a'), 'error', 'z', false),
      ],
    });
    // After `t_a === undefined ||` (and `t_a !== undefined &&`) the text is there; a comparison needs no guard.
    expect(source).toContain('if (t_a === undefined || (t_a.length > 3 && longerThan(t_a, 3))) {');
    expect(source).toContain('if (t_a !== undefined && !(t_a === "N")) {');
    // Text is never of the wrong type: the call runs only without text.
    expect(source).toContain('if (t_a === undefined && f_a !== undefined && isWrongType(f_a)) {');
    // The same part alone keeps its guard.
    expect(emitValidator({ ...SPEC, table: [row('a', longerThan('a', 3), 'error', 'x', false)] }).source).toContain(
      'if (t_a !== undefined && t_a.length > 3 && longerThan(t_a, 3)) {',
    );
  });

  it('writes the rules about one field under one test of how it reads, where it reads as text first', async () => {
    const table = [
      row('a', { any: [absent('a'), longerThan('a', 3)] }, 'error', 'x', false),
      row('a', wrongType('a'), 'error', 'y', false),
      row('a', { all: [present('a'), { not: oneOf('a', ['N']) }] }, 'error', 'z', false),
    ];
    const { source } = emitValidator({ ...SPEC, table });
    // One test of the text; in each branch the rules that may fire there, as it settles them, in table order.
    expect(source.match(/t_a [!=]== undefined/g)).toEqual(['t_a !== undefined']);
    expect(source).toContain(
      [
        '  if (t_a !== undefined) {',
        '    // x:a · a: random',
        '    if (t_a.length > 3 && longerThan(t_a, 3)) {',
        '      if (!findings.add(R_x_a, undefined, lengthLimit(3, t_a))) return findings.result();',
        '    }',
        '    // z:a · a: random',
        '    if (!(t_a === "N")) {',
        '      if (!findings.add(R_z_a, undefined, { allowed: ["N"] })) return findings.result();',
        '    }',
        '  } else {',
        '    // x:a · a: random',
        '    if (!findings.add(R_x_a, undefined, lengthLimit(3, undefined))) return findings.result();',
        '    // y:a · a: random',
        '    if (f_a !== undefined && isWrongType(f_a)) {',
      ].join('\n'),
    );
    const check = await generatedCore(table);
    for (const body of [{}, { a: 'N' }, { a: 'long' }, { a: 7 }, { a: ['x'] }, { a: '  ' }, null])
      for (const maxIssues of [1, 10])
        expect(validate(check, body, { today: '20261122', maxIssues })).toEqual(
          validateWith(table, body, { today: '20261122', maxIssues }),
        );
  });

  it('joins a three-valued part and two-valued ones without and3 or or3', () => {
    const { source } = emitValidator({
      ...SPEC,
      table: [
        row('a', { all: [inList('a', 'countries'), longerThan('b', 3)] }, 'error', 'x', false),
        row('a', { any: [notInList('a', 'countries'), longerThan('b', 3)] }, 'error', 'y', false),
      ],
    });
    expect(source).not.toMatch(/\b(and3|or3)\(/);
    expect(source).toMatch(/\? q\d+ : FALSE\)/);
    expect(source).toMatch(/\? TRUE : q\d+\)/);
  });

  it('keeps per-entry flags in a pass that checks enough rules, and reads an entry again only for params', () => {
    const table = [
      row('items[]', absent('items[].n'), 'error', 'a', false),
      row('items[].n', longerThan('items[].n', 3), 'error', 'b', false),
      row('items[].c', inList('items[].c', 'countries'), 'error', 'c', false),
      row('items[].c', present('items[].c'), 'warning', 'd', false),
    ];
    const { source: kept, flags } = emitValidator({ ...SPEC, table });
    expect(kept).toContain('keepSlot(S0, f0, b0, i0);');
    // Each rule's bits are named after it, in a module of their own (a bundler writes the numbers in their place).
    expect(kept).toContain(
      "import { F_a_items, F_b_items_n, F_c_items_c, U_c_items_c, F_d_items_c } from './flags.js';",
    );
    expect(kept).toContain('if ((a0 & (F_c_items_c | U_c_items_c)) !== 0) {');
    expect(flags).toContain('export const U_c_items_c = 8;');
    // The list is read once, in the pass: only the rule with a length in its params reads an entry again.
    expect(kept.match(/entryAt\(f_items, i0\)/g)).toHaveLength(2);
    // A rule unknown for one option only is listed as unchecked with it, without asking again: the pass asks,
    // once in its branch for the usual entry and once in the other.
    expect(kept).toContain('findings.skip(R_c_items_c, "countries");');
    expect(kept.match(/listMembership\(/g)).toHaveLength(2);
    // With fewer rules than the threshold, each rule loops over the entries itself.
    const looped = emitValidator({ ...SPEC, table }, 5);
    expect(looped.flags).toBeUndefined();
    expect(looped.source).not.toContain('keepSlot');
    expect(looped.source.match(/entryAt\(f_items, i0\)/g)).toHaveLength(5);
  });

  it("checks a pass's usual entry first, without the rules its kinds rule out, as the interpreter does", async () => {
    const table = [
      row('items[].n', longerThan('items[].n', 3), 'error', 'a', false),
      row('items[].n', wrongType('items[].n'), 'error', 'b', false),
      row('items[].p', { not: above('items[].p', 0) }, 'error', 'c', false),
      row('items[].p', wrongType('items[].p'), 'error', 'd', false),
      row('items[].p', absent('items[].p'), 'error', 'e', false),
    ];
    const { source } = emitValidator({ ...SPEC, table }, 1);
    const [before = '', usual = '', other = ''] = source.split(/^ {4}(?:if \(o0 && |\} else \{)/m);
    expect(before).toContain('const v0_p = o0 ? entry0.p : undefined;');
    expect(usual).toMatch(/^typeof v0_n === "string" && .*typeof v0_p === "number" && Number\.isInteger\(v0_p\)/);
    // A text and a whole number of the usual kinds: never of the wrong type, never absent.
    expect(usual).not.toContain('isWrongType');
    expect(usual).not.toContain('F_e_items_p');
    expect(other).toContain('isWrongType(v0_n)');
    const check = await generatedCore(table, 1);
    const entries = [
      { n: 'abc', p: 3 },
      { n: 'abcd', p: 0 },
      { n: ' x', p: '2' },
      { n: 7, p: -1 },
      { n: [], p: 1.5 },
      'x',
      {},
    ];
    for (const entry of entries)
      expect(validate(check, { items: [entry, entry] }, {})).toEqual(
        validateWith(table, { items: [entry, entry] }, {}),
      );
  });

  it('cuts a long validator into parts, never between a variable of the rules and its use', () => {
    const table = [
      row('a', absent('a'), 'error', 'a', false),
      row('b', longerThan('b', 3), 'error', 'b', false),
      row('items[].c', inList('items[].c', 'countries'), 'error', 'c', false),
      row('items[].n', longerThan('items[].n', 3), 'error', 'd', false),
      row('items[].c', present('items[].c'), 'warning', 'e', false),
      row('items[].n', absent('items[].n'), 'error', 'f', false),
      row('c', inList('c', 'countries'), 'error', 'g', false),
    ];
    const whole = emitValidator({ ...SPEC, table }).source;
    expect(whole).not.toContain('function checkPart');
    const { source } = emitValidator({ ...SPEC, table }, 1, 1);
    const [functions, entries = ''] = source.split(/^function checkEntries1/m);
    const parts = (functions as string).split(/^function checkPart\d+/m).slice(1);
    // The rules before the list's pass, the pass with the call of its per-entry rules, the last rule.
    expect(parts.map((part) => [...part.matchAll(/\/\/ (\w):/g)].map((match) => match[1]).join(''))).toEqual([
      'a',
      'b',
      '',
      'g',
    ]);
    // The per-entry rules in a function of their own, called when the pass flagged an entry.
    expect([...entries.matchAll(/\/\/ (\w):/g)].map((match) => match[1]).join('')).toBe('cdef');
    expect(entries).toMatch(/^\(findings: Findings, f_items: unknown, S0: Slots, a0: number\): boolean \{/);
    expect(parts[2]).toContain(
      'if (a0 !== 0) {\n    if (!checkEntries1(findings, f_items, S0, a0)) return false;\n  }',
    );
    expect(source).toContain("import type { Facts, Membership } from '../facts/types.js';");
    expect(source).toContain(
      'if (checkPart1(findings, h_a) && checkPart2(findings, t_b) && checkPart3(findings, f_items, n_items, l_countries)) checkPart4(findings, t_c, l_countries);',
    );
    // The parts' text written out, the rest of textAt called; a part stops with false, the main function reports.
    expect(source).toContain(
      'const t_b = typeof f_b === "string" && ((f_b.charCodeAt(0) | 0) - 33) >>> 0 < 94 ? f_b : f_b === undefined ? undefined : textAt(f_b);',
    );
    // A field whose text no condition reads is tested for text, which makes none (a number's String).
    expect(source).toContain('const h_a = hasText(f_a);');
    expect(parts[0]).toContain('return true;');
    expect(parts.join('')).not.toContain('findings.result()');
    // Each variable the rules declare lives in one part.
    for (const [index, part] of parts.entries()) {
      const declared = [...part.matchAll(/^ {2}(?:let|const) (\w+)/gm)].map((match) => match[1] as string);
      const elsewhere = parts.filter((_, other) => other !== index).join('\n');
      expect(
        declared.filter((name) => new RegExp(`\\b${name}\\b`).test(elsewhere) && !/^(found|q\d)$/.test(name)),
      ).toEqual([]);
    }
  });

  it('cuts where an event looked up crosses, getting it again from the facts', async () => {
    const table = [
      row('a', eventIs('a', 'closed'), 'error', 'a', false),
      row('b', longerThan('b', 3), 'error', 'b', false),
      row('items[].c', eventDisallows('a', 'items[].c'), 'error', 'c', false),
      row('a', eventIs('a', 'full'), 'error', 'd', false),
    ];
    const { source } = emitValidator({ ...SPEC, table }, 1, 1);
    const parts = source.split(/^function checkPart\d+/m).slice(1);
    expect(parts.length).toBeGreaterThan(2);
    // The first part looks the event up; each later part that reads it gets it again, never asking for it anew.
    expect(parts[0]).toContain('let e_a: LookedUpEvent | undefined;');
    const later = parts.slice(1).filter((part) => part.includes('e_a'));
    expect(later.length).toBeGreaterThan(0);
    for (const part of later)
      expect(part).toContain(
        'const e_a: LookedUpEvent | undefined = t_a === undefined ? undefined : lookUpEvent(findings, facts, t_a);',
      );
    // Equal to the interpreter, with the caller's events function asked once per validation.
    const check = await generatedCore(table, 1, 1);
    const asked: string[] = [];
    const events = (id: string) => {
      asked.push(id);
      return id === 'E1' ? { status: 'closed', placesLeft: 0, allowedCharities: ['y'] } : undefined;
    };
    for (const body of [{ a: 'E1', b: 'long', items: [{ c: 'x' }, { c: 'y' }] }, { a: 'E9' }, { b: 'x' }]) {
      for (const given of [{ today: '20261122', events }, { today: '20261122' }]) {
        asked.length = 0;
        const result = validate(check, body, given);
        expect(asked.length).toBeLessThanOrEqual(1);
        expect(result).toEqual(validateWith(table, body, given));
      }
    }
  });

  it('passes over the event rules after the lookup under one test that the event is open', async () => {
    const table = [
      row('a', eventIs('a', 'unknown'), 'error', 'a', false),
      row('a', eventIs('a', 'closed'), 'error', 'b', false),
      row('a', eventIs('a', 'full'), 'warning', 'c', false),
      row('a', eventIs('a', 'feeRequired'), 'error', 'd', false),
      row('b', eventIs('a', 'known'), 'error', 'e', false),
    ];
    const { source } = emitValidator({ ...SPEC, table }, 1, 1);
    // The lookup's own rule asks eventIn; the three after it are under one test; 'known' holds of an open event.
    expect(source.match(/eventOpen\(/g)).toHaveLength(1);
    expect(source).toMatch(/if \(!eventOpen\([^\n]*\n(?: {6}[^\n]*\n)+ {4}\}/);
    expect(source.match(/eventKnown\(/g)).toHaveLength(1);
    const check = await generatedCore(table, 1, 1);
    const infos = [
      {},
      { status: 'published', feeRequired: false, placesLeft: 3 },
      { status: 'closed', placesLeft: 0 },
      { status: 'unpublished', feeRequired: true },
      { placesLeft: -1 },
    ];
    for (const info of infos)
      for (const given of [{ today: '20261122', events: (id: string) => (id === 'E1' ? info : undefined) }, {}])
        for (const body of [{ a: 'E1' }, { a: 'E9' }, { b: 'x' }])
          expect(validate(check, body, given)).toEqual(validateWith(table, body, given));
  });

  it('writes a run of per-entry rules as a function, unless it reads an event a later rule may look up', async () => {
    const perEntry = [
      row('items[].c', longerThan('items[].c', 3), 'error', 'c', false),
      row('items[].n', absent('items[].n'), 'error', 'd', false),
    ];
    const plain = emitValidator({ ...SPEC, table: [row('a', absent('a'), 'error', 'a', false), ...perEntry] }, 1, 1);
    expect(plain.source).toMatch(
      /^function checkEntries1\(findings: Findings, f_items: unknown, S0: Slots, a0: number\)/m,
    );
    // Unknown for one of two options at an entry: its loop asks the condition again, which reads the event.
    const twoOptions: Condition = { all: [eventDisallows('a', 'items[].c'), inList('items[].c', 'countries')] };
    const table = [
      row('a', eventIs('a', 'closed'), 'error', 'a', false),
      row('items[].c', twoOptions, 'error', 'b', false),
      ...perEntry,
    ];
    const { source } = emitValidator({ ...SPEC, table }, 1, 1);
    expect(source).toContain('e_a');
    expect(source).not.toContain('function checkEntries');
    const check = await generatedCore(table, 1, 1);
    const events = (id: string) => (id === 'E1' ? { status: 'published', allowedCharities: ['y'] } : undefined);
    for (const body of [{ a: 'E1', items: [{ c: 'x' }, { c: 'yyyy', n: 1 }] }, { items: [{ n: 2 }] }])
      for (const given of [
        { today: '20261122', events },
        { today: '20261122', countries: ['x'] },
        { today: '20261122' },
      ])
        expect(validate(check, body, given)).toEqual(validateWith(table, body, given));
  });

  it('computes a check that the rules of one part alone share in that part', async () => {
    const long: Condition = longerThan('c', 3);
    const table = [
      row('a', absent('a'), 'error', 'a', false),
      row('b', longerThan('b', 3), 'error', 'b', false),
      // About another field than the row before: not under that one's test of how its field reads.
      row('a', longerThan('b', 3), 'warning', 'c', false),
      // Two rules asking a fact, skipped together without text: one statement, so one part.
      row('c', { all: [long, inList('c', 'countries')] }, 'error', 'd', false),
      row('c', { all: [long, notInList('c', 'countries')] }, 'warning', 'e', false),
    ];
    const { source } = emitValidator({ ...SPEC, table }, 1, 1);
    const [main = '', ...parts] = source.split(/^function checkPart\d+/m);
    // Read by two parts: computed once, in the main function.
    expect(main).toContain('const c0 = t_b !== undefined && t_b.length > 3 && longerThan(t_b, 3);');
    // Read by one part: computed there.
    const inPart = 'const c1 = t_c !== undefined && t_c.length > 3 && longerThan(t_c, 3);';
    expect(main).not.toContain(inPart);
    expect(parts.filter((part) => part.includes(inPart))).toHaveLength(1);
    const check = await generatedCore(table, 1, 1);
    for (const body of [{}, { b: 'long' }, { a: 'x', b: 'ok', c: 'GB' }, { c: 'long' }, { c: 'GBR', b: 'longer' }])
      expect(validate(check, body, { today: '20261122', countries: ['GB'] })).toEqual(
        validateWith(table, body, { today: '20261122', countries: ['GB'] }),
      );
  });

  it('shares a check that tests a field for text as the last writing writes it', async () => {
    // A field tested for text by a check two rows share, whose text a later row reads (a random table's counterexample).
    const none: Condition = { all: [nonePresent(['a', 'b', 'items[]'])] };
    const table = [
      row('items[].c', { any: [none, eventIs('a', 'known')] }, 'error', 'x', false),
      row('items[].c', { not: { any: [none, eventIs('a', 'known')] } }, 'error', 'y', false),
      row('b', absent('b'), 'error', 'z', false),
    ];
    const check = await generatedCore(table, 1);
    for (const body of [{}, { a: 'E1' }, { b: 7, items: [{ c: 'x' }] }, { a: 'E2', items: [{}] }])
      expect(validate(check, body, { today: '20261122' })).toEqual(validateWith(table, body, { today: '20261122' }));
  });

  it('writes every condition of the vocabulary', () => {
    // The registry's type already demands it (test/types/definitions.ts); this checks the values too.
    const missing = Object.entries(definitions).filter(
      ([, definition]) => typeof definition.emit !== 'function' || typeof definition.evaluate !== 'function',
    );
    expect(missing).toEqual([]);
  });

  it('refuses what it cannot write, naming it', () => {
    const spec = SPEC;
    expect(() =>
      emitValidator({
        ...spec,
        table: [row('a', { test: 'noSuchCondition', field: 'a' } as unknown as Condition, 'error', 'x', false)],
      }),
    ).toThrow("'noSuchCondition'");
    // A whole-list value is computed ahead of its rule, which only a condition that asks no fact allows.
    expect(() =>
      emitValidator({ ...spec, table: [row('a', some('items', inList('items[]', 'countries')), 'error', 'x', false)] }),
    ).toThrow('may be unknown');
    // A whole-list condition inside another.
    expect(() =>
      emitValidator({
        ...spec,
        table: [row('a', some('items', some('items[].codes', present('items[].codes[]'))), 'error', 'x', false)],
      }),
    ).toThrow('inside another');
    expect(() => emitValidator({ ...spec, table: [row('items[]', present('items[]'), 'error', 'x', true)] })).toThrow(
      'halts per entry',
    );
  });
});
