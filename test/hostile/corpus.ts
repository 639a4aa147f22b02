/**
 * The hostile-input corpus: inputs an attacker (or an unlucky caller) sends,
 * each with the outcome the package promises. test/hostile.test.ts runs every
 * case: the library's validators and readers in-process, the command line's
 * streams, context files and inputs as real processes of the built bin.
 */

import { accountRules, pageRules } from '../../src/index.js';
import { lengthCodeOf, limitOf } from '../support/tables.js';

/** A JSON request body as text (parsed with JSON.parse), and what validating it must give. */
export interface JsonBodyCase {
  readonly name: string;
  readonly text: string;
  /** Codes the account validator must report (others may come too). */
  readonly account?: readonly string[];
  /** Codes the page validator must report (others may come too). */
  readonly page?: readonly string[];
}

const big = (length: number) => 'x'.repeat(length);

export const jsonBodies: readonly JsonBodyCase[] = [
  { name: 'null', text: 'null', account: ['002.01.01'], page: ['003.01.04'] },
  { name: 'an array', text: '[{"title":"Mr"}]', account: ['002.01.01'], page: ['003.01.04'] },
  { name: 'a string', text: '"title=Mr"', account: ['002.01.01'], page: ['003.01.04'] },
  { name: 'a number', text: '1e308', account: ['002.01.01'], page: ['003.01.04'] },
  { name: 'an empty object', text: '{}', account: ['002.01.02'], page: ['003.01.04'] },
  {
    name: '__proto__ holding the fields (an own key, not a prototype)',
    text: '{"__proto__":{"title":"Mr","surname":"Smith"}}',
    account: ['002.01.02', '002.01.04', '002.01.06'],
  },
  {
    name: 'constructor and prototype keys',
    text: '{"constructor":{"prototype":{"title":"Mr"}},"prototype":"Mr"}',
    account: ['002.01.02', '002.01.04'],
  },
  { name: 'a lone high surrogate in a name', text: '{"surname":"\\ud800"}', account: ['002.01.04'] },
  {
    name: 'a lone low surrogate at the length limit',
    text: `{"surname":"${'\\udc00'.repeat(limitOf(accountRules, 'surname') + 1)}"}`,
    account: ['002.01.06'],
  },
  { name: 'a 1,000,000-character surname', text: `{"surname":"${big(1_000_000)}"}`, account: ['002.01.06'] },
  {
    name: 'a 1,000,000-character email address',
    text: `{"emailAddress":"${big(1_000_000)}"}`,
    account: ['002.01.09', '002.01.10'],
  },
  {
    name: 'nested arrays 3,000 deep as a field',
    text: `{"title":${'['.repeat(3_000)}${']'.repeat(3_000)}}`,
    account: ['002.01.04', 'wrong-type'],
  },
  {
    name: '100,000 custom codes',
    text: `{"fundraiserCustomCode":[${'"c",'.repeat(99_999)}"c"],"charityResourceId":"c1"}`,
    account: ['002.01.23'],
  },
  {
    name: 'custom codes of every JSON type',
    text: '{"fundraiserCustomCode":[null,true,1,{},[],""],"charityResourceId":"c1"}',
    account: ['002.01.22', '002.01.23', 'wrong-type'],
  },
  {
    name: 'splits of every JSON type',
    text: '{"charitySplits":[null,true,1,"c",[],{}]}',
    page: ['003.01.12', '003.01.13', 'wrong-type'],
  },
  {
    name: '100,000 splits',
    text: `{"charitySplits":[${'{"charityResourceId":"c","charitySplitPercent":1},'.repeat(99_999)}{}]}`,
    page: ['003.01.13', '003.01.15', 'duplicate-charity'],
  },
  {
    name: 'percentages past the safe integer range',
    text: '{"charitySplits":[{"charityResourceId":"c","charitySplitPercent":9007199254740993}]}',
    page: ['003.01.15'],
  },
  {
    name: 'a percentage of 100 digits',
    text: `{"charitySplits":[{"charityResourceId":"c","charitySplitPercent":"${'9'.repeat(100)}"}]}`,
    page: ['003.01.15'],
  },
  {
    name: 'a date with a month 13 and a day 0',
    text: '{"dateOfBirth":"19901300","fundraisingDate":"20270100"}',
    account: ['002.01.14'],
    page: ['003.01.07'],
  },
  {
    name: 'white space of every kind as a title',
    text: '{"title":"\\u00a0\\u2028\\ufeff\\t"}',
    account: ['002.01.04'],
  },
  // Text the service's columns cannot store (contract 10.5: not-storable-text).
  { name: 'U+0000 inside a surname', text: '{"surname":"O\\u0000Brien"}', account: ['not-storable-text'] },
  { name: 'U+0000 alone as a page title', text: '{"pageTitle":"\\u0000"}', page: ['not-storable-text'] },
  {
    name: "a lone surrogate in a split's custom code",
    text: '{"charitySplits":[{"charityResourceId":"c1","charitySplitPercent":100,"customCodes":["A\\udc00"]}]}',
    page: ['not-storable-text'],
  },
  {
    name: 'U+0000 at the end of a 1,000,000-character second address line',
    text: `{"addressLine2":"${big(1_000_000)}\\u0000"}`,
    account: ['not-storable-text', lengthCodeOf(accountRules, 'addressLine2')],
  },
  {
    name: 'U+0000 in every one of 100,000 custom codes',
    text: `{"fundraiserCustomCode":[${'"\\u0000",'.repeat(99_999)}"\\u0000"],"charityResourceId":"c1"}`,
    account: ['not-storable-text', '002.01.23'],
  },
  // Numbers JSON reads as Infinity (contract 10.5: the wrong type, and absent).
  { name: '1e400 as a surname', text: '{"surname":1e400}', account: ['wrong-type', '002.01.06'] },
  { name: '-1e400 as the body', text: '-1e400', account: ['002.01.01'], page: ['003.01.04'] },
  {
    name: '1e999 as a split percentage',
    text: '{"charitySplits":[{"charityResourceId":"c1","charitySplitPercent":1e999}]}',
    page: ['wrong-type', '003.01.15'],
  },
  {
    name: '-1e400 in every one of 100,000 custom codes',
    text: `{"fundraiserCustomCode":[${'-1e400,'.repeat(99_999)}-1e400],"charityResourceId":"c1"}`,
    // Each blank code is a 002.01.22 before it is a wrong-type: the cap of 1,000 issues is reached first.
    account: ['002.01.22', '002.01.23'],
  },
  // Splits without a charity (contract 10.5: normalisePage leaves them out).
  {
    name: 'splits without a charity only',
    text: '{"charitySplits":[{},{"customCodes":["A"]},{"charitySplitPercent":null}]}',
    page: ['003.01.12'],
  },
  {
    name: '5,000 splits without a charity',
    text: `{"charitySplits":[${'{},'.repeat(4_999)}{}]}`,
    page: ['003.01.12', '003.01.13'],
  },
];

/** An XML request body, and the payload it must read as, or the reason it must be refused with. */
export interface XmlBodyCase {
  readonly name: string;
  readonly operation: 'account' | 'page';
  readonly text: string;
  readonly payload?: unknown;
  readonly refused?: RegExp;
}

const account = (inner: string) => `<fundraiserAccount>${inner}</fundraiserAccount>`;

export const xmlBodies: readonly XmlBodyCase[] = [
  {
    name: 'a billion-laughs DOCTYPE',
    operation: 'account',
    text: `<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;">]>${account('<title>&lol2;</title>')}`,
    refused: /DOCTYPE and ENTITY declarations are refused/,
  },
  {
    name: 'an external entity',
    operation: 'account',
    text: `<!DOCTYPE a [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>${account('<title>&xxe;</title>')}`,
    refused: /DOCTYPE and ENTITY/,
  },
  { name: 'an undeclared entity', operation: 'account', text: account('<title>&nbsp;</title>'), refused: /entity/ },
  { name: 'the wrong root', operation: 'account', text: '<fundraiserpage/>', refused: /fundraiserAccount/ },
  { name: 'two roots', operation: 'account', text: `${account('')}${account('')}`, refused: /./ },
  { name: 'unclosed elements', operation: 'account', text: '<fundraiserAccount><title>Mr', refused: /malformed XML/ },
  { name: 'an empty document', operation: 'page', text: '   ', refused: /empty/ },
  {
    name: 'a CDATA opener hidden in an instruction and a comment',
    operation: 'account',
    text: account('<?x <![CDATA[ ?><!-- ]]> ?><termsAndConditionsAccepted>Y</termsAndConditionsAccepted> -->'),
    payload: {},
  },
  {
    name: 'an element between comments holding CDATA markers',
    operation: 'account',
    text: account('<!-- <![CDATA[ --><title>Mr</title><!-- ]]> -->'),
    payload: { title: 'Mr' },
  },
  {
    name: 'markup inside CDATA stays text',
    operation: 'account',
    text: account('<surname><![CDATA[<title>Dr</title>&amp;]]></surname>'),
    payload: { surname: '<title>Dr</title>&amp;' },
  },
  {
    name: 'an element named __proto__',
    operation: 'account',
    text: account('<__proto__><title>Mr</title></__proto__><title>Dr</title>'),
    refused: /__proto__/,
  },
  {
    name: 'character references, also of astral characters',
    operation: 'account',
    text: account('<surname>O&apos;Br&#105;en &#x1F600;</surname>'),
    payload: { surname: "O'Brien \u{1F600}" },
  },
  {
    name: 'a character reference to U+0000',
    operation: 'account',
    text: account('<surname>&#0;</surname>'),
    refused: /./,
  },
  {
    name: 'a document over the length limit',
    operation: 'account',
    text: account(`<surname>${big(1_048_576)}</surname>`),
    refused: /more than the 1048576 allowed/,
  },
  {
    name: 'splits 1,000 deep in nesting',
    operation: 'page',
    text: `<fundraiserpage>${'<charitysplits>'.repeat(1000)}${'</charitysplits>'.repeat(1000)}</fundraiserpage>`,
    refused: /./,
  },
];

/** An NDJSON stream given to `check account --ndjson`, and the exit status and documents it must give. */
export interface NdjsonCase {
  readonly name: string;
  readonly bytes: Buffer;
  readonly status: number;
  /** Each JSON document on standard output, in order: 'valid', 'invalid', or the source of an unreadable line. */
  readonly documents: readonly string[];
  /** Text standard error must hold. */
  readonly stderr?: RegExp;
}

const ndjson = (text: string) => Buffer.from(text, 'utf8');

export const ndjsonStreams: readonly NdjsonCase[] = [
  { name: 'an empty stream', bytes: ndjson(''), status: 0, documents: [], stderr: /0 inputs/ },
  { name: 'only blank lines', bytes: ndjson('\n \n\t\r\n'), status: 0, documents: [] },
  {
    name: 'a byte-order mark, CRLF lines and no final newline',
    bytes: ndjson('\uFEFF{"title":"Mr"}\r\n\r\n{}'),
    status: 1,
    documents: ['invalid', 'invalid'],
  },
  {
    name: 'a line that is not JSON between two that are',
    bytes: ndjson('{}\n{"title":\n{}\n'),
    status: 3,
    documents: ['invalid', '-:2', 'invalid'],
    stderr: /-:2: not JSON/,
  },
  {
    name: 'bytes that are not UTF-8 on line 2',
    bytes: Buffer.concat([ndjson('{}\n{"title":"'), Buffer.from([0xff, 0xfe]), ndjson('"}\n{}\n')]),
    status: 3,
    documents: ['invalid', '-:2', 'invalid'],
    stderr: /-:2: cannot be read: not valid UTF-8/,
  },
  {
    name: 'a lone surrogate escaped in JSON',
    bytes: ndjson('{"surname":"\\udfff"}\n'),
    status: 1,
    documents: ['invalid'],
  },
  {
    name: 'JSON values that are not objects',
    bytes: ndjson('null\n[]\n"x"\n7\ntrue\n'),
    status: 1,
    documents: ['invalid', 'invalid', 'invalid', 'invalid', 'invalid'],
  },
];

/** A query string, the operation it is for, and codes it must (and must not) give. */
export interface QueryCase {
  readonly name: string;
  readonly operation: 'search' | 'listing' | 'lookup';
  readonly text: string;
  readonly codes: readonly string[];
}

export const queryStrings: readonly QueryCase[] = [
  {
    name: 'a parameter repeated 50,000 times',
    operation: 'lookup',
    text: `api_key=K&${'a=1&'.repeat(50_000)}`,
    codes: [],
  },
  // An array is no single value: absent (required) and the wrong type.
  {
    name: 'api_key given twice',
    operation: 'lookup',
    text: 'api_key=K&api_key=L',
    codes: ['required', 'wrong-type'],
  },
  {
    name: 'a parameter named __proto__',
    operation: 'search',
    text: '__proto__=x&surname=Smith&api_key=K',
    codes: [],
  },
  { name: 'malformed %-escapes', operation: 'search', text: 'surname=%E0%A4%A&api_key=%', codes: [] },
  { name: 'only separators', operation: 'lookup', text: '&&&=&==&', codes: ['required'] },
  {
    name: 'a listing URL whose path segment is a malformed escape',
    operation: 'listing',
    text: 'https://api.example/events/v1/account/%E0%A4/categorisedpages.json?api_key=K',
    codes: [],
  },
  {
    name: 'a 1,000,000-character surname',
    operation: 'search',
    text: `surname=${big(1_000_000)}&api_key=K`,
    codes: ['too-long'],
  },
];

/** A `--context` file, and whether the command accepts it (exit 0 on a valid account) or refuses it (exit 2, saying why). */
export interface ContextCase {
  readonly name: string;
  readonly bytes: Buffer;
  readonly refused?: RegExp;
}

export const contextFiles: readonly ContextCase[] = [
  { name: 'a byte-order mark', bytes: ndjson('\uFEFF{"today":"20261122"}') },
  { name: 'events keyed __proto__', bytes: ndjson('{"events":{"__proto__":{"status":"closed"}}}') },
  { name: 'not JSON', bytes: ndjson('{today:1}'), refused: /--context .*: .*JSON/ },
  { name: 'not UTF-8', bytes: Buffer.from([0x7b, 0xff, 0x7d]), refused: /not valid UTF-8/ },
  { name: 'an array', bytes: ndjson('[]'), refused: /--context/ },
  { name: 'an unknown key', bytes: ndjson('{"countris":["GB"]}'), refused: /countris/ },
  {
    name: 'an event of an unknown status',
    bytes: ndjson('{"events":{"E1":{"status":"gone"}}}'),
    refused: /events\.E1\.status/,
  },
  { name: 'today not a date', bytes: ndjson('{"today":"20230230"}'), refused: /today/ },
  { name: 'maxIssues of 0', bytes: ndjson('{"maxIssues":0}'), refused: /maxIssues/ },
];

/** An options object, and the TypeError it must cause (or none). */
export interface OptionsCase {
  readonly name: string;
  readonly options: () => unknown;
  readonly refused?: RegExp;
}

export const optionObjects: readonly OptionsCase[] = [
  { name: 'null', options: () => null },
  { name: 'an array', options: () => [], refused: /options must be an object/ },
  { name: 'a string', options: () => 'today', refused: /options must be an object/ },
  { name: 'a misspelt option', options: () => ({ todya: '20261122' }), refused: /'todya' is not an option/ },
  { name: 'a plural misspelt', options: () => ({ countrys: ['GB'] }), refused: /'countrys' is not an option/ },
  { name: 'today not a date', options: () => ({ today: 'tomorrow' }), refused: /today/ },
  { name: 'maxIssues 0', options: () => ({ maxIssues: 0 }), refused: /maxIssues/ },
  { name: 'maxIssues 1.5', options: () => ({ maxIssues: 1.5 }), refused: /maxIssues/ },
  { name: 'countries holding a number', options: () => ({ countries: ['GB', 1] }), refused: /countries/ },
  { name: 'countries as a string', options: () => ({ countries: 'GB' }), refused: /countries/ },
  { name: 'events as a Map', options: () => ({ events: new Map() }), refused: /map\.get/ },
  { name: 'events as an array', options: () => ({ events: [] }), refused: /events/ },
  { name: 'events keyed __proto__', options: () => ({ events: JSON.parse('{"__proto__":{"status":"closed"}}') }) },
  { name: 'a fact that is not a function', options: () => ({ accountExists: true }), refused: /accountExists/ },
  { name: 'an object with no prototype', options: () => Object.create(null) },
  { name: 'fields naming no field (a form of its own)', options: () => ({ fields: ['confirmEmail', 'submit'] }) },
  {
    name: 'fields as dotted input names, deep and odd',
    options: () => ({ fields: ['fundraiserCustomCode.4', 'charitySplits.9.customCodes.2', '.', '..', '__proto__.x'] }),
  },
  {
    name: 'fields as a sparse array claiming 2^32-1 entries',
    options: () => {
      const fields: string[] = [];
      fields[4_294_967_294] = 'surname';
      return { fields };
    },
  },
  { name: 'fields holding a number among names', options: () => ({ fields: ['surname', 7] }), refused: /fields/ },
  { name: 'fields holding a Symbol', options: () => ({ fields: new Set([Symbol('x')]) }), refused: /fields/ },
  {
    name: 'fields as a Map (an iterable of pairs)',
    options: () => ({ fields: new Map([['surname', 1]]) }),
    refused: /fields/,
  },
  {
    name: 'signal-like object without removeEventListener',
    options: () => ({ signal: { aborted: false, addEventListener: () => undefined } }),
    refused: /signal/,
  },
  { name: 'signal as a string', options: () => ({ signal: 'abort' }), refused: /signal/ },
  {
    name: 'an aborted signal whose reason getter throws (the sync validator ignores it)',
    options: () => {
      const controller = new AbortController();
      controller.abort();
      Object.defineProperty(controller.signal, 'reason', {
        get: () => {
          throw new Error('reason');
        },
      });
      return { signal: controller.signal };
    },
  },
  { name: 'strict as text', options: () => ({ strict: 'true' }), refused: /strict/ },
  { name: 'strict off, nothing given', options: () => ({ strict: false }) },
];

/**
 * A form's values as a server or a form library hands them to the form
 * helpers and form schemas, and what they must make of them. Every case
 * must also: never throw, never change the values, give a body of the
 * operation's fields only, and give each form schema issue a path whose
 * first key is a field of the operation (or `[]`).
 */
export interface FormCase {
  readonly name: string;
  readonly operation: 'account' | 'page';
  /** Made afresh for each run (a FormData, a Proxy, an object with getters...). */
  readonly values: () => unknown;
  /** Fields the body must hold (a partial match), or `'empty'` when it must be `{}`. */
  readonly body?: Readonly<Record<string, unknown>> | 'empty';
  /** The number of entries each list of the body must have. */
  readonly lengths?: Readonly<Record<string, number>>;
  /** Issues the form schema must give, by code and path (others may come too). */
  readonly issues?: readonly (readonly [string, readonly (string | number)[]])[];
}

const LONG_CODE = 'X'.repeat(limitOf(accountRules, 'fundraiserCustomCode[]') + 1);
const LONG_ID = 'c'.repeat(limitOf(pageRules, 'charitySplits[].charityResourceId') + 1);

/** A plain object of `count` names made by `name`, each holding `value(i)`. */
const named = (count: number, name: (i: number) => string, value: (i: number) => unknown) => {
  const values: Record<string, unknown> = {};
  for (let i = 0; i < count; i++) values[name(i)] = value(i);
  return values;
};

/** A property that throws when read. */
const throwing = {
  enumerable: true,
  get: (): never => {
    throw new Error('boom');
  },
};

export const formValues: readonly FormCase[] = [
  {
    name: '40,000 names under charitySplits.N.customCodes.M, the first code of each split blank',
    operation: 'page',
    values: () => ({
      ...named(
        40_000,
        (i) => `charitySplits.${i % 200}.customCodes.${Math.floor(i / 200)}`,
        (i) => (i < 200 ? '' : i === 39_999 ? LONG_CODE : 'C'),
      ),
    }),
    lengths: { charitySplits: 200 },
    issues: [
      ['002.01.23', ['charitySplits', 0, 'customCodes']],
      ['002.01.22', ['charitySplits', 199, 'customCodes', 199]],
    ],
  },
  {
    name: '40,000 entries of one repeated FormData name',
    operation: 'account',
    values: () => {
      const form = new FormData();
      for (let i = 0; i < 40_000; i++) form.append('fundraiserCustomCode', i === 39_999 ? LONG_CODE : 'C');
      form.append('charityResourceId', 'c1');
      return form;
    },
    lengths: { fundraiserCustomCode: 40_000 },
    issues: [
      ['002.01.23', ['fundraiserCustomCode']],
      ['002.01.22', ['fundraiserCustomCode', 39_999]],
    ],
  },
  {
    name: 'a URLSearchParams of 40,000 names of neither operation',
    operation: 'account',
    values: () =>
      new URLSearchParams(
        Object.entries(
          named(
            40_000,
            (i) => `x${i}.${i}`,
            () => 'v',
          ),
        ) as [string, string][],
      ),
    body: { termsAndConditionsAccepted: 'N' },
  },
  {
    name: '__proto__, constructor and prototype as names, flat and nested',
    operation: 'page',
    values: () =>
      JSON.parse(
        '{"__proto__":{"pageTitle":"p"},"charitySplits.__proto__.charityResourceId":"a","charitySplits.0.__proto__":"b",' +
          '"charitySplits":{"__proto__":[{"charityResourceId":"c"}],"constructor":{"prototype":{"charityResourceId":"d"}},' +
          '"1":{"__proto__":{"charitySplitPercent":"9"},"charityResourceId":"e"}},"constructor":{"prototype":{"pageTitle":"q"}}}',
      ),
    body: { teamPageIndicator: 'N', charitySplits: [{ charityResourceId: 'e' }] },
    lengths: { charitySplits: 1 },
  },
  {
    name: 'a react-hook-form list with a claimed length of 2^32 - 1, its last index faulty',
    operation: 'account',
    values: () => {
      const codes: unknown[] = [];
      codes[4_294_967_294] = LONG_CODE;
      codes[0] = '';
      return { fundraiserCustomCode: codes, charityResourceId: 'c1' };
    },
    lengths: { fundraiserCustomCode: 1 },
    issues: [['002.01.22', ['fundraiserCustomCode', 4_294_967_294]]],
  },
  {
    name: 'splits a billion indices apart, undefined between them',
    operation: 'page',
    values: () => {
      const splits: unknown[] = [undefined, { charityResourceId: '', charitySplitPercent: '' }];
      splits[1_000_000_000] = { charityResourceId: LONG_ID, charitySplitPercent: '100' };
      return { pageTitle: 'Swim', charitySplits: splits };
    },
    lengths: { charitySplits: 1 },
    issues: [['too-long', ['charitySplits', 1_000_000_000, 'charityResourceId']]],
  },
  {
    name: 'an array with a claimed length of 2^32 - 1 and no entries',
    operation: 'page',
    values: () => ({ charitySplits: new Array(4_294_967_295) }),
    body: { teamPageIndicator: 'N' },
    issues: [['003.01.12', ['charitySplits']]],
  },
  {
    name: 'a FormData-like whose entries() throws midway',
    operation: 'account',
    values: () => ({
      *entries() {
        yield ['surname', 'Turing'];
        yield ['fundraiserCustomCode', 'A'];
        throw new Error('boom');
      },
    }),
    body: 'empty',
  },
  {
    name: 'a FormData-like whose entries are not pairs',
    operation: 'account',
    values: () =>
      new Map<unknown, unknown>([
        [1, 'x'],
        [Symbol('s'), 'y'],
        ['surname', 'Turing'],
      ]),
    body: { surname: 'Turing' },
  },
  {
    name: 'a getter that throws, nested under a wanted name',
    operation: 'page',
    values: () => ({ pageTitle: 'Swim', charitySplits: [Object.defineProperty({}, 'charityResourceId', throwing)] }),
    body: 'empty',
  },
  {
    name: 'a getter that throws under a name of neither operation',
    operation: 'account',
    values: () => Object.defineProperty({ surname: 'Turing' }, 'submit', throwing),
    body: { surname: 'Turing' },
  },
  {
    name: 'a revoked Proxy as a split',
    operation: 'page',
    values: () => {
      const { proxy, revoke } = Proxy.revocable({}, {});
      revoke();
      return { charitySplits: [proxy] };
    },
    body: 'empty',
  },
  {
    name: 'lists nested 10,000 deep, and a cyclic split',
    operation: 'page',
    values: () => {
      let deep: unknown = 'deep';
      for (let i = 0; i < 10_000; i++) deep = [deep];
      const split: Record<string, unknown> = { charityResourceId: 'c1', charitySplitPercent: '100' };
      split.customCodes = [deep, split, 'A'];
      split.self = split;
      return { charitySplits: [split, deep] };
    },
    body: { charitySplits: [{ charityResourceId: 'c1', charitySplitPercent: '100', customCodes: ['A'] }] },
  },
  {
    name: 'a Proxy listing 100,000 keys',
    operation: 'account',
    values: () =>
      new Proxy(
        {},
        {
          ownKeys: () => Array.from({ length: 100_000 }, (_, i) => `fundraiserCustomCode.${i}`),
          getOwnPropertyDescriptor: () => ({ value: 'C', enumerable: true, configurable: true, writable: true }),
          get: (_, key) => (typeof key === 'string' && key.startsWith('fundraiserCustomCode.') ? 'C' : undefined),
        },
      ),
    lengths: { fundraiserCustomCode: 100_000 },
    issues: [['002.01.23', ['fundraiserCustomCode']]],
  },
  {
    name: 'a name of 100,000 dots under a field',
    operation: 'page',
    values: () => ({ [`charitySplits${'.0'.repeat(100_000)}`]: 'x', pageTitle: 'Swim' }),
    body: { pageTitle: 'Swim' },
  },
];

/**
 * A message of the service's error response, and what it must read back as
 * from `serviceErrorsXml` (contract 10.5): itself when it is made of
 * characters XML 1.0 can hold, else with each other character as U+FFFD.
 */
export interface ErrorMessageCase {
  readonly name: string;
  readonly message: string;
  readonly readsBack?: string;
}

export const errorMessages: readonly ErrorMessageCase[] = [
  { name: 'a carriage return alone', message: '\r' },
  { name: 'CR LF between two lines', message: 'one\r\ntwo' },
  { name: 'LF CR, and CR at both ends', message: '\rone\n\rtwo\r' },
  { name: 'a reference written out', message: 'a &#13; b &amp; c' },
  { name: 'white space only', message: ' \t\r\n ' },
  { name: 'markup and a CDATA end', message: '<![CDATA[ x ]]> <a href="y">\'z\'</a>' },
  { name: 'astral characters beside a CR', message: '\u{1F600}\r\u{10FFFF}' },
  { name: '100,000 characters, a CR every 10', message: 'abcdefghi\r'.repeat(10_000) },
  { name: '10,000 CR LF pairs', message: '\r\n'.repeat(10_000) },
  { name: 'U+0000 and a bell', message: 'a\u0000b\u0007c', readsBack: 'a\ufffdb\ufffdc' },
  { name: 'lone surrogates beside a CR', message: '\ud800\r\udc00', readsBack: '\ufffd\r\ufffd' },
  { name: 'U+FFFE and U+FFFF', message: '\ufffe\r\uffff', readsBack: '\ufffd\r\ufffd' },
];

/**
 * An input for `normaliseAccount` / `normalisePage` (made afresh for each
 * run), and what each must give: never a throw, and lists holding only
 * the entries the input holds, in order, each once (contract 10.5).
 */
export interface NormaliserCase {
  readonly name: string;
  readonly input: () => unknown;
  readonly account?: Readonly<Record<string, unknown>>;
  readonly page?: Readonly<Record<string, unknown>>;
}

/** A list holding `entries`, and `extra` under each of `keys` (no index among them). */
const listWithKeys = (entries: readonly unknown[], keys: readonly string[], extra: unknown): unknown[] => {
  const list: unknown[] = [...entries];
  for (const key of keys) (list as unknown as Record<string, unknown>)[key] = extra;
  return list;
};
const LIKE_INDICES = ['', '-1', '-0', '0x0', '01', '1.0', '1e0', ' 1', '+1', '4294967295', '4294967296'];
const revoked = (): object => {
  const { proxy, revoke } = Proxy.revocable({}, {});
  revoke();
  return proxy;
};

export const normaliserInputs: readonly NormaliserCase[] = [
  { name: 'a revoked Proxy as the body', input: revoked, account: {}, page: {} },
  {
    name: 'revoked Proxies as a field, a list and a split',
    input: () => ({
      surname: revoked(),
      fundraiserCustomCode: [revoked(), 'A'],
      pageTitle: 'Swim',
      charitySplits: [revoked(), { charityResourceId: 'c1', charitySplitPercent: '100' }],
    }),
    account: { fundraiserCustomCode: ['A'] },
    page: { pageTitle: 'Swim', charitySplits: [{ charityResourceId: 'c1', charitySplitPercent: 100 }] },
  },
  {
    name: 'custom codes beside integer-like keys that are no index',
    input: () => ({ fundraiserCustomCode: listWithKeys(['A', 'B'], LIKE_INDICES, 'EXTRA') }),
    account: { fundraiserCustomCode: ['A', 'B'] },
  },
  {
    name: "a split's custom codes beside integer-like keys",
    input: () => ({
      charitySplits: [{ charityResourceId: 'c1', customCodes: listWithKeys(['A'], LIKE_INDICES, 'EXTRA') }],
    }),
    page: { charitySplits: [{ charityResourceId: 'c1', customCodes: ['A'] }] },
  },
  {
    name: 'splits beside integer-like keys holding splits',
    input: () => ({
      charitySplits: listWithKeys([{ charityResourceId: 'c1', charitySplitPercent: 60 }], LIKE_INDICES, {
        charityResourceId: 'extra',
        charitySplitPercent: 40,
      }),
    }),
    page: { charitySplits: [{ charityResourceId: 'c1', charitySplitPercent: 60 }] },
  },
  {
    name: 'a sparse list claiming 2^32 - 1 entries, holding two and integer-like keys',
    input: () => {
      const codes = listWithKeys([], LIKE_INDICES, 'EXTRA');
      codes[4_294_967_294] = 'LAST';
      codes[1] = 'FIRST';
      return { fundraiserCustomCode: codes };
    },
    account: { fundraiserCustomCode: ['FIRST', 'LAST'] },
  },
  {
    name: 'splits without a charity among 5,000 entries',
    input: () => ({
      charitySplits: [
        ...Array.from({ length: 2_500 }, () => ({})),
        { charityResourceId: 'c1', charitySplitPercent: 100 },
        ...Array.from({ length: 2_499 }, () => ({ customCodes: ['A'] })),
      ],
    }),
    page: { charitySplits: [{ charityResourceId: 'c1', charitySplitPercent: 100 }] },
  },
  {
    name: 'a getter that throws on every field',
    input: () =>
      new Proxy(
        {},
        {
          get: () => {
            throw new Error('boom');
          },
        },
      ),
    account: {},
    page: {},
  },
  {
    name: 'numbers that are not finite in every kind of field',
    input: () => ({
      surname: Number.POSITIVE_INFINITY,
      fundraiserCustomCode: [Number.NaN, 'A'],
      postEventFundraisingInterval: Number.NEGATIVE_INFINITY,
      charitySplits: [{ charityResourceId: 'c1', charitySplitPercent: Number.POSITIVE_INFINITY }],
    }),
    account: { fundraiserCustomCode: ['A'] },
    page: { charitySplits: [{ charityResourceId: 'c1' }] },
  },
];

/**
 * A request target sent to the sandbox (a POST of `{}` without an api_key),
 * and the status it must get (never a 5xx): 400 for a target the URL parser
 * refuses, 404 for a path of no operation, 401 for an operation's path
 * (the api_key is checked before anything else).
 */
export interface RequestTargetCase {
  readonly name: string;
  readonly target: string;
  readonly status: number;
}

export const requestTargets: readonly RequestTargetCase[] = [
  { name: 'an authority with an opening bracket', target: '//[', status: 400 },
  { name: 'an authority with credentials and no host', target: '//a:b@', status: 400 },
  { name: 'an authority of a bad IPv6 address', target: '//[:::1]/fundraisers/v1/newaccount', status: 400 },
  { name: 'a port out of range', target: '//127.0.0.1:99999/x', status: 400 },
  { name: '2,000 slashes', target: '/'.repeat(2_000), status: 400 },
  { name: 'an absolute URL the parser refuses', target: 'http://[/fundraisers/v1/newaccount', status: 400 },
  { name: 'an absolute URL with a bad port', target: 'http://a:b@127.0.0.1:x/', status: 400 },
  { name: 'an asterisk', target: '*', status: 404 },
  { name: 'a path of no operation', target: '/fundraisers/v1/nothing', status: 404 },
  { name: "the account operation's path, its query a bracket", target: '/fundraisers/v1/newaccount?//[', status: 401 },
  { name: 'a resource ID of U+0000', target: '/fundraisers/v1/account/secure/%00/newpage', status: 401 },
  {
    name: 'a resource ID of a lone surrogate',
    target: '/fundraisers/v1/account/secure/%ED%B0%80/newpage',
    status: 401,
  },
  {
    name: 'a resource ID of 4,000 escapes',
    target: `/fundraisers/v1/account/secure/${'%41'.repeat(4_000)}/newpage`,
    status: 401,
  },
  { name: 'an api_key of U+0000', target: '/fundraisers/v1/newaccount?api_key=%00', status: 401 },
  { name: 'a request line Node refuses', target: 'a b', status: 400 },
];

/**
 * A `messages` option and a body that makes its key's rule fire (contract
 * 10.5): a message function gets a copy of the issue, so whatever it does
 * to it leaves the result's paths and params as they are; a template is
 * filled in one pass, whatever braces it holds, each `{name}` with a
 * value replaced and every other brace kept.
 */
export interface MessageCase {
  readonly name: string;
  readonly operation: 'account' | 'page';
  readonly body: Readonly<Record<string, unknown>>;
  /** The message key. */
  readonly key: string;
  readonly message: string | ((issue: { path: unknown[]; params?: Record<string, unknown> }) => string);
}

/** A message function that changes everything it is given, and answers `changed`. */
const meddling = (issue: { path: unknown[]; params?: Record<string, unknown> }): string => {
  issue.path.length = 0;
  issue.path.push('elsewhere', -1);
  if (issue.params !== undefined) {
    for (const key of Object.keys(issue.params)) issue.params[key] = 'changed';
    issue.params.added = true;
  }
  Object.assign(issue, { code: 'changed', parameter: 'changed', severity: 'warning' });
  return 'changed';
};

const LONG_SURNAME = { surname: 'S'.repeat(51) };
const SPLITS_WITHOUT_CHARITY = {
  charitySplits: [{ charityResourceId: 'c1', charitySplitPercent: 50 }, ...Array(4).fill({ charitySplitPercent: 10 })],
};

export const messageOptions: readonly MessageCase[] = [
  {
    name: 'a function changing a surname issue',
    operation: 'account',
    body: LONG_SURNAME,
    key: '002.01.06',
    message: meddling,
  },
  {
    name: "a function changing the issues of four splits' charities",
    operation: 'page',
    body: SPLITS_WITHOUT_CHARITY,
    key: '003.01.14',
    message: meddling,
  },
  {
    name: "a function changing a split's blank custom codes, 100 of them",
    operation: 'page',
    body: { charitySplits: [{ charityResourceId: 'c1', charitySplitPercent: 100, customCodes: Array(100).fill(' ') }] },
    key: '002.01.22',
    message: meddling,
  },
  {
    name: '500,000 opening braces',
    operation: 'account',
    body: LONG_SURNAME,
    key: '002.01.06',
    message: '{'.repeat(500_000),
  },
  {
    name: "200,000 '{max' never closed",
    operation: 'account',
    body: LONG_SURNAME,
    key: '002.01.06',
    message: '{max'.repeat(200_000),
  },
  {
    name: '200,000 placeholders, each filled',
    operation: 'account',
    body: LONG_SURNAME,
    key: '002.01.06',
    message: '{max}/{length} '.repeat(100_000),
  },
  {
    name: '100,000 doubled braces around a placeholder',
    operation: 'account',
    body: LONG_SURNAME,
    key: '002.01.06',
    message: '{{max}}'.repeat(100_000),
  },
  {
    name: '300,000 empty and unknown placeholders',
    operation: 'page',
    body: { pageTitle: 'P'.repeat(46) },
    key: '003.01.05',
    message: '{}{nope}}{'.repeat(100_000),
  },
];
