// How the built web app and the API's JSON go over the wire: the build's precompressed files by
// what the browser accepts, hashed assets cached for a year, the app's shell and service worker
// revalidated, robots.txt and the manifest as themselves, large API answers compressed with
// their no-store and security headers kept. A small fixture build stands in for packages/web/dist.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/app.ts';

const ASSET = '/assets/app-3f9a1c2e.js';
const assetSource = `export const greeting = ${JSON.stringify('hei '.repeat(600))};\n`;
const INDEX =
  '<!doctype html><html lang="fi"><head><title>Tuura</title></head><body><div id="root"></div></body></html>';
const ROBOTS = 'User-agent: *\nDisallow: /api/\nAllow: /\n';
const MANIFEST = JSON.stringify({ name: 'Tuura', start_url: '/', display: 'standalone' });

let dist: string;
let t: TestApp;
beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'tuura-web-dist-'));
  mkdirSync(join(dist, 'assets'));
  const write = (path: string, content: string | Buffer) => writeFileSync(join(dist, path), content);
  write('index.html', INDEX);
  write(ASSET, assetSource);
  write(`${ASSET}.br`, brotliCompressSync(assetSource));
  write(`${ASSET}.gz`, gzipSync(assetSource));
  write('sw.js', 'self.addEventListener("install", () => {});\n');
  write('robots.txt', ROBOTS);
  write('manifest.webmanifest', MANIFEST);
  t = await createTestApp({ env: { WEB_DIST: dist } });
});
afterAll(async () => {
  await t?.close();
  rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });

/** The body as the browser reads it, whichever encoding the server chose. */
function decoded(res: Awaited<ReturnType<typeof get>>) {
  const encoding = res.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(res.rawPayload).toString();
  if (encoding === 'gzip') return gunzipSync(res.rawPayload).toString();
  return res.body;
}

describe('hashed assets', () => {
  it('answer with the brotli file when the browser accepts it, cached for a year', async () => {
    const res = await get(ASSET, { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^(application|text)\/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(assetSource);
    expect(res.rawPayload.length).toBeLessThan(assetSource.length / 4);
  });

  it('answer with the gzip file when only gzip is accepted', async () => {
    const res = await get(ASSET, { 'accept-encoding': 'gzip' });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(gunzipSync(res.rawPayload).toString()).toBe(assetSource);
  });

  it('answer as they are without an accepted encoding', async () => {
    const res = await get(ASSET);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.body).toBe(assetSource);
  });

  it('answer 404, not the app, when an asset is missing (an old build’s chunk)', async () => {
    const res = await get('/assets/app-00000000.js', { 'accept-encoding': 'br' });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('<div id="root">');
  });
});

describe('the app shell', () => {
  it.each(['/', '/index.html', '/shifts', '/auth/login'])(
    '%s is the app, revalidated at every load',
    async (url) => {
      const res = await get(url, { 'accept-encoding': 'br, gzip' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(decoded(res)).toBe(INDEX);
    },
  );

  it('the service worker and the manifest are revalidated too, with their own types', async () => {
    const sw = await get('/sw.js');
    expect(sw.headers['content-type']).toMatch(/^(application|text)\/javascript/);
    expect(sw.headers['cache-control']).toBe('no-cache');
    const manifest = await get('/manifest.webmanifest');
    expect(manifest.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(manifest.headers['cache-control']).toBe('no-cache');
    expect(manifest.json()).toMatchObject({ name: 'Tuura' });
  });

  it('robots.txt is itself, as plain text', async () => {
    const res = await get('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.body).toBe(ROBOTS);
  });
});

describe('API answers', () => {
  const monthOfShifts = () => {
    const from = new Date(Date.now() - 30 * 86_400_000).toISOString();
    const to = new Date(Date.now() + 30 * 86_400_000).toISOString();
    return `/api/shifts/user/worker?from=${from}&to=${to}`;
  };

  it('are compressed above the threshold when asked, keeping no-store and the security headers', async () => {
    const cookie = await t.sessionFor('worker');
    const plain = await get(monthOfShifts(), { cookie });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);

    const res = await get(monthOfShifts(), { cookie, 'accept-encoding': 'gzip, deflate, br' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(JSON.parse(brotliDecompressSync(res.rawPayload).toString())).toEqual(plain.json());
  });

  it('stay as they are below the threshold', async () => {
    const res = await get('/api/health', { 'accept-encoding': 'br, gzip' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toBeTruthy();
  });
});

describe('the OpenID provider beside the app (decision 122)', () => {
  it('answers /oidc/* and the discovery document itself; the consent page is the app', async () => {
    const jwks = await get('/oidc/jwks');
    expect(jwks.statusCode).toBe(200);
    expect(jwks.json().keys).toHaveLength(1);
    const discovery = await get('/.well-known/openid-configuration');
    expect(discovery.statusCode).toBe(200);
    expect(discovery.json().issuer).toBe(t.config.publicUrl.origin);
    const unknown = await get('/oidc/no-such-endpoint');
    expect(unknown.statusCode).toBe(404);
    expect(decoded(unknown)).not.toContain('<div id="root">');
    const consent = await get('/oauth/consent/some-uid');
    expect(consent.statusCode).toBe(200);
    expect(decoded(consent)).toBe(INDEX);
  });
});

describe('a method a page does not have', () => {
  it.each(['/admin/users', '/admin/shifts/planning', '/profile'])(
    'POST, PUT and DELETE %s are 405 with Allow: GET, HEAD',
    async (url) => {
      for (const method of ['POST', 'PUT', 'DELETE'] as const) {
        const res = await t.app.inject({ method, url, headers: { cookie: await t.sessionFor('worker') } });
        expect(res.statusCode, `${method} ${url}`).toBe(405);
        expect(res.headers.allow).toBe('GET, HEAD');
        expect(res.json()).toMatchObject({ statusCode: 405, key: 'request.methodNotAllowed' });
      }
    },
  );

  it('keeps an unknown API path a 404', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/nothing-here' });
    expect(res.statusCode).toBe(404);
  });
});
