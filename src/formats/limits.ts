/**
 * The longest XML document the readers take unless `maxLength` says
 * otherwise, in characters. In a module of its own so that the command line
 * can refuse a larger file before reading it whole, without loading the
 * XML parser.
 * @example text.length <= XML_MAX_LENGTH
 */
export const XML_MAX_LENGTH = 1_048_576;
