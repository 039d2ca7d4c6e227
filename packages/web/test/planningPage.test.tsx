// Planning for each level (spec §6): read sees the grid, the open shift marked and a shift's details
// with no action; `all` also gets copy week forward and the assign and move forms, and with `all` on
// templates too, a department's day adds shifts from its templates.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Permissions } from '@tuura/domain/permissions';
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

const template = {
  _id: '00000000-0000-4000-8000-0000000000e1',
  name: 'Aamuvuoro',
  description: '',
  from: '2026-01-05T06:00:00.000Z',
  to: '2026-01-05T14:00:00.000Z',
  education: null,
  employer: null,
  billing: '',
  salary: '',
  meta: '',
  priority: 0,
  department: customers[0]?.departments[0]?._id,
};

function serve(calls: { url: string; body: unknown }[] = [], workerPermissions: Permissions = {}) {
  vi.stubGlobal('fetch', (url: string, init?: RequestInit) => {
    calls.push({ url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    if (url.startsWith('/api/users/w1/admin'))
      return Promise.resolve(json({ user: { _id: 'w1', permissions: workerPermissions } }));
    if (url.startsWith('/api/templates/instantiate/admin')) return Promise.resolve(json({ shifts: [] }, 201));
    if (url.startsWith('/api/templates/admin'))
      return Promise.resolve(json({ templates: [template], total: 1 }));
    if (url.startsWith('/api/customers/full/admin')) return Promise.resolve(json({ customers }));
    if (url.startsWith('/api/shifts/admin'))
      return Promise.resolve(json({ shifts, total: shifts.length, totalCapped: false }));
    return Promise.resolve(json({}, 404));
  });
}

const open = (level: 'read' | 'all', templates: 'none' | 'read' | 'all' = 'none') =>
  renderWithProviders(<PlanningPage />, {
    client: signedInClient(testUser({ permissions: { shifts: level, shiftTemplates: templates } })),
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

  it('offers a day of a department to add shifts from templates only with all on shifts and templates', async () => {
    serve();
    const { unmount } = open('all', 'read');
    await screen.findAllByTestId('planning-shift');
    expect(screen.queryByTestId('planning-add-cell')).toBeNull();
    unmount();

    const calls: { url: string; body: unknown }[] = [];
    serve(calls);
    open('all', 'all');
    await screen.findAllByTestId('planning-shift');
    // One department, seven days; the open shifts' own row (no department) has none.
    expect(screen.getAllByTestId('planning-add-cell')).toHaveLength(7);
    await userEvent.click(
      screen.getByRole('button', {
        name: 'Lisää vuoroja pohjista: Meilahden päivystys, keskiviikko 25.11.2026',
      }),
    );
    const dialog = await screen.findByRole('dialog');
    const confirm = within(dialog).getByTestId('planning-add-confirm');
    expect(confirm.hasAttribute('disabled')).toBe(true);
    await userEvent.click(await within(dialog).findByRole('checkbox', { name: /Aamuvuoro/ }));
    await userEvent.click(confirm);
    await vi.waitFor(() =>
      expect(calls.find((c) => c.url.startsWith('/api/templates/instantiate/admin'))?.body).toEqual({
        templates: [template._id],
        days: ['2026-11-25'],
        stampRequired: true,
      }),
    );
  });

  // The rank rule (decision 132): the button only for someone strictly below the admin.
  it.each([
    ['a worker without admin levels', {}, true],
    ['a peer', { shifts: 'all', users: 'all' }, false],
    ['someone above in another area', { billing: 'read' }, false],
  ] as const)('offers take-over from a shift of %s: %s', async (_who, theirs, offered) => {
    serve([], theirs as Permissions);
    renderWithProviders(<PlanningPage />, {
      client: signedInClient(testUser({ permissions: { shifts: 'all', users: 'all' } })),
      route: '/admin/shifts/planning?date=2026-11-25',
    });
    const chips = await screen.findAllByTestId('planning-shift');
    await userEvent.click(chips.find((c) => !c.hasAttribute('data-unfilled')) as HTMLElement);
    const panel = await screen.findByTestId('planning-detail');
    expect(panel.textContent).toContain('Aino Ahonen');
    if (offered) expect(await within(panel).findByTestId('take-over')).toBeTruthy();
    else {
      // Asked who they are, then no button.
      await vi.waitFor(() => expect(screen.queryByTestId('take-over')).toBeNull());
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(within(panel).queryByTestId('take-over')).toBeNull();
    }
  });
});
