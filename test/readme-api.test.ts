/**
 * The README's API tables (section "API") list every export of every entry
 * of package.json's `exports`, each once, and nothing else: the names a
 * table gives an entry are the names the entry's module exports (its
 * values, imported from the build as Node resolves the entry) and the types
 * its declaration file exports. A new export, or a new entry, fails here
 * until the README names it.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const README = readFileSync(join(ROOT, 'README.md'), 'utf8');
const { name, exports } = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
  name: string;
  exports: Record<string, string | { types: string; node: string }>;
};

/** The entries of the exports map (not `./package.json`): specifier, built module, declaration file. */
const ENTRIES = Object.entries(exports).flatMap(([key, target]) =>
  typeof target === 'string'
    ? []
    : [{ specifier: key === '.' ? name : `${name}/${key.slice(2)}`, module: target.node, types: target.types }],
);

/** A table row's name: its first cell's code, up to a call's brackets or a type argument. */
const nameOf = (cell: string) => /^`([\w$]+)/.exec(cell.trim())?.[1];

/**
 * The README's API section by entry: for each `### \`specifier\`` heading,
 * the values and types its tables name (a row under `#### Types`, or marked
 * `(type)`, is a type), each in the order written.
 */
function documented(): Map<string, { values: string[]; types: string[] }> {
  const start = README.indexOf('\n## API\n');
  const end = README.indexOf('\n## ', start + 1);
  const entries = new Map<string, { values: string[]; types: string[] }>();
  let current: { values: string[]; types: string[] } | undefined;
  let types = false;
  for (const line of README.slice(start, end).split('\n')) {
    const entry = /^### `([^`]+)`$/.exec(line)?.[1];
    if (entry !== undefined) {
      current = { values: [], types: [] };
      entries.set(entry, current);
      types = false;
    } else if (line === '#### Types') types = true;
    else if (current !== undefined && line.startsWith('| `')) {
      const cell = line.split('|')[1] ?? '';
      const exported = nameOf(cell);
      if (exported !== undefined) (types || cell.includes('(type)') ? current.types : current.values).push(exported);
    }
  }
  return entries;
}

/**
 * The names a declaration file exports, values and types alike: declarations
 * (`export declare function f`, `export interface I`, `export type T =`) and
 * export lists (`export { a, type B } from`, `export type { C }`).
 */
function declaredNames(file: string): string[] {
  const text = readFileSync(join(ROOT, file), 'utf8');
  expect(text, `${file} re-exports a whole module (export *): list its names`).not.toMatch(/^export \*/m);
  const names = [
    ...text.matchAll(
      /^export (?:declare )?(?:abstract )?(?:async )?(?:function|const|let|class|interface|type|enum) ([\w$]+)/gm,
    ),
  ].map((match) => match[1] ?? '');
  for (const [, list = ''] of text.matchAll(/^export (?:type )?\{([^}]*)\}/gm)) {
    for (const item of list.split(',')) {
      const words = item
        .trim()
        .replace(/^type\s+/, '')
        .split(/\s+as\s+/);
      const exported = words.at(-1)?.trim();
      if (exported) names.push(exported);
    }
  }
  return names;
}

const tables = documented();

describe("the README's API tables", () => {
  it('have one table per entry of package.json, in its order', () => {
    expect([...tables.keys()]).toEqual(ENTRIES.map((entry) => entry.specifier));
  });

  it('name each export once', () => {
    for (const [entry, { values, types }] of tables) {
      const all = [...values, ...types];
      expect(all, entry).toEqual([...new Set(all)]);
    }
  });

  describe.each(ENTRIES)('$specifier', ({ specifier, module, types }) => {
    it('lists exactly the values the entry exports', async () => {
      const loaded = (await import(pathToFileURL(join(ROOT, module)).href)) as Record<string, unknown>;
      expect([...(tables.get(specifier)?.values ?? [])].sort()).toEqual(Object.keys(loaded).sort());
    });

    it('lists exactly the types its declarations export besides those values', async () => {
      const loaded = (await import(pathToFileURL(join(ROOT, module)).href)) as Record<string, unknown>;
      const typeNames = [...new Set(declaredNames(types))].filter((exported) => !(exported in loaded));
      expect([...(tables.get(specifier)?.types ?? [])].sort()).toEqual(typeNames.sort());
    });
  });
});
