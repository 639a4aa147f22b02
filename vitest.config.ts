import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    // CI reads the counts from the JSON report (.ci/run); people read the default reporter.
    reporters: ['default', ['json', { outputFile: 'reports/vitest.json' }]],
    testTimeout: 20_000,
    // A sandbox on a database starts in a hook: a busy machine can take seconds.
    hookTimeout: 60_000,
  },
});
