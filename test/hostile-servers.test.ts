/**
 * The hostile-input corpus (test/hostile/corpus.ts) for what a server takes
 * from the package besides validation, and for the example server: error
 * messages through `serviceErrorsXml`, inputs of the normalisers, request
 * targets sent to examples/server over loopback.
 */
import net from 'node:net';
import { XMLParser } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer } from '../examples/server/server.mjs';
import { serviceErrorsXml } from '../src/formats/xml.js';
import { normaliseAccount, normalisePage } from '../src/index.js';
import { errorMessages, normaliserInputs, requestTargets } from './hostile/corpus.js';

describe('the hostile-input corpus: error messages', () => {
  const reader = new XMLParser({ trimValues: false, parseTagValue: false, htmlEntities: true });
  it.each(errorMessages)('$name reads back from serviceErrorsXml', ({ message, readsBack }) => {
    const xml = serviceErrorsXml([{ code: 'too-long', parameter: 'surname', message }]);
    expect(xml).not.toContain('\r');
    const parsed = reader.parse(xml) as { errors: { error: { message: unknown } } };
    expect(String(parsed.errors.error.message)).toBe(readsBack ?? message);
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
