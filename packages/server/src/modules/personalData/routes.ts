// A person's data (decisions 134, 135): the own export, an admin's export of anyone in the
// organisation, the removed users and their erasure.
import { personalDataContracts as c } from '@tuura/domain/api/personalData';
import { create as contentDisposition } from 'content-disposition';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { userIdOf } from '../../context.ts';
import { createStorage } from '../../lib/storage/index.ts';
import { bindContract } from '../../plugins/routes.ts';
import {
  eraseUser,
  exportedUser,
  listFormerUsers,
  type PersonalDataZip,
  personalDataZip,
} from './service.ts';

/** Streams the ZIP; the client leaving closes the reply, and the export stops writing. */
function sendZip(reply: FastifyReply, zip: PersonalDataZip) {
  reply.raw.once('close', zip.abandon);
  reply.header('content-type', 'application/zip');
  reply.header('content-disposition', contentDisposition(zip.filename));
  reply.header('cache-control', 'no-store');
  return reply.send(zip.stream);
}

export async function personalDataRoutes(app: FastifyInstance) {
  const storage = createStorage(app.deps.config);
  // The caller's own data: the user id comes from the session, never from the request.
  bindContract(
    app,
    c.myExport,
    async (_, ctx, { reply }) =>
      sendZip(
        reply,
        await personalDataZip(ctx, storage, await exportedUser(ctx, userIdOf(ctx)), 'self'),
      ) as never,
  );
  bindContract(
    app,
    c.export,
    async ({ params }, ctx, { reply }) =>
      sendZip(
        reply,
        await personalDataZip(ctx, storage, await exportedUser(ctx, params.id), 'admin'),
      ) as never,
  );
  bindContract(app, c.formerUsers, ({ query }, ctx) => listFormerUsers(ctx, query));
  bindContract(app, c.erase, ({ params }, ctx) => eraseUser(ctx, storage, params.id));
}
