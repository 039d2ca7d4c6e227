// The admin's cancellations page against a stubbed fetch: a reader sees each active cancellation
// (worker, shift, place, reason, message) and no decision control; accepting takes the row and
// the badge's count down at once; rejecting asks for an optional message and sends it. The menu
// badge counts the active ones.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { allAreasAt } from '@tuura/domain/permissions';
import type { Cancellation } from '@tuura/domain/schemas/cancellation';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryKeys } from '../src/api/queryKeys.ts';
import UserLayout from '../src/app/layouts/UserLayout.tsx';
import CancellationsPage from '../src/features/cancellations/admin/CancellationsPage.tsx';
import { testUser } from './fixtures.ts';
import { json, renderWithProviders, signedInClient } from './render.tsx';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const active = (n: number, over: Partial<Cancellation> = {}): Cancellation => ({
  _id: `00000000-0000-4000-8000-00000000000${n}`,
  shift: `10000000-0000-4000-8000-00000000000${n}`,
  worker: 'w',
  reason: 2,
  message: 'Kuumetta',
  approved: 0,
  decisionMessage: '',
  decidedAt: null,
  createdAt: '2026-11-22T08:00:00.000Z',
  workerName: `Työntekijä ${n}`,
  shiftInfo: {
    name: 'Aamuvuoro',
    from: '2026-11-30T05:00:00.000Z',
    to: '2026-11-30T13:00:00.000Z',
    place: { customer: 'HUS', department: 'Päivystys' },
  },
  ...over,
});
const page = (list: Cancellation[]) => json({ cancellations: list, total: list.length });

describe('the cancellations page', () => {
  it('shows a reader every active cancellation and no decision control', async () => {
    vi.stubGlobal('fetch', () => Promise.resolve(page([active(1), active(2, { reason: 3, message: '' })])));
    renderWithProviders(<CancellationsPage />, {
      client: signedInClient(testUser({ permissions: allAreasAt('read') })),
      route: '/admin/cancellations',
    });
    const rows = await screen.findAllByTestId('cancellation-row');
    expect(rows).toHaveLength(2);
    const first = rows[0] as HTMLElement;
    expect(within(first).getByText('Työntekijä 1')).toBeTruthy();
    expect(within(first).getByText('Sairaus')).toBeTruthy();
    expect(within(first).getByText('Kuumetta')).toBeTruthy();
    expect(within(first).getByText('HUS / Päivystys')).toBeTruthy();
    expect(within(rows[1] as HTMLElement).getByText('Ylivoimainen este')).toBeTruthy();
    expect(within(rows[1] as HTMLElement).getByText('Ei viestiä')).toBeTruthy();
    expect(screen.getByTestId('cancellations-read-only')).toBeTruthy();
    expect(screen.queryByTestId('cancellation-accept')).toBeNull();
    expect(screen.queryByTestId('cancellation-reject')).toBeNull();
  });

  it('says what would be here when nothing waits', async () => {
    vi.stubGlobal('fetch', () => Promise.resolve(page([])));
    renderWithProviders(<CancellationsPage />, {
      client: signedInClient(testUser({ permissions: allAreasAt('all') })),
    });
    expect(await screen.findByTestId('cancellations-empty')).toBeTruthy();
  });

  it('accepts one at once; rejects with the words given', async () => {
    const calls: { url: string; method: string; body?: string }[] = [];
    let answer: (r: Response) => void = () => undefined;
    vi.stubGlobal('fetch', (url: string, init: RequestInit = {}) => {
      calls.push({ url, method: init.method ?? 'GET', body: init.body as string | undefined });
      if (init.method === 'PUT') return new Promise<Response>((resolve) => (answer = resolve));
      if (url.startsWith('/api/cancellations/count/admin')) return Promise.resolve(json({ count: 2 }));
      return Promise.resolve(page([active(1), active(2)]));
    });
    const client = signedInClient(testUser({ permissions: allAreasAt('all') }));
    renderWithProviders(<CancellationsPage />, { client });
    const [first, second] = await screen.findAllByTestId('cancellation-row');
    await waitFor(() =>
      expect(client.getQueryData(queryKeys.adminCancellations('count'))).toEqual({ count: 2 }),
    );
    fireEvent.click(within(first as HTMLElement).getByTestId('cancellation-accept'));
    await waitFor(() =>
      expect(client.getQueryData(queryKeys.adminCancellations('count'))).toEqual({ count: 1 }),
    );
    expect(screen.getAllByTestId('cancellation-row')).toHaveLength(1);
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.url).toBe(`/api/cancellations/${active(1)._id}/admin`);
    expect(JSON.parse(put?.body ?? '{}')).toEqual({ accept: true, message: '' });

    answer(json({ cancellation: active(1, { approved: 1 }) }));
    fireEvent.click(within(second as HTMLElement).getByTestId('cancellation-reject'));
    const words = await screen.findByTestId('cancellation-reject-message');
    fireEvent.change(words, { target: { value: 'Ei tuuraajaa' } });
    expect(screen.getByText('12/400 merkkiä')).toBeTruthy();
    fireEvent.click(screen.getByTestId('cancellation-reject-confirm'));
    await waitFor(() => expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(2));
    const reject = calls.filter((c) => c.method === 'PUT')[1];
    expect(reject?.url).toBe(`/api/cancellations/${active(2)._id}/admin`);
    expect(JSON.parse(reject?.body ?? '{}')).toEqual({ accept: false, message: 'Ei tuuraajaa' });
  });
});

describe('the cancellations badge in the menu', () => {
  it('shows the active count on the cancellations link for a reader of shifts', () => {
    vi.stubGlobal('fetch', () => Promise.resolve(json({}, 404)));
    const client = signedInClient(testUser({ permissions: allAreasAt('read') }));
    client.setQueryData(queryKeys.adminCancellations('count'), { count: 3 });
    renderWithProviders(<UserLayout />, { client, route: '/admin' });
    const link = screen
      .getByRole('navigation')
      .querySelector('a[href="/admin/cancellations"]') as HTMLElement;
    expect(within(link).getByTestId('menu-badge-cancellations').textContent).toBe('3');
    expect(link.getAttribute('aria-label')).toBe('Peruutukset, 3 odottaa');
  });

  it('is not there without read on shifts', () => {
    vi.stubGlobal('fetch', () => Promise.resolve(json({}, 404)));
    const client = signedInClient(testUser({ permissions: { departments: 'all' } }));
    client.setQueryData(queryKeys.adminCancellations('count'), { count: 3 });
    renderWithProviders(<UserLayout />, { client, route: '/admin' });
    expect(screen.queryByTestId('menu-badge-cancellations')).toBeNull();
    expect(screen.getByRole('navigation').querySelector('a[href="/admin/cancellations"]')).toBeNull();
  });
});
