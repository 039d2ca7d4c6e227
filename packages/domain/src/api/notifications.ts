// The bell menu's calls (spec §7 Notifications). Each user sees and deletes only their own.
import { z } from 'zod';
import { access } from '../permissions.ts';
import { idParams } from '../schemas/common.ts';
import { notificationSchema } from '../schemas/notification.ts';
import { contractGroup, defineContract } from './contract.ts';

const tags = ['notifications'];

export const notificationContracts = contractGroup('notification', {
  list: defineContract({
    method: 'GET',
    path: '/api/notifications',
    summary: 'Own notifications, newest first',
    tags,
    access: access.worker,
    response: { 200: z.object({ notifications: z.array(notificationSchema) }) },
  }),
  deleteAll: defineContract({
    method: 'DELETE',
    path: '/api/notifications/mass',
    summary: 'Delete all own notifications',
    tags,
    access: access.worker,
    response: { 200: z.object({ count: z.number().int() }) },
  }),
  /**
   * The live stream (decision 114): `text/event-stream` with `notification` events (the
   * notification as the list shows it, `id:` its sequence number) and `badges` events (`{ kind }`:
   * a menu count changed). A reconnect with `Last-Event-ID` first replays what it missed.
   */
  stream: defineContract({
    method: 'GET',
    path: '/api/notifications/stream',
    summary: 'Live notifications and badge changes as Server-Sent Events',
    tags,
    access: access.worker,
    headers: {
      accept: {
        values: ['text/event-stream'],
        description: 'Required: the stream answers only an EventSource; 400 otherwise',
      },
    },
    response: {
      200: z.string().meta({
        description:
          'text/event-stream: `event: notification` (data: a notification, id: its sequence), ' +
          '`event: badges` (data: {"kind": "stamps" | "suggestions" | "cancellations" | "polls"}), ' +
          'a comment line every 25 s',
      }),
    },
  }),
  read: defineContract({
    method: 'POST',
    path: '/api/notifications/:id/read',
    summary: 'Mark one own notification read (again: no change)',
    tags,
    access: access.worker,
    params: idParams,
    response: { 200: z.object({ notification: notificationSchema }) },
  }),
  readAll: defineContract({
    method: 'POST',
    path: '/api/notifications/read-all',
    summary: 'Mark every own unread notification read; answers how many were unread',
    tags,
    access: access.worker,
    response: { 200: z.object({ count: z.number().int() }) },
  }),
  deleteOne: defineContract({
    method: 'DELETE',
    path: '/api/notifications/:id',
    summary: 'Delete one own notification',
    tags,
    access: access.worker,
    params: idParams,
    response: { 200: z.object({ notification: notificationSchema }) },
  }),
});
