/**
 * Tree shaking, the zod way: bundle an entry for the browser (esbuild, in
 * memory) and assert on what ends up in it. Bundled from the TypeScript
 * sources, so the test does not depend on a build having run; `npm run size`
 * measures the built package the same way (scripts/bundle-size.mjs).
 */
import { beforeAll, describe, expect, it } from 'vitest';

interface Measured {
  name: string;
  raw: number;
  min: number;
  gzip: number;
  gzipCode: number;
  code: string;
  inputs: string[];
  bytesByInput: Record<string, number>;
  usesLibphonenumber: boolean;
  usesPostcodeValidator: boolean;
  usesXmlParser: boolean;
  dynamicCode: string[];
  nodeBuiltins: string[];
  errors: string[];
}
interface BundleScript {
  CORE_GZIP_BUDGET: number;
  ACCOUNT_AND_PAGE_GZIP_BUDGET: number;
  ACCOUNT_FORM_GZIP_BUDGET: number;
  accountFormEntry(from: string): string;
  hasPageValidator(result: Measured): boolean;
  ledger(rows: { result: Measured; budget: number }[]): string[];
  measureBundle(source: string, name?: string): Promise<Measured>;
}

// A plain ESM script without type declarations (its JSDoc documents the shapes): imported by URL, typed here.
const script: BundleScript = await import(new URL('../scripts/bundle-size.mjs', import.meta.url).href);
const { CORE_GZIP_BUDGET, ACCOUNT_AND_PAGE_GZIP_BUDGET, ACCOUNT_FORM_GZIP_BUDGET, hasPageValidator } = script;
const measure = script.measureBundle;

describe('the core entry, importing only validateAccount', () => {
  let core: Measured;
  beforeAll(async () => {
    core = await measure("export { validateAccount } from './src/index.ts';", 'core');
  });

  it('bundles for the browser without errors or Node built-ins', () => {
    expect(core.errors).toEqual([]);
    expect(core.nodeBuiltins).toEqual([]);
    expect(core.inputs).toContain('src/index.ts');
    expect(core.inputs).toContain('rules/account.ts');
  });

  it('leaves libphonenumber-js and postcode-validator out', () => {
    expect(core.inputs.filter((file) => file.includes('libphonenumber-js'))).toEqual([]);
    expect(core.usesLibphonenumber).toBe(false);
    expect(core.usesPostcodeValidator).toBe(false);
  });

  it('drops what it does not use: no create-page rule reaches the bundle, only its message keys and fields', () => {
    expect(core.code).toContain('002.01.06');
    // The page's codes come only in the names the options are checked against (src/generated/names.ts).
    const withoutNames = core.code.replace(/"[^"]*003\.01\.[^"]*"/g, '');
    expect(withoutNames).not.toContain('003.01.');
    expect(core.code).not.toContain('No page details were supplied');
  });

  it('leaves the interpreter out: the validator is generated code', () => {
    expect(core.bytesByInput['src/generated/account.ts']).toBeGreaterThan(1000);
    const reachable = Object.keys(core.bytesByInput).filter((module) => (core.bytesByInput[module] ?? 0) > 0);
    // Only the runtime and the generated validator: no interpreter, no condition definitions, no rule table.
    expect(
      reachable.filter((module) => /^src\/(?:reference|conditions|tables|codegen)\/|^rules\//.test(module)),
    ).toEqual([]);
    expect(core.code).not.toContain('unknown condition');
  });

  it('never builds code at run time (no eval, no new Function)', () => {
    expect(core.dynamicCode).toEqual([]);
    expect(core.code).not.toMatch(/(?<![\w$.])eval\s*\(/);
    expect(core.code).not.toMatch(/new\s+Function\s*\(/);
  });

  it(`stays within the gzipped size budget (${CORE_GZIP_BUDGET} bytes)`, () => {
    expect(core.gzip).toBeGreaterThan(1000);
    expect(core.gzipCode).toBeLessThanOrEqual(CORE_GZIP_BUDGET);
    // The names the options are checked against: the rows of both operations, and no more than that.
    expect(core.gzip - core.gzipCode).toBeGreaterThan(300);
    expect(core.gzip - core.gzipCode).toBeLessThan(900);
  });
});

describe('an app importing both validators', () => {
  it(`stays within its gzipped size budget (${ACCOUNT_AND_PAGE_GZIP_BUDGET} bytes), without the advice dependencies`, async () => {
    const both = await measure("export { validateAccount, validatePage } from './src/index.ts';", 'account + page');
    expect(both.errors).toEqual([]);
    expect(both.gzipCode).toBeLessThanOrEqual(ACCOUNT_AND_PAGE_GZIP_BUDGET);
    expect(both.usesPostcodeValidator || both.usesLibphonenumber || both.usesXmlParser).toBe(false);
  });

  it('carries no quoted sentence of the service description: those stay in the exported tables', async () => {
    const both = await measure("export { validateAccount, validatePage } from './src/index.ts';", 'account + page');
    expect(both.code).not.toContain('Varchar(50) | first name');
    expect(both.code).not.toContain('no fundraiser details provided');
  });
});

describe('an account form with the prepared validator of its operation alone', () => {
  let form: Measured;
  beforeAll(async () => {
    form = await measure(script.accountFormEntry('./src/index.ts'), 'account form');
  });

  it('bundles for the browser without errors, Node built-ins or advice dependencies', () => {
    expect(form.errors).toEqual([]);
    expect(form.nodeBuiltins).toEqual([]);
    expect(form.dynamicCode).toEqual([]);
    expect(form.usesPostcodeValidator || form.usesLibphonenumber || form.usesXmlParser).toBe(false);
    expect(form.bytesByInput['src/prepared-account.ts']).toBeGreaterThan(0);
    expect(form.bytesByInput['src/forms/slots.ts']).toBeGreaterThan(0);
  });

  it('holds no page validator: no generated page module, no page rule, no page form table', () => {
    expect(hasPageValidator(form)).toBe(false);
    expect(form.bytesByInput['src/generated/page.ts'] ?? 0).toBe(0);
    expect(form.bytesByInput['src/prepared-page.ts'] ?? 0).toBe(0);
    expect(form.code).not.toContain('No page details were supplied');
    const withoutNames = form.code.replace(/"[^"]*003\.01\.[^"]*"/g, '');
    expect(withoutNames).not.toContain('003.01.');
    // The page's fields come only in the names the options are checked against.
    expect(withoutNames).not.toContain('postEventFundraisingInterval');
  });

  it('the check can fail: the same form with createValidators holds the page validator', async () => {
    const both = await measure(
      "export { createValidators, accountFromForm, issuesByField } from './src/index.ts';",
      'account form, both operations',
    );
    expect(both.errors).toEqual([]);
    expect(hasPageValidator(both)).toBe(true);
    expect(both.gzipCode - form.gzipCode).toBeGreaterThan(3000);
  });

  it(`stays within its gzipped size budget (${ACCOUNT_FORM_GZIP_BUDGET} bytes), which the ledger prints`, () => {
    expect(form.gzipCode).toBeLessThanOrEqual(ACCOUNT_FORM_GZIP_BUDGET);
    const [policy, header, line] = script.ledger([{ result: form, budget: ACCOUNT_FORM_GZIP_BUDGET }]);
    expect(policy).toBe('budgets: each set at least 5% over its code (MIN_MARGIN); a margin under 5% is flagged');
    expect(header).toMatch(/code\s+budget\s+margin/);
    const margin = ACCOUNT_FORM_GZIP_BUDGET - form.gzipCode;
    expect(line).toMatch(
      new RegExp(
        `^account form\\s+${form.gzipCode}\\s+${ACCOUNT_FORM_GZIP_BUDGET}\\s+${margin}\\s+${((100 * margin) / ACCOUNT_FORM_GZIP_BUDGET).toFixed(1)}%`,
      ),
    );
  });
});

describe('the ledger of the budgets', () => {
  it('flags a budget whose margin left is under MIN_MARGIN, and no other', () => {
    const measured = (name: string, gzipCode: number) => ({ name, gzipCode, gzip: gzipCode + 600 }) as Measured;
    const [, , tight, roomy] = script.ledger([
      { result: measured('tight', 9_600), budget: 10_000 },
      { result: measured('roomy', 9_500), budget: 10_000 },
    ]);
    expect(tight).toMatch(/^tight\s+9600\s+10000\s+400\s+4\.0%\s+600 {2}under 5%: raise the budget with a decision$/);
    expect(roomy).toMatch(/^roomy\s+9500\s+10000\s+500\s+5\.0%\s+600$/);
  });
});

describe('the postcode entry', () => {
  it('carries postcode-validator (so the check above can fail)', async () => {
    const postcode = await measure("export { postcodeFormat } from './src/advice/postcode.ts';", 'postcode');
    expect(postcode.errors).toEqual([]);
    expect(postcode.usesPostcodeValidator).toBe(true);
    expect(postcode.nodeBuiltins).toEqual([]);
  });

  it('a planted import of postcode-validator into a core module is found', async () => {
    const planted = await measure(
      "export { validateAccount } from './src/index.ts'; export { postcodeFormat } from './src/advice/postcode.ts';",
      'planted',
    );
    expect(planted.usesPostcodeValidator).toBe(true);
  });
});

describe('the telephone entry', () => {
  it('carries libphonenumber-js (so the check above can fail)', async () => {
    const telephone = await measure("export { telephoneExists } from './src/advice/telephone.ts';", 'telephone');
    expect(telephone.errors).toEqual([]);
    expect(telephone.usesLibphonenumber).toBe(true);
    expect(telephone.nodeBuiltins).toEqual([]);
    expect(telephone.dynamicCode).toEqual([]);
  });
});

describe('the bundle checks themselves', () => {
  it('report a Node built-in loudly instead of bundling around it', async () => {
    const broken = await measure(
      "import { readFileSync } from 'node:fs'; export const read = readFileSync;",
      'node-builtin',
    );
    expect(broken.nodeBuiltins).toEqual(['node:fs']);
    expect(broken.errors.join('\n')).toMatch(/Could not resolve "node:fs"/);
  });

  it('find eval and new Function in a bundle', async () => {
    const dynamic = await measure(
      "export const f = new Function('return 1'); export const g = (s: string) => eval(s);",
      'dynamic',
    );
    expect(dynamic.dynamicCode).toEqual(expect.arrayContaining(['new Function(', 'eval']));
  });
});
