/**
 * The documentation holds together: every relative link of the README, the
 * pages of docs/, the bench's and the examples' READMEs leads to a file that
 * exists and, with a `#fragment`, to a heading of it; every decision file is
 * listed in the decisions' index; and the README stays a page for users, its
 * history and reference kept in docs/.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** The markdown files under a folder, by path from the repository. */
function markdownIn(folder: string): string[] {
  return readdirSync(join(ROOT, folder), { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : markdownIn(path);
    return entry.name.endsWith('.md') ? [path] : [];
  });
}

const PAGES = ['README.md', 'bench/README.md', ...markdownIn('docs'), ...markdownIn('examples')];

/** A page's text without its fenced code blocks (a link in code is no link). */
const prose = (text: string) => text.replace(/^(`{3,}|~{3,})[^\n]*\n[\s\S]*?^\1\s*$/gm, '');

/**
 * The anchors GitHub gives a page's headings: lower case, punctuation but
 * `-` and `_` dropped, spaces as `-`, a repeated one numbered.
 * @example anchorsOf('## Use it in a form').has('use-it-in-a-form') // true
 */
function anchorsOf(text: string): Set<string> {
  const anchors = new Set<string>();
  for (const [, heading = ''] of prose(text).matchAll(/^#{1,6} (.+)$/gm)) {
    const slug = heading
      .trim()
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .replace(/\s/g, '-');
    let anchor = slug;
    for (let n = 1; anchors.has(anchor); n++) anchor = `${slug}-${n}`;
    anchors.add(anchor);
  }
  return anchors;
}

/** The relative links of a page: `[text](target)`, without web addresses. */
function linksOf(text: string): string[] {
  return [...prose(text).matchAll(/\]\(([^)\s]+)\)/g)]
    .map((match) => match[1] ?? '')
    .filter((target) => !/^[a-z][a-z+.-]*:/i.test(target));
}

describe('the documentation', () => {
  it.each(PAGES)('%s: every relative link leads to a file and a heading that exist', (page) => {
    const broken: string[] = [];
    for (const target of linksOf(readFileSync(join(ROOT, page), 'utf8'))) {
      const [path = '', fragment] = target.split('#');
      const file = path === '' ? page : join(dirname(page), decodeURIComponent(path));
      if (!existsSync(join(ROOT, file))) {
        broken.push(`${target}: no file ${file}`);
        continue;
      }
      if (fragment === undefined || statSync(join(ROOT, file)).isDirectory()) continue;
      if (!file.endsWith('.md') || !anchorsOf(readFileSync(join(ROOT, file), 'utf8')).has(fragment))
        broken.push(`${target}: no heading #${fragment} in ${file}`);
    }
    expect(broken).toEqual([]);
  });

  it('lists every decision file in docs/decisions/README.md', () => {
    const index = readFileSync(join(ROOT, 'docs/decisions/README.md'), 'utf8');
    const listed = new Set(linksOf(index));
    const files = readdirSync(join(ROOT, 'docs/decisions')).filter((file) => file !== 'README.md');
    expect(files.length).toBeGreaterThan(50);
    expect(files.filter((file) => !listed.has(file))).toEqual([]);
    expect(files.filter((file) => !/^[a-z]+-[a-z0-9-]+\.md$/.test(file))).toEqual([]);
  });

  it('keeps the README a page for users: history and reference live in docs/', () => {
    const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
    expect(Buffer.byteLength(readme), 'README.md has grown past 30 KB: move reference to docs/').toBeLessThan(30_000);
    expect(readme).not.toMatch(/^## Decisions$/m);
  });

  it('reads headings as GitHub anchors them', () => {
    expect([
      ...anchorsOf('# A: b\n## `fundraising-rules/xml`\n## Use it in CI\n## Use it in CI\n```\n# no\n```'),
    ]).toEqual(['a-b', 'fundraising-rulesxml', 'use-it-in-ci', 'use-it-in-ci-1']);
  });
});
