/**
 * The event listing, the page lifecycle and the page controls of the
 * sandbox, over loopback HTTP: the order of every sort field both ways
 * against a comparator of the test's own (ties in creation order), paging,
 * totals against penny arithmetic of the test's own, the checks' order
 * (401, 403, 400, 404), the XML shape, pages closing on the first date after
 * their interval, reopening, donations refused on a closed page, and team
 * members.
 */
import fc from 'fast-check';
import { XMLParser } from 'fast-xml-parser';
import { afterAll, describe, expect, it } from 'vitest';
import type { RunningSandbox } from '../src/sandbox/index.js';
import {
  type Answer,
  beforeAllOrFail,
  call,
  codes,
  DATABASES,
  get,
  KEY,
  newAccount,
  page,
  sandboxOn,
} from './support/sandbox.js';

const ANIMALS = 'charity-animals';
const HOSPICE = 'charity-hospice';
const SORT_EVENTS = Array.from({ length: 40 }, (_, index) => `sort-${index + 1}`);
const NO_EVENTS_KEY = 'key-without-events';

/** Events of the listing suite: names and dates (the undated one has none). */
const EVENTS: Record<string, { name: string; date?: string }> = {
  listed: { name: 'Riverside Half Marathon', date: '20270418' },
  empty: { name: 'Empty Fun Run', date: '20270501' },
  many: { name: 'Many Pages Walk', date: '20270601' },
  jan31: { name: 'January Dip', date: '20270131' },
  leapJan31: { name: 'Leap January Dip', date: '20280131' },
  leapDay: { name: 'Leap Day Run', date: '20280229' },
  spring: { name: 'Spring Ride', date: '20270418' },
  undated: { name: 'Some Day Swim' },
  ...Object.fromEntries(SORT_EVENTS.map((id, index) => [id, { name: `Sort event ${index + 1}`, date: '20270418' }])),
};

const SEED = {
  today: '20261122',
  countries: ['GB'],
  activities: ['001', '039'],
  charities: [ANIMALS, HOSPICE],
  events: Object.fromEntries(Object.keys(EVENTS).map((id) => [id, { status: 'published' }])),
  charityDetails: {
    [ANIMALS]: {
      name: 'Riverbank Animal Rescue',
      categories: [
        { title: 'Animals', subTitle: 'Animal welfare' },
        { title: 'Environment', subTitle: 'Wildlife' },
      ],
    },
    [HOSPICE]: { name: 'Northern Lights Hospice', categories: [] },
  },
  eventDetails: EVENTS,
  apiKeys: [{ key: NO_EVENTS_KEY, eventPackage: false }],
};

type Owner = { resourceId: string; accessToken: string };

/** Creates a page; answers its page number. */
async function createPage(sandbox: RunningSandbox, owner: Owner, fields: Record<string, unknown>): Promise<string> {
  const body = {
    pageTitle: 'A page',
    teamPageIndicator: 'N',
    charityContributionIndicator: 'N',
    postEventFundraisingInterval: 3,
    charitySplits: [{ charityResourceId: ANIMALS, charitySplitPercent: 100 }],
    ...fields,
  };
  const answer = await page(sandbox, owner.resourceId, owner.accessToken, JSON.stringify(body));
  if (answer.status !== 201) throw new Error(`page: ${answer.status} ${answer.text}`);
  return String(answer.body.pageUrl);
}

/** POST /__sandbox/accounts/<id>/pages/<n>/<action>. */
const control = (sandbox: RunningSandbox, owner: Owner, pageUrl: string, action: string, body?: unknown) =>
  call(sandbox, `/__sandbox/accounts/${owner.resourceId}/pages/${pageUrl}/${action}`, {
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });

/** GET the listing of an event with a query (KEY appended). */
const listing = (sandbox: RunningSandbox, event: string, query = '', headers: Record<string, string> = {}) =>
  get(sandbox, `/events/v1/account/${encodeURIComponent(event)}/categorisedpages.json${query}`, headers);

type Entry = Record<string, unknown>;
const pagesOf = (answer: Answer): Entry[] => answer.body.pages as Entry[];

/** Pounds of a whole number of pennies, written by the test (pennies below 2^53 are exact as floats here). */
const pounds = (pence: number): string => (pence / 100).toFixed(2);

/** A donation as the test generates it. */
interface Gift {
  readonly pence: number;
  readonly giftAid: boolean;
  readonly online: boolean;
}

/** The expected totals of a page's donations, in pennies, by the test's own arithmetic. */
function expectedTotals(gifts: readonly Gift[]) {
  let net = 0;
  let giftAid = 0;
  let offline = 0;
  for (const gift of gifts) {
    if (!gift.online) offline += gift.pence;
    else {
      net += gift.pence;
      // 25% of a whole number of pennies is a multiple of 0.25, exact as a float: Math.round takes halves up.
      if (gift.giftAid) giftAid += Math.round(gift.pence * 0.25);
    }
  }
  return {
    donationTotalNet: net,
    totalGiftAid: giftAid,
    donationTotalGA: net + giftAid,
    offlineAmount: offline,
    donationTotalGross: net + giftAid + offline,
    numberOfDonations: gifts.length,
  };
}

const SORT_FIELDS = [
  'donationTotalNet',
  'donationTotalGA',
  'donationTotalGross',
  'totalGiftAid',
  'offlineAmount',
] as const;

const xml = new XMLParser({
  parseTagValue: false,
  ignoreDeclaration: true,
  isArray: (name) => ['page', 'charity', 'charityCategory', 'teamMembers'].includes(name),
});

for (const kind of DATABASES)
  describe(kind, () => {
    let sandbox: RunningSandbox;
    let ada: Owner;
    let grace: Owner;

    beforeAllOrFail(async () => {
      sandbox = await sandboxOn(kind, { seed: SEED, today: '20261122' });
      ada = await newAccount(sandbox, 'ada');
      grace = await newAccount(sandbox, 'grace', { title: 'Dr', forename: 'Grace', surname: 'Hopper' });
    });
    afterAll(() => sandbox?.close());

    describe('the answer: every field of the entry, JSON and XML', () => {
      let team: string;
      let single: string;

      beforeAllOrFail(async () => {
        team = await createPage(sandbox, grace, {
          pageTitle: 'The Hopper Harriers',
          eventResourceId: 'listed',
          teamPageIndicator: 'Y',
          teamName: 'Hopper Harriers',
          teamUrl: 'hopper-harriers',
          charitySplits: [
            { charityResourceId: ANIMALS, charitySplitPercent: 60 },
            { charityResourceId: HOSPICE, charitySplitPercent: 40 },
          ],
        });
        single = await createPage(sandbox, ada, {
          pageTitle: "Ada's half",
          eventResourceId: 'listed',
          fundraisingTarget: '1500.00',
        });
        expect((await control(sandbox, grace, team, 'team-members', { name: 'Charles Babbage' })).status).toBe(201);
        const added = await control(sandbox, grace, team, 'team-members', { name: '  Mary Somerville ' });
        expect(added.status).toBe(201);
        expect(added.body).toEqual({ teamMembers: ['Grace Hopper', 'Charles Babbage', 'Mary Somerville'] });
        for (const gift of [
          { amount: 10, giftAid: true, online: true },
          { amount: 0.02, giftAid: true, online: true },
          { amount: 5.5, giftAid: false, online: false },
        ])
          expect((await control(sandbox, ada, single, 'donations', gift)).status).toBe(201);
      });

      it('JSON: the header, then each entry with every field', async () => {
        const answer = await listing(sandbox, 'listed');
        expect(answer.status).toBe(200);
        expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
        expect(answer.body).toMatchObject({
          eventResourceId: 'listed',
          eventName: 'Riverside Half Marathon',
          totalRecords: 2,
          startRecordNum: 1,
          numRecords: 2,
        });
        expect(Object.keys(answer.body)).toEqual([
          'eventResourceId',
          'eventName',
          'totalRecords',
          'startRecordNum',
          'numRecords',
          'pages',
        ]);
        const [first, second] = pagesOf(answer);
        // Ada's page has 10.02 + 2.51 Gift Aid; Grace's none: descending donationTotalGA.
        expect(first).toEqual({
          fundraiserName: 'Ms Ada Lovelace',
          title: 'Ms',
          forename: 'Ada',
          surname: 'Lovelace',
          resourceId: ada.resourceId,
          fundraiserURI: `${sandbox.url}/fundraisers/v1/account/${ada.resourceId}`,
          pageName: "Ada's half",
          pageUrl: single,
          pageClosedInd: 'N',
          eventName: 'Riverside Half Marathon',
          eventResourceId: 'listed',
          activityDescription: 'Riverside Half Marathon',
          activityDate: '20270418',
          teamPage: 'false',
          teamName: null,
          teamMembers: [],
          pageImageSmall: null,
          pageImageMedium: null,
          pageImageLarge: null,
          donationTotalNet: 10.02,
          totalGiftAid: 2.51,
          donationTotalGA: 12.53,
          offlineAmount: 5.5,
          donationTotalGross: 18.03,
          numberOfDonations: 3,
          targetAmount: 1500,
          charityDetails: [
            {
              name: 'Riverbank Animal Rescue',
              charityCategories: [
                { categoryTitle: 'Animals', categorySubTitle: 'Animal welfare' },
                { categoryTitle: 'Environment', categorySubTitle: 'Wildlife' },
              ],
            },
          ],
        });
        expect(second).toMatchObject({
          fundraiserName: 'Dr Grace Hopper',
          resourceId: grace.resourceId,
          pageName: 'The Hopper Harriers',
          pageUrl: team,
          teamPage: 'true',
          teamName: 'Hopper Harriers',
          teamMembers: ['Grace Hopper', 'Charles Babbage', 'Mary Somerville'],
          donationTotalNet: 0,
          totalGiftAid: 0,
          donationTotalGA: 0,
          offlineAmount: 0,
          donationTotalGross: 0,
          numberOfDonations: 0,
          targetAmount: null,
          charityDetails: [
            { name: 'Riverbank Animal Rescue', charityCategories: expect.any(Array) },
            { name: 'Northern Lights Hospice', charityCategories: [] },
          ],
        });
      });

      it('XML: categorisedPages, repeating page, charityDetails > charity, repeating teamMembers', async () => {
        const json = await listing(sandbox, 'listed');
        for (const answer of [
          await get(sandbox, '/events/v1/account/listed/categorisedpages.xml'),
          await get(sandbox, '/events/v1/account/listed/categorisedpages.xml', { Accept: 'application/json' }),
          await listing(sandbox, 'listed', '', { Accept: 'application/xml' }),
        ]) {
          expect(answer.status).toBe(200);
          expect(answer.headers.get('content-type')).toMatch(/^application\/xml/);
          expect(answer.text).toMatch(/^<\?xml[^>]*>\n<categorisedPages><eventResourceId>listed<\/eventResourceId>/);
          const document = xml.parse(answer.text) as { categorisedPages: Record<string, unknown> };
          const root = document.categorisedPages;
          expect(Object.keys(root)).toEqual([
            'eventResourceId',
            'eventName',
            'totalRecords',
            'startRecordNum',
            'numRecords',
            'page',
          ]);
          expect(root).toMatchObject({ eventName: 'Riverside Half Marathon', totalRecords: '2', numRecords: '2' });
          const pages = root.page as Record<string, unknown>[];
          expect(pages).toHaveLength(2);
          const [first, second] = pages;
          const expected = pagesOf(json)[0] as Entry;
          // Every non-null, non-list field as its text; null fields left out.
          for (const [name, value] of Object.entries(expected)) {
            if (value === null) expect(first, name).not.toHaveProperty(name);
            else if (!Array.isArray(value)) expect(first?.[name], name).toBe(String(value));
          }
          expect(first).not.toHaveProperty('teamMembers');
          expect(first?.charityDetails).toEqual({
            charity: [
              {
                name: 'Riverbank Animal Rescue',
                charityCategories: {
                  charityCategory: [
                    { categoryTitle: 'Animals', categorySubTitle: 'Animal welfare' },
                    { categoryTitle: 'Environment', categorySubTitle: 'Wildlife' },
                  ],
                },
              },
            ],
          });
          expect(second?.teamMembers).toEqual(['Grace Hopper', 'Charles Babbage', 'Mary Somerville']);
          expect((second?.charityDetails as { charity: unknown[] } | undefined)?.charity).toHaveLength(2);
          expect(second?.teamPage).toBe('true');
        }
      });

      it('a known event without pages: 200 with an empty list', async () => {
        const answer = await listing(sandbox, 'empty');
        expect(answer.status).toBe(200);
        expect(answer.body).toEqual({
          eventResourceId: 'empty',
          eventName: 'Empty Fun Run',
          totalRecords: 0,
          startRecordNum: 1,
          numRecords: 0,
          pages: [],
        });
        const inXml = await get(sandbox, '/events/v1/account/empty/categorisedpages.xml');
        expect(inXml.text).toMatch(/<numRecords>0<\/numRecords><\/categorisedPages>$/);
      });
    });

    describe('the checks, in order: api_key 401, event package 403, rules 400, unknown event 404', () => {
      const path = (event: string, query: string, suffix = 'json') =>
        `/events/v1/account/${event}/categorisedpages.${suffix}${query}`;
      const plain = (target: string, headers: Record<string, string> = {}) =>
        call(sandbox, target, { method: 'GET', headers });

      it('401 for a missing or unknown key, before anything else; in XML at .xml', async () => {
        for (const query of ['', '?api_key=', '?api_key=nope', `?api_key=${'x'.repeat(100)}&numRecords=500`]) {
          const answer = await plain(path('no-such-event', query));
          expect(answer.status).toBe(401);
          expect(codes(answer)).toEqual(['invalid-api-key']);
        }
        const inXml = await plain(path('listed', ''), { Accept: 'application/xml' });
        expect(inXml.status).toBe(401);
        expect(inXml.text).toMatch(/<errors><error><code>invalid-api-key<\/code>/);
        const atXml = await plain(path('listed', '', 'xml'), { Accept: 'application/json' });
        expect(atXml.text).toMatch(/<errors><error><code>invalid-api-key<\/code>/);
      });

      it('403 for a key without the event package, before the rules and the lookup', async () => {
        for (const target of [
          path('listed', `?api_key=${NO_EVENTS_KEY}`),
          path('no-such-event', `?api_key=${NO_EVENTS_KEY}`),
          path('listed', `?api_key=${NO_EVENTS_KEY}&numRecords=500&sortOrder=X`),
        ]) {
          const answer = await plain(target);
          expect(answer.status).toBe(403);
          expect(answer.body).toEqual({
            errors: [{ code: 'no-event-package', parameter: 'api_key', message: expect.any(String) }],
          });
        }
      });

      it('400 for the rules, with every problem at its parameter, before the lookup', async () => {
        const cases: [string, string, string[]][] = [
          ['listed', '?numRecords=101', ['numRecords']],
          ['listed', '?numRecords=0', ['numRecords']],
          ['listed', '?numRecords=ten', ['numRecords']],
          ['listed', '?sortField=pageName', ['sortField']],
          ['listed', '?sortOrder=a', ['sortOrder']],
          ['listed', '?sortOrder=A&sortOrder=D', ['sortOrder']],
          ['listed', '?startRecordNum=-1', ['startRecordNum']],
          ['listed', `?startRecordNum=${'9'.repeat(21)}`, ['startRecordNum']],
          ['no-such-event', '?numRecords=101&sortField=x', ['sortField', 'numRecords']],
          ['e'.repeat(37), '', ['eventResourceId']],
          ['', '', ['eventResourceId']],
        ];
        for (const [event, query, parameters] of cases) {
          const answer = await listing(sandbox, event, query);
          expect(answer.status, `${event} ${query}`).toBe(400);
          const errors = answer.body.errors as { parameter: string }[];
          expect(errors.map((error) => error.parameter).sort(), `${event} ${query}`).toEqual([...parameters].sort());
        }
      });

      it('the path segment is the event, whatever the query says', async () => {
        const answer = await listing(sandbox, 'empty', '?eventResourceId=listed');
        expect(answer.status).toBe(200);
        expect(answer.body.eventResourceId).toBe('empty');
      });

      it('404 for an unknown event; 405 for another method', async () => {
        for (const event of ['no-such-event', 'LISTED', 'a\u0000b']) {
          const answer = await listing(sandbox, event);
          expect(answer.status).toBe(404);
          expect(answer.body).toEqual({
            errors: [{ code: 'not-found', parameter: 'eventResourceId', message: expect.any(String) }],
          });
        }
        const inXml = await get(sandbox, '/events/v1/account/nothing/categorisedpages.xml');
        expect(inXml.status).toBe(404);
        expect(inXml.text).toMatch(/<code>not-found<\/code><parameter>eventResourceId<\/parameter>/);
        const posted = await call(sandbox, `/events/v1/account/listed/categorisedpages.json?api_key=${KEY}`);
        expect(posted.status).toBe(405);
        expect(posted.headers.get('allow')).toBe('GET');
      });
    });

    describe('sorting and paging', () => {
      it('defaults: donationTotalGA descending, 20 records from the first; startRecordNum pages on', async () => {
        const owner = await newAccount(sandbox, 'many');
        const urls: string[] = [];
        for (let index = 0; index < 22; index++)
          urls.push(await createPage(sandbox, owner, { eventResourceId: 'many', pageTitle: `Page ${index}` }));
        // Page 5 gets the most; page 3 and page 8 tie; the others have nothing.
        await control(sandbox, owner, urls[5] as string, 'donations', { amount: 30, giftAid: true });
        await control(sandbox, owner, urls[8] as string, 'donations', { amount: 20 });
        await control(sandbox, owner, urls[3] as string, 'donations', { amount: 20 });
        const first = await listing(sandbox, 'many');
        expect(first.body).toMatchObject({ totalRecords: 22, startRecordNum: 1, numRecords: 20 });
        const expected = [
          5,
          3,
          8,
          ...Array.from({ length: 22 }, (_, index) => index).filter((i) => ![3, 5, 8].includes(i)),
        ];
        const order = expected.map((index) => urls[index]);
        expect(pagesOf(first).map((entry) => entry.pageUrl)).toEqual(order.slice(0, 20));
        const rest = await listing(sandbox, 'many', '?startRecordNum=21');
        expect(rest.body).toMatchObject({ totalRecords: 22, startRecordNum: 21, numRecords: 2 });
        expect(pagesOf(rest).map((entry) => entry.pageUrl)).toEqual(order.slice(20));
        const zero = await listing(sandbox, 'many', '?startRecordNum=0&numRecords=2');
        expect(zero.body).toMatchObject({ startRecordNum: 1, numRecords: 2 });
        expect(pagesOf(zero).map((entry) => entry.pageUrl)).toEqual(order.slice(0, 2));
        for (const start of ['23', '1000', '18446744073709551616']) {
          const past = await listing(sandbox, 'many', `?startRecordNum=${start}`);
          expect(past.status).toBe(200);
          expect(past.body).toMatchObject({ totalRecords: 22, numRecords: 0, pages: [] });
        }
      });

      it('every sort field, both orders, ties in creation order; any page of it (property)', async () => {
        const owner = await newAccount(sandbox, 'sorter');
        let used = 0;
        const gift = fc.record({
          pence: fc.constantFrom(1, 2, 3, 5, 50, 99, 100, 101),
          giftAid: fc.boolean(),
          online: fc.boolean(),
        });
        await fc.assert(
          fc.asyncProperty(
            fc.array(fc.array(gift, { maxLength: 3 }), { maxLength: 6 }),
            fc.integer({ min: 1, max: 8 }),
            fc.integer({ min: 0, max: 9 }),
            async (pages, numRecords, startRecordNum) => {
              const event = SORT_EVENTS[used++];
              if (event === undefined) throw new Error('the property ran out of events');
              const created: { pageUrl: string; totals: ReturnType<typeof expectedTotals> }[] = [];
              for (const gifts of pages) {
                const pageUrl = await createPage(sandbox, owner, { eventResourceId: event });
                for (const { pence, giftAid, online } of gifts) {
                  const answer = await control(sandbox, owner, pageUrl, 'donations', {
                    amount: pounds(pence),
                    giftAid,
                    online,
                  });
                  expect(answer.status).toBe(201);
                }
                created.push({ pageUrl, totals: expectedTotals(gifts) });
              }
              for (const field of SORT_FIELDS)
                for (const order of ['A', 'D'] as const) {
                  const expected = created
                    .map((entry, index) => ({ ...entry, index }))
                    .sort(
                      (a, b) =>
                        (order === 'A' ? a.totals[field] - b.totals[field] : b.totals[field] - a.totals[field]) ||
                        a.index - b.index,
                    );
                  const answer = await listing(sandbox, event, `?sortField=${field}&sortOrder=${order}&numRecords=100`);
                  expect(answer.status).toBe(200);
                  const entries = pagesOf(answer);
                  expect(entries.map((entry) => entry.pageUrl)).toEqual(expected.map((entry) => entry.pageUrl));
                  for (const [index, entry] of entries.entries()) {
                    const totals = (expected[index] as (typeof expected)[number]).totals;
                    expect(entry).toMatchObject({
                      donationTotalNet: totals.donationTotalNet / 100,
                      totalGiftAid: totals.totalGiftAid / 100,
                      donationTotalGA: totals.donationTotalGA / 100,
                      offlineAmount: totals.offlineAmount / 100,
                      donationTotalGross: totals.donationTotalGross / 100,
                      numberOfDonations: totals.numberOfDonations,
                    });
                  }
                }
              const full = pagesOf(await listing(sandbox, event, '?numRecords=100')).map((entry) => entry.pageUrl);
              const paged = await listing(sandbox, event, `?numRecords=${numRecords}&startRecordNum=${startRecordNum}`);
              const from = Math.max(startRecordNum, 1) - 1;
              expect(paged.body).toMatchObject({
                totalRecords: created.length,
                startRecordNum: from + 1,
                numRecords: full.slice(from, from + numRecords).length,
              });
              expect(pagesOf(paged).map((entry) => entry.pageUrl)).toEqual(full.slice(from, from + numRecords));
            },
          ),
          // Each run takes an event of its own: no shrinking, which would need more events.
          { numRuns: SORT_EVENTS.length, endOnFailure: true },
        );
      }, 120_000);
    });

    it('a bounded fuzz of listing targets and page-control bodies never gives a 5xx', async () => {
      const owner = await newAccount(sandbox, 'fuzzer');
      const pageUrl = await createPage(sandbox, owner, { eventResourceId: 'listed', pageTitle: 'Fuzzed' });
      const events = ['listed', 'empty', 'nothing', '%00', '%E0%A4%A', '', 'x'.repeat(40), '%F0%9F%98%80'];
      const values = [
        '',
        '0',
        '1',
        '-1',
        '100',
        '101',
        '1e3',
        '1.5',
        '%00',
        'A',
        'D',
        'a',
        'donationTotalNet',
        '9'.repeat(20),
      ];
      const names = [
        'numRecords',
        'startRecordNum',
        'sortField',
        'sortOrder',
        'eventResourceId',
        'api_key',
        '__proto__',
      ];
      const keys = [`api_key=${KEY}`, `api_key=${NO_EVENTS_KEY}`, 'api_key=%00', 'api_key', ''];
      const bodies = [
        '',
        'null',
        '[]',
        '{}',
        '{"amount":1e400}',
        '{"amount":"1.00","giftAid":null}',
        '{"name":"\\u0000"}',
        '\u0000',
      ];
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom(...events),
          fc.constantFrom('json', 'xml', 'txt'),
          fc.constantFrom(...keys),
          fc.array(fc.tuple(fc.constantFrom(...names), fc.constantFrom(...values)), { maxLength: 4 }),
          fc.constantFrom('GET', 'POST', 'PUT'),
          async (event, suffix, key, parameters, method) => {
            const query = [key, ...parameters.map(([name, value]) => `${name}=${value}`)].join('&');
            const answer = await call(sandbox, `/events/v1/account/${event}/categorisedpages.${suffix}?${query}`, {
              method,
              headers: { Accept: 'application/xml;q=0.5, application/json' },
            });
            expect(answer.status, `${event} ${query}`).toBeLessThan(500);
          },
        ),
        { numRuns: 150 },
      );
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom(owner.resourceId, 'nobody', '%00'),
          fc.constantFrom(pageUrl, '0', '1', '00001', '2147483648', '-1', ''),
          fc.constantFrom('donations', 'reopen', 'team-members', 'nothing'),
          fc.constantFrom(...bodies),
          fc.constantFrom('application/json', 'text/plain'),
          async (id, number, action, body, type) => {
            const answer = await call(sandbox, `/__sandbox/accounts/${id}/pages/${number}/${action}`, {
              body,
              headers: { 'Content-Type': type },
            });
            expect(answer.status, `${id} ${number} ${action} ${body}`).toBeLessThan(500);
          },
        ),
        { numRuns: 150 },
      );
    });

    describe('the page controls', () => {
      let single: string;
      let team: string;

      beforeAllOrFail(async () => {
        single = await createPage(sandbox, ada, { eventResourceId: 'listed', pageTitle: 'Controls' });
        team = await createPage(sandbox, ada, {
          eventResourceId: 'listed',
          teamPageIndicator: 'Y',
          teamName: 'Controllers',
          teamUrl: 'controllers',
        });
      });

      it('a donation answers 201 with the page totals; Gift Aid only on gift-aided online donations', async () => {
        const answer = await control(sandbox, ada, single, 'donations', { amount: 12.5, giftAid: true, online: true });
        expect(answer.status).toBe(201);
        expect(answer.body).toMatchObject({
          donation: { amount: 12.5, giftAid: true, online: true, giftAidAmount: 3.13 },
          totals: { donationTotalNet: 12.5, totalGiftAid: 3.13, donationTotalGA: 15.63, numberOfDonations: 1 },
        });
        const offline = await control(sandbox, ada, single, 'donations', { amount: '7', giftAid: true, online: false });
        expect(offline.body).toMatchObject({
          donation: { amount: 7, giftAidAmount: 0.0 },
          totals: { offlineAmount: 7, totalGiftAid: 3.13, donationTotalGross: 22.63, numberOfDonations: 2 },
        });
        const defaults = await control(sandbox, ada, single, 'donations', { amount: 1 });
        expect(defaults.body).toMatchObject({ donation: { giftAid: false, online: true, giftAidAmount: 0.0 } });
      });

      it('a donation body in error: 400 invalid-control at its key; not JSON 400; another type 415', async () => {
        const refused: [unknown, string][] = [
          [{ amount: 0 }, 'amount'],
          [{ amount: -1 }, 'amount'],
          [{ amount: 1.234 }, 'amount'],
          [{ amount: '12.345' }, 'amount'],
          [{ amount: '1e3' }, 'amount'],
          [{ amount: 1000000.01 }, 'amount'],
          [{ amount: null }, 'amount'],
          [{}, 'amount'],
          [{ amount: 1, giftAid: 'yes' }, 'giftAid'],
          [{ amount: 1, online: 1 }, 'online'],
          [{ amount: 1, tip: 2 }, 'tip'],
          [[1], ''],
          ['12', ''],
          [null, ''],
        ];
        for (const [body, parameter] of refused) {
          const answer = await control(sandbox, ada, single, 'donations', body);
          expect(answer.status, JSON.stringify(body)).toBe(400);
          expect(answer.body.errors, JSON.stringify(body)).toEqual([
            { code: 'invalid-control', parameter, message: expect.any(String) },
          ]);
        }
        const missing = await control(sandbox, ada, single, 'donations', { online: false });
        expect(missing.body.errors).toEqual([{ code: 'invalid-control', parameter: 'amount', message: 'is required' }]);
        const unknown = await control(sandbox, ada, single, 'donations', { amount: 1, tip: 2 });
        expect(unknown.body.errors).toEqual([
          { code: 'invalid-control', parameter: 'tip', message: 'unknown key (the keys are amount, giftAid, online)' },
        ]);
        expect((await control(sandbox, ada, single, 'donations', { amount: 1000000 })).status).toBe(201);
        const url = `/__sandbox/accounts/${ada.resourceId}/pages/${single}/donations`;
        expect((await call(sandbox, url, { body: '{"amount": 1e400}' })).status).toBe(400);
        expect((await call(sandbox, url, { body: '{nope' })).status).toBe(400);
        const typed = await call(sandbox, url, { body: '{"amount":1}', headers: { 'Content-Type': 'text/plain' } });
        expect(typed.status).toBe(415);
      });

      it('an unknown page or account: 404; another method: 405; another action: 404', async () => {
        for (const [id, pageUrl] of [
          [ada.resourceId, '999'],
          [ada.resourceId, '0'],
          [ada.resourceId, 'one'],
          [ada.resourceId, '99999999999'],
          ['no-such-account', '1'],
          ['%00', '1'],
          ['%E0%A4%A', '1'],
        ] as const) {
          const answer = await call(sandbox, `/__sandbox/accounts/${id}/pages/${pageUrl}/donations`, {
            body: JSON.stringify({ amount: 1 }),
          });
          expect(answer.status, `${id} ${pageUrl}`).toBe(404);
          expect(codes(answer)).toEqual(['not-found']);
        }
        const base = `/__sandbox/accounts/${ada.resourceId}/pages/${single}`;
        const wrong = await call(sandbox, `${base}/donations`, { method: 'GET' });
        expect(wrong.status).toBe(405);
        expect(wrong.headers.get('allow')).toBe('POST');
        for (const path of [
          `${base}/refund`,
          `${base}/donations/1`,
          `${base}`,
          `/__sandbox/accounts/${ada.resourceId}`,
        ])
          expect((await call(sandbox, path, { body: '{}' })).status, path).toBe(404);
      });

      it('team members: listed in order after the owner; an individual page refuses them (409)', async () => {
        const first = await control(sandbox, ada, team, 'team-members', { name: 'Mary Somerville' });
        expect(first.status).toBe(201);
        expect(first.body).toEqual({ teamMembers: ['Ada Lovelace', 'Mary Somerville'] });
        const second = await control(sandbox, ada, team, 'team-members', { name: 'Charles Babbage' });
        expect(second.body).toEqual({ teamMembers: ['Ada Lovelace', 'Mary Somerville', 'Charles Babbage'] });
        const refused = await control(sandbox, ada, single, 'team-members', { name: 'Mary Somerville' });
        expect(refused.status).toBe(409);
        expect(codes(refused)).toEqual(['not-a-team-page']);
        for (const body of [{ name: '   ' }, { name: 'x'.repeat(123) }, { name: 'a\u0000b' }, { name: 3 }, {}])
          expect((await control(sandbox, ada, team, 'team-members', body)).status, JSON.stringify(body)).toBe(400);
        const entry = pagesOf(await listing(sandbox, 'listed', '?numRecords=100')).find(
          (candidate) => candidate.pageUrl === team && candidate.resourceId === ada.resourceId,
        );
        expect(entry?.teamMembers).toEqual(['Ada Lovelace', 'Mary Somerville', 'Charles Babbage']);
      });

      it('reopening an open page: 409', async () => {
        const answer = await control(sandbox, ada, single, 'reopen');
        expect(answer.status).toBe(409);
        expect(codes(answer)).toEqual(['page-open']);
        expect((await control(sandbox, ada, single, 'reopen', { now: true })).status).toBe(400);
      });
    });
  });

for (const kind of DATABASES)
  describe(`${kind}: the page lifecycle on the sandbox clock`, () => {
    let sandbox: RunningSandbox;
    let owner: Owner;
    const pages: Record<string, string> = {};

    const setClock = async (now: string) => {
      const answer = await call(sandbox, '/__sandbox/clock', { method: 'PUT', body: JSON.stringify({ now }) });
      expect(answer.status).toBe(200);
    };
    /** The pageClosedInd of the event's only page. */
    const closedInd = async (event: string) => {
      const answer = await listing(sandbox, event);
      expect(answer.status).toBe(200);
      return pagesOf(answer)[0]?.pageClosedInd;
    };
    const donate = (name: string) => control(sandbox, owner, pages[name] as string, 'donations', { amount: 1 });

    beforeAllOrFail(async () => {
      sandbox = await sandboxOn(kind, { seed: SEED, today: '20261122' });
      owner = await newAccount(sandbox, 'owner');
      const intervals: Record<string, number> = { jan31: 1, leapJan31: 1, leapDay: 12, spring: 0, undated: 0 };
      for (const [event, interval] of Object.entries(intervals))
        pages[event] = await createPage(sandbox, owner, {
          eventResourceId: event,
          postEventFundraisingInterval: interval,
        });
      pages.personal = await createPage(sandbox, owner, {
        fundraisingDate: '20270612',
        activityCode: '001',
        postEventFundraisingInterval: 3,
      });
    });
    afterAll(() => sandbox?.close());

    it('31 January + 1 month: open through 28 February, closed from 1 March (London midnight)', async () => {
      await setClock('2027-02-28T23:59:59Z');
      expect(await closedInd('jan31')).toBe('N');
      expect((await donate('jan31')).status).toBe(201);
      await setClock('2027-03-01T00:00:00Z');
      expect(await closedInd('jan31')).toBe('Y');
      const refused = await donate('jan31');
      expect(refused.status).toBe(409);
      expect(codes(refused)).toEqual(['page-closed']);
    });

    it('in a leap year, open through 29 February; 29 February + 12 months closes on 1 March', async () => {
      await setClock('2028-02-29T23:59:59Z');
      expect(await closedInd('leapJan31')).toBe('N');
      await setClock('2028-03-01T00:00:00Z');
      expect(await closedInd('leapJan31')).toBe('Y');
      await setClock('2029-02-28T23:59:59Z');
      expect(await closedInd('leapDay')).toBe('N');
      await setClock('2029-03-01T00:00:00Z');
      expect(await closedInd('leapDay')).toBe('Y');
    });

    it('interval 0 closes the next London day (in British Summer Time, at 23:00 UTC)', async () => {
      await setClock('2027-04-18T22:59:59Z');
      expect(await closedInd('spring')).toBe('N');
      await setClock('2027-04-18T23:00:00Z');
      expect(await closedInd('spring')).toBe('Y');
    });

    it('an event without a date never closes its pages', async () => {
      await setClock('9999-12-31T12:00:00Z');
      expect(await closedInd('undated')).toBe('N');
      expect((await donate('undated')).status).toBe(201);
    });

    it('a page without an event closes after its fundraising date plus the interval', async () => {
      await setClock('2027-09-12T22:59:59Z');
      expect((await donate('personal')).status).toBe(201);
      await setClock('2027-09-12T23:00:00Z');
      expect((await donate('personal')).status).toBe(409);
    });

    it('the state is read from the clock: moved back, a closed page is open again', async () => {
      await setClock('2027-03-01T00:00:00Z');
      expect(await closedInd('jan31')).toBe('Y');
      await setClock('2027-02-01T00:00:00Z');
      expect(await closedInd('jan31')).toBe('N');
    });

    it('reopened, a page takes donations again and stays open whatever the clock', async () => {
      await setClock('2027-04-19T12:00:00Z');
      expect(await closedInd('spring')).toBe('Y');
      expect((await control(sandbox, owner, pages.spring as string, 'reopen')).status).toBe(200);
      const reopened = await control(sandbox, owner, pages.jan31 as string, 'reopen');
      expect(reopened.status).toBe(200);
      expect(reopened.body).toEqual({ resourceId: owner.resourceId, pageUrl: pages.jan31, pageClosedInd: 'N' });
      expect(await closedInd('jan31')).toBe('N');
      expect((await donate('jan31')).status).toBe(201);
      expect((await control(sandbox, owner, pages.jan31 as string, 'reopen')).status).toBe(409);
      for (const now of ['2040-01-01T00:00:00Z', '2027-01-01T00:00:00Z', '9999-12-31T00:00:00Z']) {
        await setClock(now);
        expect(await closedInd('jan31')).toBe('N');
        expect(await closedInd('spring')).toBe('N');
      }
      expect(await closedInd('leapJan31')).toBe('Y');
    });
  });
