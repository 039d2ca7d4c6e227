// The organisation's logo (decision 123): the image itself as the body, PNG/JPEG/WebP by their
// bytes and SVG by its root, at most LOGO.maxBytes; an SVG kept only as drawing and served in a
// sandbox; public, cached by ETag; the session's organisation or the deployment's default one.
import { Readable } from 'node:stream';
import { LOGO } from '@tuura/domain/limits';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, organizations } from '../../src/db/schema/index.ts';
import type { TestApp } from '../support/app.ts';
import { type OrgFixture, twoOrganizations } from '../support/factories.ts';
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
const WEBP = image('RIFF\x10\x00\x00\x00WEBPVP8 ');
const SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10" fill="#123456" /></svg>';
const HOSTILE_SVG = `<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 10 10" onload="alert('load')">
  <script>alert('script')</script>
  <a href="javascript:alert('href')"><circle cx="5" cy="5" r="4" fill="#0a0" /></a>
  <a xlink:href="javascript:alert('xlink')"><text x="1" y="9">Alfa</text></a>
  <foreignObject width="10" height="10"><div xmlns="http://www.w3.org/1999/xhtml"><img src="x" onerror="alert('foreign')" /></div></foreignObject>
  <image href="https://tracker.example/pixel.png" width="1" height="1" />
  <style>@import url(https://tracker.example/a.css); rect { fill: red }</style>
  <rect width="2" height="2" style="fill: url(https://tracker.example/b)" onclick="alert('click')" />
</svg>`;

function put(cookie: string | undefined, body: Buffer | string, type = 'image/png') {
  return t.app.inject({
    method: 'PUT',
    url: '/api/organization/logo/admin',
    headers: { 'content-type': type, ...(cookie && { cookie }) },
    payload: body,
  });
}
const get = (cookie?: string, headers: Record<string, string> = {}) =>
  t.app.inject({ url: '/api/organization/logo', headers: { ...headers, ...(cookie && { cookie }) } });
const stored = async (o: OrgFixture) =>
  (await t.db.select().from(organizations).where(eq(organizations.id, o.organization.id)))[0];

describe('uploading a logo', () => {
  it('an admin sets a PNG: the public and admin views name a versioned URL, and the change is audited', async () => {
    const res = await put(await a.sessionFor('admin'), PNG);
    expect(res.statusCode, res.body).toBe(200);
    const row = await stored(a);
    const url = `/api/organization/logo?v=${row?.logoUpdatedAt?.getTime()}`;
    expect(res.json().organization.logo).toBe(url);
    const pub = await call(t, 'GET', '/api/organization', { cookie: await a.sessionFor('worker') });
    expect(pub.json().organization.logo).toBe(url);
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.organizationId, a.organization.id), eq(auditLog.action, 'organization.logo')));
    expect(entry?.actorUserId).toBe(a.admin.id);
    expect(entry?.data).toMatchObject({ contentType: 'image/png', bytes: PNG.length });
  });

  it('serves it with its type, nosniff, a sandbox, public no-cache and an ETag; 304 when unchanged', async () => {
    const cookie = await a.sessionFor('worker');
    const res = await get(cookie);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(PNG)).toBe(true);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toBe('public, no-cache');
    expect(res.headers['content-disposition']).toBe('inline');
    expect(res.headers['content-security-policy']).toBe(
      "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    );
    const etag = String(res.headers.etag);
    expect(etag).toMatch(/^".+"$/);
    const again = await get(cookie, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect((await get(cookie, { 'if-none-match': '"old"' })).statusCode).toBe(200);
    // Compared weakly, in a list, or any (RFC 9110): a compressing proxy sends W/"…" back.
    for (const header of [`W/${etag}`, `"old", ${etag}`, '*'])
      expect((await get(cookie, { 'if-none-match': header })).statusCode, header).toBe(304);
  });

  it('recognises JPEG, WebP and SVG by their content whatever type is claimed; a new logo has a new URL and ETag', async () => {
    const cookie = await a.sessionFor('admin');
    let previous = (await stored(a))?.logoUpdatedAt?.getTime();
    let etag = String((await get(cookie)).headers.etag);
    for (const [bytes, type] of [
      [JPEG, 'image/jpeg'],
      [WEBP, 'image/webp'],
      [Buffer.from(SVG), 'image/svg+xml'],
    ] as const) {
      t.clock.advance(1000);
      const res = await put(cookie, bytes, 'application/octet-stream');
      expect(res.statusCode, type).toBe(200);
      expect(res.json().organization.logo).not.toBe(`/api/organization/logo?v=${previous}`);
      previous = (await stored(a))?.logoUpdatedAt?.getTime();
      const served = await get(cookie, { 'if-none-match': etag });
      expect(served.statusCode, type).toBe(200);
      expect(served.headers['content-type']).toContain(type);
      if (type !== 'image/svg+xml') expect(served.rawPayload.equals(bytes)).toBe(true);
      else expect(served.body).toContain('<rect width="10" height="10" fill="#123456" />');
      etag = String(served.headers.etag);
    }
  });

  it('neutralises an SVG with a script, event handlers, javascript: links and outside references', async () => {
    const res = await put(await a.sessionFor('admin'), HOSTILE_SVG, 'image/svg+xml');
    expect(res.statusCode, res.body).toBe(200);
    const served = await get();
    const own = await get(await a.sessionFor('worker'));
    expect(own.headers['content-type']).toContain('image/svg+xml');
    expect(own.headers['content-security-policy']).toContain('sandbox');
    expect(own.headers['x-content-type-options']).toBe('nosniff');
    const svg = own.body;
    for (const gone of [
      '<script',
      'alert',
      'onload',
      'onclick',
      'onerror',
      'javascript:',
      'foreignObject',
      'tracker.example',
      '@import',
    ])
      expect(svg, gone).not.toContain(gone);
    // The drawing itself stays.
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(svg).toContain('<circle cx="5" cy="5" r="4" fill="#0a0" />');
    expect(svg).toContain('<text x="1" y="9">Alfa</text>');
    // Before sign-in the deployment's default organisation is asked, not this one.
    expect(served.body).not.toBe(svg);
  });

  it('takes a logo of exactly the largest size', async () => {
    const res = await put(await a.sessionFor('admin'), image(PNG_SIGNATURE, LOGO.maxBytes));
    expect(res.statusCode, res.body).toBe(200);
    expect((await stored(a))?.logo?.length).toBe(LOGO.maxBytes);
  });

  it('refuses a larger one with 413, declared or streamed, and keeps the logo it had', async () => {
    const cookie = await a.sessionFor('admin');
    const before = await stored(a);
    const declared = await put(cookie, image(PNG_SIGNATURE, LOGO.maxBytes + 1));
    expect(declared.statusCode).toBe(413);
    expect(declared.json()).toMatchObject({ key: 'logo.tooLarge', params: { max: LOGO.maxBytes } });
    const chunk = image(PNG_SIGNATURE, 128 * 1024);
    const streamed = await t.app.inject({
      method: 'PUT',
      url: '/api/organization/logo/admin',
      headers: { 'content-type': 'image/png', cookie },
      payload: Readable.from(
        Array.from({ length: Math.ceil(LOGO.maxBytes / chunk.length) + 1 }, () => chunk),
      ),
    });
    expect(streamed.statusCode).toBe(413);
    expect(streamed.json().key).toBe('logo.tooLarge');
    expect((await stored(a))?.logoUpdatedAt).toEqual(before?.logoUpdatedAt);
  });

  it('refuses what is not such an image with 415: text, GIF, HTML, JSON, an SVG-less XML, nothing', async () => {
    const cookie = await a.sessionFor('admin');
    const before = await stored(a);
    for (const [body, type] of [
      ['Tämä on tekstitiedosto.\n', 'text/plain'],
      ['<script>alert(1)</script>', 'image/png'],
      [image('GIF89a'), 'image/gif'],
      ['<html><body><svg></svg></body></html>', 'text/html'],
      ['{"logo":"x"}', 'application/json'],
      ['<?xml version="1.0"?><feed><svg/></feed>', 'image/svg+xml'],
      ['', 'image/png'],
    ] as const) {
      const res = await put(cookie, body, type);
      expect(res.statusCode, `${type} ${String(body).slice(0, 20)}`).toBe(415);
      expect(res.json().key).toBe('logo.notImage');
    }
    expect((await stored(a))?.logoUpdatedAt).toEqual(before?.logoUpdatedAt);
  });
});

describe('hostile logos', () => {
  it('refuses an SVG that cleaning would grow past the limit, and drops image-set loads', async () => {
    const cookie = await a.sessionFor('admin');
    // Each '>' of the text is written back as '&gt;'.
    const terse = `<svg><text>${'>'.repeat(LOGO.maxBytes - 30)}</text></svg>`;
    expect(Buffer.byteLength(terse)).toBeLessThanOrEqual(LOGO.maxBytes);
    const grown = await put(cookie, terse, 'image/svg+xml');
    expect(grown.statusCode).toBe(413);
    expect(grown.json().key).toBe('logo.tooLarge');
    const css = `<svg xmlns="http://www.w3.org/2000/svg"><rect width="1" height="1" style="fill: red; background: image-set('https://tracker.example/x.png' 1x)" /><style>rect { background: -webkit-image-set("https://tracker.example/y.png" 1x) }</style></svg>`;
    expect((await put(cookie, css, 'image/svg+xml')).statusCode).toBe(200);
    expect((await get(await a.sessionFor('worker'))).body).not.toContain('tracker.example');
  });

  it('refuses an SVG of more elements than LOGO.maxSvgElements before parsing it (deep nesting took seconds)', async () => {
    const cookie = await a.sessionFor('admin');
    const before = await stored(a);
    const nested = `<svg>${'<g>'.repeat(Math.floor((LOGO.maxBytes - 11) / 3))}</svg>`;
    expect(Buffer.byteLength(nested)).toBeLessThanOrEqual(LOGO.maxBytes);
    const started = Date.now();
    const refused = await put(cookie, nested, 'image/svg+xml');
    expect(refused.statusCode).toBe(413);
    expect(refused.json()).toMatchObject({ key: 'logo.tooComplex', params: { max: LOGO.maxSvgElements } });
    expect(Date.now() - started).toBeLessThan(5000);
    expect(await stored(a)).toEqual(before);
    const atLimit = `<svg>${'<g>'.repeat(LOGO.maxSvgElements - 1)}${'</g>'.repeat(LOGO.maxSvgElements - 1)}</svg>`;
    expect((await put(cookie, atLimit, 'image/svg+xml')).statusCode).toBe(200);
  });

  it("two organisations' logos saved in the same instant have different ETags, and the answer varies by caller", async () => {
    await put(await a.sessionFor('admin'), PNG);
    await put(await b.sessionFor('admin'), JPEG);
    const at = new Date('2026-11-01T12:00:00Z');
    await t.db.update(organizations).set({ logoUpdatedAt: at });
    const fromA = await get(await a.sessionFor('worker'));
    const fromB = await get(await b.sessionFor('worker'));
    expect(fromA.headers.etag).not.toBe(fromB.headers.etag);
    expect(String(fromA.headers.vary)).toMatch(/cookie/i);
    const crossed = await get(await b.sessionFor('worker'), { 'if-none-match': String(fromA.headers.etag) });
    expect(crossed.statusCode).toBe(200);
    expect(crossed.rawPayload.equals(JPEG)).toBe(true);
    await call(t, 'DELETE', '/api/organization/logo/admin', { cookie: await b.sessionFor('admin') });
  });
});

describe('who sees and changes it', () => {
  it("each session gets its own organisation's logo; before sign-in the default organisation's (none: 404)", async () => {
    expect((await get(await b.sessionFor('worker'))).statusCode).toBe(404);
    expect((await get()).statusCode).toBe(404);
    expect((await get(await a.sessionFor('guest'))).statusCode).toBe(200);
  });

  it('a reader, a worker and a guest get 403 and no session 401 on upload and removal; nothing changes', async () => {
    const before = await stored(a);
    for (const role of ['reader', 'worker', 'guest'] as const) {
      const cookie = await a.sessionFor(role);
      expect((await put(cookie, PNG)).statusCode, role).toBe(403);
      expect((await call(t, 'DELETE', '/api/organization/logo/admin', { cookie })).statusCode, role).toBe(
        403,
      );
    }
    expect((await put(undefined, PNG)).statusCode).toBe(401);
    expect((await call(t, 'DELETE', '/api/organization/logo/admin')).statusCode).toBe(401);
    expect((await stored(a))?.logoUpdatedAt).toEqual(before?.logoUpdatedAt);
  });

  it('an admin removes it: the views say none, GET is 404, the removal is audited', async () => {
    const cookie = await a.sessionFor('admin');
    const res = await call(t, 'DELETE', '/api/organization/logo/admin', { cookie });
    expect(res.statusCode).toBe(200);
    expect(res.json().organization.logo).toBeNull();
    expect((await call(t, 'GET', '/api/organization', { cookie })).json().organization.logo).toBeNull();
    const gone = await get(cookie);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().key).toBe('logo.notFound');
    expect(await stored(a)).toMatchObject({ logo: null, logoMime: null, logoUpdatedAt: null });
    const entries = await t.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.organizationId, a.organization.id), eq(auditLog.action, 'organization.logoRemoved')),
      );
    expect(entries).toHaveLength(1);
  });
});
