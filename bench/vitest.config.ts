import { defineConfig } from 'vitest/config';

// The runner's smoke (bench/run): a real server on PGlite restored from a seeded dump made once
// (run/smokeSetup.mjs), a few requests per scenario, so the bench cannot rot.
export default defineConfig({
  test: {
    name: 'bench',
    include: ['run/**/*.test.mjs'],
    globalSetup: ['run/smokeSetup.mjs'],
    // The smoke makes its own people and three years of shifts for some scenarios: minutes on a busy CI.
    testTimeout: 180_000,
    hookTimeout: 60_000,
  },
});
