// The job runner (lib/jobs.ts): a tick runs soon after start and on its interval, never twice at
// once, a failing tick is logged and the job goes on, and stop() waits for the tick in flight.
import { describe, expect, it } from 'vitest';
import type { Deps } from '../../src/context.ts';
import { startJobs } from '../../src/lib/jobs.ts';

const until = async (done: () => boolean) => {
  for (let i = 0; i < 500 && !done(); i++) await new Promise((r) => setTimeout(r, 5));
  expect(done()).toBe(true);
};

function fakeDeps() {
  const errors: unknown[] = [];
  const log = { error: (o: unknown) => errors.push(o) } as unknown as Deps['log'];
  return { deps: { log } as Deps, errors };
}

describe('startJobs', () => {
  it('runs a tick at once and on its interval, one at a time, and stop waits for it', async () => {
    const { deps } = fakeDeps();
    let running = 0;
    let most = 0;
    let ticks = 0;
    let release: () => void = () => undefined;
    const runner = startJobs(deps, [
      {
        name: 'slow',
        intervalMs: 5,
        tick: async () => {
          ticks++;
          running++;
          most = Math.max(most, running);
          await new Promise<void>((r) => {
            release = r;
          });
          running--;
        },
      },
    ]);
    await until(() => ticks === 1);
    // Intervals pass while the first tick is still running: no second tick starts.
    await new Promise((r) => setTimeout(r, 30));
    expect(ticks).toBe(1);
    let stopped = false;
    const stopping = runner.stop().then(() => {
      stopped = true;
    });
    await new Promise((r) => setTimeout(r, 10));
    expect(stopped).toBe(false);
    release();
    await stopping;
    expect(most).toBe(1);
    await new Promise((r) => setTimeout(r, 30));
    expect(ticks).toBe(1);
  });

  it('logs a failing tick and keeps the job going', async () => {
    const { deps, errors } = fakeDeps();
    let ticks = 0;
    const runner = startJobs(deps, [
      {
        name: 'failing',
        intervalMs: 5,
        tick: async () => {
          ticks++;
          throw new Error('nope');
        },
      },
    ]);
    await until(() => ticks >= 3);
    await runner.stop();
    expect(errors.length).toBeGreaterThanOrEqual(2);
    expect(errors[0]).toMatchObject({ job: 'failing' });
  });
});
