import { noteContracts as c } from '@tuura/domain/api/notes';
import type { FastifyInstance } from 'fastify';
import { bindContract } from '../../plugins/routes.ts';
import { createNote, getNote, listNotes, removeNote, updateNote } from './service.ts';

export async function noteRoutes(app: FastifyInstance) {
  bindContract(app, c.get, async ({ params }, ctx) => ({ note: await getNote(ctx, params.id) }));
  bindContract(app, c.list, async ({ query }, ctx) => ({ notes: await listNotes(ctx, query) }));
  bindContract(app, c.create, async ({ body }, ctx) => ({ note: await createNote(ctx, body.note) }));
  bindContract(app, c.update, async ({ params, body }, ctx) => ({
    note: await updateNote(ctx, params.id, body.note),
  }));
  bindContract(app, c.remove, async ({ params }, ctx) => ({ note: await removeNote(ctx, params.id) }));
}
