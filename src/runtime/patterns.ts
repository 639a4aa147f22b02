/**
 * Every regular expression of the package, in one place so that the test
 * suite can prove each one free of catastrophic backtracking (recheck).
 * They use ASCII classes only and have no nested quantifiers. The value
 * patterns are anchored at both ends; `XML_DECLARATION` looks for an
 * occurrence anywhere. The code generator's own are in
 * src/codegen/patterns.ts, never published.
 */

/** A UTF-16 surrogate unit, paired or not: a string without one has as many code points as units. */
export const SURROGATE = /[\uD800-\uDFFF]/;

/** A URL path segment: ASCII letters, digits and `-` `_` `.` `~`. */
export const URL_SEGMENT = /^[A-Za-z0-9._~-]+$/;

/**
 * A UK postcode: outward code A9, A99, AA9, AA99, A9A or AA9A, one space,
 * inward code 9AA; or GIR 0AA. Letters in either case.
 */
export const UK_POSTCODE = /^(?:[A-Za-z]{1,2}[0-9][A-Za-z0-9]? [0-9][A-Za-z]{2}|[Gg][Ii][Rr] 0[Aa]{2})$/;

/** A non-negative Decimal(19,2) amount: up to 17 digits, then up to 2 decimals. */
export const DECIMAL_19_2 = /^[0-9]{1,17}(?:\.[0-9]{1,2})?$/;

/** A code of the service description: NNN.NN.NN. */
export const DOCUMENTED_CODE = /^[0-9]{3}\.[0-9]{2}\.[0-9]{2}$/;

/** The encoding an XML declaration names (`encoding="ISO-8859-1"`), searched within the declaration only. */
export const XML_ENCODING = /encoding\s*=\s*["']([^"']*)["']/;

/** The name of UTF-8, as an XML declaration may write it. */
export const UTF8_NAME = /^utf-?8$/i;

/** A document type or entity declaration, refused before any parsing. */
export const XML_DECLARATION = /<!(?:DOCTYPE|ENTITY)/i;

/** What an `<input type=date>` holds: YYYY-MM-DD (the form helpers write it YYYYMMDD). */
export const INPUT_DATE = /^[0-9]{4}-[0-9]{2}-[0-9]{2}$/;

/** A list index in a form input's name: a whole number written without sign or leading zero. */
export const INDEX = /^(?:0|[1-9][0-9]*)$/;

/** Where the first name of a field reference ends: at its `[]` or its `.`. */
export const FIELD_END = /[.[]/;

/** A brace of a message's placeholder, where a message is split (`{length}`). */
export const BRACES = /[{}]/;

/**
 * A character XML 1.0 cannot hold: a C0 control other than tab, line feed
 * and carriage return, U+FFFE, U+FFFF, or half of a surrogate pair.
 */
export const NOT_XML_CHARACTER =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the control characters are what it finds
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** A character an XML attribute value writes as a reference. */
export const XML_ATTRIBUTE_SPECIAL = /[&<>"'\t\n\r]/g;

/** A character XML element content writes as a reference (`\r` too, which a parser would turn into `\n`). */
export const XML_CONTENT_SPECIAL = /[&<>\r]/g;

/** The option a Node argument parser's message names (`'--fromat'`). */
export const OPTION_IN_MESSAGE = /'(-[^' ]*)/;
