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
