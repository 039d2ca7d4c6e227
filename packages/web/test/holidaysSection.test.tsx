// The holidays editor on the organisation page: a year's holidays by date; a reader gets
// no controls; an editor deletes one after a question naming it, and adds one with its date.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { HolidaysSection } from '../src/features/organization/HolidaysSection.tsx';
import { testUser } from './fixtures.ts';
import { json, renderWithProviders, signedInClient } from './render.tsx';

// The editor's and drawers' Mantine controls finish a transition from an animation frame even
// after the last test unmounted them: let it end before the file's page goes away (under load,
// its timer otherwise fired with no \`window\` left and failed the run).
afterAll(() => new Promise((resolve) => setTimeout(resolve, 500)));

afterEach(() => {
  vi.unstubAllGlobals();
});

const eve = {
  _id: '00000000-0000-4000-8000-000000000b01',
  name: 'Juhannusaatto',
  description: 'Midsummer Eve',
  date: '2027-06-25',
};
const day = {
  ...eve,
  _id: '00000000-0000-4000-8000-000000000b02',
  name: 'Juhannuspäivä',
  date: '2027-06-26',
};

function stubApi() {
  let holidays = [eve, day];
  const calls: { url: string; method: string; body?: string }[] = [];
  vi.stubGlobal('fetch', (url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    calls.push({ url, method, body: init.body as string | undefined });
    if (url === '/api/holidays?year=2027') return Promise.resolve(json({ holidays }));
    if (url === '/api/holidays?year=2028') return Promise.resolve(json({ holidays: [] }));
    if (url === '/api/holidays/admin' && method === 'POST') {
      const added = { ...JSON.parse(String(init.body)).holiday, _id: '00000000-0000-4000-8000-000000000b03' };
      holidays = [...holidays, added];
      return Promise.resolve(json({ holiday: added }, 201));
    }
    if (url === `/api/holidays/${eve._id}/admin` && method === 'DELETE') {
      holidays = holidays.filter((h) => h !== eve);
      return Promise.resolve(json({ holiday: eve }));
    }
    return Promise.resolve(json({ statusCode: 404, error: 'Not Found', message: 'x' }, 404));
  });
  return calls;
}

describe('the holidays section', () => {
  it('lists a year by date for a reader, without controls; another year may be empty', async () => {
    stubApi();
    renderWithProviders(<HolidaysSection canEdit={false} thisYear={2027} />, {
      client: signedInClient(testUser()),
    });
    const rows = await screen.findAllByTestId('holiday-row');
    expect(rows.map((r) => r.getAttribute('data-name'))).toEqual(['Juhannusaatto', 'Juhannuspäivä']);
    expect(within(rows[0] as HTMLElement).getByText('pe 25.6.2027')).toBeTruthy();
    expect(screen.queryByTestId('holiday-add')).toBeNull();
    expect(screen.queryByRole('button', { name: /Poista pyhäpäivä/ })).toBeNull();
  });

  it('deletes after a question naming the day, and adds a day with its name and date', async () => {
    const calls = stubApi();
    renderWithProviders(<HolidaysSection canEdit thisYear={2027} />, { client: signedInClient(testUser()) });
    await screen.findAllByTestId('holiday-row');
    fireEvent.click(screen.getByRole('button', { name: 'Poista pyhäpäivä Juhannusaatto' }));
    expect((await screen.findByTestId('holiday-remove-dialog')).textContent).toContain('pe 25.6.2027');
    fireEvent.click(screen.getByTestId('holiday-remove-confirm'));
    await waitFor(() => expect(screen.getAllByTestId('holiday-row')).toHaveLength(1));

    fireEvent.click(screen.getByTestId('holiday-add'));
    const form = await screen.findByTestId('holiday-form');
    fireEvent.change(within(form).getByTestId('holiday-name'), { target: { value: 'Virkistyspäivä' } });
    fireEvent.click(within(form).getByTestId('holiday-save'));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(JSON.parse(calls.find((c) => c.method === 'POST')?.body ?? '{}').holiday).toEqual({
      name: 'Virkistyspäivä',
      description: '',
      date: '2027-01-01',
    });
    await waitFor(() => expect(screen.getAllByTestId('holiday-row')).toHaveLength(2));
  });
});
