/**
 * The opt-in entries' libraries are optional peer dependencies (contract
 * 10.7): without one, importing its entry fails with one line naming the
 * package to install, and so does the command line's `--advice`; the rest of
 * the package works without them. Proved on the built package (npm test
 * builds before vitest runs), installed in a scratch folder with its runtime
 * dependencies and without the peers.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, readFileSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { MissingPeerError, requirePeer } from '../src/advice/require-peer.node.js';
import { ROOT, scratchFolder } from './support/cli.js';

const PACKAGE = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
  peerDependencies: Record<string, string>;
  peerDependenciesMeta: Record<string, { optional?: boolean }>;
};

const notFound = (specifier: string) =>
  Object.assign(new Error(`Cannot find module '${specifier}'\nRequire stack:\n- /somewhere`), {
    code: 'MODULE_NOT_FOUND',
  });

describe('requirePeer', () => {
  it('a package that cannot be found is one line naming it', () => {
    const load = (specifier: string) => {
      throw notFound(specifier);
    };
    expect(() =>
      requirePeer('fundraising-rules/telephone', 'libphonenumber-js', 'libphonenumber-js/min', load),
    ).toThrow(new MissingPeerError('fundraising-rules/telephone', 'libphonenumber-js'));
    expect(new MissingPeerError('fundraising-rules/telephone', 'libphonenumber-js').message).toBe(
      'fundraising-rules/telephone needs the package libphonenumber-js: install it with npm install libphonenumber-js',
    );
  });

  it('any other failure is rethrown as it is: a module the package lacks, or an error of its own', () => {
    const lacking = notFound('./metadata.json');
    expect(() =>
      requirePeer('fundraising-rules/telephone', 'libphonenumber-js', 'libphonenumber-js/min', () => {
        throw lacking;
      }),
    ).toThrow(lacking);
    const own = new SyntaxError('Unexpected token');
    expect(() =>
      requirePeer('fundraising-rules/postcode', 'postcode-validator', 'postcode-validator', () => {
        throw own;
      }),
    ).toThrow(own);
  });

  it('loads what is there', () => {
    expect(requirePeer('e', 'p', 'x', (specifier) => ({ specifier }))).toEqual({ specifier: 'x' });
  });
});

describe('the Node build and the bundlers see the same library modules', () => {
  it.each(['telephone-library', 'postcode-library'])('%s: the same exports, of the same kinds', async (name) => {
    const kinds = (module: object) =>
      Object.entries(module)
        .map(([key, value]) => `${key}: ${typeof value}`)
        .sort();
    const bundlers = (await import(`../src/advice/${name}.ts`)) as object;
    const node = (await import(`../src/advice/${name}.node.ts`)) as object;
    expect(kinds(node)).toEqual(kinds(bundlers));
    expect(kinds(node).length).toBeGreaterThan(0);
  });
});

describe('the package as installed without its optional peers', () => {
  it('declares each opt-in library an optional peer, never a dependency', () => {
    for (const name of ['libphonenumber-js', 'postcode-validator']) {
      expect(PACKAGE.dependencies[name], name).toBeUndefined();
      expect(PACKAGE.peerDependencies[name], name).toBeDefined();
      expect(PACKAGE.peerDependenciesMeta[name]?.optional, name).toBe(true);
    }
  });

  const { dir, file } = scratchFolder('peers');
  const installed = join(dir, 'node_modules', 'fundraising-rules');
  beforeAll(() => {
    mkdirSync(installed, { recursive: true });
    cpSync(join(ROOT, 'package.json'), join(installed, 'package.json'));
    cpSync(join(ROOT, 'dist', 'node'), join(installed, 'dist', 'node'), { recursive: true });
    // The runtime dependencies as npm installs them (their own resolve from the repository's node_modules).
    for (const name of Object.keys(PACKAGE.dependencies))
      symlinkSync(join(ROOT, 'node_modules', name), join(dir, 'node_modules', name), 'dir');
  });

  /** Runs an ES module's source with Node in the scratch folder. */
  const node = (source: string, args: string[] = []) =>
    spawnSync(process.execPath, ['--input-type=module', '-e', source, ...args], { cwd: dir, encoding: 'utf8' });

  it.each([
    ['telephone', 'libphonenumber-js'],
    ['postcode', 'postcode-validator'],
  ])('importing fundraising-rules/%s without %s fails with one line naming it', (entry, peer) => {
    const line = `fundraising-rules/${entry} needs the package ${peer}: install it with npm install ${peer}`;
    const caught = node(
      `import('fundraising-rules/${entry}').then(() => console.log('loaded'), (e) => console.log(e.message))`,
    );
    expect(caught.stdout).toBe(`${line}\n`);
    // Uncaught, as a plain `import` statement: Node prints the error, its message that line.
    const uncaught = node(`import 'fundraising-rules/${entry}';`);
    expect(uncaught.status).toBe(1);
    expect(uncaught.stderr).toContain(`MissingPeerError: ${line}\n`);
  });

  it('the core entry and the XML entry work without them', () => {
    const run = node(
      "const { validateAccount } = await import('fundraising-rules'); await import('fundraising-rules/xml'); console.log(validateAccount({}).valid)",
    );
    expect(run.stderr).toBe('');
    expect(run.stdout).toBe('false\n');
  });

  it('the command line: --advice names the package to install, exit 2; without --advice it runs', () => {
    const bin = join(installed, 'dist', 'node', 'cli', 'main.js');
    const body = file('account.json', readFileSync(join(ROOT, 'examples', 'account-valid.json'), 'utf8'));
    const cli = (args: string[]) => spawnSync(process.execPath, [bin, ...args], { cwd: dir, encoding: 'utf8' });
    for (const [advice, peer] of [
      ['telephone', 'libphonenumber-js'],
      ['postcode', 'postcode-validator'],
    ]) {
      const run = cli(['check', 'account', body, '--advice', advice as string]);
      expect(run.status).toBe(2);
      expect(run.stdout).toBe('');
      expect(run.stderr).toBe(
        `fundraising-rules: --advice ${advice} needs the package ${peer}: install it with npm install ${peer}\n`,
      );
    }
    expect(cli(['check', 'account', body, '--format', 'json']).status).not.toBe(2);
  });

  it('with the peer installed, the entry loads it (the scratch install hides only the peers)', () => {
    symlinkSync(join(ROOT, 'node_modules', 'libphonenumber-js'), join(dir, 'node_modules', 'libphonenumber-js'), 'dir');
    const run = node(
      "const { telephoneExists } = await import('fundraising-rules/telephone'); console.log(telephoneExists('02079460000', 'GB'), telephoneExists('12345', 'GB'))",
    );
    expect(run.stderr).toBe('');
    expect(run.stdout).toBe('true false\n');
  });
});
