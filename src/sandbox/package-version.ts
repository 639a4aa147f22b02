/**
 * The package's version, read from the package.json of the nearest folder
 * up from this module that is this package (the sources, tsc's build and
 * the bundles all sit below it).
 */
import { readFile } from 'node:fs/promises';

/**
 * The version of fundraising-rules, or 'unknown' when no package.json of it is found.
 * @example await packageVersion() // '0.1.0'
 */
export async function packageVersion(): Promise<string> {
  for (let folder = new URL('.', import.meta.url); ; folder = new URL('..', folder)) {
    try {
      const manifest = JSON.parse(await readFile(new URL('package.json', folder), 'utf8')) as {
        name?: unknown;
        version?: unknown;
      };
      if (manifest.name === 'fundraising-rules' && typeof manifest.version === 'string') return manifest.version;
    } catch {
      // no package.json here: one folder up
    }
    if (new URL('..', folder).href === folder.href) return 'unknown';
  }
}
