/**
 * The seed used without `--seed`: the facts of `examples/context.json`
 * (so that every example of `examples/` answers as the CLI answers it with
 * that context), with names for its events, charities, activities and
 * countries.
 */
import type { Seed } from './seed.js';

const ANIMALS = 'c0a8e2f4-6a57-4d1f-9b1e-2f0c5d7a9e31';
const HOSPICE = '5e3b9c1d-8f2a-4b6e-a0d7-91c4f6e2b853';
const HALF_MARATHON = '8d1f5a2e-3c4b-4e9f-b7a6-0e2d9c8b1a74';
const HARBOUR_SWIM = '4b7e2c9a-1d3f-4a8b-9c6e-5f0a2d7b3e91';

/**
 * The built-in seed.
 * @example BUILT_IN_SEED.countries // ['GB', 'IE', 'FR', 'US']
 */
export const BUILT_IN_SEED: Seed = {
  countries: ['GB', 'IE', 'FR', 'US'],
  activities: ['001', '002', '003', '039'],
  charities: [ANIMALS, HOSPICE],
  events: {
    [HALF_MARATHON]: { status: 'published', placesLeft: 120, maxCharities: 2 },
    [HARBOUR_SWIM]: { status: 'published', placesLeft: 0, allowedCharities: [ANIMALS] },
  },
  existingAccounts: [{ emailAddress: 'taken@example.co.uk', dateOfBirth: '19800101' }],
  takenPersonalUrls: ['taken-url'],
  takenTeamUrls: ['taken-team'],
  countryNames: { GB: 'United Kingdom', IE: 'Ireland', FR: 'France', US: 'United States' },
  activityNames: { '001': 'Running', '002': 'Walking', '003': 'Cycling', '039': 'Other' },
  charityDetails: {
    [ANIMALS]: {
      name: 'Riverbank Animal Rescue',
      categories: [{ title: 'Animals', subTitle: 'Animal welfare' }],
    },
    [HOSPICE]: {
      name: 'Northern Lights Hospice',
      categories: [{ title: 'Health', subTitle: 'Hospices' }],
    },
  },
  eventDetails: {
    [HALF_MARATHON]: { name: 'Riverside Half Marathon', date: '20270418' },
    [HARBOUR_SWIM]: { name: 'Harbour Swim', date: '20270704' },
  },
};
