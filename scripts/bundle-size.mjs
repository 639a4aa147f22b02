/**
 * Bundle size of the package as a browser app would ship it (`npm run size`).
 *
 * Bundles, with esbuild (platform 'browser', format 'esm', tree shaking), a
 * tiny entry that imports only `validateAccount` from the core entry, and one
 * that imports `telephoneExists` from the telephone entry; prints the raw
 * (unminified), minified and gzipped (level 9) sizes of each, and exits 1 when
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
 * that imports `validateAccount` alone: 8 KB (7 KB before messages with
 * values, field-level validation and prepared validators; measured 7.1 KB
 * then, 7.8 KB after; 8 KB and 64 bytes for options resolved without copies
 * and keyed reads, README decision 47, until decisions 48-50 took the 64
 * bytes back; 8 KB and 128 bytes for fresh options objects resolved like
 * one resolved before, decision 51: a fresh object 1.9x the prepared call
 * alone, now 1.3-1.4x; 8 KB and 192 bytes for the fact functions read by
 * name, decision 54; 8 KB and 320 bytes for the fields read on every call
 * and the AbortSignal test of contract 10.1 and 10.5, decision 55). A
 * dependency creeping in fails it (postcode-validator's
 * table is ~3 KB, libphonenumber-js ~28 KB). Counted without the names the
 * options are checked against (`ROWS` of src/generated/names.ts): contract
 * section 9.2 refuses a message key that matches no rule of either
 * operation, so every bundle carries the rows of both (~0.65 KB gzipped),
 * which is measured and printed beside it (see the README's decisions).
 */
export const CORE_GZIP_BUDGET = 8 * 1024 + 320;

/**
 * The most the code of an app importing `validateAccount` and `validatePage`
 * may carry, gzipped: 12 KB and 320 bytes, 64 for the written-out common
 * cases of list lookups, whole numbers and holes (5-10% faster on every
 * payload; README decision 46), 64 for options resolved without copies and
 * keyed reads (a fresh options object 1.7x the reused call alone, was 2.4x;
 * decision 47), 128 for fresh options objects resolved like one resolved
 * before (decision 51), 64 for the page's per-split rules in a function of
 * their own (decision 53), 128 for the fact functions read by name
 * (decision 54), 128 for the fields read on every call and the
 * AbortSignal test (decision 55).
 */
export const ACCOUNT_AND_PAGE_GZIP_BUDGET = 12 * 1024 + 576;

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

/** The entries `npm run size` measures, from the built package. */
export const ENTRIES = {
  core: "export { validateAccount } from './dist/src/index.js';",
  'account + page': "export { validateAccount, validatePage } from './dist/src/index.js';",
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
  'whole core': 'everything',
  xml: 'parse*Xml',
  telephone: 'telephoneExists',
  postcode: 'postcodeFormat',
};

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`.padStart(9);

async function main() {
  const [core, accountAndPage, whole, xml, telephone, postcode] = await Promise.all(
    Object.entries(ENTRIES).map(([name, source]) => measureBundle(source, name)),
  );
  const all = [core, accountAndPage, whole, xml, telephone, postcode];
  const failures = [];
  for (const result of all) {
    for (const error of result.errors)
      failures.push(`${result.name}: esbuild could not bundle it for the browser: ${error}`);
  }
  console.log('entry                                   raw        min       gzip');
  for (const result of all) {
    console.log(
      `${`${result.name} (${WHAT[result.name]})`.padEnd(30)} ${kb(result.raw)}  ${kb(result.min)}  ${kb(result.gzip)}`,
    );
  }
  const budgetLine = (label, result, budget) =>
    `${label} budget: ${kb(budget).trim()} gzipped for the code (${result.gzipCode} of ${budget} bytes used;` +
    ` the rows' names the options are checked against add ${result.gzip - result.gzipCode})`;
  console.log(budgetLine('core', core, CORE_GZIP_BUDGET));
  console.log(budgetLine('account + page', accountAndPage, ACCOUNT_AND_PAGE_GZIP_BUDGET));
  const [handAccount, handBoth] = await Promise.all(
    Object.entries(YARDSTICKS).map(([name, source]) => measureBundle(source, `hand-written ${name}`)),
  );
  const unbundled = [handAccount, handBoth].flatMap((result) => result.errors);
  console.log(
    unbundled.length > 0
      ? `the bench's hand-written validators could not be bundled: ${unbundled.join('; ')}`
      : `the bench's hand-written validators of the same contract, bundled the same way: account ${kb(handAccount.gzip).trim()}, account + page ${kb(handBoth.gzip).trim()} gzipped (the package: ${kb(core.gzip).trim()}, ${kb(accountAndPage.gzip).trim()})`,
  );
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
  for (const result of [core, accountAndPage, whole]) {
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
