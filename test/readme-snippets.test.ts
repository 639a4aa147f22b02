/**
 * The README's code is code that runs. Every fenced block of the README is
 * held by a test, and this file says which (`HELD_ELSEWHERE`, or a row of
 * SECTIONS):
 * - the TypeScript (`ts`, `tsx`) and YAML blocks of each section listed in
 *   SECTIONS (of the README, or of a docs/ page the README's snippets moved
 *   to) must be excerpts of a file in the folder the row names, word for
 *   word but for each line's leading indentation, so that what a reader
 *   copies is what the tests run: examples/web/ and examples/handler/ are
 *   type-checked here, against the built package's types; examples/web/ is
 *   bundled and driven in Chromium by test/browser.test.ts, the server
 *   example run by test/server-example.test.ts, examples/ci/ by
 *   test/cli-ci.test.ts;
 * - the install line names only the package and what it depends on, the
 *   contributors' commands are scripts of package.json, and the command
 *   line's usage is the one `--help` prints (checked here);
 * - the sandbox quick start is run by test/sandbox-walkthrough.test.ts.
 * To hold a further section, add a row to SECTIONS.
 */
import { execFile } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { USAGE } from '../src/cli/args.js';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const read = (file: string) => readFileSync(join(ROOT, file), 'utf8');
const README = read('README.md');

/** A section of a markdown file (its heading line, as written) and the folder whose files its checked blocks are excerpts of. */
interface CheckedSection {
  file: string;
  heading: string;
  folder: string;
  /** How many checked blocks the section holds at least: a section that lost its code, or its heading, fails. */
  minBlocks: number;
}

const SECTIONS: readonly CheckedSection[] = [
  { file: 'README.md', heading: '## Use it in a form', folder: 'examples/web', minBlocks: 3 },
  { file: 'README.md', heading: '## Use it on a server', folder: 'examples/handler', minBlocks: 2 },
  { file: 'README.md', heading: '## Use it in CI', folder: 'examples/ci', minBlocks: 1 },
  { file: 'README.md', heading: '## Messages with values', folder: 'examples/web', minBlocks: 1 },
  { file: 'docs/forms.md', heading: '# Use it in a form', folder: 'examples/web', minBlocks: 7 },
];

/** The README sections whose blocks other checks hold, and which check. */
const HELD_ELSEWHERE: Readonly<Record<string, string>> = {
  '## Install': 'the install line, below',
  '## Work on the package': "the contributors' commands, below",
  '## Run the sandbox': 'test/sandbox-walkthrough.test.ts',
  '## Command line': 'the usage, below',
};

/** The languages of the fenced blocks that are checked as excerpts. */
const CHECKED = new Set(['ts', 'tsx', 'typescript', 'yaml', 'yml']);
/** The files an excerpt may come from. */
const SOURCE = /\.(?:ts|tsx|mts|js|mjs|ya?ml|sh)$/;
/** Folders that hold no source of the examples' own. */
const SKIPPED = new Set(['node_modules', 'dist']);

/** A fenced code block: its language, its lines, and the line its first line is on (1-based). */
interface Block {
  language: string;
  lines: string[];
  line: number;
}

const FENCE = /^(\s*)(`{3,}|~{3,})\s*([\w-]*)/;
const HEADING = /^(#{1,6})\s/;

/**
 * The lines of a section: from its heading to the next heading of the same
 * or a higher level (a `#` line inside a fenced block is no heading), each
 * with its line number.
 */
function sectionOf(markdown: string, heading: string): { text: string; line: number }[] | undefined {
  const lines = markdown.split('\n');
  const level = HEADING.exec(heading)?.[1]?.length ?? 0;
  let fence: string | undefined;
  let section: { text: string; line: number }[] | undefined;
  for (const [index, text] of lines.entries()) {
    const open = FENCE.exec(text);
    if (fence === undefined && open !== null) fence = open[2];
    else if (fence !== undefined && text.trim().startsWith(fence) && text.trim().replace(/[`~]/g, '') === '')
      fence = undefined;
    else if (fence === undefined) {
      const found = HEADING.exec(text)?.[1]?.length;
      if (section !== undefined && found !== undefined && found <= level) return section;
      if (section === undefined && text.trimEnd() === heading) section = [];
    }
    section?.push({ text, line: index + 1 });
  }
  return section;
}

/** The fenced blocks of some lines, any language, each line as written (indentation kept). */
function blocksOf(lines: readonly { text: string; line: number }[]): Block[] {
  const blocks: Block[] = [];
  let open: { fence: string; block: Block } | undefined;
  for (const { text, line } of lines) {
    if (open === undefined) {
      const fence = FENCE.exec(text);
      if (fence !== null)
        open = { fence: fence[2] ?? '```', block: { language: fence[3] ?? '', lines: [], line: line + 1 } };
    } else if (text.trim().startsWith(open.fence) && text.trim().replace(/[`~]/g, '') === '') {
      blocks.push(open.block);
      open = undefined;
    } else open.block.lines.push(text);
  }
  return blocks;
}

/** A line without its leading indentation. */
const unindented = (line: string) => line.replace(/^\s+/, '');

/**
 * How many of the block's first lines (unindented) follow each other in the
 * file (unindented) at best: all of them when the block is an excerpt of it.
 */
function longestExcerpt(block: readonly string[], file: readonly string[]): number {
  const wanted = block.map(unindented);
  const lines = file.map(unindented);
  let best = 0;
  for (let start = 0; start < lines.length && best < wanted.length; start++) {
    let matched = 0;
    while (matched < wanted.length && lines[start + matched] === wanted[matched]) matched++;
    best = Math.max(best, matched);
  }
  return best;
}

/** The source files under a folder (not its node_modules or dist), by path from the repository. */
function sourcesIn(folder: string): Map<string, string[]> {
  const files = new Map<string, string[]>();
  const visit = (directory: string) => {
    for (const entry of readdirSync(directory, { withFileTypes: true })) {
      const path = join(directory, entry.name);
      if (entry.isDirectory()) {
        if (!SKIPPED.has(entry.name)) visit(path);
      } else if (SOURCE.test(entry.name)) files.set(relative(ROOT, path), readFileSync(path, 'utf8').split('\n'));
    }
  };
  visit(join(ROOT, folder));
  return files;
}

/** Where a block is an excerpt, or why it is none: the first of its lines no file has after the lines before it. */
function whereFrom(block: Block, files: Map<string, string[]>): { file?: string; problem?: string } {
  let closest = { file: '', matched: -1 };
  for (const [file, lines] of files) {
    const matched = longestExcerpt(block.lines, lines);
    if (matched === block.lines.length) return { file };
    if (matched > closest.matched) closest = { file, matched };
  }
  return {
    problem:
      `line ${block.line}: a ${block.language} block that is no excerpt of a file; at best ` +
      `${closest.matched} of its ${block.lines.length} lines follow each other in ${closest.file}, ` +
      `then line ${block.line + closest.matched} is not found there:\n${block.lines[closest.matched]}`,
  };
}

describe('the README snippet checker', () => {
  const markdown = [
    '# Title',
    '## Part',
    '### Checked',
    'Text.',
    '```ts',
    "import { a } from 'b';",
    '# not a heading, inside a fence',
    '```',
    '- a list item:',
    '',
    '  ```tsx',
    '  const x = <p />;',
    '  ```',
    '```sh',
    'npm test',
    '```',
    '#### A subsection, still part of it',
    '```ts',
    'later();',
    '```',
    '### Next',
    '```ts',
    'notInTheSection();',
    '```',
  ].join('\n');

  it('reads a section to the next heading of its level, fences and all', () => {
    const section = sectionOf(markdown, '### Checked') ?? [];
    expect(section[0]?.text).toBe('### Checked');
    expect(section.at(-1)?.text).toBe('```');
    const typescript = blocksOf(section).filter((block) => CHECKED.has(block.language));
    expect(typescript.map((block) => [block.language, block.line, block.lines])).toEqual([
      ['ts', 6, ["import { a } from 'b';", '# not a heading, inside a fence']],
      ['tsx', 12, ['  const x = <p />;']],
      ['ts', 19, ['later();']],
    ]);
    expect(sectionOf(markdown, '### Missing')).toBeUndefined();
  });

  it('takes an excerpt whatever its indentation, and nothing else', () => {
    const file = ['function f() {', '  if (a) {', '    return b;', '  }', '}'];
    expect(longestExcerpt(['if (a) {', '  return b;', '}'], file)).toBe(3);
    expect(longestExcerpt(['      if (a) {', 'return b;'], file)).toBe(2);
    // One character changed, a line left out, lines in another order: no excerpt.
    expect(longestExcerpt(['if (a) {', '  return c;'], file)).toBe(1);
    expect(longestExcerpt(['function f() {', '    return b;'], file)).toBe(1);
    expect(longestExcerpt(['return b;', 'if (a) {'], file)).toBe(1);
    // A trailing space is a difference.
    expect(longestExcerpt(['return b; '], file)).toBe(0);
  });
});

describe.each(SECTIONS)('$file: the $heading section', ({ file, heading, folder, minBlocks }) => {
  const section = sectionOf(read(file), heading) ?? [];
  const blocks = blocksOf(section).filter((block) => CHECKED.has(block.language));
  const files = sourcesIn(folder);

  it(`is there, with at least ${minBlocks} checked blocks`, () => {
    expect(section.length, `${file} has no "${heading}" heading`).toBeGreaterThan(0);
    expect(blocks.length).toBeGreaterThanOrEqual(minBlocks);
  });

  it(`has only checked blocks that are excerpts of ${folder}/`, () => {
    expect(files.size).toBeGreaterThan(0);
    const problems = blocks.map((block) => whereFrom(block, files).problem).filter((problem) => problem !== undefined);
    expect(problems).toEqual([]);
  });
});

describe('every code block of the README', () => {
  /** The README's `##` sections, each with its blocks. */
  const sections = [...README.matchAll(/^## .+$/gm)].map(([heading]) => ({
    heading,
    blocks: blocksOf(sectionOf(README, heading) ?? []),
  }));
  const block = (heading: string, index = 0) =>
    sections.find((section) => section.heading === heading)?.blocks[index]?.lines ?? [];

  it('is held by a test: an excerpt of SECTIONS, or a check HELD_ELSEWHERE names', () => {
    const before = blocksOf(sectionOf(README, '# fundraising-rules') ?? []).length;
    expect(before).toBe(sections.reduce((sum, section) => sum + section.blocks.length, 0));
    const unheld = sections.flatMap(({ heading, blocks }) =>
      blocks
        .filter((code) => {
          const excerpt = SECTIONS.some((row) => row.file === 'README.md' && row.heading === heading);
          return !(excerpt && CHECKED.has(code.language)) && HELD_ELSEWHERE[heading] === undefined;
        })
        .map((code) => `README line ${code.line} (${heading}, ${code.language || 'no language'})`),
    );
    expect(unheld).toEqual([]);
  });

  it('installs only the package and what it depends on', () => {
    const pkg = JSON.parse(read('package.json')) as {
      name: string;
      dependencies: Record<string, string>;
      peerDependencies: Record<string, string>;
    };
    const known = new Set([pkg.name, ...Object.keys(pkg.dependencies), ...Object.keys(pkg.peerDependencies)]);
    const installs = README.split('\n').filter((line) => line.startsWith('npm install '));
    expect(installs.length).toBeGreaterThanOrEqual(2);
    for (const line of installs) {
      for (const name of line.slice('npm install '.length).split(/\s+/)) expect(known, line).toContain(name);
    }
    expect(block('## Install')).toEqual(['npm install fundraising-rules']);
  });

  it('gives the contributors npm ci, npm test and the main job, each a command package.json has', () => {
    const { scripts } = JSON.parse(read('package.json')) as { scripts: Record<string, string> };
    const commands = block('## Work on the package').map((line) => line.replace(/\s+#.*$/, ''));
    expect(commands).toEqual(['npm ci', 'npm test', 'npm run check']);
    expect(Object.keys(scripts)).toEqual(expect.arrayContaining(['test', 'check']));
  });

  it("shows the command line's usage as --help prints it, and so does docs/cli.md", () => {
    expect(block('## Command line').join('\n')).toBe(USAGE.slice(0, USAGE.indexOf('\n\n')));
    const cli = blocksOf(sectionOf(read('docs/cli.md'), '# The command line') ?? []);
    expect(cli[0]?.lines.join('\n')).toBe(USAGE.slice(0, USAGE.indexOf('\n\n')));
  });
});

describe.each([
  ['examples/web', 'the form snippets'],
  ['examples/handler', 'the server snippets'],
])('%s/, where %s come from', (folder) => {
  it('type-checks under the package strictness, against the built package types', async () => {
    const types = join(ROOT, 'dist', 'src', 'index.d.ts');
    expect(existsSync(types), 'the package is not built (no dist/src/index.d.ts): run `npm run build` first').toBe(
      true,
    );
    const tsc = join(ROOT, 'node_modules', '.bin', 'tsc');
    const run = promisify(execFile)(tsc, ['-p', join(ROOT, folder, 'tsconfig.json')], { cwd: ROOT });
    const failure = await run.then(
      () => '',
      (error: { stdout?: string; message: string }) => error.stdout || error.message,
    );
    expect(failure).toBe('');
  }, 60_000);
});
