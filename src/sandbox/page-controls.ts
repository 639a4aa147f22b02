/**
 * The sandbox controls on one page, addressed by its account's resource ID
 * and its page number (`pageUrl`) under
 * /__sandbox/accounts/<resourceId>/pages/<pageUrl>/: record a donation,
 * reopen a closed page (as its owner would on the website), add a team
 * member. Bodies checked with valibot, problems said in the package's words.
 */
import * as v from 'valibot';
import { holdsUnstorable } from '../runtime/values.js';
import { londonDate } from './clock.js';
import { controlErrors, jsonBody } from './control-body.js';
import { type ErrorEntry, send, sendErrors } from './http.js';
import { pageClosed } from './lifecycle.js';
import { giftAidOf, MAX_DONATION_PENCE, penceOf, pounds, poundsText, totalsInPounds } from './money.js';
import type { Exchange, Service } from './operations.js';
import {
  addTeamMember,
  findPage,
  type PageRow,
  pageTotals,
  recordDonation,
  reopenPage,
  teamMembers,
} from './page-store.js';

/**
 * A control's handler.
 * @example const handler: ControlHandler = async (service, exchange) => {};
 */
export type ControlHandler = (service: Service, exchange: Exchange) => Promise<void>;

/** An object schema's message: an unknown key, a missing key, or a body that is not the object. */
const objectMessage = (keys: string) => (issue: v.BaseIssue<unknown>) => {
  if (issue.expected === 'never') return `unknown key (the keys are ${keys})`;
  if (issue.path !== undefined && issue.input === undefined) return 'is required';
  return `the body must be an object { ${keys} }`;
};

const AMOUNT_MESSAGE = `must be an amount in pounds above 0 and at most ${poundsText(MAX_DONATION_PENCE)}, with at most 2 decimals, such as 12.50`;

/** POST …/donations: `amount` in pounds; `giftAid` (default false) and `online` (default true). */
const DONATION = v.strictObject(
  {
    amount: v.pipe(
      v.union([v.number(), v.string()], AMOUNT_MESSAGE),
      v.check((amount) => {
        const pence = penceOf(amount);
        return pence !== undefined && pence > 0n && pence <= MAX_DONATION_PENCE;
      }, AMOUNT_MESSAGE),
    ),
    giftAid: v.optional(v.boolean('must be true or false'), false),
    online: v.optional(v.boolean('must be true or false'), true),
  },
  objectMessage('amount, giftAid, online'),
);

/** POST …/team-members: the member's name. */
const TEAM_MEMBER = v.strictObject(
  {
    name: v.pipe(
      v.string('must be a string'),
      v.trim(),
      v.minLength(1, 'must not be blank'),
      v.maxLength(122, 'must have at most 122 characters'),
      v.check((name) => !holdsUnstorable(name), 'must not hold U+0000 or an unpaired surrogate'),
    ),
  },
  objectMessage('name'),
);

/** POST …/reopen: no body, or `{}`. */
const REOPEN = v.strictObject({}, objectMessage('no keys: send no body, or {}'));

/** A page control's address: the account, the page number as sent, the action. */
interface PageAddress {
  readonly accountId: string;
  readonly pageUrl: string;
}

/** The page at an address, or `undefined` after answering 404. */
async function pageAt(service: Service, exchange: Exchange, address: PageAddress): Promise<PageRow | undefined> {
  const { accountId, pageUrl } = address;
  let digits = pageUrl.length > 0 && pageUrl.length <= 9;
  for (const character of pageUrl) if (character < '0' || character > '9') digits = false;
  const found =
    digits && !holdsUnstorable(accountId) ? await findPage(service.store.db, accountId, Number(pageUrl)) : undefined;
  if (found === undefined)
    sendErrors(exchange.response, 404, 'json', [
      { code: 'not-found', parameter: '', message: `No page ${pageUrl} under the account ${accountId}.` },
    ]);
  return found;
}

/** Is the page closed now, on the sandbox clock? */
async function closedNow(service: Service, page: PageRow): Promise<boolean> {
  return pageClosed(page, londonDate(await service.store.now()));
}

/** Answers 409 with one error. */
const conflict = (exchange: Exchange, entry: ErrorEntry) => sendErrors(exchange.response, 409, 'json', [entry]);

/** Reads and checks a control body against a schema; answers 4xx and returns `undefined` when it fails. */
async function checkedBody<S extends v.GenericSchema>(
  exchange: Exchange,
  schema: S,
  optional = false,
): Promise<v.InferOutput<S> | undefined> {
  const read = await jsonBody(exchange, { optional });
  if (read === undefined) return undefined;
  if (typeof read.body !== 'object' || read.body === null || Array.isArray(read.body)) {
    sendErrors(exchange.response, 400, 'json', [
      { code: 'invalid-control', parameter: '', message: 'the body must be a JSON object' },
    ]);
    return undefined;
  }
  const result = v.safeParse(schema, read.body, { abortEarly: false });
  if (result.success) return result.output;
  sendErrors(exchange.response, 400, 'json', controlErrors(result.issues));
  return undefined;
}

const ACTIONS: Readonly<Record<string, (service: Service, exchange: Exchange, address: PageAddress) => Promise<void>>> =
  {
    async donations(service, exchange, address) {
      const body = await checkedBody(exchange, DONATION);
      if (body === undefined) return;
      const page = await pageAt(service, exchange, address);
      if (page === undefined) return;
      if (await closedNow(service, page))
        return conflict(exchange, {
          code: 'page-closed',
          parameter: '',
          message: 'The page is closed and cannot collect donations; reopen it first.',
        });
      const amountPence = penceOf(body.amount) ?? 0n;
      const giftAidPence = body.giftAid && body.online ? giftAidOf(amountPence) : 0n;
      const { db } = service.store;
      const id = await recordDonation(
        db,
        page.id,
        { amountPence, giftAid: body.giftAid, online: body.online, giftAidPence },
        await service.store.now(),
      );
      send(exchange.response, 201, 'json', {
        json: {
          donation: {
            id,
            amount: pounds(amountPence),
            giftAid: body.giftAid,
            online: body.online,
            giftAidAmount: pounds(giftAidPence),
          },
          totals: totalsInPounds(await pageTotals(db, page.id)),
        },
        xml: () => '',
      });
    },
    async reopen(service, exchange, address) {
      if ((await checkedBody(exchange, REOPEN, true)) === undefined) return;
      const page = await pageAt(service, exchange, address);
      if (page === undefined) return;
      if (!(await closedNow(service, page)))
        return conflict(exchange, {
          code: 'page-open',
          parameter: '',
          message: 'The page is open: nothing to reopen.',
        });
      await reopenPage(service.store.db, page.id, await service.store.now());
      send(exchange.response, 200, 'json', {
        json: { resourceId: address.accountId, pageUrl: address.pageUrl, pageClosedInd: 'N' },
        xml: () => '',
      });
    },
    async 'team-members'(service, exchange, address) {
      const body = await checkedBody(exchange, TEAM_MEMBER);
      if (body === undefined) return;
      const page = await pageAt(service, exchange, address);
      if (page === undefined) return;
      if (!page.teamPage)
        return conflict(exchange, {
          code: 'not-a-team-page',
          parameter: '',
          message: 'The page is an individual page: only a team page has members.',
        });
      const { db } = service.store;
      await addTeamMember(db, page.id, body.name, await service.store.now());
      send(exchange.response, 201, 'json', {
        json: { teamMembers: (await teamMembers(db, [page.id])).get(page.id) ?? [] },
        xml: () => '',
      });
    },
  };

const PREFIX = '/__sandbox/accounts/';

/**
 * The methods of a page control's path, each bound to its page; `undefined`
 * for a path of no page control.
 * @example pageControlMethods('/__sandbox/accounts/A1/pages/1/reopen') // { POST: … }
 */
export function pageControlMethods(path: string): Readonly<Record<string, ControlHandler>> | undefined {
  if (!path.startsWith(PREFIX)) return undefined;
  const [account, pages, pageUrl, action, ...rest] = path.slice(PREFIX.length).split('/');
  if (account === undefined || account === '' || pages !== 'pages' || pageUrl === undefined || rest.length > 0)
    return undefined;
  if (action === undefined || !Object.hasOwn(ACTIONS, action)) return undefined;
  const handler = ACTIONS[action];
  let accountId: string;
  try {
    accountId = decodeURIComponent(account);
  } catch {
    accountId = account;
  }
  if (handler === undefined) return undefined;
  return { POST: (service, exchange) => handler(service, exchange, { accountId, pageUrl }) };
}
