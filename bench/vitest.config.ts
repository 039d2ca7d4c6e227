import { defineConfig } from 'vitest/config';

// The runner's smoke (bench/run): a real server on PGlite from the server project's seeded
// template (the same globalSetup), a few requests per scenario, so the bench cannot rot.
export default defineConfig({
  test: {
    name: 'bench',
    include: ['run/**/*.test.mjs'],
    globalSetup: ['../packages/server/test/support/globalSetup.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
