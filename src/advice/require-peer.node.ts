/**
 * Loads the library of an opt-in entry (an optional peer dependency) in the
 * Node build, where a missing one is said in one line naming the package to
 * install instead of Node's own "Cannot find module". Loaded with `require`,
 * so the entry stays a plain module (no top-level await) and its functions
 * synchronous. A `.node.ts` module is in the Node build only, in place of
 * its `.ts` sibling where it has one (scripts/build.mjs); bundlers get the
 * sibling, which imports the library: a missing one fails the build, naming it.
 */
import { createRequire } from 'node:module';

/**
 * Loads a module by name, synchronously; replaceable (tests simulate a missing package).
 * @example const load: PeerLoader = createRequire(import.meta.url);
 */
export type PeerLoader = (specifier: string) => unknown;

/**
 * The library an entry needs is not installed.
 * @example new MissingPeerError('fundraising-rules/telephone', 'libphonenumber-js').message // 'fundraising-rules/telephone needs the package libphonenumber-js: …'
 */
export class MissingPeerError extends Error {
  override readonly name = 'MissingPeerError';
  constructor(
    readonly entry: string,
    readonly packageName: string,
  ) {
    super(`${entry} needs the package ${packageName}: install it with npm install ${packageName}`);
  }
}

/**
 * Loads `specifier` of the package `packageName` for `entry`; a package
 * that cannot be found is `MissingPeerError`, any other failure (a module
 * the package itself lacks included) is rethrown as it is.
 * @example const phone = requirePeer('fundraising-rules/telephone', 'libphonenumber-js', 'libphonenumber-js/min');
 */
export function requirePeer(
  entry: string,
  packageName: string,
  specifier: string,
  load: PeerLoader = createRequire(import.meta.url),
): unknown {
  try {
    return load(specifier);
  } catch (error) {
    const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
    if (code === 'MODULE_NOT_FOUND' && String(message).includes(`'${specifier}'`))
      throw new MissingPeerError(entry, packageName);
    throw error;
  }
}
