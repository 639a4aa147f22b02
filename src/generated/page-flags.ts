// Generated from rules/page.ts by `npm run generate` (src/codegen/): do not edit.
// The bits of the word of flags the list passes of `checkPage` keep for each entry where a rule
// fires: `F_…` where the rule holds, `U_…` where it is unknown.
export const F_wrong_type_charitySplits = 1;
export const F_002_01_30_charitySplits_2 = 2;
export const U_002_01_30_charitySplits_2 = 4;
export const F_003_01_14_charitySplits_charityResourceId = 8;
export const F_003_01_20_charitySplits_charityResourceId = 16;
export const U_003_01_20_charitySplits_charityResourceId = 32;
export const F_too_long_charitySplits_charityResourceId = 64;
export const F_unknown_charity_charitySplits_charityResourceId = 128;
export const U_unknown_charity_charitySplits_charityResourceId = 256;
export const F_duplicate_charity_charitySplits_charityResourceId = 512;
export const F_wrong_type_charitySplits_charityResourceId = 1024;
export const F_not_storable_text_charitySplits_charityResourceId = 2048;
export const F_zero_share_charitySplits_charitySplitPercent = 4096;
export const F_wrong_type_charitySplits_charitySplitPercent = 8192;
export const F_not_storable_text_charitySplits_charitySplitPercent = 16384;
export const F_002_01_23_charitySplits_customCodes = 32768;
