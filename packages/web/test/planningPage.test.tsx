// Planning for each level (spec §6): read sees the grid, the open shift marked and a shift's details
// with no action; `all` also gets copy week forward and the assign and move forms.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminShift } from '@tuura/domain/schemas/shift';
import { afterEach, describe, expect, it, vi } from 'vitest';
import PlanningPage from '../src/features/planning/PlanningPage.tsx';
import { testUser } from './fixtures.ts';
import { json, renderWithProviders, signedInClient } from './render.tsx';
import { shift as workerShift } from './shiftFixtures.ts';

afterEach(() => vi.unstubAllGlobals());

const customers = [
  {
    _id: '00000000-0000-4000-8000-0000000000c1',
    name: 'HUS',
    departments: [{ _id: '00000000-0000-4000-8000-0000000000d1', name: 'Meilahden päivystys' }],
  },
];

const adminShift = (id: string, extra: Partial<AdminShift>): AdminShift => ({
  ...workerShift(),
  _id: `00000000-0000-4000-8000-00000000000${id}`,
  department: '00000000-0000-4000-8000-0000000000d1',
  meta: '',
  billing: '',
  workerName: null,
  ...extra,
});

// Monday 23.11.2026 7.00–15.00 Helsinki, one open and one Aino's.
const shifts = [
  adminShift('1', { name: 'Aamuvuoro' }),
  adminShift('2', {
    name: 'Iltavuoro',
    worker: 'w1',
    workerName: 'Aino Ahonen',
    from: '2026-11-24T12:00:00.000Z',
    to: '2026-11-24T20:00:00.000Z',
  }),
];

function serve() {
  vi.stubGlobal('fetch', (url: string) => {
    if (url.startsWith('/api/customers/full/admin')) return Promise.resolve(json({ customers }));
    if (url.startsWith('/api/shifts/admin'))
      return Promise.resolve(json({ shifts, total: shifts.length, totalCapped: false }));
    return Promise.resolve(json({}, 404));
  });
}

const open = (level: 'read' | 'all') =>
  renderWithProviders(<PlanningPage />, {
    client: signedInClient(testUser({ permissions: { shifts: level } })),
    route: '/admin/shifts/planning?date=2026-11-25',
  });

describe('planning', () => {
  it('shows a reader the week, the open shift marked, and details without actions', async () => {
    serve();
    open('read');
    const chips = await screen.findAllByTestId('planning-shift');
    expect(chips).toHaveLength(2);
    const openChip = chips.find((c) => c.hasAttribute('data-unfilled'));
    expect(openChip?.textContent).toContain('Avoin');
    expect(screen.getByTestId('planning-title').textContent).toBe('Viikko 48');
    expect(screen.getByText('Meilahden päivystys')).toBeTruthy();
    expect(screen.queryByTestId('planning-copy-week')).toBeNull();
    await userEvent.click(openChip as HTMLElement);
    const panel = await screen.findByTestId('planning-detail');
    expect(panel.textContent).toContain('Aamuvuoro');
    expect(await screen.findByTestId('planning-read-only')).toBeTruthy();
    expect(screen.queryByTestId('planning-assign')).toBeNull();
    expect(screen.queryByTestId('planning-move')).toBeNull();
  });

  it('gives an editor the copy button and, on an open shift, the assign and move forms', async () => {
    serve();
    open('all');
    const chips = await screen.findAllByTestId('planning-shift');
    expect(screen.getByTestId('planning-copy-week')).toBeTruthy();
    await userEvent.click(chips.find((c) => c.hasAttribute('data-unfilled')) as HTMLElement);
    const assign = await screen.findByTestId('planning-assign');
    expect(within(assign).getByRole('button', { name: 'Määrää' })).toBeTruthy();
    expect(await screen.findByTestId('planning-move')).toBeTruthy();
    expect(screen.queryByTestId('planning-read-only')).toBeNull();
  });
});
