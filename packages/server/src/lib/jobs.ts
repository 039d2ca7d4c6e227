// A small in-process runner for work that outlives a request (decision 113): each job's tick runs
// on its interval, never two ticks of one job at once in this process. Ticks claim their rows
// with `FOR UPDATE SKIP LOCKED`, so two processes on one database share the work without doing
// it twice. Timers are unref'd (they never keep a process alive); `stop` waits for running ticks.
import type { Deps } from '../context.ts';

export type Job = {
  name: string;
  intervalMs: number;
  /** One pass over due work; tests call it directly with their own clock. */
  tick: (deps: Deps) => Promise<unknown>;
};

export type JobRunner = { stop: () => Promise<void> };

export function startJobs(deps: Deps, jobs: readonly Job[]): JobRunner {
  let stopped = false;
  const running = new Set<Promise<unknown>>();
  const timers = jobs.map((job) => {
    let busy = false;
    const run = () => {
      if (busy || stopped) return;
      busy = true;
      const pass = job
        .tick(deps)
        .catch((error: unknown) => deps.log.error({ err: error, job: job.name }, 'job tick failed'))
        .finally(() => {
          busy = false;
          running.delete(pass);
        });
      running.add(pass);
    };
    const timer = setInterval(run, job.intervalMs);
    timer.unref();
    // The first pass soon after start: work queued before a restart goes out without a wait.
    setTimeout(run, 0).unref();
    return timer;
  });
  return {
    async stop() {
      stopped = true;
      for (const timer of timers) clearInterval(timer);
      await Promise.allSettled([...running]);
    },
  };
}
