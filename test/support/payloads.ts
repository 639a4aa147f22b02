/**
 * Bodies the test files share.
 */

/**
 * A fully valid create-account body (with today 20261122 and GB among the
 * countries): the base that tests change one field of.
 */
export const VALID_ACCOUNT: Readonly<Record<string, unknown>> = Object.freeze({
  title: 'Mr',
  forename: 'Alan',
  surname: 'Turing',
  addressLine1: '1 High Street',
  addressLine2: 'Flat 2',
  townCity: 'London',
  countyState: 'Greater London',
  postcode: 'SW1A 1AA',
  countryCode: 'GB',
  preferredTelephone: '02079460000',
  emailAddress: 'alan.turing@example.co.uk',
  personalUrl: 'alan-turing',
  termsAndConditionsAccepted: 'Y',
  charityMarketingIndicator: 'N',
  allCharityMarketingIndicator: 'N',
  groupMarketingIndicator: 'N',
  serviceMarketingIndicator: 'N',
  dateOfBirth: '19900101',
});
