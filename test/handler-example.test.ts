/**
 * examples/handler/create-account.ts, the README's server quick start, run against
 * an in-memory database with the facts of examples/context.json: a valid
 * body is stored in canonical form (201), an invalid one answered with the
 * service's errors in the request's format (400), an unreadable one refused
 * before validation, and a fact that fails is the server's failure (it
 * propagates; nothing is stored).
 */
import { readFileSync } from 'node:fs';
import { XMLParser } from 'fast-xml-parser';
import type { EventInfo, NormalisedAccount } from 'fundraising-rules';
import { describe, expect, it } from 'vitest';
import { accountHandler, type Database } from '../examples/handler/create-account.js';

const read = (name: string) => readFileSync(new URL(`../examples/${name}`, import.meta.url), 'utf8');
const context = JSON.parse(read('context.json')) as {
  countries: string[];
  activities: string[];
  charities: string[];
  events: Record<string, EventInfo>;
  existingAccounts: { emailAddress: string; dateOfBirth: string }[];
  takenPersonalUrls: string[];
  takenTeamUrls: string[];
};

/** A database of the context's facts, keeping the accounts it is given. */
function memoryDatabase(): Database & { stored: NormalisedAccount[] } {
  const stored: NormalisedAccount[] = [];
  return {
    stored,
    countryCodes: async () => context.countries,
    charityIds: async () => context.charities,
    activityCodes: async () => context.activities,
    event: async (id) => context.events[id],
    accountExists: async (email, dob) =>
      context.existingAccounts.some((account) => account.emailAddress === email && account.dateOfBirth === dob),
    personalUrlTaken: async (url) => context.takenPersonalUrls.includes(url),
    teamUrlTaken: async (url) => context.takenTeamUrls.includes(url),
    insertAccount: async (account) => {
      stored.push(account);
      return `account-${stored.length}`;
    },
  };
}

const valid = JSON.parse(read('account-valid.json')) as Record<string, unknown>;

describe("the README's server example", () => {
  it('stores a valid JSON body in canonical form and answers 201', async () => {
    const db = memoryDatabase();
    const createAccount = await accountHandler(db);
    const answer = await createAccount('application/json', JSON.stringify({ ...valid, extra: 'dropped' }));
    expect(answer).toEqual({
      status: 201,
      type: 'application/json',
      body: JSON.stringify({ creationSuccessful: true, resourceId: 'account-1' }),
    });
    expect(db.stored).toHaveLength(1);
    expect(db.stored[0]).not.toHaveProperty('extra');
    expect(db.stored[0]?.surname).toBe('Lovelace');
  });

  it("answers an invalid body with the service's errors, and stores nothing", async () => {
    const db = memoryDatabase();
    const createAccount = await accountHandler(db);
    const answer = await createAccount('application/json', JSON.stringify({ ...valid, personalUrl: 'taken-url' }));
    expect(answer.status).toBe(400);
    const { errors } = JSON.parse(answer.body) as { errors: { code: string; parameter: string }[] };
    expect(errors.map((error) => error.code)).toEqual(['personal-url-taken']);
    expect(db.stored).toEqual([]);
  });

  it('reads and answers XML as XML', async () => {
    const createAccount = await accountHandler(memoryDatabase());
    const created = await createAccount('application/xml', read('account-valid.xml'));
    expect(created).toMatchObject({ status: 201, type: 'application/xml' });
    const refused = await createAccount(
      'text/xml; charset=utf-8',
      '<fundraiserAccount><title>Sir</title></fundraiserAccount>',
    );
    expect(refused).toMatchObject({ status: 400, type: 'application/xml' });
    const parsed = new XMLParser({ isArray: (name) => name === 'error' }).parse(refused.body) as {
      errors: { error: { code: string }[] };
    };
    expect(parsed.errors.error.map((error) => error.code)).toContain('002.01.04');
  });

  it('refuses a body that is not JSON or XML before validating it', async () => {
    const createAccount = await accountHandler(memoryDatabase());
    const answer = await createAccount('application/json', '{"title":');
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body)).toMatchObject({ errors: [{ code: '002.01.01', parameter: '' }] });
    expect((await createAccount('application/xml', '<!DOCTYPE x><x/>')).status).toBe(400);
  });

  it("lets a fact's failure propagate, the server's to answer (5xx), and stores nothing", async () => {
    const db = memoryDatabase();
    const broken = await accountHandler({
      ...db,
      personalUrlTaken: () => Promise.reject(new Error('the database is down')),
    });
    await expect(broken('application/json', JSON.stringify(valid))).rejects.toThrow('the database is down');
    expect(db.stored).toEqual([]);
  });
});
