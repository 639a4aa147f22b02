/**
 * fundraising-rules/json-schema: JSON Schema (draft 2020-12) documents of the
 * two request bodies (contract section 9.7), read off the rule tables when
 * the entry is loaded: field names, JSON types as the validators accept them
 * (text as a string or a number, whole numbers as a non-negative integer or
 * a string of digits, fixed values as `enum`, custom codes and charity
 * splits as one value or a list), `maxLength` (in code points, as the
 * validators count), `maxItems`, `required` where a rule reports a field's
 * absence whatever else the body holds, `null` for every other field, and
 * any other key (the validators ignore unknown keys).
 *
 * A body the validators accept is valid for its schema; the one exception is
 * a blank string longer than its field's limit, which the validators read as
 * absent. The schema states less than the validators check (dates, formats,
 * lookups, rules across fields): it is for editors, API gateways and
 * documentation, not a replacement for `validateAccount` and `validatePage`.
 *
 * @example
 * import Ajv2020 from 'ajv/dist/2020.js';
 * import { accountJsonSchema } from 'fundraising-rules/json-schema';
 * const valid = new Ajv2020({ allowUnionTypes: true }).compile(accountJsonSchema);
 */
import { accountRules, pageRules } from './index.js';
import { deepFrozen, type JsonSchema, jsonSchemaOf } from './json-schema/derive.js';

export type { JsonSchema } from './json-schema/derive.js';

/**
 * The JSON Schema of a create-account request body (POST /fundraisers/v1/newaccount).
 * @example accountJsonSchema.required // ['title', 'forename', ...]
 */
export const accountJsonSchema: JsonSchema = deepFrozen(
  jsonSchemaOf(
    accountRules,
    'Create fundraiser account request body',
    'The body of POST /fundraisers/v1/newaccount, as fundraising-rules validateAccount accepts it (read off its rule table). A body valid for validateAccount is valid for this schema, except a blank string longer than its field limit (absent for the validator).',
  ),
);

/**
 * The JSON Schema of a create-page request body (POST /fundraisers/v1/account/secure/<id>/newpage).
 * @example pageJsonSchema.properties // { pageTitle: ..., charitySplits: ... }
 */
export const pageJsonSchema: JsonSchema = deepFrozen(
  jsonSchemaOf(
    pageRules,
    'Create fundraiser page request body',
    'The body of POST /fundraisers/v1/account/secure/<id>/newpage, as fundraising-rules validatePage accepts it (read off its rule table). A body valid for validatePage is valid for this schema, except a blank string longer than its field limit (absent for the validator).',
  ),
);
