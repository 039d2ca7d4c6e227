import { configDefaults, defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'web',
    environment: 'happy-dom',
    include: ['test/**/*.test.{ts,tsx}'],
    // The build tools' tests run Vite itself: their own project (vitest.build.config.ts).
    exclude: [...configDefaults.exclude, 'test/build/**'],
    setupFiles: ['test/setup.ts'],
    // Each file in a V8 context of its own inside a few long-lived threads: most of a file's time
    // was importing React, Mantine and the app again in a fresh worker (57 → 38–48 s; decision 148).
    pool: 'vmThreads',
    // The longest tests render a whole admin page and type into it: 1.6 s with three files at a time,
    // and more on a machine busy with something else, so Vitest's 5 s default was too close.
    testTimeout: 15_000,
    // Not Helsinki on purpose: times must come out in Helsinki whatever the machine's zone.
    env: { TZ: 'America/New_York' },
  },
});
