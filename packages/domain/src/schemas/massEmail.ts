// Mass email (spec §7: POST /emails/mass/admin {title, message}; decision 113): the recipients are
// named by user ids and group ids beside the spec's fields; each live user among them (and among
// the groups' members) gets one message, however often named. The message is plain text.
import { z } from 'zod';
import { MASS_EMAIL } from '../limits.ts';
import { customIssue } from '../validation.ts';
import { dateTime, id, requiredText } from './common.ts';

export const MASS_EMAIL_STATUSES = ['queued', 'sent', 'failed', 'logged'] as const;
export type MassEmailStatus = (typeof MASS_EMAIL_STATUSES)[number];

export const massEmailInput = z
  .object({
    title: requiredText(MASS_EMAIL.title),
    message: requiredText(MASS_EMAIL.message),
    users: z.array(id).max(MASS_EMAIL.usersMax).default([]),
    groups: z.array(id).max(MASS_EMAIL.groupsMax).default([]),
  })
  .superRefine((input, ctx) => {
    if (input.users.length === 0 && input.groups.length === 0)
      ctx.addIssue(customIssue('required', ['users']));
  })
  // At least one recipient list that is not empty, as the document states it (decision 131).
  .meta({
    anyOf: [
      { required: ['users'], properties: { users: { minItems: 1 } } },
      { required: ['groups'], properties: { groups: { minItems: 1 } } },
    ],
  });
export type MassEmailInput = z.input<typeof massEmailInput>;

/** What a send answers at once: the messages are queued, not yet sent. */
export const massEmailQueuedSchema = z.object({ _id: id, recipientCount: z.number().int().min(0) });

/** How many of a send's messages are in each state. */
export const massEmailCountsSchema = z.object(
  Object.fromEntries(MASS_EMAIL_STATUSES.map((s) => [s, z.number().int().min(0)])) as Record<
    MassEmailStatus,
    z.ZodNumber
  >,
);

export const massEmailSummarySchema = z.object({
  _id: id,
  title: z.string(),
  createdAt: dateTime,
  createdBy: z.string().describe('Full name of the admin who sent it; empty when removed.'),
  recipientCount: z.number().int().min(0),
  counts: massEmailCountsSchema,
});
export type MassEmailSummary = z.infer<typeof massEmailSummarySchema>;

export const massEmailRecipientSchema = z.object({
  userId: id.nullable(),
  name: z.string(),
  to: z.string(),
  status: z.enum(MASS_EMAIL_STATUSES),
  attempts: z.number().int().min(0),
  error: z.string().nullable(),
  sentAt: dateTime.nullable(),
});
export type MassEmailRecipient = z.infer<typeof massEmailRecipientSchema>;

export const massEmailDetailSchema = massEmailSummarySchema.extend({
  message: z.string(),
  recipients: z.array(massEmailRecipientSchema),
});
export type MassEmailDetail = z.infer<typeof massEmailDetailSchema>;
