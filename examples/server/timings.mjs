/**
 * Where the server's time goes, for the load bench (`--timings`, served at
 * GET /__timings): process.hrtime.bigint() around the validation, around the
 * fact queries it waits for, around the write transaction, and around every
 * call into Postgres itself. Off by default: then nothing is measured.
 */
import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * @typedef {object} Totals
 * @property {number} requests create requests whose body was read
 * @property {bigint} validationNs wall time in the validators, less the time they waited for fact queries
 * @property {bigint} factNs wall time while at least one fact query of a request was outstanding (and the page owner's lookup)
 * @property {bigint} writeNs wall time in the write transactions
 * @property {bigint} postgresNs time inside Postgres (PGlite's synchronous protocol calls): CPU, exact under any concurrency
 * @property {number} conflicts writes a constraint refused, answered as the validator then said
 */

/**
 * @param {boolean} enabled
 * @param {import('@electric-sql/pglite').PGlite} db its Postgres calls are timed when enabled
 */
export function createTimings(enabled, db) {
  /** @type {Totals} */
  const totals = { requests: 0, validationNs: 0n, factNs: 0n, writeNs: 0n, postgresNs: 0n, conflicts: 0 };
  const now = enabled ? () => process.hrtime.bigint() : () => 0n;
  /** @type {AsyncLocalStorage<{ pending: number, since: bigint, waited: bigint }>} */
  const validation = new AsyncLocalStorage();

  if (enabled && typeof db.execProtocolRawSync === 'function') {
    const call = db.execProtocolRawSync.bind(db);
    db.execProtocolRawSync = (message) => {
      const start = now();
      try {
        return call(message);
      } finally {
        totals.postgresNs += now() - start;
      }
    };
  }

  return {
    totals,
    /**
     * A fact query, timed: inside a validation, the time while any of its
     * queries is outstanding (two asked together count once); outside, its own.
     * @template {unknown[]} A
     * @template R
     * @param {(...args: A) => Promise<R>} ask
     * @returns {(...args: A) => Promise<R>}
     */
    fact(ask) {
      if (!enabled) return ask;
      return async (...args) => {
        const waiting = validation.getStore();
        const start = now();
        if (waiting !== undefined && waiting.pending++ === 0) waiting.since = start;
        try {
          return await ask(...args);
        } finally {
          const end = now();
          if (waiting === undefined) totals.factNs += end - start;
          else if (--waiting.pending === 0) waiting.waited += end - waiting.since;
        }
      };
    },
    /**
     * @template T
     * @param {() => Promise<T>} run a validation
     * @returns {Promise<T>}
     */
    async validation(run) {
      if (!enabled) return run();
      const waiting = { pending: 0, since: 0n, waited: 0n };
      const start = now();
      try {
        return await validation.run(waiting, run);
      } finally {
        const wall = now() - start;
        totals.factNs += waiting.waited;
        totals.validationNs += wall - waiting.waited;
      }
    },
    /**
     * @template T
     * @param {() => Promise<T>} run a write transaction
     * @returns {Promise<T>}
     */
    async write(run) {
      const start = now();
      try {
        return await run();
      } finally {
        totals.writeNs += now() - start;
      }
    },
    /** The totals as JSON numbers. */
    snapshot() {
      return Object.fromEntries(Object.entries(totals).map(([name, value]) => [name, Number(value)]));
    },
  };
}
