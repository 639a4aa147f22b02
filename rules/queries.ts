/**
 * The query parameters of the other operations (fundraiser search, the event
 * listing 'Event fundraisers 2', and the activity and country lookups). The
 * service documents no error codes for them, so every rule has an engine code.
 */
import {
  above,
  all,
  any,
  freezeTable,
  not,
  oneOf,
  present,
  shorterThan,
  wholeNumber,
} from '../src/conditions/registry.js';
import type { Rule, RuleTable } from '../src/tables/types.js';
import { requiredRow, tooLongRow, wrongTypeRow } from './common.js';

const API_KEY_SOURCE =
  'Every operation needs the query parameter api_key (Varchar(24)), a key issued to the partner application.';

/** The api_key rules every operation shares. */
const apiKeyRows: readonly Rule[] = [
  requiredRow('api_key', API_KEY_SOURCE, 'api_key'),
  tooLongRow('api_key', 24, API_KEY_SOURCE, 'api_key'),
  wrongTypeRow('api_key', 'api_key'),
];

const SURNAME_SOURCE = 'surname (required, Varchar(50), full or starting characters, at least 3 characters)';
const FORENAME_SOURCE = 'forename (optional, Varchar(50), full or starting characters)';

/**
 * GET /fundraisers/v1/search: surname (3 to 50 characters), forename, api_key.
 * @example searchQueryRules.map((rule) => rule.code)
 */
export const searchQueryRules: RuleTable = freezeTable([
  requiredRow('surname', SURNAME_SOURCE, 'surname'),
  {
    code: 'too-short',
    parameter: 'surname',
    at: 'surname',
    when: shorterThan('surname', 3),
    severity: 'error',
    message: 'surname needs at least {min} characters (the full surname or its start); it has {length}.',
    source: SURNAME_SOURCE,
  },
  tooLongRow('surname', 50, SURNAME_SOURCE, 'surname'),
  wrongTypeRow('surname', 'surname'),
  tooLongRow('forename', 50, FORENAME_SOURCE, 'forename'),
  wrongTypeRow('forename', 'forename'),
  ...apiKeyRows,
]);

const SORT_FIELDS = ['donationTotalNet', 'donationTotalGA', 'donationTotalGross', 'totalGiftAid', 'offlineAmount'];

/**
 * GET /events/v1/account/<eventResourceId>/categorisedpages.json: the event
 * listing's parameters.
 * @example eventListingQueryRules.filter((rule) => rule.parameter === 'numRecords')
 */
export const eventListingQueryRules: RuleTable = freezeTable([
  requiredRow(
    'eventResourceId',
    'eventResourceId | yes | Varchar(36) | event to list; it is the path segment',
    'eventResourceId',
  ),
  tooLongRow(
    'eventResourceId',
    36,
    'eventResourceId | yes | Varchar(36) | event to list; it is the path segment',
    'eventResourceId',
  ),
  wrongTypeRow('eventResourceId', 'eventResourceId'),
  {
    code: 'not-one-of',
    parameter: 'sortOrder',
    at: 'sortOrder',
    when: all(present('sortOrder'), not(oneOf('sortOrder', ['A', 'D']))),
    severity: 'error',
    message: 'sortOrder must be one of {allowed}: A ascending, D descending.',
    source: "'A' ascending, 'D' descending; default 'D'",
  },
  wrongTypeRow('sortOrder', 'sortOrder'),
  {
    code: 'not-one-of',
    parameter: 'sortField',
    at: 'sortField',
    when: all(present('sortField'), not(oneOf('sortField', SORT_FIELDS))),
    severity: 'error',
    message: 'sortField must be one of {allowed}.',
    source:
      'one of donationTotalNet, donationTotalGA, donationTotalGross, totalGiftAid, offlineAmount; default donationTotalGA',
  },
  wrongTypeRow('sortField', 'sortField'),
  {
    code: 'not-whole-number',
    parameter: 'numRecords',
    at: 'numRecords',
    when: all(present('numRecords'), not(wholeNumber('numRecords'))),
    severity: 'error',
    message: 'numRecords must be a whole number.',
    source: 'numRecords | no | Int(3) | entries returned per call; default 20; maximum 100',
  },
  {
    code: 'out-of-range',
    parameter: 'numRecords',
    at: 'numRecords',
    when: all(wholeNumber('numRecords'), any(not(above('numRecords', 0)), above('numRecords', 100))),
    severity: 'error',
    message: 'numRecords must be from {min} to {max}.',
    source: 'numRecords | no | Int(3) | entries returned per call; default 20; maximum 100',
  },
  wrongTypeRow('numRecords', 'numRecords'),
  {
    code: 'not-whole-number',
    parameter: 'startRecordNum',
    at: 'startRecordNum',
    when: all(present('startRecordNum'), not(wholeNumber('startRecordNum'))),
    severity: 'error',
    message: 'startRecordNum must be a whole number (0 or more).',
    source: 'startRecordNum | no | Bigint(20) | first record number when paging',
  },
  tooLongRow(
    'startRecordNum',
    20,
    'startRecordNum | no | Bigint(20) | first record number when paging',
    'startRecordNum',
  ),
  wrongTypeRow('startRecordNum', 'startRecordNum'),
  ...apiKeyRows,
]);

/**
 * GET /fundraisers/v1/activities and /fundraisers/v1/countries: api_key only.
 * @example lookupQueryRules.length // 3
 */
export const lookupQueryRules: RuleTable = freezeTable([...apiKeyRows]);

/** The defaults the event listing applies to absent parameters. */
export const eventListingDefaults = Object.freeze({ sortOrder: 'D', sortField: 'donationTotalGA', numRecords: 20 });
