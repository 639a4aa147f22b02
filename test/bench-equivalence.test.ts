/**
 * The benchmark's hand-written validators are held to the package on every
 * test run, not only when someone benchmarks: on the timed payloads, on
 * fuzzed bodies under fuzzed options (the same facts asked, in the same
 * order), and on facts that fail. A benchmark against a validator that does
 * less would flatter nobody. The bench modules run against the built
 * package (npm test builds first).
 */
import { describe, it } from 'vitest';
import { checkDifferential, checkFactFailures, checkPayloads } from '../bench/equivalence.mjs';
import { checkPageDifferential, checkPageFactFailures, checkPagePayloads } from '../bench/equivalence-page.mjs';
import { pageOptions, pagePayloads } from '../bench/page-payloads.mjs';
import { options, payloads } from '../bench/payloads.mjs';

describe('the hand-written account validator of bench/', () => {
  it('gives validateAccount’s results on the timed payloads', () => checkPayloads(payloads, options));
  it('gives validateAccount’s results on 1,000 fuzzed bodies and options', () => checkDifferential(1000));
  it('fails as validateAccount does when a fact fails', () => checkFactFailures(payloads));
});

describe('the hand-written page validator of bench/', () => {
  it('gives validatePage’s results on the timed payloads', () => checkPagePayloads(pagePayloads, pageOptions));
  it('gives validatePage’s results on 1,000 fuzzed bodies and options', () => checkPageDifferential(1000));
  it('fails as validatePage does when a fact fails', () => checkPageFactFailures(pagePayloads));
});
