/**
 * The layout's promises, checked on the sources: no import cycle (type-only
 * imports aside, as they vanish at run time); the rule tables depend only on
 * the row builders (and the shared types and table freezing); generated
 * validators never import a rule table, so a bundle carries only what they
 * report; and in src/ only entry points and development tools import rules/.
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

describe('the layout', () => {
  it('has no import cycle', () => {
    expect(cycles()).toEqual([]);
  });

  it('rules/ imports only the row builders, the shared types and table freezing', () => {
    const allowed = /^(?:rules\/|src\/conditions\/index\.ts$|src\/engine\/freeze\.ts$|src\/engine\/types\.ts$)/;
    for (const file of modules('rules'))
      for (const target of graph.get(file) ?? []) expect(target, `${file} imports ${target}`).toMatch(allowed);
  });

  it('generated validators never import a rule table', () => {
    for (const file of modules('src/generated'))
      for (const target of graph.get(file) ?? []) expect(target, `${file} imports ${target}`).not.toMatch(/^rules\//);
  });

  it('in src/, only entry points and development tools import rules/', () => {
    const importers = files.filter(
      (file) => file.startsWith('src/') && (graph.get(file) ?? []).some((target) => target.startsWith('rules/')),
    );
    expect(importers.sort()).toEqual(['src/codegen/validators.ts', 'src/index.ts']);
  });

  it('finds a cycle when there is one (the check can fail)', () => {
    graph.set('src/engine/values.ts', [...(graph.get('src/engine/values.ts') ?? []), 'src/validate.ts']);
    try {
      expect(cycles().length).toBeGreaterThan(0);
    } finally {
      graph.set('src/engine/values.ts', runtimeImports('src/engine/values.ts'));
    }
  });
});
