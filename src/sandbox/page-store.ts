/**
 * The state of pages after their creation, in the database: donations with
 * their Gift Aid in pennies, team members, reopening, and the event
 * listing's rows sorted by a total in SQL. Works on either driver; every
 * amount leaves SQL as text and becomes a `bigint`, never a float.
 */
import type { Queryable } from './database.js';
import type { PageTimes } from './lifecycle.js';
import type { Totals } from './money.js';

/** A page found by its account and number, with what its state depends on. */
export interface PageRow extends PageTimes {
  readonly id: string;
  readonly teamPage: boolean;
}

/** A donation to record: pennies, and the Gift Aid it earns (0 unless gift-aided and online). */
export interface Donation {
  readonly amountPence: bigint;
  readonly giftAid: boolean;
  readonly online: boolean;
  readonly giftAidPence: bigint;
}

/**
 * A listing sort field and the SQL expression of its total, qualified: a
 * bare name in ORDER BY would be the output column, the total as text.
 */
const SORT_EXPRESSIONS = {
  donationTotalNet: 't.net',
  totalGiftAid: 't.gift_aid',
  donationTotalGA: '(t.net + t.gift_aid)',
  offlineAmount: 't.offline',
  donationTotalGross: '(t.net + t.gift_aid + t.offline)',
} as const;

/**
 * A listing sort field: one of the five totals.
 * @example const field: SortField = 'donationTotalGA';
 */
export type SortField = keyof typeof SORT_EXPRESSIONS;

/**
 * Is `name` a listing sort field?
 * @example isSortField('offlineAmount') // true
 */
export function isSortField(name: unknown): name is SortField {
  return typeof name === 'string' && Object.hasOwn(SORT_EXPRESSIONS, name);
}

/** A page of an event as the listing reads it. */
export interface ListedPage extends Totals {
  readonly id: string;
  readonly accountId: string;
  readonly title: string;
  readonly forename: string;
  readonly surname: string;
  readonly pageNumber: number;
  readonly pageTitle: string;
  readonly teamPage: boolean;
  readonly teamName: string | null;
  /** The target in pounds, or `null`. */
  readonly target: number | null;
  readonly interval: number;
  readonly reopened: boolean;
}

/** A charity a page raises money for, with its categories. */
export interface CharityEntry {
  readonly name: string;
  readonly categories: readonly { readonly title: string; readonly subTitle: string }[];
}

/** The per-page totals of every page matching `where`, as a SQL text (pages aliased p). */
const TOTALS = `
  select p.id, p.account_id, p.page_number, p.page_title, p.team_page, p.team_name,
    p.fundraising_target::text as target, p.post_event_fundraising_interval as interval,
    p.reopened_at is not null as reopened, p.created_order,
    coalesce(sum(d.amount_pence) filter (where d.online), 0) as net,
    coalesce(sum(d.gift_aid_pence), 0) as gift_aid,
    coalesce(sum(d.amount_pence) filter (where not d.online), 0) as offline,
    count(d.id) as donations
  from pages p left join donations d on d.page_id = p.id`;

/** The totals of a row that the TOTALS query gave. */
function totalsOf(row: { net: string; gift_aid: string; offline: string; donations: string }): Totals {
  return {
    net: BigInt(row.net),
    giftAid: BigInt(row.gift_aid),
    offline: BigInt(row.offline),
    donations: Number(row.donations),
  };
}

/**
 * A page by its account's resource ID and its page number; `undefined` when there is none.
 * @example await findPage(db, accountId, 1)
 */
export async function findPage(db: Queryable, accountId: string, pageNumber: number): Promise<PageRow | undefined> {
  const { rows } = await db.query<{
    id: string;
    team_page: boolean;
    interval: number;
    reopened: boolean;
    base_date: string | null;
  }>(
    `select p.id, p.team_page, p.post_event_fundraising_interval as interval, p.reopened_at is not null as reopened,
       case when p.event_id is null then p.fundraising_date else e.event_date end as base_date
     from pages p left join events e on e.id = p.event_id
     where p.account_id = $1 and p.page_number = $2`,
    [accountId, pageNumber],
  );
  const row = rows[0];
  if (row === undefined) return undefined;
  return {
    id: row.id,
    teamPage: row.team_page,
    interval: Number(row.interval),
    reopened: row.reopened,
    baseDate: row.base_date,
  };
}

/**
 * A page's totals in pennies.
 * @example (await pageTotals(db, pageId)).net // 1250n
 */
export async function pageTotals(db: Queryable, pageId: string): Promise<Totals> {
  const { rows } = await db.query<{ net: string; gift_aid: string; offline: string; donations: string }>(
    `select net::text, gift_aid::text, offline::text, donations::text from (${TOTALS}
       where p.id = $1 group by p.id) as totals`,
    [pageId],
  );
  const row = rows[0];
  return row === undefined ? { net: 0n, giftAid: 0n, offline: 0n, donations: 0 } : totalsOf(row);
}

/**
 * Records a donation on a page; answers its number.
 * @example await recordDonation(db, pageId, { amountPence: 1000n, giftAid: true, online: true, giftAidPence: 250n }, now)
 */
export async function recordDonation(db: Queryable, pageId: string, donation: Donation, now: Date): Promise<number> {
  const { rows } = await db.query<{ id: string }>(
    `insert into donations (page_id, amount_pence, gift_aid, online, gift_aid_pence, recorded_at)
     values ($1, $2::bigint, $3, $4, $5::bigint, $6::timestamptz) returning id::text`,
    [
      pageId,
      donation.amountPence.toString(),
      donation.giftAid,
      donation.online,
      donation.giftAidPence.toString(),
      now.toISOString(),
    ],
  );
  return Number(rows[0]?.id);
}

/**
 * Marks a page reopened by its owner at `now`.
 * @example await reopenPage(db, pageId, now)
 */
export async function reopenPage(db: Queryable, pageId: string, now: Date): Promise<void> {
  await db.query('update pages set reopened_at = $2::timestamptz where id = $1', [pageId, now.toISOString()]);
}

/**
 * Adds a member to a team page.
 * @example await addTeamMember(db, pageId, 'Charles Babbage', now)
 */
export async function addTeamMember(db: Queryable, pageId: string, name: string, now: Date): Promise<void> {
  await db.query('insert into team_members (page_id, name, added_at) values ($1, $2, $3::timestamptz)', [
    pageId,
    name,
    now.toISOString(),
  ]);
}

/**
 * The members of the given pages, oldest first, by page: the owner
 * (forename and surname) first on a team page, then the members added; an
 * individual page has none.
 * @example (await teamMembers(db, [pageId])).get(pageId) // ['Ada Lovelace', 'Charles Babbage']
 */
export async function teamMembers(db: Queryable, pageIds: readonly string[]): Promise<Map<string, string[]>> {
  const members = new Map<string, string[]>();
  if (pageIds.length === 0) return members;
  const { rows } = await db.query<{ page_id: string; name: string }>(
    `select p.id as page_id, a.forename || ' ' || a.surname as name, 0 as rank, 0::bigint as id
       from pages p join accounts a on a.id = p.account_id where p.id = any($1::text[]) and p.team_page
     union all
     select m.page_id, m.name, 1 as rank, m.id from team_members m where m.page_id = any($1::text[])
     order by page_id, rank, id`,
    [pageIds],
  );
  for (const row of rows) {
    const list = members.get(row.page_id);
    if (list === undefined) members.set(row.page_id, [row.name]);
    else list.push(row.name);
  }
  return members;
}

/**
 * The charities of the given pages in split order, each with its categories, by page.
 * @example (await charities(db, [pageId])).get(pageId)?.[0]?.name // 'Riverbank Animal Rescue'
 */
export async function charities(db: Queryable, pageIds: readonly string[]): Promise<Map<string, CharityEntry[]>> {
  const byPage = new Map<string, CharityEntry[]>();
  if (pageIds.length === 0) return byPage;
  const splits = await db.query<{ page_id: string; charity_id: string; name: string }>(
    `select s.page_id, s.charity_id, coalesce(c.name, s.charity_id) as name
     from page_splits s left join charities c on c.id = s.charity_id
     where s.page_id = any($1::text[]) order by s.page_id, s.position`,
    [pageIds],
  );
  const ids = [...new Set(splits.rows.map((row) => row.charity_id))];
  const categories = await db.query<{ charity_id: string; title: string; sub_title: string }>(
    `select charity_id, title, sub_title from charity_categories
     where charity_id = any($1::text[]) order by charity_id, position`,
    [ids],
  );
  const byCharity = new Map<string, { title: string; subTitle: string }[]>();
  for (const row of categories.rows) {
    const list = byCharity.get(row.charity_id) ?? [];
    list.push({ title: row.title, subTitle: row.sub_title });
    byCharity.set(row.charity_id, list);
  }
  for (const row of splits.rows) {
    const list = byPage.get(row.page_id) ?? [];
    list.push({ name: row.name, categories: byCharity.get(row.charity_id) ?? [] });
    byPage.set(row.page_id, list);
  }
  return byPage;
}

/**
 * An event's name and date (YYYYMMDD or `null`); `undefined` for an unknown event.
 * @example await eventSummary(db, 'E1') // { name: 'Riverside Half Marathon', date: '20270418' }
 */
export async function eventSummary(
  db: Queryable,
  eventId: string,
): Promise<{ name: string; date: string | null } | undefined> {
  const { rows } = await db.query<{ name: string; event_date: string | null }>(
    'select name, event_date from events where id = $1',
    [eventId],
  );
  const row = rows[0];
  return row === undefined ? undefined : { name: row.name, date: row.event_date };
}

/**
 * The number of pages of an event.
 * @example await countEventPages(db, 'E1') // 3
 */
export async function countEventPages(db: Queryable, eventId: string): Promise<number> {
  const { rows } = await db.query<{ total: string }>('select count(*)::text as total from pages where event_id = $1', [
    eventId,
  ]);
  return Number(rows[0]?.total ?? 0);
}

/**
 * Pages of an event sorted by a total (`'A'` ascending, `'D'` descending),
 * ties in creation order whatever the direction; `offset` pages skipped, at
 * most `limit` returned, with their owners' names.
 * @example await eventPages(db, 'E1', 'donationTotalGA', 'D', 0, 20)
 */
export async function eventPages(
  db: Queryable,
  eventId: string,
  field: SortField,
  order: 'A' | 'D',
  offset: number,
  limit: number,
): Promise<ListedPage[]> {
  const { rows } = await db.query<{
    id: string;
    account_id: string;
    title: string;
    forename: string;
    surname: string;
    page_number: number;
    page_title: string;
    team_page: boolean;
    team_name: string | null;
    target: string | null;
    interval: number;
    reopened: boolean;
    net: string;
    gift_aid: string;
    offline: string;
    donations: string;
  }>(
    `select t.id, t.account_id, a.title, a.forename, a.surname, t.page_number, t.page_title, t.team_page,
       t.team_name, t.target, t.interval, t.reopened, t.net::text, t.gift_aid::text, t.offline::text,
       t.donations::text
     from (${TOTALS} where p.event_id = $1 group by p.id) as t join accounts a on a.id = t.account_id
     order by ${SORT_EXPRESSIONS[field]} ${order === 'A' ? 'asc' : 'desc'}, t.created_order asc
     offset $2 limit $3`,
    [eventId, offset, limit],
  );
  return rows.map((row) => ({
    id: row.id,
    accountId: row.account_id,
    title: row.title,
    forename: row.forename,
    surname: row.surname,
    pageNumber: Number(row.page_number),
    pageTitle: row.page_title,
    teamPage: row.team_page,
    teamName: row.team_name,
    target: row.target === null ? null : Number(row.target),
    interval: Number(row.interval),
    reopened: row.reopened,
    ...totalsOf(row),
  }));
}
