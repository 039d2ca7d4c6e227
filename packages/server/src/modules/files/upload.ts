// New files and directories (POST /api/files/worker, docs/decisions/109). A file arrives as
// multipart: its fields first, then one part 'file'. The part is streamed to storage, never held
// whole: its first bytes are checked against the type its name claims (415, nothing stored), it
// is cut off past FILES.maxFileBytes (413, nothing stored), and only once it is complete are the
// bytes taken from the quota and the row written, in one transaction. Any failure after the
// object is stored removes it; an aborted upload fails the stream, and storage keeps nothing.
import { Readable } from 'node:stream';
import { fieldMessages, parseWithMessages, requestShapeIssue, uploadTypeOfName } from '@tuura/domain';
import { FILES } from '@tuura/domain/limits';
import { type FileCreateFields, fileCreateFields, uploadSchema } from '@tuura/domain/schemas/file';
import { eq } from 'drizzle-orm';
import { type Ctx, userIdOf } from '../../context.ts';
import { files } from '../../db/schema/index.ts';
import { AppError, fail, invalid, notFound } from '../../errors.ts';
import { inOrganization, organizationOf } from '../../lib/scope.ts';
import { type FileStorage, newStorageKey } from '../../lib/storage/index.ts';
import { editsAllFiles, mayChange } from './access.ts';
import { contentMatches, SNIFF_BYTES } from './contentType.ts';
import { reserve } from './quota.ts';
import { fileEntry } from './service.ts';

/** What a multipart body may add around the file itself (boundaries, headers, the fields). */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

export const tooLarge = () => new AppError({ key: 'file.tooLarge', params: { max: FILES.maxFileBytes } });

/** Refuses at once a body whose declared length cannot hold an acceptable file. */
export function declaredTooLarge(contentLength: string | undefined) {
  return Number(contentLength) > FILES.maxFileBytes + MULTIPART_OVERHEAD_BYTES;
}

/** The multipart parser's limits. One past the file limit: the stream sees the byte too many and refuses with the clear message. */
export const PART_LIMITS = {
  files: 1,
  fields: 8,
  fieldSize: 1024,
  fileSize: FILES.maxFileBytes + 1,
  parts: 9,
};

/** One part of a multipart body as the parser gives it: a text field, or a file's stream. */
export type UploadPart =
  | { type: 'field'; fieldname: string; value: unknown }
  | { type: 'file'; fieldname: string; filename: string; file: Readable };

/**
 * A request's body as the route hands it over (decision 145): JSON (a new directory), or the
 * multipart parts as they arrive, with `drain` to read and drop what the client still sends.
 */
export type UploadBody =
  | { kind: 'json'; fields: Record<string, unknown> }
  | { kind: 'multipart'; parts: AsyncIterable<UploadPart>; drain: () => void };

function parsedFields(raw: Record<string, unknown>): FileCreateFields {
  // The route takes multipart as well as JSON, so no validator ran before: the same checks here.
  const shapeIssue = requestShapeIssue(raw);
  if (shapeIssue) throw invalid(fieldMessages([shapeIssue]));
  const parsed = parseWithMessages(fileCreateFields, raw);
  if (!parsed.success) throw invalid(parsed.fields);
  return parsed.data;
}

/**
 * Where a new entry goes: its parent (a directory the caller may change) and so its owner, and
 * whether it is published at once (admins with files `all` only, as when sharing).
 */
async function placementOf(ctx: Ctx, fields: FileCreateFields) {
  const isPublic = fields.isPublic === true;
  if (isPublic && !editsAllFiles(ctx)) throw fail('file.publishRefused');
  return { ...(await ownerAndParentOf(ctx, fields)), isPublic };
}

async function ownerAndParentOf(ctx: Ctx, fields: FileCreateFields) {
  if (fields.parent) {
    const [parent] = await ctx.db
      .select({ ownerId: files.ownerId, kind: files.kind })
      .from(files)
      .where(inOrganization(ctx, files, eq(files.id, fields.parent)));
    if (parent?.kind !== 'directory' || !mayChange(ctx, parent.ownerId))
      throw notFound('file.parentNotFound');
    return { ownerId: parent.ownerId, parentId: fields.parent };
  }
  if (fields.space === 'organization') {
    if (!editsAllFiles(ctx)) throw fail('auth.notAuthorized');
    return { ownerId: null, parentId: null };
  }
  return { ownerId: userIdOf(ctx), parentId: null };
}

/** A request without a file part: a new directory, else 400 naming the missing part. */
async function createDirectory(ctx: Ctx, fields: FileCreateFields) {
  if (fields.type !== 'directory')
    throw fail('file.noFile', { fields: { file: { key: 'required', params: { field: 'file' } } } });
  if (!fields.filename) throw invalid({ filename: { key: 'required', params: { field: 'filename' } } });
  const placement = await placementOf(ctx, fields);
  const [row] = await ctx.db
    .insert(files)
    .values({
      organizationId: organizationOf(ctx),
      ...placement,
      kind: 'directory',
      filename: fields.filename,
    })
    .returning({ id: files.id });
  return fileEntry(ctx, ctx.db, row?.id ?? '');
}

/** The first SNIFF_BYTES of a stream, and a stream of all of it that stops past `max` bytes. */
async function sniffed(source: Readable, max: number) {
  const iterator = source[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  const chunks: Buffer[] = [];
  let length = 0;
  let ended = false;
  while (length < SNIFF_BYTES) {
    const next = await iterator.next();
    if (next.done) {
      ended = true;
      break;
    }
    chunks.push(next.value);
    length += next.value.length;
  }
  const head = Buffer.concat(chunks);
  async function* all() {
    let seen = head.length;
    if (seen > max) throw tooLarge();
    if (head.length) yield head;
    if (ended) return;
    for (;;) {
      const next = await iterator.next();
      if (next.done) return;
      seen += next.value.length;
      if (seen > max) throw tooLarge();
      yield next.value;
    }
  }
  return {
    head: head.subarray(0, SNIFF_BYTES),
    complete: ended,
    body: Readable.from(all(), { objectMode: false }),
  };
}

type FilePart = { filename: string; file: Readable };

async function storeFile(ctx: Ctx, storage: FileStorage, fields: FileCreateFields, part: FilePart) {
  // The part's own name is held to the rule of the filename field (docs/decisions/127).
  const name = parseWithMessages(uploadSchema.shape.filename, fields.filename ?? part.filename);
  if (!name.success) {
    const said = Object.values(name.fields)[0];
    throw invalid({
      filename: { key: said?.key ?? 'invalid', params: { ...said?.params, field: 'filename' } },
    });
  }
  const mimeType = uploadTypeOfName(name.data);
  if (!mimeType) throw fail('file.typeRefused');
  const placement = await placementOf(ctx, fields);
  const { head, complete, body } = await sniffed(part.file, FILES.maxFileBytes);
  if (!(await contentMatches(mimeType, head, complete))) throw fail('file.typeRefused');

  const storageKey = newStorageKey();
  const size = await storage.put(storageKey, body).catch((error: unknown) => {
    throw asRequestError(error);
  });
  try {
    const id = await ctx.db.transaction(async (tx) => {
      await reserve(ctx, tx, placement.ownerId, size);
      const [row] = await tx
        .insert(files)
        .values({
          organizationId: organizationOf(ctx),
          ...placement,
          kind: 'file',
          filename: name.data,
          mimeType,
          size,
          storageKey,
        })
        .returning({ id: files.id });
      return row?.id ?? '';
    });
    return await fileEntry(ctx, ctx.db, id);
  } catch (error) {
    await storage.delete(storageKey).catch(() => undefined);
    throw error;
  }
}

/** busboy's own words for a body that is not well-formed multipart. */
const MALFORMED_MULTIPART =
  /^(Unexpected end of multipart data|.* terminated early|Multipart: Boundary not found)/;

/**
 * A failure of the request's multipart body as the client's error: too large (413) or malformed,
 * cut short or over a parser limit (400); anything else (the database, the disk) as it is.
 */
function asRequestError(error: unknown) {
  if (error instanceof AppError) return error;
  const { code, message } = error as { code?: string; message?: string };
  if (code === 'FST_REQ_FILE_TOO_LARGE') return tooLarge();
  if (code?.startsWith('FST_') || MALFORMED_MULTIPART.test(message ?? '')) return fail('request.bad');
  return error;
}

/** The parts of the body, its parse errors turned into the client's (the loop's own pass through). */
async function* checkedParts(parts: AsyncIterable<UploadPart>) {
  try {
    yield* parts;
  } catch (error) {
    throw asRequestError(error);
  }
}

/** The upload or new directory of one request, multipart or (a directory) JSON. */
export async function createEntry(ctx: Ctx, storage: FileStorage, body: UploadBody) {
  if (body.kind === 'json') return createDirectory(ctx, parsedFields(body.fields));
  const raw: Record<string, unknown> = {};
  let created: Awaited<ReturnType<typeof storeFile>> | undefined;
  try {
    for await (const part of checkedParts(body.parts)) {
      if (part.type === 'field') {
        raw[part.fieldname] = part.value;
        continue;
      }
      const fields = parsedFields(raw);
      if (fields.type === 'directory' || part.fieldname !== 'file') throw fail('request.bad');
      created = await storeFile(ctx, storage, fields, part);
    }
  } catch (error) {
    // A refused upload may still be arriving: read and drop the rest, so the client finishes
    // sending, reads the answer, and the connection stays usable.
    body.drain();
    throw error;
  }
  return created ?? createDirectory(ctx, parsedFields(raw));
}
