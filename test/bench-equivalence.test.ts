/**
 * The benchmark's hand-written validators are held to the package on every
 * test run, not only when someone benchmarks: on the timed payloads, on
 * fuzzed bodies under fuzzed options (the same facts asked, in the same
 * order), at every maxIssues cut of fuzzed bodies, on facts that fail, and
 * on the edges the fuzz rarely reaches (age bounds, postcode shapes, reads
 * that throw, a getter that calls the validator again, an event's fixed
 * splits). A benchmark against a validator that does less would flatter
 * nobody. The bench modules run against the built package (npm test builds
 * first).
 */
import { describe, it } from 'vitest';
import {
  checkDifferential,
  checkEdges,
  checkEveryCut,
  checkFactFailures,
  checkPayloads,
  checkReads,
} from '../bench/equivalence.mjs';
import {
  checkPageDifferential,
  checkPageEveryCut,
  checkPageFactFailures,
  checkPageFixedSplits,
  checkPagePayloads,
  checkPageReads,
} from '../bench/equivalence-page.mjs';
import { pageOptions, pagePayloads } from '../bench/page-payloads.mjs';
import { options, payloads } from '../bench/payloads.mjs';

describe('the hand-written account validator of bench/', () => {
  it('gives validateAccount’s results on the timed payloads', () => checkPayloads(payloads, options));
  it('gives validateAccount’s results on 1,000 fuzzed bodies and options', () => checkDifferential(1000));
  it('fails as validateAccount does when a fact fails', () => checkFactFailures(payloads));
  it('stops where validateAccount stops, at every maxIssues cut of 100 fuzzed bodies', () => checkEveryCut(100));
  it('agrees on ages at their bounds and on every postcode shape', () => checkEdges(payloads, options));
  it('reads as validateAccount reads: impossible list lengths, a getter that calls it again', () =>
    checkReads(payloads, options));
});

describe('the hand-written page validator of bench/', () => {
  it('gives validatePage’s results on the timed payloads', () => checkPagePayloads(pagePayloads, pageOptions));
  it('gives validatePage’s results on 1,000 fuzzed bodies and options', () => checkPageDifferential(1000));
  it('fails as validatePage does when a fact fails', () => checkPageFactFailures(pagePayloads));
  it('stops where validatePage stops, at every maxIssues cut of 100 fuzzed bodies', () => checkPageEveryCut(100));
  it('reads the splits as validatePage does: reads that throw, at every cut; a getter that calls it again', () =>
    checkPageReads(pageOptions));
  it('matches an event’s fixed splits as validatePage does, few or many', () => checkPageFixedSplits(pageOptions));
});
