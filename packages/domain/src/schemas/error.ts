// The one error shape of the API (ARCHITECTURE, wire conventions; docs/decisions/004, 030).
import { z } from 'zod';
import { ERROR_MESSAGE_KEYS, type ErrorMessageKey } from '../messages.ts';

const messageParams = z.record(z.string(), z.union([z.string(), z.number()]));

export const fieldMessageSchema = z.object({
  key: z.string(),
  params: z.record(z.string(), z.unknown()).optional(),
});

export const errorSchema = z.object({
  statusCode: z.number().int(),
  error: z.string(),
  message: z.string().describe('English for developers; people see the text of `key` in their own language.'),
  code: z.string().optional(),
  key: z
    .enum(ERROR_MESSAGE_KEYS as [ErrorMessageKey, ...ErrorMessageKey[]])
    .describe('What went wrong, as a message key (packages/domain/src/messages.ts) a client translates.'),
  params: messageParams.optional().describe('Values the text of `key` names, such as {{path}}.'),
  fields: z.record(z.string(), fieldMessageSchema).optional(),
});
export type ApiError = z.infer<typeof errorSchema>;
