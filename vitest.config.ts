import { defineConfig } from 'vitest/config';

// One runner for the whole repo: each package is a project with its own setup.
export default defineConfig({
  test: {
    projects: ['packages/domain', 'packages/server'],
  },
});
