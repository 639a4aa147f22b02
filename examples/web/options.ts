/**
 * The validation options every example form uses: the lookups and the date
 * of examples/context.json (the file the command-line examples check
 * against), so that the forms, the JSON examples and test/browser.test.ts
 * agree and do not age. A real front end leaves `today` out (it defaults to
 * today in Europe/London) and takes its activities and charities from the
 * service's lookups; facts only a server knows (an account that exists, a
 * URL that is taken) are left out here, so those rules are listed in
 * `unchecked` and the server checks them.
 */
import { type EventInfo, isoCountryCodes, type ValidationOptions } from 'fundraising-rules';
import { activities, charities, events, today } from '../context.json';

export const options = {
  today,
  countries: isoCountryCodes,
  activities,
  charities,
  // A JSON import's types widen `status: 'published'` to string; the validators check the value itself.
  events: events as Readonly<Record<string, EventInfo>>,
} satisfies ValidationOptions;

/** For the forms' suggestion lists. */
export { activities, charities };
