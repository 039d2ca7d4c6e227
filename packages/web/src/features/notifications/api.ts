// The bell menu's data: the own notifications, polled (spec §4), and deletes that change the
// screen at once and roll back with a message if the server says no (UI.md).
import { notifications as toast } from '@mantine/notifications';
import { type QueryClient, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { notificationContracts } from '@tuura/domain/api/notifications';
import { POLLING } from '@tuura/domain/limits';
import type { Notification } from '@tuura/domain/schemas/notification';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, call, endpoint } from '../../api/client.ts';
import { queryKeys } from '../../api/queryKeys.ts';
import './texts.ts';

// The bell sits in every page's header: endpoints typed by the contracts keep zod and the
// schemas out of the shell's first download.
type Contracts = typeof notificationContracts;
const api = {
  list: endpoint<Contracts['list']>('GET', '/api/notifications'),
  deleteAll: endpoint<Contracts['deleteAll']>('DELETE', '/api/notifications/mass'),
  deleteOne: endpoint<Contracts['deleteOne']>('DELETE', '/api/notifications/:id'),
  read: endpoint<Contracts['read']>('POST', '/api/notifications/:id/read'),
  readAll: endpoint<Contracts['readAll']>('POST', '/api/notifications/read-all'),
};

/** What the bell counts: the notifications not opened or marked read yet. */
export const unreadCount = (list: readonly Notification[]) => list.filter((n) => n.readAt === null).length;

/** Shown read at once; the server's time comes with the next list. */
function markRead(client: QueryClient, ids: 'all' | string) {
  const now = new Date().toISOString();
  client.setQueryData<Notification[]>(key, (list) =>
    list?.map((n) => (n.readAt === null && (ids === 'all' || n._id === ids) ? { ...n, readAt: now } : n)),
  );
}

/** Opening a notification reads it; a failure only leaves it unread (nothing else is lost). */
export function useReadNotification() {
  const client = useQueryClient();
  return useMutation({
    meta: { silent: true },
    mutationFn: (id: string) => call(api.read, { params: { id } }),
    onMutate: (id) => markRead(client, id),
    onError: () => void client.invalidateQueries({ queryKey: key }),
  });
}

export function useReadAllNotifications() {
  const client = useQueryClient();
  const { t } = useTranslation();
  return useMutation({
    meta: { silent: true },
    mutationFn: () => call(api.readAll),
    onMutate: () => markRead(client, 'all'),
    onError: () => {
      void client.invalidateQueries({ queryKey: key });
      toast.show({ color: 'red', message: t('notifications.readAllFailed') });
    },
  });
}

const key = queryKeys.notifications;
const mutationKey = [...key, 'delete'] as const;

/** Newest first; the server sends them so, and the order is kept here too after a rollback. */
export const newestFirst = (list: readonly Notification[]) =>
  [...list].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));

export const notificationsQuery = queryOptions({
  queryKey: key,
  queryFn: async () => newestFirst((await call(api.list)).notifications),
});

/** The newest notification's time, as milliseconds; 0 for none. */
const newestTime = (list: readonly Notification[] | undefined) =>
  list?.[0] ? Date.parse(list[0].createdAt) : 0;

export function useNotifications() {
  const client = useQueryClient();
  const query = useQuery({ ...notificationsQuery, refetchInterval: POLLING.intervalMs });
  const seen = useRef<number | null>(null);
  const newest = newestTime(query.data);
  // A new notice tells of an admin's decision (a cancellation accepted, a request approved…): the
  // own shifts and the marketplace it changed are asked again rather than kept for their staleTime.
  useEffect(() => {
    if (!query.data) return;
    if (seen.current !== null && newest > seen.current) {
      void client.invalidateQueries({ queryKey: queryKeys.shifts });
      void client.invalidateQueries({ queryKey: queryKeys.market });
    }
    seen.current = Math.max(seen.current ?? 0, newest);
  }, [client, newest, query.data]);
  return query;
}

/** After the last of overlapping deletes, ask the server what is left. */
function settle(client: QueryClient) {
  if (client.isMutating({ mutationKey }) === 1) void client.invalidateQueries({ queryKey: key });
}

/** Already gone on the server (another tab, another device): the delete did what was asked. */
const alreadyGone = (error: unknown) => error instanceof ApiError && error.status === 404;

export function useDeleteNotification() {
  const client = useQueryClient();
  const { t } = useTranslation();
  return useMutation({
    mutationKey,
    meta: { silent: true },
    mutationFn: async (id: string) => {
      try {
        await call(api.deleteOne, { params: { id } });
      } catch (error) {
        if (!alreadyGone(error)) throw error;
      }
    },
    onMutate: async (id) => {
      await client.cancelQueries({ queryKey: key });
      const removed = client.getQueryData<Notification[]>(key)?.find((n) => n._id === id);
      client.setQueryData<Notification[]>(key, (list) => list?.filter((n) => n._id !== id));
      return { removed };
    },
    onError: (_error, _id, context) => {
      const removed = context?.removed;
      // Put back only this one, so other deletes in flight are not undone with it.
      if (removed)
        client.setQueryData<Notification[]>(key, (list) =>
          newestFirst([...(list ?? []).filter((n) => n._id !== removed._id), removed]),
        );
      toast.show({ color: 'red', message: t('notifications.deleteFailed') });
    },
    onSettled: () => settle(client),
  });
}

export function useDeleteAllNotifications() {
  const client = useQueryClient();
  const { t } = useTranslation();
  return useMutation({
    mutationKey,
    meta: { silent: true },
    mutationFn: () => call(api.deleteAll),
    onMutate: async () => {
      await client.cancelQueries({ queryKey: key });
      const previous = client.getQueryData<Notification[]>(key);
      client.setQueryData<Notification[]>(key, []);
      return { previous };
    },
    onError: (_error, _vars, context) => {
      if (context?.previous) client.setQueryData(key, context.previous);
      toast.show({ color: 'red', message: t('notifications.deleteAllFailed') });
    },
    onSettled: () => settle(client),
  });
}
