// Auth consumers (decision 122): the client secret is answered once and kept hashed;
// redirect URIs are checked and stored exactly as written; changes are audited.
import { AUTH_CONSUMER } from '@tuura/domain/limits';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, authConsumers } from '../../src/db/schema/index.ts';
import { sha256 } from '../../src/lib/tokens.ts';
import { createTestApp, type TestApp } from '../support/app.ts';

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  cookie = await t.sessionFor('admin');
});
afterAll(() => t.close());

const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie }, ...(payload && { payload }) });

describe('auth consumers', () => {
  it('create answers the secret once; the row keeps its hash; reads never show it', async () => {
    const uris = ['https://kumppani.example/callback', 'https://kumppani.example/callback/'];
    const res = await send('POST', '/api/auth-consumers/admin', { name: 'Kumppani', redirectUris: uris });
    expect(res.statusCode, res.body).toBe(201);
    const { consumer, clientSecret } = res.json();
    expect(consumer).toMatchObject({ name: 'Kumppani', redirectUris: uris, clientId: consumer._id });
    expect(clientSecret.length).toBeGreaterThanOrEqual(43);
    const [row] = await t.db.select().from(authConsumers).where(eq(authConsumers.id, consumer._id));
    expect(row?.secretHash).toBe(sha256(clientSecret));
    for (const url of ['/api/auth-consumers/admin', `/api/auth-consumers/${consumer._id}/admin`]) {
      const read = await send('GET', url);
      expect(read.statusCode).toBe(200);
      expect(read.body).not.toContain(clientSecret);
      expect(read.body).toContain('Kumppani');
    }
  });

  it('renewing the secret answers a new one and the old hash is gone; other edits answer none', async () => {
    const created = (
      await send('POST', '/api/auth-consumers/admin', {
        name: 'Vaihto',
        redirectUris: ['https://v.example/cb'],
      })
    ).json();
    const renamed = await send('PUT', `/api/auth-consumers/${created.consumer._id}/admin`, {
      name: 'Vaihdettu',
    });
    expect(renamed.json()).toMatchObject({ consumer: { name: 'Vaihdettu' }, clientSecret: null });
    const renewed = await send('PUT', `/api/auth-consumers/${created.consumer._id}/admin`, {
      renewSecret: true,
    });
    const { clientSecret } = renewed.json();
    expect(clientSecret).not.toBe(created.clientSecret);
    const [row] = await t.db.select().from(authConsumers).where(eq(authConsumers.id, created.consumer._id));
    expect(row?.secretHash).toBe(sha256(clientSecret));
    const audited = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, created.consumer._id), eq(auditLog.action, 'authConsumer.update')));
    expect(audited.length).toBe(2);
    expect(JSON.stringify(audited)).not.toContain(clientSecret);
  });

  it('refuses redirect URIs that could leak the code, and bad input, field by field', async () => {
    const many = Array.from(
      { length: AUTH_CONSUMER.redirectUrisMax + 1 },
      (_, i) => `https://a.example/${i}`,
    );
    const cases: [object, string][] = [
      [{ name: 'A', redirectUris: ['http://kumppani.example/cb'] }, 'redirectUris.0'],
      [{ name: 'A', redirectUris: ['https://a.example/cb#frag'] }, 'redirectUris.0'],
      [{ name: 'A', redirectUris: ['https://user:pass@a.example/cb'] }, 'redirectUris.0'],
      [{ name: 'A', redirectUris: ['javascript:alert(1)'] }, 'redirectUris.0'],
      // Parsed as another address than written: dropped tab/newline, backslash as '/', no '//'.
      [{ name: 'A', redirectUris: ['https://a.exa\tmple/cb'] }, 'redirectUris.0'],
      [{ name: 'A', redirectUris: ['https://a.example/c\nb'] }, 'redirectUris.0'],
      [{ name: 'A', redirectUris: ['https://a.example/c b'] }, 'redirectUris.0'],
      [{ name: 'A', redirectUris: ['https://a.example\\@b.example/cb'] }, 'redirectUris.0'],
      [{ name: 'A', redirectUris: ['https:a.example/cb'] }, 'redirectUris.0'],
      [{ name: 'A', redirectUris: ['https:///a.example/cb'] }, 'redirectUris.0'],
      [{ name: 'A', redirectUris: ['https://a.example/\u202ebc/'] }, 'redirectUris.0'],
      [{ name: 'A', redirectUris: ['https://a.example/cb', 'https://a.example/cb'] }, 'redirectUris.1'],
      [{ name: 'A', redirectUris: [] }, 'redirectUris'],
      [{ name: 'A', redirectUris: many }, 'redirectUris'],
      [{ name: 'x'.repeat(AUTH_CONSUMER.name + 1), redirectUris: ['https://a.example/cb'] }, 'name'],
      [{ redirectUris: ['https://a.example/cb'] }, 'name'],
      [{ name: 'Kumppani\u202Enimi', redirectUris: ['https://a.example/cb'] }, 'name'],
      [{ name: 'Kumppani\tnimi', redirectUris: ['https://a.example/cb'] }, 'name'],
    ];
    for (const [payload, field] of cases) {
      const res = await send('POST', '/api/auth-consumers/admin', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(Object.keys(res.json().fields ?? {}), JSON.stringify(payload)).toContain(field);
    }
    const loopback = await send('POST', '/api/auth-consumers/admin', {
      name: 'Kehitys',
      redirectUris: ['http://localhost:8080/cb', 'http://127.0.0.1/cb'],
    });
    expect(loopback.statusCode).toBe(201);
  });

  it('removing answers the consumer and then 404', async () => {
    const created = (
      await send('POST', '/api/auth-consumers/admin', {
        name: 'Pois',
        redirectUris: ['https://p.example/cb'],
      })
    ).json();
    const removed = await send('DELETE', `/api/auth-consumers/${created.consumer._id}/admin`);
    expect(removed.statusCode).toBe(200);
    expect((await send('GET', `/api/auth-consumers/${created.consumer._id}/admin`)).statusCode).toBe(404);
  });
});
