/**
 * The front-end examples (examples/web/) in a real browser: built by
 * examples/web/build.mjs from the package as `npm pack` publishes it (so from
 * the dist/ that `npm test` has just built), installed and bundled into a
 * temporary folder of this run (two runs in one checkout do not share
 * files), served over loopback HTTP with a strict Content-Security-Policy
 * (no inline script, no eval), and driven in headless Chromium (Debian's
 * package; .ci/run installs it). A missing Chromium fails these tests: they
 * never skip.
 *
 * Each test also fails when its page logged a console error, threw, or
 * violated the policy; a screenshot of each form showing its errors is saved
 * to reports/screenshots/.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, realpathSync, rmSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { extname, join, normalize, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Browser, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const CHROMIUM = '/usr/bin/chromium';
const CSP = "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'";
const WEB = fileURLToPath(new URL('../examples/web/', import.meta.url));
const SCREENSHOTS = fileURLToPath(new URL('../reports/screenshots/', import.meta.url));
const TEST_TIMEOUT = 60_000;

interface Bundle {
  name: string;
  bytes: number;
  gzip: number;
  inputs: string[];
}
interface BuildScript {
  buildExamples(options?: { installDir?: string; outdir?: string; log?: (line: string) => void }): Promise<Bundle[]>;
}

/** This run's install folder (node_modules/fundraising-rules from the tarball) and bundles (dist/). */
const RUN = realpathSync(mkdtempSync(join(tmpdir(), 'fundraising-rules-web-')));
const BUNDLES = join(RUN, 'dist');

const example = <T>(name: string): T =>
  JSON.parse(readFileSync(new URL(`../examples/${name}`, import.meta.url), 'utf8')) as T;
const account = example<Record<string, string>>('account-valid.json');
const page = example<{
  pageTitle: string;
  fundraisingDate: string;
  activityCode: string;
  activityDescription: string;
  postEventFundraisingInterval: number;
  fundraisingTarget: string;
  charitySplits: { charityResourceId: string; charitySplitPercent: number }[];
}>('page-personal-valid.json');
const { charities } = example<{ charities: string[] }>('context.json');

const SURNAME_51 = 'S'.repeat(51);
const SURNAME_MESSAGE = 'Surname may have at most 50 characters; it has 51.';
const TOO_MANY_SPLITS = 'At most 5 charities may be given; there are 6.';

/** 'YYYYMMDD' as an `<input type=date>` takes it. */
const inputDate = (date: string) => `${date.slice(0, 4)}-${date.slice(4, 6)}-${date.slice(6)}`;

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
};

/**
 * Serves the pages of examples/web/ and this run's bundles as its dist/
 * (nothing else: not its node_modules), each with the strict policy.
 */
function serve(request: IncomingMessage, response: ServerResponse): void {
  let path: string;
  try {
    path = decodeURIComponent(new URL(request.url ?? '/', 'http://127.0.0.1').pathname);
  } catch {
    response.writeHead(400).end();
    return;
  }
  const bundle = path.startsWith('/dist/');
  const folder = bundle ? `${BUNDLES}${sep}` : WEB;
  const file = normalize(join(folder, bundle ? path.slice('/dist/'.length) : path));
  const type = TYPES[extname(file)];
  if (
    request.method !== 'GET' ||
    !file.startsWith(folder) ||
    file.includes(`${sep}node_modules${sep}`) ||
    (!bundle && file.startsWith(join(WEB, 'dist') + sep)) ||
    type === undefined ||
    !existsSync(file)
  ) {
    response.writeHead(404, { 'Content-Security-Policy': CSP }).end();
    return;
  }
  response
    .writeHead(200, {
      'Content-Type': type,
      'Content-Security-Policy': CSP,
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'no-store',
    })
    .end(readFileSync(file));
}

let server: Server | undefined;
let browser: Browser | undefined;
let origin = '';
let bundles: Bundle[] = [];
/** Why the examples could not be built, served or opened: every test fails with it (a failed beforeAll would only skip them). */
let setupError: Error | undefined;

const MISSING_CHROMIUM =
  `Chromium is missing at ${CHROMIUM}: the browser tests need Debian's chromium package ` +
  '(apt-get install -y --no-install-recommends chromium fonts-liberation, as .ci/run does). They do not skip.';

beforeAll(async () => {
  try {
    const build: BuildScript = await import(new URL('../examples/web/build.mjs', import.meta.url).href);
    bundles = await build.buildExamples({
      installDir: RUN,
      outdir: BUNDLES,
      log: (line) => console.log(`examples/web, bundled: ${line}`),
    });
    const listening = createServer(serve);
    server = listening;
    await new Promise<void>((resolve, reject) => {
      listening.once('error', reject);
      listening.listen(0, '127.0.0.1', resolve);
    });
    origin = `http://127.0.0.1:${(listening.address() as AddressInfo).port}`;
    if (!existsSync(CHROMIUM)) throw new Error(MISSING_CHROMIUM);
    browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] });
    mkdirSync(SCREENSHOTS, { recursive: true });
  } catch (error) {
    setupError = error instanceof Error ? error : new Error(String(error));
  }
}, 180_000);

afterAll(async () => {
  await browser?.close();
  const listening = server;
  if (listening !== undefined) {
    listening.closeAllConnections();
    await new Promise<void>((resolve) => listening.close(() => resolve()));
  }
  rmSync(RUN, { recursive: true, force: true });
});

/** The browser, or the error that kept the examples from running. */
function started(): Browser {
  if (setupError !== undefined) throw setupError;
  if (browser === undefined) throw new Error('The browser did not start');
  return browser;
}

interface Opened {
  tab: Page;
  /** Console errors, uncaught errors and Content-Security-Policy violations, as they happened. */
  problems: string[];
}

/** Opens an example in a fresh page and waits until its script has run. */
async function open(name: string): Promise<Opened> {
  const tab = await started().newPage();
  const problems: string[] = [];
  tab.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
  });
  tab.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  await tab.exposeFunction('reportViolation', (text: string) => problems.push(`CSP violation: ${text}`));
  // Init scripts run through the DevTools protocol, so the page's policy does not block this listener.
  await tab.addInitScript({
    content:
      "document.addEventListener('securitypolicyviolation', (event) => reportViolation(event.violatedDirective + ' ' + event.blockedURI));",
  });
  const response = await tab.goto(`${origin}/${name}`);
  expect(response?.status()).toBe(200);
  expect(response?.headers()['content-security-policy']).toBe(CSP);
  await tab.locator('html[data-ready="true"]').waitFor({ state: 'attached' });
  await tab.locator('form').waitFor();
  return { tab, problems };
}

/** The text under an input (its `<p class="error" data-for>`). */
const errorUnder = (tab: Page, name: string) => tab.locator(`.error[data-for="${name}"]`).innerText();

/** The texts of every error element but those named. */
async function otherErrors(tab: Page, ...names: string[]): Promise<string[]> {
  const not = names.map((name) => `:not([data-for="${name}"])`).join('');
  return (await tab.locator(`.error[data-for]${not}`).allInnerTexts()).filter((text) => text.trim() !== '');
}

const screenshot = (tab: Page, name: string) =>
  tab.screenshot({ path: join(SCREENSHOTS, `${name}.png`), fullPage: true });

/** Fills the plain account form (account.html) with examples/account-valid.json. */
async function fillAccount(tab: Page): Promise<void> {
  await tab.selectOption('[name="title"]', account.title ?? '');
  for (const field of [
    'forename',
    'surname',
    'addressLine1',
    'addressLine2',
    'townCity',
    'countyState',
    'postcode',
    'countryCode',
    'preferredTelephone',
    'emailAddress',
    'personalUrl',
  ]) {
    await tab.fill(`[name="${field}"]`, account[field] ?? '');
  }
  await tab.fill('[name="dateOfBirth"]', inputDate(account.dateOfBirth ?? ''));
  await tab.check('[name="termsAndConditionsAccepted"]');
}

/** Fills the page form's fields but its charity splits with examples/page-personal-valid.json. */
async function fillPage(tab: Page): Promise<void> {
  await tab.fill('[name="pageTitle"]', page.pageTitle);
  await tab.fill('[name="fundraisingDate"]', inputDate(page.fundraisingDate));
  await tab.fill('[name="activityCode"]', page.activityCode);
  await tab.fill('[name="activityDescription"]', page.activityDescription);
  await tab.fill('[name="postEventFundraisingInterval"]', String(page.postEventFundraisingInterval));
  await tab.fill('[name="fundraisingTarget"]', page.fundraisingTarget);
}

/** Fills the split rows, adding rows as needed. */
async function fillSplits(tab: Page, splits: readonly { charityResourceId: string; charitySplitPercent: string }[]) {
  for (const [index, split] of splits.entries()) {
    if ((await tab.locator('#splits .split').count()) <= index) await tab.click('#add-split');
    await tab.fill(`[name="charitySplits.${index}.charityResourceId"]`, split.charityResourceId);
    await tab.fill(`[name="charitySplits.${index}.charitySplitPercent"]`, split.charitySplitPercent);
  }
}

describe('the front-end examples, built from the packed package', () => {
  it(`have Chromium at ${CHROMIUM} to run in`, () => {
    expect(existsSync(CHROMIUM), MISSING_CHROMIUM).toBe(true);
  });

  it('are bundled from node_modules/fundraising-rules/dist (the tarball), never from src/', () => {
    if (setupError !== undefined && bundles.length === 0) throw setupError;
    expect(bundles.map((bundle) => bundle.name)).toEqual(['account', 'page', 'react']);
    const repository = fileURLToPath(new URL('..', import.meta.url));
    for (const bundle of bundles) {
      expect(bundle.inputs).toContain(join(RUN, 'node_modules', 'fundraising-rules', 'dist', 'src', 'index.js'));
      const own = bundle.inputs.filter((input) => /^(?:src|rules|dist)\//.test(relative(repository, input)));
      expect(own).toEqual([]);
      expect(bundle.gzip).toBeGreaterThan(0);
    }
  });

  it(
    'run under the strict policy, and a violation would be caught',
    async () => {
      for (const name of ['account.html', 'page.html', 'react.html']) {
        const { tab, problems } = await open(name);
        expect(problems, name).toEqual([]);
        await tab.close();
      }
      // The listener is real: an inline script is refused and reported.
      const { tab, problems } = await open('account.html');
      await tab.evaluate(
        "const script = document.createElement('script'); script.textContent = 'window.inlineRan = true'; document.body.append(script);",
      );
      await expect.poll(() => problems.join('\n')).toContain('CSP violation: script-src');
      expect(await tab.evaluate('window.inlineRan')).toBeUndefined();
      await tab.close();
    },
    TEST_TIMEOUT,
  );
});

describe('account.html (plain HTML and the prepared validator)', () => {
  it(
    'shows the length message under a 51-character surname and nothing under the untouched fields',
    async () => {
      const { tab, problems } = await open('account.html');
      await tab.fill('[name="surname"]', SURNAME_51);
      await expect.poll(() => errorUnder(tab, 'surname')).toBe(SURNAME_MESSAGE);
      expect(await tab.getAttribute('[name="surname"]', 'aria-invalid')).toBe('true');
      expect(await otherErrors(tab, 'surname')).toEqual([]);
      expect(await tab.locator('.warnings li').count()).toBe(0);
      expect(await tab.innerText('#status')).toBe('');

      // Submitting checks every field.
      await tab.click('button[type="submit"]');
      await expect.poll(() => errorUnder(tab, 'title')).toBe('Title is required: one of Mr, Mrs, Ms, Miss, Dr, Prof.');
      expect(await errorUnder(tab, 'surname')).toBe(SURNAME_MESSAGE);
      expect(await errorUnder(tab, 'termsAndConditionsAccepted')).toBe(
        'The terms and conditions must be accepted: termsAndConditionsAccepted must be Y.',
      );
      expect(await tab.innerText('#status')).toMatch(/^\d+ problems to correct$/);
      expect(await tab.innerText('#body')).toBe('');
      await screenshot(tab, 'account');
      expect(problems).toEqual([]);
      await tab.close();
    },
    TEST_TIMEOUT,
  );

  it(
    "shows a custom code's error under its own input when the inputs before it are empty",
    async () => {
      const { tab, problems } = await open('account.html');
      await tab.fill('[name="fundraiserCustomCode.2"]', 'C'.repeat(256));
      await expect
        .poll(() => errorUnder(tab, 'fundraiserCustomCode.2'))
        .toBe('A custom code may have at most 255 characters; this one has 256.');
      expect(await otherErrors(tab, 'fundraiserCustomCode.2', 'charityResourceId')).toEqual([]);
      expect(problems).toEqual([]);
      await tab.close();
    },
    TEST_TIMEOUT,
  );

  it(
    'submits a valid form: "Submitted", and the body is examples/account-valid.json',
    async () => {
      const { tab, problems } = await open('account.html');
      await fillAccount(tab);
      await tab.click('button[type="submit"]');
      await expect.poll(() => tab.innerText('#status')).toBe('Submitted');
      expect(await otherErrors(tab)).toEqual([]);
      expect(JSON.parse(await tab.innerText('#body'))).toEqual(account);
      expect(problems).toEqual([]);
      await tab.close();
    },
    TEST_TIMEOUT,
  );
});

describe('page.html (a dynamic list of charity splits)', () => {
  const valid = page.charitySplits.map((split) => ({
    ...split,
    charitySplitPercent: String(split.charitySplitPercent),
  }));

  it(
    "shows 003.01.13's message under the list when a sixth split is added and submitted, and not once it is removed",
    async () => {
      const { tab, problems } = await open('page.html');
      await fillPage(tab);
      const six = ['20', '20', '20', '20', '10', '10'].map((percent, index) => ({
        charityResourceId: charities[index % charities.length] ?? '',
        charitySplitPercent: percent,
      }));
      await fillSplits(tab, six);
      expect(await tab.locator('#splits .split').count()).toBe(6);
      await tab.click('button[type="submit"]');
      await expect.poll(() => errorUnder(tab, 'charitySplits')).toBe(TOO_MANY_SPLITS);
      expect(await tab.innerText('#status')).not.toBe('Submitted');
      await screenshot(tab, 'page');

      await tab.locator('#splits .split').nth(5).getByRole('button', { name: 'Remove' }).click();
      await tab.fill('[name="charitySplits.4.charitySplitPercent"]', '20');
      await expect.poll(() => errorUnder(tab, 'charitySplits')).toBe('');
      expect(await tab.locator('#splits .split').count()).toBe(5);
      expect(problems).toEqual([]);
      await tab.close();
    },
    TEST_TIMEOUT,
  );

  it(
    "shows a split's error under its own row when an earlier row is empty",
    async () => {
      const { tab, problems } = await open('page.html');
      await tab.click('#add-split');
      await tab.fill('[name="charitySplits.1.charitySplitPercent"]', '100');
      await tab.click('button[type="submit"]');
      // The body's only split is the second row: its missing charity is shown there, not under the first row.
      await expect.poll(() => errorUnder(tab, 'charitySplits.1.charityResourceId')).not.toBe('');
      expect(await errorUnder(tab, 'charitySplits.0.charityResourceId')).toBe('');
      expect(await errorUnder(tab, 'charitySplits.0.charitySplitPercent')).toBe('');
      expect(problems).toEqual([]);
      await tab.close();
    },
    TEST_TIMEOUT,
  );

  it(
    "lists a warning apart, with its input's label, and shows no error for it",
    async () => {
      const { tab, problems } = await open('page.html');
      await fillSplits(tab, [
        { charityResourceId: charities[0] ?? '', charitySplitPercent: '100' },
        { charityResourceId: charities[1] ?? '', charitySplitPercent: '0' },
      ]);
      await expect
        .poll(() => tab.locator('.warnings li').allInnerTexts())
        .toEqual(['Share of donations (%): This charity gets a 0% share of every donation.']);
      expect(await errorUnder(tab, 'charitySplits.1.charitySplitPercent')).toBe('');
      expect(problems).toEqual([]);
      await tab.close();
    },
    TEST_TIMEOUT,
  );

  it(
    'submits a valid form: "Submitted", and the body is examples/page-personal-valid.json as form values',
    async () => {
      const { tab, problems } = await open('page.html');
      await fillPage(tab);
      await fillSplits(tab, valid);
      await tab.click('button[type="submit"]');
      await expect.poll(() => tab.innerText('#status')).toBe('Submitted');
      expect(await otherErrors(tab)).toEqual([]);
      // The form has no input for a split's custom codes; numbers are the inputs' text.
      expect(JSON.parse(await tab.innerText('#body'))).toEqual({
        ...page,
        teamPageIndicator: 'N',
        charityContributionIndicator: 'N',
        postEventFundraisingInterval: String(page.postEventFundraisingInterval),
        charitySplits: valid.map(({ charityResourceId, charitySplitPercent }) => ({
          charityResourceId,
          charitySplitPercent,
        })),
      });
      expect(problems).toEqual([]);
      await tab.close();
    },
    TEST_TIMEOUT,
  );
});

describe('react.html (react-hook-form with standardSchemaResolver(accountSchema(...)))', () => {
  it(
    'shows the surname error under the surname only, then every error on submit',
    async () => {
      const { tab, problems } = await open('react.html');
      await tab.fill('[name="surname"]', SURNAME_51);
      await expect.poll(() => errorUnder(tab, 'surname')).toBe(SURNAME_MESSAGE);
      expect(await otherErrors(tab, 'surname')).toEqual([]);

      await tab.click('button[type="submit"]');
      await expect.poll(() => errorUnder(tab, 'title')).toBe('Title is required: one of Mr, Mrs, Ms, Miss, Dr, Prof.');
      expect(await errorUnder(tab, 'surname')).toBe(SURNAME_MESSAGE);
      expect(await errorUnder(tab, 'termsAndConditionsAccepted')).toBe(
        'The terms and conditions must be accepted: termsAndConditionsAccepted must be Y.',
      );
      expect(await tab.innerText('#status')).toBe('');
      await screenshot(tab, 'react');
      expect(problems).toEqual([]);
      await tab.close();
    },
    TEST_TIMEOUT,
  );

  it(
    'submits when valid: "Submitted", and the body is examples/account-valid.json',
    async () => {
      const { tab, problems } = await open('react.html');
      await fillAccount(tab);
      await tab.click('button[type="submit"]');
      await expect.poll(() => tab.innerText('#status')).toBe('Submitted');
      expect(await otherErrors(tab)).toEqual([]);
      // The values are the body already: the resolver passes them through, with the empty optional inputs.
      expect(JSON.parse(await tab.innerText('#body'))).toEqual({
        ...account,
        charityResourceId: '',
        fundraiserCustomCode: [],
      });
      expect(problems).toEqual([]);
      await tab.close();
    },
    TEST_TIMEOUT,
  );
});
