// Demo files: each of a few demo workers keeps a licence (PDF) and a first-aid card
// (PNG) in a directory of certificates; the organisation shares a directory of instructions with
// all and publishes a leave form. The contents are tiny valid files made here.
import { Readable } from 'node:stream';
import { crc32, deflateSync } from 'node:zlib';
import { FILES } from '@tuura/domain/limits';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { fileQuotas, files } from '../db/schema/index.ts';
import { type FileStorage, newStorageKey } from '../lib/storage/index.ts';

/** A one-page PDF showing `title`, with a correct cross-reference table. */
export function tinyPdf(title: string): Buffer {
  const safe = title.replace(/[()\\]/g, '').replace(/[^\x20-\x7e]/g, '?');
  const stream = `BT /F1 18 Tf 40 120 Td (${safe}) Tj ET`;
  const objects = [
    '<</Type/Catalog/Pages 2 0 R>>',
    '<</Type/Pages/Kids[3 0 R]/Count 1>>',
    '<</Type/Page/Parent 2 0 R/MediaBox[0 0 420 200]/Resources<</Font<</F1 4 0 R>>>>/Contents 5 0 R>>',
    '<</Type/Font/Subtype/Type1/BaseFont/Helvetica>>',
    `<</Length ${stream.length}>>stream\n${stream}\nendstream`,
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) out += `${String(offset).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<</Size ${objects.length + 1}/Root 1 0 R>>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

function pngChunk(type: string, data: Buffer) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A `width`×`height` PNG of one colour with a darker band: a stand-in for a card's photo. */
export function tinyPng(width: number, height: number, [r, g, b]: [number, number, number]): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits, RGB
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y++) {
    const row = Buffer.alloc(1 + width * 3);
    const band = y > height / 3 && y < height / 2 ? 0.6 : 1;
    for (let x = 0; x < width; x++) row.set([r * band, g * band, b * band], 1 + x * 3);
    rows.push(row);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.concat(rows))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

type Placement = { ownerId: string | null; parentId: string | null };
type Extra = { isSharedWithAll?: boolean; isPublic?: boolean };

export async function seedFiles(
  db: DbOrTx,
  storage: FileStorage,
  organizationId: string,
  workers: readonly { id: string; name: string }[],
) {
  const used = new Map<string, number>();
  const directory = async (filename: string, at: Placement, extra: Extra = {}) => {
    const [row] = await db
      .insert(files)
      .values({ organizationId, ...at, kind: 'directory', filename, ...extra })
      .returning({ id: files.id });
    return row?.id ?? null;
  };
  const file = async (
    filename: string,
    mimeType: string,
    bytes: Buffer,
    at: Placement,
    extra: Extra = {},
  ) => {
    const storageKey = newStorageKey();
    await storage.put(storageKey, Readable.from([bytes]));
    await db.insert(files).values({
      organizationId,
      ...at,
      kind: 'file',
      filename,
      mimeType,
      size: bytes.length,
      storageKey,
      ...extra,
    });
    const bucket = at.ownerId ?? organizationId;
    used.set(bucket, (used.get(bucket) ?? 0) + bytes.length);
  };

  for (const [i, worker] of workers.entries()) {
    const certificates = await directory('Todistukset', { ownerId: worker.id, parentId: null });
    const at = { ownerId: worker.id, parentId: certificates };
    await file(
      'Laillistamispäätös.pdf',
      'application/pdf',
      tinyPdf(`Laillistamispaatos - ${worker.name}`),
      at,
    );
    await file('Ensiapukortti.png', 'image/png', tinyPng(64, 40, i % 2 ? [200, 40, 40] : [40, 120, 200]), at);
  }
  const org = { ownerId: null, parentId: null };
  const instructions = await directory('Perehdytysohjeet', org, { isSharedWithAll: true });
  const inside = { ownerId: null, parentId: instructions };
  await file('Lääkehoitosuunnitelma.pdf', 'application/pdf', tinyPdf('Laakehoitosuunnitelma'), inside);
  await file('Hätätilanteet.pdf', 'application/pdf', tinyPdf('Hatatilanteet'), inside);
  await file('Lomahakemus.pdf', 'application/pdf', tinyPdf('Lomahakemus'), org, { isPublic: true });

  for (const [bucketId, bytes] of used) {
    await db
      .insert(fileQuotas)
      .values({ organizationId, bucketId, used: bytes })
      .onConflictDoUpdate({
        target: [fileQuotas.organizationId, fileQuotas.bucketId],
        set: { used: sql`${fileQuotas.used} + ${bytes}` },
      });
  }
  return { workers: workers.length, limit: FILES.personalBucketBytes };
}
