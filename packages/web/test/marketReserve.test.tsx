// Reserving on the marketplace asks first (decision 138): cancelling sends nothing; confirming
// reserves. An overlap question, when there is one, is the confirmation (the journey covers it).
import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import Overlays from '../src/app/Overlays.tsx';
import MarketPage from '../src/features/market/worker/MarketPage.tsx';
import fiMarket from '../src/i18n/fi.market.json';
import { testUser } from './fixtures.ts';
import { json, renderWithProviders, signedInClient } from './render.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  // The notices' store outlives a test's render.
  notifications.clean();
});

const open = {
  _id: '00000000-0000-4000-8000-0000000000b1',
  name: 'Torivuoro',
  description: '',
  from: '2026-12-10T06:00:00.000Z',
  to: '2026-12-10T14:00:00.000Z',
  education: null,
  qualifies: true,
  reason: null,
  place: { customer: 'HUS', department: 'Meilahden päivystys' },
};

function serve(undoUntil: string | null = null) {
  const sent: { url: string; method: string }[] = [];
  vi.stubGlobal('fetch', (url: string, init?: RequestInit) => {
    sent.push({ url, method: init?.method ?? 'GET' });
    if (url.startsWith('/api/shift-market/worker'))
      return Promise.resolve(json({ shifts: [open], more: false }));
    if (url === '/api/users/overlaps')
      return Promise.resolve(json({ user: { shifts: [], suggestions: [] }, overlaps: false }));
    if (url.includes('/reserve/worker')) return Promise.resolve(json({ shift: open, undoUntil }));
    if (url.includes('/undo/worker')) return Promise.resolve(json({ shift: { _id: open._id } }));
    return Promise.resolve(json({}, 404));
  });
  return sent;
}

const reserves = (sent: { url: string; method: string }[]) => sent.filter((s) => s.url.includes('/reserve/'));

describe('reserving a marketplace shift', () => {
  it('asks first, naming the shift; cancel sends nothing, confirm reserves', async () => {
    const sent = serve();
    renderWithProviders(
      <>
        <MarketPage />
        <Overlays />
      </>,
      { client: signedInClient(testUser()), route: '/shift-marketplace' },
    );
    const card = await screen.findByTestId('market-shift');
    fireEvent.click(within(card).getByRole('button', { name: /Varaa vuoro Torivuoro/ }));
    await waitFor(() => expect(sent.map((s) => s.url)).toContain('/api/users/overlaps'));
    const dialog = await screen.findByTestId('reserve-confirm');
    expect(dialog.textContent).toContain('Torivuoro');
    expect(dialog.textContent).toContain(fiMarket.market.confirm.text);
    fireEvent.click(screen.getByRole('button', { name: 'Peruuta' }));
    await waitFor(() => expect(screen.queryByTestId('reserve-confirm')).toBeNull());
    expect(reserves(sent)).toHaveLength(0);
    const button = within(card).getByRole('button', { name: /Varaa vuoro Torivuoro/ });
    await waitFor(() => expect(button.hasAttribute('data-loading')).toBe(false));

    fireEvent.click(button);
    await screen.findByTestId('reserve-confirm');
    fireEvent.click(screen.getByRole('button', { name: fiMarket.market.confirm.confirm }));
    await waitFor(() => expect(reserves(sent)).toHaveLength(1));
    expect(reserves(sent)[0]?.method).toBe('PUT');
  });

  const reserveConfirmed = async () => {
    renderWithProviders(
      <>
        <MarketPage />
        <Overlays />
      </>,
      { client: signedInClient(testUser()), route: '/shift-marketplace' },
    );
    const card = await screen.findByTestId('market-shift');
    fireEvent.click(within(card).getByRole('button', { name: /Varaa vuoro Torivuoro/ }));
    await screen.findByTestId('reserve-confirm');
    fireEvent.click(screen.getByRole('button', { name: fiMarket.market.confirm.confirm }));
    return screen.findByTestId('reserved-notice');
  };

  it('offers "Peru varaus" in the notice while the undo window lasts, and undoes the reservation', async () => {
    const sent = serve(new Date(Date.now() + 10 * 60_000).toISOString());
    const notice = await reserveConfirmed();
    expect(notice.textContent).toContain(fiMarket.market.reserved);
    fireEvent.click(within(notice).getByRole('button', { name: fiMarket.market.undo.action }));
    await waitFor(() =>
      expect(sent.filter((s) => s.url === `/api/shift-market/${open._id}/undo/worker`)).toEqual([
        { url: `/api/shift-market/${open._id}/undo/worker`, method: 'PUT' },
      ]),
    );
    expect(await screen.findByText(fiMarket.market.undo.done)).toBeTruthy();
  });

  it('offers no undo when the server says the reservation cannot be undone (the shift starts soon)', async () => {
    serve(null);
    const notice = await reserveConfirmed();
    expect(within(notice).queryByRole('button', { name: fiMarket.market.undo.action })).toBeNull();
  });
});
