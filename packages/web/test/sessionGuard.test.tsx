// A start-up session check that fails (500, a proxy's 502 HTML page, no server) shows the error
// page with a retry, not a loader that never ends; the API client turns a non-JSON error body into
// an ApiError with the status.
import { fireEvent, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, call, endpoint } from '../src/api/client.ts';
import { queryKeys } from '../src/api/queryKeys.ts';
import { refreshSessionAtStart } from '../src/api/session.ts';
import { RequireUser } from '../src/app/guards.tsx';
import fi from '../src/i18n/fi.json';
import { testUser } from './fixtures.ts';
import { json, newQueryClient, renderWithProviders } from './render.tsx';

const html502 = () =>
  new Response('<html><body><h1>502 Bad Gateway</h1></body></html>', {
    status: 502,
    statusText: 'Bad Gateway',
    headers: { 'content-type': 'text/html' },
  });

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('call', () => {
  it('gives an ApiError with the status for an error page that is not JSON', async () => {
    vi.stubGlobal('fetch', () => Promise.resolve(html502()));
    const error = await call(endpoint('GET', '/api/auth/refresh')).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(502);
    expect((error as ApiError).body).toEqual({
      statusCode: 502,
      error: 'Bad Gateway',
      message: 'Bad Gateway',
    });
  });

  it('keeps the server’s own error body', async () => {
    const body = {
      statusCode: 409,
      error: 'Conflict',
      message: 'Another shift is already running',
      code: 'CONFLICT',
      key: 'shift.otherRunning',
    };
    vi.stubGlobal('fetch', () => Promise.resolve(json(body, 409)));
    const error = (await call(endpoint('GET', '/api/auth/refresh')).catch((e: unknown) => e)) as ApiError;
    expect(error.body).toEqual(body);
  });
});

function renderGuarded(client = newQueryClient()) {
  renderWithProviders(
    <Suspense fallback={<p>loading</p>}>
      <Routes>
        <Route element={<RequireUser />}>
          <Route path="/shifts" element={<p>my shifts</p>} />
          <Route path="/profile" element={<p>my profile</p>} />
        </Route>
      </Routes>
    </Suspense>,
    { route: '/shifts', client },
  );
}

describe('the guards when the session check fails', () => {
  it('show the error page with the status and a retry that gets through', async () => {
    let answer: () => Response = html502;
    vi.stubGlobal('fetch', () => Promise.resolve(answer()));
    renderGuarded();
    expect((await screen.findByTestId('error-status')).textContent).toBe('502');
    answer = () => json({ session: { kind: 'user', user: testUser() } });
    fireEvent.click(screen.getByTestId('error-retry'));
    expect(await screen.findByText('my shifts')).toBeTruthy();
  });

  it('show the network texts when the server does not answer', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    renderGuarded();
    expect(await screen.findByText(fi.errors.networkTitle)).toBeTruthy();
    expect(screen.queryByTestId('error-status')).toBeNull();
    expect(screen.getByTestId('error-retry')).toBeTruthy();
  });

  it('a 500 shows its status too', async () => {
    vi.stubGlobal('fetch', () =>
      Promise.resolve(json({ statusCode: 500, error: 'Internal Server Error', message: 'Boom' }, 500)),
    );
    renderGuarded();
    expect((await screen.findByTestId('error-status')).textContent).toBe('500');
  });
});

describe('force-2FA with a saved session', () => {
  /**
   * A client holding what the saved cache gave back: two-factor still required. `asking`: the
   * start-up check is under way, as refreshSessionAtStart starts it before the restore.
   */
  function restoredClient({ asking }: { asking: boolean }) {
    const client = newQueryClient();
    if (asking) void refreshSessionAtStart(client);
    client.setQueryData(queryKeys.session, { kind: 'user', user: { ...testUser(), tfaRequired: true } });
    return client;
  }

  it('waits for the server before sending to the profile, and stays when two-factor is on by now', async () => {
    let answer!: (r: Response) => void;
    vi.stubGlobal('fetch', () => new Promise<Response>((resolve) => (answer = resolve)));
    renderGuarded(restoredClient({ asking: true }));
    expect(screen.queryByText('my profile')).toBeNull();
    expect(screen.getByTestId('location').textContent).toBe('/shifts');
    answer(json({ session: { kind: 'user', user: testUser() } }));
    expect(await screen.findByText('my shifts')).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/shifts');
  });

  it('sends to the profile once the server says two-factor is still required', async () => {
    vi.stubGlobal('fetch', () =>
      Promise.resolve(json({ session: { kind: 'user', user: { ...testUser(), tfaRequired: true } } })),
    );
    renderGuarded(restoredClient({ asking: true }));
    expect(await screen.findByText('my profile')).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/profile');
  });

  it('sends to the profile on the saved session alone when the server is not being asked', async () => {
    renderGuarded(restoredClient({ asking: false }));
    expect(await screen.findByText('my profile')).toBeTruthy();
  });
});
