// Generated from the rule tables by `npm run generate` (src/codegen/shapes.ts): do not edit.
// test/generated.test.ts fails when this file no longer matches the tables.

/** How `normaliseAccount` reads each field of a create-account body (see `Shape` in src/normalise.ts). */
export const ACCOUNT_SHAPE = {
  "title": "text",
  "forename": "text",
  "surname": "text",
  "addressLine1": "text",
  "addressLine2": "text",
  "townCity": "text",
  "countyState": "text",
  "postcode": "text",
  "countryCode": "text",
  "preferredTelephone": "text",
  "emailAddress": "text",
  "personalUrl": "text",
  "termsAndConditionsAccepted": "text",
  "charityMarketingIndicator": "text",
  "allCharityMarketingIndicator": "text",
  "groupMarketingIndicator": "text",
  "serviceMarketingIndicator": "text",
  "dateOfBirth": "text",
  "fundraiserCustomCode": [
    "text"
  ],
  "charityResourceId": "text"
} as const;

/** How `normalisePage` reads each field of a create-page body. */
export const PAGE_SHAPE = {
  "pageTitle": "text",
  "eventResourceId": "text",
  "fundraisingDate": "text",
  "teamPageIndicator": "text",
  "teamName": "text",
  "teamUrl": "text",
  "activityCode": "text",
  "activityDescription": "text",
  "charityContributionIndicator": "text",
  "postEventFundraisingInterval": "whole",
  "fundraisingTarget": "text",
  "charitySplits": [
    {
      "charityResourceId": "text",
      "charitySplitPercent": "whole",
      "customCodes": [
        "text"
      ]
    }
  ]
} as const;
