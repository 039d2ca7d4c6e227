// Forms (spec §8, UI.md): submitting with invalid fields opens the generic form error; the login
// form shows a field's error once it has been left; the two-factor step puts the cursor in its
// code field.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import Overlays from '../src/app/Overlays.tsx';
import LoginPage from '../src/features/auth/LoginPage.tsx';
import { ChangePasswordForm } from '../src/features/profile/ChangePasswordForm.tsx';
import fi from '../src/i18n/fi.json';
import { json, renderWithProviders } from './render.tsx';

type Handler = (url: string, init?: RequestInit) => Response;

/** Nobody signed in, plus whatever the test answers. */
function stubApi(handler: Handler = () => json({}, 404)) {
  const fetch = vi.fn((url: string, init?: RequestInit) =>
    Promise.resolve(
      url.includes('/refresh')
        ? json({ statusCode: 401, error: 'Unauthorized', message: 'Not logged in', code: 'NO_SESSION' }, 401)
        : handler(url, init),
    ),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const withOverlays = (ui: React.ReactNode) => (
  <>
    {ui}
    <Overlays />
  </>
);

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the login form', () => {
  it('opens the form error when submitted with invalid fields, and sends nothing', async () => {
    const fetch = stubApi();
    renderWithProviders(withOverlays(<LoginPage />), { route: '/auth/login' });
    fireEvent.click(await screen.findByRole('button', { name: fi.login.submit }));
    expect(await screen.findByText(fi.errors.formTitle)).toBeTruthy();
    expect(screen.getByText(fi.errors.formText)).toBeTruthy();
    expect(fetch.mock.calls.some(([url]) => String(url).endsWith('/api/auth/login'))).toBe(false);
  });

  it('shows a field’s error once the field has been left', async () => {
    stubApi();
    renderWithProviders(<LoginPage />, { route: '/auth/login' });
    const email = await screen.findByLabelText(new RegExp(fi.fields.email));
    fireEvent.focus(email);
    fireEvent.blur(email);
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('Sähköposti on pakollinen')).toBeTruthy();
  });

  it('moves the cursor to the code field when the two-factor step appears', async () => {
    stubApi((url) =>
      url.endsWith('/api/auth/login')
        ? json({ user: { email: 'tfa@example.com', settings: { tfa: { enabled: true } } } })
        : json({}, 404),
    );
    renderWithProviders(<LoginPage />, { route: '/auth/login' });
    fireEvent.change(await screen.findByLabelText(new RegExp(fi.fields.email)), {
      target: { value: 'tfa@example.com' },
    });
    fireEvent.change(screen.getByLabelText(new RegExp(fi.fields.password)), {
      target: { value: 'demo-password' },
    });
    fireEvent.click(screen.getByRole('button', { name: fi.login.submit }));
    const code = await screen.findByLabelText(fi.fields.otp);
    await waitFor(() => expect(document.activeElement).toBe(code));
    fireEvent.click(screen.getByRole('button', { name: fi.login.useRecovery }));
    const recovery = await screen.findByLabelText(fi.fields.recoveryPassword);
    await waitFor(() => expect(document.activeElement).toBe(recovery));
  });

  it('shows the text of the error’s message key, not the server’s English', async () => {
    stubApi((url) =>
      url.endsWith('/api/auth/login')
        ? json(
            {
              statusCode: 403,
              error: 'Forbidden',
              message: 'Cross-origin request refused',
              code: 'CROSS_ORIGIN',
              key: 'request.crossOrigin',
            },
            403,
          )
        : json({}, 404),
    );
    renderWithProviders(<LoginPage />, { route: '/auth/login' });
    fireEvent.change(await screen.findByLabelText(new RegExp(fi.fields.email)), {
      target: { value: 'worker@example.com' },
    });
    fireEvent.change(screen.getByLabelText(new RegExp(fi.fields.password)), {
      target: { value: 'demo-password' },
    });
    fireEvent.click(screen.getByRole('button', { name: fi.login.submit }));
    const problem = await screen.findByTestId('login-problem');
    await waitFor(() =>
      expect(problem.textContent).toBe('Pyyntö hylättiin, koska se tuli toiselta sivustolta.'),
    );
  });
});

describe('the change-password form', () => {
  it('opens the form error when submitted with invalid fields', async () => {
    const fetch = stubApi();
    renderWithProviders(withOverlays(<ChangePasswordForm />));
    fireEvent.click(screen.getByRole('button', { name: fi.profile.password.submit }));
    expect(await screen.findByText(fi.errors.formTitle)).toBeTruthy();
    expect(fetch.mock.calls.some(([url]) => String(url).includes('password'))).toBe(false);
  });
});
