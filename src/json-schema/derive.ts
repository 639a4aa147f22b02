/**
 * JSON Schema (draft 2020-12) read off a rule table (contract section 9.7).
 *
 * A constraint goes into the schema only when the table proves it: when
 * every body breaking it makes some error row fire, whatever the rest of the
 * body and the options hold. Each candidate (a field absent, of a JSON type,
 * longer than a limit, outside a fixed list, not a whole number, a list with
 * no or too many entries) is a *fact* about one field; the error rows that
 * read the field are evaluated under it in three-valued logic, the other
 * conditions left open, and the fact is a constraint when the rows' "or" is
 * true for every value the open conditions can take (two values, or three
 * for a condition that can be unknown). So a body the validators accept is
 * valid for the schema, by construction; the one exception is a blank string
 * longer than its field's limit, which the validators read as absent.
 */
import type { Emitter } from '../conditions/define.js';
import { probeEmitter } from '../conditions/probe.js';
import { listsOf, segments } from '../conditions/refs.js';
import { type ConditionNode, definitionOf } from '../conditions/registry.js';
import type { Fact, Untexted } from '../conditions/schema.js';
import { conditionReads } from '../tables/reading.js';
import type { Condition, FieldRef, Json, Rule, RuleTable } from '../tables/types.js';

/** A JSON Schema document, or a part of one: plain JSON. */
export type JsonSchema = { readonly [keyword: string]: Json };

// ---------------------------------------------------------------------------
// Facts, and the rows' truth under one

/** Three-valued truth, as the validators use it: false, true, unknown. */
type Tri = 0 | 1 | 2;
const F: Tri = 0;
const T: Tri = 1;
const U: Tri = 2;

/** What a named condition is under a fact: settled, left open, or (`some` at the fact's entry) partly settled. */
type Atom =
  | { readonly fixed: Tri }
  | { readonly key: string; readonly threeValued: boolean; readonly negated: boolean }
  | { readonly where: Condition; readonly rest: string };

/** Does a row at `at` fire at the value a fact about `ref` is about (its entries bound by the fact's)? */
function bound(at: FieldRef, ref: FieldRef): boolean {
  const mine = listsOf(ref);
  return listsOf(at).every((list, level) => mine[level] === list);
}

/** A code generator of placeholders: enough to learn whether a condition's source is two- or three-valued. */
const STUB: Emitter = probeEmitter();

const threeValued = new Map<string, boolean>();

/** Can the condition be unknown (its generated source is a `Tri`)? */
function canBeUnknown(node: ConditionNode, key: string): boolean {
  let known = threeValued.get(key);
  if (known === undefined) {
    known = definitionOf(node).emit(node as never, STUB).tri;
    threeValued.set(key, known);
  }
  return known;
}

const open = (node: ConditionNode): Atom => {
  const key = JSON.stringify(node);
  return { key, threeValued: canBeUnknown(node, key), negated: false };
};

/** A named condition under a fact, as its definition tells. */
function atomUnder(node: ConditionNode, fact: Fact): Atom {
  const under = definitionOf(node).underFact(node as never, fact);
  if ('settled' in under) return { fixed: under.settled ? T : F };
  if ('orAtEntry' in under) return { where: under.orAtEntry, rest: JSON.stringify(node) };
  if ('negationOf' in under) return { ...open(under.negationOf), negated: true };
  return open(node);
}

const and = (a: Tri, b: Tri): Tri => (a === F || b === F ? F : a === T && b === T ? T : U);
const or = (a: Tri, b: Tri): Tri => (a === T || b === T ? T : a === F && b === F ? F : U);
const not = (a: Tri): Tri => (a === U ? U : a === T ? F : T);

/** The most steps a proof may take: past them, nothing is proved. */
const MAX_STEPS = 20_000;

/**
 * Does some error row fire for every body of which `fact` is true, whatever
 * the open conditions are?
 */
function proves(rows: readonly Rule[], fact: Fact): boolean {
  const assignment = new Map<string, Tri>();
  const atoms = new Map<ConditionNode, Atom>();
  let pending: { key: string; threeValued: boolean } | undefined;
  let steps = 0;

  const openValue = (key: string, unknown: boolean): Tri => {
    const value = assignment.get(key);
    if (value !== undefined) return value;
    pending ??= { key, threeValued: unknown };
    return U;
  };
  const value = (node: Condition): Tri => {
    if ('all' in node) {
      let result: Tri = T;
      for (const part of node.all) result = and(result, value(part));
      return result;
    }
    if ('any' in node) {
      let result: Tri = F;
      for (const part of node.any) result = or(result, value(part));
      return result;
    }
    if ('not' in node) return not(value(node.not));
    let atom = atoms.get(node);
    if (atom === undefined) {
      atom = atomUnder(node, fact);
      atoms.set(node, atom);
    }
    if ('fixed' in atom) return atom.fixed;
    if ('where' in atom) return or(value(atom.where), openValue(atom.rest, false));
    const found = openValue(atom.key, atom.threeValued);
    return atom.negated ? not(found) : found;
  };
  const search = (): boolean => {
    if (++steps > MAX_STEPS) return false;
    let split: { key: string; threeValued: boolean } | undefined;
    for (const row of rows) {
      pending = undefined;
      const fired = value(row.when);
      if (fired === T) return true;
      if (fired === U) split ??= pending;
    }
    if (split === undefined) return false;
    for (const choice of split.threeValued ? [F, U, T] : [F, T]) {
      assignment.set(split.key, choice);
      const holds = search();
      if (!holds) {
        assignment.delete(split.key);
        return false;
      }
    }
    assignment.delete(split.key);
    return true;
  };
  return search();
}

// ---------------------------------------------------------------------------
// The fields of a table, as a tree

/** A place in a body: a field, an entry of a repeating field, or the body itself (`''`). */
interface Place {
  readonly ref: FieldRef;
  /** A repeating field: one value or a list of entries (`item`). */
  item: Place | undefined;
  readonly children: Map<string, Place>;
}

const place = (ref: FieldRef): Place => ({ ref, item: undefined, children: new Map() });

/** Every field a table reports at or reads, in the order rows name them. */
function placesOf(table: RuleTable): Place {
  const root = place('');
  for (const rule of table)
    for (const ref of [rule.at, ...conditionReads(rule.when)]) {
      let at = root;
      for (const segment of segments(ref)) {
        const childRef = at.ref === '' ? segment.name : `${at.ref}.${segment.name}`;
        let child = at.children.get(segment.name);
        if (child === undefined) {
          child = place(childRef);
          at.children.set(segment.name, child);
        }
        if (segment.each) {
          child.item ??= place(`${childRef}[]`);
          at = child.item;
        } else at = child;
      }
    }
  return root;
}

/** The facts the named conditions of a condition put forward as schema keywords, those nested in them too. */
function* candidatesIn(node: Condition): Generator<Fact> {
  if ('all' in node) for (const part of node.all) yield* candidatesIn(part);
  else if ('any' in node) for (const part of node.any) yield* candidatesIn(part);
  else if ('not' in node) yield* candidatesIn(node.not);
  else {
    const definition = definitionOf(node);
    yield* definition.schemaFacts?.(node as never) ?? [];
    for (const part of definition.parts?.(node as never) ?? []) yield* candidatesIn(part);
  }
}

/** The `n` of the candidates of one kind about `ref`. */
function boundsOf(
  candidates: readonly Fact[],
  ref: FieldRef,
  kind: 'longer' | 'wholeAbove' | 'wholeAtMost' | 'entriesAbove',
): number[] {
  return candidates.flatMap((fact) => (fact.ref === ref && fact.kind === kind ? [fact.n] : []));
}

// ---------------------------------------------------------------------------
// The schema

const BLANK: JsonSchema = { type: 'string', pattern: '^\\s*$' };

/** A number that reads as `text` (`String(n) === text`), for an enum of texts. */
function numberReadAs(text: string): number | undefined {
  const number = Number(text);
  return text.trim() !== '' && Number.isFinite(number) && String(number) === text ? number : undefined;
}

const sortUp = (values: Iterable<number>): number[] => [...new Set(values)].sort((a, b) => a - b);

class Deriver {
  /** Object entries of lists, named once in `$defs` (`charitySplitsEntry`) and referred to twice. */
  private readonly defs: Record<string, JsonSchema> = {};
  private readonly errorRows: readonly Rule[];
  private readonly reads = new Map<Rule, ReadonlySet<FieldRef>>();
  /** The facts the error rows' conditions put forward as keywords (`maxLength`, `enum`...), in table order. */
  private readonly candidates: readonly Fact[];

  constructor(private readonly table: RuleTable) {
    // A row that halts stops the rows after it: after a warning that may halt, no error row is relied on.
    const warningHalts = table.findIndex((rule) => rule.halts === true && rule.severity !== 'error');
    this.errorRows = table.filter(
      (rule, index) => rule.severity === 'error' && (warningHalts === -1 || index <= warningHalts),
    );
    for (const rule of this.errorRows) this.reads.set(rule, new Set(conditionReads(rule.when)));
    this.candidates = this.errorRows.flatMap((rule) => [...candidatesIn(rule.when)]);
  }

  /** Does every body of which the fact is true make an error row fire? */
  errs(fact: Fact): boolean {
    const rows = this.errorRows.filter((rule) => bound(rule.at, fact.ref) && this.reads.get(rule)?.has(fact.ref));
    return rows.length > 0 && proves(rows, fact);
  }

  /** The whole document: the body's schema, titled. */
  document(title: string, description: string): JsonSchema {
    const body = this.value(placesOf(this.table));
    return {
      $schema: 'https://json-schema.org/draft/2020-12/schema',
      title,
      description,
      ...body,
      ...(Object.keys(this.defs).length > 0 ? { $defs: this.defs } : {}),
    };
  }

  private schema(at: Place): JsonSchema {
    return at.item === undefined ? this.value(at) : this.list(at, at.item);
  }

  private required(at: Place): boolean {
    return this.errs(at.item === undefined ? { ref: at.ref, kind: 'absent' } : { ref: at.ref, kind: 'noEntries' });
  }

  /** A repeating field: one entry, or a list of them; `null` (no entries) when that is allowed. */
  private list(at: Place, item: Place): JsonSchema {
    let entry = this.value(item);
    if (entry.type === 'object') {
      const name = `${segments(at.ref).at(-1)?.name ?? 'list'}Entry`;
      this.defs[name] = entry;
      entry = { $ref: `#/$defs/${name}` };
    }
    const required = this.errs({ ref: at.ref, kind: 'noEntries' });
    const maxItems = this.smallest(boundsOf(this.candidates, at.ref, 'entriesAbove'), (n) => ({
      ref: at.ref,
      kind: 'entriesAbove',
      n,
    }));
    const array: Record<string, Json> = { type: 'array', items: entry };
    if (required) array.minItems = 1;
    if (maxItems !== undefined) array.maxItems = maxItems;
    const branches: JsonSchema[] = [entry, array];
    if (!required) branches.push({ type: 'null' });
    return { anyOf: branches };
  }

  /** One value: the JSON types it may have, with the limits of its text. */
  private value(at: Place): JsonSchema {
    const { ref } = at;
    const allows = (kind: Untexted | 'text') => !this.errs({ ref, kind });
    const branches: JsonSchema[] = [];
    const types: string[] = [];
    const keywords: Record<string, Json> = {};
    if (allows('object')) {
      if (at.children.size > 0 || ref === '') branches.push(this.object(at));
      else types.push('object');
    }
    if (allows('text')) {
      const maxLength = this.smallest(boundsOf(this.candidates, ref, 'longer'), (n) => ({ ref, kind: 'longer', n }));
      const fixed = this.candidates
        .flatMap((fact) => (fact.ref === ref && fact.kind === 'notIn' ? [fact.values] : []))
        .sort((a, b) => a.length - b.length)
        .find((values) => this.errs({ ref, kind: 'notIn', values }));
      const whole = this.candidates.some((fact) => fact.ref === ref && fact.kind === 'notWhole');
      if (whole && this.errs({ ref, kind: 'notWhole' })) branches.push(...this.whole(ref, maxLength));
      else if (fixed !== undefined)
        branches.push({ enum: [...fixed, ...fixed.flatMap((text) => numberReadAs(text) ?? [])] });
      else {
        types.push('string', 'number');
        if (maxLength !== undefined) keywords.maxLength = maxLength;
      }
    }
    // Absent: missing, null, or a blank string.
    const absent = allows('absent');
    if (absent) types.push('null');
    if (allows('array')) types.push('array');
    if (allows('boolean')) types.push('boolean');
    if (types.length === 6 && Object.keys(keywords).length === 0 && branches.length === 0) return {};
    const all = [...branches];
    if (types.length > 0) all.push({ type: types.length === 1 ? (types[0] as string) : types, ...keywords });
    if (absent && !types.includes('string')) all.push(BLANK);
    return all.length === 1 ? (all[0] as JsonSchema) : { anyOf: all };
  }

  /** A whole number: a non-negative integer, or a string of digits; with its range where the rows give one. */
  private whole(ref: FieldRef, maxLength: number | undefined): JsonSchema[] {
    const maximum = this.smallest(boundsOf(this.candidates, ref, 'wholeAbove'), (n) => ({
      ref,
      kind: 'wholeAbove',
      n,
    }));
    const atMost = sortUp(boundsOf(this.candidates, ref, 'wholeAtMost'))
      .reverse()
      .find((n) => this.errs({ ref, kind: 'wholeAtMost', n }));
    const integer: Record<string, Json> = { type: 'integer', minimum: atMost === undefined ? 0 : atMost + 1 };
    if (maximum !== undefined) integer.maximum = maximum;
    const digits: Record<string, Json> = { type: 'string', pattern: '^[0-9]+$' };
    if (maxLength !== undefined) digits.maxLength = maxLength;
    return [integer, digits];
  }

  /** An object: its fields, those the rows require, and any other key (the validators ignore unknown keys). */
  private object(at: Place): JsonSchema {
    const properties: Record<string, JsonSchema> = {};
    const required: string[] = [];
    for (const [name, child] of at.children) {
      properties[name] = this.schema(child);
      if (this.required(child)) required.push(name);
    }
    const object: Record<string, Json> = { type: 'object', properties };
    if (required.length > 0) object.required = required;
    object.additionalProperties = true;
    return object;
  }

  /** The smallest candidate for which the fact it makes is an error. */
  private smallest(candidates: readonly number[], fact: (n: number) => Fact): number | undefined {
    return sortUp(candidates).find((n) => this.errs(fact(n)));
  }
}

/**
 * The JSON Schema of the bodies a rule table checks.
 * @example jsonSchemaOf(accountRules, 'Create fundraiser account', '...').required // ['title', ...]
 */
export function jsonSchemaOf(table: RuleTable, title: string, description: string): JsonSchema {
  return new Deriver(table).document(title, description);
}

/**
 * Does every body of which `fact` is true make an error row of the table
 * fire? (What the schema is made of; exported for tests.)
 * @example provesError(accountRules, { ref: 'surname', kind: 'absent' }) // true
 */
export function provesError(table: RuleTable, fact: Fact): boolean {
  return new Deriver(table).errs(fact);
}

/**
 * A deep copy of a JSON value, frozen throughout.
 * @example deepFrozen({ a: [1] })
 */
export function deepFrozen<T extends Json>(value: T): T {
  if (typeof value !== 'object' || value === null) return value;
  const copy: Json = Array.isArray(value)
    ? value.map((entry) => deepFrozen(entry))
    : Object.fromEntries(Object.entries(value).map(([key, entry]) => [key, deepFrozen(entry)]));
  return Object.freeze(copy) as T;
}
