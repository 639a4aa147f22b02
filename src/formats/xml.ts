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
import { XML_DECLARATION, XML_REFERENCE } from '../engine/patterns.js';

/** Why an XML body could not be read. Never a partial payload: the whole body is refused. */
export class XmlBodyError extends Error {
  override readonly name = 'XmlBodyError';
}

/** Limits of the XML readers. */
export interface XmlOptions {
  /** The largest document accepted, in characters; default 1,048,576 (1 MiB of ASCII). */
  maxLength?: number;
}

const DEFAULT_MAX_LENGTH = 1_048_576;
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

function readBody(text: string, shape: Shape, options: XmlOptions | undefined): unknown {
  if (typeof text !== 'string') throw new TypeError('fundraising-rules: an XML body must be a string');
  const maxLength = options?.maxLength ?? DEFAULT_MAX_LENGTH;
  if (text.length > maxLength) throw new XmlBodyError(`the document has ${text.length} characters, more than the ${maxLength} allowed`);
  if (XML_DECLARATION.test(text)) {
    throw new XmlBodyError('DOCTYPE and ENTITY declarations are refused (entity expansion and external entities are attacks)');
  }
  const verdict = XMLValidator.validate(text);
  if (verdict !== true) throw new XmlBodyError(`malformed XML at line ${verdict.err.line}, column ${verdict.err.col}: ${verdict.err.msg}`);
  let document: Record<string, unknown>;
  try {
    document = parserFor(shape).parse(text) as Record<string, unknown>;
  } catch (error) {
    throw new XmlBodyError(`the document cannot be read: ${(error as Error).message}`);
  }
  const roots = Object.keys(document);
  if (roots.length !== 1 || roots[0] !== shape.root) {
    throw new XmlBodyError(`the root element must be <${shape.root}>, not ${roots.map((root) => `<${root}>`).join(', ') || 'nothing'}`);
  }
  const body = decode(document[shape.root]);
  return body === '' ? {} : rename(body, shape);
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
  return text.replace(XML_REFERENCE, (_whole, name: string) => {
    if (name.startsWith('#')) {
      const code = name.startsWith('#x') ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
      if (code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff) || code === 0) throw new XmlBodyError(`&${name}; is not a character`);
      return String.fromCodePoint(code);
    }
    const character = PREDEFINED[name];
    if (character === undefined) throw new XmlBodyError(`the entity &${name}; is not declared (XML knows &amp; &lt; &gt; &quot; &apos;)`);
    return character;
  });
}

function rename(body: unknown, shape: Shape): unknown {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return body;
  const renamed: Record<string, unknown> = {};
  for (const [key, raw] of Object.entries(body)) {
    const target = shape.renamed[key] ?? key;
    const value = shape.objects.includes(key) && Array.isArray(raw) ? raw.map((entry) => (entry === '' ? {} : entry)) : raw;
    if (Object.hasOwn(renamed, target)) throw new XmlBodyError(`both <${key}> and <${target}> elements are present`);
    defineField(renamed, target, value);
  }
  return renamed;
}

/** Sets a field as an own data property, even for a name such as `__proto__`. */
function defineField(target: Record<string, unknown>, key: string, value: unknown): void {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}
