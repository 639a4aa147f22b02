/**
 * A server's create-account handler, the README's server quick start:
 * framework-free (a request's content type and text in, a status, a content
 * type and a body out), over the database the server has. It validates each
 * request with every fact the server knows, stores the body in canonical
 * form, and answers an invalid one with the service's errors, in JSON or
 * XML as the request came. test/server-example.test.ts runs it against an
 * in-memory database; the sandbox (`fundraising-rules serve`) is the whole
 * service built this way.
 */
import {
  createValidators,
  type EventInfo,
  type NormalisedAccount,
  normaliseAccount,
  toServiceErrors,
} from 'fundraising-rules';
import { parseAccountXml, type ServerError, serviceErrorsXml, XmlBodyError } from 'fundraising-rules/xml';

/** What the handler asks of the server's database. */
export interface Database {
  countryCodes(): Promise<readonly string[]>;
  charityIds(): Promise<readonly string[]>;
  activityCodes(): Promise<readonly string[]>;
  event(id: string): Promise<EventInfo | undefined>;
  accountExists(emailAddress: string, dateOfBirth: string): Promise<boolean>;
  personalUrlTaken(url: string): Promise<boolean>;
  teamUrlTaken(url: string): Promise<boolean>;
  /** Stores an account and gives its id; a UNIQUE constraint refuses a second equal one. */
  insertAccount(account: NormalisedAccount): Promise<string>;
}

/** An answer to a request. */
export interface Answer {
  status: number;
  type: 'application/json' | 'application/xml';
  body: string;
}

/**
 * The handler of `POST /fundraisers/v1/newaccount`, made once, at start.
 * @example const createAccount = await accountHandler(db); await createAccount('application/json', text)
 */
export async function accountHandler(db: Database): Promise<(contentType: string, text: string) => Promise<Answer>> {
  // Made once, at start, with every fact a server has. `strict: true`: a rule that a
  // missing fact would leave unchecked throws a TypeError instead of passing unchecked.
  const validators = createValidators({
    strict: true,
    countries: await db.countryCodes(), // lookups, read once (any iterable of strings)
    charities: await db.charityIds(),
    activities: await db.activityCodes(),
    events: (id) => db.event(id), // EventInfo, or undefined for an event it does not know
    accountExists: (email, dob) => db.accountExists(email, dob), // facts, asked per request, may be async
    personalUrlTaken: (url) => db.personalUrlTaken(url),
    teamUrlTaken: (url) => db.teamUrlTaken(url),
  });

  return async function createAccount(contentType, text) {
    const isXml = /^(?:application|text)\/xml\b/.test(contentType);
    const reply = (status: number, json: unknown, xml: () => string): Answer =>
      isXml
        ? { status, type: 'application/xml', body: xml() }
        : { status, type: 'application/json', body: JSON.stringify(json) };
    const refuse = (errors: readonly ServerError[]) => reply(400, { errors }, () => serviceErrorsXml(errors));

    let body: unknown;
    try {
      body = isXml ? parseAccountXml(text) : JSON.parse(text);
    } catch (failure) {
      if (!(failure instanceof SyntaxError || failure instanceof XmlBodyError)) throw failure;
      return refuse([{ code: '002.01.01', parameter: '', message: `The body cannot be read: ${failure.message}` }]);
    }
    const result = await validators.validateAccountAsync(body); // a TypeError here is the server's: answer 500
    if (!result.valid) return refuse(toServiceErrors(result));
    const id = await db.insertAccount(normaliseAccount(body)); // a UNIQUE constraint, not the pre-check, settles a race
    return reply(
      201,
      { creationSuccessful: true, resourceId: id },
      () => `<fundraiser><resourceId>${id}</resourceId></fundraiser>`,
    );
  };
}
