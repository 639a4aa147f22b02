/**
 * The benchmark's payloads and its one options object (reused across calls,
 * as a server would reuse it).
 */
import { isoCountryCodes } from 'fundraising-rules';

/** The fixed options of every timed call: the SAME object each time. */
export const options = {
  today: '20261122',
  countries: [...isoCountryCodes],
  accountExists: () => false,
  personalUrlTaken: () => false,
};

const validAccount = {
  title: 'Mrs',
  forename: 'Jo',
  surname: 'Bloggs',
  addressLine1: '1 High Street',
  addressLine2: 'Flat 2',
  townCity: 'London',
  countyState: 'Greater London',
  postcode: 'SW1A 1AA',
  countryCode: 'GB',
  preferredTelephone: '02079460000',
  emailAddress: 'jo.bloggs@example.co.uk',
  personalUrl: 'jo-bloggs',
  termsAndConditionsAccepted: 'Y',
  charityMarketingIndicator: 'N',
  allCharityMarketingIndicator: 'N',
  groupMarketingIndicator: 'N',
  serviceMarketingIndicator: 'N',
  dateOfBirth: '19900115',
};

/** Three faults: a title not in the list, a UK postcode without its space, a 6-year-old. */
const threeFaults = { ...validAccount, title: 'Sir', postcode: 'SW1A1AA', dateOfBirth: '20200101' };

/** Every field wrong, several in two ways (absent and wrongly typed). */
const allWrong = {
  title: 'mr',
  forename: '   ',
  surname: 'S'.repeat(51),
  addressLine1: { line: 1 },
  addressLine2: 'x'.repeat(101),
  townCity: null,
  countyState: true,
  postcode: 'SW1A 1AA 9',
  countryCode: 'ZZ',
  preferredTelephone: '+44 (0)20 7946 0000',
  emailAddress: 'jo.bloggs-at-example',
  personalUrl: 'jo bloggs/2026',
  termsAndConditionsAccepted: 'y',
  charityMarketingIndicator: 'Y',
  allCharityMarketingIndicator: '',
  groupMarketingIndicator: 0,
  serviceMarketingIndicator: ['N'],
  dateOfBirth: '19900230',
  fundraiserCustomCode: ['', 'C'.repeat(256), 'A', 'B', 'C', { code: 'D' }],
  charityResourceId: 'c'.repeat(37),
};

/**
 * The timed payloads, each marked valid or faulty (its target in bench/run.mjs
 * depends on it), with the codes validateAccount must give for each.
 */
export const payloads = [
  { name: 'valid account', valid: true, body: validAccount, codes: [] },
  { name: '3 faults', valid: false, body: threeFaults, codes: ['002.01.04', '002.01.17', '002.01.15'] },
  {
    name: 'all wrong',
    valid: false,
    body: allWrong,
    codes: [
      '002.01.04',
      '002.01.07',
      '002.01.06',
      '002.01.19',
      '002.01.16',
      '002.01.03',
      '002.01.12',
      '002.01.10',
      '002.01.20',
      '002.01.08',
      '002.01.14',
      '002.01.23',
      '002.01.22',
      '002.01.21',
    ],
  },
];
