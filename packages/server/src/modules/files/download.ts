// Serving a file's content (GET /api/files/:id, docs/decisions/109): only to a caller who sees
// it (else 404, the same as a missing one), with its own type, never sniffed, as an attachment
// with its name (RFC 5987 for ä, ö), inline only for raster images and PDF, and with byte ranges.
import type { Readable } from 'node:stream';
import { opensInline } from '@tuura/domain';
import { create as contentDisposition } from 'content-disposition';
import { eq } from 'drizzle-orm';
import { type Ctx, userIdOf } from '../../context.ts';
import { files } from '../../db/schema/index.ts';
import { notFound } from '../../errors.ts';
import { inOrganization } from '../../lib/scope.ts';
import type { ByteRange, FileStorage } from '../../lib/storage/index.ts';
import { chainOf, readsAllFiles } from './access.ts';

/**
 * The one range of `Range: bytes=a-b`, `bytes=a-` or `bytes=-n` within `size`; null for none,
 * several, or one that cannot be met (then the whole file is sent, as HTTP allows).
 */
export function rangeOf(header: string | undefined, size: number): ByteRange | null {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header?.trim() ?? '');
  if (!match || size === 0) return null;
  const [, from, to] = match;
  if (from === '' && to === '') return null;
  if (from === '') {
    const suffix = Number(to);
    return suffix > 0 ? { start: Math.max(0, size - suffix), end: size - 1 } : null;
  }
  const start = Number(from);
  const end = to === '' ? size - 1 : Math.min(Number(to), size - 1);
  return start <= end && start < size ? { start, end } : null;
}

/** An ASCII stand-in for old clients (`filename=`); the real name goes in `filename*` (RFC 5987). */
const asciiName = (name: string) =>
  name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, '_');

/**
 * A PDF is not sandboxed: Chrome refuses to show one in a sandboxed document, and its viewer runs
 * no script of the file's. Anything else is.
 */
function contentPolicy(mimeType: string | null) {
  const framing = opensInline(mimeType) ? "frame-ancestors 'self'" : "frame-ancestors 'none'";
  const base = `default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; ${framing}`;
  return mimeType === 'application/pdf' ? base : `${base}; sandbox`;
}

/** A file's content as the route answers it: 200 or 206 for a range, the headers, the bytes. */
export type Download = { status: 200 | 206; headers: Record<string, string | number>; body: Readable };

export async function openDownload(
  ctx: Ctx,
  storage: FileStorage,
  id: string,
  rangeHeader: string | undefined,
): Promise<Download> {
  const [file] = await ctx.db
    .select({
      filename: files.filename,
      mimeType: files.mimeType,
      size: files.size,
      storageKey: files.storageKey,
    })
    .from(files)
    .where(inOrganization(ctx, files, eq(files.id, id), eq(files.kind, 'file')));
  if (!file?.storageKey) throw notFound('file.notFound');
  if (!readsAllFiles(ctx)) {
    const chain = await chainOf(ctx, ctx.db, id, userIdOf(ctx));
    if (!chain.some((link) => link.grants)) throw notFound('file.notFound');
  }
  const size = Number(file.size);
  const range = rangeOf(rangeHeader, size);
  const body = await storage.get(file.storageKey, range ?? undefined);
  const headers: Record<string, string | number> = {
    'content-type': file.mimeType ?? 'application/octet-stream',
    'x-content-type-options': 'nosniff',
    // Whatever a file holds, it may not run script or load anything in our origin. What opens
    // inline (images, PDF) may be framed by our own pages: the files page previews them.
    'content-security-policy': contentPolicy(file.mimeType),
    'x-frame-options': opensInline(file.mimeType) ? 'SAMEORIGIN' : 'DENY',
    'content-disposition': contentDisposition(file.filename, {
      type: opensInline(file.mimeType) ? 'inline' : 'attachment',
      fallback: asciiName(file.filename),
    }),
    'accept-ranges': 'bytes',
  };
  if (!range) return { status: 200, headers: { ...headers, 'content-length': size }, body };
  return {
    status: 206,
    headers: {
      ...headers,
      'content-range': `bytes ${range.start}-${range.end}/${size}`,
      'content-length': range.end - range.start + 1,
    },
    body,
  };
}
