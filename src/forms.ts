/**
 * Form helpers: a web form's values (a `FormData`, or a plain object of input
 * values) turned into the request body `validateAccount` and `validatePage`
 * take, so that a front end needs no adapter of its own.
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
 * | Account `fundraiserCustomCode` | repeated `fundraiserCustomCode`, then `fundraiserCustomCode.0`, `fundraiserCustomCode.1`, ... | an array of the strings in that order, '' dropped; left out when none is left |
 * | Page `charitySplits` | `charitySplits.<i>.charityResourceId`, `charitySplits.<i>.charitySplitPercent`, repeated `charitySplits.<i>.customCodes` then `charitySplits.<i>.customCodes.<j>` | an array of splits in ascending `<i>`, gaps closed up; a split holds the inputs it has: `charityResourceId` and `charitySplitPercent` as given ('' kept, '60' kept as '60'), `customCodes` as `fundraiserCustomCode`; a split whose inputs are all '' is dropped; left out when none is left |
 * | Any other name (a submit button, a CSRF token, `__proto__`, `charitySplits.01.x`) | | ignored |
 *
 * Values, for every row: an input's value is its last one (so a hidden 'N'
 * before a checkbox of the same name works); a list's values are all of them.
 * A File, an object, `null` and `undefined` are no value at all. A number is
 * written out as text (`String(60)` is '60'; `NaN`, an empty number input's
 * `valueAsNumber`, and the infinities are ''); a boolean counts for a checkbox
 * only. An input that is absent leaves its field out of the body (checkboxes
 * and marketing indicators excepted). `<i>` and `<j>` are written 0, 1, 2, ...
 * (no sign, no leading zero). A form that is not an object (or is an array,
 * or cannot be read) gives `{}`. Nothing is thrown, the form is never changed,
 * and the body gets no key but the operation's fields.
 */
import { INDEX, INPUT_DATE } from './runtime/patterns.js';

/**
 * The value a plain object gives for one input: text, a checkbox's boolean, a
 * number input's number, nothing, or the values of a repeated input.
 * @example const value: FormValue = ['CODE1', 'CODE2'];
 */
export type FormValue = string | boolean | number | null | undefined | readonly (string | boolean)[];

/**
 * What the helpers read of a `FormData` (or a `URLSearchParams`): the names of
 * its entries and every value of a name. Structural, so no DOM type is needed.
 * @example const form: FormDataLike = new FormData(document.querySelector('form'));
 */
export interface FormDataLike {
  getAll(name: string): unknown[];
  keys(): IterableIterator<string>;
}

/**
 * A form's values: a `FormData`-like object, or a plain object by input name.
 * @example const values: FormValues = { forename: 'Alan', termsAndConditionsAccepted: true };
 */
export type FormValues = FormDataLike | Readonly<Record<string, FormValue>>;

/** One value of an input once Files, objects and nothing are left out. */
type Scalar = string | number | boolean;
/** The inputs of a form whose name starts with a field's name, with their values in form order. */
type Inputs = ReadonlyMap<string, readonly Scalar[]>;
/** How a field's value is made from the inputs; `undefined` leaves the field out. */
type Mapping = (inputs: Inputs, field: string) => unknown;
/** An operation's fields, in the order of its field table, each with its mapping. */
type Fields = ReadonlyMap<string, Mapping>;

const CHECKED: ReadonlySet<string> = new Set(['on', 'y', 'true', 'yes']);
const UNCHECKED: ReadonlySet<string> = new Set(['', 'off', 'n', 'false', 'no']);

/** The text of a value: a string as given, a number written out ('' when not finite); a boolean has none. */
function textOf(value: Scalar): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  return undefined;
}

/** The texts among an input's values, in order. */
function textsOf(values: readonly Scalar[] | undefined): string[] {
  const texts: string[] = [];
  for (const value of values ?? []) {
    const text = textOf(value);
    if (text !== undefined) texts.push(text);
  }
  return texts;
}

/** The last text of an input, or `undefined` when it has none. */
function lastText(inputs: Inputs, name: string): string | undefined {
  return textsOf(inputs.get(name)).at(-1);
}

/** The text, unless it is '' or missing. */
function nonEmpty(text: string | undefined): string | undefined {
  return text === '' ? undefined : text;
}

/** An `<input type=date>` value 'YYYY-MM-DD' written 'YYYYMMDD'; any other text as given. */
function compactDate(text: string | undefined): string | undefined {
  return text !== undefined && INPUT_DATE.test(text) ? text.replaceAll('-', '') : text;
}

/** A checkbox's last value as 'Y' or 'N', or an unknown string as given. */
function checkboxValue(value: Scalar | undefined): string {
  if (typeof value === 'boolean') return value ? 'Y' : 'N';
  const text = value === undefined ? '' : (textOf(value) ?? '');
  const folded = text.toLowerCase();
  if (CHECKED.has(folded)) return 'Y';
  return UNCHECKED.has(folded) ? 'N' : text;
}

/**
 * The inputs named `<base>.<index>` or `<base>.<index>.<rest>`, grouped by
 * index in ascending order, each group by `<rest>` ('' for `<base>.<index>`).
 */
function indexed(inputs: Inputs, base: string): Inputs[] {
  const groups = new Map<number, Map<string, readonly Scalar[]>>();
  const prefix = `${base}.`;
  for (const [name, values] of inputs) {
    if (!name.startsWith(prefix)) continue;
    const rest = name.slice(prefix.length);
    const dot = rest.indexOf('.');
    const index = indexOf(dot === -1 ? rest : rest.slice(0, dot));
    if (index === undefined) continue;
    const group = groups.get(index) ?? new Map<string, readonly Scalar[]>();
    group.set(dot === -1 ? '' : rest.slice(dot + 1), values);
    groups.set(index, group);
  }
  return [...groups.entries()].sort(([a], [b]) => a - b).map(([, group]) => group);
}

/** The number an index segment '0', '1', '12' ... spells, or `undefined`. */
function indexOf(segment: string): number | undefined {
  if (!INDEX.test(segment)) return undefined;
  const index = Number(segment);
  return Number.isSafeInteger(index) ? index : undefined;
}

/** The non-empty codes of repeated `<name>` inputs, then of `<name>.0`, `<name>.1` ... */
function codesOf(inputs: Inputs, name: string): string[] {
  const codes = textsOf(inputs.get(name));
  for (const group of indexed(inputs, name)) codes.push(...textsOf(group.get('')));
  return codes.filter((code) => code !== '');
}

/** One charity split from the inputs of its index, or `undefined` when they are all empty. */
function splitOf(inputs: Inputs): Record<string, unknown> | undefined {
  const charityResourceId = lastText(inputs, 'charityResourceId');
  const charitySplitPercent = lastText(inputs, 'charitySplitPercent');
  const customCodes = codesOf(inputs, 'customCodes');
  if (!charityResourceId && !charitySplitPercent && customCodes.length === 0) return undefined;
  const split: Record<string, unknown> = {};
  if (charityResourceId !== undefined) split.charityResourceId = charityResourceId;
  if (charitySplitPercent !== undefined) split.charitySplitPercent = charitySplitPercent;
  if (customCodes.length > 0) split.customCodes = customCodes;
  return split;
}

/** The list, unless it is empty. */
function nonEmptyList<T>(list: T[]): T[] | undefined {
  return list.length > 0 ? list : undefined;
}

const requiredText: Mapping = (inputs, field) => lastText(inputs, field);
const optionalText: Mapping = (inputs, field) => nonEmpty(lastText(inputs, field));
const requiredDate: Mapping = (inputs, field) => compactDate(lastText(inputs, field));
const optionalDate: Mapping = (inputs, field) => nonEmpty(compactDate(lastText(inputs, field)));
const checkbox: Mapping = (inputs, field) => checkboxValue(inputs.get(field)?.at(-1));
const alwaysN: Mapping = () => 'N';
const codeList: Mapping = (inputs, field) => nonEmptyList(codesOf(inputs, field));
const splitList: Mapping = (inputs, field) =>
  nonEmptyList(indexed(inputs, field).flatMap((group) => splitOf(group) ?? []));

/** The create-account fields (rules/account.ts), in the order of its field table. */
const ACCOUNT: Fields = new Map([
  ['title', requiredText],
  ['forename', requiredText],
  ['surname', requiredText],
  ['addressLine1', requiredText],
  ['addressLine2', requiredText],
  ['townCity', requiredText],
  ['countyState', requiredText],
  ['postcode', optionalText],
  ['countryCode', requiredText],
  ['preferredTelephone', requiredText],
  ['emailAddress', requiredText],
  ['personalUrl', requiredText],
  ['termsAndConditionsAccepted', checkbox],
  ['charityMarketingIndicator', alwaysN],
  ['allCharityMarketingIndicator', alwaysN],
  ['groupMarketingIndicator', alwaysN],
  ['serviceMarketingIndicator', alwaysN],
  ['dateOfBirth', requiredDate],
  ['fundraiserCustomCode', codeList],
  ['charityResourceId', optionalText],
]);

/** The create-page fields (rules/page.ts), in the order of its field table. */
const PAGE: Fields = new Map([
  ['pageTitle', requiredText],
  ['eventResourceId', optionalText],
  ['fundraisingDate', optionalDate],
  ['teamPageIndicator', checkbox],
  ['teamName', optionalText],
  ['teamUrl', optionalText],
  ['activityCode', optionalText],
  ['activityDescription', optionalText],
  ['charityContributionIndicator', checkbox],
  ['postEventFundraisingInterval', requiredText],
  ['fundraisingTarget', optionalText],
  ['charitySplits', splitList],
]);

/** The values of an input that are values at all: strings, numbers and booleans. */
function scalarsOf(value: unknown): Scalar[] {
  const values = Array.isArray(value) ? entriesOf(value) : [value];
  return values.filter(
    (item): item is Scalar => typeof item === 'string' || typeof item === 'number' || typeof item === 'boolean',
  );
}

/** The entries a list really holds, by ascending index: a sparse list costs only its entries. */
function entriesOf(list: readonly unknown[]): unknown[] {
  const indices: number[] = [];
  for (const key of Object.keys(list)) {
    const index = indexOf(key);
    if (index !== undefined && index < list.length) indices.push(index);
  }
  return indices.sort((a, b) => a - b).map((index) => list[index]);
}

/** Does the object read as a `FormData`? */
function isFormDataLike(form: object): form is FormDataLike {
  const { getAll, keys } = form as Partial<FormDataLike>;
  return typeof getAll === 'function' && typeof keys === 'function';
}

/** The inputs of a `FormData`-like object whose name is wanted, each read once. */
function formDataInputs(form: FormDataLike, wanted: (name: string) => boolean): Inputs {
  const inputs = new Map<string, readonly Scalar[]>();
  for (const name of form.keys()) {
    if (typeof name === 'string' && !inputs.has(name) && wanted(name)) inputs.set(name, scalarsOf(form.getAll(name)));
  }
  return inputs;
}

/** The own enumerable inputs of a plain object whose name is wanted. */
function recordInputs(form: Readonly<Record<string, unknown>>, wanted: (name: string) => boolean): Inputs {
  const inputs = new Map<string, readonly Scalar[]>();
  for (const name of Object.keys(form)) {
    if (wanted(name)) inputs.set(name, scalarsOf(form[name]));
  }
  return inputs;
}

/** The inputs of the form that name one of the fields, or `undefined` when it is no form or cannot be read. */
function readInputs(values: unknown, fields: Fields): Inputs | undefined {
  if (typeof values !== 'object' || values === null) return undefined;
  const wanted = (name: string) => {
    const dot = name.indexOf('.');
    return fields.has(dot === -1 ? name : name.slice(0, dot));
  };
  try {
    if (Array.isArray(values)) return undefined;
    return isFormDataLike(values)
      ? formDataInputs(values, wanted)
      : recordInputs(values as Readonly<Record<string, unknown>>, wanted);
  } catch {
    // A revoked Proxy, a throwing getter or iterator: a form that cannot be read is no form.
    return undefined;
  }
}

/** The body the fields make of a form: only the operation's fields, never a key of the form. */
function bodyOf(values: unknown, fields: Fields): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  const inputs = readInputs(values, fields);
  if (inputs === undefined) return body;
  for (const [field, mapping] of fields) {
    const value = mapping(inputs, field);
    if (value !== undefined) body[field] = value;
  }
  return body;
}

/**
 * The create-account request body a web form's values make (see the table at
 * the top of this module). Never throws and never changes `values`.
 * @example accountFromForm({ forename: 'Alan', dateOfBirth: '1990-01-31', termsAndConditionsAccepted: 'on', submit: 'Go' })
 * // { forename: 'Alan', termsAndConditionsAccepted: 'Y', charityMarketingIndicator: 'N',
 * //   allCharityMarketingIndicator: 'N', groupMarketingIndicator: 'N', serviceMarketingIndicator: 'N',
 * //   dateOfBirth: '19900131' }
 */
export function accountFromForm(values: FormValues): Record<string, unknown> {
  return bodyOf(values, ACCOUNT);
}

/**
 * The create-page request body a web form's values make (see the table at the
 * top of this module). Never throws and never changes `values`.
 * @example pageFromForm({ pageTitle: 'Swim', 'charitySplits.0.charityResourceId': 'c1', 'charitySplits.0.charitySplitPercent': '100' })
 * // { pageTitle: 'Swim', teamPageIndicator: 'N', charityContributionIndicator: 'N',
 * //   charitySplits: [{ charityResourceId: 'c1', charitySplitPercent: '100' }] }
 */
export function pageFromForm(values: FormValues): Record<string, unknown> {
  return bodyOf(values, PAGE);
}

/**
 * The name of the form input an issue's path points at, so that a form can
 * show each issue under its input. The indices are the body's: they name the
 * form's inputs when its splits and codes are numbered 0, 1, 2 ... with none
 * left empty (the helpers close gaps and drop empty entries).
 * @example formFieldName(['charitySplits', 1, 'charityResourceId']) // 'charitySplits.1.charityResourceId'
 * @example formFieldName([]) // ''
 */
export function formFieldName(path: readonly (string | number)[]): string {
  return path.map(String).join('.');
}
