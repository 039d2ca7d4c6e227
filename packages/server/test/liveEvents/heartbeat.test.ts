// The stream's heartbeat (decision 114): a comment now and then, and at each one the session is
// checked, without being touched: an expired or removed session ends the stream.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../src/db/schema/index.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { makeOrganization, type OrgFixture } from '../support/factories.ts';
import { openStream, type SseStream } from './sseClient.ts';

let t: TestApp;
let o: OrgFixture;
let base: string;
const opened: SseStream[] = [];

beforeAll(async () => {
  t = await createTestApp({ env: { LIVE_HEARTBEAT_MS: '50' } });
  o = await makeOrganization(t);
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  for (const s of opened) await s.close();
  await t.close();
});

async function stream(cookie: string) {
  const s = await openStream(`${base}/api/notifications/stream`, { cookie });
  opened.push(s);
  await s.ready();
  return s;
}

describe('heartbeat', () => {
  it('sends a comment at each heartbeat and keeps a live session open', async () => {
    const s = await stream(await o.sessionFor('worker'));
    await expect.poll(() => s.comments.filter((c) => c === 'heartbeat').length).toBeGreaterThanOrEqual(3);
    expect(s.ended).toBe(false);
  });

  it('ends the stream at the heartbeat after its session has expired', async () => {
    const s = await stream(await o.sessionFor('admin'));
    expect(s.ended).toBe(false);
    // This person's session runs out (the shared clock stays where it is for the other tests).
    await t.db
      .update(sessions)
      .set({ expiresAt: new Date(t.clock.now().getTime() - 60_000) })
      .where(eq(sessions.userId, o.admin.id));
    await s.closed();
    expect(s.ended).toBe(true);
  });
});
