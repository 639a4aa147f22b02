/**
 * The schema-library peers (bench/peer-valibot-*.mjs, bench/peer-zod-*.mjs)
 * held to the package, as the hand-written yardsticks are: a peer whose
 * verdicts drift from the rules would time a different contract. On each
 * timed payload (the bench's options) and on a corpus of generated bodies
 * (fast-check, seeded: the account and page fuzz bodies without getters or
 * Proxies, under options that give every fact), each peer must give what
 * `validateAccount` / `validatePage` give:
 *
 * - the same verdict (`valid`) and the same `codes`, compared as sets;
 * - the same issues as a multiset of (code, path, severity, parameter):
 *   contract section 3 lets consumers compare codes as sets, and the
 *   libraries report in schema order (each field's checks, then the rules
 *   across fields), not in the package's table order;
 * - nothing `unchecked`, nothing `truncated` (every fact is given; no cut).
 *
 * Not compared: the messages. A peer's message is its code, as a schema
 * library's message slot carries it: building the package's messages (its
 * cases, the params they quote) in a library's own message functions would
 * time that glue, not the library, and no peer offers `messages`,
 * `maxIssues` or `fields`.
 *
 * Run directly (`node bench/equivalence-peers.mjs [runs]`) it checks every
 * peer and exits 1 on a difference, printing the first ones; bench/run.mjs
 * runs it so, in a process of its own, before timing anything.
 */
import { pathToFileURL } from 'node:url';
import fc from 'fast-check';
import { validateAccount, validatePage } from 'fundraising-rules';
import { plainAccountBodies } from './equivalence.mjs';
import { answer } from './equivalence-common.mjs';
import { plainPageBodies, wellFormedEvents } from './equivalence-page.mjs';
import { pageOptions, pagePayloads } from './page-payloads.mjs';
import { options, payloads } from './payloads.mjs';
import { validateAccountValibot } from './peer-valibot-account.mjs';
import { validatePageValibot } from './peer-valibot-page.mjs';
import { validateAccountZod } from './peer-zod-account.mjs';
import { validatePageZod } from './peer-zod-page.mjs';

/** The account corpus's options: every fact the account rules ask, each answering by the parity of its question. */
const accountCorpusOptions = {
  today: '20261122',
  countries: ['GB', 'UK', 'US', 'CA', 'FR', 'DE', 'IE', 'JE', 'ZZ'],
  charities: ['CH1', 'CH2', 'c'.repeat(36)],
  accountExists: answer.even,
  personalUrlTaken: answer.even,
  telephoneExists: answer.even,
  postcodeFormat: answer.even,
};

/** The page corpus's options: every fact the page rules ask. */
const pageCorpusOptions = {
  today: '20261122',
  activities: ['001', '002', '039'],
  charities: ['CH1', 'CH2', 'CH3', 'c'.repeat(36), '5'],
  events: wellFormedEvents(),
  teamUrlTaken: answer.even,
};

/** What a peer is held to of a result (see the header): order aside, messages aside. */
export function verdict(result) {
  const issues = result.issues
    .map(({ code, path, severity, parameter }) => `${code} ${JSON.stringify(path)} ${severity} ${parameter}`)
    .sort();
  return {
    valid: result.valid,
    codes: [...result.codes].sort(),
    issues,
    unchecked: result.unchecked.length,
    truncated: result.truncated,
  };
}

/** The differences between a peer's verdict and the package's, in words (none: an empty list). */
function differences(expected, found) {
  const said = [];
  if (expected.valid !== found.valid) said.push(`valid: ${found.valid}, the package says ${expected.valid}`);
  if (JSON.stringify(expected.codes) !== JSON.stringify(found.codes))
    said.push(`codes: ${found.codes.join(' ')}; the package: ${expected.codes.join(' ')}`);
  const left = [...expected.issues];
  const extra = [];
  for (const issue of found.issues) {
    const at = left.indexOf(issue);
    if (at === -1) extra.push(issue);
    else left.splice(at, 1);
  }
  if (left.length > 0) said.push(`missing: ${left.join('; ')}`);
  if (extra.length > 0) said.push(`extra: ${extra.join('; ')}`);
  if (expected.unchecked !== found.unchecked || expected.truncated !== found.truncated)
    said.push(`unchecked ${expected.unchecked}/${found.unchecked}, truncated ${expected.truncated}/${found.truncated}`);
  return said;
}

/**
 * A validator, as the check calls it.
 * @typedef {(body: unknown, options: any) => import('fundraising-rules').ValidationResult} Validator
 */

/**
 * The peers, each with its package validator, its payloads (bench options) and its corpus.
 * @type {{ engine: Validator, peers: Record<string, Validator>, payloads: { name: string, body: unknown }[], options: object, corpus: fc.Arbitrary<unknown>, corpusOptions: object, label: string }[]}
 */
const suites = [
  {
    engine: validateAccount,
    peers: { valibot: validateAccountValibot, zod: validateAccountZod },
    payloads,
    options,
    corpus: plainAccountBodies,
    corpusOptions: accountCorpusOptions,
    label: 'account',
  },
  {
    engine: validatePage,
    peers: { valibot: validatePageValibot, zod: validatePageZod },
    payloads: pagePayloads,
    options: pageOptions,
    corpus: plainPageBodies,
    corpusOptions: pageCorpusOptions,
    label: 'page',
  },
];

/**
 * Every peer on the timed payloads and `runs` generated bodies per
 * operation: the list of differences found (empty when every peer agrees),
 * at most `limit` of them in words.
 */
export function checkPeers(runs = 2000, seed = 20261122, limit = 8) {
  const found = [];
  let count = 0;
  for (const suite of suites) {
    const corpus = fc.sample(suite.corpus, { numRuns: runs, seed });
    const cases = [
      ...suite.payloads.map(({ name, body }) => ({ name: `payload '${name}'`, body, given: suite.options })),
      ...corpus.map((body, index) => ({ name: `generated body ${index}`, body, given: suite.corpusOptions })),
    ];
    for (const [peerName, peer] of Object.entries(suite.peers)) {
      for (const { name, body, given } of cases) {
        const said = differences(verdict(suite.engine(body, given)), verdict(peer(body, given)));
        if (said.length === 0) continue;
        count++;
        if (found.length < limit)
          found.push(`${peerName} ${suite.label} peer, ${name} ${JSON.stringify(body)}:\n  ${said.join('\n  ')}`);
      }
    }
  }
  return { count, found };
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const runs = Number(process.argv[2] ?? 2000);
  const { count, found } = checkPeers(runs);
  if (count > 0) {
    console.error(`the peers are NOT equivalent to the package: ${count} differences, the first ones:\n`);
    console.error(found.join('\n\n'));
    process.exit(1);
  }
  console.log(`equivalence: the valibot and zod peers = the package on the payloads and ${runs} generated bodies each`);
}
