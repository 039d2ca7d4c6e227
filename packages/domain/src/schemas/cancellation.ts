// Cancellation (spec §3, §4): a worker gives up a shift with a reason; an admin reacts.
import { z } from 'zod';
import { ApprovalState, CancellationReason } from '../enums.ts';
import { CANCELLATION, REQUEST } from '../limits.ts';
import { approvalState, dateTime, id, ids, text } from './common.ts';

export const cancellationReason = z.literal(CancellationReason.values);

export const cancellationSchema = z.object({
  _id: id,
  shift: id,
  worker: id,
  reason: cancellationReason,
  message: z.string(),
  approved: approvalState,
  createdAt: dateTime,
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

/** PUT /cancellations/{id}/admin: an admin approves or rejects an active cancellation. */
export const cancellationReactInput = z.object({
  approved: z.literal([ApprovalState.approved, ApprovalState.rejected]),
});
