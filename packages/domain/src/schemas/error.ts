// The one error shape of the API (ARCHITECTURE, wire conventions).
import { z } from 'zod';

export const fieldMessageSchema = z.object({
  key: z.string(),
  params: z.record(z.string(), z.unknown()).optional(),
});

export const errorSchema = z.object({
  statusCode: z.number().int(),
  error: z.string(),
  message: z.string(),
  code: z.string().optional(),
  fields: z.record(z.string(), fieldMessageSchema).optional(),
});
export type ApiError = z.infer<typeof errorSchema>;
