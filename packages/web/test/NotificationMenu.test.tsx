// The bell menu against a stubbed fetch: order, texts as the server sent them, empty state,
// opening an item, and a delete that rolls back when the server says no.

import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Notification } from '@tuura/domain/schemas/notification';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryKeys } from '../src/api/queryKeys.ts';
import { NotificationMenu } from '../src/features/notifications/NotificationMenu.tsx';
import fiCore from '../src/i18n/fi.json';
import fiNotifications from '../src/i18n/fi.notifications.json';
import { json, newQueryClient, renderWithProviders } from './render.tsx';

const note = (id: number, createdAt: string, extra: Partial<Notification> = {}): Notification => ({
  _id: `00000000-0000-4000-8000-00000000000${id}`,
  title: `Ilmoitus ${id}`,
  labels: [],
  shortText: `Lyhyt teksti ${id}`,
  text: `Lyhyt teksti ${id}`,
  createdAt,
  subject: null,
  readAt: null,
  ...extra,
});

type Handler = (url: string, init?: RequestInit) => Response | Promise<Response>;
const stubFetch = (handler: Handler) => {
  const fetch = vi.fn((url: string, init?: RequestInit) => Promise.resolve(handler(url, init)));
  vi.stubGlobal('fetch', fetch);
  return fetch;
};

afterEach(() => {
  vi.unstubAllGlobals();
});

async function openMenu() {
  renderWithProviders(<NotificationMenu />);
  const bell = screen.getByTestId('notification-bell');
  fireEvent.click(bell);
  return screen.findByTestId('notification-menu');
}

const titles = (menu: HTMLElement) =>
  within(menu)
    .getAllByTestId('notification-title')
    .map((el) => el.textContent);

describe('NotificationMenu', () => {
  it('lists the notifications newest first, with the count on the bell', async () => {
    const list = [
      note(1, '2026-11-20T08:00:00.000Z'),
      note(3, '2026-11-21T12:00:00.000Z', { labels: ['Vuorot', 'Tärkeä'] }),
      note(2, '2026-11-21T09:00:00.000Z'),
    ];
    stubFetch(() => json({ notifications: list }));
    const menu = await openMenu();
    await waitFor(() => expect(titles(menu)).toEqual(['Ilmoitus 3', 'Ilmoitus 2', 'Ilmoitus 1']));
    expect(screen.getByTestId('notification-count').textContent).toBe('3');
    expect(within(menu).getByText('Tärkeä')).toBeTruthy();
    expect(within(menu).getByTestId('notification-delete-all')).toBeTruthy();
  });

  it('shows the short text as the server cut it, marked with an ellipsis, never the full text', async () => {
    const text =
      'Vuorosi osastolla 4B on siirretty alkamaan tuntia aiemmin. Tarkista uusi aika ja vahvista muutos vuorolistalta.';
    const shortText = text.slice(0, 80);
    stubFetch(() => json({ notifications: [note(1, '2026-11-21T12:00:00.000Z', { shortText, text })] }));
    const menu = await openMenu();
    const shown = await within(menu).findByTestId('notification-short-text');
    expect(shown.textContent).toBe(`${shortText}…`);
    expect(within(menu).queryByText(text)).toBeNull();
  });

  it("says 'no notifications' when there are none, with no delete-all button", async () => {
    stubFetch(() => json({ notifications: [] }));
    const menu = await openMenu();
    expect((await within(menu).findByTestId('notifications-empty')).textContent).toBe(
      fiNotifications.notifications.empty,
    );
    expect(within(menu).queryByTestId('notification-delete-all')).toBeNull();
    expect(screen.queryByTestId('notification-count')).toBeNull();
  });

  it('opens the notification page for a clicked item and closes the menu', async () => {
    const n = note(1, '2026-11-21T12:00:00.000Z');
    stubFetch(() => json({ notifications: [n] }));
    const menu = await openMenu();
    fireEvent.click(await within(menu).findByText(n.title));
    expect(screen.getByTestId('location').textContent).toBe(`/notifications?id=${n._id}`);
    await waitFor(() => expect(screen.queryByTestId('notification-menu')).toBeNull());
  });

  it('removes a deleted item at once and puts it back when the server refuses', async () => {
    const list = [note(2, '2026-11-21T12:00:00.000Z'), note(1, '2026-11-20T12:00:00.000Z')];
    let refuse: (r: Response) => void = () => {};
    stubFetch((_url, init) => {
      if (init?.method === 'DELETE')
        return new Promise<Response>((resolve) => {
          refuse = resolve;
        });
      return json({ notifications: list });
    });
    const menu = await openMenu();
    await waitFor(() => expect(titles(menu)).toEqual(['Ilmoitus 2', 'Ilmoitus 1']));
    const [first] = within(menu).getAllByTestId('notification-delete');
    fireEvent.click(first as HTMLElement);
    await waitFor(() => expect(titles(menu)).toEqual(['Ilmoitus 1']));
    await act(async () =>
      refuse(json({ statusCode: 500, error: 'Internal Server Error', message: 'Boom' }, 500)),
    );
    await waitFor(() => expect(titles(menu)).toEqual(['Ilmoitus 2', 'Ilmoitus 1']));
  });

  it('moves focus to the next item when one is deleted, and to Refresh after the last', async () => {
    let list = [note(2, '2026-11-21T12:00:00.000Z'), note(1, '2026-11-20T12:00:00.000Z')];
    stubFetch((url, init) => {
      if (init?.method !== 'DELETE') return json({ notifications: list });
      list = list.filter((n) => !url.endsWith(n._id));
      return json({ ok: true });
    });
    const menu = await openMenu();
    await waitFor(() => expect(titles(menu)).toEqual(['Ilmoitus 2', 'Ilmoitus 1']));
    const [first, second] = within(menu).getAllByTestId('notification-delete');
    fireEvent.click(first as HTMLElement);
    expect(document.activeElement).toBe(second);
    await waitFor(() => expect(titles(menu)).toEqual(['Ilmoitus 1']));
    fireEvent.click(second as HTMLElement);
    expect(document.activeElement).toBe(within(menu).getByTestId('notification-refresh'));
    await within(menu).findByTestId('notifications-empty');
  });

  it('moves focus to Cancel when delete-all asks, and back when cancelled', async () => {
    let list = [note(1, '2026-11-21T12:00:00.000Z')];
    stubFetch((_url, init) => {
      if (init?.method !== 'DELETE') return json({ notifications: list });
      list = [];
      return json({ ok: true });
    });
    const menu = await openMenu();
    fireEvent.click(await within(menu).findByTestId('notification-delete-all'));
    const cancel = within(menu).getByRole('button', { name: fiCore.common.cancel });
    await waitFor(() => expect(document.activeElement).toBe(cancel));
    fireEvent.click(cancel);
    await waitFor(() =>
      expect(document.activeElement).toBe(within(menu).getByTestId('notification-delete-all')),
    );
    fireEvent.click(within(menu).getByTestId('notification-delete-all'));
    fireEvent.click(await within(menu).findByTestId('notification-delete-all-confirm'));
    expect(document.activeElement).toBe(within(menu).getByTestId('notification-refresh'));
    await within(menu).findByTestId('notifications-empty');
  });

  it('puts only phrasing content inside an item’s button', async () => {
    stubFetch(() =>
      json({ notifications: [note(1, '2026-11-21T12:00:00.000Z', { labels: ['Vuorot', 'Tärkeä'] })] }),
    );
    const menu = await openMenu();
    await within(menu).findByText('Tärkeä');
    const [open] = within(menu)
      .getAllByRole('button')
      .filter((b) => b.textContent?.includes('Ilmoitus 1'));
    expect(open?.querySelectorAll('div, p, ul, ol, li, h1, h2, h3, section').length).toBe(0);
  });
  it('asks the own shifts and the marketplace again when a new notice arrives, not on the first list', async () => {
    let list = [note(1, '2026-11-20T08:00:00.000Z')];
    stubFetch(() => json({ notifications: list }));
    const client = newQueryClient();
    const shifts = { queryKey: queryKeys.shiftsBetween('a', 'b'), queryFn: () => 'rows' };
    const market = { queryKey: [...queryKeys.market, 'list'], queryFn: () => 'rows' };
    await client.prefetchQuery(shifts);
    await client.prefetchQuery(market);
    renderWithProviders(<NotificationMenu />, { client });
    await waitFor(() => expect(screen.getByTestId('notification-count').textContent).toBe('1'));
    expect(client.getQueryState(shifts.queryKey)?.isInvalidated).toBe(false);
    // An admin accepted the worker's cancellation: its notice comes with the next poll.
    list = [note(2, '2026-11-21T09:00:00.000Z'), ...list];
    await act(() => client.refetchQueries({ queryKey: queryKeys.notifications }));
    await waitFor(() => expect(client.getQueryState(shifts.queryKey)?.isInvalidated).toBe(true));
    expect(client.getQueryState(market.queryKey)?.isInvalidated).toBe(true);
  });
});
