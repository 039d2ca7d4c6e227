import { configDefaults, defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    include: ['test/**/*.test.ts'],
    // `npm start` always runs on the embedded database: on PostgreSQL its test would only repeat.
    exclude: [
      ...configDefaults.exclude,
      ...(process.env.TEST_DATABASE_URL ? ['test/process/npmStart.test.ts'] : []),
    ],
    globalSetup: ['test/support/globalSetup.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
    // Most of a file's time was importing Fastify, drizzle and PGlite again. Each file builds its
    // own app on its own database copy and the server keeps no process-wide state (tenancy's cache
    // is keyed by the db), so files share a worker's module cache: do not vi.mock or stub globals
    // here. Threads start faster than forks; argon2 and PGlite run in worker threads (decision 021).
    pool: 'threads',
    isolate: false,
  },
});
