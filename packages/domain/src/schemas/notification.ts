// Notification (spec §3): shown in the bell menu with a short text cut at 80 characters; it names
// its subject, which opens from it, and is unread until opened or marked read (decision 139).
import { z } from 'zod';
import { NOTIFICATION_SUBJECTS } from '../enums.ts';
import { dateTime, id } from './common.ts';

export const notificationSubjectSchema = z.object({
  type: z.enum(NOTIFICATION_SUBJECTS),
  /** The shift's, request's, cancellation's or poll's id; null for a page (the marketplace). */
  id: id.nullable(),
});
export type NotificationSubject = z.infer<typeof notificationSubjectSchema>;

export const notificationSchema = z.object({
  _id: id,
  title: z.string(),
  labels: z.array(z.string()),
  shortText: z.string(),
  text: z.string(),
  createdAt: dateTime,
  /** What it is about; null for a message of its own (older ones, announcements). */
  subject: notificationSubjectSchema.nullable(),
  /** When the reader opened it or marked it read; null while unread. */
  readAt: dateTime.nullable(),
});
export type Notification = z.infer<typeof notificationSchema>;
