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
 * The forms are driven as a person uses them: keystrokes in a custom-code
 * input (`fundraiserCustomCode.0`) and in inputs that are no request field,
 * a date input, checkboxes, a growing list of splits, a failed submit whose
 * messages must stay while the person types elsewhere, and valid forms whose
 * submitted body must be what `accountFromForm` / `pageFromForm` make of the
 * same values. Each test also fails when its page logged a console error,
 * threw, or violated the policy. Screenshots go to reports/screenshots/:
 * account-submitted-errors, account-valid, page-splits, react-errors and
 * react-valid (.png).
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, realpathSync, rmSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { extname, join, normalize, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Browser, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountFromForm, accountRules, pageFromForm, pageRules } from '../src/index.js';
import { ageRangeOf, limitOf } from './support/tables.js';

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
const page = example<Record<string, unknown>>('page-personal-valid.json');
const { charities } = example<{ charities: string[] }>('context.json');
const [CHARITY_A = '', CHARITY_B = ''] = charities;

/** 'YYYYMMDD' as an `<input type=date>` holds it. */
const inputDate = (date: unknown) => String(date).replace(/^(\d{4})(\d\d)(\d\d)$/, '$1-$2-$3');

/**
 * A form's values as a person enters them, by input name: text, a date
 * input's 'YYYY-MM-DD', `true` for a ticked checkbox. The tests fill the
 * forms with them and compute the body the form should submit from them with
 * the package's own `accountFromForm` / `pageFromForm`.
 */
type Entries = Record<string, string | boolean>;

/** The account of examples/account-valid.json as the account forms take it, with custom codes and a gap among them. */
const ACCOUNT_FORM: Entries = {
  title: account.title ?? '',
  ...Object.fromEntries(
    [
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
    ].map((name) => [name, account[name] ?? '']),
  ),
  dateOfBirth: inputDate(account.dateOfBirth),
  termsAndConditionsAccepted: true,
  charityResourceId: CHARITY_A,
  'fundraiserCustomCode.0': 'RUN-2026',
  'fundraiserCustomCode.1': '',
  'fundraiserCustomCode.2': 'TEAM-BLUE',
};
/** The plain account form's own inputs, which are no request field. */
const ACCOUNT_OWN_INPUTS: Entries = { emailAddressConfirmation: account.emailAddress ?? '', newsletter: true };

/** The fields of examples/page-personal-valid.json but its splits, as page.html takes them, the charity's contribution ticked. */
const PAGE_FIELDS: Entries = {
  pageTitle: String(page.pageTitle),
  fundraisingDate: inputDate(page.fundraisingDate),
  activityCode: String(page.activityCode),
  activityDescription: String(page.activityDescription),
  charityContributionIndicator: true,
  postEventFundraisingInterval: String(page.postEventFundraisingInterval),
  fundraisingTarget: String(page.fundraisingTarget),
};
/** The whole page, its two splits (the second with a custom code) by input name. */
const PAGE_FORM: Entries = {
  ...PAGE_FIELDS,
  'charitySplits.0.charityResourceId': CHARITY_A,
  'charitySplits.0.charitySplitPercent': '60',
  'charitySplits.1.charityResourceId': CHARITY_B,
  'charitySplits.1.charitySplitPercent': '40',
  'charitySplits.1.customCodes.0': 'SWIM-2027',
};

/** The limits the messages speak of, read from the tables. */
const MAX = {
  surname: limitOf(accountRules, 'surname'),
  customCode: limitOf(accountRules, 'fundraiserCustomCode[]'),
  pageTitle: limitOf(pageRules, 'pageTitle'),
  age: ageRangeOf(accountRules, 'dateOfBirth', '002.01.15').min,
};
const LONG_SURNAME = 'S'.repeat(MAX.surname + 1);
const LONG_CODE = 'C'.repeat(MAX.customCode + 1);
/** The messages for people (the form schemas' defaults) that the tests look for. */
const SAID = {
  surname: `Surname must be ${MAX.surname} characters or fewer; it has ${MAX.surname + 1}.`,
  terms: 'Please accept the terms and conditions.',
  title: 'Choose your title.',
  forename: 'Enter your first name.',
  dateOfBirth: 'Enter your date of birth.',
  tooYoung: `You must be at least ${MAX.age} years old to create an account.`,
  longCode: `A custom code must be ${MAX.customCode} characters or fewer; this one has ${MAX.customCode + 1}.`,
  emailTwice: 'Enter the same email address again.',
  // page.ts's own words for two messages (the README's example of `messages`).
  pageTitle: `A page title can have ${MAX.pageTitle} characters; this one has ${MAX.pageTitle + 1}.`,
  sixSplits: 'Choose at most 5 charities: remove 1.',
} as const;

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

/** Every error element's text by its `data-for`, those with a message only. */
async function shownErrors(tab: Page): Promise<Record<string, string>> {
  const shown: Record<string, string> = {};
  for (const element of await tab.locator('.error[data-for]').all()) {
    const text = (await element.innerText()).trim();
    if (text !== '') shown[(await element.getAttribute('data-for')) ?? ''] = text;
  }
  return shown;
}

const screenshot = (tab: Page, name: string) =>
  tab.screenshot({ path: join(SCREENSHOTS, `${name}.png`), fullPage: true });

/** Fills a form's inputs by name: a checkbox ticked or not, a `<select>` chosen, any other input filled. */
async function fill(tab: Page, entries: Entries): Promise<void> {
  for (const [name, value] of Object.entries(entries)) {
    const input = tab.locator(`[name="${name}"]`);
    if (typeof value === 'boolean') await input.setChecked(value);
    else if ((await tab.locator(`select[name="${name}"]`).count()) > 0) await input.selectOption(value);
    else await input.fill(value);
  }
}

/** Adds split rows to page.html until it has `count`. */
async function splitRows(tab: Page, count: number): Promise<void> {
  while ((await tab.locator('#splits .split').count()) < count) await tab.click('#add-split');
}

/** Adds custom-code inputs to react.html until it has `count`. */
async function codeInputs(tab: Page, count: number): Promise<void> {
  while ((await tab.locator('[name^="fundraiserCustomCode."]').count()) < count) {
    await tab.getByRole('button', { name: 'Add a custom code' }).click();
  }
}

/** The body the page shows as submitted. */
const submittedBody = async (tab: Page): Promise<unknown> => JSON.parse(await tab.innerText('#body'));

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

describe('account.html (plain HTML, createAccountValidators and its form schema)', () => {
  it(
    'keeps validating as the person types in a custom-code input and in inputs that are no request field',
    async () => {
      const { tab, problems } = await open('account.html');
      // The first keystrokes in a dotted input, and in the form's own inputs, once threw and ended validation.
      await tab.locator('[name="fundraiserCustomCode.0"]').pressSequentially('RUN');
      await tab.locator('[name="newsletter"]').check();
      await tab.locator('[name="surname"]').pressSequentially(LONG_SURNAME);
      await expect.poll(() => errorUnder(tab, 'surname')).toBe(SAID.surname);
      expect(await tab.getAttribute('[name="surname"]', 'aria-invalid')).toBe('true');
      // A custom code with the charity missing is reported at the charity, an input not touched yet: nothing else shows.
      expect(await shownErrors(tab)).toEqual({ surname: SAID.surname });

      // Input 2 of the custom codes, after two empty ones: its message is under its own input.
      await tab.locator('[name="fundraiserCustomCode.0"]').fill('');
      await tab.locator('[name="fundraiserCustomCode.2"]').fill(LONG_CODE);
      await expect.poll(() => errorUnder(tab, 'fundraiserCustomCode.2')).toBe(SAID.longCode);

      // The confirmation, an input of the form's own, is checked by the form once touched.
      await tab.locator('[name="emailAddress"]').fill('ada.lovelace@example.co.uk');
      await tab.locator('[name="emailAddressConfirmation"]').pressSequentially('ada');
      await expect.poll(() => errorUnder(tab, 'emailAddressConfirmation')).toBe(SAID.emailTwice);
      await tab.locator('[name="emailAddressConfirmation"]').pressSequentially('.lovelace@example.co.uk');
      await expect.poll(() => errorUnder(tab, 'emailAddressConfirmation')).toBe('');
      expect(await shownErrors(tab)).toEqual({ surname: SAID.surname, 'fundraiserCustomCode.2': SAID.longCode });
      expect(await tab.innerText('#status')).toBe('');
      expect(problems).toEqual([]);
      await tab.close();
    },
    TEST_TIMEOUT,
  );

  it(
    "keeps a failed submit's messages while the person types elsewhere, each gone once its input is right",
    async () => {
      const { tab, problems } = await open('account.html');
      await tab.locator('[name="surname"]').pressSequentially(LONG_SURNAME);
      await tab.click('button[type="submit"]');
      await expect.poll(() => errorUnder(tab, 'termsAndConditionsAccepted')).toBe(SAID.terms);
      const submitted = await shownErrors(tab);
      expect(submitted).toMatchObject({
        title: SAID.title,
        forename: SAID.forename,
        surname: SAID.surname,
        dateOfBirth: SAID.dateOfBirth,
        termsAndConditionsAccepted: SAID.terms,
      });
      expect(Object.keys(submitted).length).toBeGreaterThanOrEqual(10);
      expect(await tab.innerText('#status')).toMatch(/^\d+ problems to correct$/);
      await screenshot(tab, 'account-submitted-errors');

      // One letter in the first name: its message goes, every other stays.
      await tab.locator('[name="forename"]').pressSequentially('A');
      await expect.poll(() => errorUnder(tab, 'forename')).toBe('');
      const { forename: _, ...others } = submitted;
      expect(await shownErrors(tab)).toEqual(others);

      // The date input and the checkbox, as a person uses them.
      await tab.locator('[name="dateOfBirth"]').fill('2020-01-31');
      await expect.poll(() => errorUnder(tab, 'dateOfBirth')).toBe(SAID.tooYoung);
      await tab.locator('[name="termsAndConditionsAccepted"]').check();
      await expect.poll(() => errorUnder(tab, 'termsAndConditionsAccepted')).toBe('');
      const { termsAndConditionsAccepted: __, ...rest } = others;
      expect(await shownErrors(tab)).toEqual({ ...rest, dateOfBirth: SAID.tooYoung });
      expect(await tab.innerText('#status')).toBe('');
      expect(problems).toEqual([]);
      await tab.close();
    },
    TEST_TIMEOUT,
  );

  it(
    'submits a valid form: the body is what accountFromForm makes of the same values',
    async () => {
      const { tab, problems } = await open('account.html');
      await fill(tab, { ...ACCOUNT_FORM, ...ACCOUNT_OWN_INPUTS });
      await tab.click('button[type="submit"]');
      await expect.poll(() => tab.innerText('#status')).toBe('Submitted');
      expect(await shownErrors(tab)).toEqual({});
      const body = accountFromForm({ ...ACCOUNT_FORM, ...ACCOUNT_OWN_INPUTS });
      expect(await submittedBody(tab)).toEqual(body);
      // That is examples/account-valid.json with the custom codes: the date, the checkbox and the list as the service takes them.
      expect(body).toEqual({
        ...account,
        charityResourceId: CHARITY_A,
        fundraiserCustomCode: ['RUN-2026', 'TEAM-BLUE'],
      });
      await screenshot(tab, 'account-valid');
      expect(problems).toEqual([]);
      await tab.close();
    },
    TEST_TIMEOUT,
  );
});

describe('page.html (a growing list of charity splits, createPageValidators and its form schema)', () => {
  it(
    'shows its own message under the list when a sixth split is added and submitted, and not once it is removed',
    async () => {
      const { tab, problems } = await open('page.html');
      const six: Entries = {};
      for (const [index, percent] of ['20', '20', '20', '20', '10', '10'].entries()) {
        six[`charitySplits.${index}.charityResourceId`] = charities[index % charities.length] ?? '';
        six[`charitySplits.${index}.charitySplitPercent`] = percent;
      }
      await splitRows(tab, 6);
      await fill(tab, { ...PAGE_FIELDS, ...six });
      await tab.click('button[type="submit"]');
      await expect.poll(() => errorUnder(tab, 'charitySplits')).toBe(SAID.sixSplits);
      expect(await tab.innerText('#status')).toMatch(/^\d+ problems? to correct$/);
      // Two charities are known, so the six splits repeat them: each repeat is shown under its own row.
      expect(await errorUnder(tab, 'charitySplits.2.charityResourceId')).toBe('This charity is already chosen above.');
      await screenshot(tab, 'page-splits');

      await tab.locator('#splits .split').nth(5).getByRole('button', { name: 'Remove' }).click();
      await expect.poll(() => errorUnder(tab, 'charitySplits')).toBe('The percentages must add up to 100.');
      await tab.fill('[name="charitySplits.4.charitySplitPercent"]', '20');
      await expect.poll(() => errorUnder(tab, 'charitySplits')).toBe('');
      expect(await tab.locator('#splits .split').count()).toBe(5);
      expect(problems).toEqual([]);
      await tab.close();
    },
    TEST_TIMEOUT,
  );

  it(
    "shows a split's messages under its own row when an earlier row is empty, the site's words for a long title",
    async () => {
      const { tab, problems } = await open('page.html');
      await splitRows(tab, 2);
      await tab.locator('[name="charitySplits.1.charitySplitPercent"]').pressSequentially('100');
      await tab.locator('[name="charitySplits.1.customCodes.0"]').fill(LONG_CODE);
      await tab.locator('[name="pageTitle"]').pressSequentially('T'.repeat(MAX.pageTitle + 1));
      await expect.poll(() => errorUnder(tab, 'pageTitle')).toBe(SAID.pageTitle);
      expect(await errorUnder(tab, 'charitySplits.1.customCodes.0')).toBe(SAID.longCode);
      await tab.click('button[type="submit"]');
      // The body's only split is the second row: its missing charity is shown there, not under the first row.
      await expect
        .poll(() => errorUnder(tab, 'charitySplits.1.charityResourceId'))
        .toBe('Choose a charity for this percentage.');
      const shown = await shownErrors(tab);
      expect(Object.keys(shown).filter((name) => name.startsWith('charitySplits.0'))).toEqual([]);
      expect(shown).toMatchObject({ pageTitle: SAID.pageTitle, 'charitySplits.1.customCodes.0': SAID.longCode });
      expect(problems).toEqual([]);
      await tab.close();
    },
    TEST_TIMEOUT,
  );

  it(
    'submits a valid form with a date, a checkbox and a split custom code: the body is what pageFromForm makes',
    async () => {
      const { tab, problems } = await open('page.html');
      await splitRows(tab, 3);
      await fill(tab, PAGE_FORM);
      await tab.click('button[type="submit"]');
      await expect.poll(() => tab.innerText('#status')).toBe('Submitted');
      expect(await shownErrors(tab)).toEqual({});
      const body = pageFromForm(PAGE_FORM);
      expect(await submittedBody(tab)).toEqual(body);
      // The third row, left empty, is no split; the date and the checkbox are as the service takes them.
      expect(body).toMatchObject({
        fundraisingDate: page.fundraisingDate,
        charityContributionIndicator: 'Y',
        teamPageIndicator: 'N',
        charitySplits: [
          { charityResourceId: CHARITY_A, charitySplitPercent: '60' },
          { charityResourceId: CHARITY_B, charitySplitPercent: '40', customCodes: ['SWIM-2027'] },
        ],
      });
      expect(problems).toEqual([]);
      await tab.close();
    },
    TEST_TIMEOUT,
  );
});

describe('react.html (react-hook-form, plain register, standardSchemaResolver(accountFormSchema))', () => {
  it(
    'keeps validating as the person types in a custom-code input, then in the surname',
    async () => {
      const { tab, problems } = await open('react.html');
      await codeInputs(tab, 2);
      await tab.locator('[name="fundraiserCustomCode.1"]').pressSequentially(LONG_CODE);
      await expect.poll(() => errorUnder(tab, 'fundraiserCustomCode.1')).toBe(SAID.longCode);
      await tab.locator('[name="surname"]').pressSequentially(LONG_SURNAME);
      await expect.poll(() => errorUnder(tab, 'surname')).toBe(SAID.surname);
      expect(await tab.getAttribute('[name="surname"]', 'aria-invalid')).toBe('true');
      expect(await shownErrors(tab)).toEqual({ surname: SAID.surname, 'fundraiserCustomCode.1': SAID.longCode });
      expect(problems).toEqual([]);
      await tab.close();
    },
    TEST_TIMEOUT,
  );

  it(
    'shows every message on submit, in words for people, and keeps them while the person types elsewhere',
    async () => {
      const { tab, problems } = await open('react.html');
      await tab.locator('[name="surname"]').pressSequentially(LONG_SURNAME);
      await tab.click('button[type="submit"]');
      await expect.poll(() => errorUnder(tab, 'termsAndConditionsAccepted')).toBe(SAID.terms);
      const submitted = await shownErrors(tab);
      expect(submitted).toMatchObject({
        title: SAID.title,
        forename: SAID.forename,
        surname: SAID.surname,
        dateOfBirth: SAID.dateOfBirth,
        termsAndConditionsAccepted: SAID.terms,
      });
      expect(Object.keys(submitted).length).toBeGreaterThanOrEqual(10);
      expect(await tab.innerText('#status')).toBe('');
      await screenshot(tab, 'react-errors');

      await tab.locator('[name="forename"]').pressSequentially('A');
      await expect.poll(() => errorUnder(tab, 'forename')).toBe('');
      const { forename: _, ...others } = submitted;
      expect(await shownErrors(tab)).toEqual(others);
      await tab.locator('[name="dateOfBirth"]').fill('2020-01-31');
      await expect.poll(() => errorUnder(tab, 'dateOfBirth')).toBe(SAID.tooYoung);
      await tab.locator('[name="termsAndConditionsAccepted"]').check();
      await expect.poll(() => errorUnder(tab, 'termsAndConditionsAccepted')).toBe('');
      expect(problems).toEqual([]);
      await tab.close();
    },
    TEST_TIMEOUT,
  );

  it(
    'submits a valid form with a real date input and checkbox: the body is what accountFromForm makes',
    async () => {
      const { tab, problems } = await open('react.html');
      await codeInputs(tab, 3);
      await fill(tab, ACCOUNT_FORM);
      await tab.click('button[type="submit"]');
      await expect.poll(() => tab.innerText('#status')).toBe('Submitted');
      expect(await shownErrors(tab)).toEqual({});
      const body = accountFromForm(ACCOUNT_FORM);
      expect(await submittedBody(tab)).toEqual(body);
      expect(body).toMatchObject({ dateOfBirth: account.dateOfBirth, termsAndConditionsAccepted: 'Y' });
      await screenshot(tab, 'react-valid');
      expect(problems).toEqual([]);
      await tab.close();
    },
    TEST_TIMEOUT,
  );
});
