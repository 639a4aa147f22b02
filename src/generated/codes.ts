// Generated from the rule tables and docs/service-api.md by `npm run generate` (src/codegen/codes.ts): do not edit.
// test/generated.test.ts fails when this file no longer matches them.

// The documented codes of 2 operations: 50 codes in all.

/**
 * The documented codes create-account can report, in the order of the
 * service's Create account error table (23 codes).
 * @example accountCodes.includes("002.01.31") // true
 */
export const accountCodes = [
  "002.01.01",
  "002.01.02",
  "002.01.03",
  "002.01.04",
  "002.01.05",
  "002.01.06",
  "002.01.07",
  "002.01.08",
  "002.01.09",
  "002.01.10",
  "002.01.11",
  "002.01.12",
  "002.01.13",
  "002.01.14",
  "002.01.15",
  "002.01.16",
  "002.01.17",
  "002.01.19",
  "002.01.20",
  "002.01.21",
  "002.01.22",
  "002.01.23",
  "002.01.31",
] as const;

/**
 * The documented codes create-page can report, in the order of the
 * service's Create page error table (29 codes).
 * 002.01.22, 002.01.23, listed in the Create account table, come before
 * the first code of their family with a higher number.
 * @example pageCodes.includes("002.01.30") // true
 */
export const pageCodes = [
  "003.01.01",
  "003.01.02",
  "003.01.03",
  "003.01.04",
  "003.01.05",
  "003.01.06",
  "003.01.07",
  "003.01.08",
  "003.01.09",
  "003.01.10",
  "003.01.11",
  "003.01.12",
  "003.01.13",
  "003.01.14",
  "003.01.15",
  "003.01.16",
  "003.01.17",
  "003.01.18",
  "003.01.19",
  "003.01.20",
  "002.01.22",
  "002.01.23",
  "002.01.24",
  "002.01.25",
  "002.01.26",
  "002.01.27",
  "002.01.28",
  "002.01.29",
  "002.01.30",
] as const;
