// Forms (spec §8, UI.md): submitting the login form with invalid fields shows the generic form
// error inline and moves the cursor (the change-password form too, and a server's field message
// goes under its field); the login form shows a field's error once it has been left; the
// two-factor step puts the cursor in its code field.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import Overlays from '../src/app/Overlays.tsx';
import LoginPage from '../src/features/auth/LoginPage.tsx';
import { ChangePasswordForm } from '../src/features/profile/ChangePasswordForm.tsx';
import fi from '../src/i18n/fi.json';
import fiProfile from '../src/i18n/fi.profile.json';
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
  it('shows the form error above the button, not in a dialog, with the cursor in the first invalid field', async () => {
    const fetch = stubApi();
    renderWithProviders(withOverlays(<LoginPage />), { route: '/auth/login' });
    const email = await screen.findByLabelText(new RegExp(fi.fields.email));
    fireEvent.change(email, { target: { value: 'worker@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: fi.login.submit }));
    const problem = await screen.findByTestId('login-problem');
    expect(problem.getAttribute('role')).toBe('alert');
    expect(problem.textContent).toBe(fi.errors.formTitle + fi.errors.formText);
    // Right above the primary action, inside the form; no dialog on top of it.
    expect(problem.nextElementSibling?.getAttribute('type')).toBe('submit');
    expect(screen.queryByRole('dialog')).toBeNull();
    const password = screen.getByLabelText(new RegExp(fi.fields.password));
    await waitFor(() => expect(document.activeElement).toBe(password));
    expect(fetch.mock.calls.some(([url]) => String(url).endsWith('/api/auth/login'))).toBe(false);
    // Fixing the field takes the form error away.
    fireEvent.change(password, { target: { value: 'demo-password' } });
    fireEvent.blur(password);
    await waitFor(() => expect(screen.queryByTestId('login-problem')).toBeNull());
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
  it('shows the form error above the button, not in a dialog, with the cursor in the first invalid field', async () => {
    const fetch = stubApi();
    renderWithProviders(withOverlays(<ChangePasswordForm />));
    fireEvent.click(screen.getByRole('button', { name: fi.profile.password.submit }));
    const problem = await screen.findByTestId('form-problem');
    expect(problem.textContent).toBe(fi.errors.formTitle + fi.errors.formText);
    expect(problem.nextElementSibling?.querySelector('button[type="submit"]')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    const current = screen.getByLabelText(new RegExp(fi.fields.currentPassword));
    await waitFor(() => expect(document.activeElement).toBe(current));
    expect(fetch.mock.calls.some(([url]) => String(url).includes('password'))).toBe(false);
  });

  it('puts a wrong current password under its field, with the title above the button', async () => {
    stubApi((url) =>
      url.endsWith('/api/auth/change-password')
        ? json(
            {
              statusCode: 400,
              error: 'Bad Request',
              message: 'Invalid',
              fields: { currentPassword: { key: 'wrongPassword', params: { field: 'currentPassword' } } },
            },
            400,
          )
        : json({}, 404),
    );
    renderWithProviders(withOverlays(<ChangePasswordForm />));
    const current = screen.getByLabelText(new RegExp(fi.fields.currentPassword));
    fireEvent.change(current, { target: { value: 'not-my-password' } });
    fireEvent.change(screen.getByLabelText(new RegExp(fi.profile.password.new)), {
      target: { value: 'a-new-password-1' },
    });
    fireEvent.click(screen.getByRole('button', { name: fi.profile.password.submit }));
    expect(await screen.findByText(fi.validation.wrongPassword)).toBeTruthy();
    expect((await screen.findByTestId('form-problem')).textContent).toContain(
      fiProfile.profile.password.failed,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(current));
  });
});
