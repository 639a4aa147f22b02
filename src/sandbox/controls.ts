/**
 * The sandbox controls under /__sandbox/ (no api_key; JSON only): read the
 * outbox, read, set and advance the clock; the controls on one page
 * (page-controls.ts). Bodies checked with valibot,
 * problems said in the package's words.
 */
import * as v from 'valibot';
import { parseYmd } from '../runtime/calendar.js';
import { later, londonDate, londonMidnight } from './clock.js';
import { controlErrors, jsonBody } from './control-body.js';
import { send, sendErrors } from './http.js';
import type { Exchange, Service } from './operations.js';
import { pageControlMethods } from './page-controls.js';

const count = v.pipe(
  v.number('must be a number'),
  v.integer('must be a whole number'),
  v.minValue(0, 'must be 0 or more'),
  v.maxValue(1_000_000_000, 'must be at most 1000000000'),
);

/** PUT /__sandbox/clock: an instant (ISO 8601 with its offset) or a London date (00:00 that day). */
const SET_CLOCK = v.union(
  [
    v.strictObject({
      now: v.pipe(
        v.string('must be a string'),
        v.isoTimestamp('must be an ISO 8601 instant with its offset, such as 2026-11-22T09:00:00Z'),
      ),
    }),
    v.strictObject({
      today: v.pipe(
        v.string('must be a string'),
        v.check((value) => parseYmd(value) !== undefined, 'must be a real calendar date written YYYYMMDD'),
      ),
    }),
  ],
  'the body must be { "now": ISO instant } or { "today": "YYYYMMDD" }',
);

/** POST /__sandbox/clock/advance: calendar months and days, and seconds; at least one. */
const ADVANCE_CLOCK = v.pipe(
  v.strictObject(
    { months: v.optional(count), days: v.optional(count), seconds: v.optional(count) },
    'the body must be an object of months, days and seconds',
  ),
  v.check(
    (step) => step.months !== undefined || step.days !== undefined || step.seconds !== undefined,
    'give months, days or seconds',
  ),
);

/** The clock as controls answer it. */
async function clockBody(service: Service) {
  const now = await service.store.now();
  return { now: now.toISOString(), today: londonDate(now) };
}

/** The controls: path → method → handler. */
const CONTROLS: Readonly<
  Record<string, Readonly<Record<string, (service: Service, exchange: Exchange) => Promise<void>>>>
> = {
  '/__sandbox/outbox': {
    GET: async (service, { request, response }) => {
      const to = new URL(request.url ?? '/', 'http://sandbox').searchParams.get('to');
      const emails = await service.store.outbox(to ?? undefined);
      send(response, 200, 'json', { json: { emails }, xml: () => '' });
    },
  },
  '/__sandbox/clock': {
    GET: async (service, { response }) =>
      send(response, 200, 'json', { json: await clockBody(service), xml: () => '' }),
    PUT: async (service, exchange) => {
      const read = await jsonBody(exchange);
      if (read === undefined) return;
      const result = v.safeParse(SET_CLOCK, read.body, { abortEarly: false });
      if (!result.success) return sendErrors(exchange.response, 400, 'json', controlErrors(result.issues));
      const at = 'now' in result.output ? new Date(result.output.now) : londonMidnight(result.output.today);
      await service.store.setNow(at);
      send(exchange.response, 200, 'json', { json: await clockBody(service), xml: () => '' });
    },
  },
  '/__sandbox/clock/advance': {
    POST: async (service, exchange) => {
      const read = await jsonBody(exchange);
      if (read === undefined) return;
      const result = v.safeParse(ADVANCE_CLOCK, read.body, { abortEarly: false });
      if (!result.success) return sendErrors(exchange.response, 400, 'json', controlErrors(result.issues));
      const moved = later(await service.store.now(), result.output);
      if (Number.isNaN(moved.getTime()) || moved.getUTCFullYear() > 9999)
        return sendErrors(exchange.response, 400, 'json', [
          { code: 'invalid-control', parameter: '', message: 'The clock would pass the year 9999.' },
        ]);
      await service.store.setNow(moved);
      send(exchange.response, 200, 'json', { json: await clockBody(service), xml: () => '' });
    },
  },
};

/**
 * The controls' paths, each with the methods it takes: what the OpenAPI description must describe.
 * @example CONTROL_ROUTES.find((route) => route.path === '/__sandbox/clock')?.methods // ['GET', 'PUT']
 */
export const CONTROL_ROUTES: readonly { readonly path: string; readonly methods: readonly string[] }[] = Object.freeze(
  Object.entries(CONTROLS).map(([path, methods]) =>
    Object.freeze({ path, methods: Object.freeze(Object.keys(methods)) }),
  ),
);

/**
 * Answers a request under /__sandbox/: 404 for an unknown control, 405 for a wrong method.
 * @example await control(service, exchange, '/__sandbox/outbox');
 */
export async function control(service: Service, exchange: Exchange, path: string): Promise<void> {
  const methods = Object.hasOwn(CONTROLS, path) ? CONTROLS[path] : pageControlMethods(path);
  if (methods === undefined)
    return sendErrors(exchange.response, 404, 'json', [
      { code: 'not-found', parameter: '', message: 'No sandbox control has this address.' },
    ]);
  const handler = Object.hasOwn(methods, exchange.request.method ?? '')
    ? methods[exchange.request.method ?? '']
    : undefined;
  if (handler === undefined) {
    const allowed = Object.keys(methods).join(', ');
    return sendErrors(
      exchange.response,
      405,
      'json',
      [{ code: 'method-not-allowed', parameter: '', message: `Use ${allowed}.` }],
      { Allow: allowed },
    );
  }
  await handler(service, exchange);
}
