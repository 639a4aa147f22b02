/**
 * The documented error codes of the two creation operations (contract section
 * 9.1), in the order of the service's error tables: those each operation can
 * report, and their union. The lists are generated from the rule tables and
 * docs/service-api.md into src/generated/codes.ts. Engine codes are in
 * `rules/engine-codes.ts`.
 */
import { accountCodes, pageCodes } from './generated/codes.js';

export { accountCodes, pageCodes };

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
 * A documented code of either operation: a code of `accountCodes` or `pageCodes`.
 * @example const codes: DocumentedCode[] = ['002.01.06', '003.01.15'];
 */
export type DocumentedCode = AccountCode | PageCode;
