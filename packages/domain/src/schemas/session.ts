// A signed-in session as the sessions list shows it (decision 133): the device read from the
// browser's User-Agent, the address it signed in from, when it was opened and last seen. Never
// the cookie or its hash.
import { z } from 'zod';
import { dateTime, id } from './common.ts';

export const DEVICE_TYPES = ['desktop', 'mobile', 'tablet', 'other'] as const;

export const sessionSchema = z.object({
  _id: id,
  device: z.object({
    /** Browser name and major version, e.g. "Chrome 131"; empty when the User-Agent says nothing. */
    browser: z.string(),
    /** Operating system and version, e.g. "Android 15". */
    os: z.string(),
    type: z.enum(DEVICE_TYPES),
  }),
  /** The client address the session signed in from (no place: decision 133). */
  ip: z.string(),
  createdAt: dateTime,
  /** Written at most once a minute, so up to a minute behind. */
  lastSeenAt: dateTime,
  /** The session this request came with. */
  current: z.boolean(),
  /** An admin acting in this account (take-over, decision 105). */
  takenOver: z.boolean(),
});
export type Session = z.infer<typeof sessionSchema>;

export const sessionListResponse = z.object({ sessions: z.array(sessionSchema) });
export const endedSessionsResponse = z.object({ ended: z.number().int().min(0) });
