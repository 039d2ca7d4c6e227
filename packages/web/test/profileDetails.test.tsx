// /profile's own details, picture and email (decision 108): details as the admin keeps them, a
// file that is not an image refused before it is sent, a taken address under its field, and no
// credential forms during a take-over (decision 105).
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import ProfilePage from '../src/features/profile/ProfilePage.tsx';
import fiProfile from '../src/i18n/fi.profile.json';
import { testUser } from './fixtures.ts';
import { json, renderWithProviders, signedInClient } from './render.tsx';

const person = testUser({
  personal: {
    firstName: 'Emmi',
    lastName: 'Mattila',
    phone: '+358 40 123 4567',
    address: { street: 'Mannerheimintie 3', zip: '00100', city: 'Helsinki' },
  },
});

function renderProfile(
  user = person,
  answer: (url: string, init?: RequestInit) => Response = () => json({}, 404),
) {
  const spy = vi.fn((url: string, init?: RequestInit) => Promise.resolve(answer(url, init)));
  vi.stubGlobal('fetch', spy);
  renderWithProviders(<ProfilePage />, { client: signedInClient(user), route: '/profile' });
  return spy;
}

afterEach(() => vi.unstubAllGlobals());

describe('the profile page', () => {
  it('shows the details the admin keeps, read-only', () => {
    renderProfile();
    expect(screen.getByTestId('profile-name').textContent).toBe('Emmi Mattila');
    expect(screen.getByTestId('profile-phone').textContent).toBe('+358 40 123 4567');
    expect(screen.getByTestId('profile-address').textContent).toBe('Mannerheimintie 3, 00100 Helsinki');
  });

  it('refuses a file that is not an image without sending it', async () => {
    const spy = renderProfile();
    const input = screen.getByTestId('profile-avatar-section').querySelector('input[type="file"]');
    const fake = new File(['<svg onload="alert(1)"/>'], 'kuva.png', { type: 'image/png' });
    fireEvent.change(input as Element, { target: { files: [fake] } });
    expect((await screen.findByTestId('avatar-problem')).textContent).toBe(
      'Vain PNG-, JPEG-, GIF- ja WebP-kuvat kelpaavat.',
    );
    expect(spy.mock.calls.filter(([url]) => url === '/api/users/avatar')).toEqual([]);
  });

  it('puts a taken address under the email field', async () => {
    renderProfile(person, (url) =>
      url === '/api/users/email'
        ? json(
            {
              statusCode: 409,
              error: 'Conflict',
              message: 'The email address is already in use',
              code: 'CONFLICT',
              key: 'user.emailTaken',
              fields: { email: { key: 'taken', params: { field: 'email' } } },
            },
            409,
          )
        : json({}, 404),
    );
    const form = screen.getByTestId('change-email');
    fireEvent.change(screen.getByLabelText(new RegExp(fiProfile.profile.email.new)), {
      target: { value: 'worker@example.com' },
    });
    fireEvent.change(form.querySelector('input[autocomplete="current-password"]') as Element, {
      target: { value: 'demo-password' },
    });
    fireEvent.click(screen.getByRole('button', { name: fiProfile.profile.email.submit }));
    await waitFor(() => expect(form.textContent).toContain('Sähköposti on jo käytössä'));
  });

  it('offers no credential change during a take-over, and says why', () => {
    renderProfile(testUser({ oldSession: true }));
    expect(screen.getByTestId('profile-taken-over')).toBeTruthy();
    expect(screen.queryByTestId('change-email')).toBeNull();
    expect(screen.queryByTestId('change-password')).toBeNull();
    expect(screen.queryByTestId('tfa-start')).toBeNull();
    // The picture is the person's look, not a credential: it stays.
    expect(screen.getByTestId('profile-avatar-section')).toBeTruthy();
  });
});
