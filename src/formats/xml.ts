/**
 * The service's XML request bodies as the payload objects the validators
 * take, in an entry of its own (`fundraising-rules/xml`) so that browsers
 * using the core do not pay for an XML parser.
 *
 * @example
 * import { parseAccountXml } from 'fundraising-rules/xml';
 * validateAccount(parseAccountXml(requestText));
 */
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { NOT_XML_CHARACTER, XML_DECLARATION } from '../runtime/patterns.js';
import type { ServiceError } from '../service-errors.js';

/** Why an XML body could not be read. Never a partial payload: the whole body is refused. */
export class XmlBodyError extends Error {
  override readonly name = 'XmlBodyError';
}

/** Limits of the XML readers. */
export interface XmlOptions {
  /** The largest document accepted, in characters; default 1,048,576 (1 MiB of ASCII). */
  maxLength?: number;
}

import { XML_MAX_LENGTH } from './limits.js';

export { XML_MAX_LENGTH };

const PREDEFINED: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** The shape of one kind of request body in XML. */
interface Shape {
  readonly root: string;
  /** Element paths (below the root) that repeat, read as arrays even when they occur once. */
  readonly repeating: readonly string[];
  /** Element names read under another key. */
  readonly renamed: Readonly<Record<string, string>>;
  /** Repeating elements that hold fields: an empty one is an object with none. */
  readonly objects: readonly string[];
}

const ACCOUNT: Shape = { root: 'fundraiserAccount', repeating: ['fundraiserCustomCode'], renamed: {}, objects: [] };
const PAGE: Shape = {
  root: 'fundraiserpage',
  repeating: ['charitysplits', 'charitysplits.customCodes'],
  renamed: { charitysplits: 'charitySplits' },
  objects: ['charitysplits'],
};

/**
 * Reads a create-account request body in XML (root `fundraiserAccount`,
 * repeating `fundraiserCustomCode`). Values stay the strings they were:
 * '007' stays '007', white space is kept. Throws `XmlBodyError` for
 * malformed XML, a wrong root element, a DOCTYPE or entity declaration, an
 * undeclared entity, or a document over `maxLength`.
 * @example parseAccountXml('<fundraiserAccount><title>Mr</title></fundraiserAccount>') // { title: 'Mr' }
 */
export function parseAccountXml(text: string, options?: XmlOptions): unknown {
  return readBody(text, ACCOUNT, options);
}

/**
 * Reads a create-page request body in XML (root `fundraiserpage`; each
 * repeating `charitysplits` element is one split of `charitySplits`, with
 * repeating `customCodes`). Same guarantees as `parseAccountXml`.
 * @example parsePageXml('<fundraiserpage><charitysplits><charitySplitPercent>100</charitySplitPercent></charitysplits></fundraiserpage>')
 */
export function parsePageXml(text: string, options?: XmlOptions): unknown {
  return readBody(text, PAGE, options);
}

function readBody(input: string, shape: Shape, options: XmlOptions | undefined): unknown {
  if (typeof input !== 'string') throw new TypeError('fundraising-rules: an XML body must be a string');
  const maxLength = options?.maxLength ?? XML_MAX_LENGTH;
  if (!Number.isInteger(maxLength) || maxLength < 1)
    throw new TypeError('fundraising-rules: maxLength must be a positive whole number');
  if (input.length > maxLength)
    throw new XmlBodyError(`the document has ${input.length} characters, more than the ${maxLength} allowed`);
  const text = input.startsWith('\uFEFF') ? input.slice(1) : input;
  if (text.trim() === '') throw new XmlBodyError('the document is empty');
  const forbidden = forbiddenCharacterAt(text);
  if (forbidden !== -1) {
    const code = (text.codePointAt(forbidden) ?? 0).toString(16).toUpperCase().padStart(4, '0');
    throw new XmlBodyError(`malformed XML: U+${code} at offset ${forbidden} is not a character XML 1.0 allows`);
  }
  if (XML_DECLARATION.test(text)) {
    throw new XmlBodyError(
      'DOCTYPE and ENTITY declarations are refused (entity expansion and external entities are attacks)',
    );
  }
  const verdict = XMLValidator.validate(text);
  if (verdict !== true) {
    const { line, col, msg } = verdict.err;
    throw new XmlBodyError(`malformed XML${where(line, col)}: ${msg}`);
  }
  let document: Record<string, unknown>;
  try {
    document = parserFor(shape).parse(cdataAsText(text)) as Record<string, unknown>;
  } catch (error) {
    throw new XmlBodyError(`the document cannot be read: ${(error as Error).message}`);
  }
  const roots = Object.keys(document).filter((key) => key !== TEXT_KEY || String(document[key]).trim() !== '');
  if (roots.length !== 1 || roots[0] !== shape.root) {
    throw new XmlBodyError(
      `the root element must be <${shape.root}>, not ${roots.map((root) => `<${root}>`).join(', ') || 'nothing'}`,
    );
  }
  const root = document[shape.root];
  if (Array.isArray(root))
    throw new XmlBodyError(`the document has ${root.length} <${shape.root}> root elements; one is allowed`);
  const body = decode(root);
  if (typeof body !== 'string') return rename(body, shape);
  if (body.trim() === '') return {};
  throw new XmlBodyError(`<${shape.root}> holds text where its field elements belong`);
}

/** Where the XML validator found a fault, as a message part: ' at line 3, column 7'. */
function where(line: number | undefined, col: number | undefined): string {
  if (line === undefined) return '';
  return col === undefined ? ` at line ${line}` : ` at line ${line}, column ${col}`;
}

/** Markup whose content is not elements: where each begins, and what ends it. */
const OPAQUE = [
  { open: '<![CDATA[', close: ']]>' },
  { open: '<!--', close: '-->' },
  { open: '<?', close: '?>' },
] as const;

/**
 * CDATA sections as the escaped text they stand for, so that the one decoding
 * step restores their content exactly, '&amp;' in CDATA staying '&amp;'.
 * The document is read in order, as an XML parser reads it: a comment or a
 * processing instruction ends only where its own end is, whatever it holds,
 * so a `<![CDATA[` inside one is no CDATA section (and a comment inside a
 * CDATA section is text). One pass, linear in the document's length.
 */
function cdataAsText(text: string): string {
  if (!text.includes('<![CDATA[')) return text;
  let result = '';
  let from = 0;
  for (let at = text.indexOf('<'); at !== -1; ) {
    const markup = OPAQUE.find(({ open }) => text.startsWith(open, at));
    if (markup === undefined) {
      at = text.indexOf('<', at + 1);
      continue;
    }
    const end = text.indexOf(markup.close, at + markup.open.length);
    if (end === -1) break; // unterminated: the validator has refused the document already
    if (markup.open === '<![CDATA[') {
      const content = text.slice(at + markup.open.length, end);
      result += text.slice(from, at) + content.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
      from = end + markup.close.length;
    }
    at = text.indexOf('<', end + markup.close.length);
  }
  return result + text.slice(from);
}

const parsers = new WeakMap<Shape, XMLParser>();

function parserFor(shape: Shape): XMLParser {
  let parser = parsers.get(shape);
  if (parser === undefined) {
    const repeating = new Set(shape.repeating.map((path) => `${shape.root}.${path}`));
    parser = new XMLParser({
      ignoreAttributes: true,
      ignoreDeclaration: true,
      ignorePiTags: true,
      parseTagValue: false,
      trimValues: false,
      processEntities: false,
      htmlEntities: false,
      isArray: (_name, jpath) => repeating.has(jpath as string),
    });
    parsers.set(shape, parser);
  }
  return parser;
}

/**
 * Decodes the predefined entities and character references of every text
 * (refusing any other entity), and drops the white space that only lays out
 * elements.
 */
function decode(value: unknown): unknown {
  if (typeof value === 'string') return value.includes('&') ? decodeText(value) : value;
  if (Array.isArray(value)) return value.map(decode);
  if (typeof value === 'object' && value !== null) {
    const decoded: Record<string, unknown> = {};
    for (const [key, inner] of Object.entries(value)) {
      if (key === TEXT_KEY && typeof inner === 'string' && inner.trim() === '') continue;
      defineField(decoded, key, decode(inner));
    }
    return decoded;
  }
  return value;
}

/** Where fast-xml-parser puts the text of an element that also holds elements. */
const TEXT_KEY = '#text';

function decodeText(text: string): string {
  let result = '';
  let from = 0;
  for (let at = text.indexOf('&'); at !== -1; at = text.indexOf('&', from)) {
    const end = text.indexOf(';', at);
    if (end === -1)
      throw new XmlBodyError(`'&' must start a reference such as &amp; (found at "${text.slice(at, at + 12)}")`);
    result += text.slice(from, at) + character(text.slice(at + 1, end));
    from = end + 1;
  }
  return result + text.slice(from);
}

/**
 * Where the text holds a character XML 1.0 does not allow (a control
 * character other than tab, line feed and carriage return, U+FFFE, U+FFFF,
 * a surrogate not half of a pair), or -1: one pass over the text.
 * @example forbiddenCharacterAt('<a>\u0000</a>') // 3
 */
export function forbiddenCharacterAt(text: string): number {
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (code >= 0x20 && code < 0xd800) continue;
    if (code === 0x9 || code === 0xa || code === 0xd) continue;
    if (code >= 0xe000 && code <= 0xfffd) continue;
    if (code >= 0xd800 && code <= 0xdbff) {
      const next = text.charCodeAt(index + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        index++;
        continue;
      }
    }
    return index;
  }
  return -1;
}

/** The character a reference (without '&' and ';') stands for. */
function character(name: string): string {
  if (name.startsWith('#')) {
    const hex = name.startsWith('#x');
    const digits = name.slice(hex ? 2 : 1);
    const valid =
      digits.length > 0 &&
      [...digits].every((digit) => (hex ? HEX_DIGITS : DECIMAL_DIGITS).includes(digit.toLowerCase()));
    const code = valid ? Number.parseInt(digits, hex ? 16 : 10) : Number.NaN;
    if (!(code > 0 && code <= 0x10ffff) || (code >= 0xd800 && code <= 0xdfff))
      throw new XmlBodyError(`&${name}; is not a character`);
    return String.fromCodePoint(code);
  }
  const predefined = PREDEFINED[name];
  if (predefined === undefined)
    throw new XmlBodyError(`the entity &${name}; is not declared (XML knows &amp; &lt; &gt; &quot; &apos;)`);
  return predefined;
}

const DECIMAL_DIGITS = '0123456789';
const HEX_DIGITS = '0123456789abcdef';

function rename(body: unknown, shape: Shape): unknown {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return body;
  const renamed: Record<string, unknown> = {};
  for (const [key, raw] of Object.entries(body)) {
    const target = shape.renamed[key] ?? key;
    const value =
      shape.objects.includes(key) && Array.isArray(raw)
        ? raw.map((entry) => (typeof entry === 'string' && entry.trim() === '' ? {} : entry))
        : raw;
    if (Object.hasOwn(renamed, target)) throw new XmlBodyError(`both <${key}> and <${target}> elements are present`);
    defineField(renamed, target, value);
  }
  return renamed;
}

/** Sets a field as an own data property, even for a name such as `__proto__`. */
function defineField(target: Record<string, unknown>, key: string, value: unknown): void {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}

/**
 * An error of a server's own, in the service's error shape, for `serviceErrorsXml`.
 * @example const notFound: ServerError = { code: 'not-found', parameter: '', message: 'No operation has this address.' };
 */
export interface ServerError {
  readonly code: string;
  readonly parameter: string;
  readonly message: string;
}

/**
 * A text as element content: each character XML cannot hold as U+FFFD; the
 * markup characters, and the carriage return, which an XML parser would
 * otherwise read as a line feed (XML 1.0, 2.11 "End-of-Line Handling"),
 * as references (`&` first, so that no reference is escaped twice).
 */
function elementText(text: string): string {
  return String(text)
    .replace(NOT_XML_CHARACTER, '\uFFFD')
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&apos;')
    .replaceAll('\r', '&#13;');
}

/**
 * The service's error response in XML: `<errors>` with one `<error>` of
 * `<code>`, `<parameter>` and `<message>` each, in order. `&`, `<`, `>`,
 * quotes and carriage returns (`&#13;`) are written as references, so that
 * a text made of characters XML 1.0 can hold reads back exactly as it was
 * (contract 10.5); a character XML cannot hold (a control character, half
 * of a surrogate pair) becomes U+FFFD. A server's own refusals (a code
 * such as `'not-found'`) are written the same way.
 * @example serviceErrorsXml(toServiceErrors(validateAccount(body))) // '<errors><error><code>002.01.06</code>…'
 */
export function serviceErrorsXml(errors: readonly (ServiceError | ServerError)[]): string {
  let xml = '<errors>';
  for (const { code, parameter, message } of errors)
    xml +=
      `<error><code>${elementText(code)}</code><parameter>${elementText(parameter)}</parameter>` +
      `<message>${elementText(message)}</message></error>`;
  return `${xml}</errors>`;
}
