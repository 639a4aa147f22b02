// `npm run check`: the command line's main job on every bundled example, with
// the facts of examples/context.json. Each run prints its results; the
// invalid examples are meant to be invalid.
import { spawnSync } from 'node:child_process';

const runs = [
  ['check', 'account', 'examples/account-valid.json', 'examples/account-invalid.json'],
  [
    'check',
    'page',
    'examples/page-personal-valid.json',
    'examples/page-personal-invalid.json',
    'examples/page-event-team-valid.json',
    'examples/page-event-team-invalid.json',
  ],
  ['check', 'account', '--xml', 'examples/account-valid.xml'],
  ['check', 'page', '--xml', 'examples/page-event-team-valid.xml'],
  ['check', 'account', '--ndjson', 'examples/signups.ndjson'],
  ['check', 'search', 'examples/search.query'],
  ['check', 'listing', 'examples/listing.query'],
];

for (const args of runs) {
  console.log(`\n$ fundraising-rules ${args.join(' ')} --context examples/context.json`);
  const { status } = spawnSync(
    process.execPath,
    ['dist/node/cli/main.js', ...args, '--context', 'examples/context.json'],
    { stdio: 'inherit' },
  );
  console.log(`(exit status ${status})`);
}
