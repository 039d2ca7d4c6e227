// Previews: the files page shows an image or a PDF in a frame of its own origin, so
// what opens inline may be framed by our pages and by no one else; a PDF is not sandboxed (Chrome
// refuses to show one in a sandboxed document); everything else stays sandboxed and unframeable.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../support/app.ts';
import type { OrgFixture } from '../support/factories.ts';
import { filesApp, PNG, pdf, upload } from './support.ts';

let t: TestApp;
let a: OrgFixture;
beforeAll(async () => {
  ({ t, a } = await filesApp());
});
afterAll(() => t?.close());

async function headersOf(name: string, bytes: Buffer) {
  const cookie = await a.sessionFor('worker');
  const res = await upload(t, cookie, name, bytes);
  expect(res.statusCode).toBe(201);
  const id = res.json().file._id as string;
  return (await t.app.inject({ url: `/api/files/${id}`, headers: { cookie } })).headers;
}

describe('framing a download', () => {
  it('lets our own pages frame a pdf, unsandboxed, and no other site', async () => {
    const headers = await headersOf('lupa.pdf', pdf());
    expect(headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(headers['content-security-policy']).not.toContain('sandbox');
    expect(headers['content-security-policy']).toContain("default-src 'none'");
  });

  it('lets our pages frame a raster image, still sandboxed', async () => {
    const headers = await headersOf('kortti.png', PNG);
    expect(headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(headers['content-security-policy']).toContain('sandbox');
  });

  it('lets no one frame an svg or a text file, sandboxed', async () => {
    for (const [name, bytes] of [
      ['kuva.svg', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')],
      ['muistio.txt', Buffer.from('Muistio\n')],
    ] as const) {
      const headers = await headersOf(name, bytes);
      expect(headers['x-frame-options']).toBe('DENY');
      expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(headers['content-security-policy']).toContain('sandbox');
    }
  });
});
