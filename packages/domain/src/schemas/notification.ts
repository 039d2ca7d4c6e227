// Notification (spec §3): shown in the bell menu with a short text cut at 80 characters.
import { z } from 'zod';
import { dateTime, id } from './common.ts';

export const notificationSchema = z.object({
  _id: id,
  title: z.string(),
  labels: z.array(z.string()),
  shortText: z.string(),
  text: z.string(),
  createdAt: dateTime,
});
export type Notification = z.infer<typeof notificationSchema>;
