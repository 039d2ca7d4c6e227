// The compensation page: the month asked from the URL, the month's sum, hours and
// shifts as the server summed them, the unpriced count, and per line why the hours count, the
// rate and the scheme ("EL +15 %"), the type when not a shift; an empty month says so.
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import CompensationPage from '../src/features/compensation/CompensationPage.tsx';
import { testUser } from './fixtures.ts';
import { json, renderWithProviders, signedInClient } from './render.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

const line = (extra: object) => ({
  shiftId: '00000000-0000-4000-8000-000000000901',
  date: '2025-03-17',
  name: 'Aamuvuoro',
  type: 0,
  from: '2025-03-17T06:00:00.000Z',
  to: '2025-03-17T14:00:00.000Z',
  minutes: 480,
  times: 'planned',
  worker: { _id: '00000000-0000-4000-8000-000000000001', name: 'Aada Palkka' },
  department: { _id: '00000000-0000-4000-8000-000000000002', name: 'Päivystys' },
  pay: {
    rate: { cents: 2250, per: 'hour' },
    amount: 20_700,
    reason: 'priced',
    scheme: 'el15',
    multiplier: 11_500,
  },
  ...extra,
});

function stub(body: object) {
  const urls: string[] = [];
  vi.stubGlobal('fetch', (url: string) => {
    urls.push(url);
    return Promise.resolve(url.startsWith('/api/users/salary-listing') ? json(body) : json({}, 404));
  });
  return urls;
}

describe('the compensation page', () => {
  it('shows the month’s sum and each line with its hours, reason, rate and scheme', async () => {
    const urls = stub({
      lines: [
        line({}),
        line({
          shiftId: '00000000-0000-4000-8000-000000000902',
          type: 1,
          times: 'stamped',
          minutes: 300,
          pay: { rate: null, amount: null, reason: 'unreadableRate', scheme: 'regular', multiplier: 10_000 },
        }),
      ],
      truncated: false,
      totals: { shifts: 2, minutes: 780, paid: 20_700, unpricedPay: 1 },
    });
    renderWithProviders(<CompensationPage />, {
      client: signedInClient(testUser()),
      route: '/compensation?month=2025-03',
    });
    const total = await screen.findByTestId('compensation-total');
    expect(total.textContent?.replace(/\s/g, ' ')).toBe('207,00 €');
    expect(urls).toContain('/api/users/salary-listing?from=2025-03-01&to=2025-04-01');
    expect(screen.getByTestId('compensation-hours').textContent).toBe('13 h');
    expect(screen.getByTestId('compensation-unpriced').textContent).toBe(
      '1 vuoro ilman palkkaa: kysy palkkahallinnolta',
    );
    const [first, second] = screen.getAllByTestId('pay-line');
    expect(within(first as HTMLElement).getByText(/Suunnitellut ajat/)).toBeTruthy();
    expect(within(first as HTMLElement).getByText(/22,50 € \/ h · EL \+15 %/)).toBeTruthy();
    expect(within(second as HTMLElement).getByTestId('pay-line-type').textContent).toBe('Sairaus');
    expect(within(second as HTMLElement).getByText('Palkkaa ei voitu lukea')).toBeTruthy();
    expect(within(second as HTMLElement).getByTestId('pay-line-amount').textContent).toBe('–');
  });

  it('says so when the month has no shifts', async () => {
    stub({ lines: [], truncated: false, totals: { shifts: 0, minutes: 0, paid: 0, unpricedPay: 0 } });
    renderWithProviders(<CompensationPage />, {
      client: signedInClient(testUser()),
      route: '/compensation?month=2025-02',
    });
    await waitFor(() => expect(screen.getByTestId('compensation-empty')).toBeTruthy());
    expect(screen.queryByTestId('compensation-unpriced')).toBeNull();
  });
});
