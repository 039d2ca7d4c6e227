// The admin tables as the UI guide has them (decision 142): a header click sorts (none →
// ascending → descending → none, told by aria-sort) and the sort goes to the server and the URL;
// filters and sorts read back from the URL as they were written; ↑/↓, Space, A and R work the rows
// of an action table, never while focus is in a field.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApprovalState, BillingStatus, ShiftType } from '@tuura/domain/enums';
import { allAreasAt } from '@tuura/domain/permissions';
import type { AdminShift } from '@tuura/domain/schemas/shift';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  nextSort,
  searchWithSort,
  sortFromSearch,
  sortRows,
} from '../src/components/adminTable/tableSort.ts';
import {
  businessFiltersFromSearch,
  searchWithBusinessFilters,
} from '../src/features/business/businessFilters.ts';
import { filtersFromSearch, searchFromFilters } from '../src/features/shifts/admin/filters.ts';
import StampsPage from '../src/features/stamps/admin/StampsPage.tsx';
import { searchWithUserFilters, userFiltersFromSearch } from '../src/features/users/userFilters.ts';
import { testUser } from './fixtures.ts';
import { json, renderWithProviders, signedInClient } from './render.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

const waiting = (n: number): AdminShift => ({
  _id: `00000000-0000-4000-8000-00000000030${n}`,
  from: `2026-11-2${n}T05:00:00.000Z`,
  to: `2026-11-2${n}T13:00:00.000Z`,
  name: 'Aamuvuoro',
  description: '',
  type: ShiftType.shift,
  stamp: {
    stamped: true,
    required: true,
    from: `2026-11-2${n}T05:00:00.000Z`,
    to: `2026-11-2${n}T13:00:00.000Z`,
    notCompleted: false,
    approved: ApprovalState.pending,
    message: '',
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

type Call = { url: string; method: string };

/** The stamps page for an admin who may decide, with every request the page makes. */
async function stampsPage(route = '/admin/stamps', permissions = allAreasAt('all')) {
  const calls: Call[] = [];
  vi.stubGlobal('fetch', (url: string, init: RequestInit = {}) => {
    calls.push({ url, method: init.method ?? 'GET' });
    if (url.startsWith('/api/shifts/count/admin')) return Promise.resolve(json({ count: 3 }));
    if (init.method && init.method !== 'GET') return new Promise<Response>(() => undefined);
    return Promise.resolve(
      json({ shifts: [waiting(1), waiting(2), waiting(3)], total: 3, totalCapped: false }),
    );
  });
  renderWithProviders(<StampsPage />, { client: signedInClient(testUser({ permissions })), route });
  await screen.findAllByTestId('stamp-row');
  const lists = () => calls.filter((c) => c.method === 'GET' && c.url.startsWith('/api/shifts/admin?'));
  return { calls, lists };
}
const header = (name: string) => screen.getByRole('columnheader', { name: new RegExp(name) });
const location = () => screen.getByTestId('location').textContent ?? '';

describe('sorting by a header', () => {
  it('cycles ascending, descending and none, each in aria-sort, the URL and the server query', async () => {
    const { lists } = await stampsPage();
    expect(header('Työntekijä').getAttribute('aria-sort')).toBe('none');
    expect(lists().at(-1)?.url).toContain('sort=from&order=asc');
    const click = () => fireEvent.click(within(header('Työntekijä')).getByRole('button'));

    click();
    await waitFor(() => expect(header('Työntekijä').getAttribute('aria-sort')).toBe('ascending'));
    expect(location()).toContain('sort=worker&order=asc');
    await waitFor(() => expect(lists().at(-1)?.url).toContain('sort=worker&order=asc'));
    // Only one column is sorted at a time.
    expect(header('Suunniteltu').getAttribute('aria-sort')).toBe('none');

    click();
    await waitFor(() => expect(header('Työntekijä').getAttribute('aria-sort')).toBe('descending'));
    await waitFor(() => expect(lists().at(-1)?.url).toContain('sort=worker&order=desc'));

    click();
    await waitFor(() => expect(header('Työntekijä').getAttribute('aria-sort')).toBe('none'));
    expect(location()).not.toContain('sort=');
  });

  it('opens with the sort a shared link names and asks the server for it', async () => {
    const { lists } = await stampsPage('/admin/stamps?sort=from&order=desc');
    expect(header('Suunniteltu').getAttribute('aria-sort')).toBe('descending');
    expect(lists().at(-1)?.url).toContain('sort=from&order=desc');
  });
});

describe('the URL round trip', () => {
  it('reads back a sort as written; an unknown key or direction is no sort or ascending', () => {
    const keys = ['worker', 'from'] as const;
    const written = searchWithSort(new URLSearchParams('page=3&state=1'), { key: 'worker', order: 'desc' });
    expect(written.get('page')).toBeNull();
    expect(written.get('state')).toBe('1');
    expect(sortFromSearch(written, keys)).toEqual({ key: 'worker', order: 'desc' });
    expect(sortFromSearch(new URLSearchParams('sort=password'), keys)).toBeNull();
    expect(sortFromSearch(new URLSearchParams('sort=from&order=up'), keys)).toEqual({
      key: 'from',
      order: 'asc',
    });
    expect(nextSort(null, 'from')).toEqual({ key: 'from', order: 'asc' });
    expect(nextSort({ key: 'worker', order: 'desc' }, 'from')).toEqual({ key: 'from', order: 'asc' });
  });

  it("keeps the shift table's sort with its filters", () => {
    const f = filtersFromSearch(
      new URLSearchParams('first=2026-11-23&last=2026-11-29&unfilled=true&sort=name&order=desc'),
    );
    expect(f.sort).toEqual({ key: 'name', order: 'desc' });
    const again = filtersFromSearch(new URLSearchParams(searchFromFilters(f)));
    expect(again).toEqual(f);
  });

  it("keeps the users page's filters, lists and page, dropping unknown values", () => {
    const f = userFiltersFromSearch(
      new URLSearchParams('q=Maija&education=lk4&education=nope&payType=hourly&role=admin&page=2&sort=email'),
    );
    expect(f).toEqual({
      q: 'Maija',
      email: '',
      education: ['lk4'],
      payType: ['hourly'],
      userGroup: [],
      role: 'admin',
      page: 2,
    });
    const written = searchWithUserFilters(new URLSearchParams('sort=email&order=asc'), f);
    expect(written.get('sort')).toBe('email');
    expect(userFiltersFromSearch(written)).toEqual(f);
    expect(
      searchWithUserFilters(new URLSearchParams(), { ...f, role: 'any', page: 1, q: '' }).toString(),
    ).toBe('education=lk4&payType=hourly');
  });

  it("keeps the business page's preset or custom dates, period and breakdown", () => {
    const now = new Date('2026-05-15T10:00:00Z');
    const preset = businessFiltersFromSearch(
      new URLSearchParams('preset=lastYear&period=weekly&groupBy=worker'),
      now,
    );
    expect(preset).toEqual({
      preset: 'lastYear',
      range: { from: '2025-01-01', to: '2026-01-01' },
      period: 'weekly',
      groupBy: 'worker',
    });
    expect(businessFiltersFromSearch(searchWithBusinessFilters(new URLSearchParams(), preset), now)).toEqual(
      preset,
    );
    const custom = { ...preset, preset: 'custom' as const, range: { from: '2026-02-01', to: '2026-03-01' } };
    const written = searchWithBusinessFilters(new URLSearchParams('sort=revenue'), custom);
    expect(written.toString()).toBe(
      'sort=revenue&from=2026-02-01&to=2026-03-01&period=weekly&groupBy=worker',
    );
    expect(businessFiltersFromSearch(written, now)).toEqual(custom);
    expect(businessFiltersFromSearch(new URLSearchParams('groupBy=planet'), now).groupBy).toBe('customer');
  });
});

describe('sorting a list the page holds whole', () => {
  it('sorts words in Finnish order and numbers by value, empty values last either way', () => {
    const rows = [
      { n: 'Öljy', v: 2 },
      { n: 'Ähtäri', v: null },
      { n: 'Zeta', v: 10 },
      { n: 'aapa', v: 1 },
    ];
    const values = { n: (r: (typeof rows)[number]) => r.n, v: (r: (typeof rows)[number]) => r.v };
    expect(sortRows(rows, { key: 'n', order: 'asc' }, values).map((r) => r.n)).toEqual([
      'aapa',
      'Zeta',
      'Ähtäri',
      'Öljy',
    ]);
    expect(sortRows(rows, { key: 'v', order: 'desc' }, values).map((r) => r.v)).toEqual([10, 2, 1, null]);
    expect(sortRows(rows, null, values)).toEqual(rows);
  });
});

describe('keys on an action table', () => {
  const rows = () => screen.getAllByTestId('stamp-row');

  it('moves with the arrows, selects with Space and decides the focused row with A and R', async () => {
    const { calls } = await stampsPage();
    const [first, second] = rows() as [HTMLElement, HTMLElement];
    first.focus();
    fireEvent.keyDown(first, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(second);
    fireEvent.keyDown(second, { key: 'ArrowUp' });
    expect(document.activeElement).toBe(first);

    fireEvent.keyDown(first, { key: ' ' });
    await waitFor(() => expect(screen.getByTestId('stamps-selected').textContent).toContain('1'));
    expect((within(first).getByTestId('stamp-select') as HTMLInputElement).checked).toBe(true);

    fireEvent.keyDown(second, { key: 'a' });
    await waitFor(() =>
      expect(calls.some((c) => c.method === 'PUT' && c.url.includes(`${waiting(2)._id}/approve-stamp`))).toBe(
        true,
      ),
    );
    fireEvent.keyDown(first, { key: 'r' });
    await waitFor(() =>
      expect(calls.some((c) => c.method === 'PUT' && c.url.includes(`${waiting(1)._id}/reject-stamp`))).toBe(
        true,
      ),
    );
    expect(screen.getByTestId('table-keys-hint').textContent).toContain('A hyväksyy');
    expect(within(first).getByTestId('stamp-approve').getAttribute('aria-keyshortcuts')).toBe('a');
    expect(within(first).getByTestId('stamp-reject').getAttribute('aria-keyshortcuts')).toBe('r');
  });

  it('does nothing while focus is in a field', async () => {
    const { calls } = await stampsPage();
    const box = within(rows()[0] as HTMLElement).getByTestId('stamp-select');
    fireEvent.keyDown(box, { key: 'a' });
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(document.activeElement).not.toBe(rows()[1]);
    await new Promise((r) => setTimeout(r, 20));
    expect(calls.filter((c) => c.method !== 'GET')).toHaveLength(0);
  });

  it('gives a reader the arrows only', async () => {
    const { calls } = await stampsPage('/admin/stamps', allAreasAt('read'));
    const [first, second] = rows() as [HTMLElement, HTMLElement];
    first.focus();
    fireEvent.keyDown(first, { key: 'a' });
    fireEvent.keyDown(first, { key: ' ' });
    fireEvent.keyDown(first, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(second);
    await new Promise((r) => setTimeout(r, 20));
    expect(calls.filter((c) => c.method !== 'GET')).toHaveLength(0);
    expect(screen.getByTestId('table-keys-hint').textContent).not.toContain('A hyväksyy');
  });
});
