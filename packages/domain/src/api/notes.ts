// Admins' notes on users, departments and groups (spec §7 Notes, docs/decisions/112): read with
// read on users (HR notes only with all on users, checked by the service), written with all.
import { z } from 'zod';
import { access } from '../permissions.ts';
import { idParams } from '../schemas/common.ts';
import { noteInput, noteListQuery, noteSchema, noteUpdate } from '../schemas/note.ts';
import { contractGroup, defineContract } from './contract.ts';

const tags = ['notes'];
const read = access.admin('users', 'read');
const edit = access.admin('users', 'all');
const noteResponse = z.object({ note: noteSchema });

export const noteContracts = contractGroup('note', {
  get: defineContract({
    method: 'GET',
    path: '/api/notes/:id/admin',
    summary: 'One note (an HR note only for admins with all on users)',
    tags,
    access: read,
    params: idParams,
    response: { 200: noteResponse },
  }),
  list: defineContract({
    method: 'GET',
    path: '/api/notes/admin',
    summary: "A target's notes newest first, of the groups the caller may read (or of one group)",
    tags,
    access: read,
    query: noteListQuery,
    response: { 200: z.object({ notes: z.array(noteSchema) }) },
  }),
  create: defineContract({
    method: 'POST',
    path: '/api/notes/admin',
    summary: "Add a note on a user, department or group of the caller's organisation",
    tags,
    access: edit,
    body: z.object({ note: noteInput }),
    response: { 201: noteResponse },
  }),
  update: defineContract({
    method: 'PUT',
    path: '/api/notes/:id/admin',
    summary: "Change a note's body or reading group",
    tags,
    access: edit,
    params: idParams,
    body: z.object({ note: noteUpdate }),
    response: { 200: noteResponse },
  }),
  remove: defineContract({
    method: 'DELETE',
    path: '/api/notes/:id/admin',
    summary: 'Remove a note',
    tags,
    access: edit,
    params: idParams,
    response: { 200: noteResponse },
  }),
});
