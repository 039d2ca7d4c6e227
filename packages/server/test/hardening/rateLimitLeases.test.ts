// The shared rate limit's leases (docs/decisions/130): a process claims a share of a client's
// window at once and spends it in memory. Whatever the process that answers, a client is served
// exactly its allowance: never more (a claimed lease counts as spent for every process) and, once
// an idle process has given its lease back, never less. Two app instances with their own pools on
// one database stand in for two processes (test/process/twoServers.test.ts starts real ones).
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEASE_MS } from '../../src/lib/rateLimitStore.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { secondInstance } from '../support/secondInstance.ts';

// Large enough that a lease is many requests (a sixteenth of what is left).
const LIMIT = 800;
let t: TestApp;
let second: FastifyInstance;
let other: Awaited<ReturnType<typeof secondInstance>> | undefined;
beforeAll(async () => {
  const env = { RATE_LIMIT_PER_MINUTE: String(LIMIT) };
  t = await createTestApp({ env, sharedRateLimit: true });
  other = await secondInstance(t, env);
  second = other.app;
});
afterAll(async () => {
  await other?.close();
  await t?.close();
});

const api = (app: FastifyInstance, from: string) =>
  app.inject({ url: '/api/organization', remoteAddress: from });

/** Requests through `apps` in turn until each has refused once; how many were served. */
async function servedUntilAllRefuse(apps: FastifyInstance[], from: string) {
  let served = 0;
  const refused = new Set<number>();
  for (let i = 0; refused.size < apps.length && i < LIMIT * 3; i++) {
    const res = await api(apps[i % apps.length] as FastifyInstance, from);
    if (res.statusCode === 429) refused.add(i % apps.length);
    else {
      expect(res.statusCode, res.body).toBe(200);
      served++;
    }
  }
  return served;
}

describe('leases of the shared rate limit', () => {
  it('serves a client exactly its allowance through two instances in turn', async () => {
    expect(await servedUntilAllRefuse([t.app, second], '192.0.2.101')).toBe(LIMIT);
  });

  it('serves exactly the allowance of a burst of parallel requests to one instance', async () => {
    const answers = await Promise.all(Array.from({ length: LIMIT + 200 }, () => api(t.app, '192.0.2.102')));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(LIMIT);
    expect(answers.filter((a) => a.statusCode === 429)).toHaveLength(200);
  });

  it('tells the client its remaining allowance request by request', async () => {
    const remaining = [];
    for (let i = 0; i < 3; i++)
      remaining.push(Number((await api(second, '192.0.2.103')).headers['x-ratelimit-remaining']));
    expect(remaining).toEqual([LIMIT - 1, LIMIT - 2, LIMIT - 3]);
  });

  it('gives back what an idle instance claimed, so the other serves the rest', async () => {
    expect((await api(t.app, '192.0.2.104')).statusCode).toBe(200);
    // The first instance now holds a lease it does not use: the second refuses early, unless the
    // lease went back while it was serving, and after that it serves exactly the rest.
    const before = await servedUntilAllRefuse([second], '192.0.2.104');
    await new Promise((resolve) => setTimeout(resolve, LEASE_MS * 3));
    const after = await servedUntilAllRefuse([second], '192.0.2.104');
    expect(1 + before + after).toBe(LIMIT);
  });
});
