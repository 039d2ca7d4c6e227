// Note (spec §3): an admin's note about a user (the target), readable by one user group
// (general admins or HR).
import { z } from 'zod';
import { USER_GROUPS } from '../enums.ts';
import { NOTE } from '../limits.ts';
import { dateTime, id, requiredText, updateOf } from './common.ts';

export const noteSchema = z.object({
  _id: id,
  body: z.string(),
  target: id,
  group: z.enum(USER_GROUPS),
  createdBy: id.nullable(),
  createdAt: dateTime,
});
export type Note = z.infer<typeof noteSchema>;

export const noteInput = z.object({
  body: requiredText(NOTE.body),
  target: id,
  group: z.enum(USER_GROUPS),
});
export const noteUpdate = updateOf(noteInput.pick({ body: true }));
/** GET /notes/admin lists the notes of one target in one group. */
export const noteListQuery = noteInput.pick({ target: true, group: true });
