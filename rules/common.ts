/**
 * Row builders for the engine rules every field shares (a required field
 * without a documented code, a Varchar size, a wrongly typed value). They
 * return plain rows like the ones written out in the tables.
 */
import { absent, longerThan, unstorableText, wrongType } from '../src/conditions/registry.js';
import type { Condition, FieldRef, Rule } from '../src/tables/types.js';

/** The last segment of a field reference: the service's Parameter name. */
const parameterOf = (field: FieldRef): string => field.replaceAll('[]', '').split('.').pop() ?? field;

/**
 * An engine `required` row for a required field that has no documented
 * code; `formMessage`, the sentence for a person filling a form, when it
 * is not the developer's.
 * @example requiredRow('addressLine2', 'addressLine2 | yes | Varchar(100)', 'Second address line', 'Enter the second line of your address.')
 */
export function requiredRow(field: FieldRef, source: string, label: string, formMessage?: string): Rule {
  return {
    code: 'required',
    parameter: parameterOf(field),
    at: field,
    when: absent(field),
    severity: 'error',
    message: `${label} is required.`,
    ...(formMessage === undefined ? {} : { formMessage }),
    source,
  };
}

/**
 * An engine `too-long` row for a Varchar size that has no documented code.
 * @example tooLongRow('addressLine1', 50, 'addressLine1 | yes | Varchar(50)', 'First address line')
 */
export function tooLongRow(field: FieldRef, max: number, source: string, label: string, unless?: Condition): Rule {
  return {
    code: 'too-long',
    parameter: parameterOf(field),
    at: field,
    when: unless === undefined ? longerThan(field, max) : { all: [{ not: unless }, longerThan(field, max)] },
    severity: 'error',
    message: `${label} may have at most {max} characters; it has {length}.`,
    source,
  };
}

/**
 * An engine `wrong-type` row: the field holds an object, an array or a boolean.
 * @example wrongTypeRow('title', 'Title')
 */
export function wrongTypeRow(field: FieldRef, label: string): Rule {
  return {
    code: 'wrong-type',
    parameter: parameterOf(field),
    at: field,
    when: wrongType(field),
    severity: 'error',
    message: `${label} must be text or a number, not an object, an array or a boolean.`,
    source: 'Data types are written as the interface writes them (Varchar(n) is text of at most n characters).',
  };
}

/**
 * An engine `not-storable-text` row: the field's text holds U+0000 or an
 * unpaired surrogate, which the service's text columns cannot store
 * (contract section 10.5). `allowed`, for a field with a format of its own
 * (a fixed value, digits, a date), is that format: a text it allows is
 * storable, so the text is searched only when it fails it (the same row,
 * written so that a valid body is not searched twice).
 * @example unstorableRow('surname', 'Surname')
 * @example unstorableRow('dateOfBirth', 'Date of birth', ymdDate('dateOfBirth'))
 */
export function unstorableRow(field: FieldRef, label: string, allowed?: Condition): Rule {
  return {
    code: 'not-storable-text',
    parameter: parameterOf(field),
    at: field,
    when: allowed === undefined ? unstorableText(field) : { all: [{ not: allowed }, unstorableText(field)] },
    severity: 'error',
    message: `${label} holds a character the service cannot store: U+0000 or an unpaired surrogate.`,
    formMessage: `${label} holds a character that cannot be saved: remove it.`,
    source: 'Data types are written as the interface writes them (Varchar(n) is text of at most n characters).',
  };
}
