/**
 * The request body a form's slots make (the table at the top of
 * src/forms.ts), and, for each entry of a list in the body, the form input
 * it came from: the form helpers give the body, the form schemas also the
 * origins, to name each issue by the form's own input.
 */
import { INDEX, INPUT_DATE } from '../runtime/patterns.js';
import { type Given, readSlots, type Scalar, type Slot } from './slots.js';

/** A path of an issue or an input: field names and list indices. */
export type Path = readonly (string | number)[];

/** Where one entry of a body's list came from: the path of its form input, and the origins of the lists inside it. */
export interface Origin {
  readonly path: Path;
  /** A split's custom codes. */
  readonly lists: Origins | undefined;
}

/** The origins of the entries of an object's lists (the body's, a split's), by field, in body order. */
export type Origins = ReadonlyMap<string, readonly Origin[]>;

/** A body as the helpers make it, and the form inputs its lists' entries came from. */
export interface FormReading {
  readonly body: Record<string, unknown>;
  readonly origins: Origins;
}

/**
 * How a field's value is made from the slot of its name (`undefined` when
 * the form has none); `path` is the field's path in the form. A list
 * records its entries' origins in `lists`. `undefined` leaves the field out.
 */
type Mapping = (slot: Slot | undefined, path: Path, lists: Map<string, readonly Origin[]>) => unknown;

/** An operation's fields, in the order of its field table, each with its mapping. */
export type FormTable = Readonly<Record<string, Mapping>>;

const CHECKED: ReadonlySet<string> = new Set(['on', 'y', 'true', 'yes']);
const UNCHECKED: ReadonlySet<string> = new Set(['', 'off', 'n', 'false', 'no']);

/** The text of a value: a string as given, a number written out ('' when not finite); a boolean has none. */
function textOf(value: Scalar): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  return undefined;
}

/** The last text given to a slot, or `undefined` when it has none. */
function lastText(slot: Slot | undefined): string | undefined {
  const given = slot?.given ?? [];
  for (let index = given.length - 1; index >= 0; index--) {
    const text = textOf((given[index] as Given).value);
    if (text !== undefined) return text;
  }
  return undefined;
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

/** The number an index segment '0', '1', '12' ... spells, or `undefined`. */
function indexOf(segment: string): number | undefined {
  if (!INDEX.test(segment)) return undefined;
  const index = Number(segment);
  return Number.isSafeInteger(index) ? index : undefined;
}

/** The slots under `slot` named by an index, in ascending order of the index. */
function indexed(slot: Slot | undefined): [number, Slot][] {
  const entries: [number, Slot][] = [];
  for (const [segment, child] of slot?.under ?? []) {
    const index = indexOf(segment);
    if (index !== undefined) entries.push([index, child]);
  }
  return entries.sort(([a], [b]) => a - b);
}

/**
 * The non-empty codes of a list's slot and where each came from: the
 * values given to its name first (a repeated input, an array), then those
 * of `<name>.0`, `<name>.1`...; each at its path in the form.
 */
function codesOf(slot: Slot | undefined, path: Path): { codes: string[]; origins: Origin[] } {
  const codes: string[] = [];
  const origins: Origin[] = [];
  const add = (given: readonly Given[], at: Path) => {
    for (const { value, at: position } of given) {
      const text = textOf(value);
      if (text === undefined || text === '') continue;
      codes.push(text);
      origins.push({ path: position === undefined ? at : [...at, position], lists: undefined });
    }
  };
  if (slot === undefined) return { codes, origins };
  add(slot.given, path);
  for (const [index, child] of indexed(slot)) add(child.given, [...path, index]);
  return { codes, origins };
}

/** One charity split from the slot of its index (at `path`), or `undefined` when its inputs are all empty. */
function splitOf(slot: Slot, path: Path): { split: Record<string, unknown>; origin: Origin } | undefined {
  const charityResourceId = lastText(slot.under.get('charityResourceId'));
  const charitySplitPercent = lastText(slot.under.get('charitySplitPercent'));
  const { codes, origins } = codesOf(slot.under.get('customCodes'), [...path, 'customCodes']);
  if (!charityResourceId && !charitySplitPercent && codes.length === 0) return undefined;
  const split: Record<string, unknown> = {};
  if (charityResourceId !== undefined) split.charityResourceId = charityResourceId;
  if (charitySplitPercent !== undefined) split.charitySplitPercent = charitySplitPercent;
  if (codes.length === 0) return { split, origin: { path, lists: undefined } };
  split.customCodes = codes;
  return { split, origin: { path, lists: new Map([['customCodes', origins]]) } };
}

/** The name of the field a path ends with. */
const fieldOf = (path: Path): string => String(path[path.length - 1]);

const requiredText: Mapping = (slot) => lastText(slot);
const optionalText: Mapping = (slot) => nonEmpty(lastText(slot));
const requiredDate: Mapping = (slot) => compactDate(lastText(slot));
const optionalDate: Mapping = (slot) => nonEmpty(compactDate(lastText(slot)));
const checkbox: Mapping = (slot) => checkboxValue(slot?.given.at(-1)?.value);
const alwaysN: Mapping = () => 'N';
const codeList: Mapping = (slot, path, lists) => {
  const { codes, origins } = codesOf(slot, path);
  if (codes.length === 0) return undefined;
  lists.set(fieldOf(path), origins);
  return codes;
};
const splitList: Mapping = (slot, path, lists) => {
  const splits: Record<string, unknown>[] = [];
  const origins: Origin[] = [];
  for (const [index, child] of indexed(slot)) {
    const made = splitOf(child, [...path, index]);
    if (made === undefined) continue;
    splits.push(made.split);
    origins.push(made.origin);
  }
  if (splits.length === 0) return undefined;
  lists.set(fieldOf(path), origins);
  return splits;
};

/** The create-account fields (rules/account.ts), in the order of its field table. */
export const ACCOUNT_FORM: FormTable = {
  title: requiredText,
  forename: requiredText,
  surname: requiredText,
  addressLine1: requiredText,
  addressLine2: requiredText,
  townCity: requiredText,
  countyState: requiredText,
  postcode: optionalText,
  countryCode: requiredText,
  preferredTelephone: requiredText,
  emailAddress: requiredText,
  personalUrl: requiredText,
  termsAndConditionsAccepted: checkbox,
  charityMarketingIndicator: alwaysN,
  allCharityMarketingIndicator: alwaysN,
  groupMarketingIndicator: alwaysN,
  serviceMarketingIndicator: alwaysN,
  dateOfBirth: requiredDate,
  fundraiserCustomCode: codeList,
  charityResourceId: optionalText,
};

/** The create-page fields (rules/page.ts), in the order of its field table. */
export const PAGE_FORM: FormTable = {
  pageTitle: requiredText,
  eventResourceId: optionalText,
  fundraisingDate: optionalDate,
  teamPageIndicator: checkbox,
  teamName: optionalText,
  teamUrl: optionalText,
  activityCode: optionalText,
  activityDescription: optionalText,
  charityContributionIndicator: checkbox,
  postEventFundraisingInterval: requiredText,
  fundraisingTarget: optionalText,
  charitySplits: splitList,
};

/**
 * The body a table makes of a form's values (only the table's fields,
 * never another key of the form), with the origins of its lists' entries.
 * Never throws: values that are no form, or that throw when read, give `{}`.
 * @example readForm({ 'fundraiserCustomCode.2': 'A' }, ACCOUNT_FORM).origins.get('fundraiserCustomCode')?.[0]?.path // ['fundraiserCustomCode', 2]
 */
export function readForm(values: unknown, table: FormTable): FormReading {
  const body: Record<string, unknown> = {};
  const lists = new Map<string, readonly Origin[]>();
  let root: Slot | undefined;
  try {
    root = readSlots(values, (name) => Object.hasOwn(table, name));
  } catch {
    // A revoked Proxy, a throwing getter or iterator: a form that cannot be read is no form.
    return { body, origins: new Map() };
  }
  if (root === undefined) return { body, origins: lists };
  for (const [field, mapping] of Object.entries(table)) {
    const value = mapping(root.under.get(field), [field], lists);
    if (value !== undefined) body[field] = value;
  }
  return { body, origins: lists };
}

/**
 * The path in the form of a path in the body a form made: each list index
 * replaced by the path of the input its entry came from, so that an entry
 * left out as blank does not shift the paths of those after it. A path the
 * origins do not cover is the form's as it is.
 * @example formPathOf(['charitySplits', 0, 'charityResourceId'], origins) // ['charitySplits', 1, 'charityResourceId'] when split 0 was blank
 */
export function formPathOf(path: Path, origins: Origins): Path {
  let lists: Origins | undefined = origins;
  let mapped: Path | undefined;
  let from = 0;
  while (lists !== undefined && from + 1 < path.length) {
    const field = path[from];
    const index = path[from + 1];
    const origin: Origin | undefined =
      typeof field === 'string' && typeof index === 'number' ? lists.get(field)?.[index] : undefined;
    if (origin === undefined) break;
    mapped = origin.path;
    lists = origin.lists;
    from += 2;
  }
  return mapped === undefined ? path : [...mapped, ...path.slice(from)];
}
