import { it } from 'vitest';
import { validateAccount, validatePage } from '../src/index.js';
const BASE = { title: 'Mr', forename: 'Alan', surname: 'Turing', addressLine1: '1 High Street', addressLine2: 'Flat 2', townCity: 'London', countyState: 'Greater London', postcode: 'SW1A 1AA', countryCode: 'GB', preferredTelephone: '02079460000', emailAddress: 'alan.turing@example.co.uk', personalUrl: 'alan-turing', termsAndConditionsAccepted: 'Y', charityMarketingIndicator: 'N', allCharityMarketingIndicator: 'N', groupMarketingIndicator: 'N', serviceMarketingIndicator: 'N', dateOfBirth: '19900101' };
it('probe', () => {
  const show = (r: any) => console.log(JSON.stringify(r.issues.map((i: any) => [i.code, i.path.join('.'), i.params ?? 'NONE', i.message])));
  show(validateAccount({ ...BASE, surname: 'x'.repeat(51), title: 'Sir', dateOfBirth: '20200101', termsAndConditionsAccepted: 'y', charityMarketingIndicator: 'Y', addressLine1: 'a'.repeat(51), fundraiserCustomCode: ['1','2','3','4','5','6'], countryCode: 'ZZ', preferredTelephone: 'abc', emailAddress: 'bad', personalUrl: null }, { today: '20261122', countries: ['GB'] }));
  show(validateAccount({}, { today: '20261122' }));
  show(validatePage({ pageTitle: 'x'.repeat(46), teamPageIndicator: 'X', charityContributionIndicator: 'Z', postEventFundraisingInterval: '37', activityCode: '0001', charitySplits: [1,2,3,4,5,6].map(n => ({ charityResourceId: 'c'+n, charitySplitPercent: 10, customCodes: ['1','2','3','4','5','6'] })) }, { today: '20261122', activities: ['001'], charities: ['c1'] }));
  show(validatePage({ pageTitle: 'E', eventResourceId: 'E1', teamPageIndicator: 'N', charityContributionIndicator: 'Y', postEventFundraisingInterval: 3, charitySplits: [{ charityResourceId: 'c1', charitySplitPercent: 50 }, { charityResourceId: 'c2' }] }, { today: '20261122', charities: ['c1','c2'], events: { E1: { maxCharities: 1 } } }));
});
