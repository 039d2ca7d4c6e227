import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'web',
    environment: 'happy-dom',
    include: ['test/**/*.test.{ts,tsx}'],
    setupFiles: ['test/setup.ts'],
    // Not Helsinki on purpose: times must come out in Helsinki whatever the machine's zone.
    env: { TZ: 'America/New_York' },
  },
});
