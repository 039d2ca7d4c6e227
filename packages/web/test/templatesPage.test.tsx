// The admin's templates page: the department in the URL lists its templates in priority order;
// level `all` gets the edit controls (reordering sends the new order as priorities), read level
// none; the form checks times and lengths with the domain's rules before anything is sent.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { allAreasAt } from '@tuura/domain/permissions';
import type { User } from '@tuura/domain/schemas/user';
import { afterEach, describe, expect, it, vi } from 'vitest';
import TemplatesPage from '../src/features/templates/TemplatesPage.tsx';
import { testUser } from './fixtures.ts';
import { json, renderWithProviders, signedInClient } from './render.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

const CUSTOMER = '00000000-0000-4000-8000-000000000001';
const DEPARTMENT = '00000000-0000-4000-8000-000000000002';
const template = (n: number, name: string, from: string, to: string) => ({
  _id: `00000000-0000-4000-8000-00000000001${n}`,
  name,
  description: '',
  from,
  to,
  education: null,
  employer: null,
  billing: '',
  salary: '',
  meta: '',
  priority: n,
  department: DEPARTMENT,
});
const TEMPLATES = [
  template(0, 'Aamu', '2026-01-05T06:00:00Z', '2026-01-05T14:00:00Z'),
  template(1, 'Yö', '2026-01-05T20:00:00Z', '2026-01-06T05:00:00Z'),
];

function renderPage(user: User) {
  const sent: { url: string; method: string; body: unknown }[] = [];
  vi.stubGlobal('fetch', (url: string, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    if (method !== 'GET') sent.push({ url, method, body: JSON.parse(String(init?.body ?? 'null')) });
    if (url === '/api/customers/full/admin')
      return Promise.resolve(
        json({
          customers: [{ _id: CUSTOMER, name: 'HUS', departments: [{ _id: DEPARTMENT, name: 'Päivystys' }] }],
        }),
      );
    if (url.startsWith('/api/templates/admin?'))
      return Promise.resolve(json({ templates: TEMPLATES, total: 2 }));
    if (url === '/api/templates/priority/admin') return Promise.resolve(json({ templates: TEMPLATES }));
    if (url === '/api/auth/session') return Promise.resolve(json({ session: { kind: 'user', user } }));
    return Promise.resolve(json({}, 404));
  });
  renderWithProviders(<TemplatesPage />, {
    client: signedInClient(user),
    route: `/admin/shift-templates?customer=${CUSTOMER}&department=${DEPARTMENT}`,
  });
  return sent;
}

describe('the templates page', () => {
  it('lists the department’s templates in order with their Helsinki times', async () => {
    renderPage(testUser({ permissions: allAreasAt('all') }));
    const rows = await screen.findAllByTestId('template-row');
    expect(rows.map((r) => r.textContent)).toEqual([
      expect.stringContaining('Aamu8.00–16.00'),
      expect.stringContaining('Yö22.00–7.00'),
    ]);
  });

  it('moves a template up by sending the new order as priorities', async () => {
    const sent = renderPage(testUser({ permissions: allAreasAt('all') }));
    fireEvent.click(await screen.findByRole('button', { name: 'Siirrä ylemmäs: Yö' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      url: '/api/templates/priority/admin',
      method: 'PUT',
      body: {
        templates: [
          { _id: TEMPLATES[1]?._id, priority: 0 },
          { _id: TEMPLATES[0]?._id, priority: 1 },
        ],
      },
    });
  });

  it('gives a reader the list without edit controls', async () => {
    renderPage(testUser({ permissions: allAreasAt('read') }));
    expect(await screen.findAllByTestId('template-row')).toHaveLength(2);
    expect(screen.getByTestId('templates-read-only')).toBeTruthy();
    expect(screen.queryByTestId('template-add')).toBeNull();
    expect(screen.queryByTestId('templates-instantiate')).toBeNull();
    expect(screen.queryByRole('button', { name: /Siirrä|Muokkaa|Poista/ })).toBeNull();
  });

  it('refuses an empty name in the form, sending nothing', async () => {
    const sent = renderPage(testUser({ permissions: allAreasAt('all') }));
    fireEvent.click(await screen.findByTestId('template-add'));
    fireEvent.click(await screen.findByTestId('template-save'));
    expect(await screen.findByText('Nimi on pakollinen')).toBeTruthy();
    expect(sent).toEqual([]);
  });
});
