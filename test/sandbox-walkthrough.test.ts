/**
 * The walk-through of docs/sandbox.md: its commands are excerpts of
 * examples/sandbox/walkthrough.sh, and the script, run with curl against a
 * fresh `fundraising-rules serve`, ends with the page reopened.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { beforeAllOrFail } from './support/sandbox.js';
import { type ServeProcess, serveBin } from './support/sandbox-bin.js';

const SCRIPT = new URL('../examples/sandbox/walkthrough.sh', import.meta.url).pathname;
const script = readFileSync(SCRIPT, 'utf8');
const guide = readFileSync(new URL('../docs/sandbox.md', import.meta.url), 'utf8');
const walkThrough = guide.slice(
  guide.indexOf('## Walk-through'),
  guide.indexOf('\n## ', guide.indexOf('## Walk-through') + 1),
);
const blocks = [...walkThrough.matchAll(/```sh\n([\s\S]*?)\n```/g)].map((match) => match[1] ?? '');

const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
const quickStart = readme.slice(
  readme.indexOf('## Run the sandbox'),
  readme.indexOf('\n## ', readme.indexOf('## Run the sandbox') + 1),
);
const [readmeBlock = ''] = [...quickStart.matchAll(/```sh\n([\s\S]*?)\n```/g)].map((match) => match[1] ?? '');

describe("the README's sandbox quick start", () => {
  const [install, serve, listening, curl = ''] = readmeBlock.split('\n');

  it('installs the package with the default database driver, and starts as the guide does', () => {
    expect(install).toBe('npm install fundraising-rules @electric-sql/pglite');
    expect(serve).toBe(blocks[0]?.split('\n')[0]);
    expect(listening).toBe('# listening on http://127.0.0.1:8080');
  });

  it('its curl answers the seed countries', async () => {
    const server = await serveBin(['--port', '0', ...(serve ?? '').split(' ').slice(3)]);
    try {
      const run = spawnSync('bash', ['-c', curl.replace('http://127.0.0.1:8080', server.url)], { encoding: 'utf8' });
      expect(run.status).toBe(0);
      const { countries } = JSON.parse(run.stdout) as { countries: { countryCode: string }[] };
      expect(countries.map((country) => country.countryCode)).toEqual(['FR', 'GB', 'IE', 'US']);
    } finally {
      await server.stop();
    }
  });
});

describe('the walk-through of docs/sandbox.md', () => {
  it('shows, after the start, only excerpts of examples/sandbox/walkthrough.sh, and all of its steps', () => {
    const [start, ...commands] = blocks;
    expect(start).toMatch(/^npx fundraising-rules serve --api-key my-key --today 20261122\n/);
    expect(script).toContain(start?.split('\n')[0]);
    for (const command of commands) expect(script).toContain(command);
    const steps = [...script.matchAll(/^# step: (.+)$/gm)].map((match) => match[1]);
    expect(commands.length).toBe(steps.length + 1);
    expect(steps).toEqual([
      'create an account',
      'read the welcome email',
      'create a page with the token',
      'search',
      'record donations',
      "list the event's pages",
      'advance the clock until the page closes',
      'reopen the page',
    ]);
  });

  describe('run with curl against a fresh sandbox', () => {
    let server: ServeProcess;
    let lines: string[] = [];
    let status: number | null = null;
    let stderr = '';
    beforeAllOrFail(async () => {
      server = await serveBin(['--port', '0', '--api-key', 'my-key', '--today', '20261122']);
      const run = spawnSync('bash', [SCRIPT], {
        env: { ...process.env, SANDBOX: server.url, KEY: 'my-key' },
        encoding: 'utf8',
        timeout: 60_000,
      });
      status = run.status;
      stderr = run.stderr;
      lines = run.stdout.trimEnd().split('\n');
    });
    afterAll(() => server?.stop());

    const json = (index: number) => JSON.parse(lines[index] ?? 'null') as Record<string, unknown>;
    const pages = (index: number) => json(index).pages as Record<string, unknown>[];

    it('exits 0, one answer a line', () => {
      expect(stderr).toBe('');
      expect(status).toBe(0);
      expect(lines).toHaveLength(13);
    });

    it('creates the account, sends its welcome email, creates the page with the token', () => {
      expect(json(0)).toMatchObject({
        creationSuccessful: true,
        fundraiserName: 'Ms Ada Lovelace',
        customerExists: false,
      });
      const [welcome] = json(1).emails as { kind: string; to: string; body: string }[];
      expect(welcome).toMatchObject({ kind: 'welcome', to: 'ada@example.co.uk' });
      expect(welcome?.body).toMatch(/temporary password: \S+/);
      expect(json(2)).toMatchObject({ creationSuccessful: true, pageUrl: '1', message: 'Page created' });
    });

    it('finds Ada, and totals the donations with Gift Aid', () => {
      expect(json(3).fundraiserSearchResults).toEqual([
        expect.objectContaining({ forename: 'Ada', surname: 'Lovelace' }),
      ]);
      expect(json(4).totals).toMatchObject({ donationTotalNet: 20, totalGiftAid: 5, donationTotalGA: 25 });
      expect(json(5).totals).toMatchObject({ offlineAmount: 15, donationTotalGross: 40, numberOfDonations: 2 });
      expect(pages(6)).toEqual([expect.objectContaining({ pageClosedInd: 'N', donationTotalGross: 40 })]);
    });

    it('closes the page when the clock passes the event date plus the interval, refuses donations, reopens it', () => {
      expect(json(7)).toEqual({ now: '2027-05-21T23:00:00.000Z', today: '20270522' });
      expect(pages(8)).toEqual([expect.objectContaining({ pageClosedInd: 'Y' })]);
      expect(json(9).errors).toEqual([expect.objectContaining({ code: 'page-closed' })]);
      expect(json(10)).toMatchObject({ pageClosedInd: 'N' });
      expect(lines[11]).toBe('<?xml version="1.0" encoding="UTF-8"?>');
      expect(lines[12]).toMatch(/^<categorisedPages>.*<pageClosedInd>N<\/pageClosedInd>.*<\/categorisedPages>$/);
    });
  });
});
