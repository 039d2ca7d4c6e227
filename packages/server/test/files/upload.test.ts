// Uploads (decision 109): streamed to storage, the type checked by content and name,
// at most FILES.maxFileBytes, within the bucket's quota even when many arrive at once; a refused
// or aborted upload leaves no row and no object.
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { FILES } from '@tuura/domain/limits';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileQuotas, files } from '../../src/db/schema/index.ts';
import type { TestApp } from '../support/app.ts';
import { makeUser, type OrgFixture } from '../support/factories.ts';
import { sessionForUser } from '../support/shifts.ts';
import {
  EXE,
  fileRowsOf,
  filesApp,
  makeDirectoryCall,
  multipart,
  PNG,
  pdf,
  storedObjects,
  upload,
} from './support.ts';

let t: TestApp;
let a: OrgFixture;
let b: OrgFixture;
let dataDir: string;
beforeAll(async () => {
  ({ t, a, b, dataDir } = await filesApp());
});
afterAll(() => t?.close());

/** Rows of the organisation and objects on disk, to show a refusal stored nothing. */
const state = async () => ({
  rows: (await fileRowsOf(t, a.organization.id)).length,
  objects: (await storedObjects(dataDir)).length,
});

describe('uploading a file', () => {
  it('stores a pdf in the personal bucket and counts its bytes', async () => {
    const cookie = await a.sessionFor('worker');
    const bytes = pdf(5000);
    const res = await upload(t, cookie, 'Todistus äö.pdf', bytes);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().file).toMatchObject({
      type: 'file',
      filename: 'Todistus äö.pdf',
      mimeType: 'application/pdf',
      size: 5000,
      owner: a.worker.id,
      parent: null,
      isShared: false,
      isSharedWithAll: false,
      isPublic: false,
    });
    const [row] = await t.db.select().from(files).where(eq(files.id, res.json().file._id));
    // The object's key is random, never the name.
    expect(row?.storageKey).toMatch(/^[0-9a-f]{32}$/);
    expect(await storedObjects(dataDir)).toContain(row?.storageKey);
    const size = await t.app.inject({ url: '/api/files/size/worker', headers: { cookie } });
    expect(size.json()).toEqual({
      used: 5000,
      limit: FILES.personalBucketBytes,
      available: FILES.personalBucketBytes - 5000,
    });
  });

  it('accepts images, text, csv and svg by their content', async () => {
    const cookie = await a.sessionFor('worker');
    const cases: [string, Buffer, string][] = [
      ['kuva.png', PNG, 'image/png'],
      ['muistio.txt', Buffer.from('Hei, tässä muistio.\n'), 'text/plain'],
      ['lista.csv', Buffer.from('nimi;tunnit\nAino;7,5\n'), 'text/csv'],
      [
        'logo.svg',
        Buffer.from('<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>'),
        'image/svg+xml',
      ],
    ];
    for (const [name, bytes, type] of cases) {
      const res = await upload(t, cookie, name, bytes);
      expect(res.statusCode, `${name}: ${res.body}`).toBe(201);
      expect(res.json().file.mimeType).toBe(type);
    }
  });

  it('refuses a disguised or unlisted file with 415 and stores nothing', async () => {
    const cookie = await a.sessionFor('worker');
    const before = await state();
    const cases: [string, Buffer][] = [
      ['todistus.pdf', EXE],
      ['ohjelma.exe', EXE],
      ['kuva.png', pdf()],
      ['muistio.txt', EXE],
      ['muistio.txt', Buffer.from('binary\0data')],
      ['sivu.svg', Buffer.from('<html><script>alert(1)</script></html>')],
      ['nimeton', pdf()],
    ];
    for (const [name, bytes] of cases) {
      const res = await upload(t, cookie, name, bytes);
      expect(res.statusCode, `${name}: ${res.body}`).toBe(415);
      expect(res.json().key).toBe('file.typeRefused');
    }
    expect(await state()).toEqual(before);
  });

  it('accepts exactly the limit, and refuses one byte more with 413 and nothing stored', async () => {
    const cookie = await a.sessionFor('worker');
    const before = await state();
    const over = await upload(t, cookie, 'iso.pdf', pdf(FILES.maxFileBytes + 1));
    expect(over.statusCode).toBe(413);
    expect(over.json()).toMatchObject({
      key: 'file.tooLarge',
      message: `The file is larger than ${FILES.maxFileBytes} bytes`,
    });
    expect(await state()).toEqual(before);
    // Declared far too large: refused before the body is read.
    const huge = await upload(t, cookie, 'iso.pdf', pdf(FILES.maxFileBytes + 1_000_000));
    expect(huge.statusCode).toBe(413);
    expect(await state()).toEqual(before);
    const exact = await upload(t, cookie, 'raja.pdf', pdf(FILES.maxFileBytes));
    expect(exact.statusCode, exact.body).toBe(201);
    expect(exact.json().file.size).toBe(FILES.maxFileBytes);
  });

  it('needs a file part, a valid name and the fields before the file', async () => {
    const cookie = await a.sessionFor('worker');
    const empty = multipart({});
    const none = await t.app.inject({
      method: 'POST',
      url: '/api/files/worker',
      headers: { cookie, 'content-type': empty.contentType },
      payload: empty.payload,
    });
    expect(none.statusCode).toBe(400);
    expect(none.json().key).toBe('file.noFile');
    // A body that is not the multipart its header says (another boundary: cut short for it).
    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/files/worker',
      headers: { cookie, 'content-type': empty.contentType },
      payload: multipart({}, { name: 'file', filename: 'x.pdf', bytes: pdf() }).payload,
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().key).toBe('request.bad');
    const slash = await upload(t, cookie, 'x.pdf', pdf(), { filename: '../../etc/passwd.pdf' });
    expect(slash.statusCode).toBe(400);
    const long = await upload(t, cookie, `${'a'.repeat(FILES.filename)}.pdf`, pdf());
    expect(long.statusCode).toBe(400);
    const badParent = await upload(t, cookie, 'x.pdf', pdf(), { parent: 'not-an-id' });
    expect(badParent.statusCode).toBe(400);
    expect(badParent.json().fields.parent).toBeDefined();
  });
});

describe('directories', () => {
  it('are made with JSON or multipart, and take uploads', async () => {
    const cookie = await a.sessionFor('worker');
    const json = await makeDirectoryCall(t, cookie, 'Todistukset');
    expect(json.statusCode, json.body).toBe(201);
    expect(json.json().file).toMatchObject({
      type: 'directory',
      size: 0,
      mimeType: null,
      owner: a.worker.id,
    });
    const body = multipart({ type: 'directory', filename: 'Palkkalaskelmat' });
    const form = await t.app.inject({
      method: 'POST',
      url: '/api/files/worker',
      headers: { cookie, 'content-type': body.contentType },
      payload: body.payload,
    });
    expect(form.statusCode, form.body).toBe(201);
    const inside = await upload(t, cookie, 'kortti.png', PNG, { parent: json.json().file._id });
    expect(inside.statusCode).toBe(201);
    expect(inside.json().file.parent).toBe(json.json().file._id);
    const unnamed = await makeDirectoryCall(t, cookie, '');
    expect(unnamed.statusCode).toBe(400);
  });

  it('refuse a JSON body nested too deep, or with text PostgreSQL cannot store, by field, and store nothing', async () => {
    const cookie = await a.sessionFor('worker');
    const before = await state();
    const send = (payload: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/files/worker',
        headers: { cookie, 'content-type': 'application/json' },
        payload,
      });
    // Deeper than a recursive walk gets on any thread's stack: once a 500.
    const deep = await send(
      `{"type":"directory","filename":"Syvä","x":${'['.repeat(200_000)}${']'.repeat(200_000)}}`,
    );
    expect(deep.statusCode, deep.body).toBe(400);
    expect(Object.values(deep.json().fields)).toEqual([
      { key: 'invalid', params: expect.objectContaining({ maxDepth: 64 }) },
    ]);
    const surrogate = await send(JSON.stringify({ type: 'directory', filename: 'a\ud800b' }));
    expect(surrogate.statusCode, surrogate.body).toBe(400);
    expect(surrogate.json().fields).toMatchObject({ filename: { key: 'invalidCharacter' } });
    const badKey = await send(JSON.stringify({ type: 'directory', filename: 'Avain', 'k\u0000': 1 }));
    expect(badKey.statusCode, badKey.body).toBe(400);
    expect(badKey.json().fields).toMatchObject({ _: { key: 'invalidCharacter' } });
    expect(await state()).toEqual(before);
  });

  it("refuse another user's or organisation's directory as the parent (404) and store nothing", async () => {
    const before = await state();
    const mine = (await makeDirectoryCall(t, await a.sessionFor('worker'), 'Oma')).json().file._id;
    const readerCookie = await a.sessionFor('reader');
    for (const parent of [mine, b.directory.id]) {
      const res = await upload(t, readerCookie, 'x.pdf', pdf(), { parent });
      expect(res.statusCode).toBe(404);
      expect(res.json().key).toBe('file.parentNotFound');
    }
    expect((await state()).objects).toBe(before.objects);
  });

  it("put the organisation's space in reach of admins with files all only", async () => {
    const worker = await upload(t, await a.sessionFor('worker'), 'ohje.pdf', pdf(), {
      space: 'organization',
    });
    expect(worker.statusCode).toBe(403);
    const reader = await upload(t, await a.sessionFor('reader'), 'ohje.pdf', pdf(), {
      space: 'organization',
    });
    expect(reader.statusCode).toBe(403);
    const admin = await upload(t, await a.sessionFor('admin'), 'ohje.pdf', pdf(300), {
      space: 'organization',
    });
    expect(admin.statusCode, admin.body).toBe(201);
    expect(admin.json().file.owner).toBeNull();
    const size = await t.app.inject({
      url: '/api/files/size/worker?space=organization',
      headers: { cookie: await a.sessionFor('worker') },
    });
    expect(size.json()).toMatchObject({ used: 300, limit: FILES.otherBucketBytes });
  });
});

describe('the quota', () => {
  it('20 parallel uploads against a nearly full bucket never pass it', async () => {
    const user = await makeUser(t, a.organization.id);
    const cookie = await sessionForUser(t, user);
    const each = 10_000;
    // Room for exactly five.
    await t.db.insert(fileQuotas).values({
      organizationId: a.organization.id,
      bucketId: user.id,
      used: FILES.personalBucketBytes - 5 * each,
    });
    const objectsBefore = (await storedObjects(dataDir)).length;
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => upload(t, cookie, `tiedosto-${i}.pdf`, pdf(each))),
    );
    const codes = answers.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 201)).toHaveLength(5);
    expect(codes.filter((c) => c === 413)).toHaveLength(15);
    const refused = answers.find((r) => r.statusCode === 413);
    expect(refused?.json()).toMatchObject({ key: 'file.quotaExceeded', params: { available: 0 } });
    const [quota] = await t.db
      .select()
      .from(fileQuotas)
      .where(and(eq(fileQuotas.organizationId, a.organization.id), eq(fileQuotas.bucketId, user.id)));
    expect(quota?.used).toBe(FILES.personalBucketBytes);
    expect(await t.db.select().from(files).where(eq(files.ownerId, user.id))).toHaveLength(5);
    // The refused ones' objects are gone again.
    expect((await storedObjects(dataDir)).length).toBe(objectsBefore + 5);
  });
});

describe('an aborted upload', () => {
  it('leaves no row and no object when the socket closes mid-body', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const cookie = await a.sessionFor('worker');
    const before = await state();
    const body = multipart({}, { name: 'file', filename: 'kesken.pdf', bytes: pdf(2_000_000) });
    const sent = body.payload.subarray(0, 1_000_000);
    const closed = new Promise<void>((resolve) => {
      const req = request({
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/api/files/worker',
        headers: {
          cookie,
          'content-type': body.contentType,
          'content-length': body.payload.length,
          origin: 'http://localhost:3000',
        },
      });
      req.on('error', () => resolve());
      req.on('close', () => resolve());
      req.write(sent, () => {
        // Let the server start streaming it to storage, then cut the connection.
        setTimeout(() => req.destroy(), 200);
      });
    });
    await closed;
    // The server notices the close and cleans up; wait until it has (or fail after 5 s).
    const deadline = Date.now() + 5000;
    let now = await state();
    while (Date.now() < deadline && (now.objects !== before.objects || now.rows !== before.rows)) {
      await new Promise((r) => setTimeout(r, 50));
      now = await state();
    }
    expect(now).toEqual(before);
    // And the server still answers.
    const res = await upload(t, cookie, 'sitten.pdf', pdf());
    expect(res.statusCode).toBe(201);
  });

  it('over real HTTP, a file one byte too large is answered 413 once sent, and nothing is kept', async () => {
    const { port } = t.app.server.address() as AddressInfo;
    const before = await state();
    const form = new FormData();
    form.append('file', new Blob([pdf(FILES.maxFileBytes + 1)]), 'iso.pdf');
    const res = await fetch(`http://127.0.0.1:${port}/api/files/worker`, {
      method: 'POST',
      headers: { cookie: await a.sessionFor('worker'), origin: 'http://localhost:3000' },
      body: form,
    });
    expect(res.status).toBe(413);
    expect(((await res.json()) as { key: string }).key).toBe('file.tooLarge');
    expect(await state()).toEqual(before);
  });
});
