// Note (spec §3): an admin's note about a user, a department or a group (the target), readable by
// one admin user group: general admins (read on users) or HR (all on users) (docs/decisions/112).
import { z } from 'zod';
import { NOTE_TARGETS, USER_GROUPS } from '../enums.ts';
import { NOTE } from '../limits.ts';
import { dateTime, id, requiredText } from './common.ts';

export const noteSchema = z.object({
  _id: id,
  body: z.string(),
  targetType: z.enum(NOTE_TARGETS),
  target: id,
  group: z.enum(USER_GROUPS),
  createdBy: id.nullable(),
  /** The author's name, or null once the author is gone. */
  createdByName: z.string().nullable(),
  createdAt: dateTime,
  updatedAt: dateTime,
});
export type Note = z.infer<typeof noteSchema>;

export const noteInput = z.object({
  body: requiredText(NOTE.body),
  targetType: z.enum(NOTE_TARGETS),
  target: id,
  group: z.enum(USER_GROUPS),
});
export type NoteInput = z.infer<typeof noteInput>;
/** The body and the reading group change; what the note is about stays. */
export const noteUpdate = noteInput.pick({ body: true, group: true }).partial();
/** GET /notes/admin lists the notes of one target, optionally of one group only. */
export const noteListQuery = z.object({ target: id, group: z.enum(USER_GROUPS).optional() });
