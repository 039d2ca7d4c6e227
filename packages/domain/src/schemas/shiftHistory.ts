// A shift's history (beyond the spec): each change with who, when, and the fields it
// changed before and after, named as the shift's API fields (worker, from, stampApproved, …).
import { z } from 'zod';
import { id } from './common.ts';

export const SHIFT_HISTORY_ACTIONS = ['created', 'updated', 'deleted', 'restored'] as const;

const changedFields = z.record(z.string(), z.unknown()).nullable();

export const shiftHistoryEntrySchema = z.object({
  _id: z.string(),
  action: z.enum(SHIFT_HISTORY_ACTIONS),
  at: z.string(),
  /** Who made the change; null for the system (a job, imported data). */
  actor: id.nullable(),
  /** The changed fields as they were; null before the shift was created. */
  before: changedFields,
  /** The changed fields as they became (all of them when created). */
  after: changedFields,
});
export type ShiftHistoryEntry = z.infer<typeof shiftHistoryEntrySchema>;

export const shiftHistorySchema = z.object({
  history: z.array(shiftHistoryEntrySchema),
  /** Names of the people the entries mention (actors, workers assigned or unassigned). */
  people: z.array(z.object({ _id: id, name: z.string() })),
});
