// The admin's shift requests page and badge (spec §2, §4, §6): read level sees the requests and no
// decision control; rejecting asks for an optional message and sends it in one call, taking the
// badge's count down at once; the menu shows the pending count on the requests link.

import { modals } from '@mantine/modals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApprovalState, ShiftType } from '@tuura/domain/enums';
import { allAreasAt } from '@tuura/domain/permissions';
import type { AdminSuggestion } from '@tuura/domain/schemas/suggestion';
import type { ReactElement } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { queryKeys } from '../src/api/queryKeys.ts';
import UserLayout from '../src/app/layouts/UserLayout.tsx';
import { overlaysMounted } from '../src/app/overlays.ts';
import SuggestionsPage from '../src/features/requests/admin/SuggestionsPage.tsx';
import { testUser } from './fixtures.ts';
import { json, renderWithProviders, signedInClient } from './render.tsx';

beforeAll(() => overlaysMounted());
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const request = (n: number, approved: ApprovalState = ApprovalState.pending): AdminSuggestion => ({
  _id: `00000000-0000-4000-8000-00000000020${n}`,
  from: '2026-11-23T05:00:00.000Z',
  to: '2026-11-23T13:00:00.000Z',
  name: `Toive ${n}`,
  description: '',
  type: ShiftType.shift,
  department: null,
  worker: '00000000-0000-4000-8000-000000000002',
  approved,
  createdAt: '2026-11-20T05:00:00.000Z',
  decisionMessage: '',
  decidedAt: null,
  shift: null,
  workerName: `Työntekijä ${n}`,
  departmentName: 'Meilahden päivystys',
  customerName: 'HUS',
  decidedBy: null,
});

const page = (suggestions: AdminSuggestion[]) => json({ suggestions, total: suggestions.length });

describe('the shift requests page', () => {
  it('shows a reader the requests with their place and time, and no decision control', async () => {
    vi.stubGlobal('fetch', () => Promise.resolve(page([request(1), request(2)])));
    renderWithProviders(<SuggestionsPage />, {
      client: signedInClient(testUser({ permissions: allAreasAt('read') })),
      route: '/admin/suggestions',
    });
    const rows = await screen.findAllByTestId('suggestion-row');
    expect(rows).toHaveLength(2);
    const first = rows[0] as HTMLElement;
    expect(within(first).getByText('ma 23.11. klo 7.00–15.00')).toBeTruthy();
    expect(within(first).getByText('HUS / Meilahden päivystys')).toBeTruthy();
    expect(within(first).getByTestId('suggestion-state').textContent).toBe('Odottaa');
    expect(screen.getByTestId('suggestions-read-only')).toBeTruthy();
    for (const id of [
      'suggestion-approve',
      'suggestion-reject',
      'suggestion-select',
      'suggestions-select-all',
    ])
      expect(screen.queryByTestId(id)).toBeNull();
  });

  it("rejects one with the admin's message in one call, the badge's count down at once", async () => {
    const calls: { url: string; method: string; body?: string }[] = [];
    vi.stubGlobal('fetch', (url: string, init: RequestInit = {}) => {
      calls.push({ url, method: init.method ?? 'GET', body: init.body as string | undefined });
      if (init.method === 'DELETE') return new Promise<Response>(() => undefined);
      if (url.startsWith('/api/suggestions/count/admin')) return Promise.resolve(json({ count: 2 }));
      return Promise.resolve(page([request(1), request(2)]));
    });
    const client = signedInClient(testUser({ permissions: allAreasAt('all') }));
    client.setQueryData(queryKeys.adminSuggestionsWaiting, { count: 2 });
    renderWithProviders(<SuggestionsPage />, { client });
    const [first] = await screen.findAllByTestId('suggestion-row');
    type Asked = { children: ReactElement<{ onChange: (e: unknown) => void }>; onConfirm: () => void };
    let asked: Asked | undefined;
    vi.spyOn(modals, 'openConfirmModal').mockImplementation((options) => {
      asked = options as unknown as Asked;
      return 'reject';
    });
    fireEvent.click(within(first as HTMLElement).getByTestId('suggestion-reject'));
    await waitFor(() => expect(asked).toBeDefined());
    // The person types the message in the dialog's field and confirms.
    asked?.children.props.onChange({ currentTarget: { value: ' Täynnä ' } });
    asked?.onConfirm();
    await waitFor(() => expect(calls.some((c) => c.method === 'DELETE')).toBe(true));
    const sent = calls.find((c) => c.method === 'DELETE');
    expect(sent?.url).toBe(`/api/suggestions/${request(1)._id}/admin`);
    expect(JSON.parse(sent?.body ?? '{}')).toEqual({ message: 'Täynnä' });
    expect(client.getQueryData(queryKeys.adminSuggestionsWaiting)).toEqual({ count: 1 });
  });
});

describe('the shift requests badge in the menu', () => {
  it('shows the pending count on the requests link for a reader of shifts', () => {
    vi.stubGlobal('fetch', () => Promise.resolve(json({}, 404)));
    const client = signedInClient(testUser({ permissions: allAreasAt('read') }));
    client.setQueryData(queryKeys.adminSuggestionsWaiting, { count: 4 });
    renderWithProviders(<UserLayout />, { client, route: '/admin' });
    const link = screen.getByRole('navigation').querySelector('a[href="/admin/suggestions"]') as HTMLElement;
    expect(within(link).getByTestId('menu-badge-suggestions').textContent).toBe('4');
  });
});
