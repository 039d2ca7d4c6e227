// Helpers for the files tests: an app whose storage is a fresh directory, multipart bodies as a
// browser sends them, and small valid files made in code.
import { randomUUID } from 'node:crypto';
import { mkdtemp, readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { files } from '../../src/db/schema/index.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { makeOrganization } from '../support/factories.ts';

/** A test app storing file contents under a temporary DATA_DIR, with two organisations. */
export async function filesApp() {
  const dataDir = await mkdtemp(join(tmpdir(), 'tuura-files-'));
  const t = await createTestApp({ env: { DATA_DIR: dataDir } });
  return { t, dataDir, a: await makeOrganization(t, 'alfa'), b: await makeOrganization(t, 'beta') };
}

/** Every stored object's key under DATA_DIR/files (temporary `.part` files included). */
export async function storedObjects(dataDir: string): Promise<string[]> {
  try {
    const entries = await readdir(join(dataDir, 'files'), { recursive: true, withFileTypes: true });
    return entries.filter((e) => e.isFile()).map((e) => e.name);
  } catch {
    return [];
  }
}

export const fileRowsOf = (t: TestApp, organizationId: string) =>
  t.db.select().from(files).where(eq(files.organizationId, organizationId));

type Part = { name: string; filename: string; bytes: Buffer; type?: string };

/** A multipart/form-data body: the fields first, then the file part, as the page sends them. */
export function multipart(fields: Record<string, string>, file?: Part) {
  const boundary = `----tuura${randomUUID().replaceAll('-', '')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields))
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  if (file) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.name}"; filename="${file.filename}"\r\n` +
          `Content-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

export function upload(
  t: TestApp,
  cookie: string | undefined,
  filename: string,
  bytes: Buffer,
  fields: Record<string, string> = {},
) {
  const body = multipart(fields, { name: 'file', filename, bytes });
  return t.app.inject({
    method: 'POST',
    url: '/api/files/worker',
    headers: { 'content-type': body.contentType, ...(cookie && { cookie }) },
    payload: body.payload,
  });
}

export function makeDirectoryCall(
  t: TestApp,
  cookie: string,
  filename: string,
  fields: Record<string, string> = {},
) {
  return t.app.inject({
    method: 'POST',
    url: '/api/files/worker',
    headers: { cookie },
    payload: { type: 'directory', filename, ...fields },
  });
}

/** A minimal valid PDF (one empty page), padded with a comment to `size` bytes. */
export function pdf(size = 0) {
  const body =
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n';
  const bytes = Buffer.from(body);
  if (size <= bytes.length) return Buffer.concat([bytes, Buffer.from('%%EOF\n')]);
  return Buffer.concat([bytes, Buffer.alloc(size - bytes.length - 6, 0x25), Buffer.from('%%EOF\n')]).subarray(
    0,
    size,
  );
}

/** A 1×1 PNG. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** The start of a Windows executable: what a disguised upload really is. */
export const EXE = Buffer.concat([
  Buffer.from('MZ'),
  Buffer.alloc(58, 0),
  Buffer.from([0x80, 0, 0, 0]),
  Buffer.alloc(64, 0),
  Buffer.from('PE\0\0'),
  Buffer.alloc(2000, 0x90),
]);
