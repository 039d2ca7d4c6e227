// Avatars (spec §5; decision 108): the image itself as the body, recognised by its bytes, at most
// AVATAR.maxBytes; served to the same organisation only, with an ETag and nosniff.
import { Readable } from 'node:stream';
import { AVATAR } from '@tuura/domain/limits';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userAvatars, users } from '../../src/db/schema/index.ts';
import type { TestApp } from '../support/app.ts';
import { makeUser, type OrgFixture, twoOrganizations } from '../support/factories.ts';
import { call } from '../support/requests.ts';

let t: TestApp;
let a: OrgFixture;
let b: OrgFixture;
beforeAll(async () => {
  ({ t, a, b } = await twoOrganizations());
});
afterAll(() => t?.close());

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const image = (head: number[] | string, size = 64) => {
  const bytes = Buffer.alloc(size, 7);
  Buffer.from(typeof head === 'string' ? Buffer.from(head, 'latin1') : head).copy(bytes);
  return bytes;
};
const PNG = image(PNG_SIGNATURE);
const JPEG = image([0xff, 0xd8, 0xff, 0xe0]);
const GIF = image('GIF89a');
const WEBP = image('RIFF\x10\x00\x00\x00WEBPVP8 ');

function put(cookie: string | undefined, body: Buffer | string, type = 'image/png') {
  return t.app.inject({
    method: 'PUT',
    url: '/api/users/avatar',
    headers: { 'content-type': type, ...(cookie && { cookie }) },
    payload: body,
  });
}
const get = (cookie: string | undefined, id: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'GET',
    url: `/api/users/${id}/avatar`,
    headers: { ...headers, ...(cookie && { cookie }) },
  });
const stored = (userId: string) => t.db.select().from(userAvatars).where(eq(userAvatars.userId, userId));

describe('setting an avatar', () => {
  it('stores a PNG and answers the user with a versioned avatar URL', async () => {
    const res = await put(await a.sessionFor('worker'), PNG);
    expect(res.statusCode).toBe(200);
    const [row] = await t.db.select().from(users).where(eq(users.id, a.worker.id));
    expect(res.json().user.avatar).toBe(
      `/api/users/${a.worker.id}/avatar?v=${row?.avatarUpdatedAt?.getTime()}`,
    );
  });

  it('serves it to a colleague with its type, an ETag, cache headers and nosniff; 304 when unchanged', async () => {
    const res = await get(await a.sessionFor('reader'), a.worker.id);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(PNG)).toBe(true);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toBe('private, max-age=86400');
    expect(res.headers['content-security-policy']).toContain('sandbox');
    const etag = String(res.headers.etag);
    expect(etag).toMatch(/^".+"$/);
    const again = await get(await a.sessionFor('worker'), a.worker.id, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    const weak = await get(await a.sessionFor('worker'), a.worker.id, { 'if-none-match': `"x", W/${etag}` });
    expect(weak.statusCode).toBe(304);
  });

  it('recognises JPEG, GIF and WebP by their bytes, whatever type the request claims', async () => {
    const cookie = await a.sessionFor('worker');
    for (const [bytes, type] of [
      [JPEG, 'image/jpeg'],
      [GIF, 'image/gif'],
      [WEBP, 'image/webp'],
    ] as const) {
      expect((await put(cookie, bytes, 'application/octet-stream')).statusCode).toBe(200);
      const res = await get(cookie, a.worker.id);
      expect(res.headers['content-type']).toBe(type);
      expect(res.rawPayload.equals(bytes)).toBe(true);
    }
  });

  it('takes an image of exactly the largest size', async () => {
    const cookie = await a.sessionFor('reader');
    const res = await put(cookie, image(PNG_SIGNATURE, AVATAR.maxBytes));
    expect(res.statusCode).toBe(200);
    expect((await stored(a.reader.id))[0]?.bytes.length).toBe(AVATAR.maxBytes);
  });

  it('refuses a larger one with 413 and stores nothing', async () => {
    const cookie = await a.sessionFor('worker');
    const [before] = await stored(a.worker.id);
    const res = await put(cookie, image(PNG_SIGNATURE, AVATAR.maxBytes + 1));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ key: 'avatar.tooLarge', params: { max: AVATAR.maxBytes } });
    const [after] = await stored(a.worker.id);
    expect(after?.updatedAt).toEqual(before?.updatedAt);
    expect(Buffer.from(after?.bytes ?? []).equals(Buffer.from(before?.bytes ?? []))).toBe(true);
  });

  it('stops reading a streamed upload without a length once it passes the limit (413)', async () => {
    const cookie = await a.sessionFor('worker');
    const [before] = await stored(a.worker.id);
    const chunk = image(PNG_SIGNATURE, 256 * 1024);
    const chunks = Array.from({ length: Math.ceil(AVATAR.maxBytes / chunk.length) + 1 }, () => chunk);
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/users/avatar',
      headers: { 'content-type': 'image/png', cookie },
      payload: Readable.from(chunks),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().key).toBe('avatar.tooLarge');
    expect((await stored(a.worker.id))[0]?.updatedAt).toEqual(before?.updatedAt);
  });

  it('refuses what is not such an image with 415: disguised text, SVG, JSON, an empty body', async () => {
    const cookie = await a.sessionFor('worker');
    const [before] = await stored(a.worker.id);
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>';
    for (const [body, type] of [
      ['<script>alert(1)</script>', 'image/png'],
      [svg, 'image/svg+xml'],
      [svg, 'image/png'],
      ['{"avatar":"x"}', 'application/json'],
      [Buffer.from(PNG_SIGNATURE.slice(0, 4)), 'image/png'],
      ['', 'image/png'],
    ] as const) {
      const res = await put(cookie, body, type);
      expect(res.statusCode, `${type} ${String(body).slice(0, 20)}`).toBe(415);
      expect(res.json().key).toBe('avatar.notImage');
    }
    expect((await stored(a.worker.id))[0]?.updatedAt).toEqual(before?.updatedAt);
  });

  it('is for signed-in users: no session 401, a guest 403', async () => {
    expect((await put(undefined, PNG)).statusCode).toBe(401);
    expect((await put(await a.sessionFor('guest'), PNG)).statusCode).toBe(403);
    expect((await get(undefined, a.worker.id)).statusCode).toBe(401);
    expect((await get(await a.sessionFor('guest'), a.worker.id)).statusCode).toBe(403);
    const del = await call(t, 'DELETE', '/api/users/avatar', { cookie: await a.sessionFor('guest') });
    expect(del.statusCode).toBe(403);
  });
});

describe('reading an avatar', () => {
  it("answers another organisation's user, an unknown id and a user without one with 404", async () => {
    expect((await get(await b.sessionFor('admin'), a.worker.id)).statusCode).toBe(404);
    expect((await get(await a.sessionFor('worker'), '00000000-0000-4000-8000-000000000000')).statusCode).toBe(
      404,
    );
    const res = await get(await a.sessionFor('worker'), a.admin.id);
    expect(res.statusCode).toBe(404);
    expect(res.json().key).toBe('avatar.notFound');
  });

  it("answers a removed user's avatar with 404", async () => {
    const gone = await makeUser(t, a.organization.id);
    const cookie = await t.sessionAs({ organizationId: a.organization.id, userId: gone.id });
    expect((await put(cookie, PNG)).statusCode).toBe(200);
    await t.db.update(users).set({ deletedAt: t.clock.now() }).where(eq(users.id, gone.id));
    expect((await get(await a.sessionFor('admin'), gone.id)).statusCode).toBe(404);
  });
});

describe('removing an avatar', () => {
  it('removes the image and the URL; the next read is 404', async () => {
    const cookie = await a.sessionFor('worker');
    const res = await call(t, 'DELETE', '/api/users/avatar', { cookie });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.avatar).toBeNull();
    expect(await stored(a.worker.id)).toEqual([]);
    expect((await get(cookie, a.worker.id)).statusCode).toBe(404);
    // Removing again is harmless.
    expect((await call(t, 'DELETE', '/api/users/avatar', { cookie })).statusCode).toBe(200);
  });

  it("leaves the other organisation's avatars alone", async () => {
    expect((await put(await b.sessionFor('worker'), PNG)).statusCode).toBe(200);
    await call(t, 'DELETE', '/api/users/avatar', { cookie: await a.sessionFor('worker') });
    expect(await stored(b.worker.id)).toHaveLength(1);
  });
});
