/**
 * The hostile-input corpus (test/hostile/corpus.ts) for what a server takes
 * from the package besides validation, and for the sandbox: error messages
 * through `serviceErrorsXml`, `messages` options (functions that change
 * their issue, templates of every brace), inputs of the normalisers,
 * request targets sent to the sandbox over loopback.
 */
import { XMLParser } from 'fast-xml-parser';
import { afterAll, describe, expect, it } from 'vitest';
import { serviceErrorsXml } from '../src/formats/xml.js';
import {
  type Issue,
  type IssueParams,
  normaliseAccount,
  normalisePage,
  validateAccount,
  validatePage,
} from '../src/index.js';
import type { RunningSandbox } from '../src/sandbox/index.js';
import { errorMessages, messageOptions, normaliserInputs, requestTargets } from './hostile/corpus.js';
import { beforeAllOrFail, DATABASES, sandboxOn } from './support/sandbox.js';
import { errorsOf, exchange, rawBody, rawPost } from './support/sandbox-wire.js';

describe('the hostile-input corpus: error messages', () => {
  const reader = new XMLParser({ trimValues: false, parseTagValue: false, htmlEntities: true });
  it.each(errorMessages)('$name reads back from serviceErrorsXml', ({ message, readsBack }) => {
    const xml = serviceErrorsXml([{ code: 'too-long', parameter: 'surname', message }]);
    expect(xml).not.toContain('\r');
    const parsed = reader.parse(xml) as { errors: { error: { message: unknown } } };
    expect(String(parsed.errors.error.message)).toBe(readsBack ?? message);
  });
});

/** A template filled as contract 10.5 words it: each `{name}` with a value replaced, every other brace kept. */
const filled = (template: string, params: IssueParams = {}) =>
  template.replace(/\{([^{}]*)\}/g, (placeholder, name: string) =>
    Object.hasOwn(params, name) ? [params[name as keyof IssueParams]].flat().join(', ') : placeholder,
  );

describe('the hostile-input corpus: messages options', () => {
  it.each(messageOptions)('$name', ({ operation, body, key, message }) => {
    const validate = operation === 'account' ? validateAccount : validatePage;
    const plain = validate(body, { today: '20261122' });
    const given = validate(body, { today: '20261122', messages: { [key]: message } as never });
    const code = key.split(':')[0];
    const shape = ({ code, path, parameter, severity, params }: Issue) => ({ code, path, parameter, severity, params });
    expect(given.issues.map(shape)).toEqual(plain.issues.map(shape));
    const mine = given.issues.filter((issue) => issue.code === code);
    expect(mine.length).toBeGreaterThan(0);
    for (const issue of mine)
      expect(issue.message).toBe(typeof message === 'string' ? filled(message, issue.params) : 'changed');
  });
});

describe('the hostile-input corpus: normaliser inputs', () => {
  it.each(normaliserInputs)('$name', ({ input, account, page }) => {
    const asAccount = normaliseAccount(input());
    const asPage = normalisePage(input());
    if (account !== undefined) expect(asAccount).toEqual(account);
    if (page !== undefined) expect(asPage).toEqual(page);
    expect(normaliseAccount(asAccount)).toEqual(asAccount);
    expect(normalisePage(asPage)).toEqual(asPage);
  });
});

for (const kind of DATABASES)
  describe(`the hostile-input corpus: request targets to the sandbox (${kind})`, () => {
    let sandbox: RunningSandbox;
    beforeAllOrFail(async () => {
      sandbox = await sandboxOn(kind);
    }, 60_000);
    afterAll(() => sandbox?.close());

    it.each(requestTargets)('$name: $status, with an error body', async ({ target, status }) => {
      const answer = await exchange(sandbox, rawPost(target));
      expect(answer.statuses).toEqual([status]);
      expect(errorsOf(rawBody(answer), 'application/json')).toBeDefined();
    });
  });
