// The admin's stamps page and badge (spec §2, §4, §6): planned against stamped in words, read level
// sees every stamp and no decision control, a bulk decision is one call that takes the rows and
// the badge's count down at once and puts them back when the server says no.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApprovalState, BillingStatus, ShiftType } from '@tuura/domain/enums';
import { allAreasAt } from '@tuura/domain/permissions';
import type { AdminShift } from '@tuura/domain/schemas/shift';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryKeys } from '../src/api/queryKeys.ts';
import UserLayout from '../src/app/layouts/UserLayout.tsx';
import {
  differenceWords,
  differs,
  formatMinutes,
  lengthLook,
  stampDifference,
} from '../src/features/stamps/admin/difference.ts';
import StampsPage from '../src/features/stamps/admin/StampsPage.tsx';
import { testUser } from './fixtures.ts';
import { json, renderWithProviders, signedInClient } from './render.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

/** A waiting stamp: planned 7.00–15.00 in Helsinki, stamped 7.15–15.45 unless told. */
const waiting = (n: number, stamp: Partial<AdminShift['stamp']> = {}): AdminShift => ({
  _id: `00000000-0000-4000-8000-00000000010${n}`,
  from: '2026-11-23T05:00:00.000Z',
  to: '2026-11-23T13:00:00.000Z',
  name: 'Aamuvuoro',
  description: '',
  type: ShiftType.shift,
  stamp: {
    stamped: true,
    required: true,
    from: '2026-11-23T05:15:00.000Z',
    to: '2026-11-23T13:45:00.000Z',
    notCompleted: false,
    approved: ApprovalState.pending,
    message: '',
    ...stamp,
  },
  billingStatus: BillingStatus.notBilled,
  education: null,
  employer: null,
  template: null,
  department: null,
  salary: '',
  billing: '',
  tentativeWorker: '',
  meta: '',
  worker: '00000000-0000-4000-8000-000000000002',
  submitted: true,
  place: { customer: 'HUS', department: 'Meilahden päivystys' },
  workerName: `Työntekijä ${n}`,
});

describe('planned against stamped', () => {
  it('says how far the stamp moved the start, the end and the length', () => {
    const d = stampDifference(waiting(1));
    expect(d).toEqual({ start: 15, end: 45, length: 30 });
    expect(differs(d)).toBe(true);
    expect(d && differenceWords(d)).toEqual([
      { key: 'stamps.diff.startLater', delta: '15 min' },
      { key: 'stamps.diff.endLater', delta: '45 min' },
    ]);
    expect(d && lengthLook(d)).toEqual({ key: 'stamps.diff.longer', color: 'orange' });
  });

  it('an earlier end is a shorter shift; an empty stamped time counts as planned', () => {
    const d = stampDifference(waiting(1, { from: null, to: '2026-11-23T11:55:00.000Z' }));
    expect(d).toEqual({ start: 0, end: -65, length: -65 });
    expect(d && differenceWords(d)).toEqual([{ key: 'stamps.diff.endEarlier', delta: '1 h 5 min' }]);
    expect(d && lengthLook(d).color).toBe('blue');
  });

  it('times as planned are no difference; a shift without an end has none to show', () => {
    const same = stampDifference(
      waiting(1, { from: '2026-11-23T05:00:00.000Z', to: '2026-11-23T13:00:00.000Z' }),
    );
    expect(differs(same)).toBe(false);
    expect(stampDifference({ ...waiting(1), to: null })).toBeNull();
    expect(formatMinutes(-120)).toBe('2 h 0 min');
  });
});

const page = (shifts: AdminShift[]) => json({ shifts, total: shifts.length, totalCapped: false });

describe('the stamps page', () => {
  it('shows a reader every stamp with its times, flag and message, and no decision control', async () => {
    vi.stubGlobal('fetch', () =>
      Promise.resolve(page([waiting(1, { message: 'Juna myöhässä' }), waiting(2, { notCompleted: true })])),
    );
    renderWithProviders(<StampsPage />, {
      client: signedInClient(testUser({ permissions: allAreasAt('read') })),
      route: '/admin/stamps',
    });
    const rows = await screen.findAllByTestId('stamp-row');
    expect(rows).toHaveLength(2);
    const first = rows[0] as HTMLElement;
    expect(within(first).getByText('ma 23.11. klo 7.00–15.00')).toBeTruthy();
    expect(within(first).getByTestId('stamp-stamped').textContent).toBe('ma 23.11. klo 7.15–15.45');
    expect(within(first).getByText('30 min pidempi')).toBeTruthy();
    expect(within(first).getByText('Alkoi 15 min myöhemmin')).toBeTruthy();
    expect(within(first).getByTestId('stamp-message').textContent).toContain('Juna myöhässä');
    expect(within(rows[1] as HTMLElement).getByTestId('stamp-not-completed').textContent).toBe('Jäi kesken');
    expect(screen.getByTestId('stamps-read-only')).toBeTruthy();
    expect(screen.queryByTestId('stamp-approve')).toBeNull();
    expect(screen.queryByTestId('stamp-reject')).toBeNull();
    expect(screen.queryByTestId('stamp-select')).toBeNull();
    expect(screen.queryByTestId('stamps-select-all')).toBeNull();
  });

  it('says what would be here when nothing waits', async () => {
    vi.stubGlobal('fetch', () => Promise.resolve(page([])));
    renderWithProviders(<StampsPage />, {
      client: signedInClient(testUser({ permissions: allAreasAt('all') })),
    });
    expect(await screen.findByTestId('stamps-empty')).toBeTruthy();
  });

  it('approves the selected stamps in one call, taking rows and count down at once', async () => {
    const calls: { url: string; method: string; body?: string }[] = [];
    let answer: (r: Response) => void = () => undefined;
    vi.stubGlobal('fetch', (url: string, init: RequestInit = {}) => {
      calls.push({ url, method: init.method ?? 'GET', body: init.body as string | undefined });
      if (init.method === 'PUT') return new Promise<Response>((resolve) => (answer = resolve));
      if (url.startsWith('/api/shifts/count/admin')) return Promise.resolve(json({ count: 3 }));
      return Promise.resolve(page([waiting(1), waiting(2), waiting(3)]));
    });
    const client = signedInClient(testUser({ permissions: allAreasAt('all') }));
    client.setQueryData(queryKeys.adminStampsWaiting, { count: 3 });
    renderWithProviders(<StampsPage />, { client });
    await screen.findAllByTestId('stamp-row');
    const boxes = screen.getAllByTestId('stamp-select');
    fireEvent.click(boxes[0] as HTMLElement);
    // Shift-click selects the range from the last one clicked.
    fireEvent.click(boxes[1] as HTMLElement, { shiftKey: true });
    expect(screen.getByTestId('stamps-selected').textContent).toBe('2 leimausta valittu');
    fireEvent.click(screen.getByTestId('stamps-approve-selected'));
    await waitFor(() => expect(screen.getAllByTestId('stamp-row')).toHaveLength(1));
    expect(client.getQueryData(queryKeys.adminStampsWaiting)).toEqual({ count: 1 });
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.url).toBe('/api/shifts/approve-stamp/mass/admin');
    expect(JSON.parse(put?.body ?? '{}')).toEqual({ ids: [waiting(1)._id, waiting(2)._id] });
    answer(json({ shifts: [] }));
  });

  it('puts the rows and the count back when the server refuses', async () => {
    let refuse: (r: Response) => void = () => undefined;
    vi.stubGlobal('fetch', (url: string, init: RequestInit = {}) => {
      if (init.method === 'PUT') return new Promise<Response>((resolve) => (refuse = resolve));
      if (url.startsWith('/api/shifts/count/admin')) return Promise.resolve(json({ count: 2 }));
      return Promise.resolve(page([waiting(1), waiting(2)]));
    });
    const client = signedInClient(testUser({ permissions: allAreasAt('all') }));
    client.setQueryData(queryKeys.adminStampsWaiting, { count: 2 });
    renderWithProviders(<StampsPage />, { client });
    const [first] = await screen.findAllByTestId('stamp-row');
    fireEvent.click(within(first as HTMLElement).getByTestId('stamp-reject'));
    await waitFor(() => expect(screen.getAllByTestId('stamp-row')).toHaveLength(1));
    expect(client.getQueryData(queryKeys.adminStampsWaiting)).toEqual({ count: 1 });
    refuse(json({ statusCode: 409, error: 'Conflict', message: 'x', key: 'stamp.alreadyApproved' }, 409));
    await waitFor(() => expect(screen.getAllByTestId('stamp-row')).toHaveLength(2));
    expect(client.getQueryData(queryKeys.adminStampsWaiting)).toEqual({ count: 2 });
  });
});

describe('the stamps badge in the menu', () => {
  it('shows the waiting count on the stamps link for a reader of shifts', () => {
    vi.stubGlobal('fetch', () => Promise.resolve(json({}, 404)));
    const client = signedInClient(testUser({ permissions: allAreasAt('read') }));
    client.setQueryData(queryKeys.adminStampsWaiting, { count: 12 });
    renderWithProviders(<UserLayout />, { client, route: '/admin' });
    const link = screen.getByRole('navigation').querySelector('a[href="/admin/stamps"]') as HTMLElement;
    expect(within(link).getByTestId('menu-badge-stamps').textContent).toBe('12');
    expect(link.getAttribute('aria-label')).toBe('Leimaukset, 12 odottaa');
  });

  it('is on the one link that looks active: the overview is not current on an admin page', () => {
    vi.stubGlobal('fetch', () => Promise.resolve(json({}, 404)));
    renderWithProviders(<UserLayout />, {
      client: signedInClient(testUser({ permissions: allAreasAt('read') })),
      route: '/admin/stamps',
    });
    const nav = screen.getByRole('navigation');
    const looksActive = [...nav.querySelectorAll('a[data-active], a[aria-current="page"]')];
    expect(looksActive.map((a) => a.getAttribute('href'))).toEqual(['/admin/stamps']);
  });

  it('is not there without read on shifts, nor with nothing waiting', () => {
    vi.stubGlobal('fetch', () => Promise.resolve(json({}, 404)));
    const client = signedInClient(testUser({ permissions: { departments: 'all' } }));
    client.setQueryData(queryKeys.adminStampsWaiting, { count: 0 });
    renderWithProviders(<UserLayout />, { client, route: '/admin' });
    expect(screen.queryByTestId('menu-badge-stamps')).toBeNull();
  });
});
