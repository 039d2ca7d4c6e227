// Auth consumer (spec §3): an integration that signs users in through us and is sent back to
// one of its registered redirect URIs.
import { z } from 'zod';
import { AUTH_CONSUMER } from '../limits.ts';
import { dateTime, id, requiredText, updateOf } from './common.ts';

/** http(s) only: other schemes could run script or open local apps. */
const redirectUri = z
  .string()
  .trim()
  .max(AUTH_CONSUMER.redirectUri)
  .pipe(z.url({ protocol: /^https?$/ }));

export const authConsumerSchema = z.object({
  _id: id,
  name: z.string(),
  redirectUris: z.array(z.string()),
  createdAt: dateTime,
});
export type AuthConsumer = z.infer<typeof authConsumerSchema>;

export const authConsumerInput = z.object({
  name: requiredText(AUTH_CONSUMER.name),
  redirectUris: z.array(redirectUri).min(AUTH_CONSUMER.redirectUrisMin).max(AUTH_CONSUMER.redirectUrisMax),
});
export const authConsumerUpdate = updateOf(authConsumerInput);
