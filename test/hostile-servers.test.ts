/**
 * The hostile-input corpus (test/hostile/corpus.ts) for what a server takes
 * from the package besides validation, and for the example server: error
 * messages through `serviceErrorsXml`, `messages` options (functions that
 * change their issue, templates of every brace), inputs of the
 * normalisers, request targets sent to examples/server over loopback.
 */
import net from 'node:net';
import { XMLParser } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer } from '../examples/server/server.mjs';
import { serviceErrorsXml } from '../src/formats/xml.js';
import {
  type Issue,
  type IssueParams,
  normaliseAccount,
  normalisePage,
  validateAccount,
  validatePage,
} from '../src/index.js';
import { errorMessages, messageOptions, normaliserInputs, requestTargets } from './hostile/corpus.js';

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

describe('the hostile-input corpus: request targets to the example server', () => {
  let app: Awaited<ReturnType<typeof startServer>>;
  beforeAll(async () => {
    app = await startServer({ port: 0, host: '127.0.0.1', log: () => {} });
  }, 60_000);
  afterAll(async () => {
    await app?.close();
  });

  /** The statuses of the answers to a POST of `{}` to `target`, sent as raw bytes (bounded: 10 s). */
  const statusesOf = (target: string) =>
    new Promise<number[]>((resolve) => {
      const socket = net.connect(Number(new URL(app.url).port), '127.0.0.1');
      let text = '';
      const timer = setTimeout(() => socket.destroy(), 10_000);
      socket.on('data', (chunk: Buffer) => {
        text += chunk.toString('latin1');
      });
      socket.on('error', () => {});
      socket.on('close', () => {
        clearTimeout(timer);
        resolve([...text.matchAll(/HTTP\/1\.1 (\d{3}) /g)].map((match) => Number(match[1])));
      });
      socket.end(
        `POST ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 2\r\nConnection: close\r\n\r\n{}`,
      );
    });

  it.each(requestTargets)('$name: $status', async ({ target, status }) => {
    expect(await statusesOf(target)).toEqual([status]);
  });
});
