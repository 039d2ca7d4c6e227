import { defineConfig } from 'vitest/config';

// One runner for the whole repo: each package is a project with its own setup.
export default defineConfig({
  test: {
    projects: ['packages/domain', 'packages/server', 'packages/web'],
    // Two cores: two test files at a time, each on its own database.
    maxWorkers: 2,
  },
});
