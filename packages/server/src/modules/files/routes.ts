// The files calls. Uploads are multipart, read as a stream by @fastify/multipart in
// this plugin's scope only; downloads stream from storage.
import multipart from '@fastify/multipart';
import { fileContracts as c } from '@tuura/domain/api/files';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createStorage } from '../../lib/storage/index.ts';
import { bindContract } from '../../plugins/routes.ts';
import { type Download, openDownload } from './download.ts';
import {
  adminGetFile,
  adminListFiles,
  bucketSize,
  listDirectories,
  listFiles,
  sharedWith,
} from './queries.ts';
import { adminUpdateSharing, deleteFile, updateFile } from './service.ts';
import { createEntry, declaredTooLarge, PART_LIMITS, tooLarge, type UploadBody } from './upload.ts';

/** The request's body for the upload: the multipart parts as they arrive, or the JSON. */
function uploadBodyOf(req: FastifyRequest): UploadBody {
  if (!req.isMultipart()) return { kind: 'json', fields: (req.body ?? {}) as Record<string, unknown> };
  const drain = () => {
    req.raw.unpipe();
    req.raw.resume();
  };
  return { kind: 'multipart', parts: req.parts({ limits: PART_LIMITS }), drain };
}

/** Streams a file's content with the status and headers its download chose. */
function sendDownload(reply: FastifyReply, download: Download) {
  reply.code(download.status).headers(download.headers);
  return download.body;
}

export async function fileRoutes(app: FastifyInstance) {
  const storage = createStorage(app.deps.config);
  // The part's own name as sent, path and all: the file name rule refuses a separator with a
  // field message rather than the parser keeping the last segment unseen (docs/decisions/127).
  await app.register(multipart, { preservePath: true });

  bindContract(app, c.list, async ({ query }, ctx) => listFiles(ctx, query));
  bindContract(app, c.directories, async (_input, ctx) => ({ directories: await listDirectories(ctx) }));
  bindContract(app, c.sharedWith, async ({ params }, ctx) => sharedWith(ctx, params.id));
  bindContract(app, c.size, async ({ query }, ctx) => bucketSize(ctx, query.space));
  bindContract(app, c.create, async (_input, ctx, { req }) => {
    if (declaredTooLarge(req.headers['content-length'])) throw tooLarge();
    return { file: await createEntry(ctx, storage, uploadBodyOf(req)) };
  });
  bindContract(app, c.update, async ({ params, body }, ctx) => ({
    file: await updateFile(ctx, params.id, body),
  }));
  bindContract(app, c.remove, async ({ params, query }, ctx) => ({
    deleted: await deleteFile(ctx, storage, params.id, query.recursive ?? false, false),
  }));
  bindContract(
    app,
    c.download,
    async ({ params }, ctx, { req, reply }) =>
      sendDownload(reply, await openDownload(ctx, storage, params.id, req.headers.range)) as never,
  );
  bindContract(app, c.adminList, async ({ query }, ctx) => adminListFiles(ctx, query));
  bindContract(app, c.adminGet, async ({ params }, ctx) => adminGetFile(ctx, ctx.db, params.id));
  bindContract(app, c.adminUpdate, async ({ params, body }, ctx) => {
    await adminUpdateSharing(ctx, params.id, body);
    return adminGetFile(ctx, ctx.db, params.id);
  });
  bindContract(app, c.adminRemove, async ({ params, query }, ctx) => ({
    deleted: await deleteFile(ctx, storage, params.id, query.recursive ?? false, true),
  }));
}
