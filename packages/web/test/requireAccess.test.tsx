// The web's admin route guard decides as the server's guard does: the page's access from the
// domain, several areas at once for Bills and Business (spec §6).
import { screen } from '@testing-library/react';
import { AREA_NEEDS, access, type Permissions } from '@tuura/domain/permissions';
import { Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RequireAccess } from '../src/app/guards.tsx';
import { testUser } from './fixtures.ts';
import { json, renderWithProviders } from './render.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

function renderBills(permissions: Permissions) {
  vi.stubGlobal('fetch', () =>
    Promise.resolve(json({ session: { kind: 'user', user: testUser({ permissions }) } })),
  );
  renderWithProviders(
    <Suspense fallback={<p>loading</p>}>
      <Routes>
        <Route element={<RequireAccess access={access.adminAll(AREA_NEEDS.bills)} />}>
          <Route path="/admin/bills" element={<p>bills page</p>} />
        </Route>
      </Routes>
    </Suspense>,
    { route: '/admin/bills' },
  );
}

describe('RequireAccess', () => {
  it('shows the Bills page with shifts, billing and departments', async () => {
    renderBills({ shifts: 'read', billing: 'all', departments: 'read' });
    expect(await screen.findByText('bills page')).toBeTruthy();
  });

  it('shows 403 when one of the three areas is missing', async () => {
    renderBills({ shifts: 'all', billing: 'all' });
    expect((await screen.findByTestId('error-status')).textContent).toBe('403');
    expect(screen.queryByText('bills page')).toBeNull();
  });
});
