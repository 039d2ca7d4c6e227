import { expect, it } from 'vitest';
import '../src/app/zodConfig.ts';

it('zod runs without eval once the app has configured it (no CSP violation)', async () => {
  const { config } = await import('zod/v4/core');
  expect(config().jitless).toBe(true);
});
