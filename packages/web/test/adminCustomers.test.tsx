// The customers page (spec §2, §5, §6): a reader sees every customer and department and no edit
// control; an editor gets them, and the department form holds every §5 limit of the domain schema.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { DEPARTMENT } from '@tuura/domain/limits';
import { allAreasAt } from '@tuura/domain/permissions';
import { afterEach, describe, expect, it, vi } from 'vitest';
import CustomersPage from '../src/features/customers/CustomersPage.tsx';
import { testUser } from './fixtures.ts';
import { json, renderWithProviders, signedInClient } from './render.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

const ids = { hus: '00000000-0000-4000-8000-000000000201', er: '00000000-0000-4000-8000-000000000301' };
const customers = [
  { _id: ids.hus, name: 'HUS', departments: [{ _id: ids.er, name: 'Meilahden päivystys' }] },
];
const department = {
  _id: ids.er,
  name: 'Meilahden päivystys',
  street: 'Haartmaninkatu 4',
  zip: '00290',
  email: 'paivystys@example.com',
  phone: '+358 9 4711',
  compensationInstruction: 'Kilometrikorvaus kotoa',
  meta: '',
  customer: ids.hus,
};

function stubApi() {
  const calls: { url: string; method: string; body?: string }[] = [];
  vi.stubGlobal('fetch', (url: string, init: RequestInit = {}) => {
    calls.push({ url, method: init.method ?? 'GET', body: init.body as string | undefined });
    if (url === '/api/customers/full/admin') return Promise.resolve(json({ customers }));
    if (url.startsWith('/api/departments/admin') && (init.method ?? 'GET') === 'GET')
      return Promise.resolve(json({ departments: [department] }));
    return Promise.resolve(json({}, 404));
  });
  return calls;
}

async function openHus() {
  fireEvent.click(await screen.findByRole('button', { name: /HUS/ }));
  return screen.findByTestId('department-row');
}

describe('the customers page', () => {
  it('shows a reader every customer and department in full, with no edit control', async () => {
    stubApi();
    renderWithProviders(<CustomersPage />, {
      client: signedInClient(testUser({ permissions: allAreasAt('read') })),
    });
    const row = await openHus();
    expect(within(row).getByText('Meilahden päivystys')).toBeTruthy();
    await waitFor(() => expect(within(row).getByText('Haartmaninkatu 4, 00290')).toBeTruthy());
    expect(screen.getByText('1 osasto')).toBeTruthy();
    for (const id of [
      'customer-new',
      'customer-actions',
      'customer-rename',
      'customer-remove',
      'department-new',
      'department-edit',
      'department-remove',
    ])
      expect(screen.queryByTestId(id), id).toBeNull();
  });

  it('gives an editor the controls', async () => {
    stubApi();
    renderWithProviders(<CustomersPage />, {
      client: signedInClient(testUser({ permissions: { departments: 'all' } })),
    });
    await openHus();
    for (const id of [
      'customer-new',
      'customer-rename',
      'customer-remove',
      'department-new',
      'department-edit',
      'department-remove',
    ])
      expect(screen.getByTestId(id), id).toBeTruthy();
  });

  it('checks a department against the §5 limits before sending anything', async () => {
    const calls = stubApi();
    renderWithProviders(<CustomersPage />, {
      client: signedInClient(testUser({ permissions: allAreasAt('all') })),
    });
    await openHus();
    fireEvent.click(screen.getByTestId('department-new'));
    const form = await screen.findByTestId('department-form');
    const fill = (field: string, value: string) =>
      fireEvent.change(within(form).getByTestId(`department-${field}`), { target: { value } });
    fill('name', 'x'.repeat(DEPARTMENT.name + 1));
    fill('zip', '1'.repeat(DEPARTMENT.zip + 1));
    fill('email', 'not an address');
    fill('phone', '1'.repeat(DEPARTMENT.phone + 1));
    fill('meta', 'x'.repeat(DEPARTMENT.meta + 1));
    fireEvent.click(within(form).getByTestId('department-save'));
    expect(await within(form).findByText(`Nimi voi olla enintään ${DEPARTMENT.name} merkkiä`)).toBeTruthy();
    expect(within(form).getByText(`Postinumero voi olla enintään ${DEPARTMENT.zip} merkkiä`)).toBeTruthy();
    expect(within(form).getByText('Sähköposti on väärää muotoa')).toBeTruthy();
    expect(within(form).getByText(`Puhelin voi olla enintään ${DEPARTMENT.phone} merkkiä`)).toBeTruthy();
    expect(
      within(form).getByText(`Sisäiset muistiinpanot voi olla enintään ${DEPARTMENT.meta} merkkiä`),
    ).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('sends a valid department with its customer', async () => {
    const calls = stubApi();
    renderWithProviders(<CustomersPage />, {
      client: signedInClient(testUser({ permissions: allAreasAt('all') })),
    });
    await openHus();
    fireEvent.click(screen.getByTestId('department-new'));
    const form = await screen.findByTestId('department-form');
    fireEvent.change(within(form).getByTestId('department-name'), {
      target: { value: ' Jorvin päivystys ' },
    });
    fireEvent.change(within(form).getByTestId('department-email'), {
      target: { value: 'Jorvi@Example.com' },
    });
    fireEvent.click(within(form).getByTestId('department-save'));
    await waitFor(() => expect(calls.find((c) => c.method === 'POST')).toBeTruthy());
    const post = calls.find((c) => c.method === 'POST');
    expect(post?.url).toBe('/api/departments/admin');
    expect(JSON.parse(post?.body ?? '{}')).toEqual({
      department: {
        name: 'Jorvin päivystys',
        street: '',
        zip: '',
        email: 'jorvi@example.com',
        phone: '',
        compensationInstruction: '',
        meta: '',
        customer: ids.hus,
      },
    });
  });
});
