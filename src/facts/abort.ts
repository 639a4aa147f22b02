/**
 * Cancellation (contract sections 9.5 and 10.5): what the validators read of
 * an `AbortSignal`, each read guarded so that a caller's throwing getter
 * fails the validation, never the process; and one `abort` listener per
 * signal, however many validations share it (Node warns past ten).
 */

/**
 * Is `value` an `AbortSignal` (`instanceof`)? Never where the global is
 * missing, nor for a value whose prototype cannot be read (a Proxy's trap
 * that throws).
 * @example isAbortSignal(new AbortController().signal) // true
 */
export function isAbortSignal(value: unknown): value is AbortSignal {
  if (typeof AbortSignal !== 'function') return false;
  try {
    return value instanceof AbortSignal;
  } catch {
    return false;
  }
}

/**
 * Is the signal aborted? A getter that throws counts as an abort.
 * @example if (isAborted(signal)) throw reasonOf(signal);
 */
export function isAborted(signal: AbortSignal): boolean {
  try {
    return signal.aborted === true;
  } catch {
    return true;
  }
}

/**
 * The signal's reason; when reading it throws, the error thrown stands in for it.
 * @example reasonOf(AbortSignal.abort('gone')) // 'gone'
 */
export function reasonOf(signal: AbortSignal): unknown {
  try {
    return signal.reason;
  } catch (error) {
    return error;
  }
}

/** What is told of an abort: the reason. */
type Watcher = (reason: unknown) => void;

/** The one listener a signal has, and the watchers it tells. */
interface Listening {
  readonly listener: () => void;
  readonly watchers: Set<Watcher>;
}

/** The signals listened to, while a watcher is left. */
const listening = new WeakMap<AbortSignal, Listening>();

/**
 * Calls `watcher` with the signal's reason once the signal is aborted
 * (at once when it is already); returns how to stop watching. The signal has
 * one listener of ours, added for its first watcher and removed with its
 * last, so any number of validations may share it.
 * @example const stop = whenAborted(signal, reject); try { await work } finally { stop(); }
 */
export function whenAborted(signal: AbortSignal, watcher: Watcher): () => void {
  if (isAborted(signal)) {
    watcher(reasonOf(signal));
    return () => undefined;
  }
  let entry = listening.get(signal);
  if (entry === undefined) {
    entry = { listener: () => tell(signal), watchers: new Set() };
    signal.addEventListener('abort', entry.listener, { once: true });
    listening.set(signal, entry);
  }
  entry.watchers.add(watcher);
  return () => stop(signal, watcher);
}

/** Tells every watcher of an aborted signal its reason, read once. */
function tell(signal: AbortSignal): void {
  const entry = listening.get(signal);
  if (entry === undefined) return;
  listening.delete(signal);
  const reason = reasonOf(signal);
  for (const watcher of entry.watchers) watcher(reason);
}

/** Stops one watcher; the signal's listener goes with its last. */
function stop(signal: AbortSignal, watcher: Watcher): void {
  const entry = listening.get(signal);
  if (entry === undefined || !entry.watchers.delete(watcher) || entry.watchers.size > 0) return;
  listening.delete(signal);
  signal.removeEventListener('abort', entry.listener);
}
