// Notifications with a read state and a subject (decision 139): the bell counts unread ones only,
// "mark all read" sends one call and clears the count, opening one reads it, and its subject opens
// from the detail (a shift in the worker's shift drawer).
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Notification } from '@tuura/domain/schemas/notification';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NotificationMenu } from '../src/features/notifications/NotificationMenu.tsx';
import NotificationsPage from '../src/features/notifications/NotificationsPage.tsx';
import { subjectPath } from '../src/features/notifications/subject.ts';
import { json, renderWithProviders } from './render.tsx';

const SHIFT = '00000000-0000-4000-8000-0000000000aa';
const note = (n: number, extra: Partial<Notification> = {}): Notification => ({
  _id: `00000000-0000-4000-8000-00000000000${n}`,
  title: `Ilmoitus ${n}`,
  labels: [],
  shortText: 'x',
  text: 'x',
  createdAt: `2026-11-2${n}T08:00:00.000Z`,
  subject: null,
  readAt: null,
  ...extra,
});

function stubApi(list: Notification[]) {
  const calls: string[] = [];
  vi.stubGlobal('fetch', (url: string, init: RequestInit = {}) => {
    calls.push(`${init.method ?? 'GET'} ${url}`);
    if (url.endsWith('/read-all')) return Promise.resolve(json({ count: 2 }));
    if (url.endsWith('/read')) return Promise.resolve(json({ notification: list[0] }));
    return Promise.resolve(json({ notifications: list }));
  });
  return calls;
}

afterEach(() => vi.unstubAllGlobals());

describe('the bell and read state', () => {
  it('counts the unread ones only, and marks them read with one call', async () => {
    const calls = stubApi([note(3), note(2), note(1, { readAt: '2026-11-21T09:00:00.000Z' })]);
    renderWithProviders(<NotificationMenu />);
    await waitFor(() => expect(screen.getByTestId('notification-count').textContent).toBe('2'));
    fireEvent.click(screen.getByTestId('notification-bell'));
    const menu = await screen.findByTestId('notification-menu');
    expect(within(menu).getAllByTestId('notification-unread')).toHaveLength(2);
    const items = within(menu).getAllByTestId('notification-item');
    expect(items.map((i) => i.hasAttribute('data-unread'))).toEqual([true, true, false]);
    fireEvent.click(within(menu).getByTestId('notification-read-all'));
    await waitFor(() => expect(calls).toContain('POST /api/notifications/read-all'));
    expect(within(menu).queryAllByTestId('notification-unread')).toHaveLength(0);
    expect(within(menu).queryByTestId('notification-read-all')).toBeNull();
  });
});

describe('a notification opened', () => {
  it('is read, and its shift opens from it', async () => {
    const calls = stubApi([note(1, { subject: { type: 'shift', id: SHIFT } })]);
    renderWithProviders(<NotificationsPage />, { route: `/notifications?id=${note(1)._id}` });
    const open = await screen.findByTestId('notification-subject');
    expect(open.getAttribute('href')).toBe(`/shifts?shift=${SHIFT}`);
    expect(open.textContent).toBe('Avaa vuoro');
    await waitFor(() => expect(calls).toContain(`POST /api/notifications/${note(1)._id}/read`));
  });

  it('without a subject has no link, and one already read is not read again', async () => {
    const calls = stubApi([note(1, { readAt: '2026-11-21T09:00:00.000Z' })]);
    renderWithProviders(<NotificationsPage />, { route: `/notifications?id=${note(1)._id}` });
    expect(await screen.findByTestId('notification-detail')).toBeTruthy();
    expect(screen.queryByTestId('notification-subject')).toBeNull();
    expect(calls.filter((c) => c.startsWith('POST'))).toEqual([]);
  });
});

describe('where a subject opens', () => {
  it.each([
    [{ type: 'shift', id: SHIFT }, `/shifts?shift=${SHIFT}`],
    [{ type: 'shift', id: null }, '/shifts'],
    [{ type: 'marketplace', id: null }, '/shift-marketplace'],
    [{ type: 'suggestion', id: SHIFT }, '/add-shifts'],
    [{ type: 'cancellation', id: SHIFT }, '/shifts'],
    [{ type: 'poll', id: null }, '/polls'],
    [{ type: 'alert', id: SHIFT }, '/admin/alerts'],
  ] as const)('%o → %s', (subject, path) => {
    expect(subjectPath(subject)).toBe(path);
  });

  it('is nowhere for a notification without one', () => {
    expect(subjectPath(null)).toBeNull();
  });
});
