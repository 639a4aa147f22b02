// Generated from rules/account.ts by `npm run generate` (src/codegen/): do not edit.
// test/generated.test.ts fails when this file no longer matches the table.
import type { FormMessages } from '../runtime/index.js';
import { R_002_01_04_title, R_002_01_04_title_case1, R_002_01_07_forename, R_002_01_07_forename_case1, R_002_01_06_surname, R_002_01_06_surname_case1, R_002_01_19_addressLine1, R_002_01_19_townCity, R_002_01_16_postcode, R_002_01_16_postcode_case1, R_002_01_17_postcode, R_002_01_03_countryCode, R_002_01_03_countryCode_case1, R_002_01_03_countryCode_case2, R_002_01_11_preferredTelephone, R_002_01_12_preferredTelephone, R_002_01_12_preferredTelephone_case1, R_002_01_12_preferredTelephone_case2, R_002_01_09_emailAddress, R_002_01_10_emailAddress, R_002_01_10_emailAddress_case1, R_002_01_31_emailAddress, R_002_01_05_personalUrl, R_002_01_20_personalUrl, R_002_01_20_personalUrl_case1, R_002_01_20_personalUrl_case2, R_personal_url_taken_personalUrl, R_002_01_08_termsAndConditionsAccepted, R_must_be_N_charityMarketingIndicator, R_must_be_N_allCharityMarketingIndicator, R_must_be_N_groupMarketingIndicator, R_must_be_N_serviceMarketingIndicator, R_002_01_13_dateOfBirth, R_002_01_14_dateOfBirth, R_002_01_15_dateOfBirth, R_002_01_15_dateOfBirth_case1, R_002_01_23_fundraiserCustomCode, R_002_01_22_fundraiserCustomCode, R_002_01_22_fundraiserCustomCode_case1, R_002_01_21_charityResourceId, R_002_01_21_charityResourceId_case1, R_002_01_21_charityResourceId_case2, R_unknown_charity_charityResourceId } from './account.js';

/**
 * The default messages of `rules/account.ts` for the person filling a form (contract section 10.3),
 * by the reported rule whose developer message each replaces.
 * @example accountFormMessages.get(R_002_01_04_title)
 */
export const accountFormMessages: FormMessages = /* @__PURE__ */ new Map([
  [R_002_01_04_title, "Choose a title from the list: Mr, Mrs, Ms, Miss, Dr, Prof."],
  [R_002_01_04_title_case1, "Choose your title."],
  [R_002_01_07_forename, "First name must be 50 characters or fewer; it has {length}."],
  [R_002_01_07_forename_case1, "Enter your first name."],
  [R_002_01_06_surname, "Surname must be 50 characters or fewer; it has {length}."],
  [R_002_01_06_surname_case1, "Enter your surname."],
  [R_002_01_19_addressLine1, "Enter the first line of your address."],
  [R_002_01_19_townCity, "Enter your town or city."],
  [R_002_01_16_postcode, "Enter your postcode."],
  [R_002_01_16_postcode_case1, "Postcode must be 8 characters or fewer; it has {length}."],
  [R_002_01_17_postcode, "Enter a real UK postcode, such as SW1A 1AA."],
  [R_002_01_03_countryCode, "Choose a country from the list."],
  [R_002_01_03_countryCode_case1, "Choose your country."],
  [R_002_01_03_countryCode_case2, "Choose a country from the list."],
  [R_002_01_11_preferredTelephone, "Enter your telephone number."],
  [R_002_01_12_preferredTelephone, "Enter the telephone number as digits only, with no spaces or symbols."],
  [R_002_01_12_preferredTelephone_case1, "Enter the telephone number as digits only, with no spaces or symbols, 16 digits or fewer; it has {length} characters."],
  [R_002_01_12_preferredTelephone_case2, "Telephone number must be 16 digits or fewer; it has {length}."],
  [R_002_01_09_emailAddress, "Email address must be 255 characters or fewer; it has {length}."],
  [R_002_01_10_emailAddress, "Enter an email address with an @ and at least two full stops, such as ada.lovelace@example.co.uk."],
  [R_002_01_10_emailAddress_case1, "Enter your email address."],
  [R_002_01_31_emailAddress, "An account already exists with this email address and date of birth: sign in instead."],
  [R_002_01_05_personalUrl, "Choose a personal web address for your page."],
  [R_002_01_20_personalUrl, "Your web address may use only letters, digits and - _ . ~ (no spaces)."],
  [R_002_01_20_personalUrl_case1, "Your web address must be 60 characters or fewer (it has {length}) and use only letters, digits and - _ . ~."],
  [R_002_01_20_personalUrl_case2, "Your web address must be 60 characters or fewer; it has {length}."],
  [R_personal_url_taken_personalUrl, "This web address is already taken: choose another."],
  [R_002_01_08_termsAndConditionsAccepted, "Please accept the terms and conditions."],
  [R_must_be_N_charityMarketingIndicator, "Charity marketing indicator is no longer used and cannot be chosen."],
  [R_must_be_N_allCharityMarketingIndicator, "All-charity marketing indicator is no longer used and cannot be chosen."],
  [R_must_be_N_groupMarketingIndicator, "Group marketing indicator is no longer used and cannot be chosen."],
  [R_must_be_N_serviceMarketingIndicator, "Service marketing indicator is no longer used and cannot be chosen."],
  [R_002_01_13_dateOfBirth, "Enter your date of birth."],
  [R_002_01_14_dateOfBirth, "Enter a real date of birth."],
  [R_002_01_15_dateOfBirth, "Check your date of birth: the account holder may be at most 100 years old."],
  [R_002_01_15_dateOfBirth_case1, "You must be at least 13 years old to create an account."],
  [R_002_01_23_fundraiserCustomCode, "Give at most 5 custom codes; there are {count}."],
  [R_002_01_22_fundraiserCustomCode, "A custom code must be 255 characters or fewer; this one has {length}."],
  [R_002_01_22_fundraiserCustomCode_case1, "Enter this custom code, or remove it."],
  [R_002_01_21_charityResourceId, "Choose a charity from the list for your custom codes."],
  [R_002_01_21_charityResourceId_case1, "Choose the charity your custom codes are for."],
  [R_002_01_21_charityResourceId_case2, "Choose a charity from the list for your custom codes."],
  [R_unknown_charity_charityResourceId, "Choose a charity from the list."],
]);
