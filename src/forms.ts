/**
 * Form helpers: a web form's values (a `FormData`, a `URLSearchParams`, or
 * an object of input values, flat or nested as react-hook-form makes them)
 * turned into the request body `validateAccount` and `validatePage` take,
 * so that a front end needs no adapter of its own.
 *
 * How each field of the body is made (a README can copy this table):
 *
 * | Field | Form input | Body value |
 * |---|---|---|
 * | Required text: account `title`, `forename`, `surname`, `addressLine1`, `addressLine2`, `townCity`, `countyState`, `countryCode`, `preferredTelephone`, `emailAddress`, `personalUrl`; page `pageTitle`, `postEventFundraisingInterval` | text input of the field's name | the string as given, not trimmed ('' kept: the validators report it absent; '03' kept: the validators read it as 3) |
 * | Optional text: account `postcode`, `charityResourceId`; page `eventResourceId`, `teamName`, `teamUrl`, `activityCode`, `activityDescription`, `fundraisingTarget` | text input of the field's name | the string as given, not trimmed; left out when '' |
 * | Dates: account `dateOfBirth` (required), page `fundraisingDate` (optional) | `<input type=date>` | 'YYYY-MM-DD' -> 'YYYYMMDD'; 'YYYYMMDD' and anything else as given; '' as for required or optional text |
 * | Checkboxes: account `termsAndConditionsAccepted`; page `teamPageIndicator`, `charityContributionIndicator` | checkbox | `true`, 'on', 'Y', 'true', 'yes' (any case) -> 'Y'; `false`, absent, '', 'off', 'N', 'false', 'no' (any case) -> 'N'; any other string as given |
 * | Account `charityMarketingIndicator`, `allCharityMarketingIndicator`, `groupMarketingIndicator`, `serviceMarketingIndicator` | none (any input is ignored) | always 'N' |
 * | Account `fundraiserCustomCode` | repeated `fundraiserCustomCode` (or an array under that name), then `fundraiserCustomCode.0`, `fundraiserCustomCode.1`, ...; nested: `{ fundraiserCustomCode: ['A', 'B'] }` | an array of the strings in that order, '' dropped; left out when none is left |
 * | Page `charitySplits` | `charitySplits.<i>.charityResourceId`, `charitySplits.<i>.charitySplitPercent`, repeated `charitySplits.<i>.customCodes` then `charitySplits.<i>.customCodes.<j>`; nested: `{ charitySplits: [{ charityResourceId, charitySplitPercent, customCodes: [...] }] }` | an array of splits in ascending `<i>`, gaps closed up; a split holds the inputs it has: `charityResourceId` and `charitySplitPercent` as given ('' kept, '60' kept as '60'), `customCodes` as `fundraiserCustomCode`; a split whose inputs are all '' is dropped; left out when none is left |
 * | Any other name (a submit button, a CSRF token, `__proto__`, `charitySplits.01.x`) | | ignored |
 *
 * Names and nesting: a dotted name and the nesting react-hook-form makes of
 * it are the same input. `{ 'charitySplits.1.customCodes.0': 'A' }`,
 * `{ 'charitySplits.1': { customCodes: ['A'] } }` and
 * `{ charitySplits: [undefined, { customCodes: ['A'] }] }` all give input
 * `charitySplits.1.customCodes.0` the value 'A'. An array is read by its own
 * indices (a hole or `undefined` is no input; its `length` is never read), an
 * object by its own keys, and an object with an `entries()` method (a
 * `FormData`, a `URLSearchParams`, a `Map`) in one pass over its entries.
 * Nothing deeper than the operations' deepest input (four segments: field,
 * index, split field, index) is read.
 *
 * Values, for every row: an input's value is its last one (so a hidden 'N'
 * before a checkbox of the same name works); a list's values are all of them.
 * A File, `null`, `undefined` and an object (other than the nesting above)
 * are no value at all. A number is written out as text (`String(60)` is
 * '60'; `NaN`, an empty number input's `valueAsNumber`, and the infinities
 * are ''); a boolean counts for a checkbox only. An input that is absent
 * leaves its field out of the body (checkboxes and marketing indicators
 * excepted). `<i>` and `<j>` are written 0, 1, 2, ... (no sign, no leading
 * zero). A form that is not an object (or is an array, or cannot be read)
 * gives `{}`. Nothing is thrown, the form is never changed, and the body
 * gets no key but the operation's fields.
 *
 * Where an input is (the paths the form schemas give): its name's segments,
 * indices as numbers (`['charitySplits', 1, 'customCodes', 0]`); a value of
 * a name given several values (a name repeated in a `FormData`, an array of
 * values) adds its position among them (the second of two repeated
 * `fundraiserCustomCode` inputs is `['fundraiserCustomCode', 1]`).
 */
import { ACCOUNT_FORM, PAGE_FORM, readForm } from './forms/bodies.js';

/**
 * The value an object of form values gives for one input: text, a
 * checkbox's boolean, a number input's number, nothing, the values of a
 * repeated input, or values nested as react-hook-form makes them from
 * dotted names (a list's entries, a split's inputs).
 * @example const value: FormValue = [{ charityResourceId: 'c1', charitySplitPercent: '100', customCodes: ['A'] }];
 */
export type FormValue =
  | string
  | boolean
  | number
  | null
  | undefined
  | readonly FormValue[]
  | { readonly [name: string]: FormValue };

/**
 * What the helpers read of a `FormData` (or a `URLSearchParams`, or a
 * `Map`): its entries, once. Structural, so no DOM type is needed.
 * @example const form: FormDataLike = new FormData(document.querySelector('form'));
 */
export interface FormDataLike {
  entries(): Iterable<readonly [string, unknown]>;
}

/**
 * A form's values: a `FormData`-like object, or an object by input name
 * (dotted names, or nested as react-hook-form makes them).
 * @example const values: FormValues = { dateOfBirth: '1990-01-31', termsAndConditionsAccepted: true, fundraiserCustomCode: ['A'] };
 */
export type FormValues = FormDataLike | { readonly [name: string]: FormValue };

/**
 * The create-account body `accountFromForm` makes: text as given, the
 * checkbox 'Y', 'N' or the unknown text it held, the marketing indicators
 * 'N', the custom codes a list. Every field may be missing (a form that is
 * no form gives `{}`).
 * @example const body: AccountFormBody = accountFromForm(new FormData(form));
 */
export type AccountFormBody = {
  title?: string;
  forename?: string;
  surname?: string;
  addressLine1?: string;
  addressLine2?: string;
  townCity?: string;
  countyState?: string;
  postcode?: string;
  countryCode?: string;
  preferredTelephone?: string;
  emailAddress?: string;
  personalUrl?: string;
  termsAndConditionsAccepted?: string;
  charityMarketingIndicator?: 'N';
  allCharityMarketingIndicator?: 'N';
  groupMarketingIndicator?: 'N';
  serviceMarketingIndicator?: 'N';
  dateOfBirth?: string;
  fundraiserCustomCode?: string[];
  charityResourceId?: string;
};

/**
 * One charity split as `pageFromForm` makes it: the inputs its index had.
 * @example const split: FormCharitySplit = { charityResourceId: 'c1', charitySplitPercent: '100' };
 */
export type FormCharitySplit = {
  charityResourceId?: string;
  charitySplitPercent?: string;
  customCodes?: string[];
};

/**
 * The create-page body `pageFromForm` makes: text as given, the checkboxes
 * 'Y', 'N' or the unknown text they held, the splits a list. Every field
 * may be missing (a form that is no form gives `{}`).
 * @example const body: PageFormBody = pageFromForm(new FormData(form));
 */
export type PageFormBody = {
  pageTitle?: string;
  eventResourceId?: string;
  fundraisingDate?: string;
  teamPageIndicator?: string;
  teamName?: string;
  teamUrl?: string;
  activityCode?: string;
  activityDescription?: string;
  charityContributionIndicator?: string;
  postEventFundraisingInterval?: string;
  fundraisingTarget?: string;
  charitySplits?: FormCharitySplit[];
};

/**
 * The create-account request body a web form's values make (see the table at
 * the top of this module). Takes any object (a form library's own values
 * type included); never throws and never changes `values`.
 * @example accountFromForm({ forename: 'Alan', dateOfBirth: '1990-01-31', termsAndConditionsAccepted: 'on', submit: 'Go' })
 * // { forename: 'Alan', termsAndConditionsAccepted: 'Y', charityMarketingIndicator: 'N',
 * //   allCharityMarketingIndicator: 'N', groupMarketingIndicator: 'N', serviceMarketingIndicator: 'N',
 * //   dateOfBirth: '19900131' }
 */
export function accountFromForm(values: FormValues | object): AccountFormBody {
  // The body holds only the table's fields, each as the table makes it.
  return readForm(values, ACCOUNT_FORM).body as AccountFormBody;
}

/**
 * The create-page request body a web form's values make (see the table at the
 * top of this module), from dotted names or nested values alike. Never
 * throws and never changes `values`.
 * @example pageFromForm({ pageTitle: 'Swim', charitySplits: [{ charityResourceId: 'c1', charitySplitPercent: '100' }] })
 * // { pageTitle: 'Swim', teamPageIndicator: 'N', charityContributionIndicator: 'N',
 * //   charitySplits: [{ charityResourceId: 'c1', charitySplitPercent: '100' }] }
 */
export function pageFromForm(values: FormValues | object): PageFormBody {
  // The body holds only the table's fields, each as the table makes it.
  return readForm(values, PAGE_FORM).body as PageFormBody;
}

/**
 * The name of the form input an issue's path points at, so that a form can
 * show each issue under its input. Given an issue of a form schema
 * (`accountFormSchema`, `pageFormSchema`), the indices are the form's own;
 * given an issue of a validator of the helpers' body, they are the body's,
 * which name the form's inputs only when its splits and codes are numbered
 * 0, 1, 2 ... with none left empty (the helpers close gaps and drop empty
 * entries).
 * @example formFieldName(['charitySplits', 1, 'charityResourceId']) // 'charitySplits.1.charityResourceId'
 * @example formFieldName([]) // ''
 */
export function formFieldName(path: readonly (string | number)[]): string {
  return path.map(String).join('.');
}
