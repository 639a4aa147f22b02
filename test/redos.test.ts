import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { POSTCODE_REGEXES } from 'postcode-validator/lib/cjs/postcode-regexes.js';
import { checkSync } from 'recheck';
import { describe, expect, it } from 'vitest';
import * as generatorPatterns from '../src/codegen/patterns.js';
import * as patterns from '../src/runtime/patterns.js';

const root = new URL('..', import.meta.url).pathname;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return path.endsWith('.ts') && !path.endsWith('.test.ts') ? [path] : [];
  });
}

// A regular expression literal after an operator or bracket, or a RegExp constructor.
const REGEX_LITERAL = /(?:^|[=(,:!&|?{};]\s*)\/(?![/*\s])(?:\\.|\[(?:\\.|[^\]\\\n])*\]|[^/\\\n[])+\/[dgimsuy]*/m;
const REGEXP_CONSTRUCTOR = /\bRegExp\s*\(/;

/** The two audited places: the published package's patterns, and the code generator's (never published). */
const AUDITED = ['src/runtime/patterns.ts', 'src/codegen/patterns.ts'];

describe('regular expressions', () => {
  it.each(Object.entries({ ...patterns, ...generatorPatterns }))(
    '%s is safe from catastrophic backtracking',
    (_name, pattern) => {
      const diagnostics = checkSync(pattern.source, pattern.flags);
      expect(diagnostics.status).toBe('safe');
    },
  );

  it("postcode-validator's patterns are safe from catastrophic backtracking", () => {
    const unsafe = [...POSTCODE_REGEXES].filter(
      ([, pattern]) => checkSync(pattern.source, pattern.flags).status !== 'safe',
    );
    expect(unsafe.map(([country]) => country)).toEqual([]);
  });

  it('recheck finds a vulnerable pattern (so the checks above can fail)', () => {
    expect(checkSync('^(a+)+$', '').status).toBe('vulnerable');
  });

  it("live only in src/runtime/patterns.ts, and the generator's in src/codegen/patterns.ts", () => {
    const files = [...sourceFiles(join(root, 'src')), ...sourceFiles(join(root, 'rules'))];
    const elsewhere = files.filter((file) => {
      if (AUDITED.some((audited) => file.endsWith(audited))) return false;
      const code = readFileSync(file, 'utf8')
        .split('\n')
        .filter((line) => !/^\s*(\*|\/\/|\/\*\*|#!)/.test(line))
        .join('\n');
      return REGEX_LITERAL.test(code) || REGEXP_CONSTRUCTOR.test(code);
    });
    expect(elsewhere).toEqual([]);
    for (const audited of AUDITED) expect(REGEX_LITERAL.test(readFileSync(join(root, audited), 'utf8'))).toBe(true);
  });
});
