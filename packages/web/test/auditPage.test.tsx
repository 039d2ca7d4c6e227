// The audit log page in words: a refused request's entry names the refusal as the person was told
// it, never as the message key the log keeps (`takeOver.refused` showed as it was).
import { screen, within } from '@testing-library/react';
import { allAreasAt } from '@tuura/domain/permissions';
import { afterEach, describe, expect, it, vi } from 'vitest';
import AuditPage from '../src/features/audit/AuditPage.tsx';
import { testUser } from './fixtures.ts';
import { json, renderWithProviders, signedInClient } from './render.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

const refused = {
  _id: '1548',
  at: '2026-12-07T12:59:24.345000Z',
  action: 'access.refused',
  actor: { kind: 'user', id: '00000000-0000-4000-8000-000000000001', name: 'Anna Ylläpitäjä' },
  target: null,
  changes: [],
  details: { key: 'takeOver.refused', route: '/api/auth/change-password', method: 'PUT' },
  ip: '127.0.0.1',
  userAgent: 'Mozilla/5.0',
};

function stubApi(entries: unknown[]) {
  vi.stubGlobal('fetch', (url: string) => {
    if (url.startsWith('/api/audit/admin')) return Promise.resolve(json({ entries, nextCursor: null }));
    return Promise.resolve(json({ statusCode: 404, error: 'Not Found', message: 'x' }, 404));
  });
}

describe('the audit log page', () => {
  it("names a refusal in the reader's words, and leaves a key it does not know as it is", async () => {
    stubApi([refused, { ...refused, _id: '1549', details: { ...refused.details, key: 'some.newerKey' } }]);
    renderWithProviders(<AuditPage />, {
      route: '/admin/audit',
      client: signedInClient(testUser({ permissions: allAreasAt('read') })),
    });
    const [first, second] = await screen.findAllByTestId('audit-row');
    expect(
      within(first as HTMLElement).getByText('Viesti: Ei sallittu, kun ylläpitäjä on ottanut istunnon.'),
    ).toBeTruthy();
    expect(first?.textContent).not.toContain('takeOver.refused');
    expect(within(second as HTMLElement).getByText('Viesti: some.newerKey')).toBeTruthy();
  });
});
