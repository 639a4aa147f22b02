/**
 * Checked by `npm run typecheck`, never run: a misspelt message key,
 * placeholder, `fields` entry or `issuesByField` key written as a literal
 * does not compile, while what the core accepts does, and so does what is
 * not written as a literal (a `string`, a `Set<string>`, a
 * `Record<string, string>` read from a file), which the core checks at run
 * time. Each `@ts-expect-error` fails the typecheck if the line below it
 * ever compiles.
 */
import {
  accountSchema,
  createValidators,
  type FieldPath,
  type Issue,
  issuesByField,
  type Messages,
  pageSchema,
  type ValidationOptions,
  type ValidationResult,
  validateAccount,
  validateAccountAsync,
  validatePage,
  validatePageAsync,
  validateSearchQuery,
} from '../../src/index.js';

declare const body: unknown;
declare const text: string;
declare const fromJson: Record<string, string>;
declare const touched: Set<string>;
declare const index: number;

// ---------------------------------------------------------------------------
// 1. Message keys

/** Every kind of key the core accepts: `code`, `code:parameter`, a row's own `code:at`, `#2`. */
export function keys(): void {
  validateAccount(body, {
    messages: {
      '002.01.06': 'a',
      '002.01.06:surname': 'b',
      'too-long': 'c',
      'too-long:charitySplits[].charityResourceId': 'd',
      '002.01.22:fundraiserCustomCode[]': 'e',
      '002.01.22:customCodes': 'f',
      '003.01.04:': 'g',
      '003.01.04:#2': 'h',
      '003.01.04:URI': 'i',
    },
  });
  // @ts-expect-error: 002.01.6 is no code
  validateAccount(body, { messages: { '002.01.6': 'Surname, please.' } });
  // @ts-expect-error: surnme is no parameter of 002.01.06
  validateAccount(body, { messages: { '002.01.06:surnme': 'Surname, please.' } });
  // @ts-expect-error: a misspelt key beside a right one
  validatePage(body, { messages: { '003.01.05': 'Title, please.', '003.01.5': 'Title, please.' } });
  // @ts-expect-error: an async validator too
  void validateAccountAsync(body, { messages: { '002.01.6': 'Surname, please.' } });
  // @ts-expect-error: and a page's
  void validatePageAsync(body, { messages: { '003.01.5': 'Title, please.' } });
  // @ts-expect-error: a query table's key is not one of the operations'
  validateAccount(body, { messages: { 'required:api_key': 'Key, please.' } });
}

/** The query validators take their tables' keys too, and refuse a misspelt one. */
export function queryKeys(): ValidationResult {
  validateSearchQuery('surname=Sm', { messages: { 'too-short:surname': 'At least {min}.', '002.01.06': 'x' } });
  // @ts-expect-error: too-shot is no code
  validateSearchQuery('surname=Sm', { messages: { 'too-shot:surname': 'At least {min}.' } });
  return validateSearchQuery('surname=Sm', { messages: { 'required:api_key': 'Key, please.' } });
}

/** Messages built in a variable are checked as they are passed. */
export function keysInVariables(): void {
  const messages = { '002.01.06': 'Surname: at most {max}.', 'too-long': 'Too long.' };
  validateAccount(body, { messages });
  const misspelt = { '002.01.06': 'Surname.', '002.01.6': 'Surname.' };
  // @ts-expect-error: the variable's misspelt key
  validateAccount(body, { messages: misspelt });
  // @ts-expect-error: prepared validators check them as the functions do
  createValidators({ messages: misspelt });
  const typed: Messages = { '002.01.06': 'Surname.' };
  validatePage(body, { messages: typed });
  // @ts-expect-error: a variable typed as Messages refuses a misspelt key
  const wrong: Messages = { '002.01.6': 'Surname.' };
  void wrong;
}

/** Prepared validators and schemas check their messages too. */
export function keysElsewhere(): void {
  createValidators({ messages: { '002.01.06': 'at most {max}' } });
  accountSchema({ messages: { '002.01.06': 'at most {max}' } });
  pageSchema({ messages: { '003.01.05': 'at most {max}' } });
  // @ts-expect-error: createValidators
  createValidators({ messages: { '002.01.6': 'Surname, please.' } });
  // @ts-expect-error: accountSchema
  accountSchema({ messages: { '002.01.6': 'Surname, please.' } });
  // @ts-expect-error: accountSchema, a misspelt parameter
  accountSchema({ messages: { '002.01.06:surnme': 'Surname, please.' } });
  // @ts-expect-error: pageSchema
  pageSchema({ messages: { '003.01.5': 'Title, please.' } });
}

/**
 * A schema whose form type is given (`accountSchema<FormValues>(options)`)
 * takes the messages and fields types' defaults: a literal's misspelt key
 * is still refused, its placeholders and fields are left to the core.
 */
export function keysWithFormType(): void {
  accountSchema<{ surname: string }>({ messages: { '002.01.06': 'at most {max}' }, fields: ['surname'] });
  // @ts-expect-error: a misspelt key
  accountSchema<{ surname: string }>({ messages: { '002.01.6': 'Surname, please.' } });
  pageSchema<{ pageTitle: string }>({ fields: touched });
}

/** Messages read from a file (any keys): passed as they are, checked at run time. */
export function keysFromJson(): void {
  validateAccount(body, { messages: fromJson });
  createValidators({ messages: fromJson });
  accountSchema({ messages: fromJson });
  const messages: Messages = fromJson;
  validatePage(body, { messages });
  const parsed: Record<string, string> = JSON.parse('{}');
  validateSearchQuery('', { messages: parsed });
}

/** Options objects built in variables, and typed as ValidationOptions, compile as before. */
export function optionsInVariables(): void {
  const options: ValidationOptions = { today: '20261122', messages: { '002.01.06': 'Surname.' }, fields: touched };
  validateAccount(body, options);
  validatePage(body, options);
  createValidators(options);
  accountSchema(options);
  const inferred = { today: '20261122', messages: { '002.01.06': 'x' }, fields: ['surname'] };
  validateAccount(body, inferred);
  validateSearchQuery('', options);
  const check: (input: unknown, options: ValidationOptions) => ValidationResult = validateAccount;
  check(body, {});
}

// ---------------------------------------------------------------------------
// 2. Message placeholders

/** Each param's placeholder, several in one message, text without one, and functions. */
export function placeholders(): void {
  validateAccount(body, {
    messages: {
      '002.01.06': 'Surname: at most {max}; it has {length}.',
      '002.01.13': 'Age {min} to {max}.',
      '002.01.23': 'At most {max} codes; there are {count}.',
      '002.01.04': 'One of {allowed}.',
      '002.01.07': 'No placeholder at all.',
      '002.01.09': 'Braces that are text: { "a": 1 }, {}, {not a word}, an open { alone.',
      'too-long': (issue) => `${issue.parameter}: ${issue.params?.max ?? 0}`,
    },
  });
  // @ts-expect-error: maxx is no param
  validateAccount(body, { messages: { '002.01.06': 'at most {maxx}' } });
  // @ts-expect-error: Max is no param (names are case-sensitive)
  validateAccount(body, { messages: { '002.01.06': 'at most {Max}' } });
  // @ts-expect-error: a misspelt one after a right one
  validatePage(body, { messages: { '003.01.05': 'at most {max}; it has {lenght}' } });
  // @ts-expect-error: in a variable too
  createValidators({ messages: { '002.01.06': 'at most {maxx}' } as const });
  // @ts-expect-error: accountSchema
  accountSchema({ messages: { '002.01.06': 'at most {maxx}' } });
}

/** Text that is not a literal compiles: the core leaves an unknown placeholder as written. */
export function placeholdersNotLiteral(): void {
  validateAccount(body, { messages: { '002.01.06': text } });
  const translated: string = 'au plus {maxx}';
  validateAccount(body, { messages: { '002.01.06': translated } });
  validateAccount(body, { messages: { '002.01.06': `Surname (${text}): at most {max}` } });
}

// ---------------------------------------------------------------------------
// 3. Fields

/** Top-level names of either operation, dotted input names, and any string. */
export function fields(): void {
  validateAccount(body, { fields: ['surname', 'emailAddress'] });
  validatePage(body, { fields: ['charitySplits', 'pageTitle', 'surname'] });
  validateAccount(body, { fields: ['fundraiserCustomCode.0'] });
  validatePage(body, { fields: [`charitySplits.${index}.charityResourceId`] });
  validatePage(body, { fields: ['charitySplits.1.charityResourceId'] });
  validateAccount(body, { fields: touched });
  validateAccount(body, { fields: [text, 'surname'] });
  validateSearchQuery('', { fields: ['api_key', 'surname'] });
  createValidators({ fields: ['surname'] });
  accountSchema({ fields: touched });
  // @ts-expect-error: surnme is no field
  validateAccount(body, { fields: ['surnme'] });
  // @ts-expect-error: beside a right one
  validatePage(body, { fields: ['pageTitle', 'pagetitle'] });
  // @ts-expect-error: a dotted name under no field
  validatePage(body, { fields: ['charitySplit.1.charityResourceId'] });
  // @ts-expect-error: a query parameter is no field of the operations
  validateAccount(body, { fields: ['api_key'] });
  // @ts-expect-error: the async validators
  void validateAccountAsync(body, { fields: ['surnme'] });
  // @ts-expect-error: createValidators
  createValidators({ fields: ['surnme'] });
  // @ts-expect-error: accountSchema
  accountSchema({ fields: ['surnme'] });
  // @ts-expect-error: a set of literals
  validateAccount(body, { fields: new Set(['surnme'] as const) });
}

/** A prepared validator's call chooses fields as the options do. */
export function callFields(): void {
  const { validateAccount: check, validatePageAsync: checkPage } = createValidators();
  check(body, { fields: ['surname', 'fundraiserCustomCode.1'] });
  check(body, { fields: touched });
  void checkPage(body, { fields: [`charitySplits.${index}.charitySplitPercent`] });
  // @ts-expect-error: surnme is no field
  check(body, { fields: ['surnme'] });
  // @ts-expect-error: the async one too
  void checkPage(body, { fields: ['pagetitle'] });
}

// ---------------------------------------------------------------------------
// 4. issuesByField

/** Known paths compile and may be absent; a misspelt one does not compile. */
export function byField(result: ValidationResult): Issue[] {
  const issues = issuesByField(result);
  const surname: Issue[] | undefined = issues.surname;
  const split: Issue[] | undefined = issues['charitySplits.1.charityResourceId'];
  const body: Issue[] | undefined = issues[''];
  const code: Issue[] | undefined = issues['fundraiserCustomCode.0'];
  const apiKey: Issue[] | undefined = issues.api_key;
  const computed: Issue[] | undefined = issues[`charitySplits.${index}.charitySplitPercent`];
  // @ts-expect-error: surnme is no field
  void issues.surnme;
  // @ts-expect-error: a path's value may be undefined: it needs a check
  issues.surname.map((issue) => issue.message);
  // @ts-expect-error: nor may it be assigned without one
  const unchecked: Issue[] = issues.teamName;
  // A name from elsewhere (an input's) is a FieldPath after a cast.
  const named: Issue[] | undefined = issues[text as FieldPath];
  return [surname, split, body, code, apiKey, computed, unchecked, named].flatMap((list) => list ?? []);
}
