/**
 * The code generator: writes a rule table as the source of one straight-line
 * TypeScript validator, with the same behaviour as the interpreter over the
 * table's closures (`src/engine/`). It runs at development time
 * (`npm run generate`), never in a user's process, so the package still
 * evaluates no code at run time (CSP-safe).
 */
import { compileTable } from '../engine/compile.js';
import { type ReportedRule, reportedRule } from '../engine/evaluate.js';
import { depthOf, listRef, segments } from '../engine/fields.js';
import { JS_CALL, JS_IDENTIFIER } from '../engine/patterns.js';
import type { Condition, FieldRef, Rule, RuleTable } from '../engine/types.js';
import { TEXT } from '../engine/values.js';
import type { ListFact } from '../facts/types.js';
import { conditionEmitter } from './conditions.js';
import { bool, type Emitted, type Emitter, type Helper, RUNTIME, TEMPS, type Temp, tri } from './emitter.js';

/** What to generate: a table, where it is imported from, and the function's name. */
export interface ValidatorSpec {
  readonly table: RuleTable;
  /** The table's export name, e.g. `accountRules`, for the validator's documentation. */
  readonly tableName: string;
  /** The table's file, for the header, e.g. `rules/account.ts`. */
  readonly tableFile: string;
  readonly functionName: string;
  /** What the validator checks, for its JSDoc, e.g. `a create-account request body`. */
  readonly checks: string;
}

/**
 * The source of a generated validator module for `spec.table`. Throws when a
 * row uses a condition that has no emitter.
 * @example emitValidator({ table: accountRules, tableName: 'accountRules', tableFile: 'rules/account.ts',
 *   functionName: 'checkAccount', checks: 'a create-account request body' })
 */
export function emitValidator(spec: ValidatorSpec): string {
  return new Generation(spec).module();
}

/** How a top-level field is used by the generated code. */
interface Slot {
  readonly name: string;
  /** The identifier the field's variables are named after. */
  readonly id: string;
  kind: boolean;
  text: boolean;
  date: boolean;
  count: boolean;
}

const literal = (value: unknown): string => JSON.stringify(value);

/** The variable a loop may declare for its entry as an object, and whether a field read used it. */
interface EntryRecord {
  readonly name: string;
  used: boolean;
}

const noTemps = (): Record<Temp, number> =>
  Object.fromEntries(Object.keys(TEMPS).map((prefix) => [prefix, 0])) as Record<Temp, number>;

function newSlot(name: string, index: number): Slot {
  return {
    name,
    id: JS_IDENTIFIER.test(name) ? name : `field${index}`,
    kind: false,
    text: false,
    date: false,
    count: false,
  };
}

class Generation implements Emitter {
  private readonly slots: Slot[];
  private readonly helpers = new Set<Helper>();
  private readonly lists = new Set<ListFact>();
  /**
   * Two-valued conditions on top-level fields are pure: one that several
   * rows share is computed once. The first pass counts them; the second
   * names those seen more than once.
   */
  private readonly seen = new Map<string, number>();
  private shared: Map<string, string> | undefined;
  /** Whether the condition being written reads an entry or uses a temporary (then it cannot be shared). */
  private local = false;
  private usesFacts = false;
  private usesTri = false;
  /** The loop index variable of each repeating level in scope. */
  private readonly indices: string[] = [];
  /**
   * The variable holding the entry of each repeating level in scope as an
   * object (`asRecord`), where the loop declares one: fields of an entry are
   * then read by name from one place in the source, which V8 keeps fast.
   */
  private readonly records: (EntryRecord | undefined)[] = [];
  /** Temporaries of the rule being written, and the most any rule needed. */
  private readonly temps = noTemps();
  private readonly maxTemps = noTemps();
  /**
   * Statements of the rule being written that compute whole-list values
   * (`loop`), by the repeating level they run at: those of level `n` go
   * just inside the rule's loops over levels below `n`.
   */
  private preludes: string[][] = [];
  /** Loops of the rule being written, for their variables' names; and whether one is being written. */
  private loops = 0;
  private inLoop = false;

  constructor(private readonly spec: ValidatorSpec) {
    // The interpreter's order of reading, so that a body that throws when read fails alike.
    this.slots = compileTable(spec.table).fields.map(newSlot);
  }

  module(): string {
    this.spec.table.forEach((rule, index) => {
      this.rule(rule, index); // a first pass counts the conditions that rows share
    });
    const repeated = [...this.seen].filter(([, count]) => count > 1).map(([code]) => code);
    this.shared = new Map(repeated.map((code, index) => [code, `c${index}`]));
    const body = this.spec.table.flatMap((rule, index) => this.rule(rule, index));
    const { functionName, tableName, tableFile, checks } = this.spec;
    this.helper('Findings');
    this.helper('asRecord');
    const lines = [
      `// Generated from ${tableFile} by \`npm run generate\` (src/codegen/): do not edit.`,
      '// test/generated.test.ts fails when this file no longer matches the table,',
      '// and proves the validator equal to the interpreter over the same table.',
      ...this.imports(),
      '',
      '/** What the validator reports of each row, in table order: no quoted sentence, no condition. */',
      'const rules: readonly ReportedRule[] = [',
      ...this.spec.table.map((rule) => `  ${reportedLiteral(reportedRule(rule))},`),
      '];',
      '',
      '/**',
      ` * Checks ${checks} against every row of \`${tableName}\`, in table order:`,
      ' * the same result as the interpreter over the table, without its closures.',
      ` * @example ${functionName}(body, new OptionFacts(resolveOptions({ today: '20261122' })), { maxIssues: 1000, messages: undefined })`,
      ' */',
      `export function ${functionName}(input: unknown, ${this.usesFacts ? 'facts' : '_facts'}: Facts, reporting: Reporting): ValidationResult {`,
      '  const findings = new Findings(rules, reporting);',
      '  const body = asRecord(input);',
      ...this.readings(),
      ...[...this.lists].map((name) => `  const l_${name} = facts.list(${literal(name)});`),
      ...[...this.shared].map(([code, name]) => `  const ${name} = ${code};`),
      ...this.declarations(),
      ...body,
      '  return findings.result();',
      '}',
      '',
    ];
    return lines.join('\n');
  }

  private imports(): string[] {
    const byModule = new Map<string, string[]>();
    for (const name of [...this.helpers].sort()) {
      const module = `../${RUNTIME[name]}`;
      byModule.set(module, [...(byModule.get(module) ?? []), name]);
    }
    const types = new Map<string, string[]>([
      ['../engine/evaluate.js', ['ReportedRule', 'Reporting']],
      ['../engine/types.js', ['ValidationResult']],
      ['../facts/types.js', ['Facts']],
    ]);
    if (this.usesTri) types.set('../engine/tri.js', ['Tri']);
    const modules = [...new Set([...byModule.keys(), ...types.keys()])].sort();
    return modules.map((module) => {
      const values = byModule.get(module) ?? [];
      const typeNames = types.get(module) ?? [];
      // A module that gives only types is imported as such (`import type`), as the linter asks.
      if (values.length === 0) return `import type { ${typeNames.join(', ')} } from '${module}';`;
      const names = [...values, ...typeNames.map((name) => `type ${name}`)];
      return `import { ${names.join(', ')} } from '${module}';`;
    });
  }

  /** The top-level fields, read once, in the interpreter's order, and what is derived from them. */
  private readings(): string[] {
    const lines: string[] = [];
    for (const slot of this.slots) {
      const { id } = slot;
      lines.push(`  const f_${id} = body[${literal(slot.name)}];`);
      if (slot.kind || slot.text || slot.date) lines.push(`  const k_${id} = kindOf(f_${id});`);
      if (slot.text || slot.date) lines.push(`  const t_${id} = k_${id} === ${TEXT} ? textOf(f_${id}) : undefined;`);
      if (slot.date) lines.push(`  const d_${id} = t_${id} === undefined ? undefined : parseYmd(t_${id});`);
      if (slot.count) lines.push(`  const n_${id} = entryCount(f_${id});`);
    }
    return lines;
  }

  private declarations(): string[] {
    const lines: string[] = [];
    if (this.usesTri) lines.push('  let found: Tri;');
    for (const [prefix, type] of Object.entries(TEMPS) as [Temp, string][]) {
      for (let index = 0; index < this.maxTemps[prefix]; index++) lines.push(`  let ${prefix}${index}: ${type};`);
    }
    return lines;
  }

  /** The statements of one rule: its loops over entries, its condition, and what a finding does. */
  private rule(rule: Rule, index: number): string[] {
    Object.assign(this.temps, noTemps());
    this.loops = 0;
    const depth = depthOf(rule.at);
    if (rule.halts === true && depth > 0)
      throw new Error(`generate: rule ${index} (${rule.code}) halts per entry, which the generator cannot write`);
    this.preludes = Array.from({ length: depth + 1 }, () => []);
    const counts: string[] = [];
    const lists: string[] = [];
    for (let level = 0; level < depth; level++) {
      counts.push(this.count(listRef(rule.at, level)));
      this.indices.push(`i${level}`);
      this.records.push({ name: `x${level}`, used: false });
      lists.push(this.value(listRef(rule.at, level)));
    }
    // A hole that gave no issue stands for all the holes after it (see holesEnd).
    const skipHoles = (level: number) =>
      `i${level} = ${this.helper('holesEnd')}(${lists[level]}, i${level}, findings);`;
    const condition = this.condition(rule.when);
    const lines = [
      `  // ${index} · ${rule.code} ${rule.parameter === '' ? '(body)' : rule.parameter}: ${rule.source.replaceAll('\n', ' ')}`,
    ];
    // Innermost first: an entry read as an object may be read from the entry of the level outside it.
    const entries: string[] = [];
    for (let level = depth - 1; level >= 0; level--) {
      const record = this.records[level];
      if (record?.used === true)
        entries[level] = `const ${record.name} = ${this.entryAsRecord(listRef(rule.at, level), `i${level}`)};`;
    }
    let indent = '  ';
    counts.forEach((count, level) => {
      lines.push(...(this.preludes[level] ?? []).map((line) => indent + line));
      lines.push(`${indent}for (let i${level} = 0, e${level} = ${count}; i${level} < e${level}; i${level}++) {`);
      indent += '  ';
      const entry = entries[level];
      if (entry !== undefined) lines.push(indent + entry);
    });
    lines.push(...(this.preludes[depth] ?? []).map((line) => indent + line));
    const add = `findings.add(${index}, ${this.path(rule.at)})`;
    const report =
      rule.halts === true
        ? [`${indent}  ${add};`, `${indent}  return findings.result();`]
        : [`${indent}  if (!${add}) return findings.result();`];
    const innermost = depth - 1;
    if (condition.tri) {
      this.usesTri = true;
      lines.push(
        `${indent}findings.need = '';`,
        `${indent}found = ${condition.code};`,
        `${indent}if (found === 1) {`,
        ...report,
      );
      if (depth === 0) lines.push(`${indent}} else if (found === 2) findings.skip(${index}, findings.need);`);
      else
        lines.push(
          `${indent}} else {`,
          `${indent}  if (found === 2) findings.skip(${index}, findings.need);`,
          `${indent}  ${skipHoles(innermost)}`,
          `${indent}}`,
        );
    } else {
      lines.push(`${indent}if (${condition.code}) {`, ...report);
      lines.push(...(depth === 0 ? [`${indent}}`] : [`${indent}} else ${skipHoles(innermost)}`]));
    }
    for (let level = depth - 1; level >= 0; level--) {
      if (level < innermost) lines.push(`${indent}${skipHoles(level)}`);
      indent = indent.slice(2);
      lines.push(`${indent}}`);
      this.indices.pop();
      this.records.pop();
    }
    for (const prefix of Object.keys(TEMPS) as Temp[])
      this.maxTemps[prefix] = Math.max(this.maxTemps[prefix], this.temps[prefix]);
    return lines;
  }

  private path(at: FieldRef): string {
    let level = 0;
    const parts = segments(at).flatMap((part) =>
      part.each ? [literal(part.name), this.index(level++)] : [literal(part.name)],
    );
    return `[${parts.join(', ')}]`;
  }

  private index(level: number): string {
    this.local = true;
    const index = this.indices[level];
    if (index === undefined)
      throw new Error(`generate: a field reference needs entry level ${level} outside a loop over it`);
    return index;
  }

  temp(prefix: Temp): string {
    this.local = true;
    return `${prefix}${this.temps[prefix]++}`;
  }

  entry(list: FieldRef): string {
    return this.index(depthOf(list));
  }

  /** What `emit` writes while the entry of `list` is the one at `index` (a variable name), held as an object in `record`. */
  private within<T>(list: FieldRef, index: string, emit: () => T, record: EntryRecord): T {
    const level = depthOf(list);
    const outer = { index: this.indices[level], record: this.records[level] };
    this.indices[level] = index;
    this.records[level] = record;
    try {
      return emit();
    } finally {
      if (outer.index === undefined) this.indices.length = this.records.length = level;
      else {
        this.indices[level] = outer.index;
        this.records[level] = outer.record;
      }
    }
  }

  /** The source of entry `index` of `list` as an object (see `records`). */
  private entryAsRecord(list: FieldRef, index: string): string {
    return `${this.helper('asRecord')}(${this.helper('entryAt')}(${this.value(list)}, ${index}))`;
  }

  loop(list: FieldRef, setup: readonly string[], body: (index: string) => readonly string[], more?: string): void {
    if (this.inLoop)
      throw new Error(`generate: a whole-list condition over '${list}' inside another cannot be written`);
    const level = depthOf(list);
    const count = this.count(list);
    const loop = this.loops++;
    const index = `j${loop}`;
    this.inLoop = true;
    const record: EntryRecord = { name: `w${loop}`, used: false };
    const statements = [
      ...this.within(list, index, () => body(index), record),
      // A hole adds nothing to a whole-list value, nor do the holes after it (see holesEnd).
      `${index} = ${this.helper('holesEnd')}(${this.value(list)}, ${index}, findings);`,
    ];
    if (record.used) statements.unshift(`const ${record.name} = ${this.entryAsRecord(list, index)};`);
    this.inLoop = false;
    this.local = true;
    const test = `${index} < m${loop}${more === undefined ? '' : ` && ${more}`}`;
    const prelude = this.preludes[level];
    if (prelude === undefined)
      throw new Error(`generate: a whole-list condition over '${list}' needs entry levels the rule does not loop over`);
    prelude.push(
      ...setup,
      `for (let ${index} = 0, m${loop} = ${count}; ${test}; ${index}++) {`,
      ...statements.map((line) => `  ${line}`),
      '}',
    );
  }

  /** The slot of a top-level, single-valued field reference, else `undefined`. */
  private slot(ref: FieldRef): Slot | undefined {
    const parts = segments(ref);
    const [first] = parts;
    return parts.length === 1 && first !== undefined && !first.each ? this.slotNamed(first.name) : undefined;
  }

  /** A top-level field's slot (the interpreter reads every field a row refers to). */
  private slotNamed(name: string): Slot {
    const slot = this.slots.find((candidate) => candidate.name === name);
    if (slot === undefined) throw new Error(`generate: field '${name}' is not among the table's fields`);
    return slot;
  }

  condition(node: Condition): Emitted {
    if ('all' in node) return this.junction(node.all, true);
    if ('any' in node) return this.junction(node.any, false);
    if ('not' in node) {
      const inner = this.condition(node.not);
      return inner.tri ? tri(`${this.helper('not3')}(${inner.code})`) : bool(`!(${inner.code})`);
    }
    const emit = conditionEmitter(node.test);
    if (emit === undefined) throw new Error(`generate: no emitter for the condition '${node.test}'`);
    const outer = this.local;
    this.local = false;
    const emitted = emit(node, this);
    // Worth sharing: a call (a comparison costs less than a variable).
    const shareable = !emitted.tri && !this.local && JS_CALL.test(emitted.code);
    this.local ||= outer;
    if (!shareable) return emitted;
    if (this.shared === undefined) {
      this.seen.set(emitted.code, (this.seen.get(emitted.code) ?? 0) + 1);
      return emitted;
    }
    return bool(this.shared.get(emitted.code) ?? emitted.code);
  }

  /**
   * A conjunction (`all`) or disjunction, evaluated left to right and
   * stopping where the interpreter stops (the first false part of an `all`,
   * the first true part of an `any`), so that facts are asked alike.
   */
  private junction(parts: readonly Condition[], all: boolean): Emitted {
    const emitted = parts.map((part) => this.condition(part));
    if (!emitted.some((part) => part.tri)) {
      if (emitted.length === 0) return bool(all ? 'true' : 'false');
      return bool(`(${emitted.map((part) => part.code).join(all ? ' && ' : ' || ')})`);
    }
    const identity = all ? '1' : '0';
    let rest = identity;
    for (let index = emitted.length - 1; index >= 0; index--) {
      const part = emitted[index] as Emitted;
      if (part.tri && rest === identity) {
        // The last three-valued part decides alone: and3(q, 1) and or3(q, 0) are q.
        rest = part.code;
        continue;
      }
      if (!part.tri) {
        rest = all ? `(${part.code} ? ${rest} : 0)` : `(${part.code} ? 1 : ${rest})`;
        continue;
      }
      const q = this.temp('q');
      rest = all
        ? `((${q} = ${part.code}) === 0 ? 0 : ${this.helper('and3')}(${q}, ${rest}))`
        : `((${q} = ${part.code}) === 1 ? 1 : ${this.helper('or3')}(${q}, ${rest}))`;
    }
    return tri(rest);
  }

  value(ref: FieldRef): string {
    const parts = segments(ref);
    if (parts.length === 0) return 'input';
    let level = 0;
    let code = '';
    let entry: EntryRecord | undefined;
    parts.forEach((part, position) => {
      if (position === 0) code = `f_${this.slotNamed(part.name).id}`;
      else if (entry !== undefined) {
        entry.used = true;
        code = `${entry.name}[${literal(part.name)}]`;
      } else code = `${this.helper('asRecord')}(${code})[${literal(part.name)}]`;
      entry = undefined;
      if (part.each) {
        entry = this.records[level];
        code = `${this.helper('entryAt')}(${code}, ${this.index(level++)})`;
      }
    });
    return code;
  }

  kind(ref: FieldRef): string {
    const slot = this.slot(ref);
    if (slot === undefined) return `${this.helper('kindOf')}(${this.value(ref)})`;
    slot.kind = true;
    this.helper('kindOf');
    return `k_${slot.id}`;
  }

  text(ref: FieldRef): string {
    const slot = this.slot(ref);
    if (slot === undefined) return `${this.helper('textAt')}(${this.value(ref)})`;
    slot.text = true;
    this.helper('kindOf');
    this.helper('textOf');
    return `t_${slot.id}`;
  }

  withText(ref: FieldRef, use: (text: string) => string): string {
    const slot = this.slot(ref);
    if (slot !== undefined) return `(${this.text(ref)} !== undefined && ${use(`t_${slot.id}`)})`;
    const s = this.temp('s');
    return `((${s} = ${this.text(ref)}) !== undefined && ${use(s)})`;
  }

  date(ref: FieldRef): string {
    const slot = this.slot(ref);
    if (slot !== undefined) {
      slot.date = true;
      this.helper('kindOf');
      this.helper('textOf');
      this.helper('parseYmd');
      return `d_${slot.id}`;
    }
    const s = this.temp('s');
    return `((${s} = ${this.text(ref)}) === undefined ? undefined : ${this.helper('parseYmd')}(${s}))`;
  }

  withDate(ref: FieldRef, use: (date: string) => string): string {
    const date = this.date(ref);
    if (this.slot(ref) !== undefined) return `(${date} !== undefined && ${use(date)})`;
    const y = this.temp('y');
    return `((${y} = ${date}) !== undefined && ${use(y)})`;
  }

  count(ref: FieldRef): string {
    const slot = segments(ref).length === 1 && !ref.endsWith('[]') ? this.slotNamed(ref) : undefined;
    if (slot === undefined) return `${this.helper('entryCount')}(${this.value(ref)})`;
    slot.count = true;
    this.helper('entryCount');
    return `n_${slot.id}`;
  }

  helper(name: Helper): string {
    this.helpers.add(name);
    return name;
  }

  list(name: ListFact): string {
    this.usesFacts = true;
    this.lists.add(name);
    return `l_${name}`;
  }

  facts(): string {
    this.usesFacts = true;
    return 'facts';
  }

  unknowns(): string {
    return 'findings';
  }
}

/** A reported rule as a one-line object literal. */
function reportedLiteral(rule: ReportedRule): string {
  const fields = Object.entries(rule).map(([key, value]) => `${key}: ${JSON.stringify(value)}`);
  return `{ ${fields.join(', ')} }`;
}
