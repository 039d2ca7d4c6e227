// Cancellation (spec §3, §4): a worker gives up a shift with a reason; an admin reacts.
import { z } from 'zod';
import { CancellationReason } from '../enums.ts';
import { CANCELLATION, REQUEST } from '../limits.ts';
import { approvalState, dateTime, id, ids, text } from './common.ts';
import { shiftPlaceSchema } from './shift.ts';

export const cancellationReason = z.literal(CancellationReason.values);

/** The cancelled shift as both lists show it: when and where. */
export const cancelledShiftSchema = z.object({
  name: z.string(),
  from: dateTime,
  /** Null only for a running shift, which cannot be cancelled; kept nullable as shifts are. */
  to: dateTime.nullable(),
  place: shiftPlaceSchema.nullable(),
});

export const cancellationSchema = z.object({
  _id: id,
  shift: id,
  worker: id,
  reason: cancellationReason,
  message: z.string(),
  /** 0 pending (active), 1 accepted (the shift was freed), 2 rejected (the worker keeps it). */
  approved: approvalState,
  /** The admin's words with the decision; '' when none. */
  decisionMessage: z.string(),
  decidedAt: dateTime.nullable(),
  createdAt: dateTime,
  /** "First Last" of the worker who cancelled. */
  workerName: z.string(),
  shiftInfo: cancelledShiftSchema,
});
export type Cancellation = z.infer<typeof cancellationSchema>;

export const cancellationInput = z.object({
  shift: id,
  reason: cancellationReason,
  message: text(CANCELLATION.reason).default(''),
});
export type CancellationInput = z.infer<typeof cancellationInput>;

/** One reason and message for many shifts. */
export const cancellationMassInput = cancellationInput
  .omit({ shift: true })
  .extend({ shifts: ids(REQUEST.maxIdsPerMassAction) });
export type CancellationMassInput = z.infer<typeof cancellationMassInput>;

/** PUT /cancellations/{id}/admin: an admin accepts (frees the shift) or rejects, with words for the worker. */
export const cancellationReactInput = z.object({
  accept: z.boolean(),
  message: text(CANCELLATION.decisionMessage).default(''),
});
export type CancellationReactInput = z.infer<typeof cancellationReactInput>;
