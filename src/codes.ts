/**
 * The documented error codes of the two creation operations (contract section
 * 9.1), in the order of the service's error tables: those each operation can
 * report, and their union. Engine codes are in `rules/engine-codes.ts`.
 */

/**
 * The documented codes create-account can report, in the order of the
 * service's Create account error table (23 codes; 002.01.18 is not listed).
 * @example accountCodes.includes('002.01.06') // true
 */
export const accountCodes = [
  '002.01.01',
  '002.01.02',
  '002.01.03',
  '002.01.04',
  '002.01.05',
  '002.01.06',
  '002.01.07',
  '002.01.08',
  '002.01.09',
  '002.01.10',
  '002.01.11',
  '002.01.12',
  '002.01.13',
  '002.01.14',
  '002.01.15',
  '002.01.16',
  '002.01.17',
  '002.01.19',
  '002.01.20',
  '002.01.21',
  '002.01.22',
  '002.01.23',
  '002.01.31',
] as const;

/**
 * The documented codes create-page can report, in the order of the service's
 * Create page error table (29 codes). The custom-code codes 002.01.22 and
 * 002.01.23, listed in the account table, apply to a split's customCodes and
 * come before the table's 002.01.24.
 * @example pageCodes.includes('003.01.15') // true
 */
export const pageCodes = [
  '003.01.01',
  '003.01.02',
  '003.01.03',
  '003.01.04',
  '003.01.05',
  '003.01.06',
  '003.01.07',
  '003.01.08',
  '003.01.09',
  '003.01.10',
  '003.01.11',
  '003.01.12',
  '003.01.13',
  '003.01.14',
  '003.01.15',
  '003.01.16',
  '003.01.17',
  '003.01.18',
  '003.01.19',
  '003.01.20',
  '002.01.22',
  '002.01.23',
  '002.01.24',
  '002.01.25',
  '002.01.26',
  '002.01.27',
  '002.01.28',
  '002.01.29',
  '002.01.30',
] as const;

/**
 * A documented code create-account can report.
 * @example const code: AccountCode = '002.01.31';
 */
export type AccountCode = (typeof accountCodes)[number];

/**
 * A documented code create-page can report.
 * @example const code: PageCode = '002.01.30';
 */
export type PageCode = (typeof pageCodes)[number];

/**
 * A documented code of either operation (50 codes).
 * @example const codes: DocumentedCode[] = ['002.01.06', '003.01.15'];
 */
export type DocumentedCode = AccountCode | PageCode;
