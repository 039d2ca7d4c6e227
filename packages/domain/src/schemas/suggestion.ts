// Suggestion (spec §3, §4): a worker's request for a shift, which an admin approves or rejects.
// It asks for a shift, so the shift's text limits apply.
import { z } from 'zod';
import { ShiftType } from '../enums.ts';
import { SHIFT, SUGGESTION } from '../limits.ts';
import { approvalState, dateTime, endsAfter, id, requiredText, text, updateOf } from './common.ts';
import { shiftType } from './shift.ts';

export const suggestionSchema = z.object({
  _id: id,
  from: dateTime,
  to: dateTime,
  name: z.string(),
  description: z.string(),
  type: shiftType,
  department: id.nullable(),
  worker: id,
  approved: approvalState,
  createdAt: dateTime,
});
export type Suggestion = z.infer<typeof suggestionSchema>;

export const suggestionFields = z.object({
  from: dateTime,
  to: dateTime,
  name: requiredText(SHIFT.name),
  description: text(SHIFT.description).default(''),
  type: shiftType.default(ShiftType.shift),
  department: id.nullable().default(null),
});
export const suggestionInput = suggestionFields.superRefine(endsAfter('from', 'to'));
export const suggestionUpdate = updateOf(suggestionFields).superRefine(endsAfter('from', 'to'));
export type SuggestionInput = z.infer<typeof suggestionInput>;

/** POST /suggestions/multiple/worker. */
export const suggestionMassInput = z.object({
  suggestions: z.array(suggestionInput).min(1).max(SUGGESTION.massCreateMax),
});

/** A request as its worker sees it: with the admin's decision (who decided is not shown). */
export const ownSuggestionSchema = suggestionSchema.extend({
  /** The admin's words with a rejection; empty otherwise. */
  decisionMessage: z.string(),
  decidedAt: dateTime.nullable(),
  /** The shift an approval made (null when pending, rejected, or that shift is gone). */
  shift: id.nullable(),
});
export type OwnSuggestion = z.infer<typeof ownSuggestionSchema>;

/** A request as an admin lists it: with the worker's and the place's names. */
export const adminSuggestionSchema = ownSuggestionSchema.extend({
  workerName: z.string(),
  departmentName: z.string().nullable(),
  customerName: z.string().nullable(),
  decidedBy: id.nullable(),
});
export type AdminSuggestion = z.infer<typeof adminSuggestionSchema>;

/** A rejection's words to the worker (optional). */
export const suggestionDecisionMessage = text(SUGGESTION.decisionMessage).default('');
