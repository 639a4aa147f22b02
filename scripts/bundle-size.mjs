/**
 * Bundle size of the package as a browser app would ship it (`npm run size`).
 *
 * Bundles, with esbuild (platform 'browser', format 'esm', tree shaking), a
 * tiny entry that imports only `validateAccount` from the core entry, and one
 * that imports `telephoneExists` from the telephone entry (and the others of
 * `ENTRIES`); prints the raw (unminified), minified and gzipped (level 9)
 * sizes of each, then the ledger of the budgets (size, budget, margin), and
 * exits 1 when the account form's bundle (`createAccountValidators`,
 * `accountFromForm`, `issuesByField`) is over its budget or carries the
 * create-page validator, the account + page bundle is over its budget, or
 * the core bundle:
 * - is larger (gzipped) than CORE_GZIP_BUDGET,
 * - contains libphonenumber-js code (any metafile input under it),
 * - uses `eval` or `new Function` (the package must run under a strict
 *   Content-Security-Policy), or
 * - imports a Node built-in (esbuild refuses to resolve one for the browser,
 *   a package's `browser` map may have silently disabled one, or it was left
 *   external): any of these is reported, never swallowed.
 *
 * It also prints, beside the core's figures, what the bench's hand-written
 * validators of the same contract weigh bundled the same way (informative:
 * never a failure).
 *
 * `measureBundle` is exported for test/bundle.test.ts, which bundles from the
 * TypeScript sources so that it does not depend on a build having run.
 */
import { readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import * as esbuild from 'esbuild';

/** The package root. */
export const ROOT = fileURLToPath(new URL('..', import.meta.url));

/**
 * The most the core entry's code may weigh, gzipped, in bytes, for an app
 * that imports `validateAccount` alone, counted without the names the
 * options are checked against (`ROWS` of src/generated/names.ts: contract
 * section 9.2 refuses a message key that matches no rule of either
 * operation, so every bundle carries the rows of both), which are measured
 * and printed beside it. Each budget is set at least `MIN_MARGIN` over the
 * code it is set from (docs/decisions/size-budget-counts-code.md); what is
 * left of each is the ledger `npm run size` prints, and a dependency
 * creeping in fails it (postcode-validator's table is ~3 KB,
 * libphonenumber-js ~28 KB).
 */
export const CORE_GZIP_BUDGET = 10700;

/** The most the code of an app importing `validateAccount` and `validatePage` may carry, gzipped (as the core's). */
export const ACCOUNT_AND_PAGE_GZIP_BUDGET = 16550;

/**
 * The least margin a budget is set with, over the code it is set from: 5%,
 * so that an honest change (a new rule row) fits without touching it. The
 * ledger flags a budget whose margin left has fallen under it.
 */
export const MIN_MARGIN = 0.05;

/**
 * The most the code of an account form with a prepared validator may carry,
 * gzipped (as the core's): `createAccountValidators` (its form schema
 * included) and `formFieldName`, what the account form of docs/forms.md
 * without a form library imports; it holds no create-page validator.
 */
export const ACCOUNT_FORM_GZIP_BUDGET = 14050;

/** The entry of the account form of ACCOUNT_FORM_GZIP_BUDGET, from `from` (the built package or the sources). */
export const accountFormEntry = (from) => `export { createAccountValidators, formFieldName } from '${from}';`;

/** The strings of src/generated/names.ts, as a minified bundle writes them. */
const NAMES = [
  ...readFileSync(new URL('../src/generated/names.ts', import.meta.url), 'utf8').matchAll(
    /^export const \w+ = (".*");$/gm,
  ),
].map(([, literal]) => literal);

/** A minified bundle without the names the options are checked against. */
const withoutNames = (code) => NAMES.reduce((rest, literal) => rest.replace(literal, '""'), code);

const BUILTINS = new Set(builtinModules.flatMap((name) => [name, `node:${name}`]));

/** Does an import path name a Node built-in ('fs', 'node:fs', 'fs/promises')? */
export function isNodeBuiltin(path) {
  return path.startsWith('node:') || BUILTINS.has(path) || BUILTINS.has(path.split('/')[0]);
}

/**
 * Bundles `source` (the text of an entry module, resolved from the package
 * root) for the browser, in memory, twice (as is and minified), and reports
 * on it.
 *
 * @param {string} source e.g. `export { validateAccount } from './src/index.ts';`
 * @param {string} [name] a name for the entry, used in messages
 * @returns {Promise<{
 *   name: string, raw: number, min: number, gzip: number, gzipCode: number, code: string,
 *   inputs: string[], bytesByInput: Record<string, number>, usesLibphonenumber: boolean, usesXmlParser: boolean,
 *   usesPostcodeValidator: boolean,
 *   dynamicCode: string[], nodeBuiltins: string[], errors: string[]
 * }>} sizes in bytes; `code` is the minified bundle; `inputs` the files esbuild
 *   read (metafile), `bytesByInput` what each left in the minified output
 *   (0 or missing: tree-shaken away); `dynamicCode` the eval/new Function uses found in the minified
 *   code; `nodeBuiltins` the built-ins imported, disabled or left external;
 *   `errors` esbuild's errors (then the sizes are 0).
 * @example const core = await measureBundle("export { validateAccount } from './dist/src/index.js';", 'core');
 */
export async function measureBundle(source, name = 'entry') {
  const build = (minify) =>
    esbuild.build({
      stdin: { contents: source, resolveDir: ROOT, sourcefile: `${name}-entry.js`, loader: 'ts' },
      bundle: true,
      write: false,
      metafile: true,
      platform: 'browser',
      format: 'esm',
      target: 'es2022',
      treeShaking: true,
      minify,
      legalComments: 'none',
      logLevel: 'silent',
    });
  let raw;
  let min;
  try {
    [raw, min] = await Promise.all([build(false), build(true)]);
  } catch (error) {
    const errors = (error?.errors ?? [{ text: String(error) }]).map(
      (message) =>
        `${message.location ? `${message.location.file}:${message.location.line}: ` : ''}${message.text}${
          message.notes?.length ? ` (${message.notes.map((note) => note.text).join(' ')})` : ''
        }`,
    );
    const nodeBuiltins = (error?.errors ?? []).flatMap((message) => {
      const match = /Could not resolve "([^"]+)"/.exec(message.text);
      return match && isNodeBuiltin(match[1]) ? [match[1]] : [];
    });
    return {
      name,
      raw: 0,
      min: 0,
      gzip: 0,
      gzipCode: 0,
      code: '',
      inputs: [],
      bytesByInput: {},
      usesLibphonenumber: false,
      usesXmlParser: false,
      usesPostcodeValidator: false,
      dynamicCode: [],
      nodeBuiltins,
      errors,
    };
  }
  const code = min.outputFiles[0].text;
  const inputs = Object.keys(min.metafile.inputs);
  const nodeBuiltins = new Set();
  for (const [file, input] of Object.entries(min.metafile.inputs)) {
    // A package's `browser` field can map a built-in to an empty module: '(disabled):fs'.
    if (file.startsWith('(disabled):') && isNodeBuiltin(file.slice('(disabled):'.length))) nodeBuiltins.add(file);
    for (const imported of input.imports) if (isNodeBuiltin(imported.path)) nodeBuiltins.add(imported.path);
  }
  for (const output of Object.values(min.metafile.outputs)) {
    for (const imported of output.imports)
      if (imported.external || isNodeBuiltin(imported.path)) nodeBuiltins.add(imported.path);
  }
  return {
    name,
    raw: raw.outputFiles[0].contents.byteLength,
    min: min.outputFiles[0].contents.byteLength,
    gzip: gzipSync(min.outputFiles[0].contents, { level: 9 }).byteLength,
    gzipCode: gzipSync(withoutNames(code), { level: 9 }).byteLength,
    code,
    inputs,
    bytesByInput: Object.fromEntries(
      Object.values(min.metafile.outputs).flatMap((output) =>
        Object.entries(output.inputs).map(([file, { bytesInOutput }]) => [file, bytesInOutput]),
      ),
    ),
    usesLibphonenumber: inputs.some((file) => file.includes('node_modules/libphonenumber-js/')),
    usesXmlParser: inputs.some((file) => file.includes('node_modules/fast-xml-parser/')),
    usesPostcodeValidator: inputs.some((file) => file.includes('node_modules/postcode-validator/')),
    dynamicCode: findDynamicCode(code),
    nodeBuiltins: [...nodeBuiltins],
    errors: [],
  };
}

/**
 * Code built at run time: `eval` (called directly, or referenced for an
 * indirect call like `(0, eval)(...)`), `new Function(...)` or
 * `Function(...)` (also as `globalThis.Function(...)`).
 * @example findDynamicCode('a=new Function("return 1")') // ['new Function(']
 */
export function findDynamicCode(code) {
  const found = [];
  const pattern = /(?<![\w$])(?:new\s+Function\s*\(|Function\s*\()|(?<![\w$.])eval(?![\w$])/g;
  for (const match of code.matchAll(pattern)) found.push(match[0]);
  return found;
}

/**
 * Does a bundle carry the create-page validator: its generated module, or
 * its message for a body with none of the page's fields?
 * @example hasPageValidator(await measureBundle("export { validatePage } from './dist/src/index.js';")) // true
 */
export function hasPageValidator(result) {
  const generated = Object.entries(result.bytesByInput).some(
    ([file, bytes]) => /(?:^|\/)src\/generated\/page\.[jt]s$/.test(file) && bytes > 0,
  );
  return generated || result.code.includes('No page details were supplied');
}

/** The entries `npm run size` measures, from the built package. */
export const ENTRIES = {
  core: "export { validateAccount } from './dist/src/index.js';",
  'account + page': "export { validateAccount, validatePage } from './dist/src/index.js';",
  'account form': accountFormEntry('./dist/src/index.js'),
  'whole core': "export * from './dist/src/index.js';",
  xml: "export * from './dist/src/formats/xml.js';",
  telephone: "export { telephoneExists } from './dist/src/advice/telephone.js';",
  postcode: "export { postcodeFormat } from './dist/src/advice/postcode.js';",
};

/**
 * The bench's hand-written validators (bench/hand-written-*.mjs: the same
 * contract, written for speed by hand), bundled the same way: what the
 * package's sizes compare with, printed beside them, never a failure.
 */
const YARDSTICKS = {
  account: "export { validateAccountByHand } from './bench/hand-written-account.mjs';",
  'account + page':
    "export { validateAccountByHand } from './bench/hand-written-account.mjs'; export { validatePageByHand } from './bench/hand-written-page.mjs';",
};

/** What each measured entry imports, for the table. */
const WHAT = {
  core: 'validateAccount',
  'account + page': 'both validators',
  'account form': 'prepared, account only',
  'whole core': 'everything',
  xml: 'parse*Xml',
  telephone: 'telephoneExists',
  postcode: 'postcodeFormat',
};

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`.padStart(9);

/**
 * The ledger of the budgets: the margin policy, then for each budgeted entry
 * its code gzipped (without the rows' names the options are checked
 * against, which the last column shows), the budget and the margin left,
 * in bytes and as a share of the budget, flagged when under `MIN_MARGIN`.
 * The budgets' history is this output, run at each commit, not a list kept
 * in a comment.
 * @example ledger([{ result: core, budget: CORE_GZIP_BUDGET }]).join('\n')
 * // budgets: each set at least 5% over its code (MIN_MARGIN); a margin under 5% is flagged
 * // budget ledger (gzipped bytes)    code  budget  margin       names
 * // core                            <code> <budget> <left> <share>% <names>
 */
export function ledger(rows) {
  const column = (value, width = 7) => String(value).padStart(width);
  const least = `${Math.round(MIN_MARGIN * 100)}%`;
  const lines = [
    `budgets: each set at least ${least} over its code (MIN_MARGIN); a margin under ${least} is flagged`,
    `${'budget ledger (gzipped bytes)'.padEnd(30)}${column('code')} ${column('budget')} ${column('margin')}       names`,
  ];
  for (const { result, budget } of rows) {
    const margin = budget - result.gzipCode;
    const share = `${((100 * margin) / budget).toFixed(1)}%`;
    const flag = margin < MIN_MARGIN * budget ? `  under ${least}: raise the budget with a decision` : '';
    lines.push(
      `${result.name.padEnd(30)}${column(result.gzipCode)} ${column(budget)} ${column(margin)} ${share.padStart(5)} ${column(result.gzip - result.gzipCode, 6)}${flag}`,
    );
  }
  return lines;
}

async function main() {
  const [core, accountAndPage, accountForm, whole, xml, telephone, postcode] = await Promise.all(
    Object.entries(ENTRIES).map(([name, source]) => measureBundle(source, name)),
  );
  const all = [core, accountAndPage, accountForm, whole, xml, telephone, postcode];
  const failures = [];
  for (const result of all) {
    for (const error of result.errors)
      failures.push(`${result.name}: esbuild could not bundle it for the browser: ${error}`);
  }
  console.log(`${'entry'.padEnd(40)}       raw        min       gzip`);
  for (const result of all) {
    console.log(
      `${`${result.name} (${WHAT[result.name]})`.padEnd(40)} ${kb(result.raw)}  ${kb(result.min)}  ${kb(result.gzip)}`,
    );
  }
  const budgets = [
    { result: core, budget: CORE_GZIP_BUDGET },
    { result: accountAndPage, budget: ACCOUNT_AND_PAGE_GZIP_BUDGET },
    { result: accountForm, budget: ACCOUNT_FORM_GZIP_BUDGET },
  ];
  for (const line of ledger(budgets)) console.log(line);
  const [handAccount, handBoth] = await Promise.all(
    Object.entries(YARDSTICKS).map(([name, source]) => measureBundle(source, `hand-written ${name}`)),
  );
  const unbundled = [handAccount, handBoth].flatMap((result) => result.errors);
  console.log(
    unbundled.length > 0
      ? `the bench's hand-written validators could not be bundled: ${unbundled.join('; ')}`
      : `the bench's hand-written validators of the same contract, bundled the same way: account ${kb(handAccount.gzip).trim()}, account + page ${kb(handBoth.gzip).trim()} gzipped (the package: ${kb(core.gzip).trim()}, ${kb(accountAndPage.gzip).trim()})`,
  );
  if (accountForm.errors.length === 0) {
    if (accountForm.gzipCode > ACCOUNT_FORM_GZIP_BUDGET)
      failures.push(
        `account form: ${accountForm.gzipCode} bytes of code gzipped, over the budget of ${ACCOUNT_FORM_GZIP_BUDGET}`,
      );
    if (hasPageValidator(accountForm))
      failures.push('account form: carries the create-page validator, which an account form never calls');
  }
  if (accountAndPage.gzipCode > ACCOUNT_AND_PAGE_GZIP_BUDGET)
    failures.push(
      `account + page: ${accountAndPage.gzipCode} bytes of code gzipped, over the budget of ${ACCOUNT_AND_PAGE_GZIP_BUDGET}`,
    );
  if (core.errors.length === 0) {
    if (core.gzipCode > CORE_GZIP_BUDGET)
      failures.push(`core: ${core.gzipCode} bytes of code gzipped, over the budget of ${CORE_GZIP_BUDGET}`);
    if (core.usesLibphonenumber) {
      failures.push(
        `core: contains libphonenumber-js (${core.inputs.filter((file) => file.includes('libphonenumber-js')).length} files)`,
      );
    }
    if (core.dynamicCode.length > 0)
      failures.push(`core: builds code at run time (${[...new Set(core.dynamicCode)].join(', ')})`);
  }
  for (const result of [core, accountAndPage, accountForm, whole]) {
    if (result.usesXmlParser)
      failures.push(`${result.name}: contains fast-xml-parser, which belongs to the xml entry only`);
    if (result.usesLibphonenumber)
      failures.push(`${result.name}: contains libphonenumber-js, which belongs to the telephone entry only`);
    if (result.usesPostcodeValidator)
      failures.push(`${result.name}: contains postcode-validator, which belongs to the postcode entry only`);
  }
  if (postcode.errors.length === 0 && !postcode.usesPostcodeValidator)
    failures.push('postcode: postcode-validator is missing from it, so the check above proves nothing');
  if (xml.errors.length === 0 && !xml.usesXmlParser)
    failures.push('xml: fast-xml-parser is missing from it, so the check above proves nothing');
  for (const result of all) {
    if (result.nodeBuiltins.length > 0)
      failures.push(`${result.name}: imports Node built-ins (${result.nodeBuiltins.join(', ')})`);
  }
  if (telephone.errors.length === 0 && !telephone.usesLibphonenumber) {
    failures.push('telephone: libphonenumber-js is missing from it, so the libphonenumber-js check proves nothing');
  }
  if (failures.length > 0) {
    for (const failure of failures) console.error(`size: FAIL ${failure}`);
    process.exit(1);
  }
  console.log(
    'size: ok (core within budget; no libphonenumber-js, postcode-validator or fast-xml-parser in the core; no eval/new Function; no Node built-ins)',
  );
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
