/**
 * The layout's promises, checked on the sources: no import cycle (type-only
 * imports aside, as they vanish at run time); the rule tables depend only on
 * the row builders; generated validators import only the runtime (and the
 * constants of their own flag bits), so a bundle carries only what they
 * report; the published entries never reach the reference interpreter or
 * the generator; and in src/ only entry points and development tools import
 * rules/.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));

/** The TypeScript modules under `dir`, tests left out, relative to the root. */
function modules(dir: string): string[] {
  return readdirSync(join(root, dir)).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(join(root, path)).isDirectory()) return modules(path);
    return path.endsWith('.ts') && !path.endsWith('.test.ts') ? [path] : [];
  });
}

const IMPORT = /^(?:import|export)\s+(type\s+)?(?:\{([^}]*)\}|[^'";]*?)\s*from\s+'(\.[^']+)'/gm;

/** The modules `file` imports at run time (an import of types only is left out), relative to the root. */
function runtimeImports(file: string): string[] {
  const text = readFileSync(join(root, file), 'utf8');
  return [...text.matchAll(IMPORT)].flatMap(([, typeOnly, names, target]) => {
    const onlyTypes =
      typeOnly !== undefined ||
      names?.split(',').every((name) => name.trim() === '' || name.trim().startsWith('type ')) === true;
    return onlyTypes
      ? []
      : [relative(root, resolve(dirname(join(root, file)), (target as string).replace(/\.js$/, '.ts')))];
  });
}

/** The modules `file` imports, types included, relative to the root. */
function allImports(file: string): string[] {
  const text = readFileSync(join(root, file), 'utf8');
  return [...text.matchAll(IMPORT)].map(([, , , target]) =>
    relative(root, resolve(dirname(join(root, file)), (target as string).replace(/\.js$/, '.ts'))),
  );
}

/** The directories of src/ whose modules `dir`'s modules import, types included. */
function directoriesImported(dir: string): Set<string> {
  return new Set(
    modules(dir).flatMap((file) =>
      allImports(file)
        .filter((target) => !target.startsWith(`${dir}/`))
        .map((target) => target.split('/').slice(0, 2).join('/')),
    ),
  );
}

const files = [...modules('src'), ...modules('rules')];
const graph = new Map(files.map((file) => [file, runtimeImports(file)]));

/** Every cycle of the import graph, as the files around it. */
function cycles(): string[][] {
  const found: string[][] = [];
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const visit = (file: string) => {
    state.set(file, 'open');
    stack.push(file);
    for (const next of graph.get(file) ?? []) {
      if (state.get(next) === 'open') found.push(stack.slice(stack.indexOf(next)));
      else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(file, 'done');
  };
  for (const file of files) if (!state.has(file)) visit(file);
  return found;
}

/** Every module `entry` reaches at run time, itself included. */
function reachable(entry: string): string[] {
  const seen = new Set<string>();
  const stack = [entry];
  while (stack.length > 0) {
    const file = stack.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    stack.push(...(graph.get(file) ?? []));
  }
  return [...seen];
}

describe('the layout', () => {
  it('has no import cycle', () => {
    expect(cycles()).toEqual([]);
  });

  it('keeps the conditions below the tables and the interpreter, types included: no cycle between them', () => {
    // The condition contract names neither the tables' types nor the interpreter's: both build on it.
    const below = directoriesImported('src/conditions');
    expect([...below].filter((dir) => ['src/tables', 'src/reference', 'src/codegen'].includes(dir))).toEqual([]);
    expect(directoriesImported('src/tables').has('src/conditions')).toBe(true);
    expect(directoriesImported('src/reference').has('src/conditions')).toBe(true);
  });

  it('rules/ imports only the row builders', () => {
    const allowed = /^(?:rules\/|src\/conditions\/registry\.ts$)/;
    for (const file of modules('rules'))
      for (const target of graph.get(file) ?? []) expect(target, `${file} imports ${target}`).toMatch(allowed);
    // Of the registry, only what it re-exports of the condition modules: the builders, never the definitions.
    const registry = readFileSync(join(root, 'src/conditions/registry.ts'), 'utf8');
    const builders = new Set(
      [...registry.matchAll(/^export \{([^}]*)\} from '\.\/[^']+';$/gm)].flatMap(([, names]) =>
        (names as string).split(',').map((name) => name.trim()),
      ),
    );
    expect(builders).toContain('longerThan');
    expect(builders).not.toContain('definitions');
    for (const file of modules('rules'))
      for (const [, typeOnly, names = '', target] of readFileSync(join(root, file), 'utf8').matchAll(IMPORT))
        if (typeOnly === undefined && target?.endsWith('/conditions/registry.js'))
          for (const name of names.split(',').map((part) => part.trim()))
            if (name !== '' && !name.startsWith('type ')) expect(builders, `${file} imports ${name}`).toContain(name);
  });

  it('generated validators import only the runtime and their flag bits, their form messages their validator, and the runtime nothing else', () => {
    for (const file of [...modules('src/generated'), ...modules('src/runtime')]) {
      const flags = file.replace(/\.ts$/, '-flags.ts');
      const validator = file.replace(/-form-messages\.ts$/, '.ts');
      for (const target of graph.get(file) ?? [])
        if (target !== flags && target !== validator)
          expect(target, `${file} imports ${target}`).toMatch(/^src\/runtime\//);
    }
    // The flag bits are constants, and import nothing.
    for (const file of modules('src/generated').filter((name) => name.endsWith('-flags.ts')))
      expect(graph.get(file) ?? [], file).toEqual([]);
  });

  it('the published entries never reach the reference interpreter or the generator', () => {
    const entries = ['src/index.ts', 'src/cli/main.ts', 'src/formats/xml.ts', ...modules('src/advice')];
    for (const entry of entries) {
      const reached = reachable(entry);
      expect(
        reached.filter((file) => /^src\/(?:reference|codegen)\//.test(file)),
        entry,
      ).toEqual([]);
    }
  });

  it('in src/, only entry points and development tools import rules/', () => {
    const importers = files.filter(
      (file) => file.startsWith('src/') && (graph.get(file) ?? []).some((target) => target.startsWith('rules/')),
    );
    expect(importers.sort()).toEqual(['src/codegen/validators.ts', 'src/index.ts']);
  });

  it('finds a cycle when there is one (the check can fail)', () => {
    graph.set('src/runtime/values.ts', [...(graph.get('src/runtime/values.ts') ?? []), 'src/index.ts']);
    try {
      expect(cycles().length).toBeGreaterThan(0);
    } finally {
      graph.set('src/runtime/values.ts', runtimeImports('src/runtime/values.ts'));
    }
  });
});
