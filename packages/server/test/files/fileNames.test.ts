// File names by the one rule (docs/decisions/127): a control character (NUL, tab, LF, CR LF,
// bell), a path separator, a trailing dot or more than 255 bytes is a 400 naming `filename`,
// never a 500 and never stored, whether it comes as the upload part's own name, as the
// `filename` field or in a rename; a good name is stored trimmed and NFC.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files } from '../../src/db/schema/index.ts';
import type { TestApp } from '../support/app.ts';
import type { OrgFixture } from '../support/factories.ts';
import { fileRowsOf, filesApp, makeDirectoryCall, multipart, pdf, storedObjects, upload } from './support.ts';

let t: TestApp;
let a: OrgFixture;
let dataDir: string;
let cookie: string;
beforeAll(async () => {
  ({ t, a, dataDir } = await filesApp());
  cookie = await a.sessionFor('worker');
});
afterAll(() => t?.close());

const BAD: [string, string, string][] = [
  ['NUL', 'a\u0000b.pdf', 'invalidCharacter'],
  ['tab', 'a\tb.pdf', 'invalidCharacter'],
  ['LF', 'a\nb.pdf', 'invalidCharacter'],
  ['CR LF', 'a\r\nb.pdf', 'invalidCharacter'],
  ['bell', 'a\u0007b.pdf', 'invalidCharacter'],
  ['a trailing LF', 'raportti.pdf\n', 'invalidCharacter'],
  ['a slash', 'kansio/b.pdf', 'invalidCharacter'],
  ['a backslash', '..\\b.pdf', 'invalidCharacter'],
  ['a trailing dot', 'raportti.pdf.', 'fileNameEnd'],
  ['256 bytes', `${'x'.repeat(252)}.pdf`, 'maxBytes'],
  ['256 bytes in 130 letters', `${'ä'.repeat(126)}.pdf`, 'maxBytes'],
];

/** An upload whose part names itself with RFC 5987's `filename*` (percent-encoded UTF-8). */
function uploadEncoded(name: string, bytes: Buffer) {
  const boundary = `----tuura${randomUUID().replaceAll('-', '')}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename*=UTF-8''${encodeURIComponent(name)}\r\n` +
        'Content-Type: application/pdf\r\n\r\n',
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return t.app.inject({
    method: 'POST',
    url: '/api/files/worker',
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, cookie },
    payload,
  });
}

/** What was stored: the organisation's rows and the objects on disk. */
const state = async () => ({
  rows: (await fileRowsOf(t, a.organization.id)).length,
  objects: (await storedObjects(dataDir)).length,
});

function expectRefused(res: { statusCode: number; body: string; json: () => unknown }, key: string) {
  expect(res.statusCode, res.body).toBe(400);
  expect(res.json()).toMatchObject({ fields: { filename: { key } } });
}

describe('a file name with what a name may not hold', () => {
  it.each(BAD)("is refused as the part's own name (%s)", async (_, name, key) => {
    const before = await state();
    const res = await uploadEncoded(name, pdf(500));
    if (/[\r\n]/.test(name)) {
      // The multipart parser drops a part whose name holds a line break: no file came.
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({ key: 'file.noFile', fields: { file: { key: 'required' } } });
    } else expectRefused(res, key);
    expect(await state()).toEqual(before);
  });

  it.each(BAD.filter(([, name]) => !/[\r\n]/.test(name)))(
    "is refused as the part's own name sent raw in the header (%s)",
    async (_, name, key) => {
      const before = await state();
      expectRefused(await upload(t, cookie, name, pdf(500)), key);
      expect(await state()).toEqual(before);
    },
  );

  it.each(BAD)(
    'is refused as the filename field of an upload and of a new directory (%s)',
    async (_, name, key) => {
      const before = await state();
      expectRefused(await upload(t, cookie, 'hyva.pdf', pdf(500), { filename: name }), key);
      const body = multipart({ type: 'directory', filename: name });
      const directory = await t.app.inject({
        method: 'POST',
        url: '/api/files/worker',
        headers: { 'content-type': body.contentType, cookie },
        payload: body.payload,
      });
      expectRefused(directory, key);
      expectRefused(await makeDirectoryCall(t, cookie, name), key);
      expect(await state()).toEqual(before);
    },
  );

  it.each(BAD)('is refused in a rename, which changes nothing (%s)', async (_, name, key) => {
    const file = (await upload(t, cookie, `nimetty-${randomUUID().slice(0, 8)}.pdf`, pdf(500))).json().file;
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/files/${file._id}/worker`,
      headers: { cookie },
      payload: { filename: name },
    });
    expectRefused(res, key);
    const [row] = await t.db.select().from(files).where(eq(files.id, file._id));
    expect(row?.filename).toBe(file.filename);
  });
});

describe('a good file name', () => {
  it('is stored trimmed and NFC, up to 255 bytes, from the part, the field and a rename', async () => {
    const decomposed = 'a\u0308iti.pdf'; // a + combining diaeresis
    const fromPart = await uploadEncoded(`  ${decomposed} `, pdf(500));
    expect(fromPart.statusCode, fromPart.body).toBe(201);
    expect(fromPart.json().file.filename).toBe('äiti.pdf');
    const longest = `${'x'.repeat(251)}.pdf`;
    const fromField = await upload(t, cookie, 'x.pdf', pdf(500), { filename: longest });
    expect(fromField.statusCode, fromField.body).toBe(201);
    expect(fromField.json().file.filename).toBe(longest);
    const renamed = await t.app.inject({
      method: 'PUT',
      url: `/api/files/${fromField.json().file._id}/worker`,
      headers: { cookie },
      payload: { filename: `${'ä'.repeat(125)}.pdf` },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().file.filename).toBe(`${'ä'.repeat(125)}.pdf`);
  });
});
