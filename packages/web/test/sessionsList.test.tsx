// My sessions on the profile (decision 133): each session's device, address and times in Helsinki
// time, this device marked and without an End button; ending one or all the others calls the API
// and the list is asked again. The admin's panel lists a user's sessions and ends them all after
// a confirmation.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Session } from '@tuura/domain/schemas/session';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SessionsSection } from '../src/features/profile/SessionsSection.tsx';
import { UserSessionsSection } from '../src/features/users/UserSessionsSection.tsx';
import fiSessions from '../src/i18n/fi.sessions.json';
import { testUser } from './fixtures.ts';
import { json, renderWithProviders, signedInClient } from './render.tsx';

const texts = fiSessions.sessions;

const session = (id: string, extra: Partial<Session> = {}): Session => ({
  _id: id,
  device: { browser: 'Chrome 131', os: 'Windows 10', type: 'desktop' },
  ip: '10.0.0.1',
  createdAt: '2026-11-20T06:00:00.000Z',
  lastSeenAt: '2026-11-24T12:30:00.000Z',
  current: false,
  takenOver: false,
  ...extra,
});

const PHONE = session('11111111-1111-4111-8111-111111111111', {
  device: { browser: 'Safari 17', os: 'iOS 17.5', type: 'mobile' },
  ip: '192.0.2.7',
  current: true,
});
const DESK = session('22222222-2222-4222-8222-222222222222');
const UNKNOWN = session('33333333-3333-4333-8333-333333333333', {
  device: { browser: '', os: '', type: 'other' },
  ip: '',
});

type Call = { url: string; method: string };

function serve(lists: Session[][]) {
  const calls: Call[] = [];
  let listed = 0;
  vi.stubGlobal('fetch', (url: string, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    calls.push({ url, method });
    if (method === 'GET')
      return Promise.resolve(json({ sessions: lists[Math.min(listed++, lists.length - 1)] }));
    return Promise.resolve(json({ ended: url.endsWith('end-others') ? 2 : 1 }));
  });
  return calls;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('my sessions', () => {
  it('shows device, address and Helsinki times, marks this device and offers End only for the others', async () => {
    serve([[PHONE, DESK, UNKNOWN]]);
    renderWithProviders(<SessionsSection />, { client: signedInClient(testUser()) });
    const rows = await screen.findAllByTestId('session-row');
    expect(rows).toHaveLength(3);
    const [phone, desk, unknown] = rows as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(phone).getByText('Safari 17 · iOS 17.5')).toBeTruthy();
    expect(within(phone).getByTestId('session-current').textContent).toBe(texts.current);
    expect(within(phone).queryByTestId('session-end')).toBeNull();
    expect(within(phone).getByText('Osoite 192.0.2.7')).toBeTruthy();
    // 12.30 UTC is 14.30 in Helsinki in November.
    expect(within(desk).getByText(/Käytetty viimeksi 24\.11\.2026 klo 14\.30/)).toBeTruthy();
    expect(within(desk).getByText(/Kirjautunut 20\.11\.2026 klo 8\.00/)).toBeTruthy();
    expect(
      within(desk).getByRole('button', { name: 'Päätä istunto laitteella Chrome 131 · Windows 10' }),
    ).toBeTruthy();
    expect(within(unknown).getByText(texts.unknownDevice)).toBeTruthy();
    expect(within(unknown).queryByText(/Osoite/)).toBeNull();
  });

  it('ends one session by its id and asks the list again', async () => {
    const calls = serve([[PHONE, DESK], [PHONE]]);
    renderWithProviders(<SessionsSection />, { client: signedInClient(testUser()) });
    fireEvent.click(await screen.findByTestId('session-end'));
    await waitFor(() => expect(screen.getAllByTestId('session-row')).toHaveLength(1));
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.url)).toEqual([
      `/api/auth/sessions/${DESK._id}`,
    ]);
    expect(screen.getByText(texts.onlyThis)).toBeTruthy();
    expect(screen.queryByTestId('sessions-end-others')).toBeNull();
  });

  it('ends all the others at once', async () => {
    const calls = serve([[PHONE, DESK, UNKNOWN], [PHONE]]);
    renderWithProviders(<SessionsSection />, { client: signedInClient(testUser()) });
    fireEvent.click(await screen.findByTestId('sessions-end-others'));
    await waitFor(() => expect(screen.getAllByTestId('session-row')).toHaveLength(1));
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.url)).toEqual([
      '/api/auth/sessions/end-others',
    ]);
  });
});

describe("a user's sessions for the admin", () => {
  it('lists them read-only and ends them all after a confirmation', async () => {
    const calls = serve([[DESK, { ...PHONE, current: false }], []]);
    renderWithProviders(<UserSessionsSection userId="u-1" name="Tiina Työntekijä" canEdit />, {
      client: signedInClient(testUser()),
    });
    expect(await screen.findAllByTestId('session-row')).toHaveLength(2);
    expect(screen.queryByTestId('session-end')).toBeNull();
    fireEvent.click(screen.getByTestId('user-end-sessions'));
    expect(await screen.findByText('Päätetäänkö käyttäjän Tiina Työntekijä istunnot?')).toBeTruthy();
    fireEvent.click(screen.getByTestId('user-end-sessions-confirm'));
    await waitFor(() => expect(screen.getByText(texts.none)).toBeTruthy());
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.url)).toEqual([
      '/api/users/u-1/sessions/admin',
    ]);
  });

  it('offers no ending to a reader', async () => {
    serve([[DESK]]);
    renderWithProviders(<UserSessionsSection userId="u-1" name="Tiina" canEdit={false} />, {
      client: signedInClient(testUser()),
    });
    expect(await screen.findAllByTestId('session-row')).toHaveLength(1);
    expect(screen.queryByTestId('user-end-sessions')).toBeNull();
  });
});
