import { defineConfig } from 'vitest/config';

export default defineConfig({
  // Pure functions without I/O or globals: files share one module cache (decision 021).
  test: { name: 'domain', include: ['test/**/*.test.ts'], pool: 'threads', isolate: false },
});
