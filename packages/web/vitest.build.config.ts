import { defineConfig } from 'vitest/config';

// The web app's build tools (build/): they run Vite and Rolldown, whose native code checks the
// objects it is given against its own realm, so not inside the web project's V8 contexts.
export default defineConfig({
  test: { name: 'web-build', environment: 'node', include: ['test/build/**/*.test.ts'] },
});
