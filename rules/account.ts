/**
 * Create fundraiser account (POST /fundraisers/v1/newaccount): every rule, one
 * row each, grouped by field in the order of the service's field table.
 * Conditions are worded as contract section 6 decides them.
 */
import {
  absent,
  ageBetween,
  all,
  answers,
  any,
  digitsOnly,
  emailShape,
  freezeTable,
  hasEntries,
  inList,
  longerThan,
  moreEntriesThan,
  nonePresent,
  not,
  notInList,
  notObject,
  oneOf,
  present,
  ukPostcode,
  urlSegment,
  ymdDate,
} from '../src/conditions/registry.js';
import type { Rule, RuleTable } from '../src/tables/types.js';
import { requiredRow, tooLongRow, unstorableRow, wrongTypeRow } from './common.js';

/** The fields of a fundraiser account request; `[]` marks the repeating one. */
export const accountFields = [
  'title',
  'forename',
  'surname',
  'addressLine1',
  'addressLine2',
  'townCity',
  'countyState',
  'postcode',
  'countryCode',
  'preferredTelephone',
  'emailAddress',
  'personalUrl',
  'termsAndConditionsAccepted',
  'charityMarketingIndicator',
  'allCharityMarketingIndicator',
  'groupMarketingIndicator',
  'serviceMarketingIndicator',
  'dateOfBirth',
  'fundraiserCustomCode[]',
  'charityResourceId',
] as const;

const TITLES = ['Mr', 'Mrs', 'Ms', 'Miss', 'Dr', 'Prof'];
/** An age no date of birth written YYYYMMDD reaches: `ageBetween(13, OLDEST_AGE)` fails only below 13. */
const OLDEST_AGE = 10_000;
const isUk = inList('countryCode', 'ukCountryCodes');
const hasCustomCodes = hasEntries('fundraiserCustomCode');

function marketingRows(field: string, label: string): Rule[] {
  return [
    requiredRow(field, `${field} | yes | Varchar(1) | no longer used; must be sent as 'N'`, label),
    {
      code: 'must-be-N',
      parameter: field,
      at: field,
      when: all(present(field), not(oneOf(field, ['N']))),
      severity: 'error',
      message: `${label} is no longer used and must be sent as {allowed}.`,
      formMessage: `${label} is no longer used and cannot be chosen.`,
      source: `${field} | yes | Varchar(1) | no longer used; must be sent as 'N'`,
    },
    wrongTypeRow(field, label),
    unstorableRow(field, label, oneOf(field, ['N'])),
  ];
}

/**
 * The create-account rule table, as plain data.
 * @example accountRules.filter((rule) => rule.code === '002.01.06')
 */
export const accountRules: RuleTable = freezeTable([
  // The body as a whole.
  {
    code: '002.01.01',
    parameter: '',
    at: '',
    halts: true,
    when: notObject(),
    severity: 'error',
    message: 'No fundraiser details were provided: the body must be an object.',
    source: 'no fundraiser details provided',
  },
  {
    code: '002.01.02',
    parameter: '',
    at: '',
    when: nonePresent(accountFields),
    severity: 'error',
    message: 'No details were supplied: none of the account fields is present.',
    source: 'no details supplied',
  },

  // title
  {
    code: '002.01.04',
    parameter: 'title',
    at: 'title',
    when: not(oneOf('title', TITLES)),
    severity: 'error',
    cases: [
      {
        name: 'absent',
        when: absent('title'),
        message: 'Title is required: one of {allowed}.',
        formMessage: 'Choose your title.',
      },
    ],
    message: 'Title must be exactly one of {allowed} (the case counts).',
    formMessage: 'Choose a title from the list: {allowed}.',
    source: 'title not one of Mr, Mrs, Ms, Miss, Dr, Prof',
  },
  wrongTypeRow('title', 'Title'),
  unstorableRow('title', 'Title', oneOf('title', TITLES)),

  // forename, surname
  {
    code: '002.01.07',
    parameter: 'forename',
    at: 'forename',
    when: any(absent('forename'), longerThan('forename', 50)),
    severity: 'error',
    cases: [
      {
        name: 'absent',
        when: absent('forename'),
        message: 'Forename is required.',
        formMessage: 'Enter your first name.',
      },
    ],
    message: 'Forename may have at most {max} characters; it has {length}.',
    formMessage: 'First name must be {max} characters or fewer; it has {length}.',
    source: 'forename invalid; more than 50 characters',
  },
  wrongTypeRow('forename', 'Forename'),
  unstorableRow('forename', 'Forename'),
  {
    code: '002.01.06',
    parameter: 'surname',
    at: 'surname',
    when: any(absent('surname'), longerThan('surname', 50)),
    severity: 'error',
    cases: [
      { name: 'absent', when: absent('surname'), message: 'Surname is required.', formMessage: 'Enter your surname.' },
    ],
    message: 'Surname may have at most {max} characters; it has {length}.',
    formMessage: 'Surname must be {max} characters or fewer; it has {length}.',
    source: 'surname invalid; more than 50 characters',
  },
  wrongTypeRow('surname', 'Surname'),
  unstorableRow('surname', 'Surname'),

  // address
  {
    code: '002.01.19',
    parameter: 'addressLine1',
    at: 'addressLine1',
    when: absent('addressLine1'),
    severity: 'error',
    message: 'The first address line is required.',
    formMessage: 'Enter the first line of your address.',
    source: 'first address line or town or city missing',
  },
  tooLongRow('addressLine1', 50, 'addressLine1 | yes | Varchar(50) | first address line', 'The first address line'),
  wrongTypeRow('addressLine1', 'The first address line'),
  unstorableRow('addressLine1', 'The first address line'),
  requiredRow(
    'addressLine2',
    'addressLine2 | yes | Varchar(100) | second address line',
    'The second address line',
    'Enter the second line of your address.',
  ),
  tooLongRow('addressLine2', 100, 'addressLine2 | yes | Varchar(100) | second address line', 'The second address line'),
  wrongTypeRow('addressLine2', 'The second address line'),
  unstorableRow('addressLine2', 'The second address line'),
  {
    code: '002.01.19',
    parameter: 'townCity',
    at: 'townCity',
    when: absent('townCity'),
    severity: 'error',
    message: 'Town or city is required.',
    formMessage: 'Enter your town or city.',
    source: 'first address line or town or city missing',
  },
  tooLongRow('townCity', 100, 'townCity | yes | Varchar(100) | town or city', 'Town or city'),
  wrongTypeRow('townCity', 'Town or city'),
  unstorableRow('townCity', 'Town or city'),
  requiredRow('countyState', 'countyState | yes | Varchar(100) | county', 'County', 'Enter your county.'),
  tooLongRow('countyState', 100, 'countyState | yes | Varchar(100) | county', 'County'),
  wrongTypeRow('countyState', 'County'),
  unstorableRow('countyState', 'County'),

  // postcode
  {
    code: '002.01.16',
    parameter: 'postcode',
    at: 'postcode',
    when: any(longerThan('postcode', 8), all(isUk, absent('postcode'))),
    severity: 'error',
    cases: [
      {
        name: 'too-long',
        when: longerThan('postcode', 8),
        message: 'Postcode may have at most {max} characters; it has {length}.',
        formMessage: 'Postcode must be {max} characters or fewer; it has {length}.',
      },
    ],
    message: 'Postcode is required for a UK address.',
    formMessage: 'Enter your postcode.',
    source: 'more than 8 characters; required for UK addresses',
  },
  {
    code: '002.01.17',
    parameter: 'postcode',
    at: 'postcode',
    when: all(isUk, present('postcode'), not(ukPostcode('postcode'))),
    severity: 'error',
    message: 'Postcode must be a UK postcode: outward code, one space, inward code (e.g. SW1A 1AA).',
    formMessage: 'Enter a real UK postcode, such as SW1A 1AA.',
    source: 'not in a prescribed national postal format',
  },
  {
    code: 'postcode-format',
    parameter: 'postcode',
    at: 'postcode',
    when: all(present('postcode'), not(isUk), answers('postcodeFormat', ['postcode', 'countryCode'], false)),
    severity: 'warning',
    message: "Postcode does not look like a postcode of the account's country.",
    source: 'must be in a prescribed national postal format',
  },
  wrongTypeRow('postcode', 'Postcode'),
  unstorableRow('postcode', 'Postcode', ukPostcode('postcode')),

  // countryCode
  {
    code: '002.01.03',
    parameter: 'countryCode',
    at: 'countryCode',
    when: any(absent('countryCode'), longerThan('countryCode', 10), notInList('countryCode', 'countries')),
    severity: 'error',
    cases: [
      {
        name: 'absent',
        when: absent('countryCode'),
        message: 'Country code is required.',
        formMessage: 'Choose your country.',
      },
      {
        name: 'too-long',
        when: longerThan('countryCode', 10),
        message: 'Country code may have at most {max} characters; it has {length}.',
        formMessage: 'Choose a country from the list.',
      },
    ],
    message: 'Country code is not a code of the country lookup.',
    formMessage: 'Choose a country from the list.',
    source: 'country code invalid',
  },
  wrongTypeRow('countryCode', 'Country code'),
  unstorableRow('countryCode', 'Country code'),

  // preferredTelephone
  {
    code: '002.01.11',
    parameter: 'preferredTelephone',
    at: 'preferredTelephone',
    when: absent('preferredTelephone'),
    severity: 'error',
    message: 'Telephone number is required.',
    formMessage: 'Enter your telephone number.',
    source: 'telephone number missing',
  },
  {
    code: '002.01.12',
    parameter: 'preferredTelephone',
    at: 'preferredTelephone',
    when: any(
      longerThan('preferredTelephone', 16),
      all(present('preferredTelephone'), not(digitsOnly('preferredTelephone'))),
    ),
    severity: 'error',
    cases: [
      {
        name: 'too-long-and-malformed',
        when: all(longerThan('preferredTelephone', 16), not(digitsOnly('preferredTelephone'))),
        message: 'Telephone number must be digits only and may have at most {max}; it has {length} characters.',
        formMessage:
          'Enter the telephone number as digits only, with no spaces or symbols, {max} digits or fewer; it has {length} characters.',
      },
      {
        name: 'too-long',
        when: longerThan('preferredTelephone', 16),
        message: 'Telephone number may have at most {max} digits; it has {length}.',
        formMessage: 'Telephone number must be {max} digits or fewer; it has {length}.',
      },
    ],
    message: "Telephone number must be digits only: no spaces, '+', brackets or other characters.",
    formMessage: 'Enter the telephone number as digits only, with no spaces or symbols.',
    source: 'more than 16 characters or not all numeric',
  },
  {
    code: 'telephone-format',
    parameter: 'preferredTelephone',
    at: 'preferredTelephone',
    when: all(
      digitsOnly('preferredTelephone'),
      not(longerThan('preferredTelephone', 16)),
      present('countryCode'),
      answers('telephoneExists', ['preferredTelephone', 'countryCode'], false),
    ),
    severity: 'warning',
    message: "Telephone number does not look like a number of the account's country.",
    source: 'preferredTelephone | yes | Varchar(20) | digits only, up to 16 digits',
  },
  wrongTypeRow('preferredTelephone', 'Telephone number'),
  unstorableRow('preferredTelephone', 'Telephone number', digitsOnly('preferredTelephone')),

  // emailAddress
  {
    code: '002.01.09',
    parameter: 'emailAddress',
    at: 'emailAddress',
    when: longerThan('emailAddress', 255),
    severity: 'error',
    message: 'Email address may have at most {max} characters; it has {length}.',
    formMessage: 'Email address must be {max} characters or fewer; it has {length}.',
    source: 'longer than 255 characters',
  },
  {
    code: '002.01.10',
    parameter: 'emailAddress',
    at: 'emailAddress',
    when: any(absent('emailAddress'), not(emailShape('emailAddress'))),
    severity: 'error',
    cases: [
      {
        name: 'absent',
        when: absent('emailAddress'),
        message: 'Email address is required.',
        formMessage: 'Enter your email address.',
      },
    ],
    message: "Email address must contain '@' and at least two full stops (so ada@example.com is refused).",
    formMessage: 'Enter an email address with an @ and at least two full stops, such as ada.lovelace@example.co.uk.',
    source: 'format invalid (needs @ and at least 2 full stops)',
  },
  {
    code: '002.01.31',
    parameter: 'emailAddress',
    at: 'emailAddress',
    when: all(
      not(longerThan('emailAddress', 255)),
      emailShape('emailAddress'),
      ymdDate('dateOfBirth'),
      answers('accountExists', ['emailAddress', 'dateOfBirth'], true),
    ),
    severity: 'error',
    message: 'An account already exists for this email address and date of birth.',
    formMessage: 'An account already exists with this email address and date of birth: sign in instead.',
    source: 'an account already exists for the pair',
  },
  wrongTypeRow('emailAddress', 'Email address'),
  unstorableRow('emailAddress', 'Email address'),

  // personalUrl
  {
    code: '002.01.05',
    parameter: 'personalUrl',
    at: 'personalUrl',
    when: absent('personalUrl'),
    severity: 'error',
    message: 'Personal URL is required.',
    formMessage: 'Choose a personal web address for your page.',
    source: 'fundraiser URL not supplied',
  },
  {
    code: '002.01.20',
    parameter: 'personalUrl',
    at: 'personalUrl',
    when: any(longerThan('personalUrl', 60), all(present('personalUrl'), not(urlSegment('personalUrl')))),
    severity: 'error',
    cases: [
      {
        name: 'too-long-and-malformed',
        when: all(longerThan('personalUrl', 60), not(urlSegment('personalUrl'))),
        message:
          'Personal URL may have at most {max} characters (it has {length}) and only ASCII letters, digits and - _ . ~.',
        formMessage:
          'Your web address must be {max} characters or fewer (it has {length}) and use only letters, digits and - _ . ~.',
      },
      {
        name: 'too-long',
        when: longerThan('personalUrl', 60),
        message: 'Personal URL may have at most {max} characters; it has {length}.',
        formMessage: 'Your web address must be {max} characters or fewer; it has {length}.',
      },
    ],
    message: 'Personal URL may hold only ASCII letters, digits and - _ . ~ (a URL path segment).',
    formMessage: 'Your web address may use only letters, digits and - _ . ~ (no spaces).',
    source: 'invalid; value up to 60 characters',
  },
  {
    code: 'personal-url-taken',
    parameter: 'personalUrl',
    at: 'personalUrl',
    when: all(
      urlSegment('personalUrl'),
      not(longerThan('personalUrl', 60)),
      answers('personalUrlTaken', ['personalUrl'], true),
    ),
    severity: 'error',
    message: 'This personal URL is already taken.',
    formMessage: 'This web address is already taken: choose another.',
    source: "unique; forms the fundraiser's public address",
  },
  wrongTypeRow('personalUrl', 'Personal URL'),
  unstorableRow('personalUrl', 'Personal URL', urlSegment('personalUrl')),

  // termsAndConditionsAccepted
  {
    code: '002.01.08',
    parameter: 'termsAndConditionsAccepted',
    at: 'termsAndConditionsAccepted',
    when: not(oneOf('termsAndConditionsAccepted', ['Y'])),
    severity: 'error',
    message: 'The terms and conditions must be accepted: termsAndConditionsAccepted must be {allowed}.',
    formMessage: 'Please accept the terms and conditions.',
    source: 'terms not accepted',
  },
  wrongTypeRow('termsAndConditionsAccepted', 'Terms and conditions accepted'),
  unstorableRow(
    'termsAndConditionsAccepted',
    'Terms and conditions accepted',
    oneOf('termsAndConditionsAccepted', ['Y']),
  ),

  // marketing indicators, no longer used
  ...marketingRows('charityMarketingIndicator', 'Charity marketing indicator'),
  ...marketingRows('allCharityMarketingIndicator', 'All-charity marketing indicator'),
  ...marketingRows('groupMarketingIndicator', 'Group marketing indicator'),
  ...marketingRows('serviceMarketingIndicator', 'Service marketing indicator'),

  // dateOfBirth
  {
    code: '002.01.13',
    parameter: 'dateOfBirth',
    at: 'dateOfBirth',
    when: absent('dateOfBirth'),
    severity: 'error',
    message: 'Date of birth is required.',
    formMessage: 'Enter your date of birth.',
    source: 'not provided',
  },
  {
    code: '002.01.14',
    parameter: 'dateOfBirth',
    at: 'dateOfBirth',
    when: all(present('dateOfBirth'), not(ymdDate('dateOfBirth'))),
    severity: 'error',
    message: 'Date of birth must be a real calendar date written YYYYMMDD.',
    formMessage: 'Enter a real date of birth.',
    source: 'not in valid YYYYMMDD format',
  },
  {
    code: '002.01.15',
    parameter: 'dateOfBirth',
    at: 'dateOfBirth',
    when: all(ymdDate('dateOfBirth'), not(ageBetween('dateOfBirth', 13, 100))),
    severity: 'error',
    cases: [
      {
        name: 'too-young',
        when: not(ageBetween('dateOfBirth', 13, OLDEST_AGE)),
        message: 'The account holder must be at least {min} years old.',
        formMessage: 'You must be at least {min} years old to create an account.',
      },
    ],
    message: 'The account holder may be at most {max} years old.',
    formMessage: 'Check your date of birth: the account holder may be at most {max} years old.',
    source: 'age outside 13 to 100 years',
  },
  wrongTypeRow('dateOfBirth', 'Date of birth'),
  unstorableRow('dateOfBirth', 'Date of birth', ymdDate('dateOfBirth')),

  // fundraiserCustomCode (parameter customCodes, as in the service's error table)
  {
    code: '002.01.23',
    parameter: 'customCodes',
    at: 'fundraiserCustomCode',
    when: moreEntriesThan('fundraiserCustomCode', 5),
    severity: 'error',
    message: 'At most {max} custom codes may be given; there are {count}.',
    formMessage: 'Give at most {max} custom codes; there are {count}.',
    source: 'more than 5 custom codes',
  },
  {
    code: '002.01.22',
    parameter: 'customCodes',
    at: 'fundraiserCustomCode[]',
    when: any(absent('fundraiserCustomCode[]'), longerThan('fundraiserCustomCode[]', 255)),
    severity: 'error',
    cases: [
      {
        name: 'absent',
        when: absent('fundraiserCustomCode[]'),
        message: 'A custom code in the list is blank.',
        formMessage: 'Enter this custom code, or remove it.',
      },
    ],
    message: 'A custom code may have at most {max} characters; this one has {length}.',
    formMessage: 'A custom code must be {max} characters or fewer; this one has {length}.',
    source: 'valid custom codes required, up to 5',
  },
  { ...wrongTypeRow('fundraiserCustomCode[]', 'A custom code'), parameter: 'customCodes' },
  { ...unstorableRow('fundraiserCustomCode[]', 'A custom code'), parameter: 'customCodes' },

  // charityResourceId
  {
    code: '002.01.21',
    parameter: 'charityResourceId',
    at: 'charityResourceId',
    when: all(
      hasCustomCodes,
      any(
        absent('charityResourceId'),
        longerThan('charityResourceId', 36),
        notInList('charityResourceId', 'charities'),
      ),
    ),
    severity: 'error',
    cases: [
      {
        name: 'absent',
        when: absent('charityResourceId'),
        message: 'Custom codes need a charity resource ID.',
        formMessage: 'Choose the charity your custom codes are for.',
      },
      {
        name: 'too-long',
        when: longerThan('charityResourceId', 36),
        message: 'Custom codes need a known charity, whose resource ID has at most {max} characters; it has {length}.',
        formMessage: 'Choose a charity from the list for your custom codes.',
      },
    ],
    message: 'Custom codes need a known charity: this charity resource ID is not in the charity lookup.',
    formMessage: 'Choose a charity from the list for your custom codes.',
    source: 'a valid charity resource ID is required when custom codes are created',
  },
  tooLongRow('charityResourceId', 36, 'charityResourceId | no | Varchar(36)', 'Charity resource ID', hasCustomCodes),
  {
    code: 'unknown-charity',
    parameter: 'charityResourceId',
    at: 'charityResourceId',
    when: all(
      not(hasCustomCodes),
      not(longerThan('charityResourceId', 36)),
      notInList('charityResourceId', 'charities'),
    ),
    severity: 'error',
    message: 'Charity resource ID is not a known charity.',
    formMessage: 'Choose a charity from the list.',
    source: 'charity the custom codes apply to',
  },
  wrongTypeRow('charityResourceId', 'Charity resource ID'),
  unstorableRow('charityResourceId', 'Charity resource ID'),
]);
